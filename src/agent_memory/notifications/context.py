"""NotificationContext: durable intake, cursors and gaps (spec: Notification Context).

The context pulls events from the ``ble_service`` ring, drops replays, appends every other event as
one JSON line to a UTC date shard with a new ``context_id``, and keeps two cursors:

* the **source cursor** (ring generation and event id): advanced only after the lines are durable;
* the **memory cursor** (context_id, shard, byte offset): advanced by :meth:`commit_processed`
  after the memory writes for a batch succeeded.

On disk (``<data_dir>/memory/notifications/``)::

    events/YYYY-MM-DD.jsonl   the records   (docs/formats/notification-shard.md)
    state.json[.prev]         the checkpoint (docs/formats/notification-state.md)
    quarantine/               bad lines kept aside, never deleted by the context

Recovery on open (cases D1-D6): every shard's torn tail is cut (whole lines that are not records
are first copied to ``quarantine/<shard>.<offset>.tail``); the state's newest valid copy is
loaded; ``next_context_id`` becomes ``max(state, newest id in the log + 1)`` and is never reused;
a state that is ahead of the log (a lost tail) records a ``lost_tail`` gap and pulls the cursors
back onto durable data; the source cursor falls back to the newest record's ring position when the
state lags the log; the replay fingerprints are rebuilt from the newest records. Opening reads
only shard tails, so it costs the same for a day of history as for a year.

Threading: every public method is blocking (file I/O, fsync) and thread-safe; they serialize on one
lock. Async code calls them through ``asyncio.to_thread``; a cancelled await leaves the call
running to completion in its thread, so a method either happened completely or not at all.
"""

from __future__ import annotations

import fcntl
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Final

from agent_memory.ble.ring import EventRing, PublishedEvent, RingCursor, RingGap
from agent_memory.clock import Clock, SystemClock
from agent_memory.errors import (
    CursorError,
    InvalidInput,
    LifecycleError,
    StorageError,
)
from agent_memory.layout import make_private_dir, open_private
from agent_memory.notifications.purge import (
    PurgeEntry,
    PurgeLog,
    PurgeResult,
    PurgeSelector,
    count_apps,
    id_ranges,
    in_ranges,
)
from agent_memory.notifications.record import (
    NotificationRecord,
    ShardPosition,
    encode_record,
    fingerprint,
)
from agent_memory.notifications.shards import FileSystem, RawLine, ShardLog, shard_name
from agent_memory.notifications.state import (
    BatchAttempts,
    Gap,
    MemoryCursor,
    NotificationContextState,
    StateFile,
)

__all__ = [
    "DEFAULT_DEDUP_WINDOW",
    "FUTURE_RECEIPT_TOLERANCE",
    "REPLAY_WITHOUT_TIMESTAMP_S",
    "CleanupResult",
    "ConsumeResult",
    "ContextStatus",
    "NotificationContext",
]

DEFAULT_DEDUP_WINDOW: Final = 4096
"""Replay fingerprints retained (spec: Memory and Recall defaults)."""

FUTURE_RECEIPT_TOLERANCE: Final = timedelta(days=1)
"""A receipt time further ahead of the device clock than this is not believed: the record is
filed under the device's own time, and the claimed time is kept in ``claimed_received_at``
(docs/formats/notification-shard.md). One such record must not send every later one to a shard
of a far-future date that retention never reaches."""

REPLAY_WITHOUT_TIMESTAMP_S: Final = 600
"""A repeat of content that carries no phone timestamp counts as a replay only when flagged
PreExisting (ANCS) or within this many seconds of the first; two calls from the same person an
hour apart are two notifications."""


@dataclass(frozen=True, slots=True)
class ConsumeResult:
    """What one :meth:`NotificationContext.consume` did.

    Attributes:
        persisted: Records appended, in context_id order; durable.
        duplicates: Ring events dropped as replays, as ``(generation, event_id, context_id of
            the record they repeat)``.
        gaps: Gaps recorded by this call.
        source_cursor: The source cursor after the call.
        skipped: True when writes are disabled and nothing was pulled.
    """

    persisted: list[NotificationRecord]
    duplicates: list[tuple[str, int, int]]
    gaps: list[Gap]
    source_cursor: RingCursor | None
    skipped: bool = False


@dataclass(frozen=True, slots=True)
class CleanupResult:
    """What :meth:`NotificationContext.cleanup_processed_before` did.

    Attributes:
        deleted: Shard names deleted (all records in them were processed).
        kept_unprocessed: Shards older than the cut-off kept because they hold pending records
            or are the shard being written.
    """

    deleted: list[str]
    kept_unprocessed: list[str]


@dataclass(frozen=True, slots=True)
class ContextStatus:
    """A snapshot for ``status`` displays."""

    source_cursor: RingCursor | None
    memory_cursor: MemoryCursor
    next_context_id: int
    pending: int
    gaps: list[Gap]
    recoveries: list[str]
    shards: list[str]
    writes_enabled: bool


@dataclass(slots=True)
class _Fingerprints:
    """Bounded, insertion-ordered window of recent fingerprints."""

    capacity: int
    seen: OrderedDict[str, tuple[int, datetime]] = field(default_factory=OrderedDict)

    def add(self, fp: str, context_id: int, received_at: datetime) -> None:
        seen = self.seen
        if fp in seen:
            seen.move_to_end(fp)
        seen[fp] = (context_id, received_at)
        self.trim()

    def trim(self) -> None:
        """Forget the oldest fingerprints beyond the capacity (after ``seen`` was added to)."""
        seen = self.seen
        while len(seen) > self.capacity:
            seen.popitem(last=False)


class NotificationContext:
    """Durable notification intake with source and memory cursors.

    Use :meth:`open`; the constructor is private.
    """

    def __init__(
        self,
        directory: Path,
        ring: EventRing,
        *,
        clock: Clock,
        dedup_window: int,
        fs: FileSystem | None,
    ) -> None:
        self.directory = directory
        self._ring = ring
        self._clock = clock
        self._log = ShardLog(directory / "events", fs)
        self._state_file = StateFile(directory)
        self._purges = PurgeLog(directory)
        self._quarantine = directory / "quarantine"
        self._state = NotificationContextState()
        self._fingerprints = _Fingerprints(dedup_window)
        self._newest_shard = ""
        self._lock = threading.RLock()
        self._closed = False
        self._writes_enabled = True
        self._pulled = False
        self._lock_fd = -1
        self._saved_drained: tuple[RingCursor | None, bool] = (None, False)

    # ----------------------------------------------------------------------------- lifecycle

    @classmethod
    def open(
        cls,
        directory: Path,
        ring: EventRing,
        *,
        clock: Clock | None = None,
        dedup_window: int = DEFAULT_DEDUP_WINDOW,
        fs: FileSystem | None = None,
    ) -> NotificationContext:
        """Open (creating if needed) the context in ``directory`` and run recovery.

        Args:
            directory: The ``notifications/`` directory (``<data_dir>/memory/notifications``).
            ring: The ring to consume from.
            clock: Time source for receipt dates of gaps; the system clock by default.
            dedup_window: How many replay fingerprints to keep (default 4096).
            fs: System-call seam for the log; the real one by default.

        Returns:
            The open context. What recovery did is in ``status().recoveries`` and ``gaps``.

        Raises:
            StorageError: The directory cannot be created or read.
            LifecycleError: Another process has the context open (a ``lockf`` lock on
                ``notifications/LOCK``; the kernel releases it when that process dies).
            ValueError: ``dedup_window`` is not positive.
        """
        if dedup_window <= 0:
            raise ValueError("dedup_window must be positive.")
        try:
            make_private_dir(directory, own_files=True)
            if (directory / "quarantine").is_dir():
                make_private_dir(directory / "quarantine", own_files=True)
        except OSError as exc:
            raise StorageError(
                "Cannot create the notifications directory; check permissions.",
                path=str(directory),
            ) from exc
        context = cls(
            directory, ring, clock=clock or SystemClock(), dedup_window=dedup_window, fs=fs
        )
        context._take_process_lock()
        try:
            context._recover()
        except BaseException:
            context._release_process_lock()
            raise
        return context

    def _take_process_lock(self) -> None:
        path = self.directory / "LOCK"
        try:
            fd = open_private(path, os.O_RDWR)
        except OSError as exc:
            raise StorageError("Cannot open the context lock file.", path=str(path)) from exc
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            os.close(fd)
            raise LifecycleError(
                "The notification context is open in another process; stop that process or "
                "ask it through its API."
            ) from exc
        self._lock_fd = fd

    def _release_process_lock(self) -> None:
        if self._lock_fd >= 0:
            os.close(self._lock_fd)  # closing the descriptor releases the lockf lock
            self._lock_fd = -1

    def close(self) -> None:
        """Write a final checkpoint, release the process lock and refuse further calls.

        When the ring holds nothing unconsumed, the checkpoint says so, and a new ring generation
        on the next open is not recorded as a gap.
        """
        with self._lock:
            if self._closed:
                return
            if self._pulled:  # a context that never read its ring leaves the flag as it found it
                self._state.source_drained = self._ring_drained()
            try:
                self._save()
            finally:
                self._closed = True
                self._log.close()
                self._release_process_lock()

    def __enter__(self) -> NotificationContext:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def source_cursor(self) -> RingCursor | None:
        """The source cursor: the last ring event made durable or skipped as a replay."""
        with self._lock:
            return self._state.source_cursor

    @property
    def memory_cursor(self) -> MemoryCursor:
        """The memory cursor: the last processed record."""
        with self._lock:
            return self._state.memory_cursor

    @property
    def next_context_id(self) -> int:
        """The id the next persisted record gets (ids are never reused)."""
        with self._lock:
            return self._state.next_context_id

    @property
    def writes_enabled(self) -> bool:
        """Whether :meth:`consume` pulls from the ring (the StorageMonitor turns it off)."""
        return self._writes_enabled

    @writes_enabled.setter
    def writes_enabled(self, value: bool) -> None:
        with self._lock:
            self._writes_enabled = bool(value)

    # ------------------------------------------------------------------------------ recovery

    def _recover(self) -> None:
        now = self._clock.now()
        loaded = self._state_file.load()
        state = loaded.state
        saved_source = state.source_cursor
        if loaded.rejected:
            where = loaded.source or "a fresh state rebuilt from the log"
            state.add_recovery(
                f"{now.isoformat()}: unreadable state copies {', '.join(loaded.rejected)}; "
                f"used {where}"
            )
        elif loaded.source is not None and loaded.source != "state.json":
            state.add_recovery(
                f"{now.isoformat()}: state.json was missing or older; used {loaded.source}"
            )
        self._log.remove_rewrite_leftovers()
        repairs = self._log.repair_tails(_is_record_line, self._keep_tail_aside)
        for repair in repairs:
            state.add_recovery(
                f"{now.isoformat()}: cut {repair.cut_bytes} torn bytes off shard {repair.shard}"
            )
            if repair.complete_lines:
                state.add_gap(
                    Gap(
                        kind="torn_tail",
                        reason=(
                            f"{repair.complete_lines} complete but unreadable line(s) at the end "
                            "of the shard were cut on open and kept aside in quarantine/."
                        ),
                        recorded_at=now,
                        shard=repair.shard,
                        offset=repair.cut_at,
                    )
                )
        shards = self._log.shards()
        self._newest_shard = shards[-1] if shards else ""
        for repair in repairs:
            if repair.shard != self._newest_shard and not repair.complete_lines:
                lost = self._ids_lost_between(repair.shard)
                if lost is not None:
                    state.add_gap(
                        Gap(
                            kind="torn_tail",
                            reason=(
                                "An older shard ended in a cut record: appends had already moved "
                                "to a newer shard, so the record was durable once and is lost."
                            ),
                            recorded_at=now,
                            shard=repair.shard,
                            offset=repair.cut_at,
                            first_context_id=lost[0],
                            last_context_id=lost[1],
                        )
                    )
        tail = self._last_record()
        # Ids a purge removed were handed out and are gone on purpose: not a lost tail.
        log_max = max(tail.context_id if tail else 0, self._purges.max_purged_id())
        if loaded.source is None and tail is not None:
            # No usable state at all (deleted, or every copy lost): rebuild what the log can
            # tell; the memory cursor restarts, and replayed records are deduplicated downstream
            # by fixed memory ids.
            state.add_recovery(
                f"{now.isoformat()}: no usable state copy (deleted or lost) although the log "
                "holds records; cursors rebuilt from the log, memory cursor from the log start"
            )
        if state.next_context_id > log_max + 1:
            lost_first = log_max + 1
            lost_last = state.next_context_id - 1
            state.add_gap(
                Gap(
                    kind="lost_tail",
                    reason=(
                        "The state names records the log no longer holds; their ids are not reused."
                    ),
                    recorded_at=now,
                    first_context_id=lost_first,
                    last_context_id=lost_last,
                )
            )
            if state.memory_cursor.context_id > log_max:
                state.memory_cursor = self._end_cursor(log_max)
            state.source_cursor = tail.cursor if tail else None
        elif state.next_context_id < log_max + 1 and tail is not None:
            state.source_cursor = _later(state.source_cursor, tail.cursor)
        state.next_context_id = max(state.next_context_id, log_max + 1)
        state.memory_cursor = self._clamp_memory_cursor(state.memory_cursor)
        if state.source_cursor != saved_source:
            state.source_drained = False  # the flag spoke of the saved cursor, not this one
        attempts = state.attempts
        if attempts is not None and attempts.head <= state.memory_cursor.context_id:
            state.attempts = None
        elif attempts is not None and attempts.in_flight:
            state.attempts = attempts.died()
            state.add_recovery(
                f"{now.isoformat()}: a {attempts.provider} attempt on the batch at context_id "
                f"{attempts.head} died with the process; counted as failed"
            )
        if state.isolate_through <= state.memory_cursor.context_id:
            state.isolate_through = 0
        self._state = state
        for unfinished in self._purges.unfinished():
            # The process died during this purge: remove the same ids again (a no-op for the
            # shards already rewritten) and put the memory cursor back on a line end.
            self._rewrite_purged(list(unfinished.ranges), self._log.shards())
            self._realign_memory_cursor()
            self._purges.append(replace(unfinished, state="done", at=now))
            state.add_recovery(
                f"{now.isoformat()}: finished purge {unfinished.purge_id} that the process died in"
            )
        for raw in self._log.read_last_lines(self._fingerprints.capacity):
            try:
                record = NotificationRecord.from_line(raw.data)
            except InvalidInput:
                continue
            self._fingerprints.add(record.fingerprint, record.context_id, record.event.received_at)
        self._save()  # one write per open: the counted attempt and the notes are durable

    def _ids_lost_between(self, shard: str) -> tuple[int, int] | None:
        """Return the context ids missing between ``shard``'s last record and the next shard's
        first, or ``None`` when none is missing (a cut tail of garbage, not of a record).

        Reads ``shard`` once; used on open only, for a shard whose torn tail was cut although a
        newer shard exists.
        """
        last = first_next = 0
        for raw in self._log.read_from(shard, 0):
            if not _is_record_line(raw.data):
                continue
            try:
                record = NotificationRecord.from_line(raw.data)
            except InvalidInput:
                continue
            if raw.shard == shard:
                last = record.context_id
            else:
                first_next = record.context_id
                break
        if first_next and first_next > last + 1:
            return last + 1, first_next - 1
        return None

    def _ring_drained(self) -> bool:
        cursor = self._state.source_cursor
        return (
            cursor is not None
            and cursor.generation == self._ring.generation
            and cursor.event_id == self._ring.last_event_id
        )

    def _save(self) -> None:
        """Write the state (durable on return) and remember what the written copy says."""
        self._state_file.save(self._state)
        self._saved_drained = (self._state.source_cursor, self._state.source_drained)

    def _last_record(self) -> _Tail | None:
        for raw in reversed(self._log.read_last_lines(8)):
            try:
                record = NotificationRecord.from_line(raw.data)
            except InvalidInput:
                continue
            return _Tail(record.context_id, RingCursor(record.generation, record.event_id))
        return None

    def _end_cursor(self, context_id: int) -> MemoryCursor:
        if not self._newest_shard:
            return MemoryCursor(context_id, "", 0)
        return MemoryCursor(context_id, self._newest_shard, self._log.size(self._newest_shard))

    def _clamp_memory_cursor(self, cursor: MemoryCursor) -> MemoryCursor:
        if (
            cursor.shard
            and cursor.offset > self._log.size(cursor.shard)
            and self._log.path(cursor.shard).exists()
        ):
            return MemoryCursor(cursor.context_id, cursor.shard, self._log.size(cursor.shard))
        return cursor

    # ------------------------------------------------------------------------------- consume

    def consume(self, limit: int = 100) -> ConsumeResult:
        """Pull up to ``limit`` events from the ring and persist them (spec: Consume(limit)).

        Replays (same fingerprint within the window; see :data:`REPLAY_WITHOUT_TIMESTAMP_S` for
        events without a phone timestamp) are dropped. The others get new context ids and are
        appended to the shard of their UTC receipt date (never to a shard older than the newest
        one, so file order is context_id order even when the device clock steps back). Files are
        fsynced, and the directory when a shard was created, before the source cursor moves.

        Args:
            limit: Events to pull, 1 to 100.

        Returns:
            What was persisted, deduplicated and which gaps were recorded. Durable on return.

        Raises:
            StorageFull: The disk is full; nothing of this page was kept, the source cursor did
                not move, and a later call retries the same events.
            StorageError: Another write failure, with the same guarantees.
            LifecycleError: The context is closed.
        """
        with self._lock:
            self._check_open()
            if not self._writes_enabled:
                return ConsumeResult([], [], [], self._state.source_cursor, skipped=True)
            state = self._state
            page = self._ring.events_since(state.source_cursor, limit)
            self._pulled = True
            gaps = [self._ring_gap(gap) for gap in page.gaps if not self._drained(gap)]
            placed, duplicates = self._persist(page.events)
            state.source_cursor = page.next_cursor
            # "Ring drained" is checkpointed: written with the next state write, and by an idle
            # poll that finds nothing new, so that a restart after a crash (a new ring
            # generation) records no false generation_change gap when nothing was left behind.
            state.source_drained = self._ring_drained()
            for gap in gaps:
                state.add_gap(gap)
            idle = not page.events and not page.gaps
            if gaps or (
                idle and state.source_drained and self._saved_drained != (state.source_cursor, True)
            ):
                self._save()
            return ConsumeResult(placed, duplicates, gaps, state.source_cursor)

    def _persist(
        self, events: list[PublishedEvent]
    ) -> tuple[list[NotificationRecord], list[tuple[str, int, int]]]:
        """Drop replays, give the rest context ids, append them durably; one pass per event.

        Returns the records placed and the replays as ``(generation, event_id, earlier
        context_id)``. Nothing in memory changes unless the append succeeded.
        """
        window = self._fingerprints
        seen = window.seen
        next_id = self._state.next_context_id
        device_now = self._clock.now()
        newest = self._newest_shard
        duplicates: list[tuple[str, int, int]] = []
        batch_fps: dict[str, tuple[int, datetime]] = {}
        # Per record: context id, event, fingerprint, shard, line length; lines grouped by shard.
        fresh: list[tuple[int, PublishedEvent, str, str, int]] = []
        lines: dict[str, list[bytes]] = {}
        last_day: date | None = None
        shard_lines: list[bytes] = []
        for published in events:
            event = published.event
            fp = fingerprint(event)
            earlier = batch_fps.get(fp) or seen.get(fp)
            if earlier is not None and _is_replay(published, earlier[1]):
                duplicates.append((published.generation, published.event_id, earlier[0]))
                continue
            if event.received_at > device_now + FUTURE_RECEIPT_TOLERANCE:
                event = replace(
                    event, received_at=device_now, claimed_received_at=event.received_at
                )
                published = PublishedEvent(published.generation, published.event_id, event)
            batch_fps[fp] = (next_id, event.received_at)
            day = event.received_at.date()
            if day != last_day:
                last_day = day
                newest = max(shard_name(day), newest)
                shard_lines = lines.setdefault(newest, [])
            line = encode_record(next_id, published.generation, published.event_id, fp, event)
            shard_lines.append(line)
            fresh.append((next_id, published, fp, newest, len(line)))
            next_id += 1
        if not fresh:
            return [], duplicates
        starts = self._log.append([(shard, b"".join(data)) for shard, data in lines.items()])
        placed: list[NotificationRecord] = []
        for context_id, published, fp, shard, size in fresh:
            start = starts[shard]
            starts[shard] = end = start + size
            event = published.event
            placed.append(
                NotificationRecord(
                    context_id,
                    published.generation,
                    published.event_id,
                    fp,
                    event,
                    ShardPosition(shard, start, end),
                )
            )
            if fp in seen:  # the same content again, kept (not a replay): now the newest
                seen.move_to_end(fp)
            seen[fp] = (context_id, event.received_at)
        window.trim()
        self._newest_shard = newest
        self._state.next_context_id = next_id
        return placed, duplicates

    def _drained(self, gap: RingGap) -> bool:
        state = self._state
        return (
            gap.kind == "generation_change"
            and state.source_drained
            and state.source_cursor is not None
            and gap.generation == state.source_cursor.generation
        )

    def _ring_gap(self, gap: RingGap) -> Gap:
        if gap.kind == "generation_change":
            reason = (
                "The ring restarted before it was drained; events it may have held after the "
                "cursor were never delivered."
            )
        else:
            reason = "The ring overflowed before these events were consumed."
        return Gap(
            kind=gap.kind,
            reason=reason,
            recorded_at=self._clock.now(),
            generation=gap.generation,
            first_event_id=gap.first_event_id,
            last_event_id=gap.last_event_id,
        )

    # ----------------------------------------------------------------------- pending / commit

    def read_pending(self, limit: int = 10) -> list[NotificationRecord]:
        """Return up to ``limit`` records after the memory cursor, in context_id order.

        Reads forward from the cursor's shard and byte offset, so the cost is that of the batch,
        not of the history. A line that is not a record is copied to ``quarantine/``, recorded
        once as a ``quarantined_line`` gap, and skipped (case D6).

        Args:
            limit: Batch size, at least 1 (spec default 10).

        Raises:
            ValueError: ``limit`` is below 1.
            LifecycleError: The context is closed.
        """
        if limit < 1:
            raise ValueError("read_pending limit must be at least 1.")
        with self._lock:
            self._check_open()
            return self._read(self._state.memory_cursor, limit)

    def read_history(self, limit: int = 50) -> list[NotificationRecord]:
        """Return up to ``limit`` processed records ending at the memory cursor, oldest first.

        Context for coalescing (an earlier version of an updated notification, a live child of a
        group); reads backward from the cursor, so the cost is that of ``limit`` records. Records
        of cleaned shards are not returned. Lines that are not records are left out.
        """
        with self._lock:
            self._check_open()
            cursor = self._state.memory_cursor
            if not cursor.shard:
                return []
            out: list[NotificationRecord] = []
            for raw in self._log.read_lines_before(cursor.shard, cursor.offset, limit):
                try:
                    out.append(
                        NotificationRecord.from_line(
                            raw.data, ShardPosition(raw.shard, raw.start, raw.end)
                        )
                    )
                except InvalidInput:
                    continue
            return out

    def has_pending(self) -> bool:
        """Return whether at least one record lies after the memory cursor."""
        return bool(self.read_pending(1))

    def _read(self, cursor: MemoryCursor, limit: int) -> list[NotificationRecord]:
        """Read up to ``limit`` records after ``cursor``, quarantining lines that are not records.

        A line whose context_id is out of order is quarantined alone: one at or below the id
        before it, and one that jumps ahead of the record after it or past every id ever handed
        out (a flipped digit), so the good records after a damaged id are read, not quarantined.
        """
        out: list[NotificationRecord] = []
        last_id = cursor.context_id
        ceiling = self._state.next_context_id
        held: tuple[RawLine, NotificationRecord] | None = None  # a jump ahead, awaiting its next
        for raw in self._log.read_from(cursor.shard, cursor.offset):
            try:
                record = NotificationRecord.from_line(
                    raw.data, ShardPosition(raw.shard, raw.start, raw.end)
                )
            except InvalidInput:
                self._quarantine_line(raw)
                continue
            if held is not None:
                if last_id < record.context_id < held[1].context_id:
                    self._quarantine_line(held[0])  # the jump was the damaged one
                else:
                    out.append(held[1])
                    last_id = held[1].context_id
                    if len(out) == limit:
                        return out
                held = None
            if record.context_id <= last_id or record.context_id >= ceiling:
                self._quarantine_line(raw)
                continue
            if record.context_id > last_id + 1:
                held = (raw, record)
                continue
            out.append(record)
            last_id = record.context_id
            if len(out) == limit:
                break
        if held is not None and len(out) < limit:
            out.append(held[1])
        return out

    def _keep_aside(self, name: str, data: bytes) -> None:
        """Write ``data`` to ``quarantine/<name>`` and fsync it (and the directory entry)."""
        try:
            make_private_dir(self._quarantine)
            fd = open_private(self._quarantine / name, os.O_WRONLY | os.O_TRUNC)
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            self._log.fs.fsync_dir(self._quarantine)
        except OSError as exc:
            raise StorageError(
                "Cannot keep unreadable shard bytes aside in quarantine/; check the disk.",
                path=str(self._quarantine),
            ) from exc

    def _keep_tail_aside(self, shard: str, offset: int, data: bytes) -> None:
        """Keep bytes cut off a shard's end as ``quarantine/<shard>.<offset>.tail``."""
        self._keep_aside(f"{shard}.{offset}.tail", data)

    def _quarantine_line(self, raw: RawLine) -> None:
        name = f"{raw.shard}.{raw.start}.line"
        if (self._quarantine / name).exists():  # kept aside and recorded before
            return
        self._keep_aside(name, raw.data + b"\n")
        self._state.add_gap(
            Gap(
                kind="quarantined_line",
                reason="A line in the middle of a shard is not a record; it was kept aside.",
                recorded_at=self._clock.now(),
                shard=raw.shard,
                offset=raw.start,
            )
        )
        self._save()

    def commit_processed(self, batch: list[NotificationRecord]) -> MemoryCursor:
        """Advance the memory cursor past ``batch`` (spec: CommitProcessed(batch)).

        Call only after every memory write for the batch succeeded.

        Args:
            batch: Records as returned by :meth:`read_pending`: a contiguous run starting at the
                first pending record. An empty batch changes nothing.

        Returns:
            The new memory cursor; durable (state fsynced) when this returns.

        Raises:
            CursorError: The batch does not start at the cursor or is not contiguous; nothing
                changed.
            StorageError: The state could not be written; the cursor did not move.
            LifecycleError: The context is closed.
        """
        with self._lock:
            self._check_open()
            if not batch:
                return self._state.memory_cursor
            expected = self._read(self._state.memory_cursor, len(batch))
            if [r.context_id for r in expected] != [r.context_id for r in batch]:
                first = batch[0].context_id
                raise CursorError(
                    f"commit_processed needs the contiguous pending records starting at the "
                    f"memory cursor; got a batch starting at context_id {first}. Read the batch "
                    "again with read_pending."
                )
            last = expected[-1]
            assert last.position is not None
            previous = self._state.memory_cursor
            previous_attempts = self._state.attempts
            self._state.memory_cursor = MemoryCursor(
                last.context_id, last.position.shard, last.position.end
            )
            if previous_attempts is not None and previous_attempts.head <= last.context_id:
                self._state.attempts = None  # the batch they counted is processed
            try:
                self._save()
            except StorageError:
                self._state.memory_cursor = previous
                self._state.attempts = previous_attempts
                raise
            return self._state.memory_cursor

    def attempts_for(self, head: int) -> tuple[BatchAttempts, bool]:
        """Return the attempts counted on the pending batch at ``head``, and whether it is isolated.

        Args:
            head: context_id of the batch's first record (the record after the memory cursor).

        Returns:
            ``(attempts, isolated)``: fresh zero counts when none were recorded for ``head``;
            ``isolated`` is True when ``head`` lies in a run the processor must take one record at
            a time (:meth:`isolate`).
        """
        with self._lock:
            self._check_open()
            current = self._state.attempts
            if current is None or current.head != head:
                current = BatchAttempts(head)
            return current, head <= self._state.isolate_through

    def begin_attempt(self, head: int, provider: str = "model") -> BatchAttempts:
        """Record durably that an attempt of ``provider`` on the batch starting at ``head`` begins.

        Called by the processor before each attempt, so that an attempt that takes the process
        down (a crash, a kill, running out of memory) is counted on the next open for the
        provider that ran it (``model`` or ``fallback``): a batch that fails that way every
        time still ends instead of being retried forever. One state write (fsync) per attempt.

        Args:
            head: context_id of the batch's first record (the record after the memory cursor).
            provider: ``model`` or ``fallback``.

        Returns:
            The attempts on this batch so far (failed model attempts and failed fallback runs,
            the ones that died with the process included).

        Raises:
            StorageError: The state could not be written; nothing changed.
            LifecycleError: The context is closed.
            ValueError: ``provider`` is neither ``model`` nor ``fallback``.
        """
        if provider not in ("model", "fallback"):
            raise ValueError("provider must be 'model' or 'fallback'.")
        with self._lock:
            self._check_open()
            current = self._state.attempts
            known = current if current is not None and current.head == head else BatchAttempts(head)
            self._state.attempts = BatchAttempts(
                head, known.failed, True, known.fallback_failed, provider
            )
            try:
                self._save()
            except StorageError:
                self._state.attempts = current
                raise
            return known

    def end_attempt(self, head: int, *, failed: bool, provider: str | None = None) -> None:
        """Note that the attempt on the batch at ``head`` ended (failed, or not counted).

        A failure counts for ``provider`` (by default the provider of the attempt in flight;
        a fallback failure outside its marked run is counted too). Kept in memory and written
        with the next checkpoint (the next attempt, the commit, or ``close``), so a cancel costs
        no write. A kill before that checkpoint counts an attempt marked in flight as failed on
        the next open, even when it ended otherwise (a cancel, a split): at most one attempt
        too many, never one too few.
        """
        with self._lock:
            current = self._state.attempts
            if current is None or current.head != head:
                if not failed:
                    return
                current = BatchAttempts(head, provider=provider or "model")
            who = provider or current.provider
            ended = BatchAttempts(head, current.failed, failed, current.fallback_failed, who)
            self._state.attempts = (
                ended.died()
                if failed
                else BatchAttempts(head, current.failed, False, current.fallback_failed, who)
            )

    def settle_attempt(self, head: int) -> None:
        """Write durably that the marked part of the attempt on ``head`` ended without a death.

        The processor calls it after the fallback's own run (the rules and the validation), so
        that a kill during the store writes after it is not counted as a failed fallback run.

        Raises:
            StorageError: The state could not be written; a death now still counts.
            LifecycleError: The context is closed.
        """
        with self._lock:
            self._check_open()
            current = self._state.attempts
            if current is None or current.head != head or not current.in_flight:
                return
            self._state.attempts = BatchAttempts(
                head, current.failed, False, current.fallback_failed, current.provider
            )
            try:
                self._save()
            except StorageError:
                self._state.attempts = current
                raise

    def isolate(self, through: int) -> None:
        """Have the pending records up to context_id ``through`` processed one at a time.

        The processor calls this when the fallback failed on a batch of several records: each
        is then tried alone, so only the record that fails by itself can end in a ``poison``
        gap, never its neighbours. Durable when it returns.

        Raises:
            StorageError: The state could not be written; nothing changed.
            LifecycleError: The context is closed.
        """
        with self._lock:
            self._check_open()
            previous = self._state.isolate_through, self._state.attempts
            self._state.isolate_through = max(previous[0], through)
            self._state.attempts = None  # each record alone starts its own count
            try:
                self._save()
            except StorageError:
                self._state.isolate_through, self._state.attempts = previous
                raise

    def skip_poisoned(self, batch: list[NotificationRecord], gap: Gap) -> MemoryCursor:
        """Record ``gap`` and move the memory cursor past ``batch`` in one state write.

        One write, so a kill cannot leave the gap recorded and the batch still pending (which
        would record the same poison gap again after every restart).

        Raises:
            CursorError: The batch does not start at the cursor or is not contiguous.
            StorageError: The state could not be written; nothing changed.
            LifecycleError: The context is closed.
        """
        with self._lock:
            self._check_open()
            gaps = list(self._state.gaps)
            older = dict(self._state.older_gaps)
            self._state.add_gap(gap)
            try:
                return self.commit_processed(batch)
            except BaseException:
                self._state.gaps = gaps
                self._state.older_gaps = older
                raise

    def reserve_ids_through(self, context_id: int, reason: str) -> bool:
        """Never hand out ids up to ``context_id`` again: they were used by records now lost.

        Called on start when the memory stores name notification records the log no longer
        holds and the state never knew of (records cut from the log after the last checkpoint:
        a disk that lied about fsync, a restore of an older copy). Records a ``lost_tail`` gap for
        the missing ids and moves ``next_context_id`` past them, so a new record can never take
        the id (and so the fixed memory id) of a lost one.

        Args:
            context_id: The highest id known to have been used.
            reason: One sentence for the gap, without notification text.

        Returns:
            True when ids were reserved and a gap recorded; False when the log already covers them.

        Raises:
            StorageError: The state could not be written.
            LifecycleError: The context is closed.
        """
        with self._lock:
            self._check_open()
            state = self._state
            if context_id < state.next_context_id:
                return False
            state.add_gap(
                Gap(
                    kind="lost_tail",
                    reason=reason,
                    recorded_at=self._clock.now(),
                    first_context_id=state.next_context_id,
                    last_context_id=context_id,
                )
            )
            state.next_context_id = context_id + 1
            self._save()
            return True

    # --------------------------------------------------------------------------------- purge

    def purge(self, selector: PurgeSelector) -> PurgeResult:
        """Remove the records ``selector`` names from the shards, at the user's request.

        Every shard holding one is rewritten without it (:meth:`ShardLog.rewrite`: a new file,
        fsynced, renamed over the old one). Ids are never reused (``next_context_id`` does not
        move). The memory cursor stays on the same context id, its byte offset moved to where
        its line end lies now; a purged record after it is simply not read (the processor
        skips the missing id). Records already processed keep the memories made from them
        (forget those with ``memories forget``). What was purged (counts, app ids, id ranges,
        shard names; never text) is recorded in the purge log
        (``docs/formats/notification-purge-log.md``): a ``begun`` entry before any shard
        changes, a ``done`` entry after the state is saved; a purge the process died in is
        finished on the next open.

        Args:
            selector: Which records: an app, a time to purge before, or an id range.

        Returns:
            What was removed; durable when this returns. A selector that matches nothing
            removes nothing and writes no entry (``purge_id`` 0).

        Raises:
            StorageError: A write failed; the purge is finished on the next open.
            LifecycleError: The context is closed.
        """
        with self._lock:
            self._check_open()
            shards = self._log.shards()
            matched: list[NotificationRecord] = []
            touched: list[str] = []
            for raw in self._log.read_from(shards[0], 0) if shards else ():
                try:
                    record = NotificationRecord.from_line(raw.data)
                except InvalidInput:
                    continue
                if selector.matches(record):
                    matched.append(record)
                    if not touched or touched[-1] != raw.shard:
                        touched.append(raw.shard)
            if not matched:
                return PurgeResult(0, 0, (), {}, ())
            ranges = tuple(id_ranges(r.context_id for r in matched))
            cursor_id = self._state.memory_cursor.context_id
            entry = PurgeEntry(
                purge_id=self._purges.next_id(),
                state="begun",
                at=self._clock.now(),
                selector=selector.to_json(),
                ranges=ranges,
                count=len(matched),
                apps=count_apps(matched),
                shards=tuple(touched),
            )
            self._purges.append(entry)
            self._rewrite_purged(list(ranges), touched)
            self._save()
            self._purges.append(replace(entry, state="done", at=self._clock.now()))
            return PurgeResult(
                entry.purge_id,
                entry.count,
                ranges,
                dict(entry.apps),
                entry.shards,
                pending_removed=sum(1 for r in matched if r.context_id > cursor_id),
            )

    def purges(self) -> list[PurgeEntry]:
        """Return the purge log's entries, oldest first (``begun`` and ``done`` lines)."""
        with self._lock:
            return self._purges.entries()

    def _rewrite_purged(self, ranges: list[tuple[int, int]], shards: list[str]) -> None:
        """Rewrite ``shards`` without records in ``ranges``; move the cursor's offset along."""

        def _drop(line: bytes) -> bool:
            try:
                record = NotificationRecord.from_line(line)
            except InvalidInput:
                return False  # a line that is not a record stays for the reader to quarantine
            return in_ranges(ranges, record.context_id)

        cursor = self._state.memory_cursor
        for shard in shards:
            _, offset = self._log.rewrite(
                shard, _drop, cursor.offset if shard == cursor.shard else 0
            )
            if shard == cursor.shard:
                cursor = MemoryCursor(cursor.context_id, cursor.shard, offset)
        self._state.memory_cursor = cursor
        names = self._log.shards()
        self._newest_shard = names[-1] if names else ""

    def _realign_memory_cursor(self) -> None:
        """Put the memory cursor's offset at the end of its last line at or before its id."""
        cursor = self._state.memory_cursor
        if not cursor.shard:
            return
        offset = 0
        for raw in self._log.read_from(cursor.shard, 0):
            if raw.shard != cursor.shard:
                break
            try:
                record = NotificationRecord.from_line(raw.data)
            except InvalidInput:
                if offset == raw.start:
                    offset = raw.end  # a bad line right after a processed one stays behind
                continue
            if record.context_id > cursor.context_id:
                break
            offset = raw.end
        self._state.memory_cursor = MemoryCursor(cursor.context_id, cursor.shard, offset)

    # ------------------------------------------------------------------------------- cleanup

    def cleanup_processed_before(self, before: date) -> CleanupResult:
        """Delete whole shards older than ``before`` whose records are all processed.

        The shard being written is never deleted, and no shard holding a record after the memory
        cursor is. This is the only way shards are deleted (spec: cleaners must not bypass the
        context).

        Args:
            before: UTC date; shards named earlier than it are candidates.

        Returns:
            Which shards were deleted and which old ones were kept because they hold pending
            records or are being written.

        Raises:
            StorageError: A deletion failed; shards listed before it may be gone.
            LifecycleError: The context is closed.
        """
        with self._lock:
            self._check_open()
            cutoff = shard_name(before)
            cursor = self._state.memory_cursor
            deleted: list[str] = []
            kept: list[str] = []
            for name in self._log.shards():
                if name >= cutoff:
                    break
                processed = name < cursor.shard or (
                    name == cursor.shard and cursor.offset >= self._log.size(name)
                )
                if processed and name != self._newest_shard:
                    deleted.append(name)
                else:
                    kept.append(name)
            self._log.delete(deleted)
            return CleanupResult(deleted, kept)

    # -------------------------------------------------------------------------------- status

    def status(self) -> ContextStatus:
        """Return cursors, the exact pending count, gaps and shards (reads the backlog once)."""
        with self._lock:
            self._check_open()
            pending = 0
            for raw in self._log.read_from(
                self._state.memory_cursor.shard, self._state.memory_cursor.offset
            ):
                if _is_record_line(raw.data):
                    pending += 1
            return ContextStatus(
                source_cursor=self._state.source_cursor,
                memory_cursor=self._state.memory_cursor,
                next_context_id=self._state.next_context_id,
                pending=pending,
                gaps=list(self._state.gaps),
                recoveries=list(self._state.recoveries),
                shards=self._log.shards(),
                writes_enabled=self._writes_enabled,
            )

    def gaps(self) -> list[Gap]:
        """Return every gap recorded so far, oldest first, without reading the backlog."""
        with self._lock:
            self._check_open()
            return list(self._state.gaps)

    def record_gap(self, gap: Gap) -> None:
        """Record a gap found by a caller (for example a poison record the processor skipped).

        Durable when it returns.
        """
        with self._lock:
            self._check_open()
            self._state.add_gap(gap)
            self._save()

    def _check_open(self) -> None:
        if self._closed:
            raise LifecycleError("The NotificationContext is closed; open a new one.")

    @property
    def shard_directory(self) -> Path:
        """The ``events/`` directory the agent's shell tools read."""
        return self._log.directory


@dataclass(frozen=True, slots=True)
class _Tail:
    context_id: int
    cursor: RingCursor


def _is_record_line(line: bytes) -> bool:
    try:
        NotificationRecord.from_line(line)
    except InvalidInput:
        return False
    return True


def _is_replay(published: PublishedEvent, earlier_received_at: datetime) -> bool:
    event = published.event
    if event.phone_timestamp_raw is not None:
        return True
    if event.is_pre_existing:
        return True
    return abs(event.received_at - earlier_received_at) <= timedelta(
        seconds=REPLAY_WITHOUT_TIMESTAMP_S
    )


def _later(a: RingCursor | None, b: RingCursor) -> RingCursor:
    if a is None or a.generation != b.generation:
        return b
    return a if a.event_id >= b.event_id else b
