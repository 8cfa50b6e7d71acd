"""``agent-memory episodes submit`` and ``list`` on a real data directory."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from agent_memory.cli import app
from agent_memory.cli.episodes import episodes_app  # registers the group on app
from agent_memory.episodes import EpisodeLedger, EpisodeStore, LedgerEntry, LedgerState
from agent_memory.layout import DataLayout

from .support import NOW, episode_json


def test_submit_stores_once_and_list_shows_the_processing_state(tmp_path: Path) -> None:
    assert episodes_app.info.name == "episodes"
    data_dir = tmp_path / "data"
    trace = tmp_path / "e1.json"
    trace.write_text(json.dumps(episode_json("e1")), encoding="utf-8")
    runner = CliRunner()
    first = runner.invoke(app, ["episodes", "submit", str(trace), "--data-dir", str(data_dir)])
    assert first.exit_code == 0, first.output
    assert first.output.strip() == "e1"
    again = runner.invoke(app, ["episodes", "submit", str(trace), "--data-dir", str(data_dir)])
    assert again.exit_code == 0
    other = tmp_path / "other.json"
    other.write_text(json.dumps(episode_json("e1", goal="something else")), encoding="utf-8")
    clash = runner.invoke(app, ["episodes", "submit", str(other), "--data-dir", str(data_dir)])
    assert clash.exit_code == 2
    assert "already stored with other content" in clash.output
    assert "something else" not in clash.output
    layout = DataLayout(data_dir)
    assert EpisodeStore.open(layout).list_ids() == ["e1"]
    EpisodeLedger.open(layout).append(
        LedgerEntry("e1", LedgerState.IGNORED, NOW, reason="no_device_evidence")
    )
    listed = runner.invoke(app, ["episodes", "list", "--data-dir", str(data_dir), "--json"])
    assert listed.exit_code == 0, listed.output
    assert json.loads(listed.output) == {
        "episode_id": "e1",
        "status": "completed",
        "goal_result": "achieved",
        "ended_at": "2025-03-16T02:00:00+00:00",
        "steps": 3,
        "state": "ignored",
        "reason": "no_device_evidence",
    }


def test_submit_of_an_invalid_episode_exits_2_and_stores_nothing(tmp_path: Path) -> None:
    trace = tmp_path / "bad.json"
    data = episode_json("e1", goal="private request")
    data["status"] = "finished"
    trace.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(
        app, ["episodes", "submit", str(trace), "--data-dir", str(tmp_path / "d")]
    )
    assert result.exit_code == 2
    assert "status" in result.output
    assert "private request" not in result.output
    assert EpisodeStore.open(DataLayout(tmp_path / "d")).list_ids() == []
