"""Noise filter, round 4: Android categories that carry news, payment cards and confirmation
numbers, long texts, and the ``scam`` label (issue 26)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory.ble.event import NotificationEvent, make_event
from agent_memory.evaluation import load_stream, run_stream, score_run
from agent_memory.notifications.fallback import notification_fallback_provider
from agent_memory.notifications.noise import classify, mask_event
from agent_memory.notifications.processor import ProcessorConfig
from agent_memory.privacy import holds_code_or_secret
from tests.evaluation.support import android, write_stream
from tests.notifications.processor_support import fallback_engine, harness

T0 = datetime(2025, 3, 1, 9, 15, tzinfo=UTC)


def event(
    body: str,
    *,
    title: str = "",
    app_id: str = "com.example.app",
    flags: int | None = None,
    category: str | None = None,
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
    )


# --- a category alone drops no news ------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "body", "category", "app_id"),
    [
        ("G102 次列车", "您乘坐的G102次列车预计晚点20分钟，请留意车站广播。", "status", "ctrip"),
        ("G102 次列车", "G102次列车已开始检票，检票口 12A。", "status", "ctrip"),
        (
            "快件派送中",
            "您的快件SF1234567890今天预计18:00前送达，快递员王师傅 138****5678。",
            "status",
            "com.sf.activity",
        ),
        (
            "Delivered",
            "Your package was delivered. It was handed to a resident.",
            "status",
            "com.amazon.mShop.android.shopping",
        ),
        ("UPS", "Your package will be delivered today between 2pm and 4pm", "transport", "com.ups"),
        ("滴滴出行", "司机已接单，白色大众朗逸 沪A·12345，预计4分钟到达", "transport", "didi"),
        ("Courier", "Your courier Sam is 3 stops away, ETA 14:20", "service", "courier"),
    ],
)
def test_news_under_a_status_transport_or_service_category_is_kept(
    title: str, body: str, category: str, app_id: str
) -> None:
    verdict = classify(event(body, title=title, category=category, app_id=app_id))
    assert (verdict.label, verdict.reason) == ("keep", "keep")


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Blinding Lights", "The Weeknd"),
        ("Spotify", "Song 2 · Blur"),
        ("Podcasts", "Paused · The Daily"),
    ],
)
def test_media_line_under_the_transport_category_stays_system(title: str, body: str) -> None:
    assert classify(event(body, title=title, category="transport")).reason == "system.category"


def test_category_notification_without_a_title_or_a_text_stays_system() -> None:
    assert classify(event("Delivered", category="status")).reason == "system.category"
    assert classify(event("", title="Sync", category="service")).reason == "system.category"


@pytest.mark.parametrize("category", ["progress", "sys", "navigation", "stopwatch"])
def test_progress_system_navigation_and_stopwatch_categories_stay_system(category: str) -> None:
    verdict = classify(event("Your trip: 12 min left", title="Maps", category=category))
    assert verdict.reason == "system.category"


def test_ongoing_or_foreground_service_news_category_stays_system() -> None:
    body = "Your driver has arrived, meet at the curb."
    assert classify(event(body, title="Uber", category="transport")).label == "keep"
    for flags in (0x02, 0x40):
        flagged = event(body, title="Uber", category="transport", flags=flags)
        assert classify(flagged).reason == "system.ongoing"


# --- payment cards, tokens and numbers the user must enter ---------------------------------


@pytest.mark.parametrize(
    ("body", "card"),
    [
        (
            "for the supplies order use the office card 5425 2334 3010 9903, exp 04/29",
            "5425 2334 3010 9903",
        ),
        ("for the supplies order use the office card 5425233430109903", "5425233430109903"),
        ("order the cake with my card 4539-1488-0343-6467 pls", "4539-1488-0343-6467"),
        ("my card number 54252334 30109903", "54252334 30109903"),
        ("Pay the invoice with 3714 496353 98431 please, it's the amex", "3714 496353 98431"),
        ("卡号 6228 4800 1234 5678 903 下周还款", "6228 4800 1234 5678 903"),
    ],
)
def test_card_number_is_a_secret_beside_order_words_and_in_any_grouping(
    body: str, card: str
) -> None:
    e = event(body, title="Sam")
    verdict = classify(e)
    assert (verdict.label, verdict.reason) == ("secret", "secret.card")
    assert [e.body[s.start : s.end] for s in verdict.spans] == [card]


@pytest.mark.parametrize(
    "body",
    [
        "order number 4539 1488 0343 6467",
        "Paid with card, order 4539148803436467 ships tomorrow",
        "Order 112-3456789-0123456 has shipped",
        "tracking 4539148803436467",
        "Your card ending 6467 was charged $12.00",
    ],
)
def test_order_and_tracking_numbers_are_not_cards(body: str) -> None:
    assert classify(event(body)).label == "keep"


@pytest.mark.parametrize(
    ("body", "card"),
    [
        (
            "dinner at Luigi's tomorrow 19:30, card ending 4242 4242 4242 4242 works",
            "4242 4242 4242 4242",
        ),
        ("my visa ending 4111 1111 1111 1111", "4111 1111 1111 1111"),
        ("your card ending in 4111 1111 1111 1111 was charged", "4111 1111 1111 1111"),
        ("account ending 4111111111111111 thanks", "4111111111111111"),
        ("您尾号4111111111111111的卡", "4111111111111111"),
    ],
)
def test_whole_card_number_after_a_last_digits_word_is_a_card(body: str, card: str) -> None:
    """ "card ending" and "尾号" name a card's last digits; a whole Luhn-valid number after
    them is the card itself (before, it was kept and reached a memory unmasked)."""
    verdict = classify(event(body, title="Mia"))
    assert (verdict.label, verdict.reason) == ("secret", "secret.card")
    assert [body[s.start : s.end] for s in verdict.spans] == [card]
    assert holds_code_or_secret(body)


def test_card_in_a_long_chat_is_dropped_and_with_an_expiry_never_masked() -> None:
    long = (
        "hey can you book the hotel and the flights for the team offsite next week, "
        "the office card is 5425 2334 3010 9903 and thanks a lot"
    )
    assert classify(event(long)).reason == "secret.card"
    assert classify(event(long), mask_secrets=True).reason == "keep.masked.card"
    assert classify(event(long + ", exp 04/29"), mask_secrets=True).reason == "secret.card"


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("Authorization: Bearer 8f7d6e5c4b3a29181716151413121110", "secret.bearer_token"),
        ("use bearer token abc123def456ghi789jkl012mno for staging", "secret.bearer_token"),
        ("ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8", "secret.github_token"),
        ("AKIAIOSFODNN7EXAMPLE", "secret.aws_access_key"),
        ("xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx", "secret.slack_token"),
    ],
)
def test_api_token_in_a_short_chat_is_a_secret(body: str, reason: str) -> None:
    assert classify(event(body, title="Dev")).reason == reason


def test_the_bearer_of_a_letter_is_no_token() -> None:
    assert classify(event("the bearer of this letter is my brother, let him in")).label == "keep"


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ("Your confirmation number is 552019. Enter it in the app to finish signing up.", "552019"),
        ("Your activation number is 84512. Enter it to activate your account.", "84512"),
        ("Enter sign-up number 772910 to complete registration", "772910"),
        ("Tu número de confirmación es 330918. Introdúcelo en la app.", "330918"),
    ],
)
def test_number_the_user_must_enter_to_sign_up_is_a_one_time_code(body: str, code: str) -> None:
    e = event(body)
    verdict = classify(e)
    assert verdict.label == "otp"
    assert [e.body[s.start : s.end] for s in verdict.spans] == [code]


@pytest.mark.parametrize(
    "body",
    [
        "Your confirmation number is 552019 for your booking at Hilton, check-in 15:00",
        "Order confirmation number 77812231. Enter it on the returns page.",
        "Confirmation number 4471-2209: your table for 4 on Friday at 19:30",
    ],
)
def test_booking_and_order_confirmation_numbers_stay_kept(body: str) -> None:
    assert classify(event(body)).label == "keep"


@pytest.mark.parametrize(
    "text",
    [
        "Remember: office card 5425 2334 3010 9903 for the supplies order",
        "Deploy with token ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8 on Fridays",
        "The staging API takes Authorization: Bearer 8f7d6e5c4b3a29181716151413121110",
        "Sign-up confirmation number 552019, enter it in the app",
    ],
)
def test_memory_text_with_a_card_token_or_code_is_refused_by_every_store_check(
    text: str,
) -> None:
    """holds_code_or_secret guards memory content from the model and the fallback, Device
    Memory from episodes, and the agent's save_memory (case M10)."""
    assert holds_code_or_secret(text)


def _store_bytes(root: Path) -> bytes:
    """Every file under ``root`` but the notification intake log, concatenated."""
    files = [p for p in root.rglob("*") if p.is_file() and "notifications" not in p.parts]
    assert files
    return b"".join(p.read_bytes() for p in files)


@pytest.mark.parametrize(("mask_secrets", "kept"), [(False, 0), (True, 1)])
async def test_token_and_card_reach_no_memory_store_file_through_the_processor(
    tmp_path: Path, mask_secrets: bool, kept: int
) -> None:
    """A token in a long chat drops its notification (or, with ``mask_secrets``, is masked
    before extraction); a card with its expiry and a short token drop their notifications
    either way; no store file holds any of them."""
    token = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    card = "5425 2334 3010 9903"
    config = ProcessorConfig(mask_secrets=mask_secrets)
    async with harness(tmp_path, fallback_engine(), config=config) as h:
        h.publish(
            f"deploy tonight at 9pm please, the token is {token} and remember the "
            "release notes for the mobile team before you leave the office",
            title="Priya",
            app="com.slack",
        )
        h.publish(f"for the supplies order use the office card {card}, exp 04/29", title="Ana")
        h.publish(f"Bearer {token[4:]}", title="Dev")
        result = await h.processor.run_batch()
        assert result.processed == 3
        contents = [m.content for m in await h.memories()]
        assert len(contents) == kept
        assert all("[secret removed]" in c for c in contents)
    # The intake log keeps notifications as received (spec: durable intake); the memory
    # stores are every other file.
    stored = _store_bytes(tmp_path)
    for secret in (token, token[4:], card):
        assert secret.encode() not in stored


async def test_whole_card_after_card_ending_reaches_no_memory_store_file(tmp_path: Path) -> None:
    card = "4242 4242 4242 4242"
    async with harness(tmp_path, fallback_engine()) as h:
        h.publish(f"dinner at Luigi's tomorrow 19:30, card ending {card} works", title="Mia")
        h.publish("dinner at Luigi's tomorrow 19:30, my card ending 4242 works", title="Mia")
        result = await h.processor.run_batch()
        assert result.processed == 2
        contents = [m.content for m in await h.memories()]
        assert len(contents) == 1
        assert "ending 4242 works" in contents[0]
    assert card.encode() not in _store_bytes(tmp_path)


# --- long texts and offers -----------------------------------------------------------------

NOTICE = (
    Path(__file__).resolve().parent.parent / "fixtures" / "noise_long" / "school-trip-notice.txt"
)


def test_four_kib_school_notice_is_kept_however_often_it_says_activity() -> None:
    body = NOTICE.read_text(encoding="utf-8")
    assert len(body.encode()) >= 3900
    assert body.count("活动") >= 9
    verdict = classify(event(body, title="四年级家长群", app_id="com.tencent.mm"))
    assert (verdict.label, verdict.reason) == ("keep", "keep")


def test_repeated_weak_promotion_word_counts_once() -> None:
    assert classify(event("本周活动：周三活动室开放，周五活动课改到下午")).label == "keep"
    assert classify(event("限时优惠活动，全场5折，速来抢购！")).label == "marketing"


@pytest.mark.parametrize(
    "body",
    [
        "The Roxy: 2-for-1 cocktails before 9pm, today only! Show code RXY2X1 at the bar.",
        "Get 2-for-1 entry today only! Your code: ZOO2X1",
        "Bowling Central: 2-for-1 games, today only. Use code BWL2X1 at the counter",
    ],
)
def test_venue_upsell_with_a_promotion_code_is_marketing_not_a_one_time_code(body: str) -> None:
    assert classify(event(body, title="Venue")).reason == "marketing.score"


def test_one_time_code_beside_an_offer_is_still_a_code_with_a_warning() -> None:
    body = "Your code: 482913. Do not share it. Today only: 2-for-1 rides!"
    assert classify(event(body)).reason == "otp.keyword"


# --- scams and spam ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "WINNER!! Ur number was picked in our weekly draw 4 a £900 cash reward! To claim call "
        "09061733112 now. Claim code QX21. Valid 12hrs only.",
        "URGENT! Ur mobile has been awarded a £2000 bonus caller prize. Call 09058091234 "
        "from a landline",
        "You have 1 new voicemail. Please call 08719181234",
    ],
)
def test_prize_or_voicemail_with_a_premium_rate_number_is_scam(body: str) -> None:
    verdict = classify(event(body, title="88066", app_id="com.google.android.apps.messaging"))
    assert (verdict.label, verdict.reason) == ("scam", "scam.score")


@pytest.mark.parametrize(
    "body",
    [
        "Free entry in a wkly draw 2 win match tickets! Text GOAL to 87123 to get the entry "
        "question (std txt rate)",
        "FIVE chances to win CASH! From 100 to 20,000 pounds txt> WIN55 and send to 87575. "
        "Cost 150p/day, 16+",
        "Ur free ringtone is ready! Txt TONE to 85111 now. £3/wk 16+ stop2end",
    ],
)
def test_short_code_sign_up_with_a_charge_is_scam(body: str) -> None:
    assert classify(event(body, title="87123")).label == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Royal Mail: your parcel is held because of an unpaid fee of £1.45. Pay now: "
        "https://royalmail.parcel-fee.info",
        "USPS: The package could not be delivered due to an incomplete address. Update: "
        "usps-addr-check.com",
        "Lloyds: Your online banking has been suspended. Reactivate at lloyds-secure-login.net",
        "Your Netflix payment failed. Update your billing information at bit.ly/nfx-upd8",
    ],
)
def test_fake_delivery_or_bank_alert_with_a_suspicious_link_is_scam(body: str) -> None:
    assert classify(event(body, title="+447700900111")).label == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Bitcoin is booming! Our members made 320% profit last week. Invest from just $250: "
        "btc-profit-club.io",
        "Part-time job: earn $200-$500 per day from your phone, no experience needed. Add me "
        "on WhatsApp wa.me/447700900123",
        "兼职刷单，日赚500元，加QQ 1234567890 了解详情。",
    ],
)
def test_crypto_investment_or_job_bait_is_scam(body: str) -> None:
    assert classify(event(body)).label == "scam"


def test_impersonation_asking_for_money_is_scam_without_a_link() -> None:
    body = "Hi mum, I lost my phone, this is my new number. Can you send £300 for my rent today?"
    assert classify(event(body, title="+447700900811")).reason == "scam.impersonation"


@pytest.mark.parametrize(
    "body",
    [
        "【通知】您的积分已满8000分，可兑换现金红包，请登录 http://jf-10086.cc 领取，今日过期。",
        "¡Enhorabuena! Ha ganado 3.000€ en nuestro sorteo. Reclame su premio en premio-es.top",
        "Glückwunsch! Sie haben 2.000€ gewonnen. Jetzt anrufen: 0900 1 234 567 (1,99€/Min)",
        "La Poste : votre colis n'a pas pu être livré. Frais de 1,50€ : laposte-colis.info",
        "Поздравляем! Вы выиграли приз. Оплатите доставку на сайте priz-dostavka.ru",
        "【佐川急便】不在の為持ち帰りました。ご確認ください。http://sagawa-jp.xyz",
        "[Web발신] 경품 당첨! 수령 신청: bit.ly/kr-gift",
    ],
)
def test_scam_in_other_languages_is_scam(body: str) -> None:
    assert classify(event(body, title="+10000")).label == "scam"


@pytest.mark.parametrize(
    ("title", "body", "app_id"),
    [
        ("Jess", "omg i won the pub quiz!! £50 bar tab, call me when ur free", "com.whatsapp"),
        ("Sis", "Mum won £20 on a scratch card haha, text her congrats", "com.whatsapp"),
        (
            "Chase",
            "A $642.10 charge at BEST BUY was made on your card ending 4471. If you don't "
            "recognize it, call the number on the back of your card.",
            "com.chase.sig.android",
        ),
        (
            "Santander",
            "Did you try to pay £450.00 to J SMITH? If not, call us on 0800 9 123 123.",
            "com.android.mms",
        ),
        (
            "DPD",
            "Your parcel will be delivered today between 10:42 and 11:42. Track it: "
            "https://dpd.co.uk/t/15501234567890",
            "com.android.mms",
        ),
        (
            "UPS",
            "Your package is out for delivery today. Track: https://www.ups.com/track?n=1Z999",
            "com.ups.mobile.android",
        ),
        ("Dan", "Hi it's Dan, my number's changed, this is the new one. Save it x", "sms"),
        ("Ben", "Ok lar... Joking wif u oni...", "sms"),
        ("Ben", "I'm gonna be home soon", "sms"),
        ("Ben", "Did you catch the bus ? Are you frying an egg ?", "sms"),
        ("Mo", "Bitcoin's up 8% today, glad I didn't sell lol", "com.whatsapp"),
        ("Raj", "Free tonight? Txt me back, thinking curry at 8", "sms"),
    ],
)
def test_personal_messages_and_real_alerts_that_look_like_scams_are_kept(
    title: str, body: str, app_id: str
) -> None:
    assert classify(event(body, title=title, app_id=app_id)).label == "keep"


def test_promotion_of_a_real_brand_stays_marketing() -> None:
    body = "ASOS: 20% off everything this weekend with code WKND20. Shop now: asos.com"
    assert classify(event(body, title="ASOS")).label == "marketing"


def test_scam_verdict_is_dropped_and_its_spans_name_no_text() -> None:
    body = "WINNER! Claim ur £900 prize: call 09061733112 now. 150ppm"
    verdict = classify(event(body))
    assert verdict.dropped
    assert verdict.spans
    assert all(s.kind == "scam" for s in verdict.spans)
    assert verdict.reason == "scam.score"


async def test_stream_expecting_a_scam_to_be_ignored_scores_it_as_filter_noise(
    tmp_path: Path,
) -> None:
    stream = load_stream(
        write_stream(
            tmp_path / "s.jsonl",
            android(
                "n1",
                "2025-03-10T09:00:00+00:00",
                "WINNER! Claim ur £900 prize: call 09061733112 now. 150ppm",
                {"action": "ignore", "why": "scam"},
                title="88066",
            ),
        )
    )
    run = await run_stream(stream, tmp_path / "data", notification_fallback_provider)
    score = score_run(stream, run)
    assert (score.filter_recall.hits, score.filter_recall.total) == (1, 1)
    assert (score.filter_precision.hits, score.filter_precision.total) == (1, 1)
    assert score.memories == 0


# --- what the labelled streams showed ------------------------------------------------------


def test_one_word_password_in_a_long_message_is_dropped_or_with_mask_secrets_masked() -> None:
    body = "wifi password at the cabin is sunflower42, see you there Saturday"
    e = event(body, title="Ana", app_id="com.whatsapp")
    assert classify(e).reason == "secret.password_prose"
    verdict = classify(e, mask_secrets=True)
    assert verdict.reason == "keep.masked.password_prose"
    assert mask_event(e, verdict).body == (
        "wifi password at the cabin is [secret removed], see you there Saturday"
    )
    assert holds_code_or_secret(body)


def test_password_given_alone_is_still_dropped() -> None:
    assert classify(event("Your temporary password is: Xk9#mP2qL")).reason == (
        "secret.password_prose"
    )


@pytest.mark.parametrize(
    "body",
    [
        "You left items in your basket! Complete your order today",
        "Explore homes in Porto — limited-time deals this weekend. Book now!",
    ],
)
def test_basket_reminder_and_limited_time_deal_are_marketing(body: str) -> None:
    assert classify(event(body, title="Shop")).label == "marketing"
