"""The driver with a model answering over real HTTP: update/reinforce scoring and usage counts.

Case M4 (change then repeat) with a scripted OpenAI-compatible server on 127.0.0.1 behind the
production provider client.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.evaluation import load_stream, run_stream, score_run
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply
from tests.evaluation.support import android, write_stream


def proposal(**item: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "target": None,
        "store": None,
        "kind": None,
        "content": None,
        "expires_at": None,
    }
    entry.update(reason="r", **item)
    return {"items": [entry]}


@pytest.fixture
async def server() -> AsyncIterator[ScriptedChatServer]:
    async with ScriptedChatServer() as chat:
        yield chat


def yoga_stream(tmp_path: Path) -> Path:
    app = {"package": "com.flowyoga.app", "title": "FlowYoga"}
    return write_stream(
        tmp_path / "yoga.jsonl",
        android("n1", "2025-03-10T12:00:00+00:00", "FlowYoga: class on Mondays 7 PM", {
            "action": "memory", "key": "yoga", "facts": ["FlowYoga", "Monday"], "case": "M4",
        }, key="0|com.flowyoga.app|1|null|1", **app),
        android("n2", "2025-03-11T12:00:00+00:00", "FlowYoga: class moves to Wednesdays 7 PM", {
            "action": "update", "key": "yoga", "facts": ["FlowYoga", "Wednesday"], "case": "M4",
        }, key="0|com.flowyoga.app|2|null|1", **app),
        android("n3", "2025-03-12T12:00:00+00:00", "FlowYoga: class moves to Wednesdays 7 PM", {
            "action": "reinforce", "key": "yoga", "case": "M4",
        }, key="0|com.flowyoga.app|3|null|1", **app),
        {"probe": "p1", "at": "2025-03-13T12:00:00+00:00", "query": "FlowYoga", "expect": "hit",
         "facts": ["Wednesday"]},
    )  # fmt: skip


async def test_update_then_reinforce_of_one_memory_scores_right(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    usage = {"prompt_tokens": 200, "completion_tokens": 40}
    server.script(
        ScriptedReply.json(
            proposal(context_id=1, action="add", store="temporary", kind="event",
                     content="FlowYoga class on Mondays 7 PM"), **usage),
        ScriptedReply.json(
            proposal(context_id=2, action="update", target="m1",
                     content="FlowYoga class on Wednesdays 7 PM"), **usage),
        ScriptedReply.json(proposal(context_id=3, action="reinforce", target="m1"), **usage),
    )  # fmt: skip
    stream = load_stream(yoga_stream(tmp_path))
    config = OpenAICompatibleConfig(base_url=server.base_url, model="scripted", timeout_s=10)
    run = await run_stream(stream, tmp_path / "data", lambda: OpenAICompatibleProvider(config))
    score = score_run(stream, run)
    assert score.update_reinforce.hits == 2
    assert score.update_reinforce.total == 2
    assert score.memories == 1
    assert score.memory_recall.hits == 1
    assert score.memory_precision.hits == 1
    assert score.probes.hits == 1
    assert (run.llm_calls, run.prompt_tokens, run.completion_tokens) == (3, 600, 120)
    assert len(run.prompts) == 3
    assert score.violations == []


async def test_second_memory_instead_of_update_scores_wrong(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(
        ScriptedReply.json(
            proposal(context_id=1, action="add", store="temporary", kind="event",
                     content="FlowYoga class on Mondays 7 PM")),
        ScriptedReply.json(
            proposal(context_id=2, action="add", store="temporary", kind="event",
                     content="FlowYoga class on Wednesdays 7 PM")),
        ScriptedReply.json(proposal(context_id=3, action="reinforce", target="m1")),
    )  # fmt: skip
    stream = load_stream(yoga_stream(tmp_path))
    config = OpenAICompatibleConfig(base_url=server.base_url, model="scripted", timeout_s=10)
    run = await run_stream(stream, tmp_path / "data", lambda: OpenAICompatibleProvider(config))
    score = score_run(stream, run)
    assert score.update_reinforce.hits == 0
    assert score.update_reinforce.total == 2
    assert score.memories == 2
    assert score.memory_precision.hits == 1  # the stale Monday memory is not a right one
    assert {"update:n2", "reinforce:n3"} <= set(score.misses)


async def test_invented_target_is_retried_then_answered_by_fallback_and_every_call_counted(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case M1: an update of a memory never shown is rejected; after three attempts the
    deterministic fallback answers, nothing is dropped, and all three model calls are counted."""
    invented = ScriptedReply.json(
        proposal(context_id=1, action="update", target="m7", content="Dentist Thu 4:30 PM"),
        prompt_tokens=100,
        completion_tokens=20,
    )
    server.script(invented, invented, invented)
    stream = load_stream(
        write_stream(
            tmp_path / "m1.jsonl",
            android("n1", "2025-03-10T09:00:00+00:00", "Dentist moved to Thu 4:30 PM", {
                "action": "memory", "key": "dentist", "case": "M1",
                "facts": ["Dentist", ["4:30", "16:30"]],
            }, title="Calendar"),
        ),
    )  # fmt: skip
    config = OpenAICompatibleConfig(base_url=server.base_url, model="scripted", timeout_s=10)
    run = await run_stream(stream, tmp_path / "data", lambda: OpenAICompatibleProvider(config))
    score = score_run(stream, run)
    assert run.failed_batches == 3
    assert (run.llm_calls, run.prompt_tokens, run.completion_tokens) == (3, 300, 60)
    assert len(server.chat_requests) == 3
    assert [o.action for o in run.outcomes["n1"]] == ["add"]
    assert score.memory_recall.hits == 1
    assert len(run.prompts) == 4  # three model prompts and the fallback's
