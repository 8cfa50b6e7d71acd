"""The served OpenAPI schema, exercised with schemathesis against a real ``serve`` over TCP."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.core.result import Ok
from schemathesis.specs.openapi.checks import positive_data_acceptance

from tests.service.service_process import ServiceProcess


@pytest.fixture(scope="module")
def tcp_service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    process = ServiceProcess(tmp_path_factory.mktemp("api") / "data", tcp=True)
    try:
        yield process
    finally:
        process.stop()


@pytest.fixture(scope="module")
def api_schema(tcp_service: ServiceProcess) -> schemathesis.BaseSchema:
    return schemathesis.openapi.from_url(
        f"{tcp_service.base_url}/openapi.json",
        headers={"Authorization": f"Bearer {tcp_service.token}"},
    )


def _check_operation(operation: Any, headers: dict[str, str]) -> None:
    # Notification objects are typed loosely in the schema (every phone and bridge shape of
    # docs/formats/notification-input.md is accepted), and a saved memory's text is normalized
    # by the store (control characters dropped, whitespace stripped) before its limits apply,
    # so a schema-valid body there can rightly get a 422 with a precise message. Every other
    # check (no 5xx, documented status codes, response conformance) applies everywhere.
    loose = operation.path.startswith(("/v1/notif", "/v1/episodes")) or (
        operation.path == "/v1/memories" and operation.method.upper() == "POST"
    )
    excluded: list[Any] = [positive_data_acceptance] if loose else []

    @given(case=operation.as_strategy())
    @settings(
        max_examples=12, deadline=None, suppress_health_check=list(HealthCheck), database=None
    )
    def check(case: schemathesis.Case[Any]) -> None:
        case.call_and_validate(headers=headers, excluded_checks=excluded)

    check()


def test_every_operation_answers_per_its_schema(
    api_schema: schemathesis.BaseSchema, tcp_service: ServiceProcess
) -> None:
    headers = {"Authorization": f"Bearer {tcp_service.token}"}
    operations: list[Any] = []
    for result in api_schema.get_all_operations():
        assert isinstance(result, Ok), result
        operations.append(result.ok())
    # 4 of them the user-control endpoints (api_user.py), 4 the inspector's (inspector/routes.py)
    assert len(operations) == 19
    for operation in operations:
        _check_operation(operation, headers)


def test_tcp_without_the_token_is_refused(tcp_service: ServiceProcess) -> None:
    assert tcp_service.base_url.startswith("http://127.0.0.1:")
    token_file = tcp_service.data_dir / "api-token"
    assert oct(token_file.stat().st_mode & 0o777) == "0o600"
    no_token = httpx.get(f"{tcp_service.base_url}/v1/status", timeout=5)
    assert no_token.status_code == 401
    assert "bearer token" in no_token.json()["detail"]
    wrong = httpx.get(
        f"{tcp_service.base_url}/v1/status",
        headers={"Authorization": "Bearer not-the-token"},
        timeout=5,
    )
    assert wrong.status_code == 401


def test_bearer_scheme_is_read_case_insensitively_but_the_token_is_not(
    tcp_service: ServiceProcess,
) -> None:
    url = f"{tcp_service.base_url}/v1/status"
    for scheme in ("bearer", "BEARER", "Bearer"):
        answer = httpx.get(url, headers={"Authorization": f"{scheme} {tcp_service.token}"})
        assert answer.status_code == 200, scheme
    for header in (
        f"Bearer {tcp_service.token}x",
        f"Basic {tcp_service.token}",
        f"Bearer{tcp_service.token}",
        "Bearer",
    ):
        assert httpx.get(url, headers={"Authorization": header}).status_code == 401, header


def test_a_non_loopback_host_is_refused_unless_asked(tmp_path: Path) -> None:
    from agent_memory.errors import InvalidInput
    from agent_memory.listening import bind_socket
    from agent_memory.settings import Settings

    with pytest.raises(InvalidInput, match="allow_remote"):
        bind_socket(Settings.load(data_dir=tmp_path, api_host="0.0.0.0"))  # noqa: S104


def test_serve_on_a_non_loopback_host_is_refused_before_the_data_dir_is_touched(
    tmp_path: Path,
) -> None:
    from typer.testing import CliRunner

    from agent_memory.cli import app, load_commands

    data = tmp_path / "data"
    load_commands("serve")
    done = CliRunner().invoke(
        app,
        ["serve", "--data-dir", str(data), "--host", "0.0.0.0", "--port", "0"],  # noqa: S104
    )
    assert done.exit_code == 2, done.output
    assert "is not a loopback address" in done.output
    assert not data.exists()


def test_allow_remote_bind_on_all_interfaces_warns(tmp_path: Path) -> None:
    from agent_memory.listening import bind_socket
    from agent_memory.logs import capture_events
    from agent_memory.settings import Settings

    settings = Settings.load(
        data_dir=tmp_path,
        api_host="0.0.0.0",  # noqa: S104 (the case under test; closed at once, no traffic)
        api_port=0,
        allow_remote=True,
    )
    with capture_events() as events:
        sock, address, token = bind_socket(settings)
        sock.close()
    warnings = [e for e in events if e["event"] == "api.remote_bind"]
    assert len(warnings) == 1
    assert warnings[0]["level"] == "warning"
    assert warnings[0]["address"].startswith("0.0.0.0:")
    assert address.startswith("http://0.0.0.0:")
    assert token


def test_loopback_bind_does_not_warn(tmp_path: Path) -> None:
    from agent_memory.listening import bind_socket
    from agent_memory.logs import capture_events
    from agent_memory.settings import Settings

    with capture_events() as events:
        sock, _, _ = bind_socket(Settings.load(data_dir=tmp_path, api_host="127.0.0.1"))
        sock.close()
    assert [e for e in events if e["event"] == "api.remote_bind"] == []
