"""Card numbers: how much work a long run of digit groups costs (issue 26, an outside trial:
"1 1 1 ..." over 4 KiB took 27 ms, every prefix of the run was split and joined)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from agent_memory.privacy import classify_text
from agent_memory.privacy.native import PURE_PYTHON_ENV

# Counts the calls of secrets._is_card through the module's attribute, which only the Python
# modules look up (a compiled build calls it directly): run where the package runs as Python.
_COUNT_CARD_TRIES = """
import json
from agent_memory.privacy import NATIVE, classify_text, secrets
tried = []
is_card = secrets._is_card
def counting(chunk, *args, **kwargs):
    tried.append(sum(c.isdigit() for c in chunk))
    return is_card(chunk, *args, **kwargs)
secrets._is_card = counting
label = classify_text("1 " * 2000).label
print(json.dumps({"native": NATIVE.active, "label": label, "tried": tried}))
"""


def test_a_long_run_of_short_digit_groups_tries_only_card_sized_prefixes() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _COUNT_CARD_TRIES],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, PURE_PYTHON_ENV: "1"},
        timeout=120,
    )
    found = json.loads(done.stdout)
    assert found["native"] is False
    assert found["label"] == "keep"
    tried = found["tried"]
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
