"""The local HTTP API: a FastAPI face over :class:`~agent_memory.runtime.AgentMemory`.

Where it listens (:func:`serve`): a Unix domain socket with mode 0600 by default (only the
service's user can connect; no token needed), or TCP on 127.0.0.1 with a bearer token read from a
file (``docs/formats/api-token.md``). Another interface is refused unless ``allow_remote`` is set
explicitly.

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

Errors: a bad request is 422 with ``{"detail": sentence, "field": name}`` (or FastAPI's
validation list), an unknown lease or memory 404, missing or wrong token 401, a storage failure
503. Messages never carry notification or memory text.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
import os
import secrets
import socket
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import Body, FastAPI, Query, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.base import BaseHTTPMiddleware, RequestResponseEndpoint
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agent_memory.ble.dumpsys import iter_dumpsys_records
from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.formats import decode_json_notification, decode_notification_line
from agent_memory.errors import (
    AgentMemoryError,
    DecodeError,
    IdConflict,
    InvalidInput,
    LeaseNotFound,
    LifecycleError,
    MemoryNotFound,
    StorageError,
    StorageFull,
)
from agent_memory.layout import make_private_dir, open_private, tighten_private_file
from agent_memory.memory.model import (
    DEFAULT_EXPIRY,
    DeviceMemoryRecord,
    MemoryKind,
    MemoryRecord,
    MemorySource,
    NewMemory,
    StoreName,
)
from agent_memory.memory.recall import RecallQuery
from agent_memory.runtime import MAX_LIST_LIMIT, AgentMemory
from agent_memory.settings import Settings

__all__ = ["MAX_NOTIFICATIONS_PER_REQUEST", "bind_socket", "create_app", "read_or_create_token"]

MAX_NOTIFICATIONS_PER_REQUEST = 1000
"""Most notifications one publish request may carry."""

_BACKLOG = 128
"""Pending connections queued by the kernel; listening starts at bind, so a client that connects
before the server loop accepts waits instead of being refused."""

_MAX_EXPIRY = timedelta(days=3653)
"""Latest expiry the API accepts for a saved memory: 10 years ahead."""

_log = logging.getLogger("agent_memory.api")


# ---------------------------------------------------------------------------- wire models


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class EpisodeOut(_Model):
    """A stored episode: its id and status."""

    id: str
    status: str


class PublishOut(_Model):
    """What a publish did."""

    accepted: int
    persisted: int
    duplicates: int
    first_event_id: int
    last_event_id: int
    gaps: list[dict[str, Any]]


class LeaseIn(_Model):
    """A lease's length."""

    ttl_s: float | None = Field(None, gt=0, le=3600, description="Seconds; default 30.")


class LeaseOut(_Model):
    """A foreground lease."""

    lease_id: str
    expires_in_s: float


def _both_stores() -> list[Literal["temporary", "long_term", "device"]]:
    return ["temporary", "long_term"]


class RecallIn(_Model):
    """A recall query: a question in any language (see ``memory/query.py``).

    ``stores`` may name ``device`` too; ``at`` (ISO 8601 with a UTC offset) recalls as of that
    time: a memory expired then is not returned, and "tomorrow" is the day after ``at``'s own
    local date.
    """

    query: str = Field(min_length=1, max_length=2000)
    limit: int = Field(10, ge=1, le=100)
    stores: list[Literal["temporary", "long_term", "device"]] = Field(
        default_factory=_both_stores, min_length=1
    )
    kinds: list[MemoryKind] = Field(default_factory=list)
    at: datetime | None = None


class MemoryOut(_Model):
    """A Temporary or Long-Term memory."""

    id: str
    store: Literal["temporary", "long_term"]
    revision: int
    kind: str
    content: str
    subject: str | None
    entities: list[str]
    status: str
    created_at: datetime
    updated_at: datetime
    expires_at: datetime | None
    reinforcement_count: int
    source: dict[str, Any]


class SaveIn(_Model):
    """A memory the agent saves."""

    content: str = Field(min_length=1, max_length=500)
    kind: MemoryKind = MemoryKind.OTHER
    store: Literal["temporary", "long_term"] = "temporary"
    subject: str | None = Field(None, max_length=200)
    entities: list[str] = Field(default_factory=list, max_length=32)
    expires_at: datetime | None = Field(
        None, description="With a UTC offset; the store's default lifetime if omitted."
    )


class SaveOut(_Model):
    """What a save did."""

    action: Literal["created", "reinforced"]
    memory: MemoryOut


class DeviceMemoryOut(_Model):
    """A Device Memory record (written by the EpisodeProcessor from finished episodes)."""

    id: str
    store: Literal["device"]
    revision: int
    type: str
    content: str
    evidence: list[dict[str, Any]]
    app_package: str | None
    status: str
    created_at: datetime
    updated_at: datetime
    reinforcement_count: int
    last_reinforced_at: datetime | None
    goal: str | None = None
    steps: list[dict[str, Any]] = Field(default_factory=list)
    app_version: str | None = None
    confidence: float = 0.5
    linked_id: str | None = None
    history: list[dict[str, Any]] = Field(default_factory=list)


AnyMemoryOut = Annotated[MemoryOut | DeviceMemoryOut, Field(discriminator="store")]


class RecallHitOut(_Model):
    """One recall hit (a Temporary/Long-Term memory or a Device Memory, by ``store``)."""

    score: float
    memory: AnyMemoryOut


class RecallOut(_Model):
    """Recall hits, best first."""

    hits: list[RecallHitOut]


class MemoriesOut(_Model):
    """A page of memories, newest update first."""

    memories: list[AnyMemoryOut]


class ErrorOut(_Model):
    """An error: one sentence and the field it concerns."""

    detail: str
    field: str | None = None


def _memory_out(record: MemoryRecord) -> MemoryOut:
    return MemoryOut(
        id=record.id,
        store="long_term" if record.store is StoreName.LONG_TERM else "temporary",
        revision=record.revision,
        kind=record.kind.value,
        content=record.content,
        subject=record.subject,
        entities=list(record.entities),
        status=record.status.value,
        created_at=record.created_at,
        updated_at=record.updated_at,
        expires_at=record.expires_at,
        reinforcement_count=record.reinforcement_count,
        source=record.source.to_json_dict(),
    )


def _device_memory_out(record: DeviceMemoryRecord) -> DeviceMemoryOut:
    return DeviceMemoryOut(
        id=record.id,
        store="device",
        revision=record.revision,
        type=record.type.value,
        content=record.content,
        evidence=[{"episode_id": e.episode_id, "steps": list(e.steps)} for e in record.evidence],
        app_package=record.app_package,
        status=record.status.value,
        created_at=record.created_at,
        updated_at=record.updated_at,
        reinforcement_count=record.reinforcement_count,
        last_reinforced_at=record.last_reinforced_at,
        goal=record.goal,
        steps=[step.to_json() for step in record.steps],
        app_version=record.app_version,
        confidence=record.confidence,
        linked_id=record.linked_id,
        history=[revision.to_json() for revision in record.history],
    )


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


class _BearerToken(BaseHTTPMiddleware):
    def __init__(self, app: Any, token: str) -> None:
        super().__init__(app)
        self._expected = f"Bearer {token}".encode()

    async def dispatch(self, request: Request, call_next: RequestResponseEndpoint) -> Response:
        given = request.headers.get("authorization", "").encode()
        if not hmac.compare_digest(given, self._expected):
            return JSONResponse(
                {"detail": "A valid bearer token is required; read it from the token file."},
                status_code=401,
            )
        return await call_next(request)


class _BodyLimit:
    """Answer 413 to a request whose body is larger than ``max_bytes``, reading at most that.

    A declared ``Content-Length`` above the limit is refused before any of the body is read; a
    body without one (chunked) is read up to the limit and refused at the first byte beyond
    it. Either way the endpoint never runs, so nothing of the request is published or saved,
    and what earlier requests stored is untouched. A body within the limit is handed on
    unchanged (it is buffered here, as the endpoint would read it whole anyway).
    """

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self._app = app
        self._max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "DELETE", "OPTIONS"):
            await self._app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None and declared > self._max_bytes:
            await self._refuse(scope, receive, send, declared)
            return
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body += message.get("body", b"")
            if len(body) > self._max_bytes:
                await self._refuse(scope, receive, send, None)
                return
            if not message.get("more_body", False):
                break
        delivered = False

        async def _replay() -> Message:
            nonlocal delivered
            if delivered:
                return await receive()
            delivered = True
            return {"type": "http.request", "body": bytes(body), "more_body": False}

        await self._app(scope, _replay, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, size: int | None) -> None:
        _log.warning(
            "api.body_too_large",
            extra={"path": scope["path"], "declared_bytes": size, "max_bytes": self._max_bytes},
        )
        answer = JSONResponse(
            {
                "detail": (
                    f"The request body is larger than {self._max_bytes} bytes "
                    "(api_max_body_bytes); send a smaller body (fewer notifications per "
                    "publish). Nothing of this request was stored or acted on."
                ),
                "field": "body",
            },
            status_code=413,
            headers={"connection": "close"},
        )
        await answer(scope, receive, send)


def _content_length(scope: Scope) -> int | None:
    """Return the request's declared ``Content-Length``, or ``None`` if absent or malformed."""
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


def create_app(memory: AgentMemory, *, token: str | None = None) -> FastAPI:
    """Build the API over an open runtime.

    Args:
        memory: The runtime the endpoints call (one method each).
        token: Bearer token every request must carry, or ``None`` (Unix socket mode).

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
        app.add_middleware(_BearerToken, token=token)
    app.add_middleware(_BodyLimit, max_bytes=memory.settings.api_max_body_bytes)

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
        status = 500
        if isinstance(exc, LeaseNotFound | MemoryNotFound):
            status = 404
        elif isinstance(exc, InvalidInput):
            status = 422
        elif isinstance(exc, LifecycleError | IdConflict):
            status = 409
        elif isinstance(exc, StorageFull):
            status = 507  # Insufficient Storage: retry when space returns
        elif isinstance(exc, StorageError):
            status = 503
        field = "memory_id" if isinstance(exc, MemoryNotFound) else getattr(exc, "field", None)
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
        return _publish_out(await memory.publish_notifications(events))

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
        events = _decode_text(text, datetime.now(UTC))
        return _publish_out(await memory.publish_notifications(events))

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
        held = await memory.begin_foreground(None if lease is None else lease.ttl_s)
        return LeaseOut(lease_id=held.lease_id, expires_in_s=held.expires_in_s)

    @app.put(
        "/v1/foreground/{lease_id}",
        responses={**_BODY_ERRORS, 404: {"model": ErrorOut, "description": "Lease ended."}},
    )
    async def renew_foreground(lease_id: str, lease: LeaseIn | None = None) -> LeaseOut:
        """Renew a lease before it expires."""
        held = await memory.renew_foreground(lease_id, None if lease is None else lease.ttl_s)
        return LeaseOut(lease_id=held.lease_id, expires_in_s=held.expires_in_s)

    @app.delete(
        "/v1/foreground/{lease_id}",
        status_code=204,
        responses={**_ERRORS, 404: {"model": ErrorOut, "description": "Lease ended."}},
    )
    async def end_foreground(lease_id: str) -> Response:
        """End a lease; the idle timer restarts when no foreground work is left."""
        await memory.end_foreground(lease_id)
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
    return app


def _publish_out(report: Any) -> PublishOut:
    return PublishOut(
        accepted=report.accepted,
        persisted=report.persisted,
        duplicates=report.duplicates,
        first_event_id=report.first_event_id,
        last_event_id=report.last_event_id,
        gaps=[gap.to_json() for gap in report.gaps],
    )


def _decode_text(text: str, now: datetime) -> list[NotificationEvent]:
    """Decode a text body; any bad line rejects the whole body (nothing is published)."""
    stripped = text.lstrip()
    events: list[NotificationEvent] = []
    if stripped.startswith("Current Notification") or "NotificationRecord(" in text:
        for record in iter_dumpsys_records(text, received_at=now):
            if record.error is not None:
                raise InvalidInput(
                    f"Dump record at line {record.line} was not accepted: {record.error} "
                    "Nothing was published.",
                    field="body",
                )
            events.extend(record.events)
        return events
    count = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        count += 1
        if count > MAX_NOTIFICATIONS_PER_REQUEST:
            raise InvalidInput(
                f"At most {MAX_NOTIFICATIONS_PER_REQUEST} notifications per request; split it.",
                field="body",
            )
        try:
            events.extend(decode_notification_line(line, default_received_at=now, line=number))
        except DecodeError as exc:
            raise InvalidInput(
                f"Line {number} was not accepted: {exc} Nothing was published.",
                field=f"body:{number}",
            ) from exc
    if count == 0:
        raise InvalidInput("The body holds no notification line.", field="body")
    return events


# ---------------------------------------------------------------------------- listening


def read_or_create_token(path: Path) -> str:
    """Return the bearer token in ``path``, creating it (mode 0600, 32 random bytes) if absent.

    Format: ``docs/formats/api-token.md``. The file is written atomically before it is used. An
    existing file that others can read is set to 0600 and reported as a
    ``layout.open_to_others`` warning (its path and old mode, never the token): the token may
    already be known to another user, so replace it when that warning appears.

    Raises:
        StorageError: The file cannot be read or created.
        InvalidInput: The file exists but holds fewer than 16 characters.
    """
    try:
        if not path.exists():
            if not path.parent.exists():
                make_private_dir(path.parent)
            tmp = path.with_name(path.name + ".tmp")
            fd = open_private(tmp, os.O_WRONLY | os.O_TRUNC)
            with os.fdopen(fd, "w", encoding="ascii") as handle:
                handle.write(secrets.token_urlsafe(32) + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
        else:
            tighten_private_file(path)
        token = path.read_text(encoding="utf-8").strip()
    except OSError as exc:
        raise StorageError(
            "The API token file cannot be read or created; check its permissions.",
            path=str(path),
        ) from exc
    if len(token) < 16:
        raise InvalidInput(
            "The API token file holds fewer than 16 characters; write a longer token.",
            field="api_token_file",
        )
    return token


def bind_socket(settings: Settings) -> tuple[socket.socket, str, str | None]:
    """Open the listening socket the settings ask for.

    Unix socket mode (``api_host`` unset): bind ``settings.socket_path`` with mode 0600 (the
    umask is tightened around the bind, so the socket is never reachable by others). TCP mode:
    bind ``api_host:api_port`` (loopback only unless ``allow_remote``) and read the token.

    Returns:
        The bound, listening socket, a description (``unix:<path>`` or ``http://host:port``)
        and the token (``None`` in Unix socket mode).

    Raises:
        InvalidInput: A non-loopback host without ``allow_remote``.
        StorageError: The socket cannot be bound.
    """
    if settings.api_host is None:
        path = settings.socket_path
        try:
            if not path.parent.exists():
                make_private_dir(path.parent)
            if path.is_socket():
                path.unlink()
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            old = os.umask(0o177)
            try:
                sock.bind(str(path))
            finally:
                os.umask(old)
            os.chmod(path, 0o600)
            sock.listen(_BACKLOG)
        except OSError as exc:
            raise StorageError(
                "The API socket cannot be bound; check the path and that no other service uses it.",
                path=str(path),
            ) from exc
        return sock, f"unix:{path}", None
    host = settings.api_host
    if not settings.allow_remote and not _is_loopback(host):
        raise InvalidInput(
            f"The API host {host!r} is not a loopback address; use 127.0.0.1, or set "
            "allow_remote to serve on another interface on purpose.",
            field="api_host",
        )
    token = read_or_create_token(settings.token_path)
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, settings.api_port))
        sock.listen(_BACKLOG)
    except OSError as exc:
        sock.close()
        raise StorageError(
            f"The API port {settings.api_port} on {host} cannot be bound; is it in use?"
        ) from exc
    port = sock.getsockname()[1]
    if not _is_loopback(host):
        # allow_remote was set: say so loudly, every start (issue: a silent 0.0.0.0 bind).
        _log.warning(
            "api.remote_bind",
            extra={
                "address": f"{host}:{port}",
                "reason": "the API answers on a non-loopback interface; every host that can "
                "reach it may call it with the token",
            },
        )
    return sock, f"http://{host}:{port}", token


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
