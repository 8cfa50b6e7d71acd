"""Fixtures shared across test folders."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

from agent_memory.errors import ModelUnavailable
from benchmarks.llama_server import LlamaServer, assemble_gemma_model, locate_llama_server


@pytest.fixture(autouse=True)
def restore_root() -> Iterator[None]:
    """Leave the root logger as each test found it.

    A command run in-process (``run``, ``serve`` through ``CliRunner``) configures logging onto
    the runner's stream, which is closed when the command ends; a handler left behind would
    write a later test's log lines into a closed stream ("--- Logging error ---" in its output).
    """
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in [h for h in root.handlers if h not in handlers]:
        root.removeHandler(handler)
    root.setLevel(level)


@pytest.fixture(scope="session")
def llama(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LlamaServer]:
    """A llama-server on 127.0.0.1 serving Gemma 3 270M, shared by the whole session.

    Skips, naming the reason, only where the binary cannot run on this machine.
    """
    directory = tmp_path_factory.mktemp("llama")
    try:
        binary = locate_llama_server()
        model = assemble_gemma_model(directory)
        server = LlamaServer(binary, model, log_path=directory / "server.log", ctx_size=4096)
        server.start()
    except ModelUnavailable as exc:
        pytest.skip(f"llama-server cannot run here: {exc}")
    try:
        yield server
    finally:
        server.stop()
