"""MemoryMergeEngine and its providers (spec component ``MemoryMergeEngine``).

Scenario input + related memory -> build messages -> one LLM call -> raw proposal. The engine
knows no store and no action set; processors validate. :mod:`agent_memory.engine.round` holds the
mechanical steps of a round both processors share, the apply of their intents with its conflict
recovery included (see ``docs/ARCHITECTURE.md``).
"""

from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.fallback import FallbackProvider, FallbackRule
from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.engine.output import ParsedOutput, parse_json_object
from agent_memory.engine.privacy import PrivacyReport, privacy_of_endpoint
from agent_memory.engine.prompt import BuiltPrompt, PromptBudget, build_messages, estimate_tokens
from agent_memory.engine.provider import Provider, ProviderCall, ProviderOutput, ResponseMode
from agent_memory.engine.types import (
    ExtractItem,
    PromptCuts,
    RawProposal,
    RelatedMemory,
    Scenario,
    Usage,
)

__all__ = [
    "BuiltPrompt",
    "ExtractItem",
    "FallbackProvider",
    "FallbackRule",
    "MemoryMergeEngine",
    "OpenAICompatibleConfig",
    "OpenAICompatibleProvider",
    "ParsedOutput",
    "PrivacyReport",
    "PromptBudget",
    "PromptCuts",
    "Provider",
    "ProviderCall",
    "ProviderOutput",
    "RawProposal",
    "RelatedMemory",
    "ResponseMode",
    "Scenario",
    "Usage",
    "build_messages",
    "estimate_tokens",
    "parse_json_object",
    "privacy_of_endpoint",
]
