"""MemoryWorker scheduling: order, idle window, backlog, foreground, backoff, lifecycle.

Time is a ManualTimer: the 300 second idle window is crossed by ``timer.advance(300)``.
"""

from __future__ import annotations

import asyncio

import pytest

from agent_memory.errors import InvalidInput, LifecycleError, ModelTimeout, StorageFull
from agent_memory.logs import capture_events
from agent_memory.testing.waiting import settle, until
from agent_memory.timer import ManualTimer
from agent_memory.worker import BatchResult, MemoryWorker

IDLE = 300.0


class Backlog:
    """A processor with ``pending`` items that takes ``batch_size`` per batch.

    ``calls`` (shared between processors) records the order of run_batch calls by name.
    ``fail_next`` batches raise ``error``; ``gate``, when set, makes run_batch wait on it before
    applying, so a test can cancel it mid-batch. ``applied`` lists the sizes of applied batches.
    """

    def __init__(
        self,
        name: str,
        calls: list[str],
        *,
        pending: int = 0,
        batch_size: int = 10,
        fail_next: int = 0,
        error: Exception | None = None,
    ) -> None:
        self.name = name
        self.calls = calls
        self.pending = pending
        self.batch_size = batch_size
        self.fail_next = fail_next
        self.error = error or ModelTimeout("The model did not answer in time; retry later.")
        self.gate: asyncio.Event | None = None
        self.applied: list[int] = []
        self.cancelled = 0
        self.stuck = False

    async def has_pending(self) -> bool:
        return self.pending > 0

    async def run_batch(self) -> BatchResult:
        self.calls.append(self.name)
        if self.fail_next > 0:
            self.fail_next -= 1
            raise self.error
        if self.gate is not None:
            try:
                await self.gate.wait()
            except asyncio.CancelledError:
                self.cancelled += 1
                raise
        if self.stuck:
            return BatchResult(processed=0)
        take = min(self.batch_size, self.pending)
        self.pending -= take
        self.applied.append(take)
        return BatchResult(processed=take, counts={"added": take})


@pytest.fixture
def timer() -> ManualTimer:
    return ManualTimer()


async def test_first_window_runs_processors_in_registration_order(timer: ManualTimer) -> None:
    calls: list[str] = []
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(Backlog("episode", calls, pending=5, batch_size=5))
    worker.register(Backlog("notification", calls, pending=3))
    async with worker:
        await settle()
        timer.advance(IDLE - 1)
        await settle()
        assert calls == []
        timer.advance(1)
        await until(lambda: len(calls) == 2, "both processors to run")
        await settle()
    assert calls == ["episode", "notification"]
    assert worker.processors == ("episode", "notification")


async def test_backlog_of_35_drains_in_four_batches_in_one_window(timer: ManualTimer) -> None:
    # Case M11: 35 pending, batch size 10 -> four batches back to back, no 5-minute wait.
    calls: list[str] = []
    notification = Backlog("notification", calls, pending=35, batch_size=10)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(notification)
    async with worker:
        timer.advance(IDLE)
        await until(lambda: notification.pending == 0, "the backlog to drain")
        await settle()
        status = worker.status()
    assert notification.applied == [10, 10, 10, 5]
    assert status.windows == 1
    assert status.processors[0].batches == 4
    assert status.processors[0].processed == 35
    assert status.processors[0].pending is False


async def test_processors_take_turns_while_draining_backlogs(timer: ManualTimer) -> None:
    calls: list[str] = []
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(Backlog("episode", calls, pending=10, batch_size=5))
    worker.register(Backlog("notification", calls, pending=30, batch_size=10))
    async with worker:
        timer.advance(IDLE)
        await until(lambda: len(calls) == 5, "five batches")
        await settle()
    assert calls == ["episode", "notification", "episode", "notification", "notification"]


async def test_foreground_in_the_middle_of_a_backlog_stops_the_window(timer: ManualTimer) -> None:
    calls: list[str] = []
    notification = Backlog("notification", calls, pending=35, batch_size=10)
    notification.gate = asyncio.Event()
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(notification)
    async with worker:
        timer.advance(IDLE)
        notification.gate.set()
        await until(lambda: len(notification.applied) == 2, "two batches")
        notification.gate.clear()
        await until(lambda: len(calls) == 3, "the third batch to start")
        async with worker.foreground():
            await until(lambda: notification.cancelled == 1, "the batch to be cancelled")
            notification.gate.set()
            await settle()
            assert notification.applied == [10, 10]
        timer.advance(IDLE - 1)
        await settle()
        assert notification.applied == [10, 10]
        timer.advance(1)
        await until(lambda: notification.pending == 0, "the rest to drain")
    assert notification.applied == [10, 10, 10, 5]


async def test_notify_after_drain_runs_at_once_when_window_is_open(timer: ManualTimer) -> None:
    calls: list[str] = []
    notification = Backlog("notification", calls, pending=3)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(notification)
    async with worker:
        timer.advance(IDLE)
        await until(lambda: notification.pending == 0, "the first drain")
        await settle()
        notification.pending = 4
        await settle()
        assert notification.applied == [3]
        assert worker.status().state == "waiting"
        worker.notify()
        await until(lambda: notification.pending == 0, "the notified batch")
    assert notification.applied == [3, 4]


async def test_notify_right_after_foreground_waits_for_idle_delay(timer: ManualTimer) -> None:
    calls: list[str] = []
    notification = Backlog("notification", calls)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(notification)
    async with worker:
        timer.advance(IDLE)
        await settle()
        async with worker.foreground():
            notification.pending = 2
            worker.notify()
            await settle()
            assert worker.status().state == "foreground"
        timer.advance(IDLE - 0.5)
        worker.notify()
        await settle()
        assert notification.applied == []
        assert worker.status().idle_in_s == pytest.approx(0.5)
        timer.advance(0.5)
        await until(lambda: notification.applied == [2], "the batch after the idle delay")


async def test_foreground_cancels_in_flight_batch_without_backoff(timer: ManualTimer) -> None:
    calls: list[str] = []
    notification = Backlog("notification", calls, pending=3)
    notification.gate = asyncio.Event()
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(notification)
    async with worker:
        timer.advance(IDLE)
        await until(lambda: calls == ["notification"], "the batch to start")
        assert worker.status().processors[0].state == "running"
        async with worker.foreground():
            await until(lambda: worker.status().processors[0].cancelled == 1, "the cancel")
            status = worker.status()
            assert notification.cancelled == 1
            assert status.foreground_depth == 1
            assert status.processors[0].state == "idle"
            assert status.processors[0].cancelled == 1
            assert status.processors[0].consecutive_failures == 0
            assert status.processors[0].backoff_until is None
            assert notification.applied == []
            assert notification.pending == 3
        notification.gate.set()
        timer.advance(IDLE)
        await until(lambda: notification.applied == [3], "the retried batch")
        assert worker.status().processors[0].failures == 0


async def test_nested_foreground_holds_until_the_last_block_exits(timer: ManualTimer) -> None:
    calls: list[str] = []
    notification = Backlog("notification", calls, pending=1)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(notification)
    async with worker:
        async with worker.foreground():
            async with worker.foreground():
                assert worker.status().foreground_depth == 2
            timer.advance(10 * IDLE)
            await settle()
            assert calls == []
            assert worker.status().foreground_depth == 1
            assert worker.status().state == "foreground"
        timer.advance(IDLE)
        await until(lambda: calls == ["notification"], "the batch after the outer block")


async def test_failing_processor_backs_off_growing_and_capped(timer: ManualTimer) -> None:
    calls: list[str] = []
    episode = Backlog("episode", calls, pending=1, fail_next=10)
    worker = MemoryWorker(idle_delay_s=IDLE, backoff_cap_s=1000.0, timer=timer)
    worker.register(episode)
    seen: list[float] = []
    async with worker:
        timer.advance(IDLE)
        for attempt in range(1, 5):
            await until(lambda n=attempt: len(calls) == n, f"attempt {attempt}")  # type: ignore[misc]
            await settle()
            status = worker.status().processors[0]
            assert status.state == "backing_off"
            assert status.consecutive_failures == attempt
            assert status.last_error_kind == "ModelTimeout"
            seen.append(status.backoff_remaining_s)
            timer.advance(status.backoff_remaining_s - 1)
            await settle()
            assert len(calls) == attempt  # not retried before the backoff ends
            timer.advance(1)
    assert seen == [300.0, 600.0, 1000.0, 1000.0]
    assert episode.pending == 1


async def test_success_after_failures_resets_backoff(timer: ManualTimer) -> None:
    calls: list[str] = []
    episode = Backlog("episode", calls, pending=2, batch_size=1, fail_next=2)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(episode)
    async with worker:
        timer.advance(IDLE)
        await until(lambda: worker.status().processors[0].failures == 1, "first failure")
        timer.advance(IDLE)
        await until(lambda: worker.status().processors[0].failures == 2, "second failure")
        timer.advance(2 * IDLE)
        await until(lambda: episode.pending == 0, "recovery")
        await settle()
        status = worker.status().processors[0]
    assert status.consecutive_failures == 0
    assert status.failures == 2
    assert status.state == "idle"
    assert episode.applied == [1, 1]


async def test_one_processor_failing_does_not_stop_the_other(timer: ManualTimer) -> None:
    calls: list[str] = []
    episode = Backlog("episode", calls, pending=5, fail_next=1, error=StorageFull("Disk full."))
    notification = Backlog("notification", calls, pending=25)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(episode)
    worker.register(notification)
    async with worker:
        timer.advance(IDLE)
        await until(lambda: notification.pending == 0, "the notification backlog")
        await settle()
        status = worker.status()
    assert calls == ["episode", "notification", "notification", "notification"]
    assert episode.pending == 5
    assert status.processors[0].state == "backing_off"
    assert status.processors[0].last_error_kind == "StorageFull"
    assert status.processors[1].processed == 25


async def test_has_pending_raising_counts_as_failure(timer: ManualTimer) -> None:
    class Broken:
        name = "episode"

        async def has_pending(self) -> bool:
            raise OSError("ledger unreadable")

        async def run_batch(self) -> BatchResult:
            raise AssertionError("run_batch must not be called")

    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(Broken())
    async with worker:
        timer.advance(IDLE)
        await until(lambda: worker.status().processors[0].failures == 1, "the failure")
        status = worker.status().processors[0]
    assert status.last_error_kind == "OSError"
    assert status.backoff_remaining_s == IDLE


async def test_stalled_processor_is_retried_after_idle_delay_not_hot_looped(
    timer: ManualTimer,
) -> None:
    calls: list[str] = []
    notification = Backlog("notification", calls, pending=5)
    notification.stuck = True  # pending, but no progress possible (e.g. writes switched off)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(notification)
    async with worker:
        timer.advance(IDLE)
        await until(lambda: len(calls) == 1, "the first try")
        await settle()
        assert len(calls) == 1
        timer.advance(IDLE - 1)
        await settle()
        assert len(calls) == 1
        notification.stuck = False
        timer.advance(1)
        await until(lambda: notification.pending == 0, "the retry")
    assert calls == ["notification", "notification"]


async def test_stop_during_batch_cancels_and_leaves_state_consistent(timer: ManualTimer) -> None:
    calls: list[str] = []
    notification = Backlog("notification", calls, pending=3)
    notification.gate = asyncio.Event()
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(notification)
    await worker.start()
    timer.advance(IDLE)
    await until(lambda: calls == ["notification"], "the batch to start")
    await worker.stop()
    status = worker.status()
    assert notification.cancelled == 1
    assert notification.applied == []
    assert status.state == "stopped"
    assert status.processors[0].state == "idle"
    assert status.processors[0].cancelled == 1
    assert status.processors[0].failures == 0
    assert timer.sleepers == 0
    # A restart resumes from the processor's own state.
    notification.gate.set()
    await worker.start()
    timer.advance(IDLE)
    await until(lambda: notification.applied == [3], "the batch after restart")
    await worker.stop()
    await worker.stop()  # stopping twice is harmless


async def test_register_after_start_is_refused(timer: ManualTimer) -> None:
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    async with worker:
        with pytest.raises(LifecycleError):
            worker.register(Backlog("episode", []))
        with pytest.raises(LifecycleError):
            await worker.start()


def test_duplicate_processor_name_is_refused() -> None:
    worker = MemoryWorker()
    worker.register(Backlog("episode", []))
    with pytest.raises(InvalidInput) as info:
        worker.register(Backlog("episode", []))
    assert info.value.field == "name"


def test_bad_delays_are_refused() -> None:
    with pytest.raises(InvalidInput):
        MemoryWorker(idle_delay_s=-1)
    with pytest.raises(InvalidInput):
        MemoryWorker(idle_delay_s=300, backoff_cap_s=10)


async def test_zero_idle_delay_failure_is_not_a_hot_loop(timer: ManualTimer) -> None:
    calls: list[str] = []
    episode = Backlog("episode", calls, pending=1, fail_next=100)
    worker = MemoryWorker(idle_delay_s=0.0, backoff_cap_s=0.0, timer=timer)
    worker.register(episode)
    async with worker:
        await until(lambda: len(calls) == 1, "the first failure")
        await settle()
        assert len(calls) == 1
        assert worker.status().processors[0].backoff_remaining_s == 1.0
        timer.advance(1.0)
        await until(lambda: len(calls) == 2, "the retry after the minimum backoff")


async def test_logs_carry_scenario_and_error_kind_never_text(timer: ManualTimer) -> None:
    calls: list[str] = []
    secret = "Your code is 845512 from Alice about the rent"
    episode = Backlog("episode", calls, pending=1, fail_next=1, error=RuntimeError(secret))
    notification = Backlog("notification", calls, pending=2)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(episode)
    worker.register(notification)
    with capture_events() as logs:
        async with worker:
            timer.advance(IDLE)
            await until(lambda: notification.pending == 0, "the batch")
            await settle()
    failed = [e for e in logs if e["event"] == "worker.batch_failed"]
    done = [e for e in logs if e["event"] == "worker.batch_done"]
    assert failed == [
        {
            "event": "worker.batch_failed",
            "level": "warning",
            "scenario": "episode",
            "error_kind": "RuntimeError",
            "consecutive_failures": 1,
            "backoff_s": IDLE,
        }
    ]
    assert done[0]["scenario"] == "notification"
    assert done[0]["processed"] == 2
    assert done[0]["counts"] == {"added": 2}
    assert all(secret not in repr(entry) and "845512" not in repr(entry) for entry in logs)


async def test_observer_gets_every_completed_batch_result_as_the_processor_returned_it(
    timer: ManualTimer,
) -> None:
    calls: list[str] = []
    notification = Backlog("notification", calls, pending=25, batch_size=10)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(notification)
    seen: list[tuple[str, BatchResult]] = []
    with worker.observe(lambda name, result: seen.append((name, result))):
        async with worker:
            timer.advance(IDLE)
            await until(lambda: notification.pending == 0, "the backlog to drain")
            await settle()
    assert [(name, r.processed, dict(r.counts)) for name, r in seen] == [
        ("notification", 10, {"added": 10}),
        ("notification", 10, {"added": 10}),
        ("notification", 5, {"added": 5}),
    ]
    assert seen[-1][1] is worker.status().processors[0].last_result


async def test_second_observer_is_refused_while_one_watches(timer: ManualTimer) -> None:
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    with (
        worker.observe(lambda _name, _result: None),
        pytest.raises(LifecycleError, match="already has an observer"),
        worker.observe(lambda _name, _result: None),
    ):
        pass
    with worker.observe(lambda _name, _result: None):  # free again once the block ended
        pass


async def test_failing_observer_is_logged_and_the_backlog_still_drains(timer: ManualTimer) -> None:
    calls: list[str] = []
    notification = Backlog("notification", calls, pending=15, batch_size=10)
    worker = MemoryWorker(idle_delay_s=IDLE, timer=timer)
    worker.register(notification)

    def broken(_name: str, _result: BatchResult) -> None:
        raise RuntimeError("observer bug")

    with capture_events("agent_memory.worker") as logs, worker.observe(broken):
        async with worker:
            timer.advance(IDLE)
            await until(lambda: notification.pending == 0, "the backlog to drain")
            await settle()
    assert notification.applied == [10, 5]
    failed = [e for e in logs if e["event"] == "worker.observer_failed"]
    assert [(e["scenario"], e["error_kind"]) for e in failed] == [
        ("notification", "RuntimeError"),
        ("notification", "RuntimeError"),
    ]
    assert worker.status().processors[0].failures == 0
