"""Case D10: SIGKILL the intake at random moments; nothing acknowledged is lost or duplicated."""

from __future__ import annotations

import json
import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from agent_memory.ble.ring import EventRing
from agent_memory.notifications.context import NotificationContext

WRITER = Path(__file__).with_name("kill_writer.py")


def run_kill_loop(directory: Path, rounds: int, seed: int) -> None:
    rng = random.Random(seed)
    acked: dict[int, int] = {}
    committed = 0
    for round_no in range(rounds):
        start = max(acked, default=0) + 1
        proc = subprocess.Popen(
            [sys.executable, str(WRITER), str(directory), str(start), str(seed + round_no)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        assert proc.stdout.readline() == "R\n"  # opened and recovered
        deadline = time.monotonic() + rng.uniform(0.0, 0.15)
        while time.monotonic() < deadline:
            select.select([], [], [], 0.005)
        os.kill(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        for line in out.splitlines():
            kind, *values = line.split()
            if kind == "A":
                index, context_id = int(values[0]), int(values[1])
                assert index not in acked, f"event {index} acknowledged twice"
                acked[index] = context_id
            elif kind == "C":
                committed = max(committed, int(values[0]))
    # Recover once more, exactly as the service would, and check the whole log.
    context = NotificationContext.open(directory, EventRing(16))
    status = context.status()
    records: list[dict[str, Any]] = []
    for shard in sorted((directory / "events").glob("*.jsonl")):
        records.extend(json.loads(line) for line in shard.read_bytes().splitlines())
    ids = [r["context_id"] for r in records]
    indexes = [int(r["body"].split()[1]) for r in records]
    assert ids == sorted(set(ids)), "context ids must strictly increase"
    assert len(indexes) == len(set(indexes)), "a notification is on disk twice"
    by_index = dict(zip(indexes, ids, strict=True))
    for index, context_id in acked.items():
        assert by_index.get(index) == context_id, f"acknowledged event {index} lost"
    assert status.memory_cursor.context_id >= committed
    assert status.memory_cursor.context_id <= max(ids, default=0)
    assert status.next_context_id == max(ids, default=0) + 1
    assert len(acked) > 0


def test_kill_loop_loses_and_duplicates_nothing(tmp_path: Path) -> None:
    run_kill_loop(tmp_path / "notifications", rounds=25, seed=7)


@pytest.mark.slow
def test_kill_loop_soak(tmp_path: Path) -> None:
    run_kill_loop(tmp_path / "notifications", rounds=400, seed=11)
