"""Property tests: the prompt always fits its budget; well-formed answers parse unchanged."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from agent_memory.engine import ExtractItem, PromptBudget, RelatedMemory, Scenario
from agent_memory.engine.output import parse_json_object
from agent_memory.engine.prompt import build_messages
from agent_memory.errors import InvalidInput

SCENARIO = Scenario(name="notification", instructions="Extract.", item_noun="notification")
SCHEMA: dict[str, Any] = {"type": "object", "properties": {}}
texts = st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=3000)


@st.composite
def batches(draw: st.DrawFn) -> tuple[list[ExtractItem], list[RelatedMemory], PromptBudget]:
    n_mem = draw(st.integers(0, 12))
    memories = [RelatedMemory(ref=f"m{i + 1}", text=draw(texts)) for i in range(n_mem)]
    refs = [m.ref for m in memories]
    items = []
    for i in range(draw(st.integers(1, 12))):
        offset = timezone(timedelta(minutes=15 * draw(st.integers(-48, 56))))
        items.append(
            ExtractItem(
                item_id=str(i + 1),
                local_time=datetime(2025, 3, 14, tzinfo=UTC).astimezone(offset),
                fields={"app": draw(texts), "title": draw(texts), "text": draw(texts)},
                context=draw(texts),
                related_refs=tuple(draw(st.lists(st.sampled_from(refs), unique=True)))
                if refs
                else (),
            )
        )
    budget = PromptBudget(
        item_tokens=draw(st.integers(64, 600)),
        memory_tokens=draw(st.integers(32, 200)),
        prompt_tokens=draw(st.integers(500, 8000)),
    )
    return items, memories, budget


@settings(max_examples=60, deadline=None)
@given(batches())
def test_prompt_fits_budget_or_asks_to_split(
    batch: tuple[list[ExtractItem], list[RelatedMemory], PromptBudget],
) -> None:
    items, memories, budget = batch
    try:
        built = build_messages(
            SCENARIO, items, memories, SCHEMA, budget=budget, include_schema=False
        )
    except InvalidInput as exc:
        field = exc.field
        assert field == "items"
        return
    assert built.estimated_tokens <= budget.prompt_tokens
    user = built.messages[1]["content"]
    headers = [line for line in user.splitlines() if line.startswith("notification ")]
    assert [h.split(" ")[1] for h in headers] == [item.item_id for item in items]
    assert set(built.memories_shown) <= {m.ref for m in memories}
    assert built.cuts.memories_dropped == len(memories) - len(built.memories_shown)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.text(alphabet=st.characters(exclude_categories=["Cs"])),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(st.text(max_size=8), json_values, min_size=1, max_size=5), st.booleans())
def test_well_formed_object_parses_unchanged(value: dict[str, Any], fenced: bool) -> None:
    text = json.dumps(value, ensure_ascii=fenced)
    if fenced:
        text = "Result:\n```json\n" + text + "\n```"
    parsed = parse_json_object(text)
    assert parsed.data == value
    assert parsed.repairs == (("fences",) if fenced else ())
