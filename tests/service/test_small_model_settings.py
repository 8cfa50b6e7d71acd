"""Settings that pick the small-model set-up (issue 25): line answers, a grammar, rules first."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory.errors import InvalidInput
from agent_memory.settings import Settings


def test_toml_file_selects_line_answers_a_grammar_and_rules_first(tmp_path: Path) -> None:
    config = tmp_path / "agent-memory.toml"
    config.write_text(
        'provider = "openai"\nbase_url = "http://127.0.0.1:8080/v1"\nmodel = "gemma-3-270m"\n'
        'response_format = "grammar"\nanswer = "lines"\nrules_first = true\n',
        encoding="utf-8",
    )
    settings = Settings.load(config_file=config, data_dir=tmp_path / "data")
    assert (settings.response_format, settings.answer, settings.rules_first) == (
        "grammar",
        "lines",
        True,
    )


def test_defaults_keep_the_json_answer_without_rules_first(tmp_path: Path) -> None:
    settings = Settings.load(data_dir=tmp_path)
    assert (settings.response_format, settings.answer, settings.rules_first) == (
        "auto",
        "json",
        False,
    )


def test_unknown_answer_shape_is_refused_naming_the_key(tmp_path: Path) -> None:
    with pytest.raises(InvalidInput) as raised:
        Settings.load(data_dir=tmp_path, answer="yaml")
    assert raised.value.field == "answer"
