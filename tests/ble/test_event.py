"""NotificationEvent normalization (cases E11, E12, E13 of the notification event cases)."""

from __future__ import annotations

import json
import unicodedata
from datetime import UTC, datetime, timedelta, timezone

import pytest

from agent_memory.ble.event import (
    MAX_BODY_BYTES,
    NotificationEvent,
    clean_text,
    decode_utf8_lenient,
    make_event,
)
from agent_memory.errors import InvalidInput

T0 = datetime(2025, 3, 1, 9, 15, tzinfo=UTC)


def android(**fields: object) -> NotificationEvent:
    base: dict[str, object] = {
        "platform": "android",
        "source_key": "0|com.example|1|null|10001",
        "app_id": "com.example",
        "received_at": T0,
    }
    base.update(fields)
    return make_event(**base)  # type: ignore[arg-type]


def test_decomposed_text_is_stored_in_nfc() -> None:
    decomposed = unicodedata.normalize("NFD", "Grüße 😀")
    assert decomposed != "Grüße 😀"
    assert android(body=decomposed).body == "Grüße 😀"


def test_lone_high_surrogate_becomes_replacement_character() -> None:
    event = android(body="see you \ud83d")
    assert event.body == "see you \ufffd"
    line = json.dumps(event.to_json_dict(), ensure_ascii=False)
    line.encode("utf-8")  # would raise on a lone surrogate
    assert json.loads(line)["body"] == "see you \ufffd"


def test_surrogate_pair_split_into_code_units_is_joined() -> None:
    assert clean_text("\ud83d\ude00") == "😀"


def test_zwj_sequence_and_direction_marks_are_kept() -> None:
    family = "👨\u200d👩\u200d👧"
    rtl = "\u200fשלום\u200e"
    event = android(body=f"{family} {rtl}")
    assert event.body == f"{family} {rtl}"


def test_control_characters_are_dropped_but_newline_and_tab_kept() -> None:
    assert android(body="a\x00b\x07c\r\nd\te\x1b").body == "abc\nd\te"


def test_twenty_kib_body_is_cut_to_4_kib_on_a_character_boundary() -> None:
    body = "é" * 10 * 1024  # 2 bytes each: 20 KiB
    event = android(body=body)
    encoded = event.body.encode("utf-8")
    assert len(encoded) <= MAX_BODY_BYTES
    assert len(encoded) == MAX_BODY_BYTES  # 4096 is even, so no partial character was left
    assert event.body_truncated is True
    assert event.body_original_bytes == 20 * 1024


def test_cut_inside_multibyte_character_drops_the_partial_character() -> None:
    body = "x" + "€" * 2000  # 1 + 3 * 2000 bytes
    event = android(body=body)
    assert event.body.encode("utf-8") == ("x" + "€" * 1365).encode("utf-8")
    assert event.body_original_bytes == 6001


def test_sender_cut_inside_em_dash_is_decoded_without_error() -> None:
    raw = "Your login code is 482913. Valid 5 min — do not share".encode()
    cut_at = raw.index("—".encode()) + 1  # inside the 3-byte em dash
    text, cut = decode_utf8_lenient(raw[:cut_at])
    assert cut is True
    assert text == "Your login code is 482913. Valid 5 min "
    event = android(body=text, body_truncated=cut, body_original_bytes=len(raw))
    assert event.body_truncated is True
    assert event.body_original_bytes == len(raw)


def test_body_cut_inside_a_character_records_the_size_that_arrived() -> None:
    """Case E11 through the byte-level decoders: the cut character's bytes were received."""
    raw = "Your login code is 482913. Valid 5 min — do not share".encode()
    cut_at = raw.index("—".encode()) + 2  # two of the em dash's three bytes arrived
    event = android(body=raw[:cut_at].decode("utf-8", "surrogateescape"))
    assert event.body == "Your login code is 482913. Valid 5 min "
    assert event.body_truncated is True
    assert event.body_original_bytes == cut_at


def test_invalid_bytes_in_the_middle_become_replacement_characters() -> None:
    assert decode_utf8_lenient(b"ab\xffcd") == ("ab\ufffdcd", False)


def test_json_round_trip_keeps_every_field() -> None:
    event = android(
        kind="modified",
        title="Ravi",
        subtitle="",
        body="lunch?",
        app_name="Telegram",
        category="msg",
        android_flags=0x200,
        group_key="g:msgs",
        phone_timestamp_raw="1740820500000",
        posted_at=T0 - timedelta(seconds=3),
        received_utc_offset_s=-7 * 3600,
        extras={"conversation": "Ravi"},
    )
    back = NotificationEvent.from_json_dict(json.loads(json.dumps(event.to_json_dict())))
    assert back == event
    assert back.is_group_summary is True
    assert back.is_ongoing is False


def test_received_at_is_converted_to_utc() -> None:
    local = datetime(2025, 3, 14, 21, 40, tzinfo=timezone(timedelta(hours=-7)))
    event = android(received_at=local)
    assert event.received_at == datetime(2025, 3, 15, 4, 40, tzinfo=UTC)


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"platform": "windows"}, "platform"),
        ({"kind": "posted"}, "kind"),
        ({"source_key": ""}, "source_key"),
        ({"app_id": 7}, "app_id"),
        ({"body": ["x"]}, "body"),
        ({"android_flags": -1}, "android_flags"),
        ({"received_at": datetime(2025, 1, 1)}, "received_at"),
        ({"received_utc_offset_s": 90000}, "received_utc_offset_s"),
    ],
)
def test_bad_field_is_named_in_the_error(fields: dict[str, object], field: str) -> None:
    with pytest.raises(InvalidInput) as info:
        android(**fields)
    assert info.value.field == field
    assert field in str(info.value)


def test_error_message_never_quotes_the_body() -> None:
    with pytest.raises(InvalidInput) as info:
        android(body="secret-body-text", android_flags="x")
    assert "secret-body-text" not in str(info.value)
