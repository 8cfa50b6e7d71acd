"""The figures issue 24 asks for: right outcome, duplicates, remove/promote labels, probe kinds."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory.errors import InvalidInput
from agent_memory.evaluation.driver import run_stream
from agent_memory.evaluation.scoring import score_run
from agent_memory.evaluation.stream import load_stream
from agent_memory.notifications.fallback import notification_fallback_provider
from tests.evaluation.support import android, write_stream

ORDER = {"package": "com.amazon.mShop.android.shopping", "title": "Amazon"}


def parcel_stream(tmp_path: Path) -> Path:
    return write_stream(
        tmp_path / "parcel.jsonl",
        android("n1", "2026-05-04T15:00:00+00:00", "Your order 4471-2209 has shipped.", {
            "action": "memory", "key": "order", "facts": ["4471-2209"],
        }, key="0|amazon|1|null|1", **ORDER),
        android("n2", "2026-05-05T15:00:00+00:00", "Thanks, got it", {
            "action": "ignore", "why": "chatter",
        }, key="0|com.whatsapp|2|null|1", package="com.whatsapp", title="Ben"),
        android("n3", "2026-05-07T15:00:00+00:00",
                "Order 4471-2209 was delivered to your front door", {
            "action": "remove", "key": "order",
        }, key="0|amazon|3|null|1", **ORDER),
        {"probe": "p1", "at": "2026-05-07T18:00:00+00:00", "query": "order 4471-2209",
         "expect": "miss", "facts": ["4471-2209"], "kind": "stale"},
    )  # fmt: skip


async def test_remove_label_scores_the_removal_and_the_key_leaves_memory_recall(
    tmp_path: Path,
) -> None:
    stream = load_stream(parcel_stream(tmp_path))
    run = await run_stream(stream, tmp_path / "data", notification_fallback_provider)
    score = score_run(stream, run)
    assert (score.update_reinforce.hits, score.update_reinforce.total) == (1, 1)
    assert (score.outcome.hits, score.outcome.total) == (3, 3)
    assert (score.memory_recall.total, score.memories) == (0, 0)
    assert (score.checked_probes.hits, score.checked_probes.total) == (1, 1)
    assert score.duplicates == 0


async def test_a_second_memory_for_one_key_counts_as_a_duplicate_and_a_wrong_outcome(
    tmp_path: Path,
) -> None:
    path = write_stream(
        tmp_path / "dup.jsonl",
        android("n1", "2026-05-04T15:00:00+00:00", "Parking paid, bay 12", {
            "action": "memory", "key": "parking", "facts": ["bay 12"],
        }, key="0|p|1|null|1", package="com.parkmobile.app", title="ParkMobile"),
        android("n2", "2026-05-04T15:30:00+00:00", "Parking extended, bay 14", {
            "action": "update", "key": "parking", "facts": ["bay 14"],
        }, key="0|p|2|null|1", package="com.parkmobile.app", title="ParkMobile 2"),
    )  # fmt: skip
    stream = load_stream(path)
    run = await run_stream(stream, tmp_path / "data", notification_fallback_provider)
    score = score_run(stream, run)
    assert score.duplicates == 1
    assert "outcome:n2" in score.misses
    assert (score.outcome.hits, score.outcome.total) == (1, 2)


def test_probe_kind_must_be_expiry_or_stale(tmp_path: Path) -> None:
    path = write_stream(
        tmp_path / "bad.jsonl",
        {"probe": "p1", "at": "2026-05-07T18:00:00+00:00", "query": "x", "expect": "miss",
         "facts": ["x"], "kind": "soon"},
    )  # fmt: skip
    with pytest.raises(InvalidInput) as info:
        load_stream(path)
    assert info.value.field == "kind"


def test_promote_must_name_a_key_an_earlier_memory_introduced(tmp_path: Path) -> None:
    path = write_stream(
        tmp_path / "bad.jsonl",
        android("n1", "2026-05-04T15:00:00+00:00", "Standup 9:45", {
            "action": "promote", "key": "standup",
        }),
    )  # fmt: skip
    with pytest.raises(InvalidInput) as info:
        load_stream(path)
    assert info.value.field == "expect.key"
