"""The inspector: a local page showing what the pipeline did, and the read endpoints it uses.

:func:`add_inspector` registers, on the API app built by :func:`agent_memory.api.create_app`:

- the page: ``GET /inspector`` and its script and style (:data:`PAGE_PATHS`), static files
  from this package that hold no data, so they are served without the bearer token; the
  page asks for the token, keeps it in the tab's ``sessionStorage`` and sends it as an
  ``Authorization`` header on every call (never in a URL);
- the read endpoints (``docs/formats/timeline.md``): ``GET /v1/timeline`` (one device-local day
  of notifications, paged, verdicts and actions without text), ``GET /v1/timeline/hourly``
  (records per hour by verdict), ``GET /v1/notifications/{context_id}/text`` (the text of one
  notification the noise filter kept; refused for every other one) and ``GET /v1/clock``.

The page reads nothing but these and the documented API (``/v1/memories``, ``/v1/status``,
``/v1/notifications/{id}/explain``, ``DELETE /v1/memories/{store}/{id}``), so it cannot see
more than any client holding the token.
"""

from __future__ import annotations

from fastapi import FastAPI

from agent_memory.inspector.page import PAGE_PATHS, add_page_routes
from agent_memory.inspector.routes import add_timeline_routes
from agent_memory.runtime import AgentMemory

__all__ = ["PAGE_PATHS", "add_inspector"]


def add_inspector(app: FastAPI, memory: AgentMemory) -> None:
    """Register the inspector page and its read endpoints on ``app`` over runtime ``memory``."""
    add_timeline_routes(app, memory)
    add_page_routes(app)
