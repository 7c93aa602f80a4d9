"""The embedded Redis of ``./var/redis`` (issue 14 item 7): it requires a password that only its owner
can read, and the CLI finds it by itself instead of querying whatever listens on 127.0.0.1:6379."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
import redis

from events.redis_server import embedded_redis_binary, free_port
from service.bootstrap import Container, Settings
from service.runtime import embedded_redis
from tests.e2e.api_client import validated_client

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]


def _cli(data_dir: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "QUEUE_REDIS_URL")}
    env["BOARDROOM_DATA_DIR"] = str(data_dir)
    return subprocess.run([sys.executable, "-m", "service.runtime.cli", *args], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


@pytest.fixture
def embedded(tmp_path):
    data_dir = tmp_path / "var" / "redis"
    process, url = embedded_redis.start(data_dir, port=None, fsync="everysec", binary=embedded_redis_binary())
    yield data_dir, process, url
    if process.poll() is None:
        process.terminate()
        process.wait(timeout=30)
    embedded_redis.stopped(data_dir)


def test_the_embedded_redis_refuses_clients_without_its_password(embedded):
    data_dir, process, url = embedded
    anonymous = redis.Redis.from_url(embedded_redis.redacted(url))
    with pytest.raises(redis.AuthenticationError, match="(?i)auth"):
        anonymous.get("br:anything")
    anonymous.close()
    assert redis.Redis.from_url(url).ping()
    password_file = data_dir / embedded_redis.PASSWORD_FILE
    assert stat.S_IMODE(password_file.stat().st_mode) == 0o600
    assert stat.S_IMODE(data_dir.stat().st_mode) == 0o700
    secret = password_file.read_text().strip()
    assert len(secret) >= 32
    # Not on the command line, which `ps` shows to every local user.
    assert secret not in Path(f"/proc/{process.pid}/cmdline").read_bytes().decode(errors="replace")
    config = redis.Redis.from_url(url).config_get("protected-mode")
    assert config == {"protected-mode": "yes"}


def test_a_restart_keeps_the_password_of_the_data_directory(embedded):
    data_dir, process, url = embedded
    process.terminate()
    process.wait(timeout=30)
    again, url_again = embedded_redis.start(data_dir, port=None, fsync="everysec", binary=embedded_redis_binary())
    try:
        assert url_again.split("@")[0] == url.split("@")[0]
        assert redis.Redis.from_url(url_again).ping()
    finally:
        again.terminate()
        again.wait(timeout=30)


def test_the_cli_finds_the_running_embedded_redis(embedded):
    data_dir, _, url = embedded
    table, _ = Container(Settings(redis_url=url, queue_redis_url=url)).handler.create(
        "tabletop-climber", [{"bot": "easy"}] * 3, {})
    exported = _cli(data_dir, "export", table["gid"])
    assert exported.returncode == 0, exported.stderr
    header = json.loads(exported.stdout.splitlines()[0])
    assert header["gid"] == table["gid"]
    audited = _cli(data_dir, "audit", table["gid"])
    verdicts = {check["name"]: check["ok"] for check in json.loads(audited.stdout)["checks"]}
    assert verdicts["chain"] is True


def test_the_cli_says_when_the_embedded_redis_is_not_running(embedded):
    data_dir, process, _ = embedded
    process.terminate()
    process.wait(timeout=30)
    embedded_redis.stopped(data_dir)
    refused = _cli(data_dir, "export", "0" * 32)
    assert refused.returncode != 0
    assert "not running" in refused.stderr and "REDIS_URL" in refused.stderr


def test_the_cli_says_when_there_is_no_embedded_redis(tmp_path):
    refused = _cli(tmp_path / "var" / "redis", "audit", "0" * 32)
    assert refused.returncode != 0
    assert "holds no embedded Redis" in refused.stderr


def test_boardroom_run_plays_on_its_password_protected_redis_without_showing_the_password(tmp_path):
    """The whole chain under `boardroom run`: web, projector and the RQ worker (whose bots must move)
    authenticate from their environment; no process started shows the password on its command line."""
    port = free_port()
    data_dir = tmp_path / "var" / "redis"
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "QUEUE_REDIS_URL")}
    env.update(BOARDROOM_PORT=str(port), BOARDROOM_DATA_DIR=str(data_dir), WEB_CONCURRENCY="1",
               PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}")
    log = open(tmp_path / "run.log", "wb")  # noqa: SIM115
    process = subprocess.Popen([sys.executable, "-m", "service.runtime.cli", "run"], env=env, stdout=log,
                               stderr=subprocess.STDOUT, start_new_session=True)
    try:
        with validated_client(base_url=f"http://127.0.0.1:{port}", transport=httpx.HTTPTransport(retries=40),
                          timeout=60) as http:
            created = http.post("/v1/games", json={"game": "tabletop-climber",
                                                   "seats": [{"name": "ann"}, {"bot": "easy"}, {"bot": "normal"}]})
            assert created.status_code == 201
            gid, version = created.json()["id"], created.json()["version"]
            deadline = time.monotonic() + 60
            while http.get(f"/v1/games/{gid}").json()["version"] == version:  # the worker's bots choose their hands
                assert time.monotonic() < deadline, (tmp_path / "run.log").read_text()[-3000:]
                time.sleep(0.1)  # polling the game for the bots' moves
        secret = (data_dir / embedded_redis.PASSWORD_FILE).read_text().strip()
        shown = [Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
                 for pid in os.listdir("/proc") if pid.isdigit() and _in_session(int(pid), process.pid)]
        assert len(shown) >= 5  # run, gunicorn, projector, worker, redis-server
        assert not [line for line in shown if secret in line]
        assert _cli(data_dir, "export", gid).returncode == 0
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=60)


def _in_session(pid: int, session: int) -> bool:
    try:
        return os.getsid(pid) == session
    except (ProcessLookupError, PermissionError):
        return False
