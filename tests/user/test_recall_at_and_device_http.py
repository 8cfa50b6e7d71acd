"""Recall as of a time and Device Memory recall, through real HTTP on the Unix socket."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from agent_memory.clock import ManualClock
from agent_memory.memory.intents import CreateMemory
from agent_memory.memory.model import (
    DeviceEvidence,
    DeviceMemoryType,
    MemoryKind,
    MemorySource,
    NewDeviceMemory,
    NewMemory,
    ProcedureStep,
    StoreName,
)

from .served import served, settings_for

WRITTEN = datetime(2025, 3, 4, 9, 0, tzinfo=UTC)


async def test_api_recall_at_judges_expiry_and_creation_at_that_time(tmp_path: Path) -> None:
    clock = ManualClock(WRITTEN)
    async with served(settings_for(tmp_path / "d"), clock=clock) as (memory, client):
        new = NewMemory(
            MemoryKind.EVENT,
            "Dentist appointment on Thursday at 16:30",
            MemorySource("agent"),
            expires_at=WRITTEN + timedelta(days=7),
        )
        await memory.stores.apply(CreateMemory(StoreName.TEMPORARY, "m-dentist", new))
        clock.advance(86400)

        async def ids(**extra: str) -> list[str]:
            response = await client.post("/v1/recall", json={"query": "dentist", **extra})
            assert response.status_code == 200, response.text
            return [h["memory"]["id"] for h in response.json()["hits"]]

        assert await ids() == ["m-dentist"]
        assert await ids(at="2025-03-06T12:00:00+08:00") == ["m-dentist"]
        assert await ids(at="2025-03-20T12:00:00+00:00") == []  # expired by then
        assert await ids(at="2025-03-01T12:00:00+00:00") == []  # not made yet
        naive = await client.post(
            "/v1/recall", json={"query": "dentist", "at": "2025-03-05T12:00:00"}
        )
        assert naive.status_code == 422
        assert naive.json()["field"] == "at"


async def test_api_recall_of_device_memory_over_http(tmp_path: Path) -> None:
    async with served(settings_for(tmp_path / "d")) as (memory, client):
        steps = (
            ProcedureStep("open_app", app="com.android.settings"),
            ProcedureStep("tap", text="Bluetooth", app="com.android.settings"),
        )
        new = NewDeviceMemory(
            DeviceMemoryType.UI_PATH,
            "To turn on bluetooth: open_app > tap",
            (DeviceEvidence("ep-1", (0, 1)),),
            app_package="com.android.settings",
            goal="turn on bluetooth",
            steps=steps,
        )
        await memory.stores.apply(CreateMemory(StoreName.DEVICE, "dev-bt", new))
        response = await client.post(
            "/v1/recall", json={"query": "how do I turn on bluetooth?", "stores": ["device"]}
        )
        assert response.status_code == 200
        hits = response.json()["hits"]
        assert [(h["memory"]["store"], h["memory"]["id"]) for h in hits] == [("device", "dev-bt")]
        assert hits[0]["memory"]["steps"][1]["text"] == "Bluetooth"
