"""``agent-memory process``: process what is pending now, instead of at the next idle window."""

from __future__ import annotations

import json
from typing import Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from agent_memory.cli import app
from agent_memory.cli._data_dir import resolve_settings
from agent_memory.cli._service import service_request
from agent_memory.cli.failures import command_error, run_reported
from agent_memory.cli.options import ConfigOption, DataDirOption, JsonOption
from agent_memory.layout import DataLayout
from agent_memory.runtime import AgentMemory, ProcessReport


@app.command()
def process(
    data_dir: DataDirOption = None, config: ConfigOption = None, as_json: JsonOption = False
) -> None:
    """Process pending notifications and episodes now, until nothing is pending.

    When a service runs on the data directory, it is asked (POST /v1/process) and does the
    work; otherwise the data directory is opened here. Foreground work of the agent still comes
    first. Progress goes to standard error (a bar on a terminal, a plain line per tenth of the
    work otherwise); standard output gets the report only.

    Exit status: 0 when nothing is left pending; 1 when work is left because a processor is
    backing off after failures (named in the output), or on a storage failure; 2 on bad usage.
    """
    settings = resolve_settings(data_dir, config)
    console = Console()
    if not DataLayout(settings.data_dir).memory.exists():
        raise command_error(f"no agent-memory data under {str(settings.data_dir)!r}.", 2)
    answered = service_request(settings, "POST", "/v1/process", timeout_s=None)
    if answered is not None:
        code, body = answered
        if code != 200:
            raise command_error(f"the service answered {code}: {body.get('detail', '')}", 1)
        report = ProcessReport(
            processed=int(body["processed"]),
            windows=0,
            pending=int(body["pending"]),
            stalled=tuple(body["stalled"]),
        )
    else:
        progress = Console(stderr=True)
        report = run_reported(_process_here(settings, progress, show_bar=not as_json))
    if as_json:
        typer.echo(json.dumps(report.to_json()))
    else:
        _print_report(console, report)
    if report.pending:
        raise typer.Exit(1)


async def _process_here(settings: Any, console: Console, *, show_bar: bool) -> ProcessReport:
    async with AgentMemory.open(settings) as memory:
        if not show_bar:
            return await memory.process_pending()
        if not console.is_terminal:
            last = [-1]

            def _line(done: int, total: int) -> None:
                # Plain lines off a terminal: one per tenth of the work, and the last.
                step = max(1, total // 10)
                if done == total or done // step != last[0] // step:
                    console.print(f"processed {done} of {total}")
                last[0] = done

            return await memory.process_pending(_line)
        columns = (TextColumn("processing"), BarColumn(), MofNCompleteColumn())
        with Progress(*columns, transient=True, console=console) as bar:
            task = bar.add_task("processing", total=None)

            def _advance(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            return await memory.process_pending(_advance)


def _print_report(console: Console, report: ProcessReport) -> None:
    console.print(f"processed: {report.processed}")
    if report.pending:
        console.print(
            f"left pending: {report.pending} (backing off after failures: "
            f"{', '.join(report.stalled)}; the service retries after the backoff)"
        )
    else:
        console.print("nothing is pending")
