"""``agent-memory noise-eval``: score the noise filter on labelled corpora.

A shell over :func:`agent_memory.evaluation.noise.evaluate`: it reads JSON-lines corpora
(the shape of ``tests/fixtures/noise/*.jsonl``), prints per-label precision, recall and F1, the
confusion matrix and, on request, the ids of the lines the filter got wrong. It prints ids,
labels and rule names only, never notification text.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from agent_memory.cli import app
from agent_memory.cli.failures import command_error
from agent_memory.errors import AgentMemoryError
from agent_memory.evaluation.noise import TARGETS, NoiseReport, evaluate, load_corpus
from agent_memory.privacy import LABELS

__all__ = ["noise_eval", "render_report"]


def render_report(report: NoiseReport, console: Console, *, show_mistakes: bool) -> None:
    """Print ``report`` as a score table, a confusion matrix and optionally the mistakes.

    Args:
        report: The figures to print.
        console: Where to print.
        show_mistakes: Also list each wrong line's id, expected and predicted label and rule.
    """
    targets = {(label, measure): minimum for label, measure, minimum in TARGETS}
    scores = Table(title=f"noise filter: {report.total} notifications")
    for column in ("label", "support", "predicted", "precision", "recall", "F1", "targets"):
        scores.add_column(column, justify="left" if column in ("label", "targets") else "right")
    for score in report.scores:
        wanted = [
            f"{measure} >= {minimum:.2f}"
            for (label, measure), minimum in targets.items()
            if label == score.label
        ]
        # A measure with nothing to count (no line predicted, or none expected) is shown as
        # "-", not as the 1.000 that the targets read it as.
        scores.add_row(
            score.label,
            str(score.support),
            str(score.predicted),
            f"{score.precision:.3f}" if score.predicted else "-",
            f"{score.recall:.3f}" if score.support else "-",
            f"{score.f1:.3f}" if score.predicted and score.support else "-",
            ", ".join(wanted),
        )
    console.print(scores)

    matrix = Table(title="confusion matrix (rows expected, columns predicted)")
    matrix.add_column("expected \\ predicted")
    for label in LABELS:
        matrix.add_column(label, justify="right")
    for expected in LABELS:
        matrix.add_row(expected, *(str(report.confusion[expected][p]) for p in LABELS))
    console.print(matrix)

    if show_mistakes and report.mistakes:
        wrong = Table(title="mistakes")
        for column in ("id", "expected", "predicted", "reason"):
            wrong.add_column(column)
        for mistake in report.mistakes:
            wrong.add_row(mistake.id, mistake.expected, mistake.predicted, mistake.reason)
        console.print(wrong)
    for line in report.missed_targets():
        console.print(f"[bold red]Target missed:[/] {line}")


@app.command("noise-eval")
def noise_eval(
    corpus: Annotated[
        list[Path],
        typer.Argument(help="JSON-lines corpus files (one labelled notification a line)."),
    ],
    show_mistakes: Annotated[
        bool, typer.Option("--show-mistakes", help="List the ids of wrongly labelled lines.")
    ] = False,
    check: Annotated[
        bool, typer.Option("--check", help="Exit with status 1 when a target is missed.")
    ] = False,
) -> None:
    """Print per-label precision and recall and the confusion matrix of the noise filter.

    Labels: otp (one-time codes), marketing (promotions), scam (scams and spam: prize claims,
    premium-rate sign-ups, fake alerts with links), secret (credentials, cards), system
    (device status, progress, media), keep (everything worth remembering).

    Exit status: 0 when scored (with --check: and every target met), 1 with --check when
    a target is missed, 2 when a corpus cannot be read or a line is not a labelled notification.
    """
    console = Console()
    try:
        samples = load_corpus(corpus)
    except AgentMemoryError as exc:
        raise command_error(str(exc), 2) from exc
    report = evaluate(samples)
    render_report(report, console, show_mistakes=show_mistakes)
    if check and report.missed_targets():
        raise typer.Exit(code=1)
