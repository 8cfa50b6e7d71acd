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

import pytest

from agent_memory import privacy
from agent_memory.evaluation.noise import load_corpus
from agent_memory.notifications.noise import classify
from agent_memory.privacy import native, scan
from agent_memory.privacy.native import (
    NATIVE_DIR,
    PURE_PYTHON_ENV,
    STAMP_FILE,
    activate,
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
    """A package folder with two sources and a current build stamp beside empty module files."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "scan.py").write_text("X = 1\n", encoding="utf-8")
    (package / "tables.py").write_text("Y = 2\n", encoding="utf-8")
    folder = package / NATIVE_DIR
    folder.mkdir()
    for name in module_files():
        (folder / name).write_bytes(b"")
    _write_stamp(folder, sources_sha256=sources_digest(package))
    return package


def _write_stamp(folder: Path, **changes: object) -> None:
    stamp: dict[str, object] = {
        "format": "agent-memory.native-build",
        "version": 1,
        "sources_sha256": "",
        "cache_tag": sys.implementation.cache_tag,
        "ext_suffix": sysconfig.get_config_var("EXT_SUFFIX"),
        "mypy": "2.4.1",
        "modules": list(native.COMPILED_MODULES),
    }
    stamp.update(changes)
    (folder / STAMP_FILE).write_text(json.dumps(stamp), encoding="utf-8")


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


def test_a_new_source_file_makes_the_build_stale(tmp_path: Path) -> None:
    package = _fake_package(tmp_path)
    (package / "extra.py").write_text("Z = 0\n", encoding="utf-8")
    assert activate([str(package)], package, environ={}).reason == "stale"


def test_a_build_for_another_python_is_not_loaded(tmp_path: Path) -> None:
    package = _fake_package(tmp_path)
    _write_stamp(
        package / NATIVE_DIR, sources_sha256=sources_digest(package), cache_tag="cpython-399"
    )
    assert activate([str(package)], package, environ={}).reason == "other_python"


@pytest.mark.parametrize("stamp", ["{not json", '["a list"]', '{"format": "other", "version": 1}'])
def test_a_damaged_stamp_runs_the_package_as_python(tmp_path: Path, stamp: str) -> None:
    package = _fake_package(tmp_path)
    (package / NATIVE_DIR / STAMP_FILE).write_text(stamp, encoding="utf-8")
    path = [str(package)]
    assert activate(path, package, environ={}).reason == "damaged"
    assert path == [str(package)]


def test_a_missing_module_file_runs_the_package_as_python(tmp_path: Path) -> None:
    package = _fake_package(tmp_path)
    (package / NATIVE_DIR / module_files()[0]).unlink()
    assert activate([str(package)], package, environ={}).reason == "damaged"


def test_the_pure_python_switch_wins_over_a_current_build(tmp_path: Path) -> None:
    package = _fake_package(tmp_path)
    path = [str(package)]
    assert activate(path, package, environ={PURE_PYTHON_ENV: "1"}).reason == "disabled"
    assert path == [str(package)]
    assert activate(path, package, environ={PURE_PYTHON_ENV: "0"}).active


def _current_build() -> bool:
    stamp = PACKAGE / NATIVE_DIR / STAMP_FILE
    if not stamp.is_file():
        return False
    recorded = json.loads(stamp.read_text(encoding="utf-8")).get("sources_sha256")
    return bool(recorded == sources_digest(PACKAGE))


def test_a_current_build_of_the_package_is_what_this_process_runs() -> None:
    if not _current_build():
        pytest.skip("no current build of the privacy classifier (make native)")
    assert privacy.NATIVE.active
    spec = scan.__spec__
    assert spec is not None
    assert spec.origin is not None
    # mypyc names the module's file by its full name under the folder it was loaded from.
    origin = Path(spec.origin)
    assert origin.is_relative_to(PACKAGE / NATIVE_DIR)
    assert origin.name == "scan" + sysconfig.get_config_var("EXT_SUFFIX")


def test_the_compiled_classifier_gives_the_python_verdicts() -> None:
    if not privacy.NATIVE.active:
        pytest.skip(f"the classifier runs as Python here ({privacy.NATIVE.reason})")
    env = {**os.environ, PURE_PYTHON_ENV: "1"}
    done = subprocess.run(
        [sys.executable, "-c", _VERDICTS_SCRIPT, *map(str, CORPUS)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=240,
    )
    python = json.loads(done.stdout)
    assert python["native"] == "disabled"
    compiled = []
    for sample in load_corpus(CORPUS):
        for mask in (False, True):
            v = classify(sample.event, mask_secrets=mask)
            spans = [[s.field, s.start, s.end, s.kind] for s in v.spans]
            compiled.append([v.label, v.reason, spans])
    assert len(compiled) > 40_000
    assert compiled == python["verdicts"]


def test_a_module_that_mypyc_refuses_fails_the_build_and_keeps_the_last_one(
    tmp_path: Path,
) -> None:
    source = tmp_path / "src" / "agent_memory"
    shutil.copytree(
        ROOT / "src" / "agent_memory",
        source,
        ignore=shutil.ignore_patterns("__pycache__", "_native*", "*.json"),
    )
    package = source / "privacy"
    with (package / "scan.py").open("a", encoding="utf-8") as file:
        file.write('\n_BROKEN: int = "not an int"\n')
    earlier = package / NATIVE_DIR
    earlier.mkdir()
    (earlier / STAMP_FILE).write_text("earlier build\n", encoding="utf-8")
    # In a process of its own: setuptools, once imported, puts its vendored packages on sys.path.
    done = subprocess.run(
        [sys.executable, "-c", _BUILD_SCRIPT, str(package)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 3, done.stderr[-2000:]
    assert "NativeBuildError: the native build failed (exit status" in done.stdout
    assert (earlier / STAMP_FILE).read_text(encoding="utf-8") == "earlier build\n"
    assert not (package / f"{NATIVE_DIR}.new").exists()
