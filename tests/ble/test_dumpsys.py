"""``adb shell dumpsys notification --noredact`` text."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory.ble.dumpsys import decode_dumpsys, iter_dumpsys_records
from agent_memory.ble.event import NotificationEvent
from agent_memory.errors import DecodeError

FIXTURES = Path(__file__).parent.parent / "fixtures" / "ble"
CAPTURED = datetime(2025, 3, 1, 10, 30, tzinfo=UTC)


def fixture_events() -> list[NotificationEvent]:
    text = (FIXTURES / "dumpsys-notification.txt").read_text(encoding="utf-8")
    return decode_dumpsys(text, received_at=CAPTURED)


def test_every_record_of_the_dump_becomes_one_added_event() -> None:
    events = fixture_events()
    assert [e.app_id for e in events] == [
        "com.whatsapp",
        "com.google.android.gm",
        "com.android.shell",
        "com.chase.sig.android",
        "com.tencent.mm",
    ]
    assert {e.kind for e in events} == {"added"}
    assert {e.received_at for e in events} == {CAPTURED}


def test_string_extras_fill_title_and_body_with_flags_and_group() -> None:
    whatsapp = fixture_events()[0]
    assert whatsapp.source_key == "0|com.whatsapp|1|null|10152"
    assert (whatsapp.title, whatsapp.body, whatsapp.subtitle) == ("Ravi", "lunch?", "")
    assert whatsapp.android_flags == 0x10
    assert whatsapp.group_key == "0|com.whatsapp|g:group_key_messages"
    assert whatsapp.category == "msg"
    assert whatsapp.posted_at == datetime(2025, 3, 1, 9, 15, tzinfo=UTC)
    assert whatsapp.redacted is False


def test_multiline_spannable_big_text_is_the_body() -> None:
    gmail = fixture_events()[1]
    assert gmail.body == (
        "Quarterly report\nAttached the Q1 numbers (see sheet 2).\n"
        "Can you check row 12 before Monday?"
    )
    assert gmail.subtitle == "lena@example.com"
    assert gmail.is_group_summary
    assert gmail.extras["android_tag"] == "gig:1281928:^sq_ig_i_personal"
    assert gmail.source_key.endswith("|gig:1281928:^sq_ig_i_personal|10187")


def test_ongoing_progress_record_keeps_its_flags() -> None:
    shell = fixture_events()[2]
    assert shell.is_ongoing
    assert shell.category == "progress"


def test_redacted_string_is_marked_and_no_text_is_invented() -> None:
    bank = fixture_events()[3]
    assert bank.redacted is True
    assert (bank.title, bank.body) == ("", "")
    assert bank.extras["android.text_redacted_length"] == "58"
    assert bank.extras["android.title_redacted_length"] == "11"


def test_chinese_spannable_text_is_kept() -> None:
    wechat = fixture_events()[4]
    assert (wechat.title, wechat.body) == ("妈妈", "晚上回家吃饭吗？")


def test_record_without_a_key_is_reported_and_the_others_still_decode() -> None:
    text = (
        "  Notification List:\n"
        "    NotificationRecord(0x1: pkg=com.a user=UserHandle{0} id=1 tag=null)\n"
        "      flags=0x0\n"
        "    NotificationRecord(0x2: pkg=com.b user=UserHandle{0} id=2 tag=null "
        "key=0|com.b|2|null|10002: Notification(channel=x category=msg))\n"
        "      extras={\n"
        "        android.title=String (Hi)\n"
        "        android.text=String (a) b)\n"
        "      }\n"
    )
    records = list(iter_dumpsys_records(text, received_at=CAPTURED))
    assert records[0].error is not None
    assert (records[0].error.field, records[0].error.line) == ("key", 2)
    assert records[1].error is None
    assert records[1].events[0].source_key == "0|com.b|2|null|10002"
    assert records[1].events[0].body == "a) b"
    with pytest.raises(DecodeError) as info:
        decode_dumpsys(text, received_at=CAPTURED)
    assert info.value.line == 2


def test_empty_notification_list_gives_no_events() -> None:
    assert decode_dumpsys("Current Notification Manager state:\n", received_at=CAPTURED) == []


def test_text_that_is_not_a_dump_is_refused() -> None:
    with pytest.raises(DecodeError) as info:
        decode_dumpsys("hello world\n", received_at=CAPTURED)
    assert info.value.line == 1


def test_dump_cut_inside_extras_decodes_what_arrived() -> None:
    text = (
        "    NotificationRecord(0x2: pkg=com.b user=UserHandle{0} id=2 tag=null "
        "key=0|com.b|2|null|1)\n"
        "      extras={\n"
        "        android.title=String (Hi)\n"
        "        android.text=String (half a sen"
    )
    (event,) = decode_dumpsys(text, received_at=CAPTURED)
    assert event.title == "Hi"
    assert event.body == ""  # an unterminated value is not guessed at
