"""Write the understanding streams (``python evaluation/streams/make_understanding_streams.py``).

Three simulated weeks that test what a notification means, when, and what changed: a commuter
in Berlin across the spring DST change (German), a family in Mexico City (Spanish, iPhone), and
a nurse in Sydney across the autumn DST change (English, some French). Each has events weeks
ahead, cancellations, deliveries, routines, updates that change a time, gate, platform or price,
restatements and chatter. Receipt times are local wall times in the persona's IANA zone; the
UTC offset written beside each is the zone's offset at that instant (DST-correct). Probes with
``kind`` ``expiry`` or ``stale`` check that a memory expired (or lived on until its event) and
that a superseded value is gone. The format is ``docs/formats/labeled-stream.md``. Texts, names,
numbers and codes are made up.
"""

from __future__ import annotations

import json
import zlib
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

HERE = Path(__file__).parent
Line = dict[str, Any]


class Week:
    """Collects the lines of one stream in a time zone."""

    def __init__(self, name: str, language: str, description: str, zone: str) -> None:
        self.name = name
        self.zone = ZoneInfo(zone)
        self.prefix = name.split("-")[1][:3]
        self.lines: list[Line] = [
            {"stream": name, "version": 1, "language": language, "description": description}
        ]
        self.count = 0

    def at(self, local: str) -> datetime:
        """Return the aware time of a local wall time ``YYYY-MM-DD HH:MM``."""
        return datetime.fromisoformat(local).replace(tzinfo=self.zone)

    def _offset(self, when: datetime) -> int:
        offset = when.utcoffset()
        assert offset is not None
        return int(offset.total_seconds())

    def _id(self) -> str:
        self.count += 1
        return f"{self.prefix}{self.count:02d}"

    def android(
        self,
        local: str,
        package: str,
        title: str | None,
        text: str,
        expect: Line,
        *,
        app_name: str | None = None,
        category: str = "msg",
        key_id: int | None = None,
    ) -> str:
        """An Android listener JSON notification."""
        when = self.at(local)
        ident = self._id()
        uid = 10100 + zlib.crc32(package.encode()) % 900
        wire: Line = {
            "key": f"0|{package}|{key_id or self.count}|null|{uid}",
            "package": package,
            "id": key_id or self.count,
            "postTime": int(when.timestamp() * 1000),
            "kind": "added",
            "text": text,
            "flags": 0,
            "category": category,
            "received_at": when.isoformat(),
            "received_utc_offset_s": self._offset(when),
        }
        if title is not None:
            wire["title"] = title
        if app_name is not None:
            wire["appName"] = app_name
        self.lines.append({"id": ident, "notification": wire, "expect": expect})
        return ident

    def ios(
        self,
        local: str,
        app_id: str,
        title: str,
        message: str,
        expect: Line,
        *,
        app_name: str | None = None,
        subtitle: str | None = None,
        category: str = "social",
    ) -> str:
        """An iOS (ANCS bridge) JSON notification."""
        when = self.at(local)
        ident = self._id()
        wire: Line = {
            "platform": "ios",
            "session": "s1",
            "uid": self.count,
            "event": "added",
            "category": category,
            "app_id": app_id,
            "title": title,
            "message": message,
            "date": when.strftime("%Y%m%dT%H%M%S"),
            "received_at": when.isoformat(),
            "received_utc_offset_s": self._offset(when),
        }
        if app_name is not None:
            wire["app_name"] = app_name
        if subtitle is not None:
            wire["subtitle"] = subtitle
        self.lines.append({"id": ident, "notification": wire, "expect": expect})
        return ident

    def probe(
        self, local: str, query: str, expect: str, facts: list[Any], kind: str | None = None
    ) -> None:
        """A recall probe (``kind``: ``expiry`` or ``stale`` for the checks that must all pass)."""
        self.count += 1
        line: Line = {
            "probe": f"{self.prefix}p{self.count:02d}",
            "at": self.at(local).isoformat(),
            "query": query,
            "expect": expect,
            "facts": facts,
        }
        if kind:
            line["kind"] = kind
        self.lines.append(line)

    def write(self) -> None:
        """Write ``<name>.jsonl`` beside this script."""
        with (HERE / f"{self.name}.jsonl").open("w", encoding="utf-8") as handle:
            for line in self.lines:
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")


def ignore(why: str, *secrets: str) -> Line:
    """An expected ``ignore``."""
    out: Line = {"action": "ignore", "why": why}
    if secrets:
        out["secrets"] = list(secrets)
    return out


def memory(key: str, facts: list[Any], store: str | None = None) -> Line:
    """An expected new memory."""
    out: Line = {"action": "memory", "key": key, "facts": facts}
    if store:
        out["store"] = store
    return out


def update(key: str, facts: list[Any]) -> Line:
    """An expected update of ``key`` (its facts replace the earlier ones)."""
    return {"action": "update", "key": key, "facts": facts}


def reinforce(key: str) -> Line:
    """An expected reinforcement of ``key``."""
    return {"action": "reinforce", "key": key}


def remove(key: str) -> Line:
    """An expected removal of ``key``'s memory (cancelled, delivered, paid, done)."""
    return {"action": "remove", "key": key}


def promote(key: str) -> Line:
    """An expected promotion of ``key``'s memory to Long-Term (a routine)."""
    return {"action": "promote", "key": key, "store": "long_term"}


def berlin() -> Week:
    """German commuter in Berlin, Thu 2026-03-26 to Wed 2026-04-01; DST starts Sun 03-29."""
    w = Week(
        "de-berlin-commuter",
        "de",
        "A commuter in Berlin across the spring DST change, German (Android).",
        "Europe/Berlin",
    )
    db, dhl, wa = "de.hafas.android.db", "de.dhl.paket", "com.whatsapp"
    cal, docto = "com.google.android.calendar", "com.doctolib.android"
    w.android(
        "2026-03-26 07:05",
        cal,
        "Team-Standup",
        "Team-Standup · 09:30 – 09:45 · Raum Spree",
        memory("scrum", ["Team-Standup", "09:30", "Spree"]),
        app_name="Google Kalender",
        category="event",
    )
    w.android(
        "2026-03-26 07:12",
        db,
        "ICE 597 nach München Hbf",
        "Abfahrt 07:34 Berlin Hbf, Gleis 12. Ihre Reise am 26.03. ist planmäßig.",
        memory("ice597", ["ICE 597", "07:34", "12"]),
        app_name="DB Navigator",
        category="reminder",
    )
    w.android(
        "2026-03-26 07:20",
        db,
        "ICE 597 nach München Hbf",
        "Gleisänderung: ICE 597 fährt heute von Gleis 14.",
        update("ice597", ["ICE 597", "07:34", "14"]),
        app_name="DB Navigator",
        category="reminder",
    )
    w.android(
        "2026-03-26 07:31",
        db,
        "ICE 597 nach München Hbf",
        "ICE 597: ca. 15 Minuten später. Neue Abfahrt 07:49, Gleis 14.",
        update("ice597", ["ICE 597", "07:49", "14"]),
        app_name="DB Navigator",
        category="reminder",
    )
    w.android(
        "2026-03-26 08:02",
        wa,
        "Jana",
        "Danke dir!",
        ignore("chatter"),
        app_name="WhatsApp",
    )
    w.android(
        "2026-03-26 10:14",
        "com.google.android.apps.messaging",
        "PayPal",
        "PayPal: Ihr Sicherheitscode lautet 381902. Geben Sie ihn nicht weiter.",
        ignore("otp", "381902"),
    )
    w.android(
        "2026-03-26 12:40",
        "de.lufthansa.android",
        "Lufthansa",
        "Ihre Buchung ist bestätigt: LH 2040 Berlin (BER) – München (MUC) am 24.04.2026, "
        "Abflug 06:45. Buchungscode QX7R2L.",
        memory("lh2040", [["LH 2040", "LH2040"], "2026-04-24", "06:45", "QX7R2L"]),
        app_name="Lufthansa",
        category="reminder",
    )
    w.android(
        "2026-03-26 18:55",
        wa,
        "Mama",
        "Kommst du am Sonntag zum Kaffee? So gegen 15 Uhr 🙂",
        memory("kaffee", ["2026-03-29", "15:00"]),
        app_name="WhatsApp",
    )
    w.android("2026-03-26 19:03", wa, "Mama", "👍", ignore("chatter"), app_name="WhatsApp")
    w.android(
        "2026-03-27 07:04",
        cal,
        "Team-Standup",
        "Team-Standup · 09:30 – 09:45 · Raum Spree",
        reinforce("scrum"),
        app_name="Google Kalender",
        category="event",
    )
    w.android(
        "2026-03-27 09:12",
        dhl,
        "Ihre Sendung kommt heute",
        "Sendung 00340434161234567890 wird heute zwischen 10:30 und 13:30 Uhr zugestellt.",
        memory("dhl", ["00340434161234567890", "2026-03-27"]),
        app_name="Post & DHL",
    )
    w.android(
        "2026-03-27 12:51",
        dhl,
        "Sendung zugestellt",
        "Ihre Sendung 00340434161234567890 wurde zugestellt. Zustellung an: Nachbar (Meyer).",
        remove("dhl"),
        app_name="Post & DHL",
    )
    w.android(
        "2026-03-27 14:20",
        docto,
        "Terminerinnerung",
        "Ihr Termin bei Dr. med. Anna Weber (Allgemeinmedizin) am Dienstag, 31.03.2026 um "
        "09:15 Uhr. Bitte bringen Sie Ihre Versichertenkarte mit.",
        memory("arzt", ["Weber", "2026-03-31", "09:15"]),
        app_name="Doctolib",
        category="reminder",
    )
    w.android(
        "2026-03-27 16:00",
        "com.zalando.mobile",
        "Zalando",
        "Nur heute: bis zu 50 % Rabatt auf Frühlingsmode! Jetzt shoppen",
        ignore("marketing"),
        category="promo",
    )
    w.android(
        "2026-03-27 20:31",
        wa,
        "Verein Fußball",
        "Ab sofort Training jeden Donnerstag 19:00 auf dem Kunstrasen am Volkspark.",
        memory("training", ["Donnerstag", "19:00"], store="long_term"),
        app_name="WhatsApp",
    )
    w.android(
        "2026-03-28 09:40",
        "com.vodafone.meinvodafone",
        "MeinVodafone",
        "Ihre Rechnung für März über 39,99 € ist da. Abbuchung am 02.04.2026.",
        memory("vodafone", ["39,99", "2026-04-02"]),
        app_name="MeinVodafone",
    )
    w.android(
        "2026-03-28 11:15",
        wa,
        "Jana",
        "haha ok",
        ignore("chatter"),
        app_name="WhatsApp",
    )
    w.android(
        "2026-03-28 22:10",
        wa,
        "Mama",
        "Denk dran, heute Nacht werden die Uhren umgestellt! Morgen dann um 15 Uhr bei uns.",
        reinforce("kaffee"),
        app_name="WhatsApp",
    )
    w.android(
        "2026-03-29 03:05",
        "android",
        "Zeitzone",
        "Uhrzeit automatisch auf Sommerzeit umgestellt",
        ignore("system"),
        category="sys",
    )
    w.android(
        "2026-03-29 11:30",
        "com.android.dialer",
        "Verpasster Anruf",
        "Mama",
        ignore("chatter"),
        category="missed_call",
    )
    w.android(
        "2026-03-30 07:02",
        cal,
        "Team-Standup",
        "Team-Standup · 09:30 – 09:45 · Raum Spree",
        promote("scrum"),
        app_name="Google Kalender",
        category="event",
    )
    w.android(
        "2026-03-30 08:15",
        docto,
        "Termin abgesagt",
        "Ihr Termin bei Dr. med. Anna Weber am 31.03.2026 um 09:15 Uhr wurde von der Praxis "
        "abgesagt. Bitte buchen Sie einen neuen Termin.",
        remove("arzt"),
        app_name="Doctolib",
    )
    w.android(
        "2026-03-30 12:05",
        "com.lieferando.android",
        "Lieferando",
        "Deine Bestellung bei Pizzeria Roma ist unterwegs! Voraussichtliche Lieferung 12:35.",
        memory("pizza", ["Pizzeria Roma", "12:35"]),
        app_name="Lieferando",
    )
    w.android(
        "2026-03-30 12:33",
        "com.lieferando.android",
        "Lieferando",
        "Guten Appetit! Deine Bestellung bei Pizzeria Roma wurde geliefert.",
        remove("pizza"),
        app_name="Lieferando",
    )
    w.android(
        "2026-03-30 17:45",
        "com.slack",
        "#team-backend",
        "Tobias: Release 4.2 verschiebt sich auf Donnerstag, 02.04., 14:00.",
        memory("release", ["4.2", "2026-04-02", "14:00"]),
        app_name="Slack",
    )
    w.android(
        "2026-03-31 07:01",
        cal,
        "Team-Standup",
        "Team-Standup · 09:30 – 09:45 · Raum Spree",
        reinforce("scrum"),
        app_name="Google Kalender",
        category="event",
    )
    w.android(
        "2026-03-31 10:20",
        "de.lufthansa.android",
        "Flugplanänderung",
        "Ihr Flug LH 2040 am 24.04.2026 hat eine neue Abflugzeit: 07:25 statt 06:45.",
        update("lh2040", [["LH 2040", "LH2040"], "2026-04-24", "07:25"]),
        app_name="Lufthansa",
        category="reminder",
    )
    w.android(
        "2026-03-31 15:02",
        "com.slack",
        "#team-backend",
        "Tobias: Kleines Update – Release 4.2 jetzt Freitag, 03.04., 10:00.",
        update("release", ["4.2", "2026-04-03", "10:00"]),
        app_name="Slack",
    )
    w.android(
        "2026-04-01 08:00",
        "com.vodafone.meinvodafone",
        "MeinVodafone",
        "Ihre Zahlung über 39,99 € ist eingegangen. Vielen Dank!",
        remove("vodafone"),
        app_name="MeinVodafone",
    )
    w.android(
        "2026-04-01 09:00",
        wa,
        "Jana",
        "Test",
        ignore("chatter"),
        app_name="WhatsApp",
    )
    w.probe("2026-04-01 12:00", "ICE 597 Gleis", "hit", ["07:49", "14"])
    w.probe("2026-04-01 12:00", "ICE 597 Gleis", "miss", ["Gleis 12"], kind="stale")
    w.probe("2026-04-01 12:00", "Lufthansa LH 2040", "hit", ["07:25"])
    w.probe("2026-04-01 12:00", "LH 2040 Abflug", "miss", ["06:45"], kind="stale")
    w.probe("2026-04-01 12:00", "Release 4.2", "miss", ["2026-04-02"], kind="stale")
    w.probe("2026-04-01 12:00", "Arzttermin Weber", "miss", ["Weber"])
    w.probe("2026-04-01 12:00", "Training Donnerstag", "hit", ["19:00"])
    w.probe("2026-04-01 12:00", "Team-Standup", "hit", ["09:30"])
    w.probe("2026-04-14 12:00", "Kaffee bei Mama", "miss", ["2026-03-29"], kind="expiry")
    w.probe("2026-04-14 12:00", "Flug München", "hit", ["LH 2040", "07:25"], kind="expiry")
    w.probe("2026-04-26 12:00", "Flug München", "miss", ["LH 2040"], kind="expiry")
    return w


def mexico() -> Week:
    """Spanish-speaking family in Mexico City (no DST since 2022), Mon 2026-04-13 to Sun 04-19."""
    w = Week(
        "es-mexico-family",
        "es",
        "A parent in Mexico City, Spanish (iPhone).",
        "America/Mexico_City",
    )
    wa, ml = "net.whatsapp.WhatsApp", "com.mercadolibre.mercadolibre"
    w.ios(
        "2026-04-13 07:30",
        "com.colegio.avisos",
        "Colegio Montessori del Valle",
        "Junta de padres de 3°B el jueves 16 de abril a las 18:00 en el salón de usos múltiples.",
        memory("junta", ["2026-04-16", "18:00"]),
        app_name="Avisos Colegio",
    )
    w.ios(
        "2026-04-13 08:05",
        wa,
        "Mamá",
        "¿Vienen el domingo a comer? A las 2 en la casa 🥘",
        memory("comida", ["2026-04-19", "14:00"]),
        app_name="WhatsApp",
    )
    w.ios("2026-04-13 08:07", wa, "Mamá", "❤️", ignore("chatter"), app_name="WhatsApp")
    w.ios(
        "2026-04-13 09:30",
        ml,
        "Mercado Libre",
        "Tu compra está en camino. Llega el miércoles 15 de abril. Envío 44519870213.",
        memory("paquete", ["44519870213", "2026-04-15"]),
        app_name="Mercado Libre",
    )
    w.ios(
        "2026-04-13 11:00",
        "com.bbva.bancomer",
        "BBVA México",
        "Tu código de seguridad es 482019. No lo compartas con nadie.",
        ignore("otp", "482019"),
        app_name="BBVA México",
    )
    w.ios(
        "2026-04-13 16:20",
        "com.dentalink.citas",
        "Consultorio Dental Roma",
        "Recordatorio: cita con la Dra. López el martes 21 de abril a las 10:30. "
        "Responda 1 para confirmar.",
        memory("dentista", ["López", "2026-04-21", "10:30"]),
        app_name="Dentalink",
    )
    w.ios(
        "2026-04-14 07:45",
        "com.netflix.Netflix",
        "Netflix",
        "Tu membresía Estándar se renueva el 10 de mayo por $219 MXN.",
        memory("netflix", ["Netflix", "$219"]),
        app_name="Netflix",
    )
    w.ios(
        "2026-04-14 10:10",
        "com.liverpool.app",
        "Liverpool",
        "¡Venta Nocturna! Hasta 60% de descuento solo hoy. Compra ya",
        ignore("marketing"),
        app_name="Liverpool",
    )
    w.ios(
        "2026-04-14 13:02",
        wa,
        "Diego",
        "jajaja",
        ignore("chatter"),
        app_name="WhatsApp",
    )
    w.ios(
        "2026-04-14 19:40",
        wa,
        "Escuela de Natación Delfines",
        "Les recordamos que las clases de natación de Sofía son todos los sábados a las 10:00.",
        memory("natacion", ["sábado", "10:00"], store="long_term"),
        app_name="WhatsApp",
    )
    w.ios(
        "2026-04-15 08:40",
        ml,
        "Mercado Libre",
        "Tu paquete 44519870213 llega hoy entre las 9:00 y las 14:00.",
        update("paquete", ["44519870213", "2026-04-15", "14:00"]),
        app_name="Mercado Libre",
    )
    w.ios(
        "2026-04-15 12:16",
        ml,
        "Mercado Libre",
        "¡Entregamos tu paquete 44519870213! Lo recibió: Portería.",
        remove("paquete"),
        app_name="Mercado Libre",
    )
    w.ios(
        "2026-04-15 15:30",
        "com.aeromexico.app",
        "Aeroméxico",
        "Tu vuelo AM 001 Ciudad de México (MEX) – Madrid (MAD) sale el 20 de mayo de 2026 a las "
        "21:15. Clave de reservación: KZP4QD.",
        memory("vuelo", [["AM 001", "AM001"], "2026-05-20", "21:15", "KZP4QD"]),
        app_name="Aeroméxico",
    )
    w.ios(
        "2026-04-15 18:00",
        "com.dentalink.citas",
        "Consultorio Dental Roma",
        "Su cita con la Dra. López fue reprogramada para el miércoles 22 de abril a las 12:00.",
        update("dentista", ["López", "2026-04-22", "12:00"]),
        app_name="Dentalink",
    )
    w.ios(
        "2026-04-16 09:00",
        "com.colegio.avisos",
        "Colegio Montessori del Valle",
        "Recordatorio: hoy a las 18:00 junta de padres de 3°B.",
        reinforce("junta"),
        app_name="Avisos Colegio",
    )
    w.ios(
        "2026-04-16 11:45",
        "com.apple.mobilephone",
        "Llamada perdida",
        "Mamá",
        ignore("chatter"),
        app_name="Teléfono",
    )
    w.ios(
        "2026-04-16 14:10",
        "com.cfe.app",
        "CFE Contigo",
        "Tu recibo de luz del bimestre mar-abr es de $842.00. Fecha límite de pago: 28/04/2026.",
        memory("luz", ["842", "2026-04-28"]),
        app_name="CFE Contigo",
    )
    w.ios(
        "2026-04-16 21:05",
        "com.netflix.Netflix",
        "Netflix",
        "Cambio de precio: a partir del 10 de mayo tu plan Estándar cuesta $249 MXN al mes.",
        update("netflix", ["Netflix", "$249"]),
        app_name="Netflix",
    )
    w.ios(
        "2026-04-17 08:20",
        "com.rappi.rappi",
        "Rappi",
        "Tu pedido de Farmacia San Pablo va en camino 🛵 Llega en 20 min.",
        memory("farmacia", ["Farmacia San Pablo"]),
        app_name="Rappi",
    )
    w.ios(
        "2026-04-17 08:41",
        "com.rappi.rappi",
        "Rappi",
        "Tu pedido de Farmacia San Pablo fue entregado. ¡Califica tu experiencia!",
        remove("farmacia"),
        app_name="Rappi",
    )
    w.ios(
        "2026-04-17 10:00",
        "com.cfe.app",
        "CFE Contigo",
        "Recibimos tu pago de $842.00. ¡Gracias!",
        remove("luz"),
        app_name="CFE Contigo",
    )
    w.ios(
        "2026-04-17 19:30",
        wa,
        "Mamá",
        "Al final mejor el domingo a las 3, que tu papá llega tarde.",
        update("comida", ["2026-04-19", "15:00"]),
        app_name="WhatsApp",
    )
    w.ios("2026-04-17 19:32", wa, "Mamá", "Gracias mija", ignore("chatter"), app_name="WhatsApp")
    w.ios(
        "2026-04-18 06:30",
        "com.aeromexico.app",
        "Aeroméxico",
        "Cambio de itinerario: tu vuelo AM 001 del 20 de mayo ahora sale a las 22:40.",
        update("vuelo", [["AM 001", "AM001"], "2026-05-20", "22:40"]),
        app_name="Aeroméxico",
    )
    w.ios(
        "2026-04-18 12:00",
        wa,
        "Diego",
        "ok",
        ignore("chatter"),
        app_name="WhatsApp",
    )
    w.ios(
        "2026-04-19 09:00",
        "com.colegio.avisos",
        "Colegio Montessori del Valle",
        "Se cancela la excursión al Papalote del viernes 24 de abril por obras en el museo.",
        memory("excursion", ["Papalote", "2026-04-24"]),
        app_name="Avisos Colegio",
    )
    w.probe("2026-04-19 12:00", "cita dentista", "hit", ["2026-04-22", "12:00"])
    w.probe("2026-04-19 12:00", "dentista López", "miss", ["2026-04-21"], kind="stale")
    w.probe("2026-04-19 12:00", "Netflix precio", "miss", ["$219"], kind="stale")
    w.probe("2026-04-19 12:00", "vuelo Madrid", "hit", ["22:40"])
    w.probe("2026-04-19 12:00", "vuelo AM 001", "miss", ["21:15"], kind="stale")
    w.probe("2026-04-19 12:00", "paquete Mercado Libre", "miss", ["44519870213"])
    w.probe("2026-04-19 12:00", "natación Sofía", "hit", ["10:00"])
    w.probe("2026-05-05 12:00", "junta de padres", "miss", ["2026-04-16"], kind="expiry")
    w.probe("2026-05-05 12:00", "vuelo Madrid", "hit", ["AM 001", "22:40"], kind="expiry")
    return w


def sydney() -> Week:
    """Nurse in Sydney, Wed 2026-04-01 to Tue 04-07; DST ends Sun 04-05 03:00 (+11 to +10)."""
    w = Week(
        "en-sydney-nurse",
        "en",
        "A shift nurse in Sydney across the autumn DST change, English and some French (Android).",
        "Australia/Sydney",
    )
    wa, roster = "com.whatsapp", "com.humanforce.roster"
    w.android(
        "2026-04-01 06:10",
        roster,
        "Humanforce",
        "Shift reminder: Wed 1 Apr 07:00–15:30, Ward 4B, St Vincent's.",
        memory("shift-0401", ["2026-04-01", "07:00", "4B"]),
        app_name="Humanforce",
    )
    w.android(
        "2026-04-01 09:30",
        "au.com.auspost",
        "AusPost",
        "Your parcel 33LPK0012345 from Kmart is coming today.",
        memory("auspost", ["33LPK0012345"]),
        app_name="AusPost",
    )
    w.android(
        "2026-04-01 10:02",
        "au.com.qantas",
        "Qantas",
        "Booking confirmed: QF1 Sydney (SYD) to London (LHR) on Sat 2 May 2026, departs 15:35. "
        "Booking ref 6TQWPK.",
        memory("qf1", [["QF1", "QF 1"], "2026-05-02", "15:35", "6TQWPK"]),
        app_name="Qantas",
    )
    w.android(
        "2026-04-01 12:40",
        "au.com.auspost",
        "AusPost",
        "Delivered: parcel 33LPK0012345 was left in a safe place.",
        remove("auspost"),
        app_name="AusPost",
    )
    w.android(
        "2026-04-01 13:15",
        "com.hotdoc.patient",
        "HotDoc",
        "Reminder: appointment with Dr Nguyen at Bondi Junction Medical Centre, Tue 7 Apr at "
        "10:20am. Reply C to cancel.",
        memory("gp", ["Nguyen", "2026-04-07", "10:20"]),
        app_name="HotDoc",
    )
    w.android(
        "2026-04-01 16:05",
        wa,
        "Chloé",
        "On se fait un brunch samedi à 10h chez Bills à Surry Hills ?",
        memory("brunch", ["2026-04-04", "10:00", "Bills"]),
        app_name="WhatsApp",
    )
    w.android(
        "2026-04-01 16:09", wa, "Chloé", "Super merci !", ignore("chatter"), app_name="WhatsApp"
    )
    w.android(
        "2026-04-02 06:05",
        roster,
        "Humanforce",
        "Shift reminder: Thu 2 Apr 07:00–15:30, Ward 4B, St Vincent's.",
        memory("shift-0402", ["2026-04-02", "07:00", "4B"]),
        app_name="Humanforce",
    )
    w.android(
        "2026-04-02 08:30",
        "com.commbank.netbank",
        "CommBank",
        "NetCode: 731904. Never share this code. CommBank will never ask you for it.",
        ignore("otp", "731904"),
        app_name="CommBank",
    )
    w.android(
        "2026-04-02 11:00",
        "com.ubercab.eats",
        "Uber Eats",
        "Hungry? Get $15 off your next 3 orders this weekend 🍔",
        ignore("marketing"),
        app_name="Uber Eats",
    )
    w.android(
        "2026-04-02 17:45",
        "com.agl.energy",
        "AGL",
        "Your electricity bill of $312.40 is due on 16 Apr 2026.",
        memory("agl", ["312.40", "2026-04-16"]),
        app_name="AGL",
    )
    w.android(
        "2026-04-03 06:04",
        roster,
        "Humanforce",
        "Shift reminder: Fri 3 Apr 07:00–15:30, Ward 4B, St Vincent's.",
        memory("shift-0403", ["2026-04-03", "07:00", "4B"]),
        app_name="Humanforce",
    )
    w.android(
        "2026-04-03 09:12",
        wa,
        "Mum",
        "Don't forget the clocks go back on Sunday! Lunch at ours Sunday 12:30?",
        memory("lunch", ["2026-04-05", "12:30"]),
        app_name="WhatsApp",
    )
    w.android("2026-04-03 09:20", wa, "Mum", "👍", ignore("chatter"), app_name="WhatsApp")
    w.android(
        "2026-04-03 14:00",
        "com.hotdoc.patient",
        "HotDoc",
        "Your appointment with Dr Nguyen on Tue 7 Apr has been moved to Wed 8 Apr at 9:40am.",
        update("gp", ["Nguyen", "2026-04-08", "09:40"]),
        app_name="HotDoc",
    )
    w.android(
        "2026-04-03 20:15",
        wa,
        "Chloé",
        "Petit changement : brunch samedi à 11h plutôt, ça te va ?",
        update("brunch", ["2026-04-04", "11:00"]),
        app_name="WhatsApp",
    )
    w.android(
        "2026-04-04 08:00",
        "com.woolworths",
        "Woolworths",
        "Your order WW-88412 is out for delivery. Estimated arrival 9:15am–10:15am.",
        memory("woolies", ["WW-88412"]),
        app_name="Woolworths",
    )
    w.android(
        "2026-04-04 09:58",
        "com.woolworths",
        "Woolworths",
        "Your order WW-88412 has been delivered. Enjoy!",
        remove("woolies"),
        app_name="Woolworths",
    )
    w.android(
        "2026-04-04 22:30",
        "com.android.phone",
        "Missed call",
        "Mum",
        ignore("chatter"),
        category="missed_call",
    )
    w.android(
        "2026-04-05 02:30",
        "android",
        "Date & time",
        "Time zone updated: Australian Eastern Standard Time",
        ignore("system"),
        category="sys",
    )
    w.android(
        "2026-04-05 10:00",
        wa,
        "Mum",
        "See you at 12:30 love x",
        reinforce("lunch"),
        app_name="WhatsApp",
    )
    w.android(
        "2026-04-06 07:30",
        "au.com.qantas",
        "Qantas",
        "Schedule change: QF1 on 2 May 2026 now departs Sydney at 16:50. No action needed.",
        update("qf1", [["QF1", "QF 1"], "2026-05-02", "16:50"]),
        app_name="Qantas",
    )
    w.android(
        "2026-04-06 10:40",
        "com.agl.energy",
        "AGL",
        "Thanks, we've received your payment of $312.40.",
        remove("agl"),
        app_name="AGL",
    )
    w.android(
        "2026-04-06 18:00",
        "com.slack",
        "Ward 4B",
        "Priya: Team education session moved to Thu 9 Apr 14:00, Level 5 seminar room",
        memory("education", ["2026-04-09", "14:00", "Level 5"]),
        app_name="Slack",
    )
    w.android(
        "2026-04-07 08:15",
        "com.hotdoc.patient",
        "HotDoc",
        "Your appointment with Dr Nguyen on Wed 8 Apr at 9:40am has been cancelled.",
        remove("gp"),
        app_name="HotDoc",
    )
    w.android(
        "2026-04-07 09:00",
        "com.slack",
        "Ward 4B",
        "Priya: 👍",
        ignore("chatter"),
        app_name="Slack",
    )
    w.probe("2026-04-07 12:00", "brunch Chloé", "miss", ["10:00"], kind="stale")
    w.probe("2026-04-07 12:00", "QF1 London flight", "hit", ["16:50"])
    w.probe("2026-04-07 12:00", "QF1 departs", "miss", ["15:35"], kind="stale")
    w.probe("2026-04-07 12:00", "GP appointment Dr Nguyen", "miss", ["Nguyen"])
    w.probe("2026-04-07 12:00", "education session", "hit", ["2026-04-09", "14:00"])
    w.probe("2026-04-07 12:00", "AGL electricity bill", "miss", ["312.40"])
    w.probe("2026-04-20 12:00", "lunch with Mum", "miss", ["2026-04-05"], kind="expiry")
    w.probe("2026-04-20 12:00", "QF1 London flight", "hit", ["QF1", "16:50"], kind="expiry")
    return w


def main() -> None:
    """Write every understanding stream."""
    for build in (berlin, mexico, sydney):
        build().write()


if __name__ == "__main__":
    main()
