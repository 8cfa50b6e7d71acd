"""``MemoryIntent``: the explicit store operations processors submit (spec: Notification Processor).

"Explicit Processor actions are not reinterpreted by the Store": a processor decides, validates,
and hands the stores a list of intents; :meth:`agent_memory.memory.MemoryStores.apply` executes
each exactly as written and reports an :class:`IntentOutcome`. The semantics are shared by the
three stores (spec: "Intent execution has shared create/update/reinforce/remove semantics"):

* :class:`CreateMemory` creates the record under the caller's id, with no similarity search.
  Replaying the same create (same id, same kind, content, subject and entities; or for Device
  Memory the same type, content and app) reports ``already_applied`` and writes nothing, even if
  the record was since updated or removed. Other content under that id raises
  :class:`~agent_memory.errors.IdConflict`.
* :class:`UpdateMemory`, :class:`ReinforceMemory`, :class:`RemoveMemory` act on that id only and
  only at ``expected_revision``. A missing id raises :class:`~agent_memory.errors.MemoryNotFound`,
  another revision :class:`~agent_memory.errors.RevisionConflict`; nothing is written. Success adds
  1 to the revision. The store remembers the last intent applied to each record, so replaying
  exactly that intent (a crash after the write, before the memory cursor moved) reports
  ``already_applied`` instead of a conflict.
* :class:`PromoteMemory` moves a Temporary record to Long-Term: a create under
  :func:`promoted_id` (derived from the temporary id), then a remove of the temporary record.
  A crash between the two converges on retry: the Long-Term id already exists, so only the remove
  is left to do (case M12).

Each intent is one committed transaction in its store, durable when ``apply`` returns; a promote is
two, in that order.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime

from agent_memory.memory.model import (
    DEFAULT_EXPIRY,
    DefaultExpiry,
    DeviceMemoryChanges,
    DeviceMemoryRecord,
    MemoryChanges,
    MemoryRecord,
    MemorySource,
    NewDeviceMemory,
    NewMemory,
    StoreName,
    check_memory_id,
    check_revision,
    enum_value,
    to_utc,
)

__all__ = [
    "PROMOTED_ID_PREFIX",
    "Applied",
    "CreateMemory",
    "IntentOutcome",
    "MemoryIntent",
    "PromoteMemory",
    "ReinforceMemory",
    "RemoveMemory",
    "UpdateMemory",
    "promoted_id",
]

PROMOTED_ID_PREFIX = "lt-"
"""Prefix of the Long-Term id a promote derives from a Temporary id."""


def promoted_id(temporary_id: str) -> str:
    """Return the Long-Term id a promote of ``temporary_id`` creates: ``"lt-" + temporary_id``.

    The mapping is fixed so that a retried promote finds its own earlier create. Ids are at most
    128 characters; a longer result is refused by the create.
    """
    return PROMOTED_ID_PREFIX + temporary_id


def _check_target(intent: UpdateMemory | ReinforceMemory | RemoveMemory) -> None:
    """Validate and normalize the store, id and expected revision of an intent on a record."""
    object.__setattr__(intent, "store", enum_value(StoreName, intent.store, "store"))
    check_memory_id(intent.memory_id)
    check_revision(intent.expected_revision)


@dataclass(frozen=True, slots=True)
class CreateMemory:
    """Create ``record`` under ``memory_id`` in ``store`` (revision 1).

    ``record`` is a :class:`NewDeviceMemory` for :attr:`StoreName.DEVICE`, else a
    :class:`NewMemory`.
    """

    store: StoreName
    memory_id: str
    record: NewMemory | NewDeviceMemory

    def __post_init__(self) -> None:
        object.__setattr__(self, "store", enum_value(StoreName, self.store, "store"))
        check_memory_id(self.memory_id)


@dataclass(frozen=True, slots=True)
class UpdateMemory:
    """Replace the fields named in ``changes`` of ``memory_id`` at ``expected_revision``."""

    store: StoreName
    memory_id: str
    expected_revision: int
    changes: MemoryChanges | DeviceMemoryChanges

    def __post_init__(self) -> None:
        _check_target(self)


@dataclass(frozen=True, slots=True)
class ReinforceMemory:
    """Count one more confirmation of ``memory_id`` at ``expected_revision``.

    Adds 1 to ``reinforcement_count``, sets ``last_reinforced_at``; expiry is unchanged. With
    ``source`` (Temporary and Long-Term only) the record's source is replaced in the same
    transaction, so the reinforcing evidence (a notification's ``context_id``) is recorded with
    the count and a rerun can tell that this evidence was already counted.
    """

    store: StoreName
    memory_id: str
    expected_revision: int
    source: MemorySource | None = None

    def __post_init__(self) -> None:
        _check_target(self)


@dataclass(frozen=True, slots=True)
class RemoveMemory:
    """Remove ``memory_id`` at ``expected_revision``: it becomes a tombstone, never recalled.

    The Temporary Memory Cleaner deletes tombstones later.
    """

    store: StoreName
    memory_id: str
    expected_revision: int

    def __post_init__(self) -> None:
        _check_target(self)


@dataclass(frozen=True, slots=True)
class PromoteMemory:
    """Move Temporary ``memory_id`` at ``expected_revision`` to Long-Term.

    Attributes:
        memory_id: The Temporary record's id.
        expected_revision: Its current revision.
        expires_at: Long-Term expiry (aware), ``None`` for never, or :data:`DEFAULT_EXPIRY` for
            the auto-generated Long-Term lifetime (90 days by default) from the promote time.
    """

    memory_id: str
    expected_revision: int
    expires_at: datetime | DefaultExpiry | None = DEFAULT_EXPIRY

    def __post_init__(self) -> None:
        check_memory_id(self.memory_id)
        check_revision(self.expected_revision)
        check_memory_id(promoted_id(self.memory_id), "memory_id (promoted)")
        if isinstance(self.expires_at, datetime):
            object.__setattr__(self, "expires_at", to_utc(self.expires_at, "expires_at"))

    @property
    def store(self) -> StoreName:
        """The store the intent starts from: always Temporary."""
        return StoreName.TEMPORARY


MemoryIntent = CreateMemory | UpdateMemory | ReinforceMemory | RemoveMemory | PromoteMemory
"""One explicit store operation; processors submit lists of these in order."""


class Applied(enum.StrEnum):
    """What applying an intent did: ``applied`` (written now) or ``already_applied`` (a replay)."""

    APPLIED = "applied"
    ALREADY_APPLIED = "already_applied"


@dataclass(frozen=True, slots=True)
class IntentOutcome:
    """The result of applying one intent.

    Attributes:
        intent: The intent that was applied.
        status: :class:`Applied`.
        record: The record after the intent (for a promote, the Long-Term record; for a remove,
            the tombstone).
    """

    intent: MemoryIntent
    status: Applied
    record: MemoryRecord | DeviceMemoryRecord
