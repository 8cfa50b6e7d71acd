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
from agent_memory.memory.text import match_expression

__all__ = [
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


class Fts5Ranker:
    """BM25 over the ``<table>_fts`` FTS5 index; see ``memory/text.py`` for the terms."""

    name = "fts5-bm25"

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
        match = match_expression(text)
        bound = {**params, "limit": limit}
        if match is None and text.strip():
            return []
        if match is None:
            rows = conn.execute(
                f"SELECT m.* FROM {table} AS m WHERE {where} "
                "ORDER BY m.updated_at DESC, m.seq DESC LIMIT :limit",
                bound,
            ).fetchall()
            return [RankedRow(row, 0.0) for row in rows]
        fts = f"{table}_fts"
        rows = conn.execute(
            f"SELECT m.*, -bm25({fts}) AS _score FROM {fts} "
            f"JOIN {table} AS m ON m.seq = {fts}.rowid "
            f"WHERE {fts} MATCH :match AND {where} "
            f"ORDER BY bm25({fts}) LIMIT :limit",
            {**bound, "match": match},
        ).fetchall()
        return [RankedRow(row, float(row["_score"])) for row in rows]
