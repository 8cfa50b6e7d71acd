"""Check that the noise filter decides as a git revision did, on every notification it knows.

``python -m benchmarks.noise_verdicts [REVISION]`` classifies every line of
``tests/fixtures/noise/*.jsonl`` and every notification of ``evaluation/streams/*.jsonl`` with
the current :func:`~agent_memory.notifications.noise.classify` and with the one at
``REVISION`` (default ``main``; loaded beside the current one as :mod:`benchmarks.bench_noise`
loads its base), and prints each notification whose verdict differs in label, reason or any
span. The exit status is 1 when one differs.

What a change that is meant to make the filter faster, and nothing else, is checked with.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

from agent_memory.ble.event import NotificationEvent
from agent_memory.evaluation.noise import load_corpus
from agent_memory.evaluation.stream import load_stream
from agent_memory.notifications import noise
from benchmarks.bench_noise import _base_classify

ROOT = Path(__file__).resolve().parent.parent


def notifications() -> Iterator[tuple[str, NotificationEvent]]:
    """Yield (file and id, event) for every corpus line and every stream notification."""
    for path in sorted((ROOT / "tests" / "fixtures" / "noise").glob("*.jsonl")):
        for sample in load_corpus([path]):
            yield f"{path.name}:{sample.id}", sample.event
    for path in sorted((ROOT / "evaluation" / "streams").glob("*.jsonl")):
        for labeled in load_stream(path).notifications:
            for index, event in enumerate(labeled.events):
                yield f"{path.name}:{labeled.id}:{index}", event


def main() -> int:
    """Compare the verdicts; print the differences and a count; return the exit status."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.noise_verdicts")
    parser.add_argument("revision", nargs="?", default="main", help="git revision (main)")
    args = parser.parse_args()
    base = _base_classify(args.revision)
    if base is None:
        print(f"cannot load the filter at {args.revision}", file=sys.stderr)
        return 2
    revision, old = base
    count = differ = 0
    for name, event in notifications():
        count += 1
        now, then = noise.classify(event), old(event)
        if repr(now) != repr(then).replace("_bench_base_privacy.", "agent_memory.privacy."):
            differ += 1
            print(f"{name}\n  now:  {now!r}\n  {revision}: {then!r}")
    print(f"{count} notifications, {differ} verdicts differ from {revision}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
