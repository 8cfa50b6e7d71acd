"""``agent-memory notifications purge``: remove raw notification records from the shards."""

from __future__ import annotations

import json
from datetime import UTC, datetime, time
from typing import Annotated, Any

import typer
from rich.console import Console

from agent_memory.cli import app
from agent_memory.cli._data_dir import resolve_settings
from agent_memory.cli._service import service_request
from agent_memory.cli.failures import command_error, reported_errors, run_reported
from agent_memory.cli.options import ConfigOption, DataDirOption, JsonOption
from agent_memory.errors import InvalidInput
from agent_memory.layout import DataLayout
from agent_memory.notifications.purge import PurgeSelector
from agent_memory.runtime import AgentMemory

notifications_app = typer.Typer(help="Manage stored notification records.", no_args_is_help=True)
app.add_typer(notifications_app, name="notifications")


def _parse_before(value: str) -> datetime:
    """Return ``--before`` as an aware time: a date means its start, 00:00 UTC."""
    try:
        if len(value) == 10:
            return datetime.combine(datetime.fromisoformat(value).date(), time(), tzinfo=UTC)
        when = datetime.fromisoformat(value)
    except ValueError as exc:
        raise InvalidInput(
            "--before is a date (2026-03-01, from 00:00 UTC) or an ISO 8601 time with offset.",
            field="before",
        ) from exc
    if when.tzinfo is None:
        raise InvalidInput("--before needs a UTC offset (for example +08:00 or Z).", field="before")
    return when


@notifications_app.command("purge")
def purge(
    app_id: Annotated[
        str | None, typer.Option("--app", help="Purge every record of this app id.")
    ] = None,
    before: Annotated[
        str | None,
        typer.Option(
            "--before",
            help="Purge every record received before DATE (00:00 UTC) or an ISO 8601 time.",
        ),
    ] = None,
    ids: Annotated[
        str | None, typer.Option("--ids", help="Purge the context ids A-B (inclusive).")
    ] = None,
    data_dir: DataDirOption = None,
    config: ConfigOption = None,
    as_json: JsonOption = False,
) -> None:
    """Remove notification records from the shards; name one of --app, --before, --ids.

    Records not processed yet make no memory; memories already made stay (forget them with
    memories forget). Ids are never reused. Counts, app ids and id ranges (never text) are
    recorded in the purge log (docs/formats/notification-purge-log.md). When a service runs on
    the data directory it does the purge (POST /v1/notifications/purge).

    Exit status 0 on success (also when nothing matched), 1 on a storage failure, 2 on bad
    usage.
    """
    console = Console()
    settings = resolve_settings(data_dir, config)
    with reported_errors():
        if ids is not None and (app_id is not None or before is not None):
            raise InvalidInput("Name exactly one of --app, --before or --ids.", field="selector")
        selector = (
            PurgeSelector.parse_ids(ids)
            if ids is not None
            else PurgeSelector(app=app_id, before=None if before is None else _parse_before(before))
        )
    layout = DataLayout(settings.data_dir)
    if not layout.notifications.exists():
        raise command_error(f"no agent-memory data under {str(settings.data_dir)!r}.", 2)
    body = {k: v for k, v in selector.to_json().items() if v is not None}
    answered = service_request(settings, "POST", "/v1/notifications/purge", body=body)
    if answered is not None:
        code, result = answered
        if code != 200:
            detail = result.get("detail", "")
            raise command_error(f"the service answered {code}: {detail}", 2 if code == 422 else 1)
    else:

        async def _purge() -> dict[str, Any]:
            async with AgentMemory.open(settings, background=False) as memory:
                return (await memory.purge_notifications(selector)).to_json()

        result = run_reported(_purge())
    if as_json:
        typer.echo(json.dumps(result))
        return
    if not result["count"]:
        console.print("nothing matched; nothing was purged")
        return
    ranges = ", ".join(f"{a}-{b}" if a != b else str(a) for a, b in result["ranges"])
    console.print(f"purged {result['count']} record(s) (purge {result['purge_id']}): ids {ranges}")
    for app_name, count in result["apps"].items():
        console.print(f"  {app_name}: {count}")
    if result["pending_removed"]:
        console.print(f"{result['pending_removed']} of them were not processed yet")
