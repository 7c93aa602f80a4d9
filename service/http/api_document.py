"""The OpenAPI document as ``GET /openapi.yaml`` and ``GET /openapi.json`` serve it: rendered once per process.

Rendering the document from the spec costs most of a second of CPU, and it changes only with the code; rendered
per request, two anonymous clients asking for it held a gevent worker and its players waited seconds (issue 49).
So a process renders it once (at start-up, or by the first request, under a lock so that concurrent first
requests wait for that one rendering) and answers with the same bytes, a strong ``ETag`` (their digest),
``Cache-Control: public`` and 304 to an ``If-None-Match`` that names the copy held. /docs (Swagger UI) reads
/openapi.json.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable
from dataclasses import dataclass

from apispec import APISpec
from flask import Flask, Response, request

from service.http.openapi_yaml import document_yaml

EXTENSION = "boardroom.api_document"
YAML = "application/yaml"
JSON = "application/json"
# A deploy's new document reaches a cache within this; after it, the ETag revalidates (a 304 without the body).
MAX_AGE_SECONDS = 300


@dataclass(frozen=True)
class Rendered:
    """One representation of the document: its bytes and their strong ETag."""

    body: bytes
    etag: str


def render(spec: APISpec, dumps: Callable[..., str]) -> dict[str, Rendered]:
    """The document as YAML (the committed openapi.yaml's layout) and as JSON, from one walk of ``spec``."""
    document = spec.to_dict()
    texts = {YAML: document_yaml(document), JSON: dumps(document, indent=2, sort_keys=False)}
    return {kind: _rendered(text.encode()) for kind, text in texts.items()}


def _rendered(body: bytes) -> Rendered:
    return Rendered(body, hashlib.sha256(body).hexdigest()[:32])


class ApiDocument:
    """The document of one app, rendered by the first that asks and kept for the process's life."""

    def __init__(self, spec: APISpec, dumps: Callable[..., str]):
        self._spec = spec
        self._dumps = dumps
        self._lock = threading.Lock()  # gevent's under gunicorn's gevent worker (it patches threading)
        self._rendered: dict[str, Rendered] | None = None

    def rendered(self, kind: str) -> Rendered:
        """The document as ``kind`` (``YAML`` or ``JSON``), rendering it first if no one has."""
        if self._rendered is None:
            with self._lock:
                if self._rendered is None:
                    self._rendered = render(self._spec, self._dumps)
        return self._rendered[kind]

    def warm(self) -> None:
        """Render now (at start-up), so that no request waits for it."""
        self.rendered(YAML)

    def response(self, kind: str) -> Response:
        """The document as ``kind`` for this request: 200 with its bytes, or 304 if the client holds them."""
        rendered = self.rendered(kind)
        response = Response(rendered.body, mimetype=kind)
        response.set_etag(rendered.etag)
        response.cache_control.public = True
        response.cache_control.max_age = MAX_AGE_SECONDS
        return response.make_conditional(request)


def install(app: Flask, spec: APISpec, json_endpoint: str) -> ApiDocument:
    """Serve ``spec`` at /openapi.yaml and, in place of flask-smorest's per-request rendering, at ``json_endpoint``."""
    document = ApiDocument(spec, app.json.dumps)
    app.extensions[EXTENSION] = document
    app.add_url_rule("/openapi.yaml", "openapi_yaml", lambda: document.response(YAML), methods=["GET"])
    app.view_functions[json_endpoint] = lambda: document.response(JSON)
    return document
