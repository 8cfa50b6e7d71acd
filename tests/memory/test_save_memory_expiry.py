"""The library's ``save_memory`` refuses an expiry the store cannot write and read back."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from agent_memory.errors import InvalidInput
from agent_memory.memory import (
    MemoryKind,
    MemoryRecord,
    MemorySource,
    MemoryStores,
    NewMemory,
    StoreName,
)

from .conftest import T0, table_rows


def _candidate(expires_at: datetime) -> NewMemory:
    return NewMemory(
        MemoryKind.FACT, "Dentist on Tuesday", MemorySource("agent"), expires_at=expires_at
    )


@pytest.mark.parametrize(
    "expires_at",
    [
        datetime(276, 4, 1, 12, 0, tzinfo=timezone(timedelta(hours=5, minutes=17))),
        datetime(999, 12, 31, 23, 59, tzinfo=UTC),
        datetime(9999, 12, 31, 23, 0, tzinfo=timezone(timedelta(hours=-5))),
    ],
    ids=["year-276-odd-offset", "year-999", "past-year-9999-in-utc"],
)
async def test_absurd_expiry_is_refused_naming_the_field_and_nothing_is_written(
    stores: MemoryStores, tmp_path: Path, expires_at: datetime
) -> None:
    with pytest.raises(InvalidInput) as raised:
        await stores.save_memory(_candidate(expires_at), StoreName.LONG_TERM)
    assert raised.value.field == "expires_at"
    assert "Dentist" not in str(raised.value)
    assert table_rows(tmp_path, StoreName.LONG_TERM, "id") == []
    assert table_rows(tmp_path, StoreName.TEMPORARY, "id") == []


def test_expiry_with_no_utc_equivalent_is_invalid_input() -> None:
    with pytest.raises(InvalidInput) as raised:
        _candidate(datetime(1, 1, 1, 1, 0, tzinfo=timezone(timedelta(hours=3))))
    assert raised.value.field == "expires_at"


async def test_far_but_storable_expiry_is_saved_and_reads_back(
    stores: MemoryStores, tmp_path: Path
) -> None:
    expires_at = datetime(9999, 12, 31, 12, 0, tzinfo=timezone(timedelta(hours=5, minutes=17)))
    saved = await stores.save_memory(_candidate(expires_at), StoreName.LONG_TERM)
    assert saved.action == "created"
    again = await stores.get(StoreName.LONG_TERM, saved.record.id)
    assert isinstance(again, MemoryRecord)
    assert again.expires_at == expires_at
    assert saved.record.created_at == T0
