"""The real MemoryWorker running Episode then Notification in one idle round (spec: Architecture,
Acceptance Criteria: "serially scheduled by the same MemoryWorker in registration order; each
Processor calls the LLM once per batch").
"""

from __future__ import annotations

from pathlib import Path

from agent_memory.ble.event import make_event
from agent_memory.ble.ring import EventRing
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.layout import DataLayout
from agent_memory.memory.model import MemoryRecord, StoreName
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.notifications.processor import NotificationMemoryProcessor
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply
from agent_memory.testing.waiting import until
from agent_memory.timer import ManualTimer
from agent_memory.worker import MemoryWorker

from .support import NOW, answer, candidate, fallback_engine, harness, scripted_engine

NOTIFICATION_ANSWER = {
    "items": [
        {
            "context_id": 1,
            "action": "add",
            "target": None,
            "store": "temporary",
            "kind": "event",
            "content": "Dinner with Ana at 20:00 on 2025-03-16.",
            "expires_at": None,
            "reason": "r",
        }
    ]
}


async def test_worker_runs_episode_then_notification_in_one_round(tmp_path: Path) -> None:
    async with ScriptedChatServer(
        [
            ScriptedReply.json(answer(("e1", "achieved", [candidate()]))),
            ScriptedReply.json(NOTIFICATION_ANSWER),
        ]
    ) as server:
        engine = scripted_engine(server)
        async with harness(tmp_path, engine, close_engines=False) as h:
            ring = EventRing(64)
            context = NotificationContext.open(
                DataLayout(tmp_path).notifications, ring, clock=h.clock
            )
            notifications = NotificationMemoryProcessor(
                context,
                h.stores,
                engine,
                fallback_engine=MemoryMergeEngine(notification_fallback_provider()),
                clock=h.clock,
            )
            ring.publish(
                make_event(
                    platform="android",
                    source_key="0|com.whatsapp|1|null|10001",
                    app_id="com.whatsapp",
                    title="Ana",
                    body="Dinner at 8 tonight?",
                    received_at=NOW,
                )
            )
            h.submit("e1")
            timer = ManualTimer(h.clock)
            worker = MemoryWorker(idle_delay_s=300, timer=timer)
            worker.register(h.processor)
            worker.register(notifications)
            try:
                async with worker:
                    timer.advance(300)
                    await until(
                        lambda: [p.processed for p in worker.status().processors] == [1, 1],
                        "both processors to finish their batch",
                    )
                    assert timer.monotonic() == 300
            finally:
                context.close()
                await engine.aclose()
            scenarios = [
                "Device Memory" in str(r.body["messages"][0]["content"])
                for r in server.chat_requests
            ]
            assert scenarios == [True, False]  # episode first, then notification
            assert h.state("e1") == "done"
            assert [r.id for r in await h.device()] == ["dev-e1-0"]
            memory = await h.stores.get(StoreName.TEMPORARY, "ntf-1")
            assert isinstance(memory, MemoryRecord)
            assert memory.content == "Dinner with Ana at 20:00 on 2025-03-16."


async def test_episode_fallback_engine_runs_under_the_worker_without_a_model(
    tmp_path: Path,
) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        for i in range(7):
            h.submit(f"e{i}")
        timer = ManualTimer(h.clock)
        worker = MemoryWorker(idle_delay_s=300, timer=timer)
        worker.register(h.processor)
        async with worker:
            timer.advance(300)
            await until(lambda: worker.status().processors[0].processed == 7, "7 episodes")
            assert worker.status().processors[0].batches == 2
        # One memory per goal and app: the first episode's procedure, reinforced by the six
        # others (the first four of them in the same batch).
        records = await h.device()
        assert [r.id for r in records] == ["dev-e0-0"]
        assert records[0].reinforcement_count == 6
        assert records[0].confidence == 1.0
        assert [e.episode_id for e in records[0].evidence] == ["e2", "e3", "e4", "e5", "e6"]


async def test_foreground_cancels_the_episode_model_call_and_keeps_nothing(
    tmp_path: Path,
) -> None:
    slow = ScriptedReply.json(answer(("e1", "achieved", [candidate()])), delay_s=30)
    again = ScriptedReply.json(answer(("e1", "achieved", [])))
    async with (
        ScriptedChatServer([slow, again]) as server,
        harness(tmp_path, scripted_engine(server)) as h,
    ):
        h.submit("e1")
        timer = ManualTimer(h.clock)
        worker = MemoryWorker(idle_delay_s=300, timer=timer)
        worker.register(h.processor)
        async with worker:
            timer.advance(300)
            await server.wait_for_requests(1)
            async with worker.foreground():
                await server.wait_for_disconnects(1)
                assert h.state("e1") == "processing"
                assert await h.device() == []
            status = worker.status().processors[0]
            assert (status.cancelled, status.failures) == (1, 0)
            timer.advance(300)
            await until(lambda: h.state("e1") == "done", "the episode to be retried")
        assert len(server.chat_requests) == 2
