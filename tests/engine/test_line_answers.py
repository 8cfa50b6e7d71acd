"""The engine's line answers (issue 25) over real HTTP with the scripted server."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest

from agent_memory.engine import MemoryMergeEngine, OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.engine.types import ExtractItem, RelatedMemory, Scenario
from agent_memory.errors import ProposalInvalid, TruncatedOutput
from agent_memory.notifications.compact import NotificationLines
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply

SCENARIO = Scenario("notification", "Decide.", "notification")
SCHEMA = {"type": "object", "properties": {"items": {"type": "array"}}, "required": ["items"]}
WHEN = datetime(2026, 5, 13, 9, 0, tzinfo=UTC)
ITEMS = [
    ExtractItem("1", WHEN, {"text": "Dentist Thursday 10:00"}),
    ExtractItem("2", WHEN, {"text": "Dentist moved to 11:00"}, related_refs=("m1",)),
]
MEMORIES = [RelatedMemory("m1", "Dentist Thursday 10:00")]


@pytest.fixture
async def server() -> AsyncIterator[ScriptedChatServer]:
    async with ScriptedChatServer() as chat:
        yield chat


def engine(server: ScriptedChatServer, mode: str) -> MemoryMergeEngine:
    config = OpenAICompatibleConfig(
        base_url=server.base_url,
        model="scripted",
        timeout_s=10,
        response_format=mode,  # type: ignore[arg-type]
    )
    return MemoryMergeEngine(OpenAICompatibleProvider(config))


async def test_grammar_mode_sends_a_json_answer_as_json_schema(server: ScriptedChatServer) -> None:
    server.script(ScriptedReply.json({"items": []}))
    extract = engine(server, "grammar")
    try:
        raw = await extract.extract(SCENARIO, ITEMS, MEMORIES, SCHEMA)
    finally:
        await extract.aclose()
    body = server.chat_requests[0].body
    assert "grammar" not in body
    assert body["response_format"]["json_schema"]["schema"] == SCHEMA
    assert raw.data == {"items": []}
    assert raw.truncated is False


async def test_cut_line_answer_returns_its_complete_lines(server: ScriptedChatServer) -> None:
    server.script(
        ScriptedReply(
            content="1 add temp event Dentist Thursday 10:00\n2 upd",
            finish_reason="length",
            completion_tokens=400,
        )
    )
    extract = engine(server, "grammar")
    try:
        raw = await extract.extract(SCENARIO, ITEMS, MEMORIES, SCHEMA, lines=NotificationLines())
    finally:
        await extract.aclose()
    assert raw.truncated is True
    assert raw.answered == ("1",)
    assert [entry["content"] for entry in raw.data["items"]] == ["Dentist Thursday 10:00"]
    assert raw.usage.completion_tokens == 400
    assert raw.line_tokens == (15,)  # estimate_tokens of the whole line
    grammar = server.chat_requests[0].body["grammar"]
    assert grammar.startswith("root ::= i1 i2\n")
    assert 'r2 ::= ("m1")' in grammar


async def test_cut_line_answer_without_a_whole_line_is_truncated_output(
    server: ScriptedChatServer,
) -> None:
    server.script(ScriptedReply(content="1 add temp event Dent", finish_reason="length"))
    extract = engine(server, "grammar")
    try:
        with pytest.raises(TruncatedOutput) as raised:
            await extract.extract(SCENARIO, ITEMS, MEMORIES, SCHEMA, lines=NotificationLines())
    finally:
        await extract.aclose()
    assert "Dent" not in str(raised.value)


async def test_uncut_answer_with_an_unreadable_line_names_it(server: ScriptedChatServer) -> None:
    server.script(ScriptedReply(content="1 ignore\n2 update Dentist 11:00\n"))
    extract = engine(server, "prompt")
    try:
        with pytest.raises(ProposalInvalid) as raised:
            await extract.extract(SCENARIO, ITEMS, MEMORIES, SCHEMA, lines=NotificationLines())
    finally:
        await extract.aclose()
    assert raised.value.reasons == ["line 2: update needs a memory ref (m1, m2 ...)"]
    assert "Dentist" not in str(raised.value)
    body = server.chat_requests[0].body
    assert "grammar" not in body
    assert "response_format" not in body
