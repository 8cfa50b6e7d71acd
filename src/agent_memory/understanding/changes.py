"""Tell what a notification reports about its thing: new, moved, delayed, cancelled, delivered...

Each change has phrases in English, Chinese, German, French, Spanish, Portuguese, Italian and
Dutch, written as airlines, rail operators, couriers, shops, calendars, banks and schools word
their notifications. When several match, the one that ends the thing wins (cancelled over
rescheduled, delivered over out for delivery), then the one that changes a fact (delayed, gate
changed, price changed), then the rest; a reminder only when nothing else is said.
"""

from __future__ import annotations

import re
from enum import StrEnum

from agent_memory.understanding._phrases import expand, trie_regex, word_set

__all__ = ["Change", "detect_change"]


class Change(StrEnum):
    """What a notification reports about the thing it names."""

    NEW = "new"
    """A thing first announced: booked, scheduled, invited, ordered."""
    CONFIRMED = "confirmed"
    """A booking, order or appointment confirmed (also "accepted" invitations)."""
    RESCHEDULED = "rescheduled"
    """Moved to another date or time."""
    DELAYED = "delayed"
    """Later than planned (flights, trains, deliveries)."""
    GATE_CHANGED = "gate_changed"
    """Gate, platform, seat, terminal or room changed."""
    CANCELLED = "cancelled"
    """Called off: flight, train, order, appointment, meeting, subscription."""
    SHIPPED = "shipped"
    """Handed to a carrier / dispatched."""
    OUT_FOR_DELIVERY = "out_for_delivery"
    """On the vehicle today."""
    READY_FOR_PICKUP = "ready_for_pickup"
    """Waiting at a pickup point or locker."""
    DELIVERED = "delivered"
    """Delivered to the recipient."""
    PICKED_UP = "picked_up"
    """Collected from a pickup point."""
    COMPLETED = "completed"
    """Done: a ride finished, a task completed, a refund processed."""
    PAID = "paid"
    """A bill or payment settled."""
    PAYMENT_DUE = "payment_due"
    """A bill or payment still to make."""
    PRICE_CHANGED = "price_changed"
    """The price or amount changed."""
    CHECK_IN_OPEN = "check_in_open"
    """Check-in opened, boarding started."""
    REMINDER = "reminder"
    """A restatement of a known thing with no new fact."""


_B = r"(?<![\w])"
_E = r"(?![\w])"


def _rx(*parts: str) -> tuple[str, str]:
    """Split a rule's alternatives into word-bounded ones and the rest (Chinese, unbounded)."""
    bounded = [p[len(_B) : -len(_E)] for p in parts if p.startswith(_B) and p.endswith(_E)]
    other = [p for p in parts if not (p.startswith(_B) and p.endswith(_E))]
    return "|".join(bounded), "|".join(other)


# Phrases per change, all lower-case. Order of the tuple = priority (first wins).
_RULES: tuple[tuple[Change, tuple[str, str]], ...] = (
    (
        Change.CANCELLED,
        _rx(
            _B + r"(?:se cancela|se canceló|se suspende|cancelamos|cancelled|canceled|is off|"
            r"annule|annulons|cancela)" + _E,
            _B + r"(?:cancel(?:l?ed|lations?)|called off|has been canceled|won't take place|"
            r"will not take place|no longer (?:taking place|scheduled))" + _E,
            _B + r"(?:storniert|abgesagt|annulliert|fällt aus|entfällt|gestrichen|storno)" + _E,
            _B + r"(?:annulée?s?|annulation|supprimée?)" + _E,
            _B + r"(?:cancelad[oa]s?|cancelación|anulad[oa]s?|suspendid[oa])" + _E,
            _B + r"(?:cancelad[oa]s?|cancelamento|anulad[oa])" + _E,
            _B + r"(?:cancellat[oa]|annullat[oa]|soppress[oa]|disdett[oa])" + _E,
            _B + r"(?:geannuleerd|afgelast|vervalt|gaat niet door)" + _E,
            r"取消|已取消|被取消|停运|停課|停课|作废",
        ),
    ),
    (
        Change.DELIVERED,
        _rx(
            _B + r"(?:geliefert|livré|consegnato|bezorgd)" + _E,
            _B + r"(?:entregamos|lo recibió|recibido por|recebido por|zugestellt an)" + _E,
            _B + r"(?:delivered|has been delivered|was delivered|left at (?:your )?(?:front )?door|"
            r"handed to resident|left in (?:your )?mailbox)" + _E,
            _B + r"(?:zugestellt|ausgeliefert|wurde geliefert|abgegeben bei)" + _E,
            _B + r"(?:livrée?s?|a été livré|distribué)" + _E,
            _B + r"(?:entregad[oa]|ha sido entregado)" + _E,
            _B + r"(?:entregue|foi entregue)" + _E,
            _B + r"(?:consegnat[oa]|è stato consegnato)" + _E,
            _B + r"(?:bezorgd|afgeleverd)" + _E,
            r"已签收|签收|已送达|已妥投|妥投|已投递|送达",
        ),
    ),
    (
        Change.PICKED_UP,
        _rx(
            _B + r"(?:picked up|collected|has been collected|you collected)" + _E,
            _B + r"(?:abgeholt)" + _E,
            _B + r"(?:retiré|récupéré)" + _E,
            _B + r"(?:recogid[oa]|retirad[oa])" + _E,
            _B + r"(?:retirad[oa]|coletad[oa])" + _E,
            _B + r"(?:ritirat[oa])" + _E,
            _B + r"(?:opgehaald)" + _E,
            r"已取件|已被取走|已取走|已领取|取件成功",
        ),
    ),
    (
        Change.PAID,
        _rx(
            _B + r"(?:paid|payment (?:received|successful|confirmed|complete)|"
            r"payment (?:was|has been) (?:received|processed)|autopay (?:processed|completed)|"
            r"we received your payment|thanks for your payment)" + _E,
            _B + r"(?:bezahlt|zahlung (?:erhalten|eingegangen|erfolgreich)|abgebucht)" + _E,
            _B + r"(?:payée?|paiement (?:reçu|effectué|confirmé)|prélevé)" + _E,
            _B + r"(?:pagad[oa]|pago (?:recibido|realizado|confirmado))" + _E,
            _B
            + r"(?:foi pag[oa]|está pag[oa]|pagamento (?:recebido|confirmado|aprovado|efetuado))"
            + _E,
            _B + r"(?:pagat[oa]|pagamento (?:ricevuto|effettuato|riuscito))" + _E,
            _B + r"(?:betaald|betaling ontvangen)" + _E,
            r"已支付|支付成功|付款成功|已付款|已缴费|缴费成功|扣款成功|已还款|还款成功",
        ),
    ),
    (
        Change.COMPLETED,
        _rx(
            _B + r"(?:completed|is complete|finished|refund (?:issued|processed)|"
            r"trip (?:ended|complete)|you've arrived|ride ended)" + _E,
            _B + r"(?:abgeschlossen|erledigt|erstattet)" + _E,
            _B + r"(?:terminée?|remboursée?|effectuée?)" + _E,
            _B + r"(?:completad[oa]|finalizad[oa]|reembolsad[oa])" + _E,
            _B + r"(?:concluíd[oa]|finalizad[oa]|reembolsad[oa])" + _E,
            _B + r"(?:completat[oa]|conclus[oa]|rimborsat[oa])" + _E,
            _B + r"(?:voltooid|afgerond|terugbetaald)" + _E,
            r"已完成|行程结束|已退款|退款成功|订单完成",
        ),
    ),
    (
        Change.OUT_FOR_DELIVERY,
        _rx(
            _B + r"(?:coming today|arrives today|arriving today|kommt heute|wird heute|"
            r"llega hoy|chega hoje|arriva oggi|arrive aujourd'hui|komt vandaag|"
            r"en route today)" + _E,
            _B + r"(?:out for delivery|arriving today|on (?:its|the) way to you today|"
            r"with (?:the|our) (?:courier|driver) today|will be delivered today)" + _E,
            _B
            + r"(?:in zustellung|wird heute zugestellt|ist unterwegs zu dir|heute geliefert)"
            + _E,
            _B + r"(?:en cours de livraison|sera livré aujourd'hui)" + _E,
            _B + r"(?:en reparto|sale (?:hoy )?para entrega)" + _E,
            _B + r"(?:saiu para entrega|em rota de entrega)" + _E,
            _B + r"(?:in consegna|in fase di consegna)" + _E,
            _B + r"(?:wordt vandaag bezorgd|onderweg naar je)" + _E,
            r"派送中|正在派送|派件中|正在为您派件|快递员.{0,6}派送",
        ),
    ),
    (
        Change.READY_FOR_PICKUP,
        _rx(
            _B + r"(?:ready for (?:pick ?up|collection)|available for pick ?up|awaiting collection|"
            r"arrived at (?:the )?(?:pickup|parcel|locker)|in (?:the )?locker)" + _E,
            _B
            + r"(?:abholbereit|liegt zur abholung bereit|in der packstation|in der filiale)"
            + _E,
            _B + r"(?:disponible en point relais|prêt à être retiré|à retirer)" + _E,
            _B + r"(?:listo para recoger|disponible para recoger)" + _E,
            _B + r"(?:disponível para retirada|pronto para retirada)" + _E,
            _B + r"(?:pronto per il ritiro|disponibile per il ritiro)" + _E,
            _B + r"(?:ligt klaar|klaar om op te halen)" + _E,
            r"待取件|请凭取件码|取件码|已到站|已到达.{0,10}(?:驿站|快递柜|丰巢|代收点)|请及时取件|已存入",
        ),
    ),
    (
        Change.DELAYED,
        _rx(
            _B + r"(?:neue abflugzeit|neue abfahrtszeit|neue ankunftszeit|ahora sale|"
            r"sale ahora|agora parte|ora parte|vertrekt nu)" + _E,
            _B + r"(?:delayed|delay|running late|late arrival|now departs|new departure|"
            r"new estimated|expected later)" + _E,
            _B + r"(?:verspätet|verspätung|verzögert|verzögerung|später)" + _E,
            _B + r"(?:retardée?|retard|retardé)" + _E,
            _B + r"(?:retrasad[oa]|retraso|demora)" + _E,
            _B + r"(?:atrasad[oa]|atraso)" + _E,
            _B + r"(?:in ritardo|ritardo|posticipat[oa])" + _E,
            _B + r"(?:vertraagd|vertraging)" + _E,
            r"延误|晚点|推迟|延迟|延后",
        ),
    ),
    (
        Change.GATE_CHANGED,
        _rx(
            _B + r"(?:gate change[ds]?|new gate|gate (?:is )?now|gate has changed|"
            r"platform change[ds]?|new platform|now (?:departs|leaves) from platform|"
            r"seat change[ds]?|new seat|terminal change|room change[ds]?|moved to room|"
            r"now in room|track change)" + _E,
            _B + r"(?:gleiswechsel|neues gleis|heute von gleis|gatewechsel|neues gate|"
            r"raumänderung|neuer raum)" + _E,
            _B + r"(?:changement de (?:porte|quai|voie|salle)|nouvelle porte|nouveau quai)" + _E,
            _B + r"(?:cambio de (?:puerta|andén|vía|asiento|sala)|nueva puerta)" + _E,
            _B + r"(?:mudança de (?:portão|plataforma|linha|sala)|novo portão)" + _E,
            _B + r"(?:cambio (?:di )?(?:gate|binario|posto|aula)|nuovo gate|nuovo binario)" + _E,
            _B + r"(?:gatewijziging|nieuwe gate|spoorwijziging|nieuw spoor)" + _E,
            r"登机口变更|登机口更改|更换登机口|登机口改为|检票口变更|站台变更|座位变更|改到.{0,8}(?:教室|会议室|房间)|教室变更|会议室变更",
        ),
    ),
    (
        Change.PRICE_CHANGED,
        _rx(
            _B + r"(?:price (?:change|increase|drop|update)|new price|price (?:has )?(?:gone|went) "
            r"(?:up|down)|will now cost|price dropped|price is changing|price will change|"
            r"prices are changing|price is going up|price increases?)" + _E,
            _B + r"(?:preisänderung|preiserhöhung|neuer preis)" + _E,
            _B + r"(?:changement de (?:prix|tarif)|nouveau (?:prix|tarif)|augmentation)" + _E,
            _B + r"(?:cambio de precio|nuevo precio|subida de precio)" + _E,
            _B + r"(?:mudança de preço|novo preço|reajuste)" + _E,
            _B + r"(?:variazione (?:di )?prezzo|nuovo prezzo|aumento)" + _E,
            _B + r"(?:prijswijziging|nieuwe prijs|prijsverhoging)" + _E,
            r"价格变动|调价|涨价|降价|价格调整",
        ),
    ),
    (
        Change.RESCHEDULED,
        _rx(
            _B + r"(?:push(?: it)? to|move(?: it)? to|instead|plutôt|stattdessen|lieber doch|"
            r"en su lugar|mejor el|mejor a las|invece|liever|em vez disso|em vez)" + _E,
            _B + r"(?:moves to|moving to|verschiebt sich|changement|petit changement|"
            r"change of plans?|plan change|schedule change|itinerary change|"
            r"cambio de itinerario|cambio de horario|cambio de planes|"
            r"mudança de planos|alteração de horário|cambio di programma|"
            r"cambio di orario|planänderung|flugplanänderung|changement d'horaire|"
            r"dienstregelingwijziging)" + _E,
            _B + r"(?:rescheduled|moved to|has been moved|changed to|new time|new date|"
            r"postponed|brought forward|pushed to|now (?:at|on)|time change)" + _E,
            _B + r"(?:verschoben|verlegt|neuer termin|neue uhrzeit|geändert)" + _E,
            _B + r"(?:reportée?|déplacée?|décalée?|nouvel horaire|nouvelle date|modifiée?)" + _E,
            _B + r"(?:reprogramad[oa]|aplazad[oa]|cambiad[oa]|nueva fecha|nueva hora)" + _E,
            _B
            + r"(?:reagendad[oa]|remarcad[oa]|adiad[oa]|nova data|novo horário|alterad[oa])"
            + _E,
            _B + r"(?:spostat[oa]|rinviat[oa]|riprogrammat[oa]|nuova data|nuovo orario)" + _E,
            _B + r"(?:verplaatst|verzet|nieuwe tijd|nieuwe datum|gewijzigd)" + _E,
            r"改期|改到|改为|改成|调整为|调整到|推到|挪到|时间变更|时间调整|更改为|航班变动|时刻变更",
        ),
    ),
    (
        Change.SHIPPED,
        _rx(
            _B + r"(?:arrives?|arriving|will arrive|llega|llegará|chega|chegará|arriva|arriverà|"
            r"arrivera|kommt am|kommt morgen|komt|estimated delivery|expected delivery|"
            r"voraussichtliche zustellung|livraison prévue|entrega prevista|consegna prevista)"
            + _E,
            _B + r"(?:shipped|has shipped|dispatched|on (?:its|the) way|in transit|"
            r"handed (?:over )?to|picked up by (?:the )?carrier)" + _E,
            _B + r"(?:versandt|versendet|verschickt|unterwegs|an den versanddienstleister)" + _E,
            _B + r"(?:expédiée?|en route|en transit|en cours d'acheminement)" + _E,
            _B + r"(?:enviad[oa]|en camino|en tránsito)" + _E,
            _B + r"(?:enviad[oa]|a caminho|em trânsito|despachad[oa])" + _E,
            _B + r"(?:spedit[oa]|in transito|in viaggio)" + _E,
            _B + r"(?:verzonden|onderweg)" + _E,
            r"已发货|发货|已揽收|揽收|运输中|已出库|已寄出",
        ),
    ),
    (
        Change.CHECK_IN_OPEN,
        _rx(
            _B + r"(?:check-in (?:is )?(?:now )?open|check in now|boarding (?:now|has started|"
            r"started)|now boarding)" + _E,
            _B + r"(?:check-in (?:ist )?geöffnet|boarding beginnt|jetzt einsteigen)" + _E,
            _B + r"(?:enregistrement (?:est )?ouvert|embarquement)" + _E,
            _B + r"(?:facturación abierta|embarque)" + _E,
            _B + r"(?:check-in (?:está )?aberto|embarque)" + _E,
            _B + r"(?:check-in (?:è )?aperto|imbarco)" + _E,
            _B + r"(?:inchecken (?:is )?geopend|instappen)" + _E,
            r"值机已开放|开始值机|开始登机|正在登机|开始检票|正在检票",
        ),
    ),
    (
        Change.CONFIRMED,
        _rx(
            _B + r"(?:confirmed|confirmation|is confirmed|accepted|booking confirmed|"
            r"you're booked|you are booked|you're all set|thanks for your order|order placed|"
            r"order received|we've received your order)" + _E,
            _B
            + r"(?:bestätigt|bestätigung|angenommen|vielen dank für (?:ihre|deine) bestellung)"
            + _E,
            _B + r"(?:confirmée?|confirmation|acceptée?)" + _E,
            _B + r"(?:confirmad[oa]|confirmación|aceptad[oa])" + _E,
            _B + r"(?:confirmad[oa]|confirmação|aceit[oa])" + _E,
            _B + r"(?:confermat[oa]|conferma|accettat[oa])" + _E,
            _B + r"(?:bevestigd|bevestiging|geaccepteerd)" + _E,
            r"已确认|确认成功|预订成功|预约成功|下单成功|订单已提交|出票成功|已出票|购票成功",
        ),
    ),
    (
        Change.PAYMENT_DUE,
        _rx(
            _B + r"(?:due on|due by|fecha límite|fecha limite|vence el|vencimento|se renueva|"
            r"se renovará|renueva|renouvelle|wird verlängert|si rinnova|"
            r"wordt verlengd)" + _E,
            _B + r"(?:payment due|payment is due|amount due|balance due|minimum due|is due on|"
            r"is due by|due date|bill is ready|statement is ready|will be charged|renews|"
            r"will renew|auto-renew|overdue|past due)" + _E,
            _B + r"(?:fällig|rechnung|wird abgebucht|verlängert sich)" + _E,
            _B + r"(?:échéance|à payer|facture|sera prélevé|renouvel)" + _E,
            _B + r"(?:vence|vencimiento|factura|se cobrará|se renovará)" + _E,
            _B + r"(?:vence|vencimento|fatura|será cobrad[oa]|renova)" + _E,
            _B + r"(?:scadenza|scade|fattura|verrà addebitat[oa]|si rinnova)" + _E,
            _B + r"(?:vervalt|factuur|wordt afgeschreven|verlengd)" + _E,
            r"待支付|待缴费|账单已出|还款日|到期|将扣款|自动续费|请缴纳|待付款",
        ),
    ),
    (
        Change.REMINDER,
        _rx(
            _B + r"(?:reminder|don't forget|do not forget|remember|starts in|starting soon|"
            r"coming up|upcoming|is tomorrow|is today)" + _E,
            _B + r"(?:erinnerung|nicht vergessen|beginnt in)" + _E,
            _B + r"(?:rappel|n'oubliez pas|commence dans)" + _E,
            _B + r"(?:recordatorio|no olvides|comienza en)" + _E,
            _B + r"(?:lembrete|não se esqueça|não esqueça|começa em)" + _E,
            _B + r"(?:promemoria|non dimenticare|inizia tra)" + _E,
            _B + r"(?:herinnering|vergeet niet|begint over)" + _E,
            r"提醒|别忘了|不要忘记|即将开始|温馨提示",
        ),
    ),
    (
        Change.NEW,
        _rx(
            _B + r"(?:new (?:event|booking|reservation|order|appointment|meeting)|invitation|"
            r"invited you|booked|scheduled|you have a new|added to your calendar|"
            r"your order of|you ordered|reservation for|booking for)" + _E,
            _B + r"(?:einladung|neuer termin|gebucht|geplant|reserviert)" + _E,
            _B + r"(?:invitation|nouveau rendez-vous|réservée?|planifiée?)" + _E,
            _B + r"(?:invitación|nueva cita|reservad[oa]|programad[oa])" + _E,
            _B + r"(?:convite|nova consulta|reservad[oa]|agendad[oa])" + _E,
            _B + r"(?:invito|nuovo appuntamento|prenotat[oa]|programmat[oa])" + _E,
            _B + r"(?:uitnodiging|nieuwe afspraak|geboekt|gepland|gereserveerd)" + _E,
            r"邀请你|新日程|已预订|预订|预约|新订单|会议邀请|新的会议",
        ),
    ),
)


def _tables() -> tuple[re.Pattern[str], dict[str, int], re.Pattern[str]]:
    """The word table (one prefix tree, phrase -> rule index) and the pattern for the rest."""
    index: dict[str, int] = {}
    for i, (_change, (words, _other)) in enumerate(_RULES):
        for phrase in expand(words) if words else []:
            index.setdefault(phrase, i)
    others = "|".join(f"(?P<c{i}>{o})" for i, (_, (_w, o)) in enumerate(_RULES) if o)
    bounded = _B + "(?:" + trie_regex(index) + ")" + _E
    return re.compile(bounded), index, re.compile(others)


_WORDS, _INDEX, _OTHERS = _tables()
_RANK = {change: i for i, (change, _parts) in enumerate(_RULES)}
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


_P_TOKEN = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
# A payment word and a receipt word anywhere in the text: "we've received your payment".
_PAYMENT_WORDS = word_set("payment zahlung paiement pago pagamento betaling pay")
_RECEIPT_WORDS = word_set(
    "received receive eingegangen erhalten reçu recibimos recibido recebemos recebido ricevuto "
    "ricevuti ontvangen processed successful confirmed"
)
# Future tense before a delivery: "will be delivered Thursday" is in transit, not delivered.
_P_FUTURE = re.compile(
    r"(?<![\w])(?:will be|will arrive|wird|werden|sera|seront|será|serán|vai ser|verrà|"
    r"wordt|voraussichtlich|prévue?|prevista?|previsto|verwacht)(?![\w])"
    r"|预计|将于|将在|即将"
)
_P_TODAY = re.compile(
    r"(?<![\w])(?:today|heute|aujourd'hui|hoy|hoje|oggi|vandaag)(?![\w])|今天|今日"
)


def detect_change(text: str) -> Change | None:
    """Return what ``text`` reports about its thing, or ``None`` when it reports no change.

    Args:
        text: Title, subtitle and body joined, any supported language.

    Returns:
        The highest-priority change whose phrases occur in the text (see the module docstring for
        the order), or ``None``.
    """
    low = text.lower()
    found = [_INDEX[m.group(0)] for m in _WORDS.finditer(low)]
    if _CJK.search(low):
        found.extend(int(m.lastgroup[1:]) for m in _OTHERS.finditer(low) if m.lastgroup)
    tokens = set(_P_TOKEN.findall(low))
    if not tokens.isdisjoint(_PAYMENT_WORDS) and not tokens.isdisjoint(_RECEIPT_WORDS):
        found.append(_RANK[Change.PAID])
    if not found:
        return None
    change = _RULES[min(found)][0]
    if change is Change.DELIVERED and _P_FUTURE.search(low):
        return Change.OUT_FOR_DELIVERY if _P_TODAY.search(low) else Change.SHIPPED
    return change
