"""OpenAPI links among players, seeks and challenges: a client (and schemathesis' stateful phase) goes from a new
player to its profile, seeks and challenges with the player's key, and from a seek or a challenge to its own
resource as the same caller."""

from __future__ import annotations

_NEW_KEY = {"header.Authorization": "Bearer {$response.body#/key}"}
_SAME_CALLER = {"header.Authorization": "$request.header.Authorization"}
_SEEK = {"sid": "$response.body#/id", **_SAME_CALLER}
_CHALLENGE = {"cid": "$response.body#/id", **_SAME_CALLER}

# (path, method, status) -> the links of that response
LINKS = {
    ("/v1/players", "post", "201"): {
        "GetMe": {"operationId": "getMe", "parameters": _NEW_KEY, "description": "the player's own profile"},
        "GetPlayer": {"operationId": "getPlayer", "parameters": {"pid": "$response.body#/id"},
                      "description": "the player's public profile"},
        "CreateSeek": {"operationId": "createSeek", "parameters": _NEW_KEY, "description": "seek a table"},
        "ListSeeks": {"operationId": "listSeeks", "parameters": _NEW_KEY, "description": "the player's seeks"},
        "CreateChallenge": {"operationId": "createChallenge", "parameters": _NEW_KEY,
                            "description": "invite players to a table"},
        "ListChallenges": {"operationId": "listChallenges", "parameters": _NEW_KEY,
                           "description": "the player's challenges, sent and received"},
    },
    ("/v1/seeks", "post", "201"): {
        "GetSeek": {"operationId": "getSeek", "parameters": _SEEK, "description": "the seek, as it stands"},
        "DeleteSeek": {"operationId": "deleteSeek", "parameters": _SEEK, "description": "withdraw it"},
    },
    ("/v1/challenges", "post", "201"): {
        "GetChallenge": {"operationId": "getChallenge", "parameters": _CHALLENGE, "description": "the challenge"},
    },
}


def document(spec) -> None:
    for (path, method, status), links in LINKS.items():
        response = spec._paths[path][method]["responses"][status]  # apispec has no public way to amend a path
        response.setdefault("links", {}).update(links)
