"""The agent's writes: publish notifications, record an episode, save a memory.

:class:`AgentWriter` is a part of :class:`~agent_memory.runtime.AgentMemory` (which extends it),
kept apart from the runtime's wiring, as the read side is
(:class:`~agent_memory.reading.MemoryReader`). Each write is durable when it returns and wakes
the worker; each is refused with :class:`~agent_memory.errors.StorageFull` while storage is low
(spec: Storage Levels; the notification context is the storage monitor's write gate), so a call
that returns never leaves its data in memory only.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

from agent_memory.ble.event import NotificationEvent
from agent_memory.episodes.model import Episode
from agent_memory.episodes.store import EpisodeStore, record_episode
from agent_memory.errors import InvalidInput, StorageFull
from agent_memory.memory.memory_stores import MemoryStores, SaveResult
from agent_memory.memory.model import NewMemory, StoreName
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.intake import Intake, PublishReport
from agent_memory.privacy import holds_code_or_secret
from agent_memory.worker import MemoryWorker

__all__ = ["AgentWriter"]

_log = logging.getLogger("agent_memory.runtime")


class AgentWriter:
    """Publish, record and save over the parts of an open runtime.

    Attributes (set by :class:`~agent_memory.runtime.AgentMemory`): ``context``, ``intake``,
    ``worker``, ``episodes``, ``stores``.
    """

    context: NotificationContext
    intake: Intake
    worker: MemoryWorker
    episodes: EpisodeStore
    stores: MemoryStores

    async def publish_notifications(self, events: Sequence[NotificationEvent]) -> PublishReport:
        """Publish ``events`` through the BLE ring and persist them; wake the worker.

        Spec: ble_service, NotificationContext. Events go into the ring in chunks no larger than
        the consume limit and are consumed into the context at once, so nothing waits in the
        ring where a restart would lose it.

        Args:
            events: Normalized events (``ble.formats.decode_json_notification`` makes them).

        Returns:
            What was accepted, persisted and deduplicated. Every accepted event is durable (or a
            recorded duplicate or gap) when this returns.

        Raises:
            StorageFull: Writes are switched off (storage level Critical or Emergency, spec:
                Storage Levels): nothing of the call was published, since a publish that
                returns must be durable; or writes went off part way, and the message says how
                many of the events were persisted (the rest wait in the ring; a retry of the
                whole call is safe, replays are dropped).
            StorageError: The shard could not be written (what was written stays durable).
        """
        report = await self.intake.publish(events)
        lost = report.accepted - report.persisted - report.duplicates
        if lost and not self.context.writes_enabled:
            self.worker.notify()
            raise StorageFull(
                f"Storage ran low part way: {report.persisted + report.duplicates} of "
                f"{report.accepted} notifications were persisted; retry the request when space "
                "returns (replays are dropped)."
            )
        if report.accepted:
            self.worker.notify()
            _log.info(
                "notifications.published",
                extra={
                    "accepted": report.accepted,
                    "persisted": report.persisted,
                    "duplicates": report.duplicates,
                    "gaps": len(report.gaps),
                },
            )
        return report

    async def record_episode(self, trace: Episode | dict[str, object] | bytes | str) -> Episode:
        """Store a finished task trace (an Episode) for the EpisodeProcessor.

        Args:
            trace: An :class:`~agent_memory.episodes.Episode` or its JSON form
                (``docs/formats/episode.md``).

        Returns:
            The stored episode; durable (fsynced) when this returns. The worker is woken so the
            episode is processed at the next idle window.

        Raises:
            InvalidInput: The trace is malformed (the field is named, its text never quoted).
            IdConflict: An episode with this id but other content is already stored.
            StorageFull: Writes are switched off (storage level Critical or Emergency, spec:
                Storage Levels), as for :meth:`publish_notifications`; nothing was stored.
        """
        self._check_writes("the episode was not stored")
        episode = await asyncio.to_thread(record_episode, self.episodes, trace)
        self.worker.notify()
        return episode

    async def save_memory(
        self, candidate: NewMemory, store: StoreName = StoreName.TEMPORARY
    ) -> SaveResult:
        """Save a memory the agent proposes; an equal live memory is reinforced instead.

        Durable when it returns. See :meth:`MemoryStores.save_memory`.

        Raises:
            InvalidInput: The Device store, a Temporary memory without expiry, or content that
                carries a one-time code or a secret (memory-action case M10: no store keeps one).
            StorageFull: Writes are switched off (storage level Critical or Emergency, spec:
                Storage Levels), as for :meth:`publish_notifications`; nothing was saved.
        """
        self._check_writes("the memory was not saved")
        if holds_code_or_secret(candidate.content):
            raise InvalidInput(
                "The memory content carries a one-time code or a secret; nothing was saved.",
                field="content",
            )
        return await self.stores.save_memory(candidate, store)

    def _check_writes(self, refused: str) -> None:
        """Raise ``StorageFull`` (saying what was ``refused``) while writes are switched off."""
        if not self.context.writes_enabled:
            raise StorageFull(
                f"Storage is low and writes are switched off; {refused}. Retry when space returns."
            )
