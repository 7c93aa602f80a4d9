"""The event store: Redis streams, one per game, with a hash chain and partition feeds."""
