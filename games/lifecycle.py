"""Tables for people: clocks, autopilot, resigning, leaving and returning, aborting, rematches.

Hosting's lifecycle, not any game's rules (DESIGN §6b): a seat on autopilot or resigned is played by
the server bot through the game's own ``decide``; the game learns nothing of it. Pure: every time is
an envelope's ``at`` (ms since the epoch here), every decision a function of the folded table, so the
audit re-decides these commands like any other. ``games.table`` calls in here; nothing here imports it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games import clocks
from games.base import Event, Result, RuleViolation, event
from games.lifecycle_schemas import COMMAND_SCHEMAS, EVENT_SCHEMAS

Table = dict[str, Any]

EVENTS = set(EVENT_SCHEMAS)
COMMANDS = set(COMMAND_SCHEMAS)
AUTOPILOT_LEVEL = "easy"  # the server bot that plays an absent or resigned seat
ENDED = ("finished", "aborted")

# The hosting rules a table was created under, recorded in TableCreated (absent: 1), so the audit
# re-decides an older table by the rules it was played under. 2 (issue 31): a rated table always has a
# clock; a seat cannot abort once the game showed it private information; a returning seat's clock
# resumes with what it had left; a rated result counts only when each person made its own decisions.
# 3 (issue 34): a table records how long it stays open for its seats (``open_ttl``), and its abandonment
# is decided from that record, never from the abandoning command. 4 (issue 50): a person's clock that runs out
# at a table whose timeouts go to the bot first gives the seat one more clock of grace (ClockExpired outcome
# ``grace``); the next expiry of that running clock puts the seat on autopilot. 5 (issue 50): a person may take
# back its last decision while no other seat has acted since and it revealed nothing (games/take_back.py).
VERSION = 5
# Tables before lifecycle 3 recorded no wait: they are abandoned after the service's default of then.
LEGACY_OPEN_TTL = 24 * 3600
# A rated table created without a clock gets this one: Lichess-like correspondence, so it always ends.
DEFAULT_RATED_CLOCK = {"type": "correspondence", "days": 3}
# ... but a rated seek or challenge between bot accounts gets a live one (a minute a decision, the web client's
# default move clock), so a crashed bot holds a table for minutes, not days (issue 52 item 5).
BOT_RATED_CLOCK = {"type": "move", "seconds": 60}
# A player who aborted a started table or left a seat this many times within the window may not sit
# at a new rated table until the cooldown after the last of them has passed (Lichess's "playban").
COOLDOWN_STRIKES = 3
COOLDOWN_WINDOW_MS = 24 * 3600 * 1000
COOLDOWN_MS = 30 * 60 * 1000
# A seat awaited at a correspondence table whose client was not seen for this long (or for the clock's own time,
# if shorter) can be claimed by the other seats: Lichess's "claim victory", so a crashed bot holds no table for days.
CLAIM_AFTER_MS = 5 * 60 * 1000


def hosted(hosting: dict[str, Any]) -> dict[str, Any]:
    """The lifecycle choices to record for a new table: from lifecycle 2 a rated table has a clock."""
    if hosting.get("lifecycle", 1) >= 2 and hosting.get("rated") and not hosting.get("clock"):
        return {**hosting, "clock": DEFAULT_RATED_CLOCK, "on_timeout": hosting.get("on_timeout") or "bot"}
    return hosting


def cooldown_until(strikes: list[int], now: int) -> int | None:
    """When a player's cooldown from rated tables ends (ms), given the times of its strikes (aborts of
    started tables, leaves); None when it may sit at one at ``now``."""
    if not strikes:
        return None
    last = max(strikes)
    recent = [t for t in strikes if last - COOLDOWN_WINDOW_MS < t <= last]
    until = last + COOLDOWN_MS
    return until if len(recent) >= COOLDOWN_STRIKES and now < until else None


def created(table: Table, data: dict[str, Any], at: str) -> Table:
    """The lifecycle part of a freshly created table."""
    spec = data.get("clock")
    named = [i for i, s in enumerate(data["seats"]) if s["name"] and not s["bot"]]
    table["seats"] = [{**s, "autopilot": False, "resigned": False} for s in table["seats"]]
    table.update(
        clock=spec, on_timeout=data.get("on_timeout", "bot"),
        clocks=clocks.start(spec, len(data["seats"])) if spec else None,
        forfeits=[], creator=named[0] if named else None, human_moved=False,
        rematch_of=data.get("rematch_of"), rematch=None, at=at,
        lifecycle=data.get("lifecycle", 1), decisions=[0] * len(data["seats"]), strikes=[],
        open_ttl=data.get("open_ttl", LEGACY_OPEN_TTL),
    )
    return table


def seat_of(table: Table, seat: int) -> dict[str, Any]:
    """A seat with its lifecycle marks (a table folded before they existed has none) and whether a
    registered player holds it: a name alone may be anyone's, a player's is its account's."""
    entry = table["seats"][seat]
    return {"autopilot": False, "resigned": False, **entry, "registered": bool(entry.get("player"))}


def controller(table: Table, seat: int) -> str | None:
    """The bot level that plays ``seat`` now: its own, or the autopilot's; None for a person."""
    entry = seat_of(table, seat)
    if entry["bot"]:
        return entry["bot"]
    return AUTOPILOT_LEVEL if entry["autopilot"] or entry["resigned"] else None


def has_ended(table: Table) -> bool:
    return table["status"] in ENDED


def decided_early(table: Table) -> bool:
    """Resignations and forfeits left at most one seat standing at a running table of several."""
    return table["status"] == "active" and _one_left(table)


def _one_left(table: Table) -> bool:
    seats = table["seats"]
    standing = [s for s in range(len(seats)) if not seat_of(table, s)["resigned"]]
    return len(seats) >= 2 and len(standing) <= 1


def running(table: Table, awaited: list[int]) -> set[int]:
    """The awaited seats whose clocks run: those a person plays."""
    return {s for s in awaited if controller(table, s) is None}


def _with_seat(table: Table, seat: int, **marks: Any) -> list[dict[str, Any]]:
    return [{**seat_of(table, s["seat"]), **marks} if s["seat"] == seat else s for s in table["seats"]]


def apply(table: Table, envelope: dict[str, Any]) -> Table:
    """Fold one lifecycle event into a copy of the table (already copied by the caller)."""
    kind, seat, data = envelope["type"], envelope["seat"], envelope["data"]
    if kind == "SeatResigned":
        table["seats"] = _with_seat(table, seat, resigned=True)
    elif kind == "SeatLeft":
        table["seats"] = _with_seat(table, seat, autopilot=True)
        table["strikes"] = [*table.get("strikes", []), {"seat": seat, "v": envelope["v"], "at": envelope["at"]}]
    elif kind == "SeatReturned":
        table["seats"] = _with_seat(table, seat, autopilot=False)
    elif kind == "ClockExpired":
        if data["outcome"] == "grace":
            table["clocks"] = clocks.graced(table["clock"], table["clocks"], data["seat"], clocks.at_ms(envelope["at"]))
        elif data["outcome"] == "forfeit":
            table["seats"] = _with_seat(table, data["seat"], resigned=True)
            table["forfeits"] = [*table.get("forfeits", []), data["seat"]]
        else:
            table["seats"] = _with_seat(table, data["seat"], autopilot=True)
    elif kind == "VictoryClaimed":
        table["seats"] = _with_seat(table, data["seat"], resigned=True)
        table["forfeits"] = [*table.get("forfeits", []), data["seat"]]
    elif kind in ("TableAborted", "TableAbandoned"):
        if kind == "TableAborted" and seat is not None and table["status"] == "active":
            table["strikes"] = [*table.get("strikes", []), {"seat": seat, "v": envelope["v"], "at": envelope["at"]}]
        table["status"] = "aborted"
    elif kind == "RematchOpened":
        table["rematch"] = data["rematch"]
    return table


def after_event(table: Table, envelope: dict[str, Any], awaited: list[int]) -> Table:
    """Note a person's game command and move the clocks on to the event's time."""
    cmd = envelope.get("cmd") or {}
    acted = cmd.get("seat") if isinstance(cmd.get("seat"), int) else None
    if acted is not None and (cmd.get("type") in COMMANDS or cmd.get("autopilot") or cmd.get("type") == "join"):
        acted = None
    if acted is not None:
        table["human_moved"] = True
        if "decisions" in table:
            table["decisions"] = [n + (s == acted) for s, n in enumerate(table["decisions"])]
    table["at"] = envelope["at"]
    if table.get("clocks") is not None:
        on = running(table, awaited) if not decided_early(table) else set()
        completed = cmd.get("seat") if cmd.get("autopilot") else None
        table["clocks"] = clocks.advance(table["clock"], table["clocks"], clocks.at_ms(envelope["at"]), on, acted,
                                         completed=completed, resume=table.get("lifecycle", 1) >= 2)
    return table


def counts_for_rating(table: Table, minimum: int) -> bool:
    """Whether a finished rated table's result counts: from lifecycle 2, every person's seat made at
    least ``minimum`` decisions of its own (not its autopilot's), so a resign at once rates nothing."""
    if table.get("lifecycle", 1) < 2:
        return True
    made = table.get("decisions") or [0] * len(table["seats"])
    return all(made[s["seat"]] >= minimum for s in table["seats"] if not s["bot"])


# -- deciding ------------------------------------------------------------------------------------

def require_running(table: Table, over: bool) -> None:
    """Refuse a command at a table that has not started or has ended."""
    if has_ended(table) or over:
        raise RuleViolation("game-over", "The game is over: no more commands are accepted.")
    if table["status"] == "open":
        raise RuleViolation("game-not-started", "The game has not started: seats are still open.")


def person(table: Table, seat: int) -> dict[str, Any]:
    """The seat's entry; refused when a server bot holds it."""
    entry = seat_of(table, seat)
    if entry["bot"]:
        raise RuleViolation("bot-seat", f"Seat {seat + 1} is a bot's: only a person's seat can do that.")
    return entry


def decide(table: Table, seat: int, kind: str, over: bool, seed: str | None,
           dealt: Callable[[], bool] = lambda: False) -> list[Event]:
    """The events of a lifecycle command by ``seat``; ``dealt()``: whether the game has shown ``seat`` private
    information (its view differs from a spectator's), asked only where an abort turns on it: it costs two views,
    and every GET /moves asks whether abort is allowed."""
    if kind == "abort":
        return abort(table, seat, over, seed, dealt)
    require_running(table, over)
    entry = person(table, seat)
    if entry["resigned"]:
        raise RuleViolation("seat-resigned", f"Seat {seat + 1} has resigned: it can no longer {kind}.")
    if kind == "resign":
        return [event("SeatResigned", seat)]
    if kind == "leave":
        if entry["autopilot"]:
            raise RuleViolation("already-on-autopilot", f"Seat {seat + 1} is already on autopilot: send return.")
        return [event("SeatLeft", seat)]
    if not entry["autopilot"]:  # return
        raise RuleViolation("not-on-autopilot", f"Seat {seat + 1} is not on autopilot: there is nothing to return to.")
    return [event("SeatReturned", seat)]


def abort(table: Table, seat: int, over: bool, seed: str | None,
          dealt: Callable[[], bool] = lambda: False) -> list[Event]:
    """The creator cancels an open table, or a started one before any person's game command and (from
    lifecycle 2) before the game showed it private information: no one aborts after seeing its deal."""
    if has_ended(table) or over:
        raise RuleViolation("nothing-to-abort", "The table has already ended: there is nothing to abort.")
    if seat != table.get("creator"):
        raise RuleViolation("not-the-creator", "Only the table's creator (its first named seat) can abort it.")
    if table["status"] == "active" and table.get("human_moved"):
        raise RuleViolation("too-late-to-abort", "A player has already moved: resign or leave instead.")
    if table["status"] == "active" and table.get("lifecycle", 1) >= 2 and dealt():
        raise RuleViolation("dealt-private-information", "Your seat has been dealt private information: a table "
                                                          "cannot be aborted after its deal; resign or leave instead.")
    return [event("TableAborted", seat), *_reveal(seed)]


def _reveal(seed: str | None) -> list[Event]:
    if seed is None:
        raise RuleViolation("no-seed", "Ending a table needs its seed.")
    return [event("SeedRevealed", None, seed=seed)]


def playable_by(table: Table, seat: int, autopilot: bool) -> None:
    """A game command from ``seat``: its owner's while it plays it, the server bot's on autopilot."""
    entry = seat_of(table, seat)
    if autopilot and controller(table, seat) is None:
        raise RuleViolation("not-on-autopilot", f"Seat {seat + 1} is played by its owner, not by the autopilot.")
    if not autopilot and entry["resigned"]:
        raise RuleViolation("seat-resigned", f"Seat {seat + 1} has resigned: the server bot plays it out.")
    if not autopilot and entry["autopilot"] and not entry["bot"]:
        raise RuleViolation("seat-on-autopilot", f"Seat {seat + 1} is on autopilot: send return to play it again.")


def expire(table: Table, seat: int, now: int, awaited: list[int], over: bool) -> list[Event]:
    """The clock of ``seat`` ran out by ``now``: autopilot or forfeit, as the table says; from lifecycle 4 a
    clock bound for the autopilot runs once more first (``grace``)."""
    require_running(table, over)
    if table.get("clocks") is None:
        raise RuleViolation("untimed", "This table has no clock.")
    if seat not in running(table, awaited):
        raise RuleViolation("clock-not-running", f"Seat {seat + 1} is not awaited from a person: its clock is stopped.")
    clock = table["clocks"][seat]
    if not clocks.expired(clock, now):
        raise RuleViolation("clock-not-expired", f"Seat {seat + 1}'s deadline {clocks.iso(clocks.deadline(clock))} "
                                                 f"had not passed at {clocks.iso(now)}.")
    outcome = table.get("on_timeout", "bot")
    if outcome == "bot" and table.get("lifecycle", 1) >= 4 and not clock.get("grace"):
        outcome = "grace"
    # The server acts (seat null); the seat whose time ran out is data.
    return [{"type": "ClockExpired", "seat": None, "data": {
        "seat": seat, "deadline": clocks.iso(clocks.deadline(clock)), "outcome": outcome}}]


def claimable_from(table: Table, absent: int, last_seen: int | None) -> int:
    """When (ms) ``absent``'s seat may be claimed: the window after its client was last seen, or after its clock
    started if that is later (a seat is not absent before it is awaited)."""
    since = table["clocks"][absent]["since"] or 0
    window = min(CLAIM_AFTER_MS, clocks.budget_ms(table["clock"]))
    return max(since, last_seen or 0) + window


def claim_targets(table: Table, seat: int, awaited: list[int], over: bool) -> list[int]:
    """The seats ``seat`` could claim the win over once their window passes (see ``claim``): at a running
    correspondence table, the other seats a person plays and the table awaits now, if ``seat``'s person has not
    resigned."""
    if has_ended(table) or over or table["status"] == "open":
        return []
    if (table.get("clock") or {}).get("type") != "correspondence" or not 0 <= seat < len(table["seats"]):
        return []
    entry = seat_of(table, seat)
    if entry["bot"] or entry["resigned"]:
        return []
    return sorted(running(table, awaited) - {seat})


def claim(table: Table, seat: int, absent: int, last_seen: int | None, now: int, awaited: list[int],
          over: bool) -> list[Event]:
    """``seat`` claims the win over ``absent``, a person's seat awaited at a correspondence table whose client
    was last seen at ``last_seen`` (ms; None: not since the service kept track): the absent seat forfeits."""
    require_running(table, over)
    if table.get("clock") is None or table["clock"]["type"] != "correspondence":
        raise RuleViolation("not-correspondence", "Only at a correspondence-clock table can a seat be claimed: "
                                                  "a live clock ends an absent seat's turn by itself.")
    if person(table, seat)["resigned"]:
        raise RuleViolation("seat-resigned", f"Seat {seat + 1} has resigned: it can no longer claim.")
    if absent == seat or not 0 <= absent < len(table["seats"]):
        raise RuleViolation("bad-claim", "Claim another seat of the table, by its number counted from 0.")
    if absent not in running(table, awaited) or seat_of(table, absent)["autopilot"]:
        raise RuleViolation("seat-not-awaited", f"Seat {absent + 1} is not awaited from a person: nothing waits "
                                                "on it.")
    due = claimable_from(table, absent, last_seen)
    if now < due:
        raise RuleViolation("claim-too-early", f"Seat {absent + 1}'s client was seen lately: it can be claimed "
                                               f"from {clocks.iso(due)} if it is not seen again.")
    return [{"type": "VictoryClaimed", "seat": seat, "data": {
        "seat": absent, "last_seen": clocks.iso(last_seen) if last_seen is not None else None,
        "claimable_from": clocks.iso(due)}}]


def open_until(table: Table) -> int:
    """When (ms) an open table is abandoned: its creation plus the wait it recorded."""
    return clocks.at_ms(table["created_at"]) + table.get("open_ttl", LEGACY_OPEN_TTL) * 1000


def abandon(table: Table, now: int, seed: str | None) -> list[Event]:
    """An open table that never filled within the wait recorded at its creation."""
    if table["status"] != "open":
        raise RuleViolation("game-not-open", "Only an open table can be abandoned.")
    due = open_until(table)
    ttl_seconds = table.get("open_ttl", LEGACY_OPEN_TTL)
    if now < due:
        raise RuleViolation("not-yet-abandoned", f"The table stays open until {clocks.iso(due)}.")
    return [event("TableAbandoned", None, ttl_seconds=ttl_seconds), *_reveal(seed)]


def rematch_opened(table: Table, seat: int, rematch: str) -> list[Event]:
    """The link from a finished table to its rematch."""
    if table["status"] != "finished":
        raise RuleViolation("game-not-finished", "A rematch is for a finished game.")
    if table.get("rematch"):
        raise RuleViolation("rematch-exists", f"This game already has a rematch: {table['rematch']}; join it.")
    return [event("RematchOpened", seat, rematch=rematch)]


def rematch_seats(table: Table, caller: int) -> list[dict[str, Any]]:
    """The seats of a rematch: bots as they were, the caller by its name, other people's seats open."""
    out = []
    for s in table["seats"]:
        if s["bot"]:
            out.append({"bot": s["bot"]})
        elif s["seat"] == caller:
            out.append({"name": s["name"]})
        else:
            out.append({})
    return out


# -- results and views ---------------------------------------------------------------------------

def final_result(table: Table, result: Result | None) -> dict[str, Any] | None:
    """The game's result with resigned and forfeited seats ranked last; when resignations ended the
    game early, the seats still standing win. The marks are present only when there are any, so a
    game without them records exactly the game's own result."""
    resigned = [s for s in range(len(table["seats"])) if seat_of(table, s)["resigned"]]
    if result is None:
        if not _one_left(table):
            return None
        standing = [s for s in range(len(table["seats"])) if s not in resigned]
        ranking = [standing] if standing else []
        scores: dict[str, dict[str, Any]] = {str(s): {"total": None} for s in range(len(table["seats"]))}
    else:
        ranking = [[s for s in group if s not in resigned] for group in result.ranking]
        ranking = [g for g in ranking if g]
        scores = result.scores
    if not resigned:
        return {"ranking": ranking, "scores": scores}
    forfeits = [s for s in table.get("forfeits", []) if s in resigned]
    return {"ranking": [*ranking, resigned], "scores": scores, "resigned": resigned, "forfeits": forfeits}


def seat_views(table: Table) -> list[dict[str, Any]]:
    """Every seat with its lifecycle marks and its clock as of the table's version."""
    now = clocks.at_ms(table["at"]) if table.get("at") else 0
    timed = table.get("clocks")
    return [{**seat_of(table, s["seat"]),
             "clock": clocks.shown(timed[s["seat"]], now) if timed is not None else None}
            for s in table["seats"]]


def away(table: Table) -> bool:
    """Whether a person at a running table is away: its seat on autopilot (it left, or its clock ran out onto
    it) or in its grace after a clock ran out. A resigned seat has gone for good: it is not awaited back."""
    if table["status"] != "active":
        return False
    timed = table.get("clocks")
    for s in range(len(table["seats"])):
        entry = seat_of(table, s)
        if entry["bot"] or entry["resigned"]:
            continue
        if entry["autopilot"] or (timed is not None and timed[s].get("grace")):
            return True
    return False


def timers(table: Table, awaited: list[int]) -> list[tuple[str, int | None, int]]:
    """(kind, seat, due ms) of what the table waits for in time: each running clock's deadline, an
    open table's abandonment."""
    if table["status"] == "open":
        return [("abandon", None, open_until(table))]
    if table["status"] != "active" or table.get("clocks") is None or decided_early(table):
        return []
    return [("expire", s, clocks.deadline(table["clocks"][s])) for s in sorted(running(table, awaited))
            if clocks.deadline(table["clocks"][s]) is not None]
