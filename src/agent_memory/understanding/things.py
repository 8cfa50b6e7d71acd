"""Name the real-world thing a notification is about, with a key that is the same from any app.

Kinds and keys (``kind:identifier[:date or period]``; identifiers upper-cased, names slugged):

=============  ==========================================  ==================================
kind           identified by                               key example
=============  ==========================================  ==================================
flight         carrier (IATA) + number, departure date     ``flight:UA857:2026-05-14``
train          train number, departure date                ``train:G1234:2026-05-14``
booking        booking / PNR / reservation reference       ``booking:K7XQ2M``
order          order number                                ``order:4471-2209``
parcel         tracking number                             ``parcel:1Z999AA10123456784``
pickup         pickup point (never the pickup code)        ``pickup:菜鸟驿站-xx店``
appointment    provider, date                              ``appointment:chen:2026-05-14``
meeting        title (or organizer), date                  ``meeting:standup:2026-05-11``
bill           payee, period (month)                       ``bill:verizon:2026-05``
subscription   payee, period (month)                       ``subscription:netflix:2026-12``
school         event, date                                 ``school:field-trip:2026-05-14``
=============  ==========================================  ==================================

The date in a key is the thing's own date when the text gives one, else the item's local date;
:attr:`Thing.family` is the key without it, for matching a rescheduled thing (whose new date
makes a new key) or a later notice that names no date ("UA 857 gate change") against the thing
already held. A text naming several identifiers (an order and its tracking number) gets the most
specific as its key and the others as :attr:`Thing.aliases`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date

from agent_memory.understanding._phrases import expand, phrase_pattern, word_set

__all__ = ["Thing", "app_kind", "find_thing", "keys_match", "slug"]


@dataclass(frozen=True, slots=True)
class Thing:
    """A real-world thing a notification names.

    Attributes:
        kind: ``flight``, ``train``, ``booking``, ``order``, ``parcel``, ``pickup``,
            ``appointment``, ``meeting``, ``bill``, ``subscription`` or ``school``.
        key: Stable normalized key (see the module docstring): the same from any app, any batch.
        label: Display form ("Flight UA 857", "Order 4471-2209").
        aliases: Keys of other identifiers the same text names (an order's tracking number).
    """

    kind: str
    key: str
    label: str
    aliases: tuple[str, ...] = ()

    @property
    def family(self) -> str:
        """Return the key without its trailing date or period ("flight:UA857")."""
        return _DATED.sub("", self.key)


_DATED = re.compile(r":\d{4}-\d{2}(?:-\d{2})?$")


def slug(text: str, *, limit: int = 40) -> str:
    """Return a stable lower-case slug of a name: NFKC, letters and digits joined by ``-``."""
    norm = unicodedata.normalize("NFKC", text).lower()
    words = re.findall(r"[^\W_]+", norm)
    out = "-".join(words)
    return out[:limit].strip("-")


# --------------------------------------------------------------------------------------------
# App kinds
# --------------------------------------------------------------------------------------------

_APP_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "calendar",
        re.compile(
            r"calendar|mobilecal|teams|zoom|webex|fantastical|feishu|lark|dingtalk|"
            r"wework|日历|日曆|飞书|钉钉|企业微信|kalender|calendrier|calendario|agenda",
            re.I,
        ),
    ),
    (
        "messaging",
        re.compile(
            r"tencent\.mm|wechat|微信|whatsapp|telegram|telegra\.ph|signal|securesms|mobilesms|"
            r"messages|imessage|sms|facebook\.orca|naver\.line|kakao|viber|skype|snapchat|"
            r"instagram|zalo|wickr|element|matrix|rocket\.chat|mattermost|googlechat|hangouts|"
            r"line|slack|discord|messenger|tencent\.mobileqq|\bqq\b|kakao|viber|threema|"
            r"mms|chat|messaging",
            re.I,
        ),
    ),
)


def app_kind(app: str) -> str | None:
    """Return ``"calendar"`` or ``"messaging"`` for an app id or display name, else ``None``."""
    for kind, pattern in _APP_KINDS:
        if pattern.search(app):
            return kind
    return None


# --------------------------------------------------------------------------------------------
# Patterns
# --------------------------------------------------------------------------------------------


_P_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
_P_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@dataclass(frozen=True, slots=True)
class _Text:
    """A text prepared once for the word tables: lower-cased, its words, whether it has CJK."""

    low: str
    words: frozenset[str]
    cjk: bool

    @classmethod
    def of(cls, text: str) -> _Text:
        low = text.lower()
        return cls(low, frozenset(_P_WORD.findall(low)), _P_CJK_CHAR.search(low) is not None)


class _WordTable:
    """Phrases tested by word-set lookups (fast), with a pattern kept for finding positions."""

    __slots__ = ("multi", "other", "pattern", "prefixes", "single")

    def __init__(self, latin: str, other: str, *, prefix: bool = False) -> None:
        phrases = [p for pattern in latin.split() for p in expand(pattern)]
        self.single = frozenset(p for p in phrases if " " not in p and not prefix)
        self.prefixes = tuple(p for p in phrases if " " not in p and prefix)
        self.multi = tuple(p for p in phrases if " " in p)
        self.other = re.compile(other) if other else None
        tree = phrase_pattern(latin.split(), bounded=False)
        body = rf"(?<![\w]){tree}" if prefix else rf"(?<![\w]){tree}(?![\w])"
        self.pattern = re.compile(f"{body}|{other}" if other else body)

    def found(self, text: _Text) -> bool:
        """Whether any phrase occurs in ``text``."""
        if not text.words.isdisjoint(self.single):
            return True
        if self.prefixes and any(w.startswith(self.prefixes) for w in text.words):
            return True
        if any(p in text.low for p in self.multi):
            return True
        return text.cjk and self.other is not None and self.other.search(text.low) is not None


def _words(latin: str, other: str, *, prefix: bool = False) -> _WordTable:
    """Build a word table: space-separated phrases (small patterns) and an extra alternation.

    With ``prefix`` a phrase also matches the start of a longer word ("arriv" in "arriving").
    """
    return _WordTable(latin, other, prefix=prefix)


# IATA designators of airlines common in notifications (a flight number elsewhere needs a
# "flight" word next to it).
_CARRIERS = frozenset(
    [
        "AA",
        "AC",
        "AF",
        "AI",
        "AM",
        "AR",
        "AS",
        "AT",
        "AV",
        "AY",
        "AZ",
        "BA",
        "BR",
        "B6",
        "CA",
        "CI",
        "CX",
        "CZ",
        "DL",
        "EI",
        "EK",
        "EN",
        "ET",
        "EW",
        "EY",
        "FI",
        "FJ",
        "FR",
        "F9",
        "FX",
        "G3",
        "GA",
        "HA",
        "HO",
        "HU",
        "HX",
        "IB",
        "JL",
        "JJ",
        "JQ",
        "KA",
        "KE",
        "KL",
        "KQ",
        "LA",
        "LH",
        "LO",
        "LX",
        "LY",
        "MF",
        "MH",
        "MS",
        "MU",
        "NH",
        "NK",
        "NZ",
        "OS",
        "OU",
        "OZ",
        "PC",
        "PG",
        "PR",
        "QF",
        "QR",
        "RJ",
        "SA",
        "SK",
        "SN",
        "SQ",
        "SU",
        "SV",
        "TG",
        "TK",
        "TP",
        "TR",
        "UA",
        "UL",
        "UO",
        "U2",
        "UX",
        "VA",
        "VN",
        "VS",
        "VY",
        "WN",
        "WS",
        "W6",
        "ZH",
        "3U",
        "8L",
        "9C",
        "NV",
        "HV",
        "DY",
        "D8",
        "EW",
        "DE",
        "LS",
        "BT",
        "OK",
        "RO",
        "A3",
        "JU",
        "PS",
    ]
)
_FLIGHT_WORD = r"(?:flight|flt|flug|vol|vuelo|voo|volo|vlucht|航班|班机|班機)"
_P_FLIGHT_KW = re.compile(
    r"(?<![\w])" + _FLIGHT_WORD + r"\s*(?:no\.?|number|nr\.?|n°|nº|#|号)?\s*[:：]?\s*"
    r"(?P<c>[A-Z][A-Z0-9]|[0-9][A-Z])\s?(?P<n>\d{1,4})(?![\w])",
    re.I,
)
_P_FLIGHT_CN = re.compile(
    r"(?<![A-Za-z0-9])(?P<c>[A-Z][A-Z0-9]|[0-9][A-Z])\s?(?P<n>\d{2,4})\s*(?:次)?(?:航班|班机)"
)
_AIRLINES = {
    "united": "UA",
    "delta": "DL",
    "american": "AA",
    "american airlines": "AA",
    "southwest": "WN",
    "jetblue": "B6",
    "alaska": "AS",
    "air canada": "AC",
    "westjet": "WS",
    "lufthansa": "LH",
    "air france": "AF",
    "klm": "KL",
    "british airways": "BA",
    "iberia": "IB",
    "ryanair": "FR",
    "easyjet": "U2",
    "vueling": "VY",
    "tap": "TP",
    "swiss": "LX",
    "austrian": "OS",
    "ita airways": "AZ",
    "aer lingus": "EI",
    "virgin atlantic": "VS",
    "sas": "SK",
    "finnair": "AY",
    "turkish airlines": "TK",
    "emirates": "EK",
    "qatar airways": "QR",
    "etihad": "EY",
    "singapore airlines": "SQ",
    "cathay pacific": "CX",
    "ana": "NH",
    "jal": "JL",
    "korean air": "KE",
    "qantas": "QF",
    "air india": "AI",
    "国航": "CA",
    "中国国航": "CA",
    "中国国际航空": "CA",
    "东航": "MU",
    "东方航空": "MU",
    "南航": "CZ",
    "南方航空": "CZ",
    "海航": "HU",
    "海南航空": "HU",
    "川航": "3U",
    "四川航空": "3U",
    "厦航": "MF",
    "厦门航空": "MF",
    "深航": "ZH",
    "深圳航空": "ZH",
}
_P_AIRLINE = re.compile(
    r"(?<![\w])(?P<a>(?i:"
    + "|".join(sorted((a for a in _AIRLINES if a.isascii()), key=len, reverse=True))
    + r"))(?:\s+(?i:airlines?|airways))?\s+(?:(?i:flight)\s+)?(?P<n>\d{1,4})(?![\w])"
    + r"|(?P<a2>"
    + "|".join(sorted((a for a in _AIRLINES if not a.isascii()), key=len, reverse=True))
    + r")\s*(?P<n2>\d{1,4})(?![A-Za-z0-9])"
)
_P_NOT_FLIGHT_BEFORE = re.compile(
    r"(?i:gate|terminal|platform|seat|row|room|track|gleis|porte|puerta|sala|zone|level)\s*$"
)
_P_FLIGHT_BARE = re.compile(r"(?<![\w-])(?P<c>[A-Z][A-Z0-9]|[0-9][A-Z])\s?(?P<n>\d{1,4})(?![\w-])")
_FLIGHT_CONTEXT = _words(
    "gate depart boarding terminal arriv flight airline airport check-in abflug flugsteig "
    "départ embarquement salida embarque partenza imbarco vertrek",
    "登机|起飞|航站楼|航班|值机|机场",
    prefix=True,
)

_P_TRAIN_CN = re.compile(r"(?<![A-Za-z0-9])(?P<n>[GDCZTKYLS]\d{1,4})(?![A-Za-z0-9])\s*(?:次)?")
_TRAIN_CN_CONTEXT = re.compile(
    r"车次|列车|高铁|动车|火车|检票|12306|候车|站台|乘车|铁路|开车|车厢|座位|铁路"
)
_P_TRAIN_EU = re.compile(
    r"(?<![\w])(?P<c>ICE|IC|EC|ECE|TGV INOUI|TGV|OUIGO|RE|RB|IR|IRE|EN|NJ|RJ|RJX|AVE|ALVIA|AVLO|"
    r"FR|FA|FB|ITA|Italo|Eurostar|Thalys|Frecciarossa|Frecciargento|Railjet|Amtrak|Acela|"
    r"Intercity|SJ|TER)\s?(?P<n>\d{2,5})(?![\w])"
)
_P_TRAIN_WORD = re.compile(
    r"(?<![\w])(?:train|zug|tren|trem|treno|trein|列车|车次)\s*(?:no\.?|number|nr\.?|n°|nº|#)?"
    r"\s*[:：]?\s*(?P<n>[A-Z]{0,3}\s?\d{2,5})(?![\w])",
    re.I,
)
_TRAIN_EU_CONTEXT = _words(
    "platform track gleis voie quai andén vía plataforma linha binario spoor train zug tren "
    "trem treno trein coach wagen voiture coche carrozza departs abfahrt départ salida "
    "partenza vertrek rail bahn sncf renfe trenitalia ns cp",
    "",
    prefix=True,
)

_ID = r"(?P<id>(?-i:[A-Z0-9](?:[A-Z0-9-]{2,34}[A-Z0-9])))"
_P_TRACKING = re.compile(
    r"(?:(?<![\w])(?:tracking(?:\s+(?:number|no\.?|#|id|code))?|track(?:ing)? ?#|"
    r"sendungsnummer|sendungs-?nr\.?|paketnummer|numéro de suivi|n° de suivi|"
    r"número de seguimiento|código de rastreio|código de rastreamento|"
    r"codice (?:di )?(?:tracciamento|spedizione)|trackingnummer|track ?& ?trace(?:-code)?|"
    r"waybill|awb)|运单号|快递单号|物流单号|单号|快件)\s*[:：#]?\s*" + _ID,
    re.I,
)
_P_TRACKING_FORMS = re.compile(
    r"(?<![A-Za-z0-9])(?P<id>1Z[0-9A-Z]{16}|SF\d{12,13}|JD[A-Z0-9]{10,16}|YT\d{13,15}|"
    r"[A-Z]{2}\d{9}[A-Z]{2}|JJD\d{15,20})(?![A-Za-z0-9])"
)
_P_ORDER = re.compile(
    r"(?:(?<![\w])(?:order|bestellung|bestellnummer|auftrag|commande|pedido|encomenda|ordine|"
    r"bestelling)|订单|訂單)\s*(?:number|no\.?|nr\.?|n°|nº|#|id|号|編號|编号|número|numero)?\s*"
    r"[:：#]?\s*" + _ID,
    re.I,
)
_P_BOOKING = re.compile(
    r"(?:(?<![\w])(?:booking|confirmation|reservation|pnr|record locator|reference|ref\.?|"
    r"buchungs(?:nummer|code|referenz)|reservierungs(?:nummer|code)|"
    r"(?:numéro|référence|code) de (?:réservation|confirmation|dossier)|référence|"
    r"localizador|código de (?:reserva|confirmación)|código da reserva|"
    r"codice (?:di )?(?:prenotazione|conferma)|boekingsnummer|reserveringsnummer)|"
    r"预订号|预定号|确认号|订座记录)\s*(?:code|number|no\.?|ref\.?|#|nr\.?|id)?\s*[:：#]?\s*"
    r"(?P<id>(?-i:[A-Z0-9]{5,12}))(?![A-Za-z0-9])",
    re.I,
)
_P_PICKUP_CN = re.compile(
    r"(?P<place>[\u4e00-\u9fa5A-Za-z0-9·\-]{0,16}"
    r"(?:驿站|快递柜|丰巢柜?|代收点|自提点|快递超市|门卫室|门卫|自提柜|蜂巢)"
    r"(?:[（(][^）)]{1,20}[）)])?)"
)
_P_PICKUP_EN = re.compile(
    r"(?:ready for (?:pick ?up|collection)|available for pick ?up|awaiting collection|"
    r"arrived|waiting(?: for you)?|pick (?:it )?up|collect(?: it)?|abholbereit|"
    r"zur abholung bereit|liegt|disponible|listo para recoger|disponível para retirada|"
    r"pronto per il ritiro|ligt klaar)[ \t]+(?:at|from|in|in der|im|bei|au|en|dans|em|no|na|"
    r"presso|bij|op)[ \t]+(?:the[ \t]+)?(?P<place>[^.,;:\n!?]{3,60})",
    re.I,
)
_PICKUP_WORDS = _words(
    "pick(?:\\s)?up collection locker packstation abhol point(?:\\s)relais relais retrait "
    "recoger retirada ritiro afhaal ophalen",
    "取件|驿站|快递柜|丰巢|自提",
    prefix=True,
)
_P_APPOINTMENT = _words(
    "appointments? appt termine? termins rendez-vous rdv citas? consultas? appuntament[oi] "
    "visitas? visite afspraak afspraken check-ups? checkups? cleaning dentists? doctors? physio "
    "therapist haircut barber salon vet zahnarzt zahnarzttermin arzt arzttermin ärztin friseur "
    "dentiste médecin coiffeur dentista médico medico peluquería parrucchiere tandarts "
    "huisarts kapper",
    "预约|挂号|就诊|复诊|体检|牙医|看医生|理发",
)
_SPECIALTY = re.compile(
    r"(?<![\w])(?P<s>dentist|doctor|physio|therapist|haircut|barber|vet|zahnarzt|arzt|"
    r"friseur|dentiste|médecin|coiffeur|dentista|médico|medico|peluquería|parrucchiere|"
    r"tandarts|huisarts|kapper)(?![\w])|(?P<c>牙医|体检|理发)"
)
_TITLED = re.compile(r"^(?:Dr|Dra|Doctor|Dott|Dottssa|Prof|Mr|Mrs|Ms|Frau|Herr|Mme|M)\b\.?")
_GENERIC_TITLES = word_set(
    "calendar kalender calendrier calendario agenda event events reminder reminders "
    "erinnerung rappel recordatorio lembrete promemoria herinnering notification upcoming "
    "日历 提醒 日程 通知"
)
_P_LEAD = re.compile(
    r"\s+(?:on|at|in|is|are|has|have|was|will|moved|moves|rescheduled|cancel\w*|starts?|"
    r"begins?|from|to|am|um|le|el|il|op|para|tomorrow|today|tonight|this|next|heute|morgen|"
    r"demain|mañana|domani|wurde|ist|est|a été|fue|foi|è|wordt)\b"
    r"|[,.:;!?()（），。：；！？·|@–—]|\s-\s|\d|[今明后下本这]|周[一二三四五六日天]|改|在|于"
)
_P_ORDER_FROM = re.compile(
    r"(?<![\w])(?:order|bestellung|commande|pedido|ordine|bestelling|encomenda)\s+"
    r"(?:from|bei|von|chez|de|da|di|van|at|en)\s+"
    r"(?P<m>(?-i:[A-Z][\w'&.-]*(?:\s+[A-Z][\w'&.-]*){0,3}))",
    re.I,
)
_VERB_AFTER_ITEM = (
    r"(?:will|has|have|is|are|was|were|arrives?|arriving|delivered|shipped|dispatched|"
    r"wird|wurde|ist|kommt|sera|a été|est|arrive|será|fue|ha|llega|foi|vai|chega|è|sarà|"
    r"arriva|wordt|is)"
)
_P_ITEM = re.compile(
    r"(?i:package|parcel|order|shipment|delivery|paket|bestellung|lieferung|colis|commande|"
    r"pedido|paquete|encomenda|pacote|pacco|ordine|pakket|bestelling)\s+"
    r"(?i:with|of|containing|mit|con|com|avec|met)\s+"
    r"[\"“']?(?P<i>[^\"”'.,!?\n\d][^\"”'.,!?\n]{2,38}?)[\"”']?\s+(?i:" + _VERB_AFTER_ITEM + r")\b"
    r"|^(?i:parcel|package|paket|colis|paquete|pacote|pacco|pakket)\s*:\s*"
    r"(?P<j>[^.,!?\n\d][^.,!?\n]{2,38}?)\s+(?i:" + _VERB_AFTER_ITEM + r")\b",
    re.M,
)
_ORDERISH = _words(
    "order bestellung commande pedido ordine bestelling encomenda compra takeaway takeout "
    "delivery lieferung livraison entrega consegna bezorging",
    "外卖|订单|快递",
)
_BOOKINGISH = _words(
    "booking reservation stay hotel reservierung buchung réservation reserva prenotazione "
    "boeking reservering check-in ticket tickets e-ticket billet billets entrada entradas "
    "ingresso ingressos biglietto biglietti kaartje kaartjes eintrittskarte",
    "预订|预定|酒店|入住|门票|电子票",
)
_P_PARCEL_ID = re.compile(
    r"(?<![\w])(?:parcel|package|paket|sendung|colis|paquete|pacote|pacco|pakket|shipment|"
    r"envío|envio|spedizione|zending)\s*(?:no\.?|number|nr\.?|n°|nº|#|id)?\s*[:：#]?\s*"
    r"(?P<id>(?-i:[A-Z0-9][A-Z0-9-]{6,34}[A-Z0-9]))(?![\w])"
    r"|(?:包裹|快件|运单)\s*(?:号)?\s*[:：]?\s*(?P<cid>[A-Z0-9]{8,30})",
    re.I,
)
_P_PROVIDER = re.compile(
    r"(?:with|bei|avec|con|com|bij|at|chez|beim|presso|no|na|en)\s+(?:the\s+|le\s+|la\s+|el\s+|"
    r"il\s+|o\s+|a\s+|de\s+)?"
    r"(?P<p>(?:Dr|Dra|Doctor|Dott|Dottssa|Prof|Mr|Mrs|Ms|Frau|Herr|Mme|M)\.?"
    r"(?:\s+(?:med|dent|phil|rer\. nat|univ)\.?)?\s+[A-ZÄÖÜÉ][\w'.-]+"
    r"(?:\s+[A-ZÄÖÜÉ][\w'.-]+){0,2}|[A-Z][\w'&.-]+(?:\s+(?:[A-Z][\w'&.-]+|&|of|de|du|der)){0,4})"
)
_P_PROVIDER_CN = re.compile(
    r"(?P<p>[\u4e00-\u9fa5]{2,12}(?:医院|诊所|牙科|门诊|口腔|医生|医师|大夫|中心))"
)
_MEETING_WORDS = _words(
    "meeting meet call sync standup stand-up one-on-one review interview webinar workshop "
    "huddle retro retrospective planning kickoff kick-off demo all-hands offsite invitation "
    "invite besprechung sitzung réunion reunión reunião riunione vergadering overleg",
    "会议|开会|例会|面试|周会|晨会|站会|评审|培训|讲座|(?<![\\d:])1:1(?![\\d:])",
)
_P_INVITE = re.compile(
    r"^(?:(?:updated )?invitation|invite|einladung|invitation|invitación|convite|invito|"
    r"uitnodiging|event|reminder|erinnerung|rappel|cancell?ed(?: event)?|updated|accepted|"
    r"declined|tentative|new event|abgesagt|aktualisiert|annulé|mis à jour|cancelado|"
    r"actualizado|annullato|geannuleerd|已取消|已更新)\s*[:：]\s*(?P<title>.+?)"
    r"(?:\s+@\s+.+?)?(?:\s+\((?P<org>[^)]+)\))?$",
    re.I,
)
_SCHOOL_WORDS = _words(
    "school classroom teacher field(?:\\s)trip parent-teacher pta homework recital "
    "sports(?:\\s)day kindergarten daycare nursery schule elternabend lehrer lehrerin "
    "ausflug kita école ecole maîtresse sortie(?:\\s)scolaire colegio escuela "
    "junta(?:\\s)de(?:\\s)padres excursión profesor profesora escola professor professora "
    "passeio scuola gita "
    "maestra insegnante ouderavond schoolreisje juf meester",
    "学校|班级|家长会|老师|作业|校车|春游|秋游|运动会|幼儿园|开学|放学|期中|期末|班主任",
)
_SCHOOL_EVENTS = re.compile(
    r"(?<![\w])(?P<e>field trip|parent-teacher (?:conference|meeting)|sports day|recital|"
    r"picture day|photo day|book fair|open house|bake sale|science fair|early dismissal|"
    r"school closed|no school|snow day|elternabend|ausflug|schulfest|sortie scolaire|"
    r"réunion parents|excursión|reunión de padres|junta de padres|passeio|reunião de pais|gita|"
    r"colloqui|school play|school concert|"
    r"ouderavond|schoolreisje)(?![\w])|(?P<c>家长会|春游|秋游|运动会|开学典礼|期中考试|期末考试|"
    r"放假|停课|家长开放日|校园开放日|考试)",
    re.I,
)
_BILL_WORDS = _words(
    "bill invoice statement payment autopay due rent premium rechnung zahlung abbuchung "
    "miete facture paiement prélèvement loyer factura pago recibo alquiler fatura pagamento "
    "boleto aluguel bolletta fattura affitto rata factuur betaling huur incasso",
    "账单|賬單|缴费|繳費|还款|扣款|付款|房租|水费|电费|燃气费|话费|物业费",
)
_SUBSCRIPTION_WORDS = _words(
    "subscription subscribed renew renews renewal auto-renew membership plan trial abo "
    "abonnement suscripción assinatura abbonamento lidmaatschap membresía membresia "
    "renueva renova rinnova mitgliedschaft adhésion",
    "订阅|续费|会员|自动续费|包月",
)
_P_PAYEE = re.compile(
    r"(?:your|ihre|deine|votre|tu|su|sua|seu|la tua|il tuo|uw|je)\s+(?P<p>[A-Z][\w&.'-]+"
    r"(?:\s+[A-Z][\w&.'-]+){0,2})\s+(?:bill|invoice|statement|subscription|membership|plan|"
    r"rechnung|abo|facture|abonnement|factura|suscripción|fatura|assinatura|bolletta|"
    r"abbonamento|factuur)"
    r"|(?:bill|invoice|statement|payment|subscription|membership|rechnung|facture|factura|"
    r"fatura|bolletta|fattura|factuur)\s+(?:from|to|for|von|für|de|da|di|van|bei|chez)\s+"
    r"(?P<q>[A-Z][\w&.'-]+(?:\s+[A-Z][\w&.'-]+){0,2})"
)
_P_PAYEE_CN = re.compile(
    r"(?P<p>[\u4e00-\u9fa5A-Za-z]{2,10}?)(?:账单|賬單|信用卡|会员|自动续费|水费|电费|燃气费|话费|物业费)"
)


_P_TOKEN = re.compile(r"[^\W\d_]+")
_P_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_TRACKING_WORDS = word_set(
    "tracking track sendungsnummer sendungs nr paketnummer suivi seguimiento rastreio "
    "rastreamento tracciamento spedizione trackingnummer trace waybill awb"
)
_PARCEL_WORDS = word_set(
    "parcel package paket sendung colis paquete pacote pacco pakket shipment envío envio "
    "spedizione zending"
)
_ORDER_WORDS = word_set(
    "order bestellung bestellnummer auftrag commande pedido encomenda ordine bestelling"
)
_BOOKING_WORDS = word_set(
    "booking confirmation reservation pnr locator reference ref buchungsnummer buchungscode "
    "buchungsreferenz reservierungsnummer reservierungscode numéro référence code localizador "
    "código codice boekingsnummer reserveringsnummer"
)


def _date_part(day: date | None, base_day: date) -> str:
    return (day or base_day).isoformat()


def _period(day: date | None, base_day: date) -> str:
    return (day or base_day).isoformat()[:7]


def _flight(text: str, prepared: _Text) -> tuple[str, str] | None:
    words, cjk = prepared.words, prepared.cjk
    for m in _P_FLIGHT_KW.finditer(text) if cjk or not words.isdisjoint(_FLIGHT_WORDS) else ():
        carrier = m.group("c").upper()
        if not carrier.isdigit():
            return carrier, str(int(m.group("n")))
    for m in _P_FLIGHT_CN.finditer(text) if cjk else ():
        return m.group("c"), str(int(m.group("n")))
    for m in _P_AIRLINE.finditer(text) if cjk or not words.isdisjoint(_AIRLINE_WORDS) else ():
        name = (m.group("a") or m.group("a2")).lower()
        return _AIRLINES[name], str(int(m.group("n") or m.group("n2")))
    if _FLIGHT_CONTEXT.found(prepared):
        for m in _P_FLIGHT_BARE.finditer(text):
            if m.group("c") not in _CARRIERS:
                continue
            if len(m.group("n")) >= 2 or not _P_NOT_FLIGHT_BEFORE.search(text, 0, m.start()):
                return m.group("c"), str(int(m.group("n")))  # "QF1" too, unless "Gate QF1"
    return None


_FLIGHT_WORDS = word_set("flight flt flug vol vuelo voo volo vlucht")
_AIRLINE_WORDS = frozenset(a.split()[0] for a in _AIRLINES if a.isascii())
_TRAIN_WORDS = word_set("train zug tren trem treno trein")
_TRAIN_CODE_WORDS = word_set(
    "ice ic ec ece tgv inoui ouigo re rb ir ire en nj rj rjx ave alvia avlo fr fa fb ita italo "
    "eurostar thalys frecciarossa frecciargento railjet amtrak acela intercity sj ter"
)
_TRAIN_BRANDS = {
    "TGV INOUI": "TGV",
    "ITALO": "ITA",
    "FRECCIAROSSA": "FR",
    "FRECCIARGENTO": "FA",
    "EUROSTAR": "EUROSTAR",
    "THALYS": "THALYS",
    "INTERCITY": "IC",
}
_SHORT_TRAIN_CODES = word_set("IC EC ECE RE RB IR IRE EN NJ RJ RJX FR FA FB ITA SJ TER AVE")


def _train(text: str, prepared: _Text) -> str | None:
    words, cjk = prepared.words, prepared.cjk
    if cjk and _TRAIN_CN_CONTEXT.search(text):
        for m in _P_TRAIN_CN.finditer(text):
            return m.group("n")
    for m in _P_TRAIN_EU.finditer(text) if not words.isdisjoint(_TRAIN_CODE_WORDS) else ():
        raw = m.group("c").upper()
        code = _TRAIN_BRANDS.get(raw, raw)
        if raw in _SHORT_TRAIN_CODES and not _TRAIN_EU_CONTEXT.found(prepared):
            continue  # "RE 5" or "FR 123" alone may be anything
        return code.replace(" ", "") + m.group("n")
    for m in _P_TRAIN_WORD.finditer(text) if cjk or not words.isdisjoint(_TRAIN_WORDS) else ():
        return m.group("n").upper().replace(" ", "")
    return None


def _has_digit(text: str) -> bool:
    return any(c.isdigit() for c in text)


def _first_id(pattern: re.Pattern[str], text: str, *, digits: bool = True) -> str | None:
    for m in pattern.finditer(text):
        ident = m.group("id").upper()
        if digits and not _has_digit(ident):
            continue
        if ident.isalpha() and len(ident) < 5:
            continue
        return ident
    return None


def _booking(text: str) -> str | None:
    for m in _P_BOOKING.finditer(text):
        ident = m.group("id")
        if ident.lower() in _NOT_REFS:
            continue
        if not ident.isupper() and not ident.isdigit():
            continue  # a word ("confirmation email"), not a code
        return ident.upper()
    return None


_NOT_REFS = frozenset(
    [
        "number",
        "email",
        "details",
        "code",
        "below",
        "above",
        "please",
        "attached",
        "required",
        "pending",
        "received",
        "confirmed",
        "status",
    ]
)


def _pickup_place(text: str) -> str | None:
    m = _P_PICKUP_CN.search(text)
    if m:
        place = re.sub(r"^.*(?:到达|已到|送至|放至|存入|放在|在|到|至)", "", m.group("place"))
        return place or m.group("place")
    m = _P_PICKUP_EN.search(text)
    if m:
        place = re.split(
            r"\s+(?:until|by|before|bis|jusqu|hasta|até|entro|tot|with code|"
            r"using code|code|mit code|avec le code|pickup code)\b",
            m.group("place"),
            flags=re.I,
        )[0]
        return place.strip()
    return None


_CN_LEAD = re.compile(r"^(?:您已预约|您预约的|您已|已预约|预约了|预约|您的|你的|您在|在|到|去|于)+")


def _provider(text: str) -> str | None:
    m = _P_PROVIDER_CN.search(text)
    if m:
        return _CN_LEAD.sub("", m.group("p")) or m.group("p")
    for m in _P_PROVIDER.finditer(text):
        p = m.group("p").strip()
        if p.lower() in _NOT_PROVIDERS:
            continue
        return p
    return None


_NOT_PROVIDERS = frozenset(
    [
        "your",
        "you",
        "the",
        "a",
        "an",
        "our",
        "we",
        "i",
        "my",
        "am",
        "pm",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "today",
        "tomorrow",
    ]
)


def _meeting_title(title: str, body: str, *, app: str, calendar_app: bool) -> str:
    """The event's name: an invitation's title, a calendar's own title, else the body's lead."""
    m = _P_INVITE.match(title.strip())
    if m:
        return m.group("title")
    generic = _generic_title(title, app)
    if calendar_app and not generic:
        return _clean_title(title)
    lead = _lead_phrase(body) or ("" if generic else _lead_phrase(title))
    if lead:
        return lead
    for line in (title, body):
        w = _MEETING_WORDS.pattern.search(line.lower())
        if w and len(line.lower()) == len(line):
            return line[w.start() : w.end()]
    return title or body


def _generic_title(title: str, app: str) -> bool:
    """Whether a title names the app or a kind of notice rather than the event."""
    low = title.strip().lower()
    if not low or low in _GENERIC_TITLES:
        return True
    shown = (_app_display(app) or "").lower()
    parts = {p.lower() for p in app.split(".")} if " " not in app else set()
    return low == app.strip().lower() or (bool(shown) and low == shown) or low in parts


def _lead_phrase(text: str) -> str:
    """The words a notice starts with, up to its first time, verb or punctuation."""
    m = _P_LEAD.search(text)
    lead = (text[: m.start()] if m else text).strip(" -–—@,:：，")
    lead = re.sub(
        r"^(?:reminder|erinnerung|rappel|recordatorio|lembrete|promemoria|提醒)\s*",
        "",
        lead,
        flags=re.I,
    )
    return lead if 0 < len(lead) <= 40 else ""


_TIMEISH = re.compile(
    r"\d{1,2}[:.：]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?|"
    r"(?:today|tomorrow|tonight|heute|morgen|demain|mañana|amanhã|domani|morgen)|"
    r"[今明后]天|[上下]午|晚上|早上|\d+\s*[点點]\S*|\s+(?:in|at|um|à|en|em|alle|om)\s+(?:room|raum|"
    r"salle|sala|zaal)\s+.*$|\s+(?:in|at|um|à|en|em|alle|om)\s*$",
    re.I,
)


def _clean_title(title: str) -> str:
    cleaned = _TIMEISH.sub(" ", title)
    cleaned = re.sub(r"\s+[-–—@,:]\s*$", "", cleaned.strip())
    return cleaned.strip(" -–—@,:：，") or title


def find_thing(
    *,
    app: str,
    title: str,
    subtitle: str,
    body: str,
    day: date | None,
    last_day: date | None,
    base_day: date,
    rescheduled: bool = False,
    change_hint: bool = False,
) -> Thing | None:
    """Find the thing a notification names and build its key.

    Args:
        app: App id or display name (decides calendar and chat conventions only).
        title: Notification title (in chat apps the sender or group).
        subtitle: Notification subtitle.
        body: Notification body.
        day: Local date of the first time mention that said a date, if any.
        last_day: Local date of the last such mention (a rescheduled thing's new date).
        base_day: The item's own local date (used when the text gives no date).
        rescheduled: Use ``last_day`` for the key's date (the thing moved there).
        change_hint: The text reports a delivery-type change (shipped, out for delivery,
            delivered): an order with no number is then keyed by the app and the day.

    Returns:
        The most specific thing found, with the others' keys as aliases, or ``None``.
    """
    kind_of_app = app_kind(app)
    chat = kind_of_app == "messaging"
    text = "\n".join(p for p in ((title if not chat else ""), subtitle, body) if p)
    full = "\n".join(p for p in (title, subtitle, body) if p)
    low = text.lower()
    prepared, prepared_full = _Text.of(text), _Text.of(full)
    when = last_day if rescheduled and last_day else day
    found: list[Thing] = []

    flight = _flight(text, prepared)
    if flight:
        carrier, number = flight
        found.append(
            Thing(
                "flight",
                f"flight:{carrier}{number}:{_date_part(when, base_day)}",
                f"Flight {carrier} {number}",
            )
        )
    train = _train(text, prepared)
    if train and not flight:
        found.append(
            Thing("train", f"train:{train}:{_date_part(when, base_day)}", f"Train {train}")
        )
    tokens = set(_P_TOKEN.findall(low))
    cjk = _P_CJK.search(low) is not None
    tracking = (
        _first_id(_P_TRACKING, text) if cjk or not tokens.isdisjoint(_TRACKING_WORDS) else None
    ) or _first_id(_P_TRACKING_FORMS, text)
    if tracking is None and (cjk or not tokens.isdisjoint(_PARCEL_WORDS)):
        for m in _P_PARCEL_ID.finditer(text):
            ident = (m.group("id") or m.group("cid")).upper()
            if _has_digit(ident):
                tracking = ident
                break
    order = _first_id(_P_ORDER, text) if cjk or not tokens.isdisjoint(_ORDER_WORDS) else None
    booking = _booking(text) if cjk or not tokens.isdisjoint(_BOOKING_WORDS) else None
    if order and tracking and order == tracking:
        tracking = None
    if order:
        found.append(Thing("order", f"order:{order}", f"Order {order}"))
    if tracking:
        found.append(Thing("parcel", f"parcel:{tracking}", f"Parcel {tracking}"))
    if booking and booking not in {order, tracking}:
        found.append(Thing("booking", f"booking:{booking}", f"Booking {booking}"))
    if not found and not chat and _BOOKINGISH.found(prepared) and day is not None:
        host = _app_display(app)
        if host:
            found.append(
                Thing("booking", f"booking:{slug(host)}:{day.isoformat()}", f"{host} booking")
            )
    if not found and _PICKUP_WORDS.found(prepared):
        place = _pickup_place(text)
        if place:
            found.append(Thing("pickup", f"pickup:{slug(place)}", f"Pickup at {place}"))
    item = _P_ITEM.search(text) if not found and not chat else None
    if item is not None:
        name = (item.group("i") or item.group("j")).strip(" \"“”'")
        found.append(Thing("order", f"order:{slug(name)}", f"Order: {name}"))
    if not found and not chat and _ORDERISH.found(prepared):
        shop = _P_ORDER_FROM.search(text)
        merchant = shop.group("m") if shop else None
        if merchant is None and change_hint:
            merchant = _app_display(app)
        if merchant:
            found.append(
                Thing(
                    "order",
                    f"order:{slug(merchant)}:{_date_part(None, base_day)}",
                    f"Order from {merchant}",
                )
            )
    if not found and not chat and _SCHOOL_WORDS.found(prepared_full):
        ev = _SCHOOL_EVENTS.search(full)
        event = (ev.group("e") or ev.group("c")) if ev else "school"
        found.append(
            Thing(
                "school",
                f"school:{slug(event)}:{_date_part(when, base_day)}",
                event[:1].upper() + event[1:],
            )
        )
    if not found and _P_APPOINTMENT.found(prepared) and (day is not None or _provider(text)):
        provider = _provider(text)
        specialty = _SPECIALTY.search(low)
        if specialty:
            name = slug(specialty.group("s") or specialty.group("c"))
        elif provider and _TITLED.match(provider):
            name = slug(provider.split()[-1])  # "Dr. med. Anna Weber" and "Dr Weber" alike
        elif provider:
            name = slug(provider)
        else:
            name = "appointment"
        found.append(
            Thing(
                "appointment",
                f"appointment:{name}:{_date_part(when, base_day)}",
                f"Appointment with {provider}" if provider else "Appointment",
            )
        )
    if (
        not found
        and (kind_of_app == "calendar" or _MEETING_WORDS.found(prepared))
        and (day is not None or kind_of_app == "calendar" or _has_clock_words(text))
    ):
        if chat and title:
            name = title  # a chat plan: the organizer names it
        else:
            name = _meeting_title(title, body, app=app, calendar_app=kind_of_app == "calendar")
        found.append(
            Thing(
                "meeting",
                f"meeting:{slug(name) or 'meeting'}:{_date_part(when, base_day)}",
                name.strip(),
            )
        )
    if not found and (_SUBSCRIPTION_WORDS.found(prepared) or _BILL_WORDS.found(prepared)):
        kind = "subscription" if _SUBSCRIPTION_WORDS.found(prepared) else "bill"
        payee = _payee(text) or _app_display(app)
        if payee and (_money(text) or kind == "subscription"):
            found.append(
                Thing(
                    kind,
                    f"{kind}:{slug(payee)}:{_period(when, base_day)}",
                    f"{payee} {kind}",
                )
            )
    if not found:
        return None
    primary = found[0]
    aliases = tuple(t.key for t in found[1:])
    return Thing(primary.kind, primary.key, primary.label, aliases)


_MONEY = re.compile(
    r"[$€£¥₹]\s?\d|\d\s?(?:€|eur|usd|gbp|chf|rmb|cny|元|块|円)|(?:rs\.?|r\$|us\$|chf)\s?\d|¥\d|"
    r"\d+[.,]\d{2}(?![\d])",
    re.I,
)


def _money(text: str) -> bool:
    return bool(_MONEY.search(text))


def _payee(text: str) -> str | None:
    m = _P_PAYEE.search(text)
    if m:
        return m.group("p") or m.group("q")
    m = _P_PAYEE_CN.search(text)
    if m:
        name = re.sub(r"^(?:您的|你的|本月|上月|您|你)", "", m.group("p"))
        return name or None
    return None


def _app_display(app: str) -> str | None:
    """The app as a payee: a display name as is, a package id by its most telling part."""
    if not app:
        return None
    if "." in app and " " not in app:
        parts = [p for p in app.split(".") if p.lower() not in _PKG_NOISE]
        return parts[0] if parts else None
    return app


_PKG_NOISE = word_set(
    "com org net io co uk au de fr cn jp br mx es it nl ca in www app android ios mobile client"
)


def _has_clock_words(text: str) -> bool:
    return bool(re.search(r"\d[:.：]\d{2}|\d\s*[ap]\.?m|[点點]|uhr|\d\s*h\b", text, re.I))


def keys_match(a: str, b: str, *, days: int = 1) -> bool:
    """Return whether two keys name the same thing, allowing their dates to differ by ``days``.

    Args:
        a: A thing key.
        b: Another thing key.
        days: The largest difference of their trailing dates that still counts as the same thing
            (a gate change the day before names no date and so carries the item's own date).

    Returns:
        ``True`` for equal keys, and for keys of one family whose dates are ``days`` apart or less.
    """
    if a == b:
        return True
    fa, fb = _DATED.sub("", a), _DATED.sub("", b)
    if fa != fb:
        return False
    da, db = _DATED.search(a), _DATED.search(b)
    if not da or not db:
        return False
    ta, tb = da.group(0)[1:], db.group(0)[1:]
    if len(ta) != 10 or len(tb) != 10:
        return ta == tb
    return abs((date.fromisoformat(ta) - date.fromisoformat(tb)).days) <= days
