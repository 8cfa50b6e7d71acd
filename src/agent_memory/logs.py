"""Structured logging: structlog and stdlib ``logging`` into one stream of JSON lines on stderr.

Every library module logs through ``structlog.get_logger(...)`` (events such as
``worker.batch_done``) or stdlib ``logging`` (the memory stores). :func:`configure_logging` sends
both through the same processor chain: a UTC timestamp, the level, the logger name, the event
and its key-value fields, rendered as one JSON object per line (or coloured key-value text on a
terminal). Events carry ids, app ids, counts and reasons only; the library never puts a
notification title or body or a memory's text into a log event (tested over the whole sample in
``tests/service/test_run_logs.py``).

A log line looks like::

    {"scenario": "notification", "processed": 10, "event": "worker.batch_done",
     "level": "info", "logger": "agent_memory.worker", "timestamp": "2025-03-03T00:41:00.5Z"}
"""

from __future__ import annotations

import logging
import sys
from typing import Literal, TextIO

import structlog
from structlog.typing import Processor

__all__ = ["LogFormat", "LogLevel", "configure_logging"]

LogLevel = Literal["debug", "info", "warning", "error"]
LogFormat = Literal["auto", "json", "console"]

_HANDLER_NAME = "agent-memory"


def configure_logging(
    level: LogLevel = "info", log_format: LogFormat = "auto", stream: TextIO | None = None
) -> None:
    """Route structlog and stdlib logging to ``stream`` (stderr) in one format.

    Called once by the command line (``serve``, ``run``); an embedding program may call it or
    configure logging itself. Calling it again replaces the earlier handler.

    Args:
        level: Lowest level written.
        log_format: ``json`` (one JSON object per line), ``console`` (readable key-value text)
            or ``auto`` (``json`` unless the stream is a terminal).
        stream: Where lines go; ``sys.stderr`` by default.
    """
    stream = stream if stream is not None else sys.stderr
    as_json = log_format == "json" or (log_format == "auto" and not stream.isatty())
    numeric = logging.getLevelNamesMapping()[level.upper()]
    shared: list[Processor] = [
        structlog.contextvars.merge_contextvars,
        structlog.stdlib.add_log_level,
        structlog.stdlib.add_logger_name,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
    ]
    renderer: Processor = (
        structlog.processors.JSONRenderer(ensure_ascii=False)
        if as_json
        else structlog.dev.ConsoleRenderer(colors=stream.isatty())
    )
    formatter = structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=[*shared, structlog.stdlib.ExtraAdder()],
        processors=[
            structlog.stdlib.ProcessorFormatter.remove_processors_meta,
            structlog.processors.format_exc_info,
            renderer,
        ],
    )
    handler = logging.StreamHandler(stream)
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(formatter)
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(numeric)
    for noisy in ("uvicorn.access", "httpx", "httpcore", "openai"):
        logging.getLogger(noisy).setLevel(max(numeric, logging.WARNING))
    structlog.configure(
        processors=[
            structlog.stdlib.filter_by_level,
            *shared,
            structlog.processors.StackInfoRenderer(),
            structlog.stdlib.ProcessorFormatter.wrap_for_formatter,
        ],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=False,
    )
