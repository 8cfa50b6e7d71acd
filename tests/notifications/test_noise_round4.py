"""Noise filter, round 4: Android categories that carry news, payment cards and confirmation
numbers, long texts, and the ``scam`` label (issue 26)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.notifications.noise import classify

T0 = datetime(2025, 3, 1, 9, 15, tzinfo=UTC)


def event(
    body: str,
    *,
    title: str = "",
    app_id: str = "com.example.app",
    flags: int | None = None,
    category: str | None = None,
) -> NotificationEvent:
    return make_event(
        platform="android",
        source_key=f"0|{app_id}|1|null|10001",
        app_id=app_id,
        received_at=T0,
        title=title,
        body=body,
        android_flags=flags,
        category=category,
    )


# --- a category alone drops no news ------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "body", "category", "app_id"),
    [
        ("G102 次列车", "您乘坐的G102次列车预计晚点20分钟，请留意车站广播。", "status", "ctrip"),
        ("G102 次列车", "G102次列车已开始检票，检票口 12A。", "status", "ctrip"),
        (
            "快件派送中",
            "您的快件SF1234567890今天预计18:00前送达，快递员王师傅 138****5678。",
            "status",
            "com.sf.activity",
        ),
        (
            "Delivered",
            "Your package was delivered. It was handed to a resident.",
            "status",
            "com.amazon.mShop.android.shopping",
        ),
        ("UPS", "Your package will be delivered today between 2pm and 4pm", "transport", "com.ups"),
        ("滴滴出行", "司机已接单，白色大众朗逸 沪A·12345，预计4分钟到达", "transport", "didi"),
        ("Courier", "Your courier Sam is 3 stops away, ETA 14:20", "service", "courier"),
    ],
)
def test_news_under_a_status_transport_or_service_category_is_kept(
    title: str, body: str, category: str, app_id: str
) -> None:
    verdict = classify(event(body, title=title, category=category, app_id=app_id))
    assert (verdict.label, verdict.reason) == ("keep", "keep")


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Blinding Lights", "The Weeknd"),
        ("Spotify", "Song 2 · Blur"),
        ("Podcasts", "Paused · The Daily"),
    ],
)
def test_media_line_under_the_transport_category_stays_system(title: str, body: str) -> None:
    assert classify(event(body, title=title, category="transport")).reason == "system.category"


def test_category_notification_without_a_title_or_a_text_stays_system() -> None:
    assert classify(event("Delivered", category="status")).reason == "system.category"
    assert classify(event("", title="Sync", category="service")).reason == "system.category"


@pytest.mark.parametrize("category", ["progress", "sys", "navigation", "stopwatch"])
def test_progress_system_navigation_and_stopwatch_categories_stay_system(category: str) -> None:
    verdict = classify(event("Your trip: 12 min left", title="Maps", category=category))
    assert verdict.reason == "system.category"


def test_ongoing_or_foreground_service_news_category_stays_system() -> None:
    body = "Your driver has arrived, meet at the curb."
    assert classify(event(body, title="Uber", category="transport")).label == "keep"
    for flags in (0x02, 0x40):
        flagged = event(body, title="Uber", category="transport", flags=flags)
        assert classify(flagged).reason == "system.ongoing"
