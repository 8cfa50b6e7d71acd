"""Documented limits of the time resolver: what it returns where a reading is left open.

Each test asserts what we do return, with the reason; a change of behaviour must change the test
and docs/understanding.md ("Known limits") together.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from agent_memory.understanding import resolve_times, understand
from agent_memory.understanding.times import resolve_dated

MADRID = ZoneInfo("Europe/Madrid")
LONDON = ZoneInfo("Europe/London")
CET = timezone(timedelta(hours=1))


def _starts(text: str, base: datetime, language: str | None = None) -> list[datetime]:
    zone = base.tzinfo if isinstance(base.tzinfo, ZoneInfo) else None
    return [m.start for m in resolve_times(text, base=base, language=language, zone=zone)]


def test_bare_eight_after_a_weekday_is_morning() -> None:
    # "¿Quedamos el sábado a las 8?" means 20:00 to a Spanish reader (a social plan), but a bare
    # 7-11 is read as written unless the text names an evening activity or the hour has passed;
    # "quedar" (to meet up) is no evening word. Corpus line es "¿Quedamos el sábado a las 8?".
    base = datetime(2026, 5, 12, 9, 0, tzinfo=MADRID)
    assert _starts("¿Quedamos el sábado a las 8?", base, "es") == [
        datetime(2026, 5, 16, 8, 0, tzinfo=MADRID)
    ]


def test_slash_date_in_british_english_is_month_first() -> None:
    # "5/6" in a British notification is 5 June; English is read month/day unless a part is
    # larger than 12, because the language tag "en" does not say which English it is.
    base = datetime(2026, 5, 1, 9, 0, tzinfo=LONDON)
    assert _starts("Parents' evening on 5/6", base, "en") == [
        datetime(2026, 5, 6, 0, 0, tzinfo=LONDON)
    ]


def test_next_weekday_in_english_is_the_next_weeks_day() -> None:
    # "next Friday" said on a Monday is read as the Friday of the next week (11 days on), as
    # "下周五" is; some English speakers mean the coming Friday (4 days on).
    base = datetime(2026, 5, 11, 9, 0, tzinfo=CET)
    assert _starts("Let's do next Friday", base) == [datetime(2026, 5, 22, 0, 0, tzinfo=CET)]


def test_weekday_inside_a_name_is_a_day() -> None:
    # "Cyber Monday deals" names a sale, not a day; weekday names are read wherever they stand.
    base = datetime(2026, 11, 27, 9, 0, tzinfo=CET)
    assert _starts("Cyber Monday deals are live", base) == [
        datetime(2026, 11, 30, 0, 0, tzinfo=CET)
    ]


def test_dutch_half_eight_is_not_read() -> None:
    # Dutch "half 8" is 7:30 but British "half 8" is 8:30; neither is read.
    base = datetime(2026, 6, 5, 16, 0, tzinfo=CET)
    assert _starts("Eten om half 8?", base, "nl") == []


def test_a_clock_alone_late_at_night_stays_on_the_same_day() -> None:
    # "Boarding at 10:35" received at 23:00 is read as 10:35 that day (already past), not the
    # next morning: a time with no date is on the item's own date.
    base = datetime(2026, 5, 10, 23, 0, tzinfo=CET)
    assert _starts("Boarding at 10:35", base) == [datetime(2026, 5, 10, 10, 35, tzinfo=CET)]


def test_month_names_alone_are_not_read() -> None:
    # "your December statement" names a month, not a day; month names need a day number.
    base = datetime(2026, 12, 1, 9, 0, tzinfo=CET)
    assert _starts("Your December statement is ready", base) == []


SHANGHAI = timezone(timedelta(hours=8))


def test_an_apps_clock_without_am_or_pm_is_24_hour_and_a_persons_is_moved_to_the_evening() -> None:
    # A calendar's "11:00, video call" posted at 17:04 is 11:00 as written: an app in a 12-hour
    # locale would have written "11:00 AM". A person's "see you at 7:30" said at 9:30 means the
    # evening. The sample week's 1:1 with Lena became "23:00" before calendars were told apart.
    base = datetime(2025, 3, 4, 17, 4, tzinfo=SHANGHAI)
    app = resolve_dated("11:00, video call", base=base, language="en", device_clock=True)
    assert [m.start for m, _ in app] == [datetime(2025, 3, 4, 11, 0, tzinfo=SHANGHAI)]
    person = resolve_dated("see you at 7:30", base=base.replace(hour=9, minute=30), language="en")
    assert [m.start for m, _ in person] == [datetime(2025, 3, 4, 19, 30, tzinfo=SHANGHAI)]


def test_a_calendar_notification_keeps_its_clock_as_written() -> None:
    base = datetime(2025, 3, 4, 17, 4, tzinfo=SHANGHAI)
    found = understand(
        app="com.google.android.calendar",
        title="1:1 with Lena",
        subtitle="",
        body="11:00, video call",
        local_time=base,
    )
    assert [m.start for m in found.times] == [datetime(2025, 3, 4, 11, 0, tzinfo=SHANGHAI)]
