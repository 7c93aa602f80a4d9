"""The check every e2e response passes (tests/e2e/api_client.py) tells a documented response from a drifted one."""

from __future__ import annotations

import httpx
import pytest

from tests.e2e.api_client import check_response


def received(method: str, path: str, status: int, content_type: str, body: bytes) -> httpx.Response:
    request = httpx.Request(method, f"http://127.0.0.1:8000{path}")
    return httpx.Response(status, headers={"Content-Type": content_type}, content=body, request=request)


def test_a_documented_response_passes_and_a_drifted_one_fails():
    check_response(received("GET", "/healthz", 200, "application/json", b'{"ok": true}'))
    check_response(received("GET", "/v1/games/abc", 404, "application/problem+json",
                            b'{"type": "https://boardroom.dev/problems/game_not_found", "title": "Not found", '
                            b'"status": 404, "detail": "There is no game.", "code": "game_not_found"}'))
    with pytest.raises(AssertionError, match="does not match openapi.yaml"):
        check_response(received("GET", "/healthz", 200, "application/json", b'{"healthy": "yes"}'))
    with pytest.raises(AssertionError, match="does not match openapi.yaml"):
        check_response(received("GET", "/v1/games/abc", 418, "application/problem+json", b"{}"))


def test_a_stream_is_checked_for_its_status_and_media_type():
    check_response(received("GET", "/v1/games/abc/stream", 200, "text/event-stream", b""))
    with pytest.raises(AssertionError, match="not documented"):
        check_response(received("GET", "/v1/games/abc/stream", 201, "application/x-ndjson", b""))
