"""The service: cold start to ready, resident memory idle and after intake, the sample's run time.

Every figure is measured on a real ``agent-memory serve`` (or ``run``) subprocess, beside a
reference measured in the same run: a bare interpreter for start time and memory, the same
third-party stack imported alone (what is ours and what is the libraries'), the process's own CPU
time (start time on a loaded machine is mostly waiting for a core), ``ingest`` (intake only) for
the whole pipeline.

Resident memory is measured on the service as a device installs it: a virtual environment with
only the runtime dependencies, at the lock file's versions (built once into ``.venv-runtime/``,
rebuilt when ``pyproject.toml`` or the lock changes), and the package installed into it from this
checkout as a wheel (byte-compiled, as pip installs it) at every run. The
development environment holds test and benchmark libraries that some runtime libraries import
when present (``h2`` for httpx's HTTP/2 support, ``attrs``), so its figure is shown beside it.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
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
MB = 1000 * 1000
RUNTIME_VENV = ROOT / ".venv-runtime"
_STACK_IMPORTS = "import typer, pythonjsonlogger.json, pydantic_settings, fastapi, uvicorn"
"""What any Python service with this CLI, logging, settings and HTTP stack imports."""


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith("AGENT_MEMORY_")}


def runtime_python() -> str:
    """Return the interpreter of a venv with only the runtime dependencies, at the lock's versions.

    What a device installs (``pip install agent-memory``, no extras). The dependencies are
    installed with pip (from the package index or pip's cache) on first use into
    ``.venv-runtime/`` and again when ``pyproject.toml`` or ``requirements/runtime.lock`` changes;
    the package itself is built from this checkout and installed, byte-compiled, on every call.

    Raises:
        subprocess.CalledProcessError: The venv could not be built (no index, no cache).
    """
    pyproject = (ROOT / "pyproject.toml").read_bytes()
    lock = ROOT / "requirements" / "runtime.lock"
    digest = hashlib.sha256(pyproject + lock.read_bytes()).hexdigest()
    stamp = RUNTIME_VENV / ".stamp"
    python = RUNTIME_VENV / "bin" / "python"
    if not stamp.exists() or stamp.read_text() != digest:
        shutil.rmtree(RUNTIME_VENV, ignore_errors=True)
        subprocess.run([sys.executable, "-m", "venv", str(RUNTIME_VENV)], check=True)
        subprocess.run(
            [str(python), "-m", "pip", "install", "--quiet", "--no-deps", "-r", str(lock)],
            check=True,
        )
        stamp.write_text(digest)
    subprocess.run(
        [
            str(python),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--force-reinstall",
            str(ROOT),
        ],
        check=True,
    )
    return str(python)


def _start(
    data_dir: Path, *extra: str, python: str = sys.executable
) -> tuple[subprocess.Popen[bytes], Path, float]:
    sock = data_dir / "api.sock"
    started = time.perf_counter()
    process = subprocess.Popen(
        [
            *(python, "-m", "agent_memory.cli", "serve", "--data-dir", str(data_dir)),
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


def _idle_rss(python: str, code: str, settle_s: float) -> int:
    """Return the resident bytes of ``python -c code`` after ``settle_s`` seconds.

    ``code`` must end by waiting on stdin, which is closed afterwards to end the process.
    """
    process = subprocess.Popen([python, "-c", code], stdin=subprocess.PIPE)
    time.sleep(settle_s)
    rss = psutil.Process(process.pid).memory_info().rss
    assert process.stdin is not None
    process.stdin.close()
    process.wait(timeout=30)
    return int(rss)


_STACK_WITH_CLIENT = (
    f"{_STACK_IMPORTS}, openai; "
    "client = openai.AsyncOpenAI(base_url='http://127.0.0.1:9/v1', api_key='none'); "
    "import sys; sys.stdin.read()"
)
"""The same third-party stack with the OpenAI SDK imported and one client made, idling."""


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


def _cold_start(quick: bool, python: str) -> list[Row]:
    starts: list[float] = []
    cpu: list[float] = []
    bare: list[float] = []
    stack: list[float] = []
    for _ in range(2 if quick else 7):
        with tempfile.TemporaryDirectory() as tmp:
            process, _, elapsed = _start(Path(tmp), python=python)
            cpu.append(_cpu_s(process))
            _stop(process)
            starts.append(elapsed)
        bare.append(_time_bare_exit(python))
        stack.append(_time_bare_exit(python, _STACK_IMPORTS))
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
            "importing the third-party stack alone (typer, python-json-logger, "
            "pydantic-settings, FastAPI, uvicorn), then exiting",
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


def _time_bare_exit(python: str, code: str = "pass") -> float:
    started = time.perf_counter()
    subprocess.run([python, "-c", code], check=True, env=_env())
    return time.perf_counter() - started


def _serve_idle(python: str, publish_total: int = 0) -> tuple[int, int | None, float | None]:
    """Start ``serve`` with an OpenAI-compatible provider whose server refuses connections.

    The first batch opens the OpenAI client (the SDK is imported lazily) and its call fails;
    the service then idles in its backoff, which is when resident memory is read. With
    ``publish_total``, that many notifications are published afterwards (1,000 per request).

    Returns:
        Idle resident bytes, resident bytes after publishing (or ``None``), and the publish
        throughput in notifications per second (or ``None``).
    """
    with tempfile.TemporaryDirectory() as tmp:
        process, sock, _ = _start(
            Path(tmp),
            *("--provider", "openai", "--base-url", "http://127.0.0.1:9/v1"),
            *("--model", "none", "--idle-delay", "0"),
            python=python,
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
                idle = int(psutil.Process(process.pid).memory_info().rss)
                if not publish_total:
                    return idle, None, None
                started = time.perf_counter()
                for first in range(1, publish_total + 1, 1000):
                    last = min(first + 1000, publish_total + 1)
                    batch = [_notification(n) for n in range(first, last)]
                    client.post(
                        "http://agent-memory/v1/notifications", json=batch
                    ).raise_for_status()
                elapsed = time.perf_counter() - started
                after = int(psutil.Process(process.pid).memory_info().rss)
                return idle, after, publish_total / elapsed
        finally:
            _stop(process)


def _memory(quick: bool, python: str) -> list[Row]:
    bare_rss = _idle_rss(python, "import sys; sys.stdin.read()", settle_s=0.3)
    stack_rss = _idle_rss(python, _STACK_WITH_CLIENT, settle_s=3.0)
    total = 10_000 if quick else 100_000
    idle, after, throughput = _serve_idle(python, publish_total=total)
    samples = [idle] + [_serve_idle(python)[0] for _ in range(0 if quick else 4)]
    median = statistics.median(samples)
    dev_idle = _serve_idle(sys.executable)[0] if python != sys.executable else None
    rows = [
        Row(
            f"resident memory idle, openai client loaded, p50 of {len(samples)} starts "
            "(runtime dependencies only, as a device installs it)",
            median / MB,
            "MB",
            "bare interpreter",
            bare_rss / MB,
            "< 80 MB",
            median < 80 * MB,
        ),
        Row(
            "resident memory idle, openai client loaded (same figure)",
            median / MB,
            "MB",
            "the third-party stack alone (typer, python-json-logger, pydantic-settings, "
            "FastAPI, uvicorn, the OpenAI SDK with one client), idling",
            stack_rss / MB,
        ),
    ]
    if dev_idle is not None:
        rows.append(
            Row(
                "resident memory idle, openai client loaded, in the development venv (also "
                "holds h2, which httpx's HTTP/2 support imports when present)",
                dev_idle / MB,
                "MB",
                "runtime dependencies only (the p50 above)",
                median / MB,
            )
        )
    assert after is not None
    assert throughput is not None
    rows += [
        Row(
            f"resident memory after {total:,} notifications published",
            after / MB,
            "MB",
            "idle, same process",
            idle / MB,
        ),
        Row(
            "publish throughput over the Unix socket (1,000 per request, durable)",
            throughput,
            "notifications/s",
        ),
    ]
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
    python = runtime_python()
    return [*_cold_start(quick, python), *_memory(quick, python), *_sample_run(quick)]
