"""Reads of one table that agree with each other: a turn's view, moves and log from one version, and the table as
it is now when a move was chosen on an older one."""

from __future__ import annotations

from typing import Any

from boardroom_sdk.client import Seat

Json = dict[str, Any]
ENDED = ("finished", "aborted")


def turn_reads(seat: Seat) -> tuple[Json, Json]:
    """The seat's game and its moves answer, both of one version (:func:`at_moves_version` of :func:`awaited`)."""
    return at_moves_version(seat, *awaited(seat))


def awaited(seat: Seat) -> tuple[Json, Json]:
    """The seat's game and its moves answer (none unless the game is active): enough to know whether it is to act,
    read while an agent waits for its turn."""
    game = seat.game()
    answer = seat.moves() if game["status"] == "active" else \
        {"version": game["version"], "moves": [], "unavailable": []}
    return game, answer


def at_moves_version(seat: Seat, game: Json, answer: Json) -> tuple[Json, Json]:
    """``game`` with the view, its digest and whom the table awaits read at the version of the moves ``answer``
    (another seat acting between the reads would otherwise give a view other than the one the moves are for)."""
    past = seat.client.request("GET", f"/v1/games/{seat.gid}/state", headers=seat.headers,
                               params={"at": answer["version"]}).json()
    if past["status"] in ENDED and game["status"] not in ENDED:
        game = seat.game()  # it ended between the reads: its result is read now (an ended game changes no more)
    return {**game, **{key: past[key] for key in ("version", "status", "to_act", "view", "digest")},
            "result": game.get("result") if past["status"] in ENDED else None}, answer


def log_entries(seat: Seat, after: int, upto: int, limit: int | None = None) -> list[Json]:
    """The log's entries after version ``after`` up to version ``upto``, as the seat may see them: every page of
    them (a page holds whole decisions up to ``limit`` events, the API's default when None; an agent back after
    long sees more than one)."""
    entries: list[Json] = []
    params: Json = {"after": after}
    while True:
        if limit is not None:
            params["limit"] = limit
        page = seat.client.request("GET", f"/v1/games/{seat.gid}/log", headers=seat.headers, params=params).json()
        entries += [entry for entry in page["entries"] if entry["to"] <= upto]
        if not page["next"] or not page["entries"] or page["entries"][-1]["to"] >= upto:
            return entries
        params = {"cursor": page["next"]}


def told(entries: list[Json]) -> list[str]:
    """Each event of ``entries`` in its sentence."""
    return [detail["summary"]["text"] for entry in entries for detail in entry["details"]]


def decisions(entries: list[Json]) -> list[Json]:
    """Each entry of ``entries`` (one decision: the events one command caused) as ``{"decision", "then"}``: the
    sentence of who decided what, then the sentences of what followed from it (a bid's reveal, a tile uncovered,
    a season scored)."""
    grouped = []
    for entry in entries:
        said = [detail["summary"]["text"] for detail in entry["details"]]
        if said:
            grouped.append({"decision": said[0], "then": said[1:]})
    return grouped


def seat_names(game: Json) -> list[str]:
    return [s["name"] or f"Seat {s['seat'] + 1}" for s in game["seats"]]


def waited_on(game: Json) -> str:
    """Whom the table waits for, in words."""
    if game["status"] == "open":
        return "the open seats to be taken"
    names = seat_names(game)
    seats = [f"seat {seat + 1} ({names[seat]})" for seat in game.get("to_act") or []]
    return " and ".join(seats) if seats else "the server (a bot or the scoring)"


def why_no_move(game: Json, seat: int | None) -> str:
    """Why ``seat`` has no listed move to play now, in plain words."""
    if game["status"] in ENDED:
        return f"The game is over ({game['status']}): no move can be played; call get_my_turn for the result."
    mine = seat if seat is not None else game["view"].get("viewer")
    if mine in (game.get("to_act") or []):
        return "You are to act but hold no numbered moves (none listed since your last play): call get_my_turn."
    return (f"It is not your turn: the table waits for {waited_on(game)}. Call get_my_turn: it waits until you are "
            "to act and lists your moves.")


DESCRIBING = ("template", "label", "targets", "kind", "fields", "label_template")  # how /moves tells, not the move


def still_legal(command: Json, moves: list[Json]) -> bool:
    """Whether ``command`` is among ``moves`` (the API's entries, with their labels and targets); a filled template
    counts when a template of its type is listed (the server checks the values)."""
    wanted = {key: value for key, value in command.items() if key not in DESCRIBING}
    for move in moves:
        listed = {key: value for key, value in move.items() if key not in DESCRIBING}
        if listed == wanted or (move.get("template") and listed.get("type") == wanted.get("type")):
            return True
    return False
