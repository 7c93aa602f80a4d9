"""Inventing the Future in words: each legal move's label and each event's game-log summary.

Every English template of the game is here (``LABELS``, ``SUMMARIES``); params hold catalogue ids and seats, shown
by ``games.texts``. Rolled dice are named by position in the throw: the five dice of one of each colour come first
(die 1 of their colour), then the extra die and any Consultant's die (die 2 of theirs, the only other one).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games import texts
from games.frozen.inventing_the_future_v1 import catalogue, data

NAMES: dict[str, str] = {c["id"]: c["name"] for c in catalogue.COMPONENTS}
MARKER = "start-player-marker"

LABELS: dict[str, str] = {
    # 'The start player takes in hand one die of each color, adds to them one more die of their choice and rolls'
    "roll": "Roll one die of each colour plus {die} as the extra die of your choice",
    "draft": "Draft {die} showing {value} and place a wink on {space}",
    # 'Choices 5 and 6 of the black row are essentially wild cards'
    "draft-wild": "Draft {die} showing {value} (wild) and place a wink on {space}",
    "pass-draft": "Pass: draft no die this round",
    # 'Troubleshooters can choose a new result for one unallocated die.'
    "troubleshoot": "Use a {specialist} to turn {die} from {old} to {value}",
    # 'Consultants can use an out of play (i.e. not rolled) die, freely choosing its result.'
    "consult": "Use a {specialist} to bring the out-of-play {die} into play showing {value}",
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
COUNT_OF = "{count} × "
CUBE_FROM_SUPPLY = "{cube} from the supply"
CUBE_STOLEN = "{cube} stolen from {from_seat}"

SUMMARIES: dict[str, str] = {
    "GameStarted": "The game began for {players} players: each took ${coins} billion and {winks} winks, put a cube "
                   "on {income} of both income tracks and a pawn at the start of the {tracks} tracks.",
    "DevelopmentCardsDealt": "The development cards were shuffled: one card of each tier ({tiers}) lies face down on "
                             "every track and {unused} stay unseen in the box.",
    "ResearchTeamsPlaced": "Each player placed a {cube} in box {box} of the white track.",
    "StartPlayerChosen": "{seat} became the start player and took the {marker}.",
    "TurnStarted": "Game turn {turn} began; {start_seat} holds the {marker}.",
    "DiceRolled": "{seat} rolled the dice for round {round} with {extra} as the extra die: {dice} showing {values}.",
    "DieDrafted": "{seat} drafted {die} showing {value} and placed a wink on {space}.",
    "DraftSkipped": "{seat} passed and drafted no die this round.",
    # 'If this rule leaves no dice available, the player simply does not place a wink on that round.'
    "DraftSkipped-no-die": "{seat} had no die available and placed no wink this round.",
    "DieReset": "{seat} used a {specialist} to turn {die} from {old} to {value}.",
    "DieAdded": "{seat} used a {specialist} to bring the out-of-play {die} into play showing {value}.",
    "RoundEnded": "Round {round} of the Dice Allocation Phase ended; {next_seat} rolls next.",
    "AllocationEnded": "The Dice Allocation Phase ended; the phases are chosen in the order {chooser_seat}.",
    "PhaseChoicePassed": "{seat} had no wink in the black row and chose no phase.",
    # 'other players having winks on this same box remove theirs from their boards'
    "PhaseChosen": "{seat} chose the {phase} phase with the wink on {space}; the winks on that box were removed "
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
    "FundingApplied": "{seat} raised their income with the wink on {space}: public income {public_to}, private "
                      "income {private_to}.",
    "FundingApplied-cash": "{seat} took ${cash} billion in cash with the wink on {space}.",
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
    "CardFlipped": "{seat} turned face up {card}, the {tier} card of the {track} track.",
    "PawnAdvanced": "{seat} advanced their {track} pawn to level {to} on {card} (needs {needs}).",
    # 'if a player has turned a card face up and has sufficient teams to advance on that card, the player must'
    "PawnAdvanced-forced": "{seat} had to advance their {track} pawn onto {card}, to level {to} (needs {needs}).",
    "ProgressEnded": "{seat} stopped advancing their pawns.",
    "ProgressEnded-no-move-left": "{seat} could advance no further this phase.",
    "PhaseSkipped": "{seat} had nothing to do in the {phase} phase.",
    "PhaseEnded": "The {phase} phase ended.",
    "TurnEnded": "Game turn {turn} ended.",
    # 'At the end of the game turn in which at least one pawn has reached the end of each of the three tracks'
    "GameEnded": "The game ended with a pawn at the end of every track: {first_seat} won with {points} points.",
    "GameEnded-turn-limit": "The game ended at the turn limit: {first_seat} won with {points} points.",
}


# ---------------------------------------------------------------- catalogue ids of positional things


def die_id(colour: Any, index: Any) -> str | None:
    """The catalogue die at ``index`` of a throw: the first five are one of each colour, the rest the second die of
    their colour (the extra die, or a Consultant's out-of-play die)."""
    if colour not in data.DIE_COLOURS or not isinstance(index, int):
        return None
    return f"die-{colour}-{1 if index < len(data.DIE_COLOURS) else 2}"


def space_of(row: Any, column: Any) -> str | None:
    space = catalogue.space_id(row, column)
    return space if space in NAMES else None


def track_of(index: Any) -> str | None:
    return catalogue.track_id(index) if isinstance(index, int) and 0 <= index < len(data.TRACKS) else None


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


def _throw(view: dict[str, Any]) -> list[dict[str, Any]]:
    return (view.get("allocation") or {}).get("dice") or []


def _die_at(view: dict[str, Any], index: Any) -> tuple[str | None, dict[str, Any]]:
    dice = _throw(view)
    die = dice[index] if isinstance(index, int) and 0 <= index < len(dice) else {}
    return die_id(die.get("colour"), index), die


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
        die = die_id(move.get("extra"), len(data.DIE_COLOURS))
        return _label("roll", {"die": die}, [die])
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
        die = die_id(move.get("colour"), len(data.DIE_COLOURS))
        return _label("consult", {"specialist": "consultant", "die": die, "value": move.get("value")},
                      ["consultant", die])
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


def _progress_move(view: dict[str, Any], seat: int, kind: str, index: Any) -> dict[str, Any]:
    track = track_of(index)
    shown = next((t for t in view.get("tracks") or [] if t.get("track") == index), {})
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
    template = SUMMARIES[key]
    if "{seat}" in template:
        params = {"seat": seat, **params}
    return template, params


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
        return kind, {"round": d.get("round"), "extra": die_id(d.get("extra"), len(data.DIE_COLOURS)),
                      "dice": [die_id(x.get("colour"), i) for i, x in enumerate(dice)],
                      "values": [x.get("value") for x in dice]}
    if kind == "DieDrafted":
        return kind, {"die": die_id(d.get("colour"), d.get("die")), "value": d.get("value"),
                      "space": space_of(d.get("colour"), d.get("space"))}
    if kind == "DraftSkipped":
        return ("DraftSkipped-no-die" if d.get("reason") == "no-die" else kind), {}
    if kind == "DieReset":
        return kind, {"specialist": "troubleshooter", "die": die_id(d.get("colour"), d.get("die")),
                      "old": d.get("old"), "value": d.get("value")}
    if kind == "DieAdded":
        return kind, {"specialist": "consultant", "die": die_id(d.get("colour"), len(data.DIE_COLOURS)),
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
        first = list((d.get("ranking") or [[]])[0] or [])
        score = (d.get("scores") or {}).get(str(first[0]), {}) if first else {}
        key = "GameEnded-turn-limit" if d.get("reason") == "turn-limit" else kind
        return key, {"first_seat": first, "points": score.get("total")}
    return "", {}
