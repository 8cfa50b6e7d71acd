"""The notification processor under the real MemoryWorker (cases M11 and foreground cancel)."""

from __future__ import annotations

from pathlib import Path

from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply
from agent_memory.testing.waiting import until
from agent_memory.timer import ManualTimer
from agent_memory.worker import MemoryWorker

from .processor_support import answer, fallback_engine, harness, scripted_engine


async def test_backlog_drains_in_one_idle_window(tmp_path: Path) -> None:
    """Case M11: 35 pending, batch size 10: four batches back to back, no second idle delay."""
    async with harness(tmp_path, fallback_engine()) as h:
        for i in range(35):
            h.publish(f"message {i} about the trip", title=f"Friend {i}")
        timer = ManualTimer(h.clock)
        worker = MemoryWorker(idle_delay_s=300, timer=timer)
        worker.register(h.processor)
        async with worker:
            await until(lambda: timer.sleepers == 1, "the worker to wait for its idle window")
            assert timer.advance(299) == 0  # the idle delay has not passed: nothing woke
            assert h.memory_cursor() == 0
            timer.advance(1)
            await until(
                lambda: worker.status().processors[0].processed == 35, "the backlog to drain"
            )
            status = worker.status().processors[0]
            assert status.batches == 4
            assert h.memory_cursor() == 35
            assert timer.monotonic() == 300  # no further idle delay was waited for
        assert len(await h.memories()) == 35


async def test_foreground_cancels_the_model_call_and_keeps_everything(tmp_path: Path) -> None:
    """A foreground task during extraction: the server sees the disconnect, nothing is kept."""
    slow = ScriptedReply.json(
        answer(
            {
                "context_id": 1,
                "action": "add",
                "store": "temporary",
                "kind": "event",
                "content": "Dinner at 8",
            }
        ),
        delay_s=30,
    )
    async with (
        ScriptedChatServer([slow]) as server,
        harness(tmp_path, scripted_engine(server)) as h,
    ):
        h.publish("Dinner at 8?", title="Ana")
        timer = ManualTimer(h.clock)
        worker = MemoryWorker(idle_delay_s=300, timer=timer)
        worker.register(h.processor)
        async with worker:
            timer.advance(300)
            await server.wait_for_requests(1)
            async with worker.foreground():
                await server.wait_for_disconnects(1)
                assert await h.memories() == []
                assert h.memory_cursor() == 0
            status = worker.status().processors[0]
            assert status.cancelled == 1
            assert status.failures == 0
        assert h.context.status().pending == 1
