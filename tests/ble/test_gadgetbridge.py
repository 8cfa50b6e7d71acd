"""What Gadgetbridge really sends a Bangle.js, decoded as it is (shapes: BangleJSDeviceSupport)."""

from __future__ import annotations

import base64
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory.ble.formats import decode_notification_line, read_notification_file
from agent_memory.ble.gadgetbridge import SKIPPED_MESSAGES, parse_gadgetbridge_line
from agent_memory.errors import DecodeError

T0 = datetime(2025, 3, 5, 17, 0, tzinfo=UTC)
FIXTURES = Path(__file__).parent.parent / "fixtures" / "ble"
DLE = "\x10"
TIME_SYNC_2024 = (
    "setTime(1700000000);E.setTimeZone(1.0);(s=>s&&(s.timezone=1.0,"
    "require('Storage').write('setting.json',s)))(require('Storage').readJSON('setting.json',1))"
)
TIME_SYNC_2021 = (
    "setTime(1700000000);E.setTimeZone(1.0);(s=>{s&&(s.timezone=1.0)&&"
    "require('Storage').write('setting.json',s);})(require('Storage').readJSON('setting.json',1))"
)


def skipped(line: str) -> str | None:
    result = parse_gadgetbridge_line(line, received_at=T0)
    assert result is not None
    assert result.events == []
    return result.skipped


@pytest.mark.parametrize("line", [TIME_SYNC_2024, TIME_SYNC_2021])
@pytest.mark.parametrize("prefix", [DLE, ""])
def test_time_sync_is_skipped_with_or_without_the_dle(prefix: str, line: str) -> None:
    assert skipped(prefix + line) == "time_sync"
    assert decode_notification_line(prefix + line, default_received_at=T0) == []


@pytest.mark.parametrize("kind", sorted(SKIPPED_MESSAGES))
def test_every_message_that_carries_no_notification_is_skipped_by_its_name(kind: str) -> None:
    assert skipped(f'{DLE}GB({{"t":"{kind}","n":1}})') == f"gadgetbridge:{kind}"


def test_a_message_of_an_unknown_kind_is_skipped_under_one_name() -> None:
    """A newer Gadgetbridge may send kinds not listed; they are not broken, and their name
    (free text from the wire) never becomes a report key."""
    assert skipped('GB({"t":"some new thing"})') == "gadgetbridge:other"


def test_other_gadgetbridge_javascript_and_the_line_clear_are_skipped() -> None:
    assert skipped(DLE + "g.dump()") == "javascript"
    assert skipped(" \x03") == "control"


def test_a_line_that_is_not_gadgetbridges_is_left_to_the_other_decoders() -> None:
    assert parse_gadgetbridge_line("setTimeout(f, 5)", received_at=T0) is None
    with pytest.raises(DecodeError):
        decode_notification_line("Bangle.buzz()", default_received_at=T0)


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("# recorded 2025-03-05", "comment"),
        ("  // music starts", "comment"),
        ("", "blank"),
        ("   \t", "blank"),
        ('{"t":"status","bat":76,"volt":4.12,"chg":0}', "watch_reply"),
        ('{"t":"notify","id":1741190511,"n":"DISMISS"}', "watch_reply"),
        ('{"t":"ver","fw":"2v25","hw":"BANGLEJS2"}', "watch_reply"),
    ],
)
def test_capture_comments_blank_lines_and_watch_replies_are_skipped(
    tmp_path: Path, line: str, kind: str
) -> None:
    path = tmp_path / "capture.txt"
    path.write_text(line + "\n", encoding="utf-8")
    (decoded,) = read_notification_file(path, default_received_at=T0)
    assert (decoded.events, decoded.error, decoded.skipped) == ([], None, kind)


def test_json_without_t_or_a_notification_shape_is_still_rejected() -> None:
    with pytest.raises(DecodeError) as info:
        decode_notification_line('{"bat":76}', default_received_at=T0, line=4)
    assert (info.value.field, info.value.line) == ("package", 4)


def test_unquoted_keys_of_older_builds_are_read() -> None:
    line = DLE + 'GB({t:"notify",id:1701,src:"Signal",title:"Ana",body:"hi",tel:null})'
    (event,) = decode_notification_line(line, default_received_at=T0)
    assert (event.source_key, event.app_id, event.title, event.body) == (
        "gb:1701",
        "Signal",
        "Ana",
        "hi",
    )


def test_javascript_escapes_json_does_not_know_are_read() -> None:
    r"""``\v``, octal ``\0``..``\377`` (``\20`` is DLE) and ``\x0N`` before a digit, as
    Gadgetbridge ``jsonToString`` writes them; a quote and a backslash stay themselves."""
    line = r'GB({"t":"notify","id":3,"src":"Mail","body":"a\vb\101\x041 \"q\" \\x \é"})'
    (event,) = decode_notification_line(line, default_received_at=T0)
    # \v and \x04 are control characters (dropped by normalization); \101 is "A".
    assert event.body == 'abA1 "q" \\x é'


def test_atob_strings_are_decoded_as_iso_8859_1() -> None:
    encoded = base64.b64encode("Grüße, Renée".encode("latin-1")).decode()
    line = f'{DLE}GB({{t:"notify",id:4,src:"Signal",body:atob("{encoded}")}})'
    (event,) = decode_notification_line(line, default_received_at=T0)
    assert event.body == "Grüße, Renée"


def test_a_word_gadgetbridge_drew_as_an_image_becomes_one_replacement_mark() -> None:
    image = "\0" + "".join(map(chr, [8, 2, 0x81, 0, 0x3C, 0x7E]))
    encoded = base64.b64encode(("Mia " + image + " hi").encode("latin-1")).decode()
    line = f'GB({{t:"notify",id:5,src:"Telegram",title:atob("{encoded}")}})'
    (event,) = decode_notification_line(line, default_received_at=T0)
    assert event.title == "Mia \ufffc hi"


@pytest.mark.parametrize(
    "line",
    [
        'GB({"t":"notify","id":1,"body":"unterminated})',
        'GB({t:"notify",id:1,body:atob("!!not base64")})',
        'GB({t:"notify",id:1,body:"\\xZZ"})',
        "GB({t:notify,id:1})",
        'GB({"t":"notify","id":1',
    ],
)
def test_a_broken_gadgetbridge_line_is_rejected_naming_the_message(line: str) -> None:
    with pytest.raises(DecodeError) as info:
        decode_notification_line(line, default_received_at=T0, line=7)
    assert (info.value.field, info.value.line) == ("GB", 7)


def test_the_2022_capture_decodes_names_accents_and_images() -> None:
    decoded = list(
        read_notification_file(FIXTURES / "gadgetbridge-stream-2022.txt", default_received_at=T0)
    )
    events = [event for line in decoded for event in line.events]
    assert [(e.kind, e.source_key, e.app_id) for e in events] == [
        ("added", "gb:1701", "Signal"),
        ("added", "gb:1702", "Telegram"),
        ("removed", "gb:1701", "gadgetbridge"),
    ]
    assert (events[0].title, events[0].body) == ("Renée", "Café at 10?\nTable by the window")
    assert (events[1].title, events[1].body) == ("Mia \ufffc", "On my way — 10 min")
    assert all(line.error is None for line in decoded)


def test_numbers_as_java_writes_them_and_single_quotes_are_read() -> None:
    """Doubles print as ``1.0E10``; nested arrays (alarms) and ``NaN`` pass through."""
    line = 'GB({t:"alarm",d:[{h:6,m:45,rep:1.0E10,on:true},{h:-1,m:0.5e1,t:NaN}]})'
    assert skipped(line) == "gadgetbridge:alarm"
    (event,) = decode_notification_line(
        "GB({'t':'notify','id':7,'body':'it\\'s 7'})", default_received_at=T0
    )
    assert (event.source_key, event.body) == ("gb:7", "it's 7")
