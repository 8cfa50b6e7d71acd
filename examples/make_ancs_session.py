"""Write ``examples/ancs-session.txt``: a recorded two-connection ANCS session.

The recording is produced by a small simulated iPhone that answers the real
:class:`agent_memory.ble.ancs.AncsSession` over 20-byte GATT notifications (ATT MTU 23), so
every Control Point write in it is what the client really sends. Run from the project root::

    .venv/bin/python examples/make_ancs_session.py

What happens (times UTC, phone local time UTC+8):

* connection ``s1``: a pre-existing Mail notification (UID 3); case E7's SMS (UID 26) whose
  response is split inside the length field of attribute 2; the Mail one modified, then removed;
  a Calendar notification (UID 27) whose response is cut by a disconnect.
* connection ``s2``: the phone replays what is still in Notification Center with PreExisting and
  new UIDs (the SMS as UID 5, the calendar one as UID 6); a new delivery notification (UID 7);
  an incoming call with an empty date (case E10, UID 8), then its removal.
"""

from __future__ import annotations

import struct
import sys
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from agent_memory.ble.ancs import (
    AncsSession,
    GetAppAttributes,
    GetNotificationAttributes,
    decode_control_point,
)
from agent_memory.ble.ancs_recording import format_recording_line
from agent_memory.clock import ManualClock

MTU_PAYLOAD = 20


@dataclass
class PhoneNote:
    """One notification in the simulated phone's Notification Center."""

    app_id: str
    title: str
    subtitle: str
    message: str
    date: str
    category: int


APP_NAMES = {
    "com.apple.mobilemail": "Mail",
    "com.apple.MobileSMS": "Messages",
    "com.apple.mobilecal": "Calendar",
    "com.ups.mobile": "UPS",
    "com.apple.mobilephone": "Phone",
}


def response_bytes(
    request: GetNotificationAttributes | GetAppAttributes, note: PhoneNote | None
) -> bytes:
    """Build the phone's Data Source response to ``request``."""
    if isinstance(request, GetAppAttributes):
        name = APP_NAMES[request.app_id].encode()
        return (
            b"\x01"
            + request.app_id.encode()
            + b"\x00"
            + b"\x00"
            + struct.pack("<H", len(name))
            + name
        )
    assert note is not None
    out = bytearray(struct.pack("<BI", 0, request.uid))
    message = note.message.encode()
    values = {
        0: note.app_id.encode(),
        1: note.title.encode(),
        2: note.subtitle.encode(),
        3: message,
        4: str(len(message)).encode(),
        5: note.date.encode(),
    }
    for attribute, max_length in request.attributes:
        value = values[attribute]
        if max_length is not None:
            value = value[:max_length]
        out += bytes([attribute]) + struct.pack("<H", len(value)) + value
    return bytes(out)


class Recorder:
    """Drives one AncsSession as a phone would and records every GATT event."""

    def __init__(self) -> None:
        self.lines: list[str] = [
            "# ANCS recording (docs/formats/ancs-recording.md); examples/make_ancs_session.py",
        ]
        self.now = datetime(2025, 3, 1, 1, 14, 58, tzinfo=UTC)
        self.notes: dict[int, PhoneNote] = {}
        self.session: AncsSession | None = None
        self.names: dict[str, str] = {}

    def tick(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)

    def connect(self, session_id: str) -> None:
        self.notes.clear()
        self.session = AncsSession(session_id, clock=ManualClock(self.now), app_names=self.names)
        self.lines.append(format_recording_line(self.now, "connect", session_id))

    def disconnect(self) -> None:
        assert self.session is not None
        self.lines.append(format_recording_line(self.now, "disconnect"))
        self.session.close()
        self.session = None

    def source(
        self, event: int, flags: int, uid: int, note: PhoneNote | None, count: int = 1
    ) -> None:
        assert self.session is not None
        if note is not None:
            self.notes[uid] = note
        category = note.category if note is not None else self.notes[uid].category
        data = struct.pack("<BBBBI", event, flags, category, count, uid)
        self.lines.append(format_recording_line(self.now, "ns", data))
        self.session.on_notification_source(data)

    def serve(self, cut_after_packets: int | None = None) -> bool:
        """Answer the session's next request; return False when nothing was asked."""
        assert self.session is not None
        writes = self.session.take_control_point_writes()
        if not writes:
            return False
        for write in writes:
            self.lines.append(format_recording_line(self.now, "cp", write))
            request = decode_control_point(write)
            if isinstance(request, GetNotificationAttributes):
                payload = response_bytes(request, self.notes[request.uid])
            elif isinstance(request, GetAppAttributes):
                payload = response_bytes(request, None)
            else:
                continue
            self.tick(0.05)
            packets = [payload[i : i + MTU_PAYLOAD] for i in range(0, len(payload), MTU_PAYLOAD)]
            for index, packet in enumerate(packets):
                if cut_after_packets is not None and index >= cut_after_packets:
                    return True
                self.lines.append(format_recording_line(self.now, "ds", packet))
                self.session.on_data_source(packet)
                self.tick(0.01)
        return True

    def serve_all(self) -> None:
        while self.serve():
            pass


def build() -> list[str]:
    """Return the recording's lines."""
    mail = PhoneNote(
        "com.apple.mobilemail",
        "Lena Park",
        "Quarterly report",
        "Attached the Q1 numbers.",
        "20250301T081200",
        6,
    )
    sms = PhoneNote(
        "com.apple.MobileSMS", "Mia Chen", "", "On my way, 10 min", "20250301T091500", 4
    )
    cal = PhoneNote(
        "com.apple.mobilecal", "Dentist", "Today 14:30", "Dr. Osei, 2nd floor", "20250301T091600", 5
    )
    parcel = PhoneNote(
        "com.ups.mobile",
        "UPS",
        "",
        "您的包裹今天送达 (Your parcel arrives today)",
        "20250301T091700",
        0,
    )
    call = PhoneNote("com.apple.mobilephone", "Ben W", "", "Incoming call", "", 1)
    rec = Recorder()
    rec.connect("s1")
    rec.source(0, 0x04, 3, mail)  # pre-existing at connect
    rec.serve_all()
    rec.tick(1)
    rec.source(0, 0x18, 26, sms)  # case E7
    rec.serve_all()
    rec.tick(20)
    mail.message = "Attached the Q1 numbers. Updated totals in row 12."
    rec.source(1, 0x00, 3, mail)
    rec.serve_all()
    rec.tick(30)
    rec.source(2, 0x00, 3, None, count=0)
    rec.tick(5)
    rec.source(0, 0x00, 27, cal)
    rec.serve(cut_after_packets=2)  # link drops mid-response
    rec.tick(0.2)
    rec.disconnect()
    rec.tick(90)
    rec.connect("s2")
    rec.source(0, 0x1C, 5, sms)  # case E8: replay, new UID
    rec.source(0, 0x04, 6, cal)
    rec.serve_all()
    rec.tick(2)
    rec.source(0, 0x00, 7, parcel)
    rec.serve_all()
    rec.tick(40)
    rec.source(0, 0x02, 8, call)  # case E10: empty date
    rec.serve_all()
    rec.tick(12)
    rec.source(2, 0x00, 8, None, count=0)
    rec.tick(1)
    rec.disconnect()
    return rec.lines


def main() -> None:
    """Write the recording next to this script (or to the path given as the first argument)."""
    target = (
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("ancs-session.txt")
    )
    target.write_text("\n".join(build()) + "\n", encoding="utf-8")
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
