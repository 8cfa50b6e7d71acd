"""Episodes: immutable task traces, their processing ledger, and the EpisodeProcessor.

Spec: Episode Processor, Memory and Recall (``episodes/``, ``device/``), Failure and Recovery.
The runtime wires it like this::

    layout = DataLayout(data_dir)
    episodes = EpisodeStore.open(layout)
    processor = EpisodeProcessor(
        episodes, EpisodeLedger.open(layout), stores, engine,
        fallback_engine=MemoryMergeEngine(episode_fallback_provider()), clock=clock,
    )
    worker.register(processor)            # before the notification processor
    record_episode(episodes, trace)       # the agent's runtime.record_episode(...)

Device Memory is recalled with :meth:`agent_memory.memory.MemoryStores.recall_device_memory`.
"""

from agent_memory.episodes.fallback import episode_fallback_provider, episode_fallback_rule
from agent_memory.episodes.ledger import EpisodeLedger, LedgerEntry, LedgerState
from agent_memory.episodes.model import (
    EPISODE_FORMAT_VERSION,
    Episode,
    EpisodeStatus,
    EpisodeStep,
    EvidenceKind,
    EvidenceRef,
    GoalResult,
    parse_episode,
)
from agent_memory.episodes.processor import (
    EpisodeProcessor,
    EpisodeProcessorConfig,
    PlannedWrite,
    device_memory_id,
    evidence_strength,
)
from agent_memory.episodes.proposal import (
    EPISODE_PROPOSAL_SCHEMA,
    EPISODE_SCENARIO,
    CandidateType,
    parse_episode_proposal,
)
from agent_memory.episodes.store import EpisodeStore, StoredEpisode, record_episode

__all__ = [
    "EPISODE_FORMAT_VERSION",
    "EPISODE_PROPOSAL_SCHEMA",
    "EPISODE_SCENARIO",
    "CandidateType",
    "Episode",
    "EpisodeLedger",
    "EpisodeProcessor",
    "EpisodeProcessorConfig",
    "EpisodeStatus",
    "EpisodeStep",
    "EpisodeStore",
    "EvidenceKind",
    "EvidenceRef",
    "GoalResult",
    "LedgerEntry",
    "LedgerState",
    "PlannedWrite",
    "StoredEpisode",
    "device_memory_id",
    "episode_fallback_provider",
    "episode_fallback_rule",
    "evidence_strength",
    "parse_episode",
    "parse_episode_proposal",
    "record_episode",
]
