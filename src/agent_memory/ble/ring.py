"""The ``ble_service`` short-term event ring (spec: Component Responsibilities, Lifecycle).

Decoders publish normalized events into an :class:`EventRing`; the NotificationContext pulls them
with :meth:`EventRing.events_since`. The ring is memory only: a new ring (a restart of the
service) starts a new *generation*, and event ids restart at 1 inside it. A consumer keeps a
:class:`RingCursor` ``(generation, event_id)`` naming the last event it has made durable.

A page reports a :class:`RingGap` when events the consumer never saw are gone: its cursor is of
another generation (the ring restarted), or older than the oldest retained event (the ring
overflowed while the consumer was not reading). The caller records the gap; the ring never hides
one.

The ring is safe to use from several threads and from asyncio callbacks at once: every method
holds one short lock and never blocks on I/O.
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass
from typing import Final

from agent_memory.ble.event import NotificationEvent

__all__ = ["MAX_PAGE", "EventRing", "EventsPage", "PublishedEvent", "RingCursor", "RingGap"]

MAX_PAGE: Final = 100
"""Largest page one ``events_since`` call returns (spec: single BLE consume up to 100)."""


@dataclass(frozen=True, slots=True)
class RingCursor:
    """Position in a ring: the last event a consumer has made durable.

    ``event_id`` 0 means "before the first event of ``generation``".
    """

    generation: str
    event_id: int


@dataclass(frozen=True, slots=True)
class PublishedEvent:
    """An event as the ring holds it: the event plus the ring-assigned identity."""

    generation: str
    event_id: int
    event: NotificationEvent

    @property
    def cursor(self) -> RingCursor:
        """The cursor that names this event as the last one consumed."""
        return RingCursor(self.generation, self.event_id)


@dataclass(frozen=True, slots=True)
class RingGap:
    """Events a consumer will never see.

    Attributes:
        kind: ``"generation_change"`` (the ring restarted since the cursor was taken) or
            ``"ring_overflow"`` (the ring dropped events the cursor had not reached).
        generation: Generation the lost events belonged to.
        first_event_id: First lost event id.
        last_event_id: Last lost event id, or ``None`` when unknown (a restarted ring cannot say
            how many events the old generation held after the cursor).
    """

    kind: str
    generation: str
    first_event_id: int
    last_event_id: int | None


@dataclass(frozen=True, slots=True)
class EventsPage:
    """One answer of :meth:`EventRing.events_since`.

    Attributes:
        events: Events after the cursor, oldest first, at most the limit asked for.
        next_cursor: The cursor to store once ``events`` are durable. When ``events`` is empty it
            may still differ from the cursor passed in (after a gap).
        gaps: The events lost before ``events[0]``, oldest first; empty when none were lost. A
            restart and an overflow of the new ring give two gaps.
    """

    events: list[PublishedEvent]
    next_cursor: RingCursor
    gaps: tuple[RingGap, ...]


class EventRing:
    """A bounded, in-memory ring of published notification events.

    Args:
        capacity: How many events to retain; when full, publishing drops the oldest.
        generation: Identity of this ring instance; a random 16-hex-digit string by default.
            Pass one only to rebuild a ring in a test.

    Raises:
        ValueError: If ``capacity`` is not positive.
    """

    def __init__(self, capacity: int = 1024, *, generation: str | None = None) -> None:
        if capacity <= 0:
            raise ValueError("EventRing capacity must be positive.")
        self._capacity = capacity
        self._generation = generation or secrets.token_hex(8)
        # Slot ``(event_id - 1) % capacity`` holds the event: a page is read by index in O(page),
        # whatever the capacity (a deque would cost O(capacity) per index in its middle).
        self._slots: list[PublishedEvent] = []
        self._last_id = 0
        self._lock = threading.Lock()

    @property
    def generation(self) -> str:
        """This ring's generation id."""
        return self._generation

    @property
    def capacity(self) -> int:
        """How many events the ring retains."""
        return self._capacity

    @property
    def last_event_id(self) -> int:
        """Id of the newest event published (0 before the first)."""
        with self._lock:
            return self._last_id

    def start_cursor(self) -> RingCursor:
        """Return the cursor that reads this ring from its first event."""
        return RingCursor(self._generation, 0)

    def publish(self, event: NotificationEvent) -> PublishedEvent:
        """Append ``event`` and assign it the next event id of this generation.

        Args:
            event: A normalized event.

        Returns:
            The event with its generation and event id. Ids are strictly increasing.
        """
        with self._lock:
            self._last_id += 1
            published = PublishedEvent(self._generation, self._last_id, event)
            if len(self._slots) < self._capacity:
                self._slots.append(published)
            else:
                self._slots[(self._last_id - 1) % self._capacity] = published
            return published

    def events_since(self, cursor: RingCursor | None, limit: int = MAX_PAGE) -> EventsPage:
        """Return up to ``limit`` events after ``cursor``.

        Args:
            cursor: The consumer's last durable position, or ``None`` for a consumer that has
                never read (it starts at the oldest retained event).
            limit: Page size, 1 to 100.

        Returns:
            The page. A cursor of another generation yields a ``generation_change`` gap and the
            page starts at this generation's oldest retained event; a cursor (or a first read)
            older than the oldest retained event yields a ``ring_overflow`` gap naming the lost
            ids.

        Raises:
            ValueError: If ``limit`` is outside 1..100 or the cursor is ahead of the ring.
        """
        if not 1 <= limit <= MAX_PAGE:
            raise ValueError(f"events_since limit must be between 1 and {MAX_PAGE}.")
        with self._lock:
            gaps: list[RingGap] = []
            after = 0
            if cursor is not None and cursor.generation != self._generation:
                gaps.append(
                    RingGap("generation_change", cursor.generation, cursor.event_id + 1, None)
                )
            elif cursor is not None:
                if cursor.event_id > self._last_id:
                    raise ValueError("Ring cursor is ahead of the newest event of its generation.")
                after = cursor.event_id
            oldest = max(1, self._last_id - self._capacity + 1)
            if after + 1 < oldest:
                gaps.append(RingGap("ring_overflow", self._generation, after + 1, oldest - 1))
                after = oldest - 1
            last = min(after + limit, self._last_id)
            slots, capacity = self._slots, self._capacity
            events = [slots[(event_id - 1) % capacity] for event_id in range(after + 1, last + 1)]
            next_id = events[-1].event_id if events else after
            return EventsPage(events, RingCursor(self._generation, next_id), tuple(gaps))
