"""The BLE links against a simulated phone (a local GATT stand-in; no bleak, no radio)."""

from __future__ import annotations

import asyncio
import io
import struct
import subprocess
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from agent_memory.ble.ancs import (
    CONTROL_POINT_UUID,
    DATA_SOURCE_UUID,
    NOTIFICATION_SOURCE_UUID,
    GetAppAttributes,
    GetNotificationAttributes,
    decode_control_point,
)
from agent_memory.ble.ancs_recording import replay_ancs_recording
from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.formats import DecodedLine
from agent_memory.ble.transport import (
    AncsLink,
    GattClient,
    NusLineReceiver,
    NusLink,
    bleak_client_factory,
)
from agent_memory.ble.transport.nus import NUS_TX_UUID
from agent_memory.clock import ManualClock
from agent_memory.errors import LifecycleError

T0 = datetime(2025, 3, 1, 1, 15, tzinfo=UTC)
NAMES = {"com.apple.MobileSMS": "Messages", "com.apple.mobilecal": "Calendar"}
NOTES = {
    "sms": ("com.apple.MobileSMS", "Mia Chen", "On my way, 10 min", "20250301T091500", 4),
    "cal": ("com.apple.mobilecal", "Dentist", "Dr. Osei, 2nd floor", "20250301T091600", 5),
}


def attributes_response(request: GetNotificationAttributes, note: str) -> bytes:
    app, title, message, date, _ = NOTES[note]
    values = {0: app, 1: title, 2: "", 3: message, 4: str(len(message.encode())), 5: date}
    out = bytearray(struct.pack("<BI", 0, request.uid))
    for attribute, max_length in request.attributes:
        value = values[attribute].encode()[: max_length or None]
        out += bytes([attribute]) + struct.pack("<H", len(value)) + value
    return bytes(out)


class FakePhone(GattClient):
    """An iPhone's ANCS as seen over GATT: answers Control Point writes on the Data Source."""

    def __init__(
        self,
        on_disconnect: Callable[[], None],
        script: list[tuple[int, int, str]],
        *,
        drop_after_packets: int | None = None,
        fail_connect: bool = False,
    ) -> None:
        self.on_disconnect = on_disconnect
        self.script = script  # (event flags, uid, note) sent after subscription
        self.drop_after = drop_after_packets
        self.fail_connect = fail_connect
        self.callbacks: dict[str, Callable[[Any, bytearray], None]] = {}
        self.notes: dict[int, str] = {}
        self.packets_sent = 0
        self.disconnected = False
        self.writes: list[bytes] = []

    async def connect(self) -> bool:
        if self.fail_connect:
            raise OSError("phone out of range")
        return True

    async def disconnect(self) -> bool:
        self.disconnected = True
        return True

    async def start_notify(self, char_specifier: str, callback: Any) -> None:
        self.callbacks[char_specifier] = callback
        if char_specifier == NOTIFICATION_SOURCE_UUID:
            for flags, uid, note in self.script:
                self.notes[uid] = note
                data = struct.pack("<BBBBI", 0, flags, NOTES[note][4], 1, uid)
                asyncio.get_running_loop().call_soon(callback, None, bytearray(data))

    async def write_gatt_char(self, char_specifier: str, data: bytes, response: bool) -> None:
        assert char_specifier == CONTROL_POINT_UUID
        assert response is True
        self.writes.append(data)
        request = decode_control_point(data)
        if isinstance(request, GetAppAttributes):
            name = NAMES[request.app_id].encode()
            payload = b"\x01" + request.app_id.encode() + b"\x00\x00" + struct.pack("<H", len(name))
            payload += name
        else:
            assert isinstance(request, GetNotificationAttributes)
            payload = attributes_response(request, self.notes[request.uid])
        loop = asyncio.get_running_loop()
        for start in range(0, len(payload), 20):
            if self.drop_after is not None and self.packets_sent >= self.drop_after:
                loop.call_soon(self.on_disconnect)
                return
            self.packets_sent += 1
            chunk = bytearray(payload[start : start + 20])
            loop.call_soon(self.callbacks[DATA_SOURCE_UUID], None, chunk)


async def test_ancs_link_reconnects_and_yields_exactly_the_right_events() -> None:
    phones: list[FakePhone] = []
    plans: list[dict[str, Any]] = [
        {"script": [], "fail_connect": True},
        # Session 2: E7 arrives, then a calendar notification whose response is cut off.
        {"script": [(0x18, 26, "sms"), (0x00, 27, "cal")], "drop_after_packets": 8},
        # Session 3: the phone replays both with PreExisting and new UIDs.
        {"script": [(0x1C, 5, "sms"), (0x04, 6, "cal")]},
    ]

    def factory(on_disconnect: Callable[[], None]) -> GattClient:
        phone = FakePhone(on_disconnect, **plans[len(phones)])
        phones.append(phone)
        return phone

    events: list[NotificationEvent] = []
    done = asyncio.Event()
    sleeps: list[float] = []

    def on_event(event: NotificationEvent) -> None:
        events.append(event)
        if len(events) == 3:
            done.set()

    async def no_wait(seconds: float) -> None:
        sleeps.append(seconds)

    recording = io.StringIO()
    link = AncsLink(
        on_event, client_factory=factory, clock=ManualClock(T0), sleep=no_wait, record_to=recording
    )
    task = asyncio.create_task(link.run())
    await asyncio.wait_for(done.wait(), timeout=5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert link.connections == 2
    assert sleeps == [1.0, 1.0]  # failed connect, then the drop (which had delivered data)
    assert [(e.kind, e.source_key.split(":")[1], e.title) for e in events] == [
        ("added", "26", "Mia Chen"),
        ("added", "5", "Mia Chen"),
        ("added", "6", "Dentist"),
    ]
    assert events[0].source_key.split(":")[0] != events[1].source_key.split(":")[0]
    assert events[0].body == events[1].body
    assert events[0].app_name == events[1].app_name == "Messages"
    assert phones[2].disconnected  # the cancel disconnected the live link
    assert not phones[1].disconnected  # the dropped link needs no disconnect
    # What the link recorded replays to the same events.
    replay = replay_ancs_recording(recording.getvalue().splitlines())
    assert replay.errors == []
    assert [(e.source_key, e.body) for e in replay.events] == [
        (e.source_key, e.body) for e in events
    ]


async def test_ancs_link_gives_up_on_a_response_that_never_comes() -> None:
    class SilentPhone(FakePhone):
        async def write_gatt_char(self, char_specifier: str, data: bytes, response: bool) -> None:
            self.writes.append(data)

    phones: list[FakePhone] = []

    def factory(on_disconnect: Callable[[], None]) -> GattClient:
        phone = SilentPhone(on_disconnect, [(0, 1, "sms"), (0, 2, "sms")])
        phones.append(phone)
        return phone

    link = AncsLink(lambda e: None, client_factory=factory, response_timeout_s=0.01)
    task = asyncio.create_task(link.run())
    for _ in range(200):
        await asyncio.sleep(0.005)
        if len(phones[0].writes) >= 2:
            break
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    uids = [decode_control_point(w) for w in phones[0].writes[:2]]
    assert [r.uid for r in uids if isinstance(r, GetNotificationAttributes)] == [1, 2]


def test_nus_receiver_joins_chunks_split_inside_a_character() -> None:
    line = '\x10GB({"t":"notify","id":9,"src":"WeChat","title":"妈妈","body":"晚上回家吃饭吗？"})\n'
    data = ("setTime(1740820500);E.setTimeZone(8.0)\n" + line).encode()
    receiver = NusLineReceiver(clock=ManualClock(T0))
    out: list[DecodedLine] = []
    for start in range(0, len(data), 7):  # 7-byte pieces split the UTF-8 sequences
        out += receiver.feed(data[start : start + 7])
    assert len(out) == 1
    assert out[0].error is None
    assert out[0].line == 2
    (event,) = out[0].events
    assert (event.title, event.body, event.source_key) == ("妈妈", "晚上回家吃饭吗？", "gb:9")
    assert receiver.lines_ignored == 1


def test_nus_receiver_drops_an_endless_line_and_recovers() -> None:
    receiver = NusLineReceiver(clock=ManualClock(T0), max_line_bytes=64)
    assert receiver.feed(b"GB(" + b"x" * 100) == []
    assert receiver.feed(b"y" * 100) == []
    (dropped,) = receiver.feed(b'z\nGB({"t":"notify-","id":3})\n')[:1]
    assert dropped.error is not None
    out = receiver.feed(b'GB({"t":"notify-","id":4})\n')
    assert [line.events[0].source_key for line in out] == ["gb:4"]


async def test_nus_link_delivers_lines_from_tx_notifications() -> None:
    lines: list[DecodedLine] = []
    got = asyncio.Event()

    class Bridge(FakePhone):
        async def start_notify(self, char_specifier: str, callback: Any) -> None:
            assert char_specifier == NUS_TX_UUID
            data = b'GB({"t":"notify","id":1,"body":"hi"})\nGB({"t":"notify-","id":1})\n'
            loop = asyncio.get_running_loop()
            for start in range(0, len(data), 20):
                loop.call_soon(callback, None, bytearray(data[start : start + 20]))

    def on_line(line: DecodedLine) -> None:
        lines.append(line)
        if len(lines) == 2:
            got.set()

    link = NusLink(on_line, client_factory=lambda cb: Bridge(cb, []), clock=ManualClock(T0))
    task = asyncio.create_task(link.run())
    await asyncio.wait_for(got.wait(), timeout=5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert [(x.events[0].kind, x.events[0].source_key) for x in lines] == [
        ("added", "gb:1"),
        ("removed", "gb:1"),
    ]


def test_importing_the_transports_does_not_import_bleak() -> None:
    code = "import sys, agent_memory.ble.transport; print('bleak' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_without_bleak_the_factory_says_which_extra_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "bleak", None)
    build = bleak_client_factory("AA:BB:CC:DD:EE:FF")
    with pytest.raises(LifecycleError, match=r"agent-memory\[ble\]"):
        build(lambda: None)


async def test_failed_control_point_write_drops_only_that_request() -> None:
    class RefusingPhone(FakePhone):
        async def write_gatt_char(self, char_specifier: str, data: bytes, response: bool) -> None:
            if data[0] == 1:  # Get App Attributes: answer with ATT error 0xA2 (invalid parameter)
                self.writes.append(data)
                raise OSError("ATT error 0xA2")
            await super().write_gatt_char(char_specifier, data, response)

    events: list[NotificationEvent] = []
    got = asyncio.Event()

    def on_event(event: NotificationEvent) -> None:
        events.append(event)
        got.set()

    recording = io.StringIO()
    link = AncsLink(
        on_event,
        client_factory=lambda cb: RefusingPhone(cb, [(0x18, 26, "sms")]),
        clock=ManualClock(T0),
        record_to=recording,
    )
    task = asyncio.create_task(link.run())
    await asyncio.wait_for(got.wait(), timeout=5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    (event,) = events
    assert (event.title, event.app_name) == ("Mia Chen", None)
    assert " cp_error" in recording.getvalue()
