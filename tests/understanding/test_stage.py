"""The understanding stage on the handed cases (U1, U2, U6, U9-U12) and their variants."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from agent_memory.understanding import Change, understand
from tests.probe import run_probe

PST = timezone(timedelta(hours=-8))
CST = timezone(timedelta(hours=8))


def test_dinner_tomorrow_at_seven_is_the_next_local_evening_not_the_utc_or_processing_day() -> None:
    # U1: received 2026-11-27 23:30 -08:00 (already 11-28 in UTC), processed days later.
    u = understand(
        app="com.apple.MobileSMS",
        title="Sam",
        subtitle="",
        body="Dinner tomorrow at 7?",
        local_time=datetime(2026, 11, 27, 23, 30, tzinfo=PST),
    )
    assert [(t.span, t.start) for t in u.times] == [
        ("tomorrow at 7", datetime(2026, 11, 28, 19, 0, tzinfo=PST))
    ]
    assert u.times[0].has_clock is True
    assert u.chatter is False


def test_lunch_at_1pm_is_local_one_pm_on_the_item_date() -> None:
    # U2: ANCS 20261120T124500 from a phone at +08:00.
    u = understand(
        app="com.tencent.mm",
        title="Mei",
        subtitle="",
        body="Lunch at 1pm?",
        local_time=datetime(2026, 11, 20, 12, 45, tzinfo=CST),
    )
    assert [t.start for t in u.times] == [datetime(2026, 11, 20, 13, 0, tzinfo=CST)]


def test_chinese_meeting_tomorrow_afternoon_three_resolves_against_its_own_time() -> None:
    # U6: the date comes from the item's own time, whatever any other text claims.
    u = understand(
        app="com.tencent.mm",
        title="老王",
        subtitle="",
        body="明天下午三点开会",
        local_time=datetime(2026, 11, 20, 9, 0, tzinfo=CST),
    )
    assert u.language == "zh"
    assert [(t.span, t.start) for t in u.times] == [
        ("明天下午三点", datetime(2026, 11, 21, 15, 0, tzinfo=CST))
    ]
    assert u.thing is not None
    assert u.thing.kind == "meeting"
    assert u.thing.key == "meeting:老王:2026-11-21"


def test_flight_notices_share_one_key_and_report_gate_and_delay() -> None:
    # U9: three notices about UA 857.
    first = understand(
        app="United",
        title="Flight UA 857",
        subtitle="",
        body="Flight UA 857 SFO -> PVG departs Thu 14 May 11:05, gate G92",
        local_time=datetime(2026, 5, 12, 9, 0, tzinfo=PST),
    )
    gate = understand(
        app="com.tripit",
        title="",
        subtitle="",
        body="UA 857 gate change: now G98",
        local_time=datetime(2026, 5, 14, 8, 0, tzinfo=PST),
    )
    delay = understand(
        app="United",
        title="",
        subtitle="",
        body="UA 857 delayed, new departure 12:40",
        local_time=datetime(2026, 5, 14, 9, 30, tzinfo=PST),
    )
    assert first.thing is not None
    assert gate.thing is not None
    assert delay.thing is not None
    assert first.thing.key == gate.thing.key == delay.thing.key == "flight:UA857:2026-05-14"
    assert first.thing.label == "Flight UA 857"
    assert first.facts["gate"] == "G92"
    assert (first.facts["from"], first.facts["to"]) == ("SFO", "PVG")
    assert first.times[-1].start == datetime(2026, 5, 14, 11, 5, tzinfo=PST)
    assert gate.change is Change.GATE_CHANGED
    assert gate.facts["gate"] == "G98"
    assert delay.change is Change.DELAYED
    assert delay.times[0].start == datetime(2026, 5, 14, 12, 40, tzinfo=PST)


def test_order_shipped_then_delivered_is_one_order_key() -> None:
    # U10
    shipped = understand(
        app="Amazon",
        title="Shipped",
        subtitle="",
        body="Your order 4471-2209 has shipped",
        local_time=datetime(2026, 5, 14, 9, 0, tzinfo=PST),
    )
    delivered = understand(
        app="com.amazon.mShop.android.shopping",
        title="Delivered",
        subtitle="",
        body="Order 4471-2209 was delivered to your front door",
        local_time=datetime(2026, 5, 16, 15, 0, tzinfo=PST),
    )
    assert shipped.thing is not None
    assert delivered.thing is not None
    assert shipped.thing.key == delivered.thing.key == "order:4471-2209"
    assert shipped.change is Change.SHIPPED
    assert delivered.change is Change.DELIVERED


def test_weekly_standup_is_a_meeting_keyed_by_title_and_date() -> None:
    # U11: three Mondays; each is the same family, one date each.
    keys = []
    for day in (11, 18, 25):
        u = understand(
            app="com.apple.mobilecal",
            title="Standup",
            subtitle="",
            body="Standup 9:45 in Room Kepler",
            local_time=datetime(2026, 5, day, 9, 30, tzinfo=PST),
        )
        assert u.thing is not None
        keys.append(u.thing.key)
        assert u.thing.family == "meeting:standup"
        assert u.facts["room"] == "Kepler"
        assert u.times[0].start == datetime(2026, 5, day, 9, 45, tzinfo=PST)
    assert keys == [
        "meeting:standup:2026-05-11",
        "meeting:standup:2026-05-18",
        "meeting:standup:2026-05-25",
    ]


def test_acknowledgements_emoji_tests_and_call_states_are_chatter() -> None:
    # U12
    base = datetime(2026, 5, 11, 9, 30, tzinfo=PST)
    items = [
        ("com.apple.MobileSMS", "Ana", "Thanks, got it"),
        ("com.tencent.mm", "妈妈", "收到，谢谢"),
        ("com.whatsapp", "Ben", "👍"),
        ("com.whatsapp", "Ben", "ok thx"),
        ("org.telegram.messenger", "Jonas", "Danke!"),
    ]
    for app, title, body in items:
        u = understand(app=app, title=title, subtitle="", body=body, local_time=base)
        assert u.chatter is True, body
    call = understand(
        app="com.apple.mobilephone", title="Incoming call", subtitle="", body="Mom", local_time=base
    )
    test = understand(app="Pushover", title="Test message", subtitle="", body="", local_time=base)
    assert call.chatter is True
    assert test.chatter is True


def test_a_plan_that_starts_with_thanks_is_not_chatter() -> None:
    u = understand(
        app="com.whatsapp",
        title="Ben",
        subtitle="",
        body="Thanks! See you at 7 at Luigi's",
        local_time=datetime(2026, 5, 11, 9, 30, tzinfo=PST),
    )
    assert u.chatter is False
    assert u.times[0].start.hour == 19


def test_subscription_price_change_keeps_the_key_of_the_renewal() -> None:
    # U5 (the rules' update needs the same key and the new amount)
    first = understand(
        app="Spotify",
        title="",
        subtitle="",
        body="Pro plan renews 12/01 for $9.99",
        local_time=datetime(2026, 11, 1, 9, 0, tzinfo=PST),
    )
    second = understand(
        app="Spotify",
        title="",
        subtitle="",
        body="Price change: your plan renews 12/01 for $12.99",
        local_time=datetime(2026, 11, 15, 9, 0, tzinfo=PST),
    )
    assert first.thing is not None
    assert second.thing is not None
    assert first.thing.key == second.thing.key == "subscription:spotify:2026-12"
    assert second.change is Change.PRICE_CHANGED
    assert second.facts["amount"] == "$12.99"


def test_every_monday_is_a_weekly_recurrence_in_english_and_chinese() -> None:
    base = datetime(2026, 5, 11, 9, 30, tzinfo=PST)
    en = understand(
        app="Calendar", title="Piano", subtitle="", body="Every Monday 17:00", local_time=base
    )
    zh = understand(app="日历", title="钢琴课", subtitle="", body="每周一下午5点", local_time=base)
    assert en.recurrence == zh.recurrence == "weekly:MO"


def test_group_chat_reactions_in_an_app_not_known_as_chat_are_chatter() -> None:
    base = datetime(2026, 5, 11, 12, 0, tzinfo=PST)
    for body in ("👍", "🎉", "lol", "me too", "Priya: 👍"):
        u = understand(
            app="com.example.groups", title="Book club", subtitle="", body=body, local_time=base
        )
        assert u.chatter is True, body


def test_a_reply_that_adds_something_is_not_chatter() -> None:
    base = datetime(2026, 5, 11, 12, 0, tzinfo=PST)
    for body in ("I can't make it", "7:30 is better, I finish late", "who's hosting?"):
        u = understand(
            app="com.facebook.orca", title="Book club", subtitle="", body=body, local_time=base
        )
        assert u.chatter is False, body


_HOST_ZONE_PROBE = """
import json
from datetime import datetime, timedelta, timezone
from agent_memory.understanding import understand
texts = ["Dinner tomorrow at 7?", "明天下午三点开会", "Flight UA 857 departs Thu 14 May 11:05",
         "in 2 hours", "this weekend", "Rent is due on the 1st"]
base = datetime(2026, 11, 27, 23, 30, tzinfo=timezone(timedelta(hours=-8)))
out = []
for text in texts:
    u = understand(app="Messages", title="", subtitle="", body=text, local_time=base)
    out.append([[t.span, t.start.isoformat(), t.end and t.end.isoformat()] for t in u.times]
               + [u.thing.key if u.thing else None])
print(json.dumps(out))
"""


def test_results_do_not_depend_on_the_host_time_zone() -> None:
    # U3: the same items under TZ=UTC and TZ=America/Los_Angeles give identical answers.
    utc = run_probe(_HOST_ZONE_PROBE, env={"TZ": "UTC"})
    la = run_probe(_HOST_ZONE_PROBE, env={"TZ": "America/Los_Angeles"})
    tokyo = run_probe(_HOST_ZONE_PROBE, env={"TZ": "Asia/Tokyo"})
    assert utc == la == tokyo
    assert utc[0][0][1] == "2026-11-28T19:00:00-08:00"
