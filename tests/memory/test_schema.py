"""On-disk layout, pragmas, migrations, durability across reopen, SQLite error translation."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agent_memory.clock import ManualClock
from agent_memory.errors import StorageError, StorageFull
from agent_memory.memory import CreateMemory, MemoryStores, RecallQuery, StoreName
from agent_memory.memory.sqlite import format_time, parse_time
from tests.memory.conftest import T0, note


def db_path(tmp_path: Path, store: StoreName) -> Path:
    return tmp_path / "memory" / store.value / "store.sqlite3"


async def test_one_database_per_spec_directory(stores: MemoryStores, tmp_path: Path) -> None:
    for store in StoreName:
        assert db_path(tmp_path, store).is_file()
    assert sorted(p.name for p in (tmp_path / "memory").iterdir()) == [
        "device",
        "long_term",
        "temporary",
    ]


async def test_stores_run_in_wal_mode_with_full_sync(stores: MemoryStores) -> None:
    for name in (StoreName.TEMPORARY, StoreName.LONG_TERM):
        db = stores.record_store(name).db
        mode = await db.read(lambda c: c.execute("PRAGMA journal_mode").fetchone()[0])
        sync = await db.read(lambda c: c.execute("PRAGMA synchronous").fetchone()[0])
        assert (mode, sync) == ("wal", 2)
    mode = await stores.device.db.read(lambda c: c.execute("PRAGMA journal_mode").fetchone()[0])
    assert mode == "wal"


async def test_migration_is_recorded_once_with_its_version(
    tmp_path: Path, clock: ManualClock
) -> None:
    async with await MemoryStores.open(tmp_path, clock):
        pass
    clock.advance(3600)
    async with await MemoryStores.open(tmp_path, clock):
        pass
    for store in StoreName:
        with sqlite3.connect(db_path(tmp_path, store)) as conn:
            rows = conn.execute("SELECT version, applied_at FROM schema_migrations").fetchall()
        versions = 4  # 2: thing_key / replayable procedures; 3: forgotten tombstones;
        # 4: memory_vectors
        assert rows == [(v, format_time(T0)) for v in range(1, versions + 1)]


async def test_schema_newer_than_the_program_is_refused(tmp_path: Path, clock: ManualClock) -> None:
    async with await MemoryStores.open(tmp_path, clock):
        pass
    with sqlite3.connect(db_path(tmp_path, StoreName.LONG_TERM)) as conn:
        conn.execute(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', '')"
        )
    with pytest.raises(StorageError):
        await MemoryStores.open(tmp_path, clock)
    # The stores opened before the refusal were closed again: the files can be removed.
    for store in StoreName:
        with sqlite3.connect(db_path(tmp_path, store)) as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


async def test_committed_write_is_visible_after_reopen(tmp_path: Path, clock: ManualClock) -> None:
    async with await MemoryStores.open(tmp_path, clock) as stores:
        await stores.apply(CreateMemory(StoreName.TEMPORARY, "n-1", note("Parcel arrives Friday")))
    async with await MemoryStores.open(tmp_path, clock) as stores:
        record = await stores.get(StoreName.TEMPORARY, "n-1")
        hits = await stores.recall_memory("parcel")
    assert record is not None
    assert record.content == "Parcel arrives Friday"
    assert [h.id for h in hits] == ["n-1"]


async def test_a_file_that_is_not_a_database_is_a_storage_error(
    tmp_path: Path, clock: ManualClock
) -> None:
    path = db_path(tmp_path, StoreName.TEMPORARY)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StorageError) as info:
        await MemoryStores.open(tmp_path, clock)
    assert info.value.path == str(path)


async def test_data_dir_that_is_a_file_is_a_storage_error(
    tmp_path: Path, clock: ManualClock
) -> None:
    (tmp_path / "memory").write_text("not a directory")
    with pytest.raises(StorageError):
        await MemoryStores.open(tmp_path, clock)


def test_time_text_is_fixed_width_utc_and_round_trips() -> None:
    text = format_time(T0)
    assert text == "2025-03-01T09:00:00.000000Z"
    assert parse_time(text) == T0


async def test_row_edited_from_outside_into_bad_json_is_a_storage_error(
    stores: MemoryStores, tmp_path: Path
) -> None:
    await stores.apply(CreateMemory(StoreName.TEMPORARY, "n-1", note("Parcel arrives Friday")))
    with sqlite3.connect(db_path(tmp_path, StoreName.TEMPORARY)) as conn:
        conn.execute("UPDATE memories SET entities = '[broken' WHERE id = 'n-1'")
    with pytest.raises(StorageError) as info:
        await stores.get(StoreName.TEMPORARY, "n-1")
    assert info.value.path == str(db_path(tmp_path, StoreName.TEMPORARY))


async def test_disk_full_is_storage_full_and_keeps_nothing_of_the_write(
    stores: MemoryStores, tmp_path: Path
) -> None:
    temporary = stores.record_store(StoreName.TEMPORARY)
    await stores.apply(CreateMemory(StoreName.TEMPORARY, "n-1", note("Parcel arrives Friday")))
    pages = await temporary.db.read(lambda c: c.execute("PRAGMA page_count").fetchone()[0])
    # The database may not grow by a single page: SQLite reports SQLITE_FULL, as on ENOSPC.
    await temporary.db.read(lambda c: c.execute(f"PRAGMA max_page_count = {pages}").fetchone())
    big = [note(f"Long memory {i} " + "x" * 400) for i in range(40)]

    async def fill() -> None:
        for i, memory in enumerate(big):
            await stores.apply(CreateMemory(StoreName.TEMPORARY, f"big-{i}", memory))

    with pytest.raises(StorageFull):
        await fill()
    written = await temporary.count()  # n-1 and big-0 .. big-(written - 2)
    failed_id = f"big-{written - 1}"
    assert await stores.get(StoreName.TEMPORARY, failed_id) is None
    found = await stores.recall_memory(RecallQuery("long memory", limit=100))
    assert len(found) == written - 1, "the FTS index holds exactly the committed rows"
    await temporary.db.read(lambda c: c.execute("PRAGMA max_page_count = 1000000").fetchone())
    # Space is back: the write that failed now goes through, and nothing earlier was lost.
    await stores.apply(CreateMemory(StoreName.TEMPORARY, "after", note("Written after the fix")))
    assert await stores.get(StoreName.TEMPORARY, "n-1") is not None
    assert [h.id for h in await stores.recall_memory("written after fix")] == ["after"]
