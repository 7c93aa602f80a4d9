"""Which Tabletop Climber decisions a person may take back (games/take_back.py; docs/rules/tabletop-climber.md,
"Take back"): a play, a pass or a discard of the Main Phase, until another seat acts, unless it drew or turned up
a card."""

from __future__ import annotations

# FINAL: the commands never taken back, and why; COMMANDS: the others, final only when an event of REVEALING
# came of them.
FINAL = {
    "transfer-card": "the transfer card is chosen in secret by every player at once",
    "select-hand": "the hand is selected in secret by every player at once",
}
COMMANDS = frozenset({"play", "pass", "discard"})
REVEALING = {
    "ReinforcementsDrawn": "drew reinforcement cards",
    "SeasonStarted": "turned up the next season's card",
    "AccidentHappened": "drew cards at random for the Accident",
    "CardsTransferred": "passed the transfer cards",
    "GameEnded": "ended the game",
}
