"""What a blueprint reaches of the running app: the wired container, through ``current_app``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from flask import current_app

if TYPE_CHECKING:
    from service.bootstrap import Container


def wiring() -> Container:
    """The container of the running app (inside a request)."""
    return current_app.extensions["boardroom"]
