"""Cancelling an extract aborts the HTTP request at once (cases D8 and D9).

The server is a real local HTTP server that reports every client disconnect; the client pool has
one connection, so a slot leaked by a cancel would make the next call time out.
"""

from __future__ import annotations

import asyncio
import contextlib
import random

import pytest

from agent_memory.engine import (
    MemoryMergeEngine,
    OpenAICompatibleConfig,
    OpenAICompatibleProvider,
    RawProposal,
)
from agent_memory.notifications.proposal import NOTIFICATION_PROPOSAL_SCHEMA, NOTIFICATION_SCENARIO
from agent_memory.testing import ScriptedChatServer, ScriptedReply
from tests.engine.conftest import make_items, make_memories, proposal_for


def one_connection_engine(server: ScriptedChatServer, *, stream: bool = True) -> MemoryMergeEngine:
    return MemoryMergeEngine(
        OpenAICompatibleProvider(
            OpenAICompatibleConfig(
                base_url=server.base_url,
                model="scripted",
                pool_connections=1,
                timeout_s=5.0,
                connect_timeout_s=1.0,  # a leaked pool slot fails the next call fast
                stream=stream,
            )
        )
    )


async def start_extract(engine: MemoryMergeEngine) -> asyncio.Task[RawProposal]:
    items = make_items(10, refs_per_item=3)
    return asyncio.create_task(
        engine.extract(
            NOTIFICATION_SCENARIO, items, make_memories(30), NOTIFICATION_PROPOSAL_SCHEMA
        )
    )


async def test_cancel_while_waiting_disconnects_and_returns_nothing(
    chat_server: ScriptedChatServer,
) -> None:
    chat_server.script(ScriptedReply(content="{}", delay_s=30.0))
    engine = one_connection_engine(chat_server)
    try:
        task = await start_extract(engine)
        await chat_server.wait_for_requests(1)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await chat_server.wait_for_disconnects(1)
    finally:
        await engine.aclose()
    [disconnect] = chat_server.disconnects
    assert disconnect.request_index == 0
    assert disconnect.phase == "waiting"
    assert chat_server.requests[0].outcome == "disconnected"


async def test_d9_cancel_between_chunks_closes_stream_at_once(
    chat_server: ScriptedChatServer,
) -> None:
    items = make_items(10)
    long_answer = ScriptedReply.json(proposal_for(items), chunks=50, chunk_delay_s=0.05)
    chat_server.script(long_answer, ScriptedReply.json(proposal_for(items), chunks=3))
    engine = one_connection_engine(chat_server)
    try:
        task = asyncio.create_task(
            engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
        )
        await chat_server.wait_for_chunks(0, 3)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await chat_server.wait_for_disconnects(1)
        # The next call, on the same one-connection pool, succeeds and is complete.
        raw = await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
    finally:
        await engine.aclose()
    [disconnect] = chat_server.disconnects
    assert disconnect.phase == "streaming"
    first = chat_server.requests[0]
    assert first.outcome == "disconnected"
    assert 3 <= first.chunks_sent < 50
    assert raw.data == proposal_for(items)
    assert chat_server.requests[1].outcome == "completed"


@pytest.mark.parametrize("stream", [True, False])
async def test_d8_cancel_storm_releases_the_only_pool_slot(
    chat_server: ScriptedChatServer, stream: bool
) -> None:
    items = make_items(10, refs_per_item=3)
    rng = random.Random(8)  # fixed seed: the same cancel points on every run
    slow = ScriptedReply.json(
        proposal_for(items),
        delay_s=0.05 if stream else 0.3,
        chunks=20,
        chunk_delay_s=0.0125,
    )
    chat_server.set_default(slow)
    engine = one_connection_engine(chat_server, stream=stream)
    cancelled = finished = 0
    try:
        for _ in range(20):
            task = await start_extract(engine)
            # A random point: before connecting, while waiting for headers, mid-stream.
            point = rng.choice(["at_once", "waiting", "later"])
            if point == "waiting":
                await asyncio.sleep(rng.uniform(0.0, 0.05))
            elif point == "later":
                await asyncio.sleep(rng.uniform(0.05, 0.25))
            if task.done():
                task.result()  # finished before the cancel: a whole, valid answer
                finished += 1
                continue
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            cancelled += 1
        chat_server.set_default(ScriptedReply.json(proposal_for(items)))
        raw = await asyncio.wait_for(
            engine.extract(
                NOTIFICATION_SCENARIO, items, make_memories(30), NOTIFICATION_PROPOSAL_SCHEMA
            ),
            timeout=5.0,
        )
        await chat_server.wait_idle()
    finally:
        await engine.aclose()
    assert cancelled + finished == 20
    assert cancelled >= 15
    assert raw.data == proposal_for(items)
    requests = chat_server.chat_requests
    storm, last = requests[:-1], requests[-1]
    assert last.outcome == "completed"
    # Every storm request that reached the server either completed (its task finished before
    # the cancel) or was seen disconnecting; none is left pending.
    assert [r.outcome for r in storm].count("completed") == finished
    aborted = [r.index for r in storm if r.outcome == "disconnected"]
    assert len(aborted) == len(storm) - finished
    assert len(aborted) <= cancelled
    seen = sorted(d.request_index for d in chat_server.disconnects if d.request_index is not None)
    assert seen == aborted
    phases = {d.phase for d in chat_server.disconnects}
    assert "waiting" in phases
    if stream:
        assert "streaming" in phases
    # The final call got the pool's only slot within its 1 s pool timeout: no slot leaked.


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(5))
async def test_d8_soak_many_cancels_then_success(
    chat_server: ScriptedChatServer, seed: int
) -> None:
    items = make_items(3)
    rng = random.Random(seed)
    chat_server.set_default(
        ScriptedReply.json(proposal_for(items), delay_s=0.01, chunks=30, chunk_delay_s=0.005)
    )
    engine = one_connection_engine(chat_server, stream=bool(seed % 2))
    try:
        for _ in range(200):
            task = asyncio.create_task(
                engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
            )
            await asyncio.sleep(rng.uniform(0.0, 0.2))
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                result = await task
                assert result.data == proposal_for(items)  # finished first: whole and valid
        chat_server.set_default(ScriptedReply.json(proposal_for(items)))
        raw = await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
        await chat_server.wait_idle()
    finally:
        await engine.aclose()
    assert raw.data == proposal_for(items)
    assert all(r.outcome in ("completed", "disconnected") for r in chat_server.chat_requests)
    aborted = sorted(r.index for r in chat_server.chat_requests if r.outcome == "disconnected")
    assert (
        sorted(d.request_index for d in chat_server.disconnects if d.request_index is not None)
        == aborted
    )
