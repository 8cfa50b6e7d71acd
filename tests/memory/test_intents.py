"""MemoryIntent semantics: create replay, revision checks, typed errors, concurrency, cancels."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from agent_memory.clock import ManualClock
from agent_memory.errors import (
    IdConflict,
    InvalidInput,
    LifecycleError,
    MemoryNotFound,
    RevisionConflict,
    StoreError,
)
from agent_memory.memory import (
    Applied,
    CreateMemory,
    DeviceEvidence,
    DeviceMemoryChanges,
    DeviceMemoryType,
    MemoryChanges,
    MemoryIntent,
    MemoryKind,
    MemoryRecord,
    MemoryStatus,
    MemoryStores,
    NewDeviceMemory,
    ReinforceMemory,
    RemoveMemory,
    StoreName,
    UpdateMemory,
)
from tests.memory.conftest import DAY_S, T0, note, table_rows

TEMP = StoreName.TEMPORARY
LT = StoreName.LONG_TERM


def memories_rows(tmp_path: Path, store: StoreName) -> list[tuple[object, ...]]:
    return table_rows(tmp_path, store, "id, revision, content, status, reinforcement_count")


async def test_create_starts_at_revision_one_with_default_temporary_expiry(
    stores: MemoryStores,
) -> None:
    outcome = await stores.apply(CreateMemory(TEMP, "n-1", note("Parcel arrives Friday")))
    assert outcome.status is Applied.APPLIED
    record = outcome.record
    assert isinstance(record, MemoryRecord)
    assert (record.id, record.revision, record.store) == ("n-1", 1, TEMP)
    assert record.created_at == T0
    assert record.expires_at is not None
    assert (record.expires_at - T0).total_seconds() == 7 * DAY_S
    assert record.reinforcement_count == 0
    assert record.status is MemoryStatus.ACTIVE


async def test_long_term_default_expiry_is_ninety_days(stores: MemoryStores) -> None:
    outcome = await stores.apply(CreateMemory(LT, "lt-1", note("Gym on Saturday mornings")))
    assert outcome.record.store is LT
    assert isinstance(outcome.record, MemoryRecord)
    assert outcome.record.expires_at is not None
    assert (outcome.record.expires_at - T0).total_seconds() == 90 * DAY_S


async def test_temporary_memory_that_never_expires_is_refused(
    stores: MemoryStores, tmp_path: Path
) -> None:
    never = note("Parking paid until 6 PM")
    never = type(never)(
        kind=never.kind, content=never.content, source=never.source, expires_at=None
    )
    with pytest.raises(InvalidInput):
        await stores.apply(CreateMemory(TEMP, "n-1", never))
    assert memories_rows(tmp_path, TEMP) == []


async def test_replayed_create_reports_already_applied_and_writes_nothing(
    stores: MemoryStores, tmp_path: Path, clock: ManualClock
) -> None:
    intent = CreateMemory(TEMP, "n-1", note("Parcel arrives Friday"))
    first = await stores.apply(intent)
    clock.advance(60)
    again = await stores.apply(intent)
    assert again.status is Applied.ALREADY_APPLIED
    assert again.record == first.record
    assert memories_rows(tmp_path, TEMP) == [("n-1", 1, "Parcel arrives Friday", "active", 0)]


async def test_create_with_other_content_under_same_id_is_id_conflict(
    stores: MemoryStores, tmp_path: Path
) -> None:
    await stores.apply(CreateMemory(TEMP, "n-1", note("Parcel arrives Friday")))
    with pytest.raises(IdConflict) as info:
        await stores.apply(CreateMemory(TEMP, "n-1", note("Parcel arrives Monday")))
    assert info.value.memory_id == "n-1"
    assert "Parcel" not in str(info.value)
    assert memories_rows(tmp_path, TEMP) == [("n-1", 1, "Parcel arrives Friday", "active", 0)]


async def test_update_bumps_revision_and_replaces_only_named_fields(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await stores.apply(CreateMemory(TEMP, "n-1", note("Yoga on Mondays 7 PM", MemoryKind.EVENT)))
    clock.advance(3600)
    outcome = await stores.apply(
        UpdateMemory(TEMP, "n-1", 1, MemoryChanges(content="Yoga on Wednesdays 7 PM"))
    )
    record = outcome.record
    assert isinstance(record, MemoryRecord)
    assert (record.revision, record.content, record.kind) == (
        2,
        "Yoga on Wednesdays 7 PM",
        MemoryKind.EVENT,
    )
    assert record.created_at == T0
    assert (record.updated_at - T0).total_seconds() == 3600


async def test_wrong_revision_raises_revision_conflict_and_writes_nothing(
    stores: MemoryStores, tmp_path: Path
) -> None:
    await stores.apply(CreateMemory(TEMP, "n-1", note("Yoga on Mondays")))
    await stores.apply(ReinforceMemory(TEMP, "n-1", 1))
    before = memories_rows(tmp_path, TEMP)
    for intent in (
        UpdateMemory(TEMP, "n-1", 1, MemoryChanges(content="Yoga on Fridays")),
        ReinforceMemory(TEMP, "n-1", 3),
        RemoveMemory(TEMP, "n-1", 1),
    ):
        with pytest.raises(RevisionConflict) as info:
            await stores.apply(intent)
        assert (info.value.expected, info.value.actual) == (intent.expected_revision, 2)
    assert memories_rows(tmp_path, TEMP) == before


@pytest.mark.parametrize(
    "intent",
    [
        UpdateMemory(TEMP, "ghost", 1, MemoryChanges(content="x")),
        ReinforceMemory(TEMP, "ghost", 1),
        RemoveMemory(TEMP, "ghost", 1),
        ReinforceMemory(LT, "ghost", 1),
    ],
    ids=["update", "reinforce", "remove", "reinforce-long-term"],
)
async def test_missing_id_raises_memory_not_found_and_writes_nothing(
    stores: MemoryStores, tmp_path: Path, intent: UpdateMemory | ReinforceMemory | RemoveMemory
) -> None:
    with pytest.raises(MemoryNotFound) as info:
        await stores.apply(intent)
    assert info.value.memory_id == "ghost"
    assert memories_rows(tmp_path, TEMP) == []
    assert memories_rows(tmp_path, LT) == []


async def test_removed_record_refuses_further_changes(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(TEMP, "n-1", note("Parcel arrives Friday")))
    removed = await stores.apply(RemoveMemory(TEMP, "n-1", 1))
    assert removed.record.status is MemoryStatus.REMOVED
    assert removed.record.revision == 2
    with pytest.raises(MemoryNotFound):
        await stores.apply(ReinforceMemory(TEMP, "n-1", 2))


async def test_replay_of_last_intent_reports_already_applied(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(TEMP, "n-1", note("Yoga on Mondays")))
    update = UpdateMemory(TEMP, "n-1", 1, MemoryChanges(content="Yoga on Wednesdays"))
    assert (await stores.apply(update)).status is Applied.APPLIED
    replay = await stores.apply(update)
    assert replay.status is Applied.ALREADY_APPLIED
    assert replay.record.revision == 2
    other = UpdateMemory(TEMP, "n-1", 1, MemoryChanges(content="Yoga on Thursdays"))
    with pytest.raises(RevisionConflict):
        await stores.apply(other)
    remove = RemoveMemory(TEMP, "n-1", 2)
    assert (await stores.apply(remove)).status is Applied.APPLIED
    assert (await stores.apply(remove)).status is Applied.ALREADY_APPLIED


async def test_concurrent_updates_on_one_id_exactly_one_wins(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(TEMP, "n-1", note("Yoga on Mondays")))
    intents = [
        UpdateMemory(TEMP, "n-1", 1, MemoryChanges(content=f"Yoga on day {i}")) for i in range(8)
    ]
    results = await asyncio.gather(*(stores.apply(i) for i in intents), return_exceptions=True)
    winners = [r for r in results if not isinstance(r, BaseException)]
    losers = [r for r in results if isinstance(r, BaseException)]
    assert len(winners) == 1
    assert all(isinstance(r, RevisionConflict) for r in losers)
    assert len(losers) == 7
    record = await stores.get(TEMP, "n-1")
    assert record is not None
    assert record.revision == 2
    assert record.content == winners[0].record.content


async def test_concurrent_mixed_intents_on_one_id_exactly_one_wins(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(LT, "m-1", note("Gym on Saturdays")))
    intents: list[MemoryIntent] = [
        ReinforceMemory(LT, "m-1", 1),
        RemoveMemory(LT, "m-1", 1),
        UpdateMemory(LT, "m-1", 1, MemoryChanges(content="Gym on Sundays")),
    ]
    results = await asyncio.gather(*(stores.apply(i) for i in intents), return_exceptions=True)
    applied = [r for r in results if not isinstance(r, BaseException)]
    assert len(applied) == 1
    assert all(isinstance(r, StoreError) for r in results if isinstance(r, BaseException))
    record = await stores.get(LT, "m-1")
    assert record is not None
    assert record.revision == 2


async def test_concurrent_identical_creates_create_one_record(
    stores: MemoryStores, tmp_path: Path
) -> None:
    intent = CreateMemory(TEMP, "n-1", note("Parcel arrives Friday"))
    results = await asyncio.gather(*(stores.apply(intent) for _ in range(6)))
    assert sorted(r.status.value for r in results) == ["already_applied"] * 5 + ["applied"]
    assert len(memories_rows(tmp_path, TEMP)) == 1


async def test_cancelled_apply_still_commits_and_retry_converges(
    stores: MemoryStores, tmp_path: Path
) -> None:
    intent = CreateMemory(TEMP, "n-1", note("Parcel arrives Friday"))
    task = asyncio.create_task(stores.apply(intent))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    retry = await stores.apply(intent)
    assert retry.status in (Applied.APPLIED, Applied.ALREADY_APPLIED)
    assert len(memories_rows(tmp_path, TEMP)) == 1


async def test_device_memory_intents_share_the_semantics(stores: MemoryStores) -> None:
    new = NewDeviceMemory(
        type=DeviceMemoryType.UI_PATH,
        content="Payments are under Me > Wallet",
        evidence=(DeviceEvidence("ep-1", (2, 3)),),
        app_package="com.example.pay",
    )
    created = await stores.apply(CreateMemory(StoreName.DEVICE, "d-1", new))
    assert created.record.store is StoreName.DEVICE
    assert (await stores.apply(CreateMemory(StoreName.DEVICE, "d-1", new))).status is (
        Applied.ALREADY_APPLIED
    )
    changes = DeviceMemoryChanges(
        content="Payments are under Me > Wallet > Pay",
        evidence=(DeviceEvidence("ep-1", (2, 3)), DeviceEvidence("ep-4", (1,))),
    )
    updated = await stores.apply(UpdateMemory(StoreName.DEVICE, "d-1", 1, changes))
    assert updated.record.revision == 2
    with pytest.raises(RevisionConflict):
        await stores.apply(ReinforceMemory(StoreName.DEVICE, "d-1", 1))
    await stores.apply(ReinforceMemory(StoreName.DEVICE, "d-1", 2))
    record = await stores.get(StoreName.DEVICE, "d-1")
    assert record is not None
    assert record.revision == 3
    assert record.reinforcement_count == 1
    assert [e.episode_id for e in record.evidence] == ["ep-1", "ep-4"]  # type: ignore[union-attr]


async def test_payload_of_the_wrong_store_is_invalid_input(stores: MemoryStores) -> None:
    with pytest.raises(InvalidInput):
        await stores.apply(CreateMemory(StoreName.DEVICE, "d-1", note("Parcel arrives")))
    with pytest.raises(InvalidInput):
        await stores.apply(
            UpdateMemory(TEMP, "n-1", 1, DeviceMemoryChanges(content="Tap the Me tab"))
        )


def test_invalid_ids_revisions_and_content_are_refused() -> None:
    with pytest.raises(InvalidInput):
        CreateMemory(TEMP, "has space", note("x"))
    with pytest.raises(InvalidInput):
        ReinforceMemory(TEMP, "n-1", 0)
    with pytest.raises(InvalidInput):
        note("x" * 501)
    with pytest.raises(InvalidInput):
        note("   ")
    with pytest.raises(InvalidInput):
        MemoryChanges()


async def test_closed_stores_refuse_calls(tmp_path: Path, clock: ManualClock) -> None:
    opened = await MemoryStores.open(tmp_path, clock)
    await opened.close()
    with pytest.raises(LifecycleError):
        await opened.apply(CreateMemory(TEMP, "n-1", note("Parcel arrives Friday")))


async def test_memory_text_never_reaches_logs_or_errors(
    stores: MemoryStores, caplog: pytest.LogCaptureFixture
) -> None:
    secret_text = "Dentist appointment Thursday 16:30 with Dr Quill"
    caplog.set_level(logging.DEBUG)
    await stores.apply(CreateMemory(TEMP, "n-1", note(secret_text)))
    await stores.save_memory(note(secret_text))
    errors: list[BaseException] = []
    for intent in (
        CreateMemory(TEMP, "n-1", note(secret_text + " moved")),
        UpdateMemory(TEMP, "n-1", 1, MemoryChanges(content=secret_text + "!")),
    ):
        with pytest.raises(StoreError) as info:
            await stores.apply(intent)
        errors.append(info.value)
    assert caplog.records, "the intents should have been logged"
    for line in [r.getMessage() for r in caplog.records] + [str(e) for e in errors]:
        assert "Dentist" not in line
        assert "Quill" not in line


async def test_two_processes_worth_of_stores_on_one_directory_still_let_one_win(
    tmp_path: Path, clock: ManualClock
) -> None:
    # Two MemoryStores on the same files (as two processes would have) share no lock in Python:
    # the revision check inside the SQLite write transaction is what makes one of them win.
    first = await MemoryStores.open(tmp_path, clock)
    second = await MemoryStores.open(tmp_path, clock)
    try:
        await first.apply(CreateMemory(LT, "m-1", note("Gym on Saturdays")))
        intents = [
            UpdateMemory(LT, "m-1", 1, MemoryChanges(content=f"Gym on day {i}")) for i in range(6)
        ]
        results = await asyncio.gather(
            *((first if i % 2 else second).apply(intent) for i, intent in enumerate(intents)),
            return_exceptions=True,
        )
        assert sum(not isinstance(r, BaseException) for r in results) == 1
        assert sum(isinstance(r, RevisionConflict) for r in results) == 5
        record = await second.get(LT, "m-1")
        assert record is not None
        assert record.revision == 2
    finally:
        await first.close()
        await second.close()
