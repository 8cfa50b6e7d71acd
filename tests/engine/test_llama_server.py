"""The engine against a real local model: llama.cpp ``llama-server`` with Gemma 3 270M.

Both come from the ``llm-test`` extra. The tests skip, naming the reason, only where the binary
cannot run on this machine (package missing, or the process dies at start-up).
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
from datetime import UTC, datetime
from typing import Any

import jsonschema
import pytest

from agent_memory.engine import (
    ExtractItem,
    MemoryMergeEngine,
    OpenAICompatibleConfig,
    OpenAICompatibleProvider,
    Scenario,
)
from agent_memory.errors import ProposalInvalid
from agent_memory.notifications.proposal import (
    NOTIFICATION_PROPOSAL_SCHEMA,
    NOTIFICATION_SCENARIO,
    parse_notification_proposal,
)
from benchmarks.llama_server import LlamaServer
from tests.engine.conftest import PDT


def engine_for(llama: LlamaServer, **config: Any) -> MemoryMergeEngine:
    settings: dict[str, Any] = {
        "base_url": llama.base_url,
        "model": "gemma-3-270m",
        "timeout_s": 240.0,
        "max_tokens": 320,
        "seed": 7,
    }
    settings.update(config)
    return MemoryMergeEngine(OpenAICompatibleProvider(OpenAICompatibleConfig(**settings)))


def bounded_schema() -> dict[str, Any]:
    """The notification schema with short strings and one item, so a 270M model finishes fast.

    Every answer valid under it is valid under the production schema too.
    """
    schema = copy.deepcopy(NOTIFICATION_PROPOSAL_SCHEMA)
    schema["properties"]["items"]["maxItems"] = 1
    schema["properties"]["items"]["minItems"] = 1
    props = schema["properties"]["items"]["items"]["properties"]
    for name in ("target", "content", "expires_at"):
        props[name]["anyOf"][0]["maxLength"] = 60
    props["reason"]["maxLength"] = 40
    return schema


async def test_real_model_answer_validates_against_the_schema(llama: LlamaServer) -> None:
    item = ExtractItem(
        item_id="41",
        local_time=datetime(2025, 3, 14, 21, 40, tzinfo=PDT),
        fields={"app": "Messages", "title": "Mom", "text": "see you tomorrow for brunch!"},
    )
    engine = engine_for(llama)
    try:
        raw = await engine.extract(NOTIFICATION_SCENARIO, [item], [], bounded_schema())
    finally:
        await engine.aclose()
    jsonschema.validate(raw.data, bounded_schema())
    jsonschema.validate(raw.data, NOTIFICATION_PROPOSAL_SCHEMA)
    assert raw.response_mode == "json_schema"
    assert raw.usage.requests == 1
    assert raw.usage.prompt_tokens > 50  # counted by the server's tokenizer
    assert not raw.usage.estimated
    assert raw.usage.completion_tokens > 0
    # Shape checks beyond JSON Schema may or may not pass for a 270M model; when they fail,
    # they fail as ProposalInvalid, which the processor handles.
    with contextlib.suppress(ProposalInvalid):
        parse_notification_proposal(raw.data)


STORY = Scenario(
    name="story",
    instructions="Write a very long story about a lighthouse keeper, at least 3000 words.",
)
STORY_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["story"],
    "properties": {"story": {"type": "string"}},
}


def _slot_busy(llama: LlamaServer) -> bool:
    return any(slot.get("is_processing") for slot in llama.slots())


async def test_cancelled_generation_stops_the_server_slot(llama: LlamaServer) -> None:
    item = ExtractItem(
        item_id="1",
        local_time=datetime(2025, 3, 14, 12, 0, tzinfo=UTC),
        fields={"topic": "a storm night"},
    )
    max_tokens = 1500
    engine = engine_for(llama, max_tokens=max_tokens, timeout_s=600.0)
    try:
        task = asyncio.create_task(engine.extract(STORY, [item], [], STORY_SCHEMA))
        # Wait until the server is generating for us.
        for _ in range(600):
            if await asyncio.to_thread(_slot_busy, llama):
                break
            await asyncio.sleep(0.1)
        else:
            pytest.fail("llama-server never started processing the request.")
        await asyncio.sleep(0.5)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        # The server notices the closed connection and frees the slot long before it could
        # have produced max_tokens tokens.
        for _ in range(600):
            if not await asyncio.to_thread(_slot_busy, llama):
                break
            await asyncio.sleep(0.1)
        else:
            pytest.fail("llama-server kept generating after the client went away.")
    finally:
        await engine.aclose()
    log = llama.log_path.read_text("utf-8", errors="replace")
    stops = [line for line in log.splitlines() if "stop processing" in line]
    assert stops, "the server log has no 'stop processing' line"
    decoded = int(stops[-1].split("n_tokens = ")[1].split(",")[0])
    assert decoded < max_tokens
