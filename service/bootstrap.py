"""The composition root: the one place that reads settings and wires concrete adapters."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import cached_property

import redis
from rq import Queue
from rq.serializers import JSONSerializer

from events.connection import redis_client
from events.store import EventStore
from projections.snapshots import Snapshots
from service.commands import CommandHandler
from service.tables import TableLoader

QUEUE_NAME = "boardroom"


@dataclass(frozen=True)
class Settings:
    """Everything configurable, read from the environment."""

    redis_url: str = "redis://127.0.0.1:6379/0"
    queue_redis_url: str = ""
    partitions: int = 16
    admin_token: str = ""
    bot_stall_seconds: float = 10.0
    max_body_bytes: int = 64 * 1024
    stale_seconds: float = 15.0
    retain_days: float = 30.0
    extra: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_env(cls, env: os._Environ | dict[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        redis_url = env.get("REDIS_URL") or cls.redis_url
        return cls(
            redis_url=redis_url,
            queue_redis_url=env.get("QUEUE_REDIS_URL") or redis_url,
            partitions=int(env.get("BOARDROOM_PARTITIONS", cls.partitions)),
            admin_token=env.get("BOARDROOM_ADMIN_TOKEN", ""),
            bot_stall_seconds=float(env.get("BOARDROOM_BOT_STALL_SECONDS", cls.bot_stall_seconds)),
            max_body_bytes=int(env.get("BOARDROOM_MAX_BODY_BYTES", cls.max_body_bytes)),
            stale_seconds=float(env.get("BOARDROOM_STALE_SECONDS", cls.stale_seconds)),
            retain_days=float(env.get("BOARDROOM_RETAIN_DAYS", cls.retain_days)),
        )


class Container:
    """The wired parts of one process."""

    def __init__(self, settings: Settings):
        self.settings = settings

    @cached_property
    def redis(self) -> redis.Redis:
        return redis_client(self.settings.redis_url)

    @cached_property
    def queue_redis(self) -> redis.Redis:
        if self.settings.queue_redis_url in ("", self.settings.redis_url):
            return self.redis
        return redis_client(self.settings.queue_redis_url)

    @cached_property
    def store(self) -> EventStore:
        return EventStore(self.redis, self.settings.partitions)

    @cached_property
    def snapshots(self) -> Snapshots:
        return Snapshots(self.redis, self.settings.partitions)

    @cached_property
    def loader(self) -> TableLoader:
        return TableLoader(self.store, self.snapshots)

    @cached_property
    def handler(self) -> CommandHandler:
        return CommandHandler(self.store, self.loader)

    @cached_property
    def queue(self) -> Queue:
        return Queue(QUEUE_NAME, connection=self.queue_redis, serializer=JSONSerializer)

    @cached_property
    def lobby(self):
        from projections.lobby import Lobby

        return Lobby(self.redis)

    @cached_property
    def leaderboards(self):
        from projections.leaderboard import Leaderboards

        return Leaderboards(self.redis)

    @cached_property
    def retention(self):
        from projections.retention import Retention

        return Retention(self.redis, self.snapshots, self.lobby, self.settings.partitions, self.settings.retain_days)

    @cached_property
    def follow_up(self):
        from workers.dispatch import FollowUp

        return FollowUp(self.redis, self.queue, self.settings.bot_stall_seconds)


_container: Container | None = None


def container() -> Container:
    """This process's container, built from the environment on first use."""
    global _container
    if _container is None:
        _container = Container(Settings.from_env())
    return _container


def use(settings: Settings) -> Container:
    """Replace this process's container (tests, CLI)."""
    global _container
    _container = Container(settings)
    return _container
