"""Evaluation on labeled notification streams (issue: what the pipeline keeps, drops and costs).

* :mod:`~agent_memory.evaluation.stream`: the labeled stream format and its loader
  (``docs/formats/labeled-stream.md``).
* :mod:`~agent_memory.evaluation.driver`: runs a stream through the real pipeline on a
  :class:`~agent_memory.clock.ManualClock` that follows the stream's times.
* :mod:`~agent_memory.evaluation.scoring`: filter, memory, update/reinforce, probe and privacy
  figures by documented rules (no model as judge).
* :mod:`~agent_memory.evaluation.report`: :func:`evaluate` plus JSON and Markdown renderers.
* :mod:`~agent_memory.evaluation.episodes`: Device Memory checks on an episode set
  (``docs/formats/episode-eval.md``; ``agent-memory eval-episodes``).
"""

from agent_memory.evaluation.driver import (
    DEFAULT_IDLE_S,
    ProbeResult,
    RecordingProvider,
    StreamRun,
    run_stream,
)
from agent_memory.evaluation.report import EvalReport, evaluate, render_markdown, to_json
from agent_memory.evaluation.scoring import Ratio, StreamScore, Violation, combine, score_run
from agent_memory.evaluation.stream import (
    Expectation,
    LabeledNotification,
    LabeledStream,
    Probe,
    fact_found,
    load_stream,
    normalize_text,
)

__all__ = [
    "DEFAULT_IDLE_S",
    "EvalReport",
    "Expectation",
    "LabeledNotification",
    "LabeledStream",
    "Probe",
    "ProbeResult",
    "Ratio",
    "RecordingProvider",
    "StreamRun",
    "StreamScore",
    "Violation",
    "combine",
    "evaluate",
    "fact_found",
    "load_stream",
    "normalize_text",
    "render_markdown",
    "run_stream",
    "score_run",
    "to_json",
]
