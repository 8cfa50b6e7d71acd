"""What the privacy classifier decides: the labels, the :class:`Verdict` and its spans.

Spans index one field of the classified text (title, subtitle or body);
:class:`agent_memory.privacy.fields._Fields` maps offsets in the joined text (fields joined by
newlines, as the rules read them) back to them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, Final, Literal, get_args

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

    def __init__(self, field: FieldName, start: int, end: int, kind: str) -> None:
        # The generated __init__ of a frozen dataclass sets each field through
        # object.__setattr__, about 0.5 us a span; the slots' own setters take less than
        # half (a dropped spam text carries a span per hit). Still frozen, equal and hashable.
        set_field, set_start, set_end, set_kind = _SPAN_SLOTS
        set_field(self, field)
        set_start(self, start)
        set_end(self, end)
        set_kind(self, kind)


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

    def __init__(self, label: Label, reason: str, spans: tuple[Span, ...] = ()) -> None:
        # As Span's: the slots' setters instead of object.__setattr__.
        set_label, set_reason, set_spans = _VERDICT_SLOTS
        set_label(self, label)
        set_reason(self, reason)
        set_spans(self, spans)

    @property
    def dropped(self) -> bool:
        """Whether the notification is noise: no memory and no LLM call for it."""
        return self.label != "keep"

    @property
    def secret_spans(self) -> tuple[Span, ...]:
        """The spans of kind ``"secret"``: what :func:`mask_event` replaces."""
        return tuple(s for s in self.spans if s.kind == "secret")


def _slot_setters(cls: type) -> tuple[Callable[[Any, object], None], ...]:
    """The ``__set__`` of each field's slot of a slotted dataclass, in field order."""
    return tuple(getattr(cls, f.name).__set__ for f in fields(cls))


_SPAN_SLOTS: Final = _slot_setters(Span)
_VERDICT_SLOTS: Final = _slot_setters(Verdict)

_KEEP: Final = Verdict("keep", "keep")
