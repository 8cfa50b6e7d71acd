"""Parsing model answers: what is repaired, what is refused (case M6 and its variants)."""

from __future__ import annotations

import pytest

from agent_memory.engine import parse_json_object
from agent_memory.errors import InvalidOutput

SECRET = "Chase code 482913"


def test_plain_json_object_needs_no_repair() -> None:
    parsed = parse_json_object('  {"items": []}\n')
    assert parsed.data == {"items": []}
    assert parsed.repairs == ()


def test_fenced_json_without_language_tag() -> None:
    parsed = parse_json_object('```\n{"a": 1}\n```')
    assert parsed.data == {"a": 1}
    assert parsed.repairs == ("fences",)


def test_prose_before_and_after_object() -> None:
    parsed = parse_json_object('The answer is {"a": {"b": [1, 2]}} as requested.')
    assert parsed.data == {"a": {"b": [1, 2]}}
    assert parsed.repairs == ("prose",)


def test_single_quotes_are_repaired() -> None:
    parsed = parse_json_object("{'items': [{'context_id': 1, 'action': 'ignore'}]}")
    assert parsed.data == {"items": [{"context_id": 1, "action": "ignore"}]}
    assert parsed.repairs == ("json_repair",)


def test_paired_surrogate_escapes_are_one_emoji() -> None:
    parsed = parse_json_object('{"t": "dinner \\ud83c\\udf72"}')
    assert parsed.data == {"t": "dinner 🍲"}
    assert parsed.repairs == ()


def test_lone_low_surrogate_in_a_key_is_replaced() -> None:
    parsed = parse_json_object('{"k\\udf72": ["x\\ud83c", 1]}')
    assert parsed.data == {"k\ufffd": ["x\ufffd", 1]}
    assert parsed.repairs == ("lone_surrogate",)


@pytest.mark.parametrize(
    "escape",
    ["\\q", "\\x41", "\\u12", "\\uZZZZ", "\\'"],
    ids=["letter", "hex_byte", "short_unicode", "bad_hex", "single_quote"],
)
def test_ambiguous_escape_is_refused_without_text(escape: str) -> None:
    text = '{"content": "' + SECRET + " " + escape + '"}'
    with pytest.raises(InvalidOutput, match="invalid string escape") as caught:
        parse_json_object(text, provider="openai", model="m")
    assert SECRET not in str(caught.value)
    assert caught.value.provider == "openai"
    assert caught.value.model == "m"


@pytest.mark.parametrize(
    "text",
    ["", "no json here " + SECRET, "[1, 2, 3]", '"just a string"', "{}", "{ ]"],
    ids=["empty", "prose", "array", "string", "empty_object", "garbage"],
)
def test_no_object_is_invalid_output(text: str) -> None:
    if text == "{}":
        assert parse_json_object(text).data == {}  # an empty object is still an object
        return
    with pytest.raises(InvalidOutput) as caught:
        parse_json_object(text)
    assert SECRET not in str(caught.value)


def test_fence_inside_a_string_of_fenced_json() -> None:
    parsed = parse_json_object('```json\n{"code": "use ```py``` blocks"}\n```')
    assert parsed.data == {"code": "use ```py``` blocks"}
    assert parsed.repairs == ("fences",)
