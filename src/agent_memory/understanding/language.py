"""Tell the primary language of a notification's text from its script and its small words.

Scripts settle most cases: Han without kana is Chinese, kana is Japanese, Hangul Korean, Cyrillic
Russian, Arabic, Hebrew, Thai, Devanagari (Hindi), Greek. Latin-script text is scored by function
words and diacritics that each of English, German, French, Spanish, Portuguese, Italian and Dutch
uses often and the others rarely; the best score wins and English is the answer when nothing
scores (short texts, codes, names).
"""

from __future__ import annotations

import re

__all__ = ["detect_language"]

_WORD = re.compile(r"[a-zàâäáãçéèêëíìîïñóòôöõúùûüœß'’]+")

_MARKERS: dict[str, frozenset[str]] = {
    "en": frozenset(
        [
            "the",
            "and",
            "you",
            "your",
            "is",
            "are",
            "was",
            "has",
            "have",
            "will",
            "be",
            "to",
            "of",
            "for",
            "with",
            "at",
            "on",
            "this",
            "that",
            "it",
            "we",
            "our",
            "from",
            "by",
            "today",
            "tomorrow",
            "tonight",
            "please",
            "thanks",
            "thank",
            "order",
            "flight",
            "delivered",
            "meeting",
            "reminder",
            "new",
            "been",
            "just",
            "got",
            "can",
            "not",
            "in",
            "room",
            "a",
            "an",
            "my",
            "me",
            "i",
        ]
    ),
    "de": frozenset(
        [
            "der",
            "die",
            "das",
            "und",
            "ist",
            "sind",
            "ich",
            "du",
            "sie",
            "wir",
            "ihr",
            "ihre",
            "ihr",
            "dein",
            "deine",
            "nicht",
            "mit",
            "für",
            "auf",
            "zu",
            "um",
            "uhr",
            "heute",
            "morgen",
            "übermorgen",
            "bitte",
            "danke",
            "ein",
            "eine",
            "einen",
            "wurde",
            "wird",
            "bestellung",
            "paket",
            "sendung",
            "zug",
            "gleis",
            "abfahrt",
            "ihre",
            "ihren",
            "noch",
            "schon",
            "auch",
            "bei",
            "vom",
            "zum",
            "zur",
            "termin",
            "erinnerung",
        ]
    ),
    "fr": frozenset(
        [
            "le",
            "la",
            "les",
            "et",
            "est",
            "sont",
            "je",
            "tu",
            "vous",
            "nous",
            "il",
            "elle",
            "un",
            "une",
            "des",
            "du",
            "de",
            "à",
            "au",
            "aux",
            "pour",
            "avec",
            "sur",
            "demain",
            "aujourd'hui",
            "ce",
            "cette",
            "votre",
            "vos",
            "merci",
            "bonjour",
            "été",
            "a",
            "commande",
            "colis",
            "rendez-vous",
            "rappel",
            "vol",
            "train",
            "n'est",
            "pas",
            "ne",
            "qui",
            "que",
        ]
    ),
    "es": frozenset(
        [
            "el",
            "la",
            "los",
            "las",
            "y",
            "es",
            "son",
            "yo",
            "tú",
            "usted",
            "nosotros",
            "un",
            "una",
            "de",
            "del",
            "en",
            "por",
            "para",
            "con",
            "hoy",
            "mañana",
            "su",
            "sus",
            "tu",
            "tus",
            "gracias",
            "hola",
            "ha",
            "sido",
            "pedido",
            "paquete",
            "cita",
            "vuelo",
            "tren",
            "que",
            "no",
            "está",
            "muy",
            "mi",
            "recordatorio",
        ]
    ),
    "pt": frozenset(
        [
            "o",
            "a",
            "os",
            "as",
            "e",
            "é",
            "são",
            "eu",
            "você",
            "nós",
            "um",
            "uma",
            "de",
            "do",
            "da",
            "dos",
            "das",
            "em",
            "no",
            "na",
            "por",
            "para",
            "com",
            "hoje",
            "amanhã",
            "seu",
            "sua",
            "seus",
            "suas",
            "obrigado",
            "obrigada",
            "olá",
            "foi",
            "pedido",
            "encomenda",
            "consulta",
            "voo",
            "não",
            "está",
            "muito",
            "meu",
            "minha",
            "lembrete",
        ]
    ),
    "it": frozenset(
        [
            "il",
            "lo",
            "la",
            "i",
            "gli",
            "le",
            "e",
            "è",
            "sono",
            "io",
            "tu",
            "lei",
            "noi",
            "un",
            "una",
            "di",
            "del",
            "della",
            "in",
            "per",
            "con",
            "oggi",
            "domani",
            "tuo",
            "tua",
            "suo",
            "sua",
            "grazie",
            "ciao",
            "stato",
            "ordine",
            "pacco",
            "appuntamento",
            "volo",
            "treno",
            "che",
            "non",
            "alle",
            "ore",
            "promemoria",
        ]
    ),
    "nl": frozenset(
        [
            "de",
            "het",
            "een",
            "en",
            "is",
            "zijn",
            "ik",
            "jij",
            "je",
            "u",
            "wij",
            "we",
            "niet",
            "met",
            "voor",
            "op",
            "om",
            "vandaag",
            "morgen",
            "uw",
            "jouw",
            "bedankt",
            "dank",
            "hallo",
            "bestelling",
            "pakket",
            "afspraak",
            "vlucht",
            "trein",
            "van",
            "dat",
            "wordt",
            "wel",
            "nog",
            "ook",
            "bij",
            "herinnering",
        ]
    ),
}
_DIACRITICS: dict[str, str] = {
    "de": "äöüß",
    "fr": "èêëàâçœî",
    "es": "ñ¿¡",
    "pt": "ãõç",
    "it": "ìò",
}


_NON_LATIN = re.compile(
    r"[\u0370-\u03ff\u0400-\u04ff\u0600-\u06ff\u1100-\u11ff\u3040-\u30ff"
    r"\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]"
)
_LANGS_OF: dict[str, tuple[str, ...]] = {}
for _lang, _markers in _MARKERS.items():
    for _word in _markers:
        _LANGS_OF[_word] = (*_LANGS_OF.get(_word, ()), _lang)
_DIACRITIC = re.compile("[" + "".join(sorted(set("".join(_DIACRITICS.values())))) + "]")


def detect_language(text: str) -> str:
    """Return the primary language tag of ``text`` ("en", "zh", "de", "fr", ...).

    Args:
        text: Any notification text; title, subtitle and body may be joined.

    Returns:
        A BCP 47 primary language subtag. ``"en"`` when the text gives no sign (digits, codes,
        emoji alone).
    """
    han = kana = hangul = cyr = arabic = other = 0
    if _NON_LATIN.search(text) is not None:
        for char in text:
            code = ord(char)
            if code < 0x0250:
                continue
            if 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF:
                han += 1
            elif 0x3040 <= code <= 0x30FF:
                kana += 1
            elif 0xAC00 <= code <= 0xD7AF or 0x1100 <= code <= 0x11FF:
                hangul += 1
            elif 0x0400 <= code <= 0x04FF:
                cyr += 1
            elif 0x0600 <= code <= 0x06FF:
                arabic += 1
            elif 0x0370 <= code <= 0x03FF:
                other += 1
    if kana:
        return "ja"
    if han:
        return "zh"
    if hangul:
        return "ko"
    if cyr:
        return "ru"
    if arabic:
        return "ar"
    if other:
        return "el"
    low = text.lower()
    words = _WORD.findall(low)
    if not words:
        return "en"
    scores = dict.fromkeys(_MARKERS, 0.0)
    for word in words:
        for lang in _LANGS_OF.get(word, ()):
            scores[lang] += 1.0
    if _DIACRITIC.search(low) is not None:
        for lang, marks in _DIACRITICS.items():
            scores[lang] += 0.5 * sum(low.count(c) for c in marks)
    best = max(scores, key=lambda k: scores[k])
    if scores[best] == 0.0 or scores[best] == scores["en"]:
        return "en"
    return best
