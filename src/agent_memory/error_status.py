"""How every face reports an error of the one tree: the API's status code, the CLI's exit status.

The API's one exception handler (:func:`agent_memory.api.create_app`) and the CLI's one error
mapper (:mod:`agent_memory.cli.failures`) both ask :func:`error_status`, so a kind of error is
classified once.
"""

from __future__ import annotations

from dataclasses import dataclass

from agent_memory.errors import (
    AgentMemoryError,
    IdConflict,
    InvalidInput,
    LeaseNotFound,
    LifecycleError,
    MemoryNotFound,
    StorageError,
    StorageFull,
)

__all__ = ["ErrorStatus", "error_status"]


@dataclass(frozen=True, slots=True)
class ErrorStatus:
    """How a face reports one error.

    Attributes:
        http: The API's status code (404 not found, 409 conflict, 422 invalid, 503 storage
            failure, 507 storage full, 500 anything else).
        exit_code: The CLI's exit status: 2 for a request that cannot succeed as given
            (invalid input, an id conflict), 1 for everything else.
        field: The field the error concerns, or ``None``.
    """

    http: int
    exit_code: int
    field: str | None


_STATUS: tuple[tuple[type[AgentMemoryError], int, int], ...] = (
    (LeaseNotFound, 404, 1),
    (MemoryNotFound, 404, 1),
    (InvalidInput, 422, 2),
    (IdConflict, 409, 2),
    (LifecycleError, 409, 1),
    (StorageFull, 507, 1),  # Insufficient Storage: retry when space returns
    (StorageError, 503, 1),
)


def error_status(exc: AgentMemoryError) -> ErrorStatus:
    """Return the HTTP status, exit status and field to report ``exc`` with."""
    field = "memory_id" if isinstance(exc, MemoryNotFound) else getattr(exc, "field", None)
    for kind, http, exit_code in _STATUS:
        if isinstance(exc, kind):
            return ErrorStatus(http, exit_code, field)
    return ErrorStatus(500, 1, field)
