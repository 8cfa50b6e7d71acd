"""The user's controls over what is kept: purge notifications, explain one, process what is
pending now, wait until nothing is (forgetting a memory is
:meth:`~agent_memory.reading.MemoryReader.forget_memory`).

:class:`UserControl` is a part of :class:`~agent_memory.runtime.AgentMemory` (which extends it),
kept apart from the runtime's wiring: each method acts on the parts the runtime opened.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from agent_memory.clock import Clock
from agent_memory.episodes.processor import EpisodeProcessor
from agent_memory.layout import DataLayout
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.explain import Explanation, explain_notification
from agent_memory.notifications.intake import Intake
from agent_memory.notifications.processor import NotificationMemoryProcessor
from agent_memory.notifications.purge import PurgeResult, PurgeSelector
from agent_memory.settings import Settings
from agent_memory.worker import MemoryWorker

__all__ = ["ProcessReport", "UserControl"]

_log = logging.getLogger("agent_memory.runtime")

_POLL_S = 0.005
"""How often :meth:`UserControl.purge_notifications` looks for the cancelled batch, and
:meth:`UserControl.wait_until_idle` for idleness, in seconds."""

_PROCESS_POLL_S = 0.02
"""How often :meth:`UserControl.process_pending` looks, in seconds."""


@dataclass(frozen=True, slots=True)
class ProcessReport:
    """What :meth:`UserControl.process_pending` did.

    Attributes:
        processed: Notification records and episodes processed by the call.
        windows: Idle windows the worker has run since start (after the call).
        pending: Items left (0 unless a processor is backing off).
        stalled: Names of the processors that still have work but are backing off after a
            failure (``notification``, ``episode``).
    """

    processed: int
    windows: int
    pending: int
    stalled: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict (counts and names only)."""
        return {
            "processed": self.processed,
            "pending": self.pending,
            "stalled": list(self.stalled),
        }


class UserControl:
    """Purge, explain and process-now over the parts of an open runtime (forget: the reader).

    Attributes (set by :class:`~agent_memory.runtime.AgentMemory`): ``settings``, ``clock``,
    ``context``, ``stores``, ``intake``, ``worker``, ``processor``, ``episode_processor``.
    """

    settings: Settings
    clock: Clock
    context: NotificationContext
    stores: MemoryStores
    intake: Intake
    worker: MemoryWorker
    processor: NotificationMemoryProcessor
    episode_processor: EpisodeProcessor

    async def explain(self, context_id: int) -> Explanation:
        """Return the path notification ``context_id`` took, from the decision trail.

        See :func:`~agent_memory.notifications.explain.explain_notification`.

        Raises:
            InvalidInput: ``context_id`` is below 1.
        """
        cursors = (self.context.memory_cursor.context_id, self.context.next_context_id)
        return await explain_notification(
            DataLayout(self.settings.data_dir),
            self.stores,
            context_id,
            self.clock.now(),
            cursors=cursors,
        )

    async def purge_notifications(self, selector: PurgeSelector) -> PurgeResult:
        """Remove notification records from the shards at the user's request.

        Background work yields first (the batch in flight is cancelled, as for a foreground
        task, and nothing of it is kept), so no batch holds records that vanish under it; then
        :meth:`NotificationContext.purge` rewrites the shards and records the purge (counts,
        app ids, id ranges, never text) in the purge log.

        Args:
            selector: An app, a time to purge before, or a context id range.

        Returns:
            What was removed; durable when this returns.

        Raises:
            StorageError: A write failed; the purge is finished on the next open.
        """
        async with self.worker.foreground():
            while True:  # the cancelled batch finishes unwinding (its threads included)
                if not any(p.state == "running" for p in self.worker.status().processors):
                    break
                await asyncio.sleep(_POLL_S)
            result = await asyncio.to_thread(self.context.purge, selector)
        _log.info(
            "notifications.purged",
            extra={
                "purge_id": result.purge_id,
                "count": result.count,
                "apps": sorted(result.apps),
                "pending_removed": result.pending_removed,
            },
        )
        return result

    async def process_pending(
        self, on_progress: Callable[[int, int], None] | None = None
    ) -> ProcessReport:
        """Run the worker's processors now, without the idle delay, until nothing is pending.

        The worker's own loop does the work (:meth:`MemoryWorker.processing_now`), so a
        foreground task still comes first: while one is open no batch starts and the batch in
        flight is cancelled; processing resumes as soon as it ends. Returns early when the only
        work left belongs to processors that are backing off after a failure (their names are
        in :attr:`ProcessReport.stalled`; the worker retries them after the backoff).

        Args:
            on_progress: Called with ``(items done, items in total)`` whenever it changes;
                items are notification records and episodes.

        Returns:
            What was processed; every committed batch is durable. A cancel of this call leaves
            the batches committed so far, and the worker back on its idle delay.
        """
        before = {p.name: p.processed for p in self.worker.status().processors}
        total = await self._count_pending()
        shown = (-1, -1)
        with self.worker.processing_now():
            while True:
                status = self.worker.status()
                done = sum(p.processed - before.get(p.name, 0) for p in status.processors)
                if on_progress is not None and (done, max(total, done)) != shown:
                    shown = (done, max(total, done))
                    on_progress(*shown)
                running = any(p.state == "running" for p in status.processors)
                if not running and not self.intake.unconsumed():
                    left = await self._pending_by_processor()
                    backing = {p.name for p in status.processors if p.state == "backing_off"}
                    if not left or set(left) <= backing:
                        return ProcessReport(
                            processed=done,
                            windows=status.windows,
                            pending=sum(left.values()),
                            stalled=tuple(sorted(left)),
                        )
                await asyncio.sleep(_PROCESS_POLL_S)

    async def wait_until_idle(self) -> None:
        """Return once nothing is pending: the ring consumed, the context drained, no batch running.

        The caller owns the deadline (wrap it in :func:`asyncio.timeout`). With the spec's idle
        delay this waits for the idle window; ``run`` shortens the delay to zero. Unlike
        :meth:`process_pending` it does not open the window early, and it waits for a processor
        that is backing off.
        """
        while True:
            quiet = not self._running() and not self.intake.unconsumed()
            # A batch may start while the stores are read: look at the worker again after.
            if quiet and not await self._pending_by_processor() and not self._running():
                return
            await asyncio.sleep(_POLL_S)

    def _running(self) -> bool:
        return any(p.state == "running" for p in self.worker.status().processors)

    async def _count_pending(self) -> int:
        return sum((await self._pending_by_processor(exact=True)).values())

    async def _pending_by_processor(self, *, exact: bool = False) -> dict[str, int]:
        """Return pending items by processor name (only those with work; counts exact or 1)."""
        left: dict[str, int] = {}
        if exact:
            notes = (await asyncio.to_thread(self.context.status)).pending
        else:
            notes = int(await asyncio.to_thread(self.context.has_pending))
        if notes:
            left[self.processor.name] = notes
        episodes = await self.episode_processor.count_pending()
        if episodes:
            left[self.episode_processor.name] = episodes
        return left
