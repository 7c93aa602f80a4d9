"""The service's wall clock in this process, moved by the test: the time events are stamped with, a clock's expiry is
decided at and bots keep their pace by (an injectable clock instead of waiting for real seconds to pass)."""

from __future__ import annotations

import time

import pytest

from events import envelope
from games import clocks
from service import lifecycle
from service.bootstrap import Container


class ServiceClock:
    """Epoch seconds, standing still until the test moves them."""

    def __init__(self, now: float):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def iso(self) -> str:
        return clocks.iso(round(self.now * 1000))

    def ms(self) -> int:
        return round(self.now * 1000)


def service_clock(monkeypatch: pytest.MonkeyPatch, wired: Container) -> ServiceClock:
    """Give ``wired``'s service a clock the test moves, starting now."""
    clock = ServiceClock(time.time())
    monkeypatch.setattr(envelope, "utc_now", clock.iso)
    monkeypatch.setattr(lifecycle, "utc_now", clock.iso)
    wired.follow_up.now = clock
    return clock
