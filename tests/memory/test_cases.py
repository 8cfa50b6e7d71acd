"""The handed memory-action cases M2 (store side), M4, M5, M9 and M12, and variants of each."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from agent_memory.clock import ManualClock
from agent_memory.errors import MemoryNotFound, RevisionConflict, StorageError
from agent_memory.memory import (
    Applied,
    CreateMemory,
    MemoryChanges,
    MemoryIntent,
    MemoryKind,
    MemoryStatus,
    MemoryStores,
    PromoteMemory,
    RecallQuery,
    ReinforceMemory,
    RemoveMemory,
    StoreName,
    TemporaryMemoryCleaner,
    UpdateMemory,
    promoted_id,
)
from tests.memory.conftest import DAY_S, note, table_rows

TEMP = StoreName.TEMPORARY
LT = StoreName.LONG_TERM


def all_rows(tmp_path: Path, store: StoreName) -> list[tuple[object, ...]]:
    return table_rows(tmp_path, store, "id, revision, status")


# M2. Empty store; the model answers reinforce on an id. With a valid answer: one Temporary add.


async def test_m2_reinforce_on_empty_store_is_refused_and_writes_nothing(
    stores: MemoryStores, tmp_path: Path
) -> None:
    with pytest.raises(MemoryNotFound):
        await stores.apply(ReinforceMemory(TEMP, "mem-parcel", 1))
    with pytest.raises(MemoryNotFound):
        await stores.apply(ReinforceMemory(LT, "mem-parcel", 1))
    assert all_rows(tmp_path, TEMP) == []
    assert all_rows(tmp_path, LT) == []


async def test_m2_valid_answer_is_one_temporary_add(stores: MemoryStores, tmp_path: Path) -> None:
    outcome = await stores.apply(
        CreateMemory(TEMP, "ctx-1-0", note("Parcel: running shoes arrive Friday", MemoryKind.EVENT))
    )
    assert outcome.status is Applied.APPLIED
    assert all_rows(tmp_path, TEMP) == [("ctx-1-0", 1, "active")]
    assert all_rows(tmp_path, LT) == []
    hits = await stores.recall_memory("running shoes")
    assert [h.id for h in hits] == ["ctx-1-0"]


# M4. FlowYoga Mondays -> memory X; Wednesdays: update of X; the same again: reinforce of X.


async def test_m4_change_is_an_update_and_repeat_is_a_reinforce_of_the_same_memory(
    stores: MemoryStores, tmp_path: Path, clock: ManualClock
) -> None:
    await stores.apply(
        CreateMemory(TEMP, "x", note("FlowYoga: class on Mondays 7 PM", MemoryKind.EVENT, 1))
    )
    clock.advance(DAY_S)
    [hit] = await stores.recall_memory("FlowYoga class")
    updated = await stores.apply(
        UpdateMemory(
            TEMP, hit.id, hit.revision, MemoryChanges(content="FlowYoga: class on Wednesdays 7 PM")
        )
    )
    assert (updated.record.id, updated.record.revision) == ("x", 2)
    clock.advance(DAY_S)
    [hit] = await stores.recall_memory("FlowYoga Wednesdays")
    assert hit.revision == 2
    reinforced = await stores.apply(ReinforceMemory(TEMP, hit.id, hit.revision))
    assert reinforced.record.revision == 3
    assert reinforced.record.reinforcement_count == 1
    assert reinforced.record.content == "FlowYoga: class on Wednesdays 7 PM"
    assert all_rows(tmp_path, TEMP) == [("x", 3, "active")]
    assert [h.id for h in await stores.recall_memory("Mondays")] == []


# M5. The same batch twice, concurrently, or again after a crash before commit_processed.


def batch() -> list[MemoryIntent]:
    return [
        CreateMemory(
            TEMP, "ctx-7-0", note("Parcel: running shoes arrive Friday", MemoryKind.EVENT, 7)
        ),
        CreateMemory(
            TEMP, "ctx-8-0", note("Booking: Lisbon stay May 3-6 confirmed", MemoryKind.EVENT, 8)
        ),
        ReinforceMemory(LT, "gym", 1),
    ]


async def test_m5_same_batch_run_twice_concurrently_gives_one_memory_per_fact(
    stores: MemoryStores, tmp_path: Path
) -> None:
    await stores.apply(CreateMemory(LT, "gym", note("User goes to the gym on Saturday mornings")))
    first, second = await asyncio.gather(
        stores.apply_all(batch()), stores.apply_all(batch()), return_exceptions=False
    )
    statuses = sorted(o.status.value for o in first + second)
    assert statuses == ["already_applied"] * 3 + ["applied"] * 3
    assert all_rows(tmp_path, TEMP) == [("ctx-7-0", 1, "active"), ("ctx-8-0", 1, "active")]
    assert all_rows(tmp_path, LT) == [("gym", 2, "active")]


async def test_m5_rerun_after_crash_before_commit_converges(
    tmp_path: Path, clock: ManualClock
) -> None:
    async with await MemoryStores.open(tmp_path, clock) as stores:
        await stores.apply(CreateMemory(LT, "gym", note("User goes to the gym on Saturdays")))
        await stores.apply_all(batch())
    # The process died here, before the memory cursor moved: the next run replays the batch.
    clock.advance(300)
    async with await MemoryStores.open(tmp_path, clock) as stores:
        outcomes = await stores.apply_all(batch())
    assert [o.status for o in outcomes] == [Applied.ALREADY_APPLIED] * 3
    assert all_rows(tmp_path, TEMP) == [("ctx-7-0", 1, "active"), ("ctx-8-0", 1, "active")]
    assert all_rows(tmp_path, LT) == [("gym", 2, "active")]


async def test_m5_replay_after_a_newer_write_is_a_revision_conflict_not_a_second_write(
    stores: MemoryStores, tmp_path: Path
) -> None:
    await stores.apply(CreateMemory(LT, "gym", note("User goes to the gym on Saturdays")))
    await stores.apply(ReinforceMemory(LT, "gym", 1))
    await stores.apply(UpdateMemory(LT, "gym", 2, MemoryChanges(subject="gym")))
    with pytest.raises(RevisionConflict):
        await stores.apply(ReinforceMemory(LT, "gym", 1))
    assert all_rows(tmp_path, LT) == [("gym", 3, "active")]


# M9. A Temporary memory created on day 0 is not recalled on day 8, even before the cleaner ran.


async def test_m9_expired_temporary_memory_is_not_recalled_before_the_cleaner_runs(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await stores.apply(CreateMemory(TEMP, "park", note("Parking paid until 6 PM", MemoryKind.TASK)))
    assert [h.id for h in await stores.recall_memory("parking")] == ["park"]
    clock.advance(8 * DAY_S)
    assert await stores.recall_memory("parking") == []
    assert await stores.recall_memory(RecallQuery("", stores=(TEMP,))) == []
    assert await stores.recall_memory(RecallQuery("parking", kinds=(MemoryKind.TASK,))) == []
    record = await stores.get(TEMP, "park")
    assert record is not None, "the record is still on disk; only the cleaner deletes it"
    counts = await TemporaryMemoryCleaner(stores).clean()
    assert (counts.expired, counts.removed) == (1, 0)
    assert await stores.get(TEMP, "park") is None


async def test_m9_memory_is_recalled_until_the_last_moment_before_expiry(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await stores.apply(CreateMemory(TEMP, "park", note("Parking paid until 6 PM")))
    clock.advance(7 * DAY_S - 1)
    assert [h.id for h in await stores.recall_memory("parking")] == ["park"]
    clock.advance(1)
    assert await stores.recall_memory("parking") == []


# M12. Promotion under churn; a crash between the two writes converges on retry.


async def test_m12_promoted_memory_exists_once_in_long_term_and_is_gone_from_temporary(
    stores: MemoryStores, tmp_path: Path
) -> None:
    for i in range(5):
        await stores.apply(CreateMemory(TEMP, f"t-{i}", note(f"Notification fact number {i}")))

    async def churn() -> None:
        for i in range(5, 25):
            await stores.apply(CreateMemory(TEMP, f"t-{i}", note(f"Notification fact number {i}")))

    outcome, _ = await asyncio.gather(stores.apply(PromoteMemory("t-2", 1)), churn())
    assert outcome.status is Applied.APPLIED
    assert outcome.record.id == promoted_id("t-2")
    assert all_rows(tmp_path, LT) == [(promoted_id("t-2"), 1, "active")]
    temp = {row[0]: row[2] for row in all_rows(tmp_path, TEMP)}
    assert len(temp) == 25
    assert temp.pop("t-2") == "removed"
    assert set(temp.values()) == {"active"}
    hits = await stores.recall_memory("Notification fact number 2")
    assert [h.id for h in hits if h.record.content.endswith(" 2")] == [promoted_id("t-2")]
    again = await stores.apply(PromoteMemory("t-2", 1))
    assert again.status is Applied.ALREADY_APPLIED
    assert len(all_rows(tmp_path, LT)) == 1


async def test_m12_failure_between_the_two_writes_converges_on_retry(
    stores: MemoryStores, tmp_path: Path
) -> None:
    await stores.apply(CreateMemory(TEMP, "t-1", note("User prefers aisle seats")))
    await stores.apply(CreateMemory(TEMP, "t-2", note("Parcel arrives Friday")))
    temp_db = tmp_path / "memory" / "temporary" / "store.sqlite3"
    # The disk refuses every write to the Temporary store after the Long-Term create committed.
    with sqlite3.connect(temp_db) as conn:
        conn.execute(
            "CREATE TRIGGER fail_writes BEFORE UPDATE ON memories "
            "BEGIN SELECT RAISE(ABORT, 'simulated I/O failure'); END"
        )
    with pytest.raises(StorageError):
        await stores.apply(PromoteMemory("t-1", 1))
    assert all_rows(tmp_path, LT) == [(promoted_id("t-1"), 1, "active")]
    assert all_rows(tmp_path, TEMP) == [("t-1", 1, "active"), ("t-2", 1, "active")]
    with sqlite3.connect(temp_db) as conn:
        conn.execute("DROP TRIGGER fail_writes")
    retry = await stores.apply(PromoteMemory("t-1", 1))
    assert retry.status is Applied.APPLIED
    assert all_rows(tmp_path, LT) == [(promoted_id("t-1"), 1, "active")]
    assert all_rows(tmp_path, TEMP) == [("t-1", 2, "removed"), ("t-2", 1, "active")]
    hits = await stores.recall_memory("aisle seats")
    assert [(h.id, h.store) for h in hits] == [(promoted_id("t-1"), LT)]


async def test_m12_retry_after_restart_when_temporary_was_already_cleaned(
    tmp_path: Path, clock: ManualClock
) -> None:
    async with await MemoryStores.open(tmp_path, clock) as stores:
        await stores.apply(CreateMemory(TEMP, "t-1", note("User prefers aisle seats")))
        await stores.apply(PromoteMemory("t-1", 1))
        await TemporaryMemoryCleaner(stores).clean()
    async with await MemoryStores.open(tmp_path, clock) as stores:
        retry = await stores.apply(PromoteMemory("t-1", 1))
        assert retry.status is Applied.ALREADY_APPLIED
        assert retry.record.id == promoted_id("t-1")
    assert all_rows(tmp_path, TEMP) == []


async def test_promote_checks_revision_and_existence(stores: MemoryStores) -> None:
    with pytest.raises(MemoryNotFound):
        await stores.apply(PromoteMemory("ghost", 1))
    await stores.apply(CreateMemory(TEMP, "t-1", note("User prefers aisle seats")))
    await stores.apply(ReinforceMemory(TEMP, "t-1", 1))
    with pytest.raises(RevisionConflict):
        await stores.apply(PromoteMemory("t-1", 1))
    assert await stores.get(LT, promoted_id("t-1")) is None
    await stores.apply(RemoveMemory(TEMP, "t-1", 2))
    with pytest.raises(MemoryNotFound):
        await stores.apply(PromoteMemory("t-1", 3))


async def test_promote_of_expired_temporary_memory_is_refused(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await stores.apply(CreateMemory(TEMP, "t-1", note("User prefers aisle seats")))
    clock.advance(8 * DAY_S)
    with pytest.raises(MemoryNotFound):
        await stores.apply(PromoteMemory("t-1", 1))
    record = await stores.get(TEMP, "t-1")
    assert record is not None
    assert record.status is MemoryStatus.ACTIVE
