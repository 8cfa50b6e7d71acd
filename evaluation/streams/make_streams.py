"""Write the labeled evaluation streams (``python evaluation/streams/make_streams.py``).

Each stream is a simulated week written for this project; the memory-action cases (M1-M12) are
placed inside them and named in ``expect.case``. The format is ``docs/formats/labeled-stream.md``.
Texts, names, codes and passwords are made up.
"""

from __future__ import annotations

import json
import zlib
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
Line = dict[str, Any]


class Stream:
    """Collects the lines of one stream."""

    def __init__(self, name: str, language: str, description: str, offset_h: float) -> None:
        self.name = name
        self.zone = timezone(timedelta(hours=offset_h))
        self.offset_s = int(offset_h * 3600)
        self.lines: list[Line] = [
            {"stream": name, "version": 1, "language": language, "description": description}
        ]
        self.count = 0

    def at(self, day: int, hhmm: str, second: int = 0) -> datetime:
        """Local time on 2025-03-(10 + day)."""
        hour, minute = (int(p) for p in hhmm.split(":"))
        return datetime(2025, 3, 10 + day, hour, minute, second, tzinfo=self.zone)

    def _next(self, nid: str | None) -> str:
        self.count += 1
        return nid or f"{self.name.split('-')[-1][:3]}{self.count:02d}"

    def android(
        self,
        when: datetime,
        package: str,
        title: str | None,
        text: str,
        expect: Line,
        *,
        nid: str | None = None,
        key_id: int | None = None,
        flags: int = 0,
        category: str = "msg",
        app_name: str | None = None,
    ) -> str:
        """An Android listener JSON notification."""
        ident = self._next(nid)
        uid = 10100 + zlib.crc32(package.encode()) % 900
        wire: Line = {
            "key": f"0|{package}|{key_id or self.count}|null|{uid}",
            "package": package,
            "id": key_id or self.count,
            "postTime": int(when.timestamp() * 1000),
            "kind": "added",
            "text": text,
            "flags": flags,
            "category": category,
            "received_at": when.isoformat(),
            "received_utc_offset_s": self.offset_s,
        }
        if title is not None:
            wire["title"] = title
        if app_name is not None:
            wire["appName"] = app_name
        self.lines.append({"id": ident, "notification": wire, "expect": expect})
        return ident

    def ios(
        self, when: datetime, app_id: str, title: str, message: str, expect: Line, **kw: Any
    ) -> str:
        """An iOS (ANCS bridge) JSON notification."""
        ident = self._next(kw.pop("nid", None))
        wire: Line = {
            "platform": "ios",
            "session": "s1",
            "uid": self.count,
            "event": "added",
            "category": kw.pop("category", "social"),
            "app_id": app_id,
            "title": title,
            "message": message,
            "date": when.strftime("%Y%m%dT%H%M%S"),
            "received_at": when.isoformat(),
            "received_utc_offset_s": self.offset_s,
        }
        self.lines.append({"id": ident, "notification": wire, "expect": expect})
        return ident

    def gadgetbridge(
        self, when: datetime, gb_id: int, src: str, title: str, body: str, expect: Line
    ) -> str:
        """A Gadgetbridge ``GB(...)`` line with the receipt time beside it."""
        ident = self._next(None)
        payload = {"t": "notify", "id": gb_id, "src": src, "title": title, "body": body}
        self.lines.append(
            {
                "id": ident,
                "notification": f"GB({json.dumps(payload, ensure_ascii=False)})",
                "received_at": when.isoformat(),
                "expect": expect,
            }
        )
        return ident

    def replay(self, original: Line, expect: Line, when: datetime | None = None) -> str:
        """The same wire notification delivered again (a bridge resend)."""
        ident = self._next(None)
        line = {"id": ident, "notification": original["notification"], "expect": expect}
        if "received_at" in original:
            line["received_at"] = when.isoformat() if when else original["received_at"]
        self.lines.append(line)
        return ident

    def probe(self, when: datetime, query: str, expect: str, facts: list[Any], **kw: Any) -> None:
        """A recall probe."""
        self._next(None)
        line: Line = {
            "probe": f"p{self.count:02d}",
            "at": when.isoformat(),
            "query": query,
            "expect": expect,
            "facts": facts,
        }
        line.update(kw)
        self.lines.append(line)

    def write(self) -> None:
        """Write ``<name>.jsonl`` beside this script."""
        path = HERE / f"{self.name}.jsonl"
        with path.open("w", encoding="utf-8") as handle:
            for line in self.lines:
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")


def ignore(why: str, *secrets: str, case: str | None = None) -> Line:
    """An expected ``ignore``."""
    out: Line = {"action": "ignore", "why": why}
    if secrets:
        out["secrets"] = list(secrets)
    if case:
        out["case"] = case
    return out


def memory(key: str, facts: list[Any], store: str | None = None, **kw: Any) -> Line:
    """An expected new memory."""
    out: Line = {"action": "memory", "key": key, "facts": facts}
    if store:
        out["store"] = store
    out.update(kw)
    return out


def update(key: str, facts: list[Any], **kw: Any) -> Line:
    """An expected update of ``key``."""
    return {"action": "update", "key": key, "facts": facts, **kw}


def remove(key: str, **kw: Any) -> Line:
    """An expected removal of ``key``'s memory (delivered, cancelled, paid, done)."""
    return {"action": "remove", "key": key, **kw}


def reinforce(key: str, **kw: Any) -> Line:
    """An expected reinforcement of ``key``."""
    return {"action": "reinforce", "key": key, **kw}


SEVEN_PM = ["7 PM", "7pm", "19:00"]


def busy_messaging() -> Stream:
    s = Stream("en-busy-messaging", "en", "A busy messaging user in New York (Android).", -4)
    wa, tg, fb = "com.whatsapp", "org.telegram.messenger", "com.facebook.orca"
    s.android(
        s.at(0, "08:10"),
        wa,
        "Ana",
        "Morning! Are we still on for lunch Wednesday at Nando's?",
        memory("lunch", ["Wednesday", "Nando"]),
    )
    s.android(s.at(0, "08:12"), wa, "Ben", "lol", ignore("chatter"))
    s.android(
        s.at(0, "12:30"),
        "com.flowyoga.app",
        "FlowYoga",
        "FlowYoga: class on Mondays 7 PM",
        memory("yoga", ["FlowYoga", ["Monday"], SEVEN_PM], case="M4"),
        category="event",
    )
    s.android(
        s.at(0, "14:00"),
        "com.google.android.apps.messaging",
        "57635",
        "Your verification code is 551903. Do not share it with anyone.",
        ignore("otp", "551903"),
    )
    s.android(
        s.at(0, "18:00"),
        "com.shein.app",
        "SHEIN",
        "FLASH SALE: 50% off everything today only! Shop now >>",
        ignore("marketing"),
        category="promo",
    )
    s.android(
        s.at(1, "07:45"),
        "android",
        "USB debugging connected",
        "Tap to turn off USB debugging",
        ignore("system"),
        flags=2,
        category="sys",
    )
    ravi = s.android(
        s.at(1, "10:00"),
        tg,
        "Ravi",
        "Can you pick up Leo from school on Friday at 3:15?",
        memory("pickup", ["Leo", "Friday", ["3:15", "15:15"]]),
    )
    s.android(
        s.at(1, "20:00"),
        "com.flowyoga.app",
        "FlowYoga",
        "FlowYoga: class moves to Wednesdays 7 PM",
        update("yoga", ["FlowYoga", "Wednesday", SEVEN_PM], case="M4"),
        category="event",
    )
    s.probe(s.at(2, "08:00"), "FlowYoga class", "hit", ["Wednesday"], case="M4")
    s.android(
        s.at(2, "09:00"),
        "com.flowyoga.app",
        "FlowYoga",
        "FlowYoga: class moves to Wednesdays 7 PM",
        reinforce("yoga", case="M4"),
        category="event",
    )
    chatter = [
        "ok who's in for book club this week?",
        "me!",
        "me too",
        "haha finally",
        "which day works?",
        "Tuesday is bad for me",
        "Wednesday?",
        "I have yoga wed",
        "Thursday then?",
        "Thursday works",
        "works for me",
        "👍",
        "who's hosting?",
        "I can't, my place is a mess lol",
        "Maya?",
        "sure, my place",
        "yay",
        "🎉",
        "what time?",
        "7?",
        "7:30 is better, I finish late",
        "ok 7:30",
        "snacks?",
        "I'll bring hummus",
        "chips from me",
        "wine 🍷",
        "did everyone finish the book?",
        "halfway...",
        "no spoilers!!",
        "lol",
        "ok",
        "see you all",
        "can't wait",
        "😂",
    ]
    for i, text in enumerate(chatter):
        s.android(
            s.at(2, "12:00", 0) + timedelta(seconds=6 * i),
            fb,
            "Book club",
            text,
            ignore("chatter", case="M11"),
            key_id=900 + i,
        )
    s.android(
        s.at(2, "12:04"),
        fb,
        "Book club",
        "OK final: book club Thursday 7:30 PM at Maya's place",
        memory("bookclub", ["book club", "Thursday", ["7:30", "19:30"], "Maya"], case="M11"),
        key_id=990,
    )
    s.android(
        s.at(2, "18:00"),
        "com.chase.sig.android",
        "Chase",
        "Chase: one-time code 482913. Don't share it.",
        ignore("otp", "482913", case="M10"),
        category="sys",
    )
    s.android(
        s.at(2, "18:00", 20),
        "com.venmo",
        "Venmo",
        "Alex paid you $40 for rent",
        memory("rent", ["Alex", ["$40", "40"], "rent"], case="M10"),
    )
    original = next(line for line in s.lines if line.get("id") == ravi)
    s.replay(original, ignore("duplicate", case="M5"))
    s.android(
        s.at(3, "10:00"),
        wa,
        "Ana",
        "wifi password at the cabin is sunflower42, see you there Saturday",
        # A message that holds a secret is dropped whole (issue 26); the secret in no store.
        ignore("secret", "sunflower42"),
        nid="bus-cabin",
    )
    s.android(
        s.at(4, "09:00"),
        "com.google.android.apps.photos",
        "Backing up",
        "Backing up 3 photos",
        ignore("system"),
        flags=2,
        category="progress",
    )
    s.android(s.at(5, "11:00"), wa, "Ben", "happy weekend!", ignore("chatter"))
    s.probe(s.at(6, "12:00"), "book club", "hit", ["Thursday"], case="M11")
    s.probe(s.at(6, "12:00"), "lunch Nando's", "hit", ["Nando"])
    s.probe(s.at(6, "12:00"), "verification code", "miss", ["551903"])
    s.probe(s.at(6, "12:05"), "rent Alex", "hit", ["Alex", "rent"], case="M10")
    return s


def zh_family() -> Stream:
    s = Stream("zh-family", "zh", "一位上海用户的一周：家人、工作群、快递和验证码（安卓）。", 8)
    wx, dd = "com.tencent.mm", "com.alibaba.android.rimet"
    s.android(s.at(0, "08:39"), wx, "妈妈", "周末来看你", memory("visit", [["周末", "2025-03-15"]]))
    s.android(
        s.at(0, "09:30"),
        "com.sf.activity",
        "顺丰速运",
        "您的快递已到达菜鸟驿站，取件码 6-2-3018，请及时领取",
        # A parcel pickup code is worth remembering, not a login code (noise case n11).
        memory("pickup", ["取件码", "6-2-3018"]),
    )
    s.android(
        s.at(0, "11:00"),
        "com.taobao.taobao",
        "淘宝",
        "春季大促开启！全场满300减50，点击查看 >>",
        ignore("marketing"),
        category="promo",
    )
    s.android(
        s.at(0, "15:20"),
        "cmb.pb",
        "招商银行",
        "【招商银行】验证码：739215，您正在进行登录操作，请勿泄露。",
        ignore("otp", "739215"),
    )
    s.android(
        s.at(1, "10:05"),
        dd,
        "王经理",
        "周三下午三点开项目评审会，在3号会议室",
        memory("review", ["评审会", "3号会议室"]),
    )
    s.android(
        s.at(1, "21:00"),
        wx,
        "妈妈",
        "周六回家吃饭吗？🍲",
        memory("dinner", ["周六", "吃饭"], case="M6"),
    )
    s.android(
        s.at(2, "09:15"),
        dd,
        "王经理",
        "项目评审会改到周四上午十点",
        update("review", ["评审会", "周四", ["十点", "10点", "10:00"]], case="M1"),
    )
    s.android(s.at(2, "12:00"), wx, "家庭群", "哈哈哈", ignore("chatter"))
    s.android(
        s.at(2, "22:00"),
        "com.android.systemui",
        "正在充电",
        "充电中 · 还需 40 分钟充满",
        ignore("system"),
        flags=2,
        category="sys",
    )
    s.android(
        s.at(3, "08:00"),
        "com.MobileTicket",
        "铁路12306",
        "您购买的3月15日G1234次列车，北京南到上海虹桥，08:00开，请提前到站",
        memory("train", ["G1234", ["3月15日", "2025-03-15"]]),
    )
    s.android(s.at(3, "19:30"), wx, "妈妈", "周六回家吃饭吗？🍲", reinforce("dinner", case="M6"))
    s.android(
        s.at(4, "12:40"),
        "com.sankuai.meituan",
        "美团外卖",
        "您的外卖已送达，祝您用餐愉快",
        ignore("chatter"),
    )
    s.android(
        s.at(4, "18:00"),
        "com.jingdong.app.mall",
        "京东",
        "【京东】验证码 305871，用于登录，5分钟内有效",
        ignore("otp", "305871"),
    )
    s.probe(s.at(5, "09:00"), "评审会", "hit", ["周四"], case="M1")
    s.probe(s.at(5, "09:00"), "列车 G1234", "hit", ["G1234"])
    s.probe(s.at(5, "09:00"), "验证码", "miss", ["739215"], case="M10")
    return s


def traveller() -> Stream:
    s = Stream(
        "mixed-traveller",
        "mixed",
        "A traveller between London and Lisbon, English and Chinese (iPhone).",
        0,
    )
    s.ios(
        s.at(0, "07:00"),
        "com.puregym.app",
        "PureGym",
        "See you Saturday morning! Your regular 8 AM gym slot is booked",
        memory("gym", ["gym", "Saturday"], store="long_term", case="M3"),
    )
    s.ios(
        s.at(0, "13:00"),
        "com.booking.Booking",
        "Booking.com",
        "Booking: Lisbon stay May 3-6 confirmed",
        memory("lisbon", ["Lisbon", ["May 3", "2025-05-03"]], case="M3"),
        category="business_and_finance",
    )
    s.ios(
        s.at(1, "09:00"),
        "com.flytap.app",
        "TAP Air Portugal",
        "Flight TP1351 to Lisbon departs 09:40 from Terminal 1 on May 3",
        memory("flight", ["TP1351", "09:40"]),
    )
    s.ios(
        s.at(1, "09:30"),
        "com.ubercab.UberClient",
        "Uber",
        "Your Uber code is 4821. Share it with your driver only.",
        ignore("otp", "4821"),
    )
    s.ios(
        s.at(2, "20:00"),
        "com.tencent.xin",
        "小李",
        "下周二在里斯本见面吗？我住在Alfama",
        memory("meet", ["周二", "Alfama"]),
    )
    s.ios(
        s.at(3, "10:00"),
        "com.airbnb.app",
        "Airbnb",
        "Explore homes in Porto — limited-time deals this weekend. Book now!",
        ignore("marketing"),
        category="news",
    )
    s.ios(
        s.at(3, "16:00"),
        "com.revolut.revolut",
        "Revolut",
        "628104 is your Revolut login code. Never share it.",
        ignore("otp", "628104"),
    )
    s.ios(s.at(4, "08:00"), "com.tencent.xin", "小李", "好的 👌", ignore("chatter"))
    s.ios(
        s.at(5, "07:00"),
        "com.puregym.app",
        "PureGym",
        "See you Saturday morning! Your regular 8 AM gym slot is booked",
        reinforce("gym", case="M3"),
    )
    s.ios(
        s.at(5, "12:00"),
        "com.apple.MobileSMS",
        "Mum",
        "Landed safely? Call me when you're at the hotel",
        ignore("chatter"),
    )
    s.probe(s.at(6, "09:00"), "Lisbon stay", "hit", ["Lisbon", ["May 3", "2025-05-03"]], case="M3")
    s.probe(s.at(6, "09:00"), "gym", "hit", ["Saturday"], case="M3")
    s.probe(s.at(6, "09:00"), "Uber code", "miss", ["4821"])
    return s


def shopper() -> Stream:
    s = Stream(
        "en-shopper",
        "en",
        "A shopper in London with deliveries and codes (Android, Gadgetbridge).",
        0,
    )
    s.android(
        s.at(0, "10:00"),
        "com.parkmobile.app",
        "ParkMobile",
        "Parking paid until 6 PM",
        memory("parking", ["Parking", ["6 PM", "6pm", "18:00"]], case="M9"),
    )
    s.probe(s.at(0, "12:00"), "parking", "hit", ["Parking"], case="M9")
    parcel = s.gadgetbridge(
        s.at(1, "09:00"),
        1701,
        "Parcel",
        "Parcel",
        "Parcel: running shoes arrive Friday",
        memory("shoes", ["running shoes", "Friday"], case="M2"),
    )
    original = next(line for line in s.lines if line.get("id") == parcel)
    s.replay(original, ignore("duplicate", case="M5"), s.at(1, "09:00", 1))
    s.android(
        s.at(1, "11:00"),
        "uk.co.royalmail",
        "Royal Mail",
        "Your delivery PIN is 5573. Show it to the courier.",
        # Shown to the courier at the door: a delivery code to keep, like a pickup code.
        memory("delivery_pin", ["Royal Mail", "5573"]),
    )
    s.android(
        s.at(1, "15:00"),
        "com.amazon.mShop.android.shopping",
        "Amazon",
        "Your package with Kindle Paperwhite will be delivered Thursday",
        memory("kindle", ["Kindle", "Thursday"]),
    )
    s.android(
        s.at(2, "08:00"),
        "com.nike.omega",
        "Nike",
        "Black Friday early access: 40% off sneakers. Shop now!",
        ignore("marketing"),
        category="promo",
    )
    s.android(
        s.at(2, "19:00"),
        "com.asos.app",
        "ASOS",
        "You left items in your basket! Complete your order today",
        ignore("marketing"),
        category="promo",
    )
    s.android(
        s.at(3, "07:30"),
        "com.amazon.mShop.android.shopping",
        "Amazon",
        "304918 is your Amazon OTP. Do not share it with anyone.",
        ignore("otp", "304918"),
    )
    s.android(
        s.at(3, "08:00"),
        "com.dpd.yourdpd",
        "DPD",
        "Your parcel is out for delivery between 10:15 and 11:15",
        memory("dpd", ["DPD", "10:15"]),
    )
    s.android(
        s.at(3, "20:00"),
        "com.myklarna.android",
        "Klarna",
        "Payment of £45.00 due on 24 March",
        memory("klarna", ["45", ["24 March", "2025-03-24"]]),
    )
    s.android(
        s.at(4, "09:00"), "fr.vinted", "Vinted", "Someone favourited your item", ignore("chatter")
    )
    s.gadgetbridge(
        s.at(4, "16:00"),
        1702,
        "Parcel",
        "Parcel",
        "Parcel: running shoes delivered to your front door",
        remove("shoes", case="M2"),
    )
    s.probe(s.at(6, "10:00"), "running shoes", "miss", ["running shoes"], case="M2")
    s.probe(s.at(6, "10:00"), "Amazon OTP", "miss", ["304918"], case="M10")
    s.probe(s.at(8, "12:00"), "parking", "miss", ["Parking"], case="M9")
    return s


def family_calendar() -> Stream:
    s = Stream(
        "en-family-calendar", "en", "A parent's family calendar in California (Android).", -7
    )
    cal, wa = "com.google.android.calendar", "com.whatsapp"
    s.android(
        s.at(0, "08:00"),
        cal,
        "Calendar",
        "Dentist on Wed 2:00 PM with Dr. Patel",
        memory("dentist", ["Dentist", "Patel"]),
        category="event",
    )
    s.android(
        s.at(0, "16:00"),
        "com.classdojo.android",
        "ClassDojo",
        "Reminder: Emma's field trip Thursday, permission slip due Wednesday",
        memory("trip", ["field trip", "Thursday"]),
    )
    s.android(
        s.at(0, "19:00"),
        "com.musicteacher.app",
        "Piano",
        "Piano lesson with Mr. Kim every Tuesday 5 PM",
        memory("piano", ["Piano", "Tuesday"], store="long_term", case="M12"),
    )
    s.android(
        s.at(1, "09:00"),
        cal,
        "Calendar",
        "Dentist moved to Thu 4:30 PM",
        update("dentist", ["Dentist", "Thu", ["4:30", "16:30"]], case="M1"),
        category="event",
    )
    s.android(s.at(1, "12:00"), wa, "Family", "lol ok", ignore("chatter"))
    s.android(
        s.at(1, "15:00"),
        "com.musicteacher.app",
        "Piano",
        "Piano lesson with Mr. Kim every Tuesday 5 PM",
        reinforce("piano", case="M12"),
    )
    s.android(
        s.at(2, "10:00"),
        "com.mychart.android",
        "MyChart",
        "Your verification code: 991734",
        ignore("otp", "991734"),
    )
    s.android(
        s.at(2, "17:00"),
        "com.costco.app",
        "Costco",
        "Weekly deals are here! Save big on household essentials",
        ignore("marketing"),
        category="promo",
    )
    s.android(
        s.at(3, "18:00"),
        cal,
        "Calendar",
        "Soccer practice moved to Field 3 on Saturday 9 AM",
        memory("soccer", ["Soccer", "Field 3"]),
        category="event",
    )
    s.android(
        s.at(4, "21:40"),
        wa,
        "Mom",
        "see you tomorrow for brunch!",
        memory(
            "brunch",
            ["brunch", ["2025-03-15", "March 15", "Mar 15", "15 March", "Saturday"]],
            case="M8",
        ),
    )
    s.android(
        s.at(5, "08:00"),
        "com.google.android.apps.nest",
        "Nest",
        "Front door: person detected",
        ignore("chatter"),
    )
    s.probe(s.at(6, "09:00"), "dentist", "hit", ["Thu", ["4:30", "16:30"]], case="M1")
    s.probe(s.at(6, "09:00"), "brunch", "hit", ["brunch"], case="M8")
    s.probe(s.at(6, "09:00"), "piano lesson", "hit", ["Tuesday"], case="M12")
    return s


def work_phone() -> Stream:
    s = Stream(
        "en-work-phone", "en", "A work phone in Berlin with secrets and long emails (Android).", 1
    )
    slack, mail = "com.Slack", "com.microsoft.office.outlook"
    s.android(
        s.at(0, "09:00"),
        slack,
        "#deploys",
        "Release 4.2 freeze is Thursday 18:00 CET",
        memory("freeze", ["4.2", "Thursday"]),
    )
    s.android(
        s.at(0, "09:10"),
        "com.okta.android.auth",
        "Okta",
        "Your Okta verification code is 802114",
        ignore("otp", "802114"),
    )
    s.android(
        s.at(0, "10:00"),
        mail,
        "IT Helpdesk",
        "Your temporary VPN password is Xk9pQ2mZ - it expires in 24 hours.",
        ignore("secret", "Xk9pQ2mZ"),
        category="email",
    )
    s.android(
        s.at(0, "11:00"),
        slack,
        "Priya",
        "the staging db password is hunter2-Prod77 btw",
        ignore("secret", "hunter2-Prod77"),
    )
    s.android(
        s.at(0, "11:30"),
        "com.github.android",
        "GitHub",
        "Secret scanning: AWS access key AKIAIOSFODNN7EXAMPLE found in commit 3f2a1c9",
        ignore("secret", "AKIAIOSFODNN7EXAMPLE"),
    )
    topics = [
        ("Lena Vogel", "Quarterly planning", "Friday", "14:00", "Atlas"),
        ("Tom Berger", "Security training", "Monday", "10:00", "Borealis"),
        ("Ines Costa", "Budget review", "Wednesday", "16:00", "Cygnus"),
        ("Jonas Pohl", "Hiring sync", "Tuesday", "11:30", "Draco"),
        ("Mia Wong", "Design critique", "Thursday", "15:00", "Eridanus"),
        ("Omar Haddad", "Incident retro", "Friday", "09:30", "Fornax"),
        ("Sara Lind", "Roadmap AMA", "Monday", "17:00", "Gemini"),
        ("Felix Braun", "Office move", "Wednesday", "08:30", "Hydra"),
        ("Nora Klein", "Customer council", "Thursday", "13:00", "Indus"),
        ("Paul Fischer", "Offsite logistics", "Tuesday", "12:00", "Lyra"),
        ("Greta Sommer", "Compliance audit", "Friday", "10:30", "Mensa"),
        ("Ali Demir", "Team lunch", "Thursday", "12:30", "Norma"),
    ]
    filler = (
        " Please read the attached notes before the meeting, bring your questions, and reply to "
        "this thread if you cannot attend so that we can plan the agenda and the follow-ups. "
        "Slides will be shared afterwards together with the recording and the action items. "
    )
    for i, (sender, topic, day, time, room) in enumerate(topics):
        s.android(
            s.at(1, "09:00") + timedelta(seconds=30 * i),
            mail,
            sender,
            f"{topic} on {day} at {time} in room {room}." + filler * 3,
            memory(f"email-{i}", [topic, day, room], case="M7"),
            category="email",
        )
    s.android(
        s.at(2, "08:00"),
        "com.microsoft.teams",
        "Teams",
        "Standup moved to 9:30 from tomorrow",
        memory("standup", ["Standup", "9:30"]),
    )
    s.android(
        s.at(2, "11:00"),
        "com.atlassian.android.jira.core",
        "Jira",
        "PROJ-1423 assigned to you: Fix login timeout",
        memory("jira", ["PROJ-1423"]),
    )
    s.android(
        s.at(2, "14:00"),
        "com.google.android.calendar",
        "Calendar",
        "1:1 with Lena on Friday 11:00",
        memory("oneonone", ["Lena", "11:00"]),
        category="event",
    )
    s.android(
        s.at(3, "09:00"),
        "com.google.android.calendar",
        "Calendar",
        "1:1 with Lena moved to Friday 15:00",
        update("oneonone", ["Lena", "15:00"], case="M1"),
        category="event",
    )
    s.android(
        s.at(4, "18:30"),
        "android",
        "Work profile paused",
        "Work apps are paused until Monday",
        ignore("system"),
        category="sys",
    )
    s.probe(s.at(5, "09:00"), "VPN password", "miss", ["Xk9pQ2mZ"], case="M10")
    s.probe(s.at(5, "09:00"), "release freeze", "hit", ["Thursday"])
    s.probe(s.at(5, "09:00"), "1:1 Lena", "hit", ["15:00"], case="M1")
    return s


def main() -> None:
    """Write every stream."""
    for build in (busy_messaging, zh_family, traveller, shopper, family_calendar, work_phone):
        build().write()


if __name__ == "__main__":
    main()
