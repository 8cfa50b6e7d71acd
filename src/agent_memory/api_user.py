"""The user-control endpoints of the local API: forget, purge, process now, explain.

Registered on the app by :func:`add_user_routes` (called from
:func:`agent_memory.api.create_app`); each endpoint calls one runtime method, and errors reach
the API's one error mapping (``MemoryNotFound`` 404, ``InvalidInput`` 422, ``LifecycleError``
409, ``StorageError`` 503).

- ``DELETE /v1/memories/{store}/{id}``: forget a memory (gone from its store and index at once,
  never made again from the same notifications or episodes).
- ``POST /v1/notifications/purge``: remove notification records from the shards.
- ``POST /v1/process``: run the processors now until nothing is pending.
- ``GET /v1/notifications/{context_id}/explain``: the decision trail of one notification.

Answers carry ids, counts, reasons and times, never notification or memory text.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from fastapi import FastAPI
from pydantic import BaseModel, ConfigDict, Field

from agent_memory.api import ErrorOut
from agent_memory.memory.model import StoreName
from agent_memory.notifications.purge import PurgeSelector
from agent_memory.runtime import AgentMemory

__all__ = ["ForgetOut", "ProcessOut", "PurgeIn", "PurgeOut", "add_user_routes"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ForgottenOut(_Model):
    """One store's tombstone of a forgotten memory."""

    store: str
    memory_id: str
    revision: int
    sources: list[str]
    repeated: bool


class ForgetOut(_Model):
    """What forgetting a memory did, per store that held it."""

    forgotten: list[ForgottenOut]


class ProcessOut(_Model):
    """What processing now did."""

    processed: int
    pending: int
    stalled: list[str]


class PurgeIn(_Model):
    """Which notification records to purge: exactly one of ``app``, ``before``, an id range."""

    app: str | None = Field(None, min_length=1, max_length=256, description="An app id.")
    before: datetime | None = Field(
        None, description="Records received before this time (ISO 8601 with a UTC offset)."
    )
    first_id: int | None = Field(None, ge=1, description="First context_id of the range.")
    last_id: int | None = Field(None, ge=1, description="Last context_id of the range.")


class PurgeOut(_Model):
    """What a purge removed: counts, app ids, id ranges, shard names (never text)."""

    purge_id: int
    count: int
    ranges: list[list[int]]
    apps: dict[str, int]
    shards: list[str]
    pending_removed: int


_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "Missing or wrong bearer token (TCP mode)."},
    422: {"description": "The request is invalid; the message names the field."},
}
_NOT_FOUND: dict[int | str, dict[str, Any]] = {
    **_ERRORS,
    404: {"model": ErrorOut, "description": "No such memory in this store."},
}
_STORAGE: dict[int | str, dict[str, Any]] = {
    **_ERRORS,
    503: {"model": ErrorOut, "description": "A file could not be written; retry."},
}


def add_user_routes(app: FastAPI, memory: AgentMemory) -> None:
    """Register the user-control endpoints on ``app`` over the open runtime ``memory``."""

    @app.delete("/v1/memories/{store}/{memory_id}", responses=_NOT_FOUND)
    async def forget_memory(
        store: Literal["temporary", "long_term", "device"], memory_id: str
    ) -> ForgetOut:
        """Forget a memory: gone from its store and index at once, never made again.

        The notifications or episodes it came from are not turned into it again (a tombstone
        without text is kept: ``docs/formats/memory-store.md``). Forgetting again is a no-op.
        """
        results = await memory.forget_memory(memory_id, StoreName(store))
        return ForgetOut(
            forgotten=[
                ForgottenOut(
                    store=r.store,
                    memory_id=r.memory_id,
                    revision=r.revision,
                    sources=list(r.sources),
                    repeated=r.repeated,
                )
                for r in results
            ]
        )

    @app.post("/v1/notifications/purge", responses=_STORAGE)
    async def purge_notifications(body: PurgeIn) -> PurgeOut:
        """Remove notification records from the shards (one selector); durable when answered.

        Ids are never reused; the purge is recorded in the purge log
        (``docs/formats/notification-purge-log.md``). A selector matching nothing answers
        ``count`` 0 and ``purge_id`` 0.
        """
        selector = PurgeSelector(
            app=body.app, before=body.before, first_id=body.first_id, last_id=body.last_id
        )
        result = await memory.purge_notifications(selector)
        return PurgeOut(**result.to_json())

    @app.get("/v1/notifications/{context_id}/explain", responses=_ERRORS)
    async def explain(context_id: int) -> dict[str, Any]:
        """Return the path one notification took: filter verdict and rule, folding, batch,
        action and reason, the memory it made or changed (ids and revisions) and that memory's
        status now; from the decision trail, without text (``docs/formats/decision-trail.md``).
        """
        return (await memory.explain(context_id)).to_json()

    @app.post("/v1/process", responses=_STORAGE)
    async def process() -> ProcessOut:
        """Run the processors now, without the idle delay, until nothing is pending.

        A foreground lease still comes first (processing waits while one is open). Answers
        when nothing is pending, or when only processors backing off after a failure have work
        (``stalled``).
        """
        report = await memory.process_pending()
        return ProcessOut(
            processed=report.processed, pending=report.pending, stalled=list(report.stalled)
        )
