"""The values that go into and come out of :meth:`MemoryMergeEngine.extract`.

These are plain, immutable data: a :class:`Scenario` (system instructions and a name), the batch's
:class:`ExtractItem` values, the :class:`RelatedMemory` values shown beside them, and the
:class:`RawProposal` that comes back with its :class:`Usage`. None of them knows a store, a
revision or an action set: those belong to the processors (spec: Architecture, "MemoryMergeEngine
extracts only the mechanical steps both scenarios need").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from agent_memory.errors import InvalidInput

__all__ = [
    "ExtractItem",
    "PromptCuts",
    "RawProposal",
    "RelatedMemory",
    "Scenario",
    "Usage",
    "nullable",
]


@dataclass(frozen=True, slots=True)
class Scenario:
    """One extraction scenario (``notification``, ``episode``): its name and instructions.

    Attributes:
        name: Short name; a :class:`~agent_memory.engine.FallbackProvider` looks its rule up by
            this name, and logs carry it.
        instructions: The scenario's system instructions: what to extract, which actions exist,
            how to cite items and memories. Sent as the start of the system message.
        item_noun: What one item is called in the prompt (``notification``, ``episode``).
    """

    name: str
    instructions: str
    item_noun: str = "item"

    def __post_init__(self) -> None:
        if not self.name:
            raise InvalidInput("A scenario needs a non-empty name.", field="name")


@dataclass(frozen=True, slots=True)
class ExtractItem:
    """One item of a batch as the model sees it.

    Args:
        item_id: The id the answer must cite for this item (the notification's ``context_id`` or
            the ``episode_id``), as text.
        local_time: The item's own local time: an aware datetime whose offset is the one the user
            saw (for a notification: receipt time at the device's UTC offset). Relative words
            ("tomorrow") resolve against it, not against the processing time (case M8).
        fields: Labelled texts shown in this order, for example ``{"app": ..., "title": ...,
            "text": ...}``. When the item is over its token budget the later fields are cut
            first, so put the longest and least important text last.
        context: Earlier text shown as context only (for example the previous version of an
            updated message). Cut before any field.
        related_refs: References (``m1``, ``m2`` ...) of the related memories that were recalled
            for this item; each must name a :class:`RelatedMemory` of the same call.

    Raises:
        InvalidInput: ``item_id`` is empty or ``local_time`` is naive.
    """

    item_id: str
    local_time: datetime
    fields: Mapping[str, str]
    context: str = ""
    related_refs: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.item_id:
            raise InvalidInput("An extract item needs a non-empty item_id.", field="item_id")
        if self.local_time.tzinfo is None or self.local_time.utcoffset() is None:
            raise InvalidInput(
                "An extract item's local_time must be aware (carry its UTC offset).",
                field="local_time",
            )


@dataclass(frozen=True, slots=True)
class RelatedMemory:
    """A memory recalled for the batch, shown to the model under a short reference.

    The engine only renders it; the processor maps ``ref`` back to ``(memory_id, revision)``.

    Args:
        ref: Short per-batch reference the model cites, such as ``m1``.
        text: The memory's content.
        attributes: Short labelled facts shown before the text, in order (``store``, ``kind``,
            ``expires``). Values are rendered as given.
    """

    ref: str
    text: str
    attributes: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.ref or any(ch.isspace() for ch in self.ref):
            raise InvalidInput(
                "A related memory needs a short reference without spaces.", field="ref"
            )


@dataclass(frozen=True, slots=True)
class PromptCuts:
    """What the prompt budget removed from one call (counts only, never text).

    Attributes:
        items_cut: Items whose text was shortened to fit the per-item budget.
        memories_cut: Related memories whose text was shortened to fit the per-memory budget.
        memories_dropped: Related memories left out to fit the whole-prompt budget.
    """

    items_cut: int = 0
    memories_cut: int = 0
    memories_dropped: int = 0


@dataclass(frozen=True, slots=True)
class Usage:
    """What one extract call cost.

    Attributes:
        provider: Provider name (``openai``, ``fallback``).
        model: Model name as the server reported it (or as configured), or ``None``.
        prompt_tokens: Prompt tokens as the server counted them; the engine's estimate when the
            server reported none (then ``estimated`` is true); 0 for the fallback.
        completion_tokens: Completion tokens as the server counted them, or 0 when unknown.
        latency_s: Seconds from the start of the call to the parsed answer (monotonic clock).
        requests: HTTP requests made: 1, or 2 when a server rejected ``json_schema`` and the
            call was repeated once as ``json_object``; 0 for the fallback.
        estimated: True when ``prompt_tokens`` is the engine's estimate.
    """

    provider: str
    model: str | None
    prompt_tokens: int
    completion_tokens: int
    latency_s: float
    requests: int = 1
    estimated: bool = False


@dataclass(frozen=True, slots=True)
class RawProposal:
    """The model's answer, parsed into a JSON object, not yet validated.

    Attributes:
        data: The JSON object. The processor validates it against its own proposal schema.
        usage: Tokens, latency, provider and model of the call.
        response_mode: How structure was asked for: ``json_schema``, ``json_object``, ``prompt``
            (instructions only) or ``rules`` (the deterministic fallback).
        repairs: Names of the repairs applied to the text before it parsed (``fences``,
            ``prose``, ``json_repair``, ``lone_surrogate``); empty when it parsed as sent.
        cuts: What the prompt budget cut.
        truncated: True when a line answer stopped at its token limit: ``data`` then holds
            the items whose lines were complete and valid (``answered``), and the caller asks
            again for the rest (:mod:`agent_memory.engine.lines`).
        answered: For a line answer, the ids of the items it answered, in answer order.
        line_tokens: For a line answer, the estimated tokens of each answered line.
    """

    data: dict[str, Any]
    usage: Usage
    response_mode: str
    repairs: tuple[str, ...] = ()
    cuts: PromptCuts = field(default_factory=PromptCuts)
    truncated: bool = False
    answered: tuple[str, ...] = ()
    line_tokens: tuple[int, ...] = ()


def nullable(schema: Mapping[str, Any]) -> dict[str, Any]:
    """Return a JSON Schema that accepts ``schema`` or ``null``.

    Strict structured output (OpenAI ``json_schema`` with ``strict: true``, llama.cpp's grammar
    conversion) requires every property to be listed as required; an optional field is therefore
    written as ``anyOf`` of its schema and ``{"type": "null"}``.
    """
    return {"anyOf": [dict(schema), {"type": "null"}]}
