"""Intake: the one way notification events enter the NotificationContext.

An :class:`Intake` owns the BLE :class:`~agent_memory.ble.ring.EventRing`, the lock that orders
publishing into it against draining it, and the context's ``consume`` (spec: ble_service,
NotificationContext, Consume(limit)). Every face goes through it: the runtime's
``publish_notifications`` (API, embedded agents, ``agent-memory run``), ``agent-memory ingest``
(:func:`~agent_memory.notifications.ingest.ingest_file`), the evaluation driver, and the
notification processor's drain at the start of a batch.

:meth:`Intake.publish` puts events into the ring in chunks no larger than the page size and
consumes each chunk at once, under the lock, so nothing of a returned call waits in the ring
where a restart would lose it, and the counts of one call are its own (no other consumer can
take its events in between).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.ring import MAX_PAGE, EventRing
from agent_memory.errors import StorageFull
from agent_memory.notifications.context import ConsumeResult, NotificationContext
from agent_memory.notifications.record import NotificationRecord
from agent_memory.notifications.state import Gap

__all__ = ["DEFAULT_PAGE", "Intake", "PublishReport"]

DEFAULT_PAGE: Final = 100
"""Ring events one consume pulls (spec: Consume(limit), 100)."""


@dataclass(frozen=True, slots=True)
class PublishReport:
    """What :meth:`Intake.publish` did.

    Attributes:
        accepted: Events published through the ring.
        first_event_id, last_event_id: Their ring event ids (0 when none); the ids of one call
            are consecutive, ``events[i]`` got ``first_event_id + i``.
        persisted: Records appended by this call (replays are deduplicated).
        duplicates: Events dropped as replays of earlier records by this call.
        gaps: Gaps recorded while consuming.
        records: The records appended, in context id order (they hold notification text:
            kept in memory, never logged).
        replays: The events dropped as replays, as ``(generation, event_id, context_id of the
            record they repeat)``.
    """

    accepted: int
    first_event_id: int
    last_event_id: int
    persisted: int
    duplicates: int
    gaps: tuple[Gap, ...] = ()
    records: tuple[NotificationRecord, ...] = ()
    replays: tuple[tuple[str, int, int], ...] = ()


class Intake:
    """The ring, the intake lock and consume, owned together.

    Args:
        ring: The BLE event ring the context was opened on.
        context: The open notification context that consumes ``ring``.
        page: Events one consume pulls, 1 to 100 (spec: Consume(limit)).
    """

    def __init__(
        self, ring: EventRing, context: NotificationContext, *, page: int = DEFAULT_PAGE
    ) -> None:
        self.ring = ring
        self.context = context
        self.page = max(1, min(page, MAX_PAGE, ring.capacity))
        self._lock = asyncio.Lock()

    def unconsumed(self) -> bool:
        """Return whether the ring holds events the context has not consumed (a pure read)."""
        cursor = self.context.source_cursor
        if cursor is None or cursor.generation != self.ring.generation:
            return self.ring.last_event_id > 0
        return self.ring.last_event_id > cursor.event_id

    def has_work(self) -> bool:
        """Return whether a consume now would pull events: some are unconsumed, writes are on."""
        return self.context.writes_enabled and self.unconsumed()

    async def drain_page(self) -> ConsumeResult | None:
        """Consume one page of the ring under the lock (the processor's first batch step).

        Returns:
            What the consume did, or ``None`` when writes are switched off (nothing pulled).

        Raises:
            StorageError: The shard could not be written; the source cursor did not move.
        """
        if not self.context.writes_enabled:
            return None
        async with self._lock:
            return await asyncio.to_thread(self.context.consume, self.page)

    async def publish(self, events: Sequence[NotificationEvent]) -> PublishReport:
        """Publish ``events`` through the ring and persist them before returning.

        Args:
            events: Normalized events (``ble.formats.decode_json_notification`` makes them).

        Returns:
            What was accepted, persisted and deduplicated. Every accepted event is durable (or a
            recorded duplicate or gap) when this returns, unless writes went off part way (then
            ``persisted + duplicates < accepted`` and the rest wait in the ring).

        Raises:
            StorageFull: Writes are switched off (low storage, spec: Storage Levels) before
                anything was published; nothing of the call was accepted.
            StorageError: The shard could not be written (what was written stays durable).
        """
        accepted = 0
        first = last = 0
        records: list[NotificationRecord] = []
        replays: list[tuple[str, int, int]] = []
        gaps: list[Gap] = []
        async with self._lock:
            if events and not self.context.writes_enabled:
                raise StorageFull(
                    "Storage is low and writes are switched off; none of these notifications "
                    "was accepted. Retry when space returns."
                )
            for start in range(0, len(events), self.page):
                for event in events[start : start + self.page]:
                    published = self.ring.publish(event)
                    first = first or published.event_id
                    last = published.event_id
                    accepted += 1
                while self.unconsumed() and self.context.writes_enabled:
                    result = await asyncio.to_thread(self.context.consume, self.page)
                    records.extend(result.persisted)
                    replays.extend(result.duplicates)
                    gaps.extend(result.gaps)
                    if result.skipped:
                        break
        return PublishReport(
            accepted,
            first,
            last,
            len(records),
            len(replays),
            tuple(gaps),
            tuple(records),
            tuple(replays),
        )
