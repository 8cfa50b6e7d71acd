"""The engine's public surface, and the lazy import of the model SDK."""

from __future__ import annotations

import inspect
import subprocess
import sys

import agent_memory
import agent_memory.engine
import agent_memory.testing


def test_engine_names_are_exported_and_documented() -> None:
    for module in (agent_memory.engine, agent_memory.testing):
        for name in module.__all__:
            value = getattr(module, name)
            if inspect.isclass(value) or inspect.isfunction(value):
                assert getattr(value, "__doc__", None), f"{module.__name__}.{name} has no docstring"
    assert agent_memory.MemoryMergeEngine is agent_memory.engine.MemoryMergeEngine
    assert "MemoryMergeEngine" in agent_memory.__all__


def test_importing_the_package_does_not_import_the_model_sdk() -> None:
    code = (
        "import sys, agent_memory, agent_memory.engine; "
        "print('openai' in sys.modules, 'httpx2' in sys.modules, 'json_repair' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.split() == ["False", "False", "False"]
