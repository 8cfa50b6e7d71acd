"""Test helpers that ship with the library: real local stand-ins for what is outside our control.

* :class:`ScriptedChatServer`: an OpenAI-compatible chat-completions server on 127.0.0.1 with
  scripted answers (plain, streamed, slow, cut off, fenced, broken, 429/500) that records every
  request and every client disconnect.
  It answers ``/v1/embeddings`` too when given an embedder.
* :class:`LlamaServer`: a real llama.cpp ``llama-server`` with a small Gemma model (``llm-test``
  extra), started on 127.0.0.1 and a free port.
* :mod:`~agent_memory.testing.shared_model`: one server that two memory systems share (the mem0
  head-to-head), with a deterministic backend (:class:`ScriptedMemoryModel`) or a counting
  proxy in front of llama-server (:class:`LlamaBackend`), and usage counted per client
  (:func:`count_usage`).
"""

from agent_memory.testing.chat_server import (
    Disconnect,
    Embedder,
    EmbeddingReply,
    RecordedRequest,
    Responder,
    ScriptedChatServer,
    ScriptedReply,
)
from agent_memory.testing.llama_server import (
    LlamaServer,
    assemble_gemma_model,
    locate_llama_server,
)
from agent_memory.testing.shared_model import (
    ClientUsage,
    LlamaBackend,
    ScriptedMemoryModel,
    client_base_url,
    count_usage,
    hashed_embedding,
    shared_model_server,
)

__all__ = [
    "ClientUsage",
    "Disconnect",
    "Embedder",
    "EmbeddingReply",
    "LlamaBackend",
    "LlamaServer",
    "RecordedRequest",
    "Responder",
    "ScriptedChatServer",
    "ScriptedMemoryModel",
    "ScriptedReply",
    "assemble_gemma_model",
    "client_base_url",
    "count_usage",
    "hashed_embedding",
    "locate_llama_server",
    "shared_model_server",
]
