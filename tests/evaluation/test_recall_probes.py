"""Recall probe sets: loading (with clear errors) and scoring hit@1, hit@5, wrong memories."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent_memory.errors import InvalidInput
from agent_memory.evaluation.recall_probes import load_probe_set, run_probe_set

AT = "2026-12-01T09:00:00+08:00"
MEMORIES: list[dict[str, object]] = [
    {"recall_probes": "t", "version": 1, "description": "test"},
    {
        "memory": "ups",
        "content": "UPS parcel arrives Friday",
        "kind": "event",
        "created_at": "2026-11-30T09:00:00+08:00",
        "expires_at": "2026-12-07T09:00:00+08:00",
    },
    {
        "memory": "news",
        "content": "Thanks for signing up to the newsletter",
        "created_at": "2026-11-30T09:00:00+08:00",
        "expires_at": "2026-12-07T09:00:00+08:00",
    },
    {
        "memory": "park",
        "content": "Parking paid until 6 PM",
        "created_at": "2026-11-30T09:00:00+08:00",
        "expires_at": "2026-11-30T18:00:00+08:00",
    },
]


def _write(tmp_path: Path, lines: list[dict[str, object]]) -> Path:
    path = tmp_path / "t.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def _probe(n: int, query: str, expect: list[str], *tags: str) -> dict[str, object]:
    return {"probe": f"p{n}", "query": query, "at": AT, "expect": expect, "tags": list(tags)}


async def test_a_probe_set_is_scored_hit_at_1_hit_at_5_and_wrong_memories(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        [
            *MEMORIES,
            _probe(1, "我的快递什么时候到", ["ups"], "zh", "cross"),
            _probe(2, "UPS", ["ups"], "en"),
            _probe(3, "parking", [], "en", "expired"),
            _probe(4, "newsletter", ["ups"], "en"),  # a deliberately wrong expectation
            _probe(5, "football", [], "en", "none"),
        ],
    )
    score = await run_probe_set(load_probe_set(path), tmp_path / "stores")
    assert [r.got[:1] for r in score.results] == [("ups",), ("ups",), (), ("news",), ()]
    assert score.rates() == (5, 0.8, 0.8, 0.2)
    assert score.rates("cross") == (1, 1.0, 1.0, 0.0)
    assert score.rates("expired") == (1, 1.0, 1.0, 0.0)
    assert score.tags() == ["cross", "en", "expired", "none", "zh"]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "line 5 is not JSON"),
        (json.dumps({"probe": "p", "query": "x", "expect": []}), "line 5 lacks 'at'"),
        (
            json.dumps({"probe": "p", "query": "x", "at": "2026-12-01T09:00", "expect": []}),
            "needs a UTC offset",
        ),
        (
            json.dumps({"probe": "p", "query": "x", "at": AT, "expect": ["nope"]}),
            "expects an unknown memory",
        ),
        (json.dumps({"memory": "d", "store": "device", "content": "x"}), "temporary or long_term"),
        (json.dumps({"other": 1}), "neither a memory nor a probe"),
    ],
)
def test_a_bad_line_is_refused_naming_what_is_wrong(
    tmp_path: Path, line: str, message: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text("".join(json.dumps(m) + "\n" for m in MEMORIES) + line + "\n", encoding="utf-8")
    with pytest.raises(InvalidInput, match=message):
        load_probe_set(path)


def test_the_shipped_probe_sets_load() -> None:
    root = Path(__file__).resolve().parents[2] / "evaluation" / "recall"
    sets = [load_probe_set(p) for p in sorted(root.glob("*.jsonl"))]
    assert [s.name for s in sets] == ["world-a", "world-b", "world-c", "world-d"]
    assert sum(len(s.probes) for s in sets) >= 200
