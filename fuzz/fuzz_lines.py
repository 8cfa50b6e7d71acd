"""Coverage-guided fuzzing of the input-line decoders (JSON shapes and Gadgetbridge).

Run for a bounded time (needs the ``fuzz`` extra)::

    .venv/bin/python fuzz/fuzz_lines.py -max_total_time=60 fuzz/corpus/lines

Any exception other than DecodeError is a bug and stops the run with the crashing input saved.
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
    from agent_memory.ble.formats import decode_notification_line
    from agent_memory.errors import DecodeError

T0 = datetime(2025, 3, 1, tzinfo=UTC)


def test_one_input(data: bytes) -> None:
    """Decode ``data`` as one input line; only DecodeError may escape."""
    with contextlib.suppress(DecodeError):
        decode_notification_line(data, default_received_at=T0)


def main() -> None:
    """Start libFuzzer with the command line's options."""
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
