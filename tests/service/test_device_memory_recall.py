"""Device Memory is found again by goal words: library ``recall``, ``POST /v1/recall``, the CLI."""

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
from agent_memory.errors import InvalidInput
from agent_memory.memory.intents import CreateMemory
from agent_memory.memory.memory_stores import MemoryStores
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
from agent_memory.memory.recall import DeviceRecallHit, RecallHit, RecallQuery
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer

SETTINGS = "com.android.settings"
T0 = datetime(2025, 3, 16, tzinfo=UTC)


async def _seed(stores: MemoryStores) -> None:
    """An English and a Chinese Bluetooth procedure, a camera procedure, one Temporary memory."""
    procedures = (
        (
            "dev-bt",
            "turn on bluetooth",
            "To turn on bluetooth: open_app > tap > tap",
            ("Connected devices", "Bluetooth"),
        ),
        ("dev-bt-zh", "打开蓝牙", "To 打开蓝牙: open_app > tap > tap", ("已连接的设备", "蓝牙")),
        ("dev-cam", "take a selfie", "To take a selfie: open_app > tap", ("Switch camera",)),
    )
    for memory_id, goal, content, labels in procedures:
        taps = [ProcedureStep("tap", text=label, app=SETTINGS) for label in labels]
        steps = (ProcedureStep("open_app", app=SETTINGS), *taps)
        new = NewDeviceMemory(
            DeviceMemoryType.UI_PATH,
            content,
            (DeviceEvidence("ep-1", (0, 1)),),
            app_package=SETTINGS,
            goal=goal,
            steps=steps,
            app_version="14.0.1",
        )
        await stores.apply(CreateMemory(StoreName.DEVICE, memory_id, new))
    await stores.apply(
        CreateMemory(
            StoreName.TEMPORARY,
            "tmp-bt",
            NewMemory(MemoryKind.FACT, "The bluetooth headset is charging.", MemorySource("agent")),
        )
    )


async def test_question_in_another_language_than_the_procedure_recalls_it(
    tmp_path: Path,
) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(T0)) as stores:
        await stores.apply(
            CreateMemory(
                StoreName.DEVICE,
                "dev-wifi",
                NewDeviceMemory(
                    DeviceMemoryType.UI_PATH,
                    "To connect to Wi-Fi: open_app > tap Network & internet > tap Internet",
                    (DeviceEvidence("ep-2", (0, 1)),),
                    app_package=SETTINGS,
                    goal="connect to Wi-Fi",
                    steps=(ProcedureStep("open_app", app=SETTINGS),),
                ),
            )
        )
        hits = await stores.recall(RecallQuery("怎么连接无线网?", stores=(StoreName.DEVICE,)))
        assert [h.record.id for h in hits] == ["dev-wifi"]
        await _seed(stores)
        # English procedures for a Chinese question ("how do I turn on bluetooth") and back.
        zh = await stores.recall(RecallQuery("蓝牙", stores=(StoreName.DEVICE,)))
        assert {h.record.id for h in zh} == {"dev-bt", "dev-bt-zh"}
        wlan = await stores.recall(RecallQuery("WLAN einschalten", stores=(StoreName.DEVICE,)))
        assert [h.record.id for h in wlan][:1] == ["dev-wifi"]


async def test_question_in_english_recalls_the_procedure_with_its_steps(tmp_path: Path) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(T0)) as stores:
        await _seed(stores)
        hits = await stores.recall(
            RecallQuery("how do I turn on Bluetooth", stores=(StoreName.DEVICE,))
        )
        assert [h.record.id for h in hits][:1] == ["dev-bt"]
        assert all(isinstance(h, DeviceRecallHit) for h in hits)
        first = hits[0]
        assert isinstance(first, DeviceRecallHit)
        assert [s.text for s in first.record.steps] == [None, "Connected devices", "Bluetooth"]


async def test_chinese_goal_word_recalls_the_chinese_procedure(tmp_path: Path) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(T0)) as stores:
        await _seed(stores)
        # The procedure written in Chinese first; the English one for the same feature after it.
        hits = await stores.recall(RecallQuery("蓝牙", stores=(StoreName.DEVICE,)))
        assert [h.record.id for h in hits] == ["dev-bt-zh", "dev-bt"]
        hits = await stores.recall(RecallQuery("怎么打开蓝牙?", stores=(StoreName.DEVICE,)))
        assert [h.record.id for h in hits][:1] == ["dev-bt-zh"]


async def test_element_text_on_the_path_recalls_the_procedure(tmp_path: Path) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(T0)) as stores:
        await _seed(stores)
        hits = await stores.recall(RecallQuery("switch camera", stores=(StoreName.DEVICE,)))
        assert [h.record.id for h in hits] == ["dev-cam"]


async def test_default_stores_leave_device_memory_out_and_a_mix_merges(tmp_path: Path) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(T0)) as stores:
        await _seed(stores)
        default = await stores.recall(RecallQuery("bluetooth"))
        assert [h.record.id for h in default] == ["tmp-bt"]
        assert all(isinstance(h, RecallHit) for h in default)
        mixed = await stores.recall(
            RecallQuery("bluetooth", stores=(StoreName.TEMPORARY, StoreName.DEVICE))
        )
        assert {h.record.id for h in mixed} == {"tmp-bt", "dev-bt", "dev-bt-zh"}
        scores = [h.score for h in mixed]
        assert scores == sorted(scores, reverse=True)


async def test_unknown_or_no_store_is_invalid_input(tmp_path: Path) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(T0)) as stores:
        with pytest.raises(InvalidInput) as unknown:
            await stores.recall(RecallQuery("bluetooth", stores=("devices",)))  # type: ignore[arg-type]
        assert unknown.value.field == "stores"
        with pytest.raises(InvalidInput) as empty:
            await stores.recall(RecallQuery("bluetooth", stores=()))
        assert empty.value.field == "stores"


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


async def test_api_recall_accepts_the_device_store(client: httpx.AsyncClient) -> None:
    found = await client.post(
        "/v1/recall", json={"query": "how do I turn on Bluetooth?", "stores": ["device"]}
    )
    assert found.status_code == 200, found.text
    hits = found.json()["hits"]
    top = hits[0]["memory"]
    assert (top["id"], top["store"], top["app_version"], top["confidence"]) == (
        "dev-bt",
        "device",
        "14.0.1",
        0.5,
    )
    assert [s["text"] for s in top["steps"]] == [None, "Connected devices", "Bluetooth"]
    mixed = await client.post(
        "/v1/recall", json={"query": "bluetooth", "stores": ["temporary", "device"]}
    )
    assert {h["memory"]["store"] for h in mixed.json()["hits"]} == {"temporary", "device"}
    default = await client.post("/v1/recall", json={"query": "bluetooth"})
    assert [h["memory"]["id"] for h in default.json()["hits"]] == ["tmp-bt"]
    wrong = await client.post("/v1/recall", json={"query": "bluetooth", "stores": ["devices"]})
    assert wrong.status_code == 422


def test_cli_recall_with_store_device(tmp_path: Path) -> None:
    async def _open_and_seed() -> None:
        async with await MemoryStores.open(tmp_path, ManualClock(T0)) as stores:
            await _seed(stores)

    asyncio.run(_open_and_seed())
    load_commands()
    runner = CliRunner()
    args = ["recall", "蓝牙", "--store", "device", "--data-dir", str(tmp_path), "--json"]
    done = runner.invoke(app, args)
    assert done.exit_code == 0, done.output
    hits = json.loads(done.output)["hits"]
    assert [(h["id"], h["store"], h["goal"]) for h in hits] == [
        ("dev-bt-zh", "device", "打开蓝牙"),
        ("dev-bt", "device", "turn on bluetooth"),
    ]
    table = runner.invoke(
        app, ["recall", "bluetooth", "--store", "device", "--data-dir", str(tmp_path)]
    )
    assert table.exit_code == 0, table.output
    assert "dev-bt" in table.output
    assert "tmp-bt" not in table.output
    bad = runner.invoke(app, ["recall", "x", "--store", "nowhere", "--data-dir", str(tmp_path)])
    assert bad.exit_code == 2
    assert "--store" in bad.output


async def test_hyphenated_goal_word_is_found_written_together(tmp_path: Path) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(T0)) as stores:
        new = NewDeviceMemory(
            DeviceMemoryType.UI_PATH,
            "To turn on wi-fi: open_app > tap > toggle",
            (DeviceEvidence("ep-2", (0,)),),
            app_package=SETTINGS,
            goal="turn on wi-fi",
            steps=(ProcedureStep("toggle", text="Wi\u2011Fi", app=SETTINGS),),
        )
        await stores.apply(CreateMemory(StoreName.DEVICE, "dev-wifi", new))
        for query in ("wifi on", "Wi-Fi", "WIFI"):
            hits = await stores.recall(RecallQuery(query, stores=(StoreName.DEVICE,)))
            assert [h.record.id for h in hits] == ["dev-wifi"], query
