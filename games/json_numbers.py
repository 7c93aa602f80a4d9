"""Integers as JSON Schema types them: the document says `integer`, which 3.0 satisfies as well as 3."""

from __future__ import annotations

from marshmallow import fields


class WholeNumber(fields.Integer):
    """A whole JSON number: 3 or 3.0 (loaded as 3), never "3", true or 3.5.

    marshmallow's strict Integer refuses 3.0, which a client serialising through floats (JavaScript, a fuzzer)
    may send for a field the document types `integer`; its loose one takes "3" and truncates 3.5."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, strict=True, **kwargs)

    def _validated(self, value):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        return super()._validated(value)
