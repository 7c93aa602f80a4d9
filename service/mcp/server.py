"""The MCP server: thin tools over Boardroom's public HTTP API, each shaping its answer for a small context."""

from __future__ import annotations

import os
import time
from functools import partial
from typing import Annotated, Any

from boardroom_sdk.client import Boardroom
from boardroom_sdk.errors import ProblemError
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, TextContent
from typing_extensions import TypedDict

from service.mcp import components, moves_now, reads, strategy, templates, turns
from service.mcp.catalogue import Catalogue
from service.mcp.seats import SeatBook

Json = dict[str, Any]
POLL_SECONDS = 0.25  # between reads while waiting for the agent's turn
ENDED = ("finished", "aborted")


class SeatTaken(TypedDict):
    gid: str
    seat: int


class Move(TypedDict):
    n: int
    label: str
    template: bool
    command: Json
    group: str | None
    choice: str | None
    explained: list[str]


class MoveGroup(TypedDict):
    name: str
    pattern: str
    first: int
    last: int
    choices: list[str]


class Unavailable(TypedDict):
    label: str
    targets: list[str]
    reason: str


class TakeBackOffer(TypedDict, total=False):
    allowed: bool
    to_version: int
    code: str
    reason: str


class Decision(TypedDict):
    decision: str
    then: list[str]


class Turn(TypedDict):
    gid: str
    game: str
    seat: int
    seat_name: str
    status: str
    your_turn: bool
    view: Json
    digest: list[str]
    log: list[Decision]
    moves: list[Move]
    groups: list[MoveGroup]
    unavailable: list[Unavailable]
    result: Json | None
    take_back: TakeBackOffer | None
    version: int
    waited: str | None
    text: str


class Component(TypedDict):
    id: str
    name: str
    kind: str


class Lookup(TypedDict):
    game: str
    query: str
    component: Json | None
    copies: list[str]
    matches: list[Component]
    near: list[Component]
    text: str


class Played(TypedDict):
    gid: str
    version: int
    text: str


class PlayAnswer(Played):
    played: bool  # false when a group was chosen: its moves are listed for the second step
    text: str
    moves: list[Move]


AGAIN = {  # refusals whose remedy an agent needs told in its own terms, not HTTP's
    "stale_version": "the game moved on since your last get_my_turn (another seat or a bot acted first): call "
                     "get_my_turn again and choose from the moves it lists now",
}
TAKE_BACK_RULE = ("a person may take back their last decision only while no other seat has acted since and it "
                  "revealed nothing new (no draw, roll, reveal or hidden information shown)")


UNPLAYABLE = 422  # the rules (or the command's form) refuse the move itself: the agent's other moves still stand
OWN_MOVE_REFUSED = (" Your other moves from your last get_my_turn still stand: play another by its number, or a "
                    "template with other values (its fields say which).")


def _refused(error: ProblemError, remedy: str = "") -> ToolError:
    said = AGAIN.get(error.code) or error.problem.get("detail") or error.problem.get("title")
    if error.code == "unknown_game":
        said = f"{said} list_games gives the games' slugs."
    if isinstance(error.problem.get("errors"), dict):
        said = f"{said} {_fields_refused(error.problem['errors'])}"
    return ToolError(f"{error.code}: {said}{remedy}")


def _fields_refused(errors: Json) -> str:
    """Each refused field with why, as a sentence: "amount: Must be at most 5."."""
    return " ".join(f"{name}: {' '.join(map(str, why)) if isinstance(why, list) else why}."
                    for name, why in errors.items()).replace("..", ".")


def build(url: str, player_key: str | None = None) -> MCPServer:
    """The server for the Boardroom at ``url``; with ``player_key`` the agent plays as that player."""
    client = Boardroom(url, player_key)
    book = SeatBook(client)
    log_after: dict[str, int] = {}
    decided_on: dict[str, int] = {}  # the version of each table's last turn, the one its listed moves are for
    played_last: dict[str, str] = {}  # the label of each table's last move played here, told when taken back
    catalogue = Catalogue(client)  # each game's components and command schemas, fixed for the server's life
    server = MCPServer("boardroom", instructions=(
        "Play Boardroom's board games: create_table or join_table, then loop get_my_turn and play "
        "(by the move's number) until the game ends. get_rules gives a game's rules (quick reference, or whole "
        "with full=true); lookup tells one card, tile, space or other component by its id or name, with its "
        "costs and effects. Each game's play-<game> prompt adds advice on playing it well."))

    def explained(slug: str, move: Json, seats: list[str]) -> list[str]:
        """A template's fields, their limits and a filled example, from the catalogue's schema of its command."""
        if not move["template"]:
            return []
        command = move["command"]
        return templates.explained(command, catalogue.command_schema(slug, command["type"]), catalogue.names(slug),
                                   seats)

    def call(action):
        try:
            return action()
        except ProblemError as error:
            raise _refused(error) from error
        except LookupError as error:
            raise ToolError(str(error)) from error

    @server.tool()
    def list_games() -> list[Json]:
        """The games hosted: slug, title, a rules summary, player counts, bot levels."""
        return [{key: game[key] for key in ("slug", "title", "summary", "min_players", "max_players", "bots")}
                for game in call(client.catalog)]

    @server.tool()
    def get_rules(game: str, full: bool = False) -> str:
        """The rules of `game` written for players (Markdown): a quick reference, or with `full` the whole
        rules (components, set-up, every action, scoring with tie-breaks, worked examples). For one card, tile or
        space by its id or name (its cost, effect and facts), call lookup."""
        rules = call(lambda: client.request("GET", f"/v1/catalog/{game}/rules").json())
        return str(rules["markdown"] if full else rules["quick_reference"])

    @server.tool()
    def lookup(game: str, id_or_name: str) -> Annotated[CallToolResult, Lookup]:
        """One component of `game` (a card, tile, building, space, die...) by its id (as turns and moves show it,
        e.g. "A-10") or its name (any case; a unique beginning or part of it will do): its kind, what it does and
        its facts (costs, values, effects). Several match: they are listed; none: near names are suggested."""
        answer = components.find(call(lambda: catalogue.components(game)), id_or_name)
        found: Json = {"game": game, "query": id_or_name, **answer}
        found["text"] = components.told(game, id_or_name, answer)
        return CallToolResult(content=[TextContent(type="text", text=found["text"])], structured_content=found)

    @server.tool()
    def create_table(game: str, seats: list[Json], options: Json | None = None,
                     clock: Json | None = None) -> SeatTaken:
        """A new table; `seats` as the API takes them (`{"bot": "easy"}`, `{"name": "Ann"}`, `{}` open); you take
        the first seat that is neither a bot nor a player (an open `{}` one is named "agent" for you), or with a
        player key your `{"player": id}` seat. The answer's `seat` is the API's index, from 0 (the first seat);
        turn texts count seats from 1."""
        mine = next((n for n, seat in enumerate(seats) if not seat.get("bot") and not seat.get("player")), None)
        if mine is None and client.player_key is not None:
            mine = next((n for n, seat in enumerate(seats) if seat.get("player")), None)
        if mine is None:
            raise ToolError("Leave one seat for yourself: a seat that is not a bot, e.g. {\"name\": \"agent\"}.")
        if not seats[mine]:  # an open seat named now: the table is created with this agent's token for it
            seats = [*seats[:mine], {"name": "agent"}, *seats[mine + 1:]]
        created = call(lambda: client.create_table(game, seats, options=options, clock=clock))
        # Every named seat has its token; a `{"player"}` seat is the player key's, which names it.
        seat = book.keep(created.seats[mine]) if mine in created.seats else book.of(created.table["id"])
        return {"gid": seat.gid, "seat": mine}

    @server.tool()
    def join_table(gid: str, seat: int | None = None) -> SeatTaken:
        """Take an open seat (`seat`, the API's index from 0, or any) at table `gid`."""
        taken = book.keep(call(lambda: client.join(gid, "agent" if client.player_key is None else None, seat)))
        return {"gid": gid, "seat": taken.seat}

    @server.tool()
    def seek(game: str, players: int, bots_after_seconds: float | None = None, bot_level: str | None = None) -> Json:
        """Seek a table with other players (needs BOARDROOM_PLAYER_KEY); the game then appears on get_my_turn.
        Seats nobody takes within `bots_after_seconds` go to the server's bots at `bot_level` (list_games names
        each game's levels; default `normal`)."""
        return call(lambda: client.seek(game, players, bots_after_seconds=bots_after_seconds, bot_level=bot_level))

    @server.tool()
    def accept_challenge(id: str) -> Json:
        """Accept a challenge sent to your player (needs BOARDROOM_PLAYER_KEY)."""
        return call(lambda: client.request("POST", f"/v1/challenges/{id}/accept").json())

    @server.tool()
    def get_my_turn(gid: str, timeout_seconds: float = 30) -> Annotated[CallToolResult, Turn]:
        """Wait until you are to act or the game ends (or `timeout_seconds` pass: the text says so); then your view,
        what happened, and your numbered moves, all of one version of the table."""
        seat = call(lambda: book.of(gid))
        waits = max(0.0, min(timeout_seconds, 300))
        deadline = time.monotonic() + waits
        while True:
            game, answer = call(lambda: reads.awaited(seat))
            if answer["moves"] or game["status"] in ENDED or time.monotonic() >= deadline:
                break
            time.sleep(POLL_SECONDS)
        # The past state (a costly read, with the digest) once, for the turn told, not on every poll.
        game, answer = call(lambda: reads.at_moves_version(seat, game, answer))
        moves = answer["moves"]
        # The log up to the turn's version only: an event after it would tell what the view does not show yet.
        entries = call(lambda: reads.log_entries(seat, log_after.get(gid, 0), game["version"]))
        if entries:
            log_after[gid] = entries[-1]["to"]
        listed, groups = turns.listing(moves)
        for move in listed:
            move["explained"] = call(partial(explained, game["game"], move, reads.seat_names(game)))
        book.last_moves[gid] = listed
        book.last_unavailable[gid] = answer.get("unavailable", []) if listed else []
        decided_on[gid] = game["version"]
        # A player key's seat is the server's to name: the seat's view says whose it is (`viewer`).
        mine = seat.seat if seat.seat is not None else game["view"].get("viewer")
        names = reads.seat_names(game)
        turn: Json = {"gid": gid, "game": game["game"], "seat": mine if mine is not None else -1,
                      "version": game["version"], "seat_name": names[mine] if mine is not None else "",
                      "status": game["status"], "your_turn": bool(listed), "view": game["view"],
                      "digest": [line["text"] for line in game["digest"]],
                      "log": reads.decisions(entries),
                      "moves": listed, "groups": groups,
                      "unavailable": [{k: entry[k] for k in ("label", "targets", "reason")}
                                      for entry in answer.get("unavailable", [])] if listed else [],
                      "result": game.get("result"), "take_back": answer.get("take_back"),
                      "waited": None if listed or game["status"] in ENDED else
                      f"Still not your turn after waiting {waits:g} s for {reads.waited_on(game)}: call get_my_turn "
                      "again to wait on."}
        turn["text"] = turns.render(turn, names)
        # The agent reads the compact text; the same turn goes as structured content for programs.
        return CallToolResult(content=[TextContent(type="text", text=turn["text"])], structured_content=turn)

    @server.tool()
    def play(gid: str, move: int | str | Json) -> Annotated[CallToolResult, PlayAnswer]:
        """Play a move: its number from your last get_my_turn, its label, a grouped move as its group and choice
        ("G2 A1"), or a filled template (a dict). A group alone ("G2") plays nothing: the answer lists its moves by
        number. When another seat acted since, the move is played if it is still legal; if not, you are told what
        changed."""
        seat = call(lambda: book.of(gid))
        listed = book.last_moves.get(gid, [])
        if not listed and not isinstance(move, dict):
            raise ToolError(f"bad_move: {call(lambda: reads.why_no_move(seat.game(), seat.seat))}")
        group = turns.chosen_group(move, listed)
        if group:  # the first of two steps: the group's moves, their numbers those of the last get_my_turn
            members = [m for m in listed if m["group"] == group]
            return _answer({"gid": gid, "version": decided_on.get(gid, 0), "played": False,
                            "text": turns.group_text(group, listed), "moves": members})
        try:
            command = turns.resolve(move, listed, book.last_unavailable.get(gid, []))
        except turns.BadMove as error:
            raise ToolError(f"bad_move: {error}") from error
        label = next((m["label"] for m in listed if m["command"] == command), turns.label_of(command))
        try:
            result = moves_now.played(seat, command, decided_on.get(gid), label)
        except ProblemError as error:
            raise _refused(error, OWN_MOVE_REFUSED if error.status == UNPLAYABLE else "") from error
        book.last_moves[gid] = []  # played: its numbers are spent; the next get_my_turn numbers the moves anew
        played_last[gid] = label
        return _answer({"gid": gid, "version": result.version, "played": True,
                        "text": f"Played: {label} (the table is at version {result.version}).", "moves": []})

    def lifecycle(gid: str, kind: str, said: str) -> Played:
        seat = call(lambda: book.of(gid))
        result = call(lambda: seat.post({"type": kind}))
        return {"gid": gid, "version": result.version, "text": f"{said} (the table is at version {result.version})."}

    @server.tool(description=f"Take back your last decision at `gid`: the table goes back to how it stood before it. "
                             f"The rule: {TAKE_BACK_RULE}. get_my_turn's `take_back` says whether it is allowed now.")
    def take_back(gid: str) -> Played:
        seat = call(lambda: book.of(gid))
        # Posted on the version read now, not the last get_my_turn's: the take-back rule, not a stale version,
        # decides whether it stands (the server checks it against the table as it is).
        now = call(seat.moves)["version"]
        try:
            result = seat.post({"type": "take-back"}, version=now)
        except ProblemError as error:
            said = error.problem.get("detail") or error.problem.get("title")
            raise ToolError(f"{error.code}: {said} The rule: {TAKE_BACK_RULE}.") from error
        book.last_moves[gid] = []  # the table went back: the next get_my_turn numbers its moves anew
        undone = played_last.pop(gid, None)
        return {"gid": gid, "version": result.version,
                "text": f"Taken back{f': {undone}' if undone else ''}. The table is as it stood before it (now at "
                        f"version {result.version}); call get_my_turn for your moves now."}

    @server.tool()
    def resign(gid: str) -> Played:
        """Resign the game at `gid`."""
        return lifecycle(gid, "resign", "You resigned")

    @server.tool()
    def leave(gid: str) -> Played:
        """Leave the table at `gid` (a bot takes your seat)."""
        return lifecycle(gid, "leave", "You left the table; a bot plays your seat")

    @server.tool()
    def audit(gid: str) -> Json:
        """The server's verification of a game's history: chain, seed, decisions, result."""
        return call(lambda: client.request("GET", f"/v1/games/{gid}/audit").json())

    for game in _catalogue_or_empty(client):
        _add_game(server, client, game)
    return server


def _answer(played: Json) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=played["text"])], structured_content=played)


def _catalogue_or_empty(client: Boardroom) -> list[Json]:
    try:
        return client.catalog()
    except Exception:  # noqa: BLE001 — a server not up yet still serves the tools; resources need the catalogue
        return []


def _add_game(server: MCPServer, client: Boardroom, game: Json) -> None:
    """Each game's rules and catalogue as resources, and a prompt to play it well."""
    slug, title = game["slug"], game["title"]

    @server.resource(f"boardroom://rules/{slug}", name=f"{slug}-rules", mime_type="text/markdown")
    def rules() -> str:
        return str(client.request("GET", f"/v1/catalog/{slug}/rules").json()["markdown"])

    @server.resource(f"boardroom://catalog/{slug}", name=f"{slug}-catalog", mime_type="application/json")
    def catalogue() -> str:
        return client.request("GET", f"/v1/catalog/{slug}").text

    @server.prompt(name=f"play-{slug}", description=f"play {title} well: its quick reference and advice")
    def play_well() -> str:
        rules_text = client.request("GET", f"/v1/catalog/{slug}/rules").json()["quick_reference"]
        return play_prompt(title, slug, game["summary"], rules_text)


def play_prompt(title: str, slug: str, summary: str, quick_reference: str) -> str:
    """The play-<game> prompt: the players' quick reference first, then how to play well and where to look more."""
    return (f"You are playing {title} on Boardroom: {summary}\n\n{quick_reference.strip()}\n\n"
            f"## Playing well\n\n{strategy.advice(slug)}\n\n"
            "## Tools\n\nCreate or join a table, then loop: get_my_turn, think, play a move by its number. "
            f"get_rules(game=\"{slug}\", full=true) has the whole rules with worked examples; lookup(game=\"{slug}\", "
            "id_or_name=...) tells one card, tile or space with its costs and effects. Play to win.")


def run(url: str, http: bool = False, port: int = 8765) -> None:
    server = build(url, os.environ.get("BOARDROOM_PLAYER_KEY"))
    if http:
        server.run("streamable-http", host="127.0.0.1", port=port)
    else:
        server.run()
