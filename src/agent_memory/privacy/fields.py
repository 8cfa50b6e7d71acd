"""The classified text's fields joined as the rules read them, and offsets mapped back to spans.

A module of its own so that it is compiled with the rules (:mod:`agent_memory.privacy.native`):
every rule reads the title and maps its finds to :class:`~agent_memory.privacy.verdict.Span`
through it. :mod:`~agent_memory.privacy.verdict` (the public ``Verdict`` and ``Span``) stays
Python.
"""

from __future__ import annotations

import re
from typing import Final

from agent_memory.privacy.verdict import Span

__all__: list[str] = []


# A letter of any script: a title with one names a contact, a chat or a sender, not a bare
# number.
_TITLE_LETTER_RE: Final = re.compile(r"[^\W\d_]")


class _Fields:
    """The event's title, subtitle and body joined by newlines, with offset mapping."""

    __slots__ = ("body_start", "sub_start", "text")

    def __init__(self, title: str, subtitle: str, body: str) -> None:
        self.text = f"{title}\n{subtitle}\n{body}"
        self.sub_start = len(title) + 1
        self.body_start = self.sub_start + len(subtitle) + 1

    @property
    def title(self) -> str:
        """The title (an SMS sender, a chat's name), as joined."""
        return self.text[: self.sub_start - 1]

    @property
    def named(self) -> bool:
        """Whether the title holds a letter of any script: it names a saved contact, a chat or
        a sender ("Mama", "#growth-team", "AD-HDFCBK"), not a bare number or nothing."""
        return _TITLE_LETTER_RE.search(self.text, 0, self.sub_start - 1) is not None

    def span(self, start: int, end: int, kind: str) -> Span:
        if start >= self.body_start:
            return Span("body", start - self.body_start, end - self.body_start, kind)
        if start >= self.sub_start:
            stop = min(end, self.body_start - 1)
            return Span("subtitle", start - self.sub_start, stop - self.sub_start, kind)
        return Span("title", start, min(end, self.sub_start - 1), kind)
