"""A turn as an agent reads it: compact text plus the same facts structured, and moves chosen by number."""

from __future__ import annotations

import json
from typing import Any

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
    return [{"n": n, "label": label_of(move), "template": bool(move.get("template")),
             "command": {key: value for key, value in move.items() if key not in ("template", "label")}}
            for n, move in enumerate(moves, start=1)]


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
        lines.append("Your legal moves (play one by number, label, or a filled template):")
        lines += [f"{move['n']}. {move['label']}" + (" [template: fill it in]" if move["template"] else "")
                  for move in turn["moves"]]
        if turn.get("unavailable"):
            lines.append("Not open to you now:")
            lines += [f"- {entry['label']}: {entry['reason']}" for entry in turn["unavailable"][:UNAVAILABLE_SHOWN]]
            if len(turn["unavailable"]) > UNAVAILABLE_SHOWN:
                lines.append(f"- and {len(turn['unavailable']) - UNAVAILABLE_SHOWN} more, each with its reason in "
                             "this result's `unavailable`")
    offer = turn.get("take_back") or {}
    if offer.get("allowed"):
        lines.append("You may take back your last move (tool take_back): no other seat has acted since and it "
                     "revealed nothing new.")
    elif offer.get("code") not in (None, "nothing_to_take_back"):
        lines.append(f"No take-back: {offer.get('reason') or offer['code']}")
    return "\n".join(lines)


class BadMove(ValueError):
    """The agent's choice names no legal move."""


def resolve(choice: int | str | Json, moves: list[Json]) -> Json:
    """The command for ``choice``: a move number from the last turn, a move's label, or a filled template."""
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
    wanted = " ".join(choice.split()).casefold()
    for move in moves:
        if " ".join(move["label"].split()).casefold() == wanted and not move["template"]:
            return move["command"]
    near = [f"{move['n']}. {move['label']}" for move in moves
            if not move["template"] and move["label"].casefold().startswith(wanted[:24])][:3]
    hint = f" Did you mean: {'; '.join(near)}?" if near and wanted else ""
    raise BadMove(f"No legal move is labelled {choice!r}.{hint} Play by number, or call get_my_turn for the moves now.")
