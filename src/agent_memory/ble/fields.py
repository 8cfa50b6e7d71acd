"""Field checks shared by the JSON-based decoders (Android, iOS JSON, Gadgetbridge).

Each helper either returns a value of the documented type or raises
:class:`~agent_memory.errors.DecodeError` naming the field. Messages never quote field values,
so a notification's text cannot reach a log line through an error.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.errors import DecodeError, InvalidInput

__all__ = ["build_event", "optional_str", "received_time_of", "required_str"]


def received_time_of(obj: Mapping[str, Any], default: datetime) -> tuple[datetime, int | None]:
    """Return the receipt time and device UTC offset an input object carries.

    Args:
        obj: A parsed input object; ``received_at`` is ISO 8601 with a zone, and
            ``received_utc_offset_s`` the device's offset in seconds east of UTC.
        default: Aware time used when ``received_at`` is absent or null.

    Returns:
        ``(received_at in UTC, received_utc_offset_s or None)``.

    Raises:
        DecodeError: ``received_at`` is not an ISO 8601 string with a zone, or the offset is not
            an integer.
    """
    value = obj.get("received_at")
    when = default
    if value is not None:
        if not isinstance(value, str):
            raise DecodeError(
                "Field 'received_at' must be an ISO 8601 string.", field="received_at"
            )
        try:
            parsed = datetime.fromisoformat(value)
        except ValueError as exc:
            raise DecodeError(
                "Field 'received_at' is not an ISO 8601 time.", field="received_at"
            ) from exc
        if parsed.tzinfo is None:
            raise DecodeError(
                "Field 'received_at' must carry a time zone (for example Z or +08:00).",
                field="received_at",
            )
        when = parsed
    try:
        when = when.astimezone(UTC)
    except OverflowError as exc:
        raise DecodeError(
            "Field 'received_at' is outside the range of UTC times.", field="received_at"
        ) from exc
    offset = obj.get("received_utc_offset_s")
    if offset is not None and (isinstance(offset, bool) or not isinstance(offset, int)):
        raise DecodeError(
            "Field 'received_utc_offset_s' must be an integer number of seconds.",
            field="received_utc_offset_s",
        )
    return when, offset


def required_str(obj: Mapping[str, Any], name: str) -> str:
    """Return ``obj[name]`` if it is a non-empty string.

    Raises:
        DecodeError: The field is missing, empty or not a string.
    """
    value = obj.get(name)
    if not isinstance(value, str) or not value:
        raise DecodeError(f"Field {name!r} must be a non-empty string.", field=name)
    return value


def optional_str(obj: Mapping[str, Any], name: str) -> str:
    """Return ``obj[name]`` as a string, ``""`` when absent or null.

    Raises:
        DecodeError: The field is present and not a string.
    """
    value = obj.get(name)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise DecodeError(f"Field {name!r} must be a string or null.", field=name)
    return value


def build_event(**fields: Any) -> NotificationEvent:
    """Call :func:`~agent_memory.ble.event.make_event`, translating its errors to DecodeError.

    ``kind`` must already be a string (``make_event`` checks membership in a set).

    Raises:
        DecodeError: ``make_event`` refused a field; ``field`` names it.
    """
    kind = fields.get("kind", "added")
    if not isinstance(kind, str):
        raise DecodeError("Field 'kind' must be 'added', 'modified' or 'removed'.", field="kind")
    try:
        return make_event(**fields)
    except InvalidInput as exc:
        raise DecodeError(str(exc), field=exc.field) from exc
