"""StorageMonitor driving the real NotificationContext: cleanup by level and the write switch."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.storage import (
    DiskUsage,
    NotificationContextCleaner,
    StorageLevel,
    StorageMonitor,
)
from agent_memory.timer import ManualTimer
from tests.notifications.support import T0, android_event, open_context

MiB = 1024 * 1024
TOTAL = 8 * 1024 * MiB


class Probe:
    """A free-space probe whose answer the test sets (the real one reads statvfs)."""

    def __init__(self, free_bytes: int) -> None:
        self.free_bytes = free_bytes

    def __call__(self, path: Path) -> DiskUsage:
        return DiskUsage(total_bytes=TOTAL, free_bytes=self.free_bytes)


async def test_levels_clean_processed_shards_and_switch_writes(tmp_path: Path) -> None:
    clock = ManualClock(T0 + timedelta(days=20))
    ring = EventRing(256)
    for day in range(20):
        ring.publish(android_event(day + 1, at=T0 + timedelta(days=day)))
    context = open_context(tmp_path, ring, clock)
    context.consume()
    context.commit_processed(context.read_pending(15))  # days 0-14 processed, 15-19 pending
    probe = Probe(TOTAL // 2)
    monitor = StorageMonitor(tmp_path, probe=probe, timer=ManualTimer(clock))
    monitor.register_cleaner(NotificationContextCleaner(context))
    monitor.register_write_gate(context)

    await monitor.check()  # Normal: keep 14 days
    assert level_of(monitor) is StorageLevel.NORMAL
    assert context.status().shards[0] == "2025-03-07"  # before 2025-03-07 (today - 14) is gone

    probe.free_bytes = 300 * MiB  # Critical (below 5 % of 8 GiB): keep 1 day, writes off
    await monitor.check()
    assert level_of(monitor) is StorageLevel.CRITICAL
    assert context.writes_enabled is False
    shards = context.status().shards
    assert shards[0] == "2025-03-16"  # every processed shard is gone; pending ones all stay
    assert [r.context_id for r in context.read_pending(10)] == [16, 17, 18, 19, 20]
    ring.publish(android_event(99, at=clock.now()))
    assert context.consume().skipped is True

    probe.free_bytes = 20 * MiB  # Emergency: all processed shards, never a pending one
    await monitor.check()
    assert level_of(monitor) is StorageLevel.EMERGENCY
    assert [r.context_id for r in context.read_pending(10)] == [16, 17, 18, 19, 20]

    probe.free_bytes = TOTAL // 2  # recovery: writes back on, resume from the old cursor
    await monitor.check()
    assert context.status().writes_enabled is True
    persisted = context.consume().persisted
    assert [r.event.body for r in persisted] == ["message number 99"]
    assert context.status().gaps == []
    context.close()


def level_of(monitor: StorageMonitor) -> StorageLevel | None:
    """The monitor's level (a call, so the type checker does not narrow across awaits)."""
    return monitor.level
