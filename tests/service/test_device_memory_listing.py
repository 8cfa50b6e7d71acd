"""Device Memory can be listed and shown from the CLI and over the API, like the other stores."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import httpx
import pytest
from typer.testing import CliRunner

from agent_memory.api import create_app
from agent_memory.cli import app, load_commands
from agent_memory.clock import ManualClock
from agent_memory.memory.intents import CreateMemory, RemoveMemory
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import (
    DeviceEvidence,
    DeviceMemoryType,
    NewDeviceMemory,
    StoreName,
)
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer
from tests.episodes.support import episode_json


async def _seed(stores: MemoryStores) -> None:
    """Three device memories: two about the settings app (one removed), one about the camera."""
    for memory_id, content, package in (
        ("dev-bt", "Bluetooth is under Settings > Connected devices", "com.android.settings"),
        ("dev-cam", "The camera opens with a double press of power", "com.android.camera"),
        ("dev-old", "Wi-Fi was under Settings > Network", "com.android.settings"),
    ):
        new = NewDeviceMemory(
            DeviceMemoryType.UI_PATH,
            content,
            (DeviceEvidence("ep-1", (0, 1)),),
            app_package=package,
        )
        await stores.apply(CreateMemory(StoreName.DEVICE, memory_id, new))
    await stores.apply(RemoveMemory(StoreName.DEVICE, "dev-old", 1))


@pytest.fixture
def seeded_dir(tmp_path: Path) -> Path:
    async def _open_and_seed() -> None:
        async with await MemoryStores.open(
            tmp_path, ManualClock(datetime(2025, 3, 16, tzinfo=UTC))
        ) as stores:
            await _seed(stores)

    asyncio.run(_open_and_seed())
    load_commands()
    return tmp_path


def _cli(*args: str) -> tuple[int, str]:
    done = CliRunner().invoke(app, list(args))
    return done.exit_code, done.output


def test_cli_lists_live_device_memories_and_filters_by_app(seeded_dir: Path) -> None:
    code, out = _cli(
        "memories", "list", "--store", "device", "--data-dir", str(seeded_dir), "--json"
    )
    assert code == 0, out
    listed = json.loads(out)["memories"]
    assert sorted(m["id"] for m in listed) == ["dev-bt", "dev-cam"]
    assert {m["store"] for m in listed} == {"device"}
    assert listed[0]["evidence"] == [{"episode_id": "ep-1", "steps": [0, 1]}]

    args = ("memories", "list", "--store", "device", "--data-dir", str(seeded_dir), "--json")
    code, out = _cli(*args, "--app", "com.android.settings", "--all")
    assert code == 0, out
    by_id = {m["id"]: m["status"] for m in json.loads(out)["memories"]}
    assert by_id == {"dev-bt": "active", "dev-old": "removed"}


def test_cli_shows_a_device_memory_by_id(seeded_dir: Path) -> None:
    code, out = _cli("memories", "show", "dev-cam", "--data-dir", str(seeded_dir), "--json")
    assert code == 0, out
    shown = json.loads(out)
    assert (shown["store"], shown["type"], shown["app_package"]) == (
        "device",
        "ui_path",
        "com.android.camera",
    )
    code, out = _cli("memories", "show", "dev-none", "--data-dir", str(seeded_dir))
    assert code == 1
    assert "no memory has the id" in out


def test_cli_refuses_an_app_filter_on_another_store(seeded_dir: Path) -> None:
    code, out = _cli(
        "memories", "list", "--store", "temporary", "--app", "x", "--data-dir", str(seeded_dir)
    )
    assert code == 2
    assert "--app filters the device store only" in out


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        await _seed(memory.stores)
        transport = httpx.ASGITransport(app=create_app(memory))
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
            yield http


async def test_api_lists_device_memories_with_filters(client: httpx.AsyncClient) -> None:
    live = await client.get("/v1/memories", params={"store": "device"})
    assert live.status_code == 200, live.text
    assert sorted(m["id"] for m in live.json()["memories"]) == ["dev-bt", "dev-cam"]
    everything = await client.get(
        "/v1/memories", params={"store": "device", "include_inactive": True}
    )
    assert everything.status_code == 200, everything.text
    by_id = {m["id"]: m["status"] for m in everything.json()["memories"]}
    assert by_id == {"dev-bt": "active", "dev-cam": "active", "dev-old": "removed"}
    one = await client.get("/v1/memories", params={"store": "device", "limit": 1})
    assert len(one.json()["memories"]) == 1


async def test_api_gets_one_device_memory_and_404s_an_unknown_one(
    client: httpx.AsyncClient,
) -> None:
    found = await client.get("/v1/memories/device/dev-bt")
    assert found.status_code == 200, found.text
    body = found.json()
    assert (body["store"], body["type"], body["revision"]) == ("device", "ui_path", 1)
    assert body["evidence"] == [{"episode_id": "ep-1", "steps": [0, 1]}]
    missing = await client.get("/v1/memories/device/dev-none")
    assert missing.status_code == 404
    # A device id is not found in the other stores.
    assert (await client.get("/v1/memories/temporary/dev-bt")).status_code == 404


def test_list_cut_at_the_limit_says_more_exist(seeded_dir: Path) -> None:
    args = ("memories", "list", "--store", "device", "--data-dir", str(seeded_dir))
    code, out = _cli(*args, "--json", "--limit", "1")
    assert code == 0, out
    listed = json.loads(out)
    assert (len(listed["memories"]), listed["more"]) == (1, True)
    code, out = _cli(*args, "--json", "--limit", "2")
    assert (len(json.loads(out)["memories"]), json.loads(out)["more"]) == (2, False)
    code, out = _cli(*args, "--limit", "1")
    assert "more exist: raise --limit" in " ".join(out.split())


def test_listing_a_data_dir_with_only_submitted_episodes_is_empty_not_an_error(
    tmp_path: Path,
) -> None:
    episode = tmp_path / "episode.json"
    episode.write_text(json.dumps(episode_json("ep-only")), encoding="utf-8")
    load_commands()
    code, out = _cli("episodes", "submit", str(episode), "--data-dir", str(tmp_path / "d"))
    assert code == 0, out
    code, out = _cli(
        "memories", "list", "--store", "device", "--data-dir", str(tmp_path / "d"), "--json"
    )
    assert code == 0, out
    assert json.loads(out)["memories"] == []


def test_listing_a_directory_without_agent_memory_data_is_a_usage_error(tmp_path: Path) -> None:
    load_commands()
    code, out = _cli("memories", "list", "--data-dir", str(tmp_path / "nothing"))
    assert code == 2
    assert "no agent-memory data" in out
