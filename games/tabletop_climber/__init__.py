"""Tabletop Climber (Nao Shimamura): a five-season climbing card game for 3-4 players."""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import Schema

from games import kit
from games.base import Command, Event, State
from games.tabletop_climber import bot as _bot
from games.tabletop_climber import digest, hard, rules, take_back, texts, views
from games.tabletop_climber.catalogue import COMPONENTS
from games.tabletop_climber.data import TIEBREAK
from games.tabletop_climber.event_schemas import EVENT_SCHEMAS, TEMPLATE_SCHEMAS, ClimberScore
from games.tabletop_climber.schemas import COMMAND_SCHEMAS
from games.tabletop_climber.view_schemas import TabletopClimberSeatViewSchema, TabletopClimberSpectatorViewSchema

__all__ = ["GAME", "TabletopClimber"]


class TabletopClimber(kit.ModuleGame):
    """The rules as a decider; see docs/rules/tabletop-climber.md for the reconstructed card list."""

    slug = "tabletop-climber"
    rules_version = "3"  # 3: a selected hand stays sealed until every seat has chosen (issue 30); 2: issue 13
    summary = (  # from the rulebook's introduction: what players do and how one wins
        'Over five seasons, each player tries to empty its hand first by playing sets of higher numbers than '
        "those on the table, under each season's rule; the first and second out score victory points, "
        'reinforcement cards join the hands, and the most points win.'
    )
    title = "Tabletop Climber"
    min_players = 3
    max_players = 4
    bots = ("easy", "normal", "hard")
    command_schemas: ClassVar[dict[str, type[Schema]]] = COMMAND_SCHEMAS
    move_rules: ClassVar[dict[str, str]] = texts.RULES
    take_back_commands = take_back.COMMANDS  # what a person may take back, and what makes it final
    revealing_events = take_back.REVEALING
    final_commands = take_back.FINAL
    # GameEnded v2 records the tie-break criteria; v1 events were decided by the same ones.
    event_versions: ClassVar[dict[str, int]] = {"GameEnded": 2}
    upcasters: ClassVar[dict] = {("GameEnded", 1): lambda data: {**data, "tiebreak": list(TIEBREAK)}}
    event_schemas: ClassVar[dict[str, type[Schema]]] = EVENT_SCHEMAS
    template_schemas: ClassVar[dict[str, type[Schema]]] = TEMPLATE_SCHEMAS
    template_examples: ClassVar[dict[str, dict[str, dict[str, Any]]]] = {"select-hand": {
        "select-hand": {"type": "select-hand", "cards": ["R-green-09", "I-blue-2", "I-red-3", "I-yellow-7", "D-05",
                                                         "I-blue-4", "I-red-2"]},
        "select-hand-climax": {"type": "select-hand", "cards": [
            "R-yellow-11", "C-18", "I-blue-1", "M-05", "W-0", "I-green-7", "R-red-11", "R-blue-10", "I-red-1",
            "I-yellow-1", "I-red-6", "D-08", "W-7"]}}}
    score_schema: ClassVar[type[Schema] | None] = ClimberScore
    # A seat's own entry of ``players`` shows its secrets, which no spectator sees (view_schemas.py).
    view_schema: ClassVar[type[Schema] | None] = TabletopClimberSeatViewSchema
    spectator_view_schema: ClassVar[type[Schema] | None] = TabletopClimberSpectatorViewSchema

    rules = rules
    views = views
    player = _bot
    hard = hard

    def components(self) -> list[dict[str, Any]]:
        """The component catalogue (games/tabletop_climber/catalogue.py), built once at import."""
        return COMPONENTS

    def describe_move(self, view: dict[str, Any], seat: int, move: Command) -> dict[str, Any]:
        """A legal move's label, targets (and a template's fields), told from ``seat``'s view (texts.py)."""
        return texts.describe_move(view, seat, move)

    def unavailable_moves(self, state: State, seat: int) -> list[dict[str, Any]]:
        """Hand cards no play can use now, a pass that is not allowed, an Accident card, with the rulebook's
        reasons (texts.py)."""
        return texts.unavailable_moves(state, seat)

    def score_sheet(self, scores: dict[str, Any]) -> list[dict[str, Any]]:
        """Season card VP, Climax bonus, total and the tie-break's team size, as score-sheet rows (texts.py)."""
        return texts.score_sheet(scores)

    def digest(self, view: dict[str, Any], seat: int | None) -> list[tuple[str, dict[str, Any]]]:
        """The whole of ``view`` as lines: your hand and lodge, each seat's position, the play to beat, the season
        cards and the seasons played (digest.py)."""
        return digest.digest(view, seat)

    def summarize(self, event: Event) -> tuple[str, dict[str, Any]]:
        """What ``event`` (as its viewer got it) did, as a template and params (texts.py)."""
        return texts.summarize(event)


GAME = TabletopClimber()
