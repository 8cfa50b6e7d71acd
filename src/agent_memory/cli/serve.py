"""``agent-memory serve``: the service, with the local API on a Unix socket or 127.0.0.1."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated

import typer

from agent_memory.cli import app
from agent_memory.cli.failures import reported_errors, run_reported
from agent_memory.cli.options import ConfigOption, DataDirOption, LogLevelOption, load_settings
from agent_memory.layout import DataLayout
from agent_memory.logs import configure_logging
from agent_memory.service_address import (
    ServiceAddress,
    remove_service_address,
    write_service_address,
)
from agent_memory.settings import Settings

_log = logging.getLogger("agent_memory.serve")


async def serve_forever(settings: Settings) -> None:
    """Open the runtime, bind the API and serve until SIGINT or SIGTERM.

    The runtime opens first (recovery runs, the worker starts), then the socket is bound, the
    address is recorded in ``<data_dir>/service.json`` (``docs/formats/service-address.md``;
    deleted on the way out) and the ``api.listening`` log event names it. On a signal, the
    server stops accepting, open requests finish, the runtime stops (the in-flight batch is
    cancelled and not applied).

    Raises:
        InvalidInput: A non-loopback host without ``allow_remote``.
        StorageError: The data directory or the socket cannot be used.
        LifecycleError: Another service has this data directory open.
    """
    import uvicorn

    from agent_memory.api import create_app
    from agent_memory.listening import bind_socket
    from agent_memory.runtime import AgentMemory

    class _Server(uvicorn.Server):
        """uvicorn's server, stopping on SIGINT/SIGTERM without re-raising the signal after.

        uvicorn re-raises a caught signal once it has shut down, which would kill the process
        before the runtime below it closes (and writes its clean checkpoint).
        """

        @contextlib.contextmanager
        def capture_signals(self) -> Iterator[None]:
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(sig, self.handle_exit, sig, None)
            try:
                yield
            finally:
                for sig in (signal.SIGINT, signal.SIGTERM):
                    loop.remove_signal_handler(sig)

    layout = DataLayout(settings.data_dir)
    async with AgentMemory.open(settings) as memory:
        sock, address, token = bind_socket(settings)
        try:
            _record_address(layout, settings, address, token is not None)
            config = uvicorn.Config(
                create_app(memory, token=token),
                log_config=None,
                access_log=False,
                lifespan="off",
                timeout_graceful_shutdown=5,
            )
            server = _Server(config)
            _log.info("api.listening", extra={"address": address, "token": token is not None})
            await server.serve(sockets=[sock])
        finally:
            sock.close()
            remove_service_address(layout)
            if settings.api_host is None:
                with contextlib.suppress(OSError):
                    settings.socket_path.unlink()


def _record_address(layout: DataLayout, settings: Settings, address: str, tcp: bool) -> None:
    """Write ``service.json`` so that the shell finds this service whatever its flags were."""
    if address.startswith("unix:"):
        address = f"unix:{Path(address.removeprefix('unix:')).resolve()}"
    token_file = settings.token_path.resolve() if tcp else None
    try:
        write_service_address(layout, ServiceAddress(address, token_file, os.getpid()))
    except OSError as exc:
        # The service still runs; commands find it through their settings only.
        _log.warning("api.address_not_recorded", extra={"error_kind": type(exc).__name__})


@app.command()
def serve(
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    socket_path: Annotated[
        Path | None, typer.Option("--socket", help="Unix socket path (mode 0600).")
    ] = None,
    host: Annotated[
        str | None, typer.Option("--host", help="Serve TCP on this host (127.0.0.1) instead.")
    ] = None,
    port: Annotated[int | None, typer.Option("--port", help="TCP port (0: any free).")] = None,
    token_file: Annotated[
        Path | None, typer.Option("--token-file", help="Bearer token file for TCP.")
    ] = None,
    allow_remote: Annotated[
        bool | None,
        typer.Option("--allow-remote", help="Allow a non-loopback --host (explicitly)."),
    ] = None,
    provider: Annotated[
        str | None, typer.Option("--provider", help="fallback (default) or openai.")
    ] = None,
    base_url: Annotated[str | None, typer.Option("--base-url", help="Model base URL.")] = None,
    model: Annotated[str | None, typer.Option("--model", help="Model name.")] = None,
    idle_delay_s: Annotated[
        float | None, typer.Option("--idle-delay", help="Idle window in seconds (300).")
    ] = None,
    log_level: LogLevelOption = None,
) -> None:
    """Run the service: intake, background memory work and the local API, until stopped."""
    # Before the web and model libraries load, so that they reuse the compile's freed memory.
    from agent_memory.privacy import prepare

    prepare()
    with reported_errors():
        settings = load_settings(
            config,
            data_dir=data_dir,
            api_socket=socket_path,
            api_host=host,
            api_port=port,
            api_token_file=token_file,
            allow_remote=allow_remote,
            provider=provider,
            base_url=base_url,
            model=model,
            idle_delay_s=idle_delay_s,
            log_level=log_level,
        )
    configure_logging(settings.log_level, settings.log_format)
    run_reported(serve_forever(settings))
