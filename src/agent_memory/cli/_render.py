"""Terminal tables that fit 80 columns: memory text cut with an ellipsis unless ``--wide``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Final

import typer
from rich import box
from rich.cells import cell_len
from rich.console import Console
from rich.table import Table
from rich.text import Text

__all__ = ["NARROW_COLUMNS", "WideOption", "console_for", "text_table"]

NARROW_COLUMNS: Final = 80
"""Most columns a table takes without ``--wide``."""

_GUTTER: Final = 3
"""Columns between two cells of a narrow table (padding and the blank rule)."""

_MIN_TEXT: Final = 12
"""Fewest columns the text keeps in a narrow table, however long the ids."""

WideOption = Annotated[
    bool,
    typer.Option("--wide", help="Show memory text in full (wrapped) instead of one cut line."),
]


def console_for(wide: bool) -> Console:
    """Return a console at most 80 columns wide, or the terminal's own width with ``wide``."""
    console = Console()
    if wide:
        return console
    return Console(width=min(console.width, NARROW_COLUMNS))


def text_table(
    title: str,
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    width: int,
    wide: bool,
    right: frozenset[str] = frozenset(),
    optional: Sequence[str] = (),
) -> Table:
    """Return a table whose last column is free text (a memory's content).

    Narrow (the default): every other column keeps its full width (ids stay whole, to be
    copied), and the text is cut to one line with an ellipsis so the table fits ``width``
    columns. ``wide``: the text is shown in full, wrapped.

    Args:
        title: The table's title.
        headers: Column names, the text column last.
        rows: Cells in the order of ``headers``.
        width: Columns available (the console's width).
        wide: Show the text in full.
        right: Names of columns to align right (numbers).
        optional: Columns left out of the narrow form, in this order, while the text would
            keep fewer than 12 columns (long ids).
    """
    if wide:
        table = Table(title=title)
        for name in headers:
            table.add_column(name, overflow="fold", justify="right" if name in right else "left")
        for row in rows:
            table.add_row(*row)
        return table
    keep = list(range(len(headers)))
    widths = {
        i: max([cell_len(headers[i]), *(cell_len(row[i]) for row in rows)]) for i in keep[:-1]
    }

    def _room() -> int:
        return width - sum(widths[i] for i in keep[:-1]) - _GUTTER * (len(keep) - 1)

    for name in optional:
        if _room() >= _MIN_TEXT or name not in headers:
            continue
        index = list(headers).index(name)
        keep.remove(index)
        del widths[index]
    room = max(_MIN_TEXT, _room())
    headers = [headers[i] for i in keep]
    rows = [[row[i] for i in keep] for row in rows]
    fixed = len(headers) - 1
    table = Table(title=title, box=box.SIMPLE_HEAD, padding=(0, 1), pad_edge=False, show_edge=False)
    for name, size in zip(headers[:fixed], widths.values(), strict=True):
        table.add_column(
            name,
            no_wrap=True,
            min_width=size,
            max_width=size,
            justify="right" if name in right else "left",
        )
    table.add_column(headers[-1], no_wrap=True, overflow="ellipsis", max_width=room)
    for row in rows:
        text = Text(row[-1].replace("\n", " "))
        text.truncate(room, overflow="ellipsis")
        table.add_row(*row[:fixed], text)
    return table
