"""Run the understanding stage on one notification: language, times, thing, change, chatter.

Pure: no I/O, no clock read. The base time is the notification's own local time, passed in.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType
from zoneinfo import ZoneInfo

from agent_memory.understanding.changes import Change, detect_change
from agent_memory.understanding.chatter import is_call_notice, is_chatter, strip_sender
from agent_memory.understanding.facts import extract_facts
from agent_memory.understanding.language import detect_language
from agent_memory.understanding.recurrence import find_recurrence
from agent_memory.understanding.things import Thing, app_kind, find_thing
from agent_memory.understanding.times import TimeMention, resolve_dated

__all__ = ["Understanding", "understand"]

_EMPTY: Mapping[str, str] = MappingProxyType({})
_NAME_LIKE = re.compile(r"^[^\d:@#/]{1,30}$")
_DELIVERY_CHANGES = frozenset(
    {Change.SHIPPED, Change.OUT_FOR_DELIVERY, Change.DELIVERED, Change.READY_FOR_PICKUP}
)


@dataclass(frozen=True, slots=True)
class Understanding:
    """What one notification means.

    Attributes:
        language: Primary language tag of the text ("en", "zh", "de", "fr", ...).
        times: Every time expression in title, subtitle and body, resolved (title first).
        thing: The real-world thing named, with its stable key, or ``None``.
        change: What the text reports about the thing, or ``None``.
        chatter: ``True`` when there is nothing to remember (acknowledgements, emoji alone, test
            messages, call-state notices).
        recurrence: An explicitly stated routine, normalized ("weekly:MO", "daily"), or ``None``.
        facts: Labelled facts a person would ask for (gate, platform, seat, terminal, amount,
            from, to, place, room, provider).
    """

    language: str
    times: tuple[TimeMention, ...]
    thing: Thing | None
    change: Change | None
    chatter: bool
    recurrence: str | None
    facts: Mapping[str, str] = field(default_factory=lambda: _EMPTY)


def understand(
    *,
    app: str,
    title: str,
    subtitle: str,
    body: str,
    local_time: datetime,
    zone: ZoneInfo | None = None,
) -> Understanding:
    """Understand one notification.

    Args:
        app: App id or display name ("com.tencent.mm", "WeChat"); decides chat and calendar
            conventions (in chat apps the title is the sender, not content).
        title: Notification title.
        subtitle: Notification subtitle ("" when none).
        body: Notification body.
        local_time: The notification's own local time, aware: ``received_at`` plus its UTC
            offset, or ``received_at`` in the configured device zone. Every relative time is
            resolved against it, never against the time of processing.
        zone: The IANA zone of ``local_time`` when known, for DST-correct wall-clock results.

    Returns:
        The :class:`Understanding` of the item.

    Raises:
        ValueError: ``local_time`` is naive.
    """
    kind = app_kind(app)
    chat = kind == "messaging"
    parts = [p for p in (title, subtitle, body) if p]
    content = [p for p in ((subtitle, body) if chat else (title, subtitle, body)) if p]
    joined = "\n".join(content) if content else "\n".join(parts)
    language = detect_language(joined)
    found: list[tuple[TimeMention, bool]] = []
    for part in parts if not chat else content:
        found.extend(
            resolve_dated(
                part,
                base=local_time,
                language=language,
                zone=zone,
                device_clock=kind == "calendar",
            )
        )
    times = [m for m, _said in found]
    change = detect_change(joined)
    dated = [m for m, said in found if said]
    day = dated[0].start.date() if dated else None
    last_day = dated[-1].start.date() if dated else None
    base_day = (local_time.astimezone(zone) if zone else local_time).date()
    thing = find_thing(
        app=app,
        title=title,
        subtitle=subtitle,
        body=body,
        day=day,
        last_day=last_day,
        base_day=base_day,
        rescheduled=change is Change.RESCHEDULED,
        change_hint=change in _DELIVERY_CHANGES,
    )
    if change is Change.SHIPPED and thing is not None and thing.kind in {"flight", "train"}:
        change = None  # "UA 857 arrives at 10:05" is a schedule, not a parcel on its way
    chatter = _chatter(title, subtitle, body, chat=chat) and not times and thing is None
    facts = dict(extract_facts(joined))
    provider = _provider(thing)
    if provider:
        facts["provider"] = provider
    return Understanding(
        language=language,
        times=tuple(times),
        thing=thing,
        change=change,
        chatter=chatter,
        recurrence=find_recurrence(joined),
        facts=MappingProxyType(facts),
    )


def _provider(thing: Thing | None) -> str | None:
    if thing is not None and thing.kind == "appointment" and thing.label.startswith("Appointment "):
        return thing.label.removeprefix("Appointment with ") or None
    return None


def _chatter(title: str, subtitle: str, body: str, *, chat: bool) -> bool:
    """Chatter by app convention: in chat apps the title is the sender, elsewhere content."""
    if chat:
        return is_chatter(strip_sender(body or subtitle)) or is_call_notice(title)
    if is_call_notice(title) or is_call_notice(body):
        return True  # "Incoming call" / "Mom": the caller's name is no content
    if not title:
        return is_chatter(body)
    if body and is_chatter(strip_sender(body)) and _NAME_LIKE.match(title):
        return True  # a sender's name over "👍" in an app not known as a chat app
    return is_chatter(title) and (not body or is_chatter(body))
