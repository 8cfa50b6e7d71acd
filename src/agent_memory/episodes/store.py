"""EpisodeStore: write-once Episode traces under ``<data_dir>/memory/episodes/traces/``.

Spec: Memory and Recall (``episodes/``: "Immutable Episode traces"). One file per episode,
``traces/<episode_id>.json``, in the canonical form of :meth:`Episode.to_json_bytes`
(``docs/formats/episode.md``).

Write once: :meth:`EpisodeStore.record` writes ``traces/.tmp-<episode_id>-<pid>``, fsyncs it,
hard-links it to its final name (``link`` fails if the name exists, so two writers cannot both
win), removes the temporary name and fsyncs the directory. The episode is durable when the call
returns. Recording the same id again with the same content returns the stored episode and writes
nothing; other content raises :class:`~agent_memory.errors.IdConflict`. A crash leaves at most a
``.tmp-`` file, removed on the next open; a final file is never partial.

Errors name the episode id and path only, never the episode's text.
"""

from __future__ import annotations

import contextlib
import errno
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from agent_memory.episodes.model import Episode, parse_episode
from agent_memory.errors import IdConflict, InvalidInput, StorageError, StorageFull
from agent_memory.layout import DataLayout, fsync_directory, make_private_dir, open_private

__all__ = ["EpisodeStore", "StoredEpisode", "record_episode"]

_SUFFIX: Final = ".json"
_TMP_PREFIX: Final = ".tmp-"


@dataclass(frozen=True, slots=True)
class StoredEpisode:
    """An episode as :meth:`EpisodeStore.record` left it.

    Attributes:
        episode: The stored episode (times in UTC).
        created: ``True`` when this call wrote it, ``False`` when it was already stored.
    """

    episode: Episode
    created: bool


def _storage_error(action: str, path: Path, exc: OSError) -> StorageError:
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return StorageFull(
            f"The disk is full while {action}; free space and try again.", path=str(path)
        )
    return StorageError(
        f"The episode store failed while {action} ({type(exc).__name__}); check the data "
        "directory.",
        path=str(path),
    )


class EpisodeStore:
    """The write-once Episode store of one data directory.

    Args:
        directory: ``memory/episodes`` (traces go to its ``traces/`` folder). Use :meth:`open`.
    """

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.traces = directory / "traces"

    @classmethod
    def open(cls, layout: DataLayout) -> EpisodeStore:
        """Open (creating if needed) the store under ``layout.episodes``.

        Leftover ``.tmp-`` files of a writer that crashed are removed.

        Raises:
            StorageError: The directory cannot be created or listed.
        """
        store = cls(layout.episodes)
        try:
            make_private_dir(store.directory)
            make_private_dir(store.traces, own_files=True)
            for entry in os.scandir(store.traces):
                if entry.name.startswith(_TMP_PREFIX):
                    os.unlink(entry.path)
        except OSError as exc:
            raise _storage_error("opening the store", store.traces, exc) from exc
        return store

    def path_of(self, episode_id: str) -> Path:
        """Return the trace file of ``episode_id`` (it may not exist)."""
        return self.traces / f"{episode_id}{_SUFFIX}"

    def record(self, episode: Episode) -> StoredEpisode:
        """Store ``episode`` once; durable (file and directory fsynced) when this returns.

        Args:
            episode: A validated episode (see :func:`~agent_memory.episodes.parse_episode`).

        Returns:
            The stored episode and whether this call created it.

        Raises:
            IdConflict: The id is stored with other content; nothing is written.
            StorageFull, StorageError: The write failed; nothing is left under the final name.
        """
        final = self.path_of(episode.episode_id)
        existing = self.get(episode.episode_id)
        if existing is not None:
            return StoredEpisode(self._same_or_conflict(existing, episode), created=False)
        data = episode.to_json_bytes()
        tmp = self.traces / f"{_TMP_PREFIX}{episode.episode_id}-{os.getpid()}"
        try:
            fd = open_private(tmp, os.O_WRONLY | os.O_TRUNC)
            try:
                os.write(fd, data)
                os.fsync(fd)
            finally:
                os.close(fd)
            try:
                os.link(tmp, final)
            except FileExistsError:
                # Another writer won the race; same rule as above.
                stored = self.get(episode.episode_id)
                assert stored is not None
                return StoredEpisode(self._same_or_conflict(stored, episode), created=False)
            finally:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(tmp)
            fsync_directory(self.traces)
        except OSError as exc:
            raise _storage_error(f"writing episode {episode.episode_id}", final, exc) from exc
        return StoredEpisode(episode, created=True)

    @staticmethod
    def _same_or_conflict(stored: Episode, offered: Episode) -> Episode:
        if stored != offered:
            raise IdConflict(
                f"Episode {stored.episode_id} is already stored with other content; episodes "
                "are write-once, so record the new trace under a new id.",
                memory_id=stored.episode_id,
            )
        return stored

    def get(self, episode_id: str) -> Episode | None:
        """Return the stored episode ``episode_id``, or ``None`` if there is none.

        Raises:
            StorageError: The file cannot be read or no longer parses (it was changed by hand).
        """
        path = self.path_of(episode_id)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise _storage_error(f"reading episode {episode_id}", path, exc) from exc
        try:
            return parse_episode(data)
        except InvalidInput as exc:
            raise StorageError(
                f"The stored trace of episode {episode_id} does not parse; it was changed "
                "outside the store. Move it away to continue.",
                path=str(path),
            ) from exc

    def list_ids(self) -> list[str]:
        """Return the ids of every stored episode, sorted.

        Raises:
            StorageError: The directory cannot be listed.
        """
        try:
            names = [e.name for e in os.scandir(self.traces) if e.is_file()]
        except OSError as exc:
            raise _storage_error("listing episodes", self.traces, exc) from exc
        return sorted(
            n.removesuffix(_SUFFIX)
            for n in names
            if n.endswith(_SUFFIX) and not n.startswith(_TMP_PREFIX)
        )


def record_episode(store: EpisodeStore, data: Episode | dict[str, object] | bytes | str) -> Episode:
    """Validate ``data`` and store it once; the runtime's ``record_episode``.

    Args:
        store: The open store.
        data: An :class:`Episode`, or its JSON object / text (``docs/formats/episode.md``).

    Returns:
        The stored episode (durable when this returns).

    Raises:
        InvalidInput: The episode does not validate.
        IdConflict: Its id is already stored with other content.
        StorageError: The write failed.
    """
    episode = data if isinstance(data, Episode) else parse_episode(data)
    return store.record(episode).episode
