"""Explain one notification: the path it took, from the decision trail (no text).

:func:`explain_notification` answers ``explain CONTEXT_ID`` and
``GET /v1/notifications/{context_id}/explain``: the filter's verdict and rule, whether the
record was folded and into which record, the batch and its provider, the action and its reason,
the memory it made or changed (store, id, revision then) and what that memory is now (active,
expired, removed, forgotten or cleaned). It only reads (the trail, the purge log, the state
file and the stores), so it may run while a service uses the data directory.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from agent_memory.errors import InvalidInput
from agent_memory.layout import DataLayout
from agent_memory.memory.model import MemoryRecord, StoreName
from agent_memory.memory.service import MemoryStores
from agent_memory.notifications.purge import PurgeLog, in_ranges
from agent_memory.notifications.record import NotificationRecord
from agent_memory.notifications.state import StateFile
from agent_memory.notifications.trail import Decision, DecisionTrail

__all__ = ["EXPLAIN_STATES", "Explanation", "explain_notification"]

EXPLAIN_STATES = {
    "decided": "processed; the decision trail says how",
    "pending": "persisted, not processed yet (it waits for the next idle window or 'process')",
    "purged": "removed from the shards by a purge before it was processed",
    "no_trail": "processed before the trail began, or its decision rotated out of the trail",
    "unknown": "no notification has this context id yet",
}
"""Every ``state`` an explanation can have, with its meaning."""


@dataclass(frozen=True, slots=True)
class Explanation:
    """The path of one notification.

    Attributes:
        context_id: The record asked about.
        state: A key of :data:`EXPLAIN_STATES`.
        decision: Its trail entry, or ``None``.
        shown_as: For a folded record, the trail entry of the record it was folded into.
        memory_now: The memory written for it (or for the record it was folded into) as it is
            now: ``store``, ``id``, ``revision`` and ``status`` (``active``, ``expired``,
            ``removed``, ``forgotten``, or ``cleaned`` when the cleaner deleted it).
        purge_id: The purge that removed the record from the shards, if one did.
    """

    context_id: int
    state: str
    decision: Decision | None = None
    shown_as: Decision | None = None
    memory_now: dict[str, Any] | None = None
    purge_id: int | None = None

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict (ids, rules and counts; never text)."""
        return {
            "context_id": self.context_id,
            "state": self.state,
            "meaning": EXPLAIN_STATES[self.state],
            "decision": None if self.decision is None else self.decision.to_json(),
            "shown_as": None if self.shown_as is None else self.shown_as.to_json(),
            "memory_now": self.memory_now,
            "purge_id": self.purge_id,
        }


async def explain_notification(
    layout: DataLayout,
    stores: MemoryStores,
    context_id: int,
    now: datetime,
    *,
    cursors: tuple[int, int] | None = None,
) -> Explanation:
    """Return the path notification ``context_id`` took (see the module docstring).

    Args:
        layout: The data directory's layout.
        stores: The open memory stores (read only).
        context_id: The record's context id (``>= 1``).
        now: The time that decides ``expired``.
        cursors: ``(memory cursor, next context id)`` of the open context; ``None`` reads
            them from disk (the state file, and the newest record of the shards).

    Raises:
        InvalidInput: ``context_id`` is below 1.
        StorageError: A file cannot be read.
    """
    if context_id < 1:
        raise InvalidInput("A context id is an integer of at least 1.", field="context_id")
    directory = layout.notifications
    trail = DecisionTrail(directory)
    decision = await asyncio.to_thread(trail.find, context_id)
    entries = await asyncio.to_thread(PurgeLog(directory).entries)
    purge_id = next(
        (
            e.purge_id
            for e in entries
            if e.state == "done" and in_ranges(list(e.ranges), context_id)
        ),
        None,
    )
    if decision is not None:
        shown_as = None
        if decision.folded_into is not None:
            shown_as = await asyncio.to_thread(trail.find, decision.folded_into)
        made = shown_as if shown_as is not None and decision.memory_id is None else decision
        memory_now = await _memory_now(stores, made, now)
        return Explanation(context_id, "decided", decision, shown_as, memory_now, purge_id)
    if cursors is None:
        cursors = await asyncio.to_thread(_cursors_on_disk, directory)
    memory_cursor, next_id = cursors
    if context_id >= next_id:
        return Explanation(context_id, "unknown")
    if purge_id is not None:
        return Explanation(context_id, "purged", purge_id=purge_id)
    if context_id > memory_cursor:
        return Explanation(context_id, "pending")
    return Explanation(context_id, "no_trail")


def _cursors_on_disk(directory: Path) -> tuple[int, int]:
    """Return the saved memory cursor and the next context id the log and state imply."""
    state = StateFile(directory).load().state
    newest = 0
    shards = sorted((directory / "events").glob("*.jsonl"))
    for path in reversed(shards):
        for line in reversed(path.read_bytes().split(b"\n")):
            try:
                newest = NotificationRecord.from_line(line).context_id
            except InvalidInput:
                continue
            break
        if newest:
            break
    return state.memory_cursor.context_id, max(state.next_context_id, newest + 1)


async def _memory_now(
    stores: MemoryStores, decision: Decision, now: datetime
) -> dict[str, Any] | None:
    if decision.memory_id is None or decision.store is None:
        return None
    store = StoreName(decision.store)
    record = await stores.get(store, decision.memory_id)
    status: str
    revision: int | None = None
    if record is None:
        forgotten = await stores.is_forgotten(store, decision.memory_id)
        status = "forgotten" if forgotten else "cleaned"
    else:
        revision = record.revision
        status = record.state_at(now) if isinstance(record, MemoryRecord) else record.status.value
    return {"store": store.value, "id": decision.memory_id, "revision": revision, "status": status}
