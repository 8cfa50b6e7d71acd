"""Settings: every default of the specification in one documented place.

Values come from, highest priority first:

1. keyword arguments to :meth:`Settings.load` (the CLI's flags),
2. ``AGENT_MEMORY_<FIELD>`` environment variables (``AGENT_MEMORY_IDLE_DELAY_S=5``),
3. a TOML file (``--config FILE`` or ``AGENT_MEMORY_CONFIG_FILE``; flat keys named like the
   fields, see ``docs/formats/settings-toml.md``),
4. the defaults below, taken from the spec's "Default values" (section Memory and Recall,
   Notification Processor, Storage Levels and Privacy).

Spec defaults that are fixed rather than configurable live beside the code that enforces them:
the 4 KiB notification body (``ble.event.MAX_BODY_BYTES``), the storage level thresholds and
context retention (``storage.StorageThresholds``, ``storage.DEFAULT_CONTEXT_RETENTION_DAYS``).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationError, model_validator
from pydantic.fields import FieldInfo
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from agent_memory.errors import InvalidInput

__all__ = ["ENV_PREFIX", "ProviderName", "Settings"]

ENV_PREFIX = "AGENT_MEMORY_"
"""Prefix of the environment variables read by :class:`Settings`."""

ProviderName = Literal["fallback", "openai"]
"""``fallback``: deterministic rules, nothing leaves the device; ``openai``: an
OpenAI-compatible server at ``base_url`` (a local ``llama-server``, vLLM, Ollama, OpenAI ...)."""


class _TomlFileSource(PydanticBaseSettingsSource):
    """Read flat keys from the TOML file named by ``config_file`` (init kwargs or environment)."""

    def __init__(self, settings_cls: type[BaseSettings], path: Path | None) -> None:
        super().__init__(settings_cls)
        self._values: dict[str, Any] = {}
        if path is None:
            return
        try:
            with path.open("rb") as handle:
                data = tomllib.load(handle)
        except OSError as exc:
            raise InvalidInput(
                f"The settings file {str(path)!r} cannot be read; check the path.",
                field="config_file",
            ) from exc
        except tomllib.TOMLDecodeError as exc:
            raise InvalidInput(
                f"The settings file {str(path)!r} is not valid TOML: {exc}.", field="config_file"
            ) from exc
        unknown = sorted(set(data) - set(settings_cls.model_fields))
        if unknown:
            raise InvalidInput(
                f"The settings file {str(path)!r} has unknown keys: {', '.join(unknown)}.",
                field="config_file",
            )
        self._values = data

    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        return self._values.get(field_name), field_name, False

    def __call__(self) -> dict[str, Any]:
        return dict(self._values)


class Settings(BaseSettings):
    """The service's settings; build with :meth:`load`.

    Times are seconds unless the name says days; sizes are counts. Defaults are the spec's.
    """

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX, extra="forbid", frozen=True, validate_default=True
    )

    config_file: Path | None = Field(None, description="TOML file the other values came from.")
    data_dir: Path = Field(
        Path(".agent-memory-data"), description="Data directory; the spec's memory/ tree below it."
    )

    # Worker (spec: Lifecycle, episode_memory_idle_delay_seconds).
    idle_delay_s: float = Field(300.0, ge=0, description="Idle window after foreground work.")
    backoff_cap_s: float = Field(3600.0, gt=0, description="Longest backoff after failures.")

    # Intake (spec: ble_service, NotificationContext).
    ring_capacity: int = Field(1024, ge=1, description="Events the BLE ring holds.")
    consume_limit: int = Field(100, ge=1, le=100, description="Events per BLE consume.")
    dedup_window: int = Field(4096, ge=1, description="Replay fingerprints kept.")

    # Notification processor (spec: Notification Processor).
    notification_batch_size: int = Field(10, ge=1, description="Notifications per batch.")
    max_attempts: int = Field(3, ge=1, description="Failed model attempts before the fallback.")

    # Stores (spec: Memory and Recall, default values).
    temporary_lifetime_days: float = Field(7.0, gt=0, description="Temporary Memory lifetime.")
    long_term_lifetime_days: float = Field(90.0, gt=0, description="Auto Long-Term lifetime.")

    # Storage monitor (spec: Storage Levels and Privacy).
    storage_check_interval_s: float = Field(60.0, gt=0, description="Free-space check period.")

    # Model provider (spec: MemoryMergeEngine).
    provider: ProviderName = Field("fallback", description="fallback or openai.")
    base_url: str | None = Field(None, description="OpenAI-compatible base URL incl. /v1.")
    model: str | None = Field(None, description="Model name sent with each request.")
    api_key_env: str = Field("OPENAI_API_KEY", description="Environment variable of the key.")
    model_timeout_s: float = Field(120.0, gt=0, description="Deadline of one model answer.")
    max_tokens: int = Field(1536, ge=1, description="Completion token limit per answer.")
    response_format: Literal["auto", "grammar", "json_schema", "json_object", "prompt"] = Field(
        "auto", description="Structured output: auto, grammar (llama.cpp GBNF), json_schema ..."
    )
    answer: Literal["json", "lines"] = Field(
        "json", description="Model answer: json (proposal object) or lines (one per item)."
    )
    rules_first: bool = Field(
        False, description="Rules decide the items they are certain of before the model."
    )
    mask_secrets: bool = Field(
        False,
        description="Keep a long message that holds a secret, the secret masked (default: drop).",
    )
    dense_recall: bool = Field(
        True,
        description="Recall's dense leg where the dense extra is installed (false: FTS5 alone).",
    )

    # Local API.
    api_socket: Path | None = Field(
        None, description="Unix socket path (mode 0600); <data_dir>/agent-memory.sock if unset."
    )
    api_host: str | None = Field(
        None, description="Serve TCP on this host instead of the socket (127.0.0.1)."
    )
    api_port: int = Field(8765, ge=0, le=65535, description="TCP port with api_host.")
    api_token_file: Path | None = Field(
        None, description="Bearer token file for TCP; <data_dir>/api-token if unset."
    )
    allow_remote: bool = Field(False, description="Allow api_host other than loopback.")
    foreground_lease_s: float = Field(30.0, gt=0, description="Default foreground lease.")
    api_max_body_bytes: int = Field(
        1_048_576,
        ge=1024,
        description="Largest request body the API reads, bytes; a larger one gets 413.",
    )

    # Logs.
    log_level: Literal["debug", "info", "warning", "error"] = Field("info")
    log_format: Literal["auto", "json", "console"] = Field(
        "auto", description="auto: JSON lines unless stderr is a terminal."
    )

    @model_validator(mode="after")
    def _check(self) -> Settings:
        if self.backoff_cap_s < self.idle_delay_s:
            raise ValueError("backoff_cap_s must be at least idle_delay_s")
        if self.provider == "openai" and (not self.base_url or not self.model):
            raise ValueError(
                "provider openai needs base_url and model (--base-url URL --model NAME, or "
                "AGENT_MEMORY_BASE_URL and AGENT_MEMORY_MODEL)"
            )
        return self

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        """Order the sources: arguments, then environment, then the TOML file."""
        path = init_settings().get("config_file") or env_settings().get("config_file")
        return (
            init_settings,
            env_settings,
            _TomlFileSource(settings_cls, Path(path) if path else None),
        )

    @classmethod
    def load(cls, **overrides: Any) -> Settings:
        """Build the settings from arguments, environment and TOML file (in that priority).

        Args:
            **overrides: Field values; ``None`` values are ignored (an unset CLI flag).

        Returns:
            Validated, frozen settings.

        Raises:
            InvalidInput: A value is out of range, a key is unknown, or the TOML file cannot be
                read; the message names the field.
        """
        given = {key: value for key, value in overrides.items() if value is not None}
        try:
            return cls(**given)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            message = first["msg"].removeprefix("Value error, ")
            if not where:  # a rule across fields (``_check``): its message names them
                raise InvalidInput(
                    f"The settings do not fit: {message}.", field="settings"
                ) from exc
            raise InvalidInput(
                f"The setting {where!r} is invalid: {message}.", field=where
            ) from exc

    @property
    def socket_path(self) -> Path:
        """The Unix socket of the local API."""
        return self.api_socket or self.data_dir / "agent-memory.sock"

    @property
    def token_path(self) -> Path:
        """The bearer token file of the local API over TCP."""
        return self.api_token_file or self.data_dir / "api-token"
