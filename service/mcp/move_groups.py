"""Long move lists made short: moves of one command type whose labels differ in one run of words are shown as one
group, its label with "…" for the words that vary and the choices that fill it ("Move your piece to your HQ,
square …: C2, B3, C3")."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

Json = dict[str, Any]

GROUP_OVER = 30  # a turn with more moves than this shows alike moves in groups
GAP = "…"
MIN_GROUP = 3  # fewer alike moves are clearer each on its own line
LINE_COST = 6  # the characters a move's own line adds to its label ("12. ", the newline)
CHOICE_COST = 2  # the characters a choice adds to a group's line besides its words (", ")


@dataclass
class Group:
    """Alike moves: ``before`` and ``after`` the words that vary, and each move's ``choice`` of those words."""

    before: str
    after: str
    moves: list[Json] = field(default_factory=list)
    choices: list[str] = field(default_factory=list)

    @property
    def pattern(self) -> str:
        after = self.after if self.after[:1] in tuple(",;:") else f" {self.after}" if self.after else ""
        return f"{self.before} {GAP}{after}" if self.before else f"{GAP}{after}"

    def cost(self) -> int:
        return len(self.pattern) + 24 + sum(len(choice) + CHOICE_COST for choice in self.choices)


def grouped(moves: list[Json]) -> list[Json | Group]:
    """``moves`` (labelled, in the server's order) as single moves and groups, in the order of their first move;
    templates always stand alone (each has its fields to fill)."""
    by_type: dict[Any, list[tuple[int, Json]]] = {}
    for index, move in enumerate(moves):
        if not move.get("template"):
            by_type.setdefault(move.get("type"), []).append((index, move))
    placed: list[tuple[int, Json | Group]] = [(index, move) for index, move in enumerate(moves)
                                              if move.get("template")]
    for alike in by_type.values():
        words = [(index, move, str(move["label"]).split()) for index, move in alike]
        placed += _cheapest(words)[1]
    return [entry for _, entry in sorted(placed, key=lambda pair: pair[0])]


def _cheapest(words: list[tuple[int, Json, list[str]]]) -> tuple[int, list[tuple[int, Json | Group]]]:
    """The shortest way to show these moves: each alone, as one group, or split by the first word they differ in
    (each part shown its shortest way); with its length in characters."""
    alone = [(index, move) for index, move, _ in words]
    alone_cost = sum(len(move["label"]) + LINE_COST for _, move, _ in words)
    if len(words) < MIN_GROUP:
        return alone_cost, alone
    same = _common_prefix([w for _, _, w in words])
    group = _group(words, same)
    best: tuple[int, list[tuple[int, Json | Group]]] = min(
        (alone_cost, alone), ((group.cost(), [(words[0][0], group)]) if group else (alone_cost + 1, alone)),
        key=lambda option: option[0])
    ending = _most_common_ending(words)
    if MIN_GROUP <= len(ending) < len(words):  # a few labels end otherwise ("…; it blocks off a base tile"): apart
        rest = [entry for entry in words if entry not in ending]
        alike = _group(ending, _common_prefix([w for _, _, w in ending]))
        if alike:
            cost, shown = _cheapest(rest)
            if alike.cost() + cost < best[0]:
                best = (alike.cost() + cost, [(ending[0][0], alike), *shown])
    parts: dict[str, list[tuple[int, Json, list[str]]]] = {}
    for entry in words:
        parts.setdefault(" ".join(entry[2][same:same + 1]), []).append(entry)
    if len(parts) > 1:
        shown = [_cheapest(part) for part in parts.values()]
        split = sum(cost for cost, _ in shown)
        if split < best[0]:
            best = (split, [entry for _, entries in shown for entry in entries])
    return best


def _most_common_ending(words: list[tuple[int, Json, list[str]]]) -> list[tuple[int, Json, list[str]]]:
    last = Counter(w[-1] for _, _, w in words).most_common(1)[0][0]
    return [entry for entry in words if entry[2][-1] == last]


def _group(words: list[tuple[int, Json, list[str]]], same: int) -> Group | None:
    """These moves as one group, the words before ``same`` shared; None when a label has no word of its own, or
    for fewer than ``MIN_GROUP`` moves."""
    rests = [w[same:] for _, _, w in words]
    if len(words) < MIN_GROUP or not all(rests):
        return None
    tail = _common_prefix([list(reversed(rest)) for rest in rests])
    tail = min(tail, min(len(rest) for rest in rests) - 1)  # each choice keeps at least one word
    while tail and any(_unclosed(rest[:len(rest) - tail]) for rest in rests):  # "(South" takes its "side)"
        tail -= 1
    first = words[0][2]
    group = Group(" ".join(first[:same]), " ".join(first[len(first) - tail:]) if tail else "")
    for (_, move, _), rest in zip(words, rests, strict=True):
        group.moves.append(move)
        group.choices.append(" ".join(rest[:len(rest) - tail]))
    mark = group.choices[0][-1]
    if mark in ",;:" and all(choice[-1] == mark and len(choice) > 1 for choice in group.choices):
        group.after = mark + (" " + group.after if group.after else "")  # "… , for 2" reads "…, for 2"
        group.choices = [choice[:-1] for choice in group.choices]
    if len(set(group.choices)) < len(group.choices):
        return None  # two moves alike in words (differing in what the label does not say) stay apart
    return group


def _common_prefix(lists: list[list[str]]) -> int:
    n = 0
    while all(len(words) > n for words in lists) and len({words[n] for words in lists}) == 1:
        n += 1
    return n


def _unclosed(words: list[str]) -> bool:
    text = " ".join(words)
    return text.count("(") > text.count(")")
