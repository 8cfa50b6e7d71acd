"""The normalized notification event of the ``ble_service`` (spec: Component Responsibilities).

Every wire format (ANCS, Android listener JSON, Gadgetbridge, dumpsys) decodes into one
:class:`NotificationEvent`. Normalization happens once, in :func:`make_event`, so that the
persisted record, the fingerprint used for replay deduplication and what a model is shown all
agree. The JSON form (:meth:`NotificationEvent.to_json_dict`) is the body of a shard line;
``docs/formats/notification-shard.md`` describes it field by field.

Text rules (applied to app name, title, subtitle and body):

* Unicode NFC (UAX #15).
* Lone UTF-16 surrogates, which a bridge produces when it cuts an emoji in half, become U+FFFD.
* Text decoded from bytes by our input decoders keeps invalid bytes as surrogate escapes (PEP 383,
  ``errors="surrogateescape"``). An incomplete UTF-8 sequence at the very end of a field is a
  character the sender cut in half (case E11): it is dropped, and for the body the event is
  flagged ``body_truncated``. Any other invalid byte becomes U+FFFD.
* C0/C1 control characters are dropped, except newline and tab; ``\\r\\n`` and ``\\r`` become
  ``\\n``. Format characters (ZWJ U+200D, direction marks U+200E/U+200F/U+061C, embeddings and
  isolates) are kept: they change how text renders and what an emoji sequence means.
* Length limits in UTF-8 bytes, cut on a character boundary: body 4096 (spec: Memory and Recall
  defaults), title and subtitle 512, app id and app name 256, source key and category 256.
  A cut body is flagged ``body_truncated`` and keeps ``body_original_bytes``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta, timezone
from typing import Any, Final, Literal

from agent_memory.errors import InvalidInput

__all__ = [
    "ANCS_FLAG_PRE_EXISTING",
    "ANDROID_FLAG_FOREGROUND_SERVICE",
    "ANDROID_FLAG_GROUP_SUMMARY",
    "ANDROID_FLAG_ONGOING_EVENT",
    "EARLIEST_TIME",
    "LATEST_TIME",
    "MAX_BODY_BYTES",
    "MAX_KEY_BYTES",
    "MAX_TITLE_BYTES",
    "EventKind",
    "NotificationEvent",
    "Platform",
    "clean_text",
    "cut_utf8",
    "decode_utf8_lenient",
    "drop_cut_character",
    "make_event",
]

Platform = Literal["ios", "android"]
EventKind = Literal["added", "modified", "removed"]

MAX_BODY_BYTES: Final = 4096
MAX_TITLE_BYTES: Final = 512
MAX_KEY_BYTES: Final = 256

# android.app.Notification flag bits (Android API reference, Notification.FLAG_*).
ANDROID_FLAG_ONGOING_EVENT: Final = 0x00000002
ANDROID_FLAG_FOREGROUND_SERVICE: Final = 0x00000040
ANDROID_FLAG_GROUP_SUMMARY: Final = 0x00000200
# ANCS EventFlags bit 2 (Apple ANCS specification, "EventFlags").
ANCS_FLAG_PRE_EXISTING: Final = 1 << 2

EARLIEST_TIME: Final = datetime(1970, 1, 1, tzinfo=UTC)
"""The earliest receipt time accepted at intake (UTC)."""
LATEST_TIME: Final = datetime(9000, 1, 1, tzinfo=UTC)
"""The first receipt time refused at intake (UTC): far enough from ``datetime.max`` that the
local time (offset up to +-18 h) and any expiry the processor accepts (up to two years later)
can always be computed."""

_PLATFORMS: Final = frozenset({"ios", "android"})
_KINDS: Final = frozenset({"added", "modified", "removed"})
_KEEP_CONTROLS: Final = frozenset({"\n", "\t"})
_STORED_TEXT: Final = ("source_key", "app_id", "title", "subtitle", "body")
_STORED_OPTIONAL_TEXT: Final = ("app_name", "category", "group_key", "phone_timestamp_raw")
_STORED_OPTIONAL_INT: Final = ("android_flags", "ancs_event_flags", "received_utc_offset_s")


def decode_utf8_lenient(data: bytes) -> tuple[str, bool]:
    """Decode UTF-8 bytes that a phone or bridge may have cut mid-character.

    An incomplete multi-byte sequence at the very end is dropped (the sender cut the text);
    invalid bytes elsewhere become U+FFFD.

    Args:
        data: Raw UTF-8 bytes.

    Returns:
        ``(text, cut)`` where ``cut`` is true when a partial trailing character was dropped.
    """
    try:
        return data.decode("utf-8"), False
    except UnicodeDecodeError:
        pass
    # A trailing partial sequence is at most 3 bytes: a lead byte and up to 2 continuations.
    for drop in (1, 2, 3):
        if drop > len(data):
            break
        lead = data[-drop]
        if lead & 0xC0 == 0x80:  # continuation byte: keep looking for the lead
            continue
        needed = (
            2
            if lead & 0xE0 == 0xC0
            else 3
            if lead & 0xF0 == 0xE0
            else 4
            if lead & 0xF8 == 0xF0
            else 0
        )
        if needed > drop:
            return data[:-drop].decode("utf-8", errors="replace"), True
        break
    return data.decode("utf-8", errors="replace"), False


def drop_cut_character(text: str) -> tuple[str, bool]:
    """Drop an incomplete UTF-8 sequence that ends ``text`` as surrogate escapes (case E11).

    Our decoders read input bytes with ``errors="surrogateescape"`` (PEP 383), so a byte that is
    not UTF-8 arrives as U+DC80..U+DCFF. When the last one to three such characters are the start
    of a multi-byte character with its end missing, the sender cut the text there.

    Args:
        text: Text as decoded, before :func:`clean_text`.

    Returns:
        ``(text, cut)``: the text without the partial character, and whether one was dropped.
        Other escapes are left for :func:`clean_text`, which makes them U+FFFD.
    """
    start = len(text)
    while start > 0 and len(text) - start < 3 and "\udc80" <= text[start - 1] <= "\udcff":
        start -= 1
    if start == len(text):
        return text, False
    tail = text[start:].encode("utf-8", "surrogateescape")
    decoded, cut = decode_utf8_lenient(tail)
    if not cut:
        return text, False
    return text[:start] + decoded, True


def clean_text(text: str) -> str:
    """Apply the module's text rules except the length limit.

    Args:
        text: Any Python string, possibly with lone surrogates or control characters.

    Returns:
        NFC text with lone surrogates replaced by U+FFFD and control characters removed.
    """
    if not text:
        return ""
    # Pair up surrogate halves that arrived as separate code units; lone halves become U+FFFD.
    fixed = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    if "\r" in fixed:
        fixed = fixed.replace("\r\n", "\n").replace("\r", "\n")
    if not fixed.isprintable():
        fixed = "".join(
            ch for ch in fixed if ch in _KEEP_CONTROLS or unicodedata.category(ch) != "Cc"
        )
    return unicodedata.normalize("NFC", fixed)


def cut_utf8(text: str, max_bytes: int) -> tuple[str, bool, int]:
    """Cut ``text`` to at most ``max_bytes`` of UTF-8 on a character boundary.

    Args:
        text: Clean text (see :func:`clean_text`).
        max_bytes: Limit in bytes; must be positive.

    Returns:
        ``(text, truncated, original_bytes)``.
    """
    encoded = text.encode("utf-8")
    size = len(encoded)
    if size <= max_bytes:
        return text, False, size
    head = encoded[:max_bytes]
    return head.decode("utf-8", errors="ignore"), True, size


def _limit(value: object, name: str, max_bytes: int) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise InvalidInput(f"Field {name!r} must be a string.", field=name)
    return cut_utf8(clean_text(drop_cut_character(value)[0]), max_bytes)[0]


@dataclass(frozen=True, slots=True)
class NotificationEvent:
    """One normalized notification event as the ``ble_service`` delivers it.

    Build instances with :func:`make_event`, which applies normalization; the constructor
    trusts its arguments.

    Attributes:
        platform: ``"ios"`` (ANCS) or ``"android"``.
        kind: ``"added"``, ``"modified"`` or ``"removed"``.
        source_key: Android ``StatusBarNotification.getKey()``; for iOS ``"<session>:<uid>"``
            because an ANCS NotificationUID is only valid within one connection.
        app_id: Package name or bundle identifier.
        app_name: Display name where the source gives one.
        title: Title (Android ``EXTRA_TITLE``; ANCS attribute Title).
        subtitle: Subtitle (ANCS Subtitle; Android ``EXTRA_SUB_TEXT``).
        body: Message text, at most 4096 UTF-8 bytes.
        body_truncated: True when the body was cut here or by the sender.
        body_original_bytes: Size of the body before the cut, in UTF-8 bytes.
        category: ANCS CategoryID name or Android ``Notification.category``.
        android_flags: Raw ``Notification.flags`` or ``None``.
        group_key: Android ``StatusBarNotification.getGroupKey()`` or ``None``.
        ancs_event_flags: Raw ANCS EventFlags or ``None``.
        phone_timestamp_raw: The phone's own time as given (ANCS Date ``yyyyMMdd'T'HHmmSS`` has
            no zone; Android ``postTime`` in epoch milliseconds as text), or ``None``.
        posted_at: The phone's time parsed to UTC where the zone is known, else ``None``.
        received_at: Device clock at receipt, aware UTC.
        received_utc_offset_s: The device's UTC offset at receipt in seconds (east positive),
            so relative dates resolve against the local time the user saw; ``None`` if unknown.
        redacted: True when the source hid the text (dumpsys ``String [length=N]`` or a
            ``tickerText`` cut to 8 characters and ``...``); the text is only what it showed.
        extras: Short source-specific strings.
        claimed_received_at: The receipt time the source claimed when it lay more than a day
            ahead of the device clock; ``received_at`` is then the device's own time
            (docs/formats/notification-shard.md). ``None`` otherwise.
    """

    platform: Platform
    kind: EventKind
    source_key: str
    app_id: str
    received_at: datetime
    title: str = ""
    subtitle: str = ""
    body: str = ""
    body_truncated: bool = False
    body_original_bytes: int = 0
    app_name: str | None = None
    category: str | None = None
    android_flags: int | None = None
    group_key: str | None = None
    ancs_event_flags: int | None = None
    phone_timestamp_raw: str | None = None
    posted_at: datetime | None = None
    received_utc_offset_s: int | None = None
    redacted: bool = False
    extras: Mapping[str, str] = field(default_factory=dict)
    claimed_received_at: datetime | None = None

    @property
    def is_group_summary(self) -> bool:
        """Whether Android flagged this post ``FLAG_GROUP_SUMMARY`` (0x200)."""
        return bool((self.android_flags or 0) & ANDROID_FLAG_GROUP_SUMMARY)

    @property
    def is_ongoing(self) -> bool:
        """Whether Android flagged it ongoing (0x2) or a foreground service (0x40)."""
        return bool(
            (self.android_flags or 0)
            & (ANDROID_FLAG_ONGOING_EVENT | ANDROID_FLAG_FOREGROUND_SERVICE)
        )

    @property
    def is_pre_existing(self) -> bool:
        """Whether ANCS flagged it PreExisting (EventFlags bit 2)."""
        return bool((self.ancs_event_flags or 0) & ANCS_FLAG_PRE_EXISTING)

    def local_received_at(self) -> datetime:
        """Return the receipt time at the device's UTC offset at receipt (UTC when unknown).

        Never raises: a receipt whose local time falls outside the years 1-9999 (a record stored
        before intake refused such times) or an offset out of range gives the UTC time.
        """
        try:
            offset = timezone(timedelta(seconds=self.received_utc_offset_s or 0))
            return self.received_at.astimezone(offset)
        except (OverflowError, ValueError):
            return self.received_at

    def to_json_dict(self) -> dict[str, Any]:
        """Return the event as a JSON object (the fields of a shard line).

        Times are ISO 8601 strings in UTC with a ``Z`` suffix and microseconds.
        """
        out = self.to_record_dict()
        out["posted_at"] = _iso(self.posted_at)
        out["received_at"] = _iso(self.received_at)
        if self.claimed_received_at is not None:
            out["claimed_received_at"] = _iso(self.claimed_received_at)
        return out

    def to_record_dict(self) -> dict[str, Any]:
        """Return the fields of :meth:`to_json_dict` with the times left as aware datetimes.

        For encoders that write datetimes themselves (the shard writer uses orjson, which writes
        RFC 3339 with ``Z``).
        """
        out: dict[str, Any] = {
            "platform": self.platform,
            "kind": self.kind,
            "source_key": self.source_key,
            "app_id": self.app_id,
            "app_name": self.app_name,
            "title": self.title,
            "subtitle": self.subtitle,
            "body": self.body,
            "body_truncated": self.body_truncated,
            "body_original_bytes": self.body_original_bytes,
            "category": self.category,
            "android_flags": self.android_flags,
            "group_key": self.group_key,
            "ancs_event_flags": self.ancs_event_flags,
            "phone_timestamp_raw": self.phone_timestamp_raw,
            "posted_at": self.posted_at,
            "received_at": self.received_at,
            "received_utc_offset_s": self.received_utc_offset_s,
            "redacted": self.redacted,
        }
        if self.extras:
            out["extras"] = dict(self.extras)
        if self.claimed_received_at is not None:
            out["claimed_received_at"] = self.claimed_received_at
        return out

    @classmethod
    def from_json_dict(cls, data: Mapping[str, Any]) -> NotificationEvent:
        """Rebuild an event from :meth:`to_json_dict` output (a shard line).

        Raises:
            InvalidInput: A field is missing or has the wrong type; ``field`` names it.
        """
        return make_event(
            platform=data.get("platform"),
            kind=data.get("kind"),
            source_key=data.get("source_key"),
            app_id=data.get("app_id"),
            app_name=data.get("app_name"),
            title=data.get("title"),
            subtitle=data.get("subtitle"),
            body=data.get("body"),
            body_truncated=bool(data.get("body_truncated", False)),
            body_original_bytes=data.get("body_original_bytes"),
            category=data.get("category"),
            android_flags=data.get("android_flags"),
            group_key=data.get("group_key"),
            ancs_event_flags=data.get("ancs_event_flags"),
            phone_timestamp_raw=data.get("phone_timestamp_raw"),
            posted_at=_parse_iso(data.get("posted_at"), "posted_at"),
            received_at=_parse_iso(data.get("received_at"), "received_at"),
            received_utc_offset_s=data.get("received_utc_offset_s"),
            redacted=bool(data.get("redacted", False)),
            extras=data.get("extras"),
        )

    @classmethod
    def from_stored(cls, data: Mapping[str, Any]) -> NotificationEvent:
        """Rebuild an event from a shard line this library wrote, without normalizing again.

        Text was normalized before it was written, so only types are checked (a damaged line
        must not become a record); use :meth:`from_json_dict` for input from outside.

        Raises:
            InvalidInput: A field is missing or has the wrong type; ``field`` names it.
        """
        try:
            platform = data["platform"]
            kind = data["kind"]
            if platform not in _PLATFORMS or kind not in _KINDS:
                raise InvalidInput("A stored event has an unknown platform or kind.", field="kind")
            texts = [data[name] for name in _STORED_TEXT]
            optional = [data.get(name) for name in _STORED_OPTIONAL_TEXT]
            numbers = [data.get(name) for name in _STORED_OPTIONAL_INT]
            size = data["body_original_bytes"]
        except KeyError as exc:
            raise InvalidInput("A stored event lacks a field.", field=str(exc.args[0])) from exc
        if not all(isinstance(t, str) for t in texts) or not all(
            t is None or isinstance(t, str) for t in optional
        ):
            raise InvalidInput("A stored event has a text field of the wrong type.")
        if not all(n is None or (isinstance(n, int) and not isinstance(n, bool)) for n in numbers):
            raise InvalidInput("A stored event has a number field of the wrong type.")
        offset_s = numbers[2]
        if offset_s is not None and abs(offset_s) > 18 * 3600:
            raise InvalidInput(
                "Field 'received_utc_offset_s' must be within +-64800 seconds.",
                field="received_utc_offset_s",
            )
        if not isinstance(size, int) or isinstance(size, bool):
            raise InvalidInput("Field 'body_original_bytes' must be an integer.", field="size")
        received = _parse_iso(data.get("received_at"), "received_at")
        if received is None:
            raise InvalidInput("Field 'received_at' is required.", field="received_at")
        extras = data.get("extras") or {}
        if not isinstance(extras, dict):
            raise InvalidInput("Field 'extras' must be an object of strings.", field="extras")
        source_key, app_id, title, subtitle, body = texts
        app_name, category, group_key, raw_ts = optional
        android_flags, ancs_flags, offset = numbers
        return cls(
            platform=platform,
            kind=kind,
            source_key=source_key,
            app_id=app_id,
            received_at=received,
            title=title,
            subtitle=subtitle,
            body=body,
            body_truncated=bool(data.get("body_truncated", False)),
            body_original_bytes=size,
            app_name=app_name,
            category=category,
            android_flags=android_flags,
            group_key=group_key,
            ancs_event_flags=ancs_flags,
            phone_timestamp_raw=raw_ts,
            posted_at=_parse_iso(data.get("posted_at"), "posted_at"),
            received_utc_offset_s=offset,
            redacted=bool(data.get("redacted", False)),
            extras=extras,
            claimed_received_at=_parse_iso(data.get("claimed_received_at"), "claimed_received_at"),
        )

    def with_received_at(self, received_at: datetime) -> NotificationEvent:
        """Return a copy with another receipt time (aware; converted to UTC)."""
        return replace(self, received_at=_utc(received_at, "received_at"))


def make_event(
    *,
    platform: object,
    kind: object = "added",
    source_key: object,
    app_id: object,
    received_at: datetime | None,
    title: object = None,
    subtitle: object = None,
    body: object = None,
    body_truncated: bool = False,
    body_original_bytes: object = None,
    app_name: object = None,
    category: object = None,
    android_flags: object = None,
    group_key: object = None,
    ancs_event_flags: object = None,
    phone_timestamp_raw: object = None,
    posted_at: datetime | None = None,
    received_utc_offset_s: object = None,
    redacted: bool = False,
    extras: object = None,
) -> NotificationEvent:
    """Validate and normalize the parts of a notification into a :class:`NotificationEvent`.

    Decoders call this with whatever their format gave; every text rule of the module docstring
    is applied here.

    Args:
        platform: ``"ios"`` or ``"android"``.
        kind: ``"added"`` (default), ``"modified"`` or ``"removed"``.
        source_key: Non-empty key of the notification at its source.
        app_id: Non-empty package name or bundle id.
        received_at: Aware receipt time (converted to UTC); required.
        title, subtitle, body, app_name, category, group_key: Strings or ``None``.
        body_truncated: True when the sender already cut the body.
        body_original_bytes: The sender's original body size in bytes, when it reports one
            (ANCS MessageSize); otherwise the size before our own cut.
        android_flags, ancs_event_flags: Non-negative integers or ``None``.
        phone_timestamp_raw: The phone's time as given, or ``None``; empty strings become ``None``.
        posted_at: The phone's time parsed, aware, or ``None``.
        received_utc_offset_s: Device UTC offset in seconds, within +-18 hours, or ``None``.
        redacted: True when the source hid the text.
        extras: A mapping of short string keys to string values, or ``None``.

    Returns:
        The normalized event.

    Raises:
        InvalidInput: A field is missing, has the wrong type or is out of range; ``field`` names it
            and the message never quotes the field's text.
    """
    if platform not in _PLATFORMS:
        raise InvalidInput("Field 'platform' must be 'ios' or 'android'.", field="platform")
    if kind not in _KINDS:
        raise InvalidInput("Field 'kind' must be 'added', 'modified' or 'removed'.", field="kind")
    key = _limit(source_key, "source_key", MAX_KEY_BYTES)
    if not key:
        raise InvalidInput("Field 'source_key' must be a non-empty string.", field="source_key")
    app = _limit(app_id, "app_id", MAX_KEY_BYTES)
    if not app:
        raise InvalidInput("Field 'app_id' must be a non-empty string.", field="app_id")
    if received_at is None:
        raise InvalidInput("Field 'received_at' is required.", field="received_at")
    received = _utc(received_at, "received_at")
    if not EARLIEST_TIME <= received < LATEST_TIME:
        raise InvalidInput(
            "Field 'received_at' must lie between 1970-01-01 and 9000-01-01 (UTC): a time "
            "outside cannot be a receipt, and its local time or expiry cannot be computed.",
            field="received_at",
        )
    if body is not None and not isinstance(body, str):
        raise InvalidInput("Field 'body' must be a string.", field="body")
    sent_body, sender_cut = drop_cut_character(body or "")
    body_text, cut, size = cut_utf8(clean_text(sent_body), MAX_BODY_BYTES)
    # The body's size as it arrived: with the bytes of a character the sender cut in half (each
    # such byte is one surrogate escape, see drop_cut_character).
    original = size + (len(body or "") - len(sent_body) if sender_cut else 0)
    if body_original_bytes is not None:
        original = max(_non_negative_int(body_original_bytes, "body_original_bytes"), size)
    raw_ts = _limit(phone_timestamp_raw, "phone_timestamp_raw", MAX_KEY_BYTES) or None
    offset = None
    if received_utc_offset_s is not None:
        offset = _int(received_utc_offset_s, "received_utc_offset_s")
        if abs(offset) > 18 * 3600:
            raise InvalidInput(
                "Field 'received_utc_offset_s' must be within +-64800 seconds.",
                field="received_utc_offset_s",
            )
    clean_extras: dict[str, str] = {}
    if extras is not None:
        if not isinstance(extras, Mapping):
            raise InvalidInput("Field 'extras' must be an object of strings.", field="extras")
        for k, v in extras.items():
            if not isinstance(k, str) or not isinstance(v, str):
                raise InvalidInput("Field 'extras' must be an object of strings.", field="extras")
            clean_extras[_limit(k, "extras", MAX_KEY_BYTES)] = _limit(v, "extras", MAX_TITLE_BYTES)
    return NotificationEvent(
        platform=platform,  # type: ignore[arg-type]
        kind=kind,  # type: ignore[arg-type]
        source_key=key,
        app_id=app,
        app_name=_limit(app_name, "app_name", MAX_KEY_BYTES) or None,
        title=_limit(title, "title", MAX_TITLE_BYTES),
        subtitle=_limit(subtitle, "subtitle", MAX_TITLE_BYTES),
        body=body_text,
        body_truncated=bool(body_truncated) or cut or sender_cut,
        body_original_bytes=original,
        category=_limit(category, "category", MAX_KEY_BYTES) or None,
        android_flags=None
        if android_flags is None
        else _non_negative_int(android_flags, "android_flags"),
        group_key=_limit(group_key, "group_key", MAX_KEY_BYTES) or None,
        ancs_event_flags=None
        if ancs_event_flags is None
        else _non_negative_int(ancs_event_flags, "ancs_event_flags"),
        phone_timestamp_raw=raw_ts,
        posted_at=_in_range(posted_at),
        received_at=received,
        received_utc_offset_s=offset,
        redacted=bool(redacted),
        extras=clean_extras,
    )


def _in_range(posted_at: datetime | None) -> datetime | None:
    """Return ``posted_at`` in UTC, or ``None`` when it lies outside the accepted time range.

    The phone's own time is informative only (the raw text is kept in ``phone_timestamp_raw``):
    one that cannot be a real time is dropped rather than refusing the notification.
    """
    if posted_at is None:
        return None
    value = _utc(posted_at, "posted_at")
    return value if EARLIEST_TIME <= value < LATEST_TIME else None


def _int(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(f"Field {name!r} must be an integer.", field=name)
    return value


def _non_negative_int(value: object, name: str) -> int:
    number = _int(value, name)
    if number < 0:
        raise InvalidInput(f"Field {name!r} must not be negative.", field=name)
    return number


def _utc(value: object, name: str) -> datetime:
    if not isinstance(value, datetime):
        raise InvalidInput(f"Field {name!r} must be a datetime.", field=name)
    if value.tzinfo is None:
        raise InvalidInput(f"Field {name!r} must carry a time zone.", field=name)
    try:
        return value.astimezone(UTC)
    except OverflowError as exc:
        message = f"Field {name!r} lies outside the years 1-9999 in UTC."
        raise InvalidInput(message, field=name) from exc


def _iso(value: datetime | None) -> str | None:
    if value is None:
        return None
    if value.tzinfo is not UTC:
        value = value.astimezone(UTC)
    return value.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


def _parse_iso(value: object, name: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidInput(f"Field {name!r} must be an ISO 8601 string.", field=name)
    try:
        parsed = datetime.fromisoformat(value)
        if parsed.tzinfo is None:
            raise InvalidInput(f"Field {name!r} must carry a time zone.", field=name)
        return parsed.astimezone(UTC)
    except (ValueError, OverflowError) as exc:  # OverflowError: past year 9999 once in UTC
        raise InvalidInput(f"Field {name!r} is not an ISO 8601 time.", field=name) from exc
