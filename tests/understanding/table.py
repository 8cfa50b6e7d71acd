"""Write the per-language table of the time corpus into docs/understanding.md.

Run from the repository root::

    python -m tests.understanding.table            # our resolver only
    python -m tests.understanding.table --dateparser   # also dateparser's first answer

The table replaces the text between the ``corpus-table`` markers of docs/understanding.md; the
rest of the page is left as written. With ``--dateparser`` (needs the ``dates-compare`` extra)
each line also shows what ``dateparser.search.search_dates`` finds first, with the same base
time, and its accuracy per language is added to the summary.
"""

from __future__ import annotations

import argparse
import warnings
from collections import Counter
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from tests.understanding.corpus import Case, load, resolve_case

__all__ = ["main", "render"]

DOC = Path(__file__).resolve().parents[2] / "docs" / "understanding.md"
START = "<!-- corpus-table:start -->"
END = "<!-- corpus-table:end -->"
LANGUAGES = ("en", "zh", "de", "fr", "es", "pt", "it", "nl", "ja")
NAMES = {
    "en": "English",
    "zh": "Chinese",
    "de": "German",
    "fr": "French",
    "es": "Spanish",
    "pt": "Portuguese",
    "it": "Italian",
    "nl": "Dutch",
    "ja": "Japanese",
}


def _dateparser() -> Callable[[Case], str] | None:
    try:
        from dateparser.search import search_dates  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        return None

    def first(case: Case) -> str:
        base = case.base.astimezone(case.zone) if case.zone else case.base
        settings = {
            "RELATIVE_BASE": base.replace(tzinfo=None),
            "PREFER_DATES_FROM": "future",
            "RETURN_AS_TIMEZONE_AWARE": False,
        }
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                found = search_dates(case.text, languages=[case.language], settings=settings)
            except Exception:  # noqa: BLE001 - a third-party failure is a wrong answer here
                return "error"
        if not found:
            return "-"
        value: datetime = found[0][1]
        return value.strftime("%Y-%m-%d %H:%M")

    return first


def _first_matches(expected: str, got: str) -> bool:
    """Whether a library's first answer matches the first expected mention (date-only: date)."""
    if expected == "-" or got in {"-", "error"}:
        return expected == got
    first = expected.split(" ; ")[0].split("..")[0]
    if not first:
        return False
    return got.startswith(first) if len(first) == 10 else got == first


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def render(with_dateparser: bool) -> str:
    """Return the markdown of the summary and the per-language tables."""
    cases = load()
    library = _dateparser() if with_dateparser else None
    total: Counter[str] = Counter()
    ours: Counter[str] = Counter()
    theirs: Counter[str] = Counter()
    rows: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
    for case in cases:
        got = resolve_case(case)[1]
        right = got == case.expected
        total[case.language] += 1
        ours[case.language] += right
        base = case.base.strftime("%a %Y-%m-%d %H:%M ") + (
            str(case.zone) if case.zone else case.base.strftime("%z")
        )
        cells = [_cell(case.text), base, _cell(case.expected), _cell(got), "yes" if right else "NO"]
        if library is not None:
            answer = library(case)
            theirs[case.language] += _first_matches(case.expected, answer)
            cells.append(_cell(answer))
        rows.setdefault(case.language, []).append("| " + " | ".join(cells) + " |")
    out = ["| language | phrases | right | accuracy |" + (" dateparser |" if library else "")]
    out.append("| --- | --- | --- | --- |" + (" --- |" if library else ""))
    for lang in LANGUAGES:
        n = total[lang]
        line = f"| {NAMES[lang]} ({lang}) | {n} | {ours[lang]} | {ours[lang] / n:.2f} |"
        if library:
            line += f" {theirs[lang] / n:.2f} |"
        out.append(line)
    n_all = sum(total.values())
    line = f"| all | {n_all} | {sum(ours.values())} | {sum(ours.values()) / n_all:.2f} |"
    if library:
        line += f" {sum(theirs.values()) / n_all:.2f} |"
    out.append(line)
    head = "| phrase | base | expected | got | right |" + (" dateparser |" if library else "")
    rule = "| --- | --- | --- | --- | --- |" + (" --- |" if library else "")
    for lang in LANGUAGES:
        out += ["", f"#### {NAMES[lang]}", "", head, rule, *rows[lang]]
    return "\n".join(out)


def main() -> None:
    """Rewrite the table section of docs/understanding.md."""
    parser = argparse.ArgumentParser(prog="python -m tests.understanding.table")
    parser.add_argument("--dateparser", action="store_true", help="add dateparser's answers")
    args = parser.parse_args()
    page = DOC.read_text(encoding="utf-8")
    before, _, rest = page.partition(START)
    _, _, after = rest.partition(END)
    DOC.write_text(f"{before}{START}\n{render(args.dateparser)}\n{END}{after}", encoding="utf-8")


if __name__ == "__main__":
    main()
