"""Where and how the local API listens: socket, token and the guards in front of the app.

:func:`bind_socket` opens a Unix domain socket with mode 0600 by default (only the service's
user can connect; no token needed), or TCP on 127.0.0.1 with a bearer token read from a file
(:func:`read_or_create_token`, ``docs/formats/api-token.md``). Another interface is refused
unless ``allow_remote`` is set explicitly. :class:`BearerToken` and :class:`BodyLimit` are the
middlewares :func:`agent_memory.api.create_app` puts in front of the endpoints.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
import os
import secrets
import socket
from pathlib import Path
from typing import Any

from fastapi import Request, Response
from fastapi.responses import JSONResponse
from starlette.middleware.base import BaseHTTPMiddleware, RequestResponseEndpoint
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agent_memory.errors import InvalidInput, StorageError
from agent_memory.layout import make_private_dir, replace_private_file, tighten_private_file
from agent_memory.settings import Settings

__all__ = [
    "BearerToken",
    "BodyLimit",
    "bind_socket",
    "read_or_create_token",
    "served_host_names",
]

_BACKLOG = 128
"""Pending connections queued by the kernel; listening starts at bind, so a client that connects
before the server loop accepts waits instead of being refused."""

_log = logging.getLogger("agent_memory.api")


class BearerToken(BaseHTTPMiddleware):
    """Answer 401 unless the request carries ``Authorization: Bearer <token>`` (TCP mode).

    Args:
        app: The app it guards.
        token: The expected token (``docs/formats/api-token.md``); compared in constant time.
        open_paths: Paths answered to a ``GET`` without the token: static files that hold no
            data (the inspector page, :data:`agent_memory.inspector.PAGE_PATHS`).
    """

    def __init__(self, app: Any, token: str, open_paths: frozenset[str] = frozenset()) -> None:
        super().__init__(app)
        self._expected = token.encode()
        self._open_paths = open_paths

    async def dispatch(self, request: Request, call_next: RequestResponseEndpoint) -> Response:
        """Check the token, then hand the request on."""
        if request.method == "GET" and request.url.path in self._open_paths:
            return await call_next(request)
        # The scheme name is case-insensitive (RFC 9110, section 11.1); the token is not.
        scheme, _, given = request.headers.get("authorization", "").partition(" ")
        if scheme.lower() != "bearer" or not hmac.compare_digest(
            given.strip().encode(), self._expected
        ):
            return JSONResponse(
                {"detail": "A valid bearer token is required; read it from the token file."},
                status_code=401,
            )
        return await call_next(request)


class BodyLimit:
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
        """Refuse an oversized body with 413, else hand the request on unchanged."""
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
            replace_private_file(path, (secrets.token_urlsafe(32) + "\n").encode("ascii"))
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


def check_api_host(settings: Settings) -> None:
    """Refuse a TCP host that is not loopback unless ``allow_remote`` says so.

    Called by :func:`bind_socket`, and by ``serve`` before the runtime opens, so that a refused
    start neither creates a data directory nor runs recovery and the cleaners.

    Raises:
        InvalidInput: A non-loopback ``api_host`` without ``allow_remote`` (field ``api_host``).
    """
    host = settings.api_host
    if host is not None and not settings.allow_remote and not _is_loopback(host):
        raise InvalidInput(
            f"The API host {host!r} is not a loopback address; use 127.0.0.1, or set "
            "allow_remote to serve on another interface on purpose.",
            field="api_host",
        )


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
    check_api_host(settings)
    host = settings.api_host
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


def served_host_names(settings: Settings) -> list[str] | None:
    """Return the ``Host`` header values a TCP service on loopback answers, or ``None`` for any.

    A page of another site that a browser resolves to 127.0.0.1 (DNS rebinding) sends its own
    name in ``Host``; refusing names other than the loopback ones keeps such a page from even
    loading the inspector's shell (the data needs the token regardless). With ``allow_remote``
    on a non-loopback interface the callers' names are not known: ``None`` (no check). In Unix
    socket mode no browser can connect, so there is nothing to check either.

    Returns:
        The names, IPv6 literals in brackets as they appear in ``Host`` (RFC 9110 section 7.2),
        for Starlette's ``TrustedHostMiddleware``; or ``None``.
    """
    host = settings.api_host
    if host is None or not _is_loopback(host):
        return None
    names = ["127.0.0.1", "localhost", "[::1]"]
    literal = f"[{host}]" if ":" in host else host
    if literal not in names:
        names.append(literal)
    return names


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
