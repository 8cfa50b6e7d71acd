"""The one exception tree of agent-memory.

Every error the library raises on purpose derives from :class:`AgentMemoryError`. Branches are
named after where the failure happened, so a caller can decide retry and backoff from the type::

    AgentMemoryError
    ├── InvalidInput                 bad input from outside; nothing already accepted is touched
    │   └── DecodeError              a wire format could not be decoded (field, line, byte offset)
    ├── LifecycleError               a component was used in the wrong state (closed, not started)
    │   └── LeaseNotFound            a foreground lease ended, expired or never existed
    ├── StorageError                 the data directory could not be read or written
    │   ├── StorageFull              ENOSPC / EDQUOT while writing; retry when space returns
    │   ├── LogCorruption            a notification shard holds a line that is not a record
    │   └── StateCorruption          state.json and its previous copy are both unreadable
    ├── CursorError                  a cursor contract was broken (non-contiguous commit)
    ├── StoreError                   a memory store refused an intent
    │   ├── MemoryNotFound           the target id does not exist (or is removed)
    │   │   └── MemoryForgotten      the user forgot this memory; it is not made again
    │   ├── RevisionConflict         the expected revision is not the current one
    │   └── IdConflict               create() under an id that holds other content
    ├── ModelError                   the LLM call failed; the memory cursor stays
    │   ├── ModelUnavailable         connection refused, DNS, 5xx
    │   ├── ModelTimeout             the request took longer than its timeout
    │   ├── RateLimited              HTTP 429
    │   ├── TruncatedOutput          finish_reason == "length": never a partial proposal
    │   └── InvalidOutput            the answer is not the JSON object asked for
    ├── ProposalInvalid              a model proposal failed the processor's validation
    └── NativeBuildError             the privacy classifier could not be compiled; it runs as Python

Messages are whole sentences that say what to do next. They never contain a notification body,
title or memory text: context (path, byte offset, cursor, context_id, field name) lives on
attributes. Errors from the standard library or third-party packages are translated at the
boundary with ``raise ... from exc``.

This module imports nothing else of the package.
"""

from __future__ import annotations

__all__ = [
    "AgentMemoryError",
    "CursorError",
    "DecodeError",
    "IdConflict",
    "InvalidInput",
    "InvalidOutput",
    "LeaseNotFound",
    "LifecycleError",
    "LogCorruption",
    "MemoryForgotten",
    "MemoryNotFound",
    "ModelError",
    "ModelTimeout",
    "ModelUnavailable",
    "NativeBuildError",
    "ProposalInvalid",
    "RateLimited",
    "RevisionConflict",
    "StateCorruption",
    "StorageError",
    "StorageFull",
    "StoreError",
    "TruncatedOutput",
]


class AgentMemoryError(Exception):
    """Root of every error agent-memory raises on purpose."""


class InvalidInput(AgentMemoryError):
    """Input from outside (a file, a request, a decoder) was rejected.

    Attributes:
        field: Dotted name of the offending field, or ``None`` when the whole input is wrong.
    """

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class DecodeError(InvalidInput):
    """A wire format could not be decoded.

    Attributes:
        field: The field that was wrong, where one can be named.
        line: 1-based line number in a line-oriented input, or ``None``.
        offset: 0-based byte offset in a binary input, or ``None``.
    """

    def __init__(
        self,
        message: str,
        *,
        field: str | None = None,
        line: int | None = None,
        offset: int | None = None,
    ) -> None:
        super().__init__(message, field=field)
        self.line = line
        self.offset = offset


class LifecycleError(AgentMemoryError):
    """A component was used in a state that does not allow the call (closed, not started)."""


class LeaseNotFound(LifecycleError):
    """A foreground lease id is unknown: it ended, expired or never existed.

    Attributes:
        lease_id: The id asked for.
    """

    def __init__(self, lease_id: str) -> None:
        super().__init__(
            "The foreground lease has ended or expired; begin a new one and renew it "
            "before it expires."
        )
        self.lease_id = lease_id


class StorageError(AgentMemoryError):
    """The data directory could not be read or written.

    Attributes:
        path: The file or directory involved, as a string, or ``None``.
    """

    def __init__(self, message: str, *, path: str | None = None) -> None:
        super().__init__(message)
        self.path = path


class StorageFull(StorageError):
    """The filesystem reported ENOSPC or EDQUOT; nothing of the failed write was kept."""


class LogCorruption(StorageError):
    """A notification shard holds bytes that are not a record.

    Attributes:
        offset: Byte offset of the bad line in the shard.
    """

    def __init__(self, message: str, *, path: str | None = None, offset: int | None = None) -> None:
        super().__init__(message, path=path)
        self.offset = offset


class StateCorruption(StorageError):
    """A state file and its previous copy are both unreadable."""


class CursorError(AgentMemoryError):
    """A cursor contract was broken, for example a commit that does not start at the cursor."""


class StoreError(AgentMemoryError):
    """A memory store refused an intent; nothing was written.

    Attributes:
        memory_id: The id the intent named.
    """

    def __init__(self, message: str, *, memory_id: str | None = None) -> None:
        super().__init__(message)
        self.memory_id = memory_id


class MemoryNotFound(StoreError):
    """The intent named an id that does not exist or is removed."""


class MemoryForgotten(MemoryNotFound):
    """A create would make again a memory the user forgot (its id or one of its sources).

    A forgotten memory leaves a tombstone without text (``docs/formats/memory-store.md``, table
    ``forgotten``); processors skip the write instead of failing the batch.
    """


class RevisionConflict(StoreError):
    """The intent's expected revision is not the record's current revision.

    Attributes:
        expected: The revision the caller expected.
        actual: The record's current revision.
    """

    def __init__(
        self, message: str, *, memory_id: str | None = None, expected: int, actual: int
    ) -> None:
        super().__init__(message, memory_id=memory_id)
        self.expected = expected
        self.actual = actual


class IdConflict(StoreError):
    """``create`` named an id that already holds a different record."""


class ModelError(AgentMemoryError):
    """The LLM call failed. The memory cursor does not move; the processor retries later.

    Attributes:
        provider: Provider name (``openai``, ``fallback`` ...).
        model: Model name, or ``None``.
    """

    def __init__(self, message: str, *, provider: str = "", model: str | None = None) -> None:
        super().__init__(message)
        self.provider = provider
        self.model = model


class ModelUnavailable(ModelError):
    """The model server could not be reached or answered with a server error."""


class ModelTimeout(ModelError):
    """The model request exceeded its timeout."""


class RateLimited(ModelError):
    """The model server answered HTTP 429."""


class TruncatedOutput(ModelError):
    """The model stopped at its token limit (``finish_reason == "length"``)."""


class InvalidOutput(ModelError):
    """The model's answer is not the JSON object that was asked for."""


class ProposalInvalid(AgentMemoryError):
    """A model proposal failed validation; nothing of it is applied.

    Attributes:
        reasons: One short reason per rejected item (ids and rule names only, never text).
    """

    def __init__(self, message: str, *, reasons: list[str] | None = None) -> None:
        super().__init__(message)
        self.reasons = list(reasons or [])


class NativeBuildError(AgentMemoryError):
    """The privacy classifier could not be compiled (:mod:`agent_memory.privacy.native`: mypy or
    setuptools missing, a module mypyc refuses, no C compiler). The message names the step; the
    package keeps running as Python, and an earlier build is left as it was."""
