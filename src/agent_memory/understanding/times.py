"""Find date and time expressions in notification text and resolve them against the item's time.

A small resolver for the forms notifications actually use, in English, Chinese, German, French,
Spanish, Portuguese, Italian and Dutch: relative days ("tomorrow", "明天", "übermorgen"),
weekdays with their modifiers ("next Tue", "下周二", "vendredi prochain"), parts of the day
("tonight", "下午", "heute Abend"), clock times ("4pm", "14:30", "15 Uhr", "14h30", "下午3点半"),
dates ("Thu 14 May", "5/14", "14.05.", "2026年4月16日"), offsets ("in 2 hours", "2小时后") and
ranges ("2pm-4pm", "14:00–15:30", "until Friday", "下午2点到4点").

The text is scanned once per kind of *atom* (a relative day, a weekday, a date, a part of the day,
a clock time, an offset); atoms that follow each other with only glue between them ("at", "um",
"à", "a las", "的", a comma) form one mention; a range word ("-", "to", "bis", "到") between two
atoms makes the second the mention's end. Everything is resolved against ``base``, the
notification's own local time, never against a clock read here: the same text and base always
give the same answer.

Rules for readings that a text leaves open (documented limits, each pinned by a named test in
``tests/understanding/test_times_limits.py``):

* A bare hour ("at 7", "um 5", "3点") is read as afternoon/evening when it is 1-6, or when the
  text speaks of an evening activity (dinner, drinks, 晚饭, Abendessen, cena); otherwise as
  written. An explicit part of the day ("am", "下午", "de la tarde") always wins.
* A weekday alone ("Friday", "周六") is its next occurrence, today included. "next Friday",
  "下周五", "nächste Woche Freitag" are the Friday of the next ISO week (Monday first), except
  in the Romance languages and German and Dutch, where "vendredi prochain", "el próximo viernes",
  "nächsten Freitag" and "volgende vrijdag" mean the next Friday after today.
* A numeric date "5/6" is month/day in English and Chinese and day/month elsewhere; a part
  larger than 12 settles it. A date without a year is placed in the year that puts it no more
  than 90 days before ``base``.
* A time without a date is on ``base``'s local date.
* An English clock time that has passed ("see you at 7:30" at 9:30) is this evening's, unless
  an app wrote it in the device's format (``device_clock``: a calendar's "11:00" is 11:00).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from zoneinfo import ZoneInfo

from agent_memory.understanding._phrases import word_set

__all__ = ["TimeMention", "resolve_dated", "resolve_times"]


@dataclass(frozen=True, slots=True)
class TimeMention:
    """One date or time expression found in a text, resolved to absolute local time.

    Attributes:
        span: The words as written in the text (a substring of it).
        start: Aware datetime in the item's local time: the zone's offset for that instant when a
            zone was given (DST-correct), otherwise ``base``'s fixed offset. Midnight when only a
            date was said.
        end: The end of a range ("2pm-4pm", "until Friday", "this weekend"), else ``None``.
        has_clock: ``False`` when only a date was said ("Friday", "明天").
    """

    span: str
    start: datetime
    end: datetime | None
    has_clock: bool


# --------------------------------------------------------------------------------------------
# Vocabulary
# --------------------------------------------------------------------------------------------

_CN_DIGIT = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "兩": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_CN_NUM = r"(?:\d{1,2}|[零〇一二两兩三四五六七八九十]{1,3})"


_P_CN_NUMBER = re.compile(
    r"^(?:[一二两兩三四五六七八九]?十[一二三四五六七八九]?|[零〇一二两兩三四五六七八九]{1,2})$"
)


def _number(text: str) -> int:
    """Read an Arabic or Chinese number of up to two digits ("14", "十四", "二十三", "两").

    Returns:
        The value, or -1 for a malformed numeral ("十十"), which every caller rejects.
    """
    if text.isdigit():
        return int(text)
    if not _P_CN_NUMBER.match(text):
        return -1
    if "十" in text:
        tens, _, ones = text.partition("十")
        value = (_CN_DIGIT[tens] if tens else 1) * 10
        return value + (_CN_DIGIT[ones] if ones else 0)
    value = 0
    for char in text:
        value = value * 10 + _CN_DIGIT[char]
    return value


_WORD_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "ten": 10,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "forty-five": 45,
    "ein": 1,
    "eine": 1,
    "einer": 1,
    "einem": 1,
    "zwei": 2,
    "drei": 3,
    "vier": 4,
    "fünf": 5,
    "un": 1,
    "une": 1,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "una": 1,
    "uno": 1,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "um": 1,
    "uma": 1,
    "duas": 2,
    "três": 3,
    "quatro": 4,
    "due": 2,
    "tre": 3,
    "quattro": 4,
    "een": 1,
    "twee": 2,
    "drie": 3,
    "vijf": 5,
    "半": 0,
}

# Weekday names, Monday = 0. "Strong" names are taken alone; "weak" abbreviations only next to a
# date or a clock time ("Do 14.05.", "Sat 9am"), since alone they are ordinary words.
_WEEKDAYS: dict[str, int] = {}
_WEAK_WEEKDAYS: dict[str, int] = {}
for _index, _names in enumerate(
    [
        "monday montag lundi lunes segunda-feira segunda lunedì lunedi maandag",
        "tuesday dienstag mardi martes terça-feira terca-feira terça terca martedì martedi dinsdag",
        "wednesday mittwoch mercredi miércoles miercoles quarta-feira quarta mercoledì mercoledi "
        "woensdag",
        "thursday donnerstag jeudi jueves quinta-feira quinta giovedì giovedi donderdag",
        "friday freitag vendredi viernes sexta-feira sexta venerdì venerdi vrijdag",
        "saturday samstag sonnabend samedi sábado sabado sabato zaterdag",
        "sunday sonntag dimanche domingo domenica zondag",
    ]
):
    for _name in _names.split():
        _WEEKDAYS[_name] = _index
for _index, _names in enumerate(
    [
        "mon mo lun seg ma",
        "tue tues di mar ter",
        "wed mi mer mié mie qua wo",
        "thu thur thurs do jeu jue qui gio",
        "fri fr ven vie sex vr",
        "sat sa sam sáb sab za",
        "sun so dim dom zo",
    ]
):
    for _name in _names.split():
        _WEAK_WEEKDAYS[_name] = _index

_CN_WEEKDAY = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "七": 6}

_MONTHS: dict[str, int] = {}
for _index, _names in enumerate(
    [
        "january jan januar jänner janvier janv enero ene janeiro gennaio gen januari",
        "february feb februar février fevrier févr fevr febrero fevereiro fev febbraio februari",
        "march mar märz maerz mär mars marzo março marco maart mrt",
        "april apr avril avr abril abr aprile",
        "may mai mayo maio maggio mag mei",
        "june jun juni juin junio junho giugno giu",
        "july jul juli juillet juil julio julho luglio lug",
        "august aug août aout agosto ago augustus",
        "september sep sept septembre septiembre setiembre setembro settembre",
        "october oct oktober okt octobre octubre outubro ottobre ott",
        "november nov novembre noviembre novembro",
        "december dec dezember dez décembre decembre déc diciembre dic dezembro dicembre",
    ]
):
    for _name in _names.split():
        _MONTHS[_name] = _index + 1


def _alternation(words: Sequence[str]) -> str:
    """Build a regex alternation, longest first so that "segunda-feira" beats "segunda"."""
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_WD = _alternation(list(_WEEKDAYS))
_WWD = _alternation(list(_WEAK_WEEKDAYS))
_MON = _alternation(list(_MONTHS))

# Parts of the day: name -> (day offset or None, part). Parts: morning, noon, afternoon,
# evening, night, early (small hours).
_PARTS: dict[str, tuple[int | None, str]] = {
    # English
    "morning": (None, "morning"),
    "in the morning": (None, "morning"),
    "this morning": (0, "morning"),
    "afternoon": (None, "afternoon"),
    "this afternoon": (0, "afternoon"),
    "in the afternoon": (None, "afternoon"),
    "evening": (None, "evening"),
    "this evening": (0, "evening"),
    "in the evening": (None, "evening"),
    "night": (None, "night"),
    "tonight": (0, "evening"),
    "tonite": (0, "evening"),
    "tomorrow night": (1, "evening"),
    # German
    "morgens": (None, "morning"),
    "früh": (None, "morning"),
    "vormittag": (None, "morning"),
    "vormittags": (None, "morning"),
    "am vormittag": (None, "morning"),
    "mittags": (None, "noon"),
    "nachmittag": (None, "afternoon"),
    "nachmittags": (None, "afternoon"),
    "am nachmittag": (None, "afternoon"),
    "abend": (None, "evening"),
    "abends": (None, "evening"),
    "am abend": (None, "evening"),
    "heute abend": (0, "evening"),
    "heute nachmittag": (0, "afternoon"),
    "heute früh": (0, "morning"),
    "heute morgen": (0, "morning"),
    "morgen früh": (1, "morning"),
    "nachts": (None, "night"),
    # French
    "matin": (None, "morning"),
    "du matin": (None, "morning"),
    "ce matin": (0, "morning"),
    "après-midi": (None, "afternoon"),
    "apres-midi": (None, "afternoon"),
    "de l'après-midi": (None, "afternoon"),
    "cet après-midi": (0, "afternoon"),
    "soir": (None, "evening"),
    "du soir": (None, "evening"),
    "ce soir": (0, "evening"),
    "nuit": (None, "night"),
    # Spanish ("mañana" alone is "tomorrow")
    "de la mañana": (None, "morning"),
    "por la mañana": (None, "morning"),
    "esta mañana": (0, "morning"),
    "de la tarde": (None, "afternoon"),
    "por la tarde": (None, "afternoon"),
    "esta tarde": (0, "afternoon"),
    "de la noche": (None, "evening"),
    "por la noche": (None, "evening"),
    "esta noche": (0, "evening"),
    # Portuguese
    "da manhã": (None, "morning"),
    "de manhã": (None, "morning"),
    "pela manhã": (None, "morning"),
    "da tarde": (None, "afternoon"),
    "à tarde": (None, "afternoon"),
    "pela tarde": (None, "afternoon"),
    "da noite": (None, "evening"),
    "à noite": (None, "evening"),
    "de noite": (None, "evening"),
    "hoje à noite": (0, "evening"),
    "esta noite": (0, "evening"),
    "hoje de manhã": (0, "morning"),
    "hoje à tarde": (0, "afternoon"),
    # Italian
    "mattina": (None, "morning"),
    "mattino": (None, "morning"),
    "di mattina": (None, "morning"),
    "stamattina": (0, "morning"),
    "pomeriggio": (None, "afternoon"),
    "oggi pomeriggio": (0, "afternoon"),
    "sera": (None, "evening"),
    "di sera": (None, "evening"),
    "stasera": (0, "evening"),
    "notte": (None, "night"),
    "stanotte": (0, "night"),
    # Dutch
    "ochtend": (None, "morning"),
    "'s ochtends": (None, "morning"),
    "vanochtend": (0, "morning"),
    "vanmorgen": (0, "morning"),
    "middag": (None, "afternoon"),
    "'s middags": (None, "afternoon"),
    "vanmiddag": (0, "afternoon"),
    "avond": (None, "evening"),
    "'s avonds": (None, "evening"),
    "vanavond": (0, "evening"),
    "vannacht": (0, "night"),
    # Chinese
    "凌晨": (None, "early"),
    "早上": (None, "morning"),
    "早晨": (None, "morning"),
    "清晨": (None, "morning"),
    "上午": (None, "morning"),
    "中午": (None, "noon"),
    "午间": (None, "noon"),
    "下午": (None, "afternoon"),
    "傍晚": (None, "evening"),
    "晚上": (None, "evening"),
    "晚间": (None, "evening"),
    "夜里": (None, "night"),
    "夜间": (None, "night"),
    "今晚": (0, "evening"),
    "今夜": (0, "evening"),
    "今早": (0, "morning"),
    "明晚": (1, "evening"),
    "明早": (1, "morning"),
    "早": (None, "morning"),
    "晚": (None, "evening"),
    # Japanese
    "午前": (None, "morning"),
    "午後": (None, "afternoon"),
    "朝": (None, "morning"),
    "夕方": (None, "evening"),
    "夜": (None, "evening"),
    "今晩": (0, "evening"),
    "今朝": (0, "morning"),
    "明朝": (1, "morning"),
}
_CJK_PARTS = {k for k in _PARTS if not k.isascii() and re.search(r"[\u4e00-\u9fff]", k)}
_LATIN_PARTS = [k for k in _PARTS if k not in _CJK_PARTS]

# Relative days: word -> day offset.
_REL_DAYS: dict[str, int] = {
    "today": 0,
    "tomorrow": 1,
    "tmrw": 1,
    "tmr": 1,
    "tomorow": 1,
    "2morrow": 1,
    "yesterday": -1,
    "the day after tomorrow": 2,
    "day after tomorrow": 2,
    "heute": 0,
    "morgen": 1,
    "übermorgen": 2,
    "gestern": -1,
    "aujourd'hui": 0,
    "aujourd’hui": 0,
    "demain": 1,
    "après-demain": 2,
    "apres-demain": 2,
    "hier": -1,
    "hoy": 0,
    "mañana": 1,
    "manana": 1,
    "pasado mañana": 2,
    "ayer": -1,
    "hoje": 0,
    "amanhã": 1,
    "amanha": 1,
    "depois de amanhã": 2,
    "ontem": -1,
    "oggi": 0,
    "domani": 1,
    "dopodomani": 2,
    "ieri": -1,
    "vandaag": 0,
    "overmorgen": 2,
    "gisteren": -1,
    "今天": 0,
    "今日": 0,
    "明天": 1,
    "明日": 1,
    "后天": 2,
    "後天": 2,
    "大后天": 3,
    "大後天": 3,
    "昨天": -1,
    "前天": -2,
    "明後日": 2,
    "あした": 1,
    "あす": 1,
    "きょう": 0,
    "本日": 0,
    "翌日": 1,
    "昨日": -1,
}

_NEXT_WORDS = {
    "next",
    "nächsten",
    "nächste",
    "naechsten",
    "prochain",
    "prochaine",
    "próximo",
    "proximo",
    "próxima",
    "proxima",
    "el próximo",
    "el proximo",
    "la próxima",
    "na próxima",
    "prossimo",
    "prossima",
    "volgende",
    "que viene",
    "que vem",
}
_THIS_WORDS = {
    "this",
    "this coming",
    "coming",
    "on",
    "kommenden",
    "kommende",
    "diesen",
    "am",
    "ce",
    "este",
    "esta",
    "el",
    "nesta",
    "neste",
    "na",
    "no",
    "questo",
    "questa",
    "deze",
    "komende",
    "aanstaande",
    "a",
    "op",
}
# Languages in which "next <weekday>" means the weekday of the next week rather than the next
# weekday after today.
_NEXT_WEEK_WORDS = {"next"}

_EVENING_CONTEXT = re.compile(
    r"\b(?:dinner|supper|drinks|happy hour|party|movie|concert|show|pub|bar|date night|"
    r"tonight|evening|"
    r"abendessen|abends?|dîner|diner|soirée|apéro|cena|cenar|jantar|janta|aperitivo|festa|"
    r"fiesta|borrel|avondeten|etentje)\b|晚饭|晚餐|晚上|聚餐|喝酒|电影"
)

# --------------------------------------------------------------------------------------------
# Atoms
# --------------------------------------------------------------------------------------------


@dataclass(slots=True)
class _Atom:
    start: int
    end: int
    kind: str  # "day" | "weekday" | "weakday" | "date" | "part" | "clock" | "offset" | "span"
    day: Callable[[date], date] | None = None
    part: str | None = None
    part_day: int | None = None
    hour: int | None = None
    minute: int = 0
    meridiem: str | None = None  # "am" | "pm"
    bare: bool = False  # an hour written without minutes or am/pm ("at 7")
    colon: bool = False  # "7:30" with no am/pm: 24-hour outside English
    unit: bool = False  # "7 Uhr", "7 uur", "7h": evening by context, never by the 1-6 rule
    joins_prev: bool = False  # the end of a range found whole ("2-4pm", "zwischen 10 und 14")
    rank: int = 0  # lower wins among atoms of equal length
    delta: timedelta | None = None
    delta_has_clock: bool = False
    end_day: Callable[[date], date] | None = None  # for "this weekend", "next week"
    end_hour: int | None = None
    end_minute: int = 0
    end_meridiem: str | None = None


@dataclass(slots=True)
class _Segment:
    atoms: list[_Atom] = field(default_factory=list)


def _shift(days: int) -> Callable[[date], date]:
    return lambda d: d + timedelta(days=days)


def _upcoming(weekday: int, *, strictly: bool = False) -> Callable[[date], date]:
    def resolve(d: date) -> date:
        ahead = (weekday - d.weekday()) % 7
        if ahead == 0 and strictly:
            ahead = 7
        return d + timedelta(days=ahead)

    return resolve


def _next_week(weekday: int) -> Callable[[date], date]:
    return lambda d: d - timedelta(days=d.weekday()) + timedelta(days=7 + weekday)


def _this_week(weekday: int) -> Callable[[date], date]:
    return lambda d: d - timedelta(days=d.weekday()) + timedelta(days=weekday)


def _week_after(weeks: int, weekday: int) -> Callable[[date], date]:
    return lambda d: d - timedelta(days=d.weekday()) + timedelta(days=7 * weeks + weekday)


def _place_year(month: int, day: int, year: int | None) -> Callable[[date], date]:
    def resolve(d: date) -> date:
        if year is not None and _valid(year, month, day):
            return date(year, month, day)
        candidate = date(d.year, month, day) if _valid(d.year, month, day) else None
        if candidate is None or candidate < d - timedelta(days=90):
            for y in (d.year + 1, d.year + 2, d.year + 3, d.year + 4):
                if _valid(y, month, day):
                    return date(y, month, day)
        if candidate is None:  # pragma: no cover - every month/day exists within four years
            raise ValueError("no such date")
        return candidate

    return resolve


def _day_of_month(day: int) -> Callable[[date], date]:
    def resolve(d: date) -> date:
        if day >= d.day - 3 and _valid(d.year, d.month, day):
            return date(d.year, d.month, day)
        year, month = (d.year + 1, 1) if d.month == 12 else (d.year, d.month + 1)
        while not _valid(year, month, day):
            year, month = (year + 1, 1) if month == 12 else (year, month + 1)
        return date(year, month, day)

    return resolve


def _valid(year: int, month: int, day: int) -> bool:
    try:
        date(year, month, day)
    except ValueError:
        return False
    return True


def _year(text: str | None) -> int | None:
    if not text:
        return None
    value = int(text)
    return value + 2000 if value < 100 else value


_AMPM = r"(?P<ap>a\.?\s?m\.?|p\.?\s?m\.?)(?![a-z])"

_P_REL = re.compile(
    r"(?<![\w])(?P<w>" + _alternation([w for w in _REL_DAYS if w.isascii() or " " in w]) + ")"
    r"(?![\w])|(?P<c>" + _alternation([w for w in _REL_DAYS if not w.isascii()]) + ")"
)
_P_PART = re.compile(
    r"(?<![\w'])(?P<w>" + _alternation(_LATIN_PARTS) + r")(?![\w-])"
    r"|(?P<c>" + _alternation(sorted(_CJK_PARTS)) + ")"
)
_MODS = _alternation(sorted(_NEXT_WORDS | _THIS_WORDS))
_P_WEEKDAY = re.compile(
    r"(?<![\w])(?:(?P<pre>" + _MODS + r")\s+)?(?P<wd>" + _WD + r")(?![\w])"
    r"(?:\s+(?P<post>prochain|prochaine|que viene|que vem|prossimo|prossima|próximo|proximo))?"
)
_P_WEAKDAY = re.compile(r"(?<![\w])(?:(?P<pre>" + _MODS + r")\s+)?(?P<wd>" + _WWD + r")\.?(?![\w])")
_P_CN_WEEKDAY = re.compile(
    r"(?P<pre>下下个?|下个?|这个?|這個?|本|上个?)?(?:周|週|星期|礼拜|禮拜)(?P<wd>[一二三四五六日天七])"
    r"|(?P<jpre>再来週|来週|今週)?の?(?P<jwd>[月火水木金土日])曜(?:日)?"
)
_P_WEEKEND = re.compile(
    r"(?<![\w])(?P<pre>this|next|the|ce|le|el|este|o|neste|questo|il|dit|dieses|nächstes|"
    r"das|am|prochain)?\s*(?P<w>weekend|week-end|wochenende|fin de semana|fim de semana|"
    r"fine settimana)(?:\s+(?P<post>prochain|que viene|que vem|prossimo))?(?![\w])"
    r"|(?P<cpre>下个?|这个?|本)?(?P<c>周末|週末)"
)
_P_WEEK = re.compile(
    r"(?<![\w])(?:next week|nächste woche|nächsten woche|la semaine prochaine|"
    r"la próxima semana|la semana que viene|próxima semana|semana que vem|"
    r"la prossima settimana|settimana prossima|volgende week)(?![\w])"
    r"|(?P<c>下周|下週|下星期|下个星期|下個星期|下礼拜|下个礼拜|来週)(?![一二三四五六日天七月火水木金土])"
)
_P_DATE_DM = re.compile(
    r"(?<![\w])(?:(?P<d0>\d{1,2})(?:st|nd|rd|th|er|º|°)?\.?\s*(?:[-–]|to|bis|au|al|a)\s*)?"
    r"(?P<d>\d{1,2})(?:st|nd|rd|th|er|º|°)?\.?\s*(?:de\s+|of\s+)?(?P<m>" + _MON + r")"
    r"\.?(?![\w])(?:,?\s*(?:de\s+)?(?P<y>\d{4})(?!\s*[:h]\d))?"
)
_P_DATE_MD = re.compile(
    r"(?<![\w])(?P<m>" + _MON + r")\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?(?![\d:\w])(?!\.\d)"
    r"(?:\s*[-–]\s*(?P<d2>\d{1,2})(?![\d:\w]))?(?:,?\s*(?P<y>\d{4})(?![:h]\d))?"
)
_P_DATE_ISO = re.compile(r"(?<![\d])(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})(?![\d])")
_P_DATE_CN = re.compile(
    r"(?:(?P<y>\d{4})\s*年\s*)?(?P<m>" + _CN_NUM + r")\s*月\s*(?P<d>" + _CN_NUM + r")\s*[日号號]?"
)
_P_DAY_CN = re.compile(
    r"(?<![\d月])(?P<d>\d{1,2}|[一二三四五六七八九十]{1,3})\s*[号號日]"
    r"(?![线線楼樓门門厅廳口馆館位床窗柜櫃车車桌台会會室房层層栋棟院码碼机機箱格])"
)
_P_DATE_SLASH = re.compile(
    r"(?<![\d/.:])(?P<a>\d{1,2})/(?P<b>\d{1,2})(?:/(?P<y>\d{4}|\d{2}))?(?![\d/])"
)
_P_DATE_DOT = re.compile(r"(?<![\d.:])(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{4}|\d{2})?(?![\d])")
_P_CLOCK = re.compile(
    r"(?<![\d:.])(?P<h>[01]?\d|2[0-3])\s?(?:[:：]|h(?=\d))\s?(?P<mi>[0-5]\d)(?![\d])"
    r"(?::[0-5]\d)?(?:\s*" + _AMPM + r"|\s*(?P<uhr>uhr|h|hrs|horas|hs|ore|uur)(?![\w]))?"
)
_P_CLOCK_DOT = re.compile(
    r"(?<![\d.:])(?P<h>[01]?\d|2[0-3])\.(?P<mi>[0-5]\d)\s*(?:uhr|h|hrs|ore|uur)(?![\w])"
    r"|(?<![\w])(?:um|alle|ore|om|at|às|as|a las|à)\s+(?P<h2>[01]?\d|2[0-3])\.(?P<mi2>[0-5]\d)"
    r"(?![\d])"
)
_P_CLOCK_AMPM = re.compile(r"(?<![\d:.])(?P<h>1[0-2]|0?[1-9])\s*" + _AMPM)
_P_CLOCK_UHR = re.compile(
    r"(?<![\d:.])(?P<h>[01]?\d|2[0-3])\s*(?:uhr|h|heures?|hs|horas|uur)(?![\w])"
    r"(?:\s*(?P<mi>[0-5]\d)(?![\d]))?"
)
_P_WD_DAY = re.compile(
    r"(?<![\w])(?:" + _WD + r"|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?,?\s+(?:the\s+)?"
    r"(?P<d>\d{1,2})"
    r"(?:st|nd|rd|th|er|º)?(?![\d:./h]|\s*(?:h|uhr|am|pm|a\.m|p\.m|uur|heures?)\b)"
    r"(?!\s*(?:de\s+|of\s+)?(?:" + _MON + r")\b)"
)
_P_CLOCK_AT = re.compile(
    r"(?<![\w])(?:at|around|by|um|gegen|ab|à|vers|a las|a la|hacia|às|as|pelas|alle|alle ore|"
    r"verso|om|rond|tegen|@)\s+(?P<h>[01]?\d|2[0-3])(?![\d:/]|[.,]\d)(?:\s*o'?clock)?"
    r"(?!\s*(?:%|min|mins|minutes|minuten|minutos|minuti|km|mi|miles|stops|people|persons|"
    r"personen|personnes|personas|pessoas|persone|euro|eur|€|\$|usd|gbp|°|degrees|grad|x)\b)"
)
_P_CLOCK_OCLOCK = re.compile(r"(?<![\d:.])(?P<h>1[0-2]|0?[1-9])\s*o'?clock")
_P_NOON = re.compile(
    r"(?<![\w])(?P<noon>noon|midday|mittag|midi|mediodía|mediodia|meio-dia|mezzogiorno)(?![\w])"
    r"|(?<![\w])(?P<mid>midnight|mitternacht|minuit|medianoche|meia-noite|mezzanotte|"
    r"middernacht)(?![\w])"
)
_P_CLOCK_CN = re.compile(
    r"(?P<h>" + _CN_NUM + r")\s*[点點时時](?!钟头)"
    r"(?:(?P<half>半)|(?P<q1>一刻)|(?P<q3>三刻)|(?P<mi>" + _CN_NUM + r"|[0-5]\d)\s*分?)?"
)
_UNITS = {
    "minute": (
        "min",
        "mins",
        "minute",
        "minutes",
        "minuten",
        "minuto",
        "minutos",
        "minuti",
        "minuut",
        "分钟",
        "分鐘",
    ),
    "hour": (
        "h",
        "hr",
        "hrs",
        "hour",
        "hours",
        "stunde",
        "stunden",
        "heure",
        "heures",
        "hora",
        "horas",
        "ora",
        "ore",
        "uur",
        "小时",
        "个小时",
        "個小時",
        "小時",
        "钟头",
        "个钟头",
    ),
    "day": (
        "day",
        "days",
        "tag",
        "tagen",
        "tage",
        "jour",
        "jours",
        "día",
        "días",
        "dia",
        "dias",
        "giorno",
        "giorni",
        "dag",
        "dagen",
        "天",
    ),
    "week": (
        "week",
        "weeks",
        "woche",
        "wochen",
        "semaine",
        "semaines",
        "semana",
        "semanas",
        "settimana",
        "settimane",
        "weken",
        "周",
        "星期",
        "个星期",
        "個星期",
    ),
}
_UNIT_OF = {word: unit for unit, words in _UNITS.items() for word in words}


def _is_cjk(word: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in word)


_NUMWORDS = _alternation([w for w in _WORD_NUMBERS if w.isascii() or w in "ü"] + ["fünf"])
_P_OFFSET = re.compile(
    r"(?<![\w])(?:in|within|dans|en|em|tra|fra|over|daqui a|dentro de)\s+"
    r"(?:(?P<half>half an?)\s+hour|(?P<n>\d{1,3}|"
    + _NUMWORDS
    + r")\s*(?P<u>"
    + _alternation([w for w in _UNIT_OF if not _is_cjk(w)])
    + r"))(?![\w])"
)
_P_OFFSET_CN = re.compile(
    r"(?P<n>\d{1,3}|[一二两三四五六七八九十]{1,3}|半)\s*(?P<u>"
    + _alternation([w for w in _UNIT_OF if _is_cjk(w)])
    + r")\s*(?:之?后|以后|後|以後)"
)
_P_TOKEN = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
_STRONG_WEAK_PRE = frozenset({"this", "on", "coming", "this coming"}) | _NEXT_WORDS
# English abbreviations that are no other common word ("See you Thu!"); "mon", "wed", "sat",
# "sun" and the two-letter ones stay weak (a word of their own, or "mon" in French).
_UNAMBIGUOUS_ABBR = frozenset({"tue", "tues", "thu", "thur", "thurs", "fri"})
_P_DIGIT = re.compile(r"\d")
_P_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def _tokens(phrases: object) -> frozenset[str]:
    """Every word of the given phrases (dict keys or strings), for the cheap gates."""
    out: set[str] = set()
    for phrase in phrases:  # type: ignore[attr-defined]
        out.update(_P_TOKEN.findall(str(phrase)))
    return frozenset(out)


_REL_TOKENS = _tokens(_REL_DAYS)
_PART_TOKENS = _tokens(_PARTS)
_SPAN_TOKENS = word_set(
    "weekend week-end wochenende fin fim fine settimana week woche semaine semana month monat "
    "mois mes mês mese maand"
)
_ORDINAL_TOKENS = word_set("st nd rd th dia día le er")
_RANGE_TOKENS = word_set(
    "between zwischen entre tra fra tussen from von vom de des das dalle van dès to and und bis "
    "et a y e às as alle tot en till until"
)
_WD_DAY_TOKENS = frozenset(_WEEKDAYS) | word_set("mon tue tues wed thu thur thurs fri sat sun")
_AT_TOKENS = word_set(
    "at around by um gegen ab à vers a las la hacia às as pelas alle ore verso om rond tegen"
)
_OFFSET_TOKENS = word_set("in within dans en em tra fra over daqui dentro")
_NOON_TOKENS = word_set(
    "noon midday mittag midi mediodía mediodia meio-dia mezzogiorno midnight mitternacht "
    "minuit medianoche meia-noite mezzanotte middernacht"
)
_P_MOVED_FROM = re.compile(
    r"(?:moved|rescheduled|changed|pushed|postponed|shifted|verschoben|verlegt|geändert|"
    r"déplacée?|reportée?|modifiée?|cambiad[oa]|movid[oa]|aplazad[oa]|alterad[oa]|"
    r"remarcad[oa]|spostat[oa]|verplaatst|改)\s*(?:\w+\s+){0,2}(?:from|von|de|du|da|dalle|van|从)"
)
_P_SERA_BEFORE = re.compile(r"(?:domani|di|la|questa|ieri|venerdì|sabato|domenica)\s+$")
_A_BIT_BEFORE = frozenset("快早晚多少慢好大小有差轻高低长短近远些再等")
_P_MONTH = re.compile(
    r"(?<![\w])(?:next month|nächsten monat|le mois prochain|el (?:próximo|proximo) mes|"
    r"el mes que viene|(?:o )?(?:próximo|proximo) mês|(?:o )?mês que vem|il mese prossimo|"
    r"il prossimo mese|volgende maand)(?![\w])|下个月|下個月|下月"
)
_P_ORDINAL_DAY = re.compile(
    r"(?<![\w])(?:the\s+)(?P<d>\d{1,2})(?:st|nd|rd|th)(?![\w])"
    r"|(?<![\w])(?:el día|el dia|no dia|dia|día|le)\s+(?P<d2>\d{1,2})(?:er)?(?![\w/.:,-])"
    r"(?!\s*(?:h|uhr|heures?|horas|de\s|d')\b)"
)
_P_DATE_DASH = re.compile(r"(?<![\d-])(?P<d>\d{1,2})-(?P<m>0\d|1[0-2])(?:-(?P<y>\d{4}))?(?![\d-])")
_P_CLOCK_RANGE = re.compile(
    r"(?<![\w:./-])(?:(?P<lead>between|zwischen|entre|tra le|fra le|tussen|from|von|vom|de|des|"
    r"das|dalle|van|dès)\s+(?:(?:las?|les?|os|as|ore)\s+)?)?"
    r"(?P<h1>[01]?\d|2[0-3])(?:[:.h](?P<m1>[0-5]\d))?\s*(?P<a1>a\.?m\.?|p\.?m\.?|uhr|h|"
    r"heures?|uur)?(?![\w])\s*"
    r"(?P<sep>-|–|—|~|to|and|und|bis|et|à|a|y|e|às|as|alle|tot|en|till|until)\s*"
    r"(?:(?:las?|les?|os|as)\s+)?"
    r"(?P<h2>[01]?\d|2[0-3])(?:[:.h](?P<m2>[0-5]\d))?(?:\s*(?P<a2>a\.?m\.?|p\.?m\.?|uhr|h|"
    r"heures?|uur|hs|horas))?(?![\w:/-])(?!\.\d)"
)
_P_CLOCK_WORDS = re.compile(
    r"(?<![\w])(?P<lead>half past|quarter past|quarter after|quarter to|quarter of|halb|"
    r"viertel nach|viertel vor|dreiviertel)\s+(?P<h>1[0-2]|[1-9]|eins|zwei|drei|vier|fünf|sechs|"
    r"sieben|acht|neun|zehn|elf|zwölf)(?![\w:.])"
    r"|(?<![\w:.])(?P<h2>1[0-2]|[1-9])\s*(?:h|heures?)?\s*(?P<tail>et demie|et quart|"
    r"moins le quart|y media|y cuarto|menos cuarto|e meia|e um quarto|e mezza|e mezzo|"
    r"e un quarto|meno un quarto)(?![\w])"
)
_P_CN_CLOCK_AHEAD = re.compile(r"\s*" + _CN_NUM + r"\s*[点點时時]")


_JA_WEEKDAY = {"月": 0, "火": 1, "水": 2, "木": 3, "金": 4, "土": 5, "日": 6}
_JA_PRE = {"再来週": "下下", "来週": "下", "今週": "本"}


def _cn_weekday_atom(m: re.Match[str]) -> _Atom:
    if m.group("jwd"):
        wd = _JA_WEEKDAY[m.group("jwd")]
        pre = _JA_PRE.get(m.group("jpre") or "", "")
    else:
        wd = _CN_WEEKDAY[m.group("wd")]
        pre = m.group("pre") or ""
    if pre.startswith("下下"):
        day = _week_after(2, wd)
    elif pre.startswith("下"):
        day = _next_week(wd)
    elif pre.startswith(("这", "這", "本")):
        day = _this_week(wd)
    elif pre.startswith("上"):
        day = _week_after(-1, wd)
    else:
        day = _upcoming(wd)
    return _Atom(m.start(), m.end(), "weekday", day=day)


def _weekday_atom(m: re.Match[str], names: dict[str, int]) -> _Atom:
    wd = names[m.group("wd")]
    pre = (m.group("pre") or "").strip()
    post = m.groupdict().get("post")
    start = m.start()
    if pre in _NEXT_WEEK_WORDS:
        day = _next_week(wd)
    elif pre in _NEXT_WORDS or post:
        day = _upcoming(wd, strictly=True)
    else:
        day = _upcoming(wd)
        if pre in _THIS_WORDS and pre not in {"this", "coming", "this coming"}:
            start = m.start("wd")  # "on", "am", "el" are glue, not part of the expression
    return _Atom(start, m.end(), "weekday", day=day)


def _meridiem(text: str | None) -> str | None:
    if not text:
        return None
    return "am" if text[0] == "a" else "pm"


def _scan(text: str, low: str, language: str | None) -> list[_Atom]:
    """Find every atom in ``low`` (the lower-cased text), overlapping ones included."""
    atoms: list[_Atom] = []
    add = atoms.append
    words = set(_P_TOKEN.findall(low))
    digit = _P_DIGIT.search(low) is not None
    cjk = _P_CJK.search(low) is not None
    dash = "-" in low or "–" in low or "—" in low or "~" in low
    for m in _P_REL.finditer(low) if cjk or not words.isdisjoint(_REL_TOKENS) else ():
        word = m.group("w") or m.group("c")
        if word in {"morgen"}:
            before = low[max(0, m.start() - 7) : m.start()]
            if re.search(r"(?:guten|am|jeden|den|diesen|heute)\s+$", before):
                continue
        if word in {"mañana", "manana"}:
            before = low[max(0, m.start() - 8) : m.start()]
            if re.search(r"(?:la|esta|cada|por)\s+$", before):
                continue
        add(_Atom(m.start(), m.end(), "day", day=_shift(_REL_DAYS[word])))
    for m in _P_PART.finditer(low) if cjk or not words.isdisjoint(_PART_TOKENS) else ():
        word = m.group("w") or m.group("c")
        offset, part = _PARTS[word]
        if word == "sera" and language != "it" and not _P_SERA_BEFORE.search(low, 0, m.start()):
            continue  # French "sera" is "will be"
        if word in {"早", "晚", "朝", "夜"} and not _P_CN_CLOCK_AHEAD.match(low, m.end()):
            continue  # "早" / "晚" alone are a part of the day only before a clock ("晚8点")
        add(_Atom(m.start(), m.end(), "part", part=part, part_day=offset))
    for m in _P_WEEKDAY.finditer(low) if not words.isdisjoint(_WEEKDAYS) else ():
        add(_weekday_atom(m, _WEEKDAYS))
    for m in _P_WEAKDAY.finditer(low) if not words.isdisjoint(_WEAK_WEEKDAYS) else ():
        atom = _weekday_atom(m, _WEAK_WEEKDAYS)
        strong = (m.group("pre") or "").strip() in _STRONG_WEAK_PRE
        atom.kind = "weekday" if strong or m.group("wd") in _UNAMBIGUOUS_ABBR else "weakday"
        add(atom)
    for m in _P_CN_WEEKDAY.finditer(low) if cjk else ():
        add(_cn_weekday_atom(m))
    for m in _P_WEEKEND.finditer(low) if cjk or not words.isdisjoint(_SPAN_TOKENS) else ():
        pre = (m.group("pre") or m.group("cpre") or "").strip()
        nxt = pre in {"next", "nächstes", "下", "下个", "prochain"} or bool(m.group("post"))
        weeks = 1 if nxt else 0
        add(
            _Atom(
                m.start() if pre else m.start("w") if m.group("w") else m.start("c"),
                m.end(),
                "span",
                day=_weekend(weeks, 0),
                end_day=_weekend(weeks, 1),
            )
        )
    for m in _P_MONTH.finditer(low) if cjk or not words.isdisjoint(_SPAN_TOKENS) else ():
        add(_Atom(m.start(), m.end(), "span", day=_next_month(0), end_day=_next_month(-1)))
    for m in (
        _P_ORDINAL_DAY.finditer(low) if digit and not words.isdisjoint(_ORDINAL_TOKENS) else ()
    ):
        if m.group("d2") and m.group(0).startswith("le") and language != "fr":
            continue
        d = int(m.group("d") or m.group("d2"))
        if 1 <= d <= 31:
            add(_Atom(m.start(), m.end(), "date", day=_day_of_month(d)))
    if language not in {None, "en", "zh", "ja"}:
        for m in _P_DATE_DASH.finditer(low) if digit and "-" in low else ():
            d, mo = int(m.group("d")), int(m.group("m"))
            if _valid(2024, mo, d):
                y = _year(m.group("y"))
                add(_Atom(m.start(), m.end(), "date", day=_place_year(mo, d, y)))
    for m in (
        _P_CLOCK_RANGE.finditer(low)
        if digit and (dash or not words.isdisjoint(_RANGE_TOKENS))
        else ()
    ):
        _clock_range(m, add)
    for m in _P_CLOCK_WORDS.finditer(low) if digit or "halb" in words else ():
        _clock_words(m, add)
    for m in _P_WEEK.finditer(low) if cjk or not words.isdisjoint(_SPAN_TOKENS) else ():
        add(_Atom(m.start(), m.end(), "span", day=_week_after(1, 0), end_day=_week_after(1, 6)))
    for m in _P_DATE_DM.finditer(low) if digit and not words.isdisjoint(_MONTHS) else ():
        d, mo = int(m.group("d")), _MONTHS[m.group("m")]
        first = int(m.group("d0")) if m.group("d0") else None
        _add_date(add, m, mo, first if first else d, d if first else None, m.group("y"))
    for m in _P_DATE_MD.finditer(low) if digit and not words.isdisjoint(_MONTHS) else ():
        d, mo = int(m.group("d")), _MONTHS[m.group("m")]
        last = int(m.group("d2")) if m.group("d2") else None
        _add_date(add, m, mo, d, last, m.group("y"))
    for m in _P_DATE_ISO.finditer(low) if digit and (dash or "/" in low or "." in low) else ():
        y, mo, d = int(m.group("y")), int(m.group("m")), int(m.group("d"))
        if 1990 <= y <= 2100 and _valid(y, mo, d):
            add(_Atom(m.start(), m.end(), "date", day=_place_year(mo, d, y)))
    for m in _P_DATE_CN.finditer(low) if cjk else ():
        mo, d = _number(m.group("m")), _number(m.group("d"))
        if _valid(2024, mo, d):
            add(_Atom(m.start(), m.end(), "date", day=_place_year(mo, d, _year(m.group("y")))))
    for m in _P_DAY_CN.finditer(low) if cjk else ():
        d = _number(m.group("d"))
        if 1 <= d <= 31:
            add(_Atom(m.start(), m.end(), "date", day=_day_of_month(d)))
    month_first = language in {None, "en", "zh", "ja"}
    for m in _P_DATE_SLASH.finditer(low) if digit and "/" in low else ():
        a, b = int(m.group("a")), int(m.group("b"))
        if (a, b) == (24, 7):
            continue
        mo, d = (a, b) if month_first else (b, a)
        if mo > 12 and d <= 12:
            mo, d = d, mo
        if _valid(2024, mo, d):
            add(_Atom(m.start(), m.end(), "date", day=_place_year(mo, d, _year(m.group("y")))))
    for m in _P_DATE_DOT.finditer(low) if digit and "." in low else ():
        d, mo = int(m.group("d")), int(m.group("m"))
        if _valid(2024, mo, d):
            add(_Atom(m.start(), m.end(), "date", day=_place_year(mo, d, _year(m.group("y")))))
    for m in _P_CLOCK.finditer(low) if digit and (":" in low or "：" in low or "h" in low) else ():
        add(
            _Atom(
                m.start(),
                m.end(),
                "clock",
                hour=int(m.group("h")),
                minute=int(m.group("mi")),
                meridiem=_meridiem(m.group("ap")),
                colon=not m.group("ap") and not m.group("h").startswith("0"),
            )
        )
    for m in _P_CLOCK_DOT.finditer(low) if digit and "." in low else ():
        h = m.group("h") or m.group("h2")
        mi = m.group("mi") or m.group("mi2")
        add(_Atom(m.start(), m.end(), "clock", hour=int(h), minute=int(mi), colon=True))
    for m in _P_CLOCK_AMPM.finditer(low) if digit and "m" in low else ():
        add(_Atom(m.start(), m.end(), "clock", hour=int(m.group("h")), meridiem=_meridiem(m["ap"])))
    for m in _P_CLOCK_UHR.finditer(low) if digit and ("h" in low or "uur" in low) else ():
        add(
            _Atom(
                m.start(),
                m.end(),
                "clock",
                hour=int(m.group("h")),
                minute=int(m.group("mi") or 0),
                unit=not m.group("mi") and not m.group("h").startswith("0"),
            )
        )
    for m in _P_WD_DAY.finditer(low) if digit and not words.isdisjoint(_WD_DAY_TOKENS) else ():
        d = int(m.group("d"))
        if 1 <= d <= 31:
            add(_Atom(m.start(), m.end(), "date", day=_day_of_month(d)))
    for m in (
        _P_CLOCK_AT.finditer(low)
        if digit and ("@" in low or not words.isdisjoint(_AT_TOKENS))
        else ()
    ):
        add(_Atom(m.start("h"), m.end(), "clock", hour=int(m.group("h")), bare=True))
    for m in _P_CLOCK_OCLOCK.finditer(low) if digit and "clock" in low else ():
        add(_Atom(m.start(), m.end(), "clock", hour=int(m.group("h")), bare=True))
    for m in _P_NOON.finditer(low) if not words.isdisjoint(_NOON_TOKENS) else ():
        hour = 12 if m.group("noon") else 0
        atom = _Atom(m.start(), m.end(), "clock", hour=hour, meridiem="noon")
        if m.group("mid"):
            atom.meridiem = "midnight"
        add(atom)
    for m in _P_CLOCK_CN.finditer(low) if cjk else ():
        if m.group("h") == "一" and m.start() > 0 and low[m.start() - 1] in _A_BIT_BEFORE:
            continue  # "快一点", "早一点": "a bit", not one o'clock
        if m.group("h").isdigit() and m.start() > 0 and low[m.start() - 1] in "第":
            continue
        h = _number(m.group("h"))
        if not 0 <= h <= 24:
            continue
        if m.group("half"):
            mi = 30
        elif m.group("q1"):
            mi = 15
        elif m.group("q3"):
            mi = 45
        elif m.group("mi"):
            mi = _number(m.group("mi"))
        else:
            mi = 0
        if not 0 <= mi <= 59:
            continue
        add(_Atom(m.start(), m.end(), "clock", hour=h % 24, minute=mi, bare=True))
    for m in (
        _P_OFFSET.finditer(low)
        if not words.isdisjoint(_OFFSET_TOKENS) and (digit or not words.isdisjoint(_WORD_NUMBERS))
        else ()
    ):
        if m.group("half"):
            delta, unit = timedelta(minutes=30), "minute"
        else:
            n_text = m.group("n")
            n = int(n_text) if n_text.isdigit() else _WORD_NUMBERS[n_text]
            unit = _UNIT_OF[m.group("u")]
            delta = _delta(n, unit)
        add(
            _Atom(
                m.start(),
                m.end(),
                "offset",
                delta=delta,
                delta_has_clock=unit in {"minute", "hour"},
            )
        )
    for m in _P_OFFSET_CN.finditer(low) if cjk else ():
        unit = _UNIT_OF[m.group("u")]
        n_text = m.group("n")
        if n_text != "半" and _number(n_text) < 0:
            continue
        delta = _delta(1, unit) / 2 if n_text == "半" else _delta(_number(n_text), unit)
        add(
            _Atom(
                m.start(),
                m.end(),
                "offset",
                delta=delta,
                delta_has_clock=unit in {"minute", "hour"},
            )
        )
    return atoms


def _add_date(
    add: Callable[[_Atom], None],
    m: re.Match[str],
    month: int,
    day: int,
    last: int | None,
    year: str | None,
) -> None:
    """Add a date atom, with an end when a day range was written ("May 3-6", "3–6 de mayo")."""
    if not (1 <= day <= 31 and _valid(2024, month, day)):
        return
    atom = _Atom(m.start(), m.end(), "date", day=_place_year(month, day, _year(year)))
    if last is not None and day < last <= 31 and _valid(2024, month, last):
        atom.end_day = _place_year(month, last, _year(year))
    add(atom)


def _weekend(weeks: int, offset: int) -> Callable[[date], date]:
    """Saturday (offset 0) or Sunday (1) of the coming weekend; said on Sunday, the next one."""

    def resolve(d: date) -> date:
        ahead = (5 - d.weekday()) % 7
        if d.weekday() == 6:
            ahead = 6
        return d + timedelta(days=ahead + 7 * weeks + offset)

    return resolve


def _next_month(which: int) -> Callable[[date], date]:
    """First day (0) or last day (-1) of the month after ``d``'s."""

    def resolve(d: date) -> date:
        year, month = (d.year + 1, 1) if d.month == 12 else (d.year, d.month + 1)
        first = date(year, month, 1)
        if which == 0:
            return first
        following = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)
        return following - timedelta(days=1)

    return resolve


def _meridiem_of(text: str | None) -> str | None:
    if not text:
        return None
    if text[0] == "a":
        return "am"
    if text[0] == "p":
        return "pm"
    return None


def _clock_range(m: re.Match[str], add: Callable[[_Atom], None]) -> None:
    """Two atoms for "2-4pm", "9:00 AM – 10:00 AM", "zwischen 10 und 14 Uhr", "de 9 a 14h"."""
    lead, a1, a2, sep = m.group("lead"), m.group("a1"), m.group("a2"), m.group("sep")
    m1, m2 = m.group("m1"), m.group("m2")
    if not (lead or a2 or (m1 and m2)):
        return
    if sep in {"and", "und", "et", "y", "e", "en", "a"} and not lead:
        return
    h1, h2 = int(m.group("h1")), int(m.group("h2"))
    ap1, ap2 = _meridiem_of(a1), _meridiem_of(a2)
    if ap1 is None and ap2 is not None and not a1 and h1 <= 12 and h2 <= 12:
        ap1 = ap2 if h1 <= h2 or h2 == 12 else ("am" if ap2 == "pm" else "pm")
    unit1 = bool(a1) and ap1 is None  # "14h", "10 Uhr"
    unit2 = bool(a2) and ap2 is None
    start = _Atom(
        m.start(),
        m.start("sep") if m.group("sep") else m.end("h1"),
        "clock",
        hour=h1,
        minute=int(m1 or 0),
        meridiem=ap1,
        bare=not m1 and not ap1 and not unit1 and not unit2,
        colon=bool(m1) and not ap1,
        rank=-1,
    )
    end = _Atom(
        m.start("sep"),
        m.end(),
        "clock",
        hour=h2,
        minute=int(m2 or 0),
        meridiem=ap2,
        bare=not m2 and not ap2 and not unit2,
        colon=bool(m2) and not ap2,
        joins_prev=True,
        rank=-1,
    )
    add(start)
    add(end)


_GERMAN_NUMBERS: tuple[str, ...] = (
    "eins",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
)
_GERMAN_NUMBERS += ("zehn", "elf", "zwölf")
_GERMAN_HOURS = {w: i + 1 for i, w in enumerate(_GERMAN_NUMBERS)}
_HALF_WORDS = {"half past": 30, "quarter past": 15, "quarter after": 15}


def _clock_words(m: re.Match[str], add: Callable[[_Atom], None]) -> None:
    """ "half past 3", "quarter to 5", "halb 8", "viertel nach 3", "8 y media", "8h et demie"."""
    raw = m.group("h") or m.group("h2")
    h = int(raw) if raw.isdigit() else _GERMAN_HOURS[raw]
    lead = (m.group("lead") or "").replace("  ", " ")
    tail = m.group("tail") or ""
    minute = 0
    if lead in {"half past", "quarter past", "quarter after"}:
        minute = _HALF_WORDS[lead]
    elif lead in {"quarter to", "quarter of", "viertel vor", "dreiviertel"}:
        h, minute = h - 1, 45
    elif lead == "halb":
        h, minute = h - 1, 30
    elif lead == "viertel nach":
        minute = 15
    elif tail:
        if "quart" in tail or "cuarto" in tail or "quarto" in tail:
            minute = 45 if ("moins" in tail or "menos" in tail or "meno" in tail) else 15
            if minute == 45:
                h -= 1
        else:
            minute = 30
    if h < 0:
        h += 12
    add(_Atom(m.start(), m.end(), "clock", hour=h, minute=minute, bare=True))


def _delta(n: int, unit: str) -> timedelta:
    if unit == "minute":
        return timedelta(minutes=n)
    if unit == "hour":
        return timedelta(hours=n)
    if unit == "day":
        return timedelta(days=n)
    return timedelta(weeks=n)


_PRIORITY = {
    "offset": 0,
    "span": 1,
    "date": 2,
    "clock": 3,
    "day": 4,
    "weekday": 5,
    "part": 6,
    "weakday": 7,
}


def _select(atoms: list[_Atom]) -> list[_Atom]:
    """Keep the longest atoms that do not overlap, left to right."""
    atoms.sort(key=lambda a: (a.start, -(a.end - a.start), _PRIORITY[a.kind]))
    chosen: list[_Atom] = []
    taken: list[tuple[int, int]] = []
    for atom in sorted(
        atoms, key=lambda a: (-(a.end - a.start), a.rank, _PRIORITY[a.kind], a.start)
    ):
        if any(atom.start < e and s < atom.end for s, e in taken):
            continue
        taken.append((atom.start, atom.end))
        chosen.append(atom)
    chosen.sort(key=lambda a: a.start)
    return chosen


_GLUE = re.compile(
    r"^(?:[\s,·•|/]|at|on|the|um|am|den|der|à|a|le|las|la|el|de|del|às|as|alle|ore|om|op|by|"
    r"before|after|vor|avant|antes de|antes das|prima delle|voor|uiterlijk|gegen|vers|"
    r"（|）|，|、|の|[（(][月火水木金土日][）)]|"
    r"around|from|von|vom|du|des|dès|ab|starting|beginning|,|的|在|于|於|\(|\))*$"
)
_RANGE = re.compile(
    r"^\s*(?:[-–—~～]|to|till|until|through|bis|à|au|a|al|hasta|até|ate|às|as|fino a|alle|"
    r"tot|t/m|到|至)\s*$"
)


def _gap_kind(text: str) -> str | None:
    if _GLUE.match(text):
        return "glue"
    if _RANGE.match(text):
        return "range"
    if len(text) <= 12:
        stripped = text.strip(" ,")
        lead = re.match(r"^(?:from|von|de|du|da|dalle|van)?\s*$", stripped)
        if lead:
            return "glue"
    return None


def _group(
    text: str, atoms: list[_Atom], base_day: date
) -> list[tuple[list[_Atom], list[_Atom], int, int]]:
    """Join neighbouring atoms into mentions: (start atoms, end atoms, span start, span end)."""
    groups: list[tuple[list[_Atom], list[_Atom], int, int]] = []
    current: tuple[list[_Atom], list[_Atom], int, int] | None = None
    for atom in atoms:
        if current is not None:
            first, second, s, e = current
            gap = text[e : atom.start]
            if atom.joins_prev and not second and len(gap) <= 9:
                second.append(atom)
                current = (first, second, s, atom.end)
                continue
            kind = _gap_kind(gap) if len(gap) <= 16 else None
            target = second if second else first
            if kind == "glue" and _fits(target, atom):
                target.append(atom)
                current = (first, second, s, atom.end)
                continue
            if kind == "glue" and _RANGE.match(gap):
                kind = "range"
            if kind == "range" and not second and _range_fits(first, atom):
                second.append(atom)
                current = (first, second, s, atom.end)
                continue
            if (
                kind is None
                and not second
                and atom.kind == "clock"
                and _P_SHORT_GAP.match(gap)
                and {a.kind for a in first} <= {"day", "date", "weekday", "part"}
                and not {a.kind for a in first} <= {"part"}
                and not any(a.day is not None and a.day(base_day) < base_day for a in first)
            ):
                first.append(atom)  # "Sunday brunch at 11", "Jul 4 fireworks at 9pm"
                current = (first, second, s, atom.end)
                continue
            groups.append(current)
        current = ([atom], [], atom.start, atom.end)
    if current is not None:
        groups.append(current)
    return groups


_DAYISH = frozenset({"day", "date", "weekday", "weakday", "span"})
_P_SHORT_GAP = re.compile(
    r"^\s*[^\W\d]+(?:\s+[^\W\d]+)?\s*$|^[\u4e00-\u9fff，,\s]{1,6}$"
    r"|^\s*[^\W\d]+\s+[^\W\d]+\s+(?:at|um|à|às|as|alle|om|a las|a la|around|by)\s*$"
)


def _fits(atoms: list[_Atom], atom: _Atom) -> bool:
    kinds = {a.kind for a in atoms}
    if atom.kind in {"offset"} or "offset" in kinds:
        return False
    if atom.kind == "clock":
        return "clock" not in kinds
    if atom.kind == "part":
        return "part" not in kinds and not ("clock" in kinds and _has_meridiem(atoms))
    if atom.kind in {"day", "date", "weekday", "weakday", "span"}:
        dayish = kinds & {"day", "date", "span"}
        if atom.kind in {"weekday", "weakday"}:
            return not (kinds & {"weekday", "weakday", "day", "span"})
        if atom.kind == "date":
            return not (kinds & {"date", "span"})  # "tomorrow, Sep 4": the date wins
        return not dayish and not (kinds & {"weekday", "weakday"})
    return False


def _has_meridiem(atoms: list[_Atom]) -> bool:
    return any(a.kind == "clock" and a.meridiem for a in atoms)


def _range_fits(first: list[_Atom], atom: _Atom) -> bool:
    kinds = {a.kind for a in first}
    if atom.kind == "clock":
        return "clock" in kinds
    if atom.kind in {"date", "weekday", "day"}:
        return bool(kinds & {"date", "weekday", "day"}) and "clock" not in kinds
    return False


def _hour24(atom: _Atom, part: str | None, evening: bool, english: bool) -> int:
    assert atom.hour is not None
    h = atom.hour
    if atom.meridiem == "pm":
        return h + 12 if h < 12 else h
    if atom.meridiem == "am":
        return 0 if h == 12 else h
    if atom.meridiem in {"noon", "midnight"}:
        return h
    if part in {"afternoon", "evening"}:
        return h + 12 if h < 12 else h
    if part == "night":
        return h + 12 if 6 <= h < 12 else h
    if part == "noon":
        return h + 12 if 1 <= h <= 3 else h
    if part in {"morning", "early"}:
        return 0 if h == 12 and part == "early" else h
    if atom.bare and 1 <= h <= 11 and (h <= 6 or evening):
        return h + 12
    if atom.unit and 1 <= h <= 11 and evening:
        return h + 12
    if atom.colon and english and 1 <= h <= 11 and (evening or h <= 5):
        return h + 12  # English "5:30" with no am/pm: afternoon unless said otherwise
    return h


def _resolve_part(
    atoms: list[_Atom],
    base_day: date,
    evening: bool,
    inherit_day: date | None,
    inherit_part: str | None,
    base_time: tuple[int, int] | None = None,
    english: bool = False,
) -> tuple[date, int | None, int, str | None, bool, date | None]:
    """Resolve one side of a mention: (date, hour or None, minute, part, day said, span end)."""
    day: date | None = None
    end_day: date | None = None
    part: str | None = None
    clock: _Atom | None = None
    for atom in atoms:
        if atom.kind in {"date", "day", "span"} or (
            atom.kind in {"weekday", "weakday"} and day is None
        ):
            assert atom.day is not None
            if atom.kind in {"weekday", "weakday"} or day is None or atom.kind == "date":
                day = atom.day(base_day)
            if atom.end_day is not None:
                end_day = atom.end_day(base_day)
        elif atom.kind == "part":
            part = atom.part
            if atom.part_day is not None and day is None:
                day = base_day + timedelta(days=atom.part_day)
        elif atom.kind == "clock":
            clock = atom
    # a weekday next to an absolute date is only a check of it: the date wins
    dates = [a for a in atoms if a.kind == "date"]
    if dates:
        assert dates[0].day is not None
        day = dates[0].day(base_day)
    said = day is not None
    if day is None:
        day = inherit_day if inherit_day is not None else base_day
    if part is None:
        part = inherit_part
    if clock is None:
        return day, None, 0, part, said, end_day
    hour = _hour24(clock, part, evening, english)
    if (
        not said
        and inherit_day is None
        and (clock.bare or clock.unit or (clock.colon and english))
        and part is None
        and hour < 12
        and base_time is not None
        and (hour, clock.minute) < base_time
        and hour + 12 > base_time[0]
    ):
        hour += 12  # "see you at 7" said at 9:30 in the morning: this evening
    if clock.meridiem == "midnight":
        day = day + timedelta(days=1)
    return day, hour, clock.minute, part, said, end_day


def _attach(day: date, hour: int, minute: int, base: datetime, zone: tzinfo | None) -> datetime:
    naive = datetime.combine(day, time(hour % 24, minute))
    if hour >= 24:
        naive += timedelta(days=1)
    return naive.replace(tzinfo=zone if zone is not None else base.tzinfo)


def resolve_times(
    text: str,
    *,
    base: datetime,
    language: str | None = None,
    zone: ZoneInfo | None = None,
) -> tuple[TimeMention, ...]:
    """Find every date and time expression in ``text`` and resolve it against ``base``.

    Args:
        text: Notification text (title, subtitle or body; any language).
        base: The notification's own local time, aware: ``received_at`` plus its UTC offset, or
            in the configured device zone. Never a clock read: the same text and base always give
            the same mentions.
        language: Primary language tag when known ("en", "zh", "de", ...); it settles whether
            "5/6" is month/day (en, zh, ja) or day/month (all others). ``None`` reads month/day.
        zone: The IANA zone of ``base`` when known; then wall-clock results carry the zone
            (DST-correct offsets) and offsets ("in 2 hours") are added on the UTC timeline.

    Returns:
        Mentions in the order they appear in ``text``, each with its span as written, an aware
        start in local time and, for ranges, an end. An empty tuple when the text names no time.

    Raises:
        ValueError: ``base`` is naive.
    """
    return tuple(m for m, _said in resolve_dated(text, base=base, language=language, zone=zone))


def resolve_dated(
    text: str,
    *,
    base: datetime,
    language: str | None = None,
    zone: ZoneInfo | None = None,
    device_clock: bool = False,
) -> list[tuple[TimeMention, bool]]:
    """Resolve like :func:`resolve_times`, telling for each mention whether it said a date.

    Args:
        text: As for :func:`resolve_times`.
        base: As for :func:`resolve_times`.
        language: As for :func:`resolve_times`.
        zone: As for :func:`resolve_times`.
        device_clock: The text's clock times were written by an app in the device's format
            (a calendar's "11:00, video call"): a 12-hour locale writes "11:00 AM", so an
            ``HH:MM`` without one is 24-hour and never moved to the evening, as a person's
            "see you at 7:30" is.

    Returns:
        ``(mention, date_said)`` pairs in text order; ``date_said`` is ``False`` for a clock time
        alone ("14:30", "下午3点"), whose date is ``base``'s.

    Raises:
        ValueError: ``base`` is naive.
    """
    if base.tzinfo is None or base.utcoffset() is None:
        raise ValueError("base must be an aware datetime (the item's local time with its offset)")
    if zone is not None:
        base = base.astimezone(zone)
    low = text.lower()
    if len(low) != len(text):  # a few characters change length when lower-cased
        low = "".join(c.lower()[:1] or c for c in text)
    atoms = _select(_scan(text, low, language))
    if not atoms:
        return []
    evening = bool(_EVENING_CONTEXT.search(low))
    # English people write "7:30" for the evening; an app's clock says "PM" when it means it.
    english = language in {None, "en"} and not device_clock
    base_day = base.date()
    mentions: list[tuple[TimeMention, bool]] = []
    for first, second, s, e in _group(low, atoms, base_day):
        kinds = {a.kind for a in first}
        if kinds == {"weakday"} and not second:
            continue  # "Sa" or "mar" alone is a word, not a day
        if kinds == {"part"} and all(a.part_day is None for a in first) and not second:
            continue  # "morning" alone names no day
        span = text[s:e]
        if "offset" in kinds:
            delta = first[0].delta
            assert delta is not None
            start = (base.astimezone(UTC) + delta).astimezone(zone or base.tzinfo)
            if not first[0].delta_has_clock:
                start = _attach(start.date(), 0, 0, base, zone)
            mentions.append((TimeMention(span, start, None, first[0].delta_has_clock), True))
            continue
        if second and not _DAYISH & {a.kind for a in first}:
            moved = [a for a in second if a.kind in _DAYISH]
            if moved and any(a.kind == "clock" for a in second):
                first = first + moved
                second = [a for a in second if a.kind not in _DAYISH]
        if second and _P_MOVED_FROM.search(low, max(0, s - 40), s + 6):
            # "moved from 2pm to 4pm": two times, the old and the new, not a range
            for side in (first, second):
                a, b = side[0].start, side[-1].end
                mentions.extend(resolve_dated(text[a:b], base=base, language=language, zone=zone))
            continue
        day, hour, minute, part, said, span_end = _resolve_part(
            first, base_day, evening, None, None, (base.hour, base.minute), english
        )
        has_clock = hour is not None
        start = _attach(day, hour if hour is not None else 0, minute, base, zone)
        end: datetime | None = None
        if second:
            end_day, end_hour, end_minute, _p, end_said, _ = _resolve_part(
                second, base_day, evening, day, part, None, english
            )
            if end_hour is not None and hour is not None and not end_said:
                if (end_hour, end_minute) <= (hour, minute) and end_hour < 12 and hour < 12:
                    end_hour += 12  # "2-4pm" style left the meridiem off one side
                elif (end_hour, end_minute) <= (hour, minute):
                    end_day = end_day + timedelta(days=1)
            end = _attach(end_day, end_hour if end_hour is not None else 0, end_minute, base, zone)
        elif span_end is not None:
            end = _attach(span_end, 0, 0, base, zone)
        mentions.append((TimeMention(span, start, end, has_clock), said or end is not None))
    _untils(text, low, mentions, base)
    _carry_dates(text, mentions, base, zone)
    return mentions


def _carry_dates(
    text: str, mentions: list[tuple[TimeMention, bool]], base: datetime, zone: tzinfo | None
) -> None:
    """Give a lone clock the date said next to it in the same sentence, in place.

    "您预订的5月15日CA1501航班……将于08:30起飞", "Flight TP1351 departs 09:40 ... on May 3" and
    "¿Vienen el domingo a comer? A las 2" name one moment: the clock takes the future date said
    (with or without its own clock: "明天下午3点开会，15:00签到") just before it (within 60
    characters, the same sentence or the question before it), else the one just after it
    (within 40 characters, the same sentence). A past date ("your order of 5/2 was delivered
    at 3pm") lends no day.
    """
    positions: list[int] = []
    cursor = 0
    for mention, _said in mentions:
        pos = text.find(mention.span, cursor)
        if pos < 0:
            pos = text.find(mention.span)
        positions.append(pos)
        cursor = max(cursor, pos + len(mention.span))
    dates = [
        (positions[i], positions[i] + len(m.span), m.start.date())
        for i, (m, said) in enumerate(mentions)
        if said and (m.end is None or m.has_clock) and m.start.date() >= base.date()
    ]
    if not dates:
        return
    for index, (mention, said) in enumerate(mentions):
        if said or not mention.has_clock:
            continue
        pos = positions[index]
        day: date | None = None
        before = [d for d in dates if d[1] <= pos]
        after = [d for d in dates if d[0] >= pos + len(mention.span)]
        if before:
            gap = text[before[-1][1] : pos]
            if len(gap) <= 60 and not _P_SENTENCE_END.search(gap):
                day = before[-1][2]
            elif len(gap) <= 40 and not _P_STATEMENT_END.search(gap):
                day = before[-1][2]  # "¿Vienen el domingo a comer? A las 2"
        if day is None and after:
            gap = text[pos + len(mention.span) : after[0][0]]
            if len(gap) <= 40 and not _P_SENTENCE_END.search(gap):
                day = after[0][2]
        if day is None:
            continue
        start = mention.start
        new_start = _attach(day, start.hour, start.minute, base, zone)
        new_end = None if mention.end is None else new_start + (mention.end - mention.start)
        mentions[index] = (TimeMention(mention.span, new_start, new_end, True), True)


_P_STATEMENT_END = re.compile(r"[.;。；\n]")
_P_SENTENCE_END = re.compile(r"[.!?。！？；;\n]\s|[。！？；\n]")


def _untils(text: str, low: str, mentions: list[tuple[TimeMention, bool]], base: datetime) -> None:
    """Turn "until Friday" / "bis Freitag" / "截止到周五" into a range from ``base``, in place."""
    for index, (mention, said) in enumerate(mentions):
        pos = text.find(mention.span)
        before = low[max(0, pos - 14) : pos]
        m = _P_UNTIL_BEFORE.search(before)
        if m and mention.end is None:
            span = text[pos - (len(before) - m.start()) : pos + len(mention.span)]
            mentions[index] = (TimeMention(span, base, mention.start, mention.has_clock), said)


_P_UNTIL_BEFORE = re.compile(
    r"(?:until|till|through|bis|jusqu'à|jusqu'au|jusqu’à|hasta|hasta el|até|fino a|entro|tot|"
    r"截止到|截止|直到)\s*(?:the|zum|zur|le|el|a|o)?\s*$"
)
