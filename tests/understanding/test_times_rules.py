"""Named tests for the resolver's reading rules (docs/understanding.md, "Reading rules")."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest

from agent_memory.understanding import resolve_times
from agent_memory.understanding.times import resolve_dated

NEW_YORK = ZoneInfo("America/New_York")
UTC8 = timezone(timedelta(hours=8))
MEXICO = timezone(timedelta(hours=-6))


def test_naive_base_time_is_refused() -> None:
    with pytest.raises(ValueError, match="aware"):
        resolve_times("tomorrow", base=datetime(2026, 5, 1, 9, 0))


def test_offsets_are_added_on_the_utc_timeline_across_a_dst_change() -> None:
    base = datetime(2026, 3, 8, 1, 30, tzinfo=NEW_YORK)  # 30 minutes before clocks spring forward
    (mention,) = resolve_times("back in 2 hours", base=base, zone=NEW_YORK)
    assert mention.start == datetime(2026, 3, 8, 4, 30, tzinfo=NEW_YORK)
    assert mention.start.utcoffset() == timedelta(hours=-4)
    assert mention.start.astimezone(UTC) - base.astimezone(UTC) == timedelta(hours=2)


def test_wall_clock_results_take_the_offset_of_their_own_date() -> None:
    base = datetime(2026, 3, 7, 18, 0, tzinfo=NEW_YORK)  # EST, the day before the change
    (mention,) = resolve_times("tomorrow at 10am", base=base, zone=NEW_YORK)
    assert mention.start.utcoffset() == timedelta(hours=-4)


def test_a_clock_takes_the_future_date_said_after_it_in_the_same_sentence() -> None:
    base = datetime(2026, 3, 11, 9, 0, tzinfo=UTC)
    mentions = resolve_times("Flight TP1351 departs 09:40 from Terminal 1 on May 3", base=base)
    assert [m.start for m in mentions] == [
        datetime(2026, 5, 3, 9, 40, tzinfo=UTC),
        datetime(2026, 5, 3, 0, 0, tzinfo=UTC),
    ]


def test_a_clock_after_a_question_about_a_day_is_on_that_day() -> None:
    base = datetime(2026, 4, 13, 8, 5, tzinfo=MEXICO)
    mentions = resolve_times("¿Vienen el domingo a comer? A las 2 en la casa", base=base)
    assert mentions[-1].start == datetime(2026, 4, 19, 14, 0, tzinfo=MEXICO)


def test_a_past_date_lends_no_day_to_a_clock() -> None:
    base = datetime(2026, 5, 10, 9, 0, tzinfo=UTC)
    mentions = resolve_times("Your order of 5/2 was delivered at 3pm", base=base)
    assert mentions[-1].start == datetime(2026, 5, 10, 15, 0, tzinfo=UTC)


def test_moved_from_one_time_to_another_is_two_mentions() -> None:
    base = datetime(2026, 5, 12, 9, 0, tzinfo=UTC)
    mentions = resolve_times("Meeting rescheduled from 2pm to 4pm", base=base)
    assert [(m.start.hour, m.end) for m in mentions] == [(14, None), (16, None)]


def test_a_day_range_after_a_month_name_has_an_end() -> None:
    base = datetime(2026, 3, 10, 13, 0, tzinfo=UTC)
    (mention,) = resolve_times("Booking: Lisbon stay May 3-6 confirmed", base=base)
    assert mention.start.date().isoformat() == "2026-05-03"
    assert mention.end is not None
    assert mention.end.date().isoformat() == "2026-05-06"


def test_resolve_dated_tells_a_clock_alone_from_a_said_date() -> None:
    base = datetime(2026, 5, 12, 9, 0, tzinfo=UTC8)
    found = resolve_dated("明天下午3点开会，提前10分钟到，15:00签到", base=base, language="zh")
    assert [(m.span, said) for m, said in found] == [
        ("明天下午3点", True),
        ("15:00", True),
    ]


def test_room_numbers_are_not_days_of_the_month() -> None:
    base = datetime(2026, 3, 11, 10, 5, tzinfo=UTC8)
    mentions = resolve_times("周三下午三点开项目评审会，在3号会议室", base=base, language="zh")
    assert [m.span for m in mentions] == ["周三下午三点"]


def test_guten_morgen_is_a_greeting_not_tomorrow() -> None:
    base = datetime(2026, 10, 24, 9, 0, tzinfo=UTC)
    assert resolve_times("Guten Morgen! Wie geht's?", base=base, language="de") == ()


def test_french_sera_is_not_the_italian_evening() -> None:
    base = datetime(2026, 5, 12, 9, 0, tzinfo=UTC)
    (mention,) = resolve_times("Votre colis sera livré demain à 9h", base=base, language="fr")
    assert mention.start == datetime(2026, 5, 13, 9, 0, tzinfo=UTC)
