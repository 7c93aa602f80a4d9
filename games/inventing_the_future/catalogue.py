"""The component catalogue of Inventing the Future, built once from the facts in ``data.py``.

English lives only in this module: ``TEMPLATES`` (one sentence per kind), ``PHRASES`` (the fragments a template
is filled with) and the names below, so that another language needs new tables here and nothing in the rules.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.inventing_the_future import data
from games.inventing_the_future.rules import kinds_of

TEMPLATES: dict[str, str] = {
    "die": "One of the {dice_of_colour} {colour} dice, showing {faces_text}: its number picks the space of the "
           "{colour} row of your board where your wink goes.",
    "phase-space": "Black row, space {column}: a wink here lets you choose the {phase_name} phase.",
    "wild-space": "Black row, space {column}: wild; the wink goes on any black space {wild_range} instead.",
    "income-space": "{row_name} row, space {column} (Funding): raise your {income} income by {amount}.",
    "cash-space": "{row_name} row, space {column} (Funding): take ${cash} billion in coins.",
    "hiring-space": "{row_name} row, space {column} (Hiring): take {cubes_text} from the supply, all or none.",
    "steal-space": "{row_name} row, space {column} (Hiring, hand icon): steal {cubes_text} from another player.",
    "progress-space": "{row_name} row, space {column} (Progress): your pawns may climb {levels} more level(s) "
                      "this game turn.",
    "phase": "The {name} phase, chosen on black space {space}; the player who chose it first receives "
             "{bonus_text}.",
    "team": "A {role} team cube ({colour}), {count} in the game: it meets a development card's {colour} "
            "requirement.",
    "specialist": "{name} ({colour} specialist cube, {count} in the game): {power_text}; usable "
                  "{uses_per_turn} time(s) each game turn.",
    "cube-choice": "A multicoloured cube printed on the board or named by a bonus: take {choices_text}.",
    "income-track": "The {name}, {min} to {max}: your green cube starts on {start}; your income is the lesser "
                    "of your public and private income.",
    "track": "The {name} development track: from Start on its face-up title card a pawn climbs {length} levels "
             "over one face-down card of each tier ({tiers_text}).",
    "tier": "Tier {id}: {count} development cards, shuffled; one lies face down on each track (levels "
            "{first_position}-{last_position}) and {in_box} stay unseen in the box.",
    "development-card": "Development card {id} of tier {tier}: its levels, bottom to top, need the teams "
                        "{levels_text}.",
    "scoring-track": "The scoring track: a pawn at level 0 to {last_position} scores {points_text} points.",
    "wink": "A transparent wink that marks a chosen board space: {per_player} per player ({per_player_two} "
            "in a two-player game), {count} in the game.",
    "pawn": "A player's pawn, one on each development track: {per_player} per player, {count} in the game.",
    "income-cube": "A small green income cube, one on each income track: {per_player} per player, {count} in "
                   "the game.",
    "coins": "Coins worth ${total} billion in all (not countermix limited); each player starts with ${start} "
             "billion.",
    "player-board": "A player board: a matrix of {rows} coloured rows by {columns} numbered columns; {count} "
                    "in the game.",
    "start-player-marker": "The start player marker: its holder rolls first; it passes left after each game "
                           "turn.",
}

PHRASES: dict[str, str] = {
    "and": " and ",
    "or": " or ",
    "list": ", ",
    "plus": " + ",
    "next-level": ", then ",
    "none": "nothing",
    "count-of": "{count} × {name}",
    "team-requirement": "{count} {team}",
    "one-of": "one {choices} of your choice",
    "bonus-coins": "${coins} billion in coins",
    "bonus-cube": "a {choice} cube of their choice",
    "reset-die": "choose a new result for one unallocated die in the Dice Allocation Phase",
    "add-die": "add an out-of-play (not rolled) die of your choice at a result of your choice in the Dice "
               "Allocation Phase",
    "raise-income": "raise public or private income by {amount} in the Funding phase, wink or not",
    "hire-team": "take {amount} team of your choice in the Hiring phase, wink or not",
    "stand-in": "stand for one {teams} team in the Progress phase",
}

_ROW_NAMES = {"black": "Black", "green": "Green", "white": "White", "blue": "Blue", "red": "Red"}
_SPECIALIST_NAMES = {
    "troubleshooter": "Troubleshooter", "consultant": "Consultant", "rainmaker": "Rainmaker",
    "recruiter": "Recruiter", "generalist-wb": "Generalist (white or blue)",
    "generalist-br": "Generalist (blue or red)",
}
_CHOICE_NAMES = {"team": "Any team", "specialist": "Any specialist", "any": "Any team or specialist"}
# What a board space does, in a few words after its row and column: "Green 3 (take $3 billion)".
SPACE_EFFECTS: dict[str, str] = {
    "phase-space": "choose {phase_name}",
    "wild-space": "wild: any of black {wild_range}",
    "income-space": "+{amount} {income} income",
    "cash-space": "take ${cash} billion",
    "hiring-space": "hire {cubes_short}",
    "steal-space": "steal {cubes_short}",
    "progress-space": "+{levels} progress",
}
_SHORT_CUBES = {"team": "any team", "specialist": "any specialist", "any": "any team or specialist"}


def _join(items: list[str], word: str = "and") -> str:
    if len(items) <= 1:
        return "".join(items) or PHRASES["none"]
    return PHRASES["list"].join(items[:-1]) + PHRASES[word] + items[-1]


def _component(kind: str, id_: str, name: str, fields: dict[str, Any], **words: Any) -> dict[str, Any]:
    """One entry: its text is the kind's template filled from its fields and the given words."""
    text = TEMPLATES[kind].format(id=id_, name=name, **fields, **words)
    return {"id": id_, "kind": kind, "name": name, "text": text, **fields}


def space_id(row: str, column: int) -> str:
    """A player-board space's id: its row (the die colour) and column (the die number), e.g. "green-3"."""
    return f"{row}-{column}"


def track_id(index: int) -> str:
    """A development track's id: its title as a slug, e.g. "flying-car"."""
    return data.TRACK_IDS[index]


def _cube_name(kind: str) -> str:
    if kind in data.TEAMS:
        return f"{data.TEAM_ROLES[kind].capitalize()} team"
    return _SPECIALIST_NAMES.get(kind) or _CHOICE_NAMES[kind]


def _cubes_text(cubes: list[str]) -> str:
    counts = Counter(cubes)
    return _join([PHRASES["count-of"].format(count=n, name=_cube_name(k)) for k, n in counts.items()])


def _teams_text(need: dict[str, int]) -> str:
    return PHRASES["plus"].join(PHRASES["team-requirement"].format(count=n, team=t) for t, n in need.items() if n)


def _die_name(colour: str, n: int) -> str:
    """"Black die" for a colour's first die, "Second black die" for its other one (the extra or a Consultant's)."""
    return f"{_ROW_NAMES[colour]} die" if n == 1 else f"Second {colour} die"


def _cubes_short(cubes: list[str]) -> str:
    """A box's cubes in a few words: "2 research teams", "any specialist"."""
    counts = Counter(cubes)
    parts = []
    for k, n in counts.items():
        if k in data.TEAMS:
            parts.append(f"{n} {data.TEAM_ROLES[k]} team{'s' if n > 1 else ''}")
        else:
            parts.append(_SHORT_CUBES[k] if n == 1 else f"{n} × {_SHORT_CUBES[k]}")
    return _join(parts)


def _dice() -> list[dict[str, Any]]:
    faces = list(data.DIE_FACES)
    return [
        _component("die", data.die_id(colour, n), _die_name(colour, n),
                   {"colour": colour, "faces": faces, "row": colour, "dice_of_colour": data.DICE_PER_COLOUR},
                   faces_text=_join([str(f) for f in faces]))
        for colour in data.DIE_COLOURS for n in range(1, data.DICE_PER_COLOUR + 1)
    ]


def _neighbours(r: int, c: int) -> list[str]:
    rows, columns = data.DIE_COLOURS, len(data.DIE_FACES)
    cells = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
    return [space_id(rows[i], j) for i, j in cells if 0 <= i < len(rows) and 1 <= j <= columns]


def _space_kind(box: dict[str, Any]) -> str:
    if box["kind"] == "funding":
        return "cash-space" if box["cash"] else "income-space"
    if box["kind"] == "hire":
        return "steal-space" if box["steal"] else "hiring-space"
    return {"phase": "phase-space", "wild": "wild-space", "progress": "progress-space"}[box["kind"]]


WILD_RANGE = f"{min(data.PHASE_OF_SPACE)}-{max(data.PHASE_OF_SPACE)}"  # the black spaces a wild one stands for


def _income(box: dict[str, Any]) -> dict[str, Any]:
    income = "public" if box["public"] else "private"
    return {"income": income, "amount": box[income]}


def space_effect(row: str, column: int) -> str:
    """What the board space at ``row``, ``column`` does, in a few words: "take $3 billion"."""
    box = data.instruction(row, column)
    kind = _space_kind(box)
    return SPACE_EFFECTS[kind].format(**box, **(_income(box) if kind == "income-space" else {}),
                                      wild_range=WILD_RANGE, phase_name=box.get("phase", "").capitalize(),
                                      cubes_short=_cubes_short(box.get("cubes", [])))


def _board_spaces() -> list[dict[str, Any]]:
    phase_of_box = {kind: phase for phase, kind in data.PHASE_BOXES.items() if kind}
    out = []
    for r, row in enumerate(data.DIE_COLOURS):
        for column in data.DIE_FACES:
            box = data.instruction(row, column)
            kind = _space_kind(box)
            fields = {
                "row": row, "column": column, "coordinates": {"row": r, "column": column},
                "neighbours": _neighbours(r, column), "die": {"colour": row, "value": column},
                "resolved_in": phase_of_box.get(box["kind"]),
                **{k: list(v) if isinstance(v, list) else v for k, v in box.items() if k != "kind"},
            }
            if kind == "income-space":
                fields |= _income(box)
            words = {
                "row_name": _ROW_NAMES[row], "wild_range": WILD_RANGE,
                "phase_name": box.get("phase", "").capitalize(), "cubes_text": _cubes_text(box.get("cubes", [])),
            }
            name = f"{_ROW_NAMES[row]} {column} ({space_effect(row, column)})"
            out.append(_component(kind, space_id(row, column), name, fields, **words))
    return out


def _phases() -> list[dict[str, Any]]:
    out = []
    for phase in data.PHASES:
        bonus = data.BONUS[phase]
        fields: dict[str, Any] = {
            "space": data.SPACE_OF_PHASE[phase], "bonus": bonus,
            "boxes": [space_id(row, c) for row in data.DIE_COLOURS for c in data.DIE_FACES
                      if data.PHASE_BOXES[phase] and data.instruction(row, c)["kind"] == data.PHASE_BOXES[phase]],
            "specialists": [k for k, p in data.SPECIALIST_POWERS.items() if p["phase"] == phase],
        }
        if bonus == "coins":
            fields["bonus_coins"] = data.PAYDAY_BONUS
            bonus_text = PHRASES["bonus-coins"].format(coins=data.PAYDAY_BONUS)
        else:
            bonus_text = PHRASES["bonus-cube"].format(choice=_CHOICE_NAMES[bonus].removeprefix("Any ").lower())
        out.append(_component("phase", phase, phase.capitalize(), fields, bonus_text=bonus_text))
    return out


def _cubes() -> list[dict[str, Any]]:
    out = [
        _component("team", team, _cube_name(team),
                   {"colour": team, "role": data.TEAM_ROLES[team], "count": data.CUBE_TOTALS[team]})
        for team in data.TEAMS
    ]
    for kind in data.SPECIALISTS:
        power = dict(data.SPECIALIST_POWERS[kind])
        if "teams" in power:
            power["teams"] = list(power["teams"])
        power_text = PHRASES[power["power"]].format(
            amount=power.get("amount"), teams=_join(power.get("teams", []), "or"))
        fields = {"colour": data.SPECIALIST_COLOURS[kind], "count": data.CUBE_TOTALS[kind],
                  "uses_per_turn": data.SPECIALIST_USES_PER_TURN, **power}
        out.append(_component("specialist", kind, _cube_name(kind), fields, power_text=power_text))
    specs = {c for row in data.BOARD.values() for box in row for c in box.get("cubes", [])}
    specs |= {b for b in data.BONUS.values() if b != "coins"}
    for spec in sorted(specs - set(data.CUBE_KINDS)):
        choices = list(kinds_of(spec))
        out.append(_component("cube-choice", spec, _CHOICE_NAMES[spec], {"choices": choices},
                              choices_text=PHRASES["one-of"].format(
                                  choices=_join([_cube_name(c) for c in choices], "or"))))
    return out


def _income_tracks() -> list[dict[str, Any]]:
    cells = list(range(data.INCOME_MIN, data.INCOME_MAX + 1))
    return [
        _component("income-track", income, f"{income.capitalize()} income track",
                   {"min": data.INCOME_MIN, "max": data.INCOME_MAX, "start": data.START_INCOME, "cells": cells})
        for income in data.INCOME_TRACKS
    ]


def _track_cells() -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = [{"position": 0, "space": "start", "points": data.SCORE[0]}]
    for p in range(1, data.TRACK_LENGTH + 1):
        cells.append({"position": p, "tier": data.TIERS[(p - 1) // data.LEVELS_PER_CARD],
                      "level_on_card": (p - 1) % data.LEVELS_PER_CARD + 1, "points": data.SCORE[p]})
    return cells


def _tracks() -> list[dict[str, Any]]:
    return [
        _component("track", track_id(t), name,
                   {"index": t, "title_card": data.TITLE_CARDS[t], "length": data.TRACK_LENGTH,
                    "tiers": list(data.TIERS), "cells": _track_cells()},
                   tiers_text=PHRASES["list"].join(data.TIERS))
        for t, name in enumerate(data.TRACKS)
    ]


def _tiers() -> list[dict[str, Any]]:
    out = []
    for k, tier in enumerate(data.TIERS):
        cards = list(data.CARDS_OF_TIER[tier])
        first = k * data.LEVELS_PER_CARD + 1
        out.append(_component("tier", tier, f"Tier {tier} (levels {first}-{first + data.LEVELS_PER_CARD - 1})", {
            "order": k + 1, "cards": cards, "count": len(cards), "per_track": 1,
            "in_box": len(cards) - len(data.TRACKS), "first_position": first,
            "last_position": first + data.LEVELS_PER_CARD - 1,
        }))
    return out


def _development_cards() -> list[dict[str, Any]]:
    out = []
    for card in data.DEV_CARDS:
        levels = [{"level": k + 1, "requirement": data.requirement(card, k)} for k in range(data.LEVELS_PER_CARD)]
        levels_text = PHRASES["next-level"].join(_teams_text(lv["requirement"]) for lv in levels)
        name = f"{card.split('-')[0]} card needing " + ", then ".join(_need_short(lv["requirement"]) for lv in levels)
        out.append(_component("development-card", card, name,
                              {"tier": card.split("-")[0], "levels": levels}, levels_text=levels_text))
    return out


def _need_short(need: dict[str, int]) -> str:
    """A level's teams by cube colour: "2 white + blue"."""
    return " + ".join(f"{n} {t}" if n > 1 else t for t, n in need.items() if n)


def _scoring_track() -> dict[str, Any]:
    points = list(data.SCORE)
    return _component("scoring-track", "scoring-track", "Scoring track", {
        "points": points, "last_position": data.TRACK_LENGTH,
        "cells": [{"position": p, "points": v} for p, v in enumerate(points)],
    }, points_text=PHRASES["list"].join(str(v) for v in points))


def _pieces() -> list[dict[str, Any]]:
    players = data.MAX_PLAYERS
    return [
        _component("wink", "wink", "Wink", {
            "per_player": data.WINKS, "per_player_two": data.WINKS_TWO_PLAYERS,
            "count": players * max(data.WINKS, data.WINKS_TWO_PLAYERS)}),
        _component("pawn", "pawn", "Pawn", {
            "per_player": data.PAWNS_PER_PLAYER, "count": players * data.PAWNS_PER_PLAYER}),
        _component("income-cube", "income-cube", "Income cube", {
            "per_player": data.INCOME_CUBES_PER_PLAYER, "count": players * data.INCOME_CUBES_PER_PLAYER,
            "tracks": list(data.INCOME_TRACKS)}),
        _component("coins", "coins", "Coins", {"total": data.TOTAL_COINS, "start": data.START_COINS}),
        _component("player-board", "player-board", "Player board", {
            "count": players, "rows": len(data.DIE_COLOURS), "columns": len(data.DIE_FACES),
            "row_colours": list(data.DIE_COLOURS),
            "spaces": [space_id(row, c) for row in data.DIE_COLOURS for c in data.DIE_FACES]}),
        _component("start-player-marker", "start-player-marker", "Start player marker", {"count": 1}),
    ]


def _build() -> list[dict[str, Any]]:
    return [
        *_dice(), *_board_spaces(), *_phases(), *_cubes(), *_income_tracks(), *_tracks(), *_tiers(),
        *_development_cards(), _scoring_track(), *_pieces(),
    ]


COMPONENTS: list[dict[str, Any]] = _build()


def components() -> list[dict[str, Any]]:
    """The catalogue (the same list on every call)."""
    return COMPONENTS
