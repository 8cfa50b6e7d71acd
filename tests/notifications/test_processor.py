"""NotificationMemoryProcessor against real parts (cases E1-E6, E11, M1-M8, M10 and more).

Model answers come from a scripted OpenAI-compatible server on 127.0.0.1 through the production
client; the stores are real SQLite files and the context real shards.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from agent_memory.errors import (
    CursorError,
    ModelUnavailable,
    ProposalInvalid,
    StorageError,
    TruncatedOutput,
)
from agent_memory.logs import capture_events
from agent_memory.memory.model import StoreName
from agent_memory.notifications.context import NotificationContext
from agent_memory.notifications.processor import (
    NotificationMemoryProcessor,
    ProcessorConfig,
    memory_id_for,
)
from agent_memory.notifications.record import NotificationRecord
from agent_memory.testing.chat_server import ScriptedChatServer, ScriptedReply

from .processor_support import (
    NOW,
    Harness,
    add,
    answer,
    dump,
    fallback_engine,
    harness,
    prompt_of,
    scripted_engine,
)

PDT = timezone(timedelta(hours=-7))


@pytest.fixture
async def server() -> AsyncIterator[ScriptedChatServer]:
    async with ScriptedChatServer() as chat:
        yield chat


# ----------------------------------------------------------------------------- no model


async def test_fallback_makes_one_temporary_memory_per_kept_notification(tmp_path: Path) -> None:
    async with harness(tmp_path, fallback_engine()) as h:
        h.publish("Dinner at 8 at Rosa's?", title="Ana")
        h.publish("Parcel: running shoes arrive Friday", title="Courier", app="com.ups")
        result = await h.processor.run_batch()
        assert result.processed == 2
        memories = await h.memories()
        assert [(m.id, m.store) for m in memories] == [
            (memory_id_for(1), StoreName.TEMPORARY),
            (memory_id_for(2), StoreName.TEMPORARY),
        ]
        assert memories[0].expires_at == NOW + timedelta(days=7)
        assert memories[0].source.context_ids == (1,)
        assert h.memory_cursor() == 2
        assert await h.processor.run_batch() == type(result)(0)


async def test_fallback_results_are_stable_from_run_to_run(tmp_path: Path) -> None:
    contents = []
    for run in range(2):
        async with harness(tmp_path / str(run), fallback_engine()) as h:
            h.publish("Dinner at 8 at Rosa's?")
            h.publish("Bring wine", title="Ana")
            await h.processor.run_batch()
            contents.append([(m.id, m.content) for m in await h.memories()])
    assert contents[0] == contents[1]


# -------------------------------------------------------------------------- E1-E6, E11


async def test_group_summary_and_child_make_one_memory(tmp_path: Path) -> None:
    """Case E1."""
    async with harness(tmp_path, fallback_engine()) as h:
        h.publish(
            "Ravi: lunch?",
            title="",
            app="org.telegram.messenger",
            key="0|org.telegram.messenger|1|null|10270",
            flags=0x200,
            group="g:msgs",
        )
        h.publish(
            "lunch?",
            title="Ravi",
            app="org.telegram.messenger",
            key="0|org.telegram.messenger|10004|null|10270",
            group="g:msgs",
        )
        result = await h.processor.run_batch()
        assert [m.id for m in await h.memories()] == [memory_id_for(2)]
        outcome = result.outcome
        first = outcome.outcomes[0]
        assert (first.context_id, first.action, first.reason) == (
            1,
            "ignore",
            "group_summary_redundant",
        )


async def test_summary_and_child_in_two_batches_make_one_memory(tmp_path: Path) -> None:
    """Case E1 with a batch boundary between the summary and its child, then the summary
    re-posted when the child is removed: one memory in all."""
    async with harness(tmp_path, fallback_engine()) as h:

        def post_summary(post_id: int) -> None:
            h.publish(
                "Ravi: lunch?",
                title="",
                app="org.telegram.messenger",
                key=f"0|org.telegram.messenger|{post_id}|null|10270",
                flags=0x200,
                group="g:msgs",
            )

        child_key = "0|org.telegram.messenger|10004|null|10270"
        post_summary(1)
        await h.processor.run_batch()
        h.publish(
            "lunch?", title="Ravi", app="org.telegram.messenger", key=child_key, group="g:msgs"
        )
        result = await h.processor.run_batch()
        outcome = result.outcome
        assert [(o.context_id, o.action, o.reason) for o in outcome.outcomes] == [
            (2, "ignore", "shown_as_group_summary:1")
        ]
        h.publish(
            "",
            title="",
            app="org.telegram.messenger",
            key=child_key,
            kind="removed",
            group="g:msgs",
        )
        post_summary(2)  # a new summary post once the child is gone
        result = await h.processor.run_batch()
        assert [m.id for m in await h.memories()] == [memory_id_for(1)]
        outcome = result.outcome
        assert [(o.context_id, o.action, o.reason) for o in outcome.outcomes] == [
            (3, "ignore", "removal"),
            (4, "ignore", "group_summary_already_shown"),
        ]
        assert h.memory_cursor() == 4


async def test_summary_alone_is_processed(tmp_path: Path) -> None:
    """Case E2."""
    async with harness(tmp_path, fallback_engine()) as h:
        h.publish("Train delayed 20 min", title="Mia", flags=0x211, group="g:mia")
        await h.processor.run_batch()
        assert [m.id for m in await h.memories()] == [memory_id_for(1)]


async def test_same_sms_twice_then_removed_is_one_memory(tmp_path: Path) -> None:
    """Case E3."""
    async with harness(tmp_path, fallback_engine()) as h:
        h.publish(
            "Running 10 min late, order me a flat white",
            title="Ben W",
            app="com.android.mms",
            key="0|mms|1001|null|1",
        )
        h.publish(
            "Running 10 min late, order me a flat white",
            title="Ben W",
            app="com.google.android.apps.messaging",
            key="0|messages|1002|null|1",
        )
        h.publish(
            "",
            title="",
            app="com.google.android.apps.messaging",
            key="0|messages|1002|null|1",
            kind="removed",
        )
        result = await h.processor.run_batch()
        assert result.processed == 3
        assert [m.id for m in await h.memories()] == [memory_id_for(1)]


async def test_cumulative_update_shows_the_model_only_what_is_new(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case E4."""
    server.script(ScriptedReply.json(answer(add(2, "Ana asked the user to call her", kind="task"))))
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("Are you home?", key="K")
        h.publish("Are you home?\nCall me", key="K", kind="modified")
        await h.processor.run_batch()
        prompt = prompt_of(server)
        assert "Call me" in prompt
        assert prompt.count("Are you home?") == 1  # once, as context
        assert [m.id for m in await h.memories()] == [memory_id_for(2)]
        assert len(server.chat_requests) == 1


async def test_cumulative_update_in_a_later_batch_updates_the_earlier_memory(
    tmp_path: Path,
) -> None:
    """Case E4 with a batch boundary between the versions: one memory, updated."""
    async with harness(tmp_path, fallback_engine()) as h:
        h.publish("Are you home?", key="K")
        await h.processor.run_batch()
        (first,) = await h.memories()
        assert (first.id, first.revision) == (memory_id_for(1), 1)
        h.publish("Are you home?\nCall me", key="K", kind="modified")
        result = await h.processor.run_batch()
        (memory,) = await h.memories()
        assert memory.id == memory_id_for(1)
        assert memory.revision == 2
        assert memory.content == "Ana (WhatsApp): Are you home? / Call me"
        assert memory.source.context_ids == (1, 2)
        outcome = result.outcome
        assert [(o.context_id, o.action, o.memory_id) for o in outcome.outcomes] == [
            (2, "update", memory_id_for(1))
        ]


async def test_the_earlier_versions_memory_is_shown_to_the_model_as_a_target(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case E4 across batches with a model: the memory is looked up by its fixed id and shown
    first, even when a search for the new text would not find it."""
    server.script(ScriptedReply.json(answer(add(1, "The user's sister asked where they are"))))
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("Are you home?", key="K", title="Sis")
        await h.processor.run_batch()
        server.script(
            ScriptedReply.json(
                answer(
                    {
                        "context_id": 2,
                        "action": "update",
                        "target": "m1",
                        "content": "The user's sister asked where they are and to call her",
                    }
                )
            )
        )
        h.publish("Are you home?\nZxq 9", key="K", title="Sis", kind="modified")
        await h.processor.run_batch()
        (memory,) = await h.memories()
        assert (memory.id, memory.revision) == (memory_id_for(1), 2)


async def test_progress_flood_is_filtered_without_a_model_call(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case E5."""
    async with harness(tmp_path, scripted_engine(server)) as h:
        for p in range(1, 31):
            h.publish(
                f"Downloading {p}%",
                title="F-Droid",
                app="org.fdroid.fdroid",
                key="0|org.fdroid.fdroid|5|null|10111",
                flags=0x62,
            )
        processed = 0
        while (result := await h.processor.run_batch()).processed:
            processed += result.processed
        assert processed == 30
        assert server.chat_requests == []
        assert await h.memories() == []
        assert h.memory_cursor() == 30


@pytest.mark.parametrize(
    "body",
    [
        "Sensitive notification content hidden",  # E6: Android 15 redaction
        "Your login code is 482913. Valid 5 min ",  # E11: cut inside the em dash
    ],
)
async def test_hidden_or_cut_one_time_codes_never_reach_the_model(
    tmp_path: Path, server: ScriptedChatServer, body: str
) -> None:
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish(body, title="Messages", app="com.google.android.apps.messaging")
        result = await h.processor.run_batch()
        assert server.chat_requests == []
        outcome = result.outcome
        (only,) = outcome.outcomes
        assert (only.action, only.reason.split(":")[0]) == ("filtered", "otp")
        assert h.memory_cursor() == 1


# ------------------------------------------------------------------------------- M cases


async def seed_memories(h: Harness, server: ScriptedChatServer, contents: list[str]) -> None:
    """Create one Temporary memory per content through the processor itself."""
    for content in contents:
        cid = h.context.status().next_context_id  # the id the next event gets
        h.publish(content, title="Seed", app="com.seed")
        server.script(
            ScriptedReply.json(
                answer(
                    {
                        "context_id": cid,
                        "action": "add",
                        "store": "temporary",
                        "kind": "event",
                        "content": content,
                    }
                )
            )
        )
        await h.processor.run_batch()


async def test_update_of_a_memory_never_shown_is_rejected(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case M1: invented target; then the poison path after the retry limit."""
    async with harness(tmp_path, scripted_engine(server)) as h:
        await seed_memories(
            h, server, ["Dentist Tue 3 PM", "Gym on Saturday mornings", "Lunch with Ravi"]
        )
        before = [(m.id, m.revision) for m in await h.memories()]
        h.publish("Dentist moved to Thu 4:30 PM", title="Calendar", app="com.google.calendar")
        bad = ScriptedReply.json(
            answer({"context_id": 4, "action": "update", "target": "m9", "content": "x"})
        )
        server.script(bad, bad, bad)
        for attempt in range(3):
            with pytest.raises(ProposalInvalid) as info:
                await h.processor.run_batch()
            assert info.value.reasons == ["context_id 4: target was not shown for this batch"]
            assert [(m.id, m.revision) for m in await h.memories()] == before
            assert h.memory_cursor() == 3, attempt
        # Fourth time: no fallback engine configured, so a poison gap, never silence.
        result = await h.processor.run_batch()
        assert result.processed == 1
        assert h.memory_cursor() == 4
        (gap,) = h.context.status().gaps
        assert (gap.kind, gap.first_context_id, gap.last_context_id) == ("poison", 4, 4)
        assert len(server.chat_requests) == 3 + 3


async def test_repeated_failures_are_answered_by_the_fallback(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    async with harness(tmp_path, scripted_engine(server), fallback=fallback_engine()) as h:
        h.publish("Dentist moved to Thu 4:30 PM", title="Calendar")
        server.script(*[ScriptedReply.error(500)] * 3)
        for _ in range(3):
            with pytest.raises(ModelUnavailable):
                await h.processor.run_batch()
        result = await h.processor.run_batch()
        assert result.processed == 1
        assert [m.id for m in await h.memories()] == [memory_id_for(1)]
        assert result.outcome.fallback is True


async def test_reinforce_on_an_empty_store_is_invalid_and_add_works(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case M2."""
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("Parcel: running shoes arrive Friday", title="Courier")
        server.script(
            ScriptedReply.json(answer({"context_id": 1, "action": "reinforce", "target": "m1"})),
            ScriptedReply.json(
                answer(add(1, "Running shoes arrive on Friday 2025-03-21", kind="event"))
            ),
        )
        with pytest.raises(ProposalInvalid):
            await h.processor.run_batch()
        assert await h.memories() == []
        await h.processor.run_batch()
        (memory,) = await h.memories()
        assert (memory.id, memory.store, memory.revision) == (
            memory_id_for(1),
            StoreName.TEMPORARY,
            1,
        )


async def test_unrelated_memory_stays_untouched(tmp_path: Path, server: ScriptedChatServer) -> None:
    """Case M3."""
    async with harness(tmp_path, scripted_engine(server)) as h:
        await seed_memories(h, server, ["User goes to the gym on Saturday mornings"])
        h.publish("Booking: Lisbon stay May 3-6 confirmed", title="Booking.com")
        server.script(
            ScriptedReply.json(
                answer(add(2, "Lisbon stay 2025-05-03 to 2025-05-06 confirmed", kind="event"))
            )
        )
        await h.processor.run_batch()
        gym = await h.get(StoreName.TEMPORARY, memory_id_for(1))
        assert gym is not None
        assert gym.revision == 1
        assert [m.id for m in await h.memories()] == [memory_id_for(1), memory_id_for(2)]


async def test_change_then_repeat_is_update_then_reinforce(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case M4."""
    async with harness(tmp_path, scripted_engine(server)) as h:
        await seed_memories(h, server, ["FlowYoga class on Mondays 7 PM"])
        h.publish("FlowYoga: class moves to Wednesdays 7 PM", title="FlowYoga")
        server.script(
            ScriptedReply.json(
                answer(
                    {
                        "context_id": 2,
                        "action": "update",
                        "target": "m1",
                        "content": "FlowYoga class on Wednesdays 7 PM",
                    }
                )
            )
        )
        await h.processor.run_batch()
        assert "[m1]" in prompt_of(server) or "m1" in prompt_of(server)
        x = await h.get(StoreName.TEMPORARY, memory_id_for(1))
        assert x is not None
        assert (x.revision, x.content) == (2, "FlowYoga class on Wednesdays 7 PM")
        assert x.source.context_ids == (1, 2)
        h.publish("FlowYoga: class moves to Wednesdays 7 PM", title="FlowYoga")
        server.script(
            ScriptedReply.json(answer({"context_id": 3, "action": "reinforce", "target": "m1"}))
        )
        await h.processor.run_batch()
        x = await h.get(StoreName.TEMPORARY, memory_id_for(1))
        assert x is not None
        assert (x.revision, x.reinforcement_count) == (3, 1)
        assert [m.id for m in await h.memories()] == [memory_id_for(1)]


class CrashBeforeCommit(NotificationContext):
    """A context whose next commit fails as if the process died right before it."""

    crash_next_commit = False

    def commit_processed(self, batch: list[NotificationRecord]):  # type: ignore[no-untyped-def]
        if self.crash_next_commit:
            self.crash_next_commit = False
            raise StorageError("simulated crash before commit_processed")
        return super().commit_processed(batch)


async def test_crash_between_store_write_and_commit_converges(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case M5: the rerun re-extracts; the model words it differently; one memory remains."""
    async with harness(tmp_path, scripted_engine(server), context_class=CrashBeforeCommit) as h:
        assert isinstance(h.context, CrashBeforeCommit)
        await seed_memories(h, server, ["Dentist Tue 3 PM"])
        h.publish("Dentist moved to Thu 4:30 PM", title="Calendar")
        h.publish("Parcel arrives Friday", title="Courier")
        first = answer(
            {"context_id": 2, "action": "update", "target": "m1", "content": "Dentist Thu 4:30 PM"},
            add(3, "Parcel arrives Friday", kind="event"),
        )
        # After the crash the memory is at revision 2 and the model sees it so.
        second = answer(
            {"context_id": 2, "action": "reinforce", "target": "m1"},
            add(3, "A parcel arrives on Friday", kind="event"),
        )
        server.script(ScriptedReply.json(first), ScriptedReply.json(second))
        h.context.crash_next_commit = True
        with pytest.raises(StorageError, match="simulated crash"):
            await h.processor.run_batch()
        assert h.memory_cursor() == 1
        result = await h.processor.run_batch()
        assert result.processed == 2
        memories = await h.memories()
        assert [m.id for m in memories] == [memory_id_for(1), memory_id_for(3)]
        dentist, parcel = memories
        assert (dentist.revision, dentist.content, dentist.reinforcement_count) == (
            2,
            "Dentist Thu 4:30 PM",
            0,
        )
        assert parcel.content == "Parcel arrives Friday"  # the first attempt's record stands


async def test_same_batch_run_twice_concurrently_makes_one_memory(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case M5, concurrent: an idle run and a retry of the same batch."""
    reply = ScriptedReply.json(answer(add(1, "Parcel arrives Friday", kind="event")))
    server.script(reply, reply)
    async with harness(tmp_path, scripted_engine(server, pool_connections=2)) as h:
        h.publish("Parcel arrives Friday", title="Courier")
        twin = NotificationMemoryProcessor(
            h.context, h.stores, scripted_engine(server), clock=h.clock
        )
        results = await asyncio.gather(
            h.processor.run_batch(), twin.run_batch(), return_exceptions=True
        )
        await twin._engine.aclose()
        failures = [r for r in results if isinstance(r, BaseException)]
        assert len(failures) <= 1
        assert all(isinstance(f, CursorError) for f in failures)
        assert [m.id for m in await h.memories()] == [memory_id_for(1)]
        assert h.memory_cursor() == 1


async def test_broken_escape_in_model_json_is_repaired_or_retried(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case M6: a lone surrogate escape inside the model's JSON."""
    content = (
        '{"items": [{"context_id": 1, "action": "add", "target": null, "store": "temporary", '
        '"kind": "event", "content": "Mom asks about dinner on Saturday \\ud83c", '
        '"expires_at": null, "reason": "r"}]}'
    )
    server.script(ScriptedReply(content=content))
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("周六回家吃饭吗？🍲", title="Mom")
        await h.processor.run_batch()
        (memory,) = await h.memories()
        memory.content.encode("utf-8")  # valid UTF-8: the lone half became U+FFFD or was cut
        assert memory.content.startswith("Mom asks about dinner on Saturday")


async def test_cut_off_answer_splits_the_batch_and_commits_nothing_early(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case M7."""

    def adds(ids: range) -> ScriptedReply:
        return ScriptedReply.json(
            answer(*[add(i, f"Email {i} summary", kind="other") for i in ids])
        )

    truncated = ScriptedReply(content='{"items": [{"context_id": 1, "act', finish_reason="length")
    server.script(truncated, adds(range(1, 6)), adds(range(6, 11)))
    async with harness(tmp_path, scripted_engine(server)) as h:
        for i in range(10):
            h.publish(f"Long newsletter number {i} " + "lorem ipsum " * 40, title=f"Sender {i}")
        result = await h.processor.run_batch()
        assert result.processed == 5
        requests = server.chat_requests
        assert len(requests) == 2
        assert h.memory_cursor() == 5
        assert len(await h.memories()) == 5
        result = await h.processor.run_batch()
        assert h.memory_cursor() == 10


async def test_single_notification_cut_off_raises_and_keeps_the_cursor(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(ScriptedReply(content='{"items": [', finish_reason="length"))
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("Long email " + "text " * 100, title="Boss")
        with pytest.raises(TruncatedOutput):
            await h.processor.run_batch()
        assert h.memory_cursor() == 0
        assert await h.memories() == []


async def test_relative_dates_resolve_against_the_notification_local_time(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case M8: received 2025-03-14 21:40 at UTC-07:00, processed 2025-03-16 UTC."""
    received = datetime(2025, 3, 14, 21, 40, tzinfo=PDT)
    server.script(
        ScriptedReply.json(
            answer(
                {
                    "context_id": 1,
                    "action": "add",
                    "store": "temporary",
                    "kind": "event",
                    "content": "Brunch with Mom on 2025-03-15",
                    "expires_at": "2025-03-16T23:59:00-07:00",
                }
            )
        )
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("see you tomorrow for brunch!", title="Mom", at=received, offset_s=-7 * 3600)
        await h.processor.run_batch()
        prompt = prompt_of(server)
        assert "2025-03-14" in prompt
        assert "21:40" in prompt
        assert "-07:00" in prompt
        assert "2025-03-16 03:00" not in prompt  # never the processing time
        (memory,) = await h.memories()
        assert memory.expires_at == datetime(2025, 3, 17, 6, 59, tzinfo=UTC)


async def test_an_answer_that_leaves_a_notification_out_is_retried_then_answered_by_fallback(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    """Case M1's rule for every notification: never silently dropped. Skipping one takes an
    explicit ignore; an answer without it is incomplete."""
    partial = ScriptedReply.json(answer(add(1, "Ana asked about dinner at 8", kind="event")))
    server.script(partial, partial)
    config = ProcessorConfig(max_attempts=2)
    async with harness(
        tmp_path, scripted_engine(server), fallback=fallback_engine(), config=config
    ) as h:
        h.publish("Dinner at 8?", title="Ana")
        h.publish("Parcel: running shoes arrive Friday", title="Courier", app="com.ups")
        for _ in range(2):
            with pytest.raises(ProposalInvalid) as info:
                await h.processor.run_batch()
            assert info.value.reasons == [
                "context_id 2: no action given (the answer must give one per notification)"
            ]
            assert await h.memories() == []
            assert h.memory_cursor() == 0
        result = await h.processor.run_batch()
        assert result.processed == 2
        assert result.outcome.fallback is True
        assert sorted(m.id for m in await h.memories()) == [memory_id_for(1), memory_id_for(2)]


async def test_expiry_before_the_notification_is_invalid(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(
        ScriptedReply.json(
            answer(
                {
                    "context_id": 1,
                    "action": "add",
                    "store": "temporary",
                    "kind": "event",
                    "content": "Brunch",
                    "expires_at": "2020-01-01T00:00:00Z",
                }
            )
        )
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("see you tomorrow for brunch!", title="Mom")
        with pytest.raises(ProposalInvalid) as info:
            await h.processor.run_batch()
        assert info.value.reasons == ["context_id 1: expires before the notification arrived"]


async def test_codes_and_secrets_reach_no_prompt_store_or_log(
    tmp_path: Path, server: ScriptedChatServer, caplog: pytest.LogCaptureFixture
) -> None:
    """Case M10, plus the privacy rule for logs and errors."""
    server.script(
        ScriptedReply.json(answer(add(2, "Alex paid the user $40 for rent", kind="fact")))
    )
    caplog.set_level(logging.DEBUG)
    async with harness(tmp_path, scripted_engine(server)) as h:
        with capture_events() as logs:
            h.publish("Chase: one-time code 482913", title="Chase", app="com.chase.sig.android")
            h.publish("Alex paid you $40 for rent", title="Venmo", app="com.venmo")
            await h.processor.run_batch()
        prompt = prompt_of(server)
        assert "482913" not in prompt
        assert "Alex paid you $40" in prompt
        memories = await h.memories()
        assert [m.content for m in memories] == ["Alex paid the user $40 for rent"]
        everything = dump(logs) + caplog.text + dump([m.content for m in memories])
        assert "482913" not in everything
        assert "Alex paid you" not in dump(logs) + caplog.text
        assert "Chase" not in dump(logs)


async def test_content_holding_a_code_drops_only_that_notification(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    server.script(
        ScriptedReply.json(
            answer(
                add(1, "Your verification code is 771203", kind="fact"),
                add(2, "Dinner with Mia on Friday at 8", kind="event"),
            )
        )
    )
    async with harness(tmp_path, scripted_engine(server)) as h:
        h.publish("Alex paid you $40 for rent", title="Venmo", app="com.venmo")
        h.publish("Dinner Friday at 8?", title="Mia")
        result = await h.processor.run_batch()
        assert result.processed == 2
        assert [m.content for m in await h.memories()] == ["Dinner with Mia on Friday at 8"]
        assert h.memory_cursor() == 2
        assert result.counts["ignore"] == 1


async def test_code_the_filter_missed_never_costs_the_rest_of_the_batch(tmp_path: Path) -> None:
    """A code in full-width digits: whatever answers (here the fallback) repeats it; only that
    notification is dropped, the batch is applied and committed, no poison gap."""
    async with harness(tmp_path, fallback_engine()) as h:
        h.publish("Lunch at Sato's tomorrow at noon?", title="Ravi")
        h.publish("验证码：４８２９１３，请勿告诉他人", title="银行", app="com.example.bank")
        h.publish("Flight LH 1234 moved to gate B12", title="Lufthansa", app="com.lufthansa")
        result = await h.processor.run_batch()
        assert result.processed == 3
        contents = [m.content for m in await h.memories()]
        assert len(contents) == 2
        assert not any("４８２９１３" in c or "482913" in c for c in contents)
        assert h.context.status().gaps == []
        assert h.memory_cursor() == 3


async def test_distinctive_bodies_never_reach_logs_or_errors(
    tmp_path: Path, server: ScriptedChatServer, caplog: pytest.LogCaptureFixture
) -> None:
    bodies = ["Zebra-umbrella quartet 6612 at Pier 39", "Marzipan protocol bluebird"]
    server.script(
        ScriptedReply.json(answer({"context_id": 1, "action": "update", "target": "m7"})),
        ScriptedReply.error(500, message=bodies[0]),
    )
    caplog.set_level(logging.DEBUG)
    errors: list[str] = []
    async with harness(tmp_path, scripted_engine(server)) as h:
        with capture_events() as logs:
            for body in bodies:
                h.publish(body, title="Quartet")
            for _ in range(2):
                try:
                    await h.processor.run_batch()
                except Exception as exc:  # noqa: BLE001  (every error text is inspected)
                    errors.append(f"{exc!s} {getattr(exc, 'reasons', '')}")
    assert len(errors) == 2
    haystack = dump(logs) + caplog.text + " ".join(errors)
    for body in bodies:
        for word in body.split():
            if len(word) > 4:
                assert word not in haystack, word


async def test_update_of_the_same_memory_twice_in_one_batch_is_invalid(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    async with harness(tmp_path, scripted_engine(server)) as h:
        await seed_memories(h, server, ["Dentist Tue 3 PM"])
        h.publish("Dentist moved to Thu", title="Calendar")
        h.publish("Dentist moved to Fri", title="Calendar")
        server.script(
            ScriptedReply.json(
                answer(
                    {"context_id": 2, "action": "update", "target": "m1", "content": "Dentist Thu"},
                    {"context_id": 3, "action": "update", "target": "m1", "content": "Dentist Fri"},
                )
            )
        )
        with pytest.raises(ProposalInvalid) as info:
            await h.processor.run_batch()
        assert info.value.reasons == ["context_id 3: a memory is targeted twice in one batch"]


async def test_promote_moves_a_temporary_memory_to_long_term(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    async with harness(tmp_path, scripted_engine(server)) as h:
        await seed_memories(h, server, ["User likes oat milk in coffee"])
        h.publish("Your usual: oat milk flat white is ready", title="Cafe", app="com.cafe")
        server.script(
            ScriptedReply.json(answer({"context_id": 2, "action": "promote", "target": "m1"}))
        )
        await h.processor.run_batch()
        memories = await h.memories()
        assert [(m.id, m.store) for m in memories] == [
            ("lt-" + memory_id_for(1), StoreName.LONG_TERM)
        ]


async def test_calls_per_notification_is_one_tenth_for_full_batches(
    tmp_path: Path, server: ScriptedChatServer
) -> None:
    def responder_answer(ids: range) -> ScriptedReply:
        return ScriptedReply.json(answer(*[{"context_id": i, "action": "ignore"} for i in ids]))

    server.script(*(responder_answer(range(b * 10 + 1, b * 10 + 11)) for b in range(3)))
    async with harness(tmp_path, scripted_engine(server), config=ProcessorConfig()) as h:
        for i in range(30):
            h.publish(f"chat message {i} about the weekend plans", title=f"Friend {i}")
        for _ in range(3):
            assert (await h.processor.run_batch()).processed == 10
        assert len(server.chat_requests) == 3
        assert h.processor.totals["llm_calls"] == 3
