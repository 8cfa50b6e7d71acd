"""``agent-memory eval``: run labeled streams through the pipeline and print the figures.

A shell over :func:`agent_memory.evaluation.evaluate`: it loads the streams
(``docs/formats/labeled-stream.md``), builds the chosen provider, runs every stream on a fresh
data directory and prints a table (or ``--json``), optionally writing a Markdown report. It
prints ids, counts and figures only, never notification or memory text.

Exit status: 0 when scored and no privacy violation was found, 1 when a code or secret was found
in a store, a prompt or a log line, 2 for bad usage or an unreadable stream.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Final

import typer
from rich.console import Console
from rich.table import Table

from agent_memory.cli import app
from agent_memory.cli.failures import command_error
from agent_memory.engine.provider import Provider
from agent_memory.errors import AgentMemoryError
from agent_memory.evaluation import EvalReport, evaluate, load_stream, render_markdown, to_json
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.notifications.processor import ProcessorConfig

__all__ = ["eval_command", "provider_factory"]

_RESPONSE_FORMATS: Final = ("auto", "grammar", "json_schema", "json_object", "prompt")


def provider_factory(
    provider: str,
    base_url: str | None,
    model: str | None,
    *,
    max_tokens: int = 1536,
    timeout_s: float = 120.0,
    response_format: str = "auto",
) -> tuple[Callable[[], Provider], str]:
    """Return a provider factory and the provider's report name.

    Args:
        provider: ``fallback`` or ``openai``.
        base_url: For ``openai``: the server's base URL with its API prefix (``.../v1``).
        model: For ``openai``: the model name.
        max_tokens: For ``openai``: completion token limit per answer.
        timeout_s: For ``openai``: deadline of one answer, seconds.
        response_format: For ``openai``: ``auto``, ``grammar``, ``json_schema``,
            ``json_object`` or ``prompt`` (:class:`~agent_memory.engine.OpenAICompatibleConfig`).

    Raises:
        typer.BadParameter: ``openai`` without a base URL or model, an unknown provider or
            response format.
    """
    if provider == "fallback":
        return notification_fallback_provider, "fallback"
    if provider == "openai":
        if not base_url or not model:
            raise typer.BadParameter("--provider openai needs --base-url and --model.")
        from agent_memory.engine.openai_provider import (
            OpenAICompatibleConfig,
            OpenAICompatibleProvider,
        )

        if response_format not in _RESPONSE_FORMATS:
            raise typer.BadParameter(
                "--response-format must be one of " + ", ".join(_RESPONSE_FORMATS) + "."
            )
        config = OpenAICompatibleConfig(
            base_url=base_url,
            model=model,
            temperature=0.0,
            max_tokens=max_tokens,
            timeout_s=timeout_s,
            response_format=response_format,  # type: ignore[arg-type]  # checked above
        )
        return (lambda: OpenAICompatibleProvider(config)), f"openai:{model}"
    raise typer.BadParameter("--provider must be 'fallback' or 'openai'.")


def _print(report: EvalReport, console: Console) -> None:
    """Print one column per stream (and overall), one row per figure."""
    scores = (*report.streams, report.overall)
    table = Table(title=f"agent-memory eval ({report.provider})")
    table.add_column("figure")
    for s in scores:
        table.add_column(s.stream, justify="right")
    ratios = (
        ("filter precision", "filter_precision"),
        ("filter recall", "filter_recall"),
        ("memory precision", "memory_precision"),
        ("memory recall", "memory_recall"),
        ("store agreement", "store_agreement"),
        ("update/reinforce/remove/promote", "update_reinforce"),
        ("right outcome", "outcome"),
        ("recall probes", "probes"),
        ("expiry + stale probes", "checked_probes"),
    )
    table.add_row("notifications", *(str(s.notifications) for s in scores))
    for label, name in ratios:
        table.add_row(label, *(getattr(s, name).text() for s in scores))
    table.add_row("duplicate memories", *(str(s.duplicates) for s in scores))
    table.add_row("privacy violations", *(str(len(s.violations)) for s in scores))
    table.add_row("memories stored", *(str(s.memories) for s in scores))
    table.add_row("LLM calls / notif.", *(f"{s.per_notification(s.llm_calls):.3f}" for s in scores))
    table.add_row(
        "prompt tok / notif.", *(f"{s.per_notification(s.prompt_tokens):.1f}" for s in scores)
    )
    table.add_row(
        "completion tok / notif.",
        *(f"{s.per_notification(s.completion_tokens):.1f}" for s in scores),
    )
    table.add_row("batches by fallback", *(f"{s.fallback_batches}/{s.batches}" for s in scores))
    table.add_row("model answers cut", *(f"{s.cut_answers}/{s.model_answers}" for s in scores))
    table.add_row("items: rules / model", *(f"{s.rule_items}/{s.model_items}" for s in scores))
    table.add_row("wall s", *(f"{s.wall_s:.2f}" for s in scores))
    console.print(table)
    for violation in report.overall.violations:
        console.print(
            f"[bold red]Privacy violation:[/] a secret of notification "
            f"{violation.notification_id} was found in a {violation.place}."
        )


@app.command("eval")
def eval_command(
    streams: Annotated[list[Path], typer.Argument(help="Labeled stream files (JSON lines).")],
    provider: Annotated[
        str, typer.Option("--provider", help="fallback (deterministic) or openai.")
    ] = "fallback",
    base_url: Annotated[
        str | None, typer.Option("--base-url", help="OpenAI-compatible base URL, e.g. .../v1.")
    ] = None,
    model: Annotated[str | None, typer.Option("--model", help="Model name to request.")] = None,
    max_tokens: Annotated[
        int, typer.Option("--max-tokens", min=16, help="Completion token limit per answer.")
    ] = 1536,
    timeout_s: Annotated[
        float, typer.Option("--timeout-s", min=1.0, help="Deadline of one model answer, seconds.")
    ] = 120.0,
    response_format: Annotated[
        str,
        typer.Option(
            "--response-format",
            help="openai: auto, grammar (llama.cpp GBNF), json_schema, json_object or prompt.",
        ),
    ] = "auto",
    answer: Annotated[
        str, typer.Option("--answer", help="json (proposal object) or lines (one per item).")
    ] = "json",
    rules_first: Annotated[
        bool,
        typer.Option("--rules-first/--no-rules-first", help="Rules decide certain items first."),
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")] = False,
    report: Annotated[
        Path | None, typer.Option("--report", help="Also write a Markdown report here.")
    ] = None,
    keep_data: Annotated[
        Path | None,
        typer.Option("--keep-data", help="Run in this new directory and keep the data."),
    ] = None,
) -> None:
    """Run each stream through the whole pipeline on a fresh data directory and score it.

    Exit status: 0 scored without privacy violations, 1 a code or secret was found in a store,
    prompt or log line, 2 bad usage or an unreadable stream.
    """
    factory, name = provider_factory(
        provider,
        base_url,
        model,
        max_tokens=max_tokens,
        timeout_s=timeout_s,
        response_format=response_format,
    )
    if answer not in ("json", "lines"):
        raise typer.BadParameter("--answer must be 'json' or 'lines'.")
    config = ProcessorConfig(
        answer="lines" if answer == "lines" else "json", rules_first=rules_first
    )
    try:
        loaded = [load_stream(path) for path in streams]
    except (AgentMemoryError, OSError) as exc:
        raise command_error(str(exc), 2) from exc
    result = asyncio.run(
        evaluate(loaded, factory, provider_name=name, keep_dir=keep_data, config=config)
    )
    if as_json:
        typer.echo(json.dumps(to_json(result), ensure_ascii=False, indent=2))
    else:
        _print(result, Console())
    if report is not None:
        report.write_text(render_markdown(result), encoding="utf-8")
    if result.overall.violations:
        raise typer.Exit(code=1)
