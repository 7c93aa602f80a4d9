"""Inventing the Future's table in a few lines (``Game.digest``), read only from a view (every viewer sees the same
table: only the face-down development cards are hidden, from everyone): the game turn and who is awaited, each
player's board, the dice to draft or the phase being resolved, the three tracks, the supply and the bank, the
printed board. Dice, spaces, cubes, tracks and cards are params (catalogue ids, shown by name)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.inventing_the_future.catalogue import space_effect
from games.inventing_the_future.data import MAX_TURNS, ROUNDS
from games.inventing_the_future.texts import box_of, space_of
from games.lines import Line, joined, ranked

STAGES: dict[str, str] = {
    "setup": "setting up",
    "allocation": "Dice Allocation Phase",
    "resolution": "Table Resolution Phase",
    "between": "between two game turns",
    "over": "the game is over",
}
AWAITING: dict[str, str] = {
    "roll": "roll the dice",
    "draft": "draft a die",
    "react": "decide whether to use a Troubleshooter or Consultant before the next draft",
    "choose-phase": "choose a phase with a black-row wink",
    "bonus": "take the chosen phase's bonus",
    "rainmaker": "use their Rainmakers",
    "return-cube": "return teams or specialists for the Payday they could not pay",
    "hire": "hire",
    "progress": "advance their pawns",
}
WINK_ROWS = ("green", "white", "blue", "red")  # one wink each at most; the black row may hold more


def _counted(counts: Mapping[str, Any]) -> Line:
    """``{"white": 2, "rainmaker": 1}`` → "2 × Research team, 1 × Rainmaker" (none: "none")."""
    parts = [("{n} × {cube}", {"n": n, "cube": cube}) for cube, n in counts.items() if n]
    return joined(parts, sep=", ") if parts else ("none", {})


def _winks(winks: Mapping[str, Any]) -> list[str | None]:
    spaces = [space_of("black", c) for c in winks.get("black") or []]
    return spaces + [space_of(row, winks[row]) for row in WINK_ROWS if winks.get(row) is not None]


def _player_line(p: Mapping[str, Any], you: bool) -> Line:
    income = p.get("income") or {}
    parts: list[Line] = [
        ("${coins} billion; income public {public}, private {private} (level {level})",
         {"coins": p.get("coins"), "public": income.get("public"), "private": income.get("private"),
          "level": p.get("income_level")}),
        joined([_counted(p.get("cubes") or {})], head=f"staff {p.get('staff')}: "),
        ("winks on {winks}", {"winks": _winks(p.get("winks") or {})}) if _winks(p.get("winks") or {})
        else ("no wink placed", {}),
    ]
    used = {kind: n for kind, n in (p.get("specialists_used") or {}).items() if n}
    if used:
        parts.append(joined([_counted(used)], head="used this turn: "))
    score = p.get("score") or {}
    parts.append(("score {total}" + ("; pawns at a track's end: {at_end}" if score.get("at_end") else ""),
                  {"total": score.get("total"), "at_end": score.get("at_end")}))
    if p.get("start_player"):
        parts.append(("start player", {}))
    template, params = joined(parts)
    return "{seat}" + (" (you)" if you else "") + ": " + template + ".", {**params, "seat": p.get("seat")}


def _turn_line(view: Mapping[str, Any]) -> Line:
    stage = view.get("stage")
    words = STAGES.get(stage, str(stage))
    params: dict[str, Any] = {"turn": view.get("turn"), "last": MAX_TURNS}
    allocation = view.get("allocation") or {}
    if allocation:
        words += ", round {round} of {rounds}"
        params.update(round=allocation.get("round"), rounds=ROUNDS)
    template = "Game turn {turn} (the game ends at the latest after turn {last}), " + words
    to_act = view.get("to_act") or []
    if to_act:
        template += "; {actor_seat} to " + AWAITING.get(view.get("awaiting"), "act")
        params["actor_seat"] = to_act[0]
    return template + ".", params


def _in_order(words: str, order: list[Any], index: int, next_words: str) -> Line:
    """"Draft order: Ann, Bob, Cat; next to draft: Bob"."""
    template, params = words + ": {order_seat}", {"order_seat": list(order)}
    if index < len(order):
        template += "; " + next_words + ": {next_seat}"
        params["next_seat"] = order[index]
    return template, params


def _die_part(die: Mapping[str, Any]) -> Line:
    """"White die 3 → White 3 (hire any team), taken by Bob"."""
    params: dict[str, Any] = {"die": die.get("id"), "value": die.get("value"),
                              "space": space_of(die.get("colour"), die.get("value"))}
    template = "{die} {value} → {space}" + (" (added by a Consultant)" if die.get("added") else "")
    if die.get("taken") is not None:
        template += ", taken by {taker_seat}"
        params["taker_seat"] = die["taken"]
    return template, params


def _allocation_lines(a: Mapping[str, Any]) -> list[Line]:
    dice, order, pos = a.get("dice"), a.get("order") or [], a.get("pos") or 0
    if dice is None:
        return [("Round {round}: {roller_seat} rolls the dice.",
                 {"round": a.get("round"), "roller_seat": a.get("roller")})]
    lines = [joined([_die_part(d) for d in dice], head="Dice: ")]
    template, params = _in_order("Draft order", order, pos, "next to draft")
    if a.get("window"):
        template += "; before that draft, {window_seat} may still use Troubleshooters or Consultants, in that order"
        params["window_seat"] = list(a["window"])
    lines.append((template + " (rolled by {roller_seat}).", {**params, "roller_seat": a.get("roller")}))
    return lines


def _task_part(task: Mapping[str, Any]) -> Line:
    kind = task.get("kind")
    if kind == "rainmaker":
        return "{left} Rainmaker use(s) left", {"left": task.get("left")}
    if kind == "return":
        return "{owed} team(s) or specialist(s) still to return", {"owed": task.get("owed")}
    if kind == "hire":
        boxes = [box_of(item) for item in task.get("items") or []]
        return "hirings left, this one first: {boxes}", {"boxes": [b for b in boxes if b]}
    if kind == "progress":
        assigned = []
        for track, teams in zip(("flying-car", "teleportation", "time-travel"), task.get("alloc") or [], strict=False):
            if any(teams):
                assigned.append(("{track} {white} white, {blue} blue, {red} red",
                                 dict(zip(("white", "blue", "red"), teams, strict=False), track=track)))
        line = joined(assigned, sep=", ", head="; teams assigned: ") if assigned else ("", {})
        return "{points} level(s) left to advance" + line[0], {"points": task.get("points"), **line[1]}
    return "", {}


def _resolution_lines(r: Mapping[str, Any]) -> list[Line]:
    choosers, ci = r.get("choosers") or [], r.get("ci") or 0
    template, params = _in_order("Phase choice order", choosers, ci, "next to choose")
    if r.get("resolved"):
        template += "; resolved this turn: {resolved}"
        params["resolved"] = list(r["resolved"])
    lines = [(template + ".", params)]
    if r.get("phase"):
        template = "Now the {phase} phase" + (", automatic" if r.get("automatic") else "")
        params = {"phase": r["phase"]}
        if r.get("chooser") is not None:
            template += ", chosen by {chooser_seat}" + (" (their bonus still to take)" if r.get("bonus") else "")
            params["chooser_seat"] = r["chooser"]
        actors, ai = r.get("actors") or [], r.get("ai") or 0
        template += "; acting order {actors_seat}"
        params["actors_seat"] = list(actors)
        if ai < len(actors):
            template += ", now {acting_seat}"
            params["acting_seat"] = actors[ai]
        task, task_params = _task_part(r.get("task") or {})
        if task:
            template += ": " + task
            params.update(task_params)
        lines.append((template + ".", params))
    return lines


def _track_line(track: Mapping[str, Any]) -> Line:
    cards: list[Line] = []
    for card in track.get("cards") or []:
        levels = card.get("levels") or []
        where = {"low": levels[0] if levels else None, "high": levels[-1] if levels else None}
        if card.get("face_up") and card.get("card"):
            cards.append(("levels {low}-{high}: {card}", {**where, "card": card["card"]}))
        else:
            cards.append(("levels {low}-{high}: face down", where))
    pawns = [("{seat} {level}", {"seat": seat, "level": level}) for seat, level in enumerate(track.get("pawns") or [])]
    template, params = joined([joined(cards), joined(pawns, sep=", ", head="pawns at level ")])
    if track.get("at_end"):
        template += "; at the end: {end_seat}"
        params["end_seat"] = list(track["at_end"])
    return "{track}: " + template + ".", {**params, "track": track.get("track")}


def _board_line(board: Mapping[str, Any]) -> Line:
    """Each row's spaces by number, "Green: 1 +1 public income, 2 …" (its row and number not repeated in each)."""
    rows = [("{row}: {spaces}", {"row": row.capitalize(), "spaces": [
        f"{column} {space_effect(row, column)}" for column in range(1, len(boxes) + 1) if space_of(row, column)]})
        for row, boxes in board.items()]
    template, params = joined(rows, head="Every player's board (a die's number picks the space of its colour's row): ")
    return template + ".", params


def digest(view: Mapping[str, Any], seat: int | None) -> list[Line]:
    """The whole of ``view`` (``seat``'s, None: a spectator's) as lines a player reads, in the order a player looks."""
    players = [p for p in view.get("players") or [] if isinstance(p, Mapping)]
    players.sort(key=lambda p: p.get("seat") != seat)  # yours first, then the others in seat order
    lines = [_turn_line(view)]
    lines += [_player_line(p, p.get("seat") == seat) for p in players]
    if view.get("allocation"):
        lines += _allocation_lines(view["allocation"])
    if view.get("resolution"):
        lines += _resolution_lines(view["resolution"])
    lines += [_track_line(t) for t in view.get("tracks") or []]
    lines.append(("Scoring track, points by pawn level 0 to 9: {points}.", {"points": view.get("scoring_track") or []}))
    supply, supply_params = _counted(view.get("supply") or {})
    lines.append(("Supply: " + supply + "; bank ${bank} billion; {unused} development cards unseen in the box; "
                  "{winks} winks per player.",
                  {**supply_params, "bank": view.get("bank"), "unused": view.get("unused_cards"),
                   "winks": view.get("winks_per_player")}))
    lines.append(_board_line(view.get("board") or {}))
    if view.get("result"):
        lines.append(joined(ranked(view["result"], lambda score: (
            "{total} points, {at_end} pawn(s) at a track's end",
            {"total": score.get("total"), "at_end": score.get("at_end")})), head="Final ranking: "))
    return lines
