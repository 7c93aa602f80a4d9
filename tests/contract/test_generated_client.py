"""A client generated from the committed openapi.yaml needs nothing else: the generator has no warning
about the document, and the example program that plays through it type-checks with mypy --strict."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
import yaml

from tests.support.generated_client import EXAMPLE, PACKAGE, ROOT, generate

METHODS = {"get", "put", "post", "delete", "patch", "head", "options"}
SPECTATOR = ROOT / "tests" / "contract" / "anonymous_calls.py"


@pytest.fixture(scope="module")
def client_dir(tmp_path_factory) -> tuple[Path, str]:
    into = tmp_path_factory.mktemp("generated")
    return into, generate(into)


def test_the_generator_has_no_warning_about_the_document(client_dir):
    into, output = client_dir
    assert "warning" not in output.lower(), output
    assert (into / PACKAGE / "api" / "play" / "post_command.py").exists()
    assert (into / PACKAGE / "models" / "tabletop_climber_legal_moves.py").exists()


def type_check(program: Path, into: Path, cache: Path) -> None:
    """mypy --strict on ``program`` against the client generated into ``into``."""
    # --follow-imports=silent: the program is checked strictly against the generated models' types;
    # the generator's own code is its authors' to type (its client.py is not --strict clean).
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--cache-dir", str(cache), str(program)],
        capture_output=True, text=True, cwd=ROOT, timeout=600, env={**os.environ, "MYPYPATH": str(into)},
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "Success: no issues found in 1 source file" in checked.stdout


def test_the_example_player_type_checks_strictly_against_the_generated_client(client_dir, tmp_path):
    type_check(EXAMPLE, client_dir[0], tmp_path / "mypy")


def test_a_spectator_calls_every_open_operation_with_a_plain_client(client_dir, tmp_path, wired):
    """Optional credentials (issue 32 item 4): the generated functions of operations anyone may call take the
    plain `Client`, so a program holding no token type-checks and runs without a made-up header."""
    into, _ = client_dir
    type_check(SPECTATOR, into, tmp_path / "mypy")
    if str(into) not in sys.path:
        sys.path.insert(0, str(into))
    from boardroom_client import Client

    from service.http.app import create_app
    from tests.contract import anonymous_calls

    sent: list[httpx.Request] = []
    client = Client(base_url="http://boardroom.test", raise_on_unexpected_status=True, httpx_args={
        "transport": httpx.WSGITransport(app=create_app(wired)), "event_hooks": {"request": [sent.append]}})
    codes = anonymous_calls.watch_a_new_table(client)
    assert codes == {"create": 201, "read": 200, "events": 200, "audit": 200}
    assert sent and not any("authorization" in request.headers for request in sent)


def test_no_operation_lists_an_anonymous_alternative_of_its_own(client_dir):
    """An operation open to anyone takes the document's default security (anonymous, or any credential) and names
    the credentials that change its answer in `x-optional-security`; only operations that need a credential
    list their own, and never `{}`, which generators take for a required credential."""
    document = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    assert {} in document["security"]
    schemes = set(document["components"]["securitySchemes"])
    open_to_anyone = 0
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if method not in METHODS:
                continue
            where = f"{method.upper()} {path}"
            assert {} not in operation.get("security", []), where
            for requirement in operation.get("security", []) + operation.get("x-optional-security", []):
                assert set(requirement) <= schemes, where
            open_to_anyone += "x-optional-security" in operation
    assert open_to_anyone >= 8
