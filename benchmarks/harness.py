"""Rows, timing helpers and the table printer shared by the benchmark modules."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from rich.console import Console
from rich.table import Table

T = TypeVar("T")

__all__ = ["Row", "per_call_us", "percentile", "print_rows", "time_calls"]


@dataclass(frozen=True)
class Row:
    """One measured figure and the reference it is compared with.

    Attributes:
        name: What was measured.
        value: The figure, in ``unit``.
        unit: Unit of ``value`` and ``reference`` (for example ``records/s`` or ``ms``).
        reference_name: What the reference is, or ``""`` when there is none.
        reference: The reference figure measured in the same run, or ``None``.
        target: The target as text (for example ``">= 1.0x"``), or ``""``.
        met: Whether the target was met, or ``None`` when there is no target.
    """

    name: str
    value: float
    unit: str
    reference_name: str = ""
    reference: float | None = None
    target: str = ""
    met: bool | None = None

    @property
    def ratio(self) -> float | None:
        """``value / reference``, or ``None`` without a reference."""
        if self.reference in (None, 0):
            return None
        assert self.reference is not None
        return self.value / self.reference


def percentile(samples: Sequence[float], q: float) -> float:
    """Return the ``q`` quantile (0..1) of ``samples`` with linear interpolation."""
    if len(samples) == 1:
        return samples[0]
    cuts = statistics.quantiles(samples, n=1000, method="inclusive")
    index = min(max(round(q * 1000) - 1, 0), len(cuts) - 1)
    return cuts[index]


def time_calls(func: Callable[[], object], repeat: int) -> list[float]:
    """Call ``func`` ``repeat`` times; return each call's wall time in seconds."""
    out: list[float] = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        out.append(time.perf_counter() - start)
    return out


def per_call_us(
    items: Sequence[T],
    func: Callable[[T], object],
    rounds: int,
    clock: Callable[[], float] = time.perf_counter,
) -> list[float]:
    """Time ``func`` on each item, ``rounds`` times over; return microseconds per call.

    Samples are ordered round by round, item by item. ``clock`` is wall time by default;
    ``time.thread_time`` counts only this thread's CPU time, which leaves out the waits of a
    preempted call on a loaded machine.
    """
    samples: list[float] = []
    for _ in range(rounds):
        for item in items:
            start = clock()
            func(item)
            samples.append((clock() - start) * 1e6)
    return samples


def print_rows(title: str, rows: Sequence[Row], console: Console | None = None) -> None:
    """Print ``rows`` as a table with the ratio against each row's reference."""
    table = Table(title=title)
    for column in ("measure", "value", "reference", "ratio", "target", "met"):
        table.add_column(column, justify="left" if column == "measure" else "right")
    for row in rows:
        ref = (
            ""
            if row.reference is None
            else f"{row.reference:,.3f} {row.unit} ({row.reference_name})"
        )
        ratio = "" if row.ratio is None else f"{row.ratio:.2f}x"
        met = "" if row.met is None else ("yes" if row.met else "NO")
        table.add_row(row.name, f"{row.value:,.3f} {row.unit}", ref, ratio, row.target, met)
    (console or Console(width=160)).print(table)
