"""BLE links on Linux: an ANCS client and a Nordic UART receiver, with reconnect and backoff.

The protocol lives in :class:`~agent_memory.ble.ancs.AncsSession` and
:class:`~agent_memory.ble.transport.nus.NusLineReceiver`; this module only moves bytes between
them and a GATT client. The default client is ``bleak.BleakClient`` (the optional ``ble`` extra:
``pip install 'agent-memory[ble]'``), imported only when a link connects; tests pass a
``client_factory`` with a local stand-in; recordings (``record_to=``) are described in
``docs/formats/ancs-recording.md``.

Lifecycle: ``await link.run()`` connects, reconnects after every drop (backoff doubling from
``backoff_min_s`` to ``backoff_max_s``, reset after a connection that delivered data), and runs
until cancelled. Cancelling it disconnects (bounded by ``disconnect_timeout_s``, shielded) and
re-raises ``CancelledError``. Events are handed to ``on_event`` as they decode; nothing here is
durable: durability starts when the caller publishes into the ``EventRing`` and the
``NotificationContext`` consumes it.

Running on a Linux device (BlueZ 5.55 or later; the user needs the system D-Bus, the
``bluetooth`` group on most distributions):

1. ``pip install 'agent-memory[ble]'`` (bleak, with ``dbus-fast``).
2. iPhone (ANCS): iOS offers ANCS only to a bonded accessory that asks for it. In
   ``bluetoothctl``: ``power on``, ``agent KeyboardDisplay``, ``default-agent``, ``pairable on``,
   then ``menu advertise``, ``solicit 7905f431-b5ce-4e99-a40f-4b1e122d00d0``, ``name
   agent-memory``, ``back``, ``advertise on`` (without ``solicit``, register an
   ``org.bluez.LEAdvertisement1`` with ``SolicitUUIDs`` over D-Bus). On the iPhone: Settings,
   Bluetooth, tap the device, confirm the passkey, allow "Share System Notifications"; then
   ``trust`` the identity address shown by ``devices Bonded``. Run
   ``AncsLink(ring.publish, client_factory=bleak_client_factory(address), record_to=file).run()``.
3. Android with Gadgetbridge: Gadgetbridge is the central and connects to a "Bangle.js"
   peripheral offering the Nordic UART Service, and bleak is central-only. Point
   :class:`NusLink` at a NUS peripheral that relays the ``GB(...)`` lines (an nRF52 or ESP32
   UART bridge paired as a Bangle.js), or run a NUS GATT server with BlueZ and hand the bytes
   written to its RX characteristic to ``NusLineReceiver.feed``. Without Bluetooth, saved lines
   feed ``agent-memory ingest``; ``adb shell dumpsys notification --noredact`` output decodes
   with :func:`~agent_memory.ble.dumpsys.decode_dumpsys`.
"""

from __future__ import annotations

import asyncio
import logging
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from typing import IO, Any, Protocol

from agent_memory.ble.ancs import (
    CONTROL_POINT_UUID,
    DATA_SOURCE_UUID,
    NOTIFICATION_SOURCE_UUID,
    AncsSession,
)
from agent_memory.ble.ancs_recording import format_recording_line
from agent_memory.ble.event import NotificationEvent
from agent_memory.ble.formats import DecodedLine
from agent_memory.ble.transport.nus import NUS_TX_UUID, NusLineReceiver
from agent_memory.clock import Clock, SystemClock
from agent_memory.errors import DecodeError, LifecycleError

__all__ = ["AncsLink", "GattClient", "GattClientFactory", "NusLink"]

log = logging.getLogger(__name__)

NotifyCallback = Callable[[Any, bytearray], None]


class GattClient(Protocol):
    """The part of ``bleak.BleakClient`` the links use."""

    async def connect(self) -> Any:
        """Connect (and, where the OS needs it, pair)."""
        ...

    async def disconnect(self) -> Any:
        """Disconnect."""
        ...

    async def start_notify(self, char_specifier: str, callback: NotifyCallback) -> None:
        """Subscribe to a characteristic's notifications."""
        ...

    async def write_gatt_char(self, char_specifier: str, data: bytes, response: bool) -> None:
        """Write a characteristic value."""
        ...


GattClientFactory = Callable[[Callable[[], None]], GattClient]
"""Build a client for one connection; the argument is called when the link drops."""


def bleak_client_factory(address: str) -> GattClientFactory:
    """Return a factory of ``bleak.BleakClient`` for ``address`` (imports bleak lazily).

    Raises:
        LifecycleError: bleak is not installed (install the ``ble`` extra).
    """

    def build(on_disconnect: Callable[[], None]) -> GattClient:
        try:
            from bleak import BleakClient
        except ImportError as exc:
            raise LifecycleError(
                "The BLE link needs bleak; install it with pip install 'agent-memory[ble]'."
            ) from exc
        client: GattClient = BleakClient(address, disconnected_callback=lambda _c: on_disconnect())
        return client

    return build


def _link_errors() -> tuple[type[BaseException], ...]:
    errors: list[type[BaseException]] = [OSError, TimeoutError, EOFError]
    try:
        from bleak.exc import BleakError
    except ImportError:
        return tuple(errors)
    errors.append(BleakError)
    return tuple(errors)


class _Link(ABC):
    """Reconnect loop shared by both links."""

    name = "link"

    def __init__(
        self,
        *,
        client_factory: GattClientFactory,
        clock: Clock | None,
        backoff_min_s: float,
        backoff_max_s: float,
        disconnect_timeout_s: float,
        sleep: Callable[[float], Awaitable[None]] | None,
    ) -> None:
        if not 0 < backoff_min_s <= backoff_max_s:
            raise ValueError("Backoff must satisfy 0 < backoff_min_s <= backoff_max_s.")
        self._factory = client_factory
        self._clock: Clock = clock or SystemClock()
        self._backoff_min_s = backoff_min_s
        self._backoff_max_s = backoff_max_s
        self._disconnect_timeout_s = disconnect_timeout_s
        self._sleep = sleep or asyncio.sleep
        self.connections = 0
        self._delivered = False
        self.last_delay_s: float | None = None

    async def run(self) -> None:
        """Connect, serve, reconnect with backoff; run until cancelled.

        Raises:
            asyncio.CancelledError: Always, at the end: cancellation is the way to stop.
        """
        errors = _link_errors()
        delay = self._backoff_min_s
        while True:
            delivered = False
            try:
                delivered = await self._serve_once()
            except errors as exc:
                log.warning("%s connection failed: %s", self.name, type(exc).__name__)
            if delivered:
                delay = self._backoff_min_s
            self.last_delay_s = delay
            await self._sleep(delay)
            delay = min(delay * 2, self._backoff_max_s)

    async def _serve_once(self) -> bool:
        dropped = asyncio.Event()
        inbox: asyncio.Queue[tuple[str, bytes]] = asyncio.Queue()

        def on_disconnect() -> None:
            dropped.set()
            inbox.put_nowait(("disconnect", b""))

        client = self._factory(on_disconnect)
        await client.connect()
        self.connections += 1
        self._delivered = False
        try:
            await self._serve(client, inbox)
        finally:
            self._closed()
            if not dropped.is_set():
                await self._disconnect(client)
        return self._delivered

    async def _disconnect(self, client: GattClient) -> None:
        try:
            await asyncio.shield(
                asyncio.wait_for(client.disconnect(), timeout=self._disconnect_timeout_s)
            )
        except _link_errors():
            log.info("%s disconnect did not complete cleanly", self.name)

    @abstractmethod
    async def _serve(self, client: GattClient, inbox: asyncio.Queue[tuple[str, bytes]]) -> None:
        """Serve one connection until ``("disconnect", b"")``; set ``_delivered`` on output."""

    @abstractmethod
    def _closed(self) -> None:
        """Tell the protocol state machine the connection ended."""


class AncsLink(_Link):
    """An ANCS client over one bonded iPhone.

    Args:
        on_event: Called with every decoded event, in order (for example ``ring.publish``).
        client_factory: Builds a GATT client per connection; see :func:`bleak_client_factory`.
        clock: Receipt times and session ids; the system clock by default.
        received_utc_offset_s: Device UTC offset to put on events, or ``None``.
        response_timeout_s: Give up on an attribute request after this many seconds.
        backoff_min_s, backoff_max_s: Reconnect delay range in seconds.
        disconnect_timeout_s: Bound on the disconnect after a cancel, in seconds.
        record_to: A text stream to write an ANCS recording to (format page:
            ``docs/formats/ancs-recording.md``), or ``None``.
        sleep: The backoff sleep; tests pass one that does not wait.
    """

    name = "ancs"

    def __init__(
        self,
        on_event: Callable[[NotificationEvent], object],
        *,
        client_factory: GattClientFactory,
        clock: Clock | None = None,
        received_utc_offset_s: int | None = None,
        response_timeout_s: float = 10.0,
        backoff_min_s: float = 1.0,
        backoff_max_s: float = 60.0,
        disconnect_timeout_s: float = 2.0,
        record_to: IO[str] | None = None,
        sleep: Callable[[float], Awaitable[None]] | None = None,
    ) -> None:
        super().__init__(
            client_factory=client_factory,
            clock=clock,
            backoff_min_s=backoff_min_s,
            backoff_max_s=backoff_max_s,
            disconnect_timeout_s=disconnect_timeout_s,
            sleep=sleep,
        )
        self._on_event = on_event
        self._offset = received_utc_offset_s
        self._response_timeout_s = response_timeout_s
        self._record_to = record_to
        self._app_names: dict[str, str] = {}
        self._session: AncsSession | None = None
        self.decode_errors = 0

    def _record(self, verb: str, data: bytes | str = b"") -> None:
        if self._record_to is not None:
            self._record_to.write(format_recording_line(self._clock.now(), verb, data) + "\n")
            self._record_to.flush()

    def _emit(self, events: list[NotificationEvent]) -> None:
        for event in events:
            self._delivered = True
            self._on_event(event)

    def _closed(self) -> None:
        if self._session is not None:
            self._record("disconnect")
            self._emit(self._session.close())
            self._session = None

    async def _serve(self, client: GattClient, inbox: asyncio.Queue[tuple[str, bytes]]) -> None:
        now = self._clock.now()
        session_id = f"{now.strftime('%Y%m%dT%H%M%S')}-{self.connections}"
        session = AncsSession(
            session_id,
            clock=self._clock,
            received_utc_offset_s=self._offset,
            app_names=self._app_names,
        )
        self._session = session
        self._record("connect", session_id)
        # Apple: subscribe to the Data Source before the Notification Source.
        await client.start_notify(
            DATA_SOURCE_UUID, lambda _c, d: inbox.put_nowait(("ds", bytes(d)))
        )
        await client.start_notify(
            NOTIFICATION_SOURCE_UUID, lambda _c, d: inbox.put_nowait(("ns", bytes(d)))
        )
        errors = _link_errors()
        while True:
            timeout = self._response_timeout_s if session.in_flight is not None else None
            try:
                verb, data = await asyncio.wait_for(inbox.get(), timeout=timeout)
            except TimeoutError:
                self._record("timeout")
                self._emit(session.on_response_timeout())
                verb, data = "", b""
            if verb == "disconnect":
                return
            if verb:
                self._record(verb, data)
                try:
                    handler = (
                        session.on_notification_source if verb == "ns" else session.on_data_source
                    )
                    self._emit(handler(data))
                except DecodeError as exc:
                    self.decode_errors += 1
                    log.warning("ancs %s rejected at offset %s: %s", verb, exc.offset, exc)
            for write in session.take_control_point_writes():
                self._record("cp", write)
                try:
                    await client.write_gatt_char(CONTROL_POINT_UUID, write, response=True)
                except errors as exc:
                    # ATT errors 0xA0-0xA3 (unknown command, invalid command or parameter,
                    # action failed) arrive here; a dropped link arrives as "disconnect" next.
                    log.warning("ancs control point write failed: %s", type(exc).__name__)
                    self._record("cp_error")
                    self._emit(session.on_control_point_error())


class NusLink(_Link):
    """A Nordic UART receiver for the Gadgetbridge line protocol (NUS TX notifications).

    Args:
        on_line: Called with every decoded line (events or an error), in order.
        client_factory: Builds a GATT client per connection; see :func:`bleak_client_factory`.
        clock, backoff_min_s, backoff_max_s, disconnect_timeout_s, sleep: As for
            :class:`AncsLink`.
    """

    name = "nus"

    def __init__(
        self,
        on_line: Callable[[DecodedLine], object],
        *,
        client_factory: GattClientFactory,
        clock: Clock | None = None,
        backoff_min_s: float = 1.0,
        backoff_max_s: float = 60.0,
        disconnect_timeout_s: float = 2.0,
        sleep: Callable[[float], Awaitable[None]] | None = None,
    ) -> None:
        super().__init__(
            client_factory=client_factory,
            clock=clock,
            backoff_min_s=backoff_min_s,
            backoff_max_s=backoff_max_s,
            disconnect_timeout_s=disconnect_timeout_s,
            sleep=sleep,
        )
        self._on_line = on_line
        self.receiver = NusLineReceiver(clock=self._clock)

    def _closed(self) -> None:
        self.receiver.reset()

    async def _serve(self, client: GattClient, inbox: asyncio.Queue[tuple[str, bytes]]) -> None:
        await client.start_notify(NUS_TX_UUID, lambda _c, d: inbox.put_nowait(("rx", bytes(d))))
        while True:
            verb, data = await inbox.get()
            if verb == "disconnect":
                return
            for line in self.receiver.feed(data):
                self._delivered = True
                self._on_line(line)
