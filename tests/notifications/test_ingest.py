"""The main job at this stage: ``agent-memory ingest`` and ``agent-memory status``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

from agent_memory.ble.ring import EventRing
from agent_memory.clock import ManualClock
from agent_memory.notifications.context import DEFAULT_DEDUP_WINDOW, NotificationContext
from agent_memory.notifications.ingest import (
    MAX_INGEST_WINDOW,
    MAX_LISTED,
    ingest_dedup_window,
    ingest_file,
)

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
ANDROID = {
    "key": "0|com.whatsapp|7|null|10111",
    "package": "com.whatsapp",
    "id": 7,
    "postTime": 1740830400000,
    "title": "Ana",
    "text": "Dinner at 8?",
    "flags": 16,
}
IOS_LINE = json.dumps(
    {
        "platform": "ios",
        "uid": 26,
        "session": "s1",
        "app_id": "com.apple.MobileSMS",
        "title": "Mia Chen",
        "message": "On my way",
        "date": "20250301T091500",
    }
)


def write_input(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", *args], capture_output=True, text=True
    )


def test_ingest_reports_persisted_duplicates_and_rejected_lines(tmp_path: Path) -> None:
    source = write_input(
        tmp_path / "in.jsonl",
        [
            json.dumps(ANDROID),
            json.dumps(ANDROID),  # the bridge sent it twice
            '{"package": "com.whatsapp", "text": "no key"}',
            "not json at all",
            "",
            json.dumps({**ANDROID, "key": "0|com.whatsapp|8|null|10111", "text": "See you"}),
        ],
    )
    report = ingest_file([source], tmp_path / "data", clock=ManualClock(NOW))
    assert (report.lines, report.events, report.persisted) == (6, 3, 2)
    assert report.skipped == {"blank": 1}
    assert report.duplicates == [(str(source), 2)]
    assert [(r.line, r.field is not None) for r in report.rejected] == [(3, True), (4, False)]
    assert report.per_app == {"com.whatsapp": 2}
    assert report.status is not None
    assert report.status.pending == 2
    shard = tmp_path / "data" / "memory" / "notifications" / "events" / "2025-03-01.jsonl"
    assert [json.loads(line)["body"] for line in shard.read_text().splitlines()] == [
        "Dinner at 8?",
        "See you",
    ]


def test_a_rejected_line_never_quotes_its_text(tmp_path: Path) -> None:
    secret = "Body-that-must-not-leak 771234"
    source = write_input(
        tmp_path / "in.jsonl", [json.dumps({"package": "com.x", "text": secret, "flags": "x"})]
    )
    report = ingest_file([source], tmp_path / "data", clock=ManualClock(NOW))
    (rejected,) = report.rejected
    assert secret not in rejected.reason
    assert "771234" not in rejected.reason


def test_ingest_command_prints_json_and_status_reads_it_back(tmp_path: Path) -> None:
    source = write_input(tmp_path / "in.jsonl", [json.dumps(ANDROID), IOS_LINE])
    data = tmp_path / "data"
    done = cli("ingest", str(source), "--data-dir", str(data), "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["persisted"] == 2
    assert out["rejected"] == []
    assert out["shard_directory"].endswith("memory/notifications/events")
    status = cli("status", "--data-dir", str(data), "--json")
    assert status.returncode == 0, status.stderr
    snapshot = json.loads(status.stdout)
    assert snapshot["context"]["pending"] == 2
    assert snapshot["context"]["next_context_id"] == 3
    assert snapshot["context"]["gaps"] == []
    assert snapshot["worker"]["state"] == "stopped"  # the service's shape; no service runs


def _tree(root: Path) -> dict[str, tuple[int, bytes]]:
    """Every file under ``root``: relative path -> (mode, bytes)."""
    return {
        str(path.relative_to(root)): (path.stat().st_mode, path.read_bytes())
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


def test_status_writes_nothing_even_where_recovery_would_repair(tmp_path: Path) -> None:
    source = write_input(tmp_path / "in.jsonl", [json.dumps(ANDROID), IOS_LINE])
    data = tmp_path / "data"
    assert cli("ingest", str(source), "--data-dir", str(data)).returncode == 0
    shard = next((data / "memory" / "notifications" / "events").glob("*.jsonl"))
    with shard.open("ab") as handle:
        handle.write(b'{"context_id": 3, "torn')  # a torn tail an open would set aside
    before = _tree(data)
    status = cli("status", "--data-dir", str(data), "--json")
    assert status.returncode == 0, status.stdout + status.stderr
    assert json.loads(status.stdout)["context"]["pending"] == 2
    assert _tree(data) == before


def test_status_reads_a_context_another_process_holds_open(tmp_path: Path) -> None:
    source = write_input(tmp_path / "in.jsonl", [json.dumps(ANDROID)])
    data = tmp_path / "data"
    assert cli("ingest", str(source), "--data-dir", str(data)).returncode == 0
    with NotificationContext.open(data / "memory" / "notifications", EventRing(1)):
        status = cli("status", "--data-dir", str(data), "--json")
    assert status.returncode == 0, status.stdout + status.stderr
    snapshot = json.loads(status.stdout)
    assert snapshot["context"]["next_context_id"] == 2
    assert snapshot["worker"]["state"] == "stopped"


def test_ingest_command_exits_2_for_a_missing_file(tmp_path: Path) -> None:
    done = cli("ingest", str(tmp_path / "missing.jsonl"), "--data-dir", str(tmp_path / "d"))
    assert done.returncode == 2
    assert "does not exist" in done.stderr


def test_strict_ingest_exits_1_when_a_line_was_rejected(tmp_path: Path) -> None:
    source = write_input(tmp_path / "in.jsonl", [json.dumps(ANDROID), "garbage"])
    done = cli("ingest", str(source), "--data-dir", str(tmp_path / "d"), "--strict")
    assert done.returncode == 1
    assert "rejected lines" in done.stdout


CAPTURES = Path(__file__).parents[1] / "fixtures" / "ble"
GB_STREAM = CAPTURES / "gadgetbridge-stream.txt"
GB_STREAM_2022 = CAPTURES / "gadgetbridge-stream-2022.txt"


def test_strict_ingest_of_a_real_gadgetbridge_stream_exits_0_and_counts_skips(
    tmp_path: Path,
) -> None:
    """Time sync, music, weather, calls, alarms, watch replies and comments are skipped by
    kind; the notifications are persisted; nothing is rejected."""
    done = cli("ingest", str(GB_STREAM), "--data-dir", str(tmp_path / "d"), "--strict", "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    out = json.loads(done.stdout)
    assert out["rejected"] == []
    assert (out["lines"], out["events"], out["persisted"]) == (29, 7, 7)
    assert out["skipped"] == {
        "blank": 1,
        "comment": 3,
        "gadgetbridge:act": 1,
        "gadgetbridge:alarm": 1,
        "gadgetbridge:calendar": 1,
        "gadgetbridge:calendar-": 1,
        "gadgetbridge:call": 2,
        "gadgetbridge:find": 2,
        "gadgetbridge:is_gps_active": 1,
        "gadgetbridge:musicinfo": 1,
        "gadgetbridge:musicstate": 2,
        "gadgetbridge:vibrate": 1,
        "gadgetbridge:weather": 1,
        "time_sync": 1,
        "watch_reply": 3,
    }
    assert sum(out["skipped"].values()) + out["events"] == out["lines"]


def test_strict_ingest_of_a_2022_gadgetbridge_stream_exits_0(tmp_path: Path) -> None:
    """Unquoted keys, JavaScript escapes, atob() and the line-clearing Ctrl-C of older builds."""
    report = ingest_file([GB_STREAM_2022], tmp_path / "d", clock=ManualClock(NOW))
    assert report.rejected == []
    assert report.skipped == {
        "comment": 1,
        "control": 1,
        "gadgetbridge:musicinfo": 1,
        "gadgetbridge:weather": 1,
        "javascript": 1,
        "time_sync": 1,
    }
    assert (report.events, report.persisted) == (3, 3)
    done = cli("ingest", str(GB_STREAM_2022), "--data-dir", str(tmp_path / "e"), "--strict")
    assert done.returncode == 0, done.stdout
    assert "skipped by kind" in done.stdout
    assert "time_sync" in done.stdout


def test_only_a_broken_gadgetbridge_line_is_rejected(tmp_path: Path) -> None:
    source = write_input(
        tmp_path / "gb.txt",
        [
            "\x10setTime(1741190400);E.setTimeZone(1.0);",
            '\x10GB({"t":"musicinfo","artist":"A","track":"B"})',
            '\x10GB({"t":"notify","id":1,"src":"Signal","body":"hi"',  # cut off mid-line
            '\x10GB({"t":"notify","id":2,"src":"Signal","body":"hello"})',
        ],
    )
    report = ingest_file([source], tmp_path / "d", clock=ManualClock(NOW))
    assert [(r.line, r.field) for r in report.rejected] == [(3, "GB")]
    assert report.skipped == {"time_sync": 1, "gadgetbridge:musicinfo": 1}
    assert report.persisted == 1
    done = cli("ingest", str(source), "--data-dir", str(tmp_path / "e"), "--strict")
    assert done.returncode == 1


def test_the_sample_week_ingests_without_rejects_or_gaps(tmp_path: Path) -> None:
    sample = Path(__file__).parents[2] / "examples" / "week.jsonl"
    after_week = datetime(2025, 3, 12, tzinfo=UTC)  # the device clock when the file is ingested
    report = ingest_file([sample], tmp_path / "data", clock=ManualClock(after_week))
    assert report.lines >= 300
    assert report.rejected == []
    assert report.gaps == []
    assert report.persisted + report.duplicate_count == report.events
    assert report.duplicate_count >= 1  # the sample replays notifications after a reconnect
    again = ingest_file([sample], tmp_path / "data", clock=ManualClock(after_week))
    assert again.persisted == 0
    assert again.duplicate_count == again.events


def test_dumpsys_and_ancs_recordings_are_detected_and_ingested(tmp_path: Path) -> None:
    examples = Path(__file__).parents[2] / "examples"
    dump = ingest_file(
        [examples / "dumpsys-notification.txt"], tmp_path / "a", clock=ManualClock(NOW)
    )
    assert (dump.events, dump.persisted, dump.rejected) == (5, 5, [])
    ancs = ingest_file([examples / "ancs-session.txt"], tmp_path / "b", clock=ManualClock(NOW))
    # The recording reconnects and the phone replays a notification with PreExisting set.
    assert (ancs.events, ancs.persisted, ancs.duplicate_count, ancs.rejected) == (9, 8, 1, [])


def test_unknown_format_name_is_rejected(tmp_path: Path) -> None:
    source = write_input(tmp_path / "in.jsonl", [json.dumps(ANDROID)])
    done = cli("ingest", str(source), "--data-dir", str(tmp_path / "d"), "--format", "xml")
    assert done.returncode == 2
    assert "Unknown input format 'xml'" in done.stderr


def test_data_dir_comes_from_the_environment_when_no_flag_is_given(tmp_path: Path) -> None:
    source = write_input(tmp_path / "in.jsonl", [json.dumps(ANDROID)])
    env = {**os.environ, "AGENT_MEMORY_DATA_DIR": str(tmp_path / "from-env")}
    done = subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", "ingest", str(source), "--json"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "from-env" / "memory" / "notifications" / "events").is_dir()
    assert not (tmp_path / ".agent-memory-data").exists()
    status = subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", "status", "--json"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    assert status.returncode == 0, status.stderr
    assert json.loads(status.stdout)["context"]["pending"] == 1


def test_ingesting_a_file_longer_than_the_replay_window_again_adds_nothing(tmp_path: Path) -> None:
    """The service's window is 4096 fingerprints; an ingest widens it to cover its input."""
    count = DEFAULT_DEDUP_WINDOW + 904
    lines = [
        json.dumps({**ANDROID, "key": f"0|com.whatsapp|{n}|null|10111", "id": n, "text": f"m{n}"})
        for n in range(count)
    ]
    source = write_input(tmp_path / "big.jsonl", lines)
    clock = ManualClock(NOW)
    first = ingest_file([source], tmp_path / "data", clock=clock)
    assert (first.persisted, first.duplicate_count) == (count, 0)
    again = ingest_file([source], tmp_path / "data", clock=clock)
    assert (again.persisted, again.duplicate_count) == (0, count)
    assert again.status is not None
    assert again.status.next_context_id == count + 1


def test_ingest_window_is_the_input_lines_plus_the_default_up_to_a_cap(tmp_path: Path) -> None:
    small = write_input(tmp_path / "a.jsonl", ["{}"] * 10)
    assert ingest_dedup_window([small, tmp_path / "missing.jsonl"]) == DEFAULT_DEDUP_WINDOW + 11
    big = tmp_path / "b.jsonl"
    big.write_bytes(b"\n" * MAX_INGEST_WINDOW)
    assert ingest_dedup_window([big]) == MAX_INGEST_WINDOW


def test_rejected_lines_are_counted_and_only_the_first_are_listed(tmp_path: Path) -> None:
    """A file of bad lines reports a count, a bounded list and a bounded table (issue 17)."""
    bad = 3 * MAX_LISTED
    source = write_input(
        tmp_path / "in.jsonl", [f"not json {n}" for n in range(bad)] + [json.dumps(ANDROID)]
    )
    report = ingest_file([source], tmp_path / "data", clock=ManualClock(NOW))
    assert (report.rejected_count, report.persisted) == (bad, 1)
    assert len(report.rejected) == MAX_LISTED
    assert [r.line for r in report.rejected[:2]] == [1, 2]
    done = cli("ingest", str(source), "--data-dir", str(tmp_path / "cli"))
    assert done.returncode == 0, done.stderr
    assert f"+{bad - 20} more rejected lines" in done.stdout
    assert len(done.stdout.splitlines()) < 200
    listed = cli("ingest", str(source), "--data-dir", str(tmp_path / "json"), "--json")
    out = json.loads(listed.stdout)
    assert (out["rejected_count"], len(out["rejected"])) == (bad, MAX_LISTED)


def test_replayed_ancs_events_are_reported_at_their_recording_lines(tmp_path: Path) -> None:
    recording = Path(__file__).resolve().parents[2] / "examples" / "ancs-session.txt"
    ingest_file([recording], tmp_path, clock=ManualClock(NOW))
    again = ingest_file([recording], tmp_path, clock=ManualClock(NOW))
    assert again.persisted == 0
    assert again.duplicate_count == 9
    lines = [line for _, line in again.duplicates]
    total = len(recording.read_text(encoding="utf-8").splitlines())
    # No "line 0": each replay is reported at the line whose replay emitted its event.
    assert all(1 <= line <= total for line in lines)
    assert lines == sorted(lines)
    assert len(set(lines)) > 1
