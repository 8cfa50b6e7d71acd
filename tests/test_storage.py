"""StorageMonitor: levels, cleaners by level, write gating, periodic checks, a real tmpfs.

``ShardContext`` is a small real stand-in for NotificationContext: UTC date shards on disk, a
memory cursor, ``cleanup_processed_before`` that deletes only whole, fully processed shards, and a
``writes_enabled`` switch that stops consumption from a real EventRing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory.ble.event import make_event
from agent_memory.ble.ring import EventRing, RingCursor, RingGap
from agent_memory.clock import ManualClock
from agent_memory.errors import InvalidInput, LifecycleError, StorageError
from agent_memory.logs import capture_events
from agent_memory.storage import (
    DiskUsage,
    FunctionCleaner,
    LevelThreshold,
    NotificationContextCleaner,
    StorageLevel,
    StorageMonitor,
    StorageThresholds,
    disk_usage_probe,
)
from agent_memory.testing.waiting import settle, until
from agent_memory.timer import ManualTimer

MiB = 1024 * 1024
NOW = datetime(2025, 3, 21, 12, 0, tzinfo=UTC)
TODAY = NOW.date()
THRESHOLDS = StorageThresholds(
    warning=LevelThreshold(100 * MiB, 0),
    critical=LevelThreshold(50 * MiB, 0),
    emergency=LevelThreshold(10 * MiB, 0),
    recovery_margin_bytes=5 * MiB,
    recovery_margin_percent=0,
)
TOTAL = 1000 * MiB


@dataclass(frozen=True)
class CleanupResult:
    deleted: tuple[date, ...]
    kept_unprocessed: tuple[date, ...]


class ShardContext:
    """UTC-date JSONL shards with a memory cursor; cleanup only through cleanup_processed_before."""

    def __init__(self, root: Path) -> None:
        self.events_dir = root / "memory" / "notifications" / "events"
        self.events_dir.mkdir(parents=True, exist_ok=True)
        self._writes_enabled = True
        self.switches: list[bool] = []
        self.next_context_id = 1
        self.memory_cursor = 0
        self.source_cursor: RingCursor | None = None
        self.gaps: list[RingGap] = []

    @property
    def writes_enabled(self) -> bool:
        return self._writes_enabled

    @writes_enabled.setter
    def writes_enabled(self, value: bool) -> None:
        self._writes_enabled = value
        self.switches.append(value)

    def append(self, day: date, pad_bytes: int = 64) -> int:
        if not self._writes_enabled:
            raise StorageError("Notification writes are switched off at this storage level.")
        context_id = self.next_context_id
        record = {"context_id": context_id, "day": day.isoformat(), "pad": "x" * pad_bytes}
        with (self.events_dir / f"{day.isoformat()}.jsonl").open("a", encoding="utf-8") as out:
            out.write(json.dumps(record) + "\n")
            out.flush()
            os.fsync(out.fileno())
        self.next_context_id += 1
        return context_id

    def consume(self, ring: EventRing, limit: int = 100) -> int:
        if not self._writes_enabled:
            return 0
        page = ring.events_since(self.source_cursor, limit)
        self.gaps.extend(page.gaps)
        for published in page.events:
            received = published.event.received_at
            self.append(received.date() if received else TODAY)
        self.source_cursor = page.next_cursor
        return len(page.events)

    def shard_days(self) -> list[date]:
        return sorted(date.fromisoformat(p.stem) for p in self.events_dir.glob("*.jsonl"))

    def cleanup_processed_before(self, before: date) -> CleanupResult:
        deleted: list[date] = []
        kept: list[date] = []
        for day in self.shard_days():
            if day >= before:
                continue
            path = self.events_dir / f"{day.isoformat()}.jsonl"
            last = json.loads(path.read_text(encoding="utf-8").splitlines()[-1])
            if last["context_id"] <= self.memory_cursor:
                path.unlink()
                deleted.append(day)
            else:
                kept.append(day)
        return CleanupResult(tuple(deleted), tuple(kept))


class ScriptedProbe:
    """A free-space probe whose answer the test sets; counts calls."""

    def __init__(self, free_bytes: int, total_bytes: int = TOTAL) -> None:
        self.free_bytes = free_bytes
        self.total_bytes = total_bytes
        self.calls = 0
        self.fail = False

    def __call__(self, path: Path) -> DiskUsage:
        self.calls += 1
        if self.fail:
            raise OSError(5, "Input/output error")
        return DiskUsage(total_bytes=self.total_bytes, free_bytes=self.free_bytes)


def level_of(monitor: StorageMonitor) -> StorageLevel | None:
    return monitor.level


def day(offset: int) -> date:
    return TODAY + timedelta(days=offset)


@pytest.fixture
def timer() -> ManualTimer:
    return ManualTimer(ManualClock(NOW))


def twenty_days(tmp_path: Path) -> ShardContext:
    """Shards for days -20..0, one record each; processed through day -3."""
    context = ShardContext(tmp_path)
    for offset in range(-20, 1):
        cid = context.append(day(offset))
        if offset == -3:
            context.memory_cursor = cid
    return context


def test_level_from_free_bytes_or_percent() -> None:
    t = StorageThresholds()
    gib = 1024 * MiB
    assert t.level_for(DiskUsage(8 * gib, 4 * gib)) is StorageLevel.NORMAL
    assert t.level_for(DiskUsage(8 * gib, 600 * MiB)) is StorageLevel.WARNING  # 7.3 % < 10 %
    assert t.level_for(DiskUsage(2 * gib, 400 * MiB)) is StorageLevel.WARNING  # < 512 MiB
    assert t.level_for(DiskUsage(8 * gib, 300 * MiB)) is StorageLevel.CRITICAL  # 3.7 % < 5 %
    assert t.level_for(DiskUsage(2 * gib, 100 * MiB)) is StorageLevel.CRITICAL  # < 128 MiB
    assert t.level_for(DiskUsage(2 * gib, 20 * MiB)) is StorageLevel.EMERGENCY
    assert t.level_for(DiskUsage(100 * gib, 400 * MiB)) is StorageLevel.EMERGENCY  # 0.4 %
    assert t.level_for(DiskUsage(0, 0)) is StorageLevel.EMERGENCY
    bytes_only = StorageThresholds(
        warning=LevelThreshold(512 * MiB, 0),
        critical=LevelThreshold(128 * MiB, 0),
        emergency=LevelThreshold(32 * MiB, 0),
    )
    assert bytes_only.level_for(DiskUsage(1000 * gib, 20 * gib)) is StorageLevel.NORMAL


def test_recovery_needs_the_margin_above_the_threshold() -> None:
    critical = StorageLevel.CRITICAL
    assert THRESHOLDS.level_for(DiskUsage(TOTAL, 52 * MiB), critical) is StorageLevel.CRITICAL
    assert THRESHOLDS.level_for(DiskUsage(TOTAL, 56 * MiB), critical) is StorageLevel.WARNING
    assert THRESHOLDS.level_for(DiskUsage(TOTAL, 300 * MiB), critical) is StorageLevel.NORMAL
    # Rising is immediate, whatever the margin.
    assert THRESHOLDS.level_for(DiskUsage(TOTAL, 49 * MiB), StorageLevel.WARNING) is critical


def test_thresholds_out_of_order_are_refused() -> None:
    with pytest.raises(InvalidInput):
        StorageThresholds(warning=LevelThreshold(10, 0), critical=LevelThreshold(20, 0))
    with pytest.raises(InvalidInput):
        StorageThresholds(recovery_margin_bytes=-1)
    with pytest.raises(InvalidInput):
        NotificationContextCleaner(ShardContext.__new__(ShardContext), {StorageLevel.NORMAL: -1})


async def test_context_retention_by_level_never_deletes_unprocessed(
    tmp_path: Path, timer: ManualTimer
) -> None:
    context = twenty_days(tmp_path)
    probe = ScriptedProbe(free_bytes=500 * MiB)
    monitor = StorageMonitor(tmp_path, thresholds=THRESHOLDS, probe=probe, timer=timer)
    monitor.register_cleaner(NotificationContextCleaner(context))

    report = await monitor.check()
    assert report.level is StorageLevel.NORMAL
    assert context.shard_days() == [day(o) for o in range(-14, 1)]  # 14 days + today
    assert report.cleaners[0].result == CleanupResult(tuple(day(o) for o in range(-20, -14)), ())

    probe.free_bytes = 80 * MiB
    assert (await monitor.check()).level is StorageLevel.WARNING
    assert context.shard_days() == [day(o) for o in range(-7, 1)]

    probe.free_bytes = 30 * MiB
    report = await monitor.check()
    assert report.level is StorageLevel.CRITICAL
    assert context.shard_days() == [day(-2), day(-1), day(0)]
    assert report.cleaners[0].result == CleanupResult(
        tuple(day(o) for o in range(-7, -2)), (day(-2),)
    )

    probe.free_bytes = 5 * MiB
    report = await monitor.check()
    assert report.level is StorageLevel.EMERGENCY
    assert context.shard_days() == [day(-2), day(-1), day(0)]  # all unprocessed: kept
    context.memory_cursor = context.next_context_id - 2  # day -1 processed, today not
    await monitor.check()
    assert context.shard_days() == [day(0)]
    context.memory_cursor = context.next_context_id - 1
    await monitor.check()
    assert context.shard_days() == []  # Emergency removes today's shard once fully processed


async def test_critical_switches_writes_off_and_recovery_switches_them_on(
    tmp_path: Path, timer: ManualTimer
) -> None:
    context = ShardContext(tmp_path)
    probe = ScriptedProbe(free_bytes=500 * MiB)
    monitor = StorageMonitor(tmp_path, thresholds=THRESHOLDS, probe=probe, timer=timer)
    monitor.register_write_gate(context)
    changes: list[tuple[StorageLevel, StorageLevel | None]] = []
    monitor.add_level_listener(lambda new, old: changes.append((new, old)))
    levels = []
    for free in (500, 80, 30, 5, 52, 56, 120):
        probe.free_bytes = free * MiB
        report = await monitor.check()
        levels.append((report.level.name, report.writes_enabled, context.writes_enabled))
    assert levels == [
        ("NORMAL", True, True),
        ("WARNING", True, True),
        ("CRITICAL", False, False),
        ("EMERGENCY", False, False),
        ("CRITICAL", False, False),  # 52 MiB: above 50 but inside the 5 MiB margin
        ("WARNING", True, True),
        ("NORMAL", True, True),
    ]
    assert context.switches == [True, False, True]  # switched only on the transitions
    normal, warning = StorageLevel.NORMAL, StorageLevel.WARNING
    critical, emergency = StorageLevel.CRITICAL, StorageLevel.EMERGENCY
    assert changes == [
        (normal, None),
        (warning, normal),
        (critical, warning),
        (emergency, critical),
        (critical, emergency),
        (warning, critical),
        (normal, warning),
    ]


async def test_writes_off_consumes_nothing_and_resumes_from_source_cursor(
    tmp_path: Path, timer: ManualTimer
) -> None:
    ring = EventRing(5)
    context = ShardContext(tmp_path)
    probe = ScriptedProbe(free_bytes=500 * MiB)
    monitor = StorageMonitor(tmp_path, thresholds=THRESHOLDS, probe=probe, timer=timer)
    monitor.register_write_gate(context)

    def publish(n: int) -> None:
        for i in range(n):
            ring.publish(
                make_event(
                    platform="android", source_key=f"k{i}", app_id="com.example", received_at=NOW
                )
            )

    await monitor.check()
    publish(3)
    assert context.consume(ring) == 3
    cursor = context.source_cursor
    probe.free_bytes = 20 * MiB
    await monitor.check()
    publish(10)  # the ring keeps only the last 5 (ids 9..13)
    assert context.consume(ring) == 0
    assert context.source_cursor == cursor
    probe.free_bytes = 500 * MiB
    await monitor.check()
    assert context.consume(ring) == 5
    assert context.gaps == [RingGap("ring_overflow", ring.generation, 4, 8)]
    assert context.next_context_id == 9  # 3 before, 5 after, ids never reused


async def test_temporary_cleaner_runs_from_normal_and_min_level_is_honoured(
    tmp_path: Path, timer: ManualTimer
) -> None:
    temporary_calls: list[datetime] = []
    heavy_calls: list[StorageLevel] = []

    async def purge_expired(now: datetime) -> int:
        temporary_calls.append(now)
        return 2

    class Heavy:
        name = "heavy"

        def clean(self, level: StorageLevel, now: datetime) -> object:
            heavy_calls.append(level)
            return None

    probe = ScriptedProbe(free_bytes=500 * MiB)
    monitor = StorageMonitor(tmp_path, thresholds=THRESHOLDS, probe=probe, timer=timer)
    monitor.register_cleaner(FunctionCleaner("temporary_memory", purge_expired))
    monitor.register_cleaner(Heavy(), min_level=StorageLevel.CRITICAL)
    report = await monitor.check()
    assert [(r.name, r.result) for r in report.cleaners] == [("temporary_memory", 2)]
    probe.free_bytes = 30 * MiB
    report = await monitor.check()
    assert [r.name for r in report.cleaners] == ["temporary_memory", "heavy"]
    assert temporary_calls == [NOW, NOW]
    assert heavy_calls == [StorageLevel.CRITICAL]


async def test_failing_cleaner_is_logged_by_kind_and_others_still_run(
    tmp_path: Path, timer: ManualTimer
) -> None:
    context = twenty_days(tmp_path)

    def broken(now: datetime) -> int:
        raise RuntimeError("could not purge memory 'call mom about the rent'")

    monitor = StorageMonitor(
        tmp_path, thresholds=THRESHOLDS, probe=ScriptedProbe(500 * MiB), timer=timer
    )
    monitor.register_cleaner(FunctionCleaner("temporary_memory", broken))
    monitor.register_cleaner(NotificationContextCleaner(context))
    with capture_events() as logs:
        report = await monitor.check()
    assert report.cleaners[0].error_kind == "RuntimeError"
    assert report.cleaners[0].result is None
    assert report.cleaners[1].error_kind is None
    assert len(context.shard_days()) == 15
    failed = [e for e in logs if e["event"] == "storage.cleaner_failed"]
    assert failed == [
        {
            "event": "storage.cleaner_failed",
            "level": "warning",
            "cleaner": "temporary_memory",
            "storage_level": "normal",
            "error_kind": "RuntimeError",
        }
    ]
    assert all("rent" not in repr(entry) for entry in logs)


async def test_probe_failure_keeps_level_and_raises_storage_error(
    tmp_path: Path, timer: ManualTimer
) -> None:
    context = ShardContext(tmp_path)
    probe = ScriptedProbe(free_bytes=20 * MiB)
    monitor = StorageMonitor(tmp_path, thresholds=THRESHOLDS, probe=probe, timer=timer)
    monitor.register_write_gate(context)
    await monitor.check()
    probe.fail = True
    with pytest.raises(StorageError) as info:
        await monitor.check()
    assert info.value.path == str(tmp_path)
    assert isinstance(info.value.__cause__, OSError)
    assert monitor.level is StorageLevel.CRITICAL
    assert context.writes_enabled is False


async def test_periodic_checks_follow_the_interval_and_survive_probe_failures(
    tmp_path: Path, timer: ManualTimer
) -> None:
    probe = ScriptedProbe(free_bytes=500 * MiB)
    monitor = StorageMonitor(
        tmp_path, thresholds=THRESHOLDS, probe=probe, interval_s=60, timer=timer
    )
    async with monitor:
        await until(lambda: level_of(monitor) is not None, "the first check")
        assert monitor.level is StorageLevel.NORMAL
        with pytest.raises(LifecycleError):
            await monitor.start()
        assert timer.advance(59) == 0  # the next check is not due: nothing woke
        await settle()
        assert probe.calls == 1
        probe.fail = True
        timer.advance(1)
        await until(lambda: probe.calls == 2, "the failing check")
        probe.fail = False
        probe.free_bytes = 5 * MiB
        await until(lambda: timer.sleepers == 1, "the monitor to sleep")
        timer.advance(60)
        await until(lambda: level_of(monitor) is StorageLevel.EMERGENCY, "emergency")
    assert timer.sleepers == 0
    await monitor.stop()


async def test_gate_registered_after_a_check_is_set_at_once(
    tmp_path: Path, timer: ManualTimer
) -> None:
    monitor = StorageMonitor(
        tmp_path, thresholds=THRESHOLDS, probe=ScriptedProbe(5 * MiB), timer=timer
    )
    await monitor.check()
    context = ShardContext(tmp_path)
    monitor.register_write_gate(context)
    assert context.writes_enabled is False


def test_default_probe_measures_the_real_filesystem(tmp_path: Path) -> None:
    usage = disk_usage_probe(tmp_path)
    real = shutil.disk_usage(tmp_path)
    assert usage.total_bytes == real.total
    assert abs(usage.free_bytes - real.free) < 64 * MiB  # other processes write meanwhile
    with pytest.raises(StorageError) as info:
        disk_usage_probe(tmp_path / "missing")
    assert info.value.path == str(tmp_path / "missing")


@pytest.fixture
def small_tmpfs(tmp_path: Path) -> Iterator[Path]:
    """A real 4 MiB tmpfs mounted under tmp_path; skipped where mounting is not permitted."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("Mounting a tmpfs needs root; this run is not root.")
    if shutil.which("mount") is None or shutil.which("umount") is None:
        pytest.skip("The mount and umount commands are not installed.")
    target = tmp_path / "small-fs"
    target.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(target)],
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip("Mounting a tmpfs is not permitted here (mount -t tmpfs failed).")
    try:
        yield target
    finally:
        subprocess.run(["umount", str(target)], capture_output=True, check=False)


async def test_real_small_filesystem_fills_cleans_and_recovers(
    small_tmpfs: Path, timer: ManualTimer
) -> None:
    thresholds = StorageThresholds(
        warning=LevelThreshold(3 * MiB, 0),
        critical=LevelThreshold(2 * MiB, 0),
        emergency=LevelThreshold(1 * MiB, 0),
        recovery_margin_bytes=256 * 1024,
        recovery_margin_percent=0,
    )
    context = ShardContext(small_tmpfs)
    monitor = StorageMonitor(small_tmpfs, thresholds=thresholds, timer=timer)
    monitor.register_write_gate(context)
    monitor.register_cleaner(NotificationContextCleaner(context))
    assert (await monitor.check()).level is StorageLevel.NORMAL
    for offset in range(-10, 1):  # 11 shards of ~300 KiB: 3.3 MiB on a 4 MiB filesystem
        cid = context.append(day(offset), pad_bytes=300 * 1024)
        if offset == -3:
            context.memory_cursor = cid
    report = await monitor.check()
    assert report.measured_level is StorageLevel.EMERGENCY
    assert report.level <= StorageLevel.WARNING  # 8 processed shards freed ~2.4 MiB
    assert report.writes_enabled is True
    assert context.switches == [True, False, True]
    assert context.shard_days() == [day(-2), day(-1), day(0)]
    for kept in context.shard_days():
        line = (context.events_dir / f"{kept.isoformat()}.jsonl").read_text().splitlines()[0]
        assert len(json.loads(line)["pad"]) == 300 * 1024
    assert report.usage.free_bytes == shutil.disk_usage(small_tmpfs).free


async def test_failing_level_listener_does_not_break_the_check(
    tmp_path: Path, timer: ManualTimer
) -> None:
    def broken(new: StorageLevel, old: StorageLevel | None) -> None:
        raise RuntimeError("listener bug")

    context = ShardContext(tmp_path)
    monitor = StorageMonitor(
        tmp_path, thresholds=THRESHOLDS, probe=ScriptedProbe(20 * MiB), timer=timer
    )
    monitor.register_write_gate(context)
    monitor.add_level_listener(broken)
    with capture_events() as logs:
        report = await monitor.check()
    assert report.level is StorageLevel.CRITICAL
    assert context.writes_enabled is False
    assert {
        "event": "storage.listener_failed",
        "level": "warning",
        "error_kind": "RuntimeError",
    } in logs
