"""The ASCII phrase tries find exactly what the full tries find in all-ASCII text."""

from __future__ import annotations

from pathlib import Path

from agent_memory.evaluation import noise as noise_corpus
from agent_memory.privacy import scan

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "noise"


def _ascii_texts() -> list[str]:
    samples = noise_corpus.load_corpus(sorted(CORPUS.glob("*.jsonl")))
    texts = {
        part.lower()
        for s in samples
        for part in (s.event.title, s.event.body, f"{s.event.title}\n{s.event.body}")
        if part and part.lower().isascii()
    }
    # Boundaries against every kind of neighbour: letters, digits, marks, line ends.
    texts |= {"codes", "xcode", "code1", "code-", "pin:", "otp", "(otp)", "passcode\n"}
    return sorted(texts)


def _texts_with_the_same_matches(texts: list[str]) -> int:
    """Assert that the ASCII and the full tries find the same matches in every text; return how
    many (text, trie) pairs found any."""
    ascii_letter, ascii_other = scan._phrase_res("ascii")
    full_letter, full_other = scan._phrase_res("full")
    found_any = 0
    for text in texts:
        for ascii_re, full_re in ((ascii_letter, full_letter), (ascii_other, full_other)):
            ascii_spans = [(m.span(), m.group()) for m in ascii_re.finditer(text)]
            full_spans = [(m.span(), m.group()) for m in full_re.finditer(text)]
            assert ascii_spans == full_spans, text
            found_any += bool(ascii_spans)
    return found_any


def test_ascii_tries_match_the_full_tries_on_every_ascii_text_of_the_corpus() -> None:
    texts = _ascii_texts()
    assert len(texts) > 1000
    ascii_letter, _ = scan._phrase_res("ascii")
    full_letter, _ = scan._phrase_res("full")
    # The ASCII tries are built with an ASCII-only boundary class: a much shorter pattern.
    assert len(ascii_letter.pattern) * 2 < len(full_letter.pattern)
    assert _texts_with_the_same_matches(texts) > 500


def _texts_without_full_only_characters() -> list[str]:
    """Corpus texts outside ASCII that still get the ASCII tries, and boundary cases."""
    full_only = scan._tables().full_only_re
    samples = noise_corpus.load_corpus(sorted(CORPUS.glob("*.jsonl")))
    texts = {
        part.lower()
        for s in samples
        for part in (s.event.title, s.event.body, f"{s.event.title}\n{s.event.body}")
        if part and not part.isascii() and full_only.search(part.lower()) is None
    }
    # Symbols of the ASCII tries' phrases next to letters, digits and other symbols; emoji,
    # curly quotes and CJK punctuation, which no phrase holds.
    texts |= {
        "win £1000 now",
        "win£1000",
        "you've won €500 😀",
        "50％off",
        "n° 4821",
        "don’t share this code",
        "code：482913。",
        "“otp” 482913",
        "otp—482913",
    }
    return sorted(texts)


def test_ascii_tries_match_the_full_tries_on_text_without_a_full_only_character() -> None:
    # Most English traffic outside ASCII (a pound sign, a curly quote, an emoji) gets the
    # smaller tries; they must find what the full tries find there.
    texts = _texts_without_full_only_characters()
    assert len(texts) > 300
    assert _texts_with_the_same_matches(texts) > 200


def test_a_letter_outside_ascii_or_a_full_only_phrase_character_selects_the_full_tries() -> None:
    full_only = scan._tables().full_only_re
    assert full_only.search("win £1000 now 😀 “today”") is None
    assert full_only.search("café code 4821") is not None  # a letter: boundaries differ
    assert full_only.search("×code") is not None  # inside the letter class, not a letter
    assert full_only.search("您的验证码 482913") is not None  # a phrase of the full tries
    assert full_only.search("код 4821") is not None
