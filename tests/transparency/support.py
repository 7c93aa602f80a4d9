"""Helpers for the transparency log's tests: a builder with a fresh key and a clock that never holds
a signature back, and the log's public routes through the Flask test client."""

from __future__ import annotations

import itertools

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from projections.transparency import TreeBuilder
from service.runtime.signing_key import raw_public_key
from service.transparency import LogClient


def builder(wired, me: str = "test-builder", key: Ed25519PrivateKey | None = None) -> TreeBuilder:
    key = key or Ed25519PrivateKey.generate()
    seconds = itertools.count(1_800_000_000, 2)  # two seconds apart: every step may sign
    return TreeBuilder(wired.redis, wired.settings.partitions, me, key.sign, raw_public_key(key),
                       clock=lambda: float(next(seconds)))


def log_over(client) -> LogClient:
    def get(path, params):
        response = client.get(path, query_string=params)
        return response.status_code, response.get_json()
    return LogClient(get)


def create_game(client) -> tuple[str, dict]:
    created = client.post("/v1/games", json={"game": "tabletop-climber",
                                             "seats": [{"name": "a"}, {"name": "b"}, {"name": "c"}]})
    assert created.status_code == 201, created.json
    return created.json["id"], created.json["tokens"]
