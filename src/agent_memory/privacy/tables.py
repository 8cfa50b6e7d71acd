"""The rules of the deterministic noise filter, as data.

:mod:`agent_memory.privacy.classifier` compiles everything here once, on first use, into a few
regular expressions; nothing in this module runs at classification time. Adding a language or a
phrase is a change to this file only.

Phrase syntax (every ``*_PHRASES`` table): plain text, matched case-insensitively against the
notification's title, subtitle and body.

* A space matches any run of whitespace, including none (``log in`` matches ``login``).
* A hyphen matches a hyphen, one space or nothing (``one-time`` matches ``one time``, ``onetime``).
* A phrase that starts (ends) with a Latin, Vietnamese or Cyrillic letter only matches where no
  such letter stands right before (after) it. CJK, kana and Hangul phrases have no such boundary:
  Python's ``\\b`` treats CJK characters as word characters, so ``验证码123456`` and
  ``인증번호는`` would be missed with ``\\b``; the explicit look-arounds used instead treat only
  letters of space-separated scripts as word characters.
* A trailing ``*`` drops the end boundary, for stems (``скидк*`` matches ``скидки``, ``скидку``).

Each phrase belongs to exactly one kind; a test checks that no phrase is listed under two kinds.
Where the same words could mean two things, the longer phrase wins at a position
(``discount code`` is a promotion, not a one-time code keyword).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final


def _led_by_letter(words: Iterable[str], before: str, after: str = "") -> str:
    """Join ``words`` (regular expressions that each start with a plain letter) as one
    alternation in which every branch starts with its letter and checks after it that no
    character of the class ``before`` stands in front (``g(?<![a-z]g)(?:ate|arage)``), then
    ``after``; words that share a first letter share a branch, in their order.

    A pattern built so starts with a literal in every branch, and the engine skips in C to the
    positions that start one; a leading look-behind, or a group of branches, is tried at every
    position of the text instead (``tests/privacy/test_noise_speed_paths.py`` checks the
    searched patterns).
    """
    # One branch per first letter, its words' rests in their order: the engine tests the
    # look-behind once per position that starts a word, not once per word.
    return _led_by_letter_groups([(words, before, after)])


def _led_by_letter_groups(groups: Iterable[tuple[Iterable[str], str, str]]) -> str:
    """Join groups of words, each with its ``before`` class and ``after`` pattern as
    :func:`_led_by_letter` takes them, into one alternation with one branch per first letter.

    Within a letter the groups keep their order, and branches of different first letters
    cannot match at the same position: the matches are those of the groups' patterns joined
    one after the other, while the engine tests each first letter once per position instead of
    once per group.
    """
    letters: dict[str, list[str]] = {}
    for words, before, after in groups:
        by_first: dict[str, list[str]] = {}
        for w in words:
            by_first.setdefault(w[0], []).append(w[1:])
        for first, rests in by_first.items():
            letters.setdefault(first, []).append(
                f"(?<![{before}]{first})(?:{'|'.join(rests)}){after}"
            )
    return "|".join(
        f"{first}{alts[0]}" if len(alts) == 1 else f"{first}(?:{'|'.join(alts)})"
        for first, alts in letters.items()
    )


# fmt: off

__all__ = [
    "ACCESS_WORDS_OTHER_PATTERN",
    "ACCOUNT_GUARDS",
    "ACCOUNT_PIN_GATES",
    "ACCOUNT_PIN_PATTERN",
    "ACCOUNT_PIN_SUBJECTS",
    "ANDROID_HIDDEN_PLACEHOLDERS",
    "APPROVAL_PHRASES",
    "BOOKING_AMBIGUOUS_PHRASES",
    "BOOKING_PHRASES",
    "BUG_REPORT_PHRASES",
    "BUSINESS_LINE_PATTERN",
    "BUSINESS_MARK_PATTERN",
    "CARD_CONTEXT_PHRASES",
    "CARD_CONTEXT_REACH",
    "CARD_ISSUER_PREFIXES",
    "CARD_NAME_PATTERN",
    "CARD_NEUTRAL_GUARDS",
    "CARD_WORDS",
    "CODE_NEGATIVE_PHRASES",
    "CREDENTIAL_PAIR_PATTERN",
    "DEVICE_GUARDS",
    "ENTERED_NUMBER_GUARDS",
    "ENTER_CODE_FIRST_PATTERN",
    "ENTER_CODE_GATES",
    "ENTER_CODE_PATTERN",
    "ENTER_PHRASES",
    "FORWARDED_CODE_SOURCES",
    "FORWARDED_CODE_VETOES",
    "GUARD_PHRASES",
    "HIDDEN_PLACEHOLDER_WORDS",
    "IBAN_PATTERN",
    "ISSUING_WORDS_PATTERN",
    "LANGUAGES",
    "LOGIN_PHRASES",
    "MARKETING_PATTERNS",
    "MARKETING_STRONG_PHRASES",
    "MARKETING_WEAK_PHRASES",
    "MEDIA_PHRASES",
    "MIN_CONTEXT_WORDS",
    "MONEY_PHRASES",
    "NEWS_REPORT_PATTERN",
    "NUMBER_MATCH_PATTERN",
    "OTP_STRONG_PHRASES",
    "OTP_SUPPORT_PHRASES",
    "OTP_WEAK_PHRASES",
    "PARENT_GREETING_PATTERN",
    "PASSPHRASE_WORDS",
    "PASSWORD_CODE_WORDS",
    "PASSWORD_PHRASES",
    "PASSWORD_SHORT_WORDS",
    "PERSONAL_VOICE_OTHER_PATTERN",
    "PERSONAL_VOICE_PATTERN",
    "PHILIPPINE_MARKERS",
    "PLACEHOLDER_BODIES",
    "PROGRESS_MEASURE_PATTERN",
    "PROGRESS_PHRASES",
    "PROMO_CODE_PHRASES",
    "RECOVERY_CODE_PHRASES",
    "RIDE_ARRIVAL_WORDS",
    "SCAM_BAIT_ALONE_SCORE",
    "SCAM_BAIT_PHRASES",
    "SCAM_CALLBACK_MONEY_SCORE",
    "SCAM_CALLBACK_SCORE",
    "SCAM_CALL_AFTER_WORDS",
    "SCAM_CALL_WORDS",
    "SCAM_CAPS_KEYWORD_EXCLUDED",
    "SCAM_CAPS_KEYWORD_PATTERN",
    "SCAM_CAPS_MAX",
    "SCAM_CAPS_TEXT_SHARE",
    "SCAM_CAPS_WORDS",
    "SCAM_CODE_BACK_PHRASES",
    "SCAM_CODE_SENT_PATTERN",
    "SCAM_CUT_PREMIUM_PREFIXES",
    "SCAM_CUT_PREMIUM_WEIGHT",
    "SCAM_EXTORTION_THREAT_SCORE",
    "SCAM_GIVE_PHRASES",
    "SCAM_GIVE_WEIGHT",
    "SCAM_HOOK_GATES",
    "SCAM_HOOK_PATTERNS",
    "SCAM_HOOK_WEIGHTS",
    "SCAM_IMPERSONATION_PHRASES",
    "SCAM_LINK_BRANDS",
    "SCAM_LINK_HOST_WORDS",
    "SCAM_LINK_PATTERN",
    "SCAM_LINK_SHORTENERS",
    "SCAM_LINK_TLDS",
    "SCAM_LOOKALIKE_COUNTRY_CODES",
    "SCAM_LOOKALIKE_DIGITS",
    "SCAM_LOOKALIKE_GOVERNMENT_WORDS",
    "SCAM_LURE_PHRASES",
    "SCAM_LURE_SCORE",
    "SCAM_MIN_HOOK",
    "SCAM_MIN_SCORE",
    "SCAM_MONEY_ASK_PHRASES",
    "SCAM_MONEY_PATTERN",
    "SCAM_NATIONAL_LOOKALIKE_LINK",
    "SCAM_NUMBER_LENGTHS",
    "SCAM_NUMBER_PREFIXES",
    "SCAM_OPT_OUT_WORDS",
    "SCAM_PHISH_LINK",
    "SCAM_PHISH_LINK_WORDS",
    "SCAM_PHONE_PRIZE_SCORE",
    "SCAM_PHONE_SENDER_SCORE",
    "SCAM_PREMIUM_CALL_DIGITS",
    "SCAM_PREMIUM_CALL_PREFIXES",
    "SCAM_PREMIUM_CALL_WEIGHT",
    "SCAM_PREMIUM_CALL_WORDS",
    "SCAM_PRESSURE_PHRASES",
    "SCAM_PRIZE_SCORE",
    "SCAM_REPORTED_GATES",
    "SCAM_SHORT_CODE_BEFORE",
    "SCAM_SUSPICIOUS_LINK",
    "SCAM_TEXTING_VARIANTS_MAX",
    "SCAM_THREAT_PHRASES",
    "SCAM_WEIGHTS",
    "SECRET_TOKEN_PATTERNS",
    "SEED_HINT_PHRASES",
    "SEED_PHRASES",
    "SEED_PHRASE_MIN_WORDS",
    "SEED_WORDLISTS",
    "SPELLED_DIGITS",
    "SPELLED_PIN_WORDS",
    "STATUS_PHRASES",
    "SYSTEM_APP_IDS",
    "SYSTEM_CATEGORIES",
    "SYSTEM_STATUS_PHRASES",
    "TEXTING_SPELLINGS",
    "TEXT_CATEGORIES",
    "TRANSACTIONAL_PHRASES",
    "TRAVEL_GUARDS",
    "UNSUBSCRIBE_PHRASES",
    "USE_CODE_PATTERN",
    "WIFI_WORDS",
]

# --- languages ------------------------------------------------------------------------------

# The languages every per-language table holds (``*_PHRASES`` dicts keyed by language; ISO 639-1
# codes, ``fil`` Filipino, ``zh_hant`` Chinese in traditional characters). An entry may be empty
# where a comment says which other entry holds the language's words. Adding a language is adding
# it here and to every such table; tests/privacy/test_noise_languages.py checks both, and each
# language's audit lines in tests/fixtures/noise/audit-*.jsonl.
LANGUAGES: Final[dict[str, str]] = {
    "ar": "Arabic", "bn": "Bengali", "cs": "Czech", "da": "Danish", "de": "German",
    "el": "Greek", "en": "English", "es": "Spanish", "fa": "Persian", "fi": "Finnish",
    "fil": "Filipino", "fr": "French", "he": "Hebrew", "hi": "Hindi", "hu": "Hungarian",
    "id": "Indonesian", "it": "Italian", "ja": "Japanese", "ko": "Korean", "ms": "Malay",
    "nl": "Dutch", "no": "Norwegian", "pl": "Polish", "pt": "Portuguese", "ro": "Romanian",
    "ru": "Russian", "sk": "Slovak", "sv": "Swedish", "sw": "Swahili", "th": "Thai",
    "tr": "Turkish", "uk": "Ukrainian", "ur": "Urdu", "vi": "Vietnamese",
    "zh": "Chinese (simplified)", "zh_hant": "Chinese (traditional)",
}

# --- one-time codes -------------------------------------------------------------------------

# Unambiguous one-time-code words: a code candidate near one of these is a one-time code.
OTP_STRONG_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "code to sign in", "code to log in", "login verification code", "verification code",
        # "Confirm your email address – enter this code in the app: KQ7-M2X" (a door's code
        # beside a door word is vetoed: BOOKING_AMBIGUOUS_PHRASES).
        "enter this code",
        "verify code", "security code", "login code", "log-in code", "sign-in code",
        "signin code", "one-time code", "one-time passcode", "one-time password", "one-time pin",
        "otp", "2fa code", "2-step code", "two-factor code", "authentication code", "auth code",
        "confirmation code", "access code", "passcode", "reset code", "password reset code",
        "guard code", "id code", "sms code", "validation code", "identification code",
        "verification pin", "security pin", "verification number", "sign-in pin", "login pin",
        "2fa", "2fa token", "two-factor", "two-step", "2-step", "two-factor authentication number",
        "approval code", "login approval", "authorization number",
        "temporary pin", "temporary code", "temporary passcode",
        "activation code", "secure key code", "one time pin", "verification token",
        "one-time login code", "one-time login link code", "pin for signing in",
        "pin for sign in", "pin to sign in",
        "pin for logging in", "pin to log in", "pin for login", "securecode", "secure code",
        "3-d secure", "3d secure", "3ds code", "id check", "safekey", "verified by visa",
        "visa secure", "authentication token", "activation number", "sign-up number",
        "signup number", "sign-up code", "signup code", "registration code",
        "wants it typed in", "where do i type it", "where do i put it in", "where do i enter it",
    ),
    "zh": (
        "验证码", "校验码", "动态码", "动态密码", "确认码", "认证码", "登录码", "安全码",
        "一次性密码", "短信码", "交易码", "授权码", "认证号码", "验证号码",
        "银行发来短信", "银行发来的短信", "银行发的短信",
    ),
    "zh_hant": (
        "驗證碼", "校驗碼", "動態碼", "動態密碼", "確認碼", "認證碼", "登入碼", "安全碼",
        "一次性密碼", "簡訊碼", "授權碼", "認證號碼", "驗證號碼",
        "銀行傳簡訊來", "銀行傳來的簡訊", "銀行發的簡訊",
    ),
    "es": (
        "número de activación", "numero de activacion",
        "me llegó un código", "me llegó el código", "me llego un codigo", "nip dinámico",
        "nip dinamico",
        "código para iniciar sesión", "código para acceder", "código para entrar",
        "código de verificación", "codigo de verificacion", "código de seguridad",
        "codigo de seguridad", "código de confirmación", "codigo de confirmacion",
        "código de acceso", "codigo de acceso", "código otp", "clave dinámica", "clave dinamica",
        "clave de un solo uso", "código de un solo uso", "contraseña de un solo uso",
        "clave de acceso", "clave de seguridad",
        "código de validación", "codigo de validacion", "código de activación",
        "codigo de activacion", "pin de un solo uso",
        # A bank's code to sign a payment ("Tu clave de firma para la operación ... es 55128").
        "clave de firma", "código de firma", "codigo de firma",
        "código de autenticación", "codigo de autenticacion", "código de autorización",
        "codigo de autorizacion", "clave de autorización", "clave sms", "código sms",
        "codigo sms", "código de inicio de sesión", "codigo de inicio de sesion",
        "código de ingreso", "codigo de ingreso", "código para ingresar", "codigo para ingresar",
        "código temporal", "codigo temporal", "codigo de un solo uso", "codigo de verificación",
        "código de verificacion", "codigo para iniciar sesion", "código para confirmar",
        "codigo para confirmar", "código para autorizar", "token de seguridad", "token digital",
        "clave de confirmación", "código de doble factor", "verificación en dos pasos",
        "verificacion en dos pasos", "me llegó un mensaje del banco", "me mandaron un código",
        "me mandaron un codigo",
        "me ha llegado un sms del", "me llegó un sms del", "me llego un sms del",
        "me llegó por sms", "me llego por sms", "me ha llegado por sms",
        "dónde lo pongo", "donde lo pongo", "dónde lo escribo", "donde lo escribo",
    ),
    "pt": (
        # A code that arrived on a person's phone and is passed on ("chegou um código no meu
        # celular pra tua conta: 552108").
        "chegou um código", "chegou o código", "codigo de autenticacao", "código para acessar",
        "código para entrar", "código de login", "código de verificação",
        "codigo de verificacao", "código de segurança", "codigo de seguranca",
        "código de confirmação", "codigo de confirmacao", "código de acesso", "codigo de acesso",
        "código de autenticação", "código de validação", "codigo de validacao",
        "código de ativação", "codigo de ativacao", "senha temporária", "senha de uso único",
        "senha única", "senha unica", "senha de acesso única", "senha de acesso unica",
        "código de autorização", "codigo de autorizacao", "código de uso único",
        "codigo de uso unico", "código temporário", "codigo temporario", "código para login",
        "codigo para autorizar", "codigo para acessar", "codigo para entrar", "codigo de login",
        "token de segurança", "token de seguranca", "verificação em duas etapas",
        "verificacao em duas etapas", "autenticação de dois fatores", "código de verificaçao",
        "codigo de verificação", "senha temporaria", "senha de uso unico", "chegou um codigo",
        "chegou o codigo",
        "chegou por sms", "chegou esse número por sms", "chegou um sms do banco",
        "é pra digitar onde", "e pra digitar onde", "pra digitar onde", "onde eu digito",
        "digito onde",
    ),
    "de": (
        "code zur anmeldung", "code zur bestätigung", "code zur verifizierung",
        "code für die anmeldung", "bestätigungscode", "verifizierungscode", "sicherheitscode",
        "anmeldecode", "einmalcode", "einmalpasswort", "einmal-passwort", "mtan", "smstan",
        "sms-tan", "pushtan", "aktivierungscode", "aktivierungsnummer", "freigabecode",
        "freigabe-code",
        "bestätigungs-code", "zugangscode", "einmal-pin", "einmal-tan", "phototan", "chiptan",
        "apptan", "einmalkennwort", "einmal-kennwort", "tan-nummer",
        "authentifizierungscode", "autorisierungscode", "registrierungscode", "verifikationscode",
        "bestaetigungscode", "identifizierungscode", "code zum anmelden", "code zum einloggen",
        "zwei-faktor-code", "anmelde-pin", "freigabe-tan",
        "wo muss ich den eingeben", "wo gebe ich den ein",
    ),
    "fr": (
        "code pour vous connecter", "code de connexion à usage unique", "code de vérification",
        "code de verification", "code de sécurité", "code de securite", "code de confirmation",
        "code de connexion", "code d'accès", "code d'acces", "code à usage unique",
        "code a usage unique", "code de validation", "code d'authentification",
        "code d'activation", "code provisoire", "code temporaire",
        "mot de passe à usage unique", "mot de passe a usage unique", "mot de passe unique",
        "code sms", "code d'autorisation", "code otp", "code de double authentification",
        "double authentification", "authentification forte", "code de vérif", "code de verif",
        "code pour confirmer", "code pour valider", "code de réinitialisation",
        "code de reinitialisation", "code d'identification", "code de sécurité à usage unique",
        "code pour vous identifier", "code de connection",
        "j'ai reçu par sms", "j'ai recu par sms", "reçu par sms de la banque",
        "je le mets où", "je le tape où", "je le tape ou",
    ),
    "ru": (
        "код подтверждения", "код для входа", "проверочный код", "одноразовый код",
        "одноразовый пароль", "код верификации", "код доступа", "код из смс",
        "код активации", "код для подтверждения", "код безопасности",
        "код из sms", "код для регистрации", "код регистрации", "код для оплаты",
        "временный пароль", "временный код", "код авторизации", "пришёл код", "пришел код",
        "код от госуслуг", "код из банка", "код от банка", "код для авторизации",
        "одноразовый пин",
        "пришло по смс", "пришло смс", "по смс пришло", "пришла смска", "пришла смс",
        "с банка пришло", "из банка пришло",
    ),
    "vi": (
        "mã xác thực", "ma xac thuc", "mã xác nhận", "ma xac nhan", "mã otp", "ma otp",
        "mã kích hoạt", "ma kich hoat", "mã bảo mật", "ma bao mat", "mã xác minh", "ma xac minh",
        "mã đăng nhập", "ma dang nhap", "mã dùng một lần", "ma dung mot lan",
        "mật khẩu dùng một lần", "mat khau dung mot lan", "mã truy cập", "ma truy cap",
        "mã đăng ký", "ma dang ky", "mã đặt lại mật khẩu", "mã smart otp",
        "mã xác thực giao dịch", "mã pin dùng một lần",
        "ngân hàng gửi số", "ngan hang gui so", "ngân hàng nhắn số", "ngan hang nhan so",
        "tin nhắn ngân hàng gửi số",
    ),
    "ja": (
        "認証コード", "確認コード", "認証番号", "確認番号", "ワンタイムパスワード", "検証コード",
        "ログインコード", "セキュリティコード", "パスコード",
        "銀行からショートメールで", "銀行からsmsで", "銀行からメッセージで",
        "これ入れればいい", "入れればいいの", "どこに入れる",
    ),
    "ko": (
        "인증번호", "인증 번호", "인증코드", "인증 코드", "확인코드", "확인 코드", "보안코드",
        "일회용 비밀번호", "승인번호",
        "은행에서 문자로", "은행에서 문자 왔는데",
    ),
    # Languages beyond the issue's list that phones commonly see.
    "nl": (
        "verificatiecode", "beveiligingscode", "inlogcode", "bevestigingscode",
        "eenmalige code", "eenmalige inlogcode", "eenmalig wachtwoord", "sms-code",
        "verificatie code", "activatiecode", "authenticatiecode", "toegangscode",
        "activeringscode", "koppelcode", "registratiecode", "eenmalige toegangscode",
        "eenmalige pincode", "tijdelijke code", "tijdelijke inlogcode", "code om in te loggen",
        "tweestapsverificatie", "tweefactorauthenticatie", "verificatienummer",
        "wat moet ik daarmee", "wat moet ik ermee", "waar moet ik dat invullen",
    ),
    "it": (
        "codice di verifica", "codice di sicurezza", "codice otp", "codice di accesso",
        "codice di conferma", "codice di attivazione", "codice monouso", "password monouso",
        "codice di autorizzazione", "password usa e getta",
        "codice di autenticazione", "codice sms", "codice di controllo", "codice temporaneo",
        "password temporanea", "codice di convalida", "codice di validazione",
        "codice per accedere", "codice per confermare", "codice per autorizzare",
        "codice di login", "codice per il login", "codice usa e getta",
        "codice di sicurezza monouso", "codice dispositivo", "codice di verifica otp",
        "codice otp sms", "verifica in due passaggi", "autenticazione a due fattori",
        "mi è arrivato un sms dalla banca", "mi e arrivato un sms dalla banca",
        "sms dalla banca con",
    ),
    # Turkish suffixes attach to the noun (kodunuz, kodun, şifreniz): stems.
    "tr": (
        "doğrulama kod*", "dogrulama kod*", "güvenlik kod*", "guvenlik kod*", "onay kod*",
        "giriş kod*", "giris kod*", "tek kullanımlık şifre*", "tek kullanimlik sifre*",
        "3d secure şifre*", "3d şifre*", "aktivasyon kod*", "sms şifre*",
        "doğrulama şifre*", "dogrulama sifre*", "tek kullanımlık kod*", "tek kullanimlik kod*",
        "tek seferlik şifre*", "tek seferlik sifre*", "tek seferlik kod*", "onay şifre*",
        "onay sifre*", "işlem onay kod*", "islem onay kod*", "sms onay kod*",
        "sms doğrulama kod*", "kayıt kod*", "kayit kod*", "bankadan kod", "bankadan gelen kod*",
        "3d sifre*", "sms sifre*", "mobil onay kod*",
        "bankadan mesaj geldi", "bankadan sms geldi", "sms ile geldi", "sms geldi",
        "mesajla geldi",
        "şifre geldi", "sifre geldi", "kod geldi", "nereye yazıyoruz", "nereye yazayım",
        "nereye yaziyoruz", "nereye yazayim",
    ),
    "pl": (
        "kod weryfikacyjny", "kod potwierdzający", "kod jednorazowy",
        "kod sms", "kod autoryzacyjny", "kod autoryzacji", "kod weryfikacji", "hasło jednorazowe",
        "jednorazowe hasło", "jednorazowy kod", "kod do logowania", "kod bezpieczeństwa",
        "kod aktywacyjny", "kod uwierzytelniający",
        "kodu weryfikacyjnego", "kod potwierdzajacy", "kod bezpieczenstwa",
        "kod uwierzytelniajacy", "kod do potwierdzenia", "kod potwierdzenia",
        "kod do weryfikacji", "kod do autoryzacji", "kodu autoryzacyjnego", "kodu sms",
        "haslo jednorazowe", "jednorazowe haslo", "hasło sms", "haslo sms", "kod logowania",
        "kod do zalogowania", "kod aktywacji", "kod do aktywacji", "kod zabezpieczający",
        "kod zabezpieczajacy", "kodu jednorazowego", "hasło 3d secure", "haslo 3d secure",
        "kod 3d secure", "kod uwierzytelnienia", "kodu do logowania", "kod weryfikacji sms",
        "blik", "kod blik",
    ),
    "id": (
        "kode verifikasi", "kode otp", "kode keamanan", "kode masuk", "kode konfirmasi",
        "kode aktivasi", "kode rahasia",
        "kode otorisasi", "kode autentikasi", "kode otentikasi", "kode login",
        "kode sekali pakai", "kata sandi sekali pakai", "pin sekali pakai", "kode akses",
        "kode validasi", "kode pendaftaran", "kode registrasi", "kode untuk masuk",
        "kode untuk login", "kode sms", "kode reset", "kode verif", "kode token",
        "angka dari bank", "masuk lewat sms", "angka yg masuk", "angka yang masuk",
        "angka yg barusan masuk", "angka yang barusan masuk",
    ),
    "hi": (
        "ओटीपी", "सत्यापन कोड", "वन टाइम पासवर्ड", "वेरिफिकेशन कोड", "लॉगिन कोड",
        "वन टाइम पिन", "ओ.टी.पी", "लॉग इन कोड", "पुष्टिकरण कोड", "सुरक्षा कोड", "एक्टिवेशन कोड",
        "सक्रियण कोड", "प्रमाणीकरण कोड", "एक बार का पासवर्ड", "वेरीफिकेशन कोड", "ऑथेंटिकेशन कोड",
        "सत्यापन पिन",
    ),
    "ar": (
        "رمز التحقق", "كود التحقق", "رمز التفعيل", "كود التفعيل", "رمز الدخول",
        "كلمة المرور لمرة واحدة", "كلمة مرور لمرة واحدة", "رمز الأمان", "الرقم السري المؤقت",
        "رمز التأكيد",
        "كود التأكيد", "كود تأكيد", "كود التاكيد", "رمز تأكيد", "رمز التاكيد", "رمز تحقق",
        "كود تحقق", "رمز تفعيل", "كود تفعيل", "رقم التحقق", "رقم التفعيل", "رمز لمرة واحدة",
        "كود لمرة واحدة", "الرقم السري لمرة واحدة", "رقم سري لمرة واحدة", "كلمة السر لمرة واحدة",
        "كلمة سر لمرة واحدة", "كلمه السر لمره واحده", "كلمه المرور لمره واحده",
        "كلمة السر المؤقتة", "كلمة المرور المؤقتة", "كلمة مرور مؤقتة", "كلمة سر مؤقتة",
        "رمز العملية", "رمز المعاملة", "كود العملية", "رمز تسجيل الدخول", "كود تسجيل الدخول",
        "كود الدخول", "رمز المصادقة", "رمز التوثيق", "رمز الامان", "كود الأمان", "كود الامان",
        "رمز التحقق الثنائي", "كود otp", "رمز otp", "code el tafe3il", "code el ta2kid",
        "وش أسوي فيه", "وش اسوي فيه", "وين أكتبه", "وين اكتبه", "فين أكتبه",
    ),
    "th": (
        "รหัสยืนยัน", "รหัสผ่านครั้งเดียว", "รหัส otp", "รหัสotp", "รหัสเข้าใช้งาน",
        "รหัสความปลอดภัย",
        "รหัสผ่านแบบใช้ครั้งเดียว", "รหัสใช้ครั้งเดียว", "รหัสเข้าสู่ระบบ",
        "รหัสสำหรับเข้าสู่ระบบ", "รหัสสำหรับยืนยัน", "รหัสเปิดใช้งาน", "รหัสการยืนยัน",
        "รหัสตรวจสอบ", "รหัสจากธนาคาร", "รหัสรีเซ็ต",
        "sms จากธนาคาร", "เลขจากธนาคาร", "ธนาคารส่งเลข", "ธนาคารส่งรหัส",
    ),
    # Nordic compounds take suffixes (engångskoden, bekræftelseskoden): stems.
    "sv": (
        "verifieringskod*", "verifikationskod*", "engångskod*", "engangskod*", "säkerhetskod*",
        "inloggningskod*", "bekräftelsekod*", "aktiveringskod*", "engångslösenord*",
        "sms-kod*", "bankid-kod*", "autentiseringskod*",
        "bekräftelseskod*", "bekraftelsekod*", "bekraftelseskod*", "sakerhetskod*",
        "engangslosenord*", "kontrollkod*", "godkännandekod*", "identifieringskod*",
        "valideringskod*", "registreringskod*", "kod för inloggning", "kod för att logga in",
        "tvåstegsverifiering*", "tvåfaktorsautentisering",
    ),
    "no": (
        "engangskode*", "verifiseringskode*", "bekreftelseskode*", "sikkerhetskode*",
        "innloggingskode*", "engangspassord*", "aktiveringskode*", "påloggingskode*",
        "verifikasjonskode*", "bankid-kode*", "godkjenningskode*", "paloggingskode*",
        "kode for innlogging", "kode for å logge inn", "kode for å logge på",
        "totrinnsbekreftelse", "tofaktorautentisering", "registreringskode*",
    ),
    "da": (
        "bekræftelseskode*", "sikkerhedskode*", "engangsadgangskode*", "login-kode*",
        "godkendelseskode*",
        "verifikationskode*", "verificeringskode*", "bekraeftelseskode*", "bekraftelseskode*",
        "engangskodeord*", "sms-kode*", "mitid-kode*", "nemid-kode*", "log ind-kode*",
        "logon-kode*", "valideringskode*", "kode til login", "kode til at logge ind",
        "kode til at logge på", "kode til godkendelse", "tofaktorgodkendelse",
        "totrinsbekræftelse",
    ),
    "fi": (
        "vahvistuskoodi*", "kertakäyttöinen koodi*", "kertakäyttöinen tunnistuskoodi*",
        "tunnistuskoodi*", "turvakoodi*", "kirjautumiskoodi*", "varmennuskoodi*",
        "kertakäyttökoodi*", "kertakäyttösalasana*", "kertakäyttöinen salasana*",
        "aktivointikoodi*",
        "varmistuskoodi*", "tunnistautumiskoodi*", "vahvistusnumero*", "sisäänkirjautumiskoodi*",
        "sisaankirjautumiskoodi*", "kertakayttokoodi*", "kertakayttoinen koodi*",
        "kertakayttosalasana*", "kertakäyttöinen tunnusluku", "tekstiviestikoodi*", "sms-koodi*",
        "hyväksyntäkoodi*", "hyvaksyntakoodi*", "rekisteröitymiskoodi*", "rekisteroitymiskoodi*",
        "kaksivaiheinen tunnistautuminen", "kaksivaiheisen tunnistautumisen",
    ),
    "cs": (
        "ověřovací kód", "jednorázový kód", "bezpečnostní kód", "autorizační kód",
        "přihlašovací kód", "potvrzovací kód", "sms kód", "jednorázové heslo", "overovaci kod",
        "jednorazovy kod", "aktivační kód", "overovací kód",
        "ověřovacího kódu", "ověřovací kódy", "overovaciho kodu", "ověřovací sms",
        "overovaci sms", "kód pro přihlášení", "kod pro prihlaseni", "kód k přihlášení",
        "kod k prihlaseni", "kód pro ověření", "kod pro overeni", "kód k ověření",
        "kod k overeni", "kód pro potvrzení", "kod pro potvrzeni", "kód k potvrzení",
        "kod k potvrzeni", "kód pro autorizaci", "kod pro autorizaci", "kód pro aktivaci",
        "kod pro aktivaci", "kód k aktivaci", "prihlasovaci kod", "přihlašovacího kódu",
        "jednorazove heslo", "jednorázového hesla", "jednorazoveho hesla", "jednorázový kod",
        "autorizacni kod", "autorizačního kódu", "autorizacniho kodu", "bezpecnostni kod",
        "potvrzovaci kod", "aktivacni kod", "autentizační kód", "autentizacni kod",
        "jednorázový pin", "jednorazovy pin", "sms kodem", "sms kódem", "potvrzovací sms",
        "autorizační sms", "autorizacni sms", "kód pro dokončení", "kod pro dokonceni",
    ),
    "uk": (
        "код підтвердження", "одноразовий код", "код верифікації", "код для входу",
        "код доступу", "код безпеки", "одноразовий пароль", "перевірочний код",
        "код авторизації", "код активації",
        "код для підтвердження", "код із смс", "код з смс", "код зі смс", "смс-код", "sms-код",
        "код для реєстрації", "код реєстрації", "код для оплати", "код для авторизації",
        "тимчасовий пароль", "тимчасовий код", "код 3d secure", "прийшов код",
        "прийшов код з банку", "код з банку", "код від банку", "код входу", "одноразовий пін",
        "з банку прийшло смс", "прийшло смс", "прийшло по смс", "по смс прийшло", "прийшла смска",
        "прийшла смс",
    ),
    # Romanian puts the possessive between the noun and its kind ("codul tău de verificare").
    "ro": (
        "cod de verificare", "codul de verificare", "codul tău de verificare",
        "codul tau de verificare", "codul dvs. de verificare", "codul dumneavoastră de verificare",
        "cod unic", "codul unic", "cod de confirmare", "codul de confirmare",
        "codul tău de confirmare", "cod de autentificare", "codul de autentificare",
        "parola unică", "parolă unică", "parola unica", "cod de securitate",
        "codul de securitate", "cod de acces unic", "cod de activare", "codul de activare",
        "codul tău unic",
        "cod de autorizare", "codul de autorizare", "codul tău de autentificare",
        "codul tau de autentificare", "codul dvs de verificare", "codul dvs. de autentificare",
        "codul dvs de autentificare", "cod otp", "codul otp", "parola de unica folosinta",
        "parola de unică folosință", "parolă de unică folosință", "cod de unica folosinta",
        "cod de unică folosință", "codul de unică folosință", "codul de unica folosinta",
        "cod de logare", "codul de logare", "cod de conectare", "codul de conectare",
        "cod de validare", "codul de validare", "cod sms", "codul sms", "cod 3d secure",
        "parola 3d secure", "codul de autorizare pentru", "cod de confirmare a tranzacției",
        "cod temporar", "codul temporar", "codul de acces unic", "parola unică de tranzacție",
        "cod de verificare sms",
    ),
    "hu": (
        "ellenőrző kód*", "ellenőrzőkód*", "egyszer használatos kód*",
        "egyszer használatos jelszó*", "egyszer használatos jelsza*", "egyszeri jelszó*",
        "egyszeri jelsza*", "egyszeri kód*", "biztonsági kód*",
        "megerősítő kód*", "belépési kód*", "sms kód*", "hitelesítő kód*", "aktiváló kód*",
        "azonosító kód*", "megerősítési kód*",
        "ellenorzo kod*", "egyszer hasznalatos kod*", "egyszer hasznalatos jelszo*",
        "egyszeri jelszo*", "egyszeri kod*", "biztonsagi kod*", "megerosito kod*",
        "belepesi kod*", "hitelesito kod*", "aktivalo kod*", "jóváhagyó kód*", "jovahagyo kod*",
        "jóváhagyási kód*", "jovahagyasi kod*", "bejelentkezési kód*", "bejelentkezesi kod*",
        "aktiválási kód*", "aktivalasi kod*", "tranzakciós kód*", "tranzakcios kod*",
        "megerositesi kod*", "azonosítási kód*", "azonositasi kod*", "regisztrációs kód*",
        "regisztracios kod*",
    ),
    "fa": (
        "کد تایید", "کد تأیید", "کد ورود", "رمز یکبار مصرف", "رمز یک بار مصرف",
        "کد یکبار مصرف", "کد یک بار مصرف", "رمز پویا", "کد فعالسازی", "کد فعال سازی",
        "کد امنیتی", "کد احراز هویت", "کد تائید",
        "رمز دوم پویا", "رمز پویای", "رمز یک‌بار مصرف", "کد یک‌بار مصرف", "رمز عبور یکبار مصرف",
        "کد فعال‌سازی", "کد اعتبارسنجی", "کد ثبت نام", "کد ثبت‌نام", "رمز موقت", "کد تایید هویت",
        "كد تاييد", "كد تأييد", "كد ورود", "رمز يكبار مصرف", "code taeed", "code taiid",
        "code tayid", "code vorood", "code vorud", "ramz pouya", "ramz puya",
        "ramz yekbar masraf",
    ),
    "ms": (
        "kod pengesahan", "kod tac", "nombor tac", "tac anda", "tac untuk", "kod sekali guna",
        "kod keselamatan", "kata laluan sekali guna", "kod otp", "kod log masuk",
        "kod pengaktifan",
        "kod verifikasi", "nombor pengesahan", "kod akses", "kod masuk", "pin sekali guna",
        "kod sementara", "kod pendaftaran", "kod untuk log masuk", "kod daftar masuk",
        "nombor tac anda", "no. tac", "kod pengesahan transaksi", "kod untuk mengesahkan",
        "kod tetapan semula",
        "nombor dari bank", "no dari bank", "sms dari bank", "nombor 6 angka", "nombor 6 digit",
        "sms nombor",
    ),
    "fil": (
        "verification code mo", "otp mo", "code mo", "iyong code", "iyong otp",
        "iyong verification code",
        "one-time pin mo", "authentication code mo", "security code mo", "login code mo",
        "code para sa pag-login", "code para mag-login", "code para sa login",
        "code para i-verify", "dumating na code", "dumating ang code", "dumating yung code",
        "dumating na otp", "otp ko", "ipinadalang code", "code na ipinadala",
        "nagtext sa akin na numero", "nagtext na numero", "tinext na numero",
        "text galing sa bangko", "numero galing sa bangko",
    ),
    "bn": (
        "যাচাইকরণ কোড", "ভেরিফিকেশন কোড", "ওটিপি", "ওয়ান টাইম পাসওয়ার্ড", "নিরাপত্তা কোড",
        "যাচাই কোড", "লগইন কোড", "গোপন কোড",
        "ওয়ান টাইম পিন", "ওয়ান টাইম পিন", "ভেরিফিকেশন পিন", "অ্যাক্টিভেশন কোড", "নিশ্চিতকরণ কোড",
        "সিকিউরিটি কোড", "প্রমাণীকরণ কোড", "লগইন পিন", "ভেরিফাই কোড",
    ),
    "ur": (
        "تصدیقی کوڈ", "توثیقی کوڈ", "او ٹی پی", "ون ٹائم پاسورڈ", "ویریفکیشن کوڈ",
        "تصدیق کوڈ", "لاگ ان کوڈ", "سیکیورٹی کوڈ",
        "ون ٹائم پن", "تصدیقی پن", "ویریفیکیشن کوڈ", "ایکٹیویشن کوڈ", "تصدیق کا کوڈ", "لاگ ان پن",
        "سیکورٹی کوڈ", "ٹرانزیکشن کوڈ", "tasdeeqi code", "tasdiqi code", "tasdeeq code",
        "verification code hai",
    ),
    "sw": (
        "nambari ya uthibitisho", "nambari yako ya uthibitisho", "msimbo wa uthibitisho",
        "msimbo wako wa uthibitisho", "msimbo wa kuthibitisha", "msimbo wako wa kuthibitisha",
        "nambari ya siri ya mara moja", "nenosiri la mara moja", "msimbo wa uhakiki",
        "nambari ya kuthibitisha", "msimbo wa siri", "msimbo wa kuingia",
        "msimbo wa kuidhinisha", "nambari ya kuidhinisha", "msimbo wa usalama",
        "nambari ya usalama", "msimbo wa mara moja", "msimbo wa muda", "nambari ya kuingia",
        "namba ya uthibitisho", "namba ya kuthibitisha", "namba ya siri ya mara moja",
        "msimbo wa uthibitishaji", "nambari ya uthibitishaji", "msimbo wa kuwezesha",
        "msimbo wa kuweka upya", "msimbo wa otp", "namba ya otp",
        "ujumbe kutoka benki", "namba kutoka benki", "ujumbe wa benki wenye namba",
        "niiweke wapi", "niweke wapi", "niandike wapi",
    ),
    # Hebrew writes the article and prepositions into the word (הקוד, לאימות): the phrases
    # have no word boundary, so "קוד אימות" is found inside "הקוד אימות" too.
    "he": (
        "קוד האימות", "קוד אימות", "קוד חד פעמי", "קוד חד-פעמי", "הקוד החד פעמי",
        "סיסמה חד פעמית", "הסיסמה החד פעמית", "סיסמא חד פעמית", "קוד הכניסה", "קוד כניסה",
        "קוד זיהוי", "קוד הזיהוי", "קוד אבטחה", "קוד האבטחה", "קוד לאימות", "קוד ההתחברות",
        "קוד התחברות", "קוד אישור", "קוד האישור", "הקוד שלך", "קוד ההזדהות", "קוד הזדהות",
        "סיסמה זמנית", "סיסמא זמנית", "קוד זמני", "קוד SMS", "קוד בSMS", "קוד ההרשמה",
        "קוד הרשמה", "קוד לאישור", "קוד מהבנק", "הגיע לי קוד", "קוד OTP", "קוד לכניסה",
        "קוד ההפעלה", "קוד הפעלה", "קוד לזיהוי",
        "הגיע לי מהבנק", "הגיעה לי הודעה מהבנק", "קיבלתי בsms", "הגיע לי sms", "הגיע לי בsms",
    ),
    # Greek declines the noun (κωδικός, κωδικό, κωδικού) and is often typed without accents.
    "el": (
        "κωδικός επαλήθευσης", "κωδικό επαλήθευσης", "κωδικού επαλήθευσης",
        "κωδικος επαληθευσης", "κωδικός μίας χρήσης", "κωδικός μιας χρήσης", "κωδικό μίας χρήσης",
        "κωδικό μιας χρήσης", "κωδικος μιας χρησης", "κωδικός ασφαλείας", "κωδικό ασφαλείας",
        "κωδικός επιβεβαίωσης", "κωδικό επιβεβαίωσης", "κωδικός otp", "κωδικό otp",
        "κωδικός ταυτοποίησης", "κωδικός σύνδεσης", "κωδικό σύνδεσης", "κωδικός εισόδου",
        "κωδικός ενεργοποίησης", "ο κωδικός σας", "τον κωδικό σας", "κωδικός πιστοποίησης",
        "κωδικός έγκρισης", "μοναδικός κωδικός",
        "κωδικος ασφαλειας", "κωδικος επιβεβαιωσης", "κωδικος συνδεσης", "κωδικο συνδεσης",
        "κωδικος εισοδου", "κωδικος ενεργοποιησης", "ο κωδικος σας", "τον κωδικο σας",
        "ο κωδικός σου", "ο κωδικος σου", "τον κωδικό σου", "κωδικο επαληθευσης",
        "κωδικός 3d secure", "κωδικός εγγραφής", "κωδικός εξουσιοδότησης", "ήρθε ο κωδικός",
        "ηρθε ο κωδικος", "κωδικός από την τράπεζα", "κωδικο απο την τραπεζα",
        "kodikos epalitheusis", "kwdikos epalitheusis", "kodikos mias xrisis",
        "kwdikos mias xrhshs", "o kodikos sas", "o kwdikos sas", "ton kwdiko sas",
        "ton kodiko sas", "kwdikos asfaleias", "kodikos asfaleias",
        "ήρθε μήνυμα από την τράπεζα", "ηρθε μηνυμα απο την τραπεζα", "μου ήρθε με sms",
        "μου ηρθε με sms", "ήρθε με sms", "ήρθε sms", "ηρθε sms", "mou irthe sms",
    ),
    "sk": (
        "overovacieho kódu", "overovacieho kodu", "jednorazový kód", "jednorazové heslo",
        "jednorazového hesla", "bezpečnostný kód", "bezpecnostny kod", "autorizačný kód",
        "autorizacny kod", "autorizačného kódu", "prihlasovací kód", "potvrdzovací kód",
        "potvrdzovaci kod", "aktivačný kód", "aktivacny kod", "autentifikačný kód",
        "autentifikacny kod", "kód na prihlásenie", "kod na prihlasenie", "kód pre prihlásenie",
        "kod pre prihlasenie", "kód na overenie", "kod na overenie", "kód pre overenie",
        "kod pre overenie", "kód na potvrdenie", "kod na potvrdenie", "kód pre potvrdenie",
        "kod pre potvrdenie", "kód na aktiváciu", "kod na aktivaciu", "kód na autorizáciu",
        "kod na autorizaciu", "overovacia sms", "jednorazový pin",
    ),
}

# Account recovery and backup codes: strong code words, and beside them a code may also be
# lower case, in groups ("8f3k-2m9d", "x7q2 9kd4 m3p8") or a list of such codes (GitHub,
# Discord, X, Bitwarden, Proton and Microsoft issue them so).
RECOVERY_CODE_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "backup code", "backup codes", "recovery code", "recovery codes", "recovery key",
        "recovery keys", "account recovery key", "backup key", "backup verification code",
        "backup verification codes", "2fa backup code", "2fa recovery code",
        "two-factor recovery code",
    ),
    "es": (
        "código de recuperación", "codigo de recuperacion", "códigos de recuperación",
        "código de respaldo", "códigos de respaldo", "código de backup", "códigos de backup",
        "clave de recuperación",
        "códigos de recuperacion", "codigos de recuperacion", "claves de recuperación",
        "clave de recuperacion", "codigo de respaldo", "codigos de respaldo",
        "códigos de seguridad de respaldo",
    ),
    "pt": (
        "código de recuperação", "codigo de recuperacao", "códigos de recuperação",
        "código de backup", "códigos de backup", "código reserva", "códigos reserva",
        "chave de recuperação",
        "codigos de recuperacao", "chave de recuperacao", "códigos de reserva", "codigo de backup",
        "codigos de backup",
    ),
    "de": (
        "wiederherstellungscode*", "backup-code*", "backupcode*", "ersatzcode*",
        "notfallcode*", "wiederherstellungsschlüssel*",
    ),
    "fr": (
        "code de secours", "codes de secours", "code de récupération", "codes de récupération",
        "code de sauvegarde", "codes de sauvegarde", "clé de récupération",
        "code de recuperation", "codes de recuperation", "clé de recuperation",
        "cle de recuperation", "codes de secours à usage unique",
    ),
    "it": (
        "codice di backup", "codici di backup", "codice di recupero", "codici di recupero",
        "chiave di recupero", "codice di emergenza", "codici di emergenza", "codice di riserva",
        "codici di riserva", "codici di ripristino", "chiave di ripristino",
    ),
    "nl": ("herstelcode*", "back-upcode*", "reservecode*", "herstelsleutel*"),
    "sv": (
        "återställningskod*", "reservkod*", "säkerhetskopieringskod*", "backupkod*",
        "återställningsnyckel*", "aterstallningskod*",
    ),
    "no": (
        "gjenopprettingskode*", "reservekode*", "sikkerhetskopikode*", "gjenopprettingsnøkkel*",
    ),
    "da": (
        "gendannelseskode*", "backupkode*", "reservekode til*", "gendannelsesnøgle*", "nødkode*",
    ),
    "fi": (
        "varmuuskoodi*", "palautuskoodi*", "varakoodi*", "varmuuskopiokoodi*", "palautusavain*",
        "varakoodit",
    ),
    "pl": (
        "kod zapasowy", "kody zapasowe", "kod odzyskiwania", "kody odzyskiwania", "kod awaryjny",
        "kody awaryjne", "kodu zapasowego", "kodów zapasowych", "kod odzyskania",
        "kody odzyskania", "klucz odzyskiwania", "kodu odzyskiwania", "kody awaryjne do",
    ),
    "cs": (
        "záložní kód*", "obnovovací kód*", "kód pro obnovení", "kódy pro obnovení",
        "zalozni kod*", "obnovovaci kod*", "záchranný kód*", "zachranny kod*", "kod pro obnoveni",
        "kody pro obnoveni", "obnovovací klíč*", "obnovovaci klic*",
    ),
    "ru": (
        "резервный код", "резервные коды", "код восстановления", "коды восстановления",
        "ключ восстановления", "резервного кода", "резервных кодов", "кодов восстановления",
        "ключа восстановления",
    ),
    "uk": (
        "резервний код", "резервні коди", "код відновлення", "коди відновлення",
        "ключ відновлення", "резервного коду", "резервних кодів", "кодів відновлення",
    ),
    "ro": (
        "cod de rezervă", "coduri de rezervă", "cod de recuperare", "coduri de recuperare",
        "codul de recuperare", "cod de rezerva", "coduri de rezerva", "codurile de rezervă",
        "codurile de rezerva", "codurile de recuperare", "cheie de recuperare",
        "cheia de recuperare", "cod de recuperare a contului",
    ),
    "hu": (
        "helyreállítási kód*", "tartalék kód*", "biztonsági mentési kód*", "helyreallitasi kod*",
        "tartalek kod*", "helyreállítási kulcs*", "helyreallitasi kulcs*", "visszaállítási kód*",
        "visszaallitasi kod*",
    ),
    "tr": (
        "yedek kod*", "kurtarma kod*", "kurtarma anahtar*", "yedek giriş kod*",
        "yedek giris kod*", "yedekleme kod*", "kurtarma anahtari",
    ),
    "el": (
        "εφεδρικός κωδικός", "εφεδρικοί κωδικοί", "κωδικός ανάκτησης", "κωδικοί ανάκτησης",
        "κλειδί ανάκτησης", "εφεδρικό κωδικό", "εφεδρικούς κωδικούς", "κωδικό ανάκτησης",
        "κωδικούς ανάκτησης", "κωδικοί αντιγράφου ασφαλείας",
    ),
    "zh": ("恢复代码", "恢复码", "备用码", "备份码", "备用验证码", "恢复密钥"),
    "zh_hant": ("復原碼", "還原碼", "備用碼", "備份碼", "復原金鑰"),
    "ja": ("バックアップコード", "リカバリーコード", "リカバリコード", "復旧コード", "回復キー"),
    "ko": ("백업 코드", "복구 코드", "백업코드", "복구코드", "복구 키"),
    "id": ("kode cadangan", "kode pemulihan", "kode backup", "kode cadangan 2fa"),
    "ms": (
        "kod sandaran", "kod pemulihan", "kunci pemulihan", "kod pemulihan akaun",
        "kod sandaran 2fa",
    ),
    "vi": (
        "mã dự phòng", "mã khôi phục", "ma du phong", "ma khoi phuc", "khóa khôi phục",
        "khoa khoi phuc", "mã sao lưu", "ma sao luu",
    ),
    "he": (
        "קוד גיבוי", "קודי גיבוי", "קוד שחזור", "קודי שחזור", "מפתח שחזור", "קוד השחזור",
        "קודי השחזור", "קוד הגיבוי", "קודי הגיבוי", "מפתח השחזור",
    ),
    "ar": (
        "رمز الاسترداد", "رموز الاسترداد", "رمز احتياطي", "رموز احتياطية", "مفتاح الاسترداد",
        "رموز النسخ الاحتياطي", "كود الاسترداد", "رمز الاسترجاع", "رموز الاسترجاع",
        "أكواد الاسترداد",
    ),
    "fa": (
        "کد پشتیبان", "کدهای پشتیبان", "کد بازیابی", "کدهای بازیابی", "کد‌های پشتیبان",
        "کد‌های بازیابی", "کلید بازیابی",
    ),
    "th": ("รหัสสำรอง", "รหัสกู้คืน", "คีย์กู้คืน", "รหัสการกู้คืน"),
    "sw": (
        "msimbo wa akiba", "misimbo ya akiba", "msimbo wa kurejesha", "misimbo ya kurejesha",
        "ufunguo wa kurejesha",
    ),
    "fil": ("backup code mo", "recovery code mo", "mga backup code", "mga recovery code"),
    "bn": ("ব্যাকআপ কোড", "রিকভারি কোড", "পুনরুদ্ধার কোড"),
    "hi": ("बैकअप कोड", "रिकवरी कोड", "पुनर्प्राप्ति कोड"),
    "ur": ("بیک اپ کوڈ", "بیک اپ کوڈز", "ریکوری کوڈ", "ریکوری کوڈز", "بحالی کوڈ"),
    "sk": (
        "záložný kód*", "zalozny kod*", "kód na obnovenie", "kod na obnovenie",
        "kódy na obnovenie", "kody na obnovenie", "obnovovací kľúč*", "záložné kódy",
    ),
}

# Generic words for "code": they count only right next to the code (``code: 4821``) or when an
# OTP_SUPPORT phrase is also present, and never beside a promotion or a booking.
OTP_WEAK_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": ("code", "tan", "token", "verification", "mfa"),
    "es": ("código", "codigo", "clave", "verificación", "verificacion"),
    "pt": ("código", "codigo", "verificação", "verificacao", "cód"),
    "it": ("codice",),
    "tr": ("kodunuz", "kodun", "kod"),
    "id": ("kode*", "kodenya"),
    "hi": ("कोड",),
    "ar": ("رمزك", "الرمز", "رمز", "كود"),
    "th": ("รหัส",),
    "de": ("code",),
    "fr": ("code", "vérification"),
    "ru": ("код", "кода"),
    "vi": ("mã", "ma so"),
    "ja": ("コード",),
    "ko": ("코드",),
    "fi": ("koodi*",),
    "hu": ("kód*", "kodot", "kodod", "kodja", "koddal"),
    "ro": ("codul", "cod", "codului", "codu", "codul tău", "codul tau", "codul dvs"),
    "pl": ("kod to",),
    "ms": ("kod anda", "kod awak", "kod kau"),
    "sw": ("msimbo*", "namba ya siri"),
    "fa": ("کد",),
    "ur": ("کوڈ",),
    "bn": ("কোড",),
    "he": ("קוד",),
    "el": ("κωδικός", "κωδικό", "κωδικος", "κωδικού", "κωδικο", "kwdikos", "kodikos"),
    "fil": ("code mo ay", "kodigo"),
    "uk": ("коду",),
    "nl": ("de code",),
    "sv": ("koden", "koder", "koderna"),
    "sk": ("kodom", "kódom"),
    "cs": ("kodem", "kódu", "kódem"),
    # Danish and Norwegian write "kode", "koden": held under id ("kode*") and sv ("koden").
    "da": (),
    "no": (),
    # No generic word: 码 and 碼 also end 号码 / 號碼 (a phone number); the strong phrases
    # (验证码, 驗證碼 ...) name every code.
    "zh": (),
    "zh_hant": (),
}

# Phrases that only one-time codes carry (warnings, validity); they make nearby digits a code.
OTP_SUPPORT_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "do not share", "don't share", "dont share", "never share", "not share", "never forward",
        "do not forward", "to verify", "to reset your", "to sign in", "to log in", "to login",
        "expires in", "valid for", "we'll never call", "will never ask", "expire in",
        "will expire", "confirm your identity", "verify your identity", "if this wasn't you",
        "if this was not you", "if you didn't request", "if you did not request",
        "if you didn't try", "do not disclose", "don't disclose", "never disclose",
        "not disclose", "never give this", "do not give this", "don't give this", "to confirm",
        "to approve", "to authorize", "to authorise", "to authenticate", "to complete your",
        "to finish", "for the payment", "for your payment", "for the transaction",
        "for the purchase of", "don't tell anyone", "do not tell anyone", "never tell anyone",
        "confirm your number", "verify your number",
        "confirm your phone", "verify your phone",
        "for your transaction", "for your purchase",
        # A person forwarding a code a service sent them ("the bank sent me a number 583920 for
        # logging in", "the Singpass code come already").
        "for logging in", "the bank sent", "bank sent me", "texted me", "singpass",
    ),
    "zh": (
        "请勿泄露", "切勿泄露", "请勿泄漏", "切勿告知", "请勿告知", "请勿告诉", "请勿转发",
        "切勿转发", "分钟内有效", "有效期", "非本人操作", "谨防被骗",
    ),
    "zh_hant": ("請勿洩露", "切勿告知", "請勿告知", "分鐘內有效", "請勿外洩", "提供給他人"),
    "es": (
        "no lo compartas", "no compartas", "nunca lo compartas", "no lo comparta", "vence en",
        "caduca en", "expira en", "si no fuiste tú", "si no fuiste tu", "si no has sido tú",
        "si no solicitaste", "no la compartas", "nunca te la pediremos", "para confirmar",
        "para autorizar", "para acceder", "me llegó del banco", "me llego del banco",
        "no se lo pases a nadie", "no lo pases a nadie", "no se lo des a nadie",
        "no lo des a nadie", "no lo compartas con nadie", "nunca compartas", "no compartir",
        "válido por", "valido por", "es válido por", "si tú no lo solicitaste",
        "si no lo solicitaste", "si tú no la solicitaste", "si no la solicitaste",
        "si no reconoces esta solicitud", "nunca te lo pediremos", "nunca te pediremos",
        "ningún asesor", "ningun asesor", "me llego un mensaje del banco",
        "me mandaron del banco", "el banco me mandó", "el banco me mando",
        "me lo mandaron por sms", "para iniciar sesión",
    ),
    "pt": (
        "não compartilhe", "nao compartilhe", "não o compartilhe", "nao informe", "não informe",
        "expira em", "se não foi você", "se nao foi voce", "caso não tenha solicitado",
        "nunca compartilhe", "não compartilhe este", "para entrar", "para acessar",
        "para liberar", "nunca informe",
        "não partilhe", "nao partilhe", "não o partilhe", "nao o partilhe", "nunca partilhe",
        "não forneça", "nao forneca", "não passe para ninguém", "nao passe pra ninguem",
        "não passe para ninguem", "é válido por", "se não foi o próprio", "se nao foi o proprio",
        "se não reconhece", "nunca pedimos", "nunca solicitamos", "chegou um sms",
        "chegou uma mensagem do banco", "o banco mandou", "o banco me mandou",
        "mandaram um código", "mandaram um codigo",
    ),
    "de": (
        "nicht weitergeben", "niemals weiter", "gib ihn niemals", "minuten gültig",
        "für den auftrag", "für die überweisung", "zur freigabe", "für die zahlung",
        "falls sie das nicht waren", "wenn sie das nicht waren", "mit niemandem",
        "niemals weitergeben", "nicht weiter", "teilen sie es nicht", "teilen sie ihn nicht",
        "geben sie ihn nicht", "für die anmeldung",
        "code von der bank", "gültig für", "zum anmelden", "zum einloggen",
        "gib ihn nicht weiter", "gib den code nicht weiter", "nicht an dritte",
        "falls du das nicht warst", "wenn du das nicht warst", "nicht angefordert",
        "sms von der bank", "eine sms von der bank", "per sms bekommen",
    ),
    "fr": (
        "ne le communiquez", "ne le partagez", "ne partagez", "il expire", "expire dans",
        "si ce n'est pas vous", "si vous n'êtes pas à l'origine", "ne le communiquez jamais",
        "pour valider", "pour confirmer", "reçu par sms", "recu par sms",
        "ne le donnez à personne", "ne le donnez a personne", "ne le donnez jamais",
        "ne le transmettez", "ne communiquez jamais", "ne partagez jamais",
        "ne le partagez avec personne", "il est valable", "valable pendant", "n'est valable que",
        "nous ne vous appellerons jamais", "ne vous demandera jamais",
        "si vous n'avez pas demandé", "si vous n'avez pas demande", "si vous n'êtes pas l'auteur",
        "la banque m'a envoyé", "la banque m'a envoye", "la banque vient de m'envoyer",
        "pour vous authentifier", "pour authentifier",
    ),
    "ru": (
        "никому не сообщайте", "никому не говорите", "не сообщайте", "никому не", "действителен",
        "действует", "если это были не вы", "если вы не запрашивали",
        "не говорите его никому", "не сообщайте никому", "действует в течение",
        "срок действия кода", "если вы не запрашивали код",
    ),
    "vi": (
        "không chia sẻ", "khong chia se", "không cung cấp", "khong cung cap", "hết hạn",
        "het han", "có hiệu lực", "co hieu luc",
        "hiệu lực trong", "hieu luc trong", "tuyệt đối không", "tuyet doi khong", "để đăng nhập",
        "de dang nhap", "để xác thực", "de xac thuc", "để xác nhận", "de xac nhan",
        "không tiết lộ", "khong tiet lo", "nếu không phải bạn", "neu khong phai ban",
        "không cung cấp mã",
    ),
    "ja": ("教えないで", "共有しないで", "有効期限", "入力してください"),
    "ko": (
        "타인에게", "노출 금지", "알려주지 마세요", "입력해 주세요", "입력하세요", "내 입력",
        "분간 유효",
    ),
    "it": (
        "non condividerlo", "non comunicarlo", "non condividere", "per autorizzare",
        "per accedere", "scade tra", "per confermare", "per completare", "per verificare",
        "non girarlo", "non inoltrarlo", "non fornirlo", "non divulgarlo",
        "non comunicarlo a nessuno", "non condividerlo con nessuno", "non comunicare a nessuno",
        "valido per", "è valido per", "scade fra", "se non sei stato tu", "se non hai richiesto",
        "non ti chiederemo mai", "mai ti chiederemo", "dalla banca con", "la banca mi ha mandato",
        "mi è arrivato un sms", "mi e arrivato un sms", "per autenticarti",
        "per completare l'accesso",
    ),
    "tr": (
        "paylaşmayın*", "paylasmayin*", "kimseyle paylaş*", "kimseyle paylas*",
        "kimse ile paylaş*", "kimse ile paylas*", "dakika geçerli*", "dakika gecerli*",
        "dk geçerli*", "dk gecerli*", "siz yapmadıysanız", "siz yapmadiysaniz",
        "talep etmediyseniz", "işlemi onaylamak için", "islemi onaylamak icin", "dogrulamak icin",
        "doğrulamak için", "bankadan geldi",
    ),
    "id": (
        "jangan berikan", "jangan beritahu", "jangan bagikan", "rahasia", "berlaku selama",
        "berlaku hingga",
        "jangan kasih tau", "jangan kasih tahu", "jangan dikasih", "jangan sebarkan",
        "jangan diberikan", "untuk verifikasi", "untuk login", "untuk konfirmasi",
        "untuk mengonfirmasi", "berlaku dalam", "kedaluwarsa dalam", "abaikan jika",
        "jika kamu tidak meminta", "tidak pernah meminta", "termasuk pihak",
    ),
    "hi": (
        "साझा न करें", "न बताएं", "शेयर न करें", "share na kare*", "share mat kare*",
        "kisi ko mat bata*", "kisi ke saath share na",
        "किसी के साथ साझा", "साझा ना करें", "शेयर ना करें", "शेयर मत करें", "किसी को न दें",
        "मिनट के लिए मान्य", "मिनट तक मान्य", "मिनट तक वैध", "मिनट के लिए वैध",
        "minute ke liye valid", "ek code aaya",
        "बैंक से एक मैसेज आया", "बैंक से मैसेज आया", "बैंक से एसएमएस", "bank se message aaya hai",
    ),
    "ar": (
        "لا تشارك", "لا تشاركه", "لا تعطي", "لتسجيل الدخول", "صالح لمدة", "لا تشاركي",
        "لا تشاركها", "لا تخبر", "لا تفصح", "لا تعطه", "لا تعطيه", "صالحة لمدة", "صالح حتى",
        "ينتهي خلال", "تنتهي صلاحيته", "صلاحية الرمز", "لإتمام عملية", "لاتمام عملية",
        "لإتمام الدفع", "لتأكيد العملية", "لتأكيد عملية", "لإكمال عملية", "لن نطلب منك",
        "إذا لم تطلب", "اذا لم تطلب", "إذا لم تكن أنت", "متديهوش لحد", "متشاركوش", "ماتشاركوش",
        "el code ely wasalni", "el code ely gali", "wasalni code", "gali code",
        "جاني رقم من البنك", "رقم من البنك", "رسالة من البنك", "وصلتني رسالة من البنك",
        "el bank ba3atly", "el bank ba3atli", "ba3atly resala", "gatly resala mn el bank",
    ),
    "th": (
        "ห้ามบอก", "ห้ามเปิดเผย", "ใช้ภายใน", "อย่าบอก", "ใช้ได้ภายใน", "รหัสมีอายุ",
        "มีอายุการใช้งาน", "หมดอายุภายใน", "จะหมดอายุใน", "ห้ามแชร์", "อย่าแชร์", "ห้ามให้รหัส",
        "อย่าให้รหัส", "เพื่อยืนยัน", "เพื่อเข้าสู่ระบบ", "หากไม่ได้ทำรายการ", "หากไม่ใช่คุณ",
        "ธนาคารจะไม่",
    ),
    "sv": (
        "dela aldrig", "dela inte", "ge aldrig", "lämna aldrig ut", "lämna inte ut",
        "är giltig i", "giltig i", "om det inte var du",
        "upphör om", "upphör att gälla", "går ut om", "gäller i", "för att logga in",
        "för att bekräfta", "för att godkänna", "för att verifiera", "om du inte har begärt",
        "om du inte begärt", "lamna aldrig ut", "dela inte koden", "kod från banken",
        "koden från banken", "fick en kod",
        "sms från banken", "ett sms från banken", "fick ett sms från", "på sms från",
        "sms fran banken", "ett sms fran banken", "fick ett sms fran", "pa sms fran",
    ),
    "no": (
        "ikke del", "aldri del", "del den ikke", "del aldri", "gyldig i", "oppgi aldri",
        "utløper om", "utloper om", "hvis det ikke var deg", "for å logge inn", "for å logge på",
        "for å bekrefte", "for å godkjenne", "ikke oppgi", "aldri gi", "gi aldri",
        "ikke del koden",
        "fikk en sms fra",
    ),
    "da": (
        "del aldrig", "del ikke", "videregiv aldrig", "giv aldrig", "gyldig i", "udløber om",
        "udloeber om", "udlober om", "er gyldig i", "gælder i", "oplys aldrig", "oplys ikke",
        "del ikke koden", "del aldrig koden", "hvis det ikke var dig", "hvis du ikke har bedt om",
        "for at logge ind", "for at logge på", "for at bekræfte", "for at godkende",
        "til at godkende", "kode fra banken", "koden fra banken",
        "sms fra banken", "en sms fra banken", "fra mitid", "kom på sms", "fik en sms fra",
        "kom pa sms",
    ),
    "fi": (
        "älä jaa", "älä kerro", "älä luovuta", "voimassa", "ala jaa", "ala kerro", "ala luovuta",
        "älä anna koodia", "kirjautuaksesi", "vahvistaaksesi", "tunnistautuaksesi",
        "jos et pyytänyt", "jos et itse", "pankista tuli", "tuli pankista", "hyväksyäksesi",
        "vanhenee", "maksun vahvistamiseksi",
        "tekstari pankilta", "tuli tekstari", "tuli tekstiviestillä", "tekstiviesti pankilta",
        "tuli tekstiviestilla",
    ),
    "nl": (
        "deel deze code", "deel de code", "met niemand", "niet delen", "verloopt over",
        "geldig voor", "deel hem niet", "deel het niet", "blijft geldig", "verloopt na",
        "om in te loggen", "om je account te bevestigen", "om uw account te bevestigen",
        "als jij dit niet was", "als u dit niet was", "niet aangevraagd", "nooit delen",
        "deel nooit", "code van de bank", "kreeg een code", "kreeg net een code",
        "om de betaling te bevestigen", "om je betaling te bevestigen", "ter bevestiging van",
        "sms van de bank", "via sms van", "kwam binnen via sms", "kreeg een sms van",
    ),
    "pl": (
        "nie udostępniaj", "nikomu nie", "nie podawaj", "ważny przez", "nie przekazuj",
        "do autoryzacji", "nie udostepniaj", "nie przekazuj go", "nie podawaj go", "wazny przez",
        "jest ważny przez", "ważny 5 minut", "wazny 5 minut", "ważny 10 minut", "jeśli to nie ty",
        "jesli to nie ty", "jeżeli to nie ty", "jezeli to nie ty", "jeśli nie logowałeś się",
        "jesli nie logowales sie", "w celu weryfikacji", "w celu potwierdzenia", "do zalogowania",
        "aby się zalogować", "aby sie zalogowac", "bank nigdy nie prosi", "operacja nr",
        "operacji nr", "autoryzacja operacji", "osobom trzecim", "nikomu go nie",
        "sms z banku", "z banku sms", "bank mi przysłał", "bank mi przyslal",
    ),
    "cs": (
        "nikomu nesdělujte", "nesdělujte", "neposkytujte", "nikomu ho", "nikomu jej",
        "platnost kódu", "nikomu nesdelujte", "nesdelujte", "nesdílejte", "nesdilejte",
        "nikomu nesdílejte", "s nikým nesdílejte", "s nikym nesdilejte", "neprozrazujte",
        "nikomu ho nesdělujte", "je platný", "je platny", "platný po dobu", "platny po dobu",
        "platí po dobu", "plati po dobu", "platí 5 minut", "plati 5 minut", "platí 10 minut",
        "plati 10 minut", "pokud jste o něj nežádali", "pokud jste o nej nezadali",
        "pokud jste nežádali", "pokud jste nezadali", "pokud jste to nebyli vy",
        "pro potvrzení platby", "pro potvrzeni platby", "k potvrzení platby",
        "k potvrzeni platby", "pro dokončení", "pro dokonceni", "pro přihlášení",
        "pro prihlaseni", "pro ověření", "pro overeni", "banka po vás nikdy nechce",
        "nikdy po vás nebudeme chtít",
        "z banky sms", "sms z banky", "přišla mi z banky", "prisla mi z banky",
        "banka mi poslala",
    ),
    "uk": (
        "нікому не", "не повідомляйте", "не передавайте", "дійсний протягом",
        "нікому не повідомляйте", "нікому не кажіть", "не кажіть його нікому", "діє протягом",
        "дійсний", "якщо це були не ви", "якщо ви не запитували", "термін дії коду",
        "не повідомляйте його",
    ),
    "ro": (
        "nu îl comunica", "nu il comunica", "nu comunica", "nu divulga", "nimănui",
        "nu-l comunica", "este valabil", "valabil", "nimanui", "valabila", "valabilă",
        "nu o comunica", "nu-l da nimanui", "nu îl da nimănui", "nu împărtăși", "nu imparti",
        "dacă nu ai solicitat", "daca nu ai solicitat", "dacă nu ați solicitat",
        "daca nu ati solicitat", "pentru autentificare", "pentru confirmarea plății",
        "pentru confirmarea platii", "pentru a confirma", "pentru autorizarea",
        "pentru a finaliza", "pentru conectare", "expiră în", "expira in", "nu divulga nimanui",
        "banca nu îți va cere", "banca nu iti va cere",
        "sms de la banca", "sms de la bancă", "banca mi-a trimis",
    ),
    "hu": (
        "ne add meg", "ne oszd meg", "senkinek", "senkivel", "érvényes", "ervenyes", "ne add ki",
        "ne adja ki", "ne adja meg", "ne ossza meg", "soha ne add meg", "percig érvényes",
        "percig ervenyes", "ha nem ön kezdeményezte", "ha nem on kezdemenyezte",
        "ha nem te voltál", "ha nem te voltal", "a bejelentkezéshez", "bejelentkezeshez",
        "jóváhagyásához", "jovahagyasahoz", "megerősítéséhez", "megerositesehez",
        "az azonosításhoz", "azonositashoz", "ne küldd tovább", "ne kuldd tovabb",
        "sms a banktól", "sms a banktol", "a bank küldött", "a bank kuldott", "a banktól jött",
    ),
    "fa": (
        "در اختیار دیگران قرار ندهید", "به کسی ندهید", "به دیگران ندهید", "به اشتراک نگذارید",
        "اعتبار دارد", "در اختیار کسی قرار ندهید", "به کسی نگویید", "را به کسی ندهید",
        "مدت اعتبار", "معتبر است", "دقیقه اعتبار", "جهت ورود به", "برای ورود به",
        "جهت احراز هویت", "در صورت عدم درخواست", "درخواست نداده‌اید", "درخواست نداده اید",
        "به هیچ عنوان", "code vasat oomad", "code oomad", "code umad",
        "پیامک از بانک", "از بانک اومد", "از بانک پیام اومد", "بانک برام فرستاده",
        "payamak az bank", "az bank oomad", "az bank umad",
    ),
    "ms": (
        "jangan kongsi", "jangan dedahkan", "sah selama", "sah untuk", "jangan beri",
        "untuk mengesahkan", "untuk pengesahan", "untuk log masuk", "tamat tempoh dalam",
        "akan tamat tempoh", "sah dalam masa", "jangan kongsikan", "jangan maklumkan",
        "jangan beritahu sesiapa", "rahsiakan", "jika anda tidak meminta",
        "jika anda tidak membuat", "untuk melengkapkan", "tidak akan sesekali meminta",
    ),
    "fil": (
        "huwag ibahagi", "huwag itong ibahagi", "huwag ibigay", "wag ibigay", "huwag sabihin",
        "wag ibahagi", "huwag mong ibigay", "wag mong ibigay", "huwag itong ibigay",
        "wag itong ibigay", "huwag ipaalam", "kahit kanino", "kaninuman", "para kumpirmahin",
        "para i-verify", "para mag-login", "para sa pag-login", "mag-e-expire",
        "valid sa loob ng", "may bisa sa loob ng", "kung hindi ka humiling",
        "galing sa bangko",
        "kung hindi ikaw ang humiling", "kung hindi ikaw ang nag-request",
    ),
    "bn": (
        "কাউকে জানাবেন না", "কাউকে বলবেন না", "শেয়ার করবেন না", "কারো সাথে শেয়ার",
        "কাউকে দেবেন না", "কাউকে দিবেন না", "কারও সাথে শেয়ার", "কারও সাথে শেয়ার",
        "মিনিটের জন্য বৈধ", "মিনিট পর্যন্ত বৈধ", "মিনিটের মধ্যে ব্যবহার", "kauke share korben na",
        "kauke bolben na", "kauke janaben na", "share korben na", "code ashche", "code asche",
        "code eseche",
        "ব্যাংক থেকে একটা মেসেজ", "ব্যাংক থেকে মেসেজ", "ব্যাংক থেকে এসএমএস", "bank theke message",
        "bank theke sms",
    ),
    "ur": (
        "کسی کو نہ بتائیں", "شیئر نہ کریں", "کسی کو مت بتائیں", "کسی کے ساتھ شیئر",
        "کسی کو نہ دیں", "کسی کو مت دیں", "کسی سے شیئر", "منٹ کے لیے کارآمد", "منٹ کے لئے کارآمد",
        "منٹ تک کارآمد", "منٹ کے لیے درست", "منٹ کے لیے ویلڈ", "kisi ko na bata*",
        "kisi ke sath share", "kisi se share na", "kisi ko share na",
        "bank se sms aaya", "bank se message aaya", "bank se msg aaya", "بینک سے میسج آیا",
        "بینک سے ایس ایم ایس",
    ),
    "sw": (
        "usishiriki", "usimpe mtu", "usimwambie mtu", "usimtumie mtu", "usiitoe", "usimpatie mtu",
        "usimshirikishe mtu", "muda wake unaisha", "unaisha baada ya", "itaisha baada ya",
        "inaisha baada ya", "ni halali kwa", "halali kwa dakika", "kuthibitisha",
        "kuingia kwenye akaunti", "ili kuingia", "kuidhinisha", "kama si wewe", "ikiwa si wewe",
        "hatutakuuliza",
    ),
    "he": (
        "אין למסור", "אל תמסור", "אל תמסרו", "אל תשתף", "אל תשתפו", "אין לשתף", "בתוקף ל",
        "אין להעביר", "אל תעביר", "אל תעבירו", "לא למסור", "תקף ל", "הקוד תקף", "אם לא ביקשת",
        "להשלמת ההרשמה", "להשלמת הפעולה", "לאף אחד",
    ),
    "el": (
        "μην τον κοινοποιήσετε", "μην τον δώσετε", "μην κοινοποιήσετε", "μην τον γνωστοποιήσετε",
        "ισχύει για", "μην τον δίνετε", "μην τον δώσεις", "μην τον μοιραστείτε",
        "μην τον κοινοποιήσεις", "ισχύει έως", "λήγει σε", "αν δεν ήσουν εσύ", "αν δεν ησουν εσυ",
        "αν δεν ήσασταν εσείς", "μην το κοινοποιήσετε", "min ton dwsete", "min ton dwseis",
        "min ton koinopoihsete", "isxyei gia",
    ),
    "sk": (
        "nezdieľajte", "nezdielajte", "nikomu neposkytujte", "nikomu ho neposkytujte",
        "s nikým ho nezdieľajte", "s nikym ho nezdielajte", "nikomu nehovorte", "platnosť kódu",
        "platnost kodu", "platnosť 5 minút", "platnost 5 minut", "platí 5 minút",
        "platný 5 minút", "pre potvrdenie platby", "na potvrdenie platby", "na prihlásenie",
        "na prihlasenie", "pre prihlásenie", "pre prihlasenie", "ak ste o kód nežiadali",
        "ak ste o kod neziadali", "ak ste to neboli vy", "ak ste platbu nezadali", "na overenie",
        "pre overenie", "banka vás nikdy nežiada",
        "prišla mi z banky",
    ),
}

# "Code" words that are not one-time codes; numbers right after them are not codes either.
# A bug report: a code in it is a test value typed into a build, not a code sent to the user.
BUG_REPORT_PHRASES: Final[tuple[str, ...]] = (
    "repro", "repro steps", "steps to reproduce", "to reproduce", "crash on", "crashes on",
    "crashes when", "reproducible", "stack trace",
)

CODE_NEGATIVE_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "barcode", "bar code", "qr code", "zip code", "postal code", "post code", "area code",
        # Bank details a person passes on for a transfer ("Sort code 20-00-00 acc 55779911").
        "sort code", "swift code", "bic code", "branch code", "ifsc code",
        "country code", "error code", "exit code", "status code", "source code", "dress code",
        "door code", "gate code", "entry code", "building code", "lock code", "locker code",
        "alarm code", "garage code", "key code", "keypad code", "lockbox code", "room code",
        "key safe code", "keysafe code", "key safe", "keysafe", "key box", "lockbox", "lock box",
        "wifi code", "pickup code", "pick-up code", "collection code", "booking code",
        "seat code", "invite code", "invitation code", "referral code", "use my code", "gift code",
        "redeem code", "redemption code", "cracking the code", "code review", "promo codes",
        # A prepaid electricity receipt: its token is typed into the meter, worth keeping.
        "mtr:", "meter no", "meter number", "kwh",
        "discount codes", "coupon codes", "otp service", "otp flow", "otp login flow",
        "otp feature", "otp endpoint", "otp api", "otp provider", "otp emails", "otp sms",
        "otp tests", "otp bug", "otp resend", "verification code emails",
        "verification code service", "verification flow", "2fa flow", "2fa service",
        "ticket code", "gift card code", "event code", "table code", "class code", "course code",
        "customer code", "client code", "member code", "parking code", "token balance",
        "product code", "item code", "ürün kodu", "mã khách hàng", "код клиента",
        "código de cliente", "kundencode", "code client", "kode produk", "รหัสสินค้า",
        "رمز المنتج", "رمز الرحلة", "รหัสไปรษณีย์",
        "enrollment code", "join code", "game code", "lobby code", "centre code",
        "center code", "exam code", "candidate number",
    ),
    "zh": (
        "取件码", "取货码", "提货码", "取餐码", "取餐号", "邀请码", "兑换码", "条形码", "二维码",
        "邮编", "门禁码", "门禁密码", "门锁密码", "开门密码", "门锁码", "密码锁密码",
        "储物柜", "储物柜密码", "寄存柜", "更衣柜", "柜子密码",
    ),
    "zh_hant": (
        "取貨碼", "取件碼", "取貨號碼", "邀請碼", "兌換碼", "條碼", "門禁密碼", "取件驗證碼",
        "置物櫃", "儲物櫃", "置物櫃密碼",
    ),
    "es": (
        "código postal", "codigo postal", "código de barras", "código de recogida",
        "código del portal", "codigo del portal", "código de invitación",
        "código de la puerta", "codigo de la puerta", "código de entrada", "codigo de entrada",
        "código del edificio", "codigo del edificio", "código del garaje", "codigo del garaje",
        "código de la alarma", "código de la caja fuerte", "código de referido",
        "codigo de referido", "código de regalo", "código qr", "codigo qr", "código de producto",
        "código de error", "codigo de error", "código de rastreo", "codigo de rastreo",
        "clave de rastreo", "código de seguimiento", "codigo de seguimiento", "código de envío",
        "código de pedido", "código de retiro", "codigo de retiro", "código del casillero",
        "código del locker",
    ),
    "pt": (
        "código de barras", "código postal", "código de retirada", "código do portão",
        "código da porta", "codigo da porta", "código do prédio", "codigo do predio",
        "código do cadeado", "código do alarme", "código de rastreio", "codigo de rastreio",
        "código de rastreamento", "código do pedido", "codigo do pedido", "código da reserva",
        "codigo da reserva", "código de indicação", "codigo de indicacao", "código de convite",
        "código pix", "codigo pix", "pix copia e cola", "código do boleto", "linha digitável",
        "código de erro", "código de levantamento", "código de recolha", "senha da portaria",
    ),
    "de": (
        "abholcode", "türcode", "postleitzahl", "strichcode", "barcode", "torcode", "fehlercode",
        "einladungscode", "empfehlungscode", "schlüsselsafe", "schlüsselbox", "haustürcode",
        "code für die haustür",
    ),
    "fr": (
        "code-barres", "code postal", "digicode", "code de retrait", "code porte",
        "code de la porte", "code de l'immeuble", "code immeuble", "code d'entrée",
        "code d'entree", "code du portail", "code de l'interphone", "code du cadenas",
        "code de l'alarme", "code alarme", "code du garage", "boîte à clés", "boite à clés",
        "boite a cle", "code de parrainage", "code parrain", "code d'invitation", "code qr",
        "code erreur", "code d'erreur", "code de suivi", "code de réservation",
        "code de reservation", "code article", "code guichet", "code banque",
        "code de la consigne", "code du casier", "code du local",
    ),
    "ru": (
        "код получения", "код для получения", "код выдачи", "код для выдачи", "штрихкод",
        "штрих-код", "почтовый индекс", "код домофона",
        "код от домофона", "код подъезда", "код от подъезда", "код двери", "код от двери",
        "код калитки", "код ячейки", "код постамата", "код заказа", "код товара", "код ошибки",
        "код скидки", "код на скидку", "код региона", "код города",
    ),
    "vi": (
        "mã vạch", "ma vach", "mã bưu chính", "mã nhận hàng", "mã cửa", "mã cổng", "mã khóa cửa",
        "mã tủ", "mã giới thiệu", "ma gioi thieu", "mã mời", "mã bưu điện", "mã vùng",
        "mã quốc gia", "mã lỗi", "ma loi", "mã nguồn", "mã sản phẩm", "ma san pham",
        "mã sinh viên", "mã nhân viên", "mã môn học", "mã lớp", "mã chi nhánh", "mã qr",
        "mã swift",
    ),
    # A parcel locker's pickup code ("受取用の認証番号"), as "取件码", "Abholcode": the user
    # wants it until the parcel is collected.
    "ja": (
        "バーコード", "郵便番号", "受取番号", "受付番号", "受取用", "受取用の認証番号",
        "受取用認証番号", "受け取り用の認証番号", "ロッカー", "宅配ボックス",
    ),
    "ko": ("바코드", "우편번호", "출입 번호", "공동현관", "현관"),
    "tr": (
        "posta kodu", "kapı kodu", "barkod", "kapi kodu", "apartman kodu", "bina kodu",
        "teslimat kod*", "teslim kod*", "müşteri kod*", "musteri kod*", "referans kod*",
        "davet kod*", "hata kod*", "alan kodu", "posta kod*", "rezervasyon kod*", "sipariş kod*",
        "siparis kod*", "kapı şifre*", "kapi sifre*", "alarm şifre*",
    ),
    "id": (
        "kode pos", "kode booking", "kode referral", "kode pintu", "kode gerbang", "kode pagar",
        "kode loker", "kode pengambilan", "kode ambil", "kode undangan", "kode referal",
        "kode pembayaran", "kode bayar", "kode qr", "kode batang", "kode area", "kode negara",
        "kode bank", "kode cabang", "kode swift", "kode error", "kode kesalahan", "kode sumber",
        "kode kelas", "kode mata kuliah", "kode tiket",
    ),
    "it": (
        "codice postale", "codice fiscale", "codice a barre", "codice di ritiro",
        "codice del portone", "codice del cancello", "codice della porta", "codice d'ingresso",
        "codice di ingresso", "codice del citofono", "codice del lucchetto",
        "codice dell'allarme", "codice allarme", "codice del garage", "codice di spedizione",
        "codice di tracciamento", "codice tracking", "codice della prenotazione",
        "codice prenotazione", "codice pnr", "codice cliente", "codice amico", "codice invito",
        "codice qr", "codice errore", "codice univoco", "codice iban", "codice avviso",
        "codice destinatario", "codice del locker", "codice della cassetta",
    ),
    "sv": (
        "portkod*", "dörrkod*", "rabattkod*", "alarmkod*", "streckkod*", "upplåsningskod*",
        "uthämtningskod*", "hämtkod*", "felkod*", "nyckelbox*", "nyckelskåp*", "inbjudningskod*",
        "presentkortskod*", "koden till dörren",
    ),
    "no": (
        "dørkode*", "portkode*", "rabattkode*", "alarmkode*", "strekkode*", "hentekode*",
        "feilkode*", "nøkkelboks*", "invitasjonskode*", "vervekode*", "kode til døra",
        "koden til døra",
    ),
    "fi": (
        "ovikoodi*", "porttikoodi*", "noutokoodi*", "viivakoodi*", "qr-koodi*", "oven koodi*",
        "ulko-oven koodi*", "rapun koodi*", "virhekoodi*", "avainsäilö*", "lahjakorttikoodi*",
        "kutsukoodi*", "hälytinkoodi*",
    ),
    "nl": (
        "deurcode", "afhaalcode", "ophaalcode", "streepjescode", "foutcode", "cadeaukaartcode",
        "uitnodigingscode", "sleutelkastje", "sleutelkluis", "poortcode", "code van de voordeur",
        "code van de deur", "pakketautomaat", "toegangscode van het gebouw",
    ),
    "pl": (
        "kod rabatowy", "kod pocztowy", "kod odbioru", "kod promocyjny", "kod do klatki",
        "kod do drzwi", "kod do bramy", "kod do domofonu", "kod domofonu", "kod do furtki",
        "kod do sejfu", "kod kreskowy", "kod qr", "kod odbioru paczki", "kod polecający",
        "kod polecajacy", "kod z zaproszenia", "kod klienta", "kod produktu", "kod błędu",
        "kod bledu", "kod do paczkomatu", "kod do skrytki", "kod do alarmu", "kod do garażu",
        "kod do garazu", "kodu odbioru", "kod do mieszkania", "kod do budynku", "kod wejściowy",
        "kod wejsciowy",
        "kod otwarcia",
    ),
    "hu": (
        "kapukód*", "kód kupónu", "ajtókód*", "ajtokod*", "kapukod*", "átvételi kód*",
        "atveteli kod*", "csomagátvételi kód*", "nyitókód*", "nyitokod*", "vonalkód*",
        "vonalkod*", "qr kod*", "hibakód*", "hibakod*", "ügyfélkód*", "ugyfelkod*", "termékkód*",
        "termekkod*", "kaputelefon kód*", "riasztó kód*", "széfkód*", "irányítószám*",
        "iranyitoszam*", "otp bank*", "garázskód*", "garazskod*", "kapunyitó kód*",
        "kapunyito kod*",
    ),
    "uk": (
        "кодовий замок", "поштовий індекс", "код отримання", "код для отримання", "код домофону",
        "код від домофону", "код під'їзду", "код від під'їзду", "код дверей", "код від дверей",
        "код хвіртки", "код поштомату", "код замовлення", "код товару", "код помилки",
        "код знижки", "код на знижку",
    ),
    "he": (
        "קוד קופון", "קוד הנחה", "קוד הדלת", "הקוד של הדלת", "קוד לדלת", "קוד הבניין",
        "קוד לבניין", "הקוד של הבניין", "קוד האינטרקום", "קוד לשער", "קוד השער", "הקוד של השער",
        "מיקוד", "ברקוד", "קוד איסוף", "קוד לאיסוף", "קוד הזמנה", "קוד מוצר", "קוד לקוח",
        "קוד האזעקה", "קוד המנעול",
        "קוד פתיחה", "בלוקר", "לוקר", "קוד הלוקר",
    ),
    "el": (
        "κωδικός κουπονιού", "κωδικός έκπτωσης", "κωδικός της πόρτας", "κωδικό της πόρτας",
        "κωδικός της εξώπορτας", "κωδικό της εξώπορτας", "κωδικός στην εξώπορτα",
        "κωδικός στην πόρτα", "κωδικός της εισόδου", "κωδικός του συναγερμού",
        "κωδικό του συναγερμού", "ταχυδρομικός κώδικας", "κωδικός παραλαβής", "κωδικό παραλαβής",
        "κωδικός προϊόντος", "κωδικός πελάτη", "κωδικός κράτησης", "κωδικό κράτησης",
        "κωδικός παραγγελίας", "κωδικός σφάλματος", "κωδικός πρόσκλησης",
    ),
    "fa": (
        "کد تخفیف", "کد پستی", "بارکد", "کد رهگیری", "کد پیگیری", "کد ملی", "کد معرف", "کد دعوت",
        "کد اشتراک", "کد کالا", "کد محصول", "کد خطا", "کد شعبه", "کد سوئیفت", "کد هدیه",
        "کد پارکینگ", "رمز در پارکینگ", "رمز در ساختمان", "code posti", "code rahgiri",
        "code peygiri",
    ),
    "ms": (
        "kod diskaun", "kod promosi", "kod pos", "poskod", "kod pintu", "kod pagar", "kod rumah",
        "kod ambil", "kod pengambilan", "kod loker", "kod rujukan", "kod jemputan", "kod bar",
        "kod produk", "kod kursus", "kod subjek", "kod kawasan", "kod negara", "kod cawangan",
        "kod swift", "kod ralat", "kod sumber", "kod pakaian", "kod tempahan", "kod baucar",
    ),
    "ro": (
        "codul promoțional", "codul de la poartă", "codul de la poarta", "codul de la interfon",
        "cod interfon", "codul interfonului", "codul de la ușă", "codul de la usa",
        "codul de deschidere", "cod de deschidere", "cod de ridicare", "codul de ridicare",
        "cod de bare", "codul de bare", "cod poștal", "cod postal", "codul postal",
        "codul poștal", "cod qr", "codul qr", "cod client", "codul de client", "cod produs",
        "codul produsului", "cod de eroare", "codul de eroare", "cod de invitație",
        "cod de invitatie", "cod fiscal", "cod numeric personal", "codul pin al", "codul pin",
        "cod pin", "codul de la garaj", "codul de la scară", "codul de la scara",
        "cod de acces la poartă", "codul de la bloc",
        "cod deschidere", "cod ridicare", "codul pin pentru easybox",
    ),
    "th": (
        "รหัสประตู", "รหัสเข้าประตู", "รหัสล็อกเกอร์", "รหัสตู้", "รหัสรับพัสดุ", "รหัสรับสินค้า",
        "รหัสสาขา", "รหัสนักศึกษา", "รหัสนักเรียน", "รหัสพนักงาน", "รหัสลูกค้า", "รหัสวิชา",
        "รหัสแนะนำ", "รหัสเชิญ", "รหัสร้าน", "รหัสประจำตัว", "คิวอาร์โค้ด", "บาร์โค้ด",
    ),
    "sw": (
        "msimbo wa posta", "msimbo wa mlango", "msimbo wa geti", "msimbo wa qr",
        "msimbo wa kuchukua", "msimbo wa rufaa", "msimbo wa mwaliko", "msimbo wa tawi",
        "msimbo wa nchi", "msimbo wa hitilafu", "msimbo wa bidhaa",
    ),
    "fil": (
        "code ng pinto", "code sa pinto", "code ng gate", "code sa gate", "code ng locker",
        "code ng pinto ng", "zip code ng",
    ),
    "bn": (
        "পোস্ট কোড", "পোস্টাল কোড", "বারকোড", "কিউআর কোড", "রেফারেল কোড", "গেটের কোড",
        "দরজার কোড", "লকারের কোড", "ট্র্যাকিং কোড", "এরিয়া কোড", "এরিয়া কোড", "ব্রাঞ্চ কোড",
        "gate er code", "dorjar code", "locker er code",
    ),
    "hi": (
        "पिन कोड", "बारकोड", "क्यूआर कोड", "रेफरल कोड", "गेट का कोड", "दरवाजे का कोड",
        "दरवाज़े का कोड", "दरवाज़े का कोड", "एरिया कोड", "ब्रांच कोड", "एरर कोड", "त्रुटि कोड",
        "पोस्टल कोड", "ट्रैकिंग कोड", "आईएफएससी कोड", "ifsc कोड",
    ),
    "ur": (
        "پوسٹل کوڈ", "بار کوڈ", "کیو آر کوڈ", "ٹریکنگ کوڈ", "ریفرل کوڈ", "گیٹ کا کوڈ",
        "دروازے کا کوڈ", "ایریا کوڈ", "برانچ کوڈ", "کنٹری کوڈ", "ایرر کوڈ", "gate ka code",
        "darwaze ka code", "darwazay ka code", "door ka code", "lock ka code", "locker ka code",
    ),
    "ar": (
        "الرمز البريدي", "رمز بريدي", "الباركود", "باركود", "رمز الاستجابة السريعة", "كود الدعوة",
        "رمز الدعوة", "كود الإحالة", "رمز الإحالة", "كود الباب", "رمز الباب", "كود العمارة",
        "كود البوابة", "رمز البوابة", "رمز الاستلام", "كود الاستلام", "كود الخزنة", "كود المنتج",
        "رمز الدولة", "كود الدولة", "رمز السويفت", "كود السويفت", "رمز الفرع", "كود الفرع",
        "رمز الخطأ", "كود الخطأ", "كود الواي فاي", "code el bab", "code el 3omara",
        "code el bawaba",
    ),
    "da": (
        "opgangskode*", "stregkode*", "qr-kode*", "afhentningskode*", "fejlkode*",
        "nøglebokskode*", "invitationskode*", "henvisningskode*", "gavekortkode*",
        "kode til opgangen", "kode til døren", "koden til opgangen", "koden til døren",
        "koden til hoveddøren", "koden til porten",
    ),
    "sk": (
        "kód od dverí", "kód od vchodu do", "kód na vyzdvihnutie", "kod na vyzdvihnutie",
        "kód pre vyzdvihnutie", "kod pre vyzdvihnutie", "kód zásielky", "kod zasielky",
        "čiarový kód", "ciarovy kod", "kód na bránu", "kód od domu", "zákaznícky kód",
        "kód do brány", "kod do brany", "kód ku vchodu",
        "kód pre výdaj", "kod pre vydaj",
    ),
    "cs": (
        "kód od vchodu", "kod od vchodu", "kód od dveří", "kod od dveri", "kód ke dveřím",
        "kód od brány", "kod od brany", "kód od branky", "kód k vyzvednutí", "kod k vyzvednuti",
        "kód pro vyzvednutí", "kod pro vyzvednuti", "kód k výdeji", "výdejní kód", "vydejni kod",
        "čárový kód", "carovy kod", "qr kód", "kód zásilky", "kod zasilky", "kód objednávky",
        "kod objednavky", "kód od trezoru", "kód od alarmu", "kód od schránky", "kód na zámek",
        "zákaznický kód", "zakaznicky kod", "kód produktu", "kód chyby", "chybový kód",
        "chybovy kod", "pin kód*", "pin kod*", "kód do boxu", "kód od boxu", "kód do garáže",
        "kod do garaze", "kód od garáže", "kod od garaze", "kód do domu", "kod do domu",
        "kód do vchodu", "kod do vchodu", "kód ke vchodu", "kód od baráku", "kod od baraku",
        "kód pro výdej", "kod pro vydej",
    ),
}

# Words that make a number right after them something else: an order, a parcel, a flight, a
# room, a seat, an account, a phone number. They also never count as a code keyword.
GUARD_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "order", "order no", "order number", "order code", "tracking", "tracking number", "parcel",
        "package",
        "shipment", "waybill", "awb", "flight", "gate", "seat", "seats", "room", "apt",
        "apartment", "suite", "ticket", "ref", "reference", "invoice", "case", "claim", "refill",
        "rx", "account", "acct", "card ending", "ending in", "ending", "last 4", "ext",
        "extension", "tel", "phone", "call", "dial", "fax", "hotline", "txn", "transaction",
        "member", "build", "pipeline", "version", "no.", "nr.", "#", "route", "bus", "train",
        "platform", "terminal", "floor", "classroom", "pin", "dial-in", "boarding pass", "user",
        "bus pass", "day pass", "season pass", "confirmation number", "credits",
        "incident", "issue", "job", "pr", "pull request",
        "commit", "port", "pid", "step", "steps", "points", "zone",
        "payment id", "transaction id", "txn id", "reference id", "order id",
    ),
    "es": (
        "número de confirmación", "numero de confirmacion", "pedido", "envío", "envio", "vuelo",
        "habitación", "habitacion", "asiento", "puerta",
        "referencia", "factura", "cuenta", "tarjeta", "terminada en", "consultorio", "número",
        "numero",
        "folio", "número de guía", "numero de guia", "guía", "rastreo", "seguimiento",
        "expediente", "andén", "vagón", "coche", "plaza", "piso", "depto", "dpto", "departamento",
        "teléfono", "telefono", "cel", "póliza", "poliza", "contrato", "nº", "núm", "clabe",
        "orden", "boleto",
    ),
    "pt": (
        "objeto", "voo", "quarto", "assento", "portão", "referência", "fatura", "conta", "cartão",
        "final", "sala", "pedido",
        "encomenda", "rastreio", "protocolo", "nota fiscal", "parcela", "apto", "apartamento",
        "bloco", "andar", "plataforma", "vagão", "carruagem", "lugar", "poltrona", "bilhete",
        "telefone", "cpf", "cnpj", "matrícula", "matricula", "processo", "ocorrência", "chamado",
        "linha",
    ),
    "de": (
        "bestätigungsnummer", "bestellung", "sendung", "paket", "flug", "zimmer", "platz", "gleis",
        "wagen", "konto",
        "rechnung", "referenz", "kundennummer", "packstation", "raum", "ice", "ic",
        "auftragsnummer", "sendungsnummer", "bestellnummer", "vorgangsnummer", "aktenzeichen",
        "rechnungsnummer", "haustür", "hauseingang", "wohnung", "sitzplatz", "telefonnummer",
    ),
    "fr": (
        "numéro de confirmation", "commande", "colis", "vol", "chambre", "place", "voie",
        "voiture", "compte", "référence",
        "facture", "n°", "tgv", "salle",
        "numéro de commande", "numéro de suivi", "suivi", "dossier", "billet", "quai", "siège",
        "étage", "appt", "bâtiment", "bât", "escalier", "tél", "téléphone", "portable", "contrat",
        "réf", "sinistre", "abonné", "ligne", "arrêt", "rame", "numéro de client",
    ),
    "ru": (
        "заказ", "посылка", "рейс", "квартира", "комната", "место", "выход", "счет", "счёт",
        "карта", "номер", "вагон", "платформа", "пин-код", "пин код",
        "подъезд", "этаж", "отделение", "пункт выдачи", "номер заказа",
    ),
    "vi": (
        "đơn hàng", "don hang", "chuyến bay", "chuyen bay", "phòng", "phong", "ghế", "tài khoản",
        "tai khoan", "số tiền", "so tien", "tk", "stk", "gd", "mã gd", "ma gd", "mã giao dịch",
        "ma giao dich", "soạn", "gửi", "mã đơn hàng",
        "mã vận đơn", "ma van don", "vận đơn", "van don", "số điện thoại", "so dien thoai", "sđt",
        "sdt", "gọi", "đuôi", "chuyến tàu", "toa", "cổng", "hóa đơn", "hoa don", "tầng",
        "số hóa đơn",
    ),
    "zh": (
        "订单", "订单号", "单号", "运单号", "快递单号", "尾号", "账号", "卡号", "航班", "座位",
        "座位号", "房间", "房间号", "房号", "预约号", "序号", "号码", "电话", "致电", "拨打",
        "请拨", "热线", "客服", "编号", "车次", "车位", "手机号", "工号", "会员号",
    ),
    "zh_hant": (
        "訂單", "單號", "末四碼", "帳號", "卡號", "班機", "座位號", "房間", "號碼", "電話",
        "編號", "預約號",
    ),
    "ja": (
        "伝票番号", "予約番号", "注文番号", "口座", "部屋", "号室", "便", "座席", "電話番号",
        "会議室",
    ),
    "ko": (
        "운송장번호", "주문번호", "예약번호", "계좌", "좌석", "호실", "전화", "출구", "송장번호",
    ),
    # Doors, orders and parcels in the languages added with held-out set 5: a generic code word
    # before them ("Koden till porten är 4821") names a door code or a reference.
    "sv": (
        "porten", "dörren", "lägenhet", "beställning*", "paketet", "paket", "ordernummer",
        "kollinummer", "sändningsnummer", "sändning*", "spårningsnummer", "bokningsnummer",
        "referensnummer", "fakturanummer", "ocr", "ocr-nummer", "kundnummer", "kontonummer",
        "clearingnummer", "flygnummer", "vagn", "spår", "lgh", "telefon", "mobilnummer",
        "kvitto*", "ärendenummer", "trappuppgången", "ytterdörren", "entrén",
        "koden till kortet", "koden till mitt kort",
        "koden till bankkortet", "koden till kortet mitt",
    ),
    "no": (
        "døren", "døra", "bestilling*", "pakken", "ordre*", "inngangsdøren", "oppgangen",
        "sporingsnummer", "referansenummer", "faktura*", "kundenummer", "flynummer", "sete",
        "leilighet", "tlf", "perrong", "kvittering*",
        "koden til kortet mitt", "koden til bankkortet",
    ),
    "da": (
        "hoveddøren", "pakke", "pakken", "opgangen", "gadedøren", "ordrenummer", "pakkenummer",
        "sæde", "værelse", "lejlighed", "bookingnummer", "referencenummer", "spor", "vogn",
        "koden til kortet", "koden til mit kort",
        "koden til dankortet", "koden til mit dankort",
    ),
    "fi": (
        "ovi", "oven", "tilaus*", "paketti*", "lähetys*", "lähetystunnus", "seurantanumero*",
        "varausnumero*", "varaustunnus*", "viitenumero*", "laskun numero", "asiakasnumero*",
        "tilinumero*", "lento", "lennon", "istuin", "vaunu", "raide", "huone", "asunto",
        "puhelin*", "puh", "rappu", "rapun", "kuitti*", "noutonumero",
    ),
    "nl": (
        "deur", "voordeur", "bestelling*", "pakket*", "zending", "bestelnummer", "track & trace",
        "zendingnummer", "boekingsnummer", "referentie", "kenmerk", "betalingskenmerk",
        "factuur*", "factuurnummer", "klantnummer", "rekeningnummer", "vlucht", "stoel",
        "zitplaats", "spoor", "perron", "rijtuig", "kamer", "appartement", "telefoon",
        "huisnummer", "poort",
    ),
    "pl": (
        "drzwi", "domofon*", "zamówieni*", "paczk*", "przesyłk*", "zamowieni*", "przesylk*",
        "klatk*", "brama", "bramy", "bramę", "brame", "furtk*", "rachunek", "rachunku", "rach.",
        "pokój", "pokoju", "miejsce", "peron", "wagon", "nr zamówienia", "nr zamowienia",
        "zlecenie", "zlecenia",
    ),
    "cs": (
        "dveře", "dveří", "objednávk*", "zásilk*", "balík*", "objednavk*", "zasilk*", "balik*",
        "vchod*", "brána", "brány", "branou", "bráně", "brana", "brany", "číslo objednávky",
        "cislo objednavky", "účet", "účtu", "ucet", "uctu", "pokoj", "pokoje", "sedadlo",
        "nástupiště", "nastupiste", "faktur*", "variabilní symbol", "variabilni symbol", "č.",
        "zakázk*", "zakazk*", "tel.", "dveře č",
    ),
    "uk": (
        "домофон*", "замовлення", "посилк*", "двері", "номер замовлення", "відділення", "кімната",
        "місце", "рахунок", "ттн", "накладн*", "трек-номер", "під'їзд", "поверх",
    ),
    "ro": (
        "ușa", "ușii", "comanda", "comenzii", "coletul", "coletului", "usii", "poarta", "poartă",
        "porții", "portii", "interfon*", "comenzi", "comenzile", "colet", "coletele", "facturii",
        "facturi", "camera", "camerei", "zborul", "zbor", "vagon", "apartament*", "scara",
        "numărul comenzii", "numarul comenzii", "nr. comenzii", "nr comanda",
    ),
    "hu": (
        "ajtó*", "rendelés*", "csomag*", "ajto*", "rendeles*", "megrendelés*", "megrendeles*",
        "kapu", "kaput", "kapunál", "kapunal", "számla*", "szamla*", "szoba", "szobaszám",
        "szobaszam", "ülés", "ules", "vágány", "vagany", "járat", "jarat", "küldemény*",
        "kuldemeny*", "telefonszám*", "telefonszam*", "lépcsőház*", "lepcsohaz*", "rendelésszám*",
        "rendelesszam*", "csomagszám*", "csomagszam*",
    ),
    "he": (
        "דלת", "הדלת", "הזמנה", "ההזמנה", "משלוח", "המשלוח", "טיסה", "הטיסה", "מספר הזמנה",
        "אסמכתא", "דבר הדואר", "מספר מעקב", "חבילה", "החבילה", "מושב", "שער", "דירה", "קומה",
        "חדר", "כרטיס", "חשבון", "טלפון", "חשבונית", "קבלה", "מספר",
    ),
    "el": (
        "πόρτα", "πόρτας", "παραγγελία*", "παραγγελίας", "πτήση", "δέμα*", "κράτηση*", "κράτησης",
        "αποστολή*", "αποστολής", "αριθμός αποστολής", "θέση", "πύλη", "διαμέρισμα", "όροφος",
        "δωμάτιο", "λογαριασμός", "λογαριασμού", "τηλέφωνο", "τηλ", "κάρτα*", "εισιτήριο*",
        "αριθμό", "αριθμός", "εξώπορτα*", "κουδούνι",
    ),
    "fa": (
        "سفارش", "مرسوله", "شماره پیگیری", "شماره مرسوله", "بسته", "پرواز", "شماره پرواز",
        "صندلی", "اتاق", "واحد شماره", "سالن", "گیت", "ترمینال", "سکو", "قطار", "شماره حساب",
        "شماره تماس", "تلفن", "فاکتور", "شماره فاکتور", "صورتحساب", "قبض", "شناسه قبض",
        "شناسه پرداخت", "شماره قبض", "مبلغ", "مانده", "موجودی", "شماره مشتری", "شماره پلاک",
        "پلاک",
    ),
    "ms": (
        "pesanan", "pintu", "nombor pesanan", "no. pesanan", "nombor penjejakan",
        "no. penjejakan", "penjejakan", "bungkusan", "penerbangan", "tempat duduk", "bilik",
        "no. akaun", "nombor akaun", "kad berakhir", "berakhir dengan", "invois", "no. rujukan",
        "rujukan", "hubungi", "talian", "kaunter", "tingkat",
    ),
    "sw": (
        "agizo", "mlango", "kifurushi", "namba ya agizo", "namba ya ufuatiliaji", "ufuatiliaji",
        "ndege", "kiti", "chumba", "tiketi", "ankara", "namba ya akaunti", "namba ya kumbukumbu",
        "risiti", "geti", "ghorofa",
    ),
    "it": (
        "ordine", "numero ordine", "n. ordine", "spedizione", "pacco", "volo", "stanza", "posto",
        "binario", "carrozza", "fattura", "riferimento", "pratica", "interno", "piano", "scala",
        "cellulare", "biglietto", "treno", "tessera", "polizza", "matricola",
        "numero di conferma", "uscita", "ordine n", "rif.",
    ),
    "th": (
        "หมายเลขพัสดุ", "เลขพัสดุ", "พัสดุหมายเลข", "เลขที่คำสั่งซื้อ", "คำสั่งซื้อ", "ออเดอร์",
        "เที่ยวบิน", "ที่นั่ง", "ห้อง", "เลขบัญชี", "โทร", "เบอร์", "เลขที่", "ชั้น", "ประตู",
        "อ้างอิง", "เลขที่บัญชี",
    ),
    "fil": (
        "numero ng order", "tracking no", "kuwarto", "upuan", "resibo", "nagtatapos sa",
        "telepono", "tawagan", "pakete", "palapag",
    ),
    "id": (
        "nomor pesanan", "no. resi", "nomor resi", "resi", "pengiriman", "kursi", "kamar",
        "tiket", "tagihan", "no. rek", "rek", "nomor rekening", "berakhiran", "telepon", "telp",
        "antrian", "lantai", "nomor",
    ),
    "bn": (
        "অর্ডার", "ট্র্যাকিং নং", "ট্র্যাকিং নম্বর", "ট্র্যাকিং", "পার্সেল", "কনসাইনমেন্ট",
        "ফ্লাইট", "সিট", "কোচ", "ট্রেন", "রুম", "কক্ষ", "ফ্ল্যাট", "বাসা নং", "অ্যাকাউন্ট নম্বর",
        "হিসাব নম্বর", "বিল নম্বর", "ইনভয়েস", "ইনভয়েস", "টিকিট", "টিকেট", "রেফারেন্স",
        "ট্রানজেকশন আইডি", "trxid", "মোবাইল নম্বর", "ফোন নম্বর", "হটলাইন", "ব্যালেন্স",
    ),
    "hi": (
        "ऑर्डर", "आर्डर", "ट्रैकिंग नंबर", "ट्रैकिंग आईडी", "पार्सल", "शिपमेंट", "फ्लाइट",
        "उड़ान", "उड़ान", "सीट", "बर्थ", "कोच", "ट्रेन", "गाड़ी संख्या", "गाड़ी संख्या",
        "प्लेटफॉर्म", "प्लेटफ़ॉर्म", "प्लेटफ़ॉर्म", "कमरा", "फ्लैट", "मकान नंबर", "खाता संख्या",
        "खाता नंबर", "बिल नंबर", "चालान", "इनवॉइस", "टिकट", "संदर्भ संख्या", "रेफरेंस नंबर",
        "लेनदेन आईडी", "ट्रांजैक्शन आईडी", "मोबाइल नंबर", "फोन नंबर", "फ़ोन नंबर", "फ़ोन नंबर",
        "हेल्पलाइन", "टोल फ्री",
    ),
    "ur": (
        "آرڈر نمبر", "آرڈر", "ٹریکنگ نمبر", "پارسل", "سیٹ نمبر", "سیٹ", "کمرہ نمبر", "فلائٹ",
        "اکاؤنٹ نمبر", "ٹکٹ نمبر", "بل نمبر", "انوائس", "رسید نمبر", "فون نمبر", "موبائل نمبر",
        "ریفرنس نمبر", "حوالہ نمبر", "ٹرانزیکشن آئی ڈی", "بقایا", "مکان نمبر", "flat no",
        "flat number", "house no", "house number", "plot no", "gali no", "gali number",
        "makan number", "makan no",
    ),
    "ar": (
        "رقم الطلب", "طلب رقم", "طلبك رقم", "رقم الشحنة", "شحنة رقم", "شحنتك رقم", "رقم التتبع",
        "رقم الرحلة", "الرحلة رقم", "رقم الغرفة", "غرفة رقم", "المقعد", "مقعد رقم", "البوابة رقم",
        "رقم الحساب", "رقم حسابك", "رقم الهاتف", "رقم الجوال", "رقم جوال", "رقم الموبايل",
        "اتصل على", "اتصل بنا على", "الرقم المرجعي", "رقم المرجع", "رقم الفاتورة", "فاتورة رقم",
        "رقم العميل", "رقم البوليصة", "رقم التذكرة", "تذكرة رقم", "الشقة رقم", "شقة رقم",
        "رقم الشقة", "الدور", "الطابق", "رقم القطار", "رقم العملية", "رقم المعاملة", "تحويلة",
        "رقم الإيصال",
    ),
    "tr": (
        "sipariş*", "siparis*", "kargo", "takip no", "takip numara*", "gönderi*", "gonderi*",
        "uçuş", "ucus", "sefer", "koltuk", "kapı", "kapi", "daire", "oda", "hesap",
        "ile biten", "pnr", "rezervasyon*", "bilet*", "numaralı", "numarali",
    ),
    "sk": (
        "zásielk*", "zasielk*", "dvere", "dverí", "bránu", "objednávky", "faktúr*", "izba",
        "izby", "izbe", "nástupište", "zákazk*",
    ),
}

# GUARD_PHRASES that say "number", "card" or "account": they keep a number from being a one-time
# code, but a card number may follow them ("número de tarjeta 4111 ..."), so unlike the order,
# parcel, flight and phone words they do not stop a card number from being found. The words of a
# card's last digits ("card ending 4242", "尾号1234") are among them: a whole Luhn-valid card
# number after "ending" is the card itself, not its last four digits.
CARD_NEUTRAL_GUARDS: Final = frozenset(
    {
        "número", "numero", "номер", "号码", "號碼", "no.", "nr.", "#", "n°", "tarjeta", "cartão",
        "карта", "卡号", "卡號", "account", "acct", "cuenta", "conta", "konto", "compte", "счет",
        "счёт", "tài khoản", "tai khoan", "tk", "stk", "账号", "帳號", "口座", "계좌", "pin",
        "card ending", "ending in", "ending", "terminada en", "final", "尾号", "末四碼",
    }
)

# Instructions to type a number in somewhere ("Enter it in the app to finish signing up"): beside
# one, and with no booking or journey word, a confirmation number (otherwise a guard: most are
# bookings and payments) is a one-time code the user must enter.
# Words of a physical way in: beside them a generic code word names a door's, a gate's or a
# key safe's code that a person passes on ("the code 4829 ... so she can get in the garage"),
# not a one-time code a service sent (a code a person forwards from a bank is still one).
ACCESS_WORDS_PATTERN: Final = _led_by_letter(
    (
        "garage", "shed", "gate", "door", "doors", "keypads?", "keys?", "keysafe", "lockbox",
        "padlock", "gym",
        "alarm", "locker", "intercom", "buzzer", "entrance", "porch", "lobby", r"schlüssel\w*",
        # The person a delivery is handed over by ("Informe o código 4821 ao entregador").
        "entregador", "entregadora", "repartidor", "courier", "rider", "livreur", "zusteller",
        "kurir",
        r"tür\w*", "tor", "portail", "porte", "puerta", "portão", "portao", "cancello",
        # The same in the other languages of LANGUAGES ("kód do garáže", "porten er åben,
        # koden er ...", "cod interfon").
        r"garáž\w*", r"garaz\w*", r"vchod\w*", r"brán\w*", "brana", "brány", r"dveř\w*",
        r"dver\w*", "brama", "bramy", "bramie", "bramę", r"klatk\w*", "drzwi", r"furtk\w*",
        r"garaż\w*", r"domofon\w*",
        r"garázs\w*", r"garazs\w*", r"kapu\w*", r"ajtó\w*", r"ajto\w*", r"garaj\w*", r"poart\w*",
        "ușa", "ușii", "usii", r"interfon\w*", "porten", "døren", "døra",
        "dörren", "dorren", "garagen", "garaget", "garasjen", r"nøgleboks\w*", r"nøkkelboks\w*",
        r"nyckelbox\w*", r"nyckelskåp\w*", r"tvättstug\w*", r"opgang\w*", r"oppgang\w*",
        r"trapphus\w*", "ovi", "ovessa", "oveen", r"portti\w*", "portin", r"autotalli\w*",
        r"avainbok\w*", r"rappu\w*", "voordeur", "deur", "poort", r"sleutelkluis\w*", "portone",
        "citofono", "portón", "porton", "portero", "cochera", "portaria", "interfone", "garagem",
        "digicode", "interphone", "haustür", "kapı", "kapi", "pintu", "mlango", "geti",
        "πόρτα", "πορτα", "γκαράζ", "εξώπορτα", "домофон", "подъезд", "під'їзд", r"двер\w*",
        r"ворот\w*", r"gård\w*", r"kælder\w*", r"kjeller\w*", r"källar\w*",
    ),
    "a-z",
    "(?![a-z])",
)

# The same words in scripts with no letter boundary: searched only in a text that is not all
# ASCII.
ACCESS_WORDS_OTHER_PATTERN: Final = (
    "门锁|门禁|钥匙|开门|דלת|השער|הבניין|الباب|البوابة|در ورودی|درب|गेट|दरवाज़ा|दरवाजा|গেট|দরজা"
    "|ประตู|オートロック|玄関|현관|도어락"
)

ENTER_PHRASES: Final[tuple[str, ...]] = (
    "enter it", "enter this number", "enter the number", "type it in",
    "masukin", "masukkan", "type am", "paki-enter", "coloca lá", "coloca la", "coloca no site",
    "digita lá", "اكتبيه",
    "اكتبه",
    "key it in", "input it", "introdúcelo", "introducelo", "ingrésalo", "ingresalo",
    "insira-o", "digite-o", "geben sie sie", "gib sie", "saisissez-le", "entrez-le",
    "inseriscilo", "введите его", "请在", "输入", "輸入", "入力して", "입력해",
    "napiš ho tam", "napis ho tam", "zadej ho", "zadej ho tam", "zadej to tam", "opiš ho",
    "opis ho tam", "přepiš ho", "prepis ho", "vyplň ho", "zadaj ho", "zadaj ho tam",
    "napíš ho tam", "prepíš ho", "prepis ho tam", "wpisz go", "wpisz go sobie", "wpisz to",
    "wpisz ten kod", "przepisz go", "írd be", "ird be", "beírnád", "beirnad", "beírod", "beirod",
    "üsd be", "usd be", "baga-l", "bagă-l", "introdu-l", "scrie-l acolo", "pune-l", "baga-l tu",
    "bagă-l tu", "taste den ind", "tast den ind", "skrive den ind", "skriv den ind",
    "indtaste den", "taste den inn", "tast den inn", "skrive den inn", "skriv den inn",
    "legge den inn", "skriva in den", "skriv in den", "knappa in den", "slå in den", "syötä se",
    "syöttää sen", "laittaa sen sinne", "laita se sinne", "kirjoittaa sen", "näppäile se",
    "vul hem in", "vul het in", "intypen", "typ hem in", "voer hem in", "den eingeben",
    "ihn eingeben", "gib ihn ein", "tipp ihn ein", "eintippen", "введи його", "введіть його",
    "введи его", "βάλ' τον", "βάλε τον", "πληκτρολόγησέ τον", "girer misin", "tuşla",
    "תקלידי אותו", "תקליד אותו", "תכניס אותו", "תכניסי אותו", "uygulamaya gir", "sen gir",
    "ektebo", "ekteboh", "ektebha", "da5alo", "dakhalo", "اكتبيه عندك", "دخليه", "بزنش",
    "واردش کن", "bezanesh", "bezan too", "vared kon", "daal de", "daal do", "dal de", "dal do",
    "enter kar do", "enter kar de", "type kar do", "daal dena", "ڈال دیں", "ڈال دو", "डाल दो",
    "डाल दे", "diye dao", "bosiye dao", "দিয়ে দাও", "দিয়ে দাও", "taipkan", "taip kod",
    "ketik kodenya", "i-type mo", "i-enter mo", "ilagay mo", "iweke", "iandike", "ingiza",
    "กรอกให้", "nhập giúp", "nhập vào", "ponlo", "ponelo", "escríbelo", "escribilo", "tecléalo",
    "mételo", "digítalo", "digitalo", "digita aí", "coloca aí", "põe lá", "põe aí", "mete lá",
    "introduz", "tape-le", "tu peux le taper", "rentre-le", "mets-le", "saisis-le",
    "tu peux le rentrer", "mettilo", "lo metti tu", "scrivilo", "lo inserisci",
    "put it in for me", "can u put it in", "can you put it in",
    "دخله", "حطه",
)

# GUARD_PHRASES that name a number the user may be asked to enter (see ENTER_PHRASES).
ENTERED_NUMBER_GUARDS: Final = frozenset(
    {
        "confirmation number", "número de confirmación", "numero de confirmacion",
        "número de confirmação", "bestätigungsnummer", "numéro de confirmation",
        "numero di conferma", "номер подтверждения", "确认号", "確認號",
    }
)

# Strong code phrases that bookings use too ("Hotel confirmation code: 552019 — check-in 15:00"):
# beside a booking or journey word, and with no one-time-code warning, they name a reference.
BOOKING_AMBIGUOUS_PHRASES: Final = frozenset(
    {
        "confirmation code", "access code", "passcode", "enter this code",
        "código de confirmación",
        "codigo de confirmacion",
        "código de confirmação", "codigo de confirmacao", "code de confirmation",
        "確認番号", "确认码", "確認碼",
        # A parcel locker's number to open it ("お荷物が届きました。認証番号：482137 ロッカー").
        "認証番号",
    }
)

# GUARD_PHRASES that name a phone: after "my" (and its translations) the phone is where a code
# arrived, not the label of a phone number (codes.py, _device_not_a_label).
DEVICE_GUARDS: Final = frozenset(
    {
        "phone", "mobile", "cell", "celular", "handy", "téléphone", "telefono", "телефон",
        "telefon", "telefonu", "telefonen", "telefoon", "telefone", "mobil", "mobilen", "mobilu",
        "fon", "hp", "simu", "telepon", "puhelin", "puhelimeen", "τηλέφωνο", "κινητό",
        "телефоні", "điện thoại", "móvil", "movil", "portable", "cellulare", "cep", "موبایل",
        "گوشی", "فون", "موبائل", "फोन", "ফোন", "โทรศัพท์", "טלפון", "هاتف", "جوال",
    }
)

# GUARD_PHRASES that name an account: right after a strong code keyword ("Sicherheitscode für
# Ihr Konto: 2291") they say whose code it is and do not guard the number.
ACCOUNT_GUARDS: Final = frozenset(
    {
        "account", "acct", "cuenta", "conta", "konto", "compte", "счет", "счёт", "tài khoản",
        "tai khoan", "账号", "帳號", "口座", "계좌", "účet", "účtu", "рахунок", "számla", "חשבון",
        "λογαριασμός", "λογαριασμού", "hesap",
    }
)

# Words of sign-in approvals by number matching (Microsoft Authenticator, Okta Verify, Duo:
# the sign-in page shows a two- or three-digit number and the phone asks for it); when one is
# present, NUMBER_MATCH_PATTERN finds the number.
APPROVAL_PHRASES: Final[tuple[str, ...]] = (
    "authenticator", "okta verify", "duo mobile", "approve sign-in", "approve sign in",
    "approve this sign-in", "approve the request", "number matching", "login request",
    "sign-in request", "sign in request", "login attempt", "sign-in attempt",
    "signing in", "confirm it's you", "confirm it’s you", "confirm it is you",
    # A sign-in on another device ("Sign in on your laptop? Enter 47 on the other device").
    "sign in on your", "new sign-in on", "on the other device", "on your other device",
)
NUMBER_MATCH_PATTERN: Final = (
    r"(?:enter|tap|select|choose|type|pick)\s+(?:the\s+number\s+)?(?P<code>\d{2,3})(?!\d)"
    r"[^.\n]{0,60}?(?:authenticator|to approve|to sign in|okta verify|duo"
    r"|to confirm it(?:'s|’s| is) you)"
)

# A number to type into an app to activate or confirm something, with no code word ("Enter
# 55-19-03 in the Olvera app to activate your new debit card", "Inserisci 4821 nell'app per
# attivare il tuo account"): a one-time code. Over lower-cased text; each verb leads with its
# letter (ENTER_CODE_GATES are its literals, tested first).
ENTER_CODE_PATTERN: Final = (
    r"(?:enter|type|inserisci|introduce|ingresa|digite|insira|saisissez|entrez|geben sie"
    r"|введите|masukkan|nhập):?\s+"
    # A code's name may stand between ("enter confirmation number 66 19 02 in the app").
    r"(?:(?:the|your|this|el|tu|este)\s+)?(?:(?:confirmation|activation|verification)\s+"
    r"(?:code|number)\s+|(?:número|numero|código|codigo)\s+)?"
    # Digits, or two groups of letters and digits ("enter 77q-k4p in the app").
    r"(?P<code>\d(?:[ \-]?\d){3,7}(?![\d\-])|(?=[a-z\-]*\d)[0-9a-z]{3,4}-[0-9a-z]{3,4}(?![\w\-]))"
    r"(?:[^.\n]{0,30}?(?:app|site|website|aplicación|aplicativo|appli|приложени|aplikasi"
    r"|ứng dụng))?[^.\n]{0,20}?(?:to activate|to confirm|to verify|to finish|to complete|to approve"
    r"|to sign in|to log in|within|per attivare|per confermare"
    r"|para activar|para confirmar|para ativar|pra confirmar|pra ativar|pour activer|pour confirmer"
    r"|zu aktivieren|zu bestätigen|чтобы активировать|чтобы подтвердить|untuk mengaktifkan"
    r"|để kích hoạt)"
)
# A code to use to confirm, the purpose right after it ("use 381052 pra confirmar seu Pix",
# "use 482913 to verify your account"), over lower-cased text.
USE_CODE_PATTERN: Final = (
    r"(?:use|usa|utilize|utiliza|gunakan)\s+(?P<code>\d{4,8})\s+(?:to|pra|para|untuk)\s+"
    r"(?:confirm|verify|validate|activate|log in|sign in|confirmar|validar|ativar|activar"
    r"|verifikasi|mengonfirmasi"
    # An account's recovery ("Use 204711 to recover your Instagram account").
    r"|recover (?:your|ur) |reset (?:your|ur) password)"
)
# The same with the number first ("482 019 — enter this in the Brightline app to finish
# signing in"); over lower-cased text.
ENTER_CODE_FIRST_PATTERN: Final = (
    r"(?P<code>\d(?:[ \-]?\d){3,7})(?![\d\-])\s*[—–\-:,]\s*(?:enter|type)\s+(?:this|it)"
    r"\s+(?:in|into|on)\s+[^.\n]{0,30}?(?:app|site|website)"
)
# The purpose first, then the number to enter ("to activate your new line, enter confirmation
# number 551902 when the setup asks for it", "Confirm your sign-up: enter 3318 in the app").
ENTER_CODE_PURPOSE_FIRST_PATTERN: Final = (
    r"(?:to activate|to confirm|to verify|to finish|to complete|activate your|confirm your"
    r"|verify your|finish your|complete your)[^.\n]{0,40}?[,:]\s*(?:enter|type)\s+"
    r"(?:(?:the|your|this)\s+)?(?:(?:confirmation|activation|verification)\s+(?:code|number)\s+)?"
    r"(?P<code>\d(?:[ \-]?\d){3,7}(?![\d\-]))"
)
ENTER_CODE_GATES: Final[tuple[str, ...]] = (
    "activ", "attiv", "ativar", "confirm", "verify", "bestätigen", "активир", "подтверд",
    "kích hoạt", "finish", "complete", "approve", "sign in", "log in", "within",
    "enter this", "enter it", "type this", "type it", "recover", "reset",
)

# GUARD_PHRASES of journeys: a letter-and-digit code beside one is a booking reference
# ("Your confirmation code is HX7K2P. Flight DL 405"), worth remembering.
TRAVEL_GUARDS: Final = frozenset(
    {
        "flight", "gate", "seat", "boarding pass", "train", "terminal", "vuelo", "asiento",
        "voo", "assento", "flug", "gleis", "vol", "voie", "tgv", "рейс", "вагон",
        "chuyến bay", "chuyen bay", "航班", "车次", "班機", "便", "座席", "좌석",
    }
)

# Currency words and signs; a number right beside one is an amount.
MONEY_PHRASES: Final[tuple[str, ...]] = (
    "$", "€", "£", "¥", "￥", "₽", "₩", "₫", "%", "％", "元", "円", "원", "块", "usd", "eur",
    "gbp", "rmb", "cny", "inr", "rs", "vnd", "đ", "r$", "nt$", "hk$", "руб", "rub", "yen",
    "dollars", "euros", "pesos", "reais", "kr", "chf", "₹", "₺", "฿", "₱", "rupees", "rupee",
    "rs.", "tl", "lira", "rp", "idr", "riyal", "ريال", "sar", "aed", "درهم", "baht", "บาท", "thb",
    "pln", "zł", "myr", "rm", "php", "₴", "uah", "грн", "mxn", "cop", "ars", "clp", "ksh",
    "kshs", "kes",
    "ریال", "تومان", "تومن", "روپے", "روپیہ", "روپیے", "रुपये", "रुपए", "रु.", "টাকা", "جنيه",
    "دينار", "ر.س", "ج.م", "د.إ",
    "kč", "czk", "huf", "forint*", "ksh", "kes", "tsh", "ugx",
    "btc", "bitcoin", "usdt",
    # Indian numbering of sums ("prize 25 lakh", "Rs 2 crore").
    "lakh", "lakhs", "crore", "crores",
)

# Promotion codes: a marketing signal (counts 1: a chat may mention one), and never a one-time
# code keyword.
PROMO_CODE_PHRASES: Final[tuple[str, ...]] = (
    "discount code", "promo code", "coupon code", "voucher code", "exclusive code",
    "código promocional",
    "codigo promocional", "código de descuento", "código de desconto", "cupom de desconto",
    "gutscheincode", "rabattcode", "aktionscode", "code promo", "code de réduction", "промокод*",
    "mã giảm giá", "ma giam gia", "优惠码", "折扣码", "優惠碼", "クーポンコード", "할인코드",
    "할인 코드", "쿠폰 코드", "쿠폰번호", "codice promozionale", "codice sconto", "kode promo",
    "kode voucher", "promosyon kodu", "indirim kodu", "kupon kodu", "कूपन कोड", "كود الخصم",
    "رمز الخصم", "كوبون", "โค้ดส่วนลด",
    "slevový kód", "slevovým kódem", "slevového kódu", "slevovy kod", "slevovym kodem",
    "promo kód", "kód na slevu", "zľavový kód", "zľavovým kódom", "zlavovy kod", "zlavovym kodom",
    "kodem rabatowym", "kodu rabatowego", "kod zniżkowy", "kod znizkowy", "kodem zniżkowym",
    "kodem promocyjnym", "kuponkód*", "kuponkod*", "kedvezménykód*", "kedvezmenykod*",
    "promóciós kód*", "promocios kod*", "cod promotional", "codul promotional", "cod de reducere",
    "codul de reducere", "cupon de reducere", "codul de discount", "cod de discount",
    "rabatkode*", "kampagnekode*", "kuponkode*", "bruk rabattkoden", "använd rabattkoden",
    "med rabattkoden", "kampanjkod*", "kampanjekode*", "kampanjakoodi*", "alennuskoodi*",
    "kuponkikoodi*", "kortingscode*", "actiecode*", "promotiecode", "кодом на знижку",
    "κωδικό έκπτωσης", "κωδικός προσφοράς", "κωδικό προσφοράς", "κουπόνι έκπτωσης", "קוד הטבה",
    "kupon kodun", "indirim kodun", "كود خصم", "رمز خصم", "رمز ترويجي", "الرمز الترويجي",
    "كود ترويجي", "البرومو كود", "برومو كود", "کوپن تخفیف", "پرومو کوڈ", "ڈسکاؤنٹ کوڈ",
    "کوپن کوڈ", "واؤچر کوڈ", "प्रोमो कोड", "डिस्काउंट कोड", "वाउचर कोड", "প্রোমো কোড", "কুপন কোড",
    "ডিসকাউন্ট কোড", "ভাউচার কোড", "code takhfif", "kod promo", "kod kupon", "kode diskon",
    "kode kupon", "msimbo wa punguzo", "msimbo wa ofa", "msimbo wa promo", "ใช้โค้ด", "โค้ดลด",
    "กรอกโค้ด", "คูปองส่วนลด", "mã khuyến mãi", "ma khuyen mai", "mã ưu đãi", "ma uu dai",
    "mã voucher", "mã freeship", "código de cupón", "cupón de descuento", "código descuento",
    "código promo", "codigo promo", "código do cupom", "vale-desconto", "code promotionnel",
    "code avantage", "code remise", "code de remise", "bon de réduction", "code réduc",
    "codice promo", "codice coupon", "coupon sconto", "codice buono",
    "كود خصم خاص", "با کد", "code lagayen", "code lagao", "কোড ব্যবহার", "guna kod", "dengan kod",
    "gamit ang code", "kwa msimbo",
    "استخدم الكود", "استخدمي الكود",
)

# Words of bookings and reservations: their reference codes are worth remembering, so an
# alphanumeric candidate is never a one-time code when one of these is present.
BOOKING_PHRASES: Final[tuple[str, ...]] = (
    "booking", "booked", "reservation", "reserva", "buchung", "réservation", "бронь",
    "бронирование", "đặt phòng", "预订", "預訂", "予約", "예약", "itinerary", "check-in",
    # A meeting's invite: its passcode joins the meeting and is worth remembering with it.
    "meeting id", "meeting number", "webinar id", "conference id", "id de réunion",
    "id de reunión", "id da reunião", "besprechungs-id", "meeting-id", "会议号", "會議號",
    "ミーティングid", "회의 id",
    "rezervac*", "rezervován*", "rezervovan*", "rezerváci*", "rezerwacj*", "zarezerwowan*",
    "foglalás*", "foglalas*", "szállásfoglalás*", "rezervare*", "rezervarea", "rezervării",
    "rezervarii", "id schůzky", "id schuzky", "id stretnutia", "id spotkania",
    "azonosító értekezlet", "id-ul întâlnirii", "bookingreference", "reservationsnummer",
    "bestillingsreferanse", "bestillingsnummer", "reservasjon*", "bokning*", "bokad", "bokat",
    "varaus*", "varauksesi", "varattu", "boeking*", "reservering*", "geboekt", "buchungsnummer",
    "gebucht", "reservierung*", "incheckning", "innsjekking", "lähtöselvitys", "inchecken",
    "møde-id", "mötes-id", "kokouksen tunnus", "vergader-id", "бронювання", "номер бронювання",
    "броню", "κράτησή σας", "צ'ק-אין", "צ׳ק-אין", "رقم الحجز", "تأكيد الحجز", "تم تأكيد حجزك",
    "حجزك", "رزرو", "کد رزرو", "شماره رزرو", "بکنگ", "بکنگ نمبر", "ریزرویشن", "बुकिंग", "आरक्षण",
    "पीएनआर", "বুকিং", "বুকিং আইডি", "tempahan", "nombor tempahan", "daftar masuk", "pemesanan",
    "reservasi", "kode pemesanan", "reserbasyon", "namba ya kuhifadhi", "uhifadhi wako", "การจอง",
    "หมายเลขการจอง", "เช็คอิน", "เช็กอิน", "đặt chỗ", "mã đặt chỗ", "đặt vé", "dat ve",
    "dat phong", "nhận phòng", "reservación", "reservacion", "localizador", "número de reserva",
    "prenotazione", "prenotato", "prenotata", "id della riunione", "id riunione",
    "numéro de réunion", "tarjeta de embarque", "cartão de embarque", "carte d'embarquement",
    "carta d'imbarco", "referência da reserva", "référence de réservation", "agendamento",
)

# --- secrets -------------------------------------------------------------------------------

# Wallet seed (recovery) phrases: BIP-39 mnemonics of 12 to 24 words. Beside one of these
# phrases, a run of SEED_PHRASE_MIN_WORDS plain words (see noise._seed_run) is a secret.
SEED_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "seed phrase", "seed phrases", "seedphrase", "seed words", "recovery phrase",
        "secret recovery phrase", "secret phrase", "wallet phrase", "backup phrase", "mnemonic",
        "mnemonic phrase", "mnemonic words", "recovery words", "wallet seed", "bip39",
        "bip-39", "passphrase words", "secret words", "12-word phrase", "24-word phrase",
        # The note a person writes over a backup of the phrase ("wallet backup, DO NOT LOSE:
        # orbit canyon ...").
        "wallet backup",
        "12-word seed", "24-word seed", "12-word recovery phrase", "24-word recovery phrase",
        "seed:",
        "backup words", "backup words for the hardware wallet",
    ),
    "es": (
        "frase semilla", "frase de recuperación", "frase de recuperacion", "frase secreta",
        "frase de respaldo", "palabras semilla", "frase mnemotécnica", "semilla de la cartera",
    ),
    "pt": (
        "frase semente", "frase-semente", "frase de recuperação", "frase de recuperacao",
        "frase secreta", "frase de backup", "palavras de recuperação", "frase mnemônica",
    ),
    "de": (
        "seed-phrase", "wiederherstellungsphrase", "wiederherstellungssatz", "geheime phrase",
        "mnemonische phrase", "seed-wörter", "wiederherstellungswörter",
    ),
    "fr": (
        "phrase de récupération", "phrase de recuperation", "phrase secrète", "phrase secrete",
        "phrase mnémonique", "phrase de sauvegarde", "mots de récupération",
    ),
    "it": ("frase di recupero", "frase segreta", "frase seed", "frase mnemonica",
           "parole di recupero"),
    "nl": ("herstelzin", "herstelfrase", "geheime zin", "seedzin"),
    "sv": ("återställningsfras", "seedfras", "hemlig fras"),
    "no": ("gjenopprettingsfrase", "seedfrase"),
    "da": ("gendannelsessætning", "seed-sætning", "gendannelsesfrase"),
    "fi": ("palautuslause", "siemenlause"),
    "pl": ("fraza odzyskiwania", "fraza seed", "fraza tajna", "fraza odzyskiwania portfela"),
    "cs": ("obnovovací fráze", "seed fráze", "tajná fráze"),
    "ru": (
        "сид-фраза", "сид фраза", "сид-фразу", "сид фразу", "фраза восстановления",
        "фразу восстановления", "секретная фраза", "секретную фразу", "мнемоническая фраза",
        "мнемоническую фразу", "seed-фраза", "seed фраза",
    ),
    "uk": ("сід-фраза", "сід фраза", "фраза відновлення", "секретна фраза"),
    "ro": ("frază de recuperare", "fraza de recuperare", "fraza secretă"),
    "hu": ("helyreállítási kifejezés", "titkos helyreállítási kifejezés", "seed kifejezés"),
    "tr": ("kurtarma ifade*", "gizli kurtarma ifade*", "tohum ifade*", "anımsatıcı ifade*"),
    "el": ("φράση ανάκτησης", "μυστική φράση"),
    "zh": ("助记词", "恢复短语", "助记短语", "种子短语", "私钥短语"),
    "zh_hant": ("助記詞", "復原短語", "恢復短語", "種子短語"),
    "ja": (
        "リカバリーフレーズ", "シードフレーズ", "復元フレーズ", "ニーモニック",
        "秘密のリカバリーフレーズ",
    ),
    "ko": ("복구구문", "복구 문구", "시드 구문", "비밀 복구 구문", "니모닉", "시드 문구"),
    "vi": ("cụm từ khôi phục", "cum tu khoi phuc", "cụm từ bí mật", "cụm từ hạt giống"),
    "id": ("frasa pemulihan", "frasa benih", "frasa rahasia"),
    "ms": ("frasa pemulihan dompet",),
    "he": ("ביטוי שחזור", "ביטוי הסיד", "משפט שחזור"),
    "ar": ("عبارة الاسترداد", "العبارة السرية", "عبارة الاسترجاع", "الكلمات السرية"),
    "fa": ("عبارت بازیابی", "عبارت بازیابی مخفی", "کلمات بازیابی"),
    "hi": ("रिकवरी फ्रेज़", "सीड फ्रेज़"),
    "ur": ("ریکوری فریز", "سیڈ فریز", "بحالی کے الفاظ"),
    "bn": ("রিকভারি ফ্রেজ", "সিড ফ্রেজ", "পুনরুদ্ধার বাক্যাংশ"),
    "sw": ("maneno ya kurejesha", "maneno ya urejeshaji"),
    "th": ("วลีกู้คืน", "ซีดเฟรส", "วลีสำรอง"),
    "fil": ("seed phrase ng wallet", "recovery phrase ng wallet", "mga salita ng wallet"),
    "sk": ("obnovovacia fráza", "obnovovacia fraza", "seed fráza", "záložná fráza"),
}

# Words that point at a wallet without naming its phrase ("the seed for the test wallet",
# "my crypto wallet"): two of them, or one beside a numbered list of words, gate the same run.
SEED_HINT_PHRASES: Final[tuple[str, ...]] = (
    "seed", "wallet", "metamask", "trust wallet", "ledger", "trezor", "phantom", "exodus",
    "crypto wallet", "hardware wallet", "cartera", "carteira", "кошелек",
    "кошелёк", "гаманець", "钱包", "錢包", "ウォレット", "지갑", "dompet", "ví tiền",
    "portefeuille", "portafoglio", "portfel", "cüzdan",
)

# A seed phrase's shortest length (BIP-39: 12, 15, 18, 21 or 24 words).
SEED_PHRASE_MIN_WORDS: Final = 12
# The BIP-39 wordlists (of the ``mnemonic`` package) in which a bare run of
# SEED_PHRASE_MIN_WORDS words is a seed phrase without any seed word beside it; the CJK lists
# (a word is one character) are left out, since any sentence would read as one.
SEED_WORDLISTS: Final[tuple[str, ...]] = ("english", "spanish", "french", "italian", "portuguese")

# Provider-prefixed tokens and keys: (rule name, gates, regular expression). The expression is
# case-sensitive and matches the whole token, so its span is exact and can be masked. The gates
# are phrases (same syntax as the phrase tables) found by the one phrase scan; an expression
# only runs when one of its gates was found.
SECRET_TOKEN_PATTERNS: Final[tuple[tuple[str, tuple[str, ...], str], ...]] = (
    (
        "private_key",
        ("private key",),
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*",
    ),
    ("putty_key", ("putty-user-key-file",), r"PuTTY-User-Key-File-\d: [\s\S]*"),
    # HashiCorp Vault's service and batch tokens.
    ("vault_token", ("hvs.", "hvb."), r"(?<![A-Za-z0-9])hv[sb]\.[A-Za-z0-9_\-]{24,}"),
    # A Discord bot token: the bot's id in base64, a timestamp and an HMAC, dot-separated.
    (
        "discord_token",
        ("token", "discord"),
        r"(?<![A-Za-z0-9])[MNO][A-Za-z0-9_\-]{10,27}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,40}",
    ),
    # A wallet's private key in hex (64 digits, "0x" or not) after a private-key word; a
    # transaction hash has the same shape, so the word gates it.
    (
        "hex_private_key",
        ("private key", "priv key", "privkey", "private-key", "pk"),
        r"(?<![0-9A-Za-z])(?:0x)?[0-9a-fA-F]{64}(?![0-9A-Za-z])",
    ),
    (
        "github_token",
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
        r"(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{30,255}",
    ),
    ("github_pat", ("github_pat_",), r"(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{22,255}"),
    # An e-mail address and its password after a slash ("anna.k@mail.example /
    # Sunflower!88"): a login given whole; the value holds a letter and a digit.
    (
        "email_password_pair",
        ("@",),
        r"(?<![\w.+\-])[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+\s*/\s*"
        r"(?P<value>(?=[!-~]*\d)(?=[!-~]*[A-Za-z])[!-~]{6,64})",
    ),
    # A Wi-Fi QR code's text ("WIFI:T:WPA;S:Cafe;P:latte4ever;;"): the password after "P:".
    ("wifi_qr", ("wifi:",), r"(?i:wifi:)(?:[^;\n]*;)*?P:(?P<value>[^;\n]+)"),
    # Figma personal access tokens.
    ("figma_token", ("figd_",), r"(?<![A-Za-z0-9_])figd_[A-Za-z0-9_\-]{30,}"),
    # Grafana service-account tokens: "glsa_", 32 characters, "_", an 8-hex checksum.
    ("grafana_token", ("glsa_",), r"(?<![A-Za-z0-9_])glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}"),
    (
        "gitlab_token",
        ("glpat-", "glrt-", "gldt-", "glptt-", "glcbt-", "glsoat-"),
        r"(?<![A-Za-z0-9_])gl(?:pat|rt|dt|ptt|cbt|soat)-[A-Za-z0-9_\-]{20,}",
    ),
    # The user's own PIN given with its digits ("Your new PIN is 4821", "card PIN: 7731",
    # "log in with PIN 4821"). A PIN named for something else (a parcel pickup, a ride, a
    # dial-in) is worth remembering and is not matched; "PIN" is a guard word, found as one.
    (
        "pin",
        ("pin",),
        r"(?i:(?<![A-Za-z])(?:your|my|new|card|account|bank|banking|netbanking|app|atm|upi|debit"
        r"|credit|sim|login|with)"
        r"\s+(?:new\s+)?pin(?![A-Za-z])(?:\s+(?:code|number))?\s*(?:is|:|=|-)?\s*)"
        r"(?P<value>\d{4,8})(?!\d)",
    ),
    (
        "aws_access_key",
        ("akia*", "asia*", "agpa*", "aida*", "aroa*", "anpa*", "anva*", "aipa*"),
        r"(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}(?![A-Z0-9])",
    ),
    # After "aws ... secret", or after "secret" once an access key is in the text (the secret
    # half of a pair: "access key AKIA... and secret wJalr...").
    (
        "aws_secret_key",
        ("aws*", "akia*", "asia*"),
        r"(?i:(?:aws.{0,24})?secret.{0,24}?)(?<![A-Za-z0-9/+])(?P<value>[A-Za-z0-9/+]{40})"
        r"(?![A-Za-z0-9/+=])",
    ),
    ("slack_token", ("xox*",), r"(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9\-]{10,}"),
    (
        "slack_webhook",
        ("hooks.slack.com",),
        r"hooks\.slack\.com/services/T[A-Za-z0-9_]+/B[A-Za-z0-9_]+/[A-Za-z0-9_]+",
    ),
    (
        "stripe_key",
        ("_live_", "_test_"),
        r"(?<![A-Za-z0-9])(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}",
    ),
    ("stripe_webhook_secret", ("whsec_",), r"(?<![A-Za-z0-9])whsec_[A-Za-z0-9]{24,}"),
    (
        "slack_app_token",
        ("xapp-",),
        r"(?<![A-Za-z0-9])xapp-\d-[A-Z0-9]{6,}-\d{6,}-[A-Za-z0-9]{20,}",
    ),
    ("sk_key", ("sk-",), r"(?<![A-Za-z0-9_\-])sk-(?:[A-Za-z0-9]+-)*[A-Za-z0-9_]{20,}"),
    ("google_api_key", ("aiza*",), r"(?<![A-Za-z0-9])AIza[0-9A-Za-z_\-]{35}"),
    ("google_oauth_token", ("ya29.",), r"(?<![A-Za-z0-9])ya29\.[0-9A-Za-z_\-]{20,}"),
    ("npm_token", ("npm_",), r"(?<![A-Za-z0-9])npm_[A-Za-z0-9]{36}"),
    ("pypi_token", ("pypi-",), r"(?<![A-Za-z0-9])pypi-AgE[A-Za-z0-9_\-]{40,}"),
    ("docker_token", ("dckr_",), r"(?<![A-Za-z0-9])dckr_(?:pat|oat)_[A-Za-z0-9_\-]{20,}"),
    (
        "azure_storage_key",
        ("accountkey", "sharedaccesskey"),
        r"(?i:AccountKey|SharedAccessKey)=[A-Za-z0-9+/]{30,}={0,2}",
    ),
    (
        "azure_client_secret",
        ("q~",),
        r"(?<![A-Za-z0-9_~.\-])[A-Za-z0-9_.\-]{3}\dQ~[A-Za-z0-9_.~\-]{30,40}",
    ),
    ("twilio_key", ("sk*", "ac*"), r"(?<![A-Za-z0-9])(?:SK|AC)[0-9a-f]{32}(?![A-Za-z0-9])"),
    # A key's label, what it is for ("API key for staging", "voor Mollie"), then a colon and a
    # value of 20 or more characters with a letter and a digit, or with no colon one of 24 or
    # more with a capital, a small letter and a digit ("consumer key Xk9mP2qL...").
    (
        "labelled_key",
        (
            "api key", "apikey", "api_key", "token", "_token", "secret",
            "access key", "private_key", "consumer key", "client secret",
        ),
        r"(?:(?i:api[_ \-]?key|secret(?:[_ \-]?key)?|token|access[_ \-]?key"
        r"|consumer[_ \-]?(?:key|secret)|client[_ \-]?secret)"
        r"(?:\s+(?i:for|voor|für|pour|para|per|do|dla|pro|de)\s+[^\s:=]{1,30})?\s*[:=]\s*[\"']?"
        r"|(?i:api[_ \-]?key|consumer[_ \-]?(?:key|secret)|client[_ \-]?secret)\s+"
        r"(?=[A-Za-z0-9_\-+/=.~]{24,200}(?![A-Za-z0-9_\-+/=.~]))(?=\S*[a-z])(?=\S*[A-Z]))"
        r"(?P<value>(?=[A-Za-z0-9_\-+/=.~]{20,200}(?![A-Za-z0-9_\-+/=.~]))"
        r"(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[A-Za-z0-9_\-+/=.~]{20,200})",
    ),
    (
        "mercadopago_token",
        ("app_usr",),
        r"(?<![A-Za-z0-9])APP_USR-\d{10,20}-\d{6}-[0-9a-f]{32}-\d{6,12}(?![0-9])",
    ),
    (
        "mollie_key",
        ("live_", "test_"),
        r"(?<![A-Za-z0-9_])(?:live|test)_[A-Za-z0-9]{30}(?![A-Za-z0-9])",
    ),
    ("huggingface_token", ("hf_",), r"(?<![A-Za-z0-9])hf_[A-Za-z0-9]{30,}"),
    (
        "sendgrid_key",
        ("sg.",),
        r"(?<![A-Za-z0-9])SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    ),
    (
        "url_credentials",
        ("://",),
        r"(?<=://)[^\s:/@]{1,64}:[^\s@/]{1,128}(?=@)",
    ),
    # The bot API's token: the bot's id, a colon, "AA" and 33 characters (30 to 35 taken, so a
    # token cut or mistyped by a character is masked all the same).
    (
        "telegram_bot_token",
        (":aa*",),
        r"(?<![0-9])[0-9]{8,10}:AA[A-Za-z0-9_\-]{30,35}(?![A-Za-z0-9_\-])",
    ),
    # "Authorization: Bearer <token>", "bearer token abc…": the value after the word.
    (
        "bearer_token",
        ("bearer",),
        r"(?i:bearer)(?:\s+token)?\s*[:=]?\s*"
        r"(?P<value>(?=[A-Za-z0-9\-._~+/]*\d)[A-Za-z0-9\-._~+/]{20,}=*)",
    ),
    (
        "jwt",
        ("eyj*",),
        r"(?<![A-Za-z0-9_\-])eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{6,}",
    ),
)

# Words for "password" (the prose rule: the word, an optional few words such as "of the wifi",
# a connector such as "is", ":", "为", "は", then a value with a digit or symbol).
PASSWORD_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": ("password", "passwd", "pwd", "pw", "pass", "passphrase", "wifi key", "key:"),
    "es": (
        "contraseña", "contrasena", "clave del wifi", "clave de wifi", "clave wifi", "clave:",
        "clave de la red",
        "contra del wifi", "contra del internet", "contra de la red", "clave de internet",
        "clave del internet", "clave de mi correo", "clave del correo", "clave de mi cuenta",
        "contraseña de la red", "contraseña del router",
    ),
    "pt": (
        "senha", "chave do wifi", "chave wifi", "palavra-passe", "senha do wi-fi",
        "chave de segurança da rede", "código secreto", "codigo secreto", "senha da rede",
    ),
    "de": (
        "passwort", "kennwort", "wlan-passwort", "wlan-schlüssel", "wlan-kennwort",
        "netzwerkschlüssel", "wifi-passwort", "wlan-key",
        "wlan-code", "wlan-zugang",
        # German compounds that end in the word ("Ihr Initialpasswort lautet: ...").
        "initialpasswort", "startpasswort", "erstpasswort", "anfangspasswort",
        "zugangspasswort", "standardpasswort", "übergangspasswort", "initialkennwort",
        "startkennwort", "zugangskennwort", "wlanpasswort", "routerpasswort",
    ),
    "fr": (
        "mot de passe", "mdp", "clé wifi", "clé wi-fi", "clé du wifi", "clé wpa", "cle wpa",
        "code wifi", "code du wifi", "clé de sécurité réseau", "clé réseau", "code secret",
        "mot de pass", "mots de passe",
    ),
    "nl": (
        "wachtwoord", "ww", "wifiwachtwoord", "netwerksleutel*", "wachtwoord van de wifi",
        "de code van de wifi", "code van het netwerk",
    ),
    "pl": (
        "hasło", "haslo", "hasła", "hasla", "hasłem", "haslem", "hasło do wifi", "haslo do wifi",
        "hasło wifi", "haslo wifi",
    ),
    "sv": (
        "lösenord*", "losenord*", "lösen", "losen", "koden till wifi", "koden till wifin",
        "nätverksnyckel*",
        "koden till nätet", "koden till nätverket", "koden till natet", "koden till natverket",
    ),
    "ru": ("пароль от", "парол*", "пароль для"),
    "vi": (
        "mật khẩu", "mat khau", "mật mã", "mat ma", "mật khẩu wifi", "mk fb", "mk facebook",
        "mk zalo", "mk wifi", "mk wf", "mk gmail", "mk instagram", "pass fb", "pass zalo",
    ),
    "zh": ("密码", "口令"),
    "zh_hant": ("密碼",),
    "ja": ("パスワード", "暗証番号", "暗号化キー"),
    "ko": ("비밀번호", "비번", "암호"),
    "it": (
        "chiave wifi", "chiave del wifi", "psw", "password del wifi", "chiave di rete",
        "codice segreto", "parola d'ordine",
    ),
    "tr": ("şifre*", "sifre*", "parola*", "wifi şifre*", "wifi sifre*", "parolam", "parolası"),
    "id": (
        "kata sandi*", "sandi wifi", "sandi*", "password wifi", "pass wifi", "passwordnya",
        "paswordnya", "pwnya", "sandinya",
    ),
    "hi": ("पासवर्ड", "कार्ड का पिन", "एटीएम पिन", "एटीएम का पिन", "यूपीआई पिन", "पिन नंबर"),
    "ar": (
        "كلمة السر", "كلمة المرور", "الباسورد", "باسورد", "كلمة سر", "كلمه السر", "كلمه المرور",
        "كلمة مرور", "رمز الواي فاي", "رمز الشبكة", "باسوورد", "الباسوورد", "kelmet el ser",
        "kelmet el sir", "el basword", "basword",
        "باسورد الوايفاي", "باسورد حساب",
    ),
    "el": (
        "κωδικός του wifi", "κωδικός wifi", "κωδικός του ρούτερ", "συνθηματικό",
        "κωδικός για το wifi", "κωδικό του wifi", "κωδικος του wifi", "kwdikos tou wifi",
        "κωδικός πρόσβασης", "κωδικό πρόσβασης", "κωδικός του ίντερνετ",
    ),
    "he": ("הסיסמה", "סיסמה", "סיסמא", "סיסמת", "הסיסמא", "ססמה", "הססמה"),
    "th": (
        "รหัสผ่าน", "รหัส wifi", "รหัสwifi", "รหัสไวไฟ", "พาสเวิร์ด", "รหัสเน็ต", "รหัสวายฟาย",
        "พาสไวไฟ",
    ),
    "sw": (
        "nenosiri", "nenosiri la", "neno la siri", "neno la siri la", "nywila",
        "password ya wifi",
    ),
    "fil": ("pasword", "password ng wifi", "password sa wifi"),
    "ms": ("kata laluan", "kata laluan wifi", "pass dia", "password dia"),
    "bn": (
        "পাসওয়ার্ড", "পাসওয়ার্ড", "কার্ডের পিন", "এটিএম পিন", "পিন নম্বর", "পিন নাম্বার",
        "বিকাশ পিন", "বিকাশের পিন",
    ),
    "ur": ("پاس ورڈ", "پاس وَرڈ", "کارڈ کا پن", "اے ٹی ایم پن"),
    "fa": (
        "رمز عبور", "کلمه عبور", "کلمه‌ی عبور", "کلمه ی عبور", "پسورد", "پسوورد", "رمز وای فای",
        "رمز وای‌فای", "رمز wifi", "رمز اینترنت", "رمز مودم", "رمز ورود", "رمز کارت", "رمز دوم",
        "رمز اول", "ramz wifi", "ramze wifi", "ramz obur", "ramze obur",
    ),
    "uk": ("пароль від", "пароль до", "пароль на"),
    "fi": (
        "salasana*", "salis", "wifin salasana", "verkon salasana", "verkkoavain*", "tunnussana*",
        "wifin koodi", "verkon koodi", "wifi-koodi",
    ),
    "no": ("passord", "passordet", "wifi-passord*", "nettverksnøkkel*"),
    "da": (
        "adgangskode", "adgangskoden", "kodeord", "kodeordet", "wifi-kode", "wifi-koden",
        "koden til wifi", "koden til wifien", "netværksnøgle*", "wifi-adgangskode*",
        "koden til nettet", "koden til netværket", "wifi-kodeord*", "koden til netvaerket",
    ),
    "ro": ("parolă", "parolei", "parola wifi", "parola de la wifi", "parola de wifi", "parolele"),
    "hu": ("jelszó*", "jelszo*", "jelszav*", "wifi jelszó", "wifi jelszo"),
    "sk": ("heslo ku wifi", "wifi heslo", "heslom"),
    "cs": (
        "hesl*", "heslíčko", "přístupové heslo", "heslo k wifi", "heslo na wifi", "heslo od wifi",
        "heslo do wifi",
    ),
}
# Generic code words (OTP_WEAK_PHRASES) that Greek and Thai also use for a password: before a
# connector and a value with lower-case letters they name one (secrets.py).
PASSWORD_CODE_WORDS: Final = frozenset({"κωδικός", "κωδικό", "κωδικος", "κωδικο", "รหัส"})

# Words that name a wireless network: in a text with one, a generic code word before a
# connector and a value with lower-case letters names its password ("Nätverket heter
# Bredband2-4471 och koden är kanelbulle99"); lower case.
WIFI_WORDS: Final[tuple[str, ...]] = (
    "wifi", "wi-fi", "wlan", "ssid", "netværk", "nettverk", "nettet heter", "nätverk", "verkon",
    "verkko", "netwerk", "síť", "sieć", "siec", "hálózat", "halozat", "rețea", "retea",
    "δίκτυο", "diktyo", "ağ adı", "רשת", "شبکه", "شبكة", "नेटवर्क", "নেটওয়ার্ক", "jaringan",
    "rangkaian", "mtandao", "เครือข่าย", "ไวไฟ", "mạng", "router", "roteador", "routeur",
)

# Password words that texting uses for other things ("pass 2moro", "pw"): a value right after
# one, with no connector, counts only when it is strong (a symbol or a capital and a digit).
# PASSWORD_PHRASES that name a phrase of words: after one and a colon, plain words to the end
# of the line are the secret ("passphrase for the drive is: blue otter carries seven lanterns").
PASSPHRASE_WORDS: Final = frozenset({"passphrase"})

PASSWORD_SHORT_WORDS: Final = frozenset({"pass", "pw", "pwd", "mdp", "parola", "sandi", "ww"})

# Words of a payment card; a PIN beside one (or beside an IBAN or a card number) is a secret.
CARD_WORDS: Final[tuple[str, ...]] = (
    "card", "debit card", "credit card", "tarjeta", "karte", "carte", "cartão", "cartao", "carta",
    "карт", "kart", "kartu", "thẻ", "卡", "カード", "카드", "بطاقة", "كارت", "บัตร",
    # A PIN for cash or payments names what it opens ("ATM PIN", "UPI PIN", "bancomat").
    "atm", "upi", "bancomat", "girocard",
    "kárty", "kartya", "bankkártya", "bankkartya", "karta płatnicza", "cardul", "cardului",
    "kort", "kortet", "kortti", "kortin", "dankort", "pinpas", "betaalpas", "bankpas",
    "betaalkaart", "ec-karte", "kreditkarte", "bankkarte", "pasje", "картк*", "κάρτας", "kartı",
    "kartın", "הכרטיס", "כרטיס אשראי", "کارت", "کارڈ", "कार्ड", "কার্ড", "بطاقه", "एटीएम",
    "এটিএম", "اے ٹی ایم", "kad", "kadi", "cajero", "multibanco", "caixa eletrônico",
    "caixa eletrónico", "carte bleue", "guichet automatique", "postamat", "postepay", "prepagata",
    "الفيزا", "فيزا",
)

# Words that name a payment card, found near a card-shaped number: with one within
# CARD_CONTEXT_REACH characters the number is a card even after an order or invoice word and in
# any grouping of its digits ("for the supplies order use the office card 5425 2334 3010 9903").
CARD_NAME_PATTERN: Final = (
    r"(?<![a-z])(?:card|cards|visa|mastercard|master card|amex|american express|maestro|"
    r"discover|unionpay|jcb|cvv2?|cvc|exp|expiry|expires|tarjeta|karte|kreditkarte|carte|"
    r"cartão|cartao|carta|карт[аыуе]?|kart[ıi]?|kartu|thẻ)(?![a-z])|卡|カード|카드|بطاقة|บัตร"
)
CARD_CONTEXT_REACH: Final = 48

# A PIN given beside an IBAN or a card number: the two together are a credential. The PIN
# is also named by the word for a card's secret number in Turkish, Portuguese and German
# ("Kartın şifresi 2580", "a senha do cartão é 4471", "Geheimzahl"), by "code" of a card in
# French and Italian ("le code de ma carte bleue c'est 8312"), by NIP of a card (Mexico,
# Quebec), by a wallet's "code secret" (West Africa's Orange Money, Wave), and by the PIN words
# of Ukrainian, Hindi, Bengali, Persian, Hebrew, Finnish, Swahili and the Nordic "the code of
# the card".
ACCOUNT_PIN_PATTERN: Final = (
    r"(?<![A-Za-z])(?i:pin|mpin|пин-код|пин код|пин|пін-код|пін код|пін|şifresi|şifrem|şifre|senha|"
    r"geheimzahl|kartenpin|tunnusluku|暗証番号|비밀번호|비번|"
    r"الرقم السري|รหัส|पिन|পিন|رمز کارت|رمز اول کارت|رمز عابر بانک|کا پن|קוד סודי|קוד הסודי"
    r"|namba ya siri"
    r"|code secret"
    r"|koden?(?=\s+(?:til|till|på|for|för)\s+(?:\w+\s+){0,2}\w*kort)"
    r"|code(?=\s+d[eu]\s+(?:la\s+|ma\s+|mon\s+|ta\s+)?(?:nouvelle\s+)?"
    r"(?:carte|cb(?![a-z])))"
    r"|nip(?=\s+d[eu]\s+(?:la\s+|mi\s+|tu\s+|ma\s+|ta\s+)?(?:tarjeta|carte))"
    r"|κωδικός(?=\s+(?:της|του)\s+κάρτας)"
    r"|codice(?=\s+della\s+(?:mia\s+)?carta))\s*(?:code)?[、，,]?"
    # What the PIN is of, in up to six words ("for my debit card", "ATM ku", "von meiner
    # Karte", "للبطاقة", "de la CB de ta mère"; the word class takes the vowel signs of
    # Devanagari, Bengali and Thai and the Persian zero-width non-joiner), then a verb or a
    # colon, then the digits (also spaced: "7 2 0 4", "7-3-9-1").
    r"(?:\s*(?:[\w\-\u0900-\u09FF\u0E00-\u0E7F\u064B-\u065F\u200c]+\s+){0,5}"
    r"[\w\-\u0900-\u09FF\u0E00-\u0E7F\u064B-\u065F\u200c]+)??"
    r"\s*(?i:is|es|ist|est|é|è|c'est|c’est|lautet|là|hai|ni|είναι|คือ|は|是|係|er|je|jest|este|on|"
    r"є|це|ay|ialah|ndiyo|هست|است|ہے|है|হলো|হল|הוא|:|=|：)?\s*"
    r"\d(?:[ \-]?\d){3,5}(?![\d])"
)
# What a PIN with its digits opens, so that it is a credential: a card (CARD_WORDS), or a bank
# account, banking app or mobile wallet ("banking app pin is 551903", "ネットバンクの暗証番号は
# 7294", "mon code secret Orange Money c'est 2580").
# The digits spelled as words in the languages whose digits are spelled so in a chat ("four
# eight two, nine nine one", "sieben-drei-null-fünf", "tres ocho dos uno"): word and digit, lower
# case. A run of four to eight of them beside a code word is a code read out; beside a PIN or
# password word, a PIN (codes.py and secrets.py, via scan._spelled_digits).
SPELLED_DIGITS: Final[dict[str, str]] = {
    # English ("oh" for a zero as it is read out)
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9",
    # German
    "null": "0", "eins": "1", "zwei": "2", "drei": "3", "vier": "4", "fünf": "5", "sechs": "6",
    "sieben": "7", "acht": "8", "neun": "9",
    # Spanish, Portuguese, Italian
    "cero": "0", "uno": "1", "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5", "seis": "6",
    "siete": "7", "ocho": "8", "nueve": "9", "um": "1", "dois": "2", "três": "3", "quatro": "4",
    "sete": "7", "oito": "8", "nove": "9", "due": "2", "tre": "3", "quattro": "4",
    "cinque": "5", "sei": "6", "sette": "7", "otto": "8",
    # French
    "zéro": "0", "un": "1", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5", "sept": "7",
    "huit": "8", "neuf": "9",
    # Dutch
    "nul": "0", "een": "1", "één": "1", "twee": "2", "drie": "3", "vijf": "5", "zes": "6",
    "zeven": "7", "negen": "9",
    # Russian
    "ноль": "0", "один": "1", "два": "2", "две": "2", "три": "3", "четыре": "4", "пять": "5",
    "шесть": "6", "семь": "7", "восемь": "8", "девять": "9",
}
# Words of a PIN or a password beside which spelled digits are a secret, not a one-time code
# (lower case, whole words).
SPELLED_PIN_WORDS: Final[tuple[str, ...]] = (
    "pin", "pin code", "pincode", "pin-code", "geheimzahl", "passwort", "password", "code pin",
    "contraseña", "clave", "senha", "mot de passe", "wachtwoord",
)

ACCOUNT_PIN_SUBJECTS: Final[tuple[str, ...]] = (
    *CARD_WORDS, "la cb", "ma cb", "ta cb", "κάρτα", "m-pesa", "mpesa", "bank", "konto", "banco",
    "banque", "банк", "ネットバンク", "銀行", "银行", "网银", "網銀", "은행", "ธนาคาร", "بنك",
    "بانک", "بینک", "बैंक", "ব্যাংক", "ব্যাঙ্ক", "pankki", "bankomat", "orange money", "wave",
    "mpin", "phone", "iphone", "laptop", "tablet", "ipad", "nieuwe pas",
    # A card named by its network ("PIN for the Visa is 6-0-3-9").
    "visa", "mastercard", "amex", "abn pas", "ing pas", "rabo pas",
    "de pas", "mijn pas", "je pas",
    "momo", "airtel money", "bkash", "nagad", "gcash", "easypaisa", "jazzcash", "ایزی پیسہ",
    "جاز کیش", "यूपीआई", "приват", "kaspi", "k plus", "scb easy", "แอปธนาคาร",
)

# Where a code a person forwards came from ("a code came from the bank 602 918", "bKash theke
# ekta code aslo", "the MFA for the ads account → 771902"): banks, wallets, an app, an SMS, a
# second factor, in the languages of LANGUAGES (lower case; matched as whole words).
FORWARDED_CODE_SOURCES: Final[tuple[str, ...]] = (
    "bank", "banks", "banken", "banco", "banca", "banque", "bancul", "banka", "bankasından",
    "банк", "банка", "банку", "بانک", "از بانک", "بنك", "البنك", "بینک", "बैंक",
    "ব্যাংক", "ব্যাঙ্ক", "ธนาคาร", "ngân hàng", "ngan hang", "銀行", "银行", "은행", "בנק",
    "τράπεζα", "pankki", "pankista", "bkash", "nagad", "gcash", "m-pesa", "mpesa", "paypal",
    "app", "the app", "aplicativo", "aplicación", "appen", "ügyfélkapu", "ügyfélkapuból",
    "sms", "mfa", "2fa", "authenticator", "login",
)

# Words beside which six digits in a chat are a secret or an account, not a forwarded code (a
# PIN, a password, an ATM card, a till or paybill to pay into), lower case, whole words.
FORWARDED_CODE_VETOES: Final[tuple[str, ...]] = (
    "pin", "mpin", "pin-code", "pincode", "atm", "senha", "password", "passwort", "pw",
    "contraseña", "clave", "mot de passe", "parola", "wachtwoord", "hasło", "haslo", "jelszó",
    "heslo", "şifre", "şifresi", "пароль", "пин", "пін", "סיסמה", "كلمة السر", "كلمة المرور",
    "رمز عبور", "पासवर्ड", "পাসওয়ার্ড", "รหัสผ่าน", "mật khẩu", "mat khau", "kata sandi",
    "密码", "密碼", "暗証番号", "パスワード", "비밀번호", "비번", "till", "paybill",
)

# Literals of which every match of ACCOUNT_PIN_PATTERN holds one (lower case): a text with
# none is not searched.
ACCOUNT_PIN_GATES: Final[tuple[str, ...]] = (
    "pin", "пин", "пін", "şifre", "senha", "geheimzahl", "code d", "codice della", "暗証番号",
    "비밀번호", "비번", "κωδικός της κάρτας", "κωδικός του κάρτας", "الرقم السري", "รหัส", "पिन",
    "পিন",
    "رمز کارت", "رمز اول کارت", "رمز عابر بانک", "کا پن", "קוד סודי", "קוד הסודי", "namba ya siri",
    "code secret", "koden til", "koden till", "kode til", "kode till", "koden for", "koden för",
    "koden på",
    "nip d",
    "tunnusluku",
)
IBAN_PATTERN: Final = (
    r"(?<![A-Z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?(?![A-Z0-9])"
)

# Words of a password a service issues, just before the password word: a message that carries
# one exists to deliver it, so it is dropped rather than masked (secrets.py, _ISSUED_RE).
ISSUING_WORDS_PATTERN: Final = (
    r"(?<![a-z])(?:temporary|temp|initial|one-time|default|provisional|temporäres|"
    r"vorläufiges|temporaire|provisoire|temporal|provisória|provisoria|temporanea|временный|"
    r"tijdelijk|tymczasowe|geçici|sementara)(?![a-z])|临时|初始|臨時|仮"
)

# Words of a login name; "login: name / value" with a password-like value is a credential pair.
LOGIN_PHRASES: Final[tuple[str, ...]] = (
    "login", "log-in", "username", "user name", "user id", "userid", "usuario", "usuário",
    "benutzername", "identifiant", "логин", "utilizador",
    "brugernavn", "brukernavn", "användarnamn", "käyttäjätunnus", "gebruikersnaam",
)

# The rest of a credential pair after a LOGIN_PHRASES word: the name, a separator, the value.
CREDENTIAL_PAIR_PATTERN: Final = (
    r"\s*(?:is\s+|es\s+|ist\s+)?[:：=]?\s*[^\s/|,;]+\s*[/|,;]\s*(?P<value>[!-~]{6,64})"
)

# Words that make a card number a credential given out (drop it) rather than a mention.
CARD_CONTEXT_PHRASES: Final[tuple[str, ...]] = (
    "cvv", "cvc", "cvv2", "exp", "expiry", "expiration", "vence", "gültig bis", "срок",
    "udløbsdato", "utløpsdato", "utgångsdatum", "giltigt till", "vervaldatum", "geldig tot",
    "kontrolcifre", "kontrollsiffror", "cvc-kod", "cvc-kode", "voimassaoloaika",
)

# Issuer identification number prefixes (ISO/IEC 7812): (low, high) inclusive ranges over the
# first six digits. A 13-19 digit Luhn-valid number outside these is not treated as a card.
CARD_ISSUER_PREFIXES: Final[tuple[tuple[int, int], ...]] = (
    (400000, 499999),  # Visa
    (510000, 559999),  # Mastercard
    (222100, 272099),  # Mastercard 2-series
    (340000, 349999),  # American Express
    (370000, 379999),  # American Express
    (300000, 305999),  # Diners Club
    (360000, 369999),  # Diners Club
    (380000, 399999),  # Diners Club
    (601100, 601199),  # Discover
    (644000, 659999),  # Discover
    (352800, 358999),  # JCB
    (620000, 629999),  # UnionPay
    (500000, 509999),  # Maestro
    (560000, 589999),  # Maestro
    (220000, 220499),  # Mir
)

# A secret with an exact span (token, card) inside a message with at least this many other
# words is masked and the message kept; with fewer, the message exists to deliver the secret
# and is dropped. CJK characters count half a word each.
MIN_CONTEXT_WORDS: Final = 10

# --- marketing ------------------------------------------------------------------------------

# Each counts 2 towards the marketing score; 2 or more is marketing (4 beside a transactional
# phrase such as "has shipped").
MARKETING_STRONG_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "flash sale", "flash deal", "black friday", "cyber monday", "shop now", "tap to shop",
        "shop the", "buy one get one", "bogo", "limited time offer", "limited-time offer",
        "exclusive offer", "coupon", "coupons", "free shipping", "clearance", "new arrivals",
        "save up to", "sitewide", "order now", "deals are live", "today only", "tonight only",
        "only today", "free delivery", "ends tonight", "this weekend only", "weekend only",
        "left items in your basket", "left in your basket",
        "left in your cart", "items in your basket", "items in your cart", "still in your cart",
        "still in your basket", "complete your order",
        "2x rewards", "2x points", "double points", "new collection",
        # App upsells and re-engagement ("Try Premium free for 1 month", "Come back and claim
        # 5 free boosters").
        "try premium", "free for 1 month", "free for one month", "first month free",
        "with any purchase", "lowest prices", "free deliveries", "come back and claim",
        "back-to-school", "rollback", "recharge now", "revenez découvrir", "free for 7 days",
        "free for 14 days", "free for 30 days", "cancel anytime", "triple points",
        "daily reward", "offer valid till", "0% apr", "unlock premium", "offer ends",
        "limited bundle", "tunukiwa",
        "magic data", "to stop promos",
        "0% intro apr",
        "redeem for a free",
        "treat yourself",
        "personalised offer", "personalized offer", "watch now", "fares from", "sale ends",
        "spin the wheel", "everyone gets a prize", "your cart misses you", "almost sold out",
        "free dessert", "things we're loving", "editor's picks",
        "flash fare", "mystery reward", "your subscription offer", "free birthday drink",
        "show this text in store", "show this sms", "flash this sms", "in store & online",
        "in store and online", "joining fee", "personalised offers", "personalized offers",
        "double data", "weekend special", "2x data",
        "now on sale", "early bird price", "birthday treat", "free drink", "(usually £",
        "(usually $",
        "with your next coffee", "with your next order", "with your next purchase",
        "show this in store", "getaways from", "only 2 left", "only 1 left", "only 3 left",
        "left in your size", "while stocks last", "on a spend of", "off on your next",
        "week of premium free", "try it free",
        "stories we think you'll like", "we think you'll like", "free trial is waiting",
        "try it free for",
        "early access to the", "browse before everyone else", "for the price of 1",
        "for the price of one", "roaming data for just",
        # A coupon in an SMS of the 2000s ("£5 b4 11 w/ this txt"), an operator's top-up bonus.
        "with this txt", "w/ this txt", "with this text", "show this txt", "free airtime",
        "bonus airtime", "free consultation", "lifetime free",
        # A venue's or a local shop's offer: its nights, its deal with every order, its new
        # branch ("Ladies Nite every Wed", "free brake check with every service").
        "kids eat free", "kids eat for free", "free flow", "ladies nite", "ladies night",
        "ladies free", "student nite", "participating stores", "participating outlets",
        "making charges", "showflat", "new outlet", "table bookings", "valentine's special",
        "valentines special", "with every meal", "with every service", "with every purchase",
        "with every visit", "with every top up", "with every top-up", "with all orders",
        "new arrival", "new menu", "try our", "(u.p.", "only this month", "this month only",
        "monday special", "tuesday special", "wednesday special", "thursday special",
        "friday special", "weekday special", "free b4", "free returns", "start your free",
        "your free month",
        "start free today", "trial is waiting", "data boost", "free spin", "bonus coins",
        "bonus gems", "battle pass", "$0 delivery", "£0 delivery", "€0 delivery", "book ur table",
        "book your table",
        "we think you'll love", "order any meal", "promosi ramadan", "ofa ni ya leo tu",
        "double points week", "member's day",
        "members day", "diwali special", "akshaya tritiya special", "free home delivery",
        "with every order", "with every paying adult", "weekend bonanza", "top up rm",
        "invite friends to", "when u buy",
        "when you buy", "when u top up", "when you top up",
    ),
    "zh": (
        "限时", "秒杀", "满减", "优惠券", "狂欢", "直降", "爆款", "大促", "包邮", "低至", "立减",
        "抢购", "特惠", "全场", "折起", "无门槛", "买一送一", "会员日", "特价", "促销", "降价",
        "年中大促", "双11", "双十一",
        "回复kt", "满30减15", "积分翻倍", "直降1000元",
    ),
    "zh_hant": (
        "限時", "搶購", "優惠券", "全館", "滿千送百", "免運", "特價", "週年慶", "買二送一",
        "買一送一", "限定優惠", "全場", "週末限定", "第二杯半價", "半價",
        "上網吃到飽", "限時搶購", "折價券", "下殺",
    ),
    "es": (
        "rebajas", "de descuento", "descuento", "descuentos", "cupón", "cupon",
        "oferta exclusiva", "envío gratis", "envio gratis", "compra ya", "última oportunidad",
        "ultima oportunidad", "solo hoy", "promoción", "promocion", "recibe el doble",
        "nueva colección", "nueva coleccion", "meses sin intereses", "en tu primer pedido",
        "en tu primera compra", "en tu próximo pedido", "en tu proximo pedido",
        "en tu siguiente compra", "cancela cuando quieras", "prueba premium", "gratis durante",
        "hot sale", "buen fin", "días sin iva", "dias sin iva", "venta nocturna",
        "gran liquidación", "liquidación total", "hasta agotar existencias",
        "por tiempo limitado", "compra ahora", "cómpralo ya", "envío gratuito", "envio gratuito",
        "precios de locura", "hazte premium",
        "oferta válida hasta", "oferta valida hasta", "promoción válida hasta", "de dto",
        "en tu próxima compra", "en tu proxima compra", "acumula el doble", "ofertas flash",
        "activa tus cupones",
        "sin compromiso", "prueba gratis", "gratis 14 días", "gratis 7 días", "gratis 30 días",
    ),
    "pt": (
        "promoção", "promocao", "desconto", "descontos", "cupom", "frete grátis", "frete gratis",
        "só hoje", "so hoje", "aproveite", "black friday antecipada", "relâmpago", "50% em cartão",
        "queima de estoque", "grande liquidação", "liquidação total", "liquidação de verão",
        "saldos de verão", "saldos de inverno", "em saldos", "nova coleção", "nova colecao",
        "no seu primeiro pedido", "na sua primeira compra", "no seu próximo pedido",
        "no seu proximo pedido", "na sua próxima encomenda", "na próxima encomenda", "mês grátis",
        "mes gratis", "meses grátis", "assine o premium", "experimente grátis",
        "experimente gratis", "cancele quando quiser", "compre já", "compre agora", "imperdível",
        "imperdivel", "por tempo limitado", "últimas unidades", "ultimas unidades",
        "portes grátis", "portes gratis", "envio grátis", "entrega grátis", "cashback de",
        "ofertas da semana", "ofertas relâmpago", "ofertas relampago", "pontos valem o dobro",
        "valem o dobro", "ative no app", "oferta por tempo limitado",
    ),
    "de": (
        "rabatt", "gutschein", "nur heute", "jetzt shoppen", "jetzt kaufen", "versandkostenfrei",
        "schnäppchen", "sommer-sale", "winter-sale", "jetzt entdecken", "gratisversand", "im sale",
        "nur noch heute",
        "kostenlos testen", "gratis testen", "jederzeit kündbar", "neue kollektion",
        "kostenloser versand", "nur für kurze zeit", "exklusives angebot", "in deinem warenkorb",
        "dein warenkorb wartet",
        "angebote der woche", "2 für 1", "im prospekt", "doppelte punkte", "payback-punkte",
        "2 fuer 1",
    ),
    "fr": (
        "soldes", "promo", "réduction", "reduction", "livraison gratuite", "ventes privées",
        "ventes privees", "offre spéciale", "profitez", "cadeau offert", "offre flash",
        "seulement ce week-end", "ce week-end seulement", "€ offerts", "euros offerts",
        "offre limitée",
        "nouvelle collection", "sur votre première commande", "sur votre premiere commande",
        "sur votre prochaine commande", "mois offerts", "mois offert", "sans engagement",
        "essai gratuit", "essayez gratuitement", "livraison offerte", "frais de port offerts",
        "french days", "vente flash", "ventes flash", "prix cassés", "prix casses", "déstockage",
        "destockage", "deuxième démarque", "magasinez", "aubaines", "en solde", "rabais de",
        "passez à premium",
        "vente flash 48h", "pour activer l'offre", "go supplémentaires", "offre valable jusqu'au",
    ),
    "ru": (
        "скидк*", "распродаж*", "бесплатная доставка", "только сегодня", "выгод*",
        "двойные баллы", "баллы за покупк*",
        "новая коллекция", "мы скучаем", "попробуйте бесплатно", "бесплатно 30 дней",
        "бесплатно 7 дней", "бесплатно месяц", "черная пятница", "чёрная пятница", "кешбэк",
        "кэшбэк", "специальное предложение", "на первый заказ", "отменить можно в любой момент",
        "отмена в любой момент", "отменить в любой момент", "только на этой неделе",
        "только в эти выходные",
        "цены недели", "скучаем по вам", "на следующую поездку", "на следующий заказ",
        "подключите опцию", "без рекламы", "первые 60 дней", "первые 30 дней", "потратьте их",
        "бонусов спасибо", "распродажа часа", "давно не заказывали",
    ),
    "vi": (
        "khuyến mãi", "khuyen mai", "giảm giá", "giam gia", "ưu đãi", "uu dai", "freeship",
        "siêu sale", "sieu sale", "mua ngay",
        "miễn phí vận chuyển", "mien phi van chuyen", "săn ngay", "san ngay", "săn sale",
        "chỉ hôm nay", "chi hom nay", "duy nhất hôm nay", "bộ sưu tập mới", "bo suu tap moi",
        "hàng mới về", "hang moi ve", "đồng giá", "dong gia", "mua 1 tặng 1", "giảm đến",
        "giam den", "giảm tới", "dùng thử miễn phí", "dung thu mien phi", "hủy bất cứ lúc nào",
        "huy bat cu luc nao", "khám phá ngay", "kham pha ngay", "cho đơn đầu tiên", "áp dụng đến",
        "ap dung den", "áp dụng cho đơn", "hạn dùng đến", "đơn hàng đầu tiên",
        "nâng cấp vip", "nang cap vip", "đổi ngay", "doi ngay",
        "nhập mã", "nhap ma",
        "miễn phí giao hàng", "mien phi giao hang",
    ),
    "ja": (
        "セール", "割引", "クーポン", "期間限定", "本日限定", "ポイント10倍", "送料無料",
        "キャンペーン", "半額", "お見逃しなく", "今だけ",
        "クーポンをプレゼント", "円offクーポン", "特売", "スーパーsale", "ポイント最大",
        "お買い逃しなく", "キャンペーン実施中", "円割引",
        "円引き", "アプリ提示で",
    ),
    "ko": (
        "(광고)", "[광고]", "할인", "세일", "쿠폰", "특가", "무료배송",
        "특가!", "할인 쿠폰", "포인트 2배", "올영세일", "첫 달 100원",
    ),
    "it": (
        "sconti", "sconto", "saldi", "offerta speciale", "spedizione gratuita", "solo oggi",
        "fuori tutto", "approfitta", "prezzi imbattibili", "consegna gratis",
        "nuova collezione", "sul tuo primo ordine", "sul primo ordine", "sul tuo prossimo ordine",
        "primo acquisto", "spedizione gratis", "consegna gratuita", "resi gratuiti",
        "mesi gratis", "mese gratis", "disdici quando vuoi", "senza impegno", "sottocosto",
        "acquista ora", "compra ora", "fino ad esaurimento scorte", "svendita", "prezzi pazzi",
        "buono sconto", "risparmia il", "risparmia fino", "passa a premium",
        "raddoppia i tuoi punti", "punti doppi", "prova gratis per", "gratis per 14 giorni",
        "gratis per 30 giorni", "scopri il volantino",
        "senza costi di attivazione",
        "su una spesa da almeno", "il tuo buono da", "spesa minima",
        "per te un buono", "buono di", "in tutti i negozi",
    ),
    "tr": (
        "indirim*", "kampanya*", "ücretsiz kargo", "ucretsiz kargo", "fırsatı kaçırma",
        "kaçırma",
        "yeni sezon", "seni özledik", "seni ozledik", "sizi özledik", "ücretsiz dene",
        "ucretsiz dene", "1 ay ücretsiz", "1 ay ucretsiz", "kargo bedava", "efsane cuma",
        "sepette", "ilk siparişinde", "ilk siparisinde", "ilk siparişinize",
        "istediğin zaman iptal", "istediginiz zaman iptal", "istediğiniz zaman iptal",
        "istedigin zaman iptal", "sadece bu hafta", "bu hafta sonuna özel", "sadece bugün",
        "stoklarla sınırlı*", "stoklarla sinirli*", "aktüel", "reklamsız", "reklamsiz",
        "size özel", "paketi almak için", "paketi almak icin", "süper fiyat", "money puan",
        "bir sonraki siparişine", "bir sonraki siparisine",
        "sana özel", "ikincisi bizden",
    ),
    "id": (
        "diskon", "gratis ongkir", "cashback", "harga spesial", "serbu", "promo spesial",
        "belanja sekarang", "potongan hingga", "hanya hari ini", "khusus hari ini",
        "koleksi baru", "produk baru", "masih di keranjang", "checkout sekarang",
        "gratis 1 bulan", "coba gratis", "beli 1 gratis 1", "bebas ongkir", "gratis ongkos kirim",
        "harbolnas", "cuci gudang", "batalkan kapan saja", "promo berlaku",
        "upgrade ke", "tukarkan sekarang", "akan hangus", "kami rindu!",
    ),
    "hi": (
        "छूट", "सेल", "धमाका", "dhamaka", "mega sale", "तक की छूट", "अभी खरीदें", "अभी ख़रीदें",
        "अभी ख़रीदें", "अभी ऑर्डर करें", "फ्री डिलीवरी", "मुफ्त डिलीवरी", "मुफ़्त डिलीवरी",
        "मुफ़्त डिलीवरी", "सीमित समय", "सिर्फ आज", "केवल आज", "हमें आपकी याद आ रही",
        "आपकी याद आ रही है", "नया कलेक्शन", "नई कलेक्शन", "कलेक्शन आ गया", "अभी अपग्रेड करें",
        "कैशबैक", "बिग बिलियन डेज़", "बिग बिलियन डेज़", "छूट पाएं", "sirf aaj", "bumper sale",
        "abhi order kare*",
        "डायल करें", "रिचार्ज के लिए", "इस हफ्ते के ऑफर", "भारी बचत", "bahut din ho gaye",
        "miss kar rahe hain", "फ्लैश सेल", "अभी रिडीम करें", "कैशबैक पॉइंट्स", "premium lo",
        "end of reason sale", "सेल कल से शुरू", "विशलिस्ट", "वीकेंड ऑफर", "डबल पॉइंट्स",
        "प्रीमियम लें", "flash sale live",
        "रिचार्ज करें और पाएं",
    ),
    "ar": (
        "خصومات", "عروض", "تخفيضات", "تخفيض", "توصيل مجاني", "لفترة محدودة", "تسوق الآن",
        "تسوّق الآن", "تسوق الان", "اطلب الآن", "اطلب الان", "لا تفوت", "لا تفوّت", "عرض حصري",
        "عروض حصرية", "كوبون خصم", "تشكيلة جديدة", "التشكيلة الجديدة", "تشكيلة الصيف",
        "تشكيلة الشتاء", "وصل حديثاً", "وصل حديثا", "الجمعة البيضاء", "الجمعة السوداء",
        "بلاك فرايدي", "اشتقنا لك", "وحشتنا", "مجاناً لمدة", "مجانا لمدة", "الشهر الأول مجاناً",
        "اشترك الآن", "اشترك الان", "عروض رمضان", "خصم إضافي", "استرداد نقدي", "كاش باك",
        "أقوى العروض", "اكتشفها الآن", "اكتشف المجموعة",
        "ضاعف رصيدك", "للاشتراك اطلب", "رصيد إضافي", "عروض نهاية الأسبوع", "أسعار مميزة",
        "تخفيضات خاطفة", "عرض خاطف", "عروض خاطفة", "فلاش سيل", "استبدل نقاطك", "بقسائم شرائية",
        "نقاطك الآن", "بدون إعلانات", "الحق العرض", "العرض ساري", "صار لك فترة ما طلبت",
        "رحلتك الجاية علينا", "خصومات تصل", "عروض الويكند", "عروض الويك اند",
        "تخفيضات نهاية الأسبوع", "عروض الأسبوع", "ترقية إلى بريميوم", "جرب بريميوم",
        "نقاط مضاعفة",
    ),
    "th": (
        "ลดสูงสุด", "โปรโมชั่น", "ส่วนลด", "ลดราคา", "ส่งฟรี", "วันนี้เท่านั้น", "ลดกระหน่ำ",
        "ช้อปเลย", "ซื้อเลย", "คอลเลกชันใหม่", "คอลเลคชั่นใหม่", "คอลเลคชันใหม่", "สินค้ามาใหม่",
        "ทดลองใช้ฟรี", "ฟรี 1 เดือน", "เราคิดถึงคุณ", "ลดทันที", "ลดเพิ่ม", "แฟลชเซล",
        "ซื้อ 1 แถม 1", "1 แถม 1", "ราคาพิเศษ", "เฉพาะวันนี้", "ลดแรง", "ลดจัดหนัก",
        "ยกเลิกได้ทุกเมื่อ",
        "สมัครเลย", "โปรประจำสัปดาห์", "คะแนนจะหมดอายุ", "อัปเกรดเป็น",
        "รับดาว 2 เท่า", "ดาว 2 เท่า", "ดับเบิลสตาร์",
    ),
    "nl": (
        "korting", "uitverkoop", "gratis verzending", "op=op", "halve prijs", "bestel nu",
        "koop nu", "alleen dit weekend", "bespaar tot", "nieuwe collectie", "voorjaarscollectie",
        "najaarscollectie", "gratis bezorging", "tijdelijk aanbod", "exclusief aanbod",
        "probeer gratis", "maand gratis", "gratis proberen", "op elk moment opzegbaar",
        "altijd opzegbaar", "in je winkelmandje", "in je winkelwagen",
        "dubbele spaarpunten", "dubbele punten op", "2 weken gratis", "dagdeals",
        "zolang de voorraad strekt", "1+1 gratis", "2e halve prijs",
        "persoonlijke aanbiedingen",
    ),
    "sv": (
        "gratis leverans", "rabatt", "rea", "bara till", "fri frakt", "köp nu", "handla nu",
        "shoppa nu", "endast idag", "bara idag", "endast i helgen", "endast denna helg",
        "spara upp till", "nya kollektion*", "höstkollektion*", "vårkollektion*",
        "sommarkollektion*", "upptäck nyheterna", "begränsat erbjudande", "exklusivt erbjudande",
        "prova gratis", "testa gratis", "gratis i 30 dagar", "avsluta när du vill",
        "säg upp när du vill", "i din varukorg", "mellandagsrea", "fri leverans",
        "3 för 2", "dubbla poäng", "dubbel bonus", "klubbdagar", "aktivera erbjudandet",
        "dubbla poang",
    ),
    "el": (
        "μόνο 15€", "προσφορά", "εκπτώσεις", "έκπτωση", "εκπτωση", "εκπτωσεις",
        "δωρεάν μεταφορικά", "δωρεαν μεταφορικα", "μόνο σήμερα", "νέα συλλογή", "νεα συλλογη",
        "μας έλειψες", "μας λειψατε", "δωρεάν για 1 μήνα", "δωρεάν για ένα μήνα", "κουπόνι",
        "προσφορές", "στην πρώτη σου παραγγελία", "στην πρώτη σας παραγγελία",
        "ακύρωση οποιαδήποτε στιγμή", "ακύρωση ανά πάσα στιγμή", "ακυρωση οποιαδηποτε στιγμη",
        "μόνο αυτή την εβδομάδα", "μόνο αυτό το σαββατοκύριακο",
        "προσφορές της εβδομάδας", "προσφορες της εβδομαδας", "καιρό έχουμε να σε δούμε",
        "χωρίς διαφημίσεις", "χωρις διαφημισεις", "εξαργύρωσέ τους", "εξαργυρωσε τους",
        "εξαργυρώστε", "στην επόμενη παραγγελία", "στις επόμενες διαδρομές", "για ενεργοποίηση",
        "για ενεργοποιηση",
    ),
    "he": (
        "1+1", "חודש ראשון חינם", "להסרה", "הנחה", "הנחות", "מבצעים", "משלוח חינם",
        "קולקציה חדשה", "הקולקציה החדשה", "התגעגענו", "חינם לחודש", "בלאק פריידיי", "סוף עונה",
        "קופון", "בהזמנה הראשונה", "בקנייה הראשונה", "על הקנייה הראשונה", "לבטל בכל עת",
        "ביטול בכל עת", "רק השבוע", "בסוף השבוע בלבד",
        "מבצעי השבוע", "מבצע בזק", "מתגעגעים", "מזמן לא הזמנת", "בלי פרסומות", "ללא פרסומות",
        "ממשו אותן", "ממשו את", "חבילת גלישה",
    ),
    "pl": (
        "promocja", "promocje", "rabat", "zniżk*", "wyprzedaż", "darmowa dostawa",
        "drugi produkt", "taniej nawet", "z kuponem", "aktywuj kupon", "wyprzedaz",
        "darmową dostawę", "darmowa dostawe", "darmowa wysyłka", "darmową wysyłkę",
        "darmowa wysylka", "kup teraz", "zamów teraz", "zamow teraz", "nowa kolekcja",
        "nowej kolekcji", "nową kolekcję", "nowa kolekcje", "wypróbuj premium",
        "wyprobuj premium", "miesiąc za darmo", "miesiac za darmo", "miesiące za darmo",
        "miesiace za darmo", "anuluj w każdej chwili", "anuluj w kazdej chwili",
        "oferta specjalna", "ekskluzywna oferta", "rabaty do", "rabatu do", "kupon rabatowy",
        "na cały asortyment", "na caly asortyment", "na całe zamówienie", "na cale zamowienie",
        "na wszystkie produkty",
        "aktywuj pakiet", "wyślij sms o treści", "wyslij sms o tresci", "błyskawiczna wyprzedaż",
        "blyskawiczna wyprzedaz",
    ),
    "sw": (
        "punguzo hadi", "punguzo la hadi", "nunua sasa", "agiza sasa", "usafirishaji bure",
        "uwasilishaji bure", "ofa maalum", "ofa ya leo", "kwa muda mfupi tu", "mkusanyiko mpya",
        "bidhaa mpya zimewasili", "jaribu premium", "bure kwa mwezi", "ghairi wakati wowote",
        "sitisha wakati wowote",
        "ofa za wiki", "tumekumiss", "furahia punguzo la", "ofa inaisha", "jisajili leo",
    ),
    "fil": (
        "libreng shipping", "libreng delivery", "bagong koleksyon", "miss ka na namin",
        "miss ka na po namin", "subukan ang premium", "libre sa loob ng", "i-cancel anumang oras",
        "ngayong araw lang", "grand sale", "payday sale", "bili na ngayon", "mag-order na ngayon",
        "para sa unang order",
        "mag-upgrade sa", "na-miss ka namin", "points ka na",
    ),
    "ms": (
        "jualan mega", "jualan hebat", "jualan murah", "diskaun sehingga", "potongan harga",
        "penghantaran percuma", "beli sekarang", "tawaran istimewa", "tawaran eksklusif",
        "tawaran terhad", "hari ini sahaja", "untuk masa terhad", "koleksi terbaharu",
        "koleksi terbaru", "koleksi baharu", "koleksi raya", "beli 1 percuma 1",
        "percuma 1 bulan", "percuma 3 bulan", "batal bila-bila masa", "tawaran sah hingga",
        "masih dalam troli",
        "tawaran mingguan", "cuba percuma", "langgan premium", "dah lama tak naik",
    ),
    "bn": (
        "পর্যন্ত ছাড়", "পর্যন্ত ছাড়", "এখনই কিনুন", "এখনই অর্ডার করুন", "ফ্রি ডেলিভারি",
        "ফ্রি হোম ডেলিভারি", "সীমিত সময়", "সীমিত সময়", "শুধুমাত্র আজ", "শুধু আজ",
        "আমরা আপনাকে মিস করছি", "নতুন কালেকশন", "ফ্রি ট্রাই", "ছাড় পান", "ছাড় পান", "ছাড় নিন",
        "ছাড় নিন", "ক্যাশব্যাক", "মেগা সেল", "এখনই সাবস্ক্রাইব", "ekhoni kinun",
        "ekhoni order korun",
        "ডায়াল করুন", "মাত্র ৯৯ টাকায়", "সাপ্তাহিক অফার", "মূল্যছাড়", "অনেকদিন অর্ডার করেননি",
        "কোড ব্যবহার করুন", "আপনাকে অনেক মিস করছি", "ফ্ল্যাশ সেল", "রিওয়ার্ড পয়েন্ট",
        "প্রিমিয়াম প্ল্যানে", "বিজ্ঞাপন ছাড়া", "প্রথম মাস মাত্র", "eid sale", "porjonto chhar",
        "উইকেন্ড অফার", "ডাবল পয়েন্ট", "প্রিমিয়াম নিন", "flash sale cholche",
    ),
    "ur": (
        "بھاری چھوٹ", "تک چھوٹ", "فری ڈیلیوری", "مفت ڈیلیوری", "مفت ہوم ڈیلیوری", "ابھی خریدیں",
        "ابھی خریداری کریں", "ابھی آرڈر کریں", "محدود وقت", "محدود مدت", "صرف آج", "آج ہی آرڈر",
        "ہم نے آپ کو یاد کیا", "آپ کی یاد آ رہی", "نیا کلیکشن", "نئی کلیکشن", "نیو کلیکشن",
        "بنڈل حاصل کریں", "پیکج حاصل کریں", "ڈسکاؤنٹ پائیں", "چھوٹ پائیں", "abhi shop karein",
        "abhi order karein", "abhi khareedein", "abhi kharidein", "discount payen",
        "discount payein", "bumper offer",
        "ڈائل کریں", "بنڈل صرف", "ہفتہ وار سپر بنڈل", "weekend deals", "khaas riayat",
        "code wapsi", "order kiye hue", "hum ne aap ko miss kiya", "فلیش سیل", "points redeem",
        "bina ads", "pehla mahina sirf", "سب سے بڑی سیل", "تک رعایت", "haftawar bundle",
        "ہفتہ وار بنڈل", "ماہانہ بنڈل", "flash sale shuru",
    ),
    "fa": (
        "جشنواره تخفیف", "جشنواره فروش", "حراج بزرگ", "حراج ویژه", "فروش ویژه", "تخفیف ویژه",
        "تخفیف‌های ویژه", "تخفیف های ویژه", "ارسال رایگان", "ارسال مجانی", "همین حالا خرید کنید",
        "همین الان خرید کن", "خرید کنید", "فقط امروز", "فرصت محدود", "زمان محدود",
        "دلمون برات تنگ شده", "دلمان برایتان تنگ شده", "دلتنگتیم", "کالکشن جدید", "مجموعه جدید",
        "رایگان امتحان کنید", "یک ماه رایگان", "اشتراک رایگان", "بلک فرایدی", "جمعه سیاه",
        "را شماره‌گیری کنید", "را شماره گیری کنید", "حراج آخر هفته", "خیلی وقته سفارش ندادی",
        "سفارش بعدیت", "سفر بعدیت", "شگفت‌انگیزهای امروز", "شگفت انگیز", "امتیازهات رو",
        "با جوایز عوض کن", "بدون محدودیت فیلم", "حراج زمستانه", "حراج تابستانه", "٪ تخفیف",
        "درصد تخفیف ویژه", "پیشنهاد شگفت‌انگیز", "امتیاز دوبرابر", "تخفیف آخر هفته",
        "اشتراک ویژه بخر",
    ),
    "uk": (
        "знижк*", "розпродаж*", "безкоштовна доставка", "тільки сьогодні", "лише сьогодні",
        "нова колекція", "спробуйте безкоштовно", "безкоштовно протягом", "ми сумуємо",
        "чорна п'ятниця", "кешбек", "подвійні бали", "вигідн*", "на перше замовлення",
        "скасувати можна будь-коли", "скасувати будь-коли", "скасуйте будь-коли",
        "лише цього тижня", "тільки цього тижня", "тільки цими вихідними", "лише цими вихідними",
        "економія тижня", "ціни тижня", "пропозиція тижня", "сумуємо за вами",
        "сумуємо за вашими", "на наступну поїздку", "на наступне замовлення", "обміняйте їх",
        "перейдіть на premium", "без реклами", "для підключення наберіть",
    ),
    "fi": (
        "ilmainen toimitus", "ilmainen kotiinkuljetus", "maksuton toimitus", "osta nyt",
        "tilaa nyt", "vain tänään", "vain tänä viikonloppuna", "säästä jopa", "uusi mallisto",
        "uuden malliston", "kevätmallisto*", "syysmallisto*", "kesämallisto*", "talvimallisto*",
        "rajoitettu tarjous", "kokeile ilmaiseksi", "ilmaiseksi 30 päivää",
        "peru milloin tahansa", "ostoskorissasi",
        "2 hinnalla", "kahden hinnalla", "tuplabonu*", "tuplapisteet", "aktivoi kuponki",
        "aktivoi etu",
    ),
    "no": (
        "bare i dag", "gratis frakt", "kjøp nå", "handle nå", "shop nå", "spar opptil",
        "ny kolleksjon", "nye kolleksjonen", "vårkolleksjonen", "høstkolleksjonen",
        "begrenset tilbud", "gratis i en måned", "si opp når som helst", "avslutt når som helst",
        "i handlekurven",
        "aktiver tilbudet", "dobbel bonus", "dobbel trumf-bonus", "ekstra poeng", "bestill nå",
        "bestill na",
    ),
    "da": (
        "kun i dag", "kun i weekenden", "gratis fragt", "fri fragt", "gratis levering", "køb nu",
        "shop nu", "handl nu", "spar op til", "ny kollektion", "nye kollektion",
        "begrænset tilbud", "tidsbegrænset tilbud", "eksklusivt tilbud", "prøv gratis",
        "gratis i 30 dage", "opsig når som helst", "kom tilbage og få", "efterårskollektion*",
        "forårskollektion*", "sommerkollektion*", "vinterkollektion*", "din kurv venter",
        "i din kurv", "% rabat",
        "aktiver tilbuddet", "dobbelt point", "dobbelte point", "dobbelt bonus", "medlemsdage",
        "ekstra medlemsbonus", "ugens avis",
    ),
    "ro": (
        "reduceri de până la", "reduceri de pana la", "reducere de până la",
        "reducere de pana la", "transport gratuit", "livrare gratuită", "livrare gratuita",
        "ofertă specială", "oferta speciala", "ofertă exclusivă", "cumpără acum", "cumpara acum",
        "comandă acum", "comanda acum", "noua colecție", "noua colectie", "colecția nouă",
        "colectia noua", "încearcă premium", "incearca premium", "o lună gratuit",
        "o luna gratuit", "gratuit timp de", "anulezi oricând", "anulezi oricand",
        "anulează oricând", "anuleaza oricand", "lichidare de stoc", "super reduceri",
        "black friday la", "la toată comanda", "la toata comanda", "la toate produsele",
        "la tot site-ul", "la tot coșul", "la tot cosul",
        "activează formând", "activeaza formand", "flash deals",
    ),
    "hu": (
        "kiárusítás", "kiarusitas", "végkiárusítás", "vegkiarusitas", "ingyenes szállítás",
        "ingyenes szallitas", "ingyenes kiszállítás*", "ingyenes kiszallitas*",
        "ingyen szállítás", "akciós ajánlat", "akcios ajanlat", "vásárolj most", "vasarolj most",
        "rendeld meg most", "új kollekció*", "uj kollekcio*", "próbáld ki a premium*",
        "probald ki a premium*", "próbálja ki a premium*", "hónapig ingyen", "honapig ingyen",
        "hónap ingyen", "honap ingyen", "bármikor lemondhatod", "barmikor lemondhatod",
        "bármikor lemondható", "exkluzív ajánlat", "exkluziv ajanlat", "limitált ajánlat",
        "szezonvégi", "kedvezménykupon*", "a teljes kínálatra", "a teljes kinalatra",
        "minden termékre", "minden termekre", "a teljes rendelésre",
        "szót sms-ben", "szot sms-ben", "villámakció*", "villamakcio*",
        "hiányzol", "gyere vissza", "kedvezménnyel",
    ),
    "sk": (
        "výpredaj", "vypredaj", "doprava zadarmo", "dopravu zadarmo", "poštovné zadarmo",
        "postovne zadarmo", "zľavy až", "zlavy az", "zľava až", "zlava az", "so zľavou až",
        "so zlavou az", "akciová ponuka", "akciova ponuka", "exkluzívna ponuka",
        "exkluzivna ponuka", "nakupujte teraz", "kúpte teraz", "kupte teraz", "nová kolekcia",
        "nova kolekcia", "novú kolekciu", "novu kolekciu", "vyskúšajte premium",
        "vyskúšaj premium", "vyskusajte premium", "vyskusaj premium", "zrušiť môžete kedykoľvek",
        "zrušiť kedykoľvek", "zrusit kedykolvek", "zrusit mozete kedykolvek", "mesiac zadarmo",
        "mesiace zadarmo", "mesiacov zadarmo", "zľavový kupón", "zlavovy kupon",
        "na všetko v e-shope",
        "pošlite sms v tvare", "poslite sms v tvare", "bleskový výpredaj", "bleskovy vypredaj",
    ),
    "cs": (
        "výprodej", "vyprodej", "doprava zdarma", "dopravu zdarma", "poštovné zdarma",
        "postovne zdarma", "slevy až", "sleva až", "slevy az", "sleva az", "se slevou až",
        "se slevou az", "akční nabídka", "akcni nabidka", "exkluzivní nabídka",
        "exkluzivni nabidka", "nakupujte nyní", "nakupte nyní", "kupte nyní", "nová kolekce",
        "nova kolekce", "novou kolekci", "nové kolekce", "vyzkoušejte premium",
        "vyzkoušej premium", "vyzkousej premium", "vyzkousejte premium", "zrušit můžete kdykoli",
        "zrušit můžeš kdykoli", "zrusit muzete kdykoli", "zrušte kdykoli", "měsíc zdarma",
        "mesic zdarma", "měsíce zdarma", "mesice zdarma", "měsíců zdarma", "slevový kupon",
        "slevovy kupon", "slevy až do", "black week", "cyber week", "na celý nákup",
        "na cely nakup", "na celý sortiment", "na cely sortiment", "na vše v e-shopu",
        "aktivujte vytočením", "aktivujte vytocenim", "aktivuj vytočením", "pošlete sms ve tvaru",
        "poslete sms ve tvaru", "bleskový výprodej", "bleskovy vyprodej", "bleskovka",
    ),
}

# Each counts 1 towards the marketing score.
MARKETING_WEAK_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "sale", "deal", "deals", "offer", "limited-time", "hurry", "exclusive", "discount",
        "rewards", "just dropped", "don't miss", "terms apply", "book by", "shop", "save",
        "book now",
        "be the first", "new in", "newsletter", "on us", "upgrade to", "save on", "we miss you",
        "fares to", "t&c apply", "flights to", "for just $", "for just £", "good news",
        "instant discount", "bank discount", "perks", "free boosters", "free lives",
        "extra data", "3 for 2", "loyal customer", "bonus mins", "bonus minutes", "specials",
        "show this email",
        # A price to start from ("quotes from £199"), a card's points and instalments.
        "from £", "from $", "from €", "from rs", "easy emi", "easy emis",
        "grand opening",
        # Urgency alone is also a friend's ("Last chance to RSVP!!"): it counts 1.
        "don't miss out", "last chance",
        "come back today", "prices just dropped",
        "limited spots", "book a table", "early bird",
        "going fast", "selling fast", "you viewed", "editors picked", "our editors",
        "we saved your spot", "your favourite", "back in stock",
        "daily digest", "weekly digest",
        "come back this week", "we saved your seat",
        # A venue's and a local shop's words, each also a friend's ("happy hour at 6?").
        "happy hour", "per pax", "3 course", "3-course", "three course", "to reserve",
        "get a free", "quotes from", "days only",
        "loyalty card", "buffet", "now open", "presale", "pre-sale", "priority booking",
        "student night", "every thurs", "every tues", "on the big screen", "guestlist",
        "personal loan", "invite your friends", "new season", "3 courses", "2 courses",
        "free glass of", "apr representative", "ends in", "now showing", "pop in store",
        "at all branches", "members get", "visit our", "visit any branch", "quiz night",
        "stocks limited", "earn 2x",
        "on every drink", "upgrade now", "bring a friend", "now with free", "gratis zum", "no ads",
        "% apy",
        "terms and risks apply", "before they're gone", "redeem them for",
        "any outlet",
    ),
    "zh": (
        "优惠", "红包", "领取", "活动", "速抢", "速来", "立即开通", "会员", "手慢无", "福利",
        "快去下单", "开业",
        "好久不见", "快去下单吧", "流量包",
    ),
    "zh_hant": (
        "折扣", "名額有限", "立即搶購", "會員", "優惠", "全門市", "好久不見", "本週特價", "回饋",
        "立即升級",
    ),
    "es": (
        "oferta", "ofertas", "gratis", "aprovecha", "te echamos de menos", "tu carrito te espera",
        "completa tu compra", "te extrañamos", "te extranamos", "descúbrela", "descúbrelo",
        "descúbrelos", "descubre", "ya disponible", "no te lo pierdas", "sin anuncios",
        "novedades", "solo para ti", "exclusivo", "obtén",
        "gb extra", "gigas extra", "megas extra", "hace mucho que no pides", "cupones",
        "menos al mes", "te echa de menos",
    ),
    "pt": (
        "oferta", "ofertas", "ganhe", "grátis", "confira", "novidades", "sentimos sua falta",
        "sentimos a sua falta", "temos saudades suas", "temos saudades tuas", "descubra",
        "sem anúncios", "só para você", "volte e",
        "leve 3 pague 2",
        "saiba mais em",
    ),
    "de": (
        "angebot", "angebote", "aktion", "gratis", "wir vermissen dich", "vorab genehmigt*",
        "jetzt in der app beantragen", "vorteil", "exklusiv",
        "verpasse nicht", "letzte chance", "kostenlos", "deine nächste bestellung",
        "ihre nächste bestellung", "werbefrei",
        "datenvolumen gefällig", "gilt bis monatsende", "sparst du", "bei deiner bestellung ab",
        "bestellung ab", "datenvolumen gefaellig",
        "nur diese woche",
    ),
    "fr": (
        "offre", "offert", "gratuit", "cadeau", "découvrez", "découvrez-la", "decouvrez",
        "nouveautés", "nouveautes", "vous nous manquez", "revenez", "exclusif",
        "rien que pour vous", "bons plans", "bon plan", "dernière chance", "ne manquez pas",
        "abonnez-vous",
        "ça fait longtemps", "ca fait longtemps", "adhérents",
    ),
    "ru": (
        "подарок", "бесплатно", "акци*", "бонус*", "дарим", "загляните", "возвращайтесь",
        "предложени*", "смотрите первыми", "успейте",
        "наберите", "подключить", "всего за", "оформите", "баллов", "бонусов",
    ),
    # "voucher" is a word of Vietnamese promotions and of English chat alike ("got her a spa
    # day voucher"): it counts 1.
    "vi": (
        "giảm", "quà", "đăng ký gói", "tặng", "voucher", "độc quyền", "doc quyen", "giới hạn",
        "nhanh tay", "đừng bỏ lỡ", "dung bo lo", "cơ hội cuối", "bản tin", "quay lại và nhận",
        "chúng tôi nhớ bạn", "dùng thử", "chuyến đi tiếp theo", "đơn tiếp theo",
        "dang ky goi", "de dang ky", "gọi miễn phí", "goi mien phi", "đ/tháng", "điểm thưởng",
        "diem thuong", "không quảng cáo", "khong quang cao",
    ),
    "ja": ("お得", "限定", "ポイント", "最大", "お久しぶりです", "今週の", "新作"),
    "ko": ("혜택", "최대", "오늘만", "이벤트", "오랜만이에요", "다시 주문하시면"),
    "it": (
        "offerta", "offerte", "promozione", "regalo", "torna da noi", "scopri", "scoprila",
        "scoprilo", "novità", "ci manchi", "esclusivo", "solo per te", "non perdere",
        "ultima occasione", "risparmia", "volantino", "iscriviti",
        "giga a", "giga extra", "niente pubblicità", "senza pubblicità", "solo questo weekend",
        "è da un po' che non ci vediamo",
        "ti aspettiamo", "un buono di", "sulla prossima spesa",
        "a soli", "rispondi si",
        "usalo",
        "valido fino al",
    ),
    "tr": (
        "fırsat*", "firsat*", "hediye", "ücretsiz", "ucretsiz", "keşfet", "kesfet", "geri dön",
        "avantaj*",
        "puan", "teklif", "yapmadın", "yapmadin", "sona eriyor", "almak için", "almak icin",
        "gb sadece",
    ),
    "id": (
        "hemat", "spesial", "murah", "potongan", "penawaran", "terbatas", "buruan",
        "jangan lewatkan", "kesempatan terakhir", "kami kangen kamu", "kami rindu kamu",
        "klaim voucher", "tanpa iklan", "pesanan berikutnya",
        "cuma rp", "ke semua operator", "naik lagi yuk", "perjalanan berikutnya", "poin kamu",
    ),
    "hi": (
        "ऑफर", "offer", "डिस्काउंट", "मुफ्त", "मुफ़्त", "मुफ़्त", "फ्री", "उपहार", "ऑफ़र", "ऑफ़र",
        "बचत", "अपग्रेड करें",
        "sale shuru", "use karo",
    ),
    "ar": (
        "خصم", "عرض", "مجانا", "مجاناً", "هدية", "وفّر", "وفر حتى", "اكتشف", "حصري", "حصرياً",
        "اشترك", "تسوق",
        "للاشتراك أرسل",
    ),
    "th": (
        "โปร", "พิเศษ", "ของแถม", "ห้ามพลาด", "โอกาสสุดท้าย", "สินค้าใหม่", "ไม่มีโฆษณา",
        "คิดถึงคุณนะ", "คุ้มสุด", "ช้อป", "จดหมายข่าว", "ออเดอร์ถัดไป", "ทดลองใช้",
        "ประจำสัปดาห์", "แลกรับ", "ดูฟรี",
    ),
    "nl": (
        "aanbieding", "nieuwsbrief", "actie", "bonusbox", "we missen je", "we missen jou",
        "extra voordeel", "bij het afrekenen", "mis het niet", "laatste kans", "profiteer",
        "exclusief", "kortingen", "je volgende bestelling", "uw volgende bestelling",
        "reclamevrij", "alleen vandaag",
        "extra bundel", "bundel nodig", "tijdje niet gezien", "zonder advertenties",
        "bonus deze week", "einde van de maand", "op je volgende",
    ),
    "sv": (
        "medlemmar", "med koden", "erbjudande*", "vi saknar dig", "kampanj", "passa på",
        "sista chansen", "missa inte", "rabatterat", "uppgradera till", "din nästa beställning",
        "ditt nästa köp", "reklamfri",
        "extra surf", "surfa mer", "inte sett dig på ett tag", "klubbmedlemmar",
        "veckans erbjudande*", "inte sett dig pa ett tag",
    ),
    "pl": (
        "okazja", "sprawdź w aplikacji", "ofert", "kupon*", "ofertę", "oferty", "tęsknimy",
        "tesknimy", "nowości", "nowosci", "tylko dziś", "tylko dzis", "tylko do niedzieli",
        "prezent", "oszczędź", "oszczedz", "bonus", "% taniej", "taniej", "sprawdź teraz",
        "sprawdz teraz", "gazetka", "gazetkę",
        "na kolejne zamówienie", "na kolejne zamowienie", "dawno cię nie było",
        "dawno cie nie bylo", "brakuje nam twoich", "na rabaty", "wymień je", "wymien je",
        "kończy się dziś", "konczy sie dzis", "pakiet", "z rabatem", "wróć do nas", "wroc do nas",
        "pakiet internetowy", "dodatkowe gb", "promocja tygodnia",
    ),
    "sw": (
        "punguzo", "ofa", "bei nafuu", "za bure", "usikose", "nafasi ya mwisho", "tumekukumbuka",
        "tunakukumbuka", "bila matangazo", "oda yako ya kwanza", "jarida",
        "gb kwa ksh", "sasa kununua", "tuma neno", "zikomboe", "za bonga", "bila kikomo",
        "usafiri nasi",
    ),
    "fil": (
        "diskwento", "mamili na", "huwag palampasin", "wag palampasin", "huling pagkakataon",
        "eksklusibo", "espesyal na alok", "unang order mo", "sa unang order", "bagong arrivals",
        "para sa susunod mong order",
        "i-dial ang", "para mag-register", "unli allnet", "data valid", "libre ang unang",
        "i-redeem",
    ),
    "ms": (
        "diskaun", "promosi", "tawaran", "set berbuka", "eksklusif", "istimewa", "rebat", "baucar",
        "jangan lepaskan", "peluang terakhir", "kami rindu anda", "naik taraf ke", "kini tiba",
        "pesanan pertama", "pesanan seterusnya", "ganjaran",
        "pas internet", "gb data dengan", "di semua cawangan", "mata ganjaran",
    ),
    "bn": ("ছাড়", "ছাড়", "অফার", "ডিসকাউন্ট", "ফ্রি", "বিনামূল্যে", "উপহার"),
    "ur": ("سیل", "چھوٹ", "ڈسکاؤنٹ", "آفر", "مفت", "رعایت"),
    "fa": (
        "تخفیف", "حراج", "رایگان", "هدیه", "پیشنهاد", "امتحان کنید", "در فروشگاه آنلاین", "ارزان",
        "ارزون",
    ),
    "he": (
        "חינם", "היו הראשונים", "חזור עכשיו", "מבצע", "בלבד", "נקודות", "צברת", "שלחו sms",
        "חייגו", "שדרגו", "להצטרפות",
    ),
    "el": (
        "δώρο", "δωρεάν", "δωρεαν", "ανακάλυψε", "ανακαλύψτε", "γύρνα πίσω", "ευκαιρία",
        "πόντους", "απόκτησε", "μόνο με",
    ),
    "uk": (
        "подарунок", "безкоштовно", "акці*", "даруємо", "пропозиці*", "повертайтеся",
        "повертайтесь",
        "замість", "балів", "встигніть", "підключіть", "наберіть", "набирайте", "лише за",
        "всього за",
        "тільки для вас",
    ),
    "fi": (
        "tarjous*", "alennusmyynti*", "aleet", "tutustu nyt", "alennus*", "uutiskirje*",
        "ikävä sinua", "kampanja*", "jäsenetu*", "ilmaiseksi", "viimeinen mahdollisuus",
        "älä missaa", "tarjoukset", "uutuudet", "seuraavasta tilauksestasi",
        "seuraavaan tilaukseesi", "seuraavasta ostoksestasi", "mainokseton",
        "lisää dataa", "kuun loppuun", "alennuks*", "viikon tarjoukset", "kuponki odottaa",
        "lisaa dataa",
    ),
    "no": (
        "ukens tilbud", "tilbud til deg", "salg", "avslag", "nyhetsbrev", "vi savner deg",
        "kampanje", "skynd deg", "siste sjanse", "oppgrader til", "neste bestilling",
        "ditt neste kjøp", "ikke gå glipp av",
        "trenger du mer data", "gjelder ut måneden", "alle tilbudene", "ukens kupp",
        "bestillingen over", "gjelder ut maneden",
    ),
    "da": (
        "ugens tilbud", "gode tilbud", "tilbud til dig", "udsalg", "nyhedsbrev", "vi savner dig",
        "kampagne", "medlemspris", "medlemstilbud", "nyhed", "nyheder", "opgrader til",
        "reklamefri", "din næste ordre", "din næste bestilling", "dit næste køb", "skynd dig",
        "sidste chance", "gå ikke glip af", "eksklusiv",
        "ekstra data", "se hele avisen", "medlemsbonus", "bonuspoint", "ordre over",
    ),
    "ro": (
        "reducere", "reduceri", "reducerea", "oferte", "ofertele", "ne-ai lipsit",
        "ne e dor de tine", "noutăți", "noutati", "noutățile", "noutatile", "doar azi",
        "doar astăzi", "doar astazi", "cadou", "economisești", "economisesti", "promoție",
        "promotie", "promoția", "promotia", "mai ieftin", "vezi oferta", "vezi ofertele",
        "catalogul",
        "la următoarea comandă", "la urmatoarea comanda", "nu te-am mai văzut de mult",
        "nu te-am mai vazut de mult", "ne lipsesc cursele", "de puncte", "vouchere",
        "oferta expiră", "prin sms la", "revino în aplicație", "revino in aplicatie",
        "punctele tale", "internet nelimitat", "minute nelimitate",
    ),
    "hu": (
        "akció*", "akcio*", "kedvezmény*", "kedvezmeny*", "ajánlat*", "ajanlat*", "ingyen",
        "ingyenes", "hiányzol nekünk", "hianyzol nekunk", "újdonság*", "ujdonsag*", "csak ma",
        "csak vasárnapig", "ajándék*", "ajandek*", "spórolj", "sporolj", "olcsóbban", "olcsobban",
        "akciós újság", "akcios ujsag", "szórólap",
        "rég láttunk", "reg lattunk", "a következő rendelésedre", "a kovetkezo rendelesedre",
        "hiányoznak az", "most csak", "extra adat", "váltsd be", "valtsd be", "pontod van",
        "reklámok nélkül", "heti akció", "heti akcio", "pontjaidat", "korlátlan net",
        "korlatlan net",
    ),
    "sk": (
        "zľav*", "zlav*", "akcia", "akciu", "ponuk*", "zadarmo", "iba dnes", "len dnes",
        "chýbate nám", "chybate nam", "darček", "darcek", "ušetri*", "usetri*", "novinky v",
        "% lacnejšie", "% lacnejsie", "lacnejšie", "lacnejsie",
        "na ďalšiu objednávku", "na dalsiu objednavku", "dlho sme sa nevideli", "chýbajú nám",
        "chybaju nam", "tento týždeň v akcii", "tento tyzden v akcii", "ponuka končí",
        "akcia týždňa", "akcia tyzdna", "vymeňte ich za", "vymente ich za", "vráťte sa k nám",
        "vratte sa k nam", "neobmedzené dáta", "neobmedzene data",
    ),
    "cs": (
        "slev*", "akční", "akcni", "nabídk*", "nabidk*", "zdarma", "jen dnes", "pouze dnes",
        "jen do neděle", "jen do nedele", "chybíte nám", "chybite nam", "novinky", "dárek",
        "darek", "výhodn*", "ušetř*", "usetr*", "kupón*", "% levněji", "% levneji", "levněji",
        "levneji", "leták", "letak",
        "na další objednávku", "na dalsi objednavku", "k další objednávce", "k dalsi objednavce",
        "dlouho jsme se neviděli", "dlouho jsme se nevideli", "chybí nám tvoje",
        "chybi nam tvoje", "chybíš nám", "chybis nam", "tento týden v akci", "tento tyden v akci",
        "nabídka končí", "akce týdne", "akce tydne", "vyměňte je za", "vymente je za",
        "vraťte se k nám", "vratte se k nam", "neomezená data", "neomezena data",
    ),
}

# Regular expressions that count 2 towards the marketing score (percentages off, 5折, 3x2), each
# with the strings one of which it needs: it only runs when one of them occurs. They match
# lower-cased text and each starts with a literal or a character set, which the engine uses to
# skip positions quickly.
MARKETING_PATTERNS: Final[tuple[tuple[tuple[str, ...], str], ...]] = (
    (
        ("%", "％", "٪"),
        r"\d{1,2}\s?[%％٪]\s?(?:off|de descuento|de desconto|rabatt|de réduction|de remise|скидк|"
        r"giảm|할인|オフ|sparen|günstiger|reduziert|sconto|di sconto|indirim|diskon|dto|"
        r"menos|moins cher|descuento|desconto|ลด|خصم|छूट|slev|zľav|zlav|taniej|zniżk|znizk"
        r"|kedvezmény|kedvezmeny|reducere|rabat|korting|alennus|έκπτωση|εκπτωση|знижк|הנחה"
        r"|تخفیف|چھوٹ|ছাড়|potongan|punguzo|ส่วนลด)",
    ),
    (
        ("%", "％", "٪"),
        r"(?:up to|hasta|até|bis zu|jusqu'à|до|đến|最大|최대|最高|fino al|fino a|hingga|s\.d\.|"
        r"sampai|يصل إلى|حتى|สูงสุด|až|do|akár|akar|până la|pana la|op til|opptil|upp till|tot"
        r"|jopa|έως|εως|עד|تا|hadi)\s?-?\d{1,2}\s?[%％٪]",
    ),
    # A telecom's offer to dial a USSD code ("Dial *123# now", "Aktifkan di *363#").
    (("#",), r"\*\d{2,4}(?:\*\d{1,6})*#"),
    # A free period of any length ("100 local SMS free for 28 days").
    (("free for",), r"free for \d{1,3} (?:days|weeks|months)(?![a-z])"),
    (
        ("free", "gratis", "grátis", "kostenlos", "gratuit"),
        r"\d\s(?:months?|mths?|weeks?|wks?|meses|semanas|monate|wochen|mois|semaines)\s"
        r"(?:free|for free|gratis|grátis|kostenlos|gratuits?|offerts?)",
    ),
    (("%", "％"), r"[%％]\d{1,2}(?![\d.,])(?:'?(?:ye|ya|e|a))?\s(?:indirim|varan|kadar)"),
    (("%", "％"), r"-(?<![\w.]-)\d{1,2}\s?[%％]"),
    (("%", "％"), r"(?:save|sparen|spare|ahorra|economize|économisez|сэкономьте)\s\d{1,2}\s?[%％]"),
    (("折",), r"\d(?<![\d.]\d)(?:\.\d)?\s?折(?!扣)|\d{2}折"),
    (
        ("2x", "3x", "4x", "2 x", "3 x", "4 x", "×"),
        r"[2-4](?<![\w.][2-4])\s?[x×]\s?[1-3](?![\w.])",
    ),
    # "2 für 1", "3 por 2", "leve 3 pague 2".
    (
        (
            "für 1", "für 2", "for the price", "por 1", "por 2", "pour 1", "pour 2", "per 1",
            "per 2", "pague", "paghi", "payez",
        ),
        r"(?:(?<![\w.])[2-4]\s(?:für|for the price of|por|pour|per)\s[1-3](?![\w.])"
        r"|(?:leve|compre|prendi|achetez)\s[2-4]\s(?:pague|paghi|payez)\s[1-3])",
    ),
    (
        ("buy", "compra", "kauf", "achetez", "compre", "mua"),
        r"(?:buy|compra|kauf|achetez|compre|mua)\s?(?:\d{1,2}|one|two|uno|dos|um|dois)"
        # "Buy 10 kopi get 1 FREE": one word of what is bought between.
        r"(?:\s[a-z]{2,12})?,?\s"
        r"(?:get|lleva|bekomm|obtenez|leve|ganhe|tặng)\s?(?:\d|one|two|uno|um|free|gratis)",
    ),
    # The discount word before the percentage ("خصم 30%", "ลด 30%", "sconto del 20%").
    (
        ("%", "％", "٪"),
        r"(?:خصم|ลด|giảm|diskon|indirim|sconto del|sconto|descuento del|desconto de|rabatt von|"
        r"скидка)\s?\d{1,2}\s?[%％٪]",
    ),
    # Hinglish "70% tak off", "50% tak ki chhoot".
    (("%",), r"\d{1,2}\s?%\s?tak\s(?:off|ki chhoot|ki chhut|discount)"),
    # A deal for one, hyphenated as offers write it ("1-for-1 iced latte", "2-for-1
    # cocktails"); a multi-buy price ("2 for $15") is also how a friend tells of one.
    (("for-1",), r"(?<![\w.])[1-4]-for-[1-3](?![\w.])"),
    # Its British shorthand ("2-4-1 cocktails all night").
    (("-4-1",), r"(?<![\w.])2-4-1 (?:on|all|cocktails|drinks|pizzas?|burgers?|mains)(?![a-z])"),
    # A carrier's data bonus ("+20 ГБ до тарифу", "+5GB", "50 GB ekstra data"), data by the
    # day ("2GB/din", "5GB/ngay") and a data pack for a price ("15 GB Datenpaket für 4,99 €",
    # "باقة ٢٠ جيجا بـ ٣٠ ريال").
    (
        ("gb", "гб", "جيجا"),
        r"(?<![\w+])\+\s?\d{1,3}\s?(?:gb|гб)(?![a-zа-я])|\d{1,3}\s?(?:gb|гб)\s(?:extra|ekstra|bonus"
        r"|gratis|free|darmowe|zdarma|бесплатно|безкоштовно|dodatkowe|dodatkowo)(?![a-z])"
        r"|\d{1,3}\s?(?:gb|гб)\s?/\s?(?:day|din|dia|día|ngay|ngày|hari|gün|gun|tag|jour|giorno"
        r"|день|दिन)(?![a-z])"
        r"|\d{1,3}\s?(?:gb|гб)\s(?:datenpaket|paket|pacote|paquete|bundle|pack|forfait)\s"
        r"(?:für|por|for|pour|per|za|за)\s"
        r"|باقة\s\d{1,3}\s?جيجا"
        # "Add 10GB for just £5", "5 GB für nur 4,99 €".
        r"|\d{1,3}\s?gb\s(?:for|für|por|pour|per)\s(?:just|only|nur|solo|seulement|apenas)\s",
    ),
    # A referral bonus ("Give €20, get €20"), a plan's first months for a price ("3 months
    # for €0.99") and a trial of so many days ("your 7-day free trial").
    (("give",), r"give\s?[€$£]\s?\d{1,3},?\s(?:and\s)?get\s?[€$£]\s?\d{1,3}"),
    (("months for", "month for"), r"\d{1,2}\s(?:months?)\sfor\s(?:just\s|only\s)?[€$£]\s?\d"),
    (("free trial",), r"\d{1,2}[\s-]day\sfree\strial"),
    # A multi-buy of one free on a range ("Tuesday is 2 for 1 on all large pizzas!").
    (("for 1 on",), r"(?<![\w.])[2-4] for 1 on (?:all|any|every|selected)(?![a-z])"),
    # A price before tax and service as a menu writes it ("RM88++ per pax").
    (("++",), r"\d\+\+(?![\w+])"),
    # A money-off offer: "$5 off your next order", "€10 off orders over €50", "5 dollars off
    # with code"; not a story about a discount ("I got $5 off at the bakery").
    (
        ("off",),
        r"(?:(?:[$€£¥₹₦]|(?<![\w.])n(?=\d))\s?\d{1,4}(?:,\d{3})?(?:[.,]\d{2})?"
        r"|\d{1,4}(?:[.,]\d{2})?\s?(?:[$€£]|eur|usd|gbp|"
        r"dollars?|euros?|bucks))\soff\s(?:your|orders?|on|with|when|today|first|next|any|all|"
        r"everything|sitewide|purchases?|delivery|rides?|this)\b",
    ),
)

# Opt-out lines: a marketing signal worth 1, and only when another marketing signal is present
# (a balance alert with "退订回T" is still a balance alert).
UNSUBSCRIBE_PHRASES: Final[tuple[str, ...]] = (
    "退订回t", "退订回td", "回td退订", "回t退订", "退订请回复", "拒收请回复", "退订请拨",
    "reply stop", "text stop", "stop to opt out", "stop to unsubscribe", "unsubscribe", "opt out",
    "responde baja", "stop au", "abmelden", "desinscrever", "отписаться", "수신거부",
    "무료수신거부", "무료거부", "取消訂閱", "取消订阅",
    "odhlásit odběr", "odhlasit odber", "odhlášení z odběru", "odhlaseni z odberu",
    "pro odhlášení", "odhlásiť odber", "zrušiť odber", "zrusit odber", "wypisz się", "wypisz sie",
    "zrezygnuj z subskrypcji", "aby zrezygnować", "aby zrezygnowac", "leiratkozás", "leiratkozas",
    "leiratkozáshoz", "iratkozz le", "dezabonare", "dezabonează-te", "dezaboneaza-te",
    "pentru dezabonare", "frameld", "afmeld nyhedsbrev", "meld dig fra", "meld deg av", "avmeld",
    "avsluta prenumeration", "avregistrera", "peruuta tilaus", "peru uutiskirje", "afmelden",
    "uitschrijven", "schrijf je uit", "svar stopp", "sms stopp", "send stopp", "vastaa stop",
    "abbestellen", "відписатися", "відписатись", "απεγγραφή", "διαγραφή από τη λίστα",
    "abonelikten çık", "ret yaz", "iptal için ret", "להסרה השב", "להסרה השיבו", "لغو 11",
    "لإلغاء الاشتراك", "لالغاء الاشتراك", "لإيقاف الرسائل", "ان سبسکرائب", "सदस्यता समाप्त",
    "अनसब्सक्राइब", "আনসাবস্ক্রাইব", "berhenti langgan", "berhenti melanggan", "henti langganan",
    "ketik unreg", "berhenti berlangganan", "jiondoe", "kujiondoa", "ยกเลิกรับข่าวสาร",
    "ยกเลิกการรับ sms", "từ chối nhận tin", "tu choi nhan tin", "hủy nhận tin", "huy nhan tin",
    "soạn tc gửi", "envía baja", "darte de baja", "date de baja", "para no recibir",
    "cancelar suscripción", "descadastrar", "descadastre", "responda sair", "para não receber",
    "cancelar inscrição", "se désinscrire", "désinscription", "désabonner", "désabonnement",
    "pour ne plus recevoir", "disiscriviti", "disiscrizione", "annulla iscrizione",
    "per non ricevere", "rispondi stop", "invia stop",
    "sms stop", "stop 2 opt out", "unsub:", "text stop to", "send stop til", "envie stop",
    "envía stop", "envoyez stop", "stop til", "afmeld:",
    "tu choi qc", "từ chối qc", "abmelden:",
)

# Phrases of notices about the user's own business; beside them a message needs a higher
# marketing score to be marketing.
TRANSACTIONAL_PHRASES: Final[tuple[str, ...]] = (
    "has shipped", "shipped", "delivered", "out for delivery", "your order", "payment",
    "paid you", "balance", "statement", "appointment", "reminder", "bill", "已发货", "已送达",
    "余额", "账单", "还款", "已到", "enviado", "entregado", "versandt", "zugestellt", "expédié",
    "доставлен", "đã giao", "تم خصم", "تم إيداع", "رصيد", "kesildi", "yatırıldı", "bakiye",
    "saldo", "addebito", "accredito", "जमा", "डेबिट", "ยอดเงิน", "หักเงิน", "штраф",
    "постановлени*",
    # A code or voucher already used or that failed: an account of it, no offer.
    "redeemed", "was redeemed", "didn't work", "did not work", "doesn't work", "came through",
    "byla odeslána", "byla odeslana", "byla doručena", "byla dorucena", "zůstatek", "zustatek",
    "platba kartou", "výpis z účtu", "připomínka", "pripominka", "připomenutí", "bola odoslaná",
    "bola odoslana", "bola doručená", "zostatok", "pripomienka", "zostało wysłane",
    "zostalo wyslane", "została dostarczona", "zostala dostarczona", "płatność kartą",
    "platnosc karta", "dostępne środki", "dostepne srodki", "przypomnienie", "wyciąg", "egyenleg",
    "kártyás vásárlás", "kartyas vasarlas", "kiszállítva", "kézbesítve", "kezbesitve",
    "emlékeztető", "emlekezteto", "számlakivonat", "sold disponibil", "plata cu cardul",
    "a fost expediată", "a fost expediata", "a fost livrată", "a fost livrata", "extras de cont",
    "memento", "reamintire", "er afsendt", "afsendt", "er leveret", "betaling", "kontoudtog",
    "påmindelse", "er sendt", "er levert", "påminnelse", "har skickats", "levererad",
    "har levererats", "betalning", "kontoutdrag", "lähetetty", "toimitettu", "tiliote",
    "muistutus", "verzonden", "bezorgd", "herinnering", "afschrift", "geliefert", "zahlung",
    "kontoauszug", "erinnerung", "оплата", "баланс", "доставлено", "прибула", "списание",
    "зачисление", "χρέωση", "υπόλοιπο", "παραδόθηκε", "harcama", "teslim edildi",
    "dağıtıma çıkmıştır", "בוצעה עסקה", "יתרה", "נמסרה", "ваше замовлення", "оплачено",
    "ваш заказ", "оплачен", "η παραγγελία σας", "siparişiniz", "siparisiniz", "ההזמנה שלך",
    "تم الدفع", "عملية شراء", "شراء عبر", "تم شحن", "تم توصيل", "تم تسليم", "فاتورة", "موعدك",
    "تذكير", "برداشت", "واریز", "سفارش شما", "ارسال شد", "تحویل داده شد", "یادآوری", "ادائیگی",
    "بیلنس", "آپ کا آرڈر", "روانہ", "یاد دہانی", "भुगतान", "शेष राशि", "बैलेंस", "आपका ऑर्डर",
    "डिलीवर", "आपका बिल", "रिमाइंडर", "অ্যাকাউন্ট থেকে", "ডেবিট", "জমা হয়েছে", "জমা হয়েছে",
    "আপনার অর্ডার", "ডেলিভারি হবে", "রিমাইন্ডার", "telah dihantar", "sedang dihantar",
    "pesanan anda", "pembayaran", "baki", "penyata", "temujanji", "peringatan", "telah dikirim",
    "sudah dikirim", "sedang dikirim", "pesananmu", "jatuh tempo", "janji temu", "naipadala na",
    "naihatid na", "na-deliver na", "balanse", "paalala", "imethibitishwa", "imelipwa", "umelipa",
    "salio", "malipo", "umepokea", "kumbusho", "จัดส่งแล้ว", "ชำระเงินแล้ว", "คำสั่งซื้อของคุณ",
    "นัดหมาย", "ใบแจ้งหนี้", "đang giao", "đã thanh toán", "số dư", "so du", "sao kê", "lịch hẹn",
    "đã nhận", "tu pedido", "tu compra", "recibo", "estado de cuenta", "recordatorio",
    "en camino", "ha sido enviado", "seu pedido", "sua compra", "pagamento", "extrato",
    "lembrete", "entregue", "foi enviado", "saiu para entrega", "votre commande", "paiement",
    "relevé", "rappel", "livré", "expédiée", "a été expédiée", "en cours de livraison",
    "il tuo ordine", "estratto conto", "promemoria", "bolletta", "consegnato", "spedito",
    "in consegna",
    "outstanding amount", "to repay", "due on", "your balance is", "kulipa deni", "jumla ya deni",
    "data allowance", "of your data", "you've used", "you have used", "resets on",
    "your allowance", "usage alert",
    "रिचार्ज सफल", "सफल रहा", "recharge successful", "recharge is successful",
    "successfully recharged", "recharge of rs",
)

# A person writing, not a brand: laughter, a joke taken back, the first person singular ("I",
# "my": a brand writes "we" and "you"), the texting pronouns, kisses, "shall we". A marketing
# score in such a message is a friend talking about an offer, and a generic code word a code
# passed on.
# What only a business writes in an SMS (over lower-cased text): a greeting to a customer, a
# name from a business ("it's Lisa from Glow Salon", "Happy Deepavali from QuickMart"), a
# validity, a coupon's instruction, stock, a number to call to book, terms, "join ... now".
# Beside one, the texting "u" and "ur" are no person's voice (marketing._personal_voice).
# A business's own line, over lower-cased text: a number to call to book ("call 01632 960418 to
# book") or the stores an offer runs in ("participating stores only"). Beside one a single offer
# phrase is no friend's flat remark.
BUSINESS_LINE_PATTERN: Final = (
    r"participating (?:stores|outlets)|(?:call|ring|whatsapp) \+?\d[\d \-]{6,}\d (?:to|2) "
    r"(?:book|reserve|order|apply|enquire)"
)

BUSINESS_MARK_PATTERN: Final = (
    r"dear (?:customer|member|valued|subscriber|sir|madam|patron)"
    r"|(?:it'?s|its|this is) [a-z]+ from |happy [a-z]+ from [a-z]"
    r"|valid (?:till|until|til|thru|to|for \d+ days|\d+ days)(?![a-z])"
    r"|show this (?:sms|txt|text|msg|message|email)|offer ends"
    r"|(?:1st|first) \d+ (?:shoppers|customers)"
    r"|limited stock|try our |islandwide|members?'?s? day|book (?:ur|your) table|"
    + BUSINESS_LINE_PATTERN
    + r"|t ?& ?cs? apply|join [a-z]+ (?:now|today)"
)

PERSONAL_VOICE_PATTERN: Final = _led_by_letter_groups([
    # Every branch starts with its letter and checks the one before it after that: the engine
    # skips to the next of these letters instead of testing a look-behind at every position,
    # and the three groups share one branch per first letter.
    (
        (
            r"haha\w*", "hun", "lol+", "lmao", "just kidding", "jk", "guess what", "gonna",
            "my", "mine", "u r", "ur", "u", "wanna", "xx+", "shall (?:we|i)", "babe",
            "want me (?:to|2)", "lmk", "do (?:u|you) want (?:me|some|one|any)",
            # Singapore English particles and spellings ("ü wan come?", "go or not", "ok lah").
            "ü", "lah", "lor", "leh", "meh", "liao", "sia", "wan", "or not", "eh",
            "saw (?:a|an|this|that|it)",
            "we(?:'re|’re| are)? (?:leaving|going|heading|off|setting off|leave at)",
            # Spellings no brand writes: "theres", "thats", "cos", "tho", "soz"; a person's
            # "hurry up", "leaving in 10".
            "theres", "thats", "tho", "tbh", "cos", "coz", "cuz", "soz", "innit", "hurry up",
            "leaving in",
            # An invitation to come along ("Primark has 50% off everything!! Meet me there at
            # 10?", "Robinson sale 70% off today. Go after school?"): a brand asks no one along.
            "u coming", "you coming", r"coming(?: [a-z]+)?\s?\?", "meet me", "meet u",
            "come (?:with|wiv) me",
            "fancy going", r"go after (?:school|work|class|lunch)", "myself", "thinking of",
            "not bad", "want to go", "if (?:you|u) still need", "should we", "we should",
            "we closed",
            # Tagalog "to me" ("iload mo sakin"): a person asking for themselves.
            "sakin",
            # Something of one's own offered on ("got a $5 off coupon from bed bath, want
            # it?"), a shop's sale told of in the third person ("the sale at zara is crazy",
            # "they gave out vouchers at the mall"): a brand offers its own, as "we".
            r"want (?:it|one|them|some|em)\s?\?", "the sale at",
            # Singapore's "go tgt" (together) and "go shop tmr?", Nigerian Pidgin ("abeg",
            # "wetin", "dey do").
            "tgt", "abeg", "wetin", "dey", r"go shop(?:ping)? (?:tmr|tmrw|tmw|later|tgt)",
            r"they(?: r|['’]re|['’]ve| are| were)? (?:gave|give|giving|have|got|had)",
            # Brazilian texting: "vc viu a promoção?", "né", "kkkk".
            "vc", "vcs", "né", "kkk+", "tô", "vocês", "tá com", "não queriam",
        ),
        # Not after an apostrophe either: Turkish suffixes ("Premium'u", "Netflix'i"); nor after
        # a slash, a link's path ("mmrt.au/u").
        r"\w.'’/",
        r"(?![\w]|\.\w)",
    ),
    # "I" after no apostrophe either ("it'll" holds no "I'll").
    (
        (
            # "im" is also German ("im Sale", "im Angebot"): as texting's "I'm" only before
            # what follows one.
            r"i['’](?:ve|m|ll|d)",
            r"im (?:a|so|not|just|gonna|on|at|in|home|here|there|out|off|sure|sorry|fine|ok|okay"
            r"|good|tired|late|free|busy|bored|back|done|still|really|with|\w+ing)",
            r"i (?:got|get|won|was|am|think|need|want|have|had|just|can|will|dont|don't|bought|"
            r"saw|love|know|said|did|would|could|should|wish|hope|mean|went|do|only|never|also|"
            r"really|might|found|paid|owe|hear|heard)",
        ),
        r"\w.'’",
        r"(?![\w]|\.\w)",
    ),
    # A friend offering to get something, in the other languages ("je te prends le parfum ?",
    # "¿quieres algo?", "你要不要我帮你抢").
    (
        (
            "tu veux", "je te prends", "quieres", "willst du", "soll ich", "vuoi che",
            "ti prendo", "ti compro", "ho visto", "te lo pillo", "te compro",
            "queres que", "want anything",
            # An invitation to go along ("¿vamos el sábado?", "on y va samedi ?").
            "vamos", "vienes", "tu viens", "on y va", "kommst du", "gehen wir", "andiamo",
            "vieni", "bora",
            # A friend who thinks of the reader's needs ("falls ihr noch eins sucht").
            "falls ihr", "falls du", "si tu cherches", "si buscas", "se cerchi", "se procuras",
            "wil je mee", "ga je mee", "zullen we", "chcesz", "idziemy", "idziesz", "пойдём",
            "пойдем", "em có", "chị có", "anh có",
            # The same in the other languages of LANGUAGES ("let's go", "are you coming",
            # "shall we", a friend's casual "you" and "mate").
            "půjdeme", "pujdeme", "pojď", "pojd", "pôjdeme", "pojdeme", "poď", "jössz",
            "jossz", "menjünk", "menjunk", "megyünk", "megyunk", "mergem", "hai să", "hai sa",
            "vii cu", "skal vi", "kommer du med", "tager du med", "vil du med", "blir du med",
            "ska vi", "hänger du med", "hanger du med", "följer du med", "foljer du med",
            "lähdetäänkö", "lahdetaanko", "tuutko", "tuletko mukaan", "mennäänkö", "mennaanko",
            "підемо", "ходімо", "підеш", "πάμε", "θες να", "έρχεσαι", "ερχεσαι", "gidelim mi",
            "gelir misin", "alayım mı", "alayim mi", "gelsene", "tara na", "tara g", "sama ka",
            "gusto mo ba", "bili tayo", "daw", "đi không", "đi ko", "di khong", "đi hông",
            "mua không", "mua ko", "mày", "tụi mình", "jom", "yuk", "nak ikut", "mau ikut",
            "gue", "kuy", "twende", "tuende", "chalein", "chalo", "chalte hain", "yaar",
            "chaloge", "chalogi", "cholo", "jabi",
            # What the reader wanted ("kdybys chtěl tu vrtačku", "die du wolltest", "nu voiai
            # una nouă?"), "listen", "by the way": a friend, not a brand.
            "kdybys", "chtěl", "chtel", "chtěla", "chtela", "chcel si", "chcela si", "nechcel si",
            "chciałeś", "chciałaś", "chciales", "chcialas", "akartál", "akartal", "voiai",
            "du wolltest", "katoit", "ти ж хотів", "ти ж хотіла", "ти хотів", "ты хотел",
            "ты же хотел", "тебе же", "съездим", "заскочимо", "слушай", "btw", "le aaun",
            "le aau",
            # "Shall I get you some?" ("mám ti vzít dva balíčky?").
            "mám ti", "mam ti", "mam ci", "kupić ci", "kupic ci", "vegyek neked", "să-ți iau",
            "sa-ti iau", "skal jeg købe", "skal jeg kjøpe", "ska jag köpa", "otanko sulle",
            "ostanko sulle",
            # A social app quoting a person ("priya_k mentioned you in a comment: ...").
            "mentioned you", "commented", "replied to your", "tagged you",
            # Laughter as typed in other languages ("wkwk", "jajaja", "mdr", "rsrs"), and a
            # first-person story of a purchase ("me hicieron 5 € de descuento", "aku dapet").
            r"wk(?:wk)+[wk]*", r"ja(?:ja)+[ja]*", r"je(?:je)+[je]*", r"he(?:he)+[he]*",
            r"hi(?:hi)+[hi]*", r"ah(?:ah)+[ah]*", r"rs(?:rs)+[rs]*", r"js(?:js)+[js]*", "mdr+",
            "ptdr+", r"ха(?:ха)+[ха]*", r"ах(?:ах)+[ах]*", "achei", "me hicieron", "me dieron",
            "compré", "conseguí", "comprei", "ganhei", "consegui", "j'ai eu", "j’ai eu",
            "on m'a fait", "on m’a fait", "ich hab", "hab ich", "mi hanno fatto", "ho preso",
            "aku dapat", "aku dapet", "gue dapet", "le liya", "le li", "maine", "mujhe",
            # A mate addressed, a look suggested, a purchase told ("got a tv for $199").
            "bro", "want to check", "want to go", r"got (?:a|an|the|myself a|me a) [a-z]+ for",
        ),
        r"\w.",
        r"(?!\w)",
    ),
])

# The same voice in scripts with no letter boundary (Chinese, Arabic, the Indic scripts, Hebrew,
# Korean, Japanese, Thai) and laughing emoji: searched only in a text that is not all ASCII.
PERSONAL_VOICE_OTHER_PATTERN: Final = (
    # Chinese: an offer to help, laughter, "did you ... yet?", "I bought".
    "你要不要|要不要我|我帮你|我幫你|哈哈|了没|了沒|我买了|我買了|ไปกันไหม|ไปไหม"
    # The same in the other scripts of LANGUAGES (no letter boundary).
    + "|نروح|هنروح|تعال معي|تبي |تبغى|ودك|بریم|میای|میخوای|می‌خوای|چلیں|چلو|یار|चलें|चलो"
    + "|यार|चलोगे|চল যাই|যাবি|যাবে নাকি|בא לך|נלך|בואי נלך|בוא נלך|ㅋㅋ|갈래|같이 가자"
    + "|사다줄까|行かない|一緒に行こう|買っとく|買ってきて|買うてきて|خذي لنا|لو رحتي|الحقي|แก "
    # Japanese: what it came to, told ("送料無料になったよ", "2,980円だった").
    + "|なったよ|だったよ|円だった"
    + "|ไปด้วยกัน|দোস্ত|তোর "
    # Laughing emoji: a brand's offer does not laugh.
    + "|😂|🤣"
)

# --- system ---------------------------------------------------------------------------------

# Android Notification.category values that carry nothing to remember (Android API reference,
# Notification.CATEGORY_*): media transport controls, progress, services, system status.
SYSTEM_CATEGORIES: Final = frozenset(
    {"transport", "progress", "service", "sys", "status", "navigation", "stopwatch"}
)

# Words of a ride or a driver arriving: a transport notification that holds one is news, not a
# media line ("O Paulo está a chegar num Renault Clio cinzento · AX-42-RT").
RIDE_ARRIVAL_WORDS: Final[tuple[str, ...]] = (
    "arriving", "arrives", "driver", "is here", "chegar", "chega", "motorista", "llegando",
    "llega", "conductor", "arrive", "chauffeur", "ankommt", "fahrer", "φτάνει", "οδηγός",
    "приедет", "водитель", "到达", "司机", "到着", "도착", "기사", "kommer fram", "förare",
    "min away", "mins away", "minutes away", "has arrived", "is outside", "sudah dekat",
    "sudah tiba", "menit lagi",
)

# SYSTEM_CATEGORIES that apps also put real news under (a train's delay under ``status``, a ride
# under ``transport``, a courier's ETA under ``service``): a notification of one of these with a
# title and a text is classified on its text like any other. Only ``transport`` with a bare
# media line ("Blinding Lights" / "The Weeknd", "Paused · The Daily") stays system by category.
TEXT_CATEGORIES: Final = frozenset({"status", "transport", "service"})

# Packages whose status notifications (charging, USB, debugging) are system noise.
SYSTEM_APP_IDS: Final = frozenset(
    {"android", "com.android.systemui", "com.android.settings", "com.android.shell",
     # The Bluetooth service, Samsung's device care and VPN clients post only the device's
     # state ("Connected to WH-1000XM5 • Battery 80%", "Connected to United Kingdom #2210").
     "com.android.bluetooth", "com.samsung.android.lool", "com.nordvpn.android",
     "com.expressvpn.vpn", "ch.protonvpn.android", "com.surfshark.vpnclient.android",
     # iOS's own alerts (low battery, Low Power Mode).
     "com.apple.springboard"}
)

# The SMS and MMS apps, where a stranger's free text arrives (a prize claim, a premium-rate
# sign-up, a shop's offer): a text message the rules keep is asked of the learned spam model
# (:mod:`agent_memory.privacy.spam_model`). "" (no app named: a text classified on its own, as
# ``classify_text(body)``) is one too. Chat apps are not: their senders are contacts.
TEXT_MESSAGE_APPS: Final = frozenset(
    {"", "com.google.android.apps.messaging", "com.android.mms", "com.android.messaging",
     "com.samsung.android.messaging", "com.apple.MobileSMS", "com.oneplus.mms",
     "com.motorola.messaging", "com.sonyericsson.conversations", "com.textra",
     "com.microsoft.android.smsorganizer", "com.truecaller"}
)

# Titles a messaging app shows for a text with no sender to name (lower-cased, whole title): a
# stranger's, as no title is (the learned spam model is asked of them).
UNKNOWN_SENDER_TITLES: Final = frozenset(
    {"unknown", "unknown sender", "unknown number", "no caller id", "private number",
     "no number", "withheld", "number withheld", "desconocido", "número desconocido",
     "unbekannt", "unbekannte nummer", "inconnu", "numéro inconnu", "sconosciuto",
     "未知号码", "未知號碼", "非通知", "알 수 없음"}
)

# Whole bodies (case-insensitive, trailing dots and ellipsis ignored) that are placeholders shown
# before content arrives (iOS Mail, Android mail clients).
PLACEHOLDER_BODIES: Final = frozenset(
    {
        "loading", "checking for mail", "downloading", "downloading messages",
        "downloading message", "no content", "this message has no content", "sending", "正在加载",
        "加载中", "正在載入", "載入中", "cargando", "wird geladen", "chargement", "загрузка",
        "đang tải", "読み込み中", "로드 중", "carregando", "sending message", "sending messages",
        "enviando mensaje", "nachricht wird gesendet", "envoi du message", "отправка сообщения",
        "正在发送", "送信中", "checking for new mail", "checking mail", "syncing", "syncing mail",
        "sync in progress", "buscando correo nuevo", "neue e-mails werden abgerufen",
        "suche nach neuen e-mails",
        "recherche de nouveaux messages", "проверка почты", "正在检查邮件", "正在收取邮件",
        "新着メールを確認中", "새 메일 확인 중", "đang kiểm tra thư", "verifica nuova posta",
        "controleren op nieuwe e-mail", "söker efter ny post",
        "controllo nuova posta", "sprawdzanie poczty", "nieuwe e-mail ophalen",
        "yeni e-postalar denetleniyor",
    }
)

# The Android 15 text that replaces a notification hidden from an untrusted listener because it
# holds a one-time code (Android 15 "sensitive notifications" behaviour).
ANDROID_HIDDEN_PLACEHOLDERS: Final = frozenset({"sensitive notification content hidden"})

# The same placeholder in the phone's other UI languages, and the shorter lock-screen forms
# ("Notification content hidden", "Contenu masqué", "内容已隐藏"), described by their words
# instead of listed whole (translations vary between Android versions and vendors): a short
# body made only of these words, with at least one "hidden" word and one "content" or
# "notification" word, is such a placeholder. Words are matched lower case, longest first, in
# any order; anything else left over (another word, a digit) means a real message.
HIDDEN_PLACEHOLDER_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "hidden": (
        "hidden", "redacted", "ausgeblendet", "verborgen", "versteckt", "masqué", "masqués",
        "masquée", "masque", "caché", "cachés", "oculto", "oculta", "ocultos", "ocultado",
        "nascosto", "nascosti", "nascosta", "nascoste", "скрыто", "скрыт", "скрыты", "скрытое",
        "приховано", "прихований", "приховане", "隐藏", "隱藏", "非表示", "숨김", "숨겨짐",
        "숨겨졌습니다", "gizlendi", "gizli", "ukryto", "ukryta", "ukryte", "ukryty", "dolts",
        "dolt", "dolda", "skjult", "skjules", "piilotettu", "piilotettiin", "skrytý", "skryto",
        "skrytá", "skryté", "ascuns", "ascunse", "ascunsă", "rejtett", "elrejtve", "elrejtett",
        "מוסתר", "מוסתרים", "הוסתר", "מוסתרת", "κρυφό", "κρυφά", "κρυμμένο", "αποκρύφθηκε",
        "ẩn", "disembunyikan", "tersembunyi", "مخفي", "مخفى", "إخفاء", "اخفاء", "پنهان",
        "مخفی", "पोशीदा", "छिपाई", "छिपाया", "छिपी", "ซ่อน", "nakatago", "itinago", "imefichwa",
        "umefichwa", "verborgene", "escondido", "escondida",
    ),
    "content": (
        "content", "contents", "notification", "notifications", "inhalt", "inhalte",
        "benachrichtigung", "benachrichtigungen", "benachrichtigungsinhalt",
        "benachrichtigungsinhalte", "mitteilung", "mitteilungsinhalt", "contenu", "contenus",
        "contenido", "contenidos", "notificación", "notificacion", "conteúdo", "conteudo",
        "notificação", "notificacao", "contenuto", "contenuti", "notifica", "notifiche", "inhoud",
        "melding", "meldingen", "содержимое", "содержание", "уведомления", "уведомление", "вміст",
        "сповіщення", "内容", "內容", "通知", "알림", "コンテンツ", "通知内容", "콘텐츠", "내용",
        "콘텐츠가", "내용이",
        "içeriği", "içerik", "bildirim", "bildirimi", "treść", "treści", "powiadomienia",
        "powiadomienie", "innehåll", "aviseringsinnehåll", "aviseringen", "avisering", "innhold",
        "varslingsinnhold", "varsel", "indhold", "notifikationsindhold", "notifikation",
        "sisältö", "ilmoituksen", "ilmoitus", "obsah", "oznámení", "conținut", "conținutul",
        "continut", "notificării", "notificare", "tartalom", "tartalma", "értesítés",
        "értesítési", "értesítések", "תוכן", "התראה", "ההתראה", "περιεχόμενο", "ειδοποίησης",
        "ειδοποίηση", "nội dung", "thông báo", "konten", "isi", "notifikasi", "pemberitahuan",
        "محتوى", "الإشعار", "الاشعار", "إشعار", "محتوای", "اعلان", "सामग्री", "सूचना", "เนื้อหา",
        "การแจ้งเตือน", "nilalaman", "abiso", "maudhui", "arifa", "ya arifa",
    ),
    "filler": (
        "sensitive", "vertrauliche", "vertraulicher", "vertraulichen", "vertraulich",
        "sensibler", "sensiblen", "sensible", "sensibles",
        "sensível", "sensivel", "sensibile", "sensibili", "gevoelige", "конфиденциальное",
        "конфиденциальный", "конфіденційний", "конфіденційне", "敏感", "機密性の高い", "민감한",
        "hassas", "poufną", "poufna", "poufne", "känsligt", "känslig", "sensitivt", "følsomt",
        "følsom", "arkaluonteinen", "arkaluontoinen", "citlivý", "citlivé", "sensibil",
        "sensibilă", "bizalmas", "רגיש", "הרגיש", "ευαίσθητο", "ευαίσθητης", "nhạy cảm",
        "sensitif", "الحساس", "حساس", "संवेदनशील", "ที่ละเอียดอ่อน", "ละเอียดอ่อน", "sensitibo",
        "nyeti", "érzékeny", "the", "is", "are", "has", "have", "been", "was",
        "de", "la", "le", "les", "este", "está", "é", "foi", "fue", "è", "sono", "est",
        "der", "die", "das", "des", "du", "della", "delle", "del", "da", "do", "of", "har",
        "är", "er", "on", "je", "jsou", "ist", "sind", "sont", "wurde", "wurden", "a",
        "el", "los", "las", "il", "i", "to", "το", "της", "είναι", "已", "的", "已被", "被",
        "は", "が", "です", "ています", "の", "이", "가", "됨", "đã", "bị", "telah", "تم",
        "شد", "است", "है", "गई", "गया", "ko", "van", "av", "af", "til", "ng", "ay", "ya",
        "wa", "et", "e", "ve", "و", "ang", "iyong", "ni",
    ),
}

# Verbs of progress notifications; with a measure (45%, 3 of 7, 5 MB / 48 MB) they are system.
PROGRESS_PHRASES: Final[tuple[str, ...]] = (
    "downloading", "uploading", "installing", "updating", "backing up", "syncing", "exporting",
    "copying", "preparing", "processing", "sending", "moving", "saving", "transferring",
    "正在下载", "下载中", "正在上传", "正在安装",
    "正在更新", "正在备份", "正在下載", "下載中", "正在上傳", "descargando", "subiendo",
    "instalando", "actualizando", "baixando", "enviando", "herunterladen", "wird heruntergeladen",
    "hochladen", "wird installiert", "téléchargement", "telechargement", "envoi en cours",
    "installation", "загрузка", "скачивание", "установка", "обновление", "đang tải",
    "đang cài đặt", "đang cập nhật", "ダウンロード中", "アップロード中", "インストール中",
    "다운로드 중", "업로드 중", "설치 중", "reservekopie maken", "backup wird erstellt",
    "download di", "backup in corso", "aggiornamento in corso", "caricamento in corso",
    "sincronizzazione in corso", "quedan", "剩餘", "sauvegarde en cours", "synkroniserar",
    "laddar upp", "laddar ner",
    "stahování", "stahovani", "stahuje se", "nahrávání", "nahravani", "nahrává se",
    "instaluje se", "zálohování", "zalohovani", "synchronizace", "odesílání", "odesilani",
    "kopírování", "sťahovanie", "stahovanie", "sťahuje sa", "nahrávanie", "nahravanie",
    "nahráva sa", "inštaluje sa", "zálohovanie", "synchronizácia", "odosielanie", "pobieranie",
    "przesyłanie", "przesylanie", "wysyłanie", "wysylanie", "instalowanie", "aktualizowanie",
    "tworzenie kopii zapasowej", "synchronizacja", "kopiowanie", "letöltés", "letoltes",
    "feltöltés", "feltoltes", "telepítés", "telepites", "frissítés folyamatban",
    "biztonsági mentés folyamatban", "szinkronizálás", "szinkronizalas", "se descarcă",
    "se descarca", "descărcare", "descarcare", "se încarcă", "se incarca", "încărcare",
    "incarcare", "se instalează", "se instaleaza", "se actualizează", "se actualizeaza",
    "backup în curs", "sincronizare", "se trimite", "downloader", "uploader", "installerer",
    "opdaterer", "sikkerhedskopierer", "synkroniserer", "laster ned", "laster opp", "oppdaterer",
    "sikkerhetskopierer", "installerar", "uppdaterar", "säkerhetskopierar", "ladataan",
    "lähetetään", "asennetaan", "päivitetään", "varmuuskopioidaan", "synkronoidaan", "downloaden",
    "bezig met downloaden", "uploaden", "bezig met uploaden", "installeren", "bijwerken",
    "synchroniseren", "back-up maken", "wird hochgeladen", "wird aktualisiert",
    "wird synchronisiert", "wird gesichert", "завантаження", "вивантаження", "встановлення",
    "оновлення", "резервне копіювання", "резервное копирование", "λήψη", "μεταφόρτωση",
    "εγκατάσταση", "δημιουργία αντιγράφων ασφαλείας", "indiriliyor", "yükleniyor", "yukleniyor",
    "güncelleniyor", "yedekleniyor", "הורדה", "גיבוי", "מוריד את", "מעלה את", "מתבצעת הורדה",
    "מתקין את", "ενημέρωση εφαρμογών", "جارٍ تنزيل", "جاري تنزيل", "جارٍ تحميل", "جاري تحميل",
    "جارٍ رفع", "جاري رفع", "جارٍ التنزيل", "جاري التنزيل", "جار التنزيل", "جارٍ التحميل",
    "جاري التحميل", "جارٍ الرفع", "جاري الرفع", "جارٍ التحديث", "جاري التحديث", "جارٍ التثبيت",
    "جاري التثبيت", "جارٍ الاحتفاظ بنسخة احتياطية", "جاري الاحتفاظ بنسخة احتياطية",
    "جاري النسخ الاحتياطي", "جارٍ النسخ الاحتياطي", "جارٍ المزامنة", "جاري المزامنة",
    "جارٍ الإرسال", "جاري الإرسال", "در حال دانلود", "در حال بارگیری", "در حال آپلود",
    "در حال بارگذاری", "در حال نصب", "در حال به‌روزرسانی", "در حال به روزرسانی",
    "در حال بروزرسانی", "در حال پشتیبان‌گیری", "در حال پشتیبان گیری", "در حال همگام‌سازی",
    "در حال همگام سازی", "در حال ارسال", "ڈاؤن لوڈ ہو رہا", "ڈاؤن لوڈ ہو رہی", "اپ لوڈ ہو رہا",
    "اپ لوڈ ہو رہی", "انسٹال ہو رہا", "اپ ڈیٹ ہو رہا", "بیک اپ ہو رہا", "بھیجا جا رہا",
    "डाउनलोड हो रहा", "डाउनलोड हो रही", "अपलोड हो रहा", "अपलोड हो रही", "इंस्टॉल हो रहा",
    "अपडेट हो रहा", "बैकअप हो रहा", "भेजा जा रहा", "ডাউনলোড হচ্ছে", "আপলোড হচ্ছে", "ইনস্টল হচ্ছে",
    "আপডেট হচ্ছে", "ব্যাকআপ হচ্ছে", "পাঠানো হচ্ছে", "memuat turun", "memuat naik",
    "sedang memasang", "mengemas kini", "menyandarkan", "mengunduh", "mengunggah",
    "sedang mengunduh", "menginstal", "memperbarui", "mencadangkan", "menyinkronkan",
    "nagda-download", "dina-download", "ina-upload", "nag-a-upload", "ini-install", "inapakua",
    "inapakia", "inasakinisha", "inasasisha", "กำลังดาวน์โหลด", "กำลังอัปโหลด", "กำลังติดตั้ง",
    "กำลังอัปเดต", "กำลังสำรองข้อมูล", "đang tải xuống", "đang tải lên", "đang sao lưu",
    "đang đồng bộ", "copia de seguridad en curso", "haciendo copia de seguridad", "sincronizando",
    "exportando", "copiando", "procesando", "preparando", "guardando", "transfiriendo",
    "moviendo", "a transferir", "a descarregar", "a carregar", "a enviar", "a instalar",
    "a atualizar", "a sincronizar", "fazendo backup", "atualizando", "processando",
    "téléversement", "mise à jour en cours", "synchronisation en cours", "copie en cours",
    "transfert en cours", "exportation en cours", "scaricamento", "download in corso",
    "installazione in corso", "invio in corso", "esportazione in corso", "copia in corso",
    "trasferimento in corso",
)

# A measure of progress (percent, also with the Arabic percent sign or before the number as
# Turkish writes it; "3 of 7" in the languages of LANGUAGES; "5.2 MB / 48 MB").
PROGRESS_MEASURE_PATTERN: Final = (
    r"\d{1,3}(?:[.,]\d)?\s?[%％٪]|[%٪]\s?\d{1,3}(?![\d])"
    r"|\d+\s?(?:of|/|de|von|из|sur|trên|z|ze|din|af|av|van|di|dari|sa|з|із|από|od|kati ya"
    r"|จาก|من|از|میں سے|में से|(?:টির\s?)?মধ্যে)\s?\d+"
    r"|\d+(?:[.,]\d+)?\s?[KMGkmg]B\s?(?:/|of|de|von|из|sur|z|din|af|av|van|di|dari|з|από)\s?"
    r"\d+(?:[.,]\d+)?\s?[KMGkmg]B"
    r"|\d+\s?(?:min|mins|minutes|sec|secs|seconds|s|h)\s(?:left|remaining|restantes?|übrig)"
    r"|\d+\s(?:left|remaining)(?![a-z])"
    # "残り約12分", "nog ongeveer 5 minuten", "noch etwa 3 Minuten", "осталось 5 мин".
    r"|残り約?\d+(?:分|秒|時間)|nog (?:ongeveer )?\d+ min|noch (?:etwa )?\d+ min"
    r"|осталось (?:около )?\d+ (?:мин|сек|ч)|\d+ minuti rimanenti|\d+ minutes restantes"
    # A timer's time left ("Horno · quedan 12:34", "番茄鐘 · 剩餘 12:41").
    r"|(?:(?<=quedan )|(?<=剩餘 )|(?<=剩餘))\d{1,2}:\d{2}(?::\d{2})?(?!\d)"

)

# Device status phrases: system noise when posted by a SYSTEM_APP_IDS package or ongoing.
STATUS_PHRASES: Final[tuple[str, ...]] = (
    "charging", "fully charged", "battery", "cargando", "carga rápida", "in carica", "ricarica",
    "şarj oluyor", "mengisi daya", "चार्ज हो रहा", "กำลังชาร์จ", "جارٍ الشحن", "جاري الشحن",
    "via usb", "充电", "充電", "schnelles laden",
    "geladen", "急速充電", "フル充電", "충전", "зарядка", "đang sạc", "en charge", "carregando",
    "connected to", "batterie", "batería", "bateria", "akku", "batteria", "low power mode",
    "バッテリー", "배터리", "аккумулятор", "電量", "电量",
)

# Device status that is noise whichever app posts it (a VPN client, the screenshot service):
# the phone's state, nothing the user said or received.
SYSTEM_STATUS_PHRASES: Final[tuple[str, ...]] = (
    "vpn is active", "vpn active", "vpn is on", "vpn connected", "vpn aktiv", "vpn activa",
    "vpn activo", "vpn ativa", "vpn actif", "vpn активен", "vpn 已连接", "vpn 已連線",
    "tunnel is active", "tunnel active", "screenshot saved", "screenshot captured",
    "captura de pantalla guardada", "captura de tela salva", "bildschirmfoto gespeichert",
    "screenshot gespeichert", "capture d'écran enregistrée", "скриншот сохранен",
    "снимок экрана сохранен", "đã lưu ảnh chụp màn hình", "截图已保存", "屏幕截图已保存",
    "螢幕截圖已儲存", "スクリーンショットを保存しました", "스크린샷 저장됨",
    "스크린샷이 저장됨", "탭하여 스크린샷", "data saver is on", "usb debugging",
    "wireless debugging",
    "usb 디버깅", "usbデバッグ", "depuración usb", "depuracion usb", "depuração usb",
    "depuracao usb", "débogage usb",
    "usb-debugging", "отладка по usb", "gỡ lỗi usb", "usb 调试", "usb 調試", "usb 文件传输",
    "usb file transfer", "usb tethering", "file transfer via usb",
    "transferencia de archivos por usb", "transferência de arquivos por usb",
    "usb-dateiübertragung", "transfert de fichiers usb", "screen recording", "hotspot is on",
    "mobile hotspot is on", "battery saver is on", "power saving mode is on",
    "do not disturb is on", "vpn is connected", "vpn attiva", "vpn attivo", "vpn verbunden",
    "vpn connecté", "vpn connectée",
    "zrzut ekranu zapisany", "wyświetlić zrzut ekranu", "se dit skærmbillede",
    "skærmbillede gemt", "melihat tangkapan skrin anda", "tangkapan layar disimpan",
    "tangkapan skrin disimpan", "переглянути знімок екрана", "знімок екрана збережено",
    "snímek obrazovky uložen", "képernyőkép mentve", "captură de ecran salvată",
    "captura de ecran salvata", "skjermbilde lagret", "skärmbild sparad",
    "kuvakaappaus tallennettu", "schermafbeelding opgeslagen",
    "το στιγμιότυπο οθόνης αποθηκεύτηκε", "ekran görüntüsü kaydedildi", "צילום המסך נשמר",
    "تم حفظ لقطة الشاشة", "اسکرین شات ذخیره شد", "स्क्रीनशॉट सहेजा गया", "স্ক্রিনশট সেভ হয়েছে",
    "บันทึกภาพหน้าจอแล้ว", "picha ya skrini imehifadhiwa", "na-save ang screenshot",
    "screenshot salvato", "tap to view your screenshot",
    "اسکرین شاٹ محفوظ ہو گیا", "اسکرین شاٹ محفوظ",
)

# Titles of media playback notifications.
MEDIA_PHRASES: Final[tuple[str, ...]] = (
    "now playing", "正在播放", "正在播放中", "tocando agora", "reproduciendo", "wiedergabe",
    "lecture en cours", "сейчас играет", "đang phát", "再生中", "재생 중",
)
# fmt: on
# fmt: off

# --- scam and spam ----------------------------------------------------------------------------

# What a scam or spam text offers or threatens. Each phrase counts towards the scam score once
# (SCAM_WEIGHTS by kind); a text is scam only with a way to act on it as well (a premium-rate
# number, a short code to text, a charge per message, a suspicious link; see noise._scam), or
# for an impersonation with a request for money. Sources of the shapes: the UK premium-rate
# number ranges (Ofcom: 09, 087, 0844/0845, 070), short-code subscription services ("txt WORD to
# 8xxxx", "150p/msg", "16+", PO Box), and the smishing kinds national CERTs and postal services
# warn about (fake parcel fees, bank lockouts, tax refunds, toll fines, "hi mum").

# The lure: a prize, a win, a reward the recipient did nothing for.
SCAM_LURE_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "you have won", "you've won", "you have been selected", "you've been selected",
        "have been chosen", "been picked", "ur awarded", "you are awarded", "been awarded",
        "u have won", "has won", "has been selected", "cash prize", "cash award",
        "may have won", "entered into our", "xmas draw", "christmas draw",
        "number is selected", "no. is selected", "no is selected", "phone selected",
        "phone was selected", "anniversary draw", "1st prize", "2nd prize", "3rd prize",
        "cash reward", "prize reward", "bonus prize", "caller prize", "guaranteed £",
        "guaranteed cash", "guaranteed prize", "to claim", "2 claim", "claim your", "claim ur",
        "claim code", "claim ref", "unclaimed", "prize draw", "lucky draw", "weekly draw",
        "lottery", "jackpot", "giveaway", "lucky winner", "a winner", "selected to receive",
        # A number "selected" for a prize, funds to receive, a free phone on a new contract.
        "number was selected", "receive your funds",
        "mobile winner", "phone is out of date", "video phones", "phones free", "phone 4 free",
        "phone for free", "selected tariffs", "mobile contract", "recontract", "free hp",
        "you are eligible",
        "chosen to receive", "entitled to", "free entry", "free upgrade", "free holiday",
        "secret admirer", "secret crush", "dating service", "singles", "hot local",
        "ringtone", "ringtones", "polyphonic", "tones club", "free ringtone", "free tone",
        "free text credits", "bonus texts", "free texts", "reward points", "loyalty points",
        "bonus points", "points expiring", "gift card", "gift voucher", "shopping voucher",
        "free iphone", "airdrop", "winning number", "congratulations! you", "congrats! you",
        "camera phone", "camera mobile", "video phone", "latest colour", "line rental",
        "double mins", "anytime mins", "freephone", "free msg", "freemsg", "gift holder",
        "voucher holder", "chance to win", "chances to win", "chance 2 win", "win £", "win cash",
        "2 win", "quiz", "new messages waiting", "messages waiting",
        "unheard voicemail", "unread voicemail", "voice messages waiting", "new voicemail",
        "may be owed", "could be owed", "be owed £", "claim it", "claim now", "eligible for",
        "received a gift", "奖金",
        # Phone-contract offers (handset upgrades, minutes and texts to any network).
        # Quizzes, dating teasers and claims in texting spelling.
        "ur answer", "your answer", "txt ans", "u qualify", "you qualify",
        "left u a msg", "left u a message", "left you a message", "checking u out",
        "new in town", "got ur number from", "got your number from", "remember me from",
        "fancy meeting up",
        # Awards and draws named by whoever runs them ("ur mobile number was randomly
        # selected", "Airtel Anniversary Bonanza", "our claims officer"), a chain letter's
        # share-to-unlock, and a grant or quiz to qualify for.
        "release your prize", "to release your", "u won a", "you won a", "trivia", "bumper draw",
        "beautiful friends", "talk to beautiful",
        "randomly selected",
        "dear winner", "number won",
        "bonanza", "consolation prize",
        "guaranteed award", "claims officer", "claims team", "share with 10 friends",
        "share with 5 friends", "forward to 10 friends", "govt grant", "government grant",
        "check if you are eligible", "check if you're eligible", "simply answer",
        "quick questions", "approved for a transfer", "deceased client", "next of kin",
        "same surname", "your surname", "no. won", "no. has won", "claims agent",
        "your no won", "ur no won", "your number won", "ur number won", "ur mobile no won",
        "you are selected", "holiday package", "saw your profile", "looking for friendship",
        "looking for a friend", "lonely widow", "dating site", "check my pics",
        "checking you out", "find out who",
        "upgrade", "handset", "free phone", "colour phone", "free camera", "any network",
        "any networks", "unlimited texts", "unlimited txts",
        "lucky day", "ur lucky", "your lucky", "you won a", "u won £", "tones", "hit tones",
        # The same offers in texting spelling, and the freebies that come with a handset.
        "video fone", "camera fone", "colour fone", "latest fone", "newest colour", "camcorder",
        "free dvd", "dvd player", "free nokia", "free bluetooth", "half price rental",
        "months or more", "mths or more", "mths+", "double minutes", "free minutes",
        "free mins", "talk time", "free credits", "free call credit", "specially selected",
        "live operator", "surprise awaiting", "awaiting collection", "unredeemed",
        "unheard message", "unheard messages", "new message waiting", "paid content",
        "ur reward", "flirtchat", "chat line", "chatline", "adult chat", "hardcore",
        "free link", "wants to be ur friend", "wants to be your friend", "wants 2 chat",
        "see his profile", "see her profile",
        # Texting spellings of the claims, and more of what is offered.
        "u hav won", "hav won", "congrats u", "waitin 4 u", "waiting 4 u", "free ipod",
        "free mp3", "free gift", "cam phone", "any-network", "delivered 2moro", "hot singles",
        "someone fancies", "fancies u", "fancies you", "private message", "you are owed",
        "u r owed", "owed money", "loyalty reward", "ur prize", "your prize", "camera phones",
        "freefone", "time 4 a new", "congrats winner", "ur in luck", "free txts",
        "win a", "win an", "quick survey", "short survey", "simple questions", "twice the minutes",
        "twice the texts", "slider phone", "dating", "crush on you", "has a crush",
        "running total", "to keep going", "free spins", "no deposit", "something special",
        "waiting for you", "complimentary", "horoscope", "hey sexy", "sexy", "new voice mail",
        "voice mail from", "un-redeemed", "contract is ending", "flip phone", "free insurance",
        "at no cost", "brand new smartphone", "you were picked", "u were picked",
        "chat to me", "you have a prize", "prize waiting", "has qualified", "mob no",
        "mobile no", "owner of this mobile",
        "you are now subscribed", "now subscribed to",
        "govt subsidy", "government subsidy", "subsidy credited", "click to receive",
        "bonus credit", "receive £50",
        "business proposal", "proposal worth", "dear beneficiary", "compensation is ready",
        "atm card containing", "ready for dispatch", "inheritance fund",
        "approved release of your", "approved the release of",
        "been selected", "u've been selected", "gift awaits", "awaits u", "awaits you",
        "quick qs", "picture msg", "picture message", "pic msg", "some1 has",
        "someone has sent u", "someone has sent you", "goodbye treat", "now unsubscribed",
        "been moved 2", "been moved to", "late relative", "in ur name", "lakh cash", "luv score",
        "love score", "love match", "% match", "nmbr iz", "total protection", "geek squad",
        "renewal of", "auto-renewal", "has been renewed", "estate of late", "shares your surname",
        "been chosen", "has been chosen 4", "day cruise", "free cruise", "cruise 4 2",
        "hot girls", "talk 2 hot", "lonely?", "lonely lady", "lonely girl",
        "want to make friend", "got ur no. from", "got ur no from", "got your no. from",
        "auto-renewed", "renewed for $", "to cancel or dispute", "cancel or dispute",
        "tagged u in a photo", "tagged you in a photo", "b4 they delete", "before they delete it",
        "late client", "surname matches", "left us$", "dear friend, i am",
        "love test", "love tips", "daily love tip", "love tip", "crushes name", "crush's name",
        "for more tips reply",
    ),
    "zh": ("中奖", "恭喜您获得", "恭喜你获得", "话费返还",
           "幸运用户", "幸运大奖", "抽中", "获得二等奖", "获得一等奖", "领奖", "兑换现金",
           "现金红包", "积分兑换", "积分即将清零", "积分已满", "刷单", "日赚", "稳赚不赔", "翻倍",
           "牛股", "必涨"),
    "zh_hant": (
        "中獎", "抽獎", "頭獎", "二獎", "領獎", "獎金", "點數即將到期", "即將到期，可兌換",
        "兌換iphone", "恭喜您獲得", "中獎通知",
    ),
    "es": (
        "ha sido seleccionado", "ha sido seleccionada", "has sido seleccionado", "un premio",
        "reclámalo", "reclamalo", "ha ganado", "has ganado", "ha sido premiado", "premiado con",
        "reclame su premio", "reclama tu premio", "sorteo", "enhorabuena", "felicidades",
        "has sido elegido", "ha sido elegido", "ha resultado ganador", "resultó ganador",
        "eres el ganador", "ganador del sorteo", "reclama tu regalo", "reclamar su premio",
        "tus puntos caducan", "sus puntos caducan", "sus puntos vencen", "tus puntos vencen",
        "premio en efectivo", "tarjeta regalo", "ganaste un", "usted ganó",
        "fue seleccionado para recibir", "fue seleccionado para ganar",
        "fuiste seleccionado para recibir", "fuiste seleccionado para ganar", "su número ha sido",
        "para ganar un",
        "puntos caducan hoy", "canjéelos", "canjealos", "canjéalos", "ha sido premiada",
        "ha sido premiado con", "su línea ha sido", "tu línea ha sido",
    ),
    "pt": (
        "mensagens de voz", "mensagem de voz", "não ouvidas", "você ganhou", "voce ganhou",
        "foi sorteado", "foi premiado", "resgatar", "resgate", "sorteio", "parabéns",
        "foi selecionado para receber", "foi selecionada para receber",
        "foi selecionado para ganhar", "foi selecionada para ganhar", "ganhou um",
        "seus pontos expiram", "seus pontos vão expirar", "pontos expiram", "valores a receber",
        "valor a receber", "saque liberado", "você tem direito", "voce tem direito",
        "vale-presente", "cartão presente", "os seus pontos expiram",
        "foi contemplado", "foi contemplada", "contemplado no sorteio", "pontos vão expirar hoje",
        "troque seus pontos",
    ),
    "de": (
        "gewonnen", "gewinner", "gewinn abzuholen", "ihren gewinn", "ausgelost",
        "herzlichen glückwunsch", "glückwunsch", "sie haben gewonnen", "du hast gewonnen",
        "preis abholen", "gutschein im wert", "geschenkkarte", "sie wurden ausgewählt",
        "du wurdest ausgewählt", "verlosung", "gewinnspiel",
        "als gewinner gezogen", "ihre nummer wurde gezogen", "kundengewinnspiel*",
        "gewinn einlösen", "ihre belohnung wartet", "kostenloses iphone", "gewinn einloesen",
    ),
    "fr": (
        "vous avez gagné", "gagnant", "heureux gagnant", "félicitations", "tirage au sort",
        "vous avez été sélectionné pour", "vous avez été sélectionnée pour",
        "vous avez été choisi pour recevoir", "réclamez votre", "récupérez votre",
        "votre cadeau vous attend", "vous avez remporté", "vos points expirent",
        "vos points vont expirer", "carte cadeau", "vous êtes éligible", "vous avez droit à",
        "jeu concours", "pour recevoir un",
        "tirée au sort", "tiré au sort", "votre ligne a été", "pour le recevoir",
        "vos points expirent aujourd'hui",
    ),
    "it": (
        "hai vinto", "ha vinto", "vincere", "vincitore", "complimenti",
        "sei stato selezionato per ricevere", "sei stato selezionato per vincere",
        "sei stata selezionata per ricevere", "sei stata selezionata per vincere",
        "è stato selezionato per ricevere", "ritira il tuo premio", "riscatta il", "riscuoti",
        "il tuo premio", "premio in denaro", "buono regalo", "carta regalo",
        "i tuoi punti scadono", "punti in scadenza", "sei idoneo", "fortunato vincitore",
        "congratulazioni! hai", "congratulazioni, hai", "congratulazioni hai", "per vincere un",
        "ha vinto un buono", "hai vinto un buono", "per riscattarlo", "riscattalo",
    ),
    "ru": (
        "выиграли", "выиграл", "вы выиграли", "розыгрыш*", "приз", "поздравляем", "получите приз",
        "подарочный сертификат", "вы стали победителем", "победитель розыгрыша",
        "вам положен", "вам положена", "налоговый вычет", "возврат налога", "положена выплата",
        "положена компенсация", "вам начислен*", "для получения выплаты", "получите выплату",
        "ваш номер выиграл", "стали победителем", "для получения приза", "для получения средств",
    ),
    "vi": (
        "trúng thưởng", "trung thuong", "nhận giải", "chúc mừng", "nhan giai",
        "tri ân khách hàng", "tri an khach hang", "may mắn được chọn", "đã được chọn",
        "da duoc chon", "phần thưởng", "phan thuong", "giải thưởng", "giai thuong", "nhận quà",
        "nhan qua", "điểm thưởng sắp hết hạn", "đổi điểm", "doi diem", "chuc mung",
        "chương trình tri ân",
        "đủ điều kiện nhận", "du dieu kien nhan", "được hoàn thuế", "duoc hoan thue",
        "da trung thuong", "phi nhan giai",
        "phi xac nhan", "phí xác nhận",
    ),
    "ja": (
        "当選", "当選者", "賞金", "おめでとうございます", "に当選しました", "抽選で", "受取期限",
        "プレゼントが当選",
    ),
    "ko": (
        "당첨", "당첨금", "경품", "축하합니다", "축하드립니다", "당첨되셨습니다", "경품 수령",
        "포인트 소멸",
    ),
    "tr": (
        "kazandınız", "kazandiniz", "çekiliş", "tebrikler", "ödülünüz", "hediye çeki",
        "ödülünüzü", "odulunuzu", "hediye ceki", "cekilis", "şanslı kazanan",
        "destek ödemesi", "destek odemesi", "adınıza", "adiniza", "ödeme tanımlan*",
        "odeme tanimlan*", "vergi iadesi", "iade hakkı", "hediyenizi almak için",
        "hediyenizi almak icin", "ödülünüzü almak için", "odulunuzu almak icin", "hattınız",
        "hattiniz", "piyango", "çekilişinde", "cekilisinde",
    ),
    "id": (
        "memenangkan", "pemenang", "undian", "hadiah", "selamat!", "anda terpilih",
        "terpilih sebagai", "klaim hadiah", "mendapatkan hadiah", "hadiah langsung",
        "poin anda akan hangus", "poin akan hangus", "selamat anda", "tukarkan poin",
        "uang tunai", "saldo gratis", "bonus saldo", "dapatkan hadiah", "anda berhak",
        "kamu terpilih",
        "terdaftar penerima", "penerima blt", "cairkan bantuan", "berhak atas pengembalian",
        "terpilih mendapat hadiah",
    ),
    "hi": (
        "लॉटरी", "जीती", "इनाम", "बधाई हो", "lottery mein", "kbc", "jeeti hai", "jeeta hai",
        "jeete hain", "jeet liya", "jeetne", "inaam", "lucky draw mein", "जीते हैं", "जीता है",
        "आपने जीते", "आपने जीता", "पुरस्कार", "लकी ड्रा", "करोड़पति", "करोड़पति", "इनाम राशि",
        "गिफ्ट कार्ड", "आपका नंबर चुना", "चुना गया है", "रिवॉर्ड पॉइंट",
        "रिफंड स्वीकृत", "रिफंड पाने के लिए", "की लॉटरी", "लॉटरी में", "इनाम पाने", "केबीसी",
        "lottery lagi", "inaam jeeta",
        "लकी ड्रॉ", "इनाम पाने के लिए",
    ),
    "ar": (
        "لقد ربحت", "لقد فزت", "مبروك", "تهانينا", "جائزة", "بالجائزة", "رقمك ربح",
        "رقم جوالك ربح", "جوالك ربح", "فاز رقمك", "رقمك فاز", "تم اختيارك", "تم اختيار رقمك",
        "الفائز المحظوظ", "السحب السنوي", "السحب الشهري", "لاستلام الجائزة", "لاستلام جائزتك",
        "استلام جائزتك", "جائزتك", "جوائز", "بطاقة هدية", "قسيمة شرائية", "قسيمة هدية",
        "هدية مجانية", "آيفون مجاني", "ايفون مجانا", "يانصيب", "اليانصيب", "نقاطك ستنتهي",
        "ربحت مبلغ", "فزت بمبلغ",
        "لديك مبلغ مسترد", "مبلغ مسترد", "لاستلام المبلغ", "ضمن الفائزين", "بجائزة", "مسابقة stc",
        "فزت بجائزة", "دعم حكومي", "منحة مالية", "مستحقات مالية", "دعم مالي بقيمة",
        "استرداد الضريبة", "لاستلام المبلغ المسترد",
        "للفوز بمبلغ", "تم اختيار رقمك للفوز",
    ),
    "th": (
        "ได้รับรางวัล", "รับรางวัล", "ยินดีด้วย", "ถูกรางวัล", "คุณได้รับสิทธิ์", "ได้รับสิทธิ์",
        "ลุ้นรับ", "รางวัลใหญ่", "เงินรางวัล", "กดรับ", "รับเงินฟรี", "ผู้โชคดี",
        "คะแนนของคุณกำลังจะหมดอายุ", "แลกคะแนน",
        "ได้รับสิทธิ์คืนภาษี", "ได้รับสิทธิ์เงิน", "ยืนยันรับรางวัล", "เบอร์ของท่านได้รับรางวัล",
    ),
    "nl": (
        "gewonnen", "gefeliciteerd", "uw prijs", "u heeft gewonnen", "je hebt gewonnen",
        "winnaar", "geselecteerd als", "u bent geselecteerd", "je bent geselecteerd",
        "cadeaukaart", "cadeaubon", "waardebon", "claim uw", "claim je", "verloting", "loterij",
        "jouw prijs",
        "getrokken als winnaar", "uw nummer is getrokken", "je nummer is getrokken",
        "klantenloterij*", "claim binnen", "claim uw prijs", "claim je prijs",
        "uw beloning wacht",
    ),
    "pl": (
        "wygrałeś", "wygrałaś", "nagroda", "nagrodę", "gratulacje", "wygrales", "wygralas",
        "zostałeś wylosowany", "zostales wylosowany", "zostałaś wylosowana",
        "zostalas wylosowana", "wylosowan*", "nagrode", "odbierz nagrodę", "odbierz nagrode",
        "zwycięzca", "zwyciezca", "loterii", "bon podarunkowy", "karta podarunkowa",
        "bon o wartości", "bon o wartosci", "darmowy iphone", "twoja nagroda",
        "zwrot nadpłaty", "zwrot nadplaty", "nadpłaty podatku", "nadplaty podatku",
        "przysługuje ci zwrot", "przysluguje ci zwrot", "zwrot podatku",
        "twój numer został wybrany", "twoj numer zostal wybrany", "otrzymuje nagrodę",
        "otrzymuje nagrode", "odbierz zwrot", "odbierz swój zwrot", "odbierz swoj zwrot",
        "otrzymasz zwrot",
    ),
    "sw": (
        "umeshinda", "namba yako imeshinda", "umechaguliwa", "mshindi wa", "bahati nasibu",
        "droo ya bahati", "dai zawadi", "zawadi yako", "pokea zawadi", "zawadi ya pesa",
        "umejishindia", "hongera umeshinda",
        "kupokea zawadi", "umechaguliwa kupokea", "unastahili kurejeshewa", "dai malipo yako",
        "umechaguliwa kupata mkopo", "mkopo wa ksh", "bila crb",
    ),
    "fil": (
        "nanalo ka", "nanalo ng", "ikaw ay nanalo", "napili ka", "napili ang iyong numero",
        "i-claim ang premyo", "premyo", "papremyo", "nanalo ang numero mo",
        "libreng cash", "i-claim ang iyong",
        "qualified ka sa", "cash assistance na", "may tax refund ka", "nanalo ang sim mo",
        "ikaw ay napili", "napili ka bilang",
    ),
    "ms": (
        "anda telah terpilih", "telah terpilih", "terpilih sebagai pemenang", "pemenang bertuah",
        "cabutan bertuah", "menang hadiah", "anda menang", "dimenangi", "oleh no. anda",
        "oleh nombor anda", "memenangi", "tuntut hadiah", "tebus hadiah",
        "hadiah wang tunai", "ganjaran tunai", "layak menerima", "anda layak", "bonus tunai",
        "mata ganjaran anda akan", "tahniah! anda",
        "belum dituntut", "tuntut sekarang", "bantuan sumbangan tunai", "anda layak menerima",
        "layak menerima bayaran balik",
    ),
    "bn": (
        "লটারি", "জিতেছেন", "পুরস্কার", "অভিনন্দন! আপনি", "অভিনন্দন আপনি", "লাকি ড্র", "বিজয়ী",
        "বিজয়ী", "গিফট কার্ড", "পুরস্কার পেতে", "apni jitechen", "lottery jitechen",
        "ভাতা বরাদ্দ", "টাকা পেতে", "পুরস্কারের জন্য নির্বাচিত", "নির্বাচিত হয়েছে",
        "পুরস্কার নিতে", "বছর পূর্তি উপলক্ষে", "প্রধানমন্ত্রীর উপহার", "sorkari vata",
        "পেতে এখনই",
    ),
    "ur": (
        "انعام", "انعامی", "لکی ڈرا", "قرعہ اندازی", "بمپر انعام", "آپ نے جیت", "آپ جیت گئے",
        "کا انعام جیت", "احساس پروگرام", "احساس کفالت", "بینظیر انکم", "aap ne jeeta",
        "aap jeet gaye", "inaami", "inami",
        "refund approve", "refund hasil", "inaam ka haqdar", "haqdar qarar", "قرعہ اندازی میں",
        "انعام کے حقدار", "انعام حاصل کرنے", "inaam hasil", "qurandazi",
        "منتخب ہوا ہے", "امدادی پروگرام", "رقم وصول کرنے کے لیے", "انعام جیت", "مبارک ہو! آپ",
    ),
    "fa": (
        "برنده شدید", "شما برنده", "برنده جایزه", "جایزه نقدی", "قرعه‌کشی", "قرعه کشی",
        "كارت هديه", "کارت هدیه", "هدیه نقدی", "سهام عدالت", "یارانه", "امتیاز شما", "لاتاری",
        "کالابرگ", "دریافت اعتبار", "دریافت جایزه", "جایزه شما", "برنده یک دستگاه",
        "مشمول دریافت", "سود سهام عدالت", "واریز یارانه",
    ),
    "he": (
        "זכית", "זכיתם", "מזל טוב!", "שובר מתנה", "לקבלת הפרס", "הפרס שלך", "הגרלה", "ההגרלה",
        "החזר מס", "מגיע לך החזר", "מגיע לך", "נבחר בהגרלת", "המספר שלך נבחר", "זכית ב",
        "לאיסוף הפרס", "מענק", "פרס כספי", "לוטו",
    ),
    "el": (
        "κερδίσατε", "κερδισατε", "συγχαρητήρια", "συγχαρητηρια", "το δώρο σας", "δωροεπιταγή",
        "κλήρωση", "κληρωση", "νικητής",
        "επιστροφή φόρου", "επιστροφη φορου", "epistrofi forou", "ο αριθμός σας κληρώθηκε",
        "ο αριθμος σας κληρωθηκε", "παραλάβετε το δώρο", "παραλαβετε το δωρο", "λαχεί*",
        "λοταρί*", "επίδομα", "επιδομα", "το επίδομα σας", "δικαιουστε", "dikaioúste",
        "dikaiouste", "και κερδίζει", "και κερδιζει", "κερδίζει ένα", "κερδιζει ενα",
    ),
    "uk": (
        "ви виграли", "виграли", "розіграш*", "вітаємо", "заберіть свій приз", "ваш приз",
        "подарунковий сертифікат",
        "вам нараховано", "нараховано виплату", "державну виплату", "державна виплата",
        "державну допомогу", "грошову допомогу", "отримайте виплату", "отримати виплату",
        "щоб отримати кошти", "для отримання коштів", "для отримання виплати", "став переможцем",
        "стали переможцем", "переможцем акції", "ваш номер виграв", "ваш номер став", "лотере*",
        "повернення податку", "ви отримуєте приз",
    ),
    "fi": (
        "olet voittanut", "voitit", "onnittelut", "onneksi olkoon", "voittaja*", "palkintosi",
        "lunasta palkintosi", "lahjakortin", "lahjakortti", "arvonta*", "arvonnassa",
        "onnekas voittaja", "sinut on valittu",
        "arvottiin voittajaksi", "puhelinnumerosi arvottiin", "asiakasarvonn*",
        "lunasta palkinto", "lunasta voitto*", "palkintosi odottaa", "ilmainen iphone",
    ),
    "sv": (
        "du har vunnit", "du har valts ut", "du är utvald", "grattis! du", "din vinst",
        "hämta din vinst", "presentkort", "utlottning*", "lyckliga vinnare", "har blivit utvald",
        "vinnare",
        "har dragits som vinnare", "ditt nummer har dragits", "kundlotteri*", "hämta vinsten",
        "din belöning väntar", "du har en outtagen vinst", "hamta vinsten", "din beloning vantar",
    ),
    "no": (
        "du har vunnet", "du er valgt ut", "gratulerer", "vinner av", "premien din",
        "hent premien", "gavekort på", "trekning*", "heldig vinner",
        "trukket ut som vinner", "ditt mobilnummer er trukket", "kundelotteri*", "hent gevinsten",
        "gevinsten din", "belønningen din venter", "belonningen din venter",
    ),
    "da": (
        "du har vundet", "du er blevet udvalgt", "du er udvalgt", "tillykke", "vinder af",
        "din præmie", "indløs din præmie", "hent din præmie", "gevinst", "gavekort",
        "lodtrækning*", "heldig vinder", "udtrukket",
        "dit nummer er udtrukket", "er blevet udtrukket", "kundelodtrækning*", "indløs inden",
        "indløs din gevinst", "hent din gevinst", "du har en ubrugt gevinst",
        "din belønning venter", "gratis iphone", "kundelodtraekning*", "indlos inden",
        "indlos din gevinst", "din belonning venter",
    ),
    "ro": (
        "ai câștigat", "ai castigat", "ați câștigat", "ati castigat", "felicitări", "felicitari",
        "câștigător", "castigator", "câștigătorul", "castigatorul", "premiul", "revendică",
        "revendica", "extragere", "tragere la sorți", "tragere la sorti", "tombola", "card cadou",
        "ai fost selectat", "ai fost ales", "ați fost selectat", "ati fost selectat",
        "voucher de 1000", "voucher in valoare",
        "rambursare de impozit", "rambursarea impozitului", "dreptul la o rambursare",
        "dreptul la rambursare", "numărul tău a fost extras", "numarul tau a fost extras",
        "a fost extras la tombola", "ajutor de la stat", "ajutor financiar de",
        "beneficiați de o rambursare", "beneficiati de o rambursare",
    ),
    "hu": (
        "ön nyert", "on nyert", "nyertél", "nyertel", "megnyerte", "nyertese", "nyertesének",
        "nyeremény*", "nyeremeny*", "sorsolás*", "sorsolas*", "kisorsolt*", "gratulálunk",
        "gratulalunk", "ajándékutalvány*", "ajandekutalvany*", "vásárlási utalvány*",
        "vasarlasi utalvany*", "igényelje", "igenyelje", "igényeld", "vegye át", "vegye at",
        "visszatérítés jár", "visszaterites jar", "adójóváírás*", "adojovairas*", "önnek jár",
        "onnek jar", "telefonszáma nyert", "telefonszama nyert", "állami támogatás jár",
        "allami tamogatas jar", "igényelje visszatérítését", "igenyelje visszateriteset",
        "egyszeri támogatás", "egyszeri tamogatas",
    ),
    "sk": (
        "vyhrali ste", "vyhral ste", "vyhrala ste", "vyhral si", "vyhrala si",
        "boli ste vyžrebovaný", "boli ste vyzrebovany", "vyžrebovan*", "vyzrebovan*", "výherca",
        "vyherca", "darčeková poukážka", "darcekova poukazka", "poukážku v hodnote",
        "prevezmite si", "lotéria", "loteria", "žrebovanie", "zrebovanie", "vaša odmena",
        "vasa odmena",
        "vrátenie preplatku", "vratenie preplatku", "preplatok na dani", "preplatku dane",
        "nárok na vrátenie", "narok na vratenie", "získava odmenu", "vaše číslo bolo vybrané",
        "vase cislo bolo vybrane", "štátny príspevok", "statny prispevok",
        "jednorazový príspevok", "jednorazovy prispevok", "kompenzácia vo výške",
        "kompenzacia vo vyske",
    ),
    "cs": (
        "vyhrál jste", "vyhrala jste", "vyhral jste", "vyhrál jsi", "vyhrala jsi", "vyhral jsi",
        "vyhráli jste", "vyhrali jste", "byl jste vylosován", "byla jste vylosována",
        "bylo vylosováno", "bylo vylosovano", "vylosován*", "vylosovan*", "výherce", "vyherce",
        "výhru", "vyhru", "vyzvedněte si", "vyzvednete si", "gratulujeme", "blahopřejeme",
        "blahoprejeme", "dárková poukázka", "darkova poukazka", "dárkovou poukázku",
        "poukázku v hodnotě", "poukazku v hodnote", "loterie", "losování", "losovani",
        "vaše odměna", "vase odmena", "iphone zdarma",
        "přeplatek na dani", "preplatek na dani", "vrácení přeplatku", "vraceni preplatku",
        "nárok na vrácení", "narok na vraceni", "vratka daně", "vratka dane", "získává odměnu",
        "ziskava odmenu", "vaše číslo bylo vybráno", "vase cislo bylo vybrano",
        "státní příspěvek", "statni prispevek", "jednorázový příspěvek", "jednorazovy prispevek",
        "kompenzace ve výši", "kompenzace ve vysi",
    ),
}

# The threat: an account, a parcel, a card or a tax matter that needs acting on now.
SCAM_THREAT_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        # A parcel held for a fee ("u hv an undelivered parcel frm overseas").
        "undelivered parcel", "undelivered package",
        # A purchase the reader did not make, to call about ("If you did not make this
        # purchase, call ... Support at 1-888-...").
        "did not make this purchase", "didn't make this purchase",
        # Cloud storage "full" or "unpaid" ("Your photos and videos will be deleted today").
        "will be deleted today", "update billing",
        # An account "suspended" to be reactivated; the bank's app said to be compromised.
        "to reactivate", "acct is suspended", "account is suspended", "do not use the app",
        "app is compromised", "it is compromised",
        # A relative hurt, a warrant, an account frozen: fear to pay or call at once.
        "involved in an accident", "is at the hospital", "warrant has been issued",
        "money laundering", "to avoid arrest", "has been frozen",
        "account has been suspended", "account is suspended", "account has been locked",
        "locked your account", "account has been limited", "account will be disabled",
        "account will be closed", "account will be deactivated", "will be deactivated",
        "has been suspended", "been suspended", "has been blocked", "will be blocked",
        "has been flagged", "card has been locked", "card will be blocked",
        "verify your account", "verify your details", "confirm your details",
        "confirm your information", "update your details", "update your payment",
        "update your billing", "update your address", "validate your billing",
        "billing information", "payment details", "payment failed", "payment method",
        "could not be delivered", "couldn't be delivered", "could not deliver",
        "unable to deliver", "incomplete address", "redelivery fee", "shipping fee",
        "customs fee", "customs payment", "customs clearance", "unpaid", "outstanding toll",
        "unpaid toll", "late fee", "tax refund", "eligible for a refund", "refund of",
        "due a refund", "will be disconnected", "lawsuit", "arrest", "suspicious activity",
        "unusual activity", "unusual sign-in", "unusual login", "suspicious purchase",
        "permanent closure", "avoid permanent",
        "extended warranty", "missing kyc", "kyc", "face prosecution", "copyright infringement",
        "pending withdrawal", "confirm your seed", "connect your wallet", "debt forgiveness",
        "written off", "pre-approved", "no credit check", "new payee", "payee was added",
        "to avoid a fine", "to avoid a late fee", "avoid losing", "data loss", "has expired",
        "delivery fee", "delivery failed", "will be charged", "to cancel, call",
        "didn't place this order", "did not place this order", "didn't authorise",
        "did not authorise", "did not authorize", "didn't authorize",
        "will be suspended", "will be terminated", "will be cut", "been charged", "being held",
        "held for you", "held 4 u", "not updated", "new device", "tested positive",
        "close contact", "refund", "overpayment",
        # An account, a card or a device said to be at risk, and what to do about it.
        "been compromised", "been restricted", "unrecognised device", "unrecognized device",
        "avoid suspension", "will expire today", "about to expire", "service disruption",
        "update your info", "update your particulars", "update payment", "attempted delivery",
        "book a redelivery", "has a virus", "protect your data",
        "couldn't process", "couldnt process", "could not process",
        "card is blocked", "to unblock", "continue your membership", "verify your bank",
        "avoid legal action", "past due", "debt settlement", "pending fee", "settlement of £",
        "will be returned", "confirm withdrawal", "avoid court action", "outstanding pcn",
        "parking charge notice", "power will be disconnected", "previous month bill",
        "bill was not updated",
        # What a link is for: the act a scam asks for (a suspicious link beside it is the hook).
        "verify now", "verify here", "verify at", "update at",
        "update here", "update now", "pay now", "pay here", "pay at", "claim here", "claim at",
        "redeem at", "unlock", "reactivate", "restore access", "reschedule your delivery",
        "tap the link", "click the link", "tap here", "to collect it", "collect it now",
        "collect ur", "renew today", "renew now",
        # Call-back bait ("we tried 2 ring u about ur reply 2 our txt") and where it leads.
        "tried to call you", "tried 2 call", "tried to ring", "tried 2 ring", "tried 2 contact",
        "your reply to our", "ur reply 2 our", "ur reply to our", "4 delivery tomorrow",
        "for delivery tomorrow", "to hear them", "2 hear them", "2 collect", "click here",
        "log onto", "subscription service", "will b charged", "content u paid for",
        "content you paid for", "not yet collected", "to download it",
        # A utility cut off tonight over an unpaid bill.
        "electricity will be", "electricity connection", "previous bill", "last bill",
        "could not be dispatched", "confirm your billing", "confirm ownership", "to hear it",
        "could not be completed", "reschedule here", "on hold", "pay fee", "pay the fee",
        "collect at", "complete at", "didn't place it", "further action", "overdue",
        "problem with your account", "to avoid charges", "missed call alert",
        "tried to deliver", "new slot", "nobody was home", "avoid prosecution",
        "unable to process", "device has been registered", "if not you",
        "release the funds", "has been locked", "verify ownership", "avoid loss",
        "update details", "updating details", "couldn't take your", "could not take your",
        "due a rebate", "rebate", "log on to", "will be billed", "avoid charge",
        "being disconnected", "penalty", "to avoid a", "legal case", "filed against you",
        "keep it active", "code you just received", "the code you received",
        # Infected computers and the support desk to call, a recording to be sent to one's
        # contacts, a warrant.
        "is infected", "been infected", "infected with", "microsoft support", "apple support",
        "windows support", "your computer has been", "your pc has been",
        "through your webcam", "your webcam",
        "recorded you", "to all your contacts", "all your contacts", "to your contacts",
        "arrest warrant",
        "warrant for your arrest",
        # Crypto "balances" to withdraw before they lapse.
        "withdraw before", "withdraw within", "will be lost",
        # A police officer's case, a KYC that needs a remote-access app, a parcel's preferences.
        "money laundering", "warrant will be issued", "you are involved in", "anydesk",
        "the code we just sent", "someone is trying to move",
        "antivirus renewal", "to cancel call",
        "funds will be frozen", "sim kyc", "kyc officer",
        "teamviewer", "quicksupport", "is waiting for delivery", "confirm your preferences",
        "will be disconnect",
        "electricity officer", "bill not update", "your apple id was used", "lock your account",
        "a video of you", "video of you naked", "send it to all your friends",
        "send it to all your contacts", "to all your friends",
        "was placed on your account",
        "ur son is arrested", "your son is arrested", "is arrested in", "has been arrested",
        "been arrested by", "in police custody", "to release him", "to release her",
        "to release your son", "to release your daughter",
        "if not done by you", "click to block", "held at warehouse", "due to incorrect address",
        "update within 12 hrs", "update within 24 hrs", "wallet will expire",
        "your account was charged", "not you? call", "call our fraud desk",
        "linked to an illegal case", "has been linked to", "due to pending kyc", "pending kyc",
        "parcel is pending", "package is waiting, pay", "missed delivery", "pay £2.99 redelivery",
        "withdrawal of", "pending to a new wallet", "if this wasn't you cancel", "a charge of $",
        "if this wasn't you, call",
        "will be disconnected tonight", "bill is unpaid", "electricity bill is unpaid",
        "held at customs", "package held at", "call officer",
        "your contacts get the video", "contacts get the video", "i recorded you",
    ),
    "zh": (
        "已被冻结", "被冻结", "被停用", "请登录", "涉嫌", "洗钱", "公安局", "安全账户",
        "账户存在异常", "将于今日冻结", "进行身份验证", "通缉", "逮捕令", "配合调查", "电脑中毒",
        "摄像头", "账户异常", "异常交易", "地址不详", "无法派送", "补充信息", "补充地址",
        "重新认证", "已失效", "已停用", "解冻", "双倍赔付", "双倍赔偿", "快递理赔", "运输中丢失",
        "三倍赔偿", "快递已丢失", "退款", "逾期将", "将冻结", "名下账户", "专案民警",
        "逾期不予处理", "被退回", "限制使用", "解除限制", "退税款", "交通违法记录", "缴纳罚款",
        "扣分", "滞纳金", "etc卡已失效", "自动续费", "高速通行费", "通行费欠费", "关税未缴",
        "清关费",
        "个税退税", "所得税退税",
    ),
    "zh_hant": (
        "補繳", "無法投遞", "地址不完整", "暫停配送", "運費不足", "罰鍰", "尚未繳納", "逾期將",
        "異常登入", "已暫停", "帳戶出現異常", "退稅", "自動續訂", "通行費", "關稅未繳", "清關費",
    ),
    "es": ("ha sido bloqueada", "ha sido bloqueado", "acceso no autorizado", "verifique sus datos",
           "se ha detectado un acceso", "otro dispositivo", "verifique en", "pague aquí",
           "será suspendida", "será bloqueada",
           "tasas de aduana", "pendiente de pago", "reembolso pendiente", "retenido",
           # Parcels held for a fee.
           "pendiente de entrega", "falta de pago", "gastos de aduana", "tasa de aduana", "abone",
           "reprogramar la entrega",
           # Cards and accounts blocked, purchases the recipient did not make (usted: a friend
           # and the banks' own apps say tú).
           "hemos bloqueado", "bloqueado su", "reactivarla", "reactivar su",
           "por motivos de seguridad", "compra sospechosa", "movimiento sospechoso",
           "cargo no reconocido", "si no la reconoce", "si no lo reconoce", "cancele aquí",
           "ha realizado una compra",
           # Identity, invoices and tax refunds.
           "verifique su identidad", "verifica tu identidad", "confirme sus datos",
           "fue bloqueada",
           "actividad inusual", "desbloquee", "multa pendiente", "evite el recargo",
           "actualice sus datos", "actualice su método de pago", "evitar la suspensión",
           "suspensión de su", "no ha podido ser cobrada", "no ha podido ser cobrado",
           "recibo impagado", "impagada", "tiene una devolución",
           # Arrest warrants, infected computers, a recording to be sent to one's contacts.
           "orden de detención", "orden de arresto", "contra usted", "denuncia contra",
           "policía nacional", "guardia civil", "está infectado", "infectado con",
           "infectado por", "tu cámara web", "todos tus contactos", "fue inhabilitada",
           "fue inhabilitado", "ha sido inhabilitada", "cuenta suspendida", "será desactivada",
           "será desactivado", "acceso restringido", "actividad sospechosa",
           "inicio de sesión inusual", "intento de acceso", "ingrese a", "verifica aquí",
           "actualiza tus datos", "valida tus datos", "validar sus datos", "regularice",
           "paquete retenido", "está retenido", "no pudimos entregar", "no se pudo entregar",
           "dirección incompleta", "fotomulta", "fotocomparendo", "peaje pendiente",
           "su clave ha vencido", "su token", "tarjeta bloqueada", "tarjeta ha sido bloqueada",
           "gastos de envío pendientes", "sanción de tráfico", "sancion de trafico",
           "multa de tráfico", "multa de trafico", "sin abonar", "tiene un adeudo",
           "adeudo pendiente", "evitar la cancelación", "evitar la cancelacion",
           "anular la operación", "anular la operacion", "se ha renovado automáticamente",
           "se ha renovado automaticamente", "solicitar el reembolso", "su envío está en aduana",
           "tasas de importación", "liberar su envío", "devolución pendiente de abono",
           "te grabé", "páginas para adultos", "paginas para adultos", "envío el vídeo",
           "devolución de la renta", "reembolso de impuestos", "peaje impagado",
           "peaje sin pagar", "tasas aduaneras", "gastos de aduana pendientes",
           "no pudo ser entregado", "falta de franqueo", "para reprogramar"),
    "pt": ("foi taxada", "taxas alfandegárias", "será bloqueado", "será bloqueada", "regularize",
           "irregular", "foi bloqueado", "foi bloqueada", "desbloqueie", "suspeita de fraude",
           # Parcels held for a fee.
           "sua encomenda", "aguarda pagamento", "aguardando pagamento", "taxas aduaneiras",
           "taxa alfandegária", "taxa de importação", "está retida", "foi retida",
           "pague a taxa", "taxa de entrega", "não foi possível entregar",
           # Cards and accounts blocked, purchases the recipient did not make.
           "bloqueamos", "compra não reconhecida", "transação não reconhecida",
           "nao reconhecida", "nao reconhece", "portagens por pagar", "evite coima",
           "transação suspeita", "compra suspeita", "cancele em", "cancele agora",
           "foi suspensa", "será cancelado", "será cancelada", "para desbloquear",
           # Invoices, identity and tax refunds.
           "não foi paga", "evite o corte",
           "corte da linha", "suspensão da linha", "verifique a sua identidade",
           "verifique sua identidade", "confirme seus dados", "atualize seus dados",
           "atualize os seus dados", "restituição",
           # Arrest warrants, infected computers, a recording to be sent to one's contacts.
           "mandado de prisão", "em seu nome", "processo judicial", "polícia federal",
           "polícia judiciária", "sua webcam", "todos os seus contatos", "foi desativada",
           "será desativada", "acesso suspeito", "acesso não autorizado", "atividade suspeita",
           "tentativa de acesso", "chave pix bloqueada", "pix bloqueado", "atualize seu cadastro",
           "atualização cadastral", "cpf será cancelado", "débito pendente", "multa pendente",
           "encomenda retida", "entrega pendente", "não conseguimos entregar",
           "endereço incompleto", "evite o bloqueio", "para evitar o bloqueio", "token expirado",
           "conta bloqueada", "acesso bloqueado", "aguarda pagamento de", "portes em falta",
           "multa de trânsito", "multa de transito", "multa em aberto",
           "em aberto no seu veículo", "identificamos uma compra", "passagens em portagem",
           "portagem sem pagamento", "para evitar coima", "foi tributada",
           "para liberar a entrega", "liberar sua encomenda", "restituição do ir",
           "restituicao do ir", "restituição liberada", "renovada automaticamente",
           "renovado automaticamente", "se não reconhece esta cobrança", "gravei você",
           "sites adultos", "vou enviar o vídeo", "restituição do imposto", "portagem por pagar",
           "pedágio em aberto", "pedágio pendente", "taxa alfandegária pendente", "não reconhece?",
           "nao reconhece?", "se nao reconhece", "se você não reconhece", "não reconhece esta",
           "agendado para hoje"),
    "de": ("wurde gesperrt", "vorübergehend gesperrt", "konnte nicht zugestellt",
           "bestätigen sie ihre", "aktualisieren sie ihre daten", "zollgebühr",
           "zustellgebühr", "noch offen", "jetzt bezahlen", "wird gesperrt",
           # Parcels held for a fee.
           "ihr paket wartet", "paket wartet", "wartet auf zustellung",
           "versandkosten", "zollgebühren", "begleichen sie", "ausstehende gebühr",
           "zustellung fehlgeschlagen", "erneute zustellung",
           # Cards and accounts blocked, procedures and cards that expire.
           "haben ihre karte", "ihre karte wurde", "karte gesperrt", "entsperren",
           "verdächtige zahlung", "verdächtige aktivität",
           "ungewöhnliche aktivität", "nicht autorisierte", "pushtan-verfahren", "läuft heute ab",
           "läuft bald ab", "läuft ab", "ihre gesundheitskarte", "versichertenkarte",
           "jetzt erneuern", "jetzt aktualisieren", "jetzt verifizieren",
           # Invoices, identity and tax refunds.
           "nicht bezahlt werden", "zahlung fehlgeschlagen",
           "zahlungsdaten", "zahlungsinformationen", "verifizieren sie", "ihre identität",
           "identität bestätigen", "steuerrückerstattung", "rückerstattung", "anspruch auf eine",
           # Arrest warrants, infected computers, a recording to be sent to one's contacts.
           "haftbefehl", "verhaftung", "gegen sie liegt", "strafanzeige", "ermittlungsverfahren",
           "ist infiziert", "infiziert mit", "trojaner", "infiziert", "datenverlust",
           "ihr computer ist",
           "deine webcam", "alle deine kontakte", "jetzt freischalten", "ihr konto wurde",
           "dein konto wurde", "zahlung ausstehend", "offene zahlung", "steuererstattung",
           "zur auszahlung bereit", "geben sie ihre bankverbindung", "unbezahlte mautgebühr",
           "bußgeld zu vermeiden", "nicht angetroffen", "neuen liefertermin",
           "ungewöhnliche abbuchungen", "unsere sicherheitsabteilung", "sicherheitshotline",
           "automatisch verlängert", "von ihrem konto abgebucht", "handy gehackt",
           "über die kamera aufgenommen", "an alle ihre kontakte", "an alle deine kontakte",
           "unbezahlte mautgebuehr", "bussgeld zu vermeiden", "ungewoehnliche abbuchungen",
           "automatisch verlaengert", "ueber die kamera aufgenommen"),
    "fr": ("n'a pas pu être livré", "frais de livraison", "frais de réexpédition",
           "frais de port", "coordonnées bancaires", "remboursement de", "a été crédité",
           "amende", "est expirée", "est expiré", "sera suspendu", "sera bloqué",
           "sont à régler", "à régler", "colis est en attente", "en réglant", "frais de",
           # Parcels held for a fee.
           "en attente de livraison", "frais de douane", "droits de douane",
           "réglez", "reprogrammer la livraison",
           # Cards and accounts blocked, purchases the recipient did not make, cards that expire.
           "nous avons bloqué", "a été bloquée", "a été suspendue", "a été suspendu",
           "débloquez", "débloquer votre", "réactiver votre", "opération suspecte",
           "activité suspecte", "paiement suspect", "achat non reconnu", "annulez ici",
           "votre carte vitale", "expire bientôt", "renouveler votre",
           "mise à jour obligatoire", "compte cpf", "droits cpf", "qui expirent", "non reglee",
           "non réglée", "majoration", "avis de contravention",
           # Invoices, identity and tax refunds.
           "n'a pas pu être réglée", "n'a pas pu être prélevée",
           "n'a pas pu être payée", "impayé", "impayée", "rejet de prélèvement",
           "informations de paiement", "mettez à jour vos", "confirmez votre identité",
           "vérifiez votre identité", "éviter la suspension", "suspension de votre",
           "éligible à un remboursement",
           # Arrest warrants, infected computers, a recording to be sent to one's contacts.
           "mandat d'arrêt", "plainte a été déposée", "contre vous", "poursuites judiciaires",
           "gendarmerie", "votre ordinateur est", "votre ordinateur a été", "est infecté",
           "infecté par", "votre webcam",
           "support microsoft",
           "tous vos contacts", "tous tes contacts", "a été restreint", "a été restreinte",
           "accès restreint", "activité inhabituelle", "connexion inhabituelle",
           "tentative de connexion", "compte bloqué", "carte bloquée", "sera désactivé",
           "sera désactivée", "confirmez vos informations", "mettre à jour vos informations",
           "vérifiez vos informations", "colis retenu", "colis est retenu", "échec de livraison",
           "livraison échouée", "adresse incomplète", "péage impayé", "remboursement en attente",
           "votre dossier est en attente", "agence du revenu", "n'a pas été réglé",
           "n'a pas été réglée", "n'a pas ete regle", "régularisez votre situation",
           "regularisez votre situation", "éviter une pénalité", "eviter une penalite",
           "amende sera majorée", "sera majorée", "bloqué en douane", "bloque en douane",
           "débloquer l'expédition", "droits de douane à régler",
           "vous pouvez bénéficier d'un remboursement", "bénéficier d'un remboursement",
           "a été renouvelé pour", "a été renouvelée pour", "annuler et être remboursé",
           "j'ai filmé", "sites pour adultes", "sites adultes", "remboursement d'impôt",
           "remboursement d'impot", "péage non réglé", "peage non regle", "frais de dédouanement",
           "votre solde cpf", "avant la suppression", "utilisez vos droits"),
    "it": ("in giacenza", "spese di spedizione", "accesso anomalo", "è stato sospeso",
           "stato sospeso", "riattivalo", "riattiva il", "verrà bloccato", "sarà sospeso",
           # Parcels held for a fee, cards blocked, invoices unpaid, identity and refunds.
           "il tuo pacco", "in attesa di consegna", "spese doganali", "dazi doganali",
           "paga ora", "consegna non riuscita", "abbiamo bloccato", "è stata bloccata",
           "è stata sospesa", "sblocca ora", "accesso sospetto", "operazione sospetta",
           "acquisto non riconosciuto", "non è stata pagata", "è stato limitato", "riattivi",
           "rimborso di",
           "aggiorni i dati",
           "dati di pagamento", "aggiorna i dati", "bolletta non pagata",
           "verifica la tua identità", "conferma i tuoi dati", "hai diritto a un rimborso",
           # Arrest warrants and infected computers.
           "mandato di arresto", "a suo carico", "è infetto", "accesso non autorizzato",
           "verrà sospeso", "verrà sospesa", "verrà bloccata", "sarà bloccato", "sarà bloccata",
           "è stato bloccato", "conto sospeso", "carta bloccata", "attività sospetta",
           "tentativo di accesso", "aggiorna i tuoi dati", "ferma in deposito",
           "per la riconsegna", "impossibile consegnare", "indirizzo incompleto",
           "multa non pagata", "pedaggio non pagato", "rimborso fiscale",
           "dispositivo non riconosciuto", "rimborso irpef", "risulta un rimborso",
           "non è andato a buon fine", "non e andato a buon fine", "evitare la sospensione",
           "aggiorna il metodo di pagamento", "verbale di infrazione", "importo ridotto entro",
           "fermo in dogana", "per lo sdoganamento", "temporaneamente limitata",
           "temporaneamente bloccata", "temporaneamente sospesa", "contatta subito l'assistenza",
           "tutti i tuoi contatti", "siti per adulti", "dalla tua webcam", "la tua webcam",
           "rinnovato automaticamente", "se non riconosci l'addebito", "pedaggio insoluto",
           "pedaggi non pagati", "dazi da pagare", "spese di sdoganamento",
           "conto è stato temporaneamente bloccato", "temporaneamente bloccato", "sblocca qui",
           "per motivi di sicurezza"),
    "ru": (
        "заблокирована", "заблокирован", "подозрительная операция", "разблокировки",
        "компенсация", "оплатите доставку", "служба безопасности банка", "попытка списания",
        "для отмены операции", "службу безопасности", "подтвердите данные", "неоплаченн*",
        "оформляется кредит", "на ваше имя", "посылка ожидает", "срочно позвоните",
        "подтвердите участие", "срочно перезвоните", "перейдите по ссылке",
        "не может быть доставлена", "не удалось доставить", "неполный адрес", "оплатите пошлину",
        "обновите данные", "ваша карта заблокирована", "приостановлен", "приостановлена",
        "задолженность", "задолженность за проезд", "платной трассе", "выписан штраф",
        "штраф гибдд", "оплатите штраф", "оплатите сегодня", "иначе штраф",
        "задержано на таможне", "задержана на таможне", "таможенный сбор", "таможенную пошлину",
        "попытка входа", "попытку входа", "с нового устройства", "неизвестного устройства",
        "подозрительн*", "будет заблокирован*", "если вы не оформляли",
        "если вы не подписывались", "за продление подписки", "порно", "сайты для взрослых",
        "всем твоим контактам", "всем твоим друзьям", "у меня есть видео", "взломал твой",
        "подписка продлена", "с вашей карты списано", "с вашей карты будет списано",
    ),
    "vi": (
        "bị tạm khóa", "sẽ bị khóa", "đăng nhập bất thường", "cập nhật thông tin", "bi tam khoa",
        "se bi khoa", "xac thuc tai", "tranh bi huy", "tránh bị hủy", "rua tien", "rửa tiền",
        "lien quan den vu an", "liên quan đến vụ án", "phoi hop dieu tra", "phối hợp điều tra",
        "đã bị khóa", "da bi khoa", "bị đình chỉ", "tạm ngưng", "cập nhật sinh trắc học",
        "cap nhat sinh trac hoc", "không thể giao", "khong the giao", "sai địa chỉ",
        "sai dia chi", "phí giao lại", "phi giao lai", "phí hải quan", "giao dịch bất thường",
        "giao dich bat thuong", "thiết bị mới", "bấm vào link", "nhấn vào link", "phạt nguội",
        "phat nguoi", "nợ cước", "no cuoc", "khóa thuê bao", "khoa thue bao", "hoàn thuế",
        "xác thực ngay",
        "bị giữ tại hải quan", "bi giu tai hai quan", "thuế nhập khẩu", "thue nhap khau",
        "tước gplx", "tuoc gplx", "vi phạm giao thông", "vi pham giao thong", "hỗ trợ mở khóa",
        "ho tro mo khoa", "gia hạn gói", "gia han goi", "clip nóng", "clip nong",
        "gửi cho toàn bộ bạn bè",
        "tam thoi bi khoa", "vui long xac minh", "xac minh tai khoan", "dang nhap bat thuong",
    ),
    "ja": (
        "ロックされました", "持ち帰りました", "不在の為", "不在のため", "利用停止",
        "本人確認を行", "一時停止", "不正利用", "不正アクセス", "下記よりご確認", "下記urlより",
        "未納", "お支払い方法を更新", "アカウントを停止", "異常なログイン", "還付金",
        "受取手続き", "etcカードが無効", "カードが無効になりました", "更新手続きをお願い",
        "配送料金", "不正利用の可能性", "至急ご確認", "自動更新料金", "アカウントが凍結",
        "支払いが確認できません", "高速道路料金", "未払い料金", "関税の支払い",
        "利用料金の未払い",
    ),
    # "[국제발신]": the marker Korean carriers put on a text sent from abroad.
    "ko": (
        "주소 불명", "계좌가 정지", "해외결제", "본인 아닐 경우", "[국제발신]", "[국외발신]",
        "[부고]", "서울중앙지검", "대포통장", "범죄에 연루", "본인 아닐 시", "승인완료", "미납",
        "결제가 승인", "택배 주소", "교통법규 위반", "과태료 고지서", "과태료 미납", "관세 미납",
        "비정상 거래", "이용이 제한", "본인이 아닐 경우", "정상처리", "환급금", "미수령",
        "통행료 미납", "하이패스 미납", "관세 결제", "환급 신청",
    ),
    "tr": ("teslim edilemedi", "adres eksikliği", "ödenmemiş", "trafik cezası", "askıya alın*",
           # Written without Turkish letters, as many scam texts are.
           "odenmemis", "odenmedigi", "bekletilmektedir", "gumruk vergisi", "gümrük vergisi",
           "ihlal borcu*", "gecis ihlal*", "geçiş ihlal*", "ceza yazil*", "hemen odeyin",
           "hemen ödeyin",
           "bloke edil*", "gümrük ücreti", "hesabınız kapatıl*", "askiya alin*",
           "askıya alınmıştır", "supheli islem", "şüpheli işlem", "adres eksikligi",
           "hesabiniz kapatil*", "bloke edildi", "gecikme cezası", "ödeme yapmanız gerek*",
           "kimlik doğrulama", "bilgilerinizi güncelle*", "bilgilerinizi guncelle*",
           "doğrulama için tıklayın", "dogrulama icin tiklayin", "linke tıklayarak",
           "linke tiklayarak", "geçiş ücretiniz", "gecis ucretiniz", "ödenmemiş geçiş",
           "kat ceza", "cezaniz bulunmaktadir", "cezanız bulunmaktadır", "trafik cezan*",
           "trafikten men", "adres bilginiz eksik", "teslimat yapılamadı", "teslimat yapilamadi",
           "yeniden gönderim ücreti", "yeniden gonderim ucreti", "olağandışı işlem",
           "olagandisi islem", "kartınız kapatılacak*", "kartiniz kapatilacak*",
           "hesabınız bloke", "aboneliğiniz yenilendi", "aboneliginiz yenilendi",
           "tahsil edilecektir", "iptal için", "kameradan görüntü*", "tüm rehberine",
           "tum rehberine", "bilgisayarına girdim", "telefonuna girdim", "başvurunuzu tamamlayın",
           "basvurunuzu tamamlayin", "24 saat içinde tamamlayın"),
    "id": (
        "akan diblokir", "verifikasi data", "diblokir", "tagihan belum dibayar",
        "paket anda tertahan", "biaya pengiriman", "segera lakukan", "tertahan karena",
        "alamat tdk lengkap", "alamat tidak lengkap", "dinonaktifkan", "dibekukan",
        "akan dibekukan", "pembaruan data", "perbarui data", "aktivitas mencurigakan",
        "transaksi mencurigakan", "login tidak dikenal", "perangkat baru", "bea cukai",
        "tarif transfer", "klik link", "klik tautan", "tilang elektronik", "pengembalian dana",
        "pencucian uang", "ditangguhkan", "gagal dikirim", "segera verifikasi",
        "aktivitas tidak biasa", "terdeteksi aktivitas", "denda tilang", "stnk diblokir",
        "melanggar lalu lintas", "bea masuk", "berhasil ditagihkan", "perpanjangan langganan",
        "untuk pembatalan", "sebar ke semua", "video call kamu",
    ),
    "hi": (
        "block ho jayega", "kyc update", "kaat diya jayega", "kat jayega", "बिजली कनेक्शन",
        "बिजली अधिकारी", "काट दिया जाएगा", "band ho jayega", "bijli connection",
        "bill update nahi", "bijli adhikari", "ब्लॉक हो जाएगा", "ब्लॉक कर दिया", "बंद हो जाएगा",
        "बंद कर दिया जाएगा", "निलंबित", "केवाईसी", "पैन कार्ड अपडेट", "लिंक पर क्लिक",
        "अधूरे पते", "पता अधूरा", "रोका गया है", "शुल्क भरें", "शुल्क का भुगतान", "जुर्माना",
        "बकाया", "टैक्स रिफंड", "आयकर रिफंड", "डिजिटल अरेस्ट", "digital arrest",
        "pan card update", "parcel rok",
        "ई-चालान", "challan pending", "court mein bheja", "कोर्ट में भेजा", "वरना पार्सल",
        "लौटा दिया जाएगा", "पता अपडेट करें", "संदिग्ध गतिविधि", "अस्थायी रूप से बंद",
        "बिजली काट दी जाएगी", "बिजली कट जाएगी", "बिजली बिल अपडेट", "bijli kat",
        "खाता सत्यापित करें", "दोबारा चालू करने हेतु", "ऑटो-रिन्यू", "auto renew ho",
        "रद्द करने के लिए तुरंत", "वीडियो कॉल रिकॉर्ड", "रिश्तेदारों को भेज", "रिश्तेदारों और",
        "वायरल कर दूंगा", "video viral", "sandigdh gatividhi", "account block ho jayega",
        "parcel wapas bhej diya jayega", "बिल अपडेट नहीं हुआ", "bijli bill update nahi",
        "प्रोसेसिंग फीस",
        "kat diya jayega",
    ),
    "ar": (
        "تم إيقاف حسابك", "تحديث بياناتك", "تم إيقاف بطاقتك", "تم تعليق", "لتفعيلها",
        "لتفعيل حسابك", "الدخول على الرابط", "اضغط على الرابط", "مخالفة مرورية", "رسوم جمركية",
        "رسوم التوصيل", "شحنتك معلقة", "محتجزة", "بالجمارك", "حسابك هيتقفل", "هيتقفل",
        "تحديث البيانات", "حدث بياناتك", "حدّث بياناتك", "سيتم إيقاف", "سيتم ايقاف", "سيتم تعليق",
        "سيتم حظر", "سيتم إغلاق", "تم حظر", "تم تجميد", "سيتم تجميد", "تجميد حسابك",
        "حسابك موقوف", "بطاقتك موقوفة", "عبر الرابط", "من خلال الرابط", "اضغط هنا", "انقر هنا",
        "ادفع الآن", "ادفع الان", "سداد الرسوم", "رسوم الشحن", "رسوم إعادة التوصيل",
        "لم نتمكن من توصيل", "تعذر توصيل", "تعذر تسليم", "العنوان غير مكتمل", "عنوان غير مكتمل",
        "مخالفة غير مسددة", "مخالفات مرورية", "لتجنب الغرامة", "نشاط مشبوه", "عملية مشبوهة",
        "دخول غير مصرح", "استرداد ضريبي", "حسابك هيتوقف", "هيتوقف", "كارتك اتوقف",
        "مخالفة مرورية غير مسددة", "لتجنب مضاعفة", "مضاعفة الغرامة", "محتجزة لدى الجمارك",
        "الرسوم الجمركية", "لإعادة جدولة", "نشاط غير معتاد", "نشاط غير عادي", "إيقاف الكارت",
        "لإعادة التفعيل", "هتتقفل", "هتتوقف", "حدث بياناتك من هنا", "بياناتك البنكية",
        "لإلغاء الاشتراك واسترداد", "واسترداد المبلغ", "إذا لم تقم بهذا الطلب", "مواقع إباحية",
        "لكل جهات اتصالك", "جهات اتصالك", "سأرسله", "سأنشر", "شحنتك محتجزة", "محتجزة في الجمارك",
        "تم ايقاف الكارت", "نشاط غير مألوف", "المحفظة هتتقفل", "محفظتك هتتقفل",
        "مخالفة غير مدفوعة", "رسوم عبور غير مدفوعة", "رسوم التخليص الجمركي",
        "إيقاف بطاقتك مؤقتا", "إيقاف بطاقتك مؤقتاً", "لإعادة تفعيل",
    ),
    "th": (
        "ถูกระงับ", "ยืนยันตัวตน", "บัญชีของคุณ", "คลิกลิงก์", "ค่าปรับ", "พัสดุของคุณ",
        "สิ่งผิดกฎหมาย", "ถูกอายัด", "ค้างชำระ", "ถูกตัดไฟ", "ยืนยันข้อมูล", "อัปเดตข้อมูล",
        "จัดส่งไม่ได้", "ที่อยู่ไม่ครบ", "ที่อยู่ไม่ถูกต้อง", "ชำระค่าจัดส่ง", "ค่าจัดส่งใหม่",
        "ค่าธรรมเนียมศุลกากร", "ธุรกรรมผิดปกติ", "เข้าสู่ระบบผิดปกติ", "อุปกรณ์ใหม่", "ฟอกเงิน",
        "หมายจับ", "บัญชีม้า", "ระงับการใช้งาน", "คืนภาษี", "กดลิงก์",
        "ถูกกักที่ศุลกากร", "ภาษีนำเข้า", "ค่าปรับจราจร", "ถูกออกหมายจับ", "ต่ออายุ",
        "คลิปตอนคุณ", "ส่งคลิปให้เพื่อน",
    ),
    "fil": (
        "masususpinde", "i-verify agad", "ma-lock", "na-suspend", "ma-suspend", "masususpend",
        "ma-block", "na-block ang", "i-verify ang iyong", "i-update ang iyong", "hindi maihatid",
        "kulang ang address", "kulang na address", "hindi pa bayad", "hindi nabayarang",
        "kahina-hinalang aktibidad", "i-click ang link", "pindutin ang link",
        "para hindi ma-lock", "ma-deactivate", "made-deactivate", "may multa",
        "kahina-hinalang activity", "kahina-hinalang transaksi", "naka-lock", "traffic violation",
        "ma-suspend ang lisensya", "naka-hold sa customs", "ipo-post ko", "na-charge sa card mo",
        "salamat sa pag-renew", "lahat ng friends mo",
    ),
    "sv": (
        "kan inte levereras", "obetald tullavgift", "tullavgift", "skatteåterbäring",
        "logga in med bankid", "betala inom", "har spärrats", "är spärrat", "kommer att spärras",
        "verifiera dina uppgifter", "bekräfta dina uppgifter", "uppdatera dina uppgifter",
        "undvika avstängning", "misstänkt aktivitet", "ovanlig aktivitet", "väntar på betalning",
        "fraktavgift", "betala här", "klicka här", "ofullständig adress", "ditt paket väntar",
        "skatteåterbetalning", "skatteaterbetalning", "ange ditt kontonummer",
        "obetald trängselskatt", "obetald parkeringsavgift", "obetald vägtull",
        "undvika tilläggsavgift", "kunde inte levereras", "boka ny leverans", "har låsts",
        "verifiera dig med bankid", "från en ny enhet", "obehöriga köp",
        "obehöriga transaktioner", "stoppa betalningen", "dras beloppet", "förnyats automatiskt",
        "dras från ditt konto", "inte har godkänt", "hackat din telefon", "spelat in dig",
        "alla dina kontakter", "går ut idag", "obetald trangselskatt", "obetald vagtull",
        "undvika tillaggsavgift", "har lasts", "fran en ny enhet", "obehoriga kop",
        "obehoriga transaktioner", "fornyats automatiskt", "dras fran ditt konto",
        "inte har godkant", "gar ut idag",
    ),
    "el": (
        "δεν παραδόθηκε", "den paradothike", "ελλιπούς διεύθυνσης", "ενημερώστε τα στοιχεία",
        "enimerwste ta stoixeia", "δικαιούστε", "συμπληρώστε τα στοιχεία της κάρτας", "κληρώθηκε",
        "μεταφορικά", "έχει ανασταλεί", "εχει ανασταλει", "ύποπτης δραστηριότητας",
        "υποπτης δραστηριοτητας", "ύποπτη συναλλαγή", "επιβεβαιώστε τα στοιχεία",
        "επιβεβαιωστε τα στοιχεια", "έχει μπλοκαριστεί", "έχει δεσμευτεί", "πληρώστε",
        "επαναποστολή", "τελωνειακά", "απλήρωτ*", "για να αποφύγετε",
        "οφειλή διοδίων", "οφειλη διοδιων", "εκκρεμεί οφειλή", "εκκρεμει οφειλη", "πρόστιμο",
        "προστιμο", "prostimo", "απλήρωτη κλήση", "apliroti klisi", "κλήση στάθμευσης",
        "klisi stathmeusis", "εξοφλήστε", "εξοφληστε", "για να αποφύγετε πρόστιμο",
        "gia na apofygete", "κρατείται στο τελωνείο", "κρατειται στο τελωνειο", "στο τελωνείο",
        "τελωνειακών εξόδων", "ασυνήθιστη δραστηριότητα", "ασυνηθιστη δραστηριοτητα",
        "για να μην κλειδωθεί", "θα κλειδωθεί", "θα απενεργοποιηθεί", "θα μπλοκαριστεί",
        "χρεώθηκαν", "για ακύρωση και επιστροφή", "ιστοσελίδες για ενήλικες",
        "σελίδες για ενήλικες", "όλες τις επαφές σου", "ολες τις επαφες σου",
        "από την κάμερά σου", "plirwste", "plirwse", "πληρώστε εντός", "ανανέωση συνδρομής",
        "ανανεωση συνδρομης",
    ),
    "he": (
        "מעוכבת", "מכס שלא שולם", "לתשלום", "פעילות חריגה", "הוגבל", "לשחרור החשבון",
        "חשבונך הוגבל", "החשבון שלך נחסם", "נחסם", "נחסמה", "היכנס לקישור", "היכנסו לקישור",
        "לחץ על הקישור", "לחצו על הקישור", "יש לעדכן", "עדכן את פרטיך", "עדכון פרטים", "דמי מכס",
        "החבילה שלך מעוכבת", "לא נמסרה",
        "קיים חוב", "חוב בסך", "להסדיר את התשלום", "להימנע מקנס", "קנס", "הקנס", "לא הוסדר תשלום",
        "ממתינה במרכז המיון", "משלוח חוזר", "יש לשלם", "כניסה חשודה", "פעילות חשודה",
        "ממכשיר לא מוכר", "החשבון ייחסם", "ייחסם", "חויבת ב", "לביטול החיוב", "אתרי מבוגרים",
        "כל אנשי הקשר שלך", "מהמצלמה", "המנוי שלך",
    ),
    "sw": (
        "kimakosa", "nirudishie", "akaunti yako imesimamishwa", "imesimamishwa", "itasimamishwa",
        "akaunti yako itafungwa", "itafungwa", "thibitisha taarifa zako",
        "thibitisha akaunti yako", "sasisha taarifa", "hakiwezi kuwasilishwa",
        "hakikuweza kuwasilishwa", "anwani haijakamilika", "ada ya usafirishaji",
        "ada ya forodha", "lipa ada", "faini", "shughuli isiyo ya kawaida", "bonyeza kiungo",
        "bofya kiungo", "kifaa kipya", "laini yako itafungwa", "utakatiwa",
        "shughuli zisizo za kawaida", "kuifungua", "faini ya trafiki", "haijalipwa",
        "kuepuka kukamatwa", "kimezuiliwa forodhani", "ushuru wa", "kama hukuagiza",
        "kurejeshewa pesa", "umesasishwa kwa", "nitaisambaza", "ukiwa uchi",
        "lipa ada ya usajili", "ada ya usajili",
    ),
    "nl": (
        "kon niet worden bezorgd", "verzendkosten", "bankpas verloopt", "pas verloopt",
        "blokkering te voorkomen", "is geblokkeerd", "wordt geblokkeerd", "verifieer uw",
        "openstaande betaling", "openstaand bedrag", "bezorgkosten", "uw pakket",
        "openstaande boete", "verhoging te voorkomen", "tijdelijk geblokkeerd",
        "bevestig uw gegevens", "werk uw gegevens bij", "nog te betalen", "betaal via",
        "betaal hier", "klik hier", "onvolledig adres", "verdachte activiteit",
        "ongebruikelijke activiteit", "douanekosten", "inklaringskosten", "verifieer je",
        "betaalpas verloopt", "uw pas verloopt", "verloopt binnenkort", "vraag een nieuwe aan",
        "recht op een teruggave", "teruggave van", "vul uw rekeningnummer", "nog niet voldaan",
        "extra kosten te vermijden", "onbetaalde parkeerboete", "onbetaalde tol",
        "konden uw pakket niet", "plan een nieuwe bezorging", "activeer de nieuwe",
        "onbevoegde betalingen", "transactie te stoppen", "automatisch verlengd",
        "van uw rekening afgeschreven", "niet akkoord? bel", "telefoon gehackt",
        "via je camera opgenomen", "naar al je contacten", "uw e.identifier is verlopen",
        "betaalverzoek van", "pakket te verifiëren", "pakket te verifieren",
    ),
    "pl": ("czeka na dopłatę", "dopłatę", "opłać", "zablokowane", "zablokowana",
           "zablokowany", "weryfikacj*", "nieopłacon*", "przesyłka czeka", "grozi blokada",
           # Written without Polish letters, as many scam texts are; a power cut over an unpaid
           # bill; the vote for a friend's niece that asks for a Facebook login.
           "oplac", "niedoplat*", "zostala wstrzymana", "została wstrzymana", "nieuregulowan*",
           "odlaczenie pradu", "odłączenie prądu", "zaleglosc", "zaległość", "zagłosować",
           "zaglosowac", "zalogować przez", "zalogowac przez", "zostało zablokowane",
           "zostalo zablokowane", "zostało zawieszone", "zostalo zawieszone", "zawieszon*",
           "potwierdź swoje dane", "potwierdz swoje dane", "zaktualizuj dane",
           "zaktualizuj swoje dane", "podejrzana aktywność", "podejrzana aktywnosc",
           "nieautoryzowan*", "aby uniknąć", "aby uniknac", "uniknąć zwrotu", "uniknac zwrotu",
           "dopłata", "doplata", "doplate", "opłata celna", "oplata celna", "opłatę celną",
           "nie mogliśmy dostarczyć", "nie moglismy dostarczyc", "kliknij w link", "kliknij link",
           "odblokuj", "odblokować", "odblokowac", "niepełny adres", "niepelny adres",
           "nie mogła zostać doręczona", "nie mogla zostac doreczona", "zaktualizuj adres",
           "nieopłacony przejazd", "nieoplacony przejazd", "uniknąć kary", "uniknac kary",
           "ureguluj opłatę", "ureguluj oplate", "nie udało się doręczyć",
           "nie udalo sie doreczyc", "zaplanuj ponowną dostawę", "zaplanuj ponowna dostawe",
           "uiść opłatę", "uisc oplate", "nietypową transakcję", "nietypowa transakcje",
           "w przeciwnym razie konto", "konto zostanie zablokowane",
           "została automatycznie odnowiona", "zostala automatycznie odnowiona",
           "zostanie pobrane", "aby anulować płatność", "aby anulowac platnosc",
           "oczekuje na odprawę celną", "oczekuje na odprawe celna", "uiść cło", "uisc clo",
           "zostanie zwrócona do nadawcy", "zostanie zwrocona do nadawcy", "nagrałem cię",
           "nagralem cie", "filmów dla dorosłych", "filmow dla doroslych",
           "wszystkim twoim kontaktom", "nieopłacony mandat", "nieoplacony mandat",
           "mandat za parkowanie", "mandat za przekroczenie prędkości",
           "mandat za przekroczenie predkosci", "opłać mandat", "oplac mandat",
           "twoja karta wygasa", "konto wygaśnie", "konto wygasnie", "zweryfikuj swoje konto",
           "zweryfikuj konto"),
    "ms": (
        "akaun anda telah digantung", "telah digantung", "akan digantung", "digantung sementara",
        "akan disekat", "telah disekat", "disekat sementara", "sahkan maklumat anda",
        "kemas kini maklumat", "tidak dapat dihantar", "caj penghantaran", "yuran penghantaran",
        "bayaran kastam", "cukai kastam", "bil tertunggak", "saman tertunggak",
        "aktiviti mencurigakan", "log masuk luar biasa", "peranti baharu", "akaun ditutup",
        "akan ditamatkan", "pengubahan wang haram", "waran tangkap", "klik pautan",
        "tekan pautan", "bayaran balik cukai",
        "saman trafik", "tindakan mahkamah", "tindakan undang-undang", "ditahan di kastam",
        "cukai import", "duti kastam", "aktiviti luar biasa", "dikesan aktiviti",
        "diperbaharui secara automatik", "pembatalan dan bayaran balik", "rakaman video",
        "video bogel", "semua kawan facebook", "aku sebar",
        "akaun anda akan", "akaun bank anda akan", "telah dibekukan", "hubungi segera",
    ),
    "bn": (
        "অ্যাকাউন্ট বন্ধ", "বন্ধ হয়ে যাবে", "বন্ধ হয়ে যাবে", "বন্ধ করে দেওয়া হবে",
        "বন্ধ করে দেওয়া হবে", "ব্লক হয়ে যাবে", "ব্লক হয়ে যাবে", "ব্লক করা হয়েছে",
        "ব্লক করা হয়েছে", "স্থগিত", "এখনই যাচাই", "লিংকে ক্লিক", "লিঙ্কে ক্লিক",
        "ঠিকানা অসম্পূর্ণ", "অসম্পূর্ণ ঠিকানা", "আটকে আছে", "ফি দিন", "ফি পরিশোধ", "জরিমানা",
        "তথ্য হালনাগাদ", "তথ্য আপডেট করুন", "কেওয়াইসি", "কেওয়াইসি", "account bondho",
        "block hoye jabe",
        "ট্রাফিক মামলা", "লাইসেন্স বাতিল", "কাস্টমসে আটকে", "কাস্টমস ফি", "অস্বাভাবিক লেনদেন",
        "সাময়িকভাবে স্থগিত", "সচল করতে", "পিনের মেয়াদ", "নতুন পিন সেট করুন", "নবায়ন হয়েছে",
        "বাতিল করতে চাইলে", "ভিডিও কলের রেকর্ডিং", "সব বন্ধু আর পরিবারকে", "পাঠিয়ে দিব",
        "ভাইরাল করে দিব", "লিংকে আপনার তথ্য দিন", "লিংকে তথ্য দিন", "account block hoye geche",
        "parcel customs e atke", "অ্যাকাউন্ট সাময়িকভাবে বন্ধ", "বকেয়া জরিমানা",
    ),
    "ur": (
        "اکاؤنٹ بلاک", "بلاک کر دیا گیا", "بلاک ہو جائے گا", "بند کر دیا جائے گا",
        "بند ہو جائے گا", "لنک پر کلک", "فیس ادا کریں", "روک لیا گیا", "نامکمل پتہ",
        "نامکمل ایڈریس", "ایڈریس نامکمل", "معلومات اپڈیٹ", "اکاؤنٹ معطل", "معطل کر دیا", "سم بند",
        "بحال کرنے کے لیے", "جرمانہ", "account block", "link par click", "link pe click",
        "apni details update", "sim band",
        "e-challan", "ای چالان", "ada na karne par", "license suspend", "jama nahi hua",
        "کسٹم ڈیوٹی", "کسٹم میں", "ghair mamooli activity", "block kar diya gaya", "مشکوک سرگرمی",
        "غیر معمولی سرگرمی", "اکاؤنٹ محفوظ کرنے", "فوری طور پر تصدیق", "account verify karein",
        "رینیو ہو گیا", "منسوخی کے لیے", "video call ki recording", "sab contacts",
        "ghar walon ko bhej", "viral kar dunga", "challan jama nahi", "account block ho gaya",
        "aap ka account block", "parcel customs mein", "customs duty ada",
    ),
    "fa": (
        "حساب شما مسدود", "مسدود خواهد شد", "مسدود شد", "مسدود می‌شود", "مسدود می شود", "ابلاغیه",
        "شکایت شما ثبت شد", "شکایتی علیه شما", "عدم پرداخت", "هزینه ارسال", "مرسوله پستی شما",
        "جریمه", "خلافی", "قبض معوقه", "جهت پرداخت:", "جهت مشاهده", "وارد لینک شوید",
        "روی لینک کلیک", "از طریق لینک", "احراز هویت مجدد", "به‌روزرسانی اطلاعات",
        "به روزرسانی اطلاعات", "بروزرسانی اطلاعات", "قطع خواهد شد", "مسدودی",
        "عوارض آزادراهی", "پرداخت نشده است", "جریمه دو برابر", "در گمرک متوقف", "هزینه گمرکی",
        "برای ترخیص", "فعالیت مشکوک", "مسدود گردید", "رفع مسدودی", "غیرفعال می‌شود",
        "غیرفعال میشود", "عدم احراز هویت", "جلوگیری از مسدودی", "از حساب شما کسر", "کسر می‌شود",
        "کسر میشود", "تمدید خودکار", "فیلم خصوصی", "برای همه مخاطبینت", "مخاطبینت", "آبروت",
        "جهت لغو با پشتیبانی", "توقیف خواهد شد", "مرسوله شما در گمرک", "هزینه ترخیص",
        "حساب شما مسدود گردید", "کارت شما مسدود",
    ),
    "uk": (
        "заблоковано", "заблокована", "заблокований", "підозріл*", "розблокування",
        "не вдалося доставити", "неповну адресу", "оплатіть доставку", "підтвердіть дані",
        "перейдіть за посиланням", "оновіть дані", "компенсаці*",
        "порушення пдр", "зафіксовано порушення", "сплатіть штраф", "подвійного штрафу",
        "уникнути штрафу", "затримано на митниці", "затримане на митниці", "митний збір",
        "митного збору", "сплатіть митн*", "спробу входу", "невідомого пристрою",
        "буде заблоковано", "буде заблокована", "заборгованість", "неоплачен*",
        "якщо ви не оформлювали", "якщо ви не замовляли", "буде списано", "сайти для дорослих",
        "сайтів для дорослих", "усі твої контакти", "всім твоїм контактам", "зламав твій",
        "сплатіть протягом", "сплатіть до", "підписка продовжена", "підписку продовжено",
    ),
    "fi": (
        "ei voitu toimittaa", "toimitus epäonnistui", "odottaa maksua", "tullimaksu*",
        "maksa tästä", "maksa nyt", "on lukittu", "lukitaan", "suljetaan", "vahvista tietosi",
        "päivitä tietosi", "epäilyttävän toiminnan", "epäilyttävää toimintaa",
        "epätavallista toimintaa", "veronpalautus*", "klikkaa tästä", "kirjaudu tästä",
        "puutteellinen osoite", "toimitusmaksu*",
        "täytä pankkitietosi", "vahvista tilinumerosi", "sinulle on maksamatta",
        "maksamaton pysäköintivirhemaksu", "maksamaton tiemaksu", "välttääksesi lisämaksun",
        "varaa uusi toimitus", "tilisi vanhenee", "vanhenee tänään", "uusi käyttöoikeutesi",
        "luvattomia maksuja", "luvattomia tapahtumia", "estääksesi veloituksen",
        "uusittu automaattisesti", "tililtäsi veloitetaan", "jos et hyväksynyt",
        "hakkeroinut puhelimesi", "nauhoittanut sinut", "kaikille yhteystiedoillesi",
        "tayta pankkitietosi", "maksamaton pysakointivirhemaksu", "valttaaksesi lisamaksun",
        "vanhenee tanaan", "uusi kayttooikeutesi", "estaaksesi veloituksen",
        "tililtasi veloitetaan", "jos et hyvaksynyt",
    ),
    "no": (
        "holdt tilbake", "ubetalt toll", "tollgebyr", "midlertidig sperret", "har blitt sperret",
        "vil bli sperret", "bekreft opplysningene", "bekreft dine opplysninger",
        "oppdater opplysningene", "mistenkelig aktivitet", "uvanlig aktivitet",
        "oppheve sperringen", "penger tilbake på skatten", "logg inn med bankid", "klikk her",
        "pakken din venter", "ufullstendig adresse", "fraktgebyr",
        "rett på tilbakebetaling", "tilbakebetaling av skatt", "fyll inn kontonummeret",
        "ubetalt bompenge*", "unngå tilleggsgebyr", "ubetalt parkeringsavgift",
        "kunne ikke levere", "bestill ny levering", "er blokkert", "kontoen din er blokkert",
        "ukjent enhet", "bekreft identiteten din", "uautoriserte transaksjoner",
        "blir beløpet trukket", "trekkes fra kontoen din", "ikke godkjent dette",
        "tilgang til telefonen din", "tatt opp video av deg", "alle kontaktene dine",
        "utløper i dag", "rett pa tilbakebetaling", "unnga tilleggsgebyr", "blir belopet trukket",
        "utloper i dag",
        "er forfalt", "unngå gebyr", "unnga gebyr", "bompengekrav",
    ),
    "da": (
        "kan ikke leveres", "kunne ikke leveres", "manglende betaling", "ubetalt told",
        "toldgebyr", "fragtgebyr", "betal her", "betal nu", "midlertidigt spærret",
        "er blevet spærret", "vil blive spærret", "bekræft dine oplysninger",
        "opdater dine oplysninger", "bekræft din identitet", "undgå lukning", "vil blive lukket",
        "mistænkelig aktivitet", "usædvanlig aktivitet", "penge til gode", "din pakke venter",
        "klik her", "log ind her", "log ind med mitid", "ufuldstændig adresse", "leveringsgebyr",
        "udbetal beløbet", "tilbagebetaling af skat", "modtag din tilbagebetaling",
        "til gode fra din årsopgørelse", "skatterefusion", "er ikke betalt", "undgå rykkergebyr",
        "ubetalt passage", "ubetalt parkeringsafgift", "ubetalt bøde", "genleveringsgebyr",
        "bestil ny levering", "forsøgt at levere", "udløber i dag", "forny din adgang",
        "din konto er blokeret", "kontoen er blokeret", "ukendt enhed",
        "undgå at kortet bliver lukket", "bliver lukket", "vores sikkerhedsafdeling",
        "uautoriserede transaktioner", "stoppe betalingen", "fornyet automatisk",
        "trækkes fra din konto", "ikke har godkendt", "hacket din telefon", "optaget dig",
        "alle dine kontakter", "udbetal belobet", "til gode fra din arsopgorelse",
        "undga rykkergebyr", "ubetalt bode", "forsogt at levere", "udlober i dag",
        "undga at kortet bliver lukket", "traekkes fra din konto",
        "overskydende skattebeløb", "overskydende skat", "udfyld dine kortoplysninger",
        "kortoplysninger for udbetaling",
    ),
    "ro": (
        "a fost suspendat", "a fost suspendată", "a fost suspendata", "suspendat temporar",
        "a fost blocat", "a fost blocată", "a fost blocata", "blocat temporar",
        "confirmați datele", "confirmati datele", "confirmă datele", "confirma datele",
        "actualizați datele", "actualizati datele", "verificați datele", "verificati datele",
        "activitate suspectă", "activitate suspecta", "tranzacție suspectă",
        "tranzactie suspecta", "din motive de securitate", "este reținut", "este retinut",
        "a fost reținut", "a fost retinut", "taxa de livrare", "taxă vamală", "taxa vamala",
        "achitați taxa", "achitati taxa", "achită taxa", "achita taxa", "plătiți aici",
        "platiti aici", "nu a putut fi livrat", "pentru reactivare", "reactivați", "reactivati",
        "accesați linkul", "accesati linkul", "apăsați aici", "apasati aici", "click aici",
        "restanță", "restanta", "factură neplătită", "factura neplatita", "adresă incompletă",
        "adresa incompleta", "actualizați adresa", "actualizati adresa",
        "pentru a evita penalitati", "pentru a evita penalitățile",
        "nu are rovinieta valabilă", "nu are rovinieta valabila", "achitați amenda",
        "achitati amenda", "evita majorările", "evita majorarile", "reprogramați livrarea",
        "reprogramati livrarea", "tranzacție neobișnuită", "tranzactie neobisnuita",
        "departamentul de securitate", "contul va fi blocat", "a fost reînnoit automat",
        "a fost reinnoit automat", "se va retrage suma", "pentru a anula plata",
        "așteaptă vămuirea", "asteapta vamuirea", "va fi returnat expeditorului",
        "te-am înregistrat", "te-am inregistrat", "filme pentru adulți", "filme pentru adulti",
        "tuturor contactelor tale", "amendă neachitată", "amenda neachitata",
        "amendă de circulație", "amenda de circulatie", "amendă pentru parcare",
        "amenda pentru parcare", "plătiți amenda", "platiti amenda", "cardul dvs. expiră",
        "cardul dvs expira", "contul va fi închis", "contul va fi inchis", "verificați-vă contul",
        "verificati-va contul",
        "a expirat", "evitați amenda", "evitati amenda", "evita amenda", "reînnoiți acum",
        "reinnoiti acum",
    ),
    "hu": (
        "felfüggeszt*", "felfuggeszt*", "letiltott*", "letiltás*", "letiltas*", "zárolt*",
        "zarolt*", "zárolás*", "zarolas*", "zároltuk", "zaroltuk", "azonosítsa magát",
        "azonositsa magat", "erősítse meg adatait", "erositse meg adatait", "frissítse adatait",
        "frissitse adatait", "gyanús tevékenység", "gyanus tevekenyseg", "biztonsági okokból",
        "biztonsagi okokbol", "vámkezelés*", "vamkezeles*", "vámdíj*", "vamdij*",
        "szállítási díj", "szallitasi dij", "fizessen", "fizesse be", "kézbesítés sikertelen",
        "kezbesites sikertelen", "nem tudtuk kézbesíteni", "nem tudtuk kezbesiteni", "tartozás*",
        "tartozas*", "kattintson a linkre", "kattintson ide", "csomagja vár", "csomagja var",
        "hiányos cím*", "hianyos cim*", "nem kézbesíthető", "nem kezbesitheto",
        "adóvisszatérítés*", "adovisszaterites*",
        "nem rendelkezik érvényes", "nem rendelkezik ervenyes", "pótdíj*", "potdij*",
        "ütemezze az újrakézbesítést", "utemezze az ujrakezbesitest", "szokatlan tranzakció*",
        "szokatlan tranzakcio*", "biztonsági osztályunk*", "biztonsagi osztalyunk*", "zároljuk",
        "zaroljuk", "automatikusan megújítottuk", "automatikusan megujitottuk", "kerül levonásra",
        "kerul levonasra", "le szeretné mondani", "le szeretne mondani",
        "visszaküldjük a feladónak", "visszakuldjuk a feladonak", "felvettelek",
        "felnőtt videók*", "felnott videok*", "összes ismerősödnek", "osszes ismerosodnek",
        "parkolási pótdíj", "gyorshajtási bírság", "gyorshajtasi birsag", "parkolási bírság",
        "parkolasi birsag", "fizesse be a bírságot", "fizesse be a birsagot", "kártyája lejár",
        "kartyaja lejar", "erősítse meg fiókját", "erositse meg fiokjat",
    ),
    "sk": (
        "bol zablokovaný", "bol zablokovany", "zablokovaný", "zablokovany", "zablokovaná",
        "overte svoje údaje", "overte svoje udaje", "overte svoju totožnosť",
        "overte svoju totoznost", "aktualizujte svoje údaje", "aktualizujte svoje udaje",
        "doplatiť", "zaplaťte tu", "zaplatte tu", "nezaplaten*", "podozrivú aktivitu",
        "podozrivu aktivitu", "podozrivá aktivita", "podozriva aktivita",
        "z bezpečnostných dôvodov", "z bezpecnostnych dovodov", "obnovenie prístupu",
        "obnovenie pristupu", "doplatiť clo", "doplatit clo", "colný poplatok", "colny poplatok",
        "zadržan*", "zadrzan*", "nepodarilo sa doručiť", "nepodarilo sa dorucit",
        "kliknite na odkaz", "kliknite sem", "nemohla byť doručená", "nemohol byť doručený",
        "neúplnej adresy", "neuplnej adresy", "doplatenie poplatku",
        "hrozí ďalšia sankcia", "hrozi dalsia sankcia", "nemá platnú diaľničnú známku",
        "nema platnu dialnicnu znamku", "nezaplatené parkovné", "nezaplatene parkovne",
        "sa nepodarilo doručiť", "sa nepodarilo dorucit", "naplánujte nové doručenie",
        "naplanujte nove dorucenie", "uhraďte poplatok", "uhradte poplatok", "neobvyklú platbu",
        "neobvyklu platbu", "inak bude váš účet", "inak bude vas ucet",
        "bolo automaticky obnovené", "bolo automaticky obnovene", "bude stiahnutá suma",
        "bude stiahnuta suma", "platbu zrušiť", "čaká na preclenie", "caka na preclenie",
        "bude vrátená odosielateľovi", "bude vratena odosielatelovi", "nahral som ťa",
        "nahral som ta", "videí pre dospelých", "videi pre dospelych", "všetkým tvojim kontaktom",
        "vsetkym tvojim kontaktom", "pokuta za parkovanie", "pokutu za parkovanie",
        "platnosť vašej karty vyprší", "platnost vasej karty vyprsi", "váš účet bude zrušený",
        "vas ucet bude zruseny", "overte svoj účet", "overte svoj ucet",
    ),
    "cs": (
        "byl zablokován", "byl zablokovan", "byla zablokována", "byla zablokovana",
        "bylo zablokováno", "zablokován", "zablokovan", "zablokována", "zablokovana",
        "pozastaven*", "ověřte své údaje", "overte sve udaje", "ověřte svou totožnost",
        "overte svou totoznost", "aktualizujte své údaje", "aktualizujte sve udaje",
        "ceka na doplatek", "čeká na doplatek", "doplatek", "doplatit", "zaplaťte zde",
        "zaplatte zde", "nezaplacen*", "nedoplatek", "podezřelá aktivita", "podezrela aktivita",
        "podezřelou aktivitu", "podezrelou aktivitu", "neobvyklá aktivita", "neobvykla aktivita",
        "neoprávněný přístup", "z bezpečnostních důvodů", "z bezpecnostnich duvodu",
        "obnovení přístupu", "obnoveni pristupu", "celní poplatek", "celni poplatek",
        "poplatek za doručení", "poplatek za doruceni", "nelze doručit", "nelze dorucit",
        "nepodařilo se doručit", "nepodarilo se dorucit", "zadržen*", "zadrzen*",
        "klikněte na odkaz", "kliknete na odkaz", "klikněte zde", "kliknete zde", "odblokujte",
        "exekuc*", "nemohla být doručena", "nemohla byt dorucena", "nemohl být doručen",
        "nemohl byt dorucen", "neúplné adresy", "neuplne adresy", "neúplné adrese",
        "neuplne adrese", "aktualizujte údaje", "aktualizujte udaje", "aktualizujte adresu",
        "uhraďte pokutu", "uhradte pokutu", "hrozí další sankce", "hrozi dalsi sankce",
        "hrozí sankce", "hrozi sankce", "nemá platnou dálniční známku",
        "nema platnou dalnicni znamku", "nezaplacené mýtné", "nezaplacene mytne",
        "nezaplacené parkovné", "nezaplacene parkovne", "se nepodařilo doručit",
        "se nepodarilo dorucit", "naplánujte nové doručení", "naplanujte nove doruceni",
        "uhraďte poplatek", "uhradte poplatek", "neobvyklou platbu", "neobvyklou transakci",
        "jinak bude váš účet", "jinak bude vas ucet", "bylo automaticky obnoveno",
        "předplatné bylo obnoveno", "predplatne bylo obnoveno", "bude stržena částka",
        "bude strzena castka", "platbu zrušit", "platbu zrusit", "zrušit platbu",
        "čeká na proclení", "ceka na procleni", "uhraďte clo", "uhradte clo",
        "bude vrácena odesílateli", "bude vracena odesilateli", "nahrál jsem tě",
        "nahral jsem te", "videí pro dospělé", "videi pro dospele", "videa pro dospělé",
        "všem tvým kontaktům", "vsem tvym kontaktum", "pokuta za překročení rychlosti",
        "pokuta za prekroceni rychlosti", "pokutu za parkování", "pokutu za parkovani",
        "platnost vaší karty vyprší", "platnost vasi karty vyprsi", "váš účet bude zrušen",
        "vas ucet bude zrusen", "ověřte svůj účet", "overte svuj ucet",
    ),
}

# The bait: easy money from jobs, trading and crypto.
SCAM_BAIT_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "cloud mining", "mining pool", "btc bonus", "crypto bonus", "be an ambassador",
        "trading group", "bitcoin signals", "crypto signals", "start with only", "turns $",
        "turns £", "limited slots", "days guaranteed", "sure thing", "double it", "no risk",
        "million inheritance", "trusted person", "rating hotels", "rate hotels",
        "hours per day", "remote workers", "hiring remote", "like videos", "gbp per day",
        "crypto trick",
        "% a week",
        "usd per day",
        "online tasker", "trading desk", "btc arbitrage", "vip account", "vip investors",
        "trading signals", "리딩방",
        "brand ambassador", "just cover shipping", "just pay shipping", "cover the shipping",
        "per day working from home", "work from home", "no experience needed",
        "part-time job", "part time job", "daily salary", "earn £", "earn $", "earn up to",
        "daily returns", "risk free", "risk-free", "trading robot", "trading bot",
        "arbitrage", "guaranteed returns", "double your", "% profit", "profit last week",
        "invest from", "invest £", "invest $", "crypto giveaway", "send 0.1 btc",
        "free tokens", "loans for any purpose", "need cash fast", "bad credit",
        "made $", "made £", "doubled this", "earning daily", "earn daily", "daily profit",
        "passive income", "quick cash", "transfer £200", "no credit checks", "no guarantor",
        "blacklisted also can", "quant strategy", "my mentor taught", "spots left",
        "felt a real connection", "un mission", "peacekeeping mission", "work at home",
        "starter kit", "0% interest", "free visa", "recruitment agency", "no documents",
        "no cibil check", "thanks to my mentor", "minimum start", "insider pick",
        "add our assistant",
        "today's signal", "vip tasks", "commission credited",
        "can't access my accounts",
        "cant access my accounts",
        # Debt, claims and jobs.
        "struggling with debt", "write off", "govt scheme", "government scheme", "free callback",
        "maxed out", "mis-sold", "ppi", "accident claim", "apply now", "apply 4",
        "payday loan", "cash advance", "loans from", "approved in mins", "approved in minutes",
        "claim up to", "compensation", "wasn't ur fault", "wasn't your fault", "not ur fault",
        "vip signal", "before the listing", "will 10x", "will 20x", "will 50x", "will 100x",
        "crypto thing", "trading app", "gold trading",
        # Scareware: a phone "infected", its battery "damaged", a tap to clean it.
        "is infected with", "viruses", "battery damage", "tap to clean", "tap to remove",
        "we are hiring", "hiring now", "job vacancy", "job vacancies", "part time staff",
        "liking videos", "per day just", "freeze all interest",
        "affordable monthly payment", "iva advice", "iva scheme", "debt advice",
        "crypto investment", "turn £", "happy investors", "loan approved", "get paid",
        "loan offer", "no checks",
        "mystery shoppers", "homeowners", "homeowner", "nothing to pay upfront", "lowest rates",
        "release up to", "for any purpose",
        # Task and review jobs paid daily, with a deposit to unlock the tasks.
        "product reviewers", "product reviewer", "simple tasks", "complete tasks",
        "deposit required", "deposit is required", "daily pay", "paid daily", "earn commission",
        "flexible hours", "like products", "online part-time", "online part time",
        # Crypto signals and returns.
        "vip signals", "signals group", "vip group", "% returns", "% return", "% daily",
        "% roi", "returns in", "trading pool", "withdraw any time", "ai trading",
        # Money lenders ("Fast loan approval, low interest, no guarantor. Blacklist also
        # can"), pay in other currencies, investment and signal groups, debt relief, fakes.
        "fast loan", "loan approval", "cash loan", "no guarantor", "low interest",
        "moneylender", "fast approve", "blacklist also can", "foreigner also can",
        "no hidden charge", "no docs", "receive funds", "earn s$", "earn rs", "earn rm",
        "earn ₹", "earn big", "returns guaranteed", "100% guaranteed", "investment opportunity",
        "investment seminar", "forex signals", "win rate", "join our telegram", "tips group",
        "trading crypto", "liking products", "online job", "debt relief", "loan forgiveness",
        "may qualify", "replicas", "job from home", "money lender", "borrow up to",
        "fast approval", "24hr approval", "fast cash", "instant personal loan", "loan upto",
        "lowest interest", "min docs", "no documents required", "crypto app", "making £",
        "our clients made", "debt could be", "recover your lost", "lost crypto", "success rate",
        "fee upfront", "small fee", "stock group", "daily picks", "%+ returns", "remote job",
        "min a day", "online assistant", "online assistants", "we're hiring",
        "free daily signals", "members made", "add our assistant", "today's pick",
        "guaranteed profit", "signals made", "made members",
        "part-time remote work", "minutes a day, earn", "earn $300",
        "easy loan", "no crb check", "stock tips", "monthly returns",
        "loan of £", "loan of $", "loan is pre-approved", "pre-approved loan", "paid per task",
        "per task", "remote role", "remote roles", "part-time remote", "mins a day",
        "online ratings", "reviewing app", "app listings", "my profits", "withdrew my profits",
        "gold trading", "turned 500 into", "into 3k", "peace mission", "felt a connection",
        "personal loan @", "loan @", "minimum documentation", "minimal docs", "loan in 24 hrs",
        "in 24 hrs!",
        # A recruiter who found the reader's resume; a stranger who asks about investing;
        # payday loans for anyone.
        "reviewed your resume", "saw your resume", "found your resume", "your resume online",
        "remote part-time", "do you invest", "do u invest", "cash loans", "bad credit ok",
        "approved in 1 hr", "approved in 1 hour", "approved in 1hr",
        # Gold and task schemes, a brand's "ambassador" who pays for shipping, the Portuguese
        # buyer who sends the seller to the cash machine.
        "gold futures", "start with only", "show you the app", "combo order", "merchant account",
        "to unlock task", "unlock the next task", "as an ambassador", "cover shipping",
        "cover the shipping", "% commission", "ir ao multibanco", "seguir os passos que",
        # A healer's promises; France's training-account (CPF) lure; paid video likes.
        "lost lover", "traditional healer", "spell caster", "results guaranteed", "win lotto",
        "compte formation", "droits à la formation", "droits de formation", "curtir vídeos",
        "curtir videos", "por dia no pix",
        "private room", "spots in the private", "last 5 spots", "last few spots", "calls closed",
        "signal group", "vip room", "saw your cv", "we saw your cv", "are you over 23",
        "are you over 18?",
        "no income proof", "pre-approved limit", "credit card pre-approved",
        "card is pre-approved", "no credit check needed",
        "seats left in the vip", "mentor's signals", "signals returned", "gold bars",
        "holding my package", "clearance before i can", "fund recovery", "recover up to",
        "lost funds to",
    ),
    "zh": (
        "无抵押", "低利息", "当天放款", "额度高达", "秒到账", "免息", "虚拟币", "日收益",
        "月收益", "周收益", "保本保息", "量化交易", "高收益", "带单", "跟单", "兼职日结", "日结",
        "点赞", "加错人了", "数字货币投资", "也是缘分", "日入", "手机操作", "抖音点赞",
        "兼职", "手机点点", "在家就能做",
    ),
    "id": (
        "pinjaman cepat", "tanpa jaminan", "bunga rendah", "pinjaman online", "kerja paruh waktu",
        "paruh waktu", "per hari", "like & follow", "like dan follow", "investasi crypto",
        "investasi kripto", "dijamin untung", "tanpa risiko", "profit harian",
        "keuntungan harian", "modal mulai", "modal kecil", "penghasilan tambahan", "kerja online",
        "komisi harian", "grup vip", "sinyal trading", "robot trading", "pasti untung",
        "tanpa modal", "lowongan kerja",
        "trading kripto", "profit tiap hari", "mau aku ajarin", "like produk", "per tugas",
        "untung tiap hari",
        "freelancer like", "cukup pakai hp", "/hari cukup",
        "dari rumah, gaji", "gaji rp", "/hari, cukup", "cukup 60 menit", "minat? balas ya",
    ),
    "de": (
        "nebenjob von zu hause", "nebenjob von zuhause", "flexiblen nebenjob",
        "flexibler nebenjob", "von zu hause aus", "keine erfahrung nötig", "keine vorkenntnisse",
        "€ täglich", "euro täglich", "€ am tag", "euro am tag", "€ pro tag", "euro pro tag",
        "verdienst bis zu", "verdienen sie bis zu", "nur mit dem handy", "wir suchen mitarbeiter",
        "nebenverdienst", "garantierte rendite", "rendite von", "jetzt investieren",
        "trading-signale", "vip-gruppe", "garantierte gewinne", "kein risiko", "ohne risiko",
        "passives einkommen", "krypto-trading", "verdiene bis zu",
        "% pro woche", "% im monat", "mit krypto", "hotelbewertungen", "mein mentor",
    ),
    "es": (
        "trabajo desde casa", "trabaja desde casa", "tiempo parcial desde casa",
        "tenemos un puesto", "solo necesitas tu móvil", "desde tu móvil",
        "sin experiencia", "€ al día", "€ al dia", "euros al día", "€ diarios", "euros diarios",
        "evaluando productos", "ofrecemos empleo", "gana hasta", "ganar hasta", "pago diario",
        "rentabilidad garantizada", "rentabilidad del", "inversión en criptomonedas",
        "ganancias garantizadas", "señales vip", "grupo vip", "plataforma de trading",
        "trading con ia", "ingresos pasivos", "dar likes", "dar me gusta", "sin salir de casa",
        "desde tu celular", "invierte solo", "invierte desde", "multiplica tu dinero",
        "duplica tu dinero", "señales de trading", "buscamos personas para", "$ al día",
        "dólares al día", "pesos al día", "trabajo a medio tiempo",
        "invierto en criptomonedas", "invierto en cripto", "con un mentor", "€ a la semana",
        "euros a la semana", "seguir cuentas", "pesos diarios", "de 60.000 a",
        "me he equivocado de número", "me equivoqué de número", "me equivoque de numero",
        "trabajo a tiempo parcial", "dejar reseñas",
        "likes a productos", "ganancias de", "ganancias diarias", "desde casa, ganancias",
        "trabajar desde casa", "valorando hoteles", "al día desde casa",
        "dar like", "pago por tarea",
    ),
    "fr": (
        "travail à domicile", "depuis chez vous", "sans expérience", "€/jour", "€ par jour",
        "euros par jour", "testeurs de produits", "paiement quotidien", "gagnez jusqu'à",
        "recrutement urgent", "complément de revenu", "revenu complémentaire",
        "doublez votre capital", "robot de trading", "rendement garanti", "groupe vip",
        "signaux vip", "trading automatisé", "investissement crypto", "gagnez de l'argent",
        "revenus passifs", "revenu passif", "noter des hôtels", "liker des vidéos",
        "aimer des vidéos", "travail en ligne", "horaires libres", "doublez votre",
        "plateforme d'investissement", "nous recrutons des personnes",
        "je travaille dans l'investissement", "je me suis trompée de numéro",
        "je me suis trompé de numéro", "trompé de numéro", "missions rémunérées",
        "missions remunerees", "€ par tâche", "par tâche", "ça vous dirait d'en discuter",
    ),
    "pt": (
        "trabalho em casa", "trabalhe em casa", "ganhar até", "reais por dia", "salário diário",
        "sem experiência", "renda extra", "com o seu celular", "pelo celular", "vaga de emprego",
        "recrutadora", "rendimento garantido", "lucro garantido", "investindo em bitcoin",
        "% ao dia", "sinais vip", "ganhe dinheiro", "avaliar produtos", "curtir vídeos",
        "curtir videos", "vaga home office", "trabalho online", "robô de investimento",
        "robô de investimentos", "robo de investimentos", "investimento automático",
        "multiplique seu dinheiro", "renda passiva", "opções binárias", "ganhe de r$",
        "ganhe até r$",
        "investimento em cripto", "% ao mês", "% ao mes", "trabalho com investimento",
        "clientes lucram", "mandei pra pessoa errada", "mandei para a pessoa errada",
        "número errado", "curta vídeos", "curta videos", "vaga de meio período", "meio período",
        "curtindo vídeos", "curtindo videos",
        "pagamento diário", "procuramos pessoas para",
    ),
    "it": (
        "lavoro da casa", "lavora da casa", "guadagna fino a", "guadagnare fino a", "€ al giorno",
        "euro al giorno", "senza esperienza", "bastano 30 minuti", "pagamento giornaliero",
        "rendimenti garantiti", "rendimento garantito", "investi in bitcoin",
        "guadagni garantiti", "gruppo vip", "trading automatico", "piattaforma di trading",
        "investimento minimo", "investi solo", "rendita passiva", "entrate extra",
        "lavoro online", "part-time da casa", "collaboratori part-time",
        "cerchiamo collaboratori", "mettere like", "mettere mi piace", "€ a settimana",
        "euro a settimana", "raddoppia il tuo",
        "ho sbagliato numero", "trading di criptovalute", "lavoro nel trading",
        "le va di conoscerci", "lasciare recensioni", "offriamo lavoro part-time",
        "lavoro part-time",
        "in criptovalute", "scrivimi subito",
        "like a video", "a video su youtube", "cerchiamo persone per",
    ),
    "ru": (
        "арбитраж*", "зарабатывай", "заработок от", "в неделю на", "в день на",
        "обучение бесплатно", "научу бесплатно", "пассивный доход", "доход от", "без риска",
        "гарантированный доход", "гарантированная прибыль", "удаленную работу",
        "удаленная работа", "удалённая работа", "опыт не нужен", "опыт не требуется",
        "руб в день", "рублей в день", "требуются сотрудники",
        "ставьте лайки", "ставить лайки", "пишите отзывы", "писать отзывы", "подработка для всех",
        "подработка на телефоне", "₽ в день", "инвестициями в крипту", "инвестиции в крипту",
        "инвестициями в криптовалюту", "могу научить", "в прошлом месяце заработал*",
        "% в неделю", "выплаты каждый день",
        "зарабатывайте от", "пишите менеджеру",
        "попытка оформить кредит", "ожидайте звонка", "не кладите трубку",
        "осталось 3 места", "осталось несколько мест", "заработал", "внеси",
        "начни зарабатывать",
    ),
    "tr": (
        "yatırım grubu*", "yatirim grubu*", "kazanç garantili", "kazanc garantili", "günlük %",
        "gunluk %", "evden çalışma", "evden calisma", "deneyim gerekmez", "tecrübe gerekmez",
        "günlük kazanç", "gunluk kazanc", "risk yok", "risksiz", "kripto yatırım",
        "kripto yatirim", "pasif gelir", "garantili kazanç", "evden ek gelir", "günde 2 saat",
        "yorum yaparak", "beğeni yaparak", "begeni yaparak", "evden ek iş", "evden ek is",
        "sadece telefon yeterli", "yatırım danışman*", "yatirim danisman*", "kazandırdım",
        "kazandirdim", "sana da gösteririm", "sana da gosteririm", "kripto borsa*",
        "getiri garantili", "hisse sinyali", "sinyal grubu", "sinyal grubumuza",
        "evden çalışarak", "evden calisarak", "kazanmak ister misiniz",
        "vip sinyal", "günlük ücretsiz vip", "borsa analiz grubu", "kazanç",
    ),
    "th": (
        "เครดิตฟรี", "ไม่ต้องฝาก", "ถอนได้จริง", "กู้เงินด่วน", "ไม่ต้องค้ำ", "ลงทุนคริปโต",
        "การันตีกำไร", "กำไรการันตี", "ไม่มีขาดทุน",
        "ผลตอบแทนสูง", "กำไรต่อสัปดาห์", "กำไรต่อวัน", "รายได้วันละ", "รายได้ต่อวัน",
        "งานออนไลน์", "ทำงานที่บ้าน", "ไม่ต้องมีประสบการณ์", "แค่กดไลก์", "รับสมัครงาน",
        "งานพาร์ทไทม์", "สินเชื่อด่วน", "เงินกู้ออนไลน์", "อนุมัติไว", "เทรดคริปโต",
        "ได้กำไรทุกวัน", "สนใจให้สอน", "รับสมัครพนักงานรีวิว", "จ่ายทุกวัน", "ทำงานผ่านมือถือ",
    ),
    "zh_hant": (
        "飆股", "保證每月獲利", "保證獲利", "品牌大使", "只需支付運費", "點擊加入", "加錯人了",
        "加密貨幣投資", "穩定獲利", "按讚", "高薪兼職", "日領",
    ),
    "vi": (
        "cộng tác viên", "làm việc online tại nhà", "triệu/ngày", "lợi nhuận cao",
        "cam kết không lỗ", "cam ket khong lo", "đầu tư tiền ảo", "dau tu tien ao",
        "thu nhập hấp dẫn", "việc nhẹ lương cao", "viec nhe luong cao", "làm online tại nhà",
        "lam online tai nha", "không cần kinh nghiệm", "khong can kinh nghiem", "chỉ cần like",
        "vay tiền nhanh", "giải ngân nhanh", "không cần thế chấp", "nhóm vip", "đầu tư forex",
        "ctv online",
        "đầu tư coin", "dau tu coin", "lãi đều mỗi ngày", "lai deu moi ngay", "muốn em chỉ",
        "tuyển ctv", "tuyen ctv", "nhận lương trong ngày", "nhan luong trong ngay",
        "đánh giá sản phẩm",
        "làm nhiệm vụ", "lam nhiem vu", "nhiệm vụ trên shopee", "thu nhập 500k", "hoa hồng 10",
    ),
    "sw": (
        "faida ya uhakika", "faida kila siku", "mapato ya kila siku", "bila hatari", "wekeza ksh",
        "wekeza tsh", "nafasi za kazi", "kazi za muda", "kazi ukiwa nyumbani",
        "hakuna uzoefu unaohitajika", "bila uzoefu", "like video", "mkopo wa haraka",
        "mkopo wa hadi", "bila dhamana",
        "mkopo bila dhamana", "biashara ya crypto", "biashara ya forex",
        "kazi ya ziada", "kazi ya mtandaoni", "napata faida kila siku", "nikufundishe",
    ),
    "fil": (
        "garantisadong kita", "walang risk", "walang risgo", "kumita ng", "araw-araw na kita",
        "kada araw", "walang experience", "walang karanasan", "mag-like lang",
        "sumali sa aming telegram", "mabilis na pautang", "walang collateral",
        "online na trabaho", "extra income", "part-time work",
        "nag-iinvest ako sa crypto", "gusto mo turuan kita", "part-time online", "tubo kada araw",
        "work from home!", "/araw",
        "hiring online assistant", "pwede sa bahay",
    ),
    "ms": (
        "kerja mudah", "pendapatan rm", "sebulan dari rumah",
        "pelaburan patuh syariah", "pulangan dijamin", "untung dijamin", "keuntungan dijamin",
        "seminggu dijamin", "modal serendah", "kerja sambilan", "kerja dari rumah", "gaji harian",
        "bayaran harian", "tiada pengalaman diperlukan", "tanpa pengalaman", "hanya like",
        "pendapatan pasif", "pinjaman segera", "tanpa penjamin", "skim pelaburan",
        "pelaburan emas", "pelaburan kripto", "dagangan kripto",
        "pelaburan crypto", "nak saya ajar", "pekerja sambilan", "tulis ulasan", "untung sehari",
        "pinjaman peribadi", "lulus dalam 1 hari", "lulus dalam masa", "tanpa dokumen",
        "pinjaman mudah", "kelulusan cepat",
    ),
    "bn": (
        "ঘরে বসে", "প্রতিদিন আয়", "প্রতিদিন আয়", "দৈনিক আয়", "দৈনিক আয়", "ইনকাম করুন",
        "আয় করুন", "আয় করুন", "গ্যারান্টিড লাভ", "নিশ্চিত লাভ", "অভিজ্ঞতা লাগবে না", "অনলাইন জব",
        "পার্ট টাইম জব", "বিনিয়োগ করে", "বিনিয়োগ করে", "দ্বিগুণ লাভ", "টাকা ডাবল", "ghore bose",
        "ghore boshe", "income korun",
        "ক্রিপ্টো ট্রেডিং করে", "শিখতে চাইলে", "লাইক দিয়ে", "দিনে ১৫০০", "টাকা ইনকাম",
        "অনলাইনে পার্ট টাইম", "ঘরে বসে ইনকাম", "like diye income", "প্রতিটি টাস্কে",
        "টাস্ক করে আয়", "মাসে ২ লাখ",
    ),
    "hi": (
        "घर बैठे", "कमाएं", "रोज़ कमाएं", "रोज़ कमाएं", "रोज कमाएं", "रोजाना कमाएं",
        "प्रतिदिन कमाएं", "गारंटीड रिटर्न", "गारंटीड मुनाफा", "पैसा डबल", "डबल मुनाफा",
        "पार्ट टाइम जॉब", "वर्क फ्रॉम होम", "बिना अनुभव", "अनुभव की जरूरत नहीं",
        "टेलीग्राम ग्रुप", "roz kamaye", "roz kamayen", "rozana kamaye", "paise double",
        "paisa double", "guaranteed return", "like karke", "instant loan",
        "crypto trading karti", "crypto trading karta", "daily 5-10% profit", "profit hota hai",
        "स्टार रिव्यू देकर", "रिव्यू देकर", "hr से जुड़ें", "सिर्फ मोबाइल चाहिए",
        "like karke paise", "टास्क पूरा करके", "हर टास्क पर", "टास्क पूरा कर", "daily income",
        "रोज़ाना इनकम",
    ),
    "ur": (
        "گھر بیٹھے", "روزانہ کمائیں", "روزانہ کمائی", "ڈبل منافع", "منافع کمائیں",
        "گارنٹیڈ منافع", "بغیر تجربے", "تجربہ ضروری نہیں", "آن لائن جاب", "انویسٹ کریں", "کمائیں",
        "گروپ جوائن کریں", "ghar baithe", "rozana kamayen", "rozana kamaen",
        "koi experience nahi", "experience ki zaroorat nahi", "double profit", "invest karein",
        "crypto trading se", "seekhna ho to", "videos like karein", "rozana 3000", "kamayein",
        "کمائیں روزانہ", "part time job offer", "گھر بیٹھے کمائیں", "لائک کریں اور",
        "rozana kamai", "har task ka", "telegram group join",
    ),
    "fa": (
        "کار در منزل", "درآمد روزانه", "درآمد میلیونی", "بدون نیاز به سابقه", "بدون سابقه کار",
        "استخدام فوری", "سود تضمینی", "سود روزانه", "با سرمایه گذاری فقط", "ربات ترید",
        "سیگنال رایگان", "کانال سیگنال", "درآمد دلاری", "وام فوری", "وام بدون ضامن",
        "ترید ارز دیجیتال", "دلار سود", "اگه خواستی یادت میدم", "کار پاره وقت", "لایک کردن پست",
        "درآمد روزانه تا", "بدون سرمایه", "سود تضمینی روزانه",
    ),
    "ar": (
        "العمل من المنزل", "دخل يومي", "ربح يومي", "أرباح يومية", "ارباح يومية", "بدون خبرة",
        "بدون رأس مال", "مطلوب موظفين", "مطلوب موظفات", "وظيفة من المنزل", "دوام جزئي",
        "أرباح مضمونة", "ربح مضمون", "عائد مضمون", "تداول العملات الرقمية", "تداول الفوركس",
        "توصيات تداول", "ضاعف أموالك", "قرض سريع", "بدون كفيل", "تمويل فوري", "بدون تحويل راتب",
        "سداد المديونيات", "استثمر فقط",
        "تداول البيتكوين", "أعلمك التداول", "لو تحب أعلمك", "عمل لايك", "لايك لفيديوهات",
        "لايكات على", "دوام جزئي من الجوال", "تواصل مع المشرفة", "تواصل مع المشرف", "ريال يومياً",
        "ريال يوميا", "دولار يومياً", "العمل من الجوال", "مهام بسيطة", "عمولة على كل مهمة",
        "الأرباح مضمونة", "الارباح مضمونة", "منصة تداول", "واربح", "ارباح مضمونة",
    ),
    "he": (
        "עבודה מהבית", "ללא ניסיון", "בלי ניסיון", "ללא סיכון", "קבוצת המסחר", "קבוצת השקעות",
        "תשואה מובטחת", "רווח מובטח", "השקעה בביטקוין", "הכנסה פסיבית", "דרושים עובדים", "₪ ביום",
        "שקל ביום",
        "עשיית לייקים", "לייקים לסרטונים", "₪ ליום", "שקל ליום", "מסחר בקריפטו", "השקעה בקריפטו",
        "הרווחתי החודש", "יכולה ללמד אותך", "יכול ללמד אותך", "עבודה מהנייד",
        "השקעה בטוחה", "הצטרפו לקבוצה שלנו", "ותרוויחו", "תרוויחו",
    ),
    "el": (
        "εγγυημένα κέρδη", "εγγυημένο κέρδος", "χωρίς ρίσκο", "χωρις ρισκο", "κρυπτονομίσματα",
        "εργασία από το σπίτι", "εργασια απο το σπιτι", "δουλειά από το σπίτι",
        "δεν απαιτείται εμπειρία", "χωρίς εμπειρία", "ημερησίως", "€ την ημέρα", "ευρώ την ημέρα",
        "κάνεις like", "κανεις like", "like σε βίντεο", "ψάχνουμε συνεργάτες",
        "ψαχνουμε συνεργατες", "επενδύσεις σε κρυπτονομίσματα", "επενδυσεις σε κρυπτονομισματα",
        "μπορώ να σας δείξω", "μπορώ να σου δείξω", "€ τον μήνα", "ευρώ τον μήνα", "€ το μήνα",
    ),
    "uk": (
        "пасивний дохід", "гарантований прибуток", "без ризику", "заробіток від",
        "віддалену роботу", "віддалена робота", "досвід не потрібен", "на криптовалюті",
        "грн на день", "гривень на день",
        "ставте лайки", "ставити лайки", "лайки на youtube", "за завдання", "виплати щодня",
        "підробіток на телефоні", "заробіток на телефоні", "писати відгуки", "% на тиждень",
        "інвестиціями в криптовалюту", "інвестиції в криптовалюту", "можу навчити",
        "навчу безкоштовно", "навчити безкоштовно",
    ),
    "nl": (
        "gegarandeerd rendement", "geen risico", "verdien tot", "€ per dag", "euro per dag",
        "bitcoin trading", "passief inkomen", "bijbaan vanuit huis", "werken vanuit huis",
        "geen ervaring nodig", "geen ervaring vereist", "dagelijks uitbetaald", "extra inkomen",
        "bijverdienste",
        "% per week", "% per maand", "per dag verdienen", "video's liken",
        "youtube-video's liken", "hotelreviews", "handel ik in crypto", "handel in crypto",
        "mijn mentor", "geld verdienen vanuit huis",
    ),
    "fi": (
        "taattu tuotto", "ei riskiä", "ansaitse jopa", "€ päivässä", "euroa päivässä",
        "kryptokauppa*", "sijoita bitcoiniin", "passiivista tuloa", "osa-aikaisia työntekijöitä",
        "ei kokemusta tarvita", "kokemusta ei tarvita", "päivittäinen maksu", "lisätuloa",
        "% viikossa", "% kuukaudessa", "tykkää youtube-videoista", "tykkää videoista",
        "hotelliarvostel*", "teen kryptokauppaa", "mentorini", "ansaitse kotoa",
        "tykkaa youtube-videoista", "tykkaa videoista",
    ),
    "sv": (
        "garanterad avkastning", "ingen risk", "tjäna upp till", "investera i bitcoin",
        "passiv inkomst", "deltidsjobb hemifrån", "jobba hemifrån", "ingen erfarenhet krävs",
        "vi söker personal", "daglig utbetalning", "extra inkomst", "vip-grupp",
        "% i veckan", "% i månaden", "kr dagligen", "gilla tiktok-videor", "gilla videor",
        "gilla youtube-videor", "hotellrecensioner", "handlar krypto", "handlar jag krypto",
        "tjäna pengar hemifrån", "% i manaden", "tjana pengar hemifran",
    ),
    "no": (
        "garantert avkastning", "tjen opptil", "kr per dag", "deltidsjobb hjemmefra",
        "jobbe hjemmefra", "vi ansetter", "passiv inntekt", "daglig utbetaling", "ekstra inntekt",
        "% i uka", "% i uken", "% i måneden", "kr daglig", "hotellanmeldelser",
        "driver med kryptohandel", "tjen penger hjemmefra", "% i maneden",
    ),
    "da": (
        "garanteret afkast", "ingen risiko", "tjen op til", "kr om dagen", "kr. om dagen",
        "handelsrobot", "kryptohandel", "invester i bitcoin", "passiv indkomst",
        "deltidsjob hjemmefra", "ingen erfaring nødvendig", "ingen erfaring kræves",
        "vi søger medarbejdere", "daglig udbetaling", "ekstra indkomst",
        "% om ugen", "% om måneden", "kr dagligt", "like youtube-videoer", "like videoer",
        "skriv anmeldelser", "hotelanmeldelser", "laver kryptohandel", "min mentor",
        "tjen penge hjemmefra", "% om maneden",
    ),
    "ro": (
        "profit garantat", "câștig garantat", "castig garantat", "fără risc", "fara risc",
        "job de acasă", "job de acasa", "lucru de acasă", "lucru de acasa", "muncă de acasă",
        "munca de acasa", "câștigă până la", "castiga pana la", "lei pe zi", "fără experiență",
        "fara experienta", "nu necesită experiență", "nu necesita experienta", "venit pasiv",
        "criptomonede", "investind în", "investind in", "câștiguri zilnice", "castiguri zilnice",
        "luna trecută am câștigat", "luna trecuta am castigat", "evaluarea hotelurilor",
        "evaluare hoteluri", "aprecieri la videoclipuri", "tranzacționarea de criptomonede",
        "tranzactionarea de criptomonede",
    ),
    "hu": (
        "garantált hozam", "garantalt hozam", "garantált nyereség", "garantalt nyereseg",
        "kockázat nélkül", "kockazat nelkul", "kockázatmentes", "kockazatmentes", "otthoni munka",
        "otthoni munkát", "otthonról dolgoz*", "otthonrol dolgoz*", "ft kereset", "keress akár",
        "keress akar", "kereshetsz akár", "tapasztalat nem szükséges",
        "tapasztalat nem szukseges", "tapasztalat nélkül", "passzív jövedelem",
        "passziv jovedelem", "kriptovalut*", "mellékállás", "mellekallas",
        "forintot kerestem", "szállodák értékelés*", "szallodak ertekeles*", "keresünk embereket",
        "videók lájkolás*", "videok lajkolas*",
    ),
    "pl": (
        "gwarantowany zysk", "gwarantowane zyski", "bez ryzyka", "pracy z domu", "zarabiaj nawet",
        "zarabiaj do", "zł dziennie", "zl dziennie", "zł tygodniowo", "zl tygodniowo",
        "bez doświadczenia", "bez doswiadczenia", "pasywny dochód", "pasywny dochod",
        "kryptowalut*", "inwestując w", "inwestujac w", "za polubienie", "dodatkowy zarobek",
        "dorabiaj",
        "zarobiłam", "zarobiłem", "zarobilam", "zarobilem", "oceniania hoteli",
        "ocenianie hoteli", "ocenianie produktów", "ocenianie produktow", "lajkowanie filmów",
        "lajkowanie filmow",
    ),
    "sk": (
        "žiadne riziko", "ziadne riziko", "práca z domu", "praca z domu", "prácu z domu",
        "pracu z domu", "zárobok až", "zarobok az", "zarábajte až", "zarabajte az", "€ denne",
        "eur denne", "€ týždenne", "bez skúseností", "bez skusenosti", "pasívny príjem",
        "pasivny prijem", "obchodovanie s kryptomenami", "obchodovaním s kryptomenami",
        "privyrobok", "prívyrobok",
        "som zarobila", "som zarobil", "obchodovaniu s kryptomenami", "hodnotenie hotelov",
        "hodnotenia hotelov", "hodnotenie produktov", "lajkovanie videí", "lajkovanie videi",
    ),
    "cs": (
        "garantovaný zisk", "garantovany zisk", "bez rizika", "práce z domova", "prace z domova",
        "práci z domova", "praci z domova", "výdělek až", "vydelek az", "vydělejte až",
        "vydelejte az", "vydělávejte", "vydelavejte", "kč denně", "kc denne", "bez zkušeností",
        "bez zkusenosti", "kryptoměn*", "kryptomen*", "do bitcoinu", "pasivní příjem",
        "pasivni prijem", "přivýdělek", "privydelek", "hledáme spolupracovníky",
        "hledame spolupracovniky", "stačí mobil", "staci mobil", "kč měsíčně", "kc mesicne",
        "jsem vydělala", "jsem vydělal", "jsem vydelala", "jsem vydelal",
        "obchodování s kryptoměnami", "obchodovani s kryptomenami", "hodnocení hotelů",
        "hodnoceni hotelu", "hodnocení produktů", "hodnoceni produktu", "lajkování videí",
        "lajkovani videi",
    ),
    "ko": (
        "고수익 보장", "원금 보장", "재택 부업", "코인 투자로", "하루 수익", "수익 보장",
        "간단한 알바",
        "코인 투자 관심", "전문가 리딩", "수익 내고", "잘못 보냈네요", "좋아요 누르고", "건당",
        "하루 10만원",
    ),
    "ja": (
        "副業で", "高収入", "簡単に稼げる", "必ず儲かる", "元本保証", "仮想通貨で稼", "投資で稼",
        "日給3万", "スキマ時間で",
        "仮想通貨の投資", "利益が出てい", "何かの縁", "在宅ワーク", "いいねするだけ", "日給2万",
        "1件500円",
        "稼げる簡単な副業", "スマホ1台で", "1日3万円",
    ),
}

# An impersonation ("hi mum, this is my new number") and a request for money: the pair is a
# scam without any link or number.
SCAM_IMPERSONATION_PHRASES: Final[tuple[str, ...]] = (
    "hi mum", "hi mom", "hi dad", "mum it's me", "mum, it's me", "mom it's me", "dad it's me",
    "my new number", "this is my new number", "mistakenly sent", "sent dis money",
    "dropped my phone", "lost my phone",
    "hiya mum", "hey mum", "hello mum", "hi mummy", "hey mom", "hello mom", "hiya dad",
    "hey dad", "it's mum", "its mum", "mum its me", "mom its me", "hoi pap", "hoi mam",
    "sent you a code by mistake", "accidentally sent you", "someone requested a code",
    "yanlışlıkla sana", "tía soy", "tia soy",
    "tuve un accidente", "no puedo hablar", "das alte handy ist kaputt",
    "to your number by mistake", "hola ma", "este es mi nuevo número", "se me mojó el cel",
    "ciao mamma", "ho rotto il telefono", "il mio nuovo numero",
    "c'est mon nouveau numéro", "j'ai cassé mon téléphone", "este é o meu número novo",
    "to mój nowy numer", "stary telefon się zepsuł", "detta är mitt nya nummer",
    "tappat min mobil", "το νέο μου νούμερο", "χάλασε το κινητό", "dis na my new number",
    "my phone spoil", "naiwala ko phone ko",
    "dit is mijn nieuwe nummer", "mijn telefoon is kapot", "خدمة عملاء البنك",
    "old phone broke", "phone broke", "phone is broken", "using a friend's phone",
    "can't get into my banking", "cant get into my banking", "locked out of my banking",
    # A boss who cannot talk ("I'm stuck in a meeting, buy 5 gift cards"), and the Korean
    # "Mum, my screen broke, this is a loan phone".
    "stuck in a meeting", "i'm in a meeting", "임시폰", "액정 깨져", "폰 고장",
    # The phone's end told other ways ("I broke my phone, texting from a friend's", "Phone's
    # smashed", "this is my temp number", "noul meu numar").
    "broke my phone", "phone's smashed", "phone is smashed", "phone's broken", "temp number",
    "i am in trouble", "i'm in trouble", "im in trouble", "police have arrested me",
    # Swahili: "it's me, I'm in trouble, arrested by the police"; "I sent it by mistake, send
    # it back to me".
    "ni mimi", "niko na shida", "nimeshikwa na police", "nilituma kimakosa", "nimekosea kutuma",
    # Mobile money "sent to your number by mistake" to be sent back.
    "sent money to your number by mistake", "sent money to ur number by mistake",
    "credited in error", "in error by our agent", "to your number by mistake pls",
    "arrested me", "my phone is off",
    "on a new number", "texting from a friend's", "noul meu numar", "noul meu număr",
    "hallo mama", "hallo papa", "meine neue nummer", "мама, это", "мой новый номер",
    "новый номер", "ini nomor baru", "nomor baru aku", "nomor baruku", "mi nuevo número",
    "mon nouveau numéro", "meu novo número",
    # The same opening in Spanish, French, Portuguese, German and Chinese.
    "hola mamá", "hola mama", "hola papá", "mamá, soy yo", "papá, soy yo",
    "cambié de número", "he cambiado de número", "se me rompió el móvil", "mi número nuevo",
    "coucou maman", "salut maman", "salut papa", "j'ai changé de numéro",
    "voici mon nouveau numéro", "mon téléphone est cassé", "oi mãe", "olá mãe", "oi pai",
    "olá pai", "mudei de número", "troquei de número", "troquei de numero", "salva esse",
    "meu número novo", "o meu número novo", "telemóvel avariou",
    "celular quebrou", "das ist meine neue nummer", "handy ist kaputt", "我换新", "换号了",
    "这是我的新", "手机坏了", "手机丢了", "用同学的手机", "用朋友的手机",
    "妈，是我", "爸，是我",
    "ahoj mami", "ahoj tati", "mami, to jsem já", "mami to jsem ja", "tati, to jsem já",
    "moje nové číslo", "moje nove cislo", "tohle je moje nové číslo", "mám nové číslo",
    "mam nove cislo", "rozbil se mi telefon", "rozbil se mi mobil", "telefon se mi rozbil",
    "se mi rozbil", "ahoj oci", "ahoj tato", "mami, to som ja", "mami to som ja",
    "pokazil sa mi mobil", "mobil sa mi pokazil", "rozbil sa mi telefón", "telefón sa mi rozbil",
    "cześć mamo", "czesc mamo", "hej mamo", "cześć tato", "czesc tato", "mamo to ja",
    "mój nowy numer", "moj nowy numer", "to moj nowy numer", "zepsuł mi się telefon",
    "zepsul mi sie telefon", "telefon mi się zepsuł", "stary telefon sie zepsul",
    "mam nowy numer", "zapisz ten numer", "szia anya", "szia apa", "szia anyu", "szia apu",
    "anya, én vagyok", "anya en vagyok", "ez az új számom", "ez az uj szamom", "új számom",
    "uj szamom", "elromlott a telefonom", "telefonom tönkrement", "telefonom tonkrement",
    "telefonom elromlott", "mentsd el ezt a számot", "bună mama", "buna mama", "bună mamă",
    "salut mama", "salut tata", "buna tata", "mama, sunt eu", "mama sunt eu", "numărul meu nou",
    "numarul meu nou", "am număr nou", "am numar nou", "mi s-a stricat telefonul",
    "s-a stricat telefonul", "mi-am pierdut telefonul", "salvează numărul", "salveaza numarul",
    "hej mor", "hej far", "mor det er mig", "far det er mig", "nyt nummer", "mit nye nummer",
    "har fået nyt nummer", "min telefon gik i stykker", "min telefon er gået i stykker",
    "hei mamma", "hei pappa", "mitt nye nummer", "nytt nummer", "mobilen min er ødelagt",
    "telefonen min er ødelagt", "mistet mobilen", "hej mamma", "hej pappa", "mitt nya nummer",
    "min mobil gick sönder", "mobilen gick sönder", "moi äiti", "hei äiti", "moi isi", "hei isä",
    "mun uusi numero", "uusi numeroni", "puhelin meni rikki", "puhelimeni hajosi", "hallo mam",
    "hey mam", "mam, ik ben het", "mijn nieuwe nummer", "telefoon is kapot", "in de wc gevallen",
    "hi mama", "mein handy ist kaputt", "handy ist ins wasser gefallen", "це мій новий номер",
    "мій новий номер", "мам, привіт", "мамо, привіт", "тато, привіт", "телефон розбився",
    "мама, привет", "мам, привет", "телефон разбился", "это мой новый номер", "γεια σου μαμά",
    "γεια σου μπαμπά", "μαμά είμαι εγώ", "νέο μου κινητό", "anne selam", "baba selam",
    "bu benim yeni numaram", "yeni numaram", "telefonum bozuldu", "telefonum kırıldı", "היי אמא",
    "היי אבא", "אמא זה אני", "המספר החדש שלי", "הטלפון שלי נשבר", "זה המספר החדש", "новий номер",
    "мам, це я", "мамо, це я", "тату, це я", "мама, это я", "νέο νούμερο", "καινούργιο νούμερο",
    "anne benim", "מספר חדש שלי", "אמא, זה אני", "هذا رقمي الجديد", "رقمي الجديد",
    "ده رقمي الجديد", "جوالي خرب", "جوالي انكسر", "تلفوني خرب", "موبايلي اتكسر", "موبايلي ضاع",
    "raqmi el gedid", "rakmi el gedid", "rakamy el gedid", "شماره جدیدمه", "شماره جدیدم",
    "گوشیم خراب شده", "گوشیم شکسته", "گوشیم گم شده", "shomare jadidame", "shomare jadidam",
    "میرا نیا نمبر", "یہ میرا نیا نمبر", "میرا فون خراب", "فون خراب ہو گیا", "mera naya number",
    "naya number hai", "phone kharab ho gaya", "ammi ye mera", "abbu ye mera", "mummy ye mera",
    "papa ye mera", "मेरा नया नंबर", "फोन खराब हो गया", "फ़ोन खराब हो गया", "फ़ोन खराब हो गया",
    "আমার নতুন নম্বর", "আমার নতুন নাম্বার", "ফোনটা নষ্ট", "ফোন নষ্ট হয়ে গেছে",
    "ফোন নষ্ট হয়ে গেছে", "amar notun number", "ni nombor baru", "nombor baru adik",
    "nombor baru abang", "nombor baru saya", "ini nombor baru", "fon lama rosak",
    "phone lama rosak", "telefon lama rosak", "hp lama rosak", "hp lama rusak", "hp aku rusak",
    "ganti nomor", "nomor lama hilang", "bago kong number", "bagong number ko", "nasira phone ko",
    "nasira cellphone ko", "nawala phone ko", "bagong numero ko", "namba yangu mpya",
    "simu iliharibika", "simu yangu imeharibika", "nimepoteza simu", "เบอร์ใหม่หนู",
    "เบอร์ใหม่ผม", "เบอร์ใหม่ของหนู", "เครื่องเก่าพัง", "มือถือพัง", "มือถือหาย",
    "số mới của con", "so moi cua con", "số mới của em", "con đổi số", "máy cũ hỏng",
    "may cu hong", "điện thoại hỏng rồi", "hola mami", "hola papi", "mami soy yo", "papi soy yo",
    "se me cayó el celular", "se me rompió el celular", "se me cayó el teléfono",
    "este es mi número nuevo", "guarda este número", "agenda este número", "cambié de celular",
    "perdí mi celular", "perdí el móvil", "oi mae", "mãe, sou eu", "mae sou eu", "pai, sou eu",
    "to com numero novo", "tô com número novo", "to com número novo", "esse é meu número novo",
    "este é o meu novo número", "meu celular caiu", "perdi meu celular", "perdi o telemóvel",
    "coucou papa", "maman c'est moi", "papa c'est moi", "c'est moi maman", "j'ai perdu mon tel",
    "j'ai perdu mon téléphone", "mon tel est cassé", "mon portable est cassé",
    "enregistre ce numéro", "enregistre mon nouveau numéro", "ciao mà", "ciao papà",
    "mamma sono io", "papà sono io", "mi si è rotto il telefono", "mi si e rotto il telefono",
    "il mio numero nuovo", "questo è il mio numero nuovo", "ho perso il telefono",
    "salva questo numero",
    "píšu z kamarádčina telefonu", "pisu z kamaradcina telefonu", "píšu z cizího telefonu",
    "pisu z ciziho telefonu", "mobil mi spadl do vody", "telefon mi spadl do vody",
    "ulož si tohle číslo", "uloz si tohle cislo", "ulož si toto číslo", "omylem jsem ti poslala",
    "omylem jsem ti poslal", "píšem z kamarátkinho mobilu", "pisem z kamaratkinho mobilu",
    "telefón mi spadol do vody", "telefon mi spadol do vody", "mobil mi spadol do vody",
    "uloz si toto cislo", "omylom som ti poslala", "omylom som ti poslal",
    "piszę z telefonu koleżanki", "pisze z telefonu kolezanki", "piszę z telefonu kolegi",
    "pisze z telefonu kolegi", "mój wpadł do wody", "moj wpadl do wody", "zapisz sobie ten numer",
    "hej tato", "przez pomyłkę wysłałam ci", "przez pomylke wyslalam ci",
    "przez pomyłkę wysłałem ci", "przez pomylke wyslalem ci", "a barátnőm telefonjáról írok",
    "a baratnom telefonjarol irok", "egy barátom telefonjáról írok", "beleesett a vízbe",
    "beleesett a vizbe", "mentsd el ezt a szamot", "véletlenül neked küldtem",
    "veletlenul neked kuldtem", "scriu de pe telefonul unei prietene",
    "scriu de pe telefonul unui prieten", "a căzut în apă", "a cazut in apa",
    "salvează-ți numărul ăsta", "salveaza-ti numarul asta", "bună tati", "buna tati",
    "ți-am trimis din greșeală", "ti-am trimis din greseala", "skriver fra en vens telefon",
    "skriver fra min vens telefon", "lånt en vens telefon", "sendt en kode til dit nummer",
    "ved en fejl sendt", "skriver fra en venns mobil", "låner en venns mobil",
    "min er på reparasjon", "sendte visst en kode", "kode til nummeret ditt ved en feil",
    "skriver från en kompis mobil", "lånar en kompis mobil", "min är trasig",
    "råkade skicka en kod", "skickade en kod till ditt nummer", "kirjotan kaverin puhelimesta",
    "kirjoitan kaverin puhelimesta", "mun puhelin hajos", "lähetin vahingossa koodin",
    "lähetin vahingossa", "vanaf de telefoon van een vriend", "die van mij is stuk",
    "mijn telefoon is stuk", "per ongeluk een code", "vom handy einer freundin",
    "vom handy eines freundes", "aus versehen einen code",
    "aus versehen einen code an deine nummer", "lant en vens telefon", "laner en venns mobil",
    "min er pa reparasjon", "skriver fran en kompis mobil", "lanar en kompis mobil",
    "min ar trasig", "min aer trasig", "rakade skicka en kod", "lahetin vahingossa koodin",
    "laehetin vahingossa koodin", "lahetin vahingossa", "laehetin vahingossa",
    "пишу з іншого номера", "пишу з чужого номера", "пишу з чужого телефону",
    "з телефону подруги", "з телефону друга", "той загубила", "той загубив", "загубила телефон",
    "загубив телефон", "випадково вказав твій номер", "випадково вказала твій номер",
    "тобі прийшов мій код", "випадково відправив тобі код", "випадково відправила тобі код",
    "с чужого телефона", "с чужого номера", "пишу с другого номера", "с телефона подруги",
    "с телефона друга", "потерял телефон", "потеряла телефон", "случайно указала твой номер",
    "случайно указал твой номер", "случайно отправил тебе код", "случайно отправила тебе код",
    "тебе сейчас придёт код", "тебе сейчас придет код", "тебе пришёл мой код",
    "тебе пришел мой код", "από το κινητό μιας φίλης", "από το κινητό ενός φίλου",
    "απο το κινητο μιας φιλης", "έχασα το κινητό", "έχασα το δικό μου", "σου έστειλα κατά λάθος",
    "σου εστειλα κατα λαθος", "κατά λάθος έναν κωδικό", "arkadaşımın telefonundan",
    "arkadasimin telefonundan", "telefonum çalındı", "telefonum calindi", "benimki çalındı",
    "benimki calindi", "numaramı yanlış girdim", "numarami yanlis girdim", "sana gelen kod*",
    "yanlışlıkla senin numaranı", "מהטלפון של חבר", "מהטלפון של חברה", "הטלפון שלי נגנב",
    "שלי נגנב", "שלחתי לך בטעות", "קוד בטעות", "ده رقم واحد صاحبي", "تليفوني وقع", "موبايلي وقع",
    "جوالي طاح", "أرسلت لك كود", "كود بالغلط", "الكود بالغلط", "رمز بالغلط", "بالغلط على رقمك",
    "این گوشی دوستمه", "گوشی خودم افتاد", "افتاد تو آب", "اشتباهی برات اومد", "کد اشتباهی",
    "ye dost ka number", "mera phone gir", "phone toot gaya", "phone chori ho gaya",
    "galti se aap ke number", "galti se tumhare number", "galti se apke number", "मेरा फोन चोरी",
    "मेरा फ़ोन चोरी", "ye mere dost ka phone", "दोस्त का फोन है", "गलती से तुम्हारे नंबर",
    "এটা আমার বন্ধুর ফোন", "আমার বন্ধুর ফোন", "মোবাইল ছিনতাই", "ফোন ছিনতাই",
    "ভুল করে আপনার নাম্বারে", "ভুল করে তোমার নাম্বারে", "guna handphone kawan",
    "guna phone kawan", "pinjam phone kawan", "handphone aina hilang", "handphone hilang",
    "tersalah hantar kod", "tersilap hantar kod", "salah hantar kod", "pinjam hp temen",
    "pinjam hp teman", "pakai hp teman", "hp aku jatuh", "hp aku hilang", "salah masukin nomor",
    "kekirim ke hp", "salah kirim kode", "nakitext lang ako", "nakitext lang", "naholdap ako",
    "na-send akong", "na-send ko sa number mo", "napadala ko sa number mo",
    "natumia simu ya rafiki", "simu yangu imeibiwa", "yangu imeibiwa", "nimetuma kimakosa",
    "kwa simu yako kimakosa", "ยืมโทรศัพท์เพื่อน", "มือถือหนูหาย", "ไปเบอร์คุณผิด", "ส่งรหัสผิด",
    "mượn máy bạn", "muon may ban", "điện thoại con rơi mất", "dien thoai con roi mat",
    "gửi nhầm mã", "gui nham ma", "lỡ gửi nhầm", "te escribo desde el móvil de",
    "te escribo desde el movil de", "te escribo desde otro número", "el mío se ha roto",
    "se me ha roto el móvil", "papá soy yo", "papa soy yo", "mamá soy yo", "mama soy yo",
    "te he mandado un código", "te he enviado un código", "te mandé un código",
    "te mande un codigo", "por equivocación a tu", "por error a tu móvil", "salva esse aqui",
    "salva esse número", "mandei um código", "te mandei um código", "pro seu número sem querer",
    "para o seu número por engano", "je t'écris d'un autre numéro",
    "je t'ecris d'un autre numero", "le mien est en panne", "mon téléphone est en panne",
    "je t'ai envoyé un code", "je t'ai envoye un code", "ciao ma sono io",
    "ti scrivo da questo numero", "ti scrivo da un altro numero", "il mio telefono non va più",
    "il mio telefono non va piu", "ti ho mandato un codice", "ti ho inviato un codice",
    "携帯変えたから", "番号変えたから", "番号登録しといて", "この番号登録して",
    "新しい番号に変えた", "액정이 깨져서", "폰이 고장나서", "이 번호로 문자해줘", "这是我新微信",
    "我换号了", "我手机坏了", "旧号先别联系", "我換手機了", "這是新的line", "我換號碼了",
    "舊的先不要用",
    "omylem ti přišel", "przez pomyłkę wysłałem", "przez pomyłkę wysłałam",
    "przez pomylke wyslalem", "przez pomylke wyslalam", "véletlenül küldtem",
    "veletlenul kuldtem", "din greșeală un sms", "din greseala un sms", "נשלח אליך בטעות",
    "lo gui nham", "اشتباهی برات فرستادم", "ভুল করে আপনার নম্বরে",
    "code by mistake", "digit code by mistake",
    "nimekutumia kimakosa", "kimakosa ilikuwa", "sent you money by mistake",
    "sent to your number by mistake",
    "the code we just sent you", "телефон разбит", "я попал в аварию", "попала в аварию",
    "mistakenly sent", "i mistakenly", "sent it by mistake", "sent by mistake",
    "to ur number by mistake", "wrongly sent", "nimekutumia",
    "using my friend's phone", "im using my friend", "on my friend's phone",
    "this is my friend's phone", "my phone is spoilt",
    "sent to wrong number", "i sent to wrong number", "sent it to the wrong number", "kwa makosa",
    "nimekutumia pesa", "using a mates", "using a mate's phone", "on a mates phone",
    "temporary number", "my temporary number", "my phone's broken", "my phone is broken",
    "액정 깨져서",
    "my new no", "this is my new no", "phone fell in", "lost my phone n wallet",
    "lost my phone and wallet",
    "dropped my phone in the loo", "banking app is locked", "on the new phone",
    "it's me, dropped",
    "stuck in madrid", "stranded in", "lost my wallet n phone", "lost my wallet and phone",
    "lost my wallet n passport",
)
# A news report about a market rather than an offer made to the reader (over lower-cased
# text): the people of a trade named in the third person ("retailers", "les commerçants"), and
# a report's attribution ("new figures show", "selon", "laut"). A promotion that carries none of
# an offer's marks (marketing.py, _told_flatly) and reads so is a headline ("Retailers slash
# prices by up to 70% as spring sales start early, new figures show").
NEWS_REPORT_PATTERN: Final = _led_by_letter(
    (
        "retailers", "shoppers", "consumers", "economists", "analysts", "figures show",
        "data show", "survey finds", "study finds", "according to", "report says",
        "commerçants", "consommateurs", "enseignes", "selon", "bilan", "händler",
        "verbraucher", "einzelhandel", "laut", "comerciantes", "consumidores", "minoristas",
        "según", "commercianti", "consumatori", "secondo", "lojistas", "varejistas",
        "segundo dados", "winkeliers", "consumenten", "volgens",
    ),
    "a-z",
    "(?![a-z])",
)
# A SCAM_IMPERSONATION_PHRASES phrase that only greets a parent ("hi mum", "hej far", "ahoj
# mami", "妈"), matched whole against the lower-cased phrase: from a saved contact (a title
# with letters) a greeting and a request for money are a child's (marketing.py,
# _impersonating); a new number, a lost phone or a code sent by mistake is not.
PARENT_GREETING_PATTERN: Final = (
    r"(?:(?:hi|hey|hello|hiya|hoi|hola|ciao|ahoj|hej|hei|hallo|salut|oi|olá|ola|szia|cześć"
    r"|czesc|привет|привіт|γεια|selam|merhaba|היי|שלום|سلام|مرحبا|halo|hai|habari|chào|chao)"
    r"[\s,!]*)?"
    r"(?:mum|mom|mam|mama|mamá|mami|mamma|mãe|mae|maman|mamusiu|mamo|anyu|anya|mor|äiti|aiti"
    r"|mutti|мама|мам|мамо|μαμά|μαμα|anne|annecim|אמא|ماما|مامان|امی|अम्मी|मम्मी|माँ|মা|ibu"
    r"|mak|nanay|inay|mẹ|me|妈|媽|お母さん|엄마|dad|daddy|pap|papa|papá|pai|papai|papà|tato"
    r"|tati|apa|far|pappa|isä|isa|isi|vati|папа|пап|тато|μπαμπά|μπαμπα|baba|babacım|אבא|بابا"
    r"|ابو|पापा|বাবা|ayah|abah|tatay|itay|bố|bo|爸|お父さん|아빠)[\s,!。，]*"
)
SCAM_MONEY_ASK_PHRASES: Final[tuple[str, ...]] = (
    "pay a bill", "pay the bill", "pay an urgent bill", "help me pay", "can you send",
    "could you send", "send me £", "send me $", "need you to send", "need u to send",
    "to this number urgently", "to this number now", "kindly send it back", "kindly refund",
    "recharge card", "kwa hii number",
    "reverse it by sending",
    "transfer me", "need money", "need £",
    "need $", "need to pay", "pay something", "need a favour", "need a favor", "ask a favour",
    "ask a favor", "help with a bill", "help with a payment", "lend me £", "lend me $",
    "can you lend me", "can u lend me", "help me with a payment", "help me with a bill",
    "send me the codes", "quick favour", "quick favor", "pay this invoice", "venmo me",
    "zelle me", "urgent payment", "can you help with £", "can you help with $",
    "helpen met een betaling", "kun je me snel helpen",
    "bei einer überweisung", "überweisung helfen", "me hagas una transferencia",
    "me puedes hacer una transferencia", "een betaling voor me doen",
    "devo pagare una fattura", "m'aider pour une facture", "ajuda com um pagamento",
    "zrobić przelew", "kan du swisha", "abeg send", "pa-send naman",
    "transferencia urgente",
    "문화상품권", "상품권 좀",
    "rechnung zu bezahlen", "переведи", "нужны деньги", "tolong transfer",
    "transfer pulsa", "kirim uang", "pinjam uang", "hazme una transferencia",
    "hacerme una transferencia", "hazme un bizum", "überweisen",
    "preciso de dinheiro", "fais-moi un virement", "faire un virement", "m'envoyer de l'argent",
    "geld schicken", "mir geld",
    "necesito pagar", "hacer un bizum", "hacerme un bizum",
    "un bizum de", "me puedes prestar", "un paiement à faire", "paiement urgent",
    "me faire un virement", "faire un virement de", "preciso de um pix", "preciso pagar",
    "me manda um pix", "um pix de", "fazer um pix", "faz um pix", "fazer-me uma transferência",
    "uma transferência de",
    "für mich bezahlen", "转我", "给我转", "先转", "转账给我",
    "打钱", "借我",
    "poslat peníze", "poslat penize", "můžeš mi poslat", "muzes mi poslat", "pošli mi peníze",
    "posli mi penize", "zaplatit fakturu", "potřebuju zaplatit", "potrebuju zaplatit",
    "půjčit peníze", "pujcit penize", "můžeš mi půjčit", "muzes mi pujcit", "převést peníze",
    "prevest penize", "udělat převod", "udelat prevod", "vrátím ti to zítra",
    "vratim ti to zitra", "poslať peniaze", "poslat peniaze", "mohla by si mi poslať",
    "mohla by si mi poslat", "môžeš mi poslať", "mozes mi poslat", "zaplatiť faktúru",
    "požičať peniaze", "pozicat peniaze", "urobiť prevod", "vrátim ti to zajtra",
    "vratim ti to zajtra", "potrebujem zaplatiť", "potrebujem zaplatit", "zrobic przelew",
    "możesz mi przelać", "mozesz mi przelac", "przelej mi", "pożycz mi", "pozycz mi",
    "muszę zapłacić", "musze zaplacic", "zapłacić fakturę", "zaplacic fakture", "oddam jutro",
    "wyślij mi pieniądze", "wyslij mi pieniadze", "át tudnál utalni", "at tudnal utalni",
    "utalj át", "utalj at", "utalnál", "küldj pénzt", "kuldj penzt", "kölcsön tudnál adni",
    "ki kell fizetnem", "holnap visszaadom", "holnap visszautalom", "tudnál küldeni",
    "tudnal kuldeni", "poți să-mi faci un transfer", "poti sa-mi faci un transfer",
    "să-mi trimiți bani", "sa-mi trimiti bani", "trimite-mi bani", "împrumută-mi", "imprumuta-mi",
    "trebuie să plătesc", "trebuie sa platesc", "îți dau înapoi", "iti dau inapoi",
    "ti-i dau inapoi", "fă-mi un transfer", "fa-mi un transfer", "virează-mi", "vireaza-mi",
    "kan du overføre", "betale en regning", "kan du låne mig", "overføre penge",
    "kan du sende mig penge", "kan du mobilepay", "kan du hjelpe meg å betale", "kan du vippse",
    "vippse meg", "kan du låne meg", "overføre penger", "hjälpa mig betala", "betala en faktura",
    "swisha mig", "låna mig pengar", "föra över pengar", "auttaa maksamaan",
    "maksamaan yhden laskun", "voitko lainata", "siirtää rahaa", "rekening voor me betalen",
    "een rekening betalen", "geld overmaken", "geld lenen", "eine rechnung bezahlen",
    "rechnung für mich bezahlen", "скинь на картку", "скинь на карту", "скинути на картку",
    "можеш скинути", "скинь гроші", "перекажи мені", "переказати мені", "на картку", "скинь мне",
    "скинь деньги", "можешь скинуть", "переведи мне", "на карту", "να μου στείλεις",
    "να μου στειλεις", "να μου κάνεις μια κατάθεση", "στείλε μου λεφτά", "göndermen lazım",
    "gondermen lazim", "para gönder", "para atar mısın", "iban atıyorum", "iban atiyorum",
    "להעביר לי", "תעבירי לי", "תעביר לי", "בביט", "ممكن تحولين", "ممكن تحول لي", "حولي لي",
    "حوّلي لي", "حول لي", "تحولين لي", "تحول لي", "ابعتلي فلوس", "محتاج فلوس", "محتاجة فلوس",
    "أحتاج مبلغ", "احتاج مبلغ", "سلفني", "سلفيني", "7awelly", "کارت به کارت کنی",
    "کارت به کارت کن", "برام کارت به کارت", "برام بریز", "پول لازم دارم", "kart be kart kon",
    "pool lazem daram", "پیسے بھیج دیں", "پیسے بھیج دو", "ایزی پیسہ کر دیں", "جیز کیش کر دیں",
    "پیسوں کی ضرورت", "easypaisa kar dein", "easypaisa kar do", "jazzcash kar dein",
    "jazzcash kar do", "paise bhej do", "paise bhej dein", "paison ki zaroorat", "पैसे भेज दो",
    "पैसे भेज दीजिए", "पैसे चाहिए", "gpay kar do", "paytm kar do", "phonepe kar do",
    "gpay pe bhej", "paytm pe bhej", "bhej do na gpay", "টাকা বিকাশ করে দাও", "বিকাশ করে দাও",
    "বিকাশ করে দিন", "নগদ করে দাও", "টাকা পাঠাও", "টাকা পাঠিয়ে দাও", "টাকা পাঠিয়ে দাও",
    "bkash kore dao", "taka pathao", "pinjam duit", "pinjamkan duit", "tolong bank in",
    "transfer duit", "hantar duit", "perlukan duit", "nak bayar bil", "transferin",
    "transfer dulu", "butuh uang", "kirimin uang", "pa-send muna", "padala ng pera",
    "pahiram ng pera", "kailangan ko ng pera", "pa-gcash", "nitumie pesa", "naomba unitumie",
    "nikopeshe", "naomba pesa", "nahitaji pesa", "ช่วยโอนเงิน", "โอนเงินให้หนู", "โอนเงินให้ผม",
    "ขอยืมเงิน", "ต้องการเงินด่วน", "chuyển khoản giúp", "chuyển tiền giúp", "chuyen khoan giup",
    "cho con mượn", "cho em mượn", "cần tiền gấp", "me prestas dinero", "me prestas plata",
    "préstame dinero", "préstame plata", "me empresta dinheiro", "me empresta uma grana",
    "m'avancer de l'argent", "me dépanner de", "prestarmi dei soldi", "prestarmi soldi",
    "me puedes transferir", "me puedes depositar", "hazme un depósito", "un depósito de",
    "pagar una factura", "préstame", "pagar um boleto", "consegue pagar", "pode me emprestar",
    "faz uma transferência", "fazer uma transferência", "transferência urgente",
    "me ajuda a pagar", "m'aider à régler", "régler une facture", "payer une facture",
    "m'aider à payer", "me prêter de l'argent", "me prêter des sous", "fare un bonifico",
    "farmi un bonifico", "mi puoi fare un bonifico", "bonifico urgente", "pagare una bolletta",
    "pagare una fattura", "mandas-me por mb way",
    "pomoct s platbou", "pošleš mi peníze", "posles mi penize", "pomôcť s platbou",
    "pošleš mi peniaze", "posles mi peniaze", "pomocy z płatnością", "pomocy z platnoscia",
    "przelejesz mi", "segítenél egy fizetésben", "segitenel egy fizetesben", "küldenél pénzt",
    "kuldenel penzt", "ajuta cu o plată", "ajuta cu o plata", "til en regning i dag",
    "betale en regning for mig", "overføre til en regning", "til en regning som må betales",
    "betale en regning for meg", "till en räkning idag", "betala en räkning åt mig",
    "yhteen laskuun", "maksaa laskun puolestani", "overmaken voor een rekening",
    "rekening die vandaag moet", "für eine rechnung überweisen", "overfore til en regning",
    "til en regning som ma betales", "till en rakning idag", "till en raekning idag",
    "betala en räkning at mig", "betala en rakning at mig", "betala en raekning åt mig",
    "fuer eine rechnung ueberweisen", "виручи", "позич мені", "позичиш", "треба гроші",
    "кинь на картку", "завтра поверну", "поверну завтра", "одолжи", "займи мне", "верну завтра",
    "завтра верну", "переведи по номеру", "στείλε μου", "με iris", "θα σου τα επιστρέψω",
    "acil para lazım", "acil para lazim", "para lazım", "iban'a atabilir misin",
    "gönderebilir misin", "gonderebilir misin", "tl lazım", "tl lazim", "לעשות לי העברה",
    "העברה בביט", "אני אחזיר מחר", "תעבירי לי כסף", "ابعتيهم فودافون كاش", "ابعتهم فودافون كاش",
    "ابعتيلي فلوس", "محتاج 3000", "محتاجه ضروري", "یه پول فوری لازمم", "پول فوری لازم",
    "بزن به این کارت", "بریز به این کارت", "paise transfer kar dein", "paise transfer kar do",
    "foran 15000 chahiye", "chahiye fees ke liye", "is number pe bhej", "upi pe daal do",
    "is upi pe", "urgent 8000 chahiye", "এই নাম্বারে বিকাশ করো", "এই নম্বরে বিকাশ করো",
    "খুব বিপদে আছি", "বিকাশ করো এখনই", "boleh bank in", "bank in dulu", "kirim pulsa",
    "tolong kirim pulsa", "pa-gcash naman", "pa-load naman", "nisaidie ksh",
    "kwa m-pesa hii namba", "nitumie ksh", "ช่วยโอน", "โอนเข้าบัญชีเพื่อน", "chuyển tạm",
    "chuyen tam", "me haces un bizum", "mandas un bizum", "consegue me ajudar com",
    "me faire un paylib", "puoi farmi una ricarica", "bonifico istantaneo",
    "振り込んでもらえない", "振り込んでほしい", "お金が必要", "立て替えて", "문화상품권 좀",
    "대신 결제", "급하게 결제", "先转我", "急用钱", "先借", "先轉給我", "急需用錢", "借兩萬",
    "můžeš mi ho přeposlat", "mozes mi ho preposlat", "môžeš mi ho preposlať",
    "możesz mi go przesłać", "mozesz mi go przeslac", "küldd vissza", "kuldd vissza",
    "mi-l poți trimite", "mi-l poti trimite", "να μου τον προωθήσεις", "να μου τον προωθησεις",
    "στείλε μου τον κωδικό", "iletir misin", "תוכל להעביר לי", "תוכלי להעביר לי",
    "תשלח לי את הקוד", "đọc lại giúp mình", "doc lai giup minh", "gửi lại mã cho mình",
    "mujhe bhej dein", "mujhe bhej do", "forward kar do", "forward kar dein", "পাঠিয়ে দিন",
    "পাঠিয়ে দেন",
    "send it back to us",
    "tafadhali nirudishie", "kindly reverse", "please reverse it",
    "forward it to us", "forward it to me", "пишу с чужого", "срочно переведи",
    "переведи на карту",
    "apua yhden laskun kanssa", "apua laskun kanssa", "reverse it to", "kindly reverse it",
    "send 50k", "send me 50k", "to this acct", "into this acct",
    "kindly send back", "please kindly send back", "tafadhali rudisha", "rudisha kwa",
    "can u send £", "can you send £", "can u send me £",
    "voor me betalen", "een rekening van", "kun je vandaag een",
    "please send it back", "send it back to",
    "ich brauche dringend deine hilfe", "brauche dringend deine hilfe",
    "do me a favour n send", "can u do me a favour", "pls bank in",
    "via western union", "by western union", "send it via western union", "via moneygram",
)

# Pressure: each counts 1.
SCAM_PRESSURE_PHRASES: Final[tuple[str, ...]] = (
    "urgent", "urgent!", "immediately", "final notice", "final attempt", "final reminder",
    "to avoid disconnection", "avoid disconnection",
    "2nd attempt", "second attempt", "3rd time", "act now", "call now", "ring now",
    "before midnight", "b4 midnight", "valid 12hrs", "valid 12 hours", "valid 24hrs",
    "within 24 hours", "within 24 hrs", "within 48 hrs", "within 12 hours", "within 2 hours",
    "expires today", "subito", "tahniah!",
    "today only:",
    "asap", "срочно", "立即", "尽快", "逾期作废", "今日过期", "今日内", "sofort", "jetzt anrufen",
    "for free", "free!", "trying to reach you", "trying to contact you", "tried to contact you",
    "attempt to contact", "final contact attempt", "contact attempt", "straight away",
    "expires", "trying 2 reach", "trying 2 contact", "last chance 2", "don't wait",
    "final try", "missed ur call", "missed your call", "否则将", "否则", "we missed you",
    "before it's gone", "b4 its gone", "free now", "limited offer", "within 48h", "within 24h",
    "within 24hr", "within 24hrs",
    "तुरंत",
    "action required", "unable to reach you", "tried to reach you", "tried ringing",
    "tried ringin", "call me bk", "ring me on", "ring back now", "we r tryin",
    "call me back", "call back now", "last reminder", "within 48 hours", "umgehend",
    "inmediatamente", "de inmediato", "immédiatement", "imediatamente", "immediatamente",
    "즉시", "turant", "segera", "hemen", "natychmiast", "onmiddellijk", "فورا", "ทันที", "至急",
    "直ちに",
    "ihned", "okamžitě", "okamzite", "do 24 hodin", "urgentně", "urgentne", "neprodleně",
    "neprodlene", "poslední výzva", "posledni vyzva", "co nejdříve", "ihneď", "okamžite",
    "do 24 hodín", "súrne", "surne", "posledná výzva", "posledna vyzva", "čo najskôr",
    "co najskor", "pilnie", "w ciągu 24 godzin", "w ciagu 24 godzin", "ostatnie wezwanie",
    "ostateczne wezwanie", "niezwłocznie", "niezwlocznie", "jak najszybciej", "azonnal", "sürgős",
    "sürgősen", "surgos", "surgosen", "24 órán belül", "24 oran belul", "utolsó figyelmeztetés",
    "utolso figyelmeztetes", "haladéktalanul", "haladektalanul", "imediat", "în 24 de ore",
    "in 24 de ore", "în termen de 24", "in termen de 24", "ultima notificare",
    "ultimul avertisment", "cât mai repede", "cat mai repede", "de urgență", "de urgenta",
    "det haster", "omgående", "inden midnat", "inden for 24 timer", "innen 24 timer",
    "innen midnatt", "omedelbart", "inom 24 timmar", "brådskande", "välittömästi", "kiireellinen",
    "24 tunnin sisällä", "binnen 24 uur", "innerhalb von 24 stunden", "sidste frist",
    "siste frist", "терміново", "негайно", "дуже треба", "очень срочно", "επείγον", "επειγον",
    "αμέσως", "acil", "hemen öde*", "דחוף", "فوراً", "عاجل", "بشكل عاجل", "خلال 24 ساعة", "فوری",
    "ظرف 24 ساعت", "جلدی کریں", "24 گھنٹے", "24 घंटे के अंदर", "जल्दी करें", "अंतिम चेतावनी",
    "জরুরি", "24 ঘণ্টার মধ্যে", "dengan segera", "dalam masa 24 jam", "sebelum 12 tengah malam",
    "notis terakhir", "peringatan terakhir", "1x24 jam", "dalam 24 jam", "secepatnya",
    "batas waktu", "agad-agad", "sa loob ng 24 oras", "huling paalala", "bago mag-hatinggabi",
    "ndani ya saa 24", "onyo la mwisho", "sasa hivi", "ด่วนที่สุด", "ภายใน 24 ชม",
    "ภายใน 24 ชั่วโมง", "แจ้งเตือนครั้งสุดท้าย", "ngay lập tức", "ngay lap tuc", "khẩn cấp",
    "khan cap", "trong vòng 24 giờ", "trong vong 24h", "thông báo cuối cùng", "urgente",
    "de forma urgente", "hoy mismo", "en las próximas 24 horas", "antes de 24h",
    "antes de 24 horas", "último aviso", "aviso final", "último intento", "plazas limitadas",
    "hoje mesmo", "em até 24 horas", "nas próximas 24 horas", "última chance", "última tentativa",
    "vagas limitadas", "sous 24h", "sous 24 heures", "sous 48h", "dans les 24 heures",
    "dernier avis", "dernier rappel", "sans délai", "au plus vite", "places limitées",
    "entro 24 ore", "entro 48 ore", "entro oggi", "ultimo avviso", "ultimo sollecito",
    "posti limitati",
    "do 48 hodin", "do 48 hodín", "w ciągu 48h", "w ciagu 48h", "w ciągu 48 godzin",
    "w ciagu 48 godzin", "48 órán belül", "48 oran belul", "în 48 de ore", "in 48 de ore",
    "dnes do půlnoci", "dnes do polnoci", "do 12 hodin", "do północy", "do polnocy", "éjfélig",
    "ejfelig", "până la miezul nopții", "pana la miezul noptii", "inden 48 timer",
    "inden for 48 timer", "inden 24 timer", "ring straks", "senest i dag", "innen 48 timer",
    "umiddelbart", "betal innen i dag", "inom 48 timmar", "senast idag", "före midnatt",
    "ring oss omedelbart", "48 tunnin kuluessa", "24 tunnin kuluessa", "maksa tänään",
    "ennen keskiyötä", "binnen 48 uur", "voor het einde van de dag", "bel direct",
    "voor middernacht", "innerhalb von 48 stunden", "bis heute 23:59", "noch heute",
    "fore midnatt", "foere midnatt", "maksa tanaan", "maksa taenaeaen", "ennen keskiyota",
    "ennen keskiyoetae", "протягом 48 годин", "протягом 24 годин", "до кінця дня",
    "дуже терміново", "в течение 24 часов", "у тебя 48 часов", "в течение 48 часов",
    "до конца дня", "μέσα σε 48 ώρες", "εντός 24 ωρών", "entos 24 wrwn", "άμεσα", "επείγει",
    "24 saat içinde", "24 saat icinde", "48 saat içinde", "48 saat icinde", "çok acil",
    "cok acil", "תוך 48 שעות", "תוך 24 שעות", "עוד היום", "התקשר מיד", "اتصل فوراً", "اتصل فورا",
    "خلال 48 ساعة", "فوراً تماس بگیرید", "فورا تماس بگیرید", "48 ghante mein", "24 ghante mein",
    "۲۴ ساعت آینده", "ظرف ۲۴ ساعت", "٢٤ ساعة", "foran call karein", "فوری کال کریں",
    "aaj hi bharein", "तुरंत कॉल करें", "এখনই কল করুন", "২৪ ঘণ্টার মধ্যে", "২৪ ঘন্টার মধ্যে",
    "24 ঘন্টার মধ্যে", "২৪ ঘণ্টায়", "আজই পরিশোধ করুন", "খুব জরুরি", "haraka",
    "dalam masa 48 jam", "trong 24h", "urgentemente", "liquida hoy", "es urgente", "antes de 48h",
    "em 48h", "ligue imediatamente", "entro oggi a", "本日中に", "즉시 연락", "24小時內",
)

# Phrases that ask for a code back (lower case; SCAM_GIVE_PHRASES holds them all): beside
# SCAM_CODE_SENT_PATTERN, a code-theft request from a bare number (scam.code_request). "Send
# me the code", "send it back to me": a hijacked contact's "I sent you my code by mistake";
# "reply with it": a caller posing as the bank ("we just sent you a code ... reply with it").
SCAM_CODE_BACK_PHRASES: Final[tuple[str, ...]] = (
    "send us the code", "send us the 6 digit code", "reply with the code", "send me the code",
    "send it back to me", "reply with it", "read me the code", "tell me the code",
    "read it back to me", "reply with the 6-digit code", "reply with the 6 digit code",
    "reply with the otp", "share the otp", "share the code", "send us the otp",
    "tell us the code", "can you forward it", "pls forward it",
)
# A code said to have just been sent to the reader ("we just sent you a code", "you will
# receive a 6-digit code"), over lower-cased text.
SCAM_CODE_SENT_PATTERN: Final = (
    r"(?:sent|texted|sending|send)\s+(?:you|u)\s+(?:a|an|the)?\s*"
    r"(?:\d-digit\s+|six-digit\s+|verification\s+|security\s+|one-time\s+|confirmation\s+)?"
    r"(?:code|otp|pin)"
    r"|(?:you(?:'ll|’ll| will)|u will|ull)\s+(?:get|receive)\s+(?:a|an)\s+"
    r"(?:\d-digit\s+|six-digit\s+|verification\s+)?(?:code|otp)"
    # The code named by its sending ("the code we just sent you", "the OTP you receive").
    r"|(?:code|otp)\s+(?:we|i)\s+(?:just\s+)?sent|(?:code|otp)\s+(?:you|u)\s+(?:receive|get)"
    # A stranger's own code "sent to your number by mistake" ("I accidentally sent my 6 digit
    # WhatsApp code to your number").
    r"|sent\s+my\s+(?:\d[\s-]digit\s+)?(?:[a-z]+\s+)?code\s+to\s+(?:your|ur)\s+(?:number|phone)"
)
# A way to act given as words (counts SCAM_GIVE_WEIGHT towards the hook): hand over details,
# add a stranger on a messenger, press a key on a robocall, send a code back.
SCAM_GIVE_PHRASES: Final[tuple[str, ...]] = (
    *SCAM_CODE_BACK_PHRASES,
    "send your name", "your full name", "email your name", "name, age", "name, address",
    "name/age", "name / age",
    # A "customer care" line that asks for the ID and the mobile-money PIN.
    "send your id", "your id number and", "mobile money pin", "send your pin", "your pin to",
    "send the pin to", "full name & id", "name & id no", "card details", "regn fee",
    "reg fee", "just pay delivery", "pay delivery",
    "bank details", "send your details", "self addressed",
    "self-addressed",
    "your personal details", "reply with your", "replying with your", "date of birth",
    "contact our agent", "contact our hr", "press 1", "your sort code", "add me on telegram",
    "on telegram @", "message me on telegram",
    "add me on whatsapp", "message me on whatsapp", "whatsapp me", "message our hr",
    "text me on whatsapp",
    # A fee to pay before a prize or a job ("Pay Rs 999 only for courier charges").
    "contact agent", "deposit registration", "daftar rm", "tuma jina na id",
    "insurance to acct", "insurance fee", "file charge", "file charges",
    "pay processing", "secure ur slot",
    "secure your slot", "to pay customs fee", "to pay the customs fee", "ur particulars",
    "your particulars", "processing fee", "registration fee", "for application form",
    "nama & no ic",
    "nama dan no ic", "for the application form",
    "courier charges", "courier charge", "pay only rs",
    "name & address", "contact our claims", "on this number to claim", "加我微信",
    "رقم بطاقتك", "أرسل اسمك",
    "加微信", "加qq", "加客服微信", "加导师微信", "添加微信", "加老师微信", "加line", "line id",
    "qq", "hubungi admin", "contact admin", "contact the admin", "dm us", "reply for details",
    "reply to this message", "reply to claim",
    "on whatsapp to", "contact hr", "رقم الكارت", "talk on telegram", "btc within",
    "أرسل رقم حسابك", "message us on telegram",
    "ทักไลน์", "แอดไลน์",
    "الكود اللي هيوصلك",
    # The Korean "hi mum" asks to be contacted on the loan phone and answered at once.
    "으로 연락해", "답장 줘",
    # Paying a ransom in bitcoin; writing to a business on a messenger.
    "in bitcoin", "en bitcoin", "em bitcoin", "bitcoin address", "in btc",
    # A hijacked contact's "I sent you my code by mistake, send it to me" in Turkish; a new
    # number that asks to carry on there ("message me here").
    "bana atabilir misin", "kodu bana", "message me here", "text me here",
    "schreib uns auf whatsapp", "schreiben sie uns auf whatsapp", "antworte per whatsapp",
    "escríbenos por whatsapp", "escríbenos al whatsapp", "contáctanos por whatsapp",
    "contactez-nous sur whatsapp", "écrivez-nous sur whatsapp", "chama no whatsapp",
    "chame no whatsapp", "fale com a recrutadora", "fale com o recrutador",
    "scrivici su whatsapp", "contattaci su whatsapp",
    # Calling a support desk that named itself in the text.
    "appelez le support", "llame al soporte", "ligue para o suporte", "rufen sie den support",
    "skriv til os på whatsapp", "kontakt os på whatsapp", "send melding på whatsapp",
    "kontakta oss på whatsapp", "ota yhteyttä whatsappissa", "stuur ons een bericht op whatsapp",
    "whatsapp kami", "pm admin", "chat admin", "wa admin", "i-message kami",
    "wasiliana nasi kwa whatsapp", "liên hệ zalo", "lien he zalo", "kết bạn zalo",
    "escríbeme por telegram", "escríbeme al whatsapp", "escríbeme por whatsapp",
    "me chama no whatsapp", "écris-moi sur whatsapp", "contactez-moi sur whatsapp",
    "contacte-moi sur whatsapp", "scrivimi su telegram", "scrivimi su whatsapp",
    "rispondi su whatsapp",
    "v bitcoinech", "v bitcoinoch", "w bitcoinach", "w bitcoinie", "bitcoinban", "în bitcoin",
    "mi ho prosím přeposlat", "mi ho přeposlat", "mi ho prosim preposlat", "mi ho preposlat",
    "přepošli mi ten kód", "prepošli mi ten kod", "posli mi ten kod", "mi ho prosím preposlať",
    "mi ho preposlať", "pošli mi ten kód", "mi go przesłać", "mi go przeslac",
    "prześlij mi ten kod", "przeslij mi ten kod", "vissza tudnád küldeni",
    "vissza tudnad kuldeni", "küldd vissza a kódot", "kuldd vissza a kodot",
    "mi-l poți trimite înapoi", "mi-l poti trimite inapoi", "trimite-mi codul",
    "kontaktujte mě na telegramu", "kontaktujte me na telegramu", "napište mi na telegram",
    "napiste mi na telegram", "napiš mi na telegram", "napis mi na telegram",
    "napište nám na whatsapp", "napiste nam na whatsapp", "kontaktujte ma na telegrame",
    "napíšte mi na telegram", "kontaktujte nás na whatsapp", "kontaktujte nas na whatsapp",
    "napisz do mnie na telegramie", "skontaktuj się na telegramie",
    "skontaktuj sie na telegramie", "napisz na whatsapp", "napisz na telegramie",
    "írjon telegramon", "irjon telegramon", "írj telegramon", "irj telegramon", "írj whatsappon",
    "irj whatsappon", "írjon whatsappon", "irjon whatsappon", "scrie-mi pe telegram",
    "contactați-mă pe telegram", "contactati-ma pe telegram", "scrie-ne pe whatsapp",
    "scrie-mi pe whatsapp", "adja meg bankkártya adatait", "adja meg bankkartya adatait",
    "zadejte údaje o kartě", "zadejte udaje o karte", "zadajte údaje o karte", "podaj dane karty",
    "introduceți datele cardului", "introduceti datele cardului", "pošli mi prosím ten kód",
    "posli mi prosim ten kod", "přepošli mi tu sms", "preposli mi tu sms", "prepošli mi tú sms",
    "wyślij mi ten kod", "wyslij mi ten kod", "prześlij mi tego smsa", "przeslij mi tego smsa",
    "küldd el a kódot", "kuldd el a kodot", "küldd át a kódot", "kuldd at a kodot", "dă-mi codul",
    "da-mi codul", "trimite-mi codul primit", "skriv til mig på whatsapp",
    "send den videre til mig", "sende den videre til mig", "kan du sende den til mig",
    "send koden til mig", "i bitcoin til", "skriv til meg på whatsapp",
    "kan du sende den til meg", "send koden til meg", "send den til meg",
    "skriv till mig på whatsapp", "kan du skicka den till mig", "skicka koden till mig",
    "skicka den till mig", "kirjoita mulle whatsappissa", "kirjoita minulle whatsappissa",
    "voitko laittaa sen mulle", "laita se mulle", "lähetä koodi mulle", "bitcoineina",
    "stuur me een berichtje op whatsapp", "app me op whatsapp", "naar mij doorsturen",
    "kun je die naar mij", "stuur de code naar mij", "schreib mir auf whatsapp",
    "kannst du ihn mir schicken", "schick mir den code", "schick ihn mir", "i bitcoin till",
    "ota yhteyttä telegramissa", "kirjoita telegramissa", "skriv til mig pa whatsapp",
    "skriv til meg pa whatsapp", "skriv till mig pa whatsapp", "laheta koodi mulle",
    "laehetae koodi mulle", "ota yhteytta telegramissa", "ota yhteyttae telegramissa",
    "скинь мені його", "скинь мені код", "перешли мені код", "в біткоїнах", "у біткоїнах",
    "пишіть куратору", "напишіть куратору", "скинь мне его", "скинь мне код", "перешли мне код",
    "в биткоинах", "пишите куратору", "продиктуйте код", "μου τον προωθήσεις",
    "να μου τον στείλεις", "σε bitcoin", "γράψε μας στο whatsapp", "γραψε μας στο whatsapp",
    "bana iletir misin", "kodu bana ilet*", "değerinde bitcoin", "degerinde bitcoin",
    "bilgi için whatsapp", "bilgi icin whatsapp", "להעביר לי אותו", "תשלח לי אותו",
    "תשלחי לי אותו", "בביטקוין", "לפרטים בטלגרם", "לפרטים בוואטסאפ", "ترسل لي الكود",
    "ابعتلي الكود", "ارسلي الكود", "بالبيتكوين", "عنوان المحفظة", "تعبئة بياناتك", "برام بفرستیش",
    "کد رو برام بفرست", "بیت‌کوین به این آدرس", "بیت کوین به این آدرس", "ثبت شماره کارت",
    "code mujhe bhej", "jazzcash number", "easypaisa number", "جاز کیش نمبر", "ایزی پیسہ نمبر",
    "code bhej dein", "otp forward kar", "forward kar do please", "इस upi पर भेजो",
    "इस यूपीआई पर", "কোডটা একটু পাঠিয়ে", "কোডটা পাঠিয়ে দিন", "এই বিকাশ নম্বরে",
    "hubungi pegawai kami", "tambah telegram saya", "hantar balik kod", "hantar semula kod",
    "hantar kod tu", "hubungi cs resmi", "chat aku di telegram", "kirimin ke aku",
    "kirimin kodenya", "tolong kirimin", "add mo ko sa telegram", "i-message ang hr",
    "pakisend sa akin", "pakisend mo sa akin", "wasiliana na msimamizi", "tuma ada ya usajili",
    "nitumie hiyo namba", "nitumie namba uliyopokea", "niandikie telegram", "ติดต่อเจ้าหน้าที่",
    "ติดต่อแอดมิน", "ส่งรหัสที่ได้รับ", "ช่วยส่งรหัส", "โทรยกเลิก", "gọi ngay tổng đài",
    "goi ngay tong dai", "để hủy và hoàn tiền", "de huy va hoan tien", "đọc lại giúp mình mã",
    "mã vừa nhận được", "ma vua nhan duoc", "me lo puedes reenviar", "me lo reenvías",
    "me lo reenvias", "reenvíamelo", "reenviamelo", "pode me mandar ele", "me manda o código",
    "me passa o código", "me envia o código", "tu peux me le renvoyer", "peux-tu me le renvoyer",
    "renvoie-le moi", "me lo puoi girare", "me lo rimandi", "mandamelo", "오픈채팅 문의",
    "카카오톡 오픈채팅", "加line客服", "詳細はlineで", "lineで連絡", "contacte notre rh",
    "contactez notre rh", "escríbenos a wa.me", "envíame el código", "envíame el codigo",
    "pásame el código", "pasame el codigo", "envoie-moi le code", "mandami il codice",
    "inviami il codice", "コードを教えて", "인증번호 알려줘", "验证码发给我", "把验证码发我",
    "驗證碼傳給我",
    "أرسل صورة الهوية", "ارسل صورة الهوية", "رقم الآيبان", "ket ban zalo", "友だち追加",
    "text me back on whatsapp", "me back on whatsapp", "whatsappiin",
    "send it back pls",
    "with your card details", "with your card number", "call cust serv",
    "join our whatsapp group", "join our telegram group", "join our group for",
    "join my whatsapp group",
    "contattami su whatsapp", "auf whatsapp schreiben", "mir kurz auf whatsapp",
    "ur details", "sms ur details", "your details to", "with ur name", "name n city",
    "name and city", "text me when you get this", "text me when u get this",
    "mir hier kurz schreiben", "schreib mir hier", "문자 줘", "talk on whatsapp",
    "can we talk on whatsapp",
    "clearance fee", "release fee", "bank in rm", "to this acc", "into this acc",
    "문자로만", "문자로만 연락", "save it and text me back", "save this number and text me",
    "send it to my friend's account", "to my friend's account",
    "save it and message me", "message me here when",
)
SCAM_GIVE_WEIGHT: Final = 2

# Words whose presence lets the scam check run (they name a hook the patterns then score): with
# none of them, no scam phrase and no number of five or more digits, a text is not checked.
SCAM_HOOK_GATES: Final[tuple[str, ...]] = (
    "txt", "www.", "http", "ppm", "16+", "18+", "po box", "pobox", "t&c", "t&cs", "ts&cs",
    "tncs", "std txt", "per msg", "per wk", "per week", "/msg", "/wk", "/min", "/tone",
    "call2optout", "stop2end", "txtstop", "p a min", "+18", "+16", "stop2stop", "stopsms",
    "/week", "/mnth", "/month", "/mth", "/day", "/txt", "/call", "msgrcvd", "ppmsg", "p.msg",
    "tsandcs", "tandcs", "18yrs", "16yrs", "age verify", "std chgs", "std charges", "t+c",
    "call0", "ring0",
    "ab 18", "ab 16",
    "network charges", "msgs cost", "msg cost", "p per", "/q",
    # A keyword to reply with ("Reply PICS to see. 150p"): the patterns then look for it.
    "reply",
)

# Texting spellings of English words ("u hav won", "ur prize is waitin", "txt 2 claim"): the
# English lure, threat, bait, pressure and give phrases are matched in every combination of
# these spellings too (at most SCAM_TEXTING_VARIANTS_MAX per phrase).
TEXTING_SPELLINGS: Final[dict[str, tuple[str, ...]]] = {
    "you": ("u", "ya"), "your": ("ur", "yr"), "are": ("r",), "to": ("2",), "for": ("4",),
    "have": ("hav", "hv"), "before": ("b4",), "tonight": ("2nite", "tonite"), "today": ("2day",),
    "tomorrow": ("2moro", "2morrow", "tmrw"), "please": ("pls", "plz"), "text": ("txt",),
    "texts": ("txts",), "message": ("msg",), "messages": ("msgs",), "phone": ("fone",),
    "phones": ("fones",), "mobile": ("mob",), "trying": ("tryin",), "waiting": ("waitin",),
    "and": ("n", "&"), "with": ("wiv",), "minutes": ("mins",), "week": ("wk",),
    "weekly": ("wkly",), "account": ("acct", "acc"), "receive": ("rcv", "recieve"),
    "congratulations": ("congrats",), "great": ("gr8",), "been": ("bin",),
}
SCAM_TEXTING_VARIANTS_MAX: Final = 16

# A person quoting a scam they got ("Got a text 'URGENT! Ur mob no. won £2000 call 0906...'
# 😂 who falls for this"): the scam's words inside a friend's message about it. The scam check
# keeps a text that says so.
SCAM_REPORTED_PATTERN: Final = (
    # Over lower-cased text; each branch leads with a literal, so the engine skips quickly.
    _led_by_letter(
        ("g(?:ot|et)", "received", "had"),
        "a-z",
        r" (?:a|this|another|these|an|the same) (?:text|msg|message|sms|email|e-mail|call|"
        r"whatsapp|voicemail|voice message)s?(?![a-z])",
    )
    + "|obviously fake|who falls for|such a scam|look what i got|don't click|dont click|"
    + _led_by_letter(
        ("i(?:s|t'?s)", "that'?s"), "a-z", r" (?:a |such a |so )?(?:scam|fake|spam)(?![a-z])"
    )
    # A verdict in a person's words ("obvs spam", "prob a scam", "deffo fake").
    + "|"
    + _led_by_letter(
        ("obvs", "obviously", "prob", "probably", "def", "defo", "deffo", "definitely",
         "clearly", "totally"),
        "a-z",
        r" (?:a )?(?:scam|fake|spam)(?![a-z])",
    )
    + "|scam lol|spam lol|fake lol|😂|🤣|"
    # Hearsay: a friend passing on what someone tried ("... apparently. my mate tried it").
    + _led_by_letter(
        (
            "apparently", "my mate tried", "my friend tried", "rang sayin", "rang saying",
            "rang me sayin", "rang me saying", "called me saying", "called me sayin",
            "phoned me saying", "is this real", "is this legit", "is it legit", "kena the",
            "kena scam", "fell for the", "fell for a",
        ),
        "a-z",
        "(?![a-z])",
    )
    # The same in Spanish, French, Portuguese, German, Italian and Chinese: a word for the scam
    # in the speaker's mouth, not the warning a scam itself gives ("Betrugsverdacht").
    + "|qué estafa|que estafa|menuda estafa|es una estafa|une arnaque|quelle arnaque"
    + "|é golpe|é um golpe|que golpe|ist betrug|voll betrug|abzocke|una truffa|che truffa"
    + "|mira esto|me lo mandaron|me llegó esto|me llego esto"
    + "|是骗子|骗子吧|是诈骗|诈骗短信"
    # Hindi and Urdu in Latin letters ("maine bataya fraud hai": I told her it's a fraud), and
    # a warning of "many scams now".
    + "|fraud hai|fake hai|scam hai|dhoka hai|many scams"
    # A person asking what to do about the texts they keep getting.
    + "|"
    + _led_by_letter(
        (
            "i keep getting", "we keep getting", "how do i stop", "how do u stop",
            "they keep sending", "they were sending me", "they were sendin me",
            "keeps sending me", "kept sending me", "keep gettin these", "keep gettin them",
            "keep getting these",
        ),
        "a-z",
        r"(?: (?:these|those|loads of|some|all these))?(?: (?:texts|txts|msgs|messages|calls"
        r"|emails|spam|it|them))?(?![a-z])",
    )
)
# Literals of which every match of SCAM_REPORTED_PATTERN holds one: a scam text without any
# (most) is not searched for the pattern.
SCAM_REPORTED_GATES: Final[tuple[str, ...]] = (
    "scam", "fake", "spam", "got ", "get ", "received ", "had ", "who falls for", "😂", "🤣",
    "estafa", "arnaque", "golpe", "betrug", "abzocke", "truffa", "骗子", "诈骗",
    "keep getting", "how do i stop", "how do u stop", "apparently", "tried", "click", "look what",
    "sending me", "sendin me", "keep gettin t", "rang ", "called me say", "phoned me say",
    "is this real", "is this legit", "is it legit", "kena", "fell for", "mira esto",
    "me lo mandaron", "me lleg", "fraud hai", "dhoka hai",
)

SCAM_WEIGHTS: Final[dict[str, int]] = {
    "scam_lure": 2, "scam_threat": 2, "scam_bait": 2, "scam_press": 1, "scam_give": 0,
    "scam_hook": 0,
}

# A premium-rate or freephone number (UK 09/087/084/0800/0808 and 070 "personal numbers",
# charged like premium rate: no UK mobile starts 070; DE 0900/0137, ES 803-807 and
# 905-907, FR 089, IT 89x, US 1-900) as a whole number token: (prefix, score) pairs, longest
# prefix first. Freephone scores less: real banks give their own.
SCAM_NUMBER_PREFIXES: Final[tuple[tuple[str, int], ...]] = (
    ("0900", 4), ("0137", 3), ("09", 4), ("087", 4), ("0844", 3), ("0845", 3), ("070", 4),
    ("0800", 2), ("0808", 2), ("1900", 3), ("1800", 2), ("1833", 2), ("1844", 2), ("1855", 2),
    ("1866", 2), ("1877", 2), ("1888", 2), ("800", 2), ("833", 2), ("844", 2), ("855", 2),
    ("866", 2), ("877", 2), ("888", 2), ("80", 3), ("90", 3), ("089", 3), ("89", 3),
    ("400", 2), ("8800", 2),
)
# Prefixes that name a service number only at one length (a CN 400 number has 10 digits, a RU
# 8-800 number 11): other lengths are account or card numbers.
SCAM_NUMBER_LENGTHS: Final[dict[str, int]] = {"400": 10, "8800": 11}
# A UK premium-rate number in full (11 digits: 090, 091, 098; Ofcom's National Telephone
# Numbering Plan) right after an English word to call it ("Dial 09050001295 to listen") is
# spam by itself: it weighs SCAM_MIN_SCORE. No UK mobile or landline starts with 09; other
# countries' numbers of that shape (a Philippine mobile) are read the same way.
SCAM_PREMIUM_CALL_PREFIXES: Final = ("090", "091", "098")
# What marks a text as Philippine, where every mobile number is eleven digits from 09, the shape
# of a UK premium-rate one: the peso, the country code, the wallets, Tagalog's thanks. In such a
# text an eleven-digit 09 number is a phone to call back, not a premium-rate one.
PHILIPPINE_MARKERS: Final[tuple[str, ...]] = (
    "php", "₱", "+63", "gcash", "paymaya", "salamat", "pesos",
)
SCAM_PREMIUM_CALL_DIGITS: Final = 11
SCAM_PREMIUM_CALL_WORDS: Final[tuple[str, ...]] = ("call", "ring", "dial", "phone", "contact")
SCAM_PREMIUM_CALL_WEIGHT: Final = 5
# A premium-rate number cut short (5 to 8 digits) right after a call word weighs this much.
SCAM_CUT_PREMIUM_PREFIXES: Final = ("09", "087")
SCAM_CUT_PREMIUM_WEIGHT: Final = 3

# Ways to act on a scam: (name, gates, pattern) over lower-cased text; a pattern runs only when
# one of its gate strings occurs (always without gates), and each name found adds its
# SCAM_HOOK_WEIGHTS entry once.
# Each pattern starts with literals or a digit, so the engine skips other positions quickly;
# the pence pattern starts at its "p" (a literal the engine finds fast) and looks back at the
# digits. Heavier and cheaper hooks come first: the check stops once its verdict is certain.
# A messenger handle after its "@": 3-32 letters, digits, dots and underscores with a letter
# among them, and not a time ("txt me @5pm").
_HANDLE: Final = r"(?!\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)(?![a-z]))(?=[0-9_.]*[a-z])[a-z0-9_.]{3,32}"

SCAM_HOOK_PATTERNS: Final[tuple[tuple[str, tuple[str, ...], str], ...]] = (
    # A premium-rate number run into its call word ("call09050280520"), which the number scan
    # does not split off.
    ("glued_premium", ("call0", "ring0"), r"(?:call|ring)0(?:9|87)\d{7,}"),
    (
        "price",
        ("/", "per ", "ppm", "ppw", "p a ", "€", "a week", "a min", "a day", "rcv", "por ", "pro ",
         "par ", "each "),
        r"\d[\d.,]*+\s?(?:p(?:pm|pw|p)?\s?(?:/|per|a|\.)\s?(?:msg|min|minute|wk|week|day|tone|txt|"
        r"text|call|q)(?:\s?rc?v?c?d)?(?![a-z])|ppm(?:sg)?(?![a-z])|ppw(?![a-z])"
        r"|(?:/|per\s|a\s|each\s|por\s|pro\s|par\s)\s?"
        r"(?:wk|week|msg|min|minute|day|month|mnth|mth|tone|question|download|sms|entry|video|"
        r"clip|call|q|joke|tip|alert|result|answer|pic|photo|game|card|semana|semaine|woche|mes|mês|mois|monat|mensagem|mensaje|"
        r"daily)"
        r"(?:\s?rc?v?c?d)?"
        r"(?![a-z])|€\s?/\s?(?:min|sms|msg)|p?\s?(?:2|to)\s?rcv(?![a-z])"
        # A number of messages a week ("U will receive 3 msgs per week at £1.50 each").
        r"|(?:msgs|messages|texts|txts)\s(?:per|a)\s(?:wk|week|day|month)(?![a-z]))",
    ),
    (
        "keyword",
        ("txt", "text", "send", "reply", "balas", "respond"),
        r"(?:reply|replying|text|txt|send)\s+(?:with\s+)?(?:the\s+word\s+)?"
        r"(?:yes(?!\s+or\s+no(?!\s*(?:to|2)\s*\d))|win|claim|free|stop|help|credit|tone|poly|date|chat|meet|play|gift|cash|loan|"
        r"quiz|now|y(?=\s(?:to|2)\s))(?![a-z])",
    ),
    (
        "age",
        ("16", "18", "age verif"),
        r"1[68]\s?(?:\+|only|yrs(?![a-z]))|age\s?1[68]|\+\s?1[68](?![0-9])|over\s?1[68]'?s"
        r"|age verif|ab\s1[68](?![0-9])|1[68]\s?(?:&|and)\s?(?:above|over)(?![a-z])",
    ),
    ("pobox", ("box",), r"p\.?\s?o\.?\s?box\s?\d+|pobox\s?\d*|box\s?\d{3,}"),
    (
        "stdrate",
        ("std", "standard rates", "network charges", "cost"),
        r"std\.?\s(?:txt\s)?(?:rates?|chgs|charges)|standard (?:txt |text )?rates?|std txt rate"
        r"|network charges|msgs? cost|messages cost",
    ),
    (
        "optout",
        ("stop2", "stop 2", "txtstop", "txt stop", "stop to end", "stop to cancel", "call2optout",
         "stopsms"),
        r"stop(?:\s?2\s?(?:end|stop|quit|cancel)|\sto\s(?:end|cancel)|sms)|txt\s?stop|call2optout",
    ),
    # A charge put on the phone bill ("£3 chrgd 2 ur bill", "150p charged to your mobile
    # bill"): a premium service's.
    (
        "billed",
        ("bill",),
        r"(?:[£$€]\s?\d[\d.,]*|\d[\d.,]*\s?p)\s(?:chrgd|charged|chgd|billed|added)\s(?:2|to)\s"
        r"(?:ur|your)\s(?:phone\s|mobile\s|mob\s|monthly\s)?bill",
    ),
    (
        "terms",
        ("&", "tnc", "tsc", "tsand", "tand", "t+c"),
        r"t\s?&\s?cs?|ts\s?&\s?cs|tncs?|tscs|t&c's|tsandcs|tandcs|t\+cs?",
    ),
    # A bare price in pence ("150p", two digits or more): also in chat ("only 50p"), so it
    # counts less.
    ("pence", (), r"p(?<=\d\dp)(?![a-z0-9])"),
    # Three digits or more in pence ("300p", "150p"): a person writes pounds; a charge beside
    # a keyword to reply with decides ("Reply READ to view. 150p").
    ("pence_large", (), r"p(?<=\d\d\dp)(?![a-z0-9])"),
    # A stranger's messenger handle to write to ("DM @musk_giveaway_official", "message
    # @airdrop_claims on Telegram", "add my telegram @lisa_jobs88"); not a handle to follow.
    (
        "handle",
        ("@",),
        r"(?:dm|message|msg|contact|add|text|txt|whatsapp|telegram|tg|signal|inbox|write to|"
        r"escribe a|écrivez à|scrivi a|contatta|kontaktiere|schreib)"
        r"(?:\s+(?:me|us|my|our))?(?:\s+(?:on|via)\s+(?:telegram|whatsapp|signal|tg|wa))?"
        r"(?:\s+(?:telegram|whatsapp|tg|signal))?\s*:?\s*@" + _HANDLE
        # "@x on Telegram", also in Spanish, French, Portuguese, Italian and German.
        + r"|@" + _HANDLE + r"\s+(?:on|via|en|sur|no|na|su|auf|über|per|por|pelo)\s+"
        r"(?:telegram|whatsapp|signal|tg)(?![a-z])",
    ),
    # A USSD code to dial ("Dial *444*71# now"): how loan and betting bait is acted on (counted
    # beside bait only: a carrier's own offers name one too).
    ("ussd", ("#",), r"\*\d{2,4}(?:\*\d{1,6})*#"),
    # A mobile-money till or paybill number to pay into ("Lipa ada ... kwa Till 889102",
    # "Paybill 522533"): a way to act on a fee.
    (
        "till",
        ("till", "paybill", "pay bill"),
        r"(?<![a-z])(?:till|paybill|pay bill)(?:\s+(?:no\.?|number|namba))?\s*[:#]?\s*\d{5,7}"
        r"(?![\d])",
    ),
)

# Links: a scheme or www link, or a bare domain found by its top-level domain (the pattern
# starts at the dot; noise._links walks back to the start of the name).
SCAM_LINK_PATTERN: Final = (
    r"\.(?:com|net|org|info|top|xyz|cc|co|io|me|cn|ru|de|fr|es|it|uk|nl|pl|tr|br|jp|kr|vn|in|"
    r"us|biz|vip|shop|online|site|live|help|club|icu|buzz|tk|ml|ga|cf|gq|link|click|app|tv|"
    r"ly|gl|la|to|id|th|sa|tw|hk|pt|be|ch|at|eu|sg|au|nz|ph|za|ie|win|bid|loan|work|men|date|stream|racing|review|"
    r"trade|party|science|faith|download|kim|mom|fun|space|website|store|pw|su|ws|bet|casino|"
    r"poker|games|mobi|ir|pk|bd|eg|ae|cz|sk|hu|ro|dk|fi|ua|gr|il|ke|tz|ng|gh|qa|kw|mx|cl|pe|ca|"
    r"sbs|cfd|lol|apk|delivery|support|services|center|express|digital|tech|network|cloud|host|pro|"
    r"email|solutions|zone|cyou|bond|monster|quest|cam|gdn|lat|rest|skin|finance|ink)(?![a-z0-9])"
    # Country domains that are also words after a full stop typed without a space ("ok.no
    # worries", "hi.my name"): only before a path.
    r"|\.(?:no|se|my|ar|ma|today|world|life|plus|page|best|money|run)/"
    # A scheme, or a host named by its "www." under any top-level domain ("www.secure-bank.vu").
    # (the literal leads, so that the engine skips to it; the character before is checked after).
    r"|://|www\.(?<![a-z0-9.]www\.)(?=[a-z0-9-]+\.[a-z])"
)
SCAM_HOOK_WEIGHTS: Final[dict[str, int]] = {
    "shortcode": 3, "price": 3, "age": 2, "pobox": 2, "terms": 1, "stdrate": 2, "optout": 1,
    "url": 1, "keyword": 2, "pence": 1, "pence_large": 2, "caps_keyword": 3, "glued_premium": 4,
    "handle": 2, "till": 2, "ussd": 2, "billed": 3,
}

# A keyword in capitals after a send verb ("Reply INFO", "txt FLIRT to ...", "text the word:
# CLAIM"): a sign-up keyword of any spelling, weighing like a short code ("caps_keyword"; it
# is looked for when no listed keyword was found). Not the words a person shouts ("text ME",
# "reply ASAP"), and not in a text written mostly in capitals.
SCAM_CAPS_KEYWORD_PATTERN: Final = (
    # The verb's first letter leads (a character set the engine skips to), then the check of
    # the letter before it, then the rest of the verb after that letter.
    r"[rRtTsSbB](?<![A-Za-z].)(?i:(?<=r)(?:eply|eplying|esponda|esponde)|(?<=t)(?:ext|xt|xting"
    r"|exting)|(?<=s)(?:end|ending)|(?<=b)alas)\s+"
    r"(?i:with\s+)?"
    r"(?i:the\s+(?:word|password|keyword)\s*:?\s+)?[\"'“]?(?P<word>[A-Z][A-Z0-9]{0,11})(?![A-Za-z])"
)
SCAM_CAPS_KEYWORD_EXCLUDED: Final = frozenset(
    {"ME", "ASAP", "BACK", "PLS", "PLZ", "PLEASE", "UR", "IT", "THIS", "THAT", "US", "HIM", "HER",
     "THEM", "MUM", "DAD", "LOL", "OMG", "THE", "AND", "OR", "TO", "I", "A", "U", "X",
     # A bank's and a surgery's confirmations ("Reply Y if you made this purchase, N if not").
     "Y", "N",
     # Opt-out keywords are the opt-out hook, not a sign-up.
     "STOP", "END", "QUIT", "CANCEL", "UNSUBSCRIBE", "BAJA", "SAIR", "STOPP"}
)
# The share of capitals among a text's letters above which it is written in capitals.
SCAM_CAPS_TEXT_SHARE: Final = 0.6

# Links: a shortener, a raw IP, a cheap top-level domain or a hyphenated name is a suspicious
# link (scores SCAM_SUSPICIOUS_LINK instead of the url weight); brands send their own domains.
SCAM_LINK_SHORTENERS: Final = frozenset(
    {"bit.ly", "tinyurl.com", "t.co", "goo.gl", "cutt.ly", "is.gd", "ow.ly", "rb.gy", "wa.me",
     "t.me", "shorturl.at", "tiny.cc", "s.id", "lin.ee", "me2.kr", "han.gl", "vo.la", "url.kr"}
)
SCAM_LINK_TLDS: Final = frozenset(
    {"top", "xyz", "cc", "info", "vip", "shop", "online", "site", "live", "help", "club", "icu",
     "buzz", "tk", "ml", "ga", "cf", "gq", "click", "link", "io", "co", "win", "bid", "loan",
     "work", "men", "date", "stream", "racing", "review", "trade", "party", "science", "faith",
     "download", "kim", "mom", "fun", "space", "website", "pw", "su", "ws", "bet", "casino",
     "poker", "games", "sbs", "cfd", "lol", "apk", "delivery", "support", "services", "center",
     "express", "digital", "tech", "today", "world", "network", "cloud", "host", "pro", "page",
     "life", "plus", "email", "solutions", "zone", "cyou", "bond", "monster", "quest", "best",
     "cam", "gdn", "lat", "rest", "skin", "finance", "money", "ink", "run"}
)
SCAM_SUSPICIOUS_LINK: Final = 3
# A hyphenated host that joins a name to what it asks for ("icloud-verify-access.com",
# "dpd-redeliver.net", "energy-rebate-scheme.org.uk") is a phishing link: it weighs
# SCAM_PHISH_LINK (one pressure word or offer on top decides). A brand's own sites are named
# by the brand.
SCAM_PHISH_LINK_WORDS: Final[tuple[str, ...]] = (
    "verify", "verif", "secure", "account", "support", "login", "signin", "update", "renew",
    "refund", "rebate", "unlock", "desbloq", "bloqueo", "check", "access", "billing", "payment",
    "pay", "fee", "parcel", "redeliver", "deliver", "reschedule", "claim", "prize", "reward",
    "bonus", "lucky", "jobs", "loan", "cancel", "confirm", "restore", "recover", "suivi", "frais",
    "auth", "points", "free", "offer", "odeme", "borc", "gumruk", "doplata", "oplata",
    "betaling", "boete", "pagamento", "paiement", "amende", "zahlung", "multa", "douane",
    "customs", "aduana", "dogana", "seguridad", "validar", "verifica", "renouvellement", "help",
    "pokut", "mandat", "amenda", "vratka", "zwrot", "rambursare", "odmena", "premiu",
    "doplatenie", "kastam", "cukai", "saman", "tilang", "pajak", "haiquan", "hoanthue", "forodha",
    "ayuda", "xacminh", "xac-minh", "baomat",
)
SCAM_PHISH_LINK: Final = 4
# Brands that phishing links imitate: a host that names one only once its digits are read as
# the letters they stand for ("paypa1.com", "amaz0n.co", "app1e-id.net") is a lookalike and
# weighs SCAM_PHISH_LINK; the brand's own domain spells its name.
SCAM_LINK_BRANDS: Final[tuple[str, ...]] = (
    "paypal", "amazon", "apple", "icloud", "netflix", "microsoft", "outlook", "office",
    "google", "gmail", "facebook", "instagram", "whatsapp", "hmrc", "royalmail", "evri",
    "hermes", "fedex", "dhl", "usps", "dpd", "barclays", "hsbc", "natwest", "lloyds",
    "santander", "halifax", "nationwide", "monzo", "revolut", "chase", "wellsfargo",
    "citibank", "coinbase", "binance", "metamask", "ebay", "steam", "spotify", "disney",
)
# Digits written for the letters they look like, in the two readings of "1" ("1" as "l" and
# as "i"): (digits, letters) pairs for str.maketrans.
SCAM_LOOKALIKE_DIGITS: Final[tuple[tuple[str, str], ...]] = (
    ("013458", "oleasb"), ("013458", "oieasb"),
)
# Words inside a link's host name that name the lure itself ("todayswinner.co.uk",
# "mymobzone.tv", "wap.") make it suspicious too: a brand's own domain names the brand.
SCAM_LINK_HOST_WORDS: Final[tuple[str, ...]] = (
    "winner", "prize", "reward", "voucher", "claim", "bonus", "lotto", "jackpot", "tones",
    "ringtone", "flirt", "mobzone", "mobyzone", "mobdate", "chatfriend", "casino", "freebie",
    "wap.", "tune", "mobi", "club4", "free", "cash", "lucky", "rebate", "spin", "hotdate",
    "dating", "singles",
)

# A phone number after one of these words, or a number token at least this long beside one, is
# a way to call back (scores 1).
# Call words of the languages that put the verb after the number ("までお電話ください",
# "numaralı hattı arayın", "پر کال کریں", "पर कॉल करें", "নম্বরে কল করুন"), looked for right
# after a number (marketing.py, _call_word_near); lower case.
SCAM_CALL_AFTER_WORDS: Final[tuple[str, ...]] = (
    "お電話", "に電話", "へ電話", "までご連絡", "로 전화", "으로 전화", "로 연락", "으로 연락",
    "numaralı hattı arayın", "numaralı hattı arayınız", "numarasını arayın",
    "numarasını arayınız", "numarasini arayin", "numarali hatti arayin", "numarayı arayın",
    "arayın", "arayınız", "arayiniz", "arayin", "پر کال کریں", "پر رابطہ کریں", "تماس بگیرید",
    "تماس حاصل کنید", "पर कॉल करें", "पर संपर्क करें", "नंबर पर कॉल", "নম্বরে কল করুন",
    "এ কল করুন", "কল করুন", "নম্বরে যোগাযোগ", "par call karein", "pe call karein",
    "par call karen", "pe call karo", "par rabta karein", "numarani ara",
)
SCAM_CALL_WORDS: Final[tuple[str, ...]] = (
    "call", "ring", "phone", "dial", "contact", "llame", "anrufen", "appelez", "позвоните",
    "перезвоните", "拨打", "致电", "ligue", "chiama", "hubungi", "اتصل", "कॉल", "고객센터",
    "whatsapp", "rufen", "llama al", "sms", "звоните", "sampark karein", "sampark kare",
    "call karein", "call kare", "baat karein", "문의", "goi ngay", "gọi ngay", "संपर्क",
    "volejte", "zavolejte", "volajte", "zavolajte", "zadzwoń", "zadzwon", "hívja", "hivja",
    "hívjon", "hivjon", "sunați", "sunati", "zavolej", "zadzwoń pod", "zadzwon pod",
    "hívjon minket", "hivjon minket", "sună la", "suna la", "soita", "soittakaa", "bel",
    "kundeservice på", "kundtjänst på", "зателефонуйте", "телефонуйте", "подзвоніть", "дзвоніть",
    "καλέστε", "τηλεφωνήστε", "arayın", "arayınız", "arayiniz", "arayin", "התקשר", "התקשרו",
    "התקשרי", "تماس بگیرید", "تماس", "کال کریں", "call karein", "rabta karein", "رابطہ کریں",
    "कॉल करें", "संपर्क करें", "কল করুন", "ফোন করুন", "যোগাযোগ করুন", "tumawag", "piga simu",
    "piga", "ติดต่อ", "liên hệ", "gọi tổng đài", "goi tong dai", "gọi hotline", "goi hotline",
    "โทรกลับ", "โทรหา", "โทรยกเลิกได้ที่", "tumawag sa", "contatta", "contattare", "致電", "撥打",
    "lien he", "sampark karein:",
    "по тел", "по телефону",
)

# Decision: the score needed, and the least a hook must give (a way to act on the lure); a prize
# lure of at least SCAM_PRIZE_SCORE needs only a number to call back.
SCAM_MIN_SCORE: Final = 5
SCAM_MIN_HOOK: Final = 2
SCAM_PRIZE_SCORE: Final = 4
# With a prize lure and a way to act of at least SCAM_MIN_HOOK, a score this high is enough: a
# freephone number and "free camera phone" (a real bank's freephone alert names a threat, not
# a prize).
SCAM_LURE_SCORE: Final = 4
# With only a number to call back (no premium rate), the offer and pressure must score this much:
# a real bank's alert names one matter ("unusual activity"), a scam piles them up.
SCAM_CALLBACK_SCORE: Final = 6
# With a sum of money in the text, a number to call and this much offer score are enough: a
# fake invoice or renewal asks to call about a charge; a real one asks nothing by phone.
SCAM_CALLBACK_MONEY_SCORE: Final = 4
# With no hook at all, threats scoring this much, an offer score of SCAM_MIN_SCORE (a threat
# pressed with a deadline) and a sum to pay are extortion ("scam.extortion").
SCAM_EXTORTION_THREAT_SCORE: Final = 4
# From a sender that is a whole phone number (banks text from names and short codes), a number
# to call and this much offer score are enough ("blocked ... call us on ...").
SCAM_PHONE_SENDER_SCORE: Final = 2
# From a sender that is a whole phone number, prize lures or bait scoring this much (two
# phrases) and a sum of money decide with no hook ("অভিনন্দন! আপনি ৫০,০০০ টাকা পুরস্কার জিতেছেন ..."): a
# stranger's number announces no prize; a shop or a friend is a saved name or a short code.
SCAM_PHONE_PRIZE_SCORE: Final = 4
# A link whose host poses as a country's or a government's own domain: a country code or a
# government word joined by a hyphen to another word, under another top-level domain
# ("skat-refusion.dk-borger.net", "bompenger-faktura.no-betal.com", "gov-uk.info"). It
# decides alone: no public service or bank links to such a host.
SCAM_NATIONAL_LOOKALIKE_LINK: Final = 5
# Country codes a lookalike host borrows (ISO 3166-1 alpha-2 country-code top-level domains),
# without the ones that are English words or common prefixes ("my-", "in-", "co-"); "it" counts
# unless the label names an IT service ("it-support", "it-helpdesk").
SCAM_LOOKALIKE_COUNTRY_CODES: Final = frozenset(
    {"uk", "us", "ca", "au", "nz", "ie", "de", "ch", "fr", "nl", "lu", "es", "pt", "gr", "pl",
     "cz", "sk", "hu", "ro", "bg", "hr", "si", "rs", "ru", "ua", "tr", "il", "ae", "sa", "eg",
     "ng", "ke", "za", "gh", "pk", "bd", "lk", "id", "sg", "ph", "th", "vn", "cn", "hk", "tw",
     "jp", "kr", "mx", "br", "ar", "cl", "pe", "dk", "no", "se", "fi", "ee", "lv", "lt", "it"}
)
SCAM_LOOKALIKE_GOVERNMENT_WORDS: Final = frozenset(
    {"gov", "govt", "gouv", "gob", "overheid", "regierung", "borger", "skatteverket"}
)
# Bait alone, with nothing to act on yet, is an opener ("I made $4,800 this week with a USDT
# arbitrage platform, it's risk free"): three bait phrases decide without a hook.
SCAM_BAIT_ALONE_SCORE: Final = 6

# A short code to text (a number of 4-6 digits): the words right before it, ending at the
# number ("txt WIN to 80086", "Sende FLIRT an 88555", "ODUL yazıp 4455'e").
SCAM_SHORT_CODE_BEFORE: Final = (
    # Each verb leads with its first letter and checks the letter before it after that (a
    # leading look-behind would be tried at every position of the window).
    _led_by_letter(
        (
            "txt", "text", "txting", "texting", "send", "sending", "sms", "sende", "senden",
            "vote",
            "schreib", "schreibe", "reply", "responda", "responde", "msg", "manda", "envía",
            "envia", "envie", "envoie", "envoyez", "envíe", "invia", "kirim", "ketik",
            "отправьте", "отправь", "пришлите",
        ),
        "a-z",
        r"[>:]?\s+(?:[^\s]+\s+){0,6}(?:to|2|on|al|an|à|au|a|ke|на|para)"
        r"(?:\s*:|\s+no[.:]?|\s+номер)?\s+$",
    )
    + r"|yazıp\s+$|yazip\s+$|yazarak\s+$"
    # "txt KING 87131": a text verb, one keyword, the code.
    + "|"
    + _led_by_letter(("txt", "text"), "a-z", r"\s+[a-z]{2,12}\s+$")
)

# Keywords that leave a subscription: texted to a short code they make no sign-up.
SCAM_OPT_OUT_WORDS: Final = r"\b(?:stop|end|unsubscribe|cancel|quit|baja|stopp|arrêt)\b"

# Offer words shouted in capitals ("FREE", "FREEPHONE", "WINNER", "CLAIM"): each counts 1
# towards the scam score, at most SCAM_CAPS_MAX. Read on the text as written, first occurrence
# only; "FREE" may go on in capitals.
SCAM_CAPS_WORDS: Final[tuple[str, ...]] = (
    "FREE", "WIN", "WON", "WINNER", "PRIZE", "CASH", "CLAIM", "URGENT", "GUARANTEED", "AWARD",
    "GRATIS",
    "AWARDED", "BONUS", "CONGRATULATIONS", "CONGRATS",
)
SCAM_CAPS_MAX: Final = 2

# A sum of money of three digits or more after its currency sign ("£350", "$1,000"): counts 1.
SCAM_MONEY_PATTERN: Final = r"[£$€]\s?\d[\d,]{2,}"
# fmt: on
