"""A sequential probability ratio test (Wald) on first-place shares, as chess engines' fishtest runs one.

H0: the tested seat's share of first places is ``p0``; H1: it is ``p1``. Each game adds its log-likelihood ratio
to a running sum, and the test stops when the sum leaves [log(beta / (1 - alpha)), log((1 - beta) / alpha)].
A shared first place is a fractional outcome: a share ``x`` (1/k in a k-way tie) adds
``x * log(p1 / p0) + (1 - x) * log((1 - p1) / (1 - p0))``, the Bernoulli term weighted as if ``x`` of the game
were a win and ``1 - x`` a loss (a win and a loss each add their whole term, as in the plain Bernoulli test).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

ACCEPT_H1 = "accept H1"
ACCEPT_H0 = "accept H0"
CONTINUE = "continue"


@dataclass(frozen=True)
class Sprt:
    p0: float
    p1: float
    alpha: float = 0.05
    beta: float = 0.05

    @property
    def lower(self) -> float:
        return math.log(self.beta / (1 - self.alpha))

    @property
    def upper(self) -> float:
        return math.log((1 - self.beta) / self.alpha)

    def step(self, share: float) -> float:
        """The log-likelihood ratio one game adds, ``share`` being the seat's share of first place."""
        return share * math.log(self.p1 / self.p0) + (1 - share) * math.log((1 - self.p1) / (1 - self.p0))

    def llr(self, shares: list[float]) -> float:
        return sum(self.step(s) for s in shares)

    def verdict(self, llr: float) -> str:
        if llr >= self.upper:
            return ACCEPT_H1
        if llr <= self.lower:
            return ACCEPT_H0
        return CONTINUE


def fair_share_test(players: int, ratio: float = 1.3) -> Sprt:
    """H0: the fair share 1/n of first places; H1: ``ratio`` times it."""
    return Sprt(1 / players, ratio / players)
