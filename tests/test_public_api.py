"""The public surface is listed once in ``agent_memory.__all__`` and every name resolves."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import agent_memory
from agent_memory import errors


def test_every_public_name_resolves() -> None:
    for name in agent_memory.__all__:
        assert hasattr(agent_memory, name), name


def test_every_module_all_names_exist() -> None:
    for info in pkgutil.walk_packages(agent_memory.__path__, "agent_memory."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for name in getattr(module, "__all__", []):
            assert hasattr(module, name), f"{info.name}.{name}"


def test_every_error_is_exported_and_derives_from_the_root() -> None:
    classes = {
        name: obj
        for name, obj in vars(errors).items()
        if inspect.isclass(obj)
        and issubclass(obj, BaseException)
        and obj.__module__ == errors.__name__
    }
    assert set(classes) == set(errors.__all__)
    for name, cls in classes.items():
        assert issubclass(cls, errors.AgentMemoryError), name
        assert name in agent_memory.__all__, name
