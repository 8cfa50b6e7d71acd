"""Read the notification timeline: records by device-local day, with their verdicts (no text).

The inspector page and ``GET /v1/timeline`` show what came in and what the pipeline did with it:
each record's receipt time in the device's local time, its app, the noise filter's verdict and
rule (from the decision trail, ``docs/formats/decision-trail.md``), whether it was folded into
another record, the action and the memory it made or changed. A :class:`TimelineItem` holds no
title, subtitle or body; the text of a kept record is read one record at a time by
:func:`read_kept_text`, which refuses every record the noise filter dropped (spec: Storage Levels
and Privacy; a one-time code or a secret is never shown again).

Everything here only reads (the shards and the trail), so it may run while the service writes:
a line being appended (torn) is skipped, as a reader of the shards does
(``docs/formats/notification-shard.md``).
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Final

from agent_memory.errors import InvalidInput, StorageError
from agent_memory.notifications.noise import classify, mask_event
from agent_memory.notifications.record import NotificationRecord
from agent_memory.notifications.trail import Decision, DecisionTrail

__all__ = [
    "MAX_TIMELINE_LIMIT",
    "VERDICTS",
    "HourlyCounts",
    "KeptText",
    "TimelineItem",
    "TimelinePage",
    "count_by_hour",
    "read_kept_text",
    "read_timeline",
]

MAX_TIMELINE_LIMIT: Final = 200
"""Most records one timeline page may hold."""

VERDICTS: Final = (
    "keep",
    "otp",
    "secret",
    "marketing",
    "scam",
    "system",
    "skipped",
    "pending",
    "unknown",
)
"""Every verdict a timeline item can have: the noise filter's labels (``notifications/noise.py``),
``skipped`` (coalescing settled it without the filter: a removal, a group summary), ``pending``
(not processed yet) and ``unknown`` (processed, but its decision is not in the trail)."""


@dataclass(frozen=True, slots=True)
class TimelineItem:
    """One notification record as the timeline shows it: ids, times, verdict; never text.

    Attributes:
        context_id: The record.
        received_at: Receipt time, UTC.
        utc_offset_s: The device's UTC offset at receipt, seconds east (0 when unknown).
        app_id, app_name: Its app (the name as the phone gave it, or ``None``).
        kind: ``added``, ``modified`` or ``removed``.
        state: ``decided``, ``pending`` (after the memory cursor) or ``no_trail``.
        verdict: A member of :data:`VERDICTS`; for a folded record, the verdict of the record it
            was shown through.
        rule: The filter's rule (``otp.keyword`` ...), or ``None``.
        folded_into: The record this one was folded into, or ``None``.
        action, reason: The processor's action and reason (trail vocabulary), or ``None``.
        memory: ``{"store", "id", "revision"}`` of the memory it made or changed (through the
            record it was folded into, if folded), or ``None``.
        own_label: For a folded record the filter never classified itself, the label the filter
            gives its own text now (pure, :func:`agent_memory.notifications.noise.classify`);
            ``None`` otherwise. Not shown in the timeline; it only withholds the text of a
            record (a one-time code updated into a kept message) that the filter would drop.
    """

    context_id: int
    received_at: datetime
    utc_offset_s: int
    app_id: str
    app_name: str | None
    kind: str
    state: str
    verdict: str
    rule: str | None
    folded_into: int | None
    action: str | None
    reason: str | None
    memory: dict[str, Any] | None
    own_label: str | None = None

    @property
    def local_time(self) -> datetime:
        """Return the receipt time in the device's local time (an aware datetime)."""
        return self.received_at.astimezone(timezone(timedelta(seconds=self.utc_offset_s)))

    @property
    def text_shown(self) -> bool:
        """Whether :func:`read_kept_text` answers for this record (the filter kept its text)."""
        return (
            self.state == "decided" and self.verdict == "keep" and self.own_label in (None, "keep")
        )

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict (ids, times, rules; never text)."""
        return {
            "context_id": self.context_id,
            "received_at": self.received_at.isoformat(),
            "local_time": self.local_time.isoformat(),
            "utc_offset_s": self.utc_offset_s,
            "app_id": self.app_id,
            "app_name": self.app_name,
            "kind": self.kind,
            "state": self.state,
            "verdict": self.verdict,
            "rule": self.rule,
            "folded": self.folded_into is not None,
            "folded_into": self.folded_into,
            "action": self.action,
            "reason": self.reason,
            "memory": self.memory,
            "text_shown": self.text_shown,
        }


@dataclass(frozen=True, slots=True)
class TimelinePage:
    """One page of one device-local day.

    Attributes:
        day: The local date shown, or ``None`` when no shard exists.
        items: Records of that day after ``after``, in context id order.
        next_after: The ``after`` of the next page of the same day, or ``None`` (last page).
        previous_day, next_day: The nearest local days that may hold records, or ``None``.
    """

    day: date | None
    items: list[TimelineItem]
    next_after: int | None
    previous_day: date | None
    next_day: date | None

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict."""
        return {
            "day": None if self.day is None else self.day.isoformat(),
            "items": [item.to_json() for item in self.items],
            "next_after": self.next_after,
            "previous_day": None if self.previous_day is None else self.previous_day.isoformat(),
            "next_day": None if self.next_day is None else self.next_day.isoformat(),
        }


@dataclass(frozen=True, slots=True)
class HourlyCounts:
    """Records per UTC hour by verdict.

    Attributes:
        start: The first hour (UTC, on the hour).
        hours: Number of hours covered.
        counts: One ``{verdict: count}`` per hour, oldest first (verdicts of :data:`VERDICTS`).
        utc_offset_s: The newest counted record's device UTC offset (to label hours locally).
    """

    start: datetime
    hours: int
    counts: list[dict[str, int]]
    utc_offset_s: int

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict."""
        return {
            "start": self.start.isoformat(),
            "hours": self.hours,
            "utc_offset_s": self.utc_offset_s,
            "verdicts": list(VERDICTS),
            "counts": self.counts,
        }


@dataclass(frozen=True, slots=True)
class KeptText:
    """The text of a record the noise filter kept."""

    context_id: int
    app_name: str | None
    title: str
    subtitle: str
    body: str
    body_truncated: bool

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict (this one holds text: answer it only to its owner)."""
        return {
            "context_id": self.context_id,
            "app_name": self.app_name,
            "title": self.title,
            "subtitle": self.subtitle,
            "body": self.body,
            "body_truncated": self.body_truncated,
        }


def read_timeline(
    directory: Path,
    day: date | None = None,
    *,
    after: int = 0,
    limit: int = 50,
    memory_cursor: int,
    mask_secrets: bool = False,
) -> TimelinePage:
    """Return one page of the records received on a device-local day.

    A local day's records sit in the UTC shards of that date and the dates either side (device
    offsets are within +-18 h); those three shards are read, nothing else. A record filed in a
    later shard after the device clock stepped back more than a day is not shown under its day.

    Args:
        directory: The ``notifications/`` directory.
        day: The local date; ``None`` for the local date of the newest record.
        after: Show records with a larger context id only (the previous page's ``next_after``).
        limit: At most this many records (1 to :data:`MAX_TIMELINE_LIMIT`).
        memory_cursor: The context's memory cursor (records after it are ``pending``).
        mask_secrets: The filter's masking choice (``Settings.mask_secrets``), for the own
            verdict of a record folded into another.

    Returns:
        The page; records in context id order.

    Raises:
        InvalidInput: ``limit`` or ``after`` is out of range.
        StorageError: A shard or the trail cannot be read.
    """
    if not 1 <= limit <= MAX_TIMELINE_LIMIT:
        raise InvalidInput(f"limit must be between 1 and {MAX_TIMELINE_LIMIT}.", field="limit")
    if after < 0:
        raise InvalidInput("after must be a context id of at least 0.", field="after")
    events = directory / "events"
    shards = _shard_dates(events)
    if not shards:
        return TimelinePage(None, [], None, None, None)
    if day is None:
        newest = _read_shard(events, shards[-1])
        if not newest:
            return TimelinePage(None, [], None, None, None)
        day = _local_date(newest[-1])
    records = [
        record
        for shard in shards
        if day - timedelta(days=1) <= shard <= day + timedelta(days=1)
        for record in _read_shard(events, shard)
        if record.context_id > after and _local_date(record) == day
    ]
    records.sort(key=lambda r: r.context_id)
    page = records[:limit]
    decisions = _decisions(directory, page)
    items = [_item(record, decisions, memory_cursor, mask_secrets) for record in page]
    earlier = [s for s in shards if s <= day]
    later = [s for s in shards if s >= day]
    return TimelinePage(
        day=day,
        items=items,
        next_after=page[-1].context_id if len(records) > limit else None,
        previous_day=min(earlier[-1] + timedelta(days=1), day - timedelta(days=1))
        if earlier
        else None,
        next_day=max(later[0] - timedelta(days=1), day + timedelta(days=1)) if later else None,
    )


def count_by_hour(
    directory: Path, end: datetime, *, hours: int = 168, memory_cursor: int
) -> HourlyCounts:
    """Count the records received in the ``hours`` hours before ``end``, per hour and verdict.

    Args:
        directory: The ``notifications/`` directory.
        end: The end of the window (UTC); the hour holding it is the last one counted.
        hours: Length of the window, hours (1 to 744, one month).
        memory_cursor: The context's memory cursor (records after it are ``pending``).

    Raises:
        InvalidInput: ``hours`` is out of range.
        StorageError: A shard or the trail cannot be read.
    """
    if not 1 <= hours <= 744:
        raise InvalidInput("hours must be between 1 and 744.", field="hours")
    last = end.astimezone(UTC).replace(minute=0, second=0, microsecond=0)
    start = last - timedelta(hours=hours - 1)
    events = directory / "events"
    counted: list[tuple[int, NotificationRecord]] = []
    for shard in _shard_dates(events):
        if not start.date() <= shard <= last.date():
            continue
        for record in _read_shard(events, shard):
            index = int((record.event.received_at - start).total_seconds() // 3600)
            if 0 <= index < hours:
                counted.append((index, record))
    decisions = _decisions(directory, [record for _, record in counted])
    counts: list[Counter[str]] = [Counter() for _ in range(hours)]
    offset = 0
    for index, record in counted:
        counts[index][_item(record, decisions, memory_cursor).verdict] += 1
        offset = record.event.received_utc_offset_s or 0
    return HourlyCounts(start, hours, [dict(c) for c in counts], offset)


def read_kept_text(
    directory: Path, context_id: int, *, memory_cursor: int, mask_secrets: bool = False
) -> KeptText | None:
    """Return the text of record ``context_id`` if the noise filter kept it.

    Args:
        directory: The ``notifications/`` directory.
        context_id: The record (``>= 1``).
        memory_cursor: The context's memory cursor.
        mask_secrets: The filter's masking choice (``Settings.mask_secrets``): with it, a
            secret span the filter masks (``keep.masked.<rule>``: a token or a card in a long
            message) is replaced by the mask, as before extraction; without it such a text is
            dropped and withheld.

    Returns:
        The text, or ``None`` when no shard holds the record (unknown, purged or cleaned).

    Raises:
        InvalidInput: ``context_id`` is below 1, or the record's text is withheld (field
            ``verdict``): it was dropped by the filter, folded into a dropped record, folded
            into a kept record while its own text would be dropped (a one-time code updated
            into a kept message), is not processed yet, its decision left the trail, or the
            filter's rules drop it now. The message names the verdict only.
        StorageError: A shard or the trail cannot be read.
    """
    if context_id < 1:
        raise InvalidInput("A context id is an integer of at least 1.", field="context_id")
    record = _find_record(directory / "events", context_id)
    if record is None:
        return None
    item = _item(record, _decisions(directory, [record]), memory_cursor, mask_secrets)
    if item.verdict == "keep" and item.own_label not in (None, "keep"):
        raise InvalidInput(
            f"The text of notification {context_id} is not shown: it was folded into notification "
            f"{item.folded_into} (kept), but its own verdict is {item.own_label!r}; only text the "
            "filter keeps is shown.",
            field="verdict",
        )
    if not item.text_shown:
        raise InvalidInput(
            f"The text of notification {context_id} is not shown: its verdict is "
            f"{item.verdict!r} ({item.state}); only notifications the filter kept show text.",
            field="verdict",
        )
    event = record.event
    verdict = classify(event, mask_secrets=mask_secrets)
    if verdict.dropped:  # the rules have learnt since this record was kept: withheld now
        raise InvalidInput(
            f"The text of notification {context_id} is not shown: the filter now labels it "
            f"{verdict.label!r}; only text the filter keeps is shown.",
            field="verdict",
        )
    event = mask_event(event, verdict)  # a secret the filter masked stays masked here too
    return KeptText(
        context_id=context_id,
        app_name=event.app_name,
        title=event.title,
        subtitle=event.subtitle,
        body=event.body,
        body_truncated=event.body_truncated,
    )


def _local_date(record: NotificationRecord) -> date:
    offset = timedelta(seconds=record.event.received_utc_offset_s or 0)
    return (record.event.received_at.astimezone(UTC) + offset).date()


def _shard_dates(events: Path) -> list[date]:
    try:
        names = os.listdir(events)
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise StorageError("The notification shards cannot be listed.", path=str(events)) from exc
    found: list[date] = []
    for name in names:
        if name.endswith(".jsonl"):
            try:
                found.append(date.fromisoformat(name.removesuffix(".jsonl")))
            except ValueError:
                continue
    return sorted(found)


def _read_shard(events: Path, shard: date) -> list[NotificationRecord]:
    path = events / f"{shard.isoformat()}.jsonl"
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return []  # cleaned between the listing and the read
    except OSError as exc:
        raise StorageError("A notification shard cannot be read.", path=str(path)) from exc
    out: list[NotificationRecord] = []
    for line in data.split(b"\n"):
        if line.strip():
            try:
                out.append(NotificationRecord.from_line(line))
            except InvalidInput:
                continue  # a torn tail being appended, or a line the context quarantines
    return out


def _find_record(events: Path, context_id: int) -> NotificationRecord | None:
    # Shard order is id order: the record sits in the newest shard whose first id is not
    # above it (or, if that shard's first line is damaged, in a neighbour).
    shards = _shard_dates(events)
    for shard in reversed(shards):
        records = _read_shard(events, shard)
        for record in records:
            if record.context_id == context_id:
                return record
        if records and records[0].context_id < context_id:
            return None
    return None


def _decisions(directory: Path, records: list[NotificationRecord]) -> dict[int, Decision]:
    """Return the decisions of ``records`` and of the records they were folded into."""
    trail = DecisionTrail(directory)
    found = trail.find_many({r.context_id for r in records})
    shown = {d.folded_into for d in found.values() if d.folded_into is not None} - set(found)
    if shown:
        found.update(trail.find_many(shown))
    return found


def _item(
    record: NotificationRecord,
    decisions: dict[int, Decision],
    memory_cursor: int,
    mask_secrets: bool = False,
) -> TimelineItem:
    event = record.event
    decision = decisions.get(record.context_id)
    verdict, rule, state = "unknown", None, "no_trail"
    own_label: str | None = None
    action = reason = None
    folded_into: int | None = None
    memory: dict[str, Any] | None = None
    if decision is not None:
        state, action, reason, folded_into = (
            "decided",
            decision.action,
            decision.reason,
            decision.folded_into,
        )
        shown = decision
        if decision.filter_rule is None and decision.folded_into is not None:
            shown = decisions.get(decision.folded_into, decision)
            own_label = classify(event, mask_secrets=mask_secrets).label
        if shown.filter_rule is not None:
            verdict, _, rule = shown.filter_rule.partition(":")
        elif decision.folded_into is None:
            verdict = "skipped"
        made = decision if decision.memory_id is not None else shown
        if made.memory_id is not None:
            memory = {"store": made.store, "id": made.memory_id, "revision": made.revision}
    elif record.context_id > memory_cursor:
        verdict, state = "pending", "pending"
    if verdict not in VERDICTS:
        verdict = "unknown"
    return TimelineItem(
        context_id=record.context_id,
        received_at=event.received_at.astimezone(UTC),
        utc_offset_s=event.received_utc_offset_s or 0,
        app_id=event.app_id,
        app_name=event.app_name,
        kind=event.kind,
        state=state,
        verdict=verdict,
        rule=rule or None,
        folded_into=folded_into,
        action=action,
        reason=reason,
        memory=memory,
        own_label=own_label,
    )
