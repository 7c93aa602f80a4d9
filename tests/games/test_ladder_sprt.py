"""The ladder's sequential test (bench/ladder_sprt.py): a row stopped and resumed is the row of one run."""

from __future__ import annotations

import json

import pytest

from bench import ladder

ROW = "inventing-the-future-3p-easy-vs-random.json"


def run(folder, *extra):
    ladder.main(
        [
            "--sprt",
            "--slugs",
            "inventing-the-future",
            "--pair",
            "easy",
            "random",
            "--players",
            "3",
            "--seconds",
            "0",
            "--iterations",
            "4",
            "--cap",
            "9",
            "--workers",
            "1",
            "--ladder-dir",
            str(folder),
            *extra,
        ]
    )
    return json.loads((folder / ROW).read_text())


def test_a_resumed_row_plays_exactly_the_games_of_an_uninterrupted_one(tmp_path):
    whole = run(tmp_path / "whole")
    first = run(tmp_path / "parts", "--max-games", "3")
    resumed = run(tmp_path / "parts")
    assert len(first["games"]) == 3 and first["verdict"] == "continue"
    assert resumed == whole
    assert len(whole["games"]) == 9 and whole["verdict"] == "undecided at the cap"


def test_a_group_is_one_seed_with_the_tested_level_in_every_seat(tmp_path):
    row = run(tmp_path / "rows", "--max-games", "6")
    assert [(g["seed"], g["a_seat"]) for g in row["games"]] == [(s, seat) for s in row["seeds"] for seat in range(3)]
    assert len(set(row["seeds"])) == 2
    assert (tmp_path / "ladder-sprt.md").read_text().count("| inventing-the-future | 3 | easy vs random | 6 |") == 1


def test_a_row_at_a_table_size_the_game_does_not_take_is_refused_before_any_game():
    from bench.ladder import pairings

    with pytest.raises(SystemExit, match="Tabletop Climber is for 3 to 4 players, not 2"):
        pairings(["tabletop-climber"], None, [["hard", "normal"]], "2")


def test_a_refusal_raised_in_a_worker_process_reaches_the_parent_whole():
    """A ladder plays in a process pool: an unpicklable refusal hung the pool instead of failing the row."""
    import pickle

    from games.base import RuleViolation

    back = pickle.loads(pickle.dumps(RuleViolation("bad-player-count", "Tabletop Climber is for 3 or 4 players.")))
    assert (back.code, back.message) == ("bad-player-count", "Tabletop Climber is for 3 or 4 players.")
