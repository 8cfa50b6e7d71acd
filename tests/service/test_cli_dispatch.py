"""The command line imports only the invoked command's module; ``--help`` still lists all."""

from __future__ import annotations

import subprocess
import sys

import typer.main

from agent_memory.cli import COMMAND_MODULES, app, load_commands
from tests.probe import run_probe


def _modules_after(*args: str) -> set[str]:
    """Run ``main(args)`` in a fresh interpreter; return the agent_memory modules it imported."""
    script = (
        "import json, sys\n"
        "from agent_memory.cli import main\n"
        "try:\n"
        f"    main({list(args)!r})\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    return set(run_probe(script))


def test_every_registered_command_is_named_in_the_dispatch_table() -> None:
    load_commands()
    group = typer.main.get_group(app)
    assert set(group.commands) == set(COMMAND_MODULES)


def test_serve_imports_no_other_command_module() -> None:
    loaded = _modules_after("serve", "--help")
    commands = {m for m in loaded if m.startswith("agent_memory.cli.")}
    assert commands == {
        "agent_memory.cli.serve",
        "agent_memory.cli.options",
        "agent_memory.cli.failures",  # the one error mapper, not a command
    }
    assert "agent_memory.evaluation" not in loaded
    assert "rich.progress" not in loaded
    # The server stack is imported when the service starts, not to parse its flags.
    assert "fastapi" not in loaded
    assert "uvicorn" not in loaded
    assert "openai" not in loaded


def test_help_lists_every_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", "--help"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"},
    )
    for name in COMMAND_MODULES:
        assert f" {name} " in done.stdout, name
