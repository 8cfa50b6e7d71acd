"""Device Memory an agent can use (issue 23): replayable steps, one memory per goal and app."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from agent_memory.clock import ManualClock
from agent_memory.episodes.processor import PlannedWrite
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import (
    TYPED_TEXT,
    DeviceEvidence,
    DeviceMemoryRecord,
    DeviceMemoryType,
    ProcedureStep,
    StoreName,
)
from agent_memory.memory.recall import RecallQuery
from agent_memory.memory.sqlite import StoreDatabase
from agent_memory.memory.stores import DEVICE_MIGRATIONS
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

BANK = "com.example.bank"
SETTINGS_V1 = {SETTINGS: "14.0.1"}
SETTINGS_V2 = {SETTINGS: "15.0.0"}


@pytest.fixture
async def server() -> AsyncIterator[ScriptedChatServer]:
    async with ScriptedChatServer() as srv:
        yield srv


def bluetooth_steps() -> list[dict[str, Any]]:
    """Settings > Connected devices > Bluetooth, with targets as a UI tree dump records them."""
    return [
        step("open_app", package=SETTINGS),
        step(
            "tap",
            target={
                "text": "Connected devices",
                "resource_id": "android:id/title",
                "screen": "SettingsHomepageActivity",
            },
        ),
        step(
            "tap",
            target={"text": "Bluetooth", "screen": "ConnectedDeviceDashboardActivity"},
        ),
    ]


def after_update_steps() -> list[dict[str, Any]]:
    """The same goal after a Settings update moved Bluetooth under Connection preferences."""
    return [
        step("open_app", package=SETTINGS),
        step("tap", target={"text": "Connected devices", "screen": "SettingsHomepageActivity"}),
        step(
            "tap",
            target={"text": "Connection preferences", "screen": "ConnectedDeviceDashboard"},
        ),
        step("tap", target={"text": "Bluetooth", "screen": "ConnectionPreferencesActivity"}),
    ]


def login_steps(password: str) -> list[dict[str, Any]]:
    return [
        step("open_app", app=BANK, package=BANK),
        step("type_text", app=BANK, text="ana.silva", target={"resource_id": "bank:id/user"}),
        step("type_text", app=BANK, text=password, target={"resource_id": "bank:id/password"}),
        step("tap", app=BANK, target={"text": "Sign in", "screen": "LoginActivity"}),
    ]


async def test_procedure_keeps_each_steps_target_screen_and_app_version(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("bt", steps=bluetooth_steps(), app_versions=SETTINGS_V1)
        await h.processor.run_batch()
        [record] = await h.device()
        assert record.content == (
            'To turn on bluetooth: open_app com.android.settings > tap "Connected devices" '
            '[android:id/title] on SettingsHomepageActivity > tap "Bluetooth" on '
            "ConnectedDeviceDashboardActivity"
        )
        assert record.steps == (
            ProcedureStep("open_app", app=SETTINGS),
            ProcedureStep(
                "tap",
                text="Connected devices",
                resource_id="android:id/title",
                screen="SettingsHomepageActivity",
                app=SETTINGS,
            ),
            ProcedureStep(
                "tap", text="Bluetooth", screen="ConnectedDeviceDashboardActivity", app=SETTINGS
            ),
        )
        assert (record.goal, record.app_version, record.confidence) == (
            "turn on bluetooth",
            "14.0.1",
            0.6,
        )


async def test_version_1_step_arguments_still_give_targets(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("bt")  # text arguments, no v2 target
        await h.processor.run_batch()
        [record] = await h.device()
        assert [(s.action, s.text) for s in record.steps] == [
            ("open_app", None),
            ("tap", "Connected devices"),
            ("toggle", "Bluetooth"),
        ]
        assert record.app_version is None


async def test_typed_password_is_kept_only_as_typed_text(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(
        ScriptedReply.json(
            answer(
                (
                    "login",
                    "achieved",
                    [
                        candidate(
                            app_package=BANK,
                            content="To sign in: type the user, the password, tap Sign in.",
                            evidence_steps=[1, 2, 3],
                        )
                    ],
                )
            )
        )
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("login", goal="sign in to the bank app", steps=login_steps("Tr0ub4dor&3"))
        await h.processor.run_batch()
        prompt = str(server.chat_requests[0].body["messages"])
        assert "Tr0ub4dor&3" not in prompt
        assert "ana.silva" not in prompt
        assert TYPED_TEXT in prompt
        [record] = await h.device()
        assert [(s.action, s.text, s.resource_id) for s in record.steps[1:3]] == [
            ("type_text", TYPED_TEXT, "bank:id/user"),
            ("type_text", TYPED_TEXT, "bank:id/password"),
        ]
        stored = (tmp_path / "memory" / "device" / "store.sqlite3").read_bytes()
        assert b"Tr0ub4dor&3" not in stored
        assert b"ana.silva" not in stored


async def test_model_content_repeating_typed_text_is_rejected(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    leaky = candidate(
        app_package=BANK,
        content="To sign in use ana.silva and a password.",
        evidence_steps=[1, 3],
    )
    server.script(ScriptedReply.json(answer(("login", "achieved", [leaky]))))
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("login", goal="sign in to the bank app", steps=login_steps("pw-123456"))
        await h.processor.run_batch()
        entry = h.ledger.get("login")
        assert entry is not None
        assert entry.rejected == ("candidate 0: holds_typed_text",)
        assert await h.device() == []


async def test_fallback_procedure_with_typed_text_holds_only_the_placeholder(
    tmp_path: Path,
) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("login", goal="sign in to the bank app", steps=login_steps("Sw0rdfish!"))
        await h.processor.run_batch()
        [record] = await h.device()
        assert "Sw0rdfish" not in record.content
        assert "ana.silva" not in record.content
        assert record.content.count(TYPED_TEXT) == 2


async def test_element_text_that_reads_as_a_code_is_hidden(tmp_path: Path) -> None:
    steps = [
        step("open_app", app=BANK, package=BANK),
        step("tap", app=BANK, target={"text": "Your code is 482913", "screen": "OtpActivity"}),
    ]
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("otp", goal="confirm the transfer", steps=steps)
        await h.processor.run_batch()
        [record] = await h.device()
        assert record.steps[1].text == "<hidden text>"
        assert "482913" not in record.content


async def test_same_path_again_reinforces_the_one_procedure(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("first", steps=bluetooth_steps(), ended=NOW - timedelta(days=2))
        await h.processor.run_batch()
        h.submit("again", goal="Turn on  Bluetooth", steps=bluetooth_steps())
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "reinforce": 1}
        [record] = await h.device()
        assert record.id == "dev-first-0"
        assert (record.reinforcement_count, record.confidence, record.history) == (1, 0.7, ())
        assert [e.episode_id for e in record.evidence] == ["first", "again"]


async def test_path_after_app_update_replaces_the_old_one_kept_in_history(
    tmp_path: Path,
) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit(
            "v1", steps=bluetooth_steps(), app_versions=SETTINGS_V1, ended=NOW - timedelta(days=9)
        )
        await h.processor.run_batch()
        h.submit("v2", steps=after_update_steps(), app_versions=SETTINGS_V2)
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "supersede": 1}
        [record] = await h.device()
        assert [s.text for s in record.steps] == [
            None,
            "Connected devices",
            "Connection preferences",
            "Bluetooth",
        ]
        assert (record.app_version, record.confidence, record.revision) == ("15.0.0", 0.6, 2)
        [old] = record.history
        assert (old.revision, old.app_version) == (1, "14.0.1")
        assert [s.text for s in old.steps] == [None, "Connected devices", "Bluetooth"]


async def test_shorter_path_wins_even_from_an_older_episode(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("long", steps=after_update_steps(), ended=NOW - timedelta(hours=1))
        await h.processor.run_batch()
        h.submit("short", steps=bluetooth_steps(), ended=NOW - timedelta(days=1))
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "supersede": 1}
        [record] = await h.device()
        assert len(record.steps) == 3
        assert len(record.history[0].steps) == 4


async def test_older_longer_path_does_not_replace_the_procedure(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("short", steps=bluetooth_steps(), ended=NOW - timedelta(hours=1))
        await h.processor.run_batch()
        h.submit("long", steps=after_update_steps(), ended=NOW - timedelta(days=1))
        await h.processor.run_batch()
        entry = h.ledger.get("long")
        assert entry is not None
        assert entry.rejected == ("candidate 0: weaker_evidence",)
        [record] = await h.device()
        assert (record.revision, len(record.steps)) == (1, 3)


async def test_failure_after_app_update_links_the_procedure_and_halves_its_confidence(
    tmp_path: Path,
) -> None:
    broken = [
        step("open_app", package=SETTINGS),
        step("tap", target={"text": "Connected devices", "screen": "SettingsHomepageActivity"}),
        step("find", observation="no Bluetooth entry", evidence=()),
    ]
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit(
            "ok", steps=bluetooth_steps(), app_versions=SETTINGS_V1, ended=NOW - timedelta(days=3)
        )
        await h.processor.run_batch()
        h.submit(
            "broke",
            result="failed",
            steps=broken,
            app_versions=SETTINGS_V2,
            ended=NOW - timedelta(days=1),
        )
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "created": 1, "weaken": 1}
        procedure = await h.get("dev-ok-0")
        failure = await h.get("dev-broke-0")
        assert (procedure.confidence, procedure.app_version) == (0.3, "14.0.1")
        assert procedure.steps[2].text == "Bluetooth"
        assert failure.type is DeviceMemoryType.FAILURE
        assert (failure.linked_id, failure.app_version) == ("dev-ok-0", "15.0.0")
        assert failure.content == (
            "turn on bluetooth: not achieved; the last evidenced step was tap "
            '"Connected devices" on SettingsHomepageActivity. (app version 15.0.0)'
        )
        # A second failure of the same goal reinforces the failure and weakens the path again.
        h.submit("broke2", result="failed", steps=broken, app_versions=SETTINGS_V2)
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "reinforce": 1, "weaken": 1}
        assert (await h.get("dev-ok-0")).confidence == 0.15
        records = await h.device()
        assert sorted(r.id for r in records) == ["dev-broke-0", "dev-ok-0"]
        failure = await h.get("dev-broke-0")
        assert (failure.reinforcement_count, failure.linked_id) == (1, "dev-ok-0")
        assert [e.episode_id for e in failure.evidence] == ["broke", "broke2"]


async def test_same_goal_in_another_app_is_its_own_memory(tmp_path: Path) -> None:
    quick = [
        step("swipe_down", app="com.android.systemui"),
        step("tap", app="com.android.systemui", target={"text": "Bluetooth"}),
    ]
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("settings", steps=bluetooth_steps(), ended=NOW - timedelta(days=1))
        h.submit("panel", steps=quick)
        await h.processor.run_batch()
        records = await h.device()
        assert {(r.id, r.app_package) for r in records} == {
            ("dev-settings-0", SETTINGS),
            ("dev-panel-0", "com.android.systemui"),
        }


async def test_version_1_device_store_is_migrated_and_its_records_read(
    tmp_path: Path,
) -> None:
    clock = ManualClock(NOW)
    directory = tmp_path / "memory" / "device"
    db = await StoreDatabase.open(directory, DEVICE_MIGRATIONS[:1], NOW)
    await db.close()
    with sqlite3.connect(directory / "store.sqlite3") as conn:
        conn.execute(
            "INSERT INTO device_memories (id, revision, type, content, evidence, app_package, "
            "created_at, updated_at, status, create_digest, search_text) VALUES "
            "('dev-old-0', 1, 'ui_path', 'To turn on bluetooth: open_app > tap > tap', "
            '\'[{"episode_id": "old", "steps": [1]}]\', \'com.android.settings\', '
            "'2025-03-01T00:00:00.000000Z', '2025-03-01T00:00:00.000000Z', 'active', 'd', "
            "'to turn on bluetooth open_app tap tap com.android.settings')"
        )
    async with await MemoryStores.open(tmp_path, clock) as stores:
        record = await stores.get(StoreName.DEVICE, "dev-old-0")
        assert isinstance(record, DeviceMemoryRecord)
        assert (record.steps, record.goal, record.confidence, record.history) == (
            (),
            None,
            0.5,
            (),
        )
        assert record.evidence == (DeviceEvidence("old", (1,)),)
        hits = await stores.recall(RecallQuery("bluetooth", stores=(StoreName.DEVICE,)))
        assert [h.record.id for h in hits] == ["dev-old-0"]
    with sqlite3.connect(directory / "store.sqlite3") as conn:
        versions = [r[0] for r in conn.execute("SELECT version FROM schema_migrations")]
    assert versions == [1, 2, 3, 4]


async def test_failure_pattern_aimed_at_the_procedure_is_kept_beside_it(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    over = candidate(
        action="update",
        target="d1",
        target_revision=1,
        type="failure_pattern",
        content="Bluetooth is no longer under Connected devices.",
        evidence_steps=[1],
    )
    server.script(
        ScriptedReply.json(answer(("ok", "achieved", [candidate(evidence_steps=[1, 2])]))),
        ScriptedReply.json(answer(("broke", "failed", [over]))),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("ok", steps=bluetooth_steps(), ended=NOW - timedelta(days=2))
        await h.processor.run_batch()
        h.submit("broke", result="failed", steps=bluetooth_steps(), app_versions=SETTINGS_V2)
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "created": 1, "weaken": 1, "llm_calls": 1}
        procedure = await h.get("dev-ok-0")
        assert (procedure.type, procedure.confidence, procedure.revision) == (
            DeviceMemoryType.UI_PATH,
            0.3,
            2,
        )
        failure = await h.get("dev-broke-0")
        assert (failure.type, failure.linked_id) == (DeviceMemoryType.FAILURE, "dev-ok-0")


async def test_procedure_aimed_at_a_failure_record_is_added_beside_it(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    failure = candidate(type="failure_pattern", content="Pairing timed out.", evidence_steps=[1])
    over = candidate(
        action="update", target="d1", target_revision=1, content="Pair from Connected devices."
    )
    server.script(
        ScriptedReply.json(answer(("lost", "failed", [failure]))),
        ScriptedReply.json(answer(("won", "achieved", [over]))),
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("lost", result="failed", steps=bluetooth_steps(), ended=NOW - timedelta(days=1))
        await h.processor.run_batch()
        h.submit("won", steps=bluetooth_steps())
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "created": 1, "llm_calls": 1}
        kept = {r.id: r.type for r in await h.device()}
        assert kept == {
            "dev-lost-0": DeviceMemoryType.FAILURE,
            "dev-won-0": DeviceMemoryType.UI_PATH,
        }


async def test_code_read_off_the_screen_never_reaches_the_prompt(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    steps = [
        step("open_app", app=BANK, package=BANK),
        step("read_screen", app=BANK, observation="Your verification code is 482913"),
        step("tap", app=BANK, text="Use code 731264", target={"screen": "OtpActivity"}),
    ]
    server.script(ScriptedReply.json(answer(("otp", "achieved", []))))
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.submit("otp", goal="confirm the transfer", steps=steps)
        await h.processor.run_batch()
        prompt = str(server.chat_requests[0].body["messages"])
        assert "482913" not in prompt
        assert "731264" not in prompt
        assert prompt.count("<hidden text>") >= 2
        assert h.state("otp") == "done"


def test_ledger_plan_line_from_before_the_procedure_fields_still_reads() -> None:
    old = {
        "op": "create",
        "memory_id": "dev-ep-7-0",
        "expected_revision": None,
        "type": "ui_path",
        "content": "Bluetooth is under Connected devices in Settings.",
        "app_package": SETTINGS,
        "evidence": [{"episode_id": "ep-7", "steps": [1, 2]}],
        "resolution": "add",
    }
    write = PlannedWrite.from_json(old)
    assert (write.goal, write.steps, write.app_version, write.linked_id) == (None, (), None, None)
    assert (write.confidence, write.reinforced) == (0.6, False)
    again = PlannedWrite.from_json(write.to_json())
    assert again == write


async def test_new_path_after_a_failure_halves_the_failure_of_the_old_path(
    tmp_path: Path,
) -> None:
    broken = [
        step("open_app", package=SETTINGS),
        step("tap", target={"text": "Connected devices"}),
        step("find", observation="no Bluetooth entry", evidence=()),
    ]
    async with harness(tmp_path, fallback_engine()) as h:
        h.submit("ok", steps=bluetooth_steps(), app_versions=SETTINGS_V1, ended=NOW - timedelta(3))
        await h.processor.run_batch()
        h.submit("broke", result="failed", steps=broken, ended=NOW - timedelta(days=2))
        await h.processor.run_batch()
        h.submit("relearn", steps=after_update_steps(), app_versions=SETTINGS_V2)
        result = await h.processor.run_batch()
        assert result.counts == {"done": 1, "supersede": 1, "weaken": 1}
        procedure = await h.get("dev-ok-0")
        failure = await h.get("dev-broke-0")
        assert (procedure.confidence, procedure.app_version) == (0.6, "15.0.0")
        assert (failure.confidence, failure.linked_id) == (0.3, "dev-ok-0")
