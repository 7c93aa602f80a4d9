"""The web process's gunicorn worker: gevent (a waiting request, such as a stream's follower, costs a
greenlet, not a thread), with every read and write on a client's socket bounded in time.

gunicorn bounds only the wait for the first request line (its ``keepalive``); a client that sends headers
and then stalls its body would hold its request for ever. Here a socket silent for
BOARDROOM_CLIENT_TIMEOUT_SECONDS (default 10) reads as the client's end: the body arrives short, which
werkzeug answers with a 400, and the connection closes. A client that stops reading what it is sent is
dropped likewise. A client that trickles its body, a byte just inside each silence, is bounded by
BOARDROOM_BODY_SECONDS (default 30) for the whole body: past it the body reads as ended, answered 400.

The errors gunicorn answers by itself, before the application sees a request (a malformed request
line, a 414 for an over-long one, a 431 for too many headers), go out as ``application/problem+json``
like every other error, not as gunicorn's HTML page.
"""

from __future__ import annotations

import errno
import gc
import json
import os
import time
from typing import Any

from gunicorn.http.errors import ParseException
from gunicorn.workers.ggevent import GeventWorker

DEFAULT_CLIENT_TIMEOUT = 10.0
DEFAULT_BODY_SECONDS = 30.0
# The garbage collector's thresholds in a web worker (CPython's default is 700, 10, 10). With thousands of live
# streams, each greenlet a heap of frames and sockets, a collection every 700 allocations paused the process 6-45 ms
# about once a second and a full one up to 0.5 s: commands' p99 went ×2.2-2.8 with 5,000 followers. These
# thresholds collect about thirty times less often: ×1.57-1.76 in the same bench (issue 35).
GC_THRESHOLDS = (20_000, 50, 100)

# gunicorn's own refusals as the service's problem codes (service.http.problems.SERVICE_CODES).
GUNICORN_CODES = {400: "bad_request", 403: "forbidden", 414: "request_line_too_long",
                  431: "request_headers_too_large"}


class BoundedSocket:
    """A client socket whose silence past its timeout, or a read past its deadline, reads as the end of
    the stream."""

    def __init__(self, sock: Any, seconds: float):
        sock.settimeout(seconds)
        self._sock = sock
        self._seconds = seconds
        self.deadline: float | None = None  # monotonic; set while a request's body may be read

    def recv(self, *args: Any) -> bytes:
        if self.deadline is not None:
            left = self.deadline - time.monotonic()
            if left <= 0:
                return b""
            self._sock.settimeout(min(self._seconds, left))
        try:
            return self._sock.recv(*args)
        except TimeoutError:
            return b""
        finally:
            if self.deadline is not None:
                self._sock.settimeout(self._seconds)

    def sendall(self, *args: Any) -> None:
        try:
            self._sock.sendall(*args)
        except TimeoutError:
            # gunicorn closes quietly on a broken pipe, and logs a traceback on anything else.
            raise BrokenPipeError(errno.EPIPE, "the client stopped reading") from None

    def send(self, *args: Any) -> int:
        try:
            return self._sock.send(*args)
        except TimeoutError:
            raise BrokenPipeError(errno.EPIPE, "the client stopped reading") from None

    def setblocking(self, flag: bool) -> None:
        """Kept bounded: gunicorn asks for a blocking socket, which would wait for ever."""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)


def body_deadline(app: Any, seconds: float) -> Any:
    """``app`` (WSGI) with each request's body readable for ``seconds`` from the request's start."""

    def bounded(environ: dict, start_response: Any) -> Any:
        sock = environ.get("gunicorn.socket")
        if not isinstance(sock, BoundedSocket):
            return app(environ, start_response)
        sock.deadline = time.monotonic() + seconds
        try:
            return app(environ, start_response)
        finally:
            sock.deadline = None

    return bounded


class BoundedGeventWorker(GeventWorker):
    """gunicorn's gevent worker with each client's socket bounded (see the module's docstring)."""

    def load_wsgi(self):
        super().load_wsgi()
        gc.set_threshold(*GC_THRESHOLDS)
        self.wsgi = body_deadline(self.wsgi, float(os.environ.get("BOARDROOM_BODY_SECONDS", DEFAULT_BODY_SECONDS)))

    def handle_error(self, req, client, addr, exc):
        # gunicorn writes no detail for a 500; a refusal of the client's bytes names what was wrong.
        detail = str(exc) if isinstance(exc, ParseException) else ""
        super().handle_error(req, ProblemPageSocket(client, detail), addr, exc)

    def handle(self, listener, client, addr):
        seconds = float(os.environ.get("BOARDROOM_CLIENT_TIMEOUT_SECONDS", DEFAULT_CLIENT_TIMEOUT))
        super().handle(listener, BoundedSocket(client, seconds), addr)

    def handle_exit(self, sig, frame):
        # gunicorn waits for every open request before the worker exits, and a live stream is open until its
        # client leaves: every stop (a deploy, the suite's teardowns) waited out the whole graceful timeout and
        # ended in SIGKILL. The streams end now instead; their clients resume from their last event.
        super().handle_exit(sig, frame)
        import gevent

        from service.bootstrap import running

        wired = running()
        if wired is not None:
            gevent.spawn(wired.drain_streams)


def problem_page(status: int, reason: str, detail: str) -> bytes:
    """A whole HTTP response carrying gunicorn's refusal as problem+json, closing the connection."""
    from service.http.problems import title_of  # here, not at the top: the worker class loads before the app

    code = GUNICORN_CODES.get(status, "http_error" if status < 500 else "internal_error")
    body = json.dumps({"type": f"https://boardroom.dev/problems/{code}", "title": title_of(code, status),
                       "status": status,
                       "detail": detail or reason, "code": code}).encode()
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n")
    return head.encode("latin1") + body


class ProblemPageSocket:
    """The client's socket while gunicorn writes one of its error pages: the page goes out as problem+json.

    gunicorn's ``handle_error`` writes a fixed HTML page through ``util.write_error``; the page's status
    line is kept and its body replaced.
    """

    def __init__(self, sock: Any, detail: str):
        self._sock = sock
        self._detail = detail

    def sendall(self, data: bytes) -> None:
        status_line = data.split(b"\r\n", 1)[0].decode("latin1")
        _, status, reason = (status_line.split(" ", 2) + ["", ""])[:3]
        self._sock.sendall(problem_page(int(status) if status.isdigit() else 500, reason or "Error",
                                        self._detail))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)
