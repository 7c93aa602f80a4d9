"""``python -m games.frozen build``: rebuilds every frozen rules version's archive from git and its manifest hash."""

from __future__ import annotations

import sys

from games.frozen.build import NoHistory, build, versions


def main(argv: list[str]) -> int:
    if argv != ["build"]:
        print("usage: python -m games.frozen build", file=sys.stderr)
        return 2
    recorded = {frozen.name: frozen.sha256 for frozen in versions()}
    try:
        built = build()
    except NoHistory as error:
        print(f"games.frozen: {error}", file=sys.stderr)
        return 1
    for frozen in built:
        same = "as recorded" if recorded.get(frozen.name) == frozen.sha256 else "CHANGED from the manifest's"
        print(
            f"{frozen.archive.name}  {frozen.game} {frozen.rules_version} ({frozen.build or 'first build'})  "
            f"{frozen.commit[:9]}  sha256 {frozen.sha256} {same}"
        )
    changed = sum(1 for frozen in built if recorded.get(frozen.name) != frozen.sha256)
    print(f"{len(built)} archives rebuilt from git: "
          + (f"{changed} differ from the manifest (now rewritten)" if changed else "all identical to the manifest"))
    return 0


sys.exit(main(sys.argv[1:]))
