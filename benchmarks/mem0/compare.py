"""The head-to-head with mem0: the same stream, the same local model server, side by side.

For each labeled stream, one shared model server on 127.0.0.1
(:func:`~benchmarks.mem0.shared_model.shared_model_server`) answers both systems:

* **agent-memory** runs the stream through its whole pipeline
  (:func:`~agent_memory.evaluation.driver.run_stream`: idle windows, batches of up to 10,
  noise filter, one extraction call per batch) with the OpenAI-compatible provider pointed at
  ``http://127.0.0.1:PORT/agent-memory/v1``. It makes no embedding calls (recall is FTS5).
* **mem0** (``mem0ai``'s open-source ``Memory``, the ``mem0`` extra) gets one
  ``Memory.add(text, user_id=..., metadata=..., infer=True)`` per notification in receipt
  order, text ``"App: title: body"``, with its LLM and its embedder pointed at
  ``http://127.0.0.1:PORT/mem0/v1`` and its default local vector store (Qdrant in embedded path
  mode). It runs in a subprocess (:mod:`benchmarks.mem0.runner`) with telemetry
  off, ``MEM0_DIR`` inside the run's directory, no proxy settings, and an audit hook that
  refuses any connection that is not loopback; the refused list is part of the result.

Calls and tokens are counted at the server for both (:func:`~agent_memory.testing.
shared_model.count_usage`), by the same rule. What is stored is read back at the end: active
agent-memory memories (Temporary and Long-Term), and mem0's ``get_all``.

Rules (documented in ``docs/benchmarks.md``, "Head-to-head with mem0"):

* **Duplicates stored** (:func:`count_duplicates`): stored memories are grouped when their
  normalized text (:func:`~agent_memory.evaluation.stream.normalize_text`) is equal, or when
  both contain every fact of one version (the ``memory`` line or an ``update`` line) of the
  same expected key of the stream's labels, i.e. the labels say they are the same fact;
  groups are closed transitively. Duplicates = memories - groups.
* **Codes stored** (:func:`count_codes`): stored memories that contain a code or secret the
  stream declares (``expect.secrets``, case-sensitive substring, as the privacy scan) or that
  the noise filter's detector
  (:func:`~agent_memory.privacy.holds_code_or_secret`) flags.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any, Final, Literal

from agent_memory.engine.openai_provider import OpenAICompatibleConfig, OpenAICompatibleProvider
from agent_memory.errors import ModelUnavailable
from agent_memory.evaluation.driver import run_stream
from agent_memory.evaluation.stream import (
    LabeledStream,
    fact_found,
    load_stream,
    normalize_text,
)
from agent_memory.privacy import holds_code_or_secret
from agent_memory.testing.chat_server import ScriptedChatServer
from benchmarks.mem0.shared_model import (
    CLIENT_AGENT_MEMORY,
    CLIENT_MEM0,
    DEFAULT_DIMS,
    ClientUsage,
    LlamaBackend,
    ScriptedMemoryModel,
    client_base_url,
    count_usage,
    shared_model_server,
)

__all__ = [
    "CompareSettings",
    "HeadToHead",
    "Mem0Run",
    "SystemFigures",
    "compare_stream",
    "count_codes",
    "count_duplicates",
    "mem0_available",
    "run_mem0",
]

Backend = Literal["scripted", "llama"]

_PROXY_VARS: Final = ("http_proxy", "https_proxy", "all_proxy", "no_proxy")
_USER_ID: Final = "device-user"


@dataclass(frozen=True, slots=True)
class CompareSettings:
    """Settings of one comparison (the same for both systems where they share a meaning).

    Attributes:
        llm_model: Model name both send (llama-server and the scripted model accept any).
        embedder_model: Embedding model name mem0 sends.
        embedding_dims: Vector length (the scripted backend's; 640 for Gemma 3 270M).
        max_tokens: Completion token limit per call, both systems.
        temperature: Sampling temperature, both systems.
        timeout_s: Deadline of one model call (agent-memory) and of the whole mem0 subprocess
            (times the notifications), seconds.
    """

    llm_model: str = "scripted"
    embedder_model: str = "scripted-embedder"
    embedding_dims: int = DEFAULT_DIMS
    max_tokens: int = 1536
    temperature: float = 0.0
    timeout_s: float = 60.0


@dataclass(slots=True)
class SystemFigures:
    """One system's figures on one stream (or, summed by :meth:`add`, on several).

    Attributes:
        system: ``agent-memory`` or ``mem0``.
        notifications: Labeled notifications fed.
        llm_calls: Chat-completions requests counted at the server.
        llm_failures: Of those, answered with an error or not completed.
        llm_cut: Of those, answers that ended at the token limit (``finish_reason`` ``length``).
        embedding_calls: Embeddings requests counted at the server.
        embedding_inputs: Texts embedded.
        prompt_tokens, completion_tokens: Reported by the server (see the backend's rule).
        memories: Memories stored at the end.
        duplicates: Duplicates stored (:func:`count_duplicates`).
        codes: Memories holding a code or secret (:func:`count_codes`).
        wall_s: Seconds feeding the stream (mem0: the ``add`` calls and the final listing;
            agent-memory: the whole evaluation run, recall probes included).
    """

    system: str
    notifications: int = 0
    llm_calls: int = 0
    llm_failures: int = 0
    llm_cut: int = 0
    embedding_calls: int = 0
    embedding_inputs: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    memories: int = 0
    duplicates: int = 0
    codes: int = 0
    wall_s: float = 0.0

    def per_notification(self, value: float) -> float:
        """Return ``value`` divided by the notifications fed (0.0 for none)."""
        return value / self.notifications if self.notifications else 0.0

    def add(self, other: SystemFigures) -> None:
        """Add ``other``'s counts and time to these (same system)."""
        for name in (
            "notifications",
            "llm_calls",
            "llm_failures",
            "llm_cut",
            "embedding_calls",
            "embedding_inputs",
            "prompt_tokens",
            "completion_tokens",
            "memories",
            "duplicates",
            "codes",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.wall_s += other.wall_s


@dataclass(slots=True)
class Mem0Run:
    """What the mem0 subprocess reported (see :mod:`benchmarks.mem0.runner`).

    Attributes:
        adds: ``Memory.add`` calls; ``add_errors``: raised, by exception class name.
        memories: ``(notification id or None, text)`` of every stored memory.
        wall_s: Seconds of the adds and the final listing; ``init_s``: ``Memory`` construction.
        allowed, refused: Network addresses tried (``host:port``), loopback and refused.
        versions: Package versions in the subprocess.
    """

    adds: int
    add_errors: dict[str, int]
    memories: list[tuple[str | None, str]]
    wall_s: float
    init_s: float
    allowed: list[str]
    refused: list[str]
    versions: dict[str, str]


@dataclass(slots=True)
class HeadToHead:
    """One stream's comparison.

    Attributes:
        stream: Stream name.
        backend: ``scripted`` or ``llama``.
        agent_memory, mem0: The figures.
        mem0_run: The subprocess's own report (connections, errors, versions).
        unknown_prompts: Chat requests the scripted model did not recognise (must be 0).
        usage: Everything the shared server counted, per client (path prefix).
    """

    stream: str
    backend: str
    agent_memory: SystemFigures
    mem0: SystemFigures
    mem0_run: Mem0Run
    unknown_prompts: int = 0
    usage: dict[str, ClientUsage] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Return the comparison as a JSON-ready object (figures, connections, versions)."""
        return {
            "stream": self.stream,
            "backend": self.backend,
            "agent_memory": asdict(self.agent_memory),
            "mem0": asdict(self.mem0),
            "mem0_connections": {
                "allowed": self.mem0_run.allowed,
                "refused": self.mem0_run.refused,
            },
            "mem0_add_errors": self.mem0_run.add_errors,
            "versions": self.mem0_run.versions,
            "unknown_prompts": self.unknown_prompts,
        }


def mem0_available() -> bool:
    """Return whether the ``mem0`` extra (``mem0ai`` and ``qdrant-client``) is installed."""
    try:
        metadata.version("mem0ai")
        metadata.version("qdrant-client")
    except metadata.PackageNotFoundError:
        return False
    return True


def _key_versions(stream: LabeledStream) -> dict[str, list[tuple[tuple[str, ...], ...]]]:
    versions: dict[str, list[tuple[tuple[str, ...], ...]]] = {}
    for labeled in stream.notifications:
        expect = labeled.expect
        if expect.key is not None and expect.facts:
            versions.setdefault(expect.key, []).append(expect.facts)
    return versions


def count_duplicates(texts: Sequence[str], stream: LabeledStream) -> int:
    """Count duplicates among stored memory texts by the rule of the module docstring.

    Args:
        texts: The stored memories' texts.
        stream: The stream whose labels name the facts.

    Returns:
        ``len(texts)`` minus the number of groups of the same memory.
    """
    parent = list(range(len(texts)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(i: int, j: int) -> None:
        parent[find(i)] = find(j)

    first_by_text: dict[str, int] = {}
    for index, text in enumerate(texts):
        key = normalize_text(text)
        if key in first_by_text:
            union(index, first_by_text[key])
        else:
            first_by_text[key] = index
    for versions in _key_versions(stream).values():
        members = [
            index
            for index, text in enumerate(texts)
            if any(all(fact_found(fact, text) for fact in facts) for facts in versions)
        ]
        for index in members[1:]:
            union(index, members[0])
    groups = {find(i) for i in range(len(texts))}
    return len(texts) - len(groups)


def count_codes(texts: Sequence[str], stream: LabeledStream) -> int:
    """Count stored memory texts that hold a code or secret (rule of the module docstring).

    Args:
        texts: The stored memories' texts.
        stream: The stream whose labels declare its codes and secrets.

    Returns:
        How many of ``texts`` hold a declared secret or are flagged by the detector.
    """
    declared = [secret for _, secret in stream.secrets]
    return sum(
        1
        for text in texts
        if any(secret in text for secret in declared) or holds_code_or_secret(text)
    )


_REPO_ROOT: Final = Path(__file__).resolve().parents[2]


def _child_env(data_dir: Path) -> dict[str, str]:
    """Return the subprocess environment: no proxies, no OpenAI/OpenRouter/mem0 settings of the
    caller (mem0 would send to OpenRouter when ``OPENROUTER_API_KEY`` is set), telemetry off, and
    the repository root on ``PYTHONPATH`` so that ``benchmarks.mem0.runner`` imports from any
    working directory."""
    env = {
        name: value
        for name, value in os.environ.items()
        if name.lower() not in _PROXY_VARS
        and not name.startswith(("OPENAI_", "OPENROUTER_", "MEM0_"))
    }
    env["MEM0_TELEMETRY"] = "False"
    env["MEM0_DIR"] = str(data_dir / "mem0-home")
    env["NO_PROXY"] = "127.0.0.1,localhost,::1"
    env["HF_HUB_OFFLINE"] = "1"
    env["PYTHONPATH"] = os.pathsep.join(
        part for part in (str(_REPO_ROOT), os.environ.get("PYTHONPATH", "")) if part
    )
    return env


async def run_mem0(
    stream_path: Path,
    base_url: str,
    data_dir: Path,
    settings: CompareSettings,
    *,
    notifications: int,
) -> Mem0Run:
    """Run :mod:`benchmarks.mem0.runner` on ``stream_path`` in a subprocess.

    The subprocess is awaited without blocking the event loop (the shared model server runs
    in it). Its Qdrant files, history database and ``MEM0_DIR`` stay in ``data_dir``.

    Args:
        stream_path: The labeled stream file.
        base_url: mem0's base URL on the shared server.
        data_dir: An empty directory for mem0's files and the result file.
        settings: Model names, dimensions, limits.
        notifications: Notifications in the stream (scales the deadline).

    Returns:
        The subprocess's report.

    Raises:
        ModelUnavailable: The ``mem0`` extra is not installed, the subprocess failed, or it
            did not finish within ``settings.timeout_s`` x (notifications + 1) seconds
            (it is killed; its files stay for inspection).
        asyncio.CancelledError: Cancelled; the subprocess is killed and waited for, its files
            stay in ``data_dir``.
    """
    if not mem0_available():
        raise ModelUnavailable(
            "mem0 is not installed; install the mem0 extra (pip install '.[mem0]').",
            provider="mem0",
        )
    await asyncio.to_thread(data_dir.mkdir, parents=True, exist_ok=True)
    result_path = data_dir / "mem0-result.json"
    request = {
        "stream": str(await asyncio.to_thread(stream_path.resolve)),
        "base_url": base_url,
        "llm_model": settings.llm_model,
        "embedder_model": settings.embedder_model,
        "embedding_dims": settings.embedding_dims,
        "max_tokens": settings.max_tokens,
        "temperature": settings.temperature,
        "data_dir": str(data_dir),
        "result": str(result_path),
        "user_id": _USER_ID,
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "benchmarks.mem0.runner",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
        env=_child_env(data_dir),
        cwd=str(data_dir),
    )
    try:
        async with asyncio.timeout(settings.timeout_s * (notifications + 1)):
            _, stderr = await process.communicate(json.dumps(request).encode("utf-8"))
    except TimeoutError as exc:
        process.kill()
        await process.wait()
        raise ModelUnavailable(
            "The mem0 run did not finish in time; it was stopped.", provider="mem0"
        ) from exc
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    return await asyncio.to_thread(_read_result, data_dir, result_path, stderr, process.returncode)


def _read_result(data_dir: Path, result_path: Path, stderr: bytes, status: int | None) -> Mem0Run:
    (data_dir / "mem0-stderr.log").write_bytes(stderr)
    if status != 0 or not result_path.exists():
        raise ModelUnavailable(
            f"The mem0 run exited with status {status}; see {data_dir / 'mem0-stderr.log'}.",
            provider="mem0",
        )
    data = json.loads(result_path.read_text(encoding="utf-8"))
    return Mem0Run(
        adds=int(data["adds"]),
        add_errors={str(k): int(v) for k, v in data["add_errors"].items()},
        memories=[(m.get("notification_id"), str(m["text"])) for m in data["memories"]],
        wall_s=float(data["wall_s"]),
        init_s=float(data["init_s"]),
        allowed=[str(a) for a in data["connections"]["allowed"]],
        refused=[str(a) for a in data["connections"]["refused"]],
        versions={str(k): str(v) for k, v in data["versions"].items()},
    )


async def compare_stream(
    stream_path: Path,
    work_dir: Path,
    backend: ScriptedMemoryModel | LlamaBackend,
    settings: CompareSettings,
) -> HeadToHead:
    """Feed one labeled stream to agent-memory and to mem0 over one shared model server.

    agent-memory runs first, then mem0, one after the other (wall times do not overlap).

    Args:
        stream_path: The labeled stream file.
        work_dir: An empty directory: ``agent-memory/`` and ``mem0/`` data directories are
            made below it and left for inspection.
        backend: The shared server's backend (scripted or llama-server).
        settings: The shared settings.

    Returns:
        The figures of both systems.

    Raises:
        ModelUnavailable: mem0 is not installed or its run failed.
        InvalidInput: The stream file is malformed.
        asyncio.CancelledError: Cancelled; the shared server is stopped, a running mem0
            subprocess killed, and both data directories keep what was written.
    """
    stream = load_stream(stream_path)
    count = len(stream.notifications)
    async with shared_model_server(backend) as server:
        run = await _run_agent_memory(stream, server, work_dir / "agent-memory", settings)
        mem0_run = await run_mem0(
            stream_path,
            client_base_url(server, CLIENT_MEM0),
            work_dir / "mem0",
            settings,
            notifications=count,
        )
        await server.wait_idle()
        usage = count_usage(server.requests)
    ours_texts, ours_wall_s = run
    mem0_texts = [text for _, text in mem0_run.memories]
    ours = _figures(CLIENT_AGENT_MEMORY, count, usage, ours_texts, stream, ours_wall_s)
    theirs = _figures(CLIENT_MEM0, count, usage, mem0_texts, stream, mem0_run.wall_s)
    unknown = backend.unknown_prompts if isinstance(backend, ScriptedMemoryModel) else 0
    return HeadToHead(stream.name, _backend_name(backend), ours, theirs, mem0_run, unknown, usage)


def _backend_name(backend: ScriptedMemoryModel | LlamaBackend) -> str:
    return "scripted" if isinstance(backend, ScriptedMemoryModel) else "llama"


async def _run_agent_memory(
    stream: LabeledStream, server: ScriptedChatServer, data_dir: Path, settings: CompareSettings
) -> tuple[list[str], float]:
    config = OpenAICompatibleConfig(
        base_url=client_base_url(server, CLIENT_AGENT_MEMORY),
        model=settings.llm_model,
        timeout_s=settings.timeout_s,
        max_tokens=settings.max_tokens,
        temperature=settings.temperature,
    )
    started = time.perf_counter()
    run = await run_stream(stream, data_dir, lambda: OpenAICompatibleProvider(config))
    wall_s = time.perf_counter() - started
    texts = [m.content for m in run.memories.values() if m.status.value == "active"]
    return texts, wall_s


def _figures(
    system: str,
    notifications: int,
    usage: dict[str, ClientUsage],
    texts: Sequence[str],
    stream: LabeledStream,
    wall_s: float,
) -> SystemFigures:
    counted = usage.get(system, ClientUsage())
    return SystemFigures(
        system=system,
        notifications=notifications,
        llm_calls=counted.chat_calls,
        llm_failures=counted.chat_failures,
        llm_cut=counted.chat_cut,
        embedding_calls=counted.embedding_calls,
        embedding_inputs=counted.embedding_inputs,
        prompt_tokens=counted.prompt_tokens,
        completion_tokens=counted.completion_tokens,
        memories=len(texts),
        duplicates=count_duplicates(texts, stream),
        codes=count_codes(texts, stream),
        wall_s=wall_s,
    )
