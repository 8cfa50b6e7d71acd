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

from agent_memory.understanding._phrases import word_set

__all__ = ["is_call_notice", "is_chatter", "strip_sender"]

# Acknowledgement and thanks phrases, lower-cased, as whole messages (punctuation and emoji
# around them are ignored).
_ACK = word_set(
    """
    +1 a ack acuerdo agreed all alles alright awesome beaucoup bedankt beleza bene bet bien bye
    certo cheers combinado cool cya d'accord dac dank danke dankjewel de deal dir ditto do done
    fine genial gm gn good got gracias grazie great gut haha hahaha hehe hehehe hihi it ja jaja
    jajaja jajajaja jawohl je jeje jejeje k kk kkk kkkk kkkkk klar lmao lmfao lol lot many mdr
    me merci mille morning much muchas nee nein nice night nite no non nope noted np obrigada
    obrigado ok ok, okay okey oki okidoki okie okk omg ontvangen oui parfait passt perfect
    perfecto perfetto prima ptdr recebido received recibido ricevuto rofl roger rsrs rsrsrs same
    sgtm si sim sounds super sure thank thanks thx thx! top ttyl ty tysm va vale valeu woohoo
    wow xd xdd yay yayy yeah yep yes yup
    oké reçu sì sí ありがとう はい 了解 了解です 可以 哈哈 哈哈哈 哦
    嗯 嗯嗯 多谢 好 好嘞 好的 好的收到 好的谢谢 收到 收到谢谢 收到，谢谢 早安
    明白 晚安 没问题 知道了 行 谢啦 谢谢 辛苦了 👍
    """
)
_ACK_PHRASES = frozenset(
    [
        "all right",
        "alles klar",
        "bien reçu",
        "can't wait",
        "cool cool",
        "cool thanks",
        "dank je",
        "dank je wel",
        "danke dir",
        "danke schön",
        "de acuerdo",
        "de nada",
        "de rien",
        "emphasized a message",
        "gern geschehen",
        "good morning",
        "good night",
        "got it",
        "graag gedaan",
        "gracias mija",
        "gracias mijo",
        "grazie mille",
        "grazie mille cara",
        "great thanks",
        "great, thanks",
        "haha finally",
        "haha nice",
        "laughed at a message",
        "liked a message",
        "lol ok",
        "love u",
        "love you",
        "loved a message",
        "me too",
        "merci beaucoup",
        "miss you",
        "muchas gracias",
        "muchas gracias mija",
        "no problem",
        "no thanks",
        "no worries",
        "np!",
        "obrigado amor",
        "ok cool",
        "ok danke",
        "ok gracias",
        "ok grazie",
        "ok lol",
        "ok merci",
        "ok obrigado",
        "ok thanks",
        "ok thx",
        "ok, got it",
        "ok, thanks",
        "ok的",
        "on it",
        "perfect, thanks",
        "prego",
        "reacted to your message",
        "roger that",
        "same here",
        "see ya soon",
        "see you",
        "see you all",
        "see you soon",
        "see you there",
        "sounds good",
        "sounds great",
        "super merci",
        "talk soon",
        "thank you",
        "thank you so much",
        "thanks a lot",
        "thanks got it",
        "thanks love",
        "thanks so much",
        "thanks so much!",
        "thanks!",
        "thanks, got it",
        "thx!",
        "va bene",
        "vielen dank",
        "vielen lieben dank",
        "will do",
        "works for me",
        "yes please",
        "you're welcome",
        "不客气",
        "好哒",
        "好滴",
        "好的 谢谢",
        "好的好的",
        "好的，收到",
        "好的，谢谢",
        "收到 谢谢",
        "收到收到",
        "收到，谢谢",
        "没事",
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


_LONGEST_CHATTER = 60


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
    if len(stripped) > _LONGEST_CHATTER:
        return bool(_REACTION.match(low))  # acknowledgements are short; a long text says more
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
