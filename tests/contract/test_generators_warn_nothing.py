"""The two generators a client author reaches for read the committed openapi.yaml without one warning (issue 52
item 7: openapi-typescript printed six "Discriminator mapping has an invalid schema", each a union it dropped):
openapi-typescript with the flags clients/typescript runs it with, and openapi-python-client."""

from __future__ import annotations

import re

from tests.support import typescript_client
from tests.support.generated_client import PACKAGE, generate

# openapi-typescript marks a warning with ⚠; openapi-python-client prints "Warning(s) encountered while generating".
WARNING = re.compile(r"⚠|\bwarn(?:ing)?s?\b|\berror", re.IGNORECASE)


def warnings_in(output: str) -> list[str]:
    return [line for line in output.splitlines() if WARNING.search(line)]


def test_openapi_typescript_warns_nothing():
    typescript_client.require_node()
    typescript_client.install()
    output = typescript_client.generate()
    assert "openapi-typescript" in output  # its banner: the generator ran
    assert warnings_in(output) == []
    assert (typescript_client.CLIENT / "build" / "openapi.ts").stat().st_size > 0


def test_openapi_python_client_warns_nothing(tmp_path):
    output = generate(tmp_path)
    assert warnings_in(output) == []
    assert (tmp_path / PACKAGE / "models" / "bias_effect_game_state.py").exists()
