"""MemoryMergeEngine: scenario input + related memory -> messages -> one LLM call -> raw proposal.

Spec, Architecture: "MemoryMergeEngine extracts only the mechanical steps both scenarios need".
The engine builds the messages within the prompt budget (:mod:`agent_memory.engine.prompt`),
makes exactly one call to its provider, parses the answer into a JSON object
(:mod:`agent_memory.engine.output`) and returns it with its usage. It applies nothing, knows no
store, no revision and no action set; the processors validate the object against their own
proposal schema and apply it.

One call is one HTTP request, except once in a provider's life: a server that refuses the strict
``json_schema`` response format is asked again at once with a weaker one (``Usage.requests`` is
then 2).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from agent_memory.clock import Clock, SystemClock
from agent_memory.engine.lines import LineAnswer, LineProtocol, answer_lines
from agent_memory.engine.output import parse_json_object
from agent_memory.engine.privacy import PrivacyReport
from agent_memory.engine.prompt import PromptBudget, build_messages
from agent_memory.engine.provider import Provider, ProviderCall, StructuredOutputRejected
from agent_memory.engine.types import ExtractItem, RawProposal, RelatedMemory, Scenario, Usage
from agent_memory.errors import (
    InvalidInput,
    InvalidOutput,
    ModelError,
    ProposalInvalid,
    TruncatedOutput,
)

__all__ = ["MemoryMergeEngine"]

_log = logging.getLogger("agent_memory.engine")
_SCHEMA_NAME: Final = re.compile(r"[^a-zA-Z0-9_-]")
_MAX_FORMAT_DOWNGRADES: Final = 2


class MemoryMergeEngine:
    """Build messages, call the model once, return the parsed answer.

    Args:
        provider: Who answers: an
            :class:`~agent_memory.engine.OpenAICompatibleProvider` or a
            :class:`~agent_memory.engine.FallbackProvider`.
        budget: Prompt token budget (see :mod:`agent_memory.engine.prompt`).
        clock: Monotonic time for latency.
    """

    def __init__(
        self,
        provider: Provider,
        *,
        budget: PromptBudget | None = None,
        clock: Clock | None = None,
    ) -> None:
        self._provider = provider
        self._budget = budget or PromptBudget()
        self._clock: Clock = clock or SystemClock()

    @property
    def provider(self) -> Provider:
        """Return the provider."""
        return self._provider

    @property
    def budget(self) -> PromptBudget:
        """Return the prompt budget."""
        return self._budget

    @property
    def privacy(self) -> PrivacyReport:
        """Return whether extraction input leaves the device (the provider's report)."""
        return self._provider.privacy

    async def aclose(self) -> None:
        """Close the provider; idempotent."""
        await self._provider.aclose()

    async def extract(
        self,
        scenario: Scenario,
        items: Sequence[ExtractItem],
        related_memories: Sequence[RelatedMemory],
        output_schema: Mapping[str, Any],
        *,
        lines: LineProtocol | None = None,
    ) -> RawProposal:
        """Ask the provider for one proposal object covering every item.

        With ``lines``, the model answers one line per item (:mod:`agent_memory.engine.lines`):
        the system message carries the protocol's rules instead of the JSON rules, a
        ``grammar`` provider sends the call's GBNF grammar, a ``json_schema`` one the
        protocol's schema of ``{"lines": [...]}``, and the answer is parsed by the protocol. A
        line answer cut at the token limit is not an error: the complete, valid lines come back
        with ``truncated`` set, and the caller asks again for the items not answered.

        Args:
            scenario: Instructions and name (the fallback picks its rule by name).
            items: The batch, in order; each with its own local time.
            related_memories: Memories recalled for the batch, best first, under unique refs.
            output_schema: JSON Schema (an object schema, strict-mode compatible) of the answer.
            lines: The scenario's line protocol, or ``None`` for a JSON answer.

        Returns:
            The parsed, unvalidated JSON object with usage, repairs and prompt cuts. Nothing is
            written anywhere: the result lives in memory only.

        Raises:
            InvalidInput: Bad items or refs, or a batch that does not fit the prompt budget.
            TruncatedOutput: A JSON answer stopped at its token limit (no partial object is
                returned), or a line answer did so before its first complete line.
            InvalidOutput: The answer is not a JSON object (or only by a guessing repair).
            ProposalInvalid: A line answer that was not cut has lines the protocol cannot
                read; ``reasons`` names each by its number and fault, never its text.
            ModelUnavailable, ModelTimeout, RateLimited: The call failed (see the provider).
            asyncio.CancelledError: The awaiting task was cancelled; the request was aborted
                (the server sees the disconnect) and nothing is returned or kept.
        """
        if output_schema.get("type") != "object":
            raise InvalidInput("The output schema must describe a JSON object.", field="schema")
        provider = self._provider
        schema_name = _SCHEMA_NAME.sub("_", f"{scenario.name}_proposal")[:64]
        start = self._clock.monotonic()
        requests = 0
        for _ in range(_MAX_FORMAT_DOWNGRADES + 1):
            mode = provider.response_mode
            built = build_messages(
                scenario,
                items,
                related_memories,
                output_schema,
                budget=self._budget,
                include_schema=lines is None and mode in ("json_object", "prompt"),
                rules=None if lines is None else lines.rules(mode),
            )
            shown = set(built.memories_shown)
            memories = [m for m in related_memories if m.ref in shown]
            schema: Mapping[str, Any] = output_schema
            grammar = None
            if lines is not None:
                visible = [_with_refs(item, shown) for item in items]
                schema = lines.json_schema(visible, memories)
                grammar = lines.grammar(visible, memories)
            call = ProviderCall(
                scenario=scenario,
                items=items,
                related_memories=memories,
                messages=built.messages,
                output_schema=schema,
                schema_name=schema_name,
                grammar=grammar,
            )
            try:
                output = await provider.answer(call)
            except StructuredOutputRejected:
                requests += 1
                continue
            except ModelError as exc:
                _log.warning(
                    "engine.extract_failed",
                    extra={
                        "scenario": scenario.name,
                        "provider": provider.name,
                        "model": provider.model,
                        "items": len(items),
                        "error": type(exc).__name__,
                    },
                )
                raise
            requests += output.requests
            break
        else:
            raise InvalidOutput(
                "The model server refused every structured-output mode; configure "
                "response_format='prompt' for it.",
                provider=provider.name,
                model=provider.model,
            )

        model = output.model or provider.model
        line_answer: LineAnswer | None = None
        cut = output.finish_reason == "length"
        if (
            lines is not None
            and output.data is None
            and output.finish_reason
            in (
                None,
                "stop",
                "length",
            )
        ):
            found, _ = answer_lines(output.text or "", cut=cut)
            line_answer = lines.parse(found, items)
            if cut:
                _log.warning(
                    "engine.extract_truncated",
                    extra={
                        "scenario": scenario.name,
                        "provider": provider.name,
                        "items": len(items),
                        "answered": len(line_answer.answered),
                        "completion_tokens": output.completion_tokens,
                    },
                )
                if not line_answer.answered:
                    raise TruncatedOutput(
                        f"The model stopped at its token limit after "
                        f"{output.completion_tokens or 0} completion tokens before the first "
                        f"complete line of {len(items)} items; split the batch or raise "
                        "max_tokens.",
                        provider=provider.name,
                        model=model,
                    )
            elif line_answer.problems:
                _log.warning(
                    "engine.extract_invalid_lines",
                    extra={
                        "scenario": scenario.name,
                        "provider": provider.name,
                        "items": len(items),
                        "problems": list(line_answer.problems[:10]),
                    },
                )
                raise ProposalInvalid(
                    f"The line answer has {len(line_answer.problems)} line(s) that could not be "
                    "read; nothing of it is applied.",
                    reasons=list(line_answer.problems),
                )
        elif output.finish_reason == "length":
            _log.warning(
                "engine.extract_truncated",
                extra={
                    "scenario": scenario.name,
                    "provider": provider.name,
                    "items": len(items),
                    "completion_tokens": output.completion_tokens,
                },
            )
            raise TruncatedOutput(
                f"The model stopped at its token limit after {output.completion_tokens or 0} "
                f"completion tokens for {len(items)} items; split the batch or raise max_tokens.",
                provider=provider.name,
                model=model,
            )
        repairs: tuple[str, ...] = ()
        if line_answer is not None:
            data = line_answer.data
        elif output.data is not None:
            data = output.data
        else:
            if output.finish_reason not in (None, "stop"):
                raise InvalidOutput(
                    f"The model answer ended with finish_reason {output.finish_reason!r}, not "
                    "'stop'; the batch stays pending.",
                    provider=provider.name,
                    model=model,
                )
            try:
                parsed = parse_json_object(output.text or "", provider=provider.name, model=model)
            except InvalidOutput:
                _log.warning(
                    "engine.extract_invalid_output",
                    extra={
                        "scenario": scenario.name,
                        "provider": provider.name,
                        "items": len(items),
                        "answer_chars": len(output.text or ""),
                    },
                )
                raise
            data, repairs = parsed.data, parsed.repairs
        latency = self._clock.monotonic() - start
        estimated = output.prompt_tokens is None and output.requests > 0
        usage = Usage(
            provider=provider.name,
            model=model,
            prompt_tokens=built.estimated_tokens if estimated else (output.prompt_tokens or 0),
            completion_tokens=output.completion_tokens or 0,
            latency_s=latency,
            requests=requests,
            estimated=estimated,
        )
        _log.info(
            "engine.extract_done",
            extra={
                "scenario": scenario.name,
                "provider": usage.provider,
                "model": usage.model,
                "items": len(items),
                "memories_shown": len(built.memories_shown),
                "prompt_tokens": usage.prompt_tokens,
                "completion_tokens": usage.completion_tokens,
                "latency_s": round(latency, 4),
                "requests": requests,
                "mode": output.response_mode,
                "repairs": list(repairs),
                "items_cut": built.cuts.items_cut,
                "memories_dropped": built.cuts.memories_dropped,
                "truncated": line_answer is not None and cut,
            },
        )
        return RawProposal(
            data=data,
            usage=usage,
            response_mode=output.response_mode,
            repairs=repairs,
            cuts=built.cuts,
            truncated=line_answer is not None and cut,
            answered=() if line_answer is None else line_answer.answered,
            line_tokens=() if line_answer is None else line_answer.costs,
        )


def _with_refs(item: ExtractItem, shown: set[str]) -> ExtractItem:
    """Return ``item`` citing only the related memories the prompt budget kept."""
    refs = tuple(ref for ref in item.related_refs if ref in shown)
    if refs == item.related_refs:
        return item
    return ExtractItem(item.item_id, item.local_time, item.fields, item.context, refs)
