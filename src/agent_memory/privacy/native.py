"""The privacy classifier compiled to C with mypyc: the same code, its verdicts unchanged, faster.

The classifier's modules (:data:`COMPILED_MODULES`) are plain, strictly typed Python. ``make
test`` (and ``make native`` alone) compiles them with mypyc, the compiler that ships with mypy,
into extension modules in the package's ``_native`` folder, beside a stamp (``BUILD.json``,
``docs/formats/native-build.md``) that names the digest of the package's sources it was built
from. The folder is a build output: it is not in the repository and not in a wheel.

On import, :mod:`agent_memory.privacy` calls :func:`activate`: when the stamp names the sources
as they are now and the running Python, the ``_native`` folder goes first on the package's
``__path__``, so ``agent_memory.privacy.scan`` and the others load compiled; otherwise (not built,
a source changed since the build, another Python, a damaged stamp, or
``AGENT_MEMORY_PURE_PYTHON=1``) the package runs as Python. An edited source is therefore never
shadowed by an older build. Either way the verdicts are the same
(``tests/privacy/test_native.py`` compares them over the labelled corpus); the compiled filter
takes about three quarters of the time (``docs/benchmarks.md``, noise).

Build: ``python -m agent_memory.privacy build``; what is loaded: ``python -m
agent_memory.privacy status``. Building needs mypy and setuptools (both in
``requirements/test.lock``) and a C compiler.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import sysconfig
import tempfile
from collections.abc import Mapping, MutableSequence, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal

from agent_memory.errors import NativeBuildError

__all__ = [
    "COMPILED_MODULES",
    "NATIVE_DIR",
    "PURE_PYTHON_ENV",
    "NativeStatus",
    "activate",
    "build",
    "module_files",
    "sources_digest",
]

COMPILED_MODULES: Final = (
    "fields",
    "scan",
    "codes",
    "secrets",
    "system",
    "marketing",
    "classifier",
)
"""The modules of :mod:`agent_memory.privacy` that are compiled, in import order.

Not compiled: ``verdict`` (its :class:`~agent_memory.privacy.verdict.Verdict` and ``Span`` are
public and stay plain dataclasses, which copy and pickle), ``spam_model`` (its training must
write the same weights byte for byte as Python does; its hot path is calls into C already),
``tables`` (the rules as data) and this module."""

NATIVE_DIR: Final = "_native"
"""The folder, inside the package, that holds the compiled modules and :data:`STAMP_FILE`."""

STAMP_FILE: Final = "BUILD.json"
"""The build's stamp in :data:`NATIVE_DIR` (``docs/formats/native-build.md``)."""

PURE_PYTHON_ENV: Final = "AGENT_MEMORY_PURE_PYTHON"
"""Set to ``1`` to run the package as Python even where a current build exists."""

STAMP_FORMAT: Final = "agent-memory.native-build"
STAMP_VERSION: Final = 1

# The compiled modules' shared runtime, a module of the package like the others (mypyc's group).
_GROUP: Final = "agent_memory.privacy.native_group"

NativeReason = Literal["active", "disabled", "not_built", "stale", "other_python", "damaged"]


@dataclass(frozen=True, slots=True)
class NativeStatus:
    """Whether the package runs compiled, and why (what :func:`activate` decided).

    Attributes:
        active: True when :data:`NATIVE_DIR` was put first on the package's ``__path__``.
        reason: ``active``; ``disabled`` (:data:`PURE_PYTHON_ENV`); ``not_built`` (no stamp);
            ``stale`` (the sources changed since the build); ``other_python`` (built for
            another interpreter); ``damaged`` (an unreadable stamp or a missing module file).
        directory: The :data:`NATIVE_DIR` folder looked at.
    """

    active: bool
    reason: NativeReason
    directory: Path


def sources_digest(package_dir: Path) -> str:
    """Return the SHA-256 (hex) of the package's Python sources: every ``*.py`` file directly
    in ``package_dir``, in name order, each as its name, a NUL, its bytes and a NUL.

    Every source counts, compiled or not: a compiled module may fold in a ``Final`` constant of
    :mod:`~agent_memory.privacy.tables`, so any change makes a build stale.
    """
    digest = hashlib.sha256()
    for path in sorted(package_dir.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _ext_suffix() -> str:
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    return suffix if isinstance(suffix, str) else ".so"


def module_files() -> list[str]:
    """The file names a build writes into :data:`NATIVE_DIR` besides :data:`STAMP_FILE`: one
    extension module per :data:`COMPILED_MODULES` and their shared runtime, for this Python."""
    suffix = _ext_suffix()
    group = _GROUP.rsplit(".", 1)[1] + "__mypyc"
    return [f"{name}{suffix}" for name in (*COMPILED_MODULES, group)]


def activate(
    path: MutableSequence[str], package_dir: Path, environ: Mapping[str, str] | None = None
) -> NativeStatus:
    """Put the compiled modules first on the package's ``path`` when their build is current.

    Args:
        path: The package's ``__path__``; changed in place (``NATIVE_DIR`` inserted at 0) only
            when the returned status is active.
        package_dir: The package's folder (its sources and its :data:`NATIVE_DIR`).
        environ: The environment to read :data:`PURE_PYTHON_ENV` from; ``os.environ`` when
            None.

    Returns:
        The :class:`NativeStatus`. Nothing is raised: any doubt runs the package as Python.
    """
    native = package_dir / NATIVE_DIR
    env = os.environ if environ is None else environ
    if env.get(PURE_PYTHON_ENV, "") not in ("", "0"):
        return NativeStatus(False, "disabled", native)
    try:
        raw = (native / STAMP_FILE).read_text(encoding="utf-8")
    except OSError:
        return NativeStatus(False, "not_built", native)
    try:
        stamp = json.loads(raw)
        valid = (
            isinstance(stamp, dict)
            and stamp.get("format") == STAMP_FORMAT
            and stamp.get("version") == STAMP_VERSION
        )
    except ValueError:
        valid = False
    if not valid:
        return NativeStatus(False, "damaged", native)
    if (
        stamp.get("cache_tag") != sys.implementation.cache_tag
        or stamp.get("ext_suffix") != _ext_suffix()
    ):
        return NativeStatus(False, "other_python", native)
    if stamp.get("sources_sha256") != sources_digest(package_dir):
        return NativeStatus(False, "stale", native)
    if not all((native / name).is_file() for name in module_files()):
        return NativeStatus(False, "damaged", native)
    path.insert(0, str(native))
    return NativeStatus(True, "active", native)


def build(package_dir: Path | None = None, *, jobs: int = 2) -> Path:
    """Compile :data:`COMPILED_MODULES` with mypyc into ``package_dir``'s :data:`NATIVE_DIR`.

    The modules are compiled in a temporary folder; the new :data:`NATIVE_DIR` (modules and
    stamp) then replaces the old one by two renames, so a failed build leaves the earlier one
    as it was, and a running process keeps the modules it loaded.

    Args:
        package_dir: The package's folder; the folder of this module when None.
        jobs: C compiler processes at once.

    Returns:
        The :data:`NATIVE_DIR` folder written.

    Raises:
        NativeBuildError: mypy, mypyc or setuptools is missing, mypyc refused a module, or the
            C compiler failed (the compiler's own output is on stderr).
    """
    package_dir = (package_dir or Path(__file__).resolve().parent).resolve()
    digest = sources_digest(package_dir)
    try:
        import setuptools  # noqa: F401 (imported first: mypyc then builds with it)
        from mypy.version import __version__ as mypy_version
        from mypyc.build import mypycify
    except ImportError as exc:
        raise NativeBuildError(
            f"the native build needs mypy and setuptools ({exc.name} is missing): "
            "pip install -r requirements/test.lock"
        ) from exc
    native = package_dir / NATIVE_DIR
    with tempfile.TemporaryDirectory(prefix="agent-memory-native-") as scratch_name:
        scratch = Path(scratch_name)
        try:
            modules = mypycify(
                # mypy's options first: its cache, like mypyc's C files, in the scratch folder.
                [
                    "--cache-dir",
                    str(scratch / "mypy-cache"),
                    *(str(package_dir / f"{name}.py") for name in COMPILED_MODULES),
                ],
                opt_level="3",
                group_name=_GROUP,
                target_dir=str(scratch / "c"),
            )
            _run_setuptools(modules, scratch, jobs)
        except SystemExit as exc:  # how mypy and setuptools fail
            raise NativeBuildError(
                f"the native build failed (exit status {exc.code}; the reason is printed above)"
            ) from exc
        built = scratch / "lib" / "agent_memory" / "privacy"
        fresh = package_dir / f"{NATIVE_DIR}.new"
        shutil.rmtree(fresh, ignore_errors=True)
        fresh.mkdir()
        for name in module_files():
            if not (built / name).is_file():
                raise NativeBuildError(f"the native build wrote no {name}")
            shutil.copy2(built / name, fresh / name)
    stamp = {
        "format": STAMP_FORMAT,
        "version": STAMP_VERSION,
        "sources_sha256": digest,
        "cache_tag": sys.implementation.cache_tag,
        "ext_suffix": _ext_suffix(),
        "mypy": mypy_version,
        "modules": list(COMPILED_MODULES),
    }
    (fresh / STAMP_FILE).write_text(json.dumps(stamp, indent=2) + "\n", encoding="utf-8")
    old = package_dir / f"{NATIVE_DIR}.old"
    shutil.rmtree(old, ignore_errors=True)
    if native.exists():
        native.rename(old)
    fresh.rename(native)
    shutil.rmtree(old, ignore_errors=True)
    return native


def _run_setuptools(modules: Sequence[object], scratch: Path, jobs: int) -> None:
    from setuptools import setup

    setup(
        name="agent-memory-native",
        ext_modules=list(modules),
        script_args=[
            "--quiet",
            "build_ext",
            "--build-lib",
            str(scratch / "lib"),
            "--build-temp",
            str(scratch / "temp"),
            "--parallel",
            str(max(1, jobs)),
        ],
    )
