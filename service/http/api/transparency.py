"""/v1/transparency: the signed heads of the transparency log of game heads, its key and its proofs."""

from __future__ import annotations

from flask_smorest import Blueprint
from marshmallow import Schema, fields, validate

from games import table as tables
from projections.transparency import NotInLog, TransparencyLog
from service.errors import Conflict, Invalid, NotFound
from service.http.api import pages
from service.http.api.context import wiring
from service.http.api.schemas import problem

blp = Blueprint("transparency", __name__, url_prefix="/v1/transparency",
                description="The transparency log: every batch's (gid, v, head) as a leaf of one RFC 9162 Merkle "
                            "tree, with signed tree heads and proofs")

HEX = fields.String(metadata={"description": "SHA-256, 64 lowercase hex digits"})
SIZE = validate.Range(min=0, max=pages.MAX_POSITION)
HEADS_PAGES = "tree-heads"
LEAVES_PAGES = "tree-leaves"
GAME_LEAVES_PAGES = "game-leaves"
LEAVES_PER_PAGE = 1000
LINKS_PER_CALL = 1000
GID = validate.Length(min=1, max=200)


class TreeHeadSchema(Schema):
    root = fields.String(required=True, metadata={"description": "the tree's root hash in hex"})
    size = fields.Integer(required=True, metadata={"description": "leaves in the tree"})
    timestamp = fields.Integer(required=True, metadata={"description": "milliseconds since the epoch"})
    signature = fields.String(required=True, metadata={
        "description": 'Ed25519 over the canonical JSON {"root","size","timestamp"} (sorted keys, no spaces), base64'})


class TreeHeadsSchema(Schema):
    heads = fields.List(fields.Nested(TreeHeadSchema), required=True)
    next = pages.next_field()


class HeadsQuerySchema(Schema):
    since = fields.Integer(load_default=0, validate=SIZE, metadata={
        "description": "only heads of trees larger than this many leaves: a monitor's last seen size"})
    limit = pages.limit_field(100, 1000)
    cursor = pages.cursor_field()


class TreeKeySchema(Schema):
    alg = fields.String(required=True, metadata={"description": "ed25519"})
    key = fields.String(required=True, metadata={"description": "the raw 32-byte public key in base64"})


class SizeQuerySchema(Schema):
    size = fields.Integer(validate=SIZE, metadata={"description": "a signed tree size; the latest when absent"})


class ProofQuerySchema(SizeQuerySchema):
    gid = fields.String(required=True, validate=GID)
    v = fields.Integer(required=True, validate=validate.Range(min=1, max=pages.MAX_POSITION))


class LeafSchema(Schema):
    index = fields.Integer(required=True, metadata={"description": "the leaf's position in the log, from 0"})
    gid = fields.String(required=True)
    v = fields.Integer(required=True, metadata={"description": "the game's version this head is the hash at"})
    head = fields.String(required=True, metadata={
        "description": "the game's head hash at `v`; the leaf's data is the canonical JSON "
                       '{"gid","head","v"} (sorted keys, no spaces, UTF-8) and its hash SHA-256(0x00 ‖ data)'})


class TreeLeavesSchema(Schema):
    leaves = fields.List(fields.Nested(LeafSchema), required=True)
    next = pages.next_field()


class LeavesQuerySchema(Schema):
    start = fields.Integer(load_default=0, validate=SIZE, metadata={"description": "the first leaf's index"})
    end = fields.Integer(validate=SIZE, metadata={
        "description": "the index after the last leaf wanted; the log's size when absent"})
    limit = pages.limit_field(LEAVES_PER_PAGE, LEAVES_PER_PAGE)
    cursor = pages.cursor_field()


class GameLeavesQuerySchema(Schema):
    limit = pages.limit_field(LEAVES_PER_PAGE, LEAVES_PER_PAGE)
    cursor = pages.cursor_field()


class ChainQuerySchema(Schema):
    gid = fields.String(required=True, validate=GID)
    first = fields.Integer(required=True, data_key="from", validate=SIZE, metadata={
        "description": "a version whose head is known (0: the game's genesis); the links start after it"})
    second = fields.Integer(required=True, data_key="to", validate=SIZE, metadata={
        "description": f"a later version: the links up to it, or the first {LINKS_PER_CALL} after `from`"})


class LinkSchema(Schema):
    v = fields.Integer(required=True)
    prev = HEX
    hash = HEX


class ChainSchema(Schema):
    gid = fields.String(required=True)
    links = fields.List(fields.Nested(LinkSchema), required=True, metadata={
        "description": f"each version after `from` up to `to` (at most {LINKS_PER_CALL}; ask again from the last for "
                   "more): its `prev` (the head before it) and its `hash`; empty when `to` is not after `from`"})


class InclusionSchema(Schema):
    leaf_index = fields.Integer(required=True)
    tree_size = fields.Integer(required=True)
    audit_path = fields.List(HEX, required=True)


class ConsistencyQuerySchema(Schema):
    first = fields.Integer(required=True, data_key="from", validate=SIZE)
    second = fields.Integer(required=True, data_key="to", validate=SIZE)


class ConsistencySchema(Schema):
    first = fields.Integer(required=True)
    second = fields.Integer(required=True)
    consistency_path = fields.List(HEX, required=True)


def _log() -> TransparencyLog:
    return TransparencyLog(wiring().redis)


def _signed_head(log: TransparencyLog) -> dict:
    head = log.head()
    if head is None:
        raise NotFound("No tree head is signed yet.", code="no_tree_head")
    return head


@blp.get("/head")
@blp.response(200, TreeHeadSchema)
@problem(blp, 404, "no tree head is signed yet (`no_tree_head`)")
@blp.doc(operationId="getTreeHead", security=[])
def tree_head():
    """The latest signed tree head (signed at most once a second, when the tree grew)."""
    return _signed_head(_log())


@blp.get("/heads")
@blp.arguments(HeadsQuerySchema, location="query")
@blp.response(200, TreeHeadsSchema, headers=pages.DOC)
@problem(blp, 422, "invalid query, or a cursor this list did not give out (`bad_cursor`)")
@blp.doc(operationId="listTreeHeads", security=[])
def tree_heads(query):
    """The signed tree heads, smallest tree first (each signed head is larger than the one before).

    A page at a time: follow `next` (or the `Link` header) until it is null; a monitor polls again later
    with `since` set to the size of the last head it checked."""
    above = max(query["since"], pages.decode(HEADS_PAGES, query["cursor"]) if "cursor" in query else 0)
    page = _log().heads(above, query["limit"] + 1)
    following = pages.encode(HEADS_PAGES, page[query["limit"] - 1]["size"]) if len(page) > query["limit"] else None
    return {"heads": page[:query["limit"]], "next": following}, pages.link_header(following)


@blp.get("/key")
@blp.response(200, TreeKeySchema)
@problem(blp, 404, "the log has no signer yet (`no_tree_head`)")
@blp.doc(operationId="getTreeKey", security=[])
def tree_key():
    """The Ed25519 public key that signs the tree heads."""
    key = _log().key()
    if key is None:
        raise NotFound("The transparency log has no signer yet.", code="no_tree_head")
    return {"alg": "ed25519", "key": key}


@blp.get("/proof")
@blp.arguments(ProofQuerySchema, location="query")
@blp.response(200, InclusionSchema)
@problem(blp, 404, "(gid, v) is not a leaf of the tree of that size (`not_a_leaf`), or no head yet")
@problem(blp, 422, "a malformed parameter, or a size beyond the tree (`size_out_of_range`)")
@blp.doc(operationId="getInclusionProof", security=[])
def inclusion_proof(query):
    """An inclusion proof of the first leaf logged for (gid, v, head at v) in the tree of `size` leaves."""
    log = _log()
    size = query["size"] if "size" in query else _signed_head(log)["size"]
    index = log.leaf_index(query["gid"], query["v"])
    if index is None or index >= size:
        raise NotFound(f"Game {query['gid']!r} has no leaf at version {query['v']} in the tree of {size} leaves: "
                       "only each batch's last version is logged, about a second after it is appended.",
                       code="not_a_leaf")
    return _proof(log, index, size)


@blp.get("/leaves/<int:index>/proof")
@blp.arguments(SizeQuerySchema, location="query")
@blp.response(200, InclusionSchema)
@problem(blp, 404, "no leaf at that index in the tree of that size (`not_a_leaf`), or no head yet")
@problem(blp, 422, "a malformed parameter, or a size beyond the tree (`size_out_of_range`)")
@blp.doc(operationId="getLeafInclusionProof", security=[])
def leaf_inclusion_proof(query, index):
    """An inclusion proof of the leaf at `index` in the tree of `size` leaves: an auditor proves each leaf a
    game's list names."""
    log = _log()
    size = query["size"] if "size" in query else _signed_head(log)["size"]
    if index >= size:
        raise NotFound(f"Leaf {index} is not a leaf of the tree of {size}.", code="not_a_leaf")
    return _proof(log, index, size)


def _proof(log: TransparencyLog, index: int, size: int) -> dict:
    try:
        path = log.inclusion(index, size)
    except NotInLog as error:
        raise Invalid(str(error), code="size_out_of_range") from None
    return {"leaf_index": index, "tree_size": size, "audit_path": [h.hex() for h in path]}


@blp.get("/leaves")
@blp.arguments(LeavesQuerySchema, location="query")
@blp.response(200, TreeLeavesSchema, headers=pages.DOC)
@problem(blp, 422, "invalid query, or a cursor this list did not give out (`bad_cursor`)")
@blp.doc(operationId="listTreeLeaves", security=[])
def tree_leaves(query):
    """Every leaf of the log from `start` to `end`, in order, with its data: enough to recompute any root.

    A monitor reads the leaves added since the last head it checked, recomputes the new signed root from them
    and keeps, per game, the heads it has seen. A page at a time: follow `next` until it is null."""
    start = pages.decode(LEAVES_PAGES, query["cursor"]) if "cursor" in query else query["start"]
    end = min(query.get("end", pages.MAX_POSITION), start + query["limit"])
    page = _log().leaves(start, end)
    last = min(query.get("end", pages.MAX_POSITION), _log().size())
    following = pages.encode(LEAVES_PAGES, page[-1]["index"] + 1) if page and page[-1]["index"] + 1 < last else None
    return {"leaves": page, "next": following}, pages.link_header(following)


@blp.get("/games/<gid>/leaves")
@blp.arguments(GameLeavesQuerySchema, location="query")
@blp.response(200, TreeLeavesSchema, headers=pages.DOC)
@problem(blp, 422, "invalid query, or a cursor this list did not give out (`bad_cursor`)")
@blp.doc(operationId="listGameLeaves", security=[])
def game_leaves(query, gid):
    """Every head logged for one game, in log order (an empty list for a game the log never saw).

    An auditor checks each against an inclusion proof (`/leaves/{index}/proof`) and against the history it holds;
    monitors, who read every leaf, are what make sure this list leaves none out."""
    after = pages.decode(GAME_LEAVES_PAGES, query["cursor"]) if "cursor" in query else -1
    page = _log().game_leaves(gid, after, query["limit"] + 1)
    following = pages.encode(GAME_LEAVES_PAGES, page[query["limit"] - 1]["index"]) \
        if len(page) > query["limit"] else None
    return {"leaves": page[:query["limit"]], "next": following}, pages.link_header(following)


@blp.get("/chain")
@blp.arguments(ChainQuerySchema, location="query")
@blp.response(200, ChainSchema)
@problem(blp, 404, "unknown game, or a version it has not reached (`not_reached`)")
@problem(blp, 409, "the game's hashes are not public while it is played (`chain_not_public`): an unkeyed chain")
@problem(blp, 422, "invalid query")
@blp.doc(operationId="getChainLinks", security=[])
def chain_links(query):
    """The chain links of a game from one version to a later one: proof that the later head extends the
    earlier (each `prev` is the hash before it). A monitor that saw two heads of a game logged checks the
    later one this way; the link hashes are the same ones the game's events carry."""
    gid, first = query["gid"], query["first"]
    wired = wiring()
    table = wired.handler.table(gid)
    if not tables.head_is_public(table):
        raise Conflict("This game's hashes are shown once it is over.", code="chain_not_public")
    if query["second"] > table["version"]:
        raise NotFound(f"The game has not reached version {query['second']} (it is at {table['version']}).",
                       code="not_reached")
    second = min(query["second"], first + LINKS_PER_CALL)
    if second <= first:
        return {"gid": gid, "links": []}
    envelopes = wired.store.read(gid, after=first, limit=second - first)
    if not envelopes or envelopes[-1]["v"] != second:
        raise NotFound(f"The game's history does not reach version {second}.", code="not_reached")
    return {"gid": gid, "links": [{k: e[k] for k in ("v", "prev", "hash")} for e in envelopes]}


@blp.get("/consistency")
@blp.arguments(ConsistencyQuerySchema, location="query")
@blp.response(200, ConsistencySchema)
@problem(blp, 422, "a malformed parameter, `from` above `to`, or `to` beyond the tree (`size_out_of_range`)")
@blp.doc(operationId="getConsistencyProof", security=[])
def consistency_proof(query):
    """A consistency proof that the tree of `to` leaves extends the tree of `from` leaves."""
    first, second = query["first"], query["second"]
    if first > second:
        raise Invalid("`from` must not exceed `to`.", code="size_out_of_range")
    try:
        path = _log().consistency(first, second)
    except NotInLog as error:
        raise Invalid(str(error), code="size_out_of_range") from None
    return {"first": first, "second": second, "consistency_path": [h.hex() for h in path]}
