"""Every phrase of the time corpus resolves as written down, with DST-correct offsets.

Lines marked ``limit:`` are known misreadings; each is pinned by the named test in
test_times_limits.py, which asserts what we do return and says why.
"""

from __future__ import annotations

import pytest

from tests.understanding.corpus import Case, expected_offsets, load, resolve_case

CASES = load()


def _id(case: Case) -> str:
    return f"{case.language}:{case.line}"


@pytest.mark.parametrize("case", [c for c in CASES if c.limit is None], ids=_id)
def test_corpus_phrase_resolves_to_the_written_answer(case: Case) -> None:
    mentions, got = resolve_case(case)
    assert got == case.expected
    for mention, offset in zip(mentions, expected_offsets(case), strict=True):
        if offset is not None:
            assert mention.start.utcoffset() == offset


def test_corpus_is_large_and_covers_every_language() -> None:
    languages = {c.language for c in CASES}
    assert {"en", "zh", "de", "fr", "es", "pt", "it", "nl"} <= languages
    assert len(CASES) >= 300
    zones = {c.base.utcoffset() for c in CASES}
    assert any(z is not None and z.total_seconds() < 0 for z in zones)
    assert any(z is not None and z.total_seconds() > 0 for z in zones)


def test_every_limit_line_still_misreads() -> None:
    # A limit that starts to pass must lose its mark (and its pinning test must change).
    for case in CASES:
        if case.limit is not None:
            assert resolve_case(case)[1] != case.expected, case.line
