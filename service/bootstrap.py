"""The composition root: the one place that reads settings and wires concrete adapters."""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field, replace
from functools import cached_property

import redis
from rq import Queue
from rq.serializers import JSONSerializer

from events.connection import OUTAGE_ERRORS, Backoff, is_cluster_url, redis_client
from events.store import EventStore
from events.store_config import recorded_partitions
from games import search
from projections.snapshots import Snapshots
from service.commands import CommandHandler
from service.tables import TableLoader

log = logging.getLogger(__name__)

QUEUE_NAME = "boardroom"
# Bot turns of tables the server plays alone (nobody waits on them): a worker takes them only when no table
# with a person at it waits for a bot or for its scoring.
BATCH_QUEUE_NAME = "boardroom-batch"
# A new store's partition count (docs/guides/operators.md, "Scaling out": how 64 spreads over 3, 4 or 6
# masters); a store keeps the count it was created with (events.store_config).
DEFAULT_PARTITIONS = 64
STORE_CHECK_SECONDS = 20.0  # how long a starting process waits for Redis to check the store's settings


class StoreMismatch(RuntimeError):
    """This process's settings disagree with those the store recorded at its first start."""


class StoreUnreachable(RuntimeError):
    """The store did not answer while a starting process checked its settings (a restart may do)."""


@dataclass(frozen=True)
class Settings:
    """Everything configurable, read from the environment."""

    redis_url: str = "redis://127.0.0.1:6379/0"
    queue_redis_url: str = ""
    partitions: int = DEFAULT_PARTITIONS
    # Whether BOARDROOM_PARTITIONS set ``partitions``: if not, a process takes the store's recorded count.
    partitions_chosen: bool = True
    admin_token: str = ""
    bot_stall_seconds: float = 10.0
    # While a person at a table is away (on autopilot, or in the grace after a clock ran out), the server's bots there
    # make at most one decision in this many seconds, so a person back within a clock still has a game (issue 50).
    autopilot_pace: float = 5.0
    # The hard bot's budget per move (games.search.Budget): playouts, and CPU seconds (0: no time cap).
    # None: leave this process's budget as it is (games.search.DEFAULT unless something set it).
    hard_bot_iterations: int | None = None
    hard_bot_seconds: float | None = None
    max_body_bytes: int = 64 * 1024
    stream_keepalive_seconds: float = 10.0
    stream_max_seconds: float = 3600.0
    stale_seconds: float = 15.0
    retain_days: float = 30.0
    seek_ttl_seconds: float = 600.0
    max_seeks: int = 3  # seeks one player may have waiting at once (one per game)
    max_open_challenges: int = 5  # pending challenges one player may have sent (one per invitee)
    # Rate limits per client address (docs: README "Limits"); limit strings are flask-limiter's,
    # e.g. "20/minute" or "5/second;100/hour".
    rate_limits: bool = True
    limit_create: str = "20/minute"
    limit_join: str = "30/minute"
    limit_players: str = "20/hour;50/day"  # new player accounts per address (issue 31: rating farming)
    limit_commands: str = "20/second"
    limit_default: str = "50/second"
    # The web client's and the API console's files, per caller: a page load revalidates about 40 modules (cheap
    # 304s), so two tabs opened at once would spend the default budget before the page asked the API anything.
    limit_assets: str = "400/second"
    # Reads that cost much (the document, the catalogues, a game's history, log, past states and audit), in units of
    # cost (service.http.costs): about 50 ms of a core a second, sustained, per caller.
    limit_expensive: str = "150/second;3000/minute"
    # Every request of a caller, in units of cost: about twice what a bot posting as fast as the commands budget
    # lets it (20 commands and 20 reads of its moves a second) spends, sustained.
    limit_total: str = "200/second;6000/minute"
    # Answers 4xx a caller may draw from one route (a flood of invalid requests): past it, 429 until it frees.
    limit_errors: str = "30/10 seconds"
    limit_store_timeout: float = 1.0  # seconds the limiter waits for its Redis before it lets the request through
    max_streams: int = 8  # live streams open at once per caller
    max_bot_tables: int = 2
    # the most tables one tournament round may open at once (its field by the table size); an operator raises it
    max_tournament_tables: int = 16
    # The share of one core the batch worker (all-bot tables, nobody waiting) may use while a client plays over HTTP
    # and the rest of the machine is busy (1: no cap); otherwise it runs freely. At 0.25 the abuse bench gave x1.86.
    batch_cpu_share: float = 0.05
    open_table_ttl: int = 24 * 3600  # seconds an open table waits for its seats before it is abandoned
    cors_origins: tuple[str, ...] = ("*",)
    metrics: str = "local"
    trusted_proxies: int = 0
    # Scaling out (README "Scaling out"): WAIT for this many replicas after each append (0: don't), and
    # the partitions this projector prefers ("0-7,12"; empty: all), the others taken over by lease.
    min_replicas: int = 0
    replica_timeout_ms: int = 1000
    # None: min_replicas (strict); lower: a master waits for the replicas it has connected, down to this floor
    replica_floor: int | None = None
    projector_partitions: tuple[int, ...] = ()
    projector_partitions_spec: str = ""  # as BOARDROOM_PROJECTOR_PARTITIONS wrote it, checked once counts are known
    extra: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_env(cls, env: os._Environ | dict[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        redis_url = env.get("REDIS_URL") or cls.redis_url
        chosen = bool((env.get("BOARDROOM_PARTITIONS") or "").strip())
        partitions = _positive(env, "BOARDROOM_PARTITIONS") if chosen else cls.partitions
        if is_cluster_url(redis_url) and not env.get("QUEUE_REDIS_URL"):
            raise ValueError("REDIS_URL names a Redis Cluster, which RQ does not support: "
                             "set QUEUE_REDIS_URL to a plain Redis for the queues")
        if is_cluster_url(env.get("QUEUE_REDIS_URL") or ""):
            raise ValueError("QUEUE_REDIS_URL names a Redis Cluster, which RQ (the queues, its scheduler) does "
                             "not support: set it to a plain Redis (redis:// or rediss://)")
        spec = env.get("BOARDROOM_PROJECTOR_PARTITIONS", "")
        return cls(
            redis_url=redis_url,
            queue_redis_url=env.get("QUEUE_REDIS_URL") or redis_url,
            partitions=partitions,
            partitions_chosen=chosen,
            min_replicas=int(env.get("BOARDROOM_MIN_REPLICAS", cls.min_replicas)),
            replica_timeout_ms=int(env.get("BOARDROOM_REPLICA_TIMEOUT_MS", cls.replica_timeout_ms)),
            replica_floor=int(env["BOARDROOM_REPLICA_FLOOR"]) if env.get("BOARDROOM_REPLICA_FLOOR") else None,
            # Unchosen, the count is the store's: the ranges are checked against it at start (Container.check_store).
            projector_partitions=partition_ranges(spec, partitions if chosen else None),
            projector_partitions_spec=spec,
            admin_token=env.get("BOARDROOM_ADMIN_TOKEN", ""),
            bot_stall_seconds=float(env.get("BOARDROOM_BOT_STALL_SECONDS", cls.bot_stall_seconds)),
            autopilot_pace=_seconds(env, "BOARDROOM_AUTOPILOT_PACE", cls.autopilot_pace),
            hard_bot_iterations=_optional(env, "BOARDROOM_HARD_BOT_ITERATIONS", int),
            hard_bot_seconds=_optional(env, "BOARDROOM_HARD_BOT_SECONDS", float),
            max_body_bytes=int(env.get("BOARDROOM_MAX_BODY_BYTES", cls.max_body_bytes)),
            stream_keepalive_seconds=float(env.get("BOARDROOM_STREAM_KEEPALIVE_SECONDS",
                                                   cls.stream_keepalive_seconds)),
            stream_max_seconds=float(env.get("BOARDROOM_STREAM_MAX_SECONDS", cls.stream_max_seconds)),
            stale_seconds=float(env.get("BOARDROOM_STALE_SECONDS", cls.stale_seconds)),
            retain_days=float(env.get("BOARDROOM_RETAIN_DAYS", cls.retain_days)),
            seek_ttl_seconds=float(env.get("BOARDROOM_SEEK_TTL_SECONDS", cls.seek_ttl_seconds)),
            max_seeks=int(env.get("BOARDROOM_MAX_SEEKS", cls.max_seeks)),
            max_open_challenges=int(env.get("BOARDROOM_MAX_OPEN_CHALLENGES", cls.max_open_challenges)),
            rate_limits=_switch(env.get("BOARDROOM_RATE_LIMITS", "on"), "BOARDROOM_RATE_LIMITS"),
            limit_create=_limit(env, "BOARDROOM_LIMIT_CREATE", cls.limit_create),
            limit_join=_limit(env, "BOARDROOM_LIMIT_JOIN", cls.limit_join),
            limit_players=_limit(env, "BOARDROOM_LIMIT_PLAYERS", cls.limit_players),
            limit_commands=_limit(env, "BOARDROOM_LIMIT_COMMANDS", cls.limit_commands),
            limit_default=_limit(env, "BOARDROOM_LIMIT_DEFAULT", cls.limit_default),
            limit_assets=_limit(env, "BOARDROOM_LIMIT_ASSETS", cls.limit_assets),
            limit_expensive=_limit(env, "BOARDROOM_LIMIT_EXPENSIVE", cls.limit_expensive),
            limit_total=_limit(env, "BOARDROOM_LIMIT_TOTAL", cls.limit_total),
            limit_errors=_limit(env, "BOARDROOM_LIMIT_ERRORS", cls.limit_errors),
            limit_store_timeout=float(env.get("BOARDROOM_LIMIT_STORE_TIMEOUT_SECONDS", cls.limit_store_timeout)),
            max_streams=int(env.get("BOARDROOM_MAX_STREAMS", cls.max_streams)),
            max_bot_tables=int(env.get("BOARDROOM_MAX_BOT_TABLES", cls.max_bot_tables)),
            max_tournament_tables=int(env.get("BOARDROOM_MAX_TOURNAMENT_TABLES", cls.max_tournament_tables)),
            batch_cpu_share=_share(env, "BOARDROOM_BATCH_CPU_SHARE", cls.batch_cpu_share),
            open_table_ttl=int(env.get("BOARDROOM_OPEN_TABLE_TTL", cls.open_table_ttl)),
            cors_origins=tuple(o.strip() for o in (env.get("BOARDROOM_CORS_ORIGINS") or "*").split(",") if o.strip()),
            metrics=_choice(env.get("BOARDROOM_METRICS", cls.metrics), ("local", "on", "off"), "BOARDROOM_METRICS"),
            trusted_proxies=int(env.get("BOARDROOM_TRUSTED_PROXIES", cls.trusted_proxies)),
        )


def partition_ranges(value: str, partitions: int | None) -> tuple[int, ...]:
    """``"0-7,12"`` → (0, 1, …, 7, 12); every number a partition below ``partitions`` (None: any)."""
    chosen: set[int] = set()
    for part in filter(None, (p.strip() for p in value.split(","))):
        low, _, high = part.partition("-")
        try:
            span = range(int(low), int(high or low) + 1)
        except ValueError:
            raise ValueError(f"BOARDROOM_PROJECTOR_PARTITIONS must be ranges like '0-7,12', not {value!r}") from None
        if not span or span.start < 0 or (partitions is not None and span.stop > partitions):
            within = f"0-{partitions - 1}" if partitions is not None else "0 and up"
            raise ValueError(f"BOARDROOM_PROJECTOR_PARTITIONS: {part!r} is not within {within}")
        chosen.update(span)
    return tuple(sorted(chosen))


def _share(env, name: str, default: float) -> float:
    return _number(env, name, default, lambda share: 0 < share <= 1, "a fraction above 0 and at most 1")


def _seconds(env, name: str, default: float) -> float:
    return _number(env, name, default, lambda seconds: 0 <= seconds < float("inf"), "a number of seconds, 0 or more")


def _number(env, name: str, default: float, fits, what: str) -> float:
    """The number ``name`` sets (``default`` when unset), refused unless ``fits(number)``: ``what`` it must be."""
    value = env.get(name, "")
    if not value.strip():
        return default
    try:
        number = float(value)
    except ValueError:
        number = float("nan")
    if not fits(number):
        raise ValueError(f"{name} must be {what}, not {value!r}")
    return number


def _positive(env, name: str) -> int:
    value = env.get(name, "")
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number < 1:
        raise ValueError(f"{name} must be a whole number above 0, not {value!r}")
    return number


def _choice(value: str, allowed: tuple[str, ...], name: str) -> str:
    if value.strip().lower() not in allowed:
        raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")
    return value.strip().lower()


def _limit(env, name: str, default: str) -> str:
    """A limit string in flask-limiter's notation, checked at start rather than at the first request."""
    from limits import parse_many

    value = env.get(name) or default
    try:
        parse_many(value)
    except ValueError:
        raise ValueError(f"{name} must be limits like '20/minute' or '5/second;100/hour', not {value!r}") from None
    return value


def _optional(env, name: str, kind):
    value = env.get(name)
    if value is None or not value.strip():
        return None
    try:
        return kind(value)
    except ValueError:
        raise ValueError(f"{name} must be a number, not {value!r}") from None


def _switch(value: str, name: str) -> bool:
    return _choice(value, ("on", "off", "1", "0", "true", "false"), name) in ("on", "1", "true")


class Container:
    """The wired parts of one process."""

    def __init__(self, settings: Settings):
        self.settings = settings
        # games/ stays pure: the hard bots read their budget from games.search, set here for this process
        # when the settings name one (a test's Settings() leaves the budget its suite chose).
        if settings.hard_bot_iterations is not None or settings.hard_bot_seconds is not None:
            seconds = settings.hard_bot_seconds if settings.hard_bot_seconds is not None else search.DEFAULT.seconds
            search.set_default_budget(search.Budget(settings.hard_bot_iterations or search.DEFAULT.iterations,
                                                    seconds or None))

    def check_store(self) -> None:
        """Take the store's recorded settings (recording ours at its first start), or raise StoreMismatch.

        Called once as a process starts, before anything uses the partition count. A Redis that does not
        answer is waited for (``STORE_CHECK_SECONDS``) rather than guessed around.
        """
        settings = self.settings
        chosen = settings.partitions if settings.partitions_chosen else None
        backoff = Backoff("checking the store's partition count", log)
        deadline = time.monotonic() + STORE_CHECK_SECONDS
        while True:
            try:
                recorded = recorded_partitions(self.redis, chosen, settings.partitions)
                break
            except OUTAGE_ERRORS as error:
                if time.monotonic() > deadline:
                    raise StoreUnreachable(f"cannot read the store's partition count: Redis did not answer "
                                           f"in {STORE_CHECK_SECONDS:g}s ({error})") from error
                backoff.wait(error)
        if chosen is not None and recorded != chosen:
            raise StoreMismatch(
                f"BOARDROOM_PARTITIONS is {chosen}, but the store records {recorded} partitions (its count since "
                f"its first start; games would be looked for in the wrong partitions): set "
                f"BOARDROOM_PARTITIONS={recorded}, or leave it unset to take the store's")
        preferred = settings.projector_partitions
        if settings.projector_partitions_spec:
            try:
                preferred = partition_ranges(settings.projector_partitions_spec, recorded)
            except ValueError as error:
                raise StoreMismatch(f"{error} (the store's partition count)") from None
        self.settings = replace(settings, partitions=recorded, projector_partitions=preferred)

    def close(self) -> None:
        """Stop this container's background readers (its fan-out), if it started any."""
        if "fanout" in self.__dict__:
            self.fanout.close()

    def drain_streams(self) -> None:
        """End this process's live streams at their next wake-up (the process is stopping), if it has any."""
        if "fanout" in self.__dict__:
            self.fanout.drain()

    @cached_property
    def redis(self) -> redis.Redis:
        return redis_client(self.settings.redis_url)

    @cached_property
    def queue_redis(self) -> redis.Redis:
        if self.settings.queue_redis_url in ("", self.settings.redis_url):
            return self.redis
        return redis_client(self.settings.queue_redis_url)

    @cached_property
    def client_activity(self):
        from service.client_activity import ClientActivity
        return ClientActivity(self.queue_redis)

    @cached_property
    def store(self) -> EventStore:
        return EventStore(self.redis, self.settings.partitions, self.settings.min_replicas,
                          self.settings.replica_timeout_ms, self.settings.replica_floor)

    @cached_property
    def snapshots(self) -> Snapshots:
        return Snapshots(self.redis, self.settings.partitions)

    @cached_property
    def loader(self) -> TableLoader:
        return TableLoader(self.store, self.snapshots)

    @cached_property
    def players(self):
        from service.players import Players

        players = Players(self.redis)
        # Before this process creates an account, old accounts hold their skeleton claims (issue 31).
        for pid in players.claim_old_skeletons():
            log.warning("account %s keeps its name; another account holds the claim on a name that looks the same", pid)
        return players

    @cached_property
    def handler(self) -> CommandHandler:
        return CommandHandler(self.store, self.loader, self.players, self.settings.open_table_ttl)

    @cached_property
    def queue(self) -> Queue:
        return Queue(QUEUE_NAME, connection=self.queue_redis, serializer=JSONSerializer)

    @cached_property
    def batch_queue(self) -> Queue:
        return Queue(BATCH_QUEUE_NAME, connection=self.queue_redis, serializer=JSONSerializer)

    @property
    def queues(self) -> list[Queue]:
        """The worker's queues, first served first."""
        return [self.queue, self.batch_queue]

    @cached_property
    def lobby(self):
        from projections.lobby import Lobby

        return Lobby(self.redis)

    @cached_property
    def leaderboards(self):
        from projections.leaderboard import Leaderboards

        return Leaderboards(self.redis)

    @cached_property
    def history(self):
        from projections.player_history import PlayerHistory

        return PlayerHistory(self.redis)

    @cached_property
    def player_streams(self):
        from projections.player_streams import PlayerStreams

        return PlayerStreams(self.redis)

    @cached_property
    def profiles(self):
        from service.profiles import Profiles

        return Profiles(self.players, self.history, self.leaderboards)

    @cached_property
    def matchmaker(self):
        from service.matchmaking import Matchmaker

        return Matchmaker(self.redis, self.handler, self.player_streams, self.settings.seek_ttl_seconds,
                          self.settings.max_seeks)

    @cached_property
    def challenges(self):
        from service.challenges import Challenges

        return Challenges(self.redis, self.handler, self.player_streams, self.settings.max_open_challenges)

    def projector(self, **options):
        """The projector over every read model; ``options`` as ``Projector`` takes them."""
        from projections.projector import Projector

        return Projector(self.redis, self.store, self.snapshots, self.lobby, self.leaderboards,
                         history=self.history, notices=self.player_streams, tournaments=self.tournament_standings,
                         **options)

    @cached_property
    def tournaments(self):
        from service.tournaments import Tournaments

        return Tournaments(self.store, self.handler, self.redis, self.settings.max_tournament_tables)

    @cached_property
    def tournament_standings(self):
        from projections.tournaments import TournamentStandings

        return TournamentStandings(self.redis, self.store)

    @cached_property
    def retention(self):
        from projections.retention import Retention

        return Retention(self.redis, self.snapshots, self.lobby, self.settings.partitions, self.settings.retain_days)

    @cached_property
    def stream_tickets(self):
        from service.stream_tickets import StreamTickets

        return StreamTickets(self.redis, live_keys=lambda hashes: self.players.keys.live(hashes))

    @cached_property
    def fanout(self):
        from service.fanout import FanOut, block_cap

        return FanOut(self.redis, self.store, self.settings.partitions, block_cap(self.redis),
                      live_keys=lambda hashes: self.players.keys.live(hashes))

    @cached_property
    def seat_presence(self):
        from service.seat_presence import SeatPresence

        return SeatPresence(self.redis)

    @cached_property
    def follow_up(self):
        from workers.dispatch import FollowUp

        return FollowUp(self.redis, self.queue, self.settings.bot_stall_seconds, batch_queue=self.batch_queue,
                        pace_seconds=self.settings.autopilot_pace)


_container: Container | None = None


def container() -> Container:
    """This process's container, built from the environment on first use."""
    global _container
    if _container is None:
        wired = Container(Settings.from_env())
        wired.check_store()
        _container = wired
    return _container


def running() -> Container | None:
    """This process's container if it has one, without building it."""
    return _container


def use(settings: Settings) -> Container:
    """Replace this process's container (tests, CLI), closing the one it replaces."""
    global _container
    if _container is not None:
        _container.close()
    _container = Container(settings)
    return _container
