"""The mechanical steps of one extraction round that both scenarios share.

Spec: MemoryMergeEngine ("the mechanical steps both scenarios need"), Failure and Recovery. A
processor keeps its scenario's rules (schema, validation, apply) and its own durable attempt
counts (the notification context, the episode ledger); this module decides from those counts
which engine answers (:func:`choose_turn`). It reads and writes nothing durable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["Turn", "choose_turn"]


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
