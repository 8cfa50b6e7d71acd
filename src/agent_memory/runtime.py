"""AgentMemory: every part wired from one :class:`~agent_memory.settings.Settings` object.

The agent's side of the spec (Architecture, "Agent"): publish notifications, mark foreground
work, recall and save memories, read the status. Embedded in an asyncio program::

    async with AgentMemory.open(Settings.load(data_dir=Path("/userdata/agent"))) as memory:
        await memory.publish_notifications([event])      # durable when it returns
        async with memory.foreground():                  # a user turn: background work yields
            hits = await memory.recall_memory("dentist")

What ``open`` builds, in order: the BLE :class:`EventRing`, the :class:`NotificationContext`
(recovery runs), the three memory stores, the engine (an OpenAI-compatible model or the
deterministic fallback) and the fallback engine, the :class:`NotificationMemoryProcessor`, the
:class:`MemoryWorker`, the :class:`StorageMonitor` with the context cleaner, the Temporary Memory
cleaner and the context as write gate, and the foreground lease keeper. Leaving the block stops
them in reverse order; every task belongs to this lifespan.

Replaying recorded files (:func:`replay_files`, the ``agent-memory run`` command) uses a
:class:`ReplayClock`: wall-clock time follows the ``received_at`` of the records as they are
published, so memories are created, and expire, relative to the notifications' own times, not to
the day the replay runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import sqlite3
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.ring import EventRing
from agent_memory.clock import Clock, SystemClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.engine.privacy import PrivacyReport
from agent_memory.episodes.fallback import episode_fallback_provider
from agent_memory.episodes.ledger import EpisodeLedger
from agent_memory.episodes.model import Episode
from agent_memory.episodes.processor import EpisodeProcessor
from agent_memory.episodes.store import EpisodeStore, record_episode
from agent_memory.errors import InvalidInput, LeaseNotFound, StorageError, StorageFull
from agent_memory.layout import DataLayout
from agent_memory.memory.embedder import load_embedder
from agent_memory.memory.model import DeviceMemoryRecord, MemoryRecord, NewMemory, StoreName
from agent_memory.memory.recall import (
    DeviceRecallHit,
    DeviceRecallQuery,
    RecallHit,
    RecallQuery,
)
from agent_memory.memory.service import (
    MemoryConfig,
    MemoryStores,
    SaveResult,
    TemporaryMemoryCleaner,
)
from agent_memory.memory.sqlite import format_time
from agent_memory.memory.table import ForgetResult
from agent_memory.notifications.context import ContextStatus, NotificationContext
from agent_memory.notifications.explain import Explanation, explain_notification
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.notifications.ingest import RejectedLine, check_input_files, decode_input_file
from agent_memory.notifications.processor import (
    BatchOutcome,
    NotificationMemoryProcessor,
    Outcome,
    ProcessorConfig,
)
from agent_memory.notifications.purge import PurgeResult, PurgeSelector
from agent_memory.notifications.state import Gap
from agent_memory.notifications.trail import DecisionTrail
from agent_memory.privacy import holds_code_or_secret
from agent_memory.settings import Settings
from agent_memory.storage import (
    FunctionCleaner,
    NotificationContextCleaner,
    StorageLevel,
    StorageMonitor,
)
from agent_memory.timer import SystemTimer, Timer
from agent_memory.worker import BatchResult, MemoryWorker, WorkerStatus

__all__ = [
    "MAX_LIST_LIMIT",
    "AgentMemory",
    "ForegroundLease",
    "ProcessReport",
    "PublishReport",
    "ReplayClock",
    "ReplayReport",
    "RuntimeStatus",
    "list_device_memories",
    "list_memories",
    "replay_files",
]

_log = logging.getLogger("agent_memory.runtime")

_POLL_S = 0.005
"""How often :meth:`AgentMemory.wait_until_idle` looks, in seconds."""

_PROCESS_POLL_S = 0.02
"""How often :meth:`AgentMemory.process_pending` looks, in seconds."""

MAX_LIST_LIMIT: Final = 1000
"""Most records one memory listing returns."""


def _check_list_limit(limit: int) -> None:
    if not 1 <= limit <= MAX_LIST_LIMIT:
        raise InvalidInput(f"limit must be between 1 and {MAX_LIST_LIMIT}.", field="limit")


class ReplayClock:
    """A clock whose wall time is moved by a replay; monotonic time is the machine's.

    Args:
        start: The first wall-clock time (aware; stored in UTC).
    """

    def __init__(self, start: datetime) -> None:
        if start.tzinfo is None:
            raise InvalidInput("A replay clock needs an aware start time.", field="start")
        self._now = start.astimezone(UTC)

    def now(self) -> datetime:
        """Return the replay's current wall-clock time (UTC)."""
        return self._now

    def monotonic(self) -> float:
        """Return :func:`time.monotonic` in seconds."""
        return time.monotonic()

    def start_at(self, when: datetime) -> None:
        """Set the wall clock to ``when`` even if earlier; call once before the replay starts."""
        self._now = when.astimezone(UTC)

    def advance_to(self, when: datetime) -> None:
        """Move the wall clock to ``when`` if that is later; it never goes back."""
        when = when.astimezone(UTC)
        if when > self._now:
            self._now = when


@dataclass(frozen=True, slots=True)
class PublishReport:
    """What :meth:`AgentMemory.publish_notifications` did.

    Attributes:
        accepted: Events published through the ring.
        first_event_id, last_event_id: Their ring event ids (0 when none).
        persisted: Records appended by this call (replays are deduplicated; records another
            consumer appended concurrently count there).
        duplicates: Events dropped as replays of earlier records by this call.
        gaps: Gaps recorded while consuming.
    """

    accepted: int
    first_event_id: int
    last_event_id: int
    persisted: int
    duplicates: int
    gaps: tuple[Gap, ...] = ()


@dataclass(frozen=True, slots=True)
class ProcessReport:
    """What :meth:`AgentMemory.process_pending` did.

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


@dataclass(frozen=True, slots=True)
class ForegroundLease:
    """A foreground mark held through the API; it ends by itself unless renewed.

    Attributes:
        lease_id: Opaque id to renew or end it.
        expires_in_s: Seconds until it ends by itself.
    """

    lease_id: str
    expires_in_s: float


@dataclass(frozen=True, slots=True)
class RuntimeStatus:
    """Everything ``status`` shows: cursors, pending, gaps, storage, worker, provider, usage.

    Attributes:
        context: Cursors, pending count, gaps, shards, writes.
        worker: Worker and per-processor state.
        storage_level: The storage level (``None`` before the first check).
        free_bytes: Free space measured at the last check, bytes.
        privacy: Whether extraction text leaves the device, and where it goes.
        provider: ``fallback`` or ``openai``; ``model`` its model name.
        model: The model name, or ``None``.
        totals: Outcomes by action since start, plus ``llm_calls``, ``prompt_tokens`` and
            ``completion_tokens``.
        foreground_leases: API leases open now.
    """

    context: ContextStatus
    worker: WorkerStatus
    storage_level: StorageLevel | None
    free_bytes: int | None
    privacy: PrivacyReport
    provider: str
    model: str | None
    totals: dict[str, int]
    foreground_leases: int

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict (ids, counts, states and reasons only)."""
        ctx = self.context
        cursor = ctx.source_cursor
        return {
            "context": {
                "source_cursor": None
                if cursor is None
                else {"generation": cursor.generation, "event_id": cursor.event_id},
                "memory_cursor": ctx.memory_cursor.context_id,
                "next_context_id": ctx.next_context_id,
                "pending": ctx.pending,
                "shards": list(ctx.shards),
                "writes_enabled": ctx.writes_enabled,
                "gaps": [gap.to_json() for gap in ctx.gaps],
            },
            "worker": {
                "state": self.worker.state,
                "foreground_depth": self.worker.foreground_depth,
                "idle_in_s": round(self.worker.idle_in_s, 3),
                "windows": self.worker.windows,
                "processors": [
                    {
                        "name": p.name,
                        "state": p.state,
                        "pending": p.pending,
                        "batches": p.batches,
                        "processed": p.processed,
                        "failures": p.failures,
                        "cancelled": p.cancelled,
                        "last_error_kind": p.last_error_kind,
                        "backoff_remaining_s": round(p.backoff_remaining_s, 3),
                    }
                    for p in self.worker.processors
                ],
            },
            "storage": {
                "level": None if self.storage_level is None else self.storage_level.name.lower(),
                "free_bytes": self.free_bytes,
            },
            "model": {
                "provider": self.provider,
                "model": self.model,
                "on_device": self.privacy.on_device,
                "destination": self.privacy.destination,
                "statement": self.privacy.statement,
            },
            "totals": dict(self.totals),
            "foreground_leases": self.foreground_leases,
        }


class _ObservedProcessor:
    """The notification processor, reporting each committed batch's outcome to listeners."""

    def __init__(
        self,
        inner: NotificationMemoryProcessor,
        listeners: list[Callable[[BatchOutcome], None]],
    ) -> None:
        self.name = inner.name
        self._inner = inner
        self._listeners = listeners

    async def has_pending(self) -> bool:
        return await self._inner.has_pending()

    async def run_batch(self) -> BatchResult:
        result = await self._inner.run_batch()
        outcome = self._inner.last_outcome
        if result.processed and outcome is not None:
            for listener in self._listeners:
                listener(outcome)
        return result


class _Leases:
    """Foreground leases: each holds one ``worker.foreground()`` block until ended or expired."""

    def __init__(self, worker: MemoryWorker, timer: Timer, default_s: float) -> None:
        self._worker = worker
        self._timer = timer
        self._default_s = default_s
        self._held: dict[str, tuple[float, contextlib.AbstractAsyncContextManager[None]]] = {}
        self._changed = asyncio.Event()

    def __len__(self) -> int:
        return len(self._held)

    async def begin(self, ttl_s: float | None) -> ForegroundLease:
        ttl = self._ttl(ttl_s)
        lease_id = "fg-" + secrets.token_hex(8)
        block = self._worker.foreground()
        await block.__aenter__()
        self._held[lease_id] = (self._timer.monotonic() + ttl, block)
        self._changed.set()
        _log.info("foreground.begin", extra={"lease_id": lease_id, "ttl_s": ttl})
        return ForegroundLease(lease_id, ttl)

    async def renew(self, lease_id: str, ttl_s: float | None) -> ForegroundLease:
        ttl = self._ttl(ttl_s)
        if lease_id not in self._held:
            raise LeaseNotFound(lease_id)
        _, block = self._held[lease_id]
        self._held[lease_id] = (self._timer.monotonic() + ttl, block)
        self._changed.set()
        return ForegroundLease(lease_id, ttl)

    async def end(self, lease_id: str, reason: str = "ended") -> None:
        held = self._held.pop(lease_id, None)
        if held is None:
            raise LeaseNotFound(lease_id)
        await held[1].__aexit__(None, None, None)
        self._changed.set()
        _log.info("foreground.end", extra={"lease_id": lease_id, "reason": reason})

    async def end_all(self) -> None:
        for lease_id in list(self._held):
            await self.end(lease_id, "shutdown")

    def _ttl(self, ttl_s: float | None) -> float:
        ttl = self._default_s if ttl_s is None else ttl_s
        if not 0 < ttl <= 3600:
            raise InvalidInput(
                "A foreground lease lasts more than 0 and at most 3600 seconds.", field="ttl_s"
            )
        return float(ttl)

    async def run(self) -> None:
        """End leases as they expire; runs until cancelled."""
        while True:
            self._changed.clear()
            now = self._timer.monotonic()
            for lease_id, (deadline, _) in list(self._held.items()):
                if deadline <= now:
                    await self.end(lease_id, "expired")
            deadlines = [deadline for deadline, _ in self._held.values()]
            waiters: set[asyncio.Future[Any]] = {asyncio.ensure_future(self._changed.wait())}
            if deadlines:
                waiters.add(asyncio.ensure_future(self._timer.sleep_until(min(deadlines))))
            try:
                await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for waiter in waiters:
                    waiter.cancel()
                await asyncio.gather(*waiters, return_exceptions=True)


class AgentMemory:
    """The wired runtime; open it with :meth:`open`.

    Do not construct it directly: :meth:`open` builds, starts and stops every part.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Clock,
        ring: EventRing,
        context: NotificationContext,
        stores: MemoryStores,
        engine: MemoryMergeEngine,
        processor: NotificationMemoryProcessor,
        episodes: EpisodeStore,
        episode_processor: EpisodeProcessor,
        worker: MemoryWorker,
        monitor: StorageMonitor,
        leases: _Leases,
        listeners: list[Callable[[BatchOutcome], None]],
    ) -> None:
        self.settings = settings
        self.clock = clock
        self.ring = ring
        self.context = context
        # Gaps already recorded before this runtime consumed anything: the boundary between
        # what earlier processes left and what this one records (the first consume of a new
        # ring records a generation_change gap about the previous process's ring).
        self.gaps_at_open = len(context.gaps())
        self.stores = stores
        self.engine = engine
        self.processor = processor
        self.episodes = episodes
        self.episode_processor = episode_processor
        self.worker = worker
        self.monitor = monitor
        self._leases = leases
        self._listeners = listeners
        # One lock for putting events into the ring and draining it, shared with the processor.
        self._intake = processor.intake_lock

    @classmethod
    @contextlib.asynccontextmanager
    async def open(
        cls,
        settings: Settings,
        *,
        clock: Clock | None = None,
        timer: Timer | None = None,
    ) -> AsyncIterator[AgentMemory]:
        """Open the data directory, wire and start every part; stop them all on exit.

        Args:
            settings: Every tunable (:class:`~agent_memory.settings.Settings`).
            clock: UTC wall clock for records, memories and expiry; the system clock by default
                (``run`` passes a :class:`ReplayClock`).
            timer: Time source and sleeper of the worker, the storage monitor and the foreground
                leases; real time by default.

        Yields:
            The started runtime. Everything it persisted is durable when the block exits.

        Raises:
            StorageError: The data directory cannot be opened.
            LifecycleError: Another process has the notification context open.
            InvalidInput: A setting cannot be used (for example a bad model base URL).
        """
        clock = clock or SystemClock()
        timer = timer or SystemTimer()
        layout = DataLayout(settings.data_dir)
        try:
            await asyncio.to_thread(layout.make_private)
        except OSError as exc:
            raise StorageError(
                "The data directory cannot be created or made private; check its permissions.",
                path=str(settings.data_dir),
            ) from exc
        ring = EventRing(settings.ring_capacity)
        context = await asyncio.to_thread(
            NotificationContext.open,
            layout.notifications,
            ring,
            clock=clock,
            dedup_window=settings.dedup_window,
        )
        async with contextlib.AsyncExitStack() as stack:
            stack.push_async_callback(asyncio.to_thread, context.close)
            stores = await MemoryStores.open(
                settings.data_dir,
                clock,
                MemoryConfig(
                    temporary_lifetime_s=settings.temporary_lifetime_days * 86400,
                    long_term_lifetime_s=settings.long_term_lifetime_days * 86400,
                ),
                embedder=await asyncio.to_thread(load_embedder),
            )
            stack.push_async_callback(stores.close)
            fallback = MemoryMergeEngine(notification_fallback_provider(), clock=clock)
            stack.push_async_callback(fallback.aclose)
            engine = fallback
            if settings.provider == "openai":
                engine = MemoryMergeEngine(
                    OpenAICompatibleProvider(
                        OpenAICompatibleConfig(
                            base_url=str(settings.base_url),
                            model=str(settings.model),
                            api_key_env=settings.api_key_env,
                            timeout_s=settings.model_timeout_s,
                            max_tokens=settings.max_tokens,
                        )
                    ),
                    clock=clock,
                )
                stack.push_async_callback(engine.aclose)
            processor = NotificationMemoryProcessor(
                context,
                stores,
                engine,
                fallback_engine=fallback,
                trail=DecisionTrail(layout.notifications),
                clock=clock,
                config=ProcessorConfig(
                    batch_size=settings.notification_batch_size,
                    consume_limit=settings.consume_limit,
                    max_attempts=settings.max_attempts,
                ),
            )
            await processor.reconcile_ids()
            episodes = await asyncio.to_thread(EpisodeStore.open, layout)
            ledger = await asyncio.to_thread(EpisodeLedger.open, layout)
            episode_fallback = MemoryMergeEngine(episode_fallback_provider(), clock=clock)
            stack.push_async_callback(episode_fallback.aclose)
            episode_processor = EpisodeProcessor(
                episodes,
                ledger,
                stores,
                episode_fallback if engine is fallback else engine,
                fallback_engine=None if engine is fallback else episode_fallback,
                clock=clock,
            )
            listeners: list[Callable[[BatchOutcome], None]] = []
            worker = MemoryWorker(
                idle_delay_s=settings.idle_delay_s,
                backoff_cap_s=settings.backoff_cap_s,
                timer=timer,
            )
            # Spec, Architecture: Episode before Notification, both registered before start.
            worker.register(episode_processor)
            worker.register(_ObservedProcessor(processor, listeners))
            monitor = StorageMonitor(
                settings.data_dir, interval_s=settings.storage_check_interval_s, timer=timer
            )
            monitor.register_cleaner(NotificationContextCleaner(context))
            cleaner = TemporaryMemoryCleaner(stores)
            monitor.register_cleaner(
                FunctionCleaner("temporary_memory", lambda _now: cleaner.clean())
            )
            monitor.register_write_gate(context)
            monitor.add_level_listener(lambda _new, _old: worker.notify())
            leases = _Leases(worker, timer, settings.foreground_lease_s)
            memory = cls(
                settings,
                clock=clock,
                ring=ring,
                context=context,
                stores=stores,
                engine=engine,
                processor=processor,
                episodes=episodes,
                episode_processor=episode_processor,
                worker=worker,
                monitor=monitor,
                leases=leases,
                listeners=listeners,
            )
            await monitor.start()
            stack.push_async_callback(monitor.stop)
            await worker.start()
            stack.push_async_callback(worker.stop)
            lease_task = asyncio.create_task(leases.run(), name="agent-memory-leases")

            async def _stop_leases() -> None:
                lease_task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await lease_task
                await leases.end_all()

            stack.push_async_callback(_stop_leases)
            _log.info(
                "runtime.ready",
                extra={
                    "provider": settings.provider,
                    "on_device": engine.privacy.on_device,
                    "pending": context.status().pending,
                },
            )
            yield memory
        _log.info("runtime.stopped")

    # --------------------------------------------------------------------------- intake

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
            StorageFull: Writes are switched off (storage level ``emergency``, spec: Storage
                Levels): nothing of the call was published, since a publish that returns must be
                durable; or writes went off part way, and the message says how many of the
                events were persisted (the rest wait in the ring; a retry of the whole call is
                safe, replays are dropped).
            StorageError: The shard could not be written (what was written stays durable).
        """
        accepted = persisted = duplicates = 0
        first = last = 0
        gaps: list[Gap] = []
        step = min(self.settings.consume_limit, self.settings.ring_capacity)
        async with self._intake:
            if events and not self.context.writes_enabled:
                raise StorageFull(
                    "Storage is low and writes are switched off; none of these notifications "
                    "was accepted. Retry when space returns."
                )
            for start in range(0, len(events), step):
                for event in events[start : start + step]:
                    published = self.ring.publish(event)
                    first = first or published.event_id
                    last = published.event_id
                    accepted += 1
                while self._unconsumed():
                    if not self.context.writes_enabled:
                        break
                    result = await asyncio.to_thread(self.context.consume, step)
                    persisted += len(result.persisted)
                    duplicates += len(result.duplicates)
                    gaps.extend(result.gaps)
                    if result.skipped:
                        break
        if accepted and persisted + duplicates < accepted and not self.context.writes_enabled:
            self.worker.notify()
            raise StorageFull(
                f"Storage ran low part way: {persisted + duplicates} of {accepted} notifications "
                "were persisted; retry the request when space returns (replays are dropped)."
            )
        if accepted:
            self.worker.notify()
            _log.info(
                "notifications.published",
                extra={
                    "accepted": accepted,
                    "persisted": persisted,
                    "duplicates": duplicates,
                    "gaps": len(gaps),
                },
            )
        return PublishReport(accepted, first, last, persisted, duplicates, tuple(gaps))

    def _unconsumed(self) -> bool:
        cursor = self.context.source_cursor
        if cursor is None or cursor.generation != self.ring.generation:
            return self.ring.last_event_id > 0
        return self.ring.last_event_id > cursor.event_id

    async def wait_until_idle(self) -> None:
        """Return once nothing is pending: the ring consumed, the context drained, no batch running.

        The caller owns the deadline (wrap it in :func:`asyncio.timeout`). With the spec's idle
        delay this waits for the idle window; ``run`` shortens the delay to zero.
        """
        while True:
            status = self.worker.status()
            running = any(p.state == "running" for p in status.processors)
            if not running and not self._unconsumed():
                pending = await asyncio.to_thread(self.context.has_pending)
                pending = pending or await self.episode_processor.has_pending()
                if not pending and not any(
                    p.state == "running" for p in self.worker.status().processors
                ):
                    return
            await asyncio.sleep(_POLL_S)

    def add_batch_listener(self, listener: Callable[[BatchOutcome], None]) -> None:
        """Call ``listener`` with the outcome of every committed notification batch."""
        self._listeners.append(listener)

    # --------------------------------------------------------------------------- the agent

    def foreground(self) -> contextlib.AbstractAsyncContextManager[None]:
        """Mark a foreground task for the duration of an ``async with`` block.

        Entering cancels an in-flight background batch at once (its model request is aborted;
        nothing of it is applied or committed); the idle timer restarts when the last block ends.
        Spec: Lifecycle, "foreground preemption". See :meth:`MemoryWorker.foreground`.
        """
        return self.worker.foreground()

    async def begin_foreground(self, ttl_s: float | None = None) -> ForegroundLease:
        """Begin a foreground lease that ends by itself after ``ttl_s`` seconds unless renewed.

        For agents that talk to the service over the API: if the agent dies, the lease expires
        and background work resumes. ``ttl_s`` defaults to ``foreground_lease_s`` (30 s).

        Raises:
            InvalidInput: ``ttl_s`` is not in (0, 3600].
        """
        return await self._leases.begin(ttl_s)

    async def renew_foreground(self, lease_id: str, ttl_s: float | None = None) -> ForegroundLease:
        """Extend a lease to ``ttl_s`` seconds from now.

        Raises:
            LeaseNotFound: The lease ended or expired.
            InvalidInput: ``ttl_s`` is out of range.
        """
        return await self._leases.renew(lease_id, ttl_s)

    async def end_foreground(self, lease_id: str) -> None:
        """End a lease now; the idle timer restarts when no foreground work is left.

        Raises:
            LeaseNotFound: The lease ended or expired already.
        """
        await self._leases.end(lease_id)

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
        """
        episode = await asyncio.to_thread(record_episode, self.episodes, trace)
        self.worker.notify()
        return episode

    async def recall_device_memory(self, query: DeviceRecallQuery | str) -> list[DeviceRecallHit]:
        """Search Device Memory (what the agent learned about this device from its tasks)."""
        return await self.stores.recall_device_memory(query)

    async def recall(self, query: RecallQuery | str) -> list[RecallHit | DeviceRecallHit]:
        """Answer a question from the stores it names, Device Memory included on request.

        Returns:
            At most ``query.limit`` hits, best first, scores 0-1. See
            :meth:`MemoryStores.recall` (``at``, the threshold, the stores).
        """
        return await self.stores.recall(query)

    async def recall_memory(self, query: RecallQuery | str) -> list[RecallHit]:
        """Recall live Temporary and Long-Term memories (spec: Memory and Recall, recall_memory).

        Returns:
            At most ``query.limit`` hits, best first. See :meth:`MemoryStores.recall_memory`.

        Raises:
            InvalidInput: A bad query.
        """
        return await self.stores.recall_memory(query)

    async def save_memory(
        self, candidate: NewMemory, store: StoreName = StoreName.TEMPORARY
    ) -> SaveResult:
        """Save a memory the agent proposes; an equal live memory is reinforced instead.

        Durable when it returns. See :meth:`MemoryStores.save_memory`.

        Raises:
            InvalidInput: The Device store, a Temporary memory without expiry, or content that
                carries a one-time code or a secret (memory-action case M10: no store keeps one).
            StorageFull: Writes are switched off (storage level ``emergency``, spec: Storage
                Policy), as for :meth:`publish_notifications`; nothing was saved.
        """
        if not self.context.writes_enabled:
            raise StorageFull(
                "Storage is low and writes are switched off; the memory was not saved. Retry "
                "when space returns."
            )
        if holds_code_or_secret(candidate.content):
            raise InvalidInput(
                "The memory content carries a one-time code or a secret; nothing was saved.",
                field="content",
            )
        return await self.stores.save_memory(candidate, store)

    async def list_memories(
        self,
        store: StoreName,
        *,
        limit: int = 50,
        include_inactive: bool = False,
    ) -> list[MemoryRecord]:
        """Return the newest records of a Temporary or Long-Term store, newest update first.

        Args:
            store: Temporary or Long-Term.
            limit: At most this many (1-1000).
            include_inactive: Also removed and expired records.

        Raises:
            InvalidInput: Device store or a bad limit.
        """
        return await list_memories(
            self.stores, store, self.clock.now(), limit=limit, include_inactive=include_inactive
        )

    async def get_memory(self, store: StoreName, memory_id: str) -> MemoryRecord | None:
        """Return one Temporary or Long-Term record (any status), or ``None``."""
        record = await self.stores.get(store, memory_id)
        return record if isinstance(record, MemoryRecord) else None

    async def list_device_memories(
        self, *, limit: int = 50, include_inactive: bool = False, app_package: str | None = None
    ) -> list[DeviceMemoryRecord]:
        """Return the newest Device Memory records, newest update first (see
        :func:`list_device_memories`)."""
        return await list_device_memories(
            self.stores, limit=limit, include_inactive=include_inactive, app_package=app_package
        )

    async def get_device_memory(self, memory_id: str) -> DeviceMemoryRecord | None:
        """Return one Device Memory record (any status), or ``None``."""
        record = await self.stores.get(StoreName.DEVICE, memory_id)
        return record if isinstance(record, DeviceMemoryRecord) else None

    # --------------------------------------------------------------------------- the user

    async def forget_memory(
        self, memory_id: str, store: StoreName | None = None
    ) -> list[ForgetResult]:
        """Forget a memory: gone from its store and index at once, and never made again.

        See :meth:`MemoryStores.forget` (the tombstone, what "again" covers).

        Args:
            memory_id: The memory's id.
            store: Its store, or ``None`` for every store that holds the id.

        Returns:
            One result per store that held it; durable when this returns.

        Raises:
            MemoryNotFound: No store holds the id.
        """
        return await self.stores.forget(memory_id, store)

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
                if not running and not self._unconsumed():
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

    async def status(self) -> RuntimeStatus:
        """Return cursors, pending, gaps, storage level, worker state, provider and usage."""
        context = await asyncio.to_thread(self.context.status)
        report = self.monitor.last_report
        totals = dict(self.processor.totals)
        return RuntimeStatus(
            context=context,
            worker=self.worker.status(),
            storage_level=self.monitor.level,
            free_bytes=None if report is None else report.usage.free_bytes,
            privacy=self.engine.privacy,
            provider=self.settings.provider,
            model=self.settings.model if self.settings.provider == "openai" else None,
            totals=totals,
            foreground_leases=len(self._leases),
        )


async def list_memories(
    stores: MemoryStores,
    store: StoreName,
    now: datetime,
    *,
    limit: int = 50,
    include_inactive: bool = False,
) -> list[MemoryRecord]:
    """Return the newest records of a Temporary or Long-Term store, newest update first.

    Args:
        stores: Open memory stores.
        store: Temporary or Long-Term.
        now: UTC time deciding what is expired.
        limit: At most this many (1-1000).
        include_inactive: Also removed and expired records.

    Raises:
        InvalidInput: Device store or a bad limit.
    """
    _check_list_limit(limit)
    table = stores.record_store(store)
    where = (
        ""
        if include_inactive
        else (" WHERE status = 'active' AND (expires_at IS NULL OR expires_at > :now)")
    )
    sql = f"SELECT * FROM memories{where} ORDER BY updated_at DESC, id LIMIT :limit"  # noqa: S608

    def _list(conn: sqlite3.Connection) -> list[MemoryRecord]:
        rows = conn.execute(sql, {"now": format_time(now), "limit": limit}).fetchall()
        return [table.table.codec.record(row) for row in rows]

    return await table.db.read(_list)


async def list_device_memories(
    stores: MemoryStores,
    *,
    limit: int = 50,
    include_inactive: bool = False,
    app_package: str | None = None,
) -> list[DeviceMemoryRecord]:
    """Return the newest Device Memory records (written by the EpisodeProcessor), newest first.

    Args:
        stores: Open memory stores.
        limit: At most this many (1-1000).
        include_inactive: Also removed records (Device Memory does not expire).
        app_package: Only records about this app (Android package or iOS bundle id).

    Raises:
        InvalidInput: A bad limit.
    """
    _check_list_limit(limit)
    device = stores.device
    where = [] if include_inactive else ["status = 'active'"]
    if app_package is not None:
        where.append("app_package = :app_package")
    clause = f" WHERE {' AND '.join(where)}" if where else ""
    sql = f"SELECT * FROM device_memories{clause} ORDER BY updated_at DESC, id LIMIT :limit"  # noqa: S608

    def _list(conn: sqlite3.Connection) -> list[DeviceMemoryRecord]:
        rows = conn.execute(sql, {"app_package": app_package, "limit": limit}).fetchall()
        return [device.table.codec.record(row) for row in rows]

    return await device.db.read(_list)


# ------------------------------------------------------------------------------- replay


@dataclass(slots=True)
class ReplayReport:
    """What :func:`replay_files` did.

    Attributes:
        lines: Input lines (or records) read.
        events: Events decoded and published.
        persisted: New notification records.
        duplicates: Events dropped as replays.
        skipped: Lines that carry no notification, by kind (``ingest.IngestReport.skipped``).
        rejected: Lines that could not be decoded.
        outcomes: One per processed record, in processing order.
        gaps: Gaps of this replay's own events recorded during it (a gap is a loss).
        earlier_gaps: ``generation_change`` gaps recorded since the runtime opened about the
            ring of the process that wrote to the data directory before (after a crash it
            cannot be known whether that ring held events nobody consumed). The replay's own
            input is not concerned, so they do not count as :attr:`lost`.
        memories: Temporary and Long-Term records touched by the replay, newest first.
        batches: Notification batches processed.
        fallback_batches: Of them, batches the deterministic fallback answered because the
            configured model failed its attempts (0 when the fallback is the provider itself).
        first_at, last_at: Replay clock at the start and at the end (UTC).
        elapsed_s: Wall time of the replay, seconds.
    """

    lines: int = 0
    events: int = 0
    persisted: int = 0
    duplicates: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    rejected: list[RejectedLine] = field(default_factory=list)
    outcomes: list[Outcome] = field(default_factory=list)
    gaps: list[Gap] = field(default_factory=list)
    earlier_gaps: list[Gap] = field(default_factory=list)
    memories: list[MemoryRecord] = field(default_factory=list)
    batches: int = 0
    fallback_batches: int = 0
    first_at: datetime | None = None
    last_at: datetime | None = None
    elapsed_s: float = 0.0

    @property
    def lost(self) -> bool:
        """True when a gap of this replay's events was recorded or a line was rejected."""
        return bool(self.gaps or self.rejected)


def _decode_files(
    paths: Sequence[Path], input_format: str, default_received_at: datetime, skipped: Counter[str]
) -> tuple[int, list[NotificationEvent], list[RejectedLine]]:
    check_input_files(paths, input_format)
    lines = 0
    events: list[NotificationEvent] = []
    rejected: list[RejectedLine] = []
    for path in paths:
        for decoded in decode_input_file(path, input_format, default_received_at):
            lines += 1
            if decoded.skipped is not None:
                skipped[decoded.skipped] += 1
            if decoded.error is not None:
                err = decoded.error
                rejected.append(RejectedLine(str(path), decoded.line, err.field, str(err)))
            events.extend(decoded.events)
    return lines, events, rejected


async def replay_files(
    memory: AgentMemory,
    clock: ReplayClock,
    paths: Sequence[Path],
    *,
    input_format: str = "auto",
    quiet_s: float = 300.0,
    on_progress: Callable[[int, int], None] | None = None,
) -> ReplayReport:
    """Replay recorded notification files through the whole pipeline, in their own time.

    Each event moves ``clock`` to its ``received_at`` and is published through the ring. When
    the next event comes more than ``quiet_s`` seconds after the previous one (the spec's idle
    delay: on a device an idle window would open in between) the replay waits until the worker
    has processed everything pending, so memories are made, and their expiry computed, at the
    time they would have been on the device. ``memory`` should run with an idle delay of zero.

    Args:
        memory: An open runtime whose clock is ``clock``.
        clock: The replay clock; starts at the first event's time.
        paths: Input files (JSON lines, dumpsys text, ANCS recordings; see ``ingest``).
        input_format: ``auto`` (detect per file), ``lines``, ``dumpsys`` or ``ancs``.
        quiet_s: Quiet time after which the pipeline catches up, seconds.
        on_progress: Called with ``(events published, events in total)`` as the replay goes.

    Returns:
        The report; everything in it is durable.

    Raises:
        InvalidInput: A file is missing or unreadable, or the format is unknown.
    """
    started = time.monotonic()
    skipped: Counter[str] = Counter()
    lines, events, rejected = await asyncio.to_thread(
        _decode_files, paths, input_format, clock.now(), skipped
    )
    report = ReplayReport(lines=lines, events=len(events), skipped=skipped, rejected=rejected)
    gaps_before = len(await asyncio.to_thread(memory.context.gaps))
    next_id_before = memory.context.status().next_context_id

    def _on_batch(outcome: BatchOutcome) -> None:
        report.outcomes.extend(outcome.outcomes)
        report.batches += 1
        report.fallback_batches += outcome.fallback

    memory.add_batch_listener(_on_batch)
    if events:
        clock.start_at(events[0].received_at)
    report.first_at = clock.now()
    chunk: list[NotificationEvent] = []
    previous: datetime | None = None

    done = 0

    async def flush() -> None:
        nonlocal done
        if chunk:
            published = await memory.publish_notifications(chunk)
            report.duplicates += published.duplicates
            done += len(chunk)
            chunk.clear()
            if on_progress is not None:
                on_progress(done, len(events))

    for event in events:
        if previous is not None and (event.received_at - previous).total_seconds() > quiet_s:
            await flush()
            await memory.wait_until_idle()
        clock.advance_to(event.received_at)
        previous = event.received_at
        chunk.append(event)
        if len(chunk) >= memory.settings.consume_limit:
            await flush()
    await flush()
    await memory.wait_until_idle()
    status = await asyncio.to_thread(memory.context.status)
    report.persisted = status.next_context_id - next_id_before
    for index, gap in enumerate(status.gaps[memory.gaps_at_open :], memory.gaps_at_open):
        earlier = gap.kind == "generation_change" and gap.generation != memory.ring.generation
        if earlier:
            report.earlier_gaps.append(gap)
        elif index >= gaps_before:
            report.gaps.append(gap)
    report.last_at = clock.now()
    touched = {o.memory_id for o in report.outcomes if o.memory_id}
    for store in (StoreName.TEMPORARY, StoreName.LONG_TERM):
        for record in await memory.list_memories(store, limit=1000, include_inactive=True):
            if record.id in touched:
                report.memories.append(record)
    report.memories.sort(key=lambda r: r.updated_at, reverse=True)
    report.elapsed_s = time.monotonic() - started
    return report
