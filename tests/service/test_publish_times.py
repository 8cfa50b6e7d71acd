"""Issue 17 item 1: a receipt time no part of the pipeline can compute with is refused at intake
(422 naming the field), and nothing already accepted is touched."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from agent_memory.api import create_app
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer


@pytest.mark.parametrize(
    ("received_at", "offset"),
    [
        ("9999-12-31T23:59:59Z", 3600),
        ("0001-01-01T00:00:00Z", -3600),
        ("9999-12-31T23:59:59-01:00", None),
    ],
)
async def test_publish_of_an_out_of_range_receipt_time_is_refused(
    tmp_path: Path, received_at: str, offset: int | None
) -> None:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        transport = httpx.ASGITransport(app=create_app(memory))
        async with httpx.AsyncClient(transport=transport, base_url="http://agent-memory") as client:
            good = {"key": "k1", "package": "com.whatsapp", "postTime": 1, "text": "Dinner at 8"}
            assert (await client.post("/v1/notifications", json=good)).status_code == 200
            bad = {
                **good,
                "key": "k2",
                "text": "Lunch at 1",
                "received_at": received_at,
                "received_utc_offset_s": offset,
            }
            refused = await client.post("/v1/notifications", json=[bad])
            assert refused.status_code == 422
            assert refused.json()["field"] == "body[0].received_at"
            assert "Nothing was published" in refused.json()["detail"]
            status = (await client.get("/v1/status")).json()
            assert status["context"]["next_context_id"] == 2
