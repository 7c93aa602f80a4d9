"""/v1/transparency: signed heads, the key, inclusion and consistency proofs over real games' heads."""

from __future__ import annotations

import base64

from events import merkle
from events.envelope import genesis_hash
from service import monitor, transparency
from tests.api.test_games_api import create_unkeyed
from tests.audit.test_pinned_head import play
from tests.transparency.support import builder, create_game, log_over

PROBLEM = "application/problem+json"


def test_before_any_head_the_log_says_so(client):
    for path in ("/v1/transparency/head", "/v1/transparency/key"):
        response = client.get(path)
        assert response.status_code == 404 and response.mimetype == PROBLEM
        assert response.json["code"] == "no_tree_head"
    assert client.get("/v1/transparency/heads").json == {"heads": [], "next": None}


def test_every_batch_head_is_a_leaf_and_provably_included(client, wired):
    tree = builder(wired)
    gid, tokens = create_game(client)
    play(client, wired, gid, tokens, 6)
    tree.step()
    envelopes = wired.store.read(gid)
    batch_ends = [e["v"] for e in envelopes if e["v"] == envelopes[-1]["v"]
                  or "cmd" in envelopes[envelopes.index(e) + 1]]
    head = client.get("/v1/transparency/head").json
    assert head["size"] == len(batch_ends) and set(head) == {"root", "size", "timestamp", "signature"}
    key = base64.b64decode(client.get("/v1/transparency/key").json["key"])
    assert len(key) == 32 and transparency.signature_ok(head, key)
    assert not transparency.signature_ok({**head, "size": head["size"] + 1}, key)

    by_v = {e["v"]: e for e in envelopes}
    for v in batch_ends:
        proof = client.get("/v1/transparency/proof", query_string={"gid": gid, "v": v}).json
        assert proof["tree_size"] == head["size"]
        assert merkle.verify_inclusion(transparency.leaf_of(gid, by_v[v]), proof["leaf_index"], head["size"],
                                       [bytes.fromhex(h) for h in proof["audit_path"]], bytes.fromhex(head["root"]))
    middle = next((v for v in by_v if v not in batch_ends), None)
    if middle is not None:
        missing = client.get("/v1/transparency/proof", query_string={"gid": gid, "v": middle})
        assert missing.status_code == 404 and missing.json["code"] == "not_a_leaf"
    assert transparency.check_inclusion(log_over(client), gid, envelopes).ok


def test_heads_page_and_each_extends_the_last(client, wired):
    tree = builder(wired)
    gid, tokens = create_game(client)
    sizes = []
    for _ in range(3):
        tree.step()
        sizes.append(client.get("/v1/transparency/head").json["size"])
        play(client, wired, gid, tokens, 2)
    tree.step()
    tree.step()  # nothing new: no new head
    sizes.append(client.get("/v1/transparency/head").json["size"])
    assert sizes == sorted(set(sizes)), "a head is signed only when the tree grew"

    whole = client.get("/v1/transparency/heads").json
    assert [h["size"] for h in whole["heads"]] == sizes and whole["next"] is None
    walked, url = [], "/v1/transparency/heads?limit=1"
    while url:
        response = client.get(url)
        walked += response.json["heads"]
        link = response.headers.get("Link")
        assert (link is None) == (response.json["next"] is None)
        url = link and link[1:link.index(">")]
    assert walked == whole["heads"]
    since = client.get("/v1/transparency/heads", query_string={"since": sizes[1]}).json
    assert [h["size"] for h in since["heads"]] == sizes[2:]

    first, last = whole["heads"][0], whole["heads"][-1]
    proof = client.get("/v1/transparency/consistency", query_string={"from": first["size"], "to": last["size"]}).json
    assert proof["first"] == first["size"] and proof["second"] == last["size"]
    assert merkle.verify_consistency(first["size"], last["size"], bytes.fromhex(first["root"]),
                                     bytes.fromhex(last["root"]),
                                     [bytes.fromhex(h) for h in proof["consistency_path"]])
    done = monitor.follow(log_over(client), {})
    record, checked = done.record, done.heads
    assert checked == whole["heads"] and record["head"] == last
    again = monitor.follow(log_over(client), record)
    assert (again.record, again.heads) == (record, [])


def test_bad_parameters_are_problems_with_codes(client, wired):
    tree = builder(wired)
    create_game(client)
    tree.step()
    size = client.get("/v1/transparency/head").json["size"]
    cases = [
        ("/v1/transparency/proof", {"gid": "g", "v": "x"}, 422, None),
        ("/v1/transparency/proof", {"v": 1}, 422, None),
        ("/v1/transparency/proof", {"gid": "nobody", "v": 1}, 404, "not_a_leaf"),
        ("/v1/transparency/consistency", {"from": size + 1, "to": size}, 422, "size_out_of_range"),
        ("/v1/transparency/consistency", {"from": 0, "to": size + 5}, 422, "size_out_of_range"),
        ("/v1/transparency/consistency", {"from": -1, "to": 1}, 422, None),
        ("/v1/transparency/heads", {"cursor": "abc"}, 422, "bad_cursor"),
        ("/v1/transparency/heads", {"since": -1}, 422, None),
    ]
    for path, params, status, code in cases:
        response = client.get(path, query_string=params)
        assert response.status_code == status and response.mimetype == PROBLEM, (path, params, response.json)
        if code:
            assert response.json["code"] == code


def test_the_leaves_are_public_paged_and_make_the_signed_root(client, wired):
    tree = builder(wired)
    for _ in range(2):
        gid, tokens = create_game(client)
        play(client, wired, gid, tokens, 5)
    tree.step()
    head = client.get("/v1/transparency/head").json
    leaves, query = [], {"limit": 3}
    while True:
        page = client.get("/v1/transparency/leaves", query_string=query)
        assert page.status_code == 200 and len(page.json["leaves"]) <= 3
        leaves += page.json["leaves"]
        if page.json["next"] is None:
            assert "Link" not in page.headers
            break
        query = {"limit": 3, "cursor": page.json["next"]}
    assert [leaf["index"] for leaf in leaves] == list(range(head["size"]))
    hashes = [merkle.leaf_hash(merkle.head_leaf(leaf["gid"], leaf["v"], leaf["head"])) for leaf in leaves]
    assert merkle.root(merkle.nodes_of(hashes), head["size"]).hex() == head["root"]
    window = client.get("/v1/transparency/leaves", query_string={"start": 2, "end": 4}).json
    assert window == {"leaves": leaves[2:4], "next": None}

    ours = client.get(f"/v1/transparency/games/{gid}/leaves").json
    assert ours["leaves"] == [leaf for leaf in leaves if leaf["gid"] == gid] and ours["next"] is None
    by_v = {e["v"]: e["hash"] for e in wired.store.read(gid)}
    assert all(by_v[leaf["v"]] == leaf["head"] for leaf in ours["leaves"])
    assert client.get("/v1/transparency/games/never-played/leaves").json == {"leaves": [], "next": None}

    last = ours["leaves"][-1]
    proof = client.get(f"/v1/transparency/leaves/{last['index']}/proof").json
    assert proof["leaf_index"] == last["index"] and merkle.verify_inclusion(
        hashes[last["index"]], last["index"], head["size"], [bytes.fromhex(h) for h in proof["audit_path"]],
        bytes.fromhex(head["root"]))


def test_the_chain_links_prove_a_later_head_extends_an_earlier_one(client, wired):
    gid, tokens = create_game(client)
    play(client, wired, gid, tokens, 4)
    envelopes = wired.store.read(gid)
    links = client.get("/v1/transparency/chain", query_string={"gid": gid, "from": 0, "to": envelopes[-1]["v"]})
    assert links.status_code == 200
    assert links.json["links"] == [{"v": e["v"], "prev": e["prev"], "hash": e["hash"]} for e in envelopes]
    assert links.json["links"][0]["prev"] == genesis_hash(gid)
    later = client.get("/v1/transparency/chain", query_string={"gid": gid, "from": 2, "to": 3}).json["links"]
    assert [link["v"] for link in later] == [3] and later[0]["prev"] == envelopes[1]["hash"]
    assert client.get("/v1/transparency/chain", query_string={"gid": gid, "from": 3, "to": 3}).json["links"] == []


def test_an_unkeyed_game_in_play_keeps_its_links_until_it_ends(client, wired, dice_race):
    """Its hashes are unkeyed sha256 over hidden data: the chain route withholds them as /events does."""
    gid, _ = create_unkeyed(wired, ["ann", "bob"])
    response = client.get("/v1/transparency/chain", query_string={"gid": gid, "from": 0, "to": 1})
    assert response.status_code == 409 and response.mimetype == PROBLEM
    assert response.json["code"] == "chain_not_public"


def test_bad_leaf_and_chain_parameters_are_problems_with_codes(client, wired):
    tree = builder(wired)
    gid, _ = create_game(client)
    tree.step()
    size = client.get("/v1/transparency/head").json["size"]
    version = wired.store.read(gid)[-1]["v"]
    cases = [
        ("/v1/transparency/leaves", {"start": -1}, 422, None),
        ("/v1/transparency/leaves", {"limit": 1001}, 422, None),
        ("/v1/transparency/leaves", {"cursor": "abc"}, 422, "bad_cursor"),
        (f"/v1/transparency/games/{gid}/leaves", {"cursor": "abc"}, 422, "bad_cursor"),
        (f"/v1/transparency/leaves/{size}/proof", {}, 404, "not_a_leaf"),
        ("/v1/transparency/leaves/0/proof", {"size": size + 1}, 422, "size_out_of_range"),
        ("/v1/transparency/leaves/-1/proof", {}, 404, None),
        ("/v1/transparency/chain", {"gid": gid, "from": -1, "to": 3}, 422, None),
        ("/v1/transparency/chain", {"gid": gid, "from": 0}, 422, None),
        ("/v1/transparency/chain", {"gid": gid, "from": version, "to": version + 1}, 404, "not_reached"),
        ("/v1/transparency/chain", {"gid": "no-such-game", "from": 0, "to": 1}, 404, "game_not_found"),
    ]
    for path, params, status, code in cases:
        response = client.get(path, query_string=params)
        assert response.status_code == status and response.mimetype == PROBLEM, (path, params, response.json)
        if code:
            assert response.json["code"] == code


def test_chain_links_beyond_the_game_name_the_version_asked(client, wired):
    """A range past the game is refused naming the version asked and the game's own, not a clipped one."""
    gid, _ = create_game(client)
    version = wired.store.read(gid)[-1]["v"]
    response = client.get("/v1/transparency/chain", query_string={"gid": gid, "from": 0, "to": 100_000})
    assert response.status_code == 404 and response.json["code"] == "not_reached"
    assert "100000" in response.json["detail"] and f"at {version}" in response.json["detail"]
