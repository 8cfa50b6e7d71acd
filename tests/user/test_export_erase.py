"""Export everything the device holds about the user; erase it and leave a fresh directory."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.ring import EventRing
from agent_memory.cli import app, load_commands
from agent_memory.errors import InvalidInput, LifecycleError
from agent_memory.export import erase_data, export_data
from agent_memory.layout import DataLayout
from agent_memory.memory.model import StoreName
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.purge import PurgeSelector
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer
from tests.episodes.support import episode_json


def _event(timer: ManualTimer, n: int, app: str, title: str, body: str) -> NotificationEvent:
    return make_event(
        platform="android",
        source_key=f"0|{app}|{n}|null|10123",
        app_id=app,
        received_at=timer.now(),
        title=title,
        body=body,
    )


async def _fill(data_dir: Path) -> None:
    """Three notifications, their memories, an episode, one forgotten memory, one purge."""
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=data_dir), clock=timer.clock, timer=timer
    ) as memory:
        await memory.publish_notifications(
            [
                _event(timer, 1, "com.whatsapp", "Dr. Patel", "Dentist moved to Thursday 16:30"),
                _event(timer, 2, "com.whatsapp", "Mia", "Pick up the parcel from the locker"),
                _event(timer, 3, "com.example.bank", "Bank", "Your code is 482913"),
            ]
        )
        await memory.record_episode(episode_json("ep-1"))
        await memory.process_pending()
        made = await memory.list_memories(StoreName.TEMPORARY)
        await memory.forget_memory(made[0].id)
        await memory.purge_notifications(PurgeSelector(app="com.example.bank"))


def _lines(folder: Path, name: str) -> list[dict[str, Any]]:
    text = (folder / name).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


async def test_export_writes_every_part_as_documented_json_lines(tmp_path: Path) -> None:
    data = tmp_path / "data"
    await _fill(data)
    out = tmp_path / "export"
    report = await export_data(data, out)
    notifications = _lines(out, "notifications.jsonl")
    assert [n["context_id"] for n in notifications] == [1, 2]
    memories = _lines(out, "memories.jsonl")
    assert {m["store"] for m in memories} == {"temporary", "device"}
    assert all("revision" in m for m in memories)
    assert next(m for m in memories if m["store"] == "device")["history"] == []
    forgotten = _lines(out, "forgotten.jsonl")
    assert len(forgotten) == 1
    assert forgotten[0]["sources"][0].startswith("notification:")
    assert [e["episode_id"] for e in _lines(out, "episodes.jsonl")] == ["ep-1"]
    assert _lines(out, "episode-ledger.jsonl")[-1]["state"] == "done"
    purges = _lines(out, "purges.jsonl")
    assert [(p["state"], p["ranges"]) for p in purges] == [("begun", [[3, 3]]), ("done", [[3, 3]])]
    assert _lines(out, "gaps.jsonl") == []
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["v"] == 1
    assert manifest["files"] == report.lines
    assert manifest["files"]["notifications.jsonl"] == 2


async def test_export_refuses_a_folder_that_is_not_empty(tmp_path: Path) -> None:
    data = tmp_path / "data"
    await _fill(data)
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "keep.txt").write_text("mine")
    with pytest.raises(InvalidInput) as caught:
        await export_data(data, tmp_path / "full")
    assert caught.value.field == "target"
    with pytest.raises(InvalidInput):
        await export_data(tmp_path / "nothing", tmp_path / "out")


def test_cli_export_to_a_file_is_refused_with_a_sentence_and_exit_2(tmp_path: Path) -> None:
    data = tmp_path / "data"
    asyncio.run(_fill(data))
    target = tmp_path / "notes.txt"
    target.write_text("mine", encoding="utf-8")
    load_commands("export")
    done = CliRunner().invoke(app, ["export", str(target), "--data-dir", str(data)])
    assert done.exit_code == 2, done.output
    assert "is a file, not a folder" in done.output
    assert target.read_text(encoding="utf-8") == "mine"


async def test_erase_removes_everything_and_leaves_a_fresh_data_directory(tmp_path: Path) -> None:
    data = tmp_path / "data"
    await _fill(data)
    removed = await asyncio.to_thread(erase_data, data)
    assert removed == ["memory"]
    layout = DataLayout(data)
    assert layout.memory.is_dir()
    assert list(layout.memory.iterdir()) == []
    assert [p.name for p in data.iterdir()] == ["memory"]
    timer = ManualTimer()
    async with AgentMemory.open(Settings.load(data_dir=data), timer=timer) as memory:
        status = await memory.status()
        assert (status.context.next_context_id, status.context.pending) == (1, 0)
        assert await memory.list_memories(StoreName.TEMPORARY, include_inactive=True) == []
        assert await memory.episode_processor.count_pending() == 0


def test_erase_refuses_while_another_process_holds_the_data_directory(tmp_path: Path) -> None:
    layout = DataLayout(tmp_path)
    NotificationContext.open(layout.notifications, EventRing(4)).close()
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD_LOCK, str(layout.notifications / "LOCK")],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(LifecycleError):
            erase_data(tmp_path)
        assert (layout.notifications / "state.json").is_file()
    finally:
        holder.kill()
        holder.communicate()


_HOLD_LOCK = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR)
fcntl.lockf(fd, fcntl.LOCK_EX)
print("locked", flush=True)
time.sleep(60)
"""


def test_cli_erase_needs_yes_and_cli_export_lists_files(tmp_path: Path) -> None:
    data = tmp_path / "data"
    asyncio.run(_fill(data))
    load_commands("export")
    runner = CliRunner()
    exported = runner.invoke(app, ["export", str(tmp_path / "out"), "--data-dir", str(data)])
    assert exported.exit_code == 0, exported.output
    assert "notifications.jsonl: 2 line(s)" in exported.output
    refused = runner.invoke(app, ["erase", "--data-dir", str(data)])
    assert refused.exit_code == 2
    assert "--yes" in refused.output
    assert (DataLayout(data).notifications / "events").is_dir()
    done = runner.invoke(app, ["erase", "--yes", "--data-dir", str(data)])
    assert done.exit_code == 0, done.output
    assert not (DataLayout(data).notifications).exists()


def test_status_and_explain_read_a_freshly_erased_data_directory(tmp_path: Path) -> None:
    data = tmp_path / "data"
    asyncio.run(_fill(data))
    load_commands()
    runner = CliRunner()
    done = runner.invoke(app, ["erase", "--yes", "--data-dir", str(data)])
    assert done.exit_code == 0, done.output
    status = runner.invoke(app, ["status", "--json", "--data-dir", str(data)])
    assert status.exit_code == 0, status.output
    context = json.loads(status.output)["context"]
    assert (context["next_context_id"], context["pending"], context["shards"]) == (1, 0, [])
    assert context["source_cursor"] is None
    assert [p.name for p in data.rglob("*")] == ["memory"]  # status wrote nothing
    explained = runner.invoke(app, ["explain", "1", "--data-dir", str(data)])
    assert explained.exit_code == 1, explained.output
    assert "notification 1: unknown" in explained.output


def test_status_of_a_directory_never_used_is_still_a_usage_error(tmp_path: Path) -> None:
    load_commands("status")
    done = CliRunner().invoke(app, ["status", "--data-dir", str(tmp_path / "none")])
    assert done.exit_code == 2
    assert "no agent-memory data" in done.output


def test_status_table_says_storage_is_not_measured_without_a_service(tmp_path: Path) -> None:
    data = tmp_path / "data"
    asyncio.run(_fill(data))
    load_commands("status")
    done = CliRunner().invoke(app, ["status", "--data-dir", str(data)])
    assert done.exit_code == 0, done.output
    assert "not measured (no service running)" in done.output
    assert "None" not in done.output
