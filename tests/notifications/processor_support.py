"""A real processor wired to real parts: context on disk, SQLite stores, an engine over HTTP."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.layout import DataLayout
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import MemoryRecord, StoreName
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.notifications.processor import NotificationMemoryProcessor, ProcessorConfig
from agent_memory.testing.chat_server import ScriptedChatServer

NOW = datetime(2025, 3, 16, 3, 0, tzinfo=UTC)


@dataclass
class Harness:
    ring: EventRing
    context: NotificationContext
    stores: MemoryStores
    processor: NotificationMemoryProcessor
    clock: ManualClock
    data_dir: Path
    counter: int = 0

    def publish(
        self,
        body: str,
        *,
        title: str = "Ana",
        app: str = "com.whatsapp",
        key: str | None = None,
        kind: str = "added",
        flags: int = 0,
        group: str | None = None,
        at: datetime | None = None,
        offset_s: int | None = None,
    ) -> NotificationEvent:
        self.counter += 1
        event = make_event(
            platform="android",
            kind=kind,
            source_key=key or f"0|{app}|{self.counter}|null|10001",
            app_id=app,
            title=title,
            body=body,
            android_flags=flags,
            group_key=group,
            phone_timestamp_raw=str(1_742_000_000_000 + self.counter),
            received_at=at or NOW - timedelta(minutes=30) + timedelta(seconds=self.counter),
            received_utc_offset_s=offset_s,
        )
        self.ring.publish(event)
        return event

    async def memories(self) -> list[MemoryRecord]:
        """Every live Temporary and Long-Term memory, by id (a listing, not a recall)."""
        found = [
            record
            for store in (StoreName.TEMPORARY, StoreName.LONG_TERM)
            for record in await self.stores.list_memories(store, limit=1000)
        ]
        return sorted(found, key=lambda r: r.id)

    async def get(self, store: StoreName, memory_id: str) -> MemoryRecord | None:
        record = await self.stores.get(store, memory_id)
        assert record is None or isinstance(record, MemoryRecord)
        return record

    def memory_cursor(self) -> int:
        return self.context.memory_cursor.context_id


def scripted_engine(server: ScriptedChatServer, **config: Any) -> MemoryMergeEngine:
    settings: dict[str, Any] = {"base_url": server.base_url, "model": "scripted", "timeout_s": 10}
    settings.update(config)
    return MemoryMergeEngine(OpenAICompatibleProvider(OpenAICompatibleConfig(**settings)))


def fallback_engine() -> MemoryMergeEngine:
    return MemoryMergeEngine(notification_fallback_provider())


@asynccontextmanager
async def harness(
    tmp_path: Path,
    engine: MemoryMergeEngine,
    *,
    fallback: MemoryMergeEngine | None = None,
    config: ProcessorConfig | None = None,
    context_class: type[NotificationContext] = NotificationContext,
) -> AsyncIterator[Harness]:
    clock = ManualClock(NOW)
    ring = EventRing(1024)
    context = context_class.open(DataLayout(tmp_path).notifications, ring, clock=clock)
    stores = await MemoryStores.open(tmp_path, clock)
    processor = NotificationMemoryProcessor(
        context, stores, engine, fallback_engine=fallback, clock=clock, config=config
    )
    try:
        yield Harness(ring, context, stores, processor, clock, tmp_path)
    finally:
        await engine.aclose()
        if fallback is not None:
            await fallback.aclose()
        await stores.close()
        context.close()


def answer(*items: dict[str, Any]) -> dict[str, Any]:
    """A proposal with every field the strict schema requires."""
    full = []
    for item in items:
        entry = {
            "target": None,
            "store": None,
            "kind": None,
            "content": None,
            "expires_at": None,
            "reason": "r",
        }
        entry.update(item)
        full.append(entry)
    return {"items": full}


def add(context_id: int, content: str, *, kind: str = "event") -> dict[str, Any]:
    """One proposal item that adds a Temporary memory (fill in with :func:`answer`)."""
    return {
        "context_id": context_id,
        "action": "add",
        "store": "temporary",
        "kind": kind,
        "content": content,
    }


def prompt_of(server: ScriptedChatServer, index: int = -1) -> str:
    """The whole prompt text (all messages) of a recorded chat request."""
    body = server.chat_requests[index].body
    return "\n".join(str(m["content"]) for m in body["messages"])


def dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)
