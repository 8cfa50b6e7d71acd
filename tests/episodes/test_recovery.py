"""Crash at each ledger state and restart (spec: Failure and Recovery, "Episode recovers from
processing ledger").

A crash is a :class:`Crash` (a ``BaseException``, like the process dying) raised by a
fault-injecting ledger right after a chosen state was made durable, or by a store right after a
chosen write; the restart opens every part again from disk. One test kills a real subprocess
with SIGKILL while it is inside the model call.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import textwrap
from datetime import timedelta
from pathlib import Path

import pytest

from agent_memory.engine.engine import MemoryMergeEngine
from agent_memory.episodes import (
    EpisodeLedger,
    LedgerEntry,
    LedgerState,
    episode_fallback_provider,
)
from agent_memory.memory.intents import IntentOutcome, MemoryIntent, UpdateMemory
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import DeviceEvidence, DeviceMemoryChanges, StoreName
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply

from .support import NOW, answer, candidate, harness, scripted_engine, step


class Crash(BaseException):
    """The process died here."""


def crashing_ledger(state: LedgerState) -> type[EpisodeLedger]:
    class CrashingLedger(EpisodeLedger):
        def append(self, entry: LedgerEntry) -> None:
            super().append(entry)
            if entry.state is state:
                raise Crash(state.value)

    return CrashingLedger


class CrashAfterFirstWrite(MemoryStores):
    async def apply(self, intent: MemoryIntent) -> IntentOutcome:
        await super().apply(intent)
        raise Crash("after the first Device Memory write")


TWO = answer(
    (
        "e1",
        "achieved",
        [
            candidate(),
            candidate(
                type="setting_location", content="Bluetooth lives in Settings.", evidence_steps=[0]
            ),
        ],
    )
)


async def run_until_crash(
    tmp_path: Path,
    server: ScriptedChatServer,
    *,
    ledger_class: type[EpisodeLedger] = EpisodeLedger,
    stores_class: type[MemoryStores] = MemoryStores,
) -> None:
    async with harness(
        tmp_path, scripted_engine(server), ledger_class=ledger_class, stores_class=stores_class
    ) as h:
        h.submit("e1")
        with pytest.raises(Crash):
            await h.processor.run_batch()


async def restart_and_finish(tmp_path: Path, server: ScriptedChatServer) -> list[str]:
    async with harness(tmp_path, scripted_engine(server)) as h:
        while await h.processor.has_pending():
            await h.processor.run_batch()
        assert h.state("e1") == "done"
        records = await h.device()
        assert records[0].evidence == (DeviceEvidence("e1", (1, 2)),)
        return [f"{r.id}@{r.revision}" for r in records]


@pytest.mark.parametrize(
    ("state", "calls_after_restart"),
    [(LedgerState.PROCESSING, 1), (LedgerState.PROPOSED, 0), (LedgerState.DONE, 0)],
)
async def test_crash_after_each_ledger_state_converges_on_restart(
    tmp_path: Path, state: LedgerState, calls_after_restart: int
) -> None:
    async with ScriptedChatServer(default=ScriptedReply.json(TWO)) as server:
        await run_until_crash(tmp_path, server, ledger_class=crashing_ledger(state))
        before = len(server.chat_requests)
        assert before == (0 if state is LedgerState.PROCESSING else 1)
        ids = await restart_and_finish(tmp_path, server)
        assert len(server.chat_requests) - before == calls_after_restart
        assert ids == ["dev-e1-0@1", "dev-e1-1@1"]


async def test_crash_between_two_writes_applies_the_saved_plan_without_a_model_call(
    tmp_path: Path,
) -> None:
    async with ScriptedChatServer(default=ScriptedReply.json(TWO)) as server:
        await run_until_crash(tmp_path, server, stores_class=CrashAfterFirstWrite)
        assert len(server.chat_requests) == 1
        ids = await restart_and_finish(tmp_path, server)
        assert len(server.chat_requests) == 1
        assert ids == ["dev-e1-0@1", "dev-e1-1@1"]


async def _crash_with_a_saved_update_of_old(
    tmp_path: Path,
    server: ScriptedChatServer,
    *,
    ledger_class: type[EpisodeLedger] = EpisodeLedger,
    stores_class: type[MemoryStores] = MemoryStores,
) -> None:
    """Make ``dev-old-0`` (revision 1), then save episode ``new``'s plan updating it and crash.

    The crash comes from ``ledger_class`` or ``stores_class``; the plan is saved (``proposed``).
    """
    newer = candidate(
        action="update",
        target="d1",
        target_revision=1,
        content="Quick settings.",
        evidence_steps=[0],
    )
    server.script(
        ScriptedReply.json(answer(("old", "achieved", [candidate()]))),
        ScriptedReply.json(answer(("new", "achieved", [newer]))),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("old", ended=NOW - timedelta(days=2))
        await h.processor.run_batch()
    async with harness(
        tmp_path, scripted_engine(server), ledger_class=ledger_class, stores_class=stores_class
    ) as h:
        # Another path (the quick settings panel), so the update replaces the procedure.
        quick = [step("swipe_down"), step("tap", text="Bluetooth")]
        h.submit("new", ended=NOW - timedelta(hours=1), steps=quick)
        with pytest.raises(Crash):
            await h.processor.run_batch()
        assert h.state("new") == "proposed"


async def test_crash_between_supersede_write_and_done_replays_without_conflict(
    tmp_path: Path,
) -> None:
    async with ScriptedChatServer() as server:
        await _crash_with_a_saved_update_of_old(tmp_path, server, stores_class=CrashAfterFirstWrite)
        async with harness(tmp_path, scripted_engine(server)) as h:
            result = await h.processor.run_batch()
            assert result.counts == {"done": 1, "supersede": 1}
            record = await h.get("dev-old-0")
            assert (record.revision, record.content) == (2, "Quick settings.")
        assert len(server.chat_requests) == 2


async def test_saved_plan_whose_target_moved_sends_the_episode_to_retry(tmp_path: Path) -> None:
    async with ScriptedChatServer() as server:
        await _crash_with_a_saved_update_of_old(
            tmp_path, server, ledger_class=crashing_ledger(LedgerState.PROPOSED)
        )
        async with harness(tmp_path, scripted_engine(server)) as h:
            # Someone else wrote the record after the plan was saved: revision 1 is stale.
            moved = DeviceMemoryChanges(content="Settings, then Connected devices.")
            await h.stores.apply(UpdateMemory(StoreName.DEVICE, "dev-old-0", 1, moved))
            result = await h.processor.run_batch()
            assert result.counts == {"retry": 1}
            entry = h.ledger.get("new")
            assert entry is not None
            assert (entry.state, entry.reason, entry.attempts) == (
                LedgerState.RETRY,
                "RevisionConflict",
                1,
            )
            record = await h.get("dev-old-0")
            assert (record.revision, record.content) == (2, "Settings, then Connected devices.")
        assert len(server.chat_requests) == 2  # no model call for the saved plan


async def test_saved_plan_whose_target_was_forgotten_skips_the_write(tmp_path: Path) -> None:
    async with ScriptedChatServer() as server:
        await _crash_with_a_saved_update_of_old(
            tmp_path, server, ledger_class=crashing_ledger(LedgerState.PROPOSED)
        )
        async with harness(tmp_path, scripted_engine(server)) as h:
            await h.stores.forget("dev-old-0")  # the user forgot it after the plan was saved
            result = await h.processor.run_batch()
            assert result.counts == {"done": 1, "forgotten": 1}
            assert h.state("new") == "done"
            assert await h.device() == []
        assert len(server.chat_requests) == 2


_TESTS_DIR = str(Path(__file__).resolve().parents[1])
_SRC_DIR = str(Path(__file__).resolve().parents[2] / "src")
_CHILD = textwrap.dedent(
    """
    import asyncio, sys
    from pathlib import Path
    sys.path.insert(0, sys.argv[3])
    from episodes.support import harness, scripted_engine
    from agent_memory.engine.engine import MemoryMergeEngine
    from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider

    async def main() -> None:
        config = OpenAICompatibleConfig(base_url=sys.argv[2], model="scripted", timeout_s=60)
        engine = MemoryMergeEngine(OpenAICompatibleProvider(config))
        async with harness(Path(sys.argv[1]), engine) as h:
            h.submit("e1")
            await h.processor.run_batch()

    asyncio.run(main())
    """
)


async def test_sigkill_during_the_model_call_retries_from_processing(tmp_path: Path) -> None:
    async with ScriptedChatServer(
        [ScriptedReply.json(TWO, delay_s=30), ScriptedReply.json(TWO)]
    ) as server:
        env = dict(os.environ, PYTHONPATH=_SRC_DIR)
        child = await asyncio.create_subprocess_exec(
            sys.executable, "-c", _CHILD, str(tmp_path), server.base_url, _TESTS_DIR, env=env
        )
        try:
            await server.wait_for_requests(1, timeout_s=30)
        finally:
            child.send_signal(signal.SIGKILL)
            await asyncio.wait_for(child.wait(), timeout=10)
        assert child.returncode == -signal.SIGKILL
        async with harness(tmp_path, scripted_engine(server)) as h:
            assert h.state("e1") == "processing"
            assert await h.device() == []
            await h.processor.run_batch()
            assert h.state("e1") == "done"
            assert [r.id for r in await h.device()] == ["dev-e1-0", "dev-e1-1"]
        assert len(server.chat_requests) == 2


async def _crash_rounds(tmp_path: Path, server: ScriptedChatServer, rounds: int) -> None:
    """Start, die right after marking the episode ``processing`` (before the model answers)."""
    for _ in range(rounds):
        async with harness(
            tmp_path,
            scripted_engine(server),
            fallback=MemoryMergeEngine(episode_fallback_provider()),
            ledger_class=crashing_ledger(LedgerState.PROCESSING),
        ) as h:
            if not h.ledger.get("e1"):
                h.submit("e1")
            with pytest.raises(Crash):
                await h.processor.run_batch()


async def test_episode_that_takes_the_process_down_every_time_reaches_the_fallback(
    tmp_path: Path,
) -> None:
    async with ScriptedChatServer(default=ScriptedReply.json(TWO)) as server:
        await _crash_rounds(tmp_path, server, 3)  # max_attempts
        async with harness(
            tmp_path,
            scripted_engine(server),
            fallback=MemoryMergeEngine(episode_fallback_provider()),
        ) as h:
            await h.processor.run_batch()
            entry = h.ledger.get("e1")
            assert entry is not None
            assert (entry.state, entry.attempts) == (LedgerState.DONE, 3)
        assert server.chat_requests == []  # the fallback answered; the model was not asked again


async def test_episode_whose_fallback_takes_the_process_down_too_ends_as_poison(
    tmp_path: Path,
) -> None:
    async with ScriptedChatServer(default=ScriptedReply.json(TWO)) as server:
        await _crash_rounds(tmp_path, server, 4)  # three model attempts, then the fallback
        async with harness(
            tmp_path,
            scripted_engine(server),
            fallback=MemoryMergeEngine(episode_fallback_provider()),
        ) as h:
            await h.processor.run_batch()
            entry = h.ledger.get("e1")
            assert entry is not None
            assert entry.state is LedgerState.IGNORED
            assert entry.reason == "poison: the fallback did not finish either"
            assert await h.device() == []
