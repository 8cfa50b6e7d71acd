"""Understanding stage speed: time of :func:`understand` per notification, beside the noise filter.

Both are timed in the same run over the same notifications (the noise filter's labelled corpus,
1,893 notifications in about twenty languages), each notification against its own local time
(``received_at`` plus its UTC offset):

* ``noise classify``: the noise filter's :func:`classify`, which runs on every notification before
  the stage does (issue 5's target for it is p95 under 50 us).
* ``str.lower()``: lower-casing the joined text once, the cheapest step any reader needs.

Target (issue 24): the stage's p95 under 2 ms per notification on the 2-core machine.
"""

from __future__ import annotations

import gc
import time
from datetime import timedelta, timezone
from pathlib import Path

from agent_memory.ble.event import NotificationEvent
from agent_memory.evaluation import noise as noise_corpus
from agent_memory.notifications import noise
from agent_memory.understanding import Understanding, understand
from benchmarks.harness import Row, per_call_us, percentile

__all__ = ["run"]

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "noise"
TARGET_P95_US = 2000.0


def _understand(event: NotificationEvent) -> Understanding:
    offset = timezone(timedelta(seconds=event.received_utc_offset_s or 0))
    return understand(
        app=event.app_name or event.app_id,
        title=event.title,
        subtitle=event.subtitle,
        body=event.body,
        local_time=event.received_at.astimezone(offset),
    )


def run(quick: bool) -> list[Row]:
    """Measure the stage's time per notification and the references.

    Args:
        quick: Fewer rounds over the corpus (a smoke run).

    Returns:
        Rows for p50, p95 and p99 in microseconds against the noise filter, the p95 of each
        notification's fastest round (scheduler noise removed), p95 against ``str.lower()``,
        p95 of thread CPU time (a preempted call's wait left out), the first call in the
        process (module import excluded) and throughput.
    """
    samples = noise_corpus.load_corpus(sorted(CORPUS.glob("*.jsonl")))
    events = [s.event for s in samples]

    def lower(event: NotificationEvent) -> str:
        return f"{event.title}\n{event.subtitle}\n{event.body}".lower()

    start = time.perf_counter()
    _understand(events[0])
    first_call_ms = (time.perf_counter() - start) * 1e3
    rounds = 3 if quick else 20
    for event in events:  # warm up caches and lazily built state
        noise.classify(event)
        _understand(event)
    gc.disable()
    try:
        stage = per_call_us(events, _understand, rounds)
        filt = per_call_us(events, noise.classify, rounds)
        low = per_call_us(events, lower, rounds)
        stage_cpu = per_call_us(events, _understand, max(1, rounds // 4), time.thread_time)
        filt_cpu = per_call_us(events, noise.classify, max(1, rounds // 4), time.thread_time)
        start = time.perf_counter()
        for _ in range(rounds):
            for event in events:
                _understand(event)
        throughput = rounds * len(events) / (time.perf_counter() - start)
    finally:
        gc.enable()

    count = len(events)
    best = [min(stage[i::count]) for i in range(count)]
    best_filt = [min(filt[i::count]) for i in range(count)]
    p95 = percentile(stage, 0.95)
    return [
        Row(
            "understand p50", percentile(stage, 0.5), "us", "noise classify", percentile(filt, 0.5)
        ),
        Row(
            "understand p95",
            p95,
            "us",
            "noise classify",
            percentile(filt, 0.95),
            target=f"< {TARGET_P95_US:.0f} us",
            met=p95 < TARGET_P95_US,
        ),
        Row(
            "understand p99",
            percentile(stage, 0.99),
            "us",
            "noise classify",
            percentile(filt, 0.99),
        ),
        Row(
            "understand p95 of per-notification best",
            percentile(best, 0.95),
            "us",
            "noise classify, same",
            percentile(best_filt, 0.95),
        ),
        Row("understand p95", p95, "us", "str.lower()", percentile(low, 0.95)),
        Row(
            "understand p95, thread CPU time",
            percentile(stage_cpu, 0.95),
            "us",
            "noise classify, thread CPU time",
            percentile(filt_cpu, 0.95),
            target=f"< {TARGET_P95_US:.0f} us",
            met=percentile(stage_cpu, 0.95) < TARGET_P95_US,
        ),
        Row("understand first call in process", first_call_ms, "ms"),
        Row(
            f"understand throughput ({count} notifications x {rounds})",
            throughput,
            "notifications/s",
        ),
    ]
