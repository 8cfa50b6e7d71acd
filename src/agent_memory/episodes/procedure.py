"""Replayable procedures: an episode's steps as action and target, without what was typed.

Issue rules (``docs/formats/memory-store.md``, column ``steps``): a Device Memory procedure keeps,
for each step of the episode that achieved its goal, the action and its target as the device
evidence recorded it: the element's text or resource id, the screen (activity), the app. It never
keeps text the agent typed (a password, a code, a message): a typing action's text is
:data:`~agent_memory.memory.model.TYPED_TEXT`, and an element text that reads as a one-time code
or a secret (:func:`~agent_memory.privacy.holds_code_or_secret`) is
:data:`HIDDEN_TEXT`.

Where a step's target comes from, first found wins:

* ``text``: ``step.target.text``, else the arguments ``text``, ``element_text``, ``label``,
  ``content_desc`` (for a typing action: :data:`TYPED_TEXT` whenever one of ``text``, ``value``,
  ``input`` is given);
* ``resource_id``: ``step.target.resource_id``, else the arguments ``resource_id``,
  ``element_id``, ``id``;
* ``screen``: ``step.target.screen``, else the arguments ``screen``, ``activity``;
* ``app``: ``step.target_app``, else the argument ``package`` or ``bundle_id``.

A typing action is one whose name, case-folded, contains ``type``, ``input``, ``enter_text``,
``set_text`` or ``fill``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agent_memory.episodes.model import Episode, EpisodeStep
from agent_memory.memory.model import MAX_CONTENT_CHARS, TYPED_TEXT, ProcedureStep
from agent_memory.privacy import holds_code_or_secret

__all__ = [
    "HIDDEN_TEXT",
    "TYPED_TEXT",
    "app_version_of",
    "is_typing",
    "main_app",
    "procedure_step",
    "procedure_steps",
    "render_path",
    "typed_values",
]

HIDDEN_TEXT: Final = "<hidden text>"
"""What a procedure step holds in place of an element text that reads as a code or secret."""

_TYPING_MARKS: Final = ("type", "input", "enter_text", "set_text", "fill")
_TYPED_ARGS: Final = ("text", "value", "input")
_TEXT_ARGS: Final = ("text", "element_text", "label", "content_desc")
_ID_ARGS: Final = ("resource_id", "element_id", "id")
_SCREEN_ARGS: Final = ("screen", "activity")
_APP_ARGS: Final = ("package", "bundle_id")


def is_typing(action: str) -> bool:
    """Return whether ``action`` types text (see the module docstring)."""
    folded = action.casefold()
    return any(mark in folded for mark in _TYPING_MARKS)


def _argument(step: EpisodeStep, names: Sequence[str]) -> str | None:
    for name in names:
        value = step.arguments.get(name)
        if isinstance(value, str) and value.strip():
            return value.strip()[:256]
    return None


def _text(step: EpisodeStep) -> str | None:
    if is_typing(step.action):
        typed = any(step.arguments.get(name) not in (None, "") for name in _TYPED_ARGS)
        return TYPED_TEXT if typed else None
    text = step.target.text if step.target and step.target.text else _argument(step, _TEXT_ARGS)
    if text is not None and holds_code_or_secret(text):
        return HIDDEN_TEXT
    return text


def procedure_step(step: EpisodeStep) -> ProcedureStep:
    """Return one episode step as a replayable :class:`ProcedureStep` (module docstring rules)."""
    target = step.target
    return ProcedureStep(
        action=step.action,
        text=_text(step),
        resource_id=(target.resource_id if target else None) or _argument(step, _ID_ARGS),
        screen=(target.screen if target else None) or _argument(step, _SCREEN_ARGS),
        app=step.target_app or _argument(step, _APP_ARGS),
    )


def procedure_steps(episode: Episode) -> tuple[ProcedureStep, ...]:
    """Return every step of ``episode`` as a replayable :class:`ProcedureStep`, in order."""
    return tuple(procedure_step(step) for step in episode.steps)


def typed_values(episode: Episode) -> tuple[str, ...]:
    """Return the texts typed in ``episode`` (three characters or more), to keep them out."""
    values: list[str] = []
    for step in episode.steps:
        if not is_typing(step.action):
            continue
        for name in _TYPED_ARGS:
            value = step.arguments.get(name)
            if isinstance(value, str | int | float) and not isinstance(value, bool):
                text = str(value).strip()
                if len(text) >= 3:
                    values.append(text)
    return tuple(values)


def main_app(episode: Episode) -> str | None:
    """Return the most used target app of ``episode`` (ties: the first by name), or ``None``."""
    apps = [s.target_app for s in episode.steps if s.target_app]
    return max(sorted(set(apps)), key=apps.count) if apps else None


def app_version_of(episode: Episode, app: str | None) -> str | None:
    """Return the version ``episode`` recorded for ``app``, or ``None``."""
    return None if app is None else episode.app_versions.get(app)


def render_path(steps: Sequence[ProcedureStep], limit: int = MAX_CONTENT_CHARS) -> str:
    """Return ``step > step > ...`` (:meth:`ProcedureStep.render`), cut to ``limit`` with ``…``."""
    text = " > ".join(s.render() for s in steps)
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
