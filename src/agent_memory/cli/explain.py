"""``agent-memory explain CONTEXT_ID``: the path one notification took, from the trail."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Annotated

import typer
from rich.console import Console

from agent_memory.cli import app
from agent_memory.cli._data_dir import resolve_settings
from agent_memory.cli.failures import command_error, run_reported
from agent_memory.cli.options import ConfigOption, DataDirOption, JsonOption
from agent_memory.layout import DataLayout
from agent_memory.notifications.explain import Explanation, explain_notification
from agent_memory.notifications.trail import Decision
from agent_memory.runtime import AgentMemory


@app.command()
def explain(
    context_id: Annotated[int, typer.Argument(help="The notification's context id.")],
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    as_json: JsonOption = False,
) -> None:
    """Print the path of one notification: filter, folding, batch, action, memory.

    From the decision trail, recorded without text when the batch was processed
    (docs/formats/decision-trail.md). States: decided, pending (not processed yet), purged,
    no_trail (processed before the trail, or rotated out of it), unknown (no such id yet).
    Safe while a service runs. Exit status 1 for an unknown id, 2 on bad usage.
    """
    settings = resolve_settings(data_dir, config)
    console = Console()
    layout = DataLayout(settings.data_dir)
    if not layout.memory.is_dir():
        raise command_error(f"no agent-memory data under {str(settings.data_dir)!r}.", 2)

    async def _main() -> Explanation:
        async with AgentMemory.open_reader(settings) as reader:
            return await explain_notification(layout, reader.stores, context_id, datetime.now(UTC))

    found = run_reported(_main())
    if as_json:
        typer.echo(json.dumps(found.to_json()))
    else:
        for line in explanation_lines(found):
            console.print(line, highlight=False)
    if found.state == "unknown":
        raise typer.Exit(1)


def explanation_lines(found: Explanation) -> list[str]:
    """Return the explanation as short lines (at most 80 columns for ids of usual length)."""
    payload = found.to_json()
    lines = [f"notification {found.context_id}: {found.state} ({payload['meaning']})"]
    decision = found.decision
    if decision is not None:
        lines.append(f"  app:     {decision.app_id}")
        lines.append(f"  filter:  {_filter(decision)}")
        if decision.folded_into is not None:
            lines.append(f"  folded:  into notification {decision.folded_into}")
        else:
            lines.append("  folded:  no")
        lines.append(
            f"  batch:   {decision.batch_first}-{decision.batch_last} "
            f"({decision.batch_size} record(s)), extracted by {decision.provider}"
        )
        lines.append(f"  action:  {decision.action} (reason: {decision.reason})")
        made = decision
        if decision.memory_id is None and found.shown_as is not None:
            made = found.shown_as
            lines.append(f"  through: notification {made.context_id}: {made.action}")
        if made.memory_id is not None:
            lines.append(f"  memory:  {made.store}/{made.memory_id} at revision {made.revision}")
        now = found.memory_now
        if now is not None:
            revision = "" if now["revision"] is None else f" at revision {now['revision']}"
            lines.append(f"  now:     {now['status']}{revision}")
    if found.purge_id is not None:
        lines.append(f"  purged:  by purge {found.purge_id}")
    return lines


def _filter(decision: Decision) -> str:
    if decision.filter_rule is None:
        if decision.folded_into is not None:
            return f"not classified itself (notification {decision.folded_into} was, for both)"
        # Skipped before the filter by coalescing (a removal, a redundant group summary, a
        # duplicate): the action line gives the reason.
        return "not classified (skipped before the filter)"
    label, _, rule = decision.filter_rule.partition(":")
    return "kept" if label == "keep" else f"dropped as {label} (rule {rule})"
