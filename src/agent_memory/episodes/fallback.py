"""Deterministic episode rules: the proposal the fallback provider builds without a model.

Registered with :class:`~agent_memory.engine.FallbackProvider` under the scenario name
``episode`` (:func:`episode_fallback_provider`). It sees the items
:func:`~agent_memory.episodes.proposal.episode_extract_item` built and answers in
:data:`~agent_memory.episodes.proposal.EPISODE_PROPOSAL_SCHEMA`, so offline runs and tests go
through the same validation and conflict resolution as a model's answer.

Rules, per episode (``goal_result`` is copied from the item's ``result`` field):

1. ``achieved``: one ``procedure`` candidate. Content ``"To <goal>: <step 1> > <step 2> ..."``
   where a step is the item's ``path`` line (``tap "Bluetooth" [id] on Screen``; typed text only
   as ``<typed text>``), or the bare action for an item without ``path`` (whitespace collapsed,
   cut to 500 characters ending in ``…``), ``app_package`` the most used
   target app (``null`` when none), ``evidence_steps`` every step with device evidence. When a
   related memory of type ``ui_path`` for the same app begins with ``"To <goal>:"`` (case
   ignored), the candidate is an ``update`` of it at its shown revision; otherwise an ``add``.
2. ``failed`` or ``partial``: one ``failure_pattern`` candidate. Content ``"<goal>: not achieved;
   the last evidenced step was <step>."`` (``<step>`` as in rule 1), followed by ``" (app version
   <v>)"`` when the item has an ``app_version``; evidence the last step with device evidence.
3. ``unknown``: no candidates.

The output depends only on the input: no clock, no randomness, no machine state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from agent_memory.engine.fallback import FallbackProvider
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.episodes.proposal import EPISODE_SCENARIO
from agent_memory.memory.model import MAX_CONTENT_CHARS

__all__ = ["episode_fallback_provider", "episode_fallback_rule"]

_MAX: Final = MAX_CONTENT_CHARS


def _squash(text: str) -> str:
    return " ".join(text.split())


def _cut(text: str) -> str:
    return text if len(text) <= _MAX else text[: _MAX - 1].rstrip() + "…"


def _candidate(**fields: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"action": "add", "target": None, "target_revision": None}
    entry.update(fields)
    return entry


def _answer(item: ExtractItem, memories: dict[str, RelatedMemory]) -> dict[str, Any]:
    goal = _squash(item.fields.get("goal", ""))
    result = item.fields.get("result", "").rpartition("/")[2] or "unknown"
    app = item.fields.get("app", "") or None
    steps = [int(s) for s in item.fields.get("evidence_steps", "").split(",") if s.isdigit()]
    actions = [a for a in (p.strip() for p in item.fields.get("actions", "").split(">")) if a]
    path = [line.strip() for line in item.fields.get("path", "").split("\n") if line.strip()]
    if len(path) == len(actions):
        actions = path
    version = item.fields.get("app_version", "")
    candidates: list[dict[str, Any]] = []
    if steps and result == "achieved":
        head = f"To {goal}:"
        content = _cut(f"{head} {' > '.join(actions)}")
        update: dict[str, Any] = {}
        for ref in item.related_refs:
            memory = memories.get(ref)
            if (
                memory is not None
                and memory.attributes.get("type") == "ui_path"
                and (memory.attributes.get("app") or None) == app
                and memory.text.casefold().startswith(head.casefold())
            ):
                revision = memory.attributes.get("revision", "")
                if revision.isdigit():
                    update = {
                        "action": "update",
                        "target": ref,
                        "target_revision": int(revision),
                    }
                    break
        candidates.append(
            _candidate(
                type="procedure",
                app_package=app,
                content=content,
                evidence_steps=steps,
                reason="fallback: procedure of an achieved episode",
                **update,
            )
        )
    elif steps and result in ("failed", "partial"):
        last = steps[-1]
        action = actions[last] if last < len(actions) else "a step"
        candidates.append(
            _candidate(
                type="failure_pattern",
                app_package=app,
                content=_cut(
                    f"{goal}: not achieved; the last evidenced step was {action}."
                    + (f" (app version {version})" if version else "")
                ),
                evidence_steps=[last],
                reason="fallback: failure of an episode",
            )
        )
    return {"episode_id": item.item_id, "goal_result": result, "candidates": candidates}


def episode_fallback_rule(
    items: Sequence[ExtractItem], related_memories: Sequence[RelatedMemory]
) -> dict[str, Any]:
    """Build the episode proposal for a batch by the rules of the module docstring.

    Args:
        items: The batch (see :func:`~agent_memory.episodes.proposal.episode_extract_item`).
        related_memories: The Device Memories shown for the batch (attributes ``type``, ``app``,
            ``revision``).

    Returns:
        ``{"episodes": [...]}`` with one entry per item, in batch order.
    """
    memories = {m.ref: m for m in related_memories}
    return {"episodes": [_answer(item, memories) for item in items]}


def episode_fallback_provider() -> FallbackProvider:
    """Return a :class:`~agent_memory.engine.FallbackProvider` with the episode rules."""
    return FallbackProvider({EPISODE_SCENARIO.name: episode_fallback_rule})
