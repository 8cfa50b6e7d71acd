"""Ingest a notification file through the ring into the NotificationContext (the main job's core).

This is the path a notification takes on a device, run on a recorded file: each decoded event is
published into an :class:`~agent_memory.ble.ring.EventRing` and consumed by the
:class:`~agent_memory.notifications.context.NotificationContext`, which deduplicates replays and
persists the rest. Rejected lines are reported with their line number and reason; they never stop
the file and never touch what was already persisted.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from agent_memory.ble.formats import read_notification_file
from agent_memory.ble.ring import MAX_PAGE, EventRing
from agent_memory.clock import Clock, SystemClock
from agent_memory.errors import InvalidInput
from agent_memory.layout import DataLayout
from agent_memory.notifications.context import ContextStatus, NotificationContext
from agent_memory.notifications.state import Gap

__all__ = ["IngestReport", "RejectedLine", "ingest_file"]


@dataclass(frozen=True, slots=True)
class RejectedLine:
    """An input line that was not accepted: where, which field, and why (no input text)."""

    path: str
    line: int
    field: str | None
    reason: str


@dataclass(slots=True)
class IngestReport:
    """What :func:`ingest_file` did.

    Attributes:
        lines: Non-empty input lines read.
        events: Events decoded and published.
        persisted: Records appended (new context ids).
        duplicates: ``(path, line)`` of each event dropped as a replay.
        rejected: Lines that could not be decoded.
        gaps: Gaps recorded during the run.
        per_app: Persisted records per app id.
        status: The context's status after the run.
        shard_directory: Where the shards are.
    """

    lines: int = 0
    events: int = 0
    persisted: int = 0
    duplicates: list[tuple[str, int]] = field(default_factory=list)
    rejected: list[RejectedLine] = field(default_factory=list)
    gaps: list[Gap] = field(default_factory=list)
    per_app: Counter[str] = field(default_factory=Counter)
    status: ContextStatus | None = None
    shard_directory: Path | None = None


def ingest_file(paths: list[Path], data_dir: Path, *, clock: Clock | None = None) -> IngestReport:
    """Decode ``paths`` and persist every notification in them under ``data_dir``.

    Args:
        paths: Input files (``docs/formats/notification-input.md``), read in order.
        data_dir: Data directory; records go to ``<data_dir>/memory/notifications/events/``.
        clock: Receipt time for lines that carry none; the system clock by default.

    Returns:
        The report. Persisted records are durable when this returns.

    Raises:
        InvalidInput: A path does not exist or is not a readable file.
        StorageError: The data directory cannot be written (what was persisted stays).
    """
    clock = clock or SystemClock()
    for path in paths:
        if not path.is_file():
            raise InvalidInput(f"Input file {str(path)!r} does not exist or is not a file.")
    report = IngestReport()
    ring = EventRing(capacity=4 * MAX_PAGE)
    origin: dict[int, tuple[str, int]] = {}
    with NotificationContext.open(DataLayout(data_dir).notifications, ring, clock=clock) as context:

        def consume() -> None:
            result = context.consume(MAX_PAGE)
            report.persisted += len(result.persisted)
            report.gaps.extend(result.gaps)
            for record in result.persisted:
                report.per_app[record.event.app_id] += 1
                origin.pop(record.event_id, None)
            for _generation, event_id, _cid in result.duplicates:
                report.duplicates.append(origin.pop(event_id))

        for path in paths:
            try:
                decoded_lines = read_notification_file(path, default_received_at=clock.now())
                for decoded in decoded_lines:
                    report.lines += 1
                    if decoded.error is not None:
                        report.rejected.append(
                            RejectedLine(
                                str(path), decoded.line, decoded.error.field, str(decoded.error)
                            )
                        )
                        continue
                    for event in decoded.events:
                        published = ring.publish(event)
                        origin[published.event_id] = (str(path), decoded.line)
                        report.events += 1
                        if published.event_id - _consumed(context, ring) >= MAX_PAGE:
                            consume()
            except OSError as exc:
                raise InvalidInput(f"Input file {str(path)!r} cannot be read.") from exc
        while ring.last_event_id > _consumed(context, ring):
            consume()
        report.status = context.status()
        report.shard_directory = context.shard_directory
    return report


def _consumed(context: NotificationContext, ring: EventRing) -> int:
    cursor = context.source_cursor
    if cursor is None or cursor.generation != ring.generation:
        return 0
    return cursor.event_id
