"""The service: cold start to ready, resident memory idle and after intake, the sample's run time.

Every figure is measured on a real ``agent-memory serve`` (or ``run``) subprocess, beside a
reference measured in the same run: a bare interpreter for start time and memory, the same
third-party stack imported alone (what is ours and what is the libraries'), the process's own CPU
time (start time on a loaded machine is mostly waiting for a core), ``ingest`` (intake only) for
the whole pipeline.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import psutil

from benchmarks.harness import Row

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "examples" / "week.jsonl"
MIB = 1024 * 1024
_STACK_IMPORTS = "import typer, pythonjsonlogger.json, pydantic_settings, fastapi, uvicorn"
"""What any Python service with this CLI, logging, settings and HTTP stack imports."""


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}


def _start(data_dir: Path, *extra: str) -> tuple[subprocess.Popen[bytes], Path, float]:
    sock = data_dir / "api.sock"
    started = time.perf_counter()
    process = subprocess.Popen(
        [
            *(sys.executable, "-m", "agent_memory.cli", "serve", "--data-dir", str(data_dir)),
            *("--socket", str(sock), "--log-level", "warning", *extra),
        ],
        env=_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    while True:
        if process.poll() is not None:
            raise RuntimeError("serve exited before it was ready")
        if sock.exists():
            try:
                with socket.socket(socket.AF_UNIX) as probe:
                    probe.connect(str(sock))
                break
            except OSError:
                pass
        time.sleep(0.002)
    with httpx.Client(transport=httpx.HTTPTransport(uds=str(sock)), timeout=30) as client:
        client.get("http://agent-memory/v1/status").raise_for_status()
    return process, sock, time.perf_counter() - started


def _cpu_s(process: subprocess.Popen[bytes]) -> float:
    """Return the CPU seconds (user + system) ``process`` has used so far."""
    times = psutil.Process(process.pid).cpu_times()
    return float(times.user + times.system)


def _stop(process: subprocess.Popen[bytes]) -> None:
    process.send_signal(signal.SIGTERM)
    process.wait(timeout=30)


def _bare_python() -> tuple[float, int]:
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE
    )
    elapsed = time.perf_counter() - started
    time.sleep(0.3)
    rss = psutil.Process(process.pid).memory_info().rss
    assert process.stdin is not None
    process.stdin.close()
    process.wait(timeout=10)
    return elapsed, rss


_STACK_WITH_CLIENT = (
    f"{_STACK_IMPORTS}, openai; "
    "client = openai.AsyncOpenAI(base_url='http://127.0.0.1:9/v1', api_key='none'); "
    "import sys; sys.stdin.read()"
)
"""The same third-party stack with the OpenAI SDK imported and one client made, idling."""


def _stack_rss() -> int:
    """Return the resident bytes of an interpreter idling with :data:`_STACK_WITH_CLIENT`."""
    process = subprocess.Popen([sys.executable, "-c", _STACK_WITH_CLIENT], stdin=subprocess.PIPE)
    time.sleep(3.0)
    rss = psutil.Process(process.pid).memory_info().rss
    assert process.stdin is not None
    process.stdin.close()
    process.wait(timeout=30)
    return int(rss)


def _notification(n: int) -> dict[str, Any]:
    now = datetime.now(UTC)
    return {
        "key": f"0|com.example.chat|{n}|null|10001",
        "package": "com.example.chat",
        "postTime": int(now.timestamp() * 1000) + n,
        "title": f"Contact {n % 500}",
        "text": f"Message {n} about the plan for day {n % 7}",
        "received_at": now.isoformat(),
    }


def _cold_start(quick: bool) -> list[Row]:
    starts: list[float] = []
    cpu: list[float] = []
    bare: list[float] = []
    stack: list[float] = []
    for _ in range(2 if quick else 7):
        with tempfile.TemporaryDirectory() as tmp:
            process, _, elapsed = _start(Path(tmp))
            cpu.append(_cpu_s(process))
            _stop(process)
            starts.append(elapsed)
        bare.append(_time_bare_exit())
        stack.append(_time_bare_exit(_STACK_IMPORTS))
    return [
        Row(
            "cold start to ready (serve, socket answers /v1/status), p50",
            statistics.median(starts) * 1000,
            "ms",
            "bare `python -c pass`",
            statistics.median(bare) * 1000,
            "< 1000 ms",
            statistics.median(starts) < 1.0,
        ),
        Row(
            "cold start to ready, p50 (same runs)",
            statistics.median(starts) * 1000,
            "ms",
            "importing the third-party stack alone (typer, python-json-logger, pydantic-settings, "
            "FastAPI, uvicorn), then exiting",
            statistics.median(stack) * 1000,
        ),
        Row(
            "CPU time of serve until ready (user + system), p50",
            statistics.median(cpu) * 1000,
            "ms",
            "wall time to ready, same runs",
            statistics.median(starts) * 1000,
        ),
    ]


def _time_bare_exit(code: str = "pass") -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return time.perf_counter() - started


def _memory(quick: bool) -> list[Row]:
    _, bare_rss = _bare_python()
    stack_rss = _stack_rss()
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        # A model server that refuses connections: the first batch opens the OpenAI client
        # (the SDK is imported lazily) and fails; the service then idles in its backoff.
        process, sock, _ = _start(
            Path(tmp),
            "--provider",
            "openai",
            "--base-url",
            "http://127.0.0.1:9/v1",
            "--model",
            "none",
            "--idle-delay",
            "0",
        )
        try:
            transport = httpx.HTTPTransport(uds=str(sock))
            with httpx.Client(transport=transport, timeout=60) as client:
                client.post("http://agent-memory/v1/notifications", json=_notification(0))
                deadline = time.monotonic() + 30
                while time.monotonic() < deadline:
                    status = client.get("http://agent-memory/v1/status").json()
                    if status["worker"]["processors"][0]["failures"] >= 1:
                        break
                    time.sleep(0.05)
                time.sleep(1.0)
                idle = psutil.Process(process.pid).memory_info().rss
                rows.append(
                    Row(
                        "resident memory idle, openai client loaded",
                        idle / MIB,
                        "MiB",
                        "bare interpreter",
                        bare_rss / MIB,
                        "< 80 MB",
                        idle < 80 * 1000 * 1000,
                    )
                )
                rows.append(
                    Row(
                        "resident memory idle, openai client loaded (same figure)",
                        idle / MIB,
                        "MiB",
                        "the third-party stack alone (typer, python-json-logger, "
                        "pydantic-settings, FastAPI, uvicorn, the OpenAI SDK with one client), "
                        "idling",
                        stack_rss / MIB,
                    )
                )
                total = 10_000 if quick else 100_000
                started = time.perf_counter()
                for first in range(1, total + 1, 1000):
                    batch = [_notification(n) for n in range(first, min(first + 1000, total + 1))]
                    client.post(
                        "http://agent-memory/v1/notifications", json=batch
                    ).raise_for_status()
                elapsed = time.perf_counter() - started
                after = psutil.Process(process.pid).memory_info().rss
                rows.append(
                    Row(
                        f"resident memory after {total:,} notifications published",
                        after / MIB,
                        "MiB",
                        "idle, same process",
                        idle / MIB,
                    )
                )
                rows.append(
                    Row(
                        "publish throughput over the Unix socket (1,000 per request, durable)",
                        total / elapsed,
                        "notifications/s",
                    )
                )
        finally:
            _stop(process)
    return rows


def _sample_run(quick: bool) -> list[Row]:
    runs: list[float] = []
    ingests: list[float] = []
    for _ in range(1 if quick else 3):
        with tempfile.TemporaryDirectory() as tmp:
            started = time.perf_counter()
            result = subprocess.run(
                [
                    *(sys.executable, "-m", "agent_memory.cli", "run", str(SAMPLE)),
                    *("--data-dir", str(Path(tmp) / "run"), "--json"),
                ],
                env=_env(),
                capture_output=True,
                check=True,
            )
            runs.append(time.perf_counter() - started)
            assert json.loads(result.stdout)["lost"] is False
            started = time.perf_counter()
            subprocess.run(
                [
                    *(sys.executable, "-m", "agent_memory.cli", "ingest", str(SAMPLE)),
                    *("--data-dir", str(Path(tmp) / "ingest"), "--json"),
                ],
                env=_env(),
                capture_output=True,
                check=True,
            )
            ingests.append(time.perf_counter() - started)
    return [
        Row(
            "`agent-memory run examples/week.jsonl` (340 lines, fallback), p50",
            statistics.median(runs),
            "s",
            "`ingest` of the same file (intake only)",
            statistics.median(ingests),
            "seconds",
            statistics.median(runs) < 10,
        )
    ]


def run(quick: bool) -> list[Row]:
    """Measure start time, resident memory and the sample's run time; see the module doc."""
    return [*_cold_start(quick), *_memory(quick), *_sample_run(quick)]
