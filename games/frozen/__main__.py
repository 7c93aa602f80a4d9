"""``python -m games.frozen build``: rebuilds every frozen rules version's archive from git and its manifest hash."""

from __future__ import annotations

import sys

from games.frozen.build import NoHistory, build


def main(argv: list[str]) -> int:
    if argv != ["build"]:
        print("usage: python -m games.frozen build", file=sys.stderr)
        return 2
    try:
        built = build()
    except NoHistory as error:
        print(f"games.frozen: {error}", file=sys.stderr)
        return 1
    for frozen in built:
        print(
            f"{frozen.archive.name}  {frozen.game} {frozen.rules_version} ({frozen.build or 'first build'})  "
            f"{frozen.commit[:9]}  sha256 {frozen.sha256}"
        )
    return 0


sys.exit(main(sys.argv[1:]))
