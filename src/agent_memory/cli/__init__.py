"""The ``agent-memory`` command line: a thin shell over the library.

Each public module of this package defines subcommands on :data:`app` and is imported by
:func:`main`;
a subcommand parses its arguments, calls one library function, and maps our errors to an exit
code (0 success, 1 the job ran but reported loss or rejects, 2 bad usage or input).
"""

from __future__ import annotations

import importlib
import pkgutil

import typer

__all__ = ["app", "main"]


app = typer.Typer(
    name="agent-memory",
    help="Durable notification intake and automatic memory for on-device AI agents.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def main() -> None:
    """Run the command line (the ``agent-memory`` console script)."""
    for module in pkgutil.iter_modules(__path__):
        if not module.name.startswith("_"):
            importlib.import_module(f"{__name__}.{module.name}")
    app()
