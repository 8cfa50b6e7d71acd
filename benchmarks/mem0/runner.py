"""Feed a labeled stream to mem0's open-source ``Memory`` in a process of its own.

Run as ``python -m benchmarks.mem0.runner`` by
:func:`benchmarks.mem0.compare.run_mem0`, never imported by the default path: it is
the only module that imports ``mem0`` (the ``mem0`` extra). It reads one JSON request on
standard input and writes one JSON result to the file the request names (mem0 and its
libraries may print to standard output).

Before ``mem0`` is imported the process:

* sets ``MEM0_TELEMETRY=False`` (mem0 reads it once at import; with it false mem0 creates no
  PostHog client and sends no event) and ``MEM0_DIR`` to a directory of the run (mem0 writes
  its ``config.json`` there instead of ``~/.mem0``);
* installs a :func:`sys.addaudithook` hook on ``socket.connect``, ``socket.sendto``,
  ``socket.sendmsg``, ``socket.getaddrinfo``, ``socket.gethostbyname`` and
  ``socket.gethostbyaddr``: every address is recorded, and one that is not loopback
  (127.0.0.0/8, ``::1``, ``localhost``) or a Unix socket is refused (the hook raises
  :class:`PermissionError`, so the connection is never made) and reported. It sees what goes
  through Python's :mod:`socket` module (httpx, the OpenAI SDK, PostHog, urllib); native code
  that opens sockets on its own (none is used on this path: Qdrant runs in embedded mode) is not
  seen.

Request (JSON object): ``stream`` (path), ``base_url`` (the LLM's and embedder's base URL),
``llm_model``, ``embedder_model``, ``embedding_dims``, ``max_tokens``, ``temperature``,
``data_dir`` (an empty directory: Qdrant's path, the history database, ``MEM0_DIR``),
``result`` (path of the result file), ``user_id``.

Result (JSON object): ``adds`` (``Memory.add`` calls), ``add_errors`` (calls that raised, by
exception class name), ``memories`` (``[{"id", "text", "notification_id"}]`` from
``Memory.get_all``), ``wall_s`` (the adds and the final listing, seconds), ``init_s``
(``Memory`` construction), ``connections`` (``{"allowed": [...], "refused": [...]}``, each
``"host:port"``), ``versions``.
"""

from __future__ import annotations

import ipaddress
import json
import os
import sys
import time
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any, Final

__all__ = ["ConnectionAudit", "main", "mem0_text"]

_AUDITED: Final = frozenset(
    {
        "socket.connect",
        "socket.sendto",
        "socket.sendmsg",
        "socket.getaddrinfo",
        "socket.gethostbyname",
        "socket.gethostbyaddr",
    }
)
_LOCAL_NAMES: Final = frozenset({"localhost", "localhost.localdomain", "ip6-localhost"})


def _is_local(host: object) -> bool:
    if host is None:
        return True
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    if not isinstance(host, str):
        return False
    name = host.strip("[]").lower()
    if name in _LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(name.split("%")[0]).is_loopback
    except ValueError:
        return False


@dataclass(slots=True)
class ConnectionAudit:
    """Every network address the process tried, split into allowed (loopback) and refused.

    Attributes:
        allowed: ``host:port`` of loopback connections and look-ups, in order (repeats kept
            once).
        refused: ``host:port`` of everything else, refused before any packet was sent.
    """

    allowed: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)

    def hook(self, event: str, args: tuple[Any, ...]) -> None:
        """The audit hook: record ``event``'s address, refuse it unless it is loopback.

        Raises:
            PermissionError: The address is not loopback and not a Unix socket.
        """
        if event not in _AUDITED:
            return
        host: object
        port: object = ""
        if event in ("socket.connect", "socket.sendto"):
            address = args[1]
            if isinstance(address, str | bytes):  # AF_UNIX path: never leaves the machine
                return
            if not isinstance(address, tuple) or not address:
                return
            host, port = address[0], address[1] if len(address) > 1 else ""
        elif event == "socket.sendmsg":
            address = args[1] if len(args) > 1 else None
            if not isinstance(address, tuple) or not address:
                return
            host, port = address[0], address[1] if len(address) > 1 else ""
        elif event == "socket.getaddrinfo":
            host, port = args[0], args[1]
        else:
            host = args[0]
        entry = f"{host}:{port}"
        if _is_local(host):
            if entry not in self.allowed:
                self.allowed.append(entry)
            return
        if entry not in self.refused:
            self.refused.append(entry)
        raise PermissionError(
            "This process may only connect to loopback addresses; the connection was refused."
        )


def mem0_text(app: str, title: str, body: str) -> str:
    """Return the text mem0 is given for one notification: ``"App: title: body"``.

    Empty parts are left out with their separator.
    """
    return ": ".join(part for part in (app.strip(), title.strip(), body.strip()) if part)


def _versions() -> dict[str, str]:
    out: dict[str, str] = {}
    for name in ("mem0ai", "qdrant-client", "openai"):
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = "not installed"
    return out


def _config(request: dict[str, Any], data_dir: Path) -> dict[str, Any]:
    return {
        "llm": {
            "provider": "openai",
            "config": {
                "model": request["llm_model"],
                "openai_base_url": request["base_url"],
                "api_key": "local",
                "max_tokens": int(request["max_tokens"]),
                "temperature": float(request["temperature"]),
            },
        },
        "embedder": {
            "provider": "openai",
            "config": {
                "model": request["embedder_model"],
                "openai_base_url": request["base_url"],
                "api_key": "local",
                "embedding_dims": int(request["embedding_dims"]),
            },
        },
        "vector_store": {
            "provider": "qdrant",
            "config": {
                "collection_name": "notifications",
                "path": str(data_dir / "qdrant"),
                "embedding_model_dims": int(request["embedding_dims"]),
                "on_disk": True,
            },
        },
        "history_db_path": str(data_dir / "history.db"),
    }


def run(request: dict[str, Any], audit: ConnectionAudit) -> dict[str, Any]:
    """Feed the stream to mem0 and return the result object (see the module docstring).

    Args:
        request: The request object.
        audit: The installed connection audit.

    Returns:
        The result object.
    """
    from agent_memory.evaluation.stream import load_stream, ordered

    data_dir = Path(request["data_dir"])
    data_dir.mkdir(parents=True, exist_ok=True)
    from mem0 import Memory

    started = time.perf_counter()
    memory = Memory.from_config(_config(request, data_dir))
    init_s = time.perf_counter() - started
    user_id = str(request["user_id"])
    stream = load_stream(Path(request["stream"]))
    adds = 0
    errors: dict[str, int] = {}
    started = time.perf_counter()
    for labeled in ordered(stream):
        shown = [e for e in labeled.events if e.kind != "removed"]
        if not shown:
            continue
        event = shown[-1]
        text = mem0_text(event.app_name or event.app_id, event.title, event.body)
        metadata_fields = {
            "notification_id": labeled.id,
            "app": event.app_id,
            "received_at": event.received_at.isoformat(),
        }
        adds += 1
        try:
            memory.add(text, user_id=user_id, metadata=metadata_fields, infer=True)
        except Exception as exc:  # noqa: BLE001 - counted by class name, the run goes on
            name = type(exc).__name__
            errors[name] = errors.get(name, 0) + 1
    listed = memory.get_all(filters={"user_id": user_id}, top_k=100_000)
    wall_s = time.perf_counter() - started
    rows = listed.get("results", []) if isinstance(listed, dict) else listed
    memories = [
        {
            "id": str(row.get("id")),
            "text": str(row.get("memory", "")),
            "notification_id": (row.get("metadata") or {}).get("notification_id"),
        }
        for row in rows
    ]
    memory.close()
    return {
        "adds": adds,
        "add_errors": errors,
        "memories": memories,
        "wall_s": wall_s,
        "init_s": init_s,
        "connections": {"allowed": audit.allowed, "refused": audit.refused},
        "versions": _versions(),
    }


def main() -> int:
    """Read the request from standard input, run, write the result file; return the exit code.

    Returns:
        0 on success; 2 when the request is not a JSON object.
    """
    audit = ConnectionAudit()
    sys.addaudithook(audit.hook)
    os.environ["MEM0_TELEMETRY"] = "False"
    request = json.loads(sys.stdin.read() or "null")
    if not isinstance(request, dict):
        print("The request on standard input must be a JSON object.", file=sys.stderr)
        return 2
    os.environ["MEM0_DIR"] = str(Path(request["data_dir"]) / "mem0-home")
    result = run(request, audit)
    Path(request["result"]).write_text(json.dumps(result, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
