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


# Real dump shapes (AOSP NotificationRecord.dump / Notification.toString), several records each --


def dump(name: str) -> list[NotificationEvent]:
    return decode_dumpsys((FIXTURES / name).read_text(encoding="utf-8"), received_at=CAPTURED)


def test_flags_of_every_record_of_an_android_15_dump_are_read_from_its_header() -> None:
    """Android 15 prints the record's ``flags=`` line as names, not hex: the header's
    ``Notification(... flags=0x11 ...)`` is read, so no record is left without flags."""
    events = dump("dumpsys-android15-redacted.txt")
    assert [e.android_flags for e in events] == [0x11, 0x18, 0x62, 0x10]
    assert events[2].is_ongoing


def test_flags_of_every_record_of_an_android_14_dump_are_read() -> None:
    events = dump("dumpsys-android14.txt")
    assert [e.android_flags for e in events] == [0x10, 0x218, 0x62, 0x11, 0x10]
    assert [e.is_group_summary for e in events] == [False, True, False, False, False]


def test_the_public_version_in_the_header_does_not_override_the_notification() -> None:
    """The header ends with ``publicVersion=Notification(... flags=0x0 category=social)``."""
    whatsapp = dump("dumpsys-android14.txt")[0]
    assert (whatsapp.android_flags, whatsapp.category) == (0x10, "msg")


def test_the_public_notification_block_does_not_give_the_text() -> None:
    whatsapp, _, _, sms, _ = dump("dumpsys-android14.txt")
    assert (whatsapp.title, whatsapp.body) == ("Robin", "Dinner at Luigi's on Friday 8pm")
    assert sms.title == "Bank"
    assert sms.body.endswith("Not you? Call the number on your card.")


def test_header_and_record_fields_are_all_kept() -> None:
    slack = dump("dumpsys-android14.txt")[4]
    assert slack.source_key == "10|com.Slack|7311|null|1010204"
    assert slack.group_key == "10|com.Slack|g:T024BE7LD"
    assert slack.posted_at == datetime(2025, 3, 5, 17, 50, tzinfo=UTC)
    assert slack.subtitle == "acme-team"
    assert dict(slack.extras) == {
        "android_id": "7311",
        "android_user": "10",
        "android_importance": "3",
        "android_channel": "channel_dms",
    }


def test_ticker_text_of_an_unredacted_record_is_kept() -> None:
    whatsapp = dump("dumpsys-android14.txt")[0]
    assert whatsapp.extras["tickerText"] == "Robin: Dinner at Luigi's on Friday 8pm"


def test_inbox_style_lines_are_the_body_of_a_group_summary() -> None:
    summary = dump("dumpsys-android14.txt")[1]
    assert summary.body == "Robin: Dinner at Luigi's on Friday 8pm\nAna: Are you still coming at 7?"
    assert summary.subtitle == "2 messages from 2 chats"


def test_redacted_missed_call_keeps_what_its_ticker_says_and_is_marked() -> None:
    """``tickerText=Missed c...``: Android showed the first 8 characters of a longer ticker."""
    missed = dump("dumpsys-android15-redacted.txt")[0]
    assert missed.redacted is True
    assert missed.category == "missed_call"
    assert (missed.title, missed.body) == ("", "Missed c")
    assert missed.body_truncated is True
    assert missed.extras["tickerText"] == "Missed c..."
    assert missed.extras["android.title_redacted_length"] == "11"
    assert missed.extras["android_tag"] == "MissedCall_content://call_log/calls/412"


def test_record_whose_only_text_is_a_short_redacted_ticker_is_marked_redacted() -> None:
    """A ticker of 16 characters or fewer prints as ``...``: nothing to keep, but redacted."""
    legacy = dump("dumpsys-android15-redacted.txt")[3]
    assert legacy.redacted is True
    assert (legacy.title, legacy.body, legacy.body_truncated) == ("", "", False)


@pytest.mark.parametrize(
    ("line", "flags"),
    [
        ("flags=0x62", 0x62),
        ("flags=ONGOING_EVENT|NO_CLEAR|FOREGROUND_SERVICE", 0x62),
        ("flags=FLAG_AUTO_CANCEL,FLAG_GROUP_SUMMARY", 0x210),
        ("flags=AUTO_CANCEL|0x80000", 0x80010),
        ("flags=0", 0),
        ("flags=SOMETHING_NEW", None),
    ],
)
def test_the_flags_line_is_read_as_hex_or_as_names_when_the_header_has_none(
    line: str, flags: int | None
) -> None:
    text = (
        "    NotificationRecord(0x1: pkg=com.a user=UserHandle{0} id=1 tag=null importance=3 "
        "key=0|com.a|1|null|10001)\n"
        f"      {line}\n"
    )
    (event,) = decode_dumpsys(text, received_at=CAPTURED)
    assert event.android_flags == flags


def test_a_ticker_printed_over_several_lines_does_not_cut_the_record() -> None:
    """``--noredact`` prints a ticker raw: a line break in it starts a line at column 0."""
    text = (
        "    NotificationRecord(0x1: pkg=com.a user=UserHandle{0} id=1 tag=null importance=3 "
        "key=0|com.a|1|null|10001: Notification(channel=c flags=0x10 category=msg vis=PRIVATE))\n"
        "      notification=\n"
        "            when=1741194000000\n"
        "            tickerText=Ana: first line\n"
        "second line\n"
        "            vis=0\n"
        "            extras={\n"
        "                android.title=String (Ana)\n"
        "                android.text=String (first line)\n"
        "            }\n"
        "      mCreationTimeMs=1741194000000\n"
    )
    (event,) = decode_dumpsys(text, received_at=CAPTURED)
    assert (event.title, event.body) == ("Ana", "first line")
    assert event.extras["tickerText"] == "Ana: first line\nsecond line"
    assert event.android_flags == 0x10
