"""UTC date-sharded JSON-lines log of notification records (spec: Notification Context).

Layout and guarantees are in ``docs/formats/notification-shard.md``. In short:

* One file per UTC date, ``events/YYYY-MM-DD.jsonl``, one record per line, append-only.
* :meth:`ShardLog.append` writes a batch, fsyncs every file it touched, and fsyncs the directory
  when it created a file. When it returns, the batch survives a power loss. When it raises, every
  touched file has been cut back to its size before the call: the log holds whole records only.
* A crash can leave a torn tail: an incomplete last line, or complete-looking garbage after the
  last good record (zeros, a garbled last sector). :meth:`ShardLog.repair_tails` cuts such tails
  off every shard, not only the newest (case D5). Bad lines *followed by* good ones are not a torn
  tail: readers quarantine them (case D6).

The newest shard stays open for appends between calls (closed by :meth:`ShardLog.close`).

Blocking: every method does file I/O on the calling thread. :class:`FileSystem` is the seam for the
few system calls whose failure matters (write, fsync); tests substitute a subclass that fails like
a full disk would.
"""

from __future__ import annotations

import bisect
import errno
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Final

from agent_memory.errors import StorageError, StorageFull
from agent_memory.layout import make_private_dir, open_private

__all__ = [
    "FileSystem",
    "LineCheck",
    "RawLine",
    "ShardLog",
    "TailRepair",
    "shard_name",
]

LineCheck = Callable[[bytes], bool]
KeepAside = Callable[[str, int, bytes], None]
"""Called as ``keep_aside(shard, offset, data)`` with bytes about to be cut off a shard."""
"""A predicate that accepts a shard line (without its newline) that is a valid record."""

_SHARD_RE: Final = re.compile(r"^(\d{4}-\d{2}-\d{2})\.jsonl$")
_TAIL_CHUNK: Final = 16 * 1024
_READ_CHUNK: Final = 256 * 1024
_FIRST_READ: Final = 16 * 1024
_REWRITE_SUFFIX: Final = ".rewrite.tmp"


def shard_name(day: date) -> str:
    """Return the shard name (``YYYY-MM-DD``) of a UTC date."""
    return day.isoformat()


class FileSystem:
    """The system calls of the log whose failures matter: write, fsync and directory fsync.

    The default implementation calls :mod:`os` directly. Subclasses may fail on purpose (a full
    disk) but must otherwise do the real thing.
    """

    def write(self, fd: int, data: bytes | memoryview) -> int:
        """Write ``data`` to ``fd``; return the number of bytes written (may be short)."""
        return os.write(fd, data)

    def fsync(self, fd: int) -> None:
        """Flush ``fd``'s data, and the metadata needed to read it back, to stable storage.

        ``fdatasync(2)``: the file size is flushed with the data; timestamps are not.
        """
        os.fdatasync(fd)

    def fsync_dir(self, path: Path) -> None:
        """Flush a directory's entries (new, renamed or deleted files) to stable storage."""
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


@dataclass(frozen=True, slots=True)
class RawLine:
    """One line read from a shard: its bytes without the newline and its byte range."""

    shard: str
    start: int
    end: int
    data: bytes


@dataclass(frozen=True, slots=True)
class TailRepair:
    """What :meth:`ShardLog.repair_tails` cut off one shard.

    Attributes:
        shard: Shard name.
        cut_at: New size of the file in bytes.
        cut_bytes: How many bytes were removed.
        complete_lines: How many newline-terminated lines were among them (an incomplete last
            line is the normal trace of a crash; complete lines were records once).
    """

    shard: str
    cut_at: int
    cut_bytes: int
    complete_lines: int


class ShardLog:
    """The set of shards in one ``events/`` directory.

    Args:
        directory: The ``events/`` directory; created if missing.
        fs: System-call seam; the default does the real thing.

    Raises:
        StorageError: The directory cannot be created.
    """

    def __init__(self, directory: Path, fs: FileSystem | None = None) -> None:
        self.directory = directory
        self.fs = fs or FileSystem()
        self._names: list[str] | None = None
        self._writer: tuple[str, int] | None = None  # (shard, fd) kept open for appends
        try:
            make_private_dir(directory, own_files=True)
        except OSError as exc:
            raise StorageError(
                "Cannot create the notification events directory; check permissions.",
                path=str(directory),
            ) from exc

    def path(self, shard: str) -> Path:
        """Return the file path of ``shard`` (``YYYY-MM-DD``)."""
        return self.directory / f"{shard}.jsonl"

    def shards(self) -> list[str]:
        """Return the names of all shards, oldest first.

        The directory is listed once; afterwards the list follows this object's own appends and
        deletions (nothing else writes the directory: the agent's shell access is read-only).
        """
        if self._names is None:
            names = []
            for entry in os.scandir(self.directory):
                match = _SHARD_RE.match(entry.name)
                if match and entry.is_file():
                    names.append(match.group(1))
            names.sort()
            self._names = names
        return list(self._names)

    def size(self, shard: str) -> int:
        """Return the size of ``shard`` in bytes, 0 if it does not exist."""
        try:
            return self.path(shard).stat().st_size
        except FileNotFoundError:
            return 0

    def append(self, batches: list[tuple[str, bytes]]) -> dict[str, int]:
        """Append whole lines to shards and make them durable.

        Args:
            batches: ``(shard, data)`` pairs in write order; ``data`` is one or more complete lines.
                A shard may appear once.

        Returns:
            The size of each touched shard before the append (where its new lines start).

        Raises:
            StorageFull: ENOSPC or EDQUOT. Every touched shard was cut back to its old size.
            StorageError: Any other I/O error, with the same cut-back.
        """
        before: dict[str, int] = {}
        created: list[str] = []
        try:
            for shard, data in batches:
                fd = self._writer_for(shard, created)
                before[shard] = os.fstat(fd).st_size
                view = memoryview(data)
                done = 0
                while done < len(view):
                    done += self.fs.write(fd, view[done:])
                self.fs.fsync(fd)
            if created:
                self.fs.fsync_dir(self.directory)
        except OSError as exc:
            self._close_writer()
            self._cut_back(before)
            if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                raise StorageFull(
                    "The disk is full; nothing of this batch was kept. Free space and retry.",
                    path=str(self.directory),
                ) from exc
            raise StorageError(
                "Writing a notification shard failed; nothing of this batch was kept.",
                path=str(self.directory),
            ) from exc
        return before

    def _writer_for(self, shard: str, created: list[str]) -> int:
        """Return an append descriptor of ``shard``, opening (and maybe creating) it if needed.

        The newest shard's descriptor stays open between appends (a page costs one write and
        one fdatasync, not an open, a stat and a close as well). A descriptor whose file has
        been unlinked meanwhile is never written: it is closed and the path opened again.
        Appends a newly created shard's name to ``created``.
        """
        if self._writer is not None:
            name, fd = self._writer
            if name == shard and os.fstat(fd).st_nlink > 0:
                return fd
            self._close_writer()
        path = self.path(shard)
        existed = path.exists()
        fd = open_private(path, os.O_WRONLY | os.O_APPEND)
        self._writer = (shard, fd)
        if not existed:
            created.append(shard)
            if self._names is not None and shard not in self._names:
                bisect.insort(self._names, shard)
        return fd

    def _close_writer(self) -> None:
        if self._writer is not None:
            fd = self._writer[1]
            self._writer = None
            os.close(fd)

    def close(self) -> None:
        """Close the descriptor kept open for appends. Appending later opens it again."""
        self._close_writer()

    def _cut_back(self, before: dict[str, int]) -> None:
        for shard, size in before.items():
            try:
                with open(self.path(shard), "r+b") as handle:
                    handle.truncate(size)
                    os.fsync(handle.fileno())
            except OSError:
                # Cutting back cannot fail on ENOSPC (it frees space). If it fails anyway the
                # torn bytes are an incomplete tail, which repair_tails cuts on the next open.
                continue

    def read_from(self, shard: str, offset: int) -> Iterator[RawLine]:
        """Yield complete lines from ``shard`` at byte ``offset`` onward, then from later shards.

        A missing shard is skipped (it was cleaned after being fully processed). An incomplete
        last line is not yielded.
        """
        names = self.shards()
        for name in names[bisect.bisect_left(names, shard) :]:
            start = offset if name == shard else 0
            yield from self._read_shard(name, start)

    def _read_shard(self, shard: str, offset: int) -> Iterator[RawLine]:
        try:
            handle = open(self.path(shard), "rb")  # noqa: SIM115  (closed in finally)
        except FileNotFoundError:
            return
        try:
            handle.seek(offset)
            pos = offset
            pending = b""
            size = _FIRST_READ  # small first read: a batch of 10 is a few KiB
            while True:
                chunk = handle.read(size)
                size = min(size * 4, _READ_CHUNK)
                if not chunk:
                    return
                pending += chunk
                lines = pending.split(b"\n")
                pending = lines.pop()
                for line in lines:
                    end = pos + len(line) + 1
                    yield RawLine(shard, pos, end, line)
                    pos = end
        finally:
            handle.close()

    def read_last_lines(self, count: int) -> list[RawLine]:
        """Return up to ``count`` complete lines from the end of the log, oldest first.

        Reads backward from the newest shard in chunks, so the cost depends on ``count`` and the
        line sizes, not on the history.
        """
        names = self.shards()
        if not names:
            return []
        return self.read_lines_before(names[-1], None, count)

    def read_lines_before(self, shard: str, offset: int | None, count: int) -> list[RawLine]:
        """Return up to ``count`` complete lines ending at or before ``offset`` of ``shard``.

        Lines of earlier shards follow when ``shard`` has too few. Oldest first.

        Args:
            shard: Shard name to start from (it need not exist).
            offset: Byte offset in ``shard``; ``None`` means its end.
            count: Lines wanted.
        """
        out: list[RawLine] = []
        names = self.shards()
        for name in reversed(names[: bisect.bisect_right(names, shard)]):
            need = count - len(out)
            if need <= 0:
                break
            out[:0] = self._lines_before(name, offset if name == shard else None, need)
        return out[-count:] if count > 0 else []

    def _lines_before(self, shard: str, limit: int | None, count: int) -> list[RawLine]:
        path = self.path(shard)
        try:
            with open(path, "rb") as handle:
                size = os.fstat(handle.fileno()).st_size
                stop = size if limit is None else min(limit, size)
                data = b""
                start = stop
                while start > 0 and data.count(b"\n") <= count:
                    step = min(_READ_CHUNK, start)
                    start -= step
                    handle.seek(start)
                    data = handle.read(step) + data
        except FileNotFoundError:
            return []
        end = data.rfind(b"\n")
        if end < 0:
            return []
        lines = data[: end + 1].split(b"\n")[:-1]
        # When the read did not reach the file start, the first piece may be a partial line.
        if start > 0:
            lines = lines[1:]
        out: list[RawLine] = []
        pos = start + end + 1
        for line in reversed(lines):
            begin = pos - len(line) - 1
            out.append(RawLine(shard, begin, pos, line))
            pos = begin
            if len(out) == count:
                break
        out.reverse()
        return out

    def repair_tails(
        self, is_record: LineCheck, keep_aside: KeepAside | None = None
    ) -> list[TailRepair]:
        """Cut torn tails off every shard (case D2, D5).

        From the end of each shard, bytes after the last newline and complete lines that
        ``is_record`` rejects are removed until a line it accepts (or the file start) is reached.
        The cut is fsynced before this returns.

        Args:
            is_record: Returns True for a line (without newline) that is a valid record.
            keep_aside: When the cut holds complete lines (lines that were written whole, so
                not the trace of an interrupted append), called with them before the file is
                cut, so they can be kept (case D6: kept aside, not deleted); it must make them
                durable before it returns. A cut of only an incomplete last line is not passed.

        Returns:
            One entry per shard that was cut, oldest shard first.
        """
        repairs: list[TailRepair] = []
        for shard in self.shards():
            repair = self._repair_tail(shard, is_record, keep_aside)
            if repair is not None:
                repairs.append(repair)
        return repairs

    def _repair_tail(
        self, shard: str, is_record: LineCheck, keep_aside: KeepAside | None
    ) -> TailRepair | None:
        path = self.path(shard)
        with open(path, "r+b") as handle:
            size = os.fstat(handle.fileno()).st_size
            keep = size
            complete_cut = 0
            chunk_start = size
            data = b""
            while keep > 0:
                # Make sure the line that ends at `keep` is fully in `data`.
                line_end = keep
                while True:
                    rel_end = line_end - chunk_start
                    nl = data.rfind(b"\n", 0, max(rel_end - 1, 0)) if rel_end > 0 else -1
                    if nl >= 0 or chunk_start == 0:
                        break
                    step = min(_TAIL_CHUNK, chunk_start)
                    chunk_start -= step
                    handle.seek(chunk_start)
                    data = handle.read(step) + data
                rel_end = line_end - chunk_start
                line_start = nl + 1 if nl >= 0 else 0
                line = data[line_start:rel_end]
                terminated = line.endswith(b"\n")
                if terminated and is_record(line[:-1]):
                    break
                if terminated:
                    complete_cut += 1
                keep = chunk_start + line_start
            if keep == size:
                return None
            if complete_cut and keep_aside is not None:
                handle.seek(keep)
                keep_aside(shard, keep, handle.read(size - keep))
            handle.truncate(keep)
            os.fsync(handle.fileno())
        return TailRepair(shard, keep, size - keep, complete_cut)

    def remove_rewrite_leftovers(self) -> list[str]:
        """Delete temporary files of a :meth:`rewrite` that died before its rename.

        Such a file is never a shard (its shard is whole, old or new); called on open.

        Returns:
            The names deleted.
        """
        removed: list[str] = []
        for entry in os.scandir(self.directory):
            if entry.name.startswith(".") and entry.name.endswith(_REWRITE_SUFFIX):
                os.unlink(entry.path)
                removed.append(entry.name)
        return removed

    def rewrite(self, shard: str, drop: LineCheck, offset: int = 0) -> tuple[int, int]:
        """Rewrite ``shard`` without the complete lines ``drop`` accepts; crash-safe.

        The kept lines, in their order, go to a temporary file in the same directory, which is
        fsynced and renamed over the shard; then the directory is fsynced. A crash leaves
        either the old shard or the new one whole, never a mix. A shard left empty is deleted,
        unless it is the newest (appends continue there). The descriptor kept open for appends
        is closed first when it is this shard's, so no append goes to the replaced file.
        Incomplete bytes after the last newline (none on an open context: the tails were
        repaired) are kept as they are.

        Args:
            shard: The shard name.
            drop: Returns True for a line (without newline) to remove.
            offset: A byte offset in the old file at a line end (the memory cursor's).

        Returns:
            ``(lines removed, where offset lies in the new file)``. Nothing is written when no
            line is removed.

        Raises:
            StorageFull: The disk is full; the shard is unchanged.
            StorageError: Another I/O error; the shard is unchanged, or replaced whole.
        """
        path = self.path(shard)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return 0, 0
        except OSError as exc:
            raise StorageError("A notification shard cannot be read.", path=str(path)) from exc
        kept = bytearray()
        removed = 0
        new_offset = 0
        pos = 0
        end_of_lines = data.rfind(b"\n") + 1
        for line in data[:end_of_lines].split(b"\n")[:-1]:
            end = pos + len(line) + 1
            if drop(line):
                removed += 1
            else:
                kept += line + b"\n"
            if end <= offset:
                new_offset = len(kept)
            pos = end
        if not removed:
            return 0, offset
        kept += data[end_of_lines:]
        if self._writer is not None and self._writer[0] == shard:
            self._close_writer()
        names = self.shards()
        try:
            if not kept and names and shard != names[-1]:
                path.unlink()
                if self._names is not None:
                    self._names.remove(shard)
            else:
                tmp = self.directory / f".{shard}{_REWRITE_SUFFIX}"
                fd = open_private(tmp, os.O_WRONLY | os.O_TRUNC)
                try:
                    view = memoryview(bytes(kept))
                    done = 0
                    while done < len(view):
                        done += self.fs.write(fd, view[done:])
                    self.fs.fsync(fd)
                finally:
                    os.close(fd)
                os.replace(tmp, path)
            self.fs.fsync_dir(self.directory)
        except OSError as exc:
            if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                raise StorageFull(
                    "The disk is full; the shard was not rewritten. Free space and retry.",
                    path=str(path),
                ) from exc
            raise StorageError("Rewriting a notification shard failed.", path=str(path)) from exc
        return removed, new_offset

    def delete(self, shards: list[str]) -> None:
        """Delete whole shards and fsync the directory.

        Raises:
            StorageError: A file could not be deleted (those before it are gone).
        """
        if not shards:
            return
        for shard in shards:
            try:
                self.path(shard).unlink(missing_ok=True)
                if self._names is not None and shard in self._names:
                    self._names.remove(shard)
            except OSError as exc:
                raise StorageError(
                    "Deleting a processed notification shard failed.", path=str(self.path(shard))
                ) from exc
        self.fs.fsync_dir(self.directory)
