"""EventRing: ids, pages, generations and gaps."""

from __future__ import annotations

import threading
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.ring import EventRing, RingCursor

T0 = datetime(2025, 3, 1, tzinfo=UTC)


def event(n: int) -> NotificationEvent:
    return make_event(
        platform="android", source_key=f"k{n}", app_id="com.example", received_at=T0, body=str(n)
    )


def test_event_ids_strictly_increase_from_one() -> None:
    ring = EventRing(8)
    ids = [ring.publish(event(i)).event_id for i in range(5)]
    assert ids == [1, 2, 3, 4, 5]
    assert ring.last_event_id == 5


def test_page_respects_limit_and_next_cursor() -> None:
    ring = EventRing(16)
    for i in range(10):
        ring.publish(event(i))
    page = ring.events_since(None, limit=4)
    assert [p.event_id for p in page.events] == [1, 2, 3, 4]
    assert page.next_cursor == RingCursor(ring.generation, 4)
    assert page.gaps == ()
    page = ring.events_since(page.next_cursor, limit=100)
    assert [p.event_id for p in page.events] == [5, 6, 7, 8, 9, 10]
    empty = ring.events_since(page.next_cursor)
    assert empty.events == []
    assert empty.next_cursor == page.next_cursor


def test_overflow_reports_the_lost_ids() -> None:
    ring = EventRing(3)
    for i in range(7):
        ring.publish(event(i))
    page = ring.events_since(RingCursor(ring.generation, 2))
    assert [p.event_id for p in page.events] == [5, 6, 7]
    (gap,) = page.gaps
    assert (gap.kind, gap.first_event_id, gap.last_event_id) == ("ring_overflow", 3, 4)


def test_first_read_after_overflow_is_a_gap_too() -> None:
    ring = EventRing(2)
    for i in range(5):
        ring.publish(event(i))
    page = ring.events_since(None)
    assert [g.kind for g in page.gaps] == ["ring_overflow"]
    assert (page.gaps[0].first_event_id, page.gaps[0].last_event_id) == (1, 3)


def test_cursor_of_another_generation_is_a_generation_gap() -> None:
    ring = EventRing(8, generation="new")
    ring.publish(event(1))
    page = ring.events_since(RingCursor("old", 41))
    (gap,) = page.gaps
    assert (gap.kind, gap.generation, gap.first_event_id, gap.last_event_id) == (
        "generation_change",
        "old",
        42,
        None,
    )
    assert [p.event_id for p in page.events] == [1]


def test_cursor_ahead_of_ring_is_rejected() -> None:
    ring = EventRing(8)
    with pytest.raises(ValueError, match="ahead"):
        ring.events_since(RingCursor(ring.generation, 3))


@pytest.mark.parametrize("limit", [0, 101])
def test_limit_outside_1_to_100_is_rejected(limit: int) -> None:
    with pytest.raises(ValueError, match="limit"):
        EventRing(8).events_since(None, limit)


def test_concurrent_publish_and_consume_lose_and_repeat_nothing() -> None:
    ring = EventRing(100_000)
    seen: list[int] = []
    done = threading.Event()

    def produce() -> None:
        for i in range(5000):
            ring.publish(event(i))

    def consume() -> None:
        cursor = None
        while True:
            finished = done.is_set()
            page = ring.events_since(cursor)
            seen.extend(p.event_id for p in page.events)
            cursor = page.next_cursor
            if finished and not page.events:
                return

    producers = [threading.Thread(target=produce) for _ in range(4)]
    consumer = threading.Thread(target=consume)
    consumer.start()
    for t in producers:
        t.start()
    for t in producers:
        t.join()
    done.set()
    consumer.join()
    assert seen == list(range(1, 20001))


@given(
    capacity=st.integers(min_value=1, max_value=12),
    steps=st.lists(
        st.tuples(st.integers(min_value=0, max_value=30), st.integers(min_value=1, max_value=100)),
        min_size=1,
        max_size=12,
    ),
)
def test_pages_match_a_model_across_wraparound(capacity: int, steps: list[tuple[int, int]]) -> None:
    """Whatever the capacity and the interleaving, a page holds exactly the retained events after
    the cursor, in order, and the overflow gap names exactly the ids dropped before them."""
    ring = EventRing(capacity)
    published: list[int] = []
    cursor: RingCursor | None = None
    for publish_count, limit in steps:
        for _ in range(publish_count):
            published.append(ring.publish(event(len(published))).event_id)
        page = ring.events_since(cursor, limit)
        after = cursor.event_id if cursor is not None else 0
        oldest = max(1, len(published) - capacity + 1)
        first = max(after + 1, oldest)
        expected = list(range(first, min(first + limit - 1, len(published)) + 1))
        assert [p.event_id for p in page.events] == expected
        assert [p.event.body for p in page.events] == [str(i - 1) for i in expected]
        if after + 1 < oldest:
            (gap,) = page.gaps
            assert (gap.first_event_id, gap.last_event_id) == (after + 1, oldest - 1)
        else:
            assert page.gaps == ()
        cursor = page.next_cursor
