"""Coverage-guided fuzzing of the ``dumpsys notification`` decoder.

Run for a bounded time (needs the ``fuzz`` extra)::

    .venv/bin/python fuzz/fuzz_dumpsys.py -max_total_time=60 fuzz/corpus/dumpsys
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import atheris

# Import from the source tree so the import hook sees (and instruments) it.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
with atheris.instrument_imports(include=["agent_memory"]):
    from agent_memory.ble.dumpsys import iter_dumpsys_records
    from agent_memory.errors import DecodeError

T0 = datetime(2025, 3, 1, tzinfo=UTC)


def test_one_input(data: bytes) -> None:
    """Decode ``data`` as a dump; only DecodeError may escape."""
    text = data.decode("utf-8", errors="replace")
    try:
        for _ in iter_dumpsys_records(text, received_at=T0):
            pass
    except DecodeError:
        pass


def main() -> None:
    """Start libFuzzer with the command line's options."""
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
