"""Recall across languages through the lexicon: everyday things, places, compounds, not-held.

Each test writes memories into real stores and asks a person's question (``MemoryStores.recall``,
the FTS5 leg alone): a thing word no earlier lexicon held, a city named in another language, a
compound read by its parts, and questions about something the stores do not hold that share a
place or a kind with what they do.
"""

from __future__ import annotations

import pytest

from agent_memory.clock import ManualClock
from agent_memory.memory import CreateMemory, MemoryKind, MemoryStores, StoreName
from agent_memory.memory.lexicon import PLACES, SENSES
from agent_memory.memory.query import ALL_SENSES, plan_query
from tests.memory.conftest import T0, note

TEMP = StoreName.TEMPORARY
LT = StoreName.LONG_TERM


async def fill(stores: MemoryStores, clock: ManualClock, *memories: tuple[str, str]) -> None:
    for memory_id, content in memories:
        await stores.apply(CreateMemory(TEMP, memory_id, note(content, MemoryKind.EVENT)))
        clock.advance(60)


async def ids(stores: MemoryStores, question: str) -> list[str]:
    return [hit.record.id for hit in await stores.recall(question)]


EVERYDAY = [
    ("allergies", "Léa est allergique aux arachides"),
    ("Lena Allergie", "Lena is allergic to peanuts"),
    ("homework due", "王老师说下周一交作业"),
    ("作业什么时候交", "Tom has to hand in his maths homework on Monday"),
    ("museum tickets", "Billets pour le musée des Confluences samedi 15h"),
    ("Wann verlängert sich mein Abo?", "Spotify subscription renews on the 3rd"),
    ("健身卡什么时候到期", "ActiveSG gym pass expires June 20"),
    ("季度评审", "Quarterly review with Mei Ling moved to Thursday 14:00"),
    ("annual review with my manager", "Entretien annuel avec la cadre de santé lundi 14h"),
    ("blood test", "Prise de sang au laboratoire vendredi 7h30"),
    ("physio appointment", "Séance de kiné lundi à 12h30"),
    ("passport", "护照2026年9月到期"),
    ("residence permit", "Rendez-vous à la préfecture pour le titre de séjour"),
    ("car inspection", "Contrôle technique de la Clio le 24 mars"),
    ("night shift", "Nachtschicht am Samstag auf Station 4"),
    ("violin lesson", "Cours de violon de Léa samedi 10h"),
    ("¿Cuándo es la clase de guitarra?", "Guitar lesson with Sam on Wednesday"),
    ("图书馆的书", "Library book due back March 19"),
    ("Stromrechnung", "Votre facture EDF d'électricité sera prélevée le 18 mars"),
]


@pytest.mark.parametrize(("question", "content"), EVERYDAY)
async def test_everyday_thing_word_finds_its_memory_in_another_language(
    stores: MemoryStores, clock: ManualClock, question: str, content: str
) -> None:
    await fill(stores, clock, ("it", content), ("other", "Weekly team lunch at noon"))
    assert await ids(stores, question) == ["it"]


@pytest.mark.parametrize(
    ("question", "content"),
    [
        ("flight to Mexico City", "Vuelo AM 58 a Ciudad de México el viernes a las 23:55"),
        ("vuelo a México", "Flight AM 58 to Mexico City on Friday 23:55"),
        ("去悉尼的航班", "SQ 221 to Sydney on Wednesday, boarding 21:10"),
        ("flight to London", "Vol easyJet U2 4417 pour Londres dimanche"),
        ("Zug nach München", "Train to Munich on 3 April at 6:50"),
        ("Stromae concert in Geneva", "Concert de Stromae à Genève le 28 mars"),
        ("去巴塞罗那参加婚礼", "Sophie's wedding in Barcelona on June 6"),
    ],
)
async def test_city_or_country_named_in_another_language_finds_the_memory(
    stores: MemoryStores, clock: ManualClock, question: str, content: str
) -> None:
    await fill(stores, clock, ("it", content), ("other", "Dentist appointment on Tuesday"))
    assert await ids(stores, question) == ["it"]


def test_a_city_names_its_country_in_the_index() -> None:
    from datetime import UTC, datetime

    from agent_memory.memory.query import meaning_tokens

    tokens = meaning_tokens("Cena con Lucía en Ciudad de México", written_at=datetime.now(UTC))
    assert {"zsmexico-city", "zsmexico"} <= set(tokens)
    assert all(place.place for place in PLACES)
    assert not any(sense.place for sense in SENSES)


async def test_another_thing_in_the_asked_place_is_not_the_answer(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(stores, clock, ("flight", "Vol easyJet U2 4417 pour Londres dimanche"))
    for question in ("hotel in London", "伦敦的酒店", "restaurant à Londres"):
        assert await ids(stores, question) == []
    assert await ids(stores, "London") == ["flight"]


async def test_the_same_thing_in_another_place_is_not_the_answer(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(stores, clock, ("tgv", "TGV 6612 Lyon Part-Dieu to Paris Gare de Lyon Saturday"))
    assert await ids(stores, "train to Marseille") == []
    assert await ids(stores, "Zug nach Paris") == ["tgv"]
    assert await ids(stores, "vuelo a Madrid") == []


async def test_a_lesson_on_another_instrument_is_not_the_answer(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(stores, clock, ("violin", "Cours de violon de Léa samedi 10h"))
    assert await ids(stores, "piano lesson") == []
    assert await ids(stores, "Klavierstunde") == []
    assert await ids(stores, "Geigenunterricht") == ["violin"]


async def test_memory_answering_exactly_half_of_a_question_is_not_returned(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(stores, clock, ("netflix", "Netflix membership renews on the 10th"))
    # "gym membership": the membership is held, the gym is not; half is not an answer.
    assert await ids(stores, "gym membership") == []
    assert await ids(stores, "Netflix membership") == ["netflix"]


async def test_a_generic_thing_word_beside_a_specific_one_adds_nothing(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(
        stores,
        clock,
        ("parents", "周五下午四点开家长会"),
        ("standup", "Weekly standup meeting moved to 10:30"),
    )
    assert plan_query("parent teacher meeting", local_now=T0).senses == ("parents-evening",)
    assert await ids(stores, "parent teacher meeting") == ["parents"]


async def test_german_compound_in_a_memory_is_read_by_its_parts(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(stores, clock, ("kurs", "Deutschkurs am Dienstag um 18:30 im Goethe-Institut"))
    for question in ("German class", "德语课", "cours d'allemand"):
        assert await ids(stores, question) == ["kurs"]


async def test_a_word_typed_without_its_accents_finds_the_accented_memory(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(stores, clock, ("kine", "Séance de kiné lundi à 12h30"))
    await fill(stores, clock, ("musee", "Billets pour le musée des Confluences"))
    assert await ids(stores, "seance kine") == ["kine"]
    assert await ids(stores, "musee des confluences") == ["musee"]
    # A folded variant never becomes a common word: "the" is not the French "thé".
    assert plan_query("when is the meeting", local_now=T0).senses == ("meeting",)


def test_chinese_expiry_verb_is_kept_whole_and_weighs_little() -> None:
    plan = plan_query("健身卡什么时候到期", local_now=T0)
    assert plan.senses == ("gym",)
    assert plan.terms == ("到期",)


def test_every_lexicon_row_has_words_and_a_unique_name() -> None:
    names = [sense.name for sense in ALL_SENSES]
    duplicated = {name for name in names if names.count(name) > 1}
    # "haircut" was listed twice before this table was split out; one row per meaning now.
    assert duplicated == set()
    assert all(sense.words for sense in ALL_SENSES)
    assert all(word == word.lower() for sense in ALL_SENSES for word in sense.words)


async def test_parking_is_a_thing_and_a_park_in_a_name_is_not_parking(
    stores: MemoryStores, clock: ManualClock
) -> None:
    await fill(
        stores,
        clock,
        ("gym", "Carte Fitness Park valable jusqu'au 15 avril"),
        ("museum", "Musée d'Orsay billets pour samedi 14h"),
        ("garage", "Parkhaus am Bahnhof: 2 Stunden frei"),
    )
    assert await ids(stores, "parking") == ["garage"]
    assert await ids(stores, "停车") == ["garage"]
    assert await ids(stores, "parking ticket") == []  # museum tickets are not a parking fine


def test_every_sense_of_the_earlier_lexicon_is_still_read() -> None:
    """The senses that moved into ``lexicon.py`` from ``query.py`` keep their words."""
    now = T0
    for word, sense in [
        ("parking", "parking"),
        ("停车", "parking"),
        ("stationnement", "parking"),
        ("flight", "flight"),
        ("dentist", "dentist"),
        ("parcel", "parcel"),
    ]:
        assert sense in plan_query(word, local_now=now).senses, word
