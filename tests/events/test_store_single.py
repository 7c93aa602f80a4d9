"""The event store contract against one private redis-server."""

from __future__ import annotations

import pytest
from store_contract import PARTITIONS, EventStoreContract

from events.store import EventStore


class TestStoreSingleRedis(EventStoreContract):
    @pytest.fixture
    def store(self, redis_client) -> EventStore:
        return EventStore(redis_client, PARTITIONS)
