"""Each frozen rules version is an archive built from git (games/frozen, issue 53 item 1): rebuilding it from the
commit its manifest names gives the zip in the tree, byte for byte, so its provenance is proved on every run."""

from __future__ import annotations

import hashlib
import sys
import zipimport

import pytest

from games import rules_of
from games.frozen import HERE, versions
from games.frozen import build as frozen_build

FROZEN = versions()


def test_every_archive_rebuilds_from_the_repositorys_history_to_its_manifest_hash():
    frozen_build.require_history(frozen_build.ROOT, FROZEN)  # a clear failure outside a full git checkout
    for frozen in FROZEN:
        rebuilt = hashlib.sha256(frozen_build.archive(frozen_build.ROOT, frozen)).hexdigest()
        shipped = hashlib.sha256(frozen.archive.read_bytes()).hexdigest()
        assert (rebuilt, shipped) == (frozen.sha256, frozen.sha256), (
            f"{frozen.archive.name}: a rebuild from {frozen.commit} (`make freeze`) is not the manifest's zip"
        )


def test_an_archive_is_the_package_at_its_commit_with_only_its_own_imports_renamed():
    frozen = next(f for f in FROZEN if f.name == "tabletop_inc_v3")
    committed = frozen_build.git(frozen_build.ROOT, "show", f"{frozen.commit}:games/tabletop_inc/flow.py")
    archived = zipimport.zipimporter(str(frozen.archive)).get_data(f"{frozen.name}/flow.py")
    assert b"from games.tabletop_inc.engine import HANDLERS" in committed
    assert archived == committed.replace(b"games.tabletop_inc", b"games.frozen.tabletop_inc_v3")


def test_each_archive_loads_through_zipimport_as_the_rules_version_the_manifest_names():
    for frozen in FROZEN:
        game = rules_of(frozen.game, frozen.rules_version, frozen.build)
        module = sys.modules[type(game).__module__]
        assert (game.slug, game.rules_version) == (frozen.game, frozen.rules_version)
        assert module.__name__ == f"games.frozen.{frozen.name}" and isinstance(module.__loader__, zipimport.zipimporter)


def test_games_frozen_holds_archives_and_their_manifest_not_source_copies():
    assert sorted(p.name for p in HERE.iterdir() if p.name != "__pycache__") == sorted(
        ["__init__.py", "__main__.py", "build.py", "manifest.json", *(f"{f.name}.zip" for f in FROZEN)]
    )


def test_outside_a_git_checkout_a_rebuild_says_what_it_needs(tmp_path):
    with pytest.raises(frozen_build.NoHistory, match="is not a git checkout.*`git clone`"):
        frozen_build.require_history(tmp_path, FROZEN)


def test_a_checkout_without_the_commits_says_which_are_missing():
    unknown = FROZEN[0]._replace(commit="0" * 40)
    with pytest.raises(frozen_build.NoHistory, match=f"lacks the commits .*{'0' * 40}.*--unshallow"):
        frozen_build.require_history(frozen_build.ROOT, [unknown])
