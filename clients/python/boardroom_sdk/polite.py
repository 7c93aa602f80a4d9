"""Requests that wait as the server asks: `Retry-After` on a 429 or 503, and a spent `RateLimit` budget's refill."""

from __future__ import annotations

import email.utils
import time
from collections.abc import Callable
from typing import Any

import httpx

from boardroom_sdk.errors import ProblemError

WAITED = (429, 503)
SAFE = ("GET", "HEAD")
DEFAULT_RETRY_AFTER = 1.0  # a 429 or 503 without a usable Retry-After
# A longer wait (an hourly budget spent) is the caller's to decide on: the refusal is raised instead.
LONGEST_WAIT = 60.0


def retry_after(response: httpx.Response) -> float:
    """Seconds `Retry-After` asks for: delta-seconds or an HTTP date."""
    value = response.headers.get("Retry-After", "").strip()
    try:
        seconds = float(value)
    except ValueError:
        try:
            seconds = email.utils.parsedate_to_datetime(value).timestamp() - time.time()
        except (TypeError, ValueError):
            seconds = DEFAULT_RETRY_AFTER
    return max(seconds, 0.0)


def spent_for(response: httpx.Response) -> float:
    """Seconds until a spent budget refills, from `RateLimit: "commands";r=0;t=1` (0: none is spent)."""
    waits = []
    for item in response.headers.get("RateLimit", "").split(","):
        params = dict(p.strip().split("=", 1) for p in item.split(";")[1:] if "=" in p)
        if params.get("r") == "0":
            try:
                waits.append(float(params.get("t", DEFAULT_RETRY_AFTER)))
            except ValueError:
                waits.append(DEFAULT_RETRY_AFTER)
    return max(waits, default=0.0)


class Polite:
    """An httpx client's requests, retried a bounded number of times where retrying is safe, each wait at most
    a minute; an error answer left over is raised as :class:`ProblemError`."""

    def __init__(self, http: httpx.Client, retries: int = 5, sleep: Callable[[float], None] = time.sleep):
        self.http = http
        self.retries = retries
        self.sleep = sleep
        self.waits = 0  # how often the server asked to wait and was obeyed

    def wait(self, seconds: float) -> None:
        self.waits += 1
        self.sleep(seconds)

    def request(self, method: str, url: str, *, not_modified: bool = False, **kwargs: Any) -> httpx.Response:
        """``method url``; a 304 is returned when ``not_modified`` allows it, any other error is raised.

        A request that failed in transit is sent again only when that cannot act twice: a GET, or a request
        with an Idempotency-Key."""
        resendable = method in SAFE or "Idempotency-Key" in (kwargs.get("headers") or {})
        for attempt in range(self.retries + 1):
            last = attempt == self.retries
            try:
                response = self.http.request(method, url, **kwargs)
            except httpx.TransportError:
                if last or not resendable:
                    raise
                self.sleep(backoff(attempt))
                continue
            if response.status_code in WAITED and not last and (pause := retry_after(response)) <= LONGEST_WAIT:
                self.wait(pause)
                continue
            if 0 < (pause := spent_for(response)) <= LONGEST_WAIT:
                self.wait(pause)
            if response.is_success or (not_modified and response.status_code == 304):
                return response
            raise ProblemError.of(response)
        raise AssertionError("unreachable: the last attempt returns or raises")

    def open_stream(self, url: str, **kwargs: Any) -> httpx.Response:
        """A streamed GET of ``url``, opened as :meth:`request` sends one; the caller closes it."""
        for attempt in range(self.retries + 1):
            last = attempt == self.retries
            try:
                response = self.http.send(self.http.build_request("GET", url, **kwargs), stream=True)
            except httpx.TransportError:
                if last:
                    raise
                self.sleep(backoff(attempt))
                continue
            if response.is_success:
                return response
            try:
                if response.status_code not in WAITED or last or retry_after(response) > LONGEST_WAIT:
                    raise ProblemError.of(response)
            finally:
                response.close()
            self.wait(retry_after(response))
        raise AssertionError("unreachable: the last attempt returns or raises")


def backoff(attempt: int) -> float:
    """Seconds before resending a request that failed in transit: 0.1, 0.2, 0.4 … up to 2."""
    return float(min(0.1 * 2**attempt, 2.0))
