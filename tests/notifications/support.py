"""Builders shared by the NotificationContext tests."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.notifications.context import NotificationContext

T0 = datetime(2025, 3, 1, 9, 15, tzinfo=UTC)


def android_event(
    n: int,
    *,
    body: str | None = None,
    at: datetime | None = None,
    kind: str = "added",
    key: str | None = None,
) -> NotificationEvent:
    """Return a distinct Android event number ``n`` received ``n`` seconds after T0."""
    return make_event(
        platform="android",
        kind=kind,
        source_key=key or f"0|com.example.chat|{n}|null|10001",
        app_id="com.example.chat",
        title=f"Sender {n}",
        body=body if body is not None else f"message number {n}",
        phone_timestamp_raw=str(1_740_820_500_000 + n),
        received_at=at or T0 + timedelta(seconds=n),
    )


def open_context(
    tmp_path: Path, ring: EventRing, clock: ManualClock | None = None
) -> NotificationContext:
    """Open the context at ``tmp_path/notifications`` with a manual clock."""
    return NotificationContext.open(
        tmp_path / "notifications", ring, clock=clock or ManualClock(T0)
    )


def shard_lines(tmp_path: Path) -> list[dict[str, object]]:
    """Return every record line of every shard, oldest shard first, parsed."""
    out: list[dict[str, object]] = []
    for path in sorted((tmp_path / "notifications" / "events").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            out.append(json.loads(line))
    return out


def publish_all(ring: EventRing, events: list[NotificationEvent]) -> None:
    """Publish ``events`` in order."""
    for event in events:
        ring.publish(event)


def drain(context: NotificationContext) -> int:
    """Consume until the ring has nothing new; return how many records were persisted."""
    total = 0
    while True:
        result = context.consume()
        total += len(result.persisted)
        if not result.persisted and not result.duplicates:
            return total
