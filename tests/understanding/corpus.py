"""Read the time-resolution corpus and compare the resolver's answers with it.

The corpus format is described in docs/understanding.md ("The time corpus"). Used by the corpus
tests and by ``python -m tests.understanding.table``, which writes the per-language table.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone, tzinfo
from pathlib import Path
from zoneinfo import ZoneInfo

from agent_memory.understanding import TimeMention, resolve_times

__all__ = ["CORPUS", "Case", "corpus_lines", "describe", "load", "resolve_case"]

CORPUS = Path(__file__).resolve().parent.parent / "fixtures" / "understanding" / "times.txt"


@dataclass(frozen=True, slots=True)
class Case:
    """One corpus line: a phrase, its base time and the right answer."""

    line: int
    language: str
    text: str
    base: datetime
    zone: ZoneInfo | None
    expected: str
    limit: str | None


def _zone(text: str) -> tuple[tzinfo, ZoneInfo | None]:
    if text[0] in "+-":
        sign = 1 if text[0] == "+" else -1
        hours, minutes = text[1:].split(":")
        return timezone(sign * timedelta(hours=int(hours), minutes=int(minutes))), None
    zone = ZoneInfo(text)
    return zone, zone


def corpus_lines(path: Path) -> Iterator[tuple[int, list[str], datetime, ZoneInfo | None]]:
    """Yield ``(line number, fields, base time, zone)`` for each case line of a corpus file.

    Blank lines and ``#`` comments are skipped; a ``@base WALL ZONE`` line sets the base time
    (and the IANA zone, or ``None`` for a fixed offset) of the cases after it. Fields are the
    line split at ``" | "``, stripped.

    Raises:
        ValueError: A case line comes before any ``@base``.
    """
    base: datetime | None = None
    zone: ZoneInfo | None = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("@base "):
            _, wall, where = line.split()
            tz, zone = _zone(where)
            base = datetime.fromisoformat(wall).replace(tzinfo=tz)
            continue
        if base is None:
            raise ValueError(f"corpus line {number} comes before any @base line")
        yield number, [f.strip() for f in line.split(" | ")], base, zone


def load(path: Path = CORPUS) -> list[Case]:
    """Parse the corpus file into cases, in file order.

    Raises:
        ValueError: A line is neither a comment, a ``@base`` line nor a case, or a case comes
            before any ``@base``.
    """
    cases: list[Case] = []
    for number, fields, base, zone in corpus_lines(path):
        if len(fields) not in {3, 4}:
            raise ValueError(f"corpus line {number} is not a case")
        limit = fields[3].removeprefix("limit:").strip() if len(fields) == 4 else None
        cases.append(Case(number, fields[0], fields[1], base, zone, fields[2], limit))
    return cases


def _format(mention: TimeMention, base: datetime) -> str:
    def point(value: datetime, clock: bool) -> str:
        return value.strftime("%Y-%m-%d %H:%M") if clock else value.strftime("%Y-%m-%d")

    if mention.end is not None and mention.start == base:
        return ".." + point(mention.end, mention.has_clock)
    start = point(mention.start, mention.has_clock)
    if mention.end is None:
        return start
    if mention.has_clock and mention.end.date() == mention.start.date():
        return f"{start}..{mention.end:%H:%M}"
    return f"{start}..{point(mention.end, mention.has_clock)}"


def describe(mentions: tuple[TimeMention, ...], base: datetime) -> str:
    """Write mentions in the corpus's expected-answer notation ("-" for none)."""
    if not mentions:
        return "-"
    return " ; ".join(_format(m, base) for m in mentions)


def resolve_case(case: Case) -> tuple[tuple[TimeMention, ...], str]:
    """Resolve a case's text against its base; return the mentions and their notation."""
    language = None if case.language == "en" else case.language
    mentions = resolve_times(case.text, base=case.base, language=language, zone=case.zone)
    return mentions, describe(mentions, case.base.astimezone(case.zone) if case.zone else case.base)


def expected_offsets(case: Case) -> list[timedelta | None]:
    """The UTC offset the zone gives each expected start (DST-correct), in mention order."""
    offsets: list[timedelta | None] = []
    if case.expected == "-":
        return offsets
    for part in case.expected.split(" ; "):
        start = part.split("..")[0]
        if not start:
            offsets.append(None)
            continue
        wall = datetime.fromisoformat(start if " " in start else start + " 00:00")
        tz = case.zone if case.zone is not None else case.base.tzinfo
        offsets.append(wall.replace(tzinfo=tz).utcoffset())
    return offsets
