"""``agent-memory eval``: exit codes, ``--json`` and ``--report``."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from typer.testing import CliRunner

from agent_memory.cli import app as agent_memory_app
from agent_memory.cli.eval import eval_command
from tests.evaluation.support import STREAMS, android, write_stream

runner = CliRunner()


def _group() -> typer.Typer:
    """A group app with the real command, as ``agent-memory`` is once several are registered."""
    group = typer.Typer()
    group.callback()(lambda: None)
    group.command("eval")(eval_command)
    return group


app = _group()


def test_eval_is_registered_on_the_agent_memory_app() -> None:
    assert "eval" in [c.name for c in agent_memory_app.registered_commands]


def test_eval_prints_json_and_writes_a_markdown_report(tmp_path: Path) -> None:
    report = tmp_path / "report.md"
    stream = STREAMS / "zh-family.jsonl"
    result = runner.invoke(app, ["eval", str(stream), "--json", "--report", str(report)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["provider"] == "fallback"
    assert [s["stream"] for s in data["streams"]] == ["zh-family"]
    assert data["overall"]["privacy_violations"] == 0
    assert data["overall"]["notifications"] == 13
    text = report.read_text(encoding="utf-8")
    assert "| zh-family | 13 |" in text
    assert "█" in text
    assert "739215" not in text


def test_eval_exits_1_on_a_privacy_violation(tmp_path: Path) -> None:
    path = write_stream(
        tmp_path / "leak.jsonl",
        android("n1", "2025-03-10T09:00:00+00:00", "meet at door 4417 on Friday", {
            "action": "memory", "key": "k", "facts": ["Friday"], "secrets": ["4417"],
        }),
    )  # fmt: skip
    result = runner.invoke(app, ["eval", str(path)])
    assert result.exit_code == 1
    assert "Privacy violation" in result.output
    assert "4417" not in result.output


def test_eval_exits_2_on_a_bad_stream(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text("not json\n", encoding="utf-8")
    result = runner.invoke(app, ["eval", str(path)])
    assert result.exit_code == 2


def test_openai_provider_needs_a_base_url(tmp_path: Path) -> None:
    result = runner.invoke(app, ["eval", str(STREAMS / "zh-family.jsonl"), "--provider", "openai"])
    assert result.exit_code == 2
