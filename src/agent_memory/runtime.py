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

The runtime is the only composition root: the API (:mod:`agent_memory.api`), the CLI, the replay
(:mod:`agent_memory.replay`) and the evaluation driver open it; notifications enter only through
its :class:`~agent_memory.notifications.intake.Intake`. The JSON shapes every face writes are in
:mod:`agent_memory.shapes`. The runtime's faces are its parts: reads
(:class:`~agent_memory.reading.MemoryReader`), the agent's writes
(:class:`~agent_memory.writing.AgentWriter`: publish, record an episode, save a memory) and the
user's controls (:class:`~agent_memory.user_control.UserControl`: purge, explain, process now,
wait until idle); this module wires them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

from agent_memory.ble.ring import EventRing
from agent_memory.clock import Clock, SystemClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.provider import Provider
from agent_memory.engines import open_engines
from agent_memory.episodes.ledger import EpisodeLedger
from agent_memory.episodes.processor import EpisodeProcessor
from agent_memory.episodes.store import EpisodeStore
from agent_memory.errors import StorageError
from agent_memory.layout import DataLayout
from agent_memory.leases import ForegroundLease, ForegroundLeases
from agent_memory.memory.embedder import load_embedder
from agent_memory.memory.memory_stores import (
    MemoryConfig,
    MemoryStores,
    TemporaryMemoryCleaner,
)
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.intake import Intake, PublishReport
from agent_memory.notifications.outcome import NotificationBatchResult
from agent_memory.notifications.processor import NotificationMemoryProcessor, ProcessorConfig
from agent_memory.notifications.trail import DecisionTrail
from agent_memory.reading import MemoryReader, open_reader, read_status
from agent_memory.settings import Settings
from agent_memory.shapes import RuntimeStatus
from agent_memory.storage import (
    FunctionCleaner,
    NotificationContextCleaner,
    StorageMonitor,
)
from agent_memory.timer import SystemTimer, Timer
from agent_memory.user_control import ProcessReport, UserControl
from agent_memory.worker import MemoryWorker
from agent_memory.writing import AgentWriter

__all__ = ["AgentMemory", "ForegroundLease", "ProcessReport", "PublishReport", "RuntimeStatus"]

_log = logging.getLogger("agent_memory.runtime")


class AgentMemory(MemoryReader, AgentWriter, UserControl):
    """The wired runtime; open it with :meth:`open`.

    Do not construct it directly: :meth:`open` builds, starts and stops every part.

    Attributes:
        intake: The one way notifications enter (ring, intake lock, consume).
        leases: Foreground leases for agents that talk over the API (``begin``, ``renew``,
            ``end``; a lease ends by itself after its ``ttl_s`` unless renewed).
    """

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Clock,
        stores: MemoryStores,
        engine: MemoryMergeEngine,
        processor: NotificationMemoryProcessor,
        episodes: EpisodeStore,
        episode_processor: EpisodeProcessor,
        worker: MemoryWorker,
        monitor: StorageMonitor,
        intake: Intake,
        leases: ForegroundLeases,
    ) -> None:
        self.settings = settings
        self.clock = clock
        self.ring = intake.ring
        self.context = intake.context
        # Gaps already recorded before this runtime consumed anything: the boundary between
        # what earlier processes left and what this one records (the first consume of a new
        # ring records a generation_change gap about the previous process's ring).
        self.gaps_at_open = len(intake.context.gaps())
        super().__init__(stores)
        self.engine = engine
        self.processor = processor
        self.episodes = episodes
        self.episode_processor = episode_processor
        self.worker = worker
        self.monitor = monitor
        self.intake = intake
        self.leases = leases

    @classmethod
    @contextlib.asynccontextmanager
    async def open(
        cls,
        settings: Settings,
        *,
        clock: Clock | None = None,
        timer: Timer | None = None,
        providers: tuple[Provider, Provider] | None = None,
        background: bool = True,
    ) -> AsyncIterator[AgentMemory]:
        """Open the data directory, wire and start every part; stop them all on exit.

        Args:
            settings: Every tunable (:class:`~agent_memory.settings.Settings`).
            clock: UTC wall clock for records, memories and expiry; the system clock by default
                (``run`` passes a :class:`ReplayClock`).
            timer: Time source and sleeper of the worker, the storage monitor and the foreground
                leases; real time by default.
            providers: ``(model, fallback)`` providers to extract notifications with instead of
                the ones the settings name (see :func:`~agent_memory.engines.open_engines`).
            background: Start the worker, the storage monitor and the lease keeper. ``False``
                leaves batches to the caller (:meth:`run_notification_batch`; the evaluation
                runs them on its own clock); nothing runs in the background then.

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
                embedder=await asyncio.to_thread(load_embedder) if settings.dense_recall else None,
            )
            stack.push_async_callback(stores.close)
            engines = open_engines(settings, clock, stack, providers)
            engine = engines.notification
            intake = Intake(ring, context, page=settings.consume_limit)
            processor = NotificationMemoryProcessor(
                context,
                stores,
                engine,
                fallback_engine=engines.notification_fallback,
                trail=DecisionTrail(layout.notifications),
                clock=clock,
                config=ProcessorConfig(
                    batch_size=settings.notification_batch_size,
                    consume_limit=settings.consume_limit,
                    max_attempts=settings.max_attempts,
                    answer=settings.answer,
                    rules_first=settings.rules_first,
                    mask_secrets=settings.mask_secrets,
                ),
                intake=intake,
            )
            await processor.reconcile_ids()
            episodes = await asyncio.to_thread(EpisodeStore.open, layout)
            ledger = await asyncio.to_thread(EpisodeLedger.open, layout)
            episode_processor = EpisodeProcessor(
                episodes,
                ledger,
                stores,
                engines.episode,
                fallback_engine=engines.episode_fallback,
                clock=clock,
            )
            worker = MemoryWorker(
                idle_delay_s=settings.idle_delay_s,
                backoff_cap_s=settings.backoff_cap_s,
                timer=timer,
            )
            # Spec, Architecture: Episode before Notification, both registered before start.
            worker.register(episode_processor)
            worker.register(processor)
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
            leases = ForegroundLeases(worker, timer, settings.foreground_lease_s)
            memory = cls(
                settings,
                clock=clock,
                stores=stores,
                engine=engine,
                processor=processor,
                episodes=episodes,
                episode_processor=episode_processor,
                worker=worker,
                monitor=monitor,
                intake=intake,
                leases=leases,
            )
            if background:
                await _start_background(stack, monitor, worker, leases)
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

    @staticmethod
    def open_reader(
        settings: Settings, *, clock: Clock | None = None, dense: bool = False
    ) -> contextlib.AbstractAsyncContextManager[MemoryReader]:
        """Open only the memory stores for reading (the shell's reads); see :func:`open_reader`."""
        return open_reader(settings, clock=clock, dense=dense)

    @staticmethod
    async def read_status(settings: Settings) -> RuntimeStatus:
        """Return the status of a data directory no service has open; see :func:`read_status`."""
        return await read_status(settings)

    # --------------------------------------------------------------------------- intake

    async def run_notification_batch(self) -> NotificationBatchResult:
        """Run one notification batch now, outside the worker (see ``background=False``).

        Returns:
            The batch's result with every committed record's outcome (``outcome``); the worker's
            observer (:meth:`MemoryWorker.observe`) does not see it: the caller has it.

        Raises:
            Exception: What :meth:`NotificationMemoryProcessor.run_batch` raises.
        """
        return await self.processor.run_batch()

    # --------------------------------------------------------------------------- the agent

    def foreground(self) -> contextlib.AbstractAsyncContextManager[None]:
        """Mark a foreground task for the duration of an ``async with`` block.

        Entering cancels an in-flight background batch at once (its model request is aborted;
        nothing of it is applied or committed); the idle timer restarts when the last block ends.
        Spec: Lifecycle, "foreground preemption". See :meth:`MemoryWorker.foreground`.
        """
        return self.worker.foreground()

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
            foreground_leases=len(self.leases),
        )


async def _start_background(
    stack: contextlib.AsyncExitStack,
    monitor: StorageMonitor,
    worker: MemoryWorker,
    leases: ForegroundLeases,
) -> None:
    """Start the storage monitor, the worker and the lease keeper; stop them with ``stack``."""
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
