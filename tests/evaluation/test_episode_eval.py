"""``agent-memory eval-episodes``: the episode set, its checks, and providers side by side."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from agent_memory.cli import app, load_commands
from agent_memory.cli.eval_episodes import run_scripted
from agent_memory.episodes.fallback import episode_fallback_provider
from agent_memory.errors import InvalidInput
from agent_memory.evaluation.episodes import load_episode_set, run_episode_set
from tests.episodes.support import SETTINGS, episode_json, step

SET = Path(__file__).resolve().parents[2] / "evaluation" / "episodes" / "device-memory.jsonl"


def _write(path: Path, lines: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def _login_line(password: str, absent: list[str]) -> dict[str, Any]:
    steps = [
        step("open_app", package=SETTINGS),
        step("type_text", text=password, target={"resource_id": "pin"}),
        step("tap", target={"text": "Unlock"}),
    ]
    return {
        "episode": episode_json("login", goal="unlock the vault", steps=steps),
        "model_answer": [
            {
                "action": "add",
                "target": None,
                "target_revision": None,
                "type": "procedure",
                "app_package": SETTINGS,
                "content": f"Unlock with {password} then tap Unlock.",
                "evidence_steps": [1, 2],
                "reason": "r",
            }
        ],
        "expect": {
            "memories": [
                {
                    "goal": "unlock the vault",
                    "app": SETTINGS,
                    "type": "ui_path",
                    "steps": [None, "<typed text>", "Unlock"],
                    "confidence": 0.6,
                }
            ],
            "count": 1,
            "absent": absent,
            "recall": [{"query": "unlock vault", "goal": "unlock the vault", "app": SETTINGS}],
        },
    }


async def test_every_check_passes_when_the_store_matches(tmp_path: Path) -> None:
    cases = load_episode_set(_write(tmp_path / "s.jsonl", [_login_line("9Xq!vault", ["9Xq!"])]))
    score = await run_episode_set(cases, episode_fallback_provider, "fallback")
    assert score.failures == []
    assert score.total == (6, 6)
    assert score.figures["never_stored"] == [1, 1]


async def test_a_wrong_expectation_is_counted_as_failed_with_its_line(tmp_path: Path) -> None:
    line = _login_line("9Xq!vault", [])
    line["expect"]["memories"][0]["confidence"] = 0.9
    line["expect"]["count"] = 2
    cases = load_episode_set(_write(tmp_path / "s.jsonl", [line]))
    score = await run_episode_set(cases, episode_fallback_provider, "fallback")
    assert score.figures["confidence"] == [0, 1]
    assert score.figures["one_per_goal"] == [0, 1]
    assert score.failures == [
        "line 1 unlock the vault/com.android.settings/ui_path: confidence",
        "line 1: one_per_goal",
    ]


async def test_scripted_model_leaking_typed_text_is_rejected_not_stored(tmp_path: Path) -> None:
    cases = load_episode_set(_write(tmp_path / "s.jsonl", [_login_line("9Xq!vault", ["9Xq!"])]))
    score = await run_scripted(cases)
    assert score.provider == "scripted"
    assert (score.counts["llm_calls"], score.counts["rejected"]) == (1, 1)
    assert score.figures["found"] == [0, 1]
    assert score.figures["never_stored"] == [1, 1]
    assert score.privacy_violations == 0


def test_stored_secret_is_a_privacy_violation_and_exit_status_1(tmp_path: Path) -> None:
    # The set says the goal's own word must never be stored: the goal is kept, so it is found.
    path = _write(tmp_path / "s.jsonl", [_login_line("9Xq!vault", ["vault"])])
    load_commands()
    done = CliRunner().invoke(app, ["eval-episodes", str(path), "--json"])
    assert done.exit_code == 1, done.output
    [report] = json.loads(done.output)
    assert report["privacy_violations"] == 1
    assert report["failures"] == ["line 1 absent#0: never_stored"]


def test_set_without_expect_is_refused_naming_the_line(tmp_path: Path) -> None:
    path = _write(tmp_path / "s.jsonl", [{"episode": episode_json("e1")}])
    with pytest.raises(InvalidInput) as info:
        load_episode_set(path)
    assert info.value.field == "line 1"
    load_commands()
    done = CliRunner().invoke(app, ["eval-episodes", str(path)])
    assert done.exit_code == 2


async def test_shipped_set_passes_every_check_on_the_rules() -> None:
    cases = load_episode_set(SET)
    assert len(cases) == 14
    score = await run_episode_set(cases, episode_fallback_provider, "fallback")
    assert score.failures == []
    assert score.total == (81, 81)
    assert score.privacy_violations == 0
    assert score.figures["never_stored"] == [7, 7]
    assert score.figures["linked"] == [3, 3]
