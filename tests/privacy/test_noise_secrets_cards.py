"""Card numbers: how much work a long run of digit groups costs (issue 26, an outside trial:
"1 1 1 ..." over 4 KiB took 27 ms, every prefix of the run was split and joined)."""

from __future__ import annotations

import pytest

from agent_memory.privacy import classify_text, secrets


def test_a_long_run_of_short_digit_groups_tries_only_card_sized_prefixes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tried: list[int] = []
    is_card = secrets._is_card

    def counting(chunk: str, *args: object, **kwargs: object) -> bool:
        tried.append(sum(c.isdigit() for c in chunk))
        return is_card(chunk, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(secrets, "_is_card", counting)
    assert classify_text("1 " * 2000).label == "keep"
    assert tried  # the run was looked at
    assert all(13 <= n <= 19 for n in tried)
    assert len(tried) <= 7


def test_a_card_at_the_start_of_a_longer_run_is_still_found() -> None:
    verdict = classify_text("card 4539 1488 0343 6467 08 27 thanks")
    assert verdict.label == "secret"


def test_a_card_number_grouped_with_dots_is_a_secret() -> None:
    verdict = classify_text("pay with mine: 4929.1234.5678.9015 (03/28)")
    assert verdict.label == "secret"
    assert verdict.reason == "secret.card"


@pytest.mark.parametrize(
    "body",
    [
        "version 1234.5678.9012.3456 released",  # not Luhn-valid
        "the router is 10.0.0.1, the date 2024.01.02",
    ],
)
def test_dotted_figures_that_are_no_card_are_kept(body: str) -> None:
    assert classify_text(body).label == "keep"
