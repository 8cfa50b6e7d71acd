"""The CLI's one error mapper: the shell's counterpart of the API's one exception handler.

Every command runs its work inside :func:`reported_errors`: an error of the one tree
(:mod:`agent_memory.errors`) is printed as ``error: <sentence>`` and ends the command with the
exit status :func:`agent_memory.error_status.error_status` gives it (2 for a request that cannot
succeed as given, 1 for everything else), the same classification the API answers with. The
sentences never carry notification or memory text.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Coroutine, Iterator
from typing import Any, TypeVar

import typer

from agent_memory.error_status import error_status
from agent_memory.errors import AgentMemoryError

__all__ = ["reported_errors", "run_reported"]

T = TypeVar("T")


@contextlib.contextmanager
def reported_errors(*, err: bool = False) -> Iterator[None]:
    """Turn an :class:`~agent_memory.errors.AgentMemoryError` into a message and an exit status.

    Args:
        err: Print the message on standard error (``serve``) instead of standard output. Plain
            text: the service's imports stay free of the terminal-rendering stack.

    Raises:
        typer.Exit: With the error's exit status (``error_status(exc).exit_code``).
    """
    try:
        yield
    except AgentMemoryError as exc:
        typer.echo(f"error: {exc}", err=err)
        raise typer.Exit(error_status(exc).exit_code) from exc


def run_reported(main: Coroutine[Any, Any, T], *, err: bool = False) -> T:
    """Run the coroutine ``main`` to its end under :func:`reported_errors` and return its result.

    Raises:
        typer.Exit: An error of the tree was raised (see :func:`reported_errors`).
    """
    with reported_errors(err=err):
        return asyncio.run(main)
