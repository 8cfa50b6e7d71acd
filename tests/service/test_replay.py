"""The replay (``agent-memory run``) in process: every batch's outcome reaches its report."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from agent_memory.replay import ReplayClock, replay_files
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings

START = datetime(2025, 3, 3, 8, 0, tzinfo=UTC)


def _line(n: int, at: datetime, title: str, text: str) -> str:
    return json.dumps(
        {
            "key": f"0|com.whatsapp|{n}|null|10111",
            "package": "com.whatsapp",
            "postTime": int(at.timestamp() * 1000),
            "title": title,
            "text": text,
            "received_at": at.isoformat(),
        }
    )


async def test_replay_report_holds_the_outcome_of_every_batch_the_worker_committed(
    tmp_path: Path,
) -> None:
    source = tmp_path / "three.jsonl"
    lines = [
        _line(1, START, "Ana", "Dinner at 8 at Rosa's on Friday?"),
        _line(2, START + timedelta(seconds=10), "Ben", "ok"),
        # An hour later: quiet for longer than the idle delay, so the first two are a batch.
        _line(3, START + timedelta(hours=1), "Dr. Patel", "Dentist moved to Thursday 16:30"),
    ]
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    settings = Settings.load(data_dir=tmp_path / "data", idle_delay_s=0.0)
    clock = ReplayClock(START)
    async with AgentMemory.open(settings, clock=clock, timer=clock) as memory:
        report = await replay_files(memory, clock, [source])
        processed = memory.worker.status().processors[1].processed
    # Two batches, each handed to the replay by the worker's observer as the processor
    # returned it: the two early notifications, then the one an hour later.
    assert (report.batches, report.fallback_batches, processed) == (2, 0, 3)
    assert [(o.context_id, o.action, o.memory_id) for o in report.outcomes] == [
        (1, "add", "ntf-1"),
        (2, "ignore", None),
        (3, "add", "ntf-3"),
    ]
    assert sorted(m.id for m in report.memories) == ["ntf-1", "ntf-3"]
    assert (report.outcomes[1].reason, report.outcomes[1].filter_rule) == ("model", "keep:keep")
