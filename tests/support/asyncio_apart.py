"""Run a coroutine on a thread of its own: a test file sharing a pytest worker with the browser tests finds an
event loop already running in the main thread (Playwright's sync API leaves one), where asyncio.run refuses."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def run_apart(coroutine: Coroutine[Any, Any, T]) -> T:
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()
