"""Purging notification records at the user's request: the selector and the durable purge log.

The user removes raw notifications from the shards (``notifications purge``): every record of
an app, every record received before a time, or a range of context ids. The shards are
rewritten by :meth:`~agent_memory.notifications.context.NotificationContext.purge` (never behind
the context's back); this module holds what it needs besides: :class:`PurgeSelector` (which
records), :func:`id_ranges` and :class:`PurgeLog`, the durable record of every purge
(``<data_dir>/memory/notifications/purges.jsonl``, ``docs/formats/notification-purge-log.md``):
counts, app ids, context id ranges and shard names, never text.

Crash safety: a purge appends a ``begun`` entry (fsynced) naming the exact ids before any shard
is rewritten, and a ``done`` entry after the state is saved. A purge whose ``begun`` entry has
no ``done`` (the process died in between) is finished on the next open: the same ids are
removed again (a no-op for shards already rewritten) and the memory cursor is realigned.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Final, Literal

from agent_memory.errors import InvalidInput, StorageError, StorageFull
from agent_memory.layout import open_private
from agent_memory.notifications.record import NotificationRecord

__all__ = [
    "PURGE_LOG_NAME",
    "PURGE_LOG_VERSION",
    "PurgeEntry",
    "PurgeLog",
    "PurgeResult",
    "PurgeSelector",
    "count_apps",
    "id_ranges",
    "in_ranges",
]

PURGE_LOG_NAME: Final = "purges.jsonl"
"""The purge log's file name in the ``notifications/`` directory."""

PURGE_LOG_VERSION: Final = 1
"""``v`` of every purge log line (``docs/formats/notification-purge-log.md``)."""


@dataclass(frozen=True, slots=True)
class PurgeSelector:
    """Which records a purge removes: exactly one of ``app``, ``before`` or an id range.

    Attributes:
        app: Every record of this app id (Android package, iOS bundle id).
        before: Every record received before this time (aware; compared in UTC).
        first_id, last_id: Every record whose context id lies in ``[first_id, last_id]``.

    Raises:
        InvalidInput: Not exactly one selector, a naive ``before``, or a bad range.
    """

    app: str | None = None
    before: datetime | None = None
    first_id: int | None = None
    last_id: int | None = None

    def __post_init__(self) -> None:
        ranged = self.first_id is not None or self.last_id is not None
        chosen = sum((self.app is not None, self.before is not None, ranged))
        if chosen != 1:
            raise InvalidInput(
                "Name exactly one of: an app, a time to purge before, or an id range.",
                field="selector",
            )
        if self.app is not None and not self.app.strip():
            raise InvalidInput("The app id is empty.", field="app")
        if self.before is not None and self.before.tzinfo is None:
            raise InvalidInput("The time to purge before needs a UTC offset.", field="before")
        if ranged:
            if self.first_id is None or self.last_id is None:
                raise InvalidInput("An id range needs its first and last id.", field="ids")
            if not 1 <= self.first_id <= self.last_id:
                raise InvalidInput(
                    "An id range is A-B with 1 <= A <= B (context ids), not "
                    f"{self.first_id}-{self.last_id}.",
                    field="ids",
                )

    def matches(self, record: NotificationRecord) -> bool:
        """Return whether ``record`` is to be purged."""
        if self.app is not None:
            return record.event.app_id == self.app
        if self.before is not None:
            return record.event.received_at < self.before
        assert self.first_id is not None
        assert self.last_id is not None
        return self.first_id <= record.context_id <= self.last_id

    def to_json(self) -> dict[str, Any]:
        """Return the selector as written to the purge log (an app id is not text)."""
        return {
            "app": self.app,
            "before": None if self.before is None else self.before.isoformat(),
            "first_id": self.first_id,
            "last_id": self.last_id,
        }

    @classmethod
    def parse_ids(cls, value: str) -> PurgeSelector:
        """Return the selector of ``A-B`` (or a single id ``A``).

        Raises:
            InvalidInput: Not ``A-B`` with integers.
        """
        first, _, last = value.partition("-")
        try:
            low = int(first)
            high = int(last) if last else low
        except ValueError as exc:
            raise InvalidInput(
                f"--ids is A-B: two context ids, such as 12-40, not {value[:40]!r}.", field="ids"
            ) from exc
        return cls(first_id=low, last_id=high)


def id_ranges(ids: Iterable[int]) -> list[tuple[int, int]]:
    """Return ``ids`` (any order) as sorted, merged inclusive ranges.

    ``[1, 2, 3, 7]`` gives ``[(1, 3), (7, 7)]``.
    """
    out: list[tuple[int, int]] = []
    for value in sorted(set(ids)):
        if out and value == out[-1][1] + 1:
            out[-1] = (out[-1][0], value)
        else:
            out.append((value, value))
    return out


def in_ranges(ranges: list[tuple[int, int]], context_id: int) -> bool:
    """Return whether ``context_id`` lies in one of the sorted inclusive ``ranges``."""
    low, high = 0, len(ranges)
    while low < high:
        mid = (low + high) // 2
        first, last = ranges[mid]
        if context_id < first:
            high = mid
        elif context_id > last:
            low = mid + 1
        else:
            return True
    return False


@dataclass(frozen=True, slots=True)
class PurgeEntry:
    """One line of the purge log.

    Attributes:
        purge_id: 1, 2, 3 ... per data directory.
        state: ``begun`` (written before any shard changes) or ``done``.
        at: When the line was written (UTC).
        selector: What the user asked for (:meth:`PurgeSelector.to_json`).
        ranges: The context ids removed, as inclusive ranges.
        count: How many records.
        apps: Records removed per app id.
        shards: Shards rewritten (or deleted when left empty).
    """

    purge_id: int
    state: Literal["begun", "done"]
    at: datetime
    selector: dict[str, Any]
    ranges: tuple[tuple[int, int], ...]
    count: int
    apps: dict[str, int] = field(default_factory=dict)
    shards: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Return the JSON object of the line."""
        return {
            "v": PURGE_LOG_VERSION,
            "purge_id": self.purge_id,
            "state": self.state,
            "at": self.at.isoformat(),
            "selector": self.selector,
            "ranges": [list(r) for r in self.ranges],
            "count": self.count,
            "apps": dict(sorted(self.apps.items())),
            "shards": list(self.shards),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PurgeEntry:
        """Parse a line's object.

        Raises:
            InvalidInput: A field is missing or of the wrong type.
        """
        try:
            state = data["state"]
            if state not in ("begun", "done"):
                raise ValueError(state)
            return cls(
                purge_id=int(data["purge_id"]),
                state=state,
                at=datetime.fromisoformat(str(data["at"])),
                selector=dict(data["selector"]),
                ranges=tuple((int(a), int(b)) for a, b in data["ranges"]),
                count=int(data["count"]),
                apps={str(k): int(v) for k, v in data.get("apps", {}).items()},
                shards=tuple(str(s) for s in data.get("shards", ())),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidInput("A purge log line does not fit its format.", field="purge") from exc


@dataclass(frozen=True, slots=True)
class PurgeResult:
    """What one purge removed (counts, app ids and id ranges; never text).

    Attributes:
        purge_id: Its number in the purge log.
        count: Records removed.
        ranges: Their context ids, as inclusive ranges.
        apps: Records removed per app id.
        shards: Shards rewritten (or deleted when left empty).
        pending_removed: Of them, records that were not processed yet (after the memory
            cursor): they will make no memory.
    """

    purge_id: int
    count: int
    ranges: tuple[tuple[int, int], ...]
    apps: dict[str, int]
    shards: tuple[str, ...]
    pending_removed: int = 0

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict."""
        return {
            "purge_id": self.purge_id,
            "count": self.count,
            "ranges": [list(r) for r in self.ranges],
            "apps": dict(sorted(self.apps.items())),
            "shards": list(self.shards),
            "pending_removed": self.pending_removed,
        }


class PurgeLog:
    """The append-only purge log ``purges.jsonl`` in the ``notifications/`` directory.

    Blocking; the context calls it under its own lock. Every append is fsynced (and the
    directory, when the file is new) before it returns. A torn last line (a crash mid-append)
    is ignored when read and cut by the next append.

    Args:
        directory: The ``notifications/`` directory.
    """

    def __init__(self, directory: Path) -> None:
        self.path = directory / PURGE_LOG_NAME

    def entries(self) -> list[PurgeEntry]:
        """Return every whole entry, oldest first (a torn or unreadable line is skipped)."""
        return list(self._read())

    def _read(self) -> Iterator[PurgeEntry]:
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as exc:
            raise StorageError("The purge log cannot be read.", path=str(self.path)) from exc
        for line in data.split(b"\n"):
            if not line.strip():
                continue
            try:
                yield PurgeEntry.from_json(json.loads(line))
            except (ValueError, InvalidInput):
                continue

    def unfinished(self) -> list[PurgeEntry]:
        """Return ``begun`` entries without their ``done`` (a purge the process died in)."""
        begun: dict[int, PurgeEntry] = {}
        for entry in self._read():
            if entry.state == "begun":
                begun[entry.purge_id] = entry
            else:
                begun.pop(entry.purge_id, None)
        return list(begun.values())

    def next_id(self) -> int:
        """Return the next purge number."""
        return max((e.purge_id for e in self._read()), default=0) + 1

    def max_purged_id(self) -> int:
        """Return the highest context id any purge removed (0: none)."""
        return max((r[1] for e in self._read() for r in e.ranges), default=0)

    def append(self, entry: PurgeEntry) -> None:
        """Append ``entry`` as one line; durable when this returns.

        Raises:
            StorageFull: The disk is full; nothing was appended.
            StorageError: Another I/O error.
        """
        line = json.dumps(entry.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n"
        created = not self.path.exists()
        try:
            fd = open_private(self.path, os.O_RDWR)
            try:
                size = os.fstat(fd).st_size
                if size:
                    os.lseek(fd, size - 1, os.SEEK_SET)
                    if os.read(fd, 1) != b"\n":  # a torn last line: cut it
                        data = os.pread(fd, size, 0)
                        os.ftruncate(fd, data.rfind(b"\n") + 1)
                os.lseek(fd, 0, os.SEEK_END)
                os.write(fd, line.encode("utf-8"))
                os.fsync(fd)
            finally:
                os.close(fd)
            if created:
                dir_fd = os.open(self.path.parent, os.O_RDONLY | os.O_DIRECTORY)
                try:
                    os.fsync(dir_fd)
                finally:
                    os.close(dir_fd)
        except OSError as exc:
            if exc.errno in (28, 122):  # ENOSPC, EDQUOT
                raise StorageFull(
                    "The disk is full; the purge was not started.", path=str(self.path)
                ) from exc
            raise StorageError("Writing the purge log failed.", path=str(self.path)) from exc


def count_apps(records: Iterable[NotificationRecord]) -> dict[str, int]:
    """Return how many of ``records`` each app id has."""
    return dict(Counter(r.event.app_id for r in records))
