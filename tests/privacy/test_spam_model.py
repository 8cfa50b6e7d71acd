"""The learned text-message spam model (privacy/spam_model.py) and where the filter asks it.

Texts are this project's own wording unless a test reads the held-out files under
``evaluation/noise/heldout`` (rounds the model never trained on).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from agent_memory.errors import InvalidInput
from agent_memory.evaluation.noise import (
    NoiseSample,
    load_corpus,
    spam_training_files,
    spam_training_rows,
)
from agent_memory.notifications.noise import classify
from agent_memory.privacy import classify_text
from agent_memory.privacy.spam_model import (
    FEATURE_VERSION,
    SpamModel,
    TrainingRow,
    default_model,
    text_features,
    train,
)

ROOT = Path(__file__).resolve().parents[2]
SMS = "com.google.android.apps.messaging"
# Spam that no rule catches and the model does (checked below under no title).
JOB_FEE = (
    "JOB ALERT: warehouse needs 40 packers, Ksh 30,000/month. Send Ksh 800 registration to "
    "secure ur place"
)
COURT = (
    "NOTICE: court papers filed in ur name over unpaid debt. call 0843 227 1190 2day to stop action"
)
FREE_DRINK = (
    "Kopi Spot: Buy 1 FREE 1 iced teh every Wed. Show this SMS at the counter. Valid till 31 Aug"
)


def test_the_packaged_model_is_what_training_on_the_project_files_writes() -> None:
    rows, counts = spam_training_rows(spam_training_files(ROOT))
    packaged = (ROOT / "src/agent_memory/privacy/spam_model.json").read_text("utf-8")
    assert train(rows).to_json(trained_on=counts) == packaged
    # Never the held-out rounds.
    assert not any(name.startswith("heldout/") for name in counts)
    assert sum(counts.values()) == len(rows) > 40_000


def test_text_features_are_words_pairs_and_digit_shapes() -> None:
    features = text_features("WIN £500! Call 09061701461 or txt WIN to 80082")
    assert {"win", "call", "£", "!", "000", "00000", "00000000000", "_bias"} <= features
    assert {"call 00000000000", "£ 000", "win £", "to 00000"} <= features
    assert "09061701461" not in features
    assert "WIN" not in features
    assert text_features("") == frozenset({"_bias"})


@pytest.mark.parametrize(
    ("body", "label"),
    [(JOB_FEE, "scam"), (COURT, "scam"), (FREE_DRINK, "marketing")],
)
def test_a_strangers_spam_no_rule_catches_is_dropped_by_the_model(body: str, label: str) -> None:
    verdict = classify_text(body, app_id=SMS)
    assert (verdict.label, verdict.reason) == (label, f"{label}.learned")
    assert verdict.spans == ()  # no phrase decided, so no span
    # From a whole phone number: a stranger too.
    assert classify_text(body, title="+44 7700 900123", app_id=SMS).label == label


@pytest.mark.parametrize("body", [JOB_FEE, COURT, FREE_DRINK])
def test_a_contacts_a_senders_or_a_short_codes_text_is_not_dropped_on_its_words(body: str) -> None:
    assert _spam_probability(body) >= _model().threshold
    for title in ("Jo", "Tele1", "72975"):
        assert classify_text(body, title=title, app_id=SMS).label == "keep"


@pytest.mark.parametrize("app_id", ["com.whatsapp", "org.telegram.messenger", "com.slack"])
def test_chat_apps_are_not_asked(app_id: str) -> None:
    assert classify_text(JOB_FEE, app_id=app_id).label == "keep"


def test_a_text_no_app_posted_is_read_as_a_text_message_but_a_memory_text_is_not() -> None:
    assert classify_text(COURT).reason == "scam.learned"
    # Memory texts are classified under their own app id (holds_code_or_secret).
    assert classify_text(COURT, app_id="agent-memory").label == "keep"


def _model() -> SpamModel:
    model = default_model()
    assert model is not None, "the packaged spam model did not load"
    return model


def _spam_probability(body: str) -> float:
    return _model().spam_probability(text_features(body))


def test_a_person_quoting_the_spam_they_got_is_kept() -> None:
    quoted = f"{JOB_FEE} -- who falls for this"
    assert _spam_probability(quoted) >= _model().threshold  # the words alone would drop it
    assert classify_text(quoted, app_id=SMS).label == "keep"


def test_a_question_to_answer_yes_or_no_is_not_dropped_on_its_words() -> None:
    body = "Fraud check: did you pay £312 at TECHMART today? Reply YES or NO. Reply STOP to opt out"
    assert _spam_probability(body) >= _model().threshold
    assert classify_text(body, app_id=SMS).label == "keep"


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (
            "if u txt VOTE 2 the show u go in the prize draw, i did it 5 times, wish me luck",
            "scam.score",
        ),
        ("omg topshop has 50% off everything, comin shoppin sat?", "marketing.score"),
    ],
)
def test_a_weighed_rule_yields_where_the_model_is_sure_the_words_are_a_persons(
    body: str, reason: str
) -> None:
    assert _spam_probability(body) < _model().keep_below
    assert classify_text(body, app_id=SMS).label == "keep"
    # Outside a text message the rules' verdict stands.
    assert classify_text(body, app_id="com.whatsapp").reason == reason


def test_a_rule_other_than_a_phrase_score_never_yields() -> None:
    # The model reads a bare code notice as a person's words; the code rule decides alone.
    code = "Your code is 482913"
    assert _spam_probability(code) < _model().keep_below
    assert classify_text(code, app_id=SMS).reason == "otp.keyword"


def _heldout(*names: str) -> list[NoiseSample]:
    return load_corpus([ROOT / "evaluation/noise/heldout" / name for name in names])


# The held-out texting sets: SMS with no sender, English texting of 2003-2014 (the kind of the
# kept-back real SMS), 240 personal texts and 60 spam each, never trained on.
HELD_OUT_TEXTING = (
    "t41-s.jsonl", "t41-t.jsonl", "t42-a.jsonl", "t42-b.jsonl", "t42-c.jsonl", "t43-d.jsonl",
    "t43-e.jsonl", "t43-f.jsonl", "t45-j.jsonl", "t45-k.jsonl", "t45-l.jsonl",
)  # fmt: skip


def test_held_out_texting_rounds_meet_the_issue_targets() -> None:
    """Issue 26: at least 90% of spam dropped and at most 0.2% of personal texts."""
    samples = _heldout(*HELD_OUT_TEXTING)
    assert len(samples) == 300 * len(HELD_OUT_TEXTING)
    spam = [s.event for s in samples if s.expected in ("scam", "marketing")]
    kept = [s.event for s in samples if s.expected == "keep"]
    spam_dropped = sum(classify(event).dropped for event in spam)
    assert spam_dropped >= 0.9 * len(spam)
    assert sum(classify(event).dropped for event in kept) <= 0.002 * len(kept)
    # The same texts from a chat app, where the model is not asked: the rules alone miss more.
    rules_only = sum(
        classify_text(e.body, title=e.title, app_id="com.whatsapp").dropped for e in spam
    )
    assert rules_only < spam_dropped


def test_the_held_out_mixed_round_meets_the_issue_targets() -> None:
    """Issue 26: >= 0.97 right, no kept message dropped, no code or secret kept."""
    rows = _heldout("t41-u.jsonl")
    right = kept_dropped = codes_kept = 0
    for sample in rows:
        label, expected = classify(sample.event).label, sample.expected
        right += label == expected
        kept_dropped += expected == "keep" and label != "keep"
        codes_kept += expected in ("otp", "secret") and label not in ("otp", "secret")
    assert right >= 0.97 * len(rows)
    assert (kept_dropped, codes_kept) == (0, 0)


def test_training_is_deterministic_and_needs_both_kinds() -> None:
    rows = [
        TrainingRow("WIN a prize call 09061701461 now", "scam"),
        TrainingRow("50% off all shoes this weekend, STOP to 80082", "marketing"),
        TrainingRow("see u at the pub at 8", "keep"),
        TrainingRow("can u pick up milk", "keep"),
        TrainingRow("Your code is 482913", "otp"),  # not trained on
    ] * 3
    first, second = train(rows), train(rows)
    assert first == second
    assert first.spam_probability(text_features("WIN a prize call now")) > 0.5
    assert first.spam_probability(text_features("see u at the pub")) < 0.5
    with pytest.raises(InvalidInput, match="both kept texts and spam"):
        train([TrainingRow("see u at 8", "keep")])


def _model_json(**changes: object) -> str:
    data = json.loads(_model().to_json(trained_on={}))
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"format": "other"}, "'format' of agent-memory.spam-model"),
        ({"feature_version": FEATURE_VERSION + 1}, "feature_version"),
        ({"threshold": 1.5}, "'threshold' is no number"),
        ({"keep_below": True}, "'keep_below' is no number"),
        ({"spam": {"win": "a lot"}}, "'spam' is no table of finite numbers"),
        ({"spam": {"_bias": 0.1, "win": float("nan")}}, "'spam' is no table of finite numbers"),
        ({"scam": {"_bias": 0.1, "win": float("inf")}}, "'scam' is no table of finite numbers"),
        ({"scam": []}, "'scam' is no table of finite numbers"),
        ({"spam": {}}, "'spam' has no '_bias' weight"),
    ],
)
def test_a_damaged_model_file_is_refused_naming_the_field(
    changes: dict[str, object], message: str
) -> None:
    with pytest.raises(InvalidInput, match=message) as caught:
        SpamModel.from_json(_model_json(**changes))
    assert "win" not in str(caught.value).lower()


def test_a_model_file_that_is_no_json_is_refused() -> None:
    with pytest.raises(InvalidInput, match="not JSON"):
        SpamModel.from_json("{not json")


def test_the_packaged_model_reads_back_unchanged() -> None:
    model = _model()
    assert SpamModel.from_json(model.to_json(trained_on={})) == model
    assert 0 < model.keep_below < model.threshold < 1


@pytest.mark.parametrize("title", ["Unknown", "No caller ID", "Private number", "unbekannt"])
def test_a_title_that_stands_for_no_sender_is_a_stranger(title: str) -> None:
    assert classify_text(JOB_FEE, title=title, app_id=SMS).reason == "scam.learned"


PADDING = (
    " haha ok see you tomorrow, she says bring the kids after class lol"
    " lol haha got my came the come ok says see u later x"
)


@pytest.mark.parametrize(
    "scam",
    [
        "Congrats! ur number was picked in our monthly draw, call 0906 221 0871 b4 midnight",
        "Your parcel is held. Pay the £1.99 fee at royalmail-redeliver.info/uk today",
        "U have won a £500 voucher!! email ur name and address to prizes@claimdesk.biz",
    ],
)
def test_a_persons_words_padded_onto_a_scam_with_a_way_to_act_do_not_save_it(scam: str) -> None:
    padded = scam + PADDING
    assert _spam_probability(padded) < _model().keep_below  # the words alone read as a person's
    assert classify_text(padded, app_id=SMS).label == "scam"


DAMAGED_INSTALL = """
import json, logging, sys
from agent_memory.logs import capture_events
from agent_memory.privacy import classify_text
with capture_events() as events:
    first = classify_text(sys.argv[1], app_id="com.google.android.apps.messaging")
    second = classify_text(sys.argv[1], app_id="com.google.android.apps.messaging")
    code = classify_text("Your code is 482913", app_id="com.google.android.apps.messaging")
print(json.dumps({"verdicts": [first.reason, second.reason, code.reason], "events": events},
                 default=str))
"""


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        ("truncated", "not JSON"),
        ("missing", "cannot be read (FileNotFoundError)"),
        ("old version", "feature_version"),
    ],
)
def test_a_damaged_install_runs_on_the_rules_alone_and_says_so_once(
    tmp_path: Path, damage: str, reason: str
) -> None:
    """A copy of the package with its model file damaged, run in a fresh interpreter."""
    package = tmp_path / "agent_memory"
    shutil.copytree(
        ROOT / "src/agent_memory", package, ignore=shutil.ignore_patterns("__pycache__")
    )
    model = package / "privacy/spam_model.json"
    text = model.read_text("utf-8")
    if damage == "truncated":
        model.write_text(text[: len(text) // 2], encoding="utf-8")
    elif damage == "missing":
        model.unlink()
    else:
        data = json.loads(text)
        data["feature_version"] = FEATURE_VERSION - 1
        model.write_text(json.dumps(data), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", DAMAGED_INSTALL, JOB_FEE],
        env={**os.environ, "PYTHONPATH": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result = json.loads(done.stdout)
    # The rules alone: the job-fee scam no rule catches is kept, a code is still a code.
    assert result["verdicts"] == ["keep", "keep", "otp.keyword"]
    warnings = [e for e in result["events"] if e["event"] == "privacy.spam_model_unavailable"]
    assert len(warnings) == 1
    assert reason in warnings[0]["reason"]
    assert "packers" not in done.stdout + done.stderr
