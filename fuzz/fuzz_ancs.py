"""Coverage-guided fuzzing of the ANCS codecs and session state machine.

The input is read as a sequence of steps (Notification Source value, Data Source fragment,
Control Point error, timeout, disconnect), the way a hostile or broken phone could send them.
Run for a bounded time (needs the ``fuzz`` extra)::

    .venv/bin/python fuzz/fuzz_ancs.py -max_total_time=60 fuzz/corpus/ancs
"""

from __future__ import annotations

import contextlib
import sys
from datetime import UTC, datetime
from pathlib import Path

import atheris

# Import from the source tree so the import hook sees (and instruments) it.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
with atheris.instrument_imports(include=["agent_memory"]):
    from agent_memory.ble.ancs import AncsSession, decode_control_point
    from agent_memory.clock import ManualClock
    from agent_memory.errors import DecodeError

T0 = datetime(2025, 3, 1, tzinfo=UTC)


def test_one_input(data: bytes) -> None:
    """Drive one session with the steps encoded in ``data``; only DecodeError may escape."""
    provider = atheris.FuzzedDataProvider(data)
    with contextlib.suppress(DecodeError):
        decode_control_point(provider.ConsumeBytes(provider.ConsumeIntInRange(0, 12)))
    session = AncsSession("z", clock=ManualClock(T0))
    while provider.remaining_bytes():
        step = provider.ConsumeIntInRange(0, 5)
        try:
            if step == 0:
                session.on_notification_source(provider.ConsumeBytes(8))
            elif step in (1, 2):
                session.on_data_source(provider.ConsumeBytes(provider.ConsumeIntInRange(0, 40)))
            elif step == 3:
                session.on_control_point_error()
            elif step == 4:
                session.on_response_timeout()
            else:
                session.close()
        except DecodeError:
            pass
        if len(session.take_control_point_writes()) > 2:
            raise AssertionError("More than one attribute request went out at once.")


def main() -> None:
    """Start libFuzzer with the command line's options."""
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
