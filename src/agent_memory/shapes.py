"""The JSON shapes every face writes: memories, publish answers, status and errors, defined once.

The API (:mod:`agent_memory.api`) and the CLI (``agent-memory memories``, ``recall``,
``status``) write the same objects for the same things; both build them here. Every shape
carries ids, counts, states and reasons; memory shapes carry the memory's own content (that is
what a listing is for), status and error shapes never carry notification or memory text.

Errors are classified once, next to their tree: :mod:`agent_memory.error_status`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from agent_memory.engine.privacy import PrivacyReport
from agent_memory.memory.model import DeviceMemoryRecord, MemoryKind, MemoryRecord, StoreName
from agent_memory.notifications.context import ContextStatus
from agent_memory.notifications.intake import PublishReport
from agent_memory.storage import StorageLevel
from agent_memory.worker import WorkerStatus

__all__ = [
    "AnyMemoryOut",
    "DeviceMemoryOut",
    "EpisodeOut",
    "ErrorOut",
    "LeaseIn",
    "LeaseOut",
    "MemoriesOut",
    "MemoryOut",
    "PublishOut",
    "RecallHitOut",
    "RecallIn",
    "RecallOut",
    "RuntimeStatus",
    "SaveIn",
    "SaveOut",
    "context_status_json",
    "device_memory_json",
    "memory_json",
    "publish_out",
]


# ------------------------------------------------------------------- the API's wire models


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


# Request bodies of the API.


class LeaseIn(_Model):
    """A lease's length."""

    ttl_s: float | None = Field(None, gt=0, le=3600, description="Seconds; default 30.")


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


# Answers.


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


class LeaseOut(_Model):
    """A foreground lease."""

    lease_id: str
    expires_in_s: float


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


# ------------------------------------------------------------------- builders


def publish_out(report: PublishReport) -> PublishOut:
    """Return what a publish did as the API answers it (counts, event ids, gaps; no text)."""
    return PublishOut(
        accepted=report.accepted,
        persisted=report.persisted,
        duplicates=report.duplicates,
        first_event_id=report.first_event_id,
        last_event_id=report.last_event_id,
        gaps=[gap.to_json() for gap in report.gaps],
    )


def memory_json(record: MemoryRecord, now: datetime | None = None) -> dict[str, Any]:
    """Return a Temporary or Long-Term memory as JSON (times ISO 8601 with offset, UTC).

    The shape of ``MemoryOut``; ``store`` is ``temporary`` or ``long_term``.

    Args:
        record: The record.
        now: When given, ``status`` is the record's state then (``expired`` once past
            ``expires_at``, though the cleaner has not deleted it yet: what the shell's
            listings show); else the stored status.
    """
    return {
        "id": record.id,
        "store": "long_term" if record.store is StoreName.LONG_TERM else "temporary",
        "revision": record.revision,
        "kind": record.kind.value,
        "content": record.content,
        "subject": record.subject,
        "entities": list(record.entities),
        "status": record.status.value if now is None else record.state_at(now),
        "created_at": record.created_at.isoformat(),
        "updated_at": record.updated_at.isoformat(),
        "expires_at": None if record.expires_at is None else record.expires_at.isoformat(),
        "reinforcement_count": record.reinforcement_count,
        "source": record.source.to_json_dict(),
    }


def device_memory_json(record: DeviceMemoryRecord) -> dict[str, Any]:
    """Return a Device Memory record as JSON (``DeviceMemoryOut``; times ISO 8601, UTC)."""
    return {
        "id": record.id,
        "store": "device",
        "revision": record.revision,
        "type": record.type.value,
        "content": record.content,
        "evidence": [{"episode_id": e.episode_id, "steps": list(e.steps)} for e in record.evidence],
        "app_package": record.app_package,
        "status": record.status.value,
        "created_at": record.created_at.isoformat(),
        "updated_at": record.updated_at.isoformat(),
        "reinforcement_count": record.reinforcement_count,
        "last_reinforced_at": None
        if record.last_reinforced_at is None
        else record.last_reinforced_at.isoformat(),
        "goal": record.goal,
        "steps": [step.to_json() for step in record.steps],
        "app_version": record.app_version,
        "confidence": record.confidence,
        "linked_id": record.linked_id,
        "history": [revision.to_json() for revision in record.history],
    }


def context_status_json(status: ContextStatus) -> dict[str, Any]:
    """Return the notification context's status as JSON (the ``context`` of ``/v1/status``).

    ``source_cursor`` is ``{"generation", "event_id"}`` or ``None``; ``memory_cursor`` the
    context id the processors are at; ``recoveries`` what recovery repaired, oldest first.
    """
    cursor = status.source_cursor
    return {
        "source_cursor": None
        if cursor is None
        else {"generation": cursor.generation, "event_id": cursor.event_id},
        "memory_cursor": status.memory_cursor.context_id,
        "next_context_id": status.next_context_id,
        "pending": status.pending,
        "shards": list(status.shards),
        "writes_enabled": status.writes_enabled,
        "gaps": [gap.to_json() for gap in status.gaps],
        "recoveries": list(status.recoveries),
    }


@dataclass(frozen=True, slots=True)
class RuntimeStatus:
    """Everything ``status`` shows: cursors, pending, gaps, storage, worker, provider, usage.

    Attributes:
        context: Cursors, pending count, gaps, shards, writes.
        worker: Worker and per-processor state.
        storage_level: The storage level (``None`` before the first check).
        free_bytes: Free space measured at the last check, bytes.
        privacy: Whether extraction text leaves the device, and where it goes.
        provider: ``fallback`` or ``openai``; ``model`` its model name.
        model: The model name, or ``None``.
        totals: Outcomes by action since start, plus ``llm_calls``, ``prompt_tokens`` and
            ``completion_tokens``.
        foreground_leases: API leases open now.
    """

    context: ContextStatus
    worker: WorkerStatus
    storage_level: StorageLevel | None
    free_bytes: int | None
    privacy: PrivacyReport
    provider: str
    model: str | None
    totals: dict[str, int]
    foreground_leases: int

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict (ids, counts, states and reasons only)."""
        return {
            "context": context_status_json(self.context),
            "worker": {
                "state": self.worker.state,
                "foreground_depth": self.worker.foreground_depth,
                "idle_in_s": round(self.worker.idle_in_s, 3),
                "windows": self.worker.windows,
                "processors": [
                    {
                        "name": p.name,
                        "state": p.state,
                        "pending": p.pending,
                        "batches": p.batches,
                        "processed": p.processed,
                        "failures": p.failures,
                        "cancelled": p.cancelled,
                        "last_error_kind": p.last_error_kind,
                        "backoff_remaining_s": round(p.backoff_remaining_s, 3),
                    }
                    for p in self.worker.processors
                ],
            },
            "storage": {
                "level": None if self.storage_level is None else self.storage_level.name.lower(),
                "free_bytes": self.free_bytes,
            },
            "model": {
                "provider": self.provider,
                "model": self.model,
                "on_device": self.privacy.on_device,
                "destination": self.privacy.destination,
                "statement": self.privacy.statement,
            },
            "totals": dict(self.totals),
            "foreground_leases": self.foreground_leases,
        }
