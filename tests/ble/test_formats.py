"""JSON and Gadgetbridge input lines (cases E1-E5, E12 of the notification event cases)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.formats import (
    decode_json_notification,
    decode_notification_line,
    read_notification_file,
)
from agent_memory.ble.gadgetbridge import decode_gadgetbridge_line
from agent_memory.errors import DecodeError, InvalidInput

T0 = datetime(2025, 3, 1, 9, 15, tzinfo=UTC)


def android(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "key": "0|org.telegram.messenger|1|null|10270",
        "package": "org.telegram.messenger",
        "id": 1,
        "tag": None,
        "postTime": 1740820500000,
    }
    base.update(fields)
    return base


def decode(obj: dict[str, Any]) -> NotificationEvent:
    return decode_json_notification(obj, received_at=T0)


def test_e1_group_summary_and_child_decode_with_flags_and_group() -> None:
    summary = decode(android(flags="0x200", groupKey="g:msgs", text="Ravi: lunch?", category="msg"))
    child = decode(
        android(
            key="0|org.telegram.messenger|10004|null|10270",
            id=10004,
            flags=0,
            groupKey="g:msgs",
            title="Ravi",
            text="lunch?",
        )
    )
    assert summary.is_group_summary
    assert not child.is_group_summary
    assert summary.group_key == child.group_key == "g:msgs"
    assert summary.source_key != child.source_key
    assert (child.title, child.body) == ("Ravi", "lunch?")
    assert summary.body == "Ravi: lunch?"
    assert summary.category == "msg"
    assert child.extras["android_id"] == "10004"
    assert summary.posted_at == datetime(2025, 3, 1, 9, 15, tzinfo=UTC)
    assert summary.phone_timestamp_raw == "1740820500000"


def test_e2_summary_only_keeps_flags_and_text() -> None:
    event = decode(android(flags=0x211, title="Mia", text="Train delayed 20 min", groupKey="g:t"))
    assert event.android_flags == 0x211
    assert event.is_group_summary
    assert (event.title, event.body, event.kind) == ("Mia", "Train delayed 20 min", "added")


def test_e3_duplicate_sms_from_two_apps_then_removal() -> None:
    first = decode(
        android(
            key="0|com.google.android.apps.messaging|1001|null|10100",
            package="com.google.android.apps.messaging",
            id=1001,
            title="Ben W",
            text="Test message",
        )
    )
    second = decode(
        android(
            key="0|com.samsung.android.messaging|1002|null|10101",
            package="com.samsung.android.messaging",
            appName="Messages",
            id=1002,
            title="Ben W",
            text="Test message",
        )
    )
    removal = decode(
        android(
            key="0|com.samsung.android.messaging|1002|null|10101",
            package="com.samsung.android.messaging",
            id=1002,
            kind="removed",
        )
    )
    assert first.body == second.body == "Test message"
    assert first.title == second.title == "Ben W"
    assert second.app_name == "Messages"
    assert removal.kind == "removed"
    assert removal.source_key == second.source_key


def test_e4_cumulative_update_is_a_modified_event_with_big_text() -> None:
    key = "0|com.whatsapp|7|null|10200"
    first = decode(android(key=key, package="com.whatsapp", text="Are you home?"))
    later = decode(
        android(
            key=key,
            package="com.whatsapp",
            kind="modified",
            text="Are you home?",
            bigText="Are you home?\nCall me",
            received_at="2025-03-01T09:15:40Z",
        )
    )
    assert later.kind == "modified"
    assert later.source_key == first.source_key
    assert later.body == "Are you home?\nCall me"
    assert later.received_at - first.received_at == timedelta(seconds=40)


def test_e5_progress_flood_decodes_as_ongoing() -> None:
    events = [
        decode(
            android(
                key="0|org.fdroid.fdroid|5|null|10111",
                package="org.fdroid.fdroid",
                id=5,
                flags="0x62",
                category="progress",
                kind="added" if n == 1 else "modified",
                text=f"Downloading {n}%",
            )
        )
        for n in range(1, 31)
    ]
    assert len(events) == 30
    assert all(e.is_ongoing for e in events)
    assert all(e.android_flags == 0x62 for e in events)
    assert [e.body for e in events[:2]] == ["Downloading 1%", "Downloading 2%"]
    assert {e.source_key for e in events} == {"0|org.fdroid.fdroid|5|null|10111"}


def test_messaging_style_messages_become_sender_lines() -> None:
    event = decode(
        android(
            text="2 new messages",
            messages=[{"sender": "Ravi", "text": "lunch?"}, {"sender": "Mia", "text": "yes"}],
        )
    )
    assert event.body == "Ravi: lunch?\nMia: yes"


def test_received_at_and_offset_on_the_line_win_over_the_default() -> None:
    event = decode(android(received_at="2025-03-02T08:00:00+08:00", received_utc_offset_s=28800))
    assert event.received_at == datetime(2025, 3, 2, 0, 0, tzinfo=UTC)
    assert event.received_utc_offset_s == 28800


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"key": ""}, "key"),
        ({"package": 7}, "package"),
        ({"flags": "0xZZ"}, "flags"),
        ({"flags": -1}, "flags"),
        ({"postTime": "yesterday"}, "postTime"),
        ({"postTime": 10**20}, "postTime"),
        ({"title": ["x"]}, "title"),
        ({"kind": "posted"}, "kind"),
        ({"kind": ["added"]}, "kind"),
        ({"received_at": "2025-03-01T09:15:00"}, "received_at"),
        ({"received_at": "0001-01-01T00:00:00+14:00"}, "received_at"),
        ({"received_utc_offset_s": 99999}, "received_utc_offset_s"),
        ({"messages": [{"text": 5}]}, "messages[0].text"),
    ],
)
def test_bad_android_field_is_named(fields: dict[str, Any], field: str) -> None:
    with pytest.raises(DecodeError) as info:
        decode(android(**fields))
    assert info.value.field == field


def test_error_message_never_quotes_the_text() -> None:
    with pytest.raises(DecodeError) as info:
        decode(android(kind="secret-kind-text", text="my password is hunter2"))
    assert "hunter2" not in str(info.value)
    assert "secret-kind-text" not in str(info.value)


def ios(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "platform": "ios",
        "session": "s1",
        "uid": 26,
        "event": "added",
        "event_flags": 24,
        "category": "social",
        "app_id": "com.apple.MobileSMS",
        "app_name": "Messages",
        "title": "Mia Chen",
        "subtitle": "",
        "message": "On my way, 10 min",
        "message_size": 17,
        "date": "20250301T091500",
    }
    base.update(fields)
    return base


def test_ios_json_matches_the_e7_event() -> None:
    event = decode(ios())
    assert event.platform == "ios"
    assert event.source_key == "s1:26"
    assert (event.title, event.body, event.body_original_bytes) == (
        "Mia Chen",
        "On my way, 10 min",
        17,
    )
    assert event.phone_timestamp_raw == "20250301T091500"
    assert event.posted_at is None
    assert event.ancs_event_flags == 24
    assert not event.body_truncated


def test_ios_json_with_category_id_and_event_id_numbers() -> None:
    event = decode(ios(category=1, event=2, date=""))
    assert (event.category, event.kind, event.phone_timestamp_raw) == (
        "incoming_call",
        "removed",
        None,
    )


def test_ios_json_message_shorter_than_message_size_is_truncated() -> None:
    assert decode(ios(message_size=400)).body_truncated


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"uid": -1}, "uid"),
        ({"uid": 2**32}, "uid"),
        ({"session": ""}, "session"),
        ({"event": 3}, "event"),
        ({"event_flags": 256}, "event_flags"),
        ({"category": 12}, "category"),
        ({"message_size": -3}, "message_size"),
        ({"app_id": None}, "app_id"),
    ],
)
def test_bad_ios_field_is_named(fields: dict[str, Any], field: str) -> None:
    with pytest.raises(DecodeError) as info:
        decode(ios(**fields))
    assert info.value.field == field


def test_normalized_record_round_trips() -> None:
    event = decode(android(flags=0x200, groupKey="g", title="t", text="b"))
    again = decode(event.to_json_dict())
    assert again == event


def test_unknown_object_shape_is_a_decode_error() -> None:
    with pytest.raises(DecodeError) as info:
        decode({"hello": "world"})
    assert info.value.field == "package"


def test_gadgetbridge_notify_line_decodes() -> None:
    line = (
        '\x10GB({"t":"notify","id":1700,"src":"WhatsApp","title":"Ravi",'
        '"subject":"","body":"lunch?","sender":"Ravi","tel":"+15550100"})'
    )
    (event,) = decode_gadgetbridge_line(line, received_at=T0)
    assert event.kind == "added"
    assert event.source_key == "gb:1700"
    assert (event.app_id, event.app_name) == ("WhatsApp", "WhatsApp")
    assert (event.title, event.body) == ("Ravi", "lunch?")
    assert event.extras["tel"] == "+15550100"
    assert event.received_at == T0


def test_gadgetbridge_javascript_hex_escapes_are_decoded() -> None:
    line = r'GB({"t":"notify","id":2,"src":"Mail","title":"Caf\xe9","body":"a\\xe9 \u4f60"})'
    (event,) = decode_gadgetbridge_line(line, received_at=T0)
    assert event.title == "Café"
    assert event.body == "a\\xe9 你"  # an escaped backslash is not an escape


def test_gadgetbridge_update_and_removal_kinds() -> None:
    (modified,) = decode_gadgetbridge_line(
        'GB({"t":"notify~","id":1700,"body":"lunch at 1?"})', received_at=T0
    )
    (removed,) = decode_gadgetbridge_line('GB({"t":"notify-","id":1700})', received_at=T0)
    assert (modified.kind, modified.source_key, modified.app_id) == (
        "modified",
        "gb:1700",
        "gadgetbridge",
    )
    assert (removed.kind, removed.source_key) == ("removed", "gb:1700")


def test_gadgetbridge_message_that_is_not_a_notification_yields_nothing() -> None:
    line = 'GB({"t":"musicinfo","artist":"X","track":"Y"})'
    assert decode_gadgetbridge_line(line, received_at=T0) == []


@pytest.mark.parametrize(
    ("line", "field"),
    [
        ("GB(", "GB"),
        ("GB([1,2])", "GB"),
        ("GB({t:notify})", "GB"),
        ('GB({"t":5})', "t"),
        ('GB({"t":"notify"})', "id"),
        ('GB({"t":"notify","id":1,"body":7})', "body"),
    ],
)
def test_bad_gadgetbridge_line_is_named(line: str, field: str) -> None:
    with pytest.raises(DecodeError) as info:
        decode_gadgetbridge_line(line, received_at=T0)
    assert info.value.field == field


def test_file_reader_detects_each_shape_and_reports_bad_lines(tmp_path: Path) -> None:
    lines = [
        json.dumps(android(title="Ravi", text="lunch?")),
        "",
        "not json at all",
        json.dumps(ios(received_at="2025-03-03T10:00:00Z")),
        '{"package": "com.x"}',
        'GB({"t":"notify","id":3,"src":"Signal","body":"hi","received_at":"2025-03-04T00:00:00Z"})',
        'GB({"t":"musicstate"})',
        "[" * 100_000,
        json.dumps({"package": "com.x", "key": "k", "text": "Grüße 😀\ud83d"}),
    ]
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", errors="surrogatepass")
    decoded = list(read_notification_file(path, default_received_at=T0))
    assert [d.line for d in decoded] == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert {d.line: d.skipped for d in decoded if d.skipped} == {
        2: "blank",
        7: "gadgetbridge:musicstate",
    }
    errors = {d.line: d.error for d in decoded if d.error is not None}
    assert sorted(errors) == [3, 5, 8]
    assert all(e.line == n for n, e in errors.items())
    assert errors[5].field == "key"
    ok = {d.line: d.events for d in decoded if d.error is None}
    assert ok[1][0].received_at == T0
    assert ok[4][0].received_at == datetime(2025, 3, 3, 10, tzinfo=UTC)
    assert ok[6][0].received_at == datetime(2025, 3, 4, tzinfo=UTC)
    assert ok[7] == []
    # E12: the lone surrogate, written as raw bytes, is not valid UTF-8 and becomes U+FFFD.
    assert ok[9][0].body.startswith("Grüße 😀")
    assert "\ufffd" in ok[9][0].body


def test_overlong_line_is_refused_without_parsing() -> None:
    with pytest.raises(DecodeError) as info:
        decode_notification_line(b"{" + b" " * 300_000 + b"}", default_received_at=T0, line=4)
    assert info.value.line == 4


def test_naive_default_time_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.jsonl"
    path.write_text("{}\n")
    with pytest.raises(InvalidInput, match="time zone"):
        list(read_notification_file(path, default_received_at=datetime(2025, 1, 1)))


# E11 through every byte-level input: a bridge cut the text inside a multi-byte character -------

E11_TEXT = "Your login code is 482913. Valid 5 min — do not share"
E11_CUT = E11_TEXT.encode()[: E11_TEXT.encode().index("—".encode()) + 2]  # 2 of the dash's 3 bytes


def test_e11_android_json_line_cut_inside_a_character_drops_it_and_is_truncated() -> None:
    line = b'{"key":"0|com.bank|1|null|10001","package":"com.bank","postTime":1740820502000,'
    line += b'"title":"Bank","text":"' + E11_CUT + b'"}'
    (event,) = decode_notification_line(line, default_received_at=T0)
    assert event.body == "Your login code is 482913. Valid 5 min "
    assert event.body_truncated is True
    assert "\ufffd" not in event.body


def test_e11_ios_json_line_cut_inside_an_emoji_in_the_title_drops_it() -> None:
    title = "Mia 🚲".encode()[:-1]  # the bicycle's last byte is missing
    line = b'{"uid":26,"session":"s1","app_id":"com.apple.MobileSMS","title":"' + title
    line += b'","message":"On my way"}'
    (event,) = decode_notification_line(line, default_received_at=T0)
    assert event.title == "Mia "
    assert event.body == "On my way"


def test_e11_gadgetbridge_line_cut_inside_a_character_is_truncated() -> None:
    line = b'GB({"t":"notify","id":9,"src":"Bank","title":"Bank","body":"' + E11_CUT + b'"})'
    (event,) = decode_notification_line(line, default_received_at=T0)
    assert event.body == "Your login code is 482913. Valid 5 min "
    assert event.body_truncated is True


def test_invalid_bytes_not_at_the_end_stay_replacement_characters_and_not_truncated() -> None:
    """Only an incomplete character at the very end is a cut; other bad bytes are damage."""
    line = b'{"key":"k","package":"com.bank","postTime":1,"text":"a\xff b \xe2\x80 c"}'
    (event,) = decode_notification_line(line, default_received_at=T0)
    assert event.body.startswith("a\ufffd b \ufffd")
    assert event.body.endswith(" c")
    assert event.body_truncated is False


def test_e11_cut_line_in_a_file_is_persisted_truncated_and_valid_utf8(tmp_path: Path) -> None:
    path = tmp_path / "cut.jsonl"
    path.write_bytes(
        b'{"key":"0|com.bank|1|null|10001","package":"com.bank","postTime":1740820502000,'
        b'"text":"' + E11_CUT + b'"}\n'
    )
    (decoded,) = list(read_notification_file(path, default_received_at=T0))
    assert decoded.error is None
    (event,) = decoded.events
    assert event.body_truncated is True
    event.body.encode("utf-8")  # no surrogate escape is left: the line will encode
