"""MemoryWorker: foreground preemption latency and event-loop stall while draining a backlog.

Two measurements, each beside a reference measured in the same run:

* **Preemption latency**: from entering ``worker.foreground()`` while a background batch streams a
  slow HTTP response from a local server on 127.0.0.1, to the moment the server sees the client
  disconnect. Reference: a bare ``task.cancel()`` of the same httpx request. Target p95 < 20 ms.
* **Event-loop stall**: the lateness of a 1 ms ticker on the worker's loop (what a foreground
  coroutine would feel) while the worker drains a 10 000 item backlog whose processor does real
  blocking file I/O (read, append, fsync) through ``asyncio.to_thread``. Reference: the same
  ticker with no background work. Target p99 < 5 ms.

The local stand-ins used here (:class:`SlowStreamServer`, :class:`StreamingModelProcessor`,
:class:`FileBacklogProcessor`) are also what the worker's tests use.
"""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx

from agent_memory.logs import capture_events
from agent_memory.timer import SystemTimer
from agent_memory.worker import BatchResult, MemoryWorker
from benchmarks.harness import Row, percentile

__all__ = [
    "FileBacklogProcessor",
    "SlowStreamServer",
    "StreamingModelProcessor",
    "measure_loop_lag",
    "run",
]

_HEAD_LIMIT = 64 * 1024


class SlowStreamServer:
    """A tiny HTTP/1.1 server on 127.0.0.1 that streams a chunked answer slowly.

    Every request gets ``chunks`` chunks, one every ``chunk_interval_s`` seconds, then the
    response ends and the connection closes. Between chunks the server watches the socket, so a
    client that goes away is noticed at once (EOF or reset) and recorded in ``disconnect_times``
    (``time.perf_counter()`` seconds). All handler tasks are owned and cancelled by :meth:`stop`.

    Args:
        chunks: Chunks per response.
        chunk_interval_s: Seconds between chunks; may be changed while running.
    """

    def __init__(self, *, chunks: int = 50, chunk_interval_s: float = 0.02) -> None:
        self.chunks = chunks
        self.chunk_interval_s = chunk_interval_s
        self.requests = 0
        self.streaming = 0
        self.completed = 0
        self.disconnects = 0
        self.disconnect_times: list[float] = []
        self.active = 0
        self._server: asyncio.Server | None = None
        self._handlers: set[asyncio.Task[None]] = set()
        self._changed = asyncio.Condition()

    @property
    def url(self) -> str:
        """The base URL, ``http://127.0.0.1:PORT``."""
        if self._server is None:
            raise RuntimeError("The server is not started; call start() first.")
        host, port = self._server.sockets[0].getsockname()[:2]
        return f"http://{host}:{port}"

    async def start(self) -> None:
        """Listen on an ephemeral port of 127.0.0.1."""
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)

    async def stop(self) -> None:
        """Stop listening, cancel open handlers and wait for them."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self._handlers):
            task.cancel()
        await asyncio.gather(*self._handlers, return_exceptions=True)

    async def wait_for(self, predicate: Callable[[], bool], timeout_s: float = 5.0) -> None:
        """Wait until ``predicate()`` holds after some server event; fail after ``timeout_s``."""
        async with asyncio.timeout(timeout_s), self._changed:
            await self._changed.wait_for(predicate)

    async def wait_streaming(self, count: int, timeout_s: float = 5.0) -> None:
        """Wait until ``count`` responses in total have started streaming."""
        await self.wait_for(lambda: self.streaming >= count, timeout_s)

    async def wait_disconnects(self, count: int, timeout_s: float = 5.0) -> None:
        """Wait until ``count`` client disconnects in total have been seen."""
        await self.wait_for(lambda: self.disconnects >= count, timeout_s)

    async def _bump(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._handlers.add(task)
        self.active += 1
        try:
            await self._serve(reader, writer)
        finally:
            self.active -= 1
            writer.close()
            self._handlers.discard(task)
            await self._bump()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError):
            return
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        if length:
            await reader.readexactly(min(length, _HEAD_LIMIT))
        self.requests += 1
        await self._bump()
        writer.write(
            b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        )
        for index in range(self.chunks):
            payload = json.dumps({"chunk": index}).encode() + b"\n"
            try:
                writer.write(b"%x\r\n%s\r\n" % (len(payload), payload))
                await writer.drain()
            except ConnectionError:
                await self._record_disconnect()
                return
            if index == 0:
                self.streaming += 1
                await self._bump()
            if await self._client_left(reader):
                await self._record_disconnect()
                return
        try:
            writer.write(b"0\r\n\r\n")
            await writer.drain()
        except ConnectionError:
            await self._record_disconnect()
            return
        self.completed += 1

    async def _client_left(self, reader: asyncio.StreamReader) -> bool:
        """Wait one chunk interval; return whether the client closed or reset meanwhile."""
        try:
            async with asyncio.timeout(self.chunk_interval_s):
                data = await reader.read(1)
        except TimeoutError:
            return False
        except ConnectionError:
            return True
        return data == b""

    async def _record_disconnect(self) -> None:
        self.disconnect_times.append(time.perf_counter())
        self.disconnects += 1
        await self._bump()


class StreamingModelProcessor:
    """A processor whose batch streams a model answer over HTTP, then applies and commits.

    Like a real processor it keeps the answer in memory until the stream ends; only then it
    appends one line per batch to ``applied_path`` and advances its cursor. A cancel during the
    request therefore leaves the file and the cursor untouched.

    Args:
        client: The httpx client (its pool limits apply).
        url: The model server's URL.
        backlog: Batches of work pending.
        applied_path: File the applied batches are appended to.
        on_chunk: Awaited after each received chunk with the chunk's index; tests use it to land
            a cancel while this code handles a chunk.
    """

    name = "notification"

    def __init__(
        self,
        client: httpx.AsyncClient,
        url: str,
        *,
        backlog: int,
        applied_path: Path,
        on_chunk: Callable[[int], Awaitable[None]] | None = None,
    ) -> None:
        self.client = client
        self.url = url
        self.backlog = backlog
        self.applied_path = applied_path
        self.on_chunk = on_chunk
        self.cursor = 0
        self.chunks_seen = 0

    async def has_pending(self) -> bool:
        """Return whether batches remain."""
        return self.cursor < self.backlog

    async def run_batch(self) -> BatchResult:
        """Stream one answer, then append the batch to ``applied_path`` and advance the cursor."""
        received = 0
        async with self.client.stream("POST", self.url, json={"cursor": self.cursor}) as response:
            response.raise_for_status()
            async for _ in response.aiter_lines():
                received += 1
                self.chunks_seen += 1
                if self.on_chunk is not None:
                    await self.on_chunk(received)
        with self.applied_path.open("a", encoding="utf-8") as out:
            out.write(json.dumps({"batch": self.cursor, "chunks": received}) + "\n")
        self.cursor += 1
        return BatchResult(processed=1, counts={"chunks": received})


class FileBacklogProcessor:
    """A processor that drains a JSONL backlog with real blocking file I/O in a worker thread.

    Each batch reads the next ``batch_size`` lines of ``source`` from the byte offset it keeps,
    appends them to ``sink`` (flush, and fsync when ``fsync`` is true) and advances the offset. All
    file work runs in ``asyncio.to_thread``; the ids of the threads that did it are collected in
    ``io_threads``; ``drained`` is set once the whole source has been moved.

    Args:
        source: The backlog, one JSON object per line.
        sink: Where processed lines are appended.
        batch_size: Lines per batch.
        fsync: Whether to fsync the sink after every batch.
    """

    name = "backlog"

    def __init__(self, source: Path, sink: Path, *, batch_size: int = 10, fsync: bool = True):
        self.source = source
        self.sink = sink
        self.batch_size = batch_size
        self.fsync = fsync
        self.offset = 0
        self.size = source.stat().st_size
        self.io_threads: set[int] = set()
        self.drained = asyncio.Event()
        self._lock = threading.Lock()
        self._idle = threading.Condition()
        self._in_flight = 0

    async def has_pending(self) -> bool:
        """Return whether unread bytes remain in the source."""
        return self.offset < self.size

    async def run_batch(self) -> BatchResult:
        """Move the next ``batch_size`` lines from source to sink in a thread.

        The thread reads, appends and advances ``offset`` under one lock, so the thread's end is
        the commit: if the await is cancelled the thread still finishes its whole batch (a thread
        cannot be interrupted) and the next batch starts after it, never duplicating a line.
        """
        with self._idle:
            self._in_flight += 1
        # Shielded: a cancel must not cancel the thread job while it is still queued (it would
        # then never run, and never count itself out of ``_in_flight``).
        job = asyncio.get_running_loop().run_in_executor(None, self._move)
        moved = await asyncio.shield(job)
        if self.offset >= self.size:
            self.drained.set()
        return BatchResult(processed=moved)

    async def wait_io_idle(self) -> None:
        """Wait until no thread of this processor is queued or moving lines.

        A batch whose await was cancelled still has its thread job queued or running; this
        waits for it to finish.
        """
        await asyncio.to_thread(self._wait_idle)

    def _wait_idle(self) -> None:
        with self._idle:
            self._idle.wait_for(lambda: self._in_flight == 0)

    def _move(self) -> int:
        try:
            with self._lock:
                self.io_threads.add(threading.get_ident())
                lines: list[bytes] = []
                with self.source.open("rb") as src:
                    src.seek(self.offset)
                    for _ in range(self.batch_size):
                        line = src.readline()
                        if not line:
                            break
                        json.loads(line)
                        lines.append(line)
                    end = src.tell()
                with self.sink.open("ab") as out:
                    out.write(b"".join(lines))
                    out.flush()
                    if self.fsync:
                        os.fsync(out.fileno())
                self.offset = end
                return len(lines)
        finally:
            with self._idle:
                self._in_flight -= 1
                self._idle.notify_all()


def write_backlog(path: Path, items: int) -> None:
    """Write ``items`` small notification-like JSON lines to ``path``."""
    with path.open("w", encoding="utf-8") as out:
        for n in range(items):
            out.write(json.dumps({"context_id": n + 1, "app_id": "com.example", "n": n}) + "\n")


async def measure_loop_lag(stop: asyncio.Event, interval_s: float = 0.001) -> list[float]:
    """Tick every ``interval_s`` until ``stop`` is set; return each tick's lateness in seconds."""
    lags: list[float] = []
    while not stop.is_set():
        start = time.perf_counter()
        await asyncio.sleep(interval_s)
        lags.append(max(0.0, time.perf_counter() - start - interval_s))
    return lags


async def _preemption(runs: int) -> tuple[list[float], list[float]]:
    """Return (worker foreground latencies, bare cancel latencies) in seconds."""
    server = SlowStreamServer(chunks=10_000, chunk_interval_s=0.005)
    await server.start()
    try:
        async with httpx.AsyncClient(limits=httpx.Limits(max_connections=1)) as client:
            bare: list[float] = []
            for _ in range(runs):
                seen = server.disconnects
                task = asyncio.create_task(_stream_forever(client, server.url))
                await server.wait_streaming(server.streaming + 1)
                start = time.perf_counter()
                task.cancel()
                await server.wait_disconnects(seen + 1)
                bare.append(server.disconnect_times[-1] - start)
                await asyncio.gather(task, return_exceptions=True)
            with tempfile.TemporaryDirectory() as tmp:
                processor = StreamingModelProcessor(
                    client, server.url, backlog=1, applied_path=Path(tmp) / "applied.jsonl"
                )
                worker = MemoryWorker(idle_delay_s=0.0, timer=SystemTimer())
                worker.register(processor)
                fore: list[float] = []
                streaming = server.streaming
                seen = server.disconnects
                async with worker:
                    for n in range(1, runs + 1):
                        await server.wait_streaming(streaming + n)
                        start = time.perf_counter()
                        async with worker.foreground():
                            await server.wait_disconnects(seen + n)
                            fore.append(server.disconnect_times[-1] - start)
                if processor.cursor != 0:
                    raise RuntimeError("A cancelled batch was applied; the benchmark is invalid.")
    finally:
        await server.stop()
    return fore, bare


async def _stream_forever(client: httpx.AsyncClient, url: str) -> None:
    async with client.stream("POST", url, json={}) as response:
        async for _ in response.aiter_lines():
            pass


async def _stall(items: int) -> tuple[list[float], list[float], float]:
    """Return (lags while draining, lags with no work, drain seconds)."""
    stop = asyncio.Event()
    ticker = asyncio.create_task(measure_loop_lag(stop))
    await asyncio.sleep(1.0)
    stop.set()
    idle_lags = await ticker
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "backlog.jsonl"
        write_backlog(source, items)
        processor = FileBacklogProcessor(source, Path(tmp) / "sink.jsonl", batch_size=10)
        worker = MemoryWorker(idle_delay_s=0.0, timer=SystemTimer())
        worker.register(processor)
        stop = asyncio.Event()
        ticker = asyncio.create_task(measure_loop_lag(stop))
        start = time.perf_counter()
        async with worker:
            await processor.drained.wait()
        elapsed = time.perf_counter() - start
        stop.set()
        busy_lags = await ticker
    return busy_lags, idle_lags, elapsed


def run(quick: bool) -> list[Row]:
    """Measure preemption latency and loop stall; see the module docstring.

    Args:
        quick: Use 20 preemption runs and a 1 000 item backlog instead of 200 and 10 000.

    Returns:
        Rows with p50/p95/p99 preemption latency in ms (reference: bare ``task.cancel()``) and
        p99/max loop lag in ms while draining (reference: no background work).
    """
    runs = 20 if quick else 200
    items = 1_000 if quick else 10_000
    with capture_events():  # keep the per-batch log lines out of the table
        fore, bare = asyncio.run(_preemption(runs))
        busy, idle, elapsed = asyncio.run(_stall(items))
    rows: list[Row] = []
    for label, q in (("p50", 0.50), ("p95", 0.95), ("p99", 0.99)):
        value = percentile(fore, q) * 1e3
        rows.append(
            Row(
                name=f"foreground preemption {label} ({runs} runs)",
                value=value,
                unit="ms",
                reference_name="bare task.cancel()",
                reference=percentile(bare, q) * 1e3,
                target="< 20 ms" if label == "p95" else "",
                met=value < 20.0 if label == "p95" else None,
            )
        )
    p99 = percentile(busy, 0.99) * 1e3
    rows.append(
        Row(
            name=f"loop lag p99 draining {items} items",
            value=p99,
            unit="ms",
            reference_name="no background work",
            reference=percentile(idle, 0.99) * 1e3,
            target="< 5 ms",
            met=p99 < 5.0,
        )
    )
    rows.append(
        Row(
            name=f"loop lag max draining {items} items",
            value=max(busy) * 1e3,
            unit="ms",
            reference_name="no background work",
            reference=max(idle) * 1e3,
        )
    )
    rows.append(
        Row(
            name=f"drain throughput ({items} items, fsync per batch)",
            value=items / elapsed,
            unit="items/s",
        )
    )
    return rows
