"""The rules written for players (docs/play/<slug>.md): a quick reference first, then the full rules under
stable headings a client can link to (``#scoring``). The implementer's notes are docs/rules/, never served."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

PLAY_DIR = Path(__file__).resolve().parents[1] / "docs" / "play"
QUICK_REFERENCE = "quick-reference"
# The headings every game's rules have, in this order (a game may add its own between the turn and the end).
REQUIRED_SECTIONS = ("quick-reference", "goal", "components", "set-up", "playing-a-turn", "end-of-the-game",
                     "scoring", "examples")
_HEADING = re.compile(r"^(##|###) (.+?)\s*$", re.MULTILINE)


def anchor(title: str) -> str:
    """A heading's link target as Markdown renderers make it: "End of the game" → "end-of-the-game"."""
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


@functools.cache
def player_rules(slug: str) -> dict[str, Any] | None:
    """``{"markdown", "quick_reference", "sections": [{"id", "title", "level"}]}`` of ``slug``'s rules, None if it
    has none: every ``## `` heading (level 2) and the ``### `` headings under them (level 3), in order."""
    path = PLAY_DIR / f"{slug}.md"
    if not path.is_file():
        return None
    markdown = path.read_text(encoding="utf-8")
    headings = list(_HEADING.finditer(markdown))
    sections = [{"id": anchor(h.group(2)), "title": h.group(2), "level": len(h.group(1))} for h in headings]
    quick = ""
    tops = [h for h in headings if h.group(1) == "##"]
    for here, after in zip(tops, [*tops[1:], None], strict=True):
        if anchor(here.group(2)) == QUICK_REFERENCE:
            quick = markdown[here.start():after.start() if after else len(markdown)].strip() + "\n"
    return {"markdown": markdown, "quick_reference": quick, "sections": sections}
