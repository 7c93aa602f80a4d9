"""The Procfile: where it is and what each of its processes runs."""

from __future__ import annotations

from pathlib import Path

PROCFILE = Path(__file__).resolve().parents[2] / "Procfile"


def procfile_commands(path: Path = PROCFILE) -> dict[str, str]:
    """Process name → command line (the Procfile format honcho and foreman read)."""
    entries = {}
    for line in path.read_text().splitlines():
        name, sep, command = line.partition(":")
        if sep and not line.startswith("#"):
            entries[name.strip()] = command.strip()
    return entries
