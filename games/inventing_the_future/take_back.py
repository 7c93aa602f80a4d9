"""Which Inventing the Future decisions a person may take back (games/take_back.py;
docs/rules/inventing-the-future.md, "Take back"): every choice but a roll and a flip, until another seat acts,
unless it rolled dice or turned a card face up."""

from __future__ import annotations

# FINAL: the commands never taken back, and why; COMMANDS: the others, final only when an event of REVEALING
# came of them.
FINAL = {"roll": "a roll shows new dice", "flip": "a flip turns a development card face up"}
COMMANDS = frozenset({
    "draft", "pass-draft", "troubleshoot", "consult", "keep-specialists", "choose-phase", "take-bonus", "rainmaker",
    "return-cube", "hire", "advance", "end-progress",
})
REVEALING = {
    "DiceRolled": "rolled the dice",
    "CardFlipped": "turned a development card face up",
    "GameEnded": "ended the game and turned every card face up",
}
