"""A tiny game for testing the spine apart from any real game's rules: each seat gets a secret
number, then seats take turns rolling a die (randomness) three times each; highest sum wins."""

from __future__ import annotations

from marshmallow import Schema, fields

from games.base import Game, Result, RuleViolation, event

ROLLS_EACH = 3


class RollSchema(Schema):
    times = fields.Integer(load_default=1, validate=lambda n: n == 1)


class DiceRaceSecretsDealtData(Schema):
    secrets = fields.List(fields.Integer(allow_none=True), required=True,
                          metadata={"description": "each seat's secret; null for others while the game runs"})


class DiceRaceDieRolledData(Schema):
    value = fields.Integer(required=True)


class DiceRaceScore(Schema):
    total = fields.Integer(required=True)
    secret = fields.Integer(required=True)


class DiceRace(Game):
    slug = "dice-race"
    title = "Dice Race"
    min_players = 2
    max_players = 4
    command_schemas = {"roll": RollSchema}
    event_schemas = {"SecretsDealt": DiceRaceSecretsDealtData, "DieRolled": DiceRaceDieRolledData}
    score_schema = DiceRaceScore

    def setup(self, seats, options, rng):
        return [event("SecretsDealt", None, secrets=[rng.randint(1, 6) for _ in range(seats)])]

    def evolve(self, state, ev):
        data = ev["data"]
        if ev["type"] == "SecretsDealt":
            n = len(data["secrets"])
            return {"secrets": data["secrets"], "rolls": [[] for _ in range(n)], "turn": 0}
        rolls = [list(r) for r in state["rolls"]]
        rolls[ev["seat"]].append(data["value"])
        return {**state, "rolls": rolls, "turn": (state["turn"] + 1) % len(rolls)}

    def _over(self, state):
        return all(len(r) == ROLLS_EACH for r in state["rolls"])

    def decide(self, state, seat, command, rng):
        if self._over(state) or seat != state["turn"]:
            raise RuleViolation("not-your-turn", f"It is seat {state['turn']}'s turn to roll.")
        return [event("DieRolled", seat, value=rng.randint(1, 6))]

    def to_act(self, state):
        return set() if self._over(state) else {state["turn"]}

    def legal_moves(self, state, seat):
        return [{"type": "roll"}] if seat in self.to_act(state) else []

    def view(self, state, viewer):
        return {"rolls": state["rolls"], "turn": state["turn"],
                "secret": state["secrets"][viewer] if viewer is not None else None}

    def redact(self, ev, viewer):
        if ev["type"] == "SecretsDealt":
            secrets = ev["data"]["secrets"]
            return {**ev, "data": {"secrets": [s if i == viewer else None for i, s in enumerate(secrets)]}}
        return ev

    def result(self, state):
        if not self._over(state):
            return None
        totals = [s + sum(r) for s, r in zip(state["secrets"], state["rolls"], strict=True)]
        ranking = [[seat for seat, t in enumerate(totals) if t == value]
                   for value in sorted(set(totals), reverse=True)]
        return Result(ranking, {str(i): {"total": t, "secret": state["secrets"][i]} for i, t in enumerate(totals)})

    def bot(self, state, seat, rng, level):
        return {"type": "roll"}
