"""``MemoryStores``: the three stores behind one async face (spec: Memory and Recall).

Processors submit :data:`~agent_memory.memory.intents.MemoryIntent` lists through
:meth:`MemoryStores.apply_all`; the agent's tools call :meth:`MemoryStores.save_memory`,
:meth:`MemoryStores.recall_memory` and :meth:`MemoryStores.recall_device_memory`; the storage
monitor calls :class:`TemporaryMemoryCleaner`. All times come from the injected
:class:`~agent_memory.clock.Clock` (aware UTC).

Concurrency: every store runs its SQLite work on its own worker thread, never on the event loop.
Writes through this object are serialized by one :class:`asyncio.Lock`, so the compound
operations (promote: two stores; save_memory: look up, then write) see no interleaved writes from
other tasks of the same process. Several tasks submitting intents on one id at one revision:
exactly one is applied, the others raise :class:`~agent_memory.errors.RevisionConflict` (or report
``already_applied`` if they are the very same intent).

Cancellation: cancelling an ``await`` here does not undo a write already handed to a worker
thread; it commits (durable) and the caller just does not learn of it. Retrying the same intent
then reports ``already_applied`` (creates and the last update/reinforce/remove of each record are
recognised), and a promote cancelled between its two writes finishes on retry (case M12).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sqlite3
import uuid
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta, tzinfo
from pathlib import Path
from typing import TYPE_CHECKING, Final, Literal

from agent_memory.clock import Clock
from agent_memory.errors import InvalidInput, LifecycleError, MemoryNotFound, RevisionConflict
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
from agent_memory.memory.model import (
    DeviceMemoryChanges,
    DeviceMemoryRecord,
    MemoryChanges,
    MemoryRecord,
    MemoryStatus,
    NewDeviceMemory,
    NewMemory,
    StoreName,
)
from agent_memory.memory.query import plan_query
from agent_memory.memory.recall import (
    MIN_SCORE,
    DenseCandidate,
    DeviceRecallHit,
    DeviceRecallQuery,
    Fts5Ranker,
    Ranker,
    RecallHit,
    RecallQuery,
    admit_dense,
)
from agent_memory.memory.sqlite import format_time, parse_time
from agent_memory.memory.stores import CleanCounts, DeviceMemoryStore, RecordStore
from agent_memory.memory.table import ForgetResult
from agent_memory.memory.text import content_fingerprint

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from agent_memory.memory.embedder import Embedder

__all__ = [
    "DEFAULT_LONG_TERM_LIFETIME_S",
    "DEFAULT_TEMPORARY_LIFETIME_S",
    "MAX_LIST_LIMIT",
    "MemoryConfig",
    "MemoryStores",
    "SaveResult",
    "TemporaryMemoryCleaner",
]

_log = logging.getLogger("agent_memory.memory")

DEFAULT_TEMPORARY_LIFETIME_S: Final = 7 * 86400
"""Temporary Memory lifetime, 7 days (spec: Memory and Recall, default values)."""
DEFAULT_LONG_TERM_LIFETIME_S: Final = 90 * 86400
"""Auto-generated Long-Term Memory lifetime, 90 days (spec: Memory and Recall, default values)."""


@dataclass(frozen=True, slots=True)
class MemoryConfig:
    """Store settings.

    Attributes:
        temporary_lifetime_s: Lifetime of a Temporary record created with the default expiry,
            in seconds (default 7 days).
        long_term_lifetime_s: Lifetime of an auto-generated Long-Term record (default expiry,
            promotions), in seconds (default 90 days).

    Raises:
        InvalidInput: If a lifetime is not positive.
    """

    temporary_lifetime_s: float = DEFAULT_TEMPORARY_LIFETIME_S
    long_term_lifetime_s: float = DEFAULT_LONG_TERM_LIFETIME_S

    def __post_init__(self) -> None:
        for name in ("temporary_lifetime_s", "long_term_lifetime_s"):
            if not getattr(self, name) > 0:
                raise InvalidInput(f"The setting {name} must be positive.", field=name)


@dataclass(frozen=True, slots=True)
class SaveResult:
    """What :meth:`MemoryStores.save_memory` did.

    Attributes:
        action: ``created`` (a new record) or ``reinforced`` (an active record already said the
            same; it was reinforced instead of duplicated).
        record: The record after the call.
    """

    action: Literal["created", "reinforced"]
    record: MemoryRecord


MIN_STORED_YEAR: Final = 1000
"""Earliest UTC year of an expiry :meth:`MemoryStores.save_memory` accepts (fixed-width text)."""


def _check_storable_expiry(expires_at: datetime) -> None:
    """Refuse an expiry the stores' time format cannot hold.

    Times are stored as fixed-width UTC text (``memory/sqlite.py``, ``format_time``): a year
    before 1000 (``0276-...`` is written as ``276-...``, which neither sorts nor parses) or an
    expiry that does not read back equal is refused.

    Raises:
        InvalidInput: Naming ``expires_at``.
    """
    try:
        readable = parse_time(format_time(expires_at)) == expires_at
    except (ValueError, OverflowError):
        readable = False
    if not readable or expires_at.astimezone(UTC).year < MIN_STORED_YEAR:
        raise InvalidInput(
            f"expires_at must be a time in the years {MIN_STORED_YEAR}-9999 (UTC), with a UTC "
            "offset; nothing was saved.",
            field="expires_at",
        )


MAX_LIST_LIMIT: Final = 1000
"""Most records one memory listing returns."""


def _check_list_limit(limit: int) -> None:
    if not 1 <= limit <= MAX_LIST_LIMIT:
        raise InvalidInput(f"limit must be between 1 and {MAX_LIST_LIMIT}.", field="limit")


def _new_id() -> str:
    return "m-" + uuid.uuid4().hex


@dataclass
class _Parts:
    temporary: RecordStore
    long_term: RecordStore
    device: DeviceMemoryStore
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    def store(self, name: StoreName) -> RecordStore | DeviceMemoryStore:
        if name is StoreName.DEVICE:
            return self.device
        return self.temporary if name is StoreName.TEMPORARY else self.long_term


EMBED_BATCH: Final = 4
"""Memory texts embedded per call on the embedding thread (about 0.1 s on one core): what a
close waits for at most. Questions are embedded on a thread of their own."""
BACKFILL_PAGE: Final = 256
"""Memories listed per look for missing vectors."""


class _DenseLeg:
    """The embedder, its thread and the vectors waiting to be written (``MemoryStores``'s part).

    Writes only mark memories as waiting; a task owned by the open stores embeds them on the
    embedding thread (never the event loop, never inside a store write) and writes the vectors
    in their own transactions. On open every store is back-filled.
    """

    def __init__(self, embedder: Embedder, parts: _Parts, clock: Clock) -> None:
        self.embedder = embedder
        self._parts = parts
        self._clock = clock
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="memory-embed")
        self._query_executor = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="memory-embed-query"
        )
        self._waiting: dict[StoreName, set[str] | None] = {name: None for name in StoreName}
        self._wake = asyncio.Event()
        self._wake.set()
        self.idle = asyncio.Event()
        self._pass = asyncio.Lock()
        self.task: asyncio.Task[None] | None = None

    def mark(self, store: StoreName, memory_id: str) -> None:
        waiting = self._waiting.get(store, set())
        if waiting is not None:
            waiting.add(memory_id)
            self._waiting[store] = waiting
        self.idle.clear()
        self._wake.set()

    async def run(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            try:
                await self.embed_waiting()
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - what failed is back-filled at the next open
                _log.warning("memory.vectors_failed", extra={"error": type(exc).__name__})
            if not self._wake.is_set():
                self.idle.set()

    async def embed(self, texts: list[str]) -> NDArray[np.float32]:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, self.embedder.embed_passages, texts)

    async def embed_query(self, text: str) -> NDArray[np.float32]:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._query_executor, self.embedder.embed_query, text)

    async def embed_waiting(self) -> int:
        """Embed every waiting memory (all missing ones after open); return vectors written."""
        written = 0
        async with self._pass:
            for name in StoreName:
                ids = self._waiting.get(name, set())
                self._waiting[name] = set()
                if ids is not None and not ids:
                    continue
                store = self._parts.store(name)
                while True:
                    pending = await store.missing_vectors(self._clock.now(), ids, BACKFILL_PAGE)
                    for start in range(0, len(pending), EMBED_BATCH):
                        chunk = pending[start : start + EMBED_BATCH]
                        vectors = await self.embed([p.text for p in chunk])
                        written += await store.put_vectors(chunk, vectors, self._clock.now())
                    if ids is not None or len(pending) < BACKFILL_PAGE:
                        break
        if written:
            _log.info("memory.vectors_written", extra={"count": written})
        return written

    async def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
        self.executor.shutdown(wait=False, cancel_futures=True)
        self._query_executor.shutdown(wait=False, cancel_futures=True)


class MemoryStores:
    """Temporary, Long-Term and Device Memory under ``<data_dir>/memory/``.

    Open with :meth:`open` (or ``async with await MemoryStores.open(...)``) and :meth:`close`
    when done.

    Args:
        parts: The open stores (use :meth:`open`).
        clock: Source of UTC time.
        config: Lifetimes.
        ranker: Recall ranker (:class:`~agent_memory.memory.recall.Fts5Ranker` by default).
        new_id: Factory of ids for records that ``save_memory`` creates.
        zone: The device's time zone (``None``: the host's local zone); see :meth:`open`.
    """

    def __init__(
        self,
        parts: _Parts,
        clock: Clock,
        config: MemoryConfig,
        ranker: Ranker,
        new_id: Callable[[], str],
        zone: tzinfo | None = None,
    ) -> None:
        self._parts = parts
        self._zone = zone
        self._clock = clock
        self.config = config
        self._ranker = ranker
        self._new_id = new_id
        self._closed = False
        self._dense: _DenseLeg | None = None

    @property
    def dense(self) -> bool:
        """Whether recall fuses the dense leg (an embedder was given to :meth:`open`)."""
        return self._dense is not None

    async def _start_dense(self, embedder: Embedder) -> None:
        from agent_memory.memory.dense import VectorIndex  # needs the dense extra

        dense = _DenseLeg(embedder, self._parts, self._clock)
        self._dense = dense
        loop = asyncio.get_running_loop()
        background = await loop.run_in_executor(dense.executor, embedder.background)
        for name in StoreName:
            store = self._parts.store(name)
            table = store.table.table
            await store.attach_vectors(VectorIndex(name, table, embedder.model, background))
        dense.task = asyncio.create_task(dense.run(), name="memory-vectors")

    @classmethod
    async def open(
        cls,
        data_dir: Path,
        clock: Clock,
        config: MemoryConfig | None = None,
        *,
        ranker: Ranker | None = None,
        new_id: Callable[[], str] = _new_id,
        zone: tzinfo | None = None,
        embedder: Embedder | None = None,
    ) -> MemoryStores:
        """Open the three stores under ``<data_dir>/memory/``, creating them if needed.

        Args:
            data_dir: The agent's data directory; stores go to ``memory/temporary/``,
                ``memory/long_term/`` and ``memory/device/`` below it (spec layout).
            clock: Source of UTC time for every record time.
            config: Lifetimes; defaults per the spec.
            ranker: Recall ranker; FTS5 BM25 by default.
            new_id: Id factory for ``save_memory`` creates (``m-`` + 32 hex digits by default).
            zone: The device's time zone: relative time words in a memory ("tomorrow") are
                read in it when the memory is written, and a recall without ``at`` reads the
                question's time words in it. ``None``: the host's local zone.
            embedder: The dense leg's model (``embedder.load_embedder()``, the ``dense``
                extra), or ``None`` for recall by the FTS5 leg alone. With one, every store's
                vectors are loaded here, missing ones (memories written without an embedder,
                or by another model) are back-filled by a task the stores own (started here,
                ended by :meth:`close`), and each memory written is embedded after its write
                has committed (``memory/dense.py``).

        Returns:
            The open stores; their schema migrations are committed.

        Raises:
            StorageError: If a store cannot be opened.
        """
        config = config or MemoryConfig()
        memory_dir = data_dir / "memory"
        now = clock.now()
        opened: list[RecordStore | DeviceMemoryStore] = []
        try:
            temporary = await RecordStore.open(
                memory_dir,
                StoreName.TEMPORARY,
                timedelta(seconds=config.temporary_lifetime_s),
                now,
                zone,
            )
            opened.append(temporary)
            long_term = await RecordStore.open(
                memory_dir,
                StoreName.LONG_TERM,
                timedelta(seconds=config.long_term_lifetime_s),
                now,
                zone,
            )
            opened.append(long_term)
            device = await DeviceMemoryStore.open(memory_dir, now, zone)
        except BaseException:
            for store in opened:
                await store.close()
            raise
        parts = _Parts(temporary, long_term, device)
        stores = cls(parts, clock, config, ranker or Fts5Ranker(), new_id, zone)
        if embedder is not None:
            try:
                await stores._start_dense(embedder)
            except BaseException:
                await stores.close()
                raise
        return stores

    async def __aenter__(self) -> MemoryStores:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Close the three stores after their pending work; idempotent.

        Vectors not yet written are left for the next open's back-fill.
        """
        self._closed = True
        if self._dense is not None:
            await self._dense.close()
        await self._parts.temporary.close()
        await self._parts.long_term.close()
        await self._parts.device.close()

    def _check_open(self) -> None:
        if self._closed:
            raise LifecycleError("The memory stores are closed; open them again to use them.")

    def record_store(self, name: StoreName) -> RecordStore:
        """Return the Temporary or Long-Term store.

        Raises:
            InvalidInput: For the Device store (see :attr:`device`).
        """
        if name is StoreName.TEMPORARY:
            return self._parts.temporary
        if name is StoreName.LONG_TERM:
            return self._parts.long_term
        raise InvalidInput("Device Memory is not a record store; use device.", field="store")

    @property
    def device(self) -> DeviceMemoryStore:
        """The Device Memory store."""
        return self._parts.device

    async def get(
        self, store: StoreName, memory_id: str
    ) -> MemoryRecord | DeviceMemoryRecord | None:
        """Return the record ``memory_id`` of ``store`` (active or removed), or ``None``."""
        self._check_open()
        if store is StoreName.DEVICE:
            return await self._parts.device.get(memory_id)
        return await self.record_store(store).get(memory_id)

    async def find_by_thing(self, thing_key: str) -> MemoryRecord | None:
        """Return the live memory about ``thing_key``: Long-Term first, then Temporary.

        Args:
            thing_key: A key such as ``flight:UA857:2026-05-14`` (``memory-store.md``).

        Returns:
            The newest active, unexpired record with that key, or ``None``.
        """
        self._check_open()
        now = self._clock.now()
        for store in (StoreName.LONG_TERM, StoreName.TEMPORARY):
            found = await self.record_store(store).find_by_thing(thing_key, now)
            if found is not None:
                return found
        return None

    async def find_family(self, family: str) -> list[MemoryRecord]:
        """Return the live memories whose thing key is ``family`` or starts with ``family:``.

        Args:
            family: A thing key without its trailing date (``appointment:dr-weber``).

        Returns:
            Long-Term records first, then Temporary; newest first within each store.
        """
        self._check_open()
        now = self._clock.now()
        found: list[MemoryRecord] = []
        for store in (StoreName.LONG_TERM, StoreName.TEMPORARY):
            found.extend(await self.record_store(store).find_family(family, now))
        return found

    # ----------------------------------------------------------------------------- intents

    async def apply(self, intent: MemoryIntent) -> IntentOutcome:
        """Apply one intent exactly as written; see :mod:`agent_memory.memory.intents`.

        Args:
            intent: The intent.

        Returns:
            The outcome: ``applied`` or ``already_applied`` (a replay), and the record after it.
            Each store write is committed and on disk when this returns.

        Raises:
            MemoryNotFound: Update/reinforce/remove/promote of a missing or removed id.
            RevisionConflict: The record is at another revision than the intent expects.
            IdConflict: A create under an id that holds other content.
            InvalidInput: The intent's payload does not fit its store.
            StorageError: SQLite failed; nothing of that write was kept.
        """
        self._check_open()
        async with self._parts.lock:
            outcome = await self._apply(intent)
        self._mark_vector(outcome.record.store, outcome.record.id)
        _log.info(
            "memory.intent_applied",
            extra={
                "intent": type(intent).__name__,
                "store": intent.store.value,
                "memory_id": intent.memory_id,
                "status": outcome.status.value,
            },
        )
        return outcome

    async def apply_all(self, intents: Sequence[MemoryIntent]) -> list[IntentOutcome]:
        """Apply ``intents`` one after the other, in order; stop at the first error.

        Returns:
            One outcome per intent, in order. Intents before a failing one stay applied (each
            is its own transaction); a retry of the whole list converges because each intent is
            idempotent (spec: Failure and Recovery, "convergence relies on fixed IDs, revision
            checks, and retry").

        Raises:
            The first error of :meth:`apply`; later intents are not attempted.
        """
        return [await self.apply(intent) for intent in intents]

    async def _apply(self, intent: MemoryIntent) -> IntentOutcome:
        now = self._clock.now()
        applied: bool
        record: MemoryRecord | DeviceMemoryRecord
        match intent:
            case PromoteMemory():
                return await self._promote(intent)
            case CreateMemory(store=StoreName.DEVICE, record=NewDeviceMemory() as new):
                applied, record = await self._parts.device.create(intent.memory_id, new, now)
            case CreateMemory(record=NewMemory() as new):
                store = self.record_store(intent.store)
                applied, record = await store.create(intent.memory_id, new, now)
            case CreateMemory():
                raise InvalidInput(
                    "A create needs NewDeviceMemory for the device store and NewMemory otherwise.",
                    field="record",
                )
            case UpdateMemory(store=StoreName.DEVICE, changes=DeviceMemoryChanges() as changes):
                applied, record = await self._parts.device.update(
                    intent.memory_id, intent.expected_revision, changes, now
                )
            case UpdateMemory(changes=MemoryChanges() as changes):
                applied, record = await self.record_store(intent.store).update(
                    intent.memory_id, intent.expected_revision, changes, now
                )
            case UpdateMemory():
                raise InvalidInput(
                    "An update needs DeviceMemoryChanges for the device store and MemoryChanges "
                    "otherwise.",
                    field="changes",
                )
            case ReinforceMemory():
                target = self._target(intent.store)
                source_json = None
                if intent.source is not None:
                    if intent.store is StoreName.DEVICE:
                        raise InvalidInput(
                            "A reinforce of Device Memory carries no source.", field="source"
                        )
                    source_json = json.dumps(
                        intent.source.to_json_dict(), ensure_ascii=False, separators=(",", ":")
                    )
                applied, record = await target.reinforce(
                    intent.memory_id, intent.expected_revision, now, source_json
                )
            case RemoveMemory():
                target = self._target(intent.store)
                applied, record = await target.remove(
                    intent.memory_id, intent.expected_revision, now
                )
        return IntentOutcome(
            intent, Applied.APPLIED if applied else Applied.ALREADY_APPLIED, record
        )

    def _mark_vector(self, store: StoreName, memory_id: str) -> None:
        """Have the dense leg embed this memory after its write (no-op without an embedder)."""
        if self._dense is not None:
            self._dense.mark(store, memory_id)

    async def embed_pending(self) -> int:
        """Embed every memory still waiting for its vector now; return vectors written.

        The stores' own task does this after each write and on open; call this to have every
        vector in place before going on (a test, a benchmark, an idle window). Each store's
        vectors are written in their own transactions, durable on return.

        Returns:
            Vectors written (0 without an embedder).

        Raises:
            StorageError: SQLite failed.
        """
        self._check_open()
        if self._dense is None:
            return 0
        return await self._dense.embed_waiting()

    async def vectors_settled(self) -> None:
        """Wait until the stores' own task has embedded every memory written so far.

        Returns at once without an embedder. A pass that failed (logged as
        ``memory.vectors_failed``) counts as settled; its memories are back-filled at the next
        open.

        Raises:
            LifecycleError: The stores are closed.
        """
        self._check_open()
        if self._dense is not None:
            await self._dense.idle.wait()

    def _target(self, store: StoreName) -> RecordStore | DeviceMemoryStore:
        return self._parts.device if store is StoreName.DEVICE else self.record_store(store)

    async def _promote(self, intent: PromoteMemory) -> IntentOutcome:
        temporary, long_term = self._parts.temporary, self._parts.long_term
        lt_id = promoted_id(intent.memory_id)
        now = self._clock.now()
        source = await temporary.get(intent.memory_id)
        existing = await long_term.get(lt_id)
        if existing is not None:
            # The create already happened (the id is derived from the temporary id); only the
            # remove of the temporary record may be left (crash between the two writes, M12).
            if source is None or source.status is MemoryStatus.REMOVED:
                return IntentOutcome(intent, Applied.ALREADY_APPLIED, existing)
            await temporary.remove(intent.memory_id, intent.expected_revision, now)
            return IntentOutcome(intent, Applied.APPLIED, existing)
        if source is None or source.status is MemoryStatus.REMOVED:
            raise MemoryNotFound(
                "No Temporary memory has this id; recall again before promoting.",
                memory_id=intent.memory_id,
            )
        if source.revision != intent.expected_revision:
            raise RevisionConflict(
                f"The memory is at revision {source.revision}, not {intent.expected_revision}; "
                "recall it again.",
                memory_id=intent.memory_id,
                expected=intent.expected_revision,
                actual=source.revision,
            )
        if not source.is_live(now):
            raise MemoryNotFound(
                "This Temporary memory has expired and cannot be promoted.",
                memory_id=intent.memory_id,
            )
        new = NewMemory(
            kind=source.kind,
            content=source.content,
            source=source.source,
            subject=source.subject,
            entities=source.entities,
            expires_at=intent.expires_at,
            thing_key=source.thing_key,
        )
        _, created = await long_term.create(lt_id, new, now)
        await temporary.remove(intent.memory_id, intent.expected_revision, now)
        return IntentOutcome(intent, Applied.APPLIED, created)

    # ----------------------------------------------------------------------------- forget

    async def forget(self, memory_id: str, store: StoreName | None = None) -> list[ForgetResult]:
        """Forget a memory at the user's request: gone from its store and index, not made again.

        In each store that holds ``memory_id`` (``store``, or all three when ``None``) one
        transaction deletes the row (its FTS5 entry with it, and a Device Memory's revision
        history, kept in the row) and writes a tombstone without text: the id, the revision and
        the source keys (``notification:<context_id>``, ``episode:<id>``). A later create of the
        id, or of any memory drawn from those sources (a replayed batch, a pending update of the
        same notification folding the forgotten one), raises
        :class:`~agent_memory.errors.MemoryForgotten`, which the processors turn into an
        ``ignore`` outcome (``docs/formats/memory-store.md``, tables ``forgotten``). Forgetting
        a promoted Long-Term memory (``lt-<id>``) also forgets the Temporary tombstone it was
        promoted from, which still held the text.

        Args:
            memory_id: The memory's id.
            store: The store, or ``None`` for every store that holds the id.

        Returns:
            One result per store that held the id or its tombstone; durable when this returns.
            Forgetting again is a no-op (``repeated``).

        Raises:
            MemoryNotFound: No store holds the id or a tombstone of it.
            StorageError: SQLite failed; nothing of that store's unit was kept.
        """
        self._check_open()
        names = (
            (StoreName.TEMPORARY, StoreName.LONG_TERM, StoreName.DEVICE)
            if store is None
            else (store,)
        )
        results: list[ForgetResult] = []
        async with self._parts.lock:
            now = self._clock.now()
            for name in names:
                try:
                    results.append(await self._target(name).forget(memory_id, now))
                except MemoryNotFound:
                    continue
            if memory_id.startswith(PROMOTED_ID_PREFIX) and any(
                r.store == StoreName.LONG_TERM.value for r in results
            ):
                with contextlib.suppress(MemoryNotFound):
                    results.append(
                        await self._parts.temporary.forget(
                            memory_id.removeprefix(PROMOTED_ID_PREFIX), now
                        )
                    )
        if not results:
            raise MemoryNotFound("No memory has this id in this store.", memory_id=memory_id)
        _log.info(
            "memory.forgotten",
            extra={
                "memory_id": memory_id,
                "stores": [r.store for r in results],
                "sources": sum(len(r.sources) for r in results),
            },
        )
        return results

    async def is_forgotten(self, store: StoreName, memory_id: str) -> bool:
        """Return whether ``memory_id`` has a tombstone in ``store`` (it was forgotten)."""
        self._check_open()
        target = self._target(store)

        def _check(conn: sqlite3.Connection) -> bool:
            found = conn.execute("SELECT 1 FROM forgotten WHERE id = ?", (memory_id,))
            return found.fetchone() is not None

        return await target.db.read(_check)

    # ----------------------------------------------------------------------------- agent tools

    async def save_memory(
        self, candidate: NewMemory, store: StoreName = StoreName.TEMPORARY
    ) -> SaveResult:
        """Save a memory the agent proposes, unless an active record already says the same.

        Duplicate detection is the store's (spec: Notification Processor, "the separate
        save_memory candidate path continues to use Store-owned duplicate detection"): a live
        record (active, unexpired) in Long-Term or Temporary with the same content fingerprint
        (``memory/text.py``: equal after NFKC, case folding and dropping everything but letters,
        marks and digits) is reinforced instead; Long-Term is looked at first. Otherwise the
        candidate is created in ``store`` under a new id.

        Args:
            candidate: The memory; ``expires_at`` as in :class:`NewMemory`.
            store: Where a new record goes (Temporary by default).

        Returns:
            What happened and the record. Durable when it returns.

        Raises:
            InvalidInput: For the Device store, a Temporary candidate that never expires, or an
                ``expires_at`` the store cannot write and read back (field ``expires_at``;
                nothing is written).
            StorageError: SQLite failed; nothing was written.
        """
        self._check_open()
        target = self.record_store(store)
        if isinstance(candidate.expires_at, datetime):
            _check_storable_expiry(candidate.expires_at)
        wanted = content_fingerprint(candidate.content)
        async with self._parts.lock:
            now = self._clock.now()
            for candidate_store in (self._parts.long_term, self._parts.temporary):
                found = await candidate_store.find_live_duplicate(wanted, now)
                if found is not None:
                    _, record = await candidate_store.reinforce(found.id, found.revision, now)
                    self._mark_vector(record.store, record.id)
                    _log.info(
                        "memory.saved",
                        extra={
                            "result": "reinforced",
                            "memory_id": record.id,
                            "store": record.store.value,
                        },
                    )
                    return SaveResult("reinforced", record)
            _, record = await target.create(self._new_id(), candidate, now)
        self._mark_vector(record.store, record.id)
        _log.info(
            "memory.saved",
            extra={"result": "created", "memory_id": record.id, "store": record.store.value},
        )
        return SaveResult("created", record)

    async def list_memories(
        self, store: StoreName, *, limit: int = 50, include_inactive: bool = False
    ) -> list[MemoryRecord]:
        """Return the newest records of a Temporary or Long-Term store, newest update first.

        Args:
            store: Temporary or Long-Term.
            limit: At most this many (1 to :data:`MAX_LIST_LIMIT`).
            include_inactive: Also removed and expired records (expired as of the clock's now).

        Raises:
            InvalidInput: The Device store or a bad limit.
        """
        self._check_open()
        _check_list_limit(limit)
        return await self.record_store(store).list_recent(
            self._clock.now(), limit, include_inactive=include_inactive
        )

    async def list_device_memories(
        self, *, limit: int = 50, include_inactive: bool = False, app_package: str | None = None
    ) -> list[DeviceMemoryRecord]:
        """Return the newest Device Memory records (written by the EpisodeProcessor).

        Args:
            limit: At most this many (1 to :data:`MAX_LIST_LIMIT`).
            include_inactive: Also removed records (Device Memory does not expire).
            app_package: Only records about this app (Android package or iOS bundle id).

        Raises:
            InvalidInput: A bad limit.
        """
        self._check_open()
        _check_list_limit(limit)
        return await self._parts.device.list_recent(
            limit, include_inactive=include_inactive, app_package=app_package
        )

    async def max_context_id(self, scenario: str) -> int:
        """Return the highest context id a Temporary or Long-Term memory's source names (0: none).

        Args:
            scenario: ``notification`` (context ids of notification records).

        Raises:
            LifecycleError: The stores are closed.
        """
        self._check_open()
        highest = 0
        for name in (StoreName.TEMPORARY, StoreName.LONG_TERM):
            store = self.record_store(name)
            highest = max(highest, await store.max_context_id(scenario))
        return highest

    async def recall(self, query: RecallQuery | str) -> list[RecallHit | DeviceRecallHit]:
        """Answer a question from the stores it names; return the best live records.

        The question is read with the understanding stage (``memory/query.py``: time words
        resolved against the recall time in local time, thing words in five languages, stop and
        question words dropped) and each store's records are scored 0-1 by how much of it they
        answer (``recall.Fts5Ranker``); with an embedder (:meth:`open`), the question is also
        embedded (on a thread of its own) and each store's dense leg is fused with those scores
        by reciprocal rank (``recall.fuse``, ``memory/dense.py``): scores stay 0-1. Nothing
        below the threshold is returned. When the FTS5 leg finds nothing in any store, the dense
        leg alone may answer with the one memory it clearly puts first
        (``recall.admit_dense``), scored at the threshold. Expired records (at the recall
        time) are never returned, even before the cleaner has run (case M9); removed records
        never. The stores
        are searched at once (each on its own thread); hits are merged by score, then by most
        recent update.

        Args:
            query: A :class:`RecallQuery`, or plain text for the defaults (Temporary and
                Long-Term, 10 hits, now).

        Returns:
            At most ``query.limit`` hits, best first: :class:`RecallHit` for Temporary and
            Long-Term records, :class:`DeviceRecallHit` for Device Memory.

        Raises:
            InvalidInput: A bad query.
            StorageError: SQLite failed.
        """
        return await self._recall(query, dense=True)

    async def _recall(
        self, query: RecallQuery | str, *, dense: bool
    ) -> list[RecallHit | DeviceRecallHit]:
        self._check_open()
        if isinstance(query, str):
            query = RecallQuery(query)
        now = self._clock.now() if query.at is None else query.at.astimezone(UTC)
        local = query.at if query.at is not None else now.astimezone(self._zone)
        plan = plan_query(query.text, local_now=local)
        if plan.blank or plan.empty:
            return []
        vector = None
        if dense and self._dense is not None:
            vector = await self._dense.embed_query(query.text)
        searches: list[Awaitable[Sequence[RecallHit | DeviceRecallHit]]] = []
        candidates: list[DenseCandidate[RecallHit | DeviceRecallHit]] = []
        for name in query.stores:
            if name is StoreName.DEVICE:
                device = DeviceRecallQuery(query.text, limit=query.limit)
                searches.append(
                    self._parts.device.search(
                        device, plan, self._ranker, now, query.min_score, vector, candidates
                    )
                )
            else:
                searches.append(
                    self.record_store(name).search(
                        query, plan, self._ranker, now, vector, candidates
                    )
                )
        results = await asyncio.gather(*searches)
        hits = [hit for result in results for hit in result]
        floor = MIN_SCORE if query.min_score is None else query.min_score
        alone = None if hits else admit_dense(candidates, floor)
        if alone is not None:  # the FTS5 leg found nothing; the dense leg is clearly sure
            hits.append(replace(alone, score=max(alone.score, round(floor, 6))))
        hits.sort(key=lambda h: (h.score, h.record.updated_at), reverse=True)
        return hits[: query.limit]

    async def recall_memory(self, query: RecallQuery | str) -> list[RecallHit]:
        """Find the Temporary and Long-Term records related to a text (spec: recall_memory).

        The processors' related-memory lookup: :meth:`recall` without Device Memory and, unless
        ``query.min_score`` says otherwise, without the threshold: every record holding any of
        the text's terms, things or days is a candidate, best first (a notice that the dentist
        moved to Thursday must see the memory of the dentist on Tuesday). It reads the FTS5 leg
        only: the processors match by words, things and days inside a batch, and a question
        embedded per lookup would cost tens of milliseconds each. A person's question goes to
        :meth:`recall`.

        Args:
            query: As for :meth:`recall`; a ``device`` entry in ``stores`` is ignored here.

        Returns:
            At most ``query.limit`` hits, best first.

        Raises:
            InvalidInput: A bad query, or one naming only the Device store.
            StorageError: SQLite failed.
        """
        if isinstance(query, str):
            query = RecallQuery(query)
        stores = tuple(s for s in query.stores if s is not StoreName.DEVICE)
        if not stores:
            raise InvalidInput(
                "recall_memory searches temporary and long_term; use recall.", field="stores"
            )
        min_score = 0.0 if query.min_score is None else query.min_score
        hits = await self._recall(replace(query, stores=stores, min_score=min_score), dense=False)
        return [hit for hit in hits if isinstance(hit, RecallHit)]

    async def recall_device_memory(self, query: DeviceRecallQuery | str) -> list[DeviceRecallHit]:
        """Search Device Memory (for the episode processor and the agent).

        Args:
            query: A :class:`DeviceRecallQuery`, or plain text for the defaults. Blank text
                lists the most recently updated records passing its filters.

        Returns:
            At most ``query.limit`` active records, best first.

        Raises:
            InvalidInput: A bad query.
            StorageError: SQLite failed.
        """
        self._check_open()
        if isinstance(query, str):
            query = DeviceRecallQuery(query)
        now = self._clock.now()
        plan = plan_query(query.text, local_now=now.astimezone(self._zone))
        if not plan.blank and plan.empty:
            return []
        return await self._parts.device.search(query, plan, self._ranker, now)

    async def delete_dead(self, stores: Sequence[StoreName]) -> CleanCounts:
        """Delete expired and removed records of ``stores`` (Temporary and/or Long-Term).

        Returns:
            Counts summed over the stores; each store's deletion is one transaction, durable
            when this returns.

        Raises:
            InvalidInput: For the Device store.
            StorageError: SQLite failed; that store's deletions were rolled back.
        """
        self._check_open()
        expired = removed = 0
        async with self._parts.lock:
            now = self._clock.now()
            for name in dict.fromkeys(stores):
                counts = await self.record_store(name).delete_dead(now)
                expired += counts.expired
                removed += counts.removed
        _log.info("memory.cleaned", extra={"expired": expired, "removed": removed})
        return CleanCounts(expired=expired, removed=removed)


class TemporaryMemoryCleaner:
    """Deletes expired and removed Temporary records (spec: Storage Levels and Privacy).

    The storage monitor registers it and calls :meth:`clean`; the spec lets it run from the
    Normal level up. Recall never depends on it (expired records are filtered at query time).

    Args:
        stores: The open memory stores.
        include_long_term: Also delete removed and expired Long-Term records (off by default:
            the spec names only the Temporary cleaner).
    """

    name = "temporary_memory"

    def __init__(self, stores: MemoryStores, *, include_long_term: bool = False) -> None:
        self._stores = stores
        self._include_long_term = include_long_term

    async def clean(self) -> CleanCounts:
        """Delete dead records in one transaction per store; return the deleted counts.

        Returns:
            Counts summed over the cleaned stores. Durable when it returns; a cancelled call
            may still complete its transaction on the worker thread.

        Raises:
            StorageError: SQLite failed; that store's deletions were rolled back.
        """
        names = [StoreName.TEMPORARY]
        if self._include_long_term:
            names.append(StoreName.LONG_TERM)
        return await self._stores.delete_dead(names)
