"""The episode proposal: what the model (or the fallback) answers for a batch of episodes.

Spec, Episode Processor: "The LLM returns results with episode_id, then the Processor validates and
persists item-by-item per Episode"; "Validates goal_result, candidate types, evidence references,
and revisions itself". The episode scenario has its own structure (it shares nothing with the
notification action set):

* one entry per episode: ``episode_id``, the ``goal_result`` the model read from the trace, and a
  list of ``candidates`` (zero or more Device Memory writes);
* a candidate is ``add`` (a new Device Memory) or ``update`` (an existing one shown as related,
  cited by ``target`` ref and ``target_revision``), of a :class:`CandidateType`, about an
  ``app_package``, with ``content`` and the ``evidence_steps`` (0-based step indices of that
  episode) it rests on.

This module holds the answer's shape three ways: :data:`EPISODE_PROPOSAL_SCHEMA` (strict-mode
JSON Schema), the pydantic models :class:`EpisodeProposal` / :class:`EpisodeAnswer` /
:class:`Candidate` (shape checks), and :data:`EPISODE_SCENARIO` with
:func:`episode_extract_item` (the prompt side). Whether a ref was shown, at which revision,
whether the cited steps exist and carry evidence, and whether a type fits the episode's result are
the processor's checks.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from agent_memory.engine.round import parse_proposal
from agent_memory.engine.types import ExtractItem, Scenario, nullable
from agent_memory.episodes.model import Episode, GoalResult
from agent_memory.episodes.procedure import (
    HIDDEN_TEXT,
    TYPED_TEXT,
    app_version_of,
    is_typing,
    main_app,
    procedure_step,
    procedure_steps,
)
from agent_memory.memory.model import MAX_CONTENT_CHARS, DeviceMemoryType
from agent_memory.privacy import holds_code_or_secret

__all__ = [
    "CANDIDATE_DEVICE_TYPE",
    "EPISODE_PROPOSAL_SCHEMA",
    "EPISODE_SCENARIO",
    "MAX_CANDIDATES",
    "Candidate",
    "CandidateType",
    "EpisodeAnswer",
    "EpisodeProposal",
    "episode_extract_item",
    "parse_episode_proposal",
]

MAX_CANDIDATES: Final = 5
"""Most candidates one episode may propose."""
MAX_STEP_CHARS: Final = 300
"""Longest rendering of one step's observation in the prompt, in characters."""


class CandidateType(enum.StrEnum):
    """What a candidate Device Memory states, and the store type it is kept as.

    * ``setting_location``: where a setting lives (stored as ``setting``).
    * ``procedure``: a sequence of steps that achieved a goal (``ui_path``); only from an
      ``achieved`` episode.
    * ``app_usage``: how an app is used on this device (``app_usage``).
    * ``capability``: something this device or app can do (``rule``).
    * ``limitation``: something it cannot do (``failure``).
    * ``failure_pattern``: a failure and its cause (``failure``); only from an episode whose
      result is ``failed`` or ``partial``.
    """

    SETTING_LOCATION = "setting_location"
    PROCEDURE = "procedure"
    APP_USAGE = "app_usage"
    CAPABILITY = "capability"
    LIMITATION = "limitation"
    FAILURE_PATTERN = "failure_pattern"


CANDIDATE_DEVICE_TYPE: Final[Mapping[CandidateType, DeviceMemoryType]] = {
    CandidateType.SETTING_LOCATION: DeviceMemoryType.SETTING,
    CandidateType.PROCEDURE: DeviceMemoryType.UI_PATH,
    CandidateType.APP_USAGE: DeviceMemoryType.APP_USAGE,
    CandidateType.CAPABILITY: DeviceMemoryType.RULE,
    CandidateType.LIMITATION: DeviceMemoryType.FAILURE,
    CandidateType.FAILURE_PATTERN: DeviceMemoryType.FAILURE,
}
"""The Device Memory type each candidate type is stored as."""


EPISODE_PROPOSAL_SCHEMA: Final[dict[str, Any]] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["episodes"],
    "properties": {
        "episodes": {
            "type": "array",
            "description": "One entry per episode of the batch.",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["episode_id", "goal_result", "candidates"],
                "properties": {
                    "episode_id": {"type": "string"},
                    "goal_result": {"type": "string", "enum": [g.value for g in GoalResult]},
                    "candidates": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "additionalProperties": False,
                            "required": [
                                "action",
                                "target",
                                "target_revision",
                                "type",
                                "app_package",
                                "content",
                                "evidence_steps",
                                "reason",
                            ],
                            "properties": {
                                "action": {"type": "string", "enum": ["add", "update"]},
                                "target": nullable(
                                    {
                                        "type": "string",
                                        "description": "Ref (d1, d2 ...) of the related device "
                                        "memory an update replaces; null for add.",
                                    }
                                ),
                                "target_revision": nullable({"type": "integer"}),
                                "type": {
                                    "type": "string",
                                    "enum": [c.value for c in CandidateType],
                                },
                                "app_package": nullable({"type": "string"}),
                                "content": {"type": "string"},
                                "evidence_steps": {
                                    "type": "array",
                                    "items": {"type": "integer"},
                                },
                                "reason": {"type": "string"},
                            },
                        },
                    },
                },
            },
        }
    },
}
"""The JSON Schema of an episode proposal (strict-mode compatible)."""


EPISODE_SCENARIO: Final = Scenario(
    name="episode",
    item_noun="episode",
    instructions=(
        "You keep an assistant's Device Memory: what it has learned about operating this device "
        "from its own finished tasks (episodes). For each episode decide what is worth "
        "remembering so the next similar task is faster or avoids a known failure. Candidate "
        "types: setting_location (where a setting lives), procedure (steps that achieved the "
        "goal; only when goal_result is achieved), app_usage, capability (something the device "
        "or an app can do), limitation (something it cannot do), failure_pattern (a failure and "
        "its cause; only when goal_result is failed or partial). Use action add for new "
        "knowledge, or update with target = the ref of a device memory listed as related to "
        "that same episode and "
        "target_revision = its revision when the episode refines or replaces it. Cite in "
        "evidence_steps the step numbers (s0 = 0, s1 = 1 ...) of that episode whose device "
        "evidence supports the candidate; only steps marked with evidence count. Write content "
        "as one short sentence without personal data. Copy goal_result from the episode. Answer "
        '{"episodes": [...]} with one entry per episode id; candidates may be empty.'
        ' For a procedure, name each step\'s target as the steps show it (tap "Bluetooth"); '
        "text shown as <typed text> was typed by the agent and is never written out."
    ),
)


class Candidate(BaseModel):
    """One proposed Device Memory write (shape-checked).

    Attributes:
        action: ``add`` or ``update``.
        target: Related memory ref (``d1``) for ``update``; ``None`` for ``add``.
        target_revision: The target's revision as shown, for ``update``.
        type: :class:`CandidateType`.
        app_package: The app it is about, or ``None``.
        content: 1-500 characters.
        evidence_steps: Cited 0-based step indices, at least one, no repeats.
        reason: Short reason; never stored or logged.
    """

    model_config = ConfigDict(extra="ignore", frozen=True, str_strip_whitespace=True)

    action: Literal["add", "update"]
    target: str | None = None
    target_revision: int | None = None
    type: CandidateType
    app_package: str | None = None
    content: str
    evidence_steps: tuple[int, ...]
    reason: str = ""

    @field_validator("app_package", mode="before")
    @classmethod
    def _empty_is_none(cls, value: object) -> object:
        return None if value == "" else value

    @field_validator("reason", mode="before")
    @classmethod
    def _reason_text(cls, value: object) -> object:
        return "" if value is None else value

    @model_validator(mode="after")
    def _fields_for_action(self) -> Candidate:
        if self.action == "update" and (not self.target or self.target_revision is None):
            raise ValueError("update needs target and target_revision")
        if self.action == "add" and self.target:
            raise ValueError("add takes no target")
        if not self.content or len(self.content) > MAX_CONTENT_CHARS:
            raise ValueError(f"content must be 1-{MAX_CONTENT_CHARS} characters")
        if not self.evidence_steps:
            raise ValueError("a candidate needs evidence_steps")
        if len(set(self.evidence_steps)) != len(self.evidence_steps):
            raise ValueError("evidence_steps repeat a step")
        return self


class EpisodeAnswer(BaseModel):
    """The model's answer for one episode.

    Attributes:
        episode_id: The episode.
        goal_result: The result the model read from the trace.
        candidates: At most :data:`MAX_CANDIDATES` writes.
    """

    model_config = ConfigDict(extra="ignore", frozen=True)

    episode_id: str
    goal_result: GoalResult
    candidates: tuple[Candidate, ...] = ()

    @field_validator("candidates")
    @classmethod
    def _few(cls, value: tuple[Candidate, ...]) -> tuple[Candidate, ...]:
        if len(value) > MAX_CANDIDATES:
            raise ValueError(f"at most {MAX_CANDIDATES} candidates per episode")
        return value


class EpisodeProposal(BaseModel):
    """A batch's proposal: at most one answer per episode id."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    episodes: tuple[EpisodeAnswer, ...]

    @model_validator(mode="after")
    def _one_per_episode(self) -> EpisodeProposal:
        ids = [a.episode_id for a in self.episodes]
        if len(set(ids)) != len(ids):
            raise ValueError("an episode id is answered more than once")
        return self


def parse_episode_proposal(data: Mapping[str, Any]) -> EpisodeProposal:
    """Parse and shape-check a raw proposal object (``RawProposal.data``).

    Raises:
        ProposalInvalid: The object does not fit; ``reasons`` are field paths and rule names,
            never the model's text.
    """
    return parse_proposal(EpisodeProposal, data, "episode")


def _value(value: object) -> str:
    return "null" if value is None else str(value)


def _argument(value: object, typing: bool) -> str:
    if typing and value not in (None, ""):
        return TYPED_TEXT
    if isinstance(value, str) and holds_code_or_secret(value):
        return HIDDEN_TEXT
    return _value(value)


def _render_step(index: int, episode: Episode) -> str:
    step = episode.steps[index]
    typing = is_typing(step.action)
    args = ", ".join(f"{k}={_argument(v, typing)}" for k, v in step.arguments.items())
    observation = " ".join(step.observation.split())
    if observation and holds_code_or_secret(observation):
        # A code or secret read off the screen never reaches a prompt (case M10).
        observation = HIDDEN_TEXT
    if len(observation) > MAX_STEP_CHARS:
        observation = observation[: MAX_STEP_CHARS - 1] + "…"
    evidence = ", ".join(e.kind.value for e in step.evidence) or "none"
    app = step.target_app or "-"
    if typing:
        # What was typed may be echoed back in the observation: never show it.
        observation = "(typed)"
    target = ""
    if step.target is not None:
        target = " target=" + procedure_step(step).render()
    return f"s{index} [{app}] {step.action}({args}){target} -> {observation} (evidence: {evidence})"


def episode_extract_item(episode: Episode, related_refs: Sequence[str] = ()) -> ExtractItem:
    """Build the engine item for one episode.

    Fields, in cut order last-first: ``goal``, ``result`` (``status/goal_result``), ``device``,
    ``app`` (the most used target app), ``app_version`` (its recorded version, or empty),
    ``evidence_steps`` (indices of steps with evidence), ``actions`` (the step actions, for the
    fallback rules), ``path`` (the replayable steps, one
    :meth:`~agent_memory.memory.model.ProcedureStep.render` line per step, for the fallback
    rules), ``steps`` (one line per step:
    ``s<i> [app] action(args) target=... -> observation (evidence: kinds)``). Typed text appears
    only as ``<typed text>``; an argument or observation that reads as a code or secret
    (:func:`~agent_memory.privacy.holds_code_or_secret`) as ``<hidden text>``.
    The local time is the end time in UTC (an episode carries no display
    offset).

    Args:
        episode: A completed episode.
        related_refs: Refs of the Device Memories recalled for it.

    Returns:
        The item, ``item_id`` = ``episode_id``.
    """
    app = main_app(episode) or ""
    fields = {
        "goal": episode.goal,
        "result": f"{episode.status.value}/{episode.goal_result.value}",
        "device": episode.device,
        "app": app,
        "app_version": app_version_of(episode, app) or "",
        "evidence_steps": ",".join(str(i) for i in episode.evidence_steps),
        "actions": " > ".join(s.action for s in episode.steps),
        "path": "\n".join(s.render() for s in procedure_steps(episode)),
        "steps": "\n".join(_render_step(i, episode) for i in range(len(episode.steps))),
    }
    return ExtractItem(
        item_id=episode.episode_id,
        local_time=episode.ended_at or episode.started_at,
        fields=fields,
        related_refs=tuple(related_refs),
    )
