"""Episodes through the runtime and the API: recorded, processed before notifications, recalled."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import httpx
import pytest

from agent_memory.api import create_app
from agent_memory.errors import IdConflict
from agent_memory.memory.model import StoreName
from agent_memory.memory.recall import DeviceRecallQuery
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer
from tests.episodes.support import episode_json


async def test_recorded_episode_becomes_device_memory_in_the_idle_window(tmp_path: Path) -> None:
    timer = ManualTimer()
    settings = Settings.load(data_dir=tmp_path)
    async with AgentMemory.open(settings, clock=timer.clock, timer=timer) as memory:
        trace = episode_json("ep-1", ended=timer.now())
        stored = await memory.record_episode(trace)
        assert stored.episode_id == "ep-1"
        assert await memory.record_episode(trace) == stored  # the same trace again: no change
        with pytest.raises(IdConflict):
            await memory.record_episode({**trace, "goal": "turn off wifi"})
        names = [p.name for p in memory.worker.status().processors]
        assert names == ["episode", "notification"]  # Episode before Notification
        timer.advance(settings.idle_delay_s)
        async with asyncio.timeout(10):
            await memory.wait_until_idle()
        hits = await memory.recall_device_memory(DeviceRecallQuery("bluetooth"))
        assert len(hits) == 1
        assert hits[0].record.evidence[0].episode_id == "ep-1"


async def test_api_accepts_an_episode_and_refuses_a_clash(tmp_path: Path) -> None:
    timer = ManualTimer()
    settings = Settings.load(data_dir=tmp_path)
    async with AgentMemory.open(settings, clock=timer.clock, timer=timer) as memory:
        app = create_app(memory)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            trace = episode_json("ep-2", ended=timer.now())
            created = await client.post("/v1/episodes", json=trace)
            assert created.status_code == 201, created.text
            assert created.json() == {"id": "ep-2", "status": "completed"}
            clash = await client.post("/v1/episodes", json={**trace, "goal": "other"})
            assert clash.status_code == 409
            bad = await client.post("/v1/episodes", json={"episode_id": "ep-3"})
            assert bad.status_code == 422
            assert bad.json()["field"]


async def test_forgotten_device_memory_text_leaves_the_ledger_at_the_next_open(
    tmp_path: Path,
) -> None:
    timer = ManualTimer()
    settings = Settings.load(data_dir=tmp_path)
    ledger = tmp_path / "memory" / "episodes" / "ledger.jsonl"
    async with AgentMemory.open(settings, clock=timer.clock, timer=timer) as memory:
        await memory.record_episode(episode_json("ep-1", ended=timer.now()))
        timer.advance(settings.idle_delay_s)
        async with asyncio.timeout(10):
            await memory.wait_until_idle()
        hits = await memory.recall_device_memory(DeviceRecallQuery("bluetooth"))
        assert len(hits) == 1
        text = json.dumps(hits[0].record.content, ensure_ascii=False)[1:-1].encode()
        assert text in ledger.read_bytes()  # the plan, saved for a crash mid-apply
        await memory.forget_memory(hits[0].record.id, StoreName.DEVICE)
    async with AgentMemory.open(settings, clock=timer.clock, timer=timer):
        assert text not in ledger.read_bytes()
        assert b'"episode_id":"ep-1","state":"done"' in ledger.read_bytes()
