"""Deterministic noise filter: one-time codes, secrets, system status, scams and marketing.

Spec: Notification Processor ("Deterministically filter obvious noise like OTP, verification
codes, marketing, and secrets") and Storage Levels and Privacy (body content goes to the LLM
provider, so a code that slips through leaks a credential). The rules are data in
:mod:`agent_memory.privacy.tables`; this module compiles them once, on first use, into a
few regular expressions (two phrase tries, one number pattern, gated token and marketing shapes) and
applies them to the title, subtitle and body joined by newlines.

Labels, in order of precedence (the first that applies wins):

``otp``
    A one-time or verification code (any of the languages of the rules; payment codes, PINs,
    passcodes, 2FA tokens), an account recovery or backup code (also lower case, in groups or
    a list: ``8f3k-2m9d``), a domain-bound code line (``@example.com #123456``), a
    number-matching sign-in approval (``Enter 47 in Microsoft Authenticator``), or the
    placeholder a phone shows instead of hidden content (Android 15 "Sensitive notification
    content hidden", lock-screen "Contents hidden", in any UI language): it carries nothing.
    A code wins over an unsubscribe line and over marketing.
``secret``
    A credential: a wallet seed phrase (12-24 plain words beside "seed phrase", "recovery
    phrase", "mnemonic" or a translation), a provider-prefixed token or key, a labelled key
    (``API_KEY=…``), a private key block, a JWT, credentials in a URL, a password given in
    prose (``password is …``, ``密码为 …``) or as ``login: name / value``, a card number (13-19
    digits, Luhn-valid, known issuer prefix; named by a card word in any grouping and after any
    word, otherwise in a normal grouping and not right after an order or tracking word), a
    bearer token, or a PIN beside an IBAN, a card number or a card word.
``system``
    Nothing to remember: Android ongoing or foreground-service notifications, the progress,
    sys, navigation and stopwatch categories (a status, transport or service notification with
    a title and a text is classified on its text: apps post real news there), progress,
    media playback, mail-client placeholders, charging status, and device status from any app
    (VPN active, screenshot saved, USB or wireless debugging). Group
    summaries are left to the processor, which knows whether a child is live (cases E1, E2).
``scam``
    Scams and spam, told apart from marketing so that reports can count them: prize and
    lottery claims, premium-rate and short-code sign-ups ("txt WIN to 80086 ... 150p/msg"),
    fake delivery, bank, toll and tax alerts with a suspicious link, "urgent, call now"
    pressure, crypto, investment and job bait, and "hi mum, new number" impersonations asking
    for money (a score over lure, threat, bait and pressure phrases that needs a way to act on
    it: a premium-rate number, a short code, a charge per message, a suspicious link, a
    stranger to add on a messenger). A friend who won something, a real bank alert and a real
    courier's tracking link stay below the score.
``marketing``
    Promotions, sales, coupons (a score over weighted phrases, each counted once; an
    unsubscribe line alone or a ``【brand】`` prefix is not enough).
``keep``
    Everything else: send it to extraction.

Masking policy (where a secret does not drop the notification):
    A secret whose span is exact (a provider token, a JWT, a card number, a labelled key's
    value) inside a message that carries at least
    :data:`~agent_memory.privacy.tables.MIN_CONTEXT_WORDS` other words (runs of
    letters; another key is no word) is labelled ``keep`` and its spans (kind ``"secret"``)
    must be masked with :func:`mask_event` before the text leaves the filter; the reason is
    ``keep.masked.<rule>``.
    Everything else that holds a secret is dropped as ``secret``: a short message exists to
    deliver the secret, a card number next to a CVV, an expiry date or a PIN is a full
    credential, and a private key block or a password in prose of more than one word has no
    certain end, so masking could leave part of it behind (a one-word prose password with a
    clear end inside a long message is masked, ``keep.masked.password_prose``). One-time
    codes are always dropped, never masked: the code is the message.

Use::

    verdict = classify(event)
    if verdict.dropped:
        ...  # ignore with verdict.reason; no memory, no LLM call
    else:
        event = mask_event(event, verdict)  # identity when nothing is masked

Reasons and spans carry rule names and offsets only, never text, so both may be logged.
"""

from __future__ import annotations

import functools
import json
import re
import threading
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Literal, get_args

from agent_memory.ble.event import (
    ANDROID_FLAG_FOREGROUND_SERVICE,
    ANDROID_FLAG_ONGOING_EVENT,
    NotificationEvent,
    make_event,
)
from agent_memory.errors import DecodeError, InvalidInput, StorageError
from agent_memory.privacy import tables as rules

__all__ = [
    "LABELS",
    "TARGETS",
    "Label",
    "LabelScore",
    "LabeledNotification",
    "Mistake",
    "NoiseReport",
    "Span",
    "Verdict",
    "classify",
    "evaluate",
    "holds_code_or_secret",
    "load_corpus",
    "mask_event",
    "phrase_kinds",
    "prepare",
]

Label = Literal["otp", "marketing", "scam", "secret", "system", "keep"]
LABELS: Final[tuple[Label, ...]] = get_args(Label)
FieldName = Literal["title", "subtitle", "body"]

MASK_TEXT: Final = "[secret removed]"

# Corpus targets (issues 5 and 26): (label, measure, minimum).
TARGETS: Final[tuple[tuple[Label, str, float], ...]] = (
    ("otp", "precision", 0.99),
    ("secret", "precision", 0.99),
    ("otp", "recall", 0.98),
    ("secret", "recall", 0.95),
    ("marketing", "f1", 0.9),
    ("scam", "precision", 0.99),
    ("scam", "recall", 0.9),
)


@dataclass(frozen=True, slots=True)
class Span:
    """Where a rule matched, as character offsets into one field of the event.

    Attributes:
        field: ``"title"``, ``"subtitle"`` or ``"body"``.
        start: Offset of the first character (Python ``str`` index).
        end: Offset one past the last character.
        kind: ``"otp_code"``, ``"secret"`` (mask these in a kept event), ``"marketing"`` or
            ``"system"``.
    """

    field: FieldName
    start: int
    end: int
    kind: str


@dataclass(frozen=True, slots=True)
class Verdict:
    """The filter's decision for one notification.

    Attributes:
        label: One of :data:`LABELS`.
        reason: The rule that decided, ``"<label>.<rule>"`` (for example ``"otp.keyword"``,
            ``"secret.github_token"``, ``"keep.masked.card"``); never notification text.
        spans: What matched, in field order; for ``keep`` only secret spans to mask.
    """

    label: Label
    reason: str
    spans: tuple[Span, ...] = ()

    @property
    def dropped(self) -> bool:
        """Whether the notification is noise: no memory and no LLM call for it."""
        return self.label != "keep"

    @property
    def secret_spans(self) -> tuple[Span, ...]:
        """The spans of kind ``"secret"``: what :func:`mask_event` replaces."""
        return tuple(s for s in self.spans if s.kind == "secret")


_KEEP: Final = Verdict("keep", "keep")
_PROBE_TIME: Final = datetime(2000, 1, 1, tzinfo=UTC)

# --------------------------------------------------------------------------- compilation

# Letters of space-separated scripts (Latin with Vietnamese, Greek, Cyrillic). Phrases get
# explicit look-arounds over this class instead of \b, which treats CJK as word characters.
_LETTER: Final = r"A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u1E00-\u1EFF"
_LETTER_RE: Final = re.compile(rf"[{_LETTER}]")
_LETTER_RUN_RE: Final = re.compile(rf"[{_LETTER}]+")
_SPACE_MARK: Final = "\x00space"
_HYPHEN_MARK: Final = "\x00hyphen"
_APOS_MARK: Final = "\x00apos"
_END: Final = "\x00end"
_KEY_DROP: Final = re.compile(r"[\s\-'’]+")


def _phrase_key(text: str) -> str:
    """Return the lookup key of a phrase or of matched text: lower case, without the spaces,
    hyphens and apostrophes that the compiled pattern treats as optional."""
    return _KEY_DROP.sub("", text.lower())


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
        "promo": rules.PROMO_CODE_PHRASES,
        "guard": flat(rules.GUARD_PHRASES),
        "money": rules.MONEY_PHRASES,
        "booking": rules.BOOKING_PHRASES,
        "enter": rules.ENTER_PHRASES,
        "scam_lure": flat(rules.SCAM_LURE_PHRASES),
        "scam_threat": flat(rules.SCAM_THREAT_PHRASES),
        "scam_bait": flat(rules.SCAM_BAIT_PHRASES),
        "scam_imp": rules.SCAM_IMPERSONATION_PHRASES,
        "scam_ask": rules.SCAM_MONEY_ASK_PHRASES,
        "scam_press": rules.SCAM_PRESSURE_PHRASES,
        "scam_give": rules.SCAM_GIVE_PHRASES,
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


def _first_chars(node: dict[str, Any]) -> str | None:
    """Return a character class of what can start a match at ``node``, or None if anything."""
    chars: list[str] = []
    for tok in node:
        if tok in (_END, _SPACE_MARK, _HYPHEN_MARK, _APOS_MARK):
            return None
        chars.append(tok)
    return "[" + "".join(re.escape(c) for c in sorted(chars)) + "]"


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
    body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
    if len(alts) > 3 and end is None:
        # A look-ahead over one character class rejects most positions in one step, where the
        # engine would otherwise try every alternative in turn.
        gate = _first_chars(node)
        if gate is not None:
            body = f"(?={gate}){body}"
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
    :data:`_LETTER` by default; ``A-Za-z`` for tries that only ever see ASCII text, where the
    other ranges cannot occur (the same matches from a pattern a third the size: the class is
    written at every phrase end).
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
_NUMBER_RE: Final = re.compile(
    r"[0-9](?<![0-9A-Za-z].)(?:"
    r"(?P<date>(?:\d{3}[-/.年]\d{1,2}[-/.月]\d{1,2}日?|\d?[/.]\d{1,2}[/.]\d{2,4}"
    r"|\d?月\d{1,2}日|\d?/(?:19|20)\d{2}|\d?/\d{1,2})(?![0-9]))"
    r"|(?P<time>\d?[:：]\d{2}(?:[:：]\d{2})?(?![0-9]))"
    r"|(?P<amt>(?:\d{0,2}(?:[ \u00a0\u202f]\d{3})+[.,]\d{2}|\d{0,2}(?:[,.]\d{3})+(?:[.,]\d{1,2})?"
    r"|\d*(?:\.\d{1,2}|,\d{2}(?![\u3040-\u9fff]))|\d*(?:\.\d+){2,})(?![0-9]))"
    r"|(?P<num>\d*(?:[ \-]\d+)*(?![0-9A-Za-z]))"
    r")"
)
_MASK_CHARS: Final = frozenset("*•·")
# Letter-and-digit codes (G-551270, KTR-92X, K7P2X, 8rt5d2kq), but not ticket keys (PROJ-4821):
# whole runs with a digit (the run pattern starts with a character set, so the engine skips the
# rest in C), then the shape; looked for only near a strong code keyword.
_ALNUM_RUN_RE: Final = re.compile(r"(?:\d|[A-Za-z][A-Za-z\-]*\d)[0-9A-Za-z\-]*")
_ALNUM_SHAPE_RE: Final = re.compile(
    r"[A-Z]-\d{4,8}|[A-Z]{2}-\d{5,8}"
    r"|(?:[A-Z0-9]{4}-){2,7}[A-Z0-9]{4}"
    r"|(?![A-Z]{2,5}-\d+$)(?=[A-Z\-]*\d)(?=[0-9\-]*[A-Z])[A-Z0-9]{2,5}-[A-Z0-9]{2,5}"
    r"|(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{4,8}"
    r"|(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{6,8}"
)


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
        marketing_shapes_by_gate: Marketing shape patterns by gate literal.
        marketing_gate_re: Every marketing gate literal, longest first.
        marketing_any_by_gate: For a gate with several shapes, one pattern that matches where
            any of them does (one search tells whether the shapes need to run one by one).
        secret_res_by_gate: Secret token patterns (rule name, pattern) by gate phrase key.
        weak_gates: Generic code words that are also secret gates, lower case.
    """

    kind: Mapping[str, str]
    kind_exact: Mapping[str, str]
    stems: frozenset[str]
    letter_phrases: tuple[str, ...]
    other_phrases: tuple[str, ...]
    marketing_shapes_by_gate: Mapping[str, tuple[re.Pattern[str], ...]]
    marketing_gate_re: re.Pattern[str]
    marketing_any_by_gate: Mapping[str, re.Pattern[str]]
    secret_res_by_gate: Mapping[str, tuple[tuple[str, re.Pattern[str]], ...]]
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
    return _Tables(
        kind=MappingProxyType(kind),
        kind_exact=MappingProxyType(kind_exact),
        stems=_stems(tables),
        letter_phrases=tuple(p for p in every if _LETTER_RE.match(p[0])),
        other_phrases=tuple(p for p in every if not _LETTER_RE.match(p[0])),
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
        letter = tuple(p for p in letter if p.isascii())
        other = tuple(p for p in other if p.isascii())
        # Run on all-ASCII text only: no letter outside A-Za-z can stand next to a phrase.
        letter_class = "A-Za-z"
    flags = re.IGNORECASE if variant == "ignorecase" else 0
    return (
        re.compile(_trie_pattern(letter, bounded=True, letter=letter_class), flags),
        re.compile(_trie_pattern(other, bounded=False, letter=letter_class), flags),
    )


def _tables() -> _Tables:
    """Return the rule tables, building them on the first call (thread safe)."""
    with _BUILD_LOCK:
        return _cached_tables()


def _phrase_res(variant: TrieVariant) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Return the two phrase tries (letter-initial phrases, bounded; the others), compiled once.

    Args:
        variant: ``ascii``: over the ASCII phrases only, for all-ASCII lower-cased text (most
            English traffic: a phrase with another character cannot match there, and smaller
            tries run faster); ``full``: every phrase, for other lower-cased text;
            ``ignorecase``: every phrase with ``re.IGNORECASE``, for the rare text whose
            lower-case form has another length (so offsets would differ). Each compiles on its
            first use, so a device that only sees English text never compiles the others.
    """
    with _BUILD_LOCK:
        return _cached_phrase_res(variant)


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


# Secrets whose end is not certain: always dropped, never masked.
_FUZZY_SECRETS: Final = frozenset({"private_key", "putty_key"})

# A password value: an app password (four groups of four letters), a key in digit groups (a
# router's WLAN key), or one run of printable characters.
_CREDENTIAL_SHAPES: Final = (
    r"[a-z]{4}(?: [a-z]{4}){3}(?![!-~])|\d{4}(?:[ \-]\d{4}){2,}(?![!-~])|[!-~]{6,64}"
)
_GROUPED_PASSWORD_RE: Final = re.compile(r"[a-z]{4}(?: [a-z]{4}){3}|\d{4}(?:[ \-]\d{4}){2,}")
_PASSWORD_VALUE_RE: Final = re.compile(
    r"[^\n.!?。！？]{0,24}?"
    r"(?:(?<![A-Za-z])(?:is|are|es|est|ist|lautet|é|è|e|là|la|adalah|hai|är|was set to|set to"
    r"|reset to)(?![A-Za-z])|[:：=]|为|是|は|는|은|—|คือ|هي|है)"
    r"\s*[:：]?\s*[\"'“「]?(?P<value>" + _CREDENTIAL_SHAPES + ")",
    re.IGNORECASE,
)
_LABEL_RE: Final = re.compile(r"[:：=]")
# After a CJK password word the connector may be missing ("密码 Wm@123456").
_PASSWORD_VALUE_CJK_RE: Final = re.compile(
    _PASSWORD_VALUE_RE.pattern.replace("|—)", "|—)?", 1), re.IGNORECASE
)
# A password word with no connector ("kata sandinya Bandung#88"): only a value with a digit and
# a symbol or a capital letter counts (see _strong_password).
_PASSWORD_VALUE_BARE_RE: Final = re.compile(r"\S{0,4}\s+[\"'“「]?(?P<value>[!-~]{6,64})")
_CREDENTIAL_PAIR_RE: Final = re.compile(rules.CREDENTIAL_PAIR_PATTERN)
_ACCOUNT_PIN_RE: Final = re.compile(rules.ACCOUNT_PIN_PATTERN)
_IBAN_RE: Final = re.compile(rules.IBAN_PATTERN)
_DIGIT_GROUP_RE: Final = re.compile(r"\d+")
# A card's expiry (08/27, 11 / 2026): beside a card number it makes a full credential.
_EXPIRY_RE: Final = re.compile(r"(?<![\d/])(?:0[1-9]|1[0-2])\s?/\s?(?:20)?\d{2}(?![\d/])")
_TIGHT_GAP: Final = re.compile(
    r"[\s:：#=\-–—\[\]【】()（）\"'«»「」]*"
    r"(?:(?<![A-Za-z])(?:is|es|est|ist|lautet|é|e|là|la|är|er|on|je|jest|este|ay|ialah|ni"
    r"|είναι|הוא|היא|است)(?![A-Za-z\u00C0-\u024F\u0370-\u03FF])|为|是|は|는|은|이)?"
    r"[\s:：#=\-–—\[\]【】()（）\"'«»「」]*"
    r"(?:(?<![A-Za-z\u0400-\u04FF])(?:your|tu|su|seu|o seu|a sua|votre|ton|dein|ihr|ihre|ваш|"
    r"твой|твій|din|ditt|jouw|uw|twój|váš|tău|sinun|σας|anda|mo|yako|wako)"
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
_PROGRESS_MEASURE_RE: Final = re.compile(rules.PROGRESS_MEASURE_PATTERN)
_NUMBER_MATCH_RE: Final = re.compile(rules.NUMBER_MATCH_PATTERN, re.IGNORECASE)
_WORD_RE: Final = re.compile(rf"[{_LETTER}'’\-]{{2,}}")
_WORD_STRIP: Final = ".,;:!?()[]{}\"'«»“”…"
_CJK_RE: Final = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_PLACEHOLDER_STRIP: Final = " \t\n.…·"

_CODE_KINDS: Final = frozenset({"num", "aln"})
_GUARD_KINDS: Final = frozenset({"guard", "travel", "code_neg", "money", "promo"})
_KEYWORD_KINDS: Final = frozenset({"strong", "weak", "support", "recovery"})
_AFTER_WINDOW: Final = 60
_WEAK_AFTER_WINDOW: Final = 40
_BEFORE_WINDOW: Final = 30
_GUARD_GAP: Final = 12
_OWNER_REACH: Final = 16
_PLACEHOLDER_MAX: Final = 48
# "Uploading 1 file", "Updating 5 apps": a count of things an app moves.
_COUNT_RE: Final = re.compile(
    r"^[A-Z][^\n]{0,20}?\s\d{1,4}\s(?:files?|photos?|videos?|items?|apps?|messages?|songs?)"
    r"(?:\W*$)"
)
_MIN_ALTERNATIONS: Final = 2
_AMBIGUOUS_STRONG: Final = rules.BOOKING_AMBIGUOUS_PHRASES
_SECRET_TOKEN_KINDS: Final = frozenset({"password", "login", "num"})
_SYSTEM_KINDS: Final = frozenset({"media", "status", "progress", "status_any"})
_MARKETING_KINDS: Final = frozenset({"mkt_strong", "mkt_weak", "mkt_re", "promo"})


@dataclass(slots=True)
class _Token:
    kind: str
    start: int
    end: int


# --------------------------------------------------------------------------------- rules


def _scan(text: str, lower: str) -> tuple[list[_Token], set[str]]:
    """Find every phrase and number in ``text``; of overlapping finds the earliest stays.

    Returns:
        The tokens in text order and the set of their kinds.
    """
    found: list[tuple[int, int, int, str]] = []
    tables = _tables()
    exact, by_key, stems = tables.kind_exact, tables.kind, tables.stems
    if len(lower) == len(text):
        for pattern in _phrase_res("ascii" if lower.isascii() else "full"):
            for m in pattern.finditer(lower):
                matched = m.group()
                kind = exact.get(matched) or by_key.get(_phrase_key(matched))
                if kind:
                    end = _word_end(lower, m.end()) if matched in stems else m.end()
                    found.append((m.start(), 1, end, kind))
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
        # Dates, times, amounts, short numbers, masked numbers (****4821) and the numbers of
        # identifiers (PROJ-4821) are never codes or cards; they are matched only so that their
        # digits are not read as a code, and left out of the tokens.
        if (
            kind != "num"
            or end - start < 4
            or (start and text[start - 1] in _MASK_CHARS)
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


def _word_end(text: str, end: int) -> int:
    """Return where the word a stem phrase matched ends ("kod*" in "kodunuz")."""
    if 0 < end < len(text) and _LETTER_RE.match(text, end) and _LETTER_RE.match(text, end - 1):
        rest = _LETTER_RUN_RE.match(text, end)
        if rest is not None:
            return rest.end()
    return end


def _with_alnum(text: str, tokens: Sequence[_Token]) -> list[_Token]:
    """Add letter-and-digit code candidates near keywords; a number inside one yields.

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
    ]
    if not extra:
        return list(tokens)
    kept = [
        t
        for t in tokens
        if not (t.kind == "num" and any(x.start <= t.start and t.end <= x.end for x in extra))
    ]
    for tok in extra:
        if not any(t.start < tok.end and tok.start < t.end for t in kept):
            kept.append(tok)
    kept.sort(key=lambda t: t.start)
    return kept


def _is_code(text: str, tok: _Token) -> bool:
    """Whether a number-like token has the shape of a one-time code (4-8 characters)."""
    if tok.kind != "num":
        return True
    chunk = text[tok.start : tok.end]
    groups = chunk.replace("-", " ").split()
    digits = sum(len(g) for g in groups)
    # One to three groups ("482913", "123 456", "81-47-20"), or digits spaced one by one.
    return 4 <= digits <= 8 and (len(groups) <= 3 or all(len(g) == 1 for g in groups))


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
        ):
            return True
    if i + 1 < len(tokens):
        nxt = tokens[i + 1]
        if nxt.kind == "money" and nxt.start - tok.end <= 1:
            return True
    return False


def _owned_by_keyword(text: str, tokens: Sequence[_Token], g: int) -> bool:
    """Whether the account or number word at ``tokens[g]`` belongs to a code keyword before it.

    "Sicherheitscode für Ihr Konto: 2291": the account word names whose code it is, so the
    number after it is still the code.
    """
    guard = tokens[g]
    if g == 0 or text[guard.start : guard.end].lower() not in rules.ACCOUNT_GUARDS:
        return False
    kw = tokens[g - 1]
    return kw.kind == "strong" and guard.start - kw.end <= _OWNER_REACH


def _find_otp(
    text: str, tokens: list[_Token], kinds: set[str], body_start: int
) -> tuple[int, int] | None:
    """Return the span of the one-time code, or None.

    A code is a number-like token of 4-8 characters, not guarded (see :func:`_guarded`), after
    a keyword (within 60 characters, 40 for a generic word) or before one (within 30). A
    generic word counts only right next to the code ("code: 4821", "4821 is your Uber code") or
    beside a support phrase, and never in a booking. Letter-and-digit codes are looked for only
    when no number qualified, since most codes are digits; beside a generic word only mostly-digit
    ones (FB-482019) count.
    """
    if not kinds & _KEYWORD_KINDS:
        return None
    support = "support" in kinds
    # A booking's reference ("confirmation code HX7K2P") is worth remembering, and so is a
    # trip's ("... HX7K2P. Flight DL 405"). A promotion beside "code: 1234" is not vetoed:
    # either label drops the message.
    booking = "booking" in kinds or "travel" in kinds
    weak_vetoed = not support and booking
    found = _match_code(text, tokens, body_start, support, weak_vetoed)
    if found is None and not booking and kinds & _KEYWORD_KINDS:
        # Beside a promotion shape or strong phrase ("2-for-1 ... today only ... code RXY2X1")
        # a generic code word names the offer's letter-and-digit code, unless a one-time-code
        # phrase is there too.
        offer = "mkt_re" in kinds or "mkt_strong" in kinds
        vetoed = weak_vetoed or (not support and offer)
        found = _match_code(text, _with_alnum(text, tokens), body_start, support, vetoed)
    return found


def _enterable_numbers(lower: str, tokens: Sequence[_Token], kinds: set[str]) -> None:
    """Make a confirmation number that the user is told to enter a code keyword, in place.

    "Your confirmation number is 552019. Enter it in the app to finish signing up.": a
    confirmation number is otherwise a guard (most are bookings and payments); beside an
    instruction to enter it (:data:`~agent_memory.privacy.tables.ENTER_PHRASES`),
    with no booking or journey word and no order word right before it, it names a one-time code.
    """
    if "booking" in kinds or "travel" in kinds:
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
# 6-16 ("a8k2m9x4q7z1"); the checks of _recovery_shaped follow.
_RECOVERY_CODE_RE: Final = re.compile(
    r"(?<![A-Za-z0-9_\-])(?:[A-Za-z0-9]{4,6}(?:[ \-][A-Za-z0-9]{4,6}){1,9}|[A-Za-z0-9]{6,16})"
    r"(?![A-Za-z0-9_])"
)
# Between the phrase and the code: a few words and a colon ("recovery code is", "codes:\n1. "),
# an aside in brackets ("(save!)"), no sentence end and no other digits; or anything without
# digits that ends in a colon and a line break (a list's introduction).
_RECOVERY_GAP_RE: Final = re.compile(
    r"(?:\s*\d{1,2}[.)]\s+|\([^()\d]{0,24}\)|[^.!?。！？\d])*"
    # or a list's introduction: "codes. Each works once:" then the codes on the next line
    r"|[^\d]*[:：]\s*\n\s*(?:\d{1,2}[.)]\s+)?"
)
_RECOVERY_REACH: Final = 48
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
            ):
                return m.span()
    return None


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
_SEED_WORD_RE: Final = re.compile(rf"(?:(?P<num>\d{{1,2}})[.)]?)?(?P<word>{_SEED_WORD})")
_LIST_NUMBER_RE: Final = re.compile(r"(\d{1,2})[.)]?")
# Where a seed phrase can be at all: a stretch of at least SEED_PHRASE_MIN_WORDS whole tokens
# that are seed words or list numbers. Found in one pass of the engine; only these stretches
# are walked word by word (most texts have none).
_SEED_TOKEN: Final = (
    rf"(?:(?:\d{{1,2}}[.)]?)?(?:{_SEED_WORD})|\d{{1,2}}[.)]?)(?![^{_SEED_SEPARATORS}])"
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
        number = _LIST_NUMBER_RE.fullmatch(m.group())
        if number is not None:
            pending = int(number.group(1))
            continue
        word = _SEED_WORD_RE.fullmatch(m.group())
        if (
            word is not None
            and word.group("word") not in _NOT_SEED_WORDS
            and not any(m.start() < e and b < m.end() for b, e in spans)
        ):
            if count == 0:
                start, numbered = m.start(), True
            end_before = end
            count += 1
            num = int(word.group("num")) if word.group("num") is not None else pending
            if num == 1 and count > 1:
                # A list starts here ("write this down: 1. …"): the words before are not in it.
                if count - 1 >= rules.SEED_PHRASE_MIN_WORDS:
                    runs.append((start, end_before, numbered))
                start, count, numbered = m.start(), 1, True
            numbered = numbered and num == count
            end = m.end()
            pending = None
            continue
        pending = None
        if count >= rules.SEED_PHRASE_MIN_WORDS:
            runs.append((start, end, numbered))
        count = 0
    if count >= rules.SEED_PHRASE_MIN_WORDS:
        runs.append((start, end, numbered))
    return runs


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
    chunk = text[tok.start : tok.end]
    ends = [m.end() for m in _DIGIT_GROUP_RE.finditer(chunk)]
    for k in range(len(ends), 0, -1):
        if _is_card(chunk[: ends[k - 1]], tokens, i, text):
            return tok.start + ends[k - 1]
    return None


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
        _CARD_NAME_RE.search(text, lo, start) is not None
        or _CARD_NAME_RE.search(text, end, end + reach) is not None
    )


def _is_card(chunk: str, tokens: Sequence[_Token], i: int, text: str) -> bool:
    """Whether ``chunk`` (the start of ``tokens[i]``) is a card number: 13-19 digits,
    Luhn-valid, a known issuer prefix, and either named by a card word (then in any grouping,
    see :func:`_card_named_near`) or in a normal grouping and not right after an order,
    tracking or phone word."""
    groups = chunk.replace("-", " ").split()
    digits = "".join(groups)
    if not 13 <= len(digits) <= 19 or not _luhn_ok(digits):
        return False
    prefix = int(digits[:6])
    if not any(lo <= prefix <= hi for lo, hi in rules.CARD_ISSUER_PREFIXES):
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
        or (sizes[:4] == [4, 4, 4, 4] and len(sizes) <= 5 and all(1 <= s <= 4 for s in sizes[4:]))
        or sizes == [4, 6, 5]
        or sizes == [4, 6, 4]
        or sizes == [4, 4, 5]
    )
    return normal


def _context_words(text: str) -> float:
    """Count the words around a secret: whitespace-separated runs of letters, CJK counting
    half each. A run that mixes letters and digits (another key, an id) is no word."""
    words = sum(1 for w in text.split() if _WORD_RE.fullmatch(w.strip(_WORD_STRIP)))
    return words + len(_CJK_RE.findall(text)) / 2


class _Fields:
    """The event's title, subtitle and body joined by newlines, with offset mapping."""

    __slots__ = ("body_start", "sub_start", "text")

    def __init__(self, title: str, subtitle: str, body: str) -> None:
        self.text = f"{title}\n{subtitle}\n{body}"
        self.sub_start = len(title) + 1
        self.body_start = self.sub_start + len(subtitle) + 1

    def span(self, start: int, end: int, kind: str) -> Span:
        if start >= self.body_start:
            return Span("body", start - self.body_start, end - self.body_start, kind)
        if start >= self.sub_start:
            stop = min(end, self.body_start - 1)
            return Span("subtitle", start - self.sub_start, stop - self.sub_start, kind)
        return Span("title", start, min(end, self.sub_start - 1), kind)


# A decimal digit other than 0-9 (``\d`` of a str pattern is every Unicode ``Nd`` digit), as
# one character set: a pattern that starts with a set is skipped through in C, where a
# look-ahead first was tried at every position.
_OTHER_DIGIT_RE: Final = re.compile(r"[^\D0-9]")


def _ascii_digits(text: str) -> str:
    """Write every decimal digit as its ASCII digit, one character for one.

    Full-width (``４８２９１３``), Arabic-Indic (``٤٨٢٩١٣``), Devanagari and every other
    Unicode ``Nd`` digit: a code written in them is a code all the same. The length does not
    change, so spans found in the result are spans of the original text.
    """
    if text.isascii() or _OTHER_DIGIT_RE.search(text) is None:
        return text
    return "".join(
        str(unicodedata.decimal(ch)) if ch.isdecimal() and not ch.isascii() else ch for ch in text
    )


# The longest body read as a hidden-content placeholder (the longest translation is about 60
# characters); a longer body is a message.
_HIDDEN_MAX: Final = 80
_SEPARATORS_RE: Final = re.compile(r"[\W_]*")
_DIGIT_RE: Final = re.compile(r"\d")
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


def _classify_parts(
    *,
    title: str,
    subtitle: str,
    body: str,
    app_id: str,
    category: str | None,
    ongoing: bool,
) -> Verdict:
    title, subtitle, body = _ascii_digits(title), _ascii_digits(subtitle), _ascii_digits(body)
    fields = _Fields(title, subtitle, body)
    text = fields.text
    stripped = body.strip(_PLACEHOLDER_STRIP).lower()
    if stripped in rules.ANDROID_HIDDEN_PLACEHOLDERS:
        return Verdict(
            "otp", "otp.android_hidden", (fields.span(fields.body_start, len(text), "otp_code"),)
        )
    lower = text.lower()
    tokens, kinds = _scan(text, lower)
    # The placeholder in other UI languages: looked for only when the scan found a "hidden"
    # word, so other messages pay nothing.
    if "hidden_word" in kinds and _hidden_placeholder(stripped):
        return Verdict(
            "otp", "otp.android_hidden", (fields.span(fields.body_start, len(text), "otp_code"),)
        )

    # One-time codes.
    bound = _DOMAIN_BOUND_RE.search(text) if text.startswith("@") or "\n@" in text else None
    if bound is not None:
        return Verdict("otp", "otp.domain_bound", (fields.span(*bound.span("code"), "otp_code"),))
    if "approval" in kinds:
        matched = _NUMBER_MATCH_RE.search(text)
        if matched is not None:
            span = fields.span(*matched.span("code"), "otp_code")
            return Verdict("otp", "otp.number_match", (span,))
    if "enter" in kinds and "guard" in kinds:
        _enterable_numbers(lower, tokens, kinds)
    found = _find_otp(text, tokens, kinds, fields.body_start)
    if found is not None:
        return Verdict("otp", "otp.keyword", (fields.span(*found, "otp_code"),))
    found = _find_recovery_code(text, tokens) if "recovery" in kinds else None
    if found is not None:
        return Verdict("otp", "otp.recovery_code", (fields.span(*found, "otp_code"),))

    # Secrets.
    # Offsets must be the text's: on the rare text whose lower-case form has another length,
    # the words are read from the text itself (capitalised words then end a run).
    subject = lower if len(lower) == len(text) else text
    seed = _find_seed_phrase(subject, tokens, kinds) if kinds & _SEED_KINDS else None
    if seed is not None:
        return Verdict("secret", "secret.seed_phrase", (fields.span(*seed, "secret"),))
    exact: list[tuple[int, int, str]] = []
    if "secret_gate" in kinds or "weak" in kinds or "guard" in kinds:
        tables = _tables()
        # A gate may have been found as a generic code word ("token") or as a guard word
        # ("PIN", which also keeps card PIN mailers from reading as one-time codes).
        patterns = {
            entry
            for tok in tokens
            if tok.kind in ("secret_gate", "guard")
            or (tok.kind == "weak" and lower[tok.start : tok.end] in tables.weak_gates)
            for entry in tables.secret_res_by_gate.get(_phrase_key(lower[tok.start : tok.end]), ())
        }
        for rule, pattern in sorted(patterns, key=lambda entry: entry[0]):
            for m in pattern.finditer(text):
                if rule in _FUZZY_SECRETS:
                    span = fields.span(m.start(), len(text), "secret")
                    return Verdict("secret", f"secret.{rule}", (span,))
                # A labelled key ("API_KEY=...") is masked from its value on.
                value = "value" if "value" in pattern.groupindex else 0
                exact.append((m.start(value), m.end(value), rule))
        exact = sorted(set(exact))
    for i, tok in enumerate(tokens if kinds & _SECRET_TOKEN_KINDS else ()):
        if tok.kind == "password":
            cjk = not _LETTER_RE.match(text, tok.start)
            pw = (_PASSWORD_VALUE_CJK_RE if cjk else _PASSWORD_VALUE_RE).match(text, tok.end)
            if pw is not None and not _looks_like_password(pw.group("value")):
                # After a label ("Password: correcthorsebatterystaple") a long single word is
                # the password itself, a passphrase, whatever its letters.
                labelled = _LABEL_RE.search(text, tok.end, pw.start("value")) is not None
                if not (labelled and len(pw.group("value").rstrip(".,;")) >= 8):
                    pw = None
            if pw is None:
                pw = _PASSWORD_VALUE_BARE_RE.match(text, tok.end)
                if pw is not None and not _strong_password(pw.group("value")):
                    pw = None
            if pw is not None:
                start, end = pw.start("value"), pw.end("value")
                value = text[start:end].rstrip(".,;:!?)")
                end = start + len(value)
                if (
                    start >= fields.body_start
                    and (end == len(text) or text[end] in " \n,.;:!?)")
                    and _context_words(text[fields.body_start : start] + text[end:])
                    >= rules.MIN_CONTEXT_WORDS
                ):
                    # One word with a clear end inside a long message ("wifi password at the
                    # cabin is sunflower42, see you there Saturday"): masked, the message kept.
                    exact.append((start, end, "password_prose"))
                    continue
                span = fields.span(start, end, "secret")
                return Verdict("secret", "secret.password_prose", (span,))
        elif tok.kind == "login":
            pair = _CREDENTIAL_PAIR_RE.match(text, tok.end)
            if pair is not None and _looks_like_password(pair.group("value")):
                span = fields.span(pair.start("value"), pair.end("value"), "secret")
                return Verdict("secret", "secret.credential_pair", (span,))
        elif tok.kind == "num" and tok.end - tok.start >= 13:
            card_end = _card_end(text, tokens, i)
            if card_end is not None:
                exact.append((tok.start, card_end, "card"))
    # A PIN with its digits beside an IBAN or a card: the pair opens the account.
    pin = _ACCOUNT_PIN_RE.search(text) if not exact and "pin" in lower else None
    if pin is not None and (
        _IBAN_RE.search(text) is not None or any(w in lower for w in rules.CARD_WORDS)
    ):
        span = fields.span(pin.start(), pin.end(), "secret")
        return Verdict("secret", "secret.account_pin", (span,))
    if exact:
        spans = tuple(fields.span(s, e, "secret") for s, e, _ in exact)
        first_rule = exact[0][2]
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
        masked: tuple[Span, ...] = spans
    else:
        masked = ()

    # System.
    if ongoing:
        return Verdict("system", "system.ongoing")
    if category is not None and _category_is_noise(category.lower(), title, body):
        return Verdict("system", "system.category")
    if stripped in rules.PLACEHOLDER_BODIES:
        return Verdict("system", "system.placeholder")
    for tok in tokens if kinds & _SYSTEM_KINDS else ():
        if tok.kind == "status_any":
            return Verdict("system", "system.status", (fields.span(tok.start, tok.end, "system"),))
        # "Now playing" in the title, or opening the body.
        if tok.kind == "media" and (tok.start < fields.sub_start or tok.start == fields.body_start):
            return Verdict("system", "system.media", (fields.span(tok.start, tok.end, "system"),))
        if tok.kind == "status" and app_id in rules.SYSTEM_APP_IDS:
            return Verdict("system", "system.status", (fields.span(tok.start, tok.end, "system"),))
        if tok.kind == "progress" and (
            _PROGRESS_MEASURE_RE.search(text, tok.end) is not None
            or _progress_placeholder(body, tok.start == fields.body_start)
        ):
            return Verdict(
                "system", "system.progress", (fields.span(tok.start, tok.end, "system"),)
            )

    # Scams and spam.
    if kinds & _SCAM_KINDS or _has_long_number(tokens):
        # Offsets must be the text's: on the rare text whose lower-case form has another length
        # the patterns read the text itself.
        scam = _scam(text, lower if len(lower) == len(text) else text, tokens, kinds, fields)
        if scam is not None:
            return scam

    # Marketing.
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
    if signal:
        score += unsub
        # A promotion code beside a percentage ("HOLA10 — 10% en tu primer pedido").
        if "promo" in kinds and ("%" in text or "％" in text):
            score += 1
        if score >= (4 if txn else 2):
            return Verdict("marketing", "marketing.score", tuple(hits))

    if masked:
        return Verdict("keep", f"keep.masked.{exact[0][2]}", masked)
    return _KEEP


# A media line: "The Weeknd", "Blinding Lights • The Weeknd", "Paused · The Daily"; short,
# no sentence punctuation, fields joined by a dot, bullet, dash or bar, or a few words alone.
_MEDIA_LINE_MAX: Final = 60
_MEDIA_SEPARATORS_RE: Final = re.compile(r"\s[·•—–|\-]\s")
_SENTENCE_MARKS_RE: Final = re.compile(r"[.!?。！？,，、;；:：]")


def _category_is_noise(category: str, title: str, body: str) -> bool:
    """Whether an Android category alone makes a notification system noise.

    Android API ``Notification.CATEGORY_*``: progress, system, navigation and stopwatch
    notifications carry nothing to remember. Apps also post real news under ``status``,
    ``transport`` and ``service`` (a train's delay, a ride, a courier's ETA), so with a title
    and a text those are classified on the text, except a ``transport`` notification whose text
    is a bare media line (a track and an artist). Ongoing and foreground-service flags are
    checked before this and stay system.
    """
    if category not in rules.SYSTEM_CATEGORIES:
        return False
    if category not in rules.TEXT_CATEGORIES or not title.strip() or not body.strip():
        return True
    return category == "transport" and _media_line(body)


def _media_line(body: str) -> bool:
    """Whether ``body`` reads as media metadata (a track and an artist), not as a sentence."""
    body = body.strip()
    if len(body) > _MEDIA_LINE_MAX or _SENTENCE_MARKS_RE.search(body) is not None:
        return False
    return _MEDIA_SEPARATORS_RE.search(body) is not None or len(body.split()) <= 4


_SCAM_KINDS: Final = frozenset(rules.SCAM_WEIGHTS) | {"scam_imp", "scam_ask"}
# Each hook's gates as one pattern (one search in C instead of a loop of ``in`` tests); None
# for a hook without gates, which always runs.
_SCAM_HOOKS: Final = tuple(
    (name, re.compile(_longest_first(gates)) if gates else None, re.compile(pattern))
    for name, gates, pattern in rules.SCAM_HOOK_PATTERNS
)
_SCAM_LINK_RE: Final = re.compile(rules.SCAM_LINK_PATTERN)
_HOST_CHARS: Final = frozenset("abcdefghijklmnopqrstuvwxyz0123456789.-")
_URL_END_RE: Final = re.compile(r"[^\s<>\"'，。]*")
_CALL_WORD_RE: Final = re.compile(
    "|".join(re.escape(w) for w in rules.SCAM_CALL_WORDS), re.IGNORECASE
)
_IP_HOST_RE: Final = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?")
_CALL_REACH: Final = 30
_NOT_DIGIT_RE: Final = re.compile(r"\D+")
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
_SHORT_CODE_DIGITS: Final = 5


def _has_long_number(tokens: Sequence[_Token]) -> bool:
    """Whether a number token of at least five characters (a short code, a phone) is present."""
    return any(t.kind == "num" and t.end - t.start >= _SHORT_CODE_DIGITS for t in tokens)


def _number_hook(text: str, tokens: Sequence[_Token]) -> int:
    """Score the numbers to call: a premium-rate or freephone number, or a phone number right
    after a call word ("call 1-888-305-2271"); the best one counts."""
    best = 0
    for tok in tokens:
        if tok.kind != "num" or tok.end - tok.start < _PHONE_MIN_DIGITS:
            continue
        digits = _NOT_DIGIT_RE.sub("", text[tok.start : tok.end])
        if len(digits) < _PHONE_MIN_DIGITS:
            continue
        # The first prefix of the rules that the number starts with and that applies to it.
        listed = sorted(
            found
            for size in _NUMBER_PREFIX_LENGTHS
            if (found := _NUMBER_PREFIXES.get(digits[:size])) is not None
        )
        for _, prefix, weight in listed:
            if len(prefix) > 2 or len(digits) == 9 or prefix == "09":
                best = max(best, weight)
                break
        else:
            if _CALL_WORD_RE.search(text, max(0, tok.start - _CALL_REACH), tok.start):
                best = max(best, 1)
    return best


def _links(lower: str) -> list[tuple[int, int]]:
    """Return the spans of the links in ``lower``: scheme links (``https://…``, also to a raw
    IP) and names that end in a known top-level domain (``royalmail.parcel-fee.info/x``)."""
    if "." not in lower:
        return []
    out: list[tuple[int, int]] = []
    last = 0
    for m in _SCAM_LINK_RE.finditer(lower):
        if m.start() < last:
            continue
        start = m.start()
        if m.group() == "://":
            while start and lower[start - 1].isalpha():
                start -= 1
        else:
            while start and lower[start - 1] in _HOST_CHARS:
                start -= 1
            if start == m.start() or lower[start] in ".-":
                continue  # ".com" alone, "-.info"
        end = _URL_END_RE.match(lower, m.end())
        stop = end.end() if end is not None else m.end()
        out.append((start, stop))
        last = stop
    return out


def _link_weight(url: str) -> int:
    """Score a link: a shortener, a raw IP, a cheap top-level domain or a hyphenated name is
    suspicious (:data:`~agent_memory.privacy.tables.SCAM_SUSPICIOUS_LINK`); any other
    link scores the plain url weight."""
    host = url.split("://", 1)[-1].split("/", 1)[0].split("?", 1)[0].rstrip(".,;:!)")
    host = host.removeprefix("www.")
    labels = host.split(".")
    if (
        _IP_HOST_RE.fullmatch(host) is not None
        or host in rules.SCAM_LINK_SHORTENERS
        or labels[-1] in rules.SCAM_LINK_TLDS
        or any("-" in label for label in labels[:-1])
    ):
        return rules.SCAM_SUSPICIOUS_LINK
    return rules.SCAM_HOOK_WEIGHTS["url"]


def _scam(
    text: str, lower: str, tokens: Sequence[_Token], kinds: set[str], fields: _Fields
) -> Verdict | None:
    """Return a ``scam`` verdict for a scam or spam text, or None.

    The lure, threat, bait and pressure phrases (each once) give the offer's score; a way to
    act on it gives the hook's: a premium-rate or freephone number, a phone number after a call
    word, a short code to text, a charge per message or minute, an age limit, a PO Box, terms
    and conditions, a link (a suspicious one scores more). A text is scam when the hook gives at
    least :data:`~agent_memory.privacy.tables.SCAM_MIN_HOOK` and both together at
    least :data:`~agent_memory.privacy.tables.SCAM_MIN_SCORE`, or, with no hook, when
    it pairs an impersonation ("hi mum, this is my new number") with a request for money. A
    friend who won something, a real bank alert (no lure, the bank's own number) and a real
    courier's tracking link (the courier's own domain, nothing to pay) stay below.
    """
    score = prize = 0
    hook = _number_hook(text, tokens)
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
            elif tok.kind == "scam_give" and "give" not in seen:
                seen.add("give")
                hook += rules.SCAM_GIVE_WEIGHT
            if weight or tok.kind == "scam_give":
                hits.append((tok.start, tok.end))
    if "scam_imp" in kinds and "scam_ask" in kinds:
        spans = tuple(
            fields.span(t.start, t.end, "scam")
            for t in tokens
            if t.kind in ("scam_imp", "scam_ask")
        )
        return Verdict("scam", "scam.impersonation", spans)
    # An opt-out line of a marketing kind is a hook too ("Reply STOP to opt out").
    if "unsub" in kinds:
        hook += rules.SCAM_HOOK_WEIGHTS["optout"]
    # A pressure word alone ("urgent", "asap") is too common to pay for the hook patterns.
    if score < 2 and hook == 0 and "scam_hook" not in kinds:
        return None

    def decided() -> bool:
        return (hook >= rules.SCAM_MIN_HOOK and score + hook >= rules.SCAM_MIN_SCORE) or (
            hook > 0 and prize >= rules.SCAM_PRIZE_SCORE
        )

    # Cheapest first, and stop as soon as the verdict is certain (most spam is decided by its
    # number or its link).
    if not decided():
        weights: set[int] = set()
        for start, end in _links(lower):
            weight = _link_weight(lower[start:end])
            if weight not in weights:
                weights.add(weight)
                hook += weight
            hits.append((start, end))
        for name, gate, pattern in _SCAM_HOOKS:
            if decided():
                break
            if gate is not None and gate.search(lower) is None:
                continue
            for m in pattern.finditer(lower):
                if m.start() and lower[m.start() - 1].isalpha():
                    continue  # inside a word ("context", "sendai")
                hook += rules.SCAM_HOOK_WEIGHTS[name]
                hits.append(m.span())
                break
    if not decided():
        return None
    return Verdict("scam", "scam.score", tuple(fields.span(s, e, "scam") for s, e in sorted(hits)))


def _progress_placeholder(body: str, verb_opens: bool) -> bool:
    """Whether the body is an app's progress line: "Sending 2 photos…", "Syncing mail…".

    The progress verb opens the body with a capital (app strings are capitalised), the body
    is short, and either ends with the ellipsis character and holds a count or at most two words
    ("Sending love from Paris…" is a message), or is only the verb and a count of things
    ("Uploading 1 file", "Updating 5 apps").
    """
    body = body.rstrip()
    return (
        verb_opens
        and len(body) <= _PLACEHOLDER_MAX
        and body.endswith("…")
        and not body[0].islower()
        and (any(c.isdigit() for c in body) or len(body.split()) <= 2)
    ) or (verb_opens and len(body) <= _PLACEHOLDER_MAX and _COUNT_RE.search(body) is not None)


def _strong_password(value: str) -> bool:
    """Whether a value with no connector before it still reads as a password (Bandung#88)."""
    value = value.rstrip(".,;:)]」”'\"")
    return (
        len(value) >= 6
        and "://" not in value
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and (any(not c.isalnum() for c in value) or any(c.isupper() for c in value))
    )


def _looks_like_password(value: str) -> bool:
    if _GROUPED_PASSWORD_RE.fullmatch(value) is not None:
        return True
    value = value.rstrip(".,;:)]」”'\"")
    if len(value) < 6 or "://" in value or set(value) <= {"*", "•", "·", "x", "X"}:
        return False
    if any(c.isdigit() for c in value):
        return True
    has_symbol = any(not c.isalnum() for c in value)
    return has_symbol and any(c.isupper() for c in value) and any(c.islower() for c in value)


def classify(event: NotificationEvent) -> Verdict:
    """Decide whether a notification is noise and why.

    Looks at the title, subtitle and body together (a code can sit in the title), the app id
    (system status), the Android category (``transport``, ``progress`` ...) and the ongoing and
    foreground-service flags. Pure and deterministic: no I/O, no clock, no state.

    Args:
        event: A normalized notification (:func:`agent_memory.ble.event.make_event`); a body cut
            by the phone or a bridge is classified on what arrived.

    Returns:
        The :class:`Verdict`; see the module docstring for the labels, their precedence and the
        masking policy. Its ``reason`` and ``spans`` hold no text, so they may be logged.
    """
    return _classify_parts(
        title=event.title,
        subtitle=event.subtitle,
        body=event.body,
        app_id=event.app_id,
        category=event.category,
        ongoing=event.is_ongoing,
    )


def mask_event(
    event: NotificationEvent, verdict: Verdict, mask: str = MASK_TEXT
) -> NotificationEvent:
    """Return the event with every secret span of ``verdict`` replaced by ``mask``.

    Only ``keep`` verdicts carry secret spans that are meant to be masked; a dropped verdict
    should not reach the model at all, so masking one raises.

    Args:
        event: The event that ``verdict`` was computed for.
        verdict: ``classify(event)``.
        mask: Replacement text for each span.

    Returns:
        A new event (the input is not changed), or ``event`` itself when nothing is masked.

    Raises:
        InvalidInput: The verdict drops the notification, or a span lies outside its field
            (the verdict belongs to another event).
    """
    if verdict.dropped:
        raise InvalidInput(
            f"A notification labelled {verdict.label!r} is dropped, not masked; "
            "do not send it to extraction."
        )
    spans = verdict.secret_spans
    if not spans:
        return event
    values = {"title": event.title, "subtitle": event.subtitle, "body": event.body}
    for span in sorted(spans, key=lambda s: s.start, reverse=True):
        text = values[span.field]
        if not 0 <= span.start < span.end <= len(text):
            raise InvalidInput(
                "A secret span lies outside its field; classify this event again.",
                field=span.field,
            )
        values[span.field] = text[: span.start] + mask + text[span.end :]
    return replace(event, title=values["title"], subtitle=values["subtitle"], body=values["body"])


# ------------------------------------------------------------------------------- scoring

_CORPUS_TIME: Final = datetime(2025, 1, 1, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class LabeledNotification:
    """One corpus line: a notification and the label that is right for it.

    Attributes:
        id: The line's id (unique within a corpus).
        event: The notification.
        expected: The right label.
        note: Why the label is right (free text, never logged).
    """

    id: str
    event: NotificationEvent
    expected: Label
    note: str = ""


@dataclass(frozen=True, slots=True)
class LabelScore:
    """Precision, recall and F1 of one label over a corpus.

    Attributes:
        label: The label.
        support: Lines whose expected label is this one.
        predicted: Lines the filter gave this label.
        correct: Lines with both.
    """

    label: Label
    support: int
    predicted: int
    correct: int

    @property
    def precision(self) -> float:
        """``correct / predicted``; 1.0 when nothing was predicted."""
        return self.correct / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        """``correct / support``; 1.0 when the corpus has no such line."""
        return self.correct / self.support if self.support else 1.0

    @property
    def f1(self) -> float:
        """Harmonic mean of precision and recall."""
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


@dataclass(frozen=True, slots=True)
class Mistake:
    """A line the filter got wrong: ids, labels and the rule, never the text."""

    id: str
    expected: Label
    predicted: Label
    reason: str


@dataclass(frozen=True, slots=True)
class NoiseReport:
    """The filter's figures over a labelled corpus.

    Attributes:
        total: Number of lines.
        scores: One :class:`LabelScore` per label, in :data:`LABELS` order.
        confusion: ``confusion[expected][predicted]`` line counts, every label present.
        mistakes: The wrong lines in corpus order.
    """

    total: int
    scores: tuple[LabelScore, ...]
    confusion: Mapping[Label, Mapping[Label, int]]
    mistakes: tuple[Mistake, ...] = field(default=())

    def score(self, label: Label) -> LabelScore:
        """Return the :class:`LabelScore` of ``label``."""
        return next(s for s in self.scores if s.label == label)

    def missed_targets(self) -> list[str]:
        """Return one sentence per :data:`TARGETS` entry not met; empty when all are met."""
        out = []
        for label, measure, minimum in TARGETS:
            value = float(getattr(self.score(label), measure))
            if value < minimum:
                out.append(f"{label} {measure} is {value:.3f}, below the target {minimum:.2f}.")
        return out


def evaluate(samples: Iterable[LabeledNotification]) -> NoiseReport:
    """Classify every sample and compute per-label precision, recall and the confusion matrix.

    Args:
        samples: Labelled notifications (see :func:`load_corpus`).

    Returns:
        The :class:`NoiseReport`.
    """
    confusion: dict[Label, dict[Label, int]] = {e: {p: 0 for p in LABELS} for e in LABELS}
    mistakes: list[Mistake] = []
    total = 0
    for sample in samples:
        total += 1
        verdict = classify(sample.event)
        confusion[sample.expected][verdict.label] += 1
        if verdict.label != sample.expected:
            mistakes.append(Mistake(sample.id, sample.expected, verdict.label, verdict.reason))
    scores = tuple(
        LabelScore(
            label=label,
            support=sum(confusion[label].values()),
            predicted=sum(confusion[e][label] for e in LABELS),
            correct=confusion[label][label],
        )
        for label in LABELS
    )
    return NoiseReport(total=total, scores=scores, confusion=confusion, mistakes=tuple(mistakes))


def _sample_from_json(data: Any, where: str, line: int) -> LabeledNotification:
    if not isinstance(data, dict):
        raise DecodeError(f"Line {line} of {where} is not a JSON object.", line=line)
    expected = data.get("expected")
    if expected not in LABELS:
        raise DecodeError(
            f"Line {line} of {where} has no valid 'expected' label.", field="expected", line=line
        )
    sample_id = data.get("id")
    if not isinstance(sample_id, str) or not sample_id:
        raise DecodeError(f"Line {line} of {where} has no 'id'.", field="id", line=line)
    flags = data.get("flags")
    if data.get("ongoing"):
        flags = (flags or 0) | ANDROID_FLAG_ONGOING_EVENT | ANDROID_FLAG_FOREGROUND_SERVICE
    try:
        event = make_event(
            platform=data.get("platform", "android"),
            source_key=sample_id,
            app_id=data.get("app_id"),
            received_at=_CORPUS_TIME,
            title=data.get("title"),
            subtitle=data.get("subtitle"),
            body=data.get("body"),
            body_truncated=bool(data.get("truncated", False)),
            category=data.get("category"),
            android_flags=flags,
            redacted=bool(data.get("redacted", False)),
        )
    except InvalidInput as exc:
        raise DecodeError(
            f"Line {line} of {where} is not a valid notification: {exc}", field=exc.field, line=line
        ) from exc
    note = data.get("note")
    return LabeledNotification(sample_id, event, expected, note if isinstance(note, str) else "")


def load_corpus(paths: Iterable[Path]) -> list[LabeledNotification]:
    """Read labelled notifications from JSON-lines files.

    Each line is an object with ``id``, ``expected`` (one of :data:`LABELS`), ``app_id``,
    ``title``, ``body`` and optionally ``platform`` (default ``android``), ``subtitle``,
    ``category``, ``ongoing`` (true sets the Android ongoing and foreground-service flags,
    ``0x42``), ``flags`` (raw ``Notification.flags``), ``truncated``, ``redacted`` and ``note``:
    the shape of ``tests/fixtures/noise/*.jsonl``. Blank lines are skipped.

    Args:
        paths: Files to read, in order.

    Returns:
        The samples in file and line order.

    Raises:
        DecodeError: A line is not JSON or not a valid sample (``line`` is 1-based), or an id
            repeats.
        StorageError: A file cannot be read.
    """
    out: list[LabeledNotification] = []
    seen: set[str] = set()
    for path in paths:
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            raise StorageError(f"The corpus file {path} cannot be read.", path=str(path)) from exc
        for number, raw in enumerate(lines, start=1):
            if not raw.strip():
                continue
            try:
                data = json.loads(raw)
            except json.JSONDecodeError as exc:
                raise DecodeError(
                    f"Line {number} of {path} is not valid JSON.", line=number
                ) from exc
            sample = _sample_from_json(data, str(path), number)
            if sample.id in seen:
                raise DecodeError(
                    f"Line {number} of {path} repeats an id used earlier.", field="id", line=number
                )
            seen.add(sample.id)
            out.append(sample)
    return out


def holds_code_or_secret(text: str) -> bool:
    """Return whether ``text`` carries a one-time code or a secret (by :func:`classify`).

    For texts that are not notifications: memory contents a model proposes, and memories the
    agent saves. Memory-action case M10: a code or secret appears in no store.

    Args:
        text: Any text.

    Returns:
        True when the text alone would be labelled ``otp`` or ``secret`` or has a secret span.
    """
    probe = make_event(
        platform="android",
        source_key="memory-text",
        app_id="agent-memory",
        body=text,
        received_at=_PROBE_TIME,
    )
    verdict = classify(probe)
    return verdict.label in ("otp", "secret") or bool(verdict.secret_spans)
