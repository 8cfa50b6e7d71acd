"""Noise filter rules from the eighth sitting of issue 26, one test per kind of fault.

Every case is worded for this file (the fresh sets that showed each kind are not copied), with
the hard negatives each rule must leave alone.
"""

from __future__ import annotations

import pytest

from .verdicts import label, verdict


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("City Times", "Shoppers spend less as high street sales offer up to 50% off, data show"),
        ("Le Matin", "Soldes : les enseignes affichent des remises jusqu'à -40 %, selon un bilan"),
        ("Tagesblatt", "Winterschlussverkauf: Händler locken mit bis zu 60% Rabatt"),
    ],
)
def test_a_headline_that_reports_on_sales_is_news(title: str, body: str) -> None:
    assert label(body, title) == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        # An offer made to the reader, with its marks: an exclamation, a code, a link.
        ("Shoply", "Up to 50% off everything this weekend! Shoppers love it"),
        ("Shoply", "Up to 50% off with code SPRING50, according to our elves"),
    ],
)
def test_an_offer_that_names_shoppers_is_still_an_offer(title: str, body: str) -> None:
    assert label(body, title) == "marketing"


@pytest.mark.parametrize(
    "body",
    [
        "we're at flat 12, 3rd cross, Jayanagar, pin code 560041. ring the bell twice",
        "send it to 22 Station Rd, Pune, pin code 411001 pls",
    ],
)
def test_an_indian_postal_pin_code_is_an_address(body: str) -> None:
    assert label(body, "Priya") == "keep"


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # A card's or an account's PIN, or one told as a secret, stays a secret or a code.
        ("the pin code for your new debit card is 482913", "secret"),
        ("pin code is 560034, don't tell anyone", "otp"),
        ("Your PIN code is 4821", "otp"),
    ],
)
def test_a_pin_code_beside_a_card_or_a_secret_is_not_an_address(body: str, expected: str) -> None:
    assert label(body, "Dad") == expected


@pytest.mark.parametrize(
    "body",
    [
        "Your device activation number is 7K2-9QD-R41. Enter it on the setup screen.",
        "Here is your confirmation code: 4RX-P8K. Type it where you signed in.",
    ],
)
def test_a_letter_and_digit_code_in_groups_is_a_code(body: str) -> None:
    # "RX" inside the second code is no pharmacy word.
    assert label(body, "Orbitel") == "otp"


def test_a_prescription_number_is_no_code() -> None:
    assert label("Your Rx order RX-7730 is ready for pickup at the counter", "Pharmacy") == "keep"


def test_the_sms_retriever_prefix_does_not_guard_the_code() -> None:
    body = "<#> 604118 adalah kode verifikasi Belanjaku. Jangan berikan kode ini. Qw3eR7tY9uI"
    assert label(body, "BELANJAKU") == "otp"
    # An order number after its "#" stays guarded.
    assert label("Order #604118 is packed and on its way", "Belanjaku") == "keep"


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        ("Nan", "it says your code is six one nine, two two eight. did it work?", "otp"),
        ("Leo", "the app code came to me: nine oh four seven seven one", "otp"),
        ("Mama", "La PIN de tu tarjeta nueva es cuatro-nueve-dos-siete, bórralo", "secret"),
        ("Opa", "Die PIN ist acht drei eins null", "secret"),
    ],
)
def test_a_code_or_pin_spelled_in_words_is_read(title: str, body: str, expected: str) -> None:
    assert label(body, title) == expected


@pytest.mark.parametrize(
    "body",
    [
        "one two three four, everybody in the pool!",
        "the code word is one for yes and two for no",
        "code club needs four or five more kids, one or two parents too",
    ],
)
def test_counting_and_number_words_in_a_chat_are_no_code(body: str) -> None:
    assert label(body, "Kim") == "keep"


def test_a_card_number_with_its_security_code_is_a_secret() -> None:
    body = "use my amex 3782 822463 10005, exp 08/28, security code 4417 for the flights"
    assert verdict(body, "Mum") == ("secret", "secret.card")
    # A one-time code beside a long reference number stays a code.
    assert label("Your verification code is 482913. Ref 1234567890123", "Bank") == "otp"


@pytest.mark.parametrize(
    "body",
    [
        "Willkommen! Ihr Initialpasswort lautet: Winter2026!Qa - bitte ändern.",
        "Ihr Startkennwort lautet: Tz8!mw31",
    ],
)
def test_a_german_compound_password_word_names_a_password(body: str) -> None:
    assert label(body, "IT-Service") == "secret"


def test_a_number_to_type_in_the_app_to_confirm_a_sign_in_is_a_code() -> None:
    body = "Signing in on a new laptop? Enter 62 in the Vaultly app to confirm it's you."
    assert verdict(body, "Vaultly") == ("otp", "otp.number_match")
    assert label("Enter 25 in the box to confirm it's you, the tv thing", "Mum") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Your parcel is waiting. Confirm your address: parcelpost.com-redeliver.top/x",
        "Hacienda: tienes un reembolso pendiente. Solicítalo en hacienda-reembolsos.es.cc/r",
        "お客様のアカウントを確認してください: bank-login.co-jp.help",
    ],
)
def test_a_host_that_runs_a_domain_into_another_is_a_scam(body: str) -> None:
    assert label(body, "+1 (555) 201-4431") == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Your order is ready to collect: shop.co-op.co.uk/orders",
        "the dress is on my-shop.co.uk, size 10",
        "docs are on wiki.team-tools.com.au/setup",
    ],
)
def test_a_hyphenated_host_under_a_country_domain_is_no_lookalike(body: str) -> None:
    assert label(body, "Ana") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Txt 84512 £4.50/wk",
        "61023 - 250p",
        "Rs 5/sms 57120",
        "psst... been dreaming bout u. text me on 66813 x",
    ],
)
def test_a_short_code_that_bills_or_poses_as_a_persons_number_is_spam(body: str) -> None:
    assert verdict(body) == ("scam", "scam.score")


@pytest.mark.parametrize(
    "body",
    [
        "my postcode is 90210 and the bus is 150p lol",
        "rent is 12000, bills 1500/month",
        "text me on 07700 900123 from now on",
        "got 12345 steps today, coffee was 250p",
    ],
)
def test_numbers_and_prices_in_a_chat_are_no_premium_short_code(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "hiya! new num is 09067 112 334 ring me when ur free x",
        "pls contact us re ur recent account review & status. 09063 551 201 ref 4471",
        "ur mob iz picked 4 £1k. cl 09061 774 220 nw",
    ],
)
def test_a_uk_premium_rate_number_with_a_call_word_anywhere_near_is_spam(body: str) -> None:
    assert label(body) == "scam"


def test_a_philippine_mobile_with_a_call_word_after_is_kept() -> None:
    body = "Rider na po ito, 09171234567 call me pag nasa gate na kayo. COD PHP 540"
    assert label(body) == "keep"


def test_a_friend_telling_how_to_stop_spam_is_kept() -> None:
    body = "just txt STOP to them, they kept sending me horoscope junk every day"
    assert label(body) == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Kai", "the wifi password is our street plus the door number, lowercase: elmroad27"),
        ("Mum", "The streaming password is gran's name with a capital G then 1958, so Gladys1958!"),
    ],
)
def test_a_password_explained_over_a_sentence_is_a_secret(title: str, body: str) -> None:
    assert verdict(body, title) == ("secret", "secret.password_prose")


@pytest.mark.parametrize(
    "body",
    [
        "I forgot my password again so annoying",
        "changed the password, it's not the old one so dont try it: sorry",
        "the password thing is sorted, see you at gate B12",
    ],
)
def test_talk_about_a_password_with_no_value_is_kept(body: str) -> None:
    assert label(body, "Tom") == "keep"


def test_a_code_read_out_digit_by_digit_after_an_account_word_is_forwarded() -> None:
    body = "the bank app sent one for the shared account: 5 0 3 9 1 7, be quick"
    assert verdict(body, "Ops") == ("otp", "otp.forwarded")


@pytest.mark.parametrize(
    ("title", "body"),
    [
        (
            "Petalry",
            "Hi it's Mia from Petalry 🌷 your fave peonies are back, I set aside 20% with code "
            "MIA20. Reply STOP to opt out",
        ),
        (
            "+1 (512) 555-0142",
            "Hi, this is Dan from Oakline Realty. New condos near you from $310k, want the "
            "brochure? Reply STOP to unsubscribe",
        ),
    ],
)
def test_a_chatty_offer_with_an_opt_out_footer_is_marketing(title: str, body: str) -> None:
    assert label(body, title) == "marketing"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Carrier", "You've used 90% of your 20 GB data. Reply STOP to opt out of usage alerts."),
        ("Bank", "Your balance is $42.10. Reply STOP to opt out of alerts"),
        ("Sam", "they charged me $5 for that, I just did reply STOP to 80080 lol"),
    ],
)
def test_an_alert_footer_or_a_friend_naming_stop_is_no_offer(title: str, body: str) -> None:
    assert label(body, title) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "hey stranger its me, new phone. txt me back on 63310? x",
        "58210 £1.50 msg rcvd. Reply INFO 4 more",
        "WALLPAPER 2 of 4. £2. stop 71164",
    ],
)
def test_more_shapes_of_a_billing_short_code_are_spam(body: str) -> None:
    assert verdict(body) == ("scam", "scam.score")


def test_a_bus_stop_number_beside_a_fare_is_kept() -> None:
    assert label("paid £1.80 for the bus, bus stop 52341 is the one by the park") == "keep"


def test_a_hyphenated_parcel_host_on_a_cheap_domain_decides_alone() -> None:
    body = "Hi! ur order has been dispatched. track it here www.parcel-trakr.info/k2"
    assert label(body) == "scam"
    # The courier's own site stays a delivery notice.
    assert label("Ur order has been dispatched. track it here royalmail.com/track") == "keep"


def test_a_front_door_password_in_korean_is_a_door_code() -> None:
    assert label("현관 비밀번호 바꿨어 *4712* 이야 늦게 와?", "엄마") == "keep"


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        ("Jin", "체크카드 비번 2468 아니고 8642야 편의점에서 써", "secret"),
        ("Jin", "카드 비번은 9753이야", "secret"),
    ],
)
def test_a_korean_card_password_short_form_is_a_pin(title: str, body: str, expected: str) -> None:
    assert label(body, title) == expected


def test_a_phone_word_before_a_number_too_short_for_a_phone_guards_nothing() -> None:
    body = (
        "on your login for the demo, the code it texted to the shared phone is 730415, type it in"
    )
    assert label(body, "Marcus") == "otp"
    # A phone number after the word stays a phone number.
    assert label("new phone number: 07700 900123, code word is banana", "Bob") == "keep"


@pytest.mark.parametrize(
    ("title", "expected"), [("72311", "otp"), ("TABBIT", "otp"), ("Mum", "keep")]
)
def test_a_service_name_and_a_code_alone_from_a_short_code_is_a_code(
    title: str, expected: str
) -> None:
    assert label("Tabbit: 604 118", title) == expected


@pytest.mark.parametrize("body", ["Order: 604118", "Tabbit: £604.11"])
def test_a_named_number_from_a_short_code_is_no_bare_code(body: str) -> None:
    assert label(body, "72311") == "keep"


def test_a_carriers_usage_alert_with_a_ussd_code_is_kept() -> None:
    body = "You've used 85% of your 30GB data allowance. It resets on 4 May. Add more: dial *121#."
    assert label(body, "Voxa") == "keep"


def test_a_password_for_a_dotted_user_name_is_a_secret() -> None:
    body = "Temporary password for a.khan: Rt5#mPq9wZ - change it at first sign-in."
    assert verdict(body, "IT Service Desk") == ("secret", "secret.password_prose")
    assert label("forgot the password for netflix. it's fine now", "Ann") == "keep"


def test_a_gym_locker_password_in_chinese_is_a_locker_code() -> None:
    assert label("健身房储物柜密码是 27-41-09，钥匙在前台", "阿静") == "keep"


def test_a_carriers_recharge_receipt_in_hindi_is_an_account_notice() -> None:
    assert label("आपका ₹199 का रिचार्ज सफल रहा। वैधता: 28 दिन, डेटा 1.5GB/दिन।", "Jio") == "keep"


def test_backup_words_for_a_wallet_are_a_seed_phrase() -> None:
    body = (
        "backup words for the wallet, keep them safe: orbit velvet candle harbor ripple mango "
        "fossil quiet lunar basket tribe ember"
    )
    assert label(body, "Theo") == "secret"


@pytest.mark.parametrize(
    "body",
    [
        "【Amazon】お支払い方法に問題があります。更新してください：amazon-jp-billing.top",
        "Your account is on hold, verify now: paypal-uk-secure.xyz",
    ],
)
def test_a_hyphenated_host_on_a_cheap_domain_is_checked_with_no_offer_word(body: str) -> None:
    assert label(body, "+81 70-1234-5678") == "scam"


@pytest.mark.parametrize(
    "body",
    ["the well-known site is my-shop.top lol", "check out the new bbq-place.shop menu"],
)
def test_a_friend_naming_a_hyphenated_shop_is_kept(body: str) -> None:
    assert label(body, "Ann") == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        (
            "+44 7723 100200",
            "Hi mum it's me, dropped my phone in the loo 🙈 this is my new number, save it and "
            "text me back x",
        ),
        (
            "",
            "mum, i lost my phone n wallet, using my friend's phone. pls bank in RM600 to this acc",
        ),
        ("+82 70-1111-2222", "엄마 나 폰 액정 깨져서 임시폰이야. 문자로만 연락돼"),
    ],
)
def test_hi_mum_openers_from_a_new_number_are_scams(title: str, body: str) -> None:
    assert label(body, title) == "scam"


def test_a_child_from_a_saved_contact_asking_for_money_is_kept() -> None:
    assert label("hi mum, can u send £20 for the bus? dropped my card somewhere", "Emma") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "POLL: Is pineapple on pizza ok? Vote YES or NO to 84120. £1/vote",
        "Pinjaman peribadi tanpa penjamin, lulus dalam 1 hari! Hubungi En. Rahim 012-555 0101",
        "Gud news! Ur credit card pre-approved limit Rs 1,50,000. No income proof. Call 98844 "
        "10101 now",
    ],
)
def test_more_texting_spam_kinds_are_scams(body: str) -> None:
    assert label(body) == "scam"


def test_a_complaint_about_premium_texts_in_texting_is_kept() -> None:
    body = (
        "keep gettin these game sub texts n 3.00 keeps going off my credit. rang them, reply STOP"
    )
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "someone tagged u in a photo from sat lol. see it b4 they delete it: pix-view.mobi/a/12",
        "hi its sam from work, stranded in lisbon, lost my wallet n phone. can u send 150 via "
        "western union, pay u back fri",
    ],
)
def test_photo_bait_and_a_stranded_friend_are_scams(body: str) -> None:
    assert label(body) == "scam"


def test_the_year_of_a_date_beside_a_password_notice_is_no_code() -> None:
    body = "Your Ledgerly password was changed on 9 Apr 2026 at 08:12. If this wasn't you, tell us."
    assert label(body, "Ledgerly Security") == "keep"
    assert label("Your code is 2026, it expires in 10 minutes", "Ledgerly") == "otp"


def test_a_code_to_use_to_confirm_a_payment_is_a_code() -> None:
    body = "Nubi: use 604183 pra confirmar seu Pix de R$ 80,00. Não compartilhe."
    assert verdict(body, "29154") == ("otp", "otp.enter_code")
    assert label("use 2 eggs and 1500 g flour to complete the cake", "Sam") == "keep"


def test_a_friend_mentioning_a_sale_in_italian_is_kept() -> None:
    assert (
        label("ho visto i saldi da Coin, -40% sulle giacche, ti prendo quella blu?", "Marta")
        == "keep"
    )


def test_a_locker_opening_code_in_hebrew_is_kept() -> None:
    body = "החבילה ממתינה לך בלוקר בסניף המרכזי. קוד פתיחה: 41 07 93"
    assert label(body, "LockerIL") == "keep"


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        ("Fitt", "Hiányzol! Gyere vissza, most 25% kedvezménnyel: VISSZA25", "marketing"),
        ("Kahve", "Sana özel: bu hafta tüm kahvelerde ikincisi bizden", "marketing"),
        ("Cafe", "新作ラテ登場 アプリ提示で50円引き（4/30まで）", "marketing"),
    ],
)
def test_offers_in_more_languages_are_marketing(title: str, body: str, expected: str) -> None:
    assert label(body, title) == expected


def test_every_spelled_pin_word_holds_one_of_its_gate_literals() -> None:
    # The PIN words are searched only in a text that holds one of the gates: a word without
    # one would never be found.
    from agent_memory.privacy import tables
    from agent_memory.privacy.secrets import _SPELLED_PIN_GATES

    missing = [w for w in tables.SPELLED_PIN_WORDS if not any(g in w for g in _SPELLED_PIN_GATES)]
    assert missing == []


@pytest.mark.parametrize(
    "body",
    [
        "Ur daily love tip: wink first ;) For more tips reply LOVE. £1 each",
        "Love Test! Txt ur name + ur crush's name to 62218 n we'll tell u the score. £1.50",
    ],
)
def test_love_tip_and_love_test_services_are_scams(body: str) -> None:
    assert label(body) == "scam"


def test_sextortion_asking_for_bitcoin_is_a_scam() -> None:
    body = (
        "I recorded you through your webcam. Send 0.04 BTC to bc1qar0srrr7xfkvy5l643lydnw9re59g"
        "tzzwf5mdq within 48 hours or your contacts get the video."
    )
    assert verdict(body) == ("scam", "scam.extortion")
    assert label("bought 0.05 btc today lol, down 10% already", "Tom") == "keep"
