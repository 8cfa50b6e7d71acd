"""MemoryWorker: the one background worker that runs memory processors in idle windows.

Spec: Architecture ("MemoryWorker (idle-scheduled, serial execution)"), Lifecycle, Failure and
Recovery, Acceptance Criteria. The worker decides *when* background work runs; it knows only the
:class:`Processor` protocol, never a processor's type, store or business rule.

Scheduling, in one picture::

    start() ──► wait idle_delay_s ──► idle window ──► wait for a wake ──► idle window ...
                      ▲                  │   pass 1: P1, P2, ... one batch each, in order
                      │                  │   pass 2: every processor that progressed and is
                      │                  │           still pending runs one more batch (case M11)
      last foreground ┘                  │   ... until no processor progresses
      task ends                          └── foreground() enters: the in-flight batch is cancelled

* An *idle window* opens ``idle_delay_s`` (``episode_memory_idle_delay_seconds``, default 300)
  after :meth:`MemoryWorker.start` or after the last foreground task ended, whichever is later.
* A window is a sequence of *passes*. A pass asks each registered processor, in registration order,
  ``has_pending()`` and, if so, runs one ``run_batch()``. Passes repeat while some processor made
  progress and still has pending work, so a backlog drains batch after batch in the same window
  without waiting another idle delay. Processors take turns, so a large backlog in one scenario
  never starves the other.
* After a window the worker sleeps until :meth:`MemoryWorker.notify` (a published notification),
  the end of a foreground task, or the earliest retry: the end of a processor's backoff, or one idle
  delay later for a processor that reported pending work but made no progress.
* :meth:`MemoryWorker.foreground` (nestable, counted) cancels the in-flight batch at once. The
  cancelled batch did not happen: the processor applies and commits only after its model call
  returns, and it keeps its own durable state (cursors, ledger). Cancellation is not a failure and
  starts no backoff.
* A processor whose ``has_pending()`` or ``run_batch()`` raises is *backing off*: its pending work
  stays where it is and it is skipped until ``idle_delay_s * 2 ** (failures - 1)`` seconds (capped
  at ``backoff_cap_s``, default 3600; the base is never below :data:`MIN_RETRY_S`) have passed;
  the other processors still run in the same pass. One success resets the count. With the
  defaults the delays are 300, 600, 1200, 2400, 3600, 3600 s.

Time comes from an injectable :class:`~agent_memory.timer.Timer`; tests drive a
:class:`~agent_memory.timer.ManualTimer` instead of sleeping. Every task the worker creates (its
loop, the in-flight batch, the wait helpers) is owned and awaited by it; nothing is fire-and-forget.

Logs are events named ``worker.*`` with the scenario (processor name), counts, reasons
and the error kind (exception class name) only: never a message, body, title or memory text.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType, TracebackType
from typing import Literal, Protocol

from agent_memory.errors import InvalidInput, LifecycleError
from agent_memory.timer import SystemTimer, Timer

__all__ = [
    "DEFAULT_BACKOFF_CAP_S",
    "DEFAULT_IDLE_DELAY_S",
    "MIN_RETRY_S",
    "BatchResult",
    "MemoryWorker",
    "Processor",
    "ProcessorState",
    "ProcessorStatus",
    "WorkerState",
    "WorkerStatus",
]

DEFAULT_IDLE_DELAY_S = 300.0
"""``episode_memory_idle_delay_seconds``: the spec's default idle window, in seconds."""

DEFAULT_BACKOFF_CAP_S = 3600.0
"""Longest backoff after repeated failures of one processor, in seconds."""

MIN_RETRY_S = 1.0
"""Floor of the backoff base and of the stalled-retry delay, in seconds, so that an idle delay
of zero (tests, benchmarks) cannot turn a persistent failure into a hot loop."""

WorkerState = Literal["stopped", "waiting", "running", "foreground", "stopping"]
"""``stopped`` (not started or stopped), ``waiting`` (for the idle window or a wake), ``running``
(an idle window is in progress), ``foreground`` (a foreground task holds the worker off),
``stopping`` (:meth:`MemoryWorker.stop` is cancelling and waiting)."""

ProcessorState = Literal["idle", "running", "backing_off"]
"""``idle`` (not running), ``running`` (its batch is in flight), ``backing_off`` (skipped after a
failure until ``backoff_until``)."""

_NO_COUNTS: Mapping[str, int] = MappingProxyType({})


@dataclass(frozen=True)
class BatchResult:
    """What one ``run_batch()`` call did; returned by a :class:`Processor`.

    Attributes:
        processed: Items the batch finished (applied and committed); ``0`` means no progress was
            possible now (for example writes are switched off), and the worker will not call this
            processor again in the same idle window.
        counts: Named counts for the log line and the status snapshot (for example
            ``{"added": 2, "ignored": 7}``); ids and counts only, never text.
    """

    processed: int = 0
    counts: Mapping[str, int] = field(default_factory=lambda: _NO_COUNTS)


class Processor(Protocol):
    """One memory scenario the worker runs; it owns its batch size, state and persistence.

    Contract (spec, Notification Processor / Episode Processor, Failure and Recovery):

    * ``name`` is a stable scenario name (``episode``, ``notification``); it is the ``scenario``
      field of the worker's log lines and must be unique within a worker.
    * ``has_pending()`` answers cheaply whether a batch would find work.
    * ``run_batch()`` runs one batch: read, extract (one model call), validate, apply, commit.
      Raising means the batch failed and nothing was committed; the processor keeps its pending
      work.
    * Cancellation can arrive at any ``await``. The processor lets ``CancelledError`` propagate and
      must leave its durable state as if the batch had not started (write only after the model
      call returns; idempotent writes, because a thread started by ``asyncio.to_thread`` finishes
      even when its await is cancelled).
    * Blocking work (SQLite, fsync, file reads) runs off the event loop, so a foreground task on the
      same loop is never stalled by it.
    """

    @property
    def name(self) -> str:
        """Return the scenario name."""
        ...

    async def has_pending(self) -> bool:
        """Return whether a call to :meth:`run_batch` would find work."""
        ...

    async def run_batch(self) -> BatchResult:
        """Run one batch and return what it did."""
        ...


@dataclass(frozen=True)
class ProcessorStatus:
    """A snapshot of one registered processor, as :meth:`MemoryWorker.status` sees it.

    Attributes:
        name: The processor's scenario name.
        state: See :data:`ProcessorState`.
        pending: The last answer of ``has_pending()``, or ``None`` before the first call.
        backoff_until: Monotonic deadline (timer seconds) of the current backoff, or ``None``.
        backoff_remaining_s: Seconds until the backoff ends, ``0.0`` when not backing off.
        consecutive_failures: Failures since the last success.
        last_result: The last completed batch's result, or ``None``.
        last_error_kind: Class name of the last failure (``ModelTimeout`` ...), or ``None``.
        batches: Batches that completed (including those with no progress).
        processed: Sum of ``processed`` over completed batches.
        failures: Failed batches (or ``has_pending()`` calls) since the worker was created.
        cancelled: Batches cancelled by a foreground task or by :meth:`MemoryWorker.stop`.
    """

    name: str
    state: ProcessorState
    pending: bool | None
    backoff_until: float | None
    backoff_remaining_s: float
    consecutive_failures: int
    last_result: BatchResult | None
    last_error_kind: str | None
    batches: int
    processed: int
    failures: int
    cancelled: int


@dataclass(frozen=True)
class WorkerStatus:
    """A snapshot of the worker, as returned by :meth:`MemoryWorker.status`.

    Attributes:
        state: See :data:`WorkerState`.
        foreground_depth: How many ``foreground()`` blocks are open now.
        idle_in_s: Seconds until the idle window opens (``0.0`` when it is open).
        windows: Idle windows started since the worker was created.
        processors: One :class:`ProcessorStatus` per processor, in registration order.
    """

    state: WorkerState
    foreground_depth: int
    idle_in_s: float
    windows: int
    processors: tuple[ProcessorStatus, ...]


@dataclass
class _Slot:
    """Mutable bookkeeping for one registered processor (internal)."""

    processor: Processor
    name: str
    running: bool = False
    in_batch: bool = False
    pending: bool | None = None
    backoff_until: float | None = None
    consecutive_failures: int = 0
    last_result: BatchResult | None = None
    last_error_kind: str | None = None
    batches: int = 0
    processed: int = 0
    failures: int = 0
    cancelled: int = 0


_Outcome = Literal["none", "progress", "stalled", "failed", "cancelled"]


class MemoryWorker:
    """Run registered processors serially in idle windows, yielding at once to foreground work.

    See the module docstring for the scheduling rules. Typical use::

        worker = MemoryWorker(idle_delay_s=300)
        worker.register(episode_processor)        # order of registration = order of execution
        worker.register(notification_processor)
        await worker.start()
        ...
        async with worker.foreground():           # a user turn: background work yields
            ...
        ring_subscriber = worker.notify           # call on every published notification
        ...
        await worker.stop()

    ``async with MemoryWorker(...) as worker:`` starts and stops it around a block. All methods
    must be called on the event loop's thread; from another thread use
    ``loop.call_soon_threadsafe(worker.notify)``.

    Args:
        idle_delay_s: Idle window in seconds after start or after the last foreground task
            (spec: ``episode_memory_idle_delay_seconds``, default 300). Also the base of the
            failure backoff. Must not be negative.
        backoff_cap_s: Longest backoff after repeated failures, in seconds (default 3600); must
            not be smaller than ``idle_delay_s``.
        timer: Time source and sleeper; :class:`~agent_memory.timer.SystemTimer` if omitted.

    Raises:
        InvalidInput: If ``idle_delay_s`` is negative or ``backoff_cap_s`` < ``idle_delay_s``.
    """

    def __init__(
        self,
        *,
        idle_delay_s: float = DEFAULT_IDLE_DELAY_S,
        backoff_cap_s: float = DEFAULT_BACKOFF_CAP_S,
        timer: Timer | None = None,
    ) -> None:
        if idle_delay_s < 0:
            raise InvalidInput("The idle delay must be zero or more seconds.", field="idle_delay_s")
        if backoff_cap_s < idle_delay_s:
            raise InvalidInput(
                "The backoff cap must be at least the idle delay; raise backoff_cap_s.",
                field="backoff_cap_s",
            )
        self._idle_delay_s = float(idle_delay_s)
        self._retry_base_s = max(self._idle_delay_s, MIN_RETRY_S)
        self._backoff_cap_s = float(backoff_cap_s)
        self._timer: Timer = timer if timer is not None else SystemTimer()
        self._slots: list[_Slot] = []
        self._state: WorkerState = "stopped"
        self._loop_task: asyncio.Task[None] | None = None
        self._batch_task: asyncio.Task[BatchResult | None] | None = None
        self._changed = asyncio.Event()
        self._foreground_depth = 0
        self._idle_at = 0.0
        self._wake = False
        self._retry_at: float | None = None
        self._windows = 0
        self._now_requests = 0
        self._observer: Callable[[str, BatchResult], None] | None = None
        self._log = logging.getLogger("agent_memory.worker")

    # ------------------------------------------------------------------ configuration

    @property
    def idle_delay_s(self) -> float:
        """The idle window in seconds."""
        return self._idle_delay_s

    @property
    def processors(self) -> Sequence[str]:
        """Names of the registered processors, in execution order."""
        return tuple(slot.name for slot in self._slots)

    def register(self, processor: Processor) -> None:
        """Add ``processor`` to the end of the execution order.

        Spec (Architecture): processors are registered at startup before the worker starts, so the
        first idle window already follows the fixed order (Episode before Notification).

        Args:
            processor: Any object that follows :class:`Processor`.

        Raises:
            LifecycleError: If the worker is running; stop it first.
            InvalidInput: If a processor with the same name is already registered.
        """
        if self._state != "stopped":
            raise LifecycleError(
                "Processors must be registered before the worker starts; stop it first."
            )
        name = processor.name
        if any(slot.name == name for slot in self._slots):
            raise InvalidInput(
                f"A processor named {name!r} is already registered; names must be unique.",
                field="name",
            )
        self._slots.append(_Slot(processor=processor, name=name))

    @contextlib.contextmanager
    def observe(self, observer: Callable[[str, BatchResult], None]) -> Iterator[None]:
        """Hand ``observer`` the result of every batch that completes while the block is open.

        ``observer(scenario, result)`` is called on the event loop right after a batch returned
        (with what :meth:`Processor.run_batch` returned, so a processor's own result type comes
        through whole); it must not block. An exception it raises is logged by kind
        (``worker.observer_failed``) and does not touch the batch, which is already committed.

        Args:
            observer: The one observer; the replay collects every batch's outcome with it.

        Raises:
            LifecycleError: Another observer is already watching.
        """
        if self._observer is not None:
            raise LifecycleError("The worker already has an observer; one at a time.")
        self._observer = observer
        try:
            yield
        finally:
            self._observer = None

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> None:
        """Start the worker's loop on the running event loop.

        The first idle window opens ``idle_delay_s`` after this call (unless a foreground task
        holds it off longer) and runs every registered processor in order.

        Raises:
            LifecycleError: If the worker is already started.
        """
        if self._state != "stopped":
            raise LifecycleError("The worker is already started; call stop() before start().")
        self._idle_at = self._timer.monotonic() + self._idle_delay_s
        self._wake = True
        self._retry_at = None
        self._changed = asyncio.Event()
        self._state = "waiting"
        self._loop_task = asyncio.create_task(self._run(), name="agent-memory-worker")
        self._log.info("worker.started", extra={"processors": list(self.processors)})

    async def stop(self) -> None:
        """Cancel the in-flight batch and the loop, and wait until both have finished.

        The cancelled batch did not happen (see :class:`Processor`); every processor keeps its
        durable state and resumes from it after the next :meth:`start`. Calling ``stop()`` on a
        stopped worker does nothing. If ``stop()`` itself is cancelled while waiting, the loop
        still finishes its cancellation; call ``stop()`` again to wait for it.

        Raises:
            Exception: Whatever broke the worker's own loop, if it crashed (a bug, never a
                processor failure: those are caught, logged and backed off).
        """
        task = self._loop_task
        if task is None:
            return
        self._state = "stopping"
        task.cancel("stop")
        try:
            await asyncio.wait({task})
        finally:
            if task.done():
                self._loop_task = None
                self._state = "stopped"
        self._log.info("worker.stopped")
        crash = None if task.cancelled() else task.exception()
        if crash is not None:
            raise crash

    async def __aenter__(self) -> MemoryWorker:
        """Start the worker (see :meth:`start`) and return it."""
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Stop the worker (see :meth:`stop`)."""
        await self.stop()

    # ------------------------------------------------------------------ signals

    def notify(self) -> None:
        """Wake the idle timer: new work may be pending (spec: a published notification).

        The next idle window still waits for the idle delay after the last foreground task; if
        that has passed, it starts at the loop's next turn. Cheap and safe to call often.
        """
        self._wake = True
        self._changed.set()

    @contextlib.contextmanager
    def processing_now(self) -> Iterator[None]:
        """Run idle windows without the idle delay for the duration of the block; nestable.

        For a user who asks for pending work to be processed now (``process_pending``): windows
        open at once, and again at once after a foreground task ends. Foreground work still
        comes first: no batch starts while a foreground block is open, and entering one still
        cancels the batch in flight. Backoffs still hold.

        Yields:
            Nothing; the worker is back to its idle delay when the block exits.
        """
        self._now_requests += 1
        self.notify()
        try:
            yield
        finally:
            self._now_requests -= 1

    @contextlib.asynccontextmanager
    async def foreground(self) -> AsyncIterator[None]:
        """Mark a foreground task for the duration of the block; nestable and counted.

        Entering cancels the in-flight background batch at once (its model request is aborted,
        nothing of it is applied or committed) without waiting for it to finish, so the
        foreground task is never blocked by background work. No new batch starts while any
        foreground block is open. When the last block exits, the idle timer restarts: the next
        window opens ``idle_delay_s`` later. Works whether or not the worker is started.

        Yields:
            Nothing; the block runs as the foreground task.
        """
        self._enter_foreground()
        try:
            yield
        finally:
            self._exit_foreground()

    def _enter_foreground(self) -> None:
        self._foreground_depth += 1
        batch = self._batch_task
        if batch is not None and not batch.done():
            batch.cancel("foreground")
        self._changed.set()

    def _exit_foreground(self) -> None:
        self._foreground_depth -= 1
        if self._foreground_depth == 0:
            self._idle_at = self._timer.monotonic() + self._idle_delay_s
            self._wake = True
            self._changed.set()

    # ------------------------------------------------------------------ status

    def status(self) -> WorkerStatus:
        """Return a consistent snapshot of the worker and of every processor.

        Returns:
            A :class:`WorkerStatus`; times are seconds of the worker's timer.
        """
        now = self._timer.monotonic()
        processors = []
        for slot in self._slots:
            backing_off = slot.backoff_until is not None and slot.backoff_until > now
            state: ProcessorState = (
                "running" if slot.running else "backing_off" if backing_off else "idle"
            )
            processors.append(
                ProcessorStatus(
                    name=slot.name,
                    state=state,
                    pending=slot.pending,
                    backoff_until=slot.backoff_until if backing_off else None,
                    backoff_remaining_s=(
                        slot.backoff_until - now
                        if backing_off and slot.backoff_until is not None
                        else 0.0
                    ),
                    consecutive_failures=slot.consecutive_failures,
                    last_result=slot.last_result,
                    last_error_kind=slot.last_error_kind,
                    batches=slot.batches,
                    processed=slot.processed,
                    failures=slot.failures,
                    cancelled=slot.cancelled,
                )
            )
        return WorkerStatus(
            state=self._state,
            foreground_depth=self._foreground_depth,
            idle_in_s=max(0.0, self._idle_at - now) if self._state != "stopped" else 0.0,
            windows=self._windows,
            processors=tuple(processors),
        )

    # ------------------------------------------------------------------ the loop

    async def _run(self) -> None:
        """Decide, wait, run idle windows, until cancelled by :meth:`stop`."""
        while True:
            self._changed.clear()
            now = self._timer.monotonic()
            if self._foreground_depth > 0:
                self._state = "foreground"
                await self._wait(None)
            elif now < self._idle_at and not self._now_requests:
                self._state = "waiting"
                await self._wait(self._idle_at)
            elif self._wake or (self._retry_at is not None and self._retry_at <= now):
                self._state = "running"
                await self._idle_window()
                if self._state == "running":
                    self._state = "waiting"
            else:
                self._state = "waiting"
                await self._wait(self._retry_at)

    async def _wait(self, deadline: float | None) -> None:
        """Wait for a signal (notify, foreground, stop) or until ``deadline`` (timer seconds)."""
        if deadline is None:
            await self._changed.wait()
            return
        waiter = asyncio.create_task(self._changed.wait(), name="agent-memory-worker-signal")
        sleeper = asyncio.create_task(
            self._timer.sleep_until(deadline), name="agent-memory-worker-timer"
        )
        try:
            await asyncio.wait({waiter, sleeper}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            waiter.cancel()
            sleeper.cancel()
            await asyncio.gather(waiter, sleeper, return_exceptions=True)

    async def _idle_window(self) -> None:
        """Run passes over the processors until none progresses or a foreground task starts."""
        self._wake = False
        self._retry_at = None
        self._windows += 1
        stalled: set[str] = set()
        window_batches = 0
        window_processed = 0
        while True:
            progressed = False
            for slot in self._slots:
                if self._foreground_depth > 0:
                    return
                now = self._timer.monotonic()
                if slot.name in stalled:
                    continue
                if slot.backoff_until is not None and slot.backoff_until > now:
                    continue
                before = slot.processed
                outcome = await self._run_one(slot)
                if outcome == "cancelled":
                    return
                if outcome == "progress":
                    progressed = True
                    window_batches += 1
                    window_processed += slot.processed - before
                elif outcome != "none":
                    stalled.add(slot.name)
            if not progressed:
                break
        self._schedule_retry(stalled)
        if window_batches or stalled:
            self._log.info(
                "worker.window_done",
                extra={
                    "batches": window_batches,
                    "processed": window_processed,
                    "stalled": sorted(stalled),
                },
            )

    def _schedule_retry(self, stalled: set[str]) -> None:
        """Set the earliest time a processor that still has work should be tried again."""
        now = self._timer.monotonic()
        candidates = [
            slot.backoff_until
            for slot in self._slots
            if slot.backoff_until is not None and slot.backoff_until > now
        ]
        if any(slot.name in stalled and slot.pending for slot in self._slots):
            candidates.append(now + self._retry_base_s)
        self._retry_at = min(candidates) if candidates else None

    async def _run_one(self, slot: _Slot) -> _Outcome:
        """Run ``has_pending()`` and, if true, one ``run_batch()`` of ``slot`` as an owned task."""
        task = asyncio.create_task(self._call(slot), name=f"agent-memory-batch-{slot.name}")
        self._batch_task = task
        slot.running = True
        slot.in_batch = False
        started = self._timer.monotonic()
        try:
            await asyncio.wait({task})
        except asyncio.CancelledError:
            task.cancel("stop")
            await asyncio.wait({task})
            self._count_cancel(slot, "stop")
            raise
        finally:
            slot.running = False
            self._batch_task = None
        if task.cancelled():
            self._count_cancel(slot, "foreground")
            return "cancelled"
        error = task.exception()
        if error is not None:
            if not isinstance(error, Exception):
                raise error
            self._record_failure(slot, error)
            return "failed"
        result = task.result()
        slot.consecutive_failures = 0
        slot.backoff_until = None
        if result is None:
            return "none"
        slot.batches += 1
        slot.processed += result.processed
        slot.last_result = result
        if self._observer is not None:
            try:
                self._observer(slot.name, result)
            except Exception as exc:  # noqa: BLE001 - an observer must not break the loop
                self._log.warning(
                    "worker.observer_failed",
                    extra={"scenario": slot.name, "error_kind": type(exc).__name__},
                )
        self._log.info(
            "worker.batch_done",
            extra={
                "scenario": slot.name,
                "processed": result.processed,
                "duration_s": round(self._timer.monotonic() - started, 6),
                "counts": dict(result.counts),
            },
        )
        return "progress" if result.processed > 0 else "stalled"

    def _count_cancel(self, slot: _Slot, reason: str) -> None:
        """Count and log a cancelled batch; a cancelled ``has_pending()`` alone is not counted."""
        if slot.in_batch:
            slot.in_batch = False
            slot.cancelled += 1
            self._log.info(
                "worker.batch_cancelled", extra={"scenario": slot.name, "reason": reason}
            )

    async def _call(self, slot: _Slot) -> BatchResult | None:
        """Ask for pending work and run one batch; ``None`` when there was nothing to do."""
        slot.pending = await slot.processor.has_pending()
        if not slot.pending:
            return None
        slot.in_batch = True
        result = await slot.processor.run_batch()
        if result.processed == 0:
            slot.pending = await slot.processor.has_pending()
        return result

    def _record_failure(self, slot: _Slot, error: Exception) -> None:
        """Count a failure, start the processor's backoff and log the error kind (never text)."""
        slot.failures += 1
        slot.consecutive_failures += 1
        slot.last_error_kind = type(error).__name__
        delay = min(
            self._retry_base_s * 2 ** (slot.consecutive_failures - 1),
            max(self._backoff_cap_s, self._retry_base_s),
        )
        slot.backoff_until = self._timer.monotonic() + delay
        self._log.warning(
            "worker.batch_failed",
            extra={
                "scenario": slot.name,
                "error_kind": slot.last_error_kind,
                "consecutive_failures": slot.consecutive_failures,
                "backoff_s": delay,
            },
        )
