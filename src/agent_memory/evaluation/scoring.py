"""Score a stream run against its labels: the figures of ``agent-memory eval``.

Every rule here is documented in ``docs/formats/labeled-stream.md`` ("Scoring"); no model judges.

* **Filter** (the deterministic noise filter): positives are notifications expected ``ignore``
  with a ``why`` in :data:`~agent_memory.evaluation.stream.NOISE_REASONS`; a notification is
  predicted positive when any of its records got the outcome ``filtered``.
* **Memory**: each expected memory ``key`` has its final facts (those of its last ``update``, or
  of its ``memory`` line). A stored memory (active, expired or not) *matches* a key when it
  contains every final fact (:func:`~agent_memory.evaluation.stream.fact_found`). Recall: keys
  matched by at least one memory / keys. Precision: memories matching at least one key /
  memories. Store agreement: matched keys whose matching memory sits in the expected store.
* **Update/reinforce** (and remove, promote): a notification expected to ``update``
  (``reinforce``, ``remove``, ``promote``) key K is correct when its outcome is that action on
  the memory that K's ``memory`` notification created (after a promote: its Long-Term copy). A
  removed key expects no memory any more: it leaves memory recall, and a memory still matching
  it is not useful.
* **Right outcome**: every notification; an ``ignore`` is right when nothing was written for it
  (outcomes ``ignore``, ``filtered``, ``folded``, ``duplicate``), a ``memory`` when it was
  added, a change as above.
* **Duplicates**: per key, the memories added by notifications labelled with that key beyond
  the first (one real-world thing, one memory).
* **Probes**: ``hit`` is answered right when a returned memory contains every fact; ``miss``
  when none does. Probes of ``kind`` ``expiry`` or ``stale`` are also counted apart.
* **Privacy**: each declared secret found (case-sensitive substring) in a stored memory, a
  memory store file's bytes, a prompt or a log line is one violation per place and secret.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from agent_memory.evaluation.driver import StreamRun
from agent_memory.evaluation.stream import (
    CHANGES,
    NOISE_REASONS,
    Fact,
    LabeledStream,
    fact_found,
)
from agent_memory.memory.intents import promoted_id

__all__ = ["Ratio", "StreamScore", "Violation", "combine", "score_run"]

_NOTHING_WRITTEN: Final = frozenset({"ignore", "filtered", "folded", "duplicate"})


@dataclass(frozen=True, slots=True)
class Ratio:
    """A count-based figure: ``hits`` out of ``total`` (``value`` is ``None`` when total is 0)."""

    hits: int
    total: int

    @property
    def value(self) -> float | None:
        """Return ``hits / total``, or ``None`` when there is nothing to count."""
        return self.hits / self.total if self.total else None

    def __add__(self, other: Ratio) -> Ratio:
        return Ratio(self.hits + other.hits, self.total + other.total)

    def text(self) -> str:
        """Return ``0.875 (7/8)``, or ``n/a (0/0)``."""
        value = self.value
        shown = "n/a" if value is None else f"{value:.3f}"
        return f"{shown} ({self.hits}/{self.total})"


@dataclass(frozen=True, slots=True)
class Violation:
    """A declared secret found where it must not be.

    Attributes:
        notification_id: The stream notification that declared it.
        place: ``store``, ``store_file``, ``prompt`` or ``log``.
    """

    notification_id: str
    place: str


@dataclass(slots=True)
class StreamScore:
    """The figures of one stream (or, from :func:`combine`, of several).

    Attributes:
        stream: Stream name (``overall`` for a combination).
        notifications: Labeled notifications.
        filter_precision, filter_recall: Of the deterministic noise filter.
        memory_precision, memory_recall: Against the expected facts.
        store_agreement: Matched keys found in the expected store.
        update_reinforce: Correct updates, reinforcements, removes and promotes.
        outcome: Notifications whose outcome is the labelled one.
        duplicates: Memories added for a key that already had one.
        probes: Probes answered right.
        checked_probes: Probes of kind ``expiry`` or ``stale`` answered right.
        violations: Privacy violations (must be empty).
        llm_calls, prompt_tokens, completion_tokens: Usage totals.
        memories: Memories stored at the end.
        failed_batches: Batch attempts that failed (model or validation errors).
        batches, fallback_batches: Batches run, and those the fallback answered after failures.
        model_answers, cut_answers: Model answers, and those cut at the token limit.
        rule_items, model_items: Items the rules decided first, and items a model decided.
        wall_s: Seconds.
        misses: Ids of notifications and probes scored wrong, with the figure (for debugging;
            ids only, never text).
    """

    stream: str
    notifications: int = 0
    filter_precision: Ratio = Ratio(0, 0)
    filter_recall: Ratio = Ratio(0, 0)
    memory_precision: Ratio = Ratio(0, 0)
    memory_recall: Ratio = Ratio(0, 0)
    store_agreement: Ratio = Ratio(0, 0)
    update_reinforce: Ratio = Ratio(0, 0)
    outcome: Ratio = Ratio(0, 0)
    duplicates: int = 0
    probes: Ratio = Ratio(0, 0)
    checked_probes: Ratio = Ratio(0, 0)
    violations: list[Violation] = field(default_factory=list)
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    memories: int = 0
    failed_batches: int = 0
    batches: int = 0
    fallback_batches: int = 0
    model_answers: int = 0
    cut_answers: int = 0
    rule_items: int = 0
    model_items: int = 0
    wall_s: float = 0.0
    misses: list[str] = field(default_factory=list)

    def per_notification(self, total: int) -> float:
        """Return ``total`` divided by the number of notifications (0.0 for none)."""
        return total / self.notifications if self.notifications else 0.0


def _all_facts(facts: tuple[Fact, ...], content: str) -> bool:
    return all(fact_found(fact, content) for fact in facts)


def _violations(stream: LabeledStream, run: StreamRun) -> list[Violation]:
    found: list[Violation] = []
    files: list[bytes] = []
    for directory in run.store_files:
        if directory.is_dir():
            files.extend(p.read_bytes() for p in sorted(Path(directory).rglob("*")) if p.is_file())
    for nid, secret in stream.secrets:
        encoded = secret.encode("utf-8")
        places = (
            ("store", any(secret in m.content for m in run.memories.values())),
            ("store_file", any(encoded in blob for blob in files)),
            ("prompt", any(secret in p for p in run.prompts)),
            ("log", any(secret in line for line in run.logs)),
        )
        found.extend(Violation(nid, place) for place, hit in places if hit)
    return found


def score_run(stream: LabeledStream, run: StreamRun) -> StreamScore:
    """Score one run of ``stream`` by the rules of the module docstring.

    Args:
        stream: The labeled stream.
        run: What :func:`~agent_memory.evaluation.driver.run_stream` observed for it.

    Returns:
        The stream's figures.
    """
    score = StreamScore(stream.name, notifications=len(stream.notifications))
    misses: list[str] = []
    filter_tp = filter_pred = filter_pos = 0
    final: dict[str, tuple[Fact, ...]] = {}
    stores: dict[str, str | None] = {}
    created: dict[str, str | None] = {}
    added: dict[str, set[str]] = {}
    changes = Counter[str]()
    right_outcomes = 0
    for labeled in stream.notifications:
        expect = labeled.expect
        outcomes = run.outcomes.get(labeled.id, [])
        filtered = any(o.action == "filtered" for o in outcomes)
        noise = expect.action == "ignore" and expect.why in NOISE_REASONS
        filter_pos += noise
        filter_pred += filtered
        filter_tp += noise and filtered
        if noise != filtered:
            misses.append(f"filter:{labeled.id}")
        adds = [o.memory_id for o in outcomes if o.action == "add" and o.memory_id]
        if expect.key is not None:
            added.setdefault(expect.key, set()).update(adds)
        right = False
        if expect.action == "ignore":
            right = all(o.action in _NOTHING_WRITTEN for o in outcomes)
        elif expect.action == "memory" and expect.key is not None:
            final[expect.key] = expect.facts
            stores[expect.key] = expect.store
            written = [o.memory_id for o in outcomes if o.memory_id]
            created[expect.key] = written[-1] if written else None
            right = bool(adds)
        elif expect.action in CHANGES and expect.key is not None:
            target = created.get(expect.key)
            right = target is not None and any(
                o.action == expect.action
                and o.memory_id is not None
                and o.memory_id
                in (
                    target,
                    promoted_id(target),
                )
                for o in outcomes
            )
            if expect.action == "update":
                final[expect.key] = expect.facts
            elif expect.action == "remove":
                final.pop(expect.key, None)
            elif expect.action == "promote":
                stores[expect.key] = "long_term"
                if right and target is not None:
                    created[expect.key] = promoted_id(target)
            changes["hits"] += right
            changes["total"] += 1
            if not right:
                misses.append(f"{expect.action}:{labeled.id}")
        right_outcomes += right
        if not right:
            misses.append(f"outcome:{labeled.id}")
    score.outcome = Ratio(right_outcomes, len(stream.notifications))
    score.duplicates = sum(max(0, len(ids) - 1) for ids in added.values())
    score.filter_precision = Ratio(filter_tp, filter_pred)
    score.filter_recall = Ratio(filter_tp, filter_pos)
    score.update_reinforce = Ratio(changes["hits"], changes["total"])

    memories = [m for m in run.memories.values() if m.status.value == "active"]
    score.memories = len(memories)
    matched_keys = 0
    agreeing = 0
    for key, facts in final.items():
        matching = [m for m in memories if _all_facts(facts, m.content)]
        if matching:
            matched_keys += 1
            wanted = stores[key]
            agreeing += wanted is None or any(m.store.value == wanted for m in matching)
        else:
            misses.append(f"memory:{key}")
    useful = sum(any(_all_facts(f, m.content) for f in final.values()) for m in memories)
    score.memory_recall = Ratio(matched_keys, len(final))
    score.memory_precision = Ratio(useful, len(memories))
    score.store_agreement = Ratio(agreeing, matched_keys)

    right_probes = checked = checked_right = 0
    for result in run.probes:
        probe = result.probe
        hit = any(_all_facts(probe.facts, content) for content in result.contents)
        right = hit == (probe.expect == "hit")
        right_probes += right
        if probe.kind is not None:
            checked += 1
            checked_right += right
        if not right:
            misses.append(f"probe:{probe.id}")
    score.probes = Ratio(right_probes, len(run.probes))
    score.checked_probes = Ratio(checked_right, checked)

    score.violations = _violations(stream, run)
    score.llm_calls = run.llm_calls
    score.prompt_tokens = run.prompt_tokens
    score.completion_tokens = run.completion_tokens
    score.failed_batches = run.failed_batches
    score.batches = run.batches
    score.fallback_batches = run.fallback_batches
    score.model_answers = run.model_answers
    score.cut_answers = run.cut_answers
    score.rule_items = run.rule_items
    score.model_items = run.model_items
    score.wall_s = run.wall_s
    score.misses = misses
    return score


def combine(scores: list[StreamScore]) -> StreamScore:
    """Return the overall figures: counts summed over ``scores`` (micro averages)."""
    total = StreamScore("overall")
    for s in scores:
        total.notifications += s.notifications
        total.filter_precision += s.filter_precision
        total.filter_recall += s.filter_recall
        total.memory_precision += s.memory_precision
        total.memory_recall += s.memory_recall
        total.store_agreement += s.store_agreement
        total.update_reinforce += s.update_reinforce
        total.outcome += s.outcome
        total.duplicates += s.duplicates
        total.probes += s.probes
        total.checked_probes += s.checked_probes
        total.violations.extend(s.violations)
        total.llm_calls += s.llm_calls
        total.prompt_tokens += s.prompt_tokens
        total.completion_tokens += s.completion_tokens
        total.memories += s.memories
        total.failed_batches += s.failed_batches
        total.batches += s.batches
        total.fallback_batches += s.fallback_batches
        total.model_answers += s.model_answers
        total.cut_answers += s.cut_answers
        total.rule_items += s.rule_items
        total.model_items += s.model_items
        total.wall_s += s.wall_s
    return total
