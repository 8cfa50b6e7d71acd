"""``agent-memory eval-episodes``: score Device Memory on an episode set, providers side by side.

A shell over :func:`agent_memory.evaluation.episodes.run_episode_set`: it loads episode sets
(``docs/formats/episode-eval.md``), runs each chosen provider on a fresh data directory, and
prints one column per provider (or ``--json``). Providers:

* ``fallback``: the deterministic episode rules (no model);
* ``openai``: an OpenAI-compatible server (``--base-url``, ``--model``);
* ``scripted``: the set's own ``model_answer`` lines served by
  :class:`~agent_memory.testing.chat_server.ScriptedChatServer` on 127.0.0.1 through the
  production OpenAI-compatible client: hand-written model answers, not a model.

It prints figure names, counts and the set's goal keys only, never episode observations.

Exit status: 0 scored with no privacy violation, 1 a string the set says must never be stored was
found in the device store or a prompt, 2 bad usage or an unreadable set.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from agent_memory.cli import app
from agent_memory.cli.eval import provider_factory
from agent_memory.cli.failures import command_error
from agent_memory.engine.provider import Provider
from agent_memory.episodes.fallback import episode_fallback_provider
from agent_memory.episodes.model import parse_episode
from agent_memory.errors import AgentMemoryError
from agent_memory.evaluation.episodes import (
    FIGURES,
    EpisodeCase,
    EpisodeEvalScore,
    load_episode_set,
    run_episode_set,
)

__all__ = ["eval_episodes_command", "run_scripted"]


async def run_scripted(cases: Sequence[EpisodeCase]) -> EpisodeEvalScore:
    """Run ``cases`` with each line's ``model_answer`` served over HTTP on 127.0.0.1.

    A line without ``model_answer`` is answered with no candidates. The answer always carries the
    episode's own ``goal_result``.
    """
    from agent_memory.engine.openai_provider import (
        OpenAICompatibleConfig,
        OpenAICompatibleProvider,
    )
    from agent_memory.testing.chat_server import (
        RecordedRequest,
        ScriptedChatServer,
        ScriptedReply,
    )

    current: list[EpisodeCase] = []

    def answer(request: RecordedRequest) -> ScriptedReply:
        case = current[-1]
        episode = parse_episode(case.episode)
        candidates: list[Any] = list(case.model_answer or ())
        entry = {
            "episode_id": episode.episode_id,
            "goal_result": episode.goal_result.value,
            "candidates": candidates,
        }
        return ScriptedReply.json({"episodes": [entry]})

    async with ScriptedChatServer(default=answer) as server:
        config = OpenAICompatibleConfig(base_url=server.base_url, model="scripted", timeout_s=30)

        def prompts() -> list[str]:
            return [json.dumps(r.body, ensure_ascii=False) for r in server.chat_requests]

        return await run_episode_set(
            cases,
            lambda: OpenAICompatibleProvider(config),
            "scripted",
            on_case=current.append,
            prompts=prompts,
        )


def _factory(
    provider: str, base_url: str | None, model: str | None
) -> tuple[Callable[[], Provider], str]:
    if provider == "fallback":
        return episode_fallback_provider, "fallback"
    if provider == "openai":
        return provider_factory(provider, base_url, model)
    raise typer.BadParameter("--provider must be fallback, openai or scripted.")


def _print(scores: Sequence[EpisodeEvalScore], console: Console) -> None:
    table = Table(title="agent-memory eval-episodes")
    table.add_column("figure")
    for score in scores:
        table.add_column(score.provider, justify="right")
    for figure in FIGURES:
        table.add_row(figure, *(f"{s.figures[figure][0]}/{s.figures[figure][1]}" for s in scores))
    table.add_row("all", *(f"{s.total[0]}/{s.total[1]}" for s in scores))
    table.add_row("privacy violations", *(str(s.privacy_violations) for s in scores))
    for key in ("llm_calls", "rejected", "model_error"):
        table.add_row(key, *(str(s.counts.get(key, 0)) for s in scores))
    console.print(table)
    for score in scores:
        for failure in score.failures:
            console.print(f"{score.provider}: {failure}")


@app.command("eval-episodes")
def eval_episodes_command(
    sets: Annotated[list[Path], typer.Argument(help="Episode sets (JSON lines).")],
    providers: Annotated[
        list[str] | None,
        typer.Option(
            "--provider",
            help="fallback, openai or scripted; repeat to compare side by side (default fallback).",
        ),
    ] = None,
    base_url: Annotated[
        str | None, typer.Option("--base-url", help="OpenAI-compatible base URL, e.g. .../v1.")
    ] = None,
    model: Annotated[str | None, typer.Option("--model", help="Model name to request.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")] = False,
) -> None:
    """Run each episode set through the episode processor and score the Device Memory it keeps.

    Exit status: 0 scored without privacy violations, 1 a string marked never-stored was found,
    2 bad usage or an unreadable set.
    """
    chosen = providers or ["fallback"]
    try:
        cases = [case for path in sets for case in load_episode_set(path)]
    except (AgentMemoryError, OSError) as exc:
        raise command_error(str(exc), 2) from exc
    scores: list[EpisodeEvalScore] = []
    for provider in chosen:
        if provider == "scripted":
            scores.append(asyncio.run(run_scripted(cases)))
            continue
        factory, name = _factory(provider, base_url, model)
        scores.append(asyncio.run(run_episode_set(cases, factory, name)))
    if as_json:
        typer.echo(json.dumps([s.to_json() for s in scores], ensure_ascii=False, indent=2))
    else:
        _print(scores, Console())
    if any(s.privacy_violations for s in scores):
        raise typer.Exit(code=1)
