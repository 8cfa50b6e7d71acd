"""Decoder throughput: input lines, ANCS sessions and dumpsys text, each beside a baseline.

Targets: a phone posts a few notifications per second and BLE 4.x carries at most about a
thousand 20-byte notifications per second, so each decoder must keep up with 1,000 events/s on
one core with room to spare. The baselines show what the format itself costs (``json.loads``
of the same lines; copying the same GATT packets) so the decoder's overhead can be read off.
"""

from __future__ import annotations

import json
import re
import struct
import time
from datetime import UTC, datetime
from pathlib import Path

from agent_memory.ble.ancs import AncsSession
from agent_memory.ble.dumpsys import decode_dumpsys
from agent_memory.ble.formats import decode_notification_line
from agent_memory.clock import ManualClock
from benchmarks.harness import Row

ROOT = Path(__file__).resolve().parents[1]
T0 = datetime(2025, 3, 1, tzinfo=UTC)
TARGET_EVENTS_S = 1000.0
E7_RESPONSE = bytes.fromhex(  # case E7's Data Source response
    "00 1a 00 00 00 00 13 00 63 6f 6d 2e 61 70 70 6c 65 2e 4d 6f 62 69 6c 65 53 4d 53 01 08 00"
    " 4d 69 61 20 43 68 65 6e 02 00 00 03 11 00 4f 6e 20 6d 79 20 77 61 79 2c 20 31 30 20 6d 69"
    " 6e 04 02 00 31 37 05 0f 00 32 30 32 35 30 33 30 31 54 30 39 31 35 30 30"
)


def _rate(count: int, seconds: float) -> float:
    return count / seconds if seconds > 0 else float("inf")


def _bench_lines(repeat: int) -> list[Row]:
    lines = (ROOT / "examples" / "week.jsonl").read_text(encoding="utf-8").splitlines()
    start = time.perf_counter()
    for _ in range(repeat):
        for line in lines:
            decode_notification_line(line, default_received_at=T0)
    decoded = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(repeat):
        for line in lines:
            if line.startswith("{"):
                json.loads(line)
            else:
                json.loads(line[3:-1])
    baseline = time.perf_counter() - start
    value = _rate(repeat * len(lines), decoded)
    return [
        Row(
            name="input lines decoded (examples/week.jsonl)",
            value=value,
            unit="lines/s",
            reference_name="json.loads of the same lines",
            reference=_rate(repeat * len(lines), baseline),
            target=f">= {TARGET_EVENTS_S:,.0f} lines/s",
            met=value >= TARGET_EVENTS_S,
        )
    ]


def _jsonish(line: str) -> str:
    """The same ``GB(...)`` line as builds up to 2022 wrote it: keys unquoted, non-ASCII escaped."""
    unquoted = re.sub(r'"(\w+)": ?', r"\1:", line)
    return unquoted.encode("ascii", "backslashreplace").decode("ascii")


def _bench_gadgetbridge(repeat: int) -> list[Row]:
    lines = [
        line
        for line in (ROOT / "examples" / "week.jsonl").read_text(encoding="utf-8").splitlines()
        if line.startswith("GB(")
    ]
    older = [_jsonish(line) for line in lines]
    timings = []
    for batch in (older, lines):
        start = time.perf_counter()
        for _ in range(repeat):
            for line in batch:
                decode_notification_line(line, default_received_at=T0)
        timings.append(time.perf_counter() - start)
    value = _rate(repeat * len(older), timings[0])
    return [
        Row(
            name="Gadgetbridge lines of older builds (unquoted keys, \\u escapes)",
            value=value,
            unit="lines/s",
            reference_name="the same lines as strict JSON",
            reference=_rate(repeat * len(lines), timings[1]),
            target=f">= {TARGET_EVENTS_S:,.0f} lines/s",
            met=value >= TARGET_EVENTS_S,
        )
    ]


def _bench_ancs(count: int) -> list[Row]:
    names = {"com.apple.MobileSMS": "Messages"}
    packets_per: list[list[bytes]] = []
    for uid in range(count):
        response = struct.pack("<BI", 0, uid) + E7_RESPONSE[5:]
        packets_per.append([response[i : i + 20] for i in range(0, len(response), 20)])
    session = AncsSession("b1", clock=ManualClock(T0), app_names=names)
    events = 0
    start = time.perf_counter()
    for uid, packets in enumerate(packets_per):
        session.on_notification_source(struct.pack("<BBBBI", 0, 0x18, 4, 1, uid))
        session.take_control_point_writes()
        for packet in packets:
            events += len(session.on_data_source(packet))
    decoded = time.perf_counter() - start
    start = time.perf_counter()
    for packets in packets_per:
        bytearray().join(packets).decode("latin-1")
    baseline = time.perf_counter() - start
    value = _rate(events, decoded)
    return [
        Row(
            name="ANCS notifications (NS + 20-byte DS packets -> event)",
            value=value,
            unit="events/s",
            reference_name="joining the same packets",
            reference=_rate(count, baseline),
            target=f">= {TARGET_EVENTS_S:,.0f} events/s",
            met=value >= TARGET_EVENTS_S and events == count,
        )
    ]


def _bench_dumpsys(repeat: int) -> list[Row]:
    text = (ROOT / "examples" / "dumpsys-notification.txt").read_text(encoding="utf-8")
    records = text.count("NotificationRecord(")
    start = time.perf_counter()
    for _ in range(repeat):
        decode_dumpsys(text, received_at=T0)
    decoded = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(repeat):
        text.split("\n")
    baseline = time.perf_counter() - start
    value = _rate(repeat * records, decoded)
    return [
        Row(
            name="dumpsys records decoded",
            value=value,
            unit="records/s",
            reference_name="splitting the same text into lines",
            reference=_rate(repeat * records, baseline),
            target=f">= {TARGET_EVENTS_S:,.0f} records/s",
            met=value >= TARGET_EVENTS_S,
        )
    ]


def run(quick: bool) -> list[Row]:
    """Measure the decoders; ``quick`` uses small sizes for a smoke run."""
    scale = 1 if quick else 20
    return [
        *_bench_lines(scale),
        *_bench_gadgetbridge(20 * scale),
        *_bench_ancs(500 * scale),
        *_bench_dumpsys(50 * scale),
    ]
