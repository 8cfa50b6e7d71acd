"""Deterministic noise filter: one-time codes, secrets, system status, scams and marketing.

Spec: Notification Processor ("Deterministically filter obvious noise like OTP, verification
codes, marketing, and secrets") and Storage Levels and Privacy (body content goes to the LLM
provider, so a code that slips through leaks a credential). The rules are data in
:mod:`agent_memory.privacy.tables`; this module compiles them once, on first use, into a
few regular expressions (two phrase tries, one number pattern, gated token and marketing shapes) and
applies them to the title, subtitle and body joined by newlines.

Labels, in order of precedence (the first that applies wins):

``otp``
    A one-time or verification code (any of the languages of the rules; payment codes, PINs,
    passcodes, 2FA tokens; a mixed-case passcode beside a one-time-code phrase: "Zoom passcode
    is 7Hq9Kx"; five to eight capital consonants beside one: "security code: KPRQXT"), an
    account recovery or backup code (also lower case, in groups or
    a list: ``8f3k-2m9d``), a domain-bound code line (``@example.com #123456``), a
    number-matching sign-in approval (``Enter 47 in Microsoft Authenticator``), a number to
    type into an app to activate or confirm something (``Inserisci 4821 nell'app per
    attivare``), six digits a person forwards in a chat beside a code word or the bank or app
    that sent them, read out one by one or in pairs (``otp.forwarded``: "mi è arrivato un
    codice dalla banca 418 207", "the bank just sent me 63 18 94"), beside "type it in" or
    its short life ("804 311 for the tv login thing, it runs out in like 5 min"), not beside a
    PIN or a password word, not from a business's sender ID, not a sum's thousands), four to eight
    digits spelled as words beside a code word (``otp.spelled``: "your code is four eight two,
    nine nine one", "код семь два ноль четыре", "验证码 五八二 七一六"; or six read out in a chat
    beside a login, a phone or a check; counting up one by one is no code), a code that ends
    the text after a colon or a line break, far from the one-time-code phrase that names it or
    under "the code below", a code in the title under a body that says
    "enter the code shown above", a code in keycap emoji digits, a service's name and a code alone
    from a short code or a sender ID in capitals (``otp.bare_code``: "Tabbit: 604 118"), or the
    placeholder a phone shows instead of hidden content (Android 15 "Sensitive notification
    content hidden", lock-screen "Contents hidden", in any UI language): it carries nothing.
    A code wins over an unsubscribe line and over marketing. A code in a bug report ("Repro:
    enter OTP 123456 in the staging build") is a test value, not a code sent to the user;
    a code behind a generic word ("the code 4829") beside a word of a door, a gate, keys, a
    key safe or a lockbox is a way in a person passes on, not a code a service sent (a code a
    person forwards from a bank still is one, and so is one forwarded to be typed in: "the code
    the bank sent is 552 019, can u type it in"). A meeting's passcode beside its meeting ID is
    the invite's and is kept with it.
``secret``
    A credential: a wallet seed phrase (12-24 plain words beside "seed phrase", "recovery
    phrase", "mnemonic" or a translation, or a bare run of twelve words or more of one BIP-39
    wordlist, asked last of a text nothing else drops), a provider-prefixed token or key, a
    labelled key (``API_KEY=…``), a private key block, a JWT, credentials in a URL, a password
    given in prose (``password is …``, ``密码为 …``; with no connector a value that starts with a
    letter and holds a digit, "user admin password hunter2"), as ``login: name / value`` or as
    an e-mail address and a password after a slash, a Wi-Fi QR code's password, a card number
    (13-19 digits, Luhn-valid, known issuer prefix; named by a card word in any grouping and
    after any word, otherwise in a normal grouping and not right after an order or tracking
    word; an IBAN's digits and the first sixteen of a longer token, a prepaid meter's, are
    none; a card's number wins over the security code beside it), a router's printed Wi-Fi key
    (``secret.wifi_key``: sixteen digits or more in fours beside a Wi-Fi word), a bearer token, a
    PIN beside an IBAN, a card number, a card word or a bank ("銀行の暗証番号は 5521"), or a PIN or
    password spelled as words (``secret.spelled_pin``: "Die PIN ist sieben-drei-null-fünf"). An
    Indian postal code after "pin code" (six digits, the first 1-8) where no card, bank, account
    or secrecy is named is an address, not a PIN or a code.
``system``
    Nothing to remember: Android ongoing or foreground-service notifications, the progress,
    sys, navigation and stopwatch categories (a status, transport or service notification with
    a title and a text is classified on its text: apps post real news there; a transport one
    whose text is a bare media line is media, unless it tells of a ride arriving), progress,
    media playback, mail-client placeholders, charging status, and device status from any app
    (VPN active, screenshot saved, USB or wireless debugging). Group
    summaries are left to the processor, which knows whether a child is live (cases E1, E2).
``scam``
    Scams and spam, told apart from marketing so that reports can count them: prize and lottery
    claims, premium-rate and short-code sign-ups ("txt WIN to 80086 ... 150p/msg"), fake
    delivery, bank, toll and tax alerts with a suspicious link, "urgent, call now" pressure,
    crypto, investment and job bait, and "hi mum, new number" impersonations asking for money (a
    score over lure, threat, bait and pressure phrases that needs a way to act on it: a
    premium-rate number or a UK 070 personal number, a CN 400 or RU 8-800 service number, a
    short code to text in any of the filter's languages, a keyword in capitals to reply with, a
    charge per message, week or month, an age limit, a suspicious link (a shortener, a cheap
    domain, a hyphenated name, one that names the lure, or one that names a brand only with
    digits for letters: ``paypa1.com``) beside the act it asks for, a stranger to add on a
    messenger or a handle to write to: "DM @giveaway_desk"). English phrases are read in texting
    spellings too ("u hav won", "ur prize is waitin"). Offer words in capitals and a large sum
    of money add to the score; a number to call back is enough only beside a prize or a pile of
    threats; three bait phrases decide alone ("made $4,800 ... arbitrage ... risk free"), and
    so do two prize lures with a sum from a sender that is a phone number, and a link whose
    host poses as a country's or a government's domain ("skat-refusion.dk-borger.net") or runs
    a domain's end into another name ("usps.com-tracklcp.top", "sat-devoluciones.mx.cl"),
    looked for even with no offer word and no sum. A short code of five or six digits that bills
    (beside a charge per message or week, "Txt 89545 £3/wk"; a price right before "stop" sent
    to it) or is given as a person's own number ("txt me on 69698") is spam, and so is a UK
    premium-rate number with a call word before it, after it or in texting ("cl"). An
    eleven-digit 09 number in a Philippine text (a peso, +63, a wallet) is a mobile to call,
    not a UK premium-rate number. A
    friend who won something, a real bank alert with its own number and a real courier's
    tracking link stay below the score, a person quoting a scam they got ("got a text '...' 😂")
    is kept, and a lone threat or offer word with nothing to act on is not checked further. A
    claim code in a prize scam is labelled scam, not otp. A stranger (a bare number, or no
    title) who asks for the code just sent to the reader is a scam (``scam.code_request``: "we
    just sent you a code to block a $940 charge, reply with it"); no service asks its code back.
    A stranger's "wrong number" opener ("Hi, is this David?") with investment or crypto bait
    is the first text of an investment scam (``scam.wrong_number``). Threats and a sum with
    nothing to act on are extortion (``scam.extortion``), unless the notice sends the reader
    to pay in its own app (a real toll or parking notice).
``marketing``
    Promotions, sales, coupons (a score over weighted phrases, each counted once; an
    unsubscribe line alone or a ``【brand】`` prefix is not enough). A message in a person's
    voice (laughter, "I", "my", the texting "u", kisses, "shall we", Singapore English
    particles) and no opt-out line is a friend talking about an offer and stays kept, and so
    is one promotion phrase said flatly, with no sum, code, opt-out, link or exclamation
    ("Primark clearance is mad"); a notice of a voucher used or a code that failed is an
    account, not an offer. A body signed with its sender's name ("VoxTel: Ur FREE mins ...")
    is a brand's, whatever its texting spellings; a brand-signed offer with an opt-out line
    and no prize, threat or suspicious link is marketing, not a scam. A whole opt-out footer
    ("Reply STOP to opt out") beside a price is a business's however chatty the rest, unless it
    ends an account's alerts; beside a price, a free thing or an exclamation in a text with no
    word of the user's own business, booking or journey, an opt-out footer makes an offer
    (``marketing.footer``: "Club Vela sat nite: €4 cocktails, free entry b4 11. STOP to
    60144"). Something of one's own offered on ("got a £10 off voucher, want it?") or a shop's
    sale told of in the third person ("the sale at h&m is mental", "they gave out vouchers")
    is a person's voice. A headline that reports on sales, told with no offer's marks and in a
    report's words ("retailers", "new figures show", "selon"), is news.
``keep``
    Everything else: send it to extraction.

Learned spam model (:mod:`~agent_memory.privacy.spam_model`, issue 26): a text message (an SMS
app of :data:`~agent_memory.privacy.tables.TEXT_MESSAGE_APPS`, or no app named) from a stranger
(no title, a whole phone number, or a stand-in such as "Unknown") that every rule keeps, that
quotes no scam and that asks no "Reply YES or NO" (a bank's check) is dropped as ``scam``
(``scam.learned``) or ``marketing`` (``marketing.learned``) when the model reads its words as
spam at its threshold; such a verdict has no span. On a text message with nothing to act on (no
link, e-mail address or number of five characters) a phrase score of the rules (``scam.score``,
``marketing.score``) yields, and the text is kept, when the model is sure the words are a
person's: a person's words padded onto a scam cannot save its link or its number. No other
rule's verdict is ever changed, and a saved contact's, a named sender's or a short code's text
is never dropped on its words alone. A missing or damaged weights file leaves the rules alone.

Masking policy:
    A notification that carries a secret is dropped as ``secret``, wherever in it the secret
    stands (issue 26: payment cards "are secrets wherever they appear"; a password, a token or
    a PIN pasted into a long chat is the same). One-time codes are always dropped: the code is
    the message.
    A caller that would rather keep the rest of a long message passes ``mask_secrets=True``:
    then a secret whose span is exact (a provider token, a JWT, a card number, a labelled
    key's value, a one-word prose password with a clear end) inside a message that carries at
    least :data:`~agent_memory.privacy.tables.MIN_CONTEXT_WORDS` other words (runs of letters;
    another key is no word) is labelled ``keep`` with the reason ``keep.masked.<rule>``, and
    its spans (kind ``"secret"``) must be masked with :func:`mask_event` before the text leaves
    the filter. Even so, a short message exists to deliver the secret, a card number next to a
    CVV, an expiry date or a PIN is a full credential, a password a service issues ("Your
    temporary password is ...") exists to deliver it, and a private key block or a password
    of more than one word has no certain end: those are dropped.

Modules: :mod:`~agent_memory.privacy.tables` (the rules as data), :mod:`~agent_memory.privacy.scan`
(the one scan that turns a text into tokens), :mod:`~agent_memory.privacy.codes`,
:mod:`~agent_memory.privacy.secrets`, :mod:`~agent_memory.privacy.system` and
:mod:`~agent_memory.privacy.marketing` (the rules of each label), this module (the order of the
labels). Notifications use :func:`agent_memory.notifications.noise.classify` (an event's fields
and flags) and :func:`~agent_memory.notifications.noise.mask_event`; memory texts use
:func:`holds_code_or_secret`; the corpus scoring lives in :mod:`agent_memory.evaluation.noise`.

Use::

    verdict = classify_text(body, title=title, app_id=app_id)
    if verdict.dropped:
        ...  # ignore with verdict.reason; no memory, no LLM call

Reasons and spans carry rule names and offsets only, never text, so both may be logged.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agent_memory.ble.event import MAX_BODY_BYTES, clean_text, cut_utf8, drop_cut_character
from agent_memory.privacy import tables as rules
from agent_memory.privacy.codes import (
    _find_code,
)
from agent_memory.privacy.fields import _Fields
from agent_memory.privacy.marketing import (
    _SCAM_KINDS,
    _YES_OR_NO_RE,
    _find_marketing,
    _find_scam,
    _has_long_number,
    _links,
    _reports_a_scam,
    _sent_from_a_phone_number,
)
from agent_memory.privacy.scan import (
    _ascii_digits,
    _has_other_digits,
    _scan,
    _Token,
)
from agent_memory.privacy.secrets import (
    _CARD_MIN_DIGITS,
    _bare_seed_phrase,
    _find_bare_seed,
    _find_secret,
)
from agent_memory.privacy.spam_model import _features_of_lower, default_model
from agent_memory.privacy.system import (
    _find_system,
)
from agent_memory.privacy.verdict import (
    _KEEP,
    Verdict,
)

__all__ = ["SECRET_WINDOW_OVERLAP", "classify_text", "holds_code_or_secret"]

_PLACEHOLDER_STRIP: Final = " \t\n.…·"
# The app id a memory text is classified under: no app, so no app's system status applies.
_MEMORY_TEXT_APP: Final = "agent-memory"
# The learned model's verdicts carry no span: no one phrase decided (privacy/spam_model.py).
_LEARNED: Final[dict[str, Verdict]] = {
    "scam": Verdict("scam", "scam.learned"),
    "marketing": Verdict("marketing", "marketing.learned"),
}
# The rules' phrase scores: words a person also writes, so the model may overrule them.
_WEIGHED_REASONS: Final = frozenset({"scam.score", "marketing.score"})


def classify_text(
    body: str,
    *,
    title: str = "",
    subtitle: str = "",
    app_id: str = "",
    category: str | None = None,
    ongoing: bool = False,
    mask_secrets: bool = False,
) -> Verdict:
    """Decide whether a text is noise and why: the filter's text-level entry.

    Looks at the title, subtitle and body together (a code can sit in the title), the app id
    (system status), the Android category (``transport``, ``progress`` ...) and the ongoing and
    foreground-service flags. Pure and deterministic: no I/O, no clock, no state.

    Args:
        body: The message text, normalized as a notification body is
            (:func:`agent_memory.ble.event.clean_text`); a body cut by the phone or a bridge is
            classified on what arrived.
        title: The title (an SMS sender, a chat's name), or ``""``.
        subtitle: The subtitle, or ``""``.
        app_id: The package name or bundle id (Android system apps post device status), or
            ``""`` for a text that no app posted.
        category: The Android ``Notification.category``, or None.
        ongoing: Whether Android flagged the post ongoing or a foreground service.
        mask_secrets: Keep a long message that carries a secret with a clear end, its secret
            spans to be masked (``keep.masked.<rule>``), instead of dropping it as ``secret``
            (the default; the module docstring's masking policy).

    Returns:
        The :class:`Verdict`; see the module docstring for the labels, their precedence and the
        masking policy. Its ``reason`` and ``spans`` hold no text, so they may be logged; span
        offsets index ``title``, ``subtitle`` or ``body`` as given.
    """
    fields = _Fields(title, subtitle, body)
    if _has_other_digits(fields.text):  # rare: one search of the whole text tells
        title, subtitle, body = _ascii_digits(title), _ascii_digits(subtitle), _ascii_digits(body)
        fields = _Fields(title, subtitle, body)
    text = fields.text
    stripped = body.strip(_PLACEHOLDER_STRIP).lower()
    if stripped in rules.ANDROID_HIDDEN_PLACEHOLDERS:
        return Verdict(
            "otp", "otp.android_hidden", (fields.span(fields.body_start, len(text), "otp_code"),)
        )
    lower = text.lower()
    tokens, kinds = _scan(text, lower)
    found = _find_code(text, lower, stripped, tokens, kinds, fields)
    if (
        found is not None
        and found.label == "otp"
        and (
            "password" in kinds
            # A number token that may hold a card's fewest digits.
            or any(t.kind == "num" and t.end - t.start >= _CARD_MIN_DIGITS for t in tokens)
        )
    ):
        # Digits inside a password ("heslo je Pepik.2024, nikomu ho nedávej"): beside a
        # "don't share it" they read as a code, but the password holds them. A card's number
        # with its security code ("3714 963182 74603, expires 04/29, security code 1184"): the
        # code is the card's CVV, and the card is the secret.
        secret = _find_secret(text, lower, tokens, kinds, fields, mask_secrets)
        values = {"title": title, "subtitle": subtitle, "body": body}
        if secret is not None and (
            secret.reason == "secret.card"
            or (secret.reason == "secret.password_prose" and _holds_spans(secret, found, values))
        ):
            found = secret
    elif found is None:
        found = _find_secret(text, lower, tokens, kinds, fields, mask_secrets)
    if found is not None and found.dropped:
        # A claim code in a prize scam ("call 0871... with code V7731"), a short code to text
        # "to confirm" an entry: the scam's, not a one-time code (no one-time-code phrase
        # names it); a leaked password quoted by an extortion mail ("I know your password:
        # ..."). The text is dropped either way, under the truer label.
        if kinds & _SCAM_KINDS and (
            (found.reason == "otp.keyword" and "strong" not in kinds)
            or found.reason == "secret.password_prose"
        ):
            return _find_scam(text, lower, tokens, kinds, fields) or found
        return found
    dropped = (
        _find_system(title, body, stripped, app_id, category, ongoing, tokens, kinds, fields)
        or _find_scam(text, lower, tokens, kinds, fields)
        or _find_marketing(text, lower, tokens, kinds, fields)
        # A seed phrase pasted with no seed word: asked last, of a text nothing else drops.
        or _find_bare_seed(text, lower, fields)
    )
    if (
        app_id in rules.TEXT_MESSAGE_APPS
        and body
        and (dropped is None or dropped.reason in _WEIGHED_REASONS)
    ):
        dropped = _learned_review(body, lower, tokens, fields, dropped)
    return dropped or found or _KEEP


def _from_a_stranger(fields: _Fields) -> bool:
    """Whether a text message's title says no saved contact and no registered sender sent it:
    no title, a whole phone number, or a stand-in for none ("Unknown", "No caller ID":
    :data:`~agent_memory.privacy.tables.UNKNOWN_SENDER_TITLES`)."""
    title = fields.title.strip()
    return (
        not title
        or _sent_from_a_phone_number(fields)
        or title.lower() in rules.UNKNOWN_SENDER_TITLES
    )


def _gives_a_way_to_act(lower: str, tokens: Sequence[_Token]) -> bool:
    """Whether a lower-cased text gives the reader something to act on: a link, an e-mail
    address, or a number of five characters or more (a phone number, a short code)."""
    return (
        "@" in lower
        or bool(_links(lower))
        or _has_long_number([t for t in tokens if t.kind == "num"])
    )


def _learned_review(
    body: str, lower: str, tokens: Sequence[_Token], fields: _Fields, dropped: Verdict | None
) -> Verdict | None:
    """The learned spam model's word on a text message (:mod:`~agent_memory.privacy.spam_model`).

    Args:
        body: The message's body.
        lower: The joined text, lower-cased.
        tokens: The text's tokens (:func:`~agent_memory.privacy.scan._scan`).
        fields: The text's fields (the title tells a stranger from a contact).
        dropped: None when every rule keeps the text, else a verdict of
            :data:`_WEIGHED_REASONS`.

    Returns:
        For a kept text from a stranger (:func:`_from_a_stranger`) that quotes no scam and
        asks no "Reply YES or NO", ``scam.learned`` or
        ``marketing.learned`` when the model is sure it is spam, else None. A saved contact's,
        a named sender's or a short code's text is not dropped on its words alone. For a
        weighed verdict on a text with nothing to act on (:func:`_gives_a_way_to_act`): None
        when the model is sure the words are a person's, else ``dropped``; padding a scam with
        a person's words cannot save a link or a number to call. Without a model (a damaged
        install), ``dropped``.
    """
    if dropped is None and not _from_a_stranger(fields):
        return None
    if dropped is not None and _gives_a_way_to_act(lower, tokens):
        return dropped
    model = default_model()
    if model is None:  # a damaged install: the rules alone (logged once by default_model)
        return dropped
    # The body's part of the lower-cased joined text, where lower-casing kept every length.
    body_lower = lower[fields.body_start :] if len(lower) == len(fields.text) else body.lower()
    features = _features_of_lower(body_lower)
    probability = model.spam_probability(features)
    if dropped is None:
        if (
            probability < model.threshold
            or _reports_a_scam(lower)
            # A question to answer ("Reply YES or NO"): the rules read it as a bank's check.
            or _YES_OR_NO_RE.search(lower) is not None
        ):
            return None
        return _LEARNED[model.spam_kind(features)]
    return None if probability < model.keep_below else dropped


def _holds_spans(outer: Verdict, inner: Verdict, values: dict[str, str]) -> bool:
    """Whether every span of ``inner`` lies inside a span of ``outer`` (same field) that holds
    more letters or digits than it: a code that is part of a password ("Pepik.2024"), not a
    password that is the code ("şifreniz: 662019", "OTP密碼 228190(")."""

    def core(field: str, start: int, end: int) -> str:
        return "".join(ch for ch in values[field][start:end] if ch.isalnum())

    return all(
        any(
            o.field == i.field
            and o.start <= i.start
            and i.end <= o.end
            and len(core(o.field, o.start, o.end)) > len(core(i.field, i.start, i.end))
            for o in outer.spans
        )
        for i in inner.spans
    )


SECRET_WINDOW_OVERLAP: Final = 512
"""Characters two windows of :func:`holds_code_or_secret` share: more than the longest code,
card, key or seed phrase the rules find, so none falls between two windows."""


def holds_code_or_secret(text: str) -> bool:
    """Return whether ``text`` carries a one-time code or a secret (by :func:`classify_text`).

    For texts that are not notifications: memory contents a model proposes, memories the agent
    saves, an episode's goal and observations. Memory-action case M10: a code or secret appears
    in no store.

    Args:
        text: Any text, of any length. It is read as a notification body is (normalized by
            :func:`~agent_memory.ble.event.clean_text`: NFC, no control characters), in windows
            of :data:`~agent_memory.ble.event.MAX_BODY_BYTES` (4,096 UTF-8 bytes, a
            notification body's limit) that overlap by :data:`SECRET_WINDOW_OVERLAP` characters,
            so a code or secret anywhere in a longer text, or across two windows, is found.

    Returns:
        True when a window alone, as the body of no app, would be labelled ``otp`` or
        ``secret`` or has a secret span.
    """
    clean = clean_text(drop_cut_character(text)[0])
    start = 0
    while True:
        window, cut, _ = cut_utf8(clean[start:], MAX_BODY_BYTES)
        verdict = classify_text(window, app_id=_MEMORY_TEXT_APP)
        if verdict.label in ("otp", "secret") or verdict.secret_spans:
            return True
        if verdict.dropped and _bare_seed_phrase(window.lower()) is not None:
            return True  # a seed phrase in a text dropped as a scam or a promotion
        if not cut:
            return False
        start += max(1, len(window) - SECRET_WINDOW_OVERLAP)
