"""The rules' person's voice gaps that the first looks of the eleventh sitting showed.

Every personal text these rounds lost was dropped by the rules, not the spam model: a friend's
"they've got ... deals, we should try it", Tagalog "pa-load mo naman sakin", Hindi and Urdu "maine
bataya fraud hai", and a warning of "many scams". Own wording, each beside a hard negative that
must stay dropped.
"""

from __future__ import annotations

import pytest

from agent_memory.privacy import classify_text

SMS = "com.google.android.apps.messaging"


@pytest.mark.parametrize(
    "body",
    [
        "went past the new burger shop, they've got $5 lunch deals, we should try it",
        "the new taco shop by work, they’ve got $4 lunch deals",
        "the new taco shop by work has $4 lunch deals, we should try it",
        "may promo sila na unli data 50 pesos, pa-load mo naman sakin pls",
    ],
)
def test_a_friend_telling_of_a_deal_is_a_person(body: str) -> None:
    assert classify_text(body, app_id=SMS).label == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Dino's Pizza: 2 for 1 pizzas tonight only! Order on 01632 960555. Reply STOP to opt out",
        "GoUNLI 50: unli data for 3 days for P50! Dial *123# to register. Reply STOP to opt out",
    ],
)
def test_the_business_offer_itself_is_still_marketing(body: str) -> None:
    assert classify_text(body, app_id=SMS).label == "marketing"


@pytest.mark.parametrize(
    "body",
    [
        "Abbu ko sms aya ke 30000 ka inaam nikla hai, call 0311 5550 111 karo. Maine bataya "
        "fraud hai, mat karna",
        "Dad, if anyone messages saying I'm in trouble and need money, ring me first ok. Many "
        "scams going round",
    ],
)
def test_a_person_calling_a_scam_a_scam_is_kept(body: str) -> None:
    assert classify_text(body, app_id=SMS).label == "keep"


@pytest.mark.parametrize(
    "body",
    [
        "Mubarak ho! Aap ka 30000 ka inaam nikla hai, claim ke liye call karein 0311 5550 111",
        "Dad I'm in trouble and need money, this is my new number, send £300 now pls",
    ],
)
def test_the_scam_itself_is_still_a_scam(body: str) -> None:
    assert classify_text(body, app_id=SMS).label == "scam"
