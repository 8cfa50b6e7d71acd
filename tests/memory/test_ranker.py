"""Fts5Ranker bounds its work: common terms, the candidate cap, a fallback that hides nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest

from agent_memory.clock import ManualClock
from agent_memory.errors import InvalidInput
from agent_memory.memory import (
    CreateMemory,
    Fts5Ranker,
    MemoryStores,
    RecallQuery,
    StoreName,
)
from tests.memory.conftest import T0, note

TEMP = StoreName.TEMPORARY


@pytest.fixture
async def capped(tmp_path: Path, clock: ManualClock) -> AsyncIterator[MemoryStores]:
    opened = await MemoryStores.open(tmp_path, clock, ranker=Fts5Ranker(candidate_cap=3))
    try:
        yield opened
    finally:
        await opened.close()


async def test_rare_term_is_not_drowned_by_a_common_one(
    capped: MemoryStores, clock: ManualClock
) -> None:
    await capped.apply(CreateMemory(TEMP, "dentist", note("Dentist appointment on Thursday")))
    for i in range(8):
        clock.advance(60)
        await capped.apply(CreateMemory(TEMP, f"a-{i}", note(f"Appointment reminder number {i}")))
    hits = await capped.recall_memory("dentist appointment")
    assert [h.id for h in hits] == ["dentist"]


async def test_common_term_alone_ranks_the_most_recent_matches(
    capped: MemoryStores, clock: ManualClock
) -> None:
    for i in range(8):
        clock.advance(60)
        await capped.apply(CreateMemory(TEMP, f"c-{i}", note(f"Coffee with friend {i}")))
    hits = await capped.recall_memory(RecallQuery("coffee", limit=2))
    assert {h.id for h in hits} <= {"c-5", "c-6", "c-7"}
    assert len(hits) == 2


async def test_cap_never_hides_records_that_fit_the_filters(
    capped: MemoryStores, clock: ManualClock
) -> None:
    for i in range(8):
        await capped.apply(CreateMemory(TEMP, f"c-{i}", note(f"Coffee with friend {i}")))
        clock.advance(86400 / 4)
    everything = await capped.recall_memory(RecallQuery("coffee", limit=10))
    assert {h.id for h in everything} == {f"c-{i}" for i in range(8)}
    oldest = RecallQuery("coffee", until=T0 + timedelta(hours=12), limit=10)
    assert {h.id for h in await capped.recall_memory(oldest)} == {"c-0", "c-1"}


def test_candidate_cap_must_be_positive() -> None:
    with pytest.raises(InvalidInput):
        Fts5Ranker(candidate_cap=0)
