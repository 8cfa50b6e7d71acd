"""A scripted OpenAI-compatible chat-completions (and embeddings) server on 127.0.0.1.

Real HTTP/1.1 over real TCP, written on :mod:`asyncio` streams so that it sees exactly what a
model server sees: each request's JSON body, and each client that goes away before its answer is
complete. Answers come from a script (one :class:`ScriptedReply` per request, in order) or from a
responder function (plain or async). A reply can be plain or streamed (server-sent events in
HTTP chunked encoding), slow (a delay before the headers, a delay between chunks), cut off
(``finish_reason="length"``), wrapped in prose or code fences, carry broken escapes, fail with a
status (429, 500), send a raw body, or drop the connection in the middle of a stream. With an
``embedder``, the same server answers ``POST /v1/embeddings`` too (OpenAI embeddings protocol:
``float`` or ``base64`` vectors), so one local server can stand in for both the chat model and
the embedding model of a client.

Records: :attr:`ScriptedChatServer.requests` (one :class:`RecordedRequest` per request, with its
outcome and the chunks sent) and :attr:`ScriptedChatServer.disconnects` (one
:class:`Disconnect` per client that closed its connection while a request was incomplete or its
answer was not yet complete, with the :func:`time.perf_counter` time at which the server saw it).
Each answered request also keeps the ``usage`` object the server reported and the API key the
client sent (:attr:`RecordedRequest.client`), so usage can be counted per client.

Run it in the event loop of the test::

    async with ScriptedChatServer([ScriptedReply.json({"items": []})]) as server:
        config = OpenAICompatibleConfig(base_url=server.base_url, model="scripted")
        ...
        await server.wait_for_disconnects(1)

It only ever binds 127.0.0.1 on a free port.
"""

from __future__ import annotations

import asyncio
import base64
import inspect
import itertools
import json
import struct
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, Final, Literal

__all__ = [
    "Disconnect",
    "Embedder",
    "EmbeddingReply",
    "RecordedRequest",
    "Responder",
    "ScriptedChatServer",
    "ScriptedReply",
]

_MAX_HEAD_BYTES: Final = 64 * 1024
_MAX_BODY_BYTES: Final = 16 * 1024 * 1024
_REASONS: Final = {
    200: "OK",
    400: "Bad Request",
    401: "Unauthorized",
    404: "Not Found",
    413: "Payload Too Large",
    422: "Unprocessable Entity",
    429: "Too Many Requests",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
}

Phase = Literal["before_request", "waiting", "streaming"]
Outcome = Literal["pending", "completed", "disconnected", "dropped"]


@dataclass(frozen=True, slots=True)
class ScriptedReply:
    """One scripted answer.

    Attributes:
        content: The assistant message content (the model's text), sent as given: broken
            escapes, fences and prose included.
        finish_reason: ``stop``, ``length`` ...
        status: HTTP status; anything but 200 sends an OpenAI-style error object instead.
        error_message: The error object's ``message`` for a non-200 status.
        error_param: The error object's ``param`` (``response_format`` ...), or ``None``.
        headers: Extra response headers (``retry-after`` ...).
        delay_s: Seconds to wait before sending the response headers.
        chunks: Content pieces when the request asked for ``stream: true`` (content is split
            into this many nearly equal parts; at least one chunk is sent).
        chunk_delay_s: Seconds to wait before each content chunk after the first.
        drop_after_chunks: Close the connection after this many content chunks, without the
            end of the stream (a server crash mid-answer); ``None`` for a normal end.
        prompt_tokens: Reported prompt tokens; ``None`` estimates from the request body.
        completion_tokens: Reported completion tokens; ``None`` estimates from ``content``.
        include_usage: Whether to report usage at all.
        model: Model name reported in the answer.
        raw_body: Bytes sent verbatim as a non-streamed 200 body (``content`` is then unused).
    """

    content: str = "{}"
    finish_reason: str = "stop"
    status: int = 200
    error_message: str = "scripted error"
    error_param: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    chunks: int = 1
    chunk_delay_s: float = 0.0
    drop_after_chunks: int | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    include_usage: bool = True
    model: str = "scripted-model"
    raw_body: bytes | None = None

    @classmethod
    def json(cls, value: Mapping[str, Any], **kwargs: Any) -> ScriptedReply:
        """Answer with ``value`` serialized as compact JSON (non-ASCII kept as is)."""
        return cls(content=json.dumps(value, ensure_ascii=False), **kwargs)

    @classmethod
    def fenced(cls, value: Mapping[str, Any], **kwargs: Any) -> ScriptedReply:
        """Answer with ``value`` inside a Markdown ```` ```json ```` fence after a line of prose."""
        text = "Here is the result:\n```json\n" + json.dumps(value, indent=2) + "\n```\n"
        return cls(content=text, **kwargs)

    @classmethod
    def error(cls, status: int, message: str = "scripted error", **kwargs: Any) -> ScriptedReply:
        """Answer with HTTP ``status`` and an OpenAI-style error object."""
        return cls(status=status, error_message=message, **kwargs)


@dataclass(frozen=True, slots=True)
class EmbeddingReply:
    """One answer to an embeddings request.

    Attributes:
        vectors: One vector per input, in input order (all of one length).
        prompt_tokens: Reported ``usage.prompt_tokens`` (the tokens of all inputs).
        status: HTTP status; anything but 200 sends an OpenAI-style error object instead.
        error_message: The error object's ``message`` for a non-200 status.
        model: Model name reported in the answer.
    """

    vectors: Sequence[Sequence[float]] = ()
    prompt_tokens: int = 0
    status: int = 200
    error_message: str = "scripted error"
    model: str = "scripted-embedder"


@dataclass(slots=True)
class RecordedRequest:
    """One request as the server received it, and what became of it.

    Attributes:
        index: 0-based order of arrival across all connections.
        connection_id: 0-based id of the TCP connection it came on.
        method: HTTP method.
        path: Request target.
        headers: Header names lower-cased; the last value wins.
        body: The JSON body, or ``None`` when there was none or it was not JSON.
        received_at: :func:`time.perf_counter` when the whole request was read.
        outcome: ``pending`` while answering; ``completed``; ``disconnected`` (the client went
            away first); ``dropped`` (the script closed the connection mid-answer).
        chunks_sent: Content chunks written so far (streamed answers).
        finished_at: :func:`time.perf_counter` when the outcome was settled, or ``None``.
        usage: The ``usage`` object the server sent with a 200 answer (``prompt_tokens``,
            ``completion_tokens`` for chat; ``prompt_tokens`` for embeddings), or ``None``.
        finish_reason: The ``finish_reason`` of a 200 chat answer (``stop``, ``length`` ...),
            or ``None``.
    """

    index: int
    connection_id: int
    method: str
    path: str
    headers: dict[str, str]
    body: Any
    received_at: float
    outcome: Outcome = "pending"
    chunks_sent: int = 0
    finished_at: float | None = None
    usage: dict[str, int] | None = None
    finish_reason: str | None = None

    @property
    def client(self) -> str:
        """Which client sent the request: its path prefix, else its API key, else ``""``.

        Clients that share one server tell themselves apart by a base URL with a prefix
        (``http://127.0.0.1:PORT/mem0/v1`` gives ``mem0``) or by the key of
        ``Authorization: Bearer <key>`` (an OpenAI SDK sends its ``api_key`` this way).
        """
        prefix, found, _ = self.path.partition("/v1/")
        if found and prefix.strip("/"):
            return prefix.strip("/")
        scheme, _, key = self.headers.get("authorization", "").partition(" ")
        return key.strip() if scheme.lower() == "bearer" else ""

    @property
    def embedding_inputs(self) -> list[str]:
        """The texts of an embeddings request (``input`` as a string or a list), else ``[]``."""
        if not isinstance(self.body, dict):
            return []
        value = self.body.get("input")
        if isinstance(value, str):
            return [value]
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return list(value)
        return []

    @property
    def streamed(self) -> bool:
        """Whether the request asked for a streamed answer."""
        return isinstance(self.body, dict) and bool(self.body.get("stream"))

    @property
    def response_format_type(self) -> str | None:
        """The requested ``response_format.type``, or ``None``."""
        if not isinstance(self.body, dict):
            return None
        fmt = self.body.get("response_format")
        return fmt.get("type") if isinstance(fmt, dict) else None


@dataclass(frozen=True, slots=True)
class Disconnect:
    """A client that closed its connection before its answer was complete.

    Attributes:
        connection_id: The TCP connection.
        request_index: The request being answered, or ``None`` when the request itself was
            incomplete (or the connection closed before sending any byte of it).
        phase: ``before_request``, ``waiting`` (no response byte sent yet) or ``streaming``.
        at: :func:`time.perf_counter` when the server saw the end of the connection.
    """

    connection_id: int
    request_index: int | None
    phase: Phase
    at: float


Responder = Callable[[RecordedRequest], ScriptedReply | Awaitable[ScriptedReply]]
"""Answers one chat-completions request; may be a plain or an async function."""

Embedder = Callable[[RecordedRequest], EmbeddingReply | Awaitable[EmbeddingReply]]
"""Answers one embeddings request; may be a plain or an async function."""


class ScriptedChatServer:
    """The scripted server; see the module docstring.

    Args:
        replies: Replies used in order, one per chat-completions request.
        default: Reply (or responder function) used when the script is empty; without one an
            empty script answers HTTP 500 ``script exhausted``.
        supports_json_schema: When false, a request with ``response_format.type ==
            "json_schema"`` gets HTTP 400 naming ``response_format`` (like servers without
            structured outputs). The script is not consumed by such a request.
        supports_json_object: The same for ``json_object``.
        embedder: Answers ``POST /v1/embeddings``; without one that route answers 404.
    """

    def __init__(
        self,
        replies: Iterable[ScriptedReply] = (),
        *,
        default: ScriptedReply | Responder | None = None,
        supports_json_schema: bool = True,
        supports_json_object: bool = True,
        embedder: Embedder | None = None,
    ) -> None:
        self._script: list[ScriptedReply] = list(replies)
        self._default = default
        self._embedder = embedder
        self.supports_json_schema = supports_json_schema
        self.supports_json_object = supports_json_object
        self.requests: list[RecordedRequest] = []
        self.disconnects: list[Disconnect] = []
        self.connections_opened = 0
        self.open_connections = 0
        self.max_open_connections = 0
        self._server: asyncio.Server | None = None
        self._port = 0
        self._conn_ids = itertools.count()
        self._handlers: set[asyncio.Task[None]] = set()
        self._waiters: list[asyncio.Event] = []
        self._stopping = False

    # -- lifecycle ---------------------------------------------------------------------------

    async def start(self) -> None:
        """Bind 127.0.0.1 on a free port and start serving in the running loop."""
        if self._server is not None:
            return
        self._server = await asyncio.start_server(self._accept, host="127.0.0.1", port=0)
        self._port = self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        """Stop accepting, close every open connection and wait for the handlers to end."""
        server, self._server = self._server, None
        if server is None:
            return
        self._stopping = True
        server.close()
        for task in list(self._handlers):
            task.cancel()
        if self._handlers:
            await asyncio.gather(*self._handlers, return_exceptions=True)
        await server.wait_closed()

    async def __aenter__(self) -> ScriptedChatServer:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()

    @property
    def port(self) -> int:
        """The bound TCP port (0 before :meth:`start`)."""
        return self._port

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1``, the base URL an OpenAI client takes."""
        return f"http://127.0.0.1:{self._port}/v1"

    # -- script ------------------------------------------------------------------------------

    def script(self, *replies: ScriptedReply) -> None:
        """Append replies to the script."""
        self._script.extend(replies)

    def set_default(self, default: ScriptedReply | Responder | None) -> None:
        """Replace the reply (or responder) used when the script is empty."""
        self._default = default

    @property
    def chat_requests(self) -> list[RecordedRequest]:
        """The chat-completions requests, in order of arrival."""
        return [r for r in self.requests if r.path.endswith("/chat/completions")]

    @property
    def embedding_requests(self) -> list[RecordedRequest]:
        """The embeddings requests, in order of arrival."""
        return [r for r in self.requests if r.path.endswith("/embeddings")]

    async def _next_reply(self, request: RecordedRequest) -> ScriptedReply:
        if self._script:
            return self._script.pop(0)
        if isinstance(self._default, ScriptedReply):
            return self._default
        if self._default is not None:
            reply = self._default(request)
            return await reply if inspect.isawaitable(reply) else reply
        return ScriptedReply.error(500, "script exhausted")

    # -- waiting -----------------------------------------------------------------------------

    def _notify(self) -> None:
        for event in self._waiters:
            event.set()

    async def wait_until(self, predicate: Callable[[], bool], timeout_s: float = 5.0) -> None:
        """Wait until ``predicate()`` is true; it is checked after every recorded change.

        Raises:
            TimeoutError: Not true within ``timeout_s`` seconds.
        """
        async with asyncio.timeout(timeout_s):
            while not predicate():
                event = asyncio.Event()
                self._waiters.append(event)
                try:
                    await event.wait()
                finally:
                    self._waiters.remove(event)

    async def wait_for_requests(self, count: int, timeout_s: float = 5.0) -> None:
        """Wait until ``count`` requests have been received in full."""
        await self.wait_until(lambda: len(self.requests) >= count, timeout_s)

    async def wait_for_disconnects(self, count: int, timeout_s: float = 5.0) -> None:
        """Wait until ``count`` disconnects have been seen."""
        await self.wait_until(lambda: len(self.disconnects) >= count, timeout_s)

    async def wait_for_chunks(self, request_index: int, count: int, timeout_s: float = 5.0) -> None:
        """Wait until request ``request_index`` exists and had ``count`` chunks sent."""

        def sent() -> bool:
            return (
                len(self.requests) > request_index
                and self.requests[request_index].chunks_sent >= count
            )

        await self.wait_until(sent, timeout_s)

    async def wait_idle(self, timeout_s: float = 5.0) -> None:
        """Wait until no request is pending an answer."""
        await self.wait_until(lambda: all(r.outcome != "pending" for r in self.requests), timeout_s)

    # -- connection handling -----------------------------------------------------------------

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._handlers.add(task)
        conn_id = next(self._conn_ids)
        self.connections_opened += 1
        self.open_connections += 1
        self.max_open_connections = max(self.max_open_connections, self.open_connections)
        self._notify()
        try:
            await self._serve_connection(conn_id, reader, writer)
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            pass
        except asyncio.CancelledError:
            # Only stop() cancels handlers. asyncio.start_server's done-callback would log a
            # cancelled handler as an error, so the handler ends normally instead.
            if not self._stopping:
                raise
        finally:
            self.open_connections -= 1
            writer.close()
            try:
                await writer.wait_closed()
            except (ConnectionError, OSError):
                pass
            except asyncio.CancelledError:
                if not self._stopping:
                    raise
            self._handlers.discard(task)
            self._notify()

    async def _serve_connection(
        self, conn_id: int, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        buf = bytearray()
        while True:
            head = await self._read_until(reader, buf, b"\r\n\r\n", _MAX_HEAD_BYTES)
            if head is None:
                if buf:
                    self._record_disconnect(conn_id, None, "before_request")
                return
            lines = head.decode("latin-1").split("\r\n")
            method, _, rest = lines[0].partition(" ")
            path = rest.rsplit(" ", 1)[0]
            headers: dict[str, str] = {}
            for line in lines[1:]:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            length = int(headers.get("content-length", "0") or "0")
            if length > _MAX_BODY_BYTES:
                await self._send_simple(writer, 413, {"error": {"message": "too large"}})
                return
            while len(buf) < length:
                data = await reader.read(65536)
                if not data:
                    self._record_disconnect(conn_id, None, "before_request")
                    return
                buf.extend(data)
            raw, buf[:] = bytes(buf[:length]), buf[length:]
            body: Any = None
            if raw:
                try:
                    body = json.loads(raw)
                except ValueError:
                    body = None
            request = RecordedRequest(
                index=len(self.requests),
                connection_id=conn_id,
                method=method,
                path=path,
                headers=headers,
                body=body,
                received_at=time.perf_counter(),
            )
            self.requests.append(request)
            self._notify()
            keep_open = await self._answer(conn_id, request, reader, writer, buf)
            self._notify()
            if not keep_open or headers.get("connection", "").lower() == "close":
                return

    @staticmethod
    async def _read_until(
        reader: asyncio.StreamReader, buf: bytearray, sep: bytes, limit: int
    ) -> bytes | None:
        while True:
            at = buf.find(sep)
            if at >= 0:
                head = bytes(buf[:at])
                del buf[: at + len(sep)]
                return head
            if len(buf) > limit:
                raise asyncio.LimitOverrunError("request head too large", len(buf))
            data = await reader.read(65536)
            if not data:
                return None
            buf.extend(data)

    def _record_disconnect(self, conn_id: int, request_index: int | None, phase: Phase) -> None:
        self.disconnects.append(
            Disconnect(
                connection_id=conn_id,
                request_index=request_index,
                phase=phase,
                at=time.perf_counter(),
            )
        )
        self._notify()

    async def _answer(
        self,
        conn_id: int,
        request: RecordedRequest,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        buf: bytearray,
    ) -> bool:
        """Answer one request while watching for the client going away; return keep-alive."""
        state = {"headers_sent": False}
        sender = asyncio.create_task(self._send_reply(request, writer, state))
        watcher = asyncio.create_task(self._watch_eof(reader, buf))
        try:
            done, _ = await asyncio.wait({sender, watcher}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            # Cancelled from outside (server stop): end both helpers before leaving.
            for task in (sender, watcher):
                task.cancel()
            await asyncio.gather(sender, watcher, return_exceptions=True)
        if sender in done and not sender.cancelled():
            error = sender.exception()
            if error is None:
                keep_open: bool = sender.result()
                if request.outcome == "pending":
                    request.outcome = "completed"
                request.finished_at = time.perf_counter()
                return keep_open
            if not isinstance(error, OSError):
                raise error
        phase: Phase = "streaming" if state["headers_sent"] else "waiting"
        request.outcome = "disconnected"
        request.finished_at = time.perf_counter()
        self._record_disconnect(conn_id, request.index, phase)
        return False

    @staticmethod
    async def _watch_eof(reader: asyncio.StreamReader, buf: bytearray) -> None:
        """Return when the client closes its side; keep any early bytes for the next request."""
        while True:
            data = await reader.read(65536)
            if not data:
                return
            buf.extend(data)

    async def _send_reply(
        self, request: RecordedRequest, writer: asyncio.StreamWriter, state: dict[str, bool]
    ) -> bool:
        """Send the answer for ``request``; return whether the connection may be reused."""
        if request.method == "GET" and request.path.endswith("/models"):
            await self._send_simple(
                writer, 200, {"object": "list", "data": [{"id": "scripted-model"}]}
            )
            return True
        if request.method == "GET" and request.path in ("/health", "/v1/health"):
            await self._send_simple(writer, 200, {"status": "ok"})
            return True
        if (
            request.method == "POST"
            and request.path.endswith("/embeddings")
            and self._embedder is not None
        ):
            await self._send_embeddings(request, writer, state)
            return True
        if request.method != "POST" or not request.path.endswith("/chat/completions"):
            await self._send_simple(writer, 404, {"error": {"message": "no such route"}})
            return True
        if not isinstance(request.body, dict):
            await self._send_simple(writer, 400, _error_body("body is not a JSON object", None))
            return True
        fmt = request.response_format_type
        if (fmt == "json_schema" and not self.supports_json_schema) or (
            fmt == "json_object" and not self.supports_json_object
        ):
            await self._send_simple(
                writer,
                400,
                _error_body(f"response_format type {fmt} is not supported", "response_format"),
            )
            return True
        reply = await self._next_reply(request)
        if reply.delay_s > 0:
            await asyncio.sleep(reply.delay_s)
        if reply.status != 200:
            state["headers_sent"] = True
            await self._send_simple(
                writer,
                reply.status,
                _error_body(reply.error_message, reply.error_param),
                reply.headers,
            )
            return True
        if reply.raw_body is not None:
            state["headers_sent"] = True
            await self._send_bytes(writer, 200, "application/json", reply.raw_body, reply.headers)
            return True
        usage = _usage(request, reply)
        request.finish_reason = reply.finish_reason
        if not request.streamed:
            if reply.include_usage:
                request.usage = dict(usage)
            state["headers_sent"] = True
            payload = {
                "id": f"chatcmpl-scripted-{request.index}",
                "object": "chat.completion",
                "created": 0,
                "model": reply.model,
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": reply.content},
                        "finish_reason": reply.finish_reason,
                    }
                ],
            }
            if reply.include_usage:
                payload["usage"] = usage
            await self._send_simple(writer, 200, payload, reply.headers)
            request.chunks_sent = 1
            return True
        return await self._stream(request, reply, usage, writer, state)

    async def _stream(
        self,
        request: RecordedRequest,
        reply: ScriptedReply,
        usage: dict[str, int],
        writer: asyncio.StreamWriter,
        state: dict[str, bool],
    ) -> bool:
        head = _status_line(200) + _header_lines(
            {
                "content-type": "text/event-stream",
                "cache-control": "no-cache",
                "transfer-encoding": "chunked",
                **reply.headers,
            }
        )
        writer.write(head)
        await writer.drain()
        state["headers_sent"] = True
        pieces = _split(reply.content, reply.chunks)
        want_usage = bool(
            isinstance(request.body, dict)
            and isinstance(request.body.get("stream_options"), dict)
            and request.body["stream_options"].get("include_usage")
        )
        for i, piece in enumerate(pieces):
            if i > 0 and reply.chunk_delay_s > 0:
                await asyncio.sleep(reply.chunk_delay_s)
            if reply.drop_after_chunks is not None and i >= reply.drop_after_chunks:
                request.outcome = "dropped"
                return False
            last = i == len(pieces) - 1
            delta: dict[str, Any] = {"content": piece}
            if i == 0:
                delta["role"] = "assistant"
            event = {
                "id": f"chatcmpl-scripted-{request.index}",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": reply.model,
                "choices": [
                    {
                        "index": 0,
                        "delta": delta,
                        "finish_reason": reply.finish_reason if last else None,
                    }
                ],
            }
            await _write_chunk(writer, _sse(event))
            request.chunks_sent += 1
            self._notify()
        if reply.include_usage and want_usage:
            request.usage = dict(usage)
            event = {
                "id": f"chatcmpl-scripted-{request.index}",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": reply.model,
                "choices": [],
                "usage": usage,
            }
            await _write_chunk(writer, _sse(event))
        await _write_chunk(writer, b"data: [DONE]\n\n")
        writer.write(b"0\r\n\r\n")
        await writer.drain()
        return True

    async def _send_embeddings(
        self, request: RecordedRequest, writer: asyncio.StreamWriter, state: dict[str, bool]
    ) -> None:
        """Answer an embeddings request with the embedder's vectors (OpenAI embeddings shape)."""
        inputs = request.embedding_inputs
        if not inputs:
            await self._send_simple(writer, 400, _error_body("input must be text", "input"))
            return
        assert self._embedder is not None
        answer = self._embedder(request)
        reply = await answer if inspect.isawaitable(answer) else answer
        state["headers_sent"] = True
        if reply.status != 200:
            await self._send_simple(writer, reply.status, _error_body(reply.error_message, None))
            return
        as_base64 = isinstance(request.body, dict) and request.body.get("encoding_format") == (
            "base64"
        )
        data = [
            {
                "object": "embedding",
                "index": index,
                "embedding": _base64_floats(vector) if as_base64 else [float(v) for v in vector],
            }
            for index, vector in enumerate(reply.vectors)
        ]
        usage = {"prompt_tokens": reply.prompt_tokens, "total_tokens": reply.prompt_tokens}
        request.usage = dict(usage)
        payload = {"object": "list", "data": data, "model": reply.model, "usage": usage}
        await self._send_simple(writer, 200, payload)

    @staticmethod
    async def _send_simple(
        writer: asyncio.StreamWriter,
        status: int,
        payload: Mapping[str, Any],
        headers: Mapping[str, str] | None = None,
    ) -> None:
        body = json.dumps(payload).encode("utf-8")
        await ScriptedChatServer._send_bytes(writer, status, "application/json", body, headers)

    @staticmethod
    async def _send_bytes(
        writer: asyncio.StreamWriter,
        status: int,
        content_type: str,
        body: bytes,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        head = _status_line(status) + _header_lines(
            {"content-type": content_type, "content-length": str(len(body)), **(headers or {})}
        )
        writer.write(head + body)
        await writer.drain()


def _error_body(message: str, param: str | None) -> dict[str, Any]:
    return {
        "error": {
            "message": message,
            "type": "invalid_request_error",
            "param": param,
            "code": None,
        }
    }


def _usage(request: RecordedRequest, reply: ScriptedReply) -> dict[str, int]:
    messages = request.body.get("messages", []) if isinstance(request.body, dict) else []
    prompt_chars = sum(len(str(m.get("content", ""))) for m in messages if isinstance(m, dict))
    prompt = reply.prompt_tokens if reply.prompt_tokens is not None else max(1, prompt_chars // 4)
    completion = (
        reply.completion_tokens
        if reply.completion_tokens is not None
        else max(1, len(reply.content) // 4)
    )
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


def _base64_floats(vector: Sequence[float]) -> str:
    """Encode a vector as OpenAI's ``base64`` embedding format: little-endian float32."""
    return base64.b64encode(struct.pack(f"<{len(vector)}f", *vector)).decode("ascii")


def _split(text: str, parts: int) -> Sequence[str]:
    parts = max(1, parts)
    if parts == 1 or len(text) <= 1:
        return [text]
    size = -(-len(text) // parts)
    return [text[i : i + size] for i in range(0, len(text), size)]


def _sse(event: Mapping[str, Any]) -> bytes:
    return b"data: " + json.dumps(event).encode("utf-8") + b"\n\n"


async def _write_chunk(writer: asyncio.StreamWriter, data: bytes) -> None:
    writer.write(f"{len(data):x}\r\n".encode("ascii") + data + b"\r\n")
    await writer.drain()


def _status_line(status: int) -> bytes:
    return f"HTTP/1.1 {status} {_REASONS.get(status, 'Status')}\r\n".encode("ascii")


def _header_lines(headers: Mapping[str, str]) -> bytes:
    lines = "".join(f"{name}: {value}\r\n" for name, value in headers.items())
    return (lines + "\r\n").encode("latin-1")
