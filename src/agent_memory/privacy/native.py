"""The privacy classifier compiled to C with mypyc: the same code, its verdicts unchanged, faster.

The classifier's modules (:data:`COMPILED_MODULES`) are plain, strictly typed Python. ``make
test`` (and ``make native`` alone) compiles them with mypyc, the compiler that ships with mypy,
into extension modules in the package's ``_native`` folder, beside a stamp (``BUILD.json``,
``docs/formats/native-build.md``) that lists the project sources it was built from
(:func:`build_sources`: the package's and the modules they import) with their digest. The
folder is a build output: it is not in the repository and not in a wheel.

On import, :mod:`agent_memory.privacy` calls :func:`activate`: when the stamp names the sources
as they are now and the running Python, the ``_native`` folder goes first on the package's
``__path__``, so ``agent_memory.privacy.scan`` and the others load compiled; otherwise (not built,
a source changed since the build, another Python, a damaged stamp, a module file of another
size than built, or ``AGENT_MEMORY_PURE_PYTHON=1``) the package runs as Python. An edited source
is therefore never shadowed by an older build. Either way the verdicts are the same
(``tests/privacy/test_native.py`` compares them over the labelled corpus); the compiled filter
takes about three quarters of the time (``docs/benchmarks.md``, noise).

Build: ``python -m agent_memory.privacy build [--if-stale]``; what is loaded: ``python -m
agent_memory.privacy status``. Building needs mypy and setuptools (both in
``requirements/test.lock``), a C compiler and a POSIX system (builds take a ``flock``).
"""

from __future__ import annotations

import ast
import fcntl
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
    "build_sources",
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


def build_sources(package_dir: Path) -> list[str]:
    """Return the project sources a build of ``package_dir`` depends on, as paths relative to
    the folder that holds ``agent_memory`` (``agent_memory/privacy/scan.py``), sorted.

    Every ``*.py`` file of the package, and every module of ``agent_memory`` their ``import``
    statements name, followed from import to import: mypyc folds a ``Final`` constant of an
    imported module into the compiled code (``agent_memory.ble.event.MAX_BODY_BYTES``), so a
    change to any of them makes a build stale.

    Raises:
        OSError, SyntaxError, ValueError: a source cannot be read or parsed.
    """
    root = package_dir.parent.parent
    todo = sorted(package_dir.glob("*.py"))
    seen: set[Path] = set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        tree = ast.parse(path.read_bytes(), filename=str(path))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            for name in names:
                if name == "agent_memory" or name.startswith("agent_memory."):
                    parts = name.split(".")
                    for candidate in (
                        root.joinpath(*parts).with_suffix(".py"),
                        root.joinpath(*parts, "__init__.py"),
                    ):
                        if candidate.is_file() and candidate not in seen:
                            todo.append(candidate)
    return sorted(p.relative_to(root).as_posix() for p in seen)


def sources_digest(root: Path, sources: Sequence[str]) -> str:
    """Return the SHA-256 (hex) of ``sources`` (paths relative to ``root``, as
    :func:`build_sources` gives them): each, in the order given, as its path, a NUL, its bytes
    and a NUL.

    Raises:
        OSError: a source cannot be read.
    """
    digest = hashlib.sha256()
    for name in sources:
        digest.update(name.encode() + b"\0" + root.joinpath(name).read_bytes() + b"\0")
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


def _pure_python_asked(environ: Mapping[str, str]) -> bool:
    return environ.get(PURE_PYTHON_ENV, "").strip().lower() in ("1", "true", "yes", "on")


def activate(
    path: MutableSequence[str], package_dir: Path, environ: Mapping[str, str] | None = None
) -> NativeStatus:
    """Put the compiled modules first on the package's ``path`` when their build is current.

    Args:
        path: The package's ``__path__``; changed in place (``NATIVE_DIR`` inserted at 0) only
            when the returned status is active.
        package_dir: The package's folder (its sources and its :data:`NATIVE_DIR`).
        environ: The environment to read :data:`PURE_PYTHON_ENV` from (``1``, ``true``,
            ``yes`` or ``on`` ask for Python); ``os.environ`` when None.

    Returns:
        The :class:`NativeStatus`. Nothing is raised: any doubt about the stamp or the files
        runs the package as Python.
    """
    native = package_dir / NATIVE_DIR
    if _pure_python_asked(os.environ if environ is None else environ):
        return NativeStatus(False, "disabled", native)
    stamp_path = native / STAMP_FILE
    if not stamp_path.is_file():
        return NativeStatus(False, "not_built", native)
    try:
        stamp = _read_stamp(stamp_path)
    except (OSError, ValueError, RecursionError):
        return NativeStatus(False, "damaged", native)
    if stamp is None:
        return NativeStatus(False, "damaged", native)
    if stamp.cache_tag != sys.implementation.cache_tag or stamp.ext_suffix != _ext_suffix():
        return NativeStatus(False, "other_python", native)
    root = package_dir.parent.parent
    package = package_dir.relative_to(root).as_posix()
    listed = set(stamp.sources)
    try:
        current = stamp.sources_sha256 == sources_digest(root, stamp.sources) and all(
            f"{package}/{p.name}" in listed for p in package_dir.glob("*.py")
        )
    except OSError:  # a listed source is gone
        current = False
    if not current:
        return NativeStatus(False, "stale", native)
    for name in module_files():
        try:
            size = (native / name).stat().st_size
        except OSError:
            return NativeStatus(False, "damaged", native)
        if size != stamp.module_sizes.get(name):  # a cut or emptied file would crash the import
            return NativeStatus(False, "damaged", native)
    path.insert(0, str(native))
    return NativeStatus(True, "active", native)


@dataclass(frozen=True, slots=True)
class _Stamp:
    sources: tuple[str, ...]
    sources_sha256: str
    cache_tag: str
    ext_suffix: str
    module_sizes: Mapping[str, int]


def _read_stamp(path: Path) -> _Stamp | None:
    """The stamp at ``path``, or None when it is not one of this format and version with every
    key of the right type (``docs/formats/native-build.md``).

    Raises:
        OSError, ValueError, RecursionError: the file cannot be read, is not UTF-8 JSON, or
            nests too deep.
    """
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("format") != STAMP_FORMAT:
        return None
    version, sources, sizes = data.get("version"), data.get("sources"), data.get("module_sizes")
    texts = [data.get(key) for key in ("sources_sha256", "cache_tag", "ext_suffix")]
    if (
        type(version) is not int
        or version != STAMP_VERSION
        or not all(isinstance(text, str) for text in texts)
        or not isinstance(sources, list)
        or not all(isinstance(s, str) and _relative_source(s) for s in sources)
        or not isinstance(sizes, dict)
        or not all(type(v) is int for v in sizes.values())
    ):
        return None
    digest, cache_tag, ext_suffix = (str(text) for text in texts)
    return _Stamp(tuple(sources), digest, cache_tag, ext_suffix, dict(sizes))


def _relative_source(name: str) -> bool:
    """Whether ``name`` is a project source path a stamp may list: ``agent_memory/...py``,
    relative, with no ``..``."""
    parts = name.split("/")
    return parts[0] == "agent_memory" and name.endswith(".py") and ".." not in parts


def build(package_dir: Path | None = None, *, jobs: int = 2) -> Path:
    """Compile :data:`COMPILED_MODULES` with mypyc into ``package_dir``'s :data:`NATIVE_DIR`.

    The sources are listed and hashed, the modules compiled in a temporary folder, and the
    sources hashed again (a source edited meanwhile fails the build). The new modules then
    replace the old :data:`NATIVE_DIR` by two renames and the stamp is written last, so a
    failed build leaves the earlier one as it was, a folder without its stamp is never loaded,
    and a running process keeps the modules it loaded. Builds of one package run one at a
    time (an exclusive ``flock`` on the package's folder; a second waits).

    Args:
        package_dir: The package's folder; the folder of this module when None.
        jobs: C compiler processes at once.

    Returns:
        The :data:`NATIVE_DIR` folder written.

    Raises:
        NativeBuildError: mypy, mypyc or setuptools is missing, mypyc refused a module, the C
            compiler failed (the compiler's own output is on stderr), a source changed while
            the build ran, or a source could not be read or the package's folder written.
    """
    package_dir = (package_dir or Path(__file__).resolve().parent).resolve()
    try:
        import setuptools  # noqa: F401 (imported first: mypyc then builds with it)
        from mypy.version import __version__ as mypy_version
        from mypyc.build import mypycify
    except ImportError as exc:
        raise NativeBuildError(
            f"the native build needs mypy and setuptools ({exc.name} is missing): "
            "pip install -r requirements/test.lock"
        ) from exc
    root = package_dir.parent.parent
    try:
        folder = os.open(package_dir, os.O_RDONLY)
    except OSError as exc:
        raise NativeBuildError(f"the native build cannot open {package_dir}: {exc}") from exc
    try:
        fcntl.flock(folder, fcntl.LOCK_EX)
        sources = build_sources(package_dir)
        digest = sources_digest(root, sources)
        with tempfile.TemporaryDirectory(prefix="agent-memory-native-") as scratch_name:
            scratch = Path(scratch_name)
            try:
                modules = mypycify(
                    # mypy's options first: its cache, like mypyc's C files, in the scratch
                    # folder.
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
            if sources_digest(root, build_sources(package_dir)) != digest:
                raise NativeBuildError(
                    "a source changed while the native build ran; the build was not installed: "
                    "run it again"
                )
            native = _install(package_dir, scratch / "lib" / "agent_memory" / "privacy")
        stamp = {
            "format": STAMP_FORMAT,
            "version": STAMP_VERSION,
            "sources": sources,
            "sources_sha256": digest,
            "cache_tag": sys.implementation.cache_tag,
            "ext_suffix": _ext_suffix(),
            "module_sizes": {name: (native / name).stat().st_size for name in module_files()},
            "mypy": mypy_version,
            "modules": list(COMPILED_MODULES),
        }
        (native / STAMP_FILE).write_text(json.dumps(stamp, indent=2) + "\n", encoding="utf-8")
        return native
    except (OSError, SyntaxError, ValueError) as exc:
        raise NativeBuildError(f"the native build of {package_dir} failed: {exc}") from exc
    finally:
        os.close(folder)  # releases the lock


def _install(package_dir: Path, built: Path) -> Path:
    """Replace ``package_dir``'s :data:`NATIVE_DIR` with the module files in ``built``, without
    a stamp yet (written last, so that a folder without one is never loaded)."""
    native = package_dir / NATIVE_DIR
    fresh = package_dir / f"{NATIVE_DIR}.new"
    old = package_dir / f"{NATIVE_DIR}.old"
    shutil.rmtree(fresh, ignore_errors=True)
    fresh.mkdir()
    for name in module_files():
        if not (built / name).is_file():
            raise NativeBuildError(f"the native build wrote no {name}")
        shutil.copy2(built / name, fresh / name)
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
