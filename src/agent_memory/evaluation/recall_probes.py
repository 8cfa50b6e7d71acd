"""Recall probe sets: memories as the stores hold them, questions, and the memories that answer.

The format is ``docs/formats/recall-probes.md``. :func:`load_probe_set` reads one file;
:func:`run_probe_set` writes its memories into fresh stores under a directory (each at its own
``created_at`` on a manual clock), asks every question with ``RecallQuery(at=...)`` and scores
the answers (:class:`ProbeSetScore`):

* **hit@1**: the first hit is one of ``expect``; for a probe expecting nothing, nothing is
  returned.
* **hit@5**: one of the first five hits is in ``expect``; for a probe expecting nothing, nothing
  is returned.
* **wrong-memory rate**: the first hit is a memory not in ``expect`` (for a probe expecting
  nothing: any hit). A probe with no hit at all is a miss, not a wrong memory.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from agent_memory.clock import ManualClock
from agent_memory.errors import InvalidInput
from agent_memory.memory import (
    CreateMemory,
    MemoryKind,
    MemorySource,
    MemoryStores,
    NewMemory,
    RecallQuery,
    StoreName,
)
from agent_memory.memory.embedder import Embedder
from agent_memory.memory.recall import Ranker

__all__ = [
    "ProbeMemory",
    "ProbeResult",
    "ProbeSet",
    "ProbeSetScore",
    "RecallProbe",
    "load_probe_set",
    "run_probe_set",
]


@dataclass(frozen=True, slots=True)
class ProbeMemory:
    """A memory line: what a store holds before the questions are asked."""

    memory_id: str
    store: StoreName
    kind: MemoryKind
    content: str
    created_at: datetime
    expires_at: datetime | None


@dataclass(frozen=True, slots=True)
class RecallProbe:
    """A probe line: a question, its recall time, the right first answers, tags."""

    probe_id: str
    query: str
    at: datetime
    expect: tuple[str, ...]
    tags: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ProbeSet:
    """One probe file: its name, memories and probes."""

    name: str
    memories: tuple[ProbeMemory, ...]
    probes: tuple[RecallProbe, ...]


def _time(value: Any, where: str, name: str) -> datetime:
    if not isinstance(value, str):
        raise InvalidInput(f"{where}: {name!r} must be an ISO 8601 time.", field=name)
    try:
        when = datetime.fromisoformat(value)
    except ValueError as exc:
        raise InvalidInput(f"{where}: {name!r} is not ISO 8601.", field=name) from exc
    if when.tzinfo is None:
        raise InvalidInput(f"{where}: {name!r} needs a UTC offset.", field=name)
    return when


def load_probe_set(path: Path) -> ProbeSet:
    """Read a recall probe file (``docs/formats/recall-probes.md``).

    Args:
        path: The ``.jsonl`` file.

    Returns:
        Its memories and probes, in file order.

    Raises:
        InvalidInput: A line that is not JSON, a missing or malformed field (named with the line
            number), a duplicate id, or a probe expecting a memory the file does not hold.
    """
    memories: list[ProbeMemory] = []
    probes: list[RecallProbe] = []
    name = path.stem
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        where = f"{path.name} line {number}"
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidInput(f"{where} is not JSON.", field="line") from exc
        if not isinstance(obj, dict):
            raise InvalidInput(f"{where} is not a JSON object.", field="line")
        try:
            if "recall_probes" in obj:
                name = str(obj["recall_probes"])
            elif "memory" in obj:
                expires = obj.get("expires_at")
                if obj.get("store", "temporary") not in ("temporary", "long_term"):
                    raise InvalidInput(
                        f"{where}: 'store' is temporary or long_term.", field="store"
                    )
                memories.append(
                    ProbeMemory(
                        memory_id=str(obj["memory"]),
                        store=StoreName(obj.get("store", "temporary")),
                        kind=MemoryKind(obj.get("kind", "fact")),
                        content=str(obj["content"]),
                        created_at=_time(obj["created_at"], where, "created_at"),
                        expires_at=None if expires is None else _time(expires, where, "expires_at"),
                    )
                )
            elif "probe" in obj:
                expect = obj["expect"]
                if not isinstance(expect, list):
                    raise InvalidInput(f"{where}: 'expect' must be a list of ids.", field="expect")
                probes.append(
                    RecallProbe(
                        probe_id=str(obj["probe"]),
                        query=str(obj["query"]),
                        at=_time(obj["at"], where, "at"),
                        expect=tuple(str(e) for e in expect),
                        tags=tuple(str(t) for t in obj.get("tags", [])),
                    )
                )
            else:
                raise InvalidInput(f"{where} is neither a memory nor a probe.", field="line")
        except KeyError as exc:
            raise InvalidInput(f"{where} lacks {exc.args[0]!r}.", field=str(exc.args[0])) from exc
        except ValueError as exc:
            if isinstance(exc, InvalidInput):
                raise
            raise InvalidInput(f"{where} has a bad store or kind.", field="store") from exc
    ids = [m.memory_id for m in memories]
    if len(set(ids)) != len(ids):
        raise InvalidInput(f"{path.name}: a memory id is used twice.", field="memory")
    for probe in probes:
        unknown = set(probe.expect) - set(ids)
        if unknown:
            raise InvalidInput(
                f"{path.name}: probe {probe.probe_id} expects an unknown memory.", field="expect"
            )
    return ProbeSet(name, tuple(memories), tuple(probes))


@dataclass(frozen=True, slots=True)
class ProbeResult:
    """What one probe got: the ids returned, best first (at most five)."""

    probe: RecallProbe
    got: tuple[str, ...]

    @property
    def hit1(self) -> bool:
        """Whether the first answer is right (nothing, when nothing is expected)."""
        if not self.probe.expect:
            return not self.got
        return bool(self.got) and self.got[0] in self.probe.expect

    @property
    def hit5(self) -> bool:
        """Whether a right answer is among the first five (nothing, when nothing is expected)."""
        if not self.probe.expect:
            return not self.got
        return any(g in self.probe.expect for g in self.got[:5])

    @property
    def wrong(self) -> bool:
        """Whether the first answer is a memory that does not answer the question."""
        return bool(self.got) and self.got[0] not in self.probe.expect


@dataclass
class ProbeSetScore:
    """hit@1, hit@5 and the wrong-memory rate of a run, overall and per tag."""

    results: list[ProbeResult] = field(default_factory=list)

    def select(self, tag: str | None = None) -> list[ProbeResult]:
        """Return the results of probes with ``tag`` (all when ``None``)."""
        return [r for r in self.results if tag is None or tag in r.probe.tags]

    def rates(self, tag: str | None = None) -> tuple[int, float, float, float]:
        """Return ``(probes, hit@1, hit@5, wrong-memory rate)`` for ``tag`` (all when ``None``)."""
        chosen = self.select(tag)
        n = len(chosen)
        if n == 0:
            return 0, 0.0, 0.0, 0.0
        return (
            n,
            sum(r.hit1 for r in chosen) / n,
            sum(r.hit5 for r in chosen) / n,
            sum(r.wrong for r in chosen) / n,
        )

    def tags(self) -> list[str]:
        """Return every tag used, sorted."""
        return sorted({t for r in self.results for t in r.probe.tags})


async def run_probe_set(
    probe_set: ProbeSet,
    directory: Path,
    *,
    ranker: Ranker | None = None,
    embedder: Embedder | None = None,
) -> ProbeSetScore:
    """Write ``probe_set``'s memories into new stores under ``directory`` and ask every probe.

    The stores' zone (the device's) is the UTC offset of the first probe's ``at``.

    Args:
        probe_set: From :func:`load_probe_set`.
        directory: An empty directory for the stores (left behind for inspection).
        ranker: The recall ranker (the stores' default when ``None``).
        embedder: The dense leg's model, or ``None`` for the FTS5 leg alone; every memory's
            vector is written before the first probe is asked.

    Returns:
        The score of every probe (first five ids returned, with ``limit=5``).
    """
    first = min((m.created_at for m in probe_set.memories), default=datetime.now().astimezone())
    clock = ManualClock(first)
    zone = probe_set.probes[0].at.tzinfo if probe_set.probes else first.tzinfo
    source = MemorySource("notification", context_ids=(1,), app_ids=("probe",))
    score = ProbeSetScore()
    async with await MemoryStores.open(
        directory, clock, ranker=ranker, zone=zone, embedder=embedder
    ) as stores:
        for memory in sorted(probe_set.memories, key=lambda m: m.created_at):
            clock.set_wall_clock(memory.created_at)
            new = NewMemory(
                kind=memory.kind,
                content=memory.content,
                source=source,
                expires_at=memory.expires_at,
            )
            await stores.apply(CreateMemory(memory.store, memory.memory_id, new))
        await stores.embed_pending()
        for probe in probe_set.probes:
            query = RecallQuery(
                probe.query,
                stores=(StoreName.TEMPORARY, StoreName.LONG_TERM, StoreName.DEVICE),
                at=probe.at,
                limit=5,
            )
            hits = await stores.recall(query)
            score.results.append(ProbeResult(probe, tuple(h.record.id for h in hits)))
    return score


def probe_files(paths: Iterable[Path]) -> list[Path]:
    """Return the ``.jsonl`` files among ``paths`` (a directory gives its own, sorted)."""
    out: list[Path] = []
    for path in paths:
        out.extend(sorted(path.glob("*.jsonl")) if path.is_dir() else [path])
    return out
