"""The signing key is made once, kept private like the embedded Redis password, and signs what verifies."""

from __future__ import annotations

import base64
import stat

from projections.transparency import signed_payload
from service import transparency
from service.runtime import signing_key


def test_the_key_is_generated_once_and_kept_private(tmp_path):
    data_dir = tmp_path / "var"
    key = signing_key.signing_key(data_dir)
    path = data_dir / signing_key.KEY_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and stat.S_IMODE(data_dir.stat().st_mode) == 0o700
    again = signing_key.signing_key(data_dir)
    assert signing_key.raw_public_key(again) == signing_key.raw_public_key(key)
    assert len(signing_key.raw_public_key(key)) == 32

    path.chmod(0o644)
    signing_key.signing_key(data_dir)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600

    head = {"root": "ab" * 32, "size": 3, "timestamp": 1}
    head["signature"] = base64.b64encode(key.sign(signed_payload(head["root"], 3, 1))).decode()
    assert transparency.signature_ok(head, signing_key.raw_public_key(key))
    other = signing_key.signing_key(tmp_path / "elsewhere")
    assert not transparency.signature_ok(head, signing_key.raw_public_key(other))


def test_the_signed_payload_is_canonical_json():
    assert signed_payload("ff", 2, 5) == b'{"root":"ff","size":2,"timestamp":5}'
