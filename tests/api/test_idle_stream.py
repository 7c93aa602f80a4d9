"""A stream of a game where nobody moves outlives Redis's socket timeout: it sends keep-alives."""

from __future__ import annotations

from events.connection import SOCKET_TIMEOUT_SECONDS
from service.api.history import KEEPALIVE_SECONDS


def test_an_idle_stream_sends_a_keep_alive_instead_of_timing_out(client, dice_race):
    assert KEEPALIVE_SECONDS > SOCKET_TIMEOUT_SECONDS  # the case worth testing: a quiet spell longer than it
    created = client.post("/v1/games", json={"game": "dice-race", "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    response = client.get(f"/v1/games/{created['id']}/stream?after={created['version']}",
                          headers={"Accept": "application/x-ndjson"}, buffered=False)
    frames = iter(response.response)
    assert next(frames) in (b"\n", "\n")  # nobody moved for KEEPALIVE_SECONDS: a keep-alive, not an error
    response.close()
