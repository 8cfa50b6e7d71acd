"""NotificationMemoryProcessor: from pending notifications to validated memory actions.

Spec: Notification Processor, Failure and Recovery. One :meth:`run_batch` is the whole business
flow of the notification scenario, in the spec's order:

1. ``consume`` the BLE ring (when the context's writes are enabled), then ``read_pending``.
2. Coalesce added/modified/removed records (:mod:`agent_memory.notifications.coalesce`).
3. Filter noise deterministically (:mod:`agent_memory.privacy`): one-time codes,
   secrets, marketing and system notifications get an ``ignore`` outcome and no model sees them;
   with :attr:`ProcessorConfig.mask_secrets`, a secret span inside an otherwise kept long
   message is masked before extraction instead of the message being dropped.
4. Recall related Temporary and Long-Term memories for every remaining notification and make
   exactly one ``MemoryMergeEngine.extract`` call for the batch. Each notification is shown with
   its own local receive time (case M8); related memories under short per-batch references
   (``m1``, ``m2`` ...) that map back to ``(store, memory_id, revision)``. For small local models
   (issue 25): with :attr:`ProcessorConfig.rules_first` the deterministic rules decide the
   notifications they are certain of and only the rest is extracted (none left: no call); with
   ``answer="lines"`` the model answers one line per notification
   (:mod:`agent_memory.notifications.compact`), and a line answer cut at the token limit keeps
   its complete lines and asks again for the rest in a smaller call.
5. Parse and validate the answer (:mod:`agent_memory.notifications.actions`, one builder per
   action): at most one action per notification; a target must be a memory shown for this
   batch, at the revision shown; contents within limits and free of codes and secrets; expiries
   after the notification and within :attr:`ProcessorConfig.max_expiry_days`. Then the rules no
   text can change (:mod:`agent_memory.notifications.guard`): a target recalled for that very
   notification and made by this scenario, evidence in the notification for ``remove`` and
   ``promote``, at most :attr:`ProcessorConfig.max_removes_per_batch` removes; a broken rule
   refuses that action only (``ignore``, ``refused:<rule>``). Text that gives orders to an
   assistant was filtered at step 3 (``steering:<rule>``).
6. Apply explicit MemoryIntents in order, with ids fixed per notification (``ntf-<context_id>``),
   so a rerun after a crash converges (case M5); the engine round's
   :func:`~agent_memory.engine.round.apply_intents` recovers from the conflicts a rerun meets.
7. Record the batch's decisions in the decision trail, without text
   (:mod:`agent_memory.notifications.trail`), then ``commit_processed``, only after every write
   succeeded. A write that would make again a memory the user forgot is skipped
   (``ignore``, ``forgotten``).

What a failure leaves: the memory cursor stays. Any exception of an attempt counts as a failed
attempt of the batch (a model error, an invalid proposal, a value the store refuses, an error of
our own code on one odd record), and so does an attempt that died with the process (the context
records each attempt durably before it starts:
:meth:`~agent_memory.notifications.context.NotificationContext.begin_attempt`). Not counted: a
cancel (``CancelledError`` propagates), a split, and a disk error (``StorageError``: the disk, not
the batch, is at fault; the worker backs off). Attempts are counted per provider. After
:attr:`ProcessorConfig.max_attempts` failed model attempts the batch is answered by the
deterministic fallback engine instead (spec: "deterministic Temporary Memory fallback"); with no
model configured the fallback is the provider from the start. When the fallback fails on a batch
of several records (an exception, or the process died during its run), the batch is isolated:
its records are taken one at a time, so that only a record that fails alone, ``max_attempts``
times, is recorded as a ``poison`` gap (once: the gap and the cursor move are one state write)
and the cursor moves on, never silently and never for its neighbours. A model answer cut at its
token limit (``TruncatedOutput``, case M7) halves the batch and retries at once; the limit grows
back by one record per successful batch.

Cancellation (a foreground task starts): the model call is aborted and nothing of the batch is
applied or committed. Steps 2 and 3 (coalescing and the noise filter, :meth:`_plan`) are CPU-bound
and run in a worker thread (``asyncio.to_thread``), so the event loop never stalls on them; they
read the batch and write nothing, so a cancel that lands there leaves the thread to finish and
its plan is dropped. Writes happen only after the model call returned; a cancel that lands
during a store write lets that committed write finish in its thread, and the rerun converges
through the fixed ids and revision checks.

Logs are events ``notification.*`` with context ids, app ids, actions, counts and
reasons only, never a title, body or memory text.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from agent_memory.clock import Clock, SystemClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.round import (
    BatchSize,
    ShownRefs,
    apply_intents,
    choose_turn,
    record_batch,
)
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.errors import (
    StorageError,
    TruncatedOutput,
)
from agent_memory.memory.intents import (
    CreateMemory,
    MemoryIntent,
    PromoteMemory,
    promoted_id,
)
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import (
    MemoryRecord,
    StoreName,
)
from agent_memory.memory.recall import RecallQuery
from agent_memory.notifications.actions import (
    NOTIFICATION_ID_PREFIX,
    ActionCheck,
    ActionLimits,
    Shown,
    changeable,
    memory_id_for,
)
from agent_memory.notifications.coalesce import Coalesced, Item, coalesce
from agent_memory.notifications.compact import COMPACT_NOTIFICATION_SCENARIO, NotificationLines
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.fallback import rules_first
from agent_memory.notifications.guard import (
    steering_rule,
)
from agent_memory.notifications.intake import Intake
from agent_memory.notifications.meaning import (
    ItemMeaning,
    family,
    hint_fields,
    understand_item,
)
from agent_memory.notifications.noise import classify, mask_event
from agent_memory.notifications.outcome import BatchOutcome, NotificationBatchResult, Outcome
from agent_memory.notifications.proposal import (
    NOTIFICATION_PROPOSAL_SCHEMA,
    NOTIFICATION_SCENARIO,
    notification_extract_item,
    parse_notification_proposal,
)
from agent_memory.notifications.record import NotificationRecord
from agent_memory.notifications.state import Gap
from agent_memory.notifications.trail import Decision, DecisionTrail
from agent_memory.privacy import Verdict, classify_text

__all__ = [
    "NOTIFICATION_ID_PREFIX",
    "NotificationMemoryProcessor",
    "ProcessorConfig",
    "memory_id_for",
]

_log = logging.getLogger("agent_memory.notifications")


@dataclass(frozen=True, slots=True)
class ProcessorConfig:
    """Tunables of the notification processor (spec defaults).

    Attributes:
        batch_size: Records per batch (spec: 10).
        consume_limit: Ring events pulled per batch (spec: 100).
        max_attempts: Failed attempts of one batch before the fallback answers it (default 3).
        related_per_notification: Related memories recalled per notification.
        history: Processed records read back as coalescing context.
        max_expiry_days: Latest accepted expiry after the notification's receipt, in days.
        max_removes_per_batch: Most ``remove`` actions applied in one batch, the first in
            ``context_id`` order; more are refused (``notifications/guard.py``, rule 5).
        answer: How the model answers: ``json`` (the proposal object,
            :data:`~agent_memory.notifications.proposal.NOTIFICATION_PROPOSAL_SCHEMA`) or
            ``lines`` (one line per notification, :mod:`agent_memory.notifications.compact`;
            with a provider in ``grammar`` mode the server is held to it by a GBNF grammar).
            The line answer is the one for small local models.
        lines: The line protocol's settings (text length, debugging reasons).
        rules_first: Whether the deterministic rules decide the items they are certain of
            before the model is asked
            (:func:`~agent_memory.notifications.fallback.rules_first`); the model then sees
            only the rest, and a batch with nothing left makes no call.
        mask_secrets: Whether a long message that holds a secret with a clear end is kept with
            the secret masked (``keep.masked.<rule>``) instead of dropped as ``secret``
            (:func:`agent_memory.privacy.classify_text`; default False: dropped).
    """

    batch_size: int = 10
    consume_limit: int = 100
    max_attempts: int = 3
    related_per_notification: int = 3
    history: int = 50
    max_expiry_days: int = 730
    max_removes_per_batch: int = 3
    answer: Literal["json", "lines"] = "json"
    lines: NotificationLines = field(default_factory=NotificationLines)
    rules_first: bool = False
    mask_secrets: bool = False


@dataclass(slots=True)
class _Plan:
    batch: list[NotificationRecord]
    coalesced: Coalesced
    model_items: list[Item] = field(default_factory=list)
    masked: dict[int, NotificationRecord] = field(default_factory=dict)
    outcomes: dict[int, Outcome] = field(default_factory=dict)
    meanings: dict[int, ItemMeaning] = field(default_factory=dict)
    verdicts: dict[int, str] = field(default_factory=dict)


class NotificationMemoryProcessor:
    """The notification scenario's processor; register it with a ``MemoryWorker``.

    Args:
        context: The NotificationContext (durable intake and cursors).
        stores: Temporary / Long-Term stores.
        engine: The extraction engine (a model provider, or the deterministic fallback).
        fallback_engine: The engine that answers a batch after ``max_attempts`` failures; the
            deterministic notification fallback in the runtime. Pass the same object as
            ``engine`` when there is no model (the fallback is then the provider, and its
            failures count toward a poison gap). ``None``: a record that fails alone
            ``max_attempts`` times is recorded as a ``poison`` gap.
        clock: UTC time for expiry checks.
        config: Tunables.
        intake: The intake whose ring this processor drains at the start of a batch (the
            runtime passes the one its publishers use, so both hold one lock); by default one
            over the context's own ring.
        trail: Where each batch's decisions are recorded, without text, before its commit
            (``docs/formats/decision-trail.md``); ``None`` records none.
    """

    name = "notification"

    def __init__(
        self,
        context: NotificationContext,
        stores: MemoryStores,
        engine: MemoryMergeEngine,
        *,
        fallback_engine: MemoryMergeEngine | None = None,
        clock: Clock | None = None,
        config: ProcessorConfig | None = None,
        intake: Intake | None = None,
        trail: DecisionTrail | None = None,
    ) -> None:
        self._context = context
        self._trail = trail
        self._stores = stores
        self._engine = engine
        self._model = None if engine is fallback_engine else engine
        self._fallback = fallback_engine
        self._clock = clock or SystemClock()
        self.config = config or ProcessorConfig()
        self._intake = intake or Intake(context.ring, context, page=self.config.consume_limit)
        self._size = BatchSize(self.config.batch_size)
        self.totals: Counter[str] = Counter()

    # ------------------------------------------------------------------------ Processor API

    async def reconcile_ids(self) -> bool:
        """Detect records cut from the log after the last checkpoint; never reuse their ids.

        A disk that lied about fsync, or a restore of an older copy of the shards and state,
        can lose records the state never named: the log and the state then agree on an
        earlier end, and the lost records' context ids would be handed out again, to other
        notifications whose ``ntf-<context_id>`` memories would collide with the lost ones'.
        The memory stores are a second witness: a memory whose source names a context id at or
        past ``next_context_id`` proves such records existed. Call once on start, before the
        worker runs.

        Returns:
            True when a loss was found: a ``lost_tail`` gap is recorded and the ids are reserved.

        Raises:
            StorageError: The state could not be written.
        """
        highest = await self._stores.max_context_id("notification")
        return await asyncio.to_thread(
            self._context.reserve_ids_through,
            highest,
            "The memory stores name records the log no longer holds (cut after the last "
            "checkpoint); their ids are not reused.",
        )

    async def has_pending(self) -> bool:
        """Return whether the ring or the context holds work (a pure read: one record read).

        Unconsumed ring events count only while writes are on (a batch could not consume
        them otherwise); :meth:`run_batch` consumes them.
        """
        if self._intake.has_work():
            return True
        return await asyncio.to_thread(self._context.has_pending)

    async def run_batch(self) -> NotificationBatchResult:
        """Run one batch: consume, read, coalesce, filter, extract once, validate, apply, commit.

        Returns:
            ``processed``: records committed (0 when nothing was pending); ``counts``: outcomes
            by action; ``outcome``: every committed record's outcome, in context_id order.

        Raises:
            Exception: Any failure of the attempt (a model error, an invalid proposal, a store
                write refused): counted for the batch, nothing committed; the worker retries.
            StorageError: A disk write failed (not counted; the cursor stays; the rerun
                converges).
            asyncio.CancelledError: A foreground task started; nothing of the batch is kept.
        """
        context = self._context
        consumed = await self._intake.drain_page()
        if consumed is not None:
            for gap in consumed.gaps:
                _log.warning("notification.gap", extra={"kind": gap.kind, "reason": gap.reason})
        while True:
            batch = await asyncio.to_thread(context.read_pending, self._size.limit)
            if not batch:
                return NotificationBatchResult(0)
            try:
                outcome = await self._run(batch)
            except _Isolated:
                continue  # the batch's records are now taken one at a time
            except TruncatedOutput:
                first = batch[0].context_id
                if not self._size.split(len(batch), _log, "notification.batch_split", first):
                    raise
                continue
            self._size.grow()
            return NotificationBatchResult(len(outcome.outcomes), outcome.counts(), outcome)

    # ----------------------------------------------------------------------------- one batch

    async def _run(self, batch: list[NotificationRecord]) -> BatchOutcome:
        context = self._context
        head = batch[0].context_id
        limit = self.config.max_attempts
        attempts, isolated = await asyncio.to_thread(context.attempts_for, head)
        if isolated:
            batch = batch[:1]
        turn = choose_turn(
            has_model=self._model is not None,
            has_fallback=self._fallback is not None,
            failed=attempts.failed,
            fallback_failed=attempts.fallback_failed,
            limit=limit,
            force_fallback=isolated,
        )
        fallback, failures, provider = turn.fallback, turn.failures, turn.provider
        if len(batch) > 1 and (turn.poison or (fallback and failures)):
            # The last provider failed on this batch (the fallback once is enough: it would fail
            # the same way): take its records one at a time, so only the culprit can be skipped.
            await self._isolate(batch, provider)
        if turn.poison:
            return await self._poison(batch, f"the {provider} failed on this record every time")
        if not fallback:
            # Durable before the attempt: an attempt that takes the process down is counted on
            # the next open (NotificationContext.begin_attempt), toward the fallback only.
            await asyncio.to_thread(context.begin_attempt, head, provider)
        engine = self._engine if self._fallback is None or not fallback else self._fallback
        try:
            # The fallback marks only its own run (the rules and the validation: pure
            # computation) in flight, so a kill during start-up, a read or a store write, however
            # often it comes, never brings a healthy batch closer to a poison gap.
            outcome = await self._process(batch, engine, head if fallback else None)
        except TruncatedOutput:
            if len(batch) == 1 or fallback:
                self._failed(batch, provider, failures, "TruncatedOutput", [])
                raise
            context.end_attempt(head, failed=False)  # split and retried, not a failure
            raise
        except StorageError:
            context.end_attempt(head, failed=False)  # the disk, not the batch: not counted
            raise
        except Exception as exc:
            # Any other error counts, whatever raised it: an error that is not counted would
            # have the worker retry the batch forever and stall every record after it.
            self._failed(batch, provider, failures, type(exc).__name__, _reasons(exc))
            if fallback and len(batch) > 1:
                await self._isolate(batch, provider)
            raise
        except BaseException:
            context.end_attempt(head, failed=False)  # a cancel: not counted
            raise
        outcome.fallback = fallback and self._model is not None
        await self._write_trail(batch, outcome, provider if outcome.extracted else "none")
        await asyncio.to_thread(context.commit_processed, batch)
        self._record(batch, outcome)
        return outcome

    async def _write_trail(
        self, batch: list[NotificationRecord], outcome: BatchOutcome, provider: str
    ) -> None:
        """Record the batch's decisions in the trail (before the commit; durable on return)."""
        if self._trail is None:
            return
        at = self._clock.now()
        first, last = batch[0].context_id, batch[-1].context_id
        decisions = [
            Decision(
                context_id=o.context_id,
                app_id=o.app_id,
                at=at,
                batch_first=first,
                batch_last=last,
                batch_size=len(batch),
                provider=provider,
                filter_rule=o.filter_rule,
                action=o.action,
                reason=o.reason,
                folded_into=_folded_into(o),
                store=o.store,
                memory_id=o.memory_id,
                revision=o.revision,
            )
            for o in outcome.outcomes
        ]
        await asyncio.to_thread(self._trail.append, decisions)

    def _failed(
        self,
        batch: list[NotificationRecord],
        provider: str,
        failures: int,
        error_kind: str,
        reasons: list[str],
    ) -> None:
        self._context.end_attempt(batch[0].context_id, failed=True, provider=provider)
        _log.warning(
            "notification.batch_failed",
            extra={
                "first": batch[0].context_id,
                "last": batch[-1].context_id,
                "provider": provider,
                "attempt": failures + 1,
                "error_kind": error_kind,
                "reasons": reasons[:10],
            },
        )

    async def _isolate(self, batch: list[NotificationRecord], provider: str) -> None:
        """Have ``batch``'s records taken one at a time from now on, and retry at once."""
        await asyncio.to_thread(self._context.isolate, batch[-1].context_id)
        _log.warning(
            "notification.batch_isolated",
            extra={
                "first": batch[0].context_id,
                "last": batch[-1].context_id,
                "provider": provider,
            },
        )
        raise _Isolated

    async def _process(
        self,
        batch: list[NotificationRecord],
        engine: MemoryMergeEngine,
        mark_head: int | None = None,
    ) -> BatchOutcome:
        """Plan, recall, extract, validate and apply ``batch``; nothing is committed here.

        With ``mark_head`` (a fallback attempt), the extract and the validation are marked in
        flight durably around them (:meth:`NotificationContext.begin_attempt`, then
        :meth:`NotificationContext.settle_attempt`): a process death in there counts as a
        failed fallback run of the batch at ``mark_head``.
        """
        history = await asyncio.to_thread(self._context.read_history, self.config.history)
        # Coalescing and the noise filter are CPU-bound (the filter compiles its tables on first
        # use): they run in a thread so the event loop keeps answering the API and foreground
        # cancels. They only compute; a cancel here drops the plan and nothing was written.
        plan = await asyncio.to_thread(self._plan, batch, history)
        outcome = BatchOutcome()
        intents: list[tuple[int, MemoryIntent]] = []
        if plan.model_items:
            outcome.extracted = True
            shown, items = await self._related(plan)
            if mark_head is not None:
                await asyncio.to_thread(self._context.begin_attempt, mark_head, "fallback")
            memories = [_related_memory(s) for s in shown]
            # A model answers (not the rules, whether as the fallback engine or as the provider).
            by_model = engine is not self._fallback and engine.provider.response_mode != "rules"
            entries: list[dict[str, Any]] = []
            asked: list[ExtractItem] = items
            if by_model and self.config.rules_first:
                # Rules are pure and CPU-bound: off the event loop.
                entries, asked = await asyncio.to_thread(rules_first, items, memories)
                outcome.rule_items = len(items) - len(asked)
            ruled = {int(entry["context_id"]) for entry in entries}
            dropped: set[str] = set()
            if asked:
                answered, dropped = await self._ask(engine, asked, memories, outcome, by_model)
                entries.extend(answered)
            cited = {str(entry["target"]) for entry in entries if entry.get("target")}
            visible = [s for s in shown if s.ref not in dropped or s.ref in cited]
            proposal = parse_notification_proposal({"items": entries})
            check = ActionCheck(
                plan.model_items,
                items,
                visible,
                plan.meanings,
                plan.outcomes,
                ActionLimits(
                    self.config.max_expiry_days,
                    self.config.max_removes_per_batch,
                    self._stores.config.temporary_lifetime_s,
                ),
                self._clock.now(),
                ruled,
            )
            intents = check.intents(proposal.items)
            if mark_head is not None:
                await asyncio.to_thread(self._context.settle_attempt, mark_head)
        await self._apply(intents, plan)
        for context_id, rule in plan.verdicts.items():
            plan.outcomes[context_id] = replace(plan.outcomes[context_id], filter_rule=rule)
        outcome.outcomes = [plan.outcomes[r.context_id] for r in batch]
        return outcome

    async def _ask(
        self,
        engine: MemoryMergeEngine,
        items: Sequence[ExtractItem],
        memories: Sequence[RelatedMemory],
        outcome: BatchOutcome,
        by_model: bool,
    ) -> tuple[list[dict[str, Any]], set[str]]:
        """Ask ``engine`` for the items' actions; keep what a cut line answer holds whole.

        A JSON answer is one call. A line answer (``ProcessorConfig.answer == "lines"``, model
        engines only) numbers the items 1, 2 ... in each call (short ids; mapped back to
        ``context_id``), and shows only the memories its items cite. When it is cut at the
        token limit, its complete, valid lines are kept and the items without one are asked
        again, at most half as many per call as the cut call had (also when no line was
        complete); a single item cut before its line ends raises
        :class:`~agent_memory.errors.TruncatedOutput` (case M7).

        Returns:
            The proposal items (JSON proposal shape, ``context_id`` as in the batch), and the
            refs some call's prompt budget dropped.
        """
        lines = self.config.lines if by_model and self.config.answer == "lines" else None
        scenario = NOTIFICATION_SCENARIO if lines is None else COMPACT_NOTIFICATION_SCENARIO
        entries: list[dict[str, Any]] = []
        dropped: set[str] = set()
        pending = list(items)
        size = len(pending)
        while pending:
            chunk = pending[:size]
            refs = {ref for item in chunk for ref in item.related_refs}
            shown = [m for m in memories if m.ref in refs]
            if lines is None:
                asked, back = chunk, {item.item_id: item.item_id for item in chunk}
                shown = list(memories)
            else:
                asked = [_numbered(k, item) for k, item in enumerate(chunk, start=1)]
                back = {str(k): item.item_id for k, item in enumerate(chunk, start=1)}
            try:
                raw = await engine.extract(
                    scenario, asked, shown, NOTIFICATION_PROPOSAL_SCHEMA, lines=lines
                )
            except TruncatedOutput:
                if lines is None or len(chunk) == 1:
                    raise
                # Cut before its first line ended: the same items again, half as many a call.
                outcome.cut_answers += 1
                size = len(chunk) // 2
                _log.info(
                    "notification.answer_cut",
                    extra={"answered": 0, "rest": len(chunk), "next_size": size},
                )
                continue
            outcome.llm_calls += 1 if raw.usage.requests else 0
            outcome.prompt_tokens += raw.usage.prompt_tokens
            outcome.completion_tokens += raw.usage.completion_tokens
            outcome.line_tokens.extend(raw.line_tokens)
            if raw.cuts.memories_dropped:
                dropped.update(m.ref for m in shown[len(shown) - raw.cuts.memories_dropped :])
            answered = raw.data.get("items")
            if not isinstance(answered, list):
                parse_notification_proposal(raw.data)  # raises, naming what is missing
                answered = []
            for entry in answered:
                if isinstance(entry, dict) and lines is not None:
                    short = str(entry.get("context_id"))
                    entry = {**entry, "context_id": int(back.get(short, short))}
                entries.append(entry)
            if by_model:
                outcome.model_items += len(chunk) if not raw.truncated else len(raw.answered)
            if not raw.truncated:
                pending = pending[len(chunk) :]
                continue
            outcome.cut_answers += 1
            done = {back.get(short, short) for short in raw.answered}
            rest = [item for item in chunk if item.item_id not in done]
            pending = rest + pending[len(chunk) :]
            size = max(1, min(len(rest), (len(chunk) + 1) // 2))
            _log.info(
                "notification.answer_cut",
                extra={"answered": len(done), "rest": len(rest), "next_size": size},
            )
        return entries, dropped

    # ---------------------------------------------------------------------- coalesce + filter

    def _plan(
        self, batch: list[NotificationRecord], history: Sequence[NotificationRecord]
    ) -> _Plan:
        """Coalesce ``batch`` and filter its noise; decide what the model is shown.

        Runs in a worker thread (called through ``asyncio.to_thread``): it reads only its
        arguments and the noise filter's immutable tables and writes nothing, so running it
        twice, or dropping its result after a cancel, has no effect.

        Args:
            batch: Pending records, ordered by context_id.
            history: Earlier processed records the coalescer may fold into.

        Returns:
            The plan: an outcome for every record, the masked records and the items to extract.
        """
        coalesced = coalesce(batch, history)
        plan = _Plan(batch, coalesced)
        for record in batch:
            cid = record.context_id
            app = record.event.app_id
            if cid in coalesced.skipped:
                plan.outcomes[cid] = Outcome(cid, app, "ignore", coalesced.skipped[cid])
            elif cid in coalesced.folded_into:
                plan.outcomes[cid] = Outcome(
                    cid, app, "folded", f"shown_as:{coalesced.folded_into[cid]}"
                )
        for item in coalesced.items:
            record = item.record
            verdict = classify(record.event, mask_secrets=self.config.mask_secrets)
            plan.verdicts[item.context_id] = _verdict_reason(verdict)
            if verdict.dropped:
                plan.outcomes[item.context_id] = Outcome(
                    item.context_id, record.event.app_id, "filtered", _verdict_reason(verdict)
                )
                for folded in item.folded:
                    plan.outcomes[folded] = Outcome(
                        folded,
                        record.event.app_id,
                        "filtered",
                        _verdict_reason(verdict),
                        filtered_through=item.context_id,
                    )
                continue
            masked_event = mask_event(record.event, verdict)
            steering = steering_rule(masked_event.title, masked_event.subtitle, masked_event.body)
            if steering is not None:
                # Text that gives orders to an assistant makes no memory and no model sees it
                # (notifications/guard.py, rule 1).
                for cid in (item.context_id, *item.folded):
                    plan.outcomes[cid] = Outcome(
                        cid,
                        record.event.app_id,
                        "filtered",
                        f"steering:{steering}",
                        filtered_through=None if cid == item.context_id else item.context_id,
                    )
                continue
            text = item.text
            earlier = item.earlier_text
            if masked_event is not record.event:
                text, earlier = masked_event.body, None  # never show an unmasked earlier version
            elif earlier and _drops(record, earlier):
                earlier = None
            plan.masked[item.context_id] = NotificationRecord(
                record.context_id,
                record.generation,
                record.event_id,
                record.fingerprint,
                masked_event,
                record.position,
            )
            plan.model_items.append(
                Item(
                    plan.masked[item.context_id],
                    text,
                    earlier,
                    item.folded,
                    item.earlier_context_id,
                )
            )
            plan.outcomes[item.context_id] = Outcome(
                item.context_id, record.event.app_id, "ignore", "no_action"
            )
        return plan

    # --------------------------------------------------------------------------- recall

    async def _related(self, plan: _Plan) -> tuple[list[Shown], list[ExtractItem]]:
        """Understand each item, find the memory of its thing, recall related memories.

        The memory that holds the item's thing key comes first (looked up by key, from any app
        or batch), then the memory of the notification's earlier version, then word recall.
        The item carries hint fields for the model and the fallback: resolved times, the thing
        key, the change, and the ref of the memory that holds the key
        (:func:`~agent_memory.notifications.meaning.hint_fields`).
        """
        bases = [self._base_item(item) for item in plan.model_items]
        # The understanding stage is CPU-bound: off the event loop, like coalescing and noise.
        meanings = await asyncio.to_thread(lambda: [understand_item(b) for b in bases])
        shown: ShownRefs[tuple[StoreName, str], Shown] = ShownRefs("m")
        items: list[ExtractItem] = []
        for item, base, meaning in zip(plan.model_items, bases, meanings, strict=True):
            plan.meanings[item.context_id] = meaning
            event = item.record.event
            query = " ".join(part for part in (event.title, item.text) if part)
            per = self.config.related_per_notification
            hits = await self._stores.recall_memory(
                RecallQuery(text=query, limit=min(100, per * 3))
            )
            # Only memories this scenario made can be targets (guard.py, rule 3): the agent's
            # own and other scenarios' memories are not shown at all.
            records = [h.record for h in hits if changeable(h.record)][:per]
            earlier = await self._earlier_memory(item)
            if earlier is not None and changeable(earlier):
                # The memory of this notification's earlier version comes first: an update of
                # the notification changes it (case E4 across batches).
                records = [earlier, *(r for r in records if r.id != earlier.id)]
            holder = await self._thing_memory(meaning)
            if holder is not None:
                records = [holder, *(r for r in records if r.id != holder.id)]
            refs: list[str] = []
            for record in records:
                key = (record.store, record.id)
                entry = shown.get(key)
                if entry is None:
                    version_of = item.context_id if record is earlier else None
                    entry = shown.add(key, Shown(shown.next_ref(), record, version_of))
                refs.append(entry.ref)
            holder_ref = None if holder is None else shown[(holder.store, holder.id)].ref
            fields = {k: v for k, v in base.fields.items() if k != "text"}
            fields.update(hint_fields(meaning, holder_ref))
            fields["app_id"] = event.app_id
            fields["text"] = base.fields.get("text", "")
            items.append(
                ExtractItem(base.item_id, base.local_time, fields, base.context, tuple(refs))
            )
        return shown.values(), items

    @staticmethod
    def _base_item(item: Item) -> ExtractItem:
        event = item.record.event
        extract = notification_extract_item(
            item.context_id, event, earlier_text=item.earlier_text or ""
        )
        if item.text != event.body:
            fields = dict(extract.fields)
            fields["text"] = item.text
            extract = ExtractItem(extract.item_id, extract.local_time, fields, extract.context)
        return extract

    async def _thing_memory(self, meaning: ItemMeaning) -> MemoryRecord | None:
        """Return the live memory about the item's thing (exact key first), or ``None``."""
        best: MemoryRecord | None = None
        for key in meaning.keys:
            for record in await self._stores.find_family(family(key)):
                if record.thing_key == key:
                    return record
                routine = record.store is StoreName.LONG_TERM
                if best is None and meaning.matches(record.thing_key, routine_memory=routine):
                    best = record
        return best

    async def _earlier_memory(self, item: Item) -> MemoryRecord | None:
        """Return the live memory an earlier version of ``item``'s notification added, if any.

        Its id is fixed (:func:`memory_id_for` of that version's context_id, or the Long-Term
        id a promote gave it), so it is looked up first; a memory an update of the notification
        kept under an older version's id is found by the context id its source names.
        """
        if item.earlier_context_id is None:
            return None
        temporary_id = memory_id_for(item.earlier_context_id)
        for store, memory_id in (
            (StoreName.TEMPORARY, temporary_id),
            (StoreName.LONG_TERM, promoted_id(temporary_id)),
            (StoreName.LONG_TERM, temporary_id),
        ):
            record = await self._stores.get(store, memory_id)
            if isinstance(record, MemoryRecord) and record.is_live(self._clock.now()):
                return record
        # An update kept an earlier version's memory id and added that version's context id
        # to its source: find it by the context id (10,000 updates, one memory).
        for store in (StoreName.TEMPORARY, StoreName.LONG_TERM):
            found = await self._stores.record_store(store).find_live_by_context_id(
                "notification", item.earlier_context_id, self._clock.now()
            )
            if found is not None:
                return found
        return None

    # ------------------------------------------------------------------------------ apply

    async def _apply(self, intents: Sequence[tuple[int, MemoryIntent]], plan: _Plan) -> None:
        """Apply the batch's intents (:func:`apply_intents`); a conflict left fails the batch.

        Each written record's id, store and revision go into its outcome.
        """
        writes = await apply_intents(self._stores, intents, self._holds)
        for landed in writes.landed:
            cid, intent = landed.key, landed.intent
            before = plan.outcomes[cid]
            if landed.status == "forgotten":
                # The user forgot the memory this would make or change (a replayed batch, a
                # later version folding the forgotten notification, a forget between the recall
                # and this write): skip it, not a failure.
                plan.outcomes[cid] = Outcome(cid, before.app_id, "ignore", "forgotten")
                _log.info(
                    "notification.forgotten_skipped",
                    extra={"context_id": cid, "memory_id": intent.memory_id},
                )
            elif landed.record is not None:
                record = landed.record
                plan.outcomes[cid] = replace(
                    before, memory_id=record.id, store=record.store.value, revision=record.revision
                )
            elif isinstance(intent, CreateMemory):
                # An earlier attempt of this very notification created its memory (the model
                # worded it differently this time): the first attempt's record stands.
                plan.outcomes[cid] = replace(
                    before, memory_id=intent.memory_id, store=intent.store.value, revision=None
                )
        if writes.conflict is not None:
            raise writes.conflict[2]

    async def _holds(self, cid: int, intent: MemoryIntent) -> bool:
        """Return whether the stores hold this notification's earlier write of ``intent`` (M5)."""
        if isinstance(intent, CreateMemory):
            return intent.memory_id == memory_id_for(cid)
        return await self._already_applied(cid, intent)

    async def _already_applied(self, cid: int, intent: MemoryIntent) -> bool:
        """Whether a rerun finds this notification's own earlier write (case M5)."""
        if isinstance(intent, PromoteMemory):
            promoted = await self._stores.get(StoreName.LONG_TERM, promoted_id(intent.memory_id))
            return promoted is not None
        current = await self._stores.get(intent.store, intent.memory_id)
        return isinstance(current, MemoryRecord) and cid in current.source.context_ids

    # ---------------------------------------------------------------------- poison + record

    async def _poison(self, batch: list[NotificationRecord], reason: str) -> BatchOutcome:
        gap = Gap(
            kind="poison",
            reason=f"Batch skipped after {self.config.max_attempts} failed attempts: {reason}.",
            recorded_at=self._clock.now(),
            first_context_id=batch[0].context_id,
            last_context_id=batch[-1].context_id,
        )
        outcome = BatchOutcome(
            [Outcome(r.context_id, r.event.app_id, "ignore", "poison") for r in batch]
        )
        await self._write_trail(batch, outcome, "none")
        # One state write for the gap and the cursor: a kill cannot record it twice.
        await asyncio.to_thread(self._context.skip_poisoned, batch, gap)
        self._record(batch, outcome)
        return outcome

    def _record(self, batch: list[NotificationRecord], outcome: BatchOutcome) -> None:
        record_batch(
            self.totals,
            outcome.counts(),
            _log,
            "notification.batch",
            usage={
                "llm_calls": outcome.llm_calls,
                "prompt_tokens": outcome.prompt_tokens,
                "completion_tokens": outcome.completion_tokens,
                "rule_items": outcome.rule_items,
                "model_items": outcome.model_items,
                "cut_answers": outcome.cut_answers,
            },
            fields={
                "first": batch[0].context_id,
                "last": batch[-1].context_id,
                "llm_calls": outcome.llm_calls,
                "fallback": outcome.fallback,
                "rule_items": outcome.rule_items,
                "model_items": outcome.model_items,
                "cut_answers": outcome.cut_answers,
            },
        )


def _numbered(number: int, item: ExtractItem) -> ExtractItem:
    """Return ``item`` under its number in a line-answer call, without the fallback-only field."""
    fields = {k: v for k, v in item.fields.items() if k != "app_id"}
    return ExtractItem(str(number), item.local_time, fields, item.context, item.related_refs)


class _Isolated(Exception):
    """Raised inside :meth:`NotificationMemoryProcessor.run_batch`: retry one record at a time."""


def _reasons(exc: Exception) -> list[str]:
    """Return the validation reasons an error carries (never notification text), else none."""
    reasons = getattr(exc, "reasons", None)
    return [str(r) for r in reasons] if isinstance(reasons, list) else []


def _folded_into(outcome: Outcome) -> int | None:
    """Return the context id a ``folded`` outcome was shown through (``shown_as:<id>``), or
    the one whose verdict filtered a ``filtered`` outcome folded into it."""
    if outcome.filtered_through is not None:
        return outcome.filtered_through
    if outcome.action != "folded" or not outcome.reason.startswith("shown_as:"):
        return None
    try:
        return int(outcome.reason.removeprefix("shown_as:"))
    except ValueError:
        return None


def _verdict_reason(verdict: Verdict) -> str:
    return f"{verdict.label}:{verdict.reason}"


def _drops(record: NotificationRecord, text: str) -> bool:
    """Whether ``text`` (an earlier version's body) would be dropped under the record's title."""
    return classify_text(text, title=record.event.title, app_id=record.event.app_id).dropped


def _related_memory(shown: Shown) -> RelatedMemory:
    record = shown.record
    attributes = {"store": record.store.value, "kind": record.kind.value}
    if record.expires_at is not None:
        attributes["expires"] = record.expires_at.strftime("%Y-%m-%dT%H:%MZ")
    if shown.version_of is not None:
        # The memory an earlier version of that notification made: an update of the
        # notification updates it (the deterministic fallback relies on this, rule 6).
        attributes["version_of"] = str(shown.version_of)
    if record.thing_key is not None:
        attributes["thing"] = record.thing_key
    attributes["seen"] = str(record.reinforcement_count + 1)
    if record.source.app_ids:
        attributes["apps"] = ",".join(record.source.app_ids)
    return RelatedMemory(shown.ref, record.content, attributes)
