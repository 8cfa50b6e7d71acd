"""Episode model and the write-once store, on real files."""

from __future__ import annotations

import json
import os
from datetime import timedelta
from pathlib import Path

import pytest

from agent_memory.episodes import (
    EpisodeLedger,
    EpisodeStore,
    LedgerEntry,
    LedgerState,
    parse_episode,
    parse_episode_proposal,
    record_episode,
)
from agent_memory.errors import IdConflict, InvalidInput, ProposalInvalid
from agent_memory.layout import DataLayout

from .support import NOW, answer, candidate, episode_json, step


def test_episode_round_trips_through_its_stored_form() -> None:
    episode = parse_episode(episode_json("e1"))
    again = parse_episode(episode.to_json_bytes())
    assert again == episode
    assert again.evidence_steps == (0, 1, 2)
    assert again.ended_at == NOW - timedelta(hours=1)
    assert json.loads(episode.to_json_bytes())["v"] == 2


def test_version_1_episode_still_reads_and_keeps_its_version() -> None:
    data = {**episode_json("e1"), "v": 1}
    episode = parse_episode(data)
    assert episode.v == 1
    assert episode.app_versions == {}
    assert all(s.target is None for s in episode.steps)
    assert json.loads(episode.to_json_bytes())["v"] == 1


def test_times_are_kept_in_utc() -> None:
    data = episode_json("e1")
    data["started_at"] = "2025-03-16T03:00:00+02:00"
    data["ended_at"] = "2025-03-16T03:05:00+02:00"
    episode = parse_episode(data)
    assert episode.started_at.isoformat() == "2025-03-16T01:00:00+00:00"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"status": "done"}, "status"),
        ({"goal": ""}, "goal"),
        ({"episode_id": "a/b"}, "episode_id"),
        ({"started_at": "2025-03-16T03:00:00"}, "started_at"),
        ({"ended_at": None}, "episode"),
        ({"v": 3}, "v"),
    ],
)
def test_bad_episode_is_rejected_naming_the_field(change: dict[str, object], field: str) -> None:
    data = episode_json("e1", goal="secret goal text")
    data.update(change)
    with pytest.raises(InvalidInput) as info:
        parse_episode(data)
    assert info.value.field == field
    assert "secret goal text" not in str(info.value)


def test_second_write_with_other_content_is_rejected(tmp_path: Path) -> None:
    store = EpisodeStore.open(DataLayout(tmp_path))
    first = record_episode(store, episode_json("e1"))
    stored = store.path_of("e1").read_bytes()
    assert record_episode(store, episode_json("e1")) == first  # same content: a no-op
    other = episode_json("e1", goal="open the camera")
    with pytest.raises(IdConflict) as info:
        record_episode(store, other)
    assert "open the camera" not in str(info.value)
    assert store.path_of("e1").read_bytes() == stored
    assert store.list_ids() == ["e1"]


def test_leftover_temporary_file_is_removed_on_open(tmp_path: Path) -> None:
    layout = DataLayout(tmp_path)
    store = EpisodeStore.open(layout)
    (store.traces / ".tmp-e9-123").write_bytes(b'{"episode_id": "e9", "go')
    store = EpisodeStore.open(layout)
    assert store.list_ids() == []
    assert os.listdir(store.traces) == []


def test_running_episode_has_no_end_and_steps_keep_order(tmp_path: Path) -> None:
    store = EpisodeStore.open(DataLayout(tmp_path))
    steps = [step(f"a{i}", evidence=()) for i in range(4)]
    episode = record_episode(store, episode_json("e2", status="running", steps=steps))
    loaded = store.get("e2")
    assert loaded is not None
    assert loaded.ended_at is None
    assert [s.action for s in loaded.steps] == ["a0", "a1", "a2", "a3"]
    assert loaded.evidence_steps == ()
    assert loaded == episode


def test_ledger_cuts_a_torn_last_line_and_skips_a_bad_middle_line(tmp_path: Path) -> None:
    layout = DataLayout(tmp_path)
    ledger = EpisodeLedger.open(layout)
    ledger.append(LedgerEntry("e1", LedgerState.PROCESSING, NOW))
    ledger.append(LedgerEntry("e2", LedgerState.IGNORED, NOW, reason="no_steps"))
    good = ledger.path.read_bytes()
    lines = good.splitlines(keepends=True)
    ledger.path.write_bytes(lines[0] + b"not json\n" + lines[1] + b'{"v":1,"episode_id":"e1","st')
    reopened = EpisodeLedger.open(layout)
    assert reopened.recoveries == ["torn_tail:28", "bad_line:2", "compacted"]
    assert reopened.path.read_bytes() == lines[0] + lines[1]  # each episode's state, once
    first = reopened.get("e1")
    second = reopened.get("e2")
    assert first is not None
    assert first.state is LedgerState.PROCESSING
    assert second is not None
    assert second.reason == "no_steps"


def test_proposal_accepts_empty_reason_and_app_and_rejects_a_bare_update() -> None:
    parsed = parse_episode_proposal(
        answer(("e1", "achieved", [candidate(reason="", app_package="")]))
    )
    only = parsed.episodes[0].candidates[0]
    assert (only.reason, only.app_package) == ("", None)
    with pytest.raises(ProposalInvalid) as info:
        parse_episode_proposal(answer(("e1", "achieved", [candidate(action="update")])))
    assert info.value.reasons == [
        "episodes.0.candidates.0: update needs target and target_revision"
    ]


def test_ledger_keeps_each_episodes_current_state_once_and_no_plan_once_done(
    tmp_path: Path,
) -> None:
    """A done plan is never read again; its Device Memory text may be of a forgotten memory."""
    layout = DataLayout(tmp_path)
    ledger = EpisodeLedger.open(layout)
    plan = ({"op": "create", "memory_id": "dev-e1-0", "content": "Wi-Fi is under Network"},)
    ledger.append(LedgerEntry("e1", LedgerState.PROCESSING, NOW))
    ledger.append(LedgerEntry("e1", LedgerState.PROPOSED, NOW, plan=plan))
    ledger.append(LedgerEntry("e2", LedgerState.PROPOSED, NOW, plan=plan))
    ledger.append(LedgerEntry("e1", LedgerState.DONE, NOW, plan=plan, rejected=("c 1: rule",)))
    assert b"Wi-Fi is under Network" in ledger.path.read_bytes()
    reopened = EpisodeLedger.open(layout)
    assert reopened.recoveries == ["compacted"]
    lines = [json.loads(line) for line in reopened.path.read_bytes().splitlines()]
    assert [(line["episode_id"], line["state"]) for line in lines] == [
        ("e1", "done"),
        ("e2", "proposed"),
    ]
    assert lines[0]["plan"] == []
    assert lines[0]["rejected"] == ["c 1: rule"]
    assert lines[1]["plan"] == [dict(plan[0])]  # not applied yet: kept for the restart
    assert reopened.path.stat().st_mode & 0o777 == 0o600
    assert EpisodeLedger.open(layout).recoveries == []  # nothing more to compact
    viewer = EpisodeLedger.open(layout, repair=False)
    assert viewer.get("e2") == reopened.get("e2")
