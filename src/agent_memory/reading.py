"""MemoryReader: the read side of the memory stores, the one every face reads through.

:class:`~agent_memory.runtime.AgentMemory` is a reader (the service, embedded agents), and
:func:`open_reader` (``AgentMemory.open_reader``) opens one alone for the shell's read commands
(``agent-memory recall``, ``memories list``/``show``): the stores of a data directory, no
notification context, no worker. Reading while a service runs is safe (SQLite WAL).
:func:`read_status` (``AgentMemory.read_status``) is ``status`` of a data directory no service
has open, read without writing anything.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from agent_memory.clock import Clock, SystemClock
from agent_memory.engine.privacy import privacy_of_endpoint
from agent_memory.errors import InvalidInput
from agent_memory.layout import DataLayout
from agent_memory.memory.embedder import load_embedder
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import DeviceMemoryRecord, MemoryRecord, StoreName
from agent_memory.memory.recall import (
    DeviceRecallHit,
    DeviceRecallQuery,
    RecallHit,
    RecallQuery,
)
from agent_memory.memory.table import ForgetResult
from agent_memory.notifications.context import read_status as read_context_status
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.settings import Settings
from agent_memory.shapes import RuntimeStatus
from agent_memory.worker import WorkerStatus

__all__ = ["MemoryReader", "open_reader", "read_status"]


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

    async def forget_memory(
        self, memory_id: str, store: StoreName | None = None
    ) -> list[ForgetResult]:
        """Forget a memory: gone from its store and index at once, and never made again.

        The one write a reader makes: a text-free tombstone in the store, safe beside a running
        service (SQLite WAL). See :meth:`MemoryStores.forget` (what "again" covers).

        Args:
            memory_id: The memory's id.
            store: Its store, or ``None`` for every store that holds the id.

        Returns:
            One result per store that held it; durable when this returns.

        Raises:
            MemoryNotFound: No store holds the id.
        """
        return await self.stores.forget(memory_id, store)

    async def find_memory(self, memory_id: str) -> MemoryRecord | DeviceMemoryRecord | None:
        """Return the record ``memory_id`` of whichever store holds it (any status), or ``None``.

        Looks in Temporary, then Long-Term, then Device Memory.
        """
        for name in (StoreName.TEMPORARY, StoreName.LONG_TERM, StoreName.DEVICE):
            found = await self.stores.get(name, memory_id)
            if found is not None:
                return found
        return None


@contextlib.asynccontextmanager
async def open_reader(
    settings: Settings, *, clock: Clock | None = None, dense: bool = False
) -> AsyncIterator[MemoryReader]:
    """Open only the memory stores of ``settings.data_dir`` for reading (the shell's reads).

    No notification context, worker or language model is opened: safe beside a running
    service.

    Args:
        settings: The settings (``data_dir``; ``dense_recall``: the dense leg of recall where
            the ``dense`` extra is installed, whose vectors missing from the stores are
            back-filled while the reader is open).
        clock: Decides what is live now; the system clock by default.
        dense: The reader recalls: load the embedding model (when ``settings.dense_recall``)
            so recall has its dense leg. Listing, showing and forgetting leave it unloaded.

    Raises:
        InvalidInput: The data directory holds no agent-memory data (``field`` is
            ``data_dir``).
    """
    # A data directory holds memory/ once anything was written to it (notifications,
    # episodes or memories); a store not created yet is opened empty.
    if not DataLayout(settings.data_dir).memory.exists():
        raise InvalidInput(
            f"There is no agent-memory data under {str(settings.data_dir)!r}.",
            field="data_dir",
        )
    embedder = await asyncio.to_thread(load_embedder) if dense and settings.dense_recall else None
    async with await MemoryStores.open(
        settings.data_dir, clock or SystemClock(), embedder=embedder
    ) as stores:
        yield MemoryReader(stores)


async def read_status(settings: Settings) -> RuntimeStatus:
    """Return the status of a data directory no service has open, without writing anything.

    The same shape as ``AgentMemory.status`` of a running runtime: the context's cursors and pending
    count as of its last checkpoint (:func:`~agent_memory.notifications.context.read_status`),
    the worker ``stopped``, no storage measurement, the model and privacy the settings name,
    no usage.

    A data directory that holds ``memory/`` but no notification context yet (freshly erased, or
    only episodes were submitted) reads as an empty context: no source cursor, next id 1,
    nothing pending, the same check :func:`open_reader` makes.

    Raises:
        InvalidInput: The data directory holds no agent-memory data (``field`` is
            ``data_dir``).
        StorageError: It cannot be read.
    """
    layout = DataLayout(settings.data_dir)
    directory = layout.notifications
    if not layout.memory.exists():
        raise InvalidInput(
            f"There is no agent-memory data under {str(settings.data_dir)!r}.",
            field="data_dir",
        )
    context = await asyncio.to_thread(read_context_status, directory)
    openai = settings.provider == "openai"
    return RuntimeStatus(
        context=context,
        worker=WorkerStatus("stopped", 0, 0.0, 0, ()),
        storage_level=None,
        free_bytes=None,
        privacy=privacy_of_endpoint(str(settings.base_url))
        if openai
        else notification_fallback_provider().privacy,
        provider=settings.provider,
        model=settings.model if openai else None,
        totals={},
        foreground_leases=0,
    )
