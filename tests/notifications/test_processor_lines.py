"""Line answers, rules first and cut answers through the processor (issue 25).

Model answers come from the scripted OpenAI-compatible server on 127.0.0.1 through the
production client; the stores are real SQLite files and the context real shards.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from agent_memory.errors import ProposalInvalid, TruncatedOutput
from agent_memory.memory.model import StoreName
from agent_memory.notifications.processor import ProcessorConfig, memory_id_for
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply

from .processor_support import Harness, harness, prompt_of, scripted_engine

LINES = ProcessorConfig(answer="lines")
RULES_FIRST = ProcessorConfig(answer="lines", rules_first=True)
FLIGHT = "Flight UA857 to SFO departs Fri Mar 21 at 10:05 from gate C4"


@pytest.fixture
async def server() -> AsyncIterator[ScriptedChatServer]:
    async with ScriptedChatServer() as chat:
        yield chat


def grammar_rules(server: ScriptedChatServer, index: int) -> dict[str, str]:
    grammar = server.chat_requests[index].body["grammar"]
    return dict(line.split(" ::= ", 1) for line in grammar.strip().split("\n"))


def publish_chats(h: Harness, count: int) -> None:
    for i in range(1, count + 1):
        h.publish(f"Chat message number {i} about the garden party", title=f"Friend {i}")


async def test_grammar_mode_sends_the_call_grammar_and_applies_the_lines(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(ScriptedReply(content="1 add temp task Pick up milk on the way home\n2 ignore\n"))
    engine = scripted_engine(server, response_format="grammar")
    async with harness(tmp_path, engine, config=LINES) as h:
        h.publish("Can you pick up milk on the way home?", title="Ana")
        h.publish("Band practice is in the garage from now on", title="Bob")
        result = await h.processor.run_batch()
        assert result.processed == 2
        body = server.chat_requests[0].body
        assert "response_format" not in body
        rules = grammar_rules(server, 0)
        assert rules["root"] == "i1 i2"
        assert rules["i1"].startswith('"1 "')
        assert rules["i2"].startswith('"2 "')
        prompt = prompt_of(server)
        assert "notification 1 |" in prompt
        assert "Answer with one line per notification" in prompt
        assert '"items"' not in prompt  # no JSON proposal schema or instructions
        memory = await h.get(StoreName.TEMPORARY, memory_id_for(1))
        assert memory is not None
        assert memory.content == "Pick up milk on the way home"
        assert memory.kind.value == "task"
        outcome = result.outcome
        assert [(o.context_id, o.action, o.reason) for o in outcome.outcomes] == [
            (1, "add", "model"),
            (2, "ignore", "model"),
        ]
        assert h.memory_cursor() == 2


@pytest.mark.parametrize("stream", [True, False], ids=["streamed", "whole"])
async def test_cut_line_answer_applies_its_complete_lines_and_asks_again_for_the_rest(
    tmp_path: Path, server: ScriptedChatServer, stream: bool
) -> None:
    server.script(
        ScriptedReply(
            content="1 add temp event Garden party Saturday 15:00\n2 ignore\n3 add te",
            finish_reason="length",
            chunks=3,
        ),
        ScriptedReply(content="1 ignore\n2 add temp fact Friend 4 brings the grill\n"),
    )
    engine = scripted_engine(server, response_format="grammar", stream=stream)
    async with harness(tmp_path, engine, config=LINES) as h:
        publish_chats(h, 4)
        result = await h.processor.run_batch()
        assert result.processed == 4
        assert len(server.chat_requests) == 2
        assert server.chat_requests[0].streamed is stream
        # Only the two notifications without a complete line are asked again, numbered anew.
        assert grammar_rules(server, 1)["root"] == "i1 i2"
        second = prompt_of(server, 1)
        assert "number 3" in second
        assert "number 4" in second
        assert "number 1" not in second
        assert "number 2" not in second
        contents = {m.id: m.content for m in await h.memories()}
        assert contents == {
            memory_id_for(1): "Garden party Saturday 15:00",
            memory_id_for(4): "Friend 4 brings the grill",
        }
        outcome = result.outcome
        assert outcome.cut_answers == 1
        assert outcome.llm_calls == 2
        assert outcome.model_items == 4
        assert h.memory_cursor() == 4


async def test_cut_answer_without_a_complete_line_halves_the_next_call(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(
        ScriptedReply(content="1 add temp event Gard", finish_reason="length"),
        ScriptedReply(content="1 ignore\n2 ignore\n"),
        ScriptedReply(content="1 ignore\n2 ignore\n"),
    )
    engine = scripted_engine(server, response_format="grammar")
    async with harness(tmp_path, engine, config=LINES) as h:
        publish_chats(h, 4)
        result = await h.processor.run_batch()
        assert result.processed == 4
        # The first answer held nothing whole: its items are asked again, two per call.
        assert [grammar_rules(server, i)["root"] for i in range(len(server.chat_requests))] == [
            "i1 i2 i3 i4",
            "i1 i2",
            "i1 i2",
        ]
        assert h.memory_cursor() == 4


async def test_single_notification_cut_before_its_line_ends_keeps_the_cursor(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(ScriptedReply(content="1 add temp task Pick up mi", finish_reason="length"))
    engine = scripted_engine(server, response_format="grammar")
    async with harness(tmp_path, engine, config=LINES) as h:
        h.publish("Can you pick up milk on the way home?", title="Ana")
        with pytest.raises(TruncatedOutput):
            await h.processor.run_batch()
        assert h.memory_cursor() == 0
        assert await h.memories() == []


async def test_unreadable_line_fails_the_batch_naming_the_line_not_its_text(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(ScriptedReply(content="1 remember Pick up milk 4417\n"))
    engine = scripted_engine(server, response_format="prompt")
    async with harness(tmp_path, engine, config=LINES) as h:
        h.publish("Can you pick up milk on the way home?", title="Ana")
        with pytest.raises(ProposalInvalid) as raised:
            await h.processor.run_batch()
        assert raised.value.reasons == ["line 1: unknown action"]
        assert "4417" not in str(raised.value)
        assert "grammar" not in server.chat_requests[0].body
        assert h.memory_cursor() == 0


async def test_json_schema_mode_asks_for_the_lines_in_a_schema(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(ScriptedReply.json({"lines": ["1 add temp task Pick up milk"]}))
    engine = scripted_engine(server, response_format="json_schema")
    async with harness(tmp_path, engine, config=LINES) as h:
        h.publish("Can you pick up milk on the way home?", title="Ana")
        await h.processor.run_batch()
        request = server.chat_requests[0]
        assert request.response_format_type == "json_schema"
        schema = request.body["response_format"]["json_schema"]["schema"]
        assert schema["properties"]["lines"]["maxItems"] == 1
        assert '{"lines": [...]}' in prompt_of(server)
        memory = await h.get(StoreName.TEMPORARY, memory_id_for(1))
        assert memory is not None
        assert memory.content == "Pick up milk"


async def test_rules_first_batch_with_nothing_left_for_the_model_makes_no_call(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    engine = scripted_engine(server, response_format="grammar")
    async with harness(tmp_path, engine, config=RULES_FIRST) as h:
        h.publish("ok 👍", title="Bob")
        h.publish(FLIGHT, title="United Airlines", app="com.united.mobile.android")
        result = await h.processor.run_batch()
        assert result.processed == 2
        assert server.chat_requests == []
        outcome = result.outcome
        assert (outcome.llm_calls, outcome.rule_items, outcome.model_items) == (0, 2, 0)
        assert [(o.action, o.reason) for o in outcome.outcomes] == [
            ("ignore", "rules"),
            ("add", "rules"),
        ]
        memory = await h.get(StoreName.TEMPORARY, memory_id_for(2))
        assert memory is not None
        assert memory.thing_key == "flight:UA857:2025-03-21"


async def test_rules_first_shows_the_model_only_the_items_that_need_judgement(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(ScriptedReply(content="1 add temp task Pick up milk on the way home\n"))
    engine = scripted_engine(server, response_format="grammar")
    async with harness(tmp_path, engine, config=RULES_FIRST) as h:
        h.publish(FLIGHT, title="United Airlines", app="com.united.mobile.android")
        h.publish("Can you pick up milk on the way home?", title="Ana")
        result = await h.processor.run_batch()
        assert len(server.chat_requests) == 1
        assert grammar_rules(server, 0)["root"] == "i1"
        prompt = prompt_of(server)
        assert "pick up milk" in prompt
        assert "UA857" not in prompt
        outcome = result.outcome
        assert [(o.context_id, o.action, o.reason) for o in outcome.outcomes] == [
            (1, "add", "rules"),
            (2, "add", "model"),
        ]
        assert (outcome.rule_items, outcome.model_items) == (1, 1)
        assert len(await h.memories()) == 2


async def test_rules_first_keeps_a_memory_a_rule_changes_out_of_the_models_refs(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    engine = scripted_engine(server, response_format="grammar")
    async with harness(tmp_path, engine, config=RULES_FIRST) as h:
        h.publish(FLIGHT, title="United Airlines", app="com.united.mobile.android")
        await h.processor.run_batch()
        assert server.chat_requests == []
        server.script(ScriptedReply(content="1 ignore\n"))
        h.publish(
            "Flight UA857 to SFO on Fri Mar 21: gate changed to D7",
            title="United Airlines",
            app="com.united.mobile.android",
        )
        h.publish("Are you excited about the SFO trip with United?", title="Ana")
        result = await h.processor.run_batch()
        outcome = result.outcome
        assert [(o.action, o.reason) for o in outcome.outcomes] == [
            ("update", "rules"),
            ("ignore", "model"),
        ]
        assert "r1" not in grammar_rules(server, 0)  # m1 is the rule's target
        memory = await h.get(StoreName.TEMPORARY, memory_id_for(1))
        assert memory is not None
        assert "D7" in memory.content
