"""``agent-memory status`` asks a service that listens on TCP, found through the settings."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

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
        assert "worker" in status  # the service's whole status, not the context read from disk
        assert status["context"]["next_context_id"] == 1
    finally:
        assert service.stop() == 0
