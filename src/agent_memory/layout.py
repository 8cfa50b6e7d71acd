"""Where things live under a data directory (spec: Memory and Recall, the ``memory/`` tree)::

<data_dir>/memory/
├── notifications/   raw notifications and cursors
├── temporary/       short-term conclusions with expires_at
├── long_term/       stable preferences, rules and facts
├── device/          device knowledge produced by Episodes
└── episodes/        immutable Episode traces
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

__all__ = ["DataLayout"]


@dataclass(frozen=True, slots=True)
class DataLayout:
    """The spec's directory layout below one data directory.

    Args:
        data_dir: The data directory (for example ``/userdata/agent``).
    """

    data_dir: Path

    @property
    def memory(self) -> Path:
        """``<data_dir>/memory``."""
        return self.data_dir / "memory"

    @property
    def notifications(self) -> Path:
        """``memory/notifications``: shards (``events/``), state and quarantine."""
        return self.memory / "notifications"

    @property
    def temporary(self) -> Path:
        """``memory/temporary``: the Temporary Memory store."""
        return self.memory / "temporary"

    @property
    def long_term(self) -> Path:
        """``memory/long_term``: the Long-Term Memory store."""
        return self.memory / "long_term"

    @property
    def device(self) -> Path:
        """``memory/device``: the Device Memory store."""
        return self.memory / "device"

    @property
    def episodes(self) -> Path:
        """``memory/episodes``: Episode traces and the processing ledger."""
        return self.memory / "episodes"
