"""Recognise an explicit routine ("every Monday", "每周一", "weekdays") and normalize it.

Normalized forms (a small subset of iCalendar RRULE, RFC 5545 section 3.3.10, written short):

* ``daily``
* ``weekly:MO`` / ``weekly:MO,WE,FR`` (two-letter RFC 5545 weekday codes, Monday first)
* ``monthly`` / ``monthly:15`` (day of month when said)
* ``yearly``
"""

from __future__ import annotations

import re

from agent_memory.understanding._phrases import word_set

__all__ = ["find_recurrence"]

_CODES = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")

_DAY_NAMES: dict[str, int] = {}
for _i, _names in enumerate(
    [
        "monday mondays montag montags lundi lundis lunes segunda segundas lunedì lunedi maandag",
        "tuesday tuesdays dienstag dienstags mardi mardis martes terça terças terca martedì "
        "martedi dinsdag",
        "wednesday wednesdays mittwoch mittwochs mercredi mercredis miércoles miercoles quarta "
        "quartas mercoledì mercoledi woensdag",
        "thursday thursdays donnerstag donnerstags jeudi jeudis jueves quinta quintas giovedì "
        "giovedi donderdag",
        "friday fridays freitag freitags vendredi vendredis viernes sexta sextas venerdì "
        "venerdi vrijdag",
        "saturday saturdays samstag samstags samedi samedis sábado sábados sabado sabato zaterdag",
        "sunday sundays sonntag sonntags dimanche dimanches domingo domingos domenica zondag",
    ]
):
    for _n in _names.split():
        _DAY_NAMES[_n] = _i

_DAYS = "|".join(sorted(_DAY_NAMES, key=len, reverse=True))
_EVERY = (
    r"every|each|jeden|jede|jedes|tous les|toutes les|chaque|todos los|todas las|cada|"
    r"todas as|todos os|ogni|tutti i|tutte le|elke|iedere"
)
_P_WEEKLY = re.compile(
    r"(?<![\w])(?:" + _EVERY + r")\s+(?P<d>(?:" + _DAYS + r")(?:(?:\s*,\s*|\s+(?:and|und|et|y|e|"
    r"en)\s+)(?:" + _DAYS + r"))*)(?![\w])"
    r"|(?<![\w])(?P<pl>mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|montags|"
    r"dienstags|mittwochs|donnerstags|freitags|samstags|sonntags)(?![\w])",
    re.I,
)
_P_WEEKLY_CN = re.compile(
    r"(?:每|每个|每個)(?:周|週|星期|礼拜|禮拜)(?P<d>[一二三四五六日天](?:[、和,，][一二三四五六日天])*)"
)
_CN_DAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_P_WEEKDAYS = re.compile(
    r"(?<![\w])(?:weekdays|every weekday|on weekdays|mon(?:day)?\s*[-–]\s*fri(?:day)?|"
    r"werktags|wochentags|montags bis freitags|en semaine|du lundi au vendredi|"
    r"de lunes a viernes|entre semana|dias úteis|de segunda a sexta|nei giorni feriali|"
    r"dal lunedì al venerdì|doordeweeks|op werkdagen)(?![\w])"
    r"|工作日|周一至周五|周一到周五|每个工作日",
    re.I,
)
_P_DAILY = re.compile(
    r"(?<![\w])(?:daily|every day|each day|every morning|every evening|every night|täglich|"
    r"jeden tag|jeden morgen|jeden abend|tous les jours|chaque jour|chaque matin|chaque soir|"
    r"todos los días|cada día|diariamente|todos os dias|ogni giorno|ogni mattina|ogni sera|"
    r"tutti i giorni|elke dag|dagelijks|elke ochtend|elke avond)(?![\w])|每天|每日|每晚|每早|天天",
    re.I,
)
_P_MONTHLY = re.compile(
    r"(?<![\w])(?:monthly|every month|each month|monatlich|jeden monat|chaque mois|"
    r"tous les mois|mensuel(?:le)?|mensual(?:mente)?|cada mes|todos los meses|mensal(?:mente)?|"
    r"todo mês|todos os meses|mensile|ogni mese|maandelijks|elke maand)(?![\w])|每月|每个月",
    re.I,
)
_P_MONTH_DAY = re.compile(
    r"(?:on the|am|le|el|no dia|il|op de)\s+(?P<d>\d{1,2})(?:st|nd|rd|th|\.|er|º)?"
    r"|每月\s*(?P<c>\d{1,2})\s*[日号]",
    re.I,
)
_P_YEARLY = re.compile(
    r"(?<![\w])(?:yearly|annually|every year|each year|jährlich|jedes jahr|chaque année|"
    r"annuel(?:le)?|cada año|anual(?:mente)?|todo ano|ogni anno|annuale|jaarlijks|elk jaar)"
    r"(?![\w])|每年",
    re.I,
)


_P_TOKEN = re.compile(r"[^\W\d_]+")
_P_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_TRIGGERS = word_set("""
    every each jeden jede jedes tous toutes chaque todos todas cada ogni tutti tutte elke
    iedere daily täglich monthly monatlich yearly annually jährlich weekdays weekday werktags
    wochentags semaine semana úteis feriali doordeweeks werkdagen mensuel mensuelle mensual
    mensualmente mensal mensalmente mensile maandelijks dagelijks diariamente annuel annuelle
    anual anualmente annuale jaarlijks lundi lunes segunda lunedì mon monday montags mondays
    tuesdays wednesdays thursdays fridays saturdays sundays dienstags mittwochs donnerstags
    freitags samstags sonntags
    """)


def find_recurrence(text: str) -> str | None:
    """Return the routine ``text`` states explicitly, normalized, or ``None``.

    Args:
        text: Title, subtitle and body joined.

    Returns:
        ``"daily"``, ``"weekly:MO"`` (codes joined by commas for several days), ``"monthly"``
        or ``"monthly:D"``, ``"yearly"``; ``None`` when no routine is stated. A routine learnt
        from repetition (the same thing on three Mondays) is the rules' job, not this one.
    """
    low = text.lower()
    if _P_CJK.search(low) is None and _TRIGGERS.isdisjoint(_P_TOKEN.findall(low)):
        return None
    if _P_WEEKDAYS.search(text):
        return "weekly:MO,TU,WE,TH,FR"
    m = _P_WEEKLY.search(text)
    if m:
        words = re.findall(_DAYS, (m.group("d") or m.group("pl")).lower())
        days = sorted({_DAY_NAMES[w] for w in words})
        if days:
            return "weekly:" + ",".join(_CODES[d] for d in days)
    m = _P_WEEKLY_CN.search(text)
    if m:
        days = sorted({_CN_DAYS[c] for c in m.group("d") if c in _CN_DAYS})
        return "weekly:" + ",".join(_CODES[d] for d in days)
    if _P_DAILY.search(text):
        return "daily"
    if _P_MONTHLY.search(text):
        d = _P_MONTH_DAY.search(text)
        if d:
            return f"monthly:{int(d.group('d') or d.group('c'))}"
        return "monthly"
    if _P_YEARLY.search(text):
        return "yearly"
    return None
