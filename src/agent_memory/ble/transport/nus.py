"""Nordic UART Service line receiver: the Gadgetbridge line protocol without Bluetooth in it.

Gadgetbridge writes ``\\x10GB({...})\\n`` lines to a Bangle.js watch over the Nordic UART Service
(NUS); the bytes arrive in GATT-sized pieces that split lines, and even UTF-8 characters, at
any point. :class:`NusLineReceiver` joins them into lines and decodes each with
:func:`agent_memory.ble.formats.decode_notification_line` (so JSON lines work too).
"""

from __future__ import annotations

from typing import Final

from agent_memory.ble.formats import MAX_LINE_BYTES, DecodedLine, decode_notification_line
from agent_memory.clock import Clock
from agent_memory.errors import DecodeError

__all__ = [
    "NUS_RX_UUID",
    "NUS_SERVICE_UUID",
    "NUS_TX_UUID",
    "NusLineReceiver",
]

# Nordic UART Service UUIDs (Nordic Semiconductor, "Nordic UART Service").
NUS_SERVICE_UUID: Final = "6e400001-b5a3-f393-e0a9-e50e24dcca9e"
NUS_RX_UUID: Final = "6e400002-b5a3-f393-e0a9-e50e24dcca9e"  # central writes here
NUS_TX_UUID: Final = "6e400003-b5a3-f393-e0a9-e50e24dcca9e"  # peripheral notifies here


class NusLineReceiver:
    """Join NUS byte chunks into lines and decode each line.

    Lines that are neither ``GB(...)`` nor a JSON object (Gadgetbridge's ``setTime(...)`` and
    other JavaScript) are counted in ``lines_ignored`` and yield nothing.

    Args:
        clock: Source of ``received_at`` for each completed line (UTC).
        max_line_bytes: A line longer than this is discarded up to its newline and reported
            as one error, so a peer that never sends ``\\n`` cannot grow memory without bound.
    """

    def __init__(self, *, clock: Clock, max_line_bytes: int = MAX_LINE_BYTES) -> None:
        self._clock = clock
        self._max = max_line_bytes
        self._buffer = bytearray()
        self._discarding = False
        self.lines_seen = 0
        self.lines_ignored = 0

    def feed(self, chunk: bytes) -> list[DecodedLine]:
        """Add received bytes; return one :class:`DecodedLine` per non-empty completed line.

        Args:
            chunk: Bytes as they arrived (any size).

        Returns:
            Decoded lines in arrival order; ``line`` counts lines since this receiver started.
        """
        out: list[DecodedLine] = []
        self._buffer += chunk
        while True:
            cut = self._buffer.find(b"\n")
            if cut < 0:
                break
            raw = bytes(self._buffer[:cut])
            del self._buffer[: cut + 1]
            self.lines_seen += 1
            if self._discarding:
                self._discarding = False
                out.append(self._too_long())
                continue
            decoded = self._decode(raw)
            if decoded is not None:
                out.append(decoded)
        if len(self._buffer) > self._max:
            self._buffer.clear()
            self._discarding = True
        return out

    def reset(self) -> None:
        """Drop a partial line (the link dropped)."""
        self._buffer.clear()
        self._discarding = False

    def _too_long(self) -> DecodedLine:
        error = DecodeError(
            f"A UART line exceeded {self._max} bytes and was dropped.", line=self.lines_seen
        )
        return DecodedLine(line=self.lines_seen, events=[], error=error)

    def _decode(self, raw: bytes) -> DecodedLine | None:
        text = raw.strip(b" \t\r\x10")
        if not text.startswith((b"GB(", b"{")):
            # Gadgetbridge also sends JavaScript such as setTime(...); not notifications.
            if text:
                self.lines_ignored += 1
            return None
        try:
            events = decode_notification_line(
                text, default_received_at=self._clock.now(), line=self.lines_seen
            )
        except DecodeError as exc:
            return DecodedLine(line=self.lines_seen, events=[], error=exc)
        return DecodedLine(line=self.lines_seen, events=events, error=None)
