"""What the per-kind noise tests ask of one text: its label, or its label and reason."""

from __future__ import annotations

from agent_memory.privacy import classify_text


def verdict(body: str, title: str = "", **flags: object) -> tuple[str, str]:
    """Return ``(label, reason)`` of :func:`classify_text` for ``body`` under ``title``;
    ``flags`` are its other keyword arguments (``app_id``, ``category``, ``ongoing``)."""
    found = classify_text(body, title=title, **flags)  # type: ignore[arg-type]
    return found.label, found.reason


def label(body: str, title: str = "", **flags: object) -> str:
    """Return the label of :func:`classify_text` for ``body`` under ``title``."""
    return verdict(body, title, **flags)[0]
