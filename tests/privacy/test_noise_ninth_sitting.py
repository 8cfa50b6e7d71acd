"""Noise filter rules from the ninth sitting of issue 26, one test per kind of fault.

Every case is worded for this file (the fresh sets that showed each kind are not copied), with
the hard negatives each rule must leave alone.
"""

from __future__ import annotations

import pytest

from agent_memory.privacy import tables

from .verdicts import label, verdict

# --- a friend who passes on a deal ----------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        # Something of one's own offered on, the item named back by a pronoun.
        "picked up a £10 off £30 voucher at boots, want it?",
        "got 2 of those 25% off cards from work, want one?",
        "they had 3 for 2 on candles so i got extra, want some?",
        # A shop's sale told of in the third person.
        "the sale at h&m is mental, 60% off coats. going after work",
        "they're giving out 20% off vouchers at the station 2day",
        "they gave me a buy one get one free coupon at the till",
    ],
)
def test_a_friend_passing_on_a_deal_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        # A brand's own offer, in its voice, with its marks.
        ("", "Want a FREE pizza? Text PIZZA to 80808 now! £1.50/msg"),
        ("Shoply", "Our winter sale is on: 60% off coats this weekend only! shoply.com"),
        ("", "Glowbar: 20% off all facials this week! Book now. Reply STOP to opt out"),
    ],
)
def test_an_offer_in_a_brands_voice_is_still_dropped(title: str, body: str) -> None:
    assert label(body, title) in ("marketing", "scam")


# --- hi mum, with and without a new number ----------------------------------------------------


def test_a_child_asking_a_parent_for_money_with_no_sender_is_kept() -> None:
    # No title: the sender is not known, which is not the same as a stranger.
    body = "hey mum can u transfer me 40 4 the train? will pay u back friday"
    assert label(body) == "keep"


def test_a_parent_greeting_from_a_bare_number_asking_for_money_is_a_scam() -> None:
    body = "hey mum can u transfer me 40 4 the train? will pay u back friday"
    assert verdict(body, "+44 7700 900312") == ("scam", "scam.impersonation")


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("", "Mum its me, lost my phone so this is my new number. need u to send £250 today"),
        ("+61400555019", "Hi Dad, broke my phone, this is my temp number. can u help with a bill"),
        ("+1 555 0100 222", "Hi Mom! on a new number, phone's smashed. Can you message me here?"),
    ],
)
def test_a_new_number_asking_for_money_or_a_chat_is_a_scam(title: str, body: str) -> None:
    assert verdict(body, title) == ("scam", "scam.impersonation")


# --- a code asked back --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "This is Dan from Northgate Bank security. We just sent you a code to stop a $610 "
        "transfer, reply with it so we can cancel it.",
        "Amazon support here: you will receive a 6-digit code shortly. Please read me the code "
        "to verify your identity.",
    ],
)
def test_a_stranger_asking_for_the_code_just_sent_is_a_scam(body: str) -> None:
    assert verdict(body, "+1 (212) 555-0148") == ("scam", "scam.code_request")


@pytest.mark.parametrize(
    ("title", "body"),
    [
        # A saved contact asking for a code sent to a shared phone.
        ("Sara", "netflix just sent u a code for our account, reply with it when u can"),
        # A code just sent, and nothing asked back.
        ("+1 (212) 555-0148", "We just sent you a code. Never share it with anyone."),
    ],
)
def test_a_code_asked_back_by_a_contact_or_not_asked_is_no_code_request(
    title: str, body: str
) -> None:
    assert verdict(body, title)[1] != "scam.code_request"


def test_code_back_phrases_are_give_phrases() -> None:
    # The scan finds them as give phrases; the code-request rule only picks among those.
    assert set(tables.SCAM_CODE_BACK_PHRASES) <= set(tables.SCAM_GIVE_PHRASES)


# --- codes read out -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Mum", "the bank app sent me a code 5 1 7 - 2 0 4 where do i put it"),
        ("Flat", "it sent 3 9 1 – 6 6 2 to my phone for the amazon login, type it in quick"),
        ("Leo", "ok it shows\n\n372 118\n\nfor the streaming login, it runs out in 2 min"),
        ("Ops", "the MFA for the billing account: six one four, two nine eight"),
    ],
)
def test_a_code_read_out_in_a_chat_is_a_code(title: str, body: str) -> None:
    assert label(body, title) == "otp"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        # A score, a range, a bus number: digits one by one with a dash are no code unless
        # a code word, a source or a short life stands beside them.
        ("Ana", "final score was 3 2 - 1 0 lol"),
        ("Ana", "we need 4 5 - 5 0 chairs for the hall"),
        # Six digits with a long life are no one-time code.
        ("Leo", "the room is 204 118, booking valid for 3 nights"),
    ],
)
def test_digits_read_out_without_a_code_are_kept(title: str, body: str) -> None:
    assert label(body, title) == "keep"


def test_a_code_to_recover_an_account_is_a_code() -> None:
    body = "Use 418203 to recover your Pixelgram account. If you didn't ask, ignore this."
    assert verdict(body, "Pixelgram") == ("otp", "otp.enter_code")


def test_a_code_to_reset_an_alarm_is_kept() -> None:
    assert label("use 2468 to reset the alarm when u get in", "Mia") == "keep"


def test_a_list_of_digit_recovery_codes_after_a_sentence_is_a_code() -> None:
    body = (
        "Your backup codes\nKeep them safe. Each works once: "
        "3318-2049 7715-6602 9034-1187 2296-5510"
    )
    assert verdict(body, "Vaultly") == ("otp", "otp.recovery_code")


def test_a_phone_number_after_recovery_codes_is_no_code() -> None:
    body = "Lost your recovery codes? Call support: 0800 1234 5678"
    assert label(body, "Vaultly") == "keep"


# --- a password on its own line ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("지민", "와이파이 비번 보내줄게\n→ haneul2027"),
        ("Ben", "wifi password below:\n\nkettle7harbour"),
    ],
)
def test_a_password_alone_on_the_next_line_is_a_secret(title: str, body: str) -> None:
    assert verdict(body, title) == ("secret", "secret.password_prose")


@pytest.mark.parametrize(
    "body",
    [
        "Your password was changed.\nTicket INC20391 closed",
        "forgot my password again lol\nmeet at 7?",
        "new password rules:\nmin 12 chars",
        "Reset your password\nhttps://example.com/r/abc123",
    ],
)
def test_a_line_after_a_password_word_that_is_no_value_is_kept(body: str) -> None:
    assert label(body, "IT desk") == "keep"


# --- a business's opt-out footer ----------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "The Fox & Hound: free chips with every pint this Fri! Reply STOP to quit",
        "Club Vela sat nite: €4 cocktails, free entry b4 11. STOP to 60144",
        "LASER QUEST half term: kids go free w/ 1 paying adult. STOP2end",
    ],
)
def test_an_offer_with_an_opt_out_footer_is_marketing(body: str) -> None:
    assert verdict(body) == ("marketing", "marketing.footer")


@pytest.mark.parametrize(
    "body",
    [
        # A notice of the user's own business, a question asked, a notice with nothing offered.
        "Your bill of £42.10 is ready. Reply STOP to opt out",
        "Fraud alert: did you spend £312 at TECHMART? Reply YES or NO. Reply STOP to opt out",
        "Parents evening is on Thursday 6-8pm in the main hall. Reply STOP to opt out",
    ],
)
def test_an_opt_out_footer_on_a_notice_is_kept(body: str) -> None:
    assert label(body) == "keep"


# --- premium and bait ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "lonely 2nite? txt me bak on 69114 4 a chat. £1.50 msg rcvd. stop2end",
        "ur ringtone is ready ~ get it at http://wp.mob/x7 . £3 chrgd 2 ur bill",
        "Dear user ur no won $250,000 in the Fizz Cola draw. Send name/age/country to "
        "fizzdraw@mail.com",
        "Hi, I'm Tess from Apex Staffing. We reviewed your resume online: remote part-time, "
        "$200-$700/day. Reply 1 for details",
        "Cash loans to $1500 approved in 1 hr!! Bad credit OK. Apply now at loanzfast.com",
    ],
)
def test_premium_charges_prize_claims_and_bait_are_scams(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "the pizza got charged to your bill, i'll send u my half",
        # A carrier's receipt for the user's own purchase.
        "£3 will be charged to your phone bill for your Spotify purchase",
        "no won't be there till 8",
        "saw ur resume on the desk, looks good! good luck with the interview",
    ],
)
def test_a_friend_on_bills_winning_and_resumes_is_kept(body: str) -> None:
    assert label(body) == "keep"


# --- second batch: a brand's texting "u", codes far from their word, and more --------------


@pytest.mark.parametrize(
    "body",
    [
        "Dear member, enjoy 25% off ur next wash & wax at SparkleCar. Valid till 30 Sep",
        "Hi! Its Maya from Bloom Nails :) 20% off ur next set. Call 0161 555 0190 to book",
        "Happy Hari Raya from MegaStore! Extra 10% off storewide with ur loyalty card. T&C apply",
    ],
)
def test_a_brand_writing_ur_beside_its_marks_is_marketing(body: str) -> None:
    assert label(body) == "marketing"


@pytest.mark.parametrize(
    "body",
    [
        "River Island have 30% off jeans til sun, bring ur student card",
        "that shop by ur work has 40% off, u still need a coat?",
        "Boots has 3 for 2 on suncream if u need any 4 the hols",
    ],
)
def test_a_friend_writing_u_about_a_shops_offer_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        (
            "38114",
            "Code de sécurité pour votre achat de 42,00 EUR chez LIBRAIRIE DU PARC avec la "
            "carte ****7731 : 55 18 02",
        ),
        (
            "Ledgerline",
            "Hi Ana, someone asked to sign in to Ledgerline on a new laptop near Porto "
            "at 08:12. If that was you, enter the code below on that screen. If not, reset your "
            "password now.\n\n318 604",
        ),
    ],
)
def test_a_code_that_ends_the_text_far_from_its_word_is_a_code(title: str, body: str) -> None:
    assert label(body, title) == "otp"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        # A booking's reference, a locker's number: never a code at the end.
        (
            "Hotel Aurea",
            "Your booking is confirmed. Check-in from 15:00. Confirmation code: 482019",
        ),
        ("PUDO", "お荷物が届きました。認証番号：552031 ロッカー：駅前第3"),
        # A phone number at the end of an alert is no code.
        ("Ledgerline", "If that wasn't you, call us:\n0345 600 7781"),
    ],
)
def test_a_number_that_ends_a_booking_a_locker_or_an_alert_is_kept(title: str, body: str) -> None:
    assert label(body, title) == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Бабушка", "Внучек, пришло смс код семь два ноль четыре, это тебе?"),
        ("老婆", "验证码 五八二 七一六，帮我输一下"),
        ("Sam", "it's 604 217, type it in for me pls, I'm driving"),
        ("Dad", "the council site sent me 392017 and says enter it within 10 min, can u log in"),
    ],
)
def test_codes_spelled_in_russian_or_chinese_or_handed_on_to_type_are_codes(
    title: str, body: str
) -> None:
    assert label(body, title) == "otp"


def test_a_number_to_match_after_to_confirm_its_you_is_a_code() -> None:
    body = "New sign-in on your tablet? Enter 63 on the other device to confirm it's you."
    assert verdict(body, "Ledgerline") == ("otp", "otp.number_match")


def test_a_password_after_an_arrow_is_a_secret() -> None:
    body = (
        "for the shared laptop I went with the street name backwards plus the year → tsoPeloH2026"
    )
    assert verdict(body.replace("for the", "pw for the"), "Hannah")[0] == "secret"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        (
            "Harbour Bank Fraud Team",
            "This is Ella from Harbour Bank Fraud Prevention. You'll "
            "receive a code shortly, please read it back to me so I can stop the payment.",
        ),
        ("", "Mum I'm in trouble, police arrested me. Send 2,000 to this number urgently"),
        (
            "",
            "Customer care: your line will be blocked today. Send your ID number and mobile "
            "money PIN to this number to avoid disconnection",
        ),
        (
            "+65 8123 0099",
            "No worries about the wrong number! I trade gold futures with my "
            "uncle, made 30% this month. Want me to show you the app? Start with only $200",
        ),
    ],
)
def test_service_impostors_and_bait_are_scams(title: str, body: str) -> None:
    assert label(body, title) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Got a 'u've been selected for a prize' txt, obvs spam. shud i reply STOP?",
        "Congrats!! I hear u won the raffle at work, is it true?",
    ],
)
def test_a_friend_on_spam_or_a_win_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "FizzMobile: recharge Rs.149 & get 200 local SMS free for 56 days. T&C apply",
        "Club Nova fri nite: £3 entry b4 11 w/ this txt. Dress code smart!",
        "LinkTel: As a loyal customer u get 50 bonus mins this wknd. Txt BAL to 555",
    ],
)
def test_an_sms_offers_vocabulary_makes_marketing(body: str) -> None:
    assert label(body) == "marketing"


@pytest.mark.parametrize(
    "body",
    [
        "my free trial ran out after 14 days lol, free for 14 days my foot",
        "bring this text to show the bouncer ur on the list",
    ],
)
def test_a_friend_using_offer_words_is_kept(body: str) -> None:
    assert label(body) == "keep"


# --- third batch ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Sale at Plaza Sing, shoes all 40% off, wanna go tgt sun?",
        "ShopRite dey do 15% off on oil this week, buy 2 for me abeg",
    ],
)
def test_singapore_and_pidgin_texting_is_a_persons_voice(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Confirmed. You have received Ksh 2,100.00 from JANE W. Hi i sent money to ur number by "
        "mistake pls kindly send it back its for school fees",
        "Ur m-money wallet was credited Ksh 3,000 in error by our agent. Reverse it by sending "
        "to 0726 555 014 now",
        "Hi mum its me, phone broke so this is my new number. can u send R500 urgent",
    ],
)
def test_a_transfer_to_send_back_or_a_new_number_asking_money_is_a_scam(body: str) -> None:
    assert verdict(body) == ("scam", "scam.impersonation")


def test_a_friend_asking_for_money_back_is_kept() -> None:
    body = "u still owe me 2k from last week, pls send it back b4 fri"
    assert label(body) == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Trellio", "Confirm your email — enter 4KD-72Q in the Trellio app to finish signing up."),
        ("Anna", "WLAN heißt Zuhause_5G, Schlüssel: 5512 0087 3341 9920 1178"),
    ],
)
def test_a_letter_and_digit_code_to_enter_and_a_printed_wifi_key_are_dropped(
    title: str, body: str
) -> None:
    assert label(body, title) in ("otp", "secret")


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Anna", "enter the-end in the app to finish the quiz"),
        # Sixteen digits in fours with no Wi-Fi word: an account or a card's, read elsewhere.
        ("Anna", "ref for the transfer: 5512 0087 3341 9920, thanks!"),
    ],
)
def test_words_to_enter_and_grouped_digits_without_wifi_are_kept(title: str, body: str) -> None:
    assert label(body, title) == "keep"


# --- the last check's faults --------------------------------------------------------------


def test_an_airline_code_before_a_flight_number_is_no_password_word() -> None:
    body = "Flight WW 1187 Leeds → Faro: boarding 06:50, gate 4, seat 21A"
    assert label(body, "Westwind") == "keep"
    assert label("het ww van de wifi is Zonnebloem77", "Lotte") == "secret"


@pytest.mark.parametrize(
    "body",
    [
        "can u send me jos number? lost my phone n all my contacts",
        "could you send me the pics from sat? lost my phone",
    ],
)
def test_asking_for_a_number_after_losing_a_phone_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("", "lost my phone, this is my new number. can u send £200 2day pls"),
        ("+44 7700 900311", "I sent my 6-digit code to ur number by mistake, can u send it back?"),
    ],
)
def test_can_you_send_money_or_the_code_is_still_an_ask(title: str, body: str) -> None:
    assert label(body, title) == "scam"


def test_a_code_after_enter_the_following_is_a_code() -> None:
    body = (
        "Verification needed for your Nimbo account. If this was you, enter the following when "
        "asked. It expires in 10 minutes; do not share it.\n\n418 209"
    )
    assert label(body, "Nimbo") == "otp"


def test_go_shop_tomorrow_is_a_persons_voice() -> None:
    assert label("Robinsons got so many discount at orchard, go shop tmr?") == "keep"


def test_a_swahili_hi_mum_asking_for_money_is_a_scam() -> None:
    body = "Mama ni mimi, niko na shida nimeshikwa na police. Tuma 2000 kwa hii number haraka"
    assert verdict(body) == ("scam", "scam.impersonation")


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Leo", "here u go 4️⃣8️⃣2️⃣0️⃣1️⃣9️⃣ the code, quick before it runs out"),
        ("Bank", "Your code is 5️⃣5️⃣1️⃣0️⃣9️⃣3️⃣. Do not share it."),
    ],
)
def test_a_code_in_keycap_digits_is_a_code(title: str, body: str) -> None:
    assert label(body, title) == "otp"


@pytest.mark.parametrize(
    "body",
    ["we came 1️⃣st!! 🎉", "room 4️⃣0️⃣2️⃣ at 7, bring snacks"],
)
def test_keycap_digits_that_are_no_code_are_kept(body: str) -> None:
    assert label(body, "Leo") == "keep"


def test_a_code_in_the_title_that_the_body_points_up_to_is_a_code() -> None:
    body = (
        "Someone is signing in to Quillo from Firefox. If this was you, enter the code shown above."
    )
    assert label(body, "Confirm your sign-in: 3 9 1 8 0 2") == "otp"
    # A booking's number in the title stays a booking's.
    assert label("Show the number above at the desk.", "Booking 55102 confirmed") == "keep"


# --- after the sitting's last check: a third round of texting sets --------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Dear user, ur phone selected to get a FREE iPod. Just pay delivery $39 to acc 555-1234",
        "Dear Customer, your number won 1st Prize $25,000 in our anniversary draw. Call 9123 4567",
        "Work from home, data entry, Rs 20000 p.m. Regn fee only Rs 799. Call 9810000000",
        "Dear Customer ur ATM card is blocked. Call 02261000000 now & give card details to officer",
    ],
)
def test_prize_fee_and_card_detail_scams_are_scams(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "we won 1st prize at the pub quiz!! drinks on me",
        "mum pls dont give ur card details to anyone who calls, its a scam",
        "the bike was only £40 from gumtree, reg fee for the club is £10",
    ],
)
def test_a_friend_on_prizes_card_details_and_fees_is_kept(body: str) -> None:
    assert label(body) == "keep"


def test_a_cards_lifetime_free_offer_is_marketing() -> None:
    body = (
        "Dear Customer, get a LIFETIME FREE credit card with 5X points. SMS CARD to 5676000. "
        "T&C apply"
    )
    assert label(body) == "marketing"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Emma", "ok reading it off the tv: five one eight two zero four. the verify thing right?"),
        ("Jonah", "it came to MY phone lol. three nine one, six six two. go go go"),
    ],
)
def test_six_digits_read_out_in_a_chat_beside_a_login_or_a_phone_are_a_code(
    title: str, body: str
) -> None:
    assert verdict(body, title) == ("otp", "otp.spelled")


@pytest.mark.parametrize(
    "body",
    [
        "call my phone, the number ends four two one nine",
        "one two three four five six, count with me on the phone",
        "we need six one four two three five chairs lol",
    ],
)
def test_numbers_in_words_that_are_no_code_are_kept(body: str) -> None:
    assert label(body, "Ben") == "keep"
