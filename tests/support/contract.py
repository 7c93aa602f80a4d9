"""Checking bodies against the OpenAPI document's own component schemas (JSON Schema 2020-12)."""

from __future__ import annotations

from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from service.http.problems import CODE_PATTERN, SERVICE_CODES, title_of

DOCUMENT_URI = "urn:boardroom:openapi"


def document_of(app) -> dict[str, Any]:
    """The OpenAPI document ``app`` serves, as a dict."""
    return app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec.to_dict()


def errors_against(document: dict[str, Any], schema_name: str, body: Any) -> list[str]:
    """Why ``body`` does not match ``#/components/schemas/<schema_name>`` of ``document`` (empty: it does)."""
    registry = Registry().with_resource(DOCUMENT_URI, Resource.from_contents(document, DRAFT202012))
    validator = Draft202012Validator({"$ref": f"{DOCUMENT_URI}#/components/schemas/{schema_name}"},
                                     registry=registry)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(body)]


def problem_faults(document: dict[str, Any], status: int, body: Any) -> list[str]:
    """What is wrong with a problem body the server sent: its schema, and its code's style and origin."""
    faults = errors_against(document, "Problem", body)
    code = body.get("code") if isinstance(body, dict) else None
    if not isinstance(code, str) or not CODE_PATTERN.fullmatch(code):
        faults.append(f"code {code!r} is not snake_case")
    elif code not in SERVICE_CODES and status != 422:
        faults.append(f"code {code!r} is neither a service code nor a (422) rule code")
    elif body.get("title") != title_of(code, status):
        faults.append(f"title {body.get('title')!r} is not {code!r}'s ({title_of(code, status)!r})")
    return faults
