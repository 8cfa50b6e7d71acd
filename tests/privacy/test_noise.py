"""Scenario tests of the deterministic noise filter (cases E5, E6, E11 and M10, and the kinds of
fault behind the handed noise lines)."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from agent_memory.ble.event import NotificationEvent, decode_utf8_lenient, make_event
from agent_memory.cli import app
from agent_memory.cli.noise import noise_eval
from agent_memory.errors import DecodeError, InvalidInput
from agent_memory.evaluation.noise import load_corpus
from agent_memory.notifications.noise import classify, mask_event
from agent_memory.privacy import MASK_TEXT, Verdict, holds_code_or_secret, phrase_kinds
from agent_memory.privacy import tables as noise_rules

T0 = datetime(2025, 3, 1, 9, 15, tzinfo=UTC)


def event(
    body: str,
    *,
    title: str = "",
    app_id: str = "com.example.app",
    flags: int | None = None,
    category: str | None = None,
    truncated: bool = False,
) -> NotificationEvent:
    return make_event(
        platform="android",
        source_key=f"0|{app_id}|1|null|10001",
        app_id=app_id,
        received_at=T0,
        title=title,
        body=body,
        android_flags=flags,
        category=category,
        body_truncated=truncated,
    )


def spanned(e: NotificationEvent, verdict: Verdict) -> list[str]:
    return [getattr(e, s.field)[s.start : s.end] for s in verdict.spans]


# --- handed event cases -------------------------------------------------------------------


def test_progress_flood_is_system_noise() -> None:
    """E5: 30 ongoing foreground-service posts of one key, Downloading 1% ... 30%."""
    verdicts = [
        classify(
            event(f"Downloading {i}%", title="Updates", app_id="org.fdroid.fdroid", flags=0x62)
        )
        for i in range(1, 31)
    ]
    assert {v.label for v in verdicts} == {"system"}
    assert {v.reason for v in verdicts} == {"system.ongoing"}


def test_progress_text_without_ongoing_flag_is_system_noise() -> None:
    """E5 as a bridge that drops the flags delivers it."""
    for body in (
        "Downloading 45%",
        "正在下载 67%",
        "Загрузка файла… 18%",
        "Uploading 12 of 40",
        "Downloading Lisbon · 120 MB of 310 MB",
    ):
        assert classify(event(body)).reason == "system.progress", body


def test_progress_verb_in_a_message_is_kept() -> None:
    assert classify(event("Downloading the photos now, will send them tonight")).label == "keep"


def test_android_15_redaction_is_a_hidden_code() -> None:
    """E6: the placeholder Android 15 shows an untrusted listener instead of an OTP."""
    verdict = classify(
        event(
            "Sensitive notification content hidden", title="Messages", app_id="com.android.systemui"
        )
    )
    assert (verdict.label, verdict.reason) == ("otp", "otp.android_hidden")
    assert verdict.dropped


def test_code_in_message_cut_inside_a_multibyte_character_is_still_otp() -> None:
    """E11: the bridge cut the message inside the em dash."""
    raw = "Your login code is 482913. Valid 5 min — do not share".encode()
    cut_at = raw.index("—".encode()) + 1  # one byte into the three-byte em dash
    text, cut = decode_utf8_lenient(raw[:cut_at])
    assert cut
    assert text == "Your login code is 482913. Valid 5 min "
    e = event(text, title="Bank", truncated=cut)
    assert e.body_truncated
    verdict = classify(e)
    assert verdict.label == "otp"
    assert spanned(e, verdict) == ["482913"]


def test_chase_code_is_filtered_and_venmo_payment_kept() -> None:
    """M10: the code never reaches extraction; the payment does, without the code."""
    chase = event("Chase: one-time code 482913", title="Chase", app_id="com.chase.sig.android")
    venmo = event("Alex paid you $40 for rent", title="Venmo", app_id="com.venmo")
    verdicts = {e.app_id: classify(e) for e in (chase, venmo)}
    assert verdicts["com.chase.sig.android"].label == "otp"
    assert verdicts["com.venmo"] == Verdict("keep", "keep")
    to_model = [
        mask_event(e, verdicts[e.app_id]) for e in (chase, venmo) if not verdicts[e.app_id].dropped
    ]
    assert to_model == [venmo]
    assert all("482913" not in f"{e.title} {e.body}" for e in to_model)
    # What may be logged (reason, spans) carries no text of the notification.
    chase_verdict = verdicts["com.chase.sig.android"]
    assert "482913" not in repr((chase_verdict.reason, chase_verdict.spans))


# --- one-time codes -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ("验证码123456，5分钟内有效", "123456"),
        ("您的验证码是654321。", "654321"),
        ("【1024CODE】您的手机验证码是636246。", "636246"),
        ("[카카오] 인증번호는 7731 입니다.", "7731"),
        ("認証コード：582019", "582019"),
        ("G-551270 is your Google verification code.", "G-551270"),
        ("Your login code: 123 456", "123 456"),
        ("OTP for acct (XX1245) is 811739", "811739"),
        ("ma GD 4821 ma OTP 739105 so tien 250000 VND", "739105"),
        ("Slack confirmation code: KTR-92X", "KTR-92X"),
        ("FB-482019 is your Facebook code", "FB-482019"),
        ("Tu código Cabify: 4412", "4412"),
        ("您的验证码是8 2 1 9 4 0，请勿向他人泄露。", "8 2 1 9 4 0"),
    ],
)
def test_code_span_is_the_code_not_a_neighbouring_number(body: str, code: str) -> None:
    e = event(body)
    verdict = classify(e)
    assert verdict.label == "otp"
    assert spanned(e, verdict) == [code]


def test_ticket_key_before_a_code_keyword_is_not_a_code() -> None:
    assert classify(event("PROJ-4821 assigned to you: Fix login code path for SSO")).label == "keep"


def test_physical_access_code_is_kept() -> None:
    for body in (
        "Your room 2211 key code is 7732, valid until checkout on Sunday.",
        "I'll be there at 1930, flat 4B, code for the door is 1993",
        "Код от подъезда 2580, квартира 14",
    ):
        assert classify(event(body)).label == "keep", body


def test_curly_apostrophe_matches_like_a_straight_one() -> None:
    e = event("440 281 – don’t share it with anyone")
    verdict = classify(e)
    assert verdict.label == "otp"
    assert spanned(e, verdict) == ["440 281"]


def test_cjk_keyword_right_before_digits_is_found_without_word_boundary() -> None:
    # \b would see no boundary between 码 and 1: both are word characters to Python.
    assert re.search(r"验证码\b", "验证码123456") is None
    assert classify(event("验证码123456")).label == "otp"


def test_keyword_in_title_and_code_in_body() -> None:
    e = event("482913", title="Verification code")
    verdict = classify(e)
    assert verdict.label == "otp"
    assert [(s.field, s.start, s.end) for s in verdict.spans] == [("body", 0, 6)]


def test_sender_number_in_title_is_not_a_code() -> None:
    e = event("【某银行】温馨提示：请勿向任何人透露您的密码和验证码。", title="1069")
    assert classify(e).label == "keep"


def test_domain_bound_code_line_is_otp() -> None:
    e = event("Your Example code is ready.\n\n@example.com #A1B2C3")
    verdict = classify(e)
    assert verdict.reason == "otp.domain_bound"
    assert spanned(e, verdict) == ["A1B2C3"]


@pytest.mark.parametrize(
    "body",
    [
        "Use discount code SAVE20 at checkout",
        "Show barcode 88213004 at the counter",
        "Your pickup code is 5520",
        "The gate code for the building is 4821",
        "Flight SA1234 to Lisbon: gate changed to B12, boarding 18:05",
        "Order 112-3456789-0123456 has shipped",
        "Payment of $2,500.00 from account ****4821 completed",
        "Call me at 555-201-7788 when you land",
        "Appointment on 12/05/2025 at 14:30",
        "error code 5003 again on staging",
    ],
)
def test_numbers_that_are_not_codes_are_kept(body: str) -> None:
    assert classify(event(body)).label in ("keep", "marketing")
    assert classify(event(body)).label != "otp"


def test_code_wins_over_unsubscribe_line_and_promotion() -> None:
    verdict = classify(event("Your Uber code: 9127. 20% off your next ride! Reply STOP to opt out"))
    assert verdict.label == "otp"


def test_unsubscribe_line_alone_does_not_make_a_balance_alert_marketing() -> None:
    assert (
        classify(event("【某银行】您尾号1234的账户余额不足100元，请及时存入。退订回T")).label
        == "keep"
    )
    assert classify(event("Your balance is $1,204.55. Reply STOP to end alerts.")).label == "keep"


def test_promo_code_mentioned_in_a_chat_is_not_marketing() -> None:
    assert classify(event("The promo code didn't work, try again tonight?")).label == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Use code SPRING5 for $5 off your next order this weekend!",
        "Take €10 off orders over €50 with code HELLO10",
        "Get $3 off your next 2 rides",
        "10€ off everything today, in store and online",
    ],
)
def test_money_off_offer_is_marketing(body: str) -> None:
    """A promotion with an amount off (not a percentage), seen as a kept memory before."""
    assert classify(event(body, title="Uber Eats", app_id="com.ubercab.eats")).label == "marketing"


def test_money_off_told_in_a_chat_is_not_marketing() -> None:
    assert classify(event("I got $5 off at the bakery lol", title="Mia")).label == "keep"


def test_newsletter_with_an_unsubscribe_line_is_marketing_and_the_word_alone_is_not() -> None:
    body = "Weekly newsletter: 10 tips for productivity. Unsubscribe anytime"
    assert classify(event(body, app_id="com.google.android.gm")).label == "marketing"
    assert classify(event("did you read the newsletter?", title="Ravi")).label == "keep"


def test_brand_prefix_alone_is_not_marketing() -> None:
    assert classify(event("【某快递】您的快递已到丰巢柜，请尽快取件。")).label == "keep"


def test_text_whose_lower_case_changes_length_is_still_scanned() -> None:
    # "İ".lower() is two characters; the filter falls back to a case-insensitive scan.
    e = event("İstanbul: your verification code is 482913")
    assert len(e.body.lower()) != len(e.body)
    verdict = classify(e)
    assert verdict.label == "otp"
    assert spanned(e, verdict) == ["482913"]


# --- secrets and masking ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("New token created: ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8", "secret.github_token"),
        ("key AKIAIOSFODNN7EXAMPLE", "secret.aws_access_key"),
        ("xoxb-2039485-2039485610-Ab3dE5fG7hI9jK1lM3nO", "secret.slack_token"),
        ("sk_live_51HbX4tK2eZvKYlo2C0FfA9bZpQx", "secret.stripe_key"),
        ("-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg", "secret.private_key"),
        ("Your temporary password is: Xk9#mP2qL", "secret.password_prose"),
        ("密码为 Ab38x9k2，请登录后修改", "secret.password_prose"),
        ("card 4111 1111 1111 1111", "secret.card"),
        ("db postgres://admin:Pg!7731xyz@db.internal:5432/app", "secret.url_credentials"),
        ("Netflix login: tom.r@example.com / Couch!2023", "secret.credential_pair"),
        ("账号 wangxm，密码 Wm@123456", "secret.password_prose"),
        ("netflix pw: Sunny2024!!", "secret.password_prose"),
        ("wifi: BlueHouse / pass: Garden!2021", "secret.password_prose"),
        ("AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "secret.aws_secret_key"),
    ],
)
def test_secret_is_dropped(body: str, reason: str) -> None:
    verdict = classify(event(body))
    assert (verdict.label, verdict.reason) == ("secret", reason)


TOKEN_EXAMPLES = {
    "pin": "your new PIN is 4821, keep it safe",
    "private_key": "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIB",
    "putty_key": "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none",
    "hex_private_key": (
        "wallet priv key 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"
    ),
    "vault_token": "hvs.CAESIJ8xk2Lm9QpR7tYvW3zN5aBc",
    "discord_token": "bot token MTA4NzE2MjM0NTY3ODkwMTIz.GhT9xQ.abcdefghijklmnopqrstuvwxyz012345",
    "github_token": "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8",
    "github_pat": "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
    "gitlab_token": "glrt-9xYzA1bC2dE3fG4hI5jK",
    "aws_access_key": "AKIAIOSFODNN7EXAMPLE",
    "aws_secret_key": "aws secret: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "slack_token": "xoxp-2039485-2039485610-Ab3dE5fG7hI9jK1lM3nO",
    "slack_webhook": "https://hooks.slack.com/services/T0001/B0002/XXXXXXXXXXXXXXXX",
    "stripe_key": "rk_test_9aB3cD5eF7gH9iJ1kL3mN5oP",
    "sk_key": "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWx",
    "google_api_key": "AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q",
    "google_oauth_token": "ya29.a0AfH6SMBx3k9Q2rT5uV8wX1yZ",
    "npm_token": "npm_a8B2c4D6e8F0g2H4i6J8k0L2m4N6o8P0q2R4",
    "huggingface_token": "hf_QwErTyUiOpAsDfGhJkLzXcVbNmQwErTy12",
    "sendgrid_key": "SG.abcdefghijklmnopqrstuv.ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq",
    "telegram_bot_token": "5812934401:AAFh3kJx9QwErTyUiOpAsDfGhJkLzXcVbNm",
    "url_credentials": "postgres://admin:Pg!7731xyz@db.internal:5432/app",
    "jwt": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.dozjgNryP4J3jVmNHl0w5N",
    "bearer_token": "Authorization: Bearer 8f7d6e5c4b3a29181716151413121110",
    "pypi_token": "pypi-AgEIcHlwaS5vcmcCJGE4ZDk3N2Y1LWJjYjQtNDNlYy04ZDFj",
    "docker_token": "dckr_pat_A1b2C3d4E5f6G7h8I9j0K1l2M3n",
    "azure_storage_key": "AccountName=logs;AccountKey=A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9==",
    "azure_client_secret": "abc1Q~A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7",
    "twilio_key": "SK0123456789abcdef0123456789abcdef",
    "labelled_key": "API_KEY=Zx9kLm2Pq7Rt4Vw8Yb3Nc6Hd1Jf5",
    "stripe_webhook_secret": "whsec_A1b2C3d4E5f6G7h8I9j0K1l2M3n4",
    "slack_app_token": "xapp-1-A02AB3CD4-2210938475-9f2c7e1a4b8d3f6e0a5c2b9d",
    "grafana_token": "glsa_Zx98Yw76Vu54Ts32Rq10Po98Nm76Lk54_9f8e7d6c",
    "wifi_qr": "WIFI:S:Flat 3;T:WPA;P:kettle-42;;",
    "email_password_pair": "anna.k@mailbox.example / Sunflower!88",
    "figma_token": "figd_Qw3rTy7uIo9pAs2dFg5hJk8lZx0cVb4n",
    "mercadopago_token": (
        "APP_USR-5521934401928374-061214-0a1b2c3d4e5f60718293a4b5c6d7e8f9-99182736"
    ),
    "mollie_key": "mollie test_Hq4Lm8Zt2Xc6Vb9Nr3Kp7Wd1Fs5Gj0",
}


def test_every_token_rule_is_reached_through_its_gate() -> None:
    assert set(TOKEN_EXAMPLES) == {name for name, _, _ in noise_rules.SECRET_TOKEN_PATTERNS}
    for rule, body in TOKEN_EXAMPLES.items():
        verdict = classify(event(f"new one: {body}"))
        assert (verdict.label, verdict.reason) == ("secret", f"secret.{rule}"), rule


def test_password_word_without_a_value_is_kept() -> None:
    for body in (
        "Boarding pass: seat 12A, gate B7, boarding 18:05",
        "Reset your username/password combination in Settings.",
        "Your password is about to expire.",
        "请勿向任何人透露您的密码。",
    ):
        assert classify(event(body)).label == "keep", body


def test_card_number_in_a_long_message_is_dropped_or_with_mask_secrets_masked() -> None:
    """Issue 26: a card is a secret wherever it appears; a caller who keeps long messages
    (``mask_secrets``) gets the card masked and the rest kept."""
    body = (
        "use my card 4111 1111 1111 1111 to book the cabin for the long weekend, "
        "I will pay you back on Friday"
    )
    e = event(body, title="Ana")
    dropped = classify(e)
    assert (dropped.label, dropped.reason) == ("secret", "secret.card")
    assert spanned(e, dropped) == ["4111 1111 1111 1111"]
    verdict = classify(e, mask_secrets=True)
    assert (verdict.label, verdict.reason) == ("keep", "keep.masked.card")
    assert spanned(e, verdict) == ["4111 1111 1111 1111"]
    masked = mask_event(e, verdict)
    assert masked.body == body.replace("4111 1111 1111 1111", MASK_TEXT)
    assert not any(ch.isdigit() for ch in masked.body)
    assert masked.title == "Ana"


def test_token_in_a_long_message_is_dropped_or_with_mask_secrets_masked() -> None:
    body = (
        "A new personal access token ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8 was added to "
        "your account. If this was not you, review your security settings now."
    )
    e = event(body, title="GitHub")
    assert classify(e).reason == "secret.github_token"
    verdict = classify(e, mask_secrets=True)
    assert verdict.reason == "keep.masked.github_token"
    assert "ghp_" not in mask_event(e, verdict).body


def test_card_number_with_cvv_is_dropped_even_in_a_long_message() -> None:
    body = (
        "card is 4111 1111 1111 1111 exp 09/27 cvv 123, book two seats for the Saturday show please"
    )
    assert classify(event(body), mask_secrets=True).reason == "secret.card"


def test_an_international_phone_number_is_no_card() -> None:
    """A sender's number with its plus sign ("+5511988880002") passes the Luhn check and an
    issuer prefix; it was read as a card in the title of a bank scam."""
    body = "Banco do Brasil: sua conta será bloqueada hoje. Regularize em bb-atualizacao.com"
    assert classify(event(body, title="+5511988880002")).reason == "scam.score"
    assert classify(event("call me on +5511988880002 when you land")).label == "keep"
    assert classify(event("card 5511988880002 exp 04/29")).reason == "secret.card"


@pytest.mark.parametrize(
    "body",
    [
        "card 4111 1111 1111 1112",  # fails the Luhn check
        "Order 4111 1111 1111 1111 has shipped",  # beside an order word
        "Tracking 4111111111111111 out for delivery",
        "ref 9111 1111 1111 1117",  # Luhn-valid, no known issuer prefix
    ],
)
def test_number_that_is_not_a_card_is_kept(body: str) -> None:
    assert classify(event(body)).label == "keep"


def test_uuid_and_commit_hash_are_not_secrets() -> None:
    assert classify(event("Build 0f8fad5b-d9cb-469f-a165-70867728950e finished")).label == "keep"
    assert classify(event("the build is at 0f8fad5bd9cb469fa16570867728950e")).label == "keep"


def test_masking_a_dropped_verdict_is_refused() -> None:
    e = event("Your verification code is 482913")
    with pytest.raises(InvalidInput):
        mask_event(e, classify(e))


def test_masking_with_nothing_to_mask_returns_the_event_itself() -> None:
    e = event("Appointment moved to Thursday 4:30 PM")
    assert mask_event(e, classify(e)) is e


def test_masking_with_a_verdict_of_another_event_is_refused() -> None:
    long = event(
        "use my card 4111 1111 1111 1111 to book the cabin for the long weekend, "
        "I will pay you back on Friday"
    )
    with pytest.raises(InvalidInput):
        mask_event(event("short"), classify(long))


# --- system --------------------------------------------------------------------------------


def test_media_playback_and_mail_placeholder_are_system() -> None:
    assert classify(event("Blinding Lights", category="transport")).reason == "system.category"
    assert classify(event("Loading…", title="Mail", app_id="com.apple.mobilemail")).reason == (
        "system.placeholder"
    )
    assert classify(event("Track 3 · Some Artist", title="Now playing")).reason == "system.media"
    assert classify(event("Sending message…", title="Gmail")).reason == "system.placeholder"


def test_charging_status_is_system_only_from_the_system_ui() -> None:
    assert classify(event("Charging rapidly", app_id="com.android.systemui")).label == "system"
    tesla = event("Your car is charging and will be ready at 6:40", app_id="com.teslamotors")
    assert classify(tesla).label == "keep"


def test_group_summary_is_left_to_the_processor() -> None:
    """E2: a summary without a child is a real message; the filter does not drop summaries."""
    assert classify(event("Train delayed 20 min", title="Mia", flags=0x200)).label == "keep"


# --- rules and corpus file hygiene ---------------------------------------------------------


def test_every_phrase_belongs_to_exactly_one_kind() -> None:
    doubles = {key: kinds for key, kinds in phrase_kinds().items() if len(kinds) > 1}
    assert doubles == {}


def test_code_keywords_cover_every_language_of_the_issue() -> None:
    assert set(noise_rules.OTP_STRONG_PHRASES) >= {
        "en", "zh", "zh_hant", "es", "pt", "de", "fr", "ru", "vi", "ja", "ko"
    }  # fmt: skip
    for language in ("es", "pt", "de", "fr", "ru", "vi", "ja", "ko", "zh"):
        assert noise_rules.PASSWORD_PHRASES[language], language


def test_classification_is_deterministic() -> None:
    e = event("【某宝】验证码520819，切勿转发。")
    assert classify(e) == classify(e)


def test_corpus_line_that_is_not_json_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": "a", "app_id": "x", "body": "hi", "expected": "keep"}\n{oops\n')
    with pytest.raises(DecodeError) as info:
        load_corpus([path])
    assert info.value.line == 2


def test_corpus_line_with_unknown_label_or_repeated_id_is_rejected(tmp_path: Path) -> None:
    bad_label = tmp_path / "label.jsonl"
    bad_label.write_text('{"id": "a", "app_id": "x", "body": "hi", "expected": "spam"}\n')
    with pytest.raises(DecodeError) as info:
        load_corpus([bad_label])
    assert info.value.field == "expected"
    repeated = tmp_path / "repeat.jsonl"
    line = '{"id": "a", "app_id": "x", "body": "hi", "expected": "keep"}\n'
    repeated.write_text(line + line)
    with pytest.raises(DecodeError) as info:
        load_corpus([repeated])
    assert (info.value.field, info.value.line) == ("id", 2)


def test_ongoing_corpus_line_sets_the_android_flags(tmp_path: Path) -> None:
    path = tmp_path / "c.jsonl"
    path.write_text(
        '{"id": "a", "app_id": "x", "body": "Downloading", "ongoing": true, "expected": "system"}\n'
    )
    (sample,) = load_corpus([path])
    assert sample.event.is_ongoing


# --- the scoring command -------------------------------------------------------------------


def _cli() -> typer.Typer:
    """A group app with the real command, as ``agent-memory`` is once several are registered."""
    group = typer.Typer()
    group.callback()(lambda: None)
    group.command("noise-eval")(noise_eval)
    return group


def test_noise_eval_is_registered_on_the_agent_memory_app() -> None:
    assert "noise-eval" in [c.name for c in app.registered_commands]


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_noise_eval_prints_scores_and_confusion_matrix(tmp_path: Path) -> None:
    corpus = _write(
        tmp_path / "c.jsonl",
        [
            '{"id": "a", "app_id": "x", "body": "Your verification code is 482913",'
            ' "expected": "otp"}',
            '{"id": "b", "app_id": "x", "body": "Dinner at 7 at Luigi\'s?", "expected": "keep"}',
            '{"id": "c", "app_id": "x", "body": "Lunch with Sam on Friday", "expected": "otp"}',
        ],
    )
    result = CliRunner().invoke(_cli(), ["noise-eval", str(corpus), "--show-mistakes"])
    assert result.exit_code == 0, result.output
    assert "confusion matrix" in result.output
    assert "precision" in result.output
    assert "Target missed" in result.output
    # The mistake is listed by id, labels and rule, never by text.
    assert "Lunch" not in result.output
    assert "482913" not in result.output
    checked = CliRunner().invoke(_cli(), ["noise-eval", str(corpus), "--check"])
    assert checked.exit_code == 1


def test_noise_eval_shows_no_score_for_a_label_with_nothing_to_count(tmp_path: Path) -> None:
    corpus = _write(
        tmp_path / "c.jsonl",
        ['{"id": "b", "app_id": "x", "body": "Dinner at 7 at Luigi\'s?", "expected": "keep"}'],
    )
    result = CliRunner().invoke(_cli(), ["noise-eval", str(corpus)], terminal_width=200)
    assert result.exit_code == 0, result.output
    scores = result.output.split("confusion matrix", 1)[0]
    rows = {line.split("│")[1].strip(): line for line in scores.splitlines() if "│" in line}
    scam = [cell.strip() for cell in rows["scam"].split("│")[2:7]]
    keep = [cell.strip() for cell in rows["keep"].split("│")[2:7]]
    # No scam line expected and none predicted: no precision, recall or F1 to show.
    assert scam == ["0", "0", "-", "-", "-"]
    assert keep == ["1", "1", "1.000", "1.000", "1.000"]


def test_noise_eval_rejects_a_bad_corpus_with_status_2(tmp_path: Path) -> None:
    corpus = _write(tmp_path / "c.jsonl", ["not json"])
    result = CliRunner().invoke(_cli(), ["noise-eval", str(corpus)])
    assert result.exit_code == 2
    missing = CliRunner().invoke(_cli(), ["noise-eval", str(tmp_path / "none.jsonl")])
    assert missing.exit_code == 2


@pytest.mark.parametrize(
    "body",
    [
        "验证码：４８２９１３，请勿告诉他人",  # full-width digits
        "رمز التحقق الخاص بك هو ٤٨٢٩١٣",  # Arabic-Indic digits
        "Your verification code is ४८२९१३",  # Devanagari digits
    ],
)
def test_code_in_non_ascii_digits_is_a_one_time_code(body: str) -> None:
    e = event(body, title="Bank")
    verdict = classify(e)
    assert verdict.label == "otp"
    assert [len(t) for t in spanned(e, verdict)] == [6]  # the span is the code in the original
    assert holds_code_or_secret(body)


@pytest.mark.parametrize(
    "body",
    [
        "Your new PIN is 4821. Keep it safe.",
        "Your card PIN: 7731",
        "log in to the bank app with PIN 4821",
    ],
)
def test_the_users_own_pin_with_its_digits_is_a_secret(body: str) -> None:
    assert classify(event(body, title="Bank")).label == "secret"
    assert holds_code_or_secret(body)


@pytest.mark.parametrize(
    "body",
    [
        "Your parcel is at the pickup point. Pickup PIN: 5520",
        "Your ride PIN is 5520: share it with your driver",
        "Your PIN was changed on 2025-03-01",
    ],
)
def test_a_pin_named_for_something_else_or_without_digits_is_kept(body: str) -> None:
    assert classify(event(body)).label == "keep"


def test_labelled_passphrase_of_plain_letters_is_a_secret() -> None:
    verdict = classify(event("Password: correcthorsebatterystaple", title="Vault"))
    assert (verdict.label, verdict.reason) == ("secret", "secret.password_prose")
    assert classify(event("Password: changed")).label == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [("482913", "is your verification code"), ("G-482913", "is your Google verification code")],
)
def test_code_as_the_whole_title_continued_by_the_body_is_a_one_time_code(
    title: str, body: str
) -> None:
    e = event(body, title=title)
    verdict = classify(e)
    assert verdict.label == "otp"
    assert [s.field for s in verdict.spans] == ["title"]


def test_sms_sender_number_as_title_is_still_not_a_code() -> None:
    assert classify(event("您的快递已到驿站，请凭取件码取件", title="95588")).label == "keep"
    assert classify(event("Meeting moved to room 4B", title="10690")).label == "keep"
