"""Where extraction input goes: on-device (loopback, Unix socket, rules) or off the device."""

from __future__ import annotations

import pytest

from agent_memory.engine import (
    OpenAICompatibleConfig,
    OpenAICompatibleProvider,
    privacy_of_endpoint,
)
from agent_memory.notifications.fallback import notification_fallback_provider


@pytest.mark.parametrize(
    ("base_url", "destination"),
    [
        ("http://127.0.0.1:8080/v1", "127.0.0.1:8080"),
        ("http://127.5.6.7/v1", "127.5.6.7"),
        ("http://localhost:11434/v1", "localhost:11434"),
        ("http://model.localhost:8000/v1", "model.localhost:8000"),
        ("http://[::1]:8080/v1", "::1:8080"),
    ],
)
def test_loopback_base_url_is_on_device(base_url: str, destination: str) -> None:
    report = privacy_of_endpoint(base_url)
    assert report.on_device
    assert report.destination == destination
    assert "stays on the device" in report.statement


@pytest.mark.parametrize(
    "base_url",
    [
        "https://api.openai.com/v1",
        "http://192.168.1.20:8080/v1",
        "http://10.0.0.5/v1",
        "http://my-laptop.local:8080/v1",
        "http://localhost.example.com/v1",
    ],
)
def test_other_hosts_are_off_device(base_url: str) -> None:
    report = privacy_of_endpoint(base_url)
    assert not report.on_device
    assert "leaves the device" in report.statement
    assert "notification bodies" in report.statement


def test_credentials_in_url_are_not_reported() -> None:
    report = privacy_of_endpoint("https://user:s3cret@api.example.com:443/v1?key=abc")
    assert report.destination == "api.example.com:443"
    assert "s3cret" not in report.statement
    assert "abc" not in report.statement


def test_unix_socket_is_on_device_whatever_the_host() -> None:
    provider = OpenAICompatibleProvider(
        OpenAICompatibleConfig(
            base_url="http://model.example/v1", model="m", unix_socket="/run/llm.sock"
        )
    )
    assert provider.privacy.on_device
    assert provider.privacy.destination == "unix:/run/llm.sock"


def test_fallback_sends_nothing_anywhere() -> None:
    report = notification_fallback_provider().privacy
    assert report.on_device
    assert report.destination == "rules"
