"""recall_memory latency at 1k/10k/100k records, and intent throughput.

Records are synthetic notification memories in mixed English and Chinese (about 60 % English,
25 % Chinese, 15 % mixed), split evenly between Temporary and Long-Term, built through the
stores' own create path (batched into transactions of 2,000 so that building 100k stays quick).
Queries are taken from the records themselves: one or two English words, a Chinese two-character
word, or both.

Each recall figure is the p50 / p95 of ``MemoryStores.recall_memory`` (both stores, the question
read by the understanding stage, FTS5 candidates scored 0-1, limit 10, including the thread hops),
beside a plain ``LIKE '%term%'`` scan over the same tables through the same worker threads, and
beside the ranker as it was before questions were read (``legacy_recall.WordBm25Ranker``: BM25
over the words) on the same stores, in the same run.

With the ``dense`` extra installed, the same stores are then opened with the embedder and
``MemoryStores.recall`` (the dense leg fused with the FTS5 leg, the question embedded on its
thread: the whole call) is timed beside ``recall`` on the stores without it, in the same run.
Embedding 100k texts would take about an hour on one core, so every record gets the real vector
of one of :data:`DENSE_SOURCES` texts of the set, with a little noise (the search's cost depends
on how many vectors there are, not on which).

Intent throughput is sequential ``apply`` of create intents (one committed, fsynced transaction
each) beside a bare ``INSERT`` + ``COMMIT`` per row into a plain table with the same pragmas in the
same directory.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from agent_memory.clock import ManualClock
from agent_memory.memory import (
    CreateMemory,
    MemoryKind,
    MemorySource,
    MemoryStores,
    NewMemory,
    RecordStore,
    StoreName,
)
from agent_memory.memory.embedder import Embedder, load_embedder
from agent_memory.memory.query import QueryPlan
from agent_memory.memory.recall import RecallQuery
from agent_memory.memory.sqlite import format_time
from agent_memory.memory.text import query_terms
from benchmarks.harness import Row, percentile
from benchmarks.legacy_recall import WordBm25Ranker

T0 = datetime(2025, 3, 1, tzinfo=UTC)
BATCH = 2000
DENSE_SOURCES = 256
"""Distinct texts embedded with the real model for the dense figures (see the module text)."""

_EN_TEXT = (
    "parcel shoes arrive friday monday tuesday wednesday thursday saturday sunday dentist "
    "appointment moved class yoga gym flight gate boarding delayed hotel booking confirmed "
    "invoice paid rent payment received refund order shipped delivered pickup locker code "
    "meeting standup review lunch dinner coffee tea birthday party reminder doctor pharmacy "
    "medicine prescription school pickup kids homework exam grade train ticket platform bus "
    "taxi ride driver arriving minutes weather rain umbrella alarm wake morning evening night "
    "tomorrow today week month bill electricity water internet renewal subscription trial "
    "expires password account login security update app version battery charging music "
    "playlist podcast episode news article comment reply message group chat call missed "
    "voicemail calendar event invitation accepted declined tennis football match score team "
    "game ticket concert venue seat row parking garage level spot car service oil tyre "
    "insurance claim bank transfer card statement balance budget salary bonus tax return "
    "library book due renew recipe grocery milk bread eggs fruit vegetables market sale "
    "discount coupon voucher points reward member club gallery museum exhibition garden "
    "plants water trip visa passport embassy interview offer contract signed lease landlord "
)
_EN = _EN_TEXT.split()
_ZH_CHARS = (
    "快递到了取件码驿站牙医预约周四下午点半妈妈回家吃饭周六医院体检报告下周出来会议改到明天上午"
    "航班延误登机口酒店入住退房订单发货签收退款账单缴费水电燃气房租工资到账信用卡还款提醒生日"
    "聚会电影票演唱会健身课程瑜伽游泳篮球足球比赛门票停车场车位加油保险理赔银行转账余额超市"
    "牛奶面包鸡蛋水果蔬菜打折优惠券积分会员孩子学校作业考试成绩老师家长火车高铁地铁公交出租"
)
_NAMES = [a + b for a in ("Al", "Be", "Ca", "Da", "El", "Fi", "Go", "Ha") for b in ("ex", "na")]


def _vocabulary(rng: random.Random) -> tuple[list[str], list[str]]:
    english = list(_EN)
    syllables = ["ka", "lo", "mi", "ren", "to", "sa", "vi", "dor", "el", "qua", "zin", "bo"]
    english += [
        "".join(rng.choice(syllables) for _ in range(rng.randint(2, 3))) for _ in range(2500)
    ]
    chinese = [a + b for a, b in zip(_ZH_CHARS[::2], _ZH_CHARS[1::2], strict=False)]
    chinese += [rng.choice(_ZH_CHARS) + rng.choice(_ZH_CHARS) for _ in range(1500)]
    return sorted(set(english)), sorted(set(chinese))


def _weights(count: int) -> list[float]:
    # A flattened Zipf law over ranks: the most common word is in about 1 in 8 records.
    return [1.0 / (rank + 10) for rank in range(count)]


def _content(
    rng: random.Random, english: list[str], chinese: list[str], weights: tuple[list[float], ...]
) -> tuple[str, list[str]]:
    """Return one record's text and the words it was made of."""
    roll = rng.random()
    if roll < 0.6:
        words = rng.choices(english, weights[0], k=rng.randint(5, 10))
        text = f"{rng.choice(_NAMES)}: " + " ".join(words) + f" {rng.randint(1, 12)} PM"
        return text, words
    if roll < 0.85:
        zh = rng.choices(chinese, weights[1], k=rng.randint(3, 7))
        return "".join(zh), zh
    en = rng.choices(english, weights[0], k=rng.randint(2, 4))
    zh = rng.choices(chinese, weights[1], k=rng.randint(2, 4))
    return f"{''.join(zh)} {' '.join(en)} {rng.choice(_NAMES)}", zh + en


def _queries(rng: random.Random, records: list[list[str]], count: int) -> list[str]:
    """Return ``count`` queries: one or two of a record's own words (English, Chinese, mixed)."""
    out: list[str] = []
    for _ in range(count):
        words = rng.choice(records)
        out.append(" ".join(rng.sample(words, min(len(words), rng.choice((1, 1, 2))))))
    return out


def _like_scan(text: str, now: str) -> Callable[[sqlite3.Connection], list[Any]]:
    """Rank as recall must, by scanning: count matched terms in each live row, keep the top 10."""
    terms = query_terms(text)
    score = " + ".join(f"(content LIKE :t{i})" for i in range(len(terms)))
    params: dict[str, Any] = {f"t{i}": f"%{t}%" for i, t in enumerate(terms)}
    params["now"] = now
    sql = (
        f"SELECT id, revision, content, {score} AS hits FROM memories "  # noqa: S608
        "WHERE status = 'active' AND (expires_at IS NULL OR expires_at > :now) "
        "AND hits > 0 ORDER BY hits DESC LIMIT 10"
    )
    return lambda conn: conn.execute(sql, params).fetchall()


async def _timed(call: Callable[[str], Awaitable[object]], queries: list[str]) -> list[float]:
    samples: list[float] = []
    for query in queries:
        start = time.perf_counter()
        await call(query)
        samples.append(time.perf_counter() - start)
    return samples


async def _fill(stores: MemoryStores, contents: list[str]) -> None:
    now = T0
    source = MemorySource("notification", (1,), ("bench",))
    for store in (StoreName.TEMPORARY, StoreName.LONG_TERM):
        target = stores.record_store(store)
        part = contents[0::2] if store is StoreName.TEMPORARY else contents[1::2]
        for start in range(0, len(part), BATCH):
            chunk = part[start : start + BATCH]

            def insert(
                conn: sqlite3.Connection,
                chunk: list[str] = chunk,
                base: int = start,
                target: RecordStore = target,
                prefix: str = store.value,
            ) -> None:
                for offset, text in enumerate(chunk):
                    new = NewMemory(MemoryKind.FACT, text, source)
                    target.table.create(conn, f"{prefix}-{base + offset}", new, now)

            await target.db.write(insert)


async def _fill_vectors(
    stores: MemoryStores, embedder: Embedder, contents: list[str], rng: random.Random
) -> None:
    """Give every record a vector: a real one of a few texts, with a little noise."""
    import numpy as np

    from agent_memory.memory.dense import PendingText, VectorIndex

    sources = embedder.embed_passages(contents[:DENSE_SOURCES])
    noise = np.random.default_rng(rng.randrange(2**32))
    background = embedder.background()
    for store in (StoreName.TEMPORARY, StoreName.LONG_TERM):
        target = stores.record_store(store)
        index = VectorIndex(store, "memories", embedder.model, background)
        part = contents[0::2] if store is StoreName.TEMPORARY else contents[1::2]
        for start in range(0, len(part), BATCH):
            pending = [
                PendingText(f"{store.value}-{start + offset}", 1, text, "")
                for offset, text in enumerate(part[start : start + BATCH])
            ]
            picked = sources[noise.integers(0, len(sources), len(pending))]
            vectors = picked + noise.normal(0.0, 0.01, picked.shape).astype(np.float32)
            vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)

            def put(
                conn: sqlite3.Connection,
                index: VectorIndex = index,
                pending: list[PendingText] = pending,
                vectors: Any = vectors,
            ) -> int:
                return index.put(conn, pending, vectors, T0)

            await target.db.write(put)


async def _dense_rows(
    directory: Path,
    clock: ManualClock,
    embedder: Embedder,
    queries: list[str],
    label: str,
    plain: list[float],
) -> list[Row]:
    """Time ``recall`` with the dense leg on the filled stores; rows beside ``plain``."""
    async with await MemoryStores.open(directory, clock, embedder=embedder) as stores:
        await stores.vectors_settled()
        for q in queries[:20]:
            await stores.recall(q)
        dense = await _timed(stores.recall, queries)
    d50, d95 = percentile(dense, 0.5) * 1e3, percentile(dense, 0.95) * 1e3
    p50, p95 = percentile(plain, 0.5) * 1e3, percentile(plain, 0.95) * 1e3
    big = label.startswith("100,000")
    return [
        Row(f"recall with dense p50, {label}", d50, "ms", "recall without dense p50", p50),
        Row(
            f"recall with dense p95, {label}",
            d95,
            "ms",
            "recall without dense p95",
            p95,
            target="< 40 ms" if big else "",
            met=(d95 < 40.0) if big else None,
        ),
    ]


async def _recall_rows(size: int, rng: random.Random, repeat: int) -> list[Row]:
    english, chinese = _vocabulary(rng)
    weights = (_weights(len(english)), _weights(len(chinese)))
    made = [_content(rng, english, chinese, weights) for _ in range(size)]
    contents = [text for text, _ in made]
    queries = _queries(rng, [words for _, words in made], repeat)
    with tempfile.TemporaryDirectory(prefix="bench-recall-") as tmp:
        clock = ManualClock(T0)
        async with await MemoryStores.open(Path(tmp), clock) as stores:
            build_start = time.perf_counter()
            await _fill(stores, contents)
            build_s = time.perf_counter() - build_start
            for q in queries[:20]:  # warm the page cache for both paths alike
                await stores.recall_memory(q)
            now = format_time(clock.now())
            fts = await _timed(stores.recall_memory, queries)
            legacy = WordBm25Ranker()

            async def words(q: str) -> None:
                query = RecallQuery(q)
                plan = QueryPlan(q, "", (), (), (), (), (), blank=not q.strip())
                found = await asyncio.gather(
                    *(
                        stores.record_store(name).search(query, plan, legacy, clock.now())
                        for name in query.stores
                    )
                )
                sorted((h for f in found for h in f), key=lambda h: h.score, reverse=True)

            before = await _timed(words, queries)
            temporary = stores.record_store(StoreName.TEMPORARY).db
            long_term = stores.record_store(StoreName.LONG_TERM).db

            async def scan(q: str) -> None:
                await asyncio.gather(
                    temporary.read(_like_scan(q, now)), long_term.read(_like_scan(q, now))
                )

            scans = await _timed(scan, queries)
            plain = await _timed(stores.recall, queries)
            embedder = load_embedder()
            if embedder is not None:
                await _fill_vectors(stores, embedder, contents, rng)
        label = f"{size:,} records"
        dense_rows = []
        if embedder is not None:
            dense_rows = await _dense_rows(Path(tmp), clock, embedder, queries, label, plain)
    p50, p95 = percentile(fts, 0.5) * 1e3, percentile(fts, 0.95) * 1e3
    s50, s95 = percentile(scans, 0.5) * 1e3, percentile(scans, 0.95) * 1e3
    w50, w95 = percentile(before, 0.5) * 1e3, percentile(before, 0.95) * 1e3
    at_100k = size >= 100_000
    return [
        Row(f"recall p50, {label}", p50, "ms", "LIKE scan p50", s50),
        Row(
            f"recall p95, {label}",
            p95,
            "ms",
            "LIKE scan p95",
            s95,
            target="< 5 ms and <= 1/20 of scan" if at_100k else "",
            met=(p95 < 5.0 and p95 * 20 <= s95) if at_100k else None,
        ),
        Row(f"recall p50 vs word BM25, {label}", p50, "ms", "word BM25 p50", w50),
        Row(
            f"recall p95 vs word BM25, {label}",
            p95,
            "ms",
            "word BM25 p95",
            w95,
            target="< 5 ms" if at_100k else "",
            met=(p95 < 5.0) if at_100k else None,
        ),
        Row(f"build, {label}", size / build_s, "records/s"),
        *dense_rows,
    ]


async def _intent_rows(count: int) -> list[Row]:
    source = MemorySource("notification", (1,), ("bench",))
    with tempfile.TemporaryDirectory(prefix="bench-intents-") as tmp:
        clock = ManualClock(T0)
        async with await MemoryStores.open(Path(tmp), clock) as stores:
            start = time.perf_counter()
            for i in range(count):
                text = f"Parcel {i} arrives Friday 快递{i}号"
                await stores.apply(
                    CreateMemory(
                        StoreName.TEMPORARY, f"n-{i}", NewMemory(MemoryKind.FACT, text, source)
                    )
                )
            intents_s = time.perf_counter() - start
        path = Path(tmp) / "plain.sqlite3"
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("CREATE TABLE plain (id TEXT PRIMARY KEY, content TEXT NOT NULL)")
        start = time.perf_counter()
        for i in range(count):
            conn.execute("BEGIN IMMEDIATE")
            conn.execute("INSERT INTO plain VALUES (?, ?)", (f"n-{i}", f"Parcel {i} arrives"))
            conn.execute("COMMIT")
        plain_s = time.perf_counter() - start
        conn.close()
    return [
        Row(
            "create intents (sequential, durable)",
            count / intents_s,
            "intents/s",
            "bare INSERT+COMMIT",
            count / plain_s,
        )
    ]


def run(quick: bool) -> list[Row]:
    """Measure recall latency at each size and intent throughput; return the rows."""
    sizes = [1_000, 5_000] if quick else [1_000, 10_000, 100_000]
    repeat = 100 if quick else 400
    rows: list[Row] = []
    for size in sizes:
        rows += asyncio.run(_recall_rows(size, random.Random(size), repeat))
    rows += asyncio.run(_intent_rows(100 if quick else 500))
    return rows
