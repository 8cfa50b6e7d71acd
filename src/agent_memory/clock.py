"""Time sources behind one small interface, so tests and simulations run without sleeping.

Wall-clock time is always an aware :class:`datetime.datetime` in UTC; intervals come from a
monotonic clock in seconds. Production code takes a :class:`Clock`; tests pass a
:class:`ManualClock` and move it with :meth:`ManualClock.advance`.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Protocol

__all__ = ["Clock", "ManualClock", "SystemClock"]


class Clock(Protocol):
    """A source of wall-clock and monotonic time."""

    def now(self) -> datetime:
        """Return the current wall-clock time as an aware datetime in UTC."""
        ...

    def monotonic(self) -> float:
        """Return a monotonic time in seconds (arbitrary origin, never goes backwards)."""
        ...


class SystemClock:
    """The machine's clocks: :func:`datetime.now` in UTC and :func:`time.monotonic`."""

    def now(self) -> datetime:
        """Return the system's current time in UTC."""
        return datetime.now(UTC)

    def monotonic(self) -> float:
        """Return :func:`time.monotonic` in seconds."""
        return time.monotonic()


class ManualClock:
    """A clock that moves only when told to; for tests and replays.

    Args:
        start: Initial wall-clock time; must be timezone-aware (converted to UTC).

    Raises:
        ValueError: If ``start`` is naive.
    """

    def __init__(self, start: datetime) -> None:
        if start.tzinfo is None:
            raise ValueError("ManualClock needs an aware start time; pass tzinfo=UTC.")
        self._now = start.astimezone(UTC)
        self._mono = 0.0

    def now(self) -> datetime:
        """Return the clock's current wall-clock time in UTC."""
        return self._now

    def monotonic(self) -> float:
        """Return seconds advanced since construction."""
        return self._mono

    def advance(self, seconds: float) -> None:
        """Move both clocks forward by ``seconds`` (must not be negative).

        Raises:
            ValueError: If ``seconds`` is negative.
        """
        if seconds < 0:
            raise ValueError("ManualClock cannot go backwards; use set_wall_clock for a step.")
        self._now += timedelta(seconds=seconds)
        self._mono += seconds

    def set_wall_clock(self, when: datetime) -> None:
        """Step the wall clock to ``when`` (aware) without moving the monotonic clock.

        This models an NTP step or a user changing the device time.
        """
        if when.tzinfo is None:
            raise ValueError("set_wall_clock needs an aware datetime.")
        self._now = when.astimezone(UTC)
