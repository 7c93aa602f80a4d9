"""Builds the archive of a frozen rules version from git, byte for byte the same on every run: the files of
``games/<package>`` at the commit the manifest names (raw blobs, as committed), ``games.<package>`` rewritten to
``games.frozen.<name>``, in a zip with sorted entries, a fixed timestamp and mode, and no compression (zlib builds
differ in what they emit, which would change the hash on another machine)."""

from __future__ import annotations

import hashlib
import io
import json
import re
import subprocess
import zipfile
from pathlib import Path

from games.frozen import MANIFEST, Frozen, versions

ROOT = Path(__file__).resolve().parents[2]
EPOCH = (1980, 1, 1, 0, 0, 0)


class NoHistory(RuntimeError):
    """The repository's history the archives are built from is not here."""


def git(root: Path, *args: str, stdin: bytes | None = None) -> bytes:
    try:
        done = subprocess.run(["git", "-C", str(root), *args], input=stdin, capture_output=True, check=True)
    except FileNotFoundError as error:
        raise NoHistory(
            "git is not installed: the frozen rules versions are built from the repository's history"
        ) from error
    except subprocess.CalledProcessError as error:
        raise NoHistory(f"git {' '.join(args)} failed in {root}: {error.stderr.decode().strip()}") from error
    return done.stdout


def require_history(root: Path, frozen: list[Frozen]) -> None:
    """Fail clearly where the archives cannot be rebuilt: outside a git checkout, or in one without their commits."""
    try:
        git(root, "rev-parse", "--is-inside-work-tree")
    except NoHistory as error:
        raise NoHistory(
            f"{root} is not a git checkout: the frozen rules versions are rebuilt from the repository's "
            "history, so this needs a `git clone` of it (with its full history)"
        ) from error
    absent = sorted({f.commit for f in frozen if not _has_commit(root, f.commit)})
    if absent:
        raise NoHistory(
            f"{root} lacks the commits the frozen rules versions are built from: {', '.join(absent)} "
            "(a shallow clone? `git fetch --unshallow`)"
        )


def _has_commit(root: Path, commit: str) -> bool:
    try:
        git(root, "cat-file", "-e", f"{commit}^{{commit}}")
    except NoHistory:
        return False
    return True


def sources(root: Path, frozen: Frozen) -> dict[str, bytes]:
    """The files of ``games/<package>`` at the commit, by path inside the package, as committed."""
    prefix = f"games/{frozen.package}/"
    listing = git(root, "ls-tree", "-r", "-z", frozen.commit, "--", prefix).split(b"\0")
    blobs = {}
    for line in filter(None, listing):
        meta, path = line.decode().split("\t", 1)
        blobs[path.removeprefix(prefix)] = meta.split()[2]
    batch = git(root, "cat-file", "--batch", stdin="".join(f"{oid}\n" for oid in blobs.values()).encode())
    contents, at = [], 0
    for _ in blobs:
        header_end = batch.index(b"\n", at)
        size = int(batch[at:header_end].split()[2])
        contents.append(batch[header_end + 1 : header_end + 1 + size])
        at = header_end + 1 + size + 1
    return dict(zip(blobs, contents, strict=True))


def rewrite(frozen: Frozen, source: bytes) -> bytes:
    return re.sub(rf"\bgames\.{frozen.package}\b".encode(), f"games.frozen.{frozen.name}".encode(), source)


def archive(root: Path, frozen: Frozen) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as zf:
        for path, source in sorted(sources(root, frozen).items()):
            info = zipfile.ZipInfo(f"{frozen.name}/{path}", EPOCH)
            info.create_system = 3  # unix, whichever system builds it
            info.external_attr = 0o644 << 16
            zf.writestr(info, rewrite(frozen, source))
    return buffer.getvalue()


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def build(root: Path = ROOT) -> list[Frozen]:
    """Writes every archive and records its hash in the manifest."""
    frozen = versions()
    require_history(root, frozen)
    built = []
    for version in frozen:
        data = archive(root, version)
        version.archive.write_bytes(data)
        built.append(version._replace(sha256=sha256(data)))
    MANIFEST.write_text(json.dumps([v._asdict() for v in built], indent=2) + "\n")
    return built
