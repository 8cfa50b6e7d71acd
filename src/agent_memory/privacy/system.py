"""System noise: ongoing and foreground-service posts, noise categories, progress, media
playback, placeholders and device status.

The ``system`` rules of :mod:`agent_memory.privacy.classifier`; category semantics follow the
Android API (``Notification.CATEGORY_*``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from agent_memory.privacy import tables as rules
from agent_memory.privacy.fields import _Fields
from agent_memory.privacy.scan import (
    _SYSTEM_KINDS,
    _longest_first,
    _Token,
)
from agent_memory.privacy.verdict import (
    Verdict,
)

_PROGRESS_MEASURE_RE: Final = re.compile(rules.PROGRESS_MEASURE_PATTERN)

_PLACEHOLDER_MAX: Final = 48


# "Uploading 1 file", "Updating 5 apps": a count of things an app moves.
_COUNT_RE: Final = re.compile(
    r"^[A-Z][^\n]{0,20}?\s\d{1,4}\s(?:files?|photos?|videos?|items?|apps?|messages?|songs?)"
    r"(?:\W*$)"
)


def _find_system(
    title: str,
    body: str,
    stripped: str,
    app_id: str,
    category: str | None,
    ongoing: bool,
    tokens: Sequence[_Token],
    kinds: set[str],
    fields: _Fields,
) -> Verdict | None:
    """Return a ``system`` verdict for status, progress, media and placeholders, or None."""
    text = fields.text
    if ongoing:
        return Verdict("system", "system.ongoing")
    if category is not None and _category_is_noise(category.lower(), title, body):
        return Verdict("system", "system.category")
    if stripped in rules.PLACEHOLDER_BODIES:
        return Verdict("system", "system.placeholder")
    for tok in tokens if kinds & _SYSTEM_KINDS else ():
        if tok.kind == "status_any":
            return Verdict("system", "system.status", (fields.span(tok.start, tok.end, "system"),))
        # "Now playing" in the title, or opening the body.
        if tok.kind == "media" and (tok.start < fields.sub_start or tok.start == fields.body_start):
            return Verdict("system", "system.media", (fields.span(tok.start, tok.end, "system"),))
        if tok.kind == "status" and app_id in rules.SYSTEM_APP_IDS:
            return Verdict("system", "system.status", (fields.span(tok.start, tok.end, "system"),))
        # A promotion's percentage is no progress ("Mega Saving Days! Extra 10% off").
        if (
            tok.kind == "progress"
            and "mkt_re" not in kinds
            and (
                _PROGRESS_MEASURE_RE.search(text, tok.end) is not None
                or _progress_placeholder(body, tok.start == fields.body_start)
            )
        ):
            return Verdict(
                "system", "system.progress", (fields.span(tok.start, tok.end, "system"),)
            )

    return None


# A media line: "The Weeknd", "Blinding Lights • The Weeknd", "Paused · The Daily"; short,
# no sentence punctuation, fields joined by a dot, bullet, dash or bar, or a few words alone.
_MEDIA_LINE_MAX: Final = 60

_MEDIA_SEPARATORS_RE: Final = re.compile(r"\s[·•—–|\-]\s")


_SENTENCE_MARKS_RE: Final = re.compile(r"[.!?。！？,，、;；:：]")


def _category_is_noise(category: str, title: str, body: str) -> bool:
    """Whether an Android category alone makes a notification system noise.

    Android API ``Notification.CATEGORY_*``: progress, system, navigation and stopwatch
    notifications carry nothing to remember. Apps also post real news under ``status``,
    ``transport`` and ``service`` (a train's delay, a ride, a courier's ETA), so with a title
    and a text those are classified on the text, except a ``transport`` notification whose text
    is a bare media line (a track and an artist). Ongoing and foreground-service flags are
    checked before this and stay system.
    """
    if category not in rules.SYSTEM_CATEGORIES:
        return False
    if category not in rules.TEXT_CATEGORIES or not title.strip() or not body.strip():
        return True
    return category == "transport" and _media_line(title, body)


# The words of a ride arriving, one pattern of literals (one search instead of 33 tests).
_RIDE_ARRIVAL_RE: Final = re.compile(_longest_first(rules.RIDE_ARRIVAL_WORDS))


def _media_line(title: str, body: str) -> bool:
    """Whether ``body`` reads as media metadata (a track and an artist), not as a sentence,
    under a title that tells of no ride."""
    body = body.strip()
    if len(body) > _MEDIA_LINE_MAX or _SENTENCE_MARKS_RE.search(body) is not None:
        return False
    if _RIDE_ARRIVAL_RE.search(f"{title}\n{body}".lower()) is not None:
        # "O Paulo está a chegar num Renault Clio cinzento · AX-42-RT", "Driver sudah dekat"
        # over "Pak Budi · Honda Beat hitam · B 4127 KZT": a ride
        return False
    return _MEDIA_SEPARATORS_RE.search(body) is not None or len(body.split()) <= 4


def _progress_placeholder(body: str, verb_opens: bool) -> bool:
    """Whether the body is an app's progress line: "Sending 2 photos…", "Syncing mail…".

    The progress verb opens the body with a capital (app strings are capitalised), the body
    is short, and either ends with the ellipsis character and holds a count or at most two words
    ("Sending love from Paris…" is a message), or is only the verb and a count of things
    ("Uploading 1 file", "Updating 5 apps").
    """
    body = body.rstrip()
    return (
        verb_opens
        and len(body) <= _PLACEHOLDER_MAX
        and body.endswith("…")
        and not body[0].islower()
        and (any(c.isdigit() for c in body) or len(body.split()) <= 2)
    ) or (verb_opens and len(body) <= _PLACEHOLDER_MAX and _COUNT_RE.search(body) is not None)
