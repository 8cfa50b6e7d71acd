"""Write ``examples/week.jsonl``: a simulated week of one user's phone notifications.

Deterministic (seeded): running it again writes the same file. Run from the project root::

    .venv/bin/python examples/make_week.py

The user lives in UTC+8, has an Android phone (listener JSON lines), sometimes an iPhone
(iOS JSON lines from an ANCS bridge, including a reconnect that replays pre-existing
notifications with new UIDs) and a Gadgetbridge bridge (``GB(...)`` lines). Texts are English
and Chinese. Every line carries ``received_at`` and ``received_utc_offset_s`` so the week replays
with its own times. The shapes are described in ``docs/formats/notification-input.md``.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

SEED = 20250303
TZ = timezone(timedelta(hours=8))
OFFSET_S = 8 * 3600
START = datetime(2025, 3, 3, tzinfo=TZ)  # a Monday, local midnight
FLAG_ONGOING = 0x2
FLAG_FOREGROUND = 0x40
FLAG_GROUP_SUMMARY = 0x200
FLAG_AUTO_CANCEL = 0x10


@dataclass(order=True)
class Item:
    """One output line at a time."""

    when: datetime
    seq: int
    line: str = field(compare=False)


class Week:
    """Collects the week's lines and hands out ids."""

    def __init__(self) -> None:
        self.rng = random.Random(SEED)
        self.items: list[Item] = []
        self.next_id: dict[str, int] = {}
        self.seq = 0

    def _add(self, when: datetime, line: str) -> None:
        self.seq += 1
        self.items.append(Item(when, self.seq, line))

    def nid(self, package: str, start: int = 1) -> int:
        self.next_id[package] = self.next_id.get(package, start) + 1
        return self.next_id[package]

    def android(
        self,
        when: datetime,
        package: str,
        uid: int,
        ident: int,
        *,
        kind: str = "added",
        tag: str | None = None,
        **fields: Any,
    ) -> str:
        key = f"0|{package}|{ident}|{tag or 'null'}|{uid}"
        obj: dict[str, Any] = {
            "key": key,
            "package": package,
            "id": ident,
            "tag": tag,
            "postTime": int((when - timedelta(milliseconds=400)).timestamp() * 1000),
            "kind": kind,
        }
        obj.update({k: v for k, v in fields.items() if v is not None})
        obj["received_at"] = when.isoformat(timespec="milliseconds")
        obj["received_utc_offset_s"] = OFFSET_S
        self._add(when, json.dumps(obj, ensure_ascii=False))
        return key

    def ios(self, when: datetime, session: str, uid: int, **fields: Any) -> None:
        local = when.astimezone(TZ)
        obj: dict[str, Any] = {"platform": "ios", "session": session, "uid": uid}
        obj.update(fields)
        obj.setdefault("date", local.strftime("%Y%m%dT%H%M%S"))
        if obj.get("message") is not None:
            obj.setdefault("message_size", len(obj["message"].encode()))
        obj["received_at"] = when.isoformat(timespec="milliseconds")
        obj["received_utc_offset_s"] = OFFSET_S
        self._add(when, json.dumps(obj, ensure_ascii=False))

    def gadgetbridge(self, when: datetime, **fields: Any) -> None:
        fields["received_at"] = when.isoformat(timespec="milliseconds")
        fields["received_utc_offset_s"] = OFFSET_S
        self._add(when, "GB(" + json.dumps(fields, ensure_ascii=False) + ")")

    def at(self, day: int, hour: float, jitter_min: float = 20) -> datetime:
        minutes = hour * 60 + self.rng.uniform(-jitter_min, jitter_min)
        minutes = min(max(minutes, 6 * 60), 23.8 * 60)
        return START + timedelta(days=day, minutes=minutes, seconds=self.rng.randint(0, 59))


CHATS_EN = [
    ("Ravi", ["lunch?", "running 5 late", "see you at the gate", "did you get the slides?"]),
    ("Mia Chen", ["On my way, 10 min", "Can you pick up milk?", "Movie at 8?", "Landed!"]),
    ("Ben W", ["Test message", "call me when free", "Thanks, got it", "Meeting moved to 3pm"]),
    ("Team Alpha", ["Ravi: standup in 5", "Lena: PR is up", "Mia: deploy done", "Ben: 👍"]),
]
CHATS_ZH = [
    ("妈妈", ["晚上回家吃饭吗？", "记得带伞，今天有雨", "周末来看你", "到家了吗？"]),
    ("张伟", ["明天上午十点开会", "文件已经发你邮箱了", "收到，谢谢", "我在楼下了"]),
    ("家庭群", ["爸爸: 周日一起吃饭", "妹妹: 好呀", "妈妈: 我做红烧肉", "爸爸: 六点见"]),
]
OTPS = [
    (
        "com.google.android.apps.messaging",
        "10690001",
        "Your verification code is {code}. It expires in 5 minutes.",
    ),
    (
        "com.google.android.apps.messaging",
        "95588",
        "【招商银行】验证码{code}，您正在进行登录操作，切勿告知他人。",
    ),
    (
        "com.eg.android.AlipayGphone",
        "支付宝",
        "【支付宝】校验码{code}，你正在使用支付宝，需要进行校验，请勿向任何人提供。",
    ),
    ("com.google.android.gm", "Google", "G-{code} is your Google verification code."),
]
MARKETING = [
    ("com.taobao.taobao", "淘宝", "限时秒杀", "春季大促！全场满300减50，仅限今天，快来抢购 🔥"),
    (
        "com.amazon.mShop.android.shopping",
        "Amazon",
        "Deals for you",
        "Up to 40% off headphones. Shop now before the deal ends!",
    ),
    ("com.jingdong.app.mall", "京东", "京东 PLUS 会员日", "会员专享券已到账，点击领取"),
    ("com.ubercab.eats", "Uber Eats", "Hungry?", "Get $5 off your next order with code SPRING5"),
]
BANK = [
    (
        "com.chase.sig.android",
        "Chase",
        "Purchase alert",
        "A $42.18 purchase at WHOLE FOODS was made on your card ending 1234.",
    ),
    (
        "cmb.pb",
        "招商银行",
        "交易提醒",
        "您尾号1234的信用卡3月{day}日消费人民币128.00元，商户：美团外卖。",
    ),
    (
        "com.chase.sig.android",
        "Chase",
        "Direct deposit",
        "Your direct deposit of $3,250.00 has posted.",
    ),
]
DELIVERY = [
    (
        "com.sf.activity",
        "顺丰速运",
        "快件派送中",
        "您的快件SF1234567890今天预计18:00前送达，快递员王师傅 138****5678。",
    ),
    (
        "com.amazon.mShop.android.shopping",
        "Amazon",
        "Out for delivery",
        "Your package with 'USB-C cable' is out for delivery.",
    ),
    ("com.sankuai.meituan", "美团", "骑手已取餐", "您的外卖正在配送中，预计12:35送达。"),
    (
        "com.amazon.mShop.android.shopping",
        "Amazon",
        "Delivered",
        "Your package was delivered. It was handed to a resident.",
    ),
]


def messages(week: Week, day: int) -> None:
    """Chats with group summaries and children, updates, removals, duplicates."""
    rng = week.rng
    for _ in range(rng.randint(7, 10)):
        name, texts = rng.choice(CHATS_EN + CHATS_ZH)
        zh = (name, texts) in CHATS_ZH
        package, uid = ("com.tencent.mm", 10299) if zh else ("com.whatsapp", 10152)
        when = week.at(day, rng.uniform(8, 23))
        ident = week.nid(package)
        text = rng.choice(texts)
        group = "g:msgs" if not zh else "g:wechat"
        week.android(
            when,
            package,
            uid,
            ident,
            title=name,
            text=text,
            groupKey=group,
            flags=FLAG_AUTO_CANCEL,
            category="msg",
            appName="微信" if zh else "WhatsApp",
        )
        # Group summary alongside the child (case E1 shape).
        week.android(
            when + timedelta(milliseconds=30),
            package,
            uid,
            1,
            title=None,
            text=f"{name}: {text}",
            groupKey=group,
            flags=FLAG_GROUP_SUMMARY | FLAG_AUTO_CANCEL,
            category="msg",
            appName="微信" if zh else "WhatsApp",
        )
        if rng.random() < 0.4:  # a second message updates the same notification (case E4 shape)
            later = when + timedelta(seconds=rng.randint(20, 300))
            follow = rng.choice(texts)
            week.android(
                later,
                package,
                uid,
                ident,
                kind="modified",
                title=name,
                text=follow,
                bigText=f"{text}\n{follow}",
                groupKey=group,
                flags=FLAG_AUTO_CANCEL,
                category="msg",
                messages=[{"sender": name, "text": text}, {"sender": name, "text": follow}],
            )
        if rng.random() < 0.6:  # read on the phone: removed
            gone = when + timedelta(minutes=rng.randint(2, 90))
            week.android(gone, package, uid, ident, kind="removed", groupKey=group)


def sms_duplicate(week: Week, day: int) -> None:
    """The same SMS posted by two apps, then one removed (case E3 shape)."""
    when = week.at(day, 12.5)
    body = week.rng.choice(
        ["Your table for 2 at 19:30 is confirmed.", "明天的快递已放在驿站，取件码 5-2-1034。"]
    )
    week.android(
        when,
        "com.google.android.apps.messaging",
        10100,
        1001 + day * 10,
        title="Ben W" if body.startswith("Your") else "菜鸟驿站",
        text=body,
        category="msg",
    )
    week.android(
        when + timedelta(seconds=1),
        "com.samsung.android.messaging",
        10101,
        1002 + day * 10,
        appName="Messages",
        title="Ben W" if body.startswith("Your") else "菜鸟驿站",
        text=body,
        category="msg",
    )
    week.android(
        when + timedelta(minutes=3),
        "com.samsung.android.messaging",
        10101,
        1002 + day * 10,
        kind="removed",
    )


def calendar(week: Week, day: int) -> None:
    rng = week.rng
    events = [
        ("Standup", "09:30, Room 4B"),
        ("Dentist", "14:30, Dr. Osei, 2nd floor"),
        ("项目评审", "15:00，3号会议室"),
        ("Gym", "18:30"),
        ("1:1 with Lena", "11:00, video call"),
    ]
    for title, where in rng.sample(events, 2):
        when = week.at(day, rng.uniform(8, 17))
        week.android(
            when,
            "com.google.android.calendar",
            10090,
            week.nid("cal", 100),
            title=title,
            text=where,
            category="event",
            appName="Calendar",
        )


def travel(week: Week, day: int) -> None:
    rng = week.rng
    if day == 2:
        when = week.at(day, 7.5)
        key_id = week.nid("com.android.rail", 50)
        week.android(
            when,
            "com.ctrip.rail",
            10400,
            key_id,
            title="G102 次列车",
            text="您乘坐的G102次列车预计晚点20分钟，请留意车站广播。",
            category="status",
            appName="携程",
        )
        week.android(
            when + timedelta(minutes=25),
            "com.ctrip.rail",
            10400,
            key_id,
            kind="modified",
            title="G102 次列车",
            text="G102次列车已开始检票，检票口 12A。",
            category="status",
        )
    if day == 4:
        when = week.at(day, 6.5, 5)
        week.android(
            when,
            "com.united.mobile.android",
            10410,
            7,
            title="Check-in is open",
            text="UA 857 SFO→PVG departs 11:05. Check in now.",
            category="reminder",
            appName="United",
        )
        ride = week.nid("com.ubercab", 1)
        pickup = when + timedelta(hours=2)
        week.android(
            pickup,
            "com.ubercab",
            10420,
            ride,
            title="Your driver is arriving",
            text="Toyota Prius · 7ABC123 · 3 min away",
            category="transport",
            flags=FLAG_ONGOING,
            appName="Uber",
        )
        week.android(
            pickup + timedelta(minutes=3),
            "com.ubercab",
            10420,
            ride,
            kind="modified",
            title="Your driver has arrived",
            text="Meet at the curb",
            category="transport",
            flags=FLAG_ONGOING,
        )
        week.android(pickup + timedelta(minutes=40), "com.ubercab", 10420, ride, kind="removed")
    if rng.random() < 0.5:
        when = week.at(day, 18)
        week.android(
            when,
            "com.sdu.didi.psnger",
            10430,
            week.nid("didi"),
            title="滴滴出行",
            text="司机已接单，白色大众朗逸 沪A·12345，预计4分钟到达",
            category="transport",
            appName="滴滴出行",
        )


def deliveries(week: Week, day: int) -> None:
    rng = week.rng
    for package, app, title, text in rng.sample(DELIVERY, 2):
        when = week.at(day, rng.uniform(10, 20))
        week.android(
            when,
            package,
            10500,
            week.nid(package, 300),
            title=title,
            text=text,
            appName=app,
            category="status",
        )


def bank_and_codes(week: Week, day: int) -> None:
    rng = week.rng
    package, app, title, text = rng.choice(BANK)
    when = week.at(day, rng.uniform(9, 22))
    week.android(
        when,
        package,
        10233,
        week.nid(package, 70),
        title=title,
        text=text.format(day=day + 3),
        appName=app,
        category="msg",
    )
    for _ in range(rng.randint(1, 2)):
        package, sender, text = rng.choice(OTPS)
        when = week.at(day, rng.uniform(8, 23))
        week.android(
            when,
            package,
            10100,
            week.nid(package, 2000),
            title=sender,
            text=text.format(code=rng.randint(100000, 999999)),
            category="msg",
        )


def marketing(week: Week, day: int) -> None:
    rng = week.rng
    for package, app, title, text in rng.sample(MARKETING, rng.randint(1, 3)):
        when = week.at(day, rng.uniform(10, 21))
        week.android(
            when,
            package,
            10600,
            week.nid(package, 900),
            title=title,
            text=text,
            appName=app,
            category="promo",
        )


def progress(week: Week, day: int) -> None:
    """Ongoing downloads: a flood of modified posts of one key (case E5 shape)."""
    if day not in (1, 5):
        return
    when = week.at(day, 21)
    ident = week.nid("org.fdroid.fdroid", 4)
    for pct in range(0, 101, 10):
        week.android(
            when + timedelta(seconds=pct),
            "org.fdroid.fdroid",
            10111,
            ident,
            kind="added" if pct == 0 else "modified",
            title="Downloading updates",
            text=f"Downloading {pct}%",
            flags=FLAG_ONGOING | FLAG_FOREGROUND | 0x20,
            category="progress",
            appName="F-Droid",
        )
    week.android(when + timedelta(seconds=105), "org.fdroid.fdroid", 10111, ident, kind="removed")


def iphone(week: Week, day: int) -> None:
    """The iPhone over an ANCS bridge; on day 3 the link drops and the phone replays."""
    rng = week.rng
    session = f"d{day}a"
    uid = 20
    for _ in range(rng.randint(2, 4)):
        name, texts = rng.choice(CHATS_EN + CHATS_ZH)
        when = week.at(day, rng.uniform(9, 22))
        uid += 1
        week.ios(
            when,
            session,
            uid,
            event="added",
            event_flags=0x18,
            category="social",
            app_id="com.apple.MobileSMS",
            app_name="Messages",
            title=name,
            subtitle="",
            message=rng.choice(texts),
        )
    if day == 3:
        base = week.at(day, 13, 0)
        kept = [
            ("com.apple.MobileSMS", "Messages", "Mia Chen", "On my way, 10 min", "social"),
            ("com.apple.mobilecal", "Calendar", "Dentist", "Today 14:30, Dr. Osei", "schedule"),
        ]
        for n, (app, app_name, title, message, cat) in enumerate(kept):
            week.ios(
                base + timedelta(seconds=n),
                "d3a",
                40 + n,
                event="added",
                event_flags=0,
                category=cat,
                app_id=app,
                app_name=app_name,
                title=title,
                subtitle="",
                message=message,
                date=(base.astimezone(TZ)).strftime("%Y%m%dT%H%M%S"),
            )
        back = base + timedelta(minutes=7)
        for n, (app, app_name, title, message, cat) in enumerate(kept):
            # Replay after reconnect: PreExisting, new session, new UID, same content (E8).
            week.ios(
                back + timedelta(milliseconds=200 * n),
                "d3b",
                3 + n,
                event="added",
                event_flags=0x04,
                category=cat,
                app_id=app,
                app_name=app_name,
                title=title,
                subtitle="",
                message=message,
                date=(base.astimezone(TZ)).strftime("%Y%m%dT%H%M%S"),
            )
        # A genuinely new notification that also carries PreExisting (E9), and a call (E10).
        week.ios(
            back + timedelta(minutes=2),
            "d3b",
            9,
            event="added",
            event_flags=0x04,
            category="email",
            app_id="com.apple.mobilemail",
            app_name="Mail",
            title="Lena Park",
            subtitle="Quarterly report",
            message="Attached the Q1 numbers.",
        )
        week.ios(
            back + timedelta(minutes=30),
            "d3b",
            10,
            event="added",
            event_flags=0x02,
            category="incoming_call",
            app_id="com.apple.mobilephone",
            app_name="Phone",
            title="Ben W",
            subtitle="",
            message="Incoming call",
            date="",
        )
        week.ios(
            back + timedelta(minutes=30, seconds=14),
            "d3b",
            10,
            event="removed",
            event_flags=0,
            category="incoming_call",
            app_id="com.apple.mobilephone",
        )


def gadgetbridge(week: Week, day: int) -> None:
    rng = week.rng
    for _ in range(rng.randint(1, 3)):
        name, texts = rng.choice(CHATS_EN + CHATS_ZH)
        when = week.at(day, rng.uniform(8, 22))
        ident = 1700 + week.nid("gb")
        week.gadgetbridge(
            when,
            t="notify",
            id=ident,
            src="Signal",
            title=name,
            subject="",
            body=rng.choice(texts),
            sender=name,
        )
        if rng.random() < 0.5:
            week.gadgetbridge(when + timedelta(minutes=rng.randint(1, 30)), t="notify-", id=ident)


def build() -> list[str]:
    """Return the week's lines in time order."""
    week = Week()
    for day in range(7):
        for scenario in (
            messages,
            sms_duplicate,
            calendar,
            travel,
            deliveries,
            bank_and_codes,
            marketing,
            progress,
            iphone,
            gadgetbridge,
        ):
            scenario(week, day)
    week.items.sort()
    return [item.line for item in week.items]


def main() -> None:
    """Write the week next to this script (or to the path given as the first argument)."""
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("week.jsonl")
    lines = build()
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} lines to {target}")


if __name__ == "__main__":
    main()
