"""Read models folded from the event streams: game snapshots, the lobby, leaderboards."""
