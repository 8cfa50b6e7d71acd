"""Deterministic notification rules: the proposal the fallback provider builds without a model.

Spec, Notification Processor: "When no model is available, tests and offline scenarios can use a
deterministic Temporary Memory fallback." :func:`notification_fallback_rule` is registered with
:class:`~agent_memory.engine.FallbackProvider` under the scenario name ``notification``
(:func:`notification_fallback_provider` does that). It sees the batch the processor built (noise
already filtered out, hints added by the processor) and answers in :data:`~agent_memory.
notifications.proposal.NOTIFICATION_PROPOSAL_SCHEMA`.

Each item is understood (:func:`~agent_memory.notifications.meaning.understand_item`: times
resolved against its own local time, the thing it names, what changed). Rules, in batch order:

1. An item with neither title nor text: ``ignore`` (reason ``empty``).
2. Chatter (acknowledgements, emoji alone, test messages, call-state notices): ``ignore``.
3. An item that names a thing (a key: flight, train, order, parcel, booking, appointment,
   meeting, bill ...; a chat plan on a named day) is about the memory that holds that key: the
   related memory the processor named in the item's ``memory`` field, else a related memory whose
   ``thing`` attribute matches, else an earlier item of the batch about the same thing.

   A family match across dates also needs a shared content word (a calendar app titles every
   event "Calendar"); a chat plan on the same day also a shared word or clock time (one chat
   names several plans for a Saturday). A move, end or new price whose key matches nothing may
   be about a related memory from the same (non-chat) app of the same kind of thing.

   * The thing ended (cancelled, delivered, picked up, completed, paid): ``remove`` of that
     memory. Without one: a cancellation, payment, delivery or pickup is kept as a new memory
     (the user may want to know); a completed ride or task is ``ignore``.
   * Its values changed (day, time, gate, platform, seat, amount ...): ``update`` with the
     memory's text, the old values replaced by the new ones
     (:func:`~agent_memory.notifications.meaning.merge_update`), so it states the current state
     only; the superseded values live in the store's revisions.
   * Restated, nothing new (the same words, or no new value): ``reinforce``; but when the
     memory is a Temporary one seen at least twice before, on another day, and the text named
     only a clock time (the standup at 9:45 every Monday), ``promote`` to Long-Term (a routine;
     once, since only Temporary memories are promoted). An explicit routine ("every Thursday")
     is restated by the same words; other words state its new rule (``update``).
   * Items of one batch about one thing are folded into the last of them (``ignore`` with
     reason ``coalesced into <context_id>``); it carries their merged text.
   * No memory holds the thing: ``add``, to ``long_term`` for an explicit routine ("every
     Monday"), else to ``temporary``.
4. An end without a thing key (a courier's "delivered" naming no parcel number): ``remove`` of a
   related memory written from the same app, else as rule 3 without a memory.
5. Other items, and every message of a chat that sent several in this batch, are grouped by
   conversation (``app`` and ``title``); the earlier ones of a group are coalesced into the
   last; a related memory with the same text is reinforced; an update of a notification shown
   before updates the memory its earlier version made, never a new one (the related memory
   whose ``version_of`` attribute names the item, as the processor marks it, or one with the
   content of the earlier text): a cumulative update (earlier text in ``context``, case E4) gets
   the earlier text followed by the new ones, a text-replacing one the newest text; a burst
   about a chat plan that has a memory updates it; else ``add`` to ``temporary``
   (``long_term`` for a routine).

Content: ``"<title> (<app>): <text>"`` (``"<app>: <text>"`` when the title is the app's name), in
the notification's own words and language, every resolved time replaced by its absolute form
(``2026-05-14 (Thu) 11:05``), cut to 500 characters ending in ``…``. ``expires_at`` is null (the
store default); the processor raises it to the event's end plus a day.

The output depends only on the input: no clock, no randomness, no machine state.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from agent_memory.engine.fallback import FallbackProvider
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.notifications.meaning import (
    ENDING_CHANGES,
    ItemMeaning,
    absolute_text,
    merge_update,
    recurrence_of,
    understand_item,
)
from agent_memory.notifications.proposal import MAX_CONTENT_CHARS, NOTIFICATION_SCENARIO
from agent_memory.understanding import Change, app_kind, keys_match

__all__ = ["notification_fallback_provider", "notification_fallback_rule", "rules_first"]

_JOIN: Final = " / "
_WORD: Final = re.compile(r"[^\W\d_\u3040-\u9fff]{4,}|\d*[^\W\d_\u3040-\u9fff]+\d+[\w-]*")
_CJK: Final = re.compile(r"[\u3400-\u9fff]+")
_RENDERED_DAY: Final = re.compile(r"\d{4}-\d{2}-\d{2}(?: \([^)]{1,12}\)|（[^）]{1,4}）)?")
_STOP: Final = frozenset(
    [
        "your",
        "with",
        "from",
        "this",
        "that",
        "have",
        "been",
        "will",
        "moved",
        "move",
        "changed",
        "change",
        "schedule",
        "reminder",
        "update",
        "updated",
        "time",
        "date",
        "today",
        "tomorrow",
        "heute",
        "morgen",
        "mañana",
        "demain",
        "ihre",
        "ihren",
        "deine",
        "sein",
        "wurde",
        "para",
        "como",
        "pour",
        "avec",
        "dans",
    ]
)
_KEPT_ENDS: Final = frozenset({Change.CANCELLED, Change.PAID, Change.DELIVERED, Change.PICKED_UP})
"""Ends worth a memory of their own when no memory of the thing exists ("Alex paid you $40 for
rent", "the school trip is cancelled"); a completed ride or task is not."""


def _squash(text: str) -> str:
    return " ".join(text.split())


def _key(item: ExtractItem) -> tuple[str, str]:
    return (
        _squash(item.fields.get("app", "")).casefold(),
        _squash(item.fields.get("title", "")).casefold(),
    )


def _cut(content: str) -> str:
    if len(content) > MAX_CONTENT_CHARS:
        content = content[: MAX_CONTENT_CHARS - 1].rstrip() + "…"
    return content


def _text(item: ExtractItem, meaning: ItemMeaning | None) -> str:
    text = _squash(item.fields.get("text", ""))
    if meaning is None or meaning.understanding.recurrence is not None:
        # A routine's days are the rule itself ("every Thursday 19:00"), not one date.
        return text
    return _squash(absolute_text(text, meaning.times, meaning.understanding.language))


def _head(item: ExtractItem) -> str:
    app = _squash(item.fields.get("app", ""))
    title = _squash(item.fields.get("title", ""))
    if title and app and title.casefold() != app.casefold():
        return f"{title} ({app})"
    return title or app


def _content(group: Sequence[ExtractItem], meanings: Mapping[str, ItemMeaning]) -> str:
    head = _head(group[-1])
    texts = [_text(item, meanings.get(item.item_id)) for item in group]
    body = _JOIN.join(t for t in texts if t)
    return _cut(f"{head}: {body}" if body else head)


def _context_id(item: ExtractItem) -> int | str:
    return int(item.item_id) if item.item_id.isdigit() else item.item_id


def _entry(item: ExtractItem, action: str, reason: str, **fields: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "context_id": _context_id(item),
        "action": action,
        "target": None,
        "store": None,
        "kind": None,
        "content": None,
        "expires_at": None,
        "reason": reason,
    }
    entry.update(fields)
    return entry


@dataclass(slots=True)
class _Thing:
    """What the batch so far decided about one thing."""

    item: ExtractItem
    meaning: ItemMeaning
    target: RelatedMemory | None
    content: str
    ended: bool = False


def _holder(
    item: ExtractItem, meaning: ItemMeaning, memories: Mapping[str, RelatedMemory]
) -> RelatedMemory | None:
    refs = [item.fields.get("memory", ""), *item.related_refs]
    written = _written(item, meaning)
    for ref in item.related_refs:
        memory = memories.get(ref)
        if memory is not None and _squash(memory.text).casefold() in written:
            return memory  # the same words again
    for ref in dict.fromkeys(refs):
        memory = memories.get(ref)
        if memory is None:
            continue
        key = memory.attributes.get("thing")
        routine = memory.attributes.get("store") == "long_term"
        if not meaning.matches(key, routine_memory=routine):
            continue
        exact = key is not None and any(keys_match(k, key) for k in meaning.keys)
        if exact and key is not None and key.startswith("plan:") and not meaning.loose:
            # A chat names several plans for one day ("come visit at the weekend", "dinner on
            # Saturday?"): the same plan shares a word or a clock time with its memory.
            exact = _shares_clock(meaning, memory.text)
        if exact or _shares_words(item, memory.text):
            return memory
    if meaning.loose:
        return _same_app(item, memories, kind=None if meaning.key is None else meaning.key)
    return None


def _written(item: ExtractItem, meaning: ItemMeaning) -> set[str]:
    """The item's memory text as this rule writes it, and as written before times were resolved."""
    head = _head(item)
    raw = _squash(item.fields.get("text", ""))
    return {
        _squash(f"{head}: {_text(item, meaning)}").casefold(),
        _squash(f"{head}: {raw}").casefold(),
    }


def _shares_clock(meaning: ItemMeaning, memory_text: str) -> bool:
    clocks = {f"{t.start:%H:%M}" for t in meaning.times if t.has_clock}
    return any(clock in memory_text for clock in clocks)


def _words(text: str) -> set[str]:
    lowered = _RENDERED_DAY.sub(" ", text.casefold())
    words = {w for w in _WORD.findall(lowered) if not w.isdigit()}
    cjk = "".join(_CJK.findall(lowered))
    return words | {cjk[i : i + 2] for i in range(len(cjk) - 1)}


def _shares_words(item: ExtractItem, memory_text: str) -> bool:
    """Whether the item's text and a memory share a content word beyond the app and title.

    Guards a match of one key family across dates ("meeting:calendar" is every event a calendar
    app titles "Calendar"): the moved dentist appointment still says "Dentist".
    """
    fields = item.fields
    own = _words(fields.get("text", "")) | _words(fields.get("subtitle", ""))
    common = _words(fields.get("app", "")) | _words(fields.get("title", "")) | _STOP
    return bool((own - common) & _words(memory_text))


def _chat_plan(item: ExtractItem, meaning: ItemMeaning) -> bool:
    """A chat message about no thing, or about a plan of the chat (``plan:`` key)."""
    key = meaning.key
    return app_kind(item.fields.get("app", "")) == "messaging" and (
        key is None or key.startswith("plan:")
    )


def _same_app(
    item: ExtractItem, memories: Mapping[str, RelatedMemory], *, kind: str | None = None
) -> RelatedMemory | None:
    """A related memory written from the item's app and about no keyed thing (rules 3 and 4).

    With ``kind`` (the item's own key), a memory about the same kind of thing also counts: one
    app's notices about its subscription may name it differently ("Spotify", then "Pro plan").
    Not for chat apps: one app holds many conversations there.
    """
    prefix = None if kind is None else kind.split(":", 1)[0] + ":"
    app_id = item.fields.get("app_id", "")
    if not app_id or app_kind(item.fields.get("app", "")) == "messaging":
        return None
    for ref in item.related_refs:
        memory = memories.get(ref)
        if (
            memory is not None
            and (
                "thing" not in memory.attributes
                or (prefix is not None and memory.attributes["thing"].startswith(prefix))
            )
            and app_id in memory.attributes.get("apps", "").split(",")
        ):
            return memory
    return None


def _routine(memory: RelatedMemory, meaning: ItemMeaning) -> bool:
    attributes = memory.attributes
    if attributes.get("store") != "temporary" or not meaning.routine_candidate:
        return False
    seen = int(attributes.get("seen", "1") or 1)
    return seen >= 2 and attributes.get("thing") != meaning.key


def notification_fallback_rule(
    items: Sequence[ExtractItem], related_memories: Sequence[RelatedMemory]
) -> dict[str, Any]:
    """Build the notification proposal for a batch by the rules of the module docstring.

    Args:
        items: The batch as the processor built it (see
            :func:`~agent_memory.notifications.proposal.notification_extract_item`), with the
            processor's hint fields (``memory``, ``app_id``).
        related_memories: The memories shown for the batch; attributes ``thing`` (key),
            ``store``, ``seen`` (times seen), ``apps`` (app ids, comma-separated) are used.

    Returns:
        ``{"items": [...]}`` with exactly one entry per item, in batch order.
    """
    memories = {m.ref: m for m in related_memories}
    meanings: dict[str, ItemMeaning] = {}
    decided: dict[str, dict[str, Any]] = {}
    groups: dict[tuple[str, str], list[ExtractItem]] = {}
    things: list[_Thing] = []
    kept: list[ExtractItem] = []
    for item in items:
        if not _squash(item.fields.get("title", "")) and not _squash(item.fields.get("text", "")):
            continue
        meaning = understand_item(item)
        meanings[item.item_id] = meaning
        if meaning.understanding.chatter:
            decided[item.item_id] = _entry(item, "ignore", "chatter: nothing to remember")
        else:
            kept.append(item)
    bursts = Counter(_key(i) for i in kept if _chat_plan(i, meanings[i.item_id]))
    for item in kept:
        meaning = meanings[item.item_id]
        if bursts[_key(item)] > 1 and _chat_plan(item, meaning):
            # Several messages of one chat in one batch: one memory of the conversation.
            groups.setdefault(_key(item), []).append(item)
        elif meaning.key is not None or (meaning.loose and _same_app(item, memories)):
            decided.update(_thing_item(item, meaning, memories, things))
        elif meaning.change in ENDING_CHANGES:
            target = _same_app(item, memories)
            if target is not None:
                decided[item.item_id] = _entry(
                    item, "remove", "ended: same app's memory", target=target.ref
                )
            elif meaning.change in _KEPT_ENDS:
                groups.setdefault(_key(item), []).append(item)
            else:
                decided[item.item_id] = _entry(item, "ignore", "ended: nothing kept")
        else:
            groups.setdefault(_key(item), []).append(item)
    for group in groups.values():
        decided.update(_conversation(group, memories, meanings))
    out = [decided.get(item.item_id) or _entry(item, "ignore", "empty") for item in items]
    return {"items": out}


def _thing_item(
    item: ExtractItem,
    meaning: ItemMeaning,
    memories: Mapping[str, RelatedMemory],
    things: list[_Thing],
) -> dict[str, dict[str, Any]]:
    """Decide one item that names a thing (rule 3); may re-decide an earlier item of the batch."""
    out: dict[str, dict[str, Any]] = {}
    earlier = next((t for t in things if meaning.matches(t.meaning.key)), None)
    holder = _holder(item, meaning, memories)
    if earlier is None and holder is not None:
        earlier = next((t for t in things if t.target is holder), None)
    text = _cut(f"{_head(item)}: {_text(item, meaning)}")
    ended = meaning.change in ENDING_CHANGES
    if earlier is not None:
        target = earlier.target
        out[earlier.item.item_id] = _entry(earlier.item, "ignore", f"coalesced into {item.item_id}")
        things.remove(earlier)
        if ended or earlier.ended:
            out[item.item_id] = (
                _entry(item, "remove", "ended", target=target.ref)
                if target is not None
                else _entry(item, "ignore", "ended: nothing kept")
            )
            things.append(_Thing(item, meaning, target, text, ended=True))
            return out
        content, _ = merge_update(earlier.content, meaning, _text(item, meaning))
        content = _cut(content)
        if target is not None:
            out[item.item_id] = _entry(
                item, "update", "the thing changed", target=target.ref, content=content
            )
        else:
            out[item.item_id] = _add(item, meaning, content)
        things.append(_Thing(item, meaning, target, content))
        return out
    if holder is None:
        if ended and meaning.change not in _KEPT_ENDS:
            out[item.item_id] = _entry(item, "ignore", "ended: nothing kept")
        else:
            out[item.item_id] = _add(item, meaning, text)
        things.append(_Thing(item, meaning, None, text, ended=ended))
        return out
    if ended:
        out[item.item_id] = _entry(item, "remove", "ended", target=holder.ref)
        things.append(_Thing(item, meaning, holder, holder.text, ended=True))
        return out
    rule = meaning.understanding.recurrence
    if _squash(holder.text).casefold() in _written(item, meaning):
        content, changed = holder.text, False
    elif rule is not None:
        # A routine is stated by its rule, not by dates: the same words restate it; other
        # words ("class moves to Wednesdays") state the new rule, which replaces the old one.
        same = _squash(holder.text).casefold() == _squash(text).casefold()
        same = same or (
            recurrence_of(holder.text) == rule
            and _squash(_text(item, meaning)).casefold() in _squash(holder.text).casefold()
        )
        content, changed = text, not same
    else:
        content, changed = merge_update(holder.text, meaning, _text(item, meaning))
        content = _cut(content)
    if changed:
        out[item.item_id] = _entry(
            item, "update", "the thing changed", target=holder.ref, content=content
        )
    elif _routine(holder, meaning):
        out[item.item_id] = _entry(
            item, "promote", "a routine", target=holder.ref, store="long_term"
        )
    else:
        out[item.item_id] = _entry(item, "reinforce", "restated", target=holder.ref)
    things.append(_Thing(item, meaning, holder, content))
    return out


def _add(item: ExtractItem, meaning: ItemMeaning, content: str) -> dict[str, Any]:
    routine = meaning.understanding.recurrence is not None
    return _entry(
        item,
        "add",
        "a routine" if routine else "a new thing",
        store="long_term" if routine else "temporary",
        kind="event" if meaning.times or routine else "fact",
        content=content,
    )


def _conversation(
    group: Sequence[ExtractItem],
    memories: Mapping[str, RelatedMemory],
    meanings: Mapping[str, ItemMeaning],
) -> dict[str, dict[str, Any]]:
    """Decide a conversation's items without a thing (rule 5)."""
    decided: dict[str, dict[str, Any]] = {}
    last = group[-1]
    for earlier in group[:-1]:
        decided[earlier.item_id] = _entry(earlier, "ignore", f"coalesced into {last.item_id}")
    content = _content(group, meanings)
    # The text as written counts too: a memory written before times were made absolute.
    wanted = {_squash(content).casefold(), _squash(_content(group, {})).casefold()}
    target = None
    for item in group:
        for ref in item.related_refs:
            memory = memories.get(ref)
            if memory is not None and _squash(memory.text).casefold() in wanted:
                target = ref
                break
        if target:
            break
    updated = None if target is not None else _updated_memory(group, memories, meanings)
    if target is None and updated is None:
        updated = _plan_update(group, memories, meanings)
    if target is not None:
        decided[last.item_id] = _entry(last, "reinforce", "same as memory", target=target)
    elif updated is not None:
        ref, new_content = updated
        decided[last.item_id] = _entry(
            last,
            "update",
            "an update of a notification shown before",
            target=ref,
            content=new_content,
        )
    else:
        meaning = meanings.get(last.item_id)
        routine = meaning is not None and meaning.understanding.recurrence is not None
        decided[last.item_id] = _entry(
            last,
            "add",
            "a routine" if routine else "fallback: one temporary memory per conversation",
            store="long_term" if routine else "temporary",
            kind="event" if routine else "other",
            content=content,
        )
    return decided


def _plan_update(
    group: Sequence[ExtractItem],
    memories: Mapping[str, RelatedMemory],
    meanings: Mapping[str, ItemMeaning],
) -> tuple[str, str] | None:
    """Return ``(ref, content)`` when the chat's burst changes a plan that has a memory."""
    for item in group:
        holder = memories.get(item.fields.get("memory", ""))
        if holder is None:
            continue
        content = holder.text
        for other in group:
            meaning = meanings.get(other.item_id)
            if meaning is not None:
                content, _ = merge_update(content, meaning, _text(other, meaning))
        return holder.ref, _cut(content)
    return None


def _updated_memory(
    group: Sequence[ExtractItem],
    memories: Mapping[str, RelatedMemory],
    meanings: Mapping[str, ItemMeaning],
) -> tuple[str, str] | None:
    """Return ``(ref, content)`` for an edited notification (rule 5), or ``None``."""
    for item in reversed(group):
        for ref in item.related_refs:
            memory = memories.get(ref)
            if memory is None or memory.attributes.get("version_of") != item.item_id:
                continue
            if _squash(item.context):
                earlier = ExtractItem(
                    item.item_id, item.local_time, {**item.fields, "text": item.context}, "", ()
                )
                return ref, _content([earlier, *group], meanings)
            return ref, _content(group, meanings)
    for item in group:
        if not _squash(item.context):
            continue
        earlier = ExtractItem(
            item.item_id, item.local_time, {**item.fields, "text": item.context}, "", ()
        )
        wanted = _squash(_content([earlier], {})).casefold()
        candidates = {wanted, _squash(_content([earlier], meanings)).casefold()}
        for ref in item.related_refs:
            memory = memories.get(ref)
            if memory is not None and _squash(memory.text).casefold() in candidates:
                return ref, _content([earlier, *group], meanings)
    return None


def notification_fallback_provider() -> FallbackProvider:
    """Return a :class:`~agent_memory.engine.FallbackProvider` with the notification rules."""
    return FallbackProvider({NOTIFICATION_SCENARIO.name: notification_fallback_rule})


_CERTAIN_REASONS: Final = ("empty", "chatter", "ended: nothing kept", "same as memory")
"""Reasons of rule decisions that are certain whatever the item's thing (rules first)."""
_EDITED: Final = "an update of a notification shown before"


def rules_first(
    items: Sequence[ExtractItem], related_memories: Sequence[RelatedMemory]
) -> tuple[list[dict[str, Any]], list[ExtractItem]]:
    """Split a batch into the items the rules decide with certainty and the rest, for a model.

    The rules of :func:`notification_fallback_rule` decide every item; a decision is kept
    (issue 25, "decide with the rules first") when it is certain:

    * nothing to decide: an empty item, chatter, an end of a thing no memory holds, the exact
      words of a related memory again (``reinforce``), a new version of a notification whose
      earlier version made a memory (``update`` of that memory);
    * a thing the understanding stage keyed (flight, order, appointment ...) that no memory
      holds, or a routine the text states ("every Thursday 19:00"): ``add``;
    * a keyed thing with exactly one related memory about it, and an unambiguous change:
      ``update`` when the text reports a change (rescheduled, gate changed ...), ``remove``
      when it reports an end, ``reinforce`` or ``promote`` when it restates it.

    Items of one thing or conversation coalesced into a later one share that one's certainty.
    Everything else (a chat message without a thing, an end that names no thing, a thing
    with several candidate memories) needs judgement: it goes to the model, citing only the
    related memories no certain decision targets (so the two never change one memory).

    Args:
        items: The batch as the processor built it (hint fields included).
        related_memories: The memories shown for the batch.

    Returns:
        ``(entries, rest)``: proposal items (the JSON proposal's shape) of the certain items,
        and the items left for the model, in batch order.
    """
    decided = notification_fallback_rule(items, related_memories)["items"]
    by_id = {str(entry["context_id"]): entry for entry in decided}
    memories = {m.ref: m for m in related_memories}
    certain: dict[str, bool] = {}
    for item in items:
        entry = by_id[item.item_id]
        reason = str(entry["reason"])
        if reason.startswith("coalesced into "):
            continue
        certain[item.item_id] = _certain(item, entry, reason, memories)
    for item in items:
        reason = str(by_id[item.item_id]["reason"])
        if reason.startswith("coalesced into "):
            certain[item.item_id] = certain.get(reason.removeprefix("coalesced into "), False)
    entries = [by_id[item.item_id] for item in items if certain[item.item_id]]
    taken = {str(entry["target"]) for entry in entries if entry["target"]}
    rest = [
        ExtractItem(
            item.item_id,
            item.local_time,
            item.fields,
            item.context,
            tuple(ref for ref in item.related_refs if ref not in taken),
        )
        for item in items
        if not certain[item.item_id]
    ]
    return entries, rest


def _certain(
    item: ExtractItem,
    entry: Mapping[str, Any],
    reason: str,
    memories: Mapping[str, RelatedMemory],
) -> bool:
    """Whether the rules' decision for one item is certain (see :func:`rules_first`)."""
    if reason.startswith(_CERTAIN_REASONS):
        return True
    action = entry["action"]
    if action == "update" and reason == _EDITED:
        return True
    meaning = understand_item(item)
    if action == "add" and meaning.understanding.recurrence is not None:
        return True  # a routine the text states ("every Thursday 19:00"): Long-Term
    if meaning.key is None:
        return False
    if action == "add":
        return True
    if action not in ("update", "reinforce", "remove", "promote"):
        return False
    holders = [
        ref
        for ref in item.related_refs
        if ref in memories
        and meaning.matches(
            memories[ref].attributes.get("thing"),
            routine_memory=memories[ref].attributes.get("store") == "long_term",
        )
    ]
    if holders != [entry["target"]]:
        return False
    if action == "update":
        return meaning.change is not None
    return True
