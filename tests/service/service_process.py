"""Start ``agent-memory serve`` as a real subprocess on a temporary data directory."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

STARTUP_TIMEOUT_S = 20.0


class ServiceProcess:
    """One ``agent-memory serve`` subprocess; talks to it over its Unix socket or TCP."""

    def __init__(self, data_dir: Path, *extra: str, tcp: bool = False) -> None:
        self.data_dir = data_dir
        self.socket = data_dir / "agent-memory.sock"
        self.log_path = data_dir.parent / f"{data_dir.name}-serve-{time.monotonic_ns()}.log"
        self.tcp = tcp
        args = ["serve", "--data-dir", str(data_dir), "--idle-delay", "0", "--log-level", "info"]
        args += ["--host", "127.0.0.1", "--port", "0"] if tcp else ["--socket", str(self.socket)]
        env = {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}
        self._log = self.log_path.open("w", encoding="utf-8")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "agent_memory.cli", *args, *extra],
            stdout=subprocess.DEVNULL,
            stderr=self._log,
            env=env,
        )
        self.base_url = "http://agent-memory"
        self.token: str | None = None
        try:
            self._wait_ready()
        except BaseException:
            # No service left running behind a failed start (it would outlive the test).
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            self._log.close()
            raise

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self._log.close()
                raise RuntimeError(f"serve exited early: {self.log_text()[-2000:]}")
            for event in self.log_events():
                if event.get("event") == "api.listening":
                    if self.tcp:
                        self.base_url = str(event["address"])
                        self.token = (self.data_dir / "api-token").read_text().strip()
                    return
            time.sleep(0.05)
        self.process.kill()
        self.process.wait()
        self._log.close()
        raise RuntimeError(f"serve did not start: {self.log_text()[-2000:]}")

    def log_text(self) -> str:
        """Return everything the service logged so far."""
        if not self._log.closed:
            self._log.flush()
        return self.log_path.read_text(encoding="utf-8")

    def log_events(self) -> list[dict[str, Any]]:
        """Return the JSON log events written so far: whole lines only (the service may be
        writing the last one as it is read, which would not parse yet)."""
        text = self.log_text()
        events = []
        for line in text[: text.rfind("\n") + 1].splitlines():
            if line.startswith("{"):
                events.append(json.loads(line))
        return events

    def client(self) -> httpx.AsyncClient:
        """Return an async client bound to the service."""
        if self.tcp:
            headers = {"Authorization": f"Bearer {self.token}"}
            return httpx.AsyncClient(base_url=self.base_url, headers=headers, timeout=10)
        transport = httpx.AsyncHTTPTransport(uds=str(self.socket))
        return httpx.AsyncClient(transport=transport, base_url=self.base_url, timeout=10)

    def kill(self) -> None:
        """SIGKILL the service (a crash) and reap it."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        self._log.close()

    def stop(self) -> int:
        """SIGTERM the service and return its exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
        self._log.close()
        return self.process.returncode
