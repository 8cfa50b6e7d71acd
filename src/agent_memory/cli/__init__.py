"""The ``agent-memory`` command line: a thin shell over the library.

Each public module of this package defines subcommands on :data:`app`; :data:`COMMAND_MODULES`
names the module of every command, and :func:`main` imports only the module of the command
being run (``agent-memory serve`` never imports the evaluation, the replay's progress bars or
the other commands' dependencies). With no command, ``--help`` or an unknown name, every module
is imported, so the help lists every command and a typo gets click's usual error.

A subcommand parses its arguments, calls one library function, and maps our errors to an exit
code (0 success, 1 the job ran but reported loss or rejects, 2 bad usage or input).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Annotated, Final

import typer

__all__ = ["COMMAND_MODULES", "app", "load_commands", "main"]


app = typer.Typer(
    name="agent-memory",
    help="Durable notification intake and automatic memory for on-device AI agents.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="markdown",
)


def _print_version(value: bool) -> None:
    if value:
        from agent_memory import __version__

        typer.echo(f"agent-memory {__version__}")
        raise typer.Exit


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option(
            "--version", help="Print the version and exit.", callback=_print_version, is_eager=True
        ),
    ] = False,
) -> None:
    """Durable notification intake and automatic memory for on-device AI agents."""
    # A callback keeps the app a group when only one command module is imported: without it,
    # typer would run a lone command with the command's own name as its first argument.


COMMAND_MODULES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "run": "run",
        "serve": "serve",
        "ingest": "ingest",
        "status": "ingest",
        "recall": "memories",
        "memories": "memories",
        "episodes": "episodes",
        "eval": "eval",
        "eval-episodes": "eval_episodes",
        "noise-eval": "noise",
        "process": "process",
        "notifications": "notifications",
        "export": "export",
        "erase": "export",
        "explain": "explain",
    }
)
"""Top-level command name -> the module of this package that registers it on :data:`app`."""


def load_commands(name: str | None = None) -> None:
    """Import the module that registers command ``name`` on :data:`app` (every one if unknown).

    Args:
        name: A top-level command name, or ``None`` for all of them (what ``--help`` lists).
    """
    chosen = COMMAND_MODULES.get(name) if name is not None else None
    modules = {chosen} if chosen is not None else set(COMMAND_MODULES.values())
    for module in sorted(modules):
        importlib.import_module(f"{__name__}.{module}")


def main(argv: Sequence[str] | None = None) -> None:
    """Run the command line (the ``agent-memory`` console script).

    Args:
        argv: The arguments after the program name; ``sys.argv[1:]`` by default. The command
            has no options of its own, so the first argument is the command's name.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] != ["--version"]:  # the version needs no command module
        load_commands(args[0] if args else None)
    app(args=args, prog_name="agent-memory")
