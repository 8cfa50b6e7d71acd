"""Recall queries, hits, and the ranking interface (spec: Memory and Recall).

The stores decide *which* records may be returned (active, not expired, matching the filters:
store semantics); a :class:`Ranker` decides *which of those match the query and in what order*.
:class:`Fts5Ranker` is the default: SQLite FTS5 with BM25 over the ``search_text`` column (see
``memory/text.py`` for how English and CJK text become terms). The dense leg
(``memory/dense.py``: its own vector table in the same database, read on the same connection) is
fused with the ranker's rows by :func:`fuse` inside the store's search.
"""

# S608: the SQL here interpolates only table and column names that are constants of this
# package; every value is a bound parameter.
# ruff: noqa: S608

from __future__ import annotations

import math
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Final, Generic, Protocol, TypeVar

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
from agent_memory.memory.query import (
    MAX_MATCH_TOKENS,
    PLACE_NAMES,
    STOP_WORDS,
    WEAK_WORDS,
    QueryPlan,
    cjk_units,
    compound_senses,
    day_token,
    is_cjk,
    plan_words,
    stem,
)
from agent_memory.memory.sqlite import parse_time
from agent_memory.memory.text import fts5_string

__all__ = [
    "DEFAULT_CANDIDATE_CAP",
    "DEFAULT_RECALL_LIMIT",
    "MAX_RECALL_LIMIT",
    "DenseCandidate",
    "DeviceRecallHit",
    "DeviceRecallQuery",
    "Fts5Ranker",
    "RankedRow",
    "Ranker",
    "RecallHit",
    "RecallQuery",
    "admit_dense",
    "blend",
    "dense_candidate",
    "freshness",
    "fuse",
    "passes",
]

H = TypeVar("H")

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
    """What ``MemoryStores.recall`` (and ``recall_memory``) looks for.

    Attributes:
        text: A question or words in any language (see ``memory/query.py``); a blank text, or
            one with nothing to match (only punctuation or stop words), returns nothing.
        stores: Stores to search: ``temporary`` and ``long_term`` by default, ``device`` on
            request (``recall`` only; ``recall_memory`` returns Temporary and Long-Term records).
        kinds: Only these kinds, or every kind when empty (Temporary and Long-Term only).
        since: Only records created at or after this aware time, or ``None``.
        until: Only records created before this aware time, or ``None``.
        limit: Most hits returned, 1-100 (default 10).
        at: Recall as of this aware time, or ``None`` for the clock's now: a record expired at
            that time, or created after it, is not returned, and the question's time words
            ("tomorrow", "周六") are read against it in its own UTC offset (the device's local
            time). Without ``at`` they are read against now in the stores' zone
            (``MemoryStores.open(zone=...)``, the host's local zone by default).
        min_score: Relevance threshold 0-1, or ``None`` for the default: the ranker's
            (``recall.MIN_SCORE``) in ``MemoryStores.recall``, 0 (any relevance) in
            ``recall_memory``, the processors' related-memory lookup.

    Raises:
        InvalidInput: On an empty ``stores``, a naive time or a limit out of range.
    """

    text: str
    stores: tuple[StoreName, ...] = (StoreName.TEMPORARY, StoreName.LONG_TERM)
    kinds: tuple[MemoryKind, ...] = ()
    since: datetime | None = None
    until: datetime | None = None
    limit: int = DEFAULT_RECALL_LIMIT
    at: datetime | None = None
    min_score: float | None = None

    def __post_init__(self) -> None:
        if self.min_score is not None and not 0.0 <= self.min_score <= 1.0:
            raise InvalidInput("min_score is 0-1.", field="min_score")
        stores = tuple(dict.fromkeys(enum_value(StoreName, s, "stores") for s in self.stores))
        if not stores:
            raise InvalidInput("Name at least one store to recall from.", field="stores")
        if self.at is not None and (
            not isinstance(self.at, datetime) or self.at.utcoffset() is None
        ):
            raise InvalidInput("'at' must be an aware time (with a UTC offset).", field="at")
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

    Scores are 0-1 (:class:`Fts5Ranker`, or :func:`fuse` with the dense leg): comparable
    across stores and questions; ``recall`` returns nothing under its threshold.
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
    """A row a ranker chose, with its score (higher is better).

    Attributes:
        row: The store's row.
        score: The order key, 0-1 for :class:`Fts5Ranker` (relevance with a freshness share).
        relevance: How much of the question the row answers, 0-1, before freshness; ``None``
            for a ranker that has no such measure (then :func:`fuse` reads ``score``).
    """

    row: sqlite3.Row
    score: float = field(default=0.0)
    relevance: float | None = None


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
        plan: QueryPlan,
        limit: int,
        now: datetime,
        min_score: float | None = None,
    ) -> list[RankedRow]:
        """Return at most ``limit`` rows of ``table`` that satisfy ``where`` and match ``plan``.

        Args:
            conn: The store's connection (read only).
            table: The record table; the SQL alias ``m`` must be used for it in ``where``.
            where: A SQL condition over ``m`` with named parameters in ``params``.
            params: Values bound to ``where``.
            plan: The question as read by ``query.plan_query``.
            limit: Most rows to return.
            now: The recall time (aware; ``RecallQuery.at`` or the clock's now).
            min_score: Relevance threshold, or ``None`` for the ranker's own.

        Returns:
            Rows best first.
        """
        ...


DEFAULT_CANDIDATE_CAP: Final = 200
"""Most matching rows per store that :class:`Fts5Ranker` reads for one query (see there)."""
MIN_SCORE: Final = 0.5
"""Relevance a record must exceed to be returned (:func:`passes`, :class:`Fts5Ranker`)."""
SENSE_WEIGHT: Final = 3.0
"""Weight of a thing word ("flight", "快递") among a question's concepts."""
PLACE_WEIGHT: Final = 2.0
"""Weight of a city or country ("London", "伦敦"; ``lexicon.PLACES``) among a question's concepts:
a place narrows the thing asked ("hotel in London"), so a memory holding the place alone
answers less than half of such a question."""
OTHER_PLACE: Final = 0.5
"""Factor on the relevance of a memory that names places, none of those a question asks: a train
to Paris does not answer "train to Marseille" (``Fts5Ranker``)."""
UNHELD_WEIGHT: Final = 1.5
"""Weight of a question's word that no row of the store holds ("Netflix" when no memory names
it): the question asks about something the store may not hold, so a memory answering only its
other words answers half of it or less."""
DAY_WEIGHT: Final = 3.0
"""Weight of the days a question asks about among its concepts."""
WEAK_WEIGHT: Final = 0.5
"""Weight of a verb of coming and going ("leave", "arrive"; ``query.WEAK_WORDS``)."""
OTHER_WORD: Final = 0.9
"""Credit for a thing word the memory holds in another word or language ("flight" for 航班)."""
KIND_ONLY: Final = 0.45
"""Credit for a thing word whose kind, not the word itself, the memory carries."""
HELD_MIN_WORDS: Final = 5
"""Fewest words a question needs before *held* is counted (a quoted notification, not a
question; see :class:`Fts5Ranker`)."""
FRESH_SHARE: Final = 0.05
"""Share of the score given to freshness (see :class:`Fts5Ranker`)."""
FRESH_DAYS: Final = 7.0
"""Age in days at which freshness is one half."""


RRF_K: Final = 2
"""Reciprocal-rank fusion constant: a row at rank ``r`` of a leg adds ``weight / (RRF_K + r)``."""
LEXICAL_WEIGHT: Final = 1.0
"""Weight of the FTS5 (word, thing, day) leg in :func:`fuse`."""
DENSE_WEIGHT: Final = 0.2
"""Weight of the dense (embedding) leg in :func:`fuse`: the leg that reads time words and thing
keys decides between two memories both legs like (the current value before the stale one)."""


DENSE_ALONE_SLACK: Final = 0.1
"""How far under the threshold the dense leg's nearest memory may be and still answer alone
(:func:`admit_dense`)."""
DENSE_ALONE_MARGIN: Final = 0.3
"""How far (in dense relevance) the dense leg's nearest memory must stand above every other for
it to answer alone (:func:`admit_dense`)."""


PASS_EPSILON: Final = 1e-9
"""Rounding allowance in :func:`passes` (a relevance of 2.7/5.4 is one half)."""


def passes(relevance: float, min_score: float) -> bool:
    """Return whether a relevance clears a threshold: above it, or above 0 for a threshold of 0.

    A memory answering exactly half of a question (one of its two things) does not clear the
    default threshold of 0.5: it answers no more of the question than it leaves out.
    """
    if min_score <= 0.0:
        return relevance > 0.0
    return relevance > min_score + PASS_EPSILON


FUSED_STEP: Final = 1e-6
"""Least a fused score falls from one row to the next (scores are rounded to 6 places)."""


def freshness(updated_at: str, now: datetime) -> float:
    """Return ``1 / (1 + age / FRESH_DAYS)`` for a row last updated at ``updated_at`` (0-1].

    Args:
        updated_at: The row's ``updated_at`` (``sqlite.format_time`` text, UTC).
        now: The recall time (aware).
    """
    age = (now - parse_time(updated_at)).total_seconds() / 86400.0
    return 1.0 / (1.0 + max(age, 0.0) / FRESH_DAYS)


def blend(relevance: float, updated_at: str, now: datetime) -> float:
    """Return the 0-1 score of a row: ``(1 - FRESH_SHARE) x relevance + FRESH_SHARE x fresh``."""
    return round((1.0 - FRESH_SHARE) * relevance + FRESH_SHARE * freshness(updated_at, now), 6)


def fuse(
    lexical: Sequence[RankedRow],
    dense: Sequence[RankedRow],
    limit: int,
    min_score: float,
    now: datetime,
) -> list[RankedRow]:
    """Fuse the FTS5 leg and the dense leg by reciprocal rank; keep the meaning of the score.

    **Order.** Each row gets ``sum(weight / (RRF_K + rank))`` over the legs that returned it
    (Cormack, Clarke and Buettcher 2009, "Reciprocal rank fusion outperforms Condorcet and
    individual rank learning methods"; ranks from 1; weights :data:`LEXICAL_WEIGHT` and
    :data:`DENSE_WEIGHT`), ties broken by relevance, then by the latest update.

    **Score.** A row's relevance is the larger of its two legs' (each 0-1: the FTS5 leg's
    share of the question answered, the dense leg's similarity above the background,
    ``dense.DENSE_SPAN``); a row under ``min_score`` (or at 0) is dropped, as without the
    dense leg. Its score is :func:`blend` of that relevance, capped by the score of the row
    ranked above it less :data:`FUSED_STEP`, so that scores fall strictly in the fused order
    (``MemoryStores.recall`` merges the hits of several stores by score) and stay comparable
    across stores and queries.

    Args:
        lexical: The FTS5 leg's rows, best first, each with its ``relevance``.
        dense: The dense leg's rows, best first, each with its ``relevance``.
        limit: Most rows returned.
        min_score: The relevance threshold, 0-1.
        now: The recall time (aware).

    Returns:
        At most ``limit`` rows, best first; ``relevance`` set, ``score`` 0-1 and non-increasing.
    """
    fused: dict[int, list[Any]] = {}
    for leg_index, weight, leg in ((0, LEXICAL_WEIGHT, lexical), (1, DENSE_WEIGHT, dense)):
        for rank, ranked in enumerate(leg, start=1):
            relevance = ranked.score if ranked.relevance is None else ranked.relevance
            entry = fused.setdefault(int(ranked.row["seq"]), [ranked.row, 0.0, 0.0, 0.0])
            entry[1] += weight / (RRF_K + rank)
            entry[2 + leg_index] = relevance
    kept = [entry for entry in fused.values() if passes(entry[2], min_score)]
    kept.sort(
        key=lambda e: (e[1], max(e[2], e[3]), str(e[0]["updated_at"]), int(e[0]["seq"])),
        reverse=True,
    )
    out: list[RankedRow] = []
    ceiling = 1.0
    for row, _, lexical_relevance, dense_relevance in kept[:limit]:
        relevance = max(lexical_relevance, dense_relevance)
        ceiling = max(0.0, min(ceiling, blend(relevance, str(row["updated_at"]), now)))
        out.append(RankedRow(row, ceiling, relevance))
        ceiling = round(ceiling - FUSED_STEP, 6)
    return out


@dataclass(frozen=True, slots=True)
class DenseCandidate(Generic[H]):
    """The memory a store's dense leg puts first among those its FTS5 leg did not find.

    Attributes:
        hit: The memory as a hit (its score is lifted to the threshold if it is admitted).
        relevance: Its dense relevance, 0-1.
        runner_up: The dense relevance of the next memory of the same store's dense leg (0
            when there is none).
    """

    hit: H
    relevance: float
    runner_up: float


def dense_candidate(
    lexical: Sequence[RankedRow], dense: Sequence[RankedRow], min_score: float
) -> tuple[RankedRow, float] | None:
    """Return a store's dense-alone candidate and the relevance of the dense row after it.

    The candidate is the first row of the dense leg whose FTS5 relevance does not pass
    ``min_score`` (:func:`passes`); ``None`` when there is none.

    Args:
        lexical: The FTS5 leg's rows (threshold 0), best first, each with its ``relevance``.
        dense: The dense leg's rows, nearest first, each with its ``relevance``.
        min_score: The relevance threshold, 0-1.
    """
    found = {int(r.row["seq"]) for r in lexical if passes(r.relevance or 0.0, min_score)}
    for index, ranked in enumerate(dense):
        if int(ranked.row["seq"]) in found:
            continue
        after = dense[index + 1].relevance if index + 1 < len(dense) else 0.0
        return ranked, float(after or 0.0)
    return None


def admit_dense(candidates: Sequence[DenseCandidate[H]], min_score: float) -> H | None:
    """Return the one memory the dense leg may answer with alone, or ``None``.

    The dense leg alone (a memory the FTS5 leg did not find above the threshold: a question in
    another language or other words than the memory, with no lexicon entry between them) may
    answer with its nearest memory over every store searched, and only when it is clearly the
    nearest: its relevance is at least ``min_score - DENSE_ALONE_SLACK`` and at least
    :data:`DENSE_ALONE_MARGIN` above every other memory's (the next one in its own store, the
    best of the other stores). A question about something not held has several memories about
    equally near, none clearly first, and gets nothing from this leg. The constants were set on
    the tuned probe set (``evaluation/recall/world-a.jsonl``).

    Args:
        candidates: One :class:`DenseCandidate` per store that has one.
        min_score: The relevance threshold, 0-1. None is admitted for a threshold of 0 (then
            every FTS5 match is returned) nor for one stricter than :data:`MIN_SCORE` (the
            caller asked for close answers only).

    Returns:
        The admitted hit, or ``None``.
    """
    if not candidates or not 0.0 < min_score <= MIN_SCORE:
        return None
    ordered = sorted(candidates, key=lambda c: c.relevance, reverse=True)
    best = ordered[0]
    runner_up = max([best.runner_up] + [c.relevance for c in ordered[1:]])
    if best.relevance < min_score - DENSE_ALONE_SLACK:
        return None
    if best.relevance - runner_up < DENSE_ALONE_MARGIN:
        return None
    return best.hit


HEAD_WEIGHT: Final = 1.5
"""Factor on the weight of a question's head word (:func:`head_term`)."""
HEAD_FIRST: Final = frozenset({"fr", "es"})
"""Languages whose noun phrases put the head first ("factura del móvil", "bon d'achat")."""


def head_term(plan: QueryPlan) -> str | None:
    """Return the word naming what a question of several words and no thing word asks about.

    A noun phrase's head names the thing and the other words narrow it ("Grab *voucher*",
    "running *shoes*", "话费*账单*"; "*bon* d'achat", "*factura* del gas"): the last term in
    English, German and Chinese, the first in French and Spanish. A memory that holds only the
    narrowing words (the same brand, another thing) answers less of the question than one that
    holds the head. ``None`` when the question has a thing word (the sense is its head) or
    fewer than two terms.
    """
    terms = [t for t in plan.terms if t not in WEAK_WORDS]
    if plan.senses or len(terms) < 2:
        return None
    return terms[0] if plan.language in HEAD_FIRST else terms[-1]


def _term_weight(df: int, cap: int) -> float:
    if df == 0:
        return UNHELD_WEIGHT
    return min(4.0, 1.0 + math.log((cap + 1) / (df + 1)))


@dataclass(frozen=True, slots=True)
class _Scorer:
    plan: QueryPlan
    weights: Mapping[str, float]
    query_words: frozenset[str]
    day_tokens: frozenset[str]
    prefixes: frozenset[str]
    places: bool

    def relevance(self, search_text: str) -> float:
        tokens = set(search_text.split())
        prefixes = self.prefixes
        stems = {stem(t) for t in tokens if t[:3] in prefixes}
        total = got = 0.0
        for term in self.plan.terms:
            weight = self.weights.get(term, 1.5)
            total += weight
            if is_cjk(term):
                units = cjk_units(term)
                got += weight * sum(u in tokens for u in units) / len(units)
            elif stem(term) in stems:
                got += weight
        plan = self.plan
        places_held = False
        for sense, kind, word in zip(plan.senses, plan.kinds, plan.sense_words, strict=True):
            weight = PLACE_WEIGHT if sense in PLACE_NAMES else SENSE_WEIGHT
            total += weight
            if f"zs{sense}" in tokens:
                places_held = places_held or sense in PLACE_NAMES
                literal = (
                    all(u in tokens for u in cjk_units(word))
                    if is_cjk(word)
                    else all(stem(w) in stems for w in word.split())
                )
                got += weight * (1.0 if literal else OTHER_WORD)
            elif kind and f"zk{kind}" in tokens:
                got += weight * KIND_ONLY
        if self.places and not places_held and not tokens.isdisjoint(_PLACE_TOKENS):
            got *= OTHER_PLACE  # it names other places than the ones asked
        if self.plan.days:
            total += DAY_WEIGHT
            if not tokens.isdisjoint(self.day_tokens):
                got += DAY_WEIGHT
        asked = got / total if total else 0.0
        if asked >= 1.0 or len(self.query_words) < HELD_MIN_WORDS:
            return asked
        own = [stem(t) for t in search_text.split() if _own_word(t)]
        shared = sum(t in self.query_words for t in own)
        held = shared / len(own) if own and shared >= 2 else 0.0
        return max(asked, held)


_PLACE_TOKENS: Final = frozenset(f"zs{name}" for name in PLACE_NAMES)


def _meaning(token: str) -> bool:
    return len(token) > 2 and token[0] == "z" and token[1] in "skdv" and token[2].isalnum()


def _own_word(token: str) -> bool:
    if _meaning(token):
        return False
    if is_cjk(token):
        return len(token) == 2
    return token not in STOP_WORDS


def _order(ranked: RankedRow) -> tuple[float, str, int]:
    return ranked.score, str(ranked.row["updated_at"]), int(ranked.row["seq"])


class Fts5Ranker:
    """FTS5 finds candidates; each is scored by how much of the question it answers.

    **Candidates.** The question's :class:`~agent_memory.memory.query.QueryPlan` gives index
    tokens: its terms, its thing senses and kinds (``zs``/``zk``) and its days (``zd``). FTS5
    finds the rows holding any of them, BM25 order, the best ``2 x limit + 10``. Scoring every
    match of a very common token costs time in proportion to its matches, so the work per store
    and query is bounded (the idea of Lucene's common-terms query): a token in more than
    ``candidate_cap`` rows is *common* and, when rarer ones exist, is left out of the selection
    (it still counts in the score); if the chosen tokens still match more than ``candidate_cap``
    rows, only the ``candidate_cap`` most recent are read, and the query is run again over every
    match when the store's filters leave too few.

    **Score** (a number in 0-1, the same scale for every question and store):

    * *asked*: the weighted share of the question's concepts the memory holds. A term weighs
      ``1 + ln((cap + 1) / (df + 1))`` capped at 4 (``df``: rows holding it, counted up to the
      cap; :data:`UNHELD_WEIGHT` for a term no row holds, 0 for such a term the lexicon reads as
      a compound, which is asked by its parts; :data:`WEAK_WEIGHT` for "leave", "arrive",
      "到期" ... and for a single CJK character left between stop words) and is
      held when the memory has a word of the same light stem (``query.stem``; "UPS" is not
      "up"); a CJK run is held in proportion to its character pairs found. A thing word weighs
      :data:`SENSE_WEIGHT` and is held fully when the memory has the same word, by
      :data:`OTHER_WORD` when it has the same sense in another word or language (航班 for
      "flight"), by :data:`KIND_ONLY` when only the same kind (a doctor for "dentist"). A
      place (a city or country) weighs :data:`PLACE_WEIGHT`: it narrows the thing asked, so a
      memory about another thing in the same place answers under half of the question ("hotel
      in London" is not answered by a flight to London); a memory that names places, none of
      those asked, has its share multiplied by :data:`OTHER_PLACE` (a train to Paris does not
      answer "train to Marseille"). The asked days weigh :data:`DAY_WEIGHT` together and are
      held when the memory names one of them.
    * *held*: for a question of :data:`HELD_MIN_WORDS` words or more, the share of the
      memory's own words the question contains, counted only when at least two are shared (a
      question that quotes a whole notification finds the memory of it).
    * relevance = max(asked, held); a record whose relevance does not clear ``min_score``
      (default :data:`MIN_SCORE`; :func:`passes`: above it, so a memory answering exactly half
      of the question is not returned) is left out, so a question matching nothing returns
      nothing.
    * score = ``(1 - FRESH_SHARE) x relevance + FRESH_SHARE x freshness``, freshness =
      ``1 / (1 + age / FRESH_DAYS)`` of the last update before the recall time: of two memories
      that answer alike, the current one comes first.

    A blank question, or one with nothing to match (only punctuation, only stop words), returns
    nothing.

    Args:
        candidate_cap: The cap above (default 200).
        min_score: The relevance threshold (default :data:`MIN_SCORE`).
    """

    name = "fts5-understood"

    def __init__(
        self, candidate_cap: int = DEFAULT_CANDIDATE_CAP, min_score: float = MIN_SCORE
    ) -> None:
        if candidate_cap < 1:
            raise InvalidInput("candidate_cap must be at least 1.", field="candidate_cap")
        if not 0.0 <= min_score <= 1.0:
            raise InvalidInput("min_score is 0-1.", field="min_score")
        self.candidate_cap = candidate_cap
        self.min_score = min_score

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
        """Return the best ``limit`` rows at or above the threshold, best first."""
        floor_score = self.min_score if min_score is None else min_score
        if plan.empty:
            return []
        tokens = plan.match_tokens()[:MAX_MATCH_TOKENS]
        fts = f"{table}_fts"
        cap = self.candidate_cap
        counts = {
            token: int(
                conn.execute(
                    f"SELECT count(*) FROM (SELECT rowid FROM {fts} WHERE {fts} MATCH :term "
                    "LIMIT :cap)",
                    {"term": fts5_string(token), "cap": cap + 1},
                ).fetchone()[0]
            )
            for token in tokens
        }
        rare = [t for t in tokens if 0 < counts[t] <= cap]
        chosen = rare or [t for t in tokens if counts[t] > 0]
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
        fetch = 2 * limit + 10
        bound = {**params, "match": match, "floor": floor, "fetch": 2 * fetch, "limit": fetch}
        # First rank in the index alone (cheap) and filter only the best few; if filters drop
        # too many of them, rank again with the filters applied to every candidate.
        rows = conn.execute(
            f"WITH top AS (SELECT rowid AS seq, bm25({fts}) AS rank_value FROM {fts} "
            f"WHERE {fts} MATCH :match AND rowid >= :floor ORDER BY rank_value LIMIT :fetch) "
            f"SELECT m.* FROM top JOIN {table} AS m "
            f"ON m.seq = top.seq WHERE {where} ORDER BY top.rank_value LIMIT :limit",
            bound,
        ).fetchall()
        if len(rows) < fetch and (floor or sum(counts[t] for t in chosen) > len(rows)):
            filtered = (
                f"WITH top AS (SELECT {fts}.rowid AS seq, bm25({fts}) AS rank_value FROM {fts} "
                f"JOIN {table} AS m ON m.seq = {fts}.rowid "
                f"WHERE {fts} MATCH :match AND {where} "
                "ORDER BY rank_value LIMIT :limit) "
                f"SELECT m.* FROM top JOIN {table} AS m "
                "ON m.seq = top.seq ORDER BY top.rank_value"
            )
            rows = conn.execute(filtered, bound).fetchall()
        weights = {
            term: 0.0
            if not counts.get(term) and not is_cjk(term) and compound_senses(term)
            else WEAK_WEIGHT
            if term in WEAK_WORDS or (len(term) == 1 and is_cjk(term))
            else min(
                (_term_weight(counts.get(u, 0), cap) for u in cjk_units(term)),
                default=1.5,
            )
            if is_cjk(term)
            else _term_weight(counts.get(term, 0), cap)
            for term in plan.terms
        }
        head = head_term(plan)
        if head is not None:
            weights[head] *= HEAD_WEIGHT
        days = frozenset(day_token(d) for d in plan.days)
        latin = [t for t in plan.terms if not is_cjk(t)]
        latin += [w for w in plan.sense_words if not is_cjk(w)]
        prefixes = frozenset(stem(w)[:3] for t in latin for w in t.split())
        places = any(sense in PLACE_NAMES for sense in plan.senses)
        scorer = _Scorer(plan, weights, plan_words(plan.text), days, prefixes, places)
        scored: list[RankedRow] = []
        for row in rows:
            relevance = scorer.relevance(str(row["search_text"]))
            if not passes(relevance, floor_score):
                continue
            score = blend(relevance, str(row["updated_at"]), now)
            scored.append(RankedRow(row, score, relevance))
        scored.sort(
            key=lambda r: (r.score, str(r.row["updated_at"]), int(r.row["seq"])), reverse=True
        )
        return scored[:limit]
