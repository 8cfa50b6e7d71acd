"""Handed understanding cases (U1, U4, U5, U9-U12) end to end: processor, fallback, real stores.

Each notification is published with its own receipt time and UTC offset, the clock is set to
when the batch runs, and what is asserted is what the stores hold afterwards.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory.memory.model import MemoryRecord, MemoryStatus, StoreName
from agent_memory.memory.recall import RecallQuery
from agent_memory.notifications.processor import memory_id_for
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply
from tests.notifications.processor_support import (
    Harness,
    answer,
    fallback_engine,
    harness,
    prompt_of,
    scripted_engine,
)

PST = -8 * 3600


@pytest.fixture
async def server() -> AsyncIterator[ScriptedChatServer]:
    async with ScriptedChatServer() as chat:
        yield chat


EDT, EST = -4 * 3600, -5 * 3600


async def run_at(h: Harness, when: datetime) -> list[tuple[str, str | None]]:
    """Run one batch with the clock at ``when``; return its (action, memory id) pairs."""
    h.clock.set_wall_clock(when)
    result = await h.processor.run_batch()
    outcome = result.outcome
    return [(o.action, o.memory_id) for o in outcome.outcomes]


async def all_records(h: Harness) -> list[MemoryRecord]:
    found: list[MemoryRecord] = []
    for store in (StoreName.TEMPORARY, StoreName.LONG_TERM):
        table = h.stores.record_store(store)
        rows = await table.db.read(lambda c: c.execute("SELECT id FROM memories").fetchall())
        for (memory_id,) in rows:
            record = await h.get(store, memory_id)
            assert record is not None
            found.append(record)
    return found


async def test_u1_tomorrow_resolves_against_the_notification_not_the_backlog_day(
    tmp_path: Path,
) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        sent = datetime(2026, 11, 28, 7, 30, tzinfo=UTC)  # 2026-11-27 23:30 at UTC-08:00
        h.publish("Dinner tomorrow at 7?", title="Sam", app="com.apple.MobileSMS", at=sent,
                  offset_s=PST)  # fmt: skip
        assert await run_at(h, datetime(2026, 11, 30, 12, 0, tzinfo=UTC)) == [
            ("add", memory_id_for(1))
        ]
        (memory,) = await h.memories()
        assert "2026-11-28 (Saturday) 19:00" in memory.content
        assert "2026-11-29" not in memory.content
        assert "2026-12-01" not in memory.content
        assert memory.content.startswith("Sam (Messages): ")


async def test_u4_temporary_memory_expires_after_seven_days_of_elapsed_time_across_dst(
    tmp_path: Path,
) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        made = datetime(2026, 10, 31, 14, 0, tzinfo=UTC)  # 10:00 EDT
        h.publish("Parking paid, bay 12 on level 3", title="ParkMobile", app="com.parkmobile.app",
                  at=made - timedelta(minutes=1), offset_s=EDT)  # fmt: skip
        await run_at(h, made)
        (memory,) = await h.memories()
        assert memory.expires_at == made + timedelta(days=7)  # 2026-11-07 09:00 EST
        h.clock.set_wall_clock(datetime(2026, 11, 7, 13, 30, tzinfo=UTC))  # 08:30 EST
        assert [m.id for m in await h.memories()] == [memory.id]
        h.clock.set_wall_clock(datetime(2026, 11, 7, 14, 30, tzinfo=UTC))  # 09:30 EST
        assert await h.memories() == []


async def test_u5_price_change_updates_the_subscription_memory_to_the_new_price(
    tmp_path: Path,
) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        app = "com.spotify.music"
        h.publish("Your Pro plan renews 12/01 for $9.99", title="Spotify", app=app,
                  at=datetime(2026, 11, 1, 17, 0, tzinfo=UTC), offset_s=PST)  # fmt: skip
        assert await run_at(h, datetime(2026, 11, 1, 18, 0, tzinfo=UTC)) == [
            ("add", memory_id_for(1))
        ]
        h.publish("Price change: your Pro plan renews 12/01 for $12.99", title="Spotify",
                  app=app, at=datetime(2026, 11, 15, 17, 0, tzinfo=UTC), offset_s=PST)  # fmt: skip
        assert await run_at(h, datetime(2026, 11, 15, 18, 0, tzinfo=UTC)) == [
            ("update", memory_id_for(1))
        ]
        memory = await h.get(StoreName.TEMPORARY, memory_id_for(1))
        assert memory is not None
        assert memory.revision == 2
        assert "$12.99" in memory.content
        assert "$9.99" not in memory.content
        assert "2026-12-01" in memory.content


async def test_u9_flight_gate_change_and_delay_keep_one_memory_with_current_values(
    tmp_path: Path,
) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        app, zone = "com.united.UnitedCustomerFacingIPhoneApp", -7 * 3600
        texts = [
            (datetime(2026, 5, 10, 20, 0, tzinfo=UTC),
             "Flight UA 857 SFO -> PVG departs Thu 14 May 11:05, gate G92"),
            (datetime(2026, 5, 14, 15, 0, tzinfo=UTC), "UA 857 gate change: now G98"),
            (datetime(2026, 5, 14, 16, 30, tzinfo=UTC), "UA 857 delayed, new departure 12:40"),
        ]  # fmt: skip
        actions = []
        for sent, text in texts:
            h.publish(text, title="United Airlines", app=app, at=sent, offset_s=zone)
            actions += await run_at(h, sent + timedelta(minutes=10))
        assert actions == [
            ("add", memory_id_for(1)),
            ("update", memory_id_for(1)),
            ("update", memory_id_for(1)),
        ]
        records = [r for r in await all_records(h) if r.status is MemoryStatus.ACTIVE]
        assert [r.id for r in records] == [memory_id_for(1)]
        flight = records[0]
        assert flight.revision == 3
        assert flight.thing_key == "flight:UA857:2026-05-14"
        assert "2026-05-14" in flight.content
        assert "12:40" in flight.content
        assert "G98" in flight.content
        assert "G92" not in flight.content
        assert "11:05" not in flight.content


async def test_u10_delivered_order_removes_its_memory(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        app = "com.amazon.mShop.android.shopping"
        sent = datetime(2026, 5, 4, 15, 0, tzinfo=UTC)
        h.publish("Your order 4471-2209 has shipped. Arriving Thursday.", title="Amazon",
                  app=app, at=sent, offset_s=0)  # fmt: skip
        await run_at(h, sent + timedelta(minutes=10))
        h.publish("Order 4471-2209 was delivered to your front door", title="Amazon", app=app,
                  at=sent + timedelta(days=3), offset_s=0)  # fmt: skip
        assert await run_at(h, sent + timedelta(days=3, minutes=10)) == [
            ("remove", memory_id_for(1))
        ]
        assert await h.memories() == []
        removed = await h.get(StoreName.TEMPORARY, memory_id_for(1))
        assert removed is not None
        assert removed.status is MemoryStatus.REMOVED


async def test_u11_standup_three_mondays_is_promoted_to_long_term_once(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        app = "com.google.android.calendar"
        first = datetime(2026, 5, 4, 13, 30, tzinfo=UTC)  # Monday 09:30 at UTC-04:00
        actions = []
        for week in range(4):
            sent = first + timedelta(days=7 * week)
            h.publish("Standup 9:45 in Room Kepler", title="Standup", app=app, at=sent,
                      offset_s=EDT)  # fmt: skip
            actions += [a for a, _ in await run_at(h, sent + timedelta(minutes=5))]
        assert actions == ["add", "reinforce", "promote", "reinforce"]
        records = [r for r in await all_records(h) if r.status is MemoryStatus.ACTIVE]
        assert [(r.store, r.id) for r in records] == [
            (StoreName.LONG_TERM, "lt-" + memory_id_for(1))
        ]
        assert "09:45" in records[0].content
        assert "Kepler" in records[0].content


async def test_u12_acknowledgements_emoji_tests_and_call_notices_make_no_memory(
    tmp_path: Path,
) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        for text, title, app in [
            ("Thanks, got it", "Ben", "com.whatsapp"),
            ("收到，谢谢", "王经理", "com.tencent.mm"),
            ("👍", "Ben", "com.whatsapp"),
            ("Incoming call", "Mum", "com.android.dialer"),
            ("Test message", "Ben", "com.google.android.apps.messaging"),
        ]:
            h.publish(text, title=title, app=app)
        result = await h.processor.run_batch()
        outcome = result.outcome
        assert [o.action for o in outcome.outcomes] == ["ignore"] * 5
        assert await h.memories() == []


async def test_event_weeks_ahead_outlives_the_default_lifetime_by_a_day(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        sent = datetime(2026, 3, 26, 11, 40, tzinfo=UTC)  # 12:40 at UTC+01:00
        h.publish("Ihre Buchung ist bestätigt: LH 2040 Berlin (BER) – München (MUC) am "
                  "24.04.2026, Abflug 06:45.", title="Lufthansa", app="de.lufthansa.android",
                  at=sent, offset_s=3600)  # fmt: skip
        await run_at(h, sent + timedelta(minutes=5))
        (memory,) = await h.memories()
        assert "2026-04-24 (Freitag)" in memory.content
        assert memory.content.startswith("Lufthansa: ")
        # 2026-04-24 06:45 local (UTC+01:00 as sent) plus one day.
        assert memory.expires_at == datetime(2026, 4, 25, 5, 45, tzinfo=UTC)
        h.clock.set_wall_clock(datetime(2026, 4, 14, tzinfo=UTC))
        assert [m.id for m in await h.memories()] == [memory.id]


async def test_relative_date_resolves_against_the_local_time_sent_m8(tmp_path: Path) -> None:
    """Case M8: received 2025-03-14 21:40 at UTC-07:00, processed on 2025-03-16 UTC."""
    async with harness(tmp_path, fallback_engine()) as h:
        h.publish("see you tomorrow for brunch!", title="Mom",
                  at=datetime(2025, 3, 15, 4, 40, tzinfo=UTC), offset_s=-7 * 3600)  # fmt: skip
        await run_at(h, datetime(2025, 3, 16, 3, 0, tzinfo=UTC))
        (memory,) = await h.memories()
        assert "2025-03-15 (Saturday)" in memory.content
        assert "tomorrow" not in memory.content


async def test_validator_refuses_an_update_of_a_memory_about_another_thing(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    flight = {"context_id": 1, "action": "add", "target": None, "store": "temporary",
              "kind": "event", "content": "Flight UA 857 departs 2026-05-14 11:05",
              "expires_at": None, "reason": "new"}  # fmt: skip
    wrong = {"context_id": 2, "action": "update", "target": "m1", "store": None, "kind": None,
             "content": "Order 4471-2209 arrives 2026-05-15", "expires_at": None,
             "reason": "x"}  # fmt: skip
    server.script(ScriptedReply.json(answer(flight)), ScriptedReply.json(answer(wrong)))
    async with harness(tmp_path, scripted_engine(server)) as h:
        sent = datetime(2026, 5, 10, 20, 0, tzinfo=UTC)
        h.publish("Flight UA 857 SFO -> PVG departs Thu 14 May 11:05, gate G92",
                  title="United", app="com.united.mobile.android", at=sent, offset_s=0)  # fmt: skip
        await run_at(h, sent + timedelta(minutes=5))
        h.publish("Your order 4471-2209 has shipped: UA 857 travel pillow", title="Amazon",
                  app="com.amazon.mShop.android.shopping", at=sent + timedelta(hours=1),
                  offset_s=0)  # fmt: skip
        h.clock.set_wall_clock(sent + timedelta(hours=1, minutes=5))
        try:
            await h.processor.run_batch()
        except Exception as exc:  # noqa: BLE001  (the type and reasons are asserted below)
            reasons = getattr(exc, "reasons", [])
        else:
            reasons = []
        assert reasons == ["context_id 2: the target is about another thing than the notification"]
        memory = await h.get(StoreName.TEMPORARY, memory_id_for(1))
        assert memory is not None
        assert (memory.revision, memory.thing_key) == (1, "flight:UA857:2026-05-14")


async def test_prompt_shows_resolved_times_thing_key_and_the_memory_holding_it(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    first = {"context_id": 1, "action": "add", "target": None, "store": "temporary",
             "kind": "event", "content": "Flight UA 857 departs 2026-05-14 11:05, gate G92",
             "expires_at": None, "reason": "new"}  # fmt: skip
    second = {"context_id": 2, "action": "ignore", "target": None, "store": None, "kind": None,
              "content": None, "expires_at": None, "reason": "x"}  # fmt: skip
    server.script(ScriptedReply.json(answer(first)), ScriptedReply.json(answer(second)))
    async with harness(tmp_path, scripted_engine(server)) as h:
        sent = datetime(2026, 5, 10, 20, 0, tzinfo=UTC)
        h.publish("Flight UA 857 SFO -> PVG departs Thu 14 May 11:05, gate G92",
                  title="United", app="com.united.mobile.android", at=sent, offset_s=0)  # fmt: skip
        await run_at(h, sent + timedelta(minutes=5))
        h.publish("UA 857 gate change: now G98", title="United",
                  app="com.united.mobile.android", at=sent + timedelta(days=3),
                  offset_s=0)  # fmt: skip
        await run_at(h, sent + timedelta(days=3, minutes=5))
        first_prompt, second_prompt = prompt_of(server, 0), prompt_of(server, 1)
    assert 'when: "2026-05-14 (Thursday) 11:05"' in first_prompt
    assert 'thing: "flight:UA857:2026-05-14"' in first_prompt
    assert "thing=flight:UA857:2026-05-14" in second_prompt  # the memory's attribute
    assert 'memory: "m1"' in second_prompt
    assert 'change: "gate_changed"' in second_prompt
    assert 'app: "United"' in first_prompt  # the display name (the package is in app_id)


async def test_recall_finds_the_memory_of_a_thing_by_key_from_another_app(
    tmp_path: Path,
) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        sent = datetime(2026, 5, 10, 20, 0, tzinfo=UTC)
        h.publish("Flight UA 857 SFO -> PVG departs Thu 14 May 11:05, gate G92",
                  title="United", app="com.united.mobile.android", at=sent, offset_s=0)  # fmt: skip
        await run_at(h, sent + timedelta(minutes=5))
        h.publish("UA857 now boards from gate G98", title="Flighty", app="com.flighty.app",
                  at=sent + timedelta(days=3, hours=12), offset_s=0)  # fmt: skip
        assert await run_at(h, sent + timedelta(days=3, hours=12, minutes=5)) == [
            ("update", memory_id_for(1))
        ]
        hits = await h.stores.recall_memory(RecallQuery(text="UA 857", limit=5))
        assert [hit.record.id for hit in hits] == [memory_id_for(1)]
        assert "G98" in hits[0].record.content


async def test_m4_routine_moved_then_repeated_is_one_update_then_a_reinforce(
    tmp_path: Path,
) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        app, sent = "com.flowyoga.app", datetime(2025, 3, 10, 12, 0, tzinfo=UTC)
        actions = []
        for day, text in enumerate(
            [
                "FlowYoga: class on Mondays 7 PM",
                "FlowYoga: class moves to Wednesdays 7 PM",
                "FlowYoga: class moves to Wednesdays 7 PM",
            ]
        ):
            h.publish(text, title="FlowYoga", app=app, at=sent + timedelta(days=day), offset_s=0)
            actions += await run_at(h, sent + timedelta(days=day, minutes=10))
        assert actions == [
            ("add", memory_id_for(1)),
            ("update", memory_id_for(1)),
            ("reinforce", memory_id_for(1)),
        ]
        memory = await h.get(StoreName.LONG_TERM, memory_id_for(1))
        assert memory is not None
        assert (memory.revision, memory.reinforcement_count) == (3, 1)
        assert "Wednesdays" in memory.content
        assert "Mondays" not in memory.content
