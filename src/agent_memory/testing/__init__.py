"""Test helpers that ship with the library: real local stand-ins for what is outside our control.

* :class:`ScriptedChatServer`: an OpenAI-compatible chat-completions server on 127.0.0.1 with
  scripted answers (plain, streamed, slow, cut off, fenced, broken, 429/500) that records every
  request and every client disconnect.
* :class:`LlamaServer`: a real llama.cpp ``llama-server`` with a small Gemma model (``llm-test``
  extra), started on 127.0.0.1 and a free port.
"""

from agent_memory.testing.chat_server import (
    Disconnect,
    RecordedRequest,
    ScriptedChatServer,
    ScriptedReply,
)
from agent_memory.testing.llama_server import (
    LlamaServer,
    assemble_gemma_model,
    locate_llama_server,
)

__all__ = [
    "Disconnect",
    "LlamaServer",
    "RecordedRequest",
    "ScriptedChatServer",
    "ScriptedReply",
    "assemble_gemma_model",
    "locate_llama_server",
]
