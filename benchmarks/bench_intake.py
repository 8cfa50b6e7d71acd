"""NotificationContext intake: consume throughput, read_pending latency, open/recovery time.

References measured in the same run on the same records:

* consume (batch 100, fsync per batch) against raw ``write`` + ``fsync`` of the same bytes and
  against SQLite WAL ``synchronous=FULL`` batch inserts of the same lines;
* ``read_pending(10)`` with 1 million records of history against 1 thousand;
* ``open`` with 1 million records across 365 shards against the 0.5 s target.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.ble.ring import EventRing, RingCursor
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.record import NotificationRecord, fingerprint
from agent_memory.notifications.state import MemoryCursor, NotificationContextState, StateFile
from benchmarks.harness import Row, percentile, time_calls

T0 = datetime(2025, 1, 1, tzinfo=UTC)
BODIES = [
    "Are you coming to dinner tonight? Mom made dumplings",
    "你的快递已到驿站，请凭取件码取件，营业至21:00",
    "Flight LH 1234 to Lisbon: gate changed to B12, boarding 18:40",
    "Dentist appointment moved to Thursday 4:30 PM, reply C to confirm",
    "Ravi: lunch tomorrow at the usual place? 🍜",
]


def _event(n: int, at: datetime) -> NotificationEvent:
    return make_event(
        platform="android",
        source_key=f"0|com.example.chat|{n}|null|10001",
        app_id="com.example.chat",
        title=f"Sender {n % 97}",
        body=f"{BODIES[n % len(BODIES)]} #{n}",
        phone_timestamp_raw=str(1_735_689_600_000 + n),
        received_at=at,
    )


def _bench_consume(root: Path, count: int) -> list[Row]:
    ring = EventRing(count + 1)
    events = [_event(n, T0 + timedelta(seconds=n)) for n in range(1, count + 1)]
    for event in events:
        ring.publish(event)
    context = NotificationContext.open(root / "consume", ring)
    start = time.perf_counter()
    records: list[NotificationRecord] = []
    while True:
        result = context.consume(100)
        if not result.persisted:
            break
        records.extend(result.persisted)
    consume_rate = count / (time.perf_counter() - start)
    context.close()
    lines = [r.to_line() for r in records]

    batches = [b"".join(lines[i : i + 100]) for i in range(0, len(lines), 100)]
    raw_path = root / "raw.jsonl"
    fd = os.open(raw_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    start = time.perf_counter()
    for batch in batches:
        os.write(fd, batch)
        os.fsync(fd)
    raw_rate = count / (time.perf_counter() - start)
    os.close(fd)
    fd = os.open(root / "raw-datasync.jsonl", os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    start = time.perf_counter()
    for batch in batches:
        os.write(fd, batch)
        os.fdatasync(fd)
    datasync_rate = count / (time.perf_counter() - start)
    os.close(fd)

    def sqlite_rate(name: str, encode: bool) -> float:
        db = sqlite3.connect(root / name, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        db.execute("CREATE TABLE records (context_id INTEGER PRIMARY KEY, line BLOB NOT NULL)")
        start = time.perf_counter()
        for offset in range(0, count, 100):
            chunk = records[offset : offset + 100]
            rows = (
                [(r.context_id, r.to_line()) for r in chunk]
                if encode
                else [(r.context_id, lines[offset + i]) for i, r in enumerate(chunk)]
            )
            db.execute("BEGIN")
            db.executemany("INSERT INTO records (context_id, line) VALUES (?, ?)", rows)
            db.execute("COMMIT")
        rate = count / (time.perf_counter() - start)
        db.close()
        return rate

    sqlite_encoded = sqlite_rate("ref-encoded.sqlite", encode=True)
    sqlite_stored = sqlite_rate("ref-stored.sqlite", encode=False)
    return [
        Row(
            "consume, batch 100, fsync per batch",
            consume_rate,
            "records/s",
            "SQLite WAL synchronous=FULL, encode + insert the same records",
            sqlite_encoded,
            ">= 1.0x SQLite",
            consume_rate >= sqlite_encoded,
        ),
        Row(
            "consume vs SQLite storing pre-encoded lines only",
            consume_rate,
            "records/s",
            "SQLite WAL synchronous=FULL, insert only",
            sqlite_stored,
        ),
        Row(
            "consume vs raw write+fsync of the same bytes",
            consume_rate,
            "records/s",
            "raw write+fsync",
            raw_rate,
        ),
        Row(
            "consume vs raw write+fdatasync (the sync call consume uses)",
            consume_rate,
            "records/s",
            "raw write+fdatasync",
            datasync_rate,
        ),
    ]


def _build_history(directory: Path, total: int, shards: int) -> None:
    """Write ``total`` records across ``shards`` daily shards and a state with all processed
    except the newest 50; no fsync (a benchmark fixture, not the code under test)."""
    events_dir = directory / "events"
    events_dir.mkdir(parents=True)
    per_shard = max(total // shards, 1)
    context_id = 0
    last_shard = ""
    last_offset = 0
    cursor_id = 0
    for day in range(shards):
        at = T0 + timedelta(days=day)
        name = at.date().isoformat()
        parts: list[bytes] = []
        count = per_shard if day < shards - 1 else total - per_shard * (shards - 1)
        for _ in range(count):
            context_id += 1
            event = _event(context_id, at)
            record = NotificationRecord(context_id, "g0", context_id, fingerprint(event), event)
            parts.append(record.to_line())
        data = b"".join(parts)
        (events_dir / f"{name}.jsonl").write_bytes(data)
        last_shard = name
        # The memory cursor sits 50 records before the end of the newest shard.
        keep = parts[: max(len(parts) - 50, 0)]
        last_offset = sum(len(p) for p in keep)
        cursor_id = context_id - (len(parts) - len(keep))
    state = NotificationContextState(
        source_cursor=RingCursor("g0", context_id),
        memory_cursor=MemoryCursor(cursor_id, last_shard, last_offset),
        next_context_id=context_id + 1,
    )
    StateFile(directory).save(state)


def _bench_history(root: Path, big: int) -> list[Row]:
    small_dir = root / "small"
    big_dir = root / "big"
    _build_history(small_dir, 1000, 2)
    _build_history(big_dir, big, 365)

    def p95_read(directory: Path) -> float:
        context = NotificationContext.open(directory, EventRing(4))
        samples = time_calls(lambda: context.read_pending(10), 300)
        context.close()
        return percentile(samples, 0.95) * 1000

    small_ms = p95_read(small_dir)
    big_ms = p95_read(big_dir)
    opens = []
    for _ in range(5):
        start = time.perf_counter()
        context = NotificationContext.open(big_dir, EventRing(4))
        opens.append(time.perf_counter() - start)
        context.close()
    open_s = percentile(opens, 0.5)
    label = f"{big // 1000}k" if big < 1_000_000 else f"{big // 1_000_000}M"
    return [
        Row(
            f"read_pending(10) p95, {label} records of history",
            big_ms,
            "ms",
            "1k records of history",
            small_ms,
            "<= 2.0x",
            big_ms <= 2 * small_ms,
        ),
        Row(
            f"open + recovery, {label} records in 365 shards (p50 of 5)",
            open_s,
            "s",
            "target",
            0.5,
            "< 0.5 s",
            open_s < 0.5,
        ),
    ]


def run(quick: bool) -> list[Row]:
    """Run the intake benchmarks; ``quick`` uses 100 thousand records instead of 1 million."""
    root = Path(tempfile.mkdtemp(prefix="agent-memory-bench-", dir=os.environ.get("BENCH_DIR")))
    try:
        rows = _bench_consume(root, 2000 if quick else 10_000)
        rows += _bench_history(root, 100_000 if quick else 1_000_000)
        return rows
    finally:
        shutil.rmtree(root, ignore_errors=True)
