"""The privacy classifier applied to a notification event, and masking of a kept event.

:func:`classify` reads an event's fields and flags and hands them to
:func:`agent_memory.privacy.classify_text`; :func:`mask_event` replaces the secret spans of a
``keep`` verdict before the event's text goes to extraction.

Use::

    verdict = classify(event)
    if verdict.dropped:
        ...  # ignore with verdict.reason; no memory, no LLM call
    else:
        event = mask_event(event, verdict)  # identity when nothing is masked
"""

from __future__ import annotations

from dataclasses import replace

from agent_memory.ble.event import (
    NotificationEvent,
)
from agent_memory.errors import InvalidInput

__all__ = ["classify", "mask_event"]
from agent_memory.privacy.classifier import (
    classify_text,
)
from agent_memory.privacy.verdict import (
    MASK_TEXT,
    Verdict,
)


def classify(event: NotificationEvent, *, mask_secrets: bool = False) -> Verdict:
    """Decide whether a notification is noise and why.

    Looks at the title, subtitle and body together (a code can sit in the title), the app id
    (system status), the Android category (``transport``, ``progress`` ...) and the ongoing and
    foreground-service flags. Pure and deterministic: no I/O, no clock, no state.

    Args:
        event: A normalized notification (:func:`agent_memory.ble.event.make_event`); a body cut
            by the phone or a bridge is classified on what arrived.
        mask_secrets: Keep a long message with a secret in it, the secret to be masked with
            :func:`mask_event`, instead of dropping it (see
            :func:`agent_memory.privacy.classify_text`).

    Returns:
        The :class:`Verdict`; see the module docstring for the labels, their precedence and the
        masking policy. Its ``reason`` and ``spans`` hold no text, so they may be logged.
    """
    return classify_text(
        event.body,
        title=event.title,
        subtitle=event.subtitle,
        app_id=event.app_id,
        category=event.category,
        ongoing=event.is_ongoing,
        mask_secrets=mask_secrets,
    )


def mask_event(
    event: NotificationEvent, verdict: Verdict, mask: str = MASK_TEXT
) -> NotificationEvent:
    """Return the event with every secret span of ``verdict`` replaced by ``mask``.

    Only ``keep`` verdicts carry secret spans that are meant to be masked; a dropped verdict
    should not reach the model at all, so masking one raises.

    Args:
        event: The event that ``verdict`` was computed for.
        verdict: ``classify(event)``.
        mask: Replacement text for each span.

    Returns:
        A new event (the input is not changed), or ``event`` itself when nothing is masked.

    Raises:
        InvalidInput: The verdict drops the notification, or a span lies outside its field
            (the verdict belongs to another event).
    """
    if verdict.dropped:
        raise InvalidInput(
            f"A notification labelled {verdict.label!r} is dropped, not masked; "
            "do not send it to extraction."
        )
    spans = verdict.secret_spans
    if not spans:
        return event
    values = {"title": event.title, "subtitle": event.subtitle, "body": event.body}
    for span in sorted(spans, key=lambda s: s.start, reverse=True):
        text = values[span.field]
        if not 0 <= span.start < span.end <= len(text):
            raise InvalidInput(
                "A secret span lies outside its field; classify this event again.",
                field=span.field,
            )
        values[span.field] = text[: span.start] + mask + text[span.end :]
    return replace(event, title=values["title"], subtitle=values["subtitle"], body=values["body"])
