"""Corporate Anarchy in words: every legal move's label and every event's summary (the game log).

All English of the labels and the log lives here, as ``str.format`` templates over named params
(``games.texts`` says how a param is shown). Params name components by catalogue id; seats are ints
(``seat``/``…_seat``), so a client shows player names and can highlight what a line names. HQs have no id of
their own: an HQ is named by its owner's seat (HQ ``h`` belongs to seat ``h``), and a square as "{owner_seat}'s HQ,
square C4" (column letter, row from 1 at the centre): its owner a seat param, its place a ``…cell`` param, and its
catalogue id under its own key beside them (``square``, ``origin`` …) for a client to highlight.

``describe_move`` reads only the seat's own view; ``summarize`` reads only the (redacted) event it is given.
"""

from __future__ import annotations

from typing import Any

from games import texts
from games.corporate_anarchy import board as geo
from games.corporate_anarchy import rules
from games.corporate_anarchy.catalogue import COMPONENTS, cell_name
from games.corporate_anarchy.data import (
    ALARM,
    ANONYMOUS_TIP,
    BUILDINGS,
    COMMANDS,
    COMMUNICATIONS_JAM,
    CORPORATE_ESPIONAGE,
    DRUG_DEN,
    FACE_DOWN_LIMIT,
    GUARD,
    MAX_BUILDINGS,
    MOVE_STEPS,
    NEGATIVE_AD,
    PLANT_EVIDENCE,
    QUARANTINE,
    ROAD_BLOCK,
    SIDES_BY_PLAYERS,
    STOCK_MARKET_CRASH,
    TRAVEL_PERMIT,
    VIP,
)

BY_ID: dict[str, dict[str, Any]] = {c["id"]: c for c in COMPONENTS}
NAMES: dict[str, str] = {c["id"]: c["name"] for c in COMPONENTS}

# ---------------------------------------------------------------- labels of legal moves

LABELS: dict[str, str] = {
    # rulebook: "place the tiles face-down within their HQ area" ... "the squares along the edge furthest from
    # the centre of the board"
    "place-tiles-template": "Place {alarm_count} × {alarm}, {guard_count} × {guard} and {vip_count} × {vip} face "
                            "down in your HQ, and put your piece on a square along the edge furthest from the centre",
    "place-tiles": "Place your base tiles face down in your HQ ({alarm}: squares {alarms}; {guard}: squares "
                   "{guards}; {vip}: squares {vips}) and put your piece on square {start_cell}",
    # rulebook: "Shop ($4): small income ($1 per turn)"
    "buy-building": "Buy a {building} for ${cost} and place it on your HQ, square {cell} (income ${income} per "
                    "turn)",
    # rulebook: "if an opponent has completely blocked off any of their base tiles with building tiles, they must
    # immediately reposition them so there is a way through"
    "buy-building-blocking": "Buy a {building} for ${cost} and place it on your HQ, square {cell} (income "
                             "${income} per turn); it blocks off a base tile, so you must then reposition a "
                             "building tile so there is a way through",
    "reposition-building": "Move your {building} from square {origin_cell} to square {cell} of your HQ so there is "
                           "a way through",
    # rulebook: "To move between HQs, you must land in the square that extends into the centre of the board. You
    # may then move your player piece instantly to the corresponding square on any other HQ, but your turn ends
    # instantly."
    "jump": "Jump to {owner_seat}'s protruding square; your turn ends instantly",
    "jump-home": "Jump back to your own protruding square; your turn ends instantly",
    "move": "Move your piece to {place}",
    # rulebook: "To uncover a tile, you must end your movement phase by landing on that tile."
    "move-uncover": "Move your piece to {place} and uncover the face-down tile there",
    "move-uncover-spied": "Move your piece to {place} and uncover the face-down tile there (you spied: {kind})",
    # rulebook: "pass your turn partially or entirely"
    "end-turn": "Pass the rest of your turn",
    # rulebook: "they are taken back to their own HQ (place their player piece in one of the squares along the
    # edge furthest from the centre of the board)"
    "return-home": "Put your piece back on your HQ, square {cell}, along the edge furthest from the centre",
}

# The section of the players' rules (docs/play/corporate-anarchy.md) each command applies, as /moves links it.
RULES: dict[str, str] = {
    "place-tiles": "set-up", "buy-building": "playing-a-turn", "reposition-building": "playing-a-turn",
    "buy-command": "commands", "move": "playing-a-turn", "end-turn": "playing-a-turn", "return-home": "playing-a-turn",
}
# buy-command, per card; rulebook "Command card functions" (durations and fines from the catalogue's fields)
CARD_LABELS: dict[str, str] = {
    ROAD_BLOCK: "Buy {card} for ${cost}: other players cannot move between HQs (areas) for {turns} turn",
    NEGATIVE_AD: "Buy {card} for ${cost}: {target_seat} gains no income for {turns} turn",
    PLANT_EVIDENCE: "Buy {card} for ${cost}: {target_seat} loses ${fine}",
    STOCK_MARKET_CRASH: "Buy {card} for ${cost}: no one gains income for {turns} turn (except you)",
    QUARANTINE: "Buy {card} for ${cost}: anyone in {owner_seat}'s HQ ({side}) cannot leave it for {turns} turn",
    ANONYMOUS_TIP: "Buy {card} for ${cost}: if {target_seat} has any drug dens, they lose ${fine} for each one",
    COMMUNICATIONS_JAM: "Buy {card} for ${cost}: {target_seat} cannot buy any tiles or commands for {turns} turn",
    CORPORATE_ESPIONAGE: "Buy {card} for ${cost}: reveal the face-down tile on {owner_seat}'s HQ, square {cell} to "
                         "yourself",
    TRAVEL_PERMIT: "Buy the {card} for ${cost}: you may leave your HQ and travel across the board",
}
# A command that changes nothing now, told from public facts (money, income, the buildings on the board); rulebook
# "Command card functions": "gains no income", "If they do not have enough money to pay the fine, they only have to
# pay what they do have", "If your opponent has any drug dens, they lose $7 for each one".
IDLE_COMMANDS: dict[str, str] = {
    "no-income": "; it changes nothing now: {target_seat} has no income to lose",
    "no-money": "; it changes nothing now: {target_seat} has no money to pay a fine",
    "no-drug-den": "; it changes nothing now: {target_seat} has no drug den",
}
OWN_HQ_QUARANTINE = "Buy {card} for ${cost}: anyone in your own HQ ({side}) cannot leave it for {turns} turn"

# ---------------------------------------------------------------- summaries of events

SUMMARIES: dict[str, str] = {
    "GameStarted": "The game began with {players} players, each with ${money}; each hides {alarm_count} × {alarm}, "
                   "{guard_count} × {guard} and {vip_count} × {vip} in their HQ.",
    "BaseTilesPlaced": "{seat} placed their base tiles face down in {owner_seat}'s HQ ({alarm}: squares {alarms}; "
                       "{guard}: squares {guards}; {vip}: squares {vips}) and their piece on square {start_cell}.",
    "BaseTilesPlacedHidden": "{seat} placed their {count} base tiles face down and their piece on their HQ's "
                             "outer edge.",
    "SetupCompleted": "Every player has placed their base tiles face down; the pieces stand on {starts}.",
    "SetupCompletedStart": "{seat}'s HQ, square {cell}",
    # rulebook: "roll a die to see who goes first (highest roll goes first)"
    "FirstPlayerRolled": "{seat} rolled {roll}, the highest roll, and plays first.",
    "FirstPlayerRolledAfterTies": "{seat} rolled {roll}, the highest roll, and plays first ({rounds} rounds of rolls: "
                                  "tied highest rolls rolled again).",
    "TurnStarted": "{seat} began turn {turn}.",
    "IncomePaid": "{seat} collected ${amount} of income.",
    "IncomePaidShort": "{seat} collected only ${amount} of their ${owed} income: the bag ran short.",
    "IncomeBlocked": "{seat} gained no income (${owed} owed): {card} stopped it.",
    "BuildingBought": "{seat} bought a {building} for ${cost} and placed it on {owner_seat}'s HQ, square {cell}.",
    # rulebook: "if an opponent has completely blocked off any of their base tiles with building tiles, they must
    # immediately reposition them so there is a way through"
    "BaseTilesBlockedOff": "{seat}'s buildings completely blocked off the base tiles on {owner_seat}'s HQ, squares "
                           "{cells}: {seat} must immediately reposition a building tile so there is a way through.",
    "BaseTileBlockedOff": "{seat}'s buildings completely blocked off the base tile on {owner_seat}'s HQ, square "
                          "{cells}: {seat} must immediately reposition a building tile so there is a way through.",
    "BuildingRepositioned": "{seat} moved their {building} in {owner_seat}'s HQ from square {origin_cell} to square "
                            "{cell} so there is a way through.",
    "FinePaid": "{seat} paid a fine of ${amount} for {card}.",
    "FinePaidShort": "{seat} paid ${amount} of a ${fine} fine for {card}: all they had.",
    "TileSpied": "{seat} spied on the face-down tile on {owner_seat}'s HQ, square {cell}: {kind}.",
    "TileSpiedHidden": "{seat} spied on the face-down tile on {owner_seat}'s HQ, square {cell}.",
    # rulebook: "flip them back to face up and may purchase them again"
    "CommandCardsRestored": "{seat} flipped {cards} back face up.",
    "Moved": "{seat} moved {steps} squares from {origin_place} to {place}.",
    "MovedOne": "{seat} moved 1 square from {origin_place} to {place}.",
    "Jumped": "{seat} jumped from {origin_place} to {place}; their turn ended instantly.",
    # rulebook "Base tile functions": an alarm ends the turn; a guard takes the piece back to its own HQ
    "TileUncovered": "{seat} uncovered the {kind} on {owner_seat}'s HQ, square {cell}.",
    "TileUncovered:alarm": "{seat} landed on the {kind} on {owner_seat}'s HQ, square {cell}: their turn ended and "
                           "the tile was flipped back over.",
    "TileUncovered:sent-home": "{seat} landed on the {kind} on {owner_seat}'s HQ, square {cell} and was taken back "
                               "to their own HQ.",
    "TileUncovered:vip-taken": "{seat} uncovered the {kind} on {owner_seat}'s HQ, square {cell}.",
    "TileUncovered:vip-already-taken": "{seat} uncovered another {kind} of {owner_seat} on {owner_seat}'s HQ, "
                                       "square {cell}; only 1 may be taken from each player, so it was flipped back "
                                       "over.",
    "SentHome": "{seat} was taken back to {owner_seat}'s HQ, square {cell}.",
    "VipTaken": "{seat} killed the {vip} on {owner_seat}'s HQ, square {cell}.",
    "PlayerEliminated": "All of {seat}'s VIPs were killed: they are out of the game (${money} went back to the bag).",
    "BaseTileRepositioned": "The base tile on {owner_seat}'s HQ, square {origin_cell} was moved to square {cell} so "
                            "there is a way through.",
    "TurnEnded": "{seat} ended their turn.",
    # rulebook "Win condition: Kill 1 VIP of every other person in the game"
    "GameEnded": "{seat} killed 1 VIP of every other player and won the game.",
    "GameEndedNoWinner": "The round limit ended the game without a winner; first: {first_seat}.",
}

# What a decision's line in the log tells beside the decision itself: who plays first, a tile uncovered (rulebook:
# an alarm: "they simply end their turn and flip the tile back over"; a guard: "they are taken back to their own
# HQ"; a VIP killed), a building blocking off base tiles, a player out, the game won. Turns beginning and ending
# stay in the details.
HEADLINE_EVENTS = frozenset({"FirstPlayerRolled", "TileUncovered", "SentHome", "VipTaken", "PlayerEliminated",
                             "BaseTilesBlockedOff", "GameEnded"})

# CommandBought, per card: what the purchase did, as the event tells it
CARD_SUMMARIES: dict[str, str] = {
    ROAD_BLOCK: "{seat} bought {card} for ${cost}: {affected_seat} cannot move between HQs (areas) for {turns} turn.",
    NEGATIVE_AD: "{seat} bought {card} for ${cost}: {target_seat} gains no income for {turns} turn.",
    PLANT_EVIDENCE: "{seat} bought {card} for ${cost} against {target_seat}.",
    STOCK_MARKET_CRASH: "{seat} bought {card} for ${cost}: no one but {seat} gains income for {turns} turn.",
    QUARANTINE: "{seat} bought {card} for ${cost} on {owner_seat}'s HQ: {affected_seat} cannot leave it for "
                "{turns} turn.",
    ANONYMOUS_TIP: "{seat} bought {card} for ${cost} against {target_seat}.",
    COMMUNICATIONS_JAM: "{seat} bought {card} for ${cost}: {target_seat} cannot buy any tiles or commands for "
                        "{turns} turn.",
    CORPORATE_ESPIONAGE: "{seat} bought {card} for ${cost} to spy on the tile on {owner_seat}'s HQ, square {cell}.",
    TRAVEL_PERMIT: "{seat} bought the {card} for ${cost}: they may now leave their HQ.",
}
NOBODY_AFFECTED: dict[str, str] = {
    ROAD_BLOCK: "{seat} bought {card} for ${cost}; no other player is left to block.",
    QUARANTINE: "{seat} bought {card} for ${cost} on {owner_seat}'s HQ, where no one stands.",
}
COMMAND_BOUGHT = "{seat} bought {card} for ${cost}."  # a card this module does not know


# ---------------------------------------------------------------- helpers


def _counted(template: str, turns: Any) -> str:
    """``template`` with "{turns} turn" in the plural unless it is 1."""
    return template if turns == 1 else template.replace("{turns} turn", "{turns} turns")


def _hq(square: Any) -> int | None:
    """The HQ (= owner seat) of a square id ``"<hq>-…"``, or None."""
    head = square.split("-", 1)[0] if isinstance(square, str) else ""
    return int(head) if head.isdigit() else None


def _cell(square: Any) -> str | None:
    """Where ``square`` lies in its HQ as a person finds it: "C4", or "protruding square"."""
    parsed = geo.parse(square) if isinstance(square, str) else None
    return cell_name(parsed[1], parsed[2]) if parsed else None


def square_phrase(key: str, square: Any, mine: int | None = None) -> tuple[str, dict[str, Any]]:
    """A square named through its owner: ``("{key_seat}'s HQ, square {key_cell}", params)`` (a protruding square:
    "{key_seat}'s protruding square"); "your HQ, …" where the owner is ``mine``. The params keep the catalogue id
    under ``key``."""
    owner, cell = _hq(square), _cell(square)
    params: dict[str, Any] = {key: square}
    head = "your" if owner is not None and owner == mine else "{" + key + "_seat}'s"
    if owner is None or owner != mine:
        params[f"{key}_seat"] = owner
    if cell == "protruding square":
        return head + " protruding square", params
    params[f"{key}_cell"] = cell
    return head + " HQ, square {" + key + "_cell}", params


def _card_facts(card: Any) -> dict[str, Any]:
    facts = BY_ID.get(card) if isinstance(card, str) else None
    return facts if facts and facts.get("kind") == "command-card" else {}


def _tile_in_view(view: dict[str, Any], square: str) -> dict[str, Any] | None:
    """What ``view`` shows on ``square`` (None: nothing or unknown)."""
    for hq in (view.get("board") or {}).get("hqs") or []:
        for entry in hq.get("squares") or []:
            if entry.get("id") == square:
                return entry.get("tile")
    return None


def _player(view: dict[str, Any], seat: Any) -> dict[str, Any]:
    players = view.get("players") or []
    return players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else {}


def _label(key: str, params: dict[str, Any], targets: list[Any], template: str | None = None) -> dict[str, Any]:
    return {"label": texts.render(template or LABELS[key], params, NAMES),
            "targets": [t for t in targets if isinstance(t, str) and t in BY_ID]}


# ---------------------------------------------------------------- describe_move


def describe_move(view: dict[str, Any], seat: int, move: dict[str, Any]) -> dict[str, Any]:
    """``{"label", "targets"}`` of a legal move (and ``"fields"`` of a template), from ``seat``'s own ``view``."""
    kind = move.get("type")
    if kind == "place-tiles":
        return _describe_placement(move)
    if kind == "buy-building":
        building, square = move.get("building"), move.get("square")
        facts = BY_ID.get(building) or {}
        params = {"building": building, "square": square, "cell": _cell(square), "cost": facts.get("cost"),
                  "income": facts.get("income")}
        key = "buy-building-blocking" if _blocks_off(view, square) else "buy-building"
        return _label(key, params, [building, square])
    if kind == "reposition-building":
        origin, to = move.get("from"), move.get("to")
        tile = _tile_in_view(view, origin) if isinstance(origin, str) else None
        params = {"building": (tile or {}).get("kind"), "origin_cell": _cell(origin), "cell": _cell(to)}
        return _label("reposition-building", params, [params["building"], origin, to])
    if kind == "buy-command":
        return _describe_command(view, seat, move)
    if kind == "move":
        return _describe_step(view, seat, move.get("to"))
    if kind == "end-turn":
        return _label("end-turn", {}, [])
    if kind == "return-home":
        return _label("return-home", {"cell": _cell(move.get("to"))}, [move.get("to")])
    return {"label": texts.default_label(move), "targets": []}


def _describe_placement(move: dict[str, Any]) -> dict[str, Any]:
    kinds = {"alarm": ALARM, "guard": GUARD, "vip": VIP}
    if move.get("template"):
        squares = list(move.get("squares") or [])
        params = {**kinds, "alarm_count": move.get("alarms"), "guard_count": move.get("guards"),
                  "vip_count": move.get("vips")}
        described = _label("place-tiles-template", params, [ALARM, GUARD, VIP])
        fields = {"alarms": squares, "guards": squares, "vips": squares, "start": list(move.get("start") or [])}
        return {**described, "fields": {key: [i for i in ids if i in BY_ID] for key, ids in fields.items()}}
    alarms, guards, vips = (list(move.get(key) or []) for key in ("alarms", "guards", "vips"))
    params = {**kinds, "alarms": [_cell(sq) for sq in alarms], "guards": [_cell(sq) for sq in guards],
              "vips": [_cell(sq) for sq in vips], "start_cell": _cell(move.get("start"))}
    return _label("place-tiles", params, [*alarms, *guards, *vips, move.get("start")])


def _describe_command(view: dict[str, Any], seat: int, move: dict[str, Any]) -> dict[str, Any]:
    card = move.get("card")
    facts = _card_facts(card)
    params: dict[str, Any] = {"card": card, "cost": facts.get("cost"), "turns": facts.get("turns"),
                              "fine": facts.get("fine"), "target_seat": move.get("target")}
    targets = [card]
    template = CARD_LABELS.get(card)
    if card == QUARANTINE:
        hq = move.get("hq")
        sides = SIDES_BY_PLAYERS.get(len(view.get("players") or []), ())
        side = sides[hq] if isinstance(hq, int) and 0 <= hq < len(sides) else None
        params.update(owner_seat=hq, side=side)
        targets.append(side)
        if hq == seat:
            template = OWN_HQ_QUARANTINE
    elif card == CORPORATE_ESPIONAGE:
        square = move.get("square")
        params.update(owner_seat=_hq(square), square=square, cell=_cell(square))
        targets.append(square)
    if template is None:
        return {"label": texts.default_label(move), "targets": [card] if card in BY_ID else []}
    idle = _idle_command(view, card, move.get("target"))
    return _label("buy-command", params, targets, _counted(template, params["turns"]) + (IDLE_COMMANDS[idle]
                                                                                        if idle else ""))


def _idle_command(view: dict[str, Any], card: Any, target: Any) -> str | None:
    """Why buying ``card`` against ``target`` changes nothing now (a key of ``IDLE_COMMANDS``), or None."""
    if not isinstance(target, int) or isinstance(target, bool):
        return None
    player = _player(view, target)
    if card == NEGATIVE_AD and player.get("income") == 0:
        return "no-income"
    if card == ANONYMOUS_TIP and not _buildings_shown(view, target, DRUG_DEN):
        return "no-drug-den"
    if card in (PLANT_EVIDENCE, ANONYMOUS_TIP) and player.get("money") == 0:
        return "no-money"
    return None


def _buildings_shown(view: dict[str, Any], owner: int, kind: str) -> int:
    """The ``kind`` buildings ``view`` shows face up in ``owner``'s HQ (buildings are built face up)."""
    hqs = (view.get("board") or {}).get("hqs") or []
    return sum(1 for hq in hqs if hq.get("owner") == owner for entry in hq.get("squares") or []
               if (entry.get("tile") or {}).get("kind") == kind and (entry.get("tile") or {}).get("face") == "up")


def _describe_step(view: dict[str, Any], seat: int, to: Any) -> dict[str, Any]:
    dest, here = _hq(to), _hq(_player(view, seat).get("position"))
    if here is not None and dest != here:
        return _label("jump-home" if dest == seat else "jump", {"owner_seat": dest}, [to])
    place, params = square_phrase("place", to, seat)
    tile = _tile_in_view(view, to) if isinstance(to, str) else None
    foreign = dest != seat and not _player(view, dest).get("eliminated")
    key = "move"
    if foreign and tile and tile.get("face") == "down":
        key = "move-uncover-spied" if tile.get("kind") else "move-uncover"
        params["kind"] = tile.get("kind")
    return _label(key, params, [to], LABELS[key].replace("{place}", place))


def _blocks_off(view: dict[str, Any], square: Any) -> bool:
    """Whether a building on ``square`` would block off a base tile of its HQ, as ``view`` shows that HQ."""
    h = _hq(square)
    hqs = (view.get("board") or {}).get("hqs") or []
    if h is None or not 0 <= h < len(hqs) or _cell(square) in (None, "protruding square"):
        return False
    board_hq: list[str | None] = [None] * (geo.HQ_SIZE * geo.HQ_SIZE)
    for entry in hqs[h].get("squares") or []:
        tile = entry.get("tile") or {}
        if tile.get("face") == "up":
            board_hq[geo.index(entry["r"], entry["c"])] = tile.get("kind")
        elif tile.get("face") == "down":
            board_hq[geo.index(entry["r"], entry["c"])] = ALARM  # any base tile: only where it lies matters
    before = set(geo.sealed_tiles(board_hq, h))
    _, r, c = geo.parse(square)
    board_hq[geo.index(r, c)] = "shop"
    return bool(set(geo.sealed_tiles(board_hq, h)) - before)


# ---------------------------------------------------------------- summarize


def summarize(event: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """(template, params) of ``event`` as its viewer got it; a redacted secret is told as hidden, never guessed."""
    kind, seat = event.get("type"), event.get("seat")
    data = event.get("data") or {}
    telling = _TELLERS.get(kind)
    if telling is not None:
        return telling(seat, data)
    if kind in SUMMARIES:
        return SUMMARIES[kind], {"seat": seat}
    return texts.default_summary({**event, "type": str(kind)})


def _game_started(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    money, tiles = d.get("money") or [], d.get("tiles") or {}
    return SUMMARIES["GameStarted"], {
        "players": d.get("players"), "money": money[0] if money else None, "alarm": ALARM, "guard": GUARD,
        "vip": VIP, "alarm_count": tiles.get(ALARM), "guard_count": tiles.get(GUARD), "vip_count": tiles.get(VIP)}


def _tiles_placed(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    tiles = d.get("tiles")
    if not tiles:  # another seat's placement: only how many
        return SUMMARIES["BaseTilesPlacedHidden"], {"seat": seat, "count": d.get("count")}
    by_kind = {k: [_cell(t.get("square")) for t in tiles if isinstance(t, dict) and t.get("kind") == k]
               for k in (ALARM, GUARD, VIP)}
    return SUMMARIES["BaseTilesPlaced"], {
        "seat": seat, "owner_seat": seat, "alarm": ALARM, "guard": GUARD, "vip": VIP, "alarms": by_kind[ALARM],
        "guards": by_kind[GUARD], "vips": by_kind[VIP], "start": d.get("start"), "start_cell": _cell(d.get("start")),
        "squares": [t.get("square") for t in tiles if isinstance(t, dict)]}


def _setup_completed(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Where each piece stands, named through its owner: "Ann's HQ, square C6; Bob's HQ, square A6"."""
    parts, params = [], {}
    for i, start in enumerate(d.get("starts") or []):
        parts.append(SUMMARIES["SetupCompletedStart"].replace("{seat}", f"{{start{i}_seat}}")
                     .replace("{cell}", f"{{start{i}_cell}}"))
        params.update({f"start{i}_seat": i, f"start{i}_cell": _cell(start), f"start{i}": start})
    return SUMMARIES["SetupCompleted"].replace("{starts}", "; ".join(parts) or "their HQs' outer edges"), params


def _first_rolled(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    first, rounds = d.get("first"), d.get("rounds") or []
    last = rounds[-1] if rounds else []
    roll = last[first] if isinstance(first, int) and 0 <= first < len(last) else None
    params = {"seat": first, "roll": roll}
    if len(rounds) > 1:
        return SUMMARIES["FirstPlayerRolledAfterTies"], {**params, "rounds": len(rounds)}
    return SUMMARIES["FirstPlayerRolled"], params


def _income(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    amount, owed, blocked = d.get("amount"), d.get("owed"), d.get("blocked")
    if blocked:
        return SUMMARIES["IncomeBlocked"], {"seat": seat, "owed": owed, "card": blocked}
    if isinstance(amount, int) and isinstance(owed, int) and amount < owed:
        return SUMMARIES["IncomePaidShort"], {"seat": seat, "amount": amount, "owed": owed}
    return SUMMARIES["IncomePaid"], {"seat": seat, "amount": amount}


def _command_bought(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    card, affected = d.get("card"), list(d.get("affected") or [])
    facts = _card_facts(card)
    params = {"seat": seat, "card": card, "cost": d.get("cost"), "target_seat": d.get("target"),
              "affected_seat": affected, "turns": facts.get("turns"),
              "owner_seat": d.get("hq") if card == QUARANTINE else _hq(d.get("square")), "square": d.get("square"),
              "cell": _cell(d.get("square"))}
    template = CARD_SUMMARIES.get(card, COMMAND_BOUGHT)
    if not affected and card in NOBODY_AFFECTED:
        template = NOBODY_AFFECTED[card]
    template = _counted(template, params["turns"])
    return template, {k: v for k, v in params.items() if k in texts.template_params(template) or k == "square" and v}


def _fine(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    amount, fine = d.get("amount"), d.get("fine")
    params = {"seat": seat, "amount": amount, "card": d.get("card")}
    if isinstance(amount, int) and isinstance(fine, int) and amount < fine:
        return SUMMARIES["FinePaidShort"], {**params, "fine": fine}
    return SUMMARIES["FinePaid"], params


def _spied(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    params = {"seat": seat, "owner_seat": d.get("owner"), "square": d.get("square"), "cell": _cell(d.get("square"))}
    if d.get("kind") is None:  # the tile's identity is the spy's and the owner's only
        return SUMMARIES["TileSpiedHidden"], params
    return SUMMARIES["TileSpied"], {**params, "kind": d["kind"]}


def _moved(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    origin, origin_params = square_phrase("origin_place", d.get("from"))
    place, place_params = square_phrase("place", d.get("to"))
    params = {"seat": seat, **origin_params, **place_params}
    key = "Jumped" if d.get("jump") else "MovedOne" if d.get("steps") == 1 else "Moved"
    if key == "Moved":
        params["steps"] = d.get("steps")
    return SUMMARIES[key].replace("{origin_place}", origin).replace("{place}", place), params


def _at(seat: Any, d: dict[str, Any], key: str = "square") -> dict[str, Any]:
    """The params of an event that names one square of ``owner``'s HQ (``owner`` defaults to the square's HQ)."""
    square = d.get(key)
    owner = d.get("owner") if d.get("owner") is not None else _hq(square)
    return {"seat": seat, "owner_seat": owner, "square": square, "cell": _cell(square)}


def _uncovered(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    template = SUMMARIES.get(f"TileUncovered:{d.get('outcome')}", SUMMARIES["TileUncovered"])
    return template, {**_at(seat, d), "kind": d.get("kind")}


def _blocked_off(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    squares = list(d.get("squares") or [])
    template = SUMMARIES["BaseTileBlockedOff" if len(squares) == 1 else "BaseTilesBlockedOff"]
    owner = _hq(squares[0]) if squares else seat
    return template, {"seat": seat, "owner_seat": owner, "cells": [_cell(sq) for sq in squares], "squares": squares}


def _moved_within(seat: Any, d: dict[str, Any], template: str, **extra: Any) -> tuple[str, dict[str, Any]]:
    """A tile moved inside one HQ (``from`` -> ``to``), the HQ named through its owner."""
    origin, to = d.get("from"), d.get("to")
    owner = _hq(origin) if _hq(origin) is not None else seat
    return template, {"seat": seat, "owner_seat": owner, "origin": origin, "origin_cell": _cell(origin),
                      "square": to, "cell": _cell(to), **extra}


def _game_ended(seat: Any, d: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    if d.get("winner") is not None:
        return SUMMARIES["GameEnded"], {"seat": d["winner"]}
    ranking = d.get("ranking") or []
    return SUMMARIES["GameEndedNoWinner"], {"first_seat": list(ranking[0]) if ranking else []}


_TELLERS = {
    "GameStarted": _game_started,
    "BaseTilesPlaced": _tiles_placed,
    "SetupCompleted": _setup_completed,
    "FirstPlayerRolled": _first_rolled,
    "TurnStarted": lambda seat, d: (SUMMARIES["TurnStarted"], {"seat": seat, "turn": d.get("turn")}),
    "IncomePaid": _income,
    "BuildingBought": lambda seat, d: (SUMMARIES["BuildingBought"], {
        **_at(seat, d), "building": d.get("building"), "cost": d.get("cost")}),
    "BaseTilesBlockedOff": _blocked_off,
    "BuildingRepositioned": lambda seat, d: _moved_within(seat, d, SUMMARIES["BuildingRepositioned"],
                                                          building=d.get("building")),
    "CommandBought": _command_bought,
    "FinePaid": _fine,
    "TileSpied": _spied,
    "CommandCardsRestored": lambda seat, d: (SUMMARIES["CommandCardsRestored"], {
        "seat": seat, "cards": list(d.get("cards") or [])}),
    "Moved": _moved,
    "TileUncovered": _uncovered,
    "SentHome": lambda seat, d: (SUMMARIES["SentHome"], _at(seat, d, "to")),
    "VipTaken": lambda seat, d: (SUMMARIES["VipTaken"], {**_at(seat, d), "vip": VIP}),
    "PlayerEliminated": lambda seat, d: (SUMMARIES["PlayerEliminated"], {"seat": seat,
                                                                         "money": d.get("money_returned")}),
    "BaseTileRepositioned": lambda seat, d: _moved_within(seat, d, SUMMARIES["BaseTileRepositioned"]),
    "GameEnded": _game_ended,
}


# ---------------------------------------------------------------- moves not offered, and why

UNAVAILABLE: dict[str, str] = {
    "buy-building": "Buy a {building} for ${cost}",
    "place-building": "Place a building on your HQ, square {cell}",
    "buy-command": "Buy {card} for ${cost}",
    "jump": LABELS["jump"],
    "jump-home": LABELS["jump-home"],
    "land-on-building": "Move your piece to {owner_seat}'s HQ, square {cell}",
}
# the rulebook's words, with the numbers of the moment
REASONS: dict[str, str] = {
    "tile-bought": "you may purchase up to 1 building tile and 1 command a turn: you bought a building this turn",
    "command-bought": "you may purchase up to 1 building tile and 1 command a turn: you bought a command this turn",
    "jammed": "Communications jam: you cannot buy any tiles or commands this turn",
    "building-limit": "each player may only purchase a maximum of {limit} building tiles; you bought {bought}",
    "cannot-afford": "costs ${cost}; you have ${money}",
    "permit-held": "the travel permit only needs to be purchased once, and yours is active",
    "card-face-down": "face down: it can be used again once {limit} command cards are face down (you have {down})",
    "would-wall-in": "a building there would leave {visitor_seat} no way through to the protruding square",
    "would-seal": "a building there would completely block off a base tile, and no building tile could then be "
                  "repositioned so there is a way through",
    "no-permit": "needs a {card}: you may not leave your HQ until you have bought it (${cost})",
    "road-blocked": "{card}: you cannot move between HQs (areas) this turn",
    "quarantined": "{card}: anyone in this HQ cannot leave it ({turns_left} of yours left)",
    "gate-out-of-reach": "to move between HQs you must land on the square that extends into the centre, {steps} "
                         "squares away; you may move up to {limit} squares a turn",
    "building-in-the-way": "in the HQs of other players you may not move over or land on building tiles",
}


def _unavailable(kind: str, params: dict[str, Any], targets: list[Any], reason: str,
                 reason_params: dict[str, Any]) -> dict[str, Any]:
    return {"label": texts.render(UNAVAILABLE[kind], params, NAMES),
            "targets": [t for t in targets if isinstance(t, str) and t in BY_ID],
            "reason": texts.render(REASONS[reason], reason_params, NAMES)}


def unavailable_moves(s: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """What ``seat``, awaited in its turn, would try now but may not, each with the rule that forbids it. It reads
    only what every player sees: money, cards, buildings, pieces, running commands and where tiles lie."""
    if s.get("phase") != "play" or s.get("current") != seat or s.get("homing") is not None \
            or s.get("repositioning") is not None:
        return []
    return [*_unavailable_buildings(s, seat), *_unavailable_commands(s, seat), *_unavailable_steps(s, seat)]


def _purchase_block(s: dict[str, Any], seat: int, key: str) -> str | None:
    if s[key]:
        return "tile-bought" if key == "bought_building" else "command-bought"
    return "jammed" if rules.jammed(s, seat) else None


def _unavailable_buildings(s: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    out, money = [], s["money"][seat]
    block = _purchase_block(s, seat, "bought_building")
    if block is None and s["buildings_bought"][seat] >= MAX_BUILDINGS:
        block = "building-limit"
    for kind, facts in BUILDINGS.items():
        why = block or ("cannot-afford" if money < facts["cost"] else None)
        if why:
            out.append(_unavailable("buy-building", {"building": kind, "cost": facts["cost"]}, [kind], why, {
                "cost": facts["cost"], "money": money, "limit": MAX_BUILDINGS, "bought": s["buildings_bought"][seat]}))
    if block or money < min(facts["cost"] for facts in BUILDINGS.values()):
        return out
    allowed = set(rules.building_squares(s, seat))
    for sq in rules.free_squares(s, seat):
        if sq in allowed:
            continue
        trial = list(s["board"][seat])
        trial[geo.index(*geo.parse(sq)[1:])] = "shop"
        walled = rules.walled_in(s, trial, seat)
        why, extra = ("would-wall-in", {"visitor_seat": walled}) if walled else ("would-seal", {})
        out.append(_unavailable("place-building", {"cell": _cell(sq)}, [sq], why, extra))
    return out


def _unavailable_commands(s: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    out, money, down = [], s["money"][seat], s["face_down"][seat]
    block = _purchase_block(s, seat, "bought_command")
    for card, cost in COMMANDS.items():
        why = block
        if card == TRAVEL_PERMIT and s["permit"][seat]:  # held for good: say so, even in the turn it was bought
            why = "permit-held"
        elif why is None and card in down:
            why = "card-face-down"
        elif why is None and money < cost:
            why = "cannot-afford"
        if why:
            out.append(_unavailable("buy-command", {"card": card, "cost": cost}, [card], why,
                                    {"cost": cost, "money": money, "limit": FACE_DOWN_LIMIT, "down": len(down)}))
    return out


def _unavailable_steps(s: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    pos = s["pos"][seat]
    here = geo.hq_of(pos)
    if here is None:
        return []
    out = []
    legal = rules.move_targets(s, seat)
    why, extra = rules.jump_block(s, seat), {}
    if why == "no-permit":
        extra = {"card": TRAVEL_PERMIT, "cost": COMMANDS[TRAVEL_PERMIT]}
    elif why == "road-blocked":
        extra = {"card": ROAD_BLOCK}
    elif why == "quarantined":
        turns = max(e["turns"] for e in rules.effects_on(s, seat, "quarantine") if e["hq"] == here)
        extra = {"card": QUARANTINE, "turns_left": "1 turn" if turns == 1 else f"{turns} turns"}
    else:
        steps = geo.distances(s, seat, pos, limit=99).get(geo.protrusion(here))
        if steps is not None and geo.protrusion(here) not in geo.distances(s, seat, pos):
            why, extra = "gate-out-of-reach", {"steps": steps, "limit": MOVE_STEPS}
    if why:
        for h in range(s["n"]):
            gate = geo.protrusion(h)
            if h != here and gate not in legal:
                out.append(_unavailable("jump-home" if h == seat else "jump", {"owner_seat": h}, [gate], why, extra))
    if here != seat and not s["eliminated"][here]:
        _, r0, c0 = geo.parse(pos)
        for sq in geo.hq_squares(here):
            _, r, c = geo.parse(sq)
            if geo.is_building(geo.cell(s, sq)) and abs(r - r0) + abs(c - c0) <= MOVE_STEPS:
                out.append(_unavailable("land-on-building", {"owner_seat": here, "cell": _cell(sq)}, [sq],
                                        "building-in-the-way", {}))
    return out


# ---------------------------------------------------------------- a result as a score sheet

SCORE_ROWS: tuple[tuple[str, str], ...] = (  # Result.scores keys in the sheet's order, with their labels
    ("vips_taken", "VIPs taken"), ("vips_kept", "VIPs kept"), ("money", "Money"), ("buildings", "Buildings"),
    ("winner", "Winner"), ("eliminated", "Eliminated"), ("total", "Score (VIPs taken)"),
)


def score_sheet(scores: dict[str, Any]) -> list[dict[str, Any]]:
    """One seat's ``Result.scores`` entry as rows a person reads ("VIPs taken: 1", "Money: $12", "Winner: no")."""
    rows = []
    for key, label in SCORE_ROWS:
        if key in scores:
            value = scores[key]
            rows.append(texts.score_row(label, f"${value}" if key == "money" and isinstance(value, int) else value))
    return rows
