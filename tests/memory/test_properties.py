"""Property test: random create/update/reinforce/remove/promote sequences against a plain model.

The model is a dict per store; after every step the SQLite stores must hold exactly what the model
holds (ids, revisions, contents, statuses, reinforcement counts), every intent must end the way the
model says (applied, already applied, or which typed error), and a blank recall must return exactly
the live records (active and unexpired).
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from agent_memory.clock import ManualClock
from agent_memory.errors import IdConflict, MemoryNotFound, RevisionConflict
from agent_memory.memory import (
    CreateMemory,
    MemoryChanges,
    MemoryIntent,
    MemoryRecord,
    MemoryStores,
    PromoteMemory,
    RecallQuery,
    ReinforceMemory,
    RemoveMemory,
    StoreName,
    UpdateMemory,
    promoted_id,
)
from tests.memory.conftest import DAY_S, T0, note

TEMP = StoreName.TEMPORARY
LT = StoreName.LONG_TERM
IDS = st.sampled_from(["a", "b", "c"])
STORES = st.sampled_from([TEMP, LT])
CONTENT_LIST = ["Parcel arrives Friday", "周四看牙医", "Gym on Saturday", "快递到了"]
CONTENTS = st.sampled_from(CONTENT_LIST)
OFFSETS = st.sampled_from([0, 0, 0, -1, 1])
LIFETIME = {TEMP: timedelta(days=7), LT: timedelta(days=90)}


@dataclass(frozen=True)
class Model:
    """What one record should look like."""

    revision: int
    content: str
    create_content: str
    active: bool
    reinforcements: int
    expires_at: datetime
    last_intent: tuple[object, ...] | None = None


class MemoryIntentMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.runner = asyncio.Runner()
        self.dir = Path(tempfile.mkdtemp(prefix="memory-props-"))
        self.clock = ManualClock(T0)
        self.stores = self.runner.run(MemoryStores.open(self.dir, self.clock))
        self.model: dict[StoreName, dict[str, Model]] = {TEMP: {}, LT: {}}

    def teardown(self) -> None:
        self.runner.run(self.stores.close())
        self.runner.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    def outcome(self, intent: MemoryIntent) -> str:
        try:
            return self.runner.run(self.stores.apply(intent)).status.value
        except (IdConflict, MemoryNotFound, RevisionConflict) as exc:
            return type(exc).__name__

    def expect_change(
        self, store: StoreName, memory_id: str, expected: int, intent_key: tuple[object, ...]
    ) -> tuple[str, Model | None]:
        """Mirror IntentTable._checked: return (outcome, record to change or None)."""
        current = self.model[store].get(memory_id)
        if current is None:
            return "MemoryNotFound", None
        if current.revision == expected + 1 and current.last_intent == intent_key:
            return "already_applied", None
        if not current.active:
            return "MemoryNotFound", None
        if current.revision != expected:
            return "RevisionConflict", None
        return "applied", current

    @rule(store=STORES, memory_id=IDS, content=CONTENTS)
    def create(self, store: StoreName, memory_id: str, content: str) -> None:
        got = self.outcome(CreateMemory(store, memory_id, note(content)))
        current = self.model[store].get(memory_id)
        if current is None:
            expires = self.clock.now() + LIFETIME[store]
            self.model[store][memory_id] = Model(1, content, content, True, 0, expires)
            assert got == "applied"
        elif current.create_content == content:
            assert got == "already_applied"
        else:
            assert got == "IdConflict"

    def _revision(self, store: StoreName, memory_id: str, offset: int) -> int:
        current = self.model[store].get(memory_id)
        return max(1, (current.revision if current else 1) + offset)

    @rule(store=STORES, memory_id=IDS, offset=OFFSETS, content=CONTENTS)
    def update(self, store: StoreName, memory_id: str, offset: int, content: str) -> None:
        expected = self._revision(store, memory_id, offset)
        key = ("update", expected, content)
        want, current = self.expect_change(store, memory_id, expected, key)
        got = self.outcome(UpdateMemory(store, memory_id, expected, MemoryChanges(content=content)))
        assert got == want
        if current is not None:
            self.model[store][memory_id] = replace(
                current, revision=expected + 1, content=content, last_intent=key
            )

    @rule(store=STORES, memory_id=IDS, offset=OFFSETS)
    def reinforce(self, store: StoreName, memory_id: str, offset: int) -> None:
        expected = self._revision(store, memory_id, offset)
        key = ("reinforce", expected)
        want, current = self.expect_change(store, memory_id, expected, key)
        assert self.outcome(ReinforceMemory(store, memory_id, expected)) == want
        if current is not None:
            self.model[store][memory_id] = replace(
                current,
                revision=expected + 1,
                reinforcements=current.reinforcements + 1,
                last_intent=key,
            )

    @rule(store=STORES, memory_id=IDS, offset=OFFSETS)
    def remove(self, store: StoreName, memory_id: str, offset: int) -> None:
        expected = self._revision(store, memory_id, offset)
        key = ("remove", expected)
        want, current = self.expect_change(store, memory_id, expected, key)
        assert self.outcome(RemoveMemory(store, memory_id, expected)) == want
        if current is not None:
            self.model[store][memory_id] = replace(
                current, revision=expected + 1, active=False, last_intent=key
            )

    @rule(memory_id=IDS, offset=OFFSETS)
    def promote(self, memory_id: str, offset: int) -> None:
        expected = self._revision(TEMP, memory_id, offset)
        got = self.outcome(PromoteMemory(memory_id, expected))
        temp = self.model[TEMP].get(memory_id)
        lt_id = promoted_id(memory_id)
        now = self.clock.now()
        if lt_id in self.model[LT]:
            if temp is None or not temp.active:
                assert got == "already_applied"
            elif temp.revision != expected:
                assert got == "RevisionConflict"
            else:
                assert got == "applied"
                self.model[TEMP][memory_id] = replace(
                    temp, revision=expected + 1, active=False, last_intent=("remove", expected)
                )
            return
        if temp is None or not temp.active:
            assert got == "MemoryNotFound"
        elif temp.revision != expected:
            assert got == "RevisionConflict"
        elif temp.expires_at <= now:
            assert got == "MemoryNotFound"
        else:
            assert got == "applied"
            self.model[LT][lt_id] = Model(
                1, temp.content, temp.content, True, 0, now + LIFETIME[LT]
            )
            self.model[TEMP][memory_id] = replace(
                temp, revision=expected + 1, active=False, last_intent=("remove", expected)
            )

    @rule(days=st.integers(min_value=1, max_value=4))
    def advance(self, days: int) -> None:
        self.clock.advance(days * DAY_S)

    @invariant()
    def stores_match_the_model(self) -> None:
        for store in (TEMP, LT):
            rows = self.runner.run(
                self.stores.record_store(store).db.read(
                    lambda c: c.execute(
                        "SELECT id, revision, content, status, reinforcement_count FROM memories"
                    ).fetchall()
                )
            )
            got = {r[0]: (r[1], r[2], r[3], r[4]) for r in rows}
            want = {
                k: (m.revision, m.content, "active" if m.active else "removed", m.reinforcements)
                for k, m in self.model[store].items()
            }
            assert got == want

    @invariant()
    def recall_of_a_content_finds_its_live_records_and_nothing_dead(self) -> None:
        now = self.clock.now()
        live = {
            (store, k, m.revision): m.content
            for store in (TEMP, LT)
            for k, m in self.model[store].items()
            if m.active and m.expires_at > now
        }
        for content in CONTENT_LIST:
            hits = self.runner.run(self.stores.recall_memory(RecallQuery(content, limit=100)))
            found = {(h.store, h.id, h.revision) for h in hits}
            assert found <= set(live)
            assert {key for key, text in live.items() if text == content} <= found
            assert all(isinstance(h.record, MemoryRecord) for h in hits)


TestMemoryIntents = MemoryIntentMachine.TestCase
TestMemoryIntents.settings = settings(max_examples=40, stateful_step_count=25, deadline=None)


TestMemoryIntentsSoak = pytest.mark.slow(
    type(
        "TestMemoryIntentsSoak",
        (MemoryIntentMachine.TestCase,),
        {"settings": settings(max_examples=600, stateful_step_count=60, deadline=None)},
    )
)
"""The same machine with many more and longer runs (``make soak``)."""
