"""A notification id reused by another app, through the whole pipeline (decoder to memory)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
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
        assert "Dinner at Luigi's on 2025-03-21 (Friday) 20:00" in memory.content
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


def test_run_on_a_real_gadgetbridge_stream_loses_nothing_and_keeps_robins_message(
    tmp_path: Path,
) -> None:
    """``agent-memory run`` on a Gadgetbridge capture: the non-notification lines are skipped,
    not lost, and the message whose id an alarm reused makes a memory."""
    stream = Path(__file__).parents[1] / "fixtures" / "ble" / "gadgetbridge-stream.txt"
    env = {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}
    args = ["run", str(stream), "--json", "--data-dir", str(tmp_path / "d")]
    done = subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout)
    assert report["rejected"] == []
    assert report["lost"] is False
    assert report["skipped"]["time_sync"] == 1
    assert sum(report["skipped"].values()) + report["events"] == report["lines"]
    contents = [memory["content"] for memory in report["memories"]]
    # Received at the run's own time: "Friday" resolves to the coming Friday, at 20:00.
    assert any(
        "Dinner at Luigi's on " in content and "(Friday) 20:00" in content for content in contents
    )
