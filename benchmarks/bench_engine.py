"""MemoryMergeEngine: cancellation latency and prompt tokens per item.

* Cancellation latency: from ``task.cancel()`` on an ``extract`` whose answer is streaming, to the
  scripted server (same event loop, real TCP on 127.0.0.1) seeing the client's connection end.
  Reference: the same measured for a plain ``httpx`` streaming request cancelled the same way.
* Tokens per item: the prompt of a batch of 10 typical notifications with 3 related memories each
  (30 memories), divided by 10. Estimate (the engine's rule) beside the Gemma 3 tokenizer's count of
  the same text (llama-server ``/tokenize``, when the ``llm-test`` extra can run here).
"""

from __future__ import annotations

import asyncio
import json
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from agent_memory.engine import (
    ExtractItem,
    MemoryMergeEngine,
    OpenAICompatibleConfig,
    OpenAICompatibleProvider,
    PromptBudget,
    RelatedMemory,
    build_messages,
    estimate_tokens,
)
from agent_memory.errors import ModelUnavailable
from agent_memory.notifications.proposal import NOTIFICATION_PROPOSAL_SCHEMA, NOTIFICATION_SCENARIO
from agent_memory.testing import ScriptedChatServer, ScriptedReply
from benchmarks.harness import Row, percentile
from benchmarks.llama_server import LlamaServer, assemble_gemma_model, locate_llama_server

_NOTES = [
    ("Messages", "Mom", "周六回家吃饭吗？🍲"),
    ("Calendar", "Dentist", "Dentist moved to Thu 4:30 PM"),
    ("Parcel", "Delivery update", "Your running shoes arrive Friday between 9 AM and 1 PM."),
    ("Booking.com", "Booking confirmed", "Lisbon stay May 3-6 confirmed. Check-in from 3 PM."),
    ("FlowYoga", "Schedule change", "Your class moves to Wednesdays 7 PM starting next week."),
    ("Venmo", "Payment received", "Alex paid you $40 for rent"),
    ("Slack", "#team-platform", "Priya: the deploy freeze starts Thursday at noon, merge first"),
    (
        "Gmail",
        "Lena Fischer",
        "Re: Q2 offsite - we booked the venue in Porto for June 12-14. Flights are on you, "
        "hotel is covered. Let me know dietary needs by Friday.",
    ),
    ("WhatsApp", "Climbing crew", "Sam: Sunday 10am at the boulder gym? Bring your own chalk"),
    ("Messages", "Mom", "see you tomorrow for brunch!"),
]
_MEMORIES = [
    "User goes to the gym on Saturday mornings",
    "FlowYoga class is on Mondays at 7 PM",
    "Alex is the user's flatmate and splits the rent",
    "Dentist appointment on 2025-03-18 at 10:00",
    "User prefers aisle seats on flights",
    "Mom lives in Hangzhou; family dinner most Saturdays",
]


def _batch() -> tuple[list[ExtractItem], list[RelatedMemory]]:
    start = datetime(2025, 3, 14, 18, 0, tzinfo=UTC)
    items = [
        ExtractItem(
            item_id=str(100 + i),
            local_time=start + timedelta(minutes=7 * i),
            fields={"app": app, "title": title, "text": text},
            related_refs=tuple(f"m{3 * i + j + 1}" for j in range(3)),
        )
        for i, (app, title, text) in enumerate(_NOTES)
    ]
    memories = [
        RelatedMemory(
            ref=f"m{i + 1}",
            text=_MEMORIES[i % len(_MEMORIES)],
            attributes={"store": "long_term" if i % 2 else "temporary", "kind": "fact"},
        )
        for i in range(30)
    ]
    return items, memories


def _proposal(items: list[ExtractItem]) -> dict[str, Any]:
    return {
        "items": [
            {
                "context_id": int(i.item_id),
                "action": "ignore",
                "target": None,
                "store": None,
                "kind": None,
                "content": None,
                "expires_at": None,
                "reason": "bench",
            }
            for i in items
        ]
    }


async def _engine_cancel_latencies(runs: int) -> list[float]:
    items, memories = _batch()
    slow = ScriptedReply.json(_proposal(items), chunks=200, chunk_delay_s=0.01)
    out: list[float] = []
    async with ScriptedChatServer(default=slow) as server:
        engine = MemoryMergeEngine(
            OpenAICompatibleProvider(
                OpenAICompatibleConfig(base_url=server.base_url, model="bench", timeout_s=30)
            )
        )
        try:
            for i in range(runs):
                task = asyncio.create_task(
                    engine.extract(
                        NOTIFICATION_SCENARIO, items, memories, NOTIFICATION_PROPOSAL_SCHEMA
                    )
                )
                await server.wait_for_chunks(i, 2)
                seen = len(server.disconnects)
                start = time.perf_counter()
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
                await server.wait_for_disconnects(seen + 1)
                out.append(server.disconnects[-1].at - start)
        finally:
            await engine.aclose()
    return out


async def _httpx_cancel_latencies(runs: int) -> list[float]:
    items, _ = _batch()
    slow = ScriptedReply.json(_proposal(items), chunks=200, chunk_delay_s=0.01)
    body = {"model": "bench", "messages": [{"role": "user", "content": "x"}], "stream": True}
    out: list[float] = []

    async def consume(client: httpx.AsyncClient, url: str) -> None:
        async with client.stream("POST", url, json=body) as response:
            async for _ in response.aiter_bytes():
                pass

    async with (
        ScriptedChatServer(default=slow) as server,
        httpx.AsyncClient(limits=httpx.Limits(max_connections=1)) as client,
    ):
        url = f"{server.base_url}/chat/completions"
        for i in range(runs):
            task = asyncio.create_task(consume(client, url))
            await server.wait_for_chunks(i, 2)
            seen = len(server.disconnects)
            start = time.perf_counter()
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
            await server.wait_for_disconnects(seen + 1)
            out.append(server.disconnects[-1].at - start)
    return out


def _real_token_count(text: str) -> int | None:
    """Count ``text`` with the Gemma 3 tokenizer of llama-server, or ``None`` if it cannot run."""
    try:
        with tempfile.TemporaryDirectory() as tmp:
            model = assemble_gemma_model(Path(tmp))
            server = LlamaServer(
                locate_llama_server(), model, log_path=Path(tmp) / "log", ctx_size=512
            )
            server.start()
            try:
                response = httpx.post(
                    f"{server.root_url}/tokenize", json={"content": text}, timeout=30
                )
                count = len(response.json()["tokens"])
            finally:
                server.stop()
            return count
    except (ModelUnavailable, httpx.HTTPError, KeyError, json.JSONDecodeError):
        return None


def run(quick: bool) -> list[Row]:
    """Measure cancellation latency (p50/p95) and prompt tokens per item."""
    runs = 20 if quick else 100
    engine_lat = asyncio.run(_engine_cancel_latencies(runs))
    httpx_lat = asyncio.run(_httpx_cancel_latencies(runs))
    rows = []
    for q, name in ((0.5, "p50"), (0.95, "p95")):
        value = percentile(engine_lat, q) * 1000
        reference = percentile(httpx_lat, q) * 1000
        rows.append(
            Row(
                name=f"cancel -> server sees disconnect, {name} ({runs} runs)",
                value=value,
                unit="ms",
                reference_name="plain httpx stream cancel",
                reference=reference,
                target="<= 10 ms",
                met=value <= 10.0,
            )
        )

    items, memories = _batch()
    budget = PromptBudget()
    built = build_messages(
        NOTIFICATION_SCENARIO,
        items,
        memories,
        NOTIFICATION_PROPOSAL_SCHEMA,
        budget=budget,
        include_schema=False,
    )
    text = "\n".join(m["content"] for m in built.messages)
    per_item_budget = budget.item_tokens + 3 * budget.memory_tokens
    estimate = built.estimated_tokens / len(items)
    real = None if quick else _real_token_count(text)
    rows.append(
        Row(
            name="prompt tokens per item (10 items, 3 memories each; estimate)",
            value=estimate,
            unit="tokens",
            reference_name="Gemma 3 tokenizer, same text" if real is not None else "",
            reference=None if real is None else real / len(items),
            target=f"<= {per_item_budget} (item + 3 memory budgets)",
            met=estimate <= per_item_budget,
        )
    )
    system_tokens = estimate_tokens(built.messages[0]["content"])
    rows.append(
        Row(
            name="of which fixed system message, per item",
            value=system_tokens / len(items),
            unit="tokens",
        )
    )
    return rows
