"""What one notification of a batch means, in the terms the memory actions need.

The understanding stage (:mod:`agent_memory.understanding`) finds a notification's times, the
real-world thing it names (a stable key), what changed and whether it is chatter. This module
turns that into what the processor, the prompt and the deterministic fallback share:

* :class:`ItemMeaning`: the understanding of one batch item, its thing keys, the end of the
  event it talks about, and whether it may be a routine (a dated key whose text named only a
  clock time: "Standup 9:45" every weekday).
* :func:`hint_fields`: the short labelled hints shown to the model beside the notification text
  (resolved times, thing key, change, the memory that already holds the key).
* :func:`absolute_text`: the text with every resolved time expression replaced by its absolute
  form (``2026-05-14 (Thu) 11:05``) in the text's language.
* :func:`merge_update`: a memory's text with a newer notification's changed values (time, date,
  gate, platform, amount ...) put in place of the old ones, so that it states the current state
  only (issue: notification understanding, items 2 and 3).
* :func:`expiry_floor`: the earliest a Temporary memory about the event may expire (its end plus
  a day).

Pure functions of their arguments: no clock, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Final

from agent_memory.engine.types import ExtractItem
from agent_memory.understanding import (
    Change,
    TimeMention,
    Understanding,
    app_kind,
    extract_facts,
    find_recurrence,
    keys_match,
    slug,
    understand,
)

__all__ = [
    "ENDING_CHANGES",
    "ItemMeaning",
    "absolute_text",
    "expiry_floor",
    "family",
    "hint_fields",
    "merge_update",
    "recurrence_of",
    "render_day",
    "same_thing",
    "understand_item",
]

ENDING_CHANGES: Final = frozenset(
    {Change.CANCELLED, Change.DELIVERED, Change.PICKED_UP, Change.COMPLETED, Change.PAID}
)
"""Changes after which nothing is left to remember about the thing: its memory is removed."""

_DATED: Final = re.compile(r":\d{4}-\d{2}(?:-\d{2})?$")
_CLOCK: Final = re.compile(r"(?<![\d:])(?:[01]\d|2[0-3]):[0-5]\d(?![\d:])")
_DAY: Final = re.compile(r"\d{4}-\d{2}-\d{2}(?: \([^)]{1,12}\)|（[^）]{1,4}）)?")
_AMOUNT: Final = re.compile(
    r"(?:US\$|R\$|CA\$|A\$|[$€£¥₹])\s?\d[\d.,]*\d|(?:US\$|R\$|CA\$|A\$|[$€£¥₹])\s?\d"
    r"|\d[\d.,]*\d\s?(?:€|EUR|USD|GBP|MXN|AUD|CHF|CNY|RMB|元|円)"
)
_DATE_WORDS: Final = re.compile(r"[/.年月日号]|\d{1,2}\s*[a-zA-Z\u00c0-\u024f]{3,}|[a-zA-Z]{3,}")
_CLOCK_WORDS: Final = re.compile(
    r"^(?:am|pm|a\.m\.|p\.m\.|uhr|h|hrs|at|um|à|a las|a la|alle|om|ore|时|点|半|分)$", re.I
)

_WEEKDAYS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "de": ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"),
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "pt": ("segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo"),
    "it": ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
    "nl": ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
    "zh": ("周一", "周二", "周三", "周四", "周五", "周六", "周日"),
    "ja": ("月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"),
}


def family(key: str) -> str:
    """Drop the trailing date of ``key``: ``meeting:standup:2026-05-11`` is ``meeting:standup``."""
    return _DATED.sub("", key)


def _says_date(span: str) -> bool:
    """Whether a time expression named a day (not only a clock time: "9:45", "at 7 pm")."""
    rest = _CLOCK.sub(" ", span)
    rest = re.sub(r"\d{1,2}(?:[:.h]\d{2})?", " ", rest)
    words = [w for w in re.split(r"[\s,·–\-~至到]+", rest) if w]
    return any(not _CLOCK_WORDS.match(w) for w in words) or bool(re.search(r"[/年月日号]", span))


@dataclass(frozen=True, slots=True)
class ItemMeaning:
    """The understanding of one batch item, with what the memory actions derive from it.

    Attributes:
        understanding: What the understanding stage found.
        local_time: The item's own local time (aware).
        times: The understanding's time mentions, a clock-only one moved onto the day another
            mention of the same text names ("el domingo ... a las 2" is Sunday 14:00).
        keys: The thing key first, then its aliases (an order that is also a parcel); for a chat
            message that names a day but no thing, ``plan:<app>:<sender>:<day>``; empty when
            the text names no thing.
    """

    understanding: Understanding
    local_time: datetime
    times: tuple[TimeMention, ...]
    keys: tuple[str, ...]

    @property
    def key(self) -> str | None:
        """The thing key, or ``None`` when the text names no thing."""
        return self.keys[0] if self.keys else None

    @property
    def change(self) -> Change | None:
        """What the text reports about its thing."""
        return self.understanding.change

    @property
    def event_end(self) -> datetime | None:
        """The latest end (or start) of a time mention after the item's own time, or ``None``."""
        ends = [t.end or t.start for t in self.times]
        later = [e for e in ends if e > self.local_time]
        return max(later) if later else None

    @property
    def routine_candidate(self) -> bool:
        """Whether a memory of this thing from another day may make it a routine.

        True when the key is dated and every time expression of the text named only a clock
        time (the date in the key is the notification's own day): the same standup at 9:45 on
        several days. A text that names its date ("Shift Wed 1 Apr 07:00") is one event.
        """
        key = self.key
        if key is None or family(key) == key or self.understanding.recurrence is not None:
            return False
        return not any(_says_date(t.span) for t in self.understanding.times)

    @property
    def loose(self) -> bool:
        """Whether the text moves, ends or reprices its thing (its key may carry the new date)."""
        return self.change in _FAMILY_CHANGES

    def matches(self, other_key: str | None, *, routine_memory: bool = False) -> bool:
        """Whether a memory with thing key ``other_key`` is about this item's thing.

        Equal keys or keys of one family a day apart (a gate change that names no date), an
        alias (order and parcel); any key of the same family when the text moves, ends or
        reprices the thing (its date or period may be the new one) or may be a routine. An
        explicit routine ("every Monday") matches its own key, or a Long-Term memory
        (``routine_memory``) of its family.
        """
        if other_key is None:
            return False
        if self.understanding.recurrence is not None:
            # An explicit routine ("every Saturday 10:00") is a routine's memory (Long-Term) of
            # the same family, whose rule it may change; never a dated one-off.
            if other_key in self.keys:
                return True
            return routine_memory and any(family(k) == family(other_key) for k in self.keys)
        if any(keys_match(k, other_key) for k in self.keys):
            return True
        loose = self.routine_candidate or self.change in _FAMILY_CHANGES
        return loose and any(family(k) == family(other_key) for k in self.keys)


_MOVES: Final = frozenset({Change.RESCHEDULED, Change.DELAYED, Change.PRICE_CHANGED})
"""Changes whose new value replaces an old one the text may repeat ("07:25 instead of 06:45")."""

_FAMILY_CHANGES: Final = ENDING_CHANGES | {
    Change.RESCHEDULED,
    Change.DELAYED,
    Change.GATE_CHANGED,
    Change.PRICE_CHANGED,
}


def _on_named_day(times: Sequence[TimeMention], local_day: date) -> tuple[TimeMention, ...]:
    days = [t for t in times if not t.has_clock and _says_date(t.span)]
    if len(days) != 1:
        return tuple(times)
    day = days[0].start.date()
    out: list[TimeMention] = []
    for t in times:
        if t.has_clock and t.start.date() == local_day and not _says_date(t.span):
            shift = timedelta(days=(day - local_day).days)
            end = None if t.end is None else t.end + shift
            t = TimeMention(t.span, t.start + shift, end, t.has_clock)
        out.append(t)
    return tuple(out)


def understand_item(item: ExtractItem) -> ItemMeaning:
    """Run the understanding stage on a batch item's fields against its own local time.

    Args:
        item: An item built by
            :func:`~agent_memory.notifications.proposal.notification_extract_item` (fields
            ``app`` (display name), ``title``, ``subtitle``, ``text``).

    Returns:
        Its meaning.
    """
    fields = item.fields
    app, title = fields.get("app", ""), fields.get("title", "")
    understanding = understand(
        app=app,
        title=title,
        subtitle=fields.get("subtitle", ""),
        body=fields.get("text", ""),
        local_time=item.local_time,
    )
    times = _on_named_day(understanding.times, item.local_time.date())
    thing = understanding.thing
    chat = app_kind(app) == "messaging"
    if (
        thing is not None
        and chat
        and thing.kind in ("subscription", "bill")
        and "amount" not in understanding.facts
    ):
        thing = None  # a chat's "plan" with no amount is a plan of the chat, not a subscription
    keys: tuple[str, ...] = ()
    if thing is not None:
        keys = (thing.key, *thing.aliases)
    elif chat and title.strip() and understanding.recurrence is None:
        local_day = item.local_time.date()
        days = sorted(
            {t.start.date() for t in times if _says_date(t.span) and t.start.date() >= local_day}
        )
        if days:
            keys = (f"plan:{slug(app)}:{slug(title)}:{days[0].isoformat()}",)
    return ItemMeaning(understanding, item.local_time, times, keys)


def render_day(day: date, language: str) -> str:
    """Return ``2026-05-14 (Thursday)``, the weekday in ``language`` (``2026-05-14（周四）``)."""
    names = _WEEKDAYS.get(language, _WEEKDAYS["en"])
    weekday = names[day.weekday()]
    if language in ("zh", "ja"):
        return f"{day.isoformat()}（{weekday}）"
    return f"{day.isoformat()} ({weekday})"


def _render(mention: TimeMention, language: str, *, with_day: bool) -> str:
    start, end = mention.start, mention.end
    parts: list[str] = []
    if with_day or not mention.has_clock:
        parts.append(render_day(start.date(), language))
    if mention.has_clock:
        clock = f"{start:%H:%M}"
        if end is not None and end.date() == start.date() and end != start:
            clock += f"–{end:%H:%M}"
        parts.append(clock)
    elif end is not None and end.date() != start.date():
        parts[-1] += f" – {render_day(end.date(), language)}"
    return " ".join(parts)


def absolute_text(text: str, times: Sequence[TimeMention], language: str) -> str:
    """Return ``text`` with each resolved time expression replaced by its absolute form.

    An expression that names a day becomes ``2026-03-29 (Sunday)`` (with ``15:00`` when it has a
    clock time); one that names only a clock time becomes the 24-hour time alone (``7 PM`` ->
    ``19:00``): its day is the one the text implies, which may be a routine's ("Mondays 7 PM").
    Expressions are replaced in text order; one not found verbatim is left alone.

    Args:
        text: The notification text (one field).
        times: The understanding's time mentions (spans as written).
        language: The text's language (weekday names).

    Returns:
        The rewritten text.
    """
    out: list[str] = []
    position = 0
    for mention in sorted(times, key=lambda t: _position(text, t.span)):
        at = text.find(mention.span, position) if mention.span else -1
        if at < 0:
            continue
        with_day = _says_date(mention.span)
        out.append(text[position:at])
        out.append(_render(mention, language, with_day=with_day))
        position = at + len(mention.span)
    out.append(text[position:])
    return "".join(out)


def _position(text: str, span: str) -> int:
    at = text.find(span) if span else -1
    return at if at >= 0 else len(text) + 1


def _days_in(text: str) -> list[str]:
    return list(dict.fromkeys(m.group(0)[:10] for m in _DAY.finditer(text)))


def _replace_token(text: str, old: str, new: str) -> str:
    pattern = re.compile(r"(?<![\w.:-])" + re.escape(old) + r"(?![\w:-]|\.\d)")
    return pattern.sub(new.replace("\\", r"\\"), text)


def _fresh(new: Iterable[str], old: Sequence[str]) -> tuple[list[str], list[str]]:
    new_list = list(dict.fromkeys(new))
    fresh = [v for v in new_list if v not in old]
    stale = [v for v in old if v not in new_list]
    return fresh, stale


def merge_update(old: str, meaning: ItemMeaning, new_text: str) -> tuple[str, bool]:
    """Return ``old`` with the new values of ``meaning`` in place, and whether anything changed.

    Values compared: days (``YYYY-MM-DD``), 24-hour clock times, amounts, and the labelled facts
    (gate, platform, seat, room ...). A new value replaces the old one when there is exactly one
    candidate for it (one old value, or one old value the new text does not repeat:
    "07:25 instead of 06:45"). New values with nothing to replace are added by appending the
    new text; values the new text repeats leave the memory as it is (a restatement).

    Args:
        old: The memory's current text.
        meaning: The newer notification's meaning.
        new_text: The newer notification as :func:`absolute_text` wrote it.

    Returns:
        ``(content, changed)``.
    """
    u = meaning.understanding
    content = old
    unplaced = False
    language = u.language
    moved = u.change in _MOVES
    today = meaning.local_time.date()
    old_days = _days_in(old)
    # Only days the text names count (a clock time alone carries the notification's own day);
    # today or an earlier day is context ("platform change today", "moved from Tue 7 Apr"),
    # not a new day for the thing.
    new_days = [
        t.start.date().isoformat()
        for t in meaning.times
        if _says_date(t.span) and t.start.date() > today
    ]
    fresh, stale = _fresh(new_days, old_days)
    if len(fresh) == 1 and (len(stale) == 1 or (moved and len(old_days) == 1)):
        gone = stale[0] if len(stale) == 1 else old_days[0]
        rendered = render_day(date.fromisoformat(fresh[0]), language)
        dated = re.escape(gone) + r"(?: \([^)]{1,12}\)|（[^）]{1,4}）)?"
        content = re.sub(dated, rendered, content)
    elif fresh:
        unplaced = True
    new_clocks: list[str] = []
    for t in meaning.times:
        if t.has_clock:
            new_clocks.append(f"{t.start:%H:%M}")
            if t.end is not None and t.end.date() == t.start.date() and t.end != t.start:
                new_clocks.append(f"{t.end:%H:%M}")
    old_clocks = list(dict.fromkeys(_CLOCK.findall(old)))
    fresh, stale = _fresh(new_clocks, old_clocks)
    if len(fresh) == 1 and (len(stale) == 1 or (moved and len(old_clocks) == 1)):
        gone = stale[0] if len(stale) == 1 else old_clocks[0]
        content = _replace_token(content, gone, fresh[0])
    elif fresh:
        unplaced = True
    old_amounts = list(dict.fromkeys(m.group(0) for m in _AMOUNT.finditer(old)))
    fresh, stale = _fresh((m.group(0) for m in _AMOUNT.finditer(new_text)), old_amounts)
    if len(fresh) == 1 and (len(old_amounts) == 1 or len(stale) == 1):
        gone = old_amounts[0] if len(old_amounts) == 1 else stale[0]
        content = content.replace(gone, fresh[0])
    elif fresh:
        unplaced = True
    for name, value in u.facts.items():
        if name in ("amount", "place", "from", "to", "provider") or not value:
            continue
        if re.search(r"(?<![\w])" + re.escape(value) + r"(?![\w])", content, re.I):
            continue
        previous = _labelled_value(old, name)
        if previous is not None and previous != value:
            content = _replace_token(content, previous, value)
        else:
            unplaced = True
    if unplaced:
        content = f"{content} / {new_text}"
    return content, content != old


def _labelled_value(text: str, name: str) -> str | None:
    return extract_facts(text).get(name)


def same_thing(
    memory_key: str | None, meaning: ItemMeaning, *, routine_memory: bool = False
) -> bool:
    """Whether a memory whose thing key is ``memory_key`` may be changed by this item.

    The validator's rule (issue: notification understanding, item 4): a memory without a key
    (written before keys existed, or about no thing) and an item that names no thing never
    conflict; otherwise the keys must be of one family (``flight:UA857`` with any date; a
    moved appointment keeps its family) or match by :meth:`ItemMeaning.matches`.
    """
    if memory_key is None or meaning.key is None:
        return True
    if any(family(k) == family(memory_key) for k in meaning.keys):
        return True
    return meaning.matches(memory_key, routine_memory=routine_memory)


def expiry_floor(meaning: ItemMeaning) -> datetime | None:
    """Return the earliest expiry of a Temporary memory about the item's event, or ``None``.

    The event's end (the latest time mention after the item's own time) plus one day: a memory
    of an event never expires before the event is over (issue: notification understanding,
    item 3). ``None`` when the text names no later time.
    """
    end = meaning.event_end
    return None if end is None else end + timedelta(days=1)


def hint_fields(meaning: ItemMeaning, holder_ref: str | None) -> dict[str, str]:
    """Return the hints shown to the model for one item (labels and short values only).

    ``when``: each resolved time (``2026-05-14 (Thu) 11:05``), ``; ``-separated; ``thing``: the
    thing key; ``change``: what the text reports (``rescheduled``, ``delivered`` ...);
    ``chatter``: ``yes`` for messages with nothing to remember; ``memory``: the ref of the
    related memory that already holds this thing.
    """
    u = meaning.understanding
    hints: dict[str, str] = {}
    if meaning.times:
        hints["when"] = "; ".join(_render(t, u.language, with_day=True) for t in meaning.times[:6])
    if meaning.key is not None:
        hints["thing"] = meaning.key
    if u.change is not None:
        hints["change"] = u.change.value
    if u.recurrence:
        hints["routine"] = u.recurrence
    if u.chatter:
        hints["chatter"] = "yes"
    if holder_ref is not None:
        hints["memory"] = holder_ref
    return hints


def recurrence_of(text: str) -> str | None:
    """Return the explicit routine a memory's text states (``weekly:MO``), or ``None``."""
    return find_recurrence(text)
