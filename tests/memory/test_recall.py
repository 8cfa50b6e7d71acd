"""Recall in English, Chinese and mixed text; filters; ranking; Device Memory recall."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from agent_memory.clock import ManualClock
from agent_memory.errors import InvalidInput
from agent_memory.memory import (
    CreateMemory,
    DeviceEvidence,
    DeviceMemoryType,
    DeviceRecallQuery,
    MemoryKind,
    MemoryStores,
    NewDeviceMemory,
    RecallQuery,
    RemoveMemory,
    StoreName,
)
from agent_memory.memory.query import plan_query
from agent_memory.memory.recall import head_term
from tests.memory.conftest import DAY_S, T0, note

TEMP = StoreName.TEMPORARY
LT = StoreName.LONG_TERM

CORPUS: list[tuple[StoreName, str, str, MemoryKind]] = [
    (TEMP, "dentist", "Dentist appointment moved to Thursday 4:30 PM", MemoryKind.EVENT),
    (TEMP, "yaoyi", "周四下午四点半看牙医", MemoryKind.EVENT),
    (TEMP, "kuaidi", "快递已到楼下驿站，取件码在短信里", MemoryKind.TASK),
    (TEMP, "parcel", "Parcel: running shoes arrive Friday", MemoryKind.EVENT),
    (LT, "gym", "User goes to the gym on Saturday mornings", MemoryKind.PREFERENCE),
    (LT, "mom", "妈妈周六回家吃饭", MemoryKind.EVENT),
    (LT, "mixed", "周五 Lisbon 出差, hotel booked via Booking.com", MemoryKind.EVENT),
    (LT, "yiyuan", "医院体检报告下周出来", MemoryKind.TASK),
    (TEMP, "medicine", "Pick up medicine at the pharmacy", MemoryKind.TASK),
    (LT, "coffee", "Prefers oat milk in coffee", MemoryKind.PREFERENCE),
]


@pytest.fixture
async def filled(stores: MemoryStores, clock: ManualClock) -> MemoryStores:
    for store, memory_id, content, kind in CORPUS:
        await stores.apply(CreateMemory(store, memory_id, note(content, kind)))
        clock.advance(60)
    return stores


async def ids(stores: MemoryStores, query: RecallQuery | str) -> list[str]:
    """Ids a person's question gets (``recall``: the thresholded question answering)."""
    return [hit.record.id for hit in await stores.recall(query)]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("dentist", ["dentist"]),
        ("When is my dentist appointment?", ["dentist"]),
        ("appointments", ["dentist"]),
        ("running shoes", ["parcel"]),
        ("GYM", ["gym"]),
        ("oat milk", ["coffee"]),
    ],
)
async def test_recall_finds_english_words_and_stems(
    filled: MemoryStores, query: str, expected: list[str]
) -> None:
    assert (await ids(filled, query))[: len(expected)] == expected


@pytest.mark.parametrize(
    ("query", "expected_first"),
    [
        ("牙医", "yaoyi"),
        ("快递", "kuaidi"),
        ("我的快递到了吗", "kuaidi"),
        ("看牙医是什么时候", "yaoyi"),
        ("体检", "yiyuan"),
        ("妈妈", "mom"),
    ],
)
async def test_recall_finds_two_character_chinese_words(
    filled: MemoryStores, query: str, expected_first: str
) -> None:
    assert (await ids(filled, query))[0] == expected_first


async def test_two_character_word_does_not_match_its_characters_apart(
    filled: MemoryStores,
) -> None:
    # 牙医 (dentist) shares 医 with 医院 (hospital): the hospital record is not a dentist; the
    # English dentist record is (same sense, another language), after the literal match.
    assert await ids(filled, "牙医") == ["yaoyi", "dentist"]
    assert set(await ids(filled, "医")) == {"yaoyi", "yiyuan"}


@pytest.mark.parametrize(
    ("query", "expected_first"),
    [
        ("Lisbon 出差", "mixed"),
        ("周五去Lisbon", "mixed"),
        ("booking.com 酒店 hotel", "mixed"),
        ("dentist 牙医", None),
    ],
)
async def test_recall_handles_mixed_english_and_chinese(
    filled: MemoryStores, query: str, expected_first: str | None
) -> None:
    found = await ids(filled, query)
    if expected_first is None:
        assert set(found[:2]) == {"dentist", "yaoyi"}
    else:
        assert found[0] == expected_first


async def test_full_width_latin_matches_ascii(filled: MemoryStores) -> None:
    assert (await ids(filled, "ＬＩＳＢＯＮ"))[0] == "mixed"


async def test_more_matching_terms_rank_higher(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(TEMP, "a", note("Coffee with Alex and Sam")))
    await stores.apply(CreateMemory(TEMP, "b", note("Alex and Sam lunch")))
    await stores.apply(CreateMemory(TEMP, "c", note("Coffee beans with Sam")))
    hits = await stores.recall_memory("coffee Alex Sam")
    assert [h.id for h in hits] == ["a", "b", "c"] or [h.id for h in hits] == ["a", "c", "b"]
    assert hits[0].score > hits[1].score >= hits[2].score > 0


async def test_a_memory_matching_too_little_of_the_question_is_not_returned(
    stores: MemoryStores,
) -> None:
    await stores.apply(CreateMemory(TEMP, "a", note("Coffee beans order shipped")))
    await stores.apply(CreateMemory(TEMP, "b", note("Team lunch with Priya on the roof")))
    # "a" holds one of four words asked (below the threshold), "b" two of them.
    assert await ids(stores, "coffee Alex lunch Priya") == ["b"]
    assert await ids(stores, "Alex Sam") == []


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ('"unbalanced', []),
        ("AND OR NOT", []),
        ("NEAR(x y)", []),
        ("col:dentist", ["dentist", "yaoyi"]),
        ("^dentist*", ["dentist", "yaoyi"]),
        ("dentist -- ) (", ["dentist", "yaoyi"]),
        ("'", []),
    ],
)
async def test_fts_syntax_in_query_text_is_escaped(
    filled: MemoryStores, query: str, expected: list[str]
) -> None:
    assert await ids(filled, query) == expected


async def test_hits_carry_id_revision_store_score_expiry_and_source(filled: MemoryStores) -> None:
    [hit] = await filled.recall_memory(RecallQuery("running shoes", limit=1))
    assert (hit.id, hit.revision, hit.store) == ("parcel", 1, TEMP)
    assert hit.score > 0
    assert hit.expires_at is not None
    assert hit.expires_at > T0
    assert hit.source.scenario == "notification"
    assert hit.source.context_ids == (1,)


async def test_store_kind_time_and_limit_filters(filled: MemoryStores) -> None:
    # dentist (English) and 看牙医 (Chinese) are in Temporary, 体检 in Long-Term.
    assert set(await ids(filled, RecallQuery("dentist", limit=100))) == {"dentist", "yaoyi"}
    assert await ids(filled, RecallQuery("dentist", stores=(LT,), limit=100)) == []
    assert await ids(filled, RecallQuery("体检", stores=(LT,), limit=100)) == ["yiyuan"]
    assert await ids(filled, RecallQuery("体检", stores=(TEMP,), limit=100)) == []
    tasks = RecallQuery("parcel", kinds=(MemoryKind.TASK,), limit=100)
    assert await ids(filled, tasks) == ["kuaidi"]
    # Records were created one minute apart from T0: the window [T0+2min, T0+4min) holds two.
    window = RecallQuery(
        "parcel", since=T0.replace(minute=2), until=T0.replace(minute=4), limit=100
    )
    assert set(await ids(filled, window)) == {"kuaidi", "parcel"}
    assert await ids(filled, RecallQuery("parcel", limit=1)) == ["parcel"]


@pytest.mark.parametrize("query", ["", "   ", "?", "what is it", "是什么", "wann ist es"])
async def test_a_question_with_nothing_to_match_returns_nothing(
    filled: MemoryStores, query: str
) -> None:
    assert await ids(filled, RecallQuery(query, limit=100)) == []


async def test_removed_memory_is_never_recalled(filled: MemoryStores) -> None:
    await filled.apply(RemoveMemory(TEMP, "dentist", 1))
    assert "dentist" not in await ids(filled, "dentist appointment")
    assert "dentist" not in await ids(filled, RecallQuery("Thursday dentist", limit=100))


async def test_long_term_record_with_explicit_expiry_is_hidden_after_it(
    stores: MemoryStores, clock: ManualClock
) -> None:
    memory = note("Conference badge pickup at hall B")
    memory = type(memory)(
        kind=memory.kind, content=memory.content, source=memory.source, expires_at=T0.replace(day=3)
    )
    await stores.apply(CreateMemory(LT, "badge", memory))
    assert await ids(stores, "badge") == ["badge"]
    clock.advance(3 * DAY_S)
    assert await ids(stores, "badge") == []


async def test_bad_queries_are_refused(stores: MemoryStores) -> None:
    with pytest.raises(InvalidInput):
        await stores.recall_memory(RecallQuery("x", stores=(StoreName.DEVICE,)))
    with pytest.raises(InvalidInput):
        RecallQuery("x", stores=())
    with pytest.raises(InvalidInput):
        RecallQuery("x", at=T0.replace(tzinfo=None))
    with pytest.raises(InvalidInput):
        RecallQuery("x", limit=0)
    with pytest.raises(InvalidInput):
        RecallQuery("x", kinds=("nonsense",))  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        RecallQuery("x", since=T0.replace(tzinfo=None))


async def test_device_memory_recall_is_separate_and_filters_by_app(stores: MemoryStores) -> None:
    await stores.apply(CreateMemory(TEMP, "n", note("WeChat Pay is under Me > Services")))
    entries = [
        ("d-1", "com.tencent.mm", "WeChat Pay is under Me > Services", DeviceMemoryType.UI_PATH),
        ("d-2", "com.tencent.mm", "发朋友圈要长按相机图标", DeviceMemoryType.APP_USAGE),
        ("d-3", "com.android.settings", "Wi-Fi settings need two taps", DeviceMemoryType.SETTING),
    ]
    for memory_id, package, content, kind in entries:
        new = NewDeviceMemory(
            type=kind,
            content=content,
            evidence=(DeviceEvidence("ep-1", (0,)),),
            app_package=package,
        )
        await stores.apply(CreateMemory(StoreName.DEVICE, memory_id, new))
    hits = await stores.recall_device_memory("WeChat Pay")
    assert [h.record.id for h in hits] == ["d-1"]
    assert [h.record.id for h in await stores.recall_device_memory("朋友圈")] == ["d-2"]
    scoped = await stores.recall_device_memory(
        DeviceRecallQuery("", app_package="com.tencent.mm", limit=10)
    )
    assert {h.record.id for h in scoped} == {"d-1", "d-2"}
    typed = await stores.recall_device_memory(
        DeviceRecallQuery("", types=(DeviceMemoryType.SETTING,))
    )
    assert [h.record.id for h in typed] == ["d-3"]
    assert [h.id for h in await stores.recall_memory("WeChat Pay")] == ["n"]


async def test_brand_alone_does_not_answer_a_question_about_another_thing(
    stores: MemoryStores, clock: ManualClock
) -> None:
    voucher = note("Uber voucher: 20% off your next rides", MemoryKind.EVENT)
    voucher = replace(voucher, expires_at=T0 + timedelta(days=2))
    await stores.apply(CreateMemory(TEMP, "voucher", voucher))
    clock.advance(60)
    ride = note("Uber ride to the airport booked for 6 AM", MemoryKind.EVENT)
    await stores.apply(CreateMemory(TEMP, "ride", ride))
    before = T0 + timedelta(days=1)
    after = T0 + timedelta(days=3)
    assert (await ids(stores, RecallQuery("Uber voucher", at=before)))[:1] == ["voucher"]
    # The voucher has expired; the ride shares the brand, not the thing asked about.
    assert await ids(stores, RecallQuery("Uber voucher", at=after)) == []
    assert (await ids(stores, RecallQuery("Uber ride", at=after)))[:1] == ["ride"]


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("Uber voucher", "voucher"),
        ("pottery studio Friday", "studio"),
        ("Où est mon bon d'achat Uber ?", "bon"),
        ("¿Dónde está mi cupón de Uber?", "cupón"),
        ("the pottery studio", "studio"),
        ("studio", None),
    ],
)
def test_head_term_is_last_in_english_and_first_in_french_and_spanish(
    question: str, head: str | None
) -> None:
    assert head_term(plan_query(question, local_now=T0)) == head
    assert head_term(plan_query("flight voucher", local_now=T0)) is None  # a thing word heads


async def test_current_value_is_first_for_a_question_in_another_language(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await stores.apply(CreateMemory(LT, "swim-old", note("Swimming class every Tuesday 18:00")))
    clock.advance(3 * DAY_S)
    moved = note("Swimming class moved from Tuesday to Thursday 18:00", MemoryKind.EVENT)
    await stores.apply(CreateMemory(TEMP, "swim-new", moved))
    questions = ("游泳课是星期几", "Wann ist der Schwimmkurs?", "¿Cuándo es la clase de natación?")
    for question in questions:
        assert (await ids(stores, question))[:2] == ["swim-new", "swim-old"], question
