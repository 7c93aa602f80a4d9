"""The transparency log's Ed25519 signing key: generated on first start and kept like the embedded Redis
password, ``<data dir>/tlog-ed25519.pem`` (mode 0600, in a 0700 directory). Only the projector process, which
signs tree heads, reads it; it publishes the public half in Redis for the web processes."""

from __future__ import annotations

import stat
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from service.runtime.embedded_redis import _private_dir, _write_private

KEY_FILE = "tlog-ed25519.pem"


def signing_key(data_dir: Path) -> Ed25519PrivateKey:
    """The data directory's signing key, generated on first use."""
    _private_dir(data_dir)
    path = data_dir / KEY_FILE
    if not path.exists():
        pem = Ed25519PrivateKey.generate().private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
        _write_private(path, pem.decode())
    if stat.S_IMODE(path.stat().st_mode) & 0o077:
        path.chmod(0o600)
    key = serialization.load_pem_private_key(path.read_bytes(), password=None)
    if not isinstance(key, Ed25519PrivateKey):
        raise SystemExit(f"boardroom: {path} is not an Ed25519 private key")
    return key


def raw_public_key(key: Ed25519PrivateKey) -> bytes:
    return key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
