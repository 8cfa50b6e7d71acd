"""Waiting behind one small interface, so timer-heavy components are testable without sleeping.

A :class:`Timer` is a :class:`~agent_memory.clock.Clock` that can also suspend a coroutine until a
monotonic deadline. Production code uses :class:`SystemTimer` (``asyncio.sleep`` on the running
loop). Tests pass a :class:`ManualTimer`: its time moves only when the test calls
:meth:`ManualTimer.advance`, which wakes every sleeper whose deadline has come, so a 300 second idle
window is crossed in microseconds.

Deadlines are monotonic seconds from the timer's own :meth:`Timer.monotonic`; never mix deadlines
of two timers.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from datetime import UTC, datetime
from typing import Protocol

from agent_memory.clock import ManualClock

__all__ = ["ManualTimer", "SystemTimer", "Timer"]

_MANUAL_START = datetime(2025, 1, 1, tzinfo=UTC)


class Timer(Protocol):
    """A clock that can also wait: UTC wall time, monotonic seconds, and a sleep to a deadline."""

    def now(self) -> datetime:
        """Return the current wall-clock time as an aware datetime in UTC."""
        ...

    def monotonic(self) -> float:
        """Return a monotonic time in seconds (arbitrary origin, never goes backwards)."""
        ...

    async def sleep_until(self, deadline: float) -> None:
        """Suspend until ``monotonic() >= deadline`` (seconds); return at once if already past.

        Cancelling the await leaves nothing behind: the sleeper is forgotten.
        """
        ...


class SystemTimer:
    """The machine's clocks and the running loop's ``asyncio.sleep``."""

    def now(self) -> datetime:
        """Return the system's current time in UTC."""
        return datetime.now(UTC)

    def monotonic(self) -> float:
        """Return :func:`time.monotonic` in seconds."""
        return time.monotonic()

    async def sleep_until(self, deadline: float) -> None:
        """Sleep with :func:`asyncio.sleep` until :func:`time.monotonic` reaches ``deadline``."""
        await asyncio.sleep(max(0.0, deadline - time.monotonic()))


class ManualTimer:
    """A timer whose time moves only when :meth:`advance` is called; for tests and simulations.

    Sleepers are kept in a heap by deadline. :meth:`advance` moves the wrapped
    :class:`~agent_memory.clock.ManualClock` (wall and monotonic time together) and resolves every
    sleeper that is due; the woken coroutines run at the loop's next turns.

    Args:
        clock: The manual clock to drive; a new one starting 2025-01-01 00:00 UTC if omitted.
    """

    def __init__(self, clock: ManualClock | None = None) -> None:
        self.clock = clock if clock is not None else ManualClock(_MANUAL_START)
        self._heap: list[tuple[float, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def now(self) -> datetime:
        """Return the manual clock's wall-clock time in UTC."""
        return self.clock.now()

    def monotonic(self) -> float:
        """Return the manual clock's monotonic seconds."""
        return self.clock.monotonic()

    async def sleep_until(self, deadline: float) -> None:
        """Suspend until :meth:`advance` moves monotonic time to ``deadline`` or beyond.

        A deadline already reached still yields once to the loop, like ``asyncio.sleep(0)``.
        """
        if deadline <= self.monotonic():
            await asyncio.sleep(0)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._heap, (deadline, next(self._order), future))
        try:
            await future
        finally:
            if not future.done():
                future.cancel()

    @property
    def sleepers(self) -> int:
        """Number of coroutines currently suspended in :meth:`sleep_until`."""
        return sum(1 for _, _, future in self._heap if not future.done())

    def next_deadline(self) -> float | None:
        """Return the earliest pending sleeper's deadline in monotonic seconds, or ``None``."""
        while self._heap and self._heap[0][2].done():
            heapq.heappop(self._heap)
        return self._heap[0][0] if self._heap else None

    def advance(self, seconds: float) -> int:
        """Move time forward by ``seconds`` and wake every sleeper whose deadline has come.

        Args:
            seconds: How far to move, in seconds; must not be negative.

        Returns:
            How many sleepers were woken.

        Raises:
            ValueError: If ``seconds`` is negative.
        """
        self.clock.advance(seconds)
        woken = 0
        now = self.monotonic()
        while self._heap and self._heap[0][0] <= now:
            _, _, future = heapq.heappop(self._heap)
            if not future.done():
                future.set_result(None)
                woken += 1
        return woken
