"""Privacy classifier: one-time codes, secrets, system status, scams and marketing in text.

The text-level API: :func:`classify_text` decides one text's label (title, subtitle, body, app
id, Android category and flags, no notification event needed); :func:`holds_code_or_secret`
tells whether a memory text carries a code or a secret. See :mod:`agent_memory.privacy.classifier`
for the labels, their order and the masking policy.
"""

from agent_memory.privacy.classifier import classify_text, holds_code_or_secret
from agent_memory.privacy.scan import phrase_kinds, prepare
from agent_memory.privacy.verdict import LABELS, MASK_TEXT, FieldName, Label, Span, Verdict

__all__ = [
    "LABELS",
    "MASK_TEXT",
    "FieldName",
    "Label",
    "Span",
    "Verdict",
    "classify_text",
    "holds_code_or_secret",
    "phrase_kinds",
    "prepare",
]
