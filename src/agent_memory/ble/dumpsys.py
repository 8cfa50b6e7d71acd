"""Decode ``adb shell dumpsys notification --noredact`` text into notification events.

A developer can feed the pipeline from a phone on USB with no app installed::

    adb shell dumpsys notification --noredact > dump.txt

The dump lists one ``NotificationRecord(...)`` block per active notification (Android's
``NotificationRecord.dump``). Each block gives ``pkg``, ``id``, ``tag``, ``key``, ``flags``,
``groupKey``, the ``Notification`` (``category``, ``when``) and its ``extras={ ... }`` bundle,
one ``name=Type (value)`` entry per extra; a value may run over several lines. The text extras
used are ``android.title``, ``android.text``, ``android.bigText`` and ``android.subText``, whose
values are ``String (...)``, ``SpannableString (...)``, ``SpannedString (...)`` or ``null``.

Without ``--noredact`` (and for some apps even with it) Android prints ``String [length=N]``
instead of the text. Such a record is marked ``redacted=True``; its text stays empty (nothing is
invented) and the hidden length, in UTF-16 code units as Android counts it, goes to
``extras["<extra>_redacted_length"]``.

A dump is a snapshot, so every event is ``kind="added"`` with the capture time as
``received_at``; ``Notification.when`` (epoch milliseconds, UTC) becomes ``posted_at``.
The layout of a dump is Android's and not a stable API; lines this decoder does not know are
skipped.
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
_HEADER_CATEGORY: Final = re.compile(r"\bcategory=([^\s)]+)")
_HEADER_GROUP: Final = re.compile(r"\bgroupKey=([^\s)]+)")
_FLAGS: Final = re.compile(r"^\s+flags=0x([0-9a-fA-F]{1,8})\s*$")
_KEY_LINE: Final = re.compile(r"^\s+key=(\S+)\s*$")
_GROUP_LINE: Final = re.compile(r"^\s+groupKey=(\S+)\s*$")
_TIME_LINE: Final = re.compile(r"^\s+(postTime|when|mUpdateTimeMs|mCreationTimeMs)=(\d{1,16})\s*$")
_ENTRY: Final = re.compile(r"^(\s*)([A-Za-z_][\w.]*)=(.*)$")
_TYPED: Final = re.compile(r"^(\w+(?:\[\])?) \((.*)\)$", re.DOTALL)
_REDACTED: Final = re.compile(r"^(\w+) \[length=(\d{1,9})\]$")
_TEXT_TYPES: Final = frozenset(
    {"String", "SpannableString", "SpannedString", "CharSequence", "SpannableStringBuilder"}
)
_TIME_PRIORITY: Final = ("postTime", "when", "mUpdateTimeMs", "mCreationTimeMs")


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
    """Return the record's lines: the header and what is indented deeper than it."""
    base = _indent(lines[start])
    end = start + 1
    in_extras = False
    extras_indent = 0
    while end < limit:
        line = lines[end]
        stripped = line.strip()
        if in_extras:
            # Text values may continue on lines of any indentation until the closing brace.
            if stripped == "}" and _indent(line) == extras_indent:
                in_extras = False
            end += 1
            continue
        if stripped and _indent(line) <= base:
            break
        if stripped == "extras={":
            in_extras = True
            extras_indent = _indent(line)
        end += 1
    return lines[start:end]


def _decode_block(block: list[str], received_at: datetime) -> NotificationEvent:
    header = block[0][:_MAX_HEADER_CHARS]
    pkg = _first(_HEADER_PKG, header)
    if pkg is None:
        raise DecodeError("A NotificationRecord has no 'pkg='.", field="pkg")
    key: str | None = None
    flags: int | None = None
    group: str | None = None
    times: dict[str, int] = {}
    extras_at: int | None = None
    for number, line in enumerate(block[1:], start=1):
        if line.strip() == "extras={":
            extras_at = number
            break
        if key is None and (match := _KEY_LINE.match(line)):
            key = match.group(1)
        elif flags is None and (match := _FLAGS.match(line)):
            flags = int(match.group(1), 16)
        elif group is None and (match := _GROUP_LINE.match(line)):
            group = match.group(1)
        elif match := _TIME_LINE.match(line):
            times.setdefault(match.group(1), int(match.group(2)))
    key = key or _header_key(header)
    if not key:
        raise DecodeError("A NotificationRecord has no 'key='.", field="key")
    group = group or _first(_HEADER_GROUP, header)
    extras = {} if extras_at is None else _extras(block, extras_at)
    if extras_at is not None:
        for line in block[extras_at:]:
            if match := _TIME_LINE.match(line):
                times.setdefault(match.group(1), int(match.group(2)))
    texts: dict[str, str] = {}
    hidden: dict[str, str] = {}
    for name in ("android.title", "android.text", "android.bigText", "android.subText"):
        value = extras.get(name)
        if value is None:
            continue
        if match := _REDACTED.match(value):
            hidden[f"{name}_redacted_length"] = match.group(2)
            continue
        typed = _TYPED.match(value)
        if typed and typed.group(1) in _TEXT_TYPES:
            texts[name] = typed.group(2)
    when_ms = next((times[name] for name in _TIME_PRIORITY if name in times), None)
    posted_at = None
    raw_ts = None
    if when_ms is not None and 0 < when_ms <= _MAX_EPOCH_MS:
        raw_ts = str(when_ms)
        posted_at = datetime.fromtimestamp(when_ms / 1000, tz=UTC)
    event_extras = dict(hidden)
    if ident := _first(_HEADER_ID, header):
        event_extras["android_id"] = ident
    tag = _first(_HEADER_TAG, header)
    if tag and tag != "null":
        event_extras["android_tag"] = tag
    return build_event(
        platform="android",
        kind="added",
        source_key=key,
        app_id=pkg,
        title=texts.get("android.title", ""),
        subtitle=texts.get("android.subText", ""),
        body=texts.get("android.bigText") or texts.get("android.text", ""),
        category=_first(_HEADER_CATEGORY, header),
        android_flags=flags,
        group_key=group,
        phone_timestamp_raw=raw_ts,
        posted_at=posted_at,
        received_at=received_at,
        redacted=bool(hidden),
        extras=event_extras,
    )


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
