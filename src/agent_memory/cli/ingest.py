"""``agent-memory ingest`` and ``agent-memory status``: the intake from the command line."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from agent_memory.cli import app
from agent_memory.cli._data_dir import resolve_data_dir, resolve_settings
from agent_memory.cli._service import service_request
from agent_memory.cli.failures import reported_errors, run_reported
from agent_memory.cli.options import ConfigOption
from agent_memory.notifications.ingest import MAX_LISTED, IngestReport, ingest_file
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.shapes import context_status_json

SHOWN_REJECTS = 20
"""Rejected lines the table prints; the count covers the rest."""

DataDirOption = Annotated[
    Path | None,
    typer.Option("--data-dir", help="Data directory (memory/ is created below it)."),
]
JsonOption = Annotated[
    bool, typer.Option("--json", help="Print one JSON object instead of tables.")
]


@app.command()
def ingest(
    files: Annotated[list[Path], typer.Argument(help="Notification files (JSON lines).")],
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    as_json: JsonOption = False,
    strict: Annotated[
        bool, typer.Option("--strict", help="Exit with status 1 when a line was rejected.")
    ] = False,
    input_format: Annotated[
        str,
        typer.Option(
            "--format", help="auto (default), lines (JSON / GB lines), dumpsys or ancs (recording)."
        ),
    ] = "auto",
) -> None:
    """Persist every notification in FILES; report what was persisted, skipped, rejected.

    A line that carries no notification (a blank or comment line, what else Gadgetbridge sends
    a watch: time sync, music, weather ...) is skipped and counted by kind, never rejected.

    Exit status: 0 when something was decoded (with --strict: and no line was rejected);
    1 when lines were rejected and not one notification could be decoded (like run, the
    job ran and lost everything), or with --strict when any line was rejected, or on a
    storage failure; 2 on bad usage or an unreadable file.
    """
    console = Console()
    with reported_errors():
        report = ingest_file(files, resolve_data_dir(data_dir, config), input_format=input_format)
    if as_json:
        typer.echo(json.dumps(_report_json(report), ensure_ascii=False))
    else:
        _print_report(console, report)
    if report.rejected_count and (strict or report.events == 0):
        raise typer.Exit(1)


@app.command()
def status(
    data_dir: DataDirOption = None, config: ConfigOption = None, as_json: JsonOption = False
) -> None:
    """Print the status: cursors, pending count and gaps, worker, storage, model, usage.

    When a service runs on DATA_DIR and answers (over its socket, api_socket of the
    settings or agent-memory.sock; or over TCP at the settings' api_host and
    api_port with the bearer token of api_token_file), its live status is shown.
    Otherwise the data directory is read without writing anything (no recovery runs; see
    AgentMemory.read_status): the same JSON shape, the worker stopped, no usage.
    """
    settings = resolve_settings(data_dir, config)
    console = Console()
    status = _service_status(settings)
    if status is None:
        status = run_reported(AgentMemory.read_status(settings)).to_json()
    if as_json:
        typer.echo(json.dumps(status, ensure_ascii=False))
    else:
        _print_status(console, status)


def _service_status(settings: Settings) -> dict[str, Any] | None:
    """Return ``GET /v1/status`` of the service the settings name, or ``None`` if none answers."""
    answer = service_request(settings, "GET", "/v1/status")
    if answer is None or answer[0] != 200:
        return None
    return answer[1]


def _print_status(console: Console, status: dict[str, Any]) -> None:
    context = status["context"]
    table = Table(title="agent-memory status", show_header=False)
    table.add_column("what")
    table.add_column("value")
    cursor = context["source_cursor"]
    table.add_row(
        "source cursor",
        "none" if cursor is None else f"{cursor['generation']}:{cursor['event_id']}",
    )
    table.add_row("memory cursor", f"context_id {context['memory_cursor']}")
    table.add_row("pending", str(context["pending"]))
    table.add_row("next context_id", str(context["next_context_id"]))
    table.add_row("gaps", str(len(context["gaps"])))
    table.add_row("writes", "enabled" if context["writes_enabled"] else "disabled")
    level = status["storage"]["level"]
    table.add_row("storage level", "not measured (no service running)" if level is None else level)
    worker = status["worker"]
    table.add_row("worker", f"{worker['state']} (foreground depth {worker['foreground_depth']})")
    for processor in worker["processors"]:
        table.add_row(
            f"processor {processor['name']}",
            f"{processor['state']}, {processor['processed']} processed, "
            f"{processor['failures']} failures, {processor['cancelled']} cancelled",
        )
    model = status["model"]
    table.add_row("model", f"{model['provider']} {model['model'] or ''}".strip())
    table.add_row("privacy", model["statement"])
    totals = status["totals"]
    table.add_row(
        "usage",
        f"{totals.get('llm_calls', 0)} calls, {totals.get('prompt_tokens', 0)} prompt / "
        f"{totals.get('completion_tokens', 0)} completion tokens",
    )
    console.print(table)
    _print_gaps(console, context["gaps"])


def _report_json(report: IngestReport) -> dict[str, Any]:
    return {
        "lines": report.lines,
        "events": report.events,
        "persisted": report.persisted,
        "duplicates": [{"path": p, "line": n} for p, n in report.duplicates],
        "skipped": dict(sorted(report.skipped.items())),
        "duplicate_count": report.duplicate_count,
        "rejected": [{**asdict(r), "line": r.line or None} for r in report.rejected],
        "rejected_count": report.rejected_count,
        "gaps": [gap.to_json() for gap in report.gaps],
        "per_app": dict(report.per_app.most_common()),
        "shard_directory": str(report.shard_directory),
        "status": None if report.status is None else context_status_json(report.status),
    }


def _print_report(console: Console, report: IngestReport) -> None:
    summary = Table(title="ingest", show_header=False)
    summary.add_column("what")
    summary.add_column("count", justify="right")
    summary.add_row("lines read", str(report.lines))
    summary.add_row("events decoded", str(report.events))
    summary.add_row("persisted", str(report.persisted))
    summary.add_row("deduplicated (replays)", str(report.duplicate_count))
    summary.add_row("skipped lines (no notification)", str(report.skipped.total()))
    summary.add_row("rejected lines", str(report.rejected_count))
    summary.add_row("gaps recorded", str(len(report.gaps)))
    console.print(summary)
    if report.per_app:
        apps = Table(title="persisted per app")
        apps.add_column("app id")
        apps.add_column("records", justify="right")
        for app_id, count in report.per_app.most_common(12):
            apps.add_row(app_id, str(count))
        console.print(apps)
    if report.skipped:
        skipped = Table(title="skipped by kind")
        skipped.add_column("kind")
        skipped.add_column("lines", justify="right")
        for kind, count in sorted(report.skipped.items()):
            skipped.add_row(kind, str(count))
        console.print(skipped)
    if report.duplicates:
        dups = ", ".join(f"{Path(p).name}:{n}" for p, n in report.duplicates[:20])
        more = report.duplicate_count - 20
        console.print(f"deduplicated lines: {dups}" + (f" (+{more} more)" if more > 0 else ""))
    if report.rejected:
        rejected = Table(title="rejected lines")
        for column in ("file", "line", "field", "reason"):
            rejected.add_column(column)
        for item in report.rejected[:SHOWN_REJECTS]:
            line = str(item.line) if item.line else "whole file"
            rejected.add_row(Path(item.path).name, line, item.field or "", item.reason)
        console.print(rejected)
        more = report.rejected_count - min(len(report.rejected), SHOWN_REJECTS)
        if more > 0:
            console.print(f"(+{more} more rejected lines; --json lists the first {MAX_LISTED})")
    if report.status is not None:
        _print_context(console, context_status_json(report.status))
    console.print(f"shards: {report.shard_directory}")


def _print_context(console: Console, context: dict[str, Any]) -> None:
    table = Table(title="notification context", show_header=False)
    table.add_column("what")
    table.add_column("value")
    cursor = context["source_cursor"]
    table.add_row(
        "source cursor",
        "none" if cursor is None else f"{cursor['generation']}:{cursor['event_id']}",
    )
    table.add_row("memory cursor", f"context_id {context['memory_cursor']}")
    table.add_row("next context_id", str(context["next_context_id"]))
    table.add_row("pending", str(context["pending"]))
    shards = context["shards"]
    table.add_row(
        "shards", f"{len(shards)}" + (f" ({shards[0]} .. {shards[-1]})" if shards else "")
    )
    table.add_row("writes", "enabled" if context["writes_enabled"] else "disabled")
    console.print(table)
    _print_gaps(console, context["gaps"])


def _print_gaps(console: Console, found: list[dict[str, Any]]) -> None:
    if not found:
        return
    gaps = Table(title="gaps")
    for column in ("kind", "range", "reason", "recorded at"):
        gaps.add_column(column)
    for gap in found:
        if gap.get("first_context_id") is not None:
            span = f"context_id {gap['first_context_id']}..{gap.get('last_context_id')}"
        elif gap.get("first_event_id") is not None:
            last = "?" if gap.get("last_event_id") is None else str(gap["last_event_id"])
            span = f"event {gap.get('generation')}:{gap['first_event_id']}..{last}"
        else:
            span = f"{gap.get('shard')}@{gap.get('offset')}"
        gaps.add_row(str(gap["kind"]), span, str(gap["reason"]), str(gap.get("recorded_at")))
    console.print(gaps)
