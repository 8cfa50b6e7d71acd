"""Drive Debian's headless ``chromium`` over the DevTools protocol (a websocket, JSON messages).

A small client for the inspector's browser tests and ``make screenshots``: start the browser
on a private profile, open one page, navigate, evaluate JavaScript, wait for a condition, take
a PNG, and record every URL the page requested (to prove it fetched nothing from elsewhere).
The protocol: https://chromedevtools.github.io/devtools-protocol/ (Page, Runtime, Network,
Emulation domains).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import os
import shutil
import signal
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect

__all__ = ["Browser", "chromium_path", "open_browser"]

_START_TIMEOUT_S = 30.0
_WAIT_TIMEOUT_S = 20.0


def chromium_path() -> str | None:
    """Return the path of the ``chromium`` binary, or ``None`` when it is not installed."""
    return shutil.which("chromium") or shutil.which("chromium-browser")


class Browser:
    """One page of a running headless Chromium, driven over its DevTools websocket."""

    def __init__(self, socket: ClientConnection, width: int) -> None:
        self._socket = socket
        self._width = width
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.requested: list[str] = []
        """Every URL the page requested since it opened, in order."""
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for raw in self._socket:
            message = json.loads(raw)
            if "id" in message:
                future = self._waiting.pop(message["id"], None)
                if future is not None and not future.done():
                    future.set_result(message)
            elif message.get("method") == "Network.requestWillBeSent":
                self.requested.append(message["params"]["request"]["url"])

    async def send(self, method: str, **params: Any) -> dict[str, Any]:
        """Send one protocol command and return its ``result``.

        Raises:
            RuntimeError: The browser answered with an error.
        """
        number = next(self._ids)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[number] = future
        await self._socket.send(json.dumps({"id": number, "method": method, "params": params}))
        async with asyncio.timeout(_WAIT_TIMEOUT_S):
            answer = await future
        if "error" in answer:
            raise RuntimeError(f"{method} failed: {answer['error']}")
        result: dict[str, Any] = answer.get("result", {})
        return result

    async def evaluate(self, expression: str) -> Any:
        """Evaluate ``expression`` in the page (awaiting a promise) and return its JSON value.

        Raises:
            RuntimeError: The expression threw.
        """
        result = await self.send(
            "Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    async def wait_for(self, expression: str, timeout_s: float = _WAIT_TIMEOUT_S) -> Any:
        """Poll ``expression`` until it is truthy and return its value.

        Raises:
            TimeoutError: It stayed falsy for ``timeout_s`` seconds.
        """
        async with asyncio.timeout(timeout_s):
            while True:
                value = await self.evaluate(expression)
                if value:
                    return value
                await asyncio.sleep(0.05)

    async def goto(self, url: str) -> None:
        """Navigate to ``url`` and wait until its document has loaded."""
        await self.send("Page.navigate", url=url)
        await self.wait_for(
            f"location.href === {json.dumps(url)} && document.readyState === 'complete'"
        )

    async def html(self) -> str:
        """Return the page's current DOM as HTML."""
        return str(await self.evaluate("document.documentElement.outerHTML"))

    async def screenshot(self, path: Path, *, max_height: int = 1400) -> None:
        """Write a PNG of the top of the page (at most ``max_height`` pixels) to ``path``."""
        height = int(await self.evaluate("document.documentElement.scrollHeight"))
        await self.evaluate("window.scrollTo(0, 0)")
        shot = await self.send(
            "Page.captureScreenshot",
            format="png",
            captureBeyondViewport=True,
            clip={
                "x": 0,
                "y": 0,
                "width": self._width,
                "height": min(height, max_height),
                "scale": 1,
            },
        )
        await asyncio.to_thread(path.write_bytes, base64.b64decode(shot["data"]))

    async def close(self) -> None:
        """Stop reading and close the websocket."""
        self._reader.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._reader
        await self._socket.close()


async def _stop(process: asyncio.subprocess.Process, profile: Path) -> None:
    """Stop the browser and its helpers (its own process group), then delete its profile."""
    if process.returncode is None:
        process.terminate()
        try:
            async with asyncio.timeout(10):
                await process.wait()
        except TimeoutError:
            process.kill()
            await process.wait()
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)  # helpers still writing to the profile
    for _ in range(50):
        try:
            await asyncio.to_thread(shutil.rmtree, profile)
            return
        except FileNotFoundError:
            return
        except OSError:
            await asyncio.sleep(0.1)


def _port_written(port_file: Path) -> bool:
    return port_file.exists() and bool(port_file.read_text().strip())


@contextlib.asynccontextmanager
async def open_browser(
    executable: str, *, width: int = 390, height: int = 844
) -> AsyncIterator[Browser]:
    """Start headless Chromium on a throwaway profile and yield its one page, phone-sized.

    The browser is stopped (and its profile deleted) when the block exits.
    """
    with tempfile.TemporaryDirectory(prefix="am-chromium-", ignore_cleanup_errors=True) as profile:
        process = await asyncio.create_subprocess_exec(
            executable,
            "--headless",
            "--no-sandbox",  # root in a container has no user namespace for the sandbox
            "--disable-gpu",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={profile}",
            "--remote-debugging-port=0",
            f"--window-size={width},{height}",
            "about:blank",
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL,
            start_new_session=True,  # its helper processes share this group, stopped below
        )
        try:
            port_file = Path(profile) / "DevToolsActivePort"
            async with asyncio.timeout(_START_TIMEOUT_S):
                # Chromium writes the port it chose into the profile; it offers no other signal.
                while not await asyncio.to_thread(_port_written, port_file):  # noqa: ASYNC110
                    await asyncio.sleep(0.05)
            port = int((await asyncio.to_thread(port_file.read_text)).split()[0])
            async with httpx.AsyncClient(timeout=10) as client:
                targets = (await client.get(f"http://127.0.0.1:{port}/json/list")).json()
            page = next(t for t in targets if t["type"] == "page")
            async with connect(page["webSocketDebuggerUrl"], max_size=None) as socket:
                browser = Browser(socket, width)
                try:
                    await browser.send("Network.enable")
                    await browser.send("Page.enable")
                    await browser.send(
                        "Emulation.setDeviceMetricsOverride",
                        width=width,
                        height=height,
                        deviceScaleFactor=1,
                        mobile=True,
                    )
                    yield browser
                finally:
                    await browser.close()
        finally:
            await _stop(process, Path(profile))
