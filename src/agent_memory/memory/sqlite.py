"""One SQLite database on one worker thread: open, migrate, run work off the event loop.

Every store (``temporary``, ``long_term``, ``device``) owns one :class:`StoreDatabase`: one file
``<data_dir>/memory/<store>/store.sqlite3``, one connection, and one worker thread that runs every
statement on that connection, so blocking SQLite work never runs on the event loop thread and the
store's writes are serialized in submission order.

Pragmas: ``journal_mode=WAL`` (readers do not block the writer; a crash never leaves a half-applied
transaction), ``synchronous=FULL`` (the WAL is fsynced at every commit, so a committed transaction
survives power loss), ``foreign_keys=ON``, ``busy_timeout=5000`` ms, ``mmap_size`` 256 MiB and
``cache_size`` 8 MiB (reads of a large store map the file instead of copying pages; the mapping
uses the OS page cache, not private memory). The connection runs in
autocommit mode and every unit of work is wrapped in ``BEGIN IMMEDIATE`` ... ``COMMIT`` by
:meth:`StoreDatabase.write`; a failure rolls the whole unit back.

Cancellation: cancelling an ``await`` on :meth:`StoreDatabase.read` or :meth:`StoreDatabase.write`
does not stop the worker thread. A unit already started runs to its end and commits (or rolls back
on error); the awaiting task just does not see the result. The stores' intents are idempotent by
design (fixed ids, revision checks, replay detection), so the caller's retry converges.

Schema versions are numbered :class:`Migration` steps; each is applied in the same transaction that
records it in ``schema_migrations`` (version, name, applied_at UTC).
"""

from __future__ import annotations

import asyncio
import errno
import os
import sqlite3
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final, TypeVar

from agent_memory.errors import AgentMemoryError, LifecycleError, StorageError, StorageFull
from agent_memory.layout import make_private_dir, open_private

__all__ = ["DB_FILE_NAME", "Migration", "StoreDatabase", "format_time", "parse_time"]

T = TypeVar("T")

DB_FILE_NAME: Final = "store.sqlite3"
"""File name of a store's database inside its directory."""

_TIME_FORMAT: Final = "%Y-%m-%dT%H:%M:%S.%fZ"


def format_time(value: datetime) -> str:
    """Return ``value`` (aware) as fixed-width UTC text ``YYYY-MM-DDTHH:MM:SS.ffffffZ``.

    Fixed width makes text order equal time order, so SQL compares these strings directly.
    """
    return value.astimezone(UTC).strftime(_TIME_FORMAT)


def parse_time(value: str) -> datetime:
    """Return the aware UTC datetime of a value written by :func:`format_time`."""
    return datetime.fromisoformat(value).astimezone(UTC)


@dataclass(frozen=True, slots=True)
class Migration:
    """One numbered schema step.

    Attributes:
        version: 1, 2, 3 ... in order, never reused.
        name: Short description recorded with it.
        statements: SQL statements run in order inside the migration's transaction.
    """

    version: int
    name: str
    statements: tuple[str, ...]


def _translate(exc: sqlite3.Error, path: Path) -> StorageError:
    text = str(exc).lower()
    code = getattr(exc, "sqlite_errorcode", None)
    if code == sqlite3.SQLITE_FULL or "database or disk is full" in text:
        return StorageFull(
            "The memory store could not write because the disk is full; free space and retry.",
            path=str(path),
        )
    return StorageError(
        f"The memory store database failed ({type(exc).__name__}); check the file and retry.",
        path=str(path),
    )


class StoreDatabase:
    """A store's SQLite file, its connection and its worker thread.

    Use :meth:`open`; then :meth:`read` / :meth:`write` from async code, and :meth:`close`.

    Args:
        path: The database file.
        executor: The single worker thread that owns the connection.
        connection: The connection, created on that thread.
    """

    def __init__(
        self, path: Path, executor: ThreadPoolExecutor, connection: sqlite3.Connection
    ) -> None:
        self._path = path
        self._executor = executor
        self._conn = connection
        self._closed = False

    @property
    def path(self) -> Path:
        """The database file."""
        return self._path

    @classmethod
    async def open(
        cls, directory: Path, migrations: Sequence[Migration], now: datetime
    ) -> StoreDatabase:
        """Create ``directory`` if needed, open its database and apply pending migrations.

        Args:
            directory: The store directory (``<data_dir>/memory/<store>``).
            migrations: The store's migrations, versions 1..n in order.
            now: Current UTC time from the caller's clock, recorded as ``applied_at``.

        Returns:
            The open database; every migration is committed (durable) when this returns.

        Raises:
            StorageError: If the directory or file cannot be opened, or the file holds a schema
                newer than ``migrations`` knows.
        """
        path = directory / DB_FILE_NAME
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"store-{directory.name}")

        def _open() -> sqlite3.Connection:
            make_private_dir(directory, own_files=True)
            # SQLite gives its -wal, -shm and -journal files the database file's mode.
            os.close(open_private(path, os.O_RDWR))
            conn = sqlite3.connect(path, isolation_level=None, check_same_thread=True)
            conn.row_factory = sqlite3.Row
            try:
                conn.execute("PRAGMA journal_mode=WAL")
                # Deleted content (a forgotten memory) is overwritten, not left in free space.
                conn.execute("PRAGMA secure_delete=ON")
                conn.execute("PRAGMA synchronous=FULL")
                conn.execute("PRAGMA foreign_keys=ON")
                conn.execute("PRAGMA busy_timeout=5000")
                conn.execute("PRAGMA mmap_size=268435456")
                conn.execute("PRAGMA cache_size=-8000")
                _migrate(conn, migrations, now, path)
            except BaseException:
                conn.close()
                raise
            return conn

        loop = asyncio.get_running_loop()
        try:
            conn = await loop.run_in_executor(executor, _open)
        except sqlite3.Error as exc:
            executor.shutdown(wait=False)
            raise _translate(exc, path) from exc
        except OSError as exc:
            executor.shutdown(wait=False)
            if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                raise StorageFull(
                    "The memory store directory could not be created: the disk is full.",
                    path=str(directory),
                ) from exc
            raise StorageError(
                "The memory store directory could not be created; check its permissions.",
                path=str(directory),
            ) from exc
        except BaseException:
            executor.shutdown(wait=False)
            raise
        return cls(path, executor, conn)

    async def read(self, func: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``func(connection)`` on the worker thread, outside any explicit transaction.

        Raises:
            LifecycleError: If the database is closed.
            StorageError: If SQLite fails, or a row does not parse (edited from outside).
        """
        return await self._submit(lambda: func(self._conn))

    async def write(self, func: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``func(connection)`` as one ``BEGIN IMMEDIATE`` ... ``COMMIT`` unit.

        The unit is committed and on disk (``synchronous=FULL``) when this returns. If ``func``
        raises, everything it did is rolled back and the error propagates (store errors as they
        are, SQLite errors as :class:`~agent_memory.errors.StorageError`).

        Raises:
            LifecycleError: If the database is closed.
            StorageError: If SQLite fails; nothing of the unit is kept.
        """
        return await self._submit(lambda: self._write_unit(func))

    def _write_unit(self, func: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``func`` in one transaction; called on the worker thread only."""
        conn = self._conn
        if conn.in_transaction:
            raise LifecycleError("A store transaction is already open; units do not nest.")
        conn.execute("BEGIN IMMEDIATE")
        try:
            result = func(conn)
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        return result

    async def truncate_wal(self) -> bool:
        """Copy the WAL into the database and cut the WAL file to zero bytes.

        Frames in the WAL keep the page images of earlier writes until they are overwritten;
        after a forget, cutting it leaves the deleted text nowhere in the store's files. Best
        effort: a reader in another process holding an older snapshot keeps the WAL whole.

        Returns:
            ``True`` when the WAL was cut; ``False`` when a reader held it (nothing is lost).

        Raises:
            LifecycleError: If the database is closed.
            StorageError: If SQLite fails.
        """
        row = await self._submit(
            lambda: self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        )
        return row is not None and int(row[0]) == 0

    async def _submit(self, job: Callable[[], T]) -> T:
        if self._closed:
            raise LifecycleError("The memory store is closed; open it again to use it.")
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor, job)
        except sqlite3.Error as exc:
            raise _translate(exc, self._path) from exc
        except AgentMemoryError:
            raise
        except (ValueError, KeyError, TypeError) as exc:
            raise StorageError(
                "The memory store holds a row this program cannot read; inspect the file.",
                path=str(self._path),
            ) from exc

    async def close(self) -> None:
        """Close the connection after every submitted unit has finished; idempotent."""
        if self._closed:
            return
        self._closed = True
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(self._executor, self._conn.close)
        finally:
            self._executor.shutdown(wait=False)


def _migrate(
    conn: sqlite3.Connection, migrations: Sequence[Migration], now: datetime, path: Path
) -> None:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
    )
    row = conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_migrations").fetchone()
    current = int(row[0])
    known = max((m.version for m in migrations), default=0)
    if current > known:
        raise StorageError(
            f"The store's schema version {current} is newer than this program knows ({known}); "
            "upgrade agent-memory.",
            path=str(path),
        )
    for migration in sorted(migrations, key=lambda m: m.version):
        if migration.version <= current:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in migration.statements:
                conn.execute(statement)
            conn.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.name, format_time(now)),
            )
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
