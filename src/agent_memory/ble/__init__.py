"""The ``ble_service``: normalized notification events, the event ring, and wire-format decoders.

Decoders (each returns events or raises :class:`~agent_memory.errors.DecodeError`):

* :mod:`~agent_memory.ble.formats`: input lines and JSON objects (Android listener JSON, iOS JSON,
  Gadgetbridge ``GB(...)``), :func:`read_notification_file` for a whole file.
* :mod:`~agent_memory.ble.ancs`: Apple ANCS codecs and the per-connection :class:`AncsSession`;
  :mod:`~agent_memory.ble.ancs_recording` replays recorded byte streams.
* :mod:`~agent_memory.ble.dumpsys`: ``adb shell dumpsys notification --noredact`` text.
* :mod:`~agent_memory.ble.transport`: the BLE links (optional ``ble`` extra; bleak is imported
  only when a link connects).
"""

from agent_memory.ble.ancs import (
    AncsSession,
    DataSourceReassembler,
    GetAppAttributes,
    GetNotificationAttributes,
    NotificationSourceEvent,
    PerformNotificationAction,
    decode_control_point,
)
from agent_memory.ble.ancs_recording import AncsReplay, replay_ancs_file, replay_ancs_recording
from agent_memory.ble.dumpsys import decode_dumpsys, iter_dumpsys_records
from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.formats import (
    DecodedLine,
    decode_json_notification,
    decode_notification_line,
    read_notification_file,
)
from agent_memory.ble.gadgetbridge import decode_gadgetbridge_line
from agent_memory.ble.ring import EventRing, EventsPage, PublishedEvent, RingCursor, RingGap

__all__ = [
    "AncsReplay",
    "AncsSession",
    "DataSourceReassembler",
    "DecodedLine",
    "EventRing",
    "EventsPage",
    "GetAppAttributes",
    "GetNotificationAttributes",
    "NotificationEvent",
    "NotificationSourceEvent",
    "PerformNotificationAction",
    "PublishedEvent",
    "RingCursor",
    "RingGap",
    "decode_control_point",
    "decode_dumpsys",
    "decode_gadgetbridge_line",
    "decode_json_notification",
    "decode_notification_line",
    "iter_dumpsys_records",
    "make_event",
    "read_notification_file",
    "replay_ancs_file",
    "replay_ancs_recording",
]
