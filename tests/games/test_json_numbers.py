"""A field the document types `integer` takes what JSON Schema calls an integer: 3 and 3.0, not "3", true or 3.5
(schemathesis' positive data, and clients that serialise through floats, send 3.0)."""

from __future__ import annotations

import pytest
from marshmallow import ValidationError

from games.bias_effect.schemas import BidSchema
from games.lifecycle_schemas import ClockSchema


@pytest.mark.parametrize("days", [3, 3.0])
def test_a_whole_number_loads_as_an_int(days):
    loaded = ClockSchema().load({"type": "correspondence", "days": days})
    assert loaded["days"] == 3 and type(loaded["days"]) is int


@pytest.mark.parametrize("days", ["3", True, 3.5, None, [3]])
def test_anything_else_is_refused(days):
    with pytest.raises(ValidationError):
        ClockSchema().load({"type": "correspondence", "days": days})


def test_a_game_command_takes_a_whole_float_too():
    assert BidSchema().load({"amount": 2.0})["amount"] == 2
    with pytest.raises(ValidationError):
        BidSchema().load({"amount": 2.5})
