"""The inspector's read endpoints: the timeline, hourly counts, a kept notification's text."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from agent_memory.clock import ManualClock
from agent_memory.runtime import AgentMemory
from agent_memory.settings import Settings
from tests.user.served import served, settings_for

from .sample import served_tcp

NOW = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)
CODE = "Your verification code is 260600. It expires in 5 minutes."
DENTIST = "Dentist appointment moved to Thursday 16:30"
SALE = "Flash sale! 50% off everything today only, shop now: https://shop.example/deal"
EARLY = "Are we still on for breakfast?"


def _note(n: int, package: str, title: str, text: str, received_at: str) -> dict[str, Any]:
    return {
        "key": f"0|{package}|{n}|null|10100",
        "package": package,
        "id": n,
        "title": title,
        "text": text,
        "received_at": received_at,
        "received_utc_offset_s": 28800,
    }


# Local (UTC+8) day 2026-03-02: one record from the UTC shard of 03-01 (20:30Z = 04:30 local).
NOTES = [
    _note(1, "com.whatsapp", "Ana", EARLY, "2026-03-01T20:30:00Z"),
    _note(2, "com.google.android.apps.messaging", "10690001", CODE, "2026-03-02T01:00:00Z"),
    _note(3, "com.whatsapp", "Dr. Lee", DENTIST, "2026-03-02T01:05:00Z"),
    _note(4, "com.shop.app", "Shop", SALE, "2026-03-02T01:10:00Z"),
    _note(5, "com.whatsapp", "Ana", "See you at 9", "2026-03-01T10:00:00Z"),  # local 03-01
]


@pytest.fixture
async def api(tmp_path: Path) -> AsyncIterator[tuple[AgentMemory, httpx.AsyncClient]]:
    async with served(settings_for(tmp_path / "data"), clock=ManualClock(NOW)) as (memory, client):
        answer = await client.post("/v1/notifications", json=NOTES)
        assert answer.status_code == 200, answer.text
        yield memory, client


async def _process(client: httpx.AsyncClient) -> None:
    answer = await client.post("/v1/process")
    assert answer.status_code == 200, answer.text
    assert answer.json()["pending"] == 0


async def test_timeline_lists_a_device_local_day_with_verdicts(
    api: tuple[AgentMemory, httpx.AsyncClient],
) -> None:
    _, client = api
    await _process(client)
    page = (await client.get("/v1/timeline", params={"day": "2026-03-02"})).json()
    assert page["day"] == "2026-03-02"
    assert page["previous_day"] == "2026-03-01"
    assert page["next_day"] == "2026-03-03"
    items = {item["context_id"]: item for item in page["items"]}
    assert sorted(items) == [1, 2, 3, 4]
    assert items[1]["local_time"] == "2026-03-02T04:30:00+08:00"
    assert (items[2]["verdict"], items[2]["rule"], items[2]["action"]) == (
        "otp",
        "otp.keyword",
        "filtered",
    )
    assert items[2]["memory"] is None
    assert items[2]["text_shown"] is False
    assert items[3]["verdict"] == "keep"
    assert items[3]["text_shown"] is True
    assert items[3]["memory"]["store"] in ("temporary", "long_term")
    assert items[4]["verdict"] == "marketing"
    assert items[4]["text_shown"] is False


async def test_a_forgotten_memory_is_marked_forgotten_in_the_timeline(
    api: tuple[AgentMemory, httpx.AsyncClient],
) -> None:
    _, client = api
    await _process(client)
    page = (await client.get("/v1/timeline", params={"day": "2026-03-02"})).json()
    made = {item["context_id"]: item for item in page["items"]}[3]["memory"]
    assert made["forgotten"] is False
    gone = await client.delete(f"/v1/memories/{made['store']}/{made['id']}")
    assert gone.status_code == 200, gone.text
    page = (await client.get("/v1/timeline", params={"day": "2026-03-02"})).json()
    after = {item["context_id"]: item for item in page["items"]}[3]["memory"]
    assert (after["id"], after["forgotten"]) == (made["id"], True)


async def test_record_is_listed_under_its_device_local_day(
    api: tuple[AgentMemory, httpx.AsyncClient],
) -> None:
    _, client = api
    page = (await client.get("/v1/timeline", params={"day": "2026-03-01"})).json()
    assert [item["context_id"] for item in page["items"]] == [5]
    assert page["items"][0]["local_time"] == "2026-03-01T18:00:00+08:00"


async def test_timeline_without_a_day_opens_on_the_newest_records_day(
    api: tuple[AgentMemory, httpx.AsyncClient],
) -> None:
    _, client = api
    page = (await client.get("/v1/timeline")).json()
    # The newest record (id 5) was received on local 03-01.
    assert page["day"] == "2026-03-01"


async def test_timeline_never_carries_notification_text(
    api: tuple[AgentMemory, httpx.AsyncClient],
) -> None:
    _, client = api
    await _process(client)
    for day in ("2026-03-01", "2026-03-02"):
        raw = (await client.get("/v1/timeline", params={"day": day})).text
        for text in ("260600", "Dentist", "Flash sale", "breakfast", "See you", "Dr. Lee"):
            assert text not in raw
    hourly = (await client.get("/v1/timeline/hourly")).text
    assert "260600" not in hourly


async def test_timeline_pages_within_a_day(api: tuple[AgentMemory, httpx.AsyncClient]) -> None:
    _, client = api
    first = (await client.get("/v1/timeline", params={"day": "2026-03-02", "limit": 3})).json()
    assert [i["context_id"] for i in first["items"]] == [1, 2, 3]
    assert first["next_after"] == 3
    params = {"day": "2026-03-02", "limit": 3, "after": first["next_after"]}
    second = (await client.get("/v1/timeline", params=params)).json()
    assert [i["context_id"] for i in second["items"]] == [4]
    assert second["next_after"] is None


async def test_timeline_limit_above_the_maximum_is_refused(
    api: tuple[AgentMemory, httpx.AsyncClient],
) -> None:
    _, client = api
    answer = await client.get("/v1/timeline", params={"limit": 201})
    assert answer.status_code == 422
    assert answer.json()["field"] == "query.limit"


async def test_pending_records_show_as_pending_without_text(
    api: tuple[AgentMemory, httpx.AsyncClient],
) -> None:
    _, client = api
    page = (await client.get("/v1/timeline", params={"day": "2026-03-02"})).json()
    assert {i["state"] for i in page["items"]} == {"pending"}
    assert {i["verdict"] for i in page["items"]} == {"pending"}
    answer = await client.get("/v1/notifications/3/text")
    assert answer.status_code == 403
    assert "pending" in answer.json()["detail"]


async def test_kept_notification_text_comes_from_its_own_endpoint(
    api: tuple[AgentMemory, httpx.AsyncClient],
) -> None:
    _, client = api
    await _process(client)
    answer = await client.get("/v1/notifications/3/text")
    assert answer.status_code == 200
    assert answer.json() == {
        "context_id": 3,
        "app_name": None,
        "title": "Dr. Lee",
        "subtitle": "",
        "body": DENTIST,
        "body_truncated": False,
    }


_TOKEN = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
_TOKEN_CHAT = (
    f"deploy tonight at 9pm please, the token is {_TOKEN} and remember the release notes "
    "for the mobile team before you leave the office"
)


@pytest.mark.parametrize(
    ("mask_secrets", "shown", "status"),
    [
        (False, ("secret", "secret.github_token", False), 403),
        (True, ("keep", "keep.masked.github_token", True), 200),
    ],
)
async def test_a_token_in_a_long_chat_is_withheld_or_with_mask_secrets_shown_masked(
    tmp_path: Path, mask_secrets: bool, shown: tuple[str, str, bool], status: int
) -> None:
    """By default a message that holds a secret is dropped and its text withheld; with the
    setting ``mask_secrets`` it is kept and shown with the mask, as the model saw it."""
    note = _note(1, "com.slack", "Priya", _TOKEN_CHAT, "2026-03-02T01:00:00Z")
    settings = settings_for(tmp_path / "data", mask_secrets=mask_secrets)
    async with served(settings, clock=ManualClock(NOW)) as (_, client):
        assert (await client.post("/v1/notifications", json=[note])).status_code == 200
        await _process(client)
        [item] = (await client.get("/v1/timeline?day=2026-03-02")).json()["items"]
        assert (item["verdict"], item["rule"], item["text_shown"]) == shown
        answer = await client.get("/v1/notifications/1/text")
        assert answer.status_code == status
        assert _TOKEN not in answer.text
        if mask_secrets:
            body = answer.json()["body"]
            assert body.startswith("deploy tonight at 9pm please, the token is [")
            assert body.endswith("before you leave the office")


@pytest.mark.parametrize(("context_id", "verdict"), [(2, "otp"), (4, "marketing")])
async def test_dropped_notification_text_is_refused(
    api: tuple[AgentMemory, httpx.AsyncClient], context_id: int, verdict: str
) -> None:
    _, client = api
    await _process(client)
    answer = await client.get(f"/v1/notifications/{context_id}/text")
    assert answer.status_code == 403
    assert answer.json()["field"] == "verdict"
    assert repr(verdict) in answer.json()["detail"]
    assert "260600" not in answer.text
    assert "sale" not in answer.text


async def test_kept_text_is_found_in_an_older_shard(
    api: tuple[AgentMemory, httpx.AsyncClient], tmp_path: Path
) -> None:
    _, client = api
    await _process(client)
    events = tmp_path / "data" / "memory" / "notifications" / "events"
    assert sorted(p.name for p in events.iterdir()) == ["2026-03-01.jsonl", "2026-03-02.jsonl"]
    answer = await client.get("/v1/notifications/1/text")
    assert answer.status_code == 200
    assert answer.json()["body"] == EARLY


async def test_torn_last_line_is_skipped_by_the_timeline(
    api: tuple[AgentMemory, httpx.AsyncClient], tmp_path: Path
) -> None:
    _, client = api
    await _process(client)
    shard = tmp_path / "data" / "memory" / "notifications" / "events" / "2026-03-02.jsonl"
    with shard.open("ab") as handle:
        handle.write(b'{"v":1,"context_id":6,"generation":"ab')  # an append in progress
    page = (await client.get("/v1/timeline", params={"day": "2026-03-02"})).json()
    assert [i["context_id"] for i in page["items"]] == [1, 2, 3, 4]


async def test_text_of_an_unknown_notification_is_404(
    api: tuple[AgentMemory, httpx.AsyncClient],
) -> None:
    _, client = api
    assert (await client.get("/v1/notifications/99/text")).status_code == 404
    assert (await client.get("/v1/notifications/0/text")).status_code == 422


async def test_hourly_counts_by_verdict_over_the_window(
    api: tuple[AgentMemory, httpx.AsyncClient],
) -> None:
    _, client = api
    await _process(client)
    hourly = (await client.get("/v1/timeline/hourly", params={"hours": 24})).json()
    assert hourly["start"] == "2026-03-01T13:00:00+00:00"  # 24 hours ending with 12:00Z
    assert hourly["utc_offset_s"] == 28800
    counts = hourly["counts"]
    assert len(counts) == 24
    assert counts[7] == {"keep": 1}  # 20:30Z
    assert counts[12] == {"otp": 1, "keep": 1, "marketing": 1}  # 01:00Z .. 01:10Z
    assert sum(sum(c.values()) for c in counts) == 4  # 10:00Z on 03-01 is outside


async def test_clock_answers_the_service_time(api: tuple[AgentMemory, httpx.AsyncClient]) -> None:
    _, client = api
    assert (await client.get("/v1/clock")).json() == {"now": NOW.isoformat()}


async def test_without_the_token_only_the_empty_shell_is_served(tmp_path: Path) -> None:
    settings = Settings.load(data_dir=tmp_path / "data", api_host="127.0.0.1", api_port=0)
    async with (
        AgentMemory.open(settings, clock=ManualClock(NOW)) as memory,
        served_tcp(memory) as service,
    ):
        async with service.client() as owner:
            assert (await owner.post("/v1/notifications", json=NOTES)).status_code == 200
            assert (await owner.post("/v1/process")).status_code == 200
        async with service.client(token=False) as stranger:
            shell = await stranger.get("/inspector")
            assert shell.status_code == 200
            assert '<main id="view"' in shell.text
            assert "script-src 'self'" in shell.headers["content-security-policy"]
            for asset in ("/inspector/inspector.js", "/inspector/inspector.css"):
                assert (await stranger.get(asset)).status_code == 200
            for path in (
                "/v1/timeline",
                "/v1/timeline/hourly",
                "/v1/notifications/3/text",
                "/v1/clock",
                "/v1/memories",
                "/v1/status",
                "/inspector/../v1/timeline",
                "/inspector/",
            ):
                answer = await stranger.get(path)
                assert answer.status_code == 401, path
                assert "Dentist" not in answer.text
            # The shell is public for GET only.
            assert (await stranger.post("/inspector")).status_code == 401


def _update(n: int, text: str, received_at: str, kind: str) -> dict[str, Any]:
    note = _note(n, "com.example.shop", "Shop", text, received_at)
    note["kind"] = kind
    return note


@pytest.mark.parametrize(
    ("first", "label"),
    [
        ("Your login code is 482913. Do not share it.", "otp"),
        ("Your temporary password is: Xk9#mP2qL", "secret"),
    ],
)
async def test_code_updated_into_a_kept_message_keeps_its_text_hidden(
    tmp_path: Path, first: str, label: str
) -> None:
    # The first post carries a code; an update of the same key replaces it with a kept message,
    # so the first is folded into the second and never classified itself.
    notes = [
        _update(7, first, "2026-03-02T02:00:00Z", "added"),
        _update(7, "Your parcel arrives tomorrow at 10:00", "2026-03-02T02:01:00Z", "modified"),
    ]
    async with served(settings_for(tmp_path / "data"), clock=ManualClock(NOW)) as (_, client):
        answer = await client.post("/v1/notifications", json=notes)
        assert answer.status_code == 200, answer.text
        await _process(client)
        items = (await client.get("/v1/timeline?day=2026-03-02")).json()["items"]
        shown = {item["context_id"]: (item["folded_into"], item["text_shown"]) for item in items}
        assert shown == {1: (2, False), 2: (None, True)}
        hidden = await client.get("/v1/notifications/1/text")
        assert hidden.status_code == 403
        assert hidden.json()["field"] == "verdict"
        assert repr(label) in hidden.json()["detail"]
        assert first.split()[-1] not in hidden.text
        assert "482913" not in hidden.text
        kept = await client.get("/v1/notifications/2/text")
        assert kept.status_code == 200
        assert kept.json()["body"] == "Your parcel arrives tomorrow at 10:00"


async def test_a_request_naming_another_host_is_refused_before_the_shell(tmp_path: Path) -> None:
    """DNS rebinding: a page of another site resolved to 127.0.0.1 sends its own Host name."""
    settings = Settings.load(data_dir=tmp_path / "data", api_host="127.0.0.1", api_port=0)
    async with (
        AgentMemory.open(settings, clock=ManualClock(NOW)) as memory,
        served_tcp(memory) as service,
        service.client() as owner,
    ):
        port = service.base_url.rsplit(":", 1)[1]
        for name in ("attacker.example", "127.0.0.1.attacker.example", "10.0.0.7"):
            for path in ("/inspector", "/v1/status"):
                answer = await owner.get(path, headers={"host": f"{name}:{port}"})
                assert answer.status_code == 400, (name, path)
        for name in ("127.0.0.1", "localhost"):
            answer = await owner.get("/v1/status", headers={"host": f"{name}:{port}"})
            assert answer.status_code == 200, name
