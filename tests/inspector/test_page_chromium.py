"""The inspector page in a real browser: headless Chromium over the sample week, with a token.

Skipped when Debian's ``chromium`` is not installed (``apt-get install -y chromium``).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from agent_memory.clock import ManualClock
from agent_memory.notifications.record import NotificationRecord
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from tests.episodes.support import episode_json

from .sample import ServedWeek, served_tcp, served_week

pytest.importorskip("websockets", reason="the dev extra's websockets drives Chromium")

from .chromium import Browser, chromium_path, open_browser

CHROMIUM = chromium_path()
pytestmark = pytest.mark.skipif(
    CHROMIUM is None,
    reason="chromium is not installed (apt-get install -y chromium); the page is not tested "
    "in a browser here",
)


async def _sign_in(browser: Browser, service: ServedWeek) -> None:
    await browser.goto(service.base_url + "/inspector")
    await browser.wait_for("!document.getElementById('login').hidden")
    await browser.evaluate(
        f"document.getElementById('token').value = {json.dumps(service.token)};"
        "document.getElementById('login').requestSubmit()"
    )
    await browser.wait_for("document.querySelectorAll('#timeline li').length > 0")


async def _show(browser: Browser, hash_: str, ready: str) -> None:
    await browser.evaluate(f"location.hash = {json.dumps(hash_)}")
    await browser.wait_for(ready)


def _bodies(data_dir: Path) -> dict[int, str]:
    out: dict[int, str] = {}
    for shard in sorted((data_dir / "memory" / "notifications" / "events").glob("*.jsonl")):
        for line in shard.read_bytes().splitlines():
            record = NotificationRecord.from_line(line)
            out[record.context_id] = record.event.body
    return out


async def _all_days(service: ServedWeek) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    async with service.client() as client:
        day: str | None = "2025-03-01"
        while day is not None and day <= "2025-03-10":
            after = 0
            while True:
                params: dict[str, Any] = {"day": day, "after": after}
                page = (await client.get("/v1/timeline", params=params)).json()
                items.extend(page["items"])
                if page["next_after"] is None:
                    break
                after = page["next_after"]
            day = page["next_day"]
    return items


async def test_inspector_in_chromium_over_the_sample_week(tmp_path: Path) -> None:
    assert CHROMIUM is not None
    async with served_week(tmp_path / "data") as service:
        bodies = _bodies(tmp_path / "data")
        items = await _all_days(service)
        dropped = {
            i["context_id"]
            for i in items
            if i["verdict"] in ("otp", "secret", "marketing", "scam", "system")
        }
        assert dropped, "the sample week has dropped notifications"
        dropped_texts = {bodies[c] for c in dropped if len(bodies[c]) >= 12}
        assert len(dropped_texts) >= 10
        async with service.client() as client:
            memories = (await client.get("/v1/memories", params={"limit": 200})).json()
        async with open_browser(CHROMIUM) as browser:
            # Without the token: the shell and the token form, nothing else.
            await browser.goto(service.base_url + "/inspector")
            await browser.wait_for("!document.getElementById('login').hidden")
            assert await browser.evaluate("document.getElementById('view').textContent") == ""
            await _sign_in(browser, service)

            # Timeline: the newest local day, verdicts, no text until asked.
            newest = await browser.evaluate("document.getElementById('day').textContent")
            assert newest == "2025-03-09"
            shown = await browser.evaluate(
                "[...document.querySelectorAll('#timeline li')].map(li => "
                "[Number(li.dataset.contextId), li.dataset.verdict])"
            )
            day_items = [i for i in items if i["local_time"].startswith("2025-03-09")]
            assert shown == [[i["context_id"], i["verdict"]] for i in day_items[:50]]
            otp = next(i for i in day_items if i["verdict"] == "otp")
            otp_row = (
                f"document.querySelector('#timeline li[data-context-id=\"{otp['context_id']}\"]')"
            )
            assert "text withheld" in await browser.evaluate(f"{otp_row}.textContent")
            assert await browser.evaluate(f"{otp_row}.querySelector('button')") is None
            kept = next(i for i in day_items if i["text_shown"] and bodies[i["context_id"]])
            await browser.evaluate(
                f"document.querySelector('[data-show-text=\"{kept['context_id']}\"]').click()"
            )
            body = await browser.wait_for(
                f"document.querySelector('[data-text-for=\"{kept['context_id']}\"] .body')"
                "?.textContent"
            )
            assert body == bodies[kept["context_id"]]

            # Every day of the week, every kept text opened: still no dropped body in the page.
            for day in sorted({i["local_time"][:10] for i in items}):
                await _show(
                    browser,
                    f"#timeline/{day}",
                    f"document.getElementById('day')?.textContent === '{day}'",
                )
                await browser.evaluate(
                    "document.querySelectorAll('[data-show-text]').forEach(b => b.click())"
                )
                await browser.wait_for(
                    "[...document.querySelectorAll('[data-text-for]')].every(t => !t.hidden)"
                )
                html = await browser.html()
                leaked = [text for text in dropped_texts if text in html]
                assert leaked == [], f"dropped bodies in the page of {day}: {len(leaked)}"

            # A memory's detail: content, expiry bar, the notifications behind it.
            memory = next(m for m in memories["memories"] if len(m["source"]["context_ids"]) > 1)
            await _show(
                browser,
                f"#memory/temporary/{memory['id']}",
                "!!document.getElementById('memory-content')",
            )
            content = await browser.evaluate(
                "document.getElementById('memory-content').textContent"
            )
            assert content == memory["content"]
            share = float(await browser.evaluate("document.querySelector('.expiry').dataset.share"))
            assert 0 < share <= 1
            behind = await browser.wait_for(
                "document.querySelectorAll('#behind li .meta').length === "
                f"{len(memory['source']['context_ids'])} && "
                "[...document.querySelectorAll('#behind li')].map(li => "
                "Number(li.dataset.contextId))"
            )
            assert behind == memory["source"]["context_ids"]

            # Forget: two clicks, then it is gone from the store.
            await browser.evaluate("document.getElementById('forget').click()")
            await browser.evaluate("document.getElementById('forget').click()")
            said = await browser.wait_for("document.getElementById('forgotten')?.textContent")
            assert f"temporary/{memory['id']}" in said
            async with service.client() as client:
                gone = await client.get(f"/v1/memories/temporary/{memory['id']}")
                assert gone.status_code == 404
                listed = (await client.get("/v1/memories", params={"limit": 200})).json()
                assert memory["id"] not in {m["id"] for m in listed["memories"]}

            # Health and the chart.
            await _show(browser, "#health", "!!document.getElementById('worker-state')")
            assert await browser.evaluate("document.getElementById('provider').textContent") == (
                "fallback"
            )
            assert await browser.evaluate("document.getElementById('on-device').textContent") == (
                "stays on this device"
            )
            assert await browser.evaluate("document.getElementById('pending').textContent") == "0"
            await _show(browser, "#activity", "!!document.querySelector('svg.chart rect')")
            legend = await browser.evaluate("document.getElementById('legend').textContent")
            total = len(items)
            assert f"keep {sum(1 for i in items if i['verdict'] == 'keep')}" in legend
            bars = await browser.evaluate(
                "[...document.querySelectorAll('svg.chart rect title')].map(t => "
                "Number(t.textContent.split(' ')[0])).reduce((a, b) => a + b, 0)"
            )
            assert bars == total

            # Nothing was fetched from anywhere but the service.
            assert browser.requested
            outside = [u for u in browser.requested if not u.startswith(service.base_url + "/")]
            assert outside == [] or outside == ["about:blank"]


async def test_device_memory_detail_shows_its_episodes(tmp_path: Path) -> None:
    assert CHROMIUM is not None
    now = datetime(2026, 3, 2, 2, tzinfo=UTC)
    settings = Settings.load(data_dir=tmp_path / "data", api_host="127.0.0.1", api_port=0)
    async with (
        AgentMemory.open(settings, clock=ManualClock(now)) as m,
        served_tcp(m) as service,
    ):
        async with service.client() as client:
            created = await client.post("/v1/episodes", json=episode_json("ep-1", ended=now))
            assert created.status_code == 201
            assert (await client.post("/v1/process")).status_code == 200
            listed = await client.get("/v1/memories", params={"store": "device"})
            (memory,) = listed.json()["memories"]
        async with open_browser(CHROMIUM) as browser:
            await browser.goto(service.base_url + "/inspector")
            await browser.wait_for("!document.getElementById('login').hidden")
            await browser.evaluate(
                f"document.getElementById('token').value = {json.dumps(service.token)};"
                "document.getElementById('login').requestSubmit()"
            )
            await _show(browser, "#memories/device", "!!document.getElementById('memories')")
            shown = await browser.evaluate(
                "[...document.querySelectorAll('#memories li')].map(li => li.dataset.memoryId)"
            )
            assert shown == [memory["id"]]
            await browser.evaluate("document.querySelector('#memories li a').click()")
            await browser.wait_for("!!document.getElementById('memory-content')")
            view = await browser.evaluate("document.getElementById('view').textContent")
            assert "Episodes behind it" in view
            assert "ep-1" in view
            assert memory["content"] in view


MARKUP = '<img src="x" id="injected" onerror="document.title=1">Lunch at <b>noon</b>?'


async def test_markup_in_a_kept_notification_shows_as_text(tmp_path: Path) -> None:
    assert CHROMIUM is not None
    settings = Settings.load(data_dir=tmp_path / "data", api_host="127.0.0.1", api_port=0)
    note = {
        "key": "0|com.whatsapp|1|null|10100",
        "package": "com.whatsapp",
        "id": 1,
        "title": "Ana <script>x</script>",
        "text": MARKUP,
        "received_at": "2026-03-02T01:00:00Z",
        "received_utc_offset_s": 3600,
    }
    async with (
        AgentMemory.open(settings, clock=ManualClock(datetime(2026, 3, 2, 2, tzinfo=UTC))) as m,
        served_tcp(m) as service,
    ):
        async with service.client() as client:
            assert (await client.post("/v1/notifications", json=[note])).status_code == 200
            assert (await client.post("/v1/process")).status_code == 200
        async with open_browser(CHROMIUM) as browser:
            await _sign_in(browser, service)
            assert await browser.evaluate("document.getElementById('day').textContent") == (
                "2026-03-02"
            )
            await browser.evaluate("document.querySelector('[data-show-text=\"1\"]').click()")
            body = await browser.wait_for(
                "document.querySelector('[data-text-for=\"1\"] .body')?.textContent"
            )
            assert body == MARKUP
            title = await browser.evaluate(
                "document.querySelector('[data-text-for=\"1\"] .title').textContent"
            )
            assert title == "Ana <script>x</script>"
            assert await browser.evaluate("document.getElementById('injected')") is None
            assert await browser.evaluate("document.querySelectorAll('#view b').length") == 0
            assert await browser.evaluate("document.title") == "agent-memory inspector"
