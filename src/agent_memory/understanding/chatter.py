"""Recognise notifications that carry nothing to remember.

Chatter is a whole message that only acknowledges ("ok thx", "收到，谢谢", "Danke!", "👍"),
greets or reacts ("Liked a message", "❤️"), tests ("Test message") or reports a call's state
("Incoming call", "Ongoing call", "Calling…", "通话中"). A message that adds anything (a time, a
place, a question, a name of a thing) is not chatter: "Thanks, see you at 7" is a plan.

The decision looks at the text only; sender and app names are stripped by the caller. Missed
calls are not chatter: who called and when is something a person asks about.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["is_call_notice", "is_chatter", "strip_sender"]

# Acknowledgement and thanks phrases, lower-cased, as whole messages (punctuation and emoji
# around them are ignored).
_ACK = frozenset(
    [
        "ok",
        "okay",
        "okey",
        "k",
        "kk",
        "okk",
        "oki",
        "okie",
        "okidoki",
        "ok",
        "thx",
        "ok",
        "thanks",
        "ok",
        "thank",
        "you",
        "okay",
        "thanks",
        "ok",
        "ty",
        "thx",
        "thanks",
        "thank",
        "you",
        "thank",
        "u",
        "ty",
        "tysm",
        "thanks",
        "a",
        "lot",
        "thanks",
        "so",
        "much",
        "many",
        "thanks",
        "cheers",
        "got",
        "it",
        "got",
        "it",
        "thanks",
        "thanks",
        "got",
        "it",
        "ok",
        "got",
        "it",
        "noted",
        "noted",
        "thanks",
        "received",
        "roger",
        "roger",
        "that",
        "sure",
        "sounds",
        "good",
        "sgtm",
        "cool",
        "great",
        "perfect",
        "nice",
        "awesome",
        "np",
        "no",
        "problem",
        "no",
        "worries",
        "yep",
        "yes",
        "yeah",
        "yup",
        "nope",
        "no",
        "lol",
        "haha",
        "hahaha",
        "lmao",
        "will",
        "do",
        "on",
        "it",
        "done",
        "ack",
        "👍",
        "alright",
        "all",
        "right",
        "fine",
        "see",
        "you",
        "see",
        "ya",
        "cya",
        "bye",
        "good",
        "night",
        "gn",
        "gm",
        "good",
        "morning",
        "morning",
        "night",
        "nite",
        "ttyl",
        "thanks,",
        "got",
        "it",
        "ok,",
        "thanks",
        "ok",
        "thx!",
        "danke",
        "danke",
        "schön",
        "danke",
        "dir",
        "vielen",
        "dank",
        "alles",
        "klar",
        "ok",
        "danke",
        "passt",
        "super",
        "gut",
        "jawohl",
        "ja",
        "nein",
        "merci",
        "merci",
        "beaucoup",
        "d'accord",
        "dac",
        "ok",
        "merci",
        "super",
        "parfait",
        "bien",
        "reçu",
        "reçu",
        "oui",
        "non",
        "gracias",
        "muchas",
        "gracias",
        "vale",
        "de",
        "acuerdo",
        "perfecto",
        "recibido",
        "ok",
        "gracias",
        "sí",
        "si",
        "genial",
        "obrigado",
        "obrigada",
        "valeu",
        "beleza",
        "combinado",
        "certo",
        "ok",
        "obrigado",
        "recebido",
        "sim",
        "grazie",
        "grazie",
        "mille",
        "va",
        "bene",
        "perfetto",
        "ricevuto",
        "ok",
        "grazie",
        "sì",
        "bedankt",
        "dank",
        "je",
        "dank",
        "je",
        "wel",
        "dankjewel",
        "oké",
        "prima",
        "top",
        "ontvangen",
        "ja",
        "nee",
        "收到",
        "收到谢谢",
        "收到，谢谢",
        "好的",
        "好",
        "好的谢谢",
        "谢谢",
        "多谢",
        "谢啦",
        "嗯",
        "嗯嗯",
        "哦",
        "知道了",
        "ok",
        "好嘞",
        "没问题",
        "行",
        "可以",
        "明白",
        "了解",
        "辛苦了",
        "好的收到",
        "晚安",
        "早安",
        "哈哈",
        "哈哈哈",
        "了解です",
        "ありがとう",
        "はい",
    ]
)
_ACK_PHRASES = frozenset(
    p.strip()
    for p in [
        "\n    got it",
        "thanks, got it",
        "thanks got it",
        "ok thx",
        "ok thanks",
        "thank you",
        "thanks a lot",
        "thanks so much",
        "\n    no problem",
        "no worries",
        "sounds good",
        "will do",
        "all right",
        "see you",
        "good night",
        "good morning",
        "\n    roger that",
        "on it",
        "vielen dank",
        "danke schön",
        "alles klar",
        "merci beaucoup",
        "bien reçu",
        "muchas gracias",
        "\n    de acuerdo",
        "grazie mille",
        "va bene",
        "dank je",
        "dank je wel",
        "ok danke",
        "ok merci",
        "ok gracias",
        "\n    ok obrigado",
        "ok grazie",
        "收到，谢谢",
        "收到 谢谢",
        "好的，谢谢",
        "好的 谢谢",
        "好的，收到",
        "thanks!",
        "\n    ok, thanks",
        "ok, got it",
        "perfect, thanks",
        "great, thanks",
        "cool thanks",
        "great thanks",
        "thx!",
        "\n    liked a message",
        "loved a message",
        "reacted to your message",
        "laughed at a message",
        "\n    emphasized a message\n    ",
    ]
)
_TEST = re.compile(
    r"^(?:this is a )?(?:test|testing|test message|test notification|testnachricht|"
    r"message de test|mensaje de prueba|mensagem de teste|messaggio di prova|testbericht|"
    r"测试|测试消息|測試|test \d+|testing \d+(?: \d+)*)$"
)
_CALL = re.compile(
    r"^(?:incoming (?:voice |video )?call|ongoing (?:voice |video )?call|calling|call ended|"
    r"(?:voice|video) call|call in progress|ringing|on a call|"
    r"eingehender anruf|laufender anruf|anruf|appel entrant|appel en cours|"
    r"llamada entrante|llamada en curso|chamada recebida|chamada em andamento|"
    r"chiamata in arrivo|chiamata in corso|inkomende oproep|"
    r"来电|来电中|通话中|正在通话|语音通话|视频通话|语音通话中|视频通话中|邀请你语音通话|"
    r"邀请你视频通话|通话结束)$"
)
_REACTION = re.compile(
    r"^(?:liked|loved|laughed at|emphasized|disliked|questioned|reacted(?: \S+)? to) "
    r"(?:a message|an image|a photo|“.*”|\".*\")$"
)
_STRIP = re.compile(r"[\s\.,!?！？。，、~～…:;：；\-—()（）\[\]【】\"“”'‘’]+")


def _only_symbols(text: str) -> bool:
    """True when ``text`` holds no letter or digit: emoji, punctuation, symbols."""
    for char in text:
        cat = unicodedata.category(char)
        if cat[0] in {"L", "N"}:
            return False
    return True


_P_SENDER = re.compile(r"^[^\s:：\d][^:：\n]{0,30}[:：]\s+")


def strip_sender(text: str) -> str:
    """Drop a group chat's "Name: " prefix ("Priya: 👍" -> "👍"); other text is returned as is.

    Args:
        text: A chat message body.

    Returns:
        The message without a leading sender name of at most 31 characters.
    """
    m = _P_SENDER.match(text)
    if m is None or len(m.group(0).split()) > 4:
        return text
    return text[m.end() :]


def is_chatter(text: str) -> bool:
    """Return whether a message has nothing to remember.

    Args:
        text: The message text (body, or title when the body is empty), without the sender.

    Returns:
        ``True`` for acknowledgements, thanks, emoji or punctuation alone, reactions, test
        messages and call-state notices in any of the supported languages; ``False`` for
        anything that says more (an empty text is chatter).
    """
    stripped = text.strip()
    if not stripped or _only_symbols(stripped):
        return True
    low = stripped.lower()
    # Drop emoji and other symbols around the words: "Thanks! 🙏" -> "thanks".
    words = "".join(c for c in low if unicodedata.category(c)[0] not in {"S"} or c == "👍")
    words = words.replace("👍", " ").strip()
    collapsed = _STRIP.sub(" ", words).strip()
    if not collapsed:
        return True
    if collapsed in _ACK or words.strip(" .!?。！？~") in _ACK_PHRASES:
        return True
    if _TEST.match(collapsed) or _CALL.match(collapsed) or _REACTION.match(low):
        return True
    tokens = collapsed.split()
    if len(tokens) <= 4 and all(t in _ACK for t in tokens):
        return True
    joined = collapsed.replace(" ", "")
    return len(joined) <= 8 and joined in _ACK


def is_call_notice(text: str) -> bool:
    """Return whether ``text`` is a call-state notice ("Incoming call", "通话中", "[语音通话]").

    Args:
        text: A title or body.

    Returns:
        ``True`` for incoming/ongoing/ended call notices; ``False`` for missed calls and
        anything else.
    """
    collapsed = _STRIP.sub(" ", text.lower()).strip()
    return bool(collapsed) and bool(_CALL.match(collapsed))
