"""An agent is told the rules that tie a template's fields together, read from its fill (issue 52 item 4: 11 of
18 trades filled by an agent were refused as uneven)."""

from __future__ import annotations

from games.template_fill import amounts, distinct_across, fill, pick, same_level
from service.mcp.templates import explained

TRADE_SCHEMA = {"type": "object", "required": ["give", "get"],
                "properties": {"give": {"type": "object"}, "get": {"type": "object"}}}


def test_a_trade_template_tells_its_same_level_rule():
    template = {"type": "trade", "template": True, "fields": {"give": ["dollar"], "get": ["time", "research"]},
                "fill": fill("trade", {"give": amounts(["dollar"], min_total=1), "get": amounts(["time", "research"])},
                             same_level("give", "get", {"dollar": 1, "time": 1, "research": 2}))}
    lines = explained(template, TRADE_SCHEMA, {})
    assert "rule: give and get hold as many values of each level in all (level 1: dollar, time; level 2: " \
           "research)" in lines


def test_squares_that_must_differ_are_told():
    schema = {"type": "object", "properties": {"alarms": {"type": "array"}, "vips": {"type": "array"}}}
    template = {"type": "place-tiles", "template": True,
                "fill": fill("place-tiles", {"alarms": pick(["a", "b"], 1, 1), "vips": pick(["a", "b"], 1, 1)},
                             distinct_across("alarms", "vips"))}
    assert "rule: no value in two of alarms and vips" in explained(template, schema, {})
