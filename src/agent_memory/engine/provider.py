"""The interface between :class:`MemoryMergeEngine` and whatever produces the answer.

A provider receives one :class:`ProviderCall` (the scenario, the structured items and memories,
the built messages and the output schema) and returns one :class:`ProviderOutput`. A model
provider answers from ``messages``; the deterministic fallback answers from the structured items.
The engine owns parsing, the ``finish_reason`` check, usage and logging, so every provider is held
to the same rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, runtime_checkable

from agent_memory.engine.privacy import PrivacyReport
from agent_memory.engine.types import ExtractItem, RelatedMemory, Scenario

__all__ = ["Provider", "ProviderCall", "ProviderOutput", "ResponseMode", "StructuredOutputRejected"]

ResponseMode = Literal["grammar", "json_schema", "json_object", "prompt", "rules"]
"""How a provider asks for structure: a GBNF grammar (llama.cpp's ``grammar`` field, for line
answers, :mod:`agent_memory.engine.lines`), a strict JSON Schema response format, a JSON-object
response format, instructions only, or no model at all (the fallback's rules)."""


class StructuredOutputRejected(Exception):
    """Raised by a provider when the server refused the requested response format.

    Part of the provider protocol, never seen outside the engine: the provider has already
    switched its :attr:`Provider.response_mode` to a weaker one, and the engine rebuilds the
    messages (now with the schema text) and asks once more.
    """


@dataclass(frozen=True, slots=True)
class ProviderCall:
    """Everything one extract call hands to a provider.

    Attributes:
        scenario: The scenario.
        items: The batch, in order.
        related_memories: The related memories shown in the prompt (after budget drops), in order.
        messages: The chat messages (system, user) built within the prompt budget; they carry
            the schema text when the provider's mode is ``json_object`` or ``prompt``.
        output_schema: The JSON Schema of the answer (an object schema).
        schema_name: Name sent with a ``json_schema`` response format (``[a-zA-Z0-9_-]``).
        grammar: The GBNF grammar of a line answer, sent in ``grammar`` mode; ``None`` for a
            JSON answer (a provider in ``grammar`` mode then sends ``output_schema`` as a
            ``json_schema`` response format).
    """

    scenario: Scenario
    items: Sequence[ExtractItem]
    related_memories: Sequence[RelatedMemory]
    messages: Sequence[Mapping[str, str]]
    output_schema: Mapping[str, Any]
    schema_name: str
    grammar: str | None = None


@dataclass(frozen=True, slots=True)
class ProviderOutput:
    """One provider answer, before the engine parses it.

    Exactly one of ``text`` and ``data`` is set.

    Attributes:
        text: The model's message content, or ``None``.
        data: A ready JSON object (the fallback's rules), or ``None``.
        finish_reason: The server's ``finish_reason`` (``stop``, ``length`` ...) or ``None``.
        model: The model as the server named it, or the configured one.
        prompt_tokens: Server-counted prompt tokens, or ``None`` when not reported.
        completion_tokens: Server-counted completion tokens, or ``None`` when not reported.
        requests: HTTP requests made for this answer (0 for the fallback).
        response_mode: The mode this answer was asked for with.
    """

    text: str | None
    data: dict[str, Any] | None
    finish_reason: str | None
    model: str | None
    prompt_tokens: int | None
    completion_tokens: int | None
    requests: int
    response_mode: ResponseMode


@runtime_checkable
class Provider(Protocol):
    """Something that answers an extract call: a model server client or a rule set."""

    @property
    def name(self) -> str:
        """Short provider name for usage and logs (``openai``, ``fallback``)."""
        ...

    @property
    def model(self) -> str | None:
        """The configured model name, or ``None``."""
        ...

    @property
    def privacy(self) -> PrivacyReport:
        """Whether the text of a call leaves the device."""
        ...

    @property
    def response_mode(self) -> ResponseMode:
        """The mode the next call will use; the prompt carries the schema unless the server
        enforces it (``json_schema``) or no model reads it (``rules``)."""
        ...

    async def answer(self, call: ProviderCall) -> ProviderOutput:
        """Answer one call.

        Args:
            call: The call.

        Returns:
            The raw answer.

        Raises:
            ModelError: A subclass naming what failed; never a foreign exception.
            StructuredOutputRejected: The server refused the response format; the provider
                switched to a weaker mode and the engine asks again.
            asyncio.CancelledError: The awaiting task was cancelled; the request was aborted and
                nothing is returned.
        """
        ...

    async def aclose(self) -> None:
        """Release connections; later calls raise :class:`~agent_memory.errors.LifecycleError`."""
        ...
