"""Scenario tests of the rule families added after held-out set 3: each kind of miss, and the
real message beside it that must still be kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory.evaluation.noise import load_corpus
from agent_memory.notifications.noise import classify, mask_event
from agent_memory.privacy import MASK_TEXT, scan

from .test_noise import event, spanned


def test_code_word_with_a_turkish_or_indonesian_suffix_is_a_code() -> None:
    for body, code in (
        ("Giriş yapmak için kodunuz: 552019", "552019"),
        ("Kodenya 552019, jangan kasih tahu siapa pun ya", "552019"),
        ("Doğrulama kodunuz: 482019. Bu kodu kimseyle paylaşmayın.", "482019"),
    ):
        e = event(body)
        verdict = classify(e)
        assert verdict.label == "otp", body
        assert spanned(e, verdict) == [code]


def test_postal_code_words_in_new_languages_are_kept() -> None:
    for body in ("Posta kodu 34000, Kadıköy", "Kode pos 40115, Jl. Merdeka No. 12"):
        assert classify(event(body)).label == "keep", body


def test_password_word_beside_a_warning_is_a_one_time_code() -> None:
    e = event("Пароль: 7721 для оплаты 1250,00 RUB в OZON. Не сообщайте его никому.")
    verdict = classify(e)
    assert verdict.label == "otp"
    assert spanned(e, verdict) == ["7721"]


def test_numeric_password_without_a_warning_stays_a_secret() -> None:
    verdict = classify(event("wifi password: 88886666"))
    assert (verdict.label, verdict.reason) == ("secret", "secret.password_prose")


def test_number_matching_sign_in_approval_is_a_one_time_code() -> None:
    e = event("Approve sign-in? Enter 47 in Microsoft Authenticator to approve the request.")
    verdict = classify(e)
    assert (verdict.label, verdict.reason) == ("otp", "otp.number_match")
    assert spanned(e, verdict) == ["47"]


def test_press_a_digit_to_approve_is_kept() -> None:
    assert classify(event("Press 2 to approve, 3 to decline")).label == "keep"


def test_account_word_right_after_a_code_keyword_does_not_guard_the_code() -> None:
    e = event("Sicherheitscode für Ihr Konto: 2291. Teilen Sie diesen mit niemandem.")
    assert spanned(e, classify(e)) == ["2291"]


def test_account_number_after_other_words_stays_guarded() -> None:
    body = "Two-factor authentication was turned off for account 4471"
    assert classify(event(body)).label == "keep"


def test_booking_reference_beside_a_flight_is_kept() -> None:
    body = "Your confirmation code is HX7K2P. Flight DL 405 JFK-LAX on Dec 3 at 7:00 AM."
    assert classify(event(body)).label == "keep"


def test_ticket_key_before_an_otp_word_is_kept() -> None:
    for body in (
        "KEY-2210: OTP resend button disabled after 3 attempts",
        "The OTP service is down since 14:05, incident 5520",
    ):
        assert classify(event(body)).label == "keep", body


def test_mixed_letter_and_digit_code_right_after_the_code_word_is_a_code() -> None:
    for body, code in (
        ("Your code is K7Q2P9", "K7Q2P9"),
        ("Your code: 4F7-K2M", "4F7-K2M"),
        ("Use 4Q7-K2M to sign in to Discord.", "4Q7-K2M"),
    ):
        e = event(body)
        verdict = classify(e)
        assert verdict.label == "otp", body
        assert spanned(e, verdict) == [code]


def test_word_and_number_promotion_code_is_not_a_one_time_code() -> None:
    assert classify(event("Use code SAVE20 at checkout")).label == "keep"
    assert classify(event("Use code SAVE20 at checkout for 20% off")).label == "marketing"


def test_comma_after_a_code_is_not_a_decimal_point() -> None:
    for body, code in (
        ("【美团】您的动态码是 7721,5分钟内有效。", "7721"),
        ("蝦皮購物:您的驗證碼是 602718,10分鐘內有效", "602718"),
    ):
        e = event(body)
        assert spanned(e, classify(e)) == [code], body


def test_month_and_year_is_not_a_code() -> None:
    body = "Do not disclose your PIN to anyone. Your statement for 11/2025 is ready."
    assert classify(event(body)).label == "keep"


def test_longer_phrase_wins_over_an_optional_hyphen() -> None:
    e = event("Your login PIN is 5520")
    assert spanned(e, classify(e)) == ["5520"]


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("TWILIO_AUTH_TOKEN=9f2c7e1a4b8d3f6e0a5c2b9d7e4f1a8c", "secret.labelled_key"),
        ("Twilio SK2b7f9e4c1a8d3b6e0f5c2a9d7e4b1c8f", "secret.twilio_key"),
        ("docker login -u acme -p dckr_pat_Xk7Pq2Lm9Rt4Vw8Zy3Nb6Hc1Jd5G", "secret.docker_token"),
    ],
)
def test_new_provider_keys_are_secrets(body: str, reason: str) -> None:
    verdict = classify(event(body))
    assert (verdict.label, verdict.reason) == ("secret", reason)


def test_labelled_key_in_a_long_message_drops_it_or_masks_only_the_value() -> None:
    value = "Zx9kLm2Pq7Rt4Vw8Yb3Nc6Hd1Jf5"
    body = (
        f"Staging is back up; I set API_KEY={value} in the deploy settings, "
        "so please redeploy your branch before the demo this afternoon"
    )
    e = event(body, title="#deploys")
    assert classify(e).reason == "secret.labelled_key"
    verdict = classify(e, mask_secrets=True)
    assert verdict.reason == "keep.masked.labelled_key"
    assert spanned(e, verdict) == [value]
    assert mask_event(e, verdict).body == body.replace(value, MASK_TEXT)


def test_words_about_keys_and_tokens_are_kept() -> None:
    for body in (
        "token expired, please log in again",
        "API key rotation is scheduled for Friday",
        "secret santa draw is on 12/10!",
    ):
        assert classify(event(body)).label == "keep", body


def test_iban_with_a_pin_is_a_secret_and_an_iban_alone_is_kept() -> None:
    verdict = classify(event("IBAN DE89 3704 0044 0532 0130 00, PIN 4471"))
    assert (verdict.label, verdict.reason) == ("secret", "secret.account_pin")
    body = "My IBAN is DE89 3704 0044 0532 0130 00, send the money there"
    assert classify(event(body)).label == "keep"


def test_card_number_with_its_pin_is_a_secret() -> None:
    body = "PIN for the card is 4471, card 4111 1111 1111 1111"
    assert classify(event(body)).label == "secret"


def test_grouped_app_password_and_wlan_key_are_secrets() -> None:
    for body in (
        "app password for thunderbird: xmqt hvzp lrke wydc",
        "WLAN-Schlüssel: 4471 9920 3381 5520 6612",
    ):
        assert classify(event(body)).label == "secret", body


def test_password_without_a_connector_needs_a_strong_value() -> None:
    assert classify(event("kata sandinya Bandung#88 ya")).label == "secret"
    assert classify(event("Forgot your password? Reset it here")).label == "keep"
    assert classify(event("Password must contain at least 8 characters")).label == "keep"


@pytest.mark.parametrize(
    "body",
    ["la password è Milano!2024", "كلمة السر هي Cairo2024", "รหัสผ่านคือ somchai99"],
)
def test_passwords_in_more_languages_are_secrets(body: str) -> None:
    assert classify(event(body)).label == "secret"


def test_vpn_and_screenshot_status_are_system_from_any_app() -> None:
    for title, body, app_id in (
        ("VPN", "VPN is active. Connected to Frankfurt #12", "com.nordvpn.android"),
        ("Screenshot saved", "Tap to view your screenshot", "com.android.systemui"),
        ("スクリーンショット", "スクリーンショットを保存しました", "com.example.app"),
    ):
        assert classify(event(body, title=title, app_id=app_id)).label == "system", body


def test_chat_about_a_vpn_or_a_screenshot_is_kept() -> None:
    for body in (
        "Your VPN subscription renews on 12/03 for $4.99",
        "screenshot this and send it to me pls",
    ):
        assert classify(event(body)).label == "keep", body


def test_app_progress_line_is_system_and_a_message_like_it_is_kept() -> None:
    for body in ("Sending 2 photos…", "Syncing mail…", "Copying 4 files to SD card… 2 min left"):
        assert classify(event(body, app_id="org.telegram.messenger")).label == "system", body
    for body in ("Sending love from Paris…", "Anna: sending the photos now…"):
        assert classify(event(body, app_id="org.telegram.messenger")).label == "keep", body


def test_now_playing_opening_the_body_is_media() -> None:
    verdict = classify(event("Now playing: Levitating — Dua Lipa", title="YouTube Music"))
    assert verdict.reason == "system.media"


def test_debit_word_that_also_means_discount_is_kept() -> None:
    assert classify(event("تم خصم 250.00 ريال من بطاقتك المنتهية بـ 4821")).label == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Sconti fino al 40% solo questo weekend!",
        "Kasım indirimi: tüm ürünlerde %30 indirim!",
        "عروض الجمعة البيضاء: خصم يصل إلى 70% على الإلكترونيات",
        "โปรโมชั่นพิเศษ ลดสูงสุด 50% วันนี้เท่านั้น",
        "Happy hour! Buy one, get one free on all handcrafted drinks today.",
        "Get 2 months free when you upgrade today. Terms apply.",
    ],
)
def test_promotions_in_more_languages_and_shapes_are_marketing(body: str) -> None:
    assert classify(event(body)).label == "marketing"


def test_token_word_before_digits_is_a_code_and_before_a_key_is_a_secret() -> None:
    e = event("Authentication token: 552019")
    verdict = classify(e)
    assert verdict.label == "otp"
    assert spanned(e, verdict) == ["552019"]
    verdict = classify(event("token: Zx9kLm2Pq7Rt4Vw8Yb3Nc6Hd1Jf5"))
    assert (verdict.label, verdict.reason) == ("secret", "secret.labelled_key")


def test_login_request_with_a_number_to_tap_is_a_one_time_code() -> None:
    verdict = classify(event("Login request: tap 36 in the app to approve"))
    assert verdict.reason == "otp.number_match"


def test_promotion_code_beside_a_percentage_is_marketing() -> None:
    body = "Código de descuento: HOLA10 — 10% en tu primer pedido"
    assert classify(event(body)).label == "marketing"
    assert classify(event("Promo code didn't work for me either")).label == "keep"


def test_booking_confirmation_code_is_kept_and_a_warned_one_is_a_code() -> None:
    assert classify(event("Hotel confirmation code: 552019 — check-in 15:00")).label == "keep"
    body = "Your confirmation code is 552019. Do not share it with anyone."
    assert classify(event(body)).label == "otp"


@pytest.mark.parametrize(
    "body",
    [
        "Token balance: 5520 credits remaining",
        "Kodu 5520 olan ürün stokta",
        "Your customer code 552019 for support calls",
        "Thanks for your payment of $55.20. Confirmation number 88213409.",
        "Tap here to continue watching episode 4021",
    ],
)
def test_numbers_beside_reference_words_are_kept(body: str) -> None:
    assert classify(event(body)).label == "keep"


def test_ascii_phrase_tries_find_what_the_full_tries_find_in_ascii_text() -> None:
    fixtures = Path(__file__).resolve().parent.parent / "fixtures" / "noise"
    samples = load_corpus(sorted(fixtures.glob("*.jsonl")))
    texts = [f"{s.event.title}\n{s.event.subtitle}\n{s.event.body}".lower() for s in samples]
    ascii_texts = [t for t in texts if t.isascii()]
    assert len(ascii_texts) > 500
    for text in ascii_texts:
        for full, small in zip(scan._phrase_res("full"), scan._phrase_res("ascii"), strict=True):
            assert [m.span() for m in full.finditer(text)] == [
                m.span() for m in small.finditer(text)
            ], text
