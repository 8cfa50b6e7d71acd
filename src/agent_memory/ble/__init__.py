"""The ``ble_service``: normalized notification events, the event ring, and wire-format decoders."""

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.ring import EventRing, EventsPage, PublishedEvent, RingCursor, RingGap

__all__ = [
    "EventRing",
    "EventsPage",
    "NotificationEvent",
    "PublishedEvent",
    "RingCursor",
    "RingGap",
    "make_event",
]
