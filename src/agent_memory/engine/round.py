"""The mechanical steps of one extraction round that both scenarios share.

Spec: MemoryMergeEngine ("the mechanical steps both scenarios need"), Failure and Recovery. A
processor keeps its scenario's rules (schema, validation, apply) and its own durable attempt
counts (the notification context, the episode ledger); this module decides from those counts
which engine answers (:func:`choose_turn`), sizes the batches (:class:`BatchSize`), gives the
related memories a batch shows their short refs (:class:`ShownRefs`), turns a
proposal's shape errors into :class:`~agent_memory.errors.ProposalInvalid`
(:func:`parse_proposal`), applies a batch's intents and recovers from the conflicts a rerun
meets (:func:`apply_intents`), and adds a batch to the running totals with its one log line
(:func:`record_batch`). Only :func:`apply_intents` writes, and only through the memory stores.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from agent_memory.errors import (
    IdConflict,
    MemoryForgotten,
    MemoryNotFound,
    ProposalInvalid,
    RevisionConflict,
)
from agent_memory.memory.intents import Applied, MemoryIntent
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import DeviceMemoryRecord, MemoryRecord

__all__ = [
    "BatchSize",
    "Landed",
    "ShownRefs",
    "Turn",
    "Writes",
    "apply_intents",
    "choose_turn",
    "parse_proposal",
    "record_batch",
]

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


@dataclass(frozen=True, slots=True)
class Landed(Generic[_Key]):
    """What one intent of a batch came to (:func:`apply_intents`).

    Attributes:
        key: The processor's handle on the intent (a context id, a planned write).
        intent: The intent.
        status: ``applied`` (written now), ``replayed`` (the store found it already applied),
            ``held`` (the store refused it, and the scenario's check found its effect already
            in the store: an earlier attempt's write), or ``forgotten`` (the user forgot the
            memory it would make or change; nothing written, not a failure).
        record: The record after the write (``applied`` and ``replayed`` only; for a promote
            the Long-Term record).
    """

    key: _Key
    intent: MemoryIntent
    status: Literal["applied", "replayed", "held", "forgotten"]
    record: MemoryRecord | DeviceMemoryRecord | None = None


@dataclass(slots=True)
class Writes(Generic[_Key]):
    """What :func:`apply_intents` did with a batch's intents.

    Attributes:
        landed: The intents applied or recovered, in order.
        conflict: The intent the store refused and no recovery explains (its key, the intent
            and the store's error: ``RevisionConflict``, ``MemoryNotFound`` or ``IdConflict``),
            or ``None``. The intents after it were not tried; those before it stay written.
    """

    landed: list[Landed[_Key]] = field(default_factory=list)
    conflict: tuple[_Key, MemoryIntent, RevisionConflict | MemoryNotFound | IdConflict] | None = (
        None
    )


async def apply_intents(
    stores: MemoryStores,
    intents: Iterable[tuple[_Key, MemoryIntent]],
    holds: Callable[[_Key, MemoryIntent], Awaitable[bool]],
) -> Writes[_Key]:
    """Apply a batch's intents in order, recovering from the conflicts a rerun meets.

    Spec: Failure and Recovery ("convergence relies on fixed IDs, revision checks, and
    retry"). Each intent is one store transaction, committed when the store returns. A
    refusal is recovered, in this order:

    * ``MemoryForgotten``: the user forgot the memory; the intent is ``forgotten``.
    * ``RevisionConflict``, ``MemoryNotFound``, ``IdConflict``: the store is read again through
      the scenario's ``holds``; when the intent's effect is already there (an earlier attempt
      of this very batch wrote it before a crash or a cancel) it is ``held``; else when the
      target was forgotten between the recall and this write it is ``forgotten``; else it is
      the batch's :attr:`Writes.conflict` and applying stops there.

    Args:
        stores: The memory stores.
        intents: ``(key, intent)`` pairs in the order to apply them.
        holds: The scenario's check that the store already holds ``intent``'s effect for
            ``key`` (read-only).

    Returns:
        What each intent came to, and the conflict that stopped the batch, if any. The
        processor decides what a conflict means (the notification batch fails and is retried;
        an episode goes back to ``retry`` for a fresh extraction).

    Raises:
        StorageError: A store write or read failed; the intents before it stay written.
        InvalidInput: An intent's payload does not fit its store.
    """
    writes: Writes[_Key] = Writes()
    for key, intent in intents:
        try:
            outcome = await stores.apply(intent)
        except MemoryForgotten:
            writes.landed.append(Landed(key, intent, "forgotten"))
            continue
        except (RevisionConflict, MemoryNotFound, IdConflict) as exc:
            if await holds(key, intent):
                writes.landed.append(Landed(key, intent, "held"))
            elif await stores.is_forgotten(intent.store, intent.memory_id):
                writes.landed.append(Landed(key, intent, "forgotten"))
            else:
                writes.conflict = (key, intent, exc)
                return writes
            continue
        replayed = outcome.status is Applied.ALREADY_APPLIED
        status: Literal["applied", "replayed"] = "replayed" if replayed else "applied"
        writes.landed.append(Landed(key, intent, status, outcome.record))
    return writes


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
