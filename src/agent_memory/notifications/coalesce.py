"""Coalescing: decide what of a batch of notification records a model is shown.

Spec: Notification Processor ("Coalesce added/modified/removed changes for the same
notification"). Records are never changed or deleted here; coalescing only maps every record of a
batch to exactly one of:

* an :class:`Item` the model is shown (the record is the item's representative), or
* *folded into* an item (the item represents it too: an earlier version of an updated
  notification, a progress update superseded by a later one), or
* *skipped* with a reason (a redundant group summary, the same message posted by a second app, a
  removal), which the processor records as an ``ignore`` outcome.

A notification's identity is its platform and source key, and a generation: an ``added`` record
whose app differs from the app holding that key starts a new notification under the old key
(Gadgetbridge numbers notifications itself and reuses a number for another app; the rule holds
for any source whose ids are not unique across apps). ``modified`` and ``removed`` records belong
to the key's current holder, so a removal closes only the latest notification of that key. A
record whose app is unknown (a Gadgetbridge change or removal, which names no app) never starts
a generation. The identities are computed in one ordered walk over ``history`` then the batch.

Rules, each named by the reason it records:

``superseded``
    Records with the same notification (same identity) fold into the latest non-removal record
    of that identity in the batch (Android ``notify()`` with the same id updates in place; ANCS
    Modified). The item shows the latest text; when the latest text extends an earlier version
    of the same notification (in the batch or in ``history``), the item shows only what is new,
    with the earlier text as context (case E4).
``group_summary_redundant``
    An Android group summary (``FLAG_GROUP_SUMMARY``) is redundant while a non-summary child of the
    same app and group is live: posted in the batch or history and not removed before the summary
    (case E1). A summary alone is kept (case E2).
``group_summary_already_shown``
    A group summary none of whose lines is new: each is the message of a child of the same app
    and group processed within :data:`GROUP_WINDOW_S` before it (a summary re-posted when its
    child is removed, case E1 across batches).
``shown_as_group_summary``
    A child whose message a group summary of the same app and group already showed, processed
    within :data:`GROUP_WINDOW_S` before it while no child of that group was live (the summary
    and its child split by a batch boundary, case E1 across batches). A child with a message the
    summary did not hold is kept.
``duplicate_of``
    The same title and text added by another app or key within 120 seconds (an SMS mirrored by
    two messaging apps, case E3); from another app also when the first copy was processed in an
    earlier batch.
``unchanged_update``
    A new version of a notification already processed (in ``history``) with the same title and
    text: nothing new to show.
``removal``
    A removal carries no content; it closes its notification and is not shown to the model
    (case E3). An earlier post of the same key stays an item: it was received.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Final

from agent_memory.ble.gadgetbridge import UNKNOWN_APP_ID
from agent_memory.notifications.record import NotificationRecord

__all__ = [
    "DUPLICATE_WINDOW_S",
    "GROUP_WINDOW_S",
    "Coalesced",
    "Item",
    "coalesce",
]

DUPLICATE_WINDOW_S: Final = 120
"""Two adds of the same title and text within this many seconds are one message (case E3)."""

GROUP_WINDOW_S: Final = 600
"""A group summary and a child of its group carrying the same message within this many seconds
are one message, also when a batch boundary or a removal falls between them (case E1)."""


@dataclass(frozen=True, slots=True)
class Item:
    """One notification as the model will see it.

    Attributes:
        record: The representative record (the latest version); its ``context_id`` is the one the
            model answers for.
        text: What is new in this notification: the whole body, or for an update that extends an
            earlier version of the same notification, only the added part.
        earlier_text: The earlier version's text when ``text`` is only the added part, else
            ``None``. Context for the model, not new information.
        folded: context_ids of other records of the batch this item stands for, oldest first.
        earlier_context_id: The ``context_id`` of this notification's latest earlier version
            processed in an earlier batch (from ``history``), else ``None``: a memory made from
            it is what an update of the notification changes (case E4 across batches).
    """

    record: NotificationRecord
    text: str
    earlier_text: str | None = None
    folded: tuple[int, ...] = ()
    earlier_context_id: int | None = None

    @property
    def context_id(self) -> int:
        """The context_id the model answers for."""
        return self.record.context_id


@dataclass(frozen=True, slots=True)
class Coalesced:
    """The coalescing of one batch.

    Attributes:
        items: Items for the model, in context_id order of their representatives.
        skipped: ``context_id -> reason`` for records not shown and not folded (reasons are the
            rule names of the module docstring, with the other context_id for ``duplicate_of``).
        folded_into: ``context_id -> representative context_id`` for folded records.
    """

    items: list[Item]
    skipped: dict[int, str] = field(default_factory=dict)
    folded_into: dict[int, int] = field(default_factory=dict)

    def outcome_of(self, context_id: int) -> str:
        """Return ``"item"``, ``"folded"`` or the skip reason of a record of the batch.

        Raises:
            KeyError: ``context_id`` was not in the batch.
        """
        if context_id in self.skipped:
            return self.skipped[context_id]
        if context_id in self.folded_into:
            return "folded"
        if any(item.context_id == context_id for item in self.items):
            return "item"
        raise KeyError(context_id)


_Identity = tuple[str, str, int]
"""``(platform, source_key, generation)``: one notification (see the module docstring)."""

_UNKNOWN_APPS: Final = frozenset({"", UNKNOWN_APP_ID})


def _identities(records: Iterable[NotificationRecord]) -> dict[int, _Identity]:
    """Return the identity of every record, walking ``records`` in order.

    Per ``(platform, source_key)`` the walk keeps a generation and the app holding the key: an
    ``added`` record from a known app other than the holder starts the next generation; any
    other record belongs to the current one (rule of the module docstring).

    Args:
        records: History then batch, in context_id order.

    Returns:
        ``context_id -> (platform, source_key, generation)``.
    """
    holders: dict[tuple[str, str], tuple[int, str | None]] = {}
    out: dict[int, _Identity] = {}
    for record in records:
        event = record.event
        key = (event.platform, event.source_key)
        generation, holder = holders.get(key, (0, None))
        app = None if event.app_id in _UNKNOWN_APPS else event.app_id
        if app is not None:
            if event.kind == "added" and holder is not None and app != holder:
                generation += 1
                holder = app
            elif holder is None or event.kind == "added":
                holder = app
        holders[key] = (generation, holder)
        out[record.context_id] = (event.platform, event.source_key, generation)
    return out


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def coalesce(
    batch: Sequence[NotificationRecord], history: Sequence[NotificationRecord] = ()
) -> Coalesced:
    """Map every record of ``batch`` to an item, a fold or a skip (rules in the module doc).

    Args:
        batch: The records of one batch, in context_id order.
        history: Records processed before the batch (most recent last), used only as context:
            earlier versions of an updated notification and live children of a group. Never
            mapped to an outcome.

    Returns:
        The coalescing; every context_id of ``batch`` appears exactly once in ``items`` (as a
        representative), ``folded_into`` or ``skipped``.
    """
    skipped: dict[int, str] = {}
    folded_into: dict[int, int] = {}
    identity = _identities((*history, *batch))

    def _key(record: NotificationRecord) -> _Identity:
        return identity[record.context_id]

    # 1. Removals close their notification and are never shown.
    removed_at: dict[_Identity, int] = {}
    for record in batch:
        if record.event.kind == "removed":
            skipped[record.context_id] = "removal"
            removed_at.setdefault(_key(record), record.context_id)

    # 2. Fold versions of the same notification into its latest version.
    latest: dict[_Identity, NotificationRecord] = {}
    versions: dict[_Identity, list[NotificationRecord]] = {}
    for record in batch:
        if record.context_id in skipped:
            continue
        key = _key(record)
        versions.setdefault(key, []).append(record)
        latest[key] = record
    for key, records in versions.items():
        head = latest[key]
        for record in records[:-1]:
            folded_into[record.context_id] = head.context_id

    # 3. Redundant group summaries: a live non-summary child of the same app and group.
    children: dict[tuple[str, str], list[NotificationRecord]] = {}
    for record in (*history, *batch):
        event = record.event
        if event.group_key and not event.is_group_summary and event.kind != "removed":
            children.setdefault((event.app_id, event.group_key), []).append(record)
    for record in latest.values():
        event = record.event
        if not (event.is_group_summary and event.group_key):
            continue
        for child in children.get((event.app_id, event.group_key), []):
            removal = removed_at.get(_key(child))
            if removal is None or removal > record.context_id:
                skipped[record.context_id] = "group_summary_redundant"
                break

    # 3b. The same group message shown before, by a summary or by a child (case E1 across
    # batches). Message texts are compared normalized: a child "Ravi" / "lunch?" is the line
    # "Ravi: lunch?" of its summary.
    _skip_group_content_shown(latest.values(), history, skipped)

    # 4. The same message added by a second app or key within the duplicate window; from a
    # second app also when the first copy was processed in an earlier batch (history). (The
    # same app posting it again after processing is a repeat the model reinforces, case M4.)
    processed = [r for r in history if r.event.kind != "removed" and not r.event.is_group_summary]
    seen: list[NotificationRecord] = []
    for record in sorted(latest.values(), key=lambda r: r.context_id):
        if record.context_id in skipped:
            continue
        event = record.event
        body = _norm(event.body)
        if body:
            candidates = [*(r for r in processed if r.event.app_id != event.app_id), *seen]
            for earlier in candidates:
                if (
                    _key(earlier) != _key(record)
                    and _norm(earlier.event.body) == body
                    and _norm(earlier.event.title) == _norm(event.title)
                    and abs(event.received_at - earlier.event.received_at)
                    <= timedelta(seconds=DUPLICATE_WINDOW_S)
                ):
                    skipped[record.context_id] = f"duplicate_of:{earlier.context_id}"
                    break
        if record.context_id not in skipped:
            seen.append(record)

    # 5. Items, with only the new part of a cumulative update.
    earlier_versions: dict[_Identity, NotificationRecord] = {}
    for record in history:
        if record.event.kind != "removed":
            earlier_versions[_key(record)] = record
    items: list[Item] = []
    for key, head in latest.items():
        group = versions[key]
        if head.context_id in skipped:
            for record in group[:-1]:
                folded_into.pop(record.context_id, None)
                skipped[record.context_id] = skipped[head.context_id]
            continue
        previous = group[-2] if len(group) > 1 else earlier_versions.get(key)
        if (
            len(group) == 1
            and previous is not None
            and previous.event.body == head.event.body
            and previous.event.title == head.event.title
        ):
            skipped[head.context_id] = f"unchanged_update:{previous.context_id}"
            continue
        text, context_text = _new_part(head.event.body, previous.event.body if previous else None)
        folded = tuple(r.context_id for r in group[:-1])
        done = earlier_versions.get(key)
        items.append(Item(head, text, context_text, folded, done.context_id if done else None))
    items.sort(key=lambda item: item.context_id)
    return Coalesced(items, skipped, folded_into)


def _message_texts(record: NotificationRecord) -> set[str]:
    """The normalized forms a child's message takes in a summary line: the body, with its title."""
    body, title = _norm(record.event.body), _norm(record.event.title)
    if not body:
        return set()
    return {body, f"{title}: {body}", f"{title} {body}"} if title else {body}


def _summary_lines(record: NotificationRecord) -> set[str]:
    """The normalized non-empty lines of a summary's body (one message per line)."""
    return {line for line in (_norm(part) for part in record.event.body.splitlines()) if line}


def _within(earlier: NotificationRecord, later: NotificationRecord, window: timedelta) -> bool:
    """Whether ``earlier`` was received at most ``window`` before ``later``."""
    return timedelta(0) <= later.event.received_at - earlier.event.received_at <= window


def _skip_group_content_shown(
    candidates: Iterable[NotificationRecord],
    history: Sequence[NotificationRecord],
    skipped: dict[int, str],
) -> None:
    """Skip group records whose message was shown before (rules ``group_summary_already_shown``
    and ``shown_as_group_summary`` of the module doc); updates ``skipped`` in place."""
    window = timedelta(seconds=GROUP_WINDOW_S)
    children: dict[tuple[str, str], list[NotificationRecord]] = {}
    summaries: dict[tuple[str, str], list[NotificationRecord]] = {}
    for record in history:
        event = record.event
        if not event.group_key or event.kind == "removed":
            continue
        group = (event.app_id, event.group_key)
        if event.is_group_summary:
            # Shown only if no child of its group came before it (else it was redundant).
            if not children.get(group):
                summaries.setdefault(group, []).append(record)
        else:
            children.setdefault(group, []).append(record)
    for record in candidates:
        event = record.event
        if record.context_id in skipped or not event.group_key:
            continue
        group = (event.app_id, event.group_key)
        if event.is_group_summary:
            lines = _summary_lines(record)
            shown: set[str] = set()
            for child in children.get(group, []):
                if _within(child, record, window):
                    shown |= _message_texts(child)
            if lines and lines <= shown:
                skipped[record.context_id] = "group_summary_already_shown"
            continue
        texts = _message_texts(record)
        for summary in summaries.get(group, []):
            if _within(summary, record, window) and texts & _summary_lines(summary):
                skipped[record.context_id] = f"shown_as_group_summary:{summary.context_id}"
                break


def _new_part(text: str, earlier: str | None) -> tuple[str, str | None]:
    """Return ``(new text, earlier text or None)`` for a version that may extend ``earlier``."""
    if not earlier or text == earlier:
        return text, None
    if text.startswith(earlier):
        added = text[len(earlier) :].strip()
        if added:
            return added, earlier
    return text, None
