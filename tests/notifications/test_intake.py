"""The one intake: ring, intake lock and consume owned together (publish, drain, pure reads)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.errors import StorageFull
from agent_memory.layout import DataLayout
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.intake import Intake

from .processor_support import fallback_engine, harness

NOW = datetime(2025, 3, 14, 18, 0, tzinfo=UTC)


def event(n: int, body: str = "Dinner at 8?") -> NotificationEvent:
    return make_event(
        platform="android",
        source_key=f"0|com.whatsapp|{n}|null|10001",
        app_id="com.whatsapp",
        title="Ana",
        body=body,
        phone_timestamp_raw=str(1_742_000_000_000 + n),
        received_at=NOW - timedelta(minutes=10) + timedelta(seconds=n),
    )


def open_intake(tmp_path: Path, ring: EventRing, page: int = 100) -> Intake:
    context = NotificationContext.open(
        DataLayout(tmp_path).notifications, ring, clock=ManualClock(NOW)
    )
    return Intake(ring, context, page=page)


async def test_publish_reports_the_records_and_replays_of_its_own_call(tmp_path: Path) -> None:
    intake = open_intake(tmp_path, EventRing(64))
    try:
        first = await intake.publish([event(1), event(2)])
        again = await intake.publish([event(2), event(3)])  # event 2 is a bridge's replay
    finally:
        intake.context.close()
    assert (first.accepted, first.persisted, first.duplicates) == (2, 2, 0)
    assert [r.context_id for r in first.records] == [1, 2]
    assert (first.first_event_id, first.last_event_id) == (1, 2)
    assert (again.accepted, again.persisted, again.duplicates) == (2, 1, 1)
    assert [r.context_id for r in again.records] == [3]
    assert again.replays == ((intake.ring.generation, 3, 2),)  # event id 3 repeats context id 2
    assert not intake.unconsumed()


async def test_publish_larger_than_the_ring_loses_nothing(tmp_path: Path) -> None:
    intake = open_intake(tmp_path, EventRing(8), page=100)
    try:
        report = await intake.publish([event(n, f"message {n}") for n in range(1, 51)])
        status = intake.context.status()
    finally:
        intake.context.close()
    assert intake.page == 8  # a page never exceeds the ring
    assert (report.accepted, report.persisted, report.gaps) == (50, 50, ())
    assert status.next_context_id == 51


async def test_publish_with_writes_off_accepts_nothing_and_leaves_the_ring_empty(
    tmp_path: Path,
) -> None:
    intake = open_intake(tmp_path, EventRing(64))
    intake.context.writes_enabled = False
    try:
        with pytest.raises(StorageFull):
            await intake.publish([event(1)])
        assert intake.ring.last_event_id == 0
        assert await intake.drain_page() is None
    finally:
        intake.context.close()


async def test_has_pending_reads_without_consuming(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.publish("Dinner at 8?")  # straight into the ring, as a BLE transport does
        assert await h.processor.has_pending()
        assert await h.processor.has_pending()
        assert h.context.source_cursor is None  # nothing was consumed by asking
        assert h.context.status().next_context_id == 1
        result = await h.processor.run_batch()
        assert result.processed == 1
        assert not await h.processor.has_pending()


async def test_ring_events_do_not_count_as_pending_while_writes_are_off(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.publish("Dinner at 8?")
        h.context.writes_enabled = False
        assert not await h.processor.has_pending()  # a batch could not consume them
        h.context.writes_enabled = True
        assert await h.processor.has_pending()
