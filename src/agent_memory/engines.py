"""Which engines a runtime extracts with: the settings' model or the rules, for both scenarios.

:func:`open_engines` builds the four :class:`~agent_memory.engine.engine.MemoryMergeEngine`
objects a runtime needs from its settings (``provider``, ``base_url``, ``model``, ...): the
notification engine and the deterministic notification fallback that answers a batch after
repeated failures, and the same pair for episodes. With no model configured the fallback is the
provider itself (one engine for both roles, so its failures count toward a poison gap).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

from agent_memory.clock import Clock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.engine.provider import Provider
from agent_memory.episodes.fallback import episode_fallback_provider
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.settings import Settings

__all__ = ["Engines", "open_engines"]


@dataclass(frozen=True, slots=True)
class Engines:
    """The engines of one runtime.

    Attributes:
        notification: Extracts notification batches (the model, or the rules).
        notification_fallback: The deterministic rules; ``notification`` itself when there is
            no model.
        episode: Extracts episodes (the model, or the episode rules).
        episode_fallback: The episode rules when a model answers, else ``None``.
    """

    notification: MemoryMergeEngine
    notification_fallback: MemoryMergeEngine
    episode: MemoryMergeEngine
    episode_fallback: MemoryMergeEngine | None


def open_engines(
    settings: Settings,
    clock: Clock,
    stack: contextlib.AsyncExitStack,
    providers: tuple[Provider, Provider] | None = None,
) -> Engines:
    """Build the engines the settings name; ``stack`` closes each when it unwinds.

    Args:
        settings: ``provider`` (``fallback`` or ``openai``) and the model's settings.
        clock: UTC time of the engines.
        stack: Closes every engine (and its HTTP client) on exit.
        providers: ``(model, fallback)`` providers to use instead of the settings' (the
            evaluation wraps them to record every prompt); the two engines are then distinct
            even when both answer by the rules.

    Raises:
        InvalidInput: A model setting cannot be used (for example a bad base URL).
    """
    fallback = MemoryMergeEngine(
        notification_fallback_provider() if providers is None else providers[1], clock=clock
    )
    stack.push_async_callback(fallback.aclose)
    engine = fallback
    if providers is not None:
        engine = MemoryMergeEngine(providers[0], clock=clock)
        stack.push_async_callback(engine.aclose)
    elif settings.provider == "openai":
        engine = MemoryMergeEngine(
            OpenAICompatibleProvider(
                OpenAICompatibleConfig(
                    base_url=str(settings.base_url),
                    model=str(settings.model),
                    api_key_env=settings.api_key_env,
                    timeout_s=settings.model_timeout_s,
                    max_tokens=settings.max_tokens,
                    response_format=settings.response_format,
                )
            ),
            clock=clock,
        )
        stack.push_async_callback(engine.aclose)
    episode_rules = MemoryMergeEngine(episode_fallback_provider(), clock=clock)
    stack.push_async_callback(episode_rules.aclose)
    if engine is fallback:
        return Engines(engine, fallback, episode_rules, None)
    return Engines(engine, fallback, engine, episode_rules)
