"""Ask a running service over its local API, when one answers for the data directory."""

from __future__ import annotations

from typing import Any

from agent_memory.settings import Settings

__all__ = ["service_request"]


def service_request(
    settings: Settings,
    method: str,
    path: str,
    *,
    body: dict[str, Any] | None = None,
    timeout_s: float | None = 5.0,
) -> tuple[int, dict[str, Any]] | None:
    """Send one request to the service the settings name; ``None`` when none answers.

    TCP when the settings give ``api_host`` (the bearer token read from ``api_token_file``),
    else the Unix socket (``api_socket``, or ``agent-memory.sock`` in the data directory).

    Args:
        settings: Where the service listens.
        method: ``GET``, ``POST`` or ``DELETE``.
        path: The endpoint, such as ``/v1/process``.
        body: A JSON body, or ``None``.
        timeout_s: Seconds to wait for the answer (``None``: no limit, for long work).

    Returns:
        ``(status code, JSON answer)``, or ``None`` when no service listens or it cannot be
        reached.
    """
    import httpx

    try:
        if settings.api_host is not None:
            headers: dict[str, str] = {}
            if settings.token_path.is_file():
                token = settings.token_path.read_text(encoding="utf-8").strip()
                headers["authorization"] = f"Bearer {token}"
            host = f"[{settings.api_host}]" if ":" in settings.api_host else settings.api_host
            with httpx.Client(timeout=timeout_s, trust_env=False) as client:
                response = client.request(
                    method, f"http://{host}:{settings.api_port}{path}", headers=headers, json=body
                )
        else:
            if not settings.socket_path.is_socket():
                return None
            transport = httpx.HTTPTransport(uds=str(settings.socket_path))
            with httpx.Client(transport=transport, timeout=timeout_s) as client:
                response = client.request(method, f"http://agent-memory{path}", json=body)
    except (httpx.HTTPError, OSError):
        return None
    try:
        answer = response.json() if response.content else {}
    except ValueError:
        answer = {}
    return response.status_code, answer if isinstance(answer, dict) else {}
