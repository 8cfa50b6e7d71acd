"""A batch whose model call takes the process down every time (a crash, a kill, running out of
memory) reaches the retry limit across restarts and is answered by the fallback, instead of
being retried forever. Real processes, real SIGKILL, a real HTTP model server."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from agent_memory.ble.ring import EventRing
from agent_memory.layout import DataLayout
from agent_memory.notifications.context import NotificationContext
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply

from .support import android_event, drain, publish_all

ROOT = Path(__file__).resolve().parents[2]


def _persist_three(data_dir: Path) -> None:
    ring = EventRing(16)
    publish_all(
        ring, [android_event(i, body=f"Dinner at Nonna's on Friday, table {i}") for i in (1, 2, 3)]
    )
    with NotificationContext.open(DataLayout(data_dir).notifications, ring) as context:
        assert drain(context) == 3


def _child(data_dir: Path, base_url: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.notifications.model_crash_child", str(data_dir), base_url],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'src'}"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


async def test_batch_whose_model_call_kills_the_process_every_time_reaches_the_fallback(
    tmp_path: Path,
) -> None:
    _persist_three(tmp_path)
    async with ScriptedChatServer() as server:
        server.set_default(ScriptedReply(content="{}", delay_s=60))  # never answers in time
        for kill in (1, 2, 3):
            child = _child(tmp_path, server.base_url)
            try:
                await server.wait_for_requests(kill, timeout_s=60)
            finally:
                child.send_signal(signal.SIGKILL)
                await asyncio.to_thread(child.communicate)
            assert child.returncode == -signal.SIGKILL
        child = _child(tmp_path, server.base_url)
        try:
            out, err = await asyncio.to_thread(child.communicate, timeout=60)
        finally:
            if child.poll() is None:
                child.kill()
                await asyncio.to_thread(child.communicate)
        assert child.returncode == 0, err[-2000:]
        assert len(server.chat_requests) == 3  # the fourth run never called the model
    result = json.loads(out.strip().splitlines()[-1])
    assert result == {"processed": 3, "cursor": 3}
    with NotificationContext.open(DataLayout(tmp_path).notifications, EventRing(8)) as context:
        status = context.status()
        notes = [n for n in status.recoveries if "died with the process" in n]
        assert len(notes) == 3
        assert status.pending == 0
