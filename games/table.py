"""A hosted table: seats, status and the game's own state, folded from the event stream.

The lifecycle events (``TableCreated``, ``SeatJoined``, ``TableStarted``, ``GameFinished``,
``SeedRevealed``) belong to hosting, not to any game's rules; every other event goes to the game's
``evolve``. Pure: no Flask, no Redis.
"""

from __future__ import annotations

import functools
import random
from typing import Any

from events.envelope import KEYED
from games import get_game, lifecycle, rules_of, table_texts, take_back, texts
from games.base import Command, Event, Game, RuleViolation, Viewer, event

Table = dict[str, Any]

# Raised when what the fold makes of the lifecycle events changes, so that stored snapshots are folded again:
# 2, seats' names told apart.
TABLE_SHAPE = 2
LIFECYCLE = {"TableCreated", "SeatJoined", "TableStarted", "GameFinished", "SeedRevealed", *lifecycle.EVENTS}
has_ended = lifecycle.has_ended


def game_of(table: Table) -> Game:
    """The game under the rules version the table recorded (an earlier one for an old history)."""
    game = recorded_rules(table["game"], table.get("rules_version"), table.get("rules_build"))
    if game is None:  # a stored game whose rules were removed from this build
        raise LookupError(f"unknown game {table['game']!r}")
    return game


def recorded_rules(slug: str, version: str | None, build: str | None = None) -> Game | None:
    """The game under rules ``version`` (as ``build`` of it decided) if this build keeps it, else its current rules:
    a table of a version no longer kept is still shown and played as before (the audit refuses to re-decide it,
    service/audit.py)."""
    return rules_of(slug, version, build) or get_game(slug)


def built_by(table: Table, build: str | None) -> Table:
    """The table folded from here on by ``build`` of its rules version (the one the audit found recorded it; None:
    the version's first build, which the events alone cannot tell from a later one)."""
    return table if build is None else {**table, "rules_build": build}


def create(
    game: Game, seats: list[dict[str, Any]], options: dict[str, Any], seed_commitment: str,
    rng: random.Random, **hosting: Any,
) -> list[Event]:
    """The events that open a table; the game starts at once when no seat is left open.

    ``hosting`` holds the lifecycle choices (``clock``, ``on_timeout``, ``rematch_of``), ``rated`` and
    ``draw_seats`` (the seats in an order drawn with ``rng``, as matchmaking wants, not as given);
    only those given are recorded, so a table without them is created exactly as before they existed.
    A seat spec is ``{name}``, ``{bot}``, ``{name, player}`` (a player's seat, named after it) or
    ``{}`` (open). A rated table seats only players and server bots, no player twice.
    """
    specs = [_seat_spec(spec) for spec in seats]
    hosting = lifecycle.hosted(hosting)
    if hosting.get("draw_seats"):
        rng.shuffle(specs)
    if hosting.get("rated"):
        if any(not spec.get("player") and not spec.get("bot") for spec in seats):
            raise RuleViolation("rated-needs-players", "Every seat of a rated table is a player or a server bot.")
    players = [spec["player"] for spec in specs if spec.get("player")]
    if len(players) != len(set(players)):
        raise RuleViolation("player-seated-twice", "A player cannot hold two seats at one table.")
    options = game.seated_options(options, specs)
    created = event(
        "TableCreated", None, game=game.slug, rules_version=game.rules_version, options=options,
        seats=specs, seed_commitment=seed_commitment, **{k: v for k, v in hosting.items() if v is not None},
    )
    if any(not spec.get("name") and not spec.get("bot") for spec in seats):
        return [created]
    return [created, event("TableStarted"), *stamp(game, game.setup(len(seats), options, rng))]


def bot_name(level: str) -> str:
    """A server bot's name at a table: "Normal bot", "Muman-Bot (hard)"; a second of a kind is told apart on fold."""
    if level.startswith("muman-"):
        return f"Muman-Bot ({level.removeprefix('muman-')})"
    return f"{level[:1].upper()}{level[1:]} bot"


def shown_name(seat: dict[str, Any]) -> str | None:
    """A recorded seat's name as people read it: a server bot's default name ("normal bot") as bot_name."""
    if seat.get("bot") and seat.get("name") == f"{seat['bot']} bot":
        return bot_name(seat["bot"])
    return seat.get("name")


def names_apart(names: list[str | None]) -> list[str | None]:
    """The seats' names with every repeat told apart by a number ("Normal bot", "Normal bot 2"); None (an open
    seat) stays None. Folded from the events, so every table, old ones included, shows no name twice."""
    taken: set[str] = set()
    out: list[str | None] = []
    for name in names:
        if name is None:
            out.append(None)
            continue
        unique, n = name, 1
        while unique.casefold() in taken:
            n += 1
            unique = f"{name} {n}"
        taken.add(unique.casefold())
        out.append(unique)
    return out


def _seat_spec(spec: dict[str, Any]) -> dict[str, Any]:
    if spec.get("bot"):
        # Recorded as ever ("normal bot"): an audit re-decides the creation of every stored history and compares;
        # the fold shows it as bot_name.
        return {"name": spec.get("name") or f"{spec['bot']} bot", "bot": spec["bot"]}
    if spec.get("player"):
        return {"name": spec["name"], "bot": None, "player": spec["player"]}
    return {"name": spec.get("name"), "bot": None}


def join(table: Table, name: str, seat: int | None, rng: random.Random, player: str | None = None) -> list[Event]:
    """The events of ``name`` (or of ``player``, named ``name``) taking ``seat`` (or the first open one)."""
    if table["status"] != "open":
        raise RuleViolation("game-not-open", "This game has no open seat: it has already started.")
    if player is not None and any(s.get("player") == player for s in table["seats"]):
        raise RuleViolation("already-seated", "This player already holds a seat at this table.")
    open_seats = [s["seat"] for s in table["seats"] if s["open"]]
    if seat is None:
        seat = open_seats[0]
    elif seat not in range(len(table["seats"])):
        raise RuleViolation("no-such-seat", f"There is no seat {seat} at this table: a request numbers its "
                                            f"{len(table['seats'])} seats from 0 to {len(table['seats']) - 1}.")
    elif seat not in open_seats:
        raise RuleViolation("seat-taken", f"The {ordinal(seat + 1)} seat (seat {seat} in a request) is already taken.")
    events = [event("SeatJoined", seat, name=name, **({"player": player} if player else {}))]
    if len(open_seats) == 1:
        game = game_of(table)
        events += [event("TableStarted"), *stamp(game, game.setup(len(table["seats"]), table["options"], rng))]
    return events


def decide(
    table: Table, seat: int, command: Command, rng: random.Random, seed: str | None = None,
    autopilot: bool = False,
) -> list[Event]:
    """The events of ``seat``'s command: a lifecycle command as hosting decides it (``seed`` reveals
    an aborted table's), a game command as the game does (``autopilot``: the server bot plays the seat)."""
    if command["type"] in lifecycle.COMMANDS:
        return _table_command(table, seat, command["type"], seed, autopilot)
    if table["status"] == "open":
        raise RuleViolation("game-not-started", "The game has not started: seats are still open.")
    if has_ended(table) or is_over(table):
        raise RuleViolation("game-over", "The game is over: no more commands are accepted.")
    lifecycle.playable_by(table, seat, autopilot)
    game = game_of(table)
    return stamp(game, game.decide(table["state"], seat, command, rng))


def _table_command(table: Table, seat: int, kind: str, seed: str | None, autopilot: bool = False) -> list[Event]:
    """The events of a hosting command (resign, leave, return, abort, take-back) by ``seat``."""
    if kind == take_back.COMMAND:
        return take_back.decide(table, seat, is_over(table), autopilot, game_of(table))
    return lifecycle.decide(table, seat, kind, is_over(table), seed, dealt=lambda: dealt_to(table, seat))


def dealt_to(table: Table, seat: int) -> bool:
    """Whether the game has shown ``seat`` private information: its view differs from a spectator's."""
    if table["status"] != "active" or table["state"] is None:
        return False
    game = game_of(table)
    return game.view(table["state"], seat) != game.view(table["state"], None)


def final_result(table: Table) -> dict[str, Any] | None:
    """The result to record: the game's own, with resigned and forfeited seats ranked last."""
    if table["status"] != "active" or table["state"] is None:
        return None
    return lifecycle.final_result(table, game_of(table).result(table["state"]))


def finish(table: Table, seed: str) -> list[Event]:
    """The scoring job's events: the final result, then the seed so anyone can audit."""
    result = final_result(table)
    if result is None:
        raise RuleViolation("game-not-over", "The game is not over yet.")
    return [event("GameFinished", None, **result), event("SeedRevealed", None, seed=seed)]


def stamp(game: Game, events: list[Event]) -> list[Event]:
    """Mark each event with its type's current schema version (stored in the envelope as ``sv``)."""
    return [{**e, "sv": game.event_versions[e["type"]]} if e["type"] in game.event_versions else e
            for e in events]


def upcast(game: Game, envelope: dict[str, Any]) -> dict[str, Any]:
    """The stored event in the current shape of its type: older schema versions are upcast."""
    version = envelope.get("sv", 1)
    current = game.event_versions.get(envelope["type"], 1)
    if version == current:
        return envelope
    data = envelope["data"]
    for step in range(version, current):
        data = game.upcasters[(envelope["type"], step)](data)
    return {**envelope, "data": data, "sv": current}


def fold(table: Table | None, envelope: dict[str, Any]) -> Table:
    """Apply one stored event to the table; pure, no validation."""
    kind, data = envelope["type"], envelope["data"]
    before = table
    if kind == "TableCreated":
        table = {
            "gid": envelope["gid"], "game": data["game"], "rules_version": data["rules_version"],
            "options": data["options"],
            "seats": [
                {"seat": i, "name": name, "bot": s["bot"], "player": s.get("player"),
                 "open": not s["name"] and not s["bot"]}
                for i, (s, name) in enumerate(zip(data["seats"], names_apart([shown_name(s) for s in data["seats"]]),
                                                  strict=True))
            ],
            "rated": data.get("rated", False),
            "status": "open", "state": None, "result": None, "seed": None,
            "acted": [0] * len(data["seats"]),
            "seed_commitment": data["seed_commitment"], "created_at": envelope["at"],
            "chain": envelope.get("chain"),
            "shape": state_shape(game) if (game := recorded_rules(data["game"], data["rules_version"])) else None,
        }
        table = lifecycle.created(table, data, envelope["at"])
    else:
        assert table is not None, "the first event of a table is TableCreated"
        table = dict(table)
        if kind == "SeatJoined":
            others = [s["name"] if s["seat"] != envelope["seat"] else None for s in table["seats"]]
            name = names_apart([*others, data["name"]])[-1]
            table["seats"] = [
                {**s, "name": name, "player": data.get("player"), "open": False}
                if s["seat"] == envelope["seat"] else s
                for s in table["seats"]
            ]
        elif kind == "TableStarted":
            table["status"] = "active"
        elif kind == "GameFinished":
            table["status"] = "finished"
            table["result"] = {k: data[k] for k in ("ranking", "scores", "resigned", "forfeits") if k in data}
        elif kind == "SeedRevealed":
            table["seed"] = data["seed"]
        elif kind == take_back.EVENT:
            table = take_back.restored(table)
        elif kind in lifecycle.EVENTS:
            table = lifecycle.apply(table, envelope)
        else:
            game = game_of(table)
            data = upcast(game, envelope)["data"]
            table["state"] = game.evolve(
                table["state"], {"type": kind, "seat": envelope["seat"], "data": data}
            )
    cmd = envelope.get("cmd")
    if cmd is not None and isinstance(cmd.get("seat"), int) and kind != "TableCreated":
        table["acted"] = [envelope["v"] if i == cmd["seat"] else v for i, v in enumerate(table["acted"])]
    if take_back.offered(table):
        _note_take_back(before, table, envelope, data)
    table["version"] = envelope["v"]
    table["head"] = envelope.get("hash")
    table["updated_at"] = envelope["at"]
    return lifecycle.after_event(table, envelope, to_act(table) if table.get("clocks") is not None else [])


def _note_take_back(before: Table | None, table: Table, envelope: dict[str, Any], data: dict[str, Any]) -> None:
    """Note what a take-back needs after ``envelope`` (``data`` its event's, upcast): whether its batch is a person's
    own game decision, and whether the game lists that decision's command as one to take back."""
    cmd, game = envelope.get("cmd") or {}, game_of(table)
    seat = cmd.get("seat")
    decision = (before is not None and isinstance(seat, int) and cmd.get("type") in game.command_schemas
                and not cmd.get("autopilot") and not before["seats"][seat]["bot"])
    take_back.note(before, table, envelope, {"type": envelope["type"], "seat": envelope["seat"], "data": data},
                   decision, decision and cmd["type"] in game.take_back_commands)


def state_shape(game: Game) -> str:
    """What the shape of a state folded by this build depends on: the game's rules version and event versions."""
    return ":".join([game.rules_version, *(f"{k}={v}" for k, v in sorted(game.event_versions.items())),
                     f"lifecycle={lifecycle.VERSION}", f"table={TABLE_SHAPE}"])


def current(snapshot: Table) -> bool:
    """Whether a stored snapshot was folded by a build with this one's state shape. One that was not (a deploy
    changed a game's commands or events) is refolded from the events, never used: its state may lack what this
    build reads, such as the ids a die or a published game now carries."""
    return snapshot.get("shape") == state_shape(game_of(snapshot))


def replay(envelopes: list[dict[str, Any]], table: Table | None = None) -> Table | None:
    for envelope in envelopes:
        table = fold(table, envelope)
    return table


def to_act(table: Table) -> list[int]:
    """Seats awaited now: none unless the game runs and is not over."""
    if table["status"] != "active" or table["state"] is None or lifecycle.decided_early(table):
        return []
    return sorted(game_of(table).to_act(table["state"]))


def lifecycle_moves(table: Table, seat: int) -> list[dict[str, Any]]:
    """The lifecycle commands ``seat`` may post now, each complete."""
    allowed = []
    for kind in sorted(lifecycle.COMMANDS):
        try:
            _table_command(table, seat, kind, seed="")
        except RuleViolation:
            continue
        allowed.append({"type": kind, "label": table_texts.LABELS.get(kind, texts.default_label({"type": kind})),
                        "targets": [], "kind": "command"})
    return allowed


def take_back_offer(table: Table, seat: int) -> dict[str, Any]:
    """Whether ``seat`` may take back its last decision now: ``{allowed: true, to_version}``, or ``{allowed: false,
    code, reason}`` with the refusal a take-back would get (its code as the API words codes)."""
    try:
        [taken] = _table_command(table, seat, take_back.COMMAND, seed=None)
    except RuleViolation as violation:
        return {"allowed": False, "code": violation.code.replace("-", "_"), "reason": violation.message}
    return {"allowed": True, "to_version": taken["data"]["to_version"]}


def is_over(table: Table) -> bool:
    """The game ended by its rules or by resignations (the scoring job may not have recorded it yet)."""
    return table["status"] == "active" and (
        lifecycle.decided_early(table) or game_of(table).result(table["state"]) is not None)


def awaited_bots(table: Table) -> list[tuple[int, int]]:
    """(seat, version of its last command) of each seat awaited now that a bot plays (its own, or the
    autopilot of an absent or resigned person); the pair names one turn."""
    return [(s, table["acted"][s]) for s in to_act(table) if lifecycle.controller(table, s)]


# An unkeyed hash (games created before the chain was keyed) would let anyone brute-force the data
# its event hides (a bid from 0 to 10, a hand of 7 from 9 cards): while such a game runs viewers get
# neither it nor the next prev. A keyed hash (events.envelope) reveals nothing without the key, and
# each covers its version and prev, so no two are equal even for equal events: they are shown.
CHAIN_FIELDS = ("prev", "hash")


def head_is_public(table: Table) -> bool:
    """Whether the hashes of this table's events may be shown: keyed, or the game is over."""
    return has_ended(table) or table.get("chain") == KEYED


def redact(table: Table, envelope: dict[str, Any], viewer: Viewer) -> dict[str, Any]:
    """The envelope as ``viewer`` may see it; everything is public once the game is finished."""
    if has_ended(table):
        return envelope
    public = head_is_public(table)
    redacted = {k: v for k, v in envelope.items() if public or k not in CHAIN_FIELDS}
    if envelope["type"] not in LIFECYCLE:
        game = game_of(table)
        current = upcast(game, envelope)
        seen = game.redact({"type": envelope["type"], "seat": envelope["seat"], "data": current["data"]}, viewer)
        if current is not envelope or seen["data"] != envelope["data"]:
            redacted = {**redacted, "data": seen["data"], **({"sv": current["sv"]} if "sv" in current else {})}
    cmd = envelope.get("cmd")
    if cmd is not None and cmd.get("seat") != viewer:
        redacted = {**redacted, "cmd": {k: v for k, v in cmd.items() if k != "payload"}}
    return redacted


def view(table: Table, viewer: Viewer) -> dict[str, Any]:
    """The game resource as ``viewer`` may see it (DESIGN §6)."""
    state = table["state"]
    return {
        "id": table["gid"],
        "game": table["game"],
        "status": table["status"],
        "version": table["version"],
        "seats": lifecycle.seat_views(table),
        "to_act": to_act(table),
        "view": game_of(table).view(state, viewer) if state is not None else {},
        "result": shown_result(table),
        "created_at": table["created_at"], "updated_at": table.get("updated_at", table["created_at"]),
        "clock": table.get("clock"), "on_timeout": table.get("on_timeout", "bot"),
        "rematch_of": table.get("rematch_of"), "rematch": table.get("rematch"),
        "rated": bool(table.get("rated")),
    }


@functools.cache
def component_names(game: Game) -> dict[str, str]:
    """{catalogue id: name} of ``game``, and its slug → its title: how a summary shows an id. Built once a game,
    since every served event (commands, pages, every follower's frame) is told with it."""
    return {game.slug: game.title, **{component["id"]: component["name"] for component in game.components()}}


def seat_names(table: Table) -> list[str]:
    """How texts name each seat: its (folded, distinct) name, or "Seat 2" (numbered from 1) while it is open."""
    return [s["name"] or (bot_name(s["bot"]) if s["bot"] else f"Seat {s['seat'] + 1}") for s in table["seats"]]


def summarized(table: Table, envelope: dict[str, Any]) -> dict[str, Any]:
    """``envelope`` (already as its viewer may see it) with its ``summary``, told from that envelope alone."""
    if envelope["type"] in LIFECYCLE:
        template, params = table_texts.summary(envelope)
    else:
        template, params = game_of(table).summarize(
            {"type": envelope["type"], "seat": envelope.get("seat"), "data": envelope.get("data") or {}})
    return {**envelope, "summary": texts.told(template, params, component_names(game_of(table)), seat_names(table))}


def digest(table: Table, game_view: dict[str, Any], viewer: Viewer) -> list[dict[str, Any]]:
    """The game's digest of ``game_view`` (the view ``viewer`` gets of ``table``): each line told as a summary is,
    with the components' and seats' names; none before the game has a state (an open table's first versions)."""
    if not game_view:  # the view of a table without a game state yet
        return []
    game = game_of(table)
    names, seats = component_names(game), seat_names(table)
    return [{**texts.told(template, params, names, seats),
             "text": texts.seats_named(texts.render(template, params, names, seats), seats)}
            for template, params in game.digest(game_view, viewer)]


def described_moves(table: Table, seat: int) -> list[dict[str, Any]]:
    """The legal moves of ``seat`` now (none while it is not awaited or a bot plays it), each with its
    ``label`` and ``targets`` (and a template's ``fields``), and its ``kind``: a ``command`` to post as is or a
    ``template`` to fill in (the property a client tells them apart by; both carry the same ``type``)."""
    if seat not in to_act(table) or lifecycle.controller(table, seat):
        return []
    game = game_of(table)
    seen = game.view(table["state"], seat)
    names = seat_names(table)
    return [described(game, seen, seat, move, names) for move in game.legal_moves(table["state"], seat)]


def unavailable_moves(table: Table, seat: int) -> list[dict[str, Any]]:
    """The moves ``seat`` would try now but may not, each ``{label, targets, reason}`` (none while it is not
    awaited or a bot plays it)."""
    if seat not in to_act(table) or lifecycle.controller(table, seat):
        return []
    game, names = game_of(table), seat_names(table)
    return [told_unavailable(entry, component_names(game), names)
            for entry in game.unavailable_moves(table["state"], seat)]


def told_unavailable(entry: dict[str, Any], names: dict[str, str], seats: list[str]) -> dict[str, Any]:
    """An unavailable move as /moves lists it: with ``params``, its label and reason are templates over them."""
    if "params" not in entry:
        return {"label": texts.seats_named(entry["label"], seats), "targets": entry["targets"],
                "reason": texts.seats_named(entry["reason"], seats)}
    return {"label": texts.render(entry["label"], entry["params"], names, seats), "targets": entry["targets"],
            "reason": texts.render(entry["reason"], entry["params"], names, seats)}


def moves_answer(table: Table, seat: int) -> dict[str, Any]:
    """What GET /v1/games/{gid}/moves answers for ``seat``: its legal moves, the moves it may not make now with
    their reasons, and its table commands."""
    return {"game": table["game"], "version": table["version"], "seat": seat,
            "moves": described_moves(table, seat), "unavailable": unavailable_moves(table, seat),
            "lifecycle": lifecycle_moves(table, seat), "take_back": take_back_offer(table, seat)}


def shown_result(table: Table) -> dict[str, Any] | None:
    """The recorded result as the game resource shows it, with ``breakdown``: each seat's score sheet, its place
    first and a resignation or forfeit last, in rows ``{label, value, text}`` a person reads."""
    if not table["result"]:
        return None
    result = {"resigned": [], "forfeits": [], **table["result"]}
    game = game_of(table)
    places = {seat: place for place, group in enumerate(result["ranking"], start=1) for seat in group}
    tied = {seat for group in result["ranking"] if len(group) > 1 for seat in group}
    breakdown = {}
    for seat in range(len(table["seats"])):
        place = places.get(seat)
        rows = [texts.score_row("Place", ordinal(place) + (" (tied)" if seat in tied else ""))] if place else []
        rows += game.score_sheet(result["scores"].get(str(seat), {}))
        if seat in result["forfeits"]:
            rows.append(texts.score_row("Out of time", True))
        elif seat in result["resigned"]:
            rows.append(texts.score_row("Resigned", True))
        breakdown[str(seat)] = rows
    return {**result, "breakdown": breakdown}


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def described(game: Game, seen: dict[str, Any], seat: int, move: dict[str, Any],
              names: list[str] | None = None) -> dict[str, Any]:
    """One legal move as /moves lists it, ``seen`` being the seat's view and ``names`` the seats' names: a game
    that words a label as a template with params (``label_template``, ``params``) has its seats named; ``rule``
    is the section of the players' rules the move applies (``Game.move_rules``)."""
    told = game.describe_move(seen, seat, move)
    if "params" in told:
        told = {**told, "label": texts.render(told["label"], told["params"], component_names(game), names or ())}
        del told["params"]
    elif names:
        told = {**told, "label": texts.seats_named(told["label"], names)}
    # the current rules' sections: a table under an earlier rules version is played by the rules players read now
    rule = (get_game(game.slug) or game).move_rules.get(move.get("type"))
    kind = "template" if move.get("template") else "command"
    return {**move, **told, **({"rule": rule} if rule else {}), "kind": kind}

