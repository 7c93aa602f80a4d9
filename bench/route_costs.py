"""What a request of each route costs the service: ``python -m bench route_costs [--requests N]``.

The figures the weights of service/http/costs.py are chosen from. Each route is asked N times through Flask's
test client in this process (limits off: the route's own work, not the limiter's), against a private
redis-server holding all-bot games played here to their end (a 6-seat Tabletop Inc. table, the longest history
the games make, and a Tabletop Climber one) and a Tabletop Inc. table in play. Reported per route: this
process's CPU per request (``time.process_time``), the Redis server's (``INFO cpu``), their sum, and the bytes
of the answer. Prints one JSON line per route, then a summary line.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from rq import SimpleWorker

from events.redis_server import start_redis
from service.bootstrap import Container, Settings, use


def _play_out(wired: Container, gid: str) -> dict:
    """Fold and run bot jobs in this process until the game is finished."""
    projector = wired.projector(follow_up=wired.follow_up)
    projector.ensure_groups()
    for _ in range(100_000):
        while projector.step(block_ms=1) > 0:
            pass
        table = wired.handler.table(gid)
        if table["status"] == "finished":
            return table
        SimpleWorker(wired.queues, connection=wired.queue_redis, serializer=wired.queue.serializer).work(
            burst=True, logging_level="WARNING")
    raise RuntimeError(f"{gid} did not finish")


class Meter:
    """CPU of this process and of the Redis server, per request."""

    def __init__(self, redis_client):
        self.redis = redis_client

    def _server(self) -> float:
        cpu = self.redis.info("cpu")
        return cpu["used_cpu_user"] + cpu["used_cpu_sys"]

    def run(self, requests: int, ask: Callable[[], bytes], before: Callable[[], None] = lambda: None) -> dict:
        size = len(ask())
        web = server = 0.0
        for _ in range(requests):
            before()
            began, began_server = time.process_time(), self._server()
            ask()
            web += time.process_time() - began
            server += self._server() - began_server
        web_ms, redis_ms = web / requests * 1000, server / requests * 1000
        return {"web_ms": round(web_ms, 3), "redis_ms": round(redis_ms, 3), "cpu_ms": round(web_ms + redis_ms, 3),
                "bytes": size}


def _getter(client, path: str, **kwargs) -> Callable[[], bytes]:
    def ask() -> bytes:
        response = client.get(path, **kwargs)
        if response.status_code >= 400:
            raise RuntimeError(f"GET {path}: {response.status_code} {response.get_data(as_text=True)[:300]}")
        return response.get_data()
    return ask


def _commands(client, meter: Meter, requests: int) -> dict:
    """POST /commands of a Tabletop Climber table of four people, each posting its first complete listed move."""
    created = client.post("/v1/games", json={"game": "tabletop-climber", "seats": [{"name": n} for n in "abcd"]}).json
    gid, tokens = created["id"], created["tokens"]
    posted = []

    def post() -> bytes:
        table = client.get(f"/v1/games/{gid}").json
        seat = str(table["to_act"][0])
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        moves = client.get(f"/v1/games/{gid}/moves", headers=auth).json
        move = next(m for m in moves["moves"] if not m.get("template"))
        began, began_server = time.process_time(), meter._server()
        answer = client.post(f"/v1/games/{gid}/commands", json=move,
                             headers={**auth, "If-Match": f'"{moves["version"]}"'})
        posted.append((time.process_time() - began, meter._server() - began_server, len(answer.get_data())))
        if answer.status_code != 201:
            raise RuntimeError(f"command: {answer.status_code} {answer.get_data(as_text=True)[:300]}")
        return answer.get_data()

    for _ in range(requests):
        post()
    web, server = sum(p[0] for p in posted) / len(posted) * 1000, sum(p[1] for p in posted) / len(posted) * 1000
    return {"web_ms": round(web, 3), "redis_ms": round(server, 3), "cpu_ms": round(web + server, 3),
            "bytes": round(sum(p[2] for p in posted) / len(posted))}


def measure(requests: int) -> dict[str, dict]:
    from service.http.app import create_app

    with tempfile.TemporaryDirectory(prefix="boardroom-costs-") as home:
        process, url = start_redis(Path(home), appendonly=False)
        wired = use(Settings(redis_url=url, queue_redis_url=url, rate_limits=False))
        try:
            app = create_app(wired)
            app.extensions["boardroom.api_document"].warm()
            client = app.test_client()
            meter = Meter(wired.redis)
            inc = client.post("/v1/games", json={"game": "tabletop-inc", "seats": [{"bot": "easy"}] * 6}).json["id"]
            climber = client.post("/v1/games", json={"game": "tabletop-climber",
                                                     "seats": [{"bot": "easy"}] * 4}).json["id"]
            version = _play_out(wired, inc)["version"]
            _play_out(wired, climber)
            playing = client.post("/v1/games", json={"game": "tabletop-inc",
                                                     "seats": [{"name": "ann"}] + [{"bot": "easy"}] * 5}).json
            live, seat = playing["id"], {"Authorization": f"Bearer {playing['tokens']['0']}"}
            etag = client.get("/openapi.yaml").headers["ETag"]
            audit_kept = wired.store.keys(inc).audit
            few = max(3, requests // 10)
            routes: dict[str, tuple[int, Callable[[], bytes], Callable[[], None]]] = {
                "openapi.yaml": (requests, _getter(client, "/openapi.yaml"), lambda: None),
                "openapi.yaml, 304": (requests, _getter(client, "/openapi.yaml", headers={"If-None-Match": etag}),
                                      lambda: None),
                "catalog": (requests, _getter(client, "/v1/catalog"), lambda: None),
                "catalog/tabletop-inc": (requests, _getter(client, "/v1/catalog/tabletop-inc"), lambda: None),
                "catalog/tabletop-inc/rules": (requests, _getter(client, "/v1/catalog/tabletop-inc/rules"),
                                               lambda: None),
                "lobby": (requests, _getter(client, "/v1/games"), lambda: None),
                f"game, finished at v{version}, as a spectator": (requests, _getter(client, f"/v1/games/{inc}"),
                                                                  lambda: None),
                "game in play, as a seat": (requests, _getter(client, f"/v1/games/{live}", headers=seat),
                                            lambda: None),
                "moves, as a seat": (requests, _getter(client, f"/v1/games/{live}/moves", headers=seat),
                                     lambda: None),
                "leaderboard": (requests, _getter(client, "/v1/leaderboards/tabletop-inc"), lambda: None),
            }
            for limit in (100, 500, 5000):
                routes[f"events?limit={limit}"] = (requests, _getter(client, f"/v1/games/{inc}/events?limit={limit}"),
                                                   lambda: None)
                routes[f"log?limit={limit}"] = (requests, _getter(client, f"/v1/games/{inc}/log?limit={limit}"),
                                                lambda: None)
            routes[f"events, NDJSON export of {version}"] = (
                requests, _getter(client, f"/v1/games/{inc}/events", headers={"Accept": "application/x-ndjson"}),
                lambda: None)
            for at in (version // 4, version):
                routes[f"state?at={at}"] = (few, _getter(client, f"/v1/games/{inc}/state?at={at}"), lambda: None)
            routes[f"audit of {version}, kept"] = (few, _getter(client, f"/v1/games/{inc}/audit"), lambda: None)
            routes[f"audit of {version}, afresh"] = (few, _getter(client, f"/v1/games/{inc}/audit"),
                                                     lambda: wired.redis.delete(audit_kept))
            figures = {}
            for name, (count, ask, before) in routes.items():
                figures[name] = meter.run(count, ask, before)
                print(json.dumps({"route": name, **figures[name]}), flush=True)
            figures["commands (Tabletop Climber)"] = _commands(client, meter, min(requests, 60))
            print(json.dumps({"route": "commands (Tabletop Climber)", **figures["commands (Tabletop Climber)"]}),
                  flush=True)
            return figures
        finally:
            wired.close()
            process.terminate()
            process.wait(timeout=10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench route_costs", description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200, help="requests per route")
    args = parser.parse_args(argv)
    figures = measure(args.requests)
    costliest = max(figures, key=lambda name: figures[name]["cpu_ms"])
    print(f"route_costs: {len(figures)} routes, {args.requests} requests each; costliest {costliest} "
          f"({figures[costliest]['cpu_ms']:.1f} ms of CPU)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
