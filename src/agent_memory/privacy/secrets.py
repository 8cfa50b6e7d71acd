"""Secrets: seed phrases, provider tokens and keys, passwords in prose, credential pairs,
payment cards and account PINs, and the masking policy (what is masked, what is dropped).

The ``secret`` rules of :mod:`agent_memory.privacy.classifier` (see its docstring for the
label's definition and the masking policy).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence
from typing import Final

from agent_memory.privacy import tables as rules
from agent_memory.privacy.fields import _Fields
from agent_memory.privacy.scan import (
    _DIGIT_RE,
    _GUARD_KINDS,
    _LETTER,
    _LETTER_RE,
    _SECRET_TOKEN_KINDS,
    _digits_of,
    _holds_any,
    _longest_first,
    _phrase_key,
    _spelled_digits,
    _tables,
    _Token,
    _word_starts_at,
)
from agent_memory.privacy.verdict import (
    Verdict,
)

# Secrets whose end is not certain: always dropped, never masked.
_FUZZY_SECRETS: Final = frozenset({"private_key", "putty_key"})

# A password value: an app password (four groups of four letters), a key in digit groups (a
# router's WLAN key), or one run of printable characters (ASCII, and Latin letters with
# diacritics, Greek and Cyrillic: "Kesämökki2024!", "Ромашка1958").
_VALUE_CHAR: Final = r"!-~\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF"
_CREDENTIAL_SHAPES: Final = (
    rf"[a-z]{{4}}(?: [a-z]{{4}}){{3}}(?![{_VALUE_CHAR}])|\d{{4}}(?:[ \-]\d{{4}}){{2,}}"
    rf"(?![{_VALUE_CHAR}])|[{_VALUE_CHAR}]{{6,64}}"
)

_GROUPED_PASSWORD_RE: Final = re.compile(r"[a-z]{4}(?: [a-z]{4}){3}|\d{4}(?:[ \-]\d{4}){2,}")


# What the password is for may stand between the word and its connector ("Passwort für mein
# Online-Banking ist ...", "password for j.morales: ..."): a dot inside a name is no sentence's
# end.
_WHAT_FOR: Final = r"(?:[^\n.!?。！？]|\.(?=\w)){0,40}?"

# The word or mark between a password word and its value: "is" in the languages of the
# password words (Czech and Slovak "je", Polish "jest", Romanian "este", Danish and Norwegian
# "er", Finnish "on", Greek "είναι", Ukrainian "є", Malay "ialah", Filipino "ay", Hebrew
# "הוא", Persian "است", Urdu "ہے", Bengali "হলো"), bounded by letters of any script and
# never before a hyphen (Danish "kodeord til e-Boks"). A word that also has other uses ("on",
# "er") may be the wrong one: see _password_value.
_CONNECTOR: Final = (
    r"(?P<conn>(?<![^\W\d_])(?:is|are|es|est|ist|lautet|é|è|e|là|la|adalah|hai|är|was set to"
    r"|set to|reset to|changed to|ni|je|jest|este|er|on|είναι|ειναι|є|это|ialah|ay|הוא|היא|است"
    r"|ہے|হলো|হল)(?![^\W\d_]|-)|[:：=]|为|是|は|는|은|—|คือ|هي|है"
    # "changed the netflix password to Seaside2025": "to" before a value with a digit.
    r"|(?<![A-Za-z])to(?=\s+[\"'“]?[^\s\"'”]*\d))"
)

_VALUE_SHAPE: Final = r"\s*[:：]?\s*(?:now\s+)?[\"'“「]?(?P<value>" + _CREDENTIAL_SHAPES + ")"

_PASSWORD_VALUE_RE: Final = re.compile(_WHAT_FOR + _CONNECTOR + _VALUE_SHAPE, re.IGNORECASE)

_LABEL_RE: Final = re.compile(r"[:：=]")

# After a password word and its connector, two to four capitalised words or numbers, at least
# one of each ("is Blue Hippo 77", "is now 77 Blue Hippos").
_PASSPHRASE_RE: Final = re.compile(
    r"[^\n.!?。！？]{0,24}?(?<![A-Za-z])(?:is|was set to|set to|changed to)(?![A-Za-z])\s*"
    r"(?:now\s+)?[:：]?\s*[\"'“]?(?P<value>(?=(?:\S+\s+){0,3}\d)(?=(?:\S+\s+){0,3}[A-Z][a-z])"
    r"(?:[A-Z][a-z]+|\d+)(?:\s(?:[A-Z][a-z]+|\d+)){1,3})(?![\w])"
)


# After a passphrase word and a colon, four to eight plain words to the end of the line
# (matched on lower-cased text).
_WORDS_PASSPHRASE_RE: Final = re.compile(
    r"[^\n.!?]{0,40}?:\s*[\"'“]?(?P<value>[a-z]+(?:[ \-][a-z]+){3,7})[\"'”]?[ \t]*(?:\n|$)"
)

# After a CJK password word the connector may be missing ("密码 Wm@123456", "パスワード、
# Kx7#mQ2p だよ").
_PASSWORD_VALUE_CJK_RE: Final = re.compile(
    _WHAT_FOR + _CONNECTOR + "?" + _VALUE_SHAPE, re.IGNORECASE
)

# What may close a password value and is not part of it: punctuation and quotes, and with no
# connector before the value also the sentence's closing mark ("pw 2nite?").
_VALUE_END: Final = ".,;:)]」”'\""
_SENTENCE_END: Final = _VALUE_END + "?!"

# A password word, what it is for, and the value last on its line or its clause with no
# connector ("pw for the shared drive Kestrel!88", "пароль от почты Lesnik_88! , потом
# поменяю"): only a strong value with a symbol in it counts (see _line_end_password).
_PASSWORD_VALUE_LINE_END_RE: Final = re.compile(
    r"[^\n.!?。！？]{0,40}?\s[\"'“「]?(?P<value>["
    + _VALUE_CHAR
    + r"]{6,64})[ \t]*(?:\n|$|[,;，、]|[—–]\s)"
)

# A password word with no connector ("kata sandinya Bandung#88", "user admin password hunter2"):
# only a value with a letter and a digit counts, and after a short word ("pass", "pw") also a
# symbol or a capital letter (see _bare_password).
_PASSWORD_VALUE_BARE_RE: Final = re.compile(
    r"\S{0,4}\s+[\"'“「]?(?P<value>[" + _VALUE_CHAR + r"]{6,64})"
)

_CREDENTIAL_PAIR_RE: Final = re.compile(rules.CREDENTIAL_PAIR_PATTERN)

# A password a service issues ("Your temporary VPN password is r8#Qm2!vTz. You will be asked to
# change it at first login."): the message exists to deliver it, so it is dropped, not masked,
# however many words stand around it.
_ISSUED_RE: Final = re.compile(rules.ISSUING_WORDS_PATTERN)

# How far before the password word its issuing word may stand ("temporary VPN password").
_ISSUED_REACH: Final = 16


_ACCOUNT_PIN_RE: Final = re.compile(rules.ACCOUNT_PIN_PATTERN)

# The PIN pattern's literals as one search (one pass over the text, not one per literal).
_ACCOUNT_PIN_GATE_RE: Final = re.compile(_longest_first(rules.ACCOUNT_PIN_GATES))

_IBAN_RE: Final = re.compile(rules.IBAN_PATTERN)

# An IBAN's country code and check digits right before a number ("DE44 "): the number is the
# rest of the IBAN, which the number scan reads apart.
_IBAN_HEAD_RE: Final = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2} ?$")


_DIGIT_GROUP_RE: Final = re.compile(r"\d+")

# A card's expiry (08/27, 11 / 2026): beside a card number it makes a full credential.
_EXPIRY: Final = r"(?:0[1-9]|1[0-2])\s?/\s?(?:20)?\d{2}(?![\d/])"
_EXPIRY_RE: Final = re.compile(r"(?<![\d/])" + _EXPIRY)

# An expiry date right after a number, past a comma or a space ("4111 …, 11/26").
_EXPIRY_AFTER_RE: Final = re.compile(r"[,;]?\s{0,2}" + _EXPIRY)

_WORD_RE: Final = re.compile(rf"[{_LETTER}'’\-]{{2,}}")


_WORD_STRIP: Final = ".,;:!?()[]{}\"'«»“”…"

_CJK_RE: Final = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


_SEED_KINDS: Final = frozenset({"seed", "seed_hint"})

# Words of a written-down seed phrase, split at spaces and list punctuation.
_SEED_SEPARATORS: Final = r"\s:：,，、;；"

_SEED_TOKEN_RE: Final = re.compile(rf"[^{_SEED_SEPARATORS}]+")


# A seed word: BIP-39 words are 3-8 lower-case letters (Latin wordlists with accents); the
# Chinese wordlists write one character per word, the Japanese one kana word (up to 8) and the
# Korean one to five Hangul syllables. A list number ("1.",
# "12)") may stand before each, joined or on its own.
_SEED_WORD: Final = (
    r"[a-zà-öø-ÿ\u0100-\u017f]{3,8}|[\u4e00-\u9fff]{1,4}|[\u3040-\u30ff]{1,8}|[\uac00-\ud7af]{1,5}"
)

# A sentence may end on the last word ("... lemon saddle. Keep it safe"): the stop ends the run.
_SEED_STOPS: Final = ".!?。"

_SEED_WORD_RE: Final = re.compile(
    rf"(?:(?P<num>\d{{1,2}})[.)]?)?(?P<word>{_SEED_WORD})(?P<stop>[{_SEED_STOPS}])?"
)


_LIST_NUMBER_RE: Final = re.compile(r"(\d{1,2})[.)]?")

# Where a seed phrase can be at all: a stretch of at least SEED_PHRASE_MIN_WORDS whole tokens
# that are seed words or list numbers. Found in one pass of the engine; only these stretches
# are walked word by word (most texts have none).
_SEED_TOKEN: Final = (
    rf"(?:(?:\d{{1,2}}[.)]?)?(?:{_SEED_WORD})[{_SEED_STOPS}]?|\d{{1,2}}[.)]?)"
    rf"(?![^{_SEED_SEPARATORS}])"
)

_SEED_STRETCH_RE: Final = re.compile(
    rf"(?<![^{_SEED_SEPARATORS}]){_SEED_TOKEN}"
    rf"(?:[{_SEED_SEPARATORS}]+{_SEED_TOKEN}){{{rules.SEED_PHRASE_MIN_WORDS - 1},}}"
)

# Words that occur in prose but in no BIP-39 wordlist: a run that holds one is a sentence.
_NOT_SEED_WORDS: Final = frozenset(
    {
        "the", "and", "you", "your", "with", "that", "this", "have", "was", "are", "for", "not",
        "but", "from", "they", "what", "when", "will", "please", "thanks", "our", "its", "his",
        "her", "she", "him", "them", "then", "than", "there", "here", "were", "been", "has",
    }
)  # fmt: skip

_SEED_REACH: Final = 40


def _seed_runs(lower: str, gates: Sequence[_Token]) -> list[tuple[int, int, bool]]:
    """Return every run of seed-shaped words long enough to be a seed phrase.

    Returns:
        ``(start, end, numbered)`` per run, in text order; ``numbered`` when every word carries
        its list number in order (1, 2, 3 …). A gate phrase ends a run and is not part of it.
    """
    runs: list[tuple[int, int, bool]] = []
    spans = [(g.start, g.end) for g in gates]
    for stretch in _SEED_STRETCH_RE.finditer(lower):
        runs.extend(_seed_runs_in(lower, stretch.start(), stretch.end(), spans))
    return runs


def _seed_runs_in(
    lower: str, first: int, last: int, spans: Sequence[tuple[int, int]]
) -> list[tuple[int, int, bool]]:
    """The runs of :func:`_seed_runs` within ``lower[first:last]`` (a stretch of seed tokens)."""
    runs: list[tuple[int, int, bool]] = []
    start = end = end_before = 0
    count = 0
    numbered = True
    pending: int | None = None
    for m in _SEED_TOKEN_RE.finditer(lower, first, last):
        token = m.group()
        # A list number starts with a digit (str.isdigit holds for every \d and more).
        number = _LIST_NUMBER_RE.fullmatch(token) if token[0].isdigit() else None
        if number is not None:
            pending = int(number.group(1))
            continue
        word = _SEED_WORD_RE.fullmatch(token)
        at, stop = m.span()
        if (
            word is not None
            and word.group("word") not in _NOT_SEED_WORDS
            and not _overlaps(spans, at, stop)
        ):
            if count == 0:
                start, numbered = at, True
            end_before = end
            count += 1
            listed = word.group("num")
            num = int(listed) if listed is not None else pending
            if num == 1 and count > 1:
                # A list starts here ("write this down: 1. …"): the words before are not in it.
                if count - 1 >= rules.SEED_PHRASE_MIN_WORDS:
                    runs.append((start, end_before, numbered))
                start, count, numbered = at, 1, True
            numbered = numbered and num == count
            end = stop
            pending = None
            if word.group("stop") is not None:
                # The sentence ends here: the run does too, without its full stop.
                end = stop - 1
                if count >= rules.SEED_PHRASE_MIN_WORDS:
                    runs.append((start, end, numbered))
                count = 0
            continue
        pending = None
        if count >= rules.SEED_PHRASE_MIN_WORDS:
            runs.append((start, end, numbered))
        count = 0
    if count >= rules.SEED_PHRASE_MIN_WORDS:
        runs.append((start, end, numbered))
    return runs


def _overlaps(spans: Sequence[tuple[int, int]], start: int, end: int) -> bool:
    """Whether ``[start, end)`` overlaps one of ``spans`` (a loop: a generator costs more than
    the test for the one or two gate phrases of a text)."""
    for b, e in spans:  # noqa: SIM110 (see the docstring)
        if start < e and b < end:
            return True
    return False


def _find_seed_phrase(
    lower: str, tokens: Sequence[_Token], kinds: set[str]
) -> tuple[int, int] | None:
    """Return the span of a wallet seed phrase, or None.

    A run of at least :data:`~agent_memory.privacy.tables.SEED_PHRASE_MIN_WORDS`
    seed-shaped words (see :data:`_SEED_WORD_RE`; a prose word such as "the" or "your" ends a
    run) that starts within 40 characters after a seed-phrase word or ends within 40 before
    one (BIP-39 mnemonics are 12-24 words). A hint word ("wallet", "seed") gates the run only
    when a second, different hint is present or the words are numbered 1, 2, 3 … (a
    written-down backup), so a shopping list or a word game is kept.
    """
    gates = [t for t in tokens if t.kind in _SEED_KINDS]
    hints = {lower[t.start : t.end] for t in gates if t.kind == "seed_hint"}
    if (
        len(hints) < 2
        and all(g.kind == "seed_hint" for g in gates)
        and _DIGIT_RE.search(lower) is None
    ):
        # One hint word ("wallet" in a crypto scam) gates only a numbered list, and a text
        # without a digit has none: the word-by-word walk is skipped.
        return None
    for start, end, numbered in _seed_runs(lower, gates):
        for g in gates:
            if g.kind == "seed_hint" and not (numbered or len(hints) >= 2):
                continue
            if 0 <= start - g.end <= _SEED_REACH or 0 <= g.start - end <= _SEED_REACH:
                return start, end
    return None


# What may close a word of a bare seed phrase and is not part of it ("... lemon saddle.").
_SEED_WORD_ENDS: Final = ".,;:!?"


@functools.cache
def _seed_wordlists() -> tuple[frozenset[str], tuple[frozenset[str], ...]]:
    """Return every word of the BIP-39 wordlists of
    :data:`~agent_memory.privacy.tables.SEED_WORDLISTS` (NFC, as the filter reads text), and
    each list's words alone.

    Read from the ``mnemonic`` package (the BIP-39 reference implementation's wordlists) on
    the first text long enough to hold a seed phrase, not at import.
    """
    from mnemonic import Mnemonic  # a text of twelve words or more needs it, not an import

    lists = tuple(
        frozenset(unicodedata.normalize("NFC", w) for w in Mnemonic(language).wordlist)
        for language in rules.SEED_WORDLISTS
    )
    return frozenset().union(*lists), lists


def _bare_seed_phrase(lower: str) -> tuple[int, int] | None:
    """Return the span of a run of at least
    :data:`~agent_memory.privacy.tables.SEED_PHRASE_MIN_WORDS` whitespace-separated words of
    one BIP-39 wordlist (a wallet seed phrase pasted with no seed word beside it), or None.

    The run ends after a word that ends its sentence ("... lemon saddle. Keep them safe").
    Prose breaks such a run within a few words ("the", "and", "you" are in no list). Only
    every twelfth word is looked up first (a run of twelve holds exactly one of them), and the
    words around a listed one next: a few lookups a text instead of one a word.
    """
    need = rules.SEED_PHRASE_MIN_WORDS
    if len(lower) < need * 4 - 1 or lower.count(" ") + lower.count("\n") < need - 1:
        return None  # too short for twelve words of three letters or more, or fewer spaces
    words = lower.split()
    count = len(words)
    every, lists = _seed_wordlists()
    ends = _SEED_WORD_ENDS
    for probe in range(need - 1, count, need):
        if words[probe].rstrip(ends) not in every:
            continue
        lo, hi = probe, probe + 1
        while lo and words[lo - 1].rstrip(ends) in every:
            lo -= 1
        while hi < count and words[hi].rstrip(ends) in every:
            hi += 1
        if hi - lo < need:
            continue
        for listed in lists:  # one language's words, not a mix of lists
            found = _listed_run(words, lo, hi, listed)
            if found is not None and _varied(words[found[0] : found[1]]):
                spans = [m.span() for m in _WHITESPACE_RUN_RE.finditer(lower)]
                first, last = spans[found[0]][0], spans[found[1] - 1][1]
                return first, len(lower[:last].rstrip(ends))
    return _numbered_seed_phrase(lower)


# A word after its number in a written-down list ("1 ladder", "2. crystal", "3) mango").
# The first digit leads (a character set the engine skips to), then the check before it.
_NUMBERED_WORD_RE: Final = re.compile(r"(\d(?<![\w.]\d)\d?)[.):]?\s+([^\W\d_]+)")

# What may stand between two numbered words of one list.
_NUMBERED_GAP: Final = " ,;\n\t"


def _numbered_seed_phrase(lower: str) -> tuple[int, int] | None:
    """Return the span of a written-down seed phrase: words numbered 1, 2, 3 … up to
    :data:`~agent_memory.privacy.tables.SEED_PHRASE_MIN_WORDS` or more ("1 ladder 2 crystal
    3 mango ..."), all but one of them of one BIP-39 wordlist (one miswritten word does not
    hide the rest), :data:`_SEED_MIN_DIFFERENT` different words at least; or None."""
    need = rules.SEED_PHRASE_MIN_WORDS
    if str(need) not in lower:
        return None
    run: list[re.Match[str]] = []
    found = False
    for m in _NUMBERED_WORD_RE.finditer(lower):
        if (
            run
            and int(m.group(1)) == len(run) + 1
            and not lower[run[-1].end() : m.start()].strip(_NUMBERED_GAP)
        ):
            run.append(m)
        elif found:
            break  # the list ends: all of it is the phrase (a seed phrase has up to 24 words)
        else:
            run = [m] if m.group(1) == "1" else []
        if not found and len(run) >= need:
            found = _numbered_words_listed([w.group(2) for w in run])
    return (run[0].start(), run[-1].end()) if found else None


def _numbered_words_listed(words: Sequence[str]) -> bool:
    """Whether all of ``words`` but one at most are words of one BIP-39 list, and varied."""
    _, lists = _seed_wordlists()
    return _varied(words) and any(sum(w not in listed for w in words) <= 1 for listed in lists)


# Different words a seed phrase of twelve holds at least: BIP-39 draws each word from 2,048, so
# a real phrase repeats a word rarely (the reference test vector "legal winner thank year ...
# legal winner thank yellow" holds nine); "text text text ..." is no seed phrase.
_SEED_MIN_DIFFERENT: Final = 9


def _varied(words: Sequence[str]) -> bool:
    """Whether ``words`` hold :data:`_SEED_MIN_DIFFERENT` different words or more."""
    return len({w.rstrip(_SEED_WORD_ENDS) for w in words}) >= _SEED_MIN_DIFFERENT


def _listed_run(
    words: Sequence[str], lo: int, hi: int, listed: frozenset[str]
) -> tuple[int, int] | None:
    """Return the first run ``(start, end)`` of words ``words[lo:hi]`` of one list ``listed``
    at least :data:`~agent_memory.privacy.tables.SEED_PHRASE_MIN_WORDS` long, ending after a
    word that ends its sentence, or None."""
    start = lo
    for i in range(lo, hi + 1):
        word = words[i] if i < hi else ""
        inside = i < hi and word.rstrip(_SEED_WORD_ENDS) in listed
        if inside and word[-1] in _SEED_STOPS:
            if i + 1 - start >= rules.SEED_PHRASE_MIN_WORDS:
                return start, i + 1
            start = i + 1
        elif not inside:
            if i - start >= rules.SEED_PHRASE_MIN_WORDS:
                return start, i
            start = i + 1
    return None


_WHITESPACE_RUN_RE: Final = re.compile(r"\S+")


def _find_bare_seed(text: str, lower: str, fields: _Fields) -> Verdict | None:
    """Return a ``secret`` verdict for a bare seed phrase (:func:`_bare_seed_phrase`), or None.

    Asked only of a text that nothing else drops (the classifier's last step): a text
    dropped as a code, a scam or a promotion is dropped all the same, and spam, the slowest
    texts to classify, does not pay for it.
    """
    seed = _bare_seed_phrase(lower if len(lower) == len(text) else text)
    if seed is None:
        return None
    return Verdict("secret", "secret.seed_phrase", (fields.span(*seed, "secret"),))


def _luhn_ok(digits: str) -> bool:
    total = 0
    for pos, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if pos % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _card_end(text: str, tokens: Sequence[_Token], i: int) -> int | None:
    """Return where the card number that opens ``tokens[i]`` ends, or None.

    A number run may carry more digits after the card ("4539148803436467 08/27"): the
    longest leading run of groups that is a card counts.
    """
    tok = tokens[i]
    if _IBAN_HEAD_RE.search(text, max(0, tok.start - 5), tok.start) is not None:
        return None  # the digits of an IBAN ("DE44 5001 0517 5407 3249 31"), not a card
    if text.startswith("+", max(0, tok.start - 1)):
        return None  # an international phone number ("+5511988880002", an SMS sender)
    chunk = text[tok.start : tok.end]
    # Only a leading run of 13 to 19 digits can be a card: the candidates are found in one
    # pass (a long run of short groups, "1 1 1 ...", cost a split per group before).
    candidates: list[int] = []
    digits = 0
    for m in _DIGIT_GROUP_RE.finditer(chunk):
        digits += m.end() - m.start()
        if digits > _CARD_MAX_DIGITS:
            break
        if digits >= _CARD_MIN_DIGITS:
            candidates.append(m.end())
    for end in reversed(candidates):
        if (
            _NEXT_GROUP_RE.match(chunk, end) is not None
            and _EXPIRY_CVV_NEXT_RE.match(chunk, end) is None
        ):
            continue  # a fifth group of four ("4712-8830-1945-2267-0091"): a longer token
        if _is_card(chunk[:end], tokens, i, text):
            return tok.start + end
    return None


# Another group of four or more digits right after a card-length run: the number goes on, as a
# prepaid meter's 20-digit token does; a card is followed by an expiry or a CVV, not by that.
_NEXT_GROUP_RE: Final = re.compile(r"[ \-]\d{4}")

# An expiry written MMYY and a security code after it, run on after the card's number with
# blanks ("4916338506182830 0828 271"): the card's own, not more of one long number.
_EXPIRY_CVV_NEXT_RE: Final = re.compile(r"[ \-](?:0[1-9]|1[0-2])\d{2}[ \-]\d{3,4}(?![\d\-])")


_CARD_MIN_DIGITS: Final = 13
_CARD_MAX_DIGITS: Final = 19


def _card_digits(digits: str) -> bool:
    """Whether a run of digits can be a payment card's number: 13-19 digits, Luhn-valid, a
    known issuer prefix (:data:`~agent_memory.privacy.tables.CARD_ISSUER_PREFIXES`)."""
    if not _CARD_MIN_DIGITS <= len(digits) <= _CARD_MAX_DIGITS or not _luhn_ok(digits):
        return False
    prefix = int(digits[:6])
    return any(lo <= prefix <= hi for lo, hi in rules.CARD_ISSUER_PREFIXES)


_CARD_NAME_RE: Final = re.compile(rules.CARD_NAME_PATTERN, re.IGNORECASE)


def _card_named_near(text: str, start: int, end: int, guard_end: int | None) -> bool:
    """Whether a card word (card, Visa, CVV, exp, 卡 …) names the number at ``start:end``.

    The word stands within reach after the number, or before it: after ``guard_end`` when an
    order, tracking or phone word stands right before the number ("Paid by card, order
    4539…" is an order number; "the supplies order: use the office card 4539…" is a card).
    """
    reach = rules.CARD_CONTEXT_REACH
    lo = max(0, start - reach) if guard_end is None else max(guard_end, start - reach)
    return (
        _names_this_card(text, _CARD_NAME_RE.search(text, lo, start))
        or _names_this_card(text, _CARD_NAME_RE.search(text, end, end + reach))
        # An expiry date right after it ("... 9101, 11/26, 442"): a card's own.
        or _EXPIRY_AFTER_RE.match(text, end) is not None
    )


# The last digits of a masked card ("•••• 4821", "**** 4821", "ending 4821") right after a
# card word: the word names that card ("refund to your Visa •••• 4821"), not another number.
_MASKED_CARD_AFTER_RE: Final = re.compile(r"\s*(?:[•*·xX]{2,}[\s\-]?|ending (?:in )?)\d{4}")


def _names_this_card(text: str, word: re.Match[str] | None) -> bool:
    """Whether the card word ``word`` (a search's match, or None) may name a whole number
    nearby: not when the masked card it names follows it."""
    return word is not None and _MASKED_CARD_AFTER_RE.match(text, word.end()) is None


def _is_card(chunk: str, tokens: Sequence[_Token], i: int, text: str) -> bool:
    """Whether ``chunk`` (the start of ``tokens[i]``) is a card number: 13-19 digits,
    Luhn-valid, a known issuer prefix, and either named by a card word (then in any grouping,
    see :func:`_card_named_near`) or in a normal grouping and not right after an order,
    tracking or phone word."""
    groups = chunk.replace("-", " ").split()
    if not _card_digits("".join(groups)):
        return False
    start = tokens[i].start
    guard_end = None
    for j in range(max(0, i - 2), i):
        prev = tokens[j]
        if (
            prev.kind in _GUARD_KINDS
            and prev.kind != "money"
            and text[prev.start : prev.end].lower() not in rules.CARD_NEUTRAL_GUARDS
        ):
            guard_end = prev.end
    if _card_named_near(text, start, start + len(chunk), guard_end):
        return True
    if guard_end is not None:
        return False
    sizes = [len(g) for g in groups]
    normal = (
        len(groups) == 1
        # A card's number alone on its line, as a note to self in any grouping ("45391 72044
        # 8856 13" in Saved Messages).
        or _alone_on_its_line(text, start, start + len(chunk))
        or (sizes[:4] == [4, 4, 4, 4] and len(sizes) <= 5 and all(1 <= s <= 4 for s in sizes[4:]))
        or sizes == [4, 6, 5]
        or sizes == [4, 6, 4]
        or sizes == [4, 4, 5]
    )
    return normal


def _alone_on_its_line(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is all of its line but blanks."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    return not text[line_start:start].strip() and not text[end:line_end].strip()


def _context_words(text: str) -> float:
    """Count the words around a secret: whitespace-separated runs of letters, CJK counting
    half each. A run that mixes letters and digits (another key, an id) is no word."""
    words = sum(1 for w in text.split() if _WORD_RE.fullmatch(w.strip(_WORD_STRIP)))
    return words + len(_CJK_RE.findall(text)) / 2


# The network words and the subjects a PIN opens, each one pattern of literals: one search in C
# instead of a substring test per word (35 and 125 words).
_WIFI_WORD_RE: Final = re.compile(_longest_first(rules.WIFI_WORDS))

# Anywhere in a word ("visakortet", "creditcard"), but an MPIN only as a word of its own
# ("Tampines" holds none).
_ACCOUNT_PIN_SUBJECT_RE: Final = re.compile(
    _longest_first([s for s in rules.ACCOUNT_PIN_SUBJECTS if s != "mpin"]) + r"|(?<![a-z])mpin"
)


# A PIN or password word (:data:`~agent_memory.privacy.tables.SPELLED_PIN_WORDS`): beside it,
# digits spelled as words are a secret. Led by the words' first letters (the engine skips to
# them in C); that no letter stands before one is checked on each match (_spelled_pin_word).
_SPELLED_PIN_WORD_RE: Final = re.compile(
    "(?:" + _longest_first(rules.SPELLED_PIN_WORDS) + r")(?![^\W\d_])"
)


# Literals of which every word of SPELLED_PIN_WORDS holds one, tested before the pattern.
_SPELLED_PIN_GATES: Final = ("pin", "pass", "wort", "zahl", "contrase", "clave", "senha", "woord")


def _spelled_pin_word(lower: str) -> bool:
    """Whether a PIN or password word stands in ``lower`` as a word of its own."""
    if not _holds_any(lower, _SPELLED_PIN_GATES):
        return False
    return any(_word_starts_at(lower, m.start()) for m in _SPELLED_PIN_WORD_RE.finditer(lower))


# A password's value given last, after a colon, an arrow or a "so" that ends its explanation:
# one run of six to forty characters with nothing but an end mark after it on its line.
_EXPLAINED_PASSWORD_RE: Final = re.compile(
    r"(?:[:=→]|->|(?<![A-Za-z])(?:so|i\.e\.|ie|that's|which is))\s+"
    r"(?P<value>[^\s,;:\"'“”]{6,40}?)[.!?)]?(?:\s*$|\s*\n)"
)

# How far after a password word its explained value may end, in characters.
_EXPLAINED_REACH: Final = 200


def _find_secret(
    text: str,
    lower: str,
    tokens: Sequence[_Token],
    kinds: set[str],
    fields: _Fields,
    mask: bool = False,
) -> Verdict | None:
    """Return a ``secret`` verdict, or None when the text holds no secret. With ``mask``, a
    secret with a clear end inside a long message gives a ``keep`` verdict whose secret spans
    must be masked instead (the masking policy of :mod:`agent_memory.privacy.classifier`)."""
    # Offsets must be the text's: on the rare text whose lower-case form has another length,
    # the words are read from the text itself (capitalised words then end a run).
    subject = lower if len(lower) == len(text) else text
    seed = _find_seed_phrase(subject, tokens, kinds) if kinds & _SEED_KINDS else None
    if seed is not None:
        return Verdict("secret", "secret.seed_phrase", (fields.span(*seed, "secret"),))
    if (
        "num" not in kinds
        and ("guard" in kinds or "password" in kinds)
        and subject is lower
        and _spelled_pin_word(lower)
    ):
        # A PIN or password read out in words, in a text with no number ("Die PIN für deine
        # neue Girokarte ist sieben-drei-null-fünf").
        spelled = _spelled_digits(lower)
        if spelled is not None:
            return Verdict("secret", "secret.spelled_pin", (fields.span(*spelled, "secret"),))
    exact: list[tuple[int, int, str]] = []
    if "secret_gate" in kinds or "weak" in kinds or "guard" in kinds:
        tables = _tables()
        # A gate may have been found as a generic code word ("token") or as a guard word
        # ("PIN", which also keeps card PIN mailers from reading as one-time codes).
        patterns: set[tuple[str, re.Pattern[str]]] = set()
        for tok in tokens:
            kind = tok.kind
            if kind == "secret_gate" or kind == "guard" or kind == "weak":
                matched = lower[tok.start : tok.end]
                if kind == "weak" and matched not in tables.weak_gates:
                    continue
                found = tables.secret_res_by_phrase.get(matched)
                if found is None:  # matched other than as written ("api-key" for "api key")
                    found = tables.secret_res_by_gate.get(_phrase_key(matched), ())
                patterns.update(found)
        for rule, pattern in sorted(patterns, key=lambda entry: entry[0]):
            for m in pattern.finditer(text):
                if rule in _FUZZY_SECRETS:
                    span = fields.span(m.start(), len(text), "secret")
                    return Verdict("secret", f"secret.{rule}", (span,))
                # A labelled key ("API_KEY=...") is masked from its value on.
                value = "value" if "value" in pattern.groupindex else 0
                exact.append((m.start(value), m.end(value), rule))
        exact = sorted(set(exact))
    wifi: bool | None = None  # whether the text names a network, looked up once if asked
    for i, tok in enumerate(tokens if kinds & _PASSWORD_TOKEN_KINDS else ()):
        if tok.kind == "password":
            prev = tokens[i - 1] if i else None
            if (
                prev is not None
                and prev.kind == "code_neg"
                and not text[prev.end : tok.start].strip()
                and tok.start - prev.end <= 1
            ):
                continue  # a way in's password is its code ("공동현관 비번": the entrance's)
            if (
                "travel" in kinds
                and text[tok.start : tok.end].isupper()
                and _FLIGHT_NUMBER_AFTER_RE.match(text, tok.end) is not None
                and lower[tok.start : tok.end] in rules.PASSWORD_SHORT_WORDS
            ):
                continue  # an airline's code and a flight's number ("Flight WW 2491"), not "ww"
            cjk = not _LETTER_RE.match(text, tok.start)
            pw = _password_value(
                _PASSWORD_VALUE_CJK_RE if cjk else _PASSWORD_VALUE_RE, text, tok.end
            )
            if pw is None:
                pw = _PASSWORD_VALUE_BARE_RE.match(text, tok.end)
                if pw is not None and not _bare_password(
                    pw.group("value"), lower[tok.start : tok.end], wifi="wifi" in lower
                ):
                    pw = None
            if pw is None and not cjk:
                pw = _PASSWORD_VALUE_LINE_END_RE.match(text, tok.end)
                if pw is not None and not _line_end_password(pw.group("value")):
                    pw = None
            if pw is None and "\n" in text[tok.end : tok.end + _NEXT_LINE_REACH]:
                # The value alone on the next line ("공유기 비번 알려줄게 ㅎㅎ\n→ bomnal2026!!",
                # "wifi password below:\n\nkettle7harbour").
                pw = _NEXT_LINE_VALUE_RE.match(text, tok.end)
                if pw is not None and not _next_line_password(pw.group("value")):
                    pw = None
            if pw is None and not cjk:
                # A passphrase of capitalised words and a number ("the password is Blue Hippo
                # 77"), or of plain words after a passphrase word and a colon ("passphrase for
                # the drive is: blue otter carries seven lanterns"), has no certain end: the
                # text is dropped.
                phrase = _PASSPHRASE_RE.match(text, tok.end) or (
                    _WORDS_PASSPHRASE_RE.match(subject, tok.end)
                    if lower[tok.start : tok.end] in rules.PASSPHRASE_WORDS
                    else None
                )
                if phrase is not None:
                    span = fields.span(*phrase.span("value"), "secret")
                    return Verdict("secret", "secret.password_prose", (span,))
            if pw is None and not cjk:
                # A password explained over a sentence, its value last ("the password is the
                # street name plus our flat number, no spaces: maplegrove14", "... with a
                # capital H then 1962, so Harrington1962!").
                told = _EXPLAINED_PASSWORD_RE.search(
                    text, tok.end, min(len(text), tok.end + _EXPLAINED_REACH)
                )
                if told is not None and _looks_like_password(told.group("value")):
                    span = fields.span(*told.span("value"), "secret")
                    return Verdict("secret", "secret.password_prose", (span,))
            if pw is not None:
                start, end = pw.start("value"), pw.end("value")
                if any(s <= start < e for s, e, _ in exact):
                    continue  # a provider's token or a labelled key, named by its own rule
                value = text[start:end].rstrip(".,;:!?)")
                end = start + len(value)
                if (
                    mask
                    and start >= fields.body_start
                    and (end == len(text) or text[end] in " \n,.;:!?)")
                    and _ISSUED_RE.search(lower, max(0, tok.start - _ISSUED_REACH), tok.start)
                    is None
                    and _context_words(text[fields.body_start : start] + text[end:])
                    >= rules.MIN_CONTEXT_WORDS
                ):
                    # One word with a clear end inside a long message ("wifi password at the
                    # cabin is sunflower42, see you there Saturday"): masked, the message kept.
                    exact.append((start, end, "password_prose"))
                    continue
                span = fields.span(start, end, "secret")
                return Verdict("secret", "secret.password_prose", (span,))
        elif tok.kind == "weak" and (
            lower[tok.start : tok.end] in rules.PASSWORD_CODE_WORDS
            or (wifi := _names_a_network(lower, wifi))
        ):
            # "Netværket hedder Hansen5G og koden er kaffekop123", "ο κωδικός του Netflix
            # είναι Kalimera2024!": a code word beside a network's name, or the word Greek and
            # Thai use for both, before a value no one-time code has (lower-case letters).
            pw = _password_value(_PASSWORD_VALUE_RE, text, tok.end)
            if pw is not None and any(c.islower() for c in pw.group("value")):
                span = fields.span(pw.start("value"), pw.end("value"), "secret")
                return Verdict("secret", "secret.password_prose", (span,))
        elif tok.kind == "login":
            pair = _CREDENTIAL_PAIR_RE.match(text, tok.end)
            if pair is not None and _looks_like_password(pair.group("value")):
                span = fields.span(pair.start("value"), pair.end("value"), "secret")
                return Verdict("secret", "secret.credential_pair", (span,))
        elif (
            tok.kind == "num"
            # A token shorter than a card's fewest digits holds none (most numbers).
            and tok.end - tok.start >= _CARD_MIN_DIGITS
            and len(_digits_of(text[tok.start : tok.end])) >= _CARD_MIN_DIGITS
        ):
            card_end = _card_end(text, tokens, i)
            if card_end is not None:
                exact.append((tok.start, card_end, "card"))
            elif _WIFI_KEY_RE.fullmatch(text, tok.start, tok.end) is not None and (
                wifi := _names_a_network(lower, wifi)
            ):
                # A router's printed Wi-Fi key, sixteen digits or more in fours ("WLAN heißt
                # FRITZ!Box 7590 XK, Schlüssel: 4471 8823 0915 6620 2287").
                exact.append((tok.start, tok.end, "wifi_key"))
    if not exact and text.count(".") >= 3:
        exact.extend(_grouped_cards(text, _DOTTED_CARD_RE, "."))
    if not exact and "  " in text:
        exact.extend(_grouped_cards(text, _WIDE_CARD_RE, " "))
    # A PIN with its digits beside an IBAN, a card or a bank: the pair opens the account.
    pin = (
        _ACCOUNT_PIN_RE.search(text)
        if not exact and _ACCOUNT_PIN_GATE_RE.search(lower) is not None
        else None
    )
    if pin is not None and (
        _IBAN_RE.search(text) is not None or _ACCOUNT_PIN_SUBJECT_RE.search(lower) is not None
    ):
        span = fields.span(pin.start(), pin.end(), "secret")
        return Verdict("secret", "secret.account_pin", (span,))
    if exact:
        spans = tuple(fields.span(s, e, "secret") for s, e, _ in exact)
        first_rule = exact[0][2]
        if not mask:
            return Verdict("secret", f"secret.{first_rule}", spans)
        rest = text[fields.body_start :]
        for s, e, _ in sorted(exact, reverse=True):
            if s >= fields.body_start:
                rest = rest[: s - fields.body_start] + " " + rest[e - fields.body_start :]
        full_card = any(r == "card" for _, _, r in exact) and (
            "card_ctx" in kinds
            or _ACCOUNT_PIN_RE.search(text) is not None
            or _EXPIRY_RE.search(text) is not None
        )
        if full_card or _context_words(rest) < rules.MIN_CONTEXT_WORDS:
            return Verdict("secret", f"secret.{first_rule}", spans)
        return Verdict("keep", f"keep.masked.{first_rule}", spans)
    return None


# Four groups of digits joined by dots, which the number scan reads as figures.
# The first digit leads (a character set the engine skips to), then the check before it.
_DOTTED_CARD_RE: Final = re.compile(r"\d(?<![\d.]\d)\d{3}(?:\.\d{4}){2}\.\d{1,7}(?![\d.])")


def _names_a_network(lower: str, known: bool | None) -> bool:
    """Whether ``lower`` names a Wi-Fi network (:data:`_WIFI_WORD_RE`); ``known`` is the answer
    already found for it, if any (looked up once per text)."""
    return _WIFI_WORD_RE.search(lower) is not None if known is None else known


# Sixteen to twenty-four digits in groups of four: a router's printed Wi-Fi key.
_WIFI_KEY_RE: Final = re.compile(r"\d{4}(?: \d{4}){3,5}")


def _grouped_cards(
    text: str, pattern: re.Pattern[str], separator: str
) -> list[tuple[int, int, str]]:
    """Return the card numbers that ``pattern`` finds in groups joined by ``separator``, which
    the number scan does not read as one number: with dots ("4929.1234.5678.9015",
    :data:`_DOTTED_CARD_RE`) or with wide blanks ("4539  5298  4105  9561",
    :data:`_WIDE_CARD_RE`). Each is 13-19 digits, Luhn-valid, with a known issuer prefix (a card
    in any spacing, issue 26)."""
    out: list[tuple[int, int, str]] = []
    for m in pattern.finditer(text):
        if _card_digits(m.group().replace(separator, "")):
            out.append((m.start(), m.end(), "card"))
    return out


# Four groups of four digits with two or three blanks between them ("4539  5298  4105  9561"),
# which the number scan (single blanks) reads as four numbers.
_WIDE_CARD_RE: Final = re.compile(r"(?<![\d])\d{4}(?: {2,3}\d{4}){3}(?![\d])")


def _bare_password(value: str, word: str, *, wifi: bool = False) -> bool:
    """Whether a value right after the password word ``word`` (lower case), with no connector
    between them, reads as a password: a strong one (:func:`_strong_password`) after any word;
    after a full word ("password", "passwort", not "pass" or "pw":
    :data:`~agent_memory.privacy.tables.PASSWORD_SHORT_WORDS`, which texting uses for other
    things), or after a short one in a text about ``wifi`` ("wifi is CasaRossi_5G, pw
    lemontree2019"), also 6 characters or more that start with a letter and hold a digit
    ("user admin password hunter2"; "pass 2moro" is no password)."""
    if _strong_password(value):
        return True
    value = value.rstrip(_SENTENCE_END)
    return (
        (wifi or word not in rules.PASSWORD_SHORT_WORDS)
        and len(value) >= 6
        and value[0].isalpha()
        and "://" not in value
        and any(c.isdigit() for c in value)
    )


# A flight's number right after an airline's two-letter code ("WW 2491").
_FLIGHT_NUMBER_AFTER_RE: Final = re.compile(r" ?\d{1,4}(?![\d:.,/])")

# A password word's line, then its value alone on the next non-blank line, after an arrow or a
# colon if any.
_NEXT_LINE_VALUE_RE: Final = re.compile(
    r"[^\n]{0,40}\n\s*(?:[→:>=\-–—][ \t]*)?[\"'“「]?(?P<value>["
    + _VALUE_CHAR
    + r"]{6,64})[ \t]*(?:\n|$)"
)

# How far after a password word the line break before its value may stand, in characters.
_NEXT_LINE_REACH: Final = 41


def _next_line_password(value: str) -> bool:
    """Whether a value alone on its line after a password word's line reads as a password:
    letters and a digit, no link nor e-mail address (a line of its own is the value's
    clear start and end, so "bomnal2026" counts as "hunter2" does after "password")."""
    core = value.rstrip(_SENTENCE_END).strip("\"'”」")
    return (
        len(core) >= _NEXT_LINE_MIN
        and "://" not in core
        and "@" not in core
        and any(c.isdigit() for c in core)
        and any(c.isalpha() for c in core)
    )


_NEXT_LINE_MIN: Final = 6


def _line_end_password(value: str) -> bool:
    """Whether a value last on its line, a few words after a password word with no connector,
    reads as a password: a strong one (:func:`_strong_password`) with a symbol inside it
    ("Kestrel!88"; not "iPhone15", which a question about a password names)."""
    core = value.rstrip(_SENTENCE_END)
    return _strong_password(value) and any(not c.isalnum() for c in core)


def _strong_password(value: str) -> bool:
    """Whether a value with no connector before it still reads as a password (Bandung#88); a
    closing question or exclamation mark is the sentence's ("pw 2nite?")."""
    value = value.rstrip(_SENTENCE_END)
    return (
        len(value) >= 6
        and "://" not in value
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and (any(not c.isalnum() for c in value) or any(c.isupper() for c in value))
    )


_CONNECTOR_TRIES: Final = 3

# The token kinds the password, login and card steps read: a generic code word may name a
# password too (rules.PASSWORD_CODE_WORDS, and any beside rules.WIFI_WORDS).
_PASSWORD_TOKEN_KINDS: Final = _SECRET_TOKEN_KINDS | {"weak"}


def _password_value(pattern: re.Pattern[str], text: str, pos: int) -> re.Match[str] | None:
    """Return the match of ``pattern`` (a password word's connector and value) after ``pos``
    whose value looks like a password, or None.

    The first connector may be a word with other uses ("password on netflix is Seaside2025":
    "on" before "netflix"); a value that does not look like a password sends the search on from
    that connector, at most :data:`_CONNECTOR_TRIES` times. After a label ("Password:
    correcthorsebatterystaple") a long single word is the password itself, a passphrase,
    whatever its letters.
    """
    start = pos
    for _ in range(_CONNECTOR_TRIES):
        pw = pattern.match(text, pos)
        if pw is None:
            return None
        value = pw.group("value")
        if _looks_like_password(value):
            return pw
        labelled = _LABEL_RE.search(text, start, pw.start("value")) is not None
        if labelled and len(value.rstrip(".,;")) >= 8:
            return pw
        # On from the connector, or past a value taken with none ("รหัสผ่าน Netflix บ้านเรา
        # คือ Mamuang2024": not "Netflix").
        pos = pw.end("conn") if pw.group("conn") is not None else pw.end("value")
    return None


def _looks_like_password(value: str) -> bool:
    if _GROUPED_PASSWORD_RE.fullmatch(value) is not None:
        return True
    value = value.rstrip(_VALUE_END)
    if len(value) < 6 or "://" in value or set(value) <= {"*", "•", "·", "x", "X"}:
        return False
    if any(c.isdigit() for c in value):
        return True
    has_symbol = any(not c.isalnum() for c in value)
    return has_symbol and any(c.isupper() for c in value) and any(c.islower() for c in value)
