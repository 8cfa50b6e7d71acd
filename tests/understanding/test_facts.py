"""Labelled facts across languages: the current value of each label, never a code."""

from __future__ import annotations

from agent_memory.understanding import extract_facts


def test_gate_terminal_and_route_of_a_flight_notice() -> None:
    facts = extract_facts("Flight NV 417 Toronto YYZ -> Lisbon LIS, Terminal 3, gate E81")
    assert facts["gate"] == "E81"
    assert facts["terminal"] == "3"
    assert (facts["from"], facts["to"]) == ("YYZ", "LIS")


def test_the_last_gate_in_a_text_is_the_current_one() -> None:
    assert extract_facts("Gate change: gate G92 is now gate G98")["gate"] == "G98"


def test_platform_coach_and_numeric_seat_of_a_train_in_german() -> None:
    facts = extract_facts("ICE 578 nach Hamburg, Gleis 7, Wagen 12, Platz 45")
    assert (facts["platform"], facts["coach"], facts["seat"]) == ("7", "12", "45")


def test_chinese_train_coach_seat_and_route() -> None:
    facts = extract_facts("您购买的G102次列车，北京南到上海虹桥，5车12F号，检票口5B")
    assert (facts["coach"], facts["seat"]) == ("5", "12F")
    assert (facts["from"], facts["to"]) == ("北京南", "上海虹桥")


def test_chinese_room_drops_the_words_before_it() -> None:
    assert extract_facts("周三下午三点开项目评审会，在3号会议室")["room"] == "3号会议室"


def test_amount_in_several_currencies_keeps_the_last() -> None:
    assert extract_facts("Your plan renews for $9.99, now $12.99")["amount"] == "$12.99"
    assert extract_facts("Ihre Rechnung über 39,99 € ist da")["amount"] == "39,99 €"
    assert extract_facts("应还金额¥3,280.00")["amount"] == "¥3,280.00"


def test_a_pickup_code_is_no_fact() -> None:
    facts = extract_facts("您的包裹已到菜鸟驿站，取件码 3-2-1101")
    assert all("1101" not in value for value in facts.values())


def test_a_text_without_labels_has_no_facts() -> None:
    assert extract_facts("see you soon") == {}
