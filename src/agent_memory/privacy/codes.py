"""One-time codes: verification and sign-in codes, recovery codes, domain-bound code lines,
number-matching approvals and the placeholder a phone shows instead of hidden content.

The ``otp`` rules of :mod:`agent_memory.privacy.classifier` (see its docstring for the label's
definition and precedence).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Final

from agent_memory.privacy import tables as rules
from agent_memory.privacy.fields import _Fields
from agent_memory.privacy.scan import (
    _CODE_KINDS,
    _DIGIT_RE,
    _GUARD_KINDS,
    _KEYCAP,
    _KEYWORD_KINDS,
    _SPELLED_WORD_RE,
    _digits_of,
    _holds_any,
    _longest_first,
    _phrase_key,
    _spelled_digits,
    _Token,
    _trie_pattern,
)
from agent_memory.privacy.secrets import (
    _WORD_STRIP,
    _spelled_pin_word,
)
from agent_memory.privacy.verdict import (
    Verdict,
)

# Letter-and-digit codes (G-551270, KTR-92X, K7P2X, 4X9-22T-8MQ, 8rt5d2kq), but not ticket keys
# (PROJ-4821): whole runs with a digit (the run pattern starts with a character set, so the
# engine skips the rest in C), then the shape; looked for only near a strong code keyword.
_ALNUM_RUN_RE: Final = re.compile(r"(?:\d|[A-Za-z][A-Za-z\-]*\d)[0-9A-Za-z\-]*")

_ALNUM_SHAPE_RE: Final = re.compile(
    r"[A-Z]-\d{4,8}|[A-Z]{2}-\d{5,8}|[A-Z]{1,3}-\d{3}-\d{3}"
    r"|(?:[A-Z0-9]{4}-){2,7}[A-Z0-9]{4}"
    # Three groups of three or four with letters and digits ("4X9-22T-8MQ").
    r"|(?=[A-Z\-]*\d)(?=[0-9\-]*[A-Z])[A-Z0-9]{3,4}-[A-Z0-9]{3,4}-[A-Z0-9]{3,4}"
    r"|(?![A-Z]{2,5}-\d+$)(?=[A-Z\-]*\d)(?=[0-9\-]*[A-Z])[A-Z0-9]{2,5}-[A-Z0-9]{2,5}"
    r"|(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{4,8}"
    # Lower case, but no word doubled by a 2 as Malay and Indonesian texting writes it
    # ("masuk2", "kata2").
    r"|(?![a-z]+2$)(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{6,8}"
)

# A passcode in mixed case ("Zoom passcode is 7Hq9Kx"): a candidate only beside a strong code
# word (a temporary password in mixed case beside "expires in" is a password, a secret).
# Five to eight capital consonants alone: a letters-only code ("KPRQXT"); no word of the
# filter's Latin-script languages is written without a vowel (Y counts as one).
_CONSONANT_CODE_RE: Final = re.compile(r"(?<![A-Za-z0-9])[B-DF-HJ-NP-TV-XZ]{5,8}(?![A-Za-z0-9])")

_MIXED_CASE_SHAPE_RE: Final = re.compile(
    r"(?=[A-Za-z]*\d)(?=[0-9a-z]*[A-Z])(?=[0-9A-Z]*[a-z])[A-Za-z0-9]{6,10}"
)

_TIGHT_GAP: Final = re.compile(
    r"[\s:：#=\-–—\[\]【】()（）\"'«»「」]*"
    r"(?:(?<![A-Za-z])(?:is|es|est|ist|lautet|é|è|e|là|la|är|er|on|je|jest|este|ay|ialah|ni"
    # Polish "482716 to Twój kod" (not "text the code to 81025").
    r"|to(?=\s+(?:twój|twoj|kod))"
    r"|είναι|הוא|היא|است)(?![A-Za-z\u00C0-\u024F\u0370-\u03FF])|为|是|は|는|은|이)?"
    r"[\s:：#=\-–—\[\]【】()（）\"'«»「」]*"
    r"(?:(?<![A-Za-z\u0400-\u04FF])(?:your|tu|su|seu|o seu|a sua|votre|ton|dein|ihr|ihre|ваш|"
    r"твой|твій|din|ditt|jouw|uw|twój|twoj|váš|vas|tvoj|tvůj|tvuj|tău|tau|il tuo|tuo|sinun|σας|"
    r"anda|mo|yako|wako)"
    r"(?![A-Za-z\u0400-\u04FF]))?\s*",
    re.IGNORECASE,
)

# "Tu código Cabify: 4412": the keyword, one word (a brand), a colon, the code.
# "O seu código MB WAY é 502194": the keyword, one or two words, a connector, the code.
_BRAND_GAP: Final = re.compile(
    r"(?:\s+[^\s.!?:：]{2,24}){1,2}"
    r"(?:\s+(?:của bạn|ของคุณ|الخاص بك|kamu|anda|de vocês))?"
    r"(?:\s*[:：]|\s+(?:is|es|é|est|ist|lautet|è|là|adalah|hai|är|er|on|je|jest|este|ay|ialah"
    r"|ni|είναι|הוא|היא|است)(?:\s+(?:le|la|el|o|il|die))?)"
    r"\s*",
    re.IGNORECASE,
)

# "482019 is your Facebook code": the code, a connector, a possessive and up to two words.
_OWNER_GAP: Final = re.compile(
    r"\s*(?:is|est|es|ist|é|là)\s+(?:your|votre|ton|tu|su|seu|o seu|dein|ihr|ihre|ваш)"
    r"(?:\s+[^\s.!?。！？]+){0,2}\s*",
    re.IGNORECASE,
)

_DOMAIN_BOUND_RE: Final = re.compile(
    r"(?m)^@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}[ \t]+#(?P<code>[A-Za-z0-9\-]{4,12})(?:[ \t]|$)"
)

_NUMBER_MATCH_RE: Final = re.compile(rules.NUMBER_MATCH_PATTERN, re.IGNORECASE)

_ENTER_CODE_RE: Final = re.compile(rules.ENTER_CODE_PATTERN)

_ENTER_CODE_FIRST_RE: Final = re.compile(rules.ENTER_CODE_FIRST_PATTERN)

_ENTER_CODE_PURPOSE_FIRST_RE: Final = re.compile(rules.ENTER_CODE_PURPOSE_FIRST_PATTERN)

# Kinds of a booking or a journey: a number beside one is its reference (or a door's), no code.
_BOOKING_KINDS: Final = frozenset({"booking", "travel"})

_USE_CODE_RE: Final = re.compile(rules.USE_CODE_PATTERN)

_ACCESS_RE: Final = re.compile(rules.ACCESS_WORDS_PATTERN)

_ACCESS_OTHER_RE: Final = re.compile(rules.ACCESS_WORDS_OTHER_PATTERN)


_AFTER_WINDOW: Final = 60

_WEAK_AFTER_WINDOW: Final = 40


_BEFORE_WINDOW: Final = 30

_GUARD_GAP: Final = 12


_OWNER_REACH: Final = 16

_MIN_ALTERNATIONS: Final = 2


_AMBIGUOUS_STRONG: Final = rules.BOOKING_AMBIGUOUS_PHRASES


def _with_alnum(text: str, tokens: Sequence[_Token], *, mixed_case: bool) -> list[_Token]:
    """Add letter-and-digit code candidates near keywords; a number inside one yields.

    ``mixed_case``: also a run in upper and lower case (:data:`_MIXED_CASE_SHAPE_RE`) and a run
    of five to eight capital consonants (:data:`_CONSONANT_CODE_RE`: "Your security code:
    KPRQXT", the letters-only codes some services send; no word is written without a vowel),
    when a strong code word is there.

    Only the span around the keywords is searched; it ends 12 characters past the
    farthest start a candidate may have, so a longer token is still seen to be too long.
    """
    anchors = [t for t in tokens if t.kind in _KEYWORD_KINDS]
    lo = max(0, anchors[0].start - _BEFORE_WINDOW - 12)
    hi = anchors[-1].end + _AFTER_WINDOW + 12
    # Runs of letters, digits and dashes that hold a digit; each starts where a word starts,
    # since a run that could start earlier would have been found there.
    extra = [
        _Token("aln", m.start(), m.end())
        for m in _ALNUM_RUN_RE.finditer(text, lo, hi)
        if _ALNUM_SHAPE_RE.fullmatch(m.group()) is not None
        or (mixed_case and _MIXED_CASE_SHAPE_RE.fullmatch(m.group()) is not None)
    ]
    if mixed_case:
        extra += [_Token("aln", *m.span()) for m in _CONSONANT_CODE_RE.finditer(text, lo, hi)]
        extra.sort(key=lambda t: t.start)
    if not extra:
        return list(tokens)
    # A number inside a candidate is part of it, and so is a guard word ("rx" in "7RX-K4P").
    kept = [
        t
        for t in tokens
        if not (
            t.kind in ("num", "guard") and any(x.start <= t.start and t.end <= x.end for x in extra)
        )
    ]
    for tok in extra:
        if not any(t.start < tok.end and tok.start < t.end for t in kept):
            kept.append(tok)
    kept.sort(key=lambda t: t.start)
    return kept


# What stands before the rest of a phone number: an area code in brackets ("+1 (305) ",
# "(020) ") or a country code ("+44 ").
_PHONE_HEAD_RE: Final = re.compile(r"(?:\(\d{2,5}\)|\+\d{1,3})[ .\-]?$")

_PHONE_HEAD_REACH: Final = 8


# A month's name (English, three letters or more) right before a year, with a day or a comma
# between them ("3 Mar 2026", "March 3, 2026").
_MONTH_BEFORE_RE: Final = re.compile(
    r"(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?$"
)
_MONTH_REACH: Final = 16


def _is_code(text: str, tok: _Token) -> bool:
    """Whether a number-like token has the shape of a one-time code (4-8 characters), and is
    not the rest of a phone number after its area or country code."""
    if tok.kind != "num":
        return True
    if _PHONE_HEAD_RE.search(text, max(0, tok.start - _PHONE_HEAD_REACH), tok.start):
        return False
    chunk = text[tok.start : tok.end]
    if _KEYCAP in chunk:
        chunk = _digits_of(chunk)  # keycap digits ("7️⃣1️⃣9️⃣0️⃣4️⃣2️⃣"): one run of digits
    if (
        len(chunk) == 4
        and chunk[:2] in ("19", "20")
        and _MONTH_BEFORE_RE.search(text, max(0, tok.start - _MONTH_REACH), tok.start) is not None
    ):
        return False  # the year of a date ("changed on 3 Mar 2026 at 21:14")
    groups = chunk.replace("-", " ").replace("–", " ").split()
    digits = sum(len(g) for g in groups)
    # One to three groups ("482913", "123 456", "81-47-20"), or digits spaced one by one.
    # Four pairs too ("39 11 82 07").
    return 4 <= digits <= 8 and (
        len(groups) <= 3 or all(len(g) == 1 for g in groups) or all(len(g) == 2 for g in groups)
    )


def _guarded(text: str, tokens: Sequence[_Token], i: int) -> bool:
    """Whether the number at ``tokens[i]`` is an amount, order, flight, room, phone ... number."""
    tok = tokens[i]
    if i > 0:
        prev = tokens[i - 1]
        gap = text[prev.end : tok.start]
        if prev.kind == "money":
            if len(gap) <= 1:
                return True
        elif (
            prev.kind in _GUARD_KINDS
            and len(gap) <= _GUARD_GAP
            and not any(c.isdigit() for c in gap)
            and not _owned_by_keyword(text, tokens, i - 1)
            and not _device_not_a_label(text, prev, tok)
            # "<#> 812933 adalah kode OTP ...": the prefix of Google's SMS Retriever API
            # (a field's first characters), which marks an SMS that carries a code.
            and not (
                text.startswith("<#>", prev.start - 1)
                and (prev.start == 1 or text[prev.start - 2] == "\n")
            )
        ):
            return True
    if i + 1 < len(tokens):
        nxt = tokens[i + 1]
        if nxt.kind == "money" and nxt.start - tok.end <= 1:
            return True
    return False


# A possessive or "on" right before a phone word ("the code just came to my phone: 204 117",
# "pe telefon", "na mobil", "på telefonen", "kat fon"), in the languages of LANGUAGES, or "my"
# right after one (Filipino "phone ko", Swahili "simu yangu", Malay "fon saya", "fon mak": mum's
# phone): the phone is where a code arrived, not the label of a phone number.
_POSSESSIVE_BEFORE_RE: Final = re.compile(
    r"(?<![^\W\d_])(?:my|mi|meu|minha|mein|meinem|mon|ma|mio|mijn|min|mitt|mit|mój|moj|moje|můj"
    r"|muj|mém|mem|mă|pe|na|på|op|auf|am|sur|di|sa|kat|ke|em|no|на|в|мой|мій|моєму|моем)\s+$",
    re.I,
)
_POSSESSIVE_AFTER_RE: Final = re.compile(
    r"\s*(?:ko|yangu|saya|aku|ku|mak|ibu|mama|nya)(?![^\W\d_])", re.I
)


# The fewest digits of a phone number (a local number without its area code).
_PHONE_MIN_LOCAL_DIGITS: Final = 7


def _device_not_a_label(text: str, guard: _Token, number: _Token) -> bool:
    """Whether the guard word ``guard`` is a phone
    (:data:`~agent_memory.privacy.tables.DEVICE_GUARDS`) that names where a code came rather
    than labelling ``number`` as a phone number: a phone of one's own ("my phone", "meu
    celular", "phone ko"), or a number too short to be a phone's ("the code it texted to the
    team phone is 551093")."""
    if text[guard.start : guard.end].lower() not in rules.DEVICE_GUARDS:
        return False
    return (
        _POSSESSIVE_BEFORE_RE.search(text, max(0, guard.start - 7), guard.start) is not None
        or _POSSESSIVE_AFTER_RE.match(text, guard.end) is not None
        or len(_digits_of(text[number.start : number.end])) < _PHONE_MIN_LOCAL_DIGITS
    )


def _owned_by_keyword(text: str, tokens: Sequence[_Token], g: int) -> bool:
    """Whether the account or number word at ``tokens[g]`` belongs to a code keyword before it.

    "Sicherheitscode für Ihr Konto: 2291": the account word names whose code it is, so the
    number after it is still the code.
    """
    guard = tokens[g]
    if g == 0 or text[guard.start : guard.end].lower() not in rules.ACCOUNT_GUARDS:
        return False
    # The keyword before it, past a service's name the secret step reads ("2FA for the shared
    # AWS account: 604118").
    j = g - 1
    while j > 0 and tokens[j].kind == "secret_gate":
        j -= 1
    kw = tokens[j]
    return kw.kind in ("strong", "recovery") and guard.start - kw.end <= _OWNER_REACH


def _find_otp(
    text: str, lower: str, tokens: list[_Token], kinds: set[str], body_start: int
) -> tuple[int, int] | None:
    """Return the span of the one-time code, or None.

    A code is a number-like token of 4-8 characters, not guarded (see :func:`_guarded`), after
    a keyword (within 60 characters, 40 for a generic word) or before one (within 30). A
    generic word counts only right next to the code ("code: 4821", "4821 is your Uber code") or
    beside a support phrase, and never in a booking. Letter-and-digit codes are looked for only
    when no number qualified, since most codes are digits; beside a generic word only mostly-digit
    ones (FB-482019) count.
    """
    if not kinds & _KEYWORD_KINDS or "bug" in kinds:
        # A bug report's code is a test value typed into a build ("Repro: enter OTP 123456").
        return None
    support = "support" in kinds
    # Whether a word of a way in stands in the text (_access_word), looked up once if asked.
    access: bool | None = None
    if (
        support
        and "strong" not in kinds
        and ("code_neg" in kinds or (access := _access_word(text, lower)))
    ):
        # A code named as something else ("the new door code for the building is 7391 ...
        # please don't share it", "use my code DAN-7QX"), or a way in's ("el código del
        # portón nuevo es 4590#, no se lo pases a nadie"): what a bank says beside its code
        # does not make this one a one-time code.
        tokens = [t for t in tokens if t.kind != "support"]
        kinds = kinds - {"support"}
        support = False
        if not kinds & _KEYWORD_KINDS:
            return None
    # A booking's reference ("confirmation code HX7K2P") is worth remembering, and so is a
    # trip's ("... HX7K2P. Flight DL 405"). A promotion beside "code: 1234" is not vetoed:
    # either label drops the message.
    booking = bool(kinds & _BOOKING_KINDS)
    # A code for a way in ("Text the code 4829 to ur mum so she can get in the garage", a key
    # safe's, a lockbox's, "new access code for the side door is 2580") is passed on by a
    # person, not sent by a service: beside a word of a door, a gate, a gym or keys a generic
    # code word, or a code phrase that bookings use too, is vetoed. A one-time-code phrase
    # still decides, and a code a person forwards from a bank ("the Singpass code come
    # already, 492011") is still one.
    weak_vetoed = not support and (
        booking
        or (
            ("weak" in kinds or ("strong" in kinds and _names_ambiguous_code(lower, tokens)))
            and (
                "code_neg" in kinds or (access if access is not None else _access_word(text, lower))
            )
        )
    )
    # A code word with an instruction to type the number in ("the code from the bank is 418
    # 227 can u type it in for me"): a code forwarded to be entered, as a support phrase says.
    support = support or (not weak_vetoed and "enter" in kinds and "weak" in kinds)
    found = _match_code(text, tokens, body_start, support, weak_vetoed)
    if found is None and not booking and kinds & _KEYWORD_KINDS:
        # Beside a promotion shape or strong phrase ("2-for-1 ... today only ... code RXY2X1")
        # a generic code word names the offer's letter-and-digit code, unless a one-time-code
        # phrase is there too.
        offer = "mkt_re" in kinds or "mkt_strong" in kinds
        vetoed = weak_vetoed or (not support and offer)
        candidates = _with_alnum(text, tokens, mixed_case="strong" in kinds)
        found = _match_code(text, candidates, body_start, support, vetoed)
    if found is not None and _postal_pin_code(lower, found):
        return None
    return found


# An Indian postal code named "PIN code" (India Post's Postal Index Number: six digits, the
# first 1-8) right before the number, where no card or account is named.
_POSTAL_PIN_BEFORE_RE: Final = re.compile(r"(?<![a-z])pin[\s-]?code\s*(?:is|:|-|no\.?)?\s*$")
_POSTAL_PIN_DIGITS_RE: Final = re.compile(r"[1-8]\d{5}")
_POSTAL_PIN_REACH: Final = 16
_PIN_CONTEXT_RE: Final = re.compile(
    r"(?<![a-z])(?:card|atm|debit|credit|bank|account|a/c|upi|share|otp|login|log in|sign in"
    r"|password|secret|tell anyone|tell anybody|new pin)(?![a-z])"
)


def _postal_pin_code(lower: str, span: tuple[int, int]) -> bool:
    """Whether the code at ``span`` of ``lower`` is an Indian postal code ("flat 402, building
    7, Prestige Lakeside, pin code 560034"): six digits, the first 1-8, right after "pin code",
    in a text that names no card, bank, account or secrecy (a card's "PIN code 4821" stays a
    secret, and so does "pin code is 560034, don't tell anyone")."""
    start, end = span
    return (
        _POSTAL_PIN_DIGITS_RE.fullmatch(lower, start, end) is not None
        and _POSTAL_PIN_BEFORE_RE.search(lower, max(0, start - _POSTAL_PIN_REACH), start)
        is not None
        and _PIN_CONTEXT_RE.search(lower) is None
    )


def _access_word(text: str, lower: str) -> bool:
    """Whether a word of a way in (a door, a gate, a garage: :data:`_ACCESS_RE`) stands in the
    text, not written in capitals: a card alert names its merchant so ("to CITYPARK GARAGE")."""
    return any(not text[m.start() : m.end()].isupper() for m in _ACCESS_RE.finditer(lower)) or (
        not lower.isascii() and _ACCESS_OTHER_RE.search(lower) is not None
    )


def _names_ambiguous_code(lower: str, tokens: Sequence[_Token]) -> bool:
    """Whether a code phrase that bookings and doors use too ("access code", "confirmation
    code": :data:`~agent_memory.privacy.tables.BOOKING_AMBIGUOUS_PHRASES`) is among ``tokens``."""
    return any(t.kind == "strong" and lower[t.start : t.end] in _AMBIGUOUS_STRONG for t in tokens)


def _enterable_numbers(lower: str, tokens: Sequence[_Token], kinds: set[str]) -> None:
    """Make a confirmation number that the user is told to enter a code keyword, in place.

    "Your confirmation number is 552019. Enter it in the app to finish signing up.": a
    confirmation number is otherwise a guard (most are bookings and payments); beside an
    instruction to enter it (:data:`~agent_memory.privacy.tables.ENTER_PHRASES`),
    with no booking or journey word and no order word right before it, it names a one-time code.
    """
    if kinds & _BOOKING_KINDS:
        return
    for i, tok in enumerate(tokens):
        if tok.kind != "guard" or lower[tok.start : tok.end] not in rules.ENTERED_NUMBER_GUARDS:
            continue
        prev = tokens[i - 1] if i else None
        if prev is not None and prev.kind == "guard" and tok.start - prev.end <= 1:
            continue  # "Order confirmation number"
        tok.kind = "strong"
        kinds.add("strong")


def _match_code(
    text: str, tokens: list[_Token], body_start: int, support: bool, weak_vetoed: bool
) -> tuple[int, int] | None:
    codes = [
        t
        for i, t in enumerate(tokens)
        if t.kind in _CODE_KINDS and _is_code(text, t) and not _guarded(text, tokens, i)
    ]
    if not codes:
        return None
    # A number in the title (an SMS sender) is a code only for a keyword in the title, unless
    # the title is the code alone and the body goes on with its sentence ("482913" / "is your
    # verification code").
    title_code = _title_sentence(text, body_start)
    for kw in tokens:
        kind = kw.kind
        # Many languages call a one-time code a password (пароль, şifre, 密码): beside a
        # one-time-code phrase, a password word followed by a code counts as a generic word.
        if kind == "password" and support:
            kind = "weak"
        elif kind == "recovery":
            kind = "strong"
        if kind not in _KEYWORD_KINDS or (
            weak_vetoed
            and (
                kind == "weak"
                or (kind == "strong" and text[kw.start : kw.end].lower() in _AMBIGUOUS_STRONG)
            )
        ):
            continue
        strong = kind == "strong"
        tight_only = kind == "weak" and not support
        floor = 0 if kw.start < body_start or title_code else body_start
        window = _WEAK_AFTER_WINDOW if kind == "weak" else _AFTER_WINDOW
        for c in codes:
            if c.start < kw.end or c.start < floor:
                continue
            if c.start - kw.end > window:
                break
            tight = _TIGHT_GAP.fullmatch(text, kw.end, c.start) is not None
            if (
                c.kind == "aln"
                and not strong
                and not _digit_heavy(text, c)
                # "Your code is K7Q2P9": letters and digits mixed at random, right after the
                # word; a promotion's word-and-number code (SAVE20) never mixes them so.
                and not (tight and _interleaved(text, c))
            ) or (tight_only and not tight and _BRAND_GAP.fullmatch(text, kw.end, c.start) is None):
                continue
            return c.start, c.end
        for c in reversed(codes):
            if c.end > kw.start or c.start < floor:
                continue
            if kw.start - c.end > _BEFORE_WINDOW:
                break
            if (
                c.kind == "aln"
                and not strong
                and not _digit_heavy(text, c)
                and not (kind == "support" and kw.start - c.end <= 1)
            ) or (
                tight_only
                and _TIGHT_GAP.fullmatch(text, c.end, kw.start) is None
                and _OWNER_GAP.fullmatch(text, c.end, kw.start) is None
            ):
                continue
            return c.start, c.end
    return None


def _title_sentence(text: str, body_start: int) -> bool:
    """Whether the title is one code-like word and the body continues its sentence."""
    title = text[: text.find("\n")]
    return (
        4 <= len(title) <= 12
        and " " not in title
        and any(c.isdigit() for c in title)
        and _SENTENCE_GOES_ON_RE.match(text, body_start) is not None
    )


_SENTENCE_GOES_ON_RE: Final = re.compile(r"(?i:is|was|est|es|ist|é|là|是|为)(?![^\W\d_])")


def _interleaved(text: str, tok: _Token) -> bool:
    """Whether letters and digits alternate at least twice (K7Q2P9, abc12xyz; not SAVE20)."""
    changes = 0
    last: bool | None = None
    for ch in text[tok.start : tok.end]:
        if ch == "-":
            continue
        digit = ch.isdigit()
        if last is not None and digit != last:
            changes += 1
        last = digit
    return changes >= _MIN_ALTERNATIONS


def _digit_heavy(text: str, tok: _Token) -> bool:
    """Whether a letter-and-digit code is mostly digits (FB-482019), as generic words allow."""
    return sum(c.isdigit() for c in text[tok.start : tok.end]) >= 4


# A recovery or backup code beside its phrase: groups of 4-6 letters and digits joined by
# hyphens or single spaces ("8f3k-2m9d", "x7q2 9kd4 m3p8", "qx7kp-2m9rt-hw4zc"), or one run of
# 6-16 ("a8k2m9x4q7z1"), the groups maybe led by a short prefix in capitals ("RC-88KD-21PQ-X7LM");
# the checks of _recovery_shaped follow.
_RECOVERY_CODE_RE: Final = re.compile(
    r"(?<![A-Za-z0-9_\-])(?:(?:[A-Z]{2,3}-)?[A-Za-z0-9]{4,6}(?:[ \-][A-Za-z0-9]{4,6}){1,9}"
    r"|[A-Za-z0-9]{6,16})"
    r"(?![A-Za-z0-9_])"
)

# Between the phrase and the code: a few words and a colon ("recovery code is", "codes:\n1. "),
# an aside in brackets ("(save!)"), no sentence end and no other digits; or anything without
# digits that ends in a colon and a line break (a list's introduction).
_RECOVERY_GAP_RE: Final = re.compile(
    # A device's name between them is no other code ("the BitLocker recovery key for laptop
    # LT-0412 is:").
    r"(?:\s*\d{1,2}[.)]\s+|\([^()\d]{0,24}\)|[A-Za-z]{1,5}-\d{1,6}(?!\d)|[^.!?。！？\d])*"
    # or a list's introduction: "codes. Each works once:" then the codes on the next line
    r"|[^\d]*[:：]\s*\n\s*(?:\d{1,2}[.)]\s+)?"
)

_RECOVERY_REACH: Final = 64

# Between the phrase and a list of codes on the colon's line: anything without digits.
_RECOVERY_LIST_GAP_RE: Final = re.compile(r"[^\d]*[:：][ \t]*")

_RECOVERY_LIST_GROUPS: Final = 4


_RECOVERY_GROUPS_RE: Final = re.compile(r"[ \-]")


def _recovery_shaped(code: str) -> bool:
    """Whether a candidate after a recovery-code phrase has the shape of such a code.

    Each group is one case (``8f3k``, ``8F3K``; never a capitalised word) and most groups hold
    a digit; a single run mixes letters and digits at random (at least two changes between
    them), so words, years and plain numbers are no codes.
    """
    groups = _RECOVERY_GROUPS_RE.split(code)
    if any(g.lower() != g and g.upper() != g for g in groups):
        return False
    with_digit = sum(any(c.isdigit() for c in g) for g in groups)
    if len(groups) > 1:
        return (with_digit * 2 >= len(groups) and any(c.isalpha() for c in code)) or all(
            g.isdigit() for g in groups
        )
    return any(c.isalpha() for c in code) and _interleaved(code, _Token("aln", 0, len(code)))


def _find_recovery_code(text: str, tokens: Sequence[_Token]) -> tuple[int, int] | None:
    """Return the span of a recovery or backup code after its phrase, or None.

    Source: the account-recovery codes that GitHub, Google, Microsoft, X, Discord, Bitwarden,
    Proton and exchanges issue (lower- or upper-case letter-and-digit groups, often as a
    list). The code starts within :data:`_RECOVERY_REACH` characters of the phrase, with no
    sentence end or other digit between them (list numbers such as ``1.`` are allowed).
    """
    for kw in tokens:
        if kw.kind != "recovery":
            continue
        for m in _RECOVERY_CODE_RE.finditer(text, kw.end, kw.end + _RECOVERY_REACH + 64):
            if m.start() - kw.end > _RECOVERY_REACH:
                break
            if _recovery_shaped(m.group()) and (
                _RECOVERY_GAP_RE.fullmatch(text, kw.end, m.start()) is not None
                # A list of codes after a colon on the same line, past a sentence ("Store
                # these somewhere safe. Each one works once: 4821-7730 9902-1145 ..."): four
                # groups or more, more than any phone number's of four digits or more.
                or (
                    len(_RECOVERY_GROUPS_RE.split(m.group())) >= _RECOVERY_LIST_GROUPS
                    and _RECOVERY_LIST_GAP_RE.fullmatch(text, kw.end, m.start()) is not None
                )
            ):
                return m.span()
    return None


# The longest body read as a hidden-content placeholder (the longest translation is about 60
# characters); a longer body is a message.
_HIDDEN_MAX: Final = 80

_SEPARATORS_RE: Final = re.compile(r"[\W_]*")


_UNSPACED_RE: Final = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")

_HIDDEN_NEEDS: Final = frozenset({"hidden", "content"})


@functools.cache
def _cached_hidden_words() -> Mapping[str, str]:
    kind: dict[str, str] = {}
    for group in ("filler", "content", "hidden"):  # a word listed twice takes the later group
        for phrase in rules.HIDDEN_PLACEHOLDER_WORDS[group]:
            for word in phrase.split():
                kind[word] = group
    return MappingProxyType(kind)


@functools.cache
def _cached_hidden_re() -> tuple[re.Pattern[str], re.Pattern[str], Mapping[str, str]]:
    kind: dict[str, str] = {}
    for group in ("filler", "content", "hidden"):
        for phrase in rules.HIDDEN_PLACEHOLDER_WORDS[group]:
            kind[_phrase_key(phrase)] = group
    words = [p for g in rules.HIDDEN_PLACEHOLDER_WORDS.values() for p in g]
    # The "hidden" words of unspaced scripts: a body without one is no placeholder (one
    # search rejects most short CJK messages before the word pattern runs).
    hidden = [w for w in rules.HIDDEN_PLACEHOLDER_WORDS["hidden"] if _UNSPACED_RE.search(w)]
    return (
        re.compile("|".join(re.escape(w) for w in hidden)),
        re.compile(_trie_pattern(words, bounded=False)),
        MappingProxyType(kind),
    )


def _hidden_placeholder(stripped: str) -> bool:
    """Whether a body is the phone's hidden-content placeholder in any UI language.

    Android 15 replaces a notification that holds a one-time code with "Sensitive notification
    content hidden" for listeners it does not trust, and lock-screen privacy settings show
    "Contents hidden" on both platforms, each in the phone's UI language. The words are in
    :data:`~agent_memory.privacy.tables.HIDDEN_PLACEHOLDER_WORDS`; the body must be
    short, be made of those words and separators only (no digit), and hold a "hidden" word
    and a "content" word. It runs only when the phrase scan found a "hidden" word. Space-separated
    words are looked up one by one (a word that is not listed ends the check); only a body
    with an unlisted run of a script written without spaces (CJK, kana, Thai; Hangul with its
    particles) runs the word pattern, which compiles on its first such body.

    Args:
        stripped: The body, lower case, without surrounding spaces, dots and ellipses.

    Returns:
        True when the body carries no content of its own.
    """
    if not stripped or len(stripped) > _HIDDEN_MAX:
        return False
    # A pure, idempotent build of a small map: no lock needed (two first callers at once
    # build equal maps).
    words = _cached_hidden_words()
    first = stripped.partition(" ")[0]
    if first not in words and first.strip(_WORD_STRIP) not in words:
        # Most messages: a first word that no placeholder starts with.
        if first.isascii() or _UNSPACED_RE.search(first) is None:
            return False
        return _hidden_placeholder_chars(stripped)
    seen: set[str] = set()
    for raw in stripped.split():
        group = words.get(raw) or words.get(raw.strip(_WORD_STRIP))
        if group is None:
            # Scripts written without spaces (CJK, kana, Hangul particles, Thai) are matched
            # word by word inside the run; any other unknown word is a real message.
            if (
                raw.isascii()
                or _UNSPACED_RE.search(raw) is None
                or _DIGIT_RE.search(raw) is not None
            ):
                return False
            return _hidden_placeholder_chars(stripped)
        seen.add(group)
    return seen >= _HIDDEN_NEEDS


def _hidden_placeholder_chars(stripped: str) -> bool:
    """Whether ``stripped`` is made only of placeholder words, matched anywhere (CJK, Thai)."""
    hidden, pattern, kind = _cached_hidden_re()  # idempotent: no lock needed
    if hidden.search(stripped) is None:
        return False
    seen: set[str] = set()
    pos = 0
    for m in pattern.finditer(stripped):
        group = kind.get(_phrase_key(m.group()))
        if group is None or _SEPARATORS_RE.fullmatch(stripped, pos, m.start()) is None:
            return False
        seen.add(group)
        pos = m.end()
    return _SEPARATORS_RE.fullmatch(stripped, pos) is not None and seen >= _HIDDEN_NEEDS


def _find_code(
    text: str, lower: str, stripped: str, tokens: list[_Token], kinds: set[str], fields: _Fields
) -> Verdict | None:
    """Return an ``otp`` verdict for a one-time code or a hidden-content placeholder, or None.

    ``stripped`` is the body without surrounding blanks and dots, lower case.
    """
    # The placeholder in other UI languages: looked for only when the scan found a "hidden"
    # word, so other messages pay nothing.
    if "hidden_word" in kinds and _hidden_placeholder(stripped):
        return Verdict(
            "otp", "otp.android_hidden", (fields.span(fields.body_start, len(text), "otp_code"),)
        )

    bound = _DOMAIN_BOUND_RE.search(text) if text.startswith("@") or "\n@" in text else None
    if bound is not None:
        return Verdict("otp", "otp.domain_bound", (fields.span(*bound.span("code"), "otp_code"),))
    if "approval" in kinds:
        matched = _NUMBER_MATCH_RE.search(text)
        if matched is not None:
            span = fields.span(*matched.span("code"), "otp_code")
            return Verdict("otp", "otp.number_match", (span,))
    if (
        # A number, or a letter-and-digit code the number scan leaves out ("enter 77Q-K4P").
        (
            "num" in kinds
            or (("enter" in lower or "type" in lower) and _DIGIT_RE.search(text) is not None)
        )
        and len(lower) == len(text)
        and _holds_any(lower, rules.ENTER_CODE_GATES)
        and (
            entered := _ENTER_CODE_RE.search(lower)
            or _ENTER_CODE_FIRST_RE.search(lower)
            or (
                # Not a booking's or a door's code ("To confirm your booking, enter 4471 at
                # the door keypad"): a way in, kept.
                _ENTER_CODE_PURPOSE_FIRST_RE.search(lower)
                if ("enter" in lower or "type" in lower)
                and not kinds & _BOOKING_KINDS
                and _ACCESS_RE.search(lower) is None
                else None
            )
            or (_USE_CODE_RE.search(lower) if "us" in lower or "gunakan" in lower else None)
        )
        is not None
    ):
        span = fields.span(*entered.span("code"), "otp_code")
        return Verdict("otp", "otp.enter_code", (span,))
    if "enter" in kinds and "guard" in kinds:
        _enterable_numbers(lower, tokens, kinds)
    found = _find_otp(text, lower, tokens, kinds, fields.body_start)
    if found is None and (
        "num" in kinds
        # A code of capitals and digits at the end, which the number scan does not read.
        or ("strong" in kinds and text.endswith(_CAPS_CODE_LAST_CHARS))
    ):
        # Far from its phrase: at the text's end, or in the title the body points up to.
        found = _code_at_end(text, lower, tokens, kinds) or (
            _code_above(text, lower, tokens, kinds, fields.body_start) if "above" in lower else None
        )
    if found is not None:
        return Verdict("otp", "otp.keyword", (fields.span(*found, "otp_code"),))
    found = _bare_code(text, fields) if len(kinds) == 1 and "num" in kinds else None
    if found is not None:
        return Verdict("otp", "otp.bare_code", (fields.span(*found, "otp_code"),))
    found = _find_recovery_code(text, tokens) if "recovery" in kinds else None
    if found is not None:
        return Verdict("otp", "otp.recovery_code", (fields.span(*found, "otp_code"),))
    found = _forwarded_code(text, lower, tokens, kinds, fields)
    if found is not None:
        return Verdict("otp", "otp.forwarded", (fields.span(*found, "otp_code"),))
    if "num" in kinds or len(lower) != len(text):
        return None
    worded = bool(kinds & _SPELLED_CODE_KINDS)
    if worded or (fields.named and ("login" in kinds or _holds_any(lower, _READ_OUT_HINTS))):
        # A code read out in words ("the phone says your code is four eight two, nine nine
        # one"), in a text with no number, unless a PIN or password word makes the digits a
        # secret (secrets.py). With no code word, six digits read out in a chat beside a
        # login, a phone or a check ("four seven one nine zero two. that's the verify thing for
        # the streaming login right?").
        found = _spelled_digits(lower)
        if (
            found is not None
            and (worded or _spelled_count(lower, found) == _FORWARDED_DIGITS)
            and not _spelled_pin_word(lower)
        ):
            return Verdict("otp", "otp.spelled", (fields.span(*found, "otp_code"),))
    return None


# Words beside which six digits read out in a chat with no code word are a code passed on.
_READ_OUT_HINTS: Final = ("verif", "login", "log in", "sign in", "phone")


def _spelled_count(lower: str, span: tuple[int, int]) -> int:
    """How many digits the spelled run at ``span`` of ``lower`` holds."""
    run = lower[span[0] : span[1]]
    words = len(_SPELLED_WORD_RE.findall(run))
    return words or sum(1 for c in run if not c.isspace())


# The kinds of a code word beside which spelled digits are a code.
_SPELLED_CODE_KINDS: Final = frozenset({"strong", "weak", "support"})


def _code_at_end(
    text: str, lower: str, tokens: Sequence[_Token], kinds: set[str]
) -> tuple[int, int] | None:
    """Return the span of a code that ends the text, far from the phrase that names it, or
    None.

    A payment's code after its details ("Code de sécurité pour votre paiement de 89,90 EUR chez
    FNAC.COM avec la carte ****5512 : 73 09 41") or an e-mail's code under its text ("... enter
    the code below in the app. ...\n\n602 418") stands further from its phrase than
    :func:`_find_otp` looks. The last token is a code's number after a colon or a line break,
    with nothing but punctuation after it, in a text with a one-time-code phrase or that says
    the code is below; never beside a booking, a journey or a way in. An account's handle
    before the colon is no account number ("Here is the Steam Guard code you need to login to
    account jdoe: 48291"), and a code of capitals and digits ends the text so too ("...: F7K2Q").
    """
    if kinds & _CODE_AT_END_VETO_KINDS or not (
        "strong" in kinds or _CODE_BELOW_RE.search(lower) is not None
    ):
        return None
    last = tokens[-1]
    if last.kind != "num":
        found = _CAPS_CODE_AT_END_RE.search(text) if "strong" in kinds else None
        return None if found is None else found.span("code")
    if (
        text[last.end :].strip(_CODE_END_PUNCTUATION)
        or not _is_code(text, last)
        or _CODE_LEAD_RE.search(text, max(0, last.start - _CODE_LEAD_REACH), last.start) is None
        or (
            _guarded(text, tokens, len(tokens) - 1)
            and _HANDLE_BEFORE_RE.search(text, max(0, last.start - _HANDLE_REACH), last.start)
            is None
        )
    ):
        return None
    return last.start, last.end


def _code_above(
    text: str, lower: str, tokens: Sequence[_Token], kinds: set[str], body_start: int
) -> tuple[int, int] | None:
    """Return the span of a code in the title that the body points up to, or None: "Confirm
    your sign-in: 8 1 7 2 2 4" / "... enter the code shown above" (an e-mail's subject holds the
    code, the preview says where it is). The last code-shaped number of the title counts."""
    if kinds & _CODE_AT_END_VETO_KINDS or _CODE_ABOVE_RE.search(lower, body_start) is None:
        return None
    for i in range(len(tokens) - 1, -1, -1):
        tok = tokens[i]
        if tok.start >= body_start or tok.kind != "num":
            continue  # the body's, or not a number
        if _is_code(text, tok) and not _guarded(text, tokens, i):
            return tok.start, tok.end
        return None
    return None


# The body pointing up to a code in the title ("enter the code shown above"), lower case.
_CODE_ABOVE_RE: Final = re.compile(r"(?:code|number|digits) (?:shown |given )?above")


# Kinds beside which a number at the end is a booking's, a trip's, a way in's or a test's.
_CODE_AT_END_VETO_KINDS: Final = _BOOKING_KINDS | {"code_neg", "bug"}

# What may follow a code that ends a text: blanks and a full stop.
_CODE_END_PUNCTUATION: Final = " \t\n.。!"

# A colon or a line break right before the code, blanks around it.
_CODE_LEAD_RE: Final = re.compile(r"(?:[:：]|\n)\s*$")

_CODE_LEAD_REACH: Final = 8

# An account's handle right before the colon that leads the code ("to account jdoe: 48291").
_HANDLE_BEFORE_RE: Final = re.compile(
    r"(?i:account)\s+(?!(?i:no|nr|num|number|id|name|ending|holder)\b)[A-Za-z][\w.\-]{1,30}[:：]\s*$"
)

_HANDLE_REACH: Final = 48

# What a text that ends with a code of capitals and digits ends with.
_CAPS_CODE_LAST_CHARS: Final = tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.。! ")

# Five to eight capitals and digits, both, after a colon at the text's very end ("Steam Guard
# code you need to login to account jdoe: F7K2Q").
_CAPS_CODE_AT_END_RE: Final = re.compile(
    r"[:：]\s*(?P<code>(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,8})[\s.。!]*\Z"
)

# A text that says its code comes after it ("the code below", "enter the following when
# prompted"), over lower-cased text.
_CODE_BELOW_RE: Final = re.compile(r"code (?:is )?below|enter the following|code follows")


# A body that is a service's name and a code alone ("Tabbit: 604 118").
_BARE_CODE_BODY_RE: Final = re.compile(
    r"(?:[A-Z][A-Za-z0-9&'.\- ]{1,30}:\s*)?(?P<code>\d{3}[ \-]?\d{3}|\d{4,8})\.?\s*"
)


def _bare_code(text: str, fields: _Fields) -> tuple[int, int] | None:
    """Return the span of a code sent with no word at all, or None: from a short code or a
    business's sender ID (a title of 4-6 digits, or in capitals), a body that is the service's
    name, a colon and six digits or four to eight ("Tabbit: 604 118"). Asked only of a text in
    which the scan found numbers and nothing else: any word it knows (an order, a sum, a
    greeting) says what the number is."""
    title = fields.title
    if not ((title.isdigit() and 4 <= len(title) <= 6) or (title.isupper() and fields.named)):
        return None
    found = _BARE_CODE_BODY_RE.fullmatch(text, fields.body_start)
    return None if found is None else found.span("code")


# How far from a six-digit number a code word or the service it came from may stand, in
# characters, in a chat message that forwards it.
_FORWARD_REACH: Final = 50


def _whole_words(literals: Sequence[str]) -> re.Pattern[str]:
    """Compile ``literals`` (lower case) as one pattern that matches them only as whole words,
    with no letter of any script on either side."""
    return re.compile(r"(?<![^\W\d_])(?:" + _longest_first(literals) + r")(?![^\W\d_])")


_FORWARD_SOURCE_RE: Final = _whole_words(rules.FORWARDED_CODE_SOURCES)


def _forwarded_code(
    text: str, lower: str, tokens: Sequence[_Token], kinds: set[str], fields: _Fields
) -> tuple[int, int] | None:
    """Return the span of a code a person forwards in a chat, or None.

    "Bence jött egy kód az ügyfélkapuból 602 918 most mit csináljak vele", "the bank just sent
    me 55 81 29 what do i do with it??", "me llegó un mensaje con 4 4 8 2 1 0 para lo del
    banco": six digits (in one, two or three groups, or one by one) in the body of a message
    whose title names a person or a chat, with a generic code word or the service that sent it
    (:data:`~agent_memory.privacy.tables.FORWARDED_CODE_SOURCES`: a bank, a wallet, an app,
    an SMS) within :data:`_FORWARD_REACH` characters, and no booking, journey or way-in word:
    a one-time code passed on, which is as secret as the one the service sent.
    """
    if "num" not in kinds or kinds & _FORWARD_VETO_KINDS:
        return None
    if not fields.named or fields.title.isupper():
        return None  # no title, a number, or a business's sender ID ("AD-HDFCBK")
    body_start = fields.body_start
    for i, tok in enumerate(tokens):
        # Six digits take 6 characters, 11 read out one by one ("4 4 8 2 1 0"), 13 in two
        # halves ("2 0 4 – 9 8 1") and 18 as keycap emoji.
        if (
            tok.kind != "num"
            or tok.start < body_start
            or not _FORWARDED_DIGITS <= tok.end - tok.start <= _FORWARDED_READ_OUT_MAX
        ):
            continue
        number = text[tok.start : tok.end]
        digits = _digits_of(number)
        if (
            len(digits) != _FORWARDED_DIGITS
            # A phone number's head after its "+" ("it came from some +44 7700 number").
            or text[tok.start - 1] == "+"
            or _DATE_LIKE_RE.fullmatch(number) is not None
            or not _is_code(text, tok)
        ):
            continue
        groups = _DIGIT_GROUP_RE.findall(number)
        singles = len(groups) == _FORWARDED_DIGITS
        if not singles and _guarded(text, tokens, i):
            # No phone or account number is read out one digit at a time: "the bank app sent
            # one for the shared account: 5 0 3 9 1 7" names whose code it is.
            continue
        if len(groups) > 1 and groups[-1] == "000":
            continue  # "I paid the bank 250 000": an amount's thousands
        lo, hi = max(body_start, tok.start - _FORWARD_REACH), tok.end + _FORWARD_REACH
        if (
            # A code word, or an instruction to type it in ("it's 771 042, type it in for me")
            any(t.kind in _FORWARD_WORD_KINDS and lo <= t.start < hi for t in tokens)
            or (
                # With only the service named, the digits one by one or in pairs, as a person
                # reads a code out ("me llegó un mensaje con 4 4 8 2 1 0 para lo del banco");
                # a sum or a count is written whole, and a date's pairs are a date.
                (singles or _read_out_pairs(groups))
                and _FORWARD_SOURCE_RE.search(lower, lo, hi) is not None
            )
            # Said to run out within minutes ("804 311 for the tv login thing, hurry it runs
            # out in like 5 min"): only a one-time code does.
            or _EXPIRES_SOON_RE.search(lower, tok.end, tok.end + _EXPIRES_REACH) is not None
        ):
            if _FORWARD_PIN_RE.search(lower) is not None or _access_word(text, lower):
                return None
            return tok.start, tok.end
    return None


def _read_out_pairs(groups: Sequence[str]) -> bool:
    """Whether ``groups`` are three pairs of digits that are no day, month and year."""
    return (
        len(groups) == 3
        and all(len(g) == 2 for g in groups)
        and not (1 <= int(groups[0]) <= 31 and 1 <= int(groups[1]) <= 12)
    )


_FORWARDED_DIGITS: Final = 6

# Kinds beside which six digits in a chat are a code passed on: a code word, "type it in".
_FORWARD_WORD_KINDS: Final = frozenset({"weak", "enter"})

# The longest six digits written: as keycap emoji ("7️⃣1️⃣9️⃣0️⃣4️⃣2️⃣", three characters a digit);
# read out one by one in two halves with a dash ("2 0 4 – 9 8 1") takes 13.
_FORWARDED_READ_OUT_MAX: Final = 18

_DIGIT_GROUP_RE: Final = re.compile(r"\d+")

# How far after six digits in a chat their short life may be told, in characters.
_EXPIRES_REACH: Final = 80

# A code's short life told after it: "runs out in like 5 min", "expires in a min", "good for
# 30 sec", "enter it within 10 min" (over lower-cased text).
_EXPIRES_SOON_RE: Final = re.compile(
    r"(?:runs? out|expires?|expiring|rolls? over|good for|valid for|within)(?![a-z])[^.\n]{0,16}?"
    r"(?<![a-z0-9])(?:\d{1,2}|a|one|two|three|five|ten|few)\s*"
    r"(?:min|mins|minutes?|sec|secs|seconds?)(?![a-z])"
)

# Six digits as a date ("12-03-25").
_DATE_LIKE_RE: Final = re.compile(r"\d\d-\d\d-\d\d")

# A PIN or a password given, an ATM's code, a till to pay into: six digits beside one are a
# secret or an account, never a forwarded one-time code ("mã PIN thẻ ATM ... là 270815",
# "a senha do banco é 738291", "MPIN ko 482015").
_FORWARD_PIN_RE: Final = _whole_words(rules.FORWARDED_CODE_VETOES)

# Kinds beside which six digits are a booking's, a trip's, a door's or a price's.
_FORWARD_VETO_KINDS: Final = _BOOKING_KINDS | {"code_neg", "promo", "bug"}
