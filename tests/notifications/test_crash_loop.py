"""Issue 17: the whole notification pipeline under a crash loop (case D10 with processing).

A real process (:mod:`tests.notifications.pipeline_child`) publishes, persists and processes
notifications with the deterministic fallback as its provider (no model) and is killed with
SIGKILL at random moments: during start-up (opening the context and the stores, recovery),
during a batch (the fallback's run and the store writes) and anywhere else. After the loop one
clean start drains the backlog. Then: every acknowledged notification is on disk exactly once,
context ids strictly increase, every record became exactly one memory (0 lost, 0 duplicated),
no healthy batch was recorded as poison, and the gap list and the state file stay small.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agent_memory.ble.ring import EventRing
from agent_memory.clock import SystemClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.layout import DataLayout
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import MemoryRecord, StoreName
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.notifications.processor import (
    NotificationMemoryProcessor,
    ProcessorConfig,
    memory_id_for,
)

ROOT = Path(__file__).resolve().parents[2]
KILL_POINTS = ("startup", "batch", "anywhere")


def _child(data_dir: Path, start: int, seed: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.notifications.pipeline_child",
            str(data_dir),
            str(start),
            str(seed),
        ],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'src'}"},
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )


def _wait_for(proc: subprocess.Popen[str], marker: str, seen: list[str]) -> bool:
    """Read lines until ``marker``; False when the process ended first."""
    assert proc.stdout is not None
    while True:
        line = proc.stdout.readline()
        if not line:
            return False
        seen.append(line)
        if line == marker + "\n":
            return True


def _pause(seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        time.sleep(0.001)


async def _drain(data_dir: Path) -> tuple[NotificationContext, MemoryStores]:
    context = NotificationContext.open(DataLayout(data_dir).notifications, EventRing(16))
    stores = await MemoryStores.open(data_dir, SystemClock())
    engine = MemoryMergeEngine(notification_fallback_provider())
    processor = NotificationMemoryProcessor(
        context, stores, engine, fallback_engine=engine, config=ProcessorConfig(max_attempts=3)
    )
    await processor.reconcile_ids()
    while (await processor.run_batch()).processed:
        pass
    await engine.aclose()
    return context, stores


def run_crash_loop(data_dir: Path, rounds: int, seed: int) -> dict[str, int]:
    rng = random.Random(seed)
    acked: dict[int, int] = {}
    kills = dict.fromkeys(KILL_POINTS, 0)
    for round_no in range(rounds):
        start = max(acked, default=0) + 1
        proc = _child(data_dir, start, seed + round_no)
        point = rng.choice(KILL_POINTS)
        seen: list[str] = []
        alive = _wait_for(proc, "S", seen)
        if alive and point == "startup":
            _pause(rng.uniform(0.0, 0.08))  # opening the context, the stores, recovery
        elif alive and point == "batch":
            alive = _wait_for(proc, "R", seen)
            for _ in range(rng.randint(1, 3)):
                alive = alive and _wait_for(proc, "B", seen)
            _pause(rng.uniform(0.0, 0.01))  # inside the batch: the fallback, the writes
        elif alive:
            alive = _wait_for(proc, "R", seen)
            _pause(rng.uniform(0.0, 0.1))
        assert alive, "the pipeline process ended by itself"
        os.kill(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        kills[point] += 1
        for line in [*seen, *out.splitlines(keepends=True)]:
            kind, *values = line.split()
            if kind == "A":
                index, context_id = int(values[0]), int(values[1])
                assert index not in acked, f"event {index} acknowledged twice"
                acked[index] = context_id
    context, stores = asyncio.run(_drain(data_dir))
    try:
        records: list[dict[str, object]] = []
        for shard in sorted((DataLayout(data_dir).notifications / "events").glob("*.jsonl")):
            records.extend(json.loads(line) for line in shard.read_bytes().splitlines())
        ids = [int(str(r["context_id"])) for r in records]
        indexes = [int(str(r["title"]).split()[1]) for r in records]
        assert ids == sorted(set(ids)), "context ids must strictly increase"
        assert len(indexes) == len(set(indexes)), "a notification is on disk twice"
        by_index = dict(zip(indexes, ids, strict=True))
        for index, context_id in acked.items():
            assert by_index.get(index) == context_id, f"acknowledged event {index} lost"
        status = context.status()
        assert status.pending == 0
        assert status.memory_cursor.context_id == max(ids)
        gaps = status.gaps
        assert [g for g in gaps if g.kind == "poison"] == [], "a healthy batch was skipped"
        assert len(gaps) <= 3, [g.kind for g in gaps]
        state = DataLayout(data_dir).notifications / "state.json"
        assert state.stat().st_size < 8192

        async def check_memories() -> None:
            temporary = stores.record_store(StoreName.TEMPORARY)
            assert await temporary.count() == len(ids), "a memory is missing or duplicated"
            for index, context_id in by_index.items():
                memory = await stores.get(StoreName.TEMPORARY, memory_id_for(context_id))
                assert isinstance(memory, MemoryRecord), f"notification {index} has no memory"
                assert memory.source.context_ids == (context_id,)
                assert f"table {index}" in memory.content

        asyncio.run(check_memories())
    finally:
        asyncio.run(stores.close())
        context.close()
    assert len(acked) > 0
    return kills


def test_crash_loop_of_the_pipeline_loses_and_duplicates_nothing(tmp_path: Path) -> None:
    kills = run_crash_loop(tmp_path, rounds=6, seed=3)
    assert sum(kills.values()) == 6


@pytest.mark.slow
def test_crash_loop_soak(tmp_path: Path) -> None:
    kills = run_crash_loop(tmp_path, rounds=240, seed=17)
    assert min(kills.values()) >= 50  # every kill point was hit many times
