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


def test_ascii_tries_match_the_full_tries_on_every_ascii_text_of_the_corpus() -> None:
    texts = _ascii_texts()
    assert len(texts) > 1000
    ascii_letter, ascii_other = scan._phrase_res("ascii")
    full_letter, full_other = scan._phrase_res("full")
    # The ASCII tries are built with an ASCII-only boundary class: a much shorter pattern.
    assert len(ascii_letter.pattern) * 2 < len(full_letter.pattern)
    found_any = 0
    for text in texts:
        for ascii_re, full_re in ((ascii_letter, full_letter), (ascii_other, full_other)):
            ascii_spans = [(m.span(), m.group()) for m in ascii_re.finditer(text)]
            full_spans = [(m.span(), m.group()) for m in full_re.finditer(text)]
            assert ascii_spans == full_spans, text
            found_any += bool(ascii_spans)
    assert found_any > 500
