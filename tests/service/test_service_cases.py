"""Handed cases against ``agent-memory serve``: D10 (kill loop), M10 (secrets never stored)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.service.service_process import ServiceProcess
from tests.service.test_serve_e2e import _android, _wait_status


def _records(data: Path) -> list[dict[str, Any]]:
    events = data / "memory" / "notifications" / "events"
    return [
        json.loads(line)
        for shard in sorted(events.glob("*.jsonl"))
        for line in shard.read_text(encoding="utf-8").splitlines()
    ]


def _memory_rows(data: Path) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for store in ("temporary", "long_term"):
        with sqlite3.connect(data / "memory" / store / "store.sqlite3") as conn:
            rows += conn.execute("SELECT id, content FROM memories").fetchall()
    return rows


async def _kill_loop(tmp_path: Path, rounds: int, seed: int) -> None:
    rng = random.Random(seed)
    data = tmp_path / "data"
    acknowledged: list[int] = []
    sent: list[int] = []
    next_n = 1
    for _ in range(rounds):
        service = ServiceProcess(data)
        try:
            async with service.client() as client:
                for _ in range(rng.randint(1, 4)):
                    batch = [
                        _android(n, f"Friend {n % 7}", f"Note {n} for the weekend plan")
                        for n in range(next_n, next_n + rng.randint(1, 15))
                    ]
                    response = await client.post("/v1/notifications", json=batch)
                    assert response.status_code == 200
                    acknowledged += [next_n + i for i in range(len(batch))]
                    sent += [next_n + i for i in range(len(batch))]
                    next_n += len(batch)
                    await asyncio.sleep(rng.uniform(0, 0.05))
                # One more request in flight when the kill lands: it may or may not be kept.
                batch = [
                    _android(n, f"Friend {n % 7}", f"Note {n} for the weekend plan")
                    for n in range(next_n, next_n + 50)
                ]
                sent += [next_n + i for i in range(len(batch))]
                next_n += len(batch)
                in_flight = asyncio.ensure_future(client.post("/v1/notifications", json=batch))
                await asyncio.sleep(rng.uniform(0, 0.03))
                service.kill()
                with contextlib.suppress(httpx.HTTPError):
                    await in_flight
        finally:
            if service.process.poll() is None:
                service.kill()
    final = ServiceProcess(data)
    try:
        async with final.client() as client:
            await _wait_status(client, lambda s: s["context"]["pending"] == 0, 30)
    finally:
        assert final.stop() == 0
    records = _records(data)
    ids = [r["context_id"] for r in records]
    assert ids == list(range(1, len(ids) + 1))  # strictly increasing, never reused
    keys = [r["source_key"] for r in records]
    assert len(keys) == len(set(keys))  # each notification on disk exactly once
    on_disk = {int(k.split("|")[2]) for k in keys}
    assert set(acknowledged) <= on_disk <= set(sent)
    memory_ids = [row[0] for row in _memory_rows(data)]
    assert len(memory_ids) == len(set(memory_ids))
    contents = [row[1] for row in _memory_rows(data)]
    assert len(contents) == len(set(contents))  # no memory duplicated


async def test_d10_kill_loop_keeps_every_acknowledged_notification_once(tmp_path: Path) -> None:
    await _kill_loop(tmp_path, rounds=3, seed=10)


@pytest.mark.slow
async def test_d10_kill_loop_soak(tmp_path: Path) -> None:
    await _kill_loop(tmp_path, rounds=40, seed=1010)


async def test_m10_one_time_code_reaches_no_store_and_no_log(tmp_path: Path) -> None:
    service = ServiceProcess(tmp_path / "data")
    try:
        async with service.client() as client:
            chase = _android(1, "Chase", "Chase: one-time code 482913. Don't share it.")
            chase["package"] = "com.chase.sig.android"
            chase["key"] = "0|com.chase.sig.android|1|null|10200"
            venmo = _android(2, "Venmo", "Venmo: Alex paid you $40 for rent")
            venmo["package"] = "com.venmo"
            venmo["key"] = "0|com.venmo|2|null|10201"
            assert (await client.post("/v1/notifications", json=[chase, venmo])).status_code == 200
            status = await _wait_status(client, lambda s: s["context"]["pending"] == 0)
            assert status["totals"]["filtered"] == 1
    finally:
        assert service.stop() == 0
    contents = [content for _, content in _memory_rows(service.data_dir)]
    assert any("rent" in c for c in contents)
    assert not any("482913" in c for c in contents)
    assert "482913" not in service.log_text()
    assert "Alex paid you" not in service.log_text()
