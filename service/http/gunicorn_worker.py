"""The web process's gunicorn worker: gevent (a waiting request, such as a stream's follower, costs a
greenlet, not a thread), with every read and write on a client's socket bounded in time.

gunicorn bounds only the wait for the first request line (its ``keepalive``); a client that sends headers
and then stalls its body would hold its request for ever. Here a socket silent for
BOARDROOM_CLIENT_TIMEOUT_SECONDS (default 10) reads as the client's end: the body arrives short, which
werkzeug answers with a 400, and the connection closes. A client that stops reading what it is sent is
dropped likewise.
"""

from __future__ import annotations

import errno
import os
from typing import Any

from gunicorn.workers.ggevent import GeventWorker

DEFAULT_CLIENT_TIMEOUT = 10.0


class BoundedSocket:
    """A client socket whose silence past its timeout reads as the end of the stream."""

    def __init__(self, sock: Any, seconds: float):
        sock.settimeout(seconds)
        self._sock = sock

    def recv(self, *args: Any) -> bytes:
        try:
            return self._sock.recv(*args)
        except TimeoutError:
            return b""

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


class BoundedGeventWorker(GeventWorker):
    """gunicorn's gevent worker with each client's socket bounded (see the module's docstring)."""

    def handle(self, listener, client, addr):
        seconds = float(os.environ.get("BOARDROOM_CLIENT_TIMEOUT_SECONDS", DEFAULT_CLIENT_TIMEOUT))
        super().handle(listener, BoundedSocket(client, seconds), addr)
