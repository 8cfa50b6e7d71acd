"""Head-to-head with mem0: the same labeled streams, the same local model server, side by side.

Needs the ``mem0`` extra (``mem0ai``, ``qdrant-client``; in the dev lock). Each stream of
``evaluation/streams/`` is fed to agent-memory (the evaluation driver, whole pipeline) and to
mem0's open-source ``Memory`` (one ``add`` per notification, ``infer=True``), both pointed at
one shared OpenAI-compatible server on 127.0.0.1 that counts every call per client
(:mod:`benchmarks.mem0.compare`). Each row is agent-memory's figure beside mem0's
from the same run (the ratio is agent-memory / mem0).

Options (environment variables):

* ``AGENT_MEMORY_MEM0_BACKEND``: ``scripted`` (default; the deterministic model of
  :class:`~benchmarks.mem0.shared_model.ScriptedMemoryModel`) or ``llama`` (llama-server
  with Gemma 3 270M from the ``llm-test`` extra: one chat server, one embeddings server, same
  GGUF).
* ``AGENT_MEMORY_MEM0_STREAMS``: comma-separated stream names (default: quick ``en-shopper``
  for ``scripted``, ``mixed-traveller`` for ``llama``; full: every stream for ``scripted``).
* ``AGENT_MEMORY_MEM0_THREADS``: llama-server CPU threads (default 2).
* ``AGENT_MEMORY_MEM0_JSON``: a file to write the per-stream figures to (JSON).
"""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
from pathlib import Path
from typing import Final

from agent_memory.errors import ModelUnavailable
from agent_memory.notifications.processor import ProcessorConfig
from benchmarks.harness import Row
from benchmarks.llama_server import (
    LlamaServer,
    assemble_gemma_model,
    locate_llama_server,
)
from benchmarks.mem0.compare import (
    CompareSettings,
    HeadToHead,
    SystemFigures,
    compare_stream,
    mem0_available,
)
from benchmarks.mem0.shared_model import LlamaBackend, ScriptedMemoryModel

STREAMS: Final = Path(__file__).resolve().parents[1] / "evaluation" / "streams"
GEMMA_DIMS: Final = 640
"""Embedding length of Gemma 3 270M (its hidden size), mean-pooled by llama-server."""
LLAMA_MAX_TOKENS: Final = 400
LLAMA_CHAT_CTX: Final = 16384
"""mem0's extraction prompt alone is about 10,000 tokens."""


def _stream_paths(backend: str, quick: bool) -> list[Path]:
    names = os.environ.get("AGENT_MEMORY_MEM0_STREAMS", "")
    if names:
        return [STREAMS / f"{name.strip()}.jsonl" for name in names.split(",") if name.strip()]
    if backend == "llama":
        return [STREAMS / "mixed-traveller.jsonl"]
    if quick:
        return [STREAMS / "en-shopper.jsonl"]
    return sorted(STREAMS.glob("*.jsonl"))


async def _compare_scripted(paths: list[Path], work: Path) -> list[HeadToHead]:
    settings = CompareSettings()
    return [
        await compare_stream(path, work / path.stem, ScriptedMemoryModel(), settings)
        for path in paths
    ]


def _compare_llama(paths: list[Path], work: Path) -> list[HeadToHead]:
    binary = locate_llama_server()
    model = assemble_gemma_model(work / "model")
    threads = int(os.environ.get("AGENT_MEMORY_MEM0_THREADS", "2"))
    chat = LlamaServer(
        binary, model, log_path=work / "chat.log", ctx_size=LLAMA_CHAT_CTX, threads=threads
    )
    embed = LlamaServer(
        binary,
        model,
        log_path=work / "embed.log",
        ctx_size=2048,
        threads=threads,
        extra_args=("--embeddings", "--pooling", "mean"),
    )
    settings = CompareSettings(
        llm_model="gemma-3-270m",
        embedder_model="gemma-3-270m",
        embedding_dims=GEMMA_DIMS,
        max_tokens=LLAMA_MAX_TOKENS,
        timeout_s=300.0,
        # The small-model set-up of issue 25: line answers held to a GBNF grammar, rules first.
        response_format="grammar",
        processor=ProcessorConfig(answer="lines", rules_first=True),
    )
    chat.start()
    try:
        embed.start()
        try:
            return asyncio.run(_compare_llama_async(paths, work, chat, embed, settings))
        finally:
            embed.stop()
    finally:
        chat.stop()


async def _compare_llama_async(
    paths: list[Path],
    work: Path,
    chat: LlamaServer,
    embed: LlamaServer,
    settings: CompareSettings,
) -> list[HeadToHead]:
    results: list[HeadToHead] = []
    for path in paths:
        backend = LlamaBackend(chat.base_url, embed.base_url, timeout_s=settings.timeout_s)
        try:
            results.append(await compare_stream(path, work / path.stem, backend, settings))
        finally:
            await backend.aclose()
    return results


def _rows(results: list[HeadToHead], backend: str) -> list[Row]:
    ours = SystemFigures("agent-memory")
    theirs = SystemFigures("mem0")
    for result in results:
        ours.add(result.agent_memory)
        theirs.add(result.mem0)
    n = ours.notifications
    tag = f"{backend}, {len(results)} stream(s), {n} notifications"

    def per(name: str, a: float, b: float, unit: str) -> Row:
        return Row(f"{name} ({tag})", a, unit, "mem0", b)

    refused = sum(len(r.mem0_run.refused) for r in results)
    return [
        per("LLM calls per notification", ours.per_notification(ours.llm_calls),
            theirs.per_notification(theirs.llm_calls), "calls"),
        per("embedding calls per notification", ours.per_notification(ours.embedding_calls),
            theirs.per_notification(theirs.embedding_calls), "calls"),
        per("prompt tokens per notification", ours.per_notification(ours.prompt_tokens),
            theirs.per_notification(theirs.prompt_tokens), "tokens"),
        per("completion tokens per notification", ours.per_notification(ours.completion_tokens),
            theirs.per_notification(theirs.completion_tokens), "tokens"),
        per("memories stored", ours.memories, theirs.memories, "memories"),
        per("duplicates stored", ours.duplicates, theirs.duplicates, "memories"),
        Row(f"one-time codes and secrets stored ({tag})", ours.codes, "memories", "mem0",
            theirs.codes, "0 (agent-memory)", ours.codes == 0),
        per("wall time per notification", ours.per_notification(ours.wall_s) * 1000,
            theirs.per_notification(theirs.wall_s) * 1000, "ms"),
        Row("mem0 connections refused (not 127.0.0.1)", refused, "connections", target="0",
            met=refused == 0),
        Row("LLM calls failed (agent-memory; mem0 beside)", ours.llm_failures, "calls", "mem0",
            theirs.llm_failures),
        Row("LLM answers cut at the token limit (agent-memory; mem0 beside)", ours.llm_cut,
            "calls", "mem0", theirs.llm_cut),
    ]  # fmt: skip


def run(quick: bool) -> list[Row]:
    """Run the comparison and return the side-by-side rows.

    Args:
        quick: One stream (``en-shopper``) instead of all six for the scripted backend; the
            llama backend always runs one stream (``mixed-traveller``) unless
            ``AGENT_MEMORY_MEM0_STREAMS`` names others.

    Returns:
        One row per measure: agent-memory's value, mem0's as the reference.

    Raises:
        ModelUnavailable: The ``mem0`` extra (or, for ``llama``, the ``llm-test`` extra) is not
            installed, or a run failed.
    """
    if not mem0_available():
        raise ModelUnavailable(
            "The mem0 benchmark needs the mem0 extra: pip install '.[mem0]'.", provider="mem0"
        )
    backend = os.environ.get("AGENT_MEMORY_MEM0_BACKEND", "scripted")
    if backend not in ("scripted", "llama"):
        raise ModelUnavailable(
            "AGENT_MEMORY_MEM0_BACKEND must be 'scripted' or 'llama'.", provider=backend
        )
    paths = _stream_paths(backend, quick)
    with tempfile.TemporaryDirectory(prefix="bench-mem0-") as tmp:
        work = Path(tmp)
        if backend == "llama":
            results = _compare_llama(paths, work)
        else:
            results = asyncio.run(_compare_scripted(paths, work))
    out = os.environ.get("AGENT_MEMORY_MEM0_JSON")
    if out:
        Path(out).write_text(
            json.dumps([r.to_json() for r in results], indent=2, ensure_ascii=False),
            encoding="utf-8",
        )
    return _rows(results, backend)
