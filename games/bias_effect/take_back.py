"""Which Bias Effect decisions a person may take back (games/take_back.py; docs/rules/bias-effect.md, "Take
back"): a trade and an algorithm card, until another seat acts, unless it drew, turned up or chose at random."""

from __future__ import annotations

# FINAL: the commands never taken back, and why; COMMANDS: the others, final only when an event of REVEALING
# came of them.
FINAL = {
    "bid": "a bid is sealed and every player bids at once",
    "program": "programming the belief turns up a life card",
    "delete": "deleting the belief turns up a life card",
}
COMMANDS = frozenset({"trade-in", "skip-trade", "play-algorithm", "pass"})
REVEALING = {
    "BeliefRevealed": "turned up a belief card",
    "BeliefDeckReshuffled": "reshuffled the Belief deck",
    "BeliefProgrammed": "programmed a belief drawn at random from the Belief deck",
    "BidsRevealed": "revealed the bids",
    "AlgorithmCardsDrawn": "drew algorithm cards",
    "AlgorithmDeckReshuffled": "reshuffled the Algorithm deck",
    "AlgorithmCardDiscarded": "discarded an algorithm card at random",
    "LifeCardDrawn": "drew a life card",
    "LifeDeckReshuffled": "reshuffled the Life deck",
    "GameEnded": "ended the game",
}
