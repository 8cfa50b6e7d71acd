"""Pipeline process for the crash-loop soak (issue 17); killed with SIGKILL at random moments.

Usage: ``python -m tests.notifications.pipeline_child DIR START SEED``. Prints ``S`` when start-up
begins (before the context, the stores and the id reconciliation open), ``R`` when it is done, then
loops: publishes events ``START, START+1, ...`` into a fresh ring, consumes them and prints
``A <index> <context_id>`` once ``consume`` returned (acknowledged = durable), prints ``B`` and
runs one batch through the processor with the deterministic fallback as its provider (no model),
and prints ``C <memory cursor>`` after it. Runs until killed.
"""

from __future__ import annotations

import asyncio
import random
import sys
from datetime import UTC, datetime
from pathlib import Path

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.ring import EventRing
from agent_memory.clock import SystemClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.layout import DataLayout
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.notifications.processor import NotificationMemoryProcessor, ProcessorConfig


def soak_event(index: int) -> NotificationEvent:
    """Return notification ``index``: its own sender, so the fallback makes one memory of it."""
    return make_event(
        platform="android",
        source_key=f"0|com.whatsapp|{index}|null|10001",
        app_id="com.whatsapp",
        title=f"Friend {index}",
        body=f"Dinner at Nonna's on Friday, table {index}",
        phone_timestamp_raw=str(1_742_000_000_000 + index),
        received_at=datetime.now(UTC),
    )


async def main(directory: Path, start: int, seed: int) -> None:
    rng = random.Random(seed)
    out = sys.stdout
    out.write("S\n")
    out.flush()
    ring = EventRing(4096)
    context = NotificationContext.open(DataLayout(directory).notifications, ring)
    stores = await MemoryStores.open(directory, SystemClock())
    engine = MemoryMergeEngine(notification_fallback_provider())
    processor = NotificationMemoryProcessor(
        context, stores, engine, fallback_engine=engine, config=ProcessorConfig(max_attempts=3)
    )
    await processor.reconcile_ids()
    out.write("R\n")
    out.flush()
    index = start
    while True:
        for _ in range(rng.randint(1, 8)):
            ring.publish(soak_event(index))
            index += 1
        result = context.consume(100)
        for record in result.persisted:
            out.write(f"A {record.event.title.split()[1]} {record.context_id}\n")
        out.write("B\n")
        out.flush()
        await processor.run_batch()
        out.write(f"C {context.memory_cursor.context_id}\n")
        out.flush()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])))
