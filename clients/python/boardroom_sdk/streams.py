"""Live streams that outlast their connections: each new connection resumes with `Last-Event-ID`."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Generic, TypeVar

import httpx

from boardroom_sdk import sse
from boardroom_sdk.polite import Polite, backoff

Item = TypeVar("Item")
# A stream sends a keep-alive every 10 s (BOARDROOM_STREAM_KEEPALIVE_SECONDS): silence far longer is a dead one.
READ_TIMEOUT = 60.0


class LiveStream(Generic[Item]):
    """The items of an SSE stream across connections: one that drops or ends is opened again after the last
    frame received, until ``finished(last id)`` says there is nothing more (a dropped connection is retried
    ``polite.retries`` times in a row at most)."""

    def __init__(self, polite: Polite, url: str, *, decode: Callable[[sse.SseFrame], Item | None],
                 finished: Callable[[str | None], bool], last_id: str | None = None,
                 params: dict[str, str] | None = None, headers: dict[str, str] | None = None,
                 versioned: bool = False):
        self.polite = polite
        self.url = url
        self.decode = decode
        self.finished = finished
        self.last_id = last_id
        self.params = params or {}
        self.headers = headers or {}
        # A game stream's ids are versions: a resumed `?as=state` stream shows the state it stopped at
        # again on connect, which is no news.
        self.versioned = versioned
        self.connections = 0

    def __iter__(self) -> Iterator[Item]:
        drops = 0
        while True:
            headers = {**self.headers, "Accept": "text/event-stream"}
            if self.last_id is not None:
                headers["Last-Event-ID"] = self.last_id
            response = self.polite.open_stream(self.url, params=self.params, headers=headers,
                                               timeout=READ_TIMEOUT)
            self.connections += 1
            try:
                for frame in sse.parse(response.iter_lines()):
                    drops = 0
                    if self._seen(frame.id):
                        continue
                    self.last_id = frame.id if frame.id is not None else self.last_id
                    item = self.decode(frame)
                    if item is not None:
                        yield item
            except httpx.TransportError:
                drops += 1
                if drops > self.polite.retries:
                    raise
                self.polite.sleep(backoff(drops - 1))
                continue
            finally:
                response.close()
            if self.finished(self.last_id):
                return

    def _seen(self, frame_id: str | None) -> bool:
        return (self.versioned and frame_id is not None and self.last_id is not None
                and int(frame_id) <= int(self.last_id))
