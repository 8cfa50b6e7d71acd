"""save_memory's Store-owned duplicate detection, and the Temporary Memory Cleaner."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from agent_memory.clock import ManualClock
from agent_memory.errors import InvalidInput
from agent_memory.memory import (
    CreateMemory,
    MemoryKind,
    MemoryStores,
    RemoveMemory,
    StoreName,
    TemporaryMemoryCleaner,
)
from tests.memory.conftest import DAY_S, note

TEMP = StoreName.TEMPORARY
LT = StoreName.LONG_TERM


@pytest.fixture
async def counted(tmp_path: Path, clock: ManualClock) -> AsyncIterator[MemoryStores]:
    counter = itertools.count(1)
    opened = await MemoryStores.open(tmp_path, clock, new_id=lambda: f"s-{next(counter)}")
    try:
        yield opened
    finally:
        await opened.close()


async def test_save_memory_creates_a_temporary_record_under_a_new_id(counted: MemoryStores) -> None:
    result = await counted.save_memory(note("Parking paid until 6 PM"))
    assert result.action == "created"
    assert (result.record.id, result.record.store, result.record.revision) == ("s-1", TEMP, 1)


@pytest.mark.parametrize(
    "again",
    [
        "parking paid until 6pm",
        "Parking paid until 6 PM!",
        "  PARKING  paid, until 6 pm 🚗 ",
        "Ｐａｒｋｉｎｇ paid until ６ PM",
    ],
)
async def test_save_memory_saying_the_same_reinforces_instead_of_duplicating(
    counted: MemoryStores, again: str
) -> None:
    first = await counted.save_memory(note("Parking paid until 6 PM."))
    second = await counted.save_memory(note(again))
    assert second.action == "reinforced"
    assert (second.record.id, second.record.revision) == (first.record.id, 2)
    assert second.record.reinforcement_count == 1
    assert second.record.content == "Parking paid until 6 PM."


async def test_save_memory_paraphrase_is_a_new_record(counted: MemoryStores) -> None:
    await counted.save_memory(note("Parking paid until 6 PM"))
    result = await counted.save_memory(note("Paid for parking until 18:00"))
    assert result.action == "created"
    assert result.record.id == "s-2"


async def test_save_memory_prefers_the_long_term_duplicate(counted: MemoryStores) -> None:
    await counted.apply(CreateMemory(TEMP, "t", note("Prefers aisle seats")))
    await counted.apply(CreateMemory(LT, "l", note("Prefers aisle seats")))
    result = await counted.save_memory(note("prefers aisle seats"))
    assert (result.action, result.record.id, result.record.store) == ("reinforced", "l", LT)


async def test_save_memory_ignores_expired_and_removed_duplicates(
    counted: MemoryStores, clock: ManualClock
) -> None:
    await counted.apply(CreateMemory(TEMP, "old", note("Parcel arrives Friday")))
    await counted.apply(CreateMemory(LT, "gone", note("Prefers aisle seats")))
    await counted.apply(RemoveMemory(LT, "gone", 1))
    clock.advance(8 * DAY_S)
    first = await counted.save_memory(note("Parcel arrives Friday"))
    second = await counted.save_memory(note("Prefers aisle seats"), store=LT)
    assert (first.action, first.record.id) == ("created", "s-1")
    assert (second.action, second.record.id, second.record.store) == ("created", "s-2", LT)


async def test_save_memory_refuses_the_device_store(counted: MemoryStores) -> None:
    with pytest.raises(InvalidInput):
        await counted.save_memory(note("x"), store=StoreName.DEVICE)


async def test_cleaner_deletes_expired_and_removed_and_keeps_live_records(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await stores.apply(CreateMemory(TEMP, "short", note("Parking paid until 6 PM")))
    clock.advance(4 * DAY_S)
    await stores.apply(CreateMemory(TEMP, "live", note("Parcel arrives Friday", MemoryKind.EVENT)))
    await stores.apply(CreateMemory(TEMP, "gone", note("Old reminder")))
    await stores.apply(RemoveMemory(TEMP, "gone", 1))
    await stores.apply(CreateMemory(LT, "lt-gone", note("Old preference")))
    await stores.apply(RemoveMemory(LT, "lt-gone", 1))
    clock.advance(4 * DAY_S)
    counts = await TemporaryMemoryCleaner(stores).clean()
    assert (counts.expired, counts.removed) == (1, 1)
    assert await stores.get(TEMP, "short") is None
    assert await stores.get(TEMP, "gone") is None
    assert await stores.get(TEMP, "live") is not None
    assert await stores.get(LT, "lt-gone") is not None, "Long-Term is not the cleaner's by default"
    assert [h.id for h in await stores.recall_memory("parcel")] == ["live"]
    again = await TemporaryMemoryCleaner(stores).clean()
    assert (again.expired, again.removed) == (0, 0)
    both = await TemporaryMemoryCleaner(stores, include_long_term=True).clean()
    assert (both.expired, both.removed) == (0, 1)
    assert await stores.get(LT, "lt-gone") is None


async def test_cleaned_records_leave_none_of_their_words_in_the_store_files(
    stores: MemoryStores, clock: ManualClock, tmp_path: Path
) -> None:
    await stores.apply(CreateMemory(TEMP, "short", note("Quetzalparking paid until 6 PM")))
    clock.advance(4 * DAY_S)
    await stores.apply(CreateMemory(TEMP, "live", note("Parcel arrives Friday", MemoryKind.EVENT)))
    await stores.apply(CreateMemory(TEMP, "gone", note("Flamingoreminder for the vet")))
    await stores.apply(RemoveMemory(TEMP, "gone", 1))
    clock.advance(4 * DAY_S)
    counts = await TemporaryMemoryCleaner(stores).clean()
    assert (counts.expired, counts.removed) == (1, 1)
    files = sorted((tmp_path / "memory" / "temporary").glob("store.sqlite3*"))
    stored = b"".join(p.read_bytes() for p in files).lower()
    assert b"quetzalpark" not in stored
    assert b"flamingoremind" not in stored
    assert b"parcel" in stored
