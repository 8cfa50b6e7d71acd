"""A notification id reused by another app, through the whole pipeline (decoder to memory)."""

from __future__ import annotations

from pathlib import Path

from agent_memory.ble.formats import decode_notification_line

from .processor_support import NOW, fallback_engine, harness

REUSED = [
    'GB({"t":"notify","id":501,"src":"WhatsApp","title":"Group: Robin",'
    '"body":"Dinner at Luigi\'s on Friday 8pm"})',
    'GB({"t":"notify","id":501,"src":"ALARMCLOCKRECEIVER"})',
    'GB({"t":"notify-","id":501})',
]


async def test_gadgetbridge_id_reused_by_an_alarm_keeps_robins_message(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        for line in REUSED:
            for event in decode_notification_line(line, default_received_at=NOW):
                h.ring.publish(event)
        result = await h.processor.run_batch()
        assert result.processed == 3
        (memory,) = await h.memories()
        assert memory.source.context_ids == (1,)
        assert "Dinner at Luigi's on Friday 8pm" in memory.content
        assert h.memory_cursor() == 3


async def test_reused_id_split_by_a_batch_boundary_keeps_robins_message(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        for event in decode_notification_line(REUSED[0], default_received_at=NOW):
            h.ring.publish(event)
        await h.processor.run_batch()
        for line in REUSED[1:]:
            for event in decode_notification_line(line, default_received_at=NOW):
                h.ring.publish(event)
        await h.processor.run_batch()
        (memory,) = await h.memories()
        assert memory.source.context_ids == (1,)
        assert memory.status == "active"
