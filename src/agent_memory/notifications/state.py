"""``notifications/state.json``: cursors, next context_id and gaps (spec: Notification Context).

The file format is in ``docs/formats/notification-state.md``. The state is a checkpoint: the shard
log is authoritative for what was persisted (next context_id, the ring position of the newest
record, the replay fingerprints), and recovery reconciles the two on open.

Writes are atomic and torn-write safe (case D1): the new state goes to ``state.json.tmp`` and is
fsynced; the current ``state.json`` is renamed to ``state.json.prev``; the temporary file is
renamed to ``state.json``; the directory is fsynced. Every copy carries a sequence number and a
SHA-256 checksum of its content; loading takes the valid copy with the highest sequence number
among the three names, so a crash at any step, an empty file, NUL bytes or a cut file all fall back
to the newest good copy.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from agent_memory.ble.ring import RingCursor
from agent_memory.errors import StorageError, StorageFull
from agent_memory.layout import fsync_directory, open_private, write_fully

__all__ = [
    "MAX_GAPS",
    "MAX_RECOVERIES",
    "PROVIDERS",
    "STATE_VERSION",
    "BatchAttempts",
    "Gap",
    "LoadedState",
    "MemoryCursor",
    "NotificationContextState",
    "StateFile",
]

STATE_VERSION: Final = 1
_NAMES: Final = ("state.json", "state.json.tmp", "state.json.prev")


@dataclass(frozen=True, slots=True)
class MemoryCursor:
    """The memory cursor: the last processed record and where the next one starts.

    Attributes:
        context_id: Last committed context_id (0: nothing committed yet).
        shard: Shard of the next pending record's position (``""``: the log's start).
        offset: Byte offset in ``shard`` where the next pending line starts.
    """

    context_id: int = 0
    shard: str = ""
    offset: int = 0


PROVIDERS: Final = ("model", "fallback")
"""Who answers an attempt: the configured model, or the deterministic fallback."""

MAX_GAPS: Final = 100
"""Gap objects kept in the state; older ones are folded into :attr:`NotificationContextState.
older_gaps` counts, so the file stays small however long a device runs."""

MAX_RECOVERIES: Final = 100
"""Recovery notes kept (the newest)."""


@dataclass(frozen=True, slots=True)
class BatchAttempts:
    """Attempts on the pending batch that starts at ``head`` (the record after the cursor).

    Attempts are counted per provider (issue: a crash during a model call must not bring a
    healthy batch closer to a poison gap): model failures move the batch to the fallback, only
    failures of the fallback's own runs count toward a ``poison`` gap.

    Attributes:
        head: context_id of the batch's first record.
        failed: Model attempts that failed (any exception but a cancel or a disk error), or died
            with the process.
        in_flight: An attempt had started and not ended when this copy was written; found so on
            open, it died with the process (a crash or a kill) and counts as failed for
            ``provider``, so that a batch that takes the process down every time still ends.
        fallback_failed: Fallback runs on this batch that failed or died with the process.
        provider: ``model`` or ``fallback``: who ran the attempt in flight (or the last one).
    """

    head: int
    failed: int = 0
    in_flight: bool = False
    fallback_failed: int = 0
    provider: str = "model"

    def died(self) -> BatchAttempts:
        """Return these attempts with the one in flight counted as failed for its provider."""
        if not self.in_flight:
            return self
        if self.provider == "fallback":
            return BatchAttempts(
                self.head, self.failed, False, self.fallback_failed + 1, "fallback"
            )
        return BatchAttempts(self.head, self.failed + 1, False, self.fallback_failed, "model")


@dataclass(frozen=True, slots=True)
class Gap:
    """A recorded loss or skip; never swallowed (spec: Failure and Recovery).

    Attributes:
        kind: ``ring_overflow``, ``generation_change``, ``lost_tail``, ``quarantined_line`` or
            ``torn_tail`` (and ``poison`` from the processor).
        reason: One sentence without notification text.
        recorded_at: When it was recorded (UTC).
        first_context_id, last_context_id: Range of context ids concerned, where known.
        generation, first_event_id, last_event_id: Range of ring events concerned, where known.
        shard, offset: Position of a quarantined or cut line, where relevant.
        count: How many gaps of this kind in a row this entry stands for (runs of one kind are
            merged, see :meth:`merge`).
        last_recorded_at: When the newest gap merged into this entry was recorded.
    """

    kind: str
    reason: str
    recorded_at: datetime
    first_context_id: int | None = None
    last_context_id: int | None = None
    generation: str | None = None
    first_event_id: int | None = None
    last_event_id: int | None = None
    shard: str | None = None
    offset: int | None = None
    count: int = 1
    last_recorded_at: datetime | None = None

    def merge(self, newer: Gap) -> Gap | None:
        """Return one entry for this gap followed by ``newer``, or ``None`` when they stay two.

        A run of one kind merges when the two ranges touch or do not exist: two
        ``generation_change`` gaps of successive restarts, two ``poison`` gaps of adjacent
        records, two ``quarantined_line`` gaps. The entry keeps this gap's reason and fields,
        the union of the context id ranges, the newest ring fields, and the summed count.
        """
        if newer.kind != self.kind:
            return None
        first, last = self.first_context_id, self.last_context_id
        a, b = newer.first_context_id, newer.last_context_id
        if first is not None and last is not None and a is not None and b is not None:
            if a > last + 1:
                return None
            first, last = min(first, a), max(last, b)
        elif (first, last) != (a, b):
            return None
        return Gap(
            kind=self.kind,
            reason=self.reason,
            recorded_at=self.recorded_at,
            first_context_id=first,
            last_context_id=last,
            generation=newer.generation if newer.generation is not None else self.generation,
            first_event_id=self.first_event_id
            if self.generation == newer.generation
            else newer.first_event_id,
            last_event_id=newer.last_event_id
            if newer.last_event_id is not None
            else self.last_event_id,
            shard=self.shard,
            offset=self.offset,
            count=self.count + newer.count,
            last_recorded_at=newer.last_recorded_at or newer.recorded_at,
        )

    def to_json(self) -> dict[str, Any]:
        """Return the JSON object stored in the state file."""
        out: dict[str, Any] = {
            "kind": self.kind,
            "reason": self.reason,
            "recorded_at": self.recorded_at.astimezone(UTC).isoformat(),
        }
        for name in (
            "first_context_id",
            "last_context_id",
            "generation",
            "first_event_id",
            "last_event_id",
            "shard",
            "offset",
        ):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        if self.count != 1:
            out["count"] = self.count
        if self.last_recorded_at is not None:
            out["last_recorded_at"] = self.last_recorded_at.astimezone(UTC).isoformat()
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Gap:
        """Parse :meth:`to_json` output; raises ``KeyError``/``ValueError`` on a bad object."""
        return cls(
            kind=str(data["kind"]),
            reason=str(data["reason"]),
            recorded_at=datetime.fromisoformat(data["recorded_at"]),
            first_context_id=data.get("first_context_id"),
            last_context_id=data.get("last_context_id"),
            generation=data.get("generation"),
            first_event_id=data.get("first_event_id"),
            last_event_id=data.get("last_event_id"),
            shard=data.get("shard"),
            offset=data.get("offset"),
            count=int(data.get("count", 1)),
            last_recorded_at=None
            if data.get("last_recorded_at") is None
            else datetime.fromisoformat(data["last_recorded_at"]),
        )


@dataclass(slots=True)
class NotificationContextState:
    """The checkpointed state of a NotificationContext.

    Attributes:
        source_cursor: Last ring position made durable (or deliberately skipped as a replay).
        source_drained: True when the ring held nothing after ``source_cursor`` when this copy
            was written (a checkpoint of "ring drained"), so a new ring generation afterwards is
            not a loss.
        memory_cursor: The memory cursor.
        next_context_id: The next id to assign (ids start at 1).
        gaps: Recorded gaps, oldest first; runs of one kind merged, at most :data:`MAX_GAPS`.
        older_gaps: Counts by kind of gaps folded out of ``gaps`` to keep it bounded.
        recoveries: Short notes of what recovery did on open (state copy used, tails cut).
        attempts: Attempts on the pending batch at the cursor, or ``None``.
        isolate_through: Pending records up to this context_id are processed one at a time
            (the fallback failed on a batch holding them: only the record that fails alone may
            end in a ``poison`` gap); 0 when none.
        seq: Write sequence number of this copy.
    """

    source_cursor: RingCursor | None = None
    source_drained: bool = False
    memory_cursor: MemoryCursor = field(default_factory=MemoryCursor)
    next_context_id: int = 1
    gaps: list[Gap] = field(default_factory=list)
    recoveries: list[str] = field(default_factory=list)
    attempts: BatchAttempts | None = None
    isolate_through: int = 0
    older_gaps: dict[str, int] = field(default_factory=dict)
    seq: int = 0

    def add_gap(self, gap: Gap) -> Gap:
        """Append ``gap``, merging it into the newest entry when :meth:`Gap.merge` allows.

        Keeps at most :data:`MAX_GAPS` entries: the oldest are folded into ``older_gaps``.

        Returns:
            The entry that now stands for ``gap`` (merged or not).
        """
        if self.gaps:
            merged = self.gaps[-1].merge(gap)
            if merged is not None:
                self.gaps[-1] = merged
                return merged
        self.gaps.append(gap)
        while len(self.gaps) > MAX_GAPS:
            old = self.gaps.pop(0)
            self.older_gaps[old.kind] = self.older_gaps.get(old.kind, 0) + old.count
        return gap

    def add_recovery(self, note: str) -> None:
        """Append a recovery note, keeping the newest :data:`MAX_RECOVERIES`."""
        self.recoveries.append(note)
        del self.recoveries[:-MAX_RECOVERIES]

    def to_json(self) -> dict[str, Any]:
        """Return the JSON object of this state without its checksum."""
        cursor = self.source_cursor
        return {
            "v": STATE_VERSION,
            "seq": self.seq,
            "source_cursor": None
            if cursor is None
            else {"generation": cursor.generation, "event_id": cursor.event_id},
            "source_drained": self.source_drained,
            "memory_cursor": {
                "context_id": self.memory_cursor.context_id,
                "shard": self.memory_cursor.shard,
                "offset": self.memory_cursor.offset,
            },
            "next_context_id": self.next_context_id,
            "gaps": [gap.to_json() for gap in self.gaps],
            "recoveries": list(self.recoveries[-MAX_RECOVERIES:]),
            "attempts": None
            if self.attempts is None
            else {
                "head": self.attempts.head,
                "failed": self.attempts.failed,
                "in_flight": self.attempts.in_flight,
                "fallback_failed": self.attempts.fallback_failed,
                "provider": self.attempts.provider,
            },
            "isolate_through": self.isolate_through,
            "older_gaps": dict(sorted(self.older_gaps.items())),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> NotificationContextState:
        """Parse :meth:`to_json` output; raises ``KeyError``/``ValueError``/``TypeError``."""
        if data.get("v") != STATE_VERSION:
            raise ValueError("unknown state version")
        raw_cursor = data["source_cursor"]
        source = (
            None
            if raw_cursor is None
            else RingCursor(str(raw_cursor["generation"]), int(raw_cursor["event_id"]))
        )
        mc = data["memory_cursor"]
        return cls(
            source_cursor=source,
            source_drained=bool(data.get("source_drained", False)),
            memory_cursor=MemoryCursor(int(mc["context_id"]), str(mc["shard"]), int(mc["offset"])),
            next_context_id=int(data["next_context_id"]),
            gaps=[Gap.from_json(g) for g in data["gaps"]],
            recoveries=[str(r) for r in data.get("recoveries", [])],
            attempts=_attempts_from_json(data.get("attempts")),
            isolate_through=int(data.get("isolate_through", 0)),
            older_gaps={str(k): int(v) for k, v in dict(data.get("older_gaps", {})).items()},
            seq=int(data["seq"]),
        )


def _attempts_from_json(raw: Any) -> BatchAttempts | None:
    """Parse the optional ``attempts`` object (absent in files written before it existed)."""
    if raw is None:
        return None
    provider = str(raw.get("provider", "model"))
    if provider not in PROVIDERS:
        raise ValueError("unknown attempt provider")
    return BatchAttempts(
        int(raw["head"]),
        int(raw["failed"]),
        bool(raw["in_flight"]),
        int(raw.get("fallback_failed", 0)),
        provider,
    )


def _checksum(body: dict[str, Any]) -> str:
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class LoadedState:
    """Result of :meth:`StateFile.load`.

    Attributes:
        state: The newest valid copy, or a fresh state when none exists.
        source: Which file it came from (``state.json``, ``.tmp``, ``.prev``) or ``None``.
        rejected: Names of files that existed but were unreadable or failed their checksum.
    """

    state: NotificationContextState
    source: str | None
    rejected: list[str]


class StateFile:
    """Atomic, checksummed state file with a previous copy.

    Args:
        directory: The ``notifications/`` directory.
    """

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def load(self) -> LoadedState:
        """Return the valid copy with the highest sequence number.

        Never raises for a damaged file: damaged copies are listed in ``rejected``.
        """
        best: NotificationContextState | None = None
        best_name: str | None = None
        rejected: list[str] = []
        for name in _NAMES:
            path = self.directory / name
            try:
                raw = path.read_bytes()
            except FileNotFoundError:
                continue
            except OSError:
                rejected.append(name)
                continue
            state = self._parse(raw)
            if state is None:
                if name != "state.json.tmp":  # a leftover temp file is expected after a crash
                    rejected.append(name)
                continue
            if best is None or state.seq > best.seq:
                best, best_name = state, name
        return LoadedState(best or NotificationContextState(), best_name, rejected)

    @staticmethod
    def _parse(raw: bytes) -> NotificationContextState | None:
        try:
            data = json.loads(raw)
            if not isinstance(data, dict):
                return None
            checksum = data.pop("checksum", None)
            if checksum != _checksum(data):
                return None
            return NotificationContextState.from_json(data)
        except (ValueError, KeyError, TypeError, UnicodeDecodeError):
            return None

    def save(self, state: NotificationContextState) -> None:
        """Write ``state`` atomically with the next sequence number; durable when it returns.

        Raises:
            StorageFull: The disk is full; the previous state is untouched.
            StorageError: Another I/O error; the previous state is untouched.
        """
        state.seq += 1
        body = state.to_json()
        body["checksum"] = _checksum(body)
        data = json.dumps(body, ensure_ascii=False, indent=1).encode("utf-8") + b"\n"
        tmp = self.directory / "state.json.tmp"
        current = self.directory / "state.json"
        try:
            fd = open_private(tmp, os.O_WRONLY | os.O_TRUNC)
            try:
                write_fully(fd, data)
            finally:
                os.close(fd)
            if current.exists():
                os.replace(current, self.directory / "state.json.prev")
            os.replace(tmp, current)
            fsync_directory(self.directory)
        except OSError as exc:
            state.seq -= 1
            if exc.errno in (28, 122):  # ENOSPC, EDQUOT
                raise StorageFull(
                    "The disk is full; the notification state was not updated.",
                    path=str(current),
                ) from exc
            raise StorageError(
                "Writing the notification state failed; the previous state is kept.",
                path=str(current),
            ) from exc
