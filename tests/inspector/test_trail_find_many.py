"""``DecisionTrail.find_many``: the timeline's way to read only its page's decisions."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from agent_memory.notifications.trail import Decision, DecisionTrail

AT = datetime(2026, 3, 2, 1, tzinfo=UTC)


def _decision(context_id: int, action: str = "add") -> Decision:
    return Decision(
        context_id, "com.whatsapp", AT, context_id, context_id, 1, "fallback", "keep:keep",
        action, "new_event", None, "temporary", f"ntf-{context_id}", 1,
    )  # fmt: skip


def test_find_many_returns_what_find_returns_for_each_id(tmp_path: Path) -> None:
    trail = DecisionTrail(tmp_path, max_bytes=2000)  # the first lines rotate to .prev once
    for context_id in range(1, 13):
        trail.append([_decision(context_id)])
    trail.append([_decision(3, action="reinforce")])  # replayed batch: the last line wins
    assert trail.previous.exists()
    found = trail.find_many([1, 3, 7, 12, 99])
    assert sorted(found) == [1, 3, 7, 12]
    for context_id, decision in found.items():
        assert decision == trail.find(context_id)
    assert found[3].action == "reinforce"


def test_find_many_skips_a_torn_last_line(tmp_path: Path) -> None:
    trail = DecisionTrail(tmp_path)
    trail.append([_decision(1), _decision(2)])
    with trail.path.open("ab") as handle:
        handle.write(b'{"v":1,"context_id":3,"app_id":"com.wh')
    assert sorted(trail.find_many([1, 2, 3])) == [1, 2]


def test_find_many_of_no_ids_reads_nothing(tmp_path: Path) -> None:
    assert DecisionTrail(tmp_path).find_many([]) == {}
