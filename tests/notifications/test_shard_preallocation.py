"""ShardLog block reservation: the newest shard's blocks are reserved past its end (fallocate with
FALLOC_FL_KEEP_SIZE) without changing what readers see, and released when a newer shard starts."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from agent_memory.ble.ring import EventRing
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.shards import PREALLOCATE_BYTES, FileSystem, ShardLog

from .support import android_event, drain, publish_all


def allocated_bytes(path: Path) -> int:
    return os.stat(path).st_blocks * 512


@pytest.fixture
def reserving_fs(tmp_path: Path) -> FileSystem:
    """The real FileSystem, on a file system that supports reserving blocks (else skip)."""
    fs = FileSystem()
    probe = tmp_path / "probe"
    fd = os.open(probe, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        supported = fs.preallocate(fd, 0, 4096)
    finally:
        os.close(fd)
        probe.unlink()
    if not supported:
        pytest.skip("This file system does not support fallocate with FALLOC_FL_KEEP_SIZE.")
    return fs


def test_newest_shard_reserves_blocks_and_keeps_its_size(
    tmp_path: Path, reserving_fs: FileSystem
) -> None:
    log = ShardLog(tmp_path / "events", reserving_fs)
    lines = b'{"n":1}\n{"n":2}\n'
    log.append([("2025-03-01", lines)])
    path = log.path("2025-03-01")
    assert path.stat().st_size == len(lines)
    assert path.read_bytes() == lines
    assert allocated_bytes(path) >= PREALLOCATE_BYTES


def test_reserve_grows_in_steps_as_the_shard_grows(
    tmp_path: Path, reserving_fs: FileSystem
) -> None:
    log = ShardLog(tmp_path / "events", reserving_fs)
    line = b"x" * 1023 + b"\n"
    for _ in range(3 * 1024 // 2):  # 1.5 MiB of lines, one KiB per append
        log.append([("2025-03-01", line)])
    path = log.path("2025-03-01")
    assert path.stat().st_size == 3 * PREALLOCATE_BYTES // 2
    assert allocated_bytes(path) >= path.stat().st_size
    assert allocated_bytes(path) <= path.stat().st_size + PREALLOCATE_BYTES + 4096


def test_reserve_is_released_when_a_newer_shard_starts(
    tmp_path: Path, reserving_fs: FileSystem
) -> None:
    log = ShardLog(tmp_path / "events", reserving_fs)
    log.append([("2025-03-01", b'{"n":1}\n')])
    log.append([("2025-03-02", b'{"n":2}\n')])
    older, newer = log.path("2025-03-01"), log.path("2025-03-02")
    assert allocated_bytes(older) <= 4096
    assert older.read_bytes() == b'{"n":1}\n'
    assert allocated_bytes(newer) >= PREALLOCATE_BYTES


def test_reserved_shard_reopens_with_exactly_its_records(
    tmp_path: Path, reserving_fs: FileSystem
) -> None:
    """The reserve is past the end of the file: recovery finds no torn tail and no zeros."""
    ring = EventRing(256)
    publish_all(ring, [android_event(i) for i in range(1, 151)])
    context = NotificationContext.open(tmp_path / "notifications", ring, fs=reserving_fs)
    assert drain(context) == 150
    context.close()
    reopened = NotificationContext.open(tmp_path / "notifications", EventRing(8))
    try:
        status = reopened.status()
        assert status.next_context_id == 151
        assert (status.gaps, status.recoveries) == ([], [])
        assert [r.context_id for r in reopened.read_pending(200)] == list(range(1, 151))
    finally:
        reopened.close()
