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
from agent_memory.cli._render import WideOption, console_for, text_table
from agent_memory.cli.options import ConfigOption, DataDirOption, JsonOption
from agent_memory.clock import SystemClock
from agent_memory.errors import AgentMemoryError, InvalidInput, MemoryNotFound
from agent_memory.layout import DataLayout
from agent_memory.memory.model import DeviceMemoryRecord, MemoryRecord, StoreName
from agent_memory.memory.recall import RecallQuery
from agent_memory.memory.service import MemoryStores
from agent_memory.memory.table import ForgetResult
from agent_memory.runtime import MAX_LIST_LIMIT, list_device_memories, list_memories

T = TypeVar("T")

memories_app = typer.Typer(help="List, show and forget memories.", no_args_is_help=True)
app.add_typer(memories_app, name="memories")


def _record_json(record: MemoryRecord, now: datetime | None = None) -> dict[str, Any]:
    return {
        "id": record.id,
        "store": record.store.value,
        "revision": record.revision,
        "kind": record.kind.value,
        # expired when past expires_at, although the cleaner has not deleted it yet
        "status": record.state_at(now or datetime.now(UTC)),
        "content": record.content,
        "subject": record.subject,
        "created_at": record.created_at.isoformat(),
        "updated_at": record.updated_at.isoformat(),
        "expires_at": None if record.expires_at is None else record.expires_at.isoformat(),
        "reinforcement_count": record.reinforcement_count,
        "source": record.source.to_json_dict(),
    }


def _device_json(record: DeviceMemoryRecord) -> dict[str, Any]:
    return {
        "id": record.id,
        "store": record.store.value,
        "revision": record.revision,
        "type": record.type.value,
        "status": record.status.value,
        "content": record.content,
        "app_package": record.app_package,
        "evidence": [{"episode_id": e.episode_id, "steps": list(e.steps)} for e in record.evidence],
        "created_at": record.created_at.isoformat(),
        "updated_at": record.updated_at.isoformat(),
        "reinforcement_count": record.reinforcement_count,
        "last_reinforced_at": None
        if record.last_reinforced_at is None
        else record.last_reinforced_at.isoformat(),
        "goal": record.goal,
        "steps": [step.to_json() for step in record.steps],
        "app_version": record.app_version,
        "confidence": record.confidence,
        "linked_id": record.linked_id,
        "history": [revision.to_json() for revision in record.history],
    }


def _device_table(records: list[DeviceMemoryRecord], wide: bool = False) -> Table:
    headers = ["id", "type", "app", "rev", "conf", "status", "episodes", "content"]
    if not wide:
        headers = ["id", "rev", "content"]
    rows = []
    for r in records:
        app = r.app_package or "-"
        if wide:
            rows.append(
                [
                    r.id,
                    r.type.value,
                    app if r.app_version is None else f"{app} {r.app_version}",
                    str(r.revision),
                    f"{r.confidence:.2f}",
                    r.status.value,
                    ", ".join(e.episode_id for e in r.evidence),
                    r.content,
                ]
            )
        else:
            rows.append([r.id, str(r.revision), r.content])
    return text_table("device memories", headers, rows, width=_width(wide), wide=wide)


def _width(wide: bool) -> int:
    return console_for(wide).width


def _with_stores(
    data_dir: Path | None, config: Path | None, call: Callable[[MemoryStores], Awaitable[T]]
) -> T:
    directory = resolve_data_dir(data_dir, config)
    # A data directory holds memory/ once anything was written to it (notifications, episodes
    # or memories); a store not created yet is opened empty.
    if not DataLayout(directory).memory.exists():
        Console().print(f"error: no agent-memory data under {str(directory)!r}.")
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


def _table(
    title: str,
    records: list[MemoryRecord],
    scores: list[float] | None = None,
    wide: bool = False,
) -> Table:
    """Return the memories as a table: 80 columns with the text cut, or in full with ``wide``."""
    headers = ["id", "store", "kind", "rev", "expires (UTC)"] if wide else ["id", "store", "rev"]
    if not wide:
        headers.append("expires")
    if scores is not None:
        headers.append("score")
    headers.append("content")
    rows = []
    for index, r in enumerate(records):
        shape = "%Y-%m-%d %H:%M" if wide else "%Y-%m-%d"
        expires = "never" if r.expires_at is None else r.expires_at.strftime(shape)
        row = [r.id, r.store.value]
        row += [r.kind.value, str(r.revision), expires] if wide else [str(r.revision), expires]
        if scores is not None:
            row.append(f"{scores[index]:.2f}")
        row.append(r.content)
        rows.append(row)
    right = frozenset({"rev", "score"})
    return text_table(
        title,
        headers,
        rows,
        width=_width(wide),
        wide=wide,
        right=right,
        optional=("expires", "store"),
    )


def _parse_at(value: str | None) -> datetime | None:
    if value is None:
        return None
    try:
        when = datetime.fromisoformat(value)
    except ValueError as exc:
        raise InvalidInput("--at is an ISO 8601 time with a UTC offset.", field="at") from exc
    if when.tzinfo is None:
        raise InvalidInput("--at needs a UTC offset (for example +08:00 or Z).", field="at")
    return when


@app.command()
def recall(
    query: Annotated[str, typer.Argument(help="A question or words, any language.")],
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    limit: Annotated[int, typer.Option("--limit", help="Most hits (1-100).")] = 10,
    at: Annotated[
        str | None,
        typer.Option(
            "--at",
            help="Recall as of this ISO 8601 time with offset (expiry judged then; "
            "'tomorrow' is the day after its local date).",
        ),
    ] = None,
    store: Annotated[
        list[str] | None,
        typer.Option("--store", help="temporary, long_term or device; repeat for several."),
    ] = None,
    as_json: JsonOption = False,
    wide: WideOption = False,
) -> None:
    """Recall live memories that answer QUERY, best first (scores 0-1).

    The table fits 80 columns, each memory's text cut to one line; --wide shows it in full.
    """
    try:
        when = _parse_at(at)
    except InvalidInput as exc:
        Console().print(f"error: {exc}")
        raise typer.Exit(2) from exc
    known = {s.value: s for s in StoreName}
    if store and any(s not in known for s in store):
        Console().print("error: --store is temporary, long_term or device.")
        raise typer.Exit(2)
    names = tuple(known[s] for s in store) if store else None
    question = (
        RecallQuery(query, limit=limit, at=when)
        if names is None
        else RecallQuery(query, limit=limit, at=when, stores=names)
    )
    hits = _with_stores(data_dir, config, lambda s: s.recall(question))
    memories = [h for h in hits if isinstance(h.record, MemoryRecord)]
    devices = [h for h in hits if isinstance(h.record, DeviceMemoryRecord)]
    if as_json:
        out = [
            {
                **(
                    _device_json(h.record)
                    if isinstance(h.record, DeviceMemoryRecord)
                    else _record_json(h.record)
                ),
                "score": h.score,
            }
            for h in hits
        ]
        typer.echo(json.dumps({"hits": out}, ensure_ascii=False))
        return
    console = console_for(wide)
    if memories or not devices:
        records = [h.record for h in memories if isinstance(h.record, MemoryRecord)]
        console.print(_table("recall", records, [h.score for h in memories], wide))
    if devices:
        shown = [h.record for h in devices if isinstance(h.record, DeviceMemoryRecord)]
        console.print(_device_table(shown, wide))


@memories_app.command("list")
def list_command(
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    store: Annotated[
        str, typer.Option("--store", help="temporary, long_term or device.")
    ] = "temporary",
    limit: Annotated[int, typer.Option("--limit", help="Most records (1-1000).")] = 50,
    include_inactive: Annotated[
        bool, typer.Option("--all", help="Include removed and expired records.")
    ] = False,
    app_package: Annotated[
        str | None, typer.Option("--app", help="Device store only: records about this app.")
    ] = None,
    as_json: JsonOption = False,
    wide: WideOption = False,
) -> None:
    """List a store's memories, newest update first.

    Device Memory (--store device, written by the EpisodeProcessor) never expires; --all
    adds its removed records and --app keeps one app's. The table fits 80 columns, each text
    cut to one line; --wide shows it in full. Exit status 2 on a bad option.
    """
    try:
        name = StoreName(store)
    except ValueError as exc:
        Console().print("error: --store must be temporary, long_term or device.")
        raise typer.Exit(2) from exc
    # One record more than shown tells whether the list was cut at --limit.
    probe = min(limit + 1, MAX_LIST_LIMIT)
    if name is StoreName.DEVICE:
        device = _with_stores(
            data_dir,
            config,
            lambda s: list_device_memories(
                s, limit=probe, include_inactive=include_inactive, app_package=app_package
            ),
        )
        more = len(device) > limit
        device = device[:limit]
        if as_json:
            out = {"memories": [_device_json(r) for r in device], "more": more}
            typer.echo(json.dumps(out, ensure_ascii=False))
            return
        console_for(wide).print(_device_table(device, wide))
        _print_more(more, limit)
        return
    if app_package is not None:
        Console().print("error: --app filters the device store only (--store device).")
        raise typer.Exit(2)
    records = _with_stores(
        data_dir,
        config,
        lambda s: list_memories(
            s, name, datetime.now(UTC), limit=probe, include_inactive=include_inactive
        ),
    )
    more = len(records) > limit
    records = records[:limit]
    if as_json:
        out = {"memories": [_record_json(r) for r in records], "more": more}
        typer.echo(json.dumps(out, ensure_ascii=False))
        return
    console_for(wide).print(_table(f"{name.value} memories", records, wide=wide))
    _print_more(more, limit)


def _print_more(more: bool, limit: int) -> None:
    if more:
        Console().print(
            f"(the first {limit}; more exist: raise --limit, up to {MAX_LIST_LIMIT}, to see them)"
        )


@memories_app.command("show")
def show(
    memory_id: Annotated[
        str, typer.Argument(help="The memory id (ntf-12, m-..., lt-..., a device memory's).")
    ],
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    as_json: JsonOption = False,
) -> None:
    """Show one memory from Temporary, Long-Term or Device Memory (any status).

    Exit status 1 when no store has the id.
    """

    async def _find(stores: MemoryStores) -> dict[str, Any] | None:
        for name in (StoreName.TEMPORARY, StoreName.LONG_TERM, StoreName.DEVICE):
            found = await stores.get(name, memory_id)
            if isinstance(found, MemoryRecord):
                return _record_json(found)
            if isinstance(found, DeviceMemoryRecord):
                return _device_json(found)
        return None

    record = _with_stores(data_dir, config, _find)
    if record is None:
        Console().print(f"error: no memory has the id {memory_id!r}.")
        raise typer.Exit(1)
    if as_json:
        typer.echo(json.dumps(record, ensure_ascii=False))
        return
    Console().print_json(json.dumps(record, ensure_ascii=False))


@memories_app.command("forget")
def forget(
    target: Annotated[
        str,
        typer.Argument(
            help="STORE/ID (temporary/ntf-12, long_term/lt-ntf-12, device/...) or ID alone "
            "(forgotten in every store that holds it)."
        ),
    ],
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    as_json: JsonOption = False,
) -> None:
    """Forget a memory: gone from its store and search index at once, never made again.

    The notifications or episodes it was drawn from are not turned into it again: a tombstone
    without text (ids only) stays in the store (docs/formats/memory-store.md). Safe while a
    service runs. Exit status 1 when no store holds the id, 2 on a bad store name.
    """
    store: StoreName | None = None
    memory_id = target
    if "/" in target:
        name, memory_id = target.split("/", 1)
        try:
            store = StoreName(name)
        except ValueError as exc:
            Console().print("error: STORE is temporary, long_term or device.")
            raise typer.Exit(2) from exc

    async def _forget(stores: MemoryStores) -> list[ForgetResult] | None:
        try:
            return await stores.forget(memory_id, store)
        except MemoryNotFound:
            return None

    results = _with_stores(data_dir, config, _forget)
    if results is None:
        Console().print(f"error: no memory has the id {memory_id!r}.")
        raise typer.Exit(1)
    if as_json:
        out = [
            {
                "store": r.store,
                "memory_id": r.memory_id,
                "revision": r.revision,
                "sources": list(r.sources),
                "repeated": r.repeated,
            }
            for r in results
        ]
        typer.echo(json.dumps({"forgotten": out}))
        return
    console = Console()
    for r in results:
        again = " (already forgotten)" if r.repeated else ""
        console.print(
            f"forgot {r.store}/{r.memory_id} at revision {r.revision}{again}; "
            f"{len(r.sources)} source(s) will not make it again"
        )
