"""The shared model server of the mem0 head-to-head: one 127.0.0.1 server, two protocols, usage
counted per client; the scripted model's answers; the counting proxy in front of a real server."""

from __future__ import annotations

import json
import math
from collections.abc import AsyncIterator
from datetime import datetime, timedelta, timezone

import httpx
import httpx2
import openai
import pytest

from agent_memory.engine.prompt import PromptBudget, build_messages, estimate_tokens
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.notifications.proposal import (
    NOTIFICATION_PROPOSAL_SCHEMA,
    NOTIFICATION_SCENARIO,
)
from agent_memory.testing.chat_server import (
    EmbeddingReply,
    RecordedRequest,
    ScriptedChatServer,
    ScriptedReply,
)
from benchmarks.mem0.shared_model import (
    CLIENT_AGENT_MEMORY,
    CLIENT_MEM0,
    LlamaBackend,
    ScriptedMemoryModel,
    client_base_url,
    count_usage,
    hashed_embedding,
    parse_notification_prompt,
    shared_model_server,
)

MEM0_USER_PROMPT = (
    "## Summary\n\n\n## Last k Messages\n\n\n## Recently Extracted Memories\n[]\n\n"
    "## Existing Memories\n[]\n\n## New Messages\nuser: Royal Mail: Parcel: shoes arrive Friday\n"
    "\n\n## Observation Date\n2025-03-11\n\n## Current Date\n2025-03-11\n\n# Output:"
)


def agent_memory_messages() -> list[dict[str, str]]:
    local = timezone(timedelta(hours=8))
    items = [
        ExtractItem(
            "7",
            datetime(2025, 3, 10, 9, 0, tzinfo=local),
            {"app": "WeChat", "title": "妈妈", "text": "周六晚上来吃饭吗？\n带上水果"},
            related_refs=("m1",),
        ),
        ExtractItem(
            "8",
            datetime(2025, 3, 10, 9, 5, tzinfo=local),
            {"app": "Calendar", "title": "Dentist", "text": "Dentist moved to Thu 4:30 PM"},
            context="Dentist on Wed 3 PM",
        ),
    ]
    memories = [
        RelatedMemory("m1", "妈妈 (WeChat): 周六晚上来吃饭吗？ 带上水果", {"store": "temporary"}),
    ]
    built = build_messages(
        NOTIFICATION_SCENARIO,
        items,
        memories,
        NOTIFICATION_PROPOSAL_SCHEMA,
        budget=PromptBudget(),
        include_schema=False,
    )
    return [dict(m) for m in built.messages]


@pytest.fixture
async def shared() -> AsyncIterator[tuple[ScriptedChatServer, ScriptedMemoryModel]]:
    model = ScriptedMemoryModel(dims=64)
    async with shared_model_server(model) as server:
        yield server, model


def sdk(server: ScriptedChatServer, client: str) -> openai.AsyncOpenAI:
    return openai.AsyncOpenAI(
        base_url=client_base_url(server, client),
        api_key="local",
        max_retries=0,
        http_client=httpx2.AsyncClient(trust_env=False),
    )


async def test_one_server_answers_both_protocols_and_counts_each_client_apart(
    shared: tuple[ScriptedChatServer, ScriptedMemoryModel],
) -> None:
    server, model = shared
    mem0 = sdk(server, CLIENT_MEM0)
    ours = sdk(server, CLIENT_AGENT_MEMORY)
    try:
        mem0_messages = [
            {"role": "system", "content": "You are a Memory Extractor."},
            {"role": "user", "content": MEM0_USER_PROMPT},
        ]
        answer = await mem0.chat.completions.create(  # type: ignore[call-overload]
            model="m",
            messages=mem0_messages,
            response_format={"type": "json_object"},
        )
        floats = await mem0.embeddings.create(
            model="e", input=["shoes arrive Friday", "Friday shoes arrive"], encoding_format="float"
        )
        packed = await mem0.embeddings.create(model="e", input="shoes arrive Friday")
        ours_messages = agent_memory_messages()
        proposal = await ours.chat.completions.create(
            model="m",
            messages=ours_messages,  # type: ignore[arg-type]
        )
    finally:
        await mem0.close()
        await ours.close()

    extracted = json.loads(answer.choices[0].message.content or "")
    assert extracted == {
        "memory": [
            {"id": "0", "text": "Royal Mail: Parcel: shoes arrive Friday", "attributed_to": "user"}
        ]
    }
    assert [len(row.embedding) for row in floats.data] == [64, 64]
    # The same bag of words gives the same vector; the base64 answer decodes to it (float32).
    assert floats.data[0].embedding == pytest.approx(floats.data[1].embedding)
    assert packed.data[0].embedding == pytest.approx(floats.data[0].embedding, abs=1e-6)
    items = json.loads(proposal.choices[0].message.content or "")["items"]
    assert [(i["context_id"], i["action"]) for i in items] == [(7, "reinforce"), (8, "add")]
    assert items[0]["target"] == "m1"
    assert items[1]["content"] == "Dentist (Calendar): Dentist moved to 2025-03-13 (Thursday) 16:30"

    usage = count_usage(server.requests)
    assert set(usage) == {CLIENT_MEM0, CLIENT_AGENT_MEMORY}
    theirs, mine = usage[CLIENT_MEM0], usage[CLIENT_AGENT_MEMORY]
    assert (theirs.chat_calls, theirs.embedding_calls, theirs.embedding_inputs) == (1, 2, 3)
    assert (mine.chat_calls, mine.embedding_calls, mine.embedding_inputs) == (1, 0, 0)
    assert theirs.prompt_tokens == sum(estimate_tokens(m["content"]) for m in mem0_messages)
    assert mine.prompt_tokens == sum(estimate_tokens(m["content"]) for m in ours_messages)
    assert theirs.completion_tokens == estimate_tokens(answer.choices[0].message.content or "")
    assert theirs.embedding_tokens == 2 * estimate_tokens("shoes arrive Friday") + estimate_tokens(
        "Friday shoes arrive"
    )
    assert model.unknown_prompts == 0
    assert theirs.chat_failures == mine.chat_failures == 0
    assert theirs.chat_cut == mine.chat_cut == 0


async def test_streamed_answer_reports_usage_to_the_counter(
    shared: tuple[ScriptedChatServer, ScriptedMemoryModel],
) -> None:
    server, _ = shared
    client = sdk(server, CLIENT_AGENT_MEMORY)
    try:
        stream = await client.chat.completions.create(  # type: ignore[call-overload]
            model="m",
            messages=agent_memory_messages(),
            stream=True,
            stream_options={"include_usage": True},
        )
        text = "".join([c.choices[0].delta.content or "" async for c in stream if c.choices])
    finally:
        await client.close()
    mine = count_usage(server.requests)[CLIENT_AGENT_MEMORY]
    assert mine.chat_calls == 1
    assert mine.completion_tokens == estimate_tokens(text) > 0


async def test_unknown_prompt_is_refused_and_counted_as_a_failure(
    shared: tuple[ScriptedChatServer, ScriptedMemoryModel],
) -> None:
    server, model = shared
    async with httpx.AsyncClient(trust_env=False) as client:
        response = await client.post(
            client_base_url(server, "other") + "/chat/completions",
            json={"model": "m", "messages": [{"role": "user", "content": "Tell me a joke."}]},
        )
    assert response.status_code == 400
    assert model.unknown_prompts == 1
    usage = count_usage(server.requests)["other"]
    assert (usage.chat_calls, usage.chat_failures, usage.prompt_tokens) == (1, 1, 0)


async def test_embeddings_without_text_input_are_rejected(
    shared: tuple[ScriptedChatServer, ScriptedMemoryModel],
) -> None:
    server, _ = shared
    async with httpx.AsyncClient(trust_env=False) as client:
        response = await client.post(server.base_url + "/embeddings", json={"input": [1, 2]})
    assert response.status_code == 400
    assert response.json()["error"]["param"] == "input"


def test_client_is_the_path_prefix_else_the_bearer_key() -> None:
    def request(path: str, headers: dict[str, str]) -> RecordedRequest:
        return RecordedRequest(0, 0, "POST", path, headers, None, 0.0)

    assert request("/mem0/v1/embeddings", {}).client == "mem0"
    assert request("/v1/chat/completions", {"authorization": "Bearer key-a"}).client == "key-a"
    assert request("/v1/chat/completions", {}).client == ""


def test_hashed_embedding_is_unit_length_deterministic_and_splits_cjk() -> None:
    one = hashed_embedding("Parcel: shoes arrive FRIDAY", 128)
    assert math.isclose(math.sqrt(sum(v * v for v in one)), 1.0)
    assert one == hashed_embedding("parcel shoes arrive friday", 128)
    assert one != hashed_embedding("parcel shoes arrive monday", 128)
    # Two CJK characters are two words: the same two characters in another order embed equally.
    assert hashed_embedding("快递", 128) == hashed_embedding("递快", 128)
    assert hashed_embedding("!!!", 8) == [1.0] + [0.0] * 7


def test_notification_prompt_reads_back_items_fields_refs_and_memories() -> None:
    user = agent_memory_messages()[1]["content"]
    items, memories = parse_notification_prompt(user)
    assert [i.item_id for i in items] == ["7", "8"]
    assert dict(items[0].fields) == {
        "app": "WeChat",
        "title": "妈妈",
        "text": "周六晚上来吃饭吗？\n带上水果",
    }
    assert items[0].related_refs == ("m1",)
    assert items[1].related_refs == ()
    assert items[1].fields["text"] == "Dentist moved to Thu 4:30 PM"
    assert [(m.ref, m.text) for m in memories] == [
        ("m1", "妈妈 (WeChat): 周六晚上来吃饭吗？ 带上水果")
    ]


async def test_llama_backend_forwards_and_counts_what_the_upstream_reports() -> None:
    """The counting proxy in front of a real upstream HTTP server (a scripted one here)."""

    def upstream_embed(request: RecordedRequest) -> EmbeddingReply:
        return EmbeddingReply(
            vectors=[[0.5, 0.5]] * len(request.embedding_inputs), prompt_tokens=11
        )

    upstream = ScriptedChatServer(
        default=ScriptedReply(
            content='{"memory": []}', finish_reason="length", prompt_tokens=321, completion_tokens=9
        ),
        embedder=upstream_embed,
    )
    async with upstream:
        backend = LlamaBackend(upstream.base_url, upstream.base_url, timeout_s=10)
        try:
            async with shared_model_server(backend) as server:
                client = sdk(server, CLIENT_MEM0)
                try:
                    answer = await client.chat.completions.create(
                        model="m", messages=[{"role": "user", "content": "hi"}]
                    )
                    vectors = await client.embeddings.create(
                        model="e", input=["a", "b"], encoding_format="float"
                    )
                finally:
                    await client.close()
                usage = count_usage(server.requests)[CLIENT_MEM0]
        finally:
            await backend.aclose()
    assert answer.choices[0].message.content == '{"memory": []}'
    assert [row.embedding for row in vectors.data] == [[0.5, 0.5], [0.5, 0.5]]
    assert (usage.chat_calls, usage.prompt_tokens, usage.completion_tokens) == (1, 321, 9)
    assert answer.choices[0].finish_reason == "length"
    assert (usage.chat_failures, usage.chat_cut) == (0, 1)
    assert (usage.embedding_calls, usage.embedding_inputs, usage.embedding_tokens) == (1, 2, 11)
    forwarded = upstream.chat_requests[0].body
    assert forwarded["stream"] is False
    assert forwarded["messages"] == [{"role": "user", "content": "hi"}]


async def test_llama_backend_passes_an_upstream_error_on() -> None:
    upstream = ScriptedChatServer(default=ScriptedReply.error(503, "loading model"))
    async with upstream:
        backend = LlamaBackend(upstream.base_url, upstream.base_url, timeout_s=10)
        try:
            async with shared_model_server(backend) as server:
                async with httpx.AsyncClient(trust_env=False) as client:
                    response = await client.post(
                        client_base_url(server, CLIENT_MEM0) + "/chat/completions",
                        json={"model": "m", "messages": [{"role": "user", "content": "x"}]},
                    )
                usage = count_usage(server.requests)[CLIENT_MEM0]
        finally:
            await backend.aclose()
    assert response.status_code == 503
    assert response.json()["error"]["message"] == "llama-server: loading model"
    assert (usage.chat_calls, usage.chat_failures) == (1, 1)
