"""Export everything the device holds about the user, and erase it (``export``, ``erase``).

:func:`export_data` writes the data directory's notifications, memories of every store (with
Device Memory's revision history), forgotten-memory tombstones, episodes and their ledger,
gaps, the purge log and the decision trail as JSON lines in a new folder
(``docs/formats/export.md``). It only reads, so it may run while a service uses the data
directory (SQLite WAL readers do not block the writer; shards are append-only).

:func:`erase_data` removes all of it and leaves a fresh data directory. It refuses while a
service (or any process) holds the data directory (the notification context's lock).
"""

from __future__ import annotations

import asyncio
import fcntl
import json
import os
import secrets
import shutil
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from agent_memory.clock import Clock, SystemClock
from agent_memory.errors import InvalidInput, LifecycleError, StorageError
from agent_memory.layout import (
    DataLayout,
    fsync_directory,
    make_private_dir,
    open_private,
    write_fully,
)
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import DeviceMemoryRecord, MemoryRecord, StoreName
from agent_memory.memory.sqlite import StoreDatabase
from agent_memory.notifications.purge import PurgeLog
from agent_memory.notifications.record import NotificationRecord
from agent_memory.notifications.state import StateFile
from agent_memory.notifications.trail import TRAIL_NAME, TRAIL_PREVIOUS_NAME
from agent_memory.service_address import SERVICE_ADDRESS_FILE, remove_service_address

__all__ = [
    "EXPORT_VERSION",
    "ExportReport",
    "erase_data",
    "export_data",
    "memory_json",
]

EXPORT_VERSION: Final = 1
"""``v`` of ``manifest.json`` (``docs/formats/export.md``)."""

_ERASING_PREFIX: Final = "memory.erasing-"


@dataclass(frozen=True, slots=True)
class ExportReport:
    """What :func:`export_data` wrote.

    Attributes:
        directory: The export folder.
        lines: Lines written per file name (``notifications.jsonl`` ...).
    """

    directory: Path
    lines: dict[str, int] = field(default_factory=dict)


def memory_json(record: MemoryRecord | DeviceMemoryRecord, now: datetime) -> dict[str, Any]:
    """Return a memory of any store as one JSON object (every field, text included).

    ``status`` is ``active``, ``expired`` (Temporary/Long-Term past ``expires_at`` at ``now``)
    or ``removed``. A Device Memory carries its revision ``history``.
    """
    if isinstance(record, DeviceMemoryRecord):
        return {
            "store": StoreName.DEVICE.value,
            "id": record.id,
            "revision": record.revision,
            "type": record.type.value,
            "status": record.status.value,
            "content": record.content,
            "app_package": record.app_package,
            "app_version": record.app_version,
            "goal": record.goal,
            "steps": [step.to_json() for step in record.steps],
            "confidence": record.confidence,
            "linked_id": record.linked_id,
            "evidence": [
                {"episode_id": e.episode_id, "steps": list(e.steps)} for e in record.evidence
            ],
            "created_at": record.created_at.isoformat(),
            "updated_at": record.updated_at.isoformat(),
            "reinforcement_count": record.reinforcement_count,
            "last_reinforced_at": _time(record.last_reinforced_at),
            "history": [revision.to_json() for revision in record.history],
        }
    return {
        "store": record.store.value,
        "id": record.id,
        "revision": record.revision,
        "kind": record.kind.value,
        "status": record.state_at(now),
        "content": record.content,
        "subject": record.subject,
        "entities": list(record.entities),
        "thing_key": record.thing_key,
        "source": record.source.to_json_dict(),
        "created_at": record.created_at.isoformat(),
        "updated_at": record.updated_at.isoformat(),
        "expires_at": _time(record.expires_at),
        "reinforcement_count": record.reinforcement_count,
        "last_reinforced_at": _time(record.last_reinforced_at),
    }


def _time(value: datetime | None) -> str | None:
    return None if value is None else value.isoformat()


async def export_data(data_dir: Path, target: Path, *, clock: Clock | None = None) -> ExportReport:
    """Write everything ``data_dir`` holds about the user to the new folder ``target``.

    Files (JSON lines unless named otherwise; ``docs/formats/export.md``):
    ``notifications.jsonl`` (every shard record as stored), ``memories.jsonl`` (every record
    of Temporary, Long-Term and Device Memory, any status), ``forgotten.jsonl`` (tombstones:
    ids and sources), ``episodes.jsonl`` (stored traces), ``episode-ledger.jsonl``,
    ``gaps.jsonl``, ``purges.jsonl``, ``decisions.jsonl`` (the decision trail) and
    ``manifest.json``. Each file is fsynced, mode 0600, in a folder of mode 0700.

    Args:
        data_dir: The data directory.
        target: A folder that does not exist or is empty.
        clock: Time of the export and of what counts as expired; the system clock by default.

    Returns:
        Lines written per file. The export is complete when this returns.

    Raises:
        InvalidInput: ``data_dir`` holds no agent-memory data, or ``target`` is a file or a
            folder that is not empty.
        StorageError: A file cannot be read or written.
    """
    clock = clock or SystemClock()
    layout = DataLayout(data_dir)
    await asyncio.to_thread(_prepare, layout, target)
    now = clock.now()
    memories: list[dict[str, Any]] = []
    forgotten: list[dict[str, Any]] = []
    async with await MemoryStores.open(data_dir, clock) as stores:
        for name in (StoreName.TEMPORARY, StoreName.LONG_TERM, StoreName.DEVICE):
            memories.extend(memory_json(r, now) for r in await _all_records(stores, name))
            forgotten.extend(await _tombstones(stores, name))
    return await asyncio.to_thread(_write_files, layout, target, now, memories, forgotten)


def _prepare(layout: DataLayout, target: Path) -> None:
    if not layout.memory.is_dir():
        raise InvalidInput("The data directory holds no agent-memory data.", field="data_dir")
    if target.exists() and not target.is_dir():
        raise InvalidInput(
            "The export target is a file, not a folder; name a new or empty folder.",
            field="target",
        )
    if target.exists() and any(target.iterdir()):
        raise InvalidInput(
            "The export folder is not empty; name a new or empty folder.", field="target"
        )
    try:
        make_private_dir(target)
    except OSError as exc:
        raise StorageError("The export folder cannot be created.", path=str(target)) from exc


def _write_files(
    layout: DataLayout,
    target: Path,
    now: datetime,
    memories: list[dict[str, Any]],
    forgotten: list[dict[str, Any]],
) -> ExportReport:
    report = ExportReport(target)
    _write(report, "notifications.jsonl", _notification_lines(layout))
    _write(report, "memories.jsonl", memories)
    _write(report, "forgotten.jsonl", forgotten)
    _write(report, "episodes.jsonl", _episode_lines(layout))
    _write(report, "episode-ledger.jsonl", _json_lines(layout.episodes / "ledger.jsonl"))
    has_context = layout.notifications.is_dir()
    state = StateFile(layout.notifications).load().state if has_context else None
    _write(report, "gaps.jsonl", [] if state is None else [g.to_json() for g in state.gaps])
    purges = PurgeLog(layout.notifications).entries() if has_context else []
    _write(report, "purges.jsonl", [p.to_json() for p in purges])
    decisions = [
        *_json_lines(layout.notifications / TRAIL_PREVIOUS_NAME),
        *_json_lines(layout.notifications / TRAIL_NAME),
    ]
    _write(report, "decisions.jsonl", decisions)
    manifest = {
        "v": EXPORT_VERSION,
        "exported_at": now.isoformat(),
        "data_dir": str(layout.data_dir),
        "files": dict(report.lines),
    }
    _write_bytes(target / "manifest.json", (json.dumps(manifest, indent=1) + "\n").encode())
    return report


def _write(report: ExportReport, name: str, rows: Iterable[dict[str, Any] | bytes]) -> None:
    count = 0
    chunks: list[bytes] = []
    for row in rows:
        if isinstance(row, bytes):
            chunks.append(row.rstrip(b"\n") + b"\n")
        else:
            text = json.dumps(row, ensure_ascii=False, separators=(",", ":"))
            chunks.append(text.encode("utf-8") + b"\n")
        count += 1
    _write_bytes(report.directory / name, b"".join(chunks))
    report.lines[name] = count


def _write_bytes(path: Path, data: bytes) -> None:
    try:
        fd = open_private(path, os.O_WRONLY | os.O_TRUNC)
        try:
            write_fully(fd, data)
        finally:
            os.close(fd)
    except OSError as exc:
        raise StorageError("An export file cannot be written.", path=str(path)) from exc


def _notification_lines(layout: DataLayout) -> Iterator[bytes]:
    events = layout.notifications / "events"
    if not events.is_dir():
        return
    for path in sorted(events.glob("*.jsonl")):
        for line in _read(path).split(b"\n"):
            try:
                NotificationRecord.from_line(line)
            except InvalidInput:
                continue  # a torn tail or a quarantined line: not a record
            yield line


def _episode_lines(layout: DataLayout) -> Iterator[bytes]:
    traces = layout.episodes / "traces"
    if not traces.is_dir():
        return
    for path in sorted(traces.glob("*.json")):
        data = _read(path)
        try:
            yield json.dumps(json.loads(data), ensure_ascii=False, separators=(",", ":")).encode()
        except ValueError:
            continue


def _json_lines(path: Path) -> Iterator[bytes]:
    if not path.is_file():
        return
    for line in _read(path).split(b"\n"):
        if not line.strip():
            continue
        try:
            json.loads(line)
        except ValueError:
            continue  # a torn last line
        yield line


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise StorageError("A data file cannot be read for the export.", path=str(path)) from exc


async def _all_records(
    stores: MemoryStores, name: StoreName
) -> list[MemoryRecord | DeviceMemoryRecord]:
    if name is StoreName.DEVICE:
        store = stores.device
        device_codec = store.table.codec

        def _device(conn: sqlite3.Connection) -> list[MemoryRecord | DeviceMemoryRecord]:
            rows = conn.execute("SELECT * FROM device_memories ORDER BY seq").fetchall()
            return [device_codec.record(row) for row in rows]

        return await store.db.read(_device)
    records = stores.record_store(name)
    codec = records.table.codec

    def _records(conn: sqlite3.Connection) -> list[MemoryRecord | DeviceMemoryRecord]:
        rows = conn.execute("SELECT * FROM memories ORDER BY seq").fetchall()
        return [codec.record(row) for row in rows]

    return await records.db.read(_records)


async def _tombstones(stores: MemoryStores, name: StoreName) -> list[dict[str, Any]]:
    db: StoreDatabase = (
        stores.device.db if name is StoreName.DEVICE else stores.record_store(name).db
    )

    def _read_tombstones(conn: sqlite3.Connection) -> list[dict[str, Any]]:
        out = []
        for memory_id, revision, at in conn.execute(
            "SELECT id, revision, forgotten_at FROM forgotten ORDER BY forgotten_at, id"
        ).fetchall():
            sources = conn.execute(
                "SELECT source FROM forgotten_sources WHERE memory_id = ? ORDER BY source",
                (memory_id,),
            ).fetchall()
            out.append(
                {
                    "store": name.value,
                    "id": memory_id,
                    "revision": revision,
                    "forgotten_at": at,
                    "sources": [s[0] for s in sources],
                }
            )
        return out

    return await db.read(_read_tombstones)


def erase_data(data_dir: Path) -> list[str]:
    """Remove everything agent-memory holds in ``data_dir``; leave a fresh data directory.

    The ``memory/`` folder (notifications, state, purge log, the three stores with their
    tombstones, episodes and their ledger, the decision trail, quarantine) is first renamed
    aside in one step (so a crash leaves either all of it in place or none of it in use) and
    then deleted; an empty, private ``memory/`` is created. A stale API socket and service
    address record (``service.json``) are removed.
    The API token file and settings files are not user data and stay. A folder left aside by
    an erase that died is deleted too.

    Args:
        data_dir: The data directory.

    Returns:
        Names of what was removed (relative to ``data_dir``).

    Raises:
        LifecycleError: A service (or another process) holds the data directory; stop it.
        StorageError: Something could not be removed or created.
    """
    layout = DataLayout(data_dir)
    removed: list[str] = []
    lock_fd = _hold_context_lock(layout)
    try:
        try:
            if layout.memory.exists():
                aside = data_dir / (_ERASING_PREFIX + secrets.token_hex(4))
                os.rename(layout.memory, aside)
                fsync_directory(data_dir)
                removed.append("memory")
            for entry in os.scandir(data_dir) if data_dir.is_dir() else ():
                if entry.name.startswith(_ERASING_PREFIX) and entry.is_dir():
                    shutil.rmtree(entry.path)
            socket_path = data_dir / "agent-memory.sock"
            if socket_path.is_socket():
                socket_path.unlink()
                removed.append(socket_path.name)
            if remove_service_address(layout):
                removed.append(SERVICE_ADDRESS_FILE)
            layout.make_private()
            fsync_directory(data_dir)
        except OSError as exc:
            raise StorageError(
                "Erasing the data directory failed; run erase again.", path=str(data_dir)
            ) from exc
    finally:
        if lock_fd >= 0:
            os.close(lock_fd)
    return removed


def _hold_context_lock(layout: DataLayout) -> int:
    """Take the notification context's lock (``-1`` when there is no context yet)."""
    path = layout.notifications / "LOCK"
    if not path.exists():
        return -1
    try:
        fd = os.open(path, os.O_RDWR | os.O_CLOEXEC)
    except OSError as exc:
        raise StorageError("The context lock file cannot be opened.", path=str(path)) from exc
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        os.close(fd)
        raise LifecycleError(
            "A service (or another process) holds this data directory; stop it before erasing."
        ) from exc
    return fd
