"""The CLI's one error mapper: the shell's counterpart of the API's one exception handler.

Every command runs its work inside :func:`reported_errors`: an error of the one tree
(:mod:`agent_memory.errors`) is printed on standard error as ``error: <sentence>`` and ends the
command with the exit status :func:`agent_memory.error_status.error_status` gives it (2 for a
request that cannot succeed as given, 1 for everything else), the same classification the API
answers with; a command's own checks end the same way through :func:`command_error`. Standard
output carries only results. The sentences never carry notification or memory text.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Coroutine, Iterator
from typing import Any, TypeVar

import typer

from agent_memory.error_status import error_status
from agent_memory.errors import AgentMemoryError

__all__ = ["command_error", "reported_errors", "run_reported"]

T = TypeVar("T")


@contextlib.contextmanager
def reported_errors() -> Iterator[None]:
    """Turn an :class:`~agent_memory.errors.AgentMemoryError` into a message and an exit status.

    The message goes to standard error, as plain text (the service's imports stay free of the
    terminal-rendering stack); standard output keeps only a command's result, so a script that
    reads it (``--json``) never parses an error as a result.

    Raises:
        typer.Exit: With the error's exit status (``error_status(exc).exit_code``).
    """
    try:
        yield
    except AgentMemoryError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(error_status(exc).exit_code) from exc


def run_reported(main: Coroutine[Any, Any, T]) -> T:
    """Run the coroutine ``main`` to its end under :func:`reported_errors` and return its result.

    Raises:
        typer.Exit: An error of the tree was raised (see :func:`reported_errors`).
    """
    with reported_errors():
        return asyncio.run(main)


def command_error(message: str, exit_code: int) -> typer.Exit:
    """Print ``error: <message>`` on standard error and return the exit to raise.

    For a command's own checks before any work (a bad option, no data directory, a service that
    refused): ``raise command_error("no memory has the id 'x'.", 1)``. ``message`` names ids,
    paths and options, never notification or memory text.

    Returns:
        ``typer.Exit(exit_code)``: 2 for a request that cannot succeed as given, 1 otherwise
        (the classification of :func:`agent_memory.error_status.error_status`).
    """
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(exit_code)
