"""The sample inputs shipped in examples/ decode cleanly and regenerate identically."""

from __future__ import annotations

import runpy
import sys
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory.ble.ancs_recording import replay_ancs_file
from agent_memory.ble.dumpsys import decode_dumpsys
from agent_memory.ble.formats import read_notification_file

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
FIXTURES = ROOT / "tests" / "fixtures" / "ble"
NOW = datetime(2030, 1, 1, tzinfo=UTC)


def run_script(name: str, target: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", [name, str(target)])
    runpy.run_path(str(EXAMPLES / name), run_name="__main__")


def test_week_decodes_without_errors_over_seven_days() -> None:
    decoded = list(read_notification_file(EXAMPLES / "week.jsonl", default_received_at=NOW))
    assert 300 <= len(decoded) <= 400
    assert [d.error for d in decoded if d.error is not None] == []
    events = [e for d in decoded for e in d.events]
    times = [e.received_at for e in events]
    assert NOW not in times  # every line carries its own time
    assert max(times) - min(times) > timedelta(days=6)
    assert {e.received_utc_offset_s for e in events} == {8 * 3600}
    kinds = Counter(e.kind for e in events)
    assert kinds["added"] > 0
    assert kinds["modified"] > 0
    assert kinds["removed"] > 0
    platforms = Counter(e.platform for e in events)
    assert platforms["ios"] > 0
    assert sum(1 for e in events if e.source_key.startswith("gb:")) > 0
    assert any(e.is_group_summary for e in events)
    assert any(e.is_ongoing for e in events)
    assert any("\u4e00" <= ch <= "\u9fff" for e in events for ch in e.body)
    replays = [e for e in events if e.platform == "ios" and e.is_pre_existing]
    assert {e.source_key.split(":")[0] for e in replays} == {"d3b"}


def test_week_regenerates_identically(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_script("make_week.py", tmp_path / "week.jsonl", monkeypatch)
    assert (tmp_path / "week.jsonl").read_bytes() == (EXAMPLES / "week.jsonl").read_bytes()


def test_ancs_example_regenerates_and_matches_the_fixture(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_script("make_ancs_session.py", tmp_path / "s.txt", monkeypatch)
    recorded = (tmp_path / "s.txt").read_bytes()
    assert recorded == (EXAMPLES / "ancs-session.txt").read_bytes()
    assert recorded == (FIXTURES / "ancs-session.txt").read_bytes()
    assert replay_ancs_file(EXAMPLES / "ancs-session.txt").errors == []


def test_dumpsys_example_decodes() -> None:
    text = (EXAMPLES / "dumpsys-notification.txt").read_text(encoding="utf-8")
    assert len(decode_dumpsys(text, received_at=NOW)) == 5
