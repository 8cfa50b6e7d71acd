"""What one notification batch did: an outcome per record, and the result the worker gets.

:class:`NotificationBatchResult` is what
:meth:`~agent_memory.notifications.processor.NotificationMemoryProcessor.run_batch` returns: the
worker's :class:`~agent_memory.worker.BatchResult` (records committed, counts by action) with the
batch's :class:`BatchOutcome`, so whoever runs a batch (the worker, the evaluation) has every
record's outcome from the result itself. In memory only; the durable account of each record is
the decision trail (``docs/formats/decision-trail.md``). Reasons are rule and model reason
names, never notification text.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from agent_memory.worker import BatchResult

__all__ = ["BatchOutcome", "NotificationBatchResult", "Outcome"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """What happened to one record of a batch.

    Attributes:
        context_id: The record.
        app_id: Its app.
        action: ``ignore``, ``add``, ``update``, ``reinforce``, ``remove``, ``promote``,
            ``filtered`` (noise) or ``folded`` (shown through another record).
        reason: Rule or model reason name; never notification text.
        memory_id: The memory written, when there is one.
        filter_rule: The noise filter's verdict ``<label>:<rule>`` for a record it classified
            itself (``keep:keep`` when kept), else ``None``.
        store: The store of ``memory_id``.
        revision: The memory's revision after the write (``None`` when not known).
        filtered_through: For a ``filtered`` record that was folded into another (an earlier
            version of the same notification), the record whose verdict filtered both; else
            ``None``.
    """

    context_id: int
    app_id: str
    action: str
    reason: str
    memory_id: str | None = None
    filter_rule: str | None = None
    store: str | None = None
    revision: int | None = None
    filtered_through: int | None = None


@dataclass(slots=True)
class BatchOutcome:
    """Everything one batch did, for status displays and tests.

    Attributes:
        outcomes: One per record, in context_id order.
        llm_calls: Model calls made (0 when every record was filtered).
        prompt_tokens, completion_tokens: Usage of those calls.
        fallback: True when the deterministic fallback answered after repeated failures.
        extracted: True when an engine (model or fallback) was asked about the batch.
        rule_items: Items the rules decided first (``ProcessorConfig.rules_first``).
        model_items: Items a model answer decided.
        cut_answers: Model answers cut at their token limit whose complete lines were kept
            (the rest asked again in a smaller call).
        line_tokens: Estimated tokens of each line of a line answer, in answer order.
    """

    outcomes: list[Outcome] = field(default_factory=list)
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    fallback: bool = False
    extracted: bool = False
    rule_items: int = 0
    model_items: int = 0
    cut_answers: int = 0
    line_tokens: list[int] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        """Return outcomes counted by action."""
        return dict(Counter(o.action for o in self.outcomes))


@dataclass(frozen=True)
class NotificationBatchResult(BatchResult):
    """One notification batch's result: the worker's counts and every record's outcome.

    Attributes:
        outcome: The batch's outcome (empty when nothing was pending); its ``outcomes`` are
            the ``processed`` records, in context_id order.
    """

    outcome: BatchOutcome = field(default_factory=BatchOutcome)
