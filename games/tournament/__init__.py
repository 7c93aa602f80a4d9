"""Tournaments (issue 55): an aggregate decided like a game. Pure: pairing, seating and scoring are functions of
the recorded events and the tournament's seed; nothing here imports Flask, Redis or RQ."""
