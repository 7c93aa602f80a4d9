"""The embedded Redis of a data directory (``./var/redis``): its password, starting it, finding it.

``boardroom run`` starts redis-server on loopback with a password generated on first start and kept
in ``<data dir>/password`` (mode 0600, in a 0700 directory), so another local user can neither read
the games' seeds nor rewrite their logs. While it runs, ``<data dir>/address`` names its port, so
``boardroom export|audit|replay|projections rebuild`` find it without ``REDIS_URL``.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
import subprocess
from pathlib import Path

import redis

from events.redis_server import start_redis

PASSWORD_FILE = "password"
ADDRESS_FILE = "address"
DEFAULT_DATA_DIR = "var/redis"


class EmbeddedRedisUnavailable(Exception):
    """No embedded Redis to talk to: never started here, or not running now."""


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
    process, url = start_redis(data_dir, port=port, fsync=fsync, binary=binary, password=secret)
    _write_private(data_dir / ADDRESS_FILE, url.rsplit("@", 1)[1].split("/", 1)[0] + "\n")
    return process, url


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
