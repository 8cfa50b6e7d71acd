"""The mechanical steps of one extraction round that both scenarios share.

Spec: MemoryMergeEngine ("the mechanical steps both scenarios need"), Failure and Recovery. A
processor keeps its scenario's rules (schema, validation, apply) and its own durable attempt
counts (the notification context, the episode ledger); this module decides from those counts
which engine answers (:func:`choose_turn`), sizes the batches (:class:`BatchSize`), gives the
related memories a batch shows their short refs (:class:`ShownRefs`), turns a
proposal's shape errors into :class:`~agent_memory.errors.ProposalInvalid`
(:func:`parse_proposal`), and adds a batch to the running totals with its one log line
(:func:`record_batch`). It reads and writes nothing durable.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from agent_memory.errors import ProposalInvalid

__all__ = ["BatchSize", "ShownRefs", "Turn", "choose_turn", "parse_proposal", "record_batch"]

_Proposal = TypeVar("_Proposal", bound=BaseModel)
_Key = TypeVar("_Key")
_Value = TypeVar("_Value")


class ShownRefs(Generic[_Key, _Value]):
    """The related memories one batch shows the model, each once, under a short ref.

    Refs are the prefix and a number in the order memories are first shown (``m1``, ``m2`` ...
    for notifications, ``d1``, ``d2`` ... for Device Memory); they live for one batch and map
    back to what the processor keeps for the memory (its record, revision, role). Spec:
    MemoryMergeEngine (related memories under short per-batch references).

    Args:
        prefix: The scenario's ref prefix.
    """

    def __init__(self, prefix: str) -> None:
        self._prefix = prefix
        self._shown: dict[_Key, _Value] = {}

    def get(self, key: _Key) -> _Value | None:
        """Return what is kept for the memory ``key`` when it is already shown, else ``None``."""
        return self._shown.get(key)

    def __getitem__(self, key: _Key) -> _Value:
        """Return what is kept for the memory ``key``; ``KeyError`` when it is not shown."""
        return self._shown[key]

    def next_ref(self) -> str:
        """Return the ref the next memory shown gets (``<prefix><count + 1>``)."""
        return f"{self._prefix}{len(self._shown) + 1}"

    def add(self, key: _Key, value: _Value) -> _Value:
        """Show the memory ``key`` (made with :meth:`next_ref`); return ``value``."""
        self._shown[key] = value
        return value

    def values(self) -> list[_Value]:
        """Return what is kept for every memory shown, in the order of their refs."""
        return list(self._shown.values())


class BatchSize:
    """The size of the next batch: halved when an answer is cut, grown back by one per success.

    Spec: Failure and Recovery (an answer cut at the model's token limit, ``TruncatedOutput``,
    halves the batch and asks again at once). Held in memory only: a restart begins at ``most``.

    Args:
        most: The configured batch size, the most a batch may hold (at least 1).
    """

    def __init__(self, most: int) -> None:
        self.most = most
        self.limit = most
        """How many items the next batch takes."""

    def split(self, size: int, logger: logging.Logger, event: str, first: object) -> bool:
        """Halve the next batch after a batch of ``size`` items had its answer cut.

        Args:
            size: How many items the cut batch held.
            logger: The processor's logger; the split is logged as ``event``.
            event: The log event (``notification.batch_split``, ``episode.batch_split``).
            first: The id of the batch's first item (a context id, an episode id) for the log.

        Returns:
            False when the batch held one item (it cannot be split; the caller re-raises),
            else True with :attr:`limit` set to half of ``size``.
        """
        if size <= 1:
            return False
        self.limit = max(1, size // 2)
        logger.info(event, extra={"first": first, "limit": self.limit})
        return True

    def grow(self) -> None:
        """Let the next batch take one item more, up to :attr:`most` (after a batch succeeded)."""
        self.limit = min(self.most, self.limit + 1)


@dataclass(frozen=True, slots=True)
class Turn:
    """Which engine answers an attempt, and whether the work is poison instead.

    Attributes:
        fallback: The fallback engine answers (or, with ``poison``, is the one that failed).
        failures: Failed attempts of that engine so far (durable in the processor's state).
        poison: That engine failed its limit: the work is skipped (recorded as ``poison``).
    """

    fallback: bool
    failures: int
    poison: bool

    @property
    def provider(self) -> Literal["model", "fallback"]:
        """Return the name of the engine this turn is for, as logs and states spell it."""
        return "fallback" if self.fallback else "model"


def choose_turn(
    *,
    has_model: bool,
    has_fallback: bool,
    failed: int,
    fallback_failed: int,
    limit: int,
    fallback_limit: int | None = None,
    force_fallback: bool = False,
) -> Turn:
    """Choose the engine for the next attempt: the model, then the fallback, then poison.

    The model answers until it has failed ``limit`` times; then the fallback answers, when
    there is one, until it has failed ``fallback_limit`` times; then the work is poison. With
    no model (the fallback is the provider), the fallback answers from the first attempt.

    Args:
        has_model: A model engine is configured (not only the deterministic fallback).
        has_fallback: A fallback engine is configured.
        failed: Failed model attempts so far.
        fallback_failed: Failed fallback attempts so far.
        limit: Failed model attempts that hand the work to the fallback (or make it poison).
        fallback_limit: Failed fallback attempts that make the work poison; ``None``: ``limit``.
        force_fallback: Take the fallback (when there is one) whatever the model's count, e.g.
            for a record the notification processor takes alone after its batch failed.

    Returns:
        The turn: which engine, its failure count, and whether the work is poison.
    """
    fallback = has_fallback and (not has_model or force_fallback or failed >= limit)
    failures = fallback_failed if fallback else failed
    most = (limit if fallback_limit is None else fallback_limit) if fallback else limit
    return Turn(fallback, failures, failures >= most)


def parse_proposal(model: type[_Proposal], data: Mapping[str, Any], name: str) -> _Proposal:
    """Parse and shape-check a raw proposal object (``RawProposal.data``) with a scenario's model.

    Args:
        model: The scenario's pydantic proposal model.
        data: The JSON object the engine returned.
        name: The scenario's name for the message (``notification``, ``episode``).

    Returns:
        The proposal, validated by ``model``.

    Raises:
        ProposalInvalid: The object does not fit; ``reasons`` are field paths and rule names
            (``items.2.content: add needs content``), never the model's text (pydantic is asked
            to leave the input out of its errors).
    """
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        reasons = []
        for error in exc.errors(include_input=False, include_url=False):
            where = ".".join(str(part) for part in error["loc"]) or "proposal"
            rule = error["msg"] if error["type"] == "value_error" else error["type"]
            reasons.append(f"{where}: {rule.removeprefix('Value error, ')}")
        raise ProposalInvalid(
            f"The {name} proposal failed {len(reasons)} shape check(s); nothing of it is applied.",
            reasons=reasons,
        ) from None


def record_batch(
    totals: Counter[str],
    counts: Mapping[str, int],
    logger: logging.Logger,
    event: str,
    *,
    usage: Mapping[str, int] | None = None,
    fields: Mapping[str, object] | None = None,
) -> None:
    """Add one batch to a processor's running totals and log its one batch line.

    Args:
        totals: The processor's running totals (in memory, since start; never durable).
        counts: The batch's outcomes by name; added to ``totals`` and logged as ``n_<name>``.
        logger: The processor's logger.
        event: The log event (``notification.batch``, ``episode.batch``).
        usage: Further figures added to ``totals`` only (calls, tokens, items), by name.
        fields: Further log fields, logged before the counts: ids, counts and flags only,
            never a notification's, an episode's or a memory's text.
    """
    totals.update(counts)
    totals.update(usage or {})
    extra = {**(fields or {}), **{f"n_{k}": v for k, v in counts.items()}}
    logger.info(event, extra=extra)
