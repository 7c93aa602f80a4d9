"""Claiming victory in the browser (issue 52), against the real processes: at a correspondence table, the seat
waiting on an absent person is told from when it may claim, and once that time has passed it is offered "Claim
victory", which posts the claim and shows the server's answer. The server's own clock cannot be moved in a real
process, so the browser's clock is moved past `claimable_at` and the server refuses the claim as early, which the
page shows; the successful claim is tests/api/test_claim_victory.py's, with an injected clock."""

from __future__ import annotations

import pytest

from tests.browser.test_web_client import Pages, polite_post, seat_link

pytestmark = pytest.mark.e2e

CORRESPONDENCE = {"type": "correspondence", "days": 1}


def test_the_waiting_seat_is_told_when_it_may_claim_and_then_offered_the_claim(chromium, service, http):
    names = ("ada", "bob")
    created = polite_post(
        http,
        "/v1/games",
        json={"game": "bias-effect", "clock": CORRESPONDENCE, "seats": [{"name": name} for name in names]},
    ).json()
    gid, absent = created["id"], created["to_act"][0]
    claimer = 1 - absent
    pages = Pages(chromium, service.base_url, timezone_id="UTC")
    pages.expected.append("409")  # the refused claim's response, logged by the browser
    try:
        pages.context.clock.install()
        page = pages.open(seat_link(created, claimer, names[claimer]))
        page.locator("#status[data-stream=open]").wait_for()
        seats = http.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {created['tokens'][str(claimer)]}"})
        claimable_at = seats.json()["seats"][absent]["claimable_at"]

        note = page.locator("#seats .claim-note")
        assert note.inner_text() == f" · you may claim victory at {claimable_at[11:16]} if they do not return"
        assert page.locator("#seats .claim-victory").count() == 0

        page.clock.fast_forward("05:01")  # the browser's clock past claimable_at (the window is 5 minutes)
        claim = page.locator(f"#claim-{absent}")
        claim.wait_for()
        assert claim.inner_text() == "Claim victory" and note.count() == 0
        claim.click()
        result = page.locator("#claim-result")
        result.filter(has_text="can be claimed from").wait_for()
        assert f"Seat {absent + 1}'s client was seen lately" in result.inner_text()
        table = http.get(f"/v1/games/{gid}").json()
        assert table["status"] == "active" and not table["seats"][absent]["resigned"]
    finally:
        pages.context.close()
    pages.assert_clean()
