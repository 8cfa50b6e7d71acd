"""Where things live under a data directory, and how they are made private.

Spec: Memory and Recall, the ``memory/`` tree::

<data_dir>/memory/
├── notifications/   raw notifications and cursors
├── temporary/       short-term conclusions with expires_at
├── long_term/       stable preferences, rules and facts
├── device/          device knowledge produced by Episodes
└── episodes/        immutable Episode traces

Everything below a data directory holds notification bodies or memories, so it is private to
the service's user whatever the process umask: every folder the package creates is mode 0700 and
every file 0600 (shards, ``state.json`` and its copies, the SQLite stores and their ``-wal``,
``-shm`` and ``-journal`` files, the episode ledger and traces, quarantine files, the API token).
Every place that creates a file or folder goes through :func:`make_private_dir` or
:func:`open_private`; a folder or file that an older version made open to others is tightened
when it is opened, with a ``layout.open_to_others`` warning naming the path and its old mode
(never its content). SQLite creates its companion files with the mode of the database file, so
a database created through :func:`open_private` gets private ``-wal`` and ``-shm`` files too.
"""

from __future__ import annotations

import logging
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Final

__all__ = [
    "OWN_ENTRIES",
    "PRIVATE_DIR_MODE",
    "PRIVATE_FILE_MODE",
    "DataLayout",
    "fsync_directory",
    "make_private_dir",
    "open_private",
    "replace_private_file",
    "tighten_private_file",
    "write_fully",
]

PRIVATE_DIR_MODE: Final = 0o700
"""Mode of every folder below a data directory: the owner only."""
PRIVATE_FILE_MODE: Final = 0o600
"""Mode of every file below a data directory: the owner reads and writes, nobody else."""

OWN_ENTRIES: Final = frozenset(
    {
        "memory",
        "agent-memory.sock",
        "api-token",
        "api-token.tmp",
        "service.json",
        "service.json.tmp",
    }
)
"""Names this package creates directly in a data directory (``memory/``, the default API socket
and token file, the running service's address record, their temporary files); a data directory
holding anything else is shared."""

_log = logging.getLogger("agent_memory.layout")


def make_private_dir(path: Path, *, own_files: bool = False) -> Path:
    """Create ``path`` (and any missing parent) with mode 0700, or tighten it if it exists.

    New folders get exactly 0700 whatever the umask (``mkdir`` then ``chmod``). An existing
    ``path`` with any other mode is set to 0700 and reported once as a ``layout.open_to_others``
    warning (path and old mode). Existing parents are never changed: they may belong to anyone.

    Args:
        path: The folder.
        own_files: The folder holds only files this package writes (shards, a store, the
            ledger): each regular file directly in it whose mode is not 0600 is set to 0600 too.
            Leave false for a folder the user chose (the data directory itself).

    Returns:
        ``path``.

    Raises:
        OSError: A folder cannot be created or its mode changed (callers translate it to
            their own :class:`~agent_memory.errors.StorageError`).
    """
    missing: list[Path] = []
    probe = path
    while not os.path.lexists(probe):
        missing.append(probe)
        if probe.parent == probe:
            break
        probe = probe.parent
    for folder in reversed(missing):
        try:
            os.mkdir(folder, PRIVATE_DIR_MODE)
        except FileExistsError:
            pass  # made meanwhile by someone else; its mode is checked below when it is ``path``
        else:
            os.chmod(folder, PRIVATE_DIR_MODE)  # the umask may have taken owner bits too
    if path not in missing:
        _tighten(path, PRIVATE_DIR_MODE, "folder")
    if own_files:
        with os.scandir(path) as entries:
            for entry in entries:
                if entry.is_file(follow_symlinks=False):
                    _tighten(Path(entry.path), PRIVATE_FILE_MODE, "file")
    return path


def open_private(path: Path, flags: int) -> int:
    """Open (creating if missing) ``path`` with mode 0600 whatever the umask; return the fd.

    ``O_CREAT`` and ``O_CLOEXEC`` are added to ``flags``. A new file is made 0600 (``fchmod``
    when the umask took owner bits); an existing file with another mode (made by an older
    version) is set to 0600 with a ``layout.open_to_others`` warning.

    Args:
        path: The file.
        flags: ``os.open`` flags (``os.O_WRONLY | os.O_APPEND`` ...).

    Returns:
        The open file descriptor; the caller closes it.

    Raises:
        OSError: As ``os.open``, ``os.fstat`` or ``os.fchmod`` raise it.
    """
    existed = os.path.lexists(path)
    fd = os.open(path, flags | os.O_CREAT | os.O_CLOEXEC, PRIVATE_FILE_MODE)
    try:
        mode = stat.S_IMODE(os.fstat(fd).st_mode)
        if mode != PRIVATE_FILE_MODE:
            os.fchmod(fd, PRIVATE_FILE_MODE)
            if existed and mode & 0o077:
                _warn(path, mode, "file")
    except BaseException:
        os.close(fd)
        raise
    return fd


def write_fully(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` at ``fd``'s offset, then ``fsync`` the file.

    ``os.write`` may write fewer bytes than asked (a signal, a pipe, some file systems); this
    loops until all are written. When it returns the bytes are durable (the directory entry of
    a new file is not: the caller fsyncs the folder where that matters).

    Raises:
        OSError: As ``os.write`` or ``os.fsync`` raise it (``ENOSPC`` on a full disk); part of
            ``data`` may then be written.
    """
    view = memoryview(data)
    done = 0
    while done < len(view):
        done += os.write(fd, view[done:])
    os.fsync(fd)


def fsync_directory(path: Path) -> None:
    """Flush a directory's entries (a new, renamed or deleted file) to stable storage.

    After it returns, a file created or renamed in ``path`` is found there after a power loss
    (``fsync(2)`` on the directory; a file's own ``fsync`` does not cover its name).

    Raises:
        OSError: As ``os.open`` or ``os.fsync`` raise it.
    """
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def replace_private_file(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically: a reader finds the old file or the new, whole.

    ``data`` goes to ``<name>.tmp`` beside it (mode 0600, :func:`open_private`), is fsynced
    (:func:`write_fully`), renamed over ``path``, and the folder is fsynced
    (:func:`fsync_directory`), so the new file is durable when this returns.

    Raises:
        OSError: As the writes, the rename or the fsyncs raise it; ``path`` is then the old
            file (a leftover ``.tmp`` is overwritten by the next call).
    """
    tmp = path.with_name(path.name + ".tmp")
    fd = open_private(tmp, os.O_WRONLY | os.O_TRUNC)
    try:
        write_fully(fd, data)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    fsync_directory(path.parent)


def tighten_private_file(path: Path) -> bool:
    """Set an existing file to mode 0600 if it has another mode; return whether it had.

    A file open to others is reported as a ``layout.open_to_others`` warning (path and old
    mode). A missing file is left missing (``False``).

    Raises:
        OSError: The mode cannot be read or changed.
    """
    try:
        return _tighten(path, PRIVATE_FILE_MODE, "file")
    except FileNotFoundError:
        return False


def _tighten(path: Path, wanted: int, kind: str) -> bool:
    mode = stat.S_IMODE(os.stat(path).st_mode)
    if mode == wanted:
        return False
    os.chmod(path, wanted)
    if mode & 0o077:
        _warn(path, mode, kind)
    return True


def _warn(path: Path, mode: int, kind: str) -> None:
    """Report a folder or file that others could read (path and modes only, never content)."""
    wanted = PRIVATE_DIR_MODE if kind == "folder" else PRIVATE_FILE_MODE
    _log.warning(
        "layout.open_to_others",
        extra={"path": str(path), "kind": kind, "mode": f"{mode:04o}", "now": f"{wanted:04o}"},
    )


@dataclass(frozen=True, slots=True)
class DataLayout:
    """The spec's directory layout below one data directory.

    Args:
        data_dir: The data directory (for example ``/userdata/agent``).
    """

    data_dir: Path

    def make_private(self) -> None:
        """Create (or tighten) the data directory and its ``memory/`` folder with mode 0700.

        Called when a data directory is opened (the runtime, ``ingest``). A missing data
        directory is created 0700. An existing one open to others is tightened and reported
        (``layout.open_to_others``) only while it holds nothing but this package's entries
        (:data:`OWN_ENTRIES`): a folder the user shares with other things (``--data-dir ~``)
        keeps its mode and is reported once as ``layout.shared_data_dir`` (path and mode),
        since everything this package writes there is private by itself (``memory/`` 0700,
        the token file and socket 0600). The parts below ``memory/`` are made private by the
        components that own them.

        Raises:
            OSError: A folder cannot be created, listed or its mode changed.
        """
        if os.path.isdir(self.data_dir) and not self._holds_only_own_entries():
            mode = stat.S_IMODE(os.stat(self.data_dir).st_mode)
            if mode & 0o077:
                _log.warning(
                    "layout.shared_data_dir",
                    extra={"path": str(self.data_dir), "mode": f"{mode:04o}"},
                )
        else:
            make_private_dir(self.data_dir)
        make_private_dir(self.memory)

    def _holds_only_own_entries(self) -> bool:
        with os.scandir(self.data_dir) as entries:
            return all(entry.name in OWN_ENTRIES for entry in entries)

    @property
    def memory(self) -> Path:
        """``<data_dir>/memory``."""
        return self.data_dir / "memory"

    @property
    def notifications(self) -> Path:
        """``memory/notifications``: shards (``events/``), state and quarantine."""
        return self.memory / "notifications"

    @property
    def temporary(self) -> Path:
        """``memory/temporary``: the Temporary Memory store."""
        return self.memory / "temporary"

    @property
    def long_term(self) -> Path:
        """``memory/long_term``: the Long-Term Memory store."""
        return self.memory / "long_term"

    @property
    def device(self) -> Path:
        """``memory/device``: the Device Memory store."""
        return self.memory / "device"

    @property
    def episodes(self) -> Path:
        """``memory/episodes``: Episode traces and the processing ledger."""
        return self.memory / "episodes"
