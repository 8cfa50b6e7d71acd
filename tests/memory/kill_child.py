"""A child process for the kill tests: applies a fixed intent list, one line per applied intent.

Run as ``python -m tests.memory.kill_child DATA_DIR``; the parent kills it with SIGKILL at a random
moment and then replays the same list.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from agent_memory.clock import ManualClock
from agent_memory.memory import (
    CreateMemory,
    MemoryChanges,
    MemoryIntent,
    MemoryKind,
    MemorySource,
    MemoryStores,
    NewMemory,
    PromoteMemory,
    ReinforceMemory,
    RemoveMemory,
    StoreName,
    UpdateMemory,
)
from tests.memory.conftest import T0

TEMP = StoreName.TEMPORARY


def intent_list(count: int = 40) -> list[MemoryIntent]:
    """One batch's worth of intents: creates, then at most one more intent per record."""
    source = MemorySource("notification", context_ids=(1,), app_ids=("app",))
    intents: list[MemoryIntent] = [
        CreateMemory(TEMP, f"t-{i}", NewMemory(MemoryKind.FACT, f"Fact {i} 快递{i}", source))
        for i in range(count)
    ]
    for i in range(count):
        match i % 5:
            case 0:
                intents.append(UpdateMemory(TEMP, f"t-{i}", 1, MemoryChanges(content=f"New {i}")))
            case 1:
                intents.append(ReinforceMemory(TEMP, f"t-{i}", 1))
            case 2:
                intents.append(PromoteMemory(f"t-{i}", 1))
            case 3:
                intents.append(RemoveMemory(TEMP, f"t-{i}", 1))
    return intents


async def main(data_dir: Path) -> None:
    async with await MemoryStores.open(data_dir, ManualClock(T0)) as stores:
        for index, intent in enumerate(intent_list()):
            await stores.apply(intent)
            print(index, flush=True)


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1])))
