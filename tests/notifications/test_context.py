"""NotificationContext: consume, dedup, pending, commit, cleanup, gaps, writes switch."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.ring import EventRing, RingCursor
from agent_memory.clock import ManualClock
from agent_memory.errors import CursorError, LifecycleError
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.record import replay_fingerprint

from .support import T0, android_event, drain, open_context, publish_all, shard_lines


def ancs_event(
    session: str, uid: int, *, flags: int, message: str, date_raw: str | None
) -> NotificationEvent:
    return make_event(
        platform="ios",
        source_key=f"{session}:{uid}",
        app_id="com.apple.MobileSMS",
        title="Mia Chen",
        body=message,
        ancs_event_flags=flags,
        phone_timestamp_raw=date_raw,
        received_at=T0,
    )


def test_consume_persists_records_with_increasing_context_ids(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 6)])
    context = open_context(tmp_path, ring)
    result = context.consume()
    assert [r.context_id for r in result.persisted] == [1, 2, 3, 4, 5]
    assert result.source_cursor == RingCursor(ring.generation, 5)
    lines = shard_lines(tmp_path)
    assert [line["context_id"] for line in lines] == [1, 2, 3, 4, 5]
    assert [line["body"] for line in lines] == [f"message number {i}" for i in range(1, 6)]
    assert (tmp_path / "notifications" / "events" / "2025-03-01.jsonl").exists()


def test_shards_are_plain_json_lines_for_shell_tools(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i, body="Grüße 牙医 😀") for i in range(1, 4)])
    context = open_context(tmp_path, ring)
    context.consume()
    shard = tmp_path / "notifications" / "events" / "2025-03-01.jsonl"
    wc = subprocess.run(["wc", "-l", str(shard)], capture_output=True, text=True, check=True)
    assert wc.stdout.split()[0] == "3"
    grep = subprocess.run(["grep", "-c", "牙医", str(shard)], capture_output=True, text=True)
    assert grep.stdout.strip() == "3"


def test_records_go_to_the_shard_of_their_utc_receipt_date(tmp_path: Path) -> None:
    ring = EventRing(64)
    late = T0.replace(hour=23, minute=59, second=59, microsecond=900_000)
    ring.publish(android_event(1, at=late))
    ring.publish(android_event(2, at=late + timedelta(seconds=0.2)))
    context = open_context(tmp_path, ring)
    context.consume()
    events = tmp_path / "notifications" / "events"
    assert sorted(p.name for p in events.iterdir()) == ["2025-03-01.jsonl", "2025-03-02.jsonl"]


def test_clock_stepping_back_never_writes_an_older_shard(tmp_path: Path) -> None:
    ring = EventRing(64)
    ring.publish(android_event(1, at=T0 + timedelta(days=1)))
    ring.publish(android_event(2, at=T0))  # device clock stepped back across midnight
    context = open_context(tmp_path, ring)
    context.consume()
    assert [p.name for p in (tmp_path / "notifications" / "events").iterdir()] == [
        "2025-03-02.jsonl"
    ]
    assert [r.context_id for r in context.read_pending(10)] == [1, 2]


def test_ancs_replay_after_reconnect_is_deduplicated_on_content(tmp_path: Path) -> None:
    """Case E8: a new session replays with PreExisting and a new UID."""
    ring = EventRing(64)
    first = ancs_event(
        "s1", 26, flags=0x18, message="On my way, 10 min", date_raw="20250301T091500"
    )
    replay = ancs_event(
        "s2", 5, flags=0x1C, message="On my way, 10 min", date_raw="20250301T091500"
    )
    ring.publish(first)
    context = open_context(tmp_path, ring)
    context.consume()
    ring.publish(replay)
    result = context.consume()
    assert result.persisted == []
    assert result.duplicates == [(ring.generation, 2, 1)]
    assert len(shard_lines(tmp_path)) == 1


def test_pre_existing_flag_on_a_new_notification_keeps_it(tmp_path: Path) -> None:
    """Case E9: PreExisting mid-session with a never-seen message."""
    ring = EventRing(64)
    ring.publish(ancs_event("s1", 26, flags=0x18, message="hello", date_raw="20250301T091500"))
    ring.publish(ancs_event("s1", 48, flags=0x04, message="brand new", date_raw="20250301T091600"))
    context = open_context(tmp_path, ring)
    assert len(context.consume().persisted) == 2


def test_empty_date_is_accepted_and_repeats_an_hour_apart_are_kept(tmp_path: Path) -> None:
    """Case E10: an incoming call has an empty date; no 1970 or made-up date."""

    def call(uid: int, minutes: int, flags: int = 0) -> NotificationEvent:
        return make_event(
            platform="ios",
            source_key=f"s1:{uid}",
            app_id="com.apple.mobilephone",
            title="Mom",
            body="Incoming Call",
            ancs_event_flags=flags,
            phone_timestamp_raw="",
            received_at=T0 + timedelta(minutes=minutes),
        )

    ring = EventRing(64)
    for uid, minutes, flags in [(1, 0, 0), (2, 60, 0), (3, 61, 0), (4, 200, 0x04)]:
        ring.publish(call(uid, minutes, flags))
    context = open_context(tmp_path, ring)
    result = context.consume()
    # 60 min later: a second call. 61 min: within 10 min of the second: a replay.
    # 200 min, PreExisting: a replay of the same content after a reconnect.
    assert [r.event.received_at for r in result.persisted] == [T0, T0 + timedelta(minutes=60)]
    assert len(result.duplicates) == 2
    lines = shard_lines(tmp_path)
    assert all(line["phone_timestamp_raw"] is None for line in lines)
    assert all(line["posted_at"] is None for line in lines)


def test_replay_window_survives_a_restart(tmp_path: Path) -> None:
    ring = EventRing(64)
    ring.publish(android_event(1))
    context = open_context(tmp_path, ring)
    context.consume()
    context.close()
    ring.publish(android_event(1))  # the bridge replays after the agent restarted
    reopened = open_context(tmp_path, ring)
    result = reopened.consume()
    assert result.persisted == []
    assert len(result.duplicates) == 1


def test_replay_window_forgets_the_oldest_fingerprints(tmp_path: Path) -> None:
    ring = EventRing(64)
    context = NotificationContext.open(tmp_path / "n", ring, dedup_window=3)
    publish_all(ring, [android_event(i) for i in range(1, 5)])
    context.consume()
    ring.publish(android_event(1))  # evicted from a window of 3
    ring.publish(android_event(4))  # still in the window
    result = context.consume()
    assert [r.event.body for r in result.persisted] == ["message number 1"]
    assert len(result.duplicates) == 1


def test_unicode_hygiene_survives_persistence(tmp_path: Path) -> None:
    """Case E12 through the whole intake path."""
    ring = EventRing(8)
    ring.publish(android_event(1, body="Gru\u0308\u00dfe 😀 end \ud83d"))
    ring.publish(android_event(2, body="👨\u200d👩\u200d👧 \u200fשלום"))
    context = open_context(tmp_path, ring)
    context.consume()
    raw = (tmp_path / "notifications" / "events" / "2025-03-01.jsonl").read_bytes()
    raw.decode("utf-8")  # valid UTF-8 throughout
    bodies = [json.loads(line)["body"] for line in raw.splitlines()]
    assert bodies == ["Grüße 😀 end \ufffd", "👨\u200d👩\u200d👧 \u200fשלום"]


def test_twenty_kib_body_is_persisted_cut_with_its_original_size(tmp_path: Path) -> None:
    """Case E13."""
    ring = EventRing(8)
    ring.publish(android_event(1, body="a" * 20 * 1024))
    context = open_context(tmp_path, ring)
    context.consume()
    (line,) = shard_lines(tmp_path)
    assert len(str(line["body"]).encode()) == 4096
    assert line["body_truncated"] is True
    assert line["body_original_bytes"] == 20480


def test_read_pending_returns_batches_in_order_and_commit_advances(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 26)])
    context = open_context(tmp_path, ring)
    drain(context)
    seen: list[int] = []
    while batch := context.read_pending(10):
        seen.extend(r.context_id for r in batch)
        context.commit_processed(batch)
    assert seen == list(range(1, 26))
    assert context.status().pending == 0
    assert context.status().memory_cursor.context_id == 25


def test_read_pending_does_not_move_the_cursor(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 4)])
    context = open_context(tmp_path, ring)
    context.consume()
    first = [r.context_id for r in context.read_pending(2)]
    again = [r.context_id for r in context.read_pending(2)]
    assert first == again == [1, 2]


def test_commit_of_a_batch_not_starting_at_the_cursor_changes_nothing(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 6)])
    context = open_context(tmp_path, ring)
    context.consume()
    batch = context.read_pending(5)
    with pytest.raises(CursorError, match="context_id 2"):
        context.commit_processed(batch[1:3])
    with pytest.raises(CursorError):
        context.commit_processed([batch[0], batch[2]])
    assert context.status().memory_cursor.context_id == 0
    context.commit_processed(batch[:2])
    assert [r.context_id for r in context.read_pending(10)] == [3, 4, 5]


def test_committed_cursor_survives_a_restart(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 6)])
    context = open_context(tmp_path, ring)
    context.consume()
    context.commit_processed(context.read_pending(3))
    # No close: the process dies here.
    reopened = open_context(tmp_path, ring)
    assert [r.context_id for r in reopened.read_pending(10)] == [4, 5]


def test_writes_disabled_pulls_nothing_and_resumes_from_the_same_cursor(tmp_path: Path) -> None:
    ring = EventRing(64)
    context = open_context(tmp_path, ring)
    ring.publish(android_event(1))
    context.consume()
    context.writes_enabled = False
    publish_all(ring, [android_event(i) for i in range(2, 5)])
    skipped = context.consume()
    assert skipped.skipped is True
    assert skipped.persisted == []
    assert skipped.source_cursor == RingCursor(ring.generation, 1)
    context.writes_enabled = True
    assert [r.context_id for r in context.consume().persisted] == [2, 3, 4]


def test_ring_overflow_is_recorded_as_a_gap(tmp_path: Path) -> None:
    ring = EventRing(4)
    context = open_context(tmp_path, ring)
    publish_all(ring, [android_event(i) for i in range(1, 11)])
    result = context.consume()
    assert [r.event_id for r in result.persisted] == [7, 8, 9, 10]
    (gap,) = result.gaps
    assert (gap.kind, gap.first_event_id, gap.last_event_id) == ("ring_overflow", 1, 6)
    reopened_gaps = open_context(tmp_path, ring).status().gaps
    assert [g.kind for g in reopened_gaps] == ["ring_overflow"]


def test_restart_with_unconsumed_ring_events_records_a_generation_gap(tmp_path: Path) -> None:
    ring = EventRing(16)
    publish_all(ring, [android_event(i) for i in range(1, 4)])
    context = open_context(tmp_path, ring)
    context.consume(limit=2)  # event 3 is still only in the ring when the process dies
    new_ring = EventRing(16)
    reopened = open_context(tmp_path, new_ring)
    result = reopened.consume()
    (gap,) = result.gaps
    assert (gap.kind, gap.first_event_id, gap.last_event_id) == ("generation_change", 3, None)


def test_clean_close_with_a_drained_ring_records_no_gap_on_restart(tmp_path: Path) -> None:
    ring = EventRing(16)
    publish_all(ring, [android_event(i) for i in range(1, 4)])
    context = open_context(tmp_path, ring)
    drain(context)
    context.close()
    reopened = open_context(tmp_path, EventRing(16))
    assert reopened.consume().gaps == []
    assert reopened.status().gaps == []


def test_cleanup_deletes_only_old_fully_processed_shards(tmp_path: Path) -> None:
    ring = EventRing(64)
    for day in range(5):
        ring.publish(android_event(day + 1, at=T0 + timedelta(days=day)))
    context = open_context(tmp_path, ring, ManualClock(T0 + timedelta(days=5)))
    context.consume()
    context.commit_processed(context.read_pending(2))  # days 0 and 1 processed
    result = context.cleanup_processed_before(date(2025, 3, 5))
    assert result.deleted == ["2025-03-01", "2025-03-02"]
    assert result.kept_unprocessed == ["2025-03-03", "2025-03-04"]
    assert [r.context_id for r in context.read_pending(10)] == [3, 4, 5]


def test_cleanup_never_deletes_the_shard_being_written(tmp_path: Path) -> None:
    ring = EventRing(64)
    ring.publish(android_event(1))
    context = open_context(tmp_path, ring)
    context.consume()
    context.commit_processed(context.read_pending(10))
    result = context.cleanup_processed_before(date(2030, 1, 1))
    assert result.deleted == []
    assert result.kept_unprocessed == ["2025-03-01"]
    ring.publish(android_event(2))
    context.consume()
    assert [r.context_id for r in context.read_pending(10)] == [2]


def test_cleanup_keeps_a_partly_processed_shard(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i) for i in range(1, 4)])
    ring.publish(android_event(9, at=T0 + timedelta(days=1)))
    context = open_context(tmp_path, ring)
    context.consume()
    context.commit_processed(context.read_pending(2))
    result = context.cleanup_processed_before(date(2025, 3, 10))
    assert result.deleted == []
    assert [r.context_id for r in context.read_pending(10)] == [3, 4]


def test_closed_context_refuses_calls(tmp_path: Path) -> None:
    context = open_context(tmp_path, EventRing(4))
    context.close()
    with pytest.raises(LifecycleError, match="closed"):
        context.consume()


def test_read_history_returns_processed_records_before_the_cursor(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, [android_event(i, at=T0 + timedelta(days=i // 4)) for i in range(1, 11)])
    context = open_context(tmp_path, ring)
    context.consume()
    assert context.read_history(5) == []
    context.commit_processed(context.read_pending(7))  # spans shards of three days
    assert [r.context_id for r in context.read_history(5)] == [3, 4, 5, 6, 7]
    assert [r.context_id for r in context.read_history(50)] == [1, 2, 3, 4, 5, 6, 7]


def test_a_second_process_cannot_open_the_same_context(tmp_path: Path) -> None:
    context = open_context(tmp_path, EventRing(4))
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from agent_memory.ble.ring import EventRing\n"
        "from agent_memory.errors import LifecycleError\n"
        "from agent_memory.notifications.context import NotificationContext\n"
        "try:\n"
        "    NotificationContext.open(Path(sys.argv[1]), EventRing(4))\n"
        "except LifecycleError as exc:\n"
        "    print('refused:', exc)\n"
    )
    directory = str(tmp_path / "notifications")
    done = subprocess.run(
        [sys.executable, "-c", code, directory], capture_output=True, text=True, check=True
    )
    assert done.stdout.startswith("refused: The notification context is open in another process")
    context.close()
    done = subprocess.run(
        [sys.executable, "-c", code, directory], capture_output=True, text=True, check=True
    )
    assert done.stdout == ""


def test_reading_status_does_not_forget_a_drained_ring(tmp_path: Path) -> None:
    ring = EventRing(8)
    ring.publish(android_event(1))
    context = open_context(tmp_path, ring)
    context.consume()
    context.close()
    open_context(tmp_path, EventRing(8)).close()  # a status reader with a ring of its own
    assert open_context(tmp_path, EventRing(8)).consume().gaps == []


def test_fingerprint_is_the_same_as_in_earlier_versions() -> None:
    """The replay window is persisted: a new version must compute the same fingerprints, or a
    phone's replay right after an upgrade would be stored twice. Values from version 0.1."""
    at = T0
    events = [
        make_event(
            platform="android",
            source_key="0|com.whatsapp|7|null|10123",
            app_id="com.whatsapp",
            title="Mia Chen",
            body="On my way, 10 min 🚲",
            phone_timestamp_raw="1740820502000",
            received_at=at,
        ),
        make_event(
            platform="ios",
            source_key="s1:26",
            app_id="com.apple.MobileSMS",
            title="妈妈",
            body="晚饭回来吃吗？",
            phone_timestamp_raw="20250301T091500",
            received_at=at,
        ),
        make_event(
            platform="ios",
            kind="removed",
            source_key="s1:26",
            app_id="com.apple.MobileSMS",
            received_at=at,
        ),
    ]
    assert [replay_fingerprint(e) for e in events] == [
        "53d653d26994e1756a7b1d4db3d4401e",
        "39bf7e01cb6f829690e68b2b0c6e74ab",
        "d4a5c3229c6e9a8812a653ac67c4e5b2",
    ]
