"""ANCS codecs and session (cases E7, E8, E9, E10, E11 of the notification event cases)."""

from __future__ import annotations

import struct
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agent_memory.ble.ancs import (
    DEFAULT_ATTRIBUTES,
    ActionID,
    AncsSession,
    AppAttributesResponse,
    DataSourceReassembler,
    EventFlag,
    EventID,
    GetAppAttributes,
    GetNotificationAttributes,
    NotificationAttribute,
    NotificationAttributesResponse,
    NotificationSourceEvent,
    PerformNotificationAction,
    decode_control_point,
)
from agent_memory.ble.ancs_recording import replay_ancs_file, replay_ancs_recording
from agent_memory.ble.event import NotificationEvent
from agent_memory.clock import ManualClock
from agent_memory.errors import DecodeError, InvalidInput

FIXTURES = Path(__file__).parent.parent / "fixtures" / "ble"
T0 = datetime(2025, 3, 1, 1, 15, tzinfo=UTC)

# Case E7: Notification Source and the Data Source response as the phone split it.
E7_SOURCE = bytes.fromhex("00 18 04 01 1a 00 00 00")
E7_PACKETS = [
    bytes.fromhex(p)
    for p in (
        "00 1a 00 00 00 00 13 00 63 6f 6d 2e 61 70 70 6c 65 2e 4d 6f",
        "62 69 6c 65 53 4d 53 01 08 00 4d 69 61 20 43 68 65 6e 02 00",
        "00 03 11 00 4f 6e 20 6d 79 20 77 61 79 2c 20 31 30 20 6d 69",
        "6e 04 02 00 31 37 05 0f 00 32 30 32 35 30 33 30 31 54 30 39",
        "31 35 30 30",
    )
]
E7_RESPONSE = b"".join(E7_PACKETS)
SMS_NAME = b"\x01com.apple.MobileSMS\x00\x00\x08\x00Messages"
CONTENT_FIELDS = (
    "platform",
    "app_id",
    "app_name",
    "title",
    "subtitle",
    "body",
    "body_truncated",
    "body_original_bytes",
    "category",
    "phone_timestamp_raw",
    "posted_at",
    "redacted",
)


def attributes_response(uid: int, values: dict[int, bytes]) -> bytes:
    out = bytearray(struct.pack("<BI", 0, uid))
    for attribute, value in values.items():
        out += bytes([attribute]) + struct.pack("<H", len(value)) + value
    return bytes(out)


def new_session(
    session_id: str = "s1", clock: ManualClock | None = None, names: dict[str, str] | None = None
) -> AncsSession:
    return AncsSession(session_id, clock=clock or ManualClock(T0), app_names=names)


def deliver(session: AncsSession, source: bytes, packets: list[bytes]) -> list[NotificationEvent]:
    """Feed one notification and answer the app-name request the session may make."""
    events = session.on_notification_source(source)
    writes = session.take_control_point_writes()
    assert len(writes) == 1
    for packet in packets:
        events += session.on_data_source(packet)
    for write in session.take_control_point_writes():
        request = decode_control_point(write)
        assert isinstance(request, GetAppAttributes)
        assert request.app_id == "com.apple.MobileSMS"
        events += session.on_data_source(SMS_NAME)
    return events


def content(event: NotificationEvent) -> dict[str, object]:
    data = asdict(event)
    return {name: data[name] for name in CONTENT_FIELDS}


def test_notification_source_of_e7_decodes_every_field() -> None:
    source = NotificationSourceEvent.from_bytes(E7_SOURCE)
    assert source.event_id is EventID.ADDED
    assert source.event_flags == EventFlag.POSITIVE_ACTION | EventFlag.NEGATIVE_ACTION
    assert source.category == "social"
    assert source.category_count == 1
    assert source.uid == 26
    assert source.to_bytes() == E7_SOURCE


@pytest.mark.parametrize("data", [b"", b"\x00" * 7, b"\x00" * 9])
def test_notification_source_of_wrong_length_is_a_decode_error(data: bytes) -> None:
    with pytest.raises(DecodeError) as info:
        NotificationSourceEvent.from_bytes(data)
    assert info.value.field == "notification_source"


def test_unknown_event_id_names_byte_zero() -> None:
    with pytest.raises(DecodeError) as info:
        NotificationSourceEvent.from_bytes(bytes.fromhex("03 00 00 00 01 00 00 00"))
    assert (info.value.field, info.value.offset) == ("EventID", 0)


def test_e7_response_split_inside_a_length_field_decodes_to_one_event() -> None:
    session = new_session()
    events = deliver(session, E7_SOURCE, E7_PACKETS)
    assert len(events) == 1
    event = events[0]
    assert event.platform == "ios"
    assert event.kind == "added"
    assert event.source_key == "s1:26"
    assert event.app_id == "com.apple.MobileSMS"
    assert event.app_name == "Messages"
    assert event.title == "Mia Chen"
    assert event.subtitle == ""
    assert event.body == "On my way, 10 min"
    assert event.body_original_bytes == 17
    assert event.body_truncated is False
    assert event.category == "social"
    assert event.phone_timestamp_raw == "20250301T091500"
    assert event.posted_at is None  # ANCS dates carry no zone: kept raw, never guessed
    assert event.received_at == T0
    assert event.ancs_event_flags == 0x18


def test_e7_request_asks_for_the_default_attributes_with_max_lengths() -> None:
    session = new_session()
    session.on_notification_source(E7_SOURCE)
    (write,) = session.take_control_point_writes()
    assert write == bytes.fromhex("00 1a000000 00 01 0002 02 0002 03 0010 04 05")
    assert decode_control_point(write) == GetNotificationAttributes(26, DEFAULT_ATTRIBUTES)


@pytest.mark.parametrize("cut", range(1, len(E7_RESPONSE)))
def test_e7_response_split_at_every_byte_decodes_the_same(cut: int) -> None:
    reassembler = DataSourceReassembler()
    reassembler.expect(GetNotificationAttributes(26, DEFAULT_ATTRIBUTES))
    assert reassembler.feed(E7_RESPONSE[:cut]) == []
    (response,) = reassembler.feed(E7_RESPONSE[cut:])
    assert isinstance(response, NotificationAttributesResponse)
    assert response.attributes[NotificationAttribute.MESSAGE] == b"On my way, 10 min"
    assert response.attributes[NotificationAttribute.SUBTITLE] == b""
    assert reassembler.pending == 0


@given(st.lists(st.integers(min_value=0, max_value=len(E7_RESPONSE)), max_size=12))
def test_e7_response_in_any_chunking_decodes_the_same(cuts: list[int]) -> None:
    points = sorted(set(cuts))
    chunks = [
        E7_RESPONSE[a:b] for a, b in zip([0, *points], [*points, len(E7_RESPONSE)], strict=False)
    ]
    reassembler = DataSourceReassembler()
    reassembler.expect(GetNotificationAttributes(26, DEFAULT_ATTRIBUTES))
    done = [r for chunk in chunks for r in reassembler.feed(chunk)]
    assert len(done) == 1
    assert isinstance(done[0], NotificationAttributesResponse)
    assert done[0].attributes[NotificationAttribute.DATE] == b"20250301T091500"


def test_two_responses_in_one_notification_are_both_returned() -> None:
    reassembler = DataSourceReassembler()
    request = GetNotificationAttributes(26, DEFAULT_ATTRIBUTES)
    reassembler.expect(request)
    reassembler.expect(GetAppAttributes("com.apple.MobileSMS"))
    done = reassembler.feed(E7_RESPONSE + SMS_NAME)
    assert [type(r) for r in done] == [NotificationAttributesResponse, AppAttributesResponse]
    assert done[1].attributes == {0: b"Messages"}


def test_e8_replay_after_reconnect_decodes_to_identical_content() -> None:
    names: dict[str, str] = {}
    first = deliver(new_session("s1", names=names), E7_SOURCE, E7_PACKETS)
    later = ManualClock(datetime(2025, 3, 1, 1, 17, tzinfo=UTC))
    replay_source = bytes.fromhex("00 1c 04 01 05 00 00 00")
    replay_packets = [struct.pack("<BI", 0, 5) + E7_RESPONSE[5:]]
    second = deliver(new_session("s2", later, names), replay_source, replay_packets)
    assert len(first) == len(second) == 1
    assert content(first[0]) == content(second[0])
    assert first[0].source_key == "s1:26"
    assert second[0].source_key == "s2:5"
    assert second[0].is_pre_existing
    assert not first[0].is_pre_existing


def test_e8_replay_without_a_shared_name_cache_still_matches() -> None:
    first = deliver(new_session("s1"), E7_SOURCE, E7_PACKETS)
    replay = [struct.pack("<BI", 0, 5) + E7_RESPONSE[5:]]
    second = deliver(new_session("s2"), bytes.fromhex("00 1c 04 01 05 00 00 00"), replay)
    assert content(first[0]) == content(second[0])


def test_e9_pre_existing_flag_mid_session_is_still_a_new_event() -> None:
    session = new_session(names={"com.apple.MobileSMS": "Messages"})
    deliver(session, E7_SOURCE, E7_PACKETS)
    source = bytes.fromhex("00 04 06 03 30 00 00 00")
    values = {
        0: b"com.apple.MobileSMS",
        1: b"Ravi",
        2: b"",
        3: b"Never seen before",
        4: b"17",
        5: b"20250301T091700",
    }
    events = deliver(session, source, [attributes_response(0x30, values)])
    assert [e.source_key for e in events] == ["s1:48"]
    assert events[0].is_pre_existing
    assert events[0].category == "email"


def test_e10_empty_date_attribute_gives_no_date() -> None:
    session = new_session(names={"com.apple.mobilephone": "Phone"})
    values = {0: b"com.apple.mobilephone", 1: b"Ben W", 2: b"", 3: b"", 4: b"0", 5: b""}
    session.on_notification_source(bytes.fromhex("00 02 01 01 08 00 00 00"))
    session.take_control_point_writes()
    response = attributes_response(8, values)
    assert response.endswith(bytes.fromhex("05 00 00"))
    (event,) = session.on_data_source(response)
    assert event.phone_timestamp_raw is None
    assert event.posted_at is None
    assert event.category == "incoming_call"
    assert event.body == ""
    assert event.received_at == T0


def test_e11_message_cut_inside_a_multibyte_character_is_marked_truncated() -> None:
    full = "Your login code is 482913. Valid 5 min — do not share".encode()
    cut = full[: full.index("—".encode()) + 1]  # first byte of the em dash only
    session = new_session(names={"com.bank": "Bank"})
    values = {0: b"com.bank", 1: b"Bank", 2: b"", 3: cut, 4: str(len(full)).encode(), 5: b""}
    session.on_notification_source(bytes.fromhex("00 00 09 01 09 00 00 00"))
    session.take_control_point_writes()
    (event,) = session.on_data_source(attributes_response(9, values))
    assert event.body == "Your login code is 482913. Valid 5 min "
    assert event.body_truncated is True
    assert event.body_original_bytes == len(full)


def test_message_shorter_than_message_size_is_marked_truncated() -> None:
    session = new_session(names={"com.x": "X"})
    values = {0: b"com.x", 1: b"", 2: b"", 3: b"abc", 4: b"900", 5: b""}
    session.on_notification_source(bytes.fromhex("00 00 00 01 01 00 00 00"))
    session.take_control_point_writes()
    (event,) = session.on_data_source(attributes_response(1, values))
    assert (event.body, event.body_truncated, event.body_original_bytes) == ("abc", True, 900)


def test_response_for_another_uid_is_an_error_and_the_next_request_proceeds() -> None:
    session = new_session(names={"com.apple.MobileSMS": "Messages"})
    session.on_notification_source(E7_SOURCE)
    session.on_notification_source(bytes.fromhex("00 00 04 02 1b 00 00 00"))
    session.take_control_point_writes()
    wrong = struct.pack("<BI", 0, 99) + E7_RESPONSE[5:]
    with pytest.raises(DecodeError) as info:
        session.on_data_source(wrong)
    assert (info.value.field, info.value.offset) == ("NotificationUID", 1)
    assert session.stats.abandoned == 1
    (write,) = session.take_control_point_writes()
    assert decode_control_point(write) == GetNotificationAttributes(27, DEFAULT_ATTRIBUTES)
    (event,) = session.on_data_source(struct.pack("<BI", 0, 27) + E7_RESPONSE[5:])
    assert event.source_key == "s1:27"


def test_data_without_an_outstanding_request_is_an_error_with_offset() -> None:
    reassembler = DataSourceReassembler()
    with pytest.raises(DecodeError) as info:
        reassembler.feed(b"\x00\x01")
    assert info.value.offset == 0
    reassembler.expect(GetAppAttributes("com.x"))
    (response,) = reassembler.feed(b"\x01com.x\x00\x00\x01\x00X")
    assert isinstance(response, AppAttributesResponse)
    with pytest.raises(DecodeError) as again:
        reassembler.feed(b"\x07")
    assert again.value.offset == 2 + len(b"\x01com.x\x00\x00\x01\x00X")


def test_unrequested_attribute_in_a_response_is_an_error() -> None:
    reassembler = DataSourceReassembler()
    reassembler.expect(
        GetNotificationAttributes(1, ((NotificationAttribute.APP_IDENTIFIER, None),))
    )
    with pytest.raises(DecodeError) as info:
        reassembler.feed(bytes.fromhex("00 01000000 07 0000"))
    assert (info.value.field, info.value.offset) == ("AttributeID", 5)
    assert reassembler.pending == 0


def test_removed_event_of_a_known_notification_carries_its_app() -> None:
    session = new_session(names={"com.apple.MobileSMS": "Messages"})
    deliver(session, E7_SOURCE, E7_PACKETS)
    (removed,) = session.on_notification_source(bytes.fromhex("02 00 04 00 1a 00 00 00"))
    assert (removed.kind, removed.source_key, removed.app_id) == (
        "removed",
        "s1:26",
        "com.apple.MobileSMS",
    )
    assert removed.body == ""


def test_removed_before_its_attributes_arrived_yields_nothing() -> None:
    session = new_session()
    session.on_notification_source(E7_SOURCE)
    session.take_control_point_writes()
    assert session.on_notification_source(bytes.fromhex("02 00 04 00 1a 00 00 00")) == []
    assert session.stats.unknown_removals == 1
    assert [e for p in E7_PACKETS for e in session.on_data_source(p)] == []


def test_control_point_error_releases_events_held_for_an_app_name() -> None:
    session = new_session()
    session.on_notification_source(E7_SOURCE)
    session.take_control_point_writes()
    assert [e for p in E7_PACKETS for e in session.on_data_source(p)] == []
    (write,) = session.take_control_point_writes()
    assert isinstance(decode_control_point(write), GetAppAttributes)
    (event,) = session.on_control_point_error()
    assert event.title == "Mia Chen"
    assert event.app_name is None


def test_disconnect_mid_response_drops_the_partial_response() -> None:
    session = new_session(names={"com.apple.MobileSMS": "Messages"})
    session.on_notification_source(E7_SOURCE)
    session.take_control_point_writes()
    assert session.on_data_source(E7_PACKETS[0]) == []
    assert session.close() == []
    assert session.stats.abandoned == 1
    assert session.on_data_source(b"".join(E7_PACKETS[1:])) == []
    assert session.take_control_point_writes() == []


def test_session_id_with_a_colon_is_refused() -> None:
    with pytest.raises(InvalidInput):
        AncsSession("a:b", clock=ManualClock(T0))


def test_perform_notification_action_is_written_at_once() -> None:
    session = new_session()
    session.perform_action(26, ActionID.NEGATIVE)
    assert session.take_control_point_writes() == [bytes.fromhex("02 1a000000 01")]


control_point_requests = st.one_of(
    st.builds(
        GetNotificationAttributes,
        st.integers(0, 0xFFFFFFFF),
        st.lists(
            st.one_of(
                st.tuples(st.sampled_from([0, 4, 5, 6, 7]), st.none()),
                st.tuples(st.sampled_from([1, 2, 3]), st.integers(1, 0xFFFF)),
            ),
            max_size=8,
        ).map(tuple),
    ),
    st.builds(
        GetAppAttributes,
        st.text(
            st.characters(blacklist_characters="\x00", blacklist_categories=["Cs"]), max_size=40
        ),
        st.lists(st.integers(0, 255), max_size=4).map(tuple),
    ),
    st.builds(
        PerformNotificationAction, st.integers(0, 0xFFFFFFFF), st.sampled_from(list(ActionID))
    ),
)


@given(control_point_requests)
def test_control_point_requests_round_trip(request: object) -> None:
    assert isinstance(
        request, GetNotificationAttributes | GetAppAttributes | PerformNotificationAction
    )
    assert decode_control_point(request.to_bytes()) == request


def test_title_request_without_a_max_length_is_refused() -> None:
    with pytest.raises(InvalidInput):
        GetNotificationAttributes(1, ((NotificationAttribute.TITLE, None),)).to_bytes()


@pytest.mark.parametrize(
    ("data", "field", "offset"),
    [
        (b"", "CommandID", 0),
        (b"\x09", "CommandID", 0),
        (b"\x00\x01\x00", None, 3),
        (b"\x00\x01\x00\x00\x00\x01\x10", "max_length", 6),
        (b"\x00\x01\x00\x00\x00\x08", "AttributeID", 5),
        (b"\x01com.x", "AppIdentifier", 6),
        (b"\x02\x01\x00\x00\x00\x05", "ActionID", 5),
    ],
)
def test_malformed_control_point_request_names_field_and_offset(
    data: bytes, field: str | None, offset: int
) -> None:
    with pytest.raises(DecodeError) as info:
        decode_control_point(data)
    assert (info.value.field, info.value.offset) == (field, offset)


def test_recorded_session_yields_exactly_the_right_events() -> None:
    replay = replay_ancs_file(FIXTURES / "ancs-session.txt")
    assert replay.errors == []
    assert replay.sessions == ["s1", "s2"]
    got = [(e.kind, e.source_key, e.app_id, e.title, e.body) for e in replay.events]
    assert got == [
        ("added", "s1:3", "com.apple.mobilemail", "Lena Park", "Attached the Q1 numbers."),
        ("added", "s1:26", "com.apple.MobileSMS", "Mia Chen", "On my way, 10 min"),
        (
            "modified",
            "s1:3",
            "com.apple.mobilemail",
            "Lena Park",
            "Attached the Q1 numbers. Updated totals in row 12.",
        ),
        ("removed", "s1:3", "com.apple.mobilemail", "", ""),
        # UID 27 was cut off by the disconnect; the phone replays it as UID 6 below.
        ("added", "s2:5", "com.apple.MobileSMS", "Mia Chen", "On my way, 10 min"),
        ("added", "s2:6", "com.apple.mobilecal", "Dentist", "Dr. Osei, 2nd floor"),
        ("added", "s2:7", "com.ups.mobile", "UPS", "您的包裹今天送达 (Your parcel arrives today)"),
        ("added", "s2:8", "com.apple.mobilephone", "Ben W", "Incoming call"),
        ("removed", "s2:8", "com.apple.mobilephone", "", ""),
    ]
    names = [e.app_name for e in replay.events]
    assert names == [
        "Mail",
        "Messages",
        "Mail",
        "Mail",
        "Messages",
        "Calendar",
        "UPS",
        "Phone",
        "Phone",
    ]
    assert content(replay.events[1]) == content(replay.events[4])  # E8 inside the recording
    assert replay.events[7].phone_timestamp_raw is None  # E10 inside the recording
    assert replay.events[0].received_at == datetime(2025, 3, 1, 1, 14, 58, tzinfo=UTC)


def test_recording_with_a_wrong_control_point_write_reports_the_line() -> None:
    lines = [
        "2025-03-01T01:00:00Z connect s9",
        "2025-03-01T01:00:00Z ns 00 18 04 01 1a 00 00 00",
        "2025-03-01T01:00:00Z cp 00 1a 00 00 00 00",
        "2025-03-01T01:00:01Z bogus",
        "not-a-time ns 00",
    ]
    replay = replay_ancs_recording(lines)
    assert [(e.line, e.field) for e in replay.errors] == [(3, "cp"), (4, "verb"), (5, "time")]
    assert replay.events == []
