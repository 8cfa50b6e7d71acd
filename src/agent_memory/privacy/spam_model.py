"""The learned text-message spam model: word-level logistic regression where no rule decides.

Issue 26 asks the filter to drop real SMS spam (prize claims, premium-rate sign-ups, a shop's or a
network's offer) while it keeps at most 0.2% of personal texts from being dropped. Hand-written
phrases reach about 0.87 of unseen texting spam; the rest is worded in ways no phrase foresaw.
This model reads the words of a text message the rules keep, and drops it only when it is very
sure (:data:`SPAM_THRESHOLD`).

What it reads (:func:`text_features`): the lower-cased body's word unigrams and bigrams, each
digit read as 0 so that a run of digits counts by its length (``00000``: a five-digit short code),
currency signs, ``!`` and ``?`` as words. No title, app or time: the same text scores the same
everywhere. Two logistic regressions share the features:
``spam`` (spam or marketing against a message to keep) and ``scam`` (scam against marketing),
the second naming the label of a text the first drops.

Where it is asked: only by :func:`agent_memory.privacy.classifier.classify_text`, only for a text
message (an SMS or MMS app of :data:`agent_memory.privacy.tables.TEXT_MESSAGE_APPS`, or no app
named). A text every rule keeps is dropped only when it comes from a stranger (no title or a
whole phone number), quotes no scam and asks no "Reply YES or NO". A text the rules' phrase score
dropped (``scam.score``, ``marketing.score``) is kept when the model is sure the words are a
person's (:data:`KEEP_THRESHOLD`). Every other rule's verdict stands.

The weights are data, ``spam_model.json`` beside this module (``docs/formats/spam-model.md``),
trained by :func:`train` from the labelled corpus and the fresh sets under ``evaluation/noise``
(``evaluation/noise/train_spam_model.py`` writes the file; a test checks it matches a retraining).
Training is plain stochastic gradient descent in a fixed order: the same rows give the same
weights on every machine.

Errors: :meth:`SpamModel.from_json` raises :class:`~agent_memory.errors.InvalidInput` for a text
that is no model of this version. :func:`default_model` never raises: where the packaged file is
missing or damaged (a broken install) it logs ``privacy.spam_model_unavailable`` once, with the
reason, and returns None, and the filter runs on its rules alone. Nothing here logs or raises a
notification's text.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import logging
import math
import random
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Final, TypeGuard

from agent_memory.errors import InvalidInput

__all__ = [
    "FEATURE_VERSION",
    "KEEP_THRESHOLD",
    "SPAM_THRESHOLD",
    "SpamModel",
    "TrainingRow",
    "default_model",
    "text_features",
    "train",
]

FEATURE_VERSION: Final = 2
"""The version of :func:`text_features`; a model file of another version is refused."""

SPAM_THRESHOLD: Final = 0.9
"""The spam probability at or above which a kept text message is dropped.

Chosen on the fresh texting sets, each scored by a model trained without its own round: at 0.9
the model alone dropped 0.905 of their spam and 4 of 8,345 personal texts the rules kept (0.05%);
at 0.8, 0.941 and 10 (0.12%), too many beside the rules' own. ``docs/benchmarks.md``.
"""

KEEP_THRESHOLD: Final = 0.01
"""The spam probability below which a rule's weighed verdict on a text message yields.

The rules' phrase scores (``scam.score``, ``marketing.score``) add up words that a person also
writes ("if u txt VOTE 2 the show u go in the prize draw, i did it 5 times"); where the model
is this sure the words are a person's, and the text gives nothing to act on (no link, e-mail
address or number: a person's words padded onto a scam read as a person's), the text is kept.
On the fresh texting sets, each scored by a model trained without its round, this kept 1
personal text and lost 3 of 3,182 spam; on the next unseen round it kept 2 and lost none.
``docs/benchmarks.md``.
"""

_log = logging.getLogger("agent_memory.privacy")

_MODEL_FILE: Final = "spam_model.json"
_BIAS: Final = "_bias"
_TOKEN_RE: Final = re.compile(r"\w+|[£$€¥₹!?]")
# Every ASCII digit other than 0 reads as 0, so that a run of digits is a feature by its length
# ("00000": a five-digit short code). One C-level substitution: str.translate leaves its fast
# path on a text that is not all ASCII ("£"), where it costs several times more.
_NONZERO_DIGIT_RE: Final = re.compile(r"[1-9]")
# Logistic regression clamps its score to keep exp() finite.
_MAX_SCORE: Final = 30.0


def text_features(body: str) -> frozenset[str]:
    """The features of a text message for the spam model.

    Args:
        body: The message text as the filter reads it (any length; ``""`` gives the bias only).

    Returns:
        A set of feature names: ``"_bias"``; each lower-cased word (a run of letters, digits and
        underscores, each ASCII digit read as 0: ``"00000"`` is five digits, ``"0nite"``), each
        currency sign, ``"!"`` or ``"?"``; and each adjacent pair of those joined by a space
        (``"call 00000000000"``).
    """
    return frozenset(_features_of_lower(body.lower()))


def _features_of_lower(lower: str) -> set[str]:
    """:func:`text_features` of a text already lower-cased (the filter's hot path)."""
    words = _TOKEN_RE.findall(_NONZERO_DIGIT_RE.sub("0", lower))
    features = set(words)
    features.update(map(" ".join, itertools.pairwise(words)))
    features.add(_BIAS)
    return features


def _probability(weights: Mapping[str, float], features: Iterable[str]) -> float:
    """The logistic of the summed weights of ``features`` (a feature with no weight adds 0)."""
    score = sum(filter(None, map(weights.get, features)))
    score = max(-_MAX_SCORE, min(_MAX_SCORE, score))
    return 1.0 / (1.0 + math.exp(-score))


@dataclass(frozen=True, slots=True)
class SpamModel:
    """Two logistic regressions over :func:`text_features`.

    Attributes:
        spam_weights: Feature name to weight for spam (scam or marketing) against keep.
        scam_weights: Feature name to weight for scam against marketing, asked of spam only.
        threshold: The spam probability at or above which :meth:`label` drops a text.
        keep_below: The spam probability below which a rule's weighed verdict yields
            (:data:`KEEP_THRESHOLD`).
    """

    # Some 57,000 weights each: no repr (an assertion or a traceback would print them all).
    spam_weights: Mapping[str, float] = dataclasses.field(repr=False)
    scam_weights: Mapping[str, float] = dataclasses.field(repr=False)
    threshold: float = SPAM_THRESHOLD
    keep_below: float = KEEP_THRESHOLD

    def spam_probability(self, features: Iterable[str]) -> float:
        """The probability, 0.0-1.0, that a text with ``features`` is spam or marketing."""
        return _probability(self.spam_weights, features)

    def scam_probability(self, features: Iterable[str]) -> float:
        """The probability, 0.0-1.0, that spam with ``features`` is a scam, not marketing."""
        return _probability(self.scam_weights, features)

    def label(self, body: str) -> str | None:
        """``"scam"`` or ``"marketing"`` when ``body`` is spam at :attr:`threshold`, else None."""
        features = text_features(body)
        if self.spam_probability(features) < self.threshold:
            return None
        return self.spam_kind(features)

    def spam_kind(self, features: Iterable[str]) -> str:
        """``"scam"`` or ``"marketing"``: the likelier kind of spam with ``features``."""
        return "scam" if self.scam_probability(features) >= 0.5 else "marketing"

    def to_json(self, *, trained_on: Mapping[str, int]) -> str:
        """The model as the JSON text of ``docs/formats/spam-model.md`` (sorted, 4 decimals).

        Args:
            trained_on: Training file name to its number of rows, recorded in the file.
        """
        return (
            json.dumps(
                {
                    "format": "agent-memory.spam-model",
                    "feature_version": FEATURE_VERSION,
                    "threshold": self.threshold,
                    "keep_below": self.keep_below,
                    "trained_on": dict(sorted(trained_on.items())),
                    "spam": dict(sorted(self.spam_weights.items())),
                    "scam": dict(sorted(self.scam_weights.items())),
                },
                ensure_ascii=False,
                indent=0,
            )
            + "\n"
        )

    @classmethod
    def from_json(cls, text: str) -> SpamModel:
        """Read a model written by :meth:`to_json`.

        Raises:
            InvalidInput: ``text`` is no JSON object of this format and feature version, a
                bound is outside 0-1, a weight is no finite number, or a table has no
                ``_bias`` (the message names the key, never a feature).
        """
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise InvalidInput("The spam model file is not JSON; reinstall the package.") from exc
        if not isinstance(data, dict) or data.get("format") != "agent-memory.spam-model":
            raise InvalidInput("The spam model file has no 'format' of agent-memory.spam-model.")
        if data.get("feature_version") != FEATURE_VERSION:
            raise InvalidInput(
                f"The spam model file has feature_version {data.get('feature_version')!r}; "
                f"this version of agent-memory reads {FEATURE_VERSION}."
            )
        bounds = []
        for field in ("threshold", "keep_below"):
            value = data.get(field)
            if not _is_number(value) or not 0 < value < 1:
                raise InvalidInput(f"The spam model file's {field!r} is no number between 0 and 1.")
            bounds.append(float(value))
        weights: list[dict[str, float]] = []
        for field in ("spam", "scam"):
            table = data.get(field)
            if not isinstance(table, dict) or not all(map(_is_number, table.values())):
                raise InvalidInput(
                    f"The spam model file's {field!r} is no table of finite numbers."
                )
            if _BIAS not in table:
                raise InvalidInput(f"The spam model file's {field!r} has no {_BIAS!r} weight.")
            weights.append({str(k): float(v) for k, v in table.items()})
        return cls(weights[0], weights[1], bounds[0], bounds[1])


def _is_number(value: object) -> TypeGuard[float | int]:
    """Whether a JSON value is a finite number (not a bool; JSON's NaN and Infinity are not)."""
    return isinstance(value, float | int) and not isinstance(value, bool) and math.isfinite(value)


@cache
def default_model() -> SpamModel | None:
    """The packaged model (``spam_model.json``), read once per process on first use.

    Returns:
        The model, or None when the packaged file cannot be read or is no model of this
        version: then ``privacy.spam_model_unavailable`` is logged once (the reason names a
        key or an error class, never text) and text messages are classified by the rules alone.
    """
    source = resources.files("agent_memory.privacy").joinpath(_MODEL_FILE)
    try:
        return SpamModel.from_json(source.read_text("utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        reason = f"the file cannot be read ({type(exc).__name__})"
    except InvalidInput as exc:
        reason = str(exc)
    _log.warning("privacy.spam_model_unavailable", extra={"file": _MODEL_FILE, "reason": reason})
    return None


@dataclass(frozen=True, slots=True)
class TrainingRow:
    """One labelled text for :func:`train`.

    Attributes:
        body: The message text.
        label: ``"keep"``, ``"scam"`` or ``"marketing"``; other labels are not trained on.
    """

    body: str
    label: str


_EPOCHS: Final = 8
_LEARNING_RATE: Final = 0.2
_L2: Final = 1e-5
_MIN_DOCUMENTS: Final = 2
_MIN_WEIGHT: Final = 1e-3
_DECIMALS: Final = 4


def _fit(examples: Sequence[tuple[frozenset[str], int]], seed: int) -> dict[str, float]:
    """Logistic regression by stochastic gradient descent: rate 0.2/(1+epoch), L2 1e-5."""
    weights: dict[str, float] = dict.fromkeys(
        {f for features, _ in examples for f in features}, 0.0
    )
    order = list(range(len(examples)))
    shuffle = random.Random(seed).shuffle
    for epoch in range(_EPOCHS):
        shuffle(order)
        rate = _LEARNING_RATE / (1 + epoch)
        decay = rate * _L2
        for index in order:
            features, target = examples[index]
            step = (target - _probability(weights, features)) * rate
            for feature in features:
                weights[feature] += step - decay * weights[feature]
    return weights


def _pruned(weights: Mapping[str, float], documents: Counter[str]) -> dict[str, float]:
    """The weights of features seen in two texts or more, not near 0, rounded to 4 decimals."""
    kept = {}
    for feature, weight in weights.items():
        rounded = round(weight, _DECIMALS)
        if documents[feature] >= _MIN_DOCUMENTS and abs(rounded) >= _MIN_WEIGHT:
            kept[feature] = rounded
    kept[_BIAS] = round(weights.get(_BIAS, 0.0), _DECIMALS)
    return kept


def train(rows: Iterable[TrainingRow], *, seed: int = 0) -> SpamModel:
    """Train both regressions on ``rows`` in their given order.

    Args:
        rows: Labelled texts; rows labelled other than keep, scam or marketing are skipped.
        seed: The seed of the shuffle of each epoch (the same rows and seed give the same model).

    Returns:
        The model with :data:`SPAM_THRESHOLD`; weights of features seen in fewer than two texts,
        or smaller than 0.001, are left out.

    Raises:
        InvalidInput: ``rows`` hold no keep text or no spam text.
    """
    spam_examples: list[tuple[frozenset[str], int]] = []
    scam_examples: list[tuple[frozenset[str], int]] = []
    documents: Counter[str] = Counter()
    for row in rows:
        if row.label not in ("keep", "scam", "marketing"):
            continue
        features = text_features(row.body)
        documents.update(features)
        spam_examples.append((features, int(row.label != "keep")))
        if row.label != "keep":
            scam_examples.append((features, int(row.label == "scam")))
    if not scam_examples or len(scam_examples) == len(spam_examples):
        raise InvalidInput("The spam model needs both kept texts and spam to train on.")
    return SpamModel(
        _pruned(_fit(spam_examples, seed), documents),
        _pruned(_fit(scam_examples, seed), documents),
    )
