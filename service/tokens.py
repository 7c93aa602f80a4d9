"""Seat tokens: random bearer secrets, stored only as hashes in the game's secrets hash."""

from __future__ import annotations

import hashlib
import secrets


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_field(token: str) -> str:
    """The secrets-hash field under which a token's seat is kept."""
    return "token:" + hashlib.sha256(token.encode()).hexdigest()


def index_key(token: str) -> str:
    """Which game a token belongs to, kept only to tell a foreign token (403) from a bad one (401)."""
    return "br:{tokens}:" + hashlib.sha256(token.encode()).hexdigest()


def player_field(pid: str) -> str:
    """The secrets-hash field under which a player's seat in the game is kept."""
    return "player:" + pid
