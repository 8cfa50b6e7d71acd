"""Evaluation run cost: the whole pipeline on the project's labeled streams, fallback provider.

Figure: wall time per notification of :func:`agent_memory.evaluation.run_stream` (context on
disk, SQLite stores, extraction by the deterministic fallback, recall probes) over every stream
in ``evaluation/streams/``. Reference in the same run: the intake floor for the same events
(publish into the ring, ``consume`` with its fsyncs, ``read_pending`` and ``commit_processed``),
which any pipeline pays whatever it extracts.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.evaluation import LabeledStream, load_stream, run_stream
from agent_memory.layout import DataLayout
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.fallback import notification_fallback_provider
from benchmarks.harness import Row

STREAMS = Path(__file__).resolve().parents[1] / "evaluation" / "streams"


def _intake_only(stream: LabeledStream, data_dir: Path) -> None:
    first = min(n.received_at for n in stream.notifications)
    ring = EventRing(4096)
    context = NotificationContext.open(
        DataLayout(data_dir).notifications, ring, clock=ManualClock(first)
    )
    try:
        for labeled in sorted(stream.notifications, key=lambda n: n.received_at):
            for event in labeled.events:
                ring.publish(event)
        while context.consume(100).persisted:
            pass
        while batch := context.read_pending(10):
            context.commit_processed(batch)
    finally:
        context.close()


def run(quick: bool) -> list[Row]:
    """Measure evaluation wall time per notification against the intake floor.

    Args:
        quick: One round instead of three (best round is kept).

    Returns:
        One row: milliseconds per notification, beside the intake-only reference.
    """
    streams = [load_stream(p) for p in sorted(STREAMS.glob("*.jsonl"))]
    count = sum(len(s.notifications) for s in streams)
    rounds = 1 if quick else 3
    best_eval = best_intake = float("inf")
    for _ in range(rounds):
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            for index, stream in enumerate(streams):
                asyncio.run(
                    run_stream(stream, Path(tmp) / f"e{index}", notification_fallback_provider)
                )
            best_eval = min(best_eval, time.perf_counter() - start)
            start = time.perf_counter()
            for index, stream in enumerate(streams):
                _intake_only(stream, Path(tmp) / f"i{index}")
            best_intake = min(best_intake, time.perf_counter() - start)
    return [
        Row(
            f"evaluation run per notification ({count} notifications, {len(streams)} streams)",
            best_eval / count * 1000,
            "ms",
            "intake only: publish, consume, read, commit",
            best_intake / count * 1000,
        )
    ]
