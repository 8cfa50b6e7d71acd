"""EpisodeProcessor: from completed episodes to validated Device Memory.

Spec: Episode Processor, Failure and Recovery, Acceptance Criteria. One :meth:`run_batch`:

1. Recover: episodes whose ledger state is ``proposed`` are applied from the saved plan, with no
   model call, and the batch ends there.
2. Filter: every stored episode the ledger has not finished is read; one that is not
   ``completed``, has no steps, or has no step with device evidence is marked ``ignored`` with
   the reason (``status:failed``, ``no_steps``, ``no_device_evidence``).
3. Take up to :attr:`EpisodeProcessorConfig.batch_size` (5) eligible episodes, oldest end first;
   mark each ``processing``; recall related Device Memory for each (``d1``, ``d2`` ... refs with
   type, app and revision) and make exactly one ``MemoryMergeEngine.extract`` call.
4. Validate per episode (:meth:`EpisodeProcessor._plan`): the answer's ``goal_result`` must equal
   the episode's (else the episode is retried); each candidate must cite existing steps of that
   episode that carry device evidence, name an app the episode touched, fit the episode's result
   (``procedure`` only from ``achieved``; ``failure_pattern`` only from ``failed``/``partial``),
   and for an update name a memory shown for this batch at the revision shown. Invalid candidates
   are not applied; their rule names go into the ledger line.
5. Resolve conflicts (:func:`resolve`) and save the plan: ledger ``proposed``.
6. Apply the plan item by item, then ledger ``done``.

Conflict resolution for an update of memory T by episode E (evidence strength: ``achieved`` 2,
``partial`` and ``failed`` 1, ``unknown`` 0; T's strength and time are those of the episodes in
its evidence):

* E stronger than T, or as strong and ended later: *supersede*: T gets E's content and evidence.
  So a newer successful episode replaces an older procedure.
* E as strong as T and not later: *contradiction*: T stays as it is, and the candidate is added as
  its own memory whose content begins ``Conflicts with <T id>:``, so both are recalled side by
  side and nothing is overwritten silently.
* E weaker than T: the candidate is rejected (``weaker_evidence``).

Ids are fixed: an add of candidate ``n`` of episode ``E`` creates ``dev-<E>-<n>``; the plan in the
ledger fixes every id, revision and text, so re-applying it after a crash converges (creates and
the last update of a record replay as ``already_applied``). A revision that moved under the plan
(someone else wrote the record) sends the episode to ``retry`` for a fresh extraction.

An answer cut at the model's token limit (``TruncatedOutput``) halves the batch and asks again at
once; the batch size grows back by one per successful batch.

Failures: a model error or an unparsable answer marks every episode of the batch ``retry`` with
one more attempt and re-raises (the worker backs off). Episodes that reach
:attr:`EpisodeProcessorConfig.max_attempts` are answered by the fallback engine; when there is
none, or it fails too, they are ``ignored`` with reason ``poison``. A cancel (foreground task)
leaves the batch's episodes ``processing``, which the next batch retries; nothing is applied before
the model call returned.

Logs are events ``episode.*`` with episode ids, memory ids, counts and rule names only,
never a goal, observation or memory text.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Final, Literal

from agent_memory.clock import Clock, SystemClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.episodes.ledger import EpisodeLedger, LedgerEntry, LedgerState
from agent_memory.episodes.model import Episode, EpisodeStatus, GoalResult
from agent_memory.episodes.proposal import (
    CANDIDATE_DEVICE_TYPE,
    EPISODE_PROPOSAL_SCHEMA,
    EPISODE_SCENARIO,
    Candidate,
    CandidateType,
    EpisodeAnswer,
    episode_extract_item,
    parse_episode_proposal,
)
from agent_memory.episodes.store import EpisodeStore
from agent_memory.errors import (
    IdConflict,
    MemoryNotFound,
    ModelError,
    ProposalInvalid,
    RevisionConflict,
    TruncatedOutput,
)
from agent_memory.memory.intents import CreateMemory, MemoryIntent, UpdateMemory
from agent_memory.memory.model import (
    MAX_CONTENT_CHARS,
    DeviceEvidence,
    DeviceMemoryChanges,
    DeviceMemoryRecord,
    DeviceMemoryType,
    NewDeviceMemory,
    StoreName,
)
from agent_memory.memory.recall import DeviceRecallQuery
from agent_memory.memory.service import MemoryStores
from agent_memory.notifications.noise import holds_code_or_secret
from agent_memory.worker import BatchResult

__all__ = [
    "DEVICE_ID_PREFIX",
    "EpisodeProcessor",
    "EpisodeProcessorConfig",
    "PlannedWrite",
    "device_memory_id",
    "evidence_strength",
]

DEVICE_ID_PREFIX: Final = "dev-"
_CONFLICT_PREFIX: Final = "Conflicts with "
_STRENGTH: Final = {
    GoalResult.ACHIEVED: 2,
    GoalResult.PARTIAL: 1,
    GoalResult.FAILED: 1,
    GoalResult.UNKNOWN: 0,
}
_RESULT_TYPES: Final[Mapping[CandidateType, frozenset[GoalResult]]] = {
    CandidateType.PROCEDURE: frozenset({GoalResult.ACHIEVED}),
    CandidateType.FAILURE_PATTERN: frozenset({GoalResult.FAILED, GoalResult.PARTIAL}),
}

_log = logging.getLogger("agent_memory.episodes")


def device_memory_id(episode_id: str, index: int) -> str:
    """Return the fixed Device Memory id candidate ``index`` of ``episode_id`` creates.

    ``dev-<episode_id>-<index>``; when that exceeds the 128-character id limit,
    ``dev-<first 32 hex digits of sha256(episode_id)>-<index>``.
    """
    memory_id = f"{DEVICE_ID_PREFIX}{episode_id}-{index}"
    if len(memory_id) > 128:
        digest = hashlib.sha256(episode_id.encode("utf-8")).hexdigest()[:32]
        memory_id = f"{DEVICE_ID_PREFIX}{digest}-{index}"
    return memory_id


def evidence_strength(result: GoalResult) -> int:
    """Return the strength of an episode as evidence: achieved 2, partial/failed 1, unknown 0."""
    return _STRENGTH[result]


@dataclass(frozen=True, slots=True)
class EpisodeProcessorConfig:
    """Tunables of the episode processor.

    Attributes:
        batch_size: Episodes per model call (spec: at most 5).
        max_attempts: Failed attempts of one episode before the fallback answers it (default 3).
        related_per_episode: Device Memories recalled per episode (by goal text, and by app).
    """

    batch_size: int = 5
    max_attempts: int = 3
    related_per_episode: int = 3


@dataclass(frozen=True, slots=True)
class PlannedWrite:
    """One validated Device Memory write of an episode's plan, as saved in the ledger.

    Attributes:
        op: ``create`` or ``update``.
        memory_id: The record.
        expected_revision: For ``update``: the revision it applies at.
        type, content, app_package, evidence: The record's fields after the write.
        resolution: ``add``, ``supersede`` or ``contradiction`` (see the module docstring).
    """

    op: Literal["create", "update"]
    memory_id: str
    expected_revision: int | None
    type: DeviceMemoryType
    content: str
    app_package: str | None
    evidence: tuple[DeviceEvidence, ...]
    resolution: str

    def intent(self) -> MemoryIntent:
        """Return the store intent of this write."""
        if self.op == "create":
            return CreateMemory(
                StoreName.DEVICE,
                self.memory_id,
                NewDeviceMemory(self.type, self.content, self.evidence, self.app_package),
            )
        assert self.expected_revision is not None
        return UpdateMemory(
            StoreName.DEVICE,
            self.memory_id,
            self.expected_revision,
            DeviceMemoryChanges(
                type=self.type,
                content=self.content,
                evidence=self.evidence,
                app_package=self.app_package,
            ),
        )

    def to_json(self) -> dict[str, Any]:
        """Return the ledger form (``docs/formats/episode-ledger.md``)."""
        return {
            "op": self.op,
            "memory_id": self.memory_id,
            "expected_revision": self.expected_revision,
            "type": self.type.value,
            "content": self.content,
            "app_package": self.app_package,
            "evidence": [
                {"episode_id": e.episode_id, "steps": list(e.steps)} for e in self.evidence
            ],
            "resolution": self.resolution,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PlannedWrite:
        """Build a write from its ledger form."""
        op = data["op"]
        if op not in ("create", "update"):
            raise ValueError("unknown op")
        return cls(
            op=op,
            memory_id=str(data["memory_id"]),
            expected_revision=data["expected_revision"],
            type=DeviceMemoryType(data["type"]),
            content=str(data["content"]),
            app_package=data["app_package"],
            evidence=tuple(
                DeviceEvidence(str(e["episode_id"]), tuple(e["steps"])) for e in data["evidence"]
            ),
            resolution=str(data["resolution"]),
        )


@dataclass(slots=True)
class _Target:
    """A Device Memory as this batch sees it (updated as the batch's plans change it)."""

    ref: str
    memory_id: str
    shown_revision: int
    revision: int
    strength: int
    latest: datetime | None


@dataclass(slots=True)
class _Batch:
    episodes: list[Episode]
    targets: dict[str, _Target] = field(default_factory=dict)
    # The refs recalled for each episode: an update may target only one of its own.
    related: dict[str, frozenset[str]] = field(default_factory=dict)
    counts: Counter[str] = field(default_factory=Counter)


class EpisodeProcessor:
    """The episode scenario's processor; register it with a ``MemoryWorker`` before notifications.

    Args:
        store: The write-once episode store.
        ledger: The processing ledger (durable states).
        stores: The memory stores; this processor writes only Device Memory.
        engine: The extraction engine (a model provider, or the deterministic fallback).
        fallback_engine: Answers episodes that failed ``max_attempts`` times (the engine over
            :func:`~agent_memory.episodes.episode_fallback_provider`); ``None`` ignores them with
            reason ``poison`` instead.
        clock: UTC time of ledger lines.
        config: Tunables.
    """

    name = "episode"

    def __init__(
        self,
        store: EpisodeStore,
        ledger: EpisodeLedger,
        stores: MemoryStores,
        engine: MemoryMergeEngine,
        *,
        fallback_engine: MemoryMergeEngine | None = None,
        clock: Clock | None = None,
        config: EpisodeProcessorConfig | None = None,
    ) -> None:
        self._store = store
        self._ledger = ledger
        self._stores = stores
        self._engine = engine
        self._fallback = fallback_engine
        self._clock = clock or SystemClock()
        self.config = config or EpisodeProcessorConfig()
        self._limit = self.config.batch_size
        # Episodes this process marked ``processing``: one marked by an earlier process died
        # with it (see _count_if_died_with_process).
        self._marked_here: set[str] = set()
        self.totals: Counter[str] = Counter()

    # ------------------------------------------------------------------------ Processor API

    async def has_pending(self) -> bool:
        """Return whether an episode is stored but not ``done``/``ignored`` (one directory scan)."""
        proposed, todo = await asyncio.to_thread(self._scan)
        return bool(proposed or todo)

    async def run_batch(self) -> BatchResult:
        """Run one batch (see the module docstring).

        Returns:
            ``processed``: episodes finished (``done`` or ``ignored``) by this batch; ``counts``
            by outcome (``done``, ``ignored``, ``retry``, ``created``, ``supersede``,
            ``contradiction``, ``rejected``, ``llm_calls``).

        Raises:
            ModelError, ProposalInvalid: The model call or its answer failed for every episode
                of the batch (each is ``retry`` with one more attempt).
            StoreError, StorageError: A write failed; the episode stays ``proposed`` and is
                re-applied next batch.
            asyncio.CancelledError: A foreground task started; the episodes stay ``processing``.
        """
        proposed, todo = await asyncio.to_thread(self._scan)
        counts: Counter[str] = Counter()
        if proposed:
            for episode_id in proposed[: self.config.batch_size]:
                entry = self._ledger.get(episode_id)
                assert entry is not None
                await self._apply(entry, counts)
            return self._result(counts)
        episodes = await asyncio.to_thread(self._load, todo)
        eligible: list[Episode] = []
        for episode in episodes:
            reason = _ineligible(episode)
            if reason:
                await self._mark(episode.episode_id, LedgerState.IGNORED, reason=reason)
                counts["ignored"] += 1
                _log.info(
                    "episode.ignored", extra={"episode_id": episode.episode_id, "reason": reason}
                )
            else:
                eligible.append(episode)
        if not eligible:
            return self._result(counts)
        limit = self.config.max_attempts
        alive: list[Episode] = []
        for episode in eligible:
            await self._count_if_died_with_process(episode.episode_id)
            if self._attempts(episode.episode_id) > limit:
                # Past the limit only by dying during the fallback's own attempt.
                await self._mark(
                    episode.episode_id,
                    LedgerState.IGNORED,
                    reason="poison: the fallback did not finish either",
                )
                counts["ignored"] += 1
            else:
                alive.append(episode)
        if not alive:
            return self._result(counts)
        eligible = alive
        worn = [e for e in eligible if self._attempts(e.episode_id) >= limit]
        engine: MemoryMergeEngine | None = self._engine
        if worn:
            eligible, engine = worn, self._fallback
        batch = eligible[: self._limit]
        if engine is None:
            for episode in batch:
                await self._mark(
                    episode.episode_id,
                    LedgerState.IGNORED,
                    reason="poison: the model or its answers failed repeatedly",
                )
                counts["ignored"] += 1
            return self._result(counts)
        while True:
            try:
                await self._extract(_Batch(batch), engine, counts, fallback=bool(worn))
            except TruncatedOutput:
                if len(batch) == 1:
                    raise
                self._limit = max(1, len(batch) // 2)
                batch = batch[: self._limit]
                _log.info(
                    "episode.batch_split",
                    extra={"first": batch[0].episode_id, "limit": self._limit},
                )
                continue
            self._limit = min(self.config.batch_size, self._limit + 1)
            return self._result(counts)

    # --------------------------------------------------------------------------- reading

    def _scan(self) -> tuple[list[str], list[str]]:
        proposed: list[str] = []
        todo: list[str] = []
        for episode_id in self._store.list_ids():
            entry = self._ledger.get(episode_id)
            if entry is None or entry.state in (LedgerState.PROCESSING, LedgerState.RETRY):
                todo.append(episode_id)
            elif entry.state is LedgerState.PROPOSED:
                proposed.append(episode_id)
        return proposed, todo

    def _load(self, ids: Sequence[str]) -> list[Episode]:
        episodes = [e for e in (self._store.get(i) for i in ids) if e is not None]
        return sorted(episodes, key=lambda e: (e.ended_at or e.started_at, e.episode_id))

    async def _count_if_died_with_process(self, episode_id: str) -> None:
        """Count an attempt that a previous process left ``processing`` as failed.

        An episode is marked ``processing`` (durably) before its model call; this process
        remembers which ones it marked. One found ``processing`` that this process did not mark
        was in a model call when an earlier process died (a crash, a kill): that attempt counts,
        so an episode that takes the process down every time still reaches the retry limit. A
        clean stop right after a cancel is counted the same way (one attempt too many, never one
        too few).
        """
        entry = self._ledger.get(episode_id)
        if (
            entry is None
            or entry.state is not LedgerState.PROCESSING
            or episode_id in self._marked_here
        ):
            return
        await self._mark(
            episode_id, LedgerState.RETRY, reason="died_with_process", attempts=entry.attempts + 1
        )

    def _attempts(self, episode_id: str) -> int:
        entry = self._ledger.get(episode_id)
        return entry.attempts if entry is not None else 0

    async def _mark(
        self,
        episode_id: str,
        state: LedgerState,
        *,
        reason: str = "",
        attempts: int | None = None,
        plan: Sequence[PlannedWrite] = (),
        rejected: Sequence[str] = (),
    ) -> None:
        entry = LedgerEntry(
            episode_id,
            state,
            self._clock.now(),
            self._attempts(episode_id) if attempts is None else attempts,
            reason,
            tuple(p.to_json() for p in plan),
            tuple(rejected),
        )
        await asyncio.to_thread(self._ledger.append, entry)

    # -------------------------------------------------------------------- extract + plan

    async def _extract(
        self, batch: _Batch, engine: MemoryMergeEngine, counts: Counter[str], *, fallback: bool
    ) -> None:
        for episode in batch.episodes:
            self._marked_here.add(episode.episode_id)
            await self._mark(episode.episode_id, LedgerState.PROCESSING)
        shown, items = await self._related(batch)
        try:
            raw = await engine.extract(
                EPISODE_SCENARIO, items, [_related(t, r) for t, r in shown], EPISODE_PROPOSAL_SCHEMA
            )
            if raw.usage.requests:
                counts["llm_calls"] += raw.usage.requests
            proposal = parse_episode_proposal(raw.data)
        except (ModelError, ProposalInvalid) as exc:
            if isinstance(exc, TruncatedOutput) and len(batch.episodes) > 1:
                raise  # run_batch halves the batch and asks again at once
            for episode in batch.episodes:
                await self._fail(episode, type(exc).__name__, counts, fallback=fallback)
            _log.warning(
                "episode.batch_failed",
                extra={
                    "episode_ids": [e.episode_id for e in batch.episodes],
                    "error_kind": type(exc).__name__,
                    "reasons": getattr(exc, "reasons", [])[:10],
                },
            )
            if fallback:
                return
            raise
        visible = {t.ref for t, _ in shown[: len(shown) - raw.cuts.memories_dropped]}
        for ref in list(batch.targets):
            if ref not in visible:
                del batch.targets[ref]
        answers = {a.episode_id: a for a in proposal.episodes}
        plans: list[Episode] = []
        for episode in batch.episodes:
            answer = answers.get(episode.episode_id)
            if answer is None:
                await self._fail(episode, "missing_answer", counts, fallback=fallback)
                continue
            if answer.goal_result is not episode.goal_result:
                await self._fail(episode, "goal_result_mismatch", counts, fallback=fallback)
                continue
            plan, rejected = self._plan(episode, answer, batch)
            if rejected:
                counts["rejected"] += len(rejected)
            await self._mark(episode.episode_id, LedgerState.PROPOSED, plan=plan, rejected=rejected)
            plans.append(episode)
        for episode in plans:
            entry = self._ledger.get(episode.episode_id)
            assert entry is not None
            await self._apply(entry, counts)
        if not plans and not fallback:
            raise ProposalInvalid(
                f"The episode proposal answered none of the {len(batch.episodes)} episode(s) "
                "usably; they are retried.",
                reasons=[f"{e.episode_id}: retry" for e in batch.episodes],
            )

    async def _fail(
        self, episode: Episode, reason: str, counts: Counter[str], *, fallback: bool
    ) -> None:
        attempts = self._attempts(episode.episode_id) + 1
        if fallback:
            await self._mark(
                episode.episode_id,
                LedgerState.IGNORED,
                reason=f"poison: the fallback failed too ({reason})",
                attempts=attempts,
            )
            counts["ignored"] += 1
            return
        await self._mark(episode.episode_id, LedgerState.RETRY, reason=reason, attempts=attempts)
        counts["retry"] += 1

    async def _related(
        self, batch: _Batch
    ) -> tuple[list[tuple[_Target, DeviceMemoryRecord]], list[ExtractItem]]:
        shown: dict[str, tuple[_Target, DeviceMemoryRecord]] = {}
        items: list[ExtractItem] = []
        limit = self.config.related_per_episode
        for episode in batch.episodes:
            apps = sorted({s.target_app for s in episode.steps if s.target_app})
            queries = [DeviceRecallQuery(episode.goal, limit=limit)]
            queries += [DeviceRecallQuery("", app_package=app, limit=limit) for app in apps[:2]]
            refs: list[str] = []
            for query in queries:
                for hit in await self._stores.recall_device_memory(query):
                    record = hit.record
                    if record.id not in shown:
                        target = await self._target(f"d{len(shown) + 1}", record)
                        shown[record.id] = (target, record)
                        batch.targets[target.ref] = target
                    ref = shown[record.id][0].ref
                    if ref not in refs:
                        refs.append(ref)
            batch.related[episode.episode_id] = frozenset(refs)
            items.append(episode_extract_item(episode, refs))
        return list(shown.values()), items

    async def _target(self, ref: str, record: DeviceMemoryRecord) -> _Target:
        strength, latest = 0, None
        for evidence in record.evidence:
            source = await asyncio.to_thread(self._store.get, evidence.episode_id)
            if source is None:
                continue
            strength = max(strength, evidence_strength(source.goal_result))
            end = source.ended_at or source.started_at
            latest = end if latest is None else max(latest, end)
        return _Target(ref, record.id, record.revision, record.revision, strength, latest)

    def _plan(
        self, episode: Episode, answer: EpisodeAnswer, batch: _Batch
    ) -> tuple[list[PlannedWrite], list[str]]:
        plan: list[PlannedWrite] = []
        rejected: list[str] = []
        targeted: set[str] = set()
        apps = {s.target_app for s in episode.steps if s.target_app}
        for index, candidate in enumerate(answer.candidates):
            rule = _check(candidate, episode, apps)
            target = None
            if rule is None and candidate.action == "update":
                assert candidate.target is not None
                target = batch.targets.get(candidate.target)
                if target is None:
                    rule = "unknown_target"
                elif candidate.target not in batch.related.get(episode.episode_id, frozenset()):
                    # Text of one episode cannot make the model touch another's memories.
                    rule = "target_not_recalled_for_episode"
                elif target.memory_id in targeted:
                    rule = "target_twice"
                elif candidate.target_revision != target.shown_revision:
                    rule = "revision_mismatch"
            if rule is not None:
                rejected.append(f"candidate {index}: {rule}")
                continue
            write = self._resolve(episode, index, candidate, target)
            if write is None:
                rejected.append(f"candidate {index}: weaker_evidence")
                continue
            if target is not None and write.op == "update":
                targeted.add(target.memory_id)
                target.revision += 1
                target.strength = evidence_strength(episode.goal_result)
                target.latest = episode.ended_at
            plan.append(write)
        return plan, rejected

    def _resolve(
        self, episode: Episode, index: int, candidate: Candidate, target: _Target | None
    ) -> PlannedWrite | None:
        evidence = (DeviceEvidence(episode.episode_id, candidate.evidence_steps),)
        device_type = CANDIDATE_DEVICE_TYPE[candidate.type]
        app = candidate.app_package
        if target is None:
            return PlannedWrite(
                "create",
                device_memory_id(episode.episode_id, index),
                None,
                device_type,
                candidate.content,
                app,
                evidence,
                "add",
            )
        strength = evidence_strength(episode.goal_result)
        end = episode.ended_at or episode.started_at
        newer = target.latest is None or end > target.latest
        if strength > target.strength or (strength == target.strength and newer):
            return PlannedWrite(
                "update",
                target.memory_id,
                target.revision,
                device_type,
                candidate.content,
                app,
                evidence,
                "supersede",
            )
        if strength == target.strength:
            content = f"{_CONFLICT_PREFIX}{target.memory_id}: {candidate.content}"
            if len(content) > MAX_CONTENT_CHARS:
                content = content[: MAX_CONTENT_CHARS - 1].rstrip() + "…"
            return PlannedWrite(
                "create",
                device_memory_id(episode.episode_id, index),
                None,
                device_type,
                content,
                app,
                evidence,
                "contradiction",
            )
        return None

    # ------------------------------------------------------------------------------ apply

    async def _apply(self, entry: LedgerEntry, counts: Counter[str]) -> None:
        plan = [PlannedWrite.from_json(p) for p in entry.plan]
        for write in plan:
            try:
                outcome = await self._stores.apply(write.intent())
            except (RevisionConflict, MemoryNotFound, IdConflict) as exc:
                current = await self._stores.get(StoreName.DEVICE, write.memory_id)
                if isinstance(current, DeviceMemoryRecord) and _carries(current, write):
                    continue
                await self._mark(
                    entry.episode_id,
                    LedgerState.RETRY,
                    reason=type(exc).__name__,
                    attempts=entry.attempts + 1,
                )
                counts["retry"] += 1
                _log.warning(
                    "episode.write_conflict",
                    extra={
                        "episode_id": entry.episode_id,
                        "memory_id": write.memory_id,
                        "error_kind": type(exc).__name__,
                    },
                )
                return
            _log.debug(
                "episode.write",
                extra={
                    "episode_id": entry.episode_id,
                    "memory_id": outcome.record.id,
                    "resolution": write.resolution,
                    "status": outcome.status.value,
                },
            )
            counts["created" if write.resolution == "add" else write.resolution] += 1
        await self._mark(
            entry.episode_id,
            LedgerState.DONE,
            attempts=entry.attempts,
            plan=plan,
            rejected=entry.rejected,
        )
        counts["done"] += 1
        _log.info(
            "episode.done",
            extra={
                "episode_id": entry.episode_id,
                "writes": len(plan),
                "rejected": len(entry.rejected),
            },
        )

    def _result(self, counts: Counter[str]) -> BatchResult:
        self.totals.update(counts)
        processed = counts["done"] + counts["ignored"]
        if counts:
            _log.info("episode.batch", extra={**{f"n_{k}": v for k, v in sorted(counts.items())}})
        return BatchResult(processed, dict(counts))


def _ineligible(episode: Episode) -> str:
    if episode.status is not EpisodeStatus.COMPLETED:
        return f"status:{episode.status.value}"
    if not episode.steps:
        return "no_steps"
    if not episode.evidence_steps:
        return "no_device_evidence"
    return ""


def _check(candidate: Candidate, episode: Episode, apps: set[str]) -> str | None:
    if holds_code_or_secret(candidate.content):
        # No store holds a code or secret (case M10), whether the model or the fallback rules
        # wrote it: a goal like "log in with PIN 4821" must not become a procedure.
        return "holds_code_or_secret"
    for step in candidate.evidence_steps:
        if not 0 <= step < len(episode.steps):
            return "evidence_step_not_in_episode"
        if not episode.steps[step].evidence:
            return "evidence_step_without_device_evidence"
    allowed = _RESULT_TYPES.get(candidate.type)
    if allowed is not None and episode.goal_result not in allowed:
        return f"type_{candidate.type.value}_needs_{'_or_'.join(sorted(allowed))}"
    if candidate.app_package is not None and candidate.app_package not in apps:
        return "app_not_in_episode"
    return None


def _carries(record: DeviceMemoryRecord, write: PlannedWrite) -> bool:
    """Whether ``record`` already holds ``write`` (a replay after a crash)."""
    return record.content == write.content and record.evidence == write.evidence


def _related(target: _Target, record: DeviceMemoryRecord) -> RelatedMemory:
    attributes = {
        "type": record.type.value,
        "app": record.app_package or "",
        "revision": str(record.revision),
    }
    return RelatedMemory(target.ref, record.content, attributes)
