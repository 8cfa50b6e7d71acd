"""Settings: arguments over environment over the TOML file over the spec's defaults."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory.errors import InvalidInput
from agent_memory.listening import served_host_names
from agent_memory.settings import Settings


def test_defaults_are_the_spec_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in list(__import__("os").environ):
        if name.startswith("AGENT_MEMORY_"):
            monkeypatch.delenv(name)
    settings = Settings.load()
    assert settings.idle_delay_s == 300.0
    assert settings.consume_limit == 100
    assert settings.notification_batch_size == 10
    assert settings.dedup_window == 4096
    assert settings.temporary_lifetime_days == 7.0
    assert settings.long_term_lifetime_days == 90.0
    assert settings.provider == "fallback"
    assert settings.socket_path == Path(".agent-memory-data") / "agent-memory.sock"


def test_arguments_beat_environment_which_beats_the_toml_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    toml = tmp_path / "agent-memory.toml"
    toml.write_text('idle_delay_s = 7\nmodel = "gemma"\nring_capacity = 64\n', encoding="utf-8")
    monkeypatch.setenv("AGENT_MEMORY_IDLE_DELAY_S", "5")
    assert Settings.load(config_file=toml).idle_delay_s == 5.0
    assert Settings.load(config_file=toml).ring_capacity == 64
    assert Settings.load(config_file=toml, idle_delay_s=1).idle_delay_s == 1.0
    monkeypatch.delenv("AGENT_MEMORY_IDLE_DELAY_S")
    assert Settings.load(config_file=toml).idle_delay_s == 7.0
    monkeypatch.setenv("AGENT_MEMORY_CONFIG_FILE", str(toml))
    assert Settings.load().model == "gemma"


def test_unknown_toml_key_is_rejected_with_its_name(tmp_path: Path) -> None:
    toml = tmp_path / "bad.toml"
    toml.write_text("idle_delay = 5\n", encoding="utf-8")
    with pytest.raises(InvalidInput, match="idle_delay"):
        Settings.load(config_file=toml)


def test_openai_provider_without_base_url_is_invalid() -> None:
    with pytest.raises(InvalidInput, match="base_url"):
        Settings.load(provider="openai", model="m")


def test_out_of_range_value_names_the_field() -> None:
    with pytest.raises(InvalidInput, match="consume_limit") as info:
        Settings.load(consume_limit=500)
    assert info.value.field == "consume_limit"


def test_served_host_names_are_the_loopback_names_and_none_for_a_remote_bind(
    tmp_path: Path,
) -> None:
    def names(**values: object) -> list[str] | None:
        return served_host_names(Settings.load(data_dir=tmp_path, **values))

    assert names() is None  # Unix socket mode: no browser can connect
    assert names(api_host="127.0.0.1") == ["127.0.0.1", "localhost", "[::1]"]
    assert names(api_host="::1") == ["127.0.0.1", "localhost", "[::1]"]
    assert names(api_host="127.0.0.2") == ["127.0.0.1", "localhost", "[::1]", "127.0.0.2"]
    assert names(api_host="0.0.0.0", allow_remote=True) is None  # noqa: S104
