"""Render the OpenAPI document from the code: ``python -m service.http.openapi > openapi.yaml``."""

from __future__ import annotations

from service.http.openapi_yaml import to_yaml


def render() -> str:
    """The OpenAPI document of the registered games and routes, as YAML."""
    from service.bootstrap import Container, Settings
    from service.http.app import create_app

    app = create_app(Container(Settings()))  # builds the spec only; nothing connects to Redis
    return to_yaml(app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec)


if __name__ == "__main__":
    print(render(), end="")
