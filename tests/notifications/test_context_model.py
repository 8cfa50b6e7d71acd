"""A hypothesis state machine over publish / consume / read / commit / cleanup / crash / reopen.

The model is a list of published bodies and the ids the context handed out. After every step:
no record is lost or duplicated, context ids strictly increase in file order, committed records
form a prefix, and the cursors never point past durable data.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from datetime import date, timedelta
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.notifications.context import NotificationContext

from .support import T0, android_event


class IntakeMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        base = Path("/dev/shm") if Path("/dev/shm").is_dir() else None
        self.root = Path(tempfile.mkdtemp(dir=base))
        self.ring = EventRing(10_000)
        self.clock = ManualClock(T0)
        self.context = self._open()
        self.published = 0
        self.day = 0
        self.acked: dict[int, int] = {}  # event index -> context_id of its durable record
        self.committed: list[int] = []  # context ids committed, in order
        self.deleted_through = 0  # context ids at or below this may have been cleaned

    def _open(self) -> NotificationContext:
        return NotificationContext.open(self.root / "n", self.ring, clock=self.clock)

    def teardown(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)

    @rule(count=st.integers(1, 12), next_day=st.booleans())
    def publish(self, count: int, next_day: bool) -> None:
        if next_day:
            self.day += 1
        for _ in range(count):
            self.published += 1
            n = self.published
            at = T0 + timedelta(days=self.day, seconds=n)
            self.ring.publish(android_event(n, body=f"body {n}", at=at))

    @rule(limit=st.integers(1, 100))
    def consume(self, limit: int) -> None:
        result = self.context.consume(limit)
        for record in result.persisted:
            index = int(record.event.body.split()[1])
            assert index not in self.acked, "an event was persisted twice"
            self.acked[index] = record.context_id

    @rule(limit=st.integers(1, 12), take=st.integers(0, 12))
    def read_and_commit(self, limit: int, take: int) -> None:
        batch = self.context.read_pending(limit)
        expected = [cid for cid in sorted(self.acked.values()) if cid not in set(self.committed)]
        assert [r.context_id for r in batch] == expected[:limit]
        part = batch[: min(take, len(batch))]
        self.context.commit_processed(part)
        self.committed.extend(r.context_id for r in part)

    @rule(days_back=st.integers(0, 5))
    def cleanup(self, days_back: int) -> None:
        cutoff = (T0 + timedelta(days=self.day - days_back)).date()
        result = self.context.cleanup_processed_before(cutoff)
        for name in result.deleted:
            assert date.fromisoformat(name) < cutoff
        if result.deleted:
            self.deleted_through = max(self.committed, default=0)

    @rule(tear=st.booleans())
    def crash_and_reopen(self, tear: bool) -> None:
        # The process dies without close(); optionally mid-append of a line that never finished.
        if tear:
            shards = sorted((self.root / "n" / "events").glob("*.jsonl"))
            if shards:
                with open(shards[-1], "ab") as handle:
                    handle.write(b'{"v":1,"context_id":')
        self.context = self._open()

    @precondition(lambda self: self.published > 0)
    @rule()
    def drain_everything(self) -> None:
        while True:
            result = self.context.consume(100)
            for record in result.persisted:
                index = int(record.event.body.split()[1])
                assert index not in self.acked
                self.acked[index] = record.context_id
            if not result.persisted and not result.duplicates:
                break
        assert sorted(self.acked) == list(range(1, self.published + 1))

    @invariant()
    def log_holds_each_acked_record_once_in_id_order(self) -> None:
        ids: list[int] = []
        bodies: list[str] = []
        for path in sorted((self.root / "n" / "events").glob("*.jsonl")):
            for line in path.read_bytes().splitlines():
                record = json.loads(line)
                ids.append(record["context_id"])
                bodies.append(record["body"])
        assert ids == sorted(set(ids)), "context ids must strictly increase in file order"
        assert len(bodies) == len(set(bodies)), "a record was duplicated"
        on_disk = set(ids)
        for cid in self.acked.values():
            assert cid in on_disk or cid <= self.deleted_through, "an acknowledged record was lost"

    @invariant()
    def cursors_never_point_past_durable_data(self) -> None:
        status = self.context.status()
        top = max(self.acked.values(), default=0)
        assert status.memory_cursor.context_id <= top
        assert status.memory_cursor.context_id == (self.committed[-1] if self.committed else 0)
        assert status.next_context_id == top + 1
        cursor = status.source_cursor
        if cursor is not None:
            assert cursor.event_id <= self.ring.last_event_id


IntakeMachine.TestCase.settings = settings(max_examples=60, stateful_step_count=30, deadline=None)
test_intake_state_machine = IntakeMachine.TestCase
