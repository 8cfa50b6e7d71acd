"""Fixtures of the engine tests: a scripted model server on 127.0.0.1 and batch builders.

``slow`` soak variants in this folder are skipped unless asked for (``-m slow``, ``make soak``).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from agent_memory.engine import ExtractItem, RelatedMemory
from agent_memory.testing import ScriptedChatServer

HERE = Path(__file__).parent
FIXTURES = HERE / "fixtures"
PDT = timezone(timedelta(hours=-7))


def load_notifications() -> list[dict[str, Any]]:
    """Return the typical notifications of ``fixtures/notifications.json``."""
    data: list[dict[str, Any]] = json.loads((FIXTURES / "notifications.json").read_text("utf-8"))
    return data


def make_items(count: int, *, refs_per_item: int = 0) -> list[ExtractItem]:
    """Build ``count`` items from the fixture notifications (cycled), ids 41, 42 ..."""
    notes = load_notifications()
    out = []
    for i in range(count):
        note = notes[i % len(notes)]
        refs = tuple(f"m{i * refs_per_item + j + 1}" for j in range(refs_per_item))
        out.append(
            ExtractItem(
                item_id=str(41 + i),
                local_time=datetime(2025, 3, 14, 21, 40, tzinfo=PDT) + timedelta(minutes=i),
                fields={"app": note["app"], "title": note["title"], "text": note["text"]},
                related_refs=refs,
            )
        )
    return out


def make_memories(count: int) -> list[RelatedMemory]:
    """Build ``count`` related memories m1.. with store and kind attributes."""
    texts = [m["text"] for m in json.loads((FIXTURES / "memories.json").read_text("utf-8"))]
    return [
        RelatedMemory(
            ref=f"m{i + 1}",
            text=texts[i % len(texts)],
            attributes={"store": "temporary" if i % 2 else "long_term", "kind": "fact"},
        )
        for i in range(count)
    ]


def proposal_for(items: list[ExtractItem]) -> dict[str, Any]:
    """A valid notification proposal that ignores every item."""
    return {
        "items": [
            {
                "context_id": int(item.item_id),
                "action": "ignore",
                "target": None,
                "store": None,
                "kind": None,
                "content": None,
                "expires_at": None,
                "reason": "test",
            }
            for item in items
        ]
    }


@pytest.fixture
async def chat_server() -> AsyncIterator[ScriptedChatServer]:
    """A scripted chat-completions server on 127.0.0.1 (empty script)."""
    async with ScriptedChatServer() as server:
        yield server


T0 = datetime(2025, 3, 16, 9, 0, tzinfo=UTC)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip ``slow`` tests under tests/engine when the ``-m`` expression does not name them."""
    if "slow" in (config.getoption("markexpr", "") or ""):
        return
    skip = pytest.mark.skip(reason="soak variant: run with -m slow (make soak)")
    for item in items:
        if item.get_closest_marker("slow") and HERE in item.path.parents:
            item.add_marker(skip)
