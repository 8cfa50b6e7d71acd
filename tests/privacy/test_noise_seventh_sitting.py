"""Noise filter rules from the seventh sitting of issue 26, one test per kind of fault.

Every case is worded for this file (the fresh sets that showed each kind are not copied), with
the hard negatives each rule must leave alone.
"""

from __future__ import annotations

import pytest

from .verdicts import label, verdict


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        ("Sopir sudah dekat", "Mas Andi · Yamaha NMAX biru · D 5512 ABC · 2 menit", "keep"),
        ("Driver is 3 min away", "White Skoda Octavia · WX 4471K", "keep"),
        # A track and an artist under a title that tells of no ride is media.
        ("Now playing", "Midnight City · M83", "system"),
    ],
)
def test_a_ride_named_in_the_title_of_a_transport_notification_is_news(
    title: str, body: str, expected: str
) -> None:
    assert label(body, title, category="transport") == expected


@pytest.mark.parametrize(
    "body",
    [
        "Was this you? $612.40 at HOMEWARE DEPOT with card **** 3391. Confirm in the app. We "
        "never ask for codes.",
        "Card •••• 8820 charged €45.00 at CITYWASH. Reply in the app to confirm",
    ],
)
def test_a_masked_card_number_after_a_space_is_no_code(body: str) -> None:
    assert label(body, "Harbor Bank") == "keep"


def test_a_merchant_name_in_capitals_is_no_way_in() -> None:
    body = "Use code 318 904 to approve your payment of $12.00 to EASTSIDE GARAGE."
    assert label(body, "Harbor Bank") == "otp"
    # A way in written as a person writes it still vetoes a code word.
    assert label("The garage code is 3189, it's the keypad by the side door", "Mum") == "keep"


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        # A brand signs its SMS with its name; its "u" and "ur" are no personal voice.
        (
            "PizzaHut",
            "PizzaHut: Hungry? Get 40% off ur next order with code SLICE40 tonight!",
            "marketing",
        ),
        (
            "Boots",
            "Boots: New yr new u! 25% off all vitamins this week. Txt STOP to 80010",
            "marketing",
        ),
        # A person who texts the same words is kept.
        ("Priya", "hey u want 40% off ur pizza? I have a code, lmk", "keep"),
    ],
)
def test_a_body_signed_with_its_sender_is_a_brands_not_a_persons(
    title: str, body: str, expected: str
) -> None:
    assert label(body, title) == expected


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        (
            "TelNova",
            "TelNova: Ur data is nearly used up! Add 5GB for just £4. Reply DATA to buy. "
            "Txt STOP to 61122 to opt out",
            "marketing",
        ),
        (
            "Kestrel",
            "Kestrel: Switch to 5G Unlimited for £8 more a month. Reply SWITCH. Txt STOP "
            "to 60880 to opt out",
            "marketing",
        ),
        # A signed subscription trap with prizes and a weekly charge stays a scam.
        (
            "FreeMsg",
            "FreeMsg: ur FREE wallpaper pack is waiting! Reply PICS 2 claim. Then 3 "
            "packs/wk for £4.50. Opt out txt STOP to 85511",
            "scam",
        ),
    ],
)
def test_a_carriers_signed_offer_with_an_opt_out_is_marketing_not_a_scam(
    title: str, body: str, expected: str
) -> None:
    assert label(body, title) == expected


def test_a_promotions_percentage_is_no_progress() -> None:
    body = (
        "Big Saving Week! Extra 15% off on Rs 1500 shopping. T&C. To unsubscribe sms STOP to 56070"
    )
    assert label(body, "MegaStore") == "marketing"
    assert label("Saving photos… 40%", "Gallery") == "system"


def test_a_links_path_is_no_texting_u() -> None:
    body = "Summer Sale starts Friday! Up to 60% off garden furniture. Unsub: gdn.co/u"
    assert label(body, "GardenHub") == "marketing"


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        # A friend's story of a discount is kept.
        ("Sandra", "me hicieron 3 € de descuento en la panadería jajaja", "keep"),
        ("Rina", "aku dapet potongan Rp10.000 di kasir tadi wkwk", "keep"),
        ("Jonas", "Ich hab 5 € Rabatt bekommen weil die Packung kaputt war", "keep"),
    ],
)
def test_a_friends_story_of_a_discount_in_other_languages_is_kept(
    title: str, body: str, expected: str
) -> None:
    assert label(body, title) == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("Din vejafgift på 412 kr mangler. Betal her: https://vej-betaling.dk-borger.org", "scam"),
        ("Your vehicle tax is overdue. Pay today: https://tax-renew.gov-uk.info/pay", "scam"),
        ("Taxa är betald. Kvitto: https://skatteverket.se/kvitto/2231", "keep"),
        ("Renew your licence at https://www.service.gov.uk/renew before 3 May", "keep"),
        ("Slides from the talk: https://my-slides.example.com/deck", "keep"),
    ],
)
def test_a_link_posing_as_a_countrys_domain_is_a_scam(body: str, expected: str) -> None:
    assert label(body, "+45 52 10 33 71") == expected


def test_prize_lures_with_a_sum_from_a_phone_number_are_a_scam() -> None:
    body = "Congratulations! You have won Rs 2,00,000 in the lucky draw of the mobile company."
    assert label(body, "+91 70000 11223") == "scam"
    # From a saved contact, a person telling of a win is kept.
    assert label("Congratulations! You have won Rs 2,000 in the office lucky draw", "Ravi") == (
        "keep"
    )


def test_a_way_ins_password_is_a_code_to_keep() -> None:
    assert label("공동현관 비번 바뀌었어 *2468# 이야", "아빠") == "keep"
    assert label("와이파이 비번은 Sunny2024! 이야", "아빠") == "secret"


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        (
            "Plusnet",
            "Tylko teraz: +50 GB do abonamentu przez 2 miesiące. Aktywuj w aplikacji.",
            "marketing",
        ),
        (
            "Kyivstar",
            "Тільки сьогодні: +15 ГБ до тарифу за 40 грн. Підключайте в застосунку!",
            "marketing",
        ),
        # A usage notice is the user's own business.
        ("Kyivstar", "Ви використали 80% з 20 ГБ пакета. Залишок: 4 ГБ.", "keep"),
        ("Anna", "mam jeszcze 5 GB do końca miesiąca, mogę ci udostępnić", "keep"),
    ],
)
def test_a_carriers_data_bonus_or_price_of_nothing_is_an_offer(
    title: str, body: str, expected: str
) -> None:
    assert label(body, title) == expected


def test_enter_this_code_names_a_one_time_code_unless_a_way_in_stands_beside_it() -> None:
    assert label("Verify your new email – enter this code in the app: RT4-X9Q.", "Orbit") == "otp"
    assert label("Enter this code on the gate keypad: 4821#", "Host Maria") == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        (
            "+254 711 555 204",
            "Hello I mistakenly sent Ksh 1,500 to ur line. Kindly reverse it to "
            "0711555204, it was for my mother. God bless",
        ),
        (
            "+91 90000 44512",
            "Sir your son has been arrested, send Rs 40,000 on this UPI immediately to release him",
        ),
        (
            "+44 7700 900112",
            "Bank alert: a new device was added. If this was not you reply with "
            "the code we just sent you to stop it",
        ),
    ],
)
def test_mistaken_transfers_arrests_and_code_asks_from_a_number_are_scams(
    title: str, body: str
) -> None:
    assert label(body, title) == "scam"


def test_a_banks_yes_or_no_question_makes_its_stop_footer_no_sign_up() -> None:
    body = (
        "Pine Bank Fraud Alert: Did you make a $219.40 purchase at HOMEGOODS #118 on card ending "
        "4410? Reply YES or NO. Reply STOP to end alerts."
    )
    assert label(body, "72266") == "keep"
    # A vote sent to a short code is still a sign-up.
    vote = "Should the league ban VAR? Txt YES or NO to 80250 & win a signed ball. 50p per vote"
    assert label(vote, "80250") == "scam"


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        (
            "+62 812-5550-1188",
            "Kak ini dari ekspedisi, cek dulu fotonya ya Bukti_Kirim.apk",
            "scam",
        ),
        ("+91 98200 55511", "Your e-challan is pending, install RTO_Challan.apk to pay", "scam"),
        # A colleague sharing a build from a saved contact is kept.
        ("Dev Team", "New test build is up: app-release-2.4.1.apk in the shared drive", "keep"),
    ],
)
def test_an_app_file_sent_from_a_phone_number_is_a_scam(
    title: str, body: str, expected: str
) -> None:
    assert label(body, title) == expected


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        (
            "JioNet",
            "Sirf ₹239 mein 1.5GB/din + unlimited calls 28 din. Recharge karein!",
            "marketing",
        ),
        ("MobiFone", "Dang ky goi 3GB/ngay chi 70.000d/thang. Soan DK gui 9084", "marketing"),
        ("Telekom", "Nur heute: 10 GB Datenpaket für 2,99 €. Antworte JA zum Buchen.", "marketing"),
        # Data a person has left, or a usage notice, is no offer.
        (
            "Lisa",
            "ich hab nur noch 2 GB für den Rest vom Monat, kannst du mir Fotos später schicken",
            "keep",
        ),
        ("Telekom", "Sie haben 80% Ihres 10 GB Datenvolumens verbraucht.", "keep"),
    ],
)
def test_carrier_data_by_the_day_or_a_pack_for_a_price_is_an_offer(
    title: str, body: str, expected: str
) -> None:
    assert label(body, title) == expected


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        ("Lucie", "mdrrr t'as vu les soldes? -50% sur les bottes, je craque 😭", "keep"),
        ("Ayşe", "ahahaha %40 indirim var bu hafta, yine aldım 😂", "keep"),
        ("Оля", "ахахах скидки 30% в Ленте, я опять всё купила", "keep"),
        ("Bruno", "achei um fone na promo por R$ 99, compro?", "keep"),
        # A food app's "jajan" (snacking) is no laughter: the offer is still an offer.
        (
            "GoFood",
            "Waktunya jajan! Diskon 40% khusus buat kamu, pakai kode JAJAN40 hari ini.",
            "marketing",
        ),
    ],
)
def test_laughter_in_other_languages_is_a_persons_voice(
    title: str, body: str, expected: str
) -> None:
    assert label(body, title) == expected


def test_an_opt_out_keyword_makes_a_single_offer_phrase_a_promotion() -> None:
    body = (
        "Kids eat free with any adult main this Sunday. Show this text in store. Txt STOP to 61010"
    )
    assert label(body, "FamilyDiner") == "marketing"
    # The same phrase told flatly by a person is kept.
    assert label("they said show this text in store and it worked", "Nadia") == "keep"


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        (
            "+1 (312) 555-0181",
            "Hi! I'm Grace from SwiftHire. Part-time remote work, 30 minutes a "
            "day, earn $200-$500 daily. Interested?",
            "scam",
        ),
        (
            "+234 803 555 0192",
            "Mummy pls it's Tobi, im using my friend's phone. Abeg send 20k "
            "to this acct, I will explain",
            "scam",
        ),
        # From a saved contact, a friend telling of a remote job is kept.
        (
            "Grace",
            "I got a part-time remote work gig, like 30 minutes a day, pays $200 a week",
            "keep",
        ),
    ],
)
def test_bait_or_a_friends_phone_with_a_sum_from_a_number_is_a_scam(
    title: str, body: str, expected: str
) -> None:
    assert label(body, title) == expected


def test_data_for_a_price_is_a_carriers_offer() -> None:
    body = "Running low? Add 5GB for just £3 this month. Reply DATA3 to add it."
    assert label(body, "Kestrel") == "marketing"


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # Loan bait acted on by a USSD code is a scam; a carrier's own USSD offer is not.
        (
            "Loan approved!! Up to KSh 30,000 to your wallet in 5 mins. No guarantor. "
            "Dial *355*2# now",
            "scam",
        ),
        ("Boost: 2GB/day for just Rs 19. Dial *121*5# to activate", "marketing"),
        # A wrong-number reversal.
        (
            "Confirmed. You have received Ksh 3,100.00 from MARY W. Please kindly send back, I "
            "sent to wrong number",
            "scam",
        ),
    ],
)
def test_ussd_loan_bait_and_wrong_number_reversals_are_scams(body: str, expected: str) -> None:
    assert label(body) == expected


def test_a_body_that_opens_with_a_brands_name_is_no_personal_voice() -> None:
    body = "Gleam Mobile: Ur contract is up! Get 6 months free streaming when u upgrade today."
    assert label(body) == "marketing"
    # A group chat's post opens with its sender's name too, under the group's title.
    post = "Tom: ur coming tonight? there's 6 months free streaming on my new plan lol"
    assert label(post, "Flat 4B") == "keep"


def test_a_charge_with_a_fraud_desk_to_call_from_a_number_is_a_scam() -> None:
    body = (
        "MegaShop: Your account was charged $749.00 for a laptop. Not you? Call our fraud desk "
        "at +1 (415) 555-0102 now."
    )
    assert label(body, "+1 (415) 555-0102") == "scam"


def test_an_italian_bank_lock_with_a_lookalike_link_is_a_scam() -> None:
    body = (
        "Il suo conto è stato temporaneamente bloccato. Sblocca qui: https://banca.it-verifica.net"
    )
    assert label(body, "Banca") == "scam"
    assert label("Ticket opened: https://it-support.example.com/t/4411", "Helpdesk") == "keep"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Nonna", "mi è arrivato un codice dalla banca 418 207, cosa devo farci?"),
        ("Dad", "the bank just sent me 63 18 94 what do i do with it"),
        ("Mamá", "me llegó un mensaje con 7 1 9 4 0 2 de la app del banco, te lo paso"),
        ("Babcia", "Kuba przyszedł mi kod z banku 552 841 co mam z nim zrobić"),
    ],
)
def test_a_code_a_person_forwards_from_a_bank_or_an_app_is_a_one_time_code(
    title: str, body: str
) -> None:
    assert verdict(body, title) == ("otp", "otp.forwarded")


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        # Sums, counts, dates and accounts beside a bank or an app word stay kept.
        ("Ana", "I paid the bank 250 000 for the car finally", "keep"),
        ("Tom", "the app says my step count today is 120 450 lol", "keep"),
        ("Dad", "bank holiday is 26 12 25 right?", "keep"),
        ("Lee", "my bank account number is 12 34 56 78", "keep"),
        # A PIN or a password given is a secret, not a forwarded code.
        ("Amor", "a senha do banco é 738291, paga o boleto hoje", "secret"),
        # A business's sender ID is no person forwarding a code.
        ("AD-BANKCO", "Spent on card xx4417 on 12-03-25. SMS BLOCK to 56161", "keep"),
    ],
)
def test_six_digits_beside_a_bank_word_that_are_no_forwarded_code(
    title: str, body: str, expected: str
) -> None:
    assert label(body, title) == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # A price, an opt-out and a brand's name or an exclamation: a business's offer.
        ("Burger Barn: 2 meals for $14.99 every Monday! Txt STOP to end", "marketing"),
        ("Clearview Optics: 2 pairs for £89 this month. Reply STOP to opt out", "marketing"),
        # A balance notice and a bank's question carry an opt-out too, and stay kept.
        ("Pine Bank: Your balance is $1,240.22. Reply STOP to end balance alerts.", "keep"),
        (
            "Pine Bank: Did you spend $80.00 at FUELCO? Reply YES or NO. Reply STOP to end alerts",
            "keep",
        ),
    ],
)
def test_a_price_with_an_opt_out_from_a_named_business_is_an_offer(
    body: str, expected: str
) -> None:
    assert label(body) == expected


@pytest.mark.parametrize(
    "body",
    [
        "Missed delivery. Your parcel is waiting, pay £1.99 redelivery at royal-uk-post.net",
        "Dear beneficiary, your compensation is ready for dispatch. Contact Barr. Okoye on "
        "+234 803 555 0147",
        "Easy loan up to KSh 40,000, no CRB check! Dial *477*3# now",
        "Join our WhatsApp group for daily stock tips, 30% monthly returns guaranteed "
        "https://chat.whatsapp.com/AbC123xyz",
    ],
)
def test_sms_scams_with_few_of_the_usual_words(body: str) -> None:
    assert label(body) == "scam"


def test_a_wallet_backup_note_over_twelve_words_is_a_seed_phrase() -> None:
    body = "wallet backup - keep safe: maple orbit canyon lemon fragile tiger absorb velvet ribbon"
    body += " scout patrol amazing"
    assert label(body, "Saved Messages") == "secret"
    assert label("wallet backup done, saved the file to my drive, all good now", "Tom") == "keep"


def test_a_street_name_holds_no_mpin() -> None:
    body = "Your parcel is in Locker 12 at Tampines Hub. PIN 829104. Collect by Friday."
    assert label(body, "ParcelPoint") == "keep"
    assert label("MPIN ko 482015 pakibayad na lang yung kuryente", "Kuya Ben") == "secret"


@pytest.mark.parametrize(
    ("title", "body"),
    [
        (
            "+7 916 555-20-31",
            "Ваша карта заблокирована. Подробности по тел. +7 (916) 555-20-31. "
            "Служба безопасности банка",
        ),
        (
            "+39 345 555 0192",
            "Ciao, sono Marta. Offriamo lavoro part-time da casa 200-400€ al "
            "giorno. Contattami su WhatsApp per info",
        ),
        (
            "+49 1512 5550147",
            "Hallo Papa, mein Handy ist kaputt, das ist meine neue Nummer. "
            "Kannst du mir kurz auf WhatsApp schreiben? Ich brauche dringend deine Hilfe",
        ),
        (
            "+33 6 55 50 12 34",
            "Votre solde CPF de 980€ expire le 30/04. Utilisez vos droits avant "
            "la suppression : cpf-mes-droits.fr",
        ),
    ],
)
def test_the_last_check_sets_scams_in_other_languages(title: str, body: str) -> None:
    assert label(body, title) == "scam"


def test_an_italian_carriers_offer() -> None:
    body = "Attiva l'offerta Giga 100 a soli 6,99€/mese, senza costi di attivazione. Rispondi SI."
    assert label(body, "TuoOperatore") == "marketing"
