"""``agent-memory recall`` and ``agent-memory memories``: read (and forget) from the shell.

They go through :meth:`AgentMemory.open_reader <agent_memory.runtime.AgentMemory.open_reader>`
(the memory stores only; reading, and forgetting, while a service runs is safe: WAL) on the
system clock, so "live" means unexpired now. JSON output uses the API's shapes
(:mod:`agent_memory.shapes`); errors go through the CLI's one mapper (``cli/failures.py``).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table

from agent_memory.cli import app
from agent_memory.cli._data_dir import resolve_settings
from agent_memory.cli._render import WideOption, console_for, text_table
from agent_memory.cli.failures import command_error, reported_errors, run_reported
from agent_memory.cli.options import ConfigOption, DataDirOption, JsonOption
from agent_memory.errors import InvalidInput, MemoryNotFound
from agent_memory.memory.memory_stores import MAX_LIST_LIMIT
from agent_memory.memory.model import DeviceMemoryRecord, MemoryRecord, StoreName
from agent_memory.memory.recall import RecallQuery
from agent_memory.memory.table import ForgetResult
from agent_memory.reading import MemoryReader
from agent_memory.runtime import AgentMemory
from agent_memory.shapes import device_memory_json, memory_json

T = TypeVar("T")

memories_app = typer.Typer(help="List, show and forget memories.", no_args_is_help=True)
app.add_typer(memories_app, name="memories")


def _record_json(record: MemoryRecord, at: datetime | None = None) -> dict[str, Any]:
    # expired when past expires_at (at ``at``, recall's --at, else now), although the cleaner
    # has not deleted it yet
    return memory_json(record, now=at or datetime.now(UTC))


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


def _read(
    data_dir: Path | None,
    config: Path | None,
    call: Callable[[MemoryReader], Awaitable[T]],
    *,
    dense: bool = False,
) -> T:
    settings = resolve_settings(data_dir, config)

    async def _main() -> T:
        async with AgentMemory.open_reader(settings, dense=dense) as reader:
            return await call(reader)

    return run_reported(_main())


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
    with reported_errors():
        when = _parse_at(at)
    known = {s.value: s for s in StoreName}
    unknown = [s for s in store or () if s not in known]
    if unknown:
        raise command_error(f"--store is temporary, long_term or device, not {unknown[0]!r}.", 2)
    names = tuple(known[s] for s in store) if store else None
    question = (
        RecallQuery(query, limit=limit, at=when)
        if names is None
        else RecallQuery(query, limit=limit, at=when, stores=names)
    )
    hits = _read(data_dir, config, lambda r: r.recall(question), dense=True)
    memories = [h for h in hits if isinstance(h.record, MemoryRecord)]
    devices = [h for h in hits if isinstance(h.record, DeviceMemoryRecord)]
    if as_json:
        out = [
            {
                **(
                    device_memory_json(h.record)
                    if isinstance(h.record, DeviceMemoryRecord)
                    else _record_json(h.record, when)
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
        raise command_error(
            f"--store must be temporary, long_term or device, not {store!r}.", 2
        ) from exc
    # One record more than shown tells whether the list was cut at --limit.
    probe = min(limit + 1, MAX_LIST_LIMIT)
    if name is StoreName.DEVICE:
        device = _read(
            data_dir,
            config,
            lambda r: r.list_device_memories(
                limit=probe, include_inactive=include_inactive, app_package=app_package
            ),
        )
        more = len(device) > limit
        device = device[:limit]
        if as_json:
            out = {"memories": [device_memory_json(r) for r in device], "more": more}
            typer.echo(json.dumps(out, ensure_ascii=False))
            return
        console_for(wide).print(_device_table(device, wide))
        _print_more(more, limit)
        return
    if app_package is not None:
        raise command_error("--app filters the device store only (--store device).", 2)
    records = _read(
        data_dir,
        config,
        lambda r: r.list_memories(name, limit=probe, include_inactive=include_inactive),
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

    found = _read(data_dir, config, lambda r: r.find_memory(memory_id))
    record = (
        None
        if found is None
        else _record_json(found)
        if isinstance(found, MemoryRecord)
        else device_memory_json(found)
    )
    if record is None:
        raise command_error(f"no memory has the id {memory_id!r}.", 1)
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
            raise command_error(
                f"STORE is temporary, long_term or device, not {name!r}.", 2
            ) from exc

    async def _forget(reader: MemoryReader) -> list[ForgetResult] | None:
        try:
            return await reader.forget_memory(memory_id, store)
        except MemoryNotFound:
            return None

    results = _read(data_dir, config, _forget)
    if results is None:
        raise command_error(f"no memory has the id {memory_id!r}.", 1)
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
