"""Run a labeled stream through the real pipeline on a fresh data directory.

The driver opens the device runtime itself (:class:`~agent_memory.runtime.AgentMemory`, without
its background tasks) on a :class:`~agent_memory.clock.ManualClock` that follows the stream's own
receipt times: each notification is published through the runtime's intake (ring, context,
consume); when the next notification arrives more than ``idle_s`` (spec: the 5-minute idle delay)
after the previous one, or before a recall probe, the clock is moved to the end of the idle wait
and :meth:`~agent_memory.runtime.AgentMemory.run_notification_batch` is called until nothing is
pending (spec: "continue next batch in the same idle window"). So every part is the one the
device runs, the engine over the chosen provider, with the deterministic notification fallback
answering a batch after repeated failures.

What it observes for scoring: every per-record outcome, the memories written (read back through
the stores), the text of every prompt the provider was handed, every log record (as its
event fields, :func:`agent_memory.logs.event_fields`) and usage. It keeps notification text in
memory only, for the privacy scan; nothing of it is logged.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Final

from agent_memory.clock import ManualClock
from agent_memory.engine.privacy import PrivacyReport
from agent_memory.engine.provider import Provider, ProviderCall, ProviderOutput, ResponseMode
from agent_memory.errors import InvalidInput, ModelError, ProposalInvalid
from agent_memory.evaluation.stream import LabeledNotification, LabeledStream, Probe, ordered
from agent_memory.layout import DataLayout
from agent_memory.logs import capture_events
from agent_memory.memory.intents import promoted_id
from agent_memory.memory.model import MemoryRecord, StoreName
from agent_memory.memory.recall import RecallQuery
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.notifications.outcome import BatchOutcome, Outcome
from agent_memory.notifications.processor import ProcessorConfig
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings

__all__ = [
    "DEFAULT_IDLE_S",
    "ProbeResult",
    "RecordingProvider",
    "StreamRun",
    "run_stream",
]

DEFAULT_IDLE_S: Final = 300.0
"""Seconds without a new notification before the pipeline runs (spec: 5-minute idle delay)."""

_MAX_RUNS_PER_WINDOW: Final = 1000


class RecordingProvider:
    """A provider that hands every call to ``inner`` and keeps the prompt text it was given.

    Args:
        inner: The provider that answers (a model client or the fallback rules).

    The kept text is every message content of every call (what a model would read), in call
    order, for the privacy scan; it stays in memory. Usage is counted here, at the provider, so
    calls of batches that later fail validation or are cut at the token limit count too.

    Attributes:
        prompts: The message text of each call.
        requests: HTTP requests made (0 for the fallback rules); a call that raised counts one.
        prompt_tokens, completion_tokens: As the server reported them (0 when not reported).
        answers: Answers received; ``cut``: those that stopped at the token limit
            (``finish_reason == "length"``).
    """

    def __init__(self, inner: Provider) -> None:
        self._inner = inner
        self.prompts: list[str] = []
        self.answers = 0
        self.cut = 0
        self.requests = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0

    @property
    def name(self) -> str:
        """Return the inner provider's name."""
        return self._inner.name

    @property
    def model(self) -> str | None:
        """Return the inner provider's model."""
        return self._inner.model

    @property
    def privacy(self) -> PrivacyReport:
        """Return the inner provider's privacy report."""
        return self._inner.privacy

    @property
    def response_mode(self) -> ResponseMode:
        """Return the inner provider's response mode."""
        return self._inner.response_mode

    async def answer(self, call: ProviderCall) -> ProviderOutput:
        """Record the call's messages and answer through the inner provider."""
        self.prompts.append("\n".join(str(m.get("content", "")) for m in call.messages))
        try:
            output = await self._inner.answer(call)
        except ModelError:
            self.requests += 1
            raise
        self.requests += output.requests
        self.answers += 1 if output.requests else 0
        self.cut += 1 if output.requests and output.finish_reason == "length" else 0
        self.prompt_tokens += output.prompt_tokens or 0
        self.completion_tokens += output.completion_tokens or 0
        return output

    async def aclose(self) -> None:
        """Close the inner provider."""
        await self._inner.aclose()


@dataclass(frozen=True, slots=True)
class ProbeResult:
    """What one recall probe returned.

    Attributes:
        probe: The probe.
        contents: Contents of the returned memories, best first.
    """

    probe: Probe
    contents: tuple[str, ...]


@dataclass(slots=True)
class StreamRun:
    """Everything observed while a stream ran.

    Attributes:
        outcomes: Per stream notification id, the processor outcome of each of its records
            (empty when the context dropped it as a replay).
        memories: Every memory record the run wrote that still exists at the end (active or
            removed; expired ones included), by ``(store, id)``.
        probes: One result per probe, in time order.
        prompts: Every prompt text handed to the provider.
        logs: Every log record, rendered as the JSON text of its event fields.
        llm_calls, prompt_tokens, completion_tokens: Usage totals counted at the provider, failed
            and retried calls included.
        batches: Batches run; ``failed_batches``: batch attempts that raised a model or
            validation error (retried, then answered by the fallback); ``fallback_batches``:
            batches the fallback answered after such failures.
        model_answers, cut_answers: Model answers received, and those cut at the token limit.
        rule_items, model_items: Items decided by the rules first, and by a model answer.
        store_files: The memory store directories of the run (for a byte-level scan).
        wall_s: Seconds the run took (monotonic, whole run).
    """

    outcomes: dict[str, list[Outcome]] = field(default_factory=dict)
    memories: dict[tuple[str, str], MemoryRecord] = field(default_factory=dict)
    probes: list[ProbeResult] = field(default_factory=list)
    prompts: list[str] = field(default_factory=list)
    logs: list[str] = field(default_factory=list)
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    batches: int = 0
    failed_batches: int = 0
    fallback_batches: int = 0
    model_answers: int = 0
    cut_answers: int = 0
    rule_items: int = 0
    model_items: int = 0
    store_files: list[Path] = field(default_factory=list)
    wall_s: float = 0.0


@contextmanager
def _captured_logs(sink: list[str]) -> Iterator[None]:
    """Collect every log record (the package's and its libraries') into ``sink`` while open."""
    with capture_events("") as events:
        try:
            yield
        finally:
            sink.extend(json.dumps(e, ensure_ascii=False, default=str) for e in events)


class _Pipeline:
    def __init__(self, memory: AgentMemory, clock: ManualClock, run: StreamRun) -> None:
        self.memory = memory
        self.clock = clock
        self.run = run
        self.owner: dict[tuple[str, int], str] = {}
        self.cid_owner: dict[int, str] = {}

    def _count(self, outcome: BatchOutcome) -> None:
        """Add one committed batch's outcome to the run."""
        self.run.batches += 1
        self.run.fallback_batches += 1 if outcome.fallback else 0
        self.run.rule_items += outcome.rule_items
        self.run.model_items += outcome.model_items
        for item in outcome.outcomes:
            self.run.outcomes.setdefault(self.cid_owner.get(item.context_id, "?"), []).append(item)

    def move_to(self, when: datetime) -> None:
        if when > self.clock.now():
            self.clock.advance((when - self.clock.now()).total_seconds())

    async def publish(self, labeled: LabeledNotification) -> None:
        """Publish one stream notification; learn which records (or replays) are its own.

        A replay the context drops gets a ``duplicate`` outcome of its own, so scoring sees it.
        """
        self.run.outcomes.setdefault(labeled.id, [])
        report = await self.memory.intake.publish(labeled.events)
        for record in report.records:
            self.cid_owner[record.context_id] = labeled.id
        for _generation, _event_id, repeats in report.replays:
            self.run.outcomes[labeled.id].append(Outcome(repeats, "", "duplicate", "replay"))

    async def drain(self) -> None:
        for _ in range(_MAX_RUNS_PER_WINDOW):
            try:
                result = await self.memory.run_notification_batch()
            except (ModelError, ProposalInvalid):
                self.run.failed_batches += 1
                continue
            if result.processed == 0:
                return
            self._count(result.outcome)
        raise InvalidInput(
            f"The pipeline did not drain within {_MAX_RUNS_PER_WINDOW} batches of one idle "
            "window; split the stream or spread its times.",
            field="notification",
        )


async def run_stream(
    stream: LabeledStream,
    data_dir: Path,
    engine_factory: Callable[[], Provider],
    *,
    idle_s: float = DEFAULT_IDLE_S,
    config: ProcessorConfig | None = None,
) -> StreamRun:
    """Run ``stream`` through the whole notification pipeline in a fresh ``data_dir``.

    Args:
        stream: The labeled stream.
        data_dir: An empty directory; the context shards and memory stores are created there
            and left behind for inspection.
        engine_factory: Returns the provider to extract with (called once; closed at the end).
        idle_s: Idle delay before the pipeline runs, seconds.
        config: Processor tunables: its batch size, consume limit, attempts before the
            fallback, answer shape and rules-first choice become the runtime's settings (the
            others are the processor's defaults either way). ``None``: everything from
            ``Settings.load`` (environment, settings file, the spec's defaults).

    Returns:
        The observations (see :class:`StreamRun`). Everything the stores hold is committed on
        disk when this returns.

    Raises:
        StorageError: The data directory cannot be written.
        InvalidInput: More than 1000 batches would run in one idle window.
        asyncio.CancelledError: Cancelled; the data directory holds whatever was committed.
    """
    run = StreamRun()
    started = time.perf_counter()
    timeline = ordered(stream)
    probes = sorted(stream.probes, key=lambda p: p.at)
    first = min([n.received_at for n in timeline] + [p.at for p in probes])
    clock = ManualClock(first - timedelta(seconds=1))
    layout = DataLayout(data_dir)
    recorder = RecordingProvider(engine_factory())
    fallback_recorder = RecordingProvider(notification_fallback_provider())
    settings = Settings.load(data_dir=data_dir, ring_capacity=4096, **_settings_of(config))
    with _captured_logs(run.logs):
        async with AgentMemory.open(
            settings,
            clock=clock,
            providers=(recorder, fallback_recorder),
            background=False,
        ) as memory:
            pipeline = _Pipeline(memory, clock, run)
            last: datetime | None = None
            probe_index = 0

            async def settle(until: datetime) -> None:
                if last is not None:
                    pipeline.move_to(min(until, last + timedelta(seconds=idle_s)))
                await pipeline.drain()

            for labeled in timeline:
                while probe_index < len(probes) and probes[probe_index].at < labeled.received_at:
                    await settle(probes[probe_index].at)
                    run.probes.append(await _probe(memory, pipeline, probes[probe_index]))
                    probe_index += 1
                if last is not None and (labeled.received_at - last).total_seconds() > idle_s:
                    await settle(labeled.received_at)
                pipeline.move_to(labeled.received_at)
                await pipeline.publish(labeled)
                last = labeled.received_at if last is None else max(last, labeled.received_at)
            end = last + timedelta(seconds=idle_s) if last is not None else clock.now()
            await settle(end)
            for probe in probes[probe_index:]:
                await settle(probe.at)
                run.probes.append(await _probe(memory, pipeline, probe))
            await _collect_memories(memory, run)
    run.prompts = recorder.prompts + fallback_recorder.prompts
    run.llm_calls = recorder.requests + fallback_recorder.requests
    run.model_answers = recorder.answers
    run.cut_answers = recorder.cut
    run.prompt_tokens = recorder.prompt_tokens + fallback_recorder.prompt_tokens
    run.completion_tokens = recorder.completion_tokens + fallback_recorder.completion_tokens
    run.store_files = [layout.temporary, layout.long_term]
    run.wall_s = time.perf_counter() - started
    return run


def _settings_of(config: ProcessorConfig | None) -> dict[str, Any]:
    """Return the settings overrides that carry ``config`` into the runtime (none for ``None``)."""
    if config is None:
        return {}
    return {
        "notification_batch_size": config.batch_size,
        "consume_limit": config.consume_limit,
        "max_attempts": config.max_attempts,
        "answer": config.answer,
        "rules_first": config.rules_first,
    }


async def _probe(memory: AgentMemory, pipeline: _Pipeline, probe: Probe) -> ProbeResult:
    pipeline.move_to(probe.at)
    hits = await memory.recall(RecallQuery(text=probe.query, limit=probe.limit))
    return ProbeResult(probe, tuple(hit.record.content for hit in hits))


async def _collect_memories(memory: AgentMemory, run: StreamRun) -> None:
    ids = {o.memory_id for outcomes in run.outcomes.values() for o in outcomes if o.memory_id}
    for memory_id in sorted(ids):
        for store, wanted in (
            (StoreName.TEMPORARY, memory_id),
            (StoreName.LONG_TERM, memory_id),
            (StoreName.LONG_TERM, promoted_id(memory_id)),
        ):
            record = await memory.stores.get(store, wanted)
            if isinstance(record, MemoryRecord):
                run.memories[(store.value, record.id)] = record
