"""/v1/transparency: signed heads, the key, inclusion and consistency proofs over real games' heads."""

from __future__ import annotations

import base64

from events import merkle
from service import transparency
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
    record, checked = transparency.follow(log_over(client), {})
    assert checked == whole["heads"] and record["head"] == last
    assert transparency.follow(log_over(client), record) == (record, [])


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
