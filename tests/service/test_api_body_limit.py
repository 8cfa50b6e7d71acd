"""``api_max_body_bytes``: a larger request gets 413 before it is read whole; nothing changes."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from starlette.types import Message

from agent_memory.api import create_app
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer

from .service_process import ServiceProcess

LIMIT = 4096


def _notification(n: int, text: str = "Dinner at 8?") -> dict[str, Any]:
    return {
        "key": f"0|com.whatsapp|{n}|null|10111",
        "package": "com.whatsapp",
        "postTime": 1740830400000 + n,
        "title": "Ana",
        "text": text,
        "received_at": "2025-03-01T12:00:00+00:00",
    }


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    root = tmp_path_factory.mktemp("limit")
    config = root / "agent-memory.toml"
    config.write_text(f"api_max_body_bytes = {LIMIT}\n", encoding="utf-8")
    process = ServiceProcess(root / "data", "--config", str(config))
    try:
        yield process
    finally:
        process.stop()


@pytest.fixture
async def client(service: ServiceProcess) -> AsyncIterator[httpx.AsyncClient]:
    async with service.client() as http:
        yield http


def test_default_limit_is_one_mebibyte() -> None:
    assert Settings.load(data_dir=Path("x")).api_max_body_bytes == 1024 * 1024


async def test_oversized_publish_gets_413_and_what_was_accepted_stays(
    client: httpx.AsyncClient,
) -> None:
    first = await client.post("/v1/notifications", json=_notification(1))
    assert first.status_code == 200, first.text
    before = (await client.get("/v1/status")).json()["context"]

    secret_text = "Kestrel-Meridian-7734 " * 40
    batch = [_notification(n, secret_text) for n in range(2, 12)]
    body = json.dumps(batch).encode()
    assert len(body) > LIMIT
    refused = await client.post(
        "/v1/notifications", content=body, headers={"content-type": "application/json"}
    )
    assert refused.status_code == 413
    answer = refused.json()
    assert answer["field"] == "body"
    assert f"larger than {LIMIT} bytes" in answer["detail"]
    assert "Kestrel" not in refused.text

    after = (await client.get("/v1/status")).json()["context"]
    assert after["next_context_id"] == before["next_context_id"]
    # Within the limit, publishing still works on the same service.
    again = await client.post("/v1/notifications", json=_notification(99))
    assert again.status_code == 200, again.text
    assert again.json()["persisted"] == 1


async def test_chunked_body_over_the_limit_is_refused_at_the_limit(
    client: httpx.AsyncClient,
) -> None:
    before = (await client.get("/v1/status")).json()["context"]["next_context_id"]

    async def chunks() -> AsyncIterator[bytes]:
        yield b"["
        for n in range(200, 400):
            yield json.dumps(_notification(n)).encode() + b","
        yield json.dumps(_notification(400)).encode() + b"]"

    refused = await client.post(
        "/v1/notifications", content=chunks(), headers={"content-type": "application/json"}
    )
    assert refused.status_code == 413
    assert refused.json()["field"] == "body"
    after = (await client.get("/v1/status")).json()["context"]["next_context_id"]
    assert after == before


async def test_a_body_far_over_the_limit_is_answered_not_read(client: httpx.AsyncClient) -> None:
    huge = b"[" + b" " * (8 * 1024 * 1024) + b"]"
    refused = await client.post(
        "/v1/notifications", content=huge, headers={"content-type": "application/json"}
    )
    assert refused.status_code == 413


async def test_text_publish_is_limited_too(client: httpx.AsyncClient) -> None:
    lines = "\n".join(json.dumps(_notification(n)) for n in range(500, 560)).encode()
    assert len(lines) > LIMIT
    refused = await client.post(
        "/v1/notifications/text", content=lines, headers={"content-type": "text/plain"}
    )
    assert refused.status_code == 413


async def test_an_endless_body_is_read_only_up_to_the_limit(tmp_path: Path) -> None:
    settings = Settings.load(data_dir=tmp_path, api_max_body_bytes=LIMIT)
    timer = ManualTimer()
    async with AgentMemory.open(settings, clock=timer.clock, timer=timer) as memory:
        app = create_app(memory)
        received = 0

        async def receive() -> dict[str, Any]:
            nonlocal received
            received += 1
            return {"type": "http.request", "body": b"x" * 1024, "more_body": True}

        sent: list[Message] = []

        async def send(message: Message) -> None:
            sent.append(message)

        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "POST",
            "scheme": "http",
            "path": "/v1/notifications",
            "raw_path": b"/v1/notifications",
            "query_string": b"",
            "root_path": "",
            "headers": [(b"content-type", b"application/json")],
            "client": ("127.0.0.1", 1),
            "server": ("127.0.0.1", 2),
        }
        await app(scope, receive, send)
        assert sent[0]["type"] == "http.response.start"
        assert sent[0]["status"] == 413
        # 4 KiB limit, 1 KiB chunks: the fifth chunk crosses it and reading stops there.
        assert received == LIMIT // 1024 + 1
        assert (await memory.status()).context.next_context_id == 1
        # The schema says so.
        documented = app.openapi()["paths"]["/v1/notifications"]["post"]["responses"]
        assert "413" in documented
