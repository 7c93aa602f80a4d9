"""A spectator's program against the generated client: it holds no credential, so it calls every operation anyone
may call with the plain `Client` (tests/contract/test_generated_client.py type-checks it strictly and runs it)."""

from __future__ import annotations

from boardroom_client import Client
from boardroom_client.api.audit import get_audit
from boardroom_client.api.games import create_game, get_game
from boardroom_client.api.history import list_events
from boardroom_client.models import (
    BiasEffectBotSeatSpec,
    BiasEffectCreateGame,
    BiasEffectCreateGameGame,
    Problem,
    StandardBotLevel,
)


def watch_a_new_table(client: Client) -> dict[str, int]:
    """Create a table of server bots anonymously, then read it, its events and its audit as a spectator: the
    status code of each call."""
    bot = BiasEffectBotSeatSpec(bot=StandardBotLevel.EASY)
    created = create_game.sync_detailed(client=client, body=BiasEffectCreateGame(
        game=BiasEffectCreateGameGame.BIAS_EFFECT, seats=[bot, bot]))
    table = created.parsed
    if table is None or isinstance(table, Problem):
        raise RuntimeError(f"create refused: {created.content!r}")
    return {
        "create": int(created.status_code),
        "read": int(get_game.sync_detailed(table.id, client=client).status_code),
        "events": int(list_events.sync_detailed(table.id, client=client).status_code),
        "audit": int(get_audit.sync_detailed(table.id, client=client).status_code),
    }
