"""Which notifications the rules decide with certainty, and which go to the model (issue 25)."""

from __future__ import annotations

from datetime import UTC, datetime

from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.notifications.fallback import rules_first

WHEN = datetime(2025, 3, 16, 3, 0, tzinfo=UTC)
FLIGHT_KEY = "flight:UA857:2025-03-21"


def note(
    item_id: str, app: str, title: str, text: str, refs: tuple[str, ...] = (), **hints: str
) -> ExtractItem:
    return ExtractItem(item_id, WHEN, {"app": app, "title": title, **hints, "text": text}, "", refs)


def flight_memory(ref: str, *, store: str = "temporary") -> RelatedMemory:
    return RelatedMemory(
        ref,
        "United Airlines: Flight UA857 to SFO departs 2025-03-21 (Friday) 10:05 from gate C4",
        {"store": store, "kind": "event", "thing": FLIGHT_KEY, "apps": "com.united"},
    )


def decided(items: list[ExtractItem], memories: list[RelatedMemory]) -> dict[str, str]:
    entries, rest = rules_first(items, memories)
    out = {str(e["context_id"]): str(e["action"]) for e in entries}
    out.update({item.item_id: "model" for item in rest})
    return out


def test_chatter_is_decided_by_the_rules() -> None:
    assert decided([note("1", "WhatsApp", "Bob", "ok 👍")], []) == {"1": "ignore"}


def test_a_keyed_thing_no_memory_holds_is_added_by_the_rules() -> None:
    items = [note("1", "United", "United Airlines", "Flight UA857 to SFO departs Fri Mar 21 10:05")]
    assert decided(items, []) == {"1": "add"}


def test_a_keyed_thing_with_one_memory_and_a_clear_change_is_updated_by_the_rules() -> None:
    items = [
        note(
            "1",
            "United",
            "United Airlines",
            "Flight UA857 to SFO on Fri Mar 21: gate changed to D7",
            ("m1",),
            memory="m1",
        )
    ]
    assert decided(items, [flight_memory("m1")]) == {"1": "update"}


def test_a_keyed_thing_with_two_candidate_memories_goes_to_the_model() -> None:
    items = [
        note(
            "1",
            "United",
            "United Airlines",
            "Flight UA857 to SFO on Fri Mar 21: gate changed to D7",
            ("m1", "m2"),
            memory="m1",
        )
    ]
    memories = [flight_memory("m1"), flight_memory("m2")]
    assert decided(items, memories) == {"1": "model"}


def test_a_keyed_restatement_without_a_change_is_reinforced_by_the_rules() -> None:
    memory = flight_memory("m1")
    items = [note("1", "United", "United Airlines", memory.text.split(": ", 1)[1], ("m1",))]
    assert decided(items, [memory]) == {"1": "reinforce"}


def test_a_chat_message_about_no_thing_goes_to_the_model() -> None:
    items = [note("1", "WhatsApp", "Ana", "Can you pick up milk on the way home?")]
    assert decided(items, []) == {"1": "model"}


def test_a_stated_routine_is_added_by_the_rules() -> None:
    items = [note("1", "WhatsApp", "Coach", "Training is every Thursday at 19:00 from now on")]
    assert decided(items, []) == {"1": "add"}


def test_messages_of_one_chat_go_to_the_model_together() -> None:
    items = [
        note("1", "WhatsApp", "Ana", "Are we still on for the garden party?"),
        note("2", "WhatsApp", "Ana", "Bring the folding chairs please"),
    ]
    assert decided(items, []) == {"1": "model", "2": "model"}


def test_the_model_never_sees_a_memory_a_rule_decision_changes() -> None:
    items = [
        note(
            "1",
            "United",
            "United Airlines",
            "Flight UA857 to SFO on Fri Mar 21: gate changed to D7",
            ("m1",),
            memory="m1",
        ),
        note("2", "WhatsApp", "Ana", "Are you excited about the SFO trip?", ("m1",)),
    ]
    entries, rest = rules_first(items, [flight_memory("m1")])
    assert [e["target"] for e in entries] == ["m1"]
    assert [(item.item_id, item.related_refs) for item in rest] == [("2", ())]
