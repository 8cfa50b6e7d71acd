"""Ask a running service over its local API, when one answers for the data directory."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from agent_memory.layout import DataLayout
from agent_memory.service_address import read_service_address
from agent_memory.settings import Settings

if TYPE_CHECKING:
    import httpx

__all__ = ["service_request"]


def service_request(
    settings: Settings,
    method: str,
    path: str,
    *,
    body: dict[str, Any] | None = None,
    timeout_s: float | None = 5.0,
) -> tuple[int, dict[str, Any]] | None:
    """Send one request to the service of the data directory; ``None`` when none answers.

    First where the service recorded it listens (``service.json`` in the data directory,
    ``docs/formats/service-address.md``: the socket path or TCP port it was started with,
    whatever this command's settings say); then where the settings say: TCP when they give
    ``api_host`` (the bearer token read from ``api_token_file``), else the Unix socket
    (``api_socket``, or ``agent-memory.sock`` in the data directory).

    Args:
        settings: The data directory and where a service listens by default.
        method: ``GET``, ``POST`` or ``DELETE``.
        path: The endpoint, such as ``/v1/process``.
        body: A JSON body, or ``None``.
        timeout_s: Seconds to wait for the answer (``None``: no limit, for long work).

    Returns:
        ``(status code, JSON answer)``, or ``None`` when no service listens or it cannot be
        reached.
    """
    import httpx

    recorded = read_service_address(DataLayout(settings.data_dir))
    configured: tuple[str, Path | None]
    if settings.api_host is not None:
        host = f"[{settings.api_host}]" if ":" in settings.api_host else settings.api_host
        configured = (f"http://{host}:{settings.api_port}", settings.token_path)
    else:
        configured = (f"unix:{settings.socket_path}", None)
    tried: list[tuple[str, Path | None]] = []
    if recorded is not None:
        tried.append((recorded.address, recorded.token_file))
    if configured not in tried:
        tried.append(configured)
    for address, token_file in tried:
        try:
            response = _request(address, token_file, method, path, body, timeout_s)
        except (httpx.HTTPError, OSError):
            continue
        if response is None:
            continue
        try:
            answer = response.json() if response.content else {}
        except ValueError:
            answer = {}
        return response.status_code, answer if isinstance(answer, dict) else {}
    return None


def _request(
    address: str,
    token_file: Path | None,
    method: str,
    path: str,
    body: dict[str, Any] | None,
    timeout_s: float | None,
) -> httpx.Response | None:
    import httpx

    if address.startswith("unix:"):
        socket_path = Path(address.removeprefix("unix:"))
        if not socket_path.is_socket():
            return None
        transport = httpx.HTTPTransport(uds=str(socket_path))
        with httpx.Client(transport=transport, timeout=timeout_s) as client:
            return client.request(method, f"http://agent-memory{path}", json=body)
    headers: dict[str, str] = {}
    if token_file is not None and token_file.is_file():
        token = token_file.read_text(encoding="utf-8").strip()
        headers["authorization"] = f"Bearer {token}"
    with httpx.Client(timeout=timeout_s, trust_env=False) as client:
        return client.request(method, f"{address}{path}", headers=headers, json=body)
