"""The stage answers for any text: no exception escapes for odd numerals, dates or scripts."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agent_memory.understanding import understand

BASE = datetime(2026, 2, 28, 23, 59, tzinfo=timezone(timedelta(hours=-3)))

_PIECES = st.sampled_from(
    [
        "十十点",
        "二十十号",
        "三十二号",
        "0月0日",
        "13月45日",
        "2月30日",
        "29.02.",
        "31/02",
        "2026-02-30",
        "25:99",
        "99pm",
        "at 0",
        "um 24 Uhr",
        "下午十三点",
        "半小时后",
        "0小时后",
        "in 999 days",
        "between 11 and 1",
        "from 9 to 9",
        "halb 1",
        "quarter to 1",
        "1er",
        "the 0th",
        "the 32nd",
        "Feb 29",
        "周八",
        "下下下周一",
        "12/31/99",
        "Sat 31",
        "日",
        "号",
        "tomorrow",
        "明天",
        "mañana",
        "Gate",
        "Flight UA",
        "order #",
        "1Z",
        "SF",
        "G",
        " ",
        "\n",
        "：",
        "，",
        "🙂",
        "\u200b",
        "ǅ",
        "İstanbul",
        "ß",
        "ﬁ",
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(_PIECES, st.text(max_size=12)), max_size=8))
def test_any_text_is_understood_without_an_exception(parts: list[str]) -> None:
    text = " ".join(parts)
    u = understand(app="com.example", title=text[:20], subtitle="", body=text, local_time=BASE)
    for mention in u.times:
        assert mention.start.tzinfo is not None
        assert mention.span


@given(st.text(max_size=40))
@settings(max_examples=200, deadline=None)
def test_any_text_in_a_chat_app_is_understood_without_an_exception(text: str) -> None:
    understand(app="com.whatsapp", title="Ana", subtitle="", body=text, local_time=BASE)
