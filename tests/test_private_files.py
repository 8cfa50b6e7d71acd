"""Everything under a data directory is private to its user, whatever the process umask.

Folders 0700, files 0600 (issue: "everything on disk is readable by every local user"): shards,
state and its copies, the SQLite stores and their -wal/-shm files, the episode ledger and traces,
quarantine files and the API token. Folders and files an older version made open to others are
tightened when opened, with a warning that names the path and never the content.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory.api import read_or_create_token
from agent_memory.ble.event import make_event
from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.layout import DataLayout, make_private_dir, open_private
from agent_memory.logs import capture_events
from agent_memory.memory.model import MemoryKind, MemorySource, NewMemory
from agent_memory.memory.service import MemoryStores
from agent_memory.notifications.context import NotificationContext
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from tests.episodes.support import episode_json

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "examples" / "week.jsonl"
NOW = datetime(2025, 3, 16, 3, 0, tzinfo=UTC)


def modes_under(root: Path) -> dict[str, str]:
    """Every folder and file below ``root`` (itself included) with its mode, as octal text."""
    found = {".": f"{stat.S_IMODE(root.stat().st_mode):04o}"}
    for path in root.rglob("*"):
        found[str(path.relative_to(root))] = f"{stat.S_IMODE(path.lstat().st_mode):04o}"
    return found


def not_private(root: Path) -> dict[str, str]:
    """What below ``root`` is not 0700 (folders) or 0600 (files and sockets)."""
    wrong = {}
    for name, mode in modes_under(root).items():
        path = root / name
        wanted = "0700" if path.is_dir() else "0600"
        if mode != wanted:
            wrong[name] = mode
    return wrong


@pytest.fixture
def permissive_umask() -> Iterator[None]:
    old = os.umask(0o000)
    try:
        yield
    finally:
        os.umask(old)


def _cli(*args: str, umask: int, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}
    return subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        umask=umask,
    )


@pytest.mark.parametrize("umask", [0o022, 0o000], ids=["umask-022", "umask-000"])
def test_a_full_run_with_episodes_leaves_only_private_files_whatever_the_umask(
    tmp_path: Path, umask: int
) -> None:
    data = tmp_path / "data"
    trace = tmp_path / "episode.json"
    trace.write_text(json.dumps(episode_json("ep-1")), encoding="utf-8")
    submitted = _cli(
        "episodes", "submit", str(trace), "--data-dir", str(data), umask=umask, cwd=tmp_path
    )
    assert submitted.returncode == 0, submitted.stderr[-2000:]
    ran = _cli("run", str(SAMPLE), "--data-dir", str(data), "--json", umask=umask, cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert json.loads(ran.stdout)["persisted"] > 0
    modes = modes_under(data)
    # The run wrote every kind of file the issue names.
    for part in (
        "memory/notifications/state.json",
        "memory/notifications/state.json.prev",
        "memory/notifications/LOCK",
        "memory/notifications/events/2025-03-03.jsonl",
        "memory/temporary/store.sqlite3",
        "memory/long_term/store.sqlite3",
        "memory/device/store.sqlite3",
        "memory/episodes/ledger.jsonl",
        "memory/episodes/traces/ep-1.json",
    ):
        assert part in modes, part
    assert not_private(data) == {}


async def test_sqlite_wal_and_shm_files_are_private_under_umask_000(
    tmp_path: Path, permissive_umask: None
) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.save_memory(
            NewMemory(
                kind=MemoryKind.FACT,
                content="Plant watering on Sundays",
                source=MemorySource("agent"),
            )
        )
        store_dir = DataLayout(tmp_path).temporary
        names = sorted(p.name for p in store_dir.iterdir())
        assert names == ["store.sqlite3", "store.sqlite3-shm", "store.sqlite3-wal"]
        assert not_private(tmp_path) == {}


def test_quarantine_files_are_private_under_umask_000(
    tmp_path: Path, permissive_umask: None
) -> None:
    layout = DataLayout(tmp_path)
    ring = EventRing(16)
    with NotificationContext.open(layout.notifications, ring) as context:
        for i in range(3):
            ring.publish(
                make_event(
                    platform="android",
                    source_key=f"k{i}",
                    app_id="com.sms",
                    title="Sam",
                    body=f"message {i}",
                    received_at=NOW,
                )
            )
        context.consume(10)
    shard = next((layout.notifications / "events").glob("*.jsonl"))
    lines = shard.read_bytes().splitlines(keepends=True)
    shard.write_bytes(lines[0] + b'{"context_id": 2, "broken\n' + lines[2])
    with NotificationContext.open(layout.notifications, ring) as context:
        context.read_pending(10)
    quarantined = list((layout.notifications / "quarantine").iterdir())
    assert quarantined
    assert not_private(tmp_path) == {}


def test_api_token_is_created_private_under_umask_000(
    tmp_path: Path, permissive_umask: None
) -> None:
    token_path = tmp_path / "new-dir" / "api-token"
    token = read_or_create_token(token_path)
    assert len(token) >= 32
    assert not_private(tmp_path / "new-dir") == {}


def test_token_file_open_to_others_is_tightened_with_a_warning_naming_only_the_path(
    tmp_path: Path,
) -> None:
    token_path = tmp_path / "api-token"
    token_path.write_text("a-token-made-by-hand-0123456789\n", encoding="ascii")
    token_path.chmod(0o644)
    with capture_events() as events:
        assert read_or_create_token(token_path) == "a-token-made-by-hand-0123456789"
    assert stat.S_IMODE(token_path.stat().st_mode) == 0o600
    warnings = [e for e in events if e["event"] == "layout.open_to_others"]
    assert warnings == [
        {
            "event": "layout.open_to_others",
            "level": "warning",
            "path": str(token_path),
            "kind": "file",
            "mode": "0644",
            "now": "0600",
        }
    ]
    assert "a-token-made-by-hand" not in json.dumps(events)


async def test_data_directory_left_open_by_an_older_version_is_tightened_on_open(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    settings = Settings.load(data_dir=data)
    async with AgentMemory.open(settings) as memory:
        await memory.publish_notifications(
            [
                make_event(
                    platform="android",
                    source_key="k",
                    app_id="com.sms",
                    title="Sam",
                    body="Dinner at Nopa on Friday",
                    received_at=NOW,
                )
            ]
        )
    # What an older version left: folders 0755, files 0644.
    for path in [data, *data.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    with capture_events() as events:
        async with AgentMemory.open(settings):
            pass
    assert not_private(data) == {}
    warned = {e["path"] for e in events if e["event"] == "layout.open_to_others"}
    assert str(data) in warned
    assert str(data / "memory" / "notifications" / "events") in warned
    assert all(e["level"] == "warning" for e in events if e["event"] == "layout.open_to_others")
    assert "Nopa" not in json.dumps(events, default=str)


async def test_a_data_directory_shared_with_other_files_keeps_its_mode_and_is_reported(
    tmp_path: Path,
) -> None:
    # --data-dir ~ : the folder belongs to the user and holds their other files.
    home = tmp_path / "home"
    home.mkdir()
    home.chmod(0o755)
    (home / "notes.txt").write_text("not ours", encoding="utf-8")
    with capture_events() as events:
        async with AgentMemory.open(Settings.load(data_dir=home)):
            pass
    assert stat.S_IMODE(home.stat().st_mode) == 0o755
    assert stat.S_IMODE((home / "memory").stat().st_mode) == 0o700
    shared = [e for e in events if e["event"] == "layout.shared_data_dir"]
    assert [(e["path"], e["mode"], e["level"]) for e in shared] == [(str(home), "0755", "warning")]
    assert not [e for e in events if e["event"] == "layout.open_to_others"]


def test_new_folders_and_files_get_exact_modes_even_when_the_umask_takes_owner_bits(
    tmp_path: Path,
) -> None:
    old = os.umask(0o377)
    try:
        folder = make_private_dir(tmp_path / "a" / "b")
        os.close(open_private(folder / "f", os.O_WRONLY))
    finally:
        os.umask(old)
    assert not_private(tmp_path / "a") == {}


def test_sqlite_rollback_journal_takes_the_private_mode_of_its_database(
    tmp_path: Path, permissive_umask: None
) -> None:
    """What the stores rely on: SQLite creates companion files with the database file's mode."""
    path = tmp_path / "store.sqlite3"
    os.close(open_private(path, os.O_RDWR))
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode=DELETE")
        conn.execute("CREATE TABLE t (x)")
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO t VALUES (1)")
        journal = tmp_path / "store.sqlite3-journal"
        assert journal.exists()
        assert not_private(tmp_path) == {}
        conn.execute("COMMIT")
    finally:
        conn.close()
