"""The whole service on a Redis Cluster (issue 19): three masters with a replica each, two web processes,
two projectors splitting the partitions, two workers (RQ on the suite's plain Redis). Bot games of every
game finish and audit clean; a projector killed -9 has its partitions taken over; a master killed -9 with
BOARDROOM_MIN_REPLICAS=1 fails over to its replica and no acknowledged command is lost."""

from __future__ import annotations

import itertools
import os
import signal
import socket
import time
import uuid

import pytest
from redis.cluster import RedisCluster

from games import REGISTRY
from projections.leases import LEASE
from service.bootstrap import DEFAULT_PARTITIONS
from tests.e2e.api_client import Boardroom
from tests.e2e.failover_play import my_turn, through_outage
from tests.e2e.service_processes import Service
from tests.support.progress import await_condition
from tests.support.redis_cluster import start_cluster

pytestmark = pytest.mark.e2e


@pytest.fixture
def cluster(tmp_path):
    try:
        running = start_cluster(tmp_path / "cluster", masters=3, replicas=1, node_timeout_ms=2000, appendonly=True)
    except RuntimeError as error:
        pytest.fail(f"could not start a local Redis Cluster: {error}", pytrace=False)
    yield running
    running.stop()


@pytest.fixture
def halves(cluster, redis_url, redis_client, tmp_path):
    """Two copies of web + projector + worker; each projector prefers half of the partitions."""
    env = {"QUEUE_REDIS_URL": redis_url, "BOARDROOM_MIN_REPLICAS": "1", "BOARDROOM_REPLICA_TIMEOUT_MS": "3000"}
    url = f"redis+cluster://127.0.0.1:{cluster.ports[0]}"
    started = []
    try:
        for i, partitions in enumerate(("0-31", "32-63")):
            (tmp_path / f"half{i}").mkdir()
            half = Service(url, tmp_path / f"half{i}", env={**env, "BOARDROOM_PROJECTOR_PARTITIONS": partitions})
            started.append(half)
            half.start_all()
        yield started
    finally:
        for half in started:
            half.stop()


def _bot_table(api: Boardroom, slug: str) -> str:
    game = REGISTRY[slug]
    return api.create(slug, [{"bot": game.bots[i % 2]} for i in range(game.min_players)])["id"]


def _finishes_and_audits(api: Boardroom, gid: str) -> None:
    kinds = [event["type"] for event in api.stream(gid)]
    assert kinds[-2:] == ["GameFinished", "SeedRevealed"], gid
    assert api.audit(gid)["ok"], gid


def test_every_game_finishes_on_a_cluster_through_a_dead_projector_and_a_dead_master(halves, cluster):
    apis = [Boardroom(half.base_url) for half in halves]
    direct = RedisCluster(host="127.0.0.1", port=cluster.ports[0])
    try:
        # Bot tables of every game, created through both web processes.
        gids = [_bot_table(api, slug) for api, slug in zip(itertools.cycle(apis), sorted(REGISTRY))]

        # One projector dies: the other takes over its partitions by lease, and every game goes on.
        halves[0].kill("projector")
        survivor = f"{socket.gethostname()}-{halves[1].processes['projector'].pid}"
        await_condition(
            lambda: all(direct.get(LEASE.format(p)) == survivor.encode() for p in range(DEFAULT_PARTITIONS)),
            what="the survivor holding every lease")
        for gid in gids:
            _finishes_and_audits(apis[1], gid)

        # A human seat's acknowledged commands, then the master holding its game dies.
        ann = apis[1].create("tabletop-climber", [{"name": "ann"}, {"bot": "easy"}, {"bot": "normal"}])
        gid, token = ann["id"], ann["tokens"]["0"]
        acknowledged: dict[int, str] = {}

        def play(moves: int | None) -> None:
            """Play ``moves`` of seat 0's moves (None: to the end)."""
            played = 0
            while moves is None or played < moves:
                listed = my_turn(apis[1], gid, token)
                if listed is None:
                    return
                move = next(m for m in listed["moves"] if not m.get("template"))
                key = uuid.uuid4().hex  # the same command, retried through a failover
                response = through_outage(
                    lambda: apis[1].command(gid, token, move, version=listed["version"], key=key))  # noqa: B023
                if response.status_code == 409:  # the bots moved since the moves were read: read them again
                    continue
                assert response.status_code in (200, 201), response.text
                acknowledged.update({e["v"]: e["hash"] for e in response.json()["events"]})
                played += 1

        play(3)
        # Killed while seat 0 is to move: the bots wait for it, so the game cannot move before its command.
        listed = my_turn(apis[1], gid, token)
        move, key = next(m for m in listed["moves"] if not m.get("template")), uuid.uuid4().hex
        master = direct.get_node_from_key(f"br:{{p{_partition(gid)}}}:feed")
        os.kill(cluster.processes[master.port].pid, signal.SIGKILL)
        cluster.processes[master.port].wait(timeout=10)
        # Its replica takes over, with no replica of its own: commands of its slots wait, 503, until the
        # dead node comes back (as the new master's replica), then go on.
        cluster.wait_for_failover(master.port)
        # The master's successor has no replica yet: the command reaches it but cannot be confirmed (while
        # the web's cluster client finds the successor, the store may be unreachable for it first).
        deadline = time.monotonic() + 60
        while (refused := apis[1].command(gid, token, move, version=listed["version"], key=key)).status_code == 503 \
                and refused.json()["code"] == "store_unavailable" and time.monotonic() < deadline:
            time.sleep(0.1)  # polling through the failover, with a deadline
        assert refused.status_code == 503 and refused.json()["code"] == "not_replicated", refused.text
        cluster.start_node(master.port)  # back as the successor's replica: the same command is confirmed
        retried = through_outage(lambda: apis[1].command(gid, token, move, version=listed["version"], key=key))
        assert retried.status_code in (200, 201), retried.text
        acknowledged.update({e["v"]: e["hash"] for e in retried.json()["events"]})
        play(None)
        _finishes_and_audits(apis[1], gid)
        stored = {e["v"]: e["hash"] for e in apis[1].events(gid, token)}
        assert acknowledged and {v: stored.get(v) for v in acknowledged} == acknowledged
    finally:
        direct.close()
        for api in apis:
            api.close()




def _partition(gid: str) -> int:
    from events.keys import GameKeys

    return GameKeys.of(gid, DEFAULT_PARTITIONS).partition  # the count a new store records
