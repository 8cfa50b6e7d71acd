"""Issue 17, items 1 and 3: no record stalls the pipeline, and attempts are counted per provider.

Real context on disk, real SQLite stores, a scripted OpenAI-compatible server on 127.0.0.1 for the
model. A process death is the state a kill leaves: an attempt marked in flight on disk, then a new
open of the context (the recovery the service runs on start).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import orjson
import pytest

from agent_memory.ble.event import make_event
from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.fallback import FallbackProvider
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.errors import InvalidInput, ModelUnavailable
from agent_memory.layout import DataLayout
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import StoreName
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.fallback import notification_fallback_rule
from agent_memory.notifications.processor import (
    NotificationMemoryProcessor,
    ProcessorConfig,
    memory_id_for,
)
from agent_memory.notifications.proposal import NOTIFICATION_SCENARIO
from agent_memory.notifications.record import NotificationRecord
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply

from .processor_support import NOW, add, answer, fallback_engine, harness, scripted_engine


@pytest.fixture
async def server() -> AsyncIterator[ScriptedChatServer]:
    async with ScriptedChatServer() as chat:
        yield chat


def _event(n: int, body: str | None = None, **fields: Any) -> Any:
    settings: dict[str, Any] = {
        "platform": "android",
        "source_key": f"0|com.whatsapp|{n}|null|10001",
        "app_id": "com.whatsapp",
        "title": f"Friend {n}",
        "body": body if body is not None else f"Dinner plan number {n} for Friday",
        "phone_timestamp_raw": str(1_742_000_000_000 + n),
        "received_at": NOW - timedelta(minutes=30) + timedelta(seconds=n),
    }
    settings.update(fields)
    return make_event(**settings)


def _boom_rule(items: Sequence[ExtractItem], related: Sequence[RelatedMemory]) -> dict[str, Any]:
    """The notification rules, except that an item whose text holds ``boom`` raises."""
    if any("boom" in item.fields.get("text", "") for item in items):
        raise ValueError("the rule cannot handle this record")
    return notification_fallback_rule(items, related)


def _boom_fallback() -> MemoryMergeEngine:
    return MemoryMergeEngine(FallbackProvider({NOTIFICATION_SCENARIO.name: _boom_rule}))


@dataclass
class _Service:
    """One run of the notification pipeline on a data directory (what a process start opens)."""

    context: NotificationContext
    stores: MemoryStores
    processor: NotificationMemoryProcessor


@asynccontextmanager
async def _service(
    data_dir: Path,
    engine: MemoryMergeEngine,
    fallback: MemoryMergeEngine | None,
    ring: EventRing,
    max_attempts: int = 3,
) -> AsyncIterator[_Service]:
    clock = ManualClock(NOW)
    context = NotificationContext.open(DataLayout(data_dir).notifications, ring, clock=clock)
    stores = await MemoryStores.open(data_dir, clock)
    processor = NotificationMemoryProcessor(
        context,
        stores,
        engine,
        fallback_engine=fallback,
        clock=clock,
        config=ProcessorConfig(max_attempts=max_attempts),
    )
    try:
        yield _Service(context, stores, processor)
    finally:
        await stores.close()
        context.close()


def _die_during(context: NotificationContext, provider: str) -> None:
    """Leave on disk what a kill during an attempt of ``provider`` leaves, and stop."""
    attempts, _ = context.attempts_for(_head(context))
    context.begin_attempt(attempts.head, provider)
    context.close()  # the copy written says the attempt is in flight, as the kill left it


def _head(context: NotificationContext) -> int:
    return context.read_pending(1)[0].context_id


def _poison_gaps(context: NotificationContext) -> list[tuple[int | None, int | None]]:
    return [(g.first_context_id, g.last_context_id) for g in context.gaps() if g.kind == "poison"]


# ------------------------------------------------------------------------- item 1: intake


@pytest.mark.parametrize(
    ("received_at", "offset"),
    [
        (datetime(9999, 12, 31, 23, 59, 59, tzinfo=UTC), 3600),
        (datetime(1, 1, 1, tzinfo=UTC), -3600),
        (datetime(9999, 12, 31, 23, 59, 59, tzinfo=UTC), None),
    ],
)
def test_receipt_time_out_of_range_is_refused_at_intake(
    received_at: datetime, offset: int | None
) -> None:
    with pytest.raises(InvalidInput) as info:
        _event(1, received_at=received_at, received_utc_offset_s=offset)
    assert info.value.field == "received_at"
    assert "1970-01-01 and 9000-01-01" in str(info.value)


def test_phone_time_out_of_range_is_dropped_not_refused() -> None:
    event = _event(1, posted_at=datetime(9999, 12, 31, tzinfo=UTC), phone_timestamp_raw="x")
    assert event.posted_at is None
    assert event.phone_timestamp_raw == "x"


def test_stored_line_whose_time_overflows_in_utc_is_not_a_record() -> None:
    line = orjson.loads(NotificationRecord(1, "g", 1, "f" * 32, _event(1)).to_line())
    line["received_at"] = "9999-12-31T23:59:59-01:00"  # past year 9999 once in UTC
    with pytest.raises(InvalidInput):
        NotificationRecord.from_line(orjson.dumps(line))


async def test_stored_far_future_record_with_offset_is_processed_not_stalled(
    tmp_path: Path,
) -> None:
    """A record an older version accepted (year 9999, +1 h) no longer raises OverflowError."""
    ring = EventRing(64)
    for n in (1, 2, 3):
        ring.publish(_event(n))
    shards = DataLayout(tmp_path).notifications / "events"
    with NotificationContext.open(
        DataLayout(tmp_path).notifications, ring, clock=ManualClock(NOW)
    ) as context:
        context.consume()
    # Rewrite record 2 as an older version stored it: receipt in 9999 at UTC+1.
    (shard,) = shards.glob("*.jsonl")
    lines = shard.read_bytes().splitlines()
    record = orjson.loads(lines[1])
    record["received_at"] = "9999-12-31T23:59:59Z"
    record["received_utc_offset_s"] = 3600
    lines[1] = orjson.dumps(record)
    shard.write_bytes(b"\n".join(lines) + b"\n")
    fallback = fallback_engine()
    async with _service(tmp_path, fallback, fallback, EventRing(8)) as service:
        result = await service.processor.run_batch()
        assert result.processed == 3
        assert service.context.memory_cursor.context_id == 3
        assert _poison_gaps(service.context) == []
    await fallback.aclose()


# -------------------------------------------------------------- item 1: any error counts


async def test_model_answer_holding_nul_counts_as_failed_attempt(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """InvalidInput from the store is counted like a model error: 3 attempts, then the fallback."""
    async with harness(tmp_path, scripted_engine(server), fallback=fallback_engine()) as h:
        h.publish("Dinner at Nonna's on Friday at 8")
        h.publish("Bring the wine", title="Ravi")
        bad = ScriptedReply.json(answer(add(1, "Dinner\u0000 Friday"), add(2, "Wine")))
        server.script(bad, bad, bad)
        for attempt in (1, 2, 3):
            with pytest.raises(InvalidInput):
                await h.processor.run_batch()
            attempts, _ = h.context.attempts_for(1)
            assert attempts.failed == attempt
            assert h.memory_cursor() == 0
        result = await h.processor.run_batch()
        assert result.processed == 2
        assert result.outcome.fallback
        assert sorted(m.id for m in await h.memories()) == [memory_id_for(1), memory_id_for(2)]
        assert len(server.chat_requests) == 3
        assert _poison_gaps(h.context) == []


async def test_fallback_error_poisons_only_the_record_that_causes_it(tmp_path: Path) -> None:
    """No model: the rule raises on record 3 of 5; records 1, 2, 4, 5 become memories."""
    fallback = _boom_fallback()
    ring = EventRing(64)
    for n in range(1, 6):
        ring.publish(_event(n, "boom goes the rule" if n == 3 else None))
    async with _service(tmp_path, fallback, fallback, ring) as service:
        processed = 0
        for _ in range(20):
            try:
                processed += (await service.processor.run_batch()).processed
            except ValueError:
                continue
            if service.context.memory_cursor.context_id == 5:
                break
        assert service.context.memory_cursor.context_id == 5
        assert _poison_gaps(service.context) == [(3, 3)]
        kept = [
            n
            for n in range(1, 6)
            if await service.stores.get(StoreName.TEMPORARY, memory_id_for(n)) is not None
        ]
        assert kept == [1, 2, 4, 5]
    await fallback.aclose()


async def test_model_error_poisons_only_the_failing_record_without_fallback(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """No fallback configured: after the model failed the batch, each record is tried alone."""
    async with harness(tmp_path, scripted_engine(server)) as h:
        for n in (1, 2, 3):
            h.publish(f"Dinner plan number {n}", title=f"Friend {n}")
        error = ScriptedReply.error(500)
        server.script(error, error, error)  # the batch of three fails three times
        for _ in range(3):
            with pytest.raises(ModelUnavailable):
                await h.processor.run_batch()
        # Alone: record 1 works, record 2 fails three times, record 3 works.
        server.script(
            ScriptedReply.json(answer(add(1, "Dinner plan 1"))),
            error,
            error,
            error,
            ScriptedReply.json(answer(add(3, "Dinner plan 3"))),
        )
        assert (await h.processor.run_batch()).processed == 1
        for _ in range(3):
            with pytest.raises(ModelUnavailable):
                await h.processor.run_batch()
        assert (await h.processor.run_batch()).processed == 1  # record 2: poison gap
        assert (await h.processor.run_batch()).processed == 1
        assert h.memory_cursor() == 3
        assert _poison_gaps(h.context) == [(2, 2)]
        assert sorted(m.id for m in await h.memories()) == [memory_id_for(1), memory_id_for(3)]


# -------------------------------------------------------- item 3: attempts per provider


async def test_crash_during_model_call_moves_batch_to_fallback_not_poison(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    ring = EventRing(64)
    for n in range(1, 11):
        ring.publish(_event(n))
    for _ in range(3):
        async with _service(tmp_path, scripted_engine(server), fallback_engine(), ring) as s:
            s.context.consume()
            _die_during(s.context, "model")
    async with _service(tmp_path, scripted_engine(server), fallback_engine(), ring) as s:
        attempts, _ = s.context.attempts_for(1)
        assert (attempts.failed, attempts.fallback_failed) == (3, 0)
        result = await s.processor.run_batch()
        assert result.processed == 10
        assert result.outcome.fallback
        assert _poison_gaps(s.context) == []
        assert server.chat_requests == []


async def test_no_model_boot_loop_never_poisons_a_healthy_batch(tmp_path: Path) -> None:
    """Ten kills during the fallback's runs, with no model: every record becomes a memory."""
    ring = EventRing(64)
    for n in range(1, 11):
        ring.publish(_event(n))
    for kill in range(10):
        fallback = fallback_engine()
        async with _service(tmp_path, fallback, fallback, ring) as s:
            s.context.consume()
            if kill:
                # A few batches go through between kills, as in a loop that restarts and dies.
                await s.processor.run_batch()
            if s.context.has_pending():
                _die_during(s.context, "fallback")
        await fallback.aclose()
    fallback = fallback_engine()
    async with _service(tmp_path, fallback, fallback, ring) as s:
        while (await s.processor.run_batch()).processed:
            pass
        assert s.context.memory_cursor.context_id == 10
        assert _poison_gaps(s.context) == []
        for n in range(1, 11):
            assert await s.stores.get(StoreName.TEMPORARY, memory_id_for(n)) is not None, n
    await fallback.aclose()


async def test_record_that_kills_every_fallback_run_ends_in_one_poison_gap(tmp_path: Path) -> None:
    """Deaths during the fallback's own runs count: the batch is isolated, then the record that
    dies alone three times is skipped, and the gap is recorded once, not on every later open."""
    ring = EventRing(64)
    for n in range(1, 4):
        ring.publish(_event(n))
    fallback = fallback_engine()
    async with _service(tmp_path, fallback, fallback, ring) as s:
        s.context.consume()
        _die_during(s.context, "fallback")  # the batch of three: isolated on the next run
    async with _service(tmp_path, fallback, fallback, ring) as s:
        assert (await s.processor.run_batch()).processed == 1  # record 1 alone
        assert s.context.attempts_for(2)[1] is True
    for _ in range(3):
        async with _service(tmp_path, fallback, fallback, ring) as s:
            _die_during(s.context, "fallback")  # record 2 alone dies every time
    for _ in range(3):
        async with _service(tmp_path, fallback, fallback, ring) as s:
            while (await s.processor.run_batch()).processed:
                pass
            assert _poison_gaps(s.context) == [(2, 2)]
            assert s.context.memory_cursor.context_id == 3
    await fallback.aclose()


# ------------------------------------------------------------- item 6: pipeline faults


async def test_records_cut_after_the_last_checkpoint_are_detected_and_ids_not_reused(
    tmp_path: Path,
) -> None:
    """A restore of an older copy of notifications/ (or a disk that lied about fsync)."""
    import shutil

    notifications = DataLayout(tmp_path).notifications
    snapshot = tmp_path / "snapshot"
    fallback = fallback_engine()
    ring = EventRing(64)
    for n in (1, 2, 3):
        ring.publish(_event(n))
    async with _service(tmp_path, fallback, fallback, ring) as s:
        assert (await s.processor.run_batch()).processed == 3
    shutil.copytree(notifications, snapshot)
    for n in (4, 5):
        ring.publish(_event(n))
    async with _service(tmp_path, fallback, fallback, ring) as s:
        assert (await s.processor.run_batch()).processed == 2
        before = await s.stores.get(StoreName.TEMPORARY, memory_id_for(4))
    shutil.rmtree(notifications)
    shutil.copytree(snapshot, notifications)
    ring = EventRing(64)
    async with _service(tmp_path, fallback, fallback, ring) as s:
        assert s.context.status().next_context_id == 4  # log and state agree: nothing to see
        assert await s.processor.reconcile_ids() is True
        (gap,) = s.context.gaps()
        assert (gap.kind, gap.first_context_id, gap.last_context_id) == ("lost_tail", 4, 5)
        ring.publish(_event(6, "A new message after the restore"))
        assert (await s.processor.run_batch()).processed == 1
        assert s.context.memory_cursor.context_id == 6
        assert await s.stores.get(StoreName.TEMPORARY, memory_id_for(4)) == before
        assert await s.stores.get(StoreName.TEMPORARY, memory_id_for(6)) is not None
        assert await s.processor.reconcile_ids() is False  # once
    await fallback.aclose()


async def _updates_of_one_notification(tmp_path: Path, count: int) -> None:
    fallback = fallback_engine()
    async with harness(tmp_path, fallback, fallback=fallback) as h:
        key = "0|com.whatsapp|7|null|10001"
        for n in range(count):
            kind = "added" if n == 0 else "modified"
            h.publish(f"Ana: the plan is now number {n}", title="Ana", key=key, kind=kind)
            await h.processor.run_batch()
        memories = await h.memories()
        assert [m.id for m in memories] == [memory_id_for(1)]
        assert memories[0].content == f"Ana (WhatsApp): Ana: the plan is now number {count - 1}"
        assert memories[0].revision == count
        assert h.memory_cursor() == count


async def test_fallback_updates_one_memory_for_repeated_updates_of_one_notification(
    tmp_path: Path,
) -> None:
    await _updates_of_one_notification(tmp_path, 60)


@pytest.mark.slow
@pytest.mark.timeout(2400)  # 10,000 batches, each with its state and store writes (fsync)
async def test_ten_thousand_updates_of_one_notification_make_one_memory(tmp_path: Path) -> None:
    await _updates_of_one_notification(tmp_path, 10_000)
