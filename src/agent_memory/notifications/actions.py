"""From a batch's proposed actions to memory intents: the notification scenario's rules.

Spec: Notification Processor (validation), Memory Action cases M1-M12. :class:`ActionCheck`
checks one batch's proposal and builds one intent per accepted action, with one small builder
per action (:meth:`~ActionCheck.add`, :meth:`~ActionCheck.update`,
:meth:`~ActionCheck.reinforce`, :meth:`~ActionCheck.remove`, :meth:`~ActionCheck.promote`,
:meth:`~ActionCheck.ignore`), each made of the checks it needs, in this order:

1. the target (``update``, ``reinforce``, ``remove``, ``promote``): a memory shown for this
   batch, targeted once, recalled for this very notification and made by this scenario, with
   the notification's own evidence for ``remove`` and ``promote``, and at most
   :attr:`ActionLimits.max_removes_per_batch` removes (``notifications/guard.py``, rules 3-5);
2. the content, when the action has one: no steering text, no number or link from nowhere
   (guard rules 6 and 7), no one-time code or secret (case M10: only that notification is
   dropped);
3. the thing (``update``, ``remove``): the target is about the notification's thing;
4. the expiry: after the notification, within :attr:`ActionLimits.max_expiry_days`; a
   Temporary memory outlives the event its notification names by a day;
5. a rerun: a notification already in the target's sources is ``already_applied``; an
   ``add`` whose expiry has passed is ``already_expired``.

Three kinds of "no": a *reason* (the answer is wrong: the whole proposal fails with
:class:`~agent_memory.errors.ProposalInvalid` and the batch is retried), a *refusal* (a guard
rule: that action only becomes ``ignore`` with ``refused:<rule>``), and an *outcome* without a
write (``holds_code_or_secret``, ``already_applied``, ``already_expired``). Reasons and
outcomes name ids and rules, never notification or memory text.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final, NoReturn

from agent_memory.engine.types import ExtractItem
from agent_memory.errors import ProposalInvalid
from agent_memory.memory.intents import (
    CreateMemory,
    MemoryIntent,
    PromoteMemory,
    ReinforceMemory,
    RemoveMemory,
    UpdateMemory,
)
from agent_memory.memory.model import (
    DEFAULT_EXPIRY,
    MemoryChanges,
    MemoryKind,
    MemoryRecord,
    MemorySource,
    NewMemory,
    StoreName,
)
from agent_memory.notifications.coalesce import Item
from agent_memory.notifications.guard import (
    NOTIFICATION_SCENARIO_NAME,
    content_refusal,
    promote_refusal,
    removal_refusal,
)
from agent_memory.notifications.meaning import (
    ENDING_CHANGES,
    ItemMeaning,
    expiry_floor,
    same_thing,
)
from agent_memory.notifications.outcome import Outcome
from agent_memory.notifications.proposal import NotificationProposalItem
from agent_memory.privacy import holds_code_or_secret
from agent_memory.understanding import Change

__all__ = [
    "NOTIFICATION_ID_PREFIX",
    "ActionCheck",
    "ActionLimits",
    "Shown",
    "changeable",
    "memory_id_for",
    "same_kind_from_app",
]

NOTIFICATION_ID_PREFIX: Final = "ntf-"

_OWN_TEXT: Final = ("title", "subtitle", "text")
"""The item fields that are the notification's own text (evidence for remove and promote)."""

_log = logging.getLogger("agent_memory.notifications")


def memory_id_for(context_id: int) -> str:
    """Return the fixed memory id an ``add`` for notification ``context_id`` creates."""
    return f"{NOTIFICATION_ID_PREFIX}{context_id}"


def changeable(record: MemoryRecord) -> bool:
    """Return whether the notification scenario may change ``record`` (guard.py, rule 3)."""
    return record.source.scenario == NOTIFICATION_SCENARIO_NAME and record.store in (
        StoreName.TEMPORARY,
        StoreName.LONG_TERM,
    )


def same_kind_from_app(record: MemoryRecord, meaning: ItemMeaning, app_id: str) -> bool:
    """Return whether ``record`` is the same kind of thing (``subscription:``) from the item's app.

    The validator accepts such a target too: one app's notices about its own subscription or
    order may name it differently ("Spotify" then "Pro plan").
    """
    key, own = record.thing_key, meaning.key
    if key is None or own is None or app_id not in record.source.app_ids:
        return False
    return key.split(":", 1)[0] == own.split(":", 1)[0]


@dataclass(frozen=True, slots=True)
class Shown:
    """A related memory shown to the model under ``ref``.

    ``version_of``: the context_id of the item this memory is the earlier version's memory of
    (shown as the attribute ``version_of``), or ``None``.
    """

    ref: str
    record: MemoryRecord
    version_of: int | None = None


@dataclass(frozen=True, slots=True)
class ActionLimits:
    """The limits a proposed action is held to (from the processor's config and the stores).

    Attributes:
        max_expiry_days: Latest accepted expiry after the notification's receipt, in days.
        max_removes_per_batch: Most ``remove`` actions applied in one batch.
        temporary_lifetime_s: The Temporary store's default lifetime, in seconds.
    """

    max_expiry_days: int
    max_removes_per_batch: int
    temporary_lifetime_s: float


class _Dropped(Exception):
    """The action is not applied; its reason, refusal or outcome is already recorded."""


class ActionCheck:
    """One batch's check of a proposal: an intent per accepted action, or the reasons it fails.

    Args:
        items: The notifications the model was asked about (coalesced, masked).
        extract_items: Their extract items as shown (fields, related refs), in the same order.
        visible: The related memories the model saw (within the prompt budget).
        meanings: What the understanding stage read in each notification, by context id.
        outcomes: The batch's outcome per context id; each action's outcome is written here.
        limits: Expiry and remove limits.
        now: The current UTC time.
        ruled: Context ids the rules decided first (their outcome says ``rules``).
    """

    def __init__(
        self,
        items: Sequence[Item],
        extract_items: Sequence[ExtractItem],
        visible: Sequence[Shown],
        meanings: Mapping[int, ItemMeaning],
        outcomes: dict[int, Outcome],
        limits: ActionLimits,
        now: datetime,
        ruled: frozenset[int] | set[int] = frozenset(),
    ) -> None:
        self._by_ref = {s.ref: s for s in visible}
        self._asked = {item.context_id: item for item in items}
        # The refs recalled for each notification (the prompt's "related" list of its item).
        self._related = {
            int(x.item_id): frozenset(x.related_refs) & self._by_ref.keys() for x in extract_items
        }
        self._texts = {
            int(x.item_id): tuple(x.fields.get(k, "") for k in _OWN_TEXT) for x in extract_items
        }
        # Every text of the batch (fields, context, app ids): what an add or update may draw
        # numbers and links from (guard.py, rule 7), besides the memories recalled for its item.
        self._batch_text = [
            *(value for x in extract_items for value in (*x.fields.values(), x.context)),
            *(item.record.event.app_id for item in items),
        ]
        self._meanings = meanings
        self._outcomes = outcomes
        self._limits = limits
        self._now = now
        self._ruled = ruled
        self._reasons: list[str] = []
        self._targeted: set[str] = set()
        self._removes = 0
        self._builders: Mapping[
            str, Callable[[NotificationProposalItem, Item], MemoryIntent | None]
        ] = {
            "ignore": self.ignore,
            "add": self.add,
            "update": self.update,
            "reinforce": self.reinforce,
            "remove": self.remove,
            "promote": self.promote,
        }

    def intents(
        self, proposals: Sequence[NotificationProposalItem]
    ) -> list[tuple[int, MemoryIntent]]:
        """Check every proposed action; return the intents to apply, by context id, in order.

        Actions are taken in context_id order, so which removes the cap lets through does not
        depend on the order of the answer.

        Raises:
            ProposalInvalid: Some action is wrong, or a notification has none (case M1: never
                silently dropped; skipping one takes an explicit ``ignore``); ``reasons`` name
                each by context id and rule. Nothing of the proposal is applied.
        """
        intents: list[tuple[int, MemoryIntent]] = []
        answered: set[int] = set()
        for proposal in sorted(proposals, key=lambda p: p.context_id):
            cid = proposal.context_id
            item = self._asked.get(cid)
            if item is None:
                self._reasons.append(f"context_id {cid}: not a notification of this batch")
                continue
            answered.add(cid)  # (two actions for one id are refused when the answer is parsed)
            try:
                intent = self._builders[proposal.action](proposal, item)
            except _Dropped:
                continue
            if intent is not None:
                intents.append((cid, intent))
                # The model's own reason is free text and may quote the notification: never kept.
                self._outcome(item, proposal.action, self._decided_by(cid), intent.memory_id)
        self._reasons.extend(
            f"context_id {cid}: no action given (the answer must give one per notification)"
            for cid in self._asked
            if cid not in answered
        )
        if self._reasons:
            raise ProposalInvalid(
                f"The notification proposal failed {len(self._reasons)} check(s); nothing of it "
                "is applied.",
                reasons=self._reasons,
            )
        return intents

    # ------------------------------------------------------------------------ the builders

    def ignore(self, proposal: NotificationProposalItem, item: Item) -> None:
        """Record an ``ignore``: no write; the outcome says who decided (``model`` or ``rules``)."""
        self._outcome(item, "ignore", self._decided_by(item.context_id))

    def add(self, proposal: NotificationProposalItem, item: Item) -> MemoryIntent:
        """Build an ``add``: a new memory under the notification's id (``ntf-<context_id>``)."""
        self._check_content(proposal, item)
        expires = self._expiry(proposal, item, proposal.store)
        if expires is not None and expires <= self._now:
            self._drop(item, "already_expired")
        meaning = self._meaning(item)
        return CreateMemory(
            StoreName(proposal.store or "temporary"),
            memory_id_for(item.context_id),
            NewMemory(
                kind=MemoryKind(proposal.kind or "other"),
                content=proposal.content or "",
                source=MemorySource(
                    scenario=NOTIFICATION_SCENARIO_NAME,
                    context_ids=(item.context_id, *item.folded),
                    app_ids=(item.record.event.app_id,),
                ),
                expires_at=expires if expires is not None else DEFAULT_EXPIRY,
                thing_key=None if meaning is None else meaning.key,
            ),
        )

    def update(self, proposal: NotificationProposalItem, item: Item) -> MemoryIntent:
        """Build an ``update``: new content (kind, expiry, thing key) for a memory of its thing."""
        record = self._target(proposal, item)
        self._check_content(proposal, item)
        self._check_thing(record, item)
        expires = self._expiry(proposal, item, record.store.value)
        self._check_not_applied(record, item, "update")
        meaning = self._meaning(item)
        return UpdateMemory(
            record.store,
            record.id,
            record.revision,
            MemoryChanges(
                content=proposal.content,
                kind=MemoryKind(proposal.kind) if proposal.kind else None,
                expires_at=expires,
                source=self._merged(record, item),
                thing_key=_new_thing_key(record, meaning),
            ),
        )

    def reinforce(self, proposal: NotificationProposalItem, item: Item) -> MemoryIntent:
        """Build a ``reinforce``: the memory seen once more; the notification joins its sources."""
        record = self._target(proposal, item)
        self._check_content(proposal, item)
        self._expiry(proposal, item, None)
        self._check_not_applied(record, item, "reinforce")
        return ReinforceMemory(record.store, record.id, record.revision, self._merged(record, item))

    def remove(self, proposal: NotificationProposalItem, item: Item) -> MemoryIntent:
        """Build a ``remove``: the notification ends the memory's thing (evidence, capped)."""
        record = self._target(proposal, item, capped=True)
        self._check_content(proposal, item)
        self._check_thing(record, item)
        self._expiry(proposal, item, None)
        self._check_not_applied(record, item, "remove")
        return RemoveMemory(record.store, record.id, record.revision)

    def promote(self, proposal: NotificationProposalItem, item: Item) -> MemoryIntent:
        """Build a ``promote``: a Temporary memory the notification confirms moves to Long-Term."""
        record = self._target(proposal, item)
        self._check_content(proposal, item)
        self._expiry(proposal, item, None)
        self._check_not_applied(record, item, "promote")
        if record.store is not StoreName.TEMPORARY:
            self._reason(item, "only a temporary memory can be promoted")
        return PromoteMemory(record.id, record.revision)

    # -------------------------------------------------------------------------- the checks

    def _target(
        self, proposal: NotificationProposalItem, item: Item, *, capped: bool = False
    ) -> MemoryRecord:
        """Return the targeted memory once its guard rules pass (``capped``: count a remove)."""
        shown = self._by_ref.get(proposal.target or "")
        if shown is None:
            self._reason(item, "target was not shown for this batch")
        if shown.record.id in self._targeted:
            self._reason(item, "a memory is targeted twice in one batch")
        refusal = self._refusal(proposal, shown, item)
        if refusal is None and capped:
            self._removes += 1
            if self._removes > self._limits.max_removes_per_batch:
                refusal = "remove_cap"
        if refusal is not None:
            self._refuse(item, proposal.action, refusal)
        self._targeted.add(shown.record.id)
        return shown.record

    def _refusal(self, proposal: NotificationProposalItem, shown: Shown, item: Item) -> str | None:
        """Return the guard rule a targeted action breaks (``notifications/guard.py``), or None.

        A ``remove`` also has its evidence when the understanding stage read an end of the
        thing in the notification's own text (cancelled, delivered, picked up, paid, done, in
        the languages the stage knows) and the memory is about that thing (its key's family,
        checked by the thing rule).
        """
        cid = item.context_id
        if shown.ref not in self._related.get(cid, frozenset()):
            return "target_not_recalled_for_item"
        record = shown.record
        if not changeable(record):
            return "memory_not_from_notifications"
        own_text = self._texts.get(cid, ())
        if proposal.action == "remove":
            meaning = self._meaning(item)
            if meaning is not None and meaning.change in ENDING_CHANGES:
                return None
            return removal_refusal(own_text, record.source.context_ids, item.earlier_context_id)
        if proposal.action == "promote":
            own = (cid, *item.folded)
            return promote_refusal(own_text, record.source.context_ids, own)
        return None

    def _check_content(self, proposal: NotificationProposalItem, item: Item) -> None:
        """Refuse content that steers or invents (guard rules 6, 7); drop a code or secret."""
        if proposal.content is None:
            return
        own = [
            self._by_ref[ref].record.content
            for ref in self._related.get(item.context_id, frozenset())
        ]
        refusal = content_refusal(proposal.content, [*self._batch_text, *own])
        if refusal is not None:
            self._refuse(item, proposal.action, refusal)
        if holds_code_or_secret(proposal.content):
            # Never stored (case M10). Only this notification is dropped: when its own text
            # holds a code the filter missed, every answer, the fallback's included, would
            # repeat it, and rejecting the whole batch would end in a poison gap that loses
            # its other notifications too.
            self._drop(item, "holds_code_or_secret")

    def _check_thing(self, record: MemoryRecord, item: Item) -> None:
        """Fail unless the target is about the notification's thing (or its app's same kind)."""
        meaning = self._meaning(item)
        if meaning is None:
            return
        routine = record.store is StoreName.LONG_TERM
        if same_thing(record.thing_key, meaning, routine_memory=routine):
            return
        if not same_kind_from_app(record, meaning, item.record.event.app_id):
            self._reason(item, "the target is about another thing than the notification")

    def _expiry(
        self, proposal: NotificationProposalItem, item: Item, store: str | None
    ) -> datetime | None:
        """Return the expiry to write: the proposed one checked, raised for a Temporary event.

        Args:
            proposal: The action.
            item: Its notification.
            store: The store the memory is (or goes) in; ``None`` for an action that writes
                no expiry (only checked).
        """
        received = item.record.event.received_at
        expires = proposal.expires_at
        if expires is not None:
            if expires <= received:
                self._reason(item, "expires before the notification arrived")
            if expires > received + timedelta(days=self._limits.max_expiry_days):
                self._reason(item, "expiry is implausibly far away")
        meaning = self._meaning(item)
        if store == "temporary" and meaning is not None:
            expires = self._event_expiry(expires, meaning, received)
        return expires

    def _event_expiry(
        self, expires: datetime | None, meaning: ItemMeaning, received_at: datetime
    ) -> datetime | None:
        """Return ``expires`` raised so a Temporary memory outlives its event by a day.

        ``expires_at`` is the later of the proposed (or default) expiry and the event's end plus
        a day (issue: notification understanding, item 3); the end is the latest time the
        notification names after its own time, capped at ``max_expiry_days`` after receipt. A
        possible routine (a dated thing whose text named only a clock time,
        :attr:`~agent_memory.notifications.meaning.ItemMeaning.routine_candidate`) is kept at
        least 15 days after receipt, so that the same notice two weeks later finds it. ``None``
        (the store default) stays when that is later.
        """
        floor = expiry_floor(meaning)
        if meaning.routine_candidate:
            # Kept past two weeks, so that the same notice on the next two weeks finds it and
            # the third sighting makes it a routine (U11: three Mondays).
            weekly = received_at + timedelta(days=15)
            floor = weekly if floor is None else max(floor, weekly)
        if floor is None:
            return expires
        floor = min(floor, received_at + timedelta(days=self._limits.max_expiry_days))
        lifetime = timedelta(seconds=self._limits.temporary_lifetime_s)
        current = expires if expires is not None else self._now + lifetime
        return floor if floor > current else expires

    def _check_not_applied(self, record: MemoryRecord, item: Item, action: str) -> None:
        """Drop the action when the memory already names this notification (a rerun, M5)."""
        if item.context_id in record.source.context_ids:
            self._outcome(item, action, "already_applied", record.id)
            raise _Dropped

    # -------------------------------------------------------------------------- recording

    def _meaning(self, item: Item) -> ItemMeaning | None:
        return self._meanings.get(item.context_id)

    def _decided_by(self, cid: int) -> str:
        return "rules" if cid in self._ruled else "model"

    def _merged(self, record: MemoryRecord, item: Item) -> MemorySource:
        """The record's source with this notification (and its app) joined."""
        cid, app = item.context_id, item.record.event.app_id
        return MemorySource(
            scenario=record.source.scenario,
            context_ids=tuple(dict.fromkeys((*record.source.context_ids, cid))),
            app_ids=tuple(dict.fromkeys((*record.source.app_ids, app))),
            episode_ids=record.source.episode_ids,
        )

    def _outcome(self, item: Item, action: str, reason: str, memory_id: str | None = None) -> None:
        cid = item.context_id
        self._outcomes[cid] = Outcome(cid, item.record.event.app_id, action, reason, memory_id)

    def _reason(self, item: Item, reason: str) -> NoReturn:
        """Record why the answer is wrong (the proposal fails) and drop the action."""
        self._reasons.append(f"context_id {item.context_id}: {reason}")
        raise _Dropped

    def _drop(self, item: Item, reason: str) -> NoReturn:
        """Record an ``ignore`` outcome without a write and drop the action."""
        self._outcome(item, "ignore", reason)
        raise _Dropped

    def _refuse(self, item: Item, action: str, rule: str) -> NoReturn:
        """Record a refused action: not applied; the notification is ignored with the rule."""
        cid, app_id = item.context_id, item.record.event.app_id
        self._outcome(item, "ignore", f"refused:{rule}")
        _log.warning(
            "notification.action_refused",
            extra={"context_id": cid, "app_id": app_id, "action": action, "rule": rule},
        )
        raise _Dropped


def _new_thing_key(record: MemoryRecord, meaning: ItemMeaning | None) -> str | None:
    """The thing key an update writes: the item's, when the memory had none or the thing moved."""
    if meaning is None or meaning.key is None or meaning.key == record.thing_key:
        return None
    if record.thing_key is None or meaning.change in (Change.RESCHEDULED, Change.DELAYED):
        return meaning.key
    return None
