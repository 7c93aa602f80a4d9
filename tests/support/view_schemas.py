"""Checking a game's views against its marshmallow view schemas as the OpenAPI document will show them:
converted to JSON Schema by apispec, as flask-smorest does, and validated with jsonschema."""

from __future__ import annotations

from typing import Any

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from marshmallow import Schema

from tests.support.contract import errors_against


def document_with(*schemas: type[Schema]) -> dict[str, Any]:
    """A minimal OpenAPI 3.1 document whose components hold ``schemas`` (and everything they nest)."""
    spec = APISpec("views", "1", "3.1.0", plugins=[MarshmallowPlugin()])
    for schema in schemas:
        spec.components.schema(schema.__name__.removesuffix("Schema"), schema=schema)
    return spec.to_dict()


def view_errors(document: dict[str, Any], schema: type[Schema], view: Any) -> list[str]:
    """Why ``view`` does not match ``schema`` in ``document`` (empty: it does)."""
    return errors_against(document, schema.__name__.removesuffix("Schema"), view)
