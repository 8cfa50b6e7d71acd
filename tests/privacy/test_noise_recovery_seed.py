"""Scenario tests of the kinds of miss found after held-out set 4: recovery and backup codes in
lower-case groups, wallet seed phrases, one-time codes in thinly covered languages and the
hidden-content placeholder in other UI languages; each with the real message beside it that
must still be kept."""

from __future__ import annotations

import pytest

from agent_memory.notifications.noise import classify
from tests.probe import run_probe

from .test_noise import event, spanned

# --- recovery and backup codes ------------------------------------------------------------


def test_lower_case_backup_code_in_dashed_groups_is_a_code() -> None:
    e = event("Your Notion backup code: 7rk2-x9pd. Use it if you lose your phone.")
    verdict = classify(e)
    assert (verdict.label, verdict.reason) == ("otp", "otp.recovery_code")
    assert spanned(e, verdict) == ["7rk2-x9pd"]


def test_backup_code_in_space_separated_groups_is_a_code() -> None:
    e = event("Recovery code for your vault:\nk4mz 8qpt 2wdx h7vn")
    verdict = classify(e)
    assert verdict.label == "otp"
    assert spanned(e, verdict) == ["k4mz 8qpt 2wdx h7vn"]


def test_numbered_list_of_backup_codes_is_a_code() -> None:
    e = event("Your backup codes:\n1. 4hq8zk2m\n2. p7x3mw9d\n3. c2v8nr5t", title="Linear")
    verdict = classify(e)
    assert verdict.label == "otp"
    assert spanned(e, verdict) == ["4hq8zk2m"]


def test_single_run_recovery_code_mixing_letters_and_digits_is_a_code() -> None:
    e = event("Save this recovery code somewhere safe: m3k9q2zx7p4w")
    assert spanned(e, classify(e)) == ["m3k9q2zx7p4w"]


@pytest.mark.parametrize(
    "body",
    [
        "Tus códigos de respaldo: 8kd2-m4qx, 3zp7-w9tn",
        "Vos codes de récupération : h2k8 x7mq p4zt",
        "Ваши коды восстановления: 7m2k-q8xd-4pzn",
        "备用码：k8m2-x4qz",
        "Kode pemulihan akun: 9dk2-mq7x-p3zt",
        "Dine gendannelseskoder: 2kq8-x7md",
    ],
)
def test_translated_recovery_code_phrase_is_a_code(body: str) -> None:
    assert classify(event(body)).label == "otp", body


def test_recovery_codes_after_a_list_introduction_are_a_code() -> None:
    e = event("New backup codes for Figma. Keep them somewhere safe:\n9kq2-x7md\n4pzt-m8wn")
    verdict = classify(e)
    assert (verdict.label, verdict.reason) == ("otp", "otp.recovery_code")
    assert spanned(e, verdict) == ["9kq2-x7md"]


def test_chat_about_backup_codes_without_a_code_is_kept() -> None:
    for body in (
        "did you print the backup codes? I can't find them in the drawer",
        "Your recovery codes were downloaded on a new device on 03/12. Not you? Review activity.",
        "backup codes are in the blue folder, second shelf",
    ):
        assert classify(event(body)).label == "keep", body


def test_lower_case_ids_in_engineering_chat_are_kept() -> None:
    for body in (
        "rebased onto 9f2c7ab, the flaky test in ab12-cd34 still fails",
        "trace id 4fd2-9a7c-b81e shows the timeout at the gateway",
        "deployed build x7k2-m9 to staging, smoke tests green",
    ):
        assert classify(event(body, app_id="com.Slack")).label == "keep", body


def test_recovery_code_after_a_sentence_end_is_not_taken() -> None:
    body = "We sent a recovery code to your email. Ticket ab34-kd92 is open for your request."
    assert classify(event(body)).label == "keep"


# --- wallet seed phrases ------------------------------------------------------------------

SEED_12 = "shield tumble orbit canyon fragile velvet mirror thunder basket lemon pilot crystal"
SEED_24 = (
    "kitten frost garage lunar harbor pepper dragon silent marble rocket tissue ladder "
    "walnut ember quiz brave copper island jungle hollow nephew olive raven spider"
)


def test_seed_phrase_after_its_name_is_a_secret() -> None:
    e = event(f"my seed phrase: {SEED_12}", title="Notes to self")
    verdict = classify(e)
    assert (verdict.label, verdict.reason) == ("secret", "secret.seed_phrase")
    assert spanned(e, verdict) == [SEED_12]


def test_seed_phrase_span_is_exact_when_lower_case_changes_the_length() -> None:
    # "İ" lower-cases to two characters: offsets must still be the text's.
    e = event(f"İstanbul cüzdanı, seed phrase: {SEED_12}")
    verdict = classify(e)
    assert verdict.label == "secret"
    assert spanned(e, verdict) == [SEED_12]


def test_24_word_secret_recovery_phrase_is_a_secret() -> None:
    e = event(f"Secret Recovery Phrase - {SEED_24}")
    verdict = classify(e)
    assert verdict.label == "secret"
    assert spanned(e, verdict) == [SEED_24]


@pytest.mark.parametrize(
    "body",
    [
        f"Mi frase de recuperación es {SEED_12}",
        f"Сид-фраза от кошелька: {SEED_12}",
        f"钱包助记词: {SEED_12}",
        f"복구 문구 {SEED_12}",
        f"Phrase secrète du portefeuille : {SEED_12}",
        f"Kurtarma ifadem: {SEED_12}",
        f"the 12 word phrase from the hardware thing: {SEED_12}",
    ],
)
def test_translated_seed_phrase_name_is_a_secret(body: str) -> None:
    assert classify(event(body)).label == "secret", body


def test_chinese_wordlist_mnemonic_is_a_secret() -> None:
    verdict = classify(event("助记词 我 他 时 来 用 们 生 到 作 地 于 出 就 分 对 成 会 可"))
    assert (verdict.label, verdict.reason) == ("secret", "secret.seed_phrase")


def test_japanese_and_korean_wordlist_mnemonics_are_secrets() -> None:
    japanese = "　".join(
        (
            "かいが", "きおく", "さくら", "たいよう", "なつやすみ", "はなび", "まつり", "やさい",
            "らいねん", "わかめ", "おんせん", "けしき",
        )
    )  # fmt: skip
    korean = "하늘 바다 기차 나무 도시 마음 사과 우산 자리 친구 학교 노래"
    for body in (f"シードフレーズ：{japanese}", f"시드 구문 {korean}"):
        assert classify(event(body)).label == "secret", body


def test_numbered_word_list_beside_a_wallet_is_a_secret() -> None:
    words = SEED_12.split()
    listing = "\n".join(f"{i}. {w}" for i, w in enumerate(words, 1))
    verdict = classify(event(f"new wallet, write this down\n{listing}"))
    assert verdict.label == "secret"


def test_seed_phrase_named_after_its_words_is_a_secret() -> None:
    assert classify(event(f"{SEED_12} <- that's the seed phrase, keep it offline")).label == (
        "secret"
    )


def test_twelve_word_lists_without_a_seed_name_are_kept() -> None:
    for body in (
        "groceries: flour sugar yeast butter lemons cream basil thyme garlic carrots spinach rice",
        "anagram round: listen silent enlist tinsel inlets stone notes onset tones seton steno",
        "seed library swap: basil squash kale lettuce carrots radish peas chard beets onions leek",
        "wallet keys phone charger passport tickets sunscreen towel book snacks water camera",
    ):
        assert classify(event(body)).label == "keep", body


def test_seed_phrase_warning_without_words_is_kept() -> None:
    for body in (
        "Never type your seed phrase into a website. Support will never ask for it.",
        "Back up your recovery phrase now to keep access to your wallet.",
        "the recovery phrase screen is confusing, users skip it and then email support",
    ):
        assert classify(event(body)).label == "keep", body


# --- one-time codes in thinly covered languages --------------------------------------------


@pytest.mark.parametrize(
    ("language", "body"),
    [
        ("Hebrew", "קוד אימות לחשבון שלך: 604118"),
        ("Hebrew", "הקוד החד פעמי לכניסה הוא 7720, אל תמסור אותו"),
        ("Greek", "Ο κωδικός μίας χρήσης για τη συναλλαγή είναι 338104"),
        ("Greek", "Κωδικός επαλήθευσης 5521 για είσοδο στην εφαρμογή"),
        ("Swedish", "Använd engångskoden 880211 för att logga in"),
        ("Swedish", "Din kod är 4417. Dela aldrig koden."),
        ("Norwegian", "Bekreftelseskoden din er 662019"),
        ("Danish", "Din sikkerhedskode: 5120"),
        ("Finnish", "Kirjautumiskoodisi: 448201"),
        ("Dutch", "Je eenmalige code is 71 40 22"),
        ("Polish", "Kod SMS: 330918 do logowania w aplikacji"),
        ("Czech", "Přihlašovací kód: 902214"),
        ("Ukrainian", "Код підтвердження для оплати: 5583"),
        ("Romanian", "Codul unic pentru plată: 740221"),
        ("Hungarian", "Az egyszeri jelszavad: 28846193"),
        ("Persian", "کد ورود شما به اپلیکیشن: 72914"),
        ("Malay", "Kod pengesahan untuk log masuk ialah 504417"),
        ("Filipino", "Ang iyong OTP ay 660128. Huwag ibigay kahit kanino."),
        ("Bengali", "ওটিপি 551902, কাউকে বলবেন না"),
        ("Urdu", "آپ کا تصدیقی کوڈ 88214 ہے"),
        ("Swahili", "Msimbo wako wa uthibitisho ni 4410"),
        ("Polish", "Twój kod to 4821"),
        ("Romanian", "Codul tău este 5512"),
    ],
)
def test_one_time_code_in_a_thinly_covered_language_is_a_code(language: str, body: str) -> None:
    assert classify(event(body)).label == "otp", language


def test_generic_code_word_before_a_door_or_order_word_is_kept() -> None:
    for body in (
        "Koden till porten är 4821",
        "Koden til døren er 4821",
        "Kod do domofonu to 4821",
        "Ο κωδικός της πόρτας είναι 4821",
        "הקוד לדלת הוא 4821",
    ):
        assert classify(event(body)).label == "keep", body


@pytest.mark.parametrize(
    ("language", "body"),
    [
        ("Hebrew", "הרכבת 5512 יוצאת ב-07:45 מרציף 3, הכרטיס עולה 34 ₪"),
        ("Hebrew", "נפגשים ברחוב הרצל 118, קומה 4"),
        ("Greek", "Το λεωφορείο 550 φεύγει στις 09:10, εισιτήριο 1,40 €"),
        ("Swedish", "Flyg SK 1420 landar 16:55, vi ses vid utgång 12"),
        ("Swedish", "Hyran är 8450 kr från och med april"),
        ("Finnish", "Tilauksesi 448201 on lähetetty"),
        ("Polish", "Paczka 6602114 czeka w paczkomacie do 18:00"),
        ("Romanian", "Comanda 740221 a fost livrată"),
        ("Persian", "قیمت 72914 تومان شد"),
    ],
)
def test_ordinary_message_with_numbers_in_those_languages_is_kept(language: str, body: str) -> None:
    assert classify(event(body)).label == "keep", language


# --- hidden-content placeholders -----------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Sensibler Benachrichtigungsinhalt ausgeblendet",
        "Contenu de notification sensible masqué",
        "Contenuto sensibile della notifica nascosto",
        "Treść powiadomienia ukryta",
        "Содержимое уведомления скрыто",
        "通知内容已隐藏",
        "알림 내용 숨김",
        "Bildirim içeriği gizli",
        "תוכן ההתראה מוסתר",
        "Περιεχόμενο ειδοποίησης κρυφό",
        "Nội dung thông báo bị ẩn",
        "Innhold skjult",
        "Contents hidden",
        "Conteúdo da notificação sensível está oculto",
        "通知コンテンツは非表示",
    ],
)
def test_hidden_content_placeholder_in_another_ui_language_carries_no_content(body: str) -> None:
    verdict = classify(event(body, title="Messages", app_id="com.android.systemui"))
    assert (verdict.label, verdict.reason) == ("otp", "otp.android_hidden")


def test_message_about_hidden_content_is_kept() -> None:
    for body in (
        "the hidden content in level 3 is a secret room, check it out",
        "Contenido oculto: así funciona la nueva función de Instagram",
        "Notification content is now hidden on your lock screen. Change this in Settings.",
        "通知内容已隐藏，我看不到你发的消息，能再发一次吗",
    ):
        assert classify(event(body)).label == "keep", body


_PROBE = """
import json
from datetime import UTC, datetime
from agent_memory.ble.event import make_event
from agent_memory.notifications import noise
from agent_memory.privacy import codes
from agent_memory.privacy import scan

def event(body):
    return make_event(
        platform="android", kind="added", source_key="0|com.x|1|null|1", app_id="com.x",
        title="Messages", body=body, received_at=datetime(2025, 3, 1, tzinfo=UTC),
    )

out = {"english": noise.classify(event("Notification content hidden")).reason}
out["placeholder_patterns_after_english"] = codes._cached_hidden_re.cache_info().currsize
out["tries_after_english"] = scan._cached_phrase_res.cache_info().currsize
out["german"] = noise.classify(event("Inhalt ausgeblendet")).reason
out["placeholder_patterns_after_german"] = codes._cached_hidden_re.cache_info().currsize
out["chinese"] = noise.classify(event("通知内容已隐藏")).reason
out["placeholder_patterns_after_chinese"] = codes._cached_hidden_re.cache_info().currsize
print(json.dumps(out))
"""


def test_placeholder_of_a_spaced_script_compiles_no_pattern() -> None:
    out = run_probe(_PROBE)
    assert out["english"] == "otp.android_hidden"
    assert out["placeholder_patterns_after_english"] == 0  # ASCII words are looked up
    assert out["tries_after_english"] == 1  # the ASCII tries only
    assert out["german"] == "otp.android_hidden"
    assert out["placeholder_patterns_after_german"] == 0  # spaced words need no pattern
    assert out["chinese"] == "otp.android_hidden"
    assert out["placeholder_patterns_after_chinese"] == 1
