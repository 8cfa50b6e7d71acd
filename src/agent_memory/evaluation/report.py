"""Run streams and render their figures: a terminal table, JSON and a Markdown report.

:func:`evaluate` is the one call the ``agent-memory eval`` command makes: each stream runs on a
fresh data directory (a temporary one unless ``keep_dir`` is given) with a new provider from the
factory, and is scored by :func:`~agent_memory.evaluation.scoring.score_run`. Renderers print
ids, counts and figures only, never notification or memory text.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from agent_memory.engine.provider import Provider
from agent_memory.evaluation.driver import DEFAULT_IDLE_S, run_stream
from agent_memory.evaluation.scoring import Ratio, StreamScore, combine, score_run
from agent_memory.evaluation.stream import LabeledStream
from agent_memory.layout import make_private_dir
from agent_memory.notifications.processor import ProcessorConfig

__all__ = ["EvalReport", "evaluate", "render_markdown", "to_json"]

_BAR_WIDTH: Final = 20
_RATIOS: Final = (
    ("filter_precision", "filter P"),
    ("filter_recall", "filter R"),
    ("memory_precision", "memory P"),
    ("memory_recall", "memory R"),
    ("store_agreement", "store agree"),
    ("update_reinforce", "upd/reinf"),
    ("outcome", "outcome"),
    ("probes", "probes"),
    ("checked_probes", "exp/stale"),
)


@dataclass(frozen=True, slots=True)
class EvalReport:
    """The figures of one evaluation.

    Attributes:
        provider: Provider description (``fallback``, ``openai:<model>``).
        streams: One score per stream, in the order given.
        overall: Counts summed over the streams.
    """

    provider: str
    streams: tuple[StreamScore, ...]
    overall: StreamScore


async def evaluate(
    streams: Sequence[LabeledStream],
    provider_factory: Callable[[], Provider],
    *,
    provider_name: str,
    keep_dir: Path | None = None,
    idle_s: float = DEFAULT_IDLE_S,
    config: ProcessorConfig | None = None,
) -> EvalReport:
    """Run and score every stream, each on a fresh data directory.

    Args:
        streams: The labeled streams.
        provider_factory: Returns a new provider per stream (closed when the stream ends).
        provider_name: How the report names the provider.
        keep_dir: When set, stream ``i`` runs in ``keep_dir/<i>-<stream name>`` (must not exist
            yet) and the data is kept; else in a temporary directory removed afterwards.
        idle_s: Idle delay before the pipeline runs, seconds.
        config: Processor tunables (the answer protocol, rules first ...); spec defaults when
            ``None``.

    Returns:
        The report.

    Raises:
        StorageError: A data directory cannot be written.
    """
    scores: list[StreamScore] = []
    for index, stream in enumerate(streams):
        if keep_dir is not None:
            directory = keep_dir / f"{index}-{stream.name}"
            make_private_dir(keep_dir)  # kept data directories hold notification text
            directory.mkdir()  # must not exist yet; the runtime makes it 0700 when it opens it
            run = await run_stream(
                stream, directory, provider_factory, idle_s=idle_s, config=config
            )
        else:
            with tempfile.TemporaryDirectory(prefix="agent-memory-eval-") as tmp:
                run = await run_stream(
                    stream, Path(tmp), provider_factory, idle_s=idle_s, config=config
                )
        scores.append(score_run(stream, run))
    return EvalReport(provider_name, tuple(scores), combine(scores))


def _ratio(r: Ratio) -> dict[str, Any]:
    return {"value": r.value, "hits": r.hits, "total": r.total}


def _score_json(s: StreamScore) -> dict[str, Any]:
    out: dict[str, Any] = {"stream": s.stream, "notifications": s.notifications}
    for name, _ in _RATIOS:
        out[name] = _ratio(getattr(s, name))
    out.update(
        duplicates=s.duplicates,
        privacy_violations=len(s.violations),
        violations=[{"notification": v.notification_id, "place": v.place} for v in s.violations],
        memories=s.memories,
        llm_calls=s.llm_calls,
        prompt_tokens=s.prompt_tokens,
        completion_tokens=s.completion_tokens,
        llm_calls_per_notification=s.per_notification(s.llm_calls),
        prompt_tokens_per_notification=s.per_notification(s.prompt_tokens),
        completion_tokens_per_notification=s.per_notification(s.completion_tokens),
        failed_batches=s.failed_batches,
        batches=s.batches,
        fallback_batches=s.fallback_batches,
        model_answers=s.model_answers,
        cut_answers=s.cut_answers,
        rule_items=s.rule_items,
        model_items=s.model_items,
        wall_s=round(s.wall_s, 3),
        misses=s.misses,
    )
    return out


def to_json(report: EvalReport) -> dict[str, Any]:
    """Return the report as a JSON-ready dict (the ``--json`` output; shape in the format page)."""
    return {
        "provider": report.provider,
        "streams": [_score_json(s) for s in report.streams],
        "overall": _score_json(report.overall),
    }


def _bar(value: float | None) -> str:
    if value is None:
        return "n/a"
    filled = round(value * _BAR_WIDTH)
    return "█" * filled + "░" * (_BAR_WIDTH - filled) + f" {value:.2f}"


def render_markdown(report: EvalReport) -> str:
    """Return a short Markdown report: the figures table and a bar chart per stream."""
    rows = [*report.streams, report.overall]
    lines = [
        f"# agent-memory evaluation ({report.provider})",
        "",
        "| stream | notif. | "
        + " | ".join(label for _, label in _RATIOS)
        + " | dupl. | privacy viol. | LLM calls/notif. | prompt tok/notif. | completion tok/notif. "
        "| batches by fallback | answers cut | wall s |",
        "| --- | ---: | "
        + " | ".join("---:" for _ in _RATIOS)
        + " | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for s in rows:
        figures = " | ".join(getattr(s, name).text() for name, _ in _RATIOS)
        lines.append(
            f"| {s.stream} | {s.notifications} | {figures} | {s.duplicates} | "
            f"{len(s.violations)} | "
            f"{s.per_notification(s.llm_calls):.3f} | {s.per_notification(s.prompt_tokens):.1f} | "
            f"{s.per_notification(s.completion_tokens):.1f} | "
            f"{s.fallback_batches}/{s.batches} | {s.cut_answers}/{s.model_answers} | "
            f"{s.wall_s:.2f} |"
        )
    lines += ["", "## Figures per stream", ""]
    for s in rows:
        lines += [f"### {s.stream}", "", "```text"]
        for name, label in _RATIOS:
            lines.append(f"{label:<12} {_bar(getattr(s, name).value)}")
        lines += ["```", ""]
    lines.append("Matching rule and figure definitions: docs/formats/labeled-stream.md (Scoring).")
    return "\n".join(lines) + "\n"
