"""Train the text-message spam model and write ``src/agent_memory/privacy/spam_model.json``.

Run from the project's root after the labelled corpus or the fresh sets change::

    .venv/bin/python evaluation/noise/train_spam_model.py

It trains on the files of ``agent_memory.evaluation.noise.SPAM_TRAINING_GLOBS`` (never on
``evaluation/noise/heldout``) and prints, for each held-out file, how much of its spam the model
alone drops and how many of its kept texts it would drop, at the model's threshold. The format is
``docs/formats/spam-model.md``; ``tests/privacy/test_spam_model.py`` checks that the packaged
file is what this script writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from agent_memory.evaluation.noise import load_corpus, spam_training_files, spam_training_rows
from agent_memory.privacy.spam_model import train

ROOT = Path(__file__).resolve().parents[2]
MODEL_PATH = ROOT / "src" / "agent_memory" / "privacy" / "spam_model.json"


def main() -> int:
    """Train, write the model file and print the held-out table; returns the exit status."""
    rows, counts = spam_training_rows(spam_training_files(ROOT))
    model = train(rows)
    MODEL_PATH.write_text(model.to_json(trained_on=counts), encoding="utf-8")
    print(
        f"wrote {MODEL_PATH.relative_to(ROOT)}: {len(rows)} rows of {len(counts)} files, "
        f"{len(model.spam_weights)} spam and {len(model.scam_weights)} scam weights"
    )
    for path in sorted((ROOT / "evaluation" / "noise" / "heldout").glob("*.jsonl")):
        samples = load_corpus([path])
        spam = [s for s in samples if s.expected in ("scam", "marketing")]
        kept = [s for s in samples if s.expected == "keep"]
        caught = sum(model.label(s.event.body) is not None for s in spam)
        wrong = sum(model.label(s.event.body) is not None for s in kept)
        print(f"  held out {path.name}: spam {caught}/{len(spam)}, kept texts {wrong}/{len(kept)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
