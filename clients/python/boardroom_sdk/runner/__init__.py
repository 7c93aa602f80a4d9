"""A long-running bot runner in the manner of lichess-bot: `boardroom-bot --config bot.toml` (or `boardroom bot`)
keeps a player's games going by its config's rules and hands each decision to an engine."""

from boardroom_sdk.runner.config import BotConfig, ConfigError, load
from boardroom_sdk.runner.engines import Engine, EngineError, engine_of

__all__ = ["BotConfig", "ConfigError", "Engine", "EngineError", "Runner", "engine_of", "load"]


def __getattr__(name: str) -> object:
    if name == "Runner":  # the loop imports the client and its generated models: seconds of CPU
        from boardroom_sdk.runner.loop import Runner

        return Runner
    raise AttributeError(f"module 'boardroom_sdk.runner' has no attribute {name!r}")
