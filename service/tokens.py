"""Seat tokens: random bearer secrets, stored only as hashes in the game's secrets hash."""

from __future__ import annotations

import hashlib
import secrets


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_field(token: str) -> str:
    """The secrets-hash field under which a token's seat is kept."""
    return "token:" + hashlib.sha256(token.encode()).hexdigest()
