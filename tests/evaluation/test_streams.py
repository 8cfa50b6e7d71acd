"""The project's labeled streams, run with the deterministic fallback: what CI checks.

Every stream must load, run and show zero privacy violations (no declared code or secret in a
store, a store file, a prompt or a log line). The handed memory-action cases placed in the
streams are checked by name where the fallback can meet them.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from agent_memory.evaluation import EvalReport, evaluate, load_stream
from agent_memory.evaluation.driver import run_stream
from agent_memory.evaluation.scoring import score_run
from agent_memory.notifications.fallback import notification_fallback_provider
from tests.evaluation.support import STREAMS

STREAM_FILES = sorted(STREAMS.glob("*.jsonl"))


@pytest.fixture(scope="module")
def stream_names() -> list[str]:
    return [load_stream(path).name for path in STREAM_FILES]


def test_at_least_five_week_long_streams_cover_the_handed_cases(stream_names: list[str]) -> None:
    streams = [load_stream(path) for path in STREAM_FILES]
    assert len(streams) >= 5
    assert {"en", "zh", "mixed"} <= {s.language for s in streams}
    for stream in streams:
        times = [n.received_at for n in stream.notifications]
        assert (max(times) - min(times)).days >= 4, stream.name
    cases = {case for s in streams for case in s.cases}
    wanted = {"M1", "M2", "M3", "M4", "M5", "M6", "M7", "M8", "M9", "M10", "M11", "M12"}
    assert wanted <= cases


@pytest.mark.parametrize("path", STREAM_FILES, ids=lambda p: p.stem)
async def test_stream_with_fallback_has_no_privacy_violation(path: Path, tmp_path: Path) -> None:
    stream = load_stream(path)
    assert stream.secrets, "every stream declares at least one code or secret"
    run = await run_stream(stream, tmp_path, notification_fallback_provider)
    score = score_run(stream, run)
    assert score.violations == []
    assert run.failed_batches == 0
    assert run.llm_calls == 0
    # The scan looked at real material: prompts were built and logs were written.
    assert run.prompts
    assert any("notification.batch" in line for line in run.logs)
    assert score.probes.total == len(stream.probes)


async def test_code_and_payment_in_one_batch_keep_only_the_payment(tmp_path: Path) -> None:
    """Case M10 inside the busy messaging stream."""
    stream = load_stream(STREAMS / "en-busy-messaging.jsonl")
    run = await run_stream(stream, tmp_path, notification_fallback_provider)
    chase = next(n for n in stream.notifications if "482913" in n.expect.secrets)
    assert [o.action for o in run.outcomes[chase.id]] == ["filtered"]
    rent = [m for m in run.memories.values() if "rent" in m.content]
    assert len(rent) == 1
    assert "482913" not in rent[0].content
    assert not any("482913" in p for p in run.prompts)


async def test_replayed_parcel_notice_yields_one_memory_and_expiry_hides_parking(
    tmp_path: Path,
) -> None:
    """Cases M5 (a resend converges to one memory) and M9 (expired by day 8) in the shopper."""
    stream = load_stream(STREAMS / "en-shopper.jsonl")
    run = await run_stream(stream, tmp_path, notification_fallback_provider)
    replay = next(n for n in stream.notifications if n.expect.why == "duplicate")
    assert [o.action for o in run.outcomes[replay.id]] == ["duplicate"]
    arrive = [m for m in run.memories.values() if "running shoes arrive" in m.content]
    assert len(arrive) == 1
    parking = [r for r in run.probes if r.probe.query == "parking"]
    assert [r.probe.expect for r in parking] == ["hit", "miss"]
    assert any("Parking" in c for c in parking[0].contents)
    assert not any("Parking" in c for c in parking[1].contents)


async def test_all_streams_evaluate_to_the_recorded_fallback_figures(
    tmp_path: Path, stream_names: list[str]
) -> None:
    streams = [load_stream(path) for path in STREAM_FILES]
    report: EvalReport = await evaluate(
        streams, notification_fallback_provider, provider_name="fallback", keep_dir=tmp_path
    )
    overall = report.overall
    assert [s.stream for s in report.streams] == stream_names
    assert overall.notifications == sum(len(s.notifications) for s in streams)
    assert overall.violations == []
    # The figures of docs/benchmarks.md (evaluation): the fallback updates, reinforces, removes
    # and promotes one memory per thing; what it still gets wrong is listed there.
    assert overall.update_reinforce.value is not None
    assert overall.update_reinforce.value >= 0.75
    assert overall.outcome.value is not None
    assert overall.outcome.value >= 0.8
    assert overall.duplicates <= 6
    assert overall.probes.value is not None
    assert overall.probes.value >= 0.9
    assert overall.filter_recall.value is not None
    assert overall.filter_recall.value >= 0.9
    kept = await asyncio.to_thread(lambda: sorted(p.name for p in tmp_path.iterdir()))
    assert kept == sorted(f"{i}-{name}" for i, name in enumerate(stream_names))
