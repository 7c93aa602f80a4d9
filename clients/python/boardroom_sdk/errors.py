"""The API's refusals as one exception that carries the RFC 9457 problem."""

from __future__ import annotations

from typing import Any

import httpx

Json = dict[str, Any]


class ProblemError(Exception):
    """An error answer the client does not resolve itself, with its application/problem+json body."""

    def __init__(self, status: int, problem: Json):
        self.status = status
        self.problem = problem  # whole, with members beyond these (a 409's `expected` and `current`)
        self.code = str(problem.get("code", ""))
        self.title = str(problem.get("title", ""))
        self.detail = str(problem.get("detail", ""))
        super().__init__(f"{status} {self.code or self.title}: {self.detail}")

    @classmethod
    def of(cls, response: httpx.Response) -> ProblemError:
        """The problem ``response`` answered (a body that is no problem keeps its text as `detail`)."""
        response.read()
        try:
            body = response.json()
        except ValueError:
            body = None
        if not isinstance(body, dict):
            body = {"title": response.reason_phrase, "detail": response.text[:500]}
        return cls(response.status_code, body)
