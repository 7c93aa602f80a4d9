"""Secret seeds and the randomness derived from them (DESIGN §2): a decision at a version draws
from HMAC-SHA256(seed, "gid:version"), so an auditor who learns the seed can re-run it."""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets


def new_seed() -> str:
    return secrets.token_hex(32)


def commitment(seed: str) -> str:
    """What the first event publishes so the seed cannot be swapped later."""
    return hashlib.sha256(seed.encode()).hexdigest()


def rng_for(seed: str, gid: str, version: int) -> random.Random:
    """The rng of the decision taken on the state at ``version``."""
    digest = hmac.new(seed.encode(), f"{gid}:{version}".encode(), hashlib.sha256).digest()
    return random.Random(int.from_bytes(digest, "big"))


def chain_key(seed: str, gid: str) -> str:
    """The key of a game's hash chain (events.envelope): secret while the seed is, revealed with it."""
    return hmac.new(seed.encode(), f"chain-key:{gid}".encode(), hashlib.sha256).hexdigest()
