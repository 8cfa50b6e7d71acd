"""Text rules of the memory stores: search terms for FTS5 and the duplicate fingerprint.

Search (``recall_memory``). SQLite's FTS5 tokenizers split on spaces and punctuation, which works
for English but not for Chinese or Japanese, where words are not separated; the ``trigram``
tokenizer cannot match a two-character word such as 牙医 (dentist) or 快递 (parcel). So the
stores index an extra column, ``search_text``, built here: the text is NFKC-normalized and
case-folded, words of alphabetic scripts are kept whole (without their accents), and every run
of CJK characters (Han, Hiragana, Katakana, Hangul) is written out as its single characters plus
every overlapping pair of characters (``快递到了`` -> ``快 递 到 了 快递 递到 到了``). FTS5's
``porter unicode61``
tokenizer then indexes those tokens; English words are stemmed, CJK tokens pass through as is.

A query is split the same way (:func:`match_expression`): English words minus a short stop list,
a CJK run of one character as that character, a longer run as its overlapping pairs. Each term is
quoted as an FTS5 string (so no query text is ever read as FTS5 syntax) and the terms are joined
with ``OR``; BM25 ranks the records that match more and rarer terms first.

Duplicates (``save_memory``). :func:`content_fingerprint` says when two statements are "the
same": equal after NFKC normalization and case folding, keeping only letters, marks and digits
(Unicode categories L, M and N). Punctuation, whitespace, symbols and emoji do not count, so
``"Parking paid until 6 PM."`` and ``"parking paid until 6pm"`` are the same, while a paraphrase
(``"Paid for parking until 18:00"``) is not. Deciding that two paraphrases mean the same is the
processors' job, with the model; the store keeps to a rule that cannot surprise.
"""

from __future__ import annotations

import functools
import hashlib
import re
import unicodedata
from typing import Final

__all__ = [
    "MAX_QUERY_TERMS",
    "content_fingerprint",
    "fold_accents",
    "fts5_string",
    "index_text",
    "match_expression",
    "normalize",
    "query_terms",
]

MAX_QUERY_TERMS: Final = 16
"""Most terms one query sends to FTS5; the rest of a very long query is ignored."""

_CJK_CLASS: Final = (
    "\u3040-\u30ff"  # Hiragana, Katakana
    "\u3400-\u4dbf"  # CJK Extension A
    "\u4e00-\u9fff"  # CJK Unified Ideographs
    "\uac00-\ud7af"  # Hangul syllables
    "\uf900-\ufaff"  # CJK Compatibility Ideographs
    "\U00020000-\U0003134f"  # CJK Extensions B-G
)
_TOKEN_RE: Final = re.compile(rf"(?P<cjk>[{_CJK_CLASS}]+)|(?P<word>[^\W{_CJK_CLASS}_]+)")

_STOP_WORDS: Final = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "at",
        "be",
        "did",
        "do",
        "does",
        "for",
        "from",
        "had",
        "has",
        "have",
        "i",
        "in",
        "is",
        "it",
        "me",
        "my",
        "of",
        "on",
        "or",
        "our",
        "the",
        "their",
        "them",
        "they",
        "to",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "why",
        "will",
        "with",
        "you",
        "your",
    ]
)


def normalize(text: str) -> str:
    """Return ``text`` NFKC-normalized and case-folded (full-width Latin becomes ASCII)."""
    return unicodedata.normalize("NFKC", text).casefold()


def fold_accents(word: str) -> str:
    """Return ``word`` without its combining accents ("musée" -> "musee"); ASCII as is.

    Recall compares Latin words this way on both sides (a question typed without accents finds
    the accented memory); FTS5's ``unicode61`` tokenizer already matches them so.
    """
    if word.isascii():
        return word
    return _fold(word)


@functools.lru_cache(maxsize=65536)
def _fold(word: str) -> str:
    split = unicodedata.normalize("NFD", word)
    return unicodedata.normalize("NFC", "".join(c for c in split if not unicodedata.combining(c)))


def _tokens(text: str) -> list[tuple[str, str]]:
    return [
        ("cjk", m.group("cjk")) if m.group("cjk") else ("word", m.group("word"))
        for m in _TOKEN_RE.finditer(normalize(text))
    ]


def index_text(*parts: str | None) -> str:
    """Return the ``search_text`` column value for the given text fields.

    Args:
        parts: Content, subject, entity names ...; ``None`` parts are skipped.

    Returns:
        Space-separated tokens: whole words without their accents (:func:`fold_accents`), and
        CJK characters plus overlapping CJK pairs.
    """
    out: list[str] = []
    for part in parts:
        if not part:
            continue
        for kind, token in _tokens(part):
            if kind == "word":
                out.append(fold_accents(token))
            else:
                out.extend(token)
                out.extend(token[i : i + 2] for i in range(len(token) - 1))
    return " ".join(out)


def query_terms(query: str) -> list[str]:
    """Return the distinct search terms of ``query``, in order, at most :data:`MAX_QUERY_TERMS`.

    English stop words are dropped unless the query has nothing else.
    """
    words: list[str] = []
    stops: list[str] = []
    for kind, token in _tokens(query):
        if kind == "word":
            (stops if token in _STOP_WORDS else words).append(token)
        elif len(token) == 1:
            words.append(token)
        else:
            words.extend(token[i : i + 2] for i in range(len(token) - 1))
    chosen = words or stops
    return list(dict.fromkeys(chosen))[:MAX_QUERY_TERMS]


def match_expression(query: str) -> str | None:
    """Return the FTS5 MATCH expression for ``query``, or ``None`` if it has no terms.

    Each term is an FTS5 string literal (double quotes, inner quotes doubled), joined with OR.
    """
    terms = query_terms(query)
    if not terms:
        return None
    return " OR ".join(fts5_string(term) for term in terms)


def fts5_string(term: str) -> str:
    """Return ``term`` as an FTS5 string literal: in double quotes, inner quotes doubled."""
    return '"' + term.replace('"', '""') + '"'


def content_fingerprint(text: str) -> str:
    """Return the duplicate fingerprint of ``text``: SHA-256 hex of its letters, marks, digits.

    See the module docstring for what counts as the same statement.
    """
    kept = "".join(ch for ch in normalize(text) if unicodedata.category(ch)[0] in "LMN")
    return hashlib.sha256(kept.encode("utf-8")).hexdigest()
