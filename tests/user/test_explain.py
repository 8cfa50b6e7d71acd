"""Explain a notification: its path from the decision trail, recorded without text."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from typer.testing import CliRunner

from agent_memory.ble.event import ANDROID_FLAG_ONGOING_EVENT, NotificationEvent, make_event
from agent_memory.cli import app, load_commands
from agent_memory.layout import DataLayout
from agent_memory.notifications.purge import PurgeSelector
from agent_memory.notifications.trail import TRAIL_NAME, Decision, DecisionTrail
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer

from .served import served, settings_for

OTP = "Your verification code is 482913. Do not share it."
DENTIST = "Dentist appointment moved to Thursday 16:30"


def _event(
    timer: ManualTimer, n: int, body: str, *, key: int | None = None, kind: str = "added"
) -> NotificationEvent:
    return make_event(
        platform="android",
        kind=kind,
        source_key=f"0|com.whatsapp|{key or n}|null|10123",
        app_id="com.whatsapp",
        received_at=timer.now() + timedelta(seconds=n),
        title="Dr. Patel" if n != 1 else "Bank",
        body=body,
    )


async def _run(memory: AgentMemory, timer: ManualTimer) -> None:
    await memory.publish_notifications(
        [
            _event(timer, 1, OTP),
            _event(timer, 2, DENTIST, key=2),
            _event(timer, 3, DENTIST + " (room 4)", key=2, kind="modified"),
        ]
    )
    await memory.process_pending()


async def test_explain_tells_filter_folding_batch_action_and_memory(tmp_path: Path) -> None:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        await _run(memory, timer)
        otp = await memory.explain(1)
        assert otp.state == "decided"
        assert otp.decision is not None
        assert otp.decision.action == "filtered"
        assert otp.decision.filter_rule is not None
        assert otp.decision.filter_rule.startswith("otp:")
        assert otp.memory_now is None
        decisions = [await memory.explain(cid) for cid in (2, 3)]
        folded = [d for d in decisions if d.decision and d.decision.action == "folded"]
        shown = [d for d in decisions if d.decision and d.decision.action != "folded"]
        assert len(folded) == 1
        assert len(shown) == 1
        made = shown[0].decision
        assert made is not None
        assert (made.batch_first, made.batch_last, made.batch_size) == (1, 3, 3)
        assert made.provider == "fallback"
        assert made.filter_rule == "keep:keep"
        assert made.action == "add"
        assert (made.store, made.revision) == ("temporary", 1)
        assert made.memory_id is not None
        assert shown[0].memory_now == {
            "store": "temporary",
            "id": made.memory_id,
            "revision": 1,
            "status": "active",
        }
        through = folded[0]
        assert through.decision is not None
        assert through.decision.folded_into == made.context_id
        assert through.shown_as == made
        assert through.memory_now == shown[0].memory_now
        await memory.forget_memory(made.memory_id)
        after = await memory.explain(made.context_id)
        assert after.memory_now is not None
        assert after.memory_now["status"] == "forgotten"
    trail = (DataLayout(tmp_path).notifications / TRAIL_NAME).read_text(encoding="utf-8")
    assert "482913" not in trail
    assert "Dentist" not in trail
    assert "Patel" not in trail


async def test_explain_says_pending_purged_and_unknown(tmp_path: Path) -> None:
    timer = ManualTimer()
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        await memory.publish_notifications([_event(timer, 1, DENTIST), _event(timer, 2, OTP)])
        assert (await memory.explain(1)).state == "pending"
        await memory.purge_notifications(PurgeSelector(first_id=2, last_id=2))
        purged = await memory.explain(2)
        assert (purged.state, purged.purge_id) == ("purged", 1)
        assert (await memory.explain(3)).state == "unknown"


def test_decision_trail_is_bounded_by_rotation(tmp_path: Path) -> None:
    trail = DecisionTrail(tmp_path, max_bytes=2000)
    at = datetime(2026, 3, 1, tzinfo=UTC)
    for cid in range(1, 201):
        trail.append([Decision(cid, "com.a", at, cid, cid, 1, "model", "keep:keep", "add", "r")])
    assert (tmp_path / TRAIL_NAME).stat().st_size <= 2000 + 400
    assert (tmp_path / "decisions.prev.jsonl").stat().st_size <= 2000 + 400
    assert trail.find(200) is not None
    assert trail.find(1) is None  # rotated out: the trail keeps at most about two files
    # A replayed batch appends again: the last line of an id wins.
    trail.append([Decision(200, "com.a", at, 200, 200, 1, "fallback", None, "ignore", "x")])
    found = trail.find(200)
    assert found is not None
    assert found.provider == "fallback"


async def test_api_explain_over_http(tmp_path: Path) -> None:
    async with served(settings_for(tmp_path / "d")) as (memory, client):
        timer = ManualTimer()
        await _run(memory, timer)
        response = await client.get("/v1/notifications/1/explain")
        assert response.status_code == 200
        body = response.json()
        assert body["state"] == "decided"
        assert body["decision"]["action"] == "filtered"
        assert body["decision"]["filter"].startswith("otp:")
        assert (await client.get("/v1/notifications/0/explain")).status_code == 422
        unknown = (await client.get("/v1/notifications/99/explain")).json()
        assert unknown["state"] == "unknown"


def test_cli_explain_prints_the_path_in_80_columns(tmp_path: Path) -> None:
    async def _prepare() -> None:
        timer = ManualTimer()
        async with AgentMemory.open(
            Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
        ) as memory:
            await _run(memory, timer)

    asyncio.run(_prepare())
    load_commands("explain")
    runner = CliRunner()
    done = runner.invoke(app, ["explain", "1", "--data-dir", str(tmp_path)])
    assert done.exit_code == 0, done.output
    assert "filter:  dropped as otp (rule otp." in done.output
    assert all(len(line) <= 80 for line in done.output.splitlines())
    as_json = runner.invoke(app, ["explain", "1", "--data-dir", str(tmp_path), "--json"])
    assert json.loads(as_json.output)["decision"]["context_id"] == 1
    assert runner.invoke(app, ["explain", "42", "--data-dir", str(tmp_path)]).exit_code == 1


async def test_an_earlier_version_filtered_with_its_last_names_the_record_that_filtered_it(
    tmp_path: Path,
) -> None:
    # Two versions of one ongoing download notification (same key): the last is classified
    # and filtered, the earlier one folded into it. Its trail line has no verdict of its own,
    # so it names the record whose verdict filtered it.
    timer = ManualTimer()
    progress = [
        make_event(
            platform="android",
            kind="added" if n == 1 else "modified",
            source_key="0|com.android.providers.downloads|7|null|10123",
            app_id="com.android.providers.downloads",
            received_at=timer.now() + timedelta(seconds=n),
            title="report.pdf",
            body=f"Downloading… {n * 40}%",
            android_flags=ANDROID_FLAG_ONGOING_EVENT,
            category="progress",
        )
        for n in (1, 2)
    ]
    async with AgentMemory.open(
        Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
    ) as memory:
        await memory.publish_notifications(progress)
        await memory.process_pending()
        first, last = await memory.explain(1), await memory.explain(2)
    assert last.decision is not None
    assert first.decision is not None
    assert (last.decision.action, last.decision.folded_into) == ("filtered", None)
    assert last.decision.filter_rule is not None
    assert last.decision.filter_rule.startswith("system:")
    assert first.decision.action == "filtered"
    assert first.decision.filter_rule is None
    assert first.decision.reason == last.decision.filter_rule
    assert first.decision.folded_into == 2
    assert first.shown_as == last.decision


def test_cli_explain_tells_a_folded_record_from_one_skipped_before_the_filter(
    tmp_path: Path,
) -> None:
    async def _prepare() -> None:
        timer = ManualTimer()
        async with AgentMemory.open(
            Settings.load(data_dir=tmp_path), clock=timer.clock, timer=timer
        ) as memory:
            await memory.publish_notifications(
                [
                    _event(timer, 2, DENTIST, key=2),
                    _event(timer, 3, DENTIST + " (room 4)", key=2, kind="modified"),
                    # Posted, then removed by the phone.
                    _event(timer, 4, "Lunch at 1?", key=4),
                    _event(timer, 5, "Lunch at 1?", key=4, kind="removed"),
                ]
            )
            await memory.process_pending()

    asyncio.run(_prepare())
    load_commands("explain")
    runner = CliRunner()
    outputs = {
        cid: runner.invoke(app, ["explain", str(cid), "--data-dir", str(tmp_path)]).output
        for cid in (1, 2, 3, 4)
    }
    folded = [out for out in outputs.values() if "folded:  into notification" in out]
    assert len(folded) == 1
    assert "filter:  not classified itself (notification" in folded[0]
    # The removal's own record carries no notification to classify.
    skipped = outputs[4]
    assert "filter:  not classified (skipped before the filter)" in skipped
    assert "folded:  no" in skipped
    assert "removal" in skipped
