"""The notification scenario: durable intake (NotificationContext), coalescing, the noise
filter, the proposal schema and fallback rules, and the NotificationMemoryProcessor."""

from agent_memory.notifications.coalesce import Coalesced, Item, coalesce
from agent_memory.notifications.context import (
    CleanupResult,
    ConsumeResult,
    ContextStatus,
    NotificationContext,
)
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.notifications.ingest import IngestReport, ingest_file
from agent_memory.notifications.noise import classify, mask_event
from agent_memory.notifications.outcome import BatchOutcome, NotificationBatchResult, Outcome
from agent_memory.notifications.processor import NotificationMemoryProcessor, ProcessorConfig
from agent_memory.notifications.record import NotificationRecord
from agent_memory.notifications.state import Gap, MemoryCursor, NotificationContextState
from agent_memory.privacy import Verdict

__all__ = [
    "BatchOutcome",
    "CleanupResult",
    "Coalesced",
    "ConsumeResult",
    "ContextStatus",
    "Gap",
    "IngestReport",
    "Item",
    "MemoryCursor",
    "NotificationBatchResult",
    "NotificationContext",
    "NotificationContextState",
    "NotificationMemoryProcessor",
    "NotificationRecord",
    "Outcome",
    "ProcessorConfig",
    "Verdict",
    "classify",
    "coalesce",
    "ingest_file",
    "mask_event",
    "notification_fallback_provider",
]
