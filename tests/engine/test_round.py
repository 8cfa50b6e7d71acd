"""The extraction round's shared mechanics: which engine answers, when work is poison."""

from __future__ import annotations

import logging
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pydantic import BaseModel

from agent_memory.clock import ManualClock
from agent_memory.engine.round import (
    BatchSize,
    ShownRefs,
    Turn,
    apply_intents,
    choose_turn,
    parse_proposal,
    record_batch,
)
from agent_memory.errors import IdConflict, MemoryNotFound, ProposalInvalid, RevisionConflict
from agent_memory.memory.intents import CreateMemory, MemoryIntent, UpdateMemory
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import (
    MemoryChanges,
    MemoryKind,
    MemoryRecord,
    MemorySource,
    NewMemory,
    StoreName,
)

NOW = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)


def test_model_answers_until_it_has_failed_the_limit() -> None:
    turn = choose_turn(has_model=True, has_fallback=True, failed=2, fallback_failed=0, limit=3)
    assert turn == Turn(fallback=False, failures=2, poison=False)
    assert turn.provider == "model"


def test_fallback_answers_once_the_model_reached_the_limit() -> None:
    turn = choose_turn(has_model=True, has_fallback=True, failed=3, fallback_failed=1, limit=3)
    assert turn == Turn(fallback=True, failures=1, poison=False)
    assert turn.provider == "fallback"


def test_work_is_poison_when_the_model_reached_the_limit_and_there_is_no_fallback() -> None:
    turn = choose_turn(has_model=True, has_fallback=False, failed=3, fallback_failed=0, limit=3)
    assert turn == Turn(fallback=False, failures=3, poison=True)


def test_work_is_poison_when_the_fallback_reached_its_own_limit() -> None:
    turn = choose_turn(
        has_model=True, has_fallback=True, failed=3, fallback_failed=1, limit=3, fallback_limit=1
    )
    assert turn == Turn(fallback=True, failures=1, poison=True)


def test_without_a_model_the_fallback_answers_from_the_first_attempt() -> None:
    turn = choose_turn(has_model=False, has_fallback=True, failed=0, fallback_failed=2, limit=3)
    assert turn == Turn(fallback=True, failures=2, poison=False)


def test_forced_fallback_skips_the_model_whatever_its_count() -> None:
    turn = choose_turn(
        has_model=True,
        has_fallback=True,
        failed=0,
        fallback_failed=0,
        limit=3,
        force_fallback=True,
    )
    assert turn == Turn(fallback=True, failures=0, poison=False)


def test_forced_fallback_without_a_fallback_stays_with_the_model() -> None:
    turn = choose_turn(
        has_model=True,
        has_fallback=False,
        failed=1,
        fallback_failed=0,
        limit=3,
        force_fallback=True,
    )
    assert turn == Turn(fallback=False, failures=1, poison=False)


class _Shape(BaseModel):
    items: tuple[int, ...]


def test_a_proposal_that_does_not_fit_names_paths_and_rules_but_not_its_text() -> None:
    with pytest.raises(ProposalInvalid) as caught:
        parse_proposal(_Shape, {"items": [1, "private words"]}, "test")
    assert str(caught.value) == (
        "The test proposal failed 1 shape check(s); nothing of it is applied."
    )
    assert caught.value.reasons == ["items.1: int_parsing"]


def test_a_proposal_that_fits_is_returned_validated() -> None:
    assert parse_proposal(_Shape, {"items": [1, 2]}, "test") == _Shape(items=(1, 2))


def test_a_batch_adds_counts_and_usage_to_the_totals_and_logs_one_line(
    caplog: pytest.LogCaptureFixture,
) -> None:
    totals: Counter[str] = Counter({"add": 1})
    logger = logging.getLogger("agent_memory.test_round")
    with caplog.at_level(logging.INFO, logger=logger.name):
        record_batch(
            totals,
            {"add": 2, "ignore": 1},
            logger,
            "test.batch",
            usage={"llm_calls": 1, "prompt_tokens": 0},
            fields={"first": 7},
        )
    assert totals == Counter({"add": 3, "ignore": 1, "llm_calls": 1, "prompt_tokens": 0})
    assert "prompt_tokens" in totals
    [line] = caplog.records
    assert line.getMessage() == "test.batch"
    assert (line.__dict__["first"], line.__dict__["n_add"], line.__dict__["n_ignore"]) == (7, 2, 1)
    assert "llm_calls" not in line.__dict__


def test_a_cut_batch_halves_the_next_and_logs_the_split(caplog: pytest.LogCaptureFixture) -> None:
    size = BatchSize(8)
    logger = logging.getLogger("agent_memory.test_round")
    with caplog.at_level(logging.INFO, logger=logger.name):
        assert size.split(7, logger, "test.batch_split", 41) is True
    assert size.limit == 3
    [line] = caplog.records
    assert (line.getMessage(), line.__dict__["first"], line.__dict__["limit"]) == (
        "test.batch_split",
        41,
        3,
    )


def test_a_cut_batch_of_one_cannot_be_split() -> None:
    size = BatchSize(8)
    assert size.split(1, logging.getLogger("agent_memory.test_round"), "e", 1) is False
    assert size.limit == 8


def test_the_batch_grows_back_by_one_per_success_up_to_the_configured_size() -> None:
    size = BatchSize(3)
    size.split(3, logging.getLogger("agent_memory.test_round"), "test.batch_split", 1)
    grown = []
    for _ in range(4):
        size.grow()
        grown.append(size.limit)
    assert grown == [2, 3, 3, 3]


def test_each_memory_is_shown_once_under_the_next_ref() -> None:
    shown: ShownRefs[str, str] = ShownRefs("m")
    for memory_id in ("a", "b", "a", "c"):
        if shown.get(memory_id) is None:
            shown.add(memory_id, shown.next_ref())
    assert shown.values() == ["m1", "m2", "m3"]
    assert shown["c"] == "m3"
    assert shown.get("z") is None


# ------------------------------------------------------------------ apply_intents (conflicts)


def _new(content: str, cid: int) -> NewMemory:
    return NewMemory(MemoryKind.EVENT, content, MemorySource("notification", context_ids=(cid,)))


def _create(cid: int, content: str = "Dentist on Thursday at 10") -> CreateMemory:
    return CreateMemory(StoreName.TEMPORARY, f"ntf-{cid}", _new(content, cid))


def _update(cid: int, revision: int, content: str) -> UpdateMemory:
    return UpdateMemory(StoreName.TEMPORARY, f"ntf-{cid}", revision, MemoryChanges(content=content))


async def _never(_key: int, _intent: MemoryIntent) -> bool:
    return False


async def test_apply_intents_writes_in_order_and_a_replay_reads_as_replayed(
    tmp_path: Path,
) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.apply(_create(1))
        writes = await apply_intents(stores, [(1, _create(1)), (2, _create(2))], _never)
    assert [(w.key, w.status) for w in writes.landed] == [(1, "replayed"), (2, "applied")]
    assert [(w.record.id, w.record.revision) for w in writes.landed if w.record] == [
        ("ntf-1", 1),
        ("ntf-2", 1),
    ]
    assert writes.conflict is None


async def test_apply_intents_skips_a_create_of_a_forgotten_memory(tmp_path: Path) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.apply(_create(1))
        await stores.forget("ntf-1")
        writes = await apply_intents(stores, [(1, _create(1)), (2, _create(2))], _never)
        assert await stores.get(StoreName.TEMPORARY, "ntf-1") is None
    assert [(w.key, w.status) for w in writes.landed] == [(1, "forgotten"), (2, "applied")]
    assert writes.conflict is None


async def test_apply_intents_holds_a_stale_update_an_earlier_attempt_already_wrote(
    tmp_path: Path,
) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.apply(_create(1))
        await stores.apply(_update(1, 1, "Dentist moved to Friday at 10"))
        seen: list[tuple[int, str]] = []

        async def holds(key: int, intent: MemoryIntent) -> bool:
            seen.append((key, intent.memory_id))
            current = await stores.get(intent.store, intent.memory_id)
            return isinstance(current, MemoryRecord) and current.content.startswith("Dentist moved")

        # The rerun's intent expects revision 1; the record is at 2 with this very change.
        writes = await apply_intents(
            stores, [(1, _update(1, 1, "Dentist moved to Friday, 10:00"))], holds
        )
        record = await stores.get(StoreName.TEMPORARY, "ntf-1")
    assert seen == [(1, "ntf-1")]
    assert [(w.key, w.status, w.record) for w in writes.landed] == [(1, "held", None)]
    assert writes.conflict is None
    assert isinstance(record, MemoryRecord)
    assert (record.revision, record.content) == (2, "Dentist moved to Friday at 10")


async def test_apply_intents_holds_a_create_whose_id_an_earlier_attempt_took(
    tmp_path: Path,
) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.apply(_create(1, "Dentist on Thursday at 10"))

        async def own_id(key: int, intent: MemoryIntent) -> bool:
            return intent.memory_id == f"ntf-{key}"

        # Worded differently this time: the store refuses the id (IdConflict), the first stands.
        writes = await apply_intents(stores, [(1, _create(1, "Thursday: dentist, 10am"))], own_id)
        record = await stores.get(StoreName.TEMPORARY, "ntf-1")
    assert [(w.key, w.status) for w in writes.landed] == [(1, "held")]
    assert isinstance(record, MemoryRecord)
    assert record.content == "Dentist on Thursday at 10"


async def test_apply_intents_skips_an_update_whose_target_was_forgotten_under_it(
    tmp_path: Path,
) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.apply(_create(1))
        await stores.forget("ntf-1")  # between the recall (revision 1 shown) and the write
        writes = await apply_intents(stores, [(1, _update(1, 1, "Dentist on Friday"))], _never)
    assert [(w.key, w.status) for w in writes.landed] == [(1, "forgotten")]
    assert writes.conflict is None


@pytest.mark.parametrize(
    ("intent", "error"),
    [
        (_update(1, 7, "Dentist on Friday"), RevisionConflict),
        (_update(9, 1, "Dentist on Friday"), MemoryNotFound),
        (_create(1, "Thursday: dentist, 10am"), IdConflict),
    ],
)
async def test_apply_intents_stops_at_a_conflict_no_recovery_explains(
    tmp_path: Path, intent: MemoryIntent, error: type[Exception]
) -> None:
    async with await MemoryStores.open(tmp_path, ManualClock(NOW)) as stores:
        await stores.apply(_create(1))
        writes = await apply_intents(
            stores, [(2, _create(2)), (1, intent), (3, _create(3))], _never
        )
        third = await stores.get(StoreName.TEMPORARY, "ntf-3")
        second = await stores.get(StoreName.TEMPORARY, "ntf-2")
    assert [(w.key, w.status) for w in writes.landed] == [(2, "applied")]
    assert writes.conflict is not None
    key, refused, exc = writes.conflict
    assert (key, refused) == (1, intent)
    assert isinstance(exc, error)
    assert third is None  # not tried after the conflict
    assert second is not None  # written before it, and kept
