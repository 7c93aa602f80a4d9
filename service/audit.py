"""Verifying a game's history: the hash chain, the seed, every decision re-run, the final score.

Works on a list of stored envelopes alone (from Redis or an exported file), so an auditor needs
nothing but the installed package.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from events.envelope import Envelope, canonical_json, chain_breaks, is_keyed
from events.seeds import chain_key, commitment, rng_for
from games import clocks, get_game, lifecycle, rules_candidates, rules_of
from games import table as tables
from games.base import RuleViolation

EXPORT_FORMAT = "boardroom-export/1"


@dataclass
class Check:
    """One verdict of the report; ``version`` is the first version at fault, or the last checked."""

    name: str
    ok: bool
    version: int
    detail: str


def report(checks: list[Check]) -> dict[str, Any]:
    return {"ok": all(c.ok for c in checks), "checks": [asdict(c) for c in checks]}


def check_chain(gid: str, envelopes: list[Envelope], head: tuple[int, str] | None = None,
                key: str | None = None) -> Check:
    """Every event links to the one before it, from genesis; ``head`` is the store's (version, hash),
    ``key`` the game's chain key (needed for a keyed chain: derived from the seed)."""
    if not envelopes:
        return Check("chain", False, 0, "the history is empty")
    faults = chain_breaks(gid, envelopes, key=key)
    if faults:
        version, reason = faults[0]
        return Check("chain", False, version, reason)
    last = envelopes[-1]
    if head is not None and (last["v"], last["hash"]) != head:
        if head[0] == last["v"]:
            return Check("chain", False, last["v"], f"the head the history names ({head[1]}) is not its last "
                                                    "event's hash")
        return Check("chain", False, last["v"] + 1,
                     f"the history names its head at version {head[0]} but ends at version {last['v']}")
    if not is_keyed(envelopes) and revealed_seed(envelopes)[0] is None:
        # An unkeyed hash of a running game lets anyone test guesses about hidden data: not even a prefix.
        return Check("chain", True, last["v"], f"{len(envelopes)} events chained from genesis (an unkeyed "
                                               "chain: its head is withheld until the game ends)")
    return Check("chain", True, last["v"], f"{len(envelopes)} events chained from genesis to {last['hash']}")


Pin = tuple[int, str]


def parse_pin(text: str) -> Pin:
    """A pin written ``VERSION:HASH`` (also ``VERSION HASH``, as the Boardroom-Head header reads)."""
    version, _, digest = text.strip().replace(" ", ":", 1).partition(":")
    digest = digest.strip().lower()
    if not version.isdigit() or int(version) < 1 or len(digest) != 64 or not all(
            c in "0123456789abcdef" for c in digest):
        raise ValueError(f"a pin is VERSION:HASH (a version from 1 and 64 hex digits), not {text!r}")
    return int(version), digest


def check_pins(envelopes: list[Envelope], pins: Iterable[Pin]) -> Check:
    """Each pinned (version, hash), noted by an auditor while the game ran, is still in the history:
    a history rewritten since, even with a consistent chain, no longer holds it."""
    by_version = {e.get("v"): e.get("hash") for e in envelopes}
    pins = sorted(set(pins))
    for version, digest in pins:
        if version not in by_version:
            return Check("pin", False, version, f"the history has no event at the pinned version {version}")
        if by_version[version] != digest:
            return Check("pin", False, version, f"the event at version {version} hashes to "
                         f"{by_version[version]}, not to the pinned {digest}: the history was rewritten")
    return Check("pin", True, pins[-1][0] if pins else 0,
                 f"{len(pins)} pinned head{'s' if len(pins) != 1 else ''} found in the history")


def revealed_seed(envelopes: list[Envelope]) -> tuple[str | None, int]:
    for envelope in reversed(envelopes):
        if envelope["type"] == "SeedRevealed":
            return envelope["data"].get("seed"), envelope["v"]
    return None, 0


def check_seed(envelopes: list[Envelope], seed: str | None) -> Check:
    """The seed hashes to the commitment the first event published."""
    first = envelopes[0] if envelopes else {}
    if first.get("type") != "TableCreated":
        return Check("seed", False, first.get("v", 1), "the first event is not TableCreated")
    promised = first["data"].get("seed_commitment")
    _, revealed_at = revealed_seed(envelopes)
    if seed is None:
        return Check("seed", False, revealed_at or envelopes[-1]["v"], "no seed to check: the game has not ended")
    if commitment(seed) != promised:
        return Check("seed", False, revealed_at or 1,
                     "sha256(seed) does not equal the commitment published at version 1")
    return Check("seed", True, revealed_at or 1, "sha256(seed) equals the commitment published at version 1")


def _comparable(events: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"type": e["type"], "seat": e.get("seat"), "data": e.get("data", {}), "sv": e.get("sv", 1)}
            for e in json.loads(canonical_json(list(events)))]


def _batches(envelopes: list[Envelope]) -> list[list[Envelope]]:
    batches: list[list[Envelope]] = []
    for envelope in envelopes:
        if "cmd" in envelope or not batches:
            batches.append([envelope])
        else:
            batches[-1].append(envelope)
    return batches


def _redecide(table: dict[str, Any] | None, batch: list[Envelope], seed: str,
              build: str | None = None) -> list[dict[str, Any]]:
    """The events the recorded command yields when decided again on the table before the batch (a creation
    under ``build`` of its recorded rules version)."""
    first = batch[0]
    cmd = first.get("cmd")
    if cmd is None:
        raise RuleViolation("no-command", "the batch does not record the command that caused it")
    gid, version = first["gid"], first["v"] - 1
    rng = rng_for(seed, gid, version)
    payload = cmd.get("payload", {})
    if cmd["type"] == "create-game":
        game = rules_of(payload["game"], first["data"].get("rules_version"), build)
        if game is None:
            raise RuleViolation("unknown-game", f"this build does not know the game {payload['game']!r}")
        hosting = {k: payload[k] for k in ("clock", "on_timeout", "rematch_of", "rated", "draw_seats",
                                                 "lifecycle", "open_ttl") if k in payload}
        return tables.create(game, payload["seats"], payload["options"], commitment(seed), rng, **hosting)
    if table is None:
        raise RuleViolation("no-table", "the history does not start with the game's creation")
    if cmd["type"] == "join":
        return tables.join(table, payload["name"], payload.get("seat"), rng, player=payload.get("player"))
    if cmd["type"] == "score-game":
        return tables.finish(table, seed)
    # Hosting's timed decisions are re-run at the time the store recorded: an expiry whose time was
    # moved before its deadline, or that named a seat nobody awaited, is refused.
    if cmd["type"] == "expire-clock":
        return lifecycle.expire(table, payload["seat"], clocks.at_ms(first["at"]), tables.to_act(table),
                                tables.is_over(table))
    if cmd["type"] == "abandon-table":
        return lifecycle.abandon(table, clocks.at_ms(first["at"]), seed)  # the table's recorded wait, not the payload's
    if cmd["type"] == "claim-victory":  # when the absent seat was last seen is the service's record of it
        return lifecycle.claim(table, cmd["seat"], payload["seat"], payload.get("last_seen"), clocks.at_ms(first["at"]),
                               tables.to_act(table), tables.is_over(table))
    if cmd["type"] == "rematch":
        return lifecycle.rematch_opened(table, cmd["seat"], payload["rematch"])
    return tables.decide(table, cmd["seat"], {"type": cmd["type"], **payload}, rng, seed=seed,
                         autopilot=bool(cmd.get("autopilot")))


def _other_rules(envelopes: list[Envelope]) -> str | None:
    """Why this build cannot re-run the decisions: the game was recorded under rules it does not keep."""
    data = envelopes[0].get("data", {}) if envelopes and envelopes[0].get("type") == "TableCreated" else {}
    game = get_game(data.get("game", ""))
    recorded = data.get("rules_version")
    if game is None or recorded is None or rules_of(game.slug, recorded) is not None:
        return None
    return (f"the game was recorded under {game.title} rules version {recorded}, which this build does not "
            f"keep (it decides rules version {game.rules_version}): re-run the audit with a build of version "
            f"{recorded}")


def _builds(envelopes: list[Envelope]) -> list[str | None]:
    """The builds of the recorded rules version to re-decide with, in order ([None]: its only or first one)."""
    data = envelopes[0].get("data", {}) if envelopes and envelopes[0].get("type") == "TableCreated" else {}
    return [b.name for b in rules_candidates(data.get("game", ""), data.get("rules_version"))] or [None]


def check_decisions(envelopes: list[Envelope], seed: str | None,
                    builds: list[str | None] | None = None) -> tuple[Check, dict[str, Any] | None]:
    """Re-run every batch's decision with the seed-derived rng and compare it with the stored events. A rules
    version that had two builds is re-decided by the first, then by the later one if the first fails (``builds``:
    only these); the table returned was folded by the build that passed. If none passes, the verdict is that of
    the build that re-decided the most, the likeliest to have recorded the history."""
    if seed is None:
        return Check("decisions", False, envelopes[-1]["v"] if envelopes else 0,
                     "no seed: decisions can be re-run once the seed is revealed"), None
    stale = _other_rules(envelopes)
    if stale:
        return Check("decisions", False, 1, stale), None
    failed: list[tuple[str | None, Check, dict[str, Any] | None]] = []
    for build in _builds(envelopes) if builds is None else builds:
        check, table = _redecide_all(envelopes, seed, build)
        if check.ok:
            if build is not None:
                check.detail += f" under {_named(envelopes, build)}"
            return check, table
        failed.append((build, check, table))
    failed.sort(key=lambda f: -f[1].version)  # stable: on a tie, the first build's verdict
    build, check, table = failed[0]
    if len(failed) > 1:
        check.detail += f" under {_named(envelopes, build)}" + "".join(
            f"; {_named(envelopes, other)} fails at version {later.version}" for other, later, _ in failed[1:])
    return check, table


def _named(envelopes: list[Envelope], build: str | None) -> str:
    return f"rules version {envelopes[0]['data']['rules_version']} ({build or 'first build'})"


def _redecide_all(envelopes: list[Envelope], seed: str,
                  build: str | None) -> tuple[Check, dict[str, Any] | None]:
    table = None
    batches = _batches(envelopes)
    for batch in batches:
        try:
            decided = _redecide(table, batch, seed, build)
        except RuleViolation as violation:
            return Check("decisions", False, batch[0]["v"],
                         f"the recorded command was not accepted when decided again: {violation.message}"), None
        except (KeyError, TypeError, ValueError, LookupError) as error:
            return Check("decisions", False, batch[0]["v"], f"the recorded command cannot be re-run: {error!r}"), None
        game = tables.game_of(table) if table else None
        stored = [tables.upcast(game, e) if game and e["type"] not in tables.LIFECYCLE else e for e in batch]
        expected, actual = _comparable(decided), _comparable(stored)
        if expected != actual:
            offset = next((i for i, (a, b) in enumerate(zip(expected, actual, strict=False)) if a != b),
                          min(len(expected), len(actual)))
            version = batch[0]["v"] + offset
            if offset >= len(actual) or offset >= len(expected):
                why = f"the batch has {len(actual)} events where the decision yields {len(expected)}"
            else:
                why = f"stored {actual[offset]['type']} differs from the re-decided {expected[offset]['type']}"
            return Check("decisions", False, version, why), None
        for envelope in batch:
            table = tables.fold(table, envelope)
            if envelope["type"] == "TableCreated":
                table = tables.built_by(table, build)
    expiries = sum(1 for e in envelopes if e["type"] == "ClockExpired")
    timed = f" ({expiries} clock expir{'y' if expiries == 1 else 'ies'} checked against the recorded times)"
    return Check("decisions", True, envelopes[-1]["v"],
                 f"{len(batches)} decisions re-run, all identical{timed if expiries else ''}"), table


def check_result(envelopes: list[Envelope], table: dict[str, Any] | None) -> Check:
    """The stored final result equals the one recomputed from the folded state."""
    finished = next((e for e in reversed(envelopes) if e["type"] == "GameFinished"), None)
    if finished is None:
        return Check("result", False, envelopes[-1]["v"] if envelopes else 0, "the game has no final result yet")
    if table is None or table.get("state") is None:
        return Check("result", False, finished["v"], "the state could not be folded")
    recomputed = lifecycle.final_result(table, tables.game_of(table).result(table["state"]))
    stored = {k: finished["data"][k] for k in ("ranking", "scores", "resigned", "forfeits") if k in finished["data"]}
    if recomputed is None or _comparable([{"type": "r", "data": recomputed}]) != _comparable(
            [{"type": "r", "data": stored}]):
        return Check("result", False, finished["v"], "the stored result differs from the one recomputed")
    return Check("result", True, finished["v"], "the stored result equals the one recomputed from the state")


def check_standing(envelopes: list[Envelope]) -> Check | None:
    """A rated table seated no player inside a cooldown (issue 31, item 14): its creation records each
    seated player's strikes (``gid:v`` and time) it was judged on, and ``cooldown_until`` judges them again
    at the creation's time. None for an unrated table. Whether a recorded strike is that game's event is
    for an audit of that game; a strike left out of the record is not seen here."""
    first = envelopes[0] if envelopes else {}
    cmd = first.get("cmd") or {}
    payload = cmd.get("payload") or {}
    if cmd.get("type") != "create-game" or not payload.get("rated"):
        return None
    standing = payload.get("standing")
    if standing is None:
        return Check("standing", True, first["v"], "not recorded: the table was created before rated seatings "
                                                   "recorded the strikes they were judged on")
    at = clocks.at_ms(first["at"])
    seated = [s["player"] for s in payload.get("seats", []) if s.get("player")]
    for pid in seated:
        if pid not in standing:
            return Check("standing", False, first["v"], f"player {pid} was seated without a recorded standing")
        until = lifecycle.cooldown_until([clocks.at_ms(s["at"]) for s in standing[pid]], at)
        if until is not None:
            return Check("standing", False, first["v"], f"player {pid} was seated at {first['at']}, inside the "
                                                        f"cooldown its recorded strikes give (until "
                                                        f"{clocks.iso(until)})")
    strikes = sum(len(standing[pid]) for pid in seated)
    return Check("standing", True, first["v"], f"{len(seated)} rated player(s) seated outside any cooldown, "
                                               f"judged again on {strikes} recorded strike(s)")


def full_audit(gid: str, envelopes: list[Envelope], seed: str | None = None,
               head: tuple[int, str] | None = None, pins: Iterable[Pin] = (), key: str | None = None,
               ) -> dict[str, Any]:
    """Every check; ``seed`` defaults to the one the history reveals (the operator may pass it before);
    ``pins`` are (version, hash) pairs an auditor noted while the game ran; ``key`` is the chain key
    (by default derived from the seed; the server derives it from the seed it keeps)."""
    if seed is None:
        seed, _ = revealed_seed(envelopes)
    decisions, table = check_decisions(envelopes, seed)
    if key is None and seed is not None:
        key = chain_key(seed, gid)
    checks = [check_chain(gid, envelopes, head, key), check_seed(envelopes, seed), decisions]
    standing = check_standing(envelopes)
    if standing is not None:
        checks.append(standing)
    pins = list(pins)
    if pins:
        checks.append(check_pins(envelopes, pins))
    if any(e["type"] == "GameFinished" for e in envelopes) or (table and tables.is_over(table)):
        checks.append(check_result(envelopes, table))
    return report(checks)


def with_pins(base: dict[str, Any], pinned: Check | None) -> dict[str, Any]:
    """A report computed without pins, with the pins' verdict where ``full_audit`` puts it (before the result)."""
    if pinned is None:
        return base
    checks = [Check(**c) for c in base["checks"]]
    at = next((i for i, c in enumerate(checks) if c.name == "result"), len(checks))
    return report([*checks[:at], pinned, *checks[at:]])


def export_header(table: dict[str, Any], head: tuple[int, str]) -> dict[str, Any]:
    """The first line of an export: what an offline auditor needs besides the events."""
    return {"format": EXPORT_FORMAT, "gid": table["gid"], "game": table["game"],
            "rules_version": table["rules_version"], "options": table["options"],
            "version": head[0], "head": head[1], "chain": table.get("chain") or "sha256"}


def read_export(lines: Iterable[str]) -> tuple[dict[str, Any], list[Envelope]]:
    """(header, envelopes) of an NDJSON export."""
    header: dict[str, Any] | None = None
    envelopes: list[Envelope] = []
    for line in lines:
        if not line.strip():
            continue
        item = json.loads(line)
        if header is None:
            if item.get("format") != EXPORT_FORMAT:
                raise ValueError(f"not a Boardroom export (expected a {EXPORT_FORMAT} header line)")
            header = item
        else:
            envelopes.append(item)
    if header is None:
        raise ValueError("the file is empty")
    return header, envelopes
