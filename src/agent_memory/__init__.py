"""agent-memory: durable notification intake and automatic memory for on-device AI agents.

The public surface is listed once in ``__all__``; ``tests/test_public_api.py`` checks it.
"""

from agent_memory.ble import (
    EventRing,
    EventsPage,
    NotificationEvent,
    PublishedEvent,
    RingCursor,
    RingGap,
    make_event,
)
from agent_memory.clock import Clock, ManualClock, SystemClock
from agent_memory.errors import (
    AgentMemoryError,
    CursorError,
    DecodeError,
    IdConflict,
    InvalidInput,
    InvalidOutput,
    LifecycleError,
    LogCorruption,
    MemoryNotFound,
    ModelError,
    ModelTimeout,
    ModelUnavailable,
    ProposalInvalid,
    RateLimited,
    RevisionConflict,
    StateCorruption,
    StorageError,
    StorageFull,
    StoreError,
    TruncatedOutput,
)

__version__ = "0.1.0"

__all__ = [
    "AgentMemoryError",
    "Clock",
    "CursorError",
    "DecodeError",
    "EventRing",
    "EventsPage",
    "IdConflict",
    "InvalidInput",
    "InvalidOutput",
    "LifecycleError",
    "LogCorruption",
    "ManualClock",
    "MemoryNotFound",
    "ModelError",
    "ModelTimeout",
    "ModelUnavailable",
    "NotificationEvent",
    "ProposalInvalid",
    "PublishedEvent",
    "RateLimited",
    "RevisionConflict",
    "RingCursor",
    "RingGap",
    "StateCorruption",
    "StorageError",
    "StorageFull",
    "StoreError",
    "SystemClock",
    "TruncatedOutput",
    "__version__",
    "make_event",
]
