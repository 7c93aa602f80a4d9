"""Taking back a decision (DESIGN §11): a person takes back their last decision while no other seat has acted
since and it revealed nothing new (no draw, roll, reveal or hidden information shown), Board Game Arena's rule.

Hosting's, like ``games.lifecycle``, and pure. The fold notes every command's batch in ``table["take_back"]``: a
person's own game decision with its command, its events and, when the game lists the command as one to take back,
the whole table as it stood before it; any other batch only by who sent it. ``DecisionTakenBack`` folds back to
that table, so views, streams, snapshots and the audit follow it without reading the history again. The noted table
holds no note of its own: a snapshot holds at most one earlier table, and only the last decision can be taken back,
not the one before it. ``games.table`` calls in here; nothing here imports it.
"""

from __future__ import annotations

from typing import Any, NoReturn

from games import lifecycle
from games.base import Event, Game, RuleViolation, event

Table = dict[str, Any]

COMMAND = "take-back"
EVENT = "DecisionTakenBack"
KEY = "take_back"
SINCE = 5  # the hosting rules (TableCreated's ``lifecycle``) from which a table offers take-backs
# What the server's own batches did, as a refusal tells a person why its move is final now.
SERVER_ACTS = {"expire-clock": "a clock ran out", "score-game": "the game was scored"}


def offered(table: Table) -> bool:
    """Whether the table's hosting rules have take-backs: a table created before them keeps its moves final."""
    return table.get("lifecycle", 1) >= SINCE


def note(before: Table | None, after: Table, envelope: dict[str, Any], seen: Event, decision: bool,
         keep: bool) -> None:
    """Note in ``after`` (the fold's fresh copy) what a take-back needs once ``envelope`` is folded: ``seen`` is its
    event as the game sees it, ``decision`` whether its batch is a person's own game command (not a bot's, not the
    autopilot's) and ``keep`` whether the game lists that command as one to take back, so ``before`` is kept."""
    if not offered(after):
        return
    cmd = envelope.get("cmd")
    if cmd is None:  # the batch goes on: the decision's later events
        noted = after.get(KEY)
        if noted and noted["kind"] == "decision":
            after[KEY] = {**noted, "events": [*noted["events"], seen]}
        return
    seat = cmd.get("seat") if isinstance(cmd.get("seat"), int) else None
    if cmd["type"] == COMMAND:
        after[KEY] = {"kind": "taken-back", "seat": seat}
    elif decision and before is not None:
        after[KEY] = {"kind": "decision", "seat": seat, "to_version": envelope["v"] - 1,
                      "command": {"type": cmd["type"], **(cmd.get("payload") or {})}, "events": [seen],
                      **({"table": {k: v for k, v in before.items() if k != KEY}} if keep else {})}
    else:
        after[KEY] = {"kind": "other", "seat": seat, "command": cmd["type"]}


def restored(table: Table) -> Table:
    """The table as it stood before its noted decision (the fold then sets the version, head and clocks). That a
    person has moved stays true: a take-back does not give back the right to abort."""
    noted = table.get(KEY) or {}
    if "table" not in noted:  # the fold validates nothing; decide never appends a take-back without it
        return table
    return {**noted["table"], "human_moved": table.get("human_moved", False)}


def decide(table: Table, seat: int, over: bool, autopilot: bool, game: Game) -> list[Event]:
    """The event of ``seat`` taking back its last decision, as ``game`` (the table's rules) judges the decision."""
    if not offered(table):
        raise RuleViolation("take-back-not-offered", f"This table was created before take-backs (hosting rules "
                                                      f"{SINCE}): its moves are final.")
    lifecycle.require_running(table, over)
    if autopilot:
        raise RuleViolation("autopilot-never-takes-back", "The autopilot never takes a move back.")
    entry = lifecycle.person(table, seat)
    if entry["resigned"]:
        raise RuleViolation("seat-resigned", f"Seat {seat + 1} has resigned: it can no longer take a move back.")
    if entry["autopilot"]:
        raise RuleViolation("seat-on-autopilot", f"Seat {seat + 1} is on autopilot: send return to play it again.")
    noted = table.get(KEY) or {"kind": "other", "seat": None, "command": None}
    if noted["seat"] == seat and noted["kind"] == "taken-back":
        raise RuleViolation("already-taken-back", "You have just taken back your last move: only one move can be "
                                                  "taken back, not the one before it.")
    if not (table.get("decisions") or [0] * len(table["seats"]))[seat]:
        raise RuleViolation("nothing-to-take-back", f"Seat {seat + 1} has made no move yet: there is nothing to "
                                                    "take back.")
    if noted["seat"] != seat:
        _moved_on(noted)
    if noted["kind"] != "decision":
        raise RuleViolation("not-a-move", f"Your seat's last command ({noted['command']}) was not a move you made: "
                                          "there is nothing to take back.")
    if "table" not in noted:
        kind = noted["command"]["type"]
        why = game.final_commands.get(kind, f"{game.title} makes a {kind} move final")
        raise RuleViolation("move-is-final", f"Your last move cannot be taken back: {why}.")
    why = game.take_back_refusal(noted["table"]["state"], seat, noted["command"], noted["events"])
    if why:
        raise RuleViolation("move-revealed", f"Your last move cannot be taken back: it {why}.")
    return [event(EVENT, seat, to_version=noted["to_version"])]


def _moved_on(noted: dict[str, Any]) -> NoReturn:
    if noted["seat"] is not None:
        raise RuleViolation("another-seat-acted", f"Seat {noted['seat'] + 1} has acted since your last move: a move "
                                                  "can be taken back only until another seat acts.")
    what = SERVER_ACTS.get(noted["command"], "the table has moved on")
    raise RuleViolation("table-moved-on", f"Since your last move {what}: it can no longer be taken back.")
