"""Terminal output fits 80 columns, help text is plain, every reason code is explained."""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import typer.main
from rich.cells import cell_len
from typer.testing import CliRunner

from agent_memory.cli import app, load_commands
from agent_memory.clock import ManualClock
from agent_memory.memory.intents import CreateMemory
from agent_memory.memory.memory_stores import MemoryStores
from agent_memory.memory.model import MemoryKind, MemorySource, NewMemory, StoreName
from agent_memory.notifications.ingest import RejectedLine

ROOT = Path(__file__).resolve().parents[2]
LONG = (
    "The quarterly planning review with the regional team moves to the large meeting room on "
    "the third floor, bring the printed budget sheets and the signed travel forms, ends at noon"
)
LONG_ID = "m-" + "a" * 32


def _seed(tmp_path: Path) -> None:
    async def _main() -> None:
        now = datetime.now(UTC)
        async with await MemoryStores.open(tmp_path, ManualClock(now)) as stores:
            for memory_id, content in ((LONG_ID, LONG), ("ntf-1", "Dentist on Thursday")):
                new = NewMemory(
                    MemoryKind.EVENT,
                    content,
                    MemorySource("agent"),
                    expires_at=now + timedelta(days=3),
                )
                await stores.apply(CreateMemory(StoreName.TEMPORARY, memory_id, new))

    asyncio.run(_main())


def _widest(text: str) -> int:
    return max(cell_len(line) for line in text.splitlines())


def test_recall_and_list_fit_80_columns_with_the_text_cut(tmp_path: Path) -> None:
    _seed(tmp_path)
    load_commands("memories")
    runner = CliRunner()
    for args in (
        ["recall", "quarterly planning review", "--data-dir", str(tmp_path)],
        ["memories", "list", "--data-dir", str(tmp_path)],
    ):
        done = runner.invoke(app, args, terminal_width=200)
        assert done.exit_code == 0, done.output
        assert _widest(done.output) <= 80
        assert LONG_ID in done.output  # ids stay whole, to be copied
        assert "…" in done.output
        assert "ends at noon" not in done.output


def test_wide_shows_the_whole_memory_text(tmp_path: Path) -> None:
    _seed(tmp_path)
    load_commands("memories")
    done = CliRunner().invoke(
        app, ["memories", "list", "--wide", "--data-dir", str(tmp_path)], terminal_width=200
    )
    assert done.exit_code == 0, done.output
    flat = " ".join(re.sub(r"[│┃|]", " ", done.output).split())
    assert "ends at noon" in flat


def _commands() -> Iterator[list[str]]:
    load_commands()
    root = typer.main.get_command(app)

    def walk(command: Any, path: list[str]) -> Iterator[list[str]]:
        yield path
        for name, sub in getattr(command, "commands", {}).items():
            yield from walk(sub, [*path, name])

    yield from walk(root, [])


def test_help_text_has_no_restructuredtext_markup() -> None:
    runner = CliRunner()
    seen = 0
    for path in _commands():
        out = runner.invoke(app, [*path, "--help"], terminal_width=80).output
        assert not re.search(r"``|:(class|func|meth|data|mod):", out), path
        seen += 1
    assert seen > 15


def test_help_paragraphs_are_reflowed_to_the_terminal_not_cut_at_the_source_lines() -> None:
    """A line of a help paragraph ends early only when its paragraph's next word cannot fit."""
    runner = CliRunner()
    width = 80
    for path in _commands():
        out = runner.invoke(app, [*path, "--help"], terminal_width=width).output
        text = [line.rstrip() for line in out.splitlines() if not line.lstrip().startswith("│")]
        for line, after in itertools.pairwise(text):
            if not line.strip() or not after.strip() or "─" in line + after:
                continue
            next_word = after.split()[0]
            assert len(line) + 1 + len(next_word) > width - 2, (path, line, after)


def test_rejected_line_of_a_whole_file_is_not_called_line_0() -> None:
    whole = RejectedLine("/data/session.txt", 0, None, "The recording ends in a request.")
    assert whole.where == "session.txt (whole file)"
    one = RejectedLine("/data/week.jsonl", 12, "title", "Not text.")
    assert one.where == "week.jsonl:12"


@pytest.fixture(scope="module")
def sample_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh data directory holding the README's sample, replayed once."""
    data = tmp_path_factory.mktemp("readme") / ".agent-memory-sample"
    done = _cli("run", str(ROOT / "examples" / "week.jsonl"), "--data-dir", str(data), "--json")
    assert done.returncode == 0, done.stderr[-2000:]
    (data.parent / "report.json").write_text(done.stdout, encoding="utf-8")
    return data


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}
    return subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=ROOT,
    )


def test_readme_sample_commands_recall_the_sample_from_a_fresh_data_dir(sample_dir: Path) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("so the other commands can look at it:", 1)[1].split("```")[1]
    commands = [line for line in block.splitlines() if line.startswith(".venv/bin/agent-memory")]
    assert any(" recall " in c and "--at " in c for c in commands)
    load_commands()
    runner = CliRunner()
    outputs = {}
    for command in commands:
        args = shlex.split(command)[1:]
        args = [str(sample_dir) if a == ".agent-memory-sample" else a for a in args]
        done = runner.invoke(app, args, terminal_width=80)
        assert done.exit_code == 0, (command, done.output)
        outputs[args[0] if args[0] != "memories" else " ".join(args[:2])] = done.output
    assert "妈妈" in outputs["recall"]
    assert '"id": "ntf-16"' in outputs["memories show"]


def test_the_readmes_one_notification_check_prints_its_verdict() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = next(x for x in readme.splitlines() if x.startswith(".venv/bin/python -c "))
    args = shlex.split(line)[1:]
    done = subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=120, check=False, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Verdict(label='otp', reason='otp.keyword'")


def test_every_reason_code_of_the_sample_run_is_explained(sample_dir: Path) -> None:
    report = json.loads((sample_dir.parent / "report.json").read_text(encoding="utf-8"))
    page = (ROOT / "docs" / "reason-codes.md").read_text(encoding="utf-8")
    codes: set[str] = set()
    codes.update(report["actions"])
    codes.update(gap["kind"] for gap in report["gaps"])
    trail = sample_dir / "memory" / "notifications" / "decisions.jsonl"
    for line in trail.read_text(encoding="utf-8").splitlines():
        decision = json.loads(line)
        reason = decision["reason"]
        codes.add(decision["action"])
        codes.add(reason.split(":")[0] + (":" if ":" in reason else ""))
        if decision["filter"] is not None:
            codes.add(decision["filter"].split(":")[0] + ":")
    assert len(codes) > 8
    missing = sorted(code for code in codes if f"`{code}" not in page)
    assert missing == []


def test_run_says_when_memory_text_is_cut_and_how_to_see_it_whole(tmp_path: Path) -> None:
    lines = (ROOT / "examples" / "week.jsonl").read_text(encoding="utf-8").splitlines()[:40]
    source = tmp_path / "part.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    load_commands("run")
    cut = CliRunner().invoke(
        app, ["run", str(source), "--data-dir", str(tmp_path / "a")], terminal_width=80
    )
    assert cut.exit_code == 0, cut.output[-2000:]
    assert "memories made" in cut.output
    assert "(content cut to one line; --wide prints it whole)" in cut.output
    assert _widest(cut.output) <= 80
    whole = CliRunner().invoke(
        app, ["run", str(source), "--data-dir", str(tmp_path / "b"), "--wide"], terminal_width=80
    )
    assert whole.exit_code == 0, whole.output[-2000:]
    assert "--wide prints it whole" not in whole.output
