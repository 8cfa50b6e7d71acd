"""A publish that returns is durable: with writes switched off (storage level emergency) the
runtime and the API refuse notifications instead of holding them in the memory-only ring."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from agent_memory.api import create_app
from agent_memory.ble.event import make_event
from agent_memory.errors import StorageFull
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer
from tests.episodes.support import episode_json


def _notification(n: int) -> dict[str, object]:
    return {
        "key": f"0|com.whatsapp|{n}|null|10123",
        "package": "com.whatsapp",
        "postTime": 1_742_000_000_000 + n,
        "title": "Mia",
        "text": f"message {n}",
    }


async def test_publish_with_writes_off_is_refused_and_nothing_waits_in_the_ring(
    tmp_path: Path,
) -> None:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        event = make_event(
            platform="android",
            source_key="0|com.whatsapp|1|null|10123",
            app_id="com.whatsapp",
            body="message 1",
            received_at=timer.now(),
        )
        memory.context.writes_enabled = False  # what the storage monitor does from Critical on
        with pytest.raises(StorageFull, match="none of these notifications was accepted"):
            await memory.publish_notifications([event])
        assert memory.ring.last_event_id == 0
        memory.context.writes_enabled = True
        report = await memory.publish_notifications([event])
        assert (report.accepted, report.persisted) == (1, 1)


async def test_api_answers_507_while_storage_is_low_and_accepts_the_retry(tmp_path: Path) -> None:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        transport = httpx.ASGITransport(app=create_app(memory))
        async with httpx.AsyncClient(transport=transport, base_url="http://agent-memory") as client:
            memory.context.writes_enabled = False
            refused = await client.post(
                "/v1/notifications", json=[_notification(1), _notification(2)]
            )
            assert refused.status_code == 507
            assert "Retry when space returns" in refused.json()["detail"]
            text = await client.post(
                "/v1/notifications/text",
                content=b'{"key":"k3","package":"com.whatsapp","postTime":3,"text":"x"}',
                headers={"content-type": "text/plain"},
            )
            assert text.status_code == 507
            status = (await client.get("/v1/status")).json()
            assert status["context"]["next_context_id"] == 1
            memory.context.writes_enabled = True
            retried = await client.post(
                "/v1/notifications", json=[_notification(1), _notification(2)]
            )
            assert retried.status_code == 200
            assert retried.json()["persisted"] == 2


async def test_save_memory_answers_507_while_writes_are_off_like_publish(tmp_path: Path) -> None:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        transport = httpx.ASGITransport(app=create_app(memory))
        async with httpx.AsyncClient(transport=transport, base_url="http://agent-memory") as client:
            body = {"store": "long_term", "kind": "preference", "content": "Likes green tea"}
            memory.context.writes_enabled = False  # what the storage monitor does from Critical on
            refused = await client.post("/v1/memories", json=body)
            assert refused.status_code == 507
            assert "Retry when space returns" in refused.json()["detail"]
            listed = await client.get("/v1/memories", params={"store": "long_term"})
            assert listed.json()["memories"] == []
            memory.context.writes_enabled = True
            saved = await client.post("/v1/memories", json=body)
            assert saved.status_code == 201


async def test_episode_submit_answers_507_while_writes_are_off_like_publish(
    tmp_path: Path,
) -> None:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        transport = httpx.ASGITransport(app=create_app(memory))
        async with httpx.AsyncClient(transport=transport, base_url="http://agent-memory") as client:
            trace = episode_json("ep-low")
            memory.context.writes_enabled = False  # what the storage monitor does from Critical on
            refused = await client.post("/v1/episodes", json=trace)
            assert refused.status_code == 507
            assert "episode was not stored" in refused.json()["detail"]
            assert not any((tmp_path / "memory" / "episodes").rglob("ep-low*"))
            memory.context.writes_enabled = True
            stored = await client.post("/v1/episodes", json=trace)
            assert stored.status_code == 201
            assert any((tmp_path / "memory" / "episodes").rglob("ep-low*"))
