"""End to end: ``agent-memory serve`` as a subprocess, driven over its local API."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from agent_memory.testing import ScriptedChatServer, ScriptedReply
from tests.service.service_process import ServiceProcess


def _android(n: int, title: str, text: str, *, minutes_ago: int = 0) -> dict[str, Any]:
    when = datetime.now(UTC) - timedelta(minutes=minutes_ago)
    return {
        "key": f"0|com.whatsapp|{n}|null|10123",
        "package": "com.whatsapp",
        "postTime": int(when.timestamp() * 1000),
        "kind": "added",
        "title": title,
        "text": text,
        "category": "msg",
        "received_at": when.isoformat(),
    }


@pytest.fixture
def service(tmp_path: Path) -> Iterator[ServiceProcess]:
    process = ServiceProcess(tmp_path / "data")
    try:
        yield process
    finally:
        process.stop()


async def _wait_status(
    client: httpx.AsyncClient, predicate: Any, timeout_s: float = 15.0
) -> dict[str, Any]:
    async with asyncio.timeout(timeout_s):
        while True:
            response = await client.get("/v1/status")
            assert response.status_code == 200
            body: dict[str, Any] = response.json()
            if predicate(body):
                return body
            await asyncio.sleep(0.05)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}
    return subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )


async def test_publish_makes_memories_that_the_cli_recalls(service: ServiceProcess) -> None:
    mode = stat.S_IMODE(os.stat(service.socket).st_mode)
    assert mode == 0o600
    async with service.client() as client:
        published = await client.post(
            "/v1/notifications",
            json=[
                _android(1, "Dr. Patel's office", "Dentist appointment moved to Thursday 16:30"),
                _android(2, "Mia", "Can you pick up the parcel from the locker?"),
            ],
        )
        assert published.status_code == 200, published.text
        assert published.json()["persisted"] == 2
        status = await _wait_status(
            client, lambda s: s["context"]["pending"] == 0 and s["totals"].get("add", 0) == 2
        )
        assert status["model"]["provider"] == "fallback"
        assert status["model"]["on_device"] is True
        assert status["storage"]["level"] == "normal"
        listed = (await client.get("/v1/memories")).json()["memories"]
        assert sorted(m["id"] for m in listed) == ["ntf-1", "ntf-2"]
        one = await client.get("/v1/memories/temporary/ntf-1")
        assert one.status_code == 200
        assert "Dentist" in one.json()["content"]
        missing = await client.get("/v1/memories/temporary/ntf-99")
        assert missing.status_code == 404
        hits = (await client.post("/v1/recall", json={"query": "dentist Thursday"})).json()
        assert [h["memory"]["id"] for h in hits["hits"]] == ["ntf-1"]
        saved = await client.post(
            "/v1/memories", json={"content": "Prefers aisle seats", "kind": "preference"}
        )
        assert saved.status_code == 201
        assert saved.json()["action"] == "created"
        again = await client.post(
            "/v1/memories", json={"content": "prefers aisle seats!", "kind": "preference"}
        )
        assert again.json()["action"] == "reinforced"

    recalled = _cli("recall", "dentist", "--data-dir", str(service.data_dir), "--json")
    assert recalled.returncode == 0, recalled.stderr
    assert [h["id"] for h in json.loads(recalled.stdout)["hits"]] == ["ntf-1"]
    status_cli = _cli("status", "--data-dir", str(service.data_dir), "--json")
    assert status_cli.returncode == 0, status_cli.stderr
    assert json.loads(status_cli.stdout)["model"]["on_device"] is True
    shown = _cli("memories", "show", "ntf-2", "--data-dir", str(service.data_dir), "--json")
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout)["id"] == "ntf-2"


async def test_bad_requests_get_a_precise_4xx(service: ServiceProcess) -> None:
    async with service.client() as client:
        bad = await client.post("/v1/notifications", json={"package": "com.x"})
        assert bad.status_code == 422
        assert "Nothing was published" in bad.json()["detail"]
        text = await client.post(
            "/v1/notifications/text",
            content=json.dumps(_android(1, "A", "valid line")) + "\nnot a line\n",
            headers={"content-type": "text/plain"},
        )
        assert text.status_code == 422
        assert text.json()["detail"].startswith("Line 2 was not accepted")
        lease = await client.put("/v1/foreground/fg-unknown", json={"ttl_s": 5})
        assert lease.status_code == 404
        too_long = await client.post("/v1/foreground", json={"ttl_s": 7200})
        assert too_long.status_code == 422
        status = (await client.get("/v1/status")).json()
        assert status["context"]["next_context_id"] == 1


def _notification(status: dict[str, Any]) -> dict[str, Any]:
    """The notification processor's entry of a status answer (the episode one comes first)."""
    entries: list[dict[str, Any]] = status["worker"]["processors"]
    (entry,) = [p for p in entries if p["name"] == "notification"]
    return entry


async def test_foreground_lease_cancels_the_model_call(tmp_path: Path) -> None:
    async with ScriptedChatServer(default=ScriptedReply.json({"items": []}, delay_s=30)) as chat:
        process = ServiceProcess(
            tmp_path / "data",
            "--provider",
            "openai",
            "--base-url",
            chat.base_url,
            "--model",
            "scripted",
        )
        try:
            async with process.client() as client:
                status = (await client.get("/v1/status")).json()
                assert status["model"]["on_device"] is True
                published = await client.post(
                    "/v1/notifications", json=_android(1, "Mia", "Dinner at 7 tonight?")
                )
                assert published.status_code == 200
                await chat.wait_for_requests(1, timeout_s=10)
                lease = await client.post("/v1/foreground", json={"ttl_s": 0.5})
                assert lease.status_code == 201
                await chat.wait_for_disconnects(1, timeout_s=5)
                assert chat.disconnects[0].phase == "waiting"
                status = await _wait_status(client, lambda s: _notification(s)["cancelled"] == 1)
                assert _notification(status)["failures"] == 0
                assert status["context"]["pending"] == 1
                # The lease was not renewed: it expires by itself and work resumes.
                await _wait_status(client, lambda s: s["foreground_leases"] == 0, 5)
                renew = await client.put(f"/v1/foreground/{lease.json()['lease_id']}")
                assert renew.status_code == 404
                await chat.wait_for_requests(2, timeout_s=10)
        finally:
            process.stop()


async def test_sigkill_mid_batch_then_restart_loses_and_duplicates_nothing(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    batch = [
        _android(i, f"Contact {i}", f"Message {i}: bring the blue folder") for i in range(1, 26)
    ]
    async with ScriptedChatServer(default=ScriptedReply.json({"items": []}, delay_s=30)) as chat:
        first = ServiceProcess(
            data, "--provider", "openai", "--base-url", chat.base_url, "--model", "scripted"
        )
        async with first.client() as client:
            published = await client.post("/v1/notifications", json=batch)
            assert published.json()["persisted"] == 25
        await chat.wait_for_requests(1, timeout_s=10)
        first.kill()  # mid-batch: the model call is in flight

    second = ServiceProcess(data)
    try:
        async with second.client() as client:
            status = await _wait_status(client, lambda s: s["context"]["pending"] == 0)
            assert status["context"]["next_context_id"] == 26
            # Every published event was consumed before the kill and the batch's attempt
            # checkpoint said "ring drained": the new ring generation after the restart is no
            # loss, so no false generation_change gap (issue 17). A publish that was answered was
            # durable, so no record is missing.
            assert status["context"]["gaps"] == []
            again = (await client.post("/v1/notifications", json=batch)).json()
            assert again["persisted"] == 0
            assert again["duplicates"] == 25
            memories = (await client.get("/v1/memories", params={"limit": 100})).json()
    finally:
        assert second.stop() == 0
    ids = [m["id"] for m in memories["memories"]]
    assert sorted(ids) == sorted(f"ntf-{i}" for i in range(1, 26))
    lines = [
        json.loads(line)
        for shard in sorted((data / "memory" / "notifications" / "events").glob("*.jsonl"))
        for line in shard.read_text(encoding="utf-8").splitlines()
    ]
    assert [record["context_id"] for record in lines] == list(range(1, 26))
