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
