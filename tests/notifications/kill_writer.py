"""Writer process for the kill-loop test (case D10); killed with SIGKILL at random moments.

Usage: python kill_writer.py DIR START SEED. Publishes events ``START, START+1, ...`` into a fresh
ring, consumes them into the context in DIR and prints ``A <index> <context_id>`` for every
record once ``consume`` has returned (acknowledged = durable), and ``C <context_id>`` after a
commit. Runs until killed.
"""

from __future__ import annotations

import random
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from agent_memory.ble.event import make_event
from agent_memory.ble.ring import EventRing
from agent_memory.notifications.context import NotificationContext

T0 = datetime(2025, 3, 1, tzinfo=UTC)


def main() -> None:
    directory, start, seed = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    ring = EventRing(4096)
    context = NotificationContext.open(directory, ring)
    index = start
    out = sys.stdout
    out.write("R\n")
    out.flush()
    while True:
        for _ in range(rng.randint(1, 20)):
            ring.publish(
                make_event(
                    platform="android",
                    source_key=f"0|com.example|{index}|null|1",
                    app_id="com.example",
                    body=f"kill {index}",
                    phone_timestamp_raw=str(index),
                    received_at=T0 + timedelta(seconds=index * 600),
                )
            )
            index += 1
        result = context.consume(rng.randint(1, 100))
        for record in result.persisted:
            out.write(f"A {record.event.body.split()[1]} {record.context_id}\n")
        out.flush()
        if rng.random() < 0.3:
            batch = context.read_pending(rng.randint(1, 10))
            if batch:
                context.commit_processed(batch)
                out.write(f"C {batch[-1].context_id}\n")
                out.flush()


if __name__ == "__main__":
    main()
