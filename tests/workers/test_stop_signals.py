"""A stop signal's handler never runs again inside its own Event.set.

A stop signals the worker's whole process group, and the parent worker then signals its batch child as well: the
child got SIGTERM twice. When the second landed while the first handler was inside ``threading.Event.set`` (which
holds the event's lock), the handler ran again and its own ``set()`` waited for that lock for ever; py-spy showed
``request_stop`` inside ``Event.set`` inside ``request_stop``, and the child was SIGKILLed 20 s later. Whether a
second signal lands in that window is timing, so these tests check what rules it out: while the handler sets its
event, a stop signal has no handler of ours to run.
"""

from __future__ import annotations

import contextlib
import signal
import threading

from rq.exceptions import StopRequested

from workers.runner import BoardroomWorker, stop_handler

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


class RecordingEvent(threading.Event):
    """An Event that records, when set, which handler each stop signal would run."""

    def __init__(self):
        super().__init__()
        self.handlers_while_set: list[tuple] = []

    def set(self) -> None:
        self.handlers_while_set.append(tuple(signal.getsignal(sig) for sig in STOP_SIGNALS))
        super().set()


@contextlib.contextmanager
def handlers_restored():
    kept = {sig: signal.getsignal(sig) for sig in STOP_SIGNALS}
    try:
        yield
    finally:
        for sig, handler in kept.items():
            signal.signal(sig, handler)


def test_the_workers_stop_handler_ignores_stop_signals_while_it_sets_its_event(wired):
    worker = BoardroomWorker([wired.queue], connection=wired.queue_redis, serializer=wired.queue.serializer)
    worker.stopping = RecordingEvent()
    with handlers_restored():
        signal.signal(signal.SIGTERM, worker.request_stop)
        with contextlib.suppress(StopRequested):  # RQ's way out of an idle worker's loop
            worker.request_stop(signal.SIGTERM, None)
        after = signal.getsignal(signal.SIGTERM)
    assert worker.stopping.handlers_while_set == [(signal.SIG_IGN, signal.SIG_IGN)]
    assert after == worker.request_force_stop  # RQ's own: a later signal still forces the stop


def test_the_handler_between_workers_ignores_stop_signals_while_it_sets_its_event():
    stopping = RecordingEvent()
    with handlers_restored():
        stop = stop_handler(stopping)
        signal.signal(signal.SIGTERM, stop)
        stop(signal.SIGTERM, None)
    assert stopping.is_set()
    assert stopping.handlers_while_set == [(signal.SIG_IGN, signal.SIG_IGN)]
