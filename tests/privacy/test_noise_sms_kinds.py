"""Noise filter, round 4, later passes: the kinds of SMS spam held-out sets 9 to 15 showed
kept, and the kinds of personal texts they showed dropped (issue 26).

Each test names one kind; its texts are variants written for the test, not lines of the
held-out sets. Each set was scored once when written, before the pass it prompted
(docs/benchmarks.md, noise); held-out sets 16 and 17, written after every pass, are the
round's check."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_memory.evaluation.noise import load_corpus
from agent_memory.notifications.noise import classify
from agent_memory.privacy import classify_text

SMS = "com.google.android.apps.messaging"


def label(body: str, *, title: str = "") -> str:
    return classify_text(body, title=title, app_id=SMS).label


def reason(body: str, *, title: str = "") -> str:
    return classify_text(body, title=title, app_id=SMS).reason


# --- spam kept before ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Fancy a new video fone? 500 anytime mins + free camcorder. Ring 08000930222 4 delivery"
        " tomorrow",
        "Been on ur network 12 mths or more? Get the newest colour camera fone 4 nothing! Ring"
        " free on 08002973444",
        "Double minutes & texts 4 3mths + FREE bluetooth! Ring FoneDeals on 08000832333",
    ],
)
def test_handset_offer_in_texting_spelling_on_a_freephone_number_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Join FLIRTZONE now! Txt FLIRT to 86333 150p/msgrcvd 18yrs",
        "Txt: GAB to No: 86544 & get 2hrs talk time on ur fone! £5/mnth 16 stop?txtSTOP",
        "Fancy fun? Txting HOT to 69822 gets u started! 31p.msg@150p",
        "Hi im Lexi 22. text LEXI to 89333. 150ppmsg 18+",
        "For FREE hot chat text GO to: 69944. If nothing comes u must Age Verify with ur network",
        "Txt ur answer to 82299 now 2 win a DVD player! £1.50 2 rcv, std chgs 2 send",
    ],
)
def test_short_code_with_a_run_together_or_monthly_charge_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Thank u 4 joining ToneZone, ur phone bill will be charged £3.50/week. Reply YES to"
        " confirm",
        "BeatBox: 100s of new tones every wk! This is a subscription service, wkly tones cost 300p",
    ],
)
def test_subscription_charge_notice_with_nothing_to_call_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "You have 3 unheard messages. Call 08712409555 now to hear them",
        "We tried 2 ring u about ur reply 2 our txt 4 a free DVD player. Ring now 08000932333",
        "Hiya, tried ringing u earlier, ring me on 07090217999 x",
        "A friend has left u a private message. To hear it call 09063458222. £1.50 per call",
    ],
)
def test_call_back_bait_on_premium_or_personal_numbers_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "FREE 4 U: 5 free tones & a wallpaper. just reply GO",
        "hot singles r waitin 4 u 2nite. reply HOT",
        "2nd & final notice: ur free gift is still unclaimed. reply YES 2 get it",
        "Loans from £500 approved in mins, bad credit OK! reply LOAN 4 info or STOP",
    ],
)
def test_offer_with_a_capital_keyword_to_reply_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Reminder: ur paid content has not been downloaded. Visit http://get.tunezone.tv/ 2"
        " collect it",
        "2day could be ur day! See what's waiting 4 u at http://www.todayswinner.co.uk now",
        "Ur credit is ready, click the WAP link or click here>> http://wap.mobiclub.com?n=X2",
    ],
)
def test_link_whose_host_names_the_lure_is_scam(body: str) -> None:
    assert label(body) == "scam"


def test_gift_card_claim_on_a_scam_top_level_domain_is_scam() -> None:
    assert label("Ur number was picked 4 a £500 gift card. Claim b4 midnight: shop-gift.win/c") == (
        "scam"
    )


@pytest.mark.parametrize(
    "body",
    [
        "Struggling with debt? U could write off up 2 70% with the govt scheme. Reply INFO or"
        " STOP 2 opt out",
        "Had an accident that wasn't ur fault? Claim up to £4000 compensation. Reply CLAIM or STOP",
        "We are hiring part time staff! Earn 300 per day just liking videos. Contact our HR on"
        " WhatsApp +44 7451 900111",
    ],
)
def test_debt_claim_and_job_bait_is_scam(body: str) -> None:
    assert label(body) == "scam"


def test_bait_alone_piled_up_is_scam_without_a_hook() -> None:
    body = "I made $3,900 this week with an arbitrage bot, daily profit and it's risk free"
    assert reason(body) == "scam.bait"
    # One bait phrase from a friend is talk.
    assert label("lol he says its risk free, I'm not putting money in that") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Ha sido seleccionado para un móvil GRATIS. Responda SI al 7911 para recibirlo. Coste"
        " 1,45€/sms",
        "Поздравляем! Ваш номер выиграл 30000 рублей. Для получения приза отправьте СМС на"
        " номер 4411",
        "Você tem 3 mensagens de voz não ouvidas. Ligue 4002-8111 para ouvir. Custo 0,99€/min",
    ],
)
def test_short_code_and_voice_message_bait_in_other_languages_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Dear customer, ur electricity will be disconnected tonight as ur last bill was not"
        " updated. Call officer 9876500111 immediately",
        "您的社保卡已被冻结，请立即拨打 021-61230000 解冻，否则将影响使用。",
        "[국제발신] 해외결제 750,000원 승인완료. 본인 아닐 경우 고객센터 02-1234-0000",
    ],
)
def test_cut_off_and_freeze_threats_with_a_number_to_call_are_scam(body: str) -> None:
    assert label(body) == "scam"


# --- personal texts dropped before ------------------------------------------------------------


def test_text_yes_to_a_friends_grouped_number_is_no_short_code() -> None:
    assert label("Just text YES to 07700 900 204, that's Dan's number, he's doing the tickets") == (
        "keep"
    )
    # A real short code still is one.
    assert label("Text YES to 87021 now 4 ur free tones! 150p/msg") == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Text the code 5821 to ur nan so she can get in the shed",
        "Key safe code is 2047, for the carer tomorrow",
        "Lockbox by the back door, code 6633. Keys inside",
    ],
)
def test_a_code_passed_on_by_a_person_or_for_a_key_safe_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Your code is 5821",
        "Your code is 5821. Do not share it",
        "Use code 5821 to sign in",
    ],
)
def test_a_service_code_is_still_a_one_time_code(body: str) -> None:
    assert label(body, title="Acme") == "otp"


@pytest.mark.parametrize(
    "body",
    [
        "Got him a golf voucher, £30 from both of us?",
        "Primark clearance is mad, got 3 tops for a tenner",
        "The new collection at zara is nice but dear",
        "Flash sale on the gig tickets, shall we get 2?",
        "I got a coupon 4 krispy kreme, come over",
    ],
)
def test_friend_mentioning_a_sale_or_voucher_flatly_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Clearance! Everything must go this weekend",
        "New collection in store now, 20% off with code NEW20",
        "Flash sale: shop now at acme.com/sale",
    ],
)
def test_a_promotion_with_its_marks_is_still_marketing(body: str) -> None:
    assert label(body, title="Acme") == "marketing"


def test_voucher_in_a_vietnamese_promotion_is_still_marketing() -> None:
    assert label("Tặng voucher 50K cho đơn đầu tiên, freeship toàn quốc", title="Shop") == (
        "marketing"
    )


@pytest.mark.parametrize(
    "body",
    [
        "Free tonight? Pizza at mine, it's £10 for 2 large ones",
        "Missed ur call, in a meeting, ring u back in 10",
        "I won the pub quiz lol, £50 prize! Drinks on me 2nite",
        "Reply asap pls, need 2 know if ur coming 4 dinner",
        "Got a msg saying I won a free holiday haha as if",
        "Check this out www.bbc.co.uk/news/uk-12345 mad",
        "Reply STOP to the vodafone thing and they stop charging, I did",
    ],
)
def test_informal_texts_that_look_like_spam_on_the_surface_are_kept(body: str) -> None:
    assert label(body, title="Sam") == "keep"


@pytest.mark.parametrize(
    ("body", "phrase"),
    [
        ("u hav bin selected 2 recieve a £500 award! call 09061701999", "u hav bin selected"),
        ("Ur acct will b suspended 2nite. verify ur details at acc-check.co", "verify ur details"),
        ("Congrats! u r entitled 2 a free fone upgrade. call 08002986999 2day", "entitled 2"),
    ],
)
def test_scam_phrases_are_read_in_texting_spellings(body: str, phrase: str) -> None:
    verdict = classify_text(body, app_id=SMS)
    assert verdict.label == "scam"
    assert phrase in [body[s.start : s.end] for s in verdict.spans]


def test_texting_spellings_leave_a_friends_text_kept() -> None:
    assert label("u hav bin selected 4 the team!! well done, call me 2nite") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Ringtone 4 u! reply TONE",
        "Block Blaster is back with 30 new levels! Just £3, reply GET BLOCK. Network charges may"
        " apply",
        "Someone has a crush on u! 2 find out who reply NAME. Msgs cost £1.50",
        "Meet singles near u 2nite! Text ur AGE and M or F to 83111 eg 25F. stop 2 end",
        "Toques novos! Envie TOQUE para 49111. R$ 2,99 por semana",
    ],
)
def test_keyword_sign_ups_with_their_charge_in_any_wording_are_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Win an iPad! Answer 3 simple questions in our quick survey at survey-prizes.net",
        "We tried to deliver ur parcel but nobody was home. Book a new slot (fee £1.20):"
        " parcel-redeliver.net/x",
        "Ur TV licence is about to expire. Visit tvlicence-renewal.uk now to avoid prosecution",
        "A device has been registered to ur online banking. If not you, cancel at bank-device.com",
        "Loan approved! £2,000 is ready today. Reply with your sort code to release the funds",
    ],
)
def test_phishing_with_its_act_and_a_suspicious_link_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Eh the sale got 30% off, ü wan come?",
        "Last chance for the cheap tix, $150 only. Go or not",
        "ok lah, the promo ends 2moro so we go tonight",
    ],
)
def test_singapore_english_about_a_sale_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Apple ID: ur iCloud has been locked. Verify ownership now: icloud-verify-help.com",
        "Seu cartão foi bloqueado por suspeita de fraude. Desbloqueie: banco-desbloqueio.com",
        "You're due a rebate of £142.10 on ur energy account. Apply at energy-rebate-uk.org",
        "We couldn't take ur monthly payment. Keep watching by updating details at"
        " stream-billing-help.com",
    ],
)
def test_a_hyphenated_host_naming_what_it_asks_for_is_a_phishing_link(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Your bill is ready to view at my-account.nationalgrid.co.uk",
        "Your parcel is on its way. Track it at parcel-tracker.dpd.co.uk/abc",
        "Ur bill of £32.50 is ready. Pay online at my-account.ee.co.uk",
    ],
)
def test_a_brands_own_hyphenated_site_in_a_plain_notice_stays_kept(body: str) -> None:
    assert label(body, title="Notices") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Get 20 free spins + £30 bonus! No deposit needed. Play at spin-palace.bet 18+",
        "Trivia: the Thames flows through Paris. TRUE or FALSE? Reply now 2 score! 120p per q."
        " To quit send QUIT TRV",
        "Welcome 2 ToneHut! Ur phone will be billed £3 each mth. Reply OK to confirm",
        "Horoscope: Leo, money is on the way! Reply LEO 4 ur forecast. 50p each daily",
        "ur number is lucky!! collect £500 by sending LUCKY 2 88111 b4 10pm",
    ],
)
def test_gambling_trivia_and_billing_sign_ups_are_scam(body: str) -> None:
    assert label(body) == "scam"


def test_an_opt_out_keyword_in_capitals_is_no_sign_up() -> None:
    assert label("Reply STOP to end these, my mum keeps getting them") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Last chance to come! We're leaving at 7",
        "Theres 20% off at the outlet with the student card",
        "Hurry up! Happy hour ends at 9",
        "Cashback came through on the credit card, £60!",
    ],
)
def test_a_friend_forwarding_a_deal_in_their_own_words_is_kept(body: str) -> None:
    assert label(body, title="Kez") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "tonesking txt KING 87111 get 2day",
        "private! ur 2004 account statement shows 700 un-redeemed points call 08719899111",
        "Ur contract is ending soon - claim a FREE flip phone. Reply YES for callback",
        "upgrade ur mob 2 a brand new smartphone at NO cost!! call free 0800 731 4111 b4 its gone",
        "Homeowner? Release up to £20,000 for any purpose. Call 0800 012 4111 free",
        "Claimyourgift.co.uk u were picked today",
        "New voice mail from +44 7429 *** ***. Listen: http://vmail-box.info/l?=42a",
        "DPD: we missed you today. Rebook here: dpd-reschedule.co/track",
        "【贷款】无抵押，低利息，当天放款，回复1了解详情",
    ],
)
def test_sixth_pass_kinds_are_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Reply STOP if u want me to stop sending u cat pics. (U won't)",
        "Last chance to come! We leave at 7",
        "text mum when u get there",
    ],
)
def test_sixth_pass_personal_texts_are_kept(body: str) -> None:
    assert label(body, title="Stu") == "keep"


def test_hi_mum_asking_a_favour_from_a_new_number_is_scam() -> None:
    body = (
        "Hi Mum, I've lost my phone, this is my new number. Can u text me back, need to ask a"
        " favour"
    )
    assert reason(body) == "scam.impersonation"


@pytest.mark.parametrize(
    "body",
    [
        "u have 3 unheard msgs. call 09051 to hear",
        "WINNERWINNER ur mob no. selected £2K call09050280111",
        "Important msg 4 the owner of this mobile: ur number is being disconnected unless u call"
        " 09066380111 today",
        "You have a prize waiting. Reply YES.",
        "Loan offer for u. no checks. reply LOAN",
        "Ur mobile number has qualified for a free upgrade! call free on 0800 298 6111. T+Cs",
        "Singles warten! Schreib LOVE an 89111 und chatte jetzt. 1,99€/SMS, ab 18",
        "Joke of the day! Get a new joke daily - text HAHA to 85111. £1 per joke.",
    ],
)
def test_seventh_pass_kinds_are_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Reply Y to confirm your appointment on Tue at 3pm or N to cancel",
        "call 0905 if ur still up lol",
        "whats ur mob no? lost it",
    ],
)
def test_seventh_pass_lookalikes_are_kept(body: str) -> None:
    assert label(body, title="Surgery") == "keep"


# --- kinds an outside trial found after the check ---------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Got a text 'URGENT! Ur mob no. won £2000 call 09061701999' 😂 who falls for this",
        "Job offer from a Telegram recruiter 'earn $500/day liking videos' obviously fake",
    ],
)
def test_a_friend_quoting_a_scam_they_got_is_kept(body: str) -> None:
    assert label(body, title="Jo") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Last chance to RSVP for the BBQ!! Reply by tonight please",
        "Last chance to sign the card for Sue!! Office closes at 5",
    ],
)
def test_urgency_alone_from_a_friend_is_not_marketing(body: str) -> None:
    assert label(body, title="Jo") == "keep"


def test_urgency_beside_an_offer_is_still_marketing() -> None:
    assert label("Last chance! 20% off everything today only", title="Acme") == "marketing"


@pytest.mark.parametrize(
    "body",
    [
        "Soldes chez Sephora -50% sur tout, je te prends le parfum ?",
        "Uniqlo -50% today, want anything?",
        "双十一五折！！你要不要我帮你抢",
    ],
)
def test_a_friend_offering_to_get_something_from_a_sale_is_kept(body: str) -> None:
    assert label(body, title="Lea") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Eh the Singpass code come already, 492011",
        "Love the bank sent me a number 583920 for logging in, was it u?",
        "El código que me llegó del banco es 448120",
        "Le code reçu par SMS c'est 551 870",
    ],
)
def test_a_code_a_person_forwards_from_a_service_is_still_a_one_time_code(body: str) -> None:
    assert label(body, title="Lea") == "otp"


@pytest.mark.parametrize(
    "body",
    [
        "Der Schlüsselkasten hat den Code 3108, Schlüssel für die Wohnung",
        "门锁密码是758921#，你先进去等我",
    ],
)
def test_a_door_or_key_box_code_in_other_languages_is_kept(body: str) -> None:
    assert label(body, title="Lea") == "keep"


def test_a_claim_code_in_a_prize_scam_is_labelled_scam_not_otp() -> None:
    body = (
        "Numbers on Vodafone ending in 7731 have been picked for a £250 award! If ur number"
        " matches, call 08719 180 224 with code V7731 (std rates)"
    )
    assert label(body) == "scam"
    # A one-time-code phrase still wins.
    assert label("Your verification code is 772911. You have been selected to win!") == "otp"


def test_a_banks_reply_y_or_n_confirmation_is_kept() -> None:
    body = (
        "Tesco Bank: We've spotted unusual activity on your card. Reply Y if you made a £99.00"
        " purchase at Argos, N if not"
    )
    assert label(body, title="TescoBank") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Pay £2.50 now to avoid a £70 penalty: darttcharge-pay.co",
        "HMRC Alert: A legal case has been filed against you. Call 020 3769 1234 immediately to"
        " avoid arrest",
        "Earn £300-£800 daily liking videos! Add me on Telegram @amyhr_jobs",
        "Tu paquete tiene un premio de 500€. Reclámalo aquí: ali-premio.top",
        "Hola mamá, este es mi nuevo número. ¿Puedes hacerme una transferencia urgente?",
        "Hallo Mama, das ist meine neue Nummer. Kannst du mir Geld überweisen? Ist dringend",
        "Salut maman, c'est mon nouveau numéro. Tu peux me faire un virement urgent ?",
    ],
)
def test_modern_smishing_kinds_are_scam(body: str) -> None:
    assert label(body) == "scam"


def test_a_childs_new_number_without_a_money_ask_is_kept() -> None:
    body = "Hallo Mama, meine neue Nummer, speicher sie ab. Kannst du mir das Rezept schicken?"
    assert label(body, title="Lena") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Elon Musk BTC giveaway! Send 0.1 BTC and get 0.2 BTC back. DM @musk_giveaway_official",
        "Congratulations! You've been selected for our crypto airdrop. Claim 500 USDT, message"
        " @airdrop_claims on Telegram",
        "Claim your FREE bitcoin bonus today, contact @btc_rewards_desk",
        "You have won a $500 USDT reward! write to @claims.team via telegram",
    ],
)
def test_a_crypto_lure_with_a_strangers_handle_to_write_to_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "follow me on insta @jess_draws_stuff, new drawings up",
        "I won the raffle!! dm @sarah_k if u want the spare ticket",
        "txt me @5pm when ur free, claim ur prize at the bar lol",
        "congrats on winning! add @tom.h on telegram, he has the photos",
    ],
)
def test_a_friend_naming_a_handle_is_kept(body: str) -> None:
    assert label(body, title="Jess") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "PayPal: unusual sign-in detected. Confirm your identity at paypa1.com/verify",
        "Your Netflix account is on hold. Update your payment: netf1ix.com/billing",
        "Apple: your iCloud storage is locked. Unlock now at app1e.info",
        "HSBC: new payee added. If this was not you, cancel at hsbc0nline.com",
    ],
)
def test_a_link_that_names_a_brand_with_digits_for_letters_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "PayPal: you sent £20.00 to Sam. Details at paypal.com/activity",
        "Your Amazon order 204-11 has shipped: amazon.co.uk/orders",
        "Office 365 renewal on 12 March, manage it at office365.com",
    ],
)
def test_a_brands_own_domain_spelling_its_name_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "black friday deals on airpods are actually decent this year",
        "the boots sale has good deals on perfume, 3 for 2 on everything",
        "vc viu a promoção da Renner? tá tudo 40% off",
        "a promoção do ifood tá boa né, frete grátis hoje kkkk",
    ],
)
def test_a_friend_writing_in_lower_case_or_brazilian_texting_about_a_sale_is_kept(
    body: str,
) -> None:
    assert label(body, title="Amy") == "keep"


def test_a_shops_promotion_with_its_marks_is_still_marketing() -> None:
    body = "black friday deals! up to 50% off everything, shop now at argos.co.uk"
    assert label(body, title="Argos") == "marketing"


# --- smishing, job, crypto, "new number" and call-back scams in the filter's languages ------


@pytest.mark.parametrize(
    "body",
    [
        "Ihr Paket liegt im Verteilzentrum bereit. Begleichen Sie 2,49 € Versandkosten:"
        " paket-nachverfolgung.top/de",
        "Sparkasse: Ihr pushTAN-Verfahren läuft heute ab. Jetzt erneuern:"
        " sparkasse-pushtan-update.com",
        "Ihre Gesundheitskarte läuft ab. Fordern Sie eine neue an: tk-versichertenkarte.info",
        "Wir haben Ihre Karte gesperrt, da eine verdächtige Zahlung erkannt wurde. Entsperren:"
        " volksbank-sicherheit.net",
        "Ihre Rechnung konnte nicht bezahlt werden. Aktualisieren Sie Ihre Zahlungsdaten:"
        " telekom-rechnung.xyz",
        "Hemos bloqueado su tarjeta por motivos de seguridad. Para reactivarla acceda a"
        " bbva-seguridad.info",
        "¿Ha realizado una compra de 849,00 € en Amazon? Si no la reconoce, cancele aquí:"
        " amazon-es-cancelar.top",
        "Movistar: su factura no ha podido ser cobrada. Actualice su método de pago:"
        " movistar-facturas.online",
        "Nous avons bloqué votre carte bancaire suite à une opération suspecte. Débloquez-la :"
        " credit-agricole-securite.com",
        "Ameli : votre carte Vitale expire bientôt. Commandez la nouvelle : ameli-carte-vitale.com",
        "Votre facture n'a pas pu être réglée. Mettez à jour vos informations de paiement :"
        " orange-facture.xyz",
        "Compra não reconhecida de R$ 2.349,00 no seu cartão? Cancele em nubank-seguranca.com",
        "CTT: a sua encomenda aguarda pagamento de 1,99 € de taxas aduaneiras. Pague em"
        " ctt-encomendas.top",
        "Vivo: sua fatura não foi paga. Evite o corte da linha: vivo-faturas.xyz",
        "Verifique a sua identidade para continuar a usar a sua conta: caixa-verificacao.net",
        "Poste Italiane: il tuo pacco è in attesa, paga 1,99 € di spese doganali su"
        " poste-consegna.info",
        "Abbiamo bloccato la tua carta per un accesso sospetto. Sblocca ora: intesa-sicurezza.com",
        # A scam's own warning about fraud is no person laughing at one.
        "Sparkasse: Wegen Betrugsverdacht wurde Ihre Karte gesperrt. Entsperren:"
        " sparkasse-sicherheit.info",
    ],
)
def test_bank_card_parcel_tax_and_telecom_smishing_in_other_languages_is_scam(
    body: str,
) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "CaixaBank: Tu clave de firma para la operación de 120,00 EUR es 55128.",
        "Código de firma 730114 para confirmar la transferencia de 45,00 EUR",
    ],
)
def test_a_banks_code_to_sign_a_payment_is_a_one_time_code(body: str) -> None:
    assert label(body, title="CaixaBank") == "otp"


@pytest.mark.parametrize(
    "body",
    [
        "mi tarjeta está bloqueada, me prestas 20€ hasta mañana?",
        "Hola! Tu paquete de Correos llega mañana entre las 9 y las 14h. Sigue el envío en"
        " correos.es",
        "BBVA: Hemos detectado un pago de 849,00 € con tu tarjeta en AMAZON. Si no lo reconoces,"
        " llama al 900 102 801.",
        "Mama, meine Karte wurde gesperrt weil ich dreimal die PIN falsch hatte 🙈",
        "Colissimo : votre colis 6A12345678901 sera livré demain. Suivi sur laposte.fr/suivi",
        "Nubank: Compra aprovada de R$ 89,90 em IFOOD. Não reconhece? Fale com a gente pelo app.",
        "o meu cartão foi bloqueado no multibanco, podes pagar tu o jantar? depois transfiro",
        "Deine Rechnung für Oktober ist da, 39,99 € werden am 05.11. abgebucht."
        " telekom.de/rechnung",
        "La mia carta è stata bloccata al bancomat, mi presti 20 euro stasera?",
        'Me llegó esto: "Correos: abone 1,99€ de aduana en correos-envio.top" menuda estafa',
        'Regarde : "Votre colis est en attente, réglez 1,99 € sur colissimo-suivi.info" quelle'
        " arnaque",
        'Olha isso: "Compra não reconhecida? Cancele em nubank-seguranca.com" é golpe né',
        '收到一条"您的快递无法派送，请点击 sf-express.top 补充地址"，是诈骗吧',
    ],
)
def test_a_friends_blocked_card_a_real_alert_or_a_quoted_smish_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Nebenjob von zu Hause! 300-900€ täglich, keine Erfahrung nötig. Schreib uns auf"
        " WhatsApp: wa.me/4915712345678",
        "Wir suchen Mitarbeiter im Homeoffice, Verdienst bis zu 500€ am Tag. Kontakt: Telegram"
        " @jobs_de_hr",
        "Trabajo desde casa: gana de 150€ a 500€ al día evaluando productos. Escríbenos por"
        " WhatsApp +34 612 345 678",
        "Travail à domicile : gagnez 200€/jour en 1h, sans expérience. Contactez-nous sur"
        " WhatsApp au +33 6 12 34 56 78",
        "Trabalho em casa: ganhar até R$ 800 por dia com o seu celular. Fale com a recrutadora:"
        " wa.me/5511987654321",
        "Lavoro da casa: guadagna 250€ al giorno, bastano 30 minuti. Scrivi su WhatsApp al"
        " +39 345 678 9012",
        "We need product reviewers! Earn $200-$800 daily, flexible hours. Contact Telegram"
        " @HR_Amelia",
        "Complete simple tasks on our platform and earn commission. A small deposit is required"
        " to unlock tasks. WhatsApp +1 415 555 0134",
    ],
)
def test_job_and_task_bait_paid_by_the_day_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "ich hab nen Nebenjob gefunden, im Café am Wochenende, 14€ die Stunde",
        "Encontré trabajo desde casa por fin! Empiezo el lunes 😊",
        "j'ai trouvé un petit boulot, 200€ par mois pour garder les enfants du voisin",
        "Mi hermana gana 150€ al día de camarera en verano en Ibiza, flipa",
        "Lavoro da casa oggi, ci vediamo stasera?",
        "Hey I got the product reviewer gig at the magazine! starts Monday",
    ],
)
def test_a_person_talking_about_a_job_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "300% guaranteed returns in 7 days! Join our VIP signals group, DM @cryptoking_fx on"
        " Telegram",
        "投资虚拟币，日收益5%，稳赚不赔！加微信 btc8888vip",
        "USDT 量化交易，月收益30%，保本保息，详情加微信 qq2024vip",
        "Bitcoin-Mining: Garantierte Rendite von 40% pro Woche. Jetzt investieren:"
        " krypto-gewinn.top",
        "Inversión en criptomonedas con rentabilidad garantizada del 20% semanal. Escribe a"
        " @inversiones_btc en Telegram",
        "Doublez votre capital en 10 jours avec notre robot de trading. Groupe VIP : t.me/cryptofr",
        "Rendimento garantido de 5% ao dia investindo em bitcoin. Chama no WhatsApp",
    ],
)
def test_crypto_returns_with_a_group_handle_or_wechat_id_to_add_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "lol my uncle says bitcoin will double this year, I'm not buying",
        "我买的基金今天涨了5%，开心",
        "加我微信吧，我的微信号是 lili_1995",
        "他说这个理财稳赚不赔，我才不信",
        "mein Bruder hat 20% Rendite mit seinem ETF gemacht, nicht schlecht",
    ],
)
def test_a_friend_talking_about_returns_or_a_wechat_id_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Hola mamá, este es mi nuevo número, se me rompió el móvil. Necesito pagar una factura"
        " hoy, ¿me puedes ayudar?",
        "Hola papá, soy yo, cambié de número. ¿Me puedes hacer un bizum de 450€?",
        "Coucou maman, c'est moi, j'ai changé de numéro. J'ai un paiement à faire urgent, tu"
        " peux m'aider ?",
        "Oi mãe, mudei de número, esse é o novo. Preciso de um pix urgente, depois te explico",
        "Olá pai, o meu telemóvel avariou, este é o meu número novo. Podes fazer-me uma"
        " transferência de 650€?",
        "妈，我换新号码了，这是我的新号。有个急事，先转我3000块，明天还你",
        "爸，我手机坏了，用同学的手机发的，你先给我转2000，交学费",
    ],
)
def test_a_new_number_and_a_money_ask_in_other_languages_is_scam(body: str) -> None:
    assert reason(body) == "scam.impersonation"


@pytest.mark.parametrize(
    "body",
    [
        "mãe, mudei de número, salva aí",
        "Mamá, este es mi nuevo número, guárdalo 😘",
        "Papa, j'ai changé de numéro, enregistre le nouveau stp",
        "妈，我换新号码了，存一下",
        "mãe, pode me mandar um pix de 50 pro mercado? valeu",
        "妈，我到学校了，别担心",
    ],
)
def test_a_new_number_alone_or_a_money_ask_alone_is_kept(body: str) -> None:
    assert label(body) == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Polizei: Gegen Sie liegt ein Haftbefehl vor. Rufen Sie umgehend 030 12345678 an, um"
        " eine Verhaftung zu vermeiden.",
        "您好，这里是公安局，您涉嫌一起洗钱案件，已被通缉，请立即拨打 010-12345678 配合调查",
        "Policía Nacional: existe una orden de detención contra usted. Llame inmediatamente al"
        " 911 234 567",
        "Polícia Federal: existe um mandado de prisão em seu nome. Ligue imediatamente para"
        " 21 3456-7890",
        "Your computer is infected with viruses! Call Microsoft support now at 1-844-555-0199 to"
        " avoid data loss",
        "Votre ordinateur est infecté par un virus. Appelez le support Microsoft au 01 70 12 34 56",
        "I have recorded you through your webcam. Pay $1500 in Bitcoin within 48 hours or I send"
        " the video to all your contacts.",
        "Ich habe dich über deine Webcam aufgenommen. Zahle 1500 $ in Bitcoin, sonst schicke ich"
        " das Video an alle deine Kontakte.",
    ],
)
def test_a_warrant_an_infected_computer_or_a_webcam_threat_to_pay_or_call_is_scam(
    body: str,
) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Die Polizei hat heute den Haftbefehl gegen den Nachbarn vollstreckt, krass oder?",
        "My computer has a virus again, can you call me when you're free?",
        "新闻说那个明星涉嫌洗钱被通缉了",
        "Polizei Berlin: Ihr Fahrrad wurde gefunden, bitte melden Sie sich unter 030 46644664",
        "I recorded you singing at karaoke lol, sending the video to the group chat",
        "got paid in bitcoin for the design job, weird but ok",
        "can you send me the file from your computer? it's here bit.ly/3xYz9",
        "mon ordinateur est tout lent, tu peux passer ce soir ?",
    ],
)
def test_news_of_a_warrant_a_virus_or_a_recording_is_kept(body: str) -> None:
    assert label(body) == "keep"


# --- kinds held-out sets 18 and 19 showed kept ------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Ur parcel notice: call 09061234560 to arrange redelivery",
        "You have 2 unheard msgs, dial 09050123456",
        "ring 0906 123 4560 now",
        "Phone 09812345678 for ur results",
    ],
)
def test_a_uk_premium_rate_number_after_a_word_to_call_it_is_spam_by_itself(body: str) -> None:
    assert reason(body) == "scam.score"


@pytest.mark.parametrize(
    "body",
    [
        "my new number is 07700 900123, call me later",
        "call the dentist on 0161 496 0123 to rebook pls",
        "chiamami allo 0923 5551234 stasera",  # no English word to call it
        "call me on 0912 345 678 when u land",  # ten digits: a Taiwanese mobile
        "lol got a text saying call 09061234560 to claim a prize 😂",  # quoting one
    ],
)
def test_other_numbers_to_call_and_a_quoted_premium_number_are_kept(body: str) -> None:
    assert label(body, title="Sam") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "U have 2 new pics. Reply PICS to see. 150p",
        "Txt ur name 2 84720 for ur love score! £1.50/result",
        "Ur mobile no. won £5000 in our draw. Email ur name, age and address to claims@promo.com",
    ],
)
def test_a_keyword_with_its_charge_a_charge_per_result_or_details_to_email_is_spam(
    body: str,
) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "it's 150p for a bag now, mad",
        "Reply ASAP pls, need to know if ur coming",
        "whats ur name, age and star sign? new girl in class wants to know lol",
        "Sarah got a free phone with her contract, jealous",
    ],
)
def test_a_charge_a_reply_or_a_name_and_age_in_talk_are_kept(body: str) -> None:
    assert label(body, title="Jo") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "This wk's star quiz: who won the 2010 World Cup? Txt ur answer to 81416",
        "Someone has left u a msg on DateZone! Reply SEE to read it",
        "Great news! U qualify 4 a free handset upgrade. Call free 0800 328 4411",
    ],
)
def test_a_quiz_answer_a_dating_teaser_or_a_handset_offer_with_its_hook_is_spam(
    body: str,
) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "what was ur answer to q3? i put paris",
        "u qualify for the final!! so proud x",
        "my mum left u a message on the landline, call her back",
        "Reply STOP if u want me to stop sending u dog pics. (U won't)",
    ],
)
def test_the_same_words_between_friends_are_kept(body: str) -> None:
    assert label(body, title="Jo") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "I keep getting texts from some dating thing, how do i stop it? Do i reply STOP?",
        "we keep getting these 'u have won £1000 call 09061234560' msgs, so annoying",
        "how do u stop those ringtone texts? Txt STOP to 85555 didnt work",
    ],
)
def test_a_person_asking_about_the_spam_they_keep_getting_is_kept(body: str) -> None:
    assert label(body, title="Sam") == "keep"


def test_a_spam_that_says_keep_getting_is_still_spam() -> None:
    body = "Ur daily stars: keep getting ur horoscope - txt STARS to 85233. 25p/msg"
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Can u transfer 15 for the tickets? Sort code 20-00-00 acc 55779911",
        "rent is 650, sort code 40-11-62 account 71234567, ref flat 3",
        "SWIFT code BARCGB22 and account 12345678 for the deposit pls",
    ],
)
def test_bank_details_for_a_transfer_are_no_one_time_code(body: str) -> None:
    assert label(body, title="Leon") == "keep"


# --- kinds held-out sets 20 and 21 showed kept ------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Ur mobile no. won £500,000 in the Nokia promo. Contact claims agent on +44 7045 220 331",
        "Pls contact our customer services on 09063 445 221 re: ur outstanding prize",
        "Call our customer care team today on 09066 352 118 re: ur account",
        "Should the PM resign? Vote YES or NO to 61622. 25p per msg",
        "Ur daily scratchcard is ready! Reply SCRATCH. £1.50 per card",
        "Hi its Kim, got ur number from a mate. New in town, fancy meeting up? Txt me 69221",
        "Last day for ur free camera phone offer! Call 0800 418 7731",
    ],
)
def test_national_and_premium_numbers_votes_cards_dating_and_freephone_offers_are_spam(
    body: str,
) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    ("body", "title"),
    [
        # The sender's own number in the title is no number to call.
        ("I'm on 300 free texts a month so txt dont call lol", "+447003590814"),
        (
            "Mate just had a voicemail sayin I've won a cruise lol. Press 1 to claim. Yeah right",
            "Jo",
        ),
        ("new in town? come to the pub quiz thurs, I'll txt u the address", "Dan"),
        ("vote for me in the class poll pls!! its on the group chat", "Mia"),
    ],
)
def test_a_senders_number_a_reported_voicemail_and_friends_words_are_kept(
    body: str, title: str
) -> None:
    assert label(body, title=title) == "keep"


@pytest.mark.parametrize(
    "body",
    ["The bag got discount, 40% off. Buy liao", "Uniqlo 50% off sia, come go after work"],
)
def test_a_friend_relaying_a_sale_in_singapore_english_is_kept(body: str) -> None:
    assert label(body, title="Nicole") == "keep"


# --- kinds held-out sets 24 and 25 showed kept or dropped -----------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Your Monzo card has been restricted. Restore access at monzo-verify-uk.com",
        (
            "Ur Nectar points are about to expire! Swap them for a "
            "£50 voucher at nectar-pointsclaim.com"
        ),
        (
            "We detected an unrecognised device on your PayPal. If "
            "this wasn't you visit paypal-authcheck.net"
        ),
        "Your phone has a virus! Install our free cleaner: phone-secure-scan.com",
        (
            "We couldn't process your last bill. Avoid service "
            "disruption, update payment at ee-billing-centre.com"
        ),
        (
            "Hi, you have been selected as our lucky customer to win a "
            "S$500 voucher. Click shopee-lucky.sg to claim"
        ),
        "Free 1 year data! Click vodafone-free-offer.in and share with 10 friends to activate",
    ],
)
def test_a_phishing_link_beside_an_account_at_risk_or_a_chain_share_is_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Need $$? Fast loan approval, low interest, no guarantor. SMS 9123 4567 now",
        "Licensed moneylender here. $1k to $30k fast approve. Foreigner also can. Call 8765 4321",
        "Earn big with our forex signals, 95% win rate! Join our telegram t.me/fx-vip-club",
        "Online job, earn RM200 daily. No experience needed. Whatsapp 0123456789",
        "Student debt relief: you may qualify for loan forgiveness. Call 1-800-555-0199 today",
        "Your loan of £3,000 is ready. Reply YES to receive funds today",
    ],
)
def test_money_lenders_signal_groups_debt_relief_and_task_jobs_are_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        (
            "Dear winner, your number was randomly selected in the Mega Promo. You "
            "have won £250,000. Email claims.megapromo@gmail.com"
        ),
        (
            "Congratulations! Your Vodafone number won Rs 10 Lakhs in the "
            "Diwali Bonanza. Call 9123456789 with your ref no."
        ),
        (
            "U won a consolation prize of $3000 in our 4D draw! Pls "
            "call 91234567 to verify ur bank account"
        ),
        (
            "Our claims officer has tried to reach u! Ur guaranteed "
            "award of £2000 is waiting. Ring 0800 123 4567"
        ),
        "Govt grant! Free heat pump for ur home. Check if ur eligible, reply HEAT. STOP to end",
        "Fancy a free cruise? Simply answer 3 quick questions. Reply Y to begin",
        "Lonely tonite? Hot girls waiting 2 chat. Text back to 69069. £1/msg. 18 & over only",
        (
            "Dear valued customer, you have been approved for a transfer of "
            "$1.2m. Reply with ur full name and bank no."
        ),
        (
            "A deceased client with your surname left £3m unclaimed. "
            "Contact me urgently: j.ross.law@gmail.com"
        ),
    ],
)
def test_awards_grants_quizzes_and_transfers_with_a_way_to_act_are_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Hi Mum, my phone broke so this is my new number. Can u text me on WhatsApp?",
        "Its Jake, lost my phone. can u lend me £200 till friday? will pay u back",
    ],
)
def test_a_new_number_with_a_move_to_a_messenger_or_a_loan_ask_is_impersonation(
    body: str,
) -> None:
    assert classify_text(body, title="+447700900123").reason == "scam.impersonation"


@pytest.mark.parametrize(
    "body",
    [
        "Primark has 50% off everything til sun, u coming?",
        "Zara sale 40% off today only. Meet me there after work?",
        "new gym code is 4471, they change it every month",
        "access code for the back door is 2580, dont lose it",
        "My loan approval came thru!! low interest too, so happy",
        "Dan got scammed by some forex signals group lol, 90% win rate my foot",
        "Call me on 98765432 when u reach",
        "I won a consolation prize at the raffle haha, a box of chocolates",
        "Hi mum, phone's died, using Jess's. Back by 10",
        "Mum this is my new number, save it x",
        "Can u lend me £20 till payday? Will pay u back fri",
        "The website said my parcel had an attempted delivery, gonna rebook it",
        "My laptop has a virus I think, can u have a look at it sat?",
        "Text me on whatsapp, my sms is being weird",
        "reply y if ur coming to the bbq sat",
        "Our points are about to expire at the cinema, wanna go fri?",
        "The kids are 18 & over now, they can go on their own",
        "u won the bet, I owe u a pint. Call me later 91234567",
        # "reply y" counts as a keyword only before "to" ("Reply Y to begin").
        "Quiz nite at the pub, £2 entry, top prize is a hamper. reply y or n",
    ],
)
def test_friends_sales_door_codes_loans_and_eight_digit_numbers_in_talk_are_kept(
    body: str,
) -> None:
    assert label(body, title="Sam") == "keep"


# --- kinds held-out sets 26 and 27 showed kept or dropped -----------------------------------


@pytest.mark.parametrize(
    "body",
    [
        (
            "Congrats! Ur no. has won a laptop in our anniversary draw. Pay "
            "Rs 499 only for courier charges. Call 9876543210"
        ),
        "U r selected for a Bali trip for 2! Pay $150 processing fee. Call 91234567 for details",
        "Instant personal loan upto 3 lakh, lowest interest, min docs. Apply now: fastloanz.in/go",
        "Licensed money lender. Borrow up to $10K, 24hr approval. Whatsapp 8123 4567",
        (
            "I found ur number on a dating site, I'm a lonely widow "
            "from Leeds. Email me: sara.k1970@mail.com"
        ),
        "Hi dear, saw your profile, I am looking for friendship. Call me on 9812345678",
        (
            "ALERT: your loan is past due. Avoid legal action, call "
            "1-888-555-0100 today re your debt settlement"
        ),
        (
            "Your parcel has a pending fee of £1.99. Settle it at "
            "evri-parcel-fee.com or it will be returned"
        ),
        "Ur wallet has received 0.1 BTC. Confirm withdrawal within 24 hrs at btc-wallet-secure.net",
        "Mum can u pay a bill 4 me, cant get into my banking app, will pay u back 2moro",
        (
            "Ur FREE subscription to Joke Alerts is active. U will receive "
            "3 msgs per week at £1.50 each. STOP to cancel"
        ),
        "Ur download is ready at tonezone.mobi/get. 18+ charges apply",
        "Our clients made 18% last month. Want in? Reply YES and an adviser will call u",
        "Txt DRAW to 81234 to confirm ur entry in our £500 weekly draw. 150p/msg",
    ],
)
def test_advance_fees_lenders_romance_debt_threats_and_subscriptions_are_scam(body: str) -> None:
    assert label(body) == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Candidate number is 1234, exam centre code 56789, don't forget",
        "The bike shop has 25% off helmets, thinking of getting one",
        "text WIN to 80800 for a free coffee apparently, my mate tried it",
        "Got cashback on the flights, £40. Not bad",
        "My sister paid the processing fee for her visa today, took ages",
        "Ur parcel will be returned if u dont pick it up by fri, just fyi",
        "lol I found my old dating site profile from 2009",
        "I'm thinking of borrowing up to 5k for the car, what do u reckon?",
        "Mum can u pay the gas bill this month, I'll sort the next one",
    ],
)
def test_exam_codes_first_person_offers_hearsay_fees_and_bills_in_talk_are_kept(body: str) -> None:
    assert label(body, title="Jo") == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Txt DRAW to 81234 to confirm ur entry in our £500 weekly draw. 150p/msg",
        "Ur code is 4829. Reply with code to 80608 to unlock ur gift. 18+",
    ],
)
def test_a_number_to_confirm_an_entry_with_no_one_time_code_phrase_is_scam_not_otp(
    body: str,
) -> None:
    assert classify_text(body).label == "scam"


@pytest.mark.parametrize(
    "body",
    [
        "Ring 09058123456 2 hear ur message",
        "CALL 09066123456 2 GET IT BACK",
        "Dial 09061234567 4 ur result",
    ],
)
def test_a_premium_number_followed_by_texting_2_or_4_is_still_read_whole(body: str) -> None:
    assert label(body) == "scam"


def test_a_mobile_followed_by_texting_2_is_kept() -> None:
    assert label("call me on 07700900123 2 moro pls", title="Tom") == "keep"


def test_a_one_time_code_with_a_pressure_word_stays_a_one_time_code() -> None:
    assert classify_text("Your code is 482913. Urgent: don't share it with anyone").label == "otp"


FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "noise"


@pytest.mark.parametrize(
    "name",
    [
        "heldout-9",
        "heldout-10",
        "heldout-11",
        "heldout-12",
        "heldout-13",
        "heldout-14",
        "heldout-15",
    ],
)
def test_tuned_sms_sets_keep_their_figures(name: str) -> None:
    """Sets 9 to 15 were each scored once when written (docs/benchmarks.md, noise) and then
    tuned against: their figures must not fall back."""
    spam, spam_dropped, personal_dropped = _set_figures(name)
    assert spam >= 120
    assert spam_dropped / spam >= 0.94
    assert len(personal_dropped) <= 3, personal_dropped


def _set_figures(name: str) -> tuple[int, int, list[str]]:
    """Classify a held-out set: its spam lines, how many of them are dropped, and the ids of
    the personal texts dropped."""
    samples = load_corpus([FIXTURES / f"{name}.jsonl"])
    spam = [s for s in samples if s.expected == "scam"]
    personal = [s for s in samples if s.expected == "keep"]
    spam_dropped = sum(classify(s.event).dropped for s in spam)
    return len(spam), spam_dropped, [s.id for s in personal if classify(s.event).dropped]


# Sets 16 to 27, 30 and 32: the share of spam each drops once tuned against (docs/benchmarks.md,
# noise).
_TUNED_SPAM_FLOORS = {
    "heldout-16": 0.95,
    "heldout-17": 0.92,
    "heldout-18": 0.94,
    "heldout-19": 0.94,
    "heldout-20": 0.84,
    "heldout-21": 0.96,
    "heldout-22": 0.95,
    "heldout-23": 0.96,
    "heldout-24": 0.94,
    "heldout-25": 0.95,
    "heldout-26": 0.98,
    "heldout-27": 0.98,
    "heldout-30": 0.97,
    "heldout-32": 0.97,
}


@pytest.mark.parametrize(("name", "floor"), sorted(_TUNED_SPAM_FLOORS.items()))
def test_later_tuned_sms_sets_keep_their_figures(name: str, floor: float) -> None:
    """Sets 16 to 27, 30 and 32 were each scored once before the rules they prompted, then tuned
    against: their spam share must not fall back, and at most two personal texts of 500 are
    dropped."""
    spam, spam_dropped, personal_dropped = _set_figures(name)
    assert spam == 200
    assert spam_dropped / spam >= floor
    assert len(personal_dropped) <= 2, personal_dropped


def test_set_31_drops_no_personal_text_and_most_of_its_spam() -> None:
    """Set 31: 420 personal texts in several Englishes (120 of them on the topics spam uses: a
    raffle won at work, money owed, a friend's new number, crypto a friend bought) and 80 spam
    texts of today's kinds (a "hi mum" ask, a police officer, KYC with a remote-access app,
    trading signals). Scored once before the rules it prompted: 0 personal texts and 58 of the
    80 spam dropped; after them 71."""
    samples = load_corpus([FIXTURES / "heldout-31.jsonl"])
    personal = [s for s in samples if s.expected == "keep"]
    spam = [s for s in samples if s.expected == "scam"]
    assert (len(personal), len(spam)) == (420, 80)
    assert [s.id for s in personal if classify(s.event).dropped] == []
    assert sum(classify(s.event).dropped for s in spam) >= 70


def test_personal_texts_on_the_spam_kinds_topics_are_kept() -> None:
    """Set 28: 400 personal texts written to sit on the scam kinds' words (a loan approved, a
    cousin into forex, a kid's new number, a door code, an eight-digit number to call)."""
    samples = load_corpus([FIXTURES / "heldout-28.jsonl"])
    dropped = [s.id for s in samples if s.expected == "keep" and classify(s.event).dropped]
    assert len(samples) == 400
    assert dropped == []
