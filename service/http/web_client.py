"""The reference web client: plain ES modules and a stylesheet under ``service/web/``, served as they are.

``/`` is the client's one page and ``/web/<file>`` its assets. The client is a third party like any other:
it reads and writes games only through the public ``/v1`` API and its streams, so nothing here touches the
wiring. These routes are left out of the OpenAPI document on purpose (registered on the app, not on the
API): they serve files to a browser, not resources to API clients.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from flask import Blueprint, Response, send_from_directory

from service.errors import NotFound

WEB_DIR = Path(__file__).with_name("web")  # package data (pyproject.toml), beside this module

# Explicit, not guessed from the platform's mimetypes: a module script served as anything but JavaScript is
# refused by the browser (we send nosniff).
CONTENT_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".txt": "text/plain",
}

# The page loads nothing but its own files and talks only to its own origin; no inline script or style.
CONTENT_SECURITY_POLICY = ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                           "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
                           "frame-ancestors 'none'")

blp = Blueprint("web", __name__)


@blp.get("/")
def index() -> Response:
    """The client's page (its routes live in the URL fragment, so this is the only HTML route)."""
    return _asset("index.html")


@blp.get("/web/<path:name>")
def asset(name: str) -> Response:
    """One of the client's modules, its stylesheet or its licence notes."""
    return _asset(name)


def _asset(name: str) -> Response:
    content_type = CONTENT_TYPES.get(PurePosixPath(name).suffix)
    if content_type is None:
        raise NotFound(f"The web client has no file {name[:60]!r}.", code="not_found")
    # send_from_directory refuses paths that leave the directory (404) and answers If-None-Match with 304.
    response = send_from_directory(WEB_DIR, name, mimetype=content_type, conditional=True, etag=True,
                                   max_age=0)
    # No build step, so no content hashes in the names: every use revalidates (a cheap 304 by ETag), and a
    # new deployment is picked up at the next load instead of mixing old and new modules.
    response.headers["Cache-Control"] = "no-cache"
    if content_type.startswith("text/html"):
        response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
        response.headers["Referrer-Policy"] = "no-referrer"  # seat links carry tokens in the fragment only
    return response
