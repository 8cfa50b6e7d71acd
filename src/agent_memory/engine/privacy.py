"""Where the text of an extract call goes: on the device, or off it.

Spec, Storage Levels and Privacy: "Notification body content is sent to the currently configured
LLM provider as extraction input; only when a local model is configured does this content remain
entirely on-device." A provider is on-device when its requests go through a Unix domain socket or
to a loopback address: ``localhost`` or a name under ``.localhost`` (RFC 6761), ``127.0.0.0/8`` or
``::1``. Every other host counts as off-device, including private-range addresses and names that
happen to resolve to this machine: a name is judged as written, never resolved.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

__all__ = ["PrivacyReport", "privacy_of_endpoint"]


@dataclass(frozen=True, slots=True)
class PrivacyReport:
    """Whether a provider keeps extraction input on the device.

    Attributes:
        on_device: True when notification and memory text never leaves the device.
        destination: Where the text goes, without credentials: ``host:port``, ``unix:<path>`` or
            ``rules`` (the deterministic fallback, which sends nothing anywhere).
        statement: One plain sentence for ``status`` output and the README.
    """

    on_device: bool
    destination: str
    statement: str


def _is_loopback_host(host: str) -> bool:
    name = host.strip("[]").rstrip(".").lower()
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def privacy_of_endpoint(base_url: str, unix_socket: str | None = None) -> PrivacyReport:
    """Judge where requests to ``base_url`` (or through ``unix_socket``) send their text.

    Args:
        base_url: The OpenAI-compatible base URL, for example ``http://127.0.0.1:8080/v1``.
        unix_socket: Path of a Unix domain socket the HTTP client connects through, or ``None``.
            With a socket, the URL's host only names the virtual host; the bytes stay local.

    Returns:
        The report; ``destination`` never includes a user name, password or query string.
    """
    if unix_socket:
        return PrivacyReport(
            on_device=True,
            destination=f"unix:{unix_socket}",
            statement=(
                "Extraction input (notification text and related memories) goes to a model "
                "server on this device through a Unix socket and stays on the device."
            ),
        )
    parts = urlsplit(base_url)
    host = parts.hostname or ""
    port = parts.port
    destination = f"{host}:{port}" if port else host
    if host and _is_loopback_host(host):
        return PrivacyReport(
            on_device=True,
            destination=destination,
            statement=(
                "Extraction input (notification text and related memories) goes to a model "
                f"server on this device ({destination}, loopback) and stays on the device."
            ),
        )
    return PrivacyReport(
        on_device=False,
        destination=destination or "(unknown host)",
        statement=(
            "Extraction input (notification bodies, titles and related memories) is sent to "
            f"the model provider at {destination or 'an unknown host'} and leaves the device."
        ),
    )
