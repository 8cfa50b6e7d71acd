"""The understanding stage: what a notification means, when, and what changed.

Run once per notification while a batch is planned; used by the deterministic fallback and shown
to the model alike. Pure functions: no I/O, no clock reads; the base time is the item's own
local time, passed in.

* :mod:`.times` -- date and time expressions resolved to absolute local times.
* :mod:`.things` -- the real-world thing named, with a key stable across apps and batches.
* :mod:`.changes` -- what the text reports about that thing.
* :mod:`.chatter` -- messages with nothing to remember.
* :mod:`.language` -- the text's primary language.
* :mod:`.facts`, :mod:`.recurrence` -- labelled facts and explicit routines.
* :mod:`.stage` -- :func:`understand`, all of the above for one notification.
* :func:`trie_regex` -- one prefix-tree regex for a long word list (the phrase tables here, the
  recall lexicon in ``memory/query.py``).
"""

from __future__ import annotations

from agent_memory.understanding._phrases import trie_regex
from agent_memory.understanding.changes import Change, detect_change
from agent_memory.understanding.chatter import is_call_notice, is_chatter, strip_sender
from agent_memory.understanding.facts import extract_facts
from agent_memory.understanding.language import detect_language
from agent_memory.understanding.recurrence import find_recurrence
from agent_memory.understanding.stage import Understanding, understand
from agent_memory.understanding.things import Thing, app_kind, find_thing, keys_match, slug
from agent_memory.understanding.times import TimeMention, resolve_dated, resolve_times

__all__ = [
    "Change",
    "Thing",
    "TimeMention",
    "Understanding",
    "app_kind",
    "detect_change",
    "detect_language",
    "extract_facts",
    "find_recurrence",
    "find_thing",
    "is_call_notice",
    "is_chatter",
    "keys_match",
    "resolve_dated",
    "resolve_times",
    "slug",
    "strip_sender",
    "trie_regex",
    "understand",
]
