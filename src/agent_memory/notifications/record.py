"""The persisted notification record and the replay fingerprint.

A record is one line of a shard (``docs/formats/notification-shard.md``): the BLE event's fields as
received plus the agent-local ``context_id``, the ring identity (``generation``, ``event_id``) and
the content fingerprint (:func:`replay_fingerprint`) used for replay deduplication (spec:
Notification Context).
"""

from __future__ import annotations

import hashlib
from typing import Any, Final, NamedTuple

import orjson

from agent_memory.ble.event import NotificationEvent
from agent_memory.errors import InvalidInput

__all__ = [
    "RECORD_VERSION",
    "NotificationRecord",
    "ShardPosition",
    "encode_record",
    "replay_fingerprint",
]

RECORD_VERSION: Final = 1
_DUMP_OPTIONS: Final = orjson.OPT_APPEND_NEWLINE | orjson.OPT_UTC_Z


def replay_fingerprint(event: NotificationEvent) -> str:
    """Return the replay fingerprint of ``event``: 32 hex digits of SHA-256.

    The fingerprint is on content, not on the ANCS NotificationUID, which is only valid within one
    connection (Apple ANCS specification; case E8): a phone that replays its notifications after a
    reconnect sends the same content under new UIDs. Fields: platform, kind, app id, title,
    subtitle, body and the phone's own timestamp as given. Android keys
    (``StatusBarNotification.getKey()``) are stable across a bridge's replays, so for Android the
    source key is part of the fingerprint too. A removal carries no content, so a removal's
    fingerprint is its platform, kind, source key and phone timestamp (an app that reuses a key
    for a later notification posts it with a new ``postTime``).

    Args:
        event: A normalized event.

    Returns:
        Lower-case hex string of 32 characters.
    """
    timestamp = event.phone_timestamp_raw or ""
    if event.kind == "removed":
        text = f"{event.platform}\x1f{event.kind}\x1f{event.source_key}\x1f{timestamp}"
    else:
        android_key = event.source_key if event.platform == "android" else ""
        text = (
            f"{event.platform}\x1f{event.kind}\x1f{event.app_id}\x1f{event.title}\x1f"
            f"{event.subtitle}\x1f{event.body}\x1f{timestamp}\x1f{android_key}"
        )
    digest = hashlib.sha256(text.encode("utf-8"))
    return digest.hexdigest()[:32]


def encode_record(
    context_id: int, generation: str, event_id: int, fp: str, event: NotificationEvent
) -> bytes:
    """Return the shard line of a record: compact UTF-8 JSON ending in ``\n``.

    orjson writes non-ASCII text as UTF-8 (no ``\\u`` escapes) and times as RFC 3339 in UTC with
    a ``Z``: the encoding of ``docs/formats/notification-shard.md``.
    """
    body: dict[str, Any] = {
        "v": RECORD_VERSION,
        "context_id": context_id,
        "generation": generation,
        "event_id": event_id,
        "fingerprint": fp,
        "platform": event.platform,
        "kind": event.kind,
        "source_key": event.source_key,
        "app_id": event.app_id,
        "app_name": event.app_name,
        "title": event.title,
        "subtitle": event.subtitle,
        "body": event.body,
        "body_truncated": event.body_truncated,
        "body_original_bytes": event.body_original_bytes,
        "category": event.category,
        "android_flags": event.android_flags,
        "group_key": event.group_key,
        "ancs_event_flags": event.ancs_event_flags,
        "phone_timestamp_raw": event.phone_timestamp_raw,
        "posted_at": event.posted_at,
        "received_at": event.received_at,
        "received_utc_offset_s": event.received_utc_offset_s,
        "redacted": event.redacted,
    }
    if event.extras:
        body["extras"] = dict(event.extras)
    if event.claimed_received_at is not None:
        body["claimed_received_at"] = event.claimed_received_at
    return orjson.dumps(body, option=_DUMP_OPTIONS)


class ShardPosition(NamedTuple):
    """Where a record's line sits: shard name (``YYYY-MM-DD``), start and end byte offsets.

    An immutable tuple: the intake builds one per record, and a tuple costs a third of a frozen
    dataclass to make.
    """

    shard: str
    start: int
    end: int


class NotificationRecord(NamedTuple):
    """One persisted notification (an immutable tuple, for the intake's per-record cost).

    Attributes:
        context_id: Agent-local id, strictly increasing across the whole log, never reused.
        generation: Ring generation the event came from.
        event_id: Ring event id within ``generation``.
        fingerprint: Content fingerprint (:func:`replay_fingerprint`).
        event: The normalized event as received.
        position: Where the line sits in its shard; ``None`` before it is written.
    """

    context_id: int
    generation: str
    event_id: int
    fingerprint: str
    event: NotificationEvent
    position: ShardPosition | None = None

    def to_line(self) -> bytes:
        """Return the shard line for this record: compact UTF-8 JSON ending in ``\\n``."""
        body: dict[str, Any] = {
            "v": RECORD_VERSION,
            "context_id": self.context_id,
            "generation": self.generation,
            "event_id": self.event_id,
            "fingerprint": self.fingerprint,
        }
        body.update(self.event.to_record_dict())
        # orjson writes compact UTF-8 (no \u escapes for non-ASCII) and RFC 3339 times in UTC
        # with a Z, the format page's encoding.
        return orjson.dumps(body, option=_DUMP_OPTIONS)

    @classmethod
    def from_line(cls, line: bytes, position: ShardPosition | None = None) -> NotificationRecord:
        """Parse one shard line (with or without its trailing newline).

        Raises:
            InvalidInput: The line is not UTF-8 JSON of a version-1 record; ``field`` names the
                first bad field where one can be named.
        """
        try:
            data = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            raise InvalidInput("Shard line is not a JSON object.") from exc
        if not isinstance(data, dict):
            raise InvalidInput("Shard line is not a JSON object.")
        if data.get("v") != RECORD_VERSION:
            raise InvalidInput("Shard line has an unknown record version.", field="v")
        context_id = data.get("context_id")
        event_id = data.get("event_id")
        generation = data.get("generation")
        fp = data.get("fingerprint")
        if isinstance(context_id, bool) or not isinstance(context_id, int) or context_id < 1:
            raise InvalidInput("Field 'context_id' must be a positive integer.", field="context_id")
        if isinstance(event_id, bool) or not isinstance(event_id, int) or event_id < 1:
            raise InvalidInput("Field 'event_id' must be a positive integer.", field="event_id")
        if not isinstance(generation, str) or not generation:
            raise InvalidInput("Field 'generation' must be a non-empty string.", field="generation")
        if not isinstance(fp, str) or not fp:
            raise InvalidInput("Field 'fingerprint' must be a string.", field="fingerprint")
        event = NotificationEvent.from_stored(data)
        return cls(context_id, generation, event_id, fp, event, position)
