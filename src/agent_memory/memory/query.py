"""Query understanding for recall, and the meaning tokens a memory is indexed with.

A recall question is read with the understanding stage (``agent_memory.understanding``), the
same one that reads notifications:

* **Time words** ("tomorrow", "this weekend", "周六", "morgen", "el sábado") are resolved by
  :func:`~agent_memory.understanding.resolve_times` against the recall time in the device's local
  time (``RecallQuery.at``, or the clock's now in the host's zone) and become the *days asked*.
* **Thing words** ("flight", "parcel", "dentist", "快递", "航班", "Paket", "vuelo", "violin
  lesson", "titre de séjour") and **places** ("London", "伦敦", "Ciudad de México") are looked up
  in the lexicon of ``memory/lexicon.py`` (:data:`ALL_SENSES`): each *sense* (``dentist``) may
  belong to a thing kind of ``understanding.things`` (``appointment``) and lists its words in
  English, Chinese, German, French and Spanish. A question in one language finds a memory in
  another through them. One matched phrase is one sense ("entretien annuel" is a review); a
  Latin word matches with or without its accents ("musee"); a Latin word no row holds is read
  by the lexicon words at its start and end (:func:`compound_senses`: "Geigenunterricht" is a
  violin lesson), in any language, since a one-word question seldom shows its language. A
  generic sense beside a specific one of its kind adds nothing and is dropped ("dentist
  appointment" asks about a dentist).
* **Stop words and question words** of those languages ("when", "my", "wann", "quand", "cuándo",
  "什么时候", "我的") are dropped; what is left are the *terms*: whole words of alphabetic
  scripts, and runs of CJK characters. Chinese verbs of ending and arriving ("到期", "送达";
  :data:`CJK_WEAK_WORDS`) are kept whole as terms of low weight before the stop characters
  inside them are cut.

A memory is indexed (``search_text``, ``memory/text.py``) with *meaning tokens* beside its words,
computed once when it is written (:func:`meaning_tokens`):

* ``zs<sense>`` for every sense whose words it contains (a word inside a matched phrase keeps
  its own sense too: "entretien annuel" is also *annual*; a compound is read by its parts; a
  city also names its country), ``zk<kind>`` for the kind of each, and for the kind
  :func:`~agent_memory.understanding.find_thing` names ("UA 857 departs 10:40" is a flight
  with no flight word in it) both ``zk<kind>`` and ``zs<kind>``;
* ``zd<YYYYMMDD>`` for every local day its text names (ranges up to :data:`MAX_RANGE_DAYS`),
  resolved against the time it was written;
* :data:`INDEX_VERSION_TOKEN` last, so rows indexed by an older rule are found and re-indexed
  when a store opens (``RecordStore.open``).

A question's concepts and how each is matched are in :class:`QueryPlan`; scoring is in
``memory/recall.py``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Final

from agent_memory.memory.lexicon import PLACES, SENSES, Sense
from agent_memory.memory.text import fold_accents, index_text, normalize
from agent_memory.understanding import detect_language, find_thing, resolve_times, trie_regex

__all__ = [
    "ALL_SENSES",
    "CJK_WEAK_WORDS",
    "INDEX_VERSION_TOKEN",
    "MAX_MATCH_TOKENS",
    "MAX_RANGE_DAYS",
    "PLACE_NAMES",
    "SENSES",
    "STOP_WORDS",
    "WEAK_WORDS",
    "QueryPlan",
    "Sense",
    "cjk_units",
    "compound_senses",
    "day_token",
    "fold_accents",
    "is_cjk",
    "meaning_tokens",
    "plan_query",
    "plan_words",
    "search_text",
    "stem",
]

INDEX_VERSION_TOKEN: Final = "zv5"  # noqa: S105 - an index token, not a secret
"""Last token of a ``search_text`` built by this rule; rows without it are re-indexed."""
MAX_RANGE_DAYS: Final = 31
"""Most days a range ("next week", "this month") contributes, in a question or a memory."""


ALL_SENSES: Final[tuple[Sense, ...]] = SENSES + PLACES
"""Every row of the recall lexicon (``memory/lexicon.py``): thing senses, then places."""
PLACE_NAMES: Final = frozenset(sense.name for sense in PLACES)
"""Names of the place senses (cities and countries)."""


MAX_MATCH_TOKENS: Final = 48
"""Most index tokens one question sends to FTS5 (terms, senses, kinds, days)."""

_STOP_TEXT: Final = """
    a about am an and any anything are at be been can could did do does doing for from get
    got had has have how i in is it its me my of on or our please show tell that the their
    them there they this to us was we were what whats when where which who why will with
    you your time day date happening happen planned anything something coming up next
    ll re ve much many whose
    der die das den dem des ein eine einen einem mein meine meinen meinem ist sind war wann
    was wo wer wie welche welcher welches um uhr am im zu zum zur für mit von habe hab hat
    haben ich mir mich wir uns gibt es kommt bitte auf an wieviel viel viele welchem welchen
    warum wieso sich nicht noch schon denn mal dann nach bei ins
    le la les l un une des du de d mon ma mes est sont quand quel quelle quels quelles où
    qui que quoi comment à au aux pour avec je j moi nous heure il elle y a ai chez qu ce c n
    combien pourquoi lequel laquelle se ne pas en dans sur par
    el la los las lo un una unos unas mi mis es son está están cuándo cuando qué que dónde
    donde quién cómo a al del de para con yo me nos hora hay llega tengo cuánto cuánta
    cuántos cuántas cuál cuáles se en por sobre
"""
STOP_WORDS: Final = frozenset(_STOP_TEXT.split())
"""Question words, pronouns, articles, auxiliaries and prepositions (en, de, fr, es)."""

_WEAK_TEXT: Final = """
    leave leaving leaves left depart departs departing departure arrive arrives arriving
    arrival come comes coming start starts starting begin begins due expected supposed
    abfahrt ankunft ankommen départ partir part arrivée llegar salir salida llegada sale sal
    fährt geht fliegt kommt
"""
CJK_WEAK_WORDS: Final = frozenset(
    [
        "到期",
        "过期",
        "截止",
        "失效",
        "到达",
        "送达",
        "派送",
        "出发",
        "开始",
        "结束",
        "取消",
        "改期",
        "推迟",
        "提前",
    ]
)
"""Chinese verbs of ending, arriving and changing: terms of low weight like :data:`WEAK_WORDS`,
kept whole before the stop characters inside them (到, 开 ...) are cut from a question."""
WEAK_WORDS: Final = frozenset(_WEAK_TEXT.split()) | CJK_WEAK_WORDS
"""Verbs of coming and going (and their Chinese, :data:`CJK_WEAK_WORDS`): kept as terms, but
weighted low (:data:`recall.WEAK_WEIGHT`)."""

_CJK_STOP: Final = (
    "什么时候|什么|几点钟|几点|几号|哪一天|哪天|哪里|哪儿|在哪|怎么样|怎么|多少钱|多少|请问|告诉我|"
    "星期几|礼拜几|周几|哪个|哪家|哪位|谁|多久|"
    "帮我|查一下|看看|一下|关于|时候|我们|我的|你的|他的|她的|我|你|他|她|的|了|吗|呢|吧|啊|"
    "呀|是|在|有|要|会|去|到|和|跟|还|就|都|这|那|个|么|安排"
)
_CJK_CLASS: Final = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_WORD_RE: Final = re.compile(rf"[{_CJK_CLASS}]+|[^\W{_CJK_CLASS}_]+")
_CJK_RE: Final = re.compile(rf"[{_CJK_CLASS}]")


def is_cjk(word: str) -> bool:
    """Return whether ``word`` starts with a CJK character (Han, Kana, Hangul)."""
    return bool(word) and "\u3040" <= word[0] <= "\ufaff" and bool(_CJK_RE.match(word))


COMPOUND_PART_MIN: Final = 4
"""Fewest letters of a lexicon word found inside a compound (:func:`compound_senses`), and of an
accent-free variant of a lexicon word."""


def _sense_regex() -> tuple[re.Pattern[str], dict[str, Sense]]:
    table: dict[str, Sense] = {}
    for sense in ALL_SENSES:
        for word in sense.words:
            table.setdefault(normalize(word), sense)
    for word, sense in list(table.items()):
        folded = fold_accents(word)  # "musee" typed without its accent, not "the" for "thé"
        if len(folded) >= COMPOUND_PART_MIN and folded not in STOP_WORDS:
            table.setdefault(folded, sense)
    latin = [w for w in table if not is_cjk(w)]
    cjk = [w for w in table if is_cjk(w)]
    parts = [rf"(?<!\w)(?:{trie_regex(latin)})(?:e?s)?(?!\w)", trie_regex(cjk)]
    return re.compile("|".join(parts)), table


_SENSE_RE, _SENSE_OF = _sense_regex()
_LATIN_SENSE_WORDS: Final = tuple(
    sorted(
        (
            (word, sense)
            for word, sense in _SENSE_OF.items()
            if not is_cjk(word) and word.isalpha() and len(word) >= COMPOUND_PART_MIN
        ),
        key=lambda item: len(item[0]),
        reverse=True,
    )
)
_CJK_STOP_RE: Final = re.compile(_CJK_STOP)
_CJK_WEAK_RE: Final = re.compile("|".join(sorted(CJK_WEAK_WORDS, key=len, reverse=True)))


def _lookup(found: str) -> Sense | None:
    sense = _SENSE_OF.get(found)
    if sense is None and found.endswith("es"):
        sense = _SENSE_OF.get(found[:-2])
    if sense is None and found.endswith("s"):
        sense = _SENSE_OF.get(found[:-1])
    return sense


_ES_AFTER: Final = ("sses", "xes", "zes", "ches", "shes")


_NOUN_ENDINGS: Final = ("ation", "ence", "ance", "ment")


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """Return the light stem a Latin word is compared by: one plural or verb ending removed.

    ``ing``, ``ed``, ``s``, ``es`` after s/x/z/ch/sh, and ``ies``/``ied`` (as ``y``) are
    removed, then a noun ending that makes a noun of a verb (``ation``, ``ence``, ``ance``,
    ``ment``) while four letters remain ("preference" and "prefers" are both "prefer",
    "payments" and "pay" both "pay"), then a final ``e``, as long as three letters remain
    ("moved", "moving" and "move" are all "mov"). Words of three letters or fewer are kept
    whole, so "UPS" is never "up" and "bus" never "bu"; CJK text is returned as is. Used on both
    sides of a comparison.
    """
    if is_cjk(word):
        return word
    word = fold_accents(word)
    if len(word) <= 3:
        return word
    out = word
    if out.endswith(("ies", "ied")) and len(out) > 4:
        out = out[:-3] + "y"
    elif out.endswith("ing") and len(out) >= 6:
        out = out[:-3]
    elif (out.endswith("ed") and len(out) >= 5) or out.endswith(
        ("sses", "xes", "zes", "ches", "shes")
    ):
        out = out[:-2]
    elif out.endswith("s") and not out.endswith("ss"):
        out = out[:-1]
    for ending in _NOUN_ENDINGS:
        if out.endswith(ending) and len(out) - len(ending) >= 4:
            out = out[: -len(ending)]
            break
    if out.endswith("e") and len(out) > 3:
        out = out[:-1]
    return out


def search_text(*parts: str | None, written_at: datetime) -> str:
    """Return the ``search_text`` of a memory: its words (``index_text``) and meaning tokens.

    Args:
        parts: Content, subject, entity names, app package ...; ``None`` parts are skipped.
        written_at: When this text was written (aware, UTC in the stores).

    Returns:
        Space-separated tokens ending with :data:`INDEX_VERSION_TOKEN`.
    """
    text = " ".join(p for p in parts if p)
    tokens = [index_text(*parts), *meaning_tokens(text, written_at=written_at), INDEX_VERSION_TOKEN]
    return " ".join(t for t in tokens if t)


def day_token(day: date) -> str:
    """Return the index token of a local day (``zd20261202``)."""
    return f"zd{day:%Y%m%d}"


def _days(start: datetime, end: datetime | None) -> list[date]:
    first = start.date()
    if end is None or end <= start:
        return [first]
    last = end.date()  # a date range's end is its last day ("this weekend": Sat..Sun)
    count = min((last - first).days + 1, MAX_RANGE_DAYS)
    return [first + timedelta(days=i) for i in range(count)]


def meaning_tokens(text: str, *, written_at: datetime) -> list[str]:
    """Return the meaning tokens of a memory's text (see the module docstring).

    Args:
        text: The memory's content, subject and entity names joined.
        written_at: When it was written (aware); relative time words in it ("tomorrow") are
            read against this time in its own offset.

    Returns:
        ``zs``/``zk`` sense and kind tokens, then ``zd`` day tokens, each once, in that order.
    """
    norm = normalize(text)
    out: dict[str, None] = {}
    senses: list[Sense] = []
    rest: list[str] = []
    start = 0
    for found in _SENSE_RE.finditer(norm):
        phrase = found.group(0)
        if (sense := _lookup(phrase)) is not None:
            senses.append(sense)
        if not phrase.isalpha():  # a word inside a matched phrase keeps its own sense
            senses.extend(s for w in _WORD_RE.findall(phrase) if (s := _SENSE_OF.get(w)))
        rest.append(norm[start : found.start()])
        start = found.end()
    rest.append(norm[start:])
    for word in _WORD_RE.findall(" ".join(rest)):
        if not is_cjk(word):  # a compound no row holds is read by its parts
            senses.extend(sense for sense, _ in compound_senses(word))
    for sense in senses:
        out[f"zs{sense.name}"] = None
        if sense.kind:
            out[f"zk{sense.kind}"] = None
        for outer in sense.within:
            out[f"zs{outer}"] = None
    language = detect_language(text)
    try:
        mentions = resolve_times(text, base=written_at, language=language)
    except ValueError:  # pragma: no cover - written_at is always aware here
        mentions = ()
    days = [d for m in mentions for d in _days(m.start, m.end)]
    first = days[0] if days else None
    last = days[-1] if days else None
    thing = find_thing(
        app="",
        title="",
        subtitle="",
        body=text,
        day=first,
        last_day=last,
        base_day=written_at.date(),
    )
    if thing is not None:
        out[f"zk{thing.kind}"] = None
        out[f"zs{thing.kind}"] = None
    for day in days:
        out[day_token(day)] = None
    return list(out)


@dataclass(frozen=True, slots=True)
class QueryPlan:
    """What a recall question asks, as the ranker matches it.

    Attributes:
        text: The question as given.
        language: Its primary language tag (``en``, ``zh``, ``de`` ...).
        terms: Content words left after time, thing, stop and question words (and single
            letters) are taken out (normalized Latin words, CJK runs), in order, without
            repeats, at most 16.
        senses: Thing senses asked about (:data:`SENSES` names), in order.
        kinds: The thing kind of each sense in ``senses`` (``""`` when it has none).
        sense_words: The word as written (normalized) for each sense in ``senses``.
        days: Local days the question's time words name, in order.
        blank: The question has no text at all (nothing is returned for it).
    """

    text: str
    language: str
    terms: tuple[str, ...]
    senses: tuple[str, ...]
    kinds: tuple[str, ...]
    sense_words: tuple[str, ...]
    days: tuple[date, ...]
    blank: bool

    @property
    def empty(self) -> bool:
        """Whether nothing in the question can be matched (no term, thing or day)."""
        return not (self.terms or self.senses or self.days)

    def match_tokens(self) -> list[str]:
        """Return the index tokens that select candidates: terms, CJK pairs, sense and day tokens.

        Latin terms are given whole (FTS5's porter stemmer reads them as it reads the index);
        a CJK run becomes its characters' overlapping pairs, or itself when one character.
        """
        out: dict[str, None] = {}
        for term in self.terms:
            for token in cjk_units(term) if is_cjk(term) else [term]:
                out[token] = None
        for sense in self.senses:
            out[f"zs{sense}"] = None
        for kind in self.kinds:
            if kind:
                out[f"zk{kind}"] = None
        for day in self.days:
            out[day_token(day)] = None
        return list(out)


def plan_words(text: str) -> frozenset[str]:
    """Return the words of ``text`` as a memory's own words are compared with them.

    Latin words as their light :func:`stem`, CJK runs as their overlapping character pairs.
    """
    out: set[str] = set()
    for word in _WORD_RE.findall(normalize(text)):
        if is_cjk(word):
            out.update(cjk_units(word))
        else:
            out.add(stem(word))
    return frozenset(out)


@functools.lru_cache(maxsize=16384)
def compound_senses(word: str) -> tuple[tuple[Sense, str], ...]:
    """Return the senses whose words open or close a compound word, longest words first.

    German (and Dutch, and English now and then) writes a thing and what narrows it as one
    word ("Yogakurs", "Zahnarzttermin", "Geigenunterricht", "Deutschkurs"); a word that is not
    itself in the lexicon is read by its parts: a lexicon word of at least
    :data:`COMPOUND_PART_MIN` letters at its start or its end, with at least three letters
    beside it (a linking ``s``, ``n`` or ``en`` after the first part stays with the rest).
    Applied to questions and memories alike, in every language.

    Args:
        word: One normalized Latin word.

    Returns:
        ``(sense, part)`` pairs, longest part first; empty for a word of fewer than
        ``COMPOUND_PART_MIN + 3`` letters.
    """
    if len(word) < COMPOUND_PART_MIN + 3 or not word.isalpha():
        return ()
    found: list[tuple[Sense, str]] = []
    for part, sense in _COMPOUND_HEADS.get(word[:COMPOUND_PART_MIN], ()):
        if len(word) - len(part) >= 3 and word.startswith(part):
            found.append((sense, part))
    for part, sense in _COMPOUND_TAILS.get(word[-COMPOUND_PART_MIN:], ()):
        if len(word) - len(part) >= 3 and word.endswith(part):
            found.append((sense, part))
    found.sort(key=lambda item: len(item[1]), reverse=True)
    return tuple(found)


def _compound_index(*, tail: bool) -> dict[str, tuple[tuple[str, Sense], ...]]:
    index: dict[str, list[tuple[str, Sense]]] = {}
    for word, sense in _LATIN_SENSE_WORDS:
        key = word[-COMPOUND_PART_MIN:] if tail else word[:COMPOUND_PART_MIN]
        index.setdefault(key, []).append((word, sense))
    return {key: tuple(parts) for key, parts in index.items()}


_COMPOUND_HEADS: Final = _compound_index(tail=False)
_COMPOUND_TAILS: Final = _compound_index(tail=True)


def cjk_units(run: str) -> list[str]:
    """Return the tokens a CJK run is matched by: its overlapping pairs, or itself if single."""
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


def _cut(text: str, spans: Iterable[str]) -> str:
    for span in sorted(spans, key=len, reverse=True):
        if span:
            text = text.replace(span, " ")
    return text


def plan_query(text: str, *, local_now: datetime) -> QueryPlan:
    """Read a recall question.

    Args:
        text: The question, any language, as the user or agent wrote it.
        local_now: The recall time in the device's local time (aware): time words are resolved
            against it ("tomorrow" is the day after its date).

    Returns:
        The :class:`QueryPlan`. Pure: the same text and time give the same plan.
    """
    language = detect_language(text) if text.strip() else "und"
    mentions = resolve_times(text, base=local_now, language=language) if text.strip() else ()
    days = list(dict.fromkeys(d for m in mentions for d in _days(m.start, m.end)))
    rest = normalize(_cut(text, (m.span for m in mentions)))
    senses: dict[str, tuple[str, str]] = {}
    for found in _SENSE_RE.finditer(rest):
        sense = _lookup(found.group(0))
        if sense is not None:
            senses.setdefault(sense.name, (sense.kind, found.group(0)))
    rest = _SENSE_RE.sub(" ", rest)
    weak = _CJK_WEAK_RE.findall(rest)
    rest = _CJK_STOP_RE.sub(" ", _CJK_WEAK_RE.sub(" ", rest))
    terms: dict[str, None] = {}
    for word in _WORD_RE.findall(rest):
        if is_cjk(word) or (word not in STOP_WORDS and (len(word) > 1 or word.isdigit())):
            terms[word] = None
            for sense, part in () if is_cjk(word) else compound_senses(word):
                senses.setdefault(sense.name, (sense.kind, part))
    for word in weak:
        terms[word] = None
    specific = {kind for name, (kind, _) in senses.items() if kind and kind != name}
    for name in specific & set(senses):  # "dentist appointment": the dentist says it all
        if senses[name][0] == name:
            del senses[name]
    return QueryPlan(
        text=text,
        language=language,
        terms=tuple(terms)[:16],
        senses=tuple(senses),
        kinds=tuple(kind for kind, _ in senses.values()),
        sense_words=tuple(word for _, word in senses.values()),
        days=tuple(days[:MAX_RANGE_DAYS]),
        blank=not text.strip(),
    )
