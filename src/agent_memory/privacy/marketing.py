"""Scams, spam and marketing: the scam score (lures, threats, bait, pressure and a way to act
on them) and the marketing score (weighted phrases and shapes, each counted once).

The ``scam`` and ``marketing`` rules of :mod:`agent_memory.privacy.classifier`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from types import MappingProxyType
from typing import Final

from agent_memory.privacy import tables as rules
from agent_memory.privacy.fields import _Fields
from agent_memory.privacy.scan import (
    _MARKETING_KINDS,
    _digits_of,
    _holds_any,
    _longest_first,
    _texting_variants,
    _Token,
)
from agent_memory.privacy.verdict import (
    Span,
    Verdict,
)


def _find_scam(
    text: str, lower: str, tokens: Sequence[_Token], kinds: set[str], fields: _Fields
) -> Verdict | None:
    """Return a ``scam`` verdict when the scam check is worth running and finds one, or None
    (also None for a person quoting a scam they got, see
    :data:`~agent_memory.privacy.tables.SCAM_REPORTED_PATTERN`)."""
    # The number tokens, which the number and short-code hooks read.
    numbers = [t for t in tokens if t.kind == "num"]
    if (
        kinds & _SCAM_KINDS
        or _has_long_number(numbers)
        # A link, or a sum and a hyphenated name, with no offer word: a host posing as a
        # country's domain decides alone ("pay £2.99 redelivery at dpx-uk-parcel.com").
        or "://" in lower
        or _may_hold_lookalike(lower, kinds)
    ):
        # Offsets must be the text's: on the rare text whose lower-case form has another length
        # the patterns read the text itself.
        subject = lower if len(lower) == len(text) else text
        found = _scam(text, subject, tokens, numbers, kinds, fields)
        if found is not None and _reports_a_scam(lower):
            return None  # a person quoting a scam they got, laughing at it
        return found
    return None


def _reports_a_scam(lower: str) -> bool:
    """Whether a lower-cased text is a person quoting or laughing at a scam they got
    (:data:`~agent_memory.privacy.tables.SCAM_REPORTED_PATTERN`, behind its gates)."""
    return _holds_any(lower, rules.SCAM_REPORTED_GATES) and _REPORTED_RE.search(lower) is not None


def _find_marketing(
    text: str, lower: str, tokens: Sequence[_Token], kinds: set[str], fields: _Fields
) -> Verdict | None:
    """Return a ``marketing`` verdict when the phrases and shapes score enough, or None
    (``lower``: ``text`` lower-cased)."""
    score = 0
    signal = 0
    unsub = 0
    txn = False
    hits: list[Span] = []
    # Each phrase counts once, however often it is repeated: a long school notice that says
    # "活动" nine times is no promotion (what a text says, not how long it is).
    seen: set[str] = set()
    for tok in tokens if kinds & _MARKETING_KINDS else ():
        kind = tok.kind
        if kind in ("mkt_strong", "mkt_re", "mkt_weak", "promo"):
            phrase = text[tok.start : tok.end].lower()
            if kind == "mkt_re" and phrase[0] == "*" and kinds & _WAY_IN_KINDS:
                continue  # "공동현관 비번 *1357#": a door's code, not a carrier's USSD code
            if phrase in seen:
                continue
            seen.add(phrase)
            score += 2 if kind in ("mkt_strong", "mkt_re") else 1
        elif kind == "unsub":
            unsub = 1
            continue
        elif kind == "txn":
            txn = True
            continue
        else:
            continue
        signal += 1
        hits.append(fields.span(tok.start, tok.end, "marketing"))
    if (
        signal
        and "mkt_re" not in kinds
        and ((signal == 1 and score == 2) or _typed_in_lower_case(text[fields.body_start :]))
        and _told_flatly(text, lower, kinds)
    ):
        # One promotion phrase said flatly, with nothing a promotion carries (a price, a
        # code, an opt-out, a link, an exclamation): "Primark clearance is mad, got 3 tops";
        # and any number of them in a text written all in lower case, as a person types
        # ("black friday deals on airpods are actually decent this year").
        return None
    if signal and _told_flatly(text, lower, kinds) and _NEWS_REPORT_RE.search(lower) is not None:
        # A headline about sales, told as a report ("Retailers slash prices by up to 70% as
        # spring sales start early, new figures show"): news, not an offer to the reader.
        return None
    if signal:
        score += unsub
        # A promotion code beside a percentage ("HOLA10 — 10% en tu primer pedido").
        if "promo" in kinds and ("%" in text or "％" in text):
            score += 1
        # A friend talking about an offer ("I won a £20 voucher", "use my code", "haha"):
        # looked for only once the score is reached, so other messages pay nothing. A friend
        # adds no opt-out line; a brand that writes "u" does.
        if score >= (4 if txn else 2) and (
            unsub
            or not _personal_voice(lower)
            or _signed_by_sender(fields)
            or _opens_with_a_name(fields)
        ):
            return Verdict("marketing", "marketing.score", tuple(hits))
    if (
        "money" in kinds
        and "txn" not in kinds
        and (unsub or ("STOP" in text and _OPT_OUT_LINE_RE.search(text) is not None))
        and (
            "!" in text
            or _opens_with_a_name(fields)
            or _signed_by_sender(fields)
            or ("STOP" in text and _OPT_OUT_FOOTER_RE.search(text) is not None)
        )
        and _YES_OR_NO_RE.search(lower) is None
    ):
        # A price, an opt-out line and a brand's name or an exclamation: only a business texts
        # an opt-out ("Pizza Palace: 2 large pizzas for $19.99 every Tuesday! ... Txt STOP to
        # end"); a notice of the user's own business (a balance, a payment) or a question
        # asked ("Reply YES or NO") is no offer. A whole opt-out footer ("Reply STOP to opt
        # out") is a business's however chatty the rest ("Hey it's Jess from Glowbar ... I
        # saved you 15% with code JESS15").
        return Verdict("marketing", "marketing.score", tuple(hits))
    if (
        "STOP" in text
        and not kinds & _NOTICE_KINDS
        and (kinds & _OFFER_CUE_KINDS or "!" in text or "free" in lower)
        and _YES_OR_NO_RE.search(lower) is None
        and (
            _OPT_OUT_FOOTER_RE.search(text) is not None
            or _STOP_ACTION_RE.search(text) is not None
            # The keyword sent to a short code, as a person may tell of it ("I just did reply
            # STOP to 80080 lol"): a footer only where no person speaks.
            or (_STOP_TO_CODE_RE.search(text) is not None and not _personal_voice(lower))
        )
    ):
        # A whole opt-out footer ("Reply STOP to quit", "STOP2end", "STOP to 53232") beside
        # what an offer says (a price, a free thing, an exclamation), in a text that is no
        # notice of the user's own business, booking or journey: a business's offer ("Club
        # Neon Sat nite: €3 drinks, free in b4 12 w/ student card. STOP to 53232").
        return Verdict("marketing", "marketing.footer", tuple(hits))
    return None


# A footer's opt-out keyword run into what it does ("STOP2end", "STOP 2 quit"), in capitals.
_STOP_ACTION_RE: Final = re.compile(
    r"(?<![A-Za-z])STOP\s?(?:2|(?i:to))\s?(?i:end|quit|cancel|opt[\s-]?out)(?![A-Za-z])"
)

# The opt-out keyword in capitals sent to a short code ("STOP to 53232").
_STOP_TO_CODE_RE: Final = re.compile(r"(?<![A-Za-z])STOP\s?(?:2|(?i:to))\s?\d{4,6}(?!\d)")

# Kinds of a notice of the user's own business, a booking or a journey: beside them an
# opt-out footer is an alert's or a reminder's.
_NOTICE_KINDS: Final = frozenset({"txn", "booking", "travel"})

# Kinds of what an offer says: a price or sum, a promotion's phrase or shape, a code.
_OFFER_CUE_KINDS: Final = frozenset({"money", "mkt_strong", "mkt_weak", "mkt_re", "promo"})


_PARENT_GREETING_RE: Final = re.compile(rules.PARENT_GREETING_PATTERN)

_NEWS_REPORT_RE: Final = re.compile(rules.NEWS_REPORT_PATTERN)

# A title that is a whole phone number ("+1 (725) 555-0143", "0722555018"), not a short code.
_PHONE_TITLE_RE: Final = re.compile(r"\+?[\d\s().\-]{8,20}")

_PHONE_TITLE_DIGITS: Final = 8


def _sent_from_a_phone_number(fields: _Fields) -> bool:
    """Whether the title (an SMS sender) is a whole phone number of 8 digits or more."""
    title = fields.title.strip()
    return (
        _PHONE_TITLE_RE.fullmatch(title) is not None
        and sum(ch.isdigit() for ch in title) >= _PHONE_TITLE_DIGITS
    )


# A sender's name opening an SMS body: one to four capitalised words and a colon ("Orbit
# Mobile:", "Papa Pete's Pizza:"), not a word every alert opens with ("ALERT:", "Reminder:").
_SENDER_NAME_RE: Final = re.compile(
    r"\s*(?!(?i:alert|reminder|update|notice|info|note|urgent|important|warning|re|fwd|dear)\b)"
    r"[A-Z][\w&'’.\-]*(?:\s[A-Z][\w&'’.\-]*){0,3}:\s"
)


def _opens_with_a_name(fields: _Fields) -> bool:
    """Whether the body opens with a sender's name in capitals and a colon ("Orbit Mobile: Ur
    contract ...", "FreshCart: ..."), as a brand's SMS does and a person's does not: under no
    title or a bare number, the name the title would have given. Spam opens so too ("Mobile
    Club: ..."), so this only tells a brand's "u" from a person's voice. Under a title with a
    letter (a contact, a group chat whose posts read "Tom: ur coming?") it is no such name."""
    return not fields.named and _SENDER_NAME_RE.match(fields.text, fields.body_start) is not None


def _signed_by_sender(fields: _Fields) -> bool:
    """Whether the body names its sender, the title, as a brand signs an SMS ("VoxTel: Ur FREE
    mins ...", "[Kopi&Co] 1-for-1 ...", "... T&C apply -TeleBharat"): a person texting does
    not, so a brand's "u" and "ur" are no personal voice there."""
    title = fields.title.strip().lower()
    if len(title) < 2 or not fields.named:
        return False
    body = fields.text[fields.body_start :].strip().lower()
    return body.startswith((f"{title}:", f"[{title}]", f"【{title}】")) or body.endswith(
        (f"-{title}", f"- {title}")
    )


# A code said to have just been sent to the reader ("We just sent you a code", "you'll get a
# 6-digit code"), over lower-cased text.
_CODE_SENT_RE: Final = re.compile(rules.SCAM_CODE_SENT_PATTERN)


def _code_asked_back(lower: str, tokens: Sequence[_Token]) -> list[tuple[int, int]] | None:
    """Return the spans of a request for a code sent to the reader, or None: a phrase that asks
    for it back (:data:`~agent_memory.privacy.tables.SCAM_CODE_BACK_PHRASES`: "reply with it",
    "read me the code") beside one that says it was just sent
    (:data:`~agent_memory.privacy.tables.SCAM_CODE_SENT_PATTERN`). No bank or service asks for
    its code back; a caller posing as one does ("Hi this is Kyle from Fernwood CU fraud dept.
    We just sent you a code to block a $940 charge — reply with it"). Asked of a text from a
    bare number or no title, or one that speaks for a service's team: another saved contact
    may ask for a code shared with the reader."""
    back = [
        (t.start, t.end)
        for t in tokens
        if t.kind == "scam_give" and lower[t.start : t.end] in _CODE_BACK_PHRASES
    ]
    if not back:
        return None
    sent = _CODE_SENT_RE.search(lower)
    if sent is None:
        return None
    return sorted([*back, sent.span()])


_CODE_BACK_PHRASES: Final = frozenset(rules.SCAM_CODE_BACK_PHRASES)

# A writer who speaks for a bank's or a service's team ("This is James from Northlane Fraud
# Prevention", "the security team"): under a saved name too, no friend asking for a code shared
# with them (over lower-cased text).
_CLAIMS_A_SERVICE_RE: Final = re.compile(
    r"(?:fraud|security|support|customer care|customer service|account)\s"
    r"(?:team|dept|department|prevention|desk|unit|office)(?![a-z])"
    r"|our (?:executive|agent|officer|representative)"
    # A messenger's or a platform's own support, as a stranger names himself.
    r"|(?:whatsapp|instagram|facebook|meta|telegram|apple|google|microsoft|amazon|paypal|netflix)"
    r" (?:support|security|team)(?![a-z])"
)


def _asks_for_money(lower: str, tokens: Sequence[_Token]) -> bool:
    """Whether an ask phrase of ``tokens`` asks for money or a code: any but a bare "can you
    send", which does only with an amount or the code after it ("can u send R800 urgent", "can
    you send it back to me", not "can u send me daves number? lost my phone")."""
    for tok in tokens:
        if tok.kind != "scam_ask":
            continue
        if lower[tok.start : tok.end] not in _BARE_SEND_ASKS:
            return True
        if _AMOUNT_AFTER_RE.match(lower, tok.end) is not None:
            return True
    return False


# "Can you send" in the spellings the scan reads it in: a request, of money only with an
# amount after it.
_BARE_SEND_ASKS: Final = frozenset(_texting_variants(("can you send", "could you send")))

# An amount or the code right after "can you send" ("me £300", "R800", "ksh 2000", "it back",
# "me the code").
_AMOUNT_AFTER_RE: Final = re.compile(
    r"\s+(?:me\s+|us\s+)?(?:(?:[£$€₦₹¥]|rs\.?|ksh|kes|r|n|rm|usd|eur)?\s?\d|it back|the code)"
)


def _impersonating(text: str, tokens: Sequence[_Token], fields: _Fields) -> bool:
    """Whether the impersonation phrases of a text that asks for money are an impostor's.

    From a bare number one is enough ("Hi mum, can you pay a bill for me"): a stranger's number
    that greets a parent. From a saved contact, whose name is the title ("Emma": "Hi dad! Can
    you send me 200 kr for the bus?"), or with no title at all (a sender that is not known, not
    one that is a stranger: "Hey dad can u transfer me 50 4 books?"), a greeting to a parent
    alone (:data:`~agent_memory.privacy.tables.PARENT_GREETING_PATTERN`) is a child asking: it
    takes another phrase, a new number, a lost phone or a code sent by mistake ("Hi! I sent you
    a code by mistake, can you send it back?" from a friend's taken-over account).
    """
    if not fields.named and fields.title.strip():
        return True
    phrases = {text[t.start : t.end].lower() for t in tokens if t.kind == "scam_imp"}
    return len(phrases) >= 2 or any(_PARENT_GREETING_RE.fullmatch(p) is None for p in phrases)


# A letter of a script without capitals (Hebrew, Arabic, the Indic scripts, Thai, Hangul,
# kana, CJK): a text in one says nothing by being "all in lower case".
_CASELESS_LETTER_RE: Final = re.compile(
    r"[\u0590-\u08FF\u0900-\u0DFF\u0E00-\u0EFF\u1100-\u11FF\u3040-\u30FF\u3400-\u9FFF"
    r"\uAC00-\uD7AF]"
)


def _typed_in_lower_case(body: str) -> bool:
    """Whether ``body`` is written all in lower case, as a person types ("black friday deals
    on airpods are actually decent"), in a script that has capitals: a Bengali promotion with
    a lower-case brand name ("hoichoi ...") is no such text."""
    return body.islower() and _CASELESS_LETTER_RE.search(body) is None


# A password word or a way in's code word: beside one a "*1357#" is a door's code.
_WAY_IN_KINDS: Final = frozenset({"password", "code_neg"})

# What a promotion carries besides its phrase: a price or sum, a code, an opt-out.
_PROMOTION_KINDS: Final = frozenset({"money", "promo", "unsub", "weak"})


# An opt-out keyword to send ("Txt STOP to 77070", "reply STOP"), which the phrase scan finds
# as a short-code hook rather than as an opt-out line.
_OPT_OUT_LINE_RE: Final = re.compile(
    r"(?i:txt|text|sms|send|reply)\s+STOP(?![A-Za-z])|(?<![A-Za-z])STOP\s+(?:to|2)\s+\d{3,6}"
)


# A whole opt-out footer: the keyword in capitals and what it does ("Reply STOP to opt out",
# "Txt STOP to 60211 to unsubscribe"), not out of an account's alerts.
_OPT_OUT_FOOTER_RE: Final = re.compile(
    r"(?i:reply|text|txt|send)\s+STOP\s+(?i:(?:to|2)\s+\d{3,6}\s+)?(?i:to|2)\s+"
    r"(?i:opt[\s-]?out|unsubscribe|unsub|end|cancel|quit)(?![A-Za-z])"
    # Not an alert's own footer ("Reply STOP to opt out of usage alerts").
    r"(?!\s+(?i:of|from)\s+(?:[A-Za-z]+\s+){0,2}(?i:alerts?|notifications?|reminders?))"
)


def _told_flatly(text: str, lower: str, kinds: set[str]) -> bool:
    """Whether a text (``lower``: lower-cased) carries none of a promotion's marks: a sum, a
    code, an opt-out line, a link, an exclamation mark or a business's own line
    (:data:`~agent_memory.privacy.tables.BUSINESS_LINE_PATTERN`: "call 01632 960418 to book",
    "participating stores")."""
    return (
        not kinds & _PROMOTION_KINDS
        and "!" not in text
        and "！" not in text
        and "://" not in text
        and "www." not in text
        and ("STOP" not in text or _OPT_OUT_LINE_RE.search(text) is None)
        and _BUSINESS_LINE_RE.search(lower) is None
    )


_SCAM_KINDS: Final = frozenset(rules.SCAM_WEIGHTS) | {"scam_imp", "scam_ask"}

# Each hook's gate literals (none for a hook that always runs) and its pattern. The gates are
# tested with ``in``, each a substring search in C that stops at the first hit: two to four
# times cheaper than one search of their alternation, whose first letters ("t", "s", "p")
# start a match attempt at a third of the positions of a text.
_SCAM_HOOKS: Final = tuple(
    (name, gates, re.compile(pattern)) for name, gates, pattern in rules.SCAM_HOOK_PATTERNS
)

_SCAM_LINK_RE: Final = re.compile(rules.SCAM_LINK_PATTERN)

_REPORTED_RE: Final = re.compile(rules.SCAM_REPORTED_PATTERN)

_PERSONAL_VOICE_RE: Final = re.compile(rules.PERSONAL_VOICE_PATTERN)

_PERSONAL_VOICE_OTHER_RE: Final = re.compile(rules.PERSONAL_VOICE_OTHER_PATTERN)


def _personal_voice(lower: str) -> bool:
    """Whether a lower-cased text reads in a person's voice (laughter, "I", "my", the texting
    "u", an invitation: :data:`~agent_memory.privacy.tables.PERSONAL_VOICE_PATTERN`, and the
    other scripts' words only in a text that is not all ASCII).

    The texting pronouns alone ("u", "ur") were a brand's too in SMS of the 2000s: beside a
    business's mark (:data:`~agent_memory.privacy.tables.BUSINESS_MARK_PATTERN`: "Dear
    customer", "it's Lisa from Glow Salon", "valid till", "show this SMS") they are no
    person's voice ("Dear customer, enjoy 20% off ur next car service").
    """
    pronouns_only = False
    for m in _PERSONAL_VOICE_RE.finditer(lower):
        if m.group() not in _TEXTING_PRONOUNS:
            return True
        pronouns_only = True
    if not lower.isascii() and _PERSONAL_VOICE_OTHER_RE.search(lower) is not None:
        return True
    return pronouns_only and _BUSINESS_MARK_RE.search(lower) is None


# The texting pronouns among the personal-voice words: a brand's SMS used them too.
_TEXTING_PRONOUNS: Final = frozenset({"u", "ur", "u r", "ü"})

_BUSINESS_MARK_RE: Final = re.compile(rules.BUSINESS_MARK_PATTERN)

_BUSINESS_LINE_RE: Final = re.compile(rules.BUSINESS_LINE_PATTERN)


_SHORT_CODE_BEFORE_RE: Final = re.compile(rules.SCAM_SHORT_CODE_BEFORE)


_MONEY_RE: Final = re.compile(rules.SCAM_MONEY_PATTERN)

# The capital offer words, longest first (one search in C instead of a loop of finds).
_CAPS_RE: Final = re.compile(_longest_first(rules.SCAM_CAPS_WORDS))

_DIGIT_RUN_RE: Final = re.compile(r"\d+")

_OPT_OUT_WORD_RE: Final = re.compile(rules.SCAM_OPT_OUT_WORDS)

_CAPS_KEYWORD_RE: Final = re.compile(rules.SCAM_CAPS_KEYWORD_PATTERN)

# "or NO" after a "YES" to reply: a question asked (a bank's "Did you use card ending in 7720?
# Reply YES or NO"), unless the answer goes to a short code ("Txt YES or NO to 89545": a vote).
_CHOICE_RE: Final = re.compile(r"\s*(?:or|/)\s*(?:NO|N)(?![A-Za-z0-9])(?!\s*(?:to|2)\s*\d)")

# How far before a short code its verb may stand ("txt WIN NOW to 80086").
_SHORT_CODE_REACH: Final = 48


_HOST_CHARS: Final = "abcdefghijklmnopqrstuvwxyz0123456789.-"

_URL_END_RE: Final = re.compile(r"[^\s<>\"'，。]*")


# Over lower-cased text, grouped by first letter (``_longest_first``): the engine tests one
# first letter per position (ten times faster than a case-insensitive alternation, which was
# tried in full at every position of the window).
_CALL_WORD_RE: Final = re.compile(_longest_first(rules.SCAM_CALL_WORDS))

# The UK's country code: a number after "+44" is read in its national form (0 and the rest),
# where the premium-rate and personal-number prefixes are written.
_UK_COUNTRY_CODE: Final = "44"

# How far before a premium-rate number its word to call it may stand ("Call our customer care
# team on 09066 352 440").
_PREMIUM_CALL_REACH: Final = 60

# How far after a premium-rate number its word to call it may stand.
_PREMIUM_CALL_AFTER_REACH: Final = 20

# The words to call a premium-rate number, also texting's "cl" as a word of its own ("cl 09066
# 330 127 nw").
_PREMIUM_CALL_WORD_RE: Final = re.compile(
    _longest_first(rules.SCAM_PREMIUM_CALL_WORDS) + r"|c(?<![a-z]c)l(?![a-z])"
)

_IP_HOST_RE: Final = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?")

# An area code in brackets right before a number, with the country code before it: searched up
# to the number's start ("+1 (888) ", "(020) ").
_AREA_CODE_RE: Final = re.compile(r"(?:\+\d{1,3}[ \u00a0]?)?\(\d{2,5}\)[ \u00a0]?$")

_AREA_CODE_REACH: Final = 14


# How far before a number its call word may stand ("call our fraud team immediately on 0203 ...",
# "позвоните в службу безопасности: +7 ...").
_CALL_REACH: Final = 40

# How far after a number a verb-last call word may stand.
_CALL_AFTER_REACH: Final = 32

_CALL_AFTER_WORD_RE: Final = re.compile(_longest_first(rules.SCAM_CALL_AFTER_WORDS))


# Premium-rate and freephone prefixes: (order in the rules, prefix, weight) by prefix, and the
# prefix lengths, so that a number is looked up once per length instead of once per prefix.
_NUMBER_PREFIXES: Final = MappingProxyType(
    {
        prefix.replace("-", ""): (order, prefix.replace("-", ""), weight)
        for order, (prefix, weight) in reversed(list(enumerate(rules.SCAM_NUMBER_PREFIXES)))
    }
)

_NUMBER_PREFIX_LENGTHS: Final = tuple(sorted({len(p) for p in _NUMBER_PREFIXES}))


_PHONE_MIN_DIGITS: Final = 9

# The lengths of a full UK or US number (10 or 11 digits), which a lone digit after it ("2",
# "4") cannot be part of.
_PHONE_DIGITS_TEXTED: Final = (10, 11)

# A phone number's digits where numbers are shorter (Singapore and Hong Kong numbers have eight):
# one counts only right after a call word.
_SHORT_PHONE_DIGITS: Final = 8

_SHORT_CODE_DIGITS: Final = 5


def _has_long_number(numbers: Sequence[_Token]) -> bool:
    """Whether one of the number tokens ``numbers`` has at least five characters (a short
    code, a phone)."""
    return any(t.end - t.start >= _SHORT_CODE_DIGITS for t in numbers)


def _number_hook(text: str, numbers: Sequence[_Token], body_start: int = 0) -> int:
    """Score the numbers to call among the number tokens ``numbers``: a premium-rate or
    freephone number, or a phone number right after a call word ("call 1-888-305-2271"); the
    best one counts. An area code in brackets before a number is read as part of it ("+1 (866)
    555-0143"). A UK number after "+44" from ``body_start`` on (the body) is read in its
    national form."""
    best = 0
    philippine: bool | None = None  # looked up once, on the first 09 number
    for tok in numbers:
        start, size = tok.start, tok.end - tok.start
        digits = ""
        area = (
            _AREA_CODE_RE.search(text, max(0, start - _AREA_CODE_REACH), start)
            if start > 1 and (text[start - 1] == ")" or text[start - 2] == ")")
            else None
        )
        if area is not None:
            # "+1 (888) 555-0177", "+7 (495) 114-20-93": the area code in brackets, which the
            # number scan leaves out, is part of the number.
            start = area.start()
            digits = "".join(_DIGIT_RUN_RE.findall(area.group()))
        elif size < _PHONE_MIN_DIGITS:
            # A premium-rate number cut short after a call word ("call 09050 to hear"), or
            # a phone number of eight digits after one ("pls call 98334400").
            premium = size >= _SHORT_CODE_DIGITS and text.startswith(
                rules.SCAM_CUT_PREMIUM_PREFIXES, start
            )
            if (premium or size == _SHORT_PHONE_DIGITS) and _call_word_near(text, start, tok.end):
                best = max(best, rules.SCAM_CUT_PREMIUM_WEIGHT if premium else 1)
            continue
        digits += _digits_of(text[tok.start : tok.end])
        if text[tok.end - 2] in " -" and len(digits) - 1 in _PHONE_DIGITS_TEXTED:
            # A lone digit after the number is texting's "2" or "4" ("call 09066351209 2
            # claim"), which the number scan joins to it.
            digits = digits[:-1]
        if len(digits) < _PHONE_MIN_DIGITS:
            # Eight digits in groups right after a call word ("SMS 9773 2201").
            if len(digits) == _SHORT_PHONE_DIGITS and _call_word_near(text, start, tok.end):
                best = max(best, 1)
            continue
        if (
            start >= body_start
            and "+" in text[max(0, start - 1) : start + 1]
            and digits.startswith(_UK_COUNTRY_CODE)
        ):
            # "+44 7045 129 388" in the body: the UK number in its national form, 07045 129388
            # (a sender's own number in the title is no number to call).
            digits = "0" + digits.removeprefix(_UK_COUNTRY_CODE)
        if (
            len(digits) == rules.SCAM_PREMIUM_CALL_DIGITS
            and digits.startswith("09")
            and (philippine := _philippine(text, philippine))
        ):
            # A Philippine mobile (eleven digits from 09) in a Philippine text ("Rider contact: 0917
            # 482 1193. Please prepare COD PHP 649.00"), not a UK premium-rate number.
            if _call_word_near(text, start, tok.end):
                best = max(best, 1)
            continue
        if (
            len(digits) == rules.SCAM_PREMIUM_CALL_DIGITS
            and digits.startswith(rules.SCAM_PREMIUM_CALL_PREFIXES)
            and (
                _PREMIUM_CALL_WORD_RE.search(
                    text[max(0, start - _PREMIUM_CALL_REACH) : start].lower()
                )
                # The word after it ("my new num is 09058 447 112 call me later").
                or _PREMIUM_CALL_WORD_RE.search(
                    text[tok.end : tok.end + _PREMIUM_CALL_AFTER_REACH].lower()
                )
            )
        ):
            best = max(best, rules.SCAM_PREMIUM_CALL_WEIGHT)
            continue
        # The first prefix of the rules that the number starts with and that applies to it.
        listed = [
            found
            for size in _NUMBER_PREFIX_LENGTHS
            if (found := _NUMBER_PREFIXES.get(digits[:size])) is not None
        ]
        listed.sort()
        for _, prefix, weight in listed:
            length = rules.SCAM_NUMBER_LENGTHS.get(prefix)
            if length is not None and len(digits) != length:
                continue
            if len(prefix) > 2 or len(digits) == 9 or prefix == "09":
                best = max(best, weight)
                break
        else:
            if _call_word_near(text, start, tok.end):
                best = max(best, 1)
    return best


def _call_word_near(text: str, start: int, end: int) -> bool:
    """Whether a call word (:data:`~agent_memory.privacy.tables.SCAM_CALL_WORDS`) stands in the
    :data:`_CALL_REACH` characters before ``start`` (a number's first character), or one of
    the languages that put the verb last
    (:data:`~agent_memory.privacy.tables.SCAM_CALL_AFTER_WORDS`: "050-3184-2290 までお電話
    ください", "0850 222 03 33 numaralı hattı arayın") in the :data:`_CALL_AFTER_REACH`
    characters after ``end``, in any case."""
    window = text[max(0, start - _CALL_REACH) : start].lower()
    if _CALL_WORD_RE.search(window) is not None:
        return True
    after = text[end : end + _CALL_AFTER_REACH].lower()
    return _CALL_AFTER_WORD_RE.search(after) is not None


def _philippine(text: str, known: bool | None) -> bool:
    """Whether ``text`` is Philippine (:data:`~agent_memory.privacy.tables.PHILIPPINE_MARKERS`);
    ``known`` is the answer already found for it, if any."""
    return _holds_any(text.lower(), rules.PHILIPPINE_MARKERS) if known is None else known


def _code_groups(lower: str, numbers: Sequence[_Token]) -> list[tuple[int, int]]:
    """Return the spans of the groups of 4-6 digits, not starting with 0, among the number
    tokens ``numbers`` that are no phone number: the candidates for a short code. A code may
    follow a figure the scan joined to it ("txt SPY 2 86024"): each group of a token counts."""
    out: list[tuple[int, int]] = []
    for tok in numbers:
        size = tok.end - tok.start
        if size < 4:
            continue
        if size >= _PHONE_MIN_DIGITS and _is_phone(lower[tok.start : tok.end]):
            continue  # "text YES to 07782 331 204": a person's number written in groups
        if lower[tok.start : tok.end].isdigit():
            if size <= 6 and lower[tok.start] != "0":
                out.append((tok.start, tok.end))
            continue
        for g in _DIGIT_RUN_RE.finditer(lower, tok.start, tok.end):
            start, end = g.span()
            if 4 <= end - start <= 6 and lower[start] != "0":
                out.append((start, end))
    return out


def _short_code(lower: str, groups: Sequence[tuple[int, int]]) -> tuple[str, int, int] | None:
    """Find a short code to text ("txt WIN to 80086", "Envía GANAR al 25522") among the
    candidate ``groups`` (:func:`_code_groups`): one right after a send verb and a word for
    "to".

    Returns:
        ``("shortcode", start, end)`` for the first sign-up, else ``("optout", start, end)``
        for an opt-out keyword sent to one ("send STOP to 85023": the way out of a
        subscription, a spam footer but no sign-up), else None.
    """
    optout: tuple[str, int, int] | None = None
    for start, end in groups:
        lo = max(0, start - _SHORT_CODE_REACH)
        found = _SHORT_CODE_BEFORE_RE.search(lower, lo, start)
        if found is None:
            continue
        if _OPT_OUT_WORD_RE.search(found.group()) is None:
            return "shortcode", found.start(), end
        optout = optout or ("optout", found.start(), end)
    return optout


# A premium-rate charge per message, week, minute or test ("£3/wk", "Rs 3/sms", "1.50/test"),
# over lower-cased text: the unit, led by its separator (the engine skips to a "/", a "p" or an
# "a" in C), after an amount (_AMOUNT_BEFORE_RE, tested on each match); and a charge for each
# message received ("£1.50 msg rcvd").
_TARIFF_UNIT_RE: Final = re.compile(
    r"(?:/|per\s|a\s)\s?(?:msg|txt|text|sms|min|wk|week|tone|call|test|vote)(?![a-z])"
)
_RECEIVED_CHARGE_RE: Final = re.compile(r"(?:msg|txt|sms)\s?(?:rcvd|recd|received)(?![a-z])")
_AMOUNT_BEFORE_RE: Final = re.compile(r"\d[\d.,]*\s?p?\s?$")

# How far before a charge's unit its amount may start.
_AMOUNT_REACH: Final = 12

# Three digits in pence right beside a short code ("87021 - 150p"), led by its "p".
_PENCE_BESIDE_RE: Final = re.compile(r"p(?<=\d\d\dp)(?<![\d.,]\d\d\dp)(?![a-z0-9])")

# An opt-out keyword sent to the code ("stop 82242"), which a price beside it makes a billed
# subscription's line ("TONE 3 of 5. £1.50. stop 82242"); not a bus stop's number.
_STOP_BEFORE_RE: Final = re.compile(r"(?<![a-z])(?<!bus )(?:stop|end|unsub)\s+(?:to\s+)?$")

# A price: a currency sign or rupees before the figure, or pence after it.
_PRICE_RE: Final = re.compile(r"[£$€₹]\s?\d|(?<![a-z])rs\.?\s?\d|\d+p(?![a-z0-9])")

# A first-person verb to text right before a number: "txt me on 69698".
_TEXT_ME_BEFORE_RE: Final = re.compile(
    r"(?:txt|text|sms|msg)\s+(?:me|us)\s+(?:back\s+|bak\s+|bck\s+)?(?:on|at|@)?\s*$"
)

# How far from a short code its charge may stand, in characters: a charge per message or
# week, and a bare price in pence.
_TARIFF_REACH: Final = 40
_PENCE_REACH: Final = 8

# How far before an opt-out keyword to a short code its price may stand ("£1.50. stop 82242").
_PRICE_BEFORE_STOP: Final = 10

# How far before a short code its "txt me back on" and its "stop" may start, in characters.
_TEXT_ME_REACH: Final = 21
_STOP_REACH: Final = 9


def _premium_short_code(lower: str, groups: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    """Find a short code that bills among the candidate ``groups`` (:func:`_code_groups`): five
    or six digits beside a premium-rate charge ("Txt 89545 £3/wk", "Rs 3/sms 56161"; a bare
    price in pence only right beside it: "87021 - 150p"; a price right before "stop" sent to
    it: "£1.50. stop 82242") or given as a person's own number to text ("guess who? txt me on
    69698"); a person's number has eight digits or more. Returns the code's span, or None."""
    codes = [(start, end) for start, end in groups if end - start >= _SHORT_CODE_DIGITS]
    if not codes:
        return None
    # What could make one bill: the words, looked for once in the whole text; a charge, only
    # around each code.
    texting = "txt" in lower or "text" in lower or "sms" in lower or "msg" in lower
    stopping = "stop" in lower or "end" in lower or "unsub" in lower
    received = "rcvd" in lower or "recd" in lower or "received" in lower
    for start, end in codes:
        if (
            texting
            and _TEXT_ME_BEFORE_RE.search(lower, max(0, start - _TEXT_ME_REACH), start) is not None
        ):
            return start, end
        stop = (
            _STOP_BEFORE_RE.search(lower, max(0, start - _STOP_REACH), start) if stopping else None
        )
        if (
            stop is not None
            and _PRICE_RE.search(lower, max(0, stop.start() - _PRICE_BEFORE_STOP), stop.start())
            is not None
            and not _personal_voice(lower)
        ):
            return start, end
        lo, hi = max(0, start - _TARIFF_REACH), end + _TARIFF_REACH
        if _charge_within(lower, _TARIFF_UNIT_RE, lo, hi) or (
            received and _charge_within(lower, _RECEIVED_CHARGE_RE, lo, hi)
        ):
            return start, end
        lo, hi = max(0, start - _PENCE_REACH), end + _PENCE_REACH
        if "p" in lower[lo:hi] and _PENCE_BESIDE_RE.search(lower, lo, hi) is not None:
            return start, end
    return None


def _charge_within(lower: str, unit: re.Pattern[str], lo: int, hi: int) -> bool:
    """Whether a charge's ``unit`` (:data:`_TARIFF_UNIT_RE` or :data:`_RECEIVED_CHARGE_RE`)
    starts in ``lower[lo:hi]`` right after an amount ("£3/wk", "£1.50 msg rcvd")."""
    for m in unit.finditer(lower, lo, hi):
        if _AMOUNT_BEFORE_RE.search(lower, max(0, m.start() - _AMOUNT_REACH), m.start()):
            return True
    return False


def _is_phone(number: str) -> bool:
    """Whether a number token holds a phone number's ten digits or more rather than a short
    code followed by another figure."""
    return len(_digits_of(number)) >= _PHONE_MIN_DIGITS + 1


# "reply yes or no" asked with no short code to send it to (see _CHOICE_RE).
_YES_OR_NO_RE: Final = re.compile(
    r"(?:reply|text|txt|respond)\s+(?:with\s+)?y(?:es)?\s+or\s+no(?![a-z])(?!\s*(?:to|2)\s*\d)"
)


# An Android app file's name ("Foto_Paket_Resi.apk", "undangan.apk").
_APK_RE: Final = re.compile(r"[\w\-]+\.apk(?![a-z0-9])")


def _caps_keyword(text: str) -> tuple[int, int] | None:
    """Find a sign-up keyword written in capitals after a send verb ("Reply INFO", "txt FLIRT
    to ..."), the span from the verb to the keyword, or None (see
    :data:`~agent_memory.privacy.tables.SCAM_CAPS_KEYWORD_PATTERN`)."""
    for m in _CAPS_KEYWORD_RE.finditer(text):
        if m.group("word") in rules.SCAM_CAPS_KEYWORD_EXCLUDED:
            continue
        if m.group("word") in ("YES", "Y") and _CHOICE_RE.match(text, m.end()) is not None:
            continue  # "Reply YES or NO": a question to answer (a bank's fraud check)
        letters = sum(map(str.isalpha, text))
        upper = sum(map(str.isupper, text))
        if upper > rules.SCAM_CAPS_TEXT_SHARE * letters:
            return None  # written in capitals: every word is
        return m.start(), m.end()
    return None


def _shouted(text: str) -> int:
    """Count the offer words written in capitals ("FREE", "WINNER"), each once, at most
    :data:`~agent_memory.privacy.tables.SCAM_CAPS_MAX`."""
    seen: set[str] = set()
    size = len(text)
    for m in _CAPS_RE.finditer(text):
        start, end = m.span()
        if start and text[start - 1].isalpha():
            continue
        # "FREE" may go on in capitals ("FREEPHONE", "FREEMSG"); the others end there.
        if m.group() == "FREE":
            while end < size and "A" <= text[end] <= "Z":
                end += 1
        if end == size or not text[end].isalpha():
            seen.add(m.group())
            if len(seen) == rules.SCAM_CAPS_MAX:
                break
    return len(seen)


def _links(lower: str) -> list[tuple[int, int]]:
    """Return the spans of the links in ``lower``: scheme links (``https://…``, also to a raw
    IP), hosts after "www." and names that end in a known top-level domain
    (``royalmail.parcel-fee.info/x``)."""
    if "." not in lower:
        return []
    out: list[tuple[int, int]] = []
    last = 0
    for m in _SCAM_LINK_RE.finditer(lower):
        if m.start() < last:
            continue
        start = m.start()
        if m.group() == "www.":
            pass  # the host starts here
        elif m.group() == "://":
            while start and lower[start - 1].isalpha():
                start -= 1
        else:
            start = len(lower[:start].rstrip(_HOST_CHARS))  # back over the host name
            if start == m.start() or lower[start] in ".-":
                continue  # ".com" alone, "-.info"
        end = _URL_END_RE.match(lower, m.end())
        stop = end.end() if end is not None else m.end()
        out.append((start, stop))
        last = stop
    return out


# The readings of digits as letters (SCAM_LOOKALIKE_DIGITS), as str.translate tables.
_LOOKALIKE_TABLES: Final = tuple(
    str.maketrans(digits, letters) for digits, letters in rules.SCAM_LOOKALIKE_DIGITS
)


def _lookalike(name: str) -> bool:
    """Whether a host name (without its top-level domain) holds a brand's name, or a phishing
    word of five letters or more, only once its digits are read as letters ("paypa1",
    "hsbc0nline", "amaz0n-help"): see :data:`~agent_memory.privacy.tables.SCAM_LINK_BRANDS`
    and :data:`~agent_memory.privacy.tables.SCAM_LOOKALIKE_DIGITS`."""
    if not any(c.isdigit() for c in name):
        return False
    for table in _LOOKALIKE_TABLES:
        read = name.translate(table)
        if read != name and any(w in read and w not in name for w in _LOOKALIKE_WORDS):
            return True
    return False


# What a lookalike host imitates: a brand, or a word of a phishing link long enough not to
# appear by chance ("online", "secure", "account").
_LOOKALIKE_WORDS: Final = (
    *rules.SCAM_LINK_BRANDS,
    *[w for w in (*rules.SCAM_PHISH_LINK_WORDS, "online") if len(w) >= 5],
)


# Hooks of a premium subscription: a charge per message or week, an age limit, a PO Box.
_SUBSCRIPTION_TRAP_HOOKS: Final = frozenset(
    {"price", "pence", "pence_large", "age", "pobox", "stdrate", "glued_premium"}
)


# The words of a phishing link and of a lure's host, each list one pattern of literals: one
# search in C instead of a substring test per word (70 words, 4 us a link).
_PHISH_LINK_WORD_RE: Final = re.compile(_longest_first(rules.SCAM_PHISH_LINK_WORDS))

_LINK_HOST_WORD_RE: Final = re.compile(_longest_first(rules.SCAM_LINK_HOST_WORDS))


# A host label that names an IT service, where "it" is no country ("it-support").
_IT_SERVICE_RE: Final = re.compile(r"(?:^|-)it-(?:support|help|helpdesk|desk|service|team|dept)")


def _national_lookalike(labels: Sequence[str]) -> bool:
    """Whether a host's labels (``["skat-refusion", "dk-borger", "net"]``) pose as a country's
    or a government's domain: a hyphenated label that holds a country code other than the
    top-level domain, or a government word
    (:data:`~agent_memory.privacy.tables.SCAM_LOOKALIKE_COUNTRY_CODES`,
    :data:`~agent_memory.privacy.tables.SCAM_LOOKALIKE_GOVERNMENT_WORDS`); a label after the
    first that starts with a generic ending and a hyphen ("usps.com-tracklcp.top"); or, in a
    host with a hyphen, a country code right under another top-level domain
    ("sat-devoluciones.mx.cl")."""
    if len(labels) < 2 or labels[-2] in rules.SCAM_LOOKALIKE_GOVERNMENT_WORDS:
        return False  # "skat.gov.dk", "service.gov.uk": the real thing
    tld = labels[-1]
    hyphenated = False
    for i, label in enumerate(labels[:-1]):
        if "-" not in label or _IT_SERVICE_RE.search(label) is not None:
            continue
        hyphenated = True
        if i and label.split("-", 1)[0] in _GENERIC_TLD_LABELS:
            return True  # "usps.com-tracklcp.top": a domain's end run on into another name
        for part in label.split("-"):
            if part in rules.SCAM_LOOKALIKE_GOVERNMENT_WORDS or (
                part != tld and part in rules.SCAM_LOOKALIKE_COUNTRY_CODES
            ):
                return True
    # A country's code as the label right under another country's domain, in a hyphenated
    # host ("sat-devoluciones.mx.cl"; not "my-account.ee.co.uk").
    return (
        hyphenated
        and len(labels) > 2
        and labels[-2] != tld
        and labels[-2] in rules.SCAM_LOOKALIKE_COUNTRY_CODES
    )


# Generic domain endings, which a lookalike runs on into a label with a hyphen
# ("usps.com-tracklcp.top").
_GENERIC_TLD_LABELS: Final = frozenset({"com", "org", "net"})

# Where a host may pose as another's domain (a ".com-", ".co-", ".gov-" run on, a country's
# code as a label between two others, a hyphenated name on a cheap top-level domain): a text
# with one is checked for a lookalike link even with no offer word, no sum and no scheme
# ("Confirm your address: usps.com-tracklcp.top/us").
_LOOKALIKE_HOST_HINT_RE: Final = re.compile(
    # Each branch starts with its literal, so the engine skips to a "." or a "-" in C.
    r"\.(?<=[a-z0-9]\.)(?:com|co|gov|org|net)-[a-z0-9]|-[a-z0-9]+\.[a-z]{2}\.[a-z]{2,}"
    # A hyphenated name on a cheap top-level domain ("amazn-jp-support.top").
    r"|-[a-z0-9]+\.(?:"
    + "|".join(sorted(rules.SCAM_LINK_TLDS, key=len, reverse=True))
    + r")(?![a-z0-9.])"
)


def _may_hold_lookalike(lower: str, kinds: set[str]) -> bool:
    """Whether a lower-cased text with no offer word may hold a host posing as another's domain,
    which decides alone: a hyphen, and a scheme, a sum ("pay £2.99 redelivery at
    dpx-uk-parcel.com") or a host's shape (:data:`_LOOKALIKE_HOST_HINT_RE`)."""
    return "-" in lower and (
        "://" in lower
        or "money" in kinds
        or ("." in lower and _LOOKALIKE_HOST_HINT_RE.search(lower) is not None)
    )


def _link_weight(url: str) -> int:
    """Score a link: a host posing as a country's domain scores
    :data:`~agent_memory.privacy.tables.SCAM_NATIONAL_LOOKALIKE_LINK`; a hyphenated host that
    names a phishing word, or a brand's lookalike,
    :data:`~agent_memory.privacy.tables.SCAM_PHISH_LINK` (one more on a cheap top-level
    domain); a shortener, a raw IP, a cheap top-level domain or a hyphenated name is
    suspicious (:data:`~agent_memory.privacy.tables.SCAM_SUSPICIOUS_LINK`); any other link
    scores the plain url weight."""
    host = url.split("://", 1)[-1].split("/", 1)[0].split("?", 1)[0].rstrip(".,;:!)")
    host = host.removeprefix("www.")
    labels = host.split(".")
    if _national_lookalike(labels):
        return rules.SCAM_NATIONAL_LOOKALIKE_LINK
    if ("-" in host and _PHISH_LINK_WORD_RE.search(host) is not None) or (
        _lookalike(".".join(labels[:-1]))
    ):
        # On a cheap top-level domain too ("parcel-traks.info"): enough to decide alone.
        return rules.SCAM_PHISH_LINK + (labels[-1] in rules.SCAM_LINK_TLDS)
    if (
        _IP_HOST_RE.fullmatch(host) is not None
        or host in rules.SCAM_LINK_SHORTENERS
        or labels[-1] in rules.SCAM_LINK_TLDS
        or any("-" in label for label in labels[:-1])
        or _LINK_HOST_WORD_RE.search(host) is not None
    ):
        return rules.SCAM_SUSPICIOUS_LINK
    return rules.SCAM_HOOK_WEIGHTS["url"]


def _scam(
    text: str,
    lower: str,
    tokens: Sequence[_Token],
    numbers: Sequence[_Token],
    kinds: set[str],
    fields: _Fields,
) -> Verdict | None:
    """Return a ``scam`` verdict for a scam or spam text, or None.

    The lure, threat, bait and pressure phrases (each once, also in texting spellings) give the
    offer's score; a way to act on it gives the hook's: a premium-rate, personal or freephone
    number (also cut short or run into its call word), a phone number after a call word, a
    short code to text, a keyword to reply with (in capitals it weighs like a short code), a
    charge per message, week, month or question, an age limit, a PO Box, terms and conditions,
    a link (a suspicious one scores more, a hyphenated host naming its act most). A text is
    scam when the hook gives at least :data:`~agent_memory.privacy.tables.SCAM_MIN_HOOK` and
    both together at least :data:`~agent_memory.privacy.tables.SCAM_MIN_SCORE`, or, with no
    hook, when it pairs an impersonation ("hi mum, this is my new number") with a request for
    money or a move to a messenger ("text me on WhatsApp"), or piles up
    :data:`~agent_memory.privacy.tables.SCAM_BAIT_ALONE_SCORE` of bait. With a prize lure,
    :data:`~agent_memory.privacy.tables.SCAM_LURE_SCORE` in all is enough (a freephone number
    and "free camera phone"). A phone number of eight digits counts after a call word. A
    friend who won something, a real bank alert (no lure, the bank's own number) and a real
    courier's tracking link (the courier's own domain, nothing to pay) stay below. A short
    code that bills (:func:`_premium_short_code`) decides alone.
    """
    score = prize = bait = threat = 0
    hook = called = _number_hook(text, numbers, fields.body_start)
    seen: set[str] = set()
    hits: list[tuple[int, int]] = []
    for tok in tokens:
        weight = rules.SCAM_WEIGHTS.get(tok.kind)
        if weight is None:
            continue
        phrase = text[tok.start : tok.end].lower()
        if phrase not in seen:
            seen.add(phrase)
            score += weight
            if tok.kind == "scam_lure":
                prize += weight
            elif tok.kind == "scam_bait":
                bait += weight
            elif tok.kind == "scam_threat":
                threat += weight
            elif tok.kind == "scam_give" and "give" not in seen:
                seen.add("give")
                hook += rules.SCAM_GIVE_WEIGHT
            if weight or tok.kind == "scam_give":
                hits.append((tok.start, tok.end))
    if (
        "scam_imp" in kinds
        and ("scam_give" in kinds or ("scam_ask" in kinds and _asks_for_money(lower, tokens)))
        and _impersonating(text, tokens, fields)
    ):
        # "Hi Mum, this is my new number" with a request for money, or with a move to a
        # messenger ("can u text me on WhatsApp"), where the request follows.
        spans = tuple(
            fields.span(t.start, t.end, "scam")
            for t in tokens
            if t.kind in ("scam_imp", "scam_ask", "scam_give")
        )
        return Verdict("scam", "scam.impersonation", spans)
    if "scam_give" in kinds and (not fields.named or _CLAIMS_A_SERVICE_RE.search(lower)):
        asked = _code_asked_back(lower, tokens)
        if asked is not None:
            return _scam_verdict("scam.code_request", asked, fields)
    if bait >= rules.SCAM_BAIT_ALONE_SCORE:
        return _scam_verdict("scam.bait", hits, fields)
    if (
        bait
        and (not fields.named or _sent_from_a_phone_number(fields))
        and _WRONG_NUMBER_RE.search(text) is not None
    ):
        # A stranger's "wrong number" opener that turns to money ("Hi, is this David? It's Amy
        # from the yoga retreat ... the gold trading app my uncle uses"): the first text of an
        # investment scam, sent from a bare number.
        return _scam_verdict("scam.wrong_number", hits, fields)
    if (
        threat >= rules.SCAM_EXTORTION_THREAT_SCORE
        and score >= rules.SCAM_MIN_SCORE
        and "money" in kinds
        and _OWN_APP_RE.search(lower) is None
    ):
        # Extortion with nothing to click or call ("I have a video of you ... send RM3000 in
        # 48 hours or I share it with all your friends"): two threats, pressure and a sum. A
        # notice that sends the reader to pay in its own app is a real one ("unpaid toll of
        # €3.10 ... Pay in the app by 06 Mar to avoid a penalty").
        return _scam_verdict("scam.extortion", hits, fields)
    # An opt-out line of a marketing kind is a hook too ("Reply STOP to opt out").
    if "unsub" in kinds:
        hook += rules.SCAM_HOOK_WEIGHTS["optout"]

    # An app file sent from a stranger's number ("tolong dicek foto paketnya
    # Foto_Paket_Resi.apk"): installing it is the act asked for.
    # Whether the sender is a phone number, looked up once (decided() is asked again as hooks
    # add up).
    phone_sender = _sent_from_a_phone_number(fields)
    apk = _APK_RE.search(lower) if phone_sender and ".apk" in lower else None
    if apk is not None:
        return _scam_verdict("scam.score", [apk.span()], fields)
    from_a_phone = phone_sender and (called > 0 or "scam_give" in kinds)
    # Prize lures or bait and a sum from a stranger's number ("আপনি ৫০,০০০ টাকা পুরস্কার
    # জিতেছেন", "vaga home office, R$ 350 por dia só curtindo vídeos").
    if phone_sender and prize + bait >= rules.SCAM_PHONE_PRIZE_SCORE and "money" in kinds:
        return _scam_verdict("scam.score", hits, fields)

    def decided() -> bool:
        return (
            (hook >= rules.SCAM_MIN_HOOK and score + hook >= rules.SCAM_MIN_SCORE)
            or (hook > 0 and prize >= rules.SCAM_PRIZE_SCORE)
            or (hook > 0 and score >= rules.SCAM_CALLBACK_SCORE)
            # A sum charged and a number to call about it ("renewed for $399.99 ... call
            # +1 (808) ... to cancel", "12,800円 を請求 ... 050-... までお電話ください").
            or (called > 0 and "money" in kinds and score >= rules.SCAM_CALLBACK_MONEY_SCORE)
            # A bank's "call us now" sent from a phone number: banks text from short codes and
            # their names ("HSBC", "72975"), not from a mobile.
            or (from_a_phone and score >= rules.SCAM_PHONE_SENDER_SCORE)
            or (hook >= rules.SCAM_MIN_HOOK and prize > 0 and score + hook >= rules.SCAM_LURE_SCORE)
        )

    # Hook names already counted (each counts once), and the weights of the links counted.
    counted: set[str] = set()
    weights: set[int] = set()
    if "num" in kinds and not decided():
        groups = _code_groups(lower, numbers)
        short = _short_code(lower, groups) if groups else None
        if short is not None:
            name, start, end = short
            hook += rules.SCAM_HOOK_WEIGHTS[name]
            hits.append((start, end))
            counted.add(name)
        premium = _premium_short_code(lower, groups) if groups else None
        if premium is not None:
            return _scam_verdict("scam.score", sorted([*hits, premium]), fields)
    # A pressure word alone ("urgent", "asap") is too common to pay for the hook patterns.
    gated = "scam_hook" in kinds
    # The links, found at most once (here or with the hooks below).
    links: list[tuple[int, int]] | None = None
    if score < 2 and hook == 0 and not gated:
        # A lone pressure word is too common to pay for the hook patterns, unless a link is
        # there to act on ("we missed you ... rebook here: dpd-reschedule.co"); with no offer
        # word at all, only a host posing as a country's domain decides ("... 298 kr er
        # forfalt: https://bompenger-faktura.no-betal.com").
        links = _links(lower) if score or _may_hold_lookalike(lower, kinds) else []
        if not links:
            return None
        if not score:
            national = [
                span
                for span in links
                if _link_weight(lower[span[0] : span[1]]) == rules.SCAM_NATIONAL_LOOKALIKE_LINK
            ]
            if not national:
                return None
            return _scam_verdict("scam.score", national, fields)

    # Cheapest first, and stop as soon as the verdict is certain (most spam is decided by its
    # number or its link).
    if not decided():
        # A lone offer or threat phrase with no hook word ("a new device", "upgrade") can only
        # be acted on through a link: the patterns run when a hook word, a hook or a link is
        # there, or the offer alone scores high.
        # A keyword to reply with ("... reply HOT") and a handle to write to ("contact
        # @btc_desk") are something to act on too.
        patterns = (
            gated
            or hook > 0
            or score >= rules.SCAM_PRIZE_SCORE
            or "reply" in lower
            or " @" in lower
        )
        for start, end in _links(lower) if links is None else links:
            weight = _link_weight(lower[start:end])
            if weight not in weights:
                weights.add(weight)
                hook += weight
            hits.append((start, end))
            patterns = True
        if not patterns:
            return None  # nothing to act on
        done = decided()  # checked again only when a hook adds to the score
        for name, gates, pattern in _SCAM_HOOKS:
            if done:
                break
            if name in counted or (name == "ussd" and not bait):
                continue
            if gates and not _holds_any(lower, gates):
                continue
            if name == "keyword":
                if _YES_OR_NO_RE.search(lower) is not None:
                    # A question asked ("card ending 7712? Reply YES or NO. Reply STOP to end
                    # fraud alerts"): the other keywords are a bank's footer, not a sign-up.
                    continue
                # A keyword in capitals weighs like a short code, a listed one in lower case
                # less ("reply TONE" against "reply yes if ur coming").
                found = _caps_keyword(text)
                if found is not None:
                    hook += rules.SCAM_HOOK_WEIGHTS["caps_keyword"]
                    hits.append(found)
                    done = decided()
                    continue
            for m in pattern.finditer(lower):
                start = m.start()
                while start and lower[start - 1].isdigit():
                    start -= 1  # the pence pattern matches at its "p"
                if start and lower[start - 1].isalpha():
                    continue  # inside a word ("context", "sendai")
                hook += rules.SCAM_HOOK_WEIGHTS[name]
                hits.append((start, m.end()))
                counted.add(name)
                done = decided()
                break
        if not done:
            # Offer words shouted in capitals and a large sum of money add to the offer's score.
            score += _shouted(text)
            if ("£" in text or "$" in text or "€" in text) and _MONEY_RE.search(text) is not None:
                score += 1
    if not decided():
        return None
    hits.sort()
    if (
        threat == 0
        and bait == 0
        and prize < rules.SCAM_PRIZE_SCORE
        and called == 0
        and not counted & _SUBSCRIPTION_TRAP_HOOKS
        and "unsub" in kinds
        and max(weights, default=0) < rules.SCAM_SUSPICIOUS_LINK
        and _signed_by_sender(fields)
    ):
        # A carrier's or a shop's own offer, signed with its name and with an opt-out line
        # ("VoxTel: ... 500 FREE mins ... Reply YES to activate. Txt STOP to 8080 to opt
        # out"): a promotion, however it is worded; a scam hides its sender, piles up prizes
        # or charges for what it signs up ("FreeMsg: ur FREE ringtone ... 3 tones/wk").
        return Verdict("marketing", "marketing.score", _scam_spans(hits, fields))
    return _scam_verdict("scam.score", hits, fields)


# A "wrong number" opener naming someone ("Hi, is this David?", "Are you Mrs Chen?").
_WRONG_NUMBER_RE: Final = re.compile(
    r"(?<![A-Za-z])(?i:is this|is that|are you)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s)?"
    r"[A-Z][a-z]{1,15}(?:\s[A-Z][a-z]{1,15})?\s?\?"
)

# The reader's own app named as where to act ("Pay in the app", "in our app"), lower case.
_OWN_APP_RE: Final = re.compile(r"(?<![a-z])in (?:the|our|your) app(?![a-z])|(?<![a-z])in-app")


def _scam_spans(hits: Sequence[tuple[int, int]], fields: _Fields) -> tuple[Span, ...]:
    """The ``scam`` spans of ``hits`` (offsets into the joined text), in their order."""
    return tuple(fields.span(s, e, "scam") for s, e in hits)


def _scam_verdict(reason: str, hits: Sequence[tuple[int, int]], fields: _Fields) -> Verdict:
    """A ``scam`` verdict with ``reason`` over ``hits`` (see :func:`_scam_spans`)."""
    return Verdict("scam", reason, _scam_spans(hits, fields))
