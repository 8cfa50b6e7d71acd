"""The settings a command works with: its flags, else the environment and the TOML file."""

from __future__ import annotations

from pathlib import Path

from agent_memory.cli.failures import command_error
from agent_memory.errors import InvalidInput
from agent_memory.settings import Settings

__all__ = ["resolve_data_dir", "resolve_settings"]


def resolve_settings(data_dir: Path | None, config: Path | None) -> Settings:
    """Return :meth:`Settings.load` with ``--data-dir`` and ``--config`` (``None`` = not given).

    So ``AGENT_MEMORY_*`` variables and the TOML file (``--config FILE``, else
    ``AGENT_MEMORY_CONFIG_FILE``) apply to every command that reads settings, not only to
    ``run`` and ``serve`` (``docs/formats/settings-toml.md``).

    Raises:
        typer.Exit: Code 2 when the settings are invalid or the file cannot be read; the
            message names the field.
    """
    try:
        return Settings.load(config_file=config, data_dir=data_dir)
    except InvalidInput as exc:
        raise command_error(str(exc), 2) from exc


def resolve_data_dir(flag: Path | None, config: Path | None = None) -> Path:
    """Return ``flag`` when given, else ``data_dir`` of the settings (see :func:`resolve_settings`).

    Raises:
        typer.Exit: Code 2 when the settings are invalid; the message names the field.
    """
    return resolve_settings(flag, config).data_dir
