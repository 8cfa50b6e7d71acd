"""AgentMemory embedded in an asyncio program, on a manual timer (no sleeping for idle windows)."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from pathlib import Path

import pytest

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.errors import InvalidInput, LeaseNotFound
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer


def _event(timer: ManualTimer, n: int, title: str, body: str) -> NotificationEvent:
    return make_event(
        platform="android",
        source_key=f"0|com.whatsapp|{n}|null|10123",
        app_id="com.whatsapp",
        received_at=timer.now(),
        title=title,
        body=body,
    )


async def _settle() -> None:
    for _ in range(20):
        await asyncio.sleep(0)


async def test_published_notifications_become_memories_after_the_idle_window(
    tmp_path: Path,
) -> None:
    timer = ManualTimer()
    settings = Settings.load(data_dir=tmp_path)
    async with AgentMemory.open(settings, clock=timer.clock, timer=timer) as memory:
        report = await memory.publish_notifications(
            [
                _event(timer, 1, "Dr. Patel", "Dentist moved to Thursday 16:30"),
                _event(timer, 2, "Mia", "Pick up the parcel from the locker"),
            ]
        )
        assert (report.accepted, report.persisted, report.duplicates) == (2, 2, 0)
        status = await memory.status()
        assert status.context.pending == 2  # durable, waiting for the idle window
        assert await memory.recall_memory("dentist") == []
        timer.advance(299)
        await _settle()
        assert (await memory.status()).context.pending == 2
        timer.advance(1)
        async with asyncio.timeout(10):
            await memory.wait_until_idle()
        hits = await memory.recall_memory("dentist")
        assert [hit.record.id for hit in hits] == ["ntf-1"]
        assert hits[0].record.expires_at == timer.now() + timedelta(days=7)
        replay = await memory.publish_notifications(
            [_event(timer, 1, "Dr. Patel", "Dentist moved to Thursday 16:30")]
        )
        assert (replay.persisted, replay.duplicates) == (0, 1)
        status = await memory.status()
        assert status.totals["add"] == 2
        assert status.privacy.on_device is True


async def test_foreground_lease_ends_by_itself_when_not_renewed(tmp_path: Path) -> None:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        lease = await memory.leases.begin(10)
        assert memory.worker.status().foreground_depth == 1
        timer.advance(5)
        await memory.leases.renew(lease.lease_id, 10)
        timer.advance(9)
        await _settle()
        assert (await memory.status()).foreground_leases == 1
        timer.advance(1)
        await _settle()
        assert (await memory.status()).foreground_leases == 0
        assert memory.worker.status().foreground_depth == 0
        with pytest.raises(LeaseNotFound):
            await memory.leases.end(lease.lease_id)
        with pytest.raises(InvalidInput, match="3600"):
            await memory.leases.begin(0)


async def test_clean_close_and_reopen_records_no_gap(tmp_path: Path) -> None:
    timer = ManualTimer()
    settings = Settings.load(data_dir=tmp_path)
    async with AgentMemory.open(settings, clock=timer.clock, timer=timer) as memory:
        await memory.publish_notifications([_event(timer, 1, "Mia", "See you at six")])
    async with AgentMemory.open(settings, clock=timer.clock, timer=timer) as memory:
        status = await memory.status()
        assert status.context.gaps == []
        assert status.context.next_context_id == 2
        assert status.context.pending == 1


async def test_without_background_nothing_runs_until_the_caller_runs_a_batch(
    tmp_path: Path,
) -> None:
    timer = ManualTimer()
    settings = Settings.load(data_dir=tmp_path, idle_delay_s=0)
    async with AgentMemory.open(
        settings, clock=timer.clock, timer=timer, background=False
    ) as memory:
        await memory.publish_notifications(
            [_event(timer, 1, "Dr. Patel", "Dentist moved to Thursday 16:30")]
        )
        timer.advance(3600)
        await _settle()
        status = await memory.status()
        assert (status.worker.state, status.context.pending, timer.sleepers) == ("stopped", 1, 0)
        result = await memory.run_notification_batch()
        assert result.processed == 1
        assert [(o.context_id, o.action, o.memory_id) for o in result.outcome.outcomes] == [
            (1, "add", "ntf-1")
        ]
        assert [h.record.id for h in await memory.recall_memory("dentist")] == ["ntf-1"]
