"""The privacy classifier compiled with mypyc (privacy/native.py): loaded only while its build is
current, and giving the same verdicts as the Python it was compiled from."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

import pytest

from agent_memory import privacy
from agent_memory.privacy import native, scan
from agent_memory.privacy.native import (
    NATIVE_DIR,
    PURE_PYTHON_ENV,
    STAMP_FILE,
    activate,
    build_sources,
    module_files,
    sources_digest,
)

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "agent_memory" / "privacy"
CORPUS = sorted((ROOT / "tests" / "fixtures" / "noise").glob("*.jsonl"))

# Prints every corpus line's verdict, plain and with mask_secrets, as one JSON list.
_VERDICTS_SCRIPT = """
import json, sys
from pathlib import Path
from agent_memory import privacy
from agent_memory.evaluation.noise import load_corpus
from agent_memory.notifications.noise import classify
out = []
for sample in load_corpus([Path(p) for p in sys.argv[1:]]):
    for mask in (False, True):
        v = classify(sample.event, mask_secrets=mask)
        out.append([v.label, v.reason, [[s.field, s.start, s.end, s.kind] for s in v.spans]])
print(json.dumps({"native": privacy.NATIVE.reason, "verdicts": out}))
"""


# Builds the package folder argv[1]; prints a NativeBuildError and exits 3 when the build fails.
_BUILD_SCRIPT = """
import sys
from pathlib import Path
from agent_memory.errors import NativeBuildError
from agent_memory.privacy.native import build
try:
    build(Path(sys.argv[1]), jobs=1)
except NativeBuildError as exc:
    print(f"NativeBuildError: {exc}")
    raise SystemExit(3)
"""


def _fake_package(tmp_path: Path) -> Path:
    """``agent_memory/privacy`` under ``tmp_path``: two sources (one importing a module outside
    the package), and a current build stamp beside module files of the recorded sizes."""
    package = tmp_path / "agent_memory" / "privacy"
    package.mkdir(parents=True)
    (tmp_path / "agent_memory" / "event.py").write_text("LIMIT = 4096\n", encoding="utf-8")
    (package / "scan.py").write_text(
        "from agent_memory.event import LIMIT\nX = LIMIT\n", encoding="utf-8"
    )
    (package / "tables.py").write_text("Y = 2\n", encoding="utf-8")
    folder = package / NATIVE_DIR
    folder.mkdir()
    for name in module_files():
        (folder / name).write_bytes(b"compiled")
    sources = build_sources(package)
    assert sources == [
        "agent_memory/event.py",
        "agent_memory/privacy/scan.py",
        "agent_memory/privacy/tables.py",
    ]
    _write_stamp(folder, sources=sources, sources_sha256=sources_digest(tmp_path, sources))
    return package


def _write_stamp(folder: Path, **changes: object) -> None:
    stamp: dict[str, object] = {
        "format": "agent-memory.native-build",
        "version": 1,
        "sources": [],
        "sources_sha256": "",
        "cache_tag": sys.implementation.cache_tag,
        "ext_suffix": sysconfig.get_config_var("EXT_SUFFIX"),
        "module_sizes": {name: len(b"compiled") for name in module_files()},
        "mypy": "2.4.1",
        "modules": list(native.COMPILED_MODULES),
    }
    stamp.update(changes)
    (folder / STAMP_FILE).write_text(json.dumps(stamp), encoding="utf-8")


def _stamp(package: Path) -> dict[str, object]:
    loaded: dict[str, object] = json.loads((package / NATIVE_DIR / STAMP_FILE).read_text())
    return loaded


def test_a_current_build_goes_first_on_the_package_path(tmp_path: Path) -> None:
    package = _fake_package(tmp_path)
    path = [str(package)]
    status = activate(path, package, environ={})
    assert (status.active, status.reason) == (True, "active")
    assert path == [str(package / NATIVE_DIR), str(package)]


def test_no_build_runs_the_package_as_python(tmp_path: Path) -> None:
    package = _fake_package(tmp_path)
    (package / NATIVE_DIR / STAMP_FILE).unlink()
    path = [str(package)]
    assert activate(path, package, environ={}).reason == "not_built"
    assert path == [str(package)]


def test_a_source_changed_after_the_build_is_never_shadowed_by_it(tmp_path: Path) -> None:
    package = _fake_package(tmp_path)
    (package / "tables.py").write_text("Y = 3\n", encoding="utf-8")  # not compiled, still counts
    path = [str(package)]
    status = activate(path, package, environ={})
    assert (status.active, status.reason) == (False, "stale")
    assert path == [str(package)]


def test_a_changed_module_the_package_imports_makes_the_build_stale(tmp_path: Path) -> None:
    # mypyc folds an imported Final constant into the compiled code (ble.event.MAX_BODY_BYTES).
    package = _fake_package(tmp_path)
    (tmp_path / "agent_memory" / "event.py").write_text("LIMIT = 8\n", encoding="utf-8")
    assert activate([str(package)], package, environ={}).reason == "stale"


def test_a_new_source_file_makes_the_build_stale(tmp_path: Path) -> None:
    package = _fake_package(tmp_path)
    (package / "extra.py").write_text("Z = 0\n", encoding="utf-8")
    assert activate([str(package)], package, environ={}).reason == "stale"


def test_a_listed_source_that_is_gone_makes_the_build_stale(tmp_path: Path) -> None:
    package = _fake_package(tmp_path)
    (tmp_path / "agent_memory" / "event.py").unlink()
    assert activate([str(package)], package, environ={}).reason == "stale"


def test_a_build_for_another_python_is_not_loaded(tmp_path: Path) -> None:
    package = _fake_package(tmp_path)
    _write_stamp(package / NATIVE_DIR, **{**_stamp(package), "cache_tag": "cpython-399"})
    assert activate([str(package)], package, environ={}).reason == "other_python"


@pytest.mark.parametrize(
    "stamp",
    [
        b"{not json",
        b'["a list"]',
        b'{"format": "other", "version": 1}',
        b'{"format": "agent-memory.native-build", "version": 1}',
        b"\xff\xfe not utf-8",
        b"[" * 100_000,
    ],
    ids=["not-json", "a-list", "other-format", "keys-missing", "not-utf8", "nested-too-deep"],
)
def test_a_damaged_stamp_runs_the_package_as_python(tmp_path: Path, stamp: bytes) -> None:
    package = _fake_package(tmp_path)
    (package / NATIVE_DIR / STAMP_FILE).write_bytes(stamp)
    path = [str(package)]
    assert activate(path, package, environ={}).reason == "damaged"
    assert path == [str(package)]


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("version", True),
        ("version", 1.0),
        ("sources", ["../outside.py"]),
        ("sources", "agent_memory/privacy/scan.py"),
        ("module_sizes", {"scan.so": "8"}),
        ("cache_tag", 311),
    ],
)
def test_a_stamp_key_of_the_wrong_shape_is_damaged(tmp_path: Path, key: str, value: object) -> None:
    package = _fake_package(tmp_path)
    _write_stamp(package / NATIVE_DIR, **{**_stamp(package), key: value})
    assert activate([str(package)], package, environ={}).reason == "damaged"


def test_a_missing_or_cut_module_file_runs_the_package_as_python(tmp_path: Path) -> None:
    # An extension module cut short kills the process that imports it (SIGBUS): never loaded.
    package = _fake_package(tmp_path)
    first, second = module_files()[:2]
    (package / NATIVE_DIR / first).write_bytes(b"comp")
    assert activate([str(package)], package, environ={}).reason == "damaged"
    (package / NATIVE_DIR / first).write_bytes(b"compiled")
    (package / NATIVE_DIR / second).unlink()
    assert activate([str(package)], package, environ={}).reason == "damaged"


@pytest.mark.parametrize("value", ["1", "true", "YES", "on"])
def test_the_pure_python_switch_wins_over_a_current_build(tmp_path: Path, value: str) -> None:
    package = _fake_package(tmp_path)
    path = [str(package)]
    assert activate(path, package, environ={PURE_PYTHON_ENV: value}).reason == "disabled"
    assert path == [str(package)]


@pytest.mark.parametrize("value", ["", "0", "false", "no"])
def test_a_pure_python_switch_that_is_off_loads_the_build(tmp_path: Path, value: str) -> None:
    package = _fake_package(tmp_path)
    assert activate([str(package)], package, environ={PURE_PYTHON_ENV: value}).active


def _needs_the_build() -> None:
    """Skip where this process runs the classifier as Python; under ``make test``
    (``AGENT_MEMORY_REQUIRE_NATIVE=1``, after ``make native``) fail instead."""
    if privacy.NATIVE.active:
        return
    reason = f"the classifier runs as Python here ({privacy.NATIVE.reason}; make native)"
    if os.environ.get("AGENT_MEMORY_REQUIRE_NATIVE") == "1":
        pytest.fail(reason)
    pytest.skip(reason)


def test_this_process_runs_the_current_build_of_the_package() -> None:
    _needs_the_build()
    stamp = json.loads((PACKAGE / NATIVE_DIR / STAMP_FILE).read_text(encoding="utf-8"))
    assert stamp["sources"] == build_sources(PACKAGE)
    assert "agent_memory/ble/event.py" in stamp["sources"]  # MAX_BODY_BYTES, folded in
    assert stamp["sources_sha256"] == sources_digest(PACKAGE.parent.parent, stamp["sources"])
    spec = scan.__spec__
    assert spec is not None
    assert spec.origin is not None
    # mypyc names the module's file by its full name under the folder it was loaded from.
    origin = Path(spec.origin)
    assert origin.is_relative_to(PACKAGE / NATIVE_DIR)
    assert origin.name == "scan" + sysconfig.get_config_var("EXT_SUFFIX")


def _corpus_verdicts(**env: str) -> dict[str, Any]:
    """:data:`_VERDICTS_SCRIPT`'s output over the corpus, in a process with ``env`` added."""
    done = subprocess.run(
        [sys.executable, "-c", _VERDICTS_SCRIPT, *map(str, CORPUS)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, **env},
        timeout=240,
    )
    found: dict[str, Any] = json.loads(done.stdout)
    return found


def test_the_compiled_classifier_gives_the_python_verdicts() -> None:
    _needs_the_build()
    compiled = _corpus_verdicts()
    python = _corpus_verdicts(**{PURE_PYTHON_ENV: "1"})
    assert (compiled["native"], python["native"]) == ("active", "disabled")
    assert len(compiled["verdicts"]) > 40_000
    assert compiled["verdicts"] == python["verdicts"]


def _copy_of_the_sources(tmp_path: Path) -> Path:
    """A copy of ``src/agent_memory`` (no build, no data files) under ``tmp_path``; returns its
    ``privacy`` folder."""
    source = tmp_path / "src" / "agent_memory"
    shutil.copytree(
        ROOT / "src" / "agent_memory",
        source,
        ignore=shutil.ignore_patterns("__pycache__", "_native*", "*.json"),
    )
    return source / "privacy"


def _build_in_a_process(script: str, package: Path) -> subprocess.CompletedProcess[str]:
    """Run a build ``script`` on ``package`` in a process of its own (setuptools, once imported,
    puts its vendored packages on sys.path) and check that it failed as a build fails (exit 3,
    the NativeBuildError printed)."""
    done = subprocess.run(
        [sys.executable, "-c", script, str(package)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 3, done.stderr[-2000:]
    return done


def test_a_module_that_mypyc_refuses_fails_the_build_and_keeps_the_last_one(
    tmp_path: Path,
) -> None:
    package = _copy_of_the_sources(tmp_path)
    with (package / "scan.py").open("a", encoding="utf-8") as file:
        file.write('\n_BROKEN: int = "not an int"\n')
    earlier = package / NATIVE_DIR
    earlier.mkdir()
    (earlier / STAMP_FILE).write_text("earlier build\n", encoding="utf-8")
    done = _build_in_a_process(_BUILD_SCRIPT, package)
    assert "NativeBuildError: the native build failed (exit status" in done.stdout
    assert (earlier / STAMP_FILE).read_text(encoding="utf-8") == "earlier build\n"
    assert not (package / f"{NATIVE_DIR}.new").exists()


# Builds the package folder argv[1] while its tables.py changes under it (mypyc's step is
# replaced by one that edits the source and compiles nothing, so no C compiler runs).
_EDITED_DURING_BUILD_SCRIPT = """
import sys
from pathlib import Path
import mypyc.build
from agent_memory.errors import NativeBuildError
from agent_memory.privacy.native import build
package = Path(sys.argv[1])
def edit_then_compile_nothing(*args, **kwargs):
    with (package / "tables.py").open("a", encoding="utf-8") as file:
        file.write("# edited while the build ran\\n")
    return []
mypyc.build.mypycify = edit_then_compile_nothing
try:
    build(package, jobs=1)
except NativeBuildError as exc:
    print(f"NativeBuildError: {exc}")
    raise SystemExit(3)
"""


def test_a_source_edited_while_the_build_runs_is_not_installed(tmp_path: Path) -> None:
    package = _copy_of_the_sources(tmp_path)
    done = _build_in_a_process(_EDITED_DURING_BUILD_SCRIPT, package)
    assert "a source changed while the native build ran" in done.stdout
    assert not (package / NATIVE_DIR).exists()
    assert not (package / f"{NATIVE_DIR}.new").exists()
