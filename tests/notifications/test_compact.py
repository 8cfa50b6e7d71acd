"""The compact notification answer: one line per notification (issue 25, item 1)."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agent_memory.engine.lines import answer_lines, gbnf_literal
from agent_memory.engine.prompt import estimate_tokens
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.notifications.compact import NotificationLines
from agent_memory.notifications.proposal import parse_notification_proposal

WHEN = datetime(2026, 5, 13, 9, 0, tzinfo=UTC)


def item(item_id: str, *refs: str) -> ExtractItem:
    return ExtractItem(item_id, WHEN, {"app": "Mail", "text": "x"}, related_refs=refs)


def memories(*refs: str) -> list[RelatedMemory]:
    return [RelatedMemory(ref, "a memory") for ref in refs]


ITEMS = [item("1", "m1"), item("2"), item("3", "m1", "m2"), item("4", "m2"), item("5", "m2")]


def test_every_action_parses_into_the_json_proposal_shape() -> None:
    answer = NotificationLines().parse(
        [
            "1 update m1 Flight UA857 departs 2026-05-14 11:05",
            "2 add temp event Dentist 2026-05-14 (Thursday) 10:00",
            "3 reinforce m2",
            "4 remove m2",
            "5 ignore",
        ],
        ITEMS,
    )
    assert answer.problems == ()
    assert answer.answered == ("1", "2", "3", "4", "5")
    items = answer.data["items"]
    assert items[0] == {
        "context_id": 1,
        "action": "update",
        "target": "m1",
        "store": None,
        "kind": None,
        "content": "Flight UA857 departs 2026-05-14 11:05",
        "expires_at": None,
        "reason": "",
    }
    assert (items[1]["store"], items[1]["kind"], items[1]["content"]) == (
        "temporary",
        "event",
        "Dentist 2026-05-14 (Thursday) 10:00",
    )
    assert [i["action"] for i in items] == ["update", "add", "reinforce", "remove", "ignore"]
    proposal = parse_notification_proposal(answer.data)
    assert [p.context_id for p in proposal.items] == [1, 2, 3, 4, 5]


def test_add_long_term_and_promote_name_their_store() -> None:
    answer = NotificationLines().parse(
        ["1 promote m1", "2 add long preference Likes oat milk"], ITEMS
    )
    stores = [entry["store"] for entry in answer.data["items"]]
    assert stores == ["long_term", "long_term"]


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("1 forget m1", "line 1: unknown action"),
        ("1 add soon event Secret plan 4411", "line 1: add needs a store (temp or long)"),
        ("1 add temp meeting Secret plan 4411", "line 1: add needs a kind"),
        ("1 add temp event", "line 1: add needs a text"),
        ("1 update Secret plan 4411", "line 1: update needs a memory ref (m1, m2 ...)"),
        ("1 reinforce m1 Secret plan 4411", "line 1: reinforce needs one memory ref"),
        ("1 ignore Secret plan 4411", "line 1: ignore takes no fields"),
        ("9 ignore", "line 1: the notification number is not one of this call"),
        ("1", "line 1: no action"),
    ],
)
def test_a_bad_line_is_named_by_number_and_fault_never_by_text(line: str, problem: str) -> None:
    answer = NotificationLines().parse([line], ITEMS)
    assert answer.answered == ()
    assert len(answer.problems) == 1
    assert answer.problems[0].startswith(problem)
    assert "Secret" not in answer.problems[0]
    assert "4411" not in answer.problems[0]


def test_a_notification_answered_twice_keeps_only_its_first_line() -> None:
    answer = NotificationLines().parse(["2 ignore", "2 add temp fact Late"], ITEMS)
    assert answer.answered == ("2",)
    assert answer.problems == ("line 2: the notification is answered twice",)


def test_a_text_longer_than_the_memory_limit_is_refused() -> None:
    answer = NotificationLines().parse(["2 add temp fact " + "a" * 501], ITEMS)
    assert answer.problems == ("line 1: add text is longer than 500 characters",)


def test_debug_reasons_end_the_line_and_are_kept_apart_from_the_text() -> None:
    answer = NotificationLines(reasons=True).parse(
        ["2 add temp event Dentist Thursday 10:00 | new appointment"], ITEMS
    )
    entry = answer.data["items"][0]
    assert (entry["content"], entry["reason"]) == ("Dentist Thursday 10:00", "new appointment")


def test_each_line_costs_a_few_tokens_where_a_json_item_costs_dozens() -> None:
    answer = NotificationLines().parse(["5 ignore", "3 reinforce m2"], ITEMS)
    assert answer.costs == (3, 6)  # estimate_tokens: "5 ignore", "3 reinforce m2"
    json_ignore = json.dumps(
        {
            "context_id": 5,
            "action": "ignore",
            "target": None,
            "store": None,
            "kind": None,
            "content": None,
            "expires_at": None,
            "reason": "",
        }
    )
    assert estimate_tokens(json_ignore) >= 10 * answer.costs[0]


def test_cut_plain_answer_keeps_lines_ended_by_a_line_break() -> None:
    lines, was_json = answer_lines("1 ignore\n2 add temp event Dentist\n3 reinf", cut=True)
    assert (lines, was_json) == (["1 ignore", "2 add temp event Dentist"], False)
    # Not cut: the last line needs no line break.
    assert answer_lines("1 ignore\n2 ignore", cut=False)[0] == ["1 ignore", "2 ignore"]


def test_cut_json_answer_keeps_the_strings_closed_before_the_cut() -> None:
    text = '{"lines": ["1 ignore", "2 add temp event Dentist 10:00", "3 reinfo'
    lines, was_json = answer_lines(text, cut=True)
    assert (lines, was_json) == (["1 ignore", "2 add temp event Dentist 10:00"], True)
    whole = '{"lines": ["1 ignore", "2 ignore"]}'
    assert answer_lines(whole, cut=False) == (["1 ignore", "2 ignore"], True)


def test_grammar_has_one_line_per_item_in_order_with_only_its_own_refs() -> None:
    grammar = NotificationLines(max_text_chars=120).grammar(
        [item("1", "m1"), item("2"), item("3", "m2", "m9")], memories("m1", "m2")
    )
    rules = dict(line.split(" ::= ", 1) for line in grammar.strip().split("\n"))
    assert rules["root"] == "i1 i2 i3"
    assert rules["r1"] == '("m1")'
    assert rules["r3"] == '("m2")'  # m9 was not shown (the prompt budget dropped it)
    assert "r2" not in rules
    assert "r2" not in rules["i2"]
    assert rules["i2"].startswith('"2 " ("ignore" | "add " st " " kd " " tx)')
    assert rules["tx"] == "[^\\n\\r ] [^\\n\\r]{0,119}"
    # No free whitespace: every space and line break is a literal of the grammar.
    assert all(rules[f"i{k}"].endswith('"\\n"') for k in (1, 2, 3))


def test_grammar_lets_only_a_temporary_memory_be_promoted() -> None:
    shown = [
        RelatedMemory("m1", "a", {"store": "temporary"}),
        RelatedMemory("m2", "b", {"store": "long_term"}),
    ]
    grammar = NotificationLines().grammar([item("1", "m1", "m2"), item("2", "m2")], shown)
    rules = dict(line.split(" ::= ", 1) for line in grammar.strip().split("\n"))
    assert rules["p1"] == '("m1")'
    assert '"promote " p1' in rules["i1"]
    assert "p2" not in rules
    assert "promote" not in rules["i2"]
    assert '("reinforce" | "remove") " " r2' in rules["i2"]


def test_gbnf_literal_escapes_quotes_backslashes_and_line_breaks() -> None:
    assert gbnf_literal('a"b\\c\nd') == '"a\\"b\\\\c\\nd"'


def test_json_schema_fixes_the_number_of_lines_and_their_shape() -> None:
    schema = NotificationLines(max_text_chars=40).json_schema(
        [item("1", "m1"), item("2")], memories("m1")
    )
    lines = schema["properties"]["lines"]
    assert (lines["minItems"], lines["maxItems"]) == (2, 2)
    pattern = re.compile(lines["items"]["pattern"])
    assert pattern.match("1 add temp event Dentist 10:00")
    assert pattern.match("2 reinforce m1")
    assert not pattern.match("3 ignore")
    assert not pattern.match("1 add temp event " + "a" * 41)


def test_rules_name_the_json_wrapper_only_in_json_modes() -> None:
    protocol = NotificationLines()
    assert '{"lines"' in protocol.rules("json_schema")
    assert '{"lines"' not in protocol.rules("grammar")
    assert "<n> reinforce|remove|promote <ref>" in protocol.rules("prompt")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=60)))
def test_any_answer_text_parses_or_is_named_without_its_text(texts: list[str]) -> None:
    lines = [t for t in texts if t.strip() and "\n" not in t]
    answer = NotificationLines().parse(lines, ITEMS)
    assert len(answer.answered) + len(answer.problems) == len(lines)
    for problem in answer.problems:
        assert re.fullmatch(r"line \d+: [a-z0-9 ,.()\-]+", problem), problem
    parse_notification_proposal(answer.data)  # every kept line fits the proposal's shape
