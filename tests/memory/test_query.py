"""Recall question understanding (``memory/query.py``) and the ranking it drives."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path

import pytest

from agent_memory.clock import ManualClock
from agent_memory.errors import InvalidInput
from agent_memory.memory import (
    CreateMemory,
    DeviceEvidence,
    DeviceMemoryType,
    MemoryStores,
    NewDeviceMemory,
    RecallQuery,
    StoreName,
)
from agent_memory.memory.query import (
    INDEX_VERSION_TOKEN,
    meaning_tokens,
    plan_query,
    stem,
)
from agent_memory.memory.recall import MIN_SCORE, DeviceRecallHit, RecallHit
from tests.memory.conftest import T0, note

TEMP = StoreName.TEMPORARY
LT = StoreName.LONG_TERM
# Tuesday 2026-12-01 09:00 in Shanghai (01:00 UTC).
SHANGHAI = timezone(timedelta(hours=8))
LOCAL = datetime(2026, 12, 1, 9, 0, tzinfo=SHANGHAI)


@pytest.mark.parametrize(
    ("question", "days"),
    [
        ("what's on tomorrow", [date(2026, 12, 2)]),
        ("this weekend", [date(2026, 12, 5), date(2026, 12, 6)]),
        ("周六有什么安排", [date(2026, 12, 5)]),
        ("Was ist morgen?", [date(2026, 12, 2)]),
        ("¿Qué tengo el sábado?", [date(2026, 12, 5)]),
        ("Qu'est-ce que j'ai demain ?", [date(2026, 12, 2)]),
    ],
)
def test_time_words_are_resolved_against_the_local_recall_time(
    question: str, days: list[date]
) -> None:
    plan = plan_query(question, local_now=LOCAL)
    assert list(plan.days) == days
    assert plan.terms == ()


def test_tomorrow_is_the_local_day_after_not_the_utc_one() -> None:
    # 23:30 in Shanghai is 15:30 UTC the same day; "tomorrow" is the local 2026-12-02.
    late = datetime(2026, 12, 1, 23, 30, tzinfo=SHANGHAI)
    assert plan_query("tomorrow", local_now=late).days == (date(2026, 12, 2),)
    utc_next_day = datetime(2026, 12, 1, 23, 30, tzinfo=UTC).astimezone(SHANGHAI)
    assert plan_query("tomorrow", local_now=utc_next_day).days == (date(2026, 12, 3),)


@pytest.mark.parametrize(
    ("question", "senses"),
    [
        ("When does my flight leave?", ("flight",)),
        ("我的航班几点起飞", ("flight",)),
        ("Wann kommt mein Paket?", ("parcel",)),
        ("¿Cuándo llega mi vuelo?", ("flight",)),
        ("我的快递到了吗", ("parcel",)),
        ("Quand est mon rendez-vous chez le dentiste ?", ("dentist",)),
        ("parcels", ("parcel",)),
    ],
)
def test_thing_words_become_senses_and_question_words_are_dropped(
    question: str, senses: tuple[str, ...]
) -> None:
    plan = plan_query(question, local_now=LOCAL)
    assert plan.senses == senses
    assert set(plan.terms) <= {"leave"}


def test_words_left_after_stop_words_are_the_terms() -> None:
    plan = plan_query("Where is the pottery studio with Priya?", local_now=LOCAL)
    assert plan.terms == ("pottery", "studio", "priya")
    assert plan_query("", local_now=LOCAL).blank
    assert plan_query("what is it?", local_now=LOCAL).empty


@pytest.mark.parametrize(
    "question",
    [
        "how much is the pottery studio",
        "how many pottery studio",
        "陶艺课多少钱",
        "陶艺课是周几",
        "陶艺课星期几",
        "wieviel kostet der Töpferkurs",
        "combien coûte l'atelier de poterie",
        "cuánto cuesta el taller de cerámica",
    ],
)
def test_amount_and_weekday_question_words_are_not_terms(question: str) -> None:
    plan = plan_query(question, local_now=LOCAL)
    left = set(plan.terms)
    assert left.isdisjoint({"much", "many", "多少钱", "周几", "星期几", "wieviel", "combien"})
    assert left.isdisjoint({"cuánto", "是周几", "是"})
    assert not any(t.endswith(("周几", "星期几", "多少钱")) for t in left)


@pytest.mark.parametrize(
    ("question", "sense"),
    [
        ("瑜伽课改到哪天了", "yoga"),
        ("Wann ist der Schwimmkurs?", "swimming"),
        ("¿Cuándo es la peluquería?", "haircut"),
        ("cours de natation", "swimming"),
        ("健身房几点开门", "gym"),
        ("Tierarzt Termin", "vet"),
    ],
)
def test_everyday_activity_words_are_senses_in_every_language(question: str, sense: str) -> None:
    assert sense in plan_query(question, local_now=LOCAL).senses


@pytest.mark.parametrize(
    ("question", "senses"),
    [
        ("Wann ist mein Yogakurs?", {"yoga", "lesson"}),
        # "Termin" is read too, but a dentist is an appointment: the generic word adds nothing.
        ("Wann ist der Zahnarzttermin?", {"dentist"}),
        ("Wo bleibt die Paketzustellung?", {"parcel"}),
    ],
)
def test_german_compound_is_read_by_the_lexicon_words_it_is_made_of(
    question: str, senses: set[str]
) -> None:
    plan = plan_query(question, local_now=LOCAL)
    assert set(plan.senses) == senses


def test_compound_parts_are_read_in_every_language_but_not_in_short_words() -> None:
    # A single-word question seldom shows its language; the parts are read all the same.
    assert plan_query("Geigenunterricht", local_now=LOCAL).senses == ("lesson", "violin")
    assert plan_query("When is the flugreise?", local_now=LOCAL).senses == ("flight",)
    assert "flight" not in plan_query("Wann ist die Volte?", local_now=LOCAL).senses


def test_verb_and_the_noun_made_of_it_share_a_stem() -> None:
    assert stem("preference") == stem("prefers") == stem("prefer")
    assert stem("appointments") == stem("appoint")
    assert stem("reservation") == stem("reserved")
    assert stem("comment") == "comment"  # four letters must remain


def test_short_words_are_never_stemmed_so_ups_is_not_up() -> None:
    assert stem("ups") == "ups"
    assert stem("up") == "up"
    assert stem("parcels") == stem("parcel")
    assert stem("moved") == stem("moving") == stem("move")


def test_a_memory_is_indexed_with_its_thing_kind_and_days() -> None:
    written = datetime(2026, 12, 1, 1, 0, tzinfo=UTC)
    tokens = meaning_tokens("UA 857 departs 10:40 from gate B12", written_at=written)
    assert {"zkflight", "zsflight", "zd20261201"} <= set(tokens)
    assert meaning_tokens("Paket kommt morgen", written_at=written) == [
        "zsparcel",
        "zkparcel",
        "zd20261202",
    ]
    assert meaning_tokens("Signing up for the newsletter", written_at=written) == []


# --------------------------------------------------------------------------------- ranking


async def ids(stores: MemoryStores, query: RecallQuery | str) -> list[str]:
    return [hit.record.id for hit in await stores.recall(query)]


async def test_ups_does_not_match_signing_up(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(TEMP, "news", note("Thanks for signing up to our newsletter")))
    await stores.apply(CreateMemory(TEMP, "ups", note("UPS parcel 1Z999AA1 arrives Friday")))
    assert await ids(stores, "UPS") == ["ups"]
    assert await ids(stores, "signing up") == ["news"]


async def test_flight_finds_a_flight_memory_without_the_word(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(TEMP, "ua", note("UA 857 departs 10:40 from gate B12")))
    await stores.apply(CreateMemory(TEMP, "gym", note("Gym class moved to 10:40")))
    assert await ids(stores, "flight") == ["ua"]
    assert await ids(stores, "我的航班几点起飞") == ["ua"]
    assert await ids(stores, "¿Cuándo sale mi vuelo?") == ["ua"]


async def test_chinese_memory_is_found_by_an_english_question(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(TEMP, "kd", note("快递已到楼下驿站，取件码 5573")))
    await stores.apply(CreateMemory(TEMP, "mom", note("妈妈周六回家吃饭")))
    assert await ids(stores, "where is my parcel") == ["kd"]
    assert await ids(stores, "Wo ist mein Paket?") == ["kd"]


async def test_a_memory_about_the_asked_day_ranks_above_one_sharing_a_word(
    stores: MemoryStores, clock: ManualClock
) -> None:
    clock.set_wall_clock(datetime(2026, 12, 1, 1, 0, tzinfo=UTC))
    await stores.apply(CreateMemory(TEMP, "thu", note("Dentist appointment Thursday 16:30")))
    await stores.apply(CreateMemory(TEMP, "tom", note("Dentist checkup tomorrow at 9")))
    clock.advance(60)
    asked = RecallQuery("dentist tomorrow", at=LOCAL)
    hits = await stores.recall(asked)
    # The Thursday appointment answers half of the question (the dentist, not the day): it
    # is a candidate, under the threshold.
    assert [h.record.id for h in hits] == ["tom"]
    related = await stores.recall(RecallQuery("dentist tomorrow", at=LOCAL, min_score=0.0))
    assert [h.record.id for h in related] == ["tom", "thu"]
    assert related[0].score > related[1].score
    assert await ids(stores, RecallQuery("what is on tomorrow", at=LOCAL)) == ["tom"]
    assert await ids(stores, RecallQuery("明天有什么安排", at=LOCAL)) == ["tom"]


async def test_the_current_value_ranks_above_the_stale_one(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await stores.apply(CreateMemory(TEMP, "old", note("Flight UA 857 boards at gate B12")))
    clock.advance(3600)
    await stores.apply(CreateMemory(TEMP, "new", note("Flight UA 857 gate changed to G98")))
    assert (await ids(stores, "UA 857 gate"))[0] == "new"


async def test_recall_at_a_time_judges_expiry_then(
    stores: MemoryStores, clock: ManualClock
) -> None:
    memory = replace(note("Parking paid until 6 PM"), expires_at=T0 + timedelta(hours=9))
    await stores.apply(CreateMemory(TEMP, "park", memory))
    assert await ids(stores, "parking") == ["park"]
    later = RecallQuery("parking", at=T0 + timedelta(hours=9))
    assert await ids(stores, later) == []
    clock.advance(10 * 3600)
    assert await ids(stores, "parking") == []
    assert await ids(stores, RecallQuery("parking", at=T0 + timedelta(hours=1))) == ["park"]
    # A record created after the asked time is not returned either.
    assert await ids(stores, RecallQuery("parking", at=T0 - timedelta(hours=1))) == []


async def test_scores_are_between_the_threshold_and_one(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(TEMP, "p", note("Parcel: running shoes arrive Friday")))
    [hit] = await stores.recall("running shoes")
    assert MIN_SCORE <= hit.score <= 1.0
    assert hit.score > 0.9


async def test_device_memory_is_recalled_when_asked_for(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(TEMP, "n", note("WeChat Pay is under Me > Services")))
    device = NewDeviceMemory(
        type=DeviceMemoryType.UI_PATH,
        content="WeChat Pay is under Me > Services > Wallet",
        evidence=(DeviceEvidence("ep-1", (0,)),),
        app_package="com.tencent.mm",
    )
    await stores.apply(CreateMemory(StoreName.DEVICE, "d-1", device))
    hits = await stores.recall(RecallQuery("WeChat Pay", stores=(StoreName.DEVICE,)))
    assert [(type(h), h.record.id) for h in hits] == [(DeviceRecallHit, "d-1")]
    both = await stores.recall(RecallQuery("WeChat Pay", stores=(TEMP, StoreName.DEVICE)))
    assert {(type(h), h.record.id) for h in both} == {(DeviceRecallHit, "d-1"), (RecallHit, "n")}
    assert [h.id for h in await stores.recall_memory("WeChat Pay")] == ["n"]


async def test_rows_indexed_by_an_older_rule_are_reindexed_on_open(
    tmp_path: Path, clock: ManualClock
) -> None:
    opened = await MemoryStores.open(tmp_path, clock)
    await opened.apply(CreateMemory(TEMP, "ua", note("UA 857 departs 10:40")))
    await opened.close()
    path = tmp_path / "memory" / "temporary" / "store.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE memories SET search_text = 'ua 857 departs 10 40'")
    reopened = await MemoryStores.open(tmp_path, clock)
    try:
        assert await ids(reopened, "flight") == ["ua"]
    finally:
        await reopened.close()
    with sqlite3.connect(path) as conn:
        [(text,)] = conn.execute("SELECT search_text FROM memories").fetchall()
    assert text.endswith(" " + INDEX_VERSION_TOKEN)


async def test_related_lookup_sees_the_same_thing_on_another_day(stores: MemoryStores) -> None:
    # The processors' recall_memory has no threshold: a notice that the dentist moved must see
    # the memory of the dentist on Tuesday; a person's question about Thursday does not.
    await stores.apply(CreateMemory(TEMP, "m1", note("Dentist Tue 3 PM")))
    assert [h.id for h in await stores.recall_memory("Calendar Dentist moved to Thu")] == ["m1"]
    assert await ids(stores, "Calendar Dentist moved to Thu") == []
    assert await stores.recall_memory("signing up") == []
    with pytest.raises(InvalidInput):
        RecallQuery("x", min_score=1.5)
