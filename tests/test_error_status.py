"""One classification of errors: the API's status code and the CLI's exit status agree."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from agent_memory.cli import app, load_commands
from agent_memory.error_status import error_status
from agent_memory.errors import (
    AgentMemoryError,
    IdConflict,
    InvalidInput,
    LeaseNotFound,
    LifecycleError,
    MemoryNotFound,
    ModelError,
    StorageError,
    StorageFull,
)


@pytest.mark.parametrize(
    ("error", "http", "exit_code"),
    [
        (LeaseNotFound("fg-1"), 404, 1),
        (MemoryNotFound("gone", memory_id="m-1"), 404, 1),
        (InvalidInput("bad", field="limit"), 422, 2),
        (IdConflict("other content"), 409, 2),
        (LifecycleError("open elsewhere"), 409, 1),
        (StorageFull("full"), 507, 1),
        (StorageError("broken"), 503, 1),
        (ModelError("down"), 500, 1),
        (AgentMemoryError("other"), 500, 1),
    ],
)
def test_each_error_kind_has_one_http_status_and_one_exit_status(
    error: AgentMemoryError, http: int, exit_code: int
) -> None:
    reported = error_status(error)
    assert (reported.http, reported.exit_code) == (http, exit_code)


def test_invalid_input_names_its_field_and_a_missing_memory_names_memory_id() -> None:
    assert error_status(InvalidInput("bad", field="limit")).field == "limit"
    assert error_status(MemoryNotFound("gone", memory_id="m-1")).field == "memory_id"


def test_a_reading_command_on_an_empty_directory_is_a_usage_error(tmp_path: Path) -> None:
    load_commands()
    done = CliRunner().invoke(app, ["memories", "list", "--data-dir", str(tmp_path / "none")])
    assert done.exit_code == 2
    assert "no agent-memory data" in done.output


@pytest.mark.parametrize(
    ("argv", "exit_code", "named"),
    [
        (["memories", "list", "--data-dir", "{dir}/none"], 2, "no agent-memory data"),
        (["memories", "list", "--store", "cold", "--data-dir", "{dir}"], 2, "'cold'"),
        (["recall", "parcel", "--store", "cold", "--data-dir", "{dir}"], 2, "'cold'"),
        (["memories", "forget", "cold/m-1", "--data-dir", "{dir}"], 2, "'cold'"),
        (["erase", "--data-dir", "{dir}"], 2, "--yes"),
        (["explain", "7", "--data-dir", "{dir}/none"], 2, "no agent-memory data"),
        (["process", "--data-dir", "{dir}/none"], 2, "no agent-memory data"),
        (["noise-eval", "{dir}/missing.jsonl"], 2, "missing.jsonl"),
    ],
)
def test_cli_errors_go_to_standard_error_and_standard_output_stays_empty(
    tmp_path: Path, argv: list[str], exit_code: int, named: str
) -> None:
    """A script reading a command's output (``--json``) never reads an error as a result."""
    load_commands()
    (tmp_path / "memory").mkdir()
    done = CliRunner().invoke(app, [a.replace("{dir}", str(tmp_path)) for a in argv])
    assert done.exit_code == exit_code
    assert done.stdout == ""
    assert done.stderr.startswith("error: ")
    assert named in done.stderr
