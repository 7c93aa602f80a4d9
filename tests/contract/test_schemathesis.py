"""Schemathesis against the real app (in-process WSGI, the suite's real Redis): every operation fuzzed with
valid and invalid inputs, then the stateful phase following the links from a created table to its
resources; no 5xx, and every status, content type, body and header as the document says."""

from __future__ import annotations

import collections
import time
from dataclasses import replace

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.core.errors import InvalidSchema
from schemathesis.core.failures import FailureGroup
from schemathesis.openapi.checks import RejectedPositiveData
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    positive_data_acceptance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from service.bootstrap import use
from service.http.app import create_app
from service.http.problems import SERVICE_CODES
from tests.e2e.service_processes import Service
from tests.support.progress import await_progress

pytestmark = pytest.mark.schemathesis

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance,
          response_headers_conformance, positive_data_acceptance, negative_data_rejection]
EXAMPLES_PER_MODE = 40  # per operation and generation mode
SCENARIOS = 60  # stateful runs, each up to STEPS requests
STEPS = 10
AT_LEAST = 2000
# Refusals of schema-valid requests that depend on the table or the caller, not on the request's shape, so no
# document can rule them out: each has its own code (any other refusal of valid data fails the test), and a game's
# own rule codes (a move its rules refuse now) are of this kind too.
STATEFUL_REFUSALS = {
    "bad_cursor": "a cursor is one the server gave out, not any string",
    "unknown_command": "the command union spans every game; the table's game decides which types it takes",
    "invalid_command": "the payload of another game's command of the same type (`play`, `pass`)",
    "name_required": "an anonymous join names its seat; a player key's does not (a body cannot depend on a header)",
    "ticket_and_token": "a stream ticket and a bearer token are each valid alone",
    "idempotency_key_reused": "the same key sent before with another body",
    "unknown_player": "a player id is one the server registered, not any string",
    "unknown_bot_level": "a tournament's bot entrants span every game's levels; its game decides which it has",
    "size_out_of_range": "a transparency tree size is one the log has reached, which grows with every append",
}


@pytest.fixture
def app(wired, redis_url, tmp_path):
    """The app in-process, with the Procfile's real projector and worker beside it: /healthz is 200 and
    the bots of the tables the fuzzer creates play."""
    # Streams end after a moment instead of an hour, so a fuzzed GET /stream answers in-process.
    quick = use(replace(wired.settings, stream_max_seconds=0.2, stream_keepalive_seconds=0.1))
    app = create_app(quick)
    processes = Service(redis_url, tmp_path)
    for name in ("projector", "worker"):
        processes.start(name)
    try:
        wait_healthy(app.test_client(), processes)
        yield app
    finally:
        processes.stop()


def wait_healthy(client, processes: Service) -> None:
    """Until /healthz is 200; fails when neither its answer nor the processes' logs changed for a long while (a
    start stuck), not when a busy machine starts them slowly (a fixed 60 s failed here under a load of 6)."""

    def read() -> tuple[int, str, int]:
        answer = client.get("/healthz")
        return answer.status_code, answer.get_data(as_text=True), len(processes.logs("projector") +
                                                                       processes.logs("worker"))

    await_progress(read, lambda state: state[0] == 200, what="the projector and worker starting",
                   describe=lambda state: state[1] + processes.logs("projector") + processes.logs("worker"))


def refused_for_state(failure: BaseException, response) -> bool:
    """True when the only failure is valid data refused for a reason of state (STATEFUL_REFUSALS, a rule code)."""
    if not isinstance(failure, FailureGroup) or not all(
            isinstance(f, RejectedPositiveData) for f in failure.exceptions):
        return False
    try:
        code = response.json().get("code")
    except ValueError:
        return False
    return code in STATEFUL_REFUSALS or code not in SERVICE_CODES


def test_the_server_answers_as_its_document_says(app):
    schema = schemathesis.openapi.from_wsgi("/openapi.json", app)
    sent: collections.Counter[str] = collections.Counter()
    started = time.monotonic()

    failures: dict[str, str] = {}

    def check(case, response, phase: str) -> None:
        """Count the request and keep the first failure of each kind: the stateful phase cannot be
        replayed (the server's tables and bots move on), so a failure is reported, not shrunk."""
        sent[f"{phase}{case.method} {case.path} {response.status_code}"] += 1
        try:
            case.validate_response(response, checks=CHECKS)
        except (AssertionError, FailureGroup) as failure:
            if refused_for_state(failure, response):
                return
            failures.setdefault(f"{case.method} {case.path} {response.status_code} {type(failure).__name__}",
                                str(failure)[:3000])

    def validated(case) -> None:
        check(case, case.call(), "")

    # derandomized: the same requests on every run of the same code, so a red run is reproducible and a green one
    # cannot turn red by luck (a run whose random creates all missed never reached a table's resources)
    quick = settings(max_examples=EXAMPLES_PER_MODE, deadline=None, database=None, derandomize=True,
                     suppress_health_check=list(HealthCheck))
    gave_up: list[str] = []
    for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
        for result in schema.get_all_operations():
            operation = result.ok()

            @quick
            @given(case=operation.as_strategy(generation_mode=mode))
            def fuzz(case):
                validated(case)

            try:
                fuzz()
            except Unsatisfiable:
                # Only strings to break (a path segment, a header): nothing is invalid on the wire.
                assert mode is GenerationMode.NEGATIVE, operation.label
            except InvalidSchema as limit:
                # schemathesis' negative generator gives up on some mutations of a oneOf body ("Cannot generate an
                # array with N demanded elements", depending on the draw): a limit of the fuzzer, not a finding
                # about the server; the requests sent before it stand.
                assert mode is GenerationMode.NEGATIVE and "demanded elements" in str(limit), operation.label
                gave_up.append(operation.label)
    stateless = sum(sent.values())

    scenarios = collections.Counter()

    class Stateful(schema.as_state_machine()):
        """Each scenario is a client of its own address: an Idempotency-Key it sends again is its own
        retry (a 200 replay), never another scenario's, so the same steps always meet the same answers
        (Hypothesis requires it of the rules the links make)."""

        def setup(self):
            scenarios["started"] += 1

        def before_call(self, case):
            # Names are unique server-wide: each scenario's players get names of their own, so the same steps
            # register the same players (201) however many scenarios ran before.
            body = case.body
            if case.method == "POST" and case.path == "/v1/players" and isinstance(body, dict) \
                    and isinstance(body.get("name"), str):
                case.body = {**body, "name": f"{body['name']} {scenarios['started']}"}

        def get_call_kwargs(self, case):
            n = scenarios["started"]
            return {"environ_overrides": {"REMOTE_ADDR": f"10.{n >> 16 & 255}.{n >> 8 & 255}.{n & 255}"}}

        def validate_response(self, response, case, additional_checks=None, **kwargs):
            check(case, response, "stateful ")

    Stateful.run(settings=settings(max_examples=SCENARIOS, stateful_step_count=STEPS, deadline=None,
                                   database=None, derandomize=True, suppress_health_check=list(HealthCheck)))
    total = sum(sent.values())
    print(f"\n{total} requests ({stateless} stateless) in {time.monotonic() - started:.1f}s")
    for line, count in sorted(sent.items()):
        print(f"{count:5d} {line}")
    assert len(gave_up) <= 1, gave_up
    assert not failures, "\n\n".join(f"{name}:\n{text}" for name, text in failures.items())
    assert total >= AT_LEAST
    linked = {line for line in sent if line.startswith("stateful ") and not line.startswith("stateful POST /v1/games ")}
    assert any(line.endswith(" 200") for line in linked), "the stateful phase never reached a table's resources"
    # links from a new player (POST /v1/players) reach its seeks and challenges, and a seek's own resource
    for reached in ("stateful POST /v1/seeks 201", "stateful GET /v1/challenges 200"):
        assert sent[reached], f"the stateful phase never made {reached}"
    # which of a seek's links a scenario follows is hypothesis' choice: any answered one reached the resource
    own = ("stateful GET /v1/seeks/{sid} 200", "stateful DELETE /v1/seeks/{sid} 204")
    assert any(sent[line] for line in own), f"the stateful phase never reached a seek's own resource: {own}"
