"""/v1/transparency: the signed heads of the transparency log of game heads, its key and its proofs."""

from __future__ import annotations

from flask_smorest import Blueprint
from marshmallow import Schema, fields, validate

from projections.transparency import NotInLog, TransparencyLog
from service.errors import Invalid, NotFound
from service.http.api import pages
from service.http.api.context import wiring
from service.http.api.schemas import problem

blp = Blueprint("transparency", __name__, url_prefix="/v1/transparency",
                description="The transparency log: every batch's (gid, v, head) as a leaf of one RFC 9162 Merkle "
                            "tree, with signed tree heads and proofs")

HEX = fields.String(metadata={"description": "SHA-256, 64 lowercase hex digits"})
SIZE = validate.Range(min=0, max=pages.MAX_POSITION)
HEADS_PAGES = "tree-heads"


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


class ProofQuerySchema(Schema):
    gid = fields.String(required=True, validate=validate.Length(min=1, max=200))
    v = fields.Integer(required=True, validate=validate.Range(min=1, max=2**53))
    size = fields.Integer(validate=SIZE, metadata={"description": "a signed tree size; the latest when absent"})


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
    """An inclusion proof of the leaf (gid, v, head at v) in the tree of `size` leaves."""
    log = _log()
    size = query["size"] if "size" in query else _signed_head(log)["size"]
    index = log.leaf_index(query["gid"], query["v"])
    if index is None or index >= size:
        raise NotFound(f"({query['gid']!r}, {query['v']}) is not a leaf of the tree of {size}.", code="not_a_leaf")
    try:
        path = log.inclusion(index, size)
    except NotInLog as error:
        raise Invalid(str(error), code="size_out_of_range") from None
    return {"leaf_index": index, "tree_size": size, "audit_path": [h.hex() for h in path]}


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
