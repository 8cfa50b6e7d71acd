"""Decode Gadgetbridge to Bangle.js notification lines: ``GB({"t":"notify",...})``.

Gadgetbridge (an Android companion app) forwards the phone's notifications to a Bangle.js watch
over the Nordic UART Service as JavaScript lines: the DLE byte ``0x10``, ``GB(``, a JSON object,
``)`` and ``\\n``. Non-ASCII characters may be written as JavaScript ``\\xNN`` escapes, which JSON
does not know; they are translated before parsing. The ``t`` field names the message:

* ``notify``: a new notification: ``id`` (integer), ``src`` (app display name), ``title``,
  ``subject``, ``body``, ``sender``, ``tel``; optional ``appId`` (package name, newer builds).
* ``notify~``: a change of notification ``id``; only the changed fields are sent.
* ``notify-``: notification ``id`` was dismissed on the phone.

Other ``t`` values (music, calls, weather, find-my-watch) are not notifications and decode to no
event. A recorded line may carry ``received_at`` / ``received_utc_offset_s`` inside the object
(our recording extension, see ``docs/formats/notification-input.md``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from datetime import datetime
from typing import Any, Final

from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.fields import build_event, optional_str, received_time_of
from agent_memory.errors import DecodeError

__all__ = [
    "GB_KINDS",
    "decode_gadgetbridge_line",
    "is_gadgetbridge_line",
]

DLE: Final = "\x10"
GB_KINDS: Final = {"notify": "added", "notify~": "modified", "notify-": "removed"}
# A JavaScript \xNN escape preceded by an even number of backslashes (so not itself escaped).
_JS_HEX_ESCAPE: Final = re.compile(r"(?<!\\)((?:\\\\)*)\\x([0-9a-fA-F]{2})")


def is_gadgetbridge_line(text: str) -> bool:
    """Return whether ``text`` looks like a Gadgetbridge ``GB(...)`` line.

    Args:
        text: One line, stripped or not; a leading DLE (0x10) is allowed.
    """
    return text.strip().lstrip(DLE).startswith("GB(")


def decode_gadgetbridge_line(text: str, *, received_at: datetime) -> list[NotificationEvent]:
    """Decode one Gadgetbridge line into zero or one notification event.

    Args:
        text: The line (a leading DLE, surrounding whitespace and a trailing ``;`` are allowed).
        received_at: Aware receipt time when the object carries no ``received_at``.

    Returns:
        ``[event]`` for ``notify``, ``notify~`` and ``notify-``; ``[]`` for any other ``t``.
        ``source_key`` is ``"gb:<id>"``; ``app_id`` is ``appId`` when sent, else ``src``, else
        ``"gadgetbridge"``; ``platform`` is ``"android"``.

    Raises:
        DecodeError: Not a ``GB(...)`` wrapper, not a JSON object inside, or a field of the wrong
            type (``field`` names it).
    """
    body = text.strip().lstrip(DLE).rstrip(";").strip()
    if not body.startswith("GB(") or not body.endswith(")"):
        raise DecodeError("A Gadgetbridge line must be GB({...}).", field="GB")
    inner = _JS_HEX_ESCAPE.sub(r"\1\\u00\2", body[3:-1])
    try:
        obj = json.loads(inner)
    except (ValueError, RecursionError) as exc:
        raise DecodeError("The Gadgetbridge message is not a JSON object.", field="GB") from exc
    if not isinstance(obj, Mapping):
        raise DecodeError("The Gadgetbridge message is not a JSON object.", field="GB")
    kind_name = obj.get("t")
    if not isinstance(kind_name, str):
        raise DecodeError("Field 't' must be a string.", field="t")
    kind = GB_KINDS.get(kind_name)
    if kind is None:
        return []
    return [_notification(obj, kind, received_at)]


def _notification(obj: Mapping[str, Any], kind: str, received_at: datetime) -> NotificationEvent:
    when, offset = received_time_of(obj, received_at)
    ident = obj.get("id")
    if isinstance(ident, bool) or not isinstance(ident, int | str) or ident == "":
        raise DecodeError("Field 'id' must be an integer or a non-empty string.", field="id")
    src = optional_str(obj, "src")
    app_id = optional_str(obj, "appId") or src or "gadgetbridge"
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
