"""Fixtures for the memory store tests: a manual clock and real stores in ``tmp_path``."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory.clock import ManualClock
from agent_memory.memory import MemoryKind, MemorySource, MemoryStores, NewMemory, StoreName

T0 = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)
DAY_S = 86400.0


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(T0)


@pytest.fixture
async def stores(tmp_path: Path, clock: ManualClock) -> AsyncIterator[MemoryStores]:
    opened = await MemoryStores.open(tmp_path, clock)
    try:
        yield opened
    finally:
        await opened.close()


def table_rows(data_dir: Path, store: StoreName, columns: str) -> list[tuple[object, ...]]:
    """Read ``columns`` of the store's ``memories`` rows with a separate connection, like a shell.

    Rows are ordered by ``seq`` (creation order).
    """
    path = data_dir / "memory" / store.value / "store.sqlite3"
    with sqlite3.connect(path) as conn:
        return conn.execute(f"SELECT {columns} FROM memories ORDER BY seq").fetchall()  # noqa: S608


def note(content: str, kind: MemoryKind = MemoryKind.FACT, *context_ids: int) -> NewMemory:
    """A Temporary/Long-Term memory drawn from notifications ``context_ids``."""
    return NewMemory(
        kind=kind,
        content=content,
        source=MemorySource("notification", context_ids=context_ids or (1,), app_ids=("app",)),
    )
