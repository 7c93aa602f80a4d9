"""The client guide's table of problem codes is the service's: every code it lists is one the service sends,
with the status and meaning of SERVICE_CODES, and every code the service can send is in it (issue 52 item 8:
the guide pointed at the server's source instead)."""

from __future__ import annotations

import re
from pathlib import Path

from service.http.problems import SERVICE_CODES
from tests.support.problem_codes import codes_the_service_sends

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "guides" / "clients.md"
HEADING = "### Problem codes"


def expected_row(code: str) -> tuple[str, str, str]:
    """(code, status, meaning) from SERVICE_CODES' "status: meaning" (a meaning that names no status: "any")."""
    status, sep, meaning = SERVICE_CODES[code].partition(": ")
    if not (sep and status[:1].isdigit()):
        status, meaning = "any", SERVICE_CODES[code]
    return code, status, meaning


def expected_rows() -> list[tuple[str, str, str]]:
    """By status (a code of any status last), then by code."""
    return sorted(map(expected_row, SERVICE_CODES), key=lambda row: (not row[1][:1].isdigit(), row[1], row[0]))


def expected_table() -> str:
    rows = [f"| `{code}` | {status} | {meaning} |" for code, status, meaning in expected_rows()]
    return "\n".join(["| code | HTTP status | meaning |", "|---|---|---|", *rows])


def documented_rows() -> list[tuple[str, str, str]]:
    """The rows of the first table under the guide's "Problem codes" heading."""
    section = GUIDE.read_text().split(f"\n{HEADING}\n", 1)[1]
    table = re.search(r"^\|.*?(?=\n[^|]|\Z)", section, re.M | re.S).group(0)
    cells = [[cell.strip() for cell in line.strip("|").split(" | ")] for line in table.splitlines()[2:]]
    return [(code.strip("`"), status, meaning) for code, status, meaning in cells]


def test_the_guide_lists_every_code_the_service_sends_with_its_status_and_meaning():
    documented = documented_rows()
    codes = [code for code, _, _ in documented]
    assert len(codes) == len(set(codes)), "a code listed twice"
    assert set(codes) == codes_the_service_sends(), (
        f"listed but never sent: {sorted(set(codes) - codes_the_service_sends())}; "
        f"sent but not listed: {sorted(codes_the_service_sends() - set(codes))}")
    assert documented == expected_rows(), (
        f"the table under {HEADING!r} in {GUIDE.relative_to(ROOT)} should read:\n{expected_table()}")
