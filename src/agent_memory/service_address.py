"""Where a running service listens, recorded in its data directory for the shell to find.

``agent-memory serve`` may listen on a Unix socket at any path or on TCP at any port (``--port
0`` picks a free one), chosen by flags that later commands (``status``, ``process``, ``purge``,
``erase``) do not see. So the service writes ``<data_dir>/service.json``
(``docs/formats/service-address.md``) once it listens, and deletes it when it stops; a command
run on the same data directory reads it (:func:`read_service_address`) before falling back to
the settings. A record left by a service that died names an address nobody answers on: the
command then finds no service, as without a record.

Free of the web stack on purpose: the shell imports it.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from agent_memory.layout import DataLayout, replace_private_file

__all__ = [
    "SERVICE_ADDRESS_FILE",
    "ServiceAddress",
    "read_service_address",
    "remove_service_address",
    "write_service_address",
]

SERVICE_ADDRESS_FILE: Final = "service.json"
"""The record's name in the data directory."""


@dataclass(frozen=True, slots=True)
class ServiceAddress:
    """Where one service listens.

    Attributes:
        address: ``unix:<absolute socket path>`` or ``http://<host>:<port>`` (IPv6 hosts in
            brackets), as the ``api.listening`` log event names it.
        token_file: The bearer token file (TCP), or ``None`` (Unix socket: no token).
        pid: The service's process id (for a person reading the file; not checked).
    """

    address: str
    token_file: Path | None
    pid: int

    def to_json(self) -> dict[str, object]:
        """Return the record's JSON object (``docs/formats/service-address.md``)."""
        token = None if self.token_file is None else str(self.token_file)
        return {"address": self.address, "token_file": token, "pid": self.pid}


def write_service_address(layout: DataLayout, service: ServiceAddress) -> None:
    """Write the record atomically (``layout.replace_private_file``), mode 0600.

    Raises:
        OSError: The file cannot be written (the service still runs; the shell then finds it
            only through the settings).
    """
    data = (json.dumps(service.to_json()) + "\n").encode("utf-8")
    replace_private_file(layout.data_dir / SERVICE_ADDRESS_FILE, data)


def read_service_address(layout: DataLayout) -> ServiceAddress | None:
    """Return the recorded address, or ``None`` when there is no readable, well-formed record."""
    try:
        data = json.loads((layout.data_dir / SERVICE_ADDRESS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    address, token, pid = data.get("address"), data.get("token_file"), data.get("pid")
    if not isinstance(address, str) or not address.startswith(("unix:/", "http://")):
        return None
    if token is not None and not isinstance(token, str):
        return None
    return ServiceAddress(
        address=address,
        token_file=None if token is None else Path(token),
        pid=pid if isinstance(pid, int) else 0,
    )


def remove_service_address(layout: DataLayout) -> bool:
    """Delete the record if present; return whether it was there."""
    with contextlib.suppress(FileNotFoundError):
        (layout.data_dir / SERVICE_ADDRESS_FILE).unlink()
        return True
    return False
