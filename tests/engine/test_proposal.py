"""The notification proposal: strict-mode JSON Schema, shape checks, and the engine item."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import jsonschema
import pytest

from agent_memory.ble.event import make_event
from agent_memory.errors import ProposalInvalid
from agent_memory.notifications.proposal import (
    NOTIFICATION_ACTIONS,
    NOTIFICATION_PROPOSAL_SCHEMA,
    notification_extract_item,
    parse_notification_proposal,
)

BODY = "Dentist moved to Thu 4:30 PM"


def entry(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "context_id": 41,
        "action": "ignore",
        "target": None,
        "store": None,
        "kind": None,
        "content": None,
        "expires_at": None,
        "reason": "noise",
    }
    base.update(fields)
    return base


def _objects(schema: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    if isinstance(schema, dict):
        if schema.get("type") == "object":
            found.append(schema)
        for value in schema.values():
            found.extend(_objects(value))
    elif isinstance(schema, list):
        for value in schema:
            found.extend(_objects(value))
    return found


def test_schema_keeps_to_strict_mode_rules() -> None:
    jsonschema.Draft202012Validator.check_schema(NOTIFICATION_PROPOSAL_SCHEMA)
    objects = _objects(NOTIFICATION_PROPOSAL_SCHEMA)
    assert len(objects) == 2
    for obj in objects:
        assert obj["additionalProperties"] is False
        assert sorted(obj["required"]) == sorted(obj["properties"])


def test_every_action_validates_in_schema_and_model() -> None:
    shapes = {
        "ignore": entry(),
        "add": entry(action="add", store="temporary", kind="event", content=BODY),
        "update": entry(action="update", target="m1", content=BODY),
        "reinforce": entry(action="reinforce", target="m2"),
        "remove": entry(action="remove", target="m3"),
        "promote": entry(action="promote", target="m4", store="long_term"),
    }
    assert set(shapes) == set(NOTIFICATION_ACTIONS)
    for i, (action, shape) in enumerate(shapes.items()):
        shape["context_id"] = 41 + i
        jsonschema.validate({"items": [shape]}, NOTIFICATION_PROPOSAL_SCHEMA)
        item = parse_notification_proposal({"items": [shape]}).items[0]
        assert item.action == action


def test_expiry_is_parsed_to_utc() -> None:
    data = {
        "items": [
            entry(
                action="add",
                store="temporary",
                kind="event",
                content="Brunch with Mom on 2025-03-15",
                expires_at="2025-03-15T23:59:00-07:00",
            )
        ]
    }
    item = parse_notification_proposal(data).items[0]
    assert item.expires_at == datetime(2025, 3, 16, 6, 59, tzinfo=UTC)


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"action": "update", "content": BODY}, "update needs a target"),
        ({"action": "reinforce"}, "reinforce needs a target"),
        ({"action": "add", "content": BODY, "store": "temporary"}, "add needs store and kind"),
        ({"action": "add", "store": "temporary", "kind": "fact"}, "add needs content"),
        (
            {
                "action": "add",
                "store": "long_term",
                "kind": "fact",
                "content": BODY,
                "target": "m1",
            },
            "add takes no target",
        ),
        (
            {"action": "promote", "target": "m1", "store": "temporary"},
            "promote moves to long_term only",
        ),
        (
            {"action": "add", "store": "temporary", "kind": "fact", "content": "x" * 501},
            "content is too long",
        ),
        (
            {
                "action": "add",
                "store": "temporary",
                "kind": "fact",
                "content": BODY,
                "expires_at": "2025-03-15T23:59:00",
            },
            "expires_at needs a UTC offset",
        ),
    ],
)
def test_shape_errors_name_the_rule_not_the_text(fields: dict[str, Any], reason: str) -> None:
    with pytest.raises(ProposalInvalid) as caught:
        parse_notification_proposal({"items": [entry(**fields)]})
    assert any(reason in r for r in caught.value.reasons), caught.value.reasons
    assert all(r.startswith("items.0") for r in caught.value.reasons)
    assert BODY not in str(caught.value)
    assert not any(BODY in r for r in caught.value.reasons)


def test_unknown_action_and_two_actions_for_one_notification_are_invalid() -> None:
    with pytest.raises(ProposalInvalid) as caught:
        parse_notification_proposal({"items": [entry(action="merge")]})
    assert caught.value.reasons == ["items.0.action: literal_error"]
    with pytest.raises(ProposalInvalid) as caught:
        parse_notification_proposal({"items": [entry(), entry()]})
    assert caught.value.reasons == ["proposal: context_id 41 has more than one action"]
    with pytest.raises(ProposalInvalid):
        parse_notification_proposal({"answer": []})


def test_extract_item_uses_the_offset_at_receipt() -> None:
    event = make_event(
        platform="android",
        source_key="0|com.google.android.apps.messaging|7|null|10001",
        app_id="com.google.android.apps.messaging",
        app_name="Messages",
        title="Mom",
        body="see you tomorrow for brunch!",
        received_at=datetime(2025, 3, 15, 4, 40, tzinfo=UTC),
        received_utc_offset_s=-7 * 3600,
    )
    item = notification_extract_item(57, event, related_refs=("m2",), earlier_text="earlier")
    assert item.item_id == "57"
    assert item.local_time.isoformat() == "2025-03-14T21:40:00-07:00"
    assert dict(item.fields) == {
        "app": "Messages",
        "title": "Mom",
        "text": "see you tomorrow for brunch!",
    }
    assert item.related_refs == ("m2",)
    assert item.context == "earlier"
