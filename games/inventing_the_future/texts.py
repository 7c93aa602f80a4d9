"""Inventing the Future in words: each legal move's label and each event's game-log summary.

Every English template of the game is here (``LABELS``, ``SUMMARIES``, the labels and ``REASONS`` of the moves not
offered, the score sheet's rows); params hold catalogue ids and seats, shown by ``games.texts``. Moves, events and
the view name dice and tracks by catalogue id (issue 28), read here as they are; the extra die of a roll and a
Consultant's die are die 2 of their colour (the first five are one of each).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games import texts
from games.inventing_the_future import catalogue, data

NAMES: dict[str, str] = {c["id"]: c["name"] for c in catalogue.COMPONENTS}
MARKER = "start-player-marker"

LABELS: dict[str, str] = {
    # 'The start player takes in hand one die of each color, adds to them one more die of their choice and rolls'
    "roll": "Roll one die of each colour plus {die} as the extra die of your choice",
    # 'only one wink is permitted per row ... If this rule leaves no dice available, the player simply does not place
    # a wink on that round.'
    "roll-idle": "Roll one die of each colour plus {die} as the extra die of your choice; it changes nothing now: "
                 "every player has a wink in every row, so no one can draft a die this round",
    "draft": "Draft {die} showing {value} and place a wink on {space}",
    # 'Choices 5 and 6 of the black row are essentially wild cards'
    "draft-wild": "Draft {die} showing {value} (wild) and place a wink on {space}",
    "pass-draft": "Pass: draft no die this round",
    # 'Troubleshooters can choose a new result for one unallocated die.'
    "troubleshoot": "Use a {specialist} to turn {die} from {old} to {value}",
    # 'Consultants can use an out of play (i.e. not rolled) die, freely choosing its result.'
    "consult": "Use a {specialist} to bring the out-of-play {die} into play showing {value}",
    # 'During this phase players who have Troubleshooter and/or Consultant specialists may use them'
    "keep-specialists": "Set no die value now and let {drafter_seat} draft (keep your {specialists})",
    "choose-phase": "Choose the {phase} phase with your wink on {space}",
    "take-bonus": "Take a {cube} from the supply as the {phase} bonus",
    "take-bonus-steal": "Steal a {cube} from {from_seat} as the {phase} bonus",
    "take-bonus-decline": "Decline the {phase} bonus",
    "take-bonus-decline-unknown": "Decline the phase bonus",
    # 'use each to increase by one either public or private income'
    "rainmaker": "Use a {specialist} to move your cube on the {income} up one, from {now} to {to}",
    "rainmaker-top": "Use a {specialist} on the {income} (already at {now}: no gain)",
    # 'the player must return one team or specialist for each point of difference remaining'
    "return-cube": "Return a {cube} to the supply for the Payday you could not pay",
    "hire": "Hire with {box}: take {cubes}",
    # 'A player is not forced to perform hiring'
    "hire-decline": "Do not hire with {box}",
    "advance": "Advance your {track} pawn to level {to} on {card} (needs {needs})",
    # 'the player may decide to turn the card face up'
    "flip": "Turn face up the {tier} card of the {track} track",
    "end-progress": "Stop advancing your pawns this phase",
}
# The section of the players' rules (docs/play/inventing-the-future.md) each command applies, as /moves links it.
RULES: dict[str, str] = {
    "roll": "1-dice-allocation-five-rounds", "draft": "1-dice-allocation-five-rounds",
    "pass-draft": "1-dice-allocation-five-rounds", "troubleshoot": "1-dice-allocation-five-rounds",
    "consult": "1-dice-allocation-five-rounds", "keep-specialists": "1-dice-allocation-five-rounds",
    "choose-phase": "2-table-resolution", "take-bonus": "the-four-phases", "rainmaker": "the-four-phases",
    "return-cube": "the-four-phases", "hire": "the-four-phases", "advance": "the-four-phases",
    "flip": "the-development-cards", "end-progress": "the-four-phases",
}
COUNT_OF = "{count} × "
DIE_SHOWED = "{{die_{n}}} showed {{value_{n}}}"  # one die of a roll, n from 1
FINAL_SCORE = "{{score_{n}_seat}} {{score_{n}}}"  # one seat's final total, n from 1 in ranking order
FINAL_SCORES = " Final scores: "
CUBE_FROM_SUPPLY = "{cube} from the supply"
CUBE_STOLEN = "{cube} stolen from {from_seat}"

SUMMARIES: dict[str, str] = {
    "GameStarted": "The game began for {players} players: each took ${coins} billion and {winks} winks, put a cube "
                   "on {income} of both income tracks and a pawn at the start of the {tracks} tracks.",
    "DevelopmentCardsDealt": "The development cards were shuffled: every track holds one card of each tier "
                             "face down, from the bottom up {tiers}, and {unused} stay unseen in the box.",
    # 'Each places a small white cube in the 1 box of the white track.'
    "ResearchTeamsPlaced": "Each player starts with one {cube}, placed in box {box} of the white track.",
    "StartPlayerChosen": "{seat} became the start player and took the {marker}.",
    "TurnStarted": "Game turn {turn} began; {start_seat} holds the {marker}.",
    # followed by one "{die_<n>} showed {value_<n>}" per die rolled (DIE_SHOWED), joined by commas
    "DiceRolled": "{seat} rolled the dice for round {round}, choosing the {extra} as the extra die: ",
    "DieDrafted": "{seat} drafted the {die} showing {value} and placed a wink on their board at {space}.",
    "DraftSkipped": "{seat} passed and drafted no die this round.",
    # 'If this rule leaves no dice available, the player simply does not place a wink on that round.'
    "DraftSkipped-no-die": "{seat} had no die available and placed no wink this round.",
    "SpecialistsKept": "{seat} chose to change no die before {drafter_seat}'s draft.",
    "DieReset": "{seat} used a {specialist} to turn the {die} from {old} to {value}.",
    "DieAdded": "{seat} used a {specialist} to bring the out-of-play {die} into play showing {value}.",
    "RoundEnded": "Round {round} of the Dice Allocation Phase ended; {next_seat} rolls next.",
    "AllocationEnded": "The Dice Allocation Phase ended; the phases are chosen in the order {chooser_seat}.",
    "PhaseChoicePassed": "{seat} had no wink in the black row and chose no phase.",
    # 'other players having winks on this same box remove theirs from their boards'
    "PhaseChosen": "{seat} chose the {phase} phase with their wink on {space}; the winks on that box were removed "
                   "from the boards of {removed_seat}.",
    # 'if no player has chosen "Progress", there is an automatic Progress phase'
    "PhaseChosen-automatic": "Nobody chose the {phase} phase, so an automatic {phase} phase follows, {first_seat} "
                             "acting first.",
    "BonusTaken": "{seat} took a {cube} from the supply as the {phase} bonus.",
    "BonusTaken-steal": "{seat} stole a {cube} from {from_seat} as the {phase} bonus.",
    "BonusDeclined": "{seat} declined the phase bonus.",
    "BonusDeclined-none-available": "{seat} could take no cube as the phase bonus: none was available.",
    "PaydayBonusPaid": "{seat} received ${coins} billion as the {phase} bonus.",
    # 'These instructions either increase the public or private income level ... or give the player cash directly.'
    "FundingApplied": "{seat} raised their income with their wink on {space}: public income {public_to}, private "
                      "income {private_to}.",
    "FundingApplied-cash": "{seat} took ${cash} billion in cash with their wink on {space}.",
    "FundingApplied-rainmakers": "{seat} had no wink in the Funding row but may use {rainmakers} {specialist}(s).",
    "RainmakerUsed": "{seat} used a {specialist} to move their cube on the {income} up to {to}.",
    # 'If income is higher, the player receives one coin for each point of difference.'
    "PaydayResolved-received": "{seat}'s income {income} topped their {staff} teams and specialists: they received "
                               "${received} billion.",
    "PaydayResolved-even": "{seat}'s income {income} equalled their {staff} teams and specialists: no payment.",
    "PaydayResolved-paid": "{seat}'s income {income} fell short of their {staff} teams and specialists: they paid "
                           "${paid} billion.",
    "PaydayResolved-owed": "{seat}'s income {income} fell short of their {staff} teams and specialists: they paid "
                           "${paid} billion and must return {owed} team(s) or specialist(s) of their choice.",
    "PaydayResolved-returned": "{seat}'s income {income} fell short of their {staff} teams and specialists: they "
                               "paid ${paid} billion and had to return {returned}.",
    "CubeReturned": "{seat} returned a {cube} to the supply to cover Payday.",
    "HiringStarted": "{seat} began hiring with {boxes}.",
    "CubesHired": "{seat} hired {cubes} with {box}.",
    "CubesHired-steal": "{seat} hired with {box}: {cubes} from the supply, and stole {stolen} from {victim_seat}.",
    "CubesHired-steal-only": "{seat} hired with {box}, stealing {stolen} from {victim_seat}.",
    "HiringDeclined": "{seat} chose not to hire with {box}.",
    "HiringDeclined-none-available": "{seat} could not hire with {box}: its cubes were not available.",
    "ProgressStarted": "{seat} may advance their pawns {points} level(s) in all this phase.",
    "CardFlipped": "{seat} turned face up the {tier} card of the {track} track: {card}.",
    "PawnAdvanced": "{seat} advanced their {track} pawn to level {to} on {card} (needs {needs}).",
    # 'if a player has turned a card face up and has sufficient teams to advance on that card, the player must'
    "PawnAdvanced-forced": "{seat} had to advance their {track} pawn onto {card}, to level {to} (needs {needs}).",
    "ProgressEnded": "{seat} stopped advancing their pawns.",
    "ProgressEnded-no-move-left": "{seat} could advance no further this phase.",
    "PhaseSkipped": "{seat} had no wink (nor specialist) that acts in the {phase} phase and sat it out.",
    "PhaseEnded": "The {phase} phase ended.",
    "TurnEnded": "Game turn {turn} ended.",
    # 'At the end of the game turn in which at least one pawn has reached the end of each of the three tracks'
    "GameEnded": "The game ended with a pawn at the end of every track: {first_seat} won with {points} points.",
    "GameEnded-turn-limit": "The game ended at the turn limit: {first_seat} won with {points} points.",
    # 'If still tied, these players share the victory.'
    "GameEnded-shared": "The game ended with a pawn at the end of every track: {first_seat} shared the victory with "
                        "{points} points each.",
    "GameEnded-turn-limit-shared": "The game ended at the turn limit: {first_seat} shared the victory with {points} "
                                   "points each.",
}


# ---------------------------------------------------------------- catalogue ids of positional things


def second_die(colour: Any) -> str | None:
    """Die 2 of ``colour``: the extra die of a roll, or a Consultant's out-of-play die (the first five are one of
    each colour)."""
    return data.die_id(colour, 2) if colour in data.DIE_COLOURS else None


def die_of(die: Any) -> str | None:
    """A die's catalogue id as a move or an event names it (None if it names none)."""
    return die if die in data.DIE_IDS else None


def space_of(row: Any, column: Any) -> str | None:
    space = catalogue.space_id(row, column)
    return space if space in NAMES else None


def track_of(track: Any) -> str | None:
    """A track's catalogue id as a move or an event names it (None if it names none)."""
    return track if track in data.TRACK_IDS else None


def tier_of(index: Any) -> str | None:
    return data.TIERS[index] if isinstance(index, int) and 0 <= index < len(data.TIERS) else None


def box_of(item: Any) -> str | None:
    """A hiring item's board space, or the Recruiter."""
    if not isinstance(item, dict):
        return None
    if item.get("recruiter"):
        return "recruiter"
    return space_of(item.get("row"), item.get("space"))


def team_list(counts: Any) -> list[str]:
    """[white, blue, red] team counts as a list of team ids, one per cube."""
    counts = counts if isinstance(counts, list | tuple) else []
    return [team for team, n in zip(data.TEAMS, counts, strict=False) if isinstance(n, int) for _ in range(n)]


# ---------------------------------------------------------------- labels


def _label(key: str, params: dict[str, Any], targets: list[Any]) -> dict[str, Any]:
    known = [t for t in targets if isinstance(t, str) and t in NAMES]
    return {"label": texts.render(LABELS[key], params, NAMES), "targets": known}


def _anyone_can_draft(view: dict[str, Any]) -> bool:
    """Whether some player has a row with room for a wink (a die of that colour, or one a Troubleshooter or
    Consultant sets, could be drafted), from the public winks."""
    players = view.get("players") or []
    black_most = data.BLACK_WINKS_TWO_PLAYERS if len(players) == 2 else 1
    for player in players:
        winks = player.get("winks") or {}
        if len(winks.get("black") or []) < black_most:
            return True
        if any(winks.get(colour) is None for colour in data.DIE_COLOURS if colour != "black"):
            return True
    return False


def _throw(view: dict[str, Any]) -> list[dict[str, Any]]:
    return (view.get("allocation") or {}).get("dice") or []


def _die_at(view: dict[str, Any], die: Any) -> tuple[str | None, dict[str, Any]]:
    """The die a move names and how the view shows it on the table."""
    shown = next((x for x in _throw(view) if isinstance(x, dict) and x.get("id") == die), {})
    return die_of(die), shown


def _cubes_text(take: list[dict[str, Any]]) -> str:
    """The cubes a hire takes, alike ones counted: "2 × Research team from the supply"."""
    counts = Counter((t.get("cube"), t.get("from_seat")) for t in take)
    return ", ".join(
        texts.render((COUNT_OF if n > 1 else "") + (CUBE_STOLEN if victim is not None else CUBE_FROM_SUPPLY),
                     {"count": n, "cube": cube, "from_seat": victim}, NAMES)
        for (cube, victim), n in counts.items())


def _own(view: dict[str, Any], seat: int) -> dict[str, Any]:
    players = view.get("players") or []
    return players[seat] if 0 <= seat < len(players) else {}


def describe_move(view: dict[str, Any], seat: int, move: dict[str, Any]) -> dict[str, Any]:
    """``{"label", "targets"}`` of a legal move, from ``seat``'s own view (templates add ``fields``)."""
    described = _describe(view, seat, move)
    if move.get("template"):
        described["fields"] = {key: [v for v in value if isinstance(v, str) and v in NAMES]
                               for key, value in move.items() if isinstance(value, list)}
    return described


def _describe(view: dict[str, Any], seat: int, move: dict[str, Any]) -> dict[str, Any]:
    kind = move.get("type")
    res = view.get("resolution") or {}
    if kind == "roll":
        die = second_die(move.get("extra"))
        return _label("roll" if _anyone_can_draft(view) else "roll-idle", {"die": die}, [die])
    if kind == "draft":
        die, shown = _die_at(view, move.get("die"))
        value, column = shown.get("value"), move.get("space") or shown.get("value")
        space = space_of(shown.get("colour"), column)
        key = "draft-wild" if shown.get("colour") == "black" and value in data.WILD_SPACES else "draft"
        return _label(key, {"die": die, "value": value, "space": space}, [die, space])
    if kind == "troubleshoot":
        die, shown = _die_at(view, move.get("die"))
        return _label("troubleshoot", {"specialist": "troubleshooter", "die": die, "old": shown.get("value"),
                                       "value": move.get("value")}, ["troubleshooter", die])
    if kind == "consult":
        die = second_die(move.get("colour"))
        return _label("consult", {"specialist": "consultant", "die": die, "value": move.get("value")},
                      ["consultant", die])
    if kind == "keep-specialists":
        alloc = view.get("allocation") or {}
        order, pos = alloc.get("order") or [], alloc.get("pos") or 0
        own = _own(view, seat)
        cubes, used = own.get("cubes") or {}, own.get("specialists_used") or {}
        kinds = [k for k in ("troubleshooter", "consultant") if cubes.get(k, 0) > used.get(k, 0)]
        return _label(kind, {"drafter_seat": order[pos] if pos < len(order) else None, "specialists": kinds}, kinds)
    if kind == "choose-phase":
        phase = move.get("phase")
        space = space_of("black", data.SPACE_OF_PHASE.get(phase))
        return _label("choose-phase", {"phase": phase, "space": space}, [phase, space])
    if kind == "take-bonus":
        phase, cube, victim = res.get("phase"), move.get("cube"), move.get("from_seat")
        if cube is None:
            return _label("take-bonus-decline" if phase in NAMES else "take-bonus-decline-unknown",
                          {"phase": phase}, [])
        key = "take-bonus" if victim is None else "take-bonus-steal"
        return _label(key, {"cube": cube, "phase": phase, "from_seat": victim}, [cube, phase])
    if kind == "rainmaker":
        income = move.get("income")
        now = (_own(view, seat).get("income") or {}).get(income, 0)
        to = min(data.INCOME_MAX, now + 1)
        key = "rainmaker" if to > now else "rainmaker-top"
        return _label(key, {"specialist": "rainmaker", "income": income, "now": now, "to": to},
                      ["rainmaker", income])
    if kind == "return-cube":
        return _label("return-cube", {"cube": move.get("cube")}, [move.get("cube")])
    if kind == "hire":
        items = (res.get("task") or {}).get("items") or [None]
        box = box_of(items[0])
        take = [t for t in move.get("take") or [] if isinstance(t, dict)]
        if not take:
            return _label("hire-decline", {"box": box}, [box])
        return _label("hire", {"box": box, "cubes": _cubes_text(take)}, [box, *(t.get("cube") for t in take)])
    if kind in ("advance", "flip"):
        return _progress_move(view, seat, kind, move.get("track"))
    if kind in ("pass-draft", "end-progress"):
        return _label(kind, {}, [])
    return {"label": texts.default_label(move), "targets": []}


def _progress_move(view: dict[str, Any], seat: int, kind: str, named: Any) -> dict[str, Any]:
    track = track_of(named)
    shown = next((t for t in view.get("tracks") or [] if track is not None and t.get("track") == track), {})
    pawns = shown.get("pawns") or []
    pos = pawns[seat] if 0 <= seat < len(pawns) else 0
    cards = shown.get("cards") or []
    slot = cards[pos // data.LEVELS_PER_CARD] if pos // data.LEVELS_PER_CARD < len(cards) else {}
    if kind == "flip":
        tier = slot.get("tier")
        return _label("flip", {"tier": tier, "track": track}, [track, tier])
    card, levels = slot.get("card"), slot.get("requirements") or []
    level = pos % data.LEVELS_PER_CARD
    need = levels[level] if level < len(levels) else {}
    needs = [team for team in data.TEAMS for _ in range(need.get(team, 0))]
    return _label("advance", {"track": track, "to": pos + 1, "card": card, "needs": needs}, [track, card])


# ---------------------------------------------------------------- summaries


def summarize(event: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """(template, params) of an event as its viewer got it; only what the event itself shows."""
    kind, seat, d = event.get("type"), event.get("seat"), event.get("data") or {}
    key, params = _summary(kind, seat, d)
    if key not in SUMMARIES:
        return texts.default_summary(event)
    template = SUMMARIES[key] + _tail(kind, params)
    if "{seat}" in template:
        params = {"seat": seat, **params}
    return template, params


def _tail(kind: Any, params: dict[str, Any]) -> str:
    """The part of a summary that grows with the event: each die of a roll, each seat's final score."""
    if kind == "DiceRolled":
        rolled = range(1, len(params.get("dice") or []) + 1)
        return ", ".join(DIE_SHOWED.format(n=n) for n in rolled) + "." if rolled else "no dice."
    if kind == "GameEnded":
        scored = range(1, 1 + sum(1 for k in params if k.startswith("score_") and k.endswith("_seat")))
        return FINAL_SCORES + ", ".join(FINAL_SCORE.format(n=n) for n in scored) + "." if scored else ""
    return ""


def _summary(kind: Any, seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    if kind == "GameStarted":
        tracks = [catalogue.track_id(data.TRACKS.index(t)) for t in d.get("tracks") or [] if t in data.TRACKS]
        return kind, {"players": d.get("players"), "coins": d.get("coins"), "winks": d.get("winks"),
                      "income": d.get("income"), "tracks": tracks}
    if kind == "DevelopmentCardsDealt":  # the cards themselves are never told, even where the event holds them
        return kind, {"tiers": list(data.TIERS), "unused": len(d.get("unused") or [])}
    if kind == "ResearchTeamsPlaced":
        return kind, {"cube": d.get("cube"), "box": d.get("box")}
    if kind == "StartPlayerChosen":
        return kind, {"marker": MARKER}
    if kind == "TurnStarted":
        return kind, {"turn": d.get("turn"), "start_seat": d.get("start"), "marker": MARKER}
    if kind == "DiceRolled":
        dice = [x if isinstance(x, dict) else {} for x in d.get("dice") or []]
        each = {f"{what}_{n}": value for n, x in enumerate(dice, 1)
                for what, value in (("die", die_of(x.get("id"))), ("value", x.get("value")))}
        return kind, {"round": d.get("round"), "extra": second_die(d.get("extra")),
                      "dice": [die_of(x.get("id")) for x in dice], **each}
    if kind == "DieDrafted":
        return kind, {"die": die_of(d.get("die")), "value": d.get("value"),
                      "space": space_of(d.get("colour"), d.get("space"))}
    if kind == "DraftSkipped":
        return ("DraftSkipped-no-die" if d.get("reason") == "no-die" else kind), {}
    if kind == "SpecialistsKept":
        return kind, {"drafter_seat": d.get("drafter")}
    if kind == "DieReset":
        return kind, {"specialist": "troubleshooter", "die": die_of(d.get("die")),
                      "old": d.get("old"), "value": d.get("value")}
    if kind == "DieAdded":
        return kind, {"specialist": "consultant", "die": die_of(d.get("die")),
                      "value": d.get("value")}
    if kind == "RoundEnded":
        return kind, {"round": d.get("round"), "next_seat": d.get("next_roller")}
    if kind == "AllocationEnded":
        return kind, {"chooser_seat": list(d.get("choosers") or [])}
    if kind == "PhaseChoicePassed":
        return kind, {}
    if kind == "PhaseChosen":
        phase = d.get("phase")
        if d.get("automatic") or seat is None:
            actors = d.get("actors") or [None]
            return "PhaseChosen-automatic", {"phase": phase, "first_seat": actors[0]}
        removed = [r[0] for r in d.get("removed") or [] if isinstance(r, list | tuple) and r]
        return kind, {"phase": phase, "space": space_of("black", d.get("space")), "removed_seat": removed}
    if kind == "BonusTaken":
        victim = d.get("from_seat")
        return ("BonusTaken-steal" if victim is not None else kind), {
            "cube": d.get("cube"), "phase": d.get("phase"), **({"from_seat": victim} if victim is not None else {})}
    if kind == "BonusDeclined":
        return ("BonusDeclined-none-available" if d.get("reason") == "none-available" else kind), {}
    if kind == "PaydayBonusPaid":
        return kind, {"coins": d.get("coins"), "phase": "payday"}
    if kind == "FundingApplied":
        if d.get("space") is None:
            return "FundingApplied-rainmakers", {"rainmakers": d.get("rainmakers"), "specialist": "rainmaker"}
        space = space_of("green", d.get("space"))
        if d.get("cash"):
            return "FundingApplied-cash", {"space": space, "cash": d.get("cash")}
        return kind, {"space": space, "public_to": d.get("public_to"), "private_to": d.get("private_to")}
    if kind == "RainmakerUsed":
        return kind, {"specialist": "rainmaker", "income": d.get("income"), "to": d.get("to")}
    if kind == "PaydayResolved":
        params = {"income": d.get("income"), "staff": d.get("staff")}
        if d.get("returned"):
            return "PaydayResolved-returned", {**params, "paid": d.get("paid"), "returned": list(d["returned"])}
        if d.get("owed"):
            return "PaydayResolved-owed", {**params, "paid": d.get("paid"), "owed": d.get("owed")}
        if d.get("paid"):
            return "PaydayResolved-paid", {**params, "paid": d.get("paid")}
        if d.get("received"):
            return "PaydayResolved-received", {**params, "received": d.get("received")}
        return "PaydayResolved-even", params
    if kind == "CubeReturned":
        return kind, {"cube": d.get("cube")}
    if kind == "HiringStarted":
        return kind, {"boxes": [box_of(item) for item in d.get("items") or []]}
    if kind == "CubesHired":
        take = [t for t in d.get("take") or [] if isinstance(t, dict)]
        hired = [t.get("cube") for t in take if t.get("from_seat") is None]
        stolen = [t for t in take if t.get("from_seat") is not None]
        if not stolen:
            return kind, {"cubes": hired, "box": box_of(d.get("item"))}
        params = {"box": box_of(d.get("item")), "stolen": [t.get("cube") for t in stolen],
                  "victim_seat": [t.get("from_seat") for t in stolen]}
        return ("CubesHired-steal", {**params, "cubes": hired}) if hired else ("CubesHired-steal-only", params)
    if kind == "HiringDeclined":
        key = "HiringDeclined-none-available" if d.get("reason") == "none-available" else kind
        return key, {"box": box_of(d.get("item"))}
    if kind == "ProgressStarted":
        return kind, {"points": d.get("points")}
    if kind == "CardFlipped":
        return kind, {"card": d.get("card"), "tier": tier_of(d.get("tier")), "track": track_of(d.get("track"))}
    if kind == "PawnAdvanced":
        return ("PawnAdvanced-forced" if d.get("forced") else kind), {
            "track": track_of(d.get("track")), "to": d.get("to"), "card": d.get("card"),
            "needs": team_list(d.get("requirement"))}
    if kind == "ProgressEnded":
        return ("ProgressEnded-no-move-left" if d.get("reason") == "no-move-left" else kind), {}
    if kind == "PhaseSkipped":
        return kind, {"phase": d.get("phase")}
    if kind == "PhaseEnded":
        return kind, {"phase": d.get("phase")}
    if kind == "TurnEnded":
        return kind, {"turn": d.get("turn")}
    if kind == "GameEnded":
        ranking = [list(group) for group in d.get("ranking") or [] if isinstance(group, list | tuple)]
        first = ranking[0] if ranking else []
        scores = d.get("scores") if isinstance(d.get("scores"), dict) else {}
        total = {s: (scores.get(str(s)) or {}).get("total") for group in ranking for s in group}
        key = "GameEnded-turn-limit" if d.get("reason") == "turn-limit" else kind
        each = {}
        for n, s in enumerate((s for group in ranking for s in group), 1):
            each |= {f"score_{n}_seat": s, f"score_{n}": total[s]}
        return key + ("-shared" if len(first) > 1 else ""), {
            "first_seat": first, "points": total.get(first[0]) if first else None, **each}
    return "", {}


# ---------------------------------------------------------------- moves not offered, and why

UNAVAILABLE_LABELS: dict[str, str] = {
    "troubleshoot": "Use a {specialist} to give a die a new result",
    "troubleshoot-die": "Use a {specialist} to give {die} a new result",
    "consult": "Use a {specialist} to bring the out-of-play {die} into play",
    "consult-any": "Use a {specialist} to bring an out-of-play die into play",
    "choose-phase": "Choose the {phase} phase",
    "hire-part": "Hire with {box}: take only some of its cubes",
    "hire-cube": "Hire with {box}: take a {cube}",
    "hire-steal": "Hire with {box}: steal a {cube}",
    "advance-end": "Advance your {track} pawn",
    "advance-to": "Advance your {track} pawn to level {to}",
}
REASONS: dict[str, str] = {
    "die-taken": "that die was already drafted this round",
    # 'If a player already has a wink in a row, he may not take a die of that color.'
    "row-taken": "you already have a wink in that row, on {space}: only one wink is permitted per row",
    "black-full": "you already have a wink in the black row, on {space}: only one wink is permitted per row",
    # 'is allowed to put up to two winks on different spaces in the black (phases) row'
    "black-full-two": "you already have {count} winks in the black row, the most a two-player game allows",
    "black-space-taken": "your other black wink is already on {space}: two black winks go on different spaces",
    "not-your-draft": "it is not your draft yet: before another player's draft you may only use a Troubleshooter "
                      "or Consultant",
    # 'Of these he drafts one die for their use.'
    "must-draft": "you must draft a die: you can take {count} of the dice on the table",
    # 'players may use each of their specialists at most once per game turn'
    "specialist-used": "you have used every {specialist} you hold this game turn ({used} of {held}): each specialist "
                       "works at most once per game turn",
    "die-allocated": "Troubleshooters can choose a new result only for an unallocated die; this one was drafted",
    "no-die-out-of-play": "{first} and {second} are both in play already: a Consultant uses an out-of-play (not "
                          "rolled) die",
    "no-wink-on-phase": "you have no wink on {space}: you choose a phase under one of your black-row winks",
    # 'whenever there are no specialist cubes of any kind in the supply, a player ... may instead steal one'
    "specialist-supply-empty": "the supply has no {cube} left; you may steal a specialist only when the supply has "
                               "no specialist of any kind (it still has {left})",
    "none-anywhere": "the supply has no {cube} and no other player has one to steal",
    "none-to-steal": "no other player has a {cube} to steal",
    # 'taking any cubes using a box requires taking all of the cubes specified by the box'
    "all-or-nothing": "a box's cubes are taken all or none: {box} gives {count} cubes",
    "track-complete": "your {track} pawn is at the end of its track (level {last})",
    # 'When a player has the ability to move forward into a space for which the card is face down, the player may
    # decide to turn the card face up.'
    "card-face-down": "level {level} is on the face-down {tier} card: turn it face up first",
    # 'Doing so requires having sufficient teams available to match the requirement of the level. A team allocated
    # to a level still works for a subsequent level, but is not available for other tracks on the same game turn.'
    "teams-lacking": "level {level} needs {needs}; with the teams already at work on your tracks this game turn you "
                     "would need {total} and you have {have}",
}


def unavailable_label(key: str, params: dict[str, Any]) -> str:
    return texts.render(UNAVAILABLE_LABELS[key], params, NAMES)


def reason(key: str, **params: Any) -> str:
    """A reason in the rulebook's words, components shown by name (it names no seat)."""
    return texts.render(REASONS[key], params, NAMES)


def teams_text(counts: dict[str, int], generalists: dict[str, int] | None = None) -> str:
    """"2 white, 1 blue and 0 red teams" (plus any Generalists held)."""
    text = ", ".join(f"{counts.get(t, 0)} {t}" for t in data.TEAMS[:-1]) + f" and {counts.get('red', 0)} red teams"
    held = [f"{n} {NAMES[k]}" for k, n in (generalists or {}).items() if n]
    return text + (" plus " + " and ".join(held) if held else "")


def need_text(counts: dict[str, int]) -> str:
    """A level's requirement by cube colour: "2 white + 1 blue teams"."""
    return " + ".join(f"{n} {t}" for t, n in counts.items() if n) + (" team" if sum(counts.values()) == 1 else " teams")


# ---------------------------------------------------------------- the score sheet

SCORE_LABELS: dict[str, str] = {"at_end": "Pawns at the end of a track (first tie-break)", "total": "Total"}
TRACK_ROW = "level {level} of {last}, {points} points"
TRACK_ROW_ONE = "level {level} of {last}, 1 point"
TRACK_ROW_START = "at Start, 0 points"
NOT_SCORED = "not scored"


def score_sheet(scores: dict[str, Any]) -> list[dict[str, Any]]:
    """Rows of one seat's score: each track's pawn and points, the pawns at a track's end, the total."""
    pawns, points = scores.get("pawns"), scores.get("points")
    rows = []
    if isinstance(pawns, list) and isinstance(points, list):
        for name, level, value in zip(data.TRACKS, pawns, points, strict=False):
            row = TRACK_ROW_START if level == 0 else TRACK_ROW_ONE if value == 1 else TRACK_ROW
            shown = row.format(level=level, last=data.TRACK_LENGTH, points=value)
            rows.append(texts.score_row(name, shown))
    if "at_end" in scores:
        rows.append(texts.score_row(SCORE_LABELS["at_end"], scores["at_end"]))
    total = scores.get("total")
    rows.append(texts.score_row(SCORE_LABELS["total"], NOT_SCORED if total is None else total))
    return rows
