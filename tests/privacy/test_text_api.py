"""The privacy classifier's text-level API, and who may import what."""

from __future__ import annotations

import ast
from datetime import UTC, datetime
from pathlib import Path

from agent_memory.ble.event import make_event
from agent_memory.notifications.noise import classify
from agent_memory.privacy import Span, classify_text, holds_code_or_secret

SRC = Path(__file__).resolve().parents[2] / "src" / "agent_memory"


def test_classify_text_needs_no_event_and_agrees_with_classify() -> None:
    verdict = classify_text("Your code is 482913", title="Bank", app_id="com.bank")
    assert verdict.label == "otp"
    assert verdict.reason == "otp.keyword"
    assert verdict.spans == (Span("body", 13, 19, "otp_code"),)
    event = make_event(
        platform="android",
        source_key="k",
        app_id="com.bank",
        title="Bank",
        body="Your code is 482913",
        received_at=datetime(2025, 3, 1, tzinfo=UTC),
    )
    assert classify(event) == verdict


def test_classify_text_spans_index_the_field_that_holds_the_match() -> None:
    verdict = classify_text("Enter it to sign in.", title="482913 is your code")
    assert verdict.label == "otp"
    assert verdict.spans == (Span("title", 0, 6, "otp_code"),)


def test_classify_text_reads_category_and_flags() -> None:
    assert classify_text("Syncing", title="Drive", category="progress").reason == (
        "system.category"
    )
    assert classify_text("Recording", title="Recorder", ongoing=True).reason == "system.ongoing"
    # A status notification with a title and a text is read on its text.
    assert classify_text("Your parcel was delivered", title="UPS", category="status").label == (
        "keep"
    )


def test_holds_code_or_secret_reads_text_as_a_notification_body() -> None:
    assert holds_code_or_secret("Your code is 482913")
    # Control characters are removed as from a notification body before the rules read it.
    assert holds_code_or_secret("Your code\x07 is 482913")
    assert holds_code_or_secret("office card 5425 2334 3010 9903, exp 04/29")
    assert not holds_code_or_secret("Dinner with Sam on Friday at 7")


def _imports(folder: Path) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for path in sorted(folder.glob("*.py")):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module)
            elif isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
        out[path.name] = names
    return out


def test_episodes_import_nothing_from_notifications() -> None:
    imports = _imports(SRC / "episodes")
    assert "procedure.py" in imports
    for module, names in imports.items():
        assert not any(n.startswith("agent_memory.notifications") for n in names), module
    assert "agent_memory.privacy" in imports["procedure.py"]


def test_privacy_imports_only_text_normalization_and_errors() -> None:
    imports = _imports(SRC / "privacy")
    assert set(imports) >= {"codes.py", "secrets.py", "system.py", "marketing.py", "tables.py"}
    for module, names in imports.items():
        outside = {
            n
            for n in names
            if n.startswith("agent_memory.") and not n.startswith("agent_memory.privacy")
        }
        assert outside <= {"agent_memory.ble.event", "agent_memory.errors"}, module


# Plain prose, so that only the planted secret can make a window hold one.
_PROSE = "The team walked to the harbour and talked about the week ahead. "


def _long_text_with(secret: str, before_bytes: int) -> str:
    head = (_PROSE * (before_bytes // len(_PROSE) + 1))[:before_bytes]
    return head + secret + " " + _PROSE * 20


def test_a_secret_past_the_first_4096_bytes_of_a_long_text_is_found() -> None:
    secret = "the wifi password is Tr0ub4dor&3x"
    assert holds_code_or_secret(secret)
    assert not holds_code_or_secret(_long_text_with("", 9_000))
    for before in (4_200, 9_000, 30_000):
        assert holds_code_or_secret(_long_text_with(secret, before)), before


def test_a_secret_across_a_window_boundary_is_found() -> None:
    card = "pay with card 4111 1111 1111 1111 exp 04/29"
    assert holds_code_or_secret(card)
    for before in range(4_096 - len(card), 4_097, 7):
        assert holds_code_or_secret(_long_text_with(card, before)), before
