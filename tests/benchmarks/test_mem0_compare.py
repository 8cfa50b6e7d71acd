"""The mem0 head-to-head: counting rules on constructed inputs, the connection audit, and one
short end-to-end comparison over the scripted shared model server (real HTTP, real mem0 in a
subprocess, real Qdrant files)."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from agent_memory.evaluation import load_stream
from benchmarks.mem0.compare import (
    CompareSettings,
    compare_stream,
    count_codes,
    count_duplicates,
    mem0_available,
)
from benchmarks.mem0.runner import ConnectionAudit, mem0_text
from benchmarks.mem0.shared_model import ScriptedMemoryModel
from tests.evaluation.support import android, write_stream

needs_mem0 = pytest.mark.skipif(not mem0_available(), reason="the mem0 extra is not installed")


def small_stream(tmp_path: Path) -> Path:
    """Five notifications: a memory, its exact replay a day later, its update, a code, a chat."""
    return write_stream(
        tmp_path / "small.jsonl",
        android("n1", "2025-03-10T12:00:00+00:00", "FlowYoga: class on Mondays 7 PM", {
            "action": "memory", "key": "yoga", "facts": ["FlowYoga", "Monday"], "case": "M4",
        }, title="FlowYoga", key="0|com.flowyoga.app|1|null|1"),
        android("n2", "2025-03-11T12:00:00+00:00", "FlowYoga: class on Mondays 7 PM", {
            "action": "reinforce", "key": "yoga", "case": "M4",
        }, title="FlowYoga", key="0|com.flowyoga.app|2|null|1"),
        android("n3", "2025-03-12T12:00:00+00:00", "FlowYoga: class moves to Wednesdays 7 PM", {
            "action": "update", "key": "yoga", "facts": ["FlowYoga", "Wednesday"], "case": "M4",
        }, title="FlowYoga", key="0|com.flowyoga.app|3|null|1"),
        android("n4", "2025-03-12T12:30:00+00:00", "Your verification code is 551903.", {
            "action": "ignore", "why": "otp", "secrets": ["551903"], "case": "M10",
        }, title="Bank", key="0|com.bank|4|null|1"),
        android("n5", "2025-03-13T08:00:00+00:00", "Lunch at Dishoom on Friday at 1?", {
            "action": "memory", "key": "lunch", "facts": ["Dishoom", "Friday"],
        }, title="Priya", key="0|com.whatsapp|5|null|1"),
    )  # fmt: skip


def test_same_text_and_same_labeled_fact_count_as_duplicates(tmp_path: Path) -> None:
    stream = load_stream(small_stream(tmp_path))
    texts = [
        "FlowYoga: class on Mondays 7 PM",
        "flowyoga:  CLASS on mondays 7 pm",  # same normalized text
        "FlowYoga moved the class to Wednesday",  # the update's facts: the same labeled memory
        "Lunch with Priya at Dishoom on Friday",
        "Something unrelated",
        "something   unrelated",
    ]
    assert count_duplicates(texts, stream) == 3
    assert count_duplicates(texts[3:5], stream) == 0
    assert count_duplicates([], stream) == 0


def test_declared_secret_or_detected_code_counts_as_a_stored_code(tmp_path: Path) -> None:
    stream = load_stream(small_stream(tmp_path))
    texts = [
        "Bank: the code 551903 was sent",  # declared in the labels
        "Your Revolut login code is 628104. Never share it.",  # found by the detector
        "Lunch at Dishoom on Friday at 1?",
    ]
    assert count_codes(texts, stream) == 2
    assert count_codes(texts[2:], stream) == 0


def test_mem0_text_is_app_title_body_without_empty_parts() -> None:
    assert mem0_text("WhatsApp", "Priya", "Lunch Friday?") == "WhatsApp: Priya: Lunch Friday?"
    assert mem0_text("Calendar", "", "Dentist Thu") == "Calendar: Dentist Thu"


def test_audit_allows_loopback_and_refuses_every_other_address() -> None:
    audit = ConnectionAudit()
    audit.hook("socket.connect", (None, ("127.0.0.1", 8080)))
    audit.hook("socket.connect", (None, ("::1", 8080, 0, 0)))
    audit.hook("socket.getaddrinfo", ("localhost", 8080, 0, 0, 0))
    audit.hook("socket.connect", (None, "/run/agent.sock"))  # a Unix socket is local
    audit.hook("open", ("/etc/hosts", "r", 0))  # not a network event
    with pytest.raises(PermissionError):
        audit.hook("socket.getaddrinfo", ("us.i.posthog.com", 443, 0, 0, 0))
    with pytest.raises(PermissionError):
        audit.hook("socket.connect", (None, ("192.0.2.10", 443)))
    assert audit.allowed == ["127.0.0.1:8080", "::1:8080", "localhost:8080"]
    assert audit.refused == ["us.i.posthog.com:443", "192.0.2.10:443"]


def test_installed_audit_hook_stops_a_lookup_before_it_happens() -> None:
    """In a child process (an audit hook cannot be removed): a numeric look-up, which sends no
    packet even unhooked, is refused with PermissionError and reported."""
    code = (
        "import json, socket, sys\n"
        "from benchmarks.mem0.runner import ConnectionAudit\n"
        "audit = ConnectionAudit(); sys.addaudithook(audit.hook)\n"
        "socket.getaddrinfo('127.0.0.1', 9)\n"
        "try:\n"
        "    socket.getaddrinfo('192.0.2.10', 443)\n"
        "    outcome = 'made'\n"
        "except PermissionError:\n"
        "    outcome = 'refused'\n"
        "print(json.dumps([outcome, audit.allowed, audit.refused]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert json.loads(done.stdout) == ["refused", ["127.0.0.1:9"], ["192.0.2.10:443"]]


@needs_mem0
async def test_same_stream_side_by_side_with_the_scripted_model(tmp_path: Path) -> None:
    stream_path = small_stream(tmp_path)
    model = ScriptedMemoryModel(dims=64)
    result = await compare_stream(
        stream_path, tmp_path / "work", model, CompareSettings(embedding_dims=64, timeout_s=60)
    )
    ours, theirs = result.agent_memory, result.mem0
    assert result.unknown_prompts == 0
    assert ours.notifications == theirs.notifications == 5

    # mem0: one add per notification; each add is one extraction call, one search embedding
    # and one batch embedding of the extracted text; the exact replay (n2) is stored once.
    assert result.mem0_run.adds == 5
    assert result.mem0_run.add_errors == {}
    assert theirs.llm_calls == 5
    assert theirs.embedding_calls == 10
    assert theirs.memories == 4
    assert theirs.llm_calls >= theirs.memories
    assert theirs.embedding_calls >= theirs.memories
    assert theirs.codes == 1  # the scripted model keeps the code message as a memory
    assert theirs.duplicates == 1  # Monday and Wednesday classes are one labeled memory
    # agent-memory: one call per batch (of up to 10) per idle window; the five notifications
    # fall in five idle windows and the code (n4) is filtered before any prompt: 4 calls.
    assert ours.llm_calls == 4 <= math.ceil(ours.notifications / 10) * 5
    # The scripted model answers with the deterministic rules: n1 is a routine kept in
    # Long-Term, n2 reinforces it, n3 updates it to Wednesdays (one memory per thing), n5 adds.
    assert (ours.memories, ours.duplicates) == (2, 0)
    assert ours.embedding_calls == 0
    assert ours.codes == 0
    assert ours.llm_failures == theirs.llm_failures == 0
    assert 0 < ours.prompt_tokens < theirs.prompt_tokens

    # mem0 reached nothing but the shared server on 127.0.0.1.
    assert result.mem0_run.refused == []
    assert result.mem0_run.allowed
    assert all(a.startswith("127.0.0.1:") for a in result.mem0_run.allowed)
    assert result.mem0_run.versions["mem0ai"].startswith("2.2.")
    assert (tmp_path / "work" / "mem0" / "qdrant").is_dir()
    assert (tmp_path / "work" / "mem0" / "mem0-home").is_dir()
    stored = {nid for nid, _ in result.mem0_run.memories}
    assert stored == {"n1", "n3", "n4", "n5"}


def test_default_path_and_the_comparison_module_import_neither_mem0_nor_qdrant() -> None:
    code = (
        "import sys\n"
        "import agent_memory, agent_memory.cli, agent_memory.evaluation\n"
        "import benchmarks.mem0.compare, benchmarks.mem0.runner\n"
        "import agent_memory.testing\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('mem0', 'qdrant_client')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.strip() == "[]"


def test_mem0_process_gets_no_proxy_no_remote_model_settings_and_telemetry_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from benchmarks.mem0.compare import _child_env

    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.example:3128")
    monkeypatch.setenv("all_proxy", "socks5://proxy.example:1080")
    monkeypatch.setenv("OPENROUTER_API_KEY", "k")
    monkeypatch.setenv("OPENAI_BASE_URL", "https://api.example/v1")
    monkeypatch.setenv("MEM0_TELEMETRY", "True")
    env = _child_env(tmp_path)
    assert not {"HTTPS_PROXY", "all_proxy", "OPENROUTER_API_KEY", "OPENAI_BASE_URL"} & set(env)
    assert env["MEM0_TELEMETRY"] == "False"
    assert env["MEM0_DIR"] == str(tmp_path / "mem0-home")
    assert env["NO_PROXY"] == "127.0.0.1,localhost,::1"
