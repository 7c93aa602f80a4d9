"""Which Tabletop Inc. decisions a person may take back (games/take_back.py; docs/rules/tabletop-inc.md, "Take
back"): every move of a turn, until another seat acts, unless the decision drew or turned up a card."""

from __future__ import annotations

from typing import Any

from games.tabletop_inc.state import unflipped

# FINAL: the commands never taken back, and why; COMMANDS: the others, final only when an event of REVEALING
# came of them.
FINAL = {
    "choose-cards": "the POW and WOW cards are chosen in secret by every player at once",
    "muman-turn": "the Muman-Bot's turn is a bot's",
}
COMMANDS = frozenset({
    "place", "collect", "take", "pick", "play-card", "buy-skill", "buy", "upgrade", "award", "trade",
    "keep-objectives", "choose-action", "choose-freelancer", "flip-prediction", "use-item", "apply-skill",
    "remove-pow", "publish", "predict", "skip", "end-turn",
})
REVEALING = {
    "TrackRefilled": "drew a card to refill a track",
    "TrackCycled": "drew a card to refresh a track",
    "SkillCardsDrawn": "drew skill cards",
    "ObjectivesDrawn": "drew objective cards",
    "PredictionFlipped": "turned a face-down prediction card face up",
    "PowWowRevealed": "revealed the POW and WOW cards",
    "ZapDrawn": "drew a Zap card",
    "MumanPredicted": "drew the Muman-Bot's predictions",
    "GameEnded": "ended the game",
}
# The commands that perform a board action, which makes the others' predictions about it come true.
PERFORMING = frozenset({"place", "use-item", "choose-action", "choose-freelancer"})


def refusal(state: dict[str, Any], seat: int, command: dict[str, Any], events: list[dict[str, Any]]) -> str | None:
    """A revealing event, or an action performed while another player's face-down predictions are about ``seat``:
    whether a card flipped or not tells which actions they predicted ('Predictions are kept face down')."""
    revealed = [REVEALING[e["type"]] for e in events if e["type"] in REVEALING]
    if revealed:
        return revealed[0]
    if command["type"] in PERFORMING and any(
            q != seat and (p := player["prediction"]) and p["target"] == seat and not p.get("open")
            and unflipped(player) for q, player in enumerate(state["players"])):
        return "showed whether another player's face-down predictions named that action"
    return None
