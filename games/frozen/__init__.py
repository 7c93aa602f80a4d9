"""Earlier rules versions, kept only to re-decide the histories recorded under them: one zip per build of a version,
built from git (``python -m games.frozen build``, ``make freeze``), never a second source tree.

``manifest.json`` names, for each, the game package and the commit it is taken from (the parent of the commit that
introduced the next version; version 1 of four games had two builds, 45d9e0f and a36ce69^) and the SHA-256 of its
zip. An archive holds the package as it stood at that commit, with only ``games.<package>`` rewritten to
``games.frozen.<name>``; tests/games/test_frozen_archives.py rebuilds every one from history and checks the hash.
Each zip is on this package's path, so ``games.frozen.<name>`` imports from it through zipimport.

The archives import the live ``games.base``, ``kit``, ``texts``, ``search`` and ``json_numbers``, not copies of them
as they stood: the service folds, views and audits every version through today's ``Game`` interface. The recorded
histories of every old version (tests/fixtures/rules, played by the builds themselves) prove on every run that the
live modules still decide them alike. ``games.rules_of`` loads the archives, the catalogue never does.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "manifest.json"


class Frozen(NamedTuple):
    """One build of an earlier rules version: the archive ``<name>.zip`` of ``games/<package>`` at ``commit``."""

    name: str
    game: str
    rules_version: str
    build: str | None
    package: str
    commit: str
    sha256: str | None

    @property
    def archive(self) -> Path:
        return HERE / f"{self.name}.zip"


def versions() -> list[Frozen]:
    """The frozen builds, a version's first build before its later one (the order an audit tries them)."""
    return [Frozen(**entry) for entry in json.loads(MANIFEST.read_text())]


__path__.extend(str(frozen.archive) for frozen in versions())  # noqa: F821 - a package's own __path__
