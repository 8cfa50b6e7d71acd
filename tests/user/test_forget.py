"""Forget a memory: gone from its store and index at once, and never made again."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agent_memory.cli import app, load_commands
from agent_memory.clock import ManualClock
from agent_memory.errors import MemoryForgotten, MemoryNotFound, StorageError
from agent_memory.memory.intents import CreateMemory, PromoteMemory
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import (
    DeviceEvidence,
    DeviceMemoryType,
    MemoryKind,
    MemorySource,
    NewDeviceMemory,
    NewMemory,
    StoreName,
)
from agent_memory.memory.recall import RecallQuery
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.processor import memory_id_for
from agent_memory.notifications.record import NotificationRecord
from agent_memory.notifications.state import MemoryCursor
from tests.notifications.processor_support import NOW, fallback_engine, harness

from .served import served, settings_for

DENTIST = "Dentist appointment moved to Thursday 16:30"


def _from_notification(cid: int, content: str = DENTIST) -> NewMemory:
    return NewMemory(
        MemoryKind.EVENT,
        content,
        MemorySource("notification", context_ids=(cid,), app_ids=("com.whatsapp",)),
    )


def _fts_rows(data_dir: Path, store: str) -> int:
    with sqlite3.connect(data_dir / "memory" / store / "store.sqlite3") as conn:
        return int(conn.execute("SELECT COUNT(*) FROM memories_fts").fetchone()[0])


async def test_forgotten_memory_is_gone_from_the_store_and_its_index(tmp_path: Path) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-1", _from_notification(1)))
        assert _fts_rows(tmp_path, "temporary") == 1
        results = await stores.forget("ntf-1")
        assert [(r.store, r.memory_id, r.revision) for r in results] == [("temporary", "ntf-1", 1)]
        assert results[0].sources == ("notification:1",)
        assert await stores.get(StoreName.TEMPORARY, "ntf-1") is None
        assert await stores.recall_memory(RecallQuery("dentist")) == []
        assert _fts_rows(tmp_path, "temporary") == 0
    # The tombstone holds ids only: no column of it holds the text.
    with sqlite3.connect(tmp_path / "memory" / "temporary" / "store.sqlite3") as conn:
        dumped = "\n".join(conn.iterdump())
    assert "Dentist" not in dumped


async def test_replayed_create_of_a_forgotten_memory_is_refused(tmp_path: Path) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        create = CreateMemory(StoreName.TEMPORARY, "ntf-1", _from_notification(1))
        await stores.apply(create)
        await stores.forget("ntf-1", StoreName.TEMPORARY)
        with pytest.raises(MemoryForgotten):
            await stores.apply(create)
        assert await stores.get(StoreName.TEMPORARY, "ntf-1") is None


async def test_create_from_a_forgotten_notification_under_another_id_is_refused(
    tmp_path: Path,
) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-1", _from_notification(1)))
        await stores.forget("ntf-1")
        folded = NewMemory(
            MemoryKind.EVENT,
            "Dentist on Thursday",
            MemorySource("notification", context_ids=(2, 1)),
        )
        with pytest.raises(MemoryForgotten):
            await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-2", folded))
        # Another notification still makes its memory.
        await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-3", _from_notification(3)))
        assert await stores.get(StoreName.TEMPORARY, "ntf-3") is not None


async def test_forgetting_again_is_a_noop_and_an_unknown_id_is_not_found(tmp_path: Path) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-1", _from_notification(1)))
        await stores.forget("ntf-1")
        again = await stores.forget("ntf-1")
        assert [(r.memory_id, r.revision, r.repeated) for r in again] == [("ntf-1", 1, True)]
        with pytest.raises(MemoryNotFound):
            await stores.forget("ntf-404")


async def test_forgetting_a_promoted_memory_also_forgets_its_temporary_tombstone(
    tmp_path: Path,
) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-1", _from_notification(1)))
        await stores.apply(PromoteMemory("ntf-1", 1))
        results = await stores.forget("lt-ntf-1", StoreName.LONG_TERM)
        assert sorted((r.store, r.memory_id) for r in results) == [
            ("long_term", "lt-ntf-1"),
            ("temporary", "ntf-1"),
        ]
        assert await stores.get(StoreName.TEMPORARY, "ntf-1") is None
        assert await stores.get(StoreName.LONG_TERM, "lt-ntf-1") is None


async def test_forgotten_device_memory_takes_its_history_and_stays_forgotten(
    tmp_path: Path,
) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        new = NewDeviceMemory(
            DeviceMemoryType.UI_PATH, "To pair: open settings", (DeviceEvidence("ep-1"),)
        )
        create = CreateMemory(StoreName.DEVICE, "dev-1", new)
        await stores.apply(create)
        results = await stores.forget("dev-1", StoreName.DEVICE)
        assert results[0].sources == ("episode:ep-1",)
        assert await stores.get(StoreName.DEVICE, "dev-1") is None
        with pytest.raises(MemoryForgotten):
            await stores.apply(create)


class _CommitFailsOnce(NotificationContext):
    """A context whose first commit fails (a crash after the memory write, before commit)."""

    failed = False

    def commit_processed(self, batch: list[NotificationRecord]) -> MemoryCursor:
        if not _CommitFailsOnce.failed:
            _CommitFailsOnce.failed = True
            raise StorageError("The state could not be written.")
        return super().commit_processed(batch)


async def test_replayed_batch_does_not_make_a_forgotten_memory_again(tmp_path: Path) -> None:
    _CommitFailsOnce.failed = False
    async with harness(tmp_path, fallback_engine(), context_class=_CommitFailsOnce) as h:
        h.publish(DENTIST, title="Dr. Patel")
        with pytest.raises(StorageError):
            await h.processor.run_batch()
        assert await h.get(StoreName.TEMPORARY, memory_id_for(1)) is not None
        assert h.memory_cursor() == 0  # the batch is still pending: it will run again
        await h.stores.forget(memory_id_for(1))
        result = await h.processor.run_batch()
        assert result.processed == 1
        outcome = result.outcome
        assert [(o.action, o.reason) for o in outcome.outcomes] == [("ignore", "forgotten")]
        assert await h.memories() == []
        assert h.memory_cursor() == 1


async def test_api_delete_forgets_a_memory_over_http(tmp_path: Path) -> None:
    async with served(settings_for(tmp_path / "d")) as (memory, client):
        await memory.stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-7", _from_notification(7)))
        response = await client.delete("/v1/memories/temporary/ntf-7")
        assert response.status_code == 200
        assert response.json() == {
            "forgotten": [
                {
                    "store": "temporary",
                    "memory_id": "ntf-7",
                    "revision": 1,
                    "sources": ["notification:7"],
                    "repeated": False,
                }
            ]
        }
        assert (await client.get("/v1/memories/temporary/ntf-7")).status_code == 404
        missing = await client.delete("/v1/memories/long_term/ntf-7")
        assert missing.status_code == 404
        assert missing.json()["field"] == "memory_id"


def test_cli_memories_forget_store_and_id(tmp_path: Path) -> None:
    async def _seed() -> None:
        async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
            await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-1", _from_notification(1)))
            await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-2", _from_notification(2)))

    asyncio.run(_seed())
    load_commands("memories")
    runner = CliRunner()
    args = ["--data-dir", str(tmp_path), "--json"]
    done = runner.invoke(app, ["memories", "forget", "temporary/ntf-1", *args])
    assert done.exit_code == 0, done.output
    assert json.loads(done.output)["forgotten"][0]["memory_id"] == "ntf-1"
    done = runner.invoke(app, ["memories", "forget", "ntf-2", "--data-dir", str(tmp_path)])
    assert done.exit_code == 0, done.output
    assert "forgot temporary/ntf-2 at revision 1" in done.output
    done = runner.invoke(app, ["memories", "forget", "ntf-9", "--data-dir", str(tmp_path)])
    assert done.exit_code == 1
    assert "no memory has the id 'ntf-9'" in done.output
    done = runner.invoke(app, ["memories", "forget", "attic/ntf-1", "--data-dir", str(tmp_path)])
    assert done.exit_code == 2


@pytest.mark.parametrize(
    "command",
    [
        ["memories", "forget", "attic/ntf-1"],
        ["memories", "list", "--store", "attic"],
        ["recall", "lunch", "--store", "attic"],
    ],
)
def test_cli_bad_store_name_is_named_in_the_error(tmp_path: Path, command: list[str]) -> None:
    load_commands(command[0])
    done = CliRunner().invoke(app, [*command, "--data-dir", str(tmp_path)])
    assert done.exit_code == 2
    assert "temporary, long_term or device, not 'attic'" in done.output
