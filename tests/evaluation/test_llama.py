"""Smoke run of the evaluation against the real local model (llama.cpp with Gemma 3 270M).

Whatever the small model answers, no declared code may reach a store, a prompt or a log line,
every notification ends with an outcome, and the model calls are counted.
"""

from __future__ import annotations

from pathlib import Path

from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.evaluation import load_stream, run_stream, score_run
from agent_memory.notifications.processor import ProcessorConfig
from benchmarks.llama_server import LlamaServer
from tests.evaluation.support import android, write_stream


async def test_code_and_payment_with_real_model_leak_nothing(
    tmp_path: Path, llama: LlamaServer
) -> None:
    """Case M10 with a real model: the code is filtered before any prompt is built."""
    stream = load_stream(
        write_stream(
            tmp_path / "m10.jsonl",
            android("n1", "2025-03-12T18:00:00+00:00", "Chase: one-time code 482913", {
                "action": "ignore", "why": "otp", "secrets": ["482913"], "case": "M10",
            }, title="Chase", package="com.chase.sig.android"),
            android("n2", "2025-03-12T18:00:20+00:00", "Alex paid you $40 for rent", {
                "action": "memory", "key": "rent", "facts": ["rent"], "case": "M10",
            }, title="Venmo", package="com.venmo"),
        ),
    )  # fmt: skip
    config = OpenAICompatibleConfig(
        base_url=llama.base_url, model="gemma-3-270m", timeout_s=240, max_tokens=200, seed=7
    )
    run = await run_stream(
        stream,
        tmp_path / "data",
        lambda: OpenAICompatibleProvider(config),
        config=ProcessorConfig(max_attempts=1),
    )
    score = score_run(stream, run)
    assert score.violations == []
    assert [o.action for o in run.outcomes["n1"]] == ["filtered"]
    assert len(run.outcomes["n2"]) == 1
    assert run.llm_calls >= 1
    assert run.prompt_tokens > 0
    assert not any("482913" in p for p in run.prompts)
