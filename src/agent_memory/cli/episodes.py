"""``agent-memory episodes submit`` and ``agent-memory episodes list``: the Episode store."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from agent_memory.cli import app
from agent_memory.cli._data_dir import resolve_data_dir
from agent_memory.cli.failures import command_error, reported_errors
from agent_memory.cli.options import ConfigOption
from agent_memory.episodes.ledger import EpisodeLedger
from agent_memory.episodes.store import EpisodeStore, record_episode
from agent_memory.layout import DataLayout

__all__ = ["episodes_app"]

DataDirOption = Annotated[
    Path | None,
    typer.Option("--data-dir", help="Data directory (memory/ is created below it)."),
]

episodes_app = typer.Typer(
    name="episodes", help="Submit and list Episode traces.", no_args_is_help=True
)
app.add_typer(episodes_app, name="episodes")


@episodes_app.command("submit")
def submit(
    file: Annotated[Path, typer.Argument(help="One episode as JSON (docs/formats/episode.md).")],
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
) -> None:
    """Validate the episode in FILE and store it once; print its id.

    Exit codes: 0 stored (or already stored with the same content), 2 invalid input or the id is
    stored with other content, 1 a storage failure.
    """
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise command_error(f"cannot read {str(file)!r} ({type(exc).__name__}).", 2) from exc
    with reported_errors():
        store = EpisodeStore.open(DataLayout(resolve_data_dir(data_dir, config)))
        episode = record_episode(store, data)
    typer.echo(episode.episode_id)


@episodes_app.command("list")
def list_episodes(
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print one JSON object per line instead of a table.")
    ] = False,
) -> None:
    """List stored episodes with their status, result, end time and processing state."""
    data_dir = resolve_data_dir(data_dir, config)
    layout = DataLayout(data_dir)
    console = Console()
    if not layout.episodes.exists():
        raise command_error(f"no episodes under {str(data_dir)!r}.", 2)
    with reported_errors():
        store = EpisodeStore(layout.episodes)
        ledger = EpisodeLedger.open(layout, repair=False)
        rows: list[dict[str, Any]] = []
        for episode_id in store.list_ids():
            episode = store.get(episode_id)
            if episode is None:
                continue
            entry = ledger.get(episode_id)
            rows.append(
                {
                    "episode_id": episode_id,
                    "status": episode.status.value,
                    "goal_result": episode.goal_result.value,
                    "ended_at": episode.ended_at.isoformat() if episode.ended_at else None,
                    "steps": len(episode.steps),
                    "state": entry.state.value if entry else "new",
                    "reason": entry.reason if entry else "",
                }
            )
    if as_json:
        for row in rows:
            typer.echo(json.dumps(row, ensure_ascii=False))
        return
    table = Table("episode", "status", "result", "ended (UTC)", "steps", "state", "reason")
    for row in rows:
        table.add_row(
            row["episode_id"],
            row["status"],
            row["goal_result"],
            row["ended_at"] or "-",
            str(row["steps"]),
            row["state"],
            row["reason"],
        )
    console.print(table)
