"""The action builders (notifications/actions.py): the checks no other test reaches.

Each test runs the real processor over real SQLite stores with the scripted OpenAI-compatible
server answering; the reasons are the exact ``ProposalInvalid`` reasons the batch fails with.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest

from agent_memory.errors import ProposalInvalid
from agent_memory.memory.model import StoreName
from agent_memory.notifications.actions import memory_id_for
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply

from .processor_support import NOW, add, answer, harness, scripted_engine


@pytest.fixture
async def server() -> AsyncIterator[ScriptedChatServer]:
    async with ScriptedChatServer() as chat:
        yield chat


async def test_action_for_a_notification_outside_the_batch_is_invalid(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(
        ScriptedReply.json(
            answer(add(1, "Dinner at Rosa's on Friday"), {"context_id": 7, "action": "ignore"})
        )
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("Dinner at Rosa's on Friday?")
        with pytest.raises(ProposalInvalid) as info:
            await h.processor.run_batch()
        assert info.value.reasons == ["context_id 7: not a notification of this batch"]
        assert await h.memories() == []
        assert h.memory_cursor() == 0


async def test_expiry_past_the_accepted_horizon_is_invalid(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    far = (NOW + timedelta(days=731)).isoformat()
    server.script(
        ScriptedReply.json(answer({**add(1, "Dinner at Rosa's on Friday"), "expires_at": far}))
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("Dinner at Rosa's on Friday?")
        with pytest.raises(ProposalInvalid) as info:
            await h.processor.run_batch()
        assert info.value.reasons == ["context_id 1: expiry is implausibly far away"]


async def test_add_whose_expiry_passed_before_the_batch_ran_is_ignored(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    soon = (NOW + timedelta(hours=1)).isoformat()
    server.script(
        ScriptedReply.json(answer({**add(1, "Parcel at the door until 4"), "expires_at": soon}))
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("Parcel at the door until 4", title="Courier")
        h.clock.advance(2 * 3600)  # the idle window came two hours later
        result = await h.processor.run_batch()
        assert [(o.action, o.reason, o.memory_id) for o in result.outcome.outcomes] == [
            ("ignore", "already_expired", None)
        ]
        assert await h.memories() == []
        assert h.memory_cursor() == 1


async def test_promote_of_a_long_term_memory_is_invalid(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    long_term = {**add(1, "Gym class every Saturday at 9"), "store": "long_term"}
    server.script(ScriptedReply.json(answer(long_term)))
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("Gym class every Saturday at 9", title="FlowGym", app="com.flowgym")
        await h.processor.run_batch()
        assert await h.get(StoreName.LONG_TERM, memory_id_for(1)) is not None
        h.publish("Reminder: gym class every Saturday at 9", title="FlowGym", app="com.flowgym")
        server.script(
            ScriptedReply.json(answer({"context_id": 2, "action": "promote", "target": "m1"}))
        )
        with pytest.raises(ProposalInvalid) as info:
            await h.processor.run_batch()
        assert info.value.reasons == ["context_id 2: only a temporary memory can be promoted"]
