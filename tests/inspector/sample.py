"""The service over TCP with a token, on a data directory holding the sample week, processed.

The runtime runs on a :class:`~agent_memory.runtime.ReplayClock` left at the end of the week,
so the week's memories are live (not expired) and "the last week" is the sample week; the API
is served by uvicorn on 127.0.0.1 (any free port) in this process, as ``agent-memory serve``
does.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import httpx
import uvicorn

from agent_memory.api import create_app
from agent_memory.listening import bind_socket
from agent_memory.replay import ReplayClock, replay_files
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings

WEEK = Path(__file__).parents[2] / "examples" / "week.jsonl"


@dataclass(frozen=True, slots=True)
class ServedWeek:
    """A served runtime: its base URL (``http://127.0.0.1:PORT``) and bearer token."""

    memory: AgentMemory
    base_url: str
    token: str

    def client(self, *, token: bool = True) -> httpx.AsyncClient:
        """Return an HTTP client for the API, with the bearer token unless told not to."""
        headers = {"authorization": f"Bearer {self.token}"} if token else {}
        return httpx.AsyncClient(base_url=self.base_url, headers=headers, timeout=30)


@asynccontextmanager
async def served_week(data_dir: Path) -> AsyncIterator[ServedWeek]:
    """Replay the sample week into ``data_dir``, serve the API on TCP with a token, yield it."""
    settings = Settings.load(
        data_dir=data_dir,
        api_host="127.0.0.1",
        api_port=0,
        idle_delay_s=0.0,
        log_level="warning",
    )
    clock = ReplayClock(datetime.now(UTC))
    async with AgentMemory.open(settings, clock=clock) as memory:
        report = await replay_files(memory, clock, [WEEK])
        assert report.persisted > 300, report.persisted
        async with served_tcp(memory) as served:
            yield served


@asynccontextmanager
async def served_tcp(memory: AgentMemory) -> AsyncIterator[ServedWeek]:
    """Serve an open runtime's API on its settings' TCP address with a token; yield it."""
    sock, base_url, token = bind_socket(memory.settings)
    assert token is not None
    server = uvicorn.Server(
        uvicorn.Config(create_app(memory, token=token), log_config=None, lifespan="off")
    )
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        async with asyncio.timeout(10):
            while not server.started:  # noqa: ASYNC110 (uvicorn offers no event)
                await asyncio.sleep(0.01)
        yield ServedWeek(memory, base_url, token)
    finally:
        server.should_exit = True
        await task
        sock.close()
