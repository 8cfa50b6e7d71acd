"""MemoryReader: the read side of the memory stores, the one every face reads through.

:class:`~agent_memory.runtime.AgentMemory` is a reader (the service, embedded agents), and
:meth:`AgentMemory.open_reader <agent_memory.runtime.AgentMemory.open_reader>` opens one alone
for the shell's read commands (``agent-memory recall``, ``memories list``/``show``): the stores
of a data directory, no notification context, no worker. Reading while a service runs is safe
(SQLite WAL).
"""

from __future__ import annotations

from agent_memory.memory.model import DeviceMemoryRecord, MemoryRecord, StoreName
from agent_memory.memory.recall import (
    DeviceRecallHit,
    DeviceRecallQuery,
    RecallHit,
    RecallQuery,
)
from agent_memory.memory.service import MemoryStores

__all__ = ["MemoryReader"]


class MemoryReader:
    """Recall, list and get memories of open stores.

    Args:
        stores: The open memory stores (their clock decides what is live now).
    """

    def __init__(self, stores: MemoryStores) -> None:
        self.stores = stores

    async def recall_device_memory(self, query: DeviceRecallQuery | str) -> list[DeviceRecallHit]:
        """Search Device Memory (what the agent learned about this device from its tasks)."""
        return await self.stores.recall_device_memory(query)

    async def recall(self, query: RecallQuery | str) -> list[RecallHit | DeviceRecallHit]:
        """Answer a question from the stores it names, Device Memory included on request.

        Returns:
            At most ``query.limit`` hits, best first, scores 0-1. See
            :meth:`MemoryStores.recall` (``at``, the threshold, the stores).
        """
        return await self.stores.recall(query)

    async def recall_memory(self, query: RecallQuery | str) -> list[RecallHit]:
        """Recall live Temporary and Long-Term memories (spec: Memory and Recall, recall_memory).

        Returns:
            At most ``query.limit`` hits, best first. See :meth:`MemoryStores.recall_memory`.

        Raises:
            InvalidInput: A bad query.
        """
        return await self.stores.recall_memory(query)

    async def list_memories(
        self,
        store: StoreName,
        *,
        limit: int = 50,
        include_inactive: bool = False,
    ) -> list[MemoryRecord]:
        """Return the newest records of a Temporary or Long-Term store, newest update first.

        Args:
            store: Temporary or Long-Term.
            limit: At most this many (1-1000).
            include_inactive: Also removed and expired records.

        Raises:
            InvalidInput: Device store or a bad limit.
        """
        return await self.stores.list_memories(
            store, limit=limit, include_inactive=include_inactive
        )

    async def get_memory(self, store: StoreName, memory_id: str) -> MemoryRecord | None:
        """Return one Temporary or Long-Term record (any status), or ``None``."""
        record = await self.stores.get(store, memory_id)
        return record if isinstance(record, MemoryRecord) else None

    async def list_device_memories(
        self, *, limit: int = 50, include_inactive: bool = False, app_package: str | None = None
    ) -> list[DeviceMemoryRecord]:
        """Return the newest Device Memory records, newest update first.

        See :meth:`MemoryStores.list_device_memories` (limit 1-1000, ``app_package`` filter).
        """
        return await self.stores.list_device_memories(
            limit=limit, include_inactive=include_inactive, app_package=app_package
        )

    async def get_device_memory(self, memory_id: str) -> DeviceMemoryRecord | None:
        """Return one Device Memory record (any status), or ``None``."""
        record = await self.stores.get(StoreName.DEVICE, memory_id)
        return record if isinstance(record, DeviceMemoryRecord) else None

    async def find_memory(self, memory_id: str) -> MemoryRecord | DeviceMemoryRecord | None:
        """Return the record ``memory_id`` of whichever store holds it (any status), or ``None``.

        Looks in Temporary, then Long-Term, then Device Memory.
        """
        for name in (StoreName.TEMPORARY, StoreName.LONG_TERM, StoreName.DEVICE):
            found = await self.stores.get(name, memory_id)
            if found is not None:
                return found
        return None
