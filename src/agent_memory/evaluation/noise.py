"""Scoring of the privacy classifier on labelled notification corpora.

A corpus is JSON lines, one labelled notification per line (``docs/formats/noise-corpus.md``);
:func:`load_corpus` reads them, :func:`evaluate` classifies each with
:func:`agent_memory.privacy.classify_text` and scores every label (precision, recall, F1, the
confusion matrix, the mistakes by id) against :data:`TARGETS`. ``agent-memory noise-eval`` and
the corpus tests run it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from agent_memory.ble.event import (
    ANDROID_FLAG_FOREGROUND_SERVICE,
    ANDROID_FLAG_ONGOING_EVENT,
    NotificationEvent,
    make_event,
)
from agent_memory.errors import DecodeError, InvalidInput, StorageError
from agent_memory.notifications.noise import classify
from agent_memory.privacy import LABELS, Label
from agent_memory.privacy.spam_model import TrainingRow

__all__ = [
    "SPAM_TRAINING_GLOBS",
    "TARGETS",
    "LabelScore",
    "Mistake",
    "NoiseReport",
    "NoiseSample",
    "evaluate",
    "load_corpus",
    "spam_training_files",
    "spam_training_rows",
]

# Corpus targets (issues 5 and 26): (label, measure, minimum).
TARGETS: Final[tuple[tuple[Label, str, float], ...]] = (
    ("otp", "precision", 0.99),
    ("secret", "precision", 0.99),
    ("otp", "recall", 0.98),
    ("secret", "recall", 0.95),
    ("marketing", "f1", 0.9),
    ("scam", "precision", 0.99),
    ("scam", "recall", 0.9),
)

_CORPUS_TIME: Final = datetime(2025, 1, 1, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class NoiseSample:
    """One corpus line: a notification and the label that is right for it.

    Attributes:
        id: The line's id (unique within a corpus).
        event: The notification.
        expected: The right label.
        note: Why the label is right (free text, never logged).
    """

    id: str
    event: NotificationEvent
    expected: Label
    note: str = ""


@dataclass(frozen=True, slots=True)
class LabelScore:
    """Precision, recall and F1 of one label over a corpus.

    Attributes:
        label: The label.
        support: Lines whose expected label is this one.
        predicted: Lines the filter gave this label.
        correct: Lines with both.
    """

    label: Label
    support: int
    predicted: int
    correct: int

    @property
    def precision(self) -> float:
        """``correct / predicted``; 1.0 when nothing was predicted."""
        return self.correct / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        """``correct / support``; 1.0 when the corpus has no such line."""
        return self.correct / self.support if self.support else 1.0

    @property
    def f1(self) -> float:
        """Harmonic mean of precision and recall."""
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


@dataclass(frozen=True, slots=True)
class Mistake:
    """A line the filter got wrong: ids, labels and the rule, never the text."""

    id: str
    expected: Label
    predicted: Label
    reason: str


@dataclass(frozen=True, slots=True)
class NoiseReport:
    """The filter's figures over a labelled corpus.

    Attributes:
        total: Number of lines.
        scores: One :class:`LabelScore` per label, in :data:`LABELS` order.
        confusion: ``confusion[expected][predicted]`` line counts, every label present.
        mistakes: The wrong lines in corpus order.
    """

    total: int
    scores: tuple[LabelScore, ...]
    confusion: Mapping[Label, Mapping[Label, int]]
    mistakes: tuple[Mistake, ...] = field(default=())

    def score(self, label: Label) -> LabelScore:
        """Return the :class:`LabelScore` of ``label``."""
        return next(s for s in self.scores if s.label == label)

    def missed_targets(self) -> list[str]:
        """Return one sentence per :data:`TARGETS` entry not met; empty when all are met."""
        out = []
        for label, measure, minimum in TARGETS:
            value = float(getattr(self.score(label), measure))
            if value < minimum:
                out.append(f"{label} {measure} is {value:.3f}, below the target {minimum:.2f}.")
        return out


def evaluate(samples: Iterable[NoiseSample]) -> NoiseReport:
    """Classify every sample and compute per-label precision, recall and the confusion matrix.

    Args:
        samples: Labelled notifications (see :func:`load_corpus`).

    Returns:
        The :class:`NoiseReport`.
    """
    confusion: dict[Label, dict[Label, int]] = {e: {p: 0 for p in LABELS} for e in LABELS}
    mistakes: list[Mistake] = []
    total = 0
    for sample in samples:
        total += 1
        verdict = classify(sample.event)
        confusion[sample.expected][verdict.label] += 1
        if verdict.label != sample.expected:
            mistakes.append(Mistake(sample.id, sample.expected, verdict.label, verdict.reason))
    scores = tuple(
        LabelScore(
            label=label,
            support=sum(confusion[label].values()),
            predicted=sum(confusion[e][label] for e in LABELS),
            correct=confusion[label][label],
        )
        for label in LABELS
    )
    return NoiseReport(total=total, scores=scores, confusion=confusion, mistakes=tuple(mistakes))


def _sample_from_json(data: Any, where: str, line: int) -> NoiseSample:
    if not isinstance(data, dict):
        raise DecodeError(f"Line {line} of {where} is not a JSON object.", line=line)
    expected = data.get("expected")
    if expected not in LABELS:
        raise DecodeError(
            f"Line {line} of {where} has no valid 'expected' label.", field="expected", line=line
        )
    sample_id = data.get("id")
    if not isinstance(sample_id, str) or not sample_id:
        raise DecodeError(f"Line {line} of {where} has no 'id'.", field="id", line=line)
    flags = data.get("flags")
    if data.get("ongoing"):
        flags = (flags or 0) | ANDROID_FLAG_ONGOING_EVENT | ANDROID_FLAG_FOREGROUND_SERVICE
    try:
        event = make_event(
            platform=data.get("platform", "android"),
            source_key=sample_id,
            app_id=data.get("app_id"),
            received_at=_CORPUS_TIME,
            title=data.get("title"),
            subtitle=data.get("subtitle"),
            body=data.get("body"),
            body_truncated=bool(data.get("truncated", False)),
            category=data.get("category"),
            android_flags=flags,
            redacted=bool(data.get("redacted", False)),
        )
    except InvalidInput as exc:
        raise DecodeError(
            f"Line {line} of {where} is not a valid notification: {exc}", field=exc.field, line=line
        ) from exc
    note = data.get("note")
    return NoiseSample(sample_id, event, expected, note if isinstance(note, str) else "")


def load_corpus(paths: Iterable[Path]) -> list[NoiseSample]:
    """Read labelled notifications from JSON-lines files.

    Each line is an object with ``id``, ``expected`` (one of :data:`LABELS`), ``app_id``,
    ``title``, ``body`` and optionally ``platform`` (default ``android``), ``subtitle``,
    ``category``, ``ongoing`` (true sets the Android ongoing and foreground-service flags,
    ``0x42``), ``flags`` (raw ``Notification.flags``), ``truncated``, ``redacted`` and ``note``:
    the shape of ``tests/fixtures/noise/*.jsonl``. Blank lines are skipped.

    Args:
        paths: Files to read, in order.

    Returns:
        The samples in file and line order.

    Raises:
        DecodeError: A line is not JSON or not a valid sample (``line`` is 1-based), or an id
            repeats.
        StorageError: A file cannot be read.
    """
    out: list[NoiseSample] = []
    seen: set[str] = set()
    for path in paths:
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            raise StorageError(f"The corpus file {path} cannot be read.", path=str(path)) from exc
        for number, raw in enumerate(lines, start=1):
            if not raw.strip():
                continue
            try:
                data = json.loads(raw)
            except json.JSONDecodeError as exc:
                raise DecodeError(
                    f"Line {number} of {path} is not valid JSON.", line=number
                ) from exc
            sample = _sample_from_json(data, str(path), number)
            if sample.id in seen:
                raise DecodeError(
                    f"Line {number} of {path} repeats an id used earlier.", field="id", line=number
                )
            seen.add(sample.id)
            out.append(sample)
    return out


SPAM_TRAINING_GLOBS: Final[tuple[str, ...]] = (
    "tests/fixtures/noise/*.jsonl",
    "evaluation/noise/fresh/*.jsonl",
)
"""The files, relative to the project's root, that train the spam model (in sorted order).

``evaluation/noise/heldout`` is left out on purpose: it scores the model on rounds it never saw.
"""


def spam_training_files(root: Path) -> list[Path]:
    """The training files of :data:`SPAM_TRAINING_GLOBS` under ``root``, sorted by their path.

    Args:
        root: The project's root (the folder of ``pyproject.toml``).

    Returns:
        The files; none when ``root`` holds none of them (a wheel install has no corpus).
    """
    return sorted(path for pattern in SPAM_TRAINING_GLOBS for path in root.glob(pattern))


def spam_training_rows(paths: Iterable[Path]) -> tuple[list[TrainingRow], dict[str, int]]:
    """The labelled bodies of ``paths`` for :func:`agent_memory.privacy.spam_model.train`.

    Each file is read by :func:`load_corpus` on its own (ids repeat across fresh sets), so its
    bodies are cleaned as a notification's are.

    Args:
        paths: Corpus files, in training order.

    Returns:
        The rows in file and line order, and each file's name (relative to the root's
        ``tests``/``evaluation`` folder layout, as ``<folder>/<name>``) to its number of rows.

    Raises:
        DecodeError: A line is not a valid sample (see :func:`load_corpus`).
        StorageError: A file cannot be read.
    """
    rows: list[TrainingRow] = []
    counts: dict[str, int] = {}
    for path in paths:
        samples = load_corpus([path])
        rows.extend(TrainingRow(sample.event.body, sample.expected) for sample in samples)
        counts[f"{path.parent.name}/{path.name}"] = len(samples)
    return rows, counts
