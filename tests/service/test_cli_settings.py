"""Every command that reads settings takes ``--config``; ``run`` honours the settings' log level;
``ingest`` exits 1 when every line was rejected."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agent_memory.cli import app, load_commands
from agent_memory.clock import SystemClock
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import MemoryKind, MemorySource, NewMemory

ANDROID = {
    "key": "0|com.whatsapp|7|null|10111",
    "package": "com.whatsapp",
    "id": 7,
    "postTime": 1740830400000,
    "title": "Ana",
    "text": "Dinner at 8?",
    "flags": 16,
    "received_at": "2025-03-01T12:00:00+00:00",
}


@pytest.fixture(autouse=True)
def _no_agent_memory_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in list(os.environ):
        if name.startswith("AGENT_MEMORY_"):
            monkeypatch.delenv(name)
    load_commands()


def _config(tmp_path: Path, data_dir: Path) -> Path:
    toml = tmp_path / "agent-memory.toml"
    toml.write_text(f"data_dir = {json.dumps(str(data_dir))}\n", encoding="utf-8")
    return toml


def _seed_memory(data_dir: Path) -> str:
    async def _save() -> str:
        async with await MemoryStores.open(data_dir, SystemClock()) as stores:
            saved = await stores.save_memory(
                NewMemory(MemoryKind.FACT, "The dentist is on Elm Street", MemorySource("agent"))
            )
            return saved.record.id

    return asyncio.run(_save())


def test_config_file_gives_every_reading_command_its_data_dir(tmp_path: Path) -> None:
    data_dir = tmp_path / "from-config"
    toml = _config(tmp_path, data_dir)
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps(ANDROID) + "\n", encoding="utf-8")
    runner = CliRunner()

    ingested = runner.invoke(app, ["ingest", str(source), "--config", str(toml), "--json"])
    assert ingested.exit_code == 0, ingested.output
    assert json.loads(ingested.output)["persisted"] == 1
    assert len(list((data_dir / "memory" / "notifications" / "events").glob("*.jsonl"))) == 1

    status = runner.invoke(app, ["status", "--config", str(toml), "--json"])
    assert status.exit_code == 0, status.output
    assert json.loads(status.output)["context"]["pending"] == 1

    memory_id = _seed_memory(data_dir)
    listed = runner.invoke(app, ["memories", "list", "--config", str(toml), "--json"])
    assert listed.exit_code == 0, listed.output
    assert [m["id"] for m in json.loads(listed.output)["memories"]] == [memory_id]
    shown = runner.invoke(app, ["memories", "show", memory_id, "--config", str(toml), "--json"])
    assert shown.exit_code == 0, shown.output
    assert json.loads(shown.output)["content"] == "The dentist is on Elm Street"
    recalled = runner.invoke(app, ["recall", "dentist", "--config", str(toml), "--json"])
    assert recalled.exit_code == 0, recalled.output
    assert [h["id"] for h in json.loads(recalled.output)["hits"]] == [memory_id]

    episodes = runner.invoke(app, ["episodes", "list", "--config", str(toml), "--json"])
    assert episodes.exit_code == 2  # no episode was ever stored there: named, not a crash
    assert "from-config" in episodes.output


def test_data_dir_flag_wins_over_the_config_file(tmp_path: Path) -> None:
    toml = _config(tmp_path, tmp_path / "from-config")
    flag_dir = tmp_path / "from-flag"
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps(ANDROID) + "\n", encoding="utf-8")
    done = CliRunner().invoke(
        app, ["ingest", str(source), "--config", str(toml), "--data-dir", str(flag_dir)]
    )
    assert done.exit_code == 0, done.output
    assert (flag_dir / "memory" / "notifications").is_dir()
    assert not (tmp_path / "from-config").exists()


def test_unreadable_config_file_is_a_usage_error_naming_the_field(tmp_path: Path) -> None:
    done = CliRunner().invoke(app, ["status", "--config", str(tmp_path / "missing.toml")])
    assert done.exit_code == 2
    assert "config_file" in done.output or "settings file" in done.output


def test_ingest_exits_1_when_every_line_was_rejected(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text('garbage\n{"not": "a notification"}\n', encoding="utf-8")
    done = CliRunner().invoke(
        app, ["ingest", str(source), "--data-dir", str(tmp_path / "d"), "--json"]
    )
    assert done.exit_code == 1
    report = json.loads(done.output)
    assert report["events"] == 0
    assert len(report["rejected"]) == 2


def test_ingest_with_some_lines_rejected_still_exits_0(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps(ANDROID) + "\ngarbage\n", encoding="utf-8")
    done = CliRunner().invoke(
        app, ["ingest", str(source), "--data-dir", str(tmp_path / "d"), "--json"]
    )
    assert done.exit_code == 0, done.output
    report = json.loads(done.output)
    assert (report["persisted"], len(report["rejected"])) == (1, 1)


def _run(tmp_path: Path, *extra: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps(ANDROID) + "\n", encoding="utf-8")
    base = {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}
    return subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", "run", str(source), "--json", *extra],
        env={**base, **env, "AGENT_MEMORY_LOG_FORMAT": "json"},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _levels(stderr: str) -> set[str]:
    return {json.loads(line)["level"] for line in stderr.splitlines() if line.startswith("{")}


def test_run_logs_at_the_environment_log_level_when_no_flag_is_given(tmp_path: Path) -> None:
    runs = {}
    for name, extra, env in (
        ("environment", (), {"AGENT_MEMORY_LOG_LEVEL": "info"}),
        ("default", (), {}),
        ("flag", ("--log-level", "warning"), {"AGENT_MEMORY_LOG_LEVEL": "info"}),
    ):
        where = tmp_path / name
        where.mkdir()
        done = _run(where, "--data-dir", str(where / "d"), *extra, env=env)
        assert done.returncode == 0, done.stderr[-2000:]
        runs[name] = _levels(done.stderr)
    assert "info" in runs["environment"]
    assert runs["default"] <= {"warning", "error"}
    assert runs["flag"] <= {"warning", "error"}
