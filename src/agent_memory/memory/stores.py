"""The three SQLite stores: Temporary, Long-Term (one record format) and Device Memory.

Each store is one directory of the spec's layout (``<data_dir>/memory/temporary/``,
``long_term/``, ``device/``) holding one SQLite database (``store.sqlite3``, WAL,
``synchronous=FULL``) on its own worker thread (:class:`~agent_memory.memory.sqlite.StoreDatabase`).
Every public write is one committed transaction and is on disk when the ``await`` returns; a
cancelled ``await`` leaves the write to finish (or roll back) on the worker thread. The file format
is ``docs/formats/memory-store.md``.

Most callers use :class:`agent_memory.memory.MemoryStores`, which owns all three stores, the clock
and the configuration; these classes are its parts.
"""

# S608: the SQL here interpolates only table names and conditions that are constants of this
# package; every value is a bound parameter.
# ruff: noqa: S608

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass, replace
from datetime import datetime, timedelta, tzinfo
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Generic, TypeVar

from agent_memory.errors import InvalidInput
from agent_memory.memory.model import (
    MAX_HISTORY,
    DefaultExpiry,
    DeviceEvidence,
    DeviceMemoryChanges,
    DeviceMemoryRecord,
    DeviceMemoryType,
    DeviceRevision,
    MemoryChanges,
    MemoryKind,
    MemoryRecord,
    MemorySource,
    MemoryStatus,
    NewDeviceMemory,
    NewMemory,
    ProcedureStep,
    StoreName,
    goal_key,
)
from agent_memory.memory.query import INDEX_VERSION_TOKEN, QueryPlan, search_text
from agent_memory.memory.recall import (
    MIN_SCORE,
    DenseCandidate,
    DeviceRecallHit,
    DeviceRecallQuery,
    RankedRow,
    Ranker,
    RecallHit,
    RecallQuery,
    dense_candidate,
    fuse,
)
from agent_memory.memory.sqlite import Migration, StoreDatabase, format_time, parse_time
from agent_memory.memory.table import (
    FORGOTTEN_STATEMENTS,
    ForgetResult,
    IntentTable,
    digest,
    fts_statements,
    vector_statements,
)
from agent_memory.memory.text import content_fingerprint

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from agent_memory.memory.dense import PendingText, VectorIndex

N = TypeVar("N")
C = TypeVar("C")
R = TypeVar("R")

__all__ = [
    "DEVICE_MIGRATIONS",
    "RECORD_MIGRATIONS",
    "CleanCounts",
    "DeviceMemoryStore",
    "IntentStore",
    "RecordStore",
]

RECORD_MIGRATIONS: Final = (
    Migration(
        1,
        "memories table, FTS5 index and triggers",
        (
            "CREATE TABLE memories ("
            " seq INTEGER PRIMARY KEY,"
            " id TEXT NOT NULL UNIQUE,"
            " revision INTEGER NOT NULL CHECK (revision >= 1),"
            " kind TEXT NOT NULL,"
            " content TEXT NOT NULL,"
            " subject TEXT,"
            " entities TEXT NOT NULL,"
            " source TEXT NOT NULL,"
            " created_at TEXT NOT NULL,"
            " updated_at TEXT NOT NULL,"
            " expires_at TEXT,"
            " reinforcement_count INTEGER NOT NULL DEFAULT 0,"
            " last_reinforced_at TEXT,"
            " status TEXT NOT NULL CHECK (status IN ('active', 'removed')),"
            " fingerprint TEXT NOT NULL,"
            " create_digest TEXT NOT NULL,"
            " last_intent TEXT,"
            " search_text TEXT NOT NULL)",
            "CREATE INDEX memories_live_fingerprint ON memories (fingerprint) "
            "WHERE status = 'active'",
            "CREATE INDEX memories_expires_at ON memories (expires_at)",
            *fts_statements("memories"),
        ),
    ),
    Migration(
        2,
        "thing_key column and its live index",
        (
            "ALTER TABLE memories ADD COLUMN thing_key TEXT",
            "CREATE INDEX memories_live_thing ON memories (thing_key) "
            "WHERE status = 'active' AND thing_key IS NOT NULL",
        ),
    ),
    Migration(3, "tombstones of forgotten memories", FORGOTTEN_STATEMENTS),
    Migration(4, "memory_vectors table for the dense leg", vector_statements("memories")),
)
"""Schema of the Temporary and Long-Term databases, oldest first."""

DEVICE_MIGRATIONS: Final = (
    Migration(
        1,
        "device_memories table, FTS5 index and triggers",
        (
            "CREATE TABLE device_memories ("
            " seq INTEGER PRIMARY KEY,"
            " id TEXT NOT NULL UNIQUE,"
            " revision INTEGER NOT NULL CHECK (revision >= 1),"
            " type TEXT NOT NULL,"
            " content TEXT NOT NULL,"
            " evidence TEXT NOT NULL,"
            " app_package TEXT,"
            " created_at TEXT NOT NULL,"
            " updated_at TEXT NOT NULL,"
            " reinforcement_count INTEGER NOT NULL DEFAULT 0,"
            " last_reinforced_at TEXT,"
            " status TEXT NOT NULL CHECK (status IN ('active', 'removed')),"
            " create_digest TEXT NOT NULL,"
            " last_intent TEXT,"
            " search_text TEXT NOT NULL)",
            "CREATE INDEX device_memories_app ON device_memories (app_package)",
            *fts_statements("device_memories"),
        ),
    ),
    Migration(
        2,
        "replayable procedures: goal, steps, app version, confidence, failure link, history",
        (
            "ALTER TABLE device_memories ADD COLUMN goal TEXT",
            "ALTER TABLE device_memories ADD COLUMN goal_key TEXT",
            "ALTER TABLE device_memories ADD COLUMN steps TEXT NOT NULL DEFAULT '[]'",
            "ALTER TABLE device_memories ADD COLUMN app_version TEXT",
            "ALTER TABLE device_memories ADD COLUMN confidence REAL NOT NULL DEFAULT 0.5",
            "ALTER TABLE device_memories ADD COLUMN linked_id TEXT",
            "ALTER TABLE device_memories ADD COLUMN history TEXT NOT NULL DEFAULT '[]'",
            "CREATE INDEX device_memories_goal ON device_memories (goal_key, app_package, type) "
            "WHERE status = 'active'",
        ),
    ),
    Migration(3, "tombstones of forgotten memories", FORGOTTEN_STATEMENTS),
    Migration(4, "memory_vectors table for the dense leg", vector_statements("device_memories")),
)
"""Schema of the Device Memory database, oldest first."""


def _local(now: datetime, zone: tzinfo | None) -> datetime:
    """Return ``now`` in the device's zone (``None``: the host's local zone)."""
    return now.astimezone(zone)


def _reindex(conn: sqlite3.Connection, table: str, zone: tzinfo | None) -> int:
    """Rebuild ``search_text`` of active rows indexed by an older rule; return how many.

    A row's ``search_text`` ends with ``query.INDEX_VERSION_TOKEN`` when built by the current
    rule; rows without it (written by an earlier release) get their words and meaning tokens
    again, read against their last update time. Runs in the caller's transaction.
    """
    rows = conn.execute(
        f"SELECT * FROM {table} WHERE status = 'active' AND search_text NOT LIKE :tail",
        {"tail": "% " + INDEX_VERSION_TOKEN},
    ).fetchall()
    for row in rows:
        if table == "memories":
            entities = json.loads(row["entities"])
            parts = [row["content"], row["subject"], *entities, row["thing_key"]]
        else:
            parts = _device_index_parts(
                row["content"], row["app_package"], row["goal"], _row_steps(row)
            )
        text = search_text(*parts, written_at=_local(parse_time(row["updated_at"]), zone))
        conn.execute(
            f"UPDATE {table} SET search_text = :text WHERE seq = :seq",
            {"text": text, "seq": row["seq"]},
        )
    return len(rows)


def _time_or_none(value: str | None) -> datetime | None:
    return None if value is None else parse_time(value)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class _RecordCodec:
    """Payload columns of ``memories`` (Temporary and Long-Term)."""

    table = "memories"

    def __init__(
        self, store: StoreName, default_lifetime: timedelta, zone: tzinfo | None = None
    ) -> None:
        self.store = store
        self.default_lifetime = default_lifetime
        self.zone = zone

    def _expiry(self, value: datetime | DefaultExpiry | None, now: datetime) -> str | None:
        if isinstance(value, DefaultExpiry):
            return format_time(now + self.default_lifetime)
        if value is None:
            if self.store is StoreName.TEMPORARY:
                raise InvalidInput("A Temporary memory must have an expiry.", field="expires_at")
            return None
        return format_time(value)

    def create_values(self, new: NewMemory, now: datetime) -> dict[str, Any]:
        return {
            "kind": new.kind.value,
            "content": new.content,
            "subject": new.subject,
            "entities": _json(list(new.entities)),
            "source": _json(new.source.to_json_dict()),
            "expires_at": self._expiry(new.expires_at, now),
            "fingerprint": content_fingerprint(new.content),
            "search_text": search_text(
                new.content,
                new.subject,
                *new.entities,
                new.thing_key,
                written_at=_local(now, self.zone),
            ),
            "thing_key": new.thing_key,
        }

    def create_digest(self, new: NewMemory) -> str:
        # Without a thing key the digest is the one version 1 wrote, so replays still match.
        parts: list[Any] = [new.kind.value, new.content, new.subject, list(new.entities)]
        if new.thing_key is not None:
            parts.append(new.thing_key)
        return digest(parts)

    def update_values(
        self, row: sqlite3.Row, changes: MemoryChanges, now: datetime
    ) -> dict[str, Any]:
        content = changes.content if changes.content is not None else str(row["content"])
        subject: str | None = row["subject"]
        if changes.subject is not None:
            subject = changes.subject or None
        entities = (
            list(changes.entities)
            if changes.entities is not None
            else list(json.loads(row["entities"]))
        )
        thing_key: str | None = row["thing_key"]
        if changes.thing_key is not None:
            thing_key = changes.thing_key or None
        values: dict[str, Any] = {
            "content": content,
            "subject": subject,
            "entities": _json(entities),
            "fingerprint": content_fingerprint(content),
            "search_text": search_text(
                content, subject, *entities, thing_key, written_at=_local(now, self.zone)
            ),
        }
        if changes.kind is not None:
            values["kind"] = changes.kind.value
        if changes.source is not None:
            values["source"] = _json(changes.source.to_json_dict())
        if changes.expires_at is not None:
            values["expires_at"] = self._expiry(changes.expires_at, now)
        if changes.thing_key is not None:
            values["thing_key"] = changes.thing_key or None
        return values

    def changes_digest(self, changes: MemoryChanges) -> str:
        expires: str | None
        if isinstance(changes.expires_at, datetime):
            expires = format_time(changes.expires_at)
        elif changes.expires_at is None:
            expires = None
        else:
            expires = "default"
        parts: list[Any] = [
            None if changes.kind is None else changes.kind.value,
            changes.content,
            changes.subject,
            None if changes.entities is None else list(changes.entities),
            expires,
            None if changes.source is None else changes.source.to_json_dict(),
        ]
        if changes.thing_key is not None:
            parts.append(changes.thing_key)
        return digest(parts)

    def new_source_keys(self, new: NewMemory) -> list[str]:
        return _memory_source_keys(new.source)

    def row_source_keys(self, row: sqlite3.Row) -> list[str]:
        return _memory_source_keys(MemorySource.from_json_dict(json.loads(row["source"])))

    def record(self, row: sqlite3.Row) -> MemoryRecord:
        return MemoryRecord(
            id=str(row["id"]),
            revision=int(row["revision"]),
            store=self.store,
            kind=MemoryKind(row["kind"]),
            content=str(row["content"]),
            subject=row["subject"],
            entities=tuple(json.loads(row["entities"])),
            source=MemorySource.from_json_dict(json.loads(row["source"])),
            created_at=parse_time(row["created_at"]),
            updated_at=parse_time(row["updated_at"]),
            expires_at=_time_or_none(row["expires_at"]),
            reinforcement_count=int(row["reinforcement_count"]),
            last_reinforced_at=_time_or_none(row["last_reinforced_at"]),
            status=MemoryStatus(row["status"]),
            thing_key=row["thing_key"],
        )


def _memory_source_keys(source: MemorySource) -> list[str]:
    """Return the tombstone keys of a memory's source: its notifications and episodes.

    Only sources a processor can turn into a memory again count; a memory the agent saved
    names none.
    """
    keys = [f"notification:{cid}" for cid in source.context_ids]
    keys += [f"episode:{eid}" for eid in source.episode_ids]
    return keys


def _evidence_json(evidence: tuple[DeviceEvidence, ...]) -> str:
    return _json([{"episode_id": e.episode_id, "steps": list(e.steps)} for e in evidence])


def _steps_json(steps: tuple[ProcedureStep, ...]) -> str:
    return _json([s.to_json() for s in steps])


_HYPHENATED: Final = re.compile(r"\w+(?:[-\u2010\u2011]\w+)+")


def _device_index_parts(
    content: str, package: str | None, goal: str | None, steps: tuple[ProcedureStep, ...]
) -> list[str | None]:
    """Return what a Device Memory is indexed by: content, app, goal, every step's element text
    and screen.

    A hyphenated word (``Wi-Fi``; also with U+2010 or U+2011) is also indexed written together
    (``WiFi``), so ``wifi`` finds it as well as ``wi-fi`` does.
    """
    targets = [t for s in steps for t in (s.text, s.screen) if t is not None and t[:1] != "<"]
    texts = [t for t in (content, goal, *targets) if t]
    joined = [
        re.sub(r"[-\u2010\u2011]", "", word) for t in texts for word in _HYPHENATED.findall(t)
    ]
    return [content, package, goal, *targets, *joined]


def _row_steps(row: sqlite3.Row) -> tuple[ProcedureStep, ...]:
    return tuple(ProcedureStep.from_json(s) for s in json.loads(row["steps"]))


class _DeviceCodec:
    """Payload columns of ``device_memories``."""

    table = "device_memories"

    def __init__(self, zone: tzinfo | None = None) -> None:
        self.zone = zone

    def create_values(self, new: NewDeviceMemory, now: datetime) -> dict[str, Any]:
        return {
            "type": new.type.value,
            "content": new.content,
            "evidence": _evidence_json(new.evidence),
            "app_package": new.app_package,
            "goal": new.goal,
            "goal_key": None if new.goal is None else goal_key(new.goal),
            "steps": _steps_json(new.steps),
            "app_version": new.app_version,
            "confidence": new.confidence,
            "linked_id": new.linked_id,
            "history": "[]",
            "search_text": search_text(
                *_device_index_parts(new.content, new.app_package, new.goal, new.steps),
                written_at=_local(now, self.zone),
            ),
        }

    def create_digest(self, new: NewDeviceMemory) -> str:
        if not (new.goal or new.steps or new.app_version or new.linked_id):
            # Records without the version-2 fields keep the digest they had.
            return digest([new.type.value, new.content, new.app_package])
        return digest(
            [
                new.type.value,
                new.content,
                new.app_package,
                new.goal,
                _steps_json(new.steps),
                new.app_version,
                new.linked_id,
            ]
        )

    def update_values(
        self, row: sqlite3.Row, changes: DeviceMemoryChanges, now: datetime
    ) -> dict[str, Any]:
        content = changes.content if changes.content is not None else str(row["content"])
        package: str | None = row["app_package"]
        if changes.app_package is not None:
            package = changes.app_package or None
        goal: str | None = row["goal"]
        if changes.goal is not None:
            goal = changes.goal or None
        old_steps = _row_steps(row)
        steps = changes.steps if changes.steps is not None else old_steps
        values: dict[str, Any] = {
            "content": content,
            "app_package": package,
            "goal": goal,
            "goal_key": None if goal is None else goal_key(goal),
            "steps": _steps_json(steps),
            "search_text": search_text(
                *_device_index_parts(content, package, goal, steps),
                written_at=_local(now, self.zone),
            ),
        }
        if content != row["content"] or steps != old_steps:
            replaced = DeviceRevision(
                revision=int(row["revision"]),
                content=str(row["content"]),
                steps=old_steps,
                app_version=row["app_version"],
                confidence=float(row["confidence"]),
                replaced_at=now,
            )
            history = [*json.loads(row["history"]), replaced.to_json()]
            values["history"] = _json(history[-MAX_HISTORY:])
        if changes.type is not None:
            values["type"] = changes.type.value
        if changes.evidence is not None:
            values["evidence"] = _evidence_json(changes.evidence)
        if changes.app_version is not None:
            values["app_version"] = changes.app_version or None
        if changes.confidence is not None:
            values["confidence"] = changes.confidence
        if changes.linked_id is not None:
            values["linked_id"] = changes.linked_id
        if changes.reinforced:
            values["reinforcement_count"] = int(row["reinforcement_count"]) + 1
            values["last_reinforced_at"] = format_time(now)
        return values

    def changes_digest(self, changes: DeviceMemoryChanges) -> str:
        parts: list[Any] = [
            None if changes.type is None else changes.type.value,
            changes.content,
            None if changes.evidence is None else _evidence_json(changes.evidence),
            changes.app_package,
        ]
        extra = [
            changes.goal,
            None if changes.steps is None else _steps_json(changes.steps),
            changes.app_version,
            changes.confidence,
            changes.linked_id,
            changes.reinforced,
        ]
        if any(v not in (None, False) for v in extra):
            parts += extra
        return digest(parts)

    def new_source_keys(self, new: NewDeviceMemory) -> list[str]:
        return [f"episode:{e.episode_id}" for e in new.evidence]

    def row_source_keys(self, row: sqlite3.Row) -> list[str]:
        return [f"episode:{e['episode_id']}" for e in json.loads(row["evidence"])]

    def record(self, row: sqlite3.Row) -> DeviceMemoryRecord:
        return DeviceMemoryRecord(
            id=str(row["id"]),
            revision=int(row["revision"]),
            type=DeviceMemoryType(row["type"]),
            content=str(row["content"]),
            evidence=tuple(
                DeviceEvidence(str(e["episode_id"]), tuple(e["steps"]))
                for e in json.loads(row["evidence"])
            ),
            app_package=row["app_package"],
            created_at=parse_time(row["created_at"]),
            updated_at=parse_time(row["updated_at"]),
            reinforcement_count=int(row["reinforcement_count"]),
            last_reinforced_at=_time_or_none(row["last_reinforced_at"]),
            status=MemoryStatus(row["status"]),
            goal=row["goal"],
            steps=_row_steps(row),
            app_version=row["app_version"],
            confidence=float(row["confidence"]),
            linked_id=row["linked_id"],
            history=tuple(DeviceRevision.from_json(h) for h in json.loads(row["history"])),
        )


@dataclass(frozen=True, slots=True)
class CleanCounts:
    """What one cleaner pass deleted from one store.

    Attributes:
        expired: Records deleted because ``expires_at`` had passed.
        removed: Tombstones (removed records) deleted.
    """

    expired: int
    removed: int


class IntentStore(Generic[N, C, R]):
    """One store's database and the intent operations on its table (shared by all three stores).

    Every method runs on the store's worker thread; ``now`` always comes from the caller's
    :class:`~agent_memory.clock.Clock`. Writes are one committed transaction each, durable when
    the ``await`` returns.

    Args:
        name: Which store this is.
        db: The open database.
        table: The intent semantics over the store's table.

    Attributes:
        vectors: The dense leg's index of this store (``memory/dense.py``), or ``None`` when
            recall is the FTS5 leg alone (no embedder given to ``MemoryStores.open``).
    """

    def __init__(self, name: StoreName, db: StoreDatabase, table: IntentTable[N, C, R]) -> None:
        self.name = name
        self.db = db
        self.table = table
        self.vectors: VectorIndex | None = None

    async def attach_vectors(self, vectors: VectorIndex) -> int:
        """Use ``vectors`` for this store's dense leg; load its codes; return how many.

        Raises:
            StorageError: SQLite failed.
        """
        count = await self.db.read(vectors.load)
        self.vectors = vectors
        return count

    async def missing_vectors(
        self, now: datetime, memory_ids: set[str] | None, limit: int
    ) -> list[PendingText]:
        """Return live memories that need a vector (``VectorIndex.missing``); ``[]`` without one.

        A vector of an unchanged text is moved to the new revision here (one transaction,
        durable on return) and not returned.
        """
        vectors = self.vectors
        if vectors is None:
            return []
        pending = await self.db.read(lambda conn: vectors.missing(conn, now, memory_ids, limit))
        if not pending:
            return []
        return await self.db.write(lambda conn: vectors.reuse(conn, pending))

    async def put_vectors(
        self, pending: list[PendingText], vectors: NDArray[np.float32], now: datetime
    ) -> int:
        """Write the vectors of ``pending`` (one transaction, durable on return); return how many.

        A memory changed or forgotten since it was listed gets none.
        """
        index = self.vectors
        if index is None:
            return 0
        return await self.db.write(lambda conn: index.put(conn, pending, vectors, now))

    def _fused(
        self,
        conn: sqlite3.Connection,
        ranker: Ranker,
        where: str,
        params: dict[str, Any],
        plan: QueryPlan,
        limit: int,
        now: datetime,
        min_score: float | None,
        query_vector: NDArray[np.float32] | None,
    ) -> tuple[list[RankedRow], tuple[RankedRow, float] | None]:
        """Rank with ``ranker`` alone, or fuse it with the dense leg (``recall.fuse``).

        Returns:
            The rows, best first, and the dense leg's candidate to answer alone with the
            relevance of the dense row after it (``recall.dense_candidate``; ``None`` without
            the dense leg).
        """
        vectors = self.vectors
        if query_vector is None or vectors is None:
            rows = ranker.rank(conn, self.table.table, where, params, plan, limit, now, min_score)
            return rows, None
        depth = 2 * limit + 10
        lexical = ranker.rank(conn, self.table.table, where, params, plan, depth, now, 0.0)
        dense = vectors.search(conn, where, params, query_vector, depth, now)
        floor = MIN_SCORE if min_score is None else min_score
        return fuse(lexical, dense, limit, floor, now), dense_candidate(lexical, dense, floor)

    async def get(self, memory_id: str) -> R | None:
        """Return the record (active or removed, expired or not), or ``None``."""
        return await self.db.read(lambda conn: self.table.get(conn, memory_id))

    async def create(self, memory_id: str, new: N, now: datetime) -> tuple[bool, R]:
        """Create ``new`` under ``memory_id``; see :meth:`IntentTable.create`."""
        return await self.db.write(lambda conn: self.table.create(conn, memory_id, new, now))

    async def update(
        self, memory_id: str, expected: int, changes: C, now: datetime
    ) -> tuple[bool, R]:
        """Update at revision ``expected``; see :meth:`IntentTable.update`."""
        return await self.db.write(
            lambda conn: self.table.update(conn, memory_id, expected, changes, now)
        )

    async def reinforce(
        self, memory_id: str, expected: int, now: datetime, source_json: str | None = None
    ) -> tuple[bool, R]:
        """Reinforce at revision ``expected``; see :meth:`IntentTable.reinforce`."""
        return await self.db.write(
            lambda conn: self.table.reinforce(conn, memory_id, expected, now, source_json)
        )

    async def remove(self, memory_id: str, expected: int, now: datetime) -> tuple[bool, R]:
        """Remove at revision ``expected``; see :meth:`IntentTable.remove`."""
        return await self.db.write(lambda conn: self.table.remove(conn, memory_id, expected, now))

    async def forget(self, memory_id: str, now: datetime) -> ForgetResult:
        """Delete ``memory_id`` and leave a tombstone, in one transaction (durable on return).

        See :meth:`IntentTable.forget`. The WAL is then cut (:meth:`StoreDatabase.truncate_wal`),
        so that no frame of it keeps the forgotten text.
        """
        result = await self.db.write(lambda conn: self.table.forget(conn, memory_id, now))
        if not result.repeated:
            await self.db.truncate_wal()
        return replace(result, store=self.name.value)

    async def close(self) -> None:
        """Close the database after pending work; idempotent."""
        await self.db.close()


class RecordStore(IntentStore[NewMemory, MemoryChanges, MemoryRecord]):
    """A Temporary or Long-Term store: one ``memories`` table in its own SQLite database.

    Open with :meth:`open`.

    Args:
        name: :attr:`StoreName.TEMPORARY` or :attr:`StoreName.LONG_TERM`.
        db: The open database.
        default_lifetime: Lifetime given by :data:`~agent_memory.memory.model.DEFAULT_EXPIRY`.
    """

    def __init__(
        self,
        name: StoreName,
        db: StoreDatabase,
        default_lifetime: timedelta,
        zone: tzinfo | None = None,
    ) -> None:
        super().__init__(name, db, IntentTable(_RecordCodec(name, default_lifetime, zone)))

    @classmethod
    async def open(
        cls,
        memory_dir: Path,
        name: StoreName,
        default_lifetime: timedelta,
        now: datetime,
        zone: tzinfo | None = None,
    ) -> RecordStore:
        """Open (creating and migrating if needed) ``<memory_dir>/<name>/store.sqlite3``.

        Rows indexed by an earlier search rule are re-indexed in one transaction first
        (``_reindex``; a one-time cost of about 0.5 ms per such row). ``zone`` is the device's
        time zone, in which relative time words of a memory's text ("tomorrow") are read when
        it is written (``None``: the host's local zone).

        Raises:
            InvalidInput: If ``name`` is the Device store.
            StorageError: If the database cannot be opened.
        """
        if name is StoreName.DEVICE:
            raise InvalidInput("Device Memory has its own store class.", field="name")
        db = await StoreDatabase.open(memory_dir / name.value, RECORD_MIGRATIONS, now)
        try:
            await db.write(lambda conn: _reindex(conn, "memories", zone))
        except BaseException:
            await db.close()
            raise
        return cls(name, db, default_lifetime, zone)

    async def find_live_duplicate(self, fingerprint_hex: str, now: datetime) -> MemoryRecord | None:
        """Return the oldest active, unexpired record with this content fingerprint, or ``None``."""

        def _find(conn: sqlite3.Connection) -> MemoryRecord | None:
            row = conn.execute(
                "SELECT * FROM memories WHERE fingerprint = :fp AND status = 'active' "
                "AND (expires_at IS NULL OR expires_at > :now) ORDER BY seq LIMIT 1",
                {"fp": fingerprint_hex, "now": format_time(now)},
            ).fetchone()
            return None if row is None else self.table.codec.record(row)

        return await self.db.read(_find)

    async def find_by_thing(self, thing_key: str, now: datetime) -> MemoryRecord | None:
        """Return the newest active, unexpired record about ``thing_key``, or ``None``.

        Uses the partial index ``memories_live_thing`` (migration 2).
        """

        def _find(conn: sqlite3.Connection) -> MemoryRecord | None:
            row = conn.execute(
                "SELECT * FROM memories WHERE thing_key = :key AND status = 'active' "
                "AND (expires_at IS NULL OR expires_at > :now) ORDER BY seq DESC LIMIT 1",
                {"key": thing_key, "now": format_time(now)},
            ).fetchone()
            return None if row is None else self.table.codec.record(row)

        return await self.db.read(_find)

    async def find_family(self, family: str, now: datetime, limit: int = 20) -> list[MemoryRecord]:
        """Return active, unexpired records whose thing key is ``family`` or ``family:<more>``.

        Newest first, at most ``limit``. A family is a key without its trailing date
        (``flight:UA857`` finds ``flight:UA857:2026-05-14``); a range scan of the partial index
        ``memories_live_thing`` (':' < ';' in text order).
        """

        def _find(conn: sqlite3.Connection) -> list[MemoryRecord]:
            rows = conn.execute(
                "SELECT * FROM memories WHERE status = 'active' AND thing_key IS NOT NULL "
                "AND (thing_key = :key OR (thing_key >= :lo AND thing_key < :hi)) "
                "AND (expires_at IS NULL OR expires_at > :now) ORDER BY seq DESC LIMIT :limit",
                {
                    "key": family,
                    "lo": family + ":",
                    "hi": family + ";",
                    "now": format_time(now),
                    "limit": limit,
                },
            ).fetchall()
            return [self.table.codec.record(row) for row in rows]

        return await self.db.read(_find)

    async def search(
        self,
        query: RecallQuery,
        plan: QueryPlan,
        ranker: Ranker,
        now: datetime,
        query_vector: NDArray[np.float32] | None = None,
        candidates: list[DenseCandidate[RecallHit | DeviceRecallHit]] | None = None,
    ) -> list[RecallHit]:
        """Return live records matching ``plan``, best first (at most ``query.limit``).

        Live means active and (``expires_at`` unset or later than ``now``): an expired record is
        never returned, whether or not the cleaner has run (case M9). With ``query.at`` (then
        ``now`` is that time) a record created after it is not returned either. With
        ``query_vector`` (the question embedded) and :attr:`vectors`, the dense leg is fused
        with ``ranker`` (``recall.fuse``), and the dense leg's candidate to answer alone
        (``recall.dense_candidate``) is appended to ``candidates`` when given.
        """
        where = ["m.status = 'active'", "(m.expires_at IS NULL OR m.expires_at > :now)"]
        params: dict[str, Any] = {"now": format_time(now)}
        if query.at is not None:
            where.append("m.created_at <= :now")
        if query.kinds:
            names = [f":kind{i}" for i in range(len(query.kinds))]
            where.append(f"m.kind IN ({', '.join(names)})")
            params.update({f"kind{i}": k.value for i, k in enumerate(query.kinds)})
        if query.since is not None:
            where.append("m.created_at >= :since")
            params["since"] = format_time(query.since)
        if query.until is not None:
            where.append("m.created_at < :until")
            params["until"] = format_time(query.until)
        codec = self.table.codec

        def _search(conn: sqlite3.Connection) -> list[RecallHit]:
            ranked, candidate = self._fused(
                conn,
                ranker,
                " AND ".join(where),
                params,
                plan,
                query.limit,
                now,
                query.min_score,
                query_vector,
            )
            if candidate is not None and candidates is not None:
                row, after = candidate
                hit = RecallHit(codec.record(row.row), row.score)
                candidates.append(DenseCandidate(hit, row.relevance or 0.0, after))
            return [RecallHit(codec.record(r.row), r.score) for r in ranked]

        return await self.db.read(_search)

    async def delete_dead(self, now: datetime) -> CleanCounts:
        """Delete expired and removed records in one transaction; return the counts.

        Durable when it returns. Deleted records are gone for good: a later create under the
        same id is a new record. As for a forget, the FTS5 index is merged in the same
        transaction and the WAL cut after it, so that no word of a deleted record stays in
        the store's files.
        """

        def _delete(conn: sqlite3.Connection) -> CleanCounts:
            removed = conn.execute("DELETE FROM memories WHERE status = 'removed'").rowcount
            expired = conn.execute(
                "DELETE FROM memories WHERE expires_at IS NOT NULL AND expires_at <= ?",
                (format_time(now),),
            ).rowcount
            if removed or expired:
                self.table.purge_index(conn)
            return CleanCounts(expired=expired, removed=removed)

        counts = await self.db.write(_delete)
        if counts.expired or counts.removed:
            await self.db.truncate_wal()
        return counts

    async def find_live_by_context_id(
        self, scenario: str, context_id: int, now: datetime
    ) -> MemoryRecord | None:
        """Return the newest active, unexpired record whose source names ``context_id``.

        For an update of a notification: the memory its earlier versions made, whatever id it
        has (an update keeps the first version's id and adds the new context id to the source).
        """

        def _find(conn: sqlite3.Connection) -> MemoryRecord | None:
            row = conn.execute(
                "SELECT memories.* FROM memories,"
                " json_each(memories.source, '$.context_ids') AS ids"
                " WHERE ids.value = :cid AND json_extract(memories.source, '$.scenario') = :sc"
                " AND status = 'active' AND (expires_at IS NULL OR expires_at > :now)"
                " ORDER BY seq DESC LIMIT 1",
                {"cid": context_id, "sc": scenario, "now": format_time(now)},
            ).fetchone()
            return None if row is None else self.table.codec.record(row)

        return await self.db.read(_find)

    async def max_context_id(self, scenario: str) -> int:
        """Return the highest context id any row's source names for ``scenario`` (0: none).

        Rows of every state count (removed and expired too): a source names records that existed.
        One indexed-free scan of the ``source`` column, run once on start.
        """

        def _max(conn: sqlite3.Connection) -> int:
            row = conn.execute(
                "SELECT MAX(CAST(ids.value AS INTEGER)) FROM memories,"
                " json_each(memories.source, '$.context_ids') AS ids"
                " WHERE json_extract(memories.source, '$.scenario') = ?",
                (scenario,),
            ).fetchone()
            # A forgotten memory's notifications existed too (its tombstone names them).
            forgotten = conn.execute(
                "SELECT MAX(CAST(substr(source, 14) AS INTEGER)) FROM forgotten_sources"
                " WHERE source LIKE 'notification:%'"
            ).fetchone()
            return max(int(row[0] or 0), int(forgotten[0] or 0))

        return await self.db.read(_max)

    async def list_recent(
        self, now: datetime, limit: int, *, include_inactive: bool = False
    ) -> list[MemoryRecord]:
        """Return the newest records, newest update first (ties by id).

        Args:
            now: UTC time deciding what is expired.
            limit: At most this many rows.
            include_inactive: Also removed and expired records.
        """
        where = (
            ""
            if include_inactive
            else " WHERE status = 'active' AND (expires_at IS NULL OR expires_at > :now)"
        )
        sql = f"SELECT * FROM memories{where} ORDER BY updated_at DESC, id LIMIT :limit"
        codec = self.table.codec

        def _list(conn: sqlite3.Connection) -> list[MemoryRecord]:
            rows = conn.execute(sql, {"now": format_time(now), "limit": limit}).fetchall()
            return [codec.record(row) for row in rows]

        return await self.db.read(_list)

    async def count(self) -> int:
        """Return how many rows the store holds (active, removed and expired)."""
        return await self.db.read(
            lambda conn: int(conn.execute("SELECT COUNT(*) FROM memories").fetchone()[0])
        )


class DeviceMemoryStore(IntentStore[NewDeviceMemory, DeviceMemoryChanges, DeviceMemoryRecord]):
    """The Device Memory store: ``device_memories`` in ``<data_dir>/memory/device/``.

    Written only by the episode processor (spec: Episode Processor); read by it and the agent.
    """

    def __init__(self, db: StoreDatabase, zone: tzinfo | None = None) -> None:
        super().__init__(StoreName.DEVICE, db, IntentTable(_DeviceCodec(zone)))

    @classmethod
    async def open(
        cls, memory_dir: Path, now: datetime, zone: tzinfo | None = None
    ) -> DeviceMemoryStore:
        """Open (creating and migrating if needed) ``<memory_dir>/device/store.sqlite3``.

        Raises:
            StorageError: If the database cannot be opened.
        """
        db = await StoreDatabase.open(memory_dir / StoreName.DEVICE.value, DEVICE_MIGRATIONS, now)
        try:
            await db.write(lambda conn: _reindex(conn, "device_memories", zone))
        except BaseException:
            await db.close()
            raise
        return cls(db, zone)

    async def search(
        self,
        query: DeviceRecallQuery,
        plan: QueryPlan,
        ranker: Ranker,
        now: datetime,
        min_score: float | None = None,
        query_vector: NDArray[np.float32] | None = None,
        candidates: list[DenseCandidate[RecallHit | DeviceRecallHit]] | None = None,
    ) -> list[DeviceRecallHit]:
        """Return active Device Memory records matching ``plan``, best first.

        A blank ``query.text`` lists the most recently updated records that pass the filters
        (score 0.0); the episode processor reads an app's records this way. With ``at`` (then
        ``now`` is that time) a record created after it is not returned. With ``query_vector``
        and :attr:`vectors`, the dense leg is fused with ``ranker`` (``recall.fuse``), and its
        candidate to answer alone is appended to ``candidates`` when given.
        """
        where = ["m.status = 'active'", "m.created_at <= :now"]
        params: dict[str, Any] = {"now": format_time(now)}
        if query.app_package is not None:
            where.append("m.app_package = :app_package")
            params["app_package"] = query.app_package
        if query.types:
            names = [f":type{i}" for i in range(len(query.types))]
            where.append(f"m.type IN ({', '.join(names)})")
            params.update({f"type{i}": t.value for i, t in enumerate(query.types)})
        codec = self.table.codec

        def _search(conn: sqlite3.Connection) -> list[DeviceRecallHit]:
            if plan.blank:
                rows = conn.execute(
                    f"SELECT m.* FROM device_memories AS m WHERE {' AND '.join(where)} "
                    "ORDER BY m.updated_at DESC, m.seq DESC LIMIT :limit",
                    {**params, "limit": query.limit},
                ).fetchall()
                return [DeviceRecallHit(codec.record(row), 0.0) for row in rows]
            ranked, candidate = self._fused(
                conn,
                ranker,
                " AND ".join(where),
                params,
                plan,
                query.limit,
                now,
                min_score,
                query_vector,
            )
            if candidate is not None and candidates is not None:
                row, after = candidate
                hit = DeviceRecallHit(codec.record(row.row), row.score)
                candidates.append(DenseCandidate(hit, row.relevance or 0.0, after))
            return [DeviceRecallHit(codec.record(r.row), r.score) for r in ranked]

        return await self.db.read(_search)

    async def find_by_goal(
        self, goal: str, app_package: str | None, memory_type: DeviceMemoryType
    ) -> DeviceMemoryRecord | None:
        """Return the active record of ``memory_type`` for this goal and app, or ``None``.

        Goals match by :func:`~agent_memory.memory.model.goal_key` (NFKC, case and whitespace
        folded); when several match (records written before the one-per-goal rule), the most
        recently updated one.
        """
        key = goal_key(goal)
        codec = self.table.codec

        def _find(conn: sqlite3.Connection) -> DeviceMemoryRecord | None:
            row = conn.execute(
                "SELECT * FROM device_memories WHERE status = 'active' AND goal_key = ? "
                "AND app_package IS ? AND type = ? ORDER BY updated_at DESC, seq DESC LIMIT 1",
                (key, app_package, memory_type.value),
            ).fetchone()
            return None if row is None else codec.record(row)

        return await self.db.read(_find)

    async def list_recent(
        self, limit: int, *, include_inactive: bool = False, app_package: str | None = None
    ) -> list[DeviceMemoryRecord]:
        """Return the newest Device Memory records, newest update first (ties by id).

        Args:
            limit: At most this many rows.
            include_inactive: Also removed records (Device Memory does not expire).
            app_package: Only records about this app (Android package or iOS bundle id).
        """
        where = [] if include_inactive else ["status = 'active'"]
        if app_package is not None:
            where.append("app_package = :app_package")
        clause = f" WHERE {' AND '.join(where)}" if where else ""
        sql = f"SELECT * FROM device_memories{clause} ORDER BY updated_at DESC, id LIMIT :limit"
        codec = self.table.codec

        def _list(conn: sqlite3.Connection) -> list[DeviceMemoryRecord]:
            rows = conn.execute(sql, {"app_package": app_package, "limit": limit}).fetchall()
            return [codec.record(row) for row in rows]

        return await self.db.read(_list)
