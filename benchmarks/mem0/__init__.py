"""The head-to-head with mem0 (``python -m benchmarks mem0``): harness, not part of the package.

* :mod:`benchmarks.mem0.shared_model`: one model server on 127.0.0.1 that both systems talk to,
  with usage counted per client.
* :mod:`benchmarks.mem0.compare`: runs a labeled stream through agent-memory and through mem0
  and scores both by the same rules.
* :mod:`benchmarks.mem0.runner`: the mem0 side, run in an audited subprocess.

Needs the ``mem0`` extra (``requirements/bench.lock``); rules and figures are in
``docs/benchmarks.md``, the files it passes in ``docs/formats/mem0-comparison.md``.
"""
