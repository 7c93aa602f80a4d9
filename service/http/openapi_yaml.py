"""The OpenAPI document's YAML layout, shared by ``GET /openapi.yaml`` and the committed openapi.yaml."""

from __future__ import annotations

from typing import Any

import yaml
from apispec import APISpec
from apispec.yaml_utils import dict_to_yaml

WIDTH = 120  # the code's line length


class _Dumper(yaml.Dumper):
    """Block style, but a list of plain values (an enum, ``required``, ``type: [string, 'null']``) and a lone
    ``{$ref: …}`` on one line each."""


def _list(dumper: yaml.Dumper, values: list[Any]) -> yaml.Node:
    flow = all(not isinstance(value, dict | list) for value in values)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", values, flow_style=flow)


def _mapping(dumper: yaml.Dumper, mapping: dict[str, Any]) -> yaml.Node:
    node = dumper.represent_dict(mapping.items())  # in the given order, as apispec dumps
    node.flow_style = list(mapping) == ["$ref"]
    return node


_Dumper.add_representer(list, _list)
_Dumper.add_representer(dict, _mapping)


def to_yaml(spec: APISpec) -> str:
    """``spec`` as the YAML that openapi.yaml and GET /openapi.yaml serve."""
    return document_yaml(spec.to_dict())


def document_yaml(document: dict[str, Any]) -> str:
    """A rendered spec (``APISpec.to_dict()``) as that YAML."""
    return dict_to_yaml(document, {"Dumper": _Dumper, "width": WIDTH})
