"""Options shared by the runtime's commands (``run``, ``serve``, ``recall``, ``memories``)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from agent_memory.settings import Settings

__all__ = ["ConfigOption", "DataDirOption", "JsonOption", "LogLevelOption", "load_settings"]

ConfigOption = Annotated[
    Path | None,
    typer.Option("--config", help="Settings TOML file (docs/formats/settings-toml.md)."),
]
DataDirOption = Annotated[
    Path | None,
    typer.Option("--data-dir", help="Data directory (default: settings, .agent-memory-data)."),
]
JsonOption = Annotated[
    bool, typer.Option("--json", help="Print one JSON object instead of tables.")
]
LogLevelOption = Annotated[
    str | None, typer.Option("--log-level", help="debug, info, warning or error.")
]


def load_settings(config: Path | None, **overrides: Any) -> Settings:
    """Return settings from flags (``None`` = unset), environment and the TOML file.

    Raises:
        InvalidInput: A value is invalid or the file cannot be read.
    """
    return Settings.load(config_file=config, **overrides)
