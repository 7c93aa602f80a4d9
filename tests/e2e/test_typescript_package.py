"""The TypeScript client as a package (issue 52 item 1): `npm pack` of clients/typescript, installed from its
tarball in a fresh project outside the repository, imported by name and playing a whole game against the real
processes with the program the client guide shows, its turns read through the package's stream helper, which
resumes a connection dropped mid-stream (by a proxy in the test) with Last-Event-ID; its client waits out a 429
as Retry-After says."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import httpx
import pytest
import yaml

from tests.e2e.service_processes import serving
from tests.support import typescript_client
from tests.support.cutting_proxy import cutting_proxy

pytestmark = pytest.mark.e2e

ROOT = typescript_client.ROOT
GUIDE = ROOT / "docs" / "guides" / "clients.md"
JS_BLOCK = re.compile(r"^```js\n(.*?)^```$", re.M | re.S)
# A two-player game of the shortest: the program plays it against one easy bot.
GAME = "bias-effect"
# Follows a finished game's event stream from a version on (Last-Event-ID) and prints each frame's id and `v`.
RESUME = """import { followStream } from "@boardroom/client";
const [baseUrl, gid, lastEventId] = process.argv.slice(2);
for await (const frame of followStream(`/v1/games/${gid}/stream`, { baseUrl, lastEventId })) {
  console.log(JSON.stringify([frame.id, frame.data.v]));
}
"""
NPM_FLAGS = ("--prefer-offline", "--no-audit", "--no-fund")
# Posts the first complete move of seat 0 through the package's client; prints the statuses the server answered
# the posts with, as the fetch the client sends with saw them.
POST_A_MOVE = """import { createClient } from "@boardroom/client";
const [baseUrl, gid, token] = process.argv.slice(2);
const answered = [];
const counted = async (request) => {
  const response = await fetch(request);
  if (request.method === "POST") answered.push(response.status);
  return response;
};
const seat = createClient({ baseUrl, token, fetch: counted });
const where = { params: { path: { gid } } };
const { data: listed } = await seat.GET("/v1/games/{gid}/moves", where);
const move = listed.moves.find((move) => move.kind !== "template");
await seat.POST("/v1/games/{gid}/commands", { ...where, body: move });
console.log(JSON.stringify(answered));
"""
# Left out of the copy that is packed: what an install or a build writes (node_modules is linked instead).
WRITTEN = shutil.ignore_patterns("node_modules", "build", "dist", "*.tgz")


def npm(*arguments: str, cwd, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    executable = shutil.which("npm")
    assert executable is not None, typescript_client.INSTALL_HINT
    done = subprocess.run([executable, *arguments], cwd=cwd, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


def git_status() -> str:
    return subprocess.run(["git", "status", "--porcelain", "--ignored", "clients/typescript"], cwd=ROOT,
                          capture_output=True, text=True, check=True).stdout


@pytest.fixture(scope="module")
def tarball(tmp_path_factory):
    """The client packed by `npm pack` from a copy of the folder beside a copy of openapi.yaml (its `prepare`
    generates and compiles there), so the checkout is left as it was."""
    typescript_client.require_node()
    typescript_client.install()
    before = git_status()
    tree = tmp_path_factory.mktemp("source")
    copy = tree / "clients" / "typescript"
    shutil.copytree(typescript_client.CLIENT, copy, ignore=WRITTEN)
    shutil.copy(ROOT / "openapi.yaml", tree / "openapi.yaml")
    (copy / "node_modules").symlink_to(typescript_client.CLIENT / "node_modules")
    packed = tmp_path_factory.mktemp("packed")
    npm("pack", "--pack-destination", str(packed), cwd=copy)
    assert git_status() == before
    [archive] = packed.glob("*.tgz")
    return archive


@pytest.fixture(scope="module")
def project(tarball, tmp_path_factory):
    """A fresh project, outside the repository, with only the tarball installed."""
    home = tmp_path_factory.mktemp("front-end")
    (home / "package.json").write_text(json.dumps({"name": "front-end", "private": True, "type": "module"}))
    npm("install", *NPM_FLAGS, str(tarball), cwd=home)
    return home


def test_the_package_is_versioned_with_the_api():
    manifest = json.loads((typescript_client.CLIENT / "package.json").read_text())
    document = yaml.load((ROOT / "openapi.yaml").read_text(), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    api_version = document["info"]["version"]
    assert manifest["version"].split(".")[0] == api_version


def test_the_tarball_ships_built_javascript_and_declarations_only(project):
    installed = project / "node_modules" / "@boardroom" / "client"
    files = sorted(str(path.relative_to(installed)) for path in installed.rglob("*") if path.is_file())
    assert "dist/src/index.js" in files and "dist/src/index.d.ts" in files
    assert "dist/build/openapi.js" in files and "dist/build/openapi.d.ts" in files
    assert [name for name in files if name.endswith(".ts") and not name.endswith(".d.ts")] == []
    assert (installed / "README.md").read_text() == (typescript_client.CLIENT / "README.md").read_text()


def run_node(project, script: str, *arguments: str) -> str:
    node = shutil.which("node")
    assert node is not None, typescript_client.INSTALL_HINT
    (project / "script.mjs").write_text(script)
    done = subprocess.run([node, "script.mjs", *arguments], cwd=project, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_a_fresh_project_imports_the_package_by_name_and_plays_a_game(project, shared_service):
    [program] = JS_BLOCK.findall(GUIDE.read_text())
    summary = json.loads(run_node(project, program, shared_service.base_url, GAME))

    table = httpx.get(f"{shared_service.base_url}/v1/games/{summary['id']}", timeout=10).json()
    assert table["game"] == GAME
    assert table["status"] == "finished"
    assert table["seats"][0]["name"] == "me"
    assert not table["seats"][0]["autopilot"]  # the program moved for its seat, not the server's timeout
    history = events(shared_service.base_url, summary["id"])
    assert any(event.get("cmd", {}).get("seat") == 0 for event in history)

    # The stream helper resumes after a Last-Event-ID and ends with the finished game's stream.
    after = history[-4]["v"]
    printed = run_node(project, RESUME, shared_service.base_url, summary["id"], str(after))
    frames = [json.loads(line) for line in printed.splitlines()]
    assert frames == [[str(event["v"]), event["v"]] for event in history if event["v"] > after]


def test_the_guide_program_typechecks_strictly_against_the_installed_package(project):
    """As a developer porting it to TypeScript would check it: strict, with the package's own declarations (a
    state stream's frames typed as states, every listed move's `kind`, each refused answer's `data` undefined)."""
    [program] = JS_BLOCK.findall(GUIDE.read_text())
    (project / "guide.mjs").write_text(program)
    tsc = typescript_client.CLIENT / "node_modules" / ".bin" / "tsc"
    checked = subprocess.run(
        [str(tsc), "--noEmit", "--strict", "--checkJs", "--allowJs", "--module", "nodenext", "--target", "es2022",
         "--typeRoots", str(typescript_client.CLIENT / "node_modules" / "@types"), "--types", "node", "guide.mjs"],
        cwd=project, capture_output=True, text=True, timeout=120)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_stream_helper_resumes_a_dropped_connection_after_its_last_whole_frame(project, shared_service):
    base_url = shared_service.base_url
    gid = httpx.post(f"{base_url}/v1/games", timeout=10, json={
        "game": GAME, "seats": [{"bot": "easy"}, {"bot": "easy"}]}).json()["id"]

    with cutting_proxy(base_url, frames_before_cut=3) as proxy:
        printed = run_node(project, RESUME, proxy.base_url, gid, "0")
    frames = [json.loads(line) for line in printed.splitlines()]

    # The bots' game played to its end: the iterator ended with its stream, every event once, in order.
    history = events(base_url, gid)
    assert httpx.get(f"{base_url}/v1/games/{gid}", timeout=10).json()["status"] == "finished"
    assert frames == [[str(event["v"]), event["v"]] for event in history]
    # The first connection was cut inside the fourth frame; the second asked for what followed the third.
    assert len(proxy.heads) == 2
    assert "last-event-id: 0\r\n" in proxy.heads[0].lower()
    assert f"last-event-id: {history[2]['v']}\r\n" in proxy.heads[1].lower()


def events(base_url: str, gid: str) -> list[dict]:
    """The finished game's whole history, page by page."""
    history: list[dict] = []
    while page := httpx.get(f"{base_url}/v1/games/{gid}/events", params={"after": len(history) and history[-1]["v"]},
                            timeout=10).json()["events"]:
        history += page
    return history


@pytest.fixture(scope="module")
def budgeted(tmp_path_factory):
    """The processes with a command budget of 2 a second, on a redis-server of their own."""
    with serving(tmp_path_factory.mktemp("budgeted"), {"BOARDROOM_LIMIT_COMMANDS": "2/second"}) as running:
        yield running


def test_the_client_waits_out_a_spent_budget_as_retry_after_says(project, budgeted):
    created = httpx.post(f"{budgeted.base_url}/v1/games", timeout=10, json={
        "game": "tabletop-climber", "seats": [{"name": f"p{i}"} for i in range(3)]}).json()
    gid, token = created["id"], created["tokens"]["0"]
    version = httpx.get(f"{budgeted.base_url}/v1/games/{gid}", timeout=10).json()["version"]
    # Another client of the same seat spends its command budget (its commands are refused: no matter).
    with httpx.Client(base_url=budgeted.base_url, headers={"Authorization": f"Bearer {token}"}) as raw:
        spending = (raw.post(f"/v1/games/{gid}/commands", json={"type": "no-such-command"}) for _ in range(20))
        refused = next(answer for answer in spending if answer.status_code == 429)
    assert refused.json()["code"] == "rate_limited" and int(refused.headers["Retry-After"]) >= 1

    *waited, landed = json.loads(run_node(project, POST_A_MOVE, budgeted.base_url, gid, token))
    assert waited and set(waited) == {429}
    assert 200 <= landed < 300
    assert httpx.get(f"{budgeted.base_url}/v1/games/{gid}", timeout=10).json()["version"] > version
