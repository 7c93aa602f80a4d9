"""Every problem any API test provokes must match the documented Problem schema and code style."""

from __future__ import annotations

import pytest
from flask import request_finished

from service.http.api.schemas import PROBLEM_JSON
from tests.support.contract import document_of, problem_faults


@pytest.fixture(autouse=True)
def problems_match_the_contract():
    faults: list[str] = []
    documents: dict[int, dict] = {}

    def check(app, response, **_):
        if response.mimetype != PROBLEM_JSON:
            return
        document = documents.setdefault(id(app), document_of(app))
        body = response.get_json()
        faults.extend(f"{response.status_code} {body.get('code')!r}: {fault}"
                      for fault in problem_faults(document, response.status_code, body))

    request_finished.connect(check)
    yield
    request_finished.disconnect(check)
    assert not faults, faults
