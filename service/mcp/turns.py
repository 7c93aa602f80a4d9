"""A turn as an agent reads it: compact text plus the same facts structured, and moves chosen by number."""

from __future__ import annotations

import json
import re
from typing import Any

from service.mcp import move_groups

Json = dict[str, Any]

UNAVAILABLE_SHOWN = 12  # a turn's text lists this many moves not open now; every one is in the structured content


def label_of(move: Json) -> str:
    """A move's label from the server, else its command written compactly."""
    if move.get("label"):
        return str(move["label"])
    payload = {key: value for key, value in move.items() if key not in ("template", "label")}
    return compact(payload)


def compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def numbered(moves: list[Json]) -> list[Json]:
    """The legal moves numbered from 1, each with its label and (for a template) the command to complete."""
    return listing(moves)[0]


def listing(moves: list[Json]) -> tuple[list[Json], list[Json]]:
    """The legal moves numbered from 1 in the order the text shows them, and the groups of alike moves (only when
    there are over ``move_groups.GROUP_OVER``): each ``{name, pattern, first, last, choices}``; a grouped move
    names its ``group`` and its ``choice`` (the words that fill the pattern's gap)."""
    shown = move_groups.grouped(moves) if len(moves) > move_groups.GROUP_OVER else list(moves)
    listed: list[Json] = []
    groups: list[Json] = []
    for entry in shown:
        if isinstance(entry, move_groups.Group):
            name = f"G{len(groups) + 1}"
            groups.append({"name": name, "pattern": entry.pattern, "first": len(listed) + 1,
                           "last": len(listed) + len(entry.moves), "choices": entry.choices})
            listed += [_listed(len(listed) + n, move, name, choice)
                       for n, (move, choice) in enumerate(zip(entry.moves, entry.choices, strict=True), start=1)]
        else:
            listed.append(_listed(len(listed) + 1, entry))
    return listed, groups


def _listed(n: int, move: Json, group: str | None = None, choice: str | None = None) -> Json:
    return {"n": n, "label": label_of(move), "template": bool(move.get("template")),
            "command": {key: value for key, value in move.items() if key not in ("template", "label")},
            "group": group, "choice": choice}


def render(turn: Json, names: list[str]) -> str:
    """The turn as a few lines of text: status, the whole of the seat's view (its game's digest), the log since its
    last turn (each decision, its consequences indented under it), the moves, the moves not open to it now with the
    rule's reason, and whether its last move may be taken back. Seats are numbered from 1 and named (``names``)."""
    you = f"you are seat {turn['seat'] + 1}, {turn['seat_name']}" if turn["seat"] >= 0 else "you watch"
    at = f" at version {turn['version']}" if turn.get("version") is not None else ""
    lines = [f"Game {turn['gid']} ({turn['game']}){at}, status {turn['status']}; {you}."]
    if turn.get("waited"):
        lines.append(turn["waited"])
    if turn.get("result") is not None:
        lines.append("Result:")
        lines += [f"- {names[int(seat)] if int(seat) < len(names) else seat}: "
                  + "; ".join(row["text"] for row in rows)
                  for seat, rows in (turn["result"].get("breakdown") or {}).items()]
    lines.append("The table as you see it:")
    lines += [f"- {line}" for line in turn["digest"]]
    if turn.get("log"):
        lines.append("Since your last turn (each decision, what followed from it indented):")
        for group in turn["log"]:
            lines.append(f"- {group['decision']}")
            lines += [f"  - {text}" for text in group["then"]]
    if turn["your_turn"]:
        lines += moves_text(turn["moves"], turn.get("groups") or [])
        if turn.get("unavailable"):
            lines.append("Not open to you now:")
            lines += [f"- {entry['label']}: {entry['reason']}" for entry in turn["unavailable"][:UNAVAILABLE_SHOWN]]
            if len(turn["unavailable"]) > UNAVAILABLE_SHOWN:
                lines.append(f"- and {len(turn['unavailable']) - UNAVAILABLE_SHOWN} more not open now (left out to "
                             "keep the turn short)")
    offer = turn.get("take_back") or {}
    if offer.get("allowed"):
        lines.append("You may take back your last move (tool take_back): no other seat has acted since and it "
                     "revealed nothing new.")
    elif offer.get("code") not in (None, "nothing_to_take_back"):
        lines.append(f"No take-back: {offer.get('reason') or offer['code']}")
    return "\n".join(lines)


def moves_text(moves: list[Json], groups: list[Json]) -> list[str]:
    """The moves as lines: each numbered, alike moves in groups (when there are many), templates with their fields
    and an example."""
    if not groups:
        lines = ["Your legal moves (play one by its number or its label; a template as a filled command):"]
    else:
        example = next(move for move in moves if move["group"] == groups[0]["name"])
        lines = [f"Your legal moves: {len(moves)}, alike moves in groups. A group line shows the move with … where its "
                 "moves differ, then the choices that fill the …. To play: a single move by its number (play 3); a "
                 f'grouped move as its group and choice (play "{example["group"]} {example["choice"]}"), or its whole '
                 f'label with … filled in; or play a group alone (play "{example["group"]}") to get its moves listed '
                 "by number."]
    starts = {group["first"]: group for group in groups}
    for move in moves:
        group = starts.get(move["n"])
        if group:
            lines.append(f"{group['name']} (moves {group['first']}-{group['last']}). {group['pattern']} "
                         f"— … = {' | '.join(group['choices'])}")
        elif move["group"] is None:
            lines += move_line(move)
    return lines


def move_line(move: Json) -> list[str]:
    """One numbered move; a template with its fields to fill and a filled example (its ``explained`` lines)."""
    if not move["template"]:
        return [f"{move['n']}. {move['label']}"]
    return [f"{move['n']}. {move['label']} [template: play it as a command with these fields filled in]",
            *(f"   {line}" for line in move.get("explained") or [])]


def group_text(group: str, moves: list[Json]) -> str:
    """The moves of ``group``, numbered as in the last turn, for the second step of a choice."""
    members = [move for move in moves if move["group"] == group]
    return "\n".join([f"Not played yet: group {group} holds these moves; play one by its number (e.g. play "
                      f"{members[0]['n']}).", *(f"{move['n']}. {move['label']}" for move in members)])


GROUP_CHOICE = re.compile(r"^\s*(G\d+)\b[\s:.,-]*(.*?)\s*$", re.IGNORECASE)


def chosen_group(choice: int | str | Json, moves: list[Json]) -> str | None:
    """The group ``choice`` names alone ("G2"), else None."""
    if not isinstance(choice, str):
        return None
    named = GROUP_CHOICE.match(choice)
    if not named or named.group(2):
        return None
    group = named.group(1).upper()
    return group if any(move["group"] == group for move in moves) else None


class BadMove(ValueError):
    """The agent's choice names no legal move."""


PREFIX_AT_LEAST = 6  # characters of a label or choice that may stand for it when they begin no other


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


def _by_words(wanted: str, candidates: list[tuple[str, Json]]) -> list[Json]:
    """The candidates whose words are ``wanted`` (case and spacing aside), else those they begin with."""
    exact = [item for said, item in candidates if _plain(said) == wanted]
    if exact or len(wanted) < PREFIX_AT_LEAST:
        return exact
    return [item for said, item in candidates if _plain(said).startswith(wanted)]


def resolve(choice: int | str | Json, moves: list[Json], unavailable: list[Json] = ()) -> Json:
    """The command for ``choice``: a move number from the last turn, a move's label (or a beginning of it that no
    other label has), a group and choice, or a filled template. A label among ``unavailable`` (the moves not open
    now) is refused with its reason."""
    if isinstance(choice, dict):
        return choice
    if not moves:
        raise BadMove("You have no move to play now: the game is over or waits for others; call get_my_turn.")
    if isinstance(choice, int) or (isinstance(choice, str) and choice.strip().isdigit()):
        n = int(choice)
        if not 1 <= n <= len(moves):
            raise BadMove(f"There is no move {n}: choose 1 to {len(moves)} from your last get_my_turn.")
        move = moves[n - 1]
        if move["template"]:
            raise BadMove(f"Move {n} is a template: play it as a filled command (a dict), not by number.")
        return move["command"]
    in_group = GROUP_CHOICE.match(choice)
    if in_group and in_group.group(2):
        return _in_group(in_group.group(1).upper(), in_group.group(2), moves)
    wanted = _plain(choice)
    found = _by_words(wanted, [(move["label"], move) for move in moves if not move["template"]])
    if len(found) == 1:
        return found[0]["command"]
    if len(found) > 1:
        raise BadMove(f"{choice!r} begins {len(found)} moves: "
                      + "; ".join(f"{move['n']}. {move['label']}" for move in found[:3]) + ". Play one by number.")
    closed = [entry for entry in unavailable if _plain(entry["label"]) == wanted]
    if closed:
        raise BadMove(f"{closed[0]['label']!r} is not open to you now: {closed[0]['reason']}")
    near = [f"{move['n']}. {move['label']}" for move in moves
            if not move["template"] and move["label"].casefold().startswith(wanted[:24])][:3]
    hint = f" Did you mean: {'; '.join(near)}?" if near and wanted else ""
    raise BadMove(f"No legal move is labelled {choice!r}.{hint} Play by number, or call get_my_turn for the moves now.")


def _in_group(group: str, said: str, moves: list[Json]) -> Json:
    """The command of the move of ``group`` whose choice is ``said`` ("G2 A1")."""
    members = [move for move in moves if move["group"] == group]
    if not members:
        raise BadMove(f"There is no group {group} in your last get_my_turn.")
    found = _by_words(_plain(said), [(move["choice"], move) for move in members])
    if len(found) == 1:
        return found[0]["command"]
    choices = " | ".join(move["choice"] for move in members)
    raise BadMove(f"Group {group} has no choice {said!r}; its choices: {choices}. Or play {group!r} alone to see its "
                  "moves by number.")
