"""Real parts for episode tests: trace files, ledger, SQLite stores, an engine over HTTP."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from agent_memory.clock import ManualClock
from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.episodes import (
    Episode,
    EpisodeLedger,
    EpisodeProcessor,
    EpisodeProcessorConfig,
    EpisodeStore,
    episode_fallback_provider,
    parse_episode,
    record_episode,
)
from agent_memory.layout import DataLayout
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import DeviceMemoryRecord, StoreName
from agent_memory.memory.recall import DeviceRecallQuery
from agent_memory.testing.chat_server import ScriptedChatServer

NOW = datetime(2025, 3, 16, 3, 0, tzinfo=UTC)
SETTINGS = "com.android.settings"


def step(
    action: str,
    *,
    app: str | None = SETTINGS,
    observation: str = "ok",
    evidence: Sequence[tuple[str, str]] = (("ui_tree", "sha256:aa"),),
    target: dict[str, str] | None = None,
    **arguments: Any,
) -> dict[str, Any]:
    """One step as JSON; ``evidence`` is ``(kind, ref)`` pairs, ``target`` the v2 target."""
    data: dict[str, Any] = {
        "action": action,
        "arguments": arguments,
        "target_app": app,
        "observation": observation,
        "evidence": [{"kind": k, "ref": r} for k, r in evidence],
    }
    if target is not None:
        data["target"] = target
    return data


def episode_json(
    episode_id: str,
    *,
    goal: str = "turn on bluetooth",
    status: str = "completed",
    result: str = "achieved",
    ended: datetime | None = None,
    steps: Sequence[dict[str, Any]] | None = None,
    app_versions: dict[str, str] | None = None,
) -> dict[str, Any]:
    end = ended or NOW - timedelta(hours=1)
    extra = {} if app_versions is None else {"app_versions": app_versions}
    return {
        **extra,
        "episode_id": episode_id,
        "goal": goal,
        "status": status,
        "goal_result": result,
        "device": "Pixel 7, Android 14",
        "started_at": (end - timedelta(minutes=2)).isoformat(),
        "ended_at": None if status == "running" else end.isoformat(),
        "steps": list(
            steps
            if steps is not None
            else [
                step("open_app", package=SETTINGS),
                step("tap", text="Connected devices"),
                step("toggle", text="Bluetooth", value=True),
            ]
        ),
    }


def make_episode(episode_id: str, **kwargs: Any) -> Episode:
    return parse_episode(episode_json(episode_id, **kwargs))


def candidate(**fields: Any) -> dict[str, Any]:
    """A candidate with every field the strict schema requires."""
    entry: dict[str, Any] = {
        "action": "add",
        "target": None,
        "target_revision": None,
        "type": "procedure",
        "app_package": SETTINGS,
        "content": "Bluetooth is under Connected devices in Settings.",
        "evidence_steps": [1, 2],
        "reason": "r",
    }
    entry.update(fields)
    return entry


def answer(*episodes: tuple[str, str, list[dict[str, Any]]]) -> dict[str, Any]:
    """``(episode_id, goal_result, candidates)`` triples as a proposal."""
    return {
        "episodes": [{"episode_id": e, "goal_result": r, "candidates": c} for e, r, c in episodes]
    }


def scripted_engine(server: ScriptedChatServer) -> MemoryMergeEngine:
    config = OpenAICompatibleConfig(base_url=server.base_url, model="scripted", timeout_s=10)
    return MemoryMergeEngine(OpenAICompatibleProvider(config))


def fallback_engine() -> MemoryMergeEngine:
    return MemoryMergeEngine(episode_fallback_provider())


@dataclass
class Harness:
    data_dir: Path
    clock: ManualClock
    episodes: EpisodeStore
    ledger: EpisodeLedger
    stores: MemoryStores
    processor: EpisodeProcessor

    def submit(self, episode_id: str, **kwargs: Any) -> Episode:
        return record_episode(self.episodes, episode_json(episode_id, **kwargs))

    async def device(self) -> list[DeviceMemoryRecord]:
        hits = await self.stores.recall_device_memory(DeviceRecallQuery("", limit=100))
        return sorted((h.record for h in hits), key=lambda r: r.id)

    async def get(self, memory_id: str) -> DeviceMemoryRecord:
        record = await self.stores.get(StoreName.DEVICE, memory_id)
        assert isinstance(record, DeviceMemoryRecord)
        return record

    def state(self, episode_id: str) -> str:
        entry = self.ledger.get(episode_id)
        return "" if entry is None else entry.state.value


@asynccontextmanager
async def harness(
    tmp_path: Path,
    engine: MemoryMergeEngine,
    *,
    fallback: MemoryMergeEngine | None = None,
    config: EpisodeProcessorConfig | None = None,
    ledger_class: type[EpisodeLedger] = EpisodeLedger,
    stores_class: type[MemoryStores] = MemoryStores,
    close_engines: bool = True,
) -> AsyncIterator[Harness]:
    clock = ManualClock(NOW)
    layout = DataLayout(tmp_path)
    episodes = EpisodeStore.open(layout)
    ledger = ledger_class.open(layout)
    stores = await stores_class.open(tmp_path, clock)
    processor = EpisodeProcessor(
        episodes, ledger, stores, engine, fallback_engine=fallback, clock=clock, config=config
    )
    try:
        yield Harness(tmp_path, clock, episodes, ledger, stores, processor)
    finally:
        if close_engines:
            await engine.aclose()
            if fallback is not None:
                await fallback.aclose()
        await stores.close()
