"""``memories show`` says ``expired`` for a memory past its expiry that the cleaner kept."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from typer.testing import CliRunner

from agent_memory.cli import app, load_commands
from agent_memory.clock import ManualClock
from agent_memory.memory.intents import CreateMemory, RemoveMemory
from agent_memory.memory.model import MemoryKind, MemorySource, NewMemory, StoreName
from agent_memory.memory.service import MemoryStores

WRITTEN = datetime(2025, 3, 16, tzinfo=UTC)


def _seed(tmp_path: Path) -> None:
    async def _main() -> None:
        async with await MemoryStores.open(tmp_path, ManualClock(WRITTEN)) as stores:
            for memory_id, expires in (
                ("m-old", WRITTEN + timedelta(days=1)),
                ("m-live", datetime.now(UTC) + timedelta(days=30)),
                ("m-gone", datetime.now(UTC) + timedelta(days=30)),
            ):
                new = NewMemory(
                    MemoryKind.FACT,
                    f"memory {memory_id}",
                    MemorySource("agent"),
                    expires_at=expires,
                )
                await stores.apply(CreateMemory(StoreName.TEMPORARY, memory_id, new))
            await stores.apply(RemoveMemory(StoreName.TEMPORARY, "m-gone", 1))

    asyncio.run(_main())


def _shown_status(tmp_path: Path, memory_id: str) -> str:
    load_commands("memories")
    done = CliRunner().invoke(
        app, ["memories", "show", memory_id, "--data-dir", str(tmp_path), "--json"]
    )
    assert done.exit_code == 0, done.output
    return str(json.loads(done.output)["status"])


def test_memories_show_says_expired_for_an_expired_memory(tmp_path: Path) -> None:
    _seed(tmp_path)
    assert _shown_status(tmp_path, "m-old") == "expired"


def test_memories_show_says_active_and_removed_as_before(tmp_path: Path) -> None:
    _seed(tmp_path)
    assert _shown_status(tmp_path, "m-live") == "active"
    assert _shown_status(tmp_path, "m-gone") == "removed"
