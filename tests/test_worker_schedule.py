"""Randomized schedules: whatever the interleaving, the worker keeps its scheduling rules.

Each seed drives a ManualTimer-based worker through a random mix of notifications, foreground
blocks (nested), time steps, new backlog and failing batches. Inside every batch the processors
check the rules; at the end everything pending must drain.
"""

from __future__ import annotations

import asyncio
import random
from contextlib import AbstractAsyncContextManager

import pytest

from agent_memory.errors import ModelUnavailable
from agent_memory.testing.waiting import settle, until
from agent_memory.timer import ManualTimer
from agent_memory.worker import BatchResult, MemoryWorker

IDLE = 300.0


class Rules:
    """Shared record of what a correct schedule must satisfy."""

    def __init__(self, worker: MemoryWorker, timer: ManualTimer) -> None:
        self.worker = worker
        self.timer = timer
        self.not_before = 0.0  # monotonic time before which no batch may start
        self.running = False
        self.violations: list[str] = []
        self.order: list[str] = []


class Checked:
    """A processor that checks the rules at every batch and sometimes fails."""

    def __init__(self, name: str, rules: Rules, rng: random.Random, batch_size: int) -> None:
        self.name = name
        self.rules = rules
        self.rng = rng
        self.batch_size = batch_size
        self.pending = 0
        self.done = 0
        self.fail_budget = 3

    async def has_pending(self) -> bool:
        return self.pending > 0

    async def run_batch(self) -> BatchResult:
        rules = self.rules
        if rules.running:
            rules.violations.append("two batches at once")
        if rules.worker.status().foreground_depth > 0:
            rules.violations.append("batch started during foreground")
        if rules.timer.monotonic() < rules.not_before:
            rules.violations.append("batch started inside the idle delay")
        rules.order.append(self.name)
        rules.running = True
        try:
            for _ in range(self.rng.randrange(0, 3)):
                await asyncio.sleep(0)
            if self.fail_budget > 0 and self.rng.random() < 0.15:
                self.fail_budget -= 1
                raise ModelUnavailable("The model server answered 503; retry later.")
            take = min(self.batch_size, self.pending)
            self.pending -= take
            self.done += take
            return BatchResult(processed=take)
        finally:
            rules.running = False


@pytest.mark.parametrize("seed", range(25))
async def test_random_schedule_keeps_rules_and_drains_everything(seed: int) -> None:
    rng = random.Random(seed)
    timer = ManualTimer()
    worker = MemoryWorker(idle_delay_s=IDLE, backoff_cap_s=4 * IDLE, timer=timer)
    rules = Rules(worker, timer)
    rules.not_before = IDLE
    episode = Checked("episode", rules, rng, batch_size=5)
    notification = Checked("notification", rules, rng, batch_size=10)
    worker.register(episode)
    worker.register(notification)
    added = {"episode": 0, "notification": 0}
    blocks: list[AbstractAsyncContextManager[None]] = []
    async with worker:
        for _ in range(120):
            action = rng.choice(["notify", "add", "advance", "enter", "exit", "turns"])
            if action == "notify":
                worker.notify()
            elif action == "add":
                target = rng.choice([episode, notification])
                n = rng.randrange(1, 30)
                target.pending += n
                added[target.name] += n
                worker.notify()
            elif action == "advance":
                timer.advance(rng.choice([1.0, 60.0, IDLE / 2, IDLE, 2 * IDLE]))
            elif action == "enter":
                block = worker.foreground()
                await block.__aenter__()
                blocks.append(block)
                rules.not_before = float("inf")
            elif action == "exit" and blocks:
                await blocks.pop().__aexit__(None, None, None)
                if not blocks:
                    rules.not_before = timer.monotonic() + IDLE
            for _ in range(rng.randrange(0, 8)):
                await asyncio.sleep(0)
        if blocks:
            while blocks:
                await blocks.pop().__aexit__(None, None, None)
            rules.not_before = timer.monotonic() + IDLE
        for _ in range(40):  # let every backoff expire and the backlog drain
            timer.advance(4 * IDLE)
            worker.notify()
            await settle()
            if episode.pending == 0 and notification.pending == 0:
                break
        await until(lambda: episode.pending == 0 and notification.pending == 0, "the drain")
    assert rules.violations == []
    assert episode.done == added["episode"]
    assert notification.done == added["notification"]
    assert timer.sleepers == 0
