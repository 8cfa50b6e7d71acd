"""SIGKILL while intents are applied: replaying the same intents converges (cases M5, M12, D10)."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from agent_memory.clock import ManualClock
from agent_memory.memory import Applied, MemoryStores, StoreName
from tests.memory.conftest import T0
from tests.memory.kill_child import intent_list

ROOT = Path(__file__).resolve().parents[2]


def snapshot(data_dir: Path) -> dict[str, list[tuple[object, ...]]]:
    out: dict[str, list[tuple[object, ...]]] = {}
    for store in (StoreName.TEMPORARY, StoreName.LONG_TERM):
        with sqlite3.connect(data_dir / "memory" / store.value / "store.sqlite3") as conn:
            out[store.value] = conn.execute(
                "SELECT id, revision, content, status, reinforcement_count, expires_at "
                "FROM memories ORDER BY id"
            ).fetchall()
    return out


async def replay(data_dir: Path) -> list[Applied]:
    async with await MemoryStores.open(data_dir, ManualClock(T0)) as stores:
        return [o.status for o in await stores.apply_all(intent_list())]


def run_and_kill(data_dir: Path, after_lines: int) -> int:
    """Start the child, SIGKILL it after it reported ``after_lines`` intents; return that count."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.memory.kill_child", str(data_dir)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    seen = 0
    for _ in child.stdout:
        seen += 1
        if seen >= after_lines:
            break
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()
    return seen


async def kill_then_replay(tmp_path: Path, kills: int, seed: int) -> None:
    reference = tmp_path / "reference"
    assert all(s is Applied.APPLIED for s in await replay(reference))
    expected = snapshot(reference)
    rng = random.Random(seed)
    total = len(intent_list())
    for n in range(kills):
        data_dir = tmp_path / f"killed-{n}"
        run_and_kill(data_dir, rng.randint(1, total - 1))
        statuses = await replay(data_dir)
        assert set(statuses) <= {Applied.APPLIED, Applied.ALREADY_APPLIED}
        assert snapshot(data_dir) == expected


async def test_sigkill_mid_batch_then_replay_converges_to_the_uninterrupted_state(
    tmp_path: Path,
) -> None:
    await kill_then_replay(tmp_path, kills=3, seed=3)


@pytest.mark.slow
async def test_sigkill_loop_soak(tmp_path: Path) -> None:
    await kill_then_replay(tmp_path, kills=40, seed=40)
