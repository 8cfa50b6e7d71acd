"""Coalescing of added/modified/removed records (cases E1-E5 of the notification event cases)."""

from __future__ import annotations

from datetime import timedelta

from agent_memory.ble.event import make_event
from agent_memory.notifications.coalesce import DUPLICATE_WINDOW_S, GROUP_WINDOW_S, coalesce
from agent_memory.notifications.record import NotificationRecord, replay_fingerprint

from .support import T0

_next_id = iter(range(1, 10_000))


def rec(
    key: str,
    text: str,
    *,
    app: str = "org.telegram.messenger",
    title: str = "",
    kind: str = "added",
    flags: int = 0,
    group: str | None = None,
    seconds: float = 0,
) -> NotificationRecord:
    event = make_event(
        platform="android",
        kind=kind,
        source_key=key,
        app_id=app,
        title=title,
        body=text,
        android_flags=flags,
        group_key=group,
        received_at=T0 + timedelta(seconds=seconds),
    )
    cid = next(_next_id)
    return NotificationRecord(cid, "g", cid, replay_fingerprint(event), event)


def test_group_summary_is_redundant_while_its_child_is_live() -> None:
    """Case E1."""
    summary = rec(
        "0|org.telegram.messenger|1|null|10270", "Ravi: lunch?", flags=0x200, group="g:msgs"
    )
    child = rec(
        "0|org.telegram.messenger|10004|null|10270",
        "lunch?",
        title="Ravi",
        group="g:msgs",
        seconds=1,
    )
    result = coalesce([summary, child])
    assert [item.context_id for item in result.items] == [child.context_id]
    assert result.skipped == {summary.context_id: "group_summary_redundant"}


def test_group_summary_alone_is_kept() -> None:
    """Case E2."""
    summary = rec(
        "0|com.whatsapp|1|null|10111",
        "Train delayed 20 min",
        title="Mia",
        flags=0x211,
        group="g:mia",
    )
    result = coalesce([summary])
    assert [item.context_id for item in result.items] == [summary.context_id]
    assert result.items[0].text == "Train delayed 20 min"


def test_summary_is_redundant_when_the_child_came_in_an_earlier_batch() -> None:
    child = rec("0|app|2|null|1", "lunch?", app="app", title="Ravi", group="g")
    summary = rec("0|app|1|null|1", "Ravi: lunch?", app="app", flags=0x200, group="g", seconds=2)
    result = coalesce([summary], history=[child])
    assert result.items == []
    assert result.skipped == {summary.context_id: "group_summary_redundant"}


def test_summary_is_kept_when_its_child_was_removed_before_it() -> None:
    child = rec("0|app|2|null|1", "lunch?", app="app", group="g")
    removal = rec("0|app|2|null|1", "", app="app", kind="removed", group="g", seconds=1)
    summary = rec("0|app|1|null|1", "Ravi: dinner?", app="app", flags=0x200, group="g", seconds=2)
    result = coalesce([child, removal, summary])
    assert summary.context_id in [item.context_id for item in result.items]


def test_child_after_its_summary_in_an_earlier_batch_is_shown_as_the_summary() -> None:
    """Case E1 split by a batch boundary: the summary was shown, its child adds nothing."""
    summary = rec("0|app|1|null|1", "Ravi: lunch?", app="app", flags=0x200, group="g")
    child = rec("0|app|2|null|1", "lunch?", app="app", title="Ravi", group="g", seconds=2)
    result = coalesce([child], history=[summary])
    assert result.items == []
    assert result.skipped == {child.context_id: f"shown_as_group_summary:{summary.context_id}"}


def test_child_with_a_message_its_earlier_summary_did_not_hold_is_kept() -> None:
    summary = rec("0|app|1|null|1", "Ravi: lunch?", app="app", flags=0x200, group="g")
    child = rec("0|app|3|null|1", "at 1pm?", app="app", title="Ravi", group="g", seconds=5)
    result = coalesce([child], history=[summary])
    assert [item.context_id for item in result.items] == [child.context_id]


def test_child_long_after_a_summary_with_the_same_text_is_a_new_message() -> None:
    summary = rec("0|app|1|null|1", "Ravi: lunch?", app="app", flags=0x200, group="g")
    later = GROUP_WINDOW_S + 60
    child = rec("0|app|2|null|1", "lunch?", app="app", title="Ravi", group="g", seconds=later)
    result = coalesce([child], history=[summary])
    assert [item.context_id for item in result.items] == [child.context_id]


def test_summary_redundant_in_history_does_not_hide_a_later_child() -> None:
    """A summary skipped because a child was live was never shown; it cannot stand for others."""
    first = rec("0|app|2|null|1", "lunch?", app="app", title="Ravi", group="g")
    summary = rec(
        "0|app|1|null|1", "Ravi: lunch?\nRavi: at 1pm?", app="app", flags=0x200, group="g"
    )
    second = rec("0|app|3|null|1", "at 1pm?", app="app", title="Ravi", group="g", seconds=3)
    result = coalesce([second], history=[first, summary])
    assert [item.context_id for item in result.items] == [second.context_id]


def test_summary_reposted_when_its_shown_child_is_removed_is_not_shown_again() -> None:
    """Case E1: Android re-posts the summary when a child goes; its message was shown."""
    child = rec("0|app|2|null|1", "lunch?", app="app", title="Ravi", group="g")
    removal = rec("0|app|2|null|1", "", app="app", kind="removed", group="g", seconds=30)
    summary = rec("0|app|1|null|1", "Ravi: lunch?", app="app", flags=0x200, group="g", seconds=31)
    result = coalesce([removal, summary], history=[child])
    assert result.items == []
    assert result.skipped == {
        removal.context_id: "removal",
        summary.context_id: "group_summary_already_shown",
    }


def test_summary_with_a_new_line_after_its_children_were_shown_is_kept() -> None:
    child = rec("0|app|2|null|1", "lunch?", app="app", title="Ravi", group="g")
    removal = rec("0|app|2|null|1", "", app="app", kind="removed", group="g", seconds=30)
    summary = rec(
        "0|app|1|null|1",
        "Ravi: lunch?\nMia: running late",
        app="app",
        flags=0x200,
        group="g",
        seconds=31,
    )
    result = coalesce([removal, summary], history=[child])
    assert [item.context_id for item in result.items] == [summary.context_id]


def test_same_sms_from_two_apps_then_removed_is_one_notification() -> None:
    """Case E3."""
    first = rec(
        "0|com.android.mms|1001|null|1", "Test message", app="com.android.mms", title="Ben W"
    )
    second = rec(
        "0|com.google.android.apps.messaging|1002|null|1",
        "Test message",
        app="com.google.android.apps.messaging",
        title="Ben W",
        seconds=2,
    )
    removal = rec(
        "0|com.google.android.apps.messaging|1002|null|1",
        "",
        app="com.google.android.apps.messaging",
        kind="removed",
        seconds=30,
    )
    result = coalesce([first, second, removal])
    assert [item.context_id for item in result.items] == [first.context_id]
    assert result.skipped == {
        second.context_id: f"duplicate_of:{first.context_id}",
        removal.context_id: "removal",
    }


def test_same_sms_from_a_second_app_after_the_first_was_processed_is_a_duplicate() -> None:
    """Case E3 with a batch boundary between the two copies."""
    first = rec(
        "0|com.android.mms|3|null|1", "Pickup at gate B4", app="com.android.mms", title="Ben W"
    )
    second = rec(
        "0|com.google.android.apps.messaging|4|null|1",
        "Pickup at gate B4",
        app="com.google.android.apps.messaging",
        title="Ben W",
        seconds=3,
    )
    result = coalesce([second], history=[first])
    assert result.items == []
    assert result.skipped == {second.context_id: f"duplicate_of:{first.context_id}"}


def test_same_text_from_a_second_app_long_after_is_a_new_message() -> None:
    first = rec("0|a|3|null|1", "Pickup at gate B4", app="com.android.mms", title="Ben W")
    later = DUPLICATE_WINDOW_S + 60
    second = rec("0|b|4|null|1", "Pickup at gate B4", app="b", title="Ben W", seconds=later)
    result = coalesce([second], history=[first])
    assert [item.context_id for item in result.items] == [second.context_id]


def test_same_app_repeating_a_processed_message_is_shown_again() -> None:
    """Case M4: a repeat from the same app is for the model to reinforce, not a mirror."""
    first = rec("0|app|3|null|1", "Class moves to Wednesday", app="app", title="FlowYoga")
    again = rec("0|app|4|null|1", "Class moves to Wednesday", app="app", title="FlowYoga")
    result = coalesce([again], history=[first])
    assert [item.context_id for item in result.items] == [again.context_id]


def test_cumulative_update_shows_only_the_new_text_with_context() -> None:
    """Case E4."""
    first = rec("K", "Are you home?", app="com.whatsapp", title="Ana")
    update = rec(
        "K", "Are you home?\nCall me", app="com.whatsapp", title="Ana", kind="modified", seconds=40
    )
    result = coalesce([first, update])
    (item,) = result.items
    assert item.context_id == update.context_id
    assert item.text == "Call me"
    assert item.earlier_text == "Are you home?"
    assert item.folded == (first.context_id,)
    assert result.folded_into == {first.context_id: update.context_id}


def test_cumulative_update_across_batches_uses_history_for_context() -> None:
    first = rec("K2", "Are you home?", app="com.whatsapp")
    update = rec("K2", "Are you home?\nCall me", app="com.whatsapp", kind="modified", seconds=40)
    (item,) = coalesce([update], history=[first]).items
    assert (item.text, item.earlier_text) == ("Call me", "Are you home?")


def test_update_with_unchanged_text_after_processing_shows_nothing() -> None:
    first = rec("K3", "Meeting at 3", app="com.slack")
    repost = rec("K3", "Meeting at 3", app="com.slack", kind="modified", seconds=5)
    result = coalesce([repost], history=[first])
    assert result.items == []
    assert result.skipped == {repost.context_id: f"unchanged_update:{first.context_id}"}


def test_progress_flood_folds_into_one_item() -> None:
    """Case E5 (the noise filter then labels the one item as a system notification)."""
    posts = [
        rec(
            "0|org.fdroid.fdroid|5|null|10111",
            f"Downloading {p}%",
            app="org.fdroid.fdroid",
            flags=0x62,
            seconds=p,
        )
        for p in range(1, 31)
    ]
    result = coalesce(posts)
    (item,) = result.items
    assert item.record.event.body == "Downloading 30%"
    assert item.record.event.is_ongoing
    assert len(item.folded) == 29
    assert all(result.outcome_of(p.context_id) == "folded" for p in posts[:-1])


def test_every_record_gets_exactly_one_outcome() -> None:
    batch = [
        rec("a", "one"),
        rec("a", "one two", kind="modified", seconds=1),
        rec("b", "x", flags=0x200, group="g", seconds=2),
        rec("c", "y", group="g", seconds=3),
        rec("d", "y", seconds=4),
        rec("c", "", kind="removed", seconds=5),
    ]
    result = coalesce(batch)
    shown = {item.context_id for item in result.items}
    for record in batch:
        places = [
            record.context_id in shown,
            record.context_id in result.skipped,
            record.context_id in result.folded_into,
        ]
        assert sum(places) == 1, record.context_id


# Identity: a key reused by another app is a new notification (issue: real Gadgetbridge captures)


def gb(
    ident: int,
    text: str = "",
    *,
    app: str = "gadgetbridge",
    kind: str = "added",
    seconds: float = 0,
) -> NotificationRecord:
    """A record as the Gadgetbridge decoder makes it (``notify~``/``notify-`` name no app)."""
    return rec(f"gb:{ident}", text, app=app, kind=kind, seconds=seconds)


def test_gadgetbridge_id_reused_by_another_app_is_a_new_notification() -> None:
    robin = gb(501, "Dinner at Luigi's on Friday 8pm", app="WhatsApp")
    alarm = gb(501, app="ALARMCLOCKRECEIVER", seconds=60)
    removal = gb(501, kind="removed", seconds=120)
    result = coalesce([robin, alarm, removal])
    assert [item.context_id for item in result.items] == [robin.context_id, alarm.context_id]
    assert result.items[0].text == "Dinner at Luigi's on Friday 8pm"
    assert result.folded_into == {}
    assert result.skipped == {removal.context_id: "removal"}


def test_removal_of_a_reused_id_closes_only_its_latest_holder() -> None:
    """The removal names the alarm's notification: Robin's group child stays live, so the
    WhatsApp group summary that follows is still redundant."""
    robin = rec("gb:7", "lunch?", app="WhatsApp", title="Ravi", group="g")
    alarm = gb(7, "Alarm 07:00", app="ALARMCLOCKRECEIVER", seconds=10)
    removal = gb(7, kind="removed", seconds=20)
    summary = rec("gb:8", "Ravi: lunch?", app="WhatsApp", flags=0x200, group="g", seconds=30)
    result = coalesce([robin, alarm, removal, summary])
    assert result.skipped[summary.context_id] == "group_summary_redundant"
    assert robin.context_id in {item.context_id for item in result.items}


def test_reused_id_after_processing_does_not_update_the_other_apps_notification() -> None:
    robin = gb(501, "Dinner at Luigi's on Friday 8pm", app="WhatsApp")
    alarm = gb(501, "Dinner at Luigi's on Friday 8pm", app="ALARMCLOCKRECEIVER", seconds=600)
    (item,) = coalesce([alarm], history=[robin]).items
    assert item.context_id == alarm.context_id
    assert item.earlier_context_id is None  # not an update of Robin's message (its memory)
    assert (item.text, item.earlier_text) == ("Dinner at Luigi's on Friday 8pm", None)


def test_change_that_names_no_app_belongs_to_the_latest_holder() -> None:
    robin = gb(501, "Dinner at Luigi's", app="WhatsApp")
    alarm = gb(501, "Alarm 07:00", app="ALARMCLOCKRECEIVER", seconds=60)
    change = gb(501, "Alarm 07:00 snoozed", kind="modified", seconds=90)
    result = coalesce([robin, alarm, change])
    assert [item.context_id for item in result.items] == [robin.context_id, change.context_id]
    assert result.folded_into == {alarm.context_id: change.context_id}


def test_same_app_posting_again_under_its_id_is_still_an_update() -> None:
    first = gb(9, "Are you home?", app="WhatsApp")
    again = gb(9, "Are you home?\nCall me", app="WhatsApp", seconds=40)
    (item,) = coalesce([first, again]).items
    assert (item.context_id, item.text) == (again.context_id, "Call me")
    assert item.folded == (first.context_id,)


def test_post_that_names_no_app_never_starts_a_new_notification() -> None:
    first = gb(10, "Meeting moved to 3", app="Slack")
    anonymous = gb(10, "Meeting moved to 4", seconds=30)
    (item,) = coalesce([first, anonymous]).items
    assert item.context_id == anonymous.context_id
    assert item.folded == (first.context_id,)


def ancs(
    key: str, text: str, *, app: str, kind: str = "added", seconds: float = 0
) -> NotificationRecord:
    event = make_event(
        platform="ios",
        kind=kind,
        source_key=key,
        app_id=app,
        body=text,
        received_at=T0 + timedelta(seconds=seconds),
    )
    cid = next(_next_id)
    return NotificationRecord(cid, "g", cid, replay_fingerprint(event), event)


def test_ancs_uid_reused_in_a_new_session_is_another_notification() -> None:
    """ANCS UIDs are valid within one connection: the session is part of the key."""
    first = ancs("s1:5", "Boarding at gate B4", app="com.united.app")
    reused = ancs("s2:5", "Your table is ready", app="com.opentable", seconds=300)
    removal = ancs("s2:5", "", app="com.opentable", kind="removed", seconds=400)
    result = coalesce([reused, removal], history=[first])
    (item,) = result.items
    assert item.context_id == reused.context_id
    assert item.earlier_context_id is None
    assert result.skipped == {removal.context_id: "removal"}


def test_ancs_uid_reused_by_another_app_in_one_session_is_a_new_notification() -> None:
    first = ancs("s1:9", "Boarding at gate B4", app="com.united.app")
    reused = ancs("s1:9", "Your table is ready", app="com.opentable", seconds=300)
    removal = ancs("s1:9", "", app="com.opentable", kind="removed", seconds=400)
    result = coalesce([first, reused, removal])
    assert [item.context_id for item in result.items] == [first.context_id, reused.context_id]
    assert result.folded_into == {}


def test_android_keys_of_two_apps_with_the_same_id_never_fold() -> None:
    """Android keys carry the package (``user|pkg|id|tag|uid``), so an id shared by two apps
    is two keys already."""
    chat = rec("0|com.whatsapp|12|null|10152", "Dinner at 8?", app="com.whatsapp")
    clock = rec("0|com.google.android.deskclock|12|null|10077", "Alarm", app="clock", seconds=5)
    removal = rec("0|com.google.android.deskclock|12|null|10077", "", app="clock", kind="removed")
    result = coalesce([chat, clock, removal])
    assert [item.context_id for item in result.items] == [chat.context_id, clock.context_id]
