"""Structured logging: standard-library ``logging``, one JSON object per line on stderr.

Every module of the package logs through ``logging.getLogger("agent_memory.<part>")``: the
message is an event name (``worker.batch_done``) and the event's fields travel in ``extra``
(``_log.info("worker.batch_done", extra={"scenario": "notification", "processed": 10})``). The
library configures no handler, so a program that embeds it keeps its own logging set-up; the
command line (``serve``, ``run``) calls :func:`configure_logging`. Events carry ids, app ids,
counts and reasons only; the library never puts a notification title or body or a memory's text
into a log event (tested over the whole sample in ``tests/service/test_run.py``).

The line format is described in ``docs/formats/log-lines.md``. A line looks like::

    {"timestamp": "2025-03-03T00:41:00.512000+00:00", "level": "info",
     "logger": "agent_memory.worker", "event": "worker.batch_done",
     "scenario": "notification", "processed": 10}

JSON lines are rendered by ``python-json-logger``; on a terminal the same fields are written as
readable ``key=value`` text. Standard-library logging (rather than a structured-logging package
that pulls in a terminal-rendering stack) keeps the idle service small: see ``docs/benchmarks.md``,
section service.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any, Literal, TextIO

__all__ = [
    "LogFormat",
    "LogLevel",
    "capture_events",
    "configure_logging",
    "event_fields",
    "json_formatter",
]

LogLevel = Literal["debug", "info", "warning", "error"]
LogFormat = Literal["auto", "json", "console"]

_HANDLER_NAME = "agent-memory"
_PACKAGE_LOGGER = "agent_memory"
# The attributes every LogRecord has (and the two formatters add): anything else is an event
# field passed in ``extra``.
_RECORD_ATTRS = frozenset(vars(logging.makeLogRecord({}))) | {"message", "asctime", "taskName"}
# Third-party loggers that would log per request or per connection at info level.
_NOISY_LOGGERS = (
    "asyncio",
    "uvicorn.access",
    "uvicorn.error",
    "httpx",
    "httpx2",
    "httpcore",
    "httpcore2",
    "openai",
)


def event_fields(record: logging.LogRecord) -> dict[str, Any]:
    """Return a record's event as one flat dict: ``event``, ``level`` and its ``extra`` fields.

    Args:
        record: A record logged as ``_log.<level>(event, extra={...})`` (or a plain stdlib
            message, whose rendered text becomes ``event``).

    Returns:
        ``{"event": str, "level": "debug"|"info"|"warning"|"error"|"critical", **fields}``,
        plus ``exception`` (the formatted traceback) when the record carries one. No timestamp
        and no logger name: those are added by the line formatters.
    """
    fields: dict[str, Any] = {
        "event": record.getMessage(),
        "level": record.levelname.lower(),
    }
    for key, value in record.__dict__.items():
        if key not in _RECORD_ATTRS and not key.startswith("_"):
            fields[key] = value
    if record.exc_info:
        fields["exception"] = logging.Formatter().formatException(record.exc_info)
    return fields


def json_formatter() -> logging.Formatter:
    """Return the formatter of the JSON lines (``docs/formats/log-lines.md``).

    Returns:
        A ``pythonjsonlogger`` formatter writing ``timestamp`` (UTC, ISO 8601), ``level`` (lower
        case), ``logger``, ``event`` and the event's fields, one JSON object per line, non-ASCII
        kept as is.
    """
    from pythonjsonlogger.json import JsonFormatter

    class _JsonLines(JsonFormatter):
        def process_log_record(self, log_data: dict[str, Any]) -> dict[str, Any]:
            log_data["level"] = str(log_data["level"]).lower()
            return log_data

    return _JsonLines(
        ["timestamp", "levelname", "name", "message"],
        rename_fields={
            "levelname": "level",
            "name": "logger",
            "message": "event",
            "exc_info": "exception",
        },
        timestamp=True,
        json_ensure_ascii=False,
    )


class _ConsoleFormatter(logging.Formatter):
    """``2025-03-03T00:41:00Z info    worker.batch_done  scenario=notification processed=10``."""

    def format(self, record: logging.LogRecord) -> str:
        fields = event_fields(record)
        when = datetime.fromtimestamp(record.created, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        head = f"{when} {fields.pop('level'):<8} {fields.pop('event'):<32}"
        exception = fields.pop("exception", None)
        pairs = " ".join(f"{key}={value!r}" for key, value in fields.items())
        line = f"{head} {pairs} [{record.name}]"
        return line if exception is None else f"{line}\n{exception}"


def configure_logging(
    level: LogLevel = "info", log_format: LogFormat = "auto", stream: TextIO | None = None
) -> None:
    """Route every log record (the package's and its libraries') to ``stream`` in one format.

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
    handler = logging.StreamHandler(stream)
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(json_formatter() if as_json else _ConsoleFormatter())
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(numeric)
    for noisy in _NOISY_LOGGERS:
        logging.getLogger(noisy).setLevel(max(numeric, logging.WARNING))


class _EventSink(logging.Handler):
    def __init__(self, sink: list[dict[str, Any]]) -> None:
        super().__init__(logging.DEBUG)
        self._sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        self._sink.append(event_fields(record))


@contextmanager
def capture_events(logger: str = _PACKAGE_LOGGER) -> Iterator[list[dict[str, Any]]]:
    """Collect every event logged below ``logger`` (any level) while the block runs.

    Used by the tests and by the evaluation's privacy check. That logger is set to ``DEBUG``
    for the block and restored after, so a handler configured elsewhere without a level of its
    own also sees its debug records while the block runs.

    Args:
        logger: The logger whose records (its own and its children's) are collected: the
            package's by default; ``""`` for every record, the libraries' included.

    Yields:
        The list that receives one :func:`event_fields` dict per event, in order.
    """
    events: list[dict[str, Any]] = []
    handler = _EventSink(events)
    target = logging.getLogger(logger)
    previous = target.level
    target.addHandler(handler)
    target.setLevel(logging.DEBUG)
    try:
        yield events
    finally:
        target.removeHandler(handler)
        target.setLevel(previous)
