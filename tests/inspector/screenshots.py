"""Write a PNG of each inspector view over the sample week.

Run as ``python -m tests.inspector.screenshots [OUT_DIR]``.

``make screenshots`` runs it. The images (phone-sized, 390 px wide) go to ``docs/images/``
(``inspector-timeline.png``, ``-memory.png``, ``-health.png``, ``-activity.png``) and are shown
in the README. Needs Debian's ``chromium`` and the dev extra (websockets).
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from pathlib import Path

from tests.inspector.chromium import Browser, chromium_path, open_browser
from tests.inspector.sample import ServedWeek, served_week

OUT = Path(__file__).parents[2] / "docs" / "images"


async def _view(browser: Browser, hash_: str, ready: str) -> None:
    await browser.evaluate(f"location.hash = {json.dumps(hash_)}")
    await browser.wait_for(ready)


async def _shoot(service: ServedWeek, executable: str, out: Path) -> list[Path]:
    async with service.client() as client:
        memories = (await client.get("/v1/memories", params={"limit": 200})).json()["memories"]
    memory = max(memories, key=lambda m: len(m["source"]["context_ids"]))
    written: list[Path] = []
    async with open_browser(executable) as browser:
        await browser.goto(service.base_url + "/inspector")
        await browser.wait_for("!document.getElementById('login').hidden")
        await browser.evaluate(
            f"document.getElementById('token').value = {json.dumps(service.token)};"
            "document.getElementById('login').requestSubmit()"
        )
        await browser.wait_for("document.querySelectorAll('#timeline li').length > 0")
        # Open one kept notification's text, as a user would.
        await browser.evaluate("document.querySelector('[data-show-text]')?.click()")
        await browser.wait_for("!!document.querySelector('[data-text-for]:not([hidden])')")
        views = [
            ("timeline", None, None),
            (
                "memory",
                f"#memory/temporary/{memory['id']}",
                "document.querySelectorAll('#behind li .meta').length === "
                f"{min(30, len(memory['source']['context_ids']))}",
            ),
            ("health", "#health", "!!document.getElementById('worker-state')"),
            ("activity", "#activity", "!!document.querySelector('svg.chart rect')"),
        ]
        for name, hash_, ready in views:
            if hash_ is not None and ready is not None:
                await _view(browser, hash_, ready)
            path = out / f"inspector-{name}.png"
            await browser.screenshot(path, max_height=1000)
            written.append(path)
    return written


async def main(out: Path) -> int:
    """Serve the sample week, open each view in headless Chromium, write the PNGs to ``out``."""
    executable = chromium_path()
    if executable is None:
        print("chromium is not installed (apt-get install -y chromium)", file=sys.stderr)
        return 2
    await asyncio.to_thread(out.mkdir, parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="am-screens-") as tmp:
        async with served_week(Path(tmp) / "data") as service:
            for path in await _shoot(service, executable, out):
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)))
