"""Deterministic notification rules: the proposal the fallback provider builds without a model.

Spec, Notification Processor: "When no model is available, tests and offline scenarios can use a
deterministic Temporary Memory fallback." :func:`notification_fallback_rule` is registered with
:class:`~agent_memory.engine.FallbackProvider` under the scenario name ``notification``
(:func:`notification_fallback_provider` does that). It sees the batch the processor built (noise
already filtered out) and answers in :data:`~agent_memory.notifications.proposal.
NOTIFICATION_PROPOSAL_SCHEMA`.

Rules, applied in batch order:

1. Conversation key: the item's ``app`` and ``title`` fields (whitespace collapsed, case folded).
   For a chat that is the app and the sender or group name.
2. An item with neither title nor text: ``ignore`` (reason ``empty``).
3. Items of one conversation are coalesced into the newest (last) of them: the earlier ones get
   ``ignore`` with reason ``coalesced into <context_id>``; the last gets the action below.
4. Content: ``"<title> (<app>): <text 1> / <text 2> ..."`` (``"<app>: ..."`` without a title),
   whitespace collapsed, cut to 500 characters ending in ``…``.
5. When a related memory cited by any item of the conversation has the same content (whitespace
   and case ignored), the action is ``reinforce`` of that memory.
6. Else, when an item is an update of a notification shown before, the memory the earlier
   version made is updated, never a new one added (10,000 updates of one notification make one
   memory): that memory is the related memory whose ``version_of`` attribute names the item (the
   processor marks it), or, without the mark, one with the content rule 4 makes of the earlier
   text. A cumulative update (its ``context`` holds the earlier text, case E4) gets the earlier
   text followed by the new ones (``"<title> (<app>): Are you home? / Call me"``); a
   text-replacing update gets the content of rule 4 (the newest text replaces the old).
7. Otherwise ``add`` to ``temporary`` with kind ``other`` and ``expires_at`` null, so the store's
   default Temporary lifetime (7 days) applies.

The output depends only on the input: no clock, no randomness, no machine state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from agent_memory.engine.fallback import FallbackProvider
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.notifications.proposal import MAX_CONTENT_CHARS, NOTIFICATION_SCENARIO

__all__ = ["notification_fallback_provider", "notification_fallback_rule"]

_JOIN: Final = " / "


def _squash(text: str) -> str:
    return " ".join(text.split())


def _key(item: ExtractItem) -> tuple[str, str]:
    return (
        _squash(item.fields.get("app", "")).casefold(),
        _squash(item.fields.get("title", "")).casefold(),
    )


def _content(group: Sequence[ExtractItem]) -> str:
    last = group[-1]
    app = _squash(last.fields.get("app", ""))
    title = _squash(last.fields.get("title", ""))
    texts = [_squash(item.fields.get("text", "")) for item in group]
    body = _JOIN.join(t for t in texts if t)
    head = f"{title} ({app})" if title and app else (title or app)
    content = f"{head}: {body}" if body else head
    if len(content) > MAX_CONTENT_CHARS:
        content = content[: MAX_CONTENT_CHARS - 1].rstrip() + "…"
    return content


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


def notification_fallback_rule(
    items: Sequence[ExtractItem], related_memories: Sequence[RelatedMemory]
) -> dict[str, Any]:
    """Build the notification proposal for a batch by the rules of the module docstring.

    Args:
        items: The batch as the processor built it (see
            :func:`~agent_memory.notifications.proposal.notification_extract_item`).
        related_memories: The memories shown for the batch.

    Returns:
        ``{"items": [...]}`` with exactly one entry per item, in batch order.
    """
    memories = {m.ref: m for m in related_memories}
    groups: dict[tuple[str, str], list[ExtractItem]] = {}
    for item in items:
        if not _squash(item.fields.get("title", "")) and not _squash(item.fields.get("text", "")):
            continue
        groups.setdefault(_key(item), []).append(item)
    decided: dict[str, dict[str, Any]] = {}
    for group in groups.values():
        last = group[-1]
        for earlier in group[:-1]:
            decided[earlier.item_id] = _entry(earlier, "ignore", f"coalesced into {last.item_id}")
        content = _content(group)
        wanted = _squash(content).casefold()
        target = None
        for item in group:
            for ref in item.related_refs:
                memory = memories.get(ref)
                if memory is not None and _squash(memory.text).casefold() == wanted:
                    target = ref
                    break
            if target:
                break
        updated = None if target is not None else _updated_memory(group, memories)
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
            decided[last.item_id] = _entry(
                last,
                "add",
                "fallback: one temporary memory per conversation",
                store="temporary",
                kind="other",
                content=content,
            )
    out = [decided.get(item.item_id) or _entry(item, "ignore", "empty") for item in items]
    return {"items": out}


def _updated_memory(
    group: Sequence[ExtractItem], memories: dict[str, RelatedMemory]
) -> tuple[str, str] | None:
    """Return ``(ref, content)`` for rule 6 of the module docstring, or ``None``."""
    for item in reversed(group):
        for ref in item.related_refs:
            memory = memories.get(ref)
            if memory is None or memory.attributes.get("version_of") != item.item_id:
                continue
            if _squash(item.context):
                earlier = ExtractItem(
                    item.item_id, item.local_time, {**item.fields, "text": item.context}, "", ()
                )
                return ref, _content([earlier, *group])
            return ref, _content(group)
    for item in group:
        if not _squash(item.context):
            continue
        earlier = ExtractItem(
            item.item_id, item.local_time, {**item.fields, "text": item.context}, "", ()
        )
        wanted = _squash(_content([earlier])).casefold()
        for ref in item.related_refs:
            memory = memories.get(ref)
            if memory is not None and _squash(memory.text).casefold() == wanted:
                return ref, _content([earlier, *group])
    return None


def notification_fallback_provider() -> FallbackProvider:
    """Return a :class:`~agent_memory.engine.FallbackProvider` with the notification rules."""
    return FallbackProvider({NOTIFICATION_SCENARIO.name: notification_fallback_rule})
