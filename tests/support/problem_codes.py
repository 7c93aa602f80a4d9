"""The problem codes the service can answer with, found in its source (not in SERVICE_CODES, which they check)."""

from __future__ import annotations

import re
from pathlib import Path

from service.http.gunicorn_worker import GUNICORN_CODES
from service.http.problems import HTTP_CODES

ROOT = Path(__file__).resolve().parents[2]


def codes_the_service_sends() -> set[str]:
    source = "\n".join(path.read_text() for path in (ROOT / "service").rglob("*.py"))
    used = set(re.findall(r'code="([^"]+)"', source)) | set(re.findall(r'"code": "([^"]+)"', source))
    used |= set(re.findall(r'^    code = "([^"]+)"$', source, re.M))  # an error kind's default code (service/errors.py)
    used |= set(HTTP_CODES.values()) | {"http_error"}  # problems._http_problem's fallback
    used |= set(GUNICORN_CODES.values())  # gunicorn's own refusals, before any Flask code runs
    return used
