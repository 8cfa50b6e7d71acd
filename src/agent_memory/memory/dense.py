"""The dense leg of recall: memory vectors in each store's own SQLite file, searched by similarity.

Needs the ``dense`` extra (``numpy``, imported when a :class:`VectorIndex` is used; the model is
:mod:`agent_memory.memory.embedder`); the stores use this module only when given an embedder.

**Table.** ``memory_vectors`` (``docs/formats/memory-vectors.md``) sits beside the store's
record table in the same file: one row per memory id and revision, with the model that wrote
it and a digest of the text embedded. Triggers created with it delete a memory's vectors in the
transaction that deletes the memory or marks it removed (``table.vector_statements``).

**Writing.** :meth:`VectorIndex.missing` lists live memories without a vector of their current
revision by the current model; :meth:`VectorIndex.reuse` moves a vector whose text did not
change (a reinforce) to the new revision; the rest are embedded off the store's thread and
written by :meth:`VectorIndex.put`, only if the memory still has that revision (a memory
forgotten or changed meanwhile gets no stale vector). ``MemoryStores`` runs these steps after
each write and on open.

**Search.** Every vector of the store is kept in memory as a 1-bit code (the sign of each component
after subtracting the embedder's background vector: ``dim / 8`` bytes a memory, 4.8 MB for 100k
memories). A question's code is compared with all of them by Hamming distance
(``numpy.bitwise_count``); the :data:`PREFILTER` nearest vectors are read back from SQLite (by key)
and ranked by the exact cosine of their stored half floats; then the memories of the nearest are
read with the store's filters applied (live at the recall time, kinds, times), a few more than
needed at a time. With :data:`PREFILTER` memories or fewer the search is exact. A vector's 0-1
relevance is its cosine above the question's cosine with the background, over :data:`DENSE_SPAN`.

Threads: every method taking a connection runs on the store's worker thread (the in-memory codes
are read and changed only there).
"""

# S608: the SQL here interpolates only table names that are constants of this package; every
# value is a bound parameter.
# ruff: noqa: S608

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Final

from agent_memory.memory.model import StoreName
from agent_memory.memory.recall import RankedRow, blend
from agent_memory.memory.sqlite import format_time
from agent_memory.memory.table import VECTOR_TABLE

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["DENSE_SPAN", "PREFILTER", "PendingText", "VectorIndex", "passage_text"]

DENSE_SPAN: Final = 0.05
"""Cosine above the background at which a memory's dense relevance is 1 (0.05 is 0.5: the
recall threshold). Set on the tuned probe set (``evaluation/recall/world-a.jsonl``)."""
PREFILTER: Final = 256
"""Memories per store whose exact cosine is computed for one question (see the module text)."""


@dataclass(frozen=True, slots=True)
class PendingText:
    """A live memory whose current revision has no vector by the current model.

    Attributes:
        memory_id: Its id.
        revision: Its current revision.
        text: What is embedded (:func:`passage_text`).
        digest: SHA-256 hex of ``text`` (a vector of an older revision with the same digest is
            reused).
    """

    memory_id: str
    revision: int
    text: str
    digest: str


def passage_text(table: str, row: Mapping[str, Any] | sqlite3.Row) -> str:
    """Return what is embedded for a row: its content, and a Device Memory's goal after it."""
    content = str(row["content"])
    if table == "device_memories" and row["goal"]:
        return f"{content} {row['goal']}"
    return content


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class VectorIndex:
    """One store's vectors: the SQL that reads and writes them and the in-memory codes.

    Args:
        store: The store (recorded in each row).
        table: The store's record table (``memories`` or ``device_memories``).
        model: The embedder's model name and version (:attr:`Embedder.model`).
        background: The embedder's background vector, shape ``(dim,)``, unit length.
    """

    def __init__(
        self, store: StoreName, table: str, model: str, background: NDArray[np.float32]
    ) -> None:
        import numpy as np

        self.store = store
        self.table = table
        self.model = model
        self.dim = int(background.shape[0])
        self._background = background.astype(np.float32)
        self._words = (self.dim + 63) // 64
        self._ids: NDArray[np.int64] = np.empty(0, dtype=np.int64)
        self._codes: NDArray[np.uint64] = np.empty((0, self._words), dtype=np.uint64)

    def __len__(self) -> int:
        """Return how many codes are held in memory (live vectors and ones deleted since load)."""
        return int(self._ids.shape[0])

    def _code(self, vectors: NDArray[np.float32]) -> NDArray[np.uint64]:
        import numpy as np

        bits = np.packbits(vectors - self._background > 0, axis=1)
        padded = np.zeros((bits.shape[0], self._words * 8), dtype=np.uint8)
        padded[:, : bits.shape[1]] = bits
        return padded.view(np.uint64)

    def load(self, conn: sqlite3.Connection) -> int:
        """Read every vector of the current model into memory; return how many.

        Vectors of another model are left for :meth:`missing` to replace.
        """
        import numpy as np

        rows = conn.execute(
            f"SELECT id, vector FROM {VECTOR_TABLE} WHERE store = :store AND model = :model "
            "AND dim = :dim ORDER BY id",
            {"store": self.store.value, "model": self.model, "dim": self.dim},
        ).fetchall()
        ids = np.fromiter((int(r[0]) for r in rows), dtype=np.int64, count=len(rows))
        if rows:
            matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype="<f2")
            codes = self._code(matrix.reshape(len(rows), self.dim).astype(np.float32))
        else:
            codes = np.empty((0, self._words), dtype=np.uint64)
        self._ids, self._codes = ids, codes
        return len(rows)

    def missing(
        self,
        conn: sqlite3.Connection,
        now: datetime,
        memory_ids: Collection[str] | None,
        limit: int,
    ) -> list[PendingText]:
        """Return live memories without a vector of their revision by this model, newest first.

        Args:
            conn: The store's connection.
            now: Current time; an expired memory needs no vector.
            memory_ids: Only these memories, or every memory when ``None`` (a back-fill).
            limit: Most returned.
        """
        where = ["m.status = 'active'"]
        params: dict[str, Any] = {
            "store": self.store.value,
            "model": self.model,
            "limit": limit,
        }
        if self.table == "memories":
            where.append("(m.expires_at IS NULL OR m.expires_at > :now)")
            params["now"] = format_time(now)
        if memory_ids is not None:
            where.append("m.id IN (SELECT value FROM json_each(:ids))")
            params["ids"] = json.dumps(sorted(memory_ids))
        rows = conn.execute(
            f"SELECT m.* FROM {self.table} AS m WHERE {' AND '.join(where)} AND NOT EXISTS "
            f"(SELECT 1 FROM {VECTOR_TABLE} AS v WHERE v.store = :store AND v.memory_id = m.id "
            "AND v.revision = m.revision AND v.model = :model) ORDER BY m.seq DESC LIMIT :limit",
            params,
        ).fetchall()
        out: list[PendingText] = []
        for row in rows:
            text = passage_text(self.table, row)
            out.append(PendingText(str(row["id"]), int(row["revision"]), text, _digest(text)))
        return out

    def reuse(self, conn: sqlite3.Connection, pending: Sequence[PendingText]) -> list[PendingText]:
        """Move vectors whose text is unchanged to the memory's new revision; return the rest.

        Runs inside the caller's write transaction. A reinforce changes a revision, not the
        text, so it costs no embedding.
        """
        rest: list[PendingText] = []
        for item in pending:
            moved = conn.execute(
                f"UPDATE {VECTOR_TABLE} SET revision = :revision WHERE id = (SELECT id FROM "
                f"{VECTOR_TABLE} WHERE store = :store AND memory_id = :memory_id "
                "AND model = :model AND text_digest = :digest AND dim = :dim "
                "ORDER BY revision DESC LIMIT 1) AND EXISTS (SELECT 1 FROM "
                f"{self.table} WHERE id = :memory_id AND revision = :revision "
                "AND status = 'active')",
                self._values(item),
            ).rowcount
            if moved:
                self._drop_others(conn, item)
            else:
                rest.append(item)
        return rest

    def _values(self, item: PendingText) -> dict[str, Any]:
        return {
            "store": self.store.value,
            "memory_id": item.memory_id,
            "revision": item.revision,
            "model": self.model,
            "digest": item.digest,
            "dim": self.dim,
        }

    def _drop_others(self, conn: sqlite3.Connection, item: PendingText) -> None:
        conn.execute(
            f"DELETE FROM {VECTOR_TABLE} WHERE store = :store AND memory_id = :memory_id "
            "AND revision <> :revision",
            self._values(item),
        )

    def put(
        self,
        conn: sqlite3.Connection,
        pending: Sequence[PendingText],
        vectors: NDArray[np.float32],
        now: datetime,
    ) -> int:
        """Write one vector per pending memory that still has that revision; return how many.

        Runs inside the caller's write transaction; the in-memory codes are extended after the
        rows are written (a rolled-back unit leaves codes of absent rows, which no search
        returns: rows are read back from SQLite). Older revisions' vectors are deleted.

        Args:
            conn: The store's connection.
            pending: The memories, in the order of ``vectors``.
            vectors: Unit vectors, shape ``(len(pending), dim)``.
            now: Current UTC time, recorded as ``written_at``.
        """
        import numpy as np

        written_ids: list[int] = []
        written_rows: list[int] = []
        for index, item in enumerate(pending):
            blob = vectors[index].astype("<f2").tobytes()
            cursor = conn.execute(
                f"INSERT OR REPLACE INTO {VECTOR_TABLE} (store, memory_id, revision, model, "
                "text_digest, dim, vector, written_at) SELECT :store, :memory_id, :revision, "
                f":model, :digest, :dim, :vector, :now WHERE EXISTS (SELECT 1 FROM {self.table} "
                "WHERE id = :memory_id AND revision = :revision AND status = 'active')",
                {**self._values(item), "vector": blob, "now": format_time(now)},
            )
            if cursor.rowcount:
                self._drop_others(conn, item)
                written_ids.append(int(cursor.lastrowid or 0))
                written_rows.append(index)
        if written_ids:
            codes = self._code(vectors[written_rows])
            self._ids = np.concatenate([self._ids, np.asarray(written_ids, dtype=np.int64)])
            self._codes = np.concatenate([self._codes, codes])
        return len(written_ids)

    def search(
        self,
        conn: sqlite3.Connection,
        where: str,
        params: Mapping[str, Any],
        query: NDArray[np.float32],
        limit: int,
        now: datetime,
    ) -> list[RankedRow]:
        """Return the rows nearest to ``query`` that satisfy ``where``, best first.

        Args:
            conn: The store's connection (read only).
            where: The store's SQL condition over ``m`` (as for ``Ranker.rank``).
            params: Values bound to ``where``.
            query: The question's unit vector, shape ``(dim,)``.
            limit: Most rows returned.
            now: The recall time (aware), for the freshness share of the score.

        Returns:
            Rows with a dense relevance above 0, nearest first; ``relevance`` is
            ``(cosine - background cosine) / DENSE_SPAN`` clipped to 0-1 and ``score`` its
            :func:`~agent_memory.memory.recall.blend`.
        """
        import numpy as np

        count = len(self)
        if count == 0:
            return []
        query = query.astype(np.float32)
        ids = self._ids
        if count > PREFILTER:
            code = self._code(query.reshape(1, self.dim))
            distance = np.bitwise_count(self._codes ^ code).sum(axis=1)
            ids = ids[np.argpartition(distance, PREFILTER - 1)[:PREFILTER]]
        # CROSS JOIN keeps SQLite's join order: the picked ids first, each looked up by key
        # (a plan that scans the record table for the store's filters first costs a full scan).
        found = conn.execute(
            f"SELECT v.id, v.vector FROM json_each(:ids) AS picked CROSS JOIN {VECTOR_TABLE} "
            "AS v WHERE v.id = picked.value AND v.store = :store AND v.model = :model "
            "AND v.dim = :dim",
            {
                "ids": json.dumps(sorted({int(i) for i in ids})),
                "store": self.store.value,
                "model": self.model,
                "dim": self.dim,
            },
        ).fetchall()
        if not found:
            return []
        matrix = np.frombuffer(b"".join(r[1] for r in found), dtype="<f2")
        cosine = matrix.reshape(len(found), self.dim).astype(np.float32) @ query
        floor = float(query @ self._background)
        relevance = np.clip((cosine - floor) / DENSE_SPAN, 0.0, 1.0)
        nearest = [int(i) for i in np.argsort(-cosine, kind="stable") if relevance[i] > 0.0]
        out: list[RankedRow] = []
        # Read the memories of the nearest vectors, a few more than needed at a time, with the
        # store's filters; stop when enough have passed them.
        for start in range(0, len(nearest), 2 * limit):
            chunk = nearest[start : start + 2 * limit]
            rows = conn.execute(
                f"SELECT m.*, v.id AS dense_id FROM json_each(:ids) AS picked "
                f"CROSS JOIN {VECTOR_TABLE} AS v CROSS JOIN {self.table} AS m "
                "WHERE v.id = picked.value AND m.id = v.memory_id AND m.revision = v.revision "
                f"AND {where}",
                {**params, "ids": json.dumps([int(found[i][0]) for i in chunk])},
            ).fetchall()
            by_id = {int(row["dense_id"]): row for row in rows}
            for index in chunk:
                row = by_id.get(int(found[index][0]))
                if row is None:
                    continue
                value = float(relevance[index])
                out.append(RankedRow(row, blend(value, str(row["updated_at"]), now), value))
                if len(out) == limit:
                    return out
        return out
