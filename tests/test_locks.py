"""The three lock files stay true to pyproject.toml and to each other (drift checks).

``make lock`` writes ``requirements/runtime.lock`` (what ``make run`` installs),
``requirements/test.lock`` (``make test``) and ``requirements/bench.lock`` (``make bench``) from
``pyproject.toml``. These tests fail when a dependency was added to or changed in
``pyproject.toml`` without running ``make lock``, when a lock pins something nothing needs, or
when two locks disagree on a version.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from importlib import metadata
from pathlib import Path

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import NormalizedName, canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
REQUIREMENTS = ROOT / "requirements"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))

# Which extras each lock holds, beside the runtime dependencies (the Makefile's `lock` target).
LOCK_EXTRAS: Mapping[str, tuple[str, ...]] = {
    "runtime": (),
    "test": ("dev", "llm-test", "ble", "fuzz", "dense"),
    "bench": ("dev", "llm-test", "ble", "fuzz", "dense", "mem0", "dates-compare"),
}
_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;#]+)")


def read_lock(name: str) -> dict[NormalizedName, str]:
    """Return ``{package: version}`` of ``requirements/<name>.lock``."""
    pins: dict[NormalizedName, str] = {}
    for line in (REQUIREMENTS / f"{name}.lock").read_text(encoding="utf-8").splitlines():
        match = _PIN.match(line)
        if match:
            pins[canonicalize_name(match[1])] = match[2]
    return pins


def roots(extras: Iterable[str]) -> list[Requirement]:
    """Return the requirements of ``pyproject.toml`` for the runtime plus ``extras``."""
    project = PYPROJECT["project"]
    texts = list(project["dependencies"])
    for extra in extras:
        texts.extend(project["optional-dependencies"][extra])
    return [Requirement(text) for text in texts]


def closure(requirements: Iterable[Requirement]) -> set[NormalizedName]:
    """Return every distribution the requirements pull in on this interpreter, from the
    metadata of the installed distributions (markers evaluated for this platform)."""
    environment = {key: str(value) for key, value in default_environment().items()}

    def applies(req: Requirement, extras: Iterable[str]) -> bool:
        if req.marker is None:
            return True
        return any(req.marker.evaluate({**environment, "extra": e}) for e in ("", *extras))

    seen: set[tuple[NormalizedName, frozenset[str]]] = set()
    todo = [req for req in requirements if applies(req, ())]
    while todo:
        req = todo.pop()
        key = (canonicalize_name(req.name), frozenset(req.extras))
        if key in seen:
            continue
        seen.add(key)
        for text in metadata.distribution(req.name).requires or []:
            child = Requirement(text)
            if applies(child, req.extras):
                todo.append(child)
    return {name for name, _ in seen}


@pytest.mark.parametrize("lock", sorted(LOCK_EXTRAS))
def test_every_pyproject_requirement_is_pinned_within_its_range(lock: str) -> None:
    pins = read_lock(lock)
    missing = []
    outside = []
    for req in roots(LOCK_EXTRAS[lock]):
        version = pins.get(canonicalize_name(req.name))
        if version is None:
            missing.append(req.name)
        elif not req.specifier.contains(version, prereleases=True):
            outside.append(f"{req.name}=={version} (pyproject says {req.specifier})")
    assert missing == [], f"{lock}.lock lacks {missing}: run `make lock`"
    assert outside == [], f"{lock}.lock pins outside pyproject's range: {outside}"


@pytest.mark.parametrize(("smaller", "larger"), [("runtime", "test"), ("test", "bench")])
def test_each_lock_pins_the_same_versions_as_the_one_it_extends(smaller: str, larger: str) -> None:
    small, large = read_lock(smaller), read_lock(larger)
    assert set(small) <= set(large), sorted(set(small) - set(large))
    differ = {name: (small[name], large[name]) for name in small if small[name] != large[name]}
    assert differ == {}


def test_runtime_lock_holds_exactly_what_the_runtime_dependencies_pull_in() -> None:
    pins = read_lock("runtime")
    needed = closure(roots(()))
    assert sorted(needed - set(pins)) == [], "needed but not locked: run `make lock`"
    assert sorted(set(pins) - needed) == [], "locked but nothing needs it: run `make lock`"


def test_this_environment_was_installed_from_the_test_lock() -> None:
    # The suite runs in the environment `make test` installed: every locked package that is
    # present has the locked version (a stale .venv or a hand install shows here).
    pins = read_lock("test")
    installed = {
        canonicalize_name(dist.metadata["Name"]): dist.version for dist in metadata.distributions()
    }
    differ = {
        name: (version, installed[name])
        for name, version in pins.items()
        if name in installed and installed[name] != version
    }
    assert differ == {}


@pytest.mark.parametrize("lock", sorted(LOCK_EXTRAS))
def test_lock_says_how_it_was_made(lock: str) -> None:
    head = (REQUIREMENTS / f"{lock}.lock").read_text(encoding="utf-8").splitlines()[:2]
    assert head[1].strip() == "#    make lock"
