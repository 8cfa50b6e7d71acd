"""The shared intent semantics over one store table (create/update/reinforce/remove).

Both record tables (``memories`` in Temporary and Long-Term, ``device_memories`` in Device) carry
the same bookkeeping columns; what differs (the payload columns and how a row becomes a record)
lives in a :class:`RowCodec`. :class:`IntentTable` runs the intent logic with plain, visible SQL
inside a transaction the caller opened (see :meth:`StoreDatabase.write`), so a refused intent
(missing id, wrong revision, conflicting create) raises before anything is written and the
transaction is rolled back.

Bookkeeping columns (``docs/formats/memory-store.md``): ``seq`` (INTEGER PRIMARY KEY, the FTS5
rowid), ``id``, ``revision``, ``status``, ``created_at``, ``updated_at``,
``reinforcement_count``, ``last_reinforced_at``, ``create_digest`` (SHA-256 of what the create
said, for replay detection), ``last_intent`` (SHA-256 of the last update/reinforce/remove applied,
for replay detection), ``search_text`` (tokens indexed by FTS5, see ``memory/text.py``).
"""

# S608: the SQL here interpolates only table and column names that are constants of this
# package; every value is a bound parameter.
# ruff: noqa: S608

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, Generic, Protocol, TypeVar

from agent_memory.errors import IdConflict, MemoryForgotten, MemoryNotFound, RevisionConflict
from agent_memory.memory.model import MemoryStatus
from agent_memory.memory.sqlite import format_time

__all__ = [
    "FORGOTTEN_STATEMENTS",
    "VECTOR_TABLE",
    "ForgetResult",
    "IntentTable",
    "RowCodec",
    "digest",
    "fts_statements",
    "vector_statements",
]

VECTOR_TABLE = "memory_vectors"
"""The dense leg's table in every store file (``docs/formats/memory-vectors.md``)."""

R = TypeVar("R")
N = TypeVar("N", contravariant=True)
C = TypeVar("C", contravariant=True)
R_co = TypeVar("R_co", covariant=True)


def digest(value: Any) -> str:
    """Return the SHA-256 hex digest of ``value`` as canonical JSON (sorted keys, UTF-8)."""
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def fts_statements(table: str) -> tuple[str, ...]:
    """Return the SQL that creates ``<table>_fts`` over ``<table>.search_text`` and its triggers.

    The FTS5 table is an external-content index (``content='<table>'``, rowid = ``seq``) with the
    ``porter unicode61 remove_diacritics 2`` tokenizer; three triggers keep it in step with every
    insert, update and delete, inside the same transaction.
    """
    fts = f"{table}_fts"
    return (
        f"CREATE VIRTUAL TABLE {fts} USING fts5(search_text, content='{table}', "
        "content_rowid='seq', tokenize='porter unicode61 remove_diacritics 2')",
        f"CREATE TRIGGER {table}_ai AFTER INSERT ON {table} BEGIN "
        f"INSERT INTO {fts} (rowid, search_text) VALUES (new.seq, new.search_text); END",
        f"CREATE TRIGGER {table}_ad AFTER DELETE ON {table} BEGIN "
        f"INSERT INTO {fts} ({fts}, rowid, search_text) "
        "VALUES ('delete', old.seq, old.search_text); END",
        f"CREATE TRIGGER {table}_au AFTER UPDATE OF search_text ON {table} BEGIN "
        f"INSERT INTO {fts} ({fts}, rowid, search_text) "
        "VALUES ('delete', old.seq, old.search_text); "
        f"INSERT INTO {fts} (rowid, search_text) VALUES (new.seq, new.search_text); END",
    )


def vector_statements(table: str) -> tuple[str, ...]:
    """Return the SQL that creates ``memory_vectors`` and the triggers tying it to ``table``.

    One row per memory and revision (``docs/formats/memory-vectors.md``); a row of ``table``
    deleted, or marked removed, takes its vectors with it in the same transaction, so a forgotten
    memory leaves no vector behind whichever code path deletes it.
    """
    return (
        f"CREATE TABLE {VECTOR_TABLE} ("
        " id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " store TEXT NOT NULL,"
        " memory_id TEXT NOT NULL,"
        " revision INTEGER NOT NULL CHECK (revision >= 1),"
        " model TEXT NOT NULL,"
        " text_digest TEXT NOT NULL,"
        " dim INTEGER NOT NULL CHECK (dim >= 1),"
        " vector BLOB NOT NULL CHECK (length(vector) = 2 * dim),"
        " written_at TEXT NOT NULL,"
        " UNIQUE (store, memory_id, revision))",
        f"CREATE INDEX {VECTOR_TABLE}_memory ON {VECTOR_TABLE} (memory_id)",
        f"CREATE TRIGGER {table}_vectors_ad AFTER DELETE ON {table} BEGIN "
        f"DELETE FROM {VECTOR_TABLE} WHERE memory_id = old.id; END",
        f"CREATE TRIGGER {table}_vectors_removed AFTER UPDATE OF status ON {table} "
        f"WHEN new.status <> 'active' BEGIN "
        f"DELETE FROM {VECTOR_TABLE} WHERE memory_id = old.id; END",
    )


class RowCodec(Protocol[N, C, R_co]):
    """How one table's payload columns are written and read.

    Attributes:
        table: The table name (a constant, never user input).
    """

    table: str

    def create_values(self, new: N, now: datetime) -> dict[str, Any]:
        """Return payload column values (including ``search_text``) for a create at ``now``."""
        ...

    def create_digest(self, new: N) -> str:
        """Return the digest of what a create says (replays with the same digest are no-ops)."""
        ...

    def update_values(self, row: sqlite3.Row, changes: C, now: datetime) -> dict[str, Any]:
        """Return payload column values an update sets, given the current ``row``."""
        ...

    def changes_digest(self, changes: C) -> str:
        """Return a digest of ``changes`` (part of the update's replay identity)."""
        ...

    def record(self, row: sqlite3.Row) -> R_co:
        """Return the record a row holds."""
        ...

    def new_source_keys(self, new: N) -> list[str]:
        """Return the source keys a create names (``notification:12``, ``episode:ep-1``)."""
        ...

    def row_source_keys(self, row: sqlite3.Row) -> list[str]:
        """Return the source keys a stored row names (see :meth:`new_source_keys`)."""
        ...


FORGOTTEN_STATEMENTS: Final = (
    "CREATE TABLE forgotten ("
    " id TEXT PRIMARY KEY,"
    " revision INTEGER NOT NULL,"
    " forgotten_at TEXT NOT NULL)",
    "CREATE TABLE forgotten_sources ( source TEXT PRIMARY KEY, memory_id TEXT NOT NULL)",
)
"""The tombstones of forgotten memories (ids and source keys, never text); same in every store."""


@dataclass(frozen=True, slots=True)
class ForgetResult:
    """What forgetting one memory did in one store.

    Attributes:
        memory_id: The forgotten id.
        revision: Its revision when forgotten (0 when it was forgotten before: a repeat).
        sources: Source keys now refused for a create (``notification:12``, ``episode:ep-1``).
        repeated: True when the id had been forgotten before and nothing was left to delete.
        store: The store's name (``temporary``, ``long_term``, ``device``); set by the store.
    """

    memory_id: str
    revision: int
    sources: tuple[str, ...]
    repeated: bool = False
    store: str = ""


class IntentTable(Generic[N, C, R]):
    """Create/update/reinforce/remove over one table, inside the caller's transaction.

    Args:
        codec: The table's :class:`RowCodec`.
    """

    def __init__(self, codec: RowCodec[N, C, R]) -> None:
        self.codec = codec
        self.table = codec.table

    def get_row(self, conn: sqlite3.Connection, memory_id: str) -> sqlite3.Row | None:
        """Return the row of ``memory_id`` (active or removed), or ``None``."""
        row: sqlite3.Row | None = conn.execute(
            f"SELECT * FROM {self.table} WHERE id = ?", (memory_id,)
        ).fetchone()
        return row

    def get(self, conn: sqlite3.Connection, memory_id: str) -> R | None:
        """Return the record of ``memory_id`` (active or removed), or ``None``."""
        row = self.get_row(conn, memory_id)
        return None if row is None else self.codec.record(row)

    def create(
        self, conn: sqlite3.Connection, memory_id: str, new: N, now: datetime
    ) -> tuple[bool, R]:
        """Insert ``new`` under ``memory_id`` at revision 1, unless this create already happened.

        Returns:
            ``(True, record)`` when inserted now; ``(False, record)`` when a record with the same
            create digest already holds the id (a replay: nothing written).

        Raises:
            IdConflict: If the id holds a record created with other content.
            MemoryForgotten: The id, or a source the new record names, belongs to a memory the
                user forgot (:meth:`forget`); nothing is written.
        """
        wanted = self.codec.create_digest(new)
        self._refuse_forgotten(conn, memory_id, self.codec.new_source_keys(new))
        existing = self.get_row(conn, memory_id)
        if existing is not None:
            if existing["create_digest"] == wanted:
                return False, self.codec.record(existing)
            raise IdConflict(
                "A record with this id already exists with other content; choose another id.",
                memory_id=memory_id,
            )
        values: dict[str, Any] = {
            "id": memory_id,
            "revision": 1,
            "status": MemoryStatus.ACTIVE.value,
            "created_at": format_time(now),
            "updated_at": format_time(now),
            "reinforcement_count": 0,
            "last_reinforced_at": None,
            "create_digest": wanted,
            "last_intent": None,
            **self.codec.create_values(new, now),
        }
        self._insert(conn, values)
        row = self.get_row(conn, memory_id)
        assert row is not None
        return True, self.codec.record(row)

    def _insert(self, conn: sqlite3.Connection, values: Mapping[str, Any]) -> None:
        columns = ", ".join(values)
        marks = ", ".join(f":{name}" for name in values)
        conn.execute(f"INSERT INTO {self.table} ({columns}) VALUES ({marks})", dict(values))

    def _checked(
        self, conn: sqlite3.Connection, memory_id: str, expected: int, intent_digest: str
    ) -> tuple[sqlite3.Row, bool]:
        """Return ``(row, replay)``: the row to change, and whether the intent is a replay."""
        row = self.get_row(conn, memory_id)
        if row is None:
            raise MemoryNotFound(
                "No memory has this id; recall the memory again before changing it.",
                memory_id=memory_id,
            )
        revision = int(row["revision"])
        if revision == expected + 1 and row["last_intent"] == intent_digest:
            return row, True
        if row["status"] != MemoryStatus.ACTIVE.value:
            raise MemoryNotFound(
                "This memory was removed; recall again before changing it.", memory_id=memory_id
            )
        if revision != expected:
            raise RevisionConflict(
                f"The memory is at revision {revision}, not {expected}; recall it again.",
                memory_id=memory_id,
                expected=expected,
                actual=revision,
            )
        return row, False

    def _write(
        self,
        conn: sqlite3.Connection,
        row: sqlite3.Row,
        values: Mapping[str, Any],
        intent_digest: str,
        now: datetime,
    ) -> R:
        assignments = {
            **values,
            "revision": int(row["revision"]) + 1,
            "updated_at": format_time(now),
            "last_intent": intent_digest,
        }
        sets = ", ".join(f"{name} = :{name}" for name in assignments)
        conn.execute(
            f"UPDATE {self.table} SET {sets} WHERE seq = :seq AND revision = :old_revision",
            {**assignments, "seq": row["seq"], "old_revision": row["revision"]},
        )
        new_row = self.get_row(conn, str(row["id"]))
        assert new_row is not None
        return self.codec.record(new_row)

    def update(
        self, conn: sqlite3.Connection, memory_id: str, expected: int, changes: C, now: datetime
    ) -> tuple[bool, R]:
        """Apply ``changes`` at revision ``expected``; return ``(applied_now, record)``.

        Raises:
            MemoryNotFound: The id is missing or removed.
            RevisionConflict: The record is at another revision.
        """
        intent = digest(["update", expected, self.codec.changes_digest(changes)])
        row, replay = self._checked(conn, memory_id, expected, intent)
        if replay:
            return False, self.codec.record(row)
        values = self.codec.update_values(row, changes, now)
        return True, self._write(conn, row, values, intent, now)

    def reinforce(
        self,
        conn: sqlite3.Connection,
        memory_id: str,
        expected: int,
        now: datetime,
        source_json: str | None = None,
    ) -> tuple[bool, R]:
        """Count a reinforcement at revision ``expected``; return ``(applied_now, record)``.

        Args:
            source_json: A new ``source`` column value written in the same transaction (the
                reinforcing evidence recorded with the count), or ``None`` to keep it.

        Raises:
            MemoryNotFound: The id is missing or removed.
            RevisionConflict: The record is at another revision.
        """
        intent = digest(["reinforce", expected, source_json or ""])
        row, replay = self._checked(conn, memory_id, expected, intent)
        if replay:
            return False, self.codec.record(row)
        values = {
            "reinforcement_count": int(row["reinforcement_count"]) + 1,
            "last_reinforced_at": format_time(now),
        }
        if source_json is not None:
            values["source"] = source_json
        return True, self._write(conn, row, values, intent, now)

    def remove(
        self, conn: sqlite3.Connection, memory_id: str, expected: int, now: datetime
    ) -> tuple[bool, R]:
        """Mark the record removed at revision ``expected``; return ``(applied_now, record)``.

        Raises:
            MemoryNotFound: The id is missing or already removed (by another intent).

        The tombstone keeps its content but leaves the FTS5 index (``search_text`` emptied).
            RevisionConflict: The record is at another revision.
        """
        intent = digest(["remove", expected])
        row, replay = self._checked(conn, memory_id, expected, intent)
        if replay:
            return False, self.codec.record(row)
        values = {"status": MemoryStatus.REMOVED.value, "search_text": ""}
        return True, self._write(conn, row, values, intent, now)

    def _refuse_forgotten(
        self, conn: sqlite3.Connection, memory_id: str, sources: list[str]
    ) -> None:
        """Raise :class:`MemoryForgotten` when a create would make a forgotten memory again."""
        if conn.execute("SELECT 1 FROM forgotten WHERE id = ?", (memory_id,)).fetchone():
            raise MemoryForgotten(
                "This memory was forgotten at the user's request; it is not made again.",
                memory_id=memory_id,
            )
        if not sources:
            return
        marks = ", ".join("?" for _ in sources)
        row = conn.execute(
            f"SELECT memory_id FROM forgotten_sources WHERE source IN ({marks}) LIMIT 1",
            sources,
        ).fetchone()
        if row is not None:
            raise MemoryForgotten(
                "The notifications or episodes this memory comes from made a memory the user "
                "forgot; it is not made again.",
                memory_id=memory_id,
            )

    def purge_index(self, conn: sqlite3.Connection) -> None:
        """Merge the table's FTS5 index so that no deleted row's words stay in it.

        Runs in the caller's transaction, after its deletes. FTS5 records a delete as a marker
        beside the segment that still holds the words; ``optimize`` rewrites the index as one
        segment, freeing the old pages (overwritten with zeros: ``secure_delete``,
        ``sqlite.py``). It rewrites the whole index: about 85 ms at 100,000 memories.
        """
        fts = f"{self.table}_fts"
        conn.execute(f"INSERT INTO {fts} ({fts}) VALUES ('optimize')")

    def forget(self, conn: sqlite3.Connection, memory_id: str, now: datetime) -> ForgetResult:
        """Delete ``memory_id`` (row, FTS5 entry, revision history) and leave a tombstone.

        Runs in the caller's transaction: the delete (the FTS5 ``_ad`` trigger removes the
        index entry in the same statement) and the tombstone rows are one unit. A store that
        adds tables about a memory (vectors) deletes from them in this same unit. The tombstone
        keeps the id, the revision, the time and the source keys, never text. FTS5 records a
        delete as a marker beside the segment that still holds the words, so the index is
        merged (``optimize``) in the same unit: the old segments' pages are freed and, with
        ``secure_delete`` on (``sqlite.py``), overwritten with zeros.

        Returns:
            What was forgotten; ``repeated`` when the id was forgotten before (nothing changed).

        Raises:
            MemoryNotFound: No record and no tombstone has this id.
        """
        row = self.get_row(conn, memory_id)
        if row is None:
            known = conn.execute(
                "SELECT revision FROM forgotten WHERE id = ?", (memory_id,)
            ).fetchone()
            if known is None:
                raise MemoryNotFound("No memory has this id in this store.", memory_id=memory_id)
            sources = conn.execute(
                "SELECT source FROM forgotten_sources WHERE memory_id = ? ORDER BY source",
                (memory_id,),
            ).fetchall()
            return ForgetResult(
                memory_id, int(known[0]), tuple(str(s[0]) for s in sources), repeated=True
            )
        sources = self.codec.row_source_keys(row)
        conn.execute(f"DELETE FROM {self.table} WHERE seq = ?", (row["seq"],))
        self.purge_index(conn)
        conn.execute(
            "INSERT OR REPLACE INTO forgotten (id, revision, forgotten_at) VALUES (?, ?, ?)",
            (memory_id, int(row["revision"]), format_time(now)),
        )
        conn.executemany(
            "INSERT OR IGNORE INTO forgotten_sources (source, memory_id) VALUES (?, ?)",
            [(source, memory_id) for source in sources],
        )
        return ForgetResult(memory_id, int(row["revision"]), tuple(sources))
