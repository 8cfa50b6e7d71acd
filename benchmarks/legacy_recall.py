"""The recall ranker as it was before questions were read (issue 18): BM25 over query words.

Kept here, outside the product, as the reference the recall benchmarks measure the current
ranker beside in the same run: the question's words (English stop words dropped, CJK pairs)
joined with OR, BM25 order, no threshold; a blank question lists the most recent records.
"""

# ruff: noqa: S608

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from agent_memory.errors import InvalidInput
from agent_memory.memory.query import QueryPlan
from agent_memory.memory.recall import DEFAULT_CANDIDATE_CAP, RankedRow
from agent_memory.memory.text import fts5_string, query_terms

__all__ = ["WordBm25Ranker"]


class WordBm25Ranker:
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

    name = "fts5-bm25-words"

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
        plan: QueryPlan,
        limit: int,
        now: datetime,
        min_score: float | None = None,
    ) -> list[RankedRow]:
        """Return the best ``limit`` rows by BM25.

        Blank ``text`` lists the most recently updated rows (score 0.0); text that has no
        searchable term (only punctuation or symbols) matches nothing.
        """
        text = plan.text
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
