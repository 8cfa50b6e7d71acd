"""Device Memory evaluation: an episode set with the expected Device Memory after each episode.

The set's format is ``docs/formats/episode-eval.md``: JSON lines, each an ``episode`` (as
``docs/formats/episode.md``), optionally the ``model_answer`` a scripted model gives for it, and
``expect``: the Device Memory that must exist after the episode is processed.
:func:`run_episode_set` feeds the episodes one by one (each processed to the end before the next
is stored) into the real :class:`~agent_memory.episodes.EpisodeProcessor` over real SQLite stores
in a fresh directory, on
a :class:`~agent_memory.clock.ManualClock` set to one minute after each episode's end, and checks
every expectation against the store. No model judges: every check is a comparison of stored
fields.

Checks (figure names as :attr:`EpisodeEvalScore.figures` reports them):

* ``found``: an expected memory (goal, app, type) is active in the store.
* ``steps``: its steps' element texts (``null`` for a step without one) equal the expected list.
* ``app_version``, ``confidence`` (to 0.001), ``linked`` (a failure's ``linked_id`` names the
  active procedure of the goal given), ``history`` (number of earlier revisions kept).
* ``one_per_goal``: the number of active procedures (``ui_path``) and failures equals
  ``expect.count`` (other types a model may add, a setting location say, are not counted).
* ``never_stored``: none of the ``expect.absent`` strings occurs anywhere in the device store's
  database file, its write-ahead log, or the prompts sent (a privacy failure: exit status 1).
* ``recall``: the first Device Memory hit of ``MemoryStores.recall`` (``stores=(device,)``) has
  the probe's goal and app.

A figure is ``passed/total``; ``all`` sums every check.
"""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Final

from agent_memory.clock import ManualClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.provider import Provider
from agent_memory.episodes.ledger import EpisodeLedger
from agent_memory.episodes.model import parse_episode
from agent_memory.episodes.processor import EpisodeProcessor
from agent_memory.episodes.store import EpisodeStore, record_episode
from agent_memory.errors import InvalidInput, ModelError, ProposalInvalid
from agent_memory.layout import DataLayout
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import DeviceMemoryRecord, DeviceMemoryType, StoreName, goal_key
from agent_memory.memory.recall import DeviceRecallHit, DeviceRecallQuery, RecallQuery

__all__ = [
    "FIGURES",
    "EpisodeCase",
    "EpisodeEvalScore",
    "load_episode_set",
    "run_episode_set",
]

FIGURES: Final = (
    "found",
    "steps",
    "app_version",
    "confidence",
    "linked",
    "history",
    "one_per_goal",
    "never_stored",
    "recall",
)
"""The checks, in report order (see the module docstring)."""

_MAX_ROUNDS: Final = 8
_GOAL_TYPES: Final = frozenset({DeviceMemoryType.UI_PATH, DeviceMemoryType.FAILURE})
_EMPTY_SET_TIME: Final = datetime(2025, 1, 1, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class EpisodeCase:
    """One line of an episode set.

    Attributes:
        line: 1-based line number in the file.
        episode: The episode JSON object.
        model_answer: The candidates a scripted model answers for it, or ``None``.
        expect: The expectations (``docs/formats/episode-eval.md``).
    """

    line: int
    episode: Mapping[str, Any]
    model_answer: Sequence[Mapping[str, Any]] | None
    expect: Mapping[str, Any]


@dataclass(slots=True)
class EpisodeEvalScore:
    """Figures of one run of an episode set.

    Attributes:
        provider: The provider's report name (``fallback``, ``openai:<model>``,
            ``scripted``).
        figures: Check name to ``[passed, total]``.
        failures: ``line <n>: <check> <goal key or probe>`` for every failed check (goal
            keys and probes are the set's own text, never episode observations).
        counts: The processor's outcome counts summed over the run.
        privacy_violations: How many ``never_stored`` checks failed.
    """

    provider: str
    figures: dict[str, list[int]] = field(default_factory=lambda: {f: [0, 0] for f in FIGURES})
    failures: list[str] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    privacy_violations: int = 0

    def check(self, figure: str, passed: bool, where: str) -> None:
        """Count one check of ``figure``; record ``where`` when it failed."""
        self.figures[figure][1] += 1
        if passed:
            self.figures[figure][0] += 1
        else:
            self.failures.append(f"{where}: {figure}")
            if figure == "never_stored":
                self.privacy_violations += 1

    @property
    def total(self) -> tuple[int, int]:
        """Every check: ``(passed, total)``."""
        return (
            sum(p for p, _ in self.figures.values()),
            sum(t for _, t in self.figures.values()),
        )

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form printed by ``agent-memory eval-episodes --json``."""
        passed, total = self.total
        return {
            "provider": self.provider,
            "figures": {k: {"passed": p, "total": t} for k, (p, t) in self.figures.items()},
            "all": {"passed": passed, "total": total},
            "privacy_violations": self.privacy_violations,
            "counts": dict(sorted(self.counts.items())),
            "failures": list(self.failures),
        }


def load_episode_set(path: Path) -> list[EpisodeCase]:
    """Read and check an episode set.

    Raises:
        InvalidInput: A line is not JSON, lacks ``episode`` or ``expect``, or its episode does
            not validate; the message names the line and field, never the text.
        OSError: The file cannot be read.
    """
    cases: list[EpisodeCase] = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            data = json.loads(raw)
        except json.JSONDecodeError:
            raise InvalidInput(f"Line {number} is not JSON.", field=f"line {number}") from None
        if not isinstance(data, dict) or "episode" not in data or "expect" not in data:
            raise InvalidInput(
                f"Line {number} needs the objects episode and expect.", field=f"line {number}"
            )
        try:
            parse_episode(data["episode"])
        except InvalidInput as exc:
            raise InvalidInput(
                f"Line {number}: {exc}", field=f"line {number}.episode.{exc.field}"
            ) from None
        cases.append(EpisodeCase(number, data["episode"], data.get("model_answer"), data["expect"]))
    return cases


def _steps_texts(record: DeviceMemoryRecord) -> list[str | None]:
    return [s.text for s in record.steps]


async def _active(stores: MemoryStores) -> list[DeviceMemoryRecord]:
    hits = await stores.recall_device_memory(DeviceRecallQuery("", limit=100))
    return [h.record for h in hits]


def _find(
    records: Sequence[DeviceMemoryRecord], goal: str, app: str | None, kind: str
) -> DeviceMemoryRecord | None:
    key = goal_key(goal)
    for record in records:
        if (
            record.goal is not None
            and goal_key(record.goal) == key
            and record.app_package == app
            and record.type.value == kind
        ):
            return record
    return None


async def _check_case(
    case: EpisodeCase,
    stores: MemoryStores,
    data_dir: Path,
    prompts: Sequence[str],
    score: EpisodeEvalScore,
) -> None:
    where = f"line {case.line}"
    records = await _active(stores)
    for memory in case.expect.get("memories", ()):
        goal = str(memory["goal"])
        app = memory.get("app")
        kind = str(memory.get("type", DeviceMemoryType.UI_PATH.value))
        label = f"{where} {goal_key(goal)}/{app}/{kind}"
        record = _find(records, goal, app, kind)
        score.check("found", record is not None, label)
        if "steps" in memory:
            score.check(
                "steps", record is not None and _steps_texts(record) == memory["steps"], label
            )
        if "app_version" in memory:
            ok = record is not None and record.app_version == memory["app_version"]
            score.check("app_version", ok, label)
        if "confidence" in memory:
            ok = record is not None and abs(record.confidence - float(memory["confidence"])) < 1e-3
            score.check("confidence", ok, label)
        if "linked_goal" in memory:
            procedure = _find(records, str(memory["linked_goal"]), app, "ui_path")
            ok = record is not None and procedure is not None and record.linked_id == procedure.id
            score.check("linked", ok, label)
        if "history" in memory:
            ok = record is not None and len(record.history) == int(memory["history"])
            score.check("history", ok, label)
    if "count" in case.expect:
        kept = [r for r in records if r.type in _GOAL_TYPES]
        score.check("one_per_goal", len(kept) == int(case.expect["count"]), where)
    absent = [str(s) for s in case.expect.get("absent", ())]
    if absent:
        device_dir = data_dir / "memory" / "device"
        blobs = [p.read_bytes() for p in sorted(device_dir.glob("store.sqlite3*"))]
        for text in absent:
            needle = text.encode("utf-8")
            leaked = any(needle in b for b in blobs) or any(text in p for p in prompts)
            score.check("never_stored", not leaked, f"{where} absent#{absent.index(text)}")
    for probe in case.expect.get("recall", ()):
        hits = await stores.recall(
            RecallQuery(str(probe["query"]), stores=(StoreName.DEVICE,), limit=5)
        )
        top = hits[0] if hits else None
        ok = (
            isinstance(top, DeviceRecallHit)
            and top.record.goal is not None
            and goal_key(top.record.goal) == goal_key(str(probe["goal"]))
            and top.record.app_package == probe.get("app")
        )
        score.check("recall", ok, f"{where} probe {probe['query']!r}")


async def run_episode_set(
    cases: Sequence[EpisodeCase],
    provider_factory: Callable[[], Provider],
    provider_name: str,
    *,
    on_case: Callable[[EpisodeCase], None] | None = None,
    prompts: Callable[[], Sequence[str]] | None = None,
    data_dir: Path | None = None,
) -> EpisodeEvalScore:
    """Run ``cases`` in order through a fresh episode pipeline and score every expectation.

    Args:
        cases: The set (:func:`load_episode_set`).
        provider_factory: Builds the provider the processor's engine uses (no fallback engine:
            the figures are the provider's own).
        provider_name: Report name.
        on_case: Called with each case before its episode is processed (a scripted model uses
            it to pick its answer).
        prompts: Returns the prompts sent so far (for the ``never_stored`` check), or ``None``.
        data_dir: Run in this existing empty directory (kept), else in a temporary one.

    Returns:
        The score; model errors are counted in ``counts`` (``model_error``), not raised.
    """
    score = EpisodeEvalScore(provider_name)
    with tempfile.TemporaryDirectory(prefix="agent-memory-episode-eval-") as scratch:
        directory = data_dir or Path(scratch)
        layout = DataLayout(directory)
        first = parse_episode(cases[0].episode) if cases else None
        clock = ManualClock(
            (first.ended_at or first.started_at) if first is not None else _EMPTY_SET_TIME
        )
        store = EpisodeStore.open(layout)
        ledger = EpisodeLedger.open(layout)
        engine = MemoryMergeEngine(provider_factory())
        async with await MemoryStores.open(directory, clock) as stores:
            processor = EpisodeProcessor(store, ledger, stores, engine, clock=clock)
            try:
                for case in cases:
                    episode = record_episode(store, dict(case.episode))
                    end = episode.ended_at or episode.started_at
                    ahead = (end + timedelta(minutes=1) - clock.now()).total_seconds()
                    if ahead > 0:
                        clock.advance(ahead)
                    if on_case is not None:
                        on_case(case)
                    for _ in range(_MAX_ROUNDS):
                        if not await processor.has_pending():
                            break
                        try:
                            result = await processor.run_batch()
                            score.counts.update(result.counts)
                        except (ModelError, ProposalInvalid):
                            score.counts["model_error"] += 1
                    sent = list(prompts()) if prompts is not None else []
                    await _check_case(case, stores, directory, sent, score)
            finally:
                await engine.aclose()
    return score
