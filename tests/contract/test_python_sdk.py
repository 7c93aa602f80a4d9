"""boardroom_sdk (clients/python) against openapi.yaml, with no server: its models are the ones generated from the
committed document, every operation has a method answering the documented model, and the package's version is
the API's. tests/e2e/test_python_sdk_package.py installs its wheel and plays a game with it."""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
import tomllib
import typing
from pathlib import Path

import pytest
import yaml
from boardroom_sdk import Boardroom, LiveStream, models
from boardroom_sdk.operations import ROUTES
from boardroom_sdk.version import __version__

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "clients" / "python"
DOCUMENT = yaml.safe_load((ROOT / "openapi.yaml").read_text())
METHODS = ("get", "put", "post", "delete", "patch")
OPERATIONS = {
    op["operationId"]: (method, path, op)
    for path, item in DOCUMENT["paths"].items()
    for method, op in item.items()
    if method in METHODS
}
STREAMS = {"streamEvents", "streamPlayerEvents"}
TEXT = {"getMetrics"}  # Prometheus text, which the document gives no schema


def snake(operation_id: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", operation_id).lower()


def method_of(operation_id: str):
    return getattr(Boardroom, snake(operation_id), None)


def test_the_committed_models_are_those_generated_from_the_committed_openapi_yaml(tmp_path):
    fresh = tmp_path / "models.py"
    subprocess.run(
        [sys.executable, str(CLIENT / "generate_models.py"), "--output", str(fresh)], check=True, timeout=600
    )
    committed = CLIENT / "boardroom_sdk" / "models.py"
    assert committed.read_text() == fresh.read_text(), (
        "clients/python/boardroom_sdk/models.py is stale (openapi.yaml changed since it was generated): "
        "run `make sdk-models` and commit it"
    )


def test_every_schema_of_the_document_is_a_model():
    assert [name for name in DOCUMENT["components"]["schemas"] if not hasattr(models, name)] == []


def test_the_routes_are_the_documents_operations():
    documented = {op: (method.upper(), path) for op, (method, path, _) in OPERATIONS.items()}
    assert ROUTES == documented, "boardroom_sdk/operations.py ROUTES differ from openapi.yaml's operations"


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_every_operation_has_a_method_named_after_its_operation_id(operation_id):
    method = method_of(operation_id)
    assert callable(method), f"openapi.yaml's {operation_id} has no method Boardroom.{snake(operation_id)}"
    _, path, op = OPERATIONS[operation_id]
    named = set(inspect.signature(method).parameters)
    path_parameters = set(re.findall(r"{(\w+)}", path))
    assert path_parameters <= named, f"{snake(operation_id)} takes no {path_parameters - named}"


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_each_method_answers_the_documented_model(operation_id):
    answers = typing.get_type_hints(method_of(operation_id))["return"]
    _, _, op = OPERATIONS[operation_id]
    success = [response for status, response in op["responses"].items() if str(status).startswith("2")]
    schema = next(
        (r["content"]["application/json"]["schema"] for r in success if "application/json" in r.get("content", {})),
        None,
    )
    if operation_id in STREAMS:
        assert typing.get_origin(answers) is LiveStream
    elif operation_id in TEXT:
        assert answers is str
    elif schema is not None:
        assert answers is getattr(models, schema["$ref"].rsplit("/", 1)[1])
    else:
        assert answers is type(None)


def test_the_package_version_is_the_api_version():
    project = tomllib.loads((CLIENT / "pyproject.toml").read_text())
    assert project["project"]["dynamic"] == ["version"]
    assert (CLIENT / project["tool"]["hatch"]["version"]["path"]).resolve() == CLIENT / "boardroom_sdk" / "version.py"
    assert __version__ == str(DOCUMENT["info"]["version"])
