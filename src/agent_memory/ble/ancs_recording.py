"""Replay a recorded ANCS byte stream through :class:`~agent_memory.ble.ancs.AncsSession`.

A recording is a text file, one GATT event per line, written by the BLE transport when asked
(``AncsLink(record_to=...)``) or by hand for tests. ``docs/formats/ancs-recording.md`` describes
it; in short::

    # comment
    2025-03-01T09:15:00Z connect s1
    2025-03-01T09:15:00Z ns 00 18 04 01 1a 00 00 00
    2025-03-01T09:15:00Z cp 00 1a 00 00 00 00 01 00 02 ...
    2025-03-01T09:15:01Z ds 00 1a 00 00 00 00 13 00 63 6f ...
    2025-03-01T09:20:00Z disconnect

``ns``/``ds`` are Notification Source and Data Source values as received; ``cp`` is a Control
Point write the client made (on replay, the session's own write must equal it); ``cp_error`` a
Control Point write error; ``timeout`` the transport giving up on a response. Replaying the same
file always yields the same events, which is how the session is tested without hardware.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableMapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from agent_memory.ble.ancs import AncsSession
from agent_memory.ble.event import NotificationEvent
from agent_memory.clock import ManualClock
from agent_memory.errors import DecodeError

__all__ = ["AncsReplay", "format_recording_line", "replay_ancs_file", "replay_ancs_recording"]

_VERBS_WITH_BYTES: Final = frozenset({"ns", "ds", "cp"})
_VERBS: Final = _VERBS_WITH_BYTES | {"connect", "disconnect", "cp_error", "timeout"}
_MAX_HEX_BYTES: Final = 1 << 17


@dataclass(slots=True)
class AncsReplay:
    """What a replayed recording produced.

    Attributes:
        events: Events in the order the sessions emitted them.
        event_lines: For each event, the 1-based number of the recording line whose replay
            emitted it (the line that completed its attributes, or that closed its session).
        writes: ``(session_id, bytes)`` Control Point writes the sessions made, in order.
        errors: One :class:`DecodeError` per rejected line (``line`` set), in order.
        sessions: Session ids in connection order.
    """

    events: list[NotificationEvent] = field(default_factory=list)
    event_lines: list[int] = field(default_factory=list)
    writes: list[tuple[str, bytes]] = field(default_factory=list)
    errors: list[DecodeError] = field(default_factory=list)
    sessions: list[str] = field(default_factory=list)


def format_recording_line(when: datetime, verb: str, data: bytes | str = b"") -> str:
    """Format one recording line (without the newline).

    Args:
        when: Aware time of the event.
        verb: ``connect``, ``disconnect``, ``ns``, ``ds``, ``cp``, ``cp_error`` or ``timeout``.
        data: The value bytes for ``ns``/``ds``/``cp``, the session id for ``connect``.

    Returns:
        The line.
    """
    stamp = when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    payload = data.hex(" ") if isinstance(data, bytes) else data
    return f"{stamp} {verb} {payload}".rstrip()


def replay_ancs_file(
    path: Path,
    *,
    received_utc_offset_s: int | None = None,
    app_names: MutableMapping[str, str] | None = None,
) -> AncsReplay:
    """Replay a recording file; see :func:`replay_ancs_recording`.

    Raises:
        OSError: The file cannot be read.
    """
    with path.open(encoding="utf-8", errors="replace") as handle:
        return replay_ancs_recording(
            handle, received_utc_offset_s=received_utc_offset_s, app_names=app_names
        )


def replay_ancs_recording(
    lines: Iterable[str],
    *,
    received_utc_offset_s: int | None = None,
    app_names: MutableMapping[str, str] | None = None,
) -> AncsReplay:
    """Feed a recorded stream through fresh :class:`AncsSession` objects, one per ``connect``.

    Each session's clock stands at the time of the line being replayed, so ``received_at`` is
    the recorded arrival time. A bad line is reported in ``errors`` and replay goes on.

    Args:
        lines: The recording's lines (format page: ``docs/formats/ancs-recording.md``).
        received_utc_offset_s: Device UTC offset to put on the events, or ``None``.
        app_names: Shared AppIdentifier -> DisplayName cache (survives reconnects).

    Returns:
        Everything the sessions produced.
    """
    result = AncsReplay()
    names: MutableMapping[str, str] = {} if app_names is None else app_names
    session: AncsSession | None = None
    clock: ManualClock | None = None
    unmatched: list[bytes] = []
    number = 0
    for number, raw in enumerate(lines, start=1):
        _mark_lines(result, number - 1)  # what earlier lines emitted
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        try:
            when, verb, payload = _parse_line(text)
            if verb == "connect":
                if session is not None:
                    result.events.extend(session.close())
                clock = ManualClock(when)
                session = AncsSession(
                    payload or f"s{len(result.sessions) + 1}",
                    clock=clock,
                    received_utc_offset_s=received_utc_offset_s,
                    app_names=names,
                )
                result.sessions.append(session.session_id)
                unmatched = []
                continue
            if session is None or clock is None:
                raise DecodeError("The recording has an event before its first 'connect'.")
            clock.set_wall_clock(when)
            if verb == "disconnect":
                result.events.extend(session.close())
                session = None
                continue
            if verb == "cp":
                expected = bytes.fromhex(payload)
                unmatched.extend(_take(session, result))
                if not unmatched or unmatched[0] != expected:
                    raise DecodeError(
                        "The recorded Control Point write differs from the session's own write.",
                        field="cp",
                    )
                unmatched.pop(0)
                continue
            if verb == "ns":
                result.events.extend(session.on_notification_source(bytes.fromhex(payload)))
            elif verb == "ds":
                result.events.extend(session.on_data_source(bytes.fromhex(payload)))
            elif verb == "cp_error":
                result.events.extend(session.on_control_point_error())
            else:  # timeout
                result.events.extend(session.on_response_timeout())
            unmatched.extend(_take(session, result))
        except DecodeError as exc:
            exc.line = number
            result.errors.append(exc)
            if session is not None:
                unmatched.extend(_take(session, result))
    _mark_lines(result, number)
    if session is not None:
        result.events.extend(session.close())
    _mark_lines(result, number)
    return result


def _mark_lines(result: AncsReplay, number: int) -> None:
    """Give the events emitted since the last mark the line ``number``."""
    result.event_lines.extend([number] * (len(result.events) - len(result.event_lines)))


def _take(session: AncsSession, result: AncsReplay) -> list[bytes]:
    writes = session.take_control_point_writes()
    result.writes.extend((session.session_id, write) for write in writes)
    return writes


def _parse_line(text: str) -> tuple[datetime, str, str]:
    parts = text.split(None, 2)
    if len(parts) < 2:
        raise DecodeError("A recording line is '<time> <verb> [payload]'.", field="verb")
    stamp, verb = parts[0], parts[1]
    payload = parts[2] if len(parts) == 3 else ""
    if verb not in _VERBS:
        raise DecodeError("The recording line has an unknown verb.", field="verb")
    try:
        when = datetime.fromisoformat(stamp)
        if when.tzinfo is None:
            raise ValueError(stamp)
        when = when.astimezone(UTC)
    except (ValueError, OverflowError) as exc:
        raise DecodeError(
            "The recording line's time is not ISO 8601 with a zone.", field="time"
        ) from exc
    if verb == "connect" and (":" in payload or len(payload) > 64):
        raise DecodeError("A session id has at most 64 characters and no ':'.", field="session_id")
    if verb in _VERBS_WITH_BYTES:
        if len(payload) > 3 * _MAX_HEX_BYTES:
            raise DecodeError("The recording line's payload is too long.", field="payload")
        try:
            bytes.fromhex(payload)
        except ValueError as exc:
            raise DecodeError("The recording line's payload is not hex.", field="payload") from exc
    return when, verb, payload
