"""Cut a log at every byte offset: recovery keeps exactly the complete records (LevelDB-style).

These tests open a recovered context a few thousand times; they run in a memory-backed directory
where one is available, because fsync latency is not what they examine.
"""

from __future__ import annotations

import random
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from agent_memory.ble.ring import EventRing
from agent_memory.notifications.context import NotificationContext

from .support import android_event, open_context, publish_all

N_RECORDS = 4


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, list[int]]:
    """The shard bytes of a log of N records and the end offset of each line."""
    root = tmp_path_factory.mktemp("log")
    ring = EventRing(16)
    publish_all(ring, [android_event(i, body=f"b{i}") for i in range(1, N_RECORDS + 1)])
    context = open_context(root, ring)
    context.consume()
    context.close()
    data = (root / "notifications" / "events" / "2025-03-01.jsonl").read_bytes()
    ends = [i + 1 for i, byte in enumerate(data) if byte == ord("\n")]
    assert len(ends) == N_RECORDS
    return data, ends


@pytest.fixture
def scratch(tmp_path: Path) -> Iterator[Path]:
    """A scratch directory on tmpfs (``/dev/shm``) where present, else under ``tmp_path``."""
    shm = Path("/dev/shm")
    if shm.is_dir():
        with tempfile.TemporaryDirectory(dir=shm) as name:
            yield Path(name)
    else:
        yield tmp_path


def recover(directory: Path, shard_bytes: bytes) -> tuple[NotificationContext, list[int]]:
    if directory.exists():
        shutil.rmtree(directory)
    events = directory / "notifications" / "events"
    events.mkdir(parents=True)
    (events / "2025-03-01.jsonl").write_bytes(shard_bytes)
    context = open_context(directory, EventRing(16))
    return context, [r.context_id for r in context.read_pending(100)]


def check_clean_append(context: NotificationContext, expected: list[int], directory: Path) -> None:
    assert context.status().next_context_id == len(expected) + 1
    ring = EventRing(4)
    fresh = NotificationContext.open(directory / "notifications", ring)
    ring.publish(android_event(99, body="after recovery"))
    (new,) = fresh.consume().persisted
    assert new.context_id == len(expected) + 1
    assert [r.context_id for r in fresh.read_pending(100)] == [*expected, new.context_id]


def test_cut_at_every_byte_offset_keeps_exactly_the_complete_records(
    scratch: Path, original: tuple[bytes, list[int]]
) -> None:
    data, ends = original
    for cut in range(len(data) + 1):
        expected = [i + 1 for i, end in enumerate(ends) if end <= cut]
        context, ids = recover(scratch / "case", data[:cut])
        assert ids == expected, f"cut at byte {cut}"
        check_clean_append(context, expected, scratch / "case")


def test_zeros_appended_after_a_cut_are_removed(
    scratch: Path, original: tuple[bytes, list[int]]
) -> None:
    data, ends = original
    for cut in range(0, len(data) + 1, 7):
        expected = [i + 1 for i, end in enumerate(ends) if end <= cut]
        context, ids = recover(scratch / "case", data[:cut] + b"\x00" * 4096)
        assert ids == expected, f"cut at byte {cut}"
        check_clean_append(context, expected, scratch / "case")


@pytest.mark.parametrize("seed", range(8))
def test_garbled_last_sector_keeps_the_records_before_it(
    scratch: Path, original: tuple[bytes, list[int]], seed: int
) -> None:
    data, ends = original
    rng = random.Random(seed)
    sector = 512
    start = (len(data) - 1) // sector * sector
    noise = bytes(rng.randrange(256) for _ in range(len(data) - start))
    expected = [i + 1 for i, end in enumerate(ends) if end <= start]
    context, ids = recover(scratch / "case", data[:start] + noise)
    assert ids == expected
    check_clean_append(context, expected, scratch / "case")
