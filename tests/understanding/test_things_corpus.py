"""Thing keys and changes across apps and languages (tests/fixtures/understanding/things.txt)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from agent_memory.understanding import understand
from tests.understanding.corpus import corpus_lines

CORPUS = Path(__file__).resolve().parent.parent / "fixtures" / "understanding" / "things.txt"


@dataclass(frozen=True, slots=True)
class ThingCase:
    line: int
    app: str
    title: str
    body: str
    base: datetime
    zone: ZoneInfo | None
    key: str | None
    change: str | None


def _load() -> list[ThingCase]:
    cases: list[ThingCase] = []
    for number, fields, base, zone in corpus_lines(CORPUS):
        app, title, body, key, change = fields
        cases.append(
            ThingCase(
                number,
                app,
                title,
                body,
                base,
                zone,
                None if key == "-" else key,
                None if change == "-" else change,
            )
        )
    return cases


CASES = _load()


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"line{c.line}")
def test_notification_names_its_thing_and_change(case: ThingCase) -> None:
    u = understand(
        app=case.app,
        title=case.title,
        subtitle="",
        body=case.body,
        local_time=case.base,
        zone=case.zone,
    )
    assert (u.thing.key if u.thing else None) == case.key
    assert (str(u.change) if u.change else None) == case.change


def test_same_thing_from_different_apps_shares_one_key() -> None:
    by_key: dict[str, set[str]] = {}
    for case in CASES:
        if case.key:
            by_key.setdefault(case.key, set()).add(case.app)
    shared = [key for key, apps in by_key.items() if len(apps) > 1]
    assert len(shared) >= 2
