"""Foreground leases: a foreground mark held over the API that ends by itself unless renewed.

An agent that talks to the service over HTTP cannot hold an ``async with memory.foreground()``
block; it begins a lease instead (spec: Lifecycle, "foreground preemption"). If the agent dies,
the lease expires and background work resumes. Every lease is one ``worker.foreground()`` block
held open by :class:`ForegroundLeases` until it is ended or expires.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from dataclasses import dataclass
from typing import Any

from agent_memory.errors import InvalidInput, LeaseNotFound
from agent_memory.timer import Timer
from agent_memory.worker import MemoryWorker

__all__ = ["ForegroundLease", "ForegroundLeases"]

_log = logging.getLogger("agent_memory.runtime")


@dataclass(frozen=True, slots=True)
class ForegroundLease:
    """A foreground mark held through the API; it ends by itself unless renewed.

    Attributes:
        lease_id: Opaque id to renew or end it.
        expires_in_s: Seconds until it ends by itself.
    """

    lease_id: str
    expires_in_s: float


class ForegroundLeases:
    """Foreground leases: each holds one ``worker.foreground()`` block until ended or expired.

    Args:
        worker: The worker whose background work a lease holds off.
        timer: Monotonic time and sleeps (the injected timer of the runtime).
        default_s: Lease length when a caller gives none, seconds.
    """

    def __init__(self, worker: MemoryWorker, timer: Timer, default_s: float) -> None:
        self._worker = worker
        self._timer = timer
        self._default_s = default_s
        self._held: dict[str, tuple[float, contextlib.AbstractAsyncContextManager[None]]] = {}
        self._changed = asyncio.Event()

    def __len__(self) -> int:
        """Return how many leases are held now."""
        return len(self._held)

    async def begin(self, ttl_s: float | None) -> ForegroundLease:
        """Begin a lease of ``ttl_s`` seconds (the default when ``None``); background work yields.

        Raises:
            InvalidInput: ``ttl_s`` is not in (0, 3600].
        """
        ttl = self._ttl(ttl_s)
        lease_id = "fg-" + secrets.token_hex(8)
        block = self._worker.foreground()
        await block.__aenter__()
        self._held[lease_id] = (self._timer.monotonic() + ttl, block)
        self._changed.set()
        _log.info("foreground.begin", extra={"lease_id": lease_id, "ttl_s": ttl})
        return ForegroundLease(lease_id, ttl)

    async def renew(self, lease_id: str, ttl_s: float | None) -> ForegroundLease:
        """Extend a lease to ``ttl_s`` seconds from now.

        Raises:
            LeaseNotFound: The lease ended or expired.
            InvalidInput: ``ttl_s`` is out of range.
        """
        ttl = self._ttl(ttl_s)
        if lease_id not in self._held:
            raise LeaseNotFound(lease_id)
        _, block = self._held[lease_id]
        self._held[lease_id] = (self._timer.monotonic() + ttl, block)
        self._changed.set()
        return ForegroundLease(lease_id, ttl)

    async def end(self, lease_id: str, reason: str = "ended") -> None:
        """End a lease now; the idle timer restarts when no foreground work is left.

        Raises:
            LeaseNotFound: The lease ended or expired already.
        """
        held = self._held.pop(lease_id, None)
        if held is None:
            raise LeaseNotFound(lease_id)
        await held[1].__aexit__(None, None, None)
        self._changed.set()
        _log.info("foreground.end", extra={"lease_id": lease_id, "reason": reason})

    async def end_all(self) -> None:
        """End every lease (on shutdown)."""
        for lease_id in list(self._held):
            await self.end(lease_id, "shutdown")

    def _ttl(self, ttl_s: float | None) -> float:
        ttl = self._default_s if ttl_s is None else ttl_s
        if not 0 < ttl <= 3600:
            raise InvalidInput(
                "A foreground lease lasts more than 0 and at most 3600 seconds.", field="ttl_s"
            )
        return float(ttl)

    async def run(self) -> None:
        """End leases as they expire; runs until cancelled."""
        while True:
            self._changed.clear()
            now = self._timer.monotonic()
            for lease_id, (deadline, _) in list(self._held.items()):
                if deadline <= now:
                    await self.end(lease_id, "expired")
            deadlines = [deadline for deadline, _ in self._held.values()]
            waiters: set[asyncio.Future[Any]] = {asyncio.ensure_future(self._changed.wait())}
            if deadlines:
                waiters.add(asyncio.ensure_future(self._timer.sleep_until(min(deadlines))))
            try:
                await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for waiter in waiters:
                    waiter.cancel()
                await asyncio.gather(*waiters, return_exceptions=True)
