"""Each game's catalogue as the public API gives it, read once per server: its components (and their names) and
the JSON Schema of each command."""

from __future__ import annotations

from typing import Any

from boardroom_sdk.client import Boardroom

Json = dict[str, Any]


class Catalogue:
    def __init__(self, client: Boardroom):
        self.client = client
        self._components: dict[str, list[Json]] = {}
        self._commands: dict[str, dict[str, Json]] = {}

    def components(self, slug: str) -> list[Json]:
        if slug not in self._components:
            self._components[slug] = self.client.request("GET", f"/v1/catalog/{slug}").json()["components"]
        return self._components[slug]

    def names(self, slug: str) -> dict[str, str]:
        return {component["id"]: component["name"] for component in self.components(slug)}

    def command_schema(self, slug: str, kind: str) -> Json | None:
        """The JSON Schema of ``kind``'s payload in game ``slug``, None for a command the game does not know."""
        if slug not in self._commands:
            self._commands.update({game["slug"]: game["commands"] for game in self.client.catalog()})
        return self._commands.get(slug, {}).get(kind)
