"""The noise filter compiles its tables on first use, once, even under concurrent first calls."""

from __future__ import annotations

from tests.probe import run_probe

_PROBE = """
import json, threading
from datetime import UTC, datetime
from agent_memory.ble.event import make_event
from agent_memory.notifications import noise
from agent_memory.privacy import scan

def event(body):
    return make_event(
        platform="android", kind="added", source_key="0|com.x|1|null|1", app_id="com.x",
        title="Bank", body=body, received_at=datetime(2025, 3, 1, tzinfo=UTC),
    )

out = {"at_import": scan._cached_tables.cache_info().currsize}
labels = []
threads = [
    threading.Thread(target=lambda: labels.append(noise.classify(event("Your code is 482913"))))
    for _ in range(4)
]
for t in threads:
    t.start()
for t in threads:
    t.join()
out["labels"] = sorted(v.label for v in labels)
out["table_builds"] = scan._cached_tables.cache_info().misses
out["tries_after_english"] = scan._cached_phrase_res.cache_info().currsize
out["chinese"] = noise.classify(event("您的验证码是 482913，5分钟内有效")).label
out["tries_after_chinese"] = scan._cached_phrase_res.cache_info().currsize
print(json.dumps(out))
"""


def test_tables_build_once_on_first_use_and_only_the_tries_the_text_needs() -> None:
    out = run_probe(_PROBE)
    assert out["at_import"] == 0
    assert out["labels"] == ["otp"] * 4
    assert out["table_builds"] == 1
    assert out["tries_after_english"] == 1  # the ASCII tries only
    assert out["chinese"] == "otp"
    assert out["tries_after_chinese"] == 2  # the full tries joined them


_PREPARE_PROBE = """
import json
from agent_memory.notifications import noise
from agent_memory.privacy import scan
def built():
    return (
        scan._cached_tables.cache_info().currsize,
        scan._cached_phrase_res.cache_info().currsize,
    )
before = built()
scan.prepare()
scan.prepare()
after = built()
print(json.dumps({"before": before, "after": after,
                  "builds": scan._cached_tables.cache_info().misses}))
"""


def test_prepare_builds_the_tables_and_the_ascii_tries_once() -> None:
    """``serve`` calls it at start; the other trie variants still wait for their first need."""
    out = run_probe(_PREPARE_PROBE)
    assert out == {"before": [0, 0], "after": [1, 1], "builds": 1}
