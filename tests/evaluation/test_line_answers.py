"""The evaluation counts what a small-model run needs reported (issue 25, item 4).

A scripted OpenAI-compatible server on 127.0.0.1 answers in lines, through the production client
in ``grammar`` mode; the pipeline parts are the real ones.
"""

from __future__ import annotations

from pathlib import Path

from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.evaluation import load_stream, run_stream, score_run
from agent_memory.evaluation.report import EvalReport, render_markdown, to_json
from agent_memory.evaluation.scoring import combine
from agent_memory.notifications.processor import ProcessorConfig
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply
from tests.evaluation.support import android, write_stream


async def test_run_counts_cut_answers_rule_items_and_batches_without_the_fallback(
    tmp_path: Path,
) -> None:
    stream = load_stream(
        write_stream(
            tmp_path / "lines.jsonl",
            android("n1", "2025-03-12T18:00:00+00:00", "ok 👍", {
                "action": "ignore", "why": "chatter",
            }, title="Bob", package="com.whatsapp"),
            android("n2", "2025-03-12T18:00:10+00:00", "Can you pick up milk on the way home?", {
                "action": "memory", "key": "milk", "facts": ["milk"],
            }, title="Ana", package="com.whatsapp"),
            android("n3", "2025-03-12T18:00:20+00:00", "Band practice moved to the garage", {
                "action": "ignore", "why": "chatter",
            }, title="Cleo", package="com.whatsapp"),
        ),
    )  # fmt: skip
    async with ScriptedChatServer() as server:
        server.script(
            ScriptedReply(content="1 add temp task Pick up milk\n2 ign", finish_reason="length"),
            ScriptedReply(content="1 ignore\n"),
        )
        config = OpenAICompatibleConfig(
            base_url=server.base_url, model="scripted", timeout_s=10, response_format="grammar"
        )
        run = await run_stream(
            stream,
            tmp_path / "data",
            lambda: OpenAICompatibleProvider(config),
            config=ProcessorConfig(answer="lines", rules_first=True),
        )
        assert len(server.chat_requests) == 2
    assert (run.model_answers, run.cut_answers) == (2, 1)
    assert (run.rule_items, run.model_items) == (1, 2)
    assert (run.batches, run.fallback_batches, run.failed_batches) == (1, 0, 0)
    assert run.llm_calls == 2
    score = score_run(stream, run)
    assert score.outcome.hits == 3
    report = to_json(EvalReport("scripted", (score,), combine([score])))
    overall = report["overall"]
    assert (overall["cut_answers"], overall["model_answers"]) == (1, 2)
    assert (overall["fallback_batches"], overall["batches"]) == (0, 1)
    assert (overall["rule_items"], overall["model_items"]) == (1, 2)
    markdown = render_markdown(EvalReport("scripted", (score,), combine([score])))
    assert "| 0/1 | 1/2 |" in markdown  # batches by fallback, answers cut
