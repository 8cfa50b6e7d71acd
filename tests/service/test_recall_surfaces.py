"""Recall over the API and the CLI: Device Memory as a store choice, and recall at a time."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest
from typer.testing import CliRunner

from agent_memory.api import create_app
from agent_memory.cli import app, load_commands
from agent_memory.clock import ManualClock
from agent_memory.memory import (
    CreateMemory,
    DeviceEvidence,
    DeviceMemoryType,
    MemoryKind,
    MemorySource,
    MemoryStores,
    NewDeviceMemory,
    NewMemory,
    StoreName,
)
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer

T0 = datetime(2026, 12, 1, 1, 0, tzinfo=UTC)  # 09:00 in Shanghai, a Tuesday


def _note(content: str, expires_at: datetime) -> NewMemory:
    return replace(
        NewMemory(
            kind=MemoryKind.EVENT,
            content=content,
            source=MemorySource("notification", context_ids=(1,), app_ids=("app",)),
        ),
        expires_at=expires_at,
    )


async def _seed(stores: MemoryStores) -> None:
    await stores.apply(
        CreateMemory(
            StoreName.TEMPORARY, "park", _note("Parking paid until 6 PM", T0 + timedelta(hours=9))
        )
    )
    await stores.apply(
        CreateMemory(
            StoreName.TEMPORARY,
            "dentist",
            _note("Dentist checkup tomorrow at 9", T0 + timedelta(days=5)),
        )
    )
    new = NewDeviceMemory(
        DeviceMemoryType.UI_PATH,
        "Parking payments are under ParkMobile > Sessions",
        (DeviceEvidence("ep-1", (0,)),),
        app_package="com.parkmobile.app",
    )
    await stores.apply(CreateMemory(StoreName.DEVICE, "dev-park", new))


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        timer.clock.set_wall_clock(T0)
        await _seed(memory.stores)
        transport = httpx.ASGITransport(app=create_app(memory))
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
            yield http


async def test_api_recalls_device_memory_when_asked(client: httpx.AsyncClient) -> None:
    body = {"query": "parking", "stores": ["device"], "at": "2026-12-01T10:00:00+08:00"}
    found = await client.post("/v1/recall", json=body)
    assert found.status_code == 200, found.text
    [hit] = found.json()["hits"]
    assert (hit["memory"]["store"], hit["memory"]["id"]) == ("device", "dev-park")
    assert 0.5 <= hit["score"] <= 1.0
    both = await client.post("/v1/recall", json={**body, "stores": ["temporary", "device"]})
    assert {h["memory"]["id"] for h in both.json()["hits"]} == {"park", "dev-park"}


async def test_api_recall_at_a_time_judges_expiry_and_time_words_then(
    client: httpx.AsyncClient,
) -> None:
    early = await client.post(
        "/v1/recall", json={"query": "parking", "at": "2026-12-01T10:00:00+08:00"}
    )
    assert [h["memory"]["id"] for h in early.json()["hits"]] == ["park"]
    late = await client.post(
        "/v1/recall", json={"query": "parking", "at": "2026-12-01T18:00:00+08:00"}
    )
    assert late.json()["hits"] == []
    # "tomorrow" asked on Tuesday (local) is Wednesday, the day the dentist memory names.
    tomorrow = await client.post(
        "/v1/recall", json={"query": "what is on tomorrow", "at": "2026-12-01T10:00:00+08:00"}
    )
    assert [h["memory"]["id"] for h in tomorrow.json()["hits"]] == ["dentist"]


async def test_api_refuses_a_recall_time_without_an_offset(client: httpx.AsyncClient) -> None:
    bad = await client.post("/v1/recall", json={"query": "parking", "at": "2026-12-01T10:00:00"})
    assert bad.status_code == 422
    assert "at" in bad.text


async def test_api_blank_question_returns_nothing(client: httpx.AsyncClient) -> None:
    found = await client.post("/v1/recall", json={"query": "   "})
    assert found.status_code == 200
    assert found.json()["hits"] == []


@pytest.fixture
def seeded_dir(tmp_path: Path) -> Path:
    async def _open_and_seed() -> None:
        async with await MemoryStores.open(tmp_path, ManualClock(T0)) as stores:
            await _seed(stores)

    asyncio.run(_open_and_seed())
    load_commands()
    return tmp_path


def _cli(*args: str) -> tuple[int, str]:
    done = CliRunner().invoke(app, list(args))
    return done.exit_code, done.output


def test_cli_recalls_at_a_time_from_the_chosen_stores(seeded_dir: Path) -> None:
    base = ("recall", "parking", "--data-dir", str(seeded_dir), "--json")
    code, out = _cli(*base, "--at", "2026-12-01T10:00:00+08:00", "--store", "temporary")
    assert code == 0, out
    assert [h["id"] for h in json.loads(out)["hits"]] == ["park"]
    code, out = _cli(*base, "--at", "2026-12-01T18:00:00+08:00", "--store", "temporary")
    assert json.loads(out)["hits"] == []
    code, out = _cli(*base, "--at", "2026-12-01T18:00:00+08:00", "--store", "device")
    assert [(h["store"], h["id"]) for h in json.loads(out)["hits"]] == [("device", "dev-park")]


def test_cli_recall_at_a_time_gives_each_hit_its_status_at_that_time(seeded_dir: Path) -> None:
    """A hit recalled --at a time it was live says ``active``, not its state by today's clock
    (which had every sample hit of March 2025 say ``expired``)."""
    base = ("recall", "parking", "--data-dir", str(seeded_dir), "--json", "--store", "temporary")
    code, out = _cli(*base, "--at", "2026-12-01T10:00:00+08:00")
    assert code == 0, out
    assert [(h["id"], h["status"]) for h in json.loads(out)["hits"]] == [("park", "active")]


def test_cli_refuses_a_bad_time_or_store(seeded_dir: Path) -> None:
    code, out = _cli("recall", "parking", "--data-dir", str(seeded_dir), "--at", "tomorrow")
    assert code == 2
    assert "--at" in out
    code, out = _cli("recall", "parking", "--data-dir", str(seeded_dir), "--store", "cloud")
    assert code == 2
    assert "--store" in out
