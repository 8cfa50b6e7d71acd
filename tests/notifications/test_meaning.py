"""Display names, absolute times and value merges of the understanding rules."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from agent_memory.engine.types import ExtractItem
from agent_memory.notifications.apps import app_display_name
from agent_memory.notifications.meaning import (
    absolute_text,
    expiry_floor,
    merge_update,
    render_day,
    understand_item,
)

BERLIN = timezone(timedelta(hours=1))


def item(
    text: str, *, app: str = "DB Navigator", title: str = "", at: datetime | None = None
) -> ExtractItem:
    when = at or datetime(2026, 3, 26, 7, 12, tzinfo=BERLIN)
    return ExtractItem("1", when, {"app": app, "title": title, "text": text})


def test_known_package_gets_its_store_name_and_a_given_name_wins() -> None:
    assert app_display_name("com.tencent.mm") == "微信"
    assert app_display_name("com.whatsapp") == "WhatsApp"
    assert app_display_name("com.tencent.mm", "WeChat") == "WeChat"


def test_unknown_package_is_named_by_its_brand_part() -> None:
    assert app_display_name("com.flowyoga.app") == "Flowyoga"
    assert app_display_name("au.com.example.roster") == "Example"
    assert app_display_name("x") == "X"


def test_weekday_is_written_in_the_text_language() -> None:
    day = datetime(2026, 5, 14).date()
    assert render_day(day, "en") == "2026-05-14 (Thursday)"
    assert render_day(day, "de") == "2026-05-14 (Donnerstag)"
    assert render_day(day, "zh") == "2026-05-14（周四）"
    assert render_day(day, "xx") == "2026-05-14 (Thursday)"


def test_relative_day_and_12_hour_time_become_absolute() -> None:
    meaning = understand_item(
        item("Dinner tomorrow at 7pm?", app="Messages", title="Sam",
             at=datetime(2026, 11, 27, 23, 30, tzinfo=timezone(timedelta(hours=-8))))
    )  # fmt: skip
    text = absolute_text("Dinner tomorrow at 7pm?", meaning.times, "en")
    assert text == "Dinner 2026-11-28 (Saturday) 19:00?"


def test_clock_only_time_keeps_no_invented_day() -> None:
    meaning = understand_item(item("class on Mondays 7 PM", app="Flowyoga", title="Flowyoga"))
    assert "2026-" not in absolute_text("class on Mondays 7 PM", meaning.times, "en")


def test_new_platform_and_delay_replace_the_old_values() -> None:
    old = "ICE 597 (DB Navigator): Abfahrt 07:34 Berlin Hbf, Gleis 12."
    gleis = understand_item(item("Gleisänderung: ICE 597 fährt heute von Gleis 14."))
    merged, changed = merge_update(old, gleis, "Gleisänderung: ICE 597 fährt heute von Gleis 14.")
    assert changed
    assert merged == "ICE 597 (DB Navigator): Abfahrt 07:34 Berlin Hbf, Gleis 14."
    late = understand_item(item("ICE 597: ca. 15 Minuten später. Neue Abfahrt 07:49, Gleis 14."))
    merged, changed = merge_update(merged, late, "ICE 597: Neue Abfahrt 07:49, Gleis 14.")
    assert changed
    assert "07:49" in merged
    assert "07:34" not in merged


def test_restatement_changes_nothing() -> None:
    old = "Standup (Google Calendar): Standup 09:45 in Room Kepler"
    meaning = understand_item(item("Standup 9:45 in Room Kepler", app="Google Calendar",
                                   title="Standup"))  # fmt: skip
    assert merge_update(old, meaning, "Standup 09:45 in Room Kepler") == (old, False)


def test_new_time_instead_of_the_old_one_replaces_it_even_when_both_are_named() -> None:
    old = "Lufthansa: LH 2040 am 2026-04-24 (Freitag), Abflug 06:45."
    text = "Ihr Flug LH 2040 am 24.04.2026 hat eine neue Abflugzeit: 07:25 statt 06:45."
    meaning = understand_item(item(text, app="Lufthansa", title="Flugplanänderung"))
    merged, changed = merge_update(old, meaning, text)
    assert changed
    assert merged == "Lufthansa: LH 2040 am 2026-04-24 (Freitag), Abflug 07:25."


def test_expiry_floor_is_the_event_end_plus_a_day() -> None:
    meaning = understand_item(item("LH 2040 am 24.04.2026, Abflug 06:45", app="Lufthansa"))
    assert expiry_floor(meaning) == datetime(2026, 4, 25, 6, 45, tzinfo=BERLIN)
    assert expiry_floor(understand_item(item("Danke dir!", app="WhatsApp"))) is None
