"""An open runtime served over real HTTP on its Unix socket, in this process (uvicorn)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from agent_memory.api import bind_socket, create_app
from agent_memory.clock import Clock
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings


def settings_for(data_dir: Path, **overrides: Any) -> Settings:
    """Settings for a test runtime: the given data directory, the spec's idle delay."""
    return Settings.load(data_dir=data_dir, **overrides)


@asynccontextmanager
async def served(
    settings: Settings, *, clock: Clock | None = None
) -> AsyncIterator[tuple[AgentMemory, httpx.AsyncClient]]:
    """Open the runtime, serve its API on the settings' Unix socket, yield it and a client."""
    async with AgentMemory.open(settings, clock=clock) as memory:
        sock, _, _ = bind_socket(settings)
        config = uvicorn.Config(create_app(memory), log_config=None, lifespan="off")
        server = uvicorn.Server(config)
        task = asyncio.create_task(server.serve(sockets=[sock]))
        try:
            async with asyncio.timeout(10):
                while not server.started:  # noqa: ASYNC110 (uvicorn offers no event)
                    await asyncio.sleep(0.01)
            transport = httpx.AsyncHTTPTransport(uds=str(settings.socket_path))
            async with httpx.AsyncClient(
                transport=transport, base_url="http://agent-memory", timeout=30
            ) as client:
                yield memory, client
        finally:
            server.should_exit = True
            await task
            sock.close()
