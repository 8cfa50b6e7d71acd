"""Search terms for FTS5 (English, CJK, mixed) and the save_memory fingerprint."""

from __future__ import annotations

from agent_memory.memory.text import (
    MAX_QUERY_TERMS,
    content_fingerprint,
    index_text,
    match_expression,
    query_terms,
)


def test_cjk_runs_are_indexed_as_characters_and_overlapping_pairs() -> None:
    assert index_text("看牙医") == "看 牙 医 看牙 牙医"
    assert index_text("快递 arrives", None, "Alex") == "快 递 快递 arrives alex"


def test_query_uses_pairs_for_cjk_runs_and_single_characters_alone() -> None:
    assert query_terms("我的快递") == ["我的", "的快", "快递"]
    assert query_terms("药") == ["药"]
    assert query_terms("Lisbon出差") == ["lisbon", "出差"]


def test_english_stop_words_are_dropped_unless_nothing_else_is_left() -> None:
    assert query_terms("When is my dentist appointment?") == ["dentist", "appointment"]
    assert query_terms("what is it") == ["what", "is", "it"]


def test_match_expression_quotes_every_term() -> None:
    assert match_expression('dentist "NOT" NEAR(') == '"dentist" OR "not" OR "near"'
    assert match_expression("?!") is None
    assert match_expression("") is None


def test_very_long_query_is_capped() -> None:
    text = " ".join(f"word{i}" for i in range(100))
    assert len(query_terms(text)) == MAX_QUERY_TERMS


def test_fingerprint_ignores_case_width_punctuation_spacing_and_emoji() -> None:
    base = content_fingerprint("Parking paid until 6 PM.")
    assert content_fingerprint("parking paid until 6pm") == base
    assert content_fingerprint("Ｐａｒｋｉｎｇ paid until ６ PM 🚗") == base
    assert content_fingerprint("Parking paid until 7 PM") != base
    assert content_fingerprint("周六 回家 吃饭！") == content_fingerprint("周六回家吃饭")
