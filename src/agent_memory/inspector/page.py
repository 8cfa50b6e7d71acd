"""The inspector page: one static HTML shell, its script and its style, served from the package.

The files hold no data: the script fetches everything from the JSON API with the bearer token
the user types into the page (kept in the tab's ``sessionStorage``, sent as an ``Authorization``
header, never put in a URL). So the shell is served without the token, and a request without
it gets the shell and nothing else. Every asset is local: the Content-Security-Policy sent with
each file allows scripts, styles and fetches from the service itself only, and no inline script.
"""

from __future__ import annotations

from importlib import resources
from typing import Final

from fastapi import FastAPI
from fastapi.responses import Response

__all__ = ["PAGE_PATHS", "add_page_routes"]

_FILES: Final = {
    "/inspector": ("index.html", "text/html; charset=utf-8"),
    "/inspector/inspector.js": ("inspector.js", "text/javascript; charset=utf-8"),
    "/inspector/inspector.css": ("inspector.css", "text/css; charset=utf-8"),
}

PAGE_PATHS: Final = frozenset(_FILES)
"""The paths served without the bearer token (static files that hold no data)."""

_HEADERS: Final = {
    "content-security-policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'"
    ),
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "cache-control": "no-cache",
}


def add_page_routes(app: FastAPI) -> None:
    """Register ``GET /inspector`` and its two assets on ``app`` (read from the package once)."""
    static = resources.files("agent_memory.inspector") / "static"
    for path, (name, media_type) in _FILES.items():
        content = (static / name).read_bytes()
        _add(app, path, content, media_type)


def _add(app: FastAPI, path: str, content: bytes, media_type: str) -> None:
    async def _serve() -> Response:
        return Response(content, media_type=media_type, headers=_HEADERS)

    app.add_api_route(path, _serve, methods=["GET"], include_in_schema=False)
