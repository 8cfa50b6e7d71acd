"""EpisodeProcessor against real parts: trace files, ledger, SQLite Device Memory, HTTP model.

Model answers come from a scripted OpenAI-compatible server on 127.0.0.1 through the production
client; calls are counted there.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from agent_memory.episodes import LedgerState, device_memory_id
from agent_memory.errors import ModelUnavailable, ProposalInvalid
from agent_memory.logs import capture_events
from agent_memory.memory.intents import UpdateMemory
from agent_memory.memory.model import DeviceEvidence, DeviceMemoryChanges, StoreName
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply

from .support import (
    NOW,
    SETTINGS,
    answer,
    candidate,
    fallback_engine,
    harness,
    scripted_engine,
    step,
)

GOAL = "turn on bluetooth"
BLUETOOTH_PATH = (
    'To turn on bluetooth: open_app com.android.settings > tap "Connected devices" > '
    'toggle "Bluetooth"'
)
QUICK_PANEL = [
    step("swipe_down"),
    step("swipe_down", observation="expanded"),
    step("tap", text="Bluetooth"),
]
PREFERENCES = [
    step("open_app", package=SETTINGS),
    step("tap", text="Connection preferences"),
    step("tap", text="Bluetooth"),
]


@pytest.fixture
async def server() -> AsyncIterator[ScriptedChatServer]:
    async with ScriptedChatServer() as srv:
        yield srv


def prompt_of(server: ScriptedChatServer, index: int = -1) -> str:
    body = server.chat_requests[index].body
    return "\n".join(str(m["content"]) for m in body["messages"])


async def test_incomplete_and_evidence_less_episodes_are_ignored_with_reason(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("run", status="running")
        h.submit("fail", status="failed", result="failed")
        h.submit("cancel", status="cancelled", result="unknown")
        h.submit("empty", steps=[])
        h.submit("blind", steps=[step("tap", evidence=()), step("toggle", evidence=())])
        assert await h.processor.has_pending()
        result = await h.processor.run_batch()
        assert result.processed == 5
        assert result.counts == {"ignored": 5}
        reasons = {i: e.reason for i, e in h.ledger.entries().items()}
        assert reasons == {
            "run": "status:running",
            "fail": "status:failed",
            "cancel": "status:cancelled",
            "empty": "no_steps",
            "blind": "no_device_evidence",
        }
        assert all(e.state is LedgerState.IGNORED for e in h.ledger.entries().values())
        assert not await h.processor.has_pending()
        assert server.chat_requests == []
        assert await h.device() == []


async def test_batch_of_five_episodes_is_one_model_call(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    ids = [f"e{i}" for i in range(7)]
    first = answer(*[(i, "achieved", []) for i in ids[:5]])
    second = answer(*[(i, "achieved", []) for i in ids[5:]])
    server.script(ScriptedReply.json(first), ScriptedReply.json(second))
    async with harness(tmp_path, scripted_engine(server)) as h:
        for n, episode_id in enumerate(ids):
            h.submit(episode_id, ended=NOW - timedelta(hours=10 - n))
        result = await h.processor.run_batch()
        assert result.processed == 5
        assert result.counts == {"done": 5, "llm_calls": 1}
        assert len(server.chat_requests) == 1
        prompt = prompt_of(server)
        assert all(i in prompt for i in ids[:5])
        assert "e5" not in prompt
        assert "e6" not in prompt
        assert [h.state(i) for i in ids] == ["done"] * 5 + ["", ""]
        result = await h.processor.run_batch()
        assert result.processed == 2
        assert len(server.chat_requests) == 2
        assert not await h.processor.has_pending()


async def test_achieved_episode_adds_device_memory_with_its_evidence(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(ScriptedReply.json(answer(("e1", "achieved", [candidate()]))))
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("e1")
        await h.processor.run_batch()
        record = await h.get(device_memory_id("e1", 0))
        assert record.content == "Bluetooth is under Connected devices in Settings."
        assert record.type.value == "ui_path"
        assert record.app_package == SETTINGS
        assert record.evidence == (DeviceEvidence("e1", (1, 2)),)
        entry = h.ledger.get("e1")
        assert entry is not None
        assert entry.state is LedgerState.DONE
        assert entry.plan == ()  # applied: its text lives in the store, where forget reaches it
        assert _proposed_plans(h.ledger.path)["e1"][0]["memory_id"] == "dev-e1-0"
        hits = await h.stores.recall_device_memory("bluetooth")
        assert [hit.record.id for hit in hits] == ["dev-e1-0"]


async def test_invented_evidence_references_are_rejected(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    steps = [step("open_app"), step("tap", evidence=()), step("toggle")]
    server.script(
        ScriptedReply.json(
            answer(
                (
                    "e1",
                    "achieved",
                    [
                        candidate(evidence_steps=[7]),
                        candidate(evidence_steps=[1]),
                        candidate(app_package="com.invented.app", evidence_steps=[2]),
                        candidate(type="failure_pattern", evidence_steps=[2]),
                        candidate(
                            content="Bluetooth toggle is on the first screen.",
                            evidence_steps=[0, 2],
                        ),
                    ],
                )
            )
        )
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("e1", steps=steps)
        result = await h.processor.run_batch()
        assert result.counts["rejected"] == 4
        entry = h.ledger.get("e1")
        assert entry is not None
        assert entry.state is LedgerState.DONE
        assert entry.rejected == (
            "candidate 0: evidence_step_not_in_episode",
            "candidate 1: evidence_step_without_device_evidence",
            "candidate 2: app_not_in_episode",
            "candidate 3: type_failure_pattern_needs_failed_or_partial",
        )
        records = await h.device()
        assert [r.id for r in records] == ["dev-e1-4"]
        assert records[0].evidence == (DeviceEvidence("e1", (0, 2)),)


async def test_wrong_revision_update_writes_nothing(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(
        ScriptedReply.json(answer(("e1", "achieved", [candidate()]))),
        ScriptedReply.json(
            answer(
                (
                    "e2",
                    "achieved",
                    [
                        candidate(action="update", target="d1", target_revision=4),
                        candidate(action="update", target="d9", target_revision=1),
                    ],
                )
            )
        ),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("e1", ended=NOW - timedelta(hours=3))
        await h.processor.run_batch()
        h.submit("e2", ended=NOW - timedelta(hours=1))
        await h.processor.run_batch()
        assert "[d1] (type=ui_path app=com.android.settings revision=1 confidence=0.60)" in (
            prompt_of(server)
        )
        entry = h.ledger.get("e2")
        assert entry is not None
        assert entry.rejected == (
            "candidate 0: revision_mismatch",
            "candidate 1: unknown_target",
        )
        record = await h.get("dev-e1-0")
        assert record.revision == 1
        assert record.evidence == (DeviceEvidence("e1", (1, 2)),)


async def test_revision_moved_during_extraction_sends_episode_to_retry(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    update = candidate(action="update", target="d1", target_revision=1, content="New path.")
    server.script(
        ScriptedReply.json(answer(("e1", "achieved", [candidate()]))),
        ScriptedReply.json(answer(("e2", "achieved", [update])), delay_s=0.3),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("e1", ended=NOW - timedelta(hours=3))
        await h.processor.run_batch()
        h.submit("e2", ended=NOW - timedelta(hours=1))
        batch = asyncio.create_task(h.processor.run_batch())
        await server.wait_for_requests(2)
        foreign = UpdateMemory(
            StoreName.DEVICE, "dev-e1-0", 1, DeviceMemoryChanges(content="Edited by hand.")
        )
        await h.stores.apply(foreign)
        result = await batch
        assert result.counts["retry"] == 1
        entry = h.ledger.get("e2")
        assert entry is not None
        assert (entry.state, entry.reason, entry.attempts) == (
            LedgerState.RETRY,
            "RevisionConflict",
            1,
        )
        record = await h.get("dev-e1-0")
        assert (record.revision, record.content) == (2, "Edited by hand.")
        assert await h.processor.has_pending()


async def test_newer_successful_episode_supersedes_an_older_procedure(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    newer = candidate(
        action="update",
        target="d1",
        target_revision=1,
        content="Bluetooth is in the quick settings panel.",
        evidence_steps=[0],
    )
    server.script(
        ScriptedReply.json(answer(("old", "achieved", [candidate()]))),
        ScriptedReply.json(answer(("new", "achieved", [newer]))),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("old", ended=NOW - timedelta(days=30))
        await h.processor.run_batch()
        h.submit("new", ended=NOW - timedelta(hours=1), steps=QUICK_PANEL)
        result = await h.processor.run_batch()
        assert result.counts["supersede"] == 1
        records = await h.device()
        assert [r.id for r in records] == ["dev-old-0"]
        assert records[0].content == "Bluetooth is in the quick settings panel."
        assert records[0].evidence == (DeviceEvidence("new", (0,)),)
        assert records[0].revision == 2


async def test_equal_strength_contradiction_is_kept_visible(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    # Not a procedure (the one-procedure-per-goal rule does not apply): a setting location.
    older = candidate(
        action="update",
        target="d1",
        target_revision=1,
        type="setting_location",
        content="Bluetooth is under Network.",
        evidence_steps=[0],
    )
    server.script(
        ScriptedReply.json(answer(("recent", "achieved", [candidate()]))),
        ScriptedReply.json(answer(("late", "achieved", [older]))),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("recent", ended=NOW - timedelta(hours=1))
        await h.processor.run_batch()
        # An equally strong episode that ended earlier arrives late: no time precedence.
        h.submit("late", ended=NOW - timedelta(hours=5))
        result = await h.processor.run_batch()
        assert result.counts["contradiction"] == 1
        records = {r.id: r for r in await h.device()}
        assert set(records) == {"dev-recent-0", "dev-late-0"}
        assert records["dev-recent-0"].revision == 1
        assert records["dev-recent-0"].content.startswith("Bluetooth is under Connected")
        assert records["dev-late-0"].content == (
            "Conflicts with dev-recent-0: Bluetooth is under Network."
        )
        hits = await h.stores.recall_device_memory("bluetooth")
        assert {hit.record.id for hit in hits} == {"dev-recent-0", "dev-late-0"}


async def test_weaker_failed_episode_does_not_overwrite_a_procedure(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    overwrite = candidate(
        action="update", target="d1", target_revision=1, type="limitation", content="No BT."
    )
    server.script(
        ScriptedReply.json(answer(("ok", "achieved", [candidate()]))),
        ScriptedReply.json(answer(("bad", "failed", [overwrite]))),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("ok", ended=NOW - timedelta(hours=5))
        await h.processor.run_batch()
        h.submit("bad", result="failed", ended=NOW - timedelta(hours=1))
        await h.processor.run_batch()
        entry = h.ledger.get("bad")
        assert entry is not None
        assert entry.rejected == ("candidate 0: weaker_evidence",)
        assert (await h.get("dev-ok-0")).revision == 1


async def test_goal_result_mismatch_retries_only_that_episode(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(
        ScriptedReply.json(
            answer(("good", "achieved", [candidate()]), ("liar", "achieved", [candidate()]))
        )
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("good", ended=NOW - timedelta(hours=2))
        h.submit("liar", result="partial", ended=NOW - timedelta(hours=1))
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "retry": 1, "created": 1, "llm_calls": 1}
        entry = h.ledger.get("liar")
        assert entry is not None
        assert (entry.state, entry.reason, entry.attempts) == (
            LedgerState.RETRY,
            "goal_result_mismatch",
            1,
        )
        assert [r.id for r in await h.device()] == ["dev-good-0"]


async def test_repeated_model_failures_fall_back_to_the_rules(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.set_default(ScriptedReply.error(500))
    async with harness(tmp_path, scripted_engine(server), fallback=fallback_engine()) as h:
        h.submit("e1")
        for attempt in (1, 2, 3):
            with pytest.raises(ModelUnavailable):
                await h.processor.run_batch()
            entry = h.ledger.get("e1")
            assert entry is not None
            assert (entry.state, entry.attempts) == (
                LedgerState.RETRY,
                attempt,
            )
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "created": 1}
        assert len(server.chat_requests) == 3
        records = await h.device()
        assert [r.content for r in records] == [BLUETOOTH_PATH]


async def test_unusable_answer_without_fallback_ends_as_poison(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.set_default(ScriptedReply.json({"episodes": [{"episode_id": "e1"}]}))
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("e1")
        for _ in range(3):
            with pytest.raises(ProposalInvalid):
                await h.processor.run_batch()
        result = await h.processor.run_batch()
        assert result.counts == {"ignored": 1}
        entry = h.ledger.get("e1")
        assert entry is not None
        assert entry.reason.startswith("poison")
        assert len(server.chat_requests) == 3


async def test_fallback_rules_learn_a_procedure_and_a_failure_pattern(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("win", ended=NOW - timedelta(hours=3))
        h.submit(
            "lose",
            goal="pair the watch",
            result="failed",
            ended=NOW - timedelta(hours=2),
            steps=[step("open_app"), step("tap", text="Pair new device", evidence=())],
        )
        h.submit("unknown", result="unknown", ended=NOW - timedelta(hours=1))
        result = await h.processor.run_batch()
        assert result.counts == {"done": 3, "created": 2}
        records = {r.id: r for r in await h.device()}
        assert records["dev-win-0"].content == BLUETOOTH_PATH
        assert records["dev-win-0"].type.value == "ui_path"
        assert records["dev-lose-0"].content == (
            "pair the watch: not achieved; the last evidenced step was open_app "
            "com.android.settings."
        )
        assert records["dev-lose-0"].type.value == "failure"
        # A newer achieved run of the same goal with other steps supersedes the procedure.
        h.submit(
            "again",
            ended=NOW - timedelta(minutes=5),
            steps=[step("swipe_down", app=SETTINGS), step("tap", text="Bluetooth")],
        )
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "supersede": 1}
        procedure = await h.get("dev-win-0")
        assert procedure.content == 'To turn on bluetooth: swipe_down > tap "Bluetooth"'
        assert procedure.evidence == (DeviceEvidence("again", (0, 1)),)


@pytest.mark.parametrize(
    "goal",
    [
        "log in to the bank app with PIN 4821 and password Hunter2023!",
        "enter verification code 482913 in the Chase app",
    ],
)
async def test_goal_holding_a_code_or_secret_never_becomes_device_memory(
    tmp_path: Path, goal: str
) -> None:
    """Case M10 for Device Memory: the fallback's procedure would quote the goal; it is rejected
    as a candidate, and the episode still ends done."""
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("bank", goal=goal)
        await h.processor.run_batch()
        assert await h.device() == []
        entry = h.ledger.get("bank")
        assert entry is not None
        assert entry.state.value == "done"
        assert any(r.endswith(": holds_code_or_secret") for r in entry.rejected)


async def test_no_episode_text_in_logs_or_errors(
    tmp_path: Path, server: ScriptedChatServer, caplog: pytest.LogCaptureFixture
) -> None:
    secret_goal = "transfer money to Alexandra Quill"
    secret_observation = "balance 4711 EUR shown"
    steps = [step("open_app", app="com.bank", observation=secret_observation)]
    server.script(
        ScriptedReply.json(
            answer(
                (
                    "e1",
                    "achieved",
                    [
                        candidate(
                            app_package="com.bank",
                            evidence_steps=[0],
                            content="Quill transfer works",
                        )
                    ],
                )
            )
        ),
        ScriptedReply.json({"episodes": "broken " + secret_goal}),
        ScriptedReply.error(500, secret_goal),
    )
    caplog.set_level(logging.DEBUG)
    errors: list[str] = []
    async with harness(tmp_path, scripted_engine(server)) as h:
        with capture_events() as logs:
            h.submit("e1", goal=secret_goal, steps=steps)
            await h.processor.run_batch()
            h.submit("e2", goal=secret_goal, steps=steps)
            for _ in range(2):
                try:
                    await h.processor.run_batch()
                except (ProposalInvalid, ModelUnavailable) as exc:
                    errors.append(f"{exc} {getattr(exc, 'reasons', '')}")
    assert len(errors) == 2
    haystack = json.dumps(logs, default=str) + caplog.text + " ".join(errors)
    for text in (secret_goal, "Alexandra", secret_observation, "Quill transfer"):
        assert text not in haystack
    assert "e1" in haystack


async def test_truncated_answer_halves_the_batch_and_asks_again(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(
        ScriptedReply(content='{"episodes": [', finish_reason="length"),
        ScriptedReply.json(answer(("e0", "achieved", []))),
        ScriptedReply.json(answer(("e1", "achieved", []), ("e2", "achieved", []))),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        for n in range(3):
            h.submit(f"e{n}", ended=NOW - timedelta(hours=5 - n))
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "llm_calls": 1}
        assert len(server.chat_requests) == 2
        assert "e1" not in prompt_of(server)
        result = await h.processor.run_batch()
        assert result.counts == {"done": 2, "llm_calls": 1}
        assert [h.state(f"e{n}") for n in range(3)] == ["done"] * 3


async def test_two_episodes_of_one_batch_update_one_memory_in_end_order(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    def update(content: str) -> dict[str, object]:
        return candidate(action="update", target="d1", target_revision=1, content=content)

    server.script(
        ScriptedReply.json(answer(("base", "achieved", [candidate()]))),
        ScriptedReply.json(
            answer(
                ("last", "achieved", [update("Path seen last.")]),
                ("middle", "achieved", [update("Path seen in the middle.")]),
            )
        ),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("base", ended=NOW - timedelta(days=3))
        await h.processor.run_batch()
        h.submit("last", ended=NOW - timedelta(hours=1), steps=QUICK_PANEL)
        h.submit("middle", ended=NOW - timedelta(days=1), steps=PREFERENCES)
        result = await h.processor.run_batch()
        assert result.counts == {"done": 2, "supersede": 2, "llm_calls": 1}
        record = await h.get("dev-base-0")
        assert (record.revision, record.content) == (3, "Path seen last.")
        assert record.evidence == (DeviceEvidence("last", (1, 2)),)
        plans = _proposed_plans(h.ledger.path)
        assert [plans[i][0]["expected_revision"] for i in ("middle", "last")] == [1, 2]


async def test_update_of_device_memory_recalled_for_another_episode_is_rejected(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """One episode's text cannot make the model rewrite Device Memory another one recalled."""
    clock_app = "com.android.deskclock"
    server.script(
        ScriptedReply.json(answer(("e1", "achieved", [candidate()]))),
        ScriptedReply.json(
            answer(
                ("e2", "achieved", []),
                (
                    "e3",
                    "achieved",
                    [
                        candidate(
                            action="update",
                            target="d1",
                            target_revision=1,
                            app_package=clock_app,
                            content="Alarms are under Clock.",
                            evidence_steps=[0, 1],
                        )
                    ],
                ),
            )
        ),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("e1", ended=NOW - timedelta(hours=3))
        await h.processor.run_batch()
        before = await h.device()
        h.submit("e2", ended=NOW - timedelta(hours=2))
        h.submit(
            "e3",
            goal="alarm clock at seven",
            ended=NOW - timedelta(hours=1),
            steps=[
                step("open_app", app=clock_app, package=clock_app),
                step("tap", app=clock_app, text="Alarm"),
            ],
        )
        await h.processor.run_batch()
        prompt = prompt_of(server)
        assert "episode e2 | local time 2025-03-16 Sun 01:00 UTC+00:00 | related: d1" in prompt
        assert "episode e3 | local time 2025-03-16 Sun 02:00 UTC+00:00\n" in prompt
        entry = h.ledger.get("e3")
        assert entry is not None
        assert entry.rejected == ("candidate 0: target_not_recalled_for_episode",)
        assert await h.device() == before


def _proposed_plans(ledger: Path) -> dict[str, list[dict[str, Any]]]:
    """Each episode's plan as its ``proposed`` line saved it (the ``done`` line keeps none)."""
    lines = [json.loads(line) for line in ledger.read_bytes().splitlines()]
    return {line["episode_id"]: line["plan"] for line in lines if line["state"] == "proposed"}
