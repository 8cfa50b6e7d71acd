"""The Episode: an immutable trace of one task the agent performed on the device.

Spec: Episode Processor ("Only accepts completed Episodes with device evidence"), Memory and
Recall (``episodes/``: immutable Episode traces). The stored form is described field by field in
``docs/formats/episode.md``; this module is its only reader and writer.

An :class:`Episode` holds the request (``goal``), how the task ended (``status``,
``goal_result``), the device it ran on, its UTC start and end, and its ordered steps. Each
:class:`EpisodeStep` is one tool or UI action with its arguments, the app it targeted, what was
observed, and references to the device evidence behind that observation (:class:`EvidenceRef`: a
tool output, a UI tree or screenshot digest, an API response). The processor cites steps by their
0-based index in ``steps``.

Parsing never echoes the input: a rejected episode raises
:class:`~agent_memory.errors.InvalidInput` naming the field path and rule only.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Annotated, Any, Final

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    field_validator,
    model_validator,
)

from agent_memory.errors import InvalidInput

__all__ = [
    "EPISODE_FORMAT_VERSION",
    "MAX_GOAL_CHARS",
    "MAX_OBSERVATION_CHARS",
    "MAX_STEPS",
    "READABLE_EPISODE_VERSIONS",
    "Episode",
    "EpisodeStatus",
    "EpisodeStep",
    "EvidenceKind",
    "EvidenceRef",
    "GoalResult",
    "StepTarget",
    "parse_episode",
]

EPISODE_FORMAT_VERSION: Final = 2
"""Version of the episode JSON this build writes (``docs/formats/episode.md``); it reads 1 and 2.

Version 2 added the optional step ``target`` (what the evidence recorded the action acted on)
and the optional episode ``app_versions``; a version-1 episode reads with neither.
"""
READABLE_EPISODE_VERSIONS: Final = frozenset({1, 2})
"""Episode format versions this build reads."""
MAX_GOAL_CHARS: Final = 2000
"""Longest goal (the user's request), in characters."""
MAX_OBSERVATION_CHARS: Final = 4000
"""Longest observation of one step, in characters."""
MAX_STEPS: Final = 200
"""Most steps in one episode."""

_ID_PATTERN: Final = r"^[A-Za-z0-9._:\-]{1,128}$"
EpisodeId = Annotated[str, StringConstraints(pattern=_ID_PATTERN)]
ShortText = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=256)]
ArgumentValue = str | int | float | bool | None


class EpisodeStatus(enum.StrEnum):
    """How the task run ended: ``running`` (not ended), ``completed``, ``failed``, ``cancelled``."""

    RUNNING = "running"
    COMPLETED = "completed"
    FAILED = "failed"
    CANCELLED = "cancelled"


class GoalResult(enum.StrEnum):
    """Whether the request was met: ``achieved``, ``partial``, ``failed`` or ``unknown``."""

    ACHIEVED = "achieved"
    PARTIAL = "partial"
    FAILED = "failed"
    UNKNOWN = "unknown"


class EvidenceKind(enum.StrEnum):
    """What a device evidence reference points at."""

    TOOL_OUTPUT = "tool_output"
    UI_TREE = "ui_tree"
    SCREENSHOT = "screenshot"
    API_RESPONSE = "api_response"


class EvidenceRef(BaseModel):
    """One piece of device evidence behind a step's observation.

    Attributes:
        kind: :class:`EvidenceKind`.
        ref: Its id or digest (``sha256:...`` of a UI tree dump or screenshot, a tool call id),
            1-256 characters.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: EvidenceKind
    ref: ShortText


class StepTarget(BaseModel):
    """What a step acted on, as the device evidence (a UI tree dump) recorded it (format v2).

    Attributes:
        text: The element's visible text or content description (``Bluetooth``), or ``None``.
        resource_id: The element's resource id (Android ``com.android.settings:id/switch``) or
            accessibility identifier (iOS), or ``None``.
        screen: The screen it was on: Android activity or iOS view controller / screen title.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: ShortText | None = None
    resource_id: ShortText | None = None
    screen: ShortText | None = None


class EpisodeStep(BaseModel):
    """One action of an episode.

    Attributes:
        action: The tool or UI action (``open_app``, ``tap``, ``type_text``), 1-256 chars.
        arguments: Its arguments, name to scalar value.
        target_app: The app package (Android) or bundle id (iOS) it acted on, or ``None``.
        target: The element and screen it acted on (format v2), or ``None``.
        observation: What was observed or returned, at most 4000 characters.
        evidence: Device evidence for the observation; empty when the step has none.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    action: ShortText
    arguments: dict[str, ArgumentValue] = Field(default_factory=dict)
    target_app: ShortText | None = None
    target: StepTarget | None = None
    observation: Annotated[str, StringConstraints(max_length=MAX_OBSERVATION_CHARS)] = ""
    evidence: tuple[EvidenceRef, ...] = ()


class Episode(BaseModel):
    """An immutable trace of one agent task (format version 1).

    Attributes:
        v: Format version, always :data:`EPISODE_FORMAT_VERSION`.
        episode_id: 1-128 characters of ``A-Z a-z 0-9 . _ : -``; the file name in the store.
        goal: The request the agent worked on, 1-2000 characters.
        status: :class:`EpisodeStatus`.
        goal_result: :class:`GoalResult`.
        device: Free description of the device (model, OS version), at most 256 characters.
        started_at: Start, aware, kept in UTC.
        ended_at: End, aware, kept in UTC, not before ``started_at``; ``None`` only while
            ``running``.
        steps: The steps in order, at most 200.
        app_versions: App package or bundle id to its version name as the device reported it
            during the task (format v2); empty when unknown.

    Raises:
        pydantic.ValidationError: On construction with bad fields (use :func:`parse_episode` for
            a clean :class:`~agent_memory.errors.InvalidInput`).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    v: int = EPISODE_FORMAT_VERSION
    episode_id: EpisodeId
    goal: Annotated[
        str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_GOAL_CHARS)
    ]
    status: EpisodeStatus
    goal_result: GoalResult
    device: Annotated[str, StringConstraints(strip_whitespace=True, max_length=256)] = ""
    started_at: datetime
    ended_at: datetime | None = None
    steps: tuple[EpisodeStep, ...] = Field(default=(), max_length=MAX_STEPS)
    app_versions: dict[ShortText, ShortText] = Field(default_factory=dict, max_length=64)

    @field_validator("v")
    @classmethod
    def _known_version(cls, value: int) -> int:
        if value not in READABLE_EPISODE_VERSIONS:
            raise ValueError(
                "unknown episode format version (this build reads "
                f"{', '.join(str(v) for v in sorted(READABLE_EPISODE_VERSIONS))})"
            )
        return value

    @field_validator("started_at", "ended_at")
    @classmethod
    def _aware_utc(cls, value: datetime | None) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError("times need a UTC offset")
        return value.astimezone(UTC)

    @model_validator(mode="after")
    def _consistent(self) -> Episode:
        if self.status is EpisodeStatus.RUNNING:
            if self.ended_at is not None:
                raise ValueError("a running episode has no ended_at")
        elif self.ended_at is None:
            raise ValueError("an ended episode needs ended_at")
        if self.ended_at is not None and self.ended_at < self.started_at:
            raise ValueError("ended_at is before started_at")
        return self

    @property
    def evidence_steps(self) -> tuple[int, ...]:
        """Return the 0-based indices of the steps that carry device evidence."""
        return tuple(i for i, step in enumerate(self.steps) if step.evidence)

    def to_json_bytes(self) -> bytes:
        """Return the canonical stored form: compact UTF-8 JSON, fields in model order."""
        return self.model_dump_json().encode("utf-8")


def parse_episode(data: Mapping[str, Any] | bytes | str) -> Episode:
    """Validate an episode from a JSON object, or JSON text or bytes.

    Args:
        data: The episode as ``docs/formats/episode.md`` describes it.

    Returns:
        The episode, times in UTC.

    Raises:
        InvalidInput: The input does not fit; ``field`` is the first offending path and the
            message names the rules broken, never the episode's text.
    """
    try:
        if isinstance(data, bytes | str):
            return Episode.model_validate_json(data)
        return Episode.model_validate(dict(data))
    except ValidationError as exc:
        errors = exc.errors(include_input=False, include_url=False)
        paths = [".".join(str(p) for p in e["loc"]) or "episode" for e in errors]
        rules = [
            e["msg"].removeprefix("Value error, ") if e["type"] == "value_error" else e["type"]
            for e in errors
        ]
        listed = "; ".join(f"{p}: {r}" for p, r in list(zip(paths, rules, strict=True))[:5])
        raise InvalidInput(
            f"The episode failed {len(errors)} check(s) ({listed}); fix it and submit it again.",
            field=paths[0],
        ) from None
