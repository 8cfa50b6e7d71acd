"""The processor's CPU-bound planning (coalesce and noise filter) runs off the event loop."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from agent_memory.notifications.processor import NotificationMemoryProcessor, _Plan
from agent_memory.notifications.record import NotificationRecord

from .processor_support import Harness, fallback_engine, harness


class _GatedProcessor(NotificationMemoryProcessor):
    """The real processor, whose planning waits for the test to open a gate first."""

    def __init__(self, h: Harness) -> None:
        super().__init__(h.context, h.stores, fallback_engine(), clock=h.clock)
        self.entered = threading.Event()
        self.gate = threading.Event()
        self.plan_thread: int | None = None

    def _plan(
        self, batch: list[NotificationRecord], history: Sequence[NotificationRecord]
    ) -> _Plan:
        self.plan_thread = threading.get_ident()
        self.entered.set()
        assert self.gate.wait(10), "the test never opened the gate"
        return super()._plan(batch, history)


async def test_event_loop_keeps_running_while_a_batch_is_planned(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        processor = _GatedProcessor(h)
        h.publish("Dinner at 8 at Rosa's?", title="Ana")
        batch = asyncio.create_task(processor.run_batch())
        assert await asyncio.to_thread(processor.entered.wait, 10)
        # Planning is blocked in its thread, yet the loop runs other coroutines.
        ticks = 0
        for _ in range(5):
            await asyncio.sleep(0)
            ticks += 1
        assert ticks == 5
        assert not batch.done()
        assert processor.plan_thread != threading.get_ident()
        processor.gate.set()
        result = await batch
        assert result.processed == 1
        assert h.memory_cursor() == 1
        assert [m.id for m in await h.memories()] == ["ntf-1"]


async def test_cancel_during_planning_leaves_nothing_written(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        processor = _GatedProcessor(h)
        h.publish("Dinner at 8 at Rosa's?", title="Ana")
        h.publish("Parcel: running shoes arrive Friday", title="Courier", app="com.ups")
        batch = asyncio.create_task(processor.run_batch())
        assert await asyncio.to_thread(processor.entered.wait, 10)
        batch.cancel()
        processor.gate.set()
        with pytest.raises(asyncio.CancelledError):
            await batch
        assert h.memory_cursor() == 0
        assert await h.memories() == []
        # The next idle window processes the same records once.
        processor.entered.clear()
        result = await processor.run_batch()
        assert result.processed == 2
        assert h.memory_cursor() == 2
        assert [m.id for m in await h.memories()] == ["ntf-1", "ntf-2"]
