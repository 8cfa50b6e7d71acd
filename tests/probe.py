"""Run Python code in a fresh interpreter and read what it printed last as JSON.

For what only a new process shows: which modules an import pulls in, what is built at first
use, what a process keeps resident.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Mapping
from typing import Any


def run_probe(code: str, *, timeout_s: float = 60, env: Mapping[str, str] | None = None) -> Any:
    """Run ``code`` with this interpreter; return its last stdout line parsed as JSON.

    ``env`` adds to (or overrides) this process's environment for the probe (``TZ``, ...).

    Raises:
        subprocess.CalledProcessError: The probe exited with an error.
        subprocess.TimeoutExpired: It ran longer than ``timeout_s`` seconds.
    """
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        timeout=timeout_s,
        env={**os.environ, **env} if env is not None else None,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])
