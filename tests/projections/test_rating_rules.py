"""The ratings fold's rules as pure functions (issue 49, item 3): who is left out of a table with several seats,
and how far a short resignation lets a winner rise."""

from __future__ import annotations

import pytest

from games.clocks import iso
from projections import rating_rules as rules
from projections.leaderboard import fold_entry, fresh

AT = 100 * rules.DAY_MS
BOT = "bot:bias-effect:normal"


def account(days_old: float, origin: int | None = None) -> dict:
    return {"created": iso(round(AT - days_old * rules.DAY_MS)), "origin": origin}


def test_a_table_of_several_keeps_whom_the_rules_allow_and_says_why_of_the_others():
    ranking = [["vet"], ["twin a", BOT], ["twin b"], ["rookie"]]
    facts = {"at": iso(AT), "accounts": {"vet": account(40), "twin a": account(5, 0), "twin b": account(4, 0),
                                         "rookie": account(0.5)}}
    verdict = rules.judge(ranking, "d", facts, {who: fresh() for group in ranking for who in group})
    assert verdict.counted == [["vet"], [BOT]]
    assert verdict.left_out == {"twin a": rules.SAME_ADDRESS, "twin b": rules.SAME_ADDRESS,
                                "rookie": rules.NOT_ESTABLISHED}
    alone = rules.judge([["vet"], ["rookie"]], "d", facts, {"vet": fresh(), "rookie": fresh()})
    assert (alone.counted, alone.left_out) == ([], {"rookie": rules.NOT_ESTABLISHED, "vet": rules.NO_OPPONENT})
    # Games against server bots alone establish an account, as a day's age does.
    seasoned = {**fresh(), "bot_games": rules.ESTABLISHED_BOT_GAMES}
    assert rules.judge([["vet"], ["rookie"]], "d", facts, {"vet": fresh(), "rookie": seasoned}).counted == [
        ["vet"], ["rookie"]]
    # A result recorded before facts were is judged as then.
    assert rules.judge([["a"], ["b"]], "d", None, {"a": fresh(), "b": fresh()}).counted == [["a"], ["b"]]


def test_a_short_resignation_holds_every_other_seat_at_the_cap_or_its_own_ordinal():
    facts = {"at": iso(AT), "accounts": {}, "resigned": ["loser"], "decisions": {"winner": 9, "loser": 4}}
    strong = {**fresh(), "mu": 40.0, "sigma": 4.0, "games": 30}  # ordinal 28, above the cap
    after = fold_entry("g", [["winner"], [BOT], ["loser"]], "d", facts,
                       {"winner": strong, BOT: fresh(), "loser": fresh()})
    assert (after["winner"]["mu"], after["winner"]["sigma"]) == (40.0, 4.0)  # no rise at all
    assert rules.ordinal(after[BOT]) == pytest.approx(rules.SHORT_RESIGN_CAP, abs=1e-9)
    assert [r["outcome"] for r in (after["winner"]["results"][0], after[BOT]["results"][0])] == [rules.CAPPED] * 2
    assert after["loser"]["mu"] < 25 and after["loser"]["results"][0] == {"gid": "g", "outcome": rules.RATED,
                                                                          "reason": None}
    assert all(after[who]["games"] == 1 for who in (BOT, "loser")) and after["winner"]["wins"] == 1
    # At the threshold the resignation is not short: OpenSkill's figures stand.
    long = {**facts, "decisions": {"winner": 9, "loser": rules.SHORT_RESIGN_DECISIONS}}
    after = fold_entry("g", [["winner"], ["loser"]], "d", long, {"winner": strong, "loser": fresh()})
    assert after["winner"]["mu"] > 40.0 and after["winner"]["results"][0]["outcome"] == rules.RATED
