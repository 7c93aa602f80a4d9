"""A Python client generated from the committed openapi.yaml, as a client author would make one, and the example
program that plays through it: bench/generated_client.py makes both (its acceptance run plays them too)."""

from __future__ import annotations

from bench.generated_client import EXAMPLE, PACKAGE, ROOT, example_player, generate

__all__ = ["EXAMPLE", "PACKAGE", "ROOT", "example_player", "generate"]
