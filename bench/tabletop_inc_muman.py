"""Where the Muman-Bot's score comes from (issue 30, item 13): seeded two-player games of a full-rules bot against a
Muman-Bot, each seat's final score broken down by source, and every Muman-Bot turn checked against its rules.

Run: ``.venv/bin/python -m bench.tabletop_inc_muman [--bot normal] [--muman normal] [--games 40] [--seed 0]
[--iterations 50]``. Game ``g`` is seeded ``"muman:<seed>:<g>"``; the Muman-Bot sits at seat ``g % 2``. The hard
bot searches ``--iterations`` playouts per move with no time cap (reproducible). Prints one JSON object: the
Muman-Bot's wins, the mean score by source of both seats, the mean turns, and the count of each rule check that
failed (none expected).

Sources: ``zap`` (ZAP card VP), ``predictions`` (correct predictions), ``end_trigger`` (the 5 VP of moving the
hourglass to 0), ``in_game`` (any other in-game VP: space, table and skill bonuses, trades, the turn-order VP), then
the final-scoring parts (``published``, ``unpublished``, ``objectives``, ``freelancers``, ``awards``).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter

from games import search
from games.tabletop_inc import GAME
from games.tabletop_inc import data as D

FINAL = ("published", "unpublished", "objectives", "freelancers", "awards")


def in_game_vp(ev: dict) -> tuple[str, int] | None:
    """(source, VP) of an event that moves a seat's score marker."""
    t, d = ev["type"], ev["data"]
    if t == "ZapScored":
        return "zap", d["vp"]
    if t in ("MumanPredictionCorrect", "PredictionFlipped", "PredictionsRewarded"):
        return "predictions", d["vp"]
    if t == "EndTriggered":
        return "end_trigger", d["vp"]
    gained = {"ResourcesChanged": d.get("delta"), "WorkerPlaced": d.get("bonus"), "CardPlayed": d.get("bonus"),
              "SkillApplied": d.get("gain"), "Traded": d.get("get")}.get(t) or {}
    return ("in_game", gained["vp"]) if gained.get("vp") else None


def audit_muman_turn(state: dict, seat: int, level: str, events: list[dict], problems: Counter) -> None:
    """One Muman-Bot turn against the rulebook's steps (pages 12-13)."""
    kinds = [e["type"] for e in events]
    p = state["players"][seat]
    if kinds.count("ZapDrawn") + kinds.count("WorkersCollected") != 1:
        problems["not exactly one ZAP card or one collection per turn"] += 1
    if "ZapDrawn" in kinds and not p["free_workers"]:
        problems["ZAP card drawn without a worker left"] += 1
    if "WorkersCollected" in kinds and p["free_workers"]:
        problems["collected with a worker left"] += 1
    for e in events:
        if e["seat"] != seat:
            continue
        t, d = e["type"], e["data"]
        if t == "ZapScored":
            boxes = D.ZAP_CARDS[d["card"]]["vp"]  # 'use the Hard difficulty victory points' without an Extreme box
            if d["vp"] != boxes.get(level, boxes["hard"]):
                problems["ZAP VP not the card's box"] += 1
        elif t == "WorkerPlaced" and (d["paid"] or d["bonus"]):
            problems["ZAP placement paid a cost or took a bonus"] += 1
        elif t == "MumanPredicted" and d["count"] != D.MUMAN_PREDICTIONS[level]:
            problems["prediction count not the difficulty's"] += 1
        elif t in ("PredictionFlipped", "PredictionsRewarded", "PredictionsMade", "CardTaken", "GamePublished",
                   "AwardWon", "ObjectivesKept", "TasksQueued"):
            problems[f"full-rules event {t}"] += 1
        elif in_game_vp(e) and in_game_vp(e)[0] == "in_game":
            problems["in-game VP besides ZAP cards, predictions and the end trigger"] += 1


def audit_opponent_turn(muman: int, events: list[dict], problems: Counter) -> None:
    """A correct Muman-Bot prediction needs the opponent to take that action on its turn (a board space, or an item
    or freelancer naming the action: rules version 4)."""
    taken = {e["data"]["action"] for e in events if e["type"] == "WorkerPlaced"}
    taken |= {t.get("action") for e in events if e["type"] == "TasksQueued" for t in e["data"]["tasks"]}
    named = {f: D.FREELANCER_ACTIONS.get(x["effect"]) for f, x in D.FREELANCERS.items()}  # F05, F08
    taken |= {named.get(a) for a in set(taken)}
    for e in events:
        if e["type"] == "MumanPredictionCorrect" and e["seat"] == muman:
            if e["data"]["action"] not in taken:
                problems["prediction paid without the opponent's action"] += 1
            if e["data"]["vp"] != D.MUMAN_PREDICTION_VP:
                problems["prediction not 1 VP"] += 1


def play(game_no: int, seed: int, bot: str, level: str) -> dict:
    muman = game_no % 2
    levels = [bot, bot]
    levels[muman] = f"muman-{level}"
    rng = random.Random(f"muman:{seed}:{game_no}")
    state = None
    for ev in GAME.setup(2, {"muman": {str(muman): level}}, rng):
        state = GAME.evolve(state, ev)
    problems: Counter = Counter()
    sources = [Counter(), Counter()]
    turns = [Counter(), Counter()]
    while GAME.result(state) is None:
        seat = sorted(GAME.to_act(state))[0]
        events = GAME.decide(state, seat, GAME.bot(state, seat, rng, levels[seat]), rng)
        if seat == muman:
            audit_muman_turn(state, seat, level, events, problems)
        else:
            audit_opponent_turn(muman, events, problems)
        for e in events:
            if e["seat"] is not None:
                got = in_game_vp(e)
                if got:
                    sources[e["seat"]][got[0]] += got[1]
                if e["type"] in ("ZapDrawn", "WorkersCollected", "TurnEnded"):
                    turns[e["seat"]][e["type"]] += 1
                if e["type"] == "WorkerPlaced":
                    turns[e["seat"]]["placements"] += 1
            state = GAME.evolve(state, e)
    scores = state["result"]["scores"]
    for q in range(2):
        if sum(sources[q].values()) != scores[str(q)]["track"]:
            problems["track VP not explained by its sources"] += 1
        sources[q].update({k: scores[str(q)][k] for k in FINAL})
        sources[q]["total"] = scores[str(q)]["total"]
    return {"muman": muman, "won": state["result"]["ranking"][0] == [muman], "sources": sources, "turns": turns,
            "problems": problems}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="normal", choices=["easy", "normal", "hard"])
    parser.add_argument("--muman", default="normal", choices=list(D.MUMAN_LEVELS))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=50, help="hard: playouts per move (no time cap)")
    args = parser.parse_args(argv)
    search.set_default_budget(search.Budget(args.iterations, None))
    won, problems = 0, Counter()
    sums = {"muman": Counter(), "opponent": Counter()}
    turns = {"muman": Counter(), "opponent": Counter()}
    for g in range(args.games):
        r = play(g, args.seed, args.bot, args.muman)
        won += r["won"]
        problems.update(r["problems"])
        for who, q in (("muman", r["muman"]), ("opponent", 1 - r["muman"])):
            sums[who].update(r["sources"][q])
            turns[who].update(r["turns"][q])
    n = args.games
    mean = {who: {k: round(v / n, 2) for k, v in sorted(c.items())} for who, c in sums.items()}
    print(json.dumps({"bot": args.bot, "muman": args.muman, "games": n, "seed": args.seed, "muman_wins": won,
                      "mean_score": mean,
                      "mean_turns": {who: {k: round(v / n, 2) for k, v in sorted(c.items())}
                                     for who, c in turns.items()},
                      "rule_checks_failed": dict(problems)}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
