"""Recall accuracy on the recall probe sets: hit@1, hit@5, wrong-memory rate.

Each file in ``evaluation/recall/`` (``docs/formats/recall-probes.md``) is written into fresh
stores and every probe asked twice in the same run: with the current ranker (the question read
by the understanding stage, scored 0-1 with a threshold) and with the ranker as it was before
(``benchmarks/legacy_recall.py``: BM25 over the question's words, no threshold). With the
``dense`` extra installed, every probe is asked a third time with the dense leg fused in
(``memory/dense.py``), and those figures are given beside the FTS5 leg alone. ``world-a`` was
tuned on; the others are kept back (their figures also summed, per tag).
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from agent_memory.evaluation.recall_probes import (
    ProbeSetScore,
    load_probe_set,
    probe_files,
    run_probe_set,
)
from agent_memory.memory.embedder import Embedder, load_embedder
from agent_memory.memory.recall import Ranker
from benchmarks.harness import Row
from benchmarks.legacy_recall import WordBm25Ranker

PROBES = Path(__file__).resolve().parent.parent / "evaluation" / "recall"
TUNED = "world-a"
"""The probe set the ranking was tuned on; every other one is kept back."""
TAGS = ("en", "zh", "de", "fr", "es", "cross", "paraphrase", "time", "thing", "stale", "expired")


async def _score(
    path: Path, ranker: Ranker | None, embedder: Embedder | None = None
) -> ProbeSetScore:
    with tempfile.TemporaryDirectory(prefix="bench-probes-") as tmp:
        return await run_probe_set(
            load_probe_set(path), Path(tmp), ranker=ranker, embedder=embedder
        )


def _dense_rows(label: str, dense: ProbeSetScore, plain: ProbeSetScore) -> list[Row]:
    n, h1, h5, wrong = dense.rates()
    _, p1, p5, pwrong = plain.rates()
    rows = [
        Row(f"{label}, with dense: hit@1 ({n} probes)", h1, "", "FTS5 alone hit@1", p1),
        Row(f"{label}, with dense: hit@5", h5, "", "FTS5 alone hit@5", p5),
        Row(f"{label}, with dense: wrong-memory rate", wrong, "", "FTS5 alone", pwrong),
    ]
    for tag in ("cross", "paraphrase", "stale", "expired"):
        count, t1, _, _ = dense.rates(tag)
        if not count:
            continue
        strict = tag in ("expired", "stale")
        rows.append(
            Row(
                f"{label}, with dense: hit@1, {tag} ({count})",
                t1,
                "",
                "FTS5 alone hit@1",
                plain.rates(tag)[1],
                target="all right" if strict else "",
                met=(t1 == 1.0) if strict else None,
            )
        )
    return rows


def _rows(label: str, now: ProbeSetScore, before: ProbeSetScore, *, tags: bool) -> list[Row]:
    n, h1, h5, wrong = now.rates()
    _, b1, b5, bwrong = before.rates()
    rows = [
        Row(f"{label}: hit@1 ({n} probes)", h1, "", "word BM25 hit@1", b1),
        Row(f"{label}: hit@5", h5, "", "word BM25 hit@5", b5),
        Row(f"{label}: wrong-memory rate", wrong, "", "word BM25", bwrong),
    ]
    for tag in TAGS if tags else ():
        count, t1, _, _ = now.rates(tag)
        if not count:
            continue
        _, o1, _, _ = before.rates(tag)
        strict = tag in ("expired", "stale")
        rows.append(
            Row(
                f"{label}: hit@1, {tag} ({count})",
                t1,
                "",
                "word BM25 hit@1",
                o1,
                target="all right" if strict else "",
                met=(t1 == 1.0) if strict else None,
            )
        )
    return rows


def run(quick: bool) -> list[Row]:
    """Score every probe file with the current and the earlier ranker; return the rows."""
    del quick  # the probe sets are small; the run is the same either way
    rows: list[Row] = []
    total_now = ProbeSetScore()
    total_before = ProbeSetScore()
    kept_now = ProbeSetScore()
    kept_before = ProbeSetScore()
    kept_dense = ProbeSetScore()
    embedder = load_embedder()
    for path in probe_files([PROBES]):
        now = asyncio.run(_score(path, None))
        before = asyncio.run(_score(path, WordBm25Ranker()))
        total_now.results += now.results
        total_before.results += before.results
        if path.stem != TUNED:
            kept_now.results += now.results
            kept_before.results += before.results
        rows += _rows(path.stem, now, before, tags=False)
        if embedder is not None:
            dense = asyncio.run(_score(path, None, embedder))
            if path.stem != TUNED:
                kept_dense.results += dense.results
            rows += _dense_rows(path.stem, dense, now)
    rows += _rows("kept back", kept_now, kept_before, tags=True)
    if embedder is not None:
        rows += _dense_rows("kept back", kept_dense, kept_now)
    rows += _rows("all", total_now, total_before, tags=False)
    return rows
