"""Kinds two outside trials showed misread, each with its hard negatives: 400 notifications
of all six labels in 14 languages, and 300 with one-time codes and secrets in 19 (each written
by a tester who saw neither the rules nor the tests). The trials' own lines are not used: each
case here is written anew for its kind."""

from __future__ import annotations

import pytest

from agent_memory.privacy import classify_text

# (label, app id, title, body)
_CASES: tuple[tuple[str, str, str, str], ...] = (
    ("secret", "com.whatsapp", "Nonna", "La PIN della mia carta è 5821"),
    ("secret", "com.whatsapp", "Mãe", "A senha do cartão é 7734"),
    ("secret", "com.whatsapp", "Papa", "Die PIN meiner Karte ist 9921"),
    ("secret", "com.whatsapp", "Papa", "Le code de ma carte c'est 3391"),
    ("secret", "com.whatsapp", "Baba", "Kart şifrem 7710 unutma"),
    ("keep", "com.whatsapp", "Léa", "Le code de la porte est 4471"),
    ("keep", "com.whatsapp", "Ana", "a senha do wifi é 4471"),
    ("keep", "com.whatsapp", "Baba", "Kart şifremi unuttum, bankayı arayacağım"),
    (
        "secret",
        "com.apple.MobileSMS",
        "Jo",
        (
            "backup words: 1. canyon 2. wrist 3. voyage 4. pepper 5. "
            "eternal 6. giant 7. orbit 8. fabric 9. sudden 10. hollow 11. "
            "rally 12. banana"
        ),
    ),
    (
        "secret",
        "com.apple.MobileSMS",
        "Jo",
        (
            "1 canyon 2 wrist 3 voyage 4 peper 5 eternal 6 giant 7 orbit 8 "
            "fabric 9 sudden 10 hollow 11 rally 12 banana"
        ),
    ),
    (
        "keep",
        "com.apple.MobileSMS",
        "Jo",
        (
            "my top 12: 1 jaws 2 alien 3 heat 4 rocky 5 fargo 6 psycho 7 "
            "vertigo 8 rebecca 9 casablanca 10 brazil 11 clue 12 fury"
        ),
    ),
    (
        "secret",
        "com.apple.MobileSMS",
        "Jo",
        ("seed: canyon wrist voyage pepper eternal giant orbit fabric sudden hollow rally banana"),
    ),
    (
        "secret",
        "com.whatsapp",
        "Kev",
        (
            "my wallet private key: "
            "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"
        ),
    ),
    (
        "keep",
        "com.whatsapp",
        "Kev",
        ("sent it, tx hash 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"),
    ),
    (
        "secret",
        "org.telegram.messenger",
        "Dima",
        "token 6218842051:AAF4kqZ9vX2mP7rT1wL8sN3bD6cF0gJ5y",
    ),
    (
        "keep",
        "com.apple.MobileSMS",
        "Chase",
        ("Chase Fraud: Did you use card ending 1234 for $89.00 at TARGET.COM? Reply YES or NO"),
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "89000",
        ("Should homework be banned? Vote now! Txt YES or NO to 89000. 50p per msg"),
    ),
    ("keep", "com.whatsapp", "Lucía", "Zara tiene rebajas del 30%, ¿vamos mañana?"),
    ("keep", "com.whatsapp", "Chloé", "Soldes à -50% chez Fnac, on y va samedi ?"),
    ("keep", "com.whatsapp", "Giulia", "Saldi al 50% da Zara, andiamo sabato?"),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+39 351 555 0101",
        ("BancoPosta: il tuo conto è stato sospeso. Riattivalo subito su bp-verifica-accesso.com"),
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+81 90 5550 1234",
        "【ゆうちょ銀行】口座が一時利用停止となりました。本人確認を行ってください。yucho-kakunin.top",
    ),
    (
        "scam",
        "com.android.mms",
        "+86 165 5550 1234",
        "【建设银行】您的账户存在异常，将于今日冻结，请立即登录 ccb-safe.cc 进行身份验证",
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "ACB",
        ("Tai khoan cua quy khach bi tam khoa. Vui long xac thuc tai acb-xacthuc.com"),
    ),
    (
        "scam",
        "com.apple.MobileSMS",
        "+44 7700 900111",
        (
            "PARKING CHARGE NOTICE: outstanding PCN of £70. Pay within 48 "
            "hrs to avoid court action: pcn-pay-uk.com"
        ),
    ),
    (
        "scam",
        "org.telegram.messenger",
        "Recovery Desk",
        (
            "Lost money to a crypto scam? We recover your lost funds, 97% "
            "success rate. Small fee upfront. DM us"
        ),
    ),
    (
        "scam",
        "com.whatsapp",
        "+1 555 010 2233",
        (
            "Hi, I'm Anna from JobLink Recruitment. Remote job, 20-40 min a "
            "day, earn $200-$500 daily. Interested?"
        ),
    ),
    (
        "scam",
        "com.whatsapp",
        "+62 812 5550 1122",
        ("Halo kak, kerja paruh waktu dari rumah, cukup like & follow, gaji Rp 200rb per hari"),
    ),
    (
        "scam",
        "com.google.android.apps.messaging",
        "+91 98765 43210",
        (
            "Dear customer your electricity power will be disconnected "
            "tonight because your previous month bill was not updated. Call "
            "officer 9876543210"
        ),
    ),
    (
        "scam",
        "com.whatsapp",
        "+44 7700 900222",
        (
            "It's Paul (CEO), I'm stuck in a meeting. Need you to buy 4 "
            "gift cards for a client, send me the codes asap"
        ),
    ),
    (
        "scam",
        "com.whatsapp",
        "+44 7700 900333",
        ("Hi mum, dropped my phone, this is my new number. Can u help me with a payment today?"),
    ),
    (
        "scam",
        "com.kakao.talk",
        "+82 10 5550 1111",
        "엄마 나 액정 깨져서 임시폰으로 연락해. 문화상품권 좀 사줄 수 있어?",
    ),
    (
        "scam",
        "com.whatsapp",
        "+91 73035 11111",
        (
            "KBC lucky draw: your number has won Rs 15,00,000. Contact Mr "
            "Verma on this number to claim"
        ),
    ),
    (
        "scam",
        "com.whatsapp",
        "+971 55 555 0100",
        "تهانينا! لقد ربحت 20,000 درهم. للاستلام أرسل اسمك ورقم بطاقتك",
    ),
    ("keep", "com.whatsapp", "Darius", "Low battery, if i dont reply its cos phone died"),
    ("keep", "com.whatsapp", "Sam", "my phone's on low power mode lol, text u later"),
    ("keep", "com.whatsapp", "Paul", "I'm stuck in a meeting, will call u after"),
    (
        "keep",
        "com.whatsapp",
        "Jo",
        ("can u help me with a payment on the council website? it keeps failing"),
    ),
    ("keep", "com.whatsapp", "Jo", "the new boiler will be installed tonight finally"),
    ("keep", "com.whatsapp", "Jo", "I got a parking charge notice today, £70, gutted"),
    (
        "marketing",
        "com.spotify.music",
        "Spotify",
        "Try Premium free for 1 month and unlock ad-free music.",
    ),
    (
        "marketing",
        "com.playrix.gardenscapes",
        "Gardenscapes",
        "Come back and claim your 3 free spins today!",
    ),
    (
        "marketing",
        "com.starbucks.mobilecard",
        "Starbucks",
        ("Free medium coffee with any purchase over $3 – this Friday only in the app"),
    ),
    ("keep", "com.whatsapp", "Tom", "drinks are on us tonight!! 🎉"),
    ("keep", "com.whatsapp", "Tom", "upgrade to the new phone was worth it tbh"),
    ("system", "com.android.bluetooth", "Bluetooth", "Connected to Galaxy Buds2 • Battery 60%"),
    ("system", "com.nordvpn.android", "NordVPN", "Connected to Germany #512"),
    ("system", "com.android.systemui", "Batterie faible", "12 % restants"),
    ("system", "com.example.vpn", "SecureVPN", "VPN is connected · Location: US – New York"),
    ("system", "com.google.android.apps.photos", "Google Photos", "Backing up 58 photos • 12 left"),
    ("keep", "com.whatsapp", "Mia", "connected to the wifi at the hotel finally"),
    ("keep", "com.whatsapp", "Mia", "only 2 left in the shop so I grabbed one for u"),
    # A second trial: 300 notifications with one-time codes and secrets, 19 languages.
    ("secret", "com.whatsapp", "Bố", "mã PIN thẻ ATM là 5821 nhé"),
    ("secret", "jp.naver.line.android", "母", "キャッシュカードの暗証番号は4412です"),
    ("secret", "com.whatsapp", "Papá", "el PIN de la tarjeta es 4-4-1-2"),
    ("secret", "com.whatsapp", "Bhai", "mera UPI PIN 739105 hai, jaldi bhej"),
    ("secret", "com.whatsapp", "Ibu", "Pin ATM ku 6620 ya"),
    ("secret", "com.whatsapp", "Grandad", "nan's card pin is 7 2 0 4, get the milk"),
    ("secret", "com.whatsapp", "أخي", "كلمة سر الواي فاي: Rimal@2025"),
    ("secret", "jp.naver.line.android", "พี่", "รหัสไวไฟ: Baan_2025!"),
    (
        "secret",
        "com.Slack",
        "Tom",
        ("corp card for the hosting invoice: 5425 2334 3010 9101, 11/26, 442"),
    ),
    ("secret", "com.Slack", "Priya", "vault token for staging: hvs.CAESIJ8xk2Lm9QpR7tYvW3zN5aBc"),
    (
        "secret",
        "com.discord",
        "Tunde",
        ("bot token MTA4NzE2MjM0NTY3ODkwMTIz.GhT9xQ.abcdefghijklmnopqrstuvwxyz012345"),
    ),
    (
        "secret",
        "com.whatsapp",
        "Flatmates",
        "router login is admin / Hx72!pRouter if it needs a reboot",
    ),
    (
        "otp",
        "com.microsoft.office.outlook",
        "IT Desk",
        (
            "the BitLocker recovery key for laptop PC-2231 "
            "is:\n412390-118734-556712-903341-270158-664419-381027-725560"
        ),
    ),
    (
        "otp",
        "com.apple.MobileSMS",
        "Mom",
        (
            "Here's the recovery key for my Apple ID, keep it safe please: "
            "AB2C-DE3F-GH4J-KL5M-NP6Q-RS7T-UV8W"
        ),
    ),
    (
        "keep",
        "pl.inpost.inmobile",
        "InPost",
        ("Paczka czeka w Paczkomacie WAW12A. Kod odbioru: 551203. Odbierz do 21.03."),
    ),
    (
        "keep",
        "com.shopee.tw",
        "蝦皮購物",
        "您的包裹已送達全家便利商店，取件驗證碼：5521，請於7日內取件。",
    ),
    (
        "keep",
        "com.apple.MobileSMS",
        "PUDO",
        "PUDOステーションにお荷物が届きました。受取用の認証番号：228190",
    ),
    ("keep", "de.dhl.paket", "DHL", "Ihr Paket liegt in der Packstation 112. Abholcode: 482913"),
    ("keep", "com.whatsapp", "Jo", "the pin on the map is near the card shop, 4471 steps lol"),
    ("keep", "com.whatsapp", "Sam", "invoice 5425 2334 3010 9101 was paid on 11/26"),
)


def _cases(label: str) -> list[tuple[str, str, str]]:
    return [(app_id, title, body) for want, app_id, title, body in _CASES if want == label]


def _label(app_id: str, title: str, body: str) -> str:
    return classify_text(body, title=title, app_id=app_id).label


@pytest.mark.parametrize(("app_id", "title", "body"), _cases("secret"))
def test_a_cards_pin_a_numbered_or_labelled_seed_a_hex_key_and_a_bot_token_are_secrets(
    app_id: str, title: str, body: str
) -> None:
    """A card's PIN named in Turkish, Portuguese, German, French or Italian; a seed phrase
    written as a numbered list (one word miswritten) or after "seed:"; a wallet's hex
    private key after its word; a bot token a character short."""
    assert _label(app_id, title, body) == "secret"


@pytest.mark.parametrize(("app_id", "title", "body"), _cases("scam"))
def test_phishing_in_other_languages_fees_jobs_recovery_and_impersonation_are_scam(
    app_id: str, title: str, body: str
) -> None:
    """An account suspended or frozen with a link (Italian, Japanese, Chinese, Vietnamese),
    a parking charge notice, crypto recovery, remote and task jobs, a utility cut-off, a
    boss or a child on a new number asking for gift cards or a payment, a lottery with a
    way to claim."""
    assert _label(app_id, title, body) == "scam"


@pytest.mark.parametrize(("app_id", "title", "body"), _cases("marketing"))
def test_app_upsells_and_re_engagement_are_marketing(app_id: str, title: str, body: str) -> None:
    """An app's upsell or re-engagement push."""
    assert _label(app_id, title, body) == "marketing"


@pytest.mark.parametrize(("app_id", "title", "body"), _cases("system"))
def test_device_status_from_status_apps_and_vpn_clients_is_system(
    app_id: str, title: str, body: str
) -> None:
    """The Bluetooth service, a VPN client, the system UI's battery notice, a backup's
    progress."""
    assert _label(app_id, title, body) == "system"


@pytest.mark.parametrize(("app_id", "title", "body"), _cases("keep"))
def test_the_same_words_from_a_person_or_a_real_alert_are_kept(
    app_id: str, title: str, body: str
) -> None:
    """A door's code, a wifi password too short to be one, a movie list, a transaction
    hash, a bank's "Reply YES or NO", a friend's invitation to a sale, a low battery, a
    meeting, a boiler, a parking fine talked about."""
    assert _label(app_id, title, body) == "keep"


@pytest.mark.parametrize(("app_id", "title", "body"), _cases("otp"))
def test_a_recovery_key_after_a_devices_name_or_a_longer_lead_in_is_a_recovery_code(
    app_id: str, title: str, body: str
) -> None:
    """A BitLocker key after "for laptop PC-2231 is:", an Apple ID's key after a sentence
    (dropped as recovery codes: the label the corpus gives them)."""
    assert classify_text(body, title=title, app_id=app_id).reason == "otp.recovery_code"
