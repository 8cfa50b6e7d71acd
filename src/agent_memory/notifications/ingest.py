"""Ingest notification files through the ring into the NotificationContext (``ingest``).

This is the path a notification takes on a device, run on a recorded file: each decoded event is
published through the one :class:`~agent_memory.notifications.intake.Intake` (an
:class:`~agent_memory.ble.ring.EventRing` consumed by the
:class:`~agent_memory.notifications.context.NotificationContext`, which deduplicates replays and
persists the rest). Rejected lines are reported with their line number and reason; they never stop
the file and never touch what was already persisted.

Ingesting a file again adds nothing: the context's replay window (4096 fingerprints in the
service, spec: Default values) is widened for an ingest to the input's line count plus that
default (at most :data:`MAX_INGEST_WINDOW`), so every line of the file, and 4096 notifications
that came in between, are still in the window the second time.
"""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Final, Literal

from agent_memory.ble.ancs_recording import replay_ancs_file
from agent_memory.ble.dumpsys import iter_dumpsys_records
from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.formats import DecodedLine, decode_notification_line, read_notification_file
from agent_memory.ble.ring import MAX_PAGE, EventRing
from agent_memory.clock import Clock, SystemClock
from agent_memory.errors import DecodeError, InvalidInput, StorageError
from agent_memory.layout import DataLayout
from agent_memory.notifications.context import (
    DEFAULT_DEDUP_WINDOW,
    ContextStatus,
    NotificationContext,
)
from agent_memory.notifications.intake import Intake
from agent_memory.notifications.state import Gap

__all__ = [
    "FORMATS",
    "MAX_INGEST_WINDOW",
    "MAX_LISTED",
    "IngestReport",
    "InputFormat",
    "RejectedLine",
    "decode_text_body",
    "detect_format",
    "ingest_dedup_window",
    "ingest_file",
]

InputFormat = Literal["lines", "dumpsys", "ancs"]
MAX_LISTED: Final = 1000
"""Rejected lines and replays an :class:`IngestReport` lists one by one; the rest are counted."""
FORMATS: Final[tuple[str, ...]] = ("auto", "lines", "dumpsys", "ancs")
"""Values of ``ingest_file(format=...)``: ``auto`` detects per file."""

_ANCS_LINE: Final = re.compile(r"^\S+\s+connect\s")

MAX_INGEST_WINDOW: Final = 1 << 18
"""Most replay fingerprints an ingest keeps (about 80 MB at the worst; 262,144 lines)."""


def ingest_dedup_window(paths: Sequence[Path]) -> int:
    """Return the replay window for ingesting ``paths``: their line count plus the default.

    With it, ingesting the same files again persists nothing new as long as no more than
    :data:`~agent_memory.notifications.context.DEFAULT_DEDUP_WINDOW` other notifications were
    persisted in between. Counts newline bytes (an upper bound on the notifications of any
    input format); capped at :data:`MAX_INGEST_WINDOW`.

    Args:
        paths: Input files; one that cannot be read counts as empty (the decode reports it).

    Returns:
        A window size in fingerprints, at least the default.
    """
    lines = 0
    for path in paths:
        try:
            with path.open("rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    lines += block.count(b"\n") + 1
        except OSError:
            continue
    return min(DEFAULT_DEDUP_WINDOW + lines, MAX_INGEST_WINDOW)


def detect_format(path: Path) -> InputFormat:
    """Return the input format of ``path`` from its first meaningful line.

    ``dumpsys`` for ``adb shell dumpsys notification`` text, ``ancs`` for an ANCS recording
    (``docs/formats/ancs-recording.md``), else ``lines`` (``docs/formats/notification-input.md``).

    Raises:
        OSError: The file cannot be read.
    """
    with path.open(encoding="utf-8", errors="replace") as handle:
        for raw in handle:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("Current Notification") or "NotificationRecord(" in line:
                return "dumpsys"
            if _ANCS_LINE.match(line):
                return "ancs"
            return "lines"
    return "lines"


def check_input_files(paths: Sequence[Path], input_format: str) -> None:
    """Check the format name and that every path is a file, before anything is read.

    Raises:
        InvalidInput: An unknown format name (``field`` is ``format``), or a path that does not
            exist or is not a file.
    """
    if input_format not in FORMATS:
        raise InvalidInput(
            f"Unknown input format {input_format!r}; use one of {', '.join(FORMATS)}.",
            field="format",
        )
    for path in paths:
        if not path.is_file():
            raise InvalidInput(f"Input file {str(path)!r} does not exist or is not a file.")


def decode_input_file(
    path: Path, input_format: str, default_received_at: datetime
) -> Iterator[DecodedLine]:
    """Decode one input file of any supported format, one :class:`DecodedLine` per input unit.

    Args:
        path: The file.
        input_format: One of :data:`FORMATS`; ``auto`` detects it (:func:`detect_format`).
        default_received_at: Aware receipt time for lines that carry none.

    Returns:
        JSON / ``GB(...)`` lines: one entry per line (``skipped`` set for a line that carries
        no notification, ``formats.SKIP_KINDS``). A dumpsys dump: one per
        ``NotificationRecord`` block. An ANCS recording: one per rejected line and one per event,
        each with its 1-based line number (for an event, the line whose replay emitted it:
        events come from several lines).

    Raises:
        InvalidInput: The file cannot be read.
    """
    try:
        fmt = detect_format(path) if input_format == "auto" else input_format
        if fmt == "dumpsys":
            text = path.read_text(encoding="utf-8", errors="surrogateescape")
            for record in iter_dumpsys_records(text, received_at=default_received_at):
                yield DecodedLine(record.line, record.events, record.error)
        elif fmt == "ancs":
            replay = replay_ancs_file(path)
            for error in replay.errors:
                yield DecodedLine(error.line or 0, [], error)
            for event, line in zip(replay.events, replay.event_lines, strict=True):
                yield DecodedLine(line, [event], None)
        else:
            yield from read_notification_file(path, default_received_at=default_received_at)
    except OSError as exc:
        raise InvalidInput(f"Input file {str(path)!r} cannot be read.") from exc


@dataclass(frozen=True, slots=True)
class RejectedLine:
    """An input line that was not accepted: where, which field, and why (no input text)."""

    path: str
    line: int
    field: str | None
    reason: str

    @property
    def where(self) -> str:
        """Return ``<file name>:<line>``, or ``<file name> (whole file)`` for line 0.

        Line 0 is a problem of the file as a whole (an ANCS recording that ends with an
        unanswered request), not of one line.
        """
        name = Path(self.path).name
        return f"{name}:{self.line}" if self.line else f"{name} (whole file)"


@dataclass(slots=True)
class IngestReport:
    """What :func:`ingest_file` did.

    Attributes:
        lines: Input lines read (for a dump: records; for an ANCS recording: events and
            rejected lines). Every line either decoded to events, was skipped or was rejected.
        events: Events decoded and published.
        persisted: Records appended (new context ids).
        duplicates: ``(path, line)`` of the first :data:`MAX_LISTED` events dropped as replays.
        skipped: Lines that are not broken and carry no notification, counted by kind
            (``blank``, ``comment``, ``time_sync``, ``gadgetbridge:musicinfo``, ...; the kinds
            are listed in ``docs/formats/notification-input.md``). Never an error.
        rejected: The first :data:`MAX_LISTED` lines that could not be decoded.
        duplicate_count: Events dropped as replays, all of them.
        rejected_count: Lines that could not be decoded, all of them (a file of a million bad
            lines reports a count, not a million entries).
        gaps: Gaps recorded during the run.
        per_app: Persisted records per app id.
        status: The context's status after the run.
        shard_directory: Where the shards are.
    """

    lines: int = 0
    events: int = 0
    persisted: int = 0
    duplicates: list[tuple[str, int]] = field(default_factory=list)
    skipped: Counter[str] = field(default_factory=Counter)
    rejected: list[RejectedLine] = field(default_factory=list)
    duplicate_count: int = 0
    rejected_count: int = 0
    gaps: list[Gap] = field(default_factory=list)
    per_app: Counter[str] = field(default_factory=Counter)
    status: ContextStatus | None = None
    shard_directory: Path | None = None


def ingest_file(
    paths: list[Path],
    data_dir: Path,
    *,
    clock: Clock | None = None,
    input_format: str = "auto",
) -> IngestReport:
    """Decode ``paths`` and persist every notification in them under ``data_dir``.

    The events go through an :class:`~agent_memory.notifications.intake.Intake` over a ring of
    their own, in pages of 100. Runs its own event loop: call it from synchronous code (the
    ``ingest`` command); an asyncio program publishes through ``AgentMemory`` instead.

    Args:
        paths: Input files, read in order: JSON lines of the Android listener, iOS or
            Gadgetbridge shapes (``docs/formats/notification-input.md``), an
            ``adb shell dumpsys notification --noredact`` dump, or an ANCS recording
            (``docs/formats/ancs-recording.md``).
        data_dir: Data directory; records go to ``<data_dir>/memory/notifications/events/``.
        clock: Receipt time for lines that carry none; the system clock by default.
        input_format: One of :data:`FORMATS`; ``auto`` detects each file's format.

    Returns:
        The report. Persisted records are durable when this returns.

    Raises:
        InvalidInput: A path does not exist or is not a readable file, or the format is unknown.
        StorageError: The data directory cannot be written (what was persisted stays).
    """
    return asyncio.run(_ingest(paths, data_dir, clock or SystemClock(), input_format))


async def _ingest(
    paths: list[Path], data_dir: Path, clock: Clock, input_format: str
) -> IngestReport:
    check_input_files(paths, input_format)
    report = IngestReport()
    window = ingest_dedup_window(paths)
    layout = DataLayout(data_dir)
    try:
        layout.make_private()
    except OSError as exc:
        raise StorageError(
            "The data directory cannot be created or made private; check its permissions.",
            path=str(data_dir),
        ) from exc
    ring = EventRing(capacity=4 * MAX_PAGE)
    with NotificationContext.open(
        layout.notifications, ring, clock=clock, dedup_window=window
    ) as context:
        intake = Intake(ring, context, page=MAX_PAGE)
        events: list[NotificationEvent] = []
        origin: list[tuple[str, int]] = []

        async def publish() -> None:
            published = await intake.publish(events)
            report.persisted += published.persisted
            report.gaps.extend(published.gaps)
            for record in published.records:
                report.per_app[record.event.app_id] += 1
            for _generation, event_id, _cid in published.replays:
                report.duplicate_count += 1
                if len(report.duplicates) < MAX_LISTED:
                    report.duplicates.append(origin[event_id - published.first_event_id])
            events.clear()
            origin.clear()

        for path in paths:
            for decoded in decode_input_file(path, input_format, clock.now()):
                report.lines += 1
                if decoded.skipped is not None:
                    report.skipped[decoded.skipped] += 1
                if decoded.error is not None:
                    report.rejected_count += 1
                    if len(report.rejected) < MAX_LISTED:
                        report.rejected.append(
                            RejectedLine(
                                str(path), decoded.line, decoded.error.field, str(decoded.error)
                            )
                        )
                    continue
                for event in decoded.events:
                    events.append(event)
                    origin.append((str(path), decoded.line))
                    report.events += 1
                if len(events) >= MAX_PAGE:
                    await publish()
        await publish()
        report.status = context.status()
        report.shard_directory = context.shard_directory
    return report


def decode_text_body(text: str, now: datetime, max_notifications: int) -> list[NotificationEvent]:
    """Decode a text body (JSON / ``GB(...)`` lines, or a dumpsys dump) all or nothing.

    The ``POST /v1/notifications/text`` body: any bad line rejects the whole body, so a caller
    never has to learn which part was published.

    Args:
        text: The body.
        now: Aware receipt time for lines that carry none.
        max_notifications: Most notification lines the body may hold.

    Returns:
        The events, in body order.

    Raises:
        InvalidInput: A line or dump record does not decode (``field`` is ``body:<line>`` or
            ``body``), the body holds more than ``max_notifications`` lines or none.
    """
    stripped = text.lstrip()
    events: list[NotificationEvent] = []
    if stripped.startswith("Current Notification") or "NotificationRecord(" in text:
        for record in iter_dumpsys_records(text, received_at=now):
            if record.error is not None:
                raise InvalidInput(
                    f"Dump record at line {record.line} was not accepted: {record.error} "
                    "Nothing was published.",
                    field="body",
                )
            events.extend(record.events)
        return events
    count = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        count += 1
        if count > max_notifications:
            raise InvalidInput(
                f"At most {max_notifications} notifications per request; split it.",
                field="body",
            )
        try:
            events.extend(decode_notification_line(line, default_received_at=now, line=number))
        except DecodeError as exc:
            raise InvalidInput(
                f"Line {number} was not accepted: {exc} Nothing was published.",
                field=f"body:{number}",
            ) from exc
    if count == 0:
        raise InvalidInput("The body holds no notification line.", field="body")
    return events
