"""Waiting in tests without wall-clock assertions: poll a condition, or let ready tasks run.

Time-dependent behaviour is driven by a :class:`~agent_memory.timer.ManualTimer`; these two
helpers only let the event loop (and worker threads) get to the state the test then checks:

* :func:`until` polls a condition until it holds; the real-time bound is only a failure
  deadline for a test that would otherwise hang, never something asserted.
* :func:`settle` lets everything that is ready run, without any time passing. To show that
  *nothing* happens before a deadline, park the component on the injected timer (wait until
  ``timer.sleepers`` counts it) and check ``timer.advance`` resolves no sleeper early.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

__all__ = ["settle", "until"]


async def until(predicate: Callable[[], bool], what: str, timeout_s: float = 10.0) -> None:
    """Let the loop run until ``predicate()`` holds.

    Tries first on bare loop turns (most conditions hold after a few), then polls every
    millisecond (a thread's work, a subprocess, a socket).

    Args:
        predicate: The condition; called on the loop, must not block.
        what: What is awaited, for the failure message.
        timeout_s: Real seconds before the wait fails (a hang guard, not a measurement).

    Raises:
        AssertionError: ``predicate()`` did not hold within ``timeout_s``.
    """
    for _ in range(200):
        if predicate():
            return
        await asyncio.sleep(0)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if predicate():
            return
        await asyncio.sleep(0.001)
    raise AssertionError(f"timed out waiting for {what}")


async def settle(turns: int = 50) -> None:
    """Give the loop ``turns`` turns to run anything that is ready; no time passes."""
    for _ in range(turns):
        await asyncio.sleep(0)
