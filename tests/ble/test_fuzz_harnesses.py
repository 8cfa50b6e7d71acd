"""Each atheris harness in fuzz/ runs a bounded number of inputs without finding a crash."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("atheris")

FUZZ = Path(__file__).resolve().parents[2] / "fuzz"


@pytest.mark.parametrize("name", ["lines", "dumpsys", "ancs"])
def test_harness_runs_clean_for_a_bounded_number_of_inputs(name: str, tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            str(FUZZ / f"fuzz_{name}.py"),
            "-runs=3000",
            "-max_len=2048",
            f"-artifact_prefix={tmp_path}/",
            str(tmp_path),
            str(FUZZ / "seeds" / name),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Done 3000 runs" in result.stderr
