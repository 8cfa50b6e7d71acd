"""The data directory a command works on: the flag, else the settings (environment, TOML)."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console

from agent_memory.errors import InvalidInput
from agent_memory.settings import Settings

__all__ = ["resolve_data_dir"]


def resolve_data_dir(flag: Path | None) -> Path:
    """Return ``flag`` when given, else ``data_dir`` of :meth:`Settings.load`.

    So ``AGENT_MEMORY_DATA_DIR`` and the TOML file named by ``AGENT_MEMORY_CONFIG_FILE`` apply to
    every command, not only to ``run`` and ``serve`` (``docs/formats/settings-toml.md``).

    Raises:
        typer.Exit: Code 2 when the settings are invalid; the message names the field.
    """
    if flag is not None:
        return flag
    try:
        return Settings.load().data_dir
    except InvalidInput as exc:
        Console(stderr=True).print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from exc
