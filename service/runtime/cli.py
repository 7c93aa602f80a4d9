"""The ``boardroom`` console script: run the service, the projector, a demo game, rebuilds, audits, monitors."""

from __future__ import annotations

import argparse
import json
import logging
import os
import signal
import socket
import sys
import threading
from pathlib import Path

from service.runtime.procfile import PROCFILE

DEFAULT_APPENDFSYNC = "always"  # README "Durability": what each setting can lose, measured
IN_USE = 75  # `run`'s exit status when its data directory or web port is taken (sysexits' EX_TEMPFAIL)
# A process refused to start for its settings (sysexits' EX_CONFIG): restarting it will not help
# (deploy/systemd's units do not).
CONFIG_ERROR = 78


def _run(args: argparse.Namespace) -> int:
    """Start an embedded Redis when REDIS_URL is unset, then every Procfile process under our supervisor."""
    from service.runtime import embedded_redis
    from service.runtime.procfile import procfile_commands
    from service.runtime.supervisor import Supervisor

    env = dict(os.environ)
    redis_process = restart_redis = redis_reason = None
    embedded, data_dir = not env.get("REDIS_URL"), Path(args.data_dir).resolve()
    try:
        held = embedded_redis.lock(data_dir) if embedded else None  # noqa: F841 - open for the supervisor's life
    except embedded_redis.DataDirInUse as error:
        print(f"boardroom: {error}", file=sys.stderr, flush=True)
        return IN_USE
    taken = _port_taken(env.get("BOARDROOM_HOST", "127.0.0.1"), args.port)
    if taken:
        print(f"boardroom: {taken}", file=sys.stderr, flush=True)
        return IN_USE
    if embedded:
        from events.redis_server import embedded_redis_binary, free_port

        options = dict(port=args.redis_port or free_port(), binary=embedded_redis_binary(),
                       fsync=env.get("BOARDROOM_APPENDFSYNC", DEFAULT_APPENDFSYNC))
        redis_process, url = embedded_redis.start(data_dir, **options)

        def restart_redis():  # same port, password and data directory: it replays its AOF
            return embedded_redis.start(data_dir, **options)[0]

        def redis_reason():
            return embedded_redis.last_log_line(data_dir)

        env["REDIS_URL"] = url
        env["BOARDROOM_DATA_DIR"] = str(data_dir)
        print(f"boardroom: embedded redis-server at {embedded_redis.redacted(url)} (AOF in {data_dir}, "
              f"appendfsync {options['fsync']}, password in {data_dir / embedded_redis.PASSWORD_FILE})", flush=True)
    env.setdefault("QUEUE_REDIS_URL", env["REDIS_URL"])
    env["PROMETHEUS_MULTIPROC_DIR"] = str(_metrics_dir(env, data_dir))
    # The Procfile's commands (gunicorn, boardroom) live beside this interpreter.
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env.setdefault("BOARDROOM_PORT", str(args.port))
    procfile = Path(args.procfile) if args.procfile else PROCFILE
    supervisor = Supervisor(procfile_commands(procfile), env, PROCFILE.parent, redis_process, restart_redis,
                            redis_reason=redis_reason)
    supervisor.install_signals()
    try:
        return supervisor.run()
    finally:
        if redis_process is not None:
            embedded_redis.stopped(data_dir)


def _metrics_dir(env: dict[str, str], data_dir: Path) -> Path:
    """Where every process writes its metrics for /metrics to sum (prometheus_client's multiprocess mode):
    PROMETHEUS_MULTIPROC_DIR, or beside the data directory; emptied first, since a dead run's counts
    would be summed with this one's."""
    directory = Path(env.get("PROMETHEUS_MULTIPROC_DIR") or data_dir.with_name(f"{data_dir.name}-metrics"))
    directory.mkdir(parents=True, exist_ok=True)
    for stale in directory.glob("*.db"):
        stale.unlink()
    return directory


def _port_taken(host: str, port: int) -> str | None:
    """Why the web port cannot be had (gunicorn would retry it forever), or None."""
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as gunicorn binds
        try:
            probe.bind((host, port))
        except OSError as error:
            return (f"cannot listen on {host}:{port} ({error.strerror}): is another `boardroom run` "
                    "using it? Stop that one, or choose another --port")
    return None


def _wired():
    """This process's container; without REDIS_URL, on the running embedded Redis of the data directory
    (``BOARDROOM_DATA_DIR``, default ``./var/redis``) rather than whatever listens on 127.0.0.1:6379."""
    from service.bootstrap import Settings, StoreMismatch, StoreUnreachable, container, use

    try:
        if os.environ.get("REDIS_URL"):
            return container()
        from service.runtime import embedded_redis

        try:
            url = embedded_redis.discover(embedded_redis.data_dir_from_env())
        except embedded_redis.EmbeddedRedisUnavailable as error:
            raise SystemExit(f"boardroom: {error}") from None
        wired = use(Settings.from_env({**os.environ, "REDIS_URL": url}))
        wired.check_store()
        return wired
    except (StoreMismatch, ValueError) as error:  # the settings disagree with the store, or with themselves
        print(f"boardroom: refusing to start: {error}", file=sys.stderr, flush=True)
        raise SystemExit(CONFIG_ERROR) from None
    except StoreUnreachable as error:
        raise SystemExit(f"boardroom: {error}") from None


def _projector(args: argparse.Namespace) -> int:
    from projections.leases import PartitionLeases
    from service.bootstrap import partition_ranges

    wired = _wired()
    count = wired.settings.partitions
    preferred = partition_ranges(args.partitions, count) if args.partitions else wired.settings.projector_partitions
    consumer = f"{socket.gethostname()}-{os.getpid()}"
    leases = PartitionLeases(wired.redis, consumer, count, preferred)
    tree = _tree_builder(wired, consumer)
    projector = wired.projector(follow_up=wired.follow_up, consumer=consumer, retention=wired.retention,
                                leases=leases, sweepers=(wired.matchmaker.sweep, tree.step))
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    print(f"boardroom: projector {consumer} prefers partitions {sorted(leases.preferred)} "
          "(and stands in for any whose projector died)", flush=True)
    try:
        projector.run(stop, load=wired.loader.load)
    finally:
        tree.release()
    return 0


def _tree_builder(wired, consumer: str):
    """The transparency log's builder, run with the projector's sweep (about once a second, off the append
    path); it signs with the data directory's key."""
    from projections.transparency import TreeBuilder
    from service.runtime import embedded_redis, signing_key

    key = signing_key.signing_key(embedded_redis.data_dir_from_env())
    return TreeBuilder(wired.redis, wired.settings.partitions, consumer, key.sign, signing_key.raw_public_key(key))


def _worker(args: argparse.Namespace) -> int:
    from service.bootstrap import use
    from service.runtime.batch_worker import BATCH_NICENESS, batch_worker_beside, govern
    from workers.partition_backoff import for_workers
    from workers.runner import BatchWorker, run

    wired = use(for_workers(_wired().settings))
    if args.batch:
        os.nice(BATCH_NICENESS)
        govern(wired.settings.batch_cpu_share, playing=wired.client_activity.playing)
        return run([wired.batch_queue], worker_class=BatchWorker)
    stopping = threading.Event()
    with batch_worker_beside(stopping):
        return run([wired.queue], stopping)


def _rebuild(args: argparse.Namespace) -> int:
    count = _wired().projector().rebuild()
    print(f"boardroom: rebuilt read models of {count} games")
    return 0


def _history(source: str) -> tuple[str, list[dict], str | None, tuple[int, str] | None]:
    """(gid, envelopes, operator seed or None, head) from an export file or a game id in Redis."""
    from service import audit

    path = Path(source)
    if path.is_file():
        with path.open() as lines:
            header, envelopes = audit.read_export(lines)
        head = (header["version"], header["head"]) if "head" in header else None  # withheld: unkeyed, running
        return header["gid"], envelopes, None, head
    from service.runtime.embedded_redis import redacted

    wired = _wired()
    if not wired.store.exists(source):
        raise SystemExit(f"boardroom: no game {source!r} in {redacted(wired.settings.redis_url)} and no such file")
    return source, wired.store.read(source), wired.store.secret(source, "seed"), wired.store.head(source)


def _tournament_audit(source: str) -> dict | None:
    """The report of a tournament's audit when ``source`` is a tournament's export or id, else None. From the
    store, each table's result is checked against its own audited history too."""
    from games.tournament.aggregate import is_tournament
    from service import tournament_audit

    path = Path(source)
    if path.is_file():
        export = tournament_audit.read_export(path.read_text())
        if export is None:
            return None
        header, envelopes = export
        return tournament_audit.audit(header["tid"], envelopes, head=(header["version"], header["head"]))
    if not is_tournament(source):
        return None
    wired = _wired()
    return tournament_audit.audit(source, wired.store.read(source), wired.store.secret(source, "seed"),
                                  wired.store.head(source), history=wired.store.read)


def _audit(args: argparse.Namespace) -> int:
    from service import audit

    tournament = _tournament_audit(args.source)
    if tournament is not None:
        print(json.dumps(tournament, indent=2))
        return 0 if tournament["ok"] else 1

    try:
        pins = [audit.parse_pin(pin) for pin in args.pin]
    except ValueError as error:
        raise SystemExit(f"boardroom: {error}") from None
    gid, envelopes, seed, head = _history(args.source)
    result = audit.full_audit(gid, envelopes, seed=None if args.revealed_only else seed, head=head, pins=pins)
    if args.transparency:
        from service import transparency

        try:
            included = transparency.check_inclusion(
                transparency.LogClient(transparency.http_get(args.transparency)), gid, envelopes)
        except (transparency.LogUnavailable, OSError) as error:
            included = audit.Check("transparency", False, 0, f"the log at {args.transparency} failed: {error}")
        result = audit.report([audit.Check(**check) for check in result["checks"]] + [included])
    print(json.dumps(result, indent=2))
    return 0 if result["ok"] else 1


def _monitor(args: argparse.Namespace) -> int:
    """Follow a log: every signed head the key's and an extension of the last one seen, every leaf read and
    its root recomputed, no game's heads forked, and (with --peer) no split view against other monitors.
    Exits 0 when all held, 2 when a check failed, 3 (with --once) when the log, a peer or the state file
    could not be read."""
    import logging
    import time

    from service import transparency

    logging.getLogger("httpx").setLevel(logging.WARNING)  # one line per request would bury what the monitor says
    state = Path(args.state)
    try:
        record = json.loads(state.read_text()) if state.exists() else {}
    except (OSError, ValueError) as error:
        print(f"boardroom monitor: the state file {state} cannot be read ({error}); move it away to start afresh, "
              "reading the whole log again", file=sys.stderr, flush=True)
        return 3
    log = transparency.LogClient(transparency.http_get(args.url))
    try:
        while True:
            outcome = _monitor_round(args, log, record, state)
            if isinstance(outcome, dict):
                record = outcome
            elif outcome == 2 or args.once:
                return outcome
            if args.once:
                return 0
            time.sleep(args.interval)
    except KeyboardInterrupt:
        print("boardroom monitor: stopped", file=sys.stderr, flush=True)
        return 0


def _monitor_round(args: argparse.Namespace, log, record: dict, state: Path) -> dict | int:
    """One round of ``boardroom monitor``: the new record, or the exit status of a failure."""
    import base64

    from service import monitor, transparency

    try:
        done = monitor.follow(log, record)
        compared = [monitor.compare_with_peer(log, base64.b64decode(done.record["key"]), done.record["head"],
                                              monitor.peer_head(peer))
                    for peer in args.peer if done.record.get("head")]
    except monitor.MonitorAlarm as alarm:
        print(f"boardroom monitor: CHECK FAILED: {alarm}", file=sys.stderr, flush=True)
        return 2
    except monitor.PeerUnreadable as error:
        print(f"boardroom monitor: {error}", file=sys.stderr, flush=True)
        return 3
    except (transparency.LogUnavailable, OSError) as error:
        print(f"boardroom monitor: the log at {args.url} did not answer as it should: {error}", file=sys.stderr,
              flush=True)
        return 3
    try:
        tmp = state.with_name(f".{state.name}.tmp")
        tmp.write_text(json.dumps(done.record, indent=2, sort_keys=True) + "\n")
        tmp.replace(state)
    except OSError as error:
        print(f"boardroom monitor: the state file {state} cannot be written: {error}", file=sys.stderr, flush=True)
        return 3
    for head in done.heads:
        print(f"boardroom monitor: ok, size {head['size']} root {head['root']}", flush=True)
    if not done.heads:
        size = (done.record.get("head") or {}).get("size", 0)
        print(f"boardroom monitor: ok, no new head since the tree of {size}", flush=True)
    for said in [*done.notes, *compared]:
        print(f"boardroom monitor: {said}", flush=True)
    return done.record


def _export(args: argparse.Namespace) -> int:
    """A finished game whole; a game in play as a spectator sees it (its hidden data and, on an unkeyed
    chain, its hashes withheld) unless ``--unredacted``: a file passed around must not deal the cards."""
    from games import table as tables
    from service import audit

    wired = _wired()
    table = wired.loader.load(args.gid)
    if table is None:
        raise SystemExit(f"boardroom: no game {args.gid!r}")
    redacted = not args.unredacted and not tables.has_ended(table)
    header = audit.export_header(table, wired.store.head(args.gid))
    if redacted and not tables.head_is_public(table):
        header.pop("head")  # an unkeyed chain's last hash: see games.table.CHAIN_FIELDS
    if redacted:
        print(f"boardroom: {args.gid} is in play: exported as a spectator sees it (pass --unredacted for "
              "everything, hidden data included)", file=sys.stderr)
    print(json.dumps(header, sort_keys=True))
    after = 0
    while batch := wired.store.read(args.gid, after=after, limit=1000):
        _print_envelopes([tables.redact(table, e, None) for e in batch] if redacted else batch)
        after = batch[-1]["v"]
    return 0


def _print_envelopes(envelopes: list[dict]) -> None:
    for envelope in envelopes:
        print(json.dumps(envelope, sort_keys=True, separators=(",", ":"), ensure_ascii=False))


def _simulate(args: argparse.Namespace) -> int:
    """A whole bot game played in this process, no server or Redis, printed as an export ``audit`` reads."""
    from events.seeds import new_seed
    from games import REGISTRY
    from games import table as tables
    from service import audit
    from service.simulate import play_offline

    game = REGISTRY.get(args.game)
    if game is None:
        raise SystemExit(f"boardroom: no game {args.game!r}; the catalogue has {', '.join(sorted(REGISTRY))}")
    players = args.players or game.min_players
    if not game.min_players <= players <= game.max_players:
        raise SystemExit(f"boardroom: {game.title} is for {game.min_players} to {game.max_players} players")
    levels = args.level or [game.bots[0]]
    unknown = [level for level in levels if level not in game.bots]
    if unknown:
        raise SystemExit(f"boardroom: {game.title} has no bot level {unknown[0]!r}; levels: {', '.join(game.bots)}")
    seats = [{"bot": levels[seat % len(levels)]} for seat in range(players)]
    envelopes = play_offline(game.slug, seats, args.seed or new_seed())
    head = (envelopes[-1]["v"], envelopes[-1]["hash"])
    print(json.dumps(audit.export_header(tables.replay(envelopes), head), sort_keys=True))
    _print_envelopes(envelopes)
    return 0


def _replay(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from games import table as tables

    _, envelopes, _, _ = _history(args.source)
    if args.to is not None:
        envelopes = [e for e in envelopes if e["v"] <= args.to]
    table = None
    for envelope in tqdm(envelopes, desc="replaying", unit="event", disable=len(envelopes) < 1000, file=sys.stderr):
        table = tables.fold(table, envelope)
    if table is None:
        raise SystemExit("boardroom: nothing to replay")
    shown = tables.view(table, args.seat) if args.seat is not None else table
    print(json.dumps(shown, indent=2, sort_keys=True))
    return 0


def _demo(args: argparse.Namespace) -> int:
    from service.runtime.demo import play_demo

    return play_demo(args.url, args.game, args.players)


def _mcp(args: argparse.Namespace) -> int:
    from service.mcp.server import run  # lazy: the MCP SDK loads only for this command

    run(args.url, http=args.http, port=args.port)
    return 0


def _bot(args: argparse.Namespace) -> int:
    from boardroom_sdk.runner.cli import run  # the runner is the client package's, for bots hosted anywhere

    return run(args)


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    from service.api_version import API_VERSION

    try:
        package = version("boardroom")
    except PackageNotFoundError:  # run from a checkout that was never installed
        package = "(not installed)"
    return f"boardroom {package}, HTTP API {API_VERSION}"


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=os.environ.get("BOARDROOM_LOG_LEVEL", "INFO"),
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    parser = argparse.ArgumentParser(prog="boardroom", description=__doc__)
    parser.add_argument("--version", action="version", version=_version())
    commands = parser.add_subparsers(dest="command", required=True)

    run = commands.add_parser("run", help="start web, projector and worker (embedded Redis if REDIS_URL is unset)")
    run.add_argument("--port", type=int, default=int(os.environ.get("BOARDROOM_PORT", 8000)))
    run.add_argument("--data-dir", default=os.environ.get("BOARDROOM_DATA_DIR", "var/redis"))
    run.add_argument("--redis-port", type=int, default=int(os.environ.get("BOARDROOM_REDIS_PORT", 0)))
    run.add_argument("--procfile", default=None)
    run.set_defaults(func=_run)

    projector = commands.add_parser("projector", help="fold the partition feeds into the read models")
    projector.add_argument("--partitions", default=os.environ.get("BOARDROOM_PROJECTOR_PARTITIONS"),
                           help="the partitions it prefers, e.g. 0-7 or 0,3,5 (default: all); others are "
                                "taken over by lease when their projector dies")
    projector.set_defaults(func=_projector)

    worker = commands.add_parser("worker", help="run bot turns and scoring (RQ), surviving Redis outages, with "
                                                "a lower-priority batch worker beside it for all-bot tables")
    worker.add_argument("--batch", action="store_true", help="be that batch worker (niced; started by the worker)")
    worker.set_defaults(func=_worker)

    projections = commands.add_parser("projections", help="read-model maintenance")
    projections_commands = projections.add_subparsers(dest="action", required=True)
    rebuild = projections_commands.add_parser("rebuild", help="drop and rebuild every read model from the logs")
    rebuild.set_defaults(func=_rebuild)

    demo = commands.add_parser("demo", help="play a full bot game through the running service")
    demo.add_argument("--url", default=os.environ.get("BOARDROOM_URL", "http://127.0.0.1:8000"))
    demo.add_argument("--game", default="tabletop-climber")
    demo.add_argument("--players", type=int, default=4)
    demo.set_defaults(func=_demo)

    mcp = commands.add_parser("mcp", help="serve the Model Context Protocol: language-model agents at the table")
    mcp.add_argument("--url", default=os.environ.get("BOARDROOM_URL", "http://127.0.0.1:8000"))
    mcp.add_argument("--http", action="store_true", help="streamable HTTP instead of stdio")
    mcp.add_argument("--port", type=int, default=8765)
    mcp.set_defaults(func=_mcp)

    bot = commands.add_parser("bot", help="run a bot player by a TOML config: seek or accept games, hand each "
                                          "decision to an engine (the client package's boardroom-bot)")
    from boardroom_sdk.runner.cli import add_arguments

    add_arguments(bot)
    bot.set_defaults(func=_bot)

    audit = commands.add_parser("audit", help="verify a game's history: chain, seed, decisions, result")
    audit.add_argument("source", help="a game id (in REDIS_URL) or an exported .ndjson file")
    audit.add_argument("--revealed-only", action="store_true",
                       help="use only the seed the history reveals, not the operator's stored one")
    audit.add_argument("--pin", action="append", default=[], metavar="VERSION:HASH",
                       help="a head noted while the game ran (Boardroom-Head, /audit): the history must still "
                            "hold it (repeatable)")
    audit.add_argument("--transparency", metavar="URL",
                       help="a Boardroom server whose transparency log must hold every batch head of the "
                            "history as the first head logged for its version, and no head of the game that the "
                            "history does not contain, in its latest signed tree head")
    audit.set_defaults(func=_audit)

    monitor = commands.add_parser("monitor", help="follow a server's transparency log: every signed tree head is "
                                                  "the key's and extends the last one seen, every leaf is read and "
                                                  "no game's heads fork (exits 2 when not)")
    monitor.add_argument("url", help="the server's base URL, e.g. http://127.0.0.1:8000")
    monitor.add_argument("--state", default="boardroom-monitor.json",
                         help="the monitor's record (key, last head, every game's logged heads), JSON; kept "
                              "between runs")
    monitor.add_argument("--peer", action="append", default=[], metavar="URL-OR-FILE",
                         help="another monitor's state file, or a URL answering a signed tree head: a split view "
                              "(heads that cannot both be the log's) exits 2 (repeatable)")
    monitor.add_argument("--interval", type=float, default=5.0, help="seconds between polls")
    monitor.add_argument("--once", action="store_true", help="check what is new once and exit")
    monitor.set_defaults(func=_monitor)

    export = commands.add_parser("export", help="print a game's whole history as NDJSON (header line first); "
                                                "a game in play as a spectator sees it")
    export.add_argument("gid")
    export.add_argument("--unredacted", action="store_true",
                        help="a game in play with its hidden data (hands, bids, the seat's commands): the "
                             "operator's copy, not one to share")
    export.set_defaults(func=_export)

    simulate = commands.add_parser("simulate", help="play a bot game offline (no server, no Redis) and print it "
                                                    "as an export that `audit` verifies")
    simulate.add_argument("--game", default="tabletop-climber", help="a game's slug (default: tabletop-climber)")
    simulate.add_argument("--players", type=int, default=0, help="how many seats (default: the game's fewest)")
    simulate.add_argument("--level", action="append", default=[],
                          help="a bot level, repeatable: the seats take them in turn (default: the game's first)")
    simulate.add_argument("--seed", default=None, help="the game's seed, 64 hex digits (default: a fresh one)")
    simulate.set_defaults(func=_simulate)

    replay = commands.add_parser("replay", help="print the table (or one seat's view) at a version")
    replay.add_argument("source", help="a game id (in REDIS_URL) or an exported .ndjson file")
    replay.add_argument("--to", type=int, default=None, help="the version to stop at (default: the end)")
    replay.add_argument("--seat", type=int, default=None, help="show this seat's view instead of the whole table")
    replay.set_defaults(func=_replay)

    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())


