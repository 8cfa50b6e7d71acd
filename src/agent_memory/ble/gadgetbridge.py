"""Decode what Gadgetbridge sends a Bangle.js watch: ``GB({...})`` messages and its JavaScript.

Gadgetbridge (an Android companion app) drives a Bangle.js watch over the Nordic UART Service
with JavaScript lines, each starting with the DLE byte ``0x10`` and ending with ``\\n``
(Gadgetbridge ``BangleJSDeviceSupport``: ``uartTxJSON``, ``transmitTime``):

* ``\\x10GB({...})``: a message object whose ``t`` field names it. ``notify`` (a new
  notification: ``id``, ``src``, ``title``, ``subject``, ``body``, ``sender``, ``tel``,
  ``reply``), ``notify~`` (a change of notification ``id``, only the changed fields) and
  ``notify-`` (notification ``id`` dismissed on the phone) carry notifications. Every other ``t``
  (``musicinfo``, ``musicstate``, ``weather``, ``call``, ``alarm``, ``find``, ``vibrate``,
  ``calendar``, ``calendar-``, ``act``, ``actfetch``, ``nav``, ``http``, ``gps``,
  ``is_gps_active``, ...) is a real message that carries no notification: it decodes to no
  event and is reported as skipped, by kind.
* ``\\x10setTime(1700000000);E.setTimeZone(1.0);(s=>...)(require('Storage').readJSON(...))``:
  the time sync Gadgetbridge sends on every connection; skipped as ``time_sync``.
* Other ``\\x10`` JavaScript (``g.dump()`` for a screenshot) and the ``" \\x03"`` line that
  clears the watch's input line: skipped as ``javascript`` and ``control``.

The message object is "JSON-ish" (Gadgetbridge ``jsonToString``: "NOT 100% JSON compliant").
Builds up to 2022 write keys unquoted (``{t:"notify",id:5}``); strings may use JavaScript escapes
JSON does not know (``\\xNN``, ``\\v``, octal ``\\0`` .. ``\\377`` such as ``\\20`` for DLE) and may
be sent as ``atob("<base64 of ISO-8859-1 bytes>")`` when that is shorter. A word the watch cannot
draw (emoji, CJK) may be rendered by Gadgetbridge into an Espruino image string (``\\0``, width,
height, bits per pixel, pixels): the image is replaced by U+FFFC, the text it showed is gone.
All of these are read. A recorded line may carry ``received_at`` / ``received_utc_offset_s``
inside the object (our recording extension, ``docs/formats/notification-input.md``).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.fields import build_event, optional_str, received_time_of
from agent_memory.errors import DecodeError

__all__ = [
    "GB_KINDS",
    "SKIPPED_MESSAGES",
    "UNKNOWN_APP_ID",
    "GadgetbridgeLine",
    "decode_gadgetbridge_line",
    "is_gadgetbridge_line",
    "parse_gadgetbridge_line",
]

DLE: Final = "\x10"
GB_KINDS: Final = {"notify": "added", "notify~": "modified", "notify-": "removed"}
UNKNOWN_APP_ID: Final = "gadgetbridge"
"""``app_id`` of a Gadgetbridge event that names no app (``notify~`` and ``notify-`` do not)."""

SKIPPED_MESSAGES: Final = frozenset(
    {
        "act",
        "actfetch",
        "alarm",
        "calendar",
        "calendar-",
        "call",
        "canned_responses_sync",
        "cards",
        "find",
        "force_calendar_sync_start",
        "gps",
        "http",
        "is_gps_active",
        "musicinfo",
        "musicstate",
        "nav",
        "vibrate",
        "weather",
    }
)
"""``t`` values Gadgetbridge sends that carry no notification; each is skipped as
``gadgetbridge:<t>`` (any other ``t`` as ``gadgetbridge:other``, so a kind is never free text)."""

_TIME_SYNC: Final = re.compile(r"setTime\(\s*-?\d")
_CONTROLS: Final = "".join(map(chr, range(32))) + "\x7f"
_KEY_START: Final = re.compile(r"[A-Za-z_$]")
_NUMBER: Final = re.compile(r"\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")
_WORD: Final = re.compile(r"[A-Za-z_$][\w$]*")
_SPACE: Final = re.compile(r"\s*")
_OCTAL: Final = re.compile(r"[0-3][0-7]{0,2}|[4-7][0-7]?")
_SIMPLE_ESCAPES: Final = {
    "n": "\n",
    "t": "\t",
    "r": "\r",
    "b": "\b",
    "f": "\f",
    "v": "\v",
}


@dataclass(frozen=True, slots=True)
class GadgetbridgeLine:
    """What one line Gadgetbridge sent to the watch decoded to.

    Attributes:
        events: The notification event (``notify``, ``notify~``, ``notify-``), else empty.
        skipped: Why the line carries no notification, or ``None`` when it does:
            ``gadgetbridge:<t>`` for a message in :data:`SKIPPED_MESSAGES`,
            ``gadgetbridge:other`` for another ``t``, ``time_sync``, ``javascript`` or
            ``control``.
    """

    events: list[NotificationEvent]
    skipped: str | None = None


def is_gadgetbridge_line(text: str) -> bool:
    """Return whether ``text`` looks like a Gadgetbridge ``GB(...)`` line.

    Args:
        text: One line, stripped or not; a leading DLE (0x10) is allowed.
    """
    return text.strip().lstrip(DLE).startswith("GB(")


def parse_gadgetbridge_line(text: str, *, received_at: datetime) -> GadgetbridgeLine | None:
    """Decode one line Gadgetbridge sends to a Bangle.js, or say it is not one.

    Args:
        text: The line (a leading DLE, surrounding whitespace and a trailing ``;`` are allowed).
        received_at: Aware receipt time when the object carries no ``received_at``.

    Returns:
        The events or the skip kind (:class:`GadgetbridgeLine`); ``None`` when the line is none
        of Gadgetbridge's (not ``GB(...)``, not its time sync, and not DLE-prefixed JavaScript).

    Raises:
        DecodeError: A ``GB(...)`` line that is broken: not a message object inside, no string
            ``t``, or a notification field of the wrong type (``field`` names it).
    """
    stripped = text.strip(" \t\r\n")
    if is_gadgetbridge_line(stripped):
        return _message(stripped, received_at)
    body = stripped.lstrip(DLE).strip()
    if _TIME_SYNC.match(body):
        return GadgetbridgeLine([], "time_sync")
    if not body.strip(_CONTROLS):
        return GadgetbridgeLine([], "control")
    if stripped.startswith(DLE):
        return GadgetbridgeLine([], "javascript")
    return None


def decode_gadgetbridge_line(text: str, *, received_at: datetime) -> list[NotificationEvent]:
    """Decode one Gadgetbridge ``GB(...)`` line into zero or one notification event.

    Args:
        text: The line (a leading DLE, surrounding whitespace and a trailing ``;`` are allowed).
        received_at: Aware receipt time when the object carries no ``received_at``.

    Returns:
        ``[event]`` for ``notify``, ``notify~`` and ``notify-``; ``[]`` for any other ``t``.
        ``source_key`` is ``"gb:<id>"``; ``app_id`` is ``appId`` when sent, else ``src``, else
        ``"gadgetbridge"``; ``platform`` is ``"android"``.

    Raises:
        DecodeError: Not a ``GB(...)`` wrapper, not a message object inside, or a field of the
            wrong type (``field`` names it).
    """
    return _message(text.strip(), received_at).events


def _message(text: str, received_at: datetime) -> GadgetbridgeLine:
    body = text.strip().lstrip(DLE).rstrip(";").strip()
    if not body.startswith("GB(") or not body.endswith(")"):
        raise DecodeError("A Gadgetbridge line must be GB({...}).", field="GB")
    obj = _parse_object(body[3:-1])
    kind_name = obj.get("t")
    if not isinstance(kind_name, str):
        raise DecodeError("Field 't' must be a string.", field="t")
    kind = GB_KINDS.get(kind_name)
    if kind is None:
        name = kind_name if kind_name in SKIPPED_MESSAGES else "other"
        return GadgetbridgeLine([], f"gadgetbridge:{name}")
    return GadgetbridgeLine([_notification(obj, kind, received_at)])


def _parse_object(inner: str) -> Mapping[str, Any]:
    """Parse the message object: strict JSON first, else Gadgetbridge's JSON-ish form."""
    try:
        obj = json.loads(inner)
    except (ValueError, RecursionError):
        try:
            obj = json.loads(_jsonish_to_json(inner))
        except (ValueError, RecursionError) as exc:
            raise DecodeError("The Gadgetbridge message is not a JSON object.", field="GB") from exc
    if not isinstance(obj, Mapping):
        raise DecodeError("The Gadgetbridge message is not a JSON object.", field="GB")
    return obj


def _jsonish_to_json(text: str) -> str:
    """Rewrite Gadgetbridge's JSON-ish object text as JSON.

    Unquoted keys are quoted, strings are read with JavaScript escapes and re-written as JSON,
    ``atob("...")`` becomes the string of its ISO-8859-1 bytes. Anything else is copied for
    :func:`json.loads` to judge. Linear in the text.

    Raises:
        ValueError: An unterminated string, a bad escape or base64, or a bare word that is not
            a key, ``true``, ``false``, ``null``, ``NaN`` or ``Infinity``.
    """
    out: list[str] = []
    index = 0
    size = len(text)
    while index < size:
        char = text[index]
        if char in "\"'":
            value, index = _read_string(text, index)
            out.append(json.dumps(_without_images(value), ensure_ascii=False))
        elif number := _NUMBER.match(text, index):
            out.append(number.group())  # Java writes doubles as 1.0E10
            index = number.end()
        elif _KEY_START.match(char):
            word = _WORD.match(text, index)
            assert word is not None
            index = word.end()
            after = _SPACE.match(text, index)
            assert after is not None
            name = word.group()
            if name == "atob" and text.startswith("(", after.end()):
                value, index = _read_atob(text, after.end() + 1)
                out.append(json.dumps(_without_images(value), ensure_ascii=False))
            elif text.startswith(":", after.end()):
                out.append(json.dumps(name))
            elif name in ("true", "false", "null", "NaN", "Infinity"):
                out.append(name)
            else:
                raise ValueError("a bare word that is not a key")
        else:
            out.append(char)
            index += 1
    return "".join(out)


def _read_string(text: str, start: int) -> tuple[str, int]:
    """Read a JavaScript string literal at ``start``; return its value and the index after it."""
    quote = text[start]
    parts: list[str] = []
    index = start + 1
    size = len(text)
    while index < size:
        char = text[index]
        if char == quote:
            return "".join(parts), index + 1
        if char in "\n\r":
            break
        if char != "\\":
            end = index + 1
            while end < size and text[end] not in (quote, "\\", "\n", "\r"):
                end += 1
            parts.append(text[index:end])
            index = end
            continue
        if index + 1 >= size:
            break
        escape = text[index + 1]
        index += 2
        if escape in _SIMPLE_ESCAPES:
            parts.append(_SIMPLE_ESCAPES[escape])
        elif escape == "x":
            parts.append(chr(int(_hex(text, index, 2), 16)))
            index += 2
        elif escape == "u":
            parts.append(chr(int(_hex(text, index, 4), 16)))
            index += 4
        elif escape in "01234567":
            octal = _OCTAL.match(text, index - 1)
            assert octal is not None
            parts.append(chr(int(octal.group(), 8)))
            index = octal.end()
        else:
            parts.append(escape)  # \" \' \\ \/ and JavaScript's identity escapes
    raise ValueError("an unterminated string")


def _hex(text: str, index: int, width: int) -> str:
    digits = text[index : index + width]
    if len(digits) != width or not all(c in "0123456789abcdefABCDEF" for c in digits):
        raise ValueError("a bad hexadecimal escape")
    return digits


def _read_atob(text: str, index: int) -> tuple[str, int]:
    """Read ``"<base64>")`` after ``atob(``; return the decoded ISO-8859-1 text and the end."""
    space = _SPACE.match(text, index)
    assert space is not None
    index = space.end()
    if index >= len(text) or text[index] not in "\"'":
        raise ValueError("atob( without a string")
    encoded, index = _read_string(text, index)
    space = _SPACE.match(text, index)
    assert space is not None
    index = space.end()
    if not text.startswith(")", index):
        raise ValueError("atob( without its closing parenthesis")
    try:
        raw = base64.b64decode(encoded.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError) as exc:
        raise ValueError("bad base64 in atob()") from exc
    return raw.decode("latin-1"), index + 1


def _without_images(text: str) -> str:
    """Replace Espruino image strings (``\\0``, width, height, bpp, pixels) by U+FFFC.

    Gadgetbridge ``renderUnicodeAsImage`` draws words the watch has no font for into images:
    ``\\0``, width, height, bits per pixel (+128 when a transparent colour byte follows), then
    ``ceil(width * height * bpp / 8)`` pixel bytes, all as ISO-8859-1 characters. A NUL that
    does not start a whole image is left (normalization drops control characters).
    """
    if "\0" not in text:
        return text
    parts: list[str] = []
    index = 0
    while True:
        nul = text.find("\0", index)
        if nul < 0 or nul + 3 >= len(text):
            parts.append(text[index:])
            return "".join(parts)
        width, height, mode = (ord(c) for c in text[nul + 1 : nul + 4])
        bpp = mode & 0x7F
        header = 5 if mode & 0x80 else 4
        end = nul + header + (width * height * bpp + 7) // 8
        if width == 0 or height == 0 or not 1 <= bpp <= 16 or end > len(text):
            parts.append(text[index : nul + 1])
            index = nul + 1
            continue
        parts.append(text[index:nul])
        parts.append("\ufffc")
        index = end


def _notification(obj: Mapping[str, Any], kind: str, received_at: datetime) -> NotificationEvent:
    when, offset = received_time_of(obj, received_at)
    ident = obj.get("id")
    if isinstance(ident, bool) or not isinstance(ident, int | str) or ident == "":
        raise DecodeError("Field 'id' must be an integer or a non-empty string.", field="id")
    src = optional_str(obj, "src")
    app_id = optional_str(obj, "appId") or src or UNKNOWN_APP_ID
    title = optional_str(obj, "title")
    sender = optional_str(obj, "sender")
    extras: dict[str, str] = {}
    tel = optional_str(obj, "tel")
    if tel:
        extras["tel"] = tel
    if sender and sender != title:
        extras["sender"] = sender
    return build_event(
        platform="android",
        kind=kind,
        source_key=f"gb:{ident}",
        app_id=app_id,
        app_name=src or None,
        title=title or sender,
        subtitle=optional_str(obj, "subject"),
        body=optional_str(obj, "body"),
        received_at=when,
        received_utc_offset_s=offset,
        extras=extras,
    )
