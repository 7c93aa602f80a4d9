"""Which Tabletop Climber decisions a person may take back (games/take_back.py; docs/rules/tabletop-climber.md,
"Take back"): a play, a pass or a discard of the Main Phase, until another seat acts, unless it drew or turned up
a card."""

from __future__ import annotations

# The transfer card and the hand are chosen in secret by every seat at once.
COMMANDS = frozenset({"play", "pass", "discard"})
REVEALING = {
    "ReinforcementsDrawn": "drew reinforcement cards",
    "SeasonStarted": "turned up the next season's card",
    "AccidentHappened": "drew cards at random for the Accident",
    "CardsTransferred": "passed the transfer cards",
    "GameEnded": "ended the game",
}
