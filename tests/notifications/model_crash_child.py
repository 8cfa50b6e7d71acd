"""Child process for the crash-during-model-call test: run one notification batch against the
model server at ``argv[2]`` and print what happened as JSON. The parent kills it (SIGKILL) while
its model call is open."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.notifications.processor import ProcessorConfig
from tests.notifications.processor_support import fallback_engine, harness


async def main(data_dir: Path, base_url: str) -> None:
    engine = MemoryMergeEngine(
        OpenAICompatibleProvider(
            OpenAICompatibleConfig(base_url=base_url, model="scripted", timeout_s=120)
        )
    )
    config = ProcessorConfig(max_attempts=3)
    async with harness(data_dir, engine, fallback=fallback_engine(), config=config) as h:
        result = await h.processor.run_batch()
        print(json.dumps({"processed": result.processed, "cursor": h.memory_cursor()}))


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), sys.argv[2]))
