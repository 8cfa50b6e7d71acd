"""An OpenAI-compatible chat-completions provider (OpenAI, vLLM, llama.cpp, Ollama ...).

One class, :class:`OpenAICompatibleProvider`, over the ``openai`` SDK's async client (imported
on first use). It makes one ``POST {base_url}/chat/completions`` per answer, with the SDK's own
retries off: the processor and the worker own retry and backoff, so a failure surfaces at once as
a typed :class:`~agent_memory.errors.ModelError`:

=================================================  ============================================
what happened                                      raised
=================================================  ============================================
connection refused, DNS, reset, HTTP 5xx, 4xx      :class:`~agent_memory.errors.ModelUnavailable`
connect/read/pool timeout, whole-call deadline     :class:`~agent_memory.errors.ModelTimeout`
HTTP 429                                           :class:`~agent_memory.errors.RateLimited`
answer not parseable (SSE or body)                 :class:`~agent_memory.errors.InvalidOutput`
=================================================  ============================================

(``finish_reason == "length"`` and unparseable message content are judged by the engine.)

Structured output (``response_format``): ``auto`` asks for a strict ``json_schema`` first; a
server that answers HTTP 400/422 naming the response format or schema is asked again once with
``json_object``, and after that with instructions only (``prompt``); the provider remembers the
weakest mode that worked for the rest of its life.

Streaming (default on): the answer arrives as server-sent events with ``stream_options.
include_usage``; chunks stay in memory until the last one. Cancellation: cancelling the task that
awaits :meth:`OpenAICompatibleProvider.answer` closes the HTTP response at once (the SDK's stream
closes its response when the cancel unwinds it, and this module closes it again, shielded and
bounded by :data:`CLOSE_TIMEOUT_S`), so the TCP connection is closed, the server sees the
disconnect, the pool slot is free for the next call, and nothing is returned (cases D8, D9).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import ssl
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal
from urllib.parse import urlsplit

from agent_memory.engine.privacy import PrivacyReport, privacy_of_endpoint
from agent_memory.engine.provider import (
    ProviderCall,
    ProviderOutput,
    ResponseMode,
    StructuredOutputRejected,
)
from agent_memory.errors import (
    InvalidInput,
    InvalidOutput,
    LifecycleError,
    ModelError,
    ModelTimeout,
    ModelUnavailable,
    RateLimited,
)

if TYPE_CHECKING:
    import httpx2
    import openai

__all__ = ["CLOSE_TIMEOUT_S", "OpenAICompatibleConfig", "OpenAICompatibleProvider"]

_log = logging.getLogger("agent_memory.engine")

CLOSE_TIMEOUT_S: Final = 1.0
"""Bound on closing a response after a cancel or an error, in seconds (shielded)."""

_SCHEMA_WORDS: Final = ("response_format", "json_schema", "schema", "grammar")
_NO_KEY: Final = "no-key"


@dataclass(frozen=True, slots=True)
class OpenAICompatibleConfig:
    """Settings of an OpenAI-compatible server.

    Attributes:
        base_url: Base URL including the API prefix, for example ``http://127.0.0.1:8080/v1``.
        model: Model name sent with each request (llama-server accepts any).
        api_key_env: Name of the environment variable holding the API key; read when the client
            is opened. Unset or empty sends a placeholder key, which local servers accept.
        timeout_s: Deadline of one whole answer (connect, wait, stream), seconds.
        connect_timeout_s: Deadline of opening a connection and of waiting for a pool slot,
            seconds.
        max_tokens: Completion token limit per answer; reaching it is ``finish_reason ==
            "length"``, which the engine turns into :class:`~agent_memory.errors.TruncatedOutput`.
        max_tokens_field: ``max_tokens`` (most servers) or ``max_completion_tokens`` (newer
            OpenAI models).
        temperature: Sampling temperature; 0 for repeatable answers.
        seed: Sampling seed sent when set.
        response_format: ``auto`` (strict ``json_schema``, weaker modes where refused),
            ``grammar`` (llama.cpp: a line answer held to a GBNF grammar, see
            :mod:`agent_memory.engine.lines`; a JSON answer is sent as ``json_schema``),
            ``json_schema``, ``json_object`` or ``prompt`` (no response format).
        stream: Whether to stream the answer (server-sent events).
        pool_connections: Most connections open at once (HTTP/1.1).
        unix_socket: Path of a Unix domain socket to connect through, or ``None`` for TCP.
    """

    base_url: str
    model: str
    api_key_env: str = "OPENAI_API_KEY"
    timeout_s: float = 120.0
    connect_timeout_s: float = 10.0
    max_tokens: int = 1536
    max_tokens_field: Literal["max_tokens", "max_completion_tokens"] = "max_tokens"
    temperature: float = 0.0
    seed: int | None = None
    response_format: Literal["auto", "grammar", "json_schema", "json_object", "prompt"] = "auto"
    stream: bool = True
    pool_connections: int = 1
    unix_socket: str | None = None

    def __post_init__(self) -> None:
        if not self.base_url.startswith(("http://", "https://")):
            raise InvalidInput("base_url must start with http:// or https://.", field="base_url")
        if not self.model:
            raise InvalidInput("model must be a non-empty name.", field="model")
        if self.timeout_s <= 0 or self.connect_timeout_s <= 0:
            raise InvalidInput("Timeouts must be positive seconds.", field="timeout_s")
        if self.max_tokens < 1:
            raise InvalidInput("max_tokens must be at least 1.", field="max_tokens")
        if self.pool_connections < 1:
            raise InvalidInput("pool_connections must be at least 1.", field="pool_connections")


class OpenAICompatibleProvider:
    """Answer extract calls with an OpenAI-compatible chat-completions server.

    The client (and the ``openai`` import) is created on the first call. Lifecycle: usable until
    :meth:`aclose`; afterwards :meth:`answer` raises :class:`~agent_memory.errors.LifecycleError`.

    Args:
        config: Server settings.
    """

    def __init__(self, config: OpenAICompatibleConfig) -> None:
        self._config = config
        self._client: openai.AsyncOpenAI | None = None
        self._closed = False
        self._mode: ResponseMode = (
            "json_schema" if config.response_format == "auto" else config.response_format
        )

    def __repr__(self) -> str:
        return (
            f"OpenAICompatibleProvider(base_url={self._config.base_url!r}, "
            f"model={self._config.model!r}, mode={self._mode!r})"
        )

    @property
    def name(self) -> str:
        """Return ``"openai"`` (the protocol, whatever server speaks it)."""
        return "openai"

    @property
    def model(self) -> str | None:
        """Return the configured model name."""
        return self._config.model

    @property
    def config(self) -> OpenAICompatibleConfig:
        """Return the settings."""
        return self._config

    @property
    def response_mode(self) -> ResponseMode:
        """Return the mode the next request uses (it only ever weakens, see the module doc)."""
        return self._mode

    @property
    def privacy(self) -> PrivacyReport:
        """Report whether requests stay on the device (loopback or Unix socket)."""
        return privacy_of_endpoint(self._config.base_url, self._config.unix_socket)

    def _open(self) -> openai.AsyncOpenAI:
        if self._closed:
            raise LifecycleError("The model provider is closed; create a new one.")
        if self._client is None:
            import httpx2
            import openai

            cfg = self._config
            # Waiting for a free pool slot is bounded like a connect: a leaked slot would show
            # up as ModelTimeout on the next call instead of a hang.
            timeout = httpx2.Timeout(
                cfg.timeout_s, connect=cfg.connect_timeout_s, pool=cfg.connect_timeout_s
            )
            limits = httpx2.Limits(
                max_connections=cfg.pool_connections,
                max_keepalive_connections=cfg.pool_connections,
            )
            transport = httpx2.AsyncHTTPTransport(
                verify=_tls_context(cfg.base_url, cfg.unix_socket),
                limits=limits,
                uds=cfg.unix_socket,
                trust_env=False,
            )
            http_client = httpx2.AsyncClient(transport=transport, timeout=timeout, trust_env=False)
            self._client = openai.AsyncOpenAI(
                base_url=cfg.base_url,
                api_key=os.environ.get(cfg.api_key_env) or _NO_KEY,
                max_retries=0,
                timeout=timeout,
                http_client=http_client,
            )
        return self._client

    async def aclose(self) -> None:
        """Close the HTTP client and its connections; idempotent."""
        self._closed = True
        client, self._client = self._client, None
        if client is not None:
            await client.close()

    async def __aenter__(self) -> OpenAICompatibleProvider:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    def _request(self, call: ProviderCall, mode: ResponseMode) -> dict[str, Any]:
        """Return the ``POST /chat/completions`` body (OpenAI Chat Completions API)."""
        cfg = self._config
        body: dict[str, Any] = {
            "model": cfg.model,
            "messages": [dict(message) for message in call.messages],
            cfg.max_tokens_field: cfg.max_tokens,
            "temperature": cfg.temperature,
        }
        if cfg.seed is not None:
            body["seed"] = cfg.seed
        if mode == "grammar" and call.grammar is not None:
            body["grammar"] = call.grammar
        elif mode in ("json_schema", "grammar"):
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {
                    "name": call.schema_name,
                    "schema": dict(call.output_schema),
                    "strict": True,
                },
            }
        elif mode == "json_object":
            body["response_format"] = {"type": "json_object"}
        if cfg.stream:
            body["stream_options"] = {"include_usage": True}
        return body

    async def answer(self, call: ProviderCall) -> ProviderOutput:
        """Send one chat-completions request and collect the answer.

        Args:
            call: Messages, schema and schema name.

        Returns:
            The message content, finish reason, model and token counts.

        Raises:
            ModelUnavailable, ModelTimeout, RateLimited, InvalidOutput: See the module docstring.
            StructuredOutputRejected: In ``auto`` mode, the server refused the response format;
                the mode is now weaker and the engine asks again.
            LifecycleError: The provider was closed.
            asyncio.CancelledError: The awaiting task was cancelled; the response was closed and
                nothing is returned.
        """
        import openai

        client = self._open()
        mode = self._mode
        try:
            async with asyncio.timeout(self._config.timeout_s):
                if self._config.stream:
                    return await self._answer_streamed(client, call, mode)
                return await self._answer_whole(client, call, mode)
        except TimeoutError as exc:
            raise ModelTimeout(
                f"The model answer took longer than {self._config.timeout_s:g} s; "
                "the batch stays pending.",
                provider=self.name,
                model=self.model,
            ) from exc
        except openai.APIStatusError as exc:
            raise self._status_error(exc, mode) from exc
        except openai.APITimeoutError as exc:
            raise ModelTimeout(
                "The model server did not answer in time; the batch stays pending.",
                provider=self.name,
                model=self.model,
            ) from exc
        except openai.APIConnectionError as exc:
            raise ModelUnavailable(
                "The model server could not be reached or dropped the connection; "
                "the batch stays pending.",
                provider=self.name,
                model=self.model,
            ) from exc
        except (openai.APIError, ValueError) as exc:
            # APIError: an error event inside the stream. ValueError: a body or event that is
            # not JSON (json.JSONDecodeError) or not the expected shape.
            raise InvalidOutput(
                f"The model server sent an answer that could not be read ({type(exc).__name__}); "
                "the batch stays pending.",
                provider=self.name,
                model=self.model,
            ) from exc

    def _status_error(
        self, exc: openai.APIStatusError, mode: ResponseMode
    ) -> ModelError | StructuredOutputRejected:
        status = exc.status_code
        if status == 429:
            return RateLimited(
                "The model server answered HTTP 429 (rate limited); retry after the idle delay.",
                provider=self.name,
                model=self.model,
            )
        if status in (400, 422) and self._config.response_format == "auto" and mode != "prompt":
            message = f"{exc.message} {exc.param or ''}".lower()
            if any(word in message for word in _SCHEMA_WORDS):
                weaker: ResponseMode = "json_object" if mode == "json_schema" else "prompt"
                _log.info(
                    "engine.model_response_format_downgraded",
                    extra={"provider": self.name, "from_mode": mode, "to_mode": weaker},
                )
                self._mode = weaker
                return StructuredOutputRejected(f"HTTP {status} refused {mode}")
        kind = "a server error" if status >= 500 else "a refusal"
        return ModelUnavailable(
            f"The model server answered HTTP {status} ({kind}); check the server, the model "
            "name and the API key. The batch stays pending.",
            provider=self.name,
            model=self.model,
        )

    # Both answers go through the SDK's generic ``post`` with its own response types, the way
    # its typed ``chat.completions.create`` does: the same retries, timeouts, errors and stream
    # parsing, without importing the SDK's resource classes (1.3 MB resident; only this one
    # endpoint is used).

    async def _answer_whole(
        self, client: openai.AsyncOpenAI, call: ProviderCall, mode: ResponseMode
    ) -> ProviderOutput:
        from openai.types.chat import ChatCompletion

        completion = await client.post(
            "/chat/completions", cast_to=ChatCompletion, body=self._request(call, mode)
        )
        if not completion.choices:
            raise ValueError("no choices")
        choice = completion.choices[0]
        usage = completion.usage
        return ProviderOutput(
            text=choice.message.content or "",
            data=None,
            finish_reason=choice.finish_reason,
            model=completion.model or self._config.model,
            prompt_tokens=usage.prompt_tokens if usage else None,
            completion_tokens=usage.completion_tokens if usage else None,
            requests=1,
            response_mode=mode,
        )

    async def _answer_streamed(
        self, client: openai.AsyncOpenAI, call: ProviderCall, mode: ResponseMode
    ) -> ProviderOutput:
        from openai import AsyncStream
        from openai.types.chat import ChatCompletion, ChatCompletionChunk

        stream = await client.post(
            "/chat/completions",
            cast_to=ChatCompletion,
            body={**self._request(call, mode), "stream": True},
            stream=True,
            stream_cls=AsyncStream[ChatCompletionChunk],
        )
        parts: list[str] = []
        finish_reason: str | None = None
        model: str | None = None
        prompt_tokens: int | None = None
        completion_tokens: int | None = None
        try:
            async for chunk in stream:
                model = chunk.model or model
                if chunk.usage is not None:
                    prompt_tokens = chunk.usage.prompt_tokens
                    completion_tokens = chunk.usage.completion_tokens
                for choice in chunk.choices:
                    if choice.index != 0:
                        continue
                    if choice.delta is not None and choice.delta.content:
                        parts.append(choice.delta.content)
                    if choice.finish_reason is not None:
                        finish_reason = choice.finish_reason
        finally:
            await _close_response(stream.response)
        return ProviderOutput(
            text="".join(parts),
            data=None,
            finish_reason=finish_reason,
            model=model or self._config.model,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            requests=1,
            response_mode=mode,
        )


async def _close_response(response: httpx2.Response) -> None:
    """Close ``response`` shielded from a cancel and bounded by :data:`CLOSE_TIMEOUT_S`.

    Closing a response that was not read to its end closes its connection (HTTP/1.1 cannot
    reuse it), which is what tells the server the client went away.
    """
    import httpx2

    closing = asyncio.ensure_future(response.aclose())
    try:
        await asyncio.wait_for(asyncio.shield(closing), CLOSE_TIMEOUT_S)
    except asyncio.CancelledError:
        # A second cancel while closing: let the close finish on its own, then re-raise.
        closing.add_done_callback(_consume_result)
        raise
    except (TimeoutError, OSError, httpx2.HTTPError):
        _log.warning("engine.model_response_close_failed", extra={"timeout_s": CLOSE_TIMEOUT_S})
        closing.add_done_callback(_consume_result)


def _consume_result(task: asyncio.Future[None]) -> None:
    """Retrieve a finished close task's outcome so asyncio does not log it as unretrieved."""
    if not task.cancelled():
        with contextlib.suppress(Exception):
            task.result()


def _tls_context(base_url: str, unix_socket: str | None) -> ssl.SSLContext | bool:
    """Return the TLS verification setting for the model endpoint.

    An ``https`` endpoint gets the default verification (the system's and certifi's trusted
    certificates). A plain ``http`` endpoint or a Unix socket never speaks TLS, so loading some
    hundred trusted certificates (about 3 MB resident) would buy nothing: it gets a context that
    verifies certificates and host names but trusts no certificate at all, so that a TLS
    connection, should one ever be attempted, fails closed.
    """
    if unix_socket is None and urlsplit(base_url).scheme == "https":
        return True
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)  # CERT_REQUIRED, check_hostname, no CAs
    return context
