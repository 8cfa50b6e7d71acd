"""Decode notification input lines: Android listener JSON, iOS JSON and Gadgetbridge ``GB(...)``.

This is the entry point of ``agent-memory ingest`` and of the local API: one function for one
already-parsed JSON object (:func:`decode_json_notification`) and one for a whole file, line by
line, auto-detecting the shape of each line (:func:`read_notification_file`). Every accepted
shape is described, with worked examples, in ``docs/formats/notification-input.md``.

Shapes of a JSON object (the first rule that matches wins):

* ``"source_key"`` present: a normalized record as :meth:`NotificationEvent.to_json_dict` writes it.
* ``"package"`` present: Android ``NotificationListenerService`` JSON (``key``, ``package``, ``id``,
  ``tag``, ``postTime``, ``groupKey``, ``flags``, ``category``, ``title``, ``text``, ``bigText``,
  ``subText``, ``messages``; Android API ``StatusBarNotification`` and ``Notification.EXTRA_*``).
* ``"uid"`` present or ``"platform": "ios"``: the iOS JSON shape, the ANCS fields of one
  notification (Apple ANCS specification) with the session it was received in.

A line that starts with ``GB(`` (optionally after the DLE byte ``0x10`` Bangle.js uses) is a
Gadgetbridge line (:mod:`agent_memory.ble.gadgetbridge`).

Lines that are real but carry no notification are *skipped*, never rejected, and say why
(:data:`SKIP_KINDS`): blank lines, comment lines of a capture file (``#`` or ``//``), what else
Gadgetbridge sends a Bangle.js (its time sync, other JavaScript, ``GB(...)`` messages such as
music or weather: ``gadgetbridge:<t>``), and the watch's own JSON replies (an object with a
string ``t`` and none of the notification shapes' keys, such as ``{"t":"status","bat":80}``).
Only a line that is broken is rejected.

Every decoder either returns events or raises :class:`~agent_memory.errors.DecodeError` naming the
field and the line; any other exception escaping from here is a bug (the fuzz tests check it).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from agent_memory.ble.ancs import CATEGORY_NAMES, EVENT_KINDS
from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.fields import build_event, optional_str, received_time_of, required_str
from agent_memory.ble.gadgetbridge import parse_gadgetbridge_line
from agent_memory.errors import DecodeError, InvalidInput

__all__ = [
    "MAX_LINE_BYTES",
    "SKIP_KINDS",
    "DecodedLine",
    "decode_android_json",
    "decode_ios_json",
    "decode_json_notification",
    "decode_notification_line",
    "read_notification_file",
]

# A line longer than this is refused before parsing: a 4 KiB body plus JSON escaping of every
# character (6 bytes each) and the other fields stays well below it.
MAX_LINE_BYTES: Final = 256 * 1024

_MAX_EPOCH_MS: Final = 253_402_300_799_999  # 9999-12-31T23:59:59.999Z

SKIP_KINDS: Final = (
    "blank",
    "comment",
    "time_sync",
    "javascript",
    "control",
    "watch_reply",
    "gadgetbridge:<t>",
)
"""Why a line was skipped (``DecodedLine.skipped``); ``gadgetbridge:<t>`` stands for one name per
Gadgetbridge message (``gadgetbridge:musicinfo``, ..., ``gadgetbridge:other``). Documented in
``docs/formats/notification-input.md``."""

_NOTIFICATION_KEYS: Final = ("source_key", "package", "uid", "platform")


@dataclass(frozen=True, slots=True)
class DecodedLine:
    """What one non-empty input line decoded to.

    Attributes:
        line: 1-based line number in the file.
        events: The decoded events (empty when ``error`` or ``skipped`` is set; one for every
            JSON notification shape).
        error: Why the line was rejected, or ``None``. Its ``line`` attribute is set.
        skipped: Why a line that is not broken carries no notification (one of
            :data:`SKIP_KINDS`), or ``None``.
    """

    line: int
    events: list[NotificationEvent]
    error: DecodeError | None
    skipped: str | None = None


def read_notification_file(path: Path, *, default_received_at: datetime) -> Iterator[DecodedLine]:
    """Decode a notification input file line by line, detecting each line's shape.

    Lines are separated by ``\\n`` (a trailing ``\\r`` is ignored). Bytes that are not UTF-8
    become U+FFFD, except a character cut in half at the end of a field, which is dropped (the
    body is then flagged truncated; case E11). A line that carries no notification (a blank or
    comment line, Gadgetbridge's time sync or music info, ...) yields a :class:`DecodedLine` with
    ``skipped`` set; a bad line one with ``error`` set, and never stops the file.

    Args:
        path: The file (format: ``docs/formats/notification-input.md``).
        default_received_at: Aware receipt time for lines that carry no ``received_at``.

    Returns:
        An iterator of one :class:`DecodedLine` per line, in file order. The file is read lazily
        and closed when the iterator is exhausted or closed.

    Raises:
        OSError: The file cannot be opened or read (not a decoding problem).
        InvalidInput: ``default_received_at`` is naive.
    """
    if default_received_at.tzinfo is None:
        raise InvalidInput(
            "The default receipt time must carry a time zone.", field="default_received_at"
        )
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, start=1):
            try:
                events, skipped = _decode_line(
                    raw, default_received_at=default_received_at, line=number
                )
            except DecodeError as exc:
                yield DecodedLine(line=number, events=[], error=exc)
            else:
                yield DecodedLine(line=number, events=events, error=None, skipped=skipped)


def decode_notification_line(
    raw: bytes | str, *, default_received_at: datetime, line: int | None = None
) -> list[NotificationEvent]:
    """Decode one input line of any accepted shape.

    Args:
        raw: The line, with or without its line terminator.
        default_received_at: Aware receipt time used when the line carries none.
        line: 1-based line number to put on an error, or ``None``.

    Returns:
        The decoded events: one for a JSON notification object; one or none for a Gadgetbridge
        line; none for a line that is skipped (see :func:`read_notification_file`).

    Raises:
        DecodeError: The line is not one of the accepted shapes or a field is wrong; ``field``
            and ``line`` say where.
    """
    return _decode_line(raw, default_received_at=default_received_at, line=line)[0]


def _decode_line(
    raw: bytes | str, *, default_received_at: datetime, line: int | None
) -> tuple[list[NotificationEvent], str | None]:
    """Decode one line; return its events and, for a line without any, why it was skipped."""
    if isinstance(raw, bytes):
        if len(raw) > MAX_LINE_BYTES:
            raise DecodeError(
                f"The line is longer than {MAX_LINE_BYTES} bytes; split or shorten it.",
                line=line,
            )
        # Invalid bytes stay as surrogate escapes so that make_event can tell a character the
        # sender cut in half at the end of a field (case E11) from other damage.
        text = raw.decode("utf-8", errors="surrogateescape")
    else:
        text = raw
        if len(text) > MAX_LINE_BYTES:
            raise DecodeError(
                f"The line is longer than {MAX_LINE_BYTES} characters; split or shorten it.",
                line=line,
            )
    text = text.strip().lstrip("\ufeff").strip()
    if not text:
        return [], "blank"
    if text.startswith(("#", "//")):
        return [], "comment"
    try:
        gadgetbridge = parse_gadgetbridge_line(text, received_at=default_received_at)
        if gadgetbridge is not None:
            return gadgetbridge.events, gadgetbridge.skipped
        if not text.startswith("{"):
            raise DecodeError(
                "The line is neither a JSON object nor a Gadgetbridge GB(...) line.", line=line
            )
        try:
            obj = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise DecodeError("The line is not valid JSON.", line=line) from exc
        if _is_watch_reply(obj):
            return [], "watch_reply"
        return [decode_json_notification(obj, received_at=default_received_at)], None
    except DecodeError as exc:
        if exc.line is None:
            exc.line = line
        raise


def _is_watch_reply(obj: object) -> bool:
    """Whether ``obj`` is a Bangle.js reply to Gadgetbridge (``{"t": ...}``), not a notification."""
    return (
        isinstance(obj, Mapping)
        and isinstance(obj.get("t"), str)
        and not any(key in obj for key in _NOTIFICATION_KEYS)
    )


def decode_json_notification(obj: object, *, received_at: datetime) -> NotificationEvent:
    """Decode one already-parsed JSON notification object of any accepted shape.

    The object's own ``received_at`` (ISO 8601 with a zone) and ``received_utc_offset_s``
    (seconds east of UTC) win over the ``received_at`` argument, so a recorded file replays with
    its own times.

    Args:
        obj: The parsed JSON value (must be an object).
        received_at: Aware receipt time used when the object carries none.

    Returns:
        The normalized event.

    Raises:
        DecodeError: The value is not an object of an accepted shape, or a field is wrong
            (``field`` names it; the message never quotes notification text).
    """
    if not isinstance(obj, Mapping):
        raise DecodeError("A notification must be a JSON object.")
    if "source_key" in obj:
        return _decode_record(obj, received_at=received_at)
    if "package" in obj:
        return decode_android_json(obj, received_at=received_at)
    if "uid" in obj or obj.get("platform") == "ios":
        return decode_ios_json(obj, received_at=received_at)
    raise DecodeError(
        "The object is neither Android listener JSON ('package'), iOS JSON ('uid') "
        "nor a normalized record ('source_key').",
        field="package",
    )


def decode_android_json(obj: Mapping[str, Any], *, received_at: datetime) -> NotificationEvent:
    """Decode the Android ``NotificationListenerService`` JSON shape.

    Fields (Android API ``StatusBarNotification`` / ``Notification``): ``key`` (string, required),
    ``package`` (string, required), ``id`` (integer), ``tag`` (string or null), ``postTime``
    (epoch milliseconds, UTC), ``groupKey``, ``flags`` (integer or ``"0x..."`` hex string),
    ``category``, ``appName``, ``title``, ``text``, ``bigText``, ``subText``, ``messages`` (list of
    ``{"sender", "text", "time"}``), ``kind`` (``added`` default, ``modified``, ``removed``).

    The body is ``bigText`` when present, else the ``messages`` as ``sender: text`` lines, else
    ``text``.

    Args:
        obj: The parsed object.
        received_at: Aware receipt time when the object carries no ``received_at``.

    Returns:
        The normalized event with ``platform="android"``.

    Raises:
        DecodeError: A field is missing or of the wrong type; ``field`` names it.
    """
    when, offset = received_time_of(obj, received_at)
    key = required_str(obj, "key")
    package = required_str(obj, "package")
    flags = _flags(obj.get("flags"))
    post_ms = obj.get("postTime")
    posted_at: datetime | None = None
    raw_ts: str | None = None
    if post_ms is not None:
        if isinstance(post_ms, bool) or not isinstance(post_ms, int):
            raise DecodeError("Field 'postTime' must be epoch milliseconds.", field="postTime")
        if not 0 <= post_ms <= _MAX_EPOCH_MS:
            raise DecodeError("Field 'postTime' is out of range.", field="postTime")
        raw_ts = str(post_ms)
        posted_at = datetime.fromtimestamp(post_ms / 1000, tz=UTC)
    text = optional_str(obj, "text")
    big_text = optional_str(obj, "bigText")
    body = big_text or _messages_text(obj.get("messages")) or text
    extras: dict[str, str] = {}
    notification_id = obj.get("id")
    if notification_id is not None:
        if isinstance(notification_id, bool) or not isinstance(notification_id, int):
            raise DecodeError("Field 'id' must be an integer.", field="id")
        extras["android_id"] = str(notification_id)
    tag = optional_str(obj, "tag")
    if tag:
        extras["android_tag"] = tag
    return build_event(
        platform="android",
        kind=obj.get("kind", "added"),
        source_key=key,
        app_id=package,
        app_name=optional_str(obj, "appName"),
        title=optional_str(obj, "title"),
        subtitle=optional_str(obj, "subText"),
        body=body,
        category=optional_str(obj, "category"),
        android_flags=flags,
        group_key=optional_str(obj, "groupKey"),
        phone_timestamp_raw=raw_ts,
        posted_at=posted_at,
        received_at=when,
        received_utc_offset_s=offset,
        extras=extras,
    )


def decode_ios_json(obj: Mapping[str, Any], *, received_at: datetime) -> NotificationEvent:
    """Decode the iOS JSON shape: one ANCS notification as a companion or recorder writes it.

    Fields (names follow the Apple ANCS specification): ``session`` (string, required: the
    connection the UID belongs to), ``uid`` (NotificationUID, 0..2**32-1, required), ``event``
    (``added`` default, ``modified``, ``removed``, or EventID 0..2), ``event_flags`` (EventFlags
    byte), ``category`` (CategoryID 0..11 or its snake_case name), ``app_id`` (AppIdentifier,
    required), ``app_name`` (DisplayName), ``title``, ``subtitle``, ``message``,
    ``message_size`` (MessageSize, bytes of the phone's full message), ``date`` (ANCS Date
    ``yyyyMMdd'T'HHmmSS``, local time without a zone, kept raw).

    Args:
        obj: The parsed object.
        received_at: Aware receipt time when the object carries no ``received_at``.

    Returns:
        The normalized event with ``platform="ios"`` and ``source_key = "<session>:<uid>"``.

    Raises:
        DecodeError: A field is missing or of the wrong type; ``field`` names it.
    """
    when, offset = received_time_of(obj, received_at)
    session = required_str(obj, "session")
    uid = obj.get("uid")
    if isinstance(uid, bool) or not isinstance(uid, int) or not 0 <= uid <= 0xFFFFFFFF:
        raise DecodeError("Field 'uid' must be an integer from 0 to 4294967295.", field="uid")
    event = obj.get("event", "added")
    if isinstance(event, int) and not isinstance(event, bool) and 0 <= event < len(EVENT_KINDS):
        kind: object = EVENT_KINDS[event]
    elif isinstance(event, str) and event in EVENT_KINDS:
        kind = event
    else:
        raise DecodeError(
            "Field 'event' must be 'added', 'modified', 'removed' or an EventID 0..2.",
            field="event",
        )
    flags = obj.get("event_flags", 0)
    if isinstance(flags, bool) or not isinstance(flags, int) or not 0 <= flags <= 0xFF:
        raise DecodeError("Field 'event_flags' must be an integer byte.", field="event_flags")
    category = obj.get("category")
    category_name: str | None
    if category is None:
        category_name = None
    elif isinstance(category, int) and not isinstance(category, bool):
        category_name = CATEGORY_NAMES.get(category)
        if category_name is None:
            raise DecodeError("Field 'category' is not an ANCS CategoryID.", field="category")
    elif isinstance(category, str):
        category_name = category
    else:
        raise DecodeError("Field 'category' must be a CategoryID or a name.", field="category")
    size = obj.get("message_size")
    if size is not None and (isinstance(size, bool) or not isinstance(size, int) or size < 0):
        raise DecodeError(
            "Field 'message_size' must be a non-negative integer.", field="message_size"
        )
    message = optional_str(obj, "message")
    truncated = size is not None and size > len(message.encode("utf-8", "surrogatepass"))
    return build_event(
        platform="ios",
        kind=kind,
        source_key=f"{session}:{uid}",
        app_id=required_str(obj, "app_id"),
        app_name=optional_str(obj, "app_name") or None,
        title=optional_str(obj, "title"),
        subtitle=optional_str(obj, "subtitle"),
        body=message,
        body_truncated=truncated,
        body_original_bytes=size,
        category=category_name,
        ancs_event_flags=flags,
        phone_timestamp_raw=optional_str(obj, "date") or None,
        received_at=when,
        received_utc_offset_s=offset,
    )


def _decode_record(obj: Mapping[str, Any], *, received_at: datetime) -> NotificationEvent:
    """Decode a normalized record (``NotificationEvent.to_json_dict`` output)."""
    for name in ("platform", "kind"):
        if not isinstance(obj.get(name, ""), str):
            raise DecodeError(f"Field {name!r} must be a string.", field=name)
    data = dict(obj)
    if data.get("received_at") is None:
        data["received_at"] = received_at.astimezone(UTC).isoformat()
    try:
        return NotificationEvent.from_json_dict(data)
    except InvalidInput as exc:
        raise DecodeError(str(exc), field=exc.field) from exc
    except OverflowError as exc:
        raise DecodeError("A time field is outside the range of UTC times.") from exc


def _flags(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, str):
        try:
            number = int(value, 16) if value.lower().startswith("0x") else int(value)
        except ValueError as exc:
            raise DecodeError(
                "Field 'flags' must be an integer or a '0x...' hex string.", field="flags"
            ) from exc
    elif isinstance(value, int) and not isinstance(value, bool):
        number = value
    else:
        raise DecodeError(
            "Field 'flags' must be an integer or a '0x...' hex string.", field="flags"
        )
    if not 0 <= number <= 0xFFFFFFFF:
        raise DecodeError("Field 'flags' must fit in 32 bits.", field="flags")
    return number


def _messages_text(value: object) -> str:
    """Render ``messages`` (Notification.EXTRA_MESSAGES) as ``sender: text`` lines."""
    if value is None:
        return ""
    if not isinstance(value, list):
        raise DecodeError("Field 'messages' must be a list of objects.", field="messages")
    lines: list[str] = []
    for index, item in enumerate(value):
        name = f"messages[{index}]"
        if not isinstance(item, Mapping):
            raise DecodeError(f"Field {name!r} must be an object.", field=name)
        text = item.get("text")
        sender = item.get("sender")
        if text is not None and not isinstance(text, str):
            raise DecodeError(f"Field '{name}.text' must be a string.", field=f"{name}.text")
        if sender is not None and not isinstance(sender, str):
            raise DecodeError(f"Field '{name}.sender' must be a string.", field=f"{name}.sender")
        if not text:
            continue
        lines.append(f"{sender}: {text}" if sender else text)
    return "\n".join(lines)
