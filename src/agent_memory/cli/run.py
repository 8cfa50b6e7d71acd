"""``agent-memory run FILE...``: the main job, a recorded stream through the whole pipeline."""

from __future__ import annotations

import asyncio
import json
import tempfile
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from agent_memory.cli import app
from agent_memory.cli._render import WideOption, console_for, text_table
from agent_memory.cli.failures import reported_errors, run_reported
from agent_memory.cli.options import (
    ConfigOption,
    JsonOption,
    LogLevelOption,
    load_settings,
)
from agent_memory.logs import configure_logging
from agent_memory.notifications.ingest import ingest_dedup_window
from agent_memory.replay import (
    REPLAY_SPEEDUP,
    ReplayClock,
    ReplayReport,
    replay_files,
    replay_start,
)
from agent_memory.runtime import AgentMemory

_TEMP_PREFIX = "agent-memory-run-"


@app.command()
def run(
    files: Annotated[list[Path], typer.Argument(help="Notification files (any supported format).")],
    data_dir: Annotated[
        Path | None,
        typer.Option("--data-dir", help="Data directory; a new temporary one if omitted."),
    ] = None,
    provider: Annotated[
        str | None, typer.Option("--provider", help="fallback (default) or openai.")
    ] = None,
    base_url: Annotated[
        str | None, typer.Option("--base-url", help="OpenAI-compatible base URL with /v1.")
    ] = None,
    model: Annotated[str | None, typer.Option("--model", help="Model name.")] = None,
    input_format: Annotated[
        str, typer.Option("--format", help="auto (default), lines, dumpsys or ancs.")
    ] = "auto",
    config: ConfigOption = None,
    as_json: JsonOption = False,
    log_level: LogLevelOption = None,
    wide: WideOption = False,
) -> None:
    """Replay FILES through ring, context, noise filter, engine and stores; print what happened.

    The replay runs on a clock that follows the records' own received_at times, and the worker
    catches up whenever the stream is quiet for the idle delay, as on a device. The log level is
    --log-level, else the settings' log_level (AGENT_MEMORY_LOG_LEVEL, the TOML
    file), else warning. Exit status 0 when nothing of FILES was lost (no gap of this run's
    events, no rejected line), 1 otherwise, 2 on bad usage. A gap about an earlier process on
    the same data directory (its ring restarted after a crash) is shown apart and does not
    change the exit status. The tables fit 80 columns, memory text cut to one line (--wide:
    in full). Every action, reason and gap kind printed is explained in docs/reason-codes.md.
    """
    console = Console()
    target = data_dir or Path(tempfile.mkdtemp(prefix=_TEMP_PREFIX))
    with reported_errors():
        settings = load_settings(
            config,
            data_dir=target,
            provider=provider,
            base_url=base_url,
            model=model,
            idle_delay_s=0.0,
            log_level=log_level,
        )
    if "log_level" not in settings.model_fields_set:
        # Neither the flag, AGENT_MEMORY_LOG_LEVEL nor the TOML file chose a level: the replay
        # prints its own report, so only warnings and errors are logged.
        settings = settings.model_copy(update={"log_level": "warning"})
    # Replaying the same files again adds nothing: the replay window covers their lines.
    window = max(settings.dedup_window, ingest_dedup_window(files))
    # The replay clock's waits pass REPLAY_SPEEDUP times faster (a failing model's backoffs);
    # the storage monitor keeps its period in real time, so that its cleaners do not delete
    # what the replay just made at a pace that depends on how fast the machine replays.
    interval = settings.storage_check_interval_s * REPLAY_SPEEDUP
    settings = settings.model_copy(
        update={"dedup_window": window, "storage_check_interval_s": interval}
    )
    configure_logging(settings.log_level, settings.log_format)

    async def _main() -> ReplayReport:
        # Open at the records' own time, and let the storage monitor read that clock too: the
        # cleaners that run on open would otherwise delete, by today's clock, what an earlier
        # replay on this data directory made (its Temporary memories, its processed shards).
        start = await asyncio.to_thread(replay_start, files, input_format, datetime.now(UTC))
        clock = ReplayClock(start)
        async with AgentMemory.open(settings, clock=clock, timer=clock) as memory:
            if as_json or not console.is_terminal:
                return await replay_files(memory, clock, files, input_format=input_format)
            with Progress(transient=True, console=console) as progress:
                task = progress.add_task("replaying", total=None)

                def _advance(done: int, total: int) -> None:
                    progress.update(task, completed=done, total=total)

                return await replay_files(
                    memory, clock, files, input_format=input_format, on_progress=_advance
                )

    report = run_reported(_main())
    if as_json:
        typer.echo(json.dumps(report_json(report, target), ensure_ascii=False))
    else:
        print_report(console_for(wide), report, target, wide=wide)
    if report.lost:
        raise typer.Exit(1)


def report_json(report: ReplayReport, data_dir: Path) -> dict[str, Any]:
    """Return the replay report as a JSON-ready dict (memories with their content)."""
    end = report.last_at
    return {
        "data_dir": str(data_dir),
        "lines": report.lines,
        "events": report.events,
        "persisted": report.persisted,
        "duplicates": report.duplicates,
        "skipped": dict(sorted(report.skipped.items())),
        "batches": report.batches,
        "fallback_batches": report.fallback_batches,
        "elapsed_s": round(report.elapsed_s, 3),
        "replay_clock": {
            "first": None if report.first_at is None else report.first_at.isoformat(),
            "last": None if end is None else end.isoformat(),
        },
        "actions": dict(Counter(o.action for o in report.outcomes)),
        "filtered": dict(Counter(o.reason for o in report.outcomes if o.action == "filtered")),
        "memories": [
            {
                "id": m.id,
                "store": m.store.value,
                "kind": m.kind.value,
                "revision": m.revision,
                "status": m.status.value,
                "created_at": m.created_at.isoformat(),
                "expires_at": None if m.expires_at is None else m.expires_at.isoformat(),
                "live_at_end": m.status.value == "active"
                and (m.expires_at is None or end is None or m.expires_at > end),
                "content": m.content,
                "context_ids": list(m.source.context_ids),
            }
            for m in report.memories
        ],
        "gaps": [gap.to_json() for gap in report.gaps],
        "earlier_gaps": [gap.to_json() for gap in report.earlier_gaps],
        "rejected": [
            {"path": r.path, "line": r.line or None, "field": r.field, "reason": r.reason}
            for r in report.rejected
        ],
        "lost": report.lost,
    }


def print_report(
    console: Console, report: ReplayReport, data_dir: Path, *, wide: bool = False
) -> None:
    """Print the summary, the memories made, the filtered notifications and the gaps.

    Memory text is cut to one line (the tables fit the console) unless ``wide``.
    """
    end = report.last_at
    summary = Table(title="run", show_header=False)
    summary.add_column("what")
    summary.add_column("value", justify="right")
    summary.add_row("lines read", str(report.lines))
    summary.add_row("events published", str(report.events))
    summary.add_row("records persisted", str(report.persisted))
    summary.add_row("replays deduplicated", str(report.duplicates))
    summary.add_row("skipped lines (no notification)", str(report.skipped.total()))
    summary.add_row("rejected lines", str(len(report.rejected)))
    for action, count in sorted(Counter(o.action for o in report.outcomes).items()):
        summary.add_row(f"outcome: {action}", str(count))
    summary.add_row("memories touched", str(len(report.memories)))
    summary.add_row("batches", str(report.batches))
    if report.fallback_batches:
        summary.add_row(
            "[yellow]answered by the fallback (the model failed)[/yellow]",
            f"[yellow]{report.fallback_batches}[/yellow]",
        )
    summary.add_row("gaps", str(len(report.gaps)))
    if report.first_at is not None and end is not None:
        summary.add_row(
            "replay clock", f"{report.first_at:%Y-%m-%d %H:%M} .. {end:%Y-%m-%d %H:%M} UTC"
        )
    summary.add_row("took", f"{report.elapsed_s:.2f} s")
    console.print(summary)

    rows = []
    for m in report.memories:
        live = m.status.value == "active" and (
            m.expires_at is None or end is None or m.expires_at > end
        )
        rows.append(
            [
                m.id,
                m.store.value,
                str(m.revision),
                "never" if m.expires_at is None else f"{m.expires_at:%Y-%m-%d %H:%M}",
                "yes" if live else "no",
                m.content,
            ]
        )
    memories = text_table(
        f"memories made (live = active and unexpired at the end, {end:%Y-%m-%d %H:%M} UTC)"
        if end
        else "memories made",
        ["id", "store", "rev", "expires (UTC)", "live", "content"],
        rows,
        width=console.width,
        wide=wide,
        right=frozenset({"rev"}),
    )
    console.print(memories)
    if not wide and rows:
        console.print("(content cut to one line; --wide prints it whole)", highlight=False)

    filtered = Counter((o.reason, o.app_id) for o in report.outcomes if o.action == "filtered")
    table = Table(title="notifications filtered, and why")
    for column in ("reason", "app id", "count"):
        table.add_column(column)
    for (reason, app_id), count in sorted(filtered.items(), key=lambda kv: (-kv[1], kv[0])):
        table.add_row(reason, app_id, str(count))
    console.print(table)

    ignored = Counter(
        o.reason.split(":")[0] for o in report.outcomes if o.action in ("ignore", "folded")
    )
    if ignored:
        skip = Table(title="not turned into memories (ignored or folded), by reason")
        skip.add_column("reason")
        skip.add_column("count", justify="right")
        for reason, count in ignored.most_common():
            skip.add_row(reason, str(count))
        console.print(skip)

    gaps = Table(title="gaps (losses)")
    for column in ("kind", "range", "reason"):
        gaps.add_column(column)
    for gap in report.gaps:
        span = (
            f"context_id {gap.first_context_id}..{gap.last_context_id}"
            if gap.first_context_id is not None
            else f"event {gap.first_event_id}..{gap.last_event_id}"
        )
        gaps.add_row(gap.kind, span, gap.reason)
    for rejected in report.rejected:
        gaps.add_row("rejected_line", rejected.where, rejected.reason)
    if not report.gaps and not report.rejected:
        gaps.add_row("none", "", "nothing was lost")
    console.print(gaps)
    if report.earlier_gaps:
        earlier = Table(title="gaps of an earlier process on this data directory (recorded now)")
        for column in ("kind", "generation", "reason"):
            earlier.add_column(column)
        for gap in report.earlier_gaps:
            earlier.add_row(gap.kind, gap.generation or "", gap.reason)
        console.print(earlier)
    console.print(f"data directory: {data_dir}")
