"""MemoryMergeEngine over the OpenAI-compatible provider against a real local scripted server.

Covers cases M6 (broken escapes, lone surrogates) and M7 (finish_reason length), fenced and
prose-wrapped JSON, typed errors for every failure mode, and the json_schema downgrade.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from typing import Any

import pytest

from agent_memory.engine import (
    MemoryMergeEngine,
    OpenAICompatibleConfig,
    OpenAICompatibleProvider,
    PromptBudget,
)
from agent_memory.errors import (
    InvalidOutput,
    LifecycleError,
    ModelError,
    ModelTimeout,
    ModelUnavailable,
    RateLimited,
    TruncatedOutput,
)
from agent_memory.notifications.proposal import (
    NOTIFICATION_PROPOSAL_SCHEMA,
    NOTIFICATION_SCENARIO,
    parse_notification_proposal,
)
from agent_memory.testing import ScriptedChatServer, ScriptedReply
from tests.engine.conftest import make_items, make_memories, proposal_for

MOM_TEXT = "周六回家吃饭吗？🍲"


def engine_for(server: ScriptedChatServer, **config: Any) -> MemoryMergeEngine:
    settings: dict[str, Any] = {"base_url": server.base_url, "model": "scripted", "timeout_s": 10}
    settings.update(config)
    return MemoryMergeEngine(OpenAICompatibleProvider(OpenAICompatibleConfig(**settings)))


async def extract(engine: MemoryMergeEngine, count: int = 3, memories: int = 0) -> Any:
    items = make_items(count, refs_per_item=1 if memories else 0)
    return await engine.extract(
        NOTIFICATION_SCENARIO, items, make_memories(memories), NOTIFICATION_PROPOSAL_SCHEMA
    )


@pytest.mark.parametrize("stream", [True, False])
async def test_valid_answer_returns_object_and_usage(
    chat_server: ScriptedChatServer, stream: bool
) -> None:
    items = make_items(3, refs_per_item=1)
    chat_server.script(
        ScriptedReply.json(proposal_for(items), prompt_tokens=812, completion_tokens=95, chunks=4)
    )
    engine = engine_for(chat_server, stream=stream, max_tokens=700)
    try:
        raw = await engine.extract(
            NOTIFICATION_SCENARIO, items, make_memories(3), NOTIFICATION_PROPOSAL_SCHEMA
        )
    finally:
        await engine.aclose()
    assert raw.data == proposal_for(items)
    assert parse_notification_proposal(raw.data).by_context_id().keys() == {41, 42, 43}
    assert raw.usage.prompt_tokens == 812
    assert raw.usage.completion_tokens == 95
    assert raw.usage.provider == "openai"
    assert raw.usage.model == "scripted-model"
    assert raw.usage.requests == 1
    assert not raw.usage.estimated
    assert raw.usage.latency_s >= 0
    assert raw.response_mode == "json_schema"
    assert raw.repairs == ()
    [request] = chat_server.chat_requests
    body = request.body
    assert body["max_tokens"] == 700
    assert body["temperature"] == 0.0
    assert bool(body.get("stream")) is stream
    fmt = body["response_format"]
    assert fmt["type"] == "json_schema"
    assert fmt["json_schema"]["strict"] is True
    assert fmt["json_schema"]["name"] == "notification_proposal"
    assert fmt["json_schema"]["schema"] == NOTIFICATION_PROPOSAL_SCHEMA
    system, user = body["messages"]
    assert system["role"] == "system"
    assert "JSON Schema" not in system["content"]  # the server enforces it
    assert "notification 41 | local time 2025-03-14 Fri 21:40 UTC-07:00" in user["content"]
    assert "[m1] (store=long_term kind=fact)" in user["content"]


async def test_exactly_one_request_per_extract(chat_server: ScriptedChatServer) -> None:
    items = make_items(10, refs_per_item=3)
    chat_server.set_default(ScriptedReply.json(proposal_for(items)))
    engine = engine_for(chat_server)
    try:
        for _ in range(3):
            await engine.extract(
                NOTIFICATION_SCENARIO, items, make_memories(30), NOTIFICATION_PROPOSAL_SCHEMA
            )
    finally:
        await engine.aclose()
    assert len(chat_server.chat_requests) == 3


async def test_m6_lone_surrogate_escape_is_replaced(chat_server: ScriptedChatServer) -> None:
    # The model's JSON text carries "\ud83c" (half of 🍲's neighbour 🍜) with no low half.
    content = (
        '{"items": [{"context_id": 41, "action": "add", "target": null, "store": "temporary",'
        ' "kind": "event", "content": "Mom asks about dinner on Saturday \\ud83c",'
        ' "expires_at": null, "reason": "plan"}]}'
    )
    chat_server.script(ScriptedReply(content=content))
    engine = engine_for(chat_server)
    try:
        raw = await extract(engine, count=1)
    finally:
        await engine.aclose()
    text = raw.data["items"][0]["content"]
    assert text == "Mom asks about dinner on Saturday \ufffd"
    text.encode("utf-8")  # storable
    assert raw.repairs == ("lone_surrogate",)


async def test_m6_lone_surrogate_in_transport_json_is_replaced(
    chat_server: ScriptedChatServer,
) -> None:
    # Here the outer HTTP body itself escapes a lone surrogate inside the message content.
    payload = {"items": [{"context_id": 41, "action": "ignore", "reason": "x\ud83c"}]}
    content = json.dumps(payload)  # ensure_ascii: the lone half travels as \ud83c
    chat_server.script(ScriptedReply(content=json.loads(json.dumps(content))))
    engine = engine_for(chat_server, stream=False)
    try:
        raw = await extract(engine, count=1)
    finally:
        await engine.aclose()
    assert raw.data["items"][0]["reason"] == "x\ufffd"


async def test_m6_invalid_escape_is_invalid_output_without_text(
    chat_server: ScriptedChatServer,
) -> None:
    content = '{"items": [{"context_id": 41, "action": "add", "content": "' + MOM_TEXT + ' \\q"}]}'
    chat_server.script(ScriptedReply(content=content))
    engine = engine_for(chat_server)
    try:
        with pytest.raises(InvalidOutput) as caught:
            await extract(engine, count=1)
    finally:
        await engine.aclose()
    assert "invalid string escape" in str(caught.value)
    assert MOM_TEXT not in str(caught.value)
    assert caught.value.provider == "openai"


async def test_m7_length_finish_is_truncated_output(chat_server: ScriptedChatServer) -> None:
    # Forty long email notifications with a small max_tokens: the answer is cut off.
    items = make_items(40)
    partial = json.dumps(proposal_for(items))[:300]
    chat_server.script(
        ScriptedReply(content=partial, finish_reason="length", completion_tokens=64, chunks=5)
    )
    engine = engine_for(chat_server, max_tokens=64)
    try:
        with pytest.raises(TruncatedOutput) as caught:
            await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
    finally:
        await engine.aclose()
    assert "after 64 completion tokens for 40 items" in str(caught.value)
    assert chat_server.chat_requests[0].body["max_tokens"] == 64


async def test_m7_length_finish_is_truncated_even_when_json_parses(
    chat_server: ScriptedChatServer,
) -> None:
    items = make_items(2)
    chat_server.script(ScriptedReply.json(proposal_for(items), finish_reason="length"))
    engine = engine_for(chat_server)
    try:
        with pytest.raises(TruncatedOutput):
            await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
    finally:
        await engine.aclose()


async def test_fenced_json_is_unwrapped(chat_server: ScriptedChatServer) -> None:
    items = make_items(2)
    chat_server.script(ScriptedReply.fenced(proposal_for(items), chunks=7))
    engine = engine_for(chat_server)
    try:
        raw = await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
    finally:
        await engine.aclose()
    assert raw.data == proposal_for(items)
    assert raw.repairs == ("fences",)


async def test_prose_around_json_with_trailing_comma_is_repaired(
    chat_server: ScriptedChatServer,
) -> None:
    content = 'Sure! {"items": [{"context_id": 41, "action": "ignore", "reason": "noise"},]} Done.'
    chat_server.script(ScriptedReply(content=content))
    engine = engine_for(chat_server)
    try:
        raw = await extract(engine, count=1)
    finally:
        await engine.aclose()
    assert raw.data == {"items": [{"context_id": 41, "action": "ignore", "reason": "noise"}]}
    assert raw.repairs == ("prose", "json_repair")


async def test_prose_without_json_is_invalid_output(chat_server: ScriptedChatServer) -> None:
    chat_server.script(ScriptedReply(content="I cannot help with " + MOM_TEXT))
    engine = engine_for(chat_server)
    try:
        with pytest.raises(InvalidOutput) as caught:
            await extract(engine, count=1)
    finally:
        await engine.aclose()
    assert MOM_TEXT not in str(caught.value)


async def test_server_without_json_schema_gets_json_object_and_schema_in_prompt(
    chat_server: ScriptedChatServer,
) -> None:
    chat_server.supports_json_schema = False
    items = make_items(2)
    chat_server.set_default(ScriptedReply.json(proposal_for(items)))
    engine = engine_for(chat_server)
    try:
        first = await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
        second = await engine.extract(
            NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA
        )
    finally:
        await engine.aclose()
    assert first.response_mode == "json_object"
    assert first.usage.requests == 2
    assert second.usage.requests == 1  # the provider remembers
    types = [r.response_format_type for r in chat_server.chat_requests]
    assert types == ["json_schema", "json_object", "json_object"]
    system = chat_server.chat_requests[1].body["messages"][0]["content"]
    assert '"context_id"' in system
    assert "JSON Schema" in system


async def test_server_without_any_response_format_gets_prompt_mode(
    chat_server: ScriptedChatServer,
) -> None:
    chat_server.supports_json_schema = False
    chat_server.supports_json_object = False
    items = make_items(1)
    chat_server.set_default(ScriptedReply.json(proposal_for(items)))
    engine = engine_for(chat_server)
    try:
        raw = await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
    finally:
        await engine.aclose()
    assert raw.response_mode == "prompt"
    assert raw.usage.requests == 3
    assert "response_format" not in chat_server.chat_requests[-1].body


async def test_no_usage_reported_gives_estimate(chat_server: ScriptedChatServer) -> None:
    items = make_items(2)
    chat_server.script(ScriptedReply.json(proposal_for(items), include_usage=False))
    engine = engine_for(chat_server)
    try:
        raw = await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
    finally:
        await engine.aclose()
    assert raw.usage.estimated
    assert raw.usage.prompt_tokens > 100
    assert raw.usage.completion_tokens == 0


async def test_api_key_comes_from_environment(
    chat_server: ScriptedChatServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENT_MEMORY_TEST_KEY", "sk-test-123")
    items = make_items(1)
    chat_server.script(ScriptedReply.json(proposal_for(items)))
    engine = engine_for(chat_server, api_key_env="AGENT_MEMORY_TEST_KEY")
    try:
        await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
    finally:
        await engine.aclose()
    assert chat_server.chat_requests[0].headers["authorization"] == "Bearer sk-test-123"


def _refused_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


FAILURES: list[tuple[str, ScriptedReply | None, type[ModelError]]] = [
    ("http_429", ScriptedReply.error(429, "slow down", headers={"retry-after": "7"}), RateLimited),
    ("http_500", ScriptedReply.error(500, "boom"), ModelUnavailable),
    ("http_503", ScriptedReply.error(503, "loading"), ModelUnavailable),
    ("http_401", ScriptedReply.error(401, "bad key"), ModelUnavailable),
    ("http_400_other", ScriptedReply.error(400, "context too long"), ModelUnavailable),
    ("not_json_body", ScriptedReply(raw_body=b"<html>gateway</html>"), InvalidOutput),
    (
        "dropped_mid_stream",
        ScriptedReply(content="{" * 40, chunks=8, drop_after_chunks=2),
        ModelUnavailable,
    ),
    ("slow_answer", ScriptedReply(content="{}", delay_s=5.0), ModelTimeout),
    ("content_filter", ScriptedReply(content="{}", finish_reason="content_filter"), InvalidOutput),
    ("connection_refused", None, ModelUnavailable),
]


@pytest.mark.parametrize(("case", "reply", "expected"), FAILURES, ids=[f[0] for f in FAILURES])
async def test_every_failure_is_a_typed_model_error(
    chat_server: ScriptedChatServer,
    case: str,
    reply: ScriptedReply | None,
    expected: type[ModelError],
) -> None:
    if reply is None:
        base_url = f"http://127.0.0.1:{_refused_port()}/v1"
    else:
        chat_server.script(reply)
        base_url = chat_server.base_url
    stream = case != "not_json_body"
    provider = OpenAICompatibleProvider(
        OpenAICompatibleConfig(
            base_url=base_url, model="scripted", timeout_s=0.5, connect_timeout_s=0.5, stream=stream
        )
    )
    engine = MemoryMergeEngine(provider)
    try:
        with pytest.raises(ModelError) as caught:
            await extract(engine, count=2)
    finally:
        await engine.aclose()
    assert type(caught.value) is expected
    assert caught.value.provider == "openai"
    assert caught.value.model in ("scripted", "scripted-model")
    assert MOM_TEXT not in str(caught.value)
    assert str(caught.value).endswith(".")


async def test_closed_provider_refuses_calls(chat_server: ScriptedChatServer) -> None:
    engine = engine_for(chat_server)
    await engine.aclose()
    with pytest.raises(LifecycleError):
        await extract(engine, count=1)
    assert chat_server.chat_requests == []


async def test_batch_over_budget_asks_to_split_without_calling(
    chat_server: ScriptedChatServer,
) -> None:
    provider = OpenAICompatibleProvider(
        OpenAICompatibleConfig(base_url=chat_server.base_url, model="scripted")
    )
    engine = MemoryMergeEngine(provider, budget=PromptBudget(prompt_tokens=1500))
    try:
        from agent_memory.errors import InvalidInput

        with pytest.raises(InvalidInput, match="split the batch"):
            await extract(engine, count=40)
    finally:
        await engine.aclose()
    assert chat_server.chat_requests == []


async def test_concurrent_extracts_share_one_connection_pool(
    chat_server: ScriptedChatServer,
) -> None:
    items = make_items(1)
    chat_server.set_default(ScriptedReply.json(proposal_for(items), delay_s=0.05))
    engine = engine_for(chat_server)  # pool of one connection
    try:
        results = await asyncio.gather(
            *(
                engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
                for _ in range(4)
            )
        )
    finally:
        await engine.aclose()
    assert [r.data for r in results] == [proposal_for(items)] * 4
    assert chat_server.connections_opened == 1


@pytest.mark.parametrize(
    "reply",
    [
        ScriptedReply(content="ok"),  # placeholder, replaced by a valid answer below
        ScriptedReply(content='{"a": "\\q"}'),
        ScriptedReply(content="{}", finish_reason="length"),
        ScriptedReply.error(500, "upstream failed"),
    ],
    ids=["success", "invalid_output", "truncated", "server_error"],
)
async def test_no_log_record_carries_notification_or_model_text(
    chat_server: ScriptedChatServer, caplog: pytest.LogCaptureFixture, reply: ScriptedReply
) -> None:
    import logging

    distinctive = "Zorblax-7731 secret brunch at Quuxcafé"
    items = make_items(2)
    items[0] = type(items[0])(
        item_id=items[0].item_id,
        local_time=items[0].local_time,
        fields={"app": "Messages", "title": "Mom", "text": distinctive},
    )
    if reply.content == "ok":
        answer = proposal_for(items)
        answer["items"][0]["reason"] = distinctive
        reply = ScriptedReply.json(answer)
    chat_server.script(reply)
    caplog.set_level(logging.DEBUG)
    engine = engine_for(chat_server)
    try:
        with contextlib.suppress(ModelError):
            await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
    finally:
        await engine.aclose()
    assert any(r.name == "agent_memory.engine" for r in caplog.records)
    for record in caplog.records:
        assert "Zorblax" not in record.getMessage()
        assert "Zorblax" not in repr(record.__dict__)


def test_plain_http_endpoint_trusts_no_certificate_and_https_keeps_default_verification() -> None:
    """A loopback http model server never speaks TLS: its client loads no certificate bundle
    (about 1.4 MB resident) and would refuse any TLS peer; https keeps normal verification."""
    import ssl

    from agent_memory.engine.openai_provider import _tls_context

    for base_url, unix_socket in (("http://127.0.0.1:8080/v1", None), ("http://x/v1", "/s")):
        context = _tls_context(base_url, unix_socket)
        assert isinstance(context, ssl.SSLContext)
        assert context.verify_mode == ssl.CERT_REQUIRED
        assert context.check_hostname is True
        assert context.cert_store_stats()["x509_ca"] == 0
    assert _tls_context("https://api.example.com/v1", None) is True
