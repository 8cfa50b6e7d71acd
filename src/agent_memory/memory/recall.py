"""Recall queries, hits, and the ranking interface (spec: Memory and Recall).

The stores decide *which* records may be returned (active, not expired, matching the filters:
store semantics); a :class:`Ranker` decides *which of those match the query and in what order*.
:class:`Fts5Ranker` is the default: SQLite FTS5 with BM25 over the ``search_text`` column (see
``memory/text.py`` for how English and CJK text become terms). An embedding ranker can be added
later behind the same interface (its own vector table in the same database, read on the same
connection) without changing ``recall_memory``.
"""

# S608: the SQL here interpolates only table and column names that are constants of this
# package; every value is a bound parameter.
# ruff: noqa: S608

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Final, Protocol

from agent_memory.errors import InvalidInput
from agent_memory.memory.model import (
    DeviceMemoryRecord,
    DeviceMemoryType,
    MemoryKind,
    MemoryRecord,
    MemorySource,
    StoreName,
    enum_value,
    to_utc,
)
from agent_memory.memory.text import fts5_string, query_terms

__all__ = [
    "DEFAULT_CANDIDATE_CAP",
    "DEFAULT_RECALL_LIMIT",
    "MAX_RECALL_LIMIT",
    "DeviceRecallHit",
    "DeviceRecallQuery",
    "Fts5Ranker",
    "RankedRow",
    "Ranker",
    "RecallHit",
    "RecallQuery",
]

DEFAULT_RECALL_LIMIT: Final = 10
"""Records one recall returns unless told otherwise."""
MAX_RECALL_LIMIT: Final = 100
"""Most records one recall returns."""


def _check_limit(limit: int) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_RECALL_LIMIT:
        raise InvalidInput(f"A recall limit is 1-{MAX_RECALL_LIMIT}.", field="limit")
    return limit


@dataclass(frozen=True, slots=True)
class RecallQuery:
    """What ``recall_memory`` looks for.

    Attributes:
        text: Free text in any language; blank text returns the most recently updated records,
            text without a searchable term (only punctuation) returns none.
        stores: Stores to search (Temporary and Long-Term by default; Device is not allowed here,
            use ``recall_device_memory``).
        kinds: Only these kinds, or every kind when empty.
        since: Only records created at or after this aware time, or ``None``.
        until: Only records created before this aware time, or ``None``.
        limit: Most hits returned, 1-100 (default 10).

    Raises:
        InvalidInput: On a Device store, a naive time or a limit out of range.
    """

    text: str
    stores: tuple[StoreName, ...] = (StoreName.TEMPORARY, StoreName.LONG_TERM)
    kinds: tuple[MemoryKind, ...] = ()
    since: datetime | None = None
    until: datetime | None = None
    limit: int = DEFAULT_RECALL_LIMIT

    def __post_init__(self) -> None:
        stores = tuple(dict.fromkeys(enum_value(StoreName, s, "stores") for s in self.stores))
        if StoreName.DEVICE in stores or not stores:
            raise InvalidInput(
                "recall_memory searches temporary and long_term; use recall_device_memory.",
                field="stores",
            )
        object.__setattr__(self, "stores", stores)
        object.__setattr__(
            self, "kinds", tuple(enum_value(MemoryKind, k, "kinds") for k in self.kinds)
        )
        if self.since is not None:
            object.__setattr__(self, "since", to_utc(self.since, "since"))
        if self.until is not None:
            object.__setattr__(self, "until", to_utc(self.until, "until"))
        _check_limit(self.limit)


@dataclass(frozen=True, slots=True)
class DeviceRecallQuery:
    """What ``recall_device_memory`` looks for.

    Attributes:
        text: Free text; empty text returns the most recently updated records.
        app_package: Only records about this app, or ``None``.
        types: Only these types, or every type when empty.
        limit: Most hits returned, 1-100 (default 10).
    """

    text: str
    app_package: str | None = None
    types: tuple[DeviceMemoryType, ...] = ()
    limit: int = DEFAULT_RECALL_LIMIT

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "types", tuple(enum_value(DeviceMemoryType, t, "types") for t in self.types)
        )
        _check_limit(self.limit)


@dataclass(frozen=True, slots=True)
class RecallHit:
    """One recalled Temporary or Long-Term record and its score (higher is better).

    Scores are BM25 relevance from the store that holds the record (0.0 for an empty query).
    """

    record: MemoryRecord
    score: float

    @property
    def id(self) -> str:
        """The record's id."""
        return self.record.id

    @property
    def revision(self) -> int:
        """The record's revision (what an update/reinforce/remove must name)."""
        return self.record.revision

    @property
    def store(self) -> StoreName:
        """The store that holds it."""
        return self.record.store

    @property
    def expires_at(self) -> datetime | None:
        """Its UTC expiry, or ``None``."""
        return self.record.expires_at

    @property
    def source(self) -> MemorySource:
        """Where it came from."""
        return self.record.source


@dataclass(frozen=True, slots=True)
class DeviceRecallHit:
    """One recalled Device Memory record and its score (higher is better)."""

    record: DeviceMemoryRecord
    score: float


@dataclass(frozen=True, slots=True)
class RankedRow:
    """A row a ranker chose, with its score (higher is better)."""

    row: sqlite3.Row
    score: float = field(default=0.0)


class Ranker(Protocol):
    """Matches and orders the rows a store allows.

    A ranker runs on the store's worker thread with the store's connection; it must only read.
    """

    name: str

    def rank(
        self,
        conn: sqlite3.Connection,
        table: str,
        where: str,
        params: Mapping[str, Any],
        text: str,
        limit: int,
    ) -> list[RankedRow]:
        """Return at most ``limit`` rows of ``table`` that satisfy ``where`` and match ``text``.

        Args:
            conn: The store's connection (read only).
            table: The record table; the SQL alias ``m`` must be used for it in ``where``.
            where: A SQL condition over ``m`` with named parameters in ``params``.
            params: Values bound to ``where``.
            text: The query text as the caller gave it.
            limit: Most rows to return.

        Returns:
            Rows best first.
        """
        ...


DEFAULT_CANDIDATE_CAP: Final = 200
"""Most matching rows per store that :class:`Fts5Ranker` scores for one query (see there)."""


class Fts5Ranker:
    """BM25 over the ``<table>_fts`` FTS5 index; see ``memory/text.py`` for the terms.

    Scoring every match of a very common term costs time in proportion to its matches, so the
    ranker bounds the work per store and query (the idea of Lucene's common-terms query):

    * A term that occurs in more than ``candidate_cap`` rows is *common*. If the query also has
      rarer terms, the common ones are left out (they neither select nor score), so a rare word
      is never drowned by a frequent one (``dentist appointment`` is ranked on ``dentist``).
    * If the chosen terms still match more than ``candidate_cap`` rows, only the
      ``candidate_cap`` most recently created of them are scored. If that yields fewer than
      ``limit`` rows that pass the store's filters (old records asked for by a time range, say),
      the query is run again over every match, so a cap never hides a record that fits.

    Args:
        candidate_cap: The cap above (default 200).
    """

    name = "fts5-bm25"

    def __init__(self, candidate_cap: int = DEFAULT_CANDIDATE_CAP) -> None:
        if candidate_cap < 1:
            raise InvalidInput("candidate_cap must be at least 1.", field="candidate_cap")
        self.candidate_cap = candidate_cap

    def rank(
        self,
        conn: sqlite3.Connection,
        table: str,
        where: str,
        params: Mapping[str, Any],
        text: str,
        limit: int,
    ) -> list[RankedRow]:
        """Return the best ``limit`` rows by BM25.

        Blank ``text`` lists the most recently updated rows (score 0.0); text that has no
        searchable term (only punctuation or symbols) matches nothing.
        """
        terms = query_terms(text)
        bound = {**params, "limit": limit}
        if not terms and text.strip():
            return []
        if not terms:
            rows = conn.execute(
                f"SELECT m.* FROM {table} AS m WHERE {where} "
                "ORDER BY m.updated_at DESC, m.seq DESC LIMIT :limit",
                bound,
            ).fetchall()
            return [RankedRow(row, 0.0) for row in rows]
        fts = f"{table}_fts"
        cap = self.candidate_cap
        counts = {
            term: int(
                conn.execute(
                    f"SELECT count(*) FROM (SELECT rowid FROM {fts} WHERE {fts} MATCH :term "
                    "LIMIT :cap)",
                    {"term": fts5_string(term), "cap": cap + 1},
                ).fetchone()[0]
            )
            for term in terms
        }
        rare = [t for t in terms if 0 < counts[t] <= cap]
        chosen = rare or [t for t in terms if counts[t] > 0]
        if not chosen:
            return []
        match = " OR ".join(fts5_string(t) for t in chosen)
        floor = 0
        if sum(counts[t] for t in chosen) > cap:
            row = conn.execute(
                f"SELECT rowid FROM {fts} WHERE {fts} MATCH :match "
                "ORDER BY rowid DESC LIMIT 1 OFFSET :skip",
                {"match": match, "skip": cap - 1},
            ).fetchone()
            floor = 0 if row is None else int(row[0])
        # First rank in the index alone (cheap) and filter only the best few; if filters drop
        # too many of them, rank again with the filters applied to every candidate.
        bound.update(match=match, floor=floor, fetch=2 * limit + 10)
        rows = conn.execute(
            f"WITH top AS (SELECT rowid AS seq, bm25({fts}) AS rank_value FROM {fts} "
            f"WHERE {fts} MATCH :match AND rowid >= :floor ORDER BY rank_value LIMIT :fetch) "
            f"SELECT m.*, -top.rank_value AS _score FROM top JOIN {table} AS m "
            f"ON m.seq = top.seq WHERE {where} ORDER BY top.rank_value LIMIT :limit",
            bound,
        ).fetchall()
        if len(rows) < limit and (floor or sum(counts[t] for t in chosen) > len(rows)):
            filtered = (
                f"WITH top AS (SELECT {fts}.rowid AS seq, bm25({fts}) AS rank_value FROM {fts} "
                f"JOIN {table} AS m ON m.seq = {fts}.rowid "
                f"WHERE {fts} MATCH :match AND {fts}.rowid >= :floor AND {where} "
                "ORDER BY rank_value LIMIT :limit) "
                f"SELECT m.*, -top.rank_value AS _score FROM top JOIN {table} AS m "
                "ON m.seq = top.seq ORDER BY top.rank_value"
            )
            rows = conn.execute(filtered, {**bound, "floor": 0}).fetchall()
        return [RankedRow(row, float(row["_score"])) for row in rows]
