"""Kinds a third outside trial showed misread, each with its hard negatives: 500 notifications
of all six labels in 18 languages, one writer making a mixed stream of many phones, another the
boundaries between the labels; then, after the first fixes, 300 notifications of twelve people
in twelve countries and 500 text messages (420 personal, 80 spam) as a check (each set written
by a tester who saw neither the rules nor the tests). The trial's own lines are not used: each
case here is written anew for its kind."""

from __future__ import annotations

import pytest

from agent_memory.privacy import classify_text

# (label, app id, title, body)
_SECRETS: tuple[tuple[str, str, str, str], ...] = (
    # A password word in Japanese, Chinese or Korean and its value with no connector but a
    # comma or a space (the connector was optional after a CJK word, then silently required).
    ("secret", "jp.naver.line.android", "ゆき", "WiFiのパスワード、Tz8#pL4q です"),
    ("secret", "com.tencent.mm", "阿明", "路由器密码，Hm7@kq29"),
    # A password word, what it is for, and a strong value closing its clause.
    ("secret", "org.telegram.messenger", "Дима", "пароль от роутера Kot_2024! , запиши"),
    # A PIN beside a bank or a banking app opens the account, as beside a card.
    ("secret", "com.whatsapp", "Pai", "o pin do banco é 8812"),
    ("secret", "jp.naver.line.android", "父", "銀行の暗証番号は 5521 だよ"),
    ("secret", "com.whatsapp", "Gran", "banking app pin is 662019"),
    # A password a service issues is dropped with its message, however long the message.
    (
        "secret",
        "com.microsoft.office.outlook",
        "Service Desk",
        (
            "Your temporary password is Qz7!kd92. Please sign in and choose a new one "
            "within 24 hours of this message."
        ),
    ),
)

_SECRET_NEGATIVES: tuple[tuple[str, str, str, str], ...] = (
    ("keep", "com.whatsapp", "Sam", "my pin for the parcel locker is 5521"),
    ("keep", "jp.naver.line.android", "母", "暗証番号を忘れちゃった、銀行に行ってくる"),
    ("keep", "org.telegram.messenger", "Дима", "пароль от почты не помню, завтра сброшу"),
    ("keep", "com.whatsapp", "Ana", "the wifi password is on the fridge, next to the menu"),
    ("keep", "com.tencent.mm", "阿明", "密码忘了，明天再说吧"),
)

_CODES: tuple[tuple[str, str, str, str], ...] = (
    # A code word and an instruction to type the number in: a code forwarded to be entered.
    ("otp", "com.whatsapp", "Dad", "the code the bank sent is 552 019, can u type it in for me"),
    # A prefixed code in two groups before its word.
    (
        "otp",
        "com.google.android.apps.messaging",
        "Tandem",
        "KL-552-019 is your Tandem code to confirm your email.",
    ),
)

_CODE_NEGATIVES: tuple[tuple[str, str, str, str], ...] = (
    # A code named as something else stays kept beside what a bank says of its codes.
    (
        "keep",
        "com.whatsapp",
        "Landlady",
        "The gate code for the flats is 2291 from Friday. Please don't share it with anyone.",
    ),
    (
        "keep",
        "com.whatsapp",
        "Mia",
        "use my code MIA-4K2 for a free first box if you fancy it, I get one too lol",
    ),
    # A meeting's passcode beside its meeting ID: the invite is worth remembering.
    (
        "keep",
        "com.google.android.calendar",
        "Standup",
        "Zoom · Meeting ID 845 1190 3321 · Passcode 551903 · 09:30-09:45",
    ),
    (
        "keep",
        "com.microsoft.office.outlook",
        "Design review",
        "Join: Meeting ID 318 552 019 44, Passcode Kt7x2Q. Wed 3:00 PM",
    ),
    # The same word without a meeting is still a one-time code.
    ("otp", "com.google.android.apps.messaging", "Bank", "Your passcode is 553 019"),
    # A door code with no support phrase, as before.
    ("keep", "com.whatsapp", "Sam", "door code for tonight is 4471, see you at 8"),
)

_FRIENDS: tuple[tuple[str, str, str, str], ...] = (
    # A friend telling of a sale, in a person's voice.
    (
        "keep",
        "com.apple.MobileSMS",
        "Jo",
        "Zara has 50% off this weekend if you still need jeans, want to go Sunday?",
    ),
    ("keep", "com.tencent.mm", "小林", "双十一那个满减你抢了没？我买了三件哈哈"),
    (
        "keep",
        "com.whatsapp",
        "Lena",
        "bei Müller gibt's gerade 20 % Rabatt auf alles, falls du noch Shampoo brauchst",
    ),
    ("keep", "com.whatsapp", "Sanne", "Bij de Hema is alles 30% korting, ga je mee zaterdag?"),
    ("keep", "com.whatsapp", "Ola", "W Rossmannie jest promocja -40%, chcesz coś?"),
    # The same offers from a brand.
    (
        "marketing",
        "com.zara",
        "Zara",
        "50% off this weekend on all jeans! Shop now in the app.",
    ),
    ("marketing", "nl.hema", "HEMA", "Nieuwsbrief: 20% korting op alle fietslampen"),
    ("marketing", "pl.rossmann", "Rossmann", "Promocja -40% na kosmetyki! Sprawdź w aplikacji"),
)

_SCAMS: tuple[tuple[str, str, str, str], ...] = (
    # Phishing links in the languages whose threat words were few.
    (
        "scam",
        "com.google.android.apps.messaging",
        "+966 55 301 2291",
        "عميلنا العزيز، تم تعليق حسابك. اضغط على الرابط: https://bank-verify.com-sa.info",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+90 533 201 4471",
        "Ödenmemiş köprü geçiş ücretiniz bulunmaktadır: https://kgm-odeme.gov-tr.top",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+31 6 2291 4471",
        "Uw bankpas verloopt morgen. Vraag direct een nieuwe aan via https://pas-vervangen.info",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+48 600 201 339",
        "Twoja przesyłka czeka na dopłatę 2,50 zł: https://inpost-doplata.pl-paid.xyz",
    ),
    (
        "scam",
        "com.android.mms",
        "+81 90-2291-4471",
        "【ABCカード】不正利用の疑いがあります。下記URLより確認してください https://abc-card.top/v",
    ),
    # Call-back scams: a card blocked, a charge to cancel, a fake invoice; an area code in
    # brackets is part of the number.
    (
        "scam",
        "com.google.android.apps.messaging",
        "+7 915 201 44 71",
        "Ваша карта заблокирована. Срочно позвоните в службу безопасности: +7 (499) 320-11-45",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+7 926 551 20 19",
        (
            "Служба безопасности банка: попытка списания 12 300 ₽. Для отмены операции "
            "звоните 8-800-300-41-12"
        ),
    ),
    (
        "scam",
        "com.google.android.gm",
        "GeekCare Billing",
        (
            "Your GeekCare plan renewed for $299.99. If you did not authorize this charge, "
            "call +1 (866) 555-0143 within 24 hours."
        ),
    ),
    # Crypto balances to withdraw, brand-ambassador bait, a prize to claim from an admin.
    (
        "scam",
        "com.google.android.apps.messaging",
        "+1 646 555 0199",
        "Your account holds 0.52 BTC from cloud mining. Withdraw before it expires: https://mine-pay.cc/x",
    ),
    (
        "scam",
        "com.instagram.android",
        "collabs.team",
        "We love your page! Be a brand ambassador: free products, just cover shipping. DM us 💫",
    ),
    (
        "scam",
        "com.whatsapp",
        "+62 812 3301 9928",
        (
            "Selamat! Anda terpilih sebagai pemenang undian berhadiah mobil. Hubungi admin "
            "untuk klaim."
        ),
    ),
    # A police impersonation that asks to add an officer on QQ; "hi mum" in Portuguese and
    # Korean.
    (
        "scam",
        "com.tencent.mm",
        "反诈中心",
        "您涉嫌一起洗钱案件，请立即添加专案民警QQ 3301928844 配合调查，否则将冻结您的账户",
    ),
    (
        "scam",
        "com.whatsapp",
        "+55 21 99120-4471",
        "Oi mãe, troquei de número, salva esse. Consegue fazer um Pix pra mim hoje?",
    ),
    ("scam", "com.android.mms", "[국제발신]", "엄마 나 폰 액정 깨져서 임시폰으로 연락해"),
)

_SCAM_NEGATIVES: tuple[tuple[str, str, str, str], ...] = (
    (
        "keep",
        "com.google.android.apps.messaging",
        "900",
        "Покупка 1 250 ₽, карта *4821. Баланс 20 114 ₽",
    ),
    ("keep", "com.google.android.apps.messaging", "900", "Ваш счет пополнен на 5 000 ₽"),
    ("keep", "com.android.mms", "KB국민카드", "[KB국민카드] 홍*동님 12,000원 승인 스타벅스"),
    (
        "keep",
        "com.whatsapp",
        "Sanne",
        "Mijn bankpas verloopt volgende maand, moet een nieuwe aanvragen",
    ),
    ("keep", "com.tencent.mm", "阿明", "加我QQ吧，号码 2283114490"),
    ("keep", "com.whatsapp", "Pai", "Oi pai, troquei de número, salva esse aqui"),
    (
        "keep",
        "com.google.android.gm",
        "Spotify",
        "Your Premium subscription renewed for $11.99. Manage it in your account settings.",
    ),
)

_OFFERS: tuple[tuple[str, str, str, str], ...] = (
    (
        "marketing",
        "ru.lenta",
        "Лента",
        "Двойные баллы за каждую покупку до воскресенья! Загляните в приложение",
    ),
    (
        "marketing",
        "pl.biedronka",
        "Biedronka",
        "Drugi produkt za 1 zł do niedzieli! Sprawdź w aplikacji",
    ),
    ("marketing", "it.moda", "ModaCasa", "Saldi: prezzi imbattibili su tutta la collezione"),
    ("marketing", "com.echo", "Echo", "Try Echo Plus free for 30 days. Cancel anytime."),
    ("marketing", "com.rides", "Rides", "We miss you! Your next 2 orders are on us."),
    ("keep", "com.whatsapp", "Mum", "We miss you! Come visit soon"),
    ("keep", "com.whatsapp", "Sanne", "Ik ben alleen vandaag thuis!"),
    ("keep", "com.whatsapp", "Gio", "Cena di fine stagione con la squadra sabato!"),
    ("keep", "org.telegram.messenger", "Дима", "Я в Москве только до пятницы!"),
    ("system", "com.apple.mobilemail", "Mail", "Verifica nuova posta…"),
)


def _check(label: str, app_id: str, title: str, body: str) -> None:
    verdict = classify_text(body, title=title, app_id=app_id)
    assert verdict.label == label, verdict.reason


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _SECRETS + _SECRET_NEGATIVES)
def test_cjk_and_russian_passwords_bank_pins_and_issued_passwords_are_secrets(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _CODES + _CODE_NEGATIVES)
def test_forwarded_and_prefixed_codes_are_otp_and_door_referral_and_meeting_codes_are_kept(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _FRIENDS)
def test_a_friend_telling_of_a_sale_is_kept_and_the_brands_offer_is_marketing(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _SCAMS + _SCAM_NEGATIVES)
def test_phishing_call_backs_bait_and_impersonation_in_more_languages_are_scam(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _OFFERS)
def test_offers_in_russian_polish_italian_and_re_engagement_are_marketing(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


def test_a_one_word_password_in_a_friends_long_message_is_masked_when_asked() -> None:
    body = (
        "wifi password at the cabin is sunflower42, see you there Saturday, bring the big "
        "cooler and the firewood please"
    )
    assert classify_text(body, title="Kim", app_id="com.whatsapp").label == "secret"
    verdict = classify_text(body, title="Kim", app_id="com.whatsapp", mask_secrets=True)
    assert (verdict.label, verdict.reason) == ("keep", "keep.masked.password_prose")
    (span,) = verdict.secret_spans
    assert body[span.start : span.end] == "sunflower42"


# What the check sets (twelve people's phones; personal texts and spam) showed after that.
_SECOND_LOOK_SCAMS: tuple[tuple[str, str, str, str], ...] = (
    (
        "scam",
        "com.apple.MobileSMS",
        "+65 8123 0001",
        "This is Sergeant Lim of the Police Force. You are involved in a money laundering case. "
        "Call 6123 4401 now or a warrant will be issued",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+91 90000 11111",
        "Your wallet KYC is pending, account will be suspended today. Install AnyDesk and call "
        "9988776655 to verify",
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "+1 555 0100",
        "Hi, Maya from the trading group. Members made 280% with our bitcoin signals. Start with "
        "only $200: https://coin-signal-pro.net",
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "+234 800 000 0000",
        "Investment opportunity: put in N50,000 and get N200,000 in 5 days guaranteed. Limited "
        "slots!",
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "+234 800 000 0001",
        "Dear friend, I am a widow with a $3 million inheritance and need a trusted person to "
        "receive it. Reply for details",
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "+44 7700 900001",
        "got a sure thing on the 8pm game, send £40 and I'll double it, no risk",
    ),
    (
        "scam",
        "com.whatsapp",
        "+44 7700 900002",
        (
            "Hiring remote workers: 2 hours per day rating hotels. Contact HR on WhatsApp "
            "+44 7700 900111"
        ),
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "+44 7700 900003",
        "hiya mum, phone's broken, can you pay this invoice for me today, will send it back",
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "+1 555 0101",
        "Hi Mom I broke my phone, using a friend's. Can you venmo me $300?",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+90 530 000 0000",
        "PTT: gumruk vergisi odenmedigi icin kargonuz bekletilmektedir: ptt-gumruk-odeme.net",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+48 500 000 000",
        "InPost: paczka zostala wstrzymana z powodu niedoplaty 2 zl. Oplac: inpost-oplata.pl/p",
    ),
    (
        "scam",
        "com.facebook.orca",
        "Ola K.",
        "Hej, zagłosujesz? Trzeba się zalogować przez Facebooka: glosuj-konkurs.pl/ola",
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "CJIB",
        "CJIB: openstaande boete van €89,00. Betaal binnen 48 uur om verhoging te voorkomen: "
        "cjib-boete.nl",
    ),
    (
        "scam",
        "com.whatsapp",
        "+31 6 0000 0000",
        "Hoi mam, dit is mijn nieuwe nummer. Kun je me snel helpen met een betaling?",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+20 100 000 0000",
        "شحنتك محتجزة بالجمارك، ادفع 25 جنيه: aramex-eg-pay.com",
    ),
    (
        "scam",
        "com.whatsapp",
        "+20 100 000 0001",
        "معاك خدمة عملاء البنك، ابعتلي رقم الكارت عشان نحدث البيانات",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+33 6 00 00 00 00",
        "Votre compte CPF contient 900 € qui expirent bientôt : mon-cpf-droits.fr",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+7 900 000-00-00",
        "Ваш номер участвует в розыгрыше iPhone! Подтвердите участие: iphone-prize.ru",
    ),
    (
        "scam",
        "org.telegram.messenger",
        "Инвестиции",
        "Зарабатывай от 30 000 ₽ в неделю на арбитраже, обучение бесплатно",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+82 2-0000-0000",
        "[국제발신] 해외결제 승인 $899. 본인 아닐 경우 즉시 문의 02-6000-1234",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "BANCO",
        "Compra de R$ 1.499,00 nao reconhecida? Ligue imediatamente 0800 123 4567",
    ),
)

_SECOND_LOOK_KEPT: tuple[tuple[str, str, str, str], ...] = (
    ("keep", "com.whatsapp", "Claire", "Lost my phone lol, this is Dan's. Text me on here tonight"),
    ("keep", "com.whatsapp", "Jo", "watched a money laundering documentary last night, so good"),
    ("keep", "com.whatsapp", "Kid", "Mum, can you call me when you're free?"),
    ("keep", "com.whatsapp", "Bram", "Ik heb een boete van het CJIB gekregen, €89, balen"),
    ("keep", "org.telegram.messenger", "Оля", "Пин-код забыла, завтра пойду в банк"),
    ("keep", "com.whatsapp", "Sam", "I installed AnyDesk on grandad's laptop so I can help him"),
    ("keep", "com.whatsapp", "Sam", "no risk no fun haha"),
    (
        "keep",
        "ru.gosuslugi",
        "Госуслуги",
        "Штраф ГИБДД 500 ₽ по постановлению 18810177000000000000. Оплата со скидкой 50% до 02.04",
    ),
    (
        "keep",
        "com.whatsapp",
        "Bia",
        "A Renner tá com casaco a R$ 199 na promoção, vocês não queriam um?",
    ),
)

_SECOND_LOOK_CODES_AND_SECRETS: tuple[tuple[str, str, str, str], ...] = (
    ("otp", "com.whatsapp", "Adek", "kak kode gojeknya 551903, masukin ya keburu expired"),
    ("otp", "com.whatsapp", "Paulo", "Chegou o código do banco aqui: 662 019. Coloca lá no app"),
    ("secret", "org.telegram.messenger", "Оля", "Пин-код от карты: 4821"),
    ("secret", "com.whatsapp", "Thomas", "le code de la CB de ton père c'est 4410"),
    ("secret", "jp.naver.line.android", "妻", "カードの暗証番号、送っとくね 8841"),
    ("secret", "com.whatsapp", "Bram", "Wifi thuis: netwerk Ziggo-22, ww: kaas-fiets-9"),
    (
        "secret",
        "com.Slack",
        "infra",
        "grafana token: glsa_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56_0a1b2c3d",
    ),
    ("keep", "com.whatsapp", "Bram", "ww vergeten, ik vraag het morgen"),
)

_SECOND_LOOK_STATUS_AND_OFFERS: tuple[tuple[str, str, str, str], ...] = (
    (
        "system",
        "com.apple.Preferences",
        "ソフトウェア・アップデート",
        "iOS 18をダウンロード中… 残り約5分",
    ),
    (
        "system",
        "com.apple.Preferences",
        "iCloud-reservekopie",
        "Reservekopie maken… nog ongeveer 3 minuten",
    ),
    ("system", "com.apple.mobilemail", "Mail", "Controleren op nieuwe e-mail…"),
    ("system", "com.apple.springboard", "バッテリー残量低下", "残り20%"),
    (
        "marketing",
        "com.boots",
        "Boots",
        "Advantage Card: 3 for 2 on skincare + triple points this weekend",
    ),
    (
        "marketing",
        "de.shop",
        "Shop",
        "Deine Lieblingsmarken im Sale – bis zu 40 %. Jetzt entdecken!",
    ),
    ("marketing", "com.decathlon", "Decathlon", "10 € offerts dès 50 € d'achat avec le code ETE10"),
    ("marketing", "pl.allegro", "Allegro", "Tysiące ofert taniej nawet o 40%!"),
    ("marketing", "pl.zabka", "Żappka", "Kawa za 5 zł z kuponem w apce"),
    (
        "marketing",
        "nl.ah",
        "Albert Heijn",
        "Bonus deze week: 2e halve prijs op alle thee. Bekijk je bonusbox in de app.",
    ),
    ("keep", "com.whatsapp", "Sanne", "Zullen we morgen de halve prijs kaartjes halen?"),
)


@pytest.mark.parametrize(
    ("label", "app_id", "title", "body"), _SECOND_LOOK_SCAMS + _SECOND_LOOK_KEPT
)
def test_officials_remote_access_signals_inheritance_bets_and_local_phishing_are_scam(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _SECOND_LOOK_CODES_AND_SECRETS)
def test_codes_forwarded_in_more_languages_card_pins_wifi_keys_and_grafana_tokens(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _SECOND_LOOK_STATUS_AND_OFFERS)
def test_progress_and_battery_in_more_languages_are_system_and_local_offers_marketing(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


# SMS spam of a fresh set in the style of the real SMS corpus (700 texts, 500 personal, none
# dropped): a number "selected", a lucky mobile winner who replies to claim, free phones on a
# new contract with a freephone number.
_SMS_SPAM: tuple[tuple[str, str, str, str], ...] = (
    (
        "scam",
        "com.google.android.apps.messaging",
        "",
        "Ur mobile no. was selected in our summer draw. Prize: £5,000. Reply with ur bank "
        "details to receive ur funds",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "",
        "Congrats! U have been selected as our lucky mobile winner. Reply to this message to "
        "claim ur reward",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "",
        "Ur fone is out of date! New video phones FREE on selected tariffs, call 0800 123 4567",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "",
        "Free hp! u r eligible for a new phone with ur recontract, call 6123 4567 now",
    ),
    (
        "keep",
        "com.google.android.apps.messaging",
        "",
        "my mobile contract runs out in june, thinking of switching",
    ),
    (
        "keep",
        "com.google.android.apps.messaging",
        "",
        "You've been selected for the team! Congrats",
    ),
    ("keep", "com.google.android.apps.messaging", "", "reply to this message when u get home pls"),
)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _SMS_SPAM)
def test_selected_numbers_lucky_winners_and_free_phones_on_a_contract_are_scam(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


# Fault cases of a fresh set written in the handed cases' manner (200, each with its trap).
_FAULT_CASES: tuple[tuple[str, str, str, str], ...] = (
    # An IBAN's digits after its country code are no card, however they check out.
    (
        "keep",
        "com.whatsapp",
        "Frau Lenz",
        "Bitte die Kaution ab jetzt an DE21 4786 1221 3878 3757 62 überweisen",
    ),
    # A number to type into an app to activate or confirm, with no code word.
    (
        "otp",
        "com.apple.MobileSMS",
        "Carta Viva",
        "Inserisci 5521 nell'app per attivare la carta",
    ),
    (
        "otp",
        "com.google.android.apps.messaging",
        "Fennel",
        "Enter 47-22-19 in the Fennel app to confirm your email.",
    ),
    ("keep", "com.whatsapp", "Jo", "Enter 2 in the app to skip the intro, it's so long"),
    # A passphrase of plain words after its word and a colon; a hint is no passphrase.
    (
        "secret",
        "com.Slack",
        "Marta",
        "the passphrase for the vault is: green kettle under quiet stars",
    ),
    ("keep", "com.Slack", "Marta", "the passphrase is the usual one plus the year"),
    # A Wi-Fi QR code's text, a Greek wifi password.
    ("secret", "com.whatsapp", "Café", "WIFI:T:WPA;S:Home_5G;P:teapot77;;"),
    ("secret", "com.viber.voip", "Νίκος", "ο κωδικός του wifi είναι: kalokairi88"),
    # Lost-parcel refunds on a messenger, arbitrage bait, sextortion, a hijacked contact's
    # "send me the code", "hi mum" in German and Spanish.
    (
        "scam",
        "com.android.mms",
        "10690000",
        "【快递理赔】您的包裹在运输中丢失，可获双倍赔偿，请加客服微信 lp-2291 办理",
    ),
    (
        "scam",
        "org.telegram.messenger",
        "Профит",
        "Заработок от 40 000 ₽ в день на арбитраже! Научу бесплатно",
    ),
    (
        "scam",
        "com.google.android.gm",
        "Re: you",
        "I recorded you through your webcam. Send 900 USD in BTC within 48 hours or the video "
        "goes to your contacts.",
    ),
    (
        "scam",
        "com.whatsapp",
        "Ece",
        "selam, yanlışlıkla sana bir kod gönderdim, bana atabilir misin?",
    ),
    (
        "scam",
        "com.whatsapp",
        "Tom",
        "Hi! I sent you a code by mistake, can you send me the code? It's urgent",
    ),
    (
        "scam",
        "com.whatsapp",
        "+49 1520 0000000",
        "Hallo Mama, das alte Handy ist kaputt. Kannst du mir bei einer Überweisung helfen?",
    ),
    (
        "scam",
        "com.whatsapp",
        "+52 55 0000 0000",
        "Tía soy Ana, tuve un accidente, necesito que me hagas una transferencia urgente",
    ),
    ("keep", "com.whatsapp", "Tom", "I sent you a code by mistake lol, ignore it"),
    ("keep", "com.whatsapp", "Lea", "Mama, das alte Handy ist kaputt, ich ruf dich morgen an"),
    ("keep", "com.whatsapp", "Ana", "no puedo hablar ahora, te llamo luego"),
    # Offers that read like a flight notice, a game's nudge, a recharge, a Hong Kong shop, a
    # bank's cross-sell.
    ("marketing", "com.flynova", "FlyNova", "Fares to Rome from €39. Book by Friday"),
    ("marketing", "com.game", "Kingdom", "Your energy is full! Claim your daily reward"),
    (
        "marketing",
        "com.google.android.apps.messaging",
        "VM-TEL",
        "Recharge now & get 1.5GB/day extra. Offer valid till 30th. T&C apply",
    ),
    ("marketing", "com.android.mms", "好好超市", "全場滿$200減$30，週末限定！"),
    (
        "marketing",
        "com.exbank.mobile",
        "EXB",
        "Good news, Sam! You're pre-approved for a card with 0% APR for 12 months.",
    ),
    ("keep", "com.whatsapp", "Jo", "fares to rome are mad this summer, might book by friday?"),
)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _FAULT_CASES)
def test_the_fault_cases_kinds_ibans_app_codes_passphrases_wifi_codes_hijacks_and_offers(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


# The last two fresh sets (300 notifications of ten people in ten countries; 200 fault cases).
_LAST_LOOK: tuple[tuple[str, str, str, str], ...] = (
    # A Philippine mobile in a Philippine courier's text is a rider to call, not a UK
    # premium-rate number; the same number in a UK prize text still is one.
    (
        "keep",
        "com.jtexpress.ph",
        "J&T Express",
        "Hi Joy, parcel JT0000 1111 2222 is out for delivery today. Rider: 0918 221 4471. "
        "Please prepare COD PHP 399.00",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "",
        "URGENT! Ur mobile won a £2000 prize. To claim call 09061 701 461 now",
    ),
    # Friends inviting each other to a sale in more languages; a work chat about a deal; a
    # person showing a scam text they got.
    ("keep", "com.apple.MobileSMS", "Kim", "Target has 30% off lamps, should we go tonight?"),
    ("keep", "org.telegram.messenger", "Оля", "в Ленте скидки 40% на всё, пойдём завтра?"),
    ("keep", "jp.naver.line.android", "ต้น", "ร้านข้างบ้านลดราคา 30% พรุ่งนี้ ไปกันไหม"),
    ("keep", "com.zing.zalo", "Chị Lan", "Cửa hàng giảm giá 10% tuần này, em có mua thêm không?"),
    ("keep", "com.Slack", "#sales", "we closed the Acme deal!! best sale of the year 🎉"),
    (
        "keep",
        "com.whatsapp",
        "Bea",
        "look what I got: 'your parcel is on hold, pay 2.99 at dpd-fee.top' don't click these",
    ),
    # Codes: a dynamic NIP, an activation number, MFA forwarded in a chat.
    (
        "otp",
        "com.google.android.apps.messaging",
        "Banco",
        "Tu NIP dinámico es 5521. Vigencia 30 min.",
    ),
    (
        "otp",
        "com.google.android.apps.messaging",
        "Tarif",
        "Ihre Aktivierungsnummer für die eSIM: 4471 2290",
    ),
    # Scams: a hijacked contact's code, a new-number ask in Italian and Mexican Spanish, a
    # Dutch payment ask, an Arabic prize that wants the account number, tech support, SIM KYC,
    # a trading desk, a frozen USDT withdrawal, local phishing in Spanish, Italian, Tagalog,
    # Vietnamese (without accents) and Thai, loan and stock-group bait.
    (
        "scam",
        "com.whatsapp",
        "Max",
        "sorry! I sent my code to your number by mistake, can you send it back to me?",
    ),
    (
        "scam",
        "com.whatsapp",
        "+39 300 000 0000",
        "Ciao mamma, ho rotto il telefono, questo è il mio nuovo numero. Devo pagare una fattura",
    ),
    (
        "scam",
        "com.whatsapp",
        "+52 55 0000 0001",
        "Hola ma, este es mi nuevo número. Me puedes hacer una transferencia hoy?",
    ),
    (
        "scam",
        "com.whatsapp",
        "+31 6 0000 0001",
        "Hoi mam, nieuw nummer. Kun je een betaling voor me doen? Mijn app werkt niet",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+966 50 000 0000",
        "مبروك! لقد ربحت 20,000 ريال. أرسل رقم حسابك لاستلام الجائزة",
    ),
    (
        "scam",
        "com.google.android.gm",
        "Sicherheit",
        "Ihr Computer ist mit einem Trojaner infiziert! Rufen Sie sofort +43 720 000 111 an",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+91 90000 22222",
        "Your SIM KYC is expired, number will be blocked today. Call KYC officer 9000022222 now",
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "+1 555 0102",
        "Hi, Zoe from a crypto trading desk. Clients made 40% on BTC arbitrage, want a VIP "
        "account?",
    ),
    (
        "scam",
        "org.telegram.messenger",
        "Wallet",
        "Your USDT withdrawal is pending. Confirm at wallet-verify.app or funds will be frozen.",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "BANCO",
        "Su cuenta fue bloqueada por actividad inusual. Desbloquee aquí: banco-mx-seguridad.com",
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "INPS",
        "INPS: rimborso di € 212,40 a suo favore. Aggiorni i dati su inps-pagamenti.com",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "GCash",
        "GCash: Ang iyong account ay masususpinde ngayon. I-verify agad sa gcash-ph-verify.com",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "CONG AN",
        "Ban co lien quan den vu an rua tien, goi ngay 0247 3001 889 de phoi hop dieu tra",
    ),
    ("scam", "jp.naver.line.android", "สินเชื่อ", "ยินดีด้วย! กู้เงินด่วน 50,000 บาท ไม่ต้องค้ำ ทักไลน์"),
    ("scam", "jp.naver.line", "投資", "加入飆股群組，保證每月獲利30%，點擊加入 lin.ee/abc"),
    # Offers; progress, timers and battery in more languages.
    ("marketing", "com.music", "Music", "Unlock Premium: 3 months for €0.99. Offer ends Sunday."),
    ("marketing", "com.tea", "茶飲", "第二杯半價 🧋 全門市，出示本訊息即可"),
    ("marketing", "com.glovo", "Glovo", "Te echamos de menos 🥺 Vuelve y tienes envío gratis"),
    ("system", "com.apple.Preferences", "Aggiornamento", "Download di iOS 18.1 in corso… 48%"),
    ("system", "com.apple.Preferences", "iCloud", "Backup in corso – 2 minuti rimanenti"),
    ("system", "com.apple.mobiletimer", "Temporizador", "Horno · quedan 12:34"),
    ("system", "com.apple.springboard", "電池", "剩餘 10% 電量"),
    ("keep", "com.whatsapp", "Gio", "Riunione in corso, ti chiamo dopo"),
)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _LAST_LOOK)
def test_philippine_numbers_friends_hijacks_local_phishing_offers_and_timers(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


# The final check sets (300 notifications of ten more people, among them languages the rules
# had few words of: Swahili, Hebrew, Swedish, Greek, Nigerian Pidgin; 200 fault cases).
_FINAL_LOOK: tuple[tuple[str, str, str, str], ...] = (
    # A prepaid meter's 20-digit token is a receipt's, even when its first 16 digits check out
    # as a card.
    (
        "keep",
        "com.android.mms",
        "IKEDC",
        "Mtr:12345678901 Token:4742-0780-2345-8889-5521 Units:20.5 Amt:N5,000.00",
    ),
    # Secrets: a wifi "pw", a Spanish "Clave:", an e-mail and its password, an M-Pesa PIN, a
    # new card's code, a Hebrew wifi password, a Korean seed word, a Swahili "sasa ni".
    ("secret", "com.whatsapp", "Gio", "wifi is Casa_5G, pw lemontree2019"),
    ("secret", "com.apple.MobileSMS", "Hotel", "Red: Hotel_Guest  Clave: sol2024!"),
    ("secret", "com.apple.MobileSMS", "Ana", "netflix: joe.b@mail.example / Maple!2024"),
    ("secret", "com.whatsapp", "Mama", "PIN yangu ya M-PESA ni 4471, tuma pesa kesho"),
    ("secret", "com.apple.MobileSMS", "Papa", "Le code de la nouvelle carte bleue c'est 5521"),
    ("secret", "com.whatsapp", "Noa", "הסיסמה לוויפי: Gal&Noa_2024!"),
    (
        "secret",
        "com.kakao.talk",
        "형",
        "메타마스크 복구구문: canyon wrist voyage pepper eternal giant orbit fabric sudden hollow "
        "rally banana",
    ),
    ("secret", "com.whatsapp", "Baba", "password ya Facebook nimebadilisha, sasa ni Juma@1970"),
    ("keep", "com.whatsapp", "Gio", "pw 2nite? cant make it"),
    # Codes forwarded in Nigerian Pidgin; a Portuguese code without accents.
    (
        "otp",
        "com.whatsapp",
        "Bros",
        "Bros the code wey the bank send na 604918, type am for the app",
    ),
    (
        "otp",
        "com.google.android.apps.messaging",
        "Caixa",
        "Caixadirecta: o seu codigo de autenticacao e 55190321",
    ),
    # "Hi mum" in French, European Portuguese, Polish, Swedish, Nigerian Pidgin and Tagalog.
    (
        "scam",
        "com.whatsapp",
        "+33 6 00 00 00 01",
        "Coucou maman c'est mon nouveau numéro, tu peux m'aider pour une facture ?",
    ),
    (
        "scam",
        "com.whatsapp",
        "+351 910 000 000",
        "Olá pai, este é o meu número novo. Preciso de ajuda com um pagamento urgente",
    ),
    (
        "scam",
        "com.whatsapp",
        "+48 600 000 001",
        "Cześć mamo, to mój nowy numer. Możesz zrobić przelew 500 zł?",
    ),
    (
        "scam",
        "com.whatsapp",
        "+46 70 000 00 00",
        "Hej mamma! Detta är mitt nya nummer. Kan du swisha 900 kr?",
    ),
    (
        "scam",
        "com.whatsapp",
        "+234 800 000 0002",
        "Mummy na me, dis na my new number. Abeg send 10k",
    ),
    (
        "scam",
        "com.facebook.orca",
        "Jun",
        "Hi ate, naiwala ko phone ko. Pa-send naman 2,000 sa GCash",
    ),
    ("keep", "com.whatsapp", "Lisa", "Hej mamma, jag kommer hem vid sex"),
    # Phishing in Swedish, Hebrew, French and Greek; a Korean obituary link.
    (
        "scam",
        "com.apple.MobileSMS",
        "PostNord",
        "Ditt paket kan inte levereras pga obetald tullavgift 19 SEK: "
        "https://postnord-tull.se-betala.com",
    ),
    (
        "scam",
        "com.android.mms",
        "Israel Post",
        "החבילה שלך מעוכבת עקב מכס שלא שולם. לתשלום: https://il-post.co-il.info",
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "ANTAI",
        "Avis de contravention non réglée. Majoration sous 48h: https://antai-amendes.fr-gouv.com",
    ),
    (
        "scam",
        "com.android.mms",
        "ELTA",
        "Το δέμα σας δεν παραδόθηκε. Ενημερώστε τα στοιχεία: https://elta-redelivery.com",
    ),
    (
        "scam",
        "com.samsung.android.messaging",
        "010-0000-0000",
        "[Web발신] [부고] 모친께서 별세하셨기에 삼가 알려드립니다. me2.kr/x7",
    ),
    ("keep", "com.android.mms", "ELTA", "Το δέμα σας παραδόθηκε σήμερα στις 11:20"),
    # Progress and status in French, Swedish and Korean; offers in Swedish, French, Hebrew.
    (
        "system",
        "com.apple.Preferences",
        "iCloud",
        "Sauvegarde en cours… Environ 12 minutes restantes",
    ),
    ("system", "com.apple.mobileslideshow", "Bilder", "Synkroniserar 1 204 objekt med iCloud…"),
    ("system", "com.apple.mobilemail", "Mail", "Söker efter ny post…"),
    (
        "system",
        "com.samsung.android.app.smartcapture",
        "스크린샷",
        "탭하여 스크린샷을 확인하세요.",
    ),
    (
        "marketing",
        "com.foodora",
        "foodora",
        "Gratis leverans på beställningar över 150 kr med koden HELG",
    ),
    ("marketing", "com.sncf", "SNCF", "Billets TGV dès 29 € vers Nice. Offre limitée."),
    ("marketing", "com.wolt.android", "Wolt", "Wolt+ חודש ראשון חינם! הצטרפו עכשיו"),
)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _FINAL_LOOK)
def test_meter_tokens_and_secrets_codes_scams_status_and_offers_in_more_languages(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


def test_a_ride_arriving_under_the_transport_category_is_news_not_a_media_line() -> None:
    ride = classify_text(
        "O Paulo está a chegar num Renault Clio cinzento · AX-42-RT",
        title="Uber",
        app_id="com.ubercab",
        category="transport",
    )
    track = classify_text(
        "Blinding Lights · The Weeknd",
        title="Spotify",
        app_id="com.spotify.music",
        category="transport",
    )
    assert (ride.label, track.label) == ("keep", "system")


# One more set of 200 fault cases, as users would report them over a year.
_REPORTED_FAULTS: tuple[tuple[str, str, str, str], ...] = (
    # A code to give the person who hands a delivery over is kept, like a pickup code; a code
    # that arrived on one's own phone is still a code.
    (
        "keep",
        "br.com.ifood",
        "iFood",
        "Seu pedido saiu para entrega. Informe o código 5521 ao entregador.",
    ),
    (
        "otp",
        "com.whatsapp",
        "Sam",
        "The Mercury code just came to my phone: 204 117, enter it quick",
    ),
    ("keep", "com.whatsapp", "Sam", "Call my phone: 0791 234 567 if the code fails"),
    # Scams: an account-takeover reply, a loan taken out in one's name, an antivirus renewal,
    # a dating match's crypto trick, extortion quoting an old password, a Hindi power cut.
    (
        "scam",
        "com.apple.MobileSMS",
        "Secure",
        "Someone requested a code for your account. If this wasn't you, reply with the code you "
        "just received to cancel.",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+7 900 000-00-01",
        "Служба безопасности банка: на ваше имя оформляется кредит 200 000 ₽. Срочно "
        "перезвоните: +7 900 555-01-99",
    ),
    (
        "scam",
        "com.google.android.gm",
        "Billing",
        "Invoice INV-2291: antivirus renewal $299.99 charged. To cancel call +1 888 555 0142.",
    ),
    (
        "scam",
        "com.dating.app",
        "Mila",
        "let's talk on Telegram, my uncle taught me a crypto trick that pays 25% a week",
    ),
    (
        "scam",
        "com.google.android.gm",
        "you",
        "I know your password: Winter2020. I recorded you through your webcam. Pay 0.04 BTC "
        "within 48h.",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+91 90000 33333",
        "प्रिय उपभोक्ता, आपका बिजली कनेक्शन आज रात काट दिया जाएगा। तुरंत बिजली अधिकारी से संपर्क "
        "करें 9000033333",
    ),
    # Offers: a game bundle, an abandoned cart, a bank's cross-sell.
    (
        "marketing",
        "com.game",
        "Starfall",
        "Limited bundle: 800 gems + a skin for $2.99 — ends in 01:10:00",
    ),
    ("marketing", "com.tienda", "Tienda", "Tu carrito te espera 🛒 Completa tu compra hoy"),
    (
        "marketing",
        "com.bank",
        "Bank",
        "Good news, Kim — you're pre-approved for the Gold card with 0% APR for 12 months.",
    ),
    ("keep", "com.whatsapp", "Mum", "Good news, I got the job!"),
)


@pytest.mark.parametrize(("label", "app_id", "title", "body"), _REPORTED_FAULTS)
def test_delivery_hand_offs_own_phones_takeovers_extortion_and_upsells(
    label: str, app_id: str, title: str, body: str
) -> None:
    _check(label, app_id, title, body)


@pytest.mark.parametrize(
    ("label", "body"),
    [
        ("otp", "Your Northwind security code: KPRQXT"),
        ("otp", "Your Tessera login code is BDFHJ"),
        # A word in capitals after the phrase has a vowel; an acronym is shorter than five.
        ("keep", "Your verification code: EXPIRED"),
        ("keep", "Your security code for HSBC UK is on its way"),
    ],
)
def test_a_letters_only_code_of_capital_consonants_after_a_code_phrase_is_a_code(
    label: str, body: str
) -> None:
    # Two fault-case sets held codes without digits ("RKXQD", "KPRQXT").
    _check(label, "com.apple.MobileSMS", "", body)
