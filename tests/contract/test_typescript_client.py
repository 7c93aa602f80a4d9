"""A TypeScript front end's view of the API (issue 32 item 10): clients/typescript/play.ts, typed by openapi-typescript
from the committed openapi.yaml and calling through openapi-fetch, type-checks under `tsc --strict` and plays one game
of each game to its end against the real gunicorn, projector and worker; the reference web client's modules type-check
against the same generated types (tsc --checkJs, web.tsconfig.json). Without Node the tests fail with an install
hint: they never skip."""

from __future__ import annotations

import json
import re

import httpx
import pytest

from games import REGISTRY
from tests.support import typescript_client

pytestmark = pytest.mark.e2e

# Measured on two cores: the five games side by side take 14-19 s (29 s one after another) at a load average of 7,
# 45 s (51 s) at 12; Inventing the Future, the longest, takes 9-17 s.
GAME_SECONDS = 120
# What would let the program stop leaning on the generated types: `any` in a type position, a double cast, a
# silenced error.
ESCAPE_HATCHES = re.compile(r":\s*any\b|\bas any\b|<any\b|\bany\[\]|as unknown as|@ts-(?:ignore|expect-error|nocheck)")


@pytest.fixture(scope="module")
def compiled():
    """The client installed as locked, its types generated afresh, and `tsc --strict` run once, over play.ts and
    mistakes.ts: checking and emitting in one pass saves a second check of the 12,000 generated lines (5 s of CPU)."""
    typescript_client.require_node()
    typescript_client.install()
    typescript_client.generate()
    return typescript_client.compile_strictly()


@pytest.fixture(scope="module")
def service(shared_service):
    """The worker's shared stack: each game is its own table, so they share it safely."""
    return shared_service


@pytest.fixture(scope="module")
def games(compiled, service):
    """play.js started on every game at once (each plays its own table, so they run side by side); slug → process."""
    assert compiled.returncode == 0, "play.ts did not compile:\n" + compiled.stdout + compiled.stderr
    playing = {slug: typescript_client.start_playing(service.base_url, slug) for slug in sorted(REGISTRY)}
    yield playing
    for process in playing.values():
        if process.poll() is None:
            process.kill()
            process.communicate()


def test_without_node_the_tests_fail_with_an_install_hint(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(pytest.fail.Exception, match="apt-get install -y nodejs npm"):
        typescript_client.require_node()


def test_the_program_type_checks_under_strict_and_the_types_refuse_mistakes(compiled):
    # one strict compile of play.ts and mistakes.ts: the latter's `@ts-expect-error` lines fail it unless each
    # mistake (an unknown game, command, path or field) is a type error
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    assert typescript_client.PROGRAM.exists()


# The reference web client's modules (service/http/web/), type-checked by the same tsc against the same generated
# types (clients/typescript/web.tsconfig.json): JSDoc in plain ES modules, nothing emitted, so `make run` serves
# them as they are. Each module that opts in with `// @ts-check` is checked strictly; the drawing modules must.
WEB = typescript_client.ROOT / "service" / "http" / "web"
CHECKED = [*sorted((WEB / "draw").glob("*.js")), WEB / "alerts.js", WEB / "focus.js", WEB / "numbers.js"]
# A drawing that misreads the API: a field no Tabletop Inc. view has, and a catalogue that is not one.
WEB_MISTAKES = """// @ts-check
import { tabletopInc } from '../../../service/http/web/draw/tabletop-inc.js';
/** @type {import('./openapi.ts').components['schemas']['TabletopIncSeatView']} */
const view = JSON.parse('{}');
export const hourglass = view.hourglass_left;
export const drawn = tabletopInc(view, { seat: 0, names: new Map([[1, 2]]) });
"""


def check_web(config: str):
    return typescript_client.run("npx", "--no-install", "tsc", "-p", config, timeout=300)


def test_the_web_clients_modules_type_check_against_the_generated_types(compiled):
    done = check_web("web.tsconfig.json")
    assert done.returncode == 0, done.stdout + done.stderr
    assert [p.name for p in CHECKED if not p.read_text().startswith("// @ts-check\n")] == []


def test_the_web_check_refuses_a_drawing_that_misreads_the_api(compiled):
    build = typescript_client.CLIENT / "build"
    (build / "web-mistakes.js").write_text(WEB_MISTAKES)
    (build / "web-mistakes.tsconfig.json").write_text(json.dumps(
        {"extends": "../web.tsconfig.json", "include": ["web-mistakes.js", "openapi.ts"]}))
    done = check_web("build/web-mistakes.tsconfig.json")
    assert done.returncode != 0
    errors = [line for line in done.stdout.splitlines() if "web-mistakes.js" in line and "error TS" in line]
    assert len(errors) == 2, done.stdout
    assert "hourglass_left" in errors[0] and "Map<number, number>" in errors[1], errors


def test_the_program_leans_on_the_generated_types():
    source = (typescript_client.CLIENT / "play.ts").read_text()
    assert ESCAPE_HATCHES.findall(source) == []
    assert 'from "./build/openapi.js"' in source


@pytest.mark.parametrize("slug", sorted(REGISTRY))
def test_the_program_plays_the_game_to_its_end(games, service, slug):
    stdout, stderr = games[slug].communicate(timeout=GAME_SECONDS)
    assert games[slug].returncode == 0, stdout + stderr
    summary = json.loads(stdout)
    assert summary["commands"] > 0, "the program never played its seat"

    table = httpx.get(f"{service.base_url}/v1/games/{summary['id']}", timeout=10).json()
    assert table["game"] == slug
    assert table["status"] == "finished"
    assert table["seats"][0]["name"] == "typescript-client"
    assert not table["seats"][0]["autopilot"]
    players = len(table["seats"])
    assert players == REGISTRY[slug].min_players
    assert sorted(seat for group in table["result"]["ranking"] for seat in group) == list(range(players))
    assert summary["version"] == table["version"]
