"""The embedded Redis of a data directory (``./var/redis``): its password, starting it, finding it.

``boardroom run`` starts redis-server on loopback with a password generated on first start and kept
in ``<data dir>/password`` (mode 0600, in a 0700 directory), so another local user can neither read
the games' seeds nor rewrite their logs. While it runs, ``<data dir>/address`` names its port, so
``boardroom export|audit|replay|projections rebuild`` find it without ``REDIS_URL``. One
``boardroom run`` holds ``<data dir>/lock`` for its life, so a second one on the same directory
refuses instead of fighting the first for its port and files. Redis logs to ``<data dir>/redis.log``.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import secrets
import stat
import subprocess
from pathlib import Path
from typing import IO

import redis

from events.redis_server import start_redis

PASSWORD_FILE = "password"
ADDRESS_FILE = "address"
LOCK_FILE = "lock"
LOG_FILE = "redis.log"
DEFAULT_DATA_DIR = "var/redis"


class EmbeddedRedisUnavailable(Exception):
    """No embedded Redis to talk to: never started here, or not running now."""


class DataDirInUse(Exception):
    """Another ``boardroom run`` holds the data directory."""


def lock(data_dir: Path) -> IO[str]:
    """Hold the data directory for as long as the returned file stays open (the kernel lets go when this
    process ends, however it ends); raises DataDirInUse while another process holds it."""
    _private_dir(data_dir)
    handle = (data_dir / LOCK_FILE).open("a+")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip() or "unknown"
        handle.close()
        raise DataDirInUse(
            f"{data_dir} is in use by another `boardroom run` (pid {holder}); stop that one first, or give "
            "this one its own --data-dir (and --port)") from None
    handle.seek(0)
    handle.truncate()
    handle.write(f"{os.getpid()}\n")
    handle.flush()
    return handle


def data_dir_from_env(env: os._Environ | dict[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    return Path(env.get("BOARDROOM_DATA_DIR") or DEFAULT_DATA_DIR).resolve()


def _private_dir(path: Path) -> None:
    path.mkdir(parents=True, exist_ok=True)
    path.chmod(0o700)


def _write_private(path: Path, text: str) -> None:
    """Write ``path`` readable by its owner only, from its first byte (no window at a wider mode)."""
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as handle:
        handle.write(text)
    tmp.replace(path)


def password(data_dir: Path) -> str:
    """The data directory's Redis password, generated on first use."""
    _private_dir(data_dir)
    path = data_dir / PASSWORD_FILE
    if not path.exists():
        _write_private(path, secrets.token_urlsafe(32) + "\n")
    if stat.S_IMODE(path.stat().st_mode) & 0o077:
        path.chmod(0o600)  # someone widened it; the password is only safe while private
    return path.read_text().strip()


def start(data_dir: Path, port: int | None, fsync: str, binary: str | None = None) -> tuple[subprocess.Popen, str]:
    """Start the data directory's Redis with its password; returns (process, url with the password)."""
    secret = password(data_dir)
    process, url = start_redis(data_dir, port=port, fsync=fsync, binary=binary, password=secret,
                               extra=["--logfile", str(data_dir / LOG_FILE)], own_group=True)
    _ours(process, url)
    _write_private(data_dir / ADDRESS_FILE, url.rsplit("@", 1)[1].split("/", 1)[0] + "\n")
    return process, url


def _ours(process: subprocess.Popen, url: str) -> None:
    """The server answering on the port is the one just started (not one already there, while ours
    exited on "Address already in use")."""
    client = redis.Redis.from_url(url, socket_timeout=5)
    try:
        answering = client.info("server").get("process_id")
    finally:
        client.close()
    if answering != process.pid:
        process.kill()
        process.wait()
        raise RuntimeError(f"another redis-server (pid {answering}) answers on {redacted(url)}, not ours")


def last_log_line(data_dir: Path) -> str:
    """The last line Redis logged (why it exited, or did not start), or ""."""
    with contextlib.suppress(OSError), (data_dir / LOG_FILE).open("rb") as log:
        log.seek(max(0, log.seek(0, os.SEEK_END) - 4096))
        lines = [line for line in log.read().decode(errors="replace").splitlines() if line.strip()]
        return lines[-1].strip() if lines else ""
    return ""


def stopped(data_dir: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        (data_dir / ADDRESS_FILE).unlink()


def redacted(url: str) -> str:
    """``url`` without its password, for logs."""
    scheme, _, rest = url.partition("://")
    return f"{scheme}://{rest.rsplit('@', 1)[1]}" if "@" in rest else url


def discover(data_dir: Path) -> str:
    """The url (with the password) of the running embedded Redis of ``data_dir``."""
    secret_file, address_file = data_dir / PASSWORD_FILE, data_dir / ADDRESS_FILE
    if not secret_file.exists():
        raise EmbeddedRedisUnavailable(
            f"REDIS_URL is unset and {data_dir} holds no embedded Redis: run `boardroom run` (or `make run`) "
            "in this directory first, or set REDIS_URL.")
    if not address_file.exists():
        raise EmbeddedRedisUnavailable(
            f"REDIS_URL is unset and the embedded Redis of {data_dir} is not running: start `boardroom run` "
            "(or `make run`) in this directory, or set REDIS_URL.")
    url = f"redis://:{secret_file.read_text().strip()}@{address_file.read_text().strip()}/0"
    client = redis.Redis.from_url(url, socket_connect_timeout=2)
    try:
        client.ping()
    except redis.ConnectionError as error:
        raise EmbeddedRedisUnavailable(
            f"REDIS_URL is unset and the embedded Redis of {data_dir} does not answer at "
            f"{redacted(url)} ({error}); is `boardroom run` still running? Or set REDIS_URL.") from None
    finally:
        client.close()
    return url
