"""Two people at one table, each in a browser of their own (separate contexts, separate storage) against the real
processes: they play Bias Effect by clicking the board, alternately; each page's log shows the other's decisions
as they happen, the tab's icon says whose turn it is, and neither page holds (in its DOM or in anything it
received) the other seat's hidden algorithm cards."""

from __future__ import annotations

import pytest

from tests.browser.test_web_client import CHOSEN, CONFIRM, PICK, PLAY, Pages, polite_post, seat_link

pytestmark = pytest.mark.e2e

DECISIONS = 6  # per person
NAMES = ("ada", "bob")
# Everything the page received: each fetch's address and body and each state-stream frame, kept for the test to
# read. An init script runs before the page's own modules (and outside its CSP).
RECORD = """
window.__received = [];
const originalFetch = window.fetch;
window.fetch = async (...args) => {
  const response = await originalFetch(...args);
  response.clone().text().then((text) => window.__received.push([response.url, text]), () => {});
  return response;
};
const OriginalSource = window.EventSource;
window.EventSource = class extends OriginalSource {
  constructor(...args) {
    super(...args);
    this.addEventListener('message', (event) => window.__received.push([this.url, event.data]));
  }
};
"""
ICON = "() => document.querySelector('link[rel=icon]')?.dataset.state"
VERSION = "() => Number(document.querySelector('#status')?.dataset.version)"


@pytest.fixture
def people(chromium, service):
    """Two people, each with a browser context of their own."""
    both = [Pages(chromium, service.base_url), Pages(chromium, service.base_url)]
    for person in both:
        person.context.add_init_script(RECORD)
    yield both
    for person in both:
        person.context.close()
    for person in both:
        person.assert_clean()


def decide(page) -> None:
    """One decision of the page's seat, by clicking the board and "Play: …" only; returns when the page shows it."""
    before = page.evaluate(VERSION)
    for _ in range(20):
        if page.locator(CONFIRM).count():
            page.locator(CONFIRM).first.click()
        elif page.locator(PLAY).count() and (page.locator(CHOSEN).count() or not page.locator(PICK).count()):
            page.locator(PLAY).first.click()
        else:
            page.locator(PICK).first.click()
            continue
        page.wait_for_function(f"(v) => ({VERSION})() > v", arg=before)
        return
    raise AssertionError(f"no decision made: {page.inner_text('#moves')!r}")


def catalogue_ids(value, names: dict) -> set[str]:
    """Every catalogue id named anywhere in a JSON value."""
    if isinstance(value, str):
        return {value} if value in names else set()
    if isinstance(value, list):
        return set().union(*(catalogue_ids(v, names) for v in value)) if value else set()
    if isinstance(value, dict):
        return set().union(*(catalogue_ids(v, names) for v in value.values())) if value else set()
    return set()


def assert_no_secrets_of(http, gid: str, tokens: dict, owner: int, page, names: dict) -> int:
    """The other seat's hand, by id and by name, is nowhere in `page` (a name the page may see for a public card
    of the same name, or its own, is left out); how many cards were looked for (none: the seat had played its
    whole hand, as happens late in a round)."""
    viewer = 1 - owner
    theirs = http.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {tokens[owner]}"}).json()
    hand = {c["id"] for c in theirs["view"]["players"][owner].get("hand") or []}
    if not hand:
        return 0
    own = http.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {tokens[viewer]}"}).json()
    log = http.get(f"/v1/games/{gid}/log", params={"limit": 1000},
                   headers={"Authorization": f"Bearer {tokens[viewer]}"}).json()
    seen = catalogue_ids(own, names) | catalogue_ids(log, names)
    assert not hand & seen, "the API itself gave the viewer the other seat's cards"
    secret_names = {names[c] for c in hand} - {names[c] for c in seen}
    html = page.content()
    # The catalogue lists every component of the game to everyone: what a seat holds is the secret.
    received = [text for url, text in page.evaluate("() => window.__received") if "/v1/catalog" not in url]
    assert any(f"/v1/games/{gid}/stream" in url for url, _ in page.evaluate("() => window.__received"))
    received = "\n".join(received)
    for where, text in (("DOM", html), ("responses", received)):
        leaked = sorted(c for c in hand if c in text) + sorted(n for n in secret_names if n in text)
        assert not leaked, f"{NAMES[viewer]}'s page shows {NAMES[owner]}'s secret cards in its {where}: {leaked}"
    return len(hand)


def test_two_people_play_each_sees_the_others_decisions_and_neither_sees_the_others_hand(people, http, service):
    created = polite_post(http, "/v1/games", json={"game": "bias-effect",
                                                   "seats": [{"name": NAMES[0]}, {"name": NAMES[1]}]}).json()
    gid = created["id"]
    tokens = {0: created["tokens"]["0"], 1: created["tokens"]["1"]}
    names = {c["id"]: c["name"] for c in http.get("/v1/catalog/bias-effect").json()["components"]}
    pages = [people[seat].open(seat_link(created, seat, NAMES[seat])) for seat in (0, 1)]
    for page in pages:
        page.locator("#status[data-stream=open]").wait_for()
        assert page.get_by_role("region", name="Only you see this").count() == 1

    made = {0: 0, 1: 0}
    idle = looked_for = 0
    while min(made.values()) < DECISIONS:
        table = http.get(f"/v1/games/{gid}").json()
        if table["status"] != "active":
            break
        acting = table["to_act"]
        # Alternately: the seat that has decided less goes first when both may act.
        seat = min(acting, key=lambda s: (made[s], s))
        page, other = pages[seat], pages[1 - seat]
        page.locator("#status .turn.mine").wait_for()
        assert page.evaluate(ICON) == "turn"  # the tab's icon says it is this seat's turn
        known = {e["v"] for e in http.get(f"/v1/games/{gid}/log", params={"limit": 1000}).json()["entries"]}
        decide(page)
        made[seat] += 1
        entries = http.get(f"/v1/games/{gid}/log", params={"limit": 1000}).json()["entries"]
        mine = [e for e in entries if e["v"] not in known and e["seat"] == seat]
        assert mine, "the decision made no log entry"
        # The other page shows it live, in its log (newest first).
        for entry in mine:
            other.locator(f"#log > li[data-v='{entry['v']}'][data-seat='{seat}']").wait_for()
        # The icon goes back once the seat is no longer to act.
        if seat not in http.get(f"/v1/games/{gid}").json()["to_act"]:
            page.wait_for_function(f"() => ({ICON})() === 'idle'")
            idle += 1
        looked_for += assert_no_secrets_of(http, gid, tokens, 1 - seat, page, names)
        looked_for += assert_no_secrets_of(http, gid, tokens, seat, other, names)
    assert made[0] >= DECISIONS and made[1] >= DECISIONS, f"the game ended after {made}"
    assert looked_for, "neither seat ever held a hidden card to look for"
    assert idle, "no seat was ever left waiting: the icon's way back was not seen"

    # Each page's log holds every decision of the other seat.
    entries = http.get(f"/v1/games/{gid}/log", params={"limit": 1000}).json()["entries"]
    for seat, page in enumerate(pages):
        shown = {int(v) for v in page.locator(f"#log > li[data-seat='{1 - seat}']").evaluate_all(
            "(lis) => lis.map((li) => li.dataset.v)")}
        assert shown >= {e["v"] for e in entries if e["seat"] == 1 - seat}
