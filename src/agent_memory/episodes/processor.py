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

One memory per goal and app (issue 23). Before the model call the processor looks up the
procedure (``ui_path``) and the failure kept for each episode's goal (:func:`~agent_memory.memory.\
model.goal_key`) and app, shows them to the model, and applies these rules whatever it answers:

* a ``procedure`` candidate for a goal and app that already has one updates it: the same path
  (action, element text, resource id of every step) *reinforces* it (confidence + 0.1 up to 1,
  the episode joins its evidence, latest 5); a different path *supersedes* it when the episode
  is stronger evidence, ended later, or took fewer steps (confidence back to 0.6; the old state
  stays in the record's ``history``), else it is rejected (``weaker_evidence``);
* an answer's own update target is checked as usual, then overridden for these two types: the
  kept record of the candidate's type wins, and an update aimed at a record of the other type
  (a failure pattern "updating" the procedure it broke) becomes an add beside it;
* a ``failure_pattern`` candidate is linked (``linked_id``) to the procedure kept for its goal
  and app, and that procedure's confidence is halved (resolution ``weaken``); a failure already
  kept for the goal and app is reinforced with the new text instead of a second one; when a new
  path later supersedes the procedure, the failure linked to it is halved in turn (the path it
  describes is the old one);
* every write stores the goal, the app version the episode recorded (``app_versions``), and for
  a procedure the replayable steps (:func:`~agent_memory.episodes.procedure.procedure_steps`),
  built from the episode, never from the model's text; content that repeats text the agent
  typed is rejected (``holds_typed_text``).

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
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Final, Literal

from agent_memory.clock import Clock, SystemClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.round import (
    BatchSize,
    ShownRefs,
    Turn,
    apply_intents,
    choose_turn,
    record_batch,
)
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.episodes.ledger import EpisodeLedger, LedgerEntry, LedgerState
from agent_memory.episodes.model import Episode, EpisodeStatus, GoalResult
from agent_memory.episodes.procedure import app_version_of, procedure_steps, typed_values
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
    ModelError,
    ProposalInvalid,
    TruncatedOutput,
)
from agent_memory.memory.intents import CreateMemory, MemoryIntent, UpdateMemory
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import (
    MAX_CONTENT_CHARS,
    DeviceEvidence,
    DeviceMemoryChanges,
    DeviceMemoryRecord,
    DeviceMemoryType,
    NewDeviceMemory,
    ProcedureStep,
    StoreName,
    goal_key,
)
from agent_memory.memory.recall import DeviceRecallQuery
from agent_memory.privacy import holds_code_or_secret
from agent_memory.worker import BatchResult

__all__ = [
    "CONFIDENCE_STEP",
    "DEVICE_ID_PREFIX",
    "MAX_EVIDENCE",
    "NEW_CONFIDENCE",
    "EpisodeProcessor",
    "EpisodeProcessorConfig",
    "PlannedWrite",
    "device_memory_id",
    "evidence_strength",
]

DEVICE_ID_PREFIX: Final = "dev-"
NEW_CONFIDENCE: Final = 0.6
"""Confidence of a Device Memory just learned, or of a procedure whose path just changed."""
CONFIDENCE_STEP: Final = 0.1
"""Confidence an episode that repeats a kept procedure (or failure) adds, up to 1."""
MAX_EVIDENCE: Final = 5
"""Most episodes one reinforced Device Memory cites (the latest kept)."""
_GOAL_TYPES: Final = (DeviceMemoryType.UI_PATH, DeviceMemoryType.FAILURE)
_GOAL_CANDIDATES: Final = frozenset({CandidateType.PROCEDURE, CandidateType.FAILURE_PATTERN})
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

    A write carries the record's whole state after it (an update names every field), so
    re-applying a saved plan converges.

    Attributes:
        op: ``create`` or ``update``.
        memory_id: The record.
        expected_revision: For ``update``: the revision it applies at.
        type, content, app_package, evidence: The record's fields after the write.
        resolution: ``add``, ``supersede``, ``contradiction``, ``reinforce`` (the same path
            again) or ``weaken`` (a failure lowered a procedure's confidence); see the module
            docstring.
        goal, steps, app_version, confidence, linked_id: The version-2 fields after the write
            (``docs/formats/memory-store.md``); absent in ledger lines written before them.
        reinforced: Whether the write counts one more confirming episode.
    """

    op: Literal["create", "update"]
    memory_id: str
    expected_revision: int | None
    type: DeviceMemoryType
    content: str
    app_package: str | None
    evidence: tuple[DeviceEvidence, ...]
    resolution: str
    goal: str | None = None
    steps: tuple[ProcedureStep, ...] = ()
    app_version: str | None = None
    confidence: float = NEW_CONFIDENCE
    linked_id: str | None = None
    reinforced: bool = False

    def intent(self) -> MemoryIntent:
        """Return the store intent of this write."""
        if self.op == "create":
            return CreateMemory(
                StoreName.DEVICE,
                self.memory_id,
                NewDeviceMemory(
                    self.type,
                    self.content,
                    self.evidence,
                    self.app_package,
                    goal=self.goal,
                    steps=self.steps,
                    app_version=self.app_version,
                    confidence=self.confidence,
                    linked_id=self.linked_id,
                ),
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
                goal=self.goal or "",
                steps=self.steps,
                app_version=self.app_version or "",
                confidence=self.confidence,
                linked_id=self.linked_id,
                reinforced=self.reinforced,
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
            "goal": self.goal,
            "steps": [step.to_json() for step in self.steps],
            "app_version": self.app_version,
            "confidence": self.confidence,
            "linked_id": self.linked_id,
            "reinforced": self.reinforced,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PlannedWrite:
        """Build a write from its ledger form (lines without the version-2 fields included)."""
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
            goal=data.get("goal"),
            steps=tuple(ProcedureStep.from_json(x) for x in data.get("steps", ())),
            app_version=data.get("app_version"),
            confidence=float(data.get("confidence", NEW_CONFIDENCE)),
            linked_id=data.get("linked_id"),
            reinforced=bool(data.get("reinforced", False)),
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
    record: DeviceMemoryRecord | None
    state: PlannedWrite | None = None

    def current(self) -> PlannedWrite:
        """Return the record's state as this batch left it (as stored when untouched)."""
        if self.state is not None:
            return self.state
        r = self.record
        assert r is not None  # a target made by this batch always has a state
        return PlannedWrite(
            "update",
            r.id,
            r.revision,
            r.type,
            r.content,
            r.app_package,
            r.evidence,
            "",
            r.goal,
            r.steps,
            r.app_version,
            r.confidence,
            r.linked_id,
        )


@dataclass(slots=True)
class _Batch:
    episodes: list[Episode]
    targets: dict[str, _Target] = field(default_factory=dict)
    # The refs recalled for each episode: an update may target only one of its own.
    related: dict[str, frozenset[str]] = field(default_factory=dict)
    counts: Counter[str] = field(default_factory=Counter)
    # The record already kept for (goal key, app, type), whether shown to the model or not.
    known: dict[tuple[str, str | None, DeviceMemoryType], _Target] = field(default_factory=dict)


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
        self._size = BatchSize(self.config.batch_size)
        # Episodes this process marked ``processing``: one marked by an earlier process died
        # with it (see _count_if_died_with_process).
        self._marked_here: set[str] = set()
        self.totals: Counter[str] = Counter()

    # ------------------------------------------------------------------------ Processor API

    async def has_pending(self) -> bool:
        """Return whether an episode is stored but not ``done``/``ignored`` (one directory scan)."""
        proposed, todo = await asyncio.to_thread(self._scan)
        return bool(proposed or todo)

    async def count_pending(self) -> int:
        """Return how many episodes are stored but not ``done``/``ignored`` (one directory scan)."""
        proposed, todo = await asyncio.to_thread(self._scan)
        return len(proposed) + len(todo)

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
        turns = {e.episode_id: self._turn(e.episode_id) for e in alive}
        # Worn: the model had its attempts; the fallback answers them, or they are poison.
        worn = [e for e in alive if turns[e.episode_id].fallback or turns[e.episode_id].poison]
        batch = (worn or alive)[: self._size.limit]
        if all(turns[e.episode_id].poison for e in batch):
            for episode in batch:
                await self._mark(
                    episode.episode_id,
                    LedgerState.IGNORED,
                    reason="poison: the model or its answers failed repeatedly",
                )
                counts["ignored"] += 1
            return self._result(counts)
        engine = self._fallback if worn and self._fallback is not None else self._engine
        while True:
            try:
                await self._extract(_Batch(batch), engine, counts, fallback=bool(worn))
            except TruncatedOutput:
                first = batch[0].episode_id
                if not self._size.split(len(batch), _log, "episode.batch_split", first):
                    raise
                batch = batch[: self._size.limit]
                continue
            self._size.grow()
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

    def _turn(self, episode_id: str) -> Turn:
        """Choose the engine for ``episode_id``: the model, the fallback once, then poison."""
        attempts, limit = self._attempts(episode_id), self.config.max_attempts
        return choose_turn(
            has_model=True,
            has_fallback=self._fallback is not None,
            failed=attempts,
            fallback_failed=max(0, attempts - limit),
            limit=limit,
            fallback_limit=1,
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
        shown: ShownRefs[str, tuple[_Target, DeviceMemoryRecord]] = ShownRefs("d")
        items: list[ExtractItem] = []
        limit = self.config.related_per_episode
        for episode in batch.episodes:
            apps = sorted({s.target_app for s in episode.steps if s.target_app})
            refs: list[str] = []
            # The memories already kept for this goal and app come first: the model is shown
            # them, and the one-memory-per-goal-and-app rule (_plan) applies to them.
            for app in [*apps, None]:
                for kind in _GOAL_TYPES:
                    found = await self._stores.device.find_by_goal(episode.goal, app, kind)
                    if found is None:
                        continue
                    entry = shown.get(found.id)
                    if entry is None:
                        entry = await self._show(shown, found, batch)
                    target = entry[0]
                    batch.known[(goal_key(episode.goal), app, kind)] = target
                    if target.ref not in refs:
                        refs.append(target.ref)
            queries = [DeviceRecallQuery(episode.goal, limit=limit)]
            queries += [DeviceRecallQuery("", app_package=app, limit=limit) for app in apps[:2]]
            for query in queries:
                for hit in await self._stores.recall_device_memory(query):
                    record = hit.record
                    entry = shown.get(record.id)
                    if entry is None:
                        entry = await self._show(shown, record, batch)
                    ref = entry[0].ref
                    if ref not in refs:
                        refs.append(ref)
            batch.related[episode.episode_id] = frozenset(refs)
            items.append(episode_extract_item(episode, refs))
        return shown.values(), items

    async def _show(
        self,
        shown: ShownRefs[str, tuple[_Target, DeviceMemoryRecord]],
        record: DeviceMemoryRecord,
        batch: _Batch,
    ) -> tuple[_Target, DeviceMemoryRecord]:
        """Show ``record`` under the next ref; the batch may target it under that ref."""
        target = await self._target(shown.next_ref(), record)
        batch.targets[target.ref] = target
        return shown.add(record.id, (target, record))

    async def _target(self, ref: str, record: DeviceMemoryRecord) -> _Target:
        strength, latest = 0, None
        for evidence in record.evidence:
            source = await asyncio.to_thread(self._store.get, evidence.episode_id)
            if source is None:
                continue
            strength = max(strength, evidence_strength(source.goal_result))
            end = source.ended_at or source.started_at
            latest = end if latest is None else max(latest, end)
        return _Target(ref, record.id, record.revision, record.revision, strength, latest, record)

    def _plan(
        self, episode: Episode, answer: EpisodeAnswer, batch: _Batch
    ) -> tuple[list[PlannedWrite], list[str]]:
        plan: list[PlannedWrite] = []
        rejected: list[str] = []
        targeted: set[str] = set()
        apps = {s.target_app for s in episode.steps if s.target_app}
        typed = typed_values(episode)
        key = goal_key(episode.goal)
        for index, candidate in enumerate(answer.candidates):
            rule = _check(candidate, episode, apps, typed)
            target = None
            known = None
            if rule is None and candidate.type in _GOAL_CANDIDATES:
                kind = CANDIDATE_DEVICE_TYPE[candidate.type]
                known = batch.known.get((key, candidate.app_package, kind))
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
            if rule is None and candidate.type in _GOAL_CANDIDATES:
                # One memory per goal and app: a procedure (or failure) for a goal already kept
                # updates the kept one, whatever the answer targeted; an update aimed at a
                # record of another type (a failure pattern "updating" the procedure it broke)
                # becomes an add, so the failure is kept beside the procedure, not over it.
                kind = CANDIDATE_DEVICE_TYPE[candidate.type]
                if known is not None:
                    target = known
                elif target is not None and target.current().type is not kind:
                    target = None
                if target is not None and target is known and target.memory_id in targeted:
                    rule = "target_twice"
            if rule is not None:
                rejected.append(f"candidate {index}: {rule}")
                continue
            if target is not None and target is known and candidate.type is CandidateType.PROCEDURE:
                write = self._resolve_procedure(episode, candidate, target)
            elif target is not None and target is known:
                write = self._recur_failure(episode, candidate, target)
            else:
                write = self._resolve(episode, index, candidate, target)
            if write is None:
                rejected.append(f"candidate {index}: weaker_evidence")
                continue
            if candidate.type is CandidateType.FAILURE_PATTERN:
                procedure = batch.known.get((key, candidate.app_package, DeviceMemoryType.UI_PATH))
                if procedure is not None:
                    write = replace(write, linked_id=procedure.memory_id)
                    if procedure.memory_id not in targeted:
                        plan.append(self._weaken(procedure))
                        self._advance(procedure, plan[-1], episode, strengthen=False)
                        targeted.add(procedure.memory_id)
            if candidate.type is CandidateType.PROCEDURE and write.resolution == "supersede":
                # A new path that works: the failure of the old one is trusted half as much.
                failure = batch.known.get((key, candidate.app_package, DeviceMemoryType.FAILURE))
                if (
                    failure is not None
                    and failure.memory_id not in targeted
                    and failure.current().linked_id == write.memory_id
                ):
                    plan.append(self._weaken(failure))
                    self._advance(failure, plan[-1], episode, strengthen=False)
                    targeted.add(failure.memory_id)
            if target is not None and write.op == "update":
                targeted.add(target.memory_id)
                self._advance(target, write, episode, strengthen=True)
            elif write.resolution == "add" and candidate.type in _GOAL_CANDIDATES:
                # A later episode of this batch with the same goal and app updates this one.
                made = _Target(
                    "",
                    write.memory_id,
                    1,
                    1,
                    evidence_strength(episode.goal_result),
                    episode.ended_at,
                    None,
                    replace(write, op="update", expected_revision=1),
                )
                batch.known[(key, write.app_package, write.type)] = made
                targeted.add(write.memory_id)
            plan.append(write)
        return plan, rejected

    @staticmethod
    def _advance(
        target: _Target, write: PlannedWrite, episode: Episode, *, strengthen: bool
    ) -> None:
        target.revision += 1
        target.state = replace(write, op="update", expected_revision=target.revision)
        if strengthen:
            target.strength = evidence_strength(episode.goal_result)
            target.latest = episode.ended_at

    def _fields(self, episode: Episode, candidate: Candidate) -> dict[str, Any]:
        """The version-2 fields of a write drawn from ``episode`` (goal, steps, app version)."""
        goal = episode.goal if not holds_code_or_secret(episode.goal) else None
        steps: tuple[ProcedureStep, ...] = ()
        if candidate.type is CandidateType.PROCEDURE:
            steps = procedure_steps(episode)
        return {
            "goal": goal,
            "steps": steps,
            "app_version": app_version_of(episode, candidate.app_package),
        }

    def _resolve_procedure(
        self, episode: Episode, candidate: Candidate, target: _Target
    ) -> PlannedWrite | None:
        """Same goal and app as a kept procedure: reinforce the same path, or let a path win.

        The same steps (action, element text, resource id) reinforce it (confidence + 0.1, the
        evidence joined). A different path replaces it (its old state goes to ``history``) when
        the episode is stronger evidence, ended later, or took fewer steps; otherwise the kept
        procedure stays and the candidate is rejected.
        """
        current = target.current()
        fields = self._fields(episode, candidate)
        steps: tuple[ProcedureStep, ...] = fields["steps"]
        evidence = DeviceEvidence(episode.episode_id, candidate.evidence_steps)
        if current.steps and [s.key() for s in steps] == [s.key() for s in current.steps]:
            return _reinforce(current, target, evidence, fields)
        strength = evidence_strength(episode.goal_result)
        end = episode.ended_at or episode.started_at
        newer = target.latest is None or end > target.latest
        shorter = bool(current.steps) and len(steps) < len(current.steps)
        if strength > target.strength or (strength == target.strength and (newer or shorter)):
            return PlannedWrite(
                "update",
                target.memory_id,
                target.revision,
                CANDIDATE_DEVICE_TYPE[candidate.type],
                candidate.content,
                candidate.app_package,
                (evidence,),
                "supersede",
                confidence=NEW_CONFIDENCE,
                **fields,
            )
        return None

    def _recur_failure(
        self, episode: Episode, candidate: Candidate, target: _Target
    ) -> PlannedWrite:
        """A failure already kept for this goal and app: the new one replaces its text."""
        current = target.current()
        fields = self._fields(episode, candidate)
        evidence = DeviceEvidence(episode.episode_id, candidate.evidence_steps)
        return _reinforce(
            current,
            target,
            evidence,
            fields,
            type=CANDIDATE_DEVICE_TYPE[candidate.type],
            content=candidate.content,
        )

    @staticmethod
    def _weaken(procedure: _Target) -> PlannedWrite:
        """Halve a kept record's confidence, nothing else changed.

        Used for a procedure an episode of its goal failed on, and for the failure of an old
        path a new path replaced.
        """
        current = procedure.current()
        return replace(
            current,
            op="update",
            expected_revision=procedure.revision,
            resolution="weaken",
            confidence=round(current.confidence / 2, 4),
            reinforced=False,
        )

    def _resolve(
        self, episode: Episode, index: int, candidate: Candidate, target: _Target | None
    ) -> PlannedWrite | None:
        evidence = (DeviceEvidence(episode.episode_id, candidate.evidence_steps),)
        device_type = CANDIDATE_DEVICE_TYPE[candidate.type]
        app = candidate.app_package
        fields = self._fields(episode, candidate)
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
                confidence=NEW_CONFIDENCE,
                **fields,
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
                confidence=NEW_CONFIDENCE,
                **fields,
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
                confidence=NEW_CONFIDENCE,
                **fields,
            )
        return None

    # ------------------------------------------------------------------------------ apply

    async def _apply(self, entry: LedgerEntry, counts: Counter[str]) -> None:
        """Apply an episode's saved plan (:func:`apply_intents`), then ledger ``done``.

        A write the user forgot is counted ``forgotten`` (a replay of the plan does not make it
        again). A revision that moved under the plan (someone else wrote the record) sends the
        episode to ``retry`` for a fresh extraction.
        """
        plan = [PlannedWrite.from_json(p) for p in entry.plan]
        writes = await apply_intents(self._stores, [(w, w.intent()) for w in plan], self._holds)
        for landed in writes.landed:
            if landed.status == "forgotten":
                counts["forgotten"] += 1
            elif landed.status != "held":
                write = landed.key
                counts["created" if write.resolution == "add" else write.resolution] += 1
        if writes.conflict is not None:
            write, _, error = writes.conflict
            await self._mark(
                entry.episode_id,
                LedgerState.RETRY,
                reason=type(error).__name__,
                attempts=entry.attempts + 1,
            )
            counts["retry"] += 1
            _log.warning(
                "episode.write_conflict",
                extra={
                    "episode_id": entry.episode_id,
                    "memory_id": write.memory_id,
                    "error_kind": type(error).__name__,
                },
            )
            return
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

    async def _holds(self, write: PlannedWrite, _intent: MemoryIntent) -> bool:
        """Return whether the Device store already holds ``write`` (a plan re-applied)."""
        current = await self._stores.get(StoreName.DEVICE, write.memory_id)
        return isinstance(current, DeviceMemoryRecord) and _carries(current, write)

    def _result(self, counts: Counter[str]) -> BatchResult:
        processed = counts["done"] + counts["ignored"]
        if counts:
            record_batch(self.totals, dict(sorted(counts.items())), _log, "episode.batch")
        return BatchResult(processed, dict(counts))


def _ineligible(episode: Episode) -> str:
    if episode.status is not EpisodeStatus.COMPLETED:
        return f"status:{episode.status.value}"
    if not episode.steps:
        return "no_steps"
    if not episode.evidence_steps:
        return "no_device_evidence"
    return ""


def _join_evidence(
    kept: tuple[DeviceEvidence, ...], new: DeviceEvidence
) -> tuple[DeviceEvidence, ...]:
    joined = [e for e in kept if e.episode_id != new.episode_id] + [new]
    return tuple(joined[-MAX_EVIDENCE:])


def _check(
    candidate: Candidate, episode: Episode, apps: set[str], typed: Sequence[str] = ()
) -> str | None:
    if holds_code_or_secret(candidate.content):
        # No store holds a code or secret (case M10), whether the model or the fallback rules
        # wrote it: a goal like "log in with PIN 4821" must not become a procedure.
        return "holds_code_or_secret"
    folded = candidate.content.casefold()
    if any(value.casefold() in folded for value in typed):
        # Text the agent typed (a password, a message) is never kept, even when it does not
        # read as a secret.
        return "holds_typed_text"
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
    return (
        record.content == write.content
        and record.evidence == write.evidence
        and record.steps == write.steps
        and abs(record.confidence - write.confidence) < 1e-9
    )


def _related(target: _Target, record: DeviceMemoryRecord) -> RelatedMemory:
    attributes = {
        "type": record.type.value,
        "app": record.app_package or "",
        "revision": str(record.revision),
        "confidence": f"{record.confidence:.2f}",
    }
    if record.app_version is not None:
        attributes["app_version"] = record.app_version
    if record.linked_id is not None:
        attributes["linked_to"] = record.linked_id
    return RelatedMemory(target.ref, record.content, attributes)


def _reinforce(
    current: PlannedWrite,
    target: _Target,
    evidence: DeviceEvidence,
    fields: Mapping[str, Any],
    **changes: Any,
) -> PlannedWrite:
    """Return ``current`` written again as a reinforcement by one more episode.

    The episode's evidence is joined to the record's, its app version kept when it names one,
    confidence raised by :data:`CONFIDENCE_STEP` (at most 1.0); ``changes`` replace other fields
    (a recurring failure's type and text).
    """
    return replace(
        current,
        expected_revision=target.revision,
        evidence=_join_evidence(current.evidence, evidence),
        resolution="reinforce",
        app_version=fields["app_version"] or current.app_version,
        confidence=min(1.0, round(current.confidence + CONFIDENCE_STEP, 4)),
        reinforced=True,
        goal=current.goal or fields["goal"],
        **changes,
    )
