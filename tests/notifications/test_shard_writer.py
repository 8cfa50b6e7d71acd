"""ShardLog keeps the newest shard open for appends: what that must never cost."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from agent_memory.notifications.shards import ShardLog


def open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc to count descriptors")
def test_appends_to_the_newest_shard_reuse_one_descriptor(tmp_path: Path) -> None:
    log = ShardLog(tmp_path / "events")
    before = open_descriptors()
    for n in range(20):
        log.append([("2025-03-01", f'{{"n":{n}}}\n'.encode())])
    assert open_descriptors() == before + 1
    log.append([("2025-03-02", b'{"n":20}\n')])  # a new day: the old shard is closed
    assert open_descriptors() == before + 1
    log.close()
    assert open_descriptors() == before
    assert len(log.path("2025-03-01").read_bytes().splitlines()) == 20


def test_shard_unlinked_behind_the_log_is_created_again_not_written_into_the_void(
    tmp_path: Path,
) -> None:
    log = ShardLog(tmp_path / "events")
    log.append([("2025-03-01", b'{"n":1}\n')])
    log.path("2025-03-01").unlink()
    starts = log.append([("2025-03-01", b'{"n":2}\n')])
    assert starts == {"2025-03-01": 0}
    assert log.path("2025-03-01").read_bytes() == b'{"n":2}\n'
    log.close()


def test_append_after_close_opens_the_shard_again(tmp_path: Path) -> None:
    log = ShardLog(tmp_path / "events")
    log.append([("2025-03-01", b'{"n":1}\n')])
    log.close()
    starts = log.append([("2025-03-01", b'{"n":2}\n')])
    assert starts == {"2025-03-01": 8}
    assert log.path("2025-03-01").read_bytes() == b'{"n":1}\n{"n":2}\n'
    log.close()


def test_shard_cut_back_behind_the_open_descriptor_is_appended_at_its_new_end(
    tmp_path: Path,
) -> None:
    """Recovery or a failed append truncates by path; the kept descriptor appends (O_APPEND)
    at the file's real end, so no hole of zeros appears."""
    log = ShardLog(tmp_path / "events")
    log.append([("2025-03-01", b'{"n":1}\n{"n":2}\n')])
    os.truncate(log.path("2025-03-01"), 8)
    starts = log.append([("2025-03-01", b'{"n":3}\n')])
    assert starts == {"2025-03-01": 8}
    assert log.path("2025-03-01").read_bytes() == b'{"n":1}\n{"n":3}\n'
    log.close()
