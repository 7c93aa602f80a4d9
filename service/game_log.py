"""The game log: one entry per decision (the events one command caused), each event told in a sentence."""

from __future__ import annotations

from typing import Any


def entries(envelopes: list[dict[str, Any]], headline: frozenset[str] = frozenset()) -> list[dict[str, Any]]:
    """``envelopes`` (as one viewer may see them, with their summaries) grouped by the command that caused them.

    An entry is ``{v, to, seat, command, at, summary, details}``: its first and last version, the acting seat
    and command type (None when a page starts inside a batch), its first event's summary, and every event's,
    each with whether its type is one of ``headline`` (the game's ``headline_events``: the entry's line tells it).
    """
    grouped: list[dict[str, Any]] = []
    for envelope in envelopes:
        cmd = envelope.get("cmd")
        if cmd is not None or not grouped:
            grouped.append({"v": envelope["v"], "to": envelope["v"], "seat": cmd.get("seat") if cmd else None,
                            "command": cmd.get("type") if cmd else None, "at": envelope["at"],
                            "summary": envelope["summary"], "details": []})
        entry = grouped[-1]
        entry["to"] = envelope["v"]
        entry["details"].append({"v": envelope["v"], "type": envelope["type"], "summary": envelope["summary"],
                                 "headline": envelope["type"] in headline})
    return grouped


def batch_end(envelopes: list[dict[str, Any]], following: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``envelopes`` with the rest of their last batch from ``following`` (the events after them), so a page
    never splits a decision."""
    rest = []
    for envelope in following:
        if envelope.get("cmd") is not None:
            break
        rest.append(envelope)
    return envelopes + rest
