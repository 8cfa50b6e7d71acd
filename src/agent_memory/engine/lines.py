"""Line answers: one short line per item instead of a JSON object, for small local models.

A JSON proposal costs a small model most of its tokens on keys, quotes, nulls and indentation
(Gemma 3 270M ran out of 400 tokens on every batch of the notification evaluation). A line
answer writes one line per item, ``<id> <action>[ <fields>]``, with only the fields its action
needs, and the server can be held to it exactly:

* ``grammar`` mode sends a GBNF grammar (llama.cpp's ``grammar`` request field,
  https://github.com/ggml-org/llama.cpp/blob/master/grammars/README.md) built for the call: one
  line per item, in order, each with its own id and only the refs recalled for it; no free
  whitespace anywhere, so every sampled token is content.
* ``json_schema`` mode sends a JSON Schema of ``{"lines": [<line>, ...]}`` (one string per item,
  each with a pattern) for servers that enforce JSON Schema (OpenAI, vLLM, llama.cpp, Ollama).
* ``json_object`` and ``prompt`` modes describe the same shape in the instructions only.

A scenario supplies a :class:`LineProtocol`: its format rules, the grammar and schema of a call,
and a parser that turns the answer into the scenario's proposal object. The parser takes only
complete lines (ended by a line break) of an answer cut at its token limit, so the items that
were answered whole are kept and only the rest asked again (:class:`LineAnswer`).

Nothing here puts answer text into an exception message or a log line: an error names the line
number and what was wrong with it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from agent_memory.engine.types import ExtractItem, RelatedMemory

__all__ = [
    "LineAnswer",
    "LineProtocol",
    "answer_lines",
    "gbnf_choice",
    "gbnf_literal",
]

_GBNF_ESCAPES: Final = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def gbnf_literal(text: str) -> str:
    """Return ``text`` as a GBNF string literal (``"add "``), escaped for llama.cpp's parser."""
    return '"' + "".join(_GBNF_ESCAPES.get(ch, ch) for ch in text) + '"'


def gbnf_choice(options: Sequence[str]) -> str:
    """Return a GBNF alternation of literals, ``("a" | "b")``; ``options`` must not be empty."""
    return "(" + " | ".join(gbnf_literal(option) for option in options) + ")"


@dataclass(frozen=True, slots=True)
class LineAnswer:
    """A parsed line answer.

    Attributes:
        data: The scenario's proposal object built from the complete, valid lines (for the
            notification scenario ``{"items": [...]}``, the shape of its JSON proposal).
        answered: Ids of the items that have a complete line, in answer order.
        problems: One entry per line that could not be used, ``line 3: unknown action``; the
            text of the line is never part of it.
        lines: Complete lines seen (used or not).
        costs: Estimated tokens of each used line, in answer order
            (:func:`~agent_memory.engine.prompt.estimate_tokens`).
    """

    data: dict[str, Any]
    answered: tuple[str, ...]
    problems: tuple[str, ...] = ()
    lines: int = 0
    costs: tuple[int, ...] = ()


class LineProtocol(Protocol):
    """How a scenario's answer is written as lines (see the module docstring)."""

    def rules(self, mode: str) -> str:
        """Return the answer-format rules for the system message in response mode ``mode``."""
        ...

    def grammar(self, items: Sequence[ExtractItem], memories: Sequence[RelatedMemory]) -> str:
        """Return the GBNF grammar of a call's answer: exactly one line per item, in order."""
        ...

    def json_schema(
        self, items: Sequence[ExtractItem], memories: Sequence[RelatedMemory]
    ) -> dict[str, Any]:
        """Return the JSON Schema of ``{"lines": [...]}`` with one line per item."""
        ...

    def parse(self, lines: Sequence[str], items: Sequence[ExtractItem]) -> LineAnswer:
        """Parse complete answer lines into the scenario's proposal object."""
        ...


def answer_lines(text: str, *, cut: bool) -> tuple[list[str], bool]:
    """Return the complete lines of an answer, and whether it was JSON (``{"lines": [...]}``).

    A JSON answer (``json_schema`` and ``json_object`` modes) gives its ``lines`` strings; when
    it was cut, the strings that were closed before the cut (a partial JSON document is read up
    to its last complete string). A plain answer gives its lines; when it was cut, the last
    line is dropped unless it ended with a line break. Blank lines are skipped.

    Args:
        text: The answer text.
        cut: Whether the answer stopped at its token limit (``finish_reason == "length"``).

    Returns:
        ``(lines, was_json)``.
    """
    stripped = text.strip()
    if stripped.startswith("{"):
        return _json_lines(stripped, cut=cut), True
    parts = text.split("\n")
    if cut:
        parts = parts[:-1]  # the text after the last line break is unfinished (or empty)
    return [part.strip("\r ") for part in parts if part.strip()], False


def _json_lines(text: str, *, cut: bool) -> list[str]:
    try:
        value = json.loads(text)
    except ValueError:
        if not cut:
            return []
        return _closed_strings(text)
    if isinstance(value, Mapping):
        lines = value.get("lines")
        if isinstance(lines, list):
            return [line.strip() for line in lines if isinstance(line, str) and line.strip()]
    return []


def _closed_strings(text: str) -> list[str]:
    """Return the JSON strings of the ``lines`` array that were closed before a cut."""
    start = text.find("[")
    if start < 0:
        return []
    decoder = json.JSONDecoder()
    out: list[str] = []
    i = start + 1
    while i < len(text):
        ch = text[i]
        if ch in " \t\r\n,":
            i += 1
            continue
        if ch != '"':
            break
        try:
            value, end = decoder.raw_decode(text, i)
        except ValueError:
            break
        if isinstance(value, str) and value.strip():
            out.append(value.strip())
        i = end
    return out
