"""The Episode processing ledger: ``memory/episodes/ledger.jsonl``.

Spec: Episode Processor ("Uses the Episode processing ledger to save processing → proposed →
done/retry/ignored, supporting crash recovery"); Failure and Recovery ("Worker restart: Episode
recovers from processing ledger"). Format: ``docs/formats/episode-ledger.md``.

A JSON-lines file appended to; each line is one state change of one episode and the last line
of an episode is its state (compacted on open to one line per episode, a ``done`` line without
its applied plan):

* ``processing``: a batch holding the episode started its model call. After a restart it is
  retried (the model is asked again).
* ``proposed``: the validated proposal (the planned Device Memory writes) is saved in the line.
  After a restart it is applied from the line, without another model call.
* ``done``: every planned write is applied. Terminal.
* ``retry``: the model call, the episode's answer or a write failed; ``attempts`` counts the
  failures. Retried at the next batch.
* ``ignored``: not processed, with the ``reason`` (not completed, no device evidence, failed
  too often). Terminal.

Every :meth:`EpisodeLedger.append` writes one whole line and fsyncs the file before it returns,
so the state is durable then. On open, an incomplete last line (the writer died mid-write) is cut
off; a line in the middle that does not parse is skipped and noted in :attr:`recoveries`, which
can only move an episode back to an earlier state, and every state is safe to redo.

Lines carry ids, states, counts, reasons and the planned writes (which hold the Device Memory
text the proposal adds; that text is memory content, stored like the store's own records). Logs
and errors never carry that text.
"""

from __future__ import annotations

import enum
import errno
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from agent_memory.errors import StorageError, StorageFull
from agent_memory.layout import (
    DataLayout,
    fsync_directory,
    make_private_dir,
    open_private,
    replace_private_file,
    write_fully,
)

__all__ = ["LEDGER_FORMAT_VERSION", "EpisodeLedger", "LedgerEntry", "LedgerState"]

LEDGER_FORMAT_VERSION: Final = 1
"""Version of a ledger line (``docs/formats/episode-ledger.md``)."""
LEDGER_NAME: Final = "ledger.jsonl"


class LedgerState(enum.StrEnum):
    """An episode's processing state (see the module docstring)."""

    PROCESSING = "processing"
    PROPOSED = "proposed"
    DONE = "done"
    RETRY = "retry"
    IGNORED = "ignored"

    @property
    def terminal(self) -> bool:
        """Return whether the episode needs no more work (``done`` or ``ignored``)."""
        return self in (LedgerState.DONE, LedgerState.IGNORED)


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    """One line of the ledger: an episode's state from ``at`` on.

    Attributes:
        episode_id: The episode.
        state: :class:`LedgerState`.
        at: UTC time of the change.
        attempts: Failed attempts so far (model, answer or write failures).
        reason: Why (``ignored``, ``retry``) or a short note; ids and rule names, never text.
        plan: For ``proposed``: the planned Device Memory writes, as JSON objects
            (see :class:`~agent_memory.episodes.processor.PlannedWrite`).
        rejected: Rule names of proposal candidates that failed validation and were not applied.
    """

    episode_id: str
    state: LedgerState
    at: datetime
    attempts: int = 0
    reason: str = ""
    plan: tuple[Mapping[str, Any], ...] = ()
    rejected: tuple[str, ...] = ()

    def to_line(self) -> bytes:
        """Return the ledger line: compact JSON and a newline."""
        body = {
            "v": LEDGER_FORMAT_VERSION,
            "episode_id": self.episode_id,
            "state": self.state.value,
            "at": self.at.isoformat(),
            "attempts": self.attempts,
            "reason": self.reason,
            "plan": [dict(p) for p in self.plan],
            "rejected": list(self.rejected),
        }
        return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LedgerEntry:
        """Build an entry from a parsed line.

        Raises:
            ValueError, KeyError, TypeError: The line is not a version-1 entry.
        """
        if data["v"] != LEDGER_FORMAT_VERSION:
            raise ValueError("unknown ledger version")
        at = datetime.fromisoformat(data["at"])
        if at.tzinfo is None:
            raise ValueError("naive time")
        return cls(
            episode_id=str(data["episode_id"]),
            state=LedgerState(data["state"]),
            at=at,
            attempts=int(data["attempts"]),
            reason=str(data["reason"]),
            plan=tuple(dict(p) for p in data["plan"]),
            rejected=tuple(str(r) for r in data["rejected"]),
        )


@dataclass(slots=True)
class EpisodeLedger:
    """The durable processing state of every episode the processor has seen.

    Use :meth:`open`. Not safe for two processes at once (one worker owns it).

    Attributes:
        path: The ledger file.
        recoveries: What open repaired (``torn_tail:<bytes>``, ``bad_line:<line number>``,
            ``compacted``: the file was rewritten as each episode's current state).
    """

    path: Path
    _entries: dict[str, LedgerEntry] = field(default_factory=dict)
    recoveries: list[str] = field(default_factory=list)

    @classmethod
    def open(cls, layout: DataLayout, *, repair: bool = True) -> EpisodeLedger:
        """Open (creating if needed) ``memory/episodes/ledger.jsonl`` and load every state.

        Args:
            layout: The data directory's layout.
            repair: Cut an incomplete last line off the file (truncate and fsync) and compact
                it (:meth:`_compact`: one line per episode, a ``done`` line without its plan)
                when it holds more. Pass ``False`` to only read (a viewer beside a running
                worker): the file is then left as it is.

        Raises:
            StorageError: The file cannot be read or repaired.
        """
        ledger = cls(layout.episodes / LEDGER_NAME)
        try:
            if repair:
                make_private_dir(layout.episodes, own_files=True)
            try:
                data = ledger.path.read_bytes()
            except FileNotFoundError:
                data = b""
            end = data.rfind(b"\n") + 1
            if end < len(data) and repair:
                with open(ledger.path, "r+b") as fh:
                    fh.truncate(end)
                    fh.flush()
                    os.fsync(fh.fileno())
                ledger.recoveries.append(f"torn_tail:{len(data) - end}")
        except OSError as exc:
            raise StorageError(
                "The episode ledger cannot be opened; check the data directory.",
                path=str(ledger.path),
            ) from exc
        for number, line in enumerate(data[:end].splitlines(), start=1):
            try:
                entry = LedgerEntry.from_json(json.loads(line))
            except (ValueError, KeyError, TypeError):
                ledger.recoveries.append(f"bad_line:{number}")
                continue
            ledger._entries[entry.episode_id] = entry
        if repair and ledger._needs_compaction(data[:end]):
            ledger._compact()
        return ledger

    def _needs_compaction(self, data: bytes) -> bool:
        """Return whether the file holds more than each episode's text-free current state."""
        lines = data.count(b"\n")
        done_with_plan = any(e.state is LedgerState.DONE and e.plan for e in self._entries.values())
        return lines > len(self._entries) or done_with_plan

    def _compact(self) -> None:
        """Rewrite the file as one line per episode, its current state; ``done`` without a plan.

        A ``done`` episode's plan is applied and never read again, and the Device Memory text it
        holds may belong to a memory the user forgot since: compaction on open is what removes
        that copy. Atomic: a temporary file is written and fsynced, then renamed over the
        ledger and the folder fsynced, so a crash leaves the old ledger or the new one whole.

        Raises:
            StorageError: The rewrite failed; the old ledger is left as it was.
        """
        kept = {
            episode_id: (replace(entry, plan=()) if entry.state is LedgerState.DONE else entry)
            for episode_id, entry in self._entries.items()
        }
        try:
            replace_private_file(self.path, b"".join(entry.to_line() for entry in kept.values()))
        except OSError as exc:
            raise StorageError(
                f"The episode ledger cannot be compacted ({type(exc).__name__}); check the data "
                "directory.",
                path=str(self.path),
            ) from exc
        self._entries = kept
        self.recoveries.append("compacted")

    def get(self, episode_id: str) -> LedgerEntry | None:
        """Return the current state of ``episode_id``, or ``None`` if it was never seen."""
        return self._entries.get(episode_id)

    def entries(self) -> dict[str, LedgerEntry]:
        """Return every episode's current state, by id (a copy)."""
        return dict(self._entries)

    def append(self, entry: LedgerEntry) -> None:
        """Write ``entry`` as the episode's new state; durable (fsynced) when this returns.

        Raises:
            StorageFull, StorageError: The write failed; the state in memory is unchanged.
        """
        line = entry.to_line()
        try:
            created = not self.path.exists()
            fd = open_private(self.path, os.O_WRONLY | os.O_APPEND)
            try:
                write_fully(fd, line)
            finally:
                os.close(fd)
            if created:
                fsync_directory(self.path.parent)
        except OSError as exc:
            if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                raise StorageFull(
                    "The disk is full while writing the episode ledger; free space and retry.",
                    path=str(self.path),
                ) from exc
            raise StorageError(
                f"The episode ledger write failed ({type(exc).__name__}); check the data "
                "directory.",
                path=str(self.path),
            ) from exc
        self._entries[entry.episode_id] = entry
