"""Crash and disk faults of the intake: cases D1-D7 of the durability cases, one test each."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
from datetime import timedelta
from pathlib import Path

import pytest

from agent_memory.ble.ring import EventRing, RingCursor
from agent_memory.errors import StorageError, StorageFull
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.shards import FileSystem

from .support import T0, android_event, drain, open_context, publish_all, shard_lines

SHARD = "2025-03-01.jsonl"


def events_dir(tmp_path: Path) -> Path:
    return tmp_path / "notifications" / "events"


def persisted_ids(tmp_path: Path) -> list[int]:
    return [int(str(line["context_id"])) for line in shard_lines(tmp_path)]


def write_state_then_grow_log(tmp_path: Path, ring: EventRing) -> NotificationContext:
    """Persist 1-40 with a state checkpoint, then 41-50 with no checkpoint (a crash follows)."""
    publish_all(ring, [android_event(i) for i in range(1, 51)])
    context = open_context(tmp_path, ring)
    context.consume(limit=40)
    context.commit_processed(context.read_pending(10))  # checkpoint: next id 41
    context.consume(limit=10)  # 41-50 fsynced, no checkpoint
    return context


# D1 ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "damage",
    ["empty", "nul_bytes", "cut_in_middle", "rename_without_data"],
)
def test_torn_state_file_falls_back_to_the_previous_copy(tmp_path: Path, damage: str) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 11)])
    context = open_context(tmp_path, ring)
    context.consume()
    context.commit_processed(context.read_pending(3))  # state seq n: cursor at 3
    context.commit_processed(context.read_pending(2))  # state seq n+1: cursor at 5
    state = tmp_path / "notifications" / "state.json"
    good = state.read_bytes()
    if damage == "empty":
        state.write_bytes(b"")
    elif damage == "nul_bytes":
        state.write_bytes(b"\x00" * len(good))
    elif damage == "cut_in_middle":
        state.write_bytes(good[: len(good) // 2])
    else:  # the rename reached the disk, the data blocks did not
        state.write_bytes(b"\x00" * 4096)
    reopened = open_context(tmp_path, ring)
    status = reopened.status()
    assert status.memory_cursor.context_id == 3  # the previous good copy
    assert any("unreadable state copies state.json" in note for note in status.recoveries)
    # The records replayed because of the fallback are the same records, not new ones.
    assert [r.context_id for r in reopened.read_pending(10)] == [4, 5, 6, 7, 8, 9, 10]
    assert reopened.status().next_context_id == 11
    assert persisted_ids(tmp_path) == list(range(1, 11))


def test_all_state_copies_lost_rebuilds_from_the_log(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 6)])
    context = open_context(tmp_path, ring)
    context.consume()
    context.commit_processed(context.read_pending(2))
    for name in ("state.json", "state.json.prev"):
        (tmp_path / "notifications" / name).write_bytes(b"\x00garbage")
    reopened = open_context(tmp_path, ring)
    status = reopened.status()
    assert status.next_context_id == 6
    assert status.source_cursor == RingCursor(ring.generation, 5)
    assert any("rebuilt" in note for note in status.recoveries)
    ring.publish(android_event(1))  # a replay is still recognized: fingerprints come from the log
    assert reopened.consume().persisted == []


# D2 ------------------------------------------------------------------------------------------


def test_partial_last_line_is_cut_and_the_event_read_again_once(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 6)])
    context = open_context(tmp_path, ring)
    context.consume()
    shard = events_dir(tmp_path) / SHARD
    data = shard.read_bytes()
    shard.write_bytes(data[:-1])  # event 5's newline never reached the disk
    reopened = open_context(tmp_path, ring)
    assert reopened.status().source_cursor == RingCursor(ring.generation, 4)
    assert persisted_ids(tmp_path) == [1, 2, 3, 4]
    result = reopened.consume()
    assert [(r.context_id, r.event_id) for r in result.persisted] == [(5, 5)]
    bodies = [line["body"] for line in shard_lines(tmp_path)]
    assert bodies.count("message number 5") == 1


# D3 ------------------------------------------------------------------------------------------


def test_log_ahead_of_state_keeps_records_and_continues_after_them(tmp_path: Path) -> None:
    ring = EventRing(64)
    write_state_then_grow_log(tmp_path, ring)
    state = json.loads((tmp_path / "notifications" / "state.json").read_text())
    assert state["next_context_id"] == 41
    reopened = open_context(tmp_path, ring)  # the process died before a checkpoint
    assert reopened.status().next_context_id == 51
    assert persisted_ids(tmp_path) == list(range(1, 51))
    ring.publish(android_event(51))
    assert [r.context_id for r in reopened.consume().persisted] == [51]
    assert reopened.status().gaps == []


# D4 ------------------------------------------------------------------------------------------


def test_state_ahead_of_log_never_reuses_ids_and_records_the_loss(tmp_path: Path) -> None:
    ring = EventRing(64)
    context = write_state_then_grow_log(tmp_path, ring)
    context.commit_processed(context.read_pending(5))  # checkpoint: next id 51
    shard = events_dir(tmp_path) / SHARD
    lines = shard.read_bytes().splitlines(keepends=True)
    shard.write_bytes(b"".join(lines[:45]))  # the tail after 45 is lost
    reopened = open_context(tmp_path, ring)
    status = reopened.status()
    assert status.next_context_id == 51
    (gap,) = status.gaps
    assert (gap.kind, gap.first_context_id, gap.last_context_id) == ("lost_tail", 46, 50)
    # The lost events are still in the ring: read again under new ids, never the old ones.
    result = reopened.consume()
    assert [r.context_id for r in result.persisted] == [51, 52, 53, 54, 55]
    assert [r.event_id for r in result.persisted] == [46, 47, 48, 49, 50]


def test_memory_cursor_past_the_log_is_pulled_back_onto_durable_data(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 11)])
    context = open_context(tmp_path, ring)
    context.consume()
    context.commit_processed(context.read_pending(10))
    shard = events_dir(tmp_path) / SHARD
    lines = shard.read_bytes().splitlines(keepends=True)
    shard.write_bytes(b"".join(lines[:6]))
    reopened = open_context(tmp_path, ring)
    status = reopened.status()
    assert status.memory_cursor.context_id == 6
    assert status.memory_cursor.offset == shard.stat().st_size
    assert status.next_context_id == 11


# D5 ------------------------------------------------------------------------------------------


def test_recovery_checks_every_shard_tail_not_only_today(tmp_path: Path) -> None:
    ring = EventRing(64)
    late = T0.replace(hour=23, minute=59, second=59, microsecond=900_000)
    ring.publish(android_event(1, at=late - timedelta(seconds=1)))
    ring.publish(android_event(2, at=late))
    ring.publish(android_event(3, at=late + timedelta(seconds=0.2)))
    context = open_context(tmp_path, ring)
    context.consume()
    old = events_dir(tmp_path) / SHARD
    new = events_dir(tmp_path) / "2025-03-02.jsonl"
    old.write_bytes(old.read_bytes()[:-7])  # yesterday's last line torn
    new.unlink()  # the new shard's directory entry never reached the disk
    reopened = open_context(tmp_path, ring)
    assert persisted_ids(tmp_path) == [1]
    result = reopened.consume()
    assert [(r.context_id, r.event_id) for r in result.persisted] == [(2, 2), (3, 3)]
    assert new.exists()


def test_cut_record_in_an_older_shard_is_a_gap_naming_its_id(tmp_path: Path) -> None:
    """D5's other half: the newer shard survived, so the cut record had been acknowledged
    (appends had moved on); losing it must be recorded, never only "repaired"."""
    ring = EventRing(64)
    late = T0.replace(hour=23, minute=59, second=59, microsecond=800_000)
    ring.publish(android_event(1, at=late))
    ring.publish(android_event(2, at=late + timedelta(seconds=0.1)))
    ring.publish(android_event(3, at=late + timedelta(seconds=0.3)))
    context = open_context(tmp_path, ring)
    context.consume()
    context.close()
    old = events_dir(tmp_path) / SHARD
    old.write_bytes(old.read_bytes()[:-30])  # record 2's line loses its end
    reopened = open_context(tmp_path, EventRing(8))
    status = reopened.status()
    assert persisted_ids(tmp_path) == [1, 3]
    torn = [g for g in status.gaps if g.kind == "torn_tail"]
    assert [(g.shard, g.first_context_id, g.last_context_id) for g in torn] == [(SHARD[:-6], 2, 2)]
    assert status.next_context_id == 4
    reopened.close()
    again = open_context(tmp_path, EventRing(8))  # recorded once, not on every open
    assert [g.kind for g in again.status().gaps].count("torn_tail") == 1
    again.close()


# D6 ------------------------------------------------------------------------------------------


def test_garbled_line_mid_file_is_quarantined_and_the_rest_kept(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 6)])
    context = open_context(tmp_path, ring)
    context.consume()
    shard = events_dir(tmp_path) / SHARD
    lines = shard.read_bytes().splitlines(keepends=True)
    bad_offset = len(lines[0]) + len(lines[1])
    lines[2] = b'{"v":1,"context_id":3,"gar\xffbled' + b"#" * 20 + b"\n"
    shard.write_bytes(b"".join(lines))
    reopened = open_context(tmp_path, ring)
    batch = reopened.read_pending(10)
    assert [r.context_id for r in batch] == [1, 2, 4, 5]
    quarantined = tmp_path / "notifications" / "quarantine" / f"2025-03-01.{bad_offset}.line"
    assert quarantined.read_bytes() == lines[2]
    gaps = reopened.status().gaps
    assert [(g.kind, g.shard, g.offset) for g in gaps] == [
        ("quarantined_line", "2025-03-01", bad_offset)
    ]
    reopened.read_pending(10)  # reading again records the same gap once
    assert len(reopened.status().gaps) == 1
    reopened.commit_processed(batch)
    assert reopened.read_pending(10) == []
    assert shard.read_bytes() == b"".join(lines)  # the garbled line was not deleted


def test_garbled_last_line_is_kept_aside_not_deleted(tmp_path: Path) -> None:
    """D6 at the end of the newest shard: a whole line (newline-terminated) that is not a record
    is cut off the log, so appends continue after the last good record, but its bytes are kept
    in quarantine/ and the cut is a gap."""
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 4)])
    context = open_context(tmp_path, ring)
    context.consume()
    context.close()
    shard = events_dir(tmp_path) / SHARD
    lines = shard.read_bytes().splitlines(keepends=True)
    garbled = lines[2][:20] + b"\x00" * (len(lines[2]) - 21) + b"\n"
    shard.write_bytes(lines[0] + lines[1] + garbled)
    cut_at = len(lines[0]) + len(lines[1])
    reopened = open_context(tmp_path, EventRing(8))
    assert persisted_ids(tmp_path) == [1, 2]
    kept = tmp_path / "notifications" / "quarantine" / f"{SHARD[:-6]}.{cut_at}.tail"
    assert kept.read_bytes() == garbled
    torn = [g for g in reopened.status().gaps if g.kind == "torn_tail"]
    assert [(g.shard, g.offset) for g in torn] == [(SHARD[:-6], cut_at)]
    assert "kept aside" in torn[0].reason
    reopened.close()


def test_torn_partial_last_line_is_cut_without_a_copy(tmp_path: Path) -> None:
    """D2: an append interrupted before its newline is the normal trace of a crash."""
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 3)])
    context = open_context(tmp_path, ring)
    context.consume()
    context.close()
    shard = events_dir(tmp_path) / SHARD
    shard.write_bytes(shard.read_bytes()[:-9])
    open_context(tmp_path, EventRing(8)).close()
    assert persisted_ids(tmp_path) == [1]
    assert not (tmp_path / "notifications" / "quarantine").exists()


# D7 ------------------------------------------------------------------------------------------


class FullDisk(FileSystem):
    """Writes up to ``budget`` bytes, then fails like a full disk; ``budget=None`` is unlimited."""

    def __init__(self, budget: int | None) -> None:
        self.budget = budget

    def write(self, fd: int, data: bytes | memoryview) -> int:
        if self.budget is None:
            return super().write(fd, data)
        if self.budget <= 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        n = super().write(fd, bytes(data)[: self.budget])
        self.budget -= n
        return n


def test_disk_full_mid_batch_cuts_back_and_keeps_the_cursor(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 4)])
    disk = FullDisk(None)
    context = NotificationContext.open(tmp_path / "notifications", ring, fs=disk)
    context.consume()
    size_before = (events_dir(tmp_path) / SHARD).stat().st_size
    publish_all(ring, [android_event(i) for i in range(4, 9)])
    disk.budget = 700  # the next batch tears in its middle
    with pytest.raises(StorageFull, match="disk is full"):
        context.consume()
    assert (events_dir(tmp_path) / SHARD).stat().st_size == size_before
    assert context.status().source_cursor == RingCursor(ring.generation, 3)
    assert persisted_ids(tmp_path) == [1, 2, 3]
    disk.budget = None  # space returns
    result = context.consume()
    assert [(r.context_id, r.event_id) for r in result.persisted] == [
        (4, 4),
        (5, 5),
        (6, 6),
        (7, 7),
        (8, 8),
    ]
    assert persisted_ids(tmp_path) == list(range(1, 9))


def test_disk_full_on_a_real_small_filesystem(tmp_path: Path) -> None:
    mount = tmp_path / "small"
    mount.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a tmpfs needs root and mount(8)")
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)], capture_output=True
    )
    if done.returncode != 0:
        pytest.skip("this sandbox does not permit mounting a tmpfs")
    try:
        ring = EventRing(4096)
        context = NotificationContext.open(mount / "notifications", ring)
        big = "x" * 3000
        written = 0

        def fill_until_full() -> None:
            nonlocal written
            for i in range(1, 400):
                ring.publish(android_event(i, body=f"{i} {big}"))
                written += len(context.consume().persisted)

        with pytest.raises(StorageFull):
            fill_until_full()
        durable = [
            json.loads(line)["context_id"]
            for line in (mount / "notifications" / "events" / SHARD).read_text().splitlines()
        ]
        assert durable == list(range(1, written + 1))
        cursor = context.status().source_cursor
        assert cursor is not None
        assert cursor.event_id == written
        # Space returns.
        subprocess.run(["mount", "-o", "remount,size=4m", str(mount)], check=True)
        drain(context)
        records = [
            json.loads(line)
            for line in (mount / "notifications" / "events" / SHARD).read_text().splitlines()
        ]
        assert [r["context_id"] for r in records] == list(range(1, ring.last_event_id + 1))
        assert [r["event_id"] for r in records] == list(range(1, ring.last_event_id + 1))
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


class FailingSync(FileSystem):
    """fsync fails with EIO, as a dying flash chip does."""

    def fsync(self, fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")


def test_io_error_on_fsync_is_a_storage_error_and_keeps_nothing(tmp_path: Path) -> None:
    ring = EventRing(8)
    ring.publish(android_event(1))
    context = NotificationContext.open(tmp_path / "notifications", ring, fs=FailingSync())
    with pytest.raises(StorageError, match="nothing of this batch was kept") as info:
        context.consume()
    assert not isinstance(info.value, StorageFull)
    assert isinstance(info.value.__cause__, OSError)
    assert (events_dir(tmp_path) / SHARD).read_bytes() == b""
    assert context.source_cursor is None
