"""What the OpenAI-compatible provider loads: the SDK's client, not its resource classes."""

from __future__ import annotations

from tests.probe import run_probe

_PROBE = """
import asyncio, json, sys
from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.engine.provider import ProviderCall
from agent_memory.errors import ModelUnavailable
from agent_memory.notifications.proposal import NOTIFICATION_SCENARIO

async def main():
    out = {}
    for stream in (False, True):
        config = OpenAICompatibleConfig(
            base_url="http://127.0.0.1:9/v1", model="m", stream=stream, connect_timeout_s=2
        )
        call = ProviderCall(
            scenario=NOTIFICATION_SCENARIO, items=[], related_memories=[],
            messages=[{"role": "user", "content": "hi"}], output_schema={"type": "object"},
            schema_name="answer",
        )
        async with OpenAICompatibleProvider(config) as provider:
            try:
                await provider.answer(call)
            except ModelUnavailable:
                out[f"stream={stream}"] = "ModelUnavailable"
    out["resources"] = sorted(m for m in sys.modules if m.startswith("openai.resources"))
    print(json.dumps(out))

asyncio.run(main())
"""


def test_a_model_call_imports_no_sdk_resource_classes() -> None:
    """The call goes through the SDK's generic ``post`` (1.3 MB less resident when idle)."""
    out = run_probe(_PROBE, timeout_s=120)
    assert out == {
        "stream=False": "ModelUnavailable",
        "stream=True": "ModelUnavailable",
        "resources": [],
    }
