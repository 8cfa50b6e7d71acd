"""Privacy classifier: one-time codes, secrets, system status, scams and marketing in text.

The text-level API: :func:`classify_text` decides one text's label (title, subtitle, body, app
id, Android category and flags, no notification event needed); :func:`holds_code_or_secret`
tells whether a memory text carries a code or a secret. See :mod:`agent_memory.privacy.classifier`
for the labels, their order and the masking policy.

The classifier's modules load compiled when a current build of them exists (:data:`NATIVE`,
:mod:`agent_memory.privacy.native`), else as Python; the verdicts are the same.
"""

from pathlib import Path

from agent_memory.privacy.native import NativeStatus, activate

NATIVE: NativeStatus = activate(__path__, Path(__file__).resolve().parent)
"""Whether this process runs the classifier compiled, and why (decided once, at import)."""

# After activate(): these imports load the compiled modules where NATIVE is active.
from agent_memory.privacy.classifier import classify_text, holds_code_or_secret  # noqa: E402
from agent_memory.privacy.scan import phrase_kinds, prepare  # noqa: E402
from agent_memory.privacy.verdict import (  # noqa: E402
    LABELS,
    MASK_TEXT,
    FieldName,
    Label,
    Span,
    Verdict,
)

__all__ = [
    "LABELS",
    "MASK_TEXT",
    "NATIVE",
    "FieldName",
    "Label",
    "Span",
    "Verdict",
    "classify_text",
    "holds_code_or_secret",
    "phrase_kinds",
    "prepare",
]
