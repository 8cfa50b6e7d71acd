"""API answers never repeat request text; saved memories never keep a code (case M10)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from agent_memory.api import create_app
from agent_memory.errors import InvalidInput
from agent_memory.logs import capture_events
from agent_memory.memory.model import MemoryKind, MemorySource, NewMemory, StoreName
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer

CODE = "验证码888888"


@pytest.fixture
async def memory(tmp_path: Path) -> AsyncIterator[AgentMemory]:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as opened:
        yield opened


@pytest.fixture
async def client(memory: AgentMemory) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=create_app(memory))
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as opened:
        yield opened


@pytest.mark.parametrize(
    ("method", "path", "kwargs"),
    [
        ("post", "/v1/notifications", {"data": {"body": f"APIFORM {CODE}"}}),
        ("post", "/v1/notifications", {"json": [1, f"APISCALAR {CODE}"]}),
        ("post", "/v1/recall", {"json": {"qurey": CODE}}),
        ("post", "/v1/recall", {"json": {"query": "x", "limit": CODE}}),
        ("post", "/v1/recall", {"content": b'{"query": "' + CODE.encode() + b'"'}),
        ("get", "/v1/memories", {"params": {"store": CODE}}),
    ],
)
async def test_invalid_requests_are_answered_without_their_text(
    client: httpx.AsyncClient, method: str, path: str, kwargs: dict[str, object]
) -> None:
    with capture_events() as events:
        answer = await getattr(client, method)(path, **kwargs)
    assert answer.status_code == 422
    assert "888888" not in answer.text
    body = answer.json()
    assert set(body) == {"detail", "field"}
    assert "API schema" in body["detail"]
    # An operator sees the rejection (where and which rule), never the text.
    rejected = [e for e in events if e["event"] == "api.request_rejected"]
    assert [(e["path"], e["status"], e["field"]) for e in rejected] == [(path, 422, body["field"])]
    assert "888888" not in json.dumps(events, ensure_ascii=False, default=str)


async def test_saving_a_memory_with_a_one_time_code_is_refused(
    memory: AgentMemory, client: httpx.AsyncClient
) -> None:
    with pytest.raises(InvalidInput, match="one-time code or a secret") as info:
        await memory.save_memory(
            NewMemory(MemoryKind.FACT, f"remember {CODE}", MemorySource("agent"))
        )
    assert "888888" not in str(info.value)
    answer = await client.post(
        "/v1/memories", json={"content": "Your login code is 482913", "store": "long_term"}
    )
    assert answer.status_code == 422
    assert "482913" not in answer.text
    assert answer.json()["field"] == "content"
    assert await memory.list_memories(StoreName.LONG_TERM, include_inactive=True) == []
    assert await memory.list_memories(StoreName.TEMPORARY, include_inactive=True) == []


async def test_a_body_that_is_not_json_is_named_as_the_body(client: httpx.AsyncClient) -> None:
    answer = await client.post(
        "/v1/notifications",
        content=b'{"title": "' + CODE.encode() + b'", ',
        headers={"content-type": "application/json"},
    )
    assert answer.status_code == 422
    assert answer.json()["field"] == "body"
    assert "not valid JSON" in answer.json()["detail"]
    assert "888888" not in answer.text


async def test_a_body_that_is_not_utf8_is_named_as_the_body(client: httpx.AsyncClient) -> None:
    answer = await client.post(
        "/v1/notifications",
        content=b'{"title": "\xff\xfe' + CODE.encode() + b'"}',
        headers={"content-type": "application/json"},
    )
    assert answer.status_code == 422
    assert answer.json() == {
        "detail": "The request body is not valid UTF-8 JSON; nothing of it was stored.",
        "field": "body",
    }
