"""Which rated results move ratings, and who is listed: the fair-play rules of the ratings fold (issues 31, 49).

Each rule is a pure function of one ratings-stream entry (its ranking, UTC day and recorded facts) and the
identities' entries before it, so refolding the stream in its recorded order gives the same board. The
facts come from the table (``projections.leaderboard.facts``): when it was created, each seated account's
creation time and creating address as recorded at the table's creation in the game's secrets, never in an
event (``accounts``: an address is a label shared only by seats whose accounts one address made, never the
address or its hash), each person's own decisions, and who resigned or forfeited. An entry recorded before
facts existed has none and is judged as it was then. Every threshold is here; docs/guides/bots.md, "Rated
games: what counts", names each rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from games.clocks import at_ms

DAY_MS = 24 * 3600 * 1000

LISTED_GAMES = 5  # rated games that moved a player's rating before it is listed on the board
LISTED_OPPONENTS = 3  # distinct opponents (players or bot levels) among them
LISTED_BOT_GAMES = 1  # a server bot level, the ladder's anchor, is listed once a result of its counted
PER_OPPONENT_DAILY = 3  # results between two identities that count per UTC day; later ones move nothing
ESTABLISHED_AGE_MS = DAY_MS  # an account this old when a table was created counts against other people there
ESTABLISHED_BOT_GAMES = 3  # as does one with this many counted rated games of that game against server bots alone
SAME_ADDRESS_WINDOW_MS = 30 * DAY_MS  # accounts one address created within this of each other never rate each other
SHORT_RESIGN_DECISIONS = 10  # a resignation or forfeit after fewer of the seat's own decisions is short
# A short resignation still counts as the resigner's loss but raises no other seat's ordinal above this (or
# above its own, when that is higher): a new account's ordinal, mu 25 - 3 * sigma 25/3.
SHORT_RESIGN_CAP = 0.0
RECENT_RESULTS = 10  # a rating keeps the outcomes of its last rated tables, newest first

# Outcomes of one rated table for one identity, and why a result moved nothing or less.
RATED, CAPPED, NOT_RATED = "rated", "capped", "not_rated"
OUTCOMES = (RATED, CAPPED, NOT_RATED)
PER_OPPONENT = "per_opponent_daily"
SAME_ADDRESS = "same_address"
NOT_ESTABLISHED = "not_established"
NO_OPPONENT = "no_counted_opponent"
SHORT_RESIGNATION = "short_resignation"
TOO_FEW_DECISIONS = "too_few_decisions"  # a person's seat made fewer than the game's minimum: the table rates nobody
REASONS = (PER_OPPONENT, SAME_ADDRESS, NOT_ESTABLISHED, NO_OPPONENT, SHORT_RESIGNATION, TOO_FEW_DECISIONS)
# Why a player is not on the board.
FEW_GAMES, FEW_OPPONENTS = "few_games", "few_opponents"
UNLISTED = (FEW_GAMES, FEW_OPPONENTS)


def is_bot(who: str) -> bool:
    return who.startswith("bot:")


def identities(ranking: list[list[str]]) -> list[str]:
    return sorted({who for group in ranking for who in group})


def ordinal(entry: dict[str, Any]) -> float:
    return entry["mu"] - 3 * entry["sigma"]


def unlisted(who: str, entry: dict[str, Any]) -> str | None:
    """Why an identity is not on the board (None: it is): a server bot once a result of its counted, a player
    after enough counted games against enough opponents."""
    if entry["games"] < (LISTED_BOT_GAMES if is_bot(who) else LISTED_GAMES):
        return FEW_GAMES
    if is_bot(who):
        return None
    if len(entry.get("opponents", [])) < LISTED_OPPONENTS:
        return FEW_OPPONENTS
    return None


def listed(who: str, entry: dict[str, Any]) -> bool:
    return unlisted(who, entry) is None


def repeated(ranking: list[list[str]], day: str, before: dict[str, dict[str, Any]]) -> bool:
    """Whether two of the table's identities already met ``PER_OPPONENT_DAILY`` counted times on ``day``."""
    who = identities(ranking)
    for a in who:
        today = before[a].get("today") or {}
        met = today.get("vs", {}) if today.get("day") == day else {}
        if any(met.get(b, 0) >= PER_OPPONENT_DAILY for b in who if b != a):
            return True
    return False


def met(ranking: list[list[str]], day: str, after: dict[str, dict[str, Any]]) -> None:
    """Note in each identity's entry the opponents it met (the first few ever, and how often on ``day``)."""
    who = identities(ranking)
    for a in who:
        others = [b for b in who if b != a]
        entry = after[a]
        today = entry.get("today") or {}
        vs = dict(today.get("vs", {})) if today.get("day") == day else {}
        for b in others:
            vs[b] = vs.get(b, 0) + 1
        entry["today"] = {"day": day, "vs": vs}
        known = entry.get("opponents", [])
        if len(known) < LISTED_OPPONENTS:  # only whether there are enough matters: a bot meets everyone
            entry["opponents"] = sorted(set(known) | set(others))[:LISTED_OPPONENTS]


def same_address(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    """Whether two seated accounts were created from one address within ``SAME_ADDRESS_WINDOW_MS``."""
    if not a or not b or a.get("origin") is None or a.get("origin") != b.get("origin"):
        return False
    return abs(at_ms(a["created"]) - at_ms(b["created"])) <= SAME_ADDRESS_WINDOW_MS


def established(account: dict[str, Any] | None, at: str | None, entry: dict[str, Any]) -> bool:
    """Whether a seated account counts against other people: old enough when the table was created, or with
    enough counted games against server bots alone. An account the table did not record (created before
    tables recorded accounts) counts, as it did then."""
    if not account or not account.get("created") or not at:
        return True
    return (at_ms(at) - at_ms(account["created"]) >= ESTABLISHED_AGE_MS
            or entry.get("bot_games", 0) >= ESTABLISHED_BOT_GAMES)


@dataclass(frozen=True)
class Verdict:
    """What one rated table moves: ``counted`` is its ranking without the identities left out, each of
    those with its reason; ``short``: a person at it resigned or forfeited after few decisions of its own."""

    counted: list[list[str]]
    left_out: dict[str, str]
    short: bool
    resigned: frozenset[str]


def judge(ranking: list[list[str]], day: str, facts: dict[str, Any] | None,
          before: dict[str, dict[str, Any]]) -> Verdict:
    """Apply the rules to one table: the same two identities too often that day (nothing moves); accounts
    one address created close together (neither moves); a new account with another person at the table
    (it does not move); then whoever is left rates only if at least two identities are."""
    if (facts or {}).get("uncounted"):  # recorded only so each seat is told why
        return Verdict([], {who: facts["uncounted"] for who in identities(ranking)}, False, frozenset())
    if repeated(ranking, day, before):
        return Verdict([], {who: PER_OPPONENT for who in identities(ranking)}, False, frozenset())
    facts = facts or {}
    accounts = facts.get("accounts") or {}
    persons = [who for who in identities(ranking) if not is_bot(who)]
    left_out: dict[str, str] = {}
    for a, b in combinations(persons, 2):
        if same_address(accounts.get(a), accounts.get(b)):
            left_out[a] = left_out[b] = SAME_ADDRESS
    if len(persons) > 1:
        for who in persons:
            if who not in left_out and not established(accounts.get(who), facts.get("at"), before[who]):
                left_out[who] = NOT_ESTABLISHED
    counted = [kept for group in ranking if (kept := [who for who in group if who not in left_out])]
    if len(identities(counted)) < 2:
        left_out.update({who: NO_OPPONENT for who in identities(counted)})
        counted = []
    resigned = frozenset(facts.get("resigned", ())) & set(identities(counted))
    decisions = facts.get("decisions") or {}
    short = any(decisions.get(who, SHORT_RESIGN_DECISIONS) < SHORT_RESIGN_DECISIONS for who in resigned)
    return Verdict(counted, left_out, short, resigned)


def held(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any] | None:
    """``new`` with its rise taken back to ``max(ordinal(old), SHORT_RESIGN_CAP)`` (mu and sigma moved the
    same fraction of the way); None when it does not rise above that."""
    start, end = ordinal(old), ordinal(new)
    limit = max(start, SHORT_RESIGN_CAP)
    if end <= limit:
        return None
    share = (limit - start) / (end - start)
    return {**new, "mu": old["mu"] + share * (new["mu"] - old["mu"]),
            "sigma": old["sigma"] + share * (new["sigma"] - old["sigma"])}


def against_bots_alone(who: str, ranking: list[list[str]]) -> bool:
    return all(is_bot(other) for other in identities(ranking) if other != who)


def noted(entry: dict[str, Any], gid: str, outcome: str, reason: str | None) -> dict[str, Any]:
    """The entry with this table's outcome first among its recent results."""
    recent = [{"gid": gid, "outcome": outcome, "reason": reason}, *entry.get("results", [])]
    return {**entry, "results": recent[:RECENT_RESULTS]}
