"""`boardroom-bot --config bot.toml`: run a bot until it is stopped."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import threading

from boardroom_sdk.runner.config import ConfigError, load
from boardroom_sdk.runner.engines import EngineError, engine_of


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", required=True, help="the bot's TOML config (docs/guides/bots.md)")


def run(args: argparse.Namespace) -> int:
    from boardroom_sdk.errors import ProblemError  # the client (and its models) only when a bot runs
    from boardroom_sdk.runner.loop import Runner

    logging.getLogger("httpx").setLevel(logging.WARNING)  # a line per request drowns the runner's own
    try:
        config = load(args.config)
        engine = engine_of(config.engine)
    except (ConfigError, EngineError, ImportError) as error:
        print(f"boardroom bot: {error}", file=sys.stderr)
        return 2
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    try:
        Runner(config, engine).run(stop)
    except ProblemError as refused:  # the key was refused: nothing the runner can play with
        print(f"boardroom bot: {refused}", file=sys.stderr)
        return 1
    finally:
        engine.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=os.environ.get("BOARDROOM_LOG_LEVEL", "INFO"),
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    parser = argparse.ArgumentParser(prog="boardroom-bot", description=__doc__)
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
