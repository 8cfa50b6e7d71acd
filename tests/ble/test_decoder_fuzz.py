"""Property fuzzing: no decoder raises anything but DecodeError, and none is slow, on any input.

Hypothesis' per-example deadline (200 ms) turns a pathological slowdown into a failure. The
``slow``-marked variants run many more examples (``make soak``); ``fuzz/`` has the coverage-guided
atheris harnesses.
"""

from __future__ import annotations

import contextlib
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agent_memory.ble.ancs import (
    AncsSession,
    GetAppAttributes,
    GetNotificationAttributes,
    NotificationSourceEvent,
    decode_control_point,
)
from agent_memory.ble.ancs_recording import replay_ancs_recording
from agent_memory.ble.dumpsys import iter_dumpsys_records
from agent_memory.ble.formats import decode_json_notification, decode_notification_line
from agent_memory.ble.gadgetbridge import decode_gadgetbridge_line
from agent_memory.clock import ManualClock
from agent_memory.errors import DecodeError

FIXTURES = Path(__file__).parent.parent / "fixtures" / "ble"
T0 = datetime(2025, 3, 1, tzinfo=UTC)
FIELDS = [
    "key", "package", "id", "tag", "postTime", "groupKey", "flags", "category", "title", "text",
    "bigText", "subText", "messages", "kind", "appName", "received_at", "received_utc_offset_s",
    "platform", "session", "uid", "event", "event_flags", "app_id", "app_name", "subtitle",
    "message", "message_size", "date", "source_key", "body", "posted_at", "extras",
    "body_original_bytes", "android_flags", "ancs_event_flags", "redacted", "sender", "text",
]  # fmt: skip

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False),
    st.text(max_size=30),
    st.sampled_from(["0x200", "added", "removed", "2025-03-01T09:15:00Z", "ios", "android", ""]),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
shaped_objects = st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=12)


def only_decode_errors(call: Any) -> None:
    with contextlib.suppress(DecodeError):
        call()


@given(st.one_of(json_values, shaped_objects))
def test_json_decoder_raises_only_decode_error(obj: object) -> None:
    only_decode_errors(lambda: decode_json_notification(obj, received_at=T0))


@given(shaped_objects)
def test_json_lines_raise_only_decode_error(obj: dict[str, Any]) -> None:
    line = json.dumps(obj)
    only_decode_errors(lambda: decode_notification_line(line, default_received_at=T0))
    only_decode_errors(lambda: decode_notification_line(f"GB({line})", default_received_at=T0))


@given(st.one_of(st.binary(max_size=300), st.text(max_size=300).map(str.encode)))
def test_any_bytes_as_a_line_raise_only_decode_error(raw: bytes) -> None:
    only_decode_errors(lambda: decode_notification_line(raw, default_received_at=T0))


@given(st.text(max_size=200))
def test_any_gadgetbridge_body_raises_only_decode_error(inner: str) -> None:
    only_decode_errors(lambda: decode_gadgetbridge_line(f"GB({inner})", received_at=T0))
    only_decode_errors(
        lambda: decode_gadgetbridge_line(
            'GB({"t":"notify","id":1,"body":"' + inner + '"})', received_at=T0
        )
    )


dump_text = (FIXTURES / "dumpsys-notification.txt").read_text(encoding="utf-8")
dump_lines = dump_text.split("\n")


@given(
    st.lists(st.integers(0, len(dump_lines) - 1), max_size=8),
    st.lists(st.tuples(st.integers(0, len(dump_lines)), st.text(max_size=60)), max_size=6),
)
def test_mutated_dump_raises_only_decode_error(
    drop: list[int], insert: list[tuple[int, str]]
) -> None:
    lines = [line for n, line in enumerate(dump_lines) if n not in set(drop)]
    for where, text in insert:
        lines.insert(min(where, len(lines)), text)
    text = "\n".join(lines)

    def run() -> None:
        for _ in iter_dumpsys_records(text, received_at=T0):
            pass

    only_decode_errors(run)


@given(st.text(max_size=400))
def test_any_text_as_a_dump_raises_only_decode_error(text: str) -> None:
    only_decode_errors(lambda: list(iter_dumpsys_records(text, received_at=T0)))


@given(st.binary(max_size=40))
def test_any_bytes_as_ancs_values_raise_only_decode_error(data: bytes) -> None:
    only_decode_errors(lambda: NotificationSourceEvent.from_bytes(data))
    only_decode_errors(lambda: decode_control_point(data))


ancs_steps = st.lists(
    st.one_of(
        st.tuples(st.just("ns"), st.binary(min_size=8, max_size=8)),
        st.tuples(st.just("ns"), st.binary(max_size=10)),
        st.tuples(st.just("ds"), st.binary(max_size=40)),
        st.tuples(st.just("cp_error"), st.just(b"")),
        st.tuples(st.just("timeout"), st.just(b"")),
        st.tuples(st.just("close"), st.just(b"")),
    ),
    max_size=30,
)


def run_session(steps: list[tuple[str, bytes]]) -> None:
    session = AncsSession("f1", clock=ManualClock(T0))
    for verb, data in steps:
        try:
            if verb == "ns":
                session.on_notification_source(data)
            elif verb == "ds":
                session.on_data_source(data)
            elif verb == "cp_error":
                session.on_control_point_error()
            elif verb == "timeout":
                session.on_response_timeout()
            else:
                session.close()
        except DecodeError:
            pass
        was_idle = session.in_flight is None
        requests = [
            decode_control_point(write)
            for write in session.take_control_point_writes()
            if write[0] in (0, 1)
        ]
        # Attribute requests go out one at a time, and only when none is outstanding.
        assert len(requests) <= 1
        assert not requests or was_idle
        assert all(isinstance(r, GetNotificationAttributes | GetAppAttributes) for r in requests)


@given(ancs_steps)
def test_ancs_session_survives_any_byte_stream(steps: list[tuple[str, bytes]]) -> None:
    run_session(steps)


@given(st.lists(st.text(max_size=80), max_size=20))
def test_any_recording_lines_raise_nothing(lines: list[str]) -> None:
    replay = replay_ancs_recording(["2025-03-01T00:00:00Z connect s1", *lines])
    assert all(isinstance(e, DecodeError) for e in replay.errors)


@pytest.mark.slow
@settings(max_examples=20_000, suppress_health_check=list(HealthCheck))
@given(st.one_of(json_values, shaped_objects))
def test_json_decoder_soak(obj: object) -> None:
    only_decode_errors(lambda: decode_json_notification(obj, received_at=T0))


@pytest.mark.slow
@settings(max_examples=20_000, suppress_health_check=list(HealthCheck))
@given(ancs_steps)
def test_ancs_session_soak(steps: list[tuple[str, bytes]]) -> None:
    run_session(steps)
