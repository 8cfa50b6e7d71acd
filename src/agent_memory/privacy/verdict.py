"""What the privacy classifier decides: the labels, the :class:`Verdict` and its spans.

Spans index one field of the classified text (title, subtitle or body); :class:`_Fields` maps
offsets in the joined text (fields joined by newlines, as the rules read them) back to them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Final, Literal, get_args

Label = Literal["otp", "marketing", "scam", "secret", "system", "keep"]

LABELS: Final[tuple[Label, ...]] = get_args(Label)


FieldName = Literal["title", "subtitle", "body"]

MASK_TEXT: Final = "[secret removed]"


@dataclass(frozen=True, slots=True)
class Span:
    """Where a rule matched, as character offsets into one field of the event.

    Attributes:
        field: ``"title"``, ``"subtitle"`` or ``"body"``.
        start: Offset of the first character (Python ``str`` index).
        end: Offset one past the last character.
        kind: ``"otp_code"``, ``"secret"`` (mask these in a kept event), ``"marketing"`` or
            ``"system"``.
    """

    field: FieldName
    start: int
    end: int
    kind: str


@dataclass(frozen=True, slots=True)
class Verdict:
    """The filter's decision for one notification.

    Attributes:
        label: One of :data:`LABELS`.
        reason: The rule that decided, ``"<label>.<rule>"`` (for example ``"otp.keyword"``,
            ``"secret.github_token"``, ``"keep.masked.card"``); never notification text.
        spans: What matched, in field order; for ``keep`` only secret spans to mask.
    """

    label: Label
    reason: str
    spans: tuple[Span, ...] = ()

    @property
    def dropped(self) -> bool:
        """Whether the notification is noise: no memory and no LLM call for it."""
        return self.label != "keep"

    @property
    def secret_spans(self) -> tuple[Span, ...]:
        """The spans of kind ``"secret"``: what :func:`mask_event` replaces."""
        return tuple(s for s in self.spans if s.kind == "secret")


_KEEP: Final = Verdict("keep", "keep")


# A frozen dataclass's __init__ sets each field through object.__setattr__ (a span costs about
# 0.5 us that way, a fifth of the scam check of a spam text with two hits); _span fills the
# slots directly and makes the same frozen, equal and hashable Span.
_SPAN_SETTERS: Final[tuple[Callable[[Span, object], None], ...]] = tuple(
    getattr(Span, f.name).__set__ for f in fields(Span)
)


def _span(field: FieldName, start: int, end: int, kind: str) -> Span:
    span = object.__new__(Span)
    set_field, set_start, set_end, set_kind = _SPAN_SETTERS
    set_field(span, field)
    set_start(span, start)
    set_end(span, end)
    set_kind(span, kind)
    return span


class _Fields:
    """The event's title, subtitle and body joined by newlines, with offset mapping."""

    __slots__ = ("body_start", "sub_start", "text")

    def __init__(self, title: str, subtitle: str, body: str) -> None:
        self.text = f"{title}\n{subtitle}\n{body}"
        self.sub_start = len(title) + 1
        self.body_start = self.sub_start + len(subtitle) + 1

    def span(self, start: int, end: int, kind: str) -> Span:
        if start >= self.body_start:
            return _span("body", start - self.body_start, end - self.body_start, kind)
        if start >= self.sub_start:
            stop = min(end, self.body_start - 1)
            return _span("subtitle", start - self.sub_start, stop - self.sub_start, kind)
        return _span("title", start, min(end, self.sub_start - 1), kind)
