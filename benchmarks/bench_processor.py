"""NotificationMemoryProcessor: overhead per batch of 10 excluding the model call, prompt tokens
and LLM calls per notification, with a scripted model over real HTTP on 127.0.0.1.

Reference in the same run: the intake floor for the same records (consume, read_pending and
commit_processed alone, which every batch needs whatever it extracts).
"""

from __future__ import annotations

import asyncio
import re
import shutil
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from agent_memory.ble.event import make_event
from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.engine import MemoryMergeEngine, OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.layout import DataLayout
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.processor import NotificationMemoryProcessor
from agent_memory.notifications.trail import Decision, DecisionTrail
from agent_memory.testing.chat_server import RecordedRequest, ScriptedChatServer, ScriptedReply
from benchmarks.harness import Row, percentile

T0 = datetime(2025, 3, 3, 8, 0, tzinfo=UTC)
TEXTS = [
    ("Ana", "Dinner at Rosa's on Friday at 8?"),
    ("Calendar", "Dentist moved to Thursday 4:30 PM"),
    ("Courier", "Your parcel with running shoes arrives Friday"),
    ("妈妈", "周末回家吃饭吗？"),
    ("Booking.com", "Lisbon stay May 3-6 confirmed, check-in from 3 PM"),
    ("Ravi", "lunch tomorrow at the usual place?"),
    ("Airline", "Flight LH 1234 to Lisbon: gate changed to B12"),
    ("Boss", "Can you send the slides before the 10:00 meeting?"),
    ("快递", "您的包裹已到驿站，请凭取件码取件"),
    ("Gym", "Your Saturday 9 AM spin class is booked"),
]


def _letters(number: int) -> str:
    """Return ``number`` written in letters a-j, one per digit (``105`` -> ``baf``)."""
    return "".join(chr(ord("a") + int(d)) for d in str(number))


def _responder(request: RecordedRequest) -> ScriptedReply:
    text = "\n".join(str(m["content"]) for m in request.body["messages"])
    ids = [int(m.group(1)) for m in re.finditer(r"^notification (\d+) \|", text, re.MULTILINE)]
    items = [
        {
            "context_id": cid,
            "action": "add",
            "target": None,
            "store": "temporary",
            "kind": "event",
            # Letters, not the id's digits: a number no notification holds is refused as
            # invented (guard rule 7), and the benchmark times memories being written.
            "content": f"Memory of notification {_letters(cid)}",
            "expires_at": None,
            "reason": "r",
        }
        for cid in ids
    ]
    return ScriptedReply.json({"items": items})


async def _run(root: Path, batches: int) -> list[Row]:
    clock = ManualClock(T0 + timedelta(days=1))
    ring = EventRing(4096)
    for n in range(batches * 10):
        title, text = TEXTS[n % len(TEXTS)]
        ring.publish(
            make_event(
                platform="android",
                source_key=f"0|com.example|{n}|null|1",
                app_id="com.example",
                title=title,
                body=f"{text} ({n})",
                received_at=T0 + timedelta(seconds=n),
            )
        )
    context = NotificationContext.open(DataLayout(root).notifications, ring, clock=clock)
    stores = await MemoryStores.open(root, clock)
    overhead: list[float] = []
    async with ScriptedChatServer(default=_responder) as server:
        engine = MemoryMergeEngine(
            OpenAICompatibleProvider(
                OpenAICompatibleConfig(base_url=server.base_url, model="scripted", stream=False)
            )
        )
        processor = NotificationMemoryProcessor(context, stores, engine, clock=clock)
        for _ in range(batches):
            start = time.perf_counter()
            result = await processor.run_batch()
            total = time.perf_counter() - start
            assert result.processed == 10, result
            requests = server.chat_requests
            latency = requests[-1].finished_at or 0.0
            model_s = latency - requests[-1].received_at if latency else 0.0
            overhead.append(total - model_s)
        await engine.aclose()
    tokens = processor.totals["prompt_tokens"] / (batches * 10)
    calls = processor.totals["llm_calls"] / (batches * 10)
    await stores.close()
    context.close()

    floor_ring = EventRing(4096)
    for n in range(batches * 10):
        floor_ring.publish(
            make_event(
                platform="android",
                source_key=f"0|f|{n}|null|1",
                app_id="f",
                body=f"x {n}",
                received_at=T0 + timedelta(seconds=n),
            )
        )
    floor_ctx = NotificationContext.open(root / "floor", floor_ring, clock=clock)
    floor: list[float] = []
    for _ in range(batches):
        start = time.perf_counter()
        floor_ctx.consume(100)
        batch = floor_ctx.read_pending(10)
        floor_ctx.commit_processed(batch)
        floor.append(time.perf_counter() - start)
    floor_ctx.close()

    # The decision trail the runtime's processor writes before each commit: one fsynced append
    # of 10 lines per batch (docs/formats/decision-trail.md).
    trail = DecisionTrail(root)
    trail_s: list[float] = []
    for index in range(batches):
        first = index * 10 + 1
        decisions = [
            Decision(cid, "com.example", T0, first, first + 9, 10, "model", "keep:keep", "add", "r")
            for cid in range(first, first + 10)
        ]
        start = time.perf_counter()
        trail.append(decisions)
        trail_s.append(time.perf_counter() - start)
    return [
        Row(
            "decision trail append per batch of 10 (fsync), p50",
            percentile(trail_s, 0.5) * 1000,
            "ms",
            "intake floor p50",
            percentile(floor, 0.5) * 1000,
        ),
        Row(
            "processor overhead per batch of 10 (excl. model), p50",
            percentile(overhead, 0.5) * 1000,
            "ms",
            "intake floor p50",
            percentile(floor, 0.5) * 1000,
        ),
        Row(
            "processor overhead per batch of 10 (excl. model), p95",
            percentile(overhead, 0.95) * 1000,
            "ms",
            "intake floor p95",
            percentile(floor, 0.95) * 1000,
        ),
        Row("prompt tokens per notification", tokens, "tokens"),
        Row(
            "LLM calls per notification (full batches)",
            calls,
            "calls",
            "target",
            0.1,
            "== 0.1",
            abs(calls - 0.1) < 1e-9,
        ),
    ]


def run(quick: bool) -> list[Row]:
    """Run the processor benchmark; ``quick`` runs 5 batches instead of 40."""
    root = Path(tempfile.mkdtemp(prefix="agent-memory-bench-"))
    try:
        return asyncio.run(_run(root, 5 if quick else 40))
    finally:
        shutil.rmtree(root, ignore_errors=True)
