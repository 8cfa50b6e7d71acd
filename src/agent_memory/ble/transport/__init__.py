"""BLE transports: the ANCS client and the Nordic UART receiver (optional ``ble`` extra).

Importing this package does not import bleak; a link imports it when it first connects.
"""

from agent_memory.ble.transport.link import (
    AncsLink,
    GattClient,
    GattClientFactory,
    NusLink,
    bleak_client_factory,
)
from agent_memory.ble.transport.nus import NusLineReceiver

__all__ = [
    "AncsLink",
    "GattClient",
    "GattClientFactory",
    "NusLineReceiver",
    "NusLink",
    "bleak_client_factory",
]
