"""``agent-memory run`` on the shipped sample: the README's main job, end to end."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory.ble.formats import read_notification_file
from agent_memory.errors import InvalidInput
from agent_memory.replay import ReplayClock

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "examples" / "week.jsonl"


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}
    return subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_whole_sample_makes_memories_loses_nothing_and_logs_no_text(tmp_path: Path) -> None:
    result = _run(
        "run",
        str(SAMPLE),
        "--data-dir",
        str(tmp_path / "data"),
        "--json",
        "--log-level",
        "debug",
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout)
    assert report["events"] == 340
    assert report["persisted"] + report["duplicates"] == 340
    assert report["lost"] is False
    assert report["gaps"] == []
    assert report["rejected"] == []
    assert report["batches"] > 10
    assert report["fallback_batches"] == 0  # the fallback is the provider here, not a stand-in
    # Every add is a memory still held (a promote moves it to Long-Term and leaves a removed
    # Temporary record), unless a later notice ended its thing (remove).
    actions = report["actions"]
    active = [m for m in report["memories"] if m["status"] == "active"]
    assert actions["add"] - actions.get("remove", 0) == len(active) > 0
    assert sum(report["filtered"].values()) == report["actions"]["filtered"] > 0
    assert any(reason.startswith("otp:") for reason in report["filtered"])
    # The replay clock follows the records' own times (March 2025), so the 7-day expiry is
    # counted from when each memory was made and every memory is live at the replay's end.
    assert report["replay_clock"]["first"].startswith("2025-03-03")
    assert report["replay_clock"]["last"].startswith("2025-03-09")
    # A Temporary memory lives 7 days, or until a day after the event it is about.
    for memory in active:
        created = datetime.fromisoformat(memory["created_at"])
        expires = datetime.fromisoformat(memory["expires_at"])
        assert created.year == 2025
        assert (expires - created).days >= (7 if memory["store"] == "temporary" else 90)
        assert memory["live_at_end"] is True

    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) > 100
    events = [json.loads(line) for line in lines]
    assert {"worker.batch_done", "notification.batch", "runtime.ready"} <= {
        e["event"] for e in events
    }
    texts: set[str] = set()
    received = datetime(2025, 3, 3, tzinfo=UTC)
    for decoded in read_notification_file(SAMPLE, default_received_at=received):
        for event in decoded.events:
            texts.update(t for t in (event.body, event.title, event.subtitle) if len(t) >= 4)
    assert len(texts) > 100
    assert "95588" in texts  # a bank's sender number as a title: digits only

    def shows(text: str, line: str) -> bool:
        # A title of digits only also occurs inside log timestamps by chance (".195588Z"); as a
        # leak it would stand alone, not inside a longer number.
        if text.isdigit():
            return re.search(rf"(?<!\d){text}(?!\d)", line) is not None
        return text in line

    leaked = sorted({t for t in texts for line in lines if shows(t, line)})
    assert leaked == []


def test_missing_file_is_a_usage_error(tmp_path: Path) -> None:
    result = _run("run", str(tmp_path / "nope.jsonl"), "--data-dir", str(tmp_path), cwd=tmp_path)
    assert result.returncode == 2
    assert "does not exist or is not a file" in " ".join(result.stderr.split())
    assert result.stdout == ""


def test_rejected_line_is_reported_and_exits_one(tmp_path: Path) -> None:
    sample = tmp_path / "two.jsonl"
    good = SAMPLE.read_text(encoding="utf-8").splitlines()[0]
    sample.write_text(good + "\n{not json\n", encoding="utf-8")
    result = _run("run", str(sample), "--data-dir", str(tmp_path / "d"), "--json", cwd=tmp_path)
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert report["persisted"] == 1
    assert [(r["line"], r["reason"]) for r in report["rejected"]] == [
        (2, "The line is not valid JSON.")
    ]


CRASHING_WRITER = """
import os, sys
from datetime import UTC, datetime
from pathlib import Path
from agent_memory.ble.event import make_event
from agent_memory.ble.ring import EventRing
from agent_memory.notifications.context import NotificationContext
ring = EventRing(8)
context = NotificationContext.open(Path(sys.argv[1]), ring)
ring.publish(make_event(platform="android", source_key="k1", app_id="com.example.chat",
                        body="earlier process", received_at=datetime(2025, 3, 1, tzinfo=UTC)))
context.consume()
os._exit(9)  # dies without closing, as under SIGKILL: nobody knows if its ring held more
"""


def test_gap_of_an_earlier_crashed_process_does_not_fail_this_run(tmp_path: Path) -> None:
    data = tmp_path / "data"
    crashed = subprocess.run(
        [sys.executable, "-c", CRASHING_WRITER, str(data / "memory" / "notifications")],
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert crashed.returncode == 9, crashed.stderr[-2000:]
    result = _run("run", str(SAMPLE), "--data-dir", str(data), "--json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout)
    assert report["lost"] is False
    assert report["gaps"] == []
    assert [g["kind"] for g in report["earlier_gaps"]] == ["generation_change"]
    assert report["persisted"] + report["duplicates"] == 340
    shown = _run("run", str(SAMPLE), "--data-dir", str(data), cwd=tmp_path)
    assert shown.returncode == 0
    assert "earlier process" not in shown.stdout  # the body of the crashed writer's event
    assert "gaps of an earlier process" not in shown.stdout  # recorded once, by the first run


def test_running_a_file_longer_than_the_replay_window_again_adds_nothing(tmp_path: Path) -> None:
    """The service keeps 4096 replay fingerprints; ``run`` widens the window to its input."""
    count = 4096 + 300
    base = int(datetime(2025, 3, 3, 9, 0, tzinfo=UTC).timestamp() * 1000)
    source = tmp_path / "long.jsonl"
    source.write_text(
        "".join(
            json.dumps(
                {
                    "key": f"0|com.example.feed|{n}|null|10001",
                    "package": "com.example.feed",
                    "postTime": base + n * 1000,
                    "title": "Feed",
                    "text": f"Item {n} is ready",
                }
            )
            + "\n"
            for n in range(count)
        ),
        encoding="utf-8",
    )
    data = str(tmp_path / "data")
    first = _run("run", str(source), "--data-dir", data, "--json", cwd=tmp_path)
    assert first.returncode == 0, first.stderr[-2000:]
    assert json.loads(first.stdout)["persisted"] == count
    again = _run("run", str(source), "--data-dir", data, "--json", cwd=tmp_path)
    assert again.returncode == 0, again.stderr[-2000:]
    report = json.loads(again.stdout)
    assert (report["persisted"], report["duplicates"]) == (0, count)


def test_run_says_when_the_fallback_answered_because_the_model_failed(tmp_path: Path) -> None:
    source = tmp_path / "two.jsonl"
    source.write_text(
        "".join(
            json.dumps(
                {
                    "key": f"0|com.whatsapp|{n}|null|10111",
                    "package": "com.whatsapp",
                    "postTime": 1741000000000 + n,
                    "title": "Ana",
                    "text": f"Dinner at {n + 7}?",
                }
            )
            + "\n"
            for n in range(2)
        ),
        encoding="utf-8",
    )
    env_file = tmp_path / "settings.toml"
    env_file.write_text("max_attempts = 1\n", encoding="utf-8")
    result = _run(
        *("run", str(source), "--data-dir", str(tmp_path / "data"), "--json"),
        *("--config", str(env_file), "--provider", "openai"),
        *("--base-url", "http://127.0.0.1:9/v1", "--model", "m"),
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout)
    assert report["batches"] == 1
    assert report["fallback_batches"] == 1
    assert report["actions"] == {"add": 1, "ignore": 1}


def _kept_memories(data: Path, cwd: Path) -> list[str]:
    """Ids of the Temporary memories not removed (live or expired), read through the CLI."""
    listed = _run(
        "memories", "list", "--all", "--limit", "1000", "--data-dir", str(data), "--json", cwd=cwd
    )
    assert listed.returncode == 0, listed.stderr[-2000:]
    return sorted(
        m["id"] for m in json.loads(listed.stdout)["memories"] if m["status"] != "removed"
    )


def test_running_the_sample_again_keeps_what_the_first_run_made(tmp_path: Path) -> None:
    """The second run cleans on the records' time, not today's: the first run's work stays."""
    data = tmp_path / "data"
    first = _run("run", str(SAMPLE), "--data-dir", str(data), "--json", cwd=tmp_path)
    assert first.returncode == 0, first.stderr[-2000:]
    events = data / "memory" / "notifications" / "events"
    shards = sorted(p.name for p in events.iterdir())
    made = _kept_memories(data, tmp_path)
    assert len(shards) == 7
    assert len(made) > 20
    again = _run("run", str(SAMPLE), "--data-dir", str(data), "--json", cwd=tmp_path)
    assert again.returncode == 0, again.stderr[-2000:]
    assert json.loads(again.stdout)["persisted"] == 0
    assert sorted(p.name for p in events.iterdir()) == shards
    assert _kept_memories(data, tmp_path) == made


async def test_a_replays_waits_pass_sixty_times_faster_than_real_time() -> None:
    """A processor's backoff (1, 2, 4 s ...) in a replay against a failing model costs 1/60."""
    clock = ReplayClock(datetime(2026, 3, 1, tzinfo=UTC))
    deadline = clock.monotonic() + 60.0
    started = time.monotonic()
    await clock.sleep_until(deadline)
    waited = time.monotonic() - started
    assert clock.monotonic() >= deadline
    assert waited < 30.0  # a replay minute, not a real one (about one second)
    assert clock.now() == datetime(2026, 3, 1, tzinfo=UTC)  # wall time moves only with records


def test_a_replay_clock_refuses_a_speedup_below_one() -> None:
    with pytest.raises(InvalidInput, match="speedup"):
        ReplayClock(datetime(2026, 3, 1, tzinfo=UTC), speedup=0.5)
