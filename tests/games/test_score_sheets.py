"""A score sheet a person reads (issue 48, item 6): no raw booleans, the total last, a sentence per row."""

from __future__ import annotations

from games import table
from games.texts import default_score_sheet, score_row


def test_a_boolean_reads_yes_or_no_and_a_list_its_items():
    assert score_row("Eliminated", False) == {"label": "Eliminated", "value": "no", "text": "Eliminated: no"}
    assert score_row("Goals met", ["Merger", "Takeover"])["text"] == "Goals met: Merger, Takeover"


def test_the_default_sheet_words_each_category_and_puts_the_total_last():
    rows = default_score_sheet({"total": 12, "vips_taken": 1, "eliminated": True})
    assert [row["text"] for row in rows] == ["Vips taken: 1", "Eliminated: yes", "Total: 12"]


def test_places_read_as_ordinals():
    assert [table.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]


def test_names_repeated_at_a_table_are_numbered_and_open_seats_stay_open():
    assert table.names_apart(["Normal bot", None, "Normal bot", "normal bot", "Ann"]) == [
        "Normal bot", None, "Normal bot 2", "normal bot 3", "Ann"]
    assert table.names_apart(["Ann 2", "Ann", "Ann"]) == ["Ann 2", "Ann", "Ann 3"]
