"""The whole notification flow against a real local model (llama.cpp with Gemma 3 270M).

Whatever the small model answers must be either applied validly or rejected without loss: the
cursor moves only with valid writes, and a rejected batch leaves its records pending.
"""

from __future__ import annotations

from pathlib import Path

from agent_memory.engine import MemoryMergeEngine, OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.errors import ModelError, ProposalInvalid
from agent_memory.notifications.processor import NOTIFICATION_ID_PREFIX, ProcessorConfig
from benchmarks.llama_server import LlamaServer

from .processor_support import harness


async def test_real_model_answers_are_applied_validly_or_rejected_without_loss(
    tmp_path: Path, llama: LlamaServer
) -> None:
    engine = MemoryMergeEngine(
        OpenAICompatibleProvider(
            OpenAICompatibleConfig(
                base_url=llama.base_url,
                model="gemma-3-270m",
                timeout_s=240,
                max_tokens=400,
                seed=7,
            )
        )
    )
    config = ProcessorConfig(batch_size=2, max_attempts=2)
    async with harness(tmp_path, engine, config=config) as h:
        h.publish("see you tomorrow for brunch at 11!", title="Mom")
        h.publish("Your parcel with running shoes arrives Friday", title="Courier", app="com.ups")
        outcomes: list[str] = []
        for _ in range(3):
            before = h.memory_cursor()
            try:
                result = await h.processor.run_batch()
            except (ModelError, ProposalInvalid) as exc:
                outcomes.append(type(exc).__name__)
                assert h.memory_cursor() == before  # nothing committed
                continue
            outcomes.append(f"processed {result.processed}")
            if h.memory_cursor() == 2:
                break
        for memory in await h.memories():
            assert memory.id.startswith(NOTIFICATION_ID_PREFIX) or memory.id.startswith("lt-")
            assert 1 <= len(memory.content) <= 500
            assert set(memory.source.context_ids) <= {1, 2}
        status = h.context.status()
        assert status.pending + h.memory_cursor() == 2  # every record is pending or processed
        assert outcomes, "the processor never ran"


async def test_grammar_constrained_line_answer_finishes_and_applies(
    tmp_path: Path, llama: LlamaServer
) -> None:
    """Issue 25: with a GBNF grammar the small model finishes its answer and it is applied."""
    engine = MemoryMergeEngine(
        OpenAICompatibleProvider(
            OpenAICompatibleConfig(
                base_url=llama.base_url,
                model="gemma-3-270m",
                timeout_s=240,
                max_tokens=400,
                seed=7,
                response_format="grammar",
            )
        )
    )
    async with harness(tmp_path, engine, config=ProcessorConfig(answer="lines")) as h:
        h.publish("see you tomorrow for brunch at 11!", title="Mom")
        h.publish("Can you pick up milk on the way home?", title="Ana")
        h.publish("Band practice is in the garage from now on", title="Bob")
        result = await h.processor.run_batch()
        assert result.processed == 3
        assert h.memory_cursor() == 3
        outcome = result.outcome
        assert outcome.cut_answers == 0
        assert outcome.llm_calls == 1
        assert outcome.model_items == 3
        assert outcome.completion_tokens < 400
        assert [o.reason for o in outcome.outcomes] == ["model", "model", "model"]
        written = {o.memory_id for o in outcome.outcomes if o.memory_id is not None}
        assert written == {m.id for m in await h.memories()}
