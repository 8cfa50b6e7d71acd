"""The inspector's read endpoints: the timeline, hourly counts, a kept notification's text.

Each answers from :mod:`agent_memory.notifications.timeline` (read-only, in a thread), so it
may run while the worker writes. Shapes: ``docs/formats/timeline.md``.
"""

from __future__ import annotations

import asyncio
from datetime import date
from typing import Annotated, Any

from fastapi import FastAPI, Query
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict

from agent_memory.errors import InvalidInput
from agent_memory.layout import DataLayout
from agent_memory.memory.model import StoreName
from agent_memory.notifications.timeline import (
    MAX_TIMELINE_LIMIT,
    count_by_hour,
    read_kept_text,
    read_timeline,
)
from agent_memory.runtime import AgentMemory
from agent_memory.shapes import ErrorOut

__all__ = ["KeptTextOut", "add_timeline_routes"]


class KeptTextOut(BaseModel):
    """The text of a notification the noise filter kept."""

    model_config = ConfigDict(extra="forbid")

    context_id: int
    app_name: str | None
    title: str
    subtitle: str
    body: str
    body_truncated: bool


def add_timeline_routes(app: FastAPI, memory: AgentMemory) -> None:
    """Register ``/v1/timeline``, ``/v1/timeline/hourly``, ``/v1/clock`` and the text endpoint."""

    errors: dict[int | str, dict[str, Any]] = {
        401: {"model": ErrorOut, "description": "Missing or wrong bearer token (TCP mode)."},
        422: {"description": "The request is invalid; the message names the field."},
    }
    text_errors: dict[int | str, dict[str, Any]] = {
        **errors,
        403: {"model": ErrorOut, "description": "Withheld: the filter did not keep it."},
        404: {"model": ErrorOut, "description": "No shard holds it (unknown, purged, cleaned)."},
    }
    directory = DataLayout(memory.settings.data_dir).notifications

    @app.get("/v1/timeline", responses=errors)
    async def timeline(
        day: Annotated[
            date | None, Query(description="Device-local date; the newest record's if omitted.")
        ] = None,
        after: Annotated[int, Query(ge=0, description="Previous page's next_after.")] = 0,
        limit: Annotated[int, Query(ge=1, le=MAX_TIMELINE_LIMIT)] = 50,
    ) -> dict[str, Any]:
        """Return one page of one device-local day: times, apps, verdicts, actions; no text."""
        page = await asyncio.to_thread(
            read_timeline,
            directory,
            day,
            after=after,
            limit=limit,
            memory_cursor=memory.context.memory_cursor.context_id,
            mask_secrets=memory.settings.mask_secrets,
        )
        out = page.to_json()
        await _mark_forgotten(memory, out["items"])
        return out

    @app.get("/v1/timeline/hourly", responses=errors)
    async def hourly(
        hours: Annotated[int, Query(ge=1, le=744, description="Window length, hours.")] = 168,
    ) -> dict[str, Any]:
        """Return records per UTC hour by verdict over the ``hours`` before the service's now."""
        counts = await asyncio.to_thread(
            count_by_hour,
            directory,
            memory.clock.now(),
            hours=hours,
            memory_cursor=memory.context.memory_cursor.context_id,
        )
        return counts.to_json()

    @app.get("/v1/clock", responses=errors)
    async def clock() -> dict[str, str]:
        """Return the service's clock (UTC), the time that decides expiry."""
        return {"now": memory.clock.now().isoformat()}

    @app.get(
        "/v1/notifications/{context_id}/text",
        responses=text_errors,
        response_model=KeptTextOut,
    )
    async def kept_text(context_id: int) -> Any:
        """Return the title, subtitle and body of a notification the noise filter kept.

        Refused (403, naming the verdict only) for a notification the filter dropped (one-time
        code, secret, marketing, scam, system), one folded into such a notification, one not
        processed yet and one whose decision left the trail.
        """
        try:
            text = await asyncio.to_thread(
                read_kept_text,
                directory,
                context_id,
                memory_cursor=memory.context.memory_cursor.context_id,
                mask_secrets=memory.settings.mask_secrets,
            )
        except InvalidInput as exc:
            if exc.field != "verdict":
                raise
            return JSONResponse({"detail": str(exc), "field": "verdict"}, status_code=403)
        if text is None:
            return JSONResponse(
                {"detail": f"No shard holds notification {context_id}.", "field": "context_id"},
                status_code=404,
            )
        return KeptTextOut(**text.to_json())


async def _mark_forgotten(memory: AgentMemory, items: list[dict[str, Any]]) -> None:
    """Add ``"forgotten": true`` to each item's memory that was forgotten since (no link then).

    The trail keeps the memory a notification made; a memory the user forgot later has a
    tombstone in its store (``docs/formats/memory-store.md``, table ``forgotten``).
    """
    seen: dict[tuple[str, str], bool] = {}
    for item in items:
        made = item.get("memory")
        if made is None:
            continue
        key = (str(made["store"]), str(made["id"]))
        if key not in seen:
            seen[key] = await memory.stores.is_forgotten(StoreName(key[0]), key[1])
        made["forgotten"] = seen[key]
