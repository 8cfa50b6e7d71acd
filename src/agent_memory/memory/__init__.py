"""Memory stores, ``MemoryIntent`` and recall (spec: Memory and Recall).

Temporary and Long-Term Memory share :class:`MemoryRecord`; Device Memory has
:class:`DeviceMemoryRecord`. :class:`MemoryStores` opens all three SQLite stores under
``<data_dir>/memory/`` and executes intents, ``save_memory`` and ``recall_memory``;
:class:`TemporaryMemoryCleaner` is the storage monitor's cleaner. ``docs/formats/memory-store.md``
describes the files.
"""

from agent_memory.memory.intents import (
    PROMOTED_ID_PREFIX,
    Applied,
    CreateMemory,
    IntentOutcome,
    MemoryIntent,
    PromoteMemory,
    ReinforceMemory,
    RemoveMemory,
    UpdateMemory,
    promoted_id,
)
from agent_memory.memory.memory_stores import (
    DEFAULT_LONG_TERM_LIFETIME_S,
    DEFAULT_TEMPORARY_LIFETIME_S,
    MemoryConfig,
    MemoryStores,
    SaveResult,
    TemporaryMemoryCleaner,
)
from agent_memory.memory.model import (
    DEFAULT_EXPIRY,
    MAX_CONTENT_CHARS,
    DefaultExpiry,
    DeviceEvidence,
    DeviceMemoryChanges,
    DeviceMemoryRecord,
    DeviceMemoryType,
    MemoryChanges,
    MemoryKind,
    MemoryRecord,
    MemorySource,
    MemoryStatus,
    NewDeviceMemory,
    NewMemory,
    StoreName,
)
from agent_memory.memory.recall import (
    DeviceRecallHit,
    DeviceRecallQuery,
    Fts5Ranker,
    RankedRow,
    Ranker,
    RecallHit,
    RecallQuery,
)
from agent_memory.memory.stores import CleanCounts, DeviceMemoryStore, IntentStore, RecordStore

__all__ = [
    "DEFAULT_EXPIRY",
    "DEFAULT_LONG_TERM_LIFETIME_S",
    "DEFAULT_TEMPORARY_LIFETIME_S",
    "MAX_CONTENT_CHARS",
    "PROMOTED_ID_PREFIX",
    "Applied",
    "CleanCounts",
    "CreateMemory",
    "DefaultExpiry",
    "DeviceEvidence",
    "DeviceMemoryChanges",
    "DeviceMemoryRecord",
    "DeviceMemoryStore",
    "DeviceMemoryType",
    "DeviceRecallHit",
    "DeviceRecallQuery",
    "Fts5Ranker",
    "IntentOutcome",
    "IntentStore",
    "MemoryChanges",
    "MemoryConfig",
    "MemoryIntent",
    "MemoryKind",
    "MemoryRecord",
    "MemorySource",
    "MemoryStatus",
    "MemoryStores",
    "NewDeviceMemory",
    "NewMemory",
    "PromoteMemory",
    "RankedRow",
    "Ranker",
    "RecallHit",
    "RecallQuery",
    "RecordStore",
    "ReinforceMemory",
    "RemoveMemory",
    "SaveResult",
    "StoreName",
    "TemporaryMemoryCleaner",
    "UpdateMemory",
    "promoted_id",
]
