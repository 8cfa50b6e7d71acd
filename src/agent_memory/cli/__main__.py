"""``python -m agent_memory.cli``: the same as the ``agent-memory`` console script."""

from agent_memory.cli import main

main()
