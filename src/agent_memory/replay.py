"""Replay recorded notification files through the whole pipeline, in their own time.

The ``agent-memory run`` command: :func:`replay_files` publishes the decoded events of recorded
files through an open :class:`~agent_memory.runtime.AgentMemory` whose clock is a
:class:`ReplayClock`. Wall-clock time follows the ``received_at`` of the records as they are
published, so memories are created, and expire, relative to the notifications' own times, not to
the day the replay runs.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from agent_memory.ble.event import NotificationEvent
from agent_memory.errors import InvalidInput
from agent_memory.memory.model import MemoryRecord, StoreName
from agent_memory.notifications.ingest import RejectedLine, check_input_files, decode_input_file
from agent_memory.notifications.outcome import NotificationBatchResult, Outcome
from agent_memory.notifications.state import Gap
from agent_memory.runtime import AgentMemory
from agent_memory.worker import BatchResult

__all__ = ["REPLAY_SPEEDUP", "ReplayClock", "ReplayReport", "replay_files", "replay_start"]


REPLAY_SPEEDUP: Final = 60.0
"""How much faster than real time a replay's waits pass (one real second is a replay minute)."""


class ReplayClock:
    """A clock whose wall time is moved by a replay, and whose waits pass faster than real time.

    Also a :class:`~agent_memory.timer.Timer`: ``run`` gives it to the runtime as its timer too,
    so the storage monitor's cleaners count retention (spec: Storage Levels, 14 days at Normal)
    on the records' own time, not on the machine's. Its monotonic time runs ``speedup`` times
    faster than the machine's, and :meth:`sleep_until` sleeps that much shorter: the waits of
    the device being replayed (a processor's backoff after a model failure: 1, 2, 4 s ...) pass
    in a sixtieth of their time, so a replay against a model that keeps failing is not held up
    for minutes. Model calls themselves, and their timeouts, take the time they take. ``run``
    multiplies the storage monitor's period by the same factor, so its checks keep their pace
    in real time.

    Args:
        start: The first wall-clock time (aware; stored in UTC).
        speedup: Monotonic seconds per real second; at least 1.
    """

    def __init__(self, start: datetime, *, speedup: float = REPLAY_SPEEDUP) -> None:
        if start.tzinfo is None:
            raise InvalidInput("A replay clock needs an aware start time.", field="start")
        if speedup < 1.0:
            raise InvalidInput("A replay's speedup must be at least 1.", field="speedup")
        self._now = start.astimezone(UTC)
        self._speedup = speedup
        self._origin = time.monotonic()

    def now(self) -> datetime:
        """Return the replay's current wall-clock time (UTC)."""
        return self._now

    def monotonic(self) -> float:
        """Return monotonic seconds running ``speedup`` times faster than the machine's."""
        return self._origin + (time.monotonic() - self._origin) * self._speedup

    async def sleep_until(self, deadline: float) -> None:
        """Sleep until :meth:`monotonic` reaches ``deadline`` (``speedup`` times shorter)."""
        await asyncio.sleep(max(0.0, (deadline - self.monotonic()) / self._speedup))

    def start_at(self, when: datetime) -> None:
        """Set the wall clock to ``when`` even if earlier; call once before the replay starts."""
        self._now = when.astimezone(UTC)

    def advance_to(self, when: datetime) -> None:
        """Move the wall clock to ``when`` if that is later; it never goes back."""
        when = when.astimezone(UTC)
        if when > self._now:
            self._now = when


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


def replay_start(paths: Sequence[Path], input_format: str, default: datetime) -> datetime:
    """Return the time a replay of ``paths`` starts at: its first event's ``received_at``.

    A runtime opened for a replay must start its clock there, not at the machine's time: the
    cleaners run when it opens (spec: Storage Levels), and at the machine's time they would
    delete what an earlier replay on the same data directory made (Temporary memories of the
    records' own week, their processed shards) although the replay's own clock keeps them live.

    Args:
        paths: The files :func:`replay_files` will replay.
        input_format: As for :func:`replay_files`.
        default: Returned when the files hold no event, and the receipt time of an event whose
            format carries none (aware, UTC).

    Raises:
        InvalidInput: A file is missing or unreadable, or the format is unknown.
    """
    _, events, _ = _decode_files(paths, input_format, default, Counter())
    return events[0].received_at if events else default


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

    def _on_batch(_scenario: str, result: BatchResult) -> None:
        if isinstance(result, NotificationBatchResult) and result.processed:
            report.outcomes.extend(result.outcome.outcomes)
            report.batches += 1
            report.fallback_batches += result.outcome.fallback

    if events:
        clock.start_at(events[0].received_at)
    report.first_at = clock.now()
    # Every batch the worker commits during the replay hands its outcome to the report.
    with memory.worker.observe(_on_batch):
        await _publish_in_time(memory, clock, events, report, quiet_s, on_progress)
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


async def _publish_in_time(
    memory: AgentMemory,
    clock: ReplayClock,
    events: Sequence[NotificationEvent],
    report: ReplayReport,
    quiet_s: float,
    on_progress: Callable[[int, int], None] | None,
) -> None:
    """Publish ``events`` at their own times; catch up whenever the stream is quiet ``quiet_s``."""
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
