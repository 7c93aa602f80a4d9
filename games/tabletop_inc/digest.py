"""Tabletop Inc.'s table in a few lines (``Game.digest``): your company, each rival's, the board, the card tracks and
supplies to take from, the turn and its steps, and the score. Read from a seat's view only: another seat's skill
cards, draws, deal and face-down predictions are told by count, as the view tells them.

The board spaces' costs and bonuses are the catalogue's and every placement move's label tells them; the digest
says which spaces are taken (by each player's workers) and which are closed at this table."""

from __future__ import annotations

from typing import Any

from games.lines import LineOfParts
from games.tabletop_inc import data as D
from games.tabletop_inc.texts import ACTION_NAMES, amounts_phrase, step_phrase

Pair = tuple[str, dict[str, Any]]

TRACK_HEADS = {"specialist": "Specialist track", "freelancer": "Freelancer track", "item": "Item track"}
# A ZAP card's blue box (rulebook page 13), in words: its ids are also a deck's, a track's or an action's
ADJUSTMENTS = {"award": "removes an award from the shelf", "objective": "discards an objective card",
               "skill": "discards a skill card",
               **{track: f"refreshes the {head}" for track, head in TRACK_HEADS.items()}}


def digest(view: dict[str, Any], seat: int | None) -> list[Pair]:
    """The lines of ``view`` (``seat``'s, None for a spectator) in the order a player reads the table."""
    players = view["players"]
    order = [p for p in players if p["seat"] == seat] + [p for p in players if p["seat"] != seat]
    lines: list[Pair] = []
    for p in order:
        lines += _player(view, p, p["seat"] == seat)
    lines.append(_board(view))
    lines += [_track(view, track) for track in TRACK_HEADS]
    lines += _supplies(view)
    lines += _muman(view)
    lines += _turn(view)
    lines += _result(view)
    return lines


# ---------------------------------------------------------------- players


def _player(view: dict[str, Any], p: dict[str, Any], mine: bool) -> list[Pair]:
    """The player's company on one line, their workers and predictions on a second, what they choose from on a
    third (their own only: another's draws are hidden)."""
    muman = view["muman"].get(str(p["seat"]))
    head = "{seat}" + (" (you)" if mine else "") + (" (Muman-Bot, {level})" if muman else "") + ": "
    line = LineOfParts(head, seat=p["seat"], **({"level": muman} if muman else {}))
    line.add("{vp} VP", vp=p["vp"])
    params: dict[str, Any] = {}
    line.add(amounts_phrase("res", p["res"], params) if any(p["res"].values()) else "no resources", **params)
    line.add("skills {sk_box} {sk_box_n}, {sk_mechanism} {sk_mechanism_n}, {sk_component} {sk_component_n}",
             **{f"sk_{part}": part for part in D.PARTS}, **{f"sk_{part}_n": p["skills"][part] for part in D.PARTS})
    if p["wow"]:
        wow = "{wow}" if p["wow"] == D.FOUNDER else "WOW card {wow}"
        line.add(wow + (" with {skill}" if p["wow_skill"] else ""), wow=p["wow"], skill=p["wow_skill"])
    if p["pow"]:
        line.add("POW card {pow}", pow=p["pow"])
    line.add("award card {award_card}", award_card=p["award_card"])
    if p["hand"]:
        line.add("hand {hand}", hand=p["hand"])
    if p["skill_hand"]:
        line.add("skill cards {skill_hand}", skill_hand=p["skill_hand"])
    elif p["skill_hand"] is None and p["skill_hand_count"]:
        line.add("{skill_count} skill card(s) (hidden)", skill_count=p["skill_hand_count"])
    for slot in p["table"]:
        if slot["card"] or slot["skill"]:
            line.add("at {place}: " + " with ".join("{" + key + "}" for key in ("card", "skill") if slot[key]),
                     **slot)
    if p["items"]:
        line.add("items {items}", items=p["items"])
    if p["permanent"]:
        line.add("permanent items {permanent}", permanent=p["permanent"])
    if p["objectives"]:
        line.add("objectives {objectives}", objectives=p["objectives"])
    text, params = _game_phrase(p["game"], "game on the table: ", "no game on the table")
    line.add(text, **params)
    for game in p["published"]:
        text, params = _game_phrase(game, "{game}: ")
        line.add(text, game=game["id"], **params)
    if p["awards"]:
        line.add("awards won at level {award_levels}", award_levels=p["awards"])
    if p["zap_awards"]:
        line.add("awards removed by ZAP cards at level {zap_levels}", zap_levels=p["zap_awards"])
    lines = [line.pair(), _workers(p)]
    if mine:
        lines += _choices(p)
    return [pair for pair in lines if pair[0]]


def _game_phrase(game: dict[str, Any], head: str, none: str = "") -> tuple[str, dict[str, Any]]:
    """A game's parts by level ("Game box 2, Mechanism 1"), a missing part (null) left out, and its params."""
    parts = [part for part in D.PARTS if game.get(part) is not None]
    if not parts:
        return none, {}
    params = {**{part: part for part in parts}, **{f"{part}_level": game[part] for part in parts}}
    return head + ", ".join(f"{{{part}}} {{{part}_level}}" for part in parts), params


def _workers(p: dict[str, Any]) -> Pair:
    line = LineOfParts("{seat}'s workers: ", seat=p["seat"])
    line.add("{free} of {workers} free", free=p["free_workers"], workers=D.WORKERS)
    if p["specialists_free"]:
        line.add("specialists free {specialists}", specialists=p["specialists_free"])
    for placed in p["placed"]:
        line.add(("worker" if placed["worker"] == "worker" else "{worker}") + " on {space}", **placed)
    if p["prediction"]:
        text, params = _prediction(p["prediction"])
        line.add(text, **params)
    return line.pair()


def _prediction(prediction: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Predictions about one opponent: each action known (the predictor's own, a Muman-Bot's face-up ones, or one
    that came true), the others counted face down."""
    known = [card for card in prediction["cards"] if card["action"]]
    params: dict[str, Any] = {"target_seat": prediction["target"], "unknown": len(prediction["cards"]) - len(known)}
    shown = []
    for i, card in enumerate(known):
        params[f"action{i}"] = ACTION_NAMES.get(card["action"], card["action"])
        shown.append(f"{{action{i}}}" + (" (came true)" if card["flipped"] else ""))
    if params["unknown"]:
        shown.append("{unknown} unknown")
    face = "face up" if prediction.get("open") else "face down"
    return f"predictions about {{target_seat}} ({face}): " + (", ".join(shown) or "none left"), params


def _choices(p: dict[str, Any]) -> list[Pair]:
    """What the viewer's own player chooses among now: the POW/WOW deal and choice, drawn skill or objective cards."""
    lines = []
    if p["dealt"]:
        lines.append(("Dealt to you: WOW {dealt_wow}; POW {dealt_pow}.",
                      {"dealt_wow": p["dealt"]["wow"], "dealt_pow": p["dealt"]["pow"]}))
    if isinstance(p["chosen"], dict):
        lines.append(("You kept {chosen_wow} and {chosen_pow}.", {"chosen_wow": p["chosen"]["wow"] or "nothing",
                                                                  "chosen_pow": p["chosen"]["pow"] or "nothing"}))
    if p["skill_offer"]:
        lines.append(("Skill cards drawn for you to buy one: {offer}.", {"offer": p["skill_offer"]}))
    if p["objective_offer"]:
        lines.append(("Objective cards drawn for you to keep: {offer}.", {"offer": p["objective_offer"]}))
    return lines


def _secret_choices(p: dict[str, Any]) -> str:
    if p["chosen"] is True:
        return "has chosen their WOW and POW cards"
    if p["skill_offer"] is None:
        return "is choosing among skill cards drawn (hidden)"
    if p["objective_offer"] is None:
        return "is choosing among objective cards drawn (hidden)"
    return ""


# ---------------------------------------------------------------- the board and what to take


def _board(view: dict[str, Any]) -> Pair:
    """The hourglass, the spaces closed at this table, and any taken space its owner's workers do not tell."""
    line = LineOfParts("Board: ")
    line.add("hourglass on space {hourglass} (the game ends at 0)", hourglass=view["hourglass"])
    placed = {(p["seat"], w["space"]) for p in view["players"] for w in p["placed"]}
    for space, owner in view["board"].items():
        if (owner, space) not in placed:
            line.add("{space} taken by {owner_seat}", space=space, owner_seat=owner)
    closed = [space for space, facts in view["spaces"].items() if facts["four_plus_closed"]]
    if closed:
        line.add("closed at this table (4+ players only): {closed}", closed=closed)
    return line.pair()


def _track(view: dict[str, Any], track: str) -> Pair:
    head = TRACK_HEADS[track] + " (leftmost first, the far right card is free; {left} left in the deck): "
    line = LineOfParts(head, sep=", ", left=view["decks"][track])
    for slot in view["tracks"][track]:
        params: dict[str, Any] = {"card": slot["card"]}
        res = " with " + amounts_phrase("res", slot["res"], params) if any(slot["res"].values()) else ""
        line.add("{card}" + res, **params)
    return line.pair("empty")


def _supplies(view: dict[str, Any]) -> list[Pair]:
    parts = LineOfParts("Part supply, pieces left at level 1/2/3/4: ", sep=", ")
    for part in D.PARTS:
        levels = view["supply"][part]
        parts.add("{part} " + "/".join(f"{{level{lv}}}" for lv in D.PART_LEVELS), part=part,
                  **{f"level{lv}": levels[str(lv)] for lv in D.PART_LEVELS})
    shelf = view["shelf"]
    awards = LineOfParts("Award shelf: ", sep=", ", **{f"shelf{lv}": shelf[str(lv)] for lv in (1, 2, 3)})
    awards.add("{shelf1} of level 1, {shelf2} of level 2, {shelf3} of level 3")
    for won in view["shelved"]:
        text, params = _game_phrase(won["game"], "level {award} won by {seat} with ")
        awards.add(text, award=won["level"], seat=won["seat"], **params)
    decks = view["decks"]
    rest = ("Decks: {skill} skill card(s), {objective} objective card(s) left",
            {"skill": decks["skill"], "objective": decks["objective"]})
    discards = view["discards"]
    if discards["objective"] or discards["skill"]:
        rest = (rest[0] + "; discarded by ZAP cards: {gone}", {**rest[1], "gone": discards["objective"]
                                                                + discards["skill"]})
    return [parts.pair(), awards.pair(), rest]


def _muman(view: dict[str, Any]) -> list[Pair]:
    zap = view["zap"]
    if not view["muman"] and not zap["active"] and not zap["discard"]:
        return []
    line = LineOfParts("ZAP deck: ", deck=zap["deck"])
    line.add("{deck} card(s) left")
    card = zap["active_card"]
    if card:
        vp = card["vp"]
        line.add("active {zap}: the {action} action, VP {easy}/{normal}/{hard}/{extreme} (easy/normal/hard/extreme)"
                 + (", blue box " + ADJUSTMENTS.get(card["adjust"], card["adjust"]) if card["adjust"] else ""),
                 zap=zap["active"], action=ACTION_NAMES.get(card["action"], card["action"]), easy=vp["easy"],
                 normal=vp["normal"], hard=vp["hard"], extreme=vp.get("extreme", vp["hard"]))
    if zap["discard"]:
        line.add("discard pile {zap_discard}", zap_discard=zap["discard"])
    return [line.pair()]


# ---------------------------------------------------------------- turn and score


def _turn(view: dict[str, Any]) -> list[Pair]:
    line = LineOfParts("")
    if view["phase"] == "choose":
        line.add("Choosing the POW and WOW cards")
    elif view["phase"] == "over":
        line.add("The game is over")
    else:
        line.add("{turn_seat}'s turn, " + ("worker placed or collected" if view["main_done"]
                                           else "no worker placed or collected yet"), turn_seat=view["turn"])
    line.add("first player {first_seat}", first_seat=view["first"])
    if view["to_act"]:
        line.add("awaiting {waiting_seat}", waiting_seat=view["to_act"])
    line.add("Founder cards" if view["deal"] == "founder" else "POW and WOW cards dealt")
    if view["track_refresh"]:
        line.add("card-track refresh variant on the " + ", ".join(TRACK_HEADS[t] for t in view["track_refresh"]))
    if view["end_by"] is not None:
        line.add("{end_seat} moved the hourglass to 0", end_seat=view["end_by"])
    if view["final"]:
        line.add("last turns owed to {final_seat}", final_seat=view["final"])
    for p in view["players"]:
        secret = _secret_choices(p) if p["seat"] != view["viewer"] else ""
        if secret:
            line.add("{seat} " + secret, seat=p["seat"])
    lines = [line.pair()]
    if view["pending"]:
        steps = LineOfParts("Steps of this turn, current first: ")
        for task in view["pending"]:
            params: dict[str, Any] = {}
            text = step_phrase(task, 0, params)
            if task.get("action") != "bonus":
                text, params["source"] = text + " ({source})", task.get("action")
            steps.add(text, **params)
        lines.append(steps.pair())
    return lines


def _result(view: dict[str, Any]) -> list[Pair]:
    result = view["result"]
    if not result:
        return []
    lines = []
    for rank, group in enumerate(result["ranking"], start=1):
        for s in group:
            sc = result["scores"][str(s)]
            params = {"rank": rank, "seat": s, **{k: sc[k] for k in ("total", "track", "published", "unpublished",
                                                                     "objectives", "freelancers", "awards")}}
            text = ("Rank {rank}: {seat} {total} VP (track {track}, published games {published}, game on the table "
                    "{unpublished}, objectives {objectives}, freelancers {freelancers}, awards {awards})")
            if sc["objectives_achieved"]:
                text += "; objectives achieved {achieved}"
                params["achieved"] = sc["objectives_achieved"]
            lines.append((text + ".", params))
    return lines
