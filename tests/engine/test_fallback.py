"""The deterministic fallback: generic provider in the engine, notification rules outside it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import jsonschema
import pytest

from agent_memory.engine import (
    ExtractItem,
    FallbackProvider,
    MemoryMergeEngine,
    RelatedMemory,
    Scenario,
)
from agent_memory.errors import LifecycleError, ModelUnavailable
from agent_memory.notifications.fallback import (
    notification_fallback_provider,
    notification_fallback_rule,
)
from agent_memory.notifications.proposal import (
    NOTIFICATION_PROPOSAL_SCHEMA,
    NOTIFICATION_SCENARIO,
    parse_notification_proposal,
)
from tests.engine.conftest import make_items

T = datetime(2025, 3, 14, 9, 0, tzinfo=UTC)


def note(item_id: int, app: str, title: str, text: str, refs: tuple[str, ...] = ()) -> ExtractItem:
    return ExtractItem(
        item_id=str(item_id),
        local_time=T + timedelta(minutes=item_id),
        fields={"app": app, "title": title, "text": text},
        related_refs=refs,
    )


def test_one_temporary_memory_per_conversation_in_the_newest_item() -> None:
    items = [
        note(1, "WhatsApp", "Climbing crew", "Sam: Sunday 10am?"),
        note(2, "Parcel", "Delivery", "Shoes arrive Friday"),
        note(3, "WhatsApp", "climbing  crew", "Ana: count me in"),
    ]
    data = notification_fallback_rule(items, [])
    jsonschema.validate(data, NOTIFICATION_PROPOSAL_SCHEMA)
    by_id = parse_notification_proposal(data).by_context_id()
    assert [e["context_id"] for e in data["items"]] == [1, 2, 3]
    assert by_id[1].action == "ignore"
    assert by_id[1].reason == "coalesced into 3"
    assert by_id[3].action == "add"
    assert by_id[3].store == "temporary"
    assert by_id[3].kind == "other"
    assert by_id[3].expires_at is None
    assert by_id[3].content == (
        "climbing crew (WhatsApp): Sam: 2025-03-16 (Sunday) 10:00? / Ana: count me in"
    )
    assert by_id[2].content == "Delivery (Parcel): Shoes arrive 2025-03-14 (Friday)"


def test_same_content_as_a_related_memory_is_reinforced() -> None:
    memory = RelatedMemory(ref="m1", text="Delivery (Parcel):  shoes arrive friday")
    items = [note(5, "Parcel", "Delivery", "Shoes arrive Friday", refs=("m1",))]
    data = notification_fallback_rule(items, [memory])
    item = parse_notification_proposal(data).items[0]
    assert (item.action, item.target) == ("reinforce", "m1")


def test_empty_notification_is_ignored_and_long_content_is_cut() -> None:
    items = [note(1, "System", "", ""), note(2, "Gmail", "Lena", "x" * 900)]
    by_id = parse_notification_proposal(notification_fallback_rule(items, [])).by_context_id()
    assert (by_id[1].action, by_id[1].reason) == ("ignore", "empty")
    assert by_id[2].content is not None
    assert len(by_id[2].content) == 500
    assert by_id[2].content.endswith("…")


def test_rules_are_deterministic() -> None:
    items = make_items(10)
    assert notification_fallback_rule(items, []) == notification_fallback_rule(items, [])


async def test_engine_with_fallback_makes_no_request_and_reports_rules() -> None:
    engine = MemoryMergeEngine(notification_fallback_provider())
    items = make_items(10)
    raw = await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)
    assert raw.response_mode == "rules"
    assert raw.usage.provider == "fallback"
    assert raw.usage.model is None
    assert (raw.usage.requests, raw.usage.prompt_tokens, raw.usage.estimated) == (0, 0, False)
    proposal = parse_notification_proposal(raw.data)
    assert len(proposal.items) == 10
    assert engine.privacy.on_device
    await engine.aclose()
    with pytest.raises(LifecycleError):
        await engine.extract(NOTIFICATION_SCENARIO, items, [], NOTIFICATION_PROPOSAL_SCHEMA)


async def test_scenario_without_rule_is_model_unavailable() -> None:
    engine = MemoryMergeEngine(FallbackProvider({}))
    episode = Scenario(name="episode", instructions="Extract device memory.")
    with pytest.raises(ModelUnavailable, match="no rule for scenario 'episode'"):
        await engine.extract(episode, make_items(1), [], NOTIFICATION_PROPOSAL_SCHEMA)
