"""The one scan of a text: the rule tables compiled once into phrase tries and patterns.

The rules are data in :mod:`agent_memory.privacy.tables`; this module compiles them on first
use (never at import) into two phrase tries (letter-initial phrases, bounded; the others), one
number pattern and the marketing gates, and turns a text into tokens (phrase kind, span) that
the rule modules (:mod:`~agent_memory.privacy.codes`, :mod:`~agent_memory.privacy.secrets`,
:mod:`~agent_memory.privacy.system`, :mod:`~agent_memory.privacy.marketing`) read.
"""

from __future__ import annotations

import functools
import itertools
import re
import threading
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final, Literal

from agent_memory.privacy import tables as rules

# Letters of space-separated scripts (Latin with Vietnamese, Greek, Cyrillic). Phrases get
# explicit look-arounds over this class instead of \b, which treats CJK as word characters.
_LETTER: Final = r"A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u1E00-\u1EFF"

_LETTER_RE: Final = re.compile(rf"[{_LETTER}]")


_LETTER_RUN_RE: Final = re.compile(rf"[{_LETTER}]+")

# The characters of _LETTER outside ASCII, as a character-class body.
_OTHER_LETTERS: Final = _LETTER.removeprefix("A-Za-z")


def _symbol(ch: str) -> bool:
    """Whether ``ch`` may stand in a phrase of the ASCII tries: ASCII, or a character outside
    ASCII that is neither a letter nor in :data:`_LETTER` (``£``, ``€``, ``°``, ``％``)."""
    return ch.isascii() or not (ch.isalpha() or _LETTER_RE.match(ch))


_SPACE_MARK: Final = "\x00space"


_HYPHEN_MARK: Final = "\x00hyphen"

_APOS_MARK: Final = "\x00apos"


_END: Final = "\x00end"

_KEY_DROP: Final = re.compile(r"[\s\-'’]+")


def _phrase_key(text: str) -> str:
    """Return the lookup key of a phrase or of matched text: lower case, without the spaces,
    hyphens and apostrophes that the compiled pattern treats as optional."""
    return _KEY_DROP.sub("", text.lower())


def _texting_variants(phrases: Iterable[str]) -> tuple[str, ...]:
    """Return the phrases and their texting spellings (``"you have won"`` also as ``"u hav
    won"``, ``"ur have won"`` …; :data:`~agent_memory.privacy.tables.TEXTING_SPELLINGS`), each
    once, in order, at most :data:`~agent_memory.privacy.tables.SCAM_TEXTING_VARIANTS_MAX`
    spellings per phrase."""
    out: dict[str, None] = {}
    for phrase in phrases:
        out[phrase] = None
        words = phrase.split(" ")
        options = [(w, *rules.TEXTING_SPELLINGS.get(w, ())) for w in words]
        if all(len(o) == 1 for o in options):
            continue
        for variant in itertools.islice(
            itertools.product(*options), rules.SCAM_TEXTING_VARIANTS_MAX
        ):
            out[" ".join(variant)] = None
    return tuple(out)


def _phrase_tables() -> dict[str, tuple[str, ...]]:
    def flat(table: Mapping[str, tuple[str, ...]]) -> tuple[str, ...]:
        return tuple(p for phrases in table.values() for p in phrases)

    weak = {_phrase_key(p.rstrip("*")) for p in flat(rules.OTP_WEAK_PHRASES)}
    guards = {_phrase_key(p.rstrip("*")) for p in flat(rules.GUARD_PHRASES)}
    found_as_other = weak | guards  # gates found as a code word or a guard word instead

    return {
        "strong": flat(rules.OTP_STRONG_PHRASES),
        "recovery": flat(rules.RECOVERY_CODE_PHRASES),
        "seed": flat(rules.SEED_PHRASES),
        "seed_hint": rules.SEED_HINT_PHRASES,
        "hidden_word": rules.HIDDEN_PLACEHOLDER_WORDS["hidden"],
        "weak": flat(rules.OTP_WEAK_PHRASES),
        "support": flat(rules.OTP_SUPPORT_PHRASES),
        "code_neg": flat(rules.CODE_NEGATIVE_PHRASES),
        "bug": rules.BUG_REPORT_PHRASES,
        "promo": rules.PROMO_CODE_PHRASES,
        "guard": flat(rules.GUARD_PHRASES),
        "money": rules.MONEY_PHRASES,
        "booking": rules.BOOKING_PHRASES,
        "enter": rules.ENTER_PHRASES,
        "scam_lure": _texting_variants(flat(rules.SCAM_LURE_PHRASES)),
        "scam_threat": _texting_variants(flat(rules.SCAM_THREAT_PHRASES)),
        "scam_bait": _texting_variants(flat(rules.SCAM_BAIT_PHRASES)),
        "scam_imp": rules.SCAM_IMPERSONATION_PHRASES,
        "scam_ask": _texting_variants(rules.SCAM_MONEY_ASK_PHRASES),
        "scam_press": _texting_variants(rules.SCAM_PRESSURE_PHRASES),
        "scam_give": _texting_variants(rules.SCAM_GIVE_PHRASES),
        "scam_hook": rules.SCAM_HOOK_GATES,
        "password": flat(rules.PASSWORD_PHRASES),
        "approval": rules.APPROVAL_PHRASES,
        "login": rules.LOGIN_PHRASES,
        "card_ctx": rules.CARD_CONTEXT_PHRASES,
        "mkt_strong": flat(rules.MARKETING_STRONG_PHRASES),
        "mkt_weak": flat(rules.MARKETING_WEAK_PHRASES),
        "unsub": rules.UNSUBSCRIBE_PHRASES,
        "txn": rules.TRANSACTIONAL_PHRASES,
        "progress": rules.PROGRESS_PHRASES,
        "status": rules.STATUS_PHRASES,
        "media": rules.MEDIA_PHRASES,
        "status_any": rules.SYSTEM_STATUS_PHRASES,
        # A gate that is also a generic code word ("token") is found as that word; the secret
        # step looks up generic words among the gates too.
        "secret_gate": tuple(
            g
            for _, gates, _ in rules.SECRET_TOKEN_PATTERNS
            for g in gates
            if _phrase_key(g.rstrip("*")) not in found_as_other
        ),
    }


def phrase_kinds() -> dict[str, list[str]]:
    """Return every phrase key of the rules with the kinds that list it.

    A key is the phrase lower-cased without spaces, hyphens and apostrophes (what the scanner
    treats as optional);
    a well-formed rule set has exactly one kind per key. Used by the tests that guard the rules.

    Returns:
        Mapping of phrase key to the list of kinds (for example ``"strong"``, ``"guard"``).
    """
    out: dict[str, list[str]] = {}
    for kind, phrases in _phrase_tables().items():
        for phrase in phrases:
            kinds = out.setdefault(_phrase_key(phrase.rstrip("*")), [])
            if kind not in kinds:
                kinds.append(kind)
    return out


def _tokens(phrase: str) -> list[str]:
    # The first character is always literal: the trie's top level must be literals.
    out: list[str] = [phrase[0]]
    for ch in phrase[1:]:
        if ch == " ":
            out.append(_SPACE_MARK)
        elif ch == "-":
            out.append(_HYPHEN_MARK)
        elif ch in "'’":
            out.append(_APOS_MARK)
        else:
            out.append(ch)
    return out


def _token_regex(token: str) -> str:
    if token == _SPACE_MARK:
        return r"\s*"
    if token == _HYPHEN_MARK:
        return r"[\-\s]?"
    if token == _APOS_MARK:
        return "['’]?"
    return re.escape(token)


def _literal_first(item: tuple[str, Any]) -> tuple[bool, str]:
    return item[0].startswith("\x00"), item[0]


def _emit(node: dict[str, Any]) -> str:
    end: str | None = node.get(_END)
    # Literal branches before the optional marks (space, hyphen, apostrophe), which can match
    # nothing: tried first, a mark would end the match at a shorter phrase ("log-in" before
    # "login pin"), since the first alternative that matches wins, not the longest.
    alts = [
        _token_regex(tok) + _emit(child)
        for tok, child in sorted(node.items(), key=_literal_first)
        if tok != _END
    ]
    if not alts:
        return end or ""
    # No look-ahead over the branches' first characters: the engine rejects a branch that
    # starts with another literal in a few instructions, and the look-ahead cost more than it
    # saved (the letter trie ran 4-9% faster without it).
    body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
    if end is None:
        return body
    return f"(?:{body}|{end})"


def _trie_pattern(phrases: Iterable[str], *, bounded: bool, letter: str = _LETTER) -> str:
    """Build one regular expression that matches any of ``phrases``, longest first, as a trie.

    The pattern runs on lower-cased text without ``re.IGNORECASE``. A trie shares prefixes, so
    each character is tried once instead of once per phrase, and every branch starts with a
    literal, which the engine rejects in a few instructions. ``bounded`` patterns (phrases that
    start with a letter) begin with the boundary look-behind, so the branches are only tried at
    the start of a word; the others begin with a literal alternation, which lets the engine skip
    every position that starts none of them with one character-set test. ``letter`` is the
    character class (without brackets) of the letters a phrase must not touch: all of
    :data:`_LETTER` by default; ``A-Za-z`` for tries that only ever see text without a letter
    outside ASCII, where the other ranges cannot occur (the same matches from a pattern a third
    the size: the class is written at every phrase end).
    """
    not_after = rf"(?![{letter}])"
    root: dict[str, Any] = {}
    for raw in phrases:
        stem = raw.endswith("*")
        phrase = raw.rstrip("*").lower()
        node = root
        for tok in _tokens(phrase):
            node = node.setdefault(tok, {})
        node[_END] = "" if stem or not _LETTER_RE.match(phrase[-1]) else not_after
    branches = [(t, _token_regex(t) + _emit(c)) for t, c in sorted(root.items())]
    body = "(?:" + "|".join(branch for _, branch in branches) + ")"
    if not bounded:
        return _chunked(branches) if len(branches) > _CHUNK else body
    # After the boundary, one character-set look-ahead rejects positions no phrase starts with
    # (CJK text, digits) before the branches are tried.
    return rf"(?<![{letter}])" + f"(?={_char_class(sorted(root))})" + body


# Top-level branches per chunk of an unbounded trie (see _chunked).
_CHUNK: Final = 40


def _chunked(branches: Sequence[tuple[str, str]]) -> str:
    """Join a trie's top-level branches (first character, pattern) in chunks of :data:`_CHUNK`.

    The engine tries the branches of an alternation one by one: at a position where a phrase
    may start, the 350 first characters of the CJK and symbol phrases cost 175 tests on
    average. In chunks, each behind a look-ahead over its own first characters, a position
    costs a test per chunk and a test per branch of one chunk (half the time of the phrase
    scan on non-ASCII text). The leading look-ahead over every first character keeps the cheap
    rejection of the other positions. The branches start with different characters, so at
    most one can match at a position: the matches are the same.
    """
    chunks = [branches[i : i + _CHUNK] for i in range(0, len(branches), _CHUNK)]
    parts = [
        f"(?={_char_class([first for first, _ in chunk])})"
        + "(?:"
        + "|".join(branch for _, branch in chunk)
        + ")"
        for chunk in chunks
    ]
    return f"(?={_char_class([first for first, _ in branches])})(?:" + "|".join(parts) + ")"


def _char_class(chars: Sequence[str]) -> str:
    return "[" + "".join(re.escape(c) for c in chars) + "]"


def _build_kinds() -> dict[str, str]:
    return {key: listed[0] for key, listed in phrase_kinds().items()}


# Stems (a trailing "*") of phrases other than secret gates, whose text names the patterns to
# run: a match of one is extended to the end of its word ("kod*" in "kodunuz").
def _stems(tables: Mapping[str, tuple[str, ...]]) -> frozenset[str]:
    return frozenset(
        p.rstrip("*").lower()
        for kind, phrases in tables.items()
        if kind != "secret_gate"
        for p in phrases
        if p.endswith("*")
    )


# Numbers. The first digit is consumed before the boundary look-behind so that the pattern
# starts with a character set (fast skip); each shape continues after that digit. Shapes that
# are never codes (dates, times, amounts, versions) come before plain numbers.
# The digit runs that open an amount or a number are possessive (``*+``, ``{0,2}+``): what
# follows them is never a digit, so giving a digit back could not make a match, and the engine
# no longer tries it at every digit of a long number.
# Every date, time and amount shape needs a separator right where the digits stop (``-/.年月:：,``,
# or a space before the next group of digits): the look-ahead of _NUMBER_SHAPE_GUARD sends any
# other number straight to the plain-number shape instead of through the eight shapes that
# would each fail on it (what matches is the same, without the guard as with it).
_NUMBER_SHAPE_GUARD: Final = r"(?=\d*+(?:[\-/.年月:：,]|[ \u00a0\u202f]\d))"
_NUMBER_RE: Final = re.compile(
    r"[0-9](?<![0-9A-Za-z].)(?:"
    + _NUMBER_SHAPE_GUARD
    + r"(?:(?P<date>(?:\d{3}[-/.年]\d{1,2}[-/.月]\d{1,2}日?|\d?[/.]\d{1,2}[/.]\d{2,4}"
    r"|\d?月\d{1,2}日|\d?/(?:19|20)\d{2}|\d?/\d{1,2})(?![0-9]))"
    r"|(?P<time>\d?[:：]\d{2}(?:[:：]\d{2})?(?![0-9]))"
    r"|(?P<amt>(?:\d{0,2}+(?:[ \u00a0\u202f]\d{3})+[.,]\d{2}"
    r"|\d{0,2}+(?:[,.]\d{3})+(?:[.,]\d{1,2})?"
    r"|\d*+(?:\.\d{1,2}|,\d{2}(?![\u3040-\u9fff]))|\d*+(?:\.\d+){2,})(?![0-9])))"
    # A code read out digit by digit in two halves ("4 8 2 - 0 1 9", "2 0 4 – 9 8 1"): one
    # number; a plain number's groups join only by a single space or hyphen.
    # Keycap digits ("7️⃣1️⃣9️⃣0️⃣4️⃣2️⃣": each digit, U+FE0F, U+20E3): one number too.
    r"|(?P<num>(?: \d)++ ?[\-–] ?\d(?: \d)++(?![0-9A-Za-z])|\ufe0f?\u20e3(?:\d\ufe0f?\u20e3)+"
    r"|\d*+(?:[ \-]\d++)*(?![0-9A-Za-z]))"
    r")"
)

_MASK_CHARS: Final = frozenset("*•·")


# Marketing shapes (50% off, -20%, 5折, 3x2), each run only when one of its gate characters occurs.
def _marketing_groups() -> tuple[tuple[tuple[str, ...], tuple[re.Pattern[str], ...]], ...]:
    groups: dict[tuple[str, ...], list[str]] = {}
    for gates, pattern in rules.MARKETING_PATTERNS:
        groups.setdefault(gates, []).append(pattern)
    return tuple((g, tuple(re.compile(p) for p in ps)) for g, ps in groups.items())


# Every gate as one pattern of literals (one pass finds them all), and the shapes each gate
# admits.
def _marketing_gates() -> dict[str, tuple[re.Pattern[str], ...]]:
    out: dict[str, list[re.Pattern[str]]] = {}
    for gates, patterns in _marketing_groups():
        for gate in gates:
            out.setdefault(gate, []).extend(patterns)
    return {gate: tuple(patterns) for gate, patterns in out.items()}


def _longest_first(literals: Iterable[str]) -> str:
    """Build a pattern that matches the longest of ``literals`` at a position.

    The literals are grouped by their first character (``f(?:or the price|ree)|k(?:auf)|…``):
    the engine tests one first character per position instead of every literal in turn, and
    within a group the longer literal is still tried first.
    """
    groups: dict[str, list[str]] = {}
    for literal in sorted(literals, key=len, reverse=True):
        groups.setdefault(literal[0], []).append(literal[1:])
    return "|".join(
        re.escape(first) + "(?:" + "|".join(re.escape(rest) for rest in rests) + ")"
        for first, rests in groups.items()
    )


# How far a marketing shape reaches from its gate ("économisez 30%", "30% de descuento").
_SHAPE_REACH: Final = 24


# Secret token patterns by the lookup key of their gate phrase; a found gate runs its patterns.
def _secret_patterns_by_gate() -> dict[str, tuple[tuple[str, re.Pattern[str]], ...]]:
    out: dict[str, list[tuple[str, re.Pattern[str]]]] = {}
    for name, gates, pattern in rules.SECRET_TOKEN_PATTERNS:
        compiled = re.compile(pattern)
        for gate in gates:
            out.setdefault(_phrase_key(gate.rstrip("*")), []).append((name, compiled))
    return {gate: tuple(found) for gate, found in out.items()}


@dataclass(frozen=True, slots=True)
class _Tables:
    """The rule tables: built once, on first use, by :func:`_tables`; never changed.

    Building them is not done at import (a service that only starts, or a command that never
    classifies, does not pay it). The phrase tries, the costly part (a few hundred milliseconds
    of CPU and a few MB), compile separately on first need (:func:`_phrase_res`).

    Attributes:
        kind: Phrase kind by phrase key (see :func:`_phrase_key`), journey words as ``travel``.
        kind_exact: Phrase kind by the phrase as written, lower case, without a trailing ``*``.
        stems: Stem phrases whose match extends to the end of its word.
        letter_phrases: Phrases that start with a letter (matched after a word boundary).
        other_phrases: The other phrases (CJK, digits, symbols).
        full_only_re: Finds a character that only the full tries read: a letter of
            :data:`_LETTER` outside ASCII (where the ASCII tries' boundary class differs) or a
            character of a phrase the ASCII tries leave out. A text without one gets the ASCII
            tries (see :func:`_phrase_res`).
        marketing_shapes_by_gate: Marketing shape patterns by gate literal.
        marketing_gate_re: Every marketing gate literal, longest first.
        marketing_any_by_gate: For a gate with several shapes, one pattern that matches where
            any of them does (one search tells whether the shapes need to run one by one).
        secret_res_by_gate: Secret token patterns (rule name, pattern) by gate phrase key.
        secret_res_by_phrase: The same by phrase as written (``kind_exact``'s keys; empty for
            a phrase that gates none), what a match is looked up by before its key is computed.
        weak_gates: Generic code words that are also secret gates, lower case.
    """

    kind: Mapping[str, str]
    kind_exact: Mapping[str, str]
    stems: frozenset[str]
    letter_phrases: tuple[str, ...]
    other_phrases: tuple[str, ...]
    full_only_re: re.Pattern[str]
    marketing_shapes_by_gate: Mapping[str, tuple[re.Pattern[str], ...]]
    marketing_gate_re: re.Pattern[str]
    marketing_any_by_gate: Mapping[str, re.Pattern[str]]
    secret_res_by_gate: Mapping[str, tuple[tuple[str, re.Pattern[str]], ...]]
    secret_res_by_phrase: Mapping[str, tuple[tuple[str, re.Pattern[str]], ...]]
    weak_gates: frozenset[str]


def _build_tables() -> _Tables:
    """Compile :mod:`~agent_memory.privacy.tables` into :class:`_Tables`."""
    tables = _phrase_tables()
    kind = _build_kinds()
    kind_exact = {
        phrase.rstrip("*").lower(): kind[_phrase_key(phrase.rstrip("*"))]
        for phrases in tables.values()
        for phrase in phrases
    }
    # Journey words are guards of their own kind ("travel"): a booking reference beside one is
    # kept.
    kind.update({_phrase_key(p): "travel" for p in rules.TRAVEL_GUARDS})
    kind_exact.update({p: "travel" for p in rules.TRAVEL_GUARDS})
    every = tuple(p for phrases in tables.values() for p in phrases)
    shapes = _marketing_gates()
    secrets = _secret_patterns_by_gate()
    full_only = sorted({c for p in every for c in p.rstrip("*").lower() if not _symbol(c)})
    return _Tables(
        kind=MappingProxyType(kind),
        kind_exact=MappingProxyType(kind_exact),
        stems=_stems(tables),
        letter_phrases=tuple(p for p in every if _LETTER_RE.match(p[0])),
        other_phrases=tuple(p for p in every if not _LETTER_RE.match(p[0])),
        full_only_re=re.compile(f"[{_OTHER_LETTERS}{''.join(map(re.escape, full_only))}]"),
        marketing_shapes_by_gate=MappingProxyType(shapes),
        marketing_gate_re=re.compile(_longest_first(shapes)),
        marketing_any_by_gate=MappingProxyType(
            {
                gate: re.compile("|".join(f"(?:{p.pattern})" for p in patterns))
                for gate, patterns in shapes.items()
                if len(patterns) > 1
            }
        ),
        secret_res_by_gate=MappingProxyType(secrets),
        secret_res_by_phrase=MappingProxyType(
            {phrase: secrets.get(_phrase_key(phrase), ()) for phrase in kind_exact}
        ),
        weak_gates=frozenset(
            p.rstrip("*").lower()
            for phrases in rules.OTP_WEAK_PHRASES.values()
            for p in phrases
            if _phrase_key(p.rstrip("*")) in secrets
        ),
    )


TrieVariant = Literal["ascii", "full", "ignorecase"]
"""Which phrase tries :func:`_phrase_res` returns (see there)."""

# Serialises the first builds: two threads that classify at once compile each table once.
_BUILD_LOCK: Final = threading.Lock()


@functools.cache
def _cached_tables() -> _Tables:
    return _build_tables()


@functools.cache
def _cached_phrase_res(variant: TrieVariant) -> tuple[re.Pattern[str], re.Pattern[str]]:
    tables = _cached_tables()
    letter, other = tables.letter_phrases, tables.other_phrases
    letter_class = _LETTER
    if variant == "ascii":
        letter = tuple(p for p in letter if all(map(_symbol, p)))
        other = tuple(p for p in other if all(map(_symbol, p)))
        # Run only on text without a letter outside A-Za-z (full_only_re), so that no such
        # letter can stand next to a phrase.
        letter_class = "A-Za-z"
    flags = re.IGNORECASE if variant == "ignorecase" else 0
    return (
        re.compile(_trie_pattern(letter, bounded=True, letter=letter_class), flags),
        re.compile(_trie_pattern(other, bounded=False, letter=letter_class), flags),
    )


class _Built:
    """What has been compiled, kept for reading without the lock once it is there (the lock
    costs more than the rest of a lookup, several times a classification)."""

    __slots__ = ("tables", "tries")

    def __init__(self) -> None:
        self.tables: _Tables | None = None
        self.tries: dict[TrieVariant, tuple[re.Pattern[str], re.Pattern[str]]] = {}


_BUILT: Final = _Built()


def _tables() -> _Tables:
    """Return the rule tables, building them on the first call (thread safe)."""
    tables = _BUILT.tables
    if tables is None:
        with _BUILD_LOCK:
            tables = _BUILT.tables = _cached_tables()
    return tables


def _phrase_res(variant: TrieVariant) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Return the two phrase tries (letter-initial phrases, bounded; the others), compiled once.

    Args:
        variant: ``ascii``: over the phrases written in ASCII and symbols (``£``, ``€``), for
            lower-cased text without a letter outside ASCII nor a character of another phrase
            (:attr:`_Tables.full_only_re`; most English traffic, with its pound signs, curly
            quotes and emoji: another phrase needs one of those characters, so it cannot match
            there, and smaller tries run faster); ``full``: every phrase, for other
            lower-cased text;
            ``ignorecase``: every phrase with ``re.IGNORECASE``, for the rare text whose
            lower-case form has another length (so offsets would differ). Each compiles on its
            first use, so a device that only sees English text never compiles the others.
    """
    tries = _BUILT.tries.get(variant)
    if tries is None:
        with _BUILD_LOCK:
            tries = _BUILT.tries[variant] = _cached_phrase_res(variant)
    return tries


def prepare() -> None:
    """Build the rule tables and the ASCII phrase tries now instead of on the first classification.

    What a long-running service calls once at start, before it loads its other libraries
    (``agent-memory serve`` does): about 60 ms of CPU, which the first batch then does not pay,
    and the compile's scratch memory is freed early enough to be reused by what loads after it
    instead of staying allocated beside it (``docs/benchmarks.md``, service). Thread safe and
    idempotent; the other trie variants still compile on their first need.
    """
    _tables()
    _phrase_res("ascii")


_CODE_KINDS: Final = frozenset({"num", "aln"})

_GUARD_KINDS: Final = frozenset({"guard", "travel", "code_neg", "money", "promo"})


_KEYWORD_KINDS: Final = frozenset({"strong", "weak", "support", "recovery"})

_SECRET_TOKEN_KINDS: Final = frozenset({"password", "login", "num"})


_SYSTEM_KINDS: Final = frozenset({"media", "status", "progress", "status_any"})

_MARKETING_KINDS: Final = frozenset({"mkt_strong", "mkt_weak", "mkt_re", "promo"})


@dataclass(slots=True)
class _Token:
    kind: str
    start: int
    end: int


def _scan(text: str, lower: str) -> tuple[list[_Token], set[str]]:
    """Find every phrase and number in ``text``; of overlapping finds the earliest stays.

    Returns:
        The tokens in text order and the set of their kinds.
    """
    found: list[tuple[int, int, int, str]] = []
    tables = _tables()
    exact, by_key, stems = tables.kind_exact, tables.kind, tables.stems
    if len(lower) == len(text):
        small = lower.isascii() or tables.full_only_re.search(lower) is None
        for pattern in _phrase_res("ascii" if small else "full"):
            for m in pattern.finditer(lower):
                start, end = m.span()
                matched = lower[start:end]
                kind = exact.get(matched) or by_key.get(_phrase_key(matched))
                if kind:
                    if matched in stems:
                        end = _word_end(lower, end)
                    found.append((start, 1, end, kind))
    else:
        for pattern in _phrase_res("ignorecase"):
            for m in pattern.finditer(text):
                matched = m.group().lower()
                kind = exact.get(matched) or by_key.get(_phrase_key(matched))
                if kind:
                    end = _word_end(text, m.end()) if matched in stems else m.end()
                    found.append((m.start(), 1, end, kind))
    size = len(text)
    for m in _NUMBER_RE.finditer(text):
        start, end = m.span()
        kind = m.lastgroup or "num"
        # Dates, times, amounts, short numbers, masked numbers (****4821, **** 4821) and the
        # numbers of identifiers (PROJ-4821) are never codes or cards; they are matched only so
        # that their digits are not read as a code, and left out of the tokens.
        if (
            kind != "num"
            or end - start < 4
            or (start and text[start - 1] in _MASK_CHARS)
            or (start > 1 and text[start - 1] == " " and text[start - 2] in _MASK_CHARS)
            or (end < size and text[end] in _MASK_CHARS)
            or (start > 1 and text[start - 1] == "-" and text[start - 2].isalpha())
        ):
            continue
        found.append((start, 2, end, "num"))
    # On the rare text whose lower-case form has another length, the shapes run on the text
    # itself: they are written in lower case, so an upper-case "OFF" is missed there.
    subject = lower if len(lower) == size else text
    shapes: set[tuple[int, int]] = set()
    for gate in tables.marketing_gate_re.finditer(subject):
        # Every shape lies within a few characters of its gate: search only there.
        lo, hi = max(0, gate.start() - _SHAPE_REACH), gate.end() + _SHAPE_REACH
        found_any = tables.marketing_any_by_gate.get(gate.group())
        if found_any is not None and found_any.search(subject, lo, hi) is None:
            continue  # "off work", "20% battery": none of the gate's shapes is there
        for pattern in tables.marketing_shapes_by_gate[gate.group()]:
            shapes.update(m.span() for m in pattern.finditer(subject, lo, hi))
    found.extend((start, 0, end, "mkt_re") for start, end in shapes)
    found.sort()
    out: list[_Token] = []
    kinds: set[str] = set()
    last_end = 0
    for start, _, end, kind in found:
        if start >= last_end:
            out.append(_Token(kind, start, end))
            kinds.add(kind)
            last_end = end
    return out, kinds


# A run of four to eight digit words (:data:`~agent_memory.privacy.tables.SPELLED_DIGITS`) with
# blanks, commas, dots or dashes between them, as whole words.
_SPELLED_WORD: Final = "(?:" + _longest_first(rules.SPELLED_DIGITS) + ")"
# The run starts with its first word's letter (the engine skips in C to a position that starts
# one); that no letter stands before it is checked on each match.
_SPELLED_DIGITS_RE: Final = re.compile(
    _SPELLED_WORD + r"(?:[\s,.\-–]{1,3}" + _SPELLED_WORD + r"){3,7}(?![^\W\d_])"
)
_SPELLED_WORD_RE: Final = re.compile(_SPELLED_WORD)


# Four to eight Chinese digits, blanks allowed between them ("验证码 四七一 九零三").
_CJK_DIGITS_RE: Final = re.compile(
    r"[零〇一二三四五六七八九](?:\s?[零〇一二三四五六七八九]){3,7}(?![零〇一二三四五六七八九])"
)


def _word_starts_at(text: str, pos: int) -> bool:
    """Whether no letter (nor an underscore) stands right before ``pos``: a match of a pattern
    led by its first letter, not by a look-behind, starts a word there."""
    return not pos or not (text[pos - 1].isalpha() or text[pos - 1] == "_")


def _spelled_digits(lower: str) -> tuple[int, int] | None:
    """Find four to eight digits spelled as words in a lower-cased text ("four eight two, nine
    nine one", "sieben-drei-null-fünf") or as Chinese digits ("四七一 九零三"), the span of the
    run, or None. Counting ("one two three four") is no number: a run whose digits go up one
    by one is skipped. Also Sino-Korean digits as one word ("육삼이팔구일")."""
    for m in _SPELLED_DIGITS_RE.finditer(lower):
        if not _word_starts_at(lower, m.start()):
            continue  # inside a word ("ph-one", "n-one")
        digits = [int(rules.SPELLED_DIGITS[w]) for w in _SPELLED_WORD_RE.findall(m.group())]
        if not _counting(digits):
            return m.span()
    if lower.isascii():
        return None
    for pattern, values in _SCRIPT_DIGITS:
        for m in pattern.finditer(lower):
            if not _counting([values[c] for c in m.group() if not c.isspace()]):
                return m.span()
    return None


def _counting(digits: Sequence[int]) -> bool:
    """Whether ``digits`` go up one by one ("one two three four"): counting, no number."""
    return all(b == a + 1 for a, b in itertools.pairwise(digits))


# Four to eight Sino-Korean digits read out as one word ("육삼이팔구일"), no other syllable
# beside them.
_HANGUL_DIGITS_RE: Final = re.compile(r"(?<![가-힣])[영공일이삼사오육칠팔구]{4,8}(?![가-힣])")

_HANGUL_DIGIT_VALUES: Final = {c: i for i, c in enumerate("영일이삼사오육칠팔구")} | {"공": 0}


_CJK_DIGIT_VALUES: Final = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"〇": 0}

# The runs of digits written in a script's own signs, each with its signs' values.
_SCRIPT_DIGITS: Final = (
    (_CJK_DIGITS_RE, _CJK_DIGIT_VALUES),
    (_HANGUL_DIGITS_RE, _HANGUL_DIGIT_VALUES),
)


def _holds_any(text: str, literals: Sequence[str]) -> bool:
    """Whether any of ``literals`` occurs in ``text`` (the gate literals of a pattern, tested
    before the pattern is searched)."""
    for literal in literals:  # noqa: SIM110 (a loop: any() over a generator costs more)
        if literal in text:
            return True
    return False


def _digits_of(number: str) -> str:
    """Return the digits of a number token's text (digits with single spaces or hyphens
    between them: :data:`_NUMBER_RE`'s plain-number shape; single digits in two halves around
    a hyphen or an en dash, its read-out shape; or keycap emoji digits)."""
    digits = number.replace(" ", "").replace("-", "").replace("–", "")
    if _KEYCAP in digits:
        return digits.replace("\ufe0f", "").replace(_KEYCAP, "")
    return digits


# What follows a digit (after U+FE0F) to make it a keycap emoji ("4️⃣").
_KEYCAP: Final = "\u20e3"


def _word_end(text: str, end: int) -> int:
    """Return where the word a stem phrase matched ends ("kod*" in "kodunuz")."""
    if 0 < end < len(text) and _LETTER_RE.match(text, end) and _LETTER_RE.match(text, end - 1):
        rest = _LETTER_RUN_RE.match(text, end)
        if rest is not None:
            return rest.end()
    return end


# A decimal digit other than 0-9 (``\d`` of a str pattern is every Unicode ``Nd`` digit), as
# one character set, or the Turkish capital dotted I: a pattern that starts with a set is
# skipped through in C, where a look-ahead first was tried at every position.
_OTHER_DIGIT_RE: Final = re.compile(r"[^\D0-9]|İ")


def _has_other_digits(text: str) -> bool:
    """Whether ``text`` holds a decimal digit other than 0-9 or a Turkish ``İ`` (what
    :func:`_ascii_digits` rewrites)."""
    return not text.isascii() and _OTHER_DIGIT_RE.search(text) is not None


def _ascii_digits(text: str) -> str:
    """Write every decimal digit as its ASCII digit, and the Turkish ``İ`` as ``I``, one
    character for one.

    Full-width (``４８２９１３``), Arabic-Indic (``٤٨٢٩١٣``), Devanagari and every other
    Unicode ``Nd`` digit: a code written in them is a code all the same. ``"İ".lower()`` is two
    characters (``i`` and a combining dot), which no phrase starting with ``i`` matches
    ("İptal edebilirsin"); as ``I`` it lower-cases to ``i``. The length does not change, so
    spans found in the result are spans of the original text.
    """
    if not _has_other_digits(text):
        return text
    return "".join(
        "I"
        if ch == "İ"
        else str(unicodedata.decimal(ch))
        if ch.isdecimal() and not ch.isascii()
        else ch
        for ch in text
    )


_DIGIT_RE: Final = re.compile(r"\d")
