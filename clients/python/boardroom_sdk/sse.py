"""Server-sent events read from a response's lines, as the WHATWG HTML standard dispatches them."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class SseFrame:
    id: str | None
    event: str
    data: str


def parse(lines: Iterable[str]) -> Iterator[SseFrame]:
    """The frames of ``lines``; comments (the server's `: keep-alive`) and frames without data are skipped."""
    last_id: str | None = None  # the standard keeps it from frame to frame until an `id:` changes it
    event = ""
    data: list[str] = []
    for line in lines:
        if not line:
            if data:
                yield SseFrame(last_id, event or "message", "\n".join(data))
            event, data = "", []
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "data":
            data.append(value)
        elif name == "event":
            event = value
        elif name == "id" and "\0" not in value:
            last_id = value
