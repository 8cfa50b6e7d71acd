"""Decode ``adb shell dumpsys notification --noredact`` text into notification events.

A developer can feed the pipeline from a phone on USB with no app installed::

    adb shell dumpsys notification --noredact > dump.txt

The dump lists one ``NotificationRecord(...)`` block per active notification (Android's
``NotificationRecord.dump``, the same from Android 8 to 15 apart from the flags line). A block is:

* the header, ``NotificationRecord.toString()``: ``NotificationRecord(0x0e4b8c5c: pkg=com.foo
  user=UserHandle{0} id=12 tag=null importance=4 key=0|com.foo|12|null|10123: Notification(...))``
  whose ``Notification.toString()`` part gives ``channel``, ``flags=0x...``, ``category``,
  ``groupKey`` (the app's group) and ``vis``, and may end with a ``publicVersion=Notification(...)``
  of its own (ignored);
* the record's lines: ``uid=... userId=...``, ``flags=`` (hex up to Android 14, flag names from
  Android 15), ``key=``, ``groupKey=`` (the full group key), then ``notification=`` with
  ``when=``, ``tickerText=`` and the ``extras={ ... }`` bundle (one ``name=Type (value)`` entry
  per extra; a value may run over several lines), then ``publicNotification=`` (ignored) and
  ranking lines (``mCreationTimeMs=``, ``mUpdateTimeMs=``).

Every field the header and the record carry is read: flags (header first, else the ``flags=``
line), category, ``when`` / creation time, user, channel, importance, group key, ``tickerText``,
and the text extras ``android.title``, ``android.title.big``, ``android.text``,
``android.bigText``, ``android.subText`` and ``android.textLines``, whose values are
``String (...)``, ``SpannableString (...)``, ``SpannedString (...)``, ``CharSequence[] (n)`` with
one ``[i] line`` per item, or ``null``.

Without ``--noredact`` (and for some apps even with it) Android hides text: an extra prints as
``String [length=N]`` and ``tickerText`` as its first 8 characters and ``...`` (just ``...`` when
it is 16 characters or shorter). Such a record is marked ``redacted=True``; what it does say is
kept: the hidden lengths, in UTF-16 code units as Android counts them, go to
``extras["<extra>_redacted_length"]``, and a visible ticker prefix becomes the body when the
record has no other text, flagged ``body_truncated`` (nothing is invented).

A dump is a snapshot, so every event is ``kind="added"`` with the capture time as
``received_at``; ``Notification.when`` (epoch milliseconds, UTC) becomes ``posted_at``.
The layout of a dump is Android's and not a stable API; lines this decoder does not know are
skipped. Format page: ``docs/formats/notification-input.md``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final

from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.fields import build_event
from agent_memory.errors import DecodeError

__all__ = ["DumpsysRecord", "decode_dumpsys", "iter_dumpsys_records"]

MAX_DUMP_CHARS: Final = 64 * 1024 * 1024
_MAX_EPOCH_MS: Final = 253_402_300_799_999
_MAX_HEADER_CHARS: Final = 8192

_RECORD: Final = re.compile(r"^(\s*)NotificationRecord\(")
_HEADER_PKG: Final = re.compile(r"\bpkg=(\S+)")
_HEADER_ID: Final = re.compile(r"\bid=(-?\d{1,11})\b")
_HEADER_TAG: Final = re.compile(r"\btag=(\S+)")
_HEADER_KEY: Final = re.compile(r"\bkey=(\S+)")
_HEADER_USER: Final = re.compile(r"\buser=UserHandle\{(-?\d{1,6})\}")
_HEADER_IMPORTANCE: Final = re.compile(r"\bimportance=(-?\d{1,4})\b")
_HEADER_CATEGORY: Final = re.compile(r"\bcategory=([^\s)]+)")
_HEADER_GROUP: Final = re.compile(r"\bgroupKey=([^\s)]+)")
_HEADER_CHANNEL: Final = re.compile(r"\bchannel=([^\s)]+)")
_HEADER_FLAGS: Final = re.compile(r"\bflags=(\S+?)(?=[\s)]|$)")
_NOTIFICATION_PART: Final = ": Notification("
_FLAGS: Final = re.compile(r"^\s+flags=(\S+)\s*$")
_KEY_LINE: Final = re.compile(r"^\s+key=(\S+)\s*$")
_GROUP_LINE: Final = re.compile(r"^\s+groupKey=(\S+)\s*$")
_USER_LINE: Final = re.compile(r"^\s+uid=\d+\s+userId=(-?\d{1,6})\s*$")
_TICKER_LINE: Final = re.compile(r"^\s+tickerText=(.*)$")
_TIME_LINE: Final = re.compile(r"^\s+(postTime|when|mUpdateTimeMs|mCreationTimeMs)=(\d{1,16})\s*$")
_ENTRY: Final = re.compile(r"^(\s*)([A-Za-z_][\w.]*)=(.*)$")
_TYPED: Final = re.compile(r"^(\w+(?:\[\])?) \((.*)\)$", re.DOTALL)
_REDACTED: Final = re.compile(r"^(\w+(?:\[\])?) \[length=(\d{1,9})\]$")
_ARRAY: Final = re.compile(r"^(\w+)\[\] \((\d{1,6})\)$")
_ARRAY_ITEM: Final = re.compile(r"^\s*\[(\d{1,6})\] (.*)$")
_REDACTED_TICKER: Final = re.compile(r"^(.{8})?\.\.\.$", re.DOTALL)
_TEXT_TYPES: Final = frozenset(
    {"String", "SpannableString", "SpannedString", "CharSequence", "SpannableStringBuilder"}
)
_TEXT_EXTRAS: Final = (
    "android.title",
    "android.title.big",
    "android.text",
    "android.bigText",
    "android.subText",
    "android.textLines",
)
_TIME_PRIORITY: Final = ("postTime", "when", "mUpdateTimeMs", "mCreationTimeMs")
# android.app.Notification.FLAG_* (Android API reference), as Notification.flagsToString names
# them on Android 15 dumps; "FLAG_" prefixes are accepted too.
_FLAG_BITS: Final = {
    "SHOW_LIGHTS": 0x1,
    "ONGOING_EVENT": 0x2,
    "INSISTENT": 0x4,
    "ONLY_ALERT_ONCE": 0x8,
    "AUTO_CANCEL": 0x10,
    "NO_CLEAR": 0x20,
    "FOREGROUND_SERVICE": 0x40,
    "HIGH_PRIORITY": 0x80,
    "LOCAL_ONLY": 0x100,
    "GROUP_SUMMARY": 0x200,
    "AUTOGROUP_SUMMARY": 0x400,
    "CAN_COLORIZE": 0x800,
    "BUBBLE": 0x1000,
    "NO_DISMISS": 0x2000,
    "FSI_REQUESTED_BUT_DENIED": 0x4000,
    "USER_INITIATED_JOB": 0x8000,
    "LIFETIME_EXTENDED_BY_DIRECT_REPLY": 0x10000,
}
_FLAG_SEPARATORS: Final = re.compile(r"[|,\s]+")


@dataclass(frozen=True, slots=True)
class DumpsysRecord:
    """One ``NotificationRecord`` block of a dump.

    Attributes:
        line: 1-based line number of the block's first line.
        events: The decoded event (empty when ``error`` is set).
        error: Why the block was rejected, or ``None``.
    """

    line: int
    events: list[NotificationEvent]
    error: DecodeError | None


def decode_dumpsys(text: str, *, received_at: datetime) -> list[NotificationEvent]:
    """Decode a whole dump, failing on the first bad record.

    Args:
        text: The output of ``adb shell dumpsys notification --noredact``.
        received_at: Aware capture time of the dump.

    Returns:
        One ``added`` event per ``NotificationRecord``, in dump order.

    Raises:
        DecodeError: The text is not a notification dump, or a record lacks its package or key
            (``line`` is the record's first line).
    """
    events: list[NotificationEvent] = []
    for record in iter_dumpsys_records(text, received_at=received_at):
        if record.error is not None:
            raise record.error
        events.extend(record.events)
    return events


def iter_dumpsys_records(text: str, *, received_at: datetime) -> Iterator[DumpsysRecord]:
    """Decode a dump record by record; a bad record is reported and the rest still decode.

    Args:
        text: The dump.
        received_at: Aware capture time of the dump.

    Returns:
        An iterator of one :class:`DumpsysRecord` per ``NotificationRecord`` block.

    Raises:
        DecodeError: The text is too large, or has no ``NotificationRecord`` and no
            notification-manager header at all (raised on the first ``next``).
    """
    if len(text) > MAX_DUMP_CHARS:
        raise DecodeError(f"A dump larger than {MAX_DUMP_CHARS} characters is refused.")
    lines = text.replace("\r\n", "\n").split("\n")
    starts = [n for n, line in enumerate(lines) if _RECORD.match(line)]
    if not starts and "Notification" not in text:
        raise DecodeError(
            "The text is not 'dumpsys notification' output: no NotificationRecord found.",
            line=1,
        )
    for index, start in enumerate(starts):
        limit = starts[index + 1] if index + 1 < len(starts) else len(lines)
        block = _block(lines, start, limit)
        try:
            event = _decode_block(block, received_at)
        except DecodeError as exc:
            exc.line = start + 1
            yield DumpsysRecord(line=start + 1, events=[], error=exc)
        else:
            yield DumpsysRecord(line=start + 1, events=[event], error=None)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _block(lines: list[str], start: int, limit: int) -> list[str]:
    """Return the record's lines: the header and what is indented deeper than it.

    A ``tickerText=`` value or an extra's text printed raw (``--noredact``) may continue on lines
    of any indentation: a ticker until the next ``name=`` line at its own indentation, the
    extras until their closing brace.
    """
    base = _indent(lines[start])
    end = start + 1
    in_extras = False
    extras_indent = 0
    ticker_indent: int | None = None
    while end < limit:
        line = lines[end]
        stripped = line.strip()
        if in_extras:
            # Text values may continue on lines of any indentation until the closing brace.
            if stripped == "}" and _indent(line) == extras_indent:
                in_extras = False
            end += 1
            continue
        if ticker_indent is not None:
            if _indent(line) == ticker_indent and _ENTRY.match(line):
                ticker_indent = None
            else:
                end += 1
                continue
        if stripped and _indent(line) <= base:
            break
        if stripped == "extras={":
            in_extras = True
            extras_indent = _indent(line)
        elif _TICKER_LINE.match(line) and stripped != "tickerText=null":
            ticker_indent = _indent(line)
        end += 1
    return lines[start:end]


def _ticker_text(block: list[str], at: int) -> tuple[str, int]:
    """Return the ticker whose ``tickerText=`` line is ``block[at]`` (with its continuation
    lines) and the index of the line after it."""
    indent = _indent(block[at])
    parts = [block[at].strip().removeprefix("tickerText=")]
    end = at + 1
    while end < len(block) and not (_indent(block[end]) == indent and _ENTRY.match(block[end])):
        parts.append(block[end])
        end += 1
    return "\n".join(parts).rstrip(), end


def _decode_block(block: list[str], received_at: datetime) -> NotificationEvent:
    header = block[0][:_MAX_HEADER_CHARS]
    record_part, notification_part = _split_header(header)
    pkg = _first(_HEADER_PKG, record_part)
    if pkg is None:
        raise DecodeError("A NotificationRecord has no 'pkg='.", field="pkg")
    key: str | None = None
    line_flags: int | None = None
    group: str | None = None
    user: str | None = None
    ticker: str | None = None
    times: dict[str, int] = {}
    extras_at: int | None = None
    public_at = len(block)
    resume = 0
    for number, line in enumerate(block[1:], start=1):
        if number < resume:
            continue  # a ticker's continuation line
        stripped = line.strip()
        if stripped == "publicNotification=":
            public_at = number
            break
        if stripped == "extras={" and extras_at is None:
            extras_at = number
            continue
        if extras_at is not None:
            continue  # inside the extras (read below) or after them
        if key is None and (match := _KEY_LINE.match(line)):
            key = match.group(1)
        elif line_flags is None and (match := _FLAGS.match(line)):
            line_flags = _parse_flags(match.group(1))
        elif group is None and (match := _GROUP_LINE.match(line)):
            group = match.group(1)
        elif user is None and (match := _USER_LINE.match(line)):
            user = match.group(1)
        elif ticker is None and _TICKER_LINE.match(line):
            ticker, resume = _ticker_text(block, number)
        elif match := _TIME_LINE.match(line):
            times.setdefault(match.group(1), int(match.group(2)))
    for line in block[extras_at if extras_at is not None else public_at :]:
        # The record's own creation and update times (after the public version, if any).
        if (match := _TIME_LINE.match(line)) and match.group(1) != "when":
            times.setdefault(match.group(1), int(match.group(2)))
    key = key or _header_key(record_part)
    if not key:
        raise DecodeError("A NotificationRecord has no 'key='.", field="key")
    group = group or _first(_HEADER_GROUP, notification_part)
    header_flags = _first(_HEADER_FLAGS, notification_part)
    flags = _parse_flags(header_flags) if header_flags is not None else None
    if flags is None:
        flags = line_flags
    extras = {} if extras_at is None else _extras(block[:public_at], extras_at)
    texts: dict[str, str] = {}
    hidden: dict[str, str] = {}
    for name in _TEXT_EXTRAS:
        value = extras.get(name)
        if value is None:
            continue
        if match := _REDACTED.match(value):
            hidden[f"{name}_redacted_length"] = match.group(2)
        elif text := _text_value(value):
            texts[name] = text
    title = texts.get("android.title") or texts.get("android.title.big", "")
    # BigTextStyle's text, else InboxStyle's lines (a group summary's messages), else the text.
    body = (
        texts.get("android.bigText")
        or texts.get("android.textLines")
        or texts.get("android.text", "")
    )
    event_extras = dict(hidden)
    ticker_redacted = False
    body_truncated = False
    if ticker is not None and ticker != "null":
        event_extras["tickerText"] = ticker
        shown = _REDACTED_TICKER.match(ticker)
        ticker_redacted = shown is not None
        if not title and not body:
            # The record says nothing else: keep what its ticker says, cut where Android cut.
            body = (shown.group(1) or "") if shown is not None else ticker
            body_truncated = shown is not None and bool(body)
    when_ms = next((times[name] for name in _TIME_PRIORITY if name in times), None)
    posted_at = None
    raw_ts = None
    if when_ms is not None and 0 < when_ms <= _MAX_EPOCH_MS:
        raw_ts = str(when_ms)
        posted_at = datetime.fromtimestamp(when_ms / 1000, tz=UTC)
    if ident := _first(_HEADER_ID, record_part):
        event_extras["android_id"] = ident
    tag = _first(_HEADER_TAG, record_part)
    if tag and tag != "null":
        event_extras["android_tag"] = tag
    user = _first(_HEADER_USER, record_part) or user
    if user is not None:
        event_extras["android_user"] = user
    if importance := _first(_HEADER_IMPORTANCE, record_part):
        event_extras["android_importance"] = importance
    channel = _first(_HEADER_CHANNEL, notification_part)
    if channel and channel != "null":
        event_extras["android_channel"] = channel
    return build_event(
        platform="android",
        kind="added",
        source_key=key,
        app_id=pkg,
        title=title,
        subtitle=texts.get("android.subText", ""),
        body=body,
        body_truncated=body_truncated,
        category=_first(_HEADER_CATEGORY, notification_part),
        android_flags=flags,
        group_key=group,
        phone_timestamp_raw=raw_ts,
        posted_at=posted_at,
        received_at=received_at,
        redacted=bool(hidden) or ticker_redacted,
        extras=event_extras,
    )


def _split_header(header: str) -> tuple[str, str]:
    """Split a header into its record part and its own ``Notification(...)`` part.

    The record part ends at ``: Notification(``; the notification part ends before a
    ``publicVersion=`` (the public version's flags and category are not the notification's).
    """
    at = header.find(_NOTIFICATION_PART)
    if at < 0:
        return header, ""
    notification = header[at + len(_NOTIFICATION_PART) :]
    public = notification.find(" publicVersion=")
    if public >= 0:
        notification = notification[:public]
    return header[:at], notification


def _parse_flags(value: str) -> int | None:
    """Read ``Notification.flags`` as a dump prints it: ``0x...`` (Android 8-14) or names.

    Names are ``Notification.flagsToString`` output (Android 15): ``AUTO_CANCEL|ONLY_ALERT_ONCE``
    with or without ``FLAG_``, separated by ``|``, ``,`` or spaces; numbers stand for bits
    without a name. ``None`` when a name is unknown (the bit it stands for cannot be known).
    """
    value = value.strip()
    if value.lower().startswith("0x"):
        try:
            number = int(value, 16)
        except ValueError:
            return None
        return number if 0 <= number <= 0xFFFFFFFF else None
    flags = 0
    for token in _FLAG_SEPARATORS.split(value):
        name = token.upper().removeprefix("FLAG_")
        if not name or name in ("NONE", "0"):
            continue
        if name in _FLAG_BITS:
            flags |= _FLAG_BITS[name]
        elif name.isdigit() and len(name) <= 10:
            flags |= int(name)
        elif name.startswith("0X") and len(name) <= 10:
            try:
                flags |= int(name, 16)
            except ValueError:
                return None
        else:
            return None
    return flags if flags <= 0xFFFFFFFF else None


def _text_value(value: str) -> str:
    """The text of an extra's value, ``""`` when it is not text (or ``null``)."""
    typed = _TYPED.match(value)
    if typed and typed.group(1) in _TEXT_TYPES:
        return typed.group(2)
    first, _, rest = value.partition("\n")
    array = _ARRAY.match(first)
    if array and array.group(1) in _TEXT_TYPES:
        items = [m.group(2) for line in rest.split("\n") if (m := _ARRAY_ITEM.match(line))]
        return "\n".join(item for item in items if item and item != "null")
    return ""


def _extras(block: list[str], opened: int) -> dict[str, str]:
    """Parse ``extras={ ... }`` entries; a value runs until the next entry or the brace."""
    brace_indent = _indent(block[opened])
    entry_indent: int | None = None
    entries: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in block[opened + 1 :]:
        if line.strip() == "}" and _indent(line) == brace_indent:
            break
        match = _ENTRY.match(line)
        if match and (entry_indent is None or len(match.group(1)) == entry_indent):
            entry_indent = len(match.group(1))
            current = entries.setdefault(match.group(2), [])
            current.clear()
            current.append(match.group(3))
        elif current is not None:
            current.append(line)
    return {name: "\n".join(parts).rstrip() for name, parts in entries.items()}


def _first(pattern: re.Pattern[str], text: str) -> str | None:
    match = pattern.search(text)
    return match.group(1) if match else None


def _header_key(header: str) -> str | None:
    """Return the header's ``key=``, which ends at ``: Notification(`` or the line's end."""
    match = _HEADER_KEY.search(header)
    if match is None:
        return None
    key = match.group(1)
    return key[:-1] if key.endswith(":") else key.rstrip(")")
