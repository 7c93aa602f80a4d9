"""Which Corporate Anarchy decisions a person may take back (games/take_back.py; docs/rules/corporate-anarchy.md,
"Take back"): a turn's purchases and moves, until another seat acts, unless one uncovered or spied a tile."""

from __future__ import annotations

# FINAL: the commands never taken back, and why; COMMANDS: the others, final only when an event of REVEALING
# came of them.
FINAL = {"place-tiles": "the base tiles are placed face down by every player at once"}
COMMANDS = frozenset({"buy-building", "buy-command", "move", "end-turn", "return-home", "reposition-building"})
REVEALING = {
    "TileUncovered": "uncovered a face-down tile",
    "TileSpied": "looked at a face-down tile",
    "SetupCompleted": "ended the sealed set-up",
    "FirstPlayerRolled": "rolled the dice",
    "GameEnded": "ended the game",
}
