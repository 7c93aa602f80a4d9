"""A TCP proxy in front of the real server that drops its first connection mid-stream: it relays the response up
to a number of whole SSE frames and a few bytes of the next, then closes, as a lost network would. Later
connections are relayed whole. It records each request's head, to read the headers a client resent."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

HEAD_END = b"\r\n\r\n"
FRAME_END = b"\n\n"
PART_OF_NEXT_FRAME = 8  # bytes of the next frame relayed before the cut, so the cut falls inside a frame


@dataclass
class CuttingProxy:
    upstream: tuple[str, int]
    frames_before_cut: int
    heads: list[str] = field(default_factory=list)
    accepted: int = 0
    listener: socket.socket = field(default_factory=lambda: socket.create_server(("127.0.0.1", 0)))

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.listener.getsockname()[1]}"

    def accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:  # the listener was closed: the test is over
                return
            threading.Thread(target=self.relay, args=(client, self.accepted == 0), daemon=True).start()
            self.accepted += 1

    def relay(self, client: socket.socket, cut: bool) -> None:
        with client, socket.create_connection(self.upstream) as server:
            head = b""
            while HEAD_END not in head:
                received = client.recv(65536)
                if not received:
                    return
                head += received
            self.heads.append(head.decode("latin-1"))
            server.sendall(head)
            answered = b""
            while received := server.recv(65536):
                answered += received
                cut_at = self.cut_point(answered) if cut else None
                if cut_at is not None:
                    client.sendall(answered[:cut_at])
                    return
                if not cut:
                    client.sendall(received)

    def cut_point(self, answered: bytes) -> int | None:
        """Where to cut: past the first `frames_before_cut` frames of the body and a few bytes into the next."""
        end = answered.find(HEAD_END)
        if end < 0:
            return None
        at = end + len(HEAD_END)
        for _ in range(self.frames_before_cut):
            at = answered.find(FRAME_END, at)
            if at < 0:
                return None
            at += len(FRAME_END)
        return at + PART_OF_NEXT_FRAME if len(answered) >= at + PART_OF_NEXT_FRAME else None


@contextmanager
def cutting_proxy(base_url: str, frames_before_cut: int) -> Iterator[CuttingProxy]:
    host, port = base_url.removeprefix("http://").split(":")
    proxy = CuttingProxy((host, int(port.rstrip("/"))), frames_before_cut)
    threading.Thread(target=proxy.accept, daemon=True).start()
    try:
        yield proxy
    finally:
        proxy.listener.close()
