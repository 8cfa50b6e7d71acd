"""One local model server that two memory systems share, with usage counted per client.

The head-to-head with mem0 (``benchmarks/bench_mem0.py``) points agent-memory and mem0 at the
same OpenAI-compatible server on 127.0.0.1, which answers both ``POST /v1/chat/completions`` and
``POST /v1/embeddings``. It is a :class:`~agent_memory.testing.chat_server.ScriptedChatServer`
whose answers come from one of two backends:

* :class:`ScriptedMemoryModel`: a deterministic "model". It answers agent-memory's notification
  proposal prompt with the deterministic notification rules
  (:func:`~agent_memory.notifications.fallback.notification_fallback_rule`) applied to the items
  and related memories it reads back from the prompt text, and mem0's additive extraction prompt
  (mem0 2.2: ``ADDITIVE_EXTRACTION_PROMPT``, answer ``{"memory": [{"id", "text",
  "attributed_to"}]}``) with one memory per new message: the message text as given. Embeddings
  are hashed bags of words (:func:`hashed_embedding`). Token counts are
  :func:`~agent_memory.engine.prompt.estimate_tokens` of the message contents (prompt) and of
  the answer (completion), the same rule for both clients.
* :class:`LlamaBackend`: a counting reverse proxy in front of real ``llama-server`` processes
  (:class:`~benchmarks.llama_server.LlamaServer`): one for chat, one started with
  ``--embeddings`` (llama-server restricts an embeddings server to that use), both with the same
  GGUF file, so both systems talk to the same model. Token counts are the ones llama-server
  reports.

Clients are told apart by a path prefix in their base URL (``http://127.0.0.1:PORT/mem0/v1``),
see :attr:`~agent_memory.testing.chat_server.RecordedRequest.client`; :func:`count_usage` sums
the calls, the reported tokens and the embedding inputs per client.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any, Final

import httpx

from agent_memory.engine.prompt import estimate_tokens
from agent_memory.engine.types import ExtractItem, RelatedMemory
from agent_memory.notifications.fallback import notification_fallback_rule
from agent_memory.testing.chat_server import (
    EmbeddingReply,
    RecordedRequest,
    ScriptedChatServer,
    ScriptedReply,
)

__all__ = [
    "CLIENT_AGENT_MEMORY",
    "CLIENT_MEM0",
    "DEFAULT_DIMS",
    "ClientUsage",
    "LlamaBackend",
    "ScriptedMemoryModel",
    "client_base_url",
    "count_usage",
    "hashed_embedding",
    "parse_notification_prompt",
    "shared_model_server",
]

CLIENT_AGENT_MEMORY: Final = "agent-memory"
"""Path prefix (client name) agent-memory's provider uses on the shared server."""

CLIENT_MEM0: Final = "mem0"
"""Path prefix (client name) mem0's LLM and embedder use on the shared server."""

DEFAULT_DIMS: Final = 256
"""Length of the scripted backend's embedding vectors."""

_ITEM_HEADER: Final = re.compile(
    r"^notification (\S+) \| local time (\d{4}-\d{2}-\d{2}) \w+ (\d{2}:\d{2}) "
    r"UTC([+-]\d{2}):(\d{2}) ?(?:\| related: (.*))?$"
)
_FIELD: Final = re.compile(
    r"^(app|title|subtitle|when|thing|change|routine|chatter|memory|app_id|text|earlier text)"
    r": ?(.*)$"
)
_MEMORY_LINE: Final = re.compile(r"^\[(\S+)\](?: \(([^)]*)\))? ?(.*)$")
_WORD: Final = re.compile(r"[^\W_]+", re.UNICODE)
_MEM0_NEW_MESSAGES: Final = re.compile(r"## New Messages\n(.*?)\n\n## Observation Date", re.DOTALL)
_MEM0_ROLE: Final = re.compile(r"^(user|assistant|system): ", re.MULTILINE)


@dataclass(slots=True)
class ClientUsage:
    """What one client asked of the shared server.

    Attributes:
        chat_calls: Chat-completions requests (answered or not).
        chat_failures: Chat requests answered with an error status (no usage reported), or
            whose client went away or whose answer was cut off.
        chat_cut: Chat answers that ended at the token limit (``finish_reason == "length"``).
        prompt_tokens: Sum of the reported ``usage.prompt_tokens`` of chat answers.
        completion_tokens: Sum of the reported ``usage.completion_tokens`` of chat answers.
        embedding_calls: Embeddings requests.
        embedding_inputs: Texts embedded (one request may carry several).
        embedding_tokens: Sum of the reported ``usage.prompt_tokens`` of embedding answers.
    """

    chat_calls: int = 0
    chat_failures: int = 0
    chat_cut: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    embedding_calls: int = 0
    embedding_inputs: int = 0
    embedding_tokens: int = 0


def count_usage(requests: Iterable[RecordedRequest]) -> dict[str, ClientUsage]:
    """Sum calls and reported usage per client (path prefix or API key).

    Args:
        requests: The server's :attr:`~ScriptedChatServer.requests`.

    Returns:
        One :class:`ClientUsage` per client seen; requests to other routes are not counted.
    """
    out: dict[str, ClientUsage] = {}
    for request in requests:
        usage = request.usage or {}
        if request.path.endswith("/chat/completions"):
            entry = out.setdefault(request.client, ClientUsage())
            entry.chat_calls += 1
            if request.usage is None or request.outcome in ("disconnected", "dropped"):
                entry.chat_failures += 1
            entry.chat_cut += request.finish_reason == "length"
            entry.prompt_tokens += usage.get("prompt_tokens", 0)
            entry.completion_tokens += usage.get("completion_tokens", 0)
        elif request.path.endswith("/embeddings"):
            entry = out.setdefault(request.client, ClientUsage())
            entry.embedding_calls += 1
            entry.embedding_inputs += len(request.embedding_inputs)
            entry.embedding_tokens += usage.get("prompt_tokens", 0)
    return out


def client_base_url(server: ScriptedChatServer, client: str) -> str:
    """Return the base URL ``client`` uses on ``server``: ``http://127.0.0.1:PORT/<client>/v1``."""
    return f"http://127.0.0.1:{server.port}/{client}/v1"


def hashed_embedding(text: str, dims: int = DEFAULT_DIMS) -> list[float]:
    """Embed ``text`` as a normalized hashed bag of words (deterministic, no model).

    Words are runs of letters and digits after NFKC and case folding; a CJK character counts as
    a word of its own. Each word adds 1 to the dimension its BLAKE2b digest picks; the vector is
    scaled to length 1. Text without words maps to the first unit vector. Equal bags of words
    give equal vectors, so an exact repeat is the nearest neighbour (cosine 1.0).

    Args:
        text: Any text.
        dims: Vector length (at least 1).

    Returns:
        ``dims`` floats with Euclidean norm 1.
    """
    vector = [0.0] * dims
    for word in _words(text):
        digest = hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest()
        vector[int.from_bytes(digest, "little") % dims] += 1.0
    norm = math.sqrt(sum(v * v for v in vector))
    if norm == 0.0:
        vector[0] = 1.0
        return vector
    return [v / norm for v in vector]


def _words(text: str) -> list[str]:
    out: list[str] = []
    for run in _WORD.findall(unicodedata.normalize("NFKC", text).casefold()):
        if any(_is_cjk(ch) for ch in run):
            out.extend(run)
        else:
            out.append(run)
    return out


def _is_cjk(ch: str) -> bool:
    code = ord(ch)
    return 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xAC00 <= code <= 0xD7AF


def _messages_text(request: RecordedRequest) -> tuple[str, str]:
    """Return the system and the user message contents of a chat request."""
    system: list[str] = []
    user: list[str] = []
    body = request.body if isinstance(request.body, dict) else {}
    for message in body.get("messages", []):
        if not isinstance(message, dict):
            continue
        content = str(message.get("content", ""))
        (system if message.get("role") == "system" else user).append(content)
    return "\n".join(system), "\n".join(user)


def _prompt_tokens(request: RecordedRequest) -> int:
    system, user = _messages_text(request)
    return estimate_tokens(system) + estimate_tokens(user)


class ScriptedMemoryModel:
    """The deterministic backend; see the module docstring for its answers.

    Args:
        dims: Length of the embedding vectors.

    Attributes:
        unknown_prompts: Chat requests whose prompt was neither agent-memory's nor mem0's
            (answered with HTTP 400, so a changed prompt shows instead of passing silently).
    """

    def __init__(self, dims: int = DEFAULT_DIMS) -> None:
        self.dims = dims
        self.unknown_prompts = 0

    def chat(self, request: RecordedRequest) -> ScriptedReply:
        """Answer one chat request (a :data:`~agent_memory.testing.chat_server.Responder`)."""
        _, user = _messages_text(request)
        if "one answer entry per notification id" in user:
            answer = self._agent_memory_answer(user)
        elif "## New Messages" in user:
            answer = self._mem0_answer(user)
        else:
            self.unknown_prompts += 1
            return ScriptedReply.error(400, "The scripted model does not know this prompt.")
        content = json.dumps(answer, ensure_ascii=False)
        return ScriptedReply(
            content=content,
            prompt_tokens=_prompt_tokens(request),
            completion_tokens=estimate_tokens(content),
            model="scripted-memory-model",
        )

    def embed(self, request: RecordedRequest) -> EmbeddingReply:
        """Answer one embeddings request (an :data:`~agent_memory.testing.chat_server.Embedder`)."""
        inputs = request.embedding_inputs
        return EmbeddingReply(
            vectors=[hashed_embedding(text, self.dims) for text in inputs],
            prompt_tokens=sum(estimate_tokens(text) for text in inputs),
        )

    @staticmethod
    def _agent_memory_answer(user: str) -> dict[str, Any]:
        items, memories = parse_notification_prompt(user)
        return notification_fallback_rule(items, memories)

    @staticmethod
    def _mem0_answer(user: str) -> dict[str, Any]:
        found = _MEM0_NEW_MESSAGES.search(user)
        section = found.group(1) if found else ""
        texts: list[str] = []
        pieces = _MEM0_ROLE.split(section)
        # split() with one group gives ["", role, text, role, text, ...]
        for role, text in zip(pieces[1::2], pieces[2::2], strict=True):
            cleaned = " ".join(text.split())
            if role == "user" and cleaned:
                texts.append(cleaned)
        return {
            "memory": [
                {"id": str(index), "text": text, "attributed_to": "user"}
                for index, text in enumerate(texts)
            ]
        }


def _unquote(value: str) -> str:
    """Decode a prompt value framed as a JSON string literal (engine/prompt.py); else as is."""
    if len(value) >= 2 and value.startswith('"') and value.endswith('"'):
        try:
            decoded = json.loads(value)
        except ValueError:
            return value
        if isinstance(decoded, str):
            return decoded
    return value


def parse_notification_prompt(user: str) -> tuple[list[ExtractItem], list[RelatedMemory]]:
    """Read the items and related memories back from agent-memory's notification user message.

    The inverse of :func:`~agent_memory.engine.prompt.build_messages` for the notification
    scenario, as far as the deterministic rules need it: item ids, each item's local time (with
    its UTC offset), fields and hint fields (each a JSON string literal, decoded), related refs,
    and each memory's ref, attributes and text.

    Args:
        user: The user message text.

    Returns:
        The items in prompt order and the related memories shown.
    """
    items: list[ExtractItem] = []
    memories: list[RelatedMemory] = []
    current: dict[str, Any] | None = None
    last_field: str | None = None
    in_memories = False

    def close() -> None:
        if current is not None:
            items.append(
                ExtractItem(
                    item_id=current["id"],
                    local_time=current["local_time"],
                    fields=current["fields"],
                    related_refs=tuple(current["refs"]),
                )
            )

    for line in user.split("\n"):
        if line.startswith("Related memories (cite by ref):"):
            in_memories = True
            continue
        header = _ITEM_HEADER.match(line)
        if header is not None:
            in_memories = False
            close()
            refs = [r.strip() for r in (header.group(6) or "").split(",") if r.strip()]
            hours, minutes = int(header.group(4)), int(header.group(5))
            offset = timedelta(hours=hours, minutes=minutes if hours >= 0 else -minutes)
            local_time = datetime.fromisoformat(f"{header.group(2)}T{header.group(3)}").replace(
                tzinfo=timezone(offset)
            )
            current = {"id": header.group(1), "fields": {}, "refs": refs, "local_time": local_time}
            last_field = None
            continue
        if in_memories:
            memory = _MEMORY_LINE.match(line)
            if memory is not None:
                attributes = dict(
                    pair.split("=", 1) for pair in (memory.group(2) or "").split() if "=" in pair
                )
                memories.append(
                    RelatedMemory(
                        ref=memory.group(1),
                        text=_unquote(memory.group(3)),
                        attributes=attributes,
                    )
                )
            elif line.startswith("  ") and memories:
                last = memories[-1]
                memories[-1] = RelatedMemory(ref=last.ref, text=last.text + "\n" + line[2:])
            continue
        if current is None:
            continue
        field = _FIELD.match(line)
        if field is not None and field.group(1) != "earlier text":
            last_field = field.group(1)
            current["fields"][last_field] = _unquote(field.group(2))
        elif field is not None:
            last_field = None
        elif line.startswith("  ") and last_field is not None:
            current["fields"][last_field] += "\n" + line[2:]
    close()
    return items, memories


class LlamaBackend:
    """Forward chat and embeddings requests to real ``llama-server`` processes.

    The request body is sent as received (``stream`` off: the shared server streams the
    answer itself when the client asked for a stream); the answer's content, ``finish_reason``
    and ``usage`` come back unchanged. An upstream error status is passed on with its message.

    Args:
        chat_base_url: Base URL of the chat server (``http://127.0.0.1:PORT/v1``).
        embeddings_base_url: Base URL of the server started with ``--embeddings``.
        timeout_s: Deadline of one upstream request, seconds.
    """

    def __init__(self, chat_base_url: str, embeddings_base_url: str, timeout_s: float) -> None:
        self._chat_url = chat_base_url.rstrip("/") + "/chat/completions"
        self._embeddings_url = embeddings_base_url.rstrip("/") + "/embeddings"
        self._client = httpx.AsyncClient(timeout=timeout_s, trust_env=False)

    async def chat(self, request: RecordedRequest) -> ScriptedReply:
        """Answer one chat request from llama-server (an async responder)."""
        body = dict(request.body) if isinstance(request.body, dict) else {}
        body["stream"] = False
        body.pop("stream_options", None)
        try:
            response = await self._client.post(self._chat_url, json=body)
        except httpx.HTTPError:
            return ScriptedReply.error(502, "The upstream llama-server did not answer.")
        data = _json(response)
        if response.status_code != 200 or not data.get("choices"):
            return ScriptedReply.error(
                response.status_code if response.status_code != 200 else 502,
                _upstream_message(data),
            )
        choice = data["choices"][0]
        usage = data.get("usage") or {}
        return ScriptedReply(
            content=str((choice.get("message") or {}).get("content") or ""),
            finish_reason=str(choice.get("finish_reason") or "stop"),
            prompt_tokens=int(usage.get("prompt_tokens", 0)),
            completion_tokens=int(usage.get("completion_tokens", 0)),
            model=str(data.get("model") or "llama-server"),
        )

    async def embed(self, request: RecordedRequest) -> EmbeddingReply:
        """Answer one embeddings request from the embeddings llama-server (an async embedder)."""
        body = {"input": request.embedding_inputs, "encoding_format": "float"}
        if isinstance(request.body, dict) and "model" in request.body:
            body["model"] = request.body["model"]
        try:
            response = await self._client.post(self._embeddings_url, json=body)
        except httpx.HTTPError:
            return EmbeddingReply(status=502, error_message="The upstream server did not answer.")
        data = _json(response)
        if response.status_code != 200:
            return EmbeddingReply(
                status=response.status_code, error_message=_upstream_message(data)
            )
        rows = sorted(data.get("data", []), key=lambda row: int(row.get("index", 0)))
        usage = data.get("usage") or {}
        return EmbeddingReply(
            vectors=[[float(v) for v in row["embedding"]] for row in rows],
            prompt_tokens=int(usage.get("prompt_tokens", 0)),
            model=str(data.get("model") or "llama-server"),
        )

    async def aclose(self) -> None:
        """Close the upstream HTTP client."""
        await self._client.aclose()


def _json(response: httpx.Response) -> dict[str, Any]:
    try:
        data = response.json()
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _upstream_message(data: dict[str, Any]) -> str:
    error = data.get("error")
    if isinstance(error, dict) and isinstance(error.get("message"), str):
        return f"llama-server: {error['message']}"
    return "llama-server answered without a usable result."


def shared_model_server(backend: ScriptedMemoryModel | LlamaBackend) -> ScriptedChatServer:
    """Return a (not yet started) server on 127.0.0.1 answering chat and embeddings by ``backend``.

    Use it as ``async with shared_model_server(backend) as server:`` and give each client
    :func:`client_base_url` with its own name.
    """
    return ScriptedChatServer(default=backend.chat, embedder=backend.embed)
