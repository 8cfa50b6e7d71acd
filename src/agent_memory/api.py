"""The local HTTP API: a FastAPI face over :class:`~agent_memory.runtime.AgentMemory`.

Where it listens, the token and the body limit: :mod:`agent_memory.listening`. The response
shapes are those of :mod:`agent_memory.shapes`, which the CLI writes too.

Endpoints (all JSON, under ``/v1``; the OpenAPI schema is at ``/openapi.json``):

- ``POST /v1/notifications``: publish one notification object or a list (any JSON shape of
  ``docs/formats/notification-input.md``); durable when it answers.
- ``POST /v1/notifications/text``: publish a text body (JSON / ``GB(...)`` lines, dumpsys).
- ``POST /v1/foreground``: begin a foreground lease (``ttl_s``); background work yields at once.
- ``PUT /v1/foreground/{lease_id}`` renews it; ``DELETE`` ends it; an ended lease is 404.
- ``POST /v1/recall``: recall live memories.
- ``POST /v1/memories``: save a memory (an equal live memory is reinforced instead).
- ``GET /v1/memories``: list a store's memories (``temporary``, ``long_term`` or ``device``);
  ``GET /v1/memories/{store}/{id}``: one.
- ``GET /v1/status``: cursors, pending, gaps, storage level, worker, provider, privacy, usage.
- The user-control endpoints (:mod:`agent_memory.api_user`): ``DELETE /v1/memories/{store}/{id}``
  (forget), ``POST /v1/notifications/purge``, ``POST /v1/process``,
  ``GET /v1/notifications/{context_id}/explain``.
- The inspector (:mod:`agent_memory.inspector`): the page at ``GET /inspector`` (static, served
  without the token) and its read endpoints ``GET /v1/timeline``, ``GET /v1/timeline/hourly``,
  ``GET /v1/notifications/{context_id}/text`` (a kept notification's text only) and
  ``GET /v1/clock``.

Errors: a bad request is 422 with ``{"detail": sentence, "field": name}`` (or FastAPI's
validation list), an unknown lease or memory 404, missing or wrong token 401, a storage failure
503. Messages never carry notification or memory text.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal

from fastapi import Body, FastAPI, Query, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.trustedhost import TrustedHostMiddleware

from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.formats import decode_json_notification
from agent_memory.error_status import error_status
from agent_memory.errors import (
    AgentMemoryError,
    DecodeError,
    InvalidInput,
    MemoryNotFound,
)
from agent_memory.inspector import PAGE_PATHS, add_inspector
from agent_memory.listening import BearerToken, BodyLimit, served_host_names
from agent_memory.memory.memory_stores import MAX_LIST_LIMIT
from agent_memory.memory.model import (
    DEFAULT_EXPIRY,
    DeviceMemoryRecord,
    MemoryRecord,
    MemorySource,
    NewMemory,
    StoreName,
)
from agent_memory.memory.recall import RecallQuery
from agent_memory.notifications.ingest import decode_text_body
from agent_memory.runtime import AgentMemory
from agent_memory.shapes import (
    AnyMemoryOut,
    DeviceMemoryOut,
    EpisodeOut,
    ErrorOut,
    LeaseIn,
    LeaseOut,
    MemoriesOut,
    MemoryOut,
    PublishOut,
    RecallHitOut,
    RecallIn,
    RecallOut,
    SaveIn,
    SaveOut,
    device_memory_json,
    memory_json,
    publish_out,
)

__all__ = ["MAX_NOTIFICATIONS_PER_REQUEST", "create_app"]

MAX_NOTIFICATIONS_PER_REQUEST = 1000
"""Most notifications one publish request may carry."""

_MAX_EXPIRY = timedelta(days=3653)
"""Latest expiry the API accepts for a saved memory: 10 years ahead."""

_log = logging.getLogger("agent_memory.api")


def _memory_out(record: MemoryRecord) -> MemoryOut:
    return MemoryOut.model_validate(memory_json(record))


def _device_memory_out(record: DeviceMemoryRecord) -> DeviceMemoryOut:
    return DeviceMemoryOut.model_validate(device_memory_json(record))


_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "Missing or wrong bearer token (TCP mode)."},
    422: {"description": "The request is invalid; the message names the field."},
}
_BODY_ERRORS: dict[int | str, dict[str, Any]] = {
    **_ERRORS,
    413: {"model": ErrorOut, "description": "The body is larger than api_max_body_bytes."},
}
_PUBLISH_ERRORS: dict[int | str, dict[str, Any]] = {
    **_BODY_ERRORS,
    507: {
        "model": ErrorOut,
        "description": "Storage is low and writes are off: the notifications were not accepted "
        "(or only the number the message gives); retry when space returns.",
    },
}


# ---------------------------------------------------------------------------- the app


def create_app(memory: AgentMemory, *, token: str | None = None) -> FastAPI:
    """Build the API over an open runtime.

    Args:
        memory: The runtime the endpoints call (one method each).
        token: Bearer token every request must carry, or ``None`` (Unix socket mode). With a
            token on a loopback address, a request whose ``Host`` is not a loopback name is
            answered 400 (:func:`~agent_memory.listening.served_host_names`).

    Returns:
        The FastAPI application.
    """
    app = FastAPI(
        title="agent-memory",
        version="1",
        description="Local API of the agent-memory service.",
    )
    # Added last, so it runs first: an oversized body is refused before anything reads it.
    if token is not None:
        app.add_middleware(BearerToken, token=token, open_paths=PAGE_PATHS)
    app.add_middleware(BodyLimit, max_bytes=memory.settings.api_max_body_bytes)
    hosts = served_host_names(memory.settings) if token is not None else None
    if hosts is not None:
        # Outermost: a request naming another host (DNS rebinding) gets 400 before anything.
        app.add_middleware(TrustedHostMiddleware, allowed_hosts=hosts)

    @app.exception_handler(RequestValidationError)
    async def _request_invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        # FastAPI's default answer repeats the offending input, which may be a notification body
        # or a one-time code: answer with the place and the rule only.
        errors = exc.errors()
        first = errors[0] if errors else {}
        where = ".".join(str(part) for part in first.get("loc", ()) if part != "body") or "body"
        rule = str(first.get("type", "invalid"))
        if rule == "json_invalid":
            # Its location is a character offset into the body, not a field.
            detail = (
                f"The request body is not valid JSON (at character {where}); "
                "nothing of it was stored."
            )
            where = "body"
        else:
            detail = (
                f"The request does not fit the API schema at {where!r} ({rule}); see /openapi.json."
            )
        _log.info(
            "api.request_rejected",
            extra={"path": _request.url.path, "status": 422, "field": where, "rule": rule},
        )
        return JSONResponse({"detail": detail, "field": where}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 400:
            # FastAPI's answer to a body it cannot decode (bytes that are not UTF-8): the same
            # answer as any other body that is not JSON.
            _log.info(
                "api.request_rejected",
                extra={"path": request.url.path, "status": 422, "field": "body", "rule": "utf8"},
            )
            return JSONResponse(
                {
                    "detail": "The request body is not valid UTF-8 JSON; nothing of it was stored.",
                    "field": "body",
                },
                status_code=422,
            )
        return JSONResponse(
            {"detail": exc.detail}, status_code=exc.status_code, headers=exc.headers
        )

    @app.exception_handler(AgentMemoryError)
    async def _agent_memory_error(_request: Request, exc: AgentMemoryError) -> JSONResponse:
        reported = error_status(exc)
        status, field = reported.http, reported.field
        # Our messages never hold notification or memory text; the log keeps the kind only.
        _log.log(
            logging.WARNING if status >= 500 else logging.INFO,
            "api.request_rejected",
            extra={
                "path": _request.url.path,
                "status": status,
                "field": field,
                "error_kind": type(exc).__name__,
            },
        )
        return JSONResponse({"detail": str(exc), "field": field}, status_code=status)

    @app.post("/v1/notifications", responses=_PUBLISH_ERRORS)
    async def publish(
        body: Annotated[
            dict[str, Any] | list[dict[str, Any]],
            Body(description="One notification object or a list of them."),
        ],
    ) -> PublishOut:
        """Publish notifications (any JSON shape); durable when this answers."""
        items = body if isinstance(body, list) else [body]
        if len(items) > MAX_NOTIFICATIONS_PER_REQUEST:
            raise InvalidInput(
                f"At most {MAX_NOTIFICATIONS_PER_REQUEST} notifications per request; split it.",
                field="body",
            )
        now = datetime.now(UTC)
        events: list[NotificationEvent] = []
        for index, item in enumerate(items):
            try:
                events.append(decode_json_notification(item, received_at=now))
            except DecodeError as exc:
                raise InvalidInput(
                    f"Notification {index} was not accepted: {exc} Nothing was published.",
                    field=f"body[{index}].{exc.field}" if exc.field else f"body[{index}]",
                ) from exc
        return publish_out(await memory.publish_notifications(events))

    @app.post(
        "/v1/notifications/text",
        responses=_PUBLISH_ERRORS,
        openapi_extra={
            "requestBody": {
                "required": True,
                "content": {"text/plain": {"schema": {"type": "string"}}},
            }
        },
    )
    async def publish_text(request: Request) -> PublishOut:
        """Publish a text body: JSON or ``GB(...)`` lines, or an ``adb dumpsys`` dump."""
        raw = await request.body()
        # Surrogate escapes keep a character cut in half at the end of a field recognizable
        # (case E11); make_event drops it or turns other bad bytes into U+FFFD.
        text = raw.decode("utf-8", errors="surrogateescape")
        events = decode_text_body(text, datetime.now(UTC), MAX_NOTIFICATIONS_PER_REQUEST)
        return publish_out(await memory.publish_notifications(events))

    @app.post("/v1/episodes", status_code=201, responses=_BODY_ERRORS)
    async def submit_episode(
        body: Annotated[
            dict[str, Any],
            Body(description="One finished task trace (docs/formats/episode.md)."),
        ],
    ) -> EpisodeOut:
        """Store a finished task trace for the EpisodeProcessor; durable when this answers."""
        episode = await memory.record_episode(body)
        return EpisodeOut(id=episode.episode_id, status=str(episode.status))

    @app.post("/v1/foreground", status_code=201, responses=_BODY_ERRORS)
    async def begin_foreground(lease: LeaseIn | None = None) -> LeaseOut:
        """Begin a foreground lease; an in-flight background model call is cancelled."""
        held = await memory.leases.begin(None if lease is None else lease.ttl_s)
        return LeaseOut(lease_id=held.lease_id, expires_in_s=held.expires_in_s)

    @app.put(
        "/v1/foreground/{lease_id}",
        responses={**_BODY_ERRORS, 404: {"model": ErrorOut, "description": "Lease ended."}},
    )
    async def renew_foreground(lease_id: str, lease: LeaseIn | None = None) -> LeaseOut:
        """Renew a lease before it expires."""
        held = await memory.leases.renew(lease_id, None if lease is None else lease.ttl_s)
        return LeaseOut(lease_id=held.lease_id, expires_in_s=held.expires_in_s)

    @app.delete(
        "/v1/foreground/{lease_id}",
        status_code=204,
        responses={**_ERRORS, 404: {"model": ErrorOut, "description": "Lease ended."}},
    )
    async def end_foreground(lease_id: str) -> Response:
        """End a lease; the idle timer restarts when no foreground work is left."""
        await memory.leases.end(lease_id)
        return Response(status_code=204)

    @app.post("/v1/recall", responses=_BODY_ERRORS)
    async def recall(query: RecallIn) -> RecallOut:
        """Recall live memories that answer the question, best first (score 0-1)."""
        if query.at is not None and query.at.tzinfo is None:
            raise InvalidInput("at needs a UTC offset.", field="at")
        hits = await memory.recall(
            RecallQuery(
                query.query,
                stores=tuple(StoreName(s) for s in dict.fromkeys(query.stores)),
                kinds=tuple(query.kinds),
                limit=query.limit,
                at=query.at,
            )
        )
        out: list[RecallHitOut] = []
        for hit in hits:
            record = hit.record
            shown: MemoryOut | DeviceMemoryOut = (
                _device_memory_out(record)
                if isinstance(record, DeviceMemoryRecord)
                else _memory_out(record)
            )
            out.append(RecallHitOut(score=hit.score, memory=shown))
        return RecallOut(hits=out)

    @app.post("/v1/memories", status_code=201, responses=_BODY_ERRORS)
    async def save(candidate: SaveIn) -> SaveOut:
        """Save a memory; an equal live memory is reinforced instead of duplicated."""
        now = memory.clock.now()
        if candidate.expires_at is not None and candidate.expires_at.tzinfo is None:
            raise InvalidInput("expires_at needs a UTC offset.", field="expires_at")
        if candidate.expires_at is not None and not (
            now < candidate.expires_at <= now + _MAX_EXPIRY
        ):
            raise InvalidInput(
                "expires_at must be in the future and at most 10 years ahead, with a UTC offset.",
                field="expires_at",
            )
        new = NewMemory(
            kind=candidate.kind,
            content=candidate.content,
            source=MemorySource("agent"),
            subject=candidate.subject,
            entities=tuple(candidate.entities),
            expires_at=DEFAULT_EXPIRY if candidate.expires_at is None else candidate.expires_at,
        )
        result = await memory.save_memory(new, StoreName(candidate.store))
        return SaveOut(action=result.action, memory=_memory_out(result.record))

    @app.get("/v1/memories", responses=_ERRORS)
    async def list_memories(
        store: Literal["temporary", "long_term", "device"] = "temporary",
        limit: Annotated[int, Query(ge=1, le=MAX_LIST_LIMIT)] = 50,
        include_inactive: bool = False,
    ) -> MemoriesOut:
        """List a store's memories, newest update first.

        ``include_inactive`` adds removed and expired records (Device Memory never expires).
        """
        if store == "device":
            device = await memory.list_device_memories(
                limit=limit, include_inactive=include_inactive
            )
            return MemoriesOut(memories=[_device_memory_out(r) for r in device])
        records = await memory.list_memories(
            StoreName(store), limit=limit, include_inactive=include_inactive
        )
        return MemoriesOut(memories=[_memory_out(r) for r in records])

    @app.get(
        "/v1/memories/{store}/{memory_id}",
        responses={**_ERRORS, 404: {"model": ErrorOut, "description": "No such memory."}},
    )
    async def get_memory(
        store: Literal["temporary", "long_term", "device"], memory_id: str
    ) -> AnyMemoryOut:
        """Return one memory of any store (any status)."""
        if store == "device":
            device = await memory.get_device_memory(memory_id)
            if device is None:
                raise MemoryNotFound("No memory has this id in this store.", memory_id=memory_id)
            return _device_memory_out(device)
        record = await memory.get_memory(StoreName(store), memory_id)
        if record is None:
            raise MemoryNotFound("No memory has this id in this store.", memory_id=memory_id)
        return _memory_out(record)

    @app.get("/v1/status", responses=_ERRORS)
    async def status() -> dict[str, Any]:
        """Return cursors, pending, gaps, storage level, worker, provider, privacy and usage."""
        return (await memory.status()).to_json()

    from agent_memory.api_user import add_user_routes  # it imports this module's shapes

    add_user_routes(app, memory)
    add_inspector(app, memory)
    return app
