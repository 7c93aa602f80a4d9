"""CHANGELOG.md (issue 53 item 2): Keep a Changelog's form, newest first, each release beside the API's version,
and the README points to it rather than keeping a changelog of its own."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security")  # Keep a Changelog 1.1.0's order
RELEASE = re.compile(r"^## \[(?P<name>[^\]]+)\] — API (?P<api>\S+)$")


def releases() -> list[tuple[str, str, list[str]]]:
    """(name, API version, its kinds of change in order) of every release, as the file lists them."""
    found: list[tuple[str, str, list[str]]] = []
    for line in (ROOT / "CHANGELOG.md").read_text().splitlines():
        if line.startswith("## "):
            release = RELEASE.match(line)
            assert release, f"a release heading is '## [name] — API <version>', not {line!r}"
            found.append((release["name"], release["api"], []))
        elif line.startswith("### "):
            assert found, f"{line!r} comes before any release"
            found[-1][2].append(line[4:])
    return found


def test_every_release_lists_its_changes_by_kind_in_keep_a_changelogs_order():
    listed = releases()
    assert listed, "CHANGELOG.md lists no release"
    for name, _, kinds in listed:
        assert kinds, f"release {name} lists no change"
        assert set(kinds) <= set(KINDS), f"release {name}: {kinds} are not all among {KINDS}"
        assert kinds == sorted(kinds, key=KINDS.index), f"release {name}: kinds out of order {kinds}"


def test_the_newest_release_names_the_apis_version_and_unreleased_comes_first():
    api = str(yaml.safe_load((ROOT / "openapi.yaml").read_text())["info"]["version"])
    names = [name for name, _, _ in releases()]
    assert "Unreleased" not in names[1:], "Unreleased is the newest entry, at the top"
    assert releases()[0][1] == api


def test_the_readme_links_the_changelog_and_keeps_none_of_its_own():
    readme = (ROOT / "README.md").read_text()
    assert "](CHANGELOG.md)" in readme
    assert "What changed lately" not in readme
