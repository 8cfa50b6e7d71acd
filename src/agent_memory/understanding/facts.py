"""Pull out the facts a person would ask about: gate, platform, seat, amount, from, to, place.

Each fact is found by a labelled pattern ("Gate G92", "Gleis 7", "登机口 E81", "$12.99",
"SFO -> PVG", "from Toronto to Lisbon", "in Room Kepler") in English, Chinese, German, French,
Spanish, Portuguese, Italian and Dutch. Only the last value of a label counts ("gate change:
now G98" after "G92" in one text gives G98), so that a memory states the current value.
Never a code: pickup codes, verification codes and PINs are left out on purpose.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from agent_memory.understanding._phrases import word_set

__all__ = ["extract_facts"]

_V = r"(?P<v>[A-Z]?\d{1,3}[A-Z]?|[A-Z]{1,2}\d{1,3})"
_W = r"(?P<w>[A-Z]?\d{1,3}[A-Z]?|[A-Z]{1,2}\d{1,3})"

_LABELLED: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "gate",
        re.compile(
            r"(?<![\w])(?:gate|flugsteig|porte|puerta|portão|portao|cancello|uitgang)"
            r"(?:\s+(?:change[ds]?|is|now|changed to|has changed to|moved to|:))*\s*[:：]?\s*"
            r"(?:now\s+|to\s+)?" + _V + r"(?![\w])"
            r"|(?:登机口|登機口)\s*(?:变更为|改为|更改为|为|:|：)?\s*" + _W,
            re.I,
        ),
    ),
    (
        "terminal",
        re.compile(
            r"(?<![\w])(?:terminal|航站楼)\s*[:：]?\s*(?P<v>T?\d[A-Z]?|[A-Z])(?![\w])"
            r"|(?<![\w])(?P<w>T[1-9][A-Z]?)(?:\s*航站楼)?(?![\w])",
            re.I,
        ),
    ),
    (
        "platform",
        re.compile(
            r"(?<![\w])(?:platform|track|gleis|voie|quai|andén|anden|vía|plataforma|linha|"
            r"binario|spoor)\s*[:：]?\s*(?:now\s+|changed to\s+)?(?P<v>\d{1,2}[A-Z]?)(?![\w])"
            r"|(?P<w>\d{1,2})\s*(?:站台|号站台)|(?:检票口|站台)\s*[:：]?\s*(?P<x>[A-Z]?\d{1,2}[A-Z]?)",
            re.I,
        ),
    ),
    (
        "seat",
        re.compile(
            r"(?<![\w])(?:seat|sitzplatz|platz|siège|place|asiento|assento|posto|stoel|zitplaats)"
            r"\s*[:：]?\s*(?P<v>\d{1,3}[A-K])(?![\w])"
            r"|(?<![\w])(?:sitzplatz|platz|siège|place|asiento|plaza|assento|lugar|posto|stoel|"
            r"zitplaats)\s*[:：]?\s*(?P<y>\d{1,3})(?![\w])"
            r"|(?P<w>\d{1,2})\s*车\s*(?P<x>\d{1,3}[A-F]?)\s*[号號]",
            re.I,
        ),
    ),
    (
        "coach",
        re.compile(
            r"(?<![\w])(?:coach|car|wagen|voiture|coche|carrozza|rijtuig)\s*[:：]?\s*"
            r"(?P<v>\d{1,2})(?![\w])|(?P<w>\d{1,2})\s*(?:号)?车厢",
            re.I,
        ),
    ),
    (
        "room",
        re.compile(
            r"(?<![\w])(?i:room|raum|salle|sala|aula|zaal|lokaal)\s+(?P<v>[A-Z0-9][\w-]*"
            r"(?:\s+[A-Z0-9][\w-]*)?)"
            r"|(?P<w>[\w\u4e00-\u9fa5]{1,12}(?:会议室|教室|房间))",
        ),
    ),
)

_AMOUNT = re.compile(
    r"(?P<v>(?:US\$|R\$|CA\$|A\$|HK\$|S\$|[$€£¥₹])\s?\d{1,3}(?:[,.\s]\d{3})*(?:[.,]\d{1,2})?"
    r"|\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?\s?(?:€|EUR|USD|GBP|CHF|CNY|RMB|元|块|円|JPY|zł)"
    r"|(?:EUR|USD|GBP|CHF|CNY|RMB)\s?\d{1,3}(?:[,.\s]\d{3})*(?:[.,]\d{1,2})?)"
)
_ROUTE_CODES = re.compile(
    r"(?<![\w])(?P<a>[A-Z]{3})\)?\s*(?:->|→|—>|–>|-+>|-|–|to|nach|à|a|para|per|naar|至|到|飞往)\s*"
    r"(?:[A-Z][a-zà-ÿ]+(?:\s+[A-Z][a-zà-ÿ]+)?\s*\(?)?(?P<b>[A-Z]{3})(?![\w])"
)
_ROUTE_WORDS = re.compile(
    r"(?<![\w])(?:from|von|de|desde|da|van)\s+(?P<a>[A-Z][\w'.-]+(?:\s+[A-Z][\w'.-]+)?"
    r"(?:\s*\([A-Z]{3}\))?)\s+(?:to|nach|à|a|para|per|naar)\s+(?P<b>[A-Z][\w'.-]+"
    r"(?:\s+[A-Z][\w'.-]+)?(?:\s*\([A-Z]{3}\))?)"
)
_ROUTE_CN = re.compile(
    r"(?P<a>[\u4e00-\u9fa5]{2,6}?)(?:站)?\s*(?:->|→|—|-|至|到|开往|飞往)\s*(?P<b>[\u4e00-\u9fa5]{2,6}?)"
    r"(?:站|的|，|,|\s|$|G|D|航班|列车|高铁)"
)
_PLACE = re.compile(
    r"(?<![\w])(?:at|@|bei|im|in der|à|au|chez|en|em|no|na|presso|al|alla|bij|in)\s+"
    r"(?P<v>(?:the\s+)?[A-Z][\w'&.-]+(?:\s+(?:[A-Z][\w'&.-]+|of|de|du|der|la|le|&)){0,4})"
)
_NOT_PLACE = re.compile(
    r"^(?:the\s+)?(?:Gate|Terminal|Platform|Room|Dr|Am|Pm|Monday|Tuesday|Wednesday|Thursday|"
    r"Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|"
    r"October|November|December|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Uhr|Today|Tomorrow)\b"
)


_P_TOKEN = re.compile(r"[^\W\d_]+")
_P_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_P_DIGIT = re.compile(r"\d")
_TRIGGERS: dict[str, frozenset[str]] = {
    "gate": word_set("gate flugsteig porte puerta portão portao cancello uitgang"),
    "terminal": frozenset(["terminal", "t"]),
    "platform": word_set(
        "platform track gleis voie quai andén anden vía plataforma linha binario spoor"
    ),
    "seat": word_set(
        "seat sitzplatz platz siège place asiento plaza assento lugar posto stoel zitplaats"
    ),
    "coach": word_set("coach car wagen voiture coche carrozza rijtuig"),
    "room": word_set("room raum salle sala aula zaal lokaal"),
}
_FROM_WORDS = word_set("from von de desde da van")
_AT_WORDS = word_set("at bei im in der à au chez en em no na presso al alla bij")


_TRAVEL_CN = re.compile(r"列车|车次|高铁|动车|航班|机票|火车|[GDCZTK]\d{1,4}次")
_CN_LEAD = re.compile(r"^.*?[在到于，,]")


def extract_facts(text: str) -> Mapping[str, str]:
    """Return the labelled facts in ``text``.

    Args:
        text: Title, subtitle and body joined.

    Returns:
        A mapping with any of ``gate``, ``terminal``, ``platform``, ``seat``, ``coach``,
        ``room``, ``amount``, ``from``, ``to``, ``place``; values as written (gate and seat
        upper-cased). The last occurrence of each label wins.
    """
    facts: dict[str, str] = {}
    low = text.lower()
    tokens = set(_P_TOKEN.findall(low))
    cjk = _P_CJK.search(text) is not None
    digit = _P_DIGIT.search(text) is not None
    for name, pattern in _LABELLED:
        if not cjk and tokens.isdisjoint(_TRIGGERS[name]):
            continue
        if name != "room" and not digit and not (name == "terminal" and cjk):
            continue
        for m in pattern.finditer(text):
            groups = {k: v for k, v in m.groupdict().items() if v}
            if name == "seat" and "w" in groups and "x" in groups:
                facts["coach"] = groups["w"]
                facts["seat"] = groups["x"]
                continue
            value = groups.get("v") or groups.get("w") or groups.get("x") or groups.get("y")
            if value and name == "room":
                value = _CN_LEAD.sub("", value) or value
            if value:
                facts[name] = value.upper() if name in {"gate", "seat", "terminal"} else value
    amounts = [m.group("v").strip() for m in _AMOUNT.finditer(text)] if digit else []
    if amounts:
        facts["amount"] = amounts[-1]
    route = (
        _ROUTE_CODES.search(text)
        or (_ROUTE_WORDS.search(text) if not tokens.isdisjoint(_FROM_WORDS) else None)
        or (_ROUTE_CN.search(text) if cjk and _TRAVEL_CN.search(text) else None)
    )
    if route:
        facts["from"] = route.group("a").strip()
        facts["to"] = route.group("b").strip()
    if "room" not in facts and not tokens.isdisjoint(_AT_WORDS):
        for m in _PLACE.finditer(text):
            value = m.group("v").strip()
            if not _NOT_PLACE.match(value) and not value.isupper():
                facts["place"] = value
                break
    return facts
