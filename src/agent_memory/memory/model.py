"""The memory record model (spec: Memory and Recall; Notification Processor; Episode Processor).

Temporary and Long-Term Memory share one retrievable record format, :class:`MemoryRecord`
(spec: "Temporary and Long-Term use the same retrievable record format"). Device Memory keeps its
own schema, :class:`DeviceMemoryRecord`, written only by the episode processor.

What a caller hands a store is smaller than what the store keeps: :class:`NewMemory` (or
:class:`NewDeviceMemory`) for a create and :class:`MemoryChanges` (or
:class:`DeviceMemoryChanges`) for an update. The store adds id, revision, times, reinforcement
and status. Every limit below is checked on construction and raises
:class:`~agent_memory.errors.InvalidInput` naming the field, never echoing the text.

Limits (``docs/formats/memory-store.md`` repeats them):

* ``memory_id``: 1-128 characters from ``A-Z a-z 0-9 . _ : -``.
* ``content``: 1-:data:`MAX_CONTENT_CHARS` characters after stripping (a memory is one short
  statement, not a document); no NUL.
* ``subject``: at most :data:`MAX_SUBJECT_CHARS` characters; ``thing_key`` at most
  :data:`MAX_THING_KEY_CHARS`.
* ``entities``: at most :data:`MAX_ENTITIES` names of at most :data:`MAX_ENTITY_CHARS` each.
* All times are aware datetimes, kept in UTC with microsecond precision.
"""

from __future__ import annotations

import enum
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Final, TypeVar

from agent_memory.errors import InvalidInput

__all__ = [
    "DEFAULT_EXPIRY",
    "MAX_CONTENT_CHARS",
    "MAX_ENTITIES",
    "MAX_ENTITY_CHARS",
    "MAX_HISTORY",
    "MAX_PROCEDURE_STEPS",
    "MAX_SUBJECT_CHARS",
    "MAX_THING_KEY_CHARS",
    "TYPED_TEXT",
    "DefaultExpiry",
    "DeviceEvidence",
    "DeviceMemoryChanges",
    "DeviceMemoryRecord",
    "DeviceMemoryType",
    "DeviceRevision",
    "MemoryChanges",
    "MemoryKind",
    "MemoryRecord",
    "MemorySource",
    "MemoryStatus",
    "NewDeviceMemory",
    "NewMemory",
    "ProcedureStep",
    "StoreName",
    "check_memory_id",
    "check_revision",
    "enum_value",
    "goal_key",
    "to_utc",
]

MAX_CONTENT_CHARS: Final = 500
"""Longest ``content`` in characters (Unicode code points) after stripping."""
MAX_SUBJECT_CHARS: Final = 200
"""Longest ``subject`` in characters."""
MAX_THING_KEY_CHARS: Final = 200
"""Longest ``thing_key`` in characters."""
MAX_ENTITIES: Final = 20
"""Most entity names on one record."""
MAX_ENTITY_CHARS: Final = 100
"""Longest entity name in characters."""

MAX_PROCEDURE_STEPS: Final = 200
"""Most steps one Device Memory procedure holds (an episode's step limit)."""
MAX_HISTORY: Final = 10
"""Most earlier revisions a Device Memory keeps in ``history`` (oldest dropped first)."""
TYPED_TEXT: Final = "<typed text>"
"""What a procedure step holds in place of text the agent typed (a password, a code, a name)."""

_ID_RE: Final = re.compile(r"[A-Za-z0-9._:\-]{1,128}")


class StoreName(enum.StrEnum):
    """The three stores of the spec's ``memory/`` layout; the value is the directory name."""

    TEMPORARY = "temporary"
    LONG_TERM = "long_term"
    DEVICE = "device"


class MemoryKind(enum.StrEnum):
    """What a Temporary or Long-Term record states.

    * ``fact``: something true about the user's world (``Parcel arrives Friday``).
    * ``preference``: what the user likes or wants (``Prefers aisle seats``).
    * ``rule``: a standing instruction (``Never call after 22:00``).
    * ``event``: something dated that happens or happened (``Dentist Thu 16:30``).
    * ``task``: something the user has to do (``Pay the parking fine``).
    * ``contact``: who someone is to the user (``Alex is the flatmate``).
    * ``other``: none of the above.
    """

    FACT = "fact"
    PREFERENCE = "preference"
    RULE = "rule"
    EVENT = "event"
    TASK = "task"
    CONTACT = "contact"
    OTHER = "other"


class DeviceMemoryType(enum.StrEnum):
    """What a Device Memory record knows about the device (spec: Episode Processor).

    * ``app_usage``: how an app is used (``Payments live under the Me tab``).
    * ``ui_path``: a working sequence of steps to reach a screen or action.
    * ``rule``: a rule learned from episodes (``Confirm before sending money``).
    * ``failure``: something that fails and how to avoid it.
    * ``setting``: a device or app setting and its value.
    * ``other``: none of the above.
    """

    APP_USAGE = "app_usage"
    UI_PATH = "ui_path"
    RULE = "rule"
    FAILURE = "failure"
    SETTING = "setting"
    OTHER = "other"


class MemoryStatus(enum.StrEnum):
    """Lifecycle of a stored record: ``active`` until a remove makes it a ``removed`` tombstone."""

    ACTIVE = "active"
    REMOVED = "removed"


class DefaultExpiry(enum.Enum):
    """Sentinel type: "use the store's configured lifetime" (``None`` already means "never")."""

    DEFAULT = "default"


DEFAULT_EXPIRY: Final = DefaultExpiry.DEFAULT
"""Use the target store's default lifetime (Temporary 7 days, auto Long-Term 90 days)."""


def to_utc(value: datetime, field_name: str) -> datetime:
    """Return ``value`` converted to UTC.

    Raises:
        InvalidInput: If ``value`` is naive (no tzinfo), or its UTC time falls outside the
            years 1-9999 that ``datetime`` can hold (year 1 with a positive offset).
    """
    if value.tzinfo is None:
        raise InvalidInput(f"The time in {field_name} must be timezone-aware.", field=field_name)
    try:
        return value.astimezone(UTC)
    except OverflowError as exc:
        raise InvalidInput(
            f"The time in {field_name} has no UTC equivalent; use a year between 1000 and 9999.",
            field=field_name,
        ) from exc


def goal_key(goal: str) -> str:
    """Return the form two goals are "the same goal" by: NFKC, case-folded, whitespace collapsed.

    ``"Turn on  Bluetooth"`` and ``"turn on bluetooth"`` share a key; a paraphrase
    (``"enable bluetooth"``) does not (that is the model's judgement, not the store's).
    """
    return " ".join(unicodedata.normalize("NFKC", goal).casefold().split())


def check_memory_id(memory_id: str, field_name: str = "memory_id") -> str:
    """Return ``memory_id`` if it is a valid id.

    Raises:
        InvalidInput: If it is not 1-128 characters of ``A-Z a-z 0-9 . _ : -``.
    """
    if not isinstance(memory_id, str) or _ID_RE.fullmatch(memory_id) is None:
        raise InvalidInput(
            "A memory id must be 1-128 characters of letters, digits, '.', '_', ':' or '-'.",
            field=field_name,
        )
    return memory_id


E = TypeVar("E", bound=enum.Enum)


def enum_value(cls: type[E], value: object, field_name: str) -> E:
    """Return ``cls(value)``.

    Raises:
        InvalidInput: If ``value`` is not one of the enum's values (the message lists them).
    """
    try:
        return cls(value)
    except ValueError as exc:
        allowed = ", ".join(str(m.value) for m in cls)
        raise InvalidInput(
            f"The field {field_name} must be one of: {allowed}.", field=field_name
        ) from exc


def _check_text(value: str, field_name: str, limit: int, *, required: bool) -> str:
    if not isinstance(value, str):
        raise InvalidInput(f"The field {field_name} must be a string.", field=field_name)
    text = value.strip()
    if required and not text:
        raise InvalidInput(f"The field {field_name} must not be empty.", field=field_name)
    if len(text) > limit:
        raise InvalidInput(
            f"The field {field_name} is longer than {limit} characters; shorten it.",
            field=field_name,
        )
    if "\x00" in text:
        raise InvalidInput(f"The field {field_name} must not contain NUL.", field=field_name)
    return text


def _check_entities(entities: Sequence[str]) -> tuple[str, ...]:
    if isinstance(entities, str):
        raise InvalidInput("The field entities must be a list of names.", field="entities")
    if len(entities) > MAX_ENTITIES:
        raise InvalidInput(f"A record names at most {MAX_ENTITIES} entities.", field="entities")
    return tuple(_check_text(e, "entities", MAX_ENTITY_CHARS, required=True) for e in entities)


def _check_revision(revision: int, field_name: str = "expected_revision") -> int:
    if isinstance(revision, bool) or not isinstance(revision, int) or revision < 1:
        raise InvalidInput("A revision is an integer of at least 1.", field=field_name)
    return revision


@dataclass(frozen=True, slots=True)
class MemorySource:
    """Where a memory came from: the scenario and the ids of its evidence.

    Attributes:
        scenario: ``notification``, ``episode``, ``agent`` (save_memory) or ``promotion``.
        context_ids: Notification ``context_id`` values the memory was drawn from.
        app_ids: App ids (bundle id / package name) of those notifications.
        episode_ids: Episode ids, for memories drawn from episodes.
    """

    scenario: str
    context_ids: tuple[int, ...] = ()
    app_ids: tuple[str, ...] = ()
    episode_ids: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _check_text(self.scenario, "source.scenario", 64, required=True)
        object.__setattr__(self, "context_ids", tuple(int(c) for c in self.context_ids))
        object.__setattr__(self, "app_ids", tuple(str(a) for a in self.app_ids))
        object.__setattr__(self, "episode_ids", tuple(str(e) for e in self.episode_ids))

    def to_json_dict(self) -> dict[str, Any]:
        """Return the JSON object stored in the ``source`` column."""
        return {
            "scenario": self.scenario,
            "context_ids": list(self.context_ids),
            "app_ids": list(self.app_ids),
            "episode_ids": list(self.episode_ids),
        }

    @classmethod
    def from_json_dict(cls, data: Mapping[str, Any]) -> MemorySource:
        """Build a source from the stored JSON object."""
        return cls(
            scenario=str(data.get("scenario", "")) or "unknown",
            context_ids=tuple(data.get("context_ids", ())),
            app_ids=tuple(data.get("app_ids", ())),
            episode_ids=tuple(data.get("episode_ids", ())),
        )


@dataclass(frozen=True, slots=True)
class NewMemory:
    """What a create puts into a Temporary or Long-Term store.

    Attributes:
        kind: What the record states (:class:`MemoryKind`).
        content: One short statement, 1-500 characters (stripped on construction).
        source: Where it came from.
        subject: Optional short topic (``dentist``), at most 200 characters.
        entities: Optional names the record is about (people, places, apps).
        expires_at: Aware expiry time (kept in UTC); ``None`` for never (Long-Term only);
            :data:`DEFAULT_EXPIRY` for the store's configured lifetime from the write time.
        thing_key: The real-world thing the memory is about (``flight:UA857:2026-05-14``,
            ``order:4471-2209``), at most 200 characters, or ``None``. The same key from any
            app or batch finds this memory (``MemoryStores.find_by_thing``).

    Raises:
        InvalidInput: If a field breaks its limit.
    """

    kind: MemoryKind
    content: str
    source: MemorySource
    subject: str | None = None
    entities: tuple[str, ...] = ()
    expires_at: datetime | DefaultExpiry | None = DEFAULT_EXPIRY
    thing_key: str | None = None

    def __post_init__(self) -> None:
        if self.thing_key is not None:
            key = _check_text(self.thing_key, "thing_key", MAX_THING_KEY_CHARS, required=False)
            object.__setattr__(self, "thing_key", key or None)
        object.__setattr__(self, "kind", enum_value(MemoryKind, self.kind, "kind"))
        object.__setattr__(
            self, "content", _check_text(self.content, "content", MAX_CONTENT_CHARS, required=True)
        )
        if self.subject is not None:
            subject = _check_text(self.subject, "subject", MAX_SUBJECT_CHARS, required=False)
            object.__setattr__(self, "subject", subject or None)
        object.__setattr__(self, "entities", _check_entities(self.entities))
        if isinstance(self.expires_at, datetime):
            object.__setattr__(self, "expires_at", to_utc(self.expires_at, "expires_at"))


@dataclass(frozen=True, slots=True)
class MemoryChanges:
    """The fields an update replaces; a field left at ``None`` keeps its value.

    Attributes:
        kind: New kind, or ``None``.
        content: New content, or ``None``.
        subject: New subject, or ``None`` (use ``""`` to clear it).
        entities: New entity list, or ``None``.
        expires_at: New expiry (aware), ``None`` to keep it; pass :data:`DEFAULT_EXPIRY` to
            restart the store's default lifetime from the update time.
        source: New source, or ``None``.
        thing_key: New thing key, or ``None`` (use ``""`` to clear it).

    Raises:
        InvalidInput: If a field breaks its limit or nothing would change.
    """

    kind: MemoryKind | None = None
    content: str | None = None
    subject: str | None = None
    entities: tuple[str, ...] | None = None
    expires_at: datetime | DefaultExpiry | None = None
    source: MemorySource | None = None
    thing_key: str | None = None

    def __post_init__(self) -> None:
        if self.thing_key is not None:
            key = _check_text(self.thing_key, "thing_key", MAX_THING_KEY_CHARS, required=False)
            object.__setattr__(self, "thing_key", key)
        if self.kind is not None:
            object.__setattr__(self, "kind", enum_value(MemoryKind, self.kind, "kind"))
        if self.content is not None:
            content = _check_text(self.content, "content", MAX_CONTENT_CHARS, required=True)
            object.__setattr__(self, "content", content)
        if self.subject is not None:
            subject = _check_text(self.subject, "subject", MAX_SUBJECT_CHARS, required=False)
            object.__setattr__(self, "subject", subject)
        if self.entities is not None:
            object.__setattr__(self, "entities", _check_entities(self.entities))
        if isinstance(self.expires_at, datetime):
            object.__setattr__(self, "expires_at", to_utc(self.expires_at, "expires_at"))
        if all(
            getattr(self, name) is None
            for name in (
                "kind",
                "content",
                "subject",
                "entities",
                "expires_at",
                "source",
                "thing_key",
            )
        ):
            raise InvalidInput("An update must change at least one field.", field="changes")


@dataclass(frozen=True, slots=True)
class MemoryRecord:
    """A stored Temporary or Long-Term memory, as a read returns it.

    Attributes:
        id: Caller-chosen id (processors) or store-assigned id (save_memory).
        revision: Starts at 1; every update, reinforce and remove adds 1.
        store: :attr:`StoreName.TEMPORARY` or :attr:`StoreName.LONG_TERM`.
        kind, content, subject, entities, source: As created or last updated.
        created_at, updated_at: UTC times of the create and of the last write.
        expires_at: UTC expiry, or ``None`` for never. An expired record is never recalled.
        reinforcement_count: How many reinforces it has had (0 after create).
        last_reinforced_at: UTC time of the last reinforce, or ``None``.
        status: ``active`` or ``removed``.
        thing_key: The real-world thing it is about, or ``None`` (see :class:`NewMemory`).
    """

    id: str
    revision: int
    store: StoreName
    kind: MemoryKind
    content: str
    subject: str | None
    entities: tuple[str, ...]
    source: MemorySource
    created_at: datetime
    updated_at: datetime
    expires_at: datetime | None
    reinforcement_count: int
    last_reinforced_at: datetime | None
    status: MemoryStatus
    thing_key: str | None = None

    def is_live(self, now: datetime) -> bool:
        """Return whether the record is active and not expired at ``now`` (aware)."""
        return self.status is MemoryStatus.ACTIVE and (
            self.expires_at is None or self.expires_at > now
        )

    def state_at(self, now: datetime) -> str:
        """Return ``active``, ``expired`` (active, past ``expires_at`` at ``now``) or ``removed``.

        What a listing shows: the stored ``status`` says ``active`` until the cleaner deletes an
        expired record, but recall already leaves it out (case M9).
        """
        if self.status is MemoryStatus.REMOVED:
            return MemoryStatus.REMOVED.value
        return "active" if self.is_live(now) else "expired"


@dataclass(frozen=True, slots=True)
class DeviceEvidence:
    """One episode a Device Memory rests on, and the step indices in it (0-based)."""

    episode_id: str
    steps: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        _check_text(self.episode_id, "evidence.episode_id", 128, required=True)
        steps = tuple(int(s) for s in self.steps)
        if any(s < 0 for s in steps):
            raise InvalidInput("Episode step indices are 0 or more.", field="evidence.steps")
        object.__setattr__(self, "steps", steps)


def _check_evidence(evidence: Sequence[DeviceEvidence]) -> tuple[DeviceEvidence, ...]:
    items = tuple(evidence)
    if not all(isinstance(e, DeviceEvidence) for e in items):
        raise InvalidInput("Evidence must be DeviceEvidence items.", field="evidence")
    return items


def _short_or_none(value: str | None, field_name: str) -> str | None:
    if value is None:
        return None
    return _check_text(value, field_name, 256, required=False) or None


@dataclass(frozen=True, slots=True)
class ProcedureStep:
    """One replayable step of a Device Memory procedure: the action and what it acted on.

    Built by the episode processor from an episode step's ``target`` (or its ``text`` /
    ``resource_id`` arguments) as the device evidence recorded it; never from the model's words.
    Typed text is never kept: a typing action's ``text`` is :data:`TYPED_TEXT`.

    Attributes:
        action: The action (``open_app``, ``tap``, ``type_text``), 1-256 characters.
        text: The element's text (``Bluetooth``), :data:`TYPED_TEXT`, or ``None``.
        resource_id: The element's resource id or accessibility identifier, or ``None``.
        screen: The screen (activity, view controller, title), or ``None``.
        app: The app package or bundle id, or ``None``.

    Raises:
        InvalidInput: A field is empty where required or longer than 256 characters.
    """

    action: str
    text: str | None = None
    resource_id: str | None = None
    screen: str | None = None
    app: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "action", _check_text(self.action, "steps.action", 256, required=True)
        )
        for name in ("text", "resource_id", "screen", "app"):
            object.__setattr__(self, name, _short_or_none(getattr(self, name), f"steps.{name}"))

    def key(self) -> tuple[str, str | None, str | None]:
        """Return what makes two steps the same path step: action, text, resource id."""
        return (self.action.casefold(), self.text, self.resource_id)

    def render(self) -> str:
        """Return one readable line: ``tap "Bluetooth" [id] on Screen``."""
        parts = [self.action]
        if self.text is not None:
            parts.append(self.text if self.text == TYPED_TEXT else f'"{self.text}"')
        if self.resource_id is not None:
            parts.append(f"[{self.resource_id}]")
        if self.screen is not None:
            parts.append(f"on {self.screen}")
        elif self.app is not None and self.action == "open_app":
            parts.append(self.app)
        return " ".join(parts)

    def to_json(self) -> dict[str, Any]:
        """Return the stored form (``docs/formats/memory-store.md``, column ``steps``)."""
        return {
            "action": self.action,
            "text": self.text,
            "resource_id": self.resource_id,
            "screen": self.screen,
            "app": self.app,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ProcedureStep:
        """Build a step from its stored form."""
        return cls(
            action=str(data["action"]),
            text=data.get("text"),
            resource_id=data.get("resource_id"),
            screen=data.get("screen"),
            app=data.get("app"),
        )


def _check_steps(steps: Sequence[ProcedureStep]) -> tuple[ProcedureStep, ...]:
    items = tuple(steps)
    if not all(isinstance(s, ProcedureStep) for s in items):
        raise InvalidInput("Steps must be ProcedureStep items.", field="steps")
    if len(items) > MAX_PROCEDURE_STEPS:
        raise InvalidInput(f"A procedure holds at most {MAX_PROCEDURE_STEPS} steps.", field="steps")
    return items


def _check_confidence(value: float | None) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0.0 <= value <= 1.0:
        raise InvalidInput("A confidence is a number from 0 to 1.", field="confidence")
    return round(float(value), 4)


@dataclass(frozen=True, slots=True)
class DeviceRevision:
    """An earlier state of a Device Memory, kept in its ``history`` when a write replaced it.

    Attributes:
        revision: The revision it had.
        content: Its content then.
        steps: Its procedure steps then.
        app_version: The app version it was learned on, or ``None``.
        confidence: Its confidence then.
        replaced_at: UTC time of the write that replaced it.
    """

    revision: int
    content: str
    steps: tuple[ProcedureStep, ...]
    app_version: str | None
    confidence: float
    replaced_at: datetime

    def to_json(self) -> dict[str, Any]:
        """Return the stored form (one item of the ``history`` column)."""
        return {
            "revision": self.revision,
            "content": self.content,
            "steps": [s.to_json() for s in self.steps],
            "app_version": self.app_version,
            "confidence": self.confidence,
            "replaced_at": self.replaced_at.astimezone(UTC).isoformat(),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> DeviceRevision:
        """Build a revision from its stored form."""
        return cls(
            revision=int(data["revision"]),
            content=str(data["content"]),
            steps=tuple(ProcedureStep.from_json(s) for s in data.get("steps", ())),
            app_version=data.get("app_version"),
            confidence=float(data.get("confidence", 0.0)),
            replaced_at=datetime.fromisoformat(str(data["replaced_at"])).astimezone(UTC),
        )


@dataclass(frozen=True, slots=True)
class NewDeviceMemory:
    """What a create puts into the Device Memory store.

    Attributes:
        type: What it knows (:class:`DeviceMemoryType`).
        content: One short statement, 1-500 characters.
        evidence: Episodes (and their steps) it was learned from.
        app_package: The app (Android package / iOS bundle id) it is about, or ``None``.
        goal: The goal (request) it serves, as the episode stated it, or ``None``; recall and
            the one-memory-per-goal-and-app rule match on it.
        steps: For a ``ui_path``: the replayable steps; empty otherwise.
        app_version: The app version it was learned on, or ``None`` when unknown.
        confidence: 0-1; how far the agent should trust it (the processor's rules,
            ``docs/formats/memory-store.md``).
        linked_id: For a failure: the procedure it broke; ``None`` otherwise.

    Raises:
        InvalidInput: If a field breaks its limit.
    """

    type: DeviceMemoryType
    content: str
    evidence: tuple[DeviceEvidence, ...] = ()
    app_package: str | None = None
    goal: str | None = None
    steps: tuple[ProcedureStep, ...] = ()
    app_version: str | None = None
    confidence: float = 0.5
    linked_id: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "type", enum_value(DeviceMemoryType, self.type, "type"))
        object.__setattr__(
            self, "content", _check_text(self.content, "content", MAX_CONTENT_CHARS, required=True)
        )
        object.__setattr__(self, "evidence", _check_evidence(self.evidence))
        if self.app_package is not None:
            package = _check_text(self.app_package, "app_package", 256, required=False)
            object.__setattr__(self, "app_package", package or None)
        if self.goal is not None:
            goal = _check_text(self.goal, "goal", MAX_CONTENT_CHARS, required=False)
            object.__setattr__(self, "goal", goal or None)
        object.__setattr__(self, "steps", _check_steps(self.steps))
        object.__setattr__(self, "app_version", _short_or_none(self.app_version, "app_version"))
        object.__setattr__(self, "confidence", _check_confidence(self.confidence))
        if self.linked_id is not None:
            check_memory_id(self.linked_id, "linked_id")


@dataclass(frozen=True, slots=True)
class DeviceMemoryChanges:
    """The Device Memory fields an update replaces; ``None`` keeps a field.

    ``""`` clears ``app_package``, ``goal`` or ``app_version``. ``reinforced`` counts one more
    confirming episode (``reinforcement_count`` + 1) in the same write. A write that changes
    ``content`` or ``steps`` keeps the state it replaces in ``history``.

    Raises:
        InvalidInput: If a field breaks its limit or nothing would change.
    """

    type: DeviceMemoryType | None = None
    content: str | None = None
    evidence: tuple[DeviceEvidence, ...] | None = None
    app_package: str | None = None
    goal: str | None = None
    steps: tuple[ProcedureStep, ...] | None = None
    app_version: str | None = None
    confidence: float | None = None
    linked_id: str | None = None
    reinforced: bool = False

    def __post_init__(self) -> None:
        if self.type is not None:
            object.__setattr__(self, "type", enum_value(DeviceMemoryType, self.type, "type"))
        if self.content is not None:
            content = _check_text(self.content, "content", MAX_CONTENT_CHARS, required=True)
            object.__setattr__(self, "content", content)
        if self.evidence is not None:
            object.__setattr__(self, "evidence", _check_evidence(self.evidence))
        if self.app_package is not None:
            package = _check_text(self.app_package, "app_package", 256, required=False)
            object.__setattr__(self, "app_package", package)
        if self.goal is not None:
            object.__setattr__(
                self, "goal", _check_text(self.goal, "goal", MAX_CONTENT_CHARS, required=False)
            )
        if self.steps is not None:
            object.__setattr__(self, "steps", _check_steps(self.steps))
        if self.app_version is not None:
            version = _check_text(self.app_version, "app_version", 256, required=False)
            object.__setattr__(self, "app_version", version)
        object.__setattr__(self, "confidence", _check_confidence(self.confidence))
        if self.linked_id is not None:
            check_memory_id(self.linked_id, "linked_id")
        if not self.reinforced and all(
            getattr(self, name) is None
            for name in (
                "type",
                "content",
                "evidence",
                "app_package",
                "goal",
                "steps",
                "app_version",
                "confidence",
                "linked_id",
            )
        ):
            raise InvalidInput("An update must change at least one field.", field="changes")


@dataclass(frozen=True, slots=True)
class DeviceMemoryRecord:
    """A stored Device Memory record.

    Attributes:
        id: The episode processor's id for it.
        revision: Starts at 1; every update, reinforce and remove adds 1.
        type, content, evidence, app_package: As created or last updated.
        goal, steps, app_version, confidence, linked_id: See :class:`NewDeviceMemory`.
        history: Earlier states replaced by updates, oldest first (at most
            :data:`MAX_HISTORY`).
        created_at, updated_at: UTC times.
        reinforcement_count: Reinforces so far; ``last_reinforced_at`` the last one (UTC).
        status: ``active`` or ``removed``.
    """

    id: str
    revision: int
    type: DeviceMemoryType
    content: str
    evidence: tuple[DeviceEvidence, ...]
    app_package: str | None
    created_at: datetime
    updated_at: datetime
    reinforcement_count: int
    last_reinforced_at: datetime | None
    status: MemoryStatus
    goal: str | None = None
    steps: tuple[ProcedureStep, ...] = ()
    app_version: str | None = None
    confidence: float = 0.5
    linked_id: str | None = None
    history: tuple[DeviceRevision, ...] = ()
    store: StoreName = field(default=StoreName.DEVICE)


def check_revision(revision: int) -> int:
    """Return ``revision`` if it is an int of at least 1.

    Raises:
        InvalidInput: Otherwise.
    """
    return _check_revision(revision)
