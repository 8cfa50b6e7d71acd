"""The decision trail: why each notification was filtered, folded or turned into which memory.

Written by the notification processor when a batch's decisions are made (after its memory
writes, before its commit), read by ``explain`` (:func:`explain_notification`). One JSON line
per record, without text: context id, app id, the filter's verdict and rule, the coalescing
(folded into which record), the batch and its provider, the action and its reason, and the
memory written (store, id, revision). Format: ``docs/formats/decision-trail.md``.

Bounded: ``decisions.jsonl`` is moved to ``decisions.prev.jsonl`` (replacing it) when it grows
past :data:`DEFAULT_TRAIL_MAX_BYTES`, so the trail keeps between one and two files' worth of
the newest decisions (about 13,000 to 27,000 records at the default). A batch replayed after a
crash before its commit appends its decisions again; the last line of a context id wins.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from agent_memory.errors import InvalidInput, StorageError, StorageFull
from agent_memory.layout import fsync_directory, open_private, write_fully

__all__ = [
    "DEFAULT_TRAIL_MAX_BYTES",
    "TRAIL_NAME",
    "TRAIL_PREVIOUS_NAME",
    "TRAIL_VERSION",
    "Decision",
    "DecisionTrail",
]

TRAIL_NAME: Final = "decisions.jsonl"
"""The current trail file, in the ``notifications/`` directory."""

TRAIL_PREVIOUS_NAME: Final = "decisions.prev.jsonl"
"""The trail file before the last rotation."""

TRAIL_VERSION: Final = 1
"""``v`` of every trail line."""

_ID_PREFIX: Final = re.compile(rb'\{"v":1,"context_id":(\d{1,19}),')
"""The fixed start of every trail line ``append`` writes (compact JSON, keys in this order)."""

DEFAULT_TRAIL_MAX_BYTES: Final = 4 * 1024 * 1024
"""Size in bytes past which the current file is rotated (the trail holds at most about two)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """What the processor decided for one notification record (no text).

    Attributes:
        context_id: The record.
        app_id: Its app.
        at: When the batch's decisions were recorded (UTC).
        batch_first, batch_last, batch_size: The batch (context ids, record count).
        provider: ``model``, ``fallback`` or ``none`` (every record was settled by the rules
            before extraction: filtered, folded, skipped).
        filter_rule: The noise filter's verdict, ``<label>:<rule>`` (``keep:keep``,
            ``otp:otp.keyword`` ...), or ``None`` when the record was not classified itself
            (folded into another record, or skipped by coalescing).
        action: ``add``, ``update``, ``reinforce``, ``remove``, ``promote``, ``ignore``,
            ``filtered`` or ``folded``.
        reason: The rule or model reason name (``shown_as:<id>`` for a folded record).
        folded_into: The context id this record was shown through (``folded``), or whose
            verdict filtered it (``filtered``, an earlier version of the same notification:
            ``filter_rule`` is then ``None`` and ``reason`` the verdict), or ``None``.
        store, memory_id, revision: The memory written and its revision after the write, or
            ``None``.
    """

    context_id: int
    app_id: str
    at: datetime
    batch_first: int
    batch_last: int
    batch_size: int
    provider: str
    filter_rule: str | None
    action: str
    reason: str
    folded_into: int | None = None
    store: str | None = None
    memory_id: str | None = None
    revision: int | None = None

    def to_json(self) -> dict[str, Any]:
        """Return the trail line's object."""
        return {
            "v": TRAIL_VERSION,
            "context_id": self.context_id,
            "app_id": self.app_id,
            "at": self.at.isoformat(),
            "batch": {"first": self.batch_first, "last": self.batch_last, "size": self.batch_size},
            "provider": self.provider,
            "filter": self.filter_rule,
            "action": self.action,
            "reason": self.reason,
            "folded_into": self.folded_into,
            "memory": None
            if self.memory_id is None
            else {"store": self.store, "id": self.memory_id, "revision": self.revision},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Decision:
        """Parse a trail line's object.

        Raises:
            InvalidInput: A field is missing or of the wrong type.
        """
        try:
            memory = data.get("memory")
            batch = data["batch"]
            return cls(
                context_id=int(data["context_id"]),
                app_id=str(data["app_id"]),
                at=datetime.fromisoformat(str(data["at"])),
                batch_first=int(batch["first"]),
                batch_last=int(batch["last"]),
                batch_size=int(batch["size"]),
                provider=str(data["provider"]),
                filter_rule=None if data.get("filter") is None else str(data["filter"]),
                action=str(data["action"]),
                reason=str(data["reason"]),
                folded_into=None if data.get("folded_into") is None else int(data["folded_into"]),
                store=None if memory is None else str(memory["store"]),
                memory_id=None if memory is None else str(memory["id"]),
                revision=None if memory is None else int(memory["revision"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidInput("A decision trail line does not fit its format.") from exc


class DecisionTrail:
    """The bounded decision trail in one ``notifications/`` directory.

    Blocking (file I/O and fsync); the processor calls it through ``asyncio.to_thread``.

    Args:
        directory: The ``notifications/`` directory.
        max_bytes: Size past which the current file is rotated.
    """

    def __init__(self, directory: Path, max_bytes: int = DEFAULT_TRAIL_MAX_BYTES) -> None:
        self.path = directory / TRAIL_NAME
        self.previous = directory / TRAIL_PREVIOUS_NAME
        self._max_bytes = max_bytes

    def append(self, decisions: Sequence[Decision]) -> None:
        """Append one line per decision; durable (fsynced) when this returns.

        A torn last line (a crash mid-append) is cut first. When the file is past the size
        limit it is renamed to ``decisions.prev.jsonl`` first (replacing the older one).

        Raises:
            StorageFull: The disk is full; nothing was appended.
            StorageError: Another I/O error.
        """
        if not decisions:
            return
        data = b"".join(
            json.dumps(d.to_json(), separators=(",", ":")).encode("utf-8") + b"\n"
            for d in decisions
        )
        try:
            if self.path.exists() and self.path.stat().st_size > self._max_bytes:
                os.replace(self.path, self.previous)
                fsync_directory(self.path.parent)
            created = not self.path.exists()
            fd = open_private(self.path, os.O_RDWR)
            try:
                size = os.fstat(fd).st_size
                if size and os.pread(fd, 1, size - 1) != b"\n":
                    os.ftruncate(fd, os.pread(fd, size, 0).rfind(b"\n") + 1)
                os.lseek(fd, 0, os.SEEK_END)
                write_fully(fd, data)
            finally:
                os.close(fd)
            if created:
                fsync_directory(self.path.parent)
        except OSError as exc:
            if exc.errno in (28, 122):  # ENOSPC, EDQUOT
                raise StorageFull(
                    "The disk is full; the decision trail was not written.", path=str(self.path)
                ) from exc
            raise StorageError("Writing the decision trail failed.", path=str(self.path)) from exc

    def find(self, context_id: int) -> Decision | None:
        """Return the last decision recorded for ``context_id``, or ``None``."""
        return self.find_many((context_id,)).get(context_id)

    def _lines(self) -> Iterator[bytes]:
        """Yield the raw lines of the previous file, then of the current one."""
        for path in (self.previous, self.path):
            try:
                data = path.read_bytes()
            except FileNotFoundError:
                continue
            except OSError as exc:
                raise StorageError("The decision trail cannot be read.", path=str(path)) from exc
            yield from data.split(b"\n")

    def decisions(self) -> Iterator[Decision]:
        """Yield every readable decision, the previous file first (torn lines skipped)."""
        for line in self._lines():
            if not line.strip():
                continue
            try:
                yield Decision.from_json(json.loads(line))
            except (ValueError, InvalidInput):
                continue

    def find_many(self, context_ids: Collection[int]) -> dict[int, Decision]:
        """Return the last decision recorded for each of ``context_ids`` that has one.

        Only lines of those ids are parsed (the id is read from the line's fixed prefix,
        ``{"v":1,"context_id":N,``), so a page of ids costs a scan of the trail's bytes, not a
        parse of every line.
        """
        wanted = frozenset(context_ids)
        found: dict[int, Decision] = {}
        if not wanted:
            return found
        for line in self._lines():
            match = _ID_PREFIX.match(line)
            if match is None or int(match.group(1)) not in wanted:
                continue
            try:
                decision = Decision.from_json(json.loads(line))
            except (ValueError, InvalidInput):
                continue
            found[decision.context_id] = decision
        return found
