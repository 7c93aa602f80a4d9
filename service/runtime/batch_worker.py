"""The batch worker that ``boardroom worker`` keeps beside itself, at a lower CPU priority.

Bot turns of tables the server plays alone go to the batch queue (workers.dispatch). Worked by the
same process as people's bot turns, one client's hard all-bot tables delayed everyone else's turns
by a whole hard move, and their CPU slowed the web process on a 2-core machine (issue 31, item 3).
So the batch queue has its own RQ worker, a child process niced by ``BATCH_NICENESS`` whose jobs run in
the SCHED_IDLE class (workers.runner.BatchWorker): the kernel gives them what the web, the projector and
the first worker leave, and people's turns never wait behind a batch job. The child is started again when
it exits, stopped with its parent, and dies with it even on ``kill -9`` (PR_SET_PDEATHSIG), so a fault
test that kills the worker leaves no orphan.

SCHED_IDLE decides who runs first, not how much a busy batch worker costs the others: on a 2-core machine
one attacker's hard all-bot tables kept it at 82 % of a core, and the victim's command p99 went to 2.0-2.5x
(issue 31's abuse bench; the victim's processes wait on each other through Redis, and every hand-off found
a core busy with the batch worker's search). So it also caps its own CPU
share (``govern``): after each GOVERNOR_SLICE_SECONDS of CPU it sleeps long enough to stay within
BOARDROOM_BATCH_CPU_SHARE, but only while a client played over HTTP in the last seconds
(service.client_activity) and the rest of the machine works (more than IDLE_MACHINE_CORES of it, read from
/proc/stat less its own CPU): on a quiet server, or one busy with nobody waiting, an all-bot table plays at
full speed. An idle
batch worker never sleeps; a busy one on a busy machine plays its tables, where nobody waits, more slowly,
and its jobs keep beating (workers.heartbeat), so the stall sweeper never takes a slow one for dead.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

log = logging.getLogger(__name__)

BATCH_NICENESS = 10  # CFS weight 110 against 1024 at nice 0: about a tenth of a contended core
RESTART_SECONDS = 1.0
STOP_SECONDS = 30  # a batch job in flight finishes first (RQ's warm shutdown), as the worker's own does
PR_SET_PDEATHSIG = 1
GOVERNOR_SLICE_SECONDS = 0.02  # CPU time between the governor's pauses: short, so no burst is long
# The rest of the machine below half a core is idle enough that a batch worker at full speed costs nobody: its
# own moves' folding (the projector, Redis) stays under this.
IDLE_MACHINE_CORES = 0.5
LOAD_WINDOW_SECONDS = 0.25  # how often the governor reads the machine's load: 25 clock ticks at 100 Hz
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def _die_with_parent() -> None:
    """In the child before exec: SIGTERM it when its parent dies, however the parent dies."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def lift(child: subprocess.Popen) -> None:
    """Take a child that is asked to stop out of SCHED_IDLE (mid-job), from its parent: on a busy machine
    SCHED_IDLE gets almost no CPU, not even to run its own SIGTERM handler (which does the same), and a stop
    waited out the whole grace period before SIGKILL (20 s of an end-to-end test's teardown in a loaded suite)."""
    with contextlib.suppress(OSError, AttributeError):
        os.sched_setscheduler(child.pid, os.SCHED_OTHER, os.sched_param(0))


def machine_busy_seconds() -> float:
    """CPU time the whole machine has spent busy since boot, all cores (the first line of /proc/stat)."""
    with open("/proc/stat", "rb") as stat:
        ticks = stat.readline().split()[1:9]
    user, nice, system, _idle, _iowait, irq, softirq, steal = map(int, ticks)
    return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS


def others_cores(before: tuple[float, float, float], after: tuple[float, float, float]) -> float:
    """Cores the rest of the machine kept busy between two (wall, machine busy, own CPU) samples."""
    wall = after[0] - before[0]
    if wall <= 0:
        return 0.0
    return max(0.0, (after[1] - before[1]) - (after[2] - before[2])) / wall


class Governor:
    """Decides the pause after each slice of CPU: enough to keep within ``share`` of a core while a client plays
    (``playing()``) and the rest of the machine is busy; none otherwise (an all-bot table on a quiet server, or
    on a server busy with nobody waiting, plays at full speed)."""

    def __init__(self, share: float, clock=time.monotonic, busy=machine_busy_seconds, own=time.process_time,
                 playing=lambda: True):
        self.loaded_pause = GOVERNOR_SLICE_SECONDS * (1 - share) / share
        self._sample = (clock, busy, own)
        self._playing = playing
        self._last = self._now()
        self.loaded = True  # until the first window says otherwise

    def _now(self) -> tuple[float, float, float]:
        clock, busy, own = self._sample
        return clock(), busy(), own()

    def pause(self) -> float:
        now = self._now()
        if now[0] - self._last[0] >= LOAD_WINDOW_SECONDS:
            self.loaded = others_cores(self._last, now) >= IDLE_MACHINE_CORES and self._playing()
            self._last = now
        return self.loaded_pause if self.loaded else 0.0


class Watch:
    """``playing()`` asked every LOAD_WINDOW_SECONDS by a thread of its own: the governor runs in a signal
    handler, which must not touch Redis (the interrupted code may hold the connection pool's lock)."""

    def __init__(self, playing):
        self.now = True
        self._playing = playing
        threading.Thread(target=self._watch, name="clients-playing", daemon=True).start()

    def _watch(self) -> None:
        while True:
            self.now = self._playing()
            time.sleep(LOAD_WINDOW_SECONDS)


def govern(share: float, playing=None) -> None:
    """Keep this process within ``share`` of a core while a client plays (``playing()``, by default always)
    and the rest of the machine is busy: a CPU-time interval timer (SIGPROF, which RQ's job timeouts, on SIGALRM,
    do not use) pauses the main thread after each slice of CPU, as the Governor decides."""
    if share >= 1 or not hasattr(signal, "setitimer"):
        return
    watch = Watch(playing) if playing is not None else None
    read = (lambda: watch.now) if watch is not None else (lambda: True)
    try:
        governor = Governor(share, playing=read)
    except OSError:  # no /proc/stat: keep to the share whenever a client plays
        governor = Governor(share, busy=lambda: float("inf"), playing=read)

    def rest(_signum, _frame):
        pause = governor.pause()
        if pause:
            time.sleep(pause)  # CPU time stops while asleep, so the timer's next slice starts after the pause

    signal.signal(signal.SIGPROF, rest)
    signal.setitimer(signal.ITIMER_PROF, GOVERNOR_SLICE_SECONDS, GOVERNOR_SLICE_SECONDS)
    # Stopped before the interpreter resets its handlers on exit: SIGPROF's default action kills the process.
    atexit.register(signal.setitimer, signal.ITIMER_PROF, 0)


def command() -> list[str]:
    return [sys.executable, "-m", "service.runtime.cli", "worker", "--batch"]


@contextlib.contextmanager
def batch_worker_beside(stopping: threading.Event) -> Iterator[None]:
    """Keep a batch worker running until ``stopping`` is set and the block ends."""
    current: list[subprocess.Popen] = []

    def keep_up() -> None:
        while not stopping.is_set():
            child = subprocess.Popen(command(), preexec_fn=_die_with_parent)  # noqa: PLW1509 - prctl only
            current[:] = [child]
            while child.poll() is None and not stopping.wait(0.5):
                pass
            if stopping.is_set():
                lift(child)  # at once, before this process finishes its own job and terminates the child
            if child.poll() is not None and not stopping.is_set():
                log.warning("batch worker exited with %s; starting it again", child.returncode)
                stopping.wait(RESTART_SECONDS)

    keeper = threading.Thread(target=keep_up, name="batch-worker", daemon=True)
    keeper.start()
    try:
        yield
    finally:
        stopping.set()
        keeper.join(timeout=5)
        for child in current:
            if child.poll() is None:
                child.terminate()
                try:
                    child.wait(timeout=STOP_SECONDS)
                except subprocess.TimeoutExpired:
                    child.kill()
                    child.wait()
