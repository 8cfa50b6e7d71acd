"""The thing key: one memory per real-world thing, found by key from any app or batch."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

from agent_memory.clock import ManualClock
from agent_memory.memory import (
    CreateMemory,
    MemoryChanges,
    MemoryStores,
    NewMemory,
    PromoteMemory,
    RemoveMemory,
    StoreName,
    UpdateMemory,
)
from agent_memory.memory.sqlite import Migration, StoreDatabase
from agent_memory.memory.stores import RECORD_MIGRATIONS
from tests.memory.conftest import DAY_S, T0, note

FLIGHT = "flight:UA857:2026-05-14"


def keyed(content: str, key: str = FLIGHT) -> NewMemory:
    return dataclasses.replace(note(content), thing_key=key)


async def test_create_keeps_the_thing_key_and_find_by_thing_returns_it(
    stores: MemoryStores,
) -> None:
    await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-1", keyed("UA 857 gate G92")))
    found = await stores.find_by_thing(FLIGHT)
    assert found is not None
    assert (found.id, found.thing_key) == ("ntf-1", FLIGHT)
    assert await stores.find_by_thing("flight:UA857:2026-05-15") is None


async def test_removed_and_expired_memories_are_not_found_by_thing(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-1", keyed("UA 857 gate G92")))
    await stores.apply(
        CreateMemory(StoreName.TEMPORARY, "ntf-2", keyed("Order 4471-2209", "order:4471-2209"))
    )
    await stores.apply(RemoveMemory(StoreName.TEMPORARY, "ntf-2", 1))
    assert await stores.find_by_thing("order:4471-2209") is None
    clock.advance(8 * DAY_S)
    assert await stores.find_by_thing(FLIGHT) is None


async def test_promote_carries_the_thing_key_to_long_term(stores: MemoryStores) -> None:
    await stores.apply(
        CreateMemory(StoreName.TEMPORARY, "ntf-1", keyed("Standup 9:45", "event:standup"))
    )
    await stores.apply(PromoteMemory("ntf-1", 1))
    found = await stores.find_by_thing("event:standup")
    assert found is not None
    assert (found.store, found.id, found.thing_key) == (
        StoreName.LONG_TERM,
        "lt-ntf-1",
        "event:standup",
    )


async def test_update_can_set_the_thing_key_of_a_memory_without_one(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-1", note("UA 857 gate G92")))
    changes = MemoryChanges(content="UA 857 gate G98", thing_key=FLIGHT)
    await stores.apply(UpdateMemory(StoreName.TEMPORARY, "ntf-1", 1, changes))
    found = await stores.find_by_thing(FLIGHT)
    assert found is not None
    assert (found.revision, found.content) == (2, "UA 857 gate G98")


async def test_version_1_database_gains_the_thing_key_column_and_keeps_its_rows(
    tmp_path: Path, clock: ManualClock
) -> None:
    directory = tmp_path / "memory" / "temporary"
    v1: list[Migration] = [m for m in RECORD_MIGRATIONS if m.version == 1]
    db = await StoreDatabase.open(directory, v1, T0)
    await db.close()
    async with await MemoryStores.open(tmp_path, clock) as stores:
        await stores.apply(CreateMemory(StoreName.TEMPORARY, "ntf-1", keyed("UA 857 gate G92")))
        assert (await stores.find_by_thing(FLIGHT)) is not None
    with sqlite3.connect(directory / "store.sqlite3") as conn:
        versions = [r[0] for r in conn.execute("SELECT version FROM schema_migrations")]
        keys = [r[0] for r in conn.execute("SELECT thing_key FROM memories")]
    assert (versions, keys) == ([1, 2, 3, 4], [FLIGHT])
