"""Test helpers that ship with the library: real local stand-ins for what is outside our control.

For a program that embeds agent-memory and wants to test its own code against it:

* :class:`ScriptedChatServer`: an OpenAI-compatible chat-completions server on 127.0.0.1 with
  scripted answers (plain, streamed, slow, cut off, fenced, broken, 429/500) that records every
  request and every client disconnect. It answers ``/v1/embeddings`` too when given an embedder.
* :class:`ManualClock` and :class:`ManualTimer`: time that moves only when the test says so, for
  expiry and for the worker's idle window without sleeping.
* :func:`capture_events`: the package's log events as dicts, in order (a context manager).
* :func:`until` and :func:`settle`: wait for a condition, or let ready tasks run, without
  asserting anything about wall-clock time.

The project's own benchmark harness (a real ``llama-server``, the mem0 head-to-head) is not part
of the package: it lives in the repository's ``benchmarks/`` folder.
"""

from agent_memory.clock import ManualClock
from agent_memory.logs import capture_events
from agent_memory.testing.chat_server import (
    Disconnect,
    Embedder,
    EmbeddingReply,
    RecordedRequest,
    Responder,
    ScriptedChatServer,
    ScriptedReply,
)
from agent_memory.testing.waiting import settle, until
from agent_memory.timer import ManualTimer

__all__ = [
    "Disconnect",
    "Embedder",
    "EmbeddingReply",
    "ManualClock",
    "ManualTimer",
    "RecordedRequest",
    "Responder",
    "ScriptedChatServer",
    "ScriptedReply",
    "capture_events",
    "settle",
    "until",
]
