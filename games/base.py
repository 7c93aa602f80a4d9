"""The game interface every hosted game implements (DESIGN §2): a pure decider plus the hooks
that bots, views and scoring need. Nothing here, nor in any game, imports Flask, Redis or RQ.

Conventions shared by every game:
- A *state* is plain JSON data (dicts with str keys, lists, str, int, bool, None) so that
  ``json.loads(json.dumps(state)) == state``; snapshots are stored as JSON.
- An *event* as a game sees it is ``{"type": "PastTense", "seat": int | None, "data": {...}}``;
  the event store wraps it in the envelope (version, hash chain, time).
- A *command* is ``{"type": "imperative-name", ...payload}``; its payload was already loaded by
  ``command_schemas[type]`` before ``decide`` sees it.
- Seats are integers from 0.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from marshmallow import Schema

from games import texts

State = dict[str, Any]
Event = dict[str, Any]
Command = dict[str, Any]
Viewer = int | None  # a seat, or None for a spectator


class RuleViolation(Exception):
    """A command the rules refuse; ``code`` is stable, ``message`` names the rule."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message

    def __reduce__(self):  # pickled whole: a worker process's refusal reaches its parent (multiprocessing)
        return type(self), (self.code, self.message)


@dataclass
class Result:
    """Final ranking (groups of tied seats, best first) and per-seat score breakdown."""

    ranking: list[list[int]]
    scores: dict[str, dict[str, Any]] = field(default_factory=dict)  # {"<seat>": {"total": n, ...}}

    def to_json(self) -> dict[str, Any]:
        return {"ranking": self.ranking, "scores": self.scores}


class NoOptions(Schema):
    """Options schema of a game without variants."""


def event(type_: str, seat: int | None = None, **data: Any) -> Event:
    """Build a game event."""
    return {"type": type_, "seat": seat, "data": data}


class Game(ABC):
    """A hosted game: catalogue data, a decider and its hooks."""

    slug: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rules_version: ClassVar[str] = "1"
    summary: ClassVar[str] = ""  # the game in a few sentences, from its rulebook: what players do and how one wins
    bots: ClassVar[tuple[str, ...]] = ("easy", "normal")
    options_schema: ClassVar[type[Schema]] = NoOptions
    command_schemas: ClassVar[dict[str, type[Schema]]] = {}
    # The section of the players' rules (docs/play/<slug>.md, its anchor as service/player_rules.py makes it) each
    # command type applies: /moves gives it as a legal move's ``rule``, a link a client shows beside the label.
    move_rules: ClassVar[dict[str, str]] = {}
    # Event schema versions: an event type absent here is at version 1. When an event's data
    # changes shape, bump its version and register an upcaster from each older version, so
    # stored events are read in the current shape: {(type, version): data -> data of version + 1}.
    event_versions: ClassVar[dict[str, int]] = {}
    upcasters: ClassVar[dict[tuple[str, int], Callable[[dict[str, Any]], dict[str, Any]]]] = {}
    # The contract's schemas (they generate openapi.yaml): each event type's ``data`` in its current
    # shape as any viewer may see it (a redacted form included), the extra fields of each kind of
    # template move (``type`` and ``template`` aside), and one seat's score breakdown in ``Result``.
    event_schemas: ClassVar[dict[str, type[Schema]]] = {}
    template_schemas: ClassVar[dict[str, type[Schema]]] = {}
    # One filled command of each shape of each kind of template ({kind: {shape: command}}), for the document.
    template_examples: ClassVar[dict[str, dict[str, dict[str, Any]]]] = {}
    score_schema: ClassVar[type[Schema] | None] = None
    # What ``view`` returns, as a seat sees it and as a spectator does (None: a spectator's has the seat's shape).
    view_schema: ClassVar[type[Schema] | None] = None
    spectator_view_schema: ClassVar[type[Schema] | None] = None
    # Take-back (DESIGN §11, games/take_back.py): the commands a person may take back while no other seat has acted
    # since, and the events that make a decision final because they reveal something (a draw, a roll, a face-down
    # tile turned), each with what it revealed as a refusal says it ("drew a card"). None by default: every move is
    # final. Changing either changes what a history may hold: it takes a new rules version, as any rule does.
    take_back_commands: ClassVar[frozenset[str]] = frozenset()
    revealing_events: ClassVar[dict[str, str]] = {}
    # Why each command a game never lets be taken back is final, as a refusal says it ("a bid is sealed ...").
    final_commands: ClassVar[dict[str, str]] = {}
    # The consequences of a decision that its line in the log tells too, by event type, not only the details under
    # it: what a player must not miss about a move (an alarm that ended the turn). None unless a game says so.
    headline_events: ClassVar[frozenset[str]] = frozenset()

    def components(self) -> list[dict[str, Any]]:
        """The component catalogue: every card, tile, space, track, die … that a view, move, command or event
        can name, each ``{"id", "kind", "name", "text", …the rulebook's facts as fields}``. Static for a rules
        version; what a deck holds is listed, where a card is is not. Empty until a game declares it."""
        return []

    def describe_move(self, view: dict[str, Any], seat: int, move: Command) -> dict[str, Any]:
        """What a legal move (or template) does, told from the seat's own ``view`` so it can tell no secret:
        ``{"label": a sentence a player understands, "targets": [catalogue ids it acts on, in order]}``; a
        template adds ``"fields": {payload field: [catalogue ids that may fill it]}``. A label that names a seat
        gives ``"params"`` too, its label then a template over them (as a summary's), so the table renders it
        with the seats' names ("Throttle Bob's bid"); the view does not know them."""
        return {"label": texts.default_label(move), "targets": []}

    def unavailable_moves(self, state: State, seat: int) -> list[dict[str, Any]]:
        """The moves a person would try now but may not, each ``{"label", "targets", "reason"}``: what the move
        would do (worded as ``describe_move`` words it), the catalogue ids it would act on (the components a client
        greys), and why not in the rulebook's words ("needs a Travel permit", "costs 2 research tokens; you have
        1"). Asked only while ``seat`` is awaited; it tells nothing ``seat`` may not know. An entry that names a seat
        gives ``"params"`` too, its label and reason then templates over them, as ``describe_move``'s."""
        return []

    def score_sheet(self, scores: dict[str, Any]) -> list[dict[str, Any]]:
        """One seat's score breakdown (its ``Result.scores`` entry) as a person reads a score sheet: rows
        ``{"label", "value", "text"}`` in the sheet's order, ``text`` the row as a sentence ("VIPs taken: 1",
        "Eliminated: no"); never a raw boolean."""
        return texts.default_score_sheet(scores)

    def digest(self, view: dict[str, Any], seat: int | None) -> list[tuple[str, dict[str, Any]]]:
        """The whole of a seat's (or, with ``seat`` None, a spectator's) ``view`` as a player reads the table:
        lines, each a (template, params) as a summary's (``games.texts`` shows its params with names), in the
        order a player looks: your hand and resources, each opponent's public position, the board, what is to
        beat or buy, the score so far. Read only from the view, so it tells no more than the view. By default
        one line per top-level field of the view."""
        return texts.default_digest(view)

    def summarize(self, event: Event) -> tuple[str, dict[str, Any]]:
        """(template, params) saying what ``event`` did, read from the event as its viewer got it (redacted), so
        a summary never tells more than the event itself; ``games.texts`` says how params are shown."""
        return texts.default_summary(event)

    def take_back_refusal(self, state: State, seat: int, command: Command, events: list[Event]) -> str | None:
        """Why ``seat`` may not take back ``command``, one of ``take_back_commands`` it decided on ``state`` and which
        yielded ``events`` (its whole batch, as the game sees them), in the rules' words ("drew a card to refill a
        track"); None when it may. By default the first of its events the game lists as revealing; a game whose
        move can reveal without a revealing event (that nothing happened tells something) says so here."""
        revealed = [self.revealing_events[e["type"]] for e in events if e["type"] in self.revealing_events]
        return revealed[0] if revealed else None

    def seated_options(self, options: dict[str, Any], seats: list[dict[str, Any]]) -> dict[str, Any]:
        """The options with what the seats imply (``seats``: ``{"name", "bot"}`` each); by default none.

        A game whose rules depend on a seat's kind (a bot the rules themselves define) derives it here,
        so the table's creator states it once, as the seat.
        """
        return options

    @abstractmethod
    def setup(self, seats: int, options: dict[str, Any], rng: random.Random) -> list[Event]:
        """The opening events (shuffles, deals, first player)."""

    @abstractmethod
    def evolve(self, state: State | None, event: Event) -> State:
        """Pure fold of one event; no validation, no randomness. ``state`` is None before setup."""

    @abstractmethod
    def decide(self, state: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        """Validate ``command`` by ``seat`` against the rules; raise RuleViolation or return events."""

    @abstractmethod
    def to_act(self, state: State) -> set[int]:
        """Seats whose input is awaited now (several during simultaneous choices)."""

    @abstractmethod
    def legal_moves(self, state: State, seat: int) -> list[Command]:
        """Every command accepted now; a too-large choice is one entry with ``"template": True``."""

    @abstractmethod
    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """What ``viewer`` may see of the state."""

    @abstractmethod
    def redact(self, event: Event, viewer: Viewer) -> Event:
        """The event as ``viewer`` may see it while the game runs."""

    @abstractmethod
    def result(self, state: State) -> Result | None:
        """Final ranking and score breakdown once the game is over, else None."""

    @abstractmethod
    def bot(self, state: State, seat: int, rng: random.Random, level: str) -> Command:
        """The server's bot move for ``seat``; always a legal, complete command."""

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        """A full state drawn from those ``seat`` cannot tell from ``state``: what it cannot see is resampled
        (from its own view, never the true hidden values), what it sees is kept. The hard bot searches these."""
        raise NotImplementedError(f"{self.slug} has no determinize hook")
