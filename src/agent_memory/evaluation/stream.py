"""Labeled notification streams: notifications in any wire format plus what should come of them.

The file format is written down in ``docs/formats/labeled-stream.md``: JSON lines, a header line,
then notification lines (each with an ``expect`` object) and probe lines, in any order. This
module only reads and checks a stream; :mod:`agent_memory.evaluation.driver` runs it and
:mod:`agent_memory.evaluation.scoring` scores the run.

Errors name the file, the line and the field, never the notification text.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Final, Literal

from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.formats import decode_json_notification, decode_notification_line
from agent_memory.errors import DecodeError, InvalidInput

__all__ = [
    "CHANGES",
    "IGNORE_REASONS",
    "NOISE_REASONS",
    "PROBE_KINDS",
    "STREAM_VERSION",
    "Expectation",
    "Fact",
    "LabeledNotification",
    "LabeledStream",
    "Probe",
    "fact_found",
    "load_stream",
    "normalize_text",
    "ordered",
]

STREAM_VERSION: Final = 1
"""The ``version`` a stream header must carry."""

NOISE_REASONS: Final = frozenset({"otp", "secret", "marketing", "scam", "system"})
"""Reasons to ignore that the deterministic noise filter is expected to catch."""

IGNORE_REASONS: Final = NOISE_REASONS | {"chatter", "duplicate", "cancelled"}
"""Every accepted ``expect.why`` of an ``ignore``: noise, plus small talk with nothing to keep,
a replay of an earlier notification, and a notification withdrawn (``removed``) before it was
processed."""

Action = Literal["ignore", "memory", "update", "reinforce", "remove", "promote"]
_ACTIONS: Final = ("ignore", "memory", "update", "reinforce", "remove", "promote")
CHANGES: Final = frozenset({"update", "reinforce", "remove", "promote"})
"""Actions that change the memory an earlier ``memory`` line introduced under the same key."""
PROBE_KINDS: Final = ("expiry", "stale")
"""Probe kinds that must all be answered right: a memory expired (or lived on until its event),
and a superseded value is gone."""
_STORES: Final = ("temporary", "long_term")

Fact = tuple[str, ...]
"""One expected fact: any one of its alternative spellings must occur (see :func:`fact_found`)."""


def normalize_text(text: str) -> str:
    """Return ``text`` NFKC-normalized, case-folded, with whitespace runs collapsed to one space."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def fact_found(fact: Fact, content: str) -> bool:
    """Return whether one alternative of ``fact`` occurs in ``content`` (the matching rule).

    Both sides are normalized by :func:`normalize_text`; an alternative matches when it is a
    substring of the normalized content. Documented in ``docs/formats/labeled-stream.md``.
    """
    text = normalize_text(content)
    return any(normalize_text(alternative) in text for alternative in fact)


@dataclass(frozen=True, slots=True)
class Expectation:
    """What should come of one notification.

    Attributes:
        action: ``ignore`` (nothing stored), ``memory`` (a new memory), ``update`` (a change to
            the memory of ``key``), ``reinforce`` (the same fact again for ``key``), ``remove``
            (``key``'s thing is over: cancelled, delivered, paid, done) or ``promote`` (``key``
            turned out to be a routine: moved to Long-Term).
        why: For ``ignore``: one of :data:`IGNORE_REASONS`.
        key: For the other actions: the stream-local name of the expected memory.
        store: For ``memory``: ``temporary`` or ``long_term`` (``None``: either).
        facts: For ``memory`` and ``update``: facts the memory must contain (after an update,
            they replace the key's earlier facts).
        secrets: Strings that must appear in no store, prompt or log line (codes, passwords).
        case: The handed case this notification stands for (``M4`` ...), or ``None``.
    """

    action: Action
    why: str | None = None
    key: str | None = None
    store: str | None = None
    facts: tuple[Fact, ...] = ()
    secrets: tuple[str, ...] = ()
    case: str | None = None


@dataclass(frozen=True, slots=True)
class LabeledNotification:
    """One notification of a stream with its expectation.

    Attributes:
        id: Stream-local id (unique within the stream).
        line: 1-based line number in the stream file.
        events: The decoded events (one for JSON shapes; a Gadgetbridge line yields one).
        expect: What should come of it.
    """

    id: str
    line: int
    events: tuple[NotificationEvent, ...]
    expect: Expectation

    @property
    def received_at(self) -> datetime:
        """Return the receipt time (UTC) of the notification's first event."""
        return self.events[0].received_at


@dataclass(frozen=True, slots=True)
class Probe:
    """A recall probe: a query at a point in time and whether a memory must come back.

    Attributes:
        id: Stream-local id.
        line: 1-based line number.
        at: When the probe runs (UTC); every notification received at or before it is processed
            first.
        query: The ``recall_memory`` query text.
        expect: ``hit`` (a returned memory contains every fact) or ``miss`` (none does).
        facts: The facts that identify the memory.
        limit: Hits asked for (default 5).
        case: The handed case it stands for, or ``None``.
        kind: ``expiry`` or ``stale`` (see :data:`PROBE_KINDS`), or ``None``.
    """

    id: str
    line: int
    at: datetime
    query: str
    expect: Literal["hit", "miss"]
    facts: tuple[Fact, ...]
    limit: int = 5
    case: str | None = None
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class LabeledStream:
    """A whole labeled stream.

    Attributes:
        name: Stream name from the header.
        path: Where it was read from.
        language: ``en``, ``zh``, ``mixed`` ... (informative).
        description: One line about the simulated user.
        notifications: In file order.
        probes: In file order.
    """

    name: str
    path: Path
    language: str
    description: str
    notifications: tuple[LabeledNotification, ...] = ()
    probes: tuple[Probe, ...] = ()
    cases: tuple[str, ...] = field(default=())

    @property
    def secrets(self) -> tuple[tuple[str, str], ...]:
        """Return ``(notification id, secret)`` for every secret the stream declares."""
        return tuple((n.id, s) for n in self.notifications for s in n.expect.secrets)


def _fail(path: Path, line: int, field_name: str, why: str) -> InvalidInput:
    return InvalidInput(f"{path.name} line {line}: {why}", field=field_name)


def _str(obj: Mapping[str, Any], name: str, path: Path, line: int, *, required: bool) -> str | None:
    value = obj.get(name)
    if value is None:
        if required:
            raise _fail(path, line, name, f"the field {name!r} is missing.")
        return None
    if not isinstance(value, str) or not value:
        raise _fail(path, line, name, f"the field {name!r} must be a non-empty string.")
    return value


def _facts(value: object, path: Path, line: int) -> tuple[Fact, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise _fail(path, line, "facts", "facts must be a list of strings or lists of strings.")
    out: list[Fact] = []
    for entry in value:
        options = entry if isinstance(entry, list) else [entry]
        if not options or not all(isinstance(o, str) and o.strip() for o in options):
            raise _fail(path, line, "facts", "each fact must be a non-empty string or list.")
        out.append(tuple(options))
    return tuple(out)


def _expectation(value: object, path: Path, line: int) -> Expectation:
    if not isinstance(value, dict):
        raise _fail(path, line, "expect", "a notification needs an 'expect' object.")
    action = value.get("action")
    if action not in _ACTIONS:
        raise _fail(path, line, "expect.action", f"expect.action must be one of {_ACTIONS}.")
    why = _str(value, "why", path, line, required=action == "ignore")
    if why is not None and why not in IGNORE_REASONS:
        raise _fail(
            path, line, "expect.why", f"expect.why must be one of {sorted(IGNORE_REASONS)}."
        )
    key = _str(value, "key", path, line, required=action != "ignore")
    store = _str(value, "store", path, line, required=False)
    if store is not None and store not in _STORES:
        raise _fail(path, line, "expect.store", f"expect.store must be one of {_STORES}.")
    facts = _facts(value.get("facts"), path, line)
    if action in ("memory", "update") and not facts:
        raise _fail(path, line, "expect.facts", f"an expected {action} needs at least one fact.")
    secrets = value.get("secrets", [])
    if not isinstance(secrets, list) or not all(isinstance(s, str) and s for s in secrets):
        raise _fail(path, line, "expect.secrets", "expect.secrets must be a list of strings.")
    case = _str(value, "case", path, line, required=False)
    return Expectation(action, why, key, store, facts, tuple(secrets), case)


def _events(obj: Mapping[str, Any], path: Path, line: int) -> tuple[NotificationEvent, ...]:
    wire = obj.get("notification")
    try:
        if isinstance(wire, dict):
            if "received_at" not in wire:
                raise _fail(path, line, "received_at", "a stream notification needs received_at.")
            placeholder = datetime.fromisoformat(str(wire["received_at"]))
            events = [decode_json_notification(wire, received_at=placeholder)]
        elif isinstance(wire, str):
            received = _str(obj, "received_at", path, line, required=True)
            assert received is not None
            at = datetime.fromisoformat(received)
            if at.tzinfo is None:
                raise _fail(path, line, "received_at", "received_at needs a UTC offset.")
            events = decode_notification_line(wire, default_received_at=at, line=line)
        else:
            raise _fail(
                path, line, "notification", "'notification' must be a JSON object or a GB line."
            )
    except DecodeError as exc:
        raise _fail(path, line, exc.field or "notification", str(exc)) from exc
    except ValueError as exc:
        raise _fail(path, line, "received_at", "received_at is not an ISO 8601 time.") from exc
    if not events:
        raise _fail(path, line, "notification", "the line holds no notification.")
    return tuple(events)


def _probe(obj: Mapping[str, Any], path: Path, line: int) -> Probe:
    pid = _str(obj, "probe", path, line, required=True)
    query = _str(obj, "query", path, line, required=True)
    at_text = _str(obj, "at", path, line, required=True)
    assert pid is not None
    assert query is not None
    assert at_text is not None
    try:
        at = datetime.fromisoformat(at_text)
    except ValueError as exc:
        raise _fail(path, line, "at", "'at' is not an ISO 8601 time.") from exc
    if at.tzinfo is None:
        raise _fail(path, line, "at", "'at' needs a UTC offset.")
    expect = obj.get("expect")
    if expect not in ("hit", "miss"):
        raise _fail(path, line, "expect", "a probe's expect must be 'hit' or 'miss'.")
    facts = _facts(obj.get("facts"), path, line)
    if not facts:
        raise _fail(path, line, "facts", "a probe needs at least one fact.")
    limit = obj.get("limit", 5)
    if not isinstance(limit, int) or not 1 <= limit <= 100:
        raise _fail(path, line, "limit", "a probe's limit must be an integer 1-100.")
    case = _str(obj, "case", path, line, required=False)
    kind = _str(obj, "kind", path, line, required=False)
    if kind is not None and kind not in PROBE_KINDS:
        raise _fail(path, line, "kind", f"a probe's kind must be one of {PROBE_KINDS}.")
    return Probe(
        pid, line, at, query, "hit" if expect == "hit" else "miss", facts, limit, case, kind
    )


def load_stream(path: Path) -> LabeledStream:
    """Read and check one labeled stream file (``docs/formats/labeled-stream.md``).

    Args:
        path: The stream file (UTF-8 JSON lines).

    Returns:
        The stream; notifications and probes in file order.

    Raises:
        InvalidInput: The file is not a version-1 stream, a line is malformed, an id repeats, or
            an ``update``/``reinforce``/``remove``/``promote`` names a key no earlier
            ``memory`` introduced. The message
            names the line and ``field`` the field; never the notification text.
        OSError: The file cannot be read.
    """
    header: dict[str, Any] | None = None
    notifications: list[LabeledNotification] = []
    probes: list[Probe] = []
    seen: set[str] = set()
    keys: set[str] = set()
    with path.open(encoding="utf-8") as handle:
        for number, raw in enumerate(handle, start=1):
            text = raw.strip()
            if not text or text.startswith("//"):
                continue
            try:
                obj = json.loads(text)
            except ValueError as exc:
                raise _fail(path, number, "line", "the line is not valid JSON.") from exc
            if not isinstance(obj, dict):
                raise _fail(path, number, "line", "each line must be a JSON object.")
            if header is None:
                if obj.get("version") != STREAM_VERSION or "stream" not in obj:
                    raise _fail(path, number, "version", "the first line must be a v1 header.")
                header = obj
                continue
            if "probe" in obj:
                probe = _probe(obj, path, number)
                ident = probe.id
                probes.append(probe)
            else:
                nid = _str(obj, "id", path, number, required=True)
                assert nid is not None
                expect = _expectation(obj.get("expect"), path, number)
                if expect.action in CHANGES and expect.key not in keys:
                    raise _fail(path, number, "expect.key", "the key has no earlier memory.")
                if expect.key is not None:
                    keys.add(expect.key)
                notifications.append(
                    LabeledNotification(nid, number, _events(obj, path, number), expect)
                )
                ident = nid
            if ident in seen:
                raise _fail(path, number, "id", "the id is used twice in this stream.")
            seen.add(ident)
    if header is None:
        raise InvalidInput(f"{path.name}: the stream is empty.", field="version")
    cases = sorted(
        {n.expect.case for n in notifications if n.expect.case} | {p.case for p in probes if p.case}
    )
    return LabeledStream(
        name=str(header["stream"]),
        path=path,
        language=str(header.get("language", "")),
        description=str(header.get("description", "")),
        notifications=tuple(notifications),
        probes=tuple(probes),
        cases=tuple(cases),
    )


def ordered(stream: LabeledStream) -> Sequence[LabeledNotification]:
    """Return the stream's notifications by receipt time (file order among equal times)."""
    return sorted(stream.notifications, key=lambda n: n.received_at)
