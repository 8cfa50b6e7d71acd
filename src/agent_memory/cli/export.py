"""``agent-memory export DIR`` and ``agent-memory erase --yes``: the user's data, out or gone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from agent_memory.cli import app
from agent_memory.cli._data_dir import resolve_settings
from agent_memory.cli._service import service_request
from agent_memory.cli.failures import command_error, reported_errors, run_reported
from agent_memory.cli.options import ConfigOption, DataDirOption, JsonOption
from agent_memory.export import erase_data, export_data


@app.command()
def export(
    target: Annotated[Path, typer.Argument(help="A new or empty folder to write to.")],
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    as_json: JsonOption = False,
) -> None:
    """Write everything the device holds about the user to TARGET as JSON lines.

    Notifications, memories of every store with their revision history, forgotten-memory
    tombstones, episodes and their ledger, gaps, the purge log and the decision trail, with a
    manifest (docs/formats/export.md). Safe while a service runs. Exit status 2 when the data
    directory holds nothing or TARGET is not empty, 1 on a storage failure.
    """
    settings = resolve_settings(data_dir, config)
    console = Console()
    report = run_reported(export_data(settings.data_dir, target))
    if as_json:
        typer.echo(json.dumps({"directory": str(report.directory), "files": report.lines}))
        return
    console.print(f"exported to {report.directory}:")
    for name, count in report.lines.items():
        console.print(f"  {name}: {count} line(s)")


@app.command()
def erase(
    yes: Annotated[
        bool, typer.Option("--yes", help="Confirm: delete everything, no way back.")
    ] = False,
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
) -> None:
    """Erase everything agent-memory holds in the data directory; leave it fresh and empty.

    Notifications, memories, tombstones, episodes, gaps, the purge log and the decision trail
    are deleted (export first to keep a copy). The API token and settings files stay. Refused
    without --yes, and while a service holds the data directory (stop it first). Exit status
    0 when erased, 1 when a service holds the directory or a deletion failed, 2 without --yes.
    """
    settings = resolve_settings(data_dir, config)
    console = Console()
    if not yes:
        raise command_error("erase deletes everything for good; add --yes to confirm.", 2)
    if service_request(settings, "GET", "/v1/status") is not None:
        raise command_error("a service is running on this data directory; stop it first.", 1)
    with reported_errors():
        removed = erase_data(settings.data_dir)
    what = ", ".join(removed) if removed else "nothing was stored"
    console.print(f"erased {settings.data_dir} ({what}); it is a fresh data directory now")
