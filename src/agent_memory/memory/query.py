"""Query understanding for recall, and the meaning tokens a memory is indexed with.

A recall question is read with the understanding stage (``agent_memory.understanding``), the
same one that reads notifications:

* **Time words** ("tomorrow", "this weekend", "周六", "morgen", "el sábado") are resolved by
  :func:`~agent_memory.understanding.resolve_times` against the recall time in the device's local
  time (``RecallQuery.at``, or the clock's now in the host's zone) and become the *days asked*.
* **Thing words** ("flight", "parcel", "dentist", "快递", "航班", "Paket", "vuelo") are looked up
  in :data:`SENSES`, a small multilingual lexicon: each *sense* (``dentist``) belongs to a thing
  kind of ``understanding.things`` (``appointment``) and lists its words in English, Chinese,
  German, French and Spanish. A question in one language finds a memory in another through them.
* **Stop words and question words** of those languages ("when", "my", "wann", "quand", "cuándo",
  "什么时候", "我的") are dropped; what is left are the *terms*: whole words of alphabetic
  scripts, and runs of CJK characters.

A memory is indexed (``search_text``, ``memory/text.py``) with *meaning tokens* beside its words,
computed once when it is written (:func:`meaning_tokens`):

* ``zs<sense>`` for every sense whose words it contains, ``zk<kind>`` for the kind of each, and
  for the kind :func:`~agent_memory.understanding.find_thing` names ("UA 857 departs 10:40" is a
  flight with no flight word in it) both ``zk<kind>`` and ``zs<kind>``;
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

from agent_memory.memory.text import index_text, normalize
from agent_memory.understanding import detect_language, find_thing, resolve_times

__all__ = [
    "INDEX_VERSION_TOKEN",
    "MAX_MATCH_TOKENS",
    "MAX_RANGE_DAYS",
    "SENSES",
    "STOP_WORDS",
    "WEAK_WORDS",
    "QueryPlan",
    "Sense",
    "cjk_units",
    "day_token",
    "is_cjk",
    "meaning_tokens",
    "plan_query",
    "plan_words",
    "search_text",
    "stem",
]

INDEX_VERSION_TOKEN: Final = "zv4"  # noqa: S105 - an index token, not a secret
"""Last token of a ``search_text`` built by this rule; rows without it are re-indexed."""
MAX_RANGE_DAYS: Final = 31
"""Most days a range ("next week", "this month") contributes, in a question or a memory."""


@dataclass(frozen=True, slots=True)
class Sense:
    """One thing word across languages.

    Attributes:
        name: ASCII id (``dentist``), used in the token ``zs<name>``.
        kind: The ``understanding.things`` kind it names (``appointment``).
        words: Its words in every language, lower case; a Latin word also matches with a
            trailing ``s``/``es`` (plural), a CJK word anywhere in a run.
    """

    name: str
    kind: str
    words: tuple[str, ...]


def _sense(name: str, kind: str, words: str) -> Sense:
    return Sense(name, kind, tuple(w.strip() for w in words.split("|") if w.strip()))


SENSES: Final[tuple[Sense, ...]] = (
    _sense(
        "flight",
        "flight",
        "flight|plane|airplane|airline|boarding|boarding pass|航班|飞机|机票|登机|起飞|"
        "flug|flugzeug|abflug|boarding|vol|avion|embarquement|vuelo|avión|embarque",
    ),
    _sense("gate", "flight", "gate|登机口|flugsteig|porte d'embarquement|puerta de embarque"),
    _sense(
        "train",
        "train",
        "train|rail|railway|火车|高铁|动车|列车|zug|bahn|gleis|sncf|tgv|tren|renfe",
    ),
    _sense(
        "booking",
        "booking",
        "booking|reservation|check-in|预订|订房|入住|buchung|reservierung|réservation|reserva",
    ),
    _sense("hotel", "booking", "hotel|hostel|酒店|宾馆|旅馆|hôtel"),
    _sense("order", "order", "order|purchase|订单|下单|bestellung|commande|pedido|compra"),
    _sense(
        "parcel",
        "parcel",
        "parcel|package|delivery|shipment|courier|tracking|快递|包裹|快件|运单|物流|"
        "paket|päckchen|sendung|lieferung|colis|livraison|paquete|envío|entrega",
    ),
    _sense(
        "pickup",
        "pickup",
        "pickup|pick up|pick-up|locker|parcel locker|collection point|取件|取件码|驿站|自提|"
        "快递柜|abholung|packstation|abholen|retrait|point relais|recogida|recoger",
    ),
    _sense(
        "appointment",
        "appointment",
        "appointment|预约|挂号|termin|rendez-vous|rdv|cita",
    ),
    _sense(
        "dentist",
        "appointment",
        "dentist|dental|牙医|牙科|看牙|zahnarzt|zahnärztin|dentiste|dentista",
    ),
    _sense(
        "doctor",
        "appointment",
        "doctor|gp|clinic|医生|看病|门诊|医院|arzt|ärztin|praxis|médecin|docteur|médico|doctor",
    ),
    _sense(
        "meeting",
        "meeting",
        "meeting|standup|stand-up|sync|会议|开会|例会|besprechung|meeting|réunion|reunión|junta",
    ),
    _sense(
        "bill",
        "bill",
        "bill|invoice|statement|payment due|账单|缴费|rechnung|facture|factura|recibo",
    ),
    _sense(
        "phone-bill",
        "bill",
        "phone bill|mobile bill|话费|手机费|handyrechnung|facture de téléphone|factura del móvil",
    ),
    _sense(
        "subscription",
        "subscription",
        "subscription|renewal|订阅|续费|会员|abo|abonnement|suscripción",
    ),
    _sense(
        "school",
        "school",
        "school|teacher|field trip|学校|老师|家长会|schule|lehrer|école|maîtresse|escuela|colegio",
    ),
    _sense(
        "parents-evening",
        "school",
        "parent-teacher|parent teacher|parents evening|parents' evening|家长会|elternabend|"
        "réunion parents|reunión de padres",
    ),
    _sense("parking", "", "parking|停车|parken|parkschein|stationnement|aparcamiento"),
    _sense(
        "lesson",
        "",
        "lesson|class|course|课程|上课|课|unterricht|kurs|cours|leçon|clase|curso|lección",
    ),
    _sense("yoga", "", "yoga|瑜伽|pilates|普拉提"),
    _sense("gym", "", "gym|fitness|workout|健身|健身房|fitnessstudio|salle de sport|gimnasio"),
    _sense(
        "swimming",
        "",
        "swimming|swim|游泳|schwimmen|schwimmkurs|natation|piscine|natación|piscina",
    ),
    _sense(
        "haircut",
        "appointment",
        "haircut|hairdresser|barber|理发|剪头发|美发|friseur|haarschnitt|coiffeur|coiffure|"
        "peluquería|peluquero|corte de pelo",
    ),
    _sense("vet", "appointment", "vet|veterinarian|兽医|宠物医院|tierarzt|vétérinaire|veterinario"),
    _sense(
        "pharmacy",
        "",
        "pharmacy|prescription|medicine|药店|药房|处方|apotheke|rezept|medikament|pharmacie|"
        "ordonnance|médicament|farmacia|receta|medicamento",
    ),
    _sense("insurance", "", "insurance|保险|versicherung|assurance|seguro"),
    _sense("shoes", "", "shoes|sneakers|trainers|鞋|跑鞋|schuhe|chaussures|zapatos|zapatillas"),
    _sense("concert", "", "concert|gig|演唱会|音乐会|konzert|concierto"),
    _sense("cinema", "", "movie|film|cinema|电影|kino|cinéma|cine|película"),
    _sense("salary", "", "salary|paycheck|payroll|工资|薪水|gehalt|lohn|salaire|salario|nómina"),
    _sense(
        "tax",
        "",
        "tax|tax return|退税|税|steuer|steuererklärung|impôt|impuesto|hacienda",
    ),
    _sense("rent", "bill", "rent|房租|miete|loyer|alquiler"),
    _sense(
        "electricity",
        "bill",
        "electricity|power bill|电费|strom|stromrechnung|électricité|electricidad|luz",
    ),
    _sense(
        "haircut",
        "appointment",
        "haircut|hairdresser|barber|理发|剪头发|friseur|coiffeur|coiffeuse|peluquería|peluquero",
    ),
    _sense("mother", "", "mom|mum|mother|妈妈|母亲|老妈|mama|mutter|maman|mère|mamá|madre"),
    _sense("father", "", "dad|father|爸爸|父亲|老爸|papa|vater|père|papá|padre"),
    _sense("dinner", "", "dinner|supper|吃饭|晚饭|晚餐|abendessen|dîner|cena|cenar"),
    _sense("birthday", "", "birthday|生日|geburtstag|anniversaire|cumpleaños"),
    # Cities often named in another script than the memory's (place names, not thing kinds).
    _sense("shanghai", "", "shanghai|上海|schanghai"),
    _sense("beijing", "", "beijing|北京|peking|pékin|pekín"),
    _sense("madrid", "", "madrid|马德里"),
    _sense("munich", "", "munich|münchen|慕尼黑|munich"),
    _sense("lisbon", "", "lisbon|lisboa|lisbonne|lissabon|里斯本"),
    _sense("seville", "", "seville|sevilla|séville|塞维利亚"),
    _sense("paris", "", "paris|巴黎|parís"),
    _sense("london", "", "london|伦敦|londres"),
    _sense("berlin", "", "berlin|柏林|berlín"),
    _sense("tokyo", "", "tokyo|东京|tokio|tokio"),
    _sense("new-york", "", "new york|纽约|nueva york|new york city"),
    # Device features a task's goal names (Device Memory), asked in another language than the
    # procedure was written in ("蓝牙怎么打开" for "turn on bluetooth").
    _sense("bluetooth", "", "bluetooth|蓝牙|藍牙"),
    _sense("wifi", "", "wifi|wi-fi|wlan|无线网|无线网络|无线局域网"),
    _sense(
        "airplane-mode",
        "",
        "airplane mode|aeroplane mode|flight mode|飞行模式|flugmodus|mode avion|modo avión",
    ),
    _sense("hotspot", "", "hotspot|tethering|热点|个人热点|point d'accès|punto de acceso"),
    _sense(
        "do-not-disturb",
        "",
        "do not disturb|免打扰|勿扰|nicht stören|ne pas déranger|no molestar",
    ),
    _sense(
        "dark-mode", "", "dark mode|深色模式|暗色模式|夜间模式|dunkelmodus|mode sombre|modo oscuro"
    ),
    _sense(
        "screenshot",
        "",
        "screenshot|截图|截屏|bildschirmfoto|capture d'écran|captura de pantalla",
    ),
    _sense("brightness", "", "brightness|亮度|helligkeit|luminosité|brillo"),
    _sense("volume", "", "volume|音量|lautstärke|volumen"),
    _sense(
        "battery-saver",
        "",
        "battery saver|power saving|low power mode|省电模式|低电量模式|energiesparmodus|"
        "économiseur de batterie|ahorro de batería",
    ),
)
"""The thing-word lexicon (English, Chinese, German, French, Spanish), with family words,
meals, the names of large cities, which a question often gives in another script, and the
device features a Device Memory goal names."""

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
    warum wieso
    le la les l un une des du de d mon ma mes est sont quand quel quelle quels quelles où
    qui que quoi comment à au aux pour avec je j moi nous heure il elle y a ai chez qu ce c n
    combien pourquoi lequel laquelle
    el la los las lo un una unos unas mi mis es son está están cuándo cuando qué que dónde
    donde quién cómo a al del de para con yo me nos hora hay llega tengo cuánto cuánta
    cuántos cuántas cuál cuáles
"""
STOP_WORDS: Final = frozenset(_STOP_TEXT.split())
"""Question words, pronouns, articles, auxiliaries and prepositions (en, de, fr, es)."""

_WEAK_TEXT: Final = """
    leave leaving leaves left depart departs departing departure arrive arrives arriving
    arrival come comes coming start starts starting begin begins due expected supposed
    abfahrt ankunft ankommen départ partir part arrivée llegar salir salida llegada sale sal
    fährt geht fliegt kommt
"""
WEAK_WORDS: Final = frozenset(_WEAK_TEXT.split())
"""Verbs of coming and going: kept as terms, but weighted low (:data:`recall.WEAK_WEIGHT`)."""

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


def _sense_regex() -> tuple[re.Pattern[str], dict[str, Sense]]:
    table: dict[str, Sense] = {}
    for sense in SENSES:
        for word in sense.words:
            table.setdefault(normalize(word), sense)
    latin = sorted((w for w in table if not is_cjk(w)), key=len, reverse=True)
    cjk = sorted((w for w in table if is_cjk(w)), key=len, reverse=True)
    parts = [rf"(?<!\w)(?:{'|'.join(re.escape(w) for w in latin)})(?:e?s)?(?!\w)"]
    parts.append("|".join(re.escape(w) for w in cjk))
    return re.compile("|".join(parts)), table


_SENSE_RE, _SENSE_OF = _sense_regex()
COMPOUND_PART_MIN: Final = 4
"""Fewest letters of a lexicon word found inside a German compound (:func:`_compound_senses`)."""
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
    if len(word) <= 3 or is_cjk(word):
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


def _senses_in(text: str) -> list[Sense]:
    found = (_lookup(m.group(0)) for m in _SENSE_RE.finditer(text))
    return [sense for sense in found if sense is not None]


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
    for sense in _senses_in(norm):
        out[f"zs{sense.name}"] = None
        if sense.kind:
            out[f"zk{sense.kind}"] = None
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


@functools.lru_cache(maxsize=4096)
def _compound_senses(word: str) -> tuple[tuple[Sense, str], ...]:
    """Return the senses whose words open or close a German compound, longest words first.

    German writes a thing and what narrows it as one word ("Yogakurs", "Zahnarzttermin",
    "Paketzustellung"); a question word that is not itself in the lexicon is read by its parts:
    a lexicon word of at least :data:`COMPOUND_PART_MIN` letters at its start or its end, with
    at least three letters beside it (a linking ``s`` or ``n`` after the first part stays with
    the rest).
    """
    found: list[tuple[Sense, str]] = []
    for part, sense in _LATIN_SENSE_WORDS:
        if len(word) - len(part) >= 3 and (word.startswith(part) or word.endswith(part)):
            found.append((sense, part))
    return tuple(found)


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
    rest = _CJK_STOP_RE.sub(" ", rest)
    terms: dict[str, None] = {}
    for word in _WORD_RE.findall(rest):
        if is_cjk(word) or (word not in STOP_WORDS and (len(word) > 1 or word.isdigit())):
            terms[word] = None
            if language == "de" and not is_cjk(word):
                for sense, part in _compound_senses(word):
                    senses.setdefault(sense.name, (sense.kind, part))
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
