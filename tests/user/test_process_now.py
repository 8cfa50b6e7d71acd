"""Process now: pending work is processed at once instead of at the next idle window."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from typer.testing import CliRunner

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.cli import app, load_commands
from agent_memory.memory.model import StoreName
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer

from .served import served, settings_for


def _event(timer: ManualTimer, n: int, title: str, body: str) -> NotificationEvent:
    return make_event(
        platform="android",
        source_key=f"0|com.whatsapp|{n}|null|10123",
        app_id="com.whatsapp",
        received_at=timer.now(),
        title=title,
        body=body,
    )


def _two(timer: ManualTimer) -> list[NotificationEvent]:
    return [
        _event(timer, 1, "Dr. Patel", "Dentist appointment moved to Thursday 16:30"),
        _event(timer, 2, "Mia", "Can you pick up the parcel from the locker?"),
    ]


async def test_process_pending_runs_before_the_idle_window_opens(tmp_path: Path) -> None:
    timer = ManualTimer()  # never advanced: the 300 s idle window never opens by itself
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        await memory.publish_notifications(_two(timer))
        seen: list[tuple[int, int]] = []
        report = await memory.process_pending(lambda done, total: seen.append((done, total)))
        assert (report.processed, report.pending, report.stalled) == (2, 0, ())
        assert seen[0] == (0, 2)
        assert seen[-1] == (2, 2)
        status = await memory.status()
        assert status.context.pending == 0
        made = await memory.list_memories(StoreName.TEMPORARY)
        assert {m.source.context_ids for m in made} >= {(1,)}
        # Back on the idle delay afterwards: new work waits for the window again.
        await memory.publish_notifications([_event(timer, 3, "Ana", "Lunch at noon tomorrow?")])
        for _ in range(50):
            await asyncio.sleep(0)
        assert (await memory.status()).context.pending == 1


async def test_process_pending_yields_to_a_foreground_lease(tmp_path: Path) -> None:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        await memory.publish_notifications(_two(timer))
        lease = await memory.leases.begin(60)
        task = asyncio.create_task(memory.process_pending())
        for _ in range(200):
            await asyncio.sleep(0)
        assert not task.done()
        assert (await memory.status()).context.pending == 2  # nothing ran under the lease
        await memory.leases.end(lease.lease_id)
        report = await asyncio.wait_for(task, 30)
        assert report.processed == 2
        assert (await memory.status()).context.pending == 0


async def test_process_pending_with_nothing_pending_returns_at_once(tmp_path: Path) -> None:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        report = await asyncio.wait_for(memory.process_pending(), 30)
        assert (report.processed, report.pending) == (0, 0)


async def test_api_process_over_http_processes_what_is_pending(tmp_path: Path) -> None:
    async with served(settings_for(tmp_path / "d")) as (memory, client):
        timer = ManualTimer()
        await memory.publish_notifications(_two(timer))
        assert (await memory.status()).context.pending == 2
        response = await client.post("/v1/process")
        assert response.status_code == 200
        assert response.json() == {"processed": 2, "pending": 0, "stalled": []}
        assert (await client.get("/v1/status")).json()["context"]["pending"] == 0


def test_cli_process_prints_plain_progress_lines_off_a_terminal_on_standard_error(
    tmp_path: Path,
) -> None:
    async def _publish() -> None:
        timer = ManualTimer()
        async with AgentMemory.open(Settings.load(data_dir=tmp_path), timer=timer) as memory:
            await memory.publish_notifications(_two(timer))

    asyncio.run(_publish())
    load_commands("process")
    runner = CliRunner()
    done = runner.invoke(app, ["process", "--data-dir", str(tmp_path)])
    assert done.exit_code == 0, done.output
    assert "processed 2 of 2" in done.stderr
    assert done.stdout == "processed: 2\nnothing is pending\n"
    again = runner.invoke(app, ["process", "--data-dir", str(tmp_path), "--json"])
    assert again.exit_code == 0, again.output
    assert json.loads(again.stdout) == {"processed": 0, "pending": 0, "stalled": []}


def test_cli_process_refuses_a_directory_without_data(tmp_path: Path) -> None:
    load_commands("process")
    done = CliRunner().invoke(app, ["process", "--data-dir", str(tmp_path / "none")])
    assert done.exit_code == 2
    assert "no agent-memory data" in done.output
