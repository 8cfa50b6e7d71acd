"""MemoryWorker against real I/O: a slow HTTP model stream on 127.0.0.1 and a file backlog.

The server, the streaming processor and the file processor are the same stand-ins the worker
benchmark uses (``benchmarks/bench_worker.py``).
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from pathlib import Path

import httpx
import pytest

from agent_memory.testing.waiting import settle, until
from agent_memory.timer import ManualTimer
from agent_memory.worker import MemoryWorker
from benchmarks.bench_worker import (
    FileBacklogProcessor,
    SlowStreamServer,
    StreamingModelProcessor,
    measure_loop_lag,
    write_backlog,
)

IDLE = 300.0


@pytest.fixture
async def server() -> AsyncIterator[SlowStreamServer]:
    srv = SlowStreamServer(chunks=200, chunk_interval_s=0.02)
    await srv.start()
    try:
        yield srv
    finally:
        await srv.stop()


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(
        limits=httpx.Limits(max_connections=1), timeout=httpx.Timeout(5.0)
    ) as c:
        yield c


async def test_foreground_aborts_streaming_model_call_and_applies_nothing(
    server: SlowStreamServer, client: httpx.AsyncClient, tmp_path: Path
) -> None:
    applied = tmp_path / "applied.jsonl"
    timer = ManualTimer()
    processor = StreamingModelProcessor(client, server.url, backlog=1, applied_path=applied)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(processor)
    async with worker:
        timer.advance(IDLE)
        await server.wait_streaming(1)
        await until(lambda: processor.chunks_seen >= 1, "the first chunk at the client")
        async with worker.foreground():
            await server.wait_disconnects(1)
            await until(lambda: worker.status().processors[0].cancelled == 1, "the cancel")
            assert server.completed == 0
            assert not applied.exists()
            assert processor.cursor == 0
            status = worker.status().processors[0]
            assert status.failures == 0
            assert status.backoff_until is None
        # At the next idle window the same batch runs again and completes.
        server.chunk_interval_s = 0.0
        server.chunks = 3
        timer.advance(IDLE)
        await until(lambda: processor.cursor == 1, "the retried batch")
    assert [json.loads(line) for line in applied.read_text().splitlines()] == [
        {"batch": 0, "chunks": 3}
    ]
    assert server.requests == 2
    assert server.completed == 1


async def test_cancel_between_chunks_closes_stream_and_is_not_a_failure(
    server: SlowStreamServer, client: httpx.AsyncClient, tmp_path: Path
) -> None:
    # Case D9: the cancel lands while our own code handles a streamed chunk.
    timer = ManualTimer()
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    stack = AsyncExitStack()
    handled_after_cancel: list[int] = []

    async def on_chunk(index: int) -> None:
        if index == 3:
            await stack.enter_async_context(worker.foreground())
            await asyncio.sleep(0)  # the cancel is delivered here, inside chunk handling
            handled_after_cancel.append(index)

    applied = tmp_path / "applied.jsonl"
    processor = StreamingModelProcessor(
        client, server.url, backlog=1, applied_path=applied, on_chunk=on_chunk
    )
    worker.register(processor)
    async with worker:
        timer.advance(IDLE)
        await server.wait_disconnects(1)
        await until(lambda: worker.status().processors[0].cancelled == 1, "the cancel")
        assert handled_after_cancel == []
        assert processor.chunks_seen == 3
        assert not applied.exists()
        assert worker.status().processors[0].consecutive_failures == 0
        await stack.aclose()
    assert server.completed == 0


async def test_cancel_storm_on_one_connection_pool_releases_every_connection(
    server: SlowStreamServer, client: httpx.AsyncClient, tmp_path: Path
) -> None:
    # Case D8: pool of one connection; twenty foreground starts cancel the background call at a
    # random point (connecting, waiting for the answer, streaming).
    rng = random.Random(8)
    timer = ManualTimer()
    applied = tmp_path / "applied.jsonl"
    processor = StreamingModelProcessor(client, server.url, backlog=1, applied_path=applied)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(processor)
    points: list[str] = []
    async with worker:
        for _ in range(20):
            requests_before = server.requests
            timer.advance(IDLE)
            point = rng.choice(["connect", "request", "streaming"])
            points.append(point)
            if point == "connect":
                for _ in range(rng.randrange(1, 6)):
                    await asyncio.sleep(0)
            elif point == "request":
                await server.wait_for(lambda: server.requests > requests_before)  # noqa: B023
            else:
                target = processor.chunks_seen + rng.randrange(1, 4)
                await until(lambda: processor.chunks_seen >= target, "chunks")  # noqa: B023
            async with worker.foreground():
                await until(lambda: worker.status().processors[0].state != "running", "stop")
            await server.wait_for(lambda: server.active == 0)
            assert server.disconnects == server.requests  # every aborted request was seen to go
        assert {"connect", "request", "streaming"} <= set(points)
        assert server.requests >= points.count("request") + points.count("streaming")
        assert not applied.exists()
        server.chunk_interval_s = 0.0
        server.chunks = 2
        timer.advance(IDLE)
        await until(lambda: processor.cursor == 1, "the call after the storm")
        status = worker.status().processors[0]
    assert status.failures == 0
    assert server.completed == 1
    assert server.requests == server.disconnects + 1
    assert applied.read_text().count("\n") == 1


async def test_backlog_of_10k_drains_off_the_loop_and_pauses_for_foreground(
    tmp_path: Path,
) -> None:
    source = tmp_path / "backlog.jsonl"
    sink = tmp_path / "sink.jsonl"
    write_backlog(source, 10_000)
    timer = ManualTimer()
    processor = FileBacklogProcessor(source, sink, batch_size=50, fsync=True)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(processor)
    stop_ticker = asyncio.Event()
    ticker = asyncio.create_task(measure_loop_lag(stop_ticker))
    async with worker:
        timer.advance(IDLE)
        await until(lambda: processor.offset >= source.stat().st_size // 4, "a quarter drained")
        async with worker.foreground():
            await until(lambda: worker.status().processors[0].state == "idle", "the pause")
            await processor.wait_io_idle()  # a cancelled batch's thread still finishes
            paused_at = processor.offset
            timer.advance(IDLE)  # the idle delay passes, yet no batch starts in the foreground
            await settle()
            assert processor.offset == paused_at
        assert processor.offset < processor.size
        timer.advance(IDLE)
        await processor.drained.wait()
    stop_ticker.set()
    ticks = await ticker
    lines = sink.read_bytes().splitlines()
    assert [json.loads(line)["n"] for line in lines] == list(range(10_000))
    assert threading.get_ident() not in processor.io_threads
    assert len(ticks) > 0


async def test_worker_with_streaming_processor_stops_cleanly_mid_stream(
    server: SlowStreamServer, client: httpx.AsyncClient, tmp_path: Path
) -> None:
    timer = ManualTimer()
    applied = tmp_path / "applied.jsonl"
    processor = StreamingModelProcessor(client, server.url, backlog=1, applied_path=applied)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(processor)
    await worker.start()
    timer.advance(IDLE)
    await server.wait_streaming(1)
    await worker.stop()
    await server.wait_disconnects(1)
    await settle()
    assert worker.status().state == "stopped"
    assert worker.status().processors[0].cancelled == 1
    assert not applied.exists()
    assert processor.cursor == 0
