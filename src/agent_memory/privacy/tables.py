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
    character of the class ``before`` stands in front (``g(?<![a-z]g)ate``), then ``after``.

    A pattern built so starts with a literal in every branch, and the engine skips in C to the
    positions that start one; a leading look-behind, or a group of branches, is tried at every
    position of the text instead (``tests/privacy/test_noise_speed_paths.py`` checks the
    searched patterns).
    """
    return "|".join(f"{w[0]}(?<![{before}]{w[0]}){w[1:]}{after}" for w in words)


# fmt: off

__all__ = [
    "ACCOUNT_GUARDS", "ACCOUNT_PIN_GATES", "ACCOUNT_PIN_PATTERN", "ACCOUNT_PIN_SUBJECTS",
    "ANDROID_HIDDEN_PLACEHOLDERS", "APPROVAL_PHRASES",
    "BOOKING_AMBIGUOUS_PHRASES", "BOOKING_PHRASES", "BUG_REPORT_PHRASES", "CARD_CONTEXT_PHRASES",
    "CARD_CONTEXT_REACH", "CARD_ISSUER_PREFIXES", "CARD_NAME_PATTERN", "CARD_NEUTRAL_GUARDS",
    "CARD_WORDS", "CODE_NEGATIVE_PHRASES", "CREDENTIAL_PAIR_PATTERN", "DEVICE_GUARDS",
    "ENTERED_NUMBER_GUARDS",
    "ENTER_CODE_GATES", "ENTER_CODE_PATTERN", "ENTER_PHRASES", "GUARD_PHRASES",
    "HIDDEN_PLACEHOLDER_WORDS", "IBAN_PATTERN", "ISSUING_WORDS_PATTERN", "LOGIN_PHRASES",
    "MARKETING_PATTERNS", "MARKETING_STRONG_PHRASES", "MARKETING_WEAK_PHRASES", "MEDIA_PHRASES",
    "MIN_CONTEXT_WORDS", "MONEY_PHRASES", "NUMBER_MATCH_PATTERN", "OTP_STRONG_PHRASES",
    "OTP_SUPPORT_PHRASES", "OTP_WEAK_PHRASES", "PASSPHRASE_WORDS", "PASSWORD_PHRASES",
    "PASSWORD_SHORT_WORDS",
    "PERSONAL_VOICE_PATTERN", "PHILIPPINE_MARKERS", "PLACEHOLDER_BODIES",
    "PROGRESS_MEASURE_PATTERN", "PROGRESS_PHRASES",
    "PROMO_CODE_PHRASES", "RECOVERY_CODE_PHRASES", "RIDE_ARRIVAL_WORDS", "SCAM_BAIT_ALONE_SCORE",
    "SCAM_BAIT_PHRASES",
    "SCAM_CALLBACK_SCORE", "SCAM_CALL_WORDS", "SCAM_CAPS_KEYWORD_EXCLUDED",
    "SCAM_CAPS_KEYWORD_PATTERN", "SCAM_CAPS_MAX", "SCAM_CAPS_TEXT_SHARE", "SCAM_CAPS_WORDS",
    "SCAM_CUT_PREMIUM_PREFIXES", "SCAM_CUT_PREMIUM_WEIGHT", "SCAM_GIVE_PHRASES", "SCAM_GIVE_WEIGHT",
    "SCAM_HOOK_GATES", "SCAM_HOOK_PATTERNS", "SCAM_HOOK_WEIGHTS", "SCAM_IMPERSONATION_PHRASES",
    "SCAM_LINK_BRANDS", "SCAM_LINK_HOST_WORDS", "SCAM_LINK_PATTERN", "SCAM_LINK_SHORTENERS",
    "SCAM_LINK_TLDS", "SCAM_LOOKALIKE_DIGITS", "SCAM_LURE_PHRASES", "SCAM_LURE_SCORE",
    "SCAM_MIN_HOOK", "SCAM_MIN_SCORE", "SCAM_MONEY_ASK_PHRASES", "SCAM_MONEY_PATTERN",
    "SCAM_NUMBER_LENGTHS", "SCAM_NUMBER_PREFIXES", "SCAM_OPT_OUT_WORDS", "SCAM_PHISH_LINK",
    "SCAM_PHISH_LINK_WORDS", "SCAM_PREMIUM_CALL_DIGITS", "SCAM_PREMIUM_CALL_PREFIXES",
    "SCAM_PREMIUM_CALL_WEIGHT", "SCAM_PREMIUM_CALL_WORDS", "SCAM_PRESSURE_PHRASES",
    "SCAM_PRIZE_SCORE", "SCAM_REPORTED_GATES", "SCAM_SHORT_CODE_BEFORE", "SCAM_SUSPICIOUS_LINK",
    "SCAM_TEXTING_VARIANTS_MAX", "SCAM_THREAT_PHRASES", "SCAM_WEIGHTS", "SECRET_TOKEN_PATTERNS",
    "SEED_HINT_PHRASES", "SEED_PHRASES", "SEED_PHRASE_MIN_WORDS", "SEED_WORDLISTS",
    "STATUS_PHRASES", "SYSTEM_APP_IDS", "SYSTEM_CATEGORIES", "SYSTEM_STATUS_PHRASES",
    "TEXTING_SPELLINGS", "TEXT_CATEGORIES", "TRANSACTIONAL_PHRASES", "TRAVEL_GUARDS",
    "UNSUBSCRIBE_PHRASES",
]

# --- one-time codes -------------------------------------------------------------------------

# Unambiguous one-time-code words: a code candidate near one of these is a one-time code.
OTP_STRONG_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "code to sign in", "code to log in", "login verification code", "verification code",
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
    ),
    "zh": (
        "验证码", "校验码", "动态码", "动态密码", "确认码", "认证码", "登录码", "安全码",
        "一次性密码", "短信码", "交易码", "授权码", "认证号码", "验证号码",
    ),
    "zh_hant": (
        "驗證碼", "校驗碼", "動態碼", "動態密碼", "確認碼", "認證碼", "登入碼", "安全碼",
        "一次性密碼", "簡訊碼", "授權碼", "認證號碼", "驗證號碼",
    ),
    "es": (
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
    ),
    "de": (
        "code zur anmeldung", "code zur bestätigung", "code zur verifizierung",
        "code für die anmeldung", "bestätigungscode", "verifizierungscode", "sicherheitscode",
        "anmeldecode", "einmalcode", "einmalpasswort", "einmal-passwort", "mtan", "smstan",
        "sms-tan", "pushtan", "aktivierungscode", "aktivierungsnummer", "freigabecode",
        "freigabe-code",
        "bestätigungs-code", "zugangscode", "einmal-pin", "einmal-tan", "phototan", "chiptan",
        "apptan", "einmalkennwort", "einmal-kennwort", "tan-nummer",
    ),
    "fr": (
        "code pour vous connecter", "code de connexion à usage unique", "code de vérification",
        "code de verification", "code de sécurité", "code de securite", "code de confirmation",
        "code de connexion", "code d'accès", "code d'acces", "code à usage unique",
        "code a usage unique", "code de validation", "code d'authentification",
        "code d'activation", "code provisoire", "code temporaire",
        "mot de passe à usage unique", "mot de passe a usage unique", "mot de passe unique",
    ),
    "ru": (
        "код подтверждения", "код для входа", "проверочный код", "одноразовый код",
        "одноразовый пароль", "код верификации", "код доступа", "код из смс",
        "код активации", "код для подтверждения", "код безопасности",
    ),
    "vi": (
        "mã xác thực", "ma xac thuc", "mã xác nhận", "ma xac nhan", "mã otp", "ma otp",
        "mã kích hoạt", "ma kich hoat", "mã bảo mật", "ma bao mat", "mã xác minh", "ma xac minh",
    ),
    "ja": (
        "認証コード", "確認コード", "認証番号", "確認番号", "ワンタイムパスワード", "検証コード",
        "ログインコード", "セキュリティコード", "パスコード",
    ),
    "ko": (
        "인증번호", "인증 번호", "인증코드", "인증 코드", "확인코드", "확인 코드", "보안코드",
        "일회용 비밀번호", "승인번호",
    ),
    # Languages beyond the issue's list that phones commonly see.
    "nl": (
        "verificatiecode", "beveiligingscode", "inlogcode", "bevestigingscode",
        "eenmalige code", "eenmalige inlogcode", "eenmalig wachtwoord", "sms-code",
        "verificatie code", "activatiecode", "authenticatiecode", "toegangscode",
    ),
    "it": (
        "codice di verifica", "codice di sicurezza", "codice otp", "codice di accesso",
        "codice di conferma", "codice di attivazione", "codice monouso", "password monouso",
        "codice di autorizzazione", "password usa e getta",
    ),
    # Turkish suffixes attach to the noun (kodunuz, kodun, şifreniz): stems.
    "tr": (
        "doğrulama kod*", "dogrulama kod*", "güvenlik kod*", "guvenlik kod*", "onay kod*",
        "giriş kod*", "giris kod*", "tek kullanımlık şifre*", "tek kullanimlik sifre*",
        "3d secure şifre*", "3d şifre*", "aktivasyon kod*", "sms şifre*",
    ),
    "pl": (
        "kod weryfikacyjny", "kod potwierdzający", "kod jednorazowy",
        "kod sms", "kod autoryzacyjny", "kod autoryzacji", "kod weryfikacji", "hasło jednorazowe",
        "jednorazowe hasło", "jednorazowy kod", "kod do logowania", "kod bezpieczeństwa",
        "kod aktywacyjny", "kod uwierzytelniający",
    ),
    "id": (
        "kode verifikasi", "kode otp", "kode keamanan", "kode masuk", "kode konfirmasi",
        "kode aktivasi", "kode rahasia",
    ),
    "hi": (
        "ओटीपी", "सत्यापन कोड", "वन टाइम पासवर्ड", "वेरिफिकेशन कोड", "लॉगिन कोड",
    ),
    "ar": (
        "رمز التحقق", "كود التحقق", "رمز التفعيل", "كود التفعيل", "رمز الدخول",
        "كلمة المرور لمرة واحدة", "كلمة مرور لمرة واحدة", "رمز الأمان", "الرقم السري المؤقت",
        "رمز التأكيد",
    ),
    "th": (
        "รหัสยืนยัน", "รหัสผ่านครั้งเดียว", "รหัส otp", "รหัสotp", "รหัสเข้าใช้งาน",
        "รหัสความปลอดภัย",
    ),
    # Nordic compounds take suffixes (engångskoden, bekræftelseskoden): stems.
    "sv": (
        "verifieringskod*", "verifikationskod*", "engångskod*", "engangskod*", "säkerhetskod*",
        "inloggningskod*", "bekräftelsekod*", "aktiveringskod*", "engångslösenord*",
        "sms-kod*", "bankid-kod*", "autentiseringskod*",
    ),
    "no": (
        "engangskode*", "verifiseringskode*", "bekreftelseskode*", "sikkerhetskode*",
        "innloggingskode*", "engangspassord*", "aktiveringskode*", "påloggingskode*",
    ),
    "da": (
        "bekræftelseskode*", "sikkerhedskode*", "engangsadgangskode*", "login-kode*",
        "godkendelseskode*",
    ),
    "fi": (
        "vahvistuskoodi*", "kertakäyttöinen koodi*", "kertakäyttöinen tunnistuskoodi*",
        "tunnistuskoodi*", "turvakoodi*", "kirjautumiskoodi*", "varmennuskoodi*",
        "kertakäyttökoodi*", "kertakäyttösalasana*", "kertakäyttöinen salasana*",
        "aktivointikoodi*",
    ),
    "cs": (
        "ověřovací kód", "jednorázový kód", "bezpečnostní kód", "autorizační kód",
        "přihlašovací kód", "potvrzovací kód", "sms kód", "jednorázové heslo", "overovaci kod",
        "jednorazovy kod", "aktivační kód", "overovací kód",
    ),
    "uk": (
        "код підтвердження", "одноразовий код", "код верифікації", "код для входу",
        "код доступу", "код безпеки", "одноразовий пароль", "перевірочний код",
        "код авторизації", "код активації",
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
    ),
    "hu": (
        "ellenőrző kód*", "ellenőrzőkód*", "egyszer használatos kód*",
        "egyszer használatos jelszó*", "egyszer használatos jelsza*", "egyszeri jelszó*",
        "egyszeri jelsza*", "egyszeri kód*", "biztonsági kód*",
        "megerősítő kód*", "belépési kód*", "sms kód*", "hitelesítő kód*", "aktiváló kód*",
        "azonosító kód*", "megerősítési kód*",
    ),
    "fa": (
        "کد تایید", "کد تأیید", "کد ورود", "رمز یکبار مصرف", "رمز یک بار مصرف",
        "کد یکبار مصرف", "کد یک بار مصرف", "رمز پویا", "کد فعالسازی", "کد فعال سازی",
        "کد امنیتی", "کد احراز هویت", "کد تائید",
    ),
    "ms": (
        "kod pengesahan", "kod tac", "nombor tac", "tac anda", "tac untuk", "kod sekali guna",
        "kod keselamatan", "kata laluan sekali guna", "kod otp", "kod log masuk",
        "kod pengaktifan",
    ),
    "fil": (
        "verification code mo", "otp mo", "code mo", "iyong code", "iyong otp",
        "iyong verification code",
    ),
    "bn": (
        "যাচাইকরণ কোড", "ভেরিফিকেশন কোড", "ওটিপি", "ওয়ান টাইম পাসওয়ার্ড", "নিরাপত্তা কোড",
        "যাচাই কোড", "লগইন কোড", "গোপন কোড",
    ),
    "ur": (
        "تصدیقی کوڈ", "توثیقی کوڈ", "او ٹی پی", "ون ٹائم پاسورڈ", "ویریفکیشن کوڈ",
        "تصدیق کوڈ", "لاگ ان کوڈ", "سیکیورٹی کوڈ",
    ),
    "sw": (
        "nambari ya uthibitisho", "nambari yako ya uthibitisho", "msimbo wa uthibitisho",
        "msimbo wako wa uthibitisho", "msimbo wa kuthibitisha", "msimbo wako wa kuthibitisha",
        "nambari ya siri ya mara moja", "nenosiri la mara moja", "msimbo wa uhakiki",
        "nambari ya kuthibitisha", "msimbo wa siri", "msimbo wa kuingia",
    ),
    # Hebrew writes the article and prepositions into the word (הקוד, לאימות): the phrases
    # have no word boundary, so "קוד אימות" is found inside "הקוד אימות" too.
    "he": (
        "קוד האימות", "קוד אימות", "קוד חד פעמי", "קוד חד-פעמי", "הקוד החד פעמי",
        "סיסמה חד פעמית", "הסיסמה החד פעמית", "סיסמא חד פעמית", "קוד הכניסה", "קוד כניסה",
        "קוד זיהוי", "קוד הזיהוי", "קוד אבטחה", "קוד האבטחה", "קוד לאימות", "קוד ההתחברות",
        "קוד התחברות", "קוד אישור", "קוד האישור", "הקוד שלך", "קוד ההזדהות", "קוד הזדהות",
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
    ),
    "pt": (
        "código de recuperação", "codigo de recuperacao", "códigos de recuperação",
        "código de backup", "códigos de backup", "código reserva", "códigos reserva",
        "chave de recuperação",
    ),
    "de": (
        "wiederherstellungscode*", "backup-code*", "backupcode*", "ersatzcode*",
        "notfallcode*", "wiederherstellungsschlüssel*",
    ),
    "fr": (
        "code de secours", "codes de secours", "code de récupération", "codes de récupération",
        "code de sauvegarde", "codes de sauvegarde", "clé de récupération",
    ),
    "it": ("codice di backup", "codici di backup", "codice di recupero", "codici di recupero"),
    "nl": ("herstelcode*", "back-upcode*", "reservecode*", "herstelsleutel*"),
    "sv": ("återställningskod*", "reservkod*", "säkerhetskopieringskod*"),
    "no": ("gjenopprettingskode*", "reservekode*", "sikkerhetskopikode*"),
    "da": ("gendannelseskode*", "backupkode*", "reservekode til*"),
    "fi": ("varmuuskoodi*", "palautuskoodi*", "varakoodi*"),
    "pl": ("kod zapasowy", "kody zapasowe", "kod odzyskiwania", "kody odzyskiwania",
           "kod awaryjny", "kody awaryjne"),
    "cs": ("záložní kód*", "obnovovací kód*", "kód pro obnovení", "kódy pro obnovení"),
    "ru": ("резервный код", "резервные коды", "код восстановления", "коды восстановления",
           "ключ восстановления"),
    "uk": ("резервний код", "резервні коди", "код відновлення", "коди відновлення"),
    "ro": ("cod de rezervă", "coduri de rezervă", "cod de recuperare", "coduri de recuperare",
           "codul de recuperare"),
    "hu": ("helyreállítási kód*", "tartalék kód*", "biztonsági mentési kód*"),
    "tr": ("yedek kod*", "kurtarma kod*", "kurtarma anahtar*"),
    "el": ("εφεδρικός κωδικός", "εφεδρικοί κωδικοί", "κωδικός ανάκτησης", "κωδικοί ανάκτησης"),
    "zh": ("恢复代码", "恢复码", "备用码", "备份码", "备用验证码", "恢复密钥"),
    "zh_hant": ("復原碼", "還原碼", "備用碼", "備份碼", "復原金鑰"),
    "ja": ("バックアップコード", "リカバリーコード", "リカバリコード", "復旧コード", "回復キー"),
    "ko": ("백업 코드", "복구 코드", "백업코드", "복구코드", "복구 키"),
    "id": ("kode cadangan", "kode pemulihan"),
    "ms": ("kod sandaran", "kod pemulihan"),
    "vi": ("mã dự phòng", "mã khôi phục", "ma du phong", "ma khoi phuc"),
    "he": ("קוד גיבוי", "קודי גיבוי", "קוד שחזור", "קודי שחזור", "מפתח שחזור"),
    "ar": ("رمز الاسترداد", "رموز الاسترداد", "رمز احتياطي", "رموز احتياطية", "مفتاح الاسترداد"),
    "fa": ("کد پشتیبان", "کدهای پشتیبان", "کد بازیابی", "کدهای بازیابی"),
}

# Generic words for "code": they count only right next to the code (``code: 4821``) or when an
# OTP_SUPPORT phrase is also present, and never beside a promotion or a booking.
OTP_WEAK_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": ("code", "tan", "token", "verification"),
    "es": ("código", "codigo", "clave"),
    "pt": ("código", "codigo"),
    "it": ("codice",),
    "tr": ("kodunuz", "kodun", "kod"),
    "id": ("kode*",),
    "hi": ("कोड",),
    "ar": ("رمزك", "الرمز", "رمز", "كود"),
    "th": ("รหัส",),
    "de": ("code",),
    "fr": ("code",),
    "ru": ("код",),
    "vi": ("mã",),
    "ja": ("コード",),
    "ko": ("코드",),
    "fi": ("koodi*",),
    "hu": ("kód*",),
    "ro": ("codul", "cod"),
    "pl": ("kod to",),
    "ms": ("kod anda",),
    "sw": ("msimbo*",),
    "fa": ("کد",),
    "ur": ("کوڈ",),
    "bn": ("কোড",),
    "he": ("קוד",),
    "el": ("κωδικός", "κωδικό", "κωδικος"),
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
        "for logging in", "the bank sent", "bank sent me", "bank sms", "texted me", "singpass",
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
    ),
    "pt": (
        "não compartilhe", "nao compartilhe", "não o compartilhe", "nao informe", "não informe",
        "expira em", "se não foi você", "se nao foi voce", "caso não tenha solicitado",
        "nunca compartilhe", "não compartilhe este", "para entrar", "para acessar",
        "para liberar", "nunca informe",
    ),
    "de": (
        "nicht weitergeben", "niemals weiter", "gib ihn niemals", "minuten gültig",
        "für den auftrag", "für die überweisung", "zur freigabe", "für die zahlung",
        "falls sie das nicht waren", "wenn sie das nicht waren", "mit niemandem",
        "niemals weitergeben", "nicht weiter", "teilen sie es nicht", "teilen sie ihn nicht",
        "geben sie ihn nicht", "für die anmeldung",
    ),
    "fr": (
        "ne le communiquez", "ne le partagez", "ne partagez", "il expire", "expire dans",
        "si ce n'est pas vous", "si vous n'êtes pas à l'origine", "ne le communiquez jamais",
        "pour valider", "pour confirmer", "reçu par sms", "recu par sms",
    ),
    "ru": (
        "никому не сообщайте", "никому не говорите", "не сообщайте", "никому не", "действителен",
        "действует", "если это были не вы", "если вы не запрашивали",
    ),
    "vi": (
        "không chia sẻ", "khong chia se", "không cung cấp", "khong cung cap", "hết hạn",
        "het han", "có hiệu lực", "co hieu luc",
    ),
    "ja": ("教えないで", "共有しないで", "有効期限", "入力してください"),
    "ko": (
        "타인에게", "노출 금지", "알려주지 마세요", "입력해 주세요", "입력하세요", "내 입력",
        "분간 유효",
    ),
    "it": (
        "non condividerlo", "non comunicarlo", "non condividere", "per autorizzare",
        "per accedere", "scade tra", "per confermare", "per completare", "per verificare",
    ),
    "tr": ("paylaşmayın*", "paylasmayin*", "kimseyle paylaş*", "kimseyle paylas*"),
    "id": (
        "jangan berikan", "jangan beritahu", "jangan bagikan", "rahasia", "berlaku selama",
        "berlaku hingga",
    ),
    "hi": (
        "साझा न करें", "न बताएं", "शेयर न करें", "share na kare*", "share mat kare*",
        "kisi ko mat bata*", "kisi ke saath share na",
    ),
    "ar": ("لا تشارك", "لا تشاركه", "لا تعطي", "لتسجيل الدخول", "صالح لمدة"),
    "th": ("ห้ามบอก", "ห้ามเปิดเผย", "ใช้ภายใน", "อย่าบอก"),
    "sv": (
        "dela aldrig", "dela inte", "ge aldrig", "lämna aldrig ut", "lämna inte ut",
        "är giltig i", "giltig i", "om det inte var du",
    ),
    "no": ("ikke del", "aldri del", "del den ikke", "del aldri", "gyldig i", "oppgi aldri"),
    "da": ("del aldrig", "del ikke", "videregiv aldrig", "giv aldrig", "gyldig i"),
    "fi": ("älä jaa", "älä kerro", "älä luovuta", "voimassa"),
    "nl": ("deel deze code", "deel de code", "met niemand", "niet delen", "verloopt over",
           "geldig voor", "deel hem niet", "deel het niet"),
    "pl": ("nie udostępniaj", "nikomu nie", "nie podawaj", "ważny przez", "nie przekazuj",
           "do autoryzacji"),
    "cs": ("nikomu nesdělujte", "nesdělujte", "neposkytujte", "nikomu ho", "nikomu jej",
           "platnost kódu"),
    "uk": ("нікому не", "не повідомляйте", "не передавайте", "дійсний протягом"),
    "ro": ("nu îl comunica", "nu il comunica", "nu comunica", "nu divulga", "nimănui",
           "nu-l comunica", "este valabil", "valabil"),
    "hu": ("ne add meg", "ne oszd meg", "senkinek", "senkivel", "érvényes"),
    "fa": ("در اختیار دیگران قرار ندهید", "به کسی ندهید", "به دیگران ندهید", "به اشتراک نگذارید",
           "اعتبار دارد"),
    "ms": ("jangan kongsi", "jangan dedahkan", "sah selama", "sah untuk", "jangan beri"),
    "fil": ("huwag ibahagi", "huwag itong ibahagi", "huwag ibigay", "wag ibigay",
            "huwag sabihin", "wag ibahagi"),
    "bn": ("কাউকে জানাবেন না", "কাউকে বলবেন না", "শেয়ার করবেন না", "কারো সাথে শেয়ার"),
    "ur": ("کسی کو نہ بتائیں", "شیئر نہ کریں", "کسی کو مت بتائیں", "کسی کے ساتھ شیئر"),
    "sw": ("usishiriki", "usimpe mtu", "usimwambie mtu", "usimtumie mtu"),
    "he": ("אין למסור", "אל תמסור", "אל תמסרו", "אל תשתף", "אל תשתפו", "אין לשתף",
           "בתוקף ל"),
    "el": ("μην τον κοινοποιήσετε", "μην τον δώσετε", "μην κοινοποιήσετε", "μην τον γνωστοποιήσετε",
           "ισχύει για"),
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
    ),
    "zh_hant": (
        "取貨碼", "取件碼", "取貨號碼", "邀請碼", "兌換碼", "條碼", "門禁密碼", "取件驗證碼",
    ),
    "es": (
        "código postal", "codigo postal", "código de barras", "código de recogida",
        "código del portal", "codigo del portal", "código de invitación",
    ),
    "pt": ("código de barras", "código postal", "código de retirada", "código do portão"),
    "de": ("abholcode", "türcode", "postleitzahl", "strichcode", "barcode", "torcode"),
    "fr": ("code-barres", "code postal", "digicode", "code de retrait", "code porte"),
    "ru": (
        "код получения", "код для получения", "код выдачи", "код для выдачи", "штрихкод",
        "штрих-код", "почтовый индекс", "код домофона",
    ),
    "vi": ("mã vạch", "ma vach", "mã bưu chính", "mã nhận hàng"),
    # A parcel locker's pickup code ("受取用の認証番号"), as "取件码", "Abholcode": the user
    # wants it until the parcel is collected.
    "ja": (
        "バーコード", "郵便番号", "受取番号", "受付番号", "受取用", "受取用の認証番号",
        "受取用認証番号", "受け取り用の認証番号",
    ),
    "ko": ("바코드", "우편번호", "출입 번호", "공동현관"),
    "tr": ("posta kodu", "kapı kodu", "barkod"),
    "id": ("kode pos", "kode booking", "kode referral", "kode pintu"),
    "it": ("codice postale", "codice fiscale", "codice a barre", "codice di ritiro"),
    "sv": ("portkod*", "dörrkod*", "rabattkod*", "alarmkod*"),
    "no": ("dørkode*", "portkode*", "rabattkode*", "alarmkode*"),
    "fi": ("ovikoodi*", "porttikoodi*"),
    "nl": ("deurcode", "afhaalcode"),
    "pl": ("kod rabatowy", "kod pocztowy", "kod odbioru", "kod promocyjny"),
    "hu": ("kapukód*", "kód kupónu"),
    "uk": ("кодовий замок",),
    "he": ("קוד קופון", "קוד הנחה"),
    "el": ("κωδικός κουπονιού", "κωδικός έκπτωσης"),
    "fa": ("کد تخفیف",),
    "ms": ("kod diskaun", "kod promosi"),
    "ro": ("codul promoțional",),
}

# Words that make a number right after them something else: an order, a parcel, a flight, a
# room, a seat, an account, a phone number. They also never count as a code keyword.
GUARD_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
        "order", "order no", "order number", "tracking", "tracking number", "parcel", "package",
        "shipment", "waybill", "awb", "flight", "gate", "seat", "seats", "room", "apt",
        "apartment", "suite", "ticket", "ref", "reference", "invoice", "case", "claim", "refill",
        "rx", "account", "acct", "card ending", "ending in", "ending", "last 4", "ext",
        "extension", "tel", "phone", "call", "dial", "fax", "hotline", "txn", "transaction",
        "member", "build", "pipeline", "version", "no.", "nr.", "#", "route", "bus", "train",
        "platform", "terminal", "floor", "classroom", "pin", "dial-in", "boarding pass", "user",
        "bus pass", "day pass", "season pass", "confirmation number", "credits",
        "incident", "issue", "job", "pr", "pull request",
        "commit", "port", "pid", "step", "steps", "points", "zone",
    ),
    "es": (
        "número de confirmación", "numero de confirmacion", "pedido", "envío", "envio", "vuelo",
        "habitación", "habitacion", "asiento", "puerta",
        "referencia", "factura", "cuenta", "tarjeta", "terminada en", "consultorio", "número",
        "numero",
    ),
    "pt": (
        "objeto", "voo", "quarto", "assento", "portão", "referência", "fatura", "conta", "cartão",
        "final", "sala", "pedido",
    ),
    "de": (
        "bestätigungsnummer", "bestellung", "sendung", "paket", "flug", "zimmer", "platz", "gleis",
        "wagen", "konto",
        "rechnung", "referenz", "kundennummer", "packstation", "raum", "ice", "ic",
    ),
    "fr": (
        "numéro de confirmation", "commande", "colis", "vol", "chambre", "place", "voie",
        "voiture", "compte", "référence",
        "facture", "n°", "tgv", "salle",
    ),
    "ru": (
        "заказ", "посылка", "рейс", "квартира", "комната", "место", "выход", "счет", "счёт",
        "карта", "номер", "вагон", "платформа", "пин-код", "пин код",
    ),
    "vi": (
        "đơn hàng", "don hang", "chuyến bay", "chuyen bay", "phòng", "phong", "ghế", "tài khoản",
        "tai khoan", "số tiền", "so tien", "tk", "stk", "gd", "mã gd", "ma gd", "mã giao dịch",
        "ma giao dich", "soạn", "gửi", "mã đơn hàng",
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
    "sv": ("porten", "dörren", "lägenhet", "beställning*", "paketet", "paket", "ordernummer"),
    "no": ("døren", "døra", "bestilling*", "pakken", "ordre*"),
    "da": ("hoveddøren", "pakke", "pakken"),
    "fi": ("ovi", "oven", "tilaus*", "paketti*", "lähetys*"),
    "nl": ("deur", "voordeur", "bestelling*", "pakket*", "zending"),
    "pl": ("drzwi", "domofon*", "zamówieni*", "paczk*", "przesyłk*"),
    "cs": ("dveře", "dveří", "objednávk*", "zásilk*", "balík*"),
    "uk": ("домофон*", "замовлення", "посилк*", "двері"),
    "ro": ("ușa", "ușii", "comanda", "comenzii", "coletul", "coletului"),
    "hu": ("ajtó*", "rendelés*", "csomag*"),
    "he": ("דלת", "הדלת", "הזמנה", "ההזמנה", "משלוח", "המשלוח", "טיסה", "הטיסה"),
    "el": ("πόρτα", "πόρτας", "παραγγελία*", "παραγγελίας", "πτήση", "δέμα*"),
    "fa": ("سفارش", "مرسوله"),
    "ms": ("pesanan", "pintu"),
    "sw": ("agizo", "mlango", "kifurushi"),
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
        "garage", "shed", "gate", "door", "doors", "keys?", "keysafe", "lockbox", "padlock", "gym",
        "alarm", "locker", "intercom", "buzzer", "entrance", "porch", "lobby", r"schlüssel\w*",
        # The person a delivery is handed over by ("Informe o código 4821 ao entregador").
        "entregador", "entregadora", "repartidor", "courier", "rider", "livreur", "zusteller",
        "kurir",
        r"tür\w*", "tor", "portail", "porte", "puerta", "portão", "portao", "cancello",
    ),
    "a-z",
    "(?![a-z])",
) + "|门锁|门禁|钥匙|开门"

ENTER_PHRASES: Final[tuple[str, ...]] = (
    "enter it", "enter this number", "enter the number", "enter this code", "type it in",
    "masukin", "masukkan", "type am", "paki-enter", "coloca lá", "coloca la", "coloca no site",
    "digita lá", "اكتبيه",
    "اكتبه",
    "key it in", "input it", "introdúcelo", "introducelo", "ingrésalo", "ingresalo",
    "insira-o", "digite-o", "geben sie sie", "gib sie", "saisissez-le", "entrez-le",
    "inseriscilo", "введите его", "请在", "输入", "輸入", "入力して", "입력해",
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
        "confirmation code", "access code", "passcode", "código de confirmación",
        "codigo de confirmacion",
        "código de confirmação", "codigo de confirmacao", "code de confirmation",
        "確認番号", "确认码", "確認碼",
    }
)

# GUARD_PHRASES that name a phone: after "my" (and its translations) the phone is where a code
# arrived, not the label of a phone number (codes.py, _own_device).
DEVICE_GUARDS: Final = frozenset(
    {"phone", "mobile", "cell", "celular", "handy", "téléphone", "telefono", "телефон"}
)

# GUARD_PHRASES that name an account: right after a strong code keyword ("Sicherheitscode für
# Ihr Konto: 2291") they say whose code it is and do not guard the number.
ACCOUNT_GUARDS: Final = frozenset(
    {
        "account", "acct", "cuenta", "conta", "konto", "compte", "счет", "счёт", "tài khoản",
        "tai khoan", "账号", "帳號", "口座", "계좌",
    }
)

# Words of sign-in approvals by number matching (Microsoft Authenticator, Okta Verify, Duo:
# the sign-in page shows a two- or three-digit number and the phone asks for it); when one is
# present, NUMBER_MATCH_PATTERN finds the number.
APPROVAL_PHRASES: Final[tuple[str, ...]] = (
    "authenticator", "okta verify", "duo mobile", "approve sign-in", "approve sign in",
    "approve this sign-in", "approve the request", "number matching", "login request",
    "sign-in request", "sign in request", "login attempt", "sign-in attempt",
)
NUMBER_MATCH_PATTERN: Final = (
    r"(?:enter|tap|select|choose|type|pick)\s+(?:the\s+number\s+)?(?P<code>\d{2,3})(?!\d)"
    r"[^.\n]{0,60}?(?:authenticator|to approve|to sign in|okta verify|duo)"
)

# A number to type into an app to activate or confirm something, with no code word ("Enter
# 55-19-03 in the Olvera app to activate your new debit card", "Inserisci 4821 nell'app per
# attivare il tuo account"): a one-time code. Over lower-cased text; each verb leads with its
# letter (ENTER_CODE_GATES are its literals, tested first).
ENTER_CODE_PATTERN: Final = (
    r"(?:enter|type|inserisci|introduce|ingresa|digite|insira|saisissez|entrez|geben sie"
    r"|введите|masukkan|nhập)\s+(?P<code>\d(?:[ \-]?\d){3,7})(?![\d\-])"
    r"[^.\n]{0,30}?(?:app|site|aplicación|aplicativo|appli|приложени|aplikasi|ứng dụng)"
    r"[^.\n]{0,20}?(?:to activate|to confirm|to verify|per attivare|per confermare"
    r"|para activar|para confirmar|para ativar|pour activer|pour confirmer"
    r"|zu aktivieren|zu bestätigen|чтобы активировать|чтобы подтвердить|untuk mengaktifkan"
    r"|để kích hoạt)"
)
ENTER_CODE_GATES: Final[tuple[str, ...]] = (
    "activ", "attiv", "ativar", "confirm", "verify", "bestätigen", "активир", "подтверд",
    "kích hoạt",
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
    "pln", "zł", "try", "myr", "rm", "php", "₴", "uah", "грн", "mxn", "cop", "ars", "clp",
)

# Promotion codes: a marketing signal (counts 1: a chat may mention one), and never a one-time
# code keyword.
PROMO_CODE_PHRASES: Final[tuple[str, ...]] = (
    "discount code", "promo code", "coupon code", "voucher code", "código promocional",
    "codigo promocional", "código de descuento", "código de desconto", "cupom de desconto",
    "gutscheincode", "rabattcode", "aktionscode", "code promo", "code de réduction", "промокод*",
    "mã giảm giá", "ma giam gia", "优惠码", "折扣码", "優惠碼", "クーポンコード", "할인코드",
    "할인 코드", "쿠폰 코드", "쿠폰번호", "codice promozionale", "codice sconto", "kode promo",
    "kode voucher", "promosyon kodu", "indirim kodu", "kupon kodu", "कूपन कोड", "كود الخصم",
    "رمز الخصم", "كوبون", "โค้ดส่วนลด",
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
        "12-word seed", "24-word seed", "12-word recovery phrase", "24-word recovery phrase",
        "seed:",
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
}

# Words that point at a wallet without naming its phrase ("the seed for the test wallet",
# "wallet backup"): two of them, or one beside a numbered list of words, gate the same run.
SEED_HINT_PHRASES: Final[tuple[str, ...]] = (
    "seed", "wallet", "metamask", "trust wallet", "ledger", "trezor", "phantom", "exodus",
    "crypto wallet", "hardware wallet", "cartera", "carteira", "wallet backup", "кошелек",
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
        r"(?<![A-Za-z0-9])[MNO][A-Za-z0-9_\-]{23,27}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,40}",
    ),
    # A wallet's private key in hex (64 digits, "0x" or not) after a private-key word; a
    # transaction hash has the same shape, so the word gates it.
    (
        "hex_private_key",
        ("private key", "priv key", "privkey", "private-key"),
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
    (
        "labelled_key",
        (
            "api key", "apikey", "api_key", "token", "_token", "secret",
            "access key", "private_key",
        ),
        r"(?i:api[_ \-]?key|secret(?:[_ \-]?key)?|token|access[_ \-]?key)"
        r"(?:\s+for\s+[^\s:=]{1,30})?\s*[:=]\s*[\"']?"
        r"(?P<value>(?=[A-Za-z0-9_\-+/=.~]{20,200}(?![A-Za-z0-9_\-+/=.~]))"
        r"(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[A-Za-z0-9_\-+/=.~]{20,200})",
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
        r"(?<![A-Za-z0-9_\-])eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}",
    ),
)

# Words for "password" (the prose rule: the word, an optional few words such as "of the wifi",
# a connector such as "is", ":", "为", "は", then a value with a digit or symbol).
PASSWORD_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": ("password", "passwd", "pwd", "pw", "pass", "passphrase", "wifi key", "key:"),
    "es": (
        "contraseña", "contrasena", "clave del wifi", "clave de wifi", "clave wifi", "clave:",
        "clave de la red",
    ),
    "pt": ("senha", "chave do wifi", "chave wifi", "palavra-passe"),
    "de": ("passwort", "kennwort", "wlan-passwort", "wlan-schlüssel"),
    "fr": ("mot de passe", "mdp", "clé wifi", "clé wi-fi", "clé du wifi", "clé wpa", "cle wpa"),
    "nl": ("wachtwoord", "ww"),
    "pl": ("hasło", "haslo"),
    "sv": ("lösenord*", "losenord*"),
    "ru": ("пароль от", "парол*"),
    "vi": ("mật khẩu", "mat khau"),
    "zh": ("密码", "口令"),
    "zh_hant": ("密碼",),
    "ja": ("パスワード", "暗証番号", "暗号化キー"),
    "ko": ("비밀번호", "비번", "암호"),
    "it": ("chiave wifi", "chiave del wifi"),
    "tr": ("şifre*", "sifre*", "parola*"),
    "id": ("kata sandi*", "sandi wifi", "sandi*"),
    "hi": ("पासवर्ड",),
    "ar": ("كلمة السر", "كلمة المرور", "الباسورد", "باسورد", "كلمة سر"),
    "el": ("κωδικός του wifi", "κωδικός wifi", "κωδικός του ρούτερ", "συνθηματικό"),
    "he": ("הסיסמה", "סיסמה", "סיסמא"),
    "th": ("รหัสผ่าน", "รหัส wifi", "รหัสwifi", "รหัสไวไฟ"),
}
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
# ("Kartın şifresi 2580", "a senha do cartão é 4471", "Geheimzahl"), and by "code" of a card
# in French and Italian ("le code de ma carte bleue c'est 8312").
ACCOUNT_PIN_PATTERN: Final = (
    r"(?<![A-Za-z])(?i:pin|пин-код|пин код|пин|şifresi|şifrem|şifre|senha|geheimzahl|kartenpin|"
    r"暗証番号|비밀번호|"
    r"الرقم السري|รหัส"
    r"|code(?=\s+d[eu]\s+(?:la\s+|ma\s+|mon\s+|ta\s+)?(?:nouvelle\s+)?"
    r"(?:carte|cb(?![a-z])))"
    r"|κωδικός(?=\s+(?:της|του)\s+κάρτας)"
    r"|codice(?=\s+della\s+(?:mia\s+)?carta))\s*(?:code)?[、，,]?"
    # What the PIN is of, in up to six words ("for my debit card", "ATM ku", "von meiner
    # Karte", "للبطاقة", "de la CB de ta mère"), then a verb or a colon, then the digits (also
    # spaced: "7 2 0 4", "7-3-9-1").
    r"(?:\s*(?:[\w\-]+\s+){0,5}[\w\-]+)??"
    r"\s*(?i:is|es|ist|est|é|è|c'est|c’est|lautet|là|hai|ni|είναι|คือ|は|是|係|:|=|：)?\s*"
    r"\d(?:[ \-]?\d){3,5}(?![\d])"
)
# What a PIN with its digits opens, so that it is a credential: a card (CARD_WORDS), or a bank
# account or banking app ("banking app pin is 551903", "ネットバンクの暗証番号は 7294").
ACCOUNT_PIN_SUBJECTS: Final[tuple[str, ...]] = (
    *CARD_WORDS, "la cb", "ma cb", "ta cb", "κάρτα", "m-pesa", "mpesa", "bank", "konto", "banco",
    "banque", "банк", "ネットバンク", "銀行", "银行", "网银", "網銀", "은행", "ธนาคาร", "بنك",
)

# Literals of which every match of ACCOUNT_PIN_PATTERN holds one (lower case): a text with
# none is not searched.
ACCOUNT_PIN_GATES: Final[tuple[str, ...]] = (
    "pin", "пин", "şifre", "senha", "geheimzahl", "code d", "codice della", "暗証番号", "비밀번호",
    "κωδικός της κάρτας", "κωδικός του κάρτας",
    "الرقم السري", "รหัส",
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
)

# The rest of a credential pair after a LOGIN_PHRASES word: the name, a separator, the value.
CREDENTIAL_PAIR_PATTERN: Final = (
    r"\s*(?:is\s+|es\s+|ist\s+)?[:：=]?\s*[^\s/|,;]+\s*[/|,;]\s*(?P<value>[!-~]{6,64})"
)

# Words that make a card number a credential given out (drop it) rather than a mention.
CARD_CONTEXT_PHRASES: Final[tuple[str, ...]] = (
    "cvv", "cvc", "cvv2", "exp", "expiry", "expiration", "vence", "gültig bis", "срок",
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
    ),
    "zh": (
        "限时", "秒杀", "满减", "优惠券", "狂欢", "直降", "爆款", "大促", "包邮", "低至", "立减",
        "抢购", "特惠", "全场", "折起", "无门槛", "买一送一", "会员日", "特价", "促销", "降价",
        "年中大促", "双11", "双十一",
    ),
    "zh_hant": (
        "限時", "搶購", "優惠券", "全館", "滿千送百", "免運", "特價", "週年慶", "買二送一",
        "買一送一", "限定優惠", "全場", "週末限定", "第二杯半價", "半價",
    ),
    "es": (
        "rebajas", "de descuento", "descuento", "descuentos", "cupón", "cupon",
        "oferta exclusiva", "envío gratis", "envio gratis", "compra ya", "última oportunidad",
        "ultima oportunidad", "solo hoy", "promoción", "promocion", "recibe el doble",
    ),
    "pt": (
        "promoção", "promocao", "desconto", "descontos", "cupom", "frete grátis", "frete gratis",
        "só hoje", "so hoje", "aproveite", "black friday antecipada", "relâmpago", "50% em cartão",
    ),
    "de": (
        "rabatt", "gutschein", "nur heute", "jetzt shoppen", "jetzt kaufen", "versandkostenfrei",
        "schnäppchen", "sommer-sale", "winter-sale", "jetzt entdecken", "gratisversand", "im sale",
        "nur noch heute",
    ),
    "fr": (
        "soldes", "promo", "réduction", "reduction", "livraison gratuite", "ventes privées",
        "ventes privees", "offre spéciale", "profitez", "cadeau offert", "offre flash",
        "seulement ce week-end", "ce week-end seulement", "€ offerts", "euros offerts",
        "offre limitée",
    ),
    "ru": (
        "скидк*", "распродаж*", "бесплатная доставка", "только сегодня", "выгод*",
        "двойные баллы", "баллы за покупк*",
    ),
    "vi": (
        "khuyến mãi", "khuyen mai", "giảm giá", "giam gia", "ưu đãi", "uu dai", "freeship",
        "siêu sale", "sieu sale", "mua ngay",
    ),
    "ja": (
        "セール", "割引", "クーポン", "期間限定", "本日限定", "ポイント10倍", "送料無料",
        "キャンペーン", "半額", "お見逃しなく", "今だけ",
    ),
    "ko": (
        "(광고)", "[광고]", "할인", "세일", "쿠폰", "특가", "무료배송",
    ),
    "it": (
        "sconti", "sconto", "saldi", "offerta speciale", "spedizione gratuita", "solo oggi",
        "fuori tutto", "approfitta", "prezzi imbattibili", "consegna gratis",
    ),
    "tr": (
        "indirim*", "kampanya*", "ücretsiz kargo", "ucretsiz kargo", "fırsatı kaçırma",
        "kaçırma",
    ),
    "id": ("diskon", "gratis ongkir", "cashback", "harga spesial", "serbu"),
    "hi": ("छूट", "सेल", "धमाका", "dhamaka", "mega sale"),
    "ar": ("خصومات", "عروض", "تخفيضات", "تخفيض", "توصيل مجاني", "لفترة محدودة"),
    "th": ("ลดสูงสุด", "โปรโมชั่น", "ส่วนลด", "ลดราคา", "ส่งฟรี", "วันนี้เท่านั้น", "ลดกระหน่ำ"),
    "nl": ("korting", "uitverkoop", "gratis verzending", "op=op", "halve prijs"),
    "sv": ("gratis leverans", "rabatt", "rea", "bara till"),
    "el": ("μόνο 15€", "προσφορά"),
    "he": ("1+1", "חודש ראשון חינם", "להסרה"),
    "pl": ("promocja", "promocje", "rabat", "zniżk*", "wyprzedaż", "darmowa dostawa",
           "drugi produkt", "taniej nawet", "z kuponem", "aktywuj kupon"),
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
        "extra data", "3 for 2",
        # Urgency alone is also a friend's ("Last chance to RSVP!!"): it counts 1.
        "don't miss out", "last chance",
    ),
    "zh": (
        "优惠", "红包", "领取", "活动", "速抢", "速来", "立即开通", "会员", "手慢无", "福利",
        "快去下单", "开业",
    ),
    "zh_hant": ("折扣", "名額有限", "立即搶購", "會員", "優惠", "全門市"),
    "es": ("oferta", "ofertas", "gratis", "aprovecha", "te echamos de menos",
           "tu carrito te espera", "completa tu compra"),
    "pt": ("oferta", "ofertas", "ganhe"),
    "de": ("angebot", "angebote", "aktion", "gratis"),
    "fr": ("offre", "offert", "gratuit", "cadeau"),
    "ru": ("подарок", "бесплатно", "акци*", "бонус*", "дарим", "загляните"),
    # "voucher" is a word of Vietnamese promotions and of English chat alike ("got her a spa
    # day voucher"): it counts 1.
    "vi": ("giảm", "quà", "đăng ký gói", "tặng", "voucher"),
    "ja": ("お得", "限定", "ポイント", "最大"),
    "ko": ("혜택", "최대", "오늘만", "이벤트"),
    "it": ("offerta", "offerte", "promozione", "regalo", "torna da noi"),
    "tr": ("fırsat*", "firsat*", "hediye"),
    "id": ("hemat", "spesial", "murah"),
    "hi": ("ऑफर", "offer"),
    "ar": ("خصم", "عرض", "مجانا", "مجاناً", "هدية"),
    "th": ("โปร", "พิเศษ", "ของแถม"),
    "nl": ("aanbieding", "nieuwsbrief", "actie", "bonusbox"),
    "sv": ("medlemmar", "med koden"),
    "pl": ("okazja", "sprawdź w aplikacji", "ofert", "kupon*"),
}

# Regular expressions that count 2 towards the marketing score (percentages off, 5折, 3x2), each
# with the strings one of which it needs: it only runs when one of them occurs. They match
# lower-cased text and each starts with a literal or a character set, which the engine uses to
# skip positions quickly.
MARKETING_PATTERNS: Final[tuple[tuple[tuple[str, ...], str], ...]] = (
    (
        ("%", "％"),
        r"\d{1,2}\s?[%％]\s?(?:off|de descuento|de desconto|rabatt|de réduction|de remise|скидк|"
        r"giảm|할인|オフ|sparen|günstiger|reduziert|sconto|di sconto|indirim|diskon|dto|"
        r"menos|moins cher|descuento|desconto|ลด|خصم|छूट)",
    ),
    (
        ("%", "％"),
        r"(?:up to|hasta|até|bis zu|jusqu'à|до|đến|最大|최대|最高|fino al|fino a|hingga|s\.d\.|"
        r"sampai|يصل إلى|حتى|สูงสุด)\s?-?\d{1,2}\s?[%％]",
    ),
    (
        ("free", "gratis", "grátis", "kostenlos", "gratuit"),
        r"\d\s(?:months?|weeks?|meses|semanas|monate|wochen|mois|semaines)\s"
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
        r"(?:buy|compra|kauf|achetez|compre|mua)\s?(?:\d|one|two|uno|dos|um|dois),?\s"
        r"(?:get|lleva|bekomm|obtenez|leve|ganhe|tặng)\s?(?:\d|one|two|uno|um|free|gratis)",
    ),
    # The discount word before the percentage ("خصم 30%", "ลด 30%", "sconto del 20%").
    (
        ("%", "％"),
        r"(?:خصم|ลด|giảm|diskon|indirim|sconto del|sconto|descuento del|desconto de|rabatt von|"
        r"скидка)\s?\d{1,2}\s?[%％]",
    ),
    # A money-off offer: "$5 off your next order", "€10 off orders over €50", "5 dollars off
    # with code"; not a story about a discount ("I got $5 off at the bakery").
    (
        ("off",),
        r"(?:[$€£¥₹]\s?\d{1,4}(?:[.,]\d{2})?|\d{1,4}(?:[.,]\d{2})?\s?(?:[$€£]|eur|usd|gbp|"
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
)

# A person writing, not a brand: laughter, a joke taken back, the first person singular ("I",
# "my": a brand writes "we" and "you"), the texting pronouns, kisses, "shall we". A marketing
# score in such a message is a friend talking about an offer, and a generic code word a code
# passed on.
PERSONAL_VOICE_PATTERN: Final = (
    # Every branch starts with its letter and checks the one before it after that: the engine
    # skips to the next of these letters instead of testing a look-behind at every position.
    _led_by_letter(
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
            "u coming", "you coming", r"coming\s?\?", "meet me", "meet u", "come with me",
            "fancy going", r"go after (?:school|work|class|lunch)", "myself", "thinking of",
            "not bad", "want to go", "if (?:you|u) still need", "should we", "we closed",
            # Brazilian texting: "vc viu a promoção?", "né", "kkkk".
            "vc", "vcs", "né", "kkk+", "tô", "vocês", "tá com", "não queriam",
        ),
        r"\w.",
        r"(?![\w]|\.\w)",
    )
    + "|"
    # "I" after no apostrophe either ("it'll" holds no "I'll").
    + _led_by_letter(
        (
            # "im" is also German ("im Sale", "im Angebot"): as texting's "I'm" only before
            # what follows one.
            r"i['’](?:ve|m|ll|d)",
            r"im (?:a|so|not|just|gonna|on|at|in|home|here|there|out|off|sure|sorry|fine|ok|okay"
            r"|good|tired|late|free|busy|bored|back|done|still|really|with|\w+ing)",
            r"i (?:got|get|won|was|am|think|need|want|have|had|just|can|will|dont|don't|bought|"
            r"saw|love|know|said|did|would|could|should|wish|hope|mean|went|do|only|never|also|"
            r"really|might|found|paid|owe)",
        ),
        r"\w.'’",
        r"(?![\w]|\.\w)",
    )
    # A friend offering to get something, in the other languages ("je te prends le parfum ?",
    # "¿quieres algo?", "你要不要我帮你抢").
    + "|"
    + _led_by_letter(
        (
            "tu veux", "je te prends", "quieres", "willst du", "soll ich", "vuoi che",
            "queres que", "want anything",
            # An invitation to go along ("¿vamos el sábado?", "on y va samedi ?").
            "vamos", "vienes", "tu viens", "on y va", "kommst du", "gehen wir", "andiamo",
            "vieni", "bora",
            # A friend who thinks of the reader's needs ("falls ihr noch eins sucht").
            "falls ihr", "falls du", "si tu cherches", "si buscas", "se cerchi", "se procuras",
            "wil je mee", "ga je mee", "zullen we", "chcesz", "idziemy", "idziesz", "пойдём",
            "пойдем", "em có", "chị có", "anh có",
        ),
        r"\w.",
        r"(?!\w)",
    )
    # Chinese: an offer to help, laughter, "did you ... yet?", "I bought".
    + "|你要不要|要不要我|我帮你|我幫你|哈哈|了没|了沒|我买了|我買了|ไปกันไหม|ไปไหม"
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
        "contenido", "contenidos", "notificación", "notificacion",
        "conteúdo", "conteudo", "notificação", "notificacao", "contenuto", "contenuti",
        "notifica", "notifiche", "inhoud", "melding", "meldingen", "содержимое", "содержание",
        "уведомления", "уведомление", "вміст", "сповіщення", "内容", "內容", "通知", "알림",
        "コンテンツ", "通知内容",
        "콘텐츠", "내용", "콘텐츠가", "내용이", "içeriği", "içerik", "bildirim", "bildirimi",
        "treść", "treści", "powiadomienia", "powiadomienie", "innehåll", "aviseringsinnehåll",
        "aviseringen", "avisering", "innhold", "varslingsinnhold", "varsel", "indhold",
        "notifikationsindhold", "notifikation", "sisältö", "ilmoituksen", "ilmoitus", "obsah",
        "oznámení", "conținut", "conținutul", "continut", "notificării", "notificare",
        "tartalom", "tartalma", "értesítés", "értesítési", "értesítések", "תוכן", "התראה", "ההתראה",
        "περιεχόμενο", "ειδοποίησης", "ειδοποίηση", "nội dung", "thông báo", "konten", "isi",
        "notifikasi", "pemberitahuan", "محتوى", "الإشعار", "الاشعار", "إشعار", "محتوای",
        "اعلان", "सामग्री", "सूचना", "เนื้อหา", "การแจ้งเตือน", "nilalaman", "abiso",
        "maudhui", "arifa", "ya arifa",
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
)

# A measure of progress (percent, "3 of 7", "5.2 MB / 48 MB").
PROGRESS_MEASURE_PATTERN: Final = (
    r"\d{1,3}(?:[.,]\d)?\s?[%％]|\d+\s?(?:of|/|de|von|из|sur|trên|de)\s?\d+"
    r"|\d+(?:[.,]\d+)?\s?[KMGkmg]B\s?(?:/|of|de|von|из|sur)\s?\d+(?:[.,]\d+)?\s?[KMGkmg]B"
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
        "randomly selected", "dear winner", "number won", "bonanza", "consolation prize",
        "guaranteed award", "claims officer", "claims team", "share with 10 friends",
        "share with 5 friends", "forward to 10 friends", "govt grant", "government grant",
        "check if you are eligible", "check if you're eligible", "simply answer",
        "quick questions", "approved for a transfer", "deceased client", "next of kin",
        "same surname", "your surname", "no. won", "no. has won", "claims agent",
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
    ),
    "zh": ("中奖", "恭喜您获得", "恭喜你获得", "话费返还",
           "幸运用户", "幸运大奖", "抽中", "获得二等奖", "获得一等奖", "领奖", "兑换现金",
           "现金红包", "积分兑换", "积分即将清零", "积分已满", "刷单", "日赚", "稳赚不赔", "翻倍",
           "牛股", "必涨"),
    "zh_hant": ("中獎", "抽獎", "頭獎", "二獎", "領獎", "獎金"),
    "es": ("ha sido seleccionado", "ha sido seleccionada", "has sido seleccionado", "un premio",
           "reclámalo", "reclamalo",
           "ha ganado", "has ganado", "ha sido premiado", "premiado con", "reclame su premio",
           "reclama tu premio", "sorteo", "enhorabuena", "felicidades"),
    "pt": ("mensagens de voz", "mensagem de voz", "não ouvidas", "você ganhou",
           "voce ganhou", "foi sorteado", "foi premiado", "resgatar", "resgate",
           "sorteio", "parabéns"),
    "de": ("gewonnen", "gewinner", "gewinn abzuholen", "ihren gewinn", "ausgelost",
           "herzlichen glückwunsch", "glückwunsch"),
    "fr": ("vous avez gagné", "gagnant", "heureux gagnant", "félicitations", "tirage au sort"),
    "it": ("hai vinto", "ha vinto", "vincere", "vincitore", "complimenti"),
    "ru": ("выиграли", "выиграл", "вы выиграли", "розыгрыш*", "приз", "поздравляем"),
    "vi": ("trúng thưởng", "trung thuong", "nhận giải", "chúc mừng"),
    "ja": ("当選", "当選者", "賞金", "おめでとうございます"),
    "ko": ("당첨", "당첨금", "경품", "축하합니다", "축하드립니다"),
    "tr": ("kazandınız", "kazandiniz", "çekiliş", "tebrikler", "ödülünüz", "hediye çeki"),
    "id": ("memenangkan", "pemenang", "undian", "hadiah", "selamat!"),
    "hi": ("लॉटरी", "जीती", "इनाम", "बधाई हो", "lottery mein", "kbc", "jeeti hai", "jeeta hai",
           "jeete hain", "jeet liya", "jeetne", "inaam", "lucky draw mein"),
    "ar": ("لقد ربحت", "لقد فزت", "مبروك", "تهانينا", "جائزة", "بالجائزة"),
    "th": ("ได้รับรางวัล", "รับรางวัล", "ยินดีด้วย"),
    "nl": ("gewonnen", "gefeliciteerd", "uw prijs"),
    "pl": ("wygrałeś", "wygrałaś", "nagroda", "nagrodę", "gratulacje"),
}

# The threat: an account, a parcel, a card or a tax matter that needs acting on now.
SCAM_THREAT_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    "en": (
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
    ),
    "zh": ("已被冻结", "被冻结", "被停用", "请登录", "涉嫌", "洗钱", "公安局", "安全账户",
           "账户存在异常", "将于今日冻结", "进行身份验证",
           "通缉", "逮捕令", "配合调查", "电脑中毒", "摄像头",
           "账户异常", "异常交易", "地址不详", "无法派送", "补充信息", "补充地址",
           "重新认证", "已失效", "已停用", "解冻", "双倍赔付", "双倍赔偿", "快递理赔",
           "运输中丢失", "三倍赔偿", "快递已丢失", "退款", "逾期将", "将冻结",
           "名下账户", "专案民警", "逾期不予处理", "被退回"),
    "zh_hant": ("補繳", "無法投遞", "地址不完整", "暫停配送", "運費不足"),
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
           "verifique su identidad", "verifica tu identidad", "confirme sus datos", "fue bloqueada",
           "actividad inusual", "desbloquee", "multa pendiente", "evite el recargo",
           "actualice sus datos", "actualice su método de pago", "evitar la suspensión",
           "suspensión de su", "no ha podido ser cobrada", "no ha podido ser cobrado",
           "recibo impagado", "impagada", "tiene una devolución",
           # Arrest warrants, infected computers, a recording to be sent to one's contacts.
           "orden de detención", "orden de arresto", "contra usted", "denuncia contra",
           "policía nacional", "guardia civil", "está infectado", "infectado con",
           "infectado por", "tu cámara web", "todos tus contactos"),
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
           "polícia judiciária", "sua webcam", "todos os seus contatos"),
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
           "deine webcam", "alle deine kontakte"),
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
           "tous vos contacts", "tous tes contacts"),
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
           "mandato di arresto", "a suo carico", "è infetto"),
    "ru": ("заблокирована", "заблокирован", "подозрительная операция", "разблокировки",
           "компенсация", "оплатите доставку", "служба безопасности банка",
           "попытка списания", "для отмены операции", "службу безопасности",
           "подтвердите данные", "неоплаченн*", "оформляется кредит", "на ваше имя",
           "посылка ожидает", "срочно позвоните",
           "подтвердите участие",
           "срочно перезвоните",
           "перейдите по ссылке"),
    "vi": ("bị tạm khóa", "sẽ bị khóa", "đăng nhập bất thường", "cập nhật thông tin",
           "bi tam khoa", "se bi khoa", "xac thuc tai", "tranh bi huy", "tránh bị hủy", "rua tien",
           "rửa tiền", "lien quan den vu an", "liên quan đến vụ án", "phoi hop dieu tra",
           "phối hợp điều tra"),
    "ja": ("ロックされました", "持ち帰りました", "不在の為", "不在のため", "利用停止",
           "本人確認を行", "一時停止", "不正利用", "不正アクセス", "下記よりご確認",
           "下記urlより", "未納", "お支払い方法を更新", "アカウントを停止", "異常なログイン"),
    # "[국제발신]": the marker Korean carriers put on a text sent from abroad.
    "ko": ("주소 불명", "계좌가 정지", "해외결제", "본인 아닐 경우", "[국제발신]", "[국외발신]",
           "[부고]", "서울중앙지검", "대포통장", "범죄에 연루",
           "본인 아닐 시", "승인완료", "미납", "결제가 승인", "택배 주소"),
    "tr": ("teslim edilemedi", "adres eksikliği", "ödenmemiş", "trafik cezası", "askıya alın*",
           # Written without Turkish letters, as many scam texts are.
           "odenmemis", "odenmedigi", "bekletilmektedir", "gumruk vergisi", "gümrük vergisi",
           "ihlal borcu*", "gecis ihlal*", "geçiş ihlal*", "ceza yazil*", "hemen odeyin",
           "hemen ödeyin",
           "bloke edil*", "gümrük ücreti", "hesabınız kapatıl*"),
    "id": ("akan diblokir", "verifikasi data", "diblokir", "tagihan belum dibayar",
           "paket anda tertahan", "biaya pengiriman", "segera lakukan", "tertahan karena",
           "alamat tdk lengkap", "alamat tidak lengkap"),
    "hi": ("block ho jayega", "kyc update", "kaat diya jayega", "kat jayega", "बिजली कनेक्शन",
           "बिजली अधिकारी",
           "काट दिया जाएगा",
           "band ho jayega", "bijli connection", "bill update nahi", "bijli adhikari"),
    "ar": ("تم إيقاف حسابك", "تحديث بياناتك", "تم إيقاف بطاقتك", "تم تعليق", "لتفعيلها",
           "لتفعيل حسابك", "الدخول على الرابط", "اضغط على الرابط", "مخالفة مرورية",
           "رسوم جمركية", "رسوم التوصيل", "شحنتك معلقة", "محتجزة", "بالجمارك",
           "حسابك هيتقفل", "هيتقفل"),
    "th": ("ถูกระงับ", "ยืนยันตัวตน", "บัญชีของคุณ", "คลิกลิงก์", "ค่าปรับ", "พัสดุของคุณ", "สิ่งผิดกฎหมาย",
           "ถูกอายัด", "ค้างชำระ", "ถูกตัดไฟ"),
    "fil": ("masususpinde", "i-verify agad", "ma-lock"),
    "sv": ("kan inte levereras", "obetald tullavgift", "tullavgift", "skatteåterbäring",
           "logga in med bankid", "betala inom"),
    "el": ("δεν παραδόθηκε", "den paradothike", "ελλιπούς διεύθυνσης", "ενημερώστε τα στοιχεία",
           "enimerwste ta stoixeia", "δικαιούστε", "συμπληρώστε τα στοιχεία της κάρτας",
           "κληρώθηκε", "μεταφορικά"),
    "he": ("מעוכבת", "מכס שלא שולם", "לתשלום", "פעילות חריגה", "הוגבל", "לשחרור החשבון"),
    "sw": ("kimakosa", "nirudishie"),
    "nl": ("kon niet worden bezorgd", "verzendkosten", "bankpas verloopt", "pas verloopt",
           "blokkering te voorkomen", "is geblokkeerd", "wordt geblokkeerd", "verifieer uw",
           "openstaande betaling", "openstaand bedrag", "bezorgkosten", "uw pakket",
           "openstaande boete", "verhoging te voorkomen"),
    "pl": ("czeka na dopłatę", "dopłatę", "opłać", "zablokowane", "zablokowana",
           "zablokowany", "weryfikacj*", "nieopłacon*", "przesyłka czeka", "grozi blokada",
           # Written without Polish letters, as many scam texts are; a power cut over an unpaid
           # bill; the vote for a friend's niece that asks for a Facebook login.
           "oplac", "niedoplat*", "zostala wstrzymana", "została wstrzymana", "nieuregulowan*",
           "odlaczenie pradu", "odłączenie prądu", "zaleglosc", "zaległość", "zagłosować",
           "zaglosowac", "zalogować przez", "zalogowac przez"),
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
        "passive income", "quick cash", "transfer £200", "no credit checks",
        # Debt, claims and jobs.
        "struggling with debt", "write off", "govt scheme", "government scheme", "free callback",
        "maxed out", "mis-sold", "ppi", "accident claim", "apply now", "apply 4",
        "payday loan", "cash advance", "loans from", "approved in mins", "approved in minutes",
        "claim up to", "compensation", "wasn't ur fault", "wasn't your fault", "not ur fault",
        "we are hiring", "part time staff", "liking videos", "per day just", "freeze all interest",
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
    ),
    "zh": ("无抵押", "低利息", "当天放款", "额度高达", "秒到账", "免息",
           "虚拟币", "日收益", "月收益", "周收益", "保本保息", "量化交易", "高收益", "带单",
           "跟单", "兼职日结", "日结", "点赞"),
    "id": ("pinjaman cepat", "tanpa jaminan", "bunga rendah", "pinjaman online",
           "kerja paruh waktu", "paruh waktu", "per hari", "like & follow", "like dan follow"),
    "de": ("nebenjob von zu hause", "nebenjob von zuhause", "flexiblen nebenjob",
           "flexibler nebenjob", "von zu hause aus", "keine erfahrung nötig",
           "keine vorkenntnisse", "€ täglich", "euro täglich", "€ am tag", "euro am tag",
           "€ pro tag", "euro pro tag", "verdienst bis zu", "verdienen sie bis zu",
           "nur mit dem handy", "wir suchen mitarbeiter", "nebenverdienst",
           "garantierte rendite", "rendite von", "jetzt investieren", "trading-signale",
           "vip-gruppe"),
    "es": ("trabajo desde casa", "trabaja desde casa", "solo necesitas tu móvil",
           "desde tu móvil", "sin experiencia", "€ al día", "€ al dia", "euros al día",
           "€ diarios", "euros diarios", "evaluando productos", "ofrecemos empleo",
           "gana hasta", "ganar hasta", "pago diario", "rentabilidad garantizada",
           "rentabilidad del", "inversión en criptomonedas", "ganancias garantizadas",
           "señales vip", "grupo vip"),
    "fr": ("travail à domicile", "depuis chez vous", "sans expérience", "€/jour",
           "€ par jour", "euros par jour", "testeurs de produits", "paiement quotidien",
           "gagnez jusqu'à", "recrutement urgent", "complément de revenu",
           "revenu complémentaire", "doublez votre capital", "robot de trading",
           "rendement garanti", "groupe vip", "signaux vip"),
    "pt": ("trabalho em casa", "trabalhe em casa", "ganhar até",
           "reais por dia", "salário diário", "sem experiência", "renda extra",
           "com o seu celular", "pelo celular", "vaga de emprego", "recrutadora",
           "rendimento garantido", "lucro garantido", "investindo em bitcoin", "% ao dia",
           "sinais vip"),
    "it": ("lavoro da casa", "lavora da casa", "guadagna fino a", "guadagnare fino a",
           "€ al giorno", "euro al giorno", "senza esperienza", "bastano 30 minuti",
           "pagamento giornaliero", "rendimenti garantiti", "rendimento garantito",
           "investi in bitcoin", "guadagni garantiti", "gruppo vip"),
    "ru": ("арбитраж*", "зарабатывай", "заработок от", "в неделю на", "в день на",
           "обучение бесплатно", "научу бесплатно", "пассивный доход", "доход от"),
    "tr": ("yatırım grubu*", "yatirim grubu*", "kazanç garantili", "kazanc garantili",
           "günlük %", "gunluk %"),
    "th": ("กู้เงินด่วน", "ไม่ต้องค้ำ"),
    "zh_hant": ("飆股", "保證每月獲利", "保證獲利", "品牌大使", "只需支付運費", "點擊加入"),
    "vi": ("cộng tác viên", "làm việc online tại nhà", "triệu/ngày"),
}

# An impersonation ("hi mum, this is my new number") and a request for money: the pair is a
# scam without any link or number.
SCAM_IMPERSONATION_PHRASES: Final[tuple[str, ...]] = (
    "hi mum", "hi mom", "hi dad", "mum it's me", "mum, it's me", "mom it's me", "dad it's me",
    "my new number", "this is my new number", "dropped my phone", "lost my phone",
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
)
SCAM_MONEY_ASK_PHRASES: Final[tuple[str, ...]] = (
    "pay a bill", "pay the bill", "pay an urgent bill", "help me pay", "can you send",
    "could you send", "send me £", "send me $", "transfer me", "need money", "need £",
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
)

# Pressure: each counts 1.
SCAM_PRESSURE_PHRASES: Final[tuple[str, ...]] = (
    "urgent", "urgent!", "immediately", "final notice", "final attempt", "final reminder",
    "2nd attempt", "second attempt", "3rd time", "act now", "call now", "ring now",
    "before midnight", "b4 midnight", "valid 12hrs", "valid 12 hours", "valid 24hrs",
    "within 24 hours", "within 24 hrs", "within 48 hrs", "within 12 hours", "within 2 hours",
    "expires today", "subito",
    "today only:",
    "asap", "срочно", "立即", "尽快", "逾期作废", "今日过期", "今日内", "sofort", "jetzt anrufen",
    "for free", "free!", "trying to reach you", "trying to contact you", "tried to contact you",
    "attempt to contact", "final contact attempt", "contact attempt", "straight away",
    "expires", "trying 2 reach", "trying 2 contact", "last chance 2", "don't wait",
    "final try", "missed ur call", "missed your call", "否则将", "否则", "we missed you",
    "before it's gone", "b4 its gone", "free now", "limited offer", "within 48h", "within 24h",
    "तुरंत",
    "action required", "unable to reach you", "tried to reach you", "tried ringing",
    "tried ringin", "call me bk", "ring me on", "ring back now", "we r tryin",
    "call me back", "call back now", "last reminder", "within 48 hours", "umgehend",
    "inmediatamente", "de inmediato", "immédiatement", "imediatamente", "immediatamente",
    "즉시", "turant", "segera", "hemen", "natychmiast", "onmiddellijk", "فورا", "ทันที", "至急",
    "直ちに",
)

# A way to act given as words (counts SCAM_GIVE_WEIGHT towards the hook): hand over details,
# add a stranger on a messenger, press a key on a robocall.
SCAM_GIVE_PHRASES: Final[tuple[str, ...]] = (
    "send your name", "your full name", "email your name", "name, age", "name, address",
    "bank details", "send your details", "self addressed",
    "self-addressed",
    "your personal details", "reply with your", "replying with your", "date of birth",
    "contact our agent", "contact our hr", "press 1", "your sort code", "add me on telegram",
    "on telegram @", "message me on telegram", "send us the code", "send us the 6 digit code",
    "add me on whatsapp", "message me on whatsapp", "whatsapp me", "message our hr",
    "text me on whatsapp",
    # A fee to pay before a prize or a job ("Pay Rs 999 only for courier charges").
    "processing fee", "registration fee", "courier charges", "courier charge", "pay only rs",
    "name & address", "contact our claims", "on this number to claim", "加我微信",
    "رقم بطاقتك", "أرسل اسمك",
    "加微信", "加qq", "加客服微信", "加导师微信", "添加微信", "加老师微信", "加line", "line id",
    "qq", "hubungi admin", "contact admin", "contact the admin", "dm us", "reply for details",
    "reply to this message", "reply to claim",
    "on whatsapp to", "contact hr", "رقم الكارت", "talk on telegram", "btc within",
    "أرسل رقم حسابك", "message us on telegram",
    "ทักไลน์", "แอดไลน์", "reply with the code",
    "الكود اللي هيوصلك",
    # The Korean "hi mum" asks to be contacted on the loan phone and answered at once.
    "으로 연락해", "답장 줘",
    # Paying a ransom in bitcoin; writing to a business on a messenger.
    "in bitcoin", "en bitcoin", "em bitcoin", "bitcoin address", "in btc",
    # A hijacked contact's "I sent you my code by mistake, send it to me".
    "send me the code", "send it back to me", "bana atabilir misin", "kodu bana",
    "schreib uns auf whatsapp", "schreiben sie uns auf whatsapp", "antworte per whatsapp",
    "escríbenos por whatsapp", "escríbenos al whatsapp", "contáctanos por whatsapp",
    "contactez-nous sur whatsapp", "écrivez-nous sur whatsapp", "chama no whatsapp",
    "chame no whatsapp", "fale com a recrutadora", "fale com o recrutador",
    "scrivici su whatsapp", "contattaci su whatsapp",
    # Calling a support desk that named itself in the text.
    "appelez le support", "llame al soporte", "ligue para o suporte", "rufen sie den support",
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
    "have": ("hav",), "before": ("b4",), "tonight": ("2nite", "tonite"), "today": ("2day",),
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
    + "|scam lol|spam lol|fake lol|😂|🤣|"
    # Hearsay: a friend passing on what someone tried ("... apparently. my mate tried it").
    + _led_by_letter(("apparently", "my mate tried", "my friend tried"), "a-z", "(?![a-z])")
    # The same in Spanish, French, Portuguese, German, Italian and Chinese: a word for the scam
    # in the speaker's mouth, not the warning a scam itself gives ("Betrugsverdacht").
    + "|qué estafa|que estafa|menuda estafa|es una estafa|une arnaque|quelle arnaque"
    + "|é golpe|é um golpe|que golpe|ist betrug|voll betrug|abzocke|una truffa|che truffa"
    + "|是骗子|骗子吧|是诈骗|诈骗短信"
    # A person asking what to do about the texts they keep getting.
    + "|"
    + _led_by_letter(
        ("i keep getting", "we keep getting", "how do i stop", "how do u stop"),
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
)

# Links: a scheme or www link, or a bare domain found by its top-level domain (the pattern
# starts at the dot; noise._links walks back to the start of the name).
SCAM_LINK_PATTERN: Final = (
    r"\.(?:com|net|org|info|top|xyz|cc|co|io|me|cn|ru|de|fr|es|it|uk|nl|pl|tr|br|jp|kr|vn|in|"
    r"us|biz|vip|shop|online|site|live|help|club|icu|buzz|tk|ml|ga|cf|gq|link|click|app|tv|"
    r"ly|gl|la|to|id|th|sa|tw|hk|pt|be|ch|at|eu|sg|au|nz|ph|za|ie|win|bid|loan|work|men|date|stream|racing|review|"
    r"trade|party|science|faith|download|kim|mom|fun|space|website|store|pw|su|ws|bet|casino|"
    r"poker|games|mobi)(?![a-z0-9])"
    r"|://"
)
SCAM_HOOK_WEIGHTS: Final[dict[str, int]] = {
    "shortcode": 3, "price": 3, "age": 2, "pobox": 2, "terms": 1, "stdrate": 2, "optout": 1,
    "url": 1, "keyword": 2, "pence": 1, "pence_large": 2, "caps_keyword": 3, "glued_premium": 4,
    "handle": 2,
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
     "poker", "games"}
)
SCAM_SUSPICIOUS_LINK: Final = 3
# A hyphenated host that joins a name to what it asks for ("icloud-verify-access.com",
# "dpd-redeliver.net", "energy-rebate-scheme.org.uk") is a phishing link: it weighs
# SCAM_PHISH_LINK (one pressure word or offer on top decides). A brand's own sites are named
# by the brand.
SCAM_PHISH_LINK_WORDS: Final[tuple[str, ...]] = (
    "verify", "verif", "secure", "account", "support", "login", "signin", "update", "renew",
    "refund", "rebate", "unlock", "desbloq", "bloqueo", "check", "access", "billing", "payment",
    "pay", "fee", "parcel", "redeliver", "reschedule", "claim", "prize", "reward", "bonus",
    "lucky", "jobs", "loan", "cancel", "confirm", "restore", "recover", "suivi", "frais",
    "auth", "points", "free", "offer", "odeme", "borc", "gumruk", "doplata", "oplata",
    "betaling", "boete", "pagamento", "paiement", "amende", "zahlung", "multa", "douane",
    "customs", "aduana", "dogana", "seguridad", "validar", "verifica",
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
SCAM_CALL_WORDS: Final[tuple[str, ...]] = (
    "call", "ring", "phone", "dial", "contact", "llame", "anrufen", "appelez", "позвоните",
    "перезвоните", "拨打", "致电", "ligue", "chiama", "hubungi", "اتصل", "कॉल", "고객센터",
    "whatsapp", "rufen", "llama al", "sms", "звоните", "sampark karein", "sampark kare",
    "call karein", "call kare", "문의", "goi ngay", "gọi ngay", "संपर्क",
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
            "txt", "text", "txting", "texting", "send", "sending", "sms", "sende", "senden", "vote",
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
