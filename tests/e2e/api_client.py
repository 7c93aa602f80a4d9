"""A thin HTTP client over the REST API, so the e2e tests read like specifications. Every response it
receives is checked against the committed openapi.yaml, so the server and the document cannot drift apart."""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from urllib.parse import parse_qsl

import httpx
import yaml
from openapi_core import Config, OpenAPI
from openapi_core.datatypes import RequestParameters
from werkzeug.datastructures import Headers, ImmutableMultiDict

DOCUMENT = Path(__file__).resolve().parents[2] / "openapi.yaml"
# Bodies read as they arrive: their status and media type are checked, not their lines.
STREAMED = {"text/event-stream", "application/x-ndjson"}
# Served beside the API, not part of it: the document itself and its browsable UI.
NOT_API = ("/openapi.yaml", "/openapi.json", "/docs")


_LOADING = threading.Lock()


def contract() -> tuple[OpenAPI, dict]:
    # Once per process: fifty client threads answered at the same moment each parsed the whole document at once
    # (minutes of pure-Python YAML under one interpreter lock), and the server closed their idle connections.
    with _LOADING:
        return _contract()


@cache
def _contract() -> tuple[OpenAPI, dict]:
    document = yaml.load(DOCUMENT.read_text(), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    # openapi-core reads JSON bodies only as application/json; problems are JSON too (RFC 9457).
    config = Config(extra_media_type_deserializers={"application/problem+json": json.loads})
    return OpenAPI.from_dict(document, config=config), document


class _Request:
    """openapi-core's Request protocol over the httpx request that was sent."""

    def __init__(self, request: httpx.Request):
        self.host_url = f"{request.url.scheme}://{request.url.netloc.decode()}"
        self.path = request.url.path
        self.method = request.method.lower()
        self.body = request.content or None
        self.content_type = request.headers.get("Content-Type", "")
        self.parameters = RequestParameters(query=ImmutableMultiDict(parse_qsl(request.url.query.decode())),
                                            header=Headers(dict(request.headers)), cookie=ImmutableMultiDict())


class _Response:
    """openapi-core's Response protocol over a received (and read) httpx response."""

    def __init__(self, response: httpx.Response):
        self.status_code = response.status_code
        self.content_type = response.headers.get("Content-Type", "").lower()
        self.headers = Headers(dict(response.headers))
        self.data = response.content or None


def _documented(document: dict, method: str, path: str) -> dict | None:
    for template, item in document["paths"].items():
        if re.fullmatch(re.sub(r"\\{[^}]+\\}", "[^/]+", re.escape(template)), path) and method in item:
            return item[method]
    return None


def check_response(response: httpx.Response) -> None:
    """The response is one the document describes: its status, media type, headers and body."""
    request = response.request
    if request.url.path.startswith(NOT_API):
        return
    validator, document = contract()
    media = response.headers.get("Content-Type", "").split(";")[0].strip()
    if media in STREAMED:
        operation = _documented(document, request.method.lower(), request.url.path)
        assert operation is not None, f"{request.method} {request.url.path} is not in openapi.yaml"
        documented = operation["responses"].get(str(response.status_code), {})
        assert media in documented.get("content", {}), (
            f"{request.method} {request.url.path}: {response.status_code} {media} is not documented")
        return
    response.read()
    try:
        validator.validate_response(_Request(request), _Response(response))
    except Exception as error:  # openapi-core's errors carry their causes: show them all
        causes = [repr(c)[:500] for c in getattr(error, "schema_errors", None) or [error.__cause__] if c]
        raise AssertionError(f"{request.method} {request.url}: {response.status_code} {response.text[:500]!r} "
                             f"does not match openapi.yaml: {error!r} {causes}") from error


def polite(send: Callable[[], httpx.Response], tries: int = 20) -> httpx.Response:
    """``send()`` again after a 429 as long as its ``Retry-After`` says, as a polite client of the production
    limits does (commands, expensive reads); other answers, 503 included, are the caller's to judge."""
    response = send()
    for _ in range(tries):
        if response.status_code != 429:
            break
        time.sleep(int(response.headers["Retry-After"]))  # the server's own pacing, not synchronisation
        response = send()
    return response


def validated_client(**kwargs) -> httpx.Client:
    """An httpx client whose every response is checked against openapi.yaml (``check_response``)."""
    return httpx.Client(event_hooks={"response": [check_response]}, **kwargs)


class Boardroom:
    def __init__(self, base_url: str):
        self.http = validated_client(base_url=base_url, timeout=httpx.Timeout(30.0, read=300.0))

    def close(self) -> None:
        self.http.close()

    @staticmethod
    def _auth(token: str | None) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"} if token else {}

    def catalog(self) -> dict:
        return self.http.get("/v1/catalog").raise_for_status().json()

    def create(self, game: str, seats: list[dict], options: dict | None = None, **hosting) -> dict:
        """A new table; ``hosting``: its ``clock`` and ``on_timeout``."""
        response = self.http.post("/v1/games", json={"game": game, "seats": seats, "options": options or {},
                                                     **hosting})
        assert response.status_code == 201, response.text
        return response.json()

    def game(self, gid: str, token: str | None = None) -> dict:
        return self.http.get(f"/v1/games/{gid}", headers=self._auth(token)).raise_for_status().json()

    def moves(self, gid: str, token: str) -> dict:
        return self.http.get(f"/v1/games/{gid}/moves", headers=self._auth(token)).raise_for_status().json()

    def command(self, gid: str, token: str, command: dict, version: int | None = None,
                key: str | None = None) -> httpx.Response:
        headers = self._auth(token)
        if version is not None:
            headers["If-Match"] = f'"{version}"'
        if key is not None:
            headers["Idempotency-Key"] = key
        return polite(lambda: self.http.post(f"/v1/games/{gid}/commands", json=command, headers=headers))

    def events(self, gid: str, token: str | None = None) -> list[dict]:
        """The whole history as ``token``'s seat (or a spectator) sees it, following each page's `next`."""
        collected, query = [], {"limit": 1000}
        while True:
            page = self.http.get(f"/v1/games/{gid}/events", params=query,
                                 headers=self._auth(token)).raise_for_status().json()
            collected += page["events"]
            if page["next"] is None:
                return collected
            query["cursor"] = page["next"]

    def audit(self, gid: str) -> dict:
        return polite(lambda: self.http.get(f"/v1/games/{gid}/audit")).raise_for_status().json()

    def export(self, gid: str) -> str:
        ndjson = {"Accept": "application/x-ndjson"}
        return self.http.get(f"/v1/games/{gid}/events", headers=ndjson).raise_for_status().text

    def stream(self, gid: str, token: str | None = None, after: int = 0) -> Iterator[dict]:
        """Live events as NDJSON until the server ends the stream (the game finished)."""
        headers = {**self._auth(token), "Accept": "application/x-ndjson"}
        with self.http.stream("GET", f"/v1/games/{gid}/stream", params={"after": after}, headers=headers) as live:
            live.raise_for_status()
            for line in live.iter_lines():
                if line.strip() and (event := json.loads(line))["type"] != "heartbeat":
                    yield event

    def sse(self, gid: str, last_event_id: int) -> Iterator[tuple[str, str, dict]]:
        """(id, the event EventSource dispatches, data) frames of the SSE stream, resuming after ``last_event_id``."""
        with self.http.stream("GET", f"/v1/games/{gid}/stream", headers={"Last-Event-ID": str(last_event_id)}) as live:
            frame: dict[str, str] = {}
            for line in live.iter_lines():
                if line.startswith(":"):
                    continue
                if not line:
                    if frame:
                        yield frame["id"], frame.get("event", "message"), json.loads(frame["data"])
                    frame = {}
                    continue
                key, _, value = line.partition(": ")
                frame[key] = value
