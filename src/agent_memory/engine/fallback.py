"""The deterministic fallback provider: proposals built by rules, no model.

Spec, Notification Processor: "When no model is available, tests and offline scenarios can use a
deterministic Temporary Memory fallback." The engine stays generic: the provider is given, per
scenario name, a rule function that builds the proposal object from the structured items and the
related memories. The notification rules live in :mod:`agent_memory.notifications.fallback`.

A rule function must be pure: same input, same output, on every run and every machine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from agent_memory.engine.privacy import PrivacyReport
from agent_memory.engine.provider import ProviderCall, ProviderOutput, ResponseMode
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.errors import LifecycleError, ModelUnavailable

__all__ = ["FallbackProvider", "FallbackRule"]

FallbackRule = Callable[[Sequence[ExtractItem], Sequence[RelatedMemory]], dict[str, Any]]
"""Build a proposal object (matching the scenario's output schema) from items and memories."""


class FallbackProvider:
    """Answer extract calls with per-scenario rule functions instead of a model.

    Args:
        rules: Rule function per scenario name.

    Usage reports provider ``fallback``, model ``None``, 0 tokens and 0 requests.
    """

    def __init__(self, rules: Mapping[str, FallbackRule]) -> None:
        self._rules = dict(rules)
        self._closed = False

    @property
    def name(self) -> str:
        """Return ``"fallback"``."""
        return "fallback"

    @property
    def model(self) -> str | None:
        """Return ``None``: no model is involved."""
        return None

    @property
    def response_mode(self) -> ResponseMode:
        """Return ``"rules"``."""
        return "rules"

    @property
    def privacy(self) -> PrivacyReport:
        """Report that nothing leaves the device."""
        return PrivacyReport(
            on_device=True,
            destination="rules",
            statement=(
                "No model is configured: memories are built by deterministic rules on this "
                "device and no text is sent anywhere."
            ),
        )

    @property
    def scenarios(self) -> tuple[str, ...]:
        """Return the scenario names this provider has rules for, sorted."""
        return tuple(sorted(self._rules))

    async def answer(self, call: ProviderCall) -> ProviderOutput:
        """Run the scenario's rule over the call's items and memories.

        Raises:
            ModelUnavailable: No rule is registered for the scenario.
            LifecycleError: The provider was closed.
        """
        if self._closed:
            raise LifecycleError("The fallback provider is closed; create a new one.")
        rule = self._rules.get(call.scenario.name)
        if rule is None:
            raise ModelUnavailable(
                f"The fallback provider has no rule for scenario {call.scenario.name!r}; "
                "register one or configure a model.",
                provider=self.name,
            )
        data = rule(call.items, call.related_memories)
        return ProviderOutput(
            text=None,
            data=data,
            finish_reason="stop",
            model=None,
            prompt_tokens=0,
            completion_tokens=0,
            requests=0,
            response_mode="rules",
        )

    async def aclose(self) -> None:
        """Mark the provider closed; idempotent."""
        self._closed = True
