"""Small labeled streams written by the tests, in the stream format of docs/formats."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

STREAMS = Path(__file__).resolve().parents[2] / "evaluation" / "streams"


def android(nid: str, at: str, body: str, expect: dict[str, Any], **wire: Any) -> dict[str, Any]:
    """One Android listener notification line with its expectation."""
    posted = int(datetime.fromisoformat(at).timestamp() * 1000)
    obj: dict[str, Any] = {
        "key": wire.pop("key", f"0|com.example|{nid}|null|10001"),
        "package": wire.pop("package", "com.example"),
        "postTime": posted,
        "title": wire.pop("title", "Ana"),
        "text": body,
        "received_at": at,
    }
    obj.update(wire)
    return {"id": nid, "notification": obj, "expect": expect}


def write_stream(path: Path, *lines: dict[str, Any], name: str = "test") -> Path:
    """Write a header and ``lines`` to ``path``."""
    header = {"stream": name, "version": 1, "language": "en", "description": "test"}
    with path.open("w", encoding="utf-8") as handle:
        for line in (header, *lines):
            handle.write(json.dumps(line, ensure_ascii=False) + "\n")
    return path
