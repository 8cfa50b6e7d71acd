"""Purge notifications: records leave the shards through the context; ids and cursors hold."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.ring import EventRing
from agent_memory.cli import app, load_commands
from agent_memory.errors import InvalidInput
from agent_memory.layout import DataLayout
from agent_memory.notifications.purge import PurgeEntry, PurgeLog, PurgeSelector
from agent_memory.notifications.shards import ShardLog
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from agent_memory.timer import ManualTimer
from tests.notifications.processor_support import fallback_engine, harness
from tests.notifications.support import T0, drain, open_context, publish_all, shard_lines

from .served import served, settings_for

BODY = "Your code is 482913"


def _event(n: int, app: str = "com.example.chat", body: str | None = None) -> NotificationEvent:
    return make_event(
        platform="android",
        source_key=f"0|{app}|{n}|null|10001",
        app_id=app,
        title=f"Sender {n}",
        body=body or f"message number {n}",
        phone_timestamp_raw=str(1_740_820_500_000 + n),
        received_at=T0 + timedelta(minutes=n),
    )


def _five() -> list[NotificationEvent]:
    bank = "com.example.bank"
    return [_event(1), _event(2, bank, BODY), _event(3), _event(4, bank, BODY), _event(5)]


def _ids(tmp_path: Path) -> list[object]:
    return [line["context_id"] for line in shard_lines(tmp_path)]


def test_purge_by_app_removes_its_records_and_logs_counts_without_text(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, _five())
    with open_context(tmp_path, ring) as context:
        drain(context)
        result = context.purge(PurgeSelector(app="com.example.bank"))
        assert (result.purge_id, result.count, result.ranges) == (1, 2, ((2, 2), (4, 4)))
        assert result.apps == {"com.example.bank": 2}
        assert result.pending_removed == 2
        assert _ids(tmp_path) == [1, 3, 5]
        entries = context.purges()
    assert [(e.purge_id, e.state, e.count) for e in entries] == [(1, "begun", 2), (1, "done", 2)]
    log_text = (tmp_path / "notifications" / "purges.jsonl").read_text(encoding="utf-8")
    assert "482913" not in log_text
    assert "Sender" not in log_text
    assert json.loads(log_text.splitlines()[0])["selector"]["app"] == "com.example.bank"


def test_purged_newest_ids_are_never_reused_and_no_gap_is_recorded(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, _five())
    with open_context(tmp_path, ring) as context:
        drain(context)
        context.purge(PurgeSelector(first_id=4, last_id=5))
    with open_context(tmp_path, ring) as context:
        status = context.status()
        assert status.next_context_id == 6
        assert [g.kind for g in status.gaps if g.kind == "lost_tail"] == []
        ring.publish(_event(6))
        persisted = context.consume().persisted
        assert [r.context_id for r in persisted] == [6]


def test_purge_below_the_memory_cursor_keeps_it_on_its_record(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, _five())
    with open_context(tmp_path, ring) as context:
        drain(context)
        context.commit_processed(context.read_pending(3))
        context.purge(PurgeSelector(first_id=1, last_id=2))
        assert context.memory_cursor.context_id == 3
        assert [r.context_id for r in context.read_pending(10)] == [4, 5]
        assert context.status().pending == 2
    with open_context(tmp_path, ring) as context:
        assert [r.context_id for r in context.read_pending(10)] == [4, 5]


async def test_purged_pending_record_is_skipped_by_the_processor(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        for body in ("Dinner at 8 at Rosa's?", "Lunch tomorrow?", "Movie on Friday night?"):
            h.publish(body)
        await asyncio.to_thread(h.context.consume, 100)
        await asyncio.to_thread(h.context.purge, PurgeSelector(first_id=2, last_id=2))
        result = await h.processor.run_batch()
        assert result.processed == 2
        outcome = result.outcome
        assert [o.context_id for o in outcome.outcomes] == [1, 3]
        assert h.memory_cursor() == 3
        assert await asyncio.to_thread(h.context.has_pending) is False
        assert h.context.gaps() == []


def test_purge_the_process_died_in_before_rewriting_is_finished_on_open(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, _five())
    with open_context(tmp_path, ring) as context:
        drain(context)
    PurgeLog(tmp_path / "notifications").append(
        PurgeEntry(1, "begun", T0, PurgeSelector(app="x").to_json(), ((2, 3),), 2, {"x": 2})
    )
    with open_context(tmp_path, ring) as context:
        assert _ids(tmp_path) == [1, 4, 5]
        assert any("finished purge 1" in note for note in context.status().recoveries)
        assert [e.state for e in context.purges()] == ["begun", "done"]


def test_purge_the_process_died_in_after_rewriting_realigns_the_cursor(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, _five())
    with open_context(tmp_path, ring) as context:
        drain(context)
        context.commit_processed(context.read_pending(3))
        shard = context.memory_cursor.shard
    # The shard was rewritten without id 1, then the process died before the state was saved:
    # the saved cursor's byte offset points into the old file.
    purges = PurgeLog(tmp_path / "notifications")
    purges.append(PurgeEntry(1, "begun", T0, {}, ((1, 1),), 1, {}, (shard,)))
    log = ShardLog(tmp_path / "notifications" / "events")
    log.rewrite(shard, lambda line: b'"context_id":1,' in line)
    log.close()
    with open_context(tmp_path, ring) as context:
        assert context.memory_cursor.context_id == 3
        assert [r.context_id for r in context.read_pending(10)] == [4, 5]


def test_purge_selector_needs_exactly_one_choice() -> None:
    with pytest.raises(InvalidInput):
        PurgeSelector()
    with pytest.raises(InvalidInput):
        PurgeSelector(app="a", first_id=1, last_id=2)
    with pytest.raises(InvalidInput):
        PurgeSelector(first_id=5, last_id=2)
    with pytest.raises(InvalidInput):
        PurgeSelector.parse_ids("two-three")
    assert PurgeSelector.parse_ids("7") == PurgeSelector(first_id=7, last_id=7)


def test_bad_id_range_is_named_in_the_error() -> None:
    with pytest.raises(InvalidInput, match=r"not 0-3\.$"):
        PurgeSelector.parse_ids("0-3")
    with pytest.raises(InvalidInput, match=r"not 9-2\.$"):
        PurgeSelector.parse_ids("9-2")
    with pytest.raises(InvalidInput, match=r"not 'two-three'\.$"):
        PurgeSelector.parse_ids("two-three")


def test_purge_before_a_time_removes_the_older_records(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, _five())
    with open_context(tmp_path, ring) as context:
        drain(context)
        result = context.purge(PurgeSelector(before=T0 + timedelta(minutes=3)))
    assert result.ranges == ((1, 2),)
    assert _ids(tmp_path) == [3, 4, 5]


async def test_api_purge_over_http(tmp_path: Path) -> None:
    async with served(settings_for(tmp_path / "d")) as (memory, client):
        await memory.publish_notifications(_five())
        response = await client.post("/v1/notifications/purge", json={"app": "com.example.bank"})
        assert response.status_code == 200
        body = response.json()
        assert (body["count"], body["ranges"], body["apps"]) == (
            2,
            [[2, 2], [4, 4]],
            {"com.example.bank": 2},
        )
        bad = await client.post("/v1/notifications/purge", json={"app": "a", "first_id": 1})
        assert bad.status_code == 422
        assert bad.json()["field"] == "selector"
        assert (await memory.status()).context.pending == 3


def test_cli_notifications_purge_ids(tmp_path: Path) -> None:
    async def _publish() -> None:
        async with AgentMemory.open(Settings.load(data_dir=tmp_path), timer=ManualTimer()) as m:
            await m.publish_notifications(_five())

    asyncio.run(_publish())
    load_commands("notifications")
    runner = CliRunner()
    args = ["notifications", "purge", "--data-dir", str(tmp_path)]
    done = runner.invoke(app, [*args, "--ids", "2-3"])
    assert done.exit_code == 0, done.output
    assert "purged 2 record(s) (purge 1): ids 2-3" in done.output
    lines = DataLayout(tmp_path).notifications / "events"
    texts = [p.read_text() for p in lines.glob("*.jsonl")]
    kept = [json.loads(x)["context_id"] for text in texts for x in text.splitlines()]
    assert kept == [1, 4, 5]
    assert runner.invoke(app, [*args, "--ids", "2-3", "--app", "x"]).exit_code == 2
    assert runner.invoke(app, args).exit_code == 2
    nothing = runner.invoke(app, [*args, "--app", "com.none", "--json"])
    assert json.loads(nothing.output)["count"] == 0


def test_a_rewrite_that_died_before_its_rename_leaves_no_file_after_open(tmp_path: Path) -> None:
    ring = EventRing(64)
    publish_all(ring, _five())
    with open_context(tmp_path, ring) as context:
        drain(context)
        shard = context.memory_cursor.shard or context.status().shards[0]
    leftover = tmp_path / "notifications" / "events" / f".{shard}.rewrite.tmp"
    leftover.write_bytes(b'{"v":1,"context_id":1')
    with open_context(tmp_path, ring) as context:
        assert not leftover.exists()
        assert _ids(tmp_path) == [1, 2, 3, 4, 5]
        assert context.status().pending == 5
