"""Commands ask a running service: found through the settings or its address record."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from agent_memory.layout import DataLayout
from agent_memory.service_address import SERVICE_ADDRESS_FILE, read_service_address

from .service_process import ServiceProcess


def test_status_asks_a_tcp_service_named_by_the_settings(tmp_path: Path) -> None:
    service = ServiceProcess(tmp_path / "data", tcp=True)
    try:
        port = urlsplit(service.base_url).port
        env = {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}
        env |= {"AGENT_MEMORY_API_HOST": "127.0.0.1", "AGENT_MEMORY_API_PORT": str(port)}
        args = ["status", "--data-dir", str(service.data_dir), "--json"]
        done = subprocess.run(
            [sys.executable, "-m", "agent_memory.cli", *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        status = json.loads(done.stdout)
        assert status["worker"]["state"] != "stopped"  # the live service, not the directory read
        assert status["context"]["next_context_id"] == 1
    finally:
        assert service.stop() == 0


def _cli_in(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}
    return subprocess.run(
        [sys.executable, "-m", "agent_memory.cli", *args, "--data-dir", str(data_dir)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_commands_find_a_service_started_on_any_port_through_its_address_record(
    tmp_path: Path,
) -> None:
    service = ServiceProcess(tmp_path / "data", tcp=True)
    try:
        recorded = read_service_address(DataLayout(service.data_dir))
        assert recorded is not None
        assert recorded.address == service.base_url
        assert recorded.token_file == (service.data_dir / "api-token").resolve()
        assert (service.data_dir / SERVICE_ADDRESS_FILE).stat().st_mode & 0o777 == 0o600
        status = _cli_in(service.data_dir, "status", "--json")
        assert status.returncode == 0, status.stdout + status.stderr
        # The live service (no settings given), not the directory read with the worker stopped.
        assert json.loads(status.stdout)["worker"]["state"] != "stopped"
        done = _cli_in(service.data_dir, "process", "--json")
        assert done.returncode == 0, done.stdout + done.stderr
        assert json.loads(done.stdout) == {"processed": 0, "pending": 0, "stalled": []}
        refused = _cli_in(service.data_dir, "erase", "--yes")
        assert refused.returncode == 1
        assert "a service is running" in refused.stderr
    finally:
        assert service.stop() == 0
    assert not (service.data_dir / SERVICE_ADDRESS_FILE).exists()


def test_a_record_left_by_a_killed_service_is_treated_as_no_service(tmp_path: Path) -> None:
    service = ServiceProcess(tmp_path / "data", tcp=True)
    service.kill()
    assert read_service_address(DataLayout(service.data_dir)) is not None
    status = _cli_in(service.data_dir, "status", "--json")
    assert status.returncode == 0, status.stdout + status.stderr
    assert json.loads(status.stdout)["worker"]["state"] == "stopped"  # read from the directory
    erased = _cli_in(service.data_dir, "erase", "--yes")
    assert erased.returncode == 0, erased.stdout + erased.stderr
    assert not (service.data_dir / SERVICE_ADDRESS_FILE).exists()


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "[]",
        '{"address": 5}',
        '{"address": "ftp://127.0.0.1:1"}',
        '{"address": "http://127.0.0.1:1", "token_file": 7}',
    ],
)
def test_a_malformed_address_record_is_ignored(tmp_path: Path, text: str) -> None:
    (tmp_path / SERVICE_ADDRESS_FILE).write_text(text)
    assert read_service_address(DataLayout(tmp_path)) is None
