"""``agent-memory recall`` and ``agent-memory memories``: read the stores from the shell.

Both open the SQLite stores of a data directory directly (read while a service runs is safe:
WAL) on the system clock, so "live" means unexpired now.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table

from agent_memory.cli import app
from agent_memory.cli._data_dir import resolve_data_dir
from agent_memory.cli.options import ConfigOption, DataDirOption, JsonOption
from agent_memory.clock import SystemClock
from agent_memory.errors import AgentMemoryError, InvalidInput
from agent_memory.layout import DataLayout
from agent_memory.memory.model import MemoryRecord, StoreName
from agent_memory.memory.recall import RecallQuery
from agent_memory.memory.service import MemoryStores
from agent_memory.runtime import list_memories

T = TypeVar("T")

memories_app = typer.Typer(help="List and show memories.", no_args_is_help=True)
app.add_typer(memories_app, name="memories")


def _record_json(record: MemoryRecord) -> dict[str, Any]:
    return {
        "id": record.id,
        "store": record.store.value,
        "revision": record.revision,
        "kind": record.kind.value,
        "status": record.status.value,
        "content": record.content,
        "subject": record.subject,
        "created_at": record.created_at.isoformat(),
        "updated_at": record.updated_at.isoformat(),
        "expires_at": None if record.expires_at is None else record.expires_at.isoformat(),
        "reinforcement_count": record.reinforcement_count,
        "source": record.source.to_json_dict(),
    }


def _with_stores(
    data_dir: Path | None, config: Path | None, call: Callable[[MemoryStores], Awaitable[T]]
) -> T:
    directory = resolve_data_dir(data_dir, config)
    if not DataLayout(directory).temporary.exists():
        Console().print(f"error: no agent-memory stores under {str(directory)!r}.")
        raise typer.Exit(2)

    async def _main() -> T:
        async with await MemoryStores.open(directory, SystemClock()) as stores:
            return await call(stores)

    try:
        return asyncio.run(_main())
    except InvalidInput as exc:
        Console().print(f"error: {exc}")
        raise typer.Exit(2) from exc
    except AgentMemoryError as exc:
        Console().print(f"error: {exc}")
        raise typer.Exit(1) from exc


def _table(title: str, records: list[MemoryRecord], scores: list[float] | None = None) -> Table:
    table = Table(title=title)
    for column in ("id", "store", "kind", "rev", "expires (UTC)", "content"):
        table.add_column(column, overflow="fold")
    if scores is not None:
        table.add_column("score", justify="right")
    for index, r in enumerate(records):
        row = [
            r.id,
            r.store.value,
            r.kind.value,
            str(r.revision),
            "never" if r.expires_at is None else f"{r.expires_at:%Y-%m-%d %H:%M}",
            r.content,
        ]
        if scores is not None:
            row.append(f"{scores[index]:.2f}")
        table.add_row(*row)
    return table


@app.command()
def recall(
    query: Annotated[str, typer.Argument(help="What to look for (words, CJK text).")],
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    limit: Annotated[int, typer.Option("--limit", help="Most hits (1-100).")] = 10,
    as_json: JsonOption = False,
) -> None:
    """Recall live Temporary and Long-Term memories matching QUERY, best first."""
    hits = _with_stores(
        data_dir, config, lambda s: s.recall_memory(RecallQuery(query, limit=limit))
    )
    if as_json:
        out = [{**_record_json(h.record), "score": h.score} for h in hits]
        typer.echo(json.dumps({"hits": out}, ensure_ascii=False))
        return
    Console().print(_table("recall", [h.record for h in hits], [h.score for h in hits]))


@memories_app.command("list")
def list_command(
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    store: Annotated[str, typer.Option("--store", help="temporary or long_term.")] = "temporary",
    limit: Annotated[int, typer.Option("--limit", help="Most records (1-1000).")] = 50,
    include_inactive: Annotated[
        bool, typer.Option("--all", help="Include removed and expired records.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """List a store's memories, newest update first."""
    try:
        name = StoreName(store)
    except ValueError as exc:
        Console().print("error: --store must be temporary or long_term.")
        raise typer.Exit(2) from exc
    records = _with_stores(
        data_dir,
        config,
        lambda s: list_memories(
            s, name, datetime.now(UTC), limit=limit, include_inactive=include_inactive
        ),
    )
    if as_json:
        typer.echo(json.dumps({"memories": [_record_json(r) for r in records]}, ensure_ascii=False))
        return
    Console().print(_table(f"{name.value} memories", records))


@memories_app.command("show")
def show(
    memory_id: Annotated[str, typer.Argument(help="The memory id (ntf-12, m-..., lt-...).")],
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    as_json: JsonOption = False,
) -> None:
    """Show one memory from Temporary or Long-Term (any status)."""

    async def _find(stores: MemoryStores) -> MemoryRecord | None:
        for name in (StoreName.TEMPORARY, StoreName.LONG_TERM):
            found = await stores.get(name, memory_id)
            if isinstance(found, MemoryRecord):
                return found
        return None

    record = _with_stores(data_dir, config, _find)
    if record is None:
        Console().print(f"error: no memory has the id {memory_id!r}.")
        raise typer.Exit(1)
    if as_json:
        typer.echo(json.dumps(_record_json(record), ensure_ascii=False))
        return
    Console().print_json(json.dumps(_record_json(record), ensure_ascii=False))
