"""The log line format (docs/formats/log-lines.md) and what the service process imports for it."""

from __future__ import annotations

import io
import json
import logging
import subprocess
import sys
from datetime import UTC, datetime, timedelta

from agent_memory.logs import capture_events, configure_logging, event_fields


def test_json_line_holds_timestamp_level_logger_event_then_fields(restore_root: None) -> None:
    stream = io.StringIO()
    configure_logging("info", "json", stream)
    before = datetime.now(UTC)
    logging.getLogger("agent_memory.worker").info(
        "worker.batch_done", extra={"scenario": "notification", "processed": 10, "app": "中文"}
    )
    (line,) = stream.getvalue().splitlines()
    assert "中文" in line  # non-ASCII written as is
    fields = json.loads(line)
    assert list(fields) == [
        "timestamp",
        "level",
        "logger",
        "event",
        "scenario",
        "processed",
        "app",
    ]
    assert fields["level"] == "info"
    assert fields["logger"] == "agent_memory.worker"
    assert fields["event"] == "worker.batch_done"
    assert fields["processed"] == 10
    when = datetime.fromisoformat(fields["timestamp"])
    assert when.utcoffset() == timedelta(0)
    assert abs((when - before).total_seconds()) < 60


def test_json_line_below_the_level_is_not_written(restore_root: None) -> None:
    stream = io.StringIO()
    configure_logging("warning", "json", stream)
    logging.getLogger("agent_memory.worker").info("worker.started")
    logging.getLogger("agent_memory.worker").warning("worker.batch_failed", extra={"n": 1})
    lines = stream.getvalue().splitlines()
    assert [json.loads(line)["event"] for line in lines] == ["worker.batch_failed"]


def test_exception_is_one_field_of_the_same_line(restore_root: None) -> None:
    stream = io.StringIO()
    configure_logging("info", "json", stream)
    try:
        raise ValueError("broken")
    except ValueError:
        logging.getLogger("agent_memory.api").exception("api.failed", extra={"path": "/v1/x"})
    (line,) = stream.getvalue().splitlines()
    fields = json.loads(line)
    assert fields["level"] == "error"
    assert fields["path"] == "/v1/x"
    assert "ValueError: broken" in fields["exception"]


def test_console_form_shows_event_and_fields_as_text(restore_root: None) -> None:
    stream = io.StringIO()
    configure_logging("info", "console", stream)
    logging.getLogger("agent_memory.runtime").info("runtime.ready", extra={"pending": 3})
    line = stream.getvalue().rstrip("\n")
    assert " info " in line
    assert "runtime.ready" in line
    assert line.endswith("pending=3 [agent_memory.runtime]")


def test_configuring_twice_keeps_one_handler(restore_root: None) -> None:
    first, second = io.StringIO(), io.StringIO()
    configure_logging("info", "json", first)
    configure_logging("info", "json", second)
    logging.getLogger("agent_memory.worker").info("worker.started")
    assert first.getvalue() == ""
    assert len(second.getvalue().splitlines()) == 1


def test_capture_events_collects_debug_and_restores_the_level() -> None:
    package = logging.getLogger("agent_memory")
    before = package.level
    with capture_events() as events:
        logging.getLogger("agent_memory.notifications").debug(
            "notification.intent", extra={"context_id": 7}
        )
        logging.getLogger("uvicorn.error").warning("not ours")
    assert events == [{"event": "notification.intent", "level": "debug", "context_id": 7}]
    assert package.level == before


def test_event_fields_of_a_plain_stdlib_record_is_its_message() -> None:
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "%d rows", (3,), None)
    assert event_fields(record) == {"event": "3 rows", "level": "info"}


def test_service_process_imports_no_terminal_rendering_stack() -> None:
    """The idle service stays small: its imports pull in neither rich nor pygments."""
    code = (
        "import io, sys\n"
        "import agent_memory.cli.serve, agent_memory.api, agent_memory.runtime\n"
        "from agent_memory.logs import configure_logging\n"
        "configure_logging('info', 'json', io.StringIO())\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'rich', 'pygments', 'structlog'}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.strip() == "[]"


def test_libraries_log_only_warnings_even_at_debug(restore_root: None) -> None:
    """The model client's connection chatter (headers, hosts) stays out of the lines."""
    stream = io.StringIO()
    configure_logging("debug", "json", stream)
    for name in ("httpcore2.connection", "httpx2", "openai._base_client", "asyncio"):
        logging.getLogger(name).debug("connect_tcp.started")
        logging.getLogger(name).info("HTTP Request")
    logging.getLogger("httpcore2.connection").warning("connection lost")
    logging.getLogger("agent_memory.worker").debug("worker.window_done")
    events = [json.loads(line)["event"] for line in stream.getvalue().splitlines()]
    assert events == ["connection lost", "worker.window_done"]
