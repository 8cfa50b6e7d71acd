"""Apple Notification Center Service (ANCS): wire codecs and the per-connection session.

Everything here follows Apple's "Apple Notification Center Service (ANCS) Specification" and is
free of any Bluetooth library: the transport (:mod:`agent_memory.ble.transport`) hands bytes in
and writes the bytes :class:`AncsSession` asks for. All integers are little-endian.

* Notification Source (8 bytes): EventID, EventFlags, CategoryID, CategoryCount,
  NotificationUID (uint32) -> :class:`NotificationSourceEvent`.
* Control Point requests: Get Notification Attributes (CommandID 0, UID, attribute ids, a 2-byte
  max length after Title, Subtitle and Message), Get App Attributes (CommandID 1, NUL-terminated
  AppIdentifier, attribute ids), Perform Notification Action (CommandID 2, UID, ActionID).
* Data Source responses: CommandID, UID (or the NUL-terminated AppIdentifier), then one
  ``AttributeID, Length (uint16), Value`` tuple per requested attribute. A response carries no
  total length and may be split across GATT notifications at any byte, including inside a length
  field (case E7); :class:`DataSourceReassembler` knows what was requested and so when a response
  is complete.

NotificationUIDs are valid only within one connection: :class:`AncsSession` is one connection, and
its events carry ``source_key = "<session>:<uid>"``. After a reconnect the phone replays what is
still in Notification Center with the PreExisting flag and new UIDs; the content of such a replay
decodes to exactly the same normalized fields, which is what content-based replay dedup in
``NotificationContext`` relies on (case E8). ANCS dates (``yyyyMMdd'T'HHmmSS``) have no zone and
are kept raw in ``phone_timestamp_raw`` with ``posted_at = None`` (case E10).
"""

from __future__ import annotations

import struct
from collections import deque
from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass, replace
from datetime import datetime
from enum import IntEnum, IntFlag
from typing import Final

from agent_memory.ble.event import (
    MAX_BODY_BYTES,
    MAX_TITLE_BYTES,
    NotificationEvent,
    decode_utf8_lenient,
    make_event,
)
from agent_memory.clock import Clock
from agent_memory.errors import DecodeError, InvalidInput

__all__ = [
    "ANCS_SERVICE_UUID",
    "CATEGORY_NAMES",
    "CONTROL_POINT_UUID",
    "DATA_SOURCE_UUID",
    "DEFAULT_ATTRIBUTES",
    "EVENT_KINDS",
    "NOTIFICATION_SOURCE_UUID",
    "ActionID",
    "AncsSession",
    "AppAttribute",
    "AppAttributesResponse",
    "CommandID",
    "ControlPointRequest",
    "DataSourceReassembler",
    "DataSourceResponse",
    "EventFlag",
    "EventID",
    "GetAppAttributes",
    "GetNotificationAttributes",
    "NotificationAttribute",
    "NotificationAttributesResponse",
    "NotificationSourceEvent",
    "PerformNotificationAction",
    "SessionStats",
    "decode_control_point",
]

# GATT UUIDs (ANCS specification, "The Apple Notification Center Service").
ANCS_SERVICE_UUID: Final = "7905f431-b5ce-4e99-a40f-4b1e122d00d0"
NOTIFICATION_SOURCE_UUID: Final = "9fbf120d-6301-42d9-8c58-25e699a21dbd"
CONTROL_POINT_UUID: Final = "69d1d8f3-45e1-49a8-9821-9bbdfdaad9d9"
DATA_SOURCE_UUID: Final = "22eac6e9-24d6-4bb5-be44-b36ace7c7bfb"


class EventID(IntEnum):
    """Notification Source EventID."""

    ADDED = 0
    MODIFIED = 1
    REMOVED = 2


EVENT_KINDS: Final = ("added", "modified", "removed")


class EventFlag(IntFlag):
    """Notification Source EventFlags bits."""

    SILENT = 1 << 0
    IMPORTANT = 1 << 1
    PRE_EXISTING = 1 << 2
    POSITIVE_ACTION = 1 << 3
    NEGATIVE_ACTION = 1 << 4


CATEGORY_NAMES: Final[Mapping[int, str]] = {
    0: "other",
    1: "incoming_call",
    2: "missed_call",
    3: "voicemail",
    4: "social",
    5: "schedule",
    6: "email",
    7: "news",
    8: "health_and_fitness",
    9: "business_and_finance",
    10: "location",
    11: "entertainment",
}


class CommandID(IntEnum):
    """Control Point CommandID."""

    GET_NOTIFICATION_ATTRIBUTES = 0
    GET_APP_ATTRIBUTES = 1
    PERFORM_NOTIFICATION_ACTION = 2


class NotificationAttribute(IntEnum):
    """NotificationAttributeID."""

    APP_IDENTIFIER = 0
    TITLE = 1
    SUBTITLE = 2
    MESSAGE = 3
    MESSAGE_SIZE = 4
    DATE = 5
    POSITIVE_ACTION_LABEL = 6
    NEGATIVE_ACTION_LABEL = 7


# Attributes that must be followed by a 2-byte max length in a request.
_WITH_MAX_LENGTH: Final = frozenset(
    {NotificationAttribute.TITLE, NotificationAttribute.SUBTITLE, NotificationAttribute.MESSAGE}
)


class AppAttribute(IntEnum):
    """AppAttributeID."""

    DISPLAY_NAME = 0


class ActionID(IntEnum):
    """Perform Notification Action ActionID."""

    POSITIVE = 0
    NEGATIVE = 1


@dataclass(frozen=True, slots=True)
class NotificationSourceEvent:
    """One 8-byte Notification Source notification.

    Attributes:
        event_id: Added, Modified or Removed.
        event_flags: EventFlags bits (see :class:`EventFlag`).
        category_id: CategoryID (0..11 defined; others kept as given).
        category_count: Number of active notifications in that category.
        uid: NotificationUID, valid within this connection only.
    """

    event_id: EventID
    event_flags: int
    category_id: int
    category_count: int
    uid: int

    @classmethod
    def from_bytes(cls, data: bytes) -> NotificationSourceEvent:
        """Parse a Notification Source value.

        Args:
            data: Exactly 8 bytes.

        Returns:
            The parsed event.

        Raises:
            DecodeError: Wrong length (``offset`` is the length) or an unknown EventID
                (``offset`` 0).
        """
        if len(data) != 8:
            raise DecodeError(
                f"A Notification Source value is 8 bytes; got {len(data)}.",
                field="notification_source",
                offset=min(len(data), 8),
            )
        event, flags, category, count, uid = struct.unpack("<BBBBI", data)
        if event > EventID.REMOVED:
            raise DecodeError(
                f"Notification Source EventID {event} is not Added, Modified or Removed.",
                field="EventID",
                offset=0,
            )
        return cls(EventID(event), flags, category, count, uid)

    def to_bytes(self) -> bytes:
        """Encode as the 8-byte Notification Source value."""
        return struct.pack(
            "<BBBBI",
            self.event_id,
            self.event_flags,
            self.category_id,
            self.category_count,
            self.uid,
        )

    @property
    def kind(self) -> str:
        """``"added"``, ``"modified"`` or ``"removed"``."""
        return EVENT_KINDS[self.event_id]

    @property
    def category(self) -> str:
        """The CategoryID's snake_case name, or ``"category_<n>"`` for a reserved value."""
        return CATEGORY_NAMES.get(self.category_id, f"category_{self.category_id}")


@dataclass(frozen=True, slots=True)
class GetNotificationAttributes:
    """Control Point request: Get Notification Attributes.

    Attributes:
        uid: NotificationUID.
        attributes: ``(attribute_id, max_length)`` pairs in request order; ``max_length`` (bytes,
            1..65535) is required for Title, Subtitle and Message and must be ``None`` otherwise.
    """

    uid: int
    attributes: tuple[tuple[int, int | None], ...]

    def to_bytes(self) -> bytes:
        """Encode the request as written to the Control Point.

        Raises:
            InvalidInput: A max length is missing, superfluous or out of range.
        """
        out = bytearray(struct.pack("<BI", CommandID.GET_NOTIFICATION_ATTRIBUTES, self.uid))
        for attribute, max_length in self.attributes:
            out.append(attribute)
            if attribute in _WITH_MAX_LENGTH:
                if max_length is None or not 1 <= max_length <= 0xFFFF:
                    raise InvalidInput(
                        f"Attribute {attribute} needs a max length from 1 to 65535 bytes.",
                        field="attributes",
                    )
                out += struct.pack("<H", max_length)
            elif max_length is not None:
                raise InvalidInput(
                    f"Attribute {attribute} takes no max length.", field="attributes"
                )
        return bytes(out)


@dataclass(frozen=True, slots=True)
class GetAppAttributes:
    """Control Point request: Get App Attributes.

    Attributes:
        app_id: AppIdentifier (bundle id); must not contain NUL.
        attributes: AppAttributeIDs in request order.
    """

    app_id: str
    attributes: tuple[int, ...] = (AppAttribute.DISPLAY_NAME,)

    def to_bytes(self) -> bytes:
        """Encode the request as written to the Control Point.

        Raises:
            InvalidInput: The app id contains NUL.
        """
        encoded = self.app_id.encode("utf-8", "surrogatepass")
        if b"\x00" in encoded:
            raise InvalidInput("An AppIdentifier cannot contain NUL.", field="app_id")
        return bytes([CommandID.GET_APP_ATTRIBUTES]) + encoded + b"\x00" + bytes(self.attributes)


@dataclass(frozen=True, slots=True)
class PerformNotificationAction:
    """Control Point request: Perform Notification Action (no Data Source response).

    Attributes:
        uid: NotificationUID.
        action: Positive or Negative.
    """

    uid: int
    action: ActionID

    def to_bytes(self) -> bytes:
        """Encode the request as written to the Control Point."""
        return struct.pack("<BIB", CommandID.PERFORM_NOTIFICATION_ACTION, self.uid, self.action)


ControlPointRequest = GetNotificationAttributes | GetAppAttributes | PerformNotificationAction


def decode_control_point(data: bytes) -> ControlPointRequest:
    """Decode a Control Point request (the inverse of each request's ``to_bytes``).

    Args:
        data: The bytes written to the Control Point.

    Returns:
        The request.

    Raises:
        DecodeError: Unknown CommandID, truncated request or bad field; ``offset`` is the byte.
    """
    if not data:
        raise DecodeError("A Control Point request is empty.", field="CommandID", offset=0)
    command = data[0]
    if command == CommandID.GET_NOTIFICATION_ATTRIBUTES:
        if len(data) < 5:
            raise DecodeError("The request ends inside its NotificationUID.", offset=len(data))
        (uid,) = struct.unpack_from("<I", data, 1)
        pairs: list[tuple[int, int | None]] = []
        pos = 5
        while pos < len(data):
            attribute = data[pos]
            if attribute > NotificationAttribute.NEGATIVE_ACTION_LABEL:
                raise DecodeError(
                    f"NotificationAttributeID {attribute} is not defined.",
                    field="AttributeID",
                    offset=pos,
                )
            pos += 1
            if attribute in _WITH_MAX_LENGTH:
                if pos + 2 > len(data):
                    raise DecodeError(
                        "The request ends inside a max length.", field="max_length", offset=pos
                    )
                (max_length,) = struct.unpack_from("<H", data, pos)
                pos += 2
                pairs.append((attribute, max_length))
            else:
                pairs.append((attribute, None))
        return GetNotificationAttributes(uid, tuple(pairs))
    if command == CommandID.GET_APP_ATTRIBUTES:
        end = data.find(b"\x00", 1)
        if end < 0:
            raise DecodeError(
                "The AppIdentifier is not NUL-terminated.", field="AppIdentifier", offset=len(data)
            )
        app_id, _ = decode_utf8_lenient(data[1:end])
        return GetAppAttributes(app_id, tuple(data[end + 1 :]))
    if command == CommandID.PERFORM_NOTIFICATION_ACTION:
        if len(data) != 6:
            raise DecodeError(
                "A Perform Notification Action request is 6 bytes.", offset=min(len(data), 6)
            )
        uid, action = struct.unpack_from("<IB", data, 1)
        if action > ActionID.NEGATIVE:
            raise DecodeError(f"ActionID {action} is not defined.", field="ActionID", offset=5)
        return PerformNotificationAction(uid, ActionID(action))
    raise DecodeError(f"CommandID {command} is not defined.", field="CommandID", offset=0)


@dataclass(frozen=True, slots=True)
class NotificationAttributesResponse:
    """A complete Data Source response to Get Notification Attributes.

    Attributes:
        uid: NotificationUID.
        attributes: Raw value bytes by AttributeID (empty bytes for an empty attribute).
    """

    uid: int
    attributes: Mapping[int, bytes]


@dataclass(frozen=True, slots=True)
class AppAttributesResponse:
    """A complete Data Source response to Get App Attributes.

    Attributes:
        app_id: AppIdentifier.
        attributes: Raw value bytes by AppAttributeID.
    """

    app_id: str
    attributes: Mapping[int, bytes]


DataSourceResponse = NotificationAttributesResponse | AppAttributesResponse


class DataSourceReassembler:
    """Reassemble Data Source responses from GATT notifications of any size.

    The caller registers each attribute request it writes with :meth:`expect`; responses arrive
    in request order. A response is complete when every requested attribute tuple has arrived.
    The buffer never holds more than one response (at most 5 + n * 65538 bytes).
    """

    def __init__(self) -> None:
        self._expected: deque[GetNotificationAttributes | GetAppAttributes] = deque()
        self._buffer = bytearray()
        self._consumed = 0  # stream offset of self._buffer[0]

    @property
    def pending(self) -> int:
        """Number of requests whose response has not completed."""
        return len(self._expected)

    def expect(self, request: GetNotificationAttributes | GetAppAttributes) -> None:
        """Register a request that was written to the Control Point."""
        self._expected.append(request)

    def reset(self) -> int:
        """Drop partial data and every expectation (disconnect); return how many were dropped."""
        dropped = len(self._expected)
        self._expected.clear()
        self._buffer.clear()
        return dropped

    def abandon_oldest(self) -> None:
        """Forget the oldest expectation and any partial data (Control Point error, timeout)."""
        if self._expected:
            self._expected.popleft()
        self._consumed += len(self._buffer)
        self._buffer.clear()

    def feed(self, chunk: bytes) -> list[DataSourceResponse]:
        """Add one GATT notification's bytes and return the responses it completed.

        Args:
            chunk: The notification's value (any length, including 0).

        Returns:
            Complete responses, oldest first.

        Raises:
            DecodeError: Bytes arrived with no request outstanding, or the response does not
                match its request (CommandID, UID, AppIdentifier, an attribute not requested).
                ``offset`` is the byte offset in this connection's Data Source stream. The
                failed response and its buffered bytes are dropped, so later responses decode.
        """
        self._buffer += chunk
        done: list[DataSourceResponse] = []
        while self._buffer:
            if not self._expected:
                offset = self._consumed
                self._consumed += len(self._buffer)
                self._buffer.clear()
                raise DecodeError(
                    "Data Source bytes arrived with no request outstanding.",
                    field="DataSource",
                    offset=offset,
                )
            try:
                parsed = self._parse(self._expected[0])
            except DecodeError:
                self.abandon_oldest()
                raise
            if parsed is None:
                break
            response, length = parsed
            del self._buffer[:length]
            self._consumed += length
            self._expected.popleft()
            done.append(response)
        return done

    def _parse(
        self, request: GetNotificationAttributes | GetAppAttributes
    ) -> tuple[DataSourceResponse, int] | None:
        buf = self._buffer
        base = self._consumed
        if isinstance(request, GetNotificationAttributes):
            wanted: set[int] = {attribute for attribute, _ in request.attributes}
            command = CommandID.GET_NOTIFICATION_ATTRIBUTES
        else:
            wanted = set(request.attributes)
            command = CommandID.GET_APP_ATTRIBUTES
        if buf[0] != command:
            raise DecodeError(
                f"Data Source CommandID {buf[0]} does not answer the outstanding request.",
                field="CommandID",
                offset=base,
            )
        if isinstance(request, GetNotificationAttributes):
            if len(buf) < 5:
                return None
            (uid,) = struct.unpack_from("<I", buf, 1)
            if uid != request.uid:
                raise DecodeError(
                    f"Data Source response is for UID {uid}, not the requested {request.uid}.",
                    field="NotificationUID",
                    offset=base + 1,
                )
            pos = 5
        else:
            end = buf.find(b"\x00", 1)
            if end < 0:
                if len(buf) > 1 + 4 * MAX_TITLE_BYTES:
                    raise DecodeError(
                        "Data Source AppIdentifier is not NUL-terminated.",
                        field="AppIdentifier",
                        offset=base + 1,
                    )
                return None
            app_id = decode_utf8_lenient(bytes(buf[1:end]))[0]
            if app_id != request.app_id:
                raise DecodeError(
                    "Data Source response names another AppIdentifier than requested.",
                    field="AppIdentifier",
                    offset=base + 1,
                )
            pos = end + 1
        values: dict[int, bytes] = {}
        while len(values) < len(wanted):
            if pos + 3 > len(buf):
                return None
            attribute = buf[pos]
            if attribute not in wanted or attribute in values:
                raise DecodeError(
                    f"Data Source AttributeID {attribute} was not requested or came twice.",
                    field="AttributeID",
                    offset=base + pos,
                )
            (length,) = struct.unpack_from("<H", buf, pos + 1)
            if pos + 3 + length > len(buf):
                return None
            values[attribute] = bytes(buf[pos + 3 : pos + 3 + length])
            pos += 3 + length
        if isinstance(request, GetNotificationAttributes):
            return NotificationAttributesResponse(request.uid, values), pos
        return AppAttributesResponse(request.app_id, values), pos


DEFAULT_ATTRIBUTES: Final[tuple[tuple[int, int | None], ...]] = (
    (NotificationAttribute.APP_IDENTIFIER, None),
    (NotificationAttribute.TITLE, MAX_TITLE_BYTES),
    (NotificationAttribute.SUBTITLE, MAX_TITLE_BYTES),
    (NotificationAttribute.MESSAGE, MAX_BODY_BYTES),
    (NotificationAttribute.MESSAGE_SIZE, None),
    (NotificationAttribute.DATE, None),
)


@dataclass(slots=True)
class _Pending:
    source: NotificationSourceEvent
    received_at: datetime


@dataclass(slots=True)
class SessionStats:
    """Counters of one :class:`AncsSession` (for logs and tests; no notification text).

    Attributes:
        requests_written: Control Point attribute requests handed out.
        responses: Data Source responses completed.
        decode_errors: Malformed Notification Source or Data Source input.
        unknown_removals: Removed events for a UID this session never decoded.
        abandoned: Requests dropped by a Control Point error, timeout or disconnect.
    """

    requests_written: int = 0
    responses: int = 0
    decode_errors: int = 0
    unknown_removals: int = 0
    abandoned: int = 0


@dataclass(slots=True)
class _Known:
    app_id: str
    category: str
    event_flags: int


class AncsSession:
    """The ANCS client protocol of one connection, with no Bluetooth in it.

    Feed it what the phone sends (:meth:`on_notification_source`, :meth:`on_data_source`) and
    write what :meth:`take_control_point_writes` returns to the Control Point. Attribute requests
    are written one at a time (the next after the previous response completes), which is what
    iOS expects. Added and Modified notifications become events when their attributes arrive;
    Removed ones at once.

    Args:
        session_id: Unique id of this connection (for example its start time); part of every
            ``source_key``. A reconnect must use a new id.
        clock: Source of ``received_at`` (the Notification Source arrival time, UTC).
        received_utc_offset_s: The device's UTC offset, put on every event, or ``None``.
        attributes: What to request for each notification; default: app id, title and subtitle
            (512 bytes each), message (4096 bytes), MessageSize, Date.
        app_names: Cache of AppIdentifier to DisplayName; pass the same dict to the next
            session so names survive a reconnect. Unknown apps are asked for with Get App
            Attributes; the answer applies to later events.
    """

    def __init__(
        self,
        session_id: str,
        *,
        clock: Clock,
        received_utc_offset_s: int | None = None,
        attributes: Iterable[tuple[int, int | None]] = DEFAULT_ATTRIBUTES,
        app_names: MutableMapping[str, str] | None = None,
    ) -> None:
        if not session_id or ":" in session_id:
            raise InvalidInput(
                "An ANCS session id must be non-empty and contain no ':'.", field="session_id"
            )
        self.session_id = session_id
        self.stats = SessionStats()
        self._clock = clock
        self._offset = received_utc_offset_s
        self._attributes = tuple(attributes)
        GetNotificationAttributes(0, self._attributes).to_bytes()  # validate once, early
        self._app_names: MutableMapping[str, str] = {} if app_names is None else app_names
        # Events of apps whose DisplayName is being fetched, released when it arrives.
        self._held: dict[str, list[NotificationEvent]] = {}
        self._queue: deque[GetNotificationAttributes | GetAppAttributes] = deque()
        self._actions: list[bytes] = []
        self._in_flight: GetNotificationAttributes | GetAppAttributes | None = None
        self._pending: dict[int, deque[_Pending]] = {}
        self._known: dict[int, _Known] = {}
        self._removed: set[int] = set()
        self._reassembler = DataSourceReassembler()
        self._closed = False

    @property
    def in_flight(self) -> GetNotificationAttributes | GetAppAttributes | None:
        """The attribute request written and not yet answered, if any."""
        return self._in_flight

    def on_notification_source(self, data: bytes) -> list[NotificationEvent]:
        """Handle one Notification Source value.

        Args:
            data: The 8-byte value.

        Returns:
            A Removed event for a known UID; otherwise nothing yet (an attribute request is
            queued; see :meth:`take_control_point_writes`).

        Raises:
            DecodeError: The value is malformed (counted in ``stats.decode_errors``).
        """
        try:
            source = NotificationSourceEvent.from_bytes(data)
        except DecodeError:
            self.stats.decode_errors += 1
            raise
        if self._closed:
            return []
        if source.event_id == EventID.REMOVED:
            return self._removal(source)
        self._removed.discard(source.uid)
        self._pending.setdefault(source.uid, deque()).append(_Pending(source, self._clock.now()))
        self._queue.append(GetNotificationAttributes(source.uid, self._attributes))
        return []

    def on_data_source(self, data: bytes) -> list[NotificationEvent]:
        """Handle one Data Source GATT notification (any fragment of a response).

        Args:
            data: The notification's value.

        Returns:
            Events for the notifications whose attributes this fragment completed.

        Raises:
            DecodeError: The stream does not match the outstanding request; that request is
                dropped (counted in ``stats``) and the next one proceeds.
        """
        if self._closed:
            return []
        try:
            responses = self._reassembler.feed(data)
        except DecodeError:
            self.stats.decode_errors += 1
            self._abandon_in_flight()
            raise
        events: list[NotificationEvent] = []
        for response in responses:
            self.stats.responses += 1
            self._in_flight = None
            if isinstance(response, AppAttributesResponse):
                name = response.attributes.get(AppAttribute.DISPLAY_NAME, b"")
                self._app_names[response.app_id] = decode_utf8_lenient(name)[0]
                events.extend(self._release(response.app_id))
                continue
            event = self._notification_event(response)
            if event is None:
                continue
            if event.app_id in self._held:
                self._held[event.app_id].append(event)
            elif event.app_id in self._app_names:
                events.append(event)
            else:
                # Ask for the app's DisplayName first and hold the event until it arrives, so
                # the same notification decodes to the same fields in every session (case E8).
                self._held[event.app_id] = [event]
                self._queue.appendleft(GetAppAttributes(event.app_id))
        return events

    def on_control_point_error(self) -> list[NotificationEvent]:
        """Handle a Control Point write error (ATT 0xA0-0xA3): drop the request in flight.

        Returns:
            Events that were held for an app name that will now not arrive (without a name).
        """
        return self._abandon_in_flight()

    def on_response_timeout(self) -> list[NotificationEvent]:
        """Give up on the request in flight (the transport's timer expired).

        Returns:
            Events that were held for an app name that will now not arrive (without a name).
        """
        return self._abandon_in_flight()

    def perform_action(self, uid: int, action: ActionID) -> None:
        """Queue a Perform Notification Action write for ``uid`` (no response follows)."""
        self._actions.append(PerformNotificationAction(uid, action).to_bytes())

    def take_control_point_writes(self) -> list[bytes]:
        """Return the Control Point writes to send now, in order; each is returned once.

        At most one attribute request is outstanding at a time; queued actions go out at once.
        """
        writes, self._actions = self._actions, []
        if self._closed or self._in_flight is not None or not self._queue:
            return writes
        request = self._queue.popleft()
        self._in_flight = request
        self._reassembler.expect(request)
        self.stats.requests_written += 1
        writes.append(request.to_bytes())
        return writes

    def close(self) -> list[NotificationEvent]:
        """End the session (disconnect): drop partial responses and queued requests.

        Notifications whose attributes never arrived are lost for this session; the phone
        replays them with PreExisting on the next connection.

        Returns:
            Complete events that were held for an app name, released without one.
        """
        if self._closed:
            return []
        self._closed = True
        self.stats.abandoned += self._reassembler.reset() + len(self._queue)
        self._queue.clear()
        self._in_flight = None
        self._pending.clear()
        released: list[NotificationEvent] = []
        for app_id in list(self._held):
            released.extend(self._release(app_id))
        return released

    def _release(self, app_id: str) -> list[NotificationEvent]:
        held = self._held.pop(app_id, [])
        name = self._app_names.get(app_id) or None
        return [replace(event, app_name=name) for event in held]

    def _abandon_in_flight(self) -> list[NotificationEvent]:
        if self._in_flight is None:
            return []
        request = self._in_flight
        self._in_flight = None
        self._reassembler.abandon_oldest()
        self.stats.abandoned += 1
        if isinstance(request, GetAppAttributes):
            return self._release(request.app_id)
        waiting = self._pending.get(request.uid)
        if waiting:
            waiting.popleft()
            if not waiting:
                del self._pending[request.uid]
                self._removed.discard(request.uid)
        return []

    def _removal(self, source: NotificationSourceEvent) -> list[NotificationEvent]:
        known = self._known.pop(source.uid, None)
        key = f"{self.session_id}:{source.uid}"
        if known is not None and known.app_id in self._held:
            held = self._held[known.app_id]
            kept = [event for event in held if event.source_key != key]
            if len(kept) != len(held):
                # Its Added/Modified event never left the session: drop both.
                self._held[known.app_id] = kept
                return []
        if known is None:
            # Not decoded (yet): its pending attributes, if any, are dropped when they arrive.
            if source.uid in self._pending:
                self._removed.add(source.uid)
            self.stats.unknown_removals += 1
            return []
        return [
            make_event(
                platform="ios",
                kind="removed",
                source_key=key,
                app_id=known.app_id,
                app_name=self._app_names.get(known.app_id) or None,
                category=known.category,
                ancs_event_flags=source.event_flags,
                received_at=self._clock.now(),
                received_utc_offset_s=self._offset,
            )
        ]

    def _notification_event(
        self, response: NotificationAttributesResponse
    ) -> NotificationEvent | None:
        waiting = self._pending.get(response.uid)
        if not waiting:
            return None
        pending = waiting.popleft()
        if not waiting:
            del self._pending[response.uid]
        if response.uid in self._removed:
            if not waiting:
                self._removed.discard(response.uid)
            return None
        values = response.attributes
        app_id = decode_utf8_lenient(values.get(NotificationAttribute.APP_IDENTIFIER, b""))[0]
        if not app_id:
            self.stats.decode_errors += 1
            return None
        message_raw = values.get(NotificationAttribute.MESSAGE, b"")
        message, cut = decode_utf8_lenient(message_raw)
        size_text = values.get(NotificationAttribute.MESSAGE_SIZE, b"").decode("ascii", "replace")
        size = int(size_text) if size_text.isdigit() and len(size_text) <= 9 else None
        truncated = cut or (size is not None and size > len(message_raw))
        date = values.get(NotificationAttribute.DATE, b"")
        extras: dict[str, str] = {}
        for attribute, name in (
            (NotificationAttribute.POSITIVE_ACTION_LABEL, "positive_action"),
            (NotificationAttribute.NEGATIVE_ACTION_LABEL, "negative_action"),
        ):
            label = values.get(attribute, b"")
            if label:
                extras[name] = decode_utf8_lenient(label)[0]
        source = pending.source
        self._known[response.uid] = _Known(app_id, source.category, source.event_flags)
        if "\x00" in app_id:
            self._app_names.setdefault(app_id, "")  # cannot be asked for: no name
        try:
            return make_event(
                platform="ios",
                kind=source.kind,
                source_key=f"{self.session_id}:{response.uid}",
                app_id=app_id,
                app_name=self._app_names.get(app_id) or None,
                title=decode_utf8_lenient(values.get(NotificationAttribute.TITLE, b""))[0],
                subtitle=decode_utf8_lenient(values.get(NotificationAttribute.SUBTITLE, b""))[0],
                body=message,
                body_truncated=truncated,
                body_original_bytes=size,
                category=source.category,
                ancs_event_flags=source.event_flags,
                phone_timestamp_raw=decode_utf8_lenient(date)[0] or None,
                received_at=pending.received_at,
                received_utc_offset_s=self._offset,
                extras=extras,
            )
        except InvalidInput:
            self.stats.decode_errors += 1
            return None
