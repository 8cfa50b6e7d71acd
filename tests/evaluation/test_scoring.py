"""Matching rule, loader checks and the privacy scan on small streams written by the tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory.errors import InvalidInput
from agent_memory.evaluation import fact_found, load_stream, run_stream, score_run
from agent_memory.evaluation.driver import StreamRun
from agent_memory.notifications.fallback import notification_fallback_provider
from tests.evaluation.support import android, write_stream

MEMORY = {"action": "memory", "key": "k", "facts": ["Friday"]}


@pytest.mark.parametrize(
    ("fact", "content", "found"),
    [
        (("friday",), "Parcel: shoes arrive FRIDAY", True),
        (("7 PM", "19:00"), "class at 19:00", True),
        (("running shoes",), "running   shoes\narrive", True),
        (("Ｇ1234",), "列车 G1234 次", True),  # NFKC folds the full-width letter
        (("Thursday",), "Thu 4:30 PM", False),
    ],
)
def test_fact_matching_is_normalized_substring(
    fact: tuple[str, ...], content: str, found: bool
) -> None:
    assert fact_found(fact, content) is found


def test_update_of_unknown_key_is_rejected(tmp_path: Path) -> None:
    path = write_stream(
        tmp_path / "s.jsonl",
        android("n1", "2025-03-10T09:00:00+00:00", "moved to Friday", {
            "action": "update", "key": "dentist", "facts": ["Friday"],
        }),
    )  # fmt: skip
    with pytest.raises(InvalidInput) as caught:
        load_stream(path)
    assert caught.value.field == "expect.key"
    assert "line 2" in str(caught.value)
    assert "Friday" not in str(caught.value)


def test_notification_without_receipt_time_is_rejected(tmp_path: Path) -> None:
    line = android("n1", "2025-03-10T09:00:00+00:00", "hello", MEMORY)
    del line["notification"]["received_at"]
    with pytest.raises(InvalidInput) as caught:
        load_stream(write_stream(tmp_path / "s.jsonl", line))
    assert caught.value.field == "received_at"


def test_file_without_version_header_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_text('{"stream": "x", "version": 2}\n', encoding="utf-8")
    with pytest.raises(InvalidInput) as caught:
        load_stream(path)
    assert caught.value.field == "version"


def test_repeated_id_is_rejected(tmp_path: Path) -> None:
    line = android("n1", "2025-03-10T09:00:00+00:00", "hello", MEMORY)
    with pytest.raises(InvalidInput) as caught:
        load_stream(write_stream(tmp_path / "s.jsonl", line, line))
    assert caught.value.field == "id"


async def test_secret_the_filter_misses_is_reported_in_store_file_and_prompt(
    tmp_path: Path,
) -> None:
    # The door number is not a code to the noise filter, so it is kept and stored; declaring
    # it a secret must make the scan find it in every place it went.
    stream = load_stream(
        write_stream(
            tmp_path / "s.jsonl",
            android(
                "n1",
                "2025-03-10T09:00:00+00:00",
                "meet at door 4417 on Friday",
                {
                    **MEMORY,
                    "secrets": ["4417"],
                },
            ),
        ),
    )  # fmt: skip
    run = await run_stream(stream, tmp_path / "data", notification_fallback_provider)
    score = score_run(stream, run)
    assert sorted(v.place for v in score.violations) == ["prompt", "store", "store_file"]
    assert {v.notification_id for v in score.violations} == {"n1"}
    assert score.memory_recall.hits == 1


def test_secret_in_a_log_line_is_a_violation(tmp_path: Path) -> None:
    stream = load_stream(
        write_stream(
            tmp_path / "s.jsonl",
            android(
                "n1",
                "2025-03-10T09:00:00+00:00",
                "code 551903",
                {
                    "action": "ignore",
                    "why": "otp",
                    "secrets": ["551903"],
                },
            ),
        ),
    )  # fmt: skip
    run = StreamRun(logs=['{"event": "x", "detail": "551903"}'])
    score = score_run(stream, run)
    assert [(v.notification_id, v.place) for v in score.violations] == [("n1", "log")]
    assert score.filter_recall.hits == 0
    assert score.filter_recall.total == 1


async def test_memory_that_misses_one_fact_does_not_count(tmp_path: Path) -> None:
    stream = load_stream(
        write_stream(
            tmp_path / "s.jsonl",
            android(
                "n1",
                "2025-03-10T09:00:00+00:00",
                "Dinner on Friday",
                {
                    "action": "memory",
                    "key": "dinner",
                    "facts": ["Dinner", "Friday", "8 PM"],
                },
            ),
            android(
                "n2",
                "2025-03-10T12:00:00+00:00",
                "haha",
                {
                    "action": "ignore",
                    "why": "chatter",
                },
                title="Ben",
            ),
        ),
    )  # fmt: skip
    run = await run_stream(stream, tmp_path / "data", notification_fallback_provider)
    score = score_run(stream, run)
    assert score.memories == 1  # "haha" is chatter: no memory
    assert score.memory_recall.hits == 0
    assert score.memory_recall.total == 1
    assert score.memory_precision.hits == 0
    assert score.memory_precision.total == 1
    assert "memory:dinner" in score.misses


async def test_evaluation_run_takes_every_batch_outcome_from_the_returned_result(
    tmp_path: Path,
) -> None:
    """Each idle window's batch result carries its records' outcomes into the run."""
    stream = load_stream(
        write_stream(
            tmp_path / "s.jsonl",
            android("n1", "2025-03-10T09:00:00+00:00", "Dinner at Rosa's on Friday at 8?", MEMORY),
            android("n2", "2025-03-10T12:00:00+00:00", "Dentist moved to Thursday 16:30", {
                "action": "memory", "key": "dentist", "facts": ["Thursday"],
            }, key="0|com.example|n2|null|10001", title="Dr. Patel"),
        ),
    )  # fmt: skip
    run = await run_stream(stream, tmp_path / "data", notification_fallback_provider)
    assert (run.batches, run.fallback_batches, run.failed_batches) == (2, 0, 0)
    assert {nid: [(o.context_id, o.action, o.memory_id) for o in found]
            for nid, found in run.outcomes.items()} == {
        "n1": [(1, "add", "ntf-1")],
        "n2": [(2, "add", "ntf-2")],
    }  # fmt: skip
