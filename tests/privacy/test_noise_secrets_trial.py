"""Secrets an outside trial found kept (issue 26: "0 codes or secrets kept"), one test per
kind, with variants written for the test."""

from __future__ import annotations

import pytest

from agent_memory.privacy import classify_text, holds_code_or_secret

SEED = "apple river stone cloud tiger lamp window forest candle orbit lemon saddle"


@pytest.mark.parametrize(
    "body",
    [
        f"my seed phrase: {SEED}. Keep safe",
        f"recovery phrase is {SEED}! dont lose it",
    ],
)
def test_a_seed_phrase_followed_by_another_sentence_is_a_secret(body: str) -> None:
    verdict = classify_text(body)
    assert verdict.reason == "secret.seed_phrase"
    (span,) = verdict.spans
    # The run ends at the sentence's end, without its full stop.
    assert body[span.start : span.end].endswith("saddle")


def test_prose_after_a_sentence_of_seed_shaped_words_is_no_seed_phrase() -> None:
    body = "We went to the park. Then lunch. Then the lake and home again after a long day out."
    assert classify_text(body).label == "keep"


@pytest.mark.parametrize(
    ("body", "value"),
    [
        ("changed the netflix password to Seaside2025", "Seaside2025"),
        ("My password is now Kettle#77", "Kettle#77"),
        ("the password to the wifi is Sunny2024!", "Sunny2024"),
    ],
)
def test_a_password_given_with_to_or_is_now_is_a_secret(body: str, value: str) -> None:
    verdict = classify_text(body)
    assert verdict.label == "secret"
    assert value in [body[s.start : s.end] for s in verdict.spans]


@pytest.mark.parametrize(
    "body",
    [
        "I need to change my password to something easier",
        "password to 2 accounts got leaked lol",
    ],
)
def test_talk_about_changing_a_password_is_kept(body: str) -> None:
    assert classify_text(body).label == "keep"


def test_both_halves_of_an_aws_key_pair_in_a_long_chat_are_masked_when_asked() -> None:
    body = (
        "hey here are the creds for the staging bucket we talked about this morning, access key"
        " AKIAIOSFODNN7EXAMPLE and secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY, dont share"
        " them around ok"
    )
    assert classify_text(body).reason == "secret.aws_access_key"
    verdict = classify_text(body, mask_secrets=True)
    assert verdict.reason == "keep.masked.aws_access_key"
    masked = [body[s.start : s.end] for s in verdict.spans]
    assert masked == ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]


@pytest.mark.parametrize(
    ("body", "value"),
    [
        ("the password is Blue Hippo 77", "Blue Hippo 77"),
        ("wifi password is Sunny Days 2024, see u later", "Sunny Days 2024"),
    ],
)
def test_a_passphrase_of_capitalised_words_and_a_number_is_a_secret(body: str, value: str) -> None:
    verdict = classify_text(body)
    assert verdict.reason == "secret.password_prose"
    assert [body[s.start : s.end] for s in verdict.spans] == [value]


@pytest.mark.parametrize(
    "body",
    [
        "My password is too long to remember lol",
        "the password is on the fridge",
        "the new password policy is 12 characters",
    ],
)
def test_talk_about_a_password_without_a_passphrase_is_kept(body: str) -> None:
    assert classify_text(body).label == "keep"


@pytest.mark.parametrize(
    ("body", "value"),
    [
        ("user admin password hunter2", "hunter2"),
        ("login for the router: user admin password hunter2", "hunter2"),
        ("wifi is BTHub-7781 password hunter2", "hunter2"),
        ("passwort sommer2024 fürs wlan", "sommer2024"),
    ],
)
def test_a_password_word_then_a_value_with_a_digit_is_a_secret(body: str, value: str) -> None:
    verdict = classify_text(body)
    assert verdict.label == "secret"
    assert [body[s.start : s.end] for s in verdict.spans] == [value]


@pytest.mark.parametrize(
    "body",
    [
        "I'll pass 2moro, too tired",  # a short password word: texting uses it for other things
        "pw 2nite? cant make it",
        "password expires in 3 days apparently",
        "the password reset email never came",
        "my password is the same as my old one",
        "password 123 is not a password",  # starts with a digit, and too short
    ],
)
def test_a_password_word_then_words_or_texting_is_kept(body: str) -> None:
    assert classify_text(body).label == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Zoom passcode is 7Hq9Kx",
        "Teams meeting: passcode bQ4x7Z, see you at 3",
    ],
)
def test_a_meeting_passcode_in_mixed_case_is_a_code(body: str) -> None:
    # Beside its meeting ID a passcode is an invite's, kept with it (test_noise_third_trial).
    verdict = classify_text(body)
    assert verdict.label == "otp"
    (span,) = verdict.spans
    assert body[span.start : span.end] in ("7Hq9Kx", "bQ4x7Z")


def test_a_temporary_password_in_mixed_case_stays_a_secret() -> None:
    # "expires in" is a support word of codes, not a strong one: the mixed-case value is the
    # password's, and the message is a secret, not a one-time code.
    body = "Your temporary VPN password is Xk9pQ2mZ - it expires in 24 hours."
    assert classify_text(body).reason == "secret.password_prose"


@pytest.mark.parametrize(
    ("body", "value"),
    [
        ("pw for the shared drive Kestrel!88", "Kestrel!88"),
        ("password for the alarm panel at the office Gr33n#Door", "Gr33n#Door"),
        ("passwort vom gäste-wlan Hafen_2024", "Hafen_2024"),
    ],
)
def test_a_strong_value_last_on_its_line_after_a_password_word_is_a_secret(
    body: str, value: str
) -> None:
    verdict = classify_text(body)
    assert verdict.label == "secret"
    assert [body[s.start : s.end] for s in verdict.spans] == [value]


@pytest.mark.parametrize(
    "body",
    [
        "what is the password for the iPhone15",  # no symbol: a device's name, not a password
        "password for the work laptop is on the post-it",
        "the password for the router? it is printed on the back",
        "key: 3 bed flat, garden, parking",
    ],
)
def test_a_question_about_a_password_or_a_key_line_of_words_is_kept(body: str) -> None:
    assert classify_text(body).label == "keep"


@pytest.mark.parametrize(
    ("body", "value"),
    [
        ("Das Passwort für mein Online-Banking ist Sonnenblume77", "Sonnenblume77"),
        ("the password for the staging database server is Kettle#77", "Kettle#77"),
    ],
)
def test_what_a_password_is_for_may_stand_before_its_connector(body: str, value: str) -> None:
    verdict = classify_text(body)
    assert verdict.label == "secret"
    assert value in [body[s.start : s.end] for s in verdict.spans]


def test_a_key_label_with_a_password_value_is_a_secret() -> None:
    body = "wifi: BT-Hub-7X2K key: 4fJd9cKqPn3R"
    verdict = classify_text(body)
    assert verdict.label == "secret"
    assert [body[s.start : s.end] for s in verdict.spans] == ["4fJd9cKqPn3R"]


def test_a_providers_token_after_a_key_label_keeps_its_rule() -> None:
    verdict = classify_text("new deploy key: glpat-Q8v2Rk4Lm9Tx7Zp1Ws3Y")
    assert verdict.reason == "secret.gitlab_token"


@pytest.mark.parametrize(
    "body",
    [
        "Die PIN von der EC-Karte ist 3318, hol bitte 50 € ab",
        "o PIN do cartão é 4821, tira 100 pra mim",
    ],
)
def test_a_pin_of_a_named_card_is_a_secret(body: str) -> None:
    assert classify_text(body).reason == "secret.account_pin"


BIP39_EN = "legal winner thank year wave sausage worth useful legal winner thank yellow"
BIP39_ES = "ábaco abdomen abeja abierto abogado abono aborto abrazo abrir abuelo abuso acabar"


@pytest.mark.parametrize(
    ("body", "phrase"),
    [
        (BIP39_EN, BIP39_EN),
        (f"{BIP39_EN}. Keep them safe", BIP39_EN),
        (f"guarda esto: {BIP39_ES}", BIP39_ES),
        (f"note to self\n{BIP39_EN}", BIP39_EN),
    ],
)
def test_a_bare_run_of_bip39_words_is_a_seed_phrase(body: str, phrase: str) -> None:
    verdict = classify_text(body)
    assert verdict.reason == "secret.seed_phrase"
    (span,) = verdict.spans
    assert body[span.start : span.end] == phrase


@pytest.mark.parametrize(
    "body",
    [
        # Words of the list, but prose: "the", "to", "and" are in no list.
        "We went to the park and then had a lovely lunch by the river with the kids and the dog",
        "Remember to buy milk, bread, cheese, apples, lemons, butter, sugar, rice and coffee today",
        # Eleven words of the list: one short of a seed phrase.
        "legal winner thank year wave sausage worth useful legal winner thank",
    ],
)
def test_prose_and_short_runs_of_list_words_are_kept(body: str) -> None:
    assert classify_text(body).label == "keep"


def test_a_bare_seed_phrase_inside_a_dropped_text_still_holds_a_secret() -> None:
    # The classifier asks for a bare seed phrase last, of a text nothing else drops; a memory
    # text that reads as a scam is still checked for one before it is stored.
    body = f"WINNER! Claim your prize, txt WIN to 80086 now. Backup: {BIP39_EN}"
    assert classify_text(body).label == "scam"
    assert holds_code_or_secret(body)
    assert not holds_code_or_secret("WINNER! Claim your prize, txt WIN to 80086 now.")


def test_a_run_of_list_words_that_repeats_itself_is_no_seed_phrase() -> None:
    # "text" and "long" are BIP-39 words; a seed phrase draws twelve from 2,048.
    assert classify_text("Long email " + "text " * 100).label == "keep"
    assert classify_text("deal deal deal deal deal deal deal deal deal deal deal deal").label == (
        "keep"
    )
