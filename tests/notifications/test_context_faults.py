"""Issue 17, items 4 and 6: faults of the durable intake found by the attack run.

Real shards and state files in a temporary directory. A crash is a context that is never closed:
the next open runs the recovery a restart runs.
"""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import orjson

from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.state import MAX_GAPS, Gap, NotificationContextState

from .support import T0, android_event, open_context, shard_lines


def _abandon(context: NotificationContext) -> None:
    """Drop ``context`` the way a kill does: no final checkpoint, only the lock released."""
    context._release_process_lock()


# ------------------------------------------------------------------ item 4: future receipts


def test_future_receipt_is_filed_under_device_date(tmp_path: Path) -> None:
    ring = EventRing(16)
    claimed = datetime(2100, 1, 1, 8, 0, tzinfo=UTC)
    ring.publish(android_event(1, at=claimed))
    ring.publish(android_event(2))
    clock = ManualClock(T0 + timedelta(minutes=5))
    context = open_context(tmp_path, ring, clock)
    placed = context.consume().persisted
    assert [r.event.received_at for r in placed] == [clock.now(), T0 + timedelta(seconds=2)]
    assert placed[0].event.claimed_received_at == claimed
    assert placed[1].event.claimed_received_at is None
    assert context.status().shards == ["2025-03-01"]
    lines = shard_lines(tmp_path)
    assert lines[0]["claimed_received_at"] == "2100-01-01T08:00:00Z"
    assert "claimed_received_at" not in lines[1]
    # Read back from the shard, the claimed time is kept.
    (first, _) = context.read_pending(2)
    assert first.event.claimed_received_at == claimed
    context.close()


def test_receipt_less_than_a_day_ahead_keeps_its_time(tmp_path: Path) -> None:
    ring = EventRing(16)
    ahead = T0 + timedelta(hours=23)
    ring.publish(android_event(1, at=ahead))
    context = open_context(tmp_path, ring)
    (record,) = context.consume().persisted
    assert (record.event.received_at, record.event.claimed_received_at) == (ahead, None)
    context.close()


def test_retention_still_deletes_shards_after_a_future_receipt(tmp_path: Path) -> None:
    ring = EventRing(16)
    clock = ManualClock(T0)
    context = open_context(tmp_path, ring, clock)
    ring.publish(android_event(1, at=datetime(8999, 12, 31, tzinfo=UTC)))
    context.consume()
    clock.advance(3 * 86400)
    ring.publish(android_event(2, at=clock.now()))
    context.consume()
    assert context.status().shards == ["2025-03-01", "2025-03-04"]
    context.commit_processed(context.read_pending(2))
    assert context.cleanup_processed_before(date(2025, 3, 3)).deleted == ["2025-03-01"]
    context.close()


# ------------------------------------------------------- item 6: generation_change per restart


def test_clean_drain_then_kill_leaves_no_generation_change_gap(tmp_path: Path) -> None:
    ring = EventRing(16)
    ring.publish(android_event(1))
    context = open_context(tmp_path, ring)
    context.consume()
    context.commit_processed(context.read_pending(1))  # a state write after the drain
    _abandon(context)
    reopened = open_context(tmp_path, EventRing(16))  # a new ring generation after the restart
    assert reopened.consume().gaps == []
    assert reopened.gaps() == []
    reopened.close()


def test_idle_poll_checkpoints_the_drained_ring(tmp_path: Path) -> None:
    ring = EventRing(16)
    ring.publish(android_event(1))
    context = open_context(tmp_path, ring)
    context.consume()  # persisted; the state is not written for that
    context.consume()  # an idle poll: nothing new, the ring is drained: checkpointed once
    _abandon(context)
    reopened = open_context(tmp_path, EventRing(16))
    assert reopened.consume().gaps == []
    reopened.close()


def test_kill_with_events_left_in_the_ring_records_generation_change(tmp_path: Path) -> None:
    ring = EventRing(16)
    for n in (1, 2, 3):
        ring.publish(android_event(n))
    context = open_context(tmp_path, ring)
    context.consume(1)
    context.commit_processed(context.read_pending(1))
    _abandon(context)
    reopened = open_context(tmp_path, EventRing(16))
    (gap,) = reopened.consume().gaps
    assert gap.kind == "generation_change"
    reopened.close()


def test_gap_list_stays_bounded_over_many_crashes(tmp_path: Path) -> None:
    """120 kills, each with an event left behind: one merged entry with a count, a small file."""
    for n in range(1, 121):
        ring = EventRing(16)
        ring.publish(android_event(2 * n))
        ring.publish(android_event(2 * n + 1))
        context = open_context(tmp_path, ring)
        context.consume(1)
        context.commit_processed(context.read_pending(1))
        _abandon(context)
    context = open_context(tmp_path, EventRing(16))
    context.consume()
    gaps = context.gaps()
    assert [(g.kind, g.count) for g in gaps] == [("generation_change", 120)]
    assert gaps[0].last_recorded_at is not None
    context.close()
    assert (tmp_path / "notifications" / "state.json").stat().st_size < 4096


def test_alternating_gap_kinds_fold_into_counts_beyond_the_cap() -> None:
    state = NotificationContextState()
    for n in range(3 * MAX_GAPS):
        kind = "ring_overflow" if n % 2 else "torn_tail"
        state.add_gap(Gap(kind, "r", T0, shard=f"s{n}"))
    assert len(state.gaps) == MAX_GAPS
    assert sum(state.older_gaps.values()) + sum(g.count for g in state.gaps) == 3 * MAX_GAPS
    assert state.older_gaps == {"ring_overflow": MAX_GAPS, "torn_tail": MAX_GAPS}
    again = NotificationContextState.from_json(state.to_json())
    assert again.older_gaps == state.older_gaps


def test_adjacent_poison_gaps_merge_into_one_range() -> None:
    state = NotificationContextState()
    for cid in (4, 5, 6, 9):
        state.add_gap(Gap("poison", "r", T0, first_context_id=cid, last_context_id=cid))
    assert [(g.first_context_id, g.last_context_id, g.count) for g in state.gaps] == [
        (4, 6, 3),
        (9, 9, 1),
    ]


# ------------------------------------------------------------- item 6: digit flip, lost state


def _persist(tmp_path: Path, count: int) -> Path:
    ring = EventRing(64)
    for n in range(1, count + 1):
        ring.publish(android_event(n))
    with open_context(tmp_path, ring) as context:
        context.consume()
    (shard,) = (tmp_path / "notifications" / "events").glob("*.jsonl")
    return shard


def _set_context_id(shard: Path, index: int, context_id: int) -> None:
    lines = shard.read_bytes().splitlines()
    record = orjson.loads(lines[index])
    record["context_id"] = context_id
    lines[index] = orjson.dumps(record)
    shard.write_bytes(b"\n".join(lines) + b"\n")


def test_digit_flip_to_a_larger_id_quarantines_only_that_line(tmp_path: Path) -> None:
    shard = _persist(tmp_path, 12)
    _set_context_id(shard, 2, 93)  # 3 -> 93: never handed out
    with open_context(tmp_path, EventRing(8)) as context:
        ids = [r.context_id for r in context.read_pending(20)]
        assert ids == [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        (gap,) = context.gaps()
        assert (gap.kind, gap.offset) == (
            "quarantined_line",
            len(shard.read_bytes().split(b"\n")[0]) * 2 + 2,
        )


def test_digit_flip_within_the_handed_out_ids_quarantines_only_that_line(tmp_path: Path) -> None:
    shard = _persist(tmp_path, 12)
    _set_context_id(shard, 2, 9)  # 3 -> 9: an id that exists later in the log
    with open_context(tmp_path, EventRing(8)) as context:
        ids = [r.context_id for r in context.read_pending(20)]
        assert ids == [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        assert [g.kind for g in context.gaps()] == ["quarantined_line"]
        # Committing through the reads works: the cursor moves past the quarantined line.
        context.commit_processed(context.read_pending(20))
        assert context.status().pending == 0


def test_deleted_state_file_leaves_a_recovery_note(tmp_path: Path) -> None:
    _persist(tmp_path, 3)
    directory = tmp_path / "notifications"
    for name in ("state.json", "state.json.prev"):
        (directory / name).unlink(missing_ok=True)
    with open_context(tmp_path, EventRing(8)) as context:
        notes = context.status().recoveries
        assert any("no usable state copy (deleted or lost)" in n for n in notes), notes
        assert context.status().next_context_id == 4


def test_missing_state_json_with_a_previous_copy_leaves_a_note(tmp_path: Path) -> None:
    _persist(tmp_path, 3)
    with open_context(tmp_path, EventRing(8)) as context:
        context.commit_processed(context.read_pending(1))
    (tmp_path / "notifications" / "state.json").unlink()
    with open_context(tmp_path, EventRing(8)) as context:
        notes = context.status().recoveries
        assert any("state.json was missing or older; used state.json.prev" in n for n in notes)


def test_recovery_notes_stay_bounded(tmp_path: Path) -> None:
    _persist(tmp_path, 1)
    directory = tmp_path / "notifications"
    for _ in range(120):
        (directory / "state.json").write_bytes(b"\0" * 64)
        open_context(tmp_path, EventRing(8)).close()
    state = json.loads((directory / "state.json").read_text())
    assert len(state["recoveries"]) == 100
