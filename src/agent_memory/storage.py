"""StorageMonitor: storage levels from free space, registered cleaners, and write gating.

Spec: Storage Levels and Privacy. The monitor measures the free space of the filesystem that holds
the data directory, turns it into a :class:`StorageLevel`, and then

* runs every registered :class:`Cleaner` whose ``min_level`` is reached, passing the level, so
  each cleaner deletes what that level allows. :class:`NotificationContextCleaner` keeps processed
  notification shards for 14 / 7 / 1 days at Normal / Warning / Critical and removes every
  processed shard at Emergency; it never touches an unprocessed record, because it only calls the
  context's ``cleanup_processed_before`` (cleaners must not delete JSONL themselves, to avoid racing
  with append and commit). The Temporary Memory Cleaner runs from Normal (a
  :class:`FunctionCleaner` around the store's purge call);
* switches the registered :class:`WriteGate` objects (the NotificationContext's ``writes_enabled``)
  off when the level rises to Critical or Emergency, and back on when it falls to Warning or Normal.
  While writes are off the notification processor consumes nothing new from the BLE ring; when they
  come back it resumes from its unchanged source cursor, and whatever the ring dropped meanwhile
  is recorded by the context as a gap.

Levels (defaults; each threshold is configurable, and a threshold of 0 switches that rule off)::

    level       free space below (either rule)     writes   context retention
    Normal      -                                  on       14 days
    Warning     512 MiB  or 10 % of the filesystem on        7 days
    Critical    128 MiB  or  5 %                   off       1 day
    Emergency    32 MiB  or  2 %                   off      all processed shards

Falling back to a lower level needs free space above the current level's thresholds by a margin
(16 MiB and 1 percentage point by default), so a level does not flap at its boundary. Rising is
immediate.

Checks run every ``interval_s`` seconds (default 60) while :meth:`StorageMonitor.start` is in
effect, and on demand with :meth:`StorageMonitor.check`. Time comes from an injectable
:class:`~agent_memory.timer.Timer` and free space from an injectable probe
(:func:`disk_usage_probe`, ``os.statvfs`` through :func:`shutil.disk_usage`, by default).

Logs are events named ``storage.*`` with levels, byte counts, cleaner names and error
kinds; never a file's content.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import inspect
import logging
import shutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from types import MappingProxyType, TracebackType
from typing import Protocol

from agent_memory.errors import InvalidInput, LifecycleError, StorageError
from agent_memory.timer import SystemTimer, Timer

__all__ = [
    "DEFAULT_CHECK_INTERVAL_S",
    "DEFAULT_CONTEXT_RETENTION_DAYS",
    "Cleaner",
    "CleanerRun",
    "CleanupTarget",
    "DiskUsage",
    "FreeSpaceProbe",
    "FunctionCleaner",
    "LevelThreshold",
    "NotificationContextCleaner",
    "StorageLevel",
    "StorageMonitor",
    "StorageReport",
    "StorageThresholds",
    "WriteGate",
    "disk_usage_probe",
]

MiB = 1024 * 1024

DEFAULT_CHECK_INTERVAL_S = 60.0
"""Seconds between periodic checks."""


class StorageLevel(enum.IntEnum):
    """How short the data directory's filesystem is of free space; higher is worse."""

    NORMAL = 0
    WARNING = 1
    CRITICAL = 2
    EMERGENCY = 3

    @property
    def writes_allowed(self) -> bool:
        """Whether the NotificationContext may write at this level (spec: not at Critical+)."""
        return self < StorageLevel.CRITICAL


DEFAULT_CONTEXT_RETENTION_DAYS: Mapping[StorageLevel, int | None] = MappingProxyType(
    {
        StorageLevel.NORMAL: 14,
        StorageLevel.WARNING: 7,
        StorageLevel.CRITICAL: 1,
        StorageLevel.EMERGENCY: None,
    }
)
"""Days of processed notification shards kept per level (spec); ``None``: keep none."""


@dataclass(frozen=True)
class DiskUsage:
    """Space of one filesystem, as a probe measured it.

    Attributes:
        total_bytes: Size of the filesystem in bytes.
        free_bytes: Bytes an unprivileged process can still write (``f_bavail * f_frsize``).
    """

    total_bytes: int
    free_bytes: int

    @property
    def free_percent(self) -> float:
        """Free bytes as a percentage of the total (0.0 for an empty total)."""
        return 100.0 * self.free_bytes / self.total_bytes if self.total_bytes > 0 else 0.0


FreeSpaceProbe = Callable[[Path], DiskUsage]
"""Measure the filesystem holding a path; may block briefly (it runs in a thread)."""


def disk_usage_probe(path: Path) -> DiskUsage:
    """Measure the filesystem that holds ``path`` with :func:`shutil.disk_usage` (``statvfs``).

    Args:
        path: Any existing path on the filesystem to measure.

    Returns:
        Total and free (available to unprivileged writers) bytes.

    Raises:
        StorageError: If the filesystem cannot be queried (missing path, I/O error).
    """
    try:
        usage = shutil.disk_usage(path)
    except OSError as exc:
        raise StorageError(
            "The free space of the data directory could not be read; check that it exists.",
            path=str(path),
        ) from exc
    return DiskUsage(total_bytes=usage.total, free_bytes=usage.free)


@dataclass(frozen=True)
class LevelThreshold:
    """Free space below which a level is reached: below ``free_bytes`` *or* ``free_percent``.

    Attributes:
        free_bytes: Threshold in bytes; 0 switches the byte rule off.
        free_percent: Threshold in percent of the filesystem's size; 0 switches it off.
    """

    free_bytes: int
    free_percent: float

    def reached(self, usage: DiskUsage, margin_bytes: int = 0, margin_percent: float = 0.0) -> bool:
        """Return whether ``usage`` is below this threshold raised by the margins."""
        by_bytes = self.free_bytes > 0 and usage.free_bytes < self.free_bytes + margin_bytes
        by_percent = self.free_percent > 0 and usage.free_percent < (
            self.free_percent + margin_percent
        )
        return by_bytes or by_percent


@dataclass(frozen=True)
class StorageThresholds:
    """Thresholds of the three non-normal levels and the recovery margin.

    Defaults suit a device data partition of a few GiB; on a large disk, set the percentages to
    0 to use bytes only.

    Attributes:
        warning: Default 512 MiB or 10 %.
        critical: Default 128 MiB or 5 %.
        emergency: Default 32 MiB or 2 %.
        recovery_margin_bytes: Extra free bytes needed to leave a level downwards (16 MiB).
        recovery_margin_percent: Extra percentage points needed to leave a level (1.0).

    Raises:
        InvalidInput: If a threshold is negative or a worse level has a larger threshold than a
            milder one.
    """

    warning: LevelThreshold = field(default_factory=lambda: LevelThreshold(512 * MiB, 10.0))
    critical: LevelThreshold = field(default_factory=lambda: LevelThreshold(128 * MiB, 5.0))
    emergency: LevelThreshold = field(default_factory=lambda: LevelThreshold(32 * MiB, 2.0))
    recovery_margin_bytes: int = 16 * MiB
    recovery_margin_percent: float = 1.0

    def __post_init__(self) -> None:
        ordered = (self.warning, self.critical, self.emergency)
        values = [t.free_bytes for t in ordered] + [t.free_percent for t in ordered]
        values += [self.recovery_margin_bytes, self.recovery_margin_percent]
        if any(v < 0 for v in values):
            raise InvalidInput("Storage thresholds and margins must not be negative.")
        for milder, worse in ((self.warning, self.critical), (self.critical, self.emergency)):
            if worse.free_bytes > milder.free_bytes or worse.free_percent > milder.free_percent:
                raise InvalidInput(
                    "A worse storage level must not have a larger threshold than a milder one; "
                    "order them warning >= critical >= emergency."
                )

    def level_for(self, usage: DiskUsage, current: StorageLevel | None = None) -> StorageLevel:
        """Return the level of ``usage``; with ``current``, fall back only past the margin.

        Args:
            usage: The measured space.
            current: The level in effect now, or ``None`` on the first check.

        Returns:
            The worst level whose threshold ``usage`` is below. If that is milder than
            ``current``, the result is the level computed with every threshold raised by the
            recovery margins, but never worse than ``current``.
        """
        raw = self._classify(usage, 0, 0.0)
        if current is None or raw >= current:
            return raw
        held = self._classify(usage, self.recovery_margin_bytes, self.recovery_margin_percent)
        return max(raw, min(held, current))

    def _classify(self, usage: DiskUsage, margin_bytes: int, margin_pct: float) -> StorageLevel:
        for level, threshold in (
            (StorageLevel.EMERGENCY, self.emergency),
            (StorageLevel.CRITICAL, self.critical),
            (StorageLevel.WARNING, self.warning),
        ):
            if threshold.reached(usage, margin_bytes, margin_pct):
                return level
        return StorageLevel.NORMAL


class Cleaner(Protocol):
    """Something the monitor runs at every check to give space back.

    ``clean`` deletes what ``level`` allows and returns a report object (kept on
    :class:`CleanerRun`, never logged). It may be a plain or an ``async`` function result: an
    awaitable is awaited. Raising is logged with the error kind and does not stop other cleaners.
    """

    @property
    def name(self) -> str:
        """Return a short name for logs (``notification_context``, ``temporary_memory``)."""
        ...

    def clean(self, level: StorageLevel, now: datetime) -> object:
        """Delete what ``level`` allows at ``now`` (UTC) and return a report (or an awaitable)."""
        ...


class CleanupTarget(Protocol):
    """The part of NotificationContext the context cleaner drives (spec: CleanupProcessedBefore).

    ``cleanup_processed_before(before)`` deletes only whole UTC date shards older than ``before``
    (shard date < ``before``) whose records are all processed (at or behind the memory cursor),
    and returns what it deleted. It may return an awaitable.
    """

    def cleanup_processed_before(self, before: date) -> object:
        """Delete fully processed shards dated before ``before``; return what was deleted."""
        ...


class WriteGate(Protocol):
    """A component whose writes the monitor switches off at Critical and Emergency."""

    @property
    def writes_enabled(self) -> bool:
        """Whether the component may write now."""
        ...

    @writes_enabled.setter
    def writes_enabled(self, value: bool) -> None: ...


class NotificationContextCleaner:
    """Clean processed notification shards by level through the context's own cleanup call.

    For level ``L`` with retention ``d = retention_days[L]`` and ``today`` the UTC date of
    ``now``, it calls ``context.cleanup_processed_before(today - d days)``: shards dated strictly
    before that day go, if fully processed, so the last ``d`` days before today and today stay.
    With ``d = None`` (Emergency) it passes ``today + 1 day``: every fully processed shard goes,
    today's included. Unprocessed records are never deleted: the context refuses them.

    Args:
        context: The NotificationContext (anything with ``cleanup_processed_before``).
        retention_days: Days kept per level; :data:`DEFAULT_CONTEXT_RETENTION_DAYS` (spec:
            14 / 7 / 1 / all processed) if omitted. A level missing from the mapping is skipped.
        name: Name used in logs and reports.
    """

    def __init__(
        self,
        context: CleanupTarget,
        retention_days: Mapping[StorageLevel, int | None] = DEFAULT_CONTEXT_RETENTION_DAYS,
        *,
        name: str = "notification_context",
    ) -> None:
        for level, days in retention_days.items():
            if days is not None and days < 0:
                raise InvalidInput(
                    f"Retention for level {level.name} must be zero or more days.",
                    field="retention_days",
                )
        self._context = context
        self._retention = dict(retention_days)
        self._name = name

    @property
    def name(self) -> str:
        """The cleaner's name."""
        return self._name

    def cutoff(self, level: StorageLevel, now: datetime) -> date | None:
        """Return the ``before`` date used at ``level`` and ``now``, or ``None`` to skip."""
        if level not in self._retention:
            return None
        days = self._retention[level]
        today = now.date()
        return today + timedelta(days=1) if days is None else today - timedelta(days=days)

    async def clean(self, level: StorageLevel, now: datetime) -> object:
        """Call ``cleanup_processed_before`` with this level's cutoff; return its result.

        Returns:
            The context's result (its CleanupResult), or ``None`` when the level is skipped.
        """
        before = self.cutoff(level, now)
        if before is None:
            return None
        cleanup = self._context.cleanup_processed_before
        if inspect.iscoroutinefunction(cleanup):
            return await cleanup(before)
        # A blocking cleanup (the NotificationContext deletes files and fsyncs) runs off the loop.
        result = await asyncio.to_thread(cleanup, before)
        if inspect.isawaitable(result):
            result = await result
        return result


class FunctionCleaner:
    """Wrap a purge call (for example the Temporary Memory Cleaner) as a :class:`Cleaner`.

    Args:
        name: Name for logs and reports (``temporary_memory``).
        purge: Called with ``now`` (UTC) at every check; deletes expired or removed records and
            returns a report (a count ...); may be ``async``.
    """

    def __init__(self, name: str, purge: Callable[[datetime], object]) -> None:
        self._name = name
        self._purge = purge

    @property
    def name(self) -> str:
        """The cleaner's name."""
        return self._name

    async def clean(self, level: StorageLevel, now: datetime) -> object:
        """Run the purge call whatever the level; return its result."""
        result = self._purge(now)
        if inspect.isawaitable(result):
            result = await result
        return result


@dataclass(frozen=True)
class CleanerRun:
    """What one cleaner did in one check.

    Attributes:
        name: The cleaner's name.
        result: What it returned (``None`` if it failed or skipped the level).
        error_kind: Class name of the exception it raised, or ``None``.
    """

    name: str
    result: object
    error_kind: str | None = None


@dataclass(frozen=True)
class StorageReport:
    """The outcome of one :meth:`StorageMonitor.check`.

    Attributes:
        level: The level in effect after the check (after cleaning).
        measured_level: The level measured before cleaning (what the cleaners were run for).
        previous_level: The level before the check (``None`` on the first check).
        usage: Space measured after cleaning (before, if no cleaner ran).
        checked_at: When the check started (UTC).
        writes_enabled: Whether the write gates are on after the check.
        cleaners: One entry per cleaner that ran, in registration order.
    """

    level: StorageLevel
    measured_level: StorageLevel
    previous_level: StorageLevel | None
    usage: DiskUsage
    checked_at: datetime
    writes_enabled: bool
    cleaners: tuple[CleanerRun, ...]


@dataclass
class _Registered:
    cleaner: Cleaner
    min_level: StorageLevel


class StorageMonitor:
    """Measure free space, set the storage level, run cleaners and gate writes.

    Args:
        data_dir: The data directory; its filesystem is measured.
        thresholds: Level thresholds; :class:`StorageThresholds` defaults if omitted.
        probe: Free-space probe; :func:`disk_usage_probe` if omitted.
        interval_s: Seconds between periodic checks (default 60); must be positive.
        timer: Time source and sleeper; :class:`~agent_memory.timer.SystemTimer` if omitted.

    Raises:
        InvalidInput: If ``interval_s`` is not positive.
    """

    def __init__(
        self,
        data_dir: Path,
        *,
        thresholds: StorageThresholds | None = None,
        probe: FreeSpaceProbe = disk_usage_probe,
        interval_s: float = DEFAULT_CHECK_INTERVAL_S,
        timer: Timer | None = None,
    ) -> None:
        if interval_s <= 0:
            raise InvalidInput("The check interval must be positive.", field="interval_s")
        self._data_dir = Path(data_dir)
        self._thresholds = thresholds if thresholds is not None else StorageThresholds()
        self._probe = probe
        self._interval_s = float(interval_s)
        self._timer: Timer = timer if timer is not None else SystemTimer()
        self._cleaners: list[_Registered] = []
        self._gates: list[WriteGate] = []
        self._listeners: list[Callable[[StorageLevel, StorageLevel | None], None]] = []
        self._level: StorageLevel | None = None
        self._last: StorageReport | None = None
        self._lock = asyncio.Lock()
        self._task: asyncio.Task[None] | None = None
        self._log = logging.getLogger("agent_memory.storage")

    @property
    def level(self) -> StorageLevel | None:
        """The level in effect, or ``None`` before the first successful check."""
        return self._level

    @property
    def last_report(self) -> StorageReport | None:
        """The last successful check's report, or ``None``."""
        return self._last

    @property
    def thresholds(self) -> StorageThresholds:
        """The thresholds in use."""
        return self._thresholds

    def register_cleaner(
        self, cleaner: Cleaner, *, min_level: StorageLevel = StorageLevel.NORMAL
    ) -> None:
        """Run ``cleaner`` at every check whose level is ``min_level`` or worse.

        Cleaners run in registration order, one at a time, on the event loop (a cleaner with
        blocking work should offload it itself).
        """
        self._cleaners.append(_Registered(cleaner, min_level))

    def register_write_gate(self, gate: WriteGate) -> None:
        """Switch ``gate.writes_enabled`` with the level (off at Critical and Emergency).

        If a level is already known, the gate is set to match it at once.
        """
        self._gates.append(gate)
        if self._level is not None:
            gate.writes_enabled = self._level.writes_allowed

    def add_level_listener(
        self, listener: Callable[[StorageLevel, StorageLevel | None], None]
    ) -> None:
        """Call ``listener(new_level, old_level)`` on every level change, after the gates switch.

        The runtime uses it to wake the worker (``worker.notify()``) when writes come back, so the
        notification processor resumes consuming without waiting for its stalled retry. A
        listener runs on the event loop and must not block; its exceptions are logged by kind.
        """
        self._listeners.append(listener)

    async def check(self) -> StorageReport:
        """Measure, set the level, gate writes, run cleaners, measure again; one at a time.

        On a level change the gates are switched before any cleaner runs. After the cleaners,
        the space is measured again and the level may fall (past the recovery margin), which
        switches writes back on in the same check.

        Nothing here is buffered: a gate switch and a cleaner's deletions have happened when the
        call returns (their durability is the context's: it fsyncs its directory). If the call is
        cancelled, the level and gates are those of the last completed step, and a cleaner that
        was interrupted is the context's concern (it deletes whole shards only).

        Returns:
            The report of this check (also kept as :attr:`last_report`).

        Raises:
            StorageError: If the probe fails; the level and the gates stay as they were.
        """
        async with self._lock:
            checked_at = self._timer.now()
            previous = self._level
            usage = await self._measure()
            self._apply_level(self._thresholds.level_for(usage, previous), usage)
            assert self._level is not None
            measured = self._level
            runs: list[CleanerRun] = []
            for entry in self._cleaners:
                if measured >= entry.min_level:
                    runs.append(await self._run_cleaner(entry.cleaner, measured, checked_at))
            if runs:
                usage = await self._measure()
                self._apply_level(self._thresholds.level_for(usage, self._level), usage)
            report = StorageReport(
                level=self._level,
                measured_level=measured,
                previous_level=previous,
                usage=usage,
                checked_at=checked_at,
                writes_enabled=self._level.writes_allowed,
                cleaners=tuple(runs),
            )
            self._last = report
            return report

    async def _measure(self) -> DiskUsage:
        try:
            return await asyncio.to_thread(self._probe, self._data_dir)
        except StorageError:
            self._log.warning("storage.probe_failed", extra={"error_kind": "StorageError"})
            raise
        except OSError as exc:
            self._log.warning("storage.probe_failed", extra={"error_kind": type(exc).__name__})
            raise StorageError(
                "The free space of the data directory could not be read; check that it exists.",
                path=str(self._data_dir),
            ) from exc

    def _apply_level(self, level: StorageLevel, usage: DiskUsage) -> None:
        old = self._level
        if old == level:
            return
        self._level = level
        if old is None or old.writes_allowed != level.writes_allowed:
            for gate in self._gates:
                gate.writes_enabled = level.writes_allowed
        self._log.info(
            "storage.level_changed",
            extra={
                "storage_level": level.name.lower(),
                "previous_level": None if old is None else old.name.lower(),
                "free_bytes": usage.free_bytes,
                "total_bytes": usage.total_bytes,
                "writes_enabled": level.writes_allowed,
            },
        )
        for listener in self._listeners:
            try:
                listener(level, old)
            except Exception as exc:  # noqa: BLE001 - a listener must not break the check
                self._log.warning(
                    "storage.listener_failed", extra={"error_kind": type(exc).__name__}
                )

    async def _run_cleaner(
        self, cleaner: Cleaner, level: StorageLevel, now: datetime
    ) -> CleanerRun:
        try:
            result = cleaner.clean(level, now)
            if inspect.isawaitable(result):
                result = await result
        except Exception as exc:  # noqa: BLE001 - one cleaner failing must not stop the others
            self._log.warning(
                "storage.cleaner_failed",
                extra={
                    "cleaner": cleaner.name,
                    "storage_level": level.name.lower(),
                    "error_kind": type(exc).__name__,
                },
            )
            return CleanerRun(name=cleaner.name, result=None, error_kind=type(exc).__name__)
        self._log.info(
            "storage.cleaner_ran",
            extra={"cleaner": cleaner.name, "storage_level": level.name.lower()},
        )
        return CleanerRun(name=cleaner.name, result=result)

    # ------------------------------------------------------------------ periodic checks

    async def start(self) -> None:
        """Check now, then every ``interval_s`` seconds in a task the monitor owns.

        Raises:
            LifecycleError: If already started.
        """
        if self._task is not None:
            raise LifecycleError("The storage monitor is already started; stop it first.")
        self._task = asyncio.create_task(self._run(), name="agent-memory-storage-monitor")

    async def stop(self) -> None:
        """Cancel the periodic checks and wait for them; a stopped monitor does nothing."""
        task = self._task
        if task is None:
            return
        task.cancel("stop")
        try:
            await asyncio.wait({task})
        finally:
            if task.done():
                self._task = None

    async def __aenter__(self) -> StorageMonitor:
        """Start periodic checks (see :meth:`start`) and return the monitor."""
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Stop periodic checks (see :meth:`stop`)."""
        await self.stop()

    async def _run(self) -> None:
        while True:
            started = self._timer.monotonic()
            # A failed probe is logged by _measure; the level stays, the next interval retries.
            with contextlib.suppress(StorageError):
                await self.check()
            await self._timer.sleep_until(started + self._interval_s)
