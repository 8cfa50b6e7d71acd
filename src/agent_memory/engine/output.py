"""Turn a model's answer text into one JSON object, repairing only what is unambiguous.

Steps, in order (the first that yields a JSON object wins):

1. The text parses as JSON (``json.loads``) and is an object: no repair.
2. The object sits inside a Markdown code fence (```` ```json ... ``` ````) or between prose:
   the span from the first ``{`` to its matching last ``}`` parses (repair ``fences`` or
   ``prose``).
3. The span has an invalid string escape (``\\q``, ``\\x41``, a ``\\u`` without four hex digits):
   the writer's intent is ambiguous, so this is :class:`~agent_memory.errors.InvalidOutput` and the
   processor retries the batch (case M6: "repaired if the repair is unambiguous, else the batch
   stays pending").
4. Otherwise the span goes through ``json-repair`` (missing commas or quotes, trailing commas,
   single quotes); a JSON object with at least one key is accepted (repair ``json_repair``).

Then every string in the object is checked for lone UTF-16 surrogates (``"\\ud83c"`` without its
low half, which JSON allows and UTF-8 cannot store). Each becomes U+FFFD, the same rule the BLE
normalization applies to notification text (repair ``lone_surrogate``).

Nothing here ever puts the answer text into an exception message or a log line.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

from agent_memory.errors import InvalidOutput

__all__ = ["ParsedOutput", "parse_json_object"]

_FENCE: Final = re.compile(r"```[a-zA-Z0-9_-]*[ \t]*\r?\n?(.*?)```", re.DOTALL)
# A backslash inside a JSON string followed by something JSON does not allow.
_VALID_ESCAPE: Final = frozenset('"\\/bfnrtu')
_HEX: Final = frozenset("0123456789abcdefABCDEF")


class ParsedOutput:
    """A parsed answer: the object and the names of the repairs applied to reach it.

    Attributes:
        data: The JSON object.
        repairs: Repair names in the order applied (see the module docstring).
    """

    __slots__ = ("data", "repairs")

    def __init__(self, data: dict[str, Any], repairs: tuple[str, ...]) -> None:
        self.data = data
        self.repairs = repairs


def _loads_object(text: str) -> dict[str, Any] | None:
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _has_invalid_escape(text: str) -> bool:
    """Return whether a JSON string inside ``text`` holds an escape JSON does not define."""
    in_string = False
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if not in_string:
            if ch == '"':
                in_string = True
            i += 1
            continue
        if ch == '"':
            in_string = False
            i += 1
            continue
        if ch == "\\":
            nxt = text[i + 1] if i + 1 < n else ""
            if nxt not in _VALID_ESCAPE or nxt == "":
                return True
            if nxt == "u":
                digits = text[i + 2 : i + 6]
                if len(digits) != 4 or any(c not in _HEX for c in digits):
                    return True
                i += 6
                continue
            i += 2
            continue
        i += 1
    return False


def _fix_surrogates(value: Any) -> tuple[Any, int]:
    """Replace lone surrogates in every string of ``value``; return it and how many strings."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            fixed = value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
            return fixed, 1
        return value, 0
    if isinstance(value, list):
        count = 0
        out_list: list[Any] = []
        for element in value:
            fixed_element, n = _fix_surrogates(element)
            out_list.append(fixed_element)
            count += n
        return out_list, count
    if isinstance(value, dict):
        count = 0
        out_dict: dict[str, Any] = {}
        for key, element in value.items():
            fixed_key, nk = _fix_surrogates(key)
            fixed_element, nv = _fix_surrogates(element)
            out_dict[fixed_key] = fixed_element
            count += nk + nv
        return out_dict, count
    return value, 0


def _json_repair(text: str) -> dict[str, Any] | None:
    import json_repair  # lazy: only needed for servers that do not keep to the format

    try:
        value = json_repair.loads(text, skip_json_loads=True)
    except (ValueError, RecursionError):
        return None
    if isinstance(value, dict) and value:
        return value
    return None


def parse_json_object(text: str, *, provider: str = "", model: str | None = None) -> ParsedOutput:
    """Parse a model answer into one JSON object (see the module docstring for the steps).

    Args:
        text: The answer text (message content).
        provider: Provider name, carried on a raised error.
        model: Model name, carried on a raised error.

    Returns:
        The object and the repairs applied.

    Raises:
        InvalidOutput: The text holds no JSON object, or only one whose repair would be a guess.
            The message states the length and the reason, never the text.
    """
    repairs: list[str] = []
    stripped = text.strip()
    data = _loads_object(stripped)
    if data is None:
        fence = _FENCE.search(stripped)
        wrapper = "fences" if fence is not None else "prose"
        first, last = stripped.find("{"), stripped.rfind("}")
        span = stripped[first : last + 1] if 0 <= first < last else None
        if fence is not None:
            data = _loads_object(fence.group(1).strip())
        if data is None and span is not None:
            # Also covers a fence whose JSON holds a ``` of its own.
            data = _loads_object(span)
        if data is not None:
            repairs.append(wrapper)
        elif span is None:
            raise InvalidOutput(
                f"The model answer ({len(text)} characters) holds no JSON object; "
                "the batch stays pending.",
                provider=provider,
                model=model,
            )
        else:
            if _has_invalid_escape(span):
                raise InvalidOutput(
                    f"The model answer ({len(text)} characters) has an invalid string escape "
                    "whose repair would be a guess; the batch stays pending.",
                    provider=provider,
                    model=model,
                )
            data = _json_repair(span)
            if data is None:
                raise InvalidOutput(
                    f"The model answer ({len(text)} characters) is not a JSON object, even "
                    "after repair; the batch stays pending.",
                    provider=provider,
                    model=model,
                )
            if first > 0 or last < len(stripped) - 1:
                repairs.append(wrapper)
            repairs.append("json_repair")
    fixed, count = _fix_surrogates(data)
    if count:
        repairs.append("lone_surrogate")
    return ParsedOutput(fixed, tuple(repairs))
