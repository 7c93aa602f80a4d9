"""Waiting in a browser page on the game's progress: until an element shows (the seat's turn, the final scores), a
bot game may take long on a busy machine; the wait fails only when the game's version drawn by the page (the
status's ``data-version``) has stood still for ``stall_seconds``, not after a fixed time for the whole game."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.support.progress import STALL_SECONDS, await_progress

DRAWN_VERSION = "() => Number(document.querySelector('#status')?.dataset.version ?? -1)"
GLIMPSE_MS = 2_000  # one blocking wait for the element; between two, the drawn version is read


def await_shown(
    page: Page,
    locator: Locator,
    *,
    what: str,
    state: str = "visible",
    stall_seconds: float = STALL_SECONDS,
    describe: Callable[[], str] = lambda: "",
) -> None:
    """Until ``locator`` is in ``state`` (Playwright's), while the game drawn on ``page`` moves on; ``describe()``
    adds what a failure should show of the page."""

    def read() -> tuple[bool, int]:
        try:
            locator.wait_for(state=state, timeout=GLIMPSE_MS)  # the browser's own blocking wait, not a sleep
            shown = True
        except PlaywrightTimeout:
            shown = False
        return shown, page.evaluate(DRAWN_VERSION)

    await_progress(
        read,
        lambda seen: seen[0],
        progress=lambda seen: seen[1],
        what=f"{what} (the page's game version)",
        describe=lambda _: describe(),
        stall_seconds=stall_seconds,
        poll_seconds=0,
    )
