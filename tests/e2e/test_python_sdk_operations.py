"""Every operation of openapi.yaml called through boardroom_sdk's typed methods against the real processes: each
answer parses into the document's model and keeps every field the server sent (a model that dropped one would
be the wrong variant of a union, or a schema the server outgrew), and the calls together cover every route."""

from __future__ import annotations

import importlib.util
import random
import re
import uuid
from typing import Any, Final, TypeVar

import httpx
import pytest
import yaml
from boardroom_sdk import Boardroom, ProblemError, models
from boardroom_sdk.operations import ROUTES
from pydantic import BaseModel

from tests.e2e.service_processes import ROOT
from tests.support.progress import await_condition

pytestmark = pytest.mark.e2e

M = TypeVar("M", bound=BaseModel)
GAME: Final = "corporate-anarchy"
# the schemas with room for members they do not name
OPEN = {
    name
    for name, schema in yaml.safe_load((ROOT / "openapi.yaml").read_text())["components"]["schemas"].items()
    if schema.get("additionalProperties", True) is not False
}


def example():
    spec = importlib.util.spec_from_file_location("typed_sdk_game", ROOT / "examples" / "typed_sdk_game.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Recorder:
    """The operations a client called (by their routes) and the JSON body of its last answer."""

    PATTERNS = {
        op: (method, re.compile("^" + re.sub(r"{\w+}", "[^/]+", path) + "$")) for op, (method, path) in ROUTES.items()
    }

    def __init__(self, api: Boardroom):
        self.called: set[str] = set()
        self.last: Any = None
        api.http.event_hooks["response"].append(self.keep)

    def keep(self, response: httpx.Response) -> None:
        request = response.request
        self.called |= {
            op
            for op, (method, pattern) in self.PATTERNS.items()
            if method == request.method and pattern.match(request.url.path)
        }
        if response.headers.get("content-type", "").startswith("application/json"):
            response.read()
            self.last = response.json() if response.content else None

    def check(self, answer: M) -> M:
        """``answer``, once every member of the JSON it was parsed from is found in it, none of them held as an
        extra where the document has no room for one (the wrong variant of a union, or a schema the server
        outgrew)."""
        assert dropped(self.last, answer.model_dump(mode="json", by_alias=True, exclude_unset=True)) == []
        assert extras(answer) == []
        return answer


def dropped(sent: Any, kept: Any, where: str = "") -> list[str]:
    """The paths of members of ``sent`` missing in ``kept``."""
    if isinstance(sent, dict) and isinstance(kept, dict):
        return [
            path
            for name, value in sent.items()
            for path in ([f"{where}/{name}"] if name not in kept else dropped(value, kept[name], f"{where}/{name}"))
        ]
    if isinstance(sent, list) and isinstance(kept, list):
        return [path for i, (a, b) in enumerate(zip(sent, kept, strict=True)) for path in dropped(a, b, f"{where}/{i}")]
    return []


def extras(answer: Any, where: str = "") -> list[str]:
    """The paths of members a model of ``answer`` holds as extras though its schema is closed."""
    if isinstance(answer, BaseModel):
        kind = type(answer).__name__
        found = [f"{where}/{name} in {kind}" for name in answer.model_extra or {} if kind not in OPEN]
        return found + [
            path for name in type(answer).model_fields for path in extras(getattr(answer, name), f"{where}/{name}")
        ]
    if isinstance(answer, list):
        return [path for i, item in enumerate(answer) for path in extras(item, f"{where}/{i}")]
    if isinstance(answer, dict):
        return [path for name, item in answer.items() for path in extras(item, f"{where}/{name}")]
    return []


def test_every_operation_answers_its_model_with_every_field_the_server_sent(private_service):
    base_url = private_service.base_url
    with Boardroom(base_url) as ann, Boardroom(base_url) as bob:
        seen, seen_by_bob = Recorder(ann), Recorder(bob)
        check = seen.check

        assert check(ann.get_health()).ok
        check(ann.get_readiness())
        assert "# HELP" in ann.get_metrics()
        assert GAME in [game.slug for game in check(ann.get_catalog()).games]
        check(ann.get_game_components(GAME))
        check(ann.get_game_rules(GAME))

        # players and keys
        me = check(ann.create_player(models.CreatePlayer(name=f"ann-{uuid.uuid4().hex[:8]}", kind="bot")))
        ann.player_key = me.key
        assert check(ann.get_me()).id == me.id
        made = check(ann.create_key(models.CreateKey(name="host", scopes=["read"])))
        assert made.id in [key.id for key in check(ann.list_keys()).keys]
        ann.revoke_key(made.id)
        check(ann.rotate_key())
        assert check(ann.get_player(me.id)).name == me.name  # with the rotated key
        other = bob.create_player({"name": f"bob-{uuid.uuid4().hex[:8]}", "kind": "bot"})
        bob.player_key = other.key

        # challenges: declined, cancelled, accepted
        invite = models.CorporateAnarchyChallenge(game=GAME, players=[other.id])
        declined = check(ann.create_challenge(invite))
        assert seen_by_bob.check(bob.decline_challenge(declined.id)).status == "declined"
        cancelled = ann.create_challenge(invite)
        assert cancelled.id in [c.id for c in seen_by_bob.check(bob.list_challenges()).challenges]
        assert check(ann.cancel_challenge(cancelled.id)).status == "cancelled"
        accepted = ann.create_challenge(invite)
        assert seen_by_bob.check(bob.accept_challenge(accepted.id)).status == "started"
        assert check(ann.get_challenge(accepted.id)).gid is not None

        # seeks
        seek = check(ann.create_seek(models.CorporateAnarchySeek(game=GAME, players=2)))
        assert seek.id in [s.id for s in check(ann.list_seeks()).seeks]
        assert check(ann.get_seek(seek.id)).status == "waiting"
        ann.delete_seek(seek.id)

        # the player stream: the first frame kept (a challenge)
        frames = iter(ann.stream_player_events(after="0-0"))
        assert next(frames).type == "challenge"
        frames.close()

        # a table with an open seat, joined, a move posted
        opened = check(ann.create_game({"game": GAME, "seats": [{"name": "x"}, {}]}))
        assert opened.id in [game.id for game in check(ann.list_games(game=GAME, open=True)).games]
        joined = seen_by_bob.check(bob.join_game(opened.id, models.Join(name="y")))
        mover = None
        for token in (opened.tokens["0"], joined.token):
            moves = check(ann.list_moves(opened.id, token=token))
            complete = [m for m in moves.moves if getattr(m, "kind", "command") == "command"]
            if complete:
                mover = token
                check(ann.post_command(opened.id, complete[0], token=token, if_match=moves.version))
                break
        assert mover is not None
        check(ann.create_stream_ticket(opened.id, token=mover))
        waiting = next(seat for seat in (0, 1) if (opened.tokens["0"], joined.token)[seat] != mover)
        with pytest.raises(ProblemError) as too_soon:  # both seats were seen just now
            ann.claim_victory(opened.id, waiting, token=mover)
        assert too_soon.value.code in {"claim_too_early", "not_correspondence", "seat_not_awaited"}

        # a tournament with open registration: both register, round 1 pairs them, one withdraws
        tournament = check(ann.create_tournament(models.CreateTournament(
            game=GAME, format="swiss", rounds=1, players_per_table=2, clock={"type": "move", "seconds": 600},
            size=2)))
        assert check(ann.register_for_tournament(tournament.id)).entrant == 1
        assert seen_by_bob.check(bob.register_for_tournament(tournament.id)).tournament.status == "running"
        assert check(ann.get_tournament(tournament.id)).round == 1
        assert [len(r.tables) for r in check(ann.get_tournament_rounds(tournament.id)).rounds] == [1]
        check(ann.get_tournament_standings(tournament.id))
        check(ann.list_tournament_events(tournament.id, limit=50))
        assert seen_by_bob.check(bob.withdraw_from_tournament(tournament.id)).entrants[1].withdrawn

        # a whole game (the example), then its history, replay, audit, rematch and leaderboard
        table, token = example().play(ann, GAME, random.Random(7))
        gid = table.id
        assert check(ann.get_game(gid, token=token)).status == "finished"
        check(ann.get_log(gid, limit=50))
        check(ann.list_events(gid, limit=50))
        events = list(ann.stream_events(gid))
        assert [event.v for event in events] == list(range(1, table.version + 1))
        [final] = list(ann.stream_states(gid, after=table.version - 1))
        assert final.version == table.version
        check(ann.get_state(gid, at=table.version, token=token))
        check(ann.get_audit(gid))
        check(ann.rematch_game(gid, token=token))
        check(ann.get_leaderboard(GAME, player=me.id))
        check(ann.list_player_games(me.id))

        # the transparency log, once it includes the game's last head
        def logged() -> models.Leaf | None:
            try:
                head = ann.get_tree_head()
            except ProblemError as refused:
                if refused.code != "no_tree_head":
                    raise
                return None
            leaves = ann.list_game_leaves(gid).leaves
            return next((leaf for leaf in leaves if leaf.v == table.version and leaf.index < head.size), None)

        leaf = await_condition(logged, what="the game's head in a signed tree")
        head = check(ann.get_tree_head())
        check(ann.list_game_leaves(gid))
        check(ann.list_tree_heads())
        check(ann.get_tree_key())
        check(ann.get_inclusion_proof(gid, table.version))
        check(ann.get_leaf_inclusion_proof(leaf.index))
        check(ann.list_tree_leaves(limit=5))
        check(ann.get_chain_links(gid, 0, table.version))
        check(ann.get_consistency_proof(1, head.size))

        left = set(ROUTES) - seen.called - seen_by_bob.called
    assert left == set(), f"operations this test never called: {sorted(left)}"
