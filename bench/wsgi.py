"""The WSGI app the benchmark serves: the production app plus a no-op route, so production has none."""

from __future__ import annotations

from bench.counter import register

register()

from service.http.app import create_app  # noqa: E402  (the counter must be registered before the catalogue is built)

app = create_app()



@app.route("/bench/noop", methods=["GET", "POST"])
def noop() -> tuple[bytes, int, dict[str, str]]:
    """Does nothing: the floor of a request through the same gunicorn, Flask and middleware."""
    return b'{"ok":true}', 200, {"Content-Type": "application/json"}
