"""Display names of apps: what a memory calls the app a notification came from.

A notification carries its app's display name when the source gives one (Android bridges send
``appName``; the iOS ANCS attribute ``DisplayName`` arrives as ``app_name``). When it does not,
:func:`app_display_name` maps the package name (Android) or bundle id (iOS) of common apps to the
name their store listing shows, and otherwise makes a readable name from the id's last part
(``com.flowyoga.app`` -> ``Flowyoga``). A memory never names a package id such as
``com.tencent.mm`` where a name is known (issue: notification understanding, content).
"""

from __future__ import annotations

from typing import Final

__all__ = ["KNOWN_APPS", "app_display_name"]

KNOWN_APPS: Final[dict[str, str]] = {
    # Messaging and calls
    "com.whatsapp": "WhatsApp",
    "com.whatsapp.w4b": "WhatsApp Business",
    "net.whatsapp.WhatsApp": "WhatsApp",
    "net.whatsapp.WhatsAppSMB": "WhatsApp Business",
    "com.tencent.mm": "微信",
    "com.tencent.xin": "微信",
    "com.tencent.mobileqq": "QQ",
    "com.alibaba.android.rimet": "钉钉",
    "com.facebook.orca": "Messenger",
    "com.facebook.Messenger": "Messenger",
    "org.telegram.messenger": "Telegram",
    "ph.telegra.Telegraph": "Telegram",
    "org.thoughtcrime.securesms": "Signal",
    "org.whispersystems.signal": "Signal",
    "jp.naver.line.android": "LINE",
    "com.viber.voip": "Viber",
    "com.instagram.android": "Instagram",
    "com.burbn.instagram": "Instagram",
    "com.google.android.apps.messaging": "Messages",
    "com.samsung.android.messaging": "Messages",
    "com.apple.MobileSMS": "Messages",
    "com.android.phone": "Phone",
    "com.android.dialer": "Phone",
    "com.google.android.dialer": "Phone",
    "com.apple.mobilephone": "Phone",
    "com.apple.facetime": "FaceTime",
    # Work
    "com.slack": "Slack",
    "com.Slack": "Slack",
    "com.tinyspeck.chatlyio": "Slack",
    "com.microsoft.teams": "Microsoft Teams",
    "com.microsoft.skype.teams": "Microsoft Teams",
    "com.microsoft.office.outlook": "Outlook",
    "com.microsoft.Office.Outlook": "Outlook",
    "com.google.android.gm": "Gmail",
    "com.google.Gmail": "Gmail",
    "com.apple.mobilemail": "Mail",
    "com.google.android.calendar": "Google Calendar",
    "com.google.calendar": "Google Calendar",
    "com.apple.mobilecal": "Calendar",
    "com.samsung.android.calendar": "Calendar",
    "us.zoom.videomeetings": "Zoom",
    "com.atlassian.android.jira.core": "Jira",
    "com.github.android": "GitHub",
    "com.okta.android.auth": "Okta Verify",
    # Shopping and delivery
    "com.amazon.mShop.android.shopping": "Amazon",
    "com.amazon.Amazon": "Amazon",
    "com.taobao.taobao": "淘宝",
    "com.jingdong.app.mall": "京东",
    "com.sankuai.meituan": "美团",
    "com.sf.activity": "顺丰速运",
    "com.xunmeng.pinduoduo": "拼多多",
    "de.dhl.paket": "Post & DHL",
    "com.dpd.yourdpd": "DPD",
    "uk.co.royalmail": "Royal Mail",
    "au.com.auspost": "AusPost",
    "com.ups.mobile.android": "UPS",
    "com.fedex.ida.android": "FedEx",
    "com.mercadolibre.mercadolibre": "Mercado Libre",
    "com.zalando.mobile": "Zalando",
    "fr.vinted": "Vinted",
    "com.shein.app": "SHEIN",
    "com.asos.app": "ASOS",
    "com.ubercab.eats": "Uber Eats",
    "com.ubercab": "Uber",
    "com.ubercab.UberClient": "Uber",
    "com.lieferando.android": "Lieferando",
    "com.rappi.rappi": "Rappi",
    "com.deliveroo.orderapp": "Deliveroo",
    "com.woolworths": "Woolworths",
    "com.costco.app": "Costco",
    "com.nike.omega": "Nike",
    # Travel
    "de.hafas.android.db": "DB Navigator",
    "de.lufthansa.android": "Lufthansa",
    "au.com.qantas": "Qantas",
    "com.aeromexico.app": "Aeroméxico",
    "com.flytap.app": "TAP Air Portugal",
    "com.booking": "Booking.com",
    "com.booking.Booking": "Booking.com",
    "com.airbnb.android": "Airbnb",
    "com.airbnb.app": "Airbnb",
    "com.MobileTicket": "12306",
    "com.united.mobile.android": "United",
    "com.delta.mobile.android": "Fly Delta",
    "com.ryanair.cheapflights": "Ryanair",
    "com.easyjet.android": "easyJet",
    # Money, health, home
    "com.chase.sig.android": "Chase",
    "com.venmo": "Venmo",
    "com.revolut.revolut": "Revolut",
    "com.myklarna.android": "Klarna",
    "com.commbank.netbank": "CommBank",
    "com.bbva.bancomer": "BBVA México",
    "cmb.pb": "招商银行",
    "com.eg.android.AlipayGphone": "支付宝",
    "com.paypal.android.p2pmobile": "PayPal",
    "com.doctolib.android": "Doctolib",
    "com.hotdoc.patient": "HotDoc",
    "com.mychart.android": "MyChart",
    "com.netflix.mediaclient": "Netflix",
    "com.netflix.Netflix": "Netflix",
    "com.spotify.music": "Spotify",
    "com.google.android.apps.photos": "Google Photos",
    "com.google.android.apps.nest": "Google Nest",
    "com.classdojo.android": "ClassDojo",
    "android": "Android System",
    "com.android.systemui": "System UI",
}
"""Package names and bundle ids of common apps -> the name their store listing shows."""

_DOMAIN_PARTS: Final = frozenset(
    {"com", "org", "net", "co", "io", "de", "fr", "uk", "au", "cn", "jp", "es", "mx", "it", "nl"}
)
_GENERIC_PARTS: Final = frozenset(
    {"app", "android", "ios", "mobile", "client", "activity", "main", "prod", "release"}
)


def app_display_name(app_id: str, given: str | None = None) -> str:
    """Return the name to call an app by in a memory.

    Args:
        app_id: Android package name or iOS bundle id (``com.tencent.mm``).
        given: The display name the notification carried (Android ``appName``, ANCS
            ``DisplayName``), when there is one; it wins.

    Returns:
        ``given`` when non-blank; else the name of :data:`KNOWN_APPS`; else the id's last
        brand part (the first dotted part after a top-level domain), capitalized
        (``com.flowyoga.app`` -> ``Flowyoga``); the id itself when it has no such part.
    """
    if given and given.strip():
        return given.strip()
    known = KNOWN_APPS.get(app_id)
    if known is not None:
        return known
    parts = [p for p in app_id.split(".") if p and p.casefold() not in _GENERIC_PARTS]
    while len(parts) >= 2 and parts[0].casefold() in _DOMAIN_PARTS:
        parts = parts[1:]
    if not parts:
        return app_id
    name = parts[0]
    return name[:1].upper() + name[1:]
