"""The processes a benchmark runs against: a private redis-server and the Procfile's web, projector and
worker, each started from its own Procfile line (like tests/e2e, which bench/ must not import).

Two deviations from production, both named here: the web line serves ``bench.wsgi:app`` (the real app
plus a no-op route, so production has no bench-only route), and ``bench/site`` is put on PYTHONPATH so
every process started here also knows the bench-only counter game (its ``sitecustomize`` registers it).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import redis

from events.keys import STORE_CONFIG
from events.redis_server import free_port, start_redis
from events.store import EventStore
from service.runtime.procfile import procfile_commands

ROOT = Path(__file__).resolve().parents[1]
SITE = Path(__file__).resolve().parent / "site"
PROD_APP = "'service.http.wsgi:app'"
BENCH_APP = "'bench.wsgi:app'"
SIMPLE_WORKER = "rq.worker.SimpleWorker"
RQ_WORKER = ('rq worker --worker-class {worker_class} --serializer rq.serializers.JSONSerializer '
             '-c workers.rq_settings boardroom boardroom-batch')




def service_store(client: redis.Redis) -> EventStore:
    """The event store as the running service sees it: with the partition count it recorded at its first start.
    A store opened with another count looks for every game under the wrong key and reads it as empty (the abuse
    bench read three games in four as having no bot turns, and the memory bench waited for games that had
    finished)."""
    return EventStore(client, partitions=int(client.hget(STORE_CONFIG, "partitions")))


class PrivateRedis:
    """A redis-server of our own on a free port (never the machine's 6379), AOF everysec (see bench.durability)."""

    def __init__(self, work_dir: Path):
        self.process, self.url = start_redis(work_dir / "redis", fsync="everysec")
        self.client = redis.Redis.from_url(self.url)

    def url_db(self, db: int) -> str:
        return self.url.rsplit("/", 1)[0] + f"/{db}"

    def version(self) -> str:
        return self.client.info("server")["redis_version"]

    def stop(self) -> None:
        self.client.close()
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)


class Service:
    """web + projector + worker as separate processes, started from the Procfile on a private Redis."""

    def __init__(self, redis_url: str, log_dir: Path, web_workers: int = 2, env: dict[str, str] | None = None):
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.redis_url = redis_url
        self.log_dir = log_dir
        self.env = {
            **os.environ,
            "REDIS_URL": redis_url, "QUEUE_REDIS_URL": redis_url,
            "BOARDROOM_PORT": str(self.port), "BOARDROOM_HOST": "127.0.0.1",
            "WEB_CONCURRENCY": str(web_workers),
            # No sweeper re-enqueues during a benchmark: abandoned games must not steal the worker.
            "BOARDROOM_BOT_STALL_SECONDS": "3600",
            # Benchmarks drive the service from one address far past any per-client limit.
            "BOARDROOM_RATE_LIMITS": "off",
            "PYTHONPATH": os.pathsep.join([str(SITE), str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep),
            "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
            **(env or {}),
        }
        self.commands = procfile_commands()
        if PROD_APP not in self.commands["web"]:
            raise RuntimeError(f"the Procfile's web line no longer serves {PROD_APP}: {self.commands['web']}")
        self.commands["web"] = self.commands["web"].replace(PROD_APP, BENCH_APP)
        self.processes: dict[str, subprocess.Popen] = {}
        self._starts = 0

    def worker_command(self, worker_class: str) -> str:
        """The Procfile's worker line (``boardroom worker``, a SimpleWorker), or plain RQ with another class."""
        if worker_class == SIMPLE_WORKER:
            return procfile_commands()["worker"]
        return RQ_WORKER.format(worker_class=worker_class)

    def start(self, name: str, command: str | None = None) -> None:
        log = open(self.log_dir / f"{name}-{self._starts}.log", "wb")  # noqa: SIM115 - lives with the process
        self._starts += 1
        self.processes[name] = subprocess.Popen(
            ["bash", "-c", f"exec {command or self.commands[name]}"], cwd=ROOT, env=self.env, stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True,
        )

    def start_all(self) -> None:
        for name in ("web", "projector", "worker"):
            self.start(name)
        self.wait_ready()

    def wait_ready(self, seconds: float = 60) -> None:
        deadline = time.monotonic() + seconds
        with httpx.Client(timeout=5) as http:
            while time.monotonic() < deadline:
                try:
                    if http.get(f"{self.base_url}/healthz").status_code == 200:
                        return
                except httpx.TransportError:
                    if self.processes["web"].poll() is not None:
                        raise RuntimeError(self.logs("web")) from None
                time.sleep(0.1)  # polling a server that is starting up
        raise RuntimeError(f"web did not come up:\n{self.logs('web')}")

    def worker_ready(self, seconds: float = 30) -> None:
        """Wait until an RQ worker has registered itself on the queue Redis."""
        client = redis.Redis.from_url(self.redis_url)
        deadline = time.monotonic() + seconds
        try:
            while time.monotonic() < deadline:
                if client.scard("rq:workers"):
                    return
                if self.processes["worker"].poll() is not None:
                    break
                time.sleep(0.05)  # polling a worker that is starting up
        finally:
            client.close()
        raise RuntimeError(f"worker did not come up:\n{self.logs('worker')}")

    def stop_process(self, name: str, timeout: float = 20) -> None:
        process = self.processes.pop(name, None)
        if process is None:
            return
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=timeout)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)

    def stop(self) -> None:
        for name in list(self.processes):
            self.stop_process(name)

    def logs(self, name: str) -> str:
        return "\n".join(p.read_text(errors="replace")[-4000:] for p in sorted(self.log_dir.glob(f"{name}-*.log")))


class Stack:
    """What one ``python -m bench`` run shares: a work directory, the private Redis, the service (lazily)."""

    def __init__(self, quick: bool):
        self.quick = quick
        self._tmp = tempfile.TemporaryDirectory(prefix="boardroom-bench-")
        self.work_dir = Path(self._tmp.name)
        self.redis = PrivateRedis(self.work_dir)
        self._service: Service | None = None
        self.found: dict[str, dict] = {}  # figures of earlier benchmarks of this run, by name

    @property
    def service(self) -> Service:
        if self._service is None:
            log_dir = self.work_dir / "logs"
            log_dir.mkdir(exist_ok=True)
            self._service = Service(self.redis.url_db(0), log_dir)
            self._service.start_all()
            self._service.worker_ready()
        return self._service

    def close(self) -> None:
        if self._service is not None:
            self._service.stop()
        self.redis.stop()
        self._tmp.cleanup()
