# Generated from openapi.yaml by datamodel-code-generator (`make sdk-models`): do not edit.

from __future__ import annotations

from typing import Annotated, Any, Literal

from boardroom_sdk.model_base import Model
from pydantic import AnyUrl, AwareDatetime, ConfigDict, Field
from typing_extensions import TypeAliasType

Problem2 = TypeAliasType(
    "Problem2",
    Annotated[
        str,
        Field(
            description="stable and snake_case: one of ServiceProblemCode, or for a 422 rule violation the game's own rule code (e.g. `not_your_turn`)",
            pattern="^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$",
        ),
    ],
)


class PaginationMetadata(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: Annotated[int | None, Field(description="Total number of items.")] = None
    total_pages: Annotated[int | None, Field(description="Total number of pages.")] = (
        None
    )
    first_page: Annotated[
        int | None, Field(description="First available page number.")
    ] = None
    last_page: Annotated[
        int | None, Field(description="Last available page number.")
    ] = None
    page: Annotated[int | None, Field(description="Current page number.")] = None
    previous_page: Annotated[int | None, Field(description="Previous page number.")] = (
        None
    )
    next_page: Annotated[int | None, Field(description="Next page number.")] = None


class ContractRefs(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    command: Annotated[
        str, Field(description="e.g. `#/components/schemas/TabletopClimberCommand`")
    ]
    move: Annotated[str, Field(description="the union of its legal moves")]
    event: Annotated[str, Field(description="the union of its events, by `type`")]


class CatalogGame(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    slug: str
    title: str
    summary: Annotated[
        str,
        Field(description="the game in a few sentences: what players do, how one wins"),
    ]
    min_players: int
    max_players: int
    bots: list[str]
    options: Annotated[
        dict[str, Any], Field(description="a JSON Schema of the game's options")
    ]
    commands: Annotated[
        dict[str, dict[str, Any]],
        Field(description="command type → a JSON Schema of its payload"),
    ]
    schemas: Annotated[
        ContractRefs, Field(description="the game's typed unions in /openapi.yaml")
    ]
    clock: Annotated[
        dict[str, Any], Field(description="a JSON Schema of a new table's `clock`")
    ]
    on_timeout: Annotated[list[str], Field(description="what may follow a clock's end")]


class Catalog(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    games: list[CatalogGame]


class RulesSection(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[str, Field(description="the heading's link target, e.g. `scoring`")]
    title: str
    level: Annotated[
        Literal[2, 3],
        Field(
            description="2: a `## ` section; 3: a `### ` subsection of the section before it"
        ),
    ]


class PlayerRules(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: str
    title: str
    quick_reference: Annotated[
        str,
        Field(
            description="Markdown: the goal, a turn, the actions with their costs, the end and the scoring, in at most about 1,200 tokens; it is also the first section of `markdown`"
        ),
    ]
    markdown: Annotated[
        str,
        Field(
            description="the full rules in Markdown: quick reference, goal, components, set-up, a turn, the end, scoring with tie-breaks, worked examples, each under a `## ` heading"
        ),
    ]
    sections: Annotated[
        list[RulesSection],
        Field(
            description="the `## ` and `### ` headings of `markdown` in order, each a link target (a legal move's `rule` names one); every game has `quick-reference`, `goal`, `components`, `set-up`, `playing-a-turn`, `end-of-the-game`, `scoring` and `examples`"
        ),
    ]


class TableSeat(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: int
    name: str | None
    bot: str | None
    player: Annotated[
        str | None, Field(description="the player id holding the seat, or null")
    ] = None
    registered: Annotated[
        bool,
        Field(
            description="true: a registered player holds the seat (its `player` id); false: a name anyone may take"
        ),
    ]
    open: bool
    autopilot: Annotated[
        bool, Field(description="the server bot plays the absent person's seat")
    ]
    resigned: Annotated[bool, Field(description="resigned or forfeited: ranked last")]


class SeatClock(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    remaining_ms: Annotated[int, Field(description="as of the game's version")]
    deadline: Annotated[AwareDatetime | None, Field(description="while awaited")]
    running: bool
    grace: Annotated[
        bool,
        Field(
            description="the clock ran out once in this decision and runs its grace: the next expiry puts the seat on autopilot"
        ),
    ]


class PlayerSeat(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: int
    name: str | None
    bot: str | None
    player: Annotated[
        str | None, Field(description="the player id holding the seat, or null")
    ] = None
    registered: Annotated[
        bool,
        Field(
            description="true: a registered player holds the seat (its `player` id); false: a name anyone may take"
        ),
    ]
    open: bool
    autopilot: Annotated[
        bool, Field(description="the server bot plays the absent person's seat")
    ]
    resigned: Annotated[bool, Field(description="resigned or forfeited: ranked last")]
    clock: Annotated[SeatClock | None, Field(description="null: untimed")]
    claimable_at: Annotated[
        AwareDatetime | None,
        Field(
            description="only on a seat the caller's seat could claim the win over (a correspondence table awaiting a person there now): from when, if that client is not seen again (POST /v1/games/{gid}/claim-victory)"
        ),
    ] = None


class GenericScore(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: Annotated[
        int | None,
        Field(description="null when resignations ended the game before its end"),
    ]


class ScoreRow(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    label: Annotated[str, Field(description='what the row counts, e.g. "VIPs taken"')]
    value: Annotated[
        float | str, Field(description='a number or a word ("yes", "no", "1st (tied)")')
    ]
    text: Annotated[
        str, Field(description='the row as a sentence, e.g. "VIPs taken: 1"')
    ]


class Result(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[int]], Field(description="groups of tied seats, best first")
    ]
    scores: Annotated[
        dict[str, GenericScore],
        Field(
            description='seat → its score breakdown, e.g. {"0": {"total": 12}}; each game\'s categories are typed in its GameFinished event (`<Game>Score`)'
        ),
    ]
    resigned: Annotated[
        list[int], Field(description="seats that resigned or forfeited")
    ]
    forfeits: Annotated[list[int], Field(description="seats whose clock ran out")]
    breakdown: Annotated[
        dict[str, list[ScoreRow]],
        Field(
            description="seat → its score sheet as a person reads it, in order: its place, the game's scoring rows, a resignation or forfeit; no raw booleans"
        ),
    ]


class Join(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    name: Annotated[
        str | None,
        Field(
            description="required without a player key; with one, the player's name is used",
            max_length=64,
            min_length=1,
            pattern="^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890-\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]*[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890-\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f\\u0000-\\u0020\\u007f-\\u00a0\\u00ad\\u0300-\\u036f\\u0483-\\u0489\\u0591-\\u05bd\\u05bf\\u05c1-\\u05c2\\u05c4-\\u05c5\\u05c7\\u0600-\\u0605\\u0610-\\u061a\\u061c\\u064b-\\u065f\\u0670\\u06d6-\\u06dd\\u06df-\\u06e4\\u06e7-\\u06e8\\u06ea-\\u06ed\\u070f\\u0711\\u0730-\\u074a\\u07a6-\\u07b0\\u07eb-\\u07f3\\u07fd\\u0816-\\u0819\\u081b-\\u0823\\u0825-\\u0827\\u0829-\\u082d\\u0859-\\u085b\\u0890-\\u0891\\u0898-\\u089f\\u08ca-\\u0902\\u093a\\u093c\\u0941-\\u0948\\u094d\\u0951-\\u0957\\u0962-\\u0963\\u0981\\u09bc\\u09c1-\\u09c4\\u09cd\\u09e2-\\u09e3\\u09fe\\u0a01-\\u0a02\\u0a3c\\u0a41-\\u0a42\\u0a47-\\u0a48\\u0a4b-\\u0a4d\\u0a51\\u0a70-\\u0a71\\u0a75\\u0a81-\\u0a82\\u0abc\\u0ac1-\\u0ac5\\u0ac7-\\u0ac8\\u0acd\\u0ae2-\\u0ae3\\u0afa-\\u0aff\\u0b01\\u0b3c\\u0b3f\\u0b41-\\u0b44\\u0b4d\\u0b55-\\u0b56\\u0b62-\\u0b63\\u0b82\\u0bc0\\u0bcd\\u0c00\\u0c04\\u0c3c\\u0c3e-\\u0c40\\u0c46-\\u0c48\\u0c4a-\\u0c4d\\u0c55-\\u0c56\\u0c62-\\u0c63\\u0c81\\u0cbc\\u0cbf\\u0cc6\\u0ccc-\\u0ccd\\u0ce2-\\u0ce3\\u0d00-\\u0d01\\u0d3b-\\u0d3c\\u0d41-\\u0d44\\u0d4d\\u0d62-\\u0d63\\u0d81\\u0dca\\u0dd2-\\u0dd4\\u0dd6\\u0e31\\u0e34-\\u0e3a\\u0e47-\\u0e4e\\u0eb1\\u0eb4-\\u0ebc\\u0ec8-\\u0ecd\\u0f18-\\u0f19\\u0f35\\u0f37\\u0f39\\u0f71-\\u0f7e\\u0f80-\\u0f84\\u0f86-\\u0f87\\u0f8d-\\u0f97\\u0f99-\\u0fbc\\u0fc6\\u102d-\\u1030\\u1032-\\u1037\\u1039-\\u103a\\u103d-\\u103e\\u1058-\\u1059\\u105e-\\u1060\\u1071-\\u1074\\u1082\\u1085-\\u1086\\u108d\\u109d\\u115f-\\u1160\\u135d-\\u135f\\u1680\\u1712-\\u1714\\u1732-\\u1733\\u1752-\\u1753\\u1772-\\u1773\\u17b4-\\u17b5\\u17b7-\\u17bd\\u17c6\\u17c9-\\u17d3\\u17dd\\u180b-\\u180f\\u1885-\\u1886\\u18a9\\u1920-\\u1922\\u1927-\\u1928\\u1932\\u1939-\\u193b\\u1a17-\\u1a18\\u1a1b\\u1a56\\u1a58-\\u1a5e\\u1a60\\u1a62\\u1a65-\\u1a6c\\u1a73-\\u1a7c\\u1a7f\\u1ab0-\\u1ace\\u1b00-\\u1b03\\u1b34\\u1b36-\\u1b3a\\u1b3c\\u1b42\\u1b6b-\\u1b73\\u1b80-\\u1b81\\u1ba2-\\u1ba5\\u1ba8-\\u1ba9\\u1bab-\\u1bad\\u1be6\\u1be8-\\u1be9\\u1bed\\u1bef-\\u1bf1\\u1c2c-\\u1c33\\u1c36-\\u1c37\\u1cd0-\\u1cd2\\u1cd4-\\u1ce0\\u1ce2-\\u1ce8\\u1ced\\u1cf4\\u1cf8-\\u1cf9\\u1dc0-\\u1dff\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2064\\u2066-\\u206f\\u20d0-\\u20f0\\u2800\\u2cef-\\u2cf1\\u2d7f\\u2de0-\\u2dff\\u3000\\u302a-\\u302d\\u3099-\\u309a\\u3164\\ua66f-\\ua672\\ua674-\\ua67d\\ua69e-\\ua69f\\ua6f0-\\ua6f1\\ua802\\ua806\\ua80b\\ua825-\\ua826\\ua82c\\ua8c4-\\ua8c5\\ua8e0-\\ua8f1\\ua8ff\\ua926-\\ua92d\\ua947-\\ua951\\ua980-\\ua982\\ua9b3\\ua9b6-\\ua9b9\\ua9bc-\\ua9bd\\ua9e5\\uaa29-\\uaa2e\\uaa31-\\uaa32\\uaa35-\\uaa36\\uaa43\\uaa4c\\uaa7c\\uaab0\\uaab2-\\uaab4\\uaab7-\\uaab8\\uaabe-\\uaabf\\uaac1\\uaaec-\\uaaed\\uaaf6\\uabe5\\uabe8\\uabed\\ufb1e\\ufe00-\\ufe0f\\ufe20-\\ufe2f\\ufeff\\uffa0\\ufff9-\\ufffb𐇽𐋠𐍶-𐍺𐨁-𐨃𐨅-𐨆𐨌-𐨏𐨸-𐨿𐨺𐫥-𐫦𐴤-𐴧𐺫-𐽆𐺬-𐽐𐾂-𐾅𑀁𑀸-𑁆𑁰𑁳-𑁴𑁿-𑂁𑂳-𑂶𑂹-𑂺\U000110bd𑃂\U000110cd𑄀-𑄂𑄧-𑄫𑄭-𑅳𑄴𑆀-𑆁𑆶-𑆾𑇉-𑇌𑇏𑈯-𑈱𑈴𑈶-𑈷𑈾𑋟𑋣-𑋪𑌀-𑌁𑌻-𑌼𑍀𑍦-𑍬𑍰-𑍴𑐸-𑐿𑑂-𑑄𑑆𑑞𑒳-𑒸𑒺𑒿-𑓀𑓂-𑓃𑖲-𑖵𑖼-𑖽𑖿-𑗀𑗜-𑗝𑘳-𑘺𑘽𑘿-𑙀𑚫𑚭𑚰-𑚵𑚷𑜝-𑜟𑜢-𑜥𑜧-𑜫𑠯-𑠷𑠹-𑠺𑤻-𑤼𑥃𑤾𑧔-𑧗𑧚-𑧛𑧠𑨁-𑨊𑨳-𑨸𑨻-𑨾𑩇𑩑-𑩖𑩙-𑩛𑪊-𑪖𑪘-𑪙𑰰-𑰶𑰸-𑰽𑰿𑲒-𑲧𑲪-𑲰𑲲-𑲳𑲵-𑲶𑴱-𑴶𑴺𑴼-𑴽𑴿-𑵅𑵇𑶐-𑶑𑶕𑶗𑻳-𑻴\U00013430-\U00013438𖫰-𖫴𖬰-𖬶𖽏𖾏-𖾒𖿤𛲝-𛲞\U0001bca0-\U0001bca3𜼀-𜼭𜼰-𜽆𝅧-𝅩\U0001d173-𝆂𝆅-𝆋𝆪-𝆭𝉂-𝉄𝨀-𝨶𝨻-𝩬𝩵𝪄𝪛-𝪟𝪡-𝪯𞀀-𞀆𞀈-𞀘𞀛-𞀡𞀣-𞀤𞀦-𞀪𞄰-𞄶𞊮𞋬-𞣐𞋯-𞣖𞥄-𞥊\U000e0001\U000e0020-\U000e007f󠄀-󠇯][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890-\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]*$",
        ),
    ] = None
    seat: Annotated[int | None, Field(ge=0, le=15)] = None


class Joined(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: int
    token: str


class Claim(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(description="the absent seat, counted from 0")]


class SeatName(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: int
    name: str | None
    bot: str | None
    player: Annotated[
        str | None, Field(description="the player id holding the seat, or null")
    ] = None
    registered: Annotated[
        bool,
        Field(
            description="true: a registered player holds the seat (its `player` id); false: a name anyone may take"
        ),
    ]


class Summary(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    text: Annotated[
        str, Field(description="the template with its params shown, in English")
    ]
    template: Annotated[
        str,
        Field(
            description="`str.format`-style text over `params`, e.g. `{seat} played {card}`"
        ),
    ]
    params: Annotated[
        dict[str, Any],
        Field(
            description="a param named `seat` or `…_seat` is a seat (shown as its player's name); a string that is a catalogue id (GET /v1/catalog/{game}) is shown as the component's name; a list as its items joined by commas"
        ),
    ]


class LogDetail(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    v: int
    type: str
    summary: Summary
    headline: Annotated[
        bool,
        Field(
            description="a consequence the game says a player must not miss (an alarm that ended the turn): the decision's line tells it after its summary, not only among the details"
        ),
    ]


class LogEntry(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    v: Annotated[int, Field(description="the decision's first version")]
    to: Annotated[int, Field(description="its last version")]
    seat: Annotated[int | None, Field(description="who decided (null: the server)")]
    command: Annotated[
        str | None,
        Field(
            description="the command's type (null when the page starts inside a decision)"
        ),
    ]
    at: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]
    summary: Annotated[Summary, Field(description="the decision's first event, told")]
    details: Annotated[list[LogDetail], Field(description="each event, told")]


class LogPage(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: str
    seats: Annotated[
        list[SeatName],
        Field(
            description="who each seat an entry names is (a `seat` param is shown as its `name`)"
        ),
    ]
    entries: list[LogEntry]
    next: Annotated[
        str | None,
        Field(
            description="opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` header carries the same page's URL"
        ),
    ]


class StreamTicket(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ticket: Annotated[str, Field(description="pass as `?ticket=` to GET /stream, once")]
    seat: int
    expires_in: Annotated[int, Field(description="seconds it stays valid")]


class AuditCheck(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    name: Annotated[
        str,
        Field(
            description="chain, seed, decisions, standing (a rated table), result, or pin (when pins were given)"
        ),
    ]
    ok: bool
    version: Annotated[
        int, Field(description="the first version at fault, or the last one checked")
    ]
    detail: str


class Audit(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ok: bool
    scope: Annotated[
        Literal["full", "chain"],
        Field(description="full, or chain while the game runs (full for the operator)"),
    ]
    checks: list[AuditCheck]


class LeaderboardRow(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    player: Annotated[
        str,
        Field(
            description="the player id, or a server bot level's identity `bot:<game>:<level>` (was the seat's name before players existed)"
        ),
    ]
    name: Annotated[str | None, Field(description="the player's name")]
    registered: Annotated[
        bool,
        Field(
            description="true: a registered player's account; false: a server bot level, or a name from before players existed"
        ),
    ]
    ordinal: Annotated[
        float,
        Field(description="mu - 3 sigma (OpenSkill Plackett-Luce): the rank order"),
    ]
    mu: float
    sigma: float
    games: Annotated[int, Field(description="rated games played")]
    wins: int
    rating: Annotated[float, Field(description="the ordinal rounded to 2 decimals")]
    provisional: Annotated[bool, Field(description="fewer than 10 rated games")]


class ListingRule(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    games: Annotated[
        int, Field(description="counted rated games a player needs to be listed")
    ]
    opponents: Annotated[int, Field(description="distinct opponents among them")]
    bot_games: Annotated[
        int,
        Field(
            description="counted rated games a server bot level needs (it needs no number of opponents)"
        ),
    ]


class Standing(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    listed: Annotated[
        bool,
        Field(
            description="shown on the leaderboard: a player after 5 counted rated games against 3 distinct opponents, a server bot level after 1 counted game"
        ),
    ]
    unlisted_reason: Annotated[
        Literal["few_games", "few_opponents"] | None,
        Field(
            description="why it is not listed (null: it is): `few_games` (fewer than 5 counted rated games), `few_opponents` (fewer than 3 distinct opponents among them); being a bot account or provisional never keeps a player off"
        ),
    ]
    opponents: Annotated[
        int,
        Field(
            description="distinct opponents (players or server bot levels) in its counted rated games"
        ),
    ]
    player: Annotated[
        str,
        Field(
            description="the player id, or a server bot level's identity `bot:<game>:<level>` (was the seat's name before players existed)"
        ),
    ]
    name: Annotated[str | None, Field(description="the player's name")]
    registered: Annotated[
        bool,
        Field(
            description="true: a registered player's account; false: a server bot level, or a name from before players existed"
        ),
    ]
    ordinal: Annotated[
        float,
        Field(description="mu - 3 sigma (OpenSkill Plackett-Luce): the rank order"),
    ]
    mu: float
    sigma: float
    games: Annotated[int, Field(description="rated games played")]
    wins: int
    rating: Annotated[float, Field(description="the ordinal rounded to 2 decimals")]
    provisional: Annotated[bool, Field(description="fewer than 10 rated games")]
    rank: Annotated[
        int | None,
        Field(
            description="its place on the board, from 1 (null: not listed; `unlisted_reason` says why)"
        ),
    ]


class Leaderboard(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: str
    rankings: Annotated[
        list[LeaderboardRow],
        Field(
            description="the listed players and server bot levels, best first (`listing` says who is listed)"
        ),
    ]
    listing: Annotated[ListingRule, Field(description="who the board lists")]
    player: Annotated[
        Standing | None,
        Field(
            description="where `?player=` stands on this board, listed or not (null: not asked)"
        ),
    ]


class CreatePlayer(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    name: Annotated[
        str,
        Field(
            description="unique by its Unicode confusable skeleton (UTS #39): not one that looks like a taken name",
            max_length=64,
            min_length=1,
            pattern="^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890-\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]*[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890-\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f\\u0000-\\u0020\\u007f-\\u00a0\\u00ad\\u0300-\\u036f\\u0483-\\u0489\\u0591-\\u05bd\\u05bf\\u05c1-\\u05c2\\u05c4-\\u05c5\\u05c7\\u0600-\\u0605\\u0610-\\u061a\\u061c\\u064b-\\u065f\\u0670\\u06d6-\\u06dd\\u06df-\\u06e4\\u06e7-\\u06e8\\u06ea-\\u06ed\\u070f\\u0711\\u0730-\\u074a\\u07a6-\\u07b0\\u07eb-\\u07f3\\u07fd\\u0816-\\u0819\\u081b-\\u0823\\u0825-\\u0827\\u0829-\\u082d\\u0859-\\u085b\\u0890-\\u0891\\u0898-\\u089f\\u08ca-\\u0902\\u093a\\u093c\\u0941-\\u0948\\u094d\\u0951-\\u0957\\u0962-\\u0963\\u0981\\u09bc\\u09c1-\\u09c4\\u09cd\\u09e2-\\u09e3\\u09fe\\u0a01-\\u0a02\\u0a3c\\u0a41-\\u0a42\\u0a47-\\u0a48\\u0a4b-\\u0a4d\\u0a51\\u0a70-\\u0a71\\u0a75\\u0a81-\\u0a82\\u0abc\\u0ac1-\\u0ac5\\u0ac7-\\u0ac8\\u0acd\\u0ae2-\\u0ae3\\u0afa-\\u0aff\\u0b01\\u0b3c\\u0b3f\\u0b41-\\u0b44\\u0b4d\\u0b55-\\u0b56\\u0b62-\\u0b63\\u0b82\\u0bc0\\u0bcd\\u0c00\\u0c04\\u0c3c\\u0c3e-\\u0c40\\u0c46-\\u0c48\\u0c4a-\\u0c4d\\u0c55-\\u0c56\\u0c62-\\u0c63\\u0c81\\u0cbc\\u0cbf\\u0cc6\\u0ccc-\\u0ccd\\u0ce2-\\u0ce3\\u0d00-\\u0d01\\u0d3b-\\u0d3c\\u0d41-\\u0d44\\u0d4d\\u0d62-\\u0d63\\u0d81\\u0dca\\u0dd2-\\u0dd4\\u0dd6\\u0e31\\u0e34-\\u0e3a\\u0e47-\\u0e4e\\u0eb1\\u0eb4-\\u0ebc\\u0ec8-\\u0ecd\\u0f18-\\u0f19\\u0f35\\u0f37\\u0f39\\u0f71-\\u0f7e\\u0f80-\\u0f84\\u0f86-\\u0f87\\u0f8d-\\u0f97\\u0f99-\\u0fbc\\u0fc6\\u102d-\\u1030\\u1032-\\u1037\\u1039-\\u103a\\u103d-\\u103e\\u1058-\\u1059\\u105e-\\u1060\\u1071-\\u1074\\u1082\\u1085-\\u1086\\u108d\\u109d\\u115f-\\u1160\\u135d-\\u135f\\u1680\\u1712-\\u1714\\u1732-\\u1733\\u1752-\\u1753\\u1772-\\u1773\\u17b4-\\u17b5\\u17b7-\\u17bd\\u17c6\\u17c9-\\u17d3\\u17dd\\u180b-\\u180f\\u1885-\\u1886\\u18a9\\u1920-\\u1922\\u1927-\\u1928\\u1932\\u1939-\\u193b\\u1a17-\\u1a18\\u1a1b\\u1a56\\u1a58-\\u1a5e\\u1a60\\u1a62\\u1a65-\\u1a6c\\u1a73-\\u1a7c\\u1a7f\\u1ab0-\\u1ace\\u1b00-\\u1b03\\u1b34\\u1b36-\\u1b3a\\u1b3c\\u1b42\\u1b6b-\\u1b73\\u1b80-\\u1b81\\u1ba2-\\u1ba5\\u1ba8-\\u1ba9\\u1bab-\\u1bad\\u1be6\\u1be8-\\u1be9\\u1bed\\u1bef-\\u1bf1\\u1c2c-\\u1c33\\u1c36-\\u1c37\\u1cd0-\\u1cd2\\u1cd4-\\u1ce0\\u1ce2-\\u1ce8\\u1ced\\u1cf4\\u1cf8-\\u1cf9\\u1dc0-\\u1dff\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2064\\u2066-\\u206f\\u20d0-\\u20f0\\u2800\\u2cef-\\u2cf1\\u2d7f\\u2de0-\\u2dff\\u3000\\u302a-\\u302d\\u3099-\\u309a\\u3164\\ua66f-\\ua672\\ua674-\\ua67d\\ua69e-\\ua69f\\ua6f0-\\ua6f1\\ua802\\ua806\\ua80b\\ua825-\\ua826\\ua82c\\ua8c4-\\ua8c5\\ua8e0-\\ua8f1\\ua8ff\\ua926-\\ua92d\\ua947-\\ua951\\ua980-\\ua982\\ua9b3\\ua9b6-\\ua9b9\\ua9bc-\\ua9bd\\ua9e5\\uaa29-\\uaa2e\\uaa31-\\uaa32\\uaa35-\\uaa36\\uaa43\\uaa4c\\uaa7c\\uaab0\\uaab2-\\uaab4\\uaab7-\\uaab8\\uaabe-\\uaabf\\uaac1\\uaaec-\\uaaed\\uaaf6\\uabe5\\uabe8\\uabed\\ufb1e\\ufe00-\\ufe0f\\ufe20-\\ufe2f\\ufeff\\uffa0\\ufff9-\\ufffb𐇽𐋠𐍶-𐍺𐨁-𐨃𐨅-𐨆𐨌-𐨏𐨸-𐨿𐨺𐫥-𐫦𐴤-𐴧𐺫-𐽆𐺬-𐽐𐾂-𐾅𑀁𑀸-𑁆𑁰𑁳-𑁴𑁿-𑂁𑂳-𑂶𑂹-𑂺\U000110bd𑃂\U000110cd𑄀-𑄂𑄧-𑄫𑄭-𑅳𑄴𑆀-𑆁𑆶-𑆾𑇉-𑇌𑇏𑈯-𑈱𑈴𑈶-𑈷𑈾𑋟𑋣-𑋪𑌀-𑌁𑌻-𑌼𑍀𑍦-𑍬𑍰-𑍴𑐸-𑐿𑑂-𑑄𑑆𑑞𑒳-𑒸𑒺𑒿-𑓀𑓂-𑓃𑖲-𑖵𑖼-𑖽𑖿-𑗀𑗜-𑗝𑘳-𑘺𑘽𑘿-𑙀𑚫𑚭𑚰-𑚵𑚷𑜝-𑜟𑜢-𑜥𑜧-𑜫𑠯-𑠷𑠹-𑠺𑤻-𑤼𑥃𑤾𑧔-𑧗𑧚-𑧛𑧠𑨁-𑨊𑨳-𑨸𑨻-𑨾𑩇𑩑-𑩖𑩙-𑩛𑪊-𑪖𑪘-𑪙𑰰-𑰶𑰸-𑰽𑰿𑲒-𑲧𑲪-𑲰𑲲-𑲳𑲵-𑲶𑴱-𑴶𑴺𑴼-𑴽𑴿-𑵅𑵇𑶐-𑶑𑶕𑶗𑻳-𑻴\U00013430-\U00013438𖫰-𖫴𖬰-𖬶𖽏𖾏-𖾒𖿤𛲝-𛲞\U0001bca0-\U0001bca3𜼀-𜼭𜼰-𜽆𝅧-𝅩\U0001d173-𝆂𝆅-𝆋𝆪-𝆭𝉂-𝉄𝨀-𝨶𝨻-𝩬𝩵𝪄𝪛-𝪟𝪡-𝪯𞀀-𞀆𞀈-𞀘𞀛-𞀡𞀣-𞀤𞀦-𞀪𞄰-𞄶𞊮𞋬-𞣐𞋯-𞣖𞥄-𞥊\U000e0001\U000e0020-\U000e007f󠄀-󠇯][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890-\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]*$",
        ),
    ]
    kind: Literal["human", "bot"]


class RatedResult(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    gid: Annotated[str, Field(description="the rated table")]
    outcome: Annotated[
        Literal["rated", "capped", "not_rated"],
        Field(
            description='`rated`: the rating moved; `capped`: it moved, but a short resignation lifted it no higher than the cap; `not_rated`: it did not move (the bot guide\'s "Rated games: what counts")'
        ),
    ]
    reason: Annotated[
        Literal[
            "per_opponent_daily",
            "same_address",
            "not_established",
            "no_counted_opponent",
            "short_resignation",
            "too_few_decisions",
        ]
        | None,
        Field(
            description="why it moved less or not at all (null: it moved in full): `per_opponent_daily` (the same two met 3 counted times that UTC day), `same_address` (two seated accounts created from one address within 30 days of each other), `not_established` (an account under 24 hours old, with fewer than 3 counted games against server bots alone, at a table with another person), `no_counted_opponent` (every other seat's result was left out), `short_resignation` (an opponent resigned or forfeited after fewer than 10 decisions of its own), `too_few_decisions` (a person's seat made too few decisions of its own for the table to rate anyone)"
        ),
    ]


class Rating(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    listed: Annotated[
        bool,
        Field(
            description="shown on the leaderboard: a player after 5 counted rated games against 3 distinct opponents, a server bot level after 1 counted game"
        ),
    ]
    unlisted_reason: Annotated[
        Literal["few_games", "few_opponents"] | None,
        Field(
            description="why it is not listed (null: it is): `few_games` (fewer than 5 counted rated games), `few_opponents` (fewer than 3 distinct opponents among them); being a bot account or provisional never keeps a player off"
        ),
    ]
    opponents: Annotated[
        int,
        Field(
            description="distinct opponents (players or server bot levels) in its counted rated games"
        ),
    ]
    game: str
    mu: float
    sigma: float
    ordinal: Annotated[
        float, Field(description="mu - 3 sigma: the figure players are ranked by")
    ]
    games: Annotated[int, Field(description="rated games played")]
    wins: int
    provisional: Annotated[bool, Field(description="fewer than 10 rated games")]
    results: Annotated[
        list[RatedResult],
        Field(
            description="the last 10 rated tables of this game, newest first, and what each did to the rating: on the player's own profile (`/v1/players/me`) only, empty elsewhere, as a reason may say which players one address created"
        ),
    ]


class NewKey(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    key: Annotated[
        str, Field(description="the new player key; the old one no longer works")
    ]


class Health(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ok: bool


class ProjectorsHealth(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    alive: Annotated[list[str], Field(description="projectors that beat recently")]
    unleased: Annotated[list[int], Field(description="partitions nobody folds now")]
    holders: Annotated[
        dict[str, str], Field(description="partition → the projector holding its lease")
    ]


class QueueHealth(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    reachable: Annotated[bool, Field(description="the queue Redis answers")]
    depth: Annotated[dict[str, int], Field(description="jobs waiting, by queue")]


class Readiness(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    status: Literal["ok", "degraded", "down"]
    partitions: Annotated[
        dict[str, Literal["ok", "read-only", "down"]],
        Field(description="partition → its master's state"),
    ]
    projectors: ProjectorsHealth
    workers: Annotated[
        dict[str, int], Field(description="queue → workers that beat recently")
    ]
    queue: QueueHealth


class TreeHead(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    root: Annotated[str, Field(description="the tree's root hash in hex")]
    size: Annotated[int, Field(description="leaves in the tree")]
    timestamp: Annotated[int, Field(description="milliseconds since the epoch")]
    signature: Annotated[
        str,
        Field(
            description='Ed25519 over the canonical JSON {"root","size","timestamp"} (sorted keys, no spaces), base64'
        ),
    ]


class TreeHeads(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    heads: list[TreeHead]
    next: Annotated[
        str | None,
        Field(
            description="opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` header carries the same page's URL"
        ),
    ]


class TreeKey(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    alg: Annotated[str, Field(description="ed25519")]
    key: Annotated[str, Field(description="the raw 32-byte public key in base64")]


class Inclusion(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    leaf_index: int
    tree_size: int
    audit_path: list[str]


class Leaf(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    index: Annotated[int, Field(description="the leaf's position in the log, from 0")]
    gid: str
    v: Annotated[int, Field(description="the game's version this head is the hash at")]
    head: Annotated[
        str,
        Field(
            description='the game\'s head hash at `v`; the leaf\'s data is the canonical JSON {"gid","head","v"} (sorted keys, no spaces, UTF-8) and its hash SHA-256(0x00 ‖ data)'
        ),
    ]


class TreeLeaves(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    leaves: list[Leaf]
    next: Annotated[
        str | None,
        Field(
            description="opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` header carries the same page's URL"
        ),
    ]


class Link(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    v: int
    prev: Annotated[
        str | None, Field(description="SHA-256, 64 lowercase hex digits")
    ] = None
    hash: Annotated[
        str | None, Field(description="SHA-256, 64 lowercase hex digits")
    ] = None


class Chain(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    gid: str
    links: Annotated[
        list[Link],
        Field(
            description="each version after `from` up to `to` (at most 1000; ask again from the last for more): its `prev` (the head before it) and its `hash`; empty when `to` is not after `from`"
        ),
    ]


class Consistency(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    first: int
    second: int
    consistency_path: list[str]


class EntrantSpec1(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    player: Annotated[
        str, Field(description="a player id", max_length=64, min_length=1)
    ]


class EntrantSpec2(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    bot: Annotated[
        str, Field(description="a server bot level", max_length=32, min_length=1)
    ]


EntrantSpec = TypeAliasType("EntrantSpec", EntrantSpec1 | EntrantSpec2)


class TournamentEntrant(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    entrant: Annotated[
        int, Field(description="the entrant's number, from 1 in registration order")
    ]
    name: str
    player: str | None
    bot: str | None
    withdrawn: bool


class TournamentStanding(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    rank: int
    entrant: int
    name: str
    player: str | None
    bot: str | None
    withdrawn: bool
    points: float
    buchholz: Annotated[
        float, Field(description="the sum of the final points of every opponent met")
    ]
    sonneborn_berger: Annotated[
        float,
        Field(
            description="the sum of each opponent's final points times the result against them (1, ½, 0)"
        ),
    ]
    played: int
    byes: int


class TournamentTable(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    table: int
    gid: Annotated[str, Field(description="the table's game")]
    entrants: Annotated[list[int], Field(description="entrant numbers in seat order")]
    ranking: Annotated[
        list[list[int]] | None,
        Field(
            description="groups of tied entrants, best first; null while the table plays"
        ),
    ]


class TournamentRound(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    round: int
    complete: bool
    tables: list[TournamentTable]
    byes: list[int]


class TournamentRounds(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    version: int
    rounds: list[TournamentRound]


class TournamentEnvelope(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    gid: Annotated[str, Field(description="the tournament's id")]
    v: Annotated[int, Field(description="the tournament's version after this event")]
    type: str
    seat: int | None
    data: dict[str, Any]
    at: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]
    cmd: Annotated[
        dict[str, Any] | None,
        Field(description="the command that caused the batch (first event only)"),
    ] = None
    chain: Annotated[
        str | None, Field(description="first event only: `hmac-sha256`")
    ] = None
    prev: Annotated[str | None, Field(description="the previous event's hash")] = None
    hash: Annotated[
        str | None,
        Field(
            description="HMAC-SHA256(chain key, prev + canonical JSON of the envelope without hash), the key HMAC-SHA256(seed, 'chain-key:' + id)"
        ),
    ] = None


class TournamentEvents(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    events: list[TournamentEnvelope]
    next: Annotated[
        int, Field(description="the version to ask after for the next page")
    ]


class UnavailableMove(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    label: Annotated[str, Field(description="the move, worded as a legal move's label")]
    targets: Annotated[
        list[str],
        Field(
            description="the catalogue ids it would act on: the components a client shows greyed, with the reason"
        ),
    ]
    reason: Annotated[
        str,
        Field(
            description='the rule that forbids it now, e.g. "needs a Travel permit", "costs 2 coins; you have 1"'
        ),
    ]


class TakeBack(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    allowed: bool
    to_version: Annotated[
        int | None, Field(description="allowed: the version the table goes back to")
    ] = None
    code: Annotated[
        str | None,
        Field(
            description="not allowed: the code a take-back would be refused with, e.g. `another_seat_acted`, `move_revealed`, `move_is_final`, `nothing_to_take_back`"
        ),
    ] = None
    reason: Annotated[
        str | None, Field(description="not allowed: the rule, as the refusal words it")
    ] = None


class GameFinishFrame(Model):
    """
    A table where the caller sits ended: scored (`finished`) or aborted (`aborted`, `result` null).
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the frame's id: resume after it with `Last-Event-ID` or `?after=`",
            pattern="^[0-9]{1,15}-[0-9]{1,10}$",
        ),
    ]
    type: Literal["game-finish"]
    gid: Annotated[str, Field(description="the table's id")]
    game: Annotated[str, Field(description="the game's catalogue slug")]
    seat: Annotated[int, Field(description="the caller's seat at that table", ge=0)]
    rated: bool
    status: Literal["finished", "aborted"]
    result: Result | None


class Heartbeat(Model):
    """
    The NDJSON stream's keep-alive line: not an event (no `v`).
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Literal["heartbeat"]


class ExportHeader(Model):
    """
    The first line of an NDJSON export: what an offline auditor needs besides the events.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    format: Literal["boardroom-export/1"]
    gid: str
    game: str
    rules_version: str
    options: dict[str, Any]
    version: Annotated[
        int, Field(description="the game's version when the export began")
    ]
    head: Annotated[
        str | None,
        Field(
            description="the hash of that version's event (absent while a game with an unkeyed chain runs)"
        ),
    ] = None
    chain: Literal["hmac-sha256", "sha256"]


class Envelope(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    gid: str
    v: Annotated[int, Field(description="the game's version after this event")]
    type: str
    seat: int | None
    data: dict[str, Any]
    at: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]
    cmd: Annotated[
        dict[str, Any] | None,
        Field(
            description="the command that caused the batch (first event only); its payload is shown only to its own seat until the end"
        ),
    ] = None
    sv: Annotated[
        int | None, Field(description="the event type's schema version, when not 1")
    ] = None
    chain: Annotated[
        str | None,
        Field(
            description="first event only: `hmac-sha256` when the game's hashes are keyed with its chain key (absent: an older, unkeyed game)"
        ),
    ] = None
    prev: Annotated[
        str | None,
        Field(
            description="the previous event's hash (withheld while an unkeyed game runs)"
        ),
    ] = None
    hash: Annotated[
        str | None,
        Field(
            description="HMAC-SHA256(chain key, prev + canonical JSON of the envelope without hash and summary), the key HMAC-SHA256(seed, 'chain-key:' + gid) revealed with the seed; sha256(prev + …) in an unkeyed game, whose hashes are withheld while it runs"
        ),
    ] = None
    summary: Annotated[
        Summary | None,
        Field(
            description="what the event did, told to this viewer (never more than the event shows); not part of the chain, and absent from exports"
        ),
    ] = None


class NoScore(Model):
    """
    The score of each seat of a game that resignations ended before its end: none.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: None


EventCause = TypeAliasType("EventCause", dict[str, Any])


class EventFields(Model):
    """
    The envelope's fields, which every typed event has.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    gid: str
    v: Annotated[int, Field(description="the game's version after this event")]
    type: Annotated[
        Any, Field(description="the event's type (each typed event fixes it)")
    ]
    seat: int | None
    data: Annotated[
        Any, Field(description="what happened (each typed event gives its schema)")
    ]
    at: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]
    cmd: Annotated[
        EventCause | None,
        Field(
            description="the command that caused the batch (first event only); its payload is shown only to its own seat until the end"
        ),
    ] = None
    sv: Annotated[
        int | None, Field(description="the event type's schema version, when not 1")
    ] = None
    chain: Annotated[
        str | None,
        Field(
            description="first event only: `hmac-sha256` when the game's hashes are keyed with its chain key (absent: an older, unkeyed game)"
        ),
    ] = None
    prev: Annotated[
        str | None,
        Field(
            description="the previous event's hash (withheld while an unkeyed game runs)"
        ),
    ] = None
    hash: Annotated[
        str | None,
        Field(
            description="HMAC-SHA256(chain key, prev + canonical JSON of the envelope without hash and summary), the key HMAC-SHA256(seed, 'chain-key:' + gid) revealed with the seed; sha256(prev + …) in an unkeyed game, whose hashes are withheld while it runs"
        ),
    ] = None
    summary: Annotated[
        Summary | None,
        Field(
            description="what the event did, told to this viewer (never more than the event shows); not part of the chain, and absent from exports"
        ),
    ] = None


class TableAbortCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["abort"], Field(description="a table command")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TableLeaveCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["leave"], Field(description="a table command")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TableResignCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["resign"], Field(description="a table command")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TableReturnCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["return"], Field(description="a table command")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TableTakeBackCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["take-back"], Field(description="a table command")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


TableCommand = TypeAliasType(
    "TableCommand",
    Annotated[
        TableAbortCommand
        | TableLeaveCommand
        | TableResignCommand
        | TableReturnCommand
        | TableTakeBackCommand,
        Field(
            description="A table command, the same for every game.",
            discriminator="type",
        ),
    ],
)


class TabletopIncApplySkillCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[str, Field(max_length=32, min_length=1)]
    employee: Annotated[str, Field(max_length=32, min_length=1)]
    type: Annotated[Literal["apply-skill"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


TabletopIncBuyCommandPayAdditionalProperty = TypeAliasType(
    "TabletopIncBuyCommandPayAdditionalProperty", Annotated[int, Field(ge=0, le=99)]
)


TabletopIncBuySkillCommandPayAdditionalProperty = TypeAliasType(
    "TabletopIncBuySkillCommandPayAdditionalProperty",
    Annotated[int, Field(ge=0, le=99)],
)


class TabletopIncBuySkillCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[str, Field(max_length=32, min_length=1)]
    pay: Annotated[
        dict[str, TabletopIncBuySkillCommandPayAdditionalProperty] | None,
        Field(
            description="optional: how to pay the cost, split as you choose between interchangeable resources (WOW card, develop specialist); default: the named resource first"
        ),
    ] = None
    type: Annotated[Literal["buy-skill"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncChooseCardsCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    wow: Annotated[str, Field(max_length=32, min_length=1)]
    pow: Annotated[str, Field(max_length=32, min_length=1)]
    type: Annotated[Literal["choose-cards"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncChooseFreelancerCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[str, Field(max_length=32, min_length=1)]
    type: Annotated[Literal["choose-freelancer"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncEndTurnCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["end-turn"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


TabletopIncKeepObjectivesCommandCard = TypeAliasType(
    "TabletopIncKeepObjectivesCommandCard",
    Annotated[str, Field(max_length=32, min_length=1)],
)


class TabletopIncKeepObjectivesCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[TabletopIncKeepObjectivesCommandCard], Field(max_length=4, min_length=1)
    ]
    type: Annotated[Literal["keep-objectives"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncMumanTurnCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["muman-turn"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


TabletopIncPlaceCommandPayAdditionalProperty = TypeAliasType(
    "TabletopIncPlaceCommandPayAdditionalProperty", Annotated[int, Field(ge=0, le=99)]
)


class TabletopIncPlaceCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    worker: Annotated[str, Field(max_length=32, min_length=1)]
    space: Annotated[str, Field(max_length=32, min_length=1)]
    pay: Annotated[
        dict[str, TabletopIncPlaceCommandPayAdditionalProperty] | None,
        Field(
            description="optional: how to pay the cost, split as you choose between interchangeable resources (WOW card, develop specialist); default: the named resource first"
        ),
    ] = None
    type: Annotated[Literal["place"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncPublishCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["publish"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


TabletopIncRemovePowCommandPayAdditionalProperty = TypeAliasType(
    "TabletopIncRemovePowCommandPayAdditionalProperty",
    Annotated[int, Field(ge=0, le=99)],
)


class TabletopIncRemovePowCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    pay: Annotated[
        dict[str, TabletopIncRemovePowCommandPayAdditionalProperty] | None,
        Field(
            description="optional: how to pay the cost, split as you choose between interchangeable resources (WOW card, develop specialist); default: the named resource first"
        ),
    ] = None
    type: Annotated[Literal["remove-pow"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncSkipCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["skip"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


TabletopIncTakeCommandResourcesAdditionalProperty = TypeAliasType(
    "TabletopIncTakeCommandResourcesAdditionalProperty",
    Annotated[int, Field(ge=0, le=99)],
)


class TabletopIncTakeCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    resources: dict[str, TabletopIncTakeCommandResourcesAdditionalProperty]
    type: Annotated[Literal["take"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


TabletopIncTradeCommandGiveAdditionalProperty = TypeAliasType(
    "TabletopIncTradeCommandGiveAdditionalProperty", Annotated[int, Field(ge=0, le=99)]
)


TabletopIncTradeCommandGetAdditionalProperty = TypeAliasType(
    "TabletopIncTradeCommandGetAdditionalProperty", Annotated[int, Field(ge=0, le=99)]
)


class TabletopIncTradeCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    give: dict[str, TabletopIncTradeCommandGiveAdditionalProperty]
    get: dict[str, TabletopIncTradeCommandGetAdditionalProperty]
    type: Annotated[Literal["trade"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncUseItemCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[str, Field(max_length=32, min_length=1)]
    type: Annotated[Literal["use-item"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TemplateField(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    kind: Annotated[
        Literal["one", "list", "amounts"],
        Field(
            description="one: a single value of `from`; list: `min` to `max` distinct values of `from` (their number one of `counts` when given); amounts: an object value → whole number ≥ 1 over values of `from`, each at most `at_most[value]`, `min_total` in all"
        ),
    ]
    from_: Annotated[list[Any], Field(alias="from", description="the values allowed")]
    min: Annotated[int | None, Field(description="list: the fewest values")] = None
    max: Annotated[int | None, Field(description="list: the most values")] = None
    counts: Annotated[
        list[int] | None,
        Field(
            description="list: the numbers of values allowed, when not every number from min to max is"
        ),
    ] = None
    at_most: Annotated[
        dict[str, int] | None, Field(description="amounts: the most of each value")
    ] = None
    min_total: Annotated[
        int | None, Field(description="amounts: the least sum of all amounts")
    ] = None
    optional: Annotated[
        bool | None, Field(description="true: the field may be left out")
    ] = None


class TemplateRule(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    rule: Annotated[
        Literal["distinct_across", "same_level", "together"],
        Field(
            description="distinct_across: no value in two of `fields`; same_level: for every level of `levels`, the second field's amounts of that level's values sum to the first's (e.g. a trade gives and gets as many of each level); together: all of `fields` or none"
        ),
    ]
    fields: list[str]
    levels: Annotated[
        dict[str, int] | None, Field(description="same_level: each value's level")
    ] = None


class TemplateFill(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    shape: Annotated[
        str,
        Field(
            description="the template's form (the guides show one filled example of each)"
        ),
    ]
    fields: Annotated[
        dict[str, TemplateField], Field(description="payload field → what it holds")
    ]
    rules: list[TemplateRule]


class TabletopIncTradeTemplate(Model):
    """
    Filled, one command of each shape: trade: `{"type": "trade", "give": {"dollar": 2, "research": 1}, "get": {"time": 2, "playtest": 1}}`
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    give: Annotated[str, Field(description="what to put in the trade command's give")]
    get: Annotated[str, Field(description="what to put in the trade command's get")]
    type: Literal["trade"]
    template: Annotated[
        Literal[True],
        Field(
            description="fill in the payload the other fields describe, then post it"
        ),
    ]
    kind: Annotated[
        Literal["template"],
        Field(description="a template: fill in the payload, then post it as a command"),
    ]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    fields: Annotated[
        dict[str, list[str]] | None,
        Field(
            description="a template's payload field → the catalogue ids that may fill it"
        ),
    ] = None
    fill: Annotated[
        TemplateFill | None,
        Field(
            description="how to fill the template, in the same words for every game: each payload field with its choices and limits, and the rules between fields (absent only at a table kept on an older rules version)"
        ),
    ] = None


class TabletopIncGains(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    dollar: int | None = None
    time: int | None = None
    inspiration: int | None = None
    playtest: int | None = None
    research: int | None = None
    vp: Annotated[int | None, Field(description="victory points on the track")] = None


class TabletopIncResources(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    dollar: int | None = None
    time: int | None = None
    inspiration: int | None = None
    playtest: int | None = None
    research: int | None = None


class ClockExpiredData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: int
    deadline: AwareDatetime
    outcome: Annotated[
        Literal["bot", "forfeit", "grace"],
        Field(
            description="grace: the seat's clock runs once more (one fresh clock's time from the expiry) before a second expiry puts it on autopilot; bot: the seat is on autopilot; forfeit: it lost"
        ),
    ]


class TabletopIncClockExpiredEvent(EventFields):
    """
    Tabletop Inc.: a ClockExpired event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ClockExpired"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: ClockExpiredData


class DecisionTakenBackData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    to_version: Annotated[
        int,
        Field(
            description="the table is again as it was at this version: the seat's last decision, the versions after it, is taken back (those events stay in the log)"
        ),
    ]


class TabletopIncDecisionTakenBackEvent(EventFields):
    """
    Tabletop Inc.: a DecisionTakenBack event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DecisionTakenBack"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: DecisionTakenBackData


class TabletopIncEndTriggeredData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    vp: int


class TabletopIncEndTriggeredEvent(EventFields):
    """
    Tabletop Inc.: a EndTriggered event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["EndTriggered"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncEndTriggeredData


class TabletopIncFounderCardsGivenData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )


class TabletopIncFounderCardsGivenEvent(EventFields):
    """
    Tabletop Inc.: a FounderCardsGiven event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["FounderCardsGiven"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncFounderCardsGivenData


class TabletopIncGame(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: Annotated[int, Field(ge=1, le=4)]
    mechanism: Annotated[int, Field(ge=1, le=4)]
    component: Annotated[int, Field(ge=1, le=4)]


class TabletopIncGamePublishedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: TabletopIncGame


class TabletopIncGamePublishedEvent(EventFields):
    """
    Tabletop Inc.: a GamePublished event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GamePublished"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncGamePublishedData


class TabletopIncHourglassMovedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    from_: Annotated[int, Field(alias="from")]
    to: int
    research: Annotated[int, Field(description="research bonuses passed")]
    actions: Annotated[int, Field(description="action bonuses passed")]


class TabletopIncHourglassMovedEvent(EventFields):
    """
    Tabletop Inc.: a HourglassMoved event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["HourglassMoved"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncHourglassMovedData


class TabletopIncPredictionsDiscardedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    count: Annotated[int, Field(description="predictions not all come true, discarded")]


class TabletopIncPredictionsDiscardedEvent(EventFields):
    """
    Tabletop Inc.: a PredictionsDiscarded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PredictionsDiscarded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncPredictionsDiscardedData


class TabletopIncPredictionsRewardedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    count: Annotated[int, Field(description="predictions, all came true")]
    vp: int


class TabletopIncPredictionsRewardedEvent(EventFields):
    """
    Tabletop Inc.: a PredictionsRewarded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PredictionsRewarded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncPredictionsRewardedData


class RematchOpenedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    rematch: Annotated[str, Field(description="the new table's id")]


class TabletopIncRematchOpenedEvent(EventFields):
    """
    Tabletop Inc.: a RematchOpened event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["RematchOpened"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: RematchOpenedData


class TabletopIncResourcesChangedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    delta: Annotated[TabletopIncGains, Field(description="gained")]
    reason: Annotated[
        Literal[
            "turn-order",
            "hourglass",
            "S-publish",
            "basic",
            "hire-specialist",
            "hire-freelancer",
            "play-card",
            "train",
            "playtest",
            "research",
            "multiple",
            "item",
            "box",
            "develop",
            "upgrade",
            "publish",
            "award",
            "trade",
            "objective",
            "F01",
            "F02",
            "F03",
            "F04",
            "F05",
            "F06",
            "F07",
            "F08",
            "F09",
            "F10",
            "F11",
            "F12",
            "F13",
            "F14",
            "F15",
            "F16",
            "I01",
            "I02",
            "I03",
            "I04",
            "I05",
            "I06",
            "I07",
            "I08",
            "I09",
            "I10",
            "I11",
            "I12",
            "I13",
            "I14",
            "I15",
            "I16",
            "I17",
            "I18",
        ],
        Field(
            description="turn-order (compensation), hourglass, S-publish, or the action or card giving them"
        ),
    ]


class TabletopIncResourcesChangedEvent(EventFields):
    """
    Tabletop Inc.: a ResourcesChanged event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ResourcesChanged"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncResourcesChangedData


class SeatJoinedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    name: str
    player: Annotated[
        str | None,
        Field(description="the player id taking the seat (absent: an anonymous seat)"),
    ] = None


class TabletopIncSeatJoinedEvent(EventFields):
    """
    Tabletop Inc.: a SeatJoined event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatJoined"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatJoinedData


class SeatLeftData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )


class TabletopIncSeatLeftEvent(EventFields):
    """
    Tabletop Inc.: a SeatLeft event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatLeft"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class TabletopIncSeatResignedEvent(EventFields):
    """
    Tabletop Inc.: a SeatResigned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatResigned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class TabletopIncSeatReturnedEvent(EventFields):
    """
    Tabletop Inc.: a SeatReturned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatReturned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class SeedRevealedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seed: Annotated[
        str, Field(description="the seed, hex: check sha256(seed) = commitment")
    ]


class TabletopIncSeedRevealedEvent(EventFields):
    """
    Tabletop Inc.: a SeedRevealed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeedRevealed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeedRevealedData


class TableAbandonedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ttl_seconds: int


class TabletopIncTableAbandonedEvent(EventFields):
    """
    Tabletop Inc.: a TableAbandoned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableAbandoned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableAbandonedData


class TabletopIncTableAbortedEvent(EventFields):
    """
    Tabletop Inc.: a TableAborted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableAborted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class SeatSpecData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    name: Annotated[str | None, Field(description="null: an open seat")]
    bot: Annotated[str | None, Field(description="the bot level, or null")]
    player: Annotated[
        str | None, Field(description="the player id holding the seat (absent: none)")
    ] = None


class TableStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )


class TabletopIncTableStartedEvent(EventFields):
    """
    Tabletop Inc.: a TableStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableStartedData


class TabletopIncTradedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    give: TabletopIncResources
    get: TabletopIncResources


class TabletopIncTradedEvent(EventFields):
    """
    Tabletop Inc.: a Traded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["Traded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncTradedData


class TabletopIncTurnEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    next: Annotated[int | None, Field(description="the next seat; null: the game ends")]


class TabletopIncTurnEndedEvent(EventFields):
    """
    Tabletop Inc.: a TurnEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TurnEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncTurnEndedData


class VictoryClaimedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(description="the absent seat, which forfeits")]
    last_seen: Annotated[
        AwareDatetime | None,
        Field(
            description="when the absent seat's client was last seen (null: not lately)"
        ),
    ]
    claimable_from: Annotated[
        AwareDatetime,
        Field(
            description="when the seat became claimable: 5 minutes (or the clock's own time, if shorter) after it was last seen or became awaited"
        ),
    ]


class TabletopIncVictoryClaimedEvent(EventFields):
    """
    Tabletop Inc.: a VictoryClaimed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["VictoryClaimed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: VictoryClaimedData


class TabletopIncWorkersCollectedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    count: Annotated[int, Field(description="workers back")]


class TabletopIncWorkersCollectedEvent(EventFields):
    """
    Tabletop Inc.: a WorkersCollected event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["WorkersCollected"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncWorkersCollectedData


class CorporateAnarchyEndTurnCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["end-turn"], Field(description="Corporate Anarchy")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class CorporateAnarchyMoveCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    to: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    type: Annotated[Literal["move"], Field(description="Corporate Anarchy")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


CorporateAnarchyPlaceTilesCommandAlarm = TypeAliasType(
    "CorporateAnarchyPlaceTilesCommandAlarm",
    Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")],
)


CorporateAnarchyPlaceTilesCommandGuard = TypeAliasType(
    "CorporateAnarchyPlaceTilesCommandGuard",
    Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")],
)


CorporateAnarchyPlaceTilesCommandVip = TypeAliasType(
    "CorporateAnarchyPlaceTilesCommandVip",
    Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")],
)


class CorporateAnarchyPlaceTilesCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    alarms: Annotated[
        list[CorporateAnarchyPlaceTilesCommandAlarm], Field(max_length=3, min_length=3)
    ]
    guards: Annotated[
        list[CorporateAnarchyPlaceTilesCommandGuard], Field(max_length=2, min_length=2)
    ]
    vips: Annotated[
        list[CorporateAnarchyPlaceTilesCommandVip], Field(max_length=3, min_length=1)
    ]
    start: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    type: Annotated[Literal["place-tiles"], Field(description="Corporate Anarchy")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class CorporateAnarchyRepositionBuildingCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    from_: Annotated[
        str, Field(alias="from", pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")
    ]
    to: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    type: Annotated[
        Literal["reposition-building"], Field(description="Corporate Anarchy")
    ]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class CorporateAnarchyReturnHomeCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    to: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    type: Annotated[Literal["return-home"], Field(description="Corporate Anarchy")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


CorporateAnarchyPlaceTilesTemplateSquare = TypeAliasType(
    "CorporateAnarchyPlaceTilesTemplateSquare",
    Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")],
)


CorporateAnarchyPlaceTilesTemplateStartItem = TypeAliasType(
    "CorporateAnarchyPlaceTilesTemplateStartItem",
    Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")],
)


class CorporateAnarchyPlaceTilesTemplate(Model):
    """
    Filled, one command of each shape: place-tiles: `{"type": "place-tiles", "alarms": ["1-0-2", "1-2-4", "1-5-2"], "guards": ["1-4-3", "1-3-3"], "vips": ["1-2-0"], "start": "1-5-4"}`
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    squares: Annotated[
        list[CorporateAnarchyPlaceTilesTemplateSquare],
        Field(description="the squares tiles may go on"),
    ]
    alarms: Annotated[int, Field(description="how many alarm squares to name")]
    guards: Annotated[int, Field(description="how many security guard squares to name")]
    vips: Annotated[int, Field(description="how many VIP squares to name")]
    start: Annotated[
        list[CorporateAnarchyPlaceTilesTemplateStartItem],
        Field(description="the start squares to choose from"),
    ]
    type: Literal["place-tiles"]
    template: Annotated[
        Literal[True],
        Field(
            description="fill in the payload the other fields describe, then post it"
        ),
    ]
    kind: Annotated[
        Literal["template"],
        Field(description="a template: fill in the payload, then post it as a command"),
    ]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    fields: Annotated[
        dict[str, list[str]] | None,
        Field(
            description="a template's payload field → the catalogue ids that may fill it"
        ),
    ] = None
    fill: Annotated[
        TemplateFill | None,
        Field(
            description="how to fill the template, in the same words for every game: each payload field with its choices and limits, and the rules between fields (absent only at a table kept on an older rules version)"
        ),
    ] = None


class CorporateAnarchyScore(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: Annotated[int, Field(description="VIPs taken")]
    vips_taken: int
    vips_kept: int
    money: int
    buildings: int
    winner: bool
    eliminated: bool


class CorporateAnarchyBaseTileRepositionedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    from_: Annotated[
        str, Field(alias="from", pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")
    ]
    to: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]


class CorporateAnarchyBaseTileRepositionedEvent(EventFields):
    """
    Corporate Anarchy: a BaseTileRepositioned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BaseTileRepositioned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyBaseTileRepositionedData


CorporateAnarchyBaseTilesBlockedOffDataSquare = TypeAliasType(
    "CorporateAnarchyBaseTilesBlockedOffDataSquare",
    Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")],
)


class CorporateAnarchyBaseTilesBlockedOffData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    squares: Annotated[
        list[CorporateAnarchyBaseTilesBlockedOffDataSquare],
        Field(description="the seat's base tiles its new building blocked off"),
    ]


class CorporateAnarchyBaseTilesBlockedOffEvent(EventFields):
    """
    Corporate Anarchy: a BaseTilesBlockedOff event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BaseTilesBlockedOff"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyBaseTilesBlockedOffData


class CorporateAnarchyClockExpiredEvent(EventFields):
    """
    Corporate Anarchy: a ClockExpired event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ClockExpired"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: ClockExpiredData


CorporateAnarchyCommandBoughtDataAffectedItem = TypeAliasType(
    "CorporateAnarchyCommandBoughtDataAffectedItem", Annotated[int, Field(ge=0, le=3)]
)


class CorporateAnarchyDecisionTakenBackEvent(EventFields):
    """
    Corporate Anarchy: a DecisionTakenBack event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DecisionTakenBack"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: DecisionTakenBackData


class CorporateAnarchyFirstPlayerRolledData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    rounds: Annotated[
        list[list[int | None]],
        Field(
            description="each round of rolls, per seat; null: the seat did not roll again"
        ),
    ]
    first: Annotated[int, Field(ge=0, le=3)]


class CorporateAnarchyFirstPlayerRolledEvent(EventFields):
    """
    Corporate Anarchy: a FirstPlayerRolled event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["FirstPlayerRolled"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyFirstPlayerRolledData


CorporateAnarchyGameEndedDataRankingItem = TypeAliasType(
    "CorporateAnarchyGameEndedDataRankingItem", Annotated[int, Field(ge=0, le=3)]
)


class CorporateAnarchyGameEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    winner: Annotated[
        int | None,
        Field(description="null: the round limit ended the game", ge=0, le=3),
    ]
    ranking: Annotated[
        list[list[CorporateAnarchyGameEndedDataRankingItem]],
        Field(description="groups of tied seats, best first"),
    ]
    scores: Annotated[
        dict[str, CorporateAnarchyScore],
        Field(description="seat → its score breakdown"),
    ]


class CorporateAnarchyGameEndedEvent(EventFields):
    """
    Corporate Anarchy: a GameEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyGameEndedData


class CorporateAnarchyGameFinishedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[int]], Field(description="groups of tied seats, best first")
    ]
    scores: Annotated[
        dict[str, CorporateAnarchyScore | NoScore],
        Field(description="seat → its score breakdown"),
    ]
    resigned: Annotated[
        list[int] | None,
        Field(
            description="seats that resigned or forfeited, ranked last (absent: none)"
        ),
    ] = None
    forfeits: Annotated[
        list[int] | None, Field(description="of those, the seats whose clock ran out")
    ] = None


class CorporateAnarchyGameFinishedEvent(EventFields):
    """
    Corporate Anarchy: a GameFinished event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameFinished"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyGameFinishedData


class CorporateAnarchyTileCountsData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    alarm: int
    guard: int
    vip: int


class CorporateAnarchyGameStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    players: int
    bag: Annotated[int, Field(description="money tokens left in the bag")]
    money: Annotated[list[int], Field(description="per seat its money")]
    tiles: CorporateAnarchyTileCountsData


class CorporateAnarchyGameStartedEvent(EventFields):
    """
    Corporate Anarchy: a GameStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyGameStartedData


class CorporateAnarchyMovedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    from_: Annotated[
        str, Field(alias="from", pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")
    ]
    to: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    steps: Annotated[int, Field(description="0: a jump from the protruding square")]
    jump: bool


class CorporateAnarchyMovedEvent(EventFields):
    """
    Corporate Anarchy: a Moved event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["Moved"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyMovedData


class CorporateAnarchyPlayerEliminatedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    money_returned: Annotated[int, Field(description="money returned to the bag")]


class CorporateAnarchyPlayerEliminatedEvent(EventFields):
    """
    Corporate Anarchy: a PlayerEliminated event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PlayerEliminated"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyPlayerEliminatedData


class CorporateAnarchyRematchOpenedEvent(EventFields):
    """
    Corporate Anarchy: a RematchOpened event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["RematchOpened"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: RematchOpenedData


class CorporateAnarchySeatJoinedEvent(EventFields):
    """
    Corporate Anarchy: a SeatJoined event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatJoined"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatJoinedData


class CorporateAnarchySeatLeftEvent(EventFields):
    """
    Corporate Anarchy: a SeatLeft event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatLeft"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class CorporateAnarchySeatResignedEvent(EventFields):
    """
    Corporate Anarchy: a SeatResigned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatResigned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class CorporateAnarchySeatReturnedEvent(EventFields):
    """
    Corporate Anarchy: a SeatReturned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatReturned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class CorporateAnarchySeedRevealedEvent(EventFields):
    """
    Corporate Anarchy: a SeedRevealed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeedRevealed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeedRevealedData


class CorporateAnarchySentHomeData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    to: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]


class CorporateAnarchySentHomeEvent(EventFields):
    """
    Corporate Anarchy: a SentHome event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SentHome"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchySentHomeData


CorporateAnarchySetupCompletedDataFaceDownItem = TypeAliasType(
    "CorporateAnarchySetupCompletedDataFaceDownItem",
    Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")],
)


CorporateAnarchySetupCompletedDataStart = TypeAliasType(
    "CorporateAnarchySetupCompletedDataStart",
    Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")],
)


class CorporateAnarchySetupCompletedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    face_down: Annotated[
        list[list[CorporateAnarchySetupCompletedDataFaceDownItem]],
        Field(description="per HQ the squares holding a face-down base tile"),
    ]
    starts: Annotated[
        list[CorporateAnarchySetupCompletedDataStart],
        Field(description="per seat its piece's square"),
    ]


class CorporateAnarchySetupCompletedEvent(EventFields):
    """
    Corporate Anarchy: a SetupCompleted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SetupCompleted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchySetupCompletedData


class CorporateAnarchyTableAbandonedEvent(EventFields):
    """
    Corporate Anarchy: a TableAbandoned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableAbandoned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableAbandonedData


class CorporateAnarchyTableAbortedEvent(EventFields):
    """
    Corporate Anarchy: a TableAborted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableAborted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class CorporateAnarchyTableStartedEvent(EventFields):
    """
    Corporate Anarchy: a TableStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableStartedData


class CorporateAnarchyTurnEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )


class CorporateAnarchyTurnEndedEvent(EventFields):
    """
    Corporate Anarchy: a TurnEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TurnEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyTurnEndedData


class CorporateAnarchyTurnStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    turn: Annotated[int, Field(description="turns played so far, this one included")]


class CorporateAnarchyTurnStartedEvent(EventFields):
    """
    Corporate Anarchy: a TurnStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TurnStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyTurnStartedData


class CorporateAnarchyVictoryClaimedEvent(EventFields):
    """
    Corporate Anarchy: a VictoryClaimed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["VictoryClaimed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: VictoryClaimedData


class CorporateAnarchyVipTakenData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    square: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    owner: Annotated[int, Field(ge=0, le=3)]


class CorporateAnarchyVipTakenEvent(EventFields):
    """
    Corporate Anarchy: a VipTaken event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["VipTaken"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyVipTakenData


class TabletopClimberDiscardCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[str, Field(max_length=16, min_length=1)]
    type: Annotated[Literal["discard"], Field(description="Tabletop Climber")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopClimberPassCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["pass"], Field(description="Tabletop Climber")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


TabletopClimberPlayCommandCard = TypeAliasType(
    "TabletopClimberPlayCommandCard", Annotated[str, Field(max_length=16, min_length=1)]
)


TabletopClimberSelectHandCommandCard = TypeAliasType(
    "TabletopClimberSelectHandCommandCard",
    Annotated[str, Field(max_length=16, min_length=1)],
)


class TabletopClimberSelectHandCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[TabletopClimberSelectHandCommandCard], Field(max_length=74, min_length=1)
    ]
    type: Annotated[Literal["select-hand"], Field(description="Tabletop Climber")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopClimberTransferCardCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[str, Field(max_length=16, min_length=1)]
    type: Annotated[Literal["transfer-card"], Field(description="Tabletop Climber")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopClimberScore(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: int
    gold: int
    silver: int
    climax_bonus: int
    team_size: Annotated[int, Field(description="the tie-break")]


class TabletopClimberClockExpiredEvent(EventFields):
    """
    Tabletop Climber: a ClockExpired event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ClockExpired"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: ClockExpiredData


class TabletopClimberDecisionTakenBackEvent(EventFields):
    """
    Tabletop Climber: a DecisionTakenBack event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DecisionTakenBack"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: DecisionTakenBackData


class TabletopClimberFieldResetData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    lead: Annotated[int, Field(description="the seat that leads next", ge=0)]


class TabletopClimberFieldResetEvent(EventFields):
    """
    Tabletop Climber: a FieldReset event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["FieldReset"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberFieldResetData


class TabletopClimberGameEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[int]], Field(description="groups of tied seats, best first")
    ]
    scores: Annotated[
        dict[str, TabletopClimberScore], Field(description="seat → its score breakdown")
    ]
    tiebreak: Annotated[
        list[Literal["vp", "team_size"]] | None,
        Field(
            description="the ranking's criteria in order (schema version 2); absent from a GameEnded stored at version 1 (no `sv`), which a finished game serves as stored: it used the same criteria"
        ),
    ] = None


class TabletopClimberGameEndedEvent(EventFields):
    """
    Tabletop Climber: a GameEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberGameEndedData


class TabletopClimberGameFinishedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[int]], Field(description="groups of tied seats, best first")
    ]
    scores: Annotated[
        dict[str, TabletopClimberScore | NoScore],
        Field(description="seat → its score breakdown"),
    ]
    resigned: Annotated[
        list[int] | None,
        Field(
            description="seats that resigned or forfeited, ranked last (absent: none)"
        ),
    ] = None
    forfeits: Annotated[
        list[int] | None, Field(description="of those, the seats whose clock ran out")
    ] = None


class TabletopClimberGameFinishedEvent(EventFields):
    """
    Tabletop Climber: a GameFinished event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameFinished"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberGameFinishedData


class TabletopClimberMainPhaseStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    hand_sizes: Annotated[
        list[int], Field(description="each seat's announced hand size")
    ]


class TabletopClimberMainPhaseStartedEvent(EventFields):
    """
    Tabletop Climber: a MainPhaseStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["MainPhaseStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberMainPhaseStartedData


class TabletopClimberPassedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )


class TabletopClimberPassedEvent(EventFields):
    """
    Tabletop Climber: a Passed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["Passed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberPassedData


class TabletopClimberPlayerFinishedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    place: Annotated[int, Field(ge=1, le=2)]


class TabletopClimberPlayerFinishedEvent(EventFields):
    """
    Tabletop Climber: a PlayerFinished event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PlayerFinished"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberPlayerFinishedData


class TabletopClimberRematchOpenedEvent(EventFields):
    """
    Tabletop Climber: a RematchOpened event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["RematchOpened"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: RematchOpenedData


class TabletopClimberSeatJoinedEvent(EventFields):
    """
    Tabletop Climber: a SeatJoined event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatJoined"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatJoinedData


class TabletopClimberSeatLeftEvent(EventFields):
    """
    Tabletop Climber: a SeatLeft event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatLeft"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class TabletopClimberSeatResignedEvent(EventFields):
    """
    Tabletop Climber: a SeatResigned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatResigned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class TabletopClimberSeatReturnedEvent(EventFields):
    """
    Tabletop Climber: a SeatReturned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatReturned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class TabletopClimberSeedRevealedEvent(EventFields):
    """
    Tabletop Climber: a SeedRevealed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeedRevealed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeedRevealedData


class TabletopClimberStartCardGivenData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )


class TabletopClimberStartCardGivenEvent(EventFields):
    """
    Tabletop Climber: a StartCardGiven event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["StartCardGiven"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberStartCardGivenData


class TabletopClimberStartCardPlayedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )


class TabletopClimberStartCardPlayedEvent(EventFields):
    """
    Tabletop Climber: a StartCardPlayed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["StartCardPlayed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberStartCardPlayedData


class TabletopClimberTableAbandonedEvent(EventFields):
    """
    Tabletop Climber: a TableAbandoned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableAbandoned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableAbandonedData


class TabletopClimberTableAbortedEvent(EventFields):
    """
    Tabletop Climber: a TableAborted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableAborted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class TabletopClimberTableStartedEvent(EventFields):
    """
    Tabletop Climber: a TableStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableStartedData


class TabletopClimberVictoryClaimedEvent(EventFields):
    """
    Tabletop Climber: a VictoryClaimed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["VictoryClaimed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: VictoryClaimedData


class InventingTheFutureEndProgressCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["end-progress"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFutureKeepSpecialistsCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["keep-specialists"], Field(description="Inventing the Future")
    ]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFuturePassDraftCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["pass-draft"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFutureRainmakerCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    income: Literal["public", "private"]
    type: Annotated[Literal["rainmaker"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


InventingTheFutureScorePawn = TypeAliasType(
    "InventingTheFutureScorePawn", Annotated[int, Field(ge=0, le=9)]
)


class InventingTheFutureScore(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: int
    points: Annotated[list[int], Field(description="points per track")]
    pawns: Annotated[
        list[InventingTheFutureScorePawn], Field(description="pawn position per track")
    ]
    at_end: Annotated[int, Field(description="pawns at a track's end (the tie-break)")]


InventingTheFutureAllocationEndedDataChooser = TypeAliasType(
    "InventingTheFutureAllocationEndedDataChooser", Annotated[int, Field(ge=0, le=4)]
)


class InventingTheFutureAllocationEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    choosers: Annotated[
        list[InventingTheFutureAllocationEndedDataChooser],
        Field(description="who chooses a phase, in order"),
    ]


class InventingTheFutureAllocationEndedEvent(EventFields):
    """
    Inventing the Future: a AllocationEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AllocationEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureAllocationEndedData


class InventingTheFutureBonusDeclinedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    reason: Literal["declined", "none-available"]


class InventingTheFutureBonusDeclinedEvent(EventFields):
    """
    Inventing the Future: a BonusDeclined event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BonusDeclined"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureBonusDeclinedData


InventingTheFutureCardFlippedDataRequirement = TypeAliasType(
    "InventingTheFutureCardFlippedDataRequirement",
    Annotated[list[int], Field(max_length=3, min_length=3)],
)


class InventingTheFutureClockExpiredEvent(EventFields):
    """
    Inventing the Future: a ClockExpired event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ClockExpired"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: ClockExpiredData


class InventingTheFutureDecisionTakenBackEvent(EventFields):
    """
    Inventing the Future: a DecisionTakenBack event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DecisionTakenBack"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: DecisionTakenBackData


class InventingTheFutureDraftSkippedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    reason: Literal["passed", "no-die"]


class InventingTheFutureDraftSkippedEvent(EventFields):
    """
    Inventing the Future: a DraftSkipped event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DraftSkipped"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureDraftSkippedData


class InventingTheFutureFundingAppliedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    space: Annotated[
        int | None,
        Field(
            description="the green-row wink; null: none (Rainmakers only)", ge=1, le=6
        ),
    ]
    public_to: Annotated[int, Field(ge=0, le=10)]
    private_to: Annotated[int, Field(ge=0, le=10)]
    cash: int
    rainmakers: Annotated[int, Field(description="Rainmaker choices to make next")]


class InventingTheFutureFundingAppliedEvent(EventFields):
    """
    Inventing the Future: a FundingApplied event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["FundingApplied"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureFundingAppliedData


class InventingTheFutureGameFinishedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[int]], Field(description="groups of tied seats, best first")
    ]
    scores: Annotated[
        dict[str, InventingTheFutureScore | NoScore],
        Field(description="seat → its score breakdown"),
    ]
    resigned: Annotated[
        list[int] | None,
        Field(
            description="seats that resigned or forfeited, ranked last (absent: none)"
        ),
    ] = None
    forfeits: Annotated[
        list[int] | None, Field(description="of those, the seats whose clock ran out")
    ] = None


class InventingTheFutureGameFinishedEvent(EventFields):
    """
    Inventing the Future: a GameFinished event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameFinished"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureGameFinishedData


class InventingTheFuturePaydayBonusPaidData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    coins: int


class InventingTheFuturePaydayBonusPaidEvent(EventFields):
    """
    Inventing the Future: a PaydayBonusPaid event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PaydayBonusPaid"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFuturePaydayBonusPaidData


class InventingTheFuturePhaseChoicePassedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    reason: Literal["no-black-wink"]


class InventingTheFuturePhaseChoicePassedEvent(EventFields):
    """
    Inventing the Future: a PhaseChoicePassed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PhaseChoicePassed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFuturePhaseChoicePassedData


InventingTheFuturePhaseChosenDataRemovedItem = TypeAliasType(
    "InventingTheFuturePhaseChosenDataRemovedItem",
    Annotated[list[int], Field(max_length=2, min_length=2)],
)


InventingTheFuturePhaseChosenDataActor = TypeAliasType(
    "InventingTheFuturePhaseChosenDataActor", Annotated[int, Field(ge=0, le=4)]
)


class InventingTheFutureProgressEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    reason: Literal["stopped", "no-move-left"]


class InventingTheFutureProgressEndedEvent(EventFields):
    """
    Inventing the Future: a ProgressEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ProgressEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureProgressEndedData


class InventingTheFutureProgressStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    points: Annotated[int, Field(description="levels to advance this phase")]


class InventingTheFutureProgressStartedEvent(EventFields):
    """
    Inventing the Future: a ProgressStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ProgressStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureProgressStartedData


class InventingTheFutureRainmakerUsedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    income: Literal["public", "private"]
    to: Annotated[int, Field(ge=0, le=10)]


class InventingTheFutureRainmakerUsedEvent(EventFields):
    """
    Inventing the Future: a RainmakerUsed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["RainmakerUsed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureRainmakerUsedData


class InventingTheFutureRematchOpenedEvent(EventFields):
    """
    Inventing the Future: a RematchOpened event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["RematchOpened"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: RematchOpenedData


class InventingTheFutureRoundEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    round: Annotated[int, Field(ge=1)]
    next_roller: Annotated[int, Field(ge=0, le=4)]


class InventingTheFutureRoundEndedEvent(EventFields):
    """
    Inventing the Future: a RoundEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["RoundEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureRoundEndedData


class InventingTheFutureSeatJoinedEvent(EventFields):
    """
    Inventing the Future: a SeatJoined event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatJoined"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatJoinedData


class InventingTheFutureSeatLeftEvent(EventFields):
    """
    Inventing the Future: a SeatLeft event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatLeft"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class InventingTheFutureSeatResignedEvent(EventFields):
    """
    Inventing the Future: a SeatResigned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatResigned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class InventingTheFutureSeatReturnedEvent(EventFields):
    """
    Inventing the Future: a SeatReturned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatReturned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class InventingTheFutureSeedRevealedEvent(EventFields):
    """
    Inventing the Future: a SeedRevealed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeedRevealed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeedRevealedData


class InventingTheFutureSpecialistsKeptData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    drafter: Annotated[
        int,
        Field(
            description="who drafts next: the seat whose draft this reaction window came before",
            ge=0,
            le=4,
        ),
    ]


class InventingTheFutureSpecialistsKeptEvent(EventFields):
    """
    Inventing the Future: a SpecialistsKept event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SpecialistsKept"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureSpecialistsKeptData


class InventingTheFutureStartPlayerChosenData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )


class InventingTheFutureStartPlayerChosenEvent(EventFields):
    """
    Inventing the Future: a StartPlayerChosen event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["StartPlayerChosen"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureStartPlayerChosenData


class InventingTheFutureTableAbandonedEvent(EventFields):
    """
    Inventing the Future: a TableAbandoned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableAbandoned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableAbandonedData


class InventingTheFutureTableAbortedEvent(EventFields):
    """
    Inventing the Future: a TableAborted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableAborted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class InventingTheFutureTableStartedEvent(EventFields):
    """
    Inventing the Future: a TableStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableStartedData


class InventingTheFutureTurnEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    turn: Annotated[int, Field(ge=1)]


class InventingTheFutureTurnEndedEvent(EventFields):
    """
    Inventing the Future: a TurnEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TurnEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureTurnEndedData


class InventingTheFutureTurnStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    turn: Annotated[int, Field(ge=1)]
    start: Annotated[int, Field(description="the start player", ge=0, le=4)]


class InventingTheFutureTurnStartedEvent(EventFields):
    """
    Inventing the Future: a TurnStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TurnStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureTurnStartedData


class InventingTheFutureVictoryClaimedEvent(EventFields):
    """
    Inventing the Future: a VictoryClaimed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["VictoryClaimed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: VictoryClaimedData


class BiasEffectBidCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    amount: Annotated[int, Field(ge=0, le=400)]
    type: Annotated[Literal["bid"], Field(description="Bias Effect")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class BiasEffectDeleteCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["delete"], Field(description="Bias Effect")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class BiasEffectPassCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["pass"], Field(description="Bias Effect")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class BiasEffectPlayAlgorithmCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[str, Field(max_length=8, min_length=1)]
    target: Annotated[int | None, Field(ge=0, le=4)] = None
    belief: Annotated[str | None, Field(max_length=8, min_length=1)] = None
    side: Literal["left", "right"] | None = None
    type: Annotated[Literal["play-algorithm"], Field(description="Bias Effect")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class BiasEffectProgramCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["program"], Field(description="Bias Effect")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class BiasEffectSkipTradeCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[Literal["skip-trade"], Field(description="Bias Effect")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class BiasEffectTradeInCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[str, Field(max_length=8, min_length=1)]
    type: Annotated[Literal["trade-in"], Field(description="Bias Effect")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


BiasEffectCommand = TypeAliasType(
    "BiasEffectCommand",
    Annotated[
        BiasEffectBidCommand
        | BiasEffectDeleteCommand
        | BiasEffectPassCommand
        | BiasEffectPlayAlgorithmCommand
        | BiasEffectProgramCommand
        | BiasEffectSkipTradeCommand
        | BiasEffectTradeInCommand
        | TableAbortCommand
        | TableLeaveCommand
        | TableResignCommand
        | TableReturnCommand
        | TableTakeBackCommand,
        Field(description="A command of a Bias Effect table.", discriminator="type"),
    ],
)


BiasEffectMove = TypeAliasType(
    "BiasEffectMove",
    Annotated[
        BiasEffectCommand,
        Field(
            description="A legal move of Bias Effect: a complete command to post as is (`kind: command`), or a template (`kind: template`) describing a choice too large to list, to fill in and post"
        ),
    ],
)


class BiasEffectLegalMoves(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["bias-effect"]
    version: Annotated[int, Field(description="the version the moves were computed at")]
    seat: int
    moves: list[BiasEffectMove]
    unavailable: Annotated[
        list[UnavailableMove],
        Field(
            description="moves a person would try now but may not, each with the rule's reason"
        ),
    ]
    lifecycle: Annotated[
        list[TableCommand],
        Field(
            description="the table commands the seat may post now (resign, leave, return, abort, take-back); kept apart so that a client playing any listed move never resigns by chance"
        ),
    ]
    take_back: Annotated[
        TakeBack, Field(description="whether the seat may take back its last move now")
    ]


class BiasEffectAlgorithmDeckReshuffledData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    count: Annotated[int, Field(description="cards shuffled back into the deck")]


class BiasEffectAlgorithmDeckReshuffledEvent(EventFields):
    """
    Bias Effect: a AlgorithmDeckReshuffled event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AlgorithmDeckReshuffled"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectAlgorithmDeckReshuffledData


class BiasEffectAlgorithmPassedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )


class BiasEffectAlgorithmPassedEvent(EventFields):
    """
    Bias Effect: a AlgorithmPassed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AlgorithmPassed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectAlgorithmPassedData


BiasEffectAlgorithmPhaseStartedDataOrderItem = TypeAliasType(
    "BiasEffectAlgorithmPhaseStartedDataOrderItem", Annotated[int, Field(ge=0, le=4)]
)


class BiasEffectAlgorithmPhaseStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    order: Annotated[
        list[BiasEffectAlgorithmPhaseStartedDataOrderItem],
        Field(description="the seats in playing order"),
    ]


class BiasEffectAlgorithmPhaseStartedEvent(EventFields):
    """
    Bias Effect: a AlgorithmPhaseStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AlgorithmPhaseStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectAlgorithmPhaseStartedData


BiasEffectAutonomyReachedDataSatisfiedItem = TypeAliasType(
    "BiasEffectAutonomyReachedDataSatisfiedItem", Annotated[int, Field(ge=0, le=4)]
)


class BiasEffectAutonomyReachedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    left: Annotated[int, Field(description="programmed LEFT beliefs")]
    right: Annotated[int, Field(description="programmed RIGHT beliefs")]
    satisfied: Annotated[
        list[BiasEffectAutonomyReachedDataSatisfiedItem],
        Field(description="seats whose identity is satisfied: the winners"),
    ]


class BiasEffectAutonomyReachedEvent(EventFields):
    """
    Bias Effect: a AutonomyReached event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AutonomyReached"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectAutonomyReachedData


class BiasEffectBeliefDeckReshuffledData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    count: Annotated[int, Field(description="cards shuffled back into the deck")]


class BiasEffectBeliefDeckReshuffledEvent(EventFields):
    """
    Bias Effect: a BeliefDeckReshuffled event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BeliefDeckReshuffled"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectBeliefDeckReshuffledData


class BiasEffectBidSealedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    amount: Annotated[
        int | None,
        Field(description="chips bid; absent for a viewer who is not the bidder"),
    ] = None
    salt: Annotated[
        str | None,
        Field(description="random hex against trial hashing; absent like amount"),
    ] = None


class BiasEffectBidSealedEvent(EventFields):
    """
    Bias Effect: a BidSealed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BidSealed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectBidSealedData


BiasEffectBidsRevealedDataTiedItem = TypeAliasType(
    "BiasEffectBidsRevealedDataTiedItem", Annotated[int, Field(ge=0, le=4)]
)


class BiasEffectBidsRevealedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    bids: list[int]
    bonuses: Annotated[list[int], Field(description="per seat its bias bonus")]
    adjustments: Annotated[
        list[int], Field(description="per seat what its modifiers added")
    ]
    totals: list[int]
    winner: Annotated[int | None, Field(description="null: a tie", ge=0, le=4)]
    tied: Annotated[
        list[BiasEffectBidsRevealedDataTiedItem],
        Field(description="the tied seats; empty when a seat won"),
    ]
    spent: Annotated[
        list[int], Field(description="per seat the chips it paid to the bank")
    ]


class BiasEffectBidsRevealedEvent(EventFields):
    """
    Bias Effect: a BidsRevealed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BidsRevealed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectBidsRevealedData


class BiasEffectClockExpiredEvent(EventFields):
    """
    Bias Effect: a ClockExpired event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ClockExpired"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: ClockExpiredData


class BiasEffectCounterResetData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    round: int
    resets: Annotated[int, Field(description="resets so far")]


class BiasEffectCounterResetEvent(EventFields):
    """
    Bias Effect: a CounterReset event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CounterReset"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectCounterResetData


class BiasEffectDecisionTakenBackEvent(EventFields):
    """
    Bias Effect: a DecisionTakenBack event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DecisionTakenBack"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: DecisionTakenBackData


BiasEffectGameEndedDataRankingItem = TypeAliasType(
    "BiasEffectGameEndedDataRankingItem", Annotated[int, Field(ge=0, le=4)]
)


class BiasEffectLifeDeckReshuffledData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    count: Annotated[int, Field(description="cards shuffled back into the deck")]


class BiasEffectLifeDeckReshuffledEvent(EventFields):
    """
    Bias Effect: a LifeDeckReshuffled event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["LifeDeckReshuffled"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectLifeDeckReshuffledData


class BiasEffectRematchOpenedEvent(EventFields):
    """
    Bias Effect: a RematchOpened event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["RematchOpened"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: RematchOpenedData


class BiasEffectRoundEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    round: int


class BiasEffectRoundEndedEvent(EventFields):
    """
    Bias Effect: a RoundEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["RoundEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectRoundEndedData


class BiasEffectRoundStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    round: int


class BiasEffectRoundStartedEvent(EventFields):
    """
    Bias Effect: a RoundStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["RoundStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectRoundStartedData


class BiasEffectSeatJoinedEvent(EventFields):
    """
    Bias Effect: a SeatJoined event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatJoined"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatJoinedData


class BiasEffectSeatLeftEvent(EventFields):
    """
    Bias Effect: a SeatLeft event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatLeft"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class BiasEffectSeatResignedEvent(EventFields):
    """
    Bias Effect: a SeatResigned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatResigned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class BiasEffectSeatReturnedEvent(EventFields):
    """
    Bias Effect: a SeatReturned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeatReturned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class BiasEffectSeedRevealedEvent(EventFields):
    """
    Bias Effect: a SeedRevealed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeedRevealed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeedRevealedData


class BiasEffectTableAbandonedEvent(EventFields):
    """
    Bias Effect: a TableAbandoned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableAbandoned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableAbandonedData


class BiasEffectTableAbortedEvent(EventFields):
    """
    Bias Effect: a TableAborted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableAborted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: SeatLeftData


class BiasEffectTableStartedEvent(EventFields):
    """
    Bias Effect: a TableStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableStartedData


class BiasEffectTradeSkippedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )


class BiasEffectTradeSkippedEvent(EventFields):
    """
    Bias Effect: a TradeSkipped event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TradeSkipped"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectTradeSkippedData


class BiasEffectVictoryClaimedEvent(EventFields):
    """
    Bias Effect: a VictoryClaimed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["VictoryClaimed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: VictoryClaimedData


GameSlug = TypeAliasType(
    "GameSlug",
    Annotated[
        Literal[
            "tabletop-inc",
            "corporate-anarchy",
            "tabletop-climber",
            "inventing-the-future",
            "bias-effect",
        ],
        Field(description="a hosted game (GET /v1/catalog describes each)"),
    ],
)


BotLevel = TypeAliasType(
    "BotLevel",
    Annotated[
        Literal[
            "easy",
            "hard",
            "muman-easy",
            "muman-extreme",
            "muman-hard",
            "muman-normal",
            "normal",
        ],
        Field(description="a server bot's level; the catalogue lists each game's"),
    ],
)


TableStatus = TypeAliasType(
    "TableStatus", Literal["open", "active", "finished", "aborted"]
)


OnTimeout = TypeAliasType("OnTimeout", Literal["bot", "forfeit"])


NoView = TypeAliasType("NoView", Annotated[dict[str, Any], Field(max_length=0)])
"""
an open table's view: nothing is dealt until it starts
"""


class TabletopIncDeckCountsView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    specialist: int
    freelancer: int
    item: int
    skill: int
    objective: int


class TabletopIncLevelCountsView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_1: Annotated[int, Field(alias="1")]
    field_2: Annotated[int, Field(alias="2")]
    field_3: Annotated[int, Field(alias="3")]
    field_4: Annotated[int, Field(alias="4")]


class TabletopIncSupplyView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: TabletopIncLevelCountsView
    mechanism: TabletopIncLevelCountsView
    component: TabletopIncLevelCountsView


class TabletopIncShelfView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_1: Annotated[int, Field(alias="1")]
    field_2: Annotated[int, Field(alias="2")]
    field_3: Annotated[int, Field(alias="3")]


class TabletopIncSpaceBonusView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    dollar: int | None = None
    time: int | None = None
    inspiration: int | None = None
    playtest: int | None = None
    research: int | None = None
    vp: Annotated[int | None, Field(description="victory points on the track")] = None
    prediction: Annotated[
        int | None, Field(description="crystal balls: predictions to flip")
    ] = None


TabletopIncResultViewRankingItem = TypeAliasType(
    "TabletopIncResultViewRankingItem", Annotated[int, Field(ge=0, le=5)]
)


class TabletopIncZapVpView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    easy: int
    normal: int
    hard: int
    extreme: int | None = None


class TabletopIncResourceCountsView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    dollar: int
    time: int
    inspiration: int
    playtest: int
    research: int


class TabletopIncSkillTotalsView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: int
    mechanism: int
    component: int


TabletopIncSeatViewToActItem = TypeAliasType(
    "TabletopIncSeatViewToActItem", Annotated[int, Field(ge=0, le=5)]
)


TabletopIncSeatViewFinalItem = TypeAliasType(
    "TabletopIncSeatViewFinalItem", Annotated[int, Field(ge=0, le=5)]
)


TabletopIncSeatViewBoardAdditionalProperty = TypeAliasType(
    "TabletopIncSeatViewBoardAdditionalProperty", Annotated[int, Field(ge=0, le=5)]
)


TabletopIncSpectatorViewToActItem = TypeAliasType(
    "TabletopIncSpectatorViewToActItem", Annotated[int, Field(ge=0, le=5)]
)


TabletopIncSpectatorViewFinalItem = TypeAliasType(
    "TabletopIncSpectatorViewFinalItem", Annotated[int, Field(ge=0, le=5)]
)


TabletopIncSpectatorViewBoardAdditionalProperty = TypeAliasType(
    "TabletopIncSpectatorViewBoardAdditionalProperty", Annotated[int, Field(ge=0, le=5)]
)


CorporateAnarchyPlayerViewVipsTakenFromItem = TypeAliasType(
    "CorporateAnarchyPlayerViewVipsTakenFromItem", Annotated[int, Field(ge=0, le=3)]
)


class CorporateAnarchyPlayerView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(ge=0, le=3)]
    hq: Annotated[
        int, Field(description="the player's HQ (HQ h belongs to seat h)", ge=0, le=3)
    ]
    money: Annotated[int, Field(description="money tokens held")]
    permit: Annotated[
        bool, Field(description="whether the player bought the travel permit")
    ]
    commands: Annotated[
        dict[str, Literal["active", "face-down", "face-up"]],
        Field(
            description="command card id (catalogue id, GET /v1/catalog/corporate-anarchy) → its state: 'face-up' (can be bought), 'face-down' (used since the cards last flipped back) or 'active' (the travel permit, held for good); every command card is a key"
        ),
    ]
    buildings_bought: Annotated[int, Field(description="building tiles bought so far")]
    income: Annotated[
        int, Field(description="income per turn from the player's buildings")
    ]
    vips_taken_from: Annotated[
        list[CorporateAnarchyPlayerViewVipsTakenFromItem],
        Field(description="the owners of the VIPs this player took, in order"),
    ]
    vips_left: Annotated[
        int | None,
        Field(
            description="VIPs still hidden in the player's HQ; null during set-up for a viewer who is not this seat"
        ),
    ]
    eliminated: bool
    placed: Annotated[
        bool, Field(description="whether the player has placed their base tiles")
    ]
    position: Annotated[
        str | None,
        Field(
            description="the piece's square; null during set-up for a viewer who is not this seat, and once the player is eliminated; a square id, catalogue id (GET /v1/catalog/corporate-anarchy)",
            pattern="^([0-3])-(?:([0-5])-([0-5])|p)$",
        ),
    ]
    start: Annotated[
        str | None,
        Field(
            description="the piece's start square (on the HQ's outer edge); null during set-up for a viewer who is not this seat, and before the seat has placed; a square id, catalogue id (GET /v1/catalog/corporate-anarchy)",
            pattern="^([0-3])-(?:([0-5])-([0-5])|p)$",
        ),
    ]


class CorporateAnarchyBuildingPriceView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cost: int
    income: Annotated[int, Field(description="money per turn")]


class CorporateAnarchyCommandPriceView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cost: int
    name: Annotated[str, Field(description="the card's English name")]
    needs: Annotated[
        Literal["target", "hq", "square"] | None,
        Field(
            description="what buying it needs: an opponent ('target'), an HQ ('hq'), an opponent's face-down tile ('square'); null: nothing"
        ),
    ]


class CorporateAnarchyPricesView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    buildings: Annotated[
        dict[str, CorporateAnarchyBuildingPriceView],
        Field(
            description="building id (catalogue id, GET /v1/catalog/corporate-anarchy) → its cost and income; every building"
        ),
    ]
    commands: Annotated[
        dict[str, CorporateAnarchyCommandPriceView],
        Field(
            description="command card id (catalogue id, GET /v1/catalog/corporate-anarchy) → its cost, name and target; every command card"
        ),
    ]


class CorporateAnarchyCentreView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    x: Annotated[
        int, Field(description="board column of its top-left square", ge=0, le=17)
    ]
    y: Annotated[
        int, Field(description="board row of its top-left square", ge=0, le=17)
    ]
    width: int
    height: int


class CorporateAnarchyPointView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    x: Annotated[int, Field(description="board column", ge=0, le=17)]
    y: Annotated[int, Field(description="board row", ge=0, le=17)]


class CorporateAnarchyTileView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    face: Annotated[
        Literal["up", "down"],
        Field(description="'up': a building tile; 'down': a base tile"),
    ]
    kind: Annotated[
        Literal["alarm", "guard", "vip", "shop", "factory", "drug-den"] | None,
        Field(
            description="face up: a building id; face down: a base tile id (catalogue ids, GET /v1/catalog/corporate-anarchy), null when the viewer does not know it (not the owner, not spied, game not over)"
        ),
    ]
    spied: Annotated[
        bool | None,
        Field(
            description="face-down tiles only (absent on a building): whether the viewer knows the kind through Corporate espionage"
        ),
    ] = None


class CorporateAnarchySquareView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the square; a square id, catalogue id (GET /v1/catalog/corporate-anarchy)",
            pattern="^([0-3])-(?:([0-5])-([0-5])|p)$",
        ),
    ]
    r: Annotated[
        int,
        Field(
            description="local row: 0 faces the centre, 5 is the outer edge", ge=0, le=5
        ),
    ]
    c: Annotated[
        int,
        Field(
            description="local column, 0-5 from left to right as seen from the centre",
            ge=0,
            le=5,
        ),
    ]
    x: Annotated[int, Field(description="board column (grows eastwards)", ge=0, le=17)]
    y: Annotated[int, Field(description="board row (grows southwards)", ge=0, le=17)]
    tile: Annotated[
        CorporateAnarchyTileView | None,
        Field(
            description="null: an empty square, or during set-up another seat's tile"
        ),
    ]


class CorporateAnarchyProtrusionView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the protruding square; a square id, catalogue id (GET /v1/catalog/corporate-anarchy)",
            pattern="^([0-3])-(?:([0-5])-([0-5])|p)$",
        ),
    ]
    x: Annotated[int, Field(description="board column", ge=0, le=17)]
    y: Annotated[int, Field(description="board row", ge=0, le=17)]


CorporateAnarchyHqViewOuterEdgeItem = TypeAliasType(
    "CorporateAnarchyHqViewOuterEdgeItem",
    Annotated[
        str,
        Field(
            description="a start square; a square id, catalogue id (GET /v1/catalog/corporate-anarchy)",
            pattern="^([0-3])-(?:([0-5])-([0-5])|p)$",
        ),
    ],
)


class CorporateAnarchyHqView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    hq: Annotated[int, Field(ge=0, le=3)]
    owner: Annotated[
        int, Field(description="the seat owning the HQ (the same number)", ge=0, le=3)
    ]
    side: Annotated[
        Literal["south", "west", "north", "east"],
        Field(
            description="the board side; a board-side id, catalogue id (GET /v1/catalog/corporate-anarchy)"
        ),
    ]
    squares: Annotated[
        list[CorporateAnarchySquareView],
        Field(description="the HQ's 36 squares, row by row"),
    ]
    protrusion: CorporateAnarchyProtrusionView
    outer_edge: Annotated[
        list[CorporateAnarchyHqViewOuterEdgeItem],
        Field(description="the squares of the edge furthest from the centre"),
    ]


class CorporateAnarchyBoardView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    size: Annotated[int, Field(description="the board is size x size squares")]
    centre: CorporateAnarchyCentreView
    money_bag: Annotated[
        CorporateAnarchyPointView, Field(description="where to draw the money bag")
    ]
    hqs: Annotated[
        list[CorporateAnarchyHqView],
        Field(description="one HQ per seat, in seat order"),
    ]


CorporateAnarchyResultViewRankingItem = TypeAliasType(
    "CorporateAnarchyResultViewRankingItem", Annotated[int, Field(ge=0, le=3)]
)


class CorporateAnarchyResultView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[CorporateAnarchyResultViewRankingItem]],
        Field(description="groups of tied seats, best first"),
    ]
    scores: Annotated[
        dict[str, CorporateAnarchyScore],
        Field(description="seat (as a string) → its score breakdown"),
    ]


CorporateAnarchySeatViewToActItem = TypeAliasType(
    "CorporateAnarchySeatViewToActItem", Annotated[int, Field(ge=0, le=3)]
)


CorporateAnarchySeatViewBlockedOffItem = TypeAliasType(
    "CorporateAnarchySeatViewBlockedOffItem",
    Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")],
)


class TabletopClimberVp(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    gold: Annotated[int, Field(description="from Gold Season Cards (1st)", ge=0)]
    silver: Annotated[int, Field(description="from Silver Season Cards (2nd)", ge=0)]
    climax_bonus: Annotated[
        int, Field(description="Climax: hand cards beyond 12 of the season's 1st", ge=0)
    ]
    total: Annotated[int, Field(description="gold + silver + climax_bonus", ge=0)]


class TabletopClimberResultScore(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: int
    gold: int
    silver: int
    climax_bonus: int
    team_size: Annotated[int, Field(description="the tie-break")]


TabletopClimberResultRankingItem = TypeAliasType(
    "TabletopClimberResultRankingItem", Annotated[int, Field(ge=0)]
)


class TabletopClimberResult(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[TabletopClimberResultRankingItem]],
        Field(description="groups of tied seats, best first"),
    ]
    scores: Annotated[
        dict[str, TabletopClimberResultScore],
        Field(description="seat (as a string) → its score breakdown"),
    ]
    tiebreak: Annotated[
        list[Literal["vp", "team_size"]],
        Field(description="the ranking's criteria in order"),
    ]


TabletopClimberSeatViewToActItem = TypeAliasType(
    "TabletopClimberSeatViewToActItem", Annotated[int, Field(ge=0)]
)


TabletopClimberSpectatorViewToActItem = TypeAliasType(
    "TabletopClimberSpectatorViewToActItem", Annotated[int, Field(ge=0)]
)


class InventingTheFutureIncome(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    public: Annotated[int, Field(ge=0, le=10)]
    private: Annotated[int, Field(ge=0, le=10)]


class InventingTheFutureCubeCounts(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    white: Annotated[int, Field(description="research teams", ge=0)]
    blue: Annotated[int, Field(description="test teams", ge=0)]
    red: Annotated[int, Field(description="manufacturing teams", ge=0)]
    troubleshooter: Annotated[int, Field(ge=0)]
    consultant: Annotated[int, Field(ge=0)]
    rainmaker: Annotated[int, Field(ge=0)]
    recruiter: Annotated[int, Field(ge=0)]
    generalist_wb: Annotated[
        int,
        Field(
            alias="generalist-wb",
            description="Generalists standing for a white or a blue team",
            ge=0,
        ),
    ]
    generalist_br: Annotated[
        int,
        Field(
            alias="generalist-br",
            description="Generalists standing for a blue or a red team",
            ge=0,
        ),
    ]


InventingTheFutureWinksBlackItem = TypeAliasType(
    "InventingTheFutureWinksBlackItem", Annotated[int, Field(ge=1, le=4)]
)


class InventingTheFutureWinks(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    black: Annotated[
        list[InventingTheFutureWinksBlackItem],
        Field(
            description="black-row spaces (phases 1-4) holding a wink, in the order placed"
        ),
    ]
    green: Annotated[
        int | None,
        Field(
            description="the green-row (Funding) space; null: no wink in the row",
            ge=1,
            le=6,
        ),
    ]
    white: Annotated[
        int | None,
        Field(description="the white-row space; null: no wink in the row", ge=1, le=6),
    ]
    blue: Annotated[
        int | None,
        Field(description="the blue-row space; null: no wink in the row", ge=1, le=6),
    ]
    red: Annotated[
        int | None,
        Field(description="the red-row space; null: no wink in the row", ge=1, le=6),
    ]


class InventingTheFutureSpecialistsUsed(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    troubleshooter: Annotated[int, Field(ge=0)]
    consultant: Annotated[int, Field(ge=0)]
    rainmaker: Annotated[int, Field(ge=0)]
    recruiter: Annotated[int, Field(ge=0)]
    generalist_wb: Annotated[int, Field(alias="generalist-wb", ge=0)]
    generalist_br: Annotated[int, Field(alias="generalist-br", ge=0)]


InventingTheFuturePlayerScorePawn = TypeAliasType(
    "InventingTheFuturePlayerScorePawn", Annotated[int, Field(ge=0, le=9)]
)


class InventingTheFuturePlayerScore(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: Annotated[int, Field(ge=0)]
    points: Annotated[
        list[Literal[0, 1, 2, 3, 5, 7, 9, 12, 15, 20]],
        Field(
            description="points per track (Flying Car, Teleportation, Time Travel)",
            max_length=3,
            min_length=3,
        ),
    ]
    pawns: Annotated[
        list[InventingTheFuturePlayerScorePawn],
        Field(
            description="pawn position per track (0: Start, 9: the end)",
            max_length=3,
            min_length=3,
        ),
    ]
    at_end: Annotated[
        int, Field(description="pawns at a track's end (the tie-break)", ge=0, le=3)
    ]


InventingTheFuturePlayerPawn = TypeAliasType(
    "InventingTheFuturePlayerPawn", Annotated[int, Field(ge=0, le=9)]
)


class InventingTheFuturePlayer(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(ge=0, le=4)]
    coins: Annotated[int, Field(description="in billions", ge=0)]
    income: InventingTheFutureIncome
    income_level: Annotated[
        int, Field(description="the lesser of public and private income", ge=0, le=10)
    ]
    cubes: Annotated[
        InventingTheFutureCubeCounts,
        Field(description="the teams and specialists the player employs"),
    ]
    staff: Annotated[int, Field(description="all cubes the player employs", ge=0)]
    winks: InventingTheFutureWinks
    specialists_used: InventingTheFutureSpecialistsUsed
    pawns: Annotated[
        list[InventingTheFuturePlayerPawn],
        Field(
            description="pawn position per track (0: Start, 9: the end)",
            max_length=3,
            min_length=3,
        ),
    ]
    score: Annotated[InventingTheFuturePlayerScore, Field(description="the score now")]
    start_player: bool


class InventingTheFutureTeams(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    white: Annotated[int, Field(ge=0)]
    blue: Annotated[int, Field(ge=0)]
    red: Annotated[int, Field(ge=0)]


InventingTheFutureTrackCardLevel = TypeAliasType(
    "InventingTheFutureTrackCardLevel", Annotated[int, Field(ge=1, le=9)]
)


InventingTheFutureTrackPawn = TypeAliasType(
    "InventingTheFutureTrackPawn", Annotated[int, Field(ge=0, le=9)]
)


InventingTheFutureTrackAtEndItem = TypeAliasType(
    "InventingTheFutureTrackAtEndItem", Annotated[int, Field(ge=0, le=4)]
)


InventingTheFutureAllocationOrderItem = TypeAliasType(
    "InventingTheFutureAllocationOrderItem", Annotated[int, Field(ge=0, le=4)]
)


InventingTheFutureAllocationWindowItem = TypeAliasType(
    "InventingTheFutureAllocationWindowItem", Annotated[int, Field(ge=0, le=4)]
)


InventingTheFutureTaskInventingTheFutureTaskAllocItemItem = TypeAliasType(
    "InventingTheFutureTaskInventingTheFutureTaskAllocItemItem",
    Annotated[int, Field(ge=0)],
)


InventingTheFutureTaskAllocItem = TypeAliasType(
    "InventingTheFutureTaskAllocItem",
    Annotated[
        list[InventingTheFutureTaskInventingTheFutureTaskAllocItemItem],
        Field(max_length=3, min_length=3),
    ],
)


InventingTheFutureResolutionChooser = TypeAliasType(
    "InventingTheFutureResolutionChooser", Annotated[int, Field(ge=0, le=4)]
)


InventingTheFutureResolutionActor = TypeAliasType(
    "InventingTheFutureResolutionActor", Annotated[int, Field(ge=0, le=4)]
)


InventingTheFutureResultRankingItem = TypeAliasType(
    "InventingTheFutureResultRankingItem", Annotated[int, Field(ge=0, le=4)]
)


class InventingTheFutureResult(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[InventingTheFutureResultRankingItem]],
        Field(description="groups of tied seats, best first"),
    ]
    scores: Annotated[
        dict[str, InventingTheFuturePlayerScore],
        Field(description="seat (as a string) → its score breakdown"),
    ]


InventingTheFutureViewToActItem = TypeAliasType(
    "InventingTheFutureViewToActItem", Annotated[int, Field(ge=0, le=4)]
)


InventingTheFutureViewScoringTrackItem = TypeAliasType(
    "InventingTheFutureViewScoringTrackItem", Annotated[int, Field(ge=0)]
)


class BiasEffectAutonomyView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    round: Annotated[
        int,
        Field(description="the counter's space (the same as the view's round)", ge=0),
    ]
    robot_space: Annotated[int, Field(description="the last space: autonomy")]
    resets: Annotated[int, Field(description="resets to ROUND 3 so far", ge=0)]
    max_resets: Annotated[int, Field(description="resets before a game ends undecided")]


BiasEffectRevealedBidsViewTiedItem = TypeAliasType(
    "BiasEffectRevealedBidsViewTiedItem", Annotated[int, Field(ge=0, le=4)]
)


class BiasEffectRevealedBidsView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    bids: Annotated[list[int], Field(description="the chips each seat bid")]
    bonuses: Annotated[list[int], Field(description="each seat's bias bonus")]
    adjustments: Annotated[
        list[int],
        Field(description="what modifiers changed each total (may be negative)"),
    ]
    totals: Annotated[list[int], Field(description="each seat's total")]
    winner: Annotated[
        int | None, Field(description="the winning seat; null on a tie", ge=0, le=4)
    ]
    tied: Annotated[
        list[BiasEffectRevealedBidsViewTiedItem],
        Field(
            description="the seats tied for the highest total (empty when nobody tied)"
        ),
    ]
    spent: Annotated[
        list[int], Field(description="the chips each seat paid to the bank")
    ]


class BiasEffectDecksView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    algorithm: Annotated[int, Field(description="algorithm cards in the deck", ge=0)]
    belief: Annotated[int, Field(description="belief cards in the deck", ge=0)]
    life: Annotated[int, Field(description="life cards in the deck", ge=0)]


BiasEffectAutonomyReachedViewSatisfiedItem = TypeAliasType(
    "BiasEffectAutonomyReachedViewSatisfiedItem", Annotated[int, Field(ge=0, le=4)]
)


class BiasEffectAutonomyReachedView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    left: Annotated[int, Field(description="programmed LEFT beliefs", ge=0)]
    right: Annotated[int, Field(description="programmed RIGHT beliefs", ge=0)]
    satisfied: Annotated[
        list[BiasEffectAutonomyReachedViewSatisfiedItem],
        Field(description="seats whose identity was satisfied: the winners"),
    ]


BiasEffectResultViewRankingItem = TypeAliasType(
    "BiasEffectResultViewRankingItem", Annotated[int, Field(ge=0, le=4)]
)


BiasEffectSeatViewAlgorithmOrderItem = TypeAliasType(
    "BiasEffectSeatViewAlgorithmOrderItem", Annotated[int, Field(ge=0, le=4)]
)


BiasEffectSeatViewToActItem = TypeAliasType(
    "BiasEffectSeatViewToActItem", Annotated[int, Field(ge=0, le=4)]
)


BiasEffectSpectatorViewAlgorithmOrderItem = TypeAliasType(
    "BiasEffectSpectatorViewAlgorithmOrderItem", Annotated[int, Field(ge=0, le=4)]
)


BiasEffectSpectatorViewToActItem = TypeAliasType(
    "BiasEffectSpectatorViewToActItem", Annotated[int, Field(ge=0, le=4)]
)


class StateFields(Model):
    """
    The fields of every game's State.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[Any, Field(description="the table's game (each variant fixes it)")]
    version: int
    status: TableStatus
    to_act: list[int]
    view: Annotated[
        Any, Field(description="what the caller sees (each variant types it)")
    ]
    digest: Annotated[
        list[Summary],
        Field(
            description="the whole view as a player reads the table, in lines told as the log's summaries are: your hand and resources, each opponent's public position, the board, the score so far"
        ),
    ]


class MoveClock(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Literal["move"]
    seconds: Annotated[
        int, Field(description="move: seconds per decision", ge=1, le=86400)
    ]


class FischerClock(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Literal["fischer"]
    initial: Annotated[
        int, Field(description="fischer: the initial bank, seconds", ge=1, le=86400)
    ]
    increment: Annotated[
        int,
        Field(
            description="fischer: seconds added after each own command", ge=0, le=86400
        ),
    ]


class CorrespondenceClock(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Literal["correspondence"]
    days: Annotated[
        int, Field(description="correspondence: days per decision", ge=1, le=365)
    ]


class NamedSeatSpec(Model):
    """
    You, by a name (the seat's token comes back).
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    name: Annotated[
        str,
        Field(
            description="a player's name: 1-64 characters after NFC normalisation and trimming; no control or format characters (NUL, newlines, bidirectional overrides)",
            max_length=64,
            min_length=1,
            pattern="^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890-\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]*[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890-\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f\\u0000-\\u0020\\u007f-\\u00a0\\u00ad\\u0300-\\u036f\\u0483-\\u0489\\u0591-\\u05bd\\u05bf\\u05c1-\\u05c2\\u05c4-\\u05c5\\u05c7\\u0600-\\u0605\\u0610-\\u061a\\u061c\\u064b-\\u065f\\u0670\\u06d6-\\u06dd\\u06df-\\u06e4\\u06e7-\\u06e8\\u06ea-\\u06ed\\u070f\\u0711\\u0730-\\u074a\\u07a6-\\u07b0\\u07eb-\\u07f3\\u07fd\\u0816-\\u0819\\u081b-\\u0823\\u0825-\\u0827\\u0829-\\u082d\\u0859-\\u085b\\u0890-\\u0891\\u0898-\\u089f\\u08ca-\\u0902\\u093a\\u093c\\u0941-\\u0948\\u094d\\u0951-\\u0957\\u0962-\\u0963\\u0981\\u09bc\\u09c1-\\u09c4\\u09cd\\u09e2-\\u09e3\\u09fe\\u0a01-\\u0a02\\u0a3c\\u0a41-\\u0a42\\u0a47-\\u0a48\\u0a4b-\\u0a4d\\u0a51\\u0a70-\\u0a71\\u0a75\\u0a81-\\u0a82\\u0abc\\u0ac1-\\u0ac5\\u0ac7-\\u0ac8\\u0acd\\u0ae2-\\u0ae3\\u0afa-\\u0aff\\u0b01\\u0b3c\\u0b3f\\u0b41-\\u0b44\\u0b4d\\u0b55-\\u0b56\\u0b62-\\u0b63\\u0b82\\u0bc0\\u0bcd\\u0c00\\u0c04\\u0c3c\\u0c3e-\\u0c40\\u0c46-\\u0c48\\u0c4a-\\u0c4d\\u0c55-\\u0c56\\u0c62-\\u0c63\\u0c81\\u0cbc\\u0cbf\\u0cc6\\u0ccc-\\u0ccd\\u0ce2-\\u0ce3\\u0d00-\\u0d01\\u0d3b-\\u0d3c\\u0d41-\\u0d44\\u0d4d\\u0d62-\\u0d63\\u0d81\\u0dca\\u0dd2-\\u0dd4\\u0dd6\\u0e31\\u0e34-\\u0e3a\\u0e47-\\u0e4e\\u0eb1\\u0eb4-\\u0ebc\\u0ec8-\\u0ecd\\u0f18-\\u0f19\\u0f35\\u0f37\\u0f39\\u0f71-\\u0f7e\\u0f80-\\u0f84\\u0f86-\\u0f87\\u0f8d-\\u0f97\\u0f99-\\u0fbc\\u0fc6\\u102d-\\u1030\\u1032-\\u1037\\u1039-\\u103a\\u103d-\\u103e\\u1058-\\u1059\\u105e-\\u1060\\u1071-\\u1074\\u1082\\u1085-\\u1086\\u108d\\u109d\\u115f-\\u1160\\u135d-\\u135f\\u1680\\u1712-\\u1714\\u1732-\\u1733\\u1752-\\u1753\\u1772-\\u1773\\u17b4-\\u17b5\\u17b7-\\u17bd\\u17c6\\u17c9-\\u17d3\\u17dd\\u180b-\\u180f\\u1885-\\u1886\\u18a9\\u1920-\\u1922\\u1927-\\u1928\\u1932\\u1939-\\u193b\\u1a17-\\u1a18\\u1a1b\\u1a56\\u1a58-\\u1a5e\\u1a60\\u1a62\\u1a65-\\u1a6c\\u1a73-\\u1a7c\\u1a7f\\u1ab0-\\u1ace\\u1b00-\\u1b03\\u1b34\\u1b36-\\u1b3a\\u1b3c\\u1b42\\u1b6b-\\u1b73\\u1b80-\\u1b81\\u1ba2-\\u1ba5\\u1ba8-\\u1ba9\\u1bab-\\u1bad\\u1be6\\u1be8-\\u1be9\\u1bed\\u1bef-\\u1bf1\\u1c2c-\\u1c33\\u1c36-\\u1c37\\u1cd0-\\u1cd2\\u1cd4-\\u1ce0\\u1ce2-\\u1ce8\\u1ced\\u1cf4\\u1cf8-\\u1cf9\\u1dc0-\\u1dff\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2064\\u2066-\\u206f\\u20d0-\\u20f0\\u2800\\u2cef-\\u2cf1\\u2d7f\\u2de0-\\u2dff\\u3000\\u302a-\\u302d\\u3099-\\u309a\\u3164\\ua66f-\\ua672\\ua674-\\ua67d\\ua69e-\\ua69f\\ua6f0-\\ua6f1\\ua802\\ua806\\ua80b\\ua825-\\ua826\\ua82c\\ua8c4-\\ua8c5\\ua8e0-\\ua8f1\\ua8ff\\ua926-\\ua92d\\ua947-\\ua951\\ua980-\\ua982\\ua9b3\\ua9b6-\\ua9b9\\ua9bc-\\ua9bd\\ua9e5\\uaa29-\\uaa2e\\uaa31-\\uaa32\\uaa35-\\uaa36\\uaa43\\uaa4c\\uaa7c\\uaab0\\uaab2-\\uaab4\\uaab7-\\uaab8\\uaabe-\\uaabf\\uaac1\\uaaec-\\uaaed\\uaaf6\\uabe5\\uabe8\\uabed\\ufb1e\\ufe00-\\ufe0f\\ufe20-\\ufe2f\\ufeff\\uffa0\\ufff9-\\ufffb𐇽𐋠𐍶-𐍺𐨁-𐨃𐨅-𐨆𐨌-𐨏𐨸-𐨿𐨺𐫥-𐫦𐴤-𐴧𐺫-𐽆𐺬-𐽐𐾂-𐾅𑀁𑀸-𑁆𑁰𑁳-𑁴𑁿-𑂁𑂳-𑂶𑂹-𑂺\U000110bd𑃂\U000110cd𑄀-𑄂𑄧-𑄫𑄭-𑅳𑄴𑆀-𑆁𑆶-𑆾𑇉-𑇌𑇏𑈯-𑈱𑈴𑈶-𑈷𑈾𑋟𑋣-𑋪𑌀-𑌁𑌻-𑌼𑍀𑍦-𑍬𑍰-𑍴𑐸-𑐿𑑂-𑑄𑑆𑑞𑒳-𑒸𑒺𑒿-𑓀𑓂-𑓃𑖲-𑖵𑖼-𑖽𑖿-𑗀𑗜-𑗝𑘳-𑘺𑘽𑘿-𑙀𑚫𑚭𑚰-𑚵𑚷𑜝-𑜟𑜢-𑜥𑜧-𑜫𑠯-𑠷𑠹-𑠺𑤻-𑤼𑥃𑤾𑧔-𑧗𑧚-𑧛𑧠𑨁-𑨊𑨳-𑨸𑨻-𑨾𑩇𑩑-𑩖𑩙-𑩛𑪊-𑪖𑪘-𑪙𑰰-𑰶𑰸-𑰽𑰿𑲒-𑲧𑲪-𑲰𑲲-𑲳𑲵-𑲶𑴱-𑴶𑴺𑴼-𑴽𑴿-𑵅𑵇𑶐-𑶑𑶕𑶗𑻳-𑻴\U00013430-\U00013438𖫰-𖫴𖬰-𖬶𖽏𖾏-𖾒𖿤𛲝-𛲞\U0001bca0-\U0001bca3𜼀-𜼭𜼰-𜽆𝅧-𝅩\U0001d173-𝆂𝆅-𝆋𝆪-𝆭𝉂-𝉄𝨀-𝨶𝨻-𝩬𝩵𝪄𝪛-𝪟𝪡-𝪯𞀀-𞀆𞀈-𞀘𞀛-𞀡𞀣-𞀤𞀦-𞀪𞄰-𞄶𞊮𞋬-𞣐𞋯-𞣖𞥄-𞥊\U000e0001\U000e0020-\U000e007f󠄀-󠇯][^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890-\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]*$",
        ),
    ]


class PlayerSeatSpec(Model):
    """
    A registered player: your own id, with your key.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    player: Annotated[
        str,
        Field(
            description="the caller's own player id (its player key authenticates it)",
            max_length=64,
            min_length=1,
        ),
    ]


OpenSeatSpec = TypeAliasType(
    "OpenSeatSpec", Annotated[dict[str, Any], Field(max_length=0)]
)
"""
An open seat, for another person to join.
"""


StandardBotLevel = TypeAliasType(
    "StandardBotLevel",
    Annotated[
        Literal["easy", "normal", "hard"],
        Field(
            description="the server bot levels of Corporate Anarchy, Tabletop Climber, Inventing the Future, Bias Effect"
        ),
    ],
)


class TabletopIncBotSeatSpec(Model):
    """
    A seat the server's bot plays, at one of Tabletop Inc.'s levels.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    bot: Annotated[BotLevel, Field(description="a level of this game's")]


TabletopIncSeatSpec = TypeAliasType(
    "TabletopIncSeatSpec",
    Annotated[
        NamedSeatSpec | PlayerSeatSpec | OpenSeatSpec | TabletopIncBotSeatSpec,
        Field(
            description="A seat: you by name, a player by id, a server bot, or `{}` (open for others to join)."
        ),
    ],
)


class CorporateAnarchyBotSeatSpec(Model):
    """
    A seat the server's bot plays, at one of Corporate Anarchy's levels.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    bot: Annotated[StandardBotLevel, Field(description="a level of this game's")]


CorporateAnarchySeatSpec = TypeAliasType(
    "CorporateAnarchySeatSpec",
    Annotated[
        NamedSeatSpec | PlayerSeatSpec | OpenSeatSpec | CorporateAnarchyBotSeatSpec,
        Field(
            description="A seat: you by name, a player by id, a server bot, or `{}` (open for others to join)."
        ),
    ],
)


NoOptions = TypeAliasType("NoOptions", Annotated[dict[str, Any], Field(max_length=0)])
"""
a game without variants takes none
"""


class TabletopClimberBotSeatSpec(Model):
    """
    A seat the server's bot plays, at one of Tabletop Climber's levels.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    bot: Annotated[StandardBotLevel, Field(description="a level of this game's")]


TabletopClimberSeatSpec = TypeAliasType(
    "TabletopClimberSeatSpec",
    Annotated[
        NamedSeatSpec | PlayerSeatSpec | OpenSeatSpec | TabletopClimberBotSeatSpec,
        Field(
            description="A seat: you by name, a player by id, a server bot, or `{}` (open for others to join)."
        ),
    ],
)


class InventingTheFutureBotSeatSpec(Model):
    """
    A seat the server's bot plays, at one of Inventing the Future's levels.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    bot: Annotated[StandardBotLevel, Field(description="a level of this game's")]


InventingTheFutureSeatSpec = TypeAliasType(
    "InventingTheFutureSeatSpec",
    Annotated[
        NamedSeatSpec | PlayerSeatSpec | OpenSeatSpec | InventingTheFutureBotSeatSpec,
        Field(
            description="A seat: you by name, a player by id, a server bot, or `{}` (open for others to join)."
        ),
    ],
)


class BiasEffectBotSeatSpec(Model):
    """
    A seat the server's bot plays, at one of Bias Effect's levels.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    bot: Annotated[StandardBotLevel, Field(description="a level of this game's")]


BiasEffectSeatSpec = TypeAliasType(
    "BiasEffectSeatSpec",
    Annotated[
        NamedSeatSpec | PlayerSeatSpec | OpenSeatSpec | BiasEffectBotSeatSpec,
        Field(
            description="A seat: you by name, a player by id, a server bot, or `{}` (open for others to join)."
        ),
    ],
)


TabletopIncChallengePlayer = TypeAliasType(
    "TabletopIncChallengePlayer", Annotated[str, Field(max_length=64, min_length=1)]
)


CorporateAnarchyChallengePlayer = TypeAliasType(
    "CorporateAnarchyChallengePlayer",
    Annotated[str, Field(max_length=64, min_length=1)],
)


TabletopClimberChallengePlayer = TypeAliasType(
    "TabletopClimberChallengePlayer", Annotated[str, Field(max_length=64, min_length=1)]
)


InventingTheFutureChallengePlayer = TypeAliasType(
    "InventingTheFutureChallengePlayer",
    Annotated[str, Field(max_length=64, min_length=1)],
)


BiasEffectChallengePlayer = TypeAliasType(
    "BiasEffectChallengePlayer", Annotated[str, Field(max_length=64, min_length=1)]
)


class TabletopIncResourceComponentActionGain(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    playtest: int | None = None
    research: int | None = None


class TabletopIncResourceComponentAction(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    name: str
    text: str
    spaces: list[str]
    specialist: str
    predictable: bool
    gain: TabletopIncResourceComponentActionGain


class TabletopIncResourceComponent(Model):
    """
    A component of Tabletop Inc., of kind `resource`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["resource"]
    level: int
    action: TabletopIncResourceComponentAction | None = None


class TabletopIncPartComponentCostField1(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    inspiration: int | None = None
    playtest: int | None = None
    research: int | None = None


class TabletopIncPartComponentCostField2(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    inspiration: int | None = None
    playtest: int | None = None
    research: int | None = None


class TabletopIncPartComponentCostField3(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    inspiration: int | None = None
    playtest: int | None = None
    research: int | None = None


class TabletopIncPartComponentCostField4(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    inspiration: int | None = None
    playtest: int | None = None
    research: int | None = None


class TabletopIncPartComponentCost(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_1: Annotated[TabletopIncPartComponentCostField1, Field(alias="1")]
    field_2: Annotated[TabletopIncPartComponentCostField2, Field(alias="2")]
    field_3: Annotated[TabletopIncPartComponentCostField3, Field(alias="3")]
    field_4: Annotated[TabletopIncPartComponentCostField4, Field(alias="4")]


class TabletopIncPartComponentSupply(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_1: Annotated[int, Field(alias="1")]
    field_2: Annotated[int, Field(alias="2")]
    field_3: Annotated[int, Field(alias="3")]
    field_4: Annotated[int, Field(alias="4")]


class TabletopIncPartComponentAction(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    name: str
    text: str
    spaces: list[str]
    specialist: str
    predictable: bool
    parts: list[str]


class TabletopIncPartComponent(Model):
    """
    A component of Tabletop Inc., of kind `part`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["part"]
    levels: list[int]
    max_level: int
    cost_resource: str
    cost: TabletopIncPartComponentCost
    supply: TabletopIncPartComponentSupply
    skill: str
    action: TabletopIncPartComponentAction | None = None


class TabletopIncActionComponentTokens(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_1: Annotated[int, Field(alias="1")]
    field_2: Annotated[int, Field(alias="2")]
    field_3: Annotated[int, Field(alias="3")]


class TabletopIncActionComponent(Model):
    """
    A component of Tabletop Inc., of kind `action`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["action"]
    spaces: list[str]
    specialist: str | None
    predictable: bool
    choices: list[str] | None = None
    amount: int | None = None
    unlimited: bool | None = None
    track: str | None = None
    track_size: int | None = None
    deck: list[str] | str | None = None
    offer: int | None = None
    max: int | None = None
    parts: list[str] | None = None
    max_level: int | None = None
    tokens: TabletopIncActionComponentTokens | None = None


class TabletopIncActionSpaceComponentCost(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    dollar: int | None = None
    time: int | None = None
    inspiration: int | None = None


class TabletopIncActionSpaceComponentBonus(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    prediction: int | None = None
    dollar: int | None = None
    research: int | None = None
    playtest: int | None = None
    vp: int | None = None
    inspiration: int | None = None


class TabletopIncActionSpaceComponent(Model):
    """
    A component of Tabletop Inc., of kind `action-space`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["action-space"]
    min_players: int | None
    action: str
    cost: TabletopIncActionSpaceComponentCost
    bonus: TabletopIncActionSpaceComponentBonus
    four_plus: bool
    part: str | None = None


class TabletopIncCardTrackComponent(Model):
    """
    A component of Tabletop Inc., of kind `card-track`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["card-track"]
    size: int
    deck: list[str]
    refresh_variant: bool


class TabletopIncDeckComponent(Model):
    """
    A component of Tabletop Inc., of kind `deck`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["deck"]
    cards: list[str]
    offer: int


class TabletopIncHourglassTrackComponentStart(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_2: Annotated[int, Field(alias="2")]
    field_3: Annotated[int, Field(alias="3")]
    field_4: Annotated[int, Field(alias="4")]
    field_5: Annotated[int, Field(alias="5")]
    field_6: Annotated[int, Field(alias="6")]


class TabletopIncHourglassTrackComponentCell(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    space: int
    bonus: str | None


class TabletopIncHourglassTrackComponent(Model):
    """
    A component of Tabletop Inc., of kind `hourglass-track`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["hourglass-track"]
    start: TabletopIncHourglassTrackComponentStart
    end: int
    end_vp: int
    cells: list[TabletopIncHourglassTrackComponentCell]


class TabletopIncVpTrackComponent(Model):
    """
    A component of Tabletop Inc., of kind `vp-track`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["vp-track"]


class TabletopIncPredictionDeckComponentCost(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    research: int


class TabletopIncPredictionDeckComponentRewards(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_1: Annotated[int, Field(alias="1")]
    field_2: Annotated[int, Field(alias="2")]
    field_3: Annotated[int, Field(alias="3")]
    field_4: Annotated[int, Field(alias="4")]


class TabletopIncPredictionDeckComponentMumanCounts(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    easy: int
    normal: int
    hard: int
    extreme: int


class TabletopIncPredictionDeckComponent(Model):
    """
    A component of Tabletop Inc., of kind `prediction-deck`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["prediction-deck"]
    cards: list[str]
    max: int
    cost: TabletopIncPredictionDeckComponentCost
    rewards: TabletopIncPredictionDeckComponentRewards
    muman_counts: TabletopIncPredictionDeckComponentMumanCounts
    muman_vp: int


class TabletopIncWorkerComponent(Model):
    """
    A component of Tabletop Inc., of kind `worker`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["worker"]
    count: int


class TabletopIncPlayerTableComponentSideBonus(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    dollar: int | None = None
    time: int | None = None
    inspiration: int | None = None
    research: int | None = None


class TabletopIncPlayerTableComponentSide(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    place: str
    bonus: TabletopIncPlayerTableComponentSideBonus


class TabletopIncPlayerTableComponent(Model):
    """
    A component of Tabletop Inc., of kind `player-table`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["player-table"]
    size: int
    places: list[str]
    wow_place: str
    pow_place: str
    sides: list[TabletopIncPlayerTableComponentSide]


class TabletopIncTablePlaceComponentBonus(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    dollar: int | None = None
    time: int | None = None
    inspiration: int | None = None
    research: int | None = None


class TabletopIncTablePlaceComponent(Model):
    """
    A component of Tabletop Inc., of kind `table-place`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["table-place"]
    side: int
    bonus: TabletopIncTablePlaceComponentBonus
    holds: str | None
    employee: bool


class TabletopIncTurnOrderComponentCompensationItem(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    dollar: int | None = None
    vp: int | None = None


class TabletopIncTurnOrderComponent(Model):
    """
    A component of Tabletop Inc., of kind `turn-order`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["turn-order"]
    compensation: list[TabletopIncTurnOrderComponentCompensationItem]


class TabletopIncSpecialistComponentSkills(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: int | None = None
    mechanism: int | None = None
    component: int | None = None


class TabletopIncSpecialistComponentBenefitGain(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    research: int | None = None
    playtest: int | None = None
    dollar: int | None = None
    time: int | None = None
    inspiration: int | None = None


class TabletopIncSpecialistComponentBenefit(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    keep: int | None = None
    steps: int | None = None
    free_pick: bool | None = None
    gain: TabletopIncSpecialistComponentBenefitGain | None = None
    max: int | None = None
    interchangeable: list[str] | None = None
    discount: int | None = None
    leeway: int | None = None
    cards: int | None = None


class TabletopIncSpecialistComponent(Model):
    """
    A component of Tabletop Inc., of kind `specialist`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["specialist"]
    action: str
    skills: TabletopIncSpecialistComponentSkills
    benefit: TabletopIncSpecialistComponentBenefit
    no_safety_cost: bool


class TabletopIncFreelancerComponentSkills(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: int | None = None
    component: int | None = None
    mechanism: int | None = None


class TabletopIncFreelancerComponentGain(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    playtest: int | None = None
    vp: int | None = None
    research: int | None = None


class TabletopIncFreelancerComponent(Model):
    """
    A component of Tabletop Inc., of kind `freelancer`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["freelancer"]
    skills: TabletopIncFreelancerComponentSkills
    vp: int
    choices: list[str] | None = None
    take: int | None = None
    exact: bool | None = None
    effect: str
    cost: bool | None = None
    bonus: bool | None = None
    gain: TabletopIncFreelancerComponentGain | None = None
    keep: int | None = None
    steps: int | None = None
    times: int | None = None
    flips: int | None = None


class TabletopIncFounderCardComponentSkills(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: int
    mechanism: int
    component: int


class TabletopIncFounderCardComponent(Model):
    """
    A component of Tabletop Inc., of kind `founder-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["founder-card"]
    skills: TabletopIncFounderCardComponentSkills


class TabletopIncWowCardComponentSkills(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: int
    mechanism: int
    component: int


class TabletopIncWowCardComponentAwardVp(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_3: Annotated[int | None, Field(alias="3")] = None
    field_1: Annotated[int | None, Field(alias="1")] = None
    field_2: Annotated[int | None, Field(alias="2")] = None


class TabletopIncWowCardComponent(Model):
    """
    A component of Tabletop Inc., of kind `wow-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["wow-card"]
    skills: TabletopIncWowCardComponentSkills
    award_vp: TabletopIncWowCardComponentAwardVp | None = None
    swap: list[str] | None = None
    box_discount: int | None = None
    prediction_vp: int | None = None
    component_discount: int | None = None
    no_penalty: bool | None = None
    objective_bonus: int | None = None
    double_action_bonus: bool | None = None


class TabletopIncPowCardComponentRemovalCost(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    time: int
    inspiration: int
    dollar: int


class TabletopIncPowCardComponentMaxLevel(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    component: int | None = None
    mechanism: int | None = None
    box: int | None = None


class TabletopIncPowCardComponent(Model):
    """
    A component of Tabletop Inc., of kind `pow-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["pow-card"]
    removal_cost: TabletopIncPowCardComponentRemovalCost
    max_level: TabletopIncPowCardComponentMaxLevel | None = None
    no_award: int | None = None
    track_ban: str | None = None
    objective_less: int | None = None
    ban_predictions: int | None = None
    objective_penalty: int | None = None
    max_employees: int | None = None


class TabletopIncSkillCardComponentSkills(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: int | None = None
    component: int | None = None
    mechanism: int | None = None


class TabletopIncSkillCardComponentBenefit(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    dollar: int | None = None
    time: int | None = None
    inspiration: int | None = None
    research: int | None = None
    playtest: int | None = None
    vp: int | None = None


class TabletopIncSkillCardComponent(Model):
    """
    A component of Tabletop Inc., of kind `skill-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["skill-card"]
    skills: TabletopIncSkillCardComponentSkills
    benefit: TabletopIncSkillCardComponentBenefit
    cost: int


class TabletopIncItemComponentGain(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    inspiration: int | None = None
    dollar: int | None = None
    time: int | None = None
    research: int | None = None
    playtest: int | None = None
    vp: int | None = None


class TabletopIncItemComponentSkills(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: int | None = None
    mechanism: int | None = None
    component: int | None = None


class TabletopIncItemComponent(Model):
    """
    A component of Tabletop Inc., of kind `item`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["item"]
    permanent: bool
    effect: str
    gain: TabletopIncItemComponentGain | None = None
    actions: list[str] | None = None
    part: str | None = None
    steps: int | None = None
    skills: TabletopIncItemComponentSkills | None = None


class TabletopIncObjectiveComponentNeeds(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    dollar: int | None = None
    inspiration: int | None = None
    research: int | None = None
    playtest: int | None = None
    time: int | None = None
    published: int | None = None
    award: int | None = None
    employee: int | None = None


class TabletopIncObjectiveComponent(Model):
    """
    A component of Tabletop Inc., of kind `objective`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["objective"]
    needs: TabletopIncObjectiveComponentNeeds
    reward: int
    penalty: int


class TabletopIncAwardCardComponentLevelsField1(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: int
    mechanism: int
    component: int
    vp: int


class TabletopIncAwardCardComponentLevelsField2(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: int
    mechanism: int
    component: int
    vp: int


class TabletopIncAwardCardComponentLevelsField3(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: int
    mechanism: int
    component: int
    vp: int


class TabletopIncAwardCardComponentLevels(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_1: Annotated[TabletopIncAwardCardComponentLevelsField1, Field(alias="1")]
    field_2: Annotated[TabletopIncAwardCardComponentLevelsField2, Field(alias="2")]
    field_3: Annotated[TabletopIncAwardCardComponentLevelsField3, Field(alias="3")]


class TabletopIncAwardCardComponent(Model):
    """
    A component of Tabletop Inc., of kind `award-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["award-card"]
    levels: TabletopIncAwardCardComponentLevels


class TabletopIncPublishedGameComponent(Model):
    """
    A component of Tabletop Inc., of kind `published-game`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["published-game"]
    n: int


class TabletopIncZapCardComponentVp(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    easy: int
    normal: int
    hard: int
    extreme: int | None = None


class TabletopIncZapCardComponent(Model):
    """
    A component of Tabletop Inc., of kind `zap-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["zap-card"]
    extreme_fallback: str
    action: str
    vp: TabletopIncZapCardComponentVp
    adjust: str | None


TabletopIncComponent = TypeAliasType(
    "TabletopIncComponent",
    Annotated[
        TabletopIncResourceComponent
        | TabletopIncPartComponent
        | TabletopIncActionComponent
        | TabletopIncActionSpaceComponent
        | TabletopIncCardTrackComponent
        | TabletopIncDeckComponent
        | TabletopIncHourglassTrackComponent
        | TabletopIncVpTrackComponent
        | TabletopIncPredictionDeckComponent
        | TabletopIncWorkerComponent
        | TabletopIncPlayerTableComponent
        | TabletopIncTablePlaceComponent
        | TabletopIncTurnOrderComponent
        | TabletopIncSpecialistComponent
        | TabletopIncFreelancerComponent
        | TabletopIncFounderCardComponent
        | TabletopIncWowCardComponent
        | TabletopIncPowCardComponent
        | TabletopIncSkillCardComponent
        | TabletopIncItemComponent
        | TabletopIncObjectiveComponent
        | TabletopIncAwardCardComponent
        | TabletopIncPublishedGameComponent
        | TabletopIncZapCardComponent,
        Field(description="A Tabletop Inc. component.", discriminator="kind"),
    ],
)


class TabletopIncGameComponents(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-inc"]
    rules_version: Annotated[
        str, Field(description="the catalogue is fixed for a rules version")
    ]
    components: Annotated[
        list[TabletopIncComponent],
        Field(
            description="every component of the game, with the rulebook's facts as further fields (cost, vp, colour, coordinates …); what a deck holds is listed, never where a card is"
        ),
    ]


class CorporateAnarchyBoardComponentCentre(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    x: int
    y: int
    width: int
    height: int


class CorporateAnarchyBoardComponent(Model):
    """
    A component of Corporate Anarchy, of kind `board`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["board"]
    size: int
    hq_size: int
    centre: CorporateAnarchyBoardComponentCentre


class CorporateAnarchyBoardSideComponentHqs(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_2: Annotated[int | None, Field(alias="2")] = None
    field_3: Annotated[int | None, Field(alias="3")] = None
    field_4: Annotated[int, Field(alias="4")]


class CorporateAnarchyBoardSideComponent(Model):
    """
    A component of Corporate Anarchy, of kind `board-side`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["board-side"]
    x: int
    y: int
    width: int
    height: int
    hqs: CorporateAnarchyBoardSideComponentHqs


class CorporateAnarchySquareComponentLayoutField2(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    side: str
    x: int
    y: int


class CorporateAnarchySquareComponentLayoutField3(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    side: str
    x: int
    y: int


class CorporateAnarchySquareComponentLayoutField4(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    side: str
    x: int
    y: int


class CorporateAnarchySquareComponentLayout(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_2: Annotated[
        CorporateAnarchySquareComponentLayoutField2 | None, Field(alias="2")
    ] = None
    field_3: Annotated[
        CorporateAnarchySquareComponentLayoutField3 | None, Field(alias="3")
    ] = None
    field_4: Annotated[CorporateAnarchySquareComponentLayoutField4, Field(alias="4")]


class CorporateAnarchySquareComponent(Model):
    """
    A component of Corporate Anarchy, of kind `square`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["square"]
    hq: int
    r: int
    c: int
    outer_edge: bool
    players: list[int]
    layout: CorporateAnarchySquareComponentLayout
    adjacent: list[str]


class CorporateAnarchyProtrudingSquareComponentLayoutField2(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    side: str
    x: int
    y: int


class CorporateAnarchyProtrudingSquareComponentLayoutField3(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    side: str
    x: int
    y: int


class CorporateAnarchyProtrudingSquareComponentLayoutField4(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    side: str
    x: int
    y: int


class CorporateAnarchyProtrudingSquareComponentLayout(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_2: Annotated[
        CorporateAnarchyProtrudingSquareComponentLayoutField2 | None, Field(alias="2")
    ] = None
    field_3: Annotated[
        CorporateAnarchyProtrudingSquareComponentLayoutField3 | None, Field(alias="3")
    ] = None
    field_4: Annotated[
        CorporateAnarchyProtrudingSquareComponentLayoutField4, Field(alias="4")
    ]


class CorporateAnarchyProtrudingSquareComponentJumpsTo(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_2: Annotated[list[str] | None, Field(alias="2")] = None
    field_3: Annotated[list[str] | None, Field(alias="3")] = None
    field_4: Annotated[list[str], Field(alias="4")]


class CorporateAnarchyProtrudingSquareComponent(Model):
    """
    A component of Corporate Anarchy, of kind `protruding-square`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["protruding-square"]
    hq: int
    r: int
    c: int
    outer_edge: bool
    players: list[int]
    layout: CorporateAnarchyProtrudingSquareComponentLayout
    adjacent: list[str]
    jumps_to: CorporateAnarchyProtrudingSquareComponentJumpsTo


class CorporateAnarchyBaseTileComponentPerPlayer(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    field_2: Annotated[int, Field(alias="2")]
    field_3: Annotated[int, Field(alias="3")]
    field_4: Annotated[int, Field(alias="4")]


class CorporateAnarchyBaseTileComponent(Model):
    """
    A component of Corporate Anarchy, of kind `base-tile`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["base-tile"]
    per_player: CorporateAnarchyBaseTileComponentPerPlayer
    landing: str


class CorporateAnarchyBuildingComponent(Model):
    """
    A component of Corporate Anarchy, of kind `building`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["building"]
    cost: int
    income: int
    limit: int


class CorporateAnarchyCommandCardComponent(Model):
    """
    A component of Corporate Anarchy, of kind `command-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["command-card"]
    cost: int
    needs: str | None
    affects: str
    effect: str | None
    turns: int | None
    fine: int | None
    fine_per: str | None
    once: bool
    per_player: int
    face_down_limit: int


class CorporateAnarchyEffectComponent(Model):
    """
    A component of Corporate Anarchy, of kind `effect`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["effect"]
    cards: list[str]
    turns: int


class CorporateAnarchyDieComponent(Model):
    """
    A component of Corporate Anarchy, of kind `die`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["die"]
    sides: int
    faces: list[int]
    per_player: int


class CorporateAnarchyMoneyTokenComponent(Model):
    """
    A component of Corporate Anarchy, of kind `money-token`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["money-token"]
    colour: str
    value: int
    total: int
    per_player: int


CorporateAnarchyComponent = TypeAliasType(
    "CorporateAnarchyComponent",
    Annotated[
        CorporateAnarchyBoardComponent
        | CorporateAnarchyBoardSideComponent
        | CorporateAnarchySquareComponent
        | CorporateAnarchyProtrudingSquareComponent
        | CorporateAnarchyBaseTileComponent
        | CorporateAnarchyBuildingComponent
        | CorporateAnarchyCommandCardComponent
        | CorporateAnarchyEffectComponent
        | CorporateAnarchyDieComponent
        | CorporateAnarchyMoneyTokenComponent,
        Field(description="A Corporate Anarchy component.", discriminator="kind"),
    ],
)


class CorporateAnarchyGameComponents(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["corporate-anarchy"]
    rules_version: Annotated[
        str, Field(description="the catalogue is fixed for a rules version")
    ]
    components: Annotated[
        list[CorporateAnarchyComponent],
        Field(
            description="every component of the game, with the rulebook's facts as further fields (cost, vp, colour, coordinates …); what a deck holds is listed, never where a card is"
        ),
    ]


class TabletopClimberInitialCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `initial-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["initial-card"]
    deck: str
    number: int
    colour: str
    colours: list[str]
    wild: bool
    icons: list[Any]
    effect: None
    set_of_two: bool
    mountain: bool
    counts_as: int
    in_run: bool


class TabletopClimberIconCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `icon-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["icon-card"]
    deck: str
    number: int
    colour: str
    colours: list[str]
    wild: bool
    icons: list[str]
    effect: str
    set_of_two: bool
    mountain: bool
    counts_as: int
    in_run: bool


class TabletopClimberHighCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `high-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["high-card"]
    deck: str
    number: int
    colour: str
    colours: list[str]
    wild: bool
    icons: list[Any]
    effect: None
    set_of_two: bool
    mountain: bool
    counts_as: int
    in_run: bool


class TabletopClimberWildCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `wild-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["wild-card"]
    deck: str
    number: int
    colour: str
    colours: list[str]
    wild: bool
    icons: list[Any]
    effect: None
    set_of_two: bool
    mountain: bool
    counts_as: int
    in_run: bool


class TabletopClimberColourlessCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `colourless-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["colourless-card"]
    deck: str
    number: int
    colour: str
    colours: list[Any]
    wild: bool
    icons: list[Any]
    effect: None
    set_of_two: bool
    mountain: bool
    counts_as: int
    in_run: bool


class TabletopClimberSetOfTwoCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `set-of-two-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["set-of-two-card"]
    deck: str
    number: int
    colour: str
    colours: list[Any]
    wild: bool
    icons: list[str]
    effect: None
    set_of_two: bool
    mountain: bool
    counts_as: int
    in_run: bool


class TabletopClimberMountainCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `mountain-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["mountain-card"]
    deck: str
    number: int
    colour: str
    colours: list[Any]
    wild: bool
    icons: list[str]
    effect: None
    set_of_two: bool
    mountain: bool
    counts_as: int
    in_run: bool


class TabletopClimberIconComponent(Model):
    """
    A component of Tabletop Climber, of kind `icon`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["icon"]
    effect: str
    numbers: list[int]
    mandatory: bool


class TabletopClimberGoldSeasonCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `gold-season-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["gold-season-card"]
    vp: int
    seasons: list[int]
    rule: str
    turn_order: str | None = None
    sets_allowed: bool | None = None
    set_of_two_as_single: bool | None = None
    before_hand_selection: str | None = None
    cards_passed: int | None = None
    max_cards: int | None = None
    cards_lost: int | None = None
    lower_wins: bool | None = None
    base_hand: int | None = None
    vp_per_extra_card: int | None = None


class TabletopClimberSilverSeasonCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `silver-season-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["silver-season-card"]
    season: int
    hand_size: int
    vp: int


class TabletopClimberStartCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `start-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["start-card"]
    copies: int
    number: None
    play: str
    counts_in_hand: bool
    effect: str


class TabletopClimberLodgeCardComponent(Model):
    """
    A component of Tabletop Climber, of kind `lodge-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["lodge-card"]
    copies: int
    sides: list[str]
    effect: str


TabletopClimberComponent = TypeAliasType(
    "TabletopClimberComponent",
    Annotated[
        TabletopClimberInitialCardComponent
        | TabletopClimberIconCardComponent
        | TabletopClimberHighCardComponent
        | TabletopClimberWildCardComponent
        | TabletopClimberColourlessCardComponent
        | TabletopClimberSetOfTwoCardComponent
        | TabletopClimberMountainCardComponent
        | TabletopClimberIconComponent
        | TabletopClimberGoldSeasonCardComponent
        | TabletopClimberSilverSeasonCardComponent
        | TabletopClimberStartCardComponent
        | TabletopClimberLodgeCardComponent,
        Field(description="A Tabletop Climber component.", discriminator="kind"),
    ],
)


class TabletopClimberGameComponents(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-climber"]
    rules_version: Annotated[
        str, Field(description="the catalogue is fixed for a rules version")
    ]
    components: Annotated[
        list[TabletopClimberComponent],
        Field(
            description="every component of the game, with the rulebook's facts as further fields (cost, vp, colour, coordinates …); what a deck holds is listed, never where a card is"
        ),
    ]


class InventingTheFutureDieComponent(Model):
    """
    A component of Inventing the Future, of kind `die`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["die"]
    colour: str
    faces: list[int]
    row: str
    dice_of_colour: int


class InventingTheFuturePhaseSpaceComponentCoordinates(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    row: int
    column: int


class InventingTheFuturePhaseSpaceComponentDie(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    colour: str
    value: int


class InventingTheFuturePhaseSpaceComponent(Model):
    """
    A component of Inventing the Future, of kind `phase-space`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["phase-space"]
    row: str
    column: int
    coordinates: InventingTheFuturePhaseSpaceComponentCoordinates
    neighbours: list[str]
    die: InventingTheFuturePhaseSpaceComponentDie
    resolved_in: None
    phase: str


class InventingTheFutureWildSpaceComponentCoordinates(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    row: int
    column: int


class InventingTheFutureWildSpaceComponentDie(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    colour: str
    value: int


class InventingTheFutureWildSpaceComponent(Model):
    """
    A component of Inventing the Future, of kind `wild-space`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["wild-space"]
    row: str
    column: int
    coordinates: InventingTheFutureWildSpaceComponentCoordinates
    neighbours: list[str]
    die: InventingTheFutureWildSpaceComponentDie
    resolved_in: None


class InventingTheFutureIncomeSpaceComponentCoordinates(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    row: int
    column: int


class InventingTheFutureIncomeSpaceComponentDie(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    colour: str
    value: int


class InventingTheFutureIncomeSpaceComponent(Model):
    """
    A component of Inventing the Future, of kind `income-space`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["income-space"]
    row: str
    column: int
    coordinates: InventingTheFutureIncomeSpaceComponentCoordinates
    neighbours: list[str]
    die: InventingTheFutureIncomeSpaceComponentDie
    resolved_in: str
    public: int
    private: int
    cash: int
    income: str
    amount: int


class InventingTheFutureCashSpaceComponentCoordinates(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    row: int
    column: int


class InventingTheFutureCashSpaceComponentDie(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    colour: str
    value: int


class InventingTheFutureCashSpaceComponent(Model):
    """
    A component of Inventing the Future, of kind `cash-space`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["cash-space"]
    row: str
    column: int
    coordinates: InventingTheFutureCashSpaceComponentCoordinates
    neighbours: list[str]
    die: InventingTheFutureCashSpaceComponentDie
    resolved_in: str
    public: int
    private: int
    cash: int


class InventingTheFutureHiringSpaceComponentCoordinates(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    row: int
    column: int


class InventingTheFutureHiringSpaceComponentDie(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    colour: str
    value: int


class InventingTheFutureHiringSpaceComponent(Model):
    """
    A component of Inventing the Future, of kind `hiring-space`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["hiring-space"]
    row: str
    column: int
    coordinates: InventingTheFutureHiringSpaceComponentCoordinates
    neighbours: list[str]
    die: InventingTheFutureHiringSpaceComponentDie
    resolved_in: str
    cubes: list[str]
    steal: bool


class InventingTheFutureProgressSpaceComponentCoordinates(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    row: int
    column: int


class InventingTheFutureProgressSpaceComponentDie(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    colour: str
    value: int


class InventingTheFutureProgressSpaceComponent(Model):
    """
    A component of Inventing the Future, of kind `progress-space`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["progress-space"]
    row: str
    column: int
    coordinates: InventingTheFutureProgressSpaceComponentCoordinates
    neighbours: list[str]
    die: InventingTheFutureProgressSpaceComponentDie
    resolved_in: str
    levels: int


class InventingTheFutureStealSpaceComponentCoordinates(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    row: int
    column: int


class InventingTheFutureStealSpaceComponentDie(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    colour: str
    value: int


class InventingTheFutureStealSpaceComponent(Model):
    """
    A component of Inventing the Future, of kind `steal-space`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["steal-space"]
    row: str
    column: int
    coordinates: InventingTheFutureStealSpaceComponentCoordinates
    neighbours: list[str]
    die: InventingTheFutureStealSpaceComponentDie
    resolved_in: str
    cubes: list[str]
    steal: bool


class InventingTheFuturePhaseComponent(Model):
    """
    A component of Inventing the Future, of kind `phase`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["phase"]
    space: int
    bonus: str
    boxes: list[str]
    specialists: list[str]
    bonus_coins: int | None = None


class InventingTheFutureTeamComponent(Model):
    """
    A component of Inventing the Future, of kind `team`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["team"]
    colour: str
    role: str
    count: int


class InventingTheFutureSpecialistComponent(Model):
    """
    A component of Inventing the Future, of kind `specialist`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["specialist"]
    colour: str
    count: int
    uses_per_turn: int
    phase: str
    power: str
    amount: int | None = None
    teams: list[str] | None = None


class InventingTheFutureCubeChoiceComponent(Model):
    """
    A component of Inventing the Future, of kind `cube-choice`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["cube-choice"]
    choices: list[str]


class InventingTheFutureIncomeTrackComponent(Model):
    """
    A component of Inventing the Future, of kind `income-track`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["income-track"]
    min: int
    max: int
    start: int
    cells: list[int]


class InventingTheFutureTrackComponentCell(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    position: int
    space: str | None = None
    points: int
    tier: str | None = None
    level_on_card: int | None = None


class InventingTheFutureTrackComponent(Model):
    """
    A component of Inventing the Future, of kind `track`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["track"]
    index: int
    title_card: str
    length: int
    tiers: list[str]
    cells: list[InventingTheFutureTrackComponentCell]


class InventingTheFutureTierComponent(Model):
    """
    A component of Inventing the Future, of kind `tier`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["tier"]
    order: int
    cards: list[str]
    count: int
    per_track: int
    in_box: int
    first_position: int
    last_position: int


class InventingTheFutureDevelopmentCardComponentLevelRequirement(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    white: int
    blue: int
    red: int


class InventingTheFutureDevelopmentCardComponentLevel(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    level: int
    requirement: InventingTheFutureDevelopmentCardComponentLevelRequirement


class InventingTheFutureDevelopmentCardComponent(Model):
    """
    A component of Inventing the Future, of kind `development-card`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["development-card"]
    tier: str
    levels: list[InventingTheFutureDevelopmentCardComponentLevel]


class InventingTheFutureScoringTrackComponentCell(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    position: int
    points: int


class InventingTheFutureScoringTrackComponent(Model):
    """
    A component of Inventing the Future, of kind `scoring-track`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["scoring-track"]
    points: list[int]
    last_position: int
    cells: list[InventingTheFutureScoringTrackComponentCell]


class InventingTheFutureWinkComponent(Model):
    """
    A component of Inventing the Future, of kind `wink`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["wink"]
    per_player: int
    per_player_two: int
    count: int


class InventingTheFuturePawnComponent(Model):
    """
    A component of Inventing the Future, of kind `pawn`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["pawn"]
    per_player: int
    count: int


class InventingTheFutureIncomeCubeComponent(Model):
    """
    A component of Inventing the Future, of kind `income-cube`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["income-cube"]
    per_player: int
    count: int
    tracks: list[str]


class InventingTheFutureCoinsComponent(Model):
    """
    A component of Inventing the Future, of kind `coins`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["coins"]
    total: int
    start: int


class InventingTheFuturePlayerBoardComponent(Model):
    """
    A component of Inventing the Future, of kind `player-board`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["player-board"]
    count: int
    rows: int
    columns: int
    row_colours: list[str]
    spaces: list[str]


class InventingTheFutureStartPlayerMarkerComponent(Model):
    """
    A component of Inventing the Future, of kind `start-player-marker`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["start-player-marker"]
    count: int


InventingTheFutureComponent = TypeAliasType(
    "InventingTheFutureComponent",
    Annotated[
        InventingTheFutureDieComponent
        | InventingTheFuturePhaseSpaceComponent
        | InventingTheFutureWildSpaceComponent
        | InventingTheFutureIncomeSpaceComponent
        | InventingTheFutureCashSpaceComponent
        | InventingTheFutureHiringSpaceComponent
        | InventingTheFutureProgressSpaceComponent
        | InventingTheFutureStealSpaceComponent
        | InventingTheFuturePhaseComponent
        | InventingTheFutureTeamComponent
        | InventingTheFutureSpecialistComponent
        | InventingTheFutureCubeChoiceComponent
        | InventingTheFutureIncomeTrackComponent
        | InventingTheFutureTrackComponent
        | InventingTheFutureTierComponent
        | InventingTheFutureDevelopmentCardComponent
        | InventingTheFutureScoringTrackComponent
        | InventingTheFutureWinkComponent
        | InventingTheFuturePawnComponent
        | InventingTheFutureIncomeCubeComponent
        | InventingTheFutureCoinsComponent
        | InventingTheFuturePlayerBoardComponent
        | InventingTheFutureStartPlayerMarkerComponent,
        Field(description="A Inventing the Future component.", discriminator="kind"),
    ],
)


class InventingTheFutureGameComponents(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["inventing-the-future"]
    rules_version: Annotated[
        str, Field(description="the catalogue is fixed for a rules version")
    ]
    components: Annotated[
        list[InventingTheFutureComponent],
        Field(
            description="every component of the game, with the rulebook's facts as further fields (cost, vp, colour, coordinates …); what a deck holds is listed, never where a card is"
        ),
    ]


class BiasEffectIdentityComponentWin(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    more: str | None
    min_lead: int
    max_lead: int | None
    max_lead_from_players: int | None
    min_each: int


class BiasEffectIdentityComponent(Model):
    """
    A component of Bias Effect, of kind `identity`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["identity"]
    side: str | None
    colour: str
    bias_side: str
    bias_bonus: int
    condition: str
    win: BiasEffectIdentityComponentWin
    players: list[int]


class BiasEffectBeliefComponent(Model):
    """
    A component of Bias Effect, of kind `belief`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["belief"]
    side: str
    colour: str
    title: str
    topic: str
    topic_number: int
    opposite: str
    bias_bonus: int
    card_text: str


class BiasEffectAlgorithmComponent(Model):
    """
    A component of Bias Effect, of kind `algorithm`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["algorithm"]
    title: str
    copy_: Annotated[int, Field(alias="copy")]
    algorithm: str
    amount: int
    trade_in: int
    needs: str | None
    effect: str
    copies: int


class BiasEffectLifeComponentEffectsRight(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    kind: str
    who: str | None = None
    amount: int | None = None
    colour: str
    text: str
    side: str | None = None


class BiasEffectLifeComponentEffectsLeft(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    kind: str
    who: str | None = None
    amount: int | None = None
    colour: str
    text: str
    side: str | None = None


class BiasEffectLifeComponentEffectsNeutral(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    kind: str
    colour: str
    text: str
    who: str | None = None
    amount: int | None = None
    side: str | None = None


class BiasEffectLifeComponentEffects(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    right: BiasEffectLifeComponentEffectsRight
    left: BiasEffectLifeComponentEffectsLeft
    neutral: BiasEffectLifeComponentEffectsNeutral


class BiasEffectLifeComponent(Model):
    """
    A component of Bias Effect, of kind `life`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["life"]
    title: str
    effects: BiasEffectLifeComponentEffects
    mirror: str


class BiasEffectDeckComponent(Model):
    """
    A component of Bias Effect, of kind `deck`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["deck"]
    zone: str
    card_kind: str
    count: int
    cards: list[str]


class BiasEffectTrackComponentCell(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    round: int
    name: str
    robot: bool


class BiasEffectTrackComponent(Model):
    """
    A component of Bias Effect, of kind `track`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["track"]
    first_round: int
    rounds: int
    robot_space: int
    reset_to: int
    max_resets: int
    cells: list[BiasEffectTrackComponentCell]


class BiasEffectChipComponent(Model):
    """
    A component of Bias Effect, of kind `chip`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the id every view, move, command and event of the game uses for this component"
        ),
    ]
    name: Annotated[str, Field(description="a short name for people")]
    text: Annotated[
        str,
        Field(
            description="one sentence saying what it is or does, in English (from the game's message templates)"
        ),
    ]
    kind: Literal["chip"]
    start: int
    supply: int


BiasEffectComponent = TypeAliasType(
    "BiasEffectComponent",
    Annotated[
        BiasEffectIdentityComponent
        | BiasEffectBeliefComponent
        | BiasEffectAlgorithmComponent
        | BiasEffectLifeComponent
        | BiasEffectDeckComponent
        | BiasEffectTrackComponent
        | BiasEffectChipComponent,
        Field(description="A Bias Effect component.", discriminator="kind"),
    ],
)


class BiasEffectGameComponents(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["bias-effect"]
    rules_version: Annotated[
        str, Field(description="the catalogue is fixed for a rules version")
    ]
    components: Annotated[
        list[BiasEffectComponent],
        Field(
            description="every component of the game, with the rulebook's facts as further fields (cost, vp, colour, coordinates …); what a deck holds is listed, never where a card is"
        ),
    ]


GameComponents = TypeAliasType(
    "GameComponents",
    Annotated[
        TabletopIncGameComponents
        | CorporateAnarchyGameComponents
        | TabletopClimberGameComponents
        | InventingTheFutureGameComponents
        | BiasEffectGameComponents,
        Field(
            description="A game's component catalogue, typed by kind; `game` names the game.",
            discriminator="game",
        ),
    ],
)


ServiceProblemCode = TypeAliasType(
    "ServiceProblemCode",
    Annotated[
        Literal[
            "bad_cursor",
            "bad_idempotency_key",
            "bad_if_match",
            "bad_last_event_id",
            "bad_player_count",
            "bad_request",
            "chain_not_public",
            "challenge_closed",
            "challenge_not_found",
            "challenge_pending",
            "claim_too_early",
            "conflict",
            "corrupt_history",
            "forbidden",
            "game_not_found",
            "http_error",
            "idempotency_key_reused",
            "idempotent_request_in_flight",
            "insufficient_scope",
            "internal_error",
            "invalid_command",
            "invalid_options",
            "invalid_player_key",
            "invalid_request",
            "invalid_ticket",
            "invalid_token",
            "invalid_unicode",
            "json_too_deep",
            "key_not_found",
            "malformed_json",
            "malformed_token",
            "method_not_allowed",
            "name_required",
            "name_taken",
            "no_tree_head",
            "not_a_leaf",
            "not_a_seat",
            "not_acceptable",
            "not_challenger",
            "not_found",
            "not_invited",
            "not_reached",
            "not_replicated",
            "not_your_player",
            "not_your_seek",
            "payload_too_large",
            "player_key_required",
            "player_not_found",
            "rate_limited",
            "rated_cooldown",
            "rematch_exists",
            "request_headers_too_large",
            "request_line_too_long",
            "rule_violation",
            "seek_closed",
            "seek_exists",
            "seek_not_found",
            "size_out_of_range",
            "stale_version",
            "store_down",
            "store_unavailable",
            "ticket_and_token",
            "token_for_another_game",
            "token_required",
            "too_many_bot_tables",
            "too_many_challenges",
            "too_many_keys",
            "too_many_seeks",
            "too_many_streams",
            "too_much_contention",
            "tournament_not_found",
            "unauthorized",
            "unavailable",
            "unhealthy",
            "unknown_bot_level",
            "unknown_command",
            "unknown_game",
            "unknown_player",
            "unsupported_media_type",
            "version_not_found",
        ],
        Field(
            description="The service's own problem codes, each with the one `title` it is sent with:\n\n- `bad_cursor` (Bad cursor): 422: the cursor is not one this server gave out\n- `bad_idempotency_key` (Bad Idempotency-Key): 400: Idempotency-Key is malformed or too short\n- `bad_if_match` (Bad If-Match): 400: If-Match is not a version\n- `bad_last_event_id` (Bad Last-Event-ID): 400: Last-Event-ID is not a version\n- `bad_player_count` (Bad player count): 422: the game is not for this many players\n- `bad_request` (Bad request): 400: the request is malformed\n- `chain_not_public` (Chain links not public yet): 409: a game's chain links asked while its unkeyed hashes are still secret (until it ends)\n- `challenge_closed` (Challenge closed): 409: the challenge was already started, declined or expired\n- `challenge_not_found` (Challenge not found): 404: no such challenge (or it expired)\n- `challenge_pending` (Challenge pending): 409: a pending challenge of the caller already invites this player (`player`, `challenge`)\n- `claim_too_early` (Too early to claim): 409: the claimed seat's client was seen lately: it can be claimed from `claimable_at`\n- `conflict` (Conflict): 409: conflict\n- `corrupt_history` (Corrupt history): 500: a stored event is damaged (`version`); see the game's /audit\n- `forbidden` (Forbidden): 403: not allowed\n- `game_not_found` (Game not found): 404: no such game\n- `http_error` (HTTP error): any other HTTP error\n- `idempotency_key_reused` (Idempotency-Key reused): 422: the Idempotency-Key was used for another request\n- `idempotent_request_in_flight` (Idempotent request in flight): 409: the first request with this Idempotency-Key is still running\n- `insufficient_scope` (Insufficient scope): 403: the player key lacks the scope the request needs (`scope`: read, play or manage)\n- `internal_error` (Internal error): 500: an unexpected error\n- `invalid_command` (Invalid command): 422: the command is not an object with a type, or its payload is invalid (`errors`)\n- `invalid_options` (Invalid options): 422: the game's options are invalid (`errors`)\n- `invalid_player_key` (Unknown player key): 401: the bearer key is no player's (unknown, revoked, rotated, or a seat token)\n- `invalid_request` (The request cannot be processed): 422: the request does not match its schema (`errors`)\n- `invalid_ticket` (Invalid stream ticket): 401: the stream ticket is unknown, spent, expired or for another game\n- `invalid_token` (Unknown seat token): 401: the bearer token is not a seat token of any game\n- `invalid_unicode` (Invalid Unicode): 400: the body holds a lone UTF-16 surrogate escape\n- `json_too_deep` (JSON nested too deep): 400: the body nests JSON deeper than 32 levels\n- `key_not_found` (Player key not found): 404: the player has no key with this id (or it was revoked)\n- `malformed_json` (Malformed JSON): 400: the body is not a JSON object\n- `malformed_token` (Malformed Authorization header): 401: the Authorization header is not 'Bearer <token>'\n- `method_not_allowed` (Method not allowed): 405: the resource does not answer this method (see Allow)\n- `name_required` (A name is required): 422: an anonymous join names its seat (or a player key joins as its player)\n- `name_taken` (Name taken): 409: another player has this name (names are unique case-insensitively)\n- `no_tree_head` (No tree head yet): 404: the transparency log has signed no tree head yet\n- `not_a_leaf` (Not a leaf of the log): 404: the (gid, v) or leaf index asked is not a leaf of the transparency log's tree of that size\n- `not_a_seat` (Not a seat of this game): 403: the token or key sent holds no seat of this game\n- `not_acceptable` (Not acceptable): 406: no acceptable representation\n- `not_challenger` (Not the challenger): 403: only the player who sent the challenge may cancel it\n- `not_found` (Not found): 404: no such resource\n- `not_invited` (Not invited): 403: the challenge does not invite this player\n- `not_reached` (Version not reached): 404: chain links asked up to a version the game has not reached\n- `not_replicated` (Not replicated): 503: the command reached the store's master but not BOARDROOM_MIN_REPLICAS replicas in time, so a failover could lose it; retry with the same Idempotency-Key (Retry-After)\n- `not_your_player` (Not your player): 403: a seat may name only the caller's own player id\n- `not_your_seek` (Not your seek): 403: the seek is another player's\n- `payload_too_large` (Request body too large): 413: the body is too large\n- `player_key_required` (Player key required): 401: the request needs a player key (`Authorization: Bearer pk_…`)\n- `player_not_found` (Player not found): 404: no such player\n- `rate_limited` (Too many requests): 429: a rate limit is spent (Retry-After)\n- `rated_cooldown` (Rated cooldown): 403: the player aborted or left too often lately: no rated table until `until`\n- `rematch_exists` (Rematch exists): 409: another seat opened the game's rematch at the same moment (422: it already has one)\n- `request_headers_too_large` (Request headers too large): 431: the request has more or longer headers than the server reads\n- `request_line_too_long` (Request line too long): 414: the request line (method, path and query) is longer than the server reads\n- `rule_violation` (The rules do not allow this): 422: the rules refuse the command (usually the game's own code instead)\n- `seek_closed` (Seek closed): 409: the seek was already matched, cancelled or expired\n- `seek_exists` (Seek exists): 409: the player already waits with a seek of this game (`seek`): one per game\n- `seek_not_found` (Seek not found): 404: no such seek (or it expired)\n- `size_out_of_range` (Tree size out of range): 422: a tree size beyond the transparency log, or a consistency proof from a larger size\n- `stale_version` (The game has moved on): 409: If-Match named an older version (`expected`, `current`)\n- `store_down` (Store down): 503 (/v1/health): no partition of the event store takes commands (the report's fields say where)\n- `store_unavailable` (Store unavailable): 503: the event store (Redis) is unreachable; retry (Retry-After)\n- `ticket_and_token` (Ticket and token both sent): 400: a stream was asked with a ticket and a bearer token at once\n- `token_for_another_game` (Token for another game): 403: the bearer token is a seat token of another game\n- `token_required` (Bearer token required): 401: the request needs a bearer token (a seat token of the game or a player key)\n- `too_many_bot_tables` (Too many bot tables): 429: the client's all-bot tables are still playing (Retry-After)\n- `too_many_challenges` (Too many challenges): 409: the player already has BOARDROOM_MAX_OPEN_CHALLENGES challenges pending (`limit`)\n- `too_many_keys` (Too many player keys): 409: the player already holds the most keys a player may (`limit`)\n- `too_many_seeks` (Too many seeks): 409: the player already has BOARDROOM_MAX_SEEKS seeks waiting (`limit`)\n- `too_many_streams` (Too many streams): 429: the caller's live streams are all open (BOARDROOM_MAX_STREAMS; Retry-After)\n- `too_much_contention` (Too much contention): 409: the game kept changing; retry\n- `tournament_not_found` (Tournament not found): 404: no such tournament\n- `unauthorized` (Unauthorized): 401: authentication is required\n- `unavailable` (Service unavailable): 503: the service is unavailable\n- `unhealthy` (Unhealthy): 503 (/healthz): a check failed (`reasons`)\n- `unknown_bot_level` (Unknown bot level): 422: the game has no such bot level\n- `unknown_command` (Unknown command): 422: the game has no such command type (`known`)\n- `unknown_game` (Unknown game): 404 (leaderboards) or 422 (create): the catalogue has no such game\n- `unknown_player` (Unknown player): 422: a named player id is no account\n- `unsupported_media_type` (Unsupported media type): 415: the body is not application/json\n- `version_not_found` (Version not found): 404: the game has no such version"
        ),
    ],
)


PlayerWithKeyKind = TypeAliasType(
    "PlayerWithKeyKind", Literal["human", "bot", "server-bot"]
)


CreateKeyScope = TypeAliasType("CreateKeyScope", Literal["read", "play", "manage"])


ChallengeStateStatus = TypeAliasType(
    "ChallengeStateStatus", Literal["pending", "started", "declined", "cancelled"]
)


TournamentStatus = TypeAliasType(
    "TournamentStatus", Literal["registering", "running", "finished"]
)


TabletopIncPublishedGameId = TypeAliasType(
    "TabletopIncPublishedGameId",
    Literal[
        "published-1",
        "published-2",
        "published-3",
        "published-4",
        "published-5",
        "published-6",
        "published-7",
        "published-8",
        "published-9",
        "published-10",
        "published-11",
        "published-12",
        "published-13",
        "published-14",
        "published-15",
        "published-16",
        "published-17",
        "published-18",
        "published-19",
        "published-20",
        "published-21",
        "published-22",
        "published-23",
        "published-24",
        "published-25",
        "published-26",
        "published-27",
        "published-28",
    ],
)


TabletopIncPartId = TypeAliasType(
    "TabletopIncPartId", Literal["box", "mechanism", "component"]
)


TabletopIncActionId = TypeAliasType(
    "TabletopIncActionId",
    Literal[
        "basic",
        "hire-specialist",
        "hire-freelancer",
        "play-card",
        "train",
        "playtest",
        "research",
        "multiple",
        "item",
        "box",
        "develop",
        "upgrade",
        "publish",
        "award",
        "trade",
        "objective",
    ],
)


TabletopIncPredictionId = TypeAliasType(
    "TabletopIncPredictionId",
    Literal[
        "hire-specialist",
        "hire-freelancer",
        "play-card",
        "train",
        "playtest",
        "research",
        "multiple",
        "item",
        "box",
        "develop",
        "upgrade",
        "publish",
        "award",
        "trade",
        "objective",
    ],
)


TabletopIncResourceId = TypeAliasType(
    "TabletopIncResourceId",
    Literal["dollar", "time", "inspiration", "playtest", "research"],
)


TabletopIncTablePlaceId = TypeAliasType(
    "TabletopIncTablePlaceId",
    Literal["place-wow", "place-pow", "place-3", "place-4", "place-5", "place-6"],
)


TabletopIncObjectiveId = TypeAliasType(
    "TabletopIncObjectiveId",
    Literal[
        "O01",
        "O02",
        "O03",
        "O04",
        "O05",
        "O06",
        "O07",
        "O08",
        "O09",
        "O10",
        "O11",
        "O12",
        "O13",
        "O14",
        "O15",
        "O16",
    ],
)


TabletopIncAwardCardId = TypeAliasType(
    "TabletopIncAwardCardId", Literal["A1", "A2", "A3", "A4", "A5", "A6"]
)


TabletopIncLevel = TypeAliasType("TabletopIncLevel", Literal[1, 2, 3])


TabletopIncZapCardId = TypeAliasType(
    "TabletopIncZapCardId",
    Literal[
        "Z01",
        "Z02",
        "Z03",
        "Z04",
        "Z05",
        "Z06",
        "Z07",
        "Z08",
        "Z09",
        "Z10",
        "Z11",
        "Z12",
        "Z13",
        "Z14",
        "Z15",
        "Z16",
        "Z17",
        "Z18",
    ],
)


TabletopIncSpecialistOrFreelancerId = TypeAliasType(
    "TabletopIncSpecialistOrFreelancerId",
    Literal[
        "S-objective",
        "S-upgrade",
        "S-freelancer",
        "S-research",
        "S-playtest",
        "S-specialist",
        "S-multiple",
        "S-develop",
        "S-publish",
        "S-box",
        "S-train",
        "S-item",
        "S-award",
        "S-play",
        "F01",
        "F02",
        "F03",
        "F04",
        "F05",
        "F06",
        "F07",
        "F08",
        "F09",
        "F10",
        "F11",
        "F12",
        "F13",
        "F14",
        "F15",
        "F16",
    ],
)


TabletopIncTrackId = TypeAliasType(
    "TabletopIncTrackId", Literal["specialist", "freelancer", "item"]
)


TabletopIncSpecialistOrFreelancerOrItemId = TypeAliasType(
    "TabletopIncSpecialistOrFreelancerOrItemId",
    Literal[
        "S-objective",
        "S-upgrade",
        "S-freelancer",
        "S-research",
        "S-playtest",
        "S-specialist",
        "S-multiple",
        "S-develop",
        "S-publish",
        "S-box",
        "S-train",
        "S-item",
        "S-award",
        "S-play",
        "F01",
        "F02",
        "F03",
        "F04",
        "F05",
        "F06",
        "F07",
        "F08",
        "F09",
        "F10",
        "F11",
        "F12",
        "F13",
        "F14",
        "F15",
        "F16",
        "I01",
        "I02",
        "I03",
        "I04",
        "I05",
        "I06",
        "I07",
        "I08",
        "I09",
        "I10",
        "I11",
        "I12",
        "I13",
        "I14",
        "I15",
        "I16",
        "I17",
        "I18",
    ],
)


TabletopIncMuman = TypeAliasType(
    "TabletopIncMuman", Literal["easy", "normal", "hard", "extreme"]
)


TabletopIncItemId = TypeAliasType(
    "TabletopIncItemId",
    Literal[
        "I01",
        "I02",
        "I03",
        "I04",
        "I05",
        "I06",
        "I07",
        "I08",
        "I09",
        "I10",
        "I11",
        "I12",
        "I13",
        "I14",
        "I15",
        "I16",
        "I17",
        "I18",
    ],
)


TabletopIncFrom = TypeAliasType("TabletopIncFrom", Literal[1, 2, 3, 4])


TabletopIncPowCardId = TypeAliasType(
    "TabletopIncPowCardId",
    Literal[
        "P-no-component4",
        "P-no-award3",
        "P-no-mechanism4",
        "P-track-no-inspiration",
        "P-objective-less",
        "P-no-single-prediction",
        "P-no-four-predictions",
        "P-objective-penalty",
        "P-no-box4",
        "P-no-award2",
        "P-four-employees",
        "P-track-no-time",
        "P-no-award1",
        "P-track-no-dollar",
    ],
)


TabletopIncWowCardId = TypeAliasType(
    "TabletopIncWowCardId",
    Literal[
        "W-award3",
        "W-time-inspiration",
        "W-box-discount",
        "W-double-skills",
        "W-dollar-inspiration",
        "W-prediction-vp",
        "W-component-discount",
        "W-dollar-time",
        "W-no-penalty",
        "W-award1",
        "W-objective-bonus",
        "W-double-action",
        "W-award2",
    ],
)


TabletopIncSkillCardId = TypeAliasType(
    "TabletopIncSkillCardId",
    Literal[
        "K01",
        "K02",
        "K03",
        "K04",
        "K05",
        "K06",
        "K07",
        "K08",
        "K09",
        "K10",
        "K11",
        "K12",
        "K13",
        "K14",
        "K15",
        "K16",
        "K17",
        "K18",
    ],
)


TabletopIncWorkerOrSpecialistId = TypeAliasType(
    "TabletopIncWorkerOrSpecialistId",
    Literal[
        "worker",
        "S-objective",
        "S-upgrade",
        "S-freelancer",
        "S-research",
        "S-playtest",
        "S-specialist",
        "S-multiple",
        "S-develop",
        "S-publish",
        "S-box",
        "S-train",
        "S-item",
        "S-award",
        "S-play",
    ],
)


TabletopIncSpaceId = TypeAliasType(
    "TabletopIncSpaceId",
    Literal[
        "basic",
        "HS1",
        "HS2",
        "HS3",
        "HF1",
        "HF2",
        "HF3",
        "PC1",
        "PC2",
        "PC3",
        "TW1",
        "TW2",
        "TW3",
        "PT1",
        "PT2",
        "PT3",
        "RS1",
        "RS2",
        "RS3",
        "MR1",
        "MR2",
        "MR3",
        "IT1",
        "IT2",
        "IT3",
        "GB1",
        "GB2",
        "GB3",
        "DV1",
        "DV2",
        "DV3",
        "DV4",
        "UB",
        "UM",
        "UC",
        "PB1",
        "PB2",
        "PB3",
        "AW1",
        "AW2",
        "AW3",
        "TR1",
        "TR2",
        "TR3",
        "OB1",
        "OB2",
        "OB3",
        "F01",
        "F02",
        "F03",
        "F04",
        "F05",
        "F06",
        "F07",
        "F08",
        "F09",
        "F10",
        "F11",
        "F12",
        "F13",
        "F14",
        "F15",
        "F16",
    ],
)


CorporateAnarchyBuildingId = TypeAliasType(
    "CorporateAnarchyBuildingId", Literal["shop", "factory", "drug-den"]
)


CorporateAnarchyCommandCardId = TypeAliasType(
    "CorporateAnarchyCommandCardId",
    Literal[
        "road-block",
        "negative-ad",
        "plant-evidence",
        "stock-market-crash",
        "quarantine",
        "anonymous-tip",
        "communications-jam",
        "corporate-espionage",
        "travel-permit",
    ],
)


CorporateAnarchyBaseTileId = TypeAliasType(
    "CorporateAnarchyBaseTileId", Literal["alarm", "guard", "vip"]
)


TabletopClimberColour = TypeAliasType(
    "TabletopClimberColour", Literal["red", "yellow", "green", "blue"]
)


TabletopClimberCardId = TypeAliasType(
    "TabletopClimberCardId",
    Literal[
        "I-red-1",
        "I-red-2",
        "I-red-3",
        "I-red-4",
        "I-red-5",
        "I-red-6",
        "I-red-7",
        "I-yellow-1",
        "I-yellow-2",
        "I-yellow-3",
        "I-yellow-4",
        "I-yellow-5",
        "I-yellow-6",
        "I-yellow-7",
        "I-green-1",
        "I-green-2",
        "I-green-3",
        "I-green-4",
        "I-green-5",
        "I-green-6",
        "I-green-7",
        "I-blue-1",
        "I-blue-2",
        "I-blue-3",
        "I-blue-4",
        "I-blue-5",
        "I-blue-6",
        "I-blue-7",
        "R-red-08",
        "R-red-09",
        "R-red-10",
        "R-red-11",
        "R-yellow-08",
        "R-yellow-09",
        "R-yellow-10",
        "R-yellow-11",
        "R-green-08",
        "R-green-09",
        "R-green-10",
        "R-green-11",
        "R-blue-08",
        "R-blue-09",
        "R-blue-10",
        "R-blue-11",
        "W-0",
        "W-1",
        "W-2",
        "W-3",
        "W-4",
        "W-5",
        "W-6",
        "W-7",
        "C-12",
        "C-13",
        "C-14",
        "C-15",
        "C-16",
        "C-18",
        "D-01",
        "D-02",
        "D-03",
        "D-04",
        "D-05",
        "D-06",
        "D-07",
        "D-08",
        "D-09",
        "D-10",
        "M-01",
        "M-02",
        "M-03",
        "M-04",
        "M-05",
        "M-06",
    ],
)


TabletopClimberGoldSeasonCardId = TypeAliasType(
    "TabletopClimberGoldSeasonCardId",
    Literal[
        "G-standard",
        "G-reverse",
        "G-no-set",
        "G-transfer",
        "G-up-to-2",
        "G-accident",
        "G-revolution",
        "G-climax",
    ],
)


TabletopClimberSilverSeasonCardId = TypeAliasType(
    "TabletopClimberSilverSeasonCardId", Literal["S-1", "S-2", "S-3", "S-4", "S-5"]
)


InventingTheFutureTrackId = TypeAliasType(
    "InventingTheFutureTrackId", Literal["flying-car", "teleportation", "time-travel"]
)


InventingTheFuturePhaseId = TypeAliasType(
    "InventingTheFuturePhaseId", Literal["funding", "payday", "hiring", "progress"]
)


InventingTheFutureColour = TypeAliasType(
    "InventingTheFutureColour", Literal["black", "green", "white", "blue", "red"]
)


InventingTheFutureDieId = TypeAliasType(
    "InventingTheFutureDieId",
    Literal[
        "die-black-1",
        "die-black-2",
        "die-green-1",
        "die-green-2",
        "die-white-1",
        "die-white-2",
        "die-blue-1",
        "die-blue-2",
        "die-red-1",
        "die-red-2",
    ],
)


InventingTheFutureTeamOrSpecialistId = TypeAliasType(
    "InventingTheFutureTeamOrSpecialistId",
    Literal[
        "white",
        "blue",
        "red",
        "troubleshooter",
        "consultant",
        "rainmaker",
        "recruiter",
        "generalist-wb",
        "generalist-br",
    ],
)


InventingTheFutureDevelopmentCardId = TypeAliasType(
    "InventingTheFutureDevelopmentCardId",
    Literal[
        "ONE-1",
        "ONE-2",
        "ONE-3",
        "ONE-4",
        "ONE-5",
        "ONE-6",
        "TWO-1",
        "TWO-2",
        "TWO-3",
        "TWO-4",
        "TWO-5",
        "TWO-6",
        "THREE-1",
        "THREE-2",
        "THREE-3",
        "THREE-4",
        "THREE-5",
        "THREE-6",
    ],
)


InventingTheFutureTeamId = TypeAliasType(
    "InventingTheFutureTeamId", Literal["white", "blue", "red"]
)


InventingTheFutureGameStartedTrack = TypeAliasType(
    "InventingTheFutureGameStartedTrack",
    Literal["Flying Car", "Teleportation", "Time Travel"],
)


BiasEffectIdentityId = TypeAliasType(
    "BiasEffectIdentityId",
    Literal["FAR-LEFT", "LEFT", "MODERATE", "RIGHT", "FAR-RIGHT"],
)


BiasEffectAlgorithmId = TypeAliasType(
    "BiasEffectAlgorithmId",
    Literal[
        "A-01",
        "A-02",
        "A-03",
        "A-04",
        "A-05",
        "A-06",
        "A-07",
        "A-08",
        "A-09",
        "A-10",
        "A-11",
        "A-12",
        "A-13",
        "A-14",
        "A-15",
        "A-16",
        "A-17",
        "A-18",
        "A-19",
        "A-20",
        "A-21",
        "A-22",
        "A-23",
        "A-24",
        "A-25",
        "A-26",
        "A-27",
        "A-28",
        "A-29",
        "A-30",
        "A-31",
        "A-32",
        "A-33",
        "A-34",
        "A-35",
        "A-36",
        "A-37",
        "A-38",
        "A-39",
        "A-40",
        "A-41",
        "A-42",
        "A-43",
        "A-44",
        "A-45",
        "A-46",
        "A-47",
        "A-48",
        "A-49",
        "A-50",
        "A-51",
        "A-52",
        "A-53",
        "A-54",
        "A-55",
        "A-56",
        "A-57",
        "A-58",
        "A-59",
        "A-60",
        "A-61",
        "A-62",
        "A-63",
        "A-64",
        "A-65",
        "A-66",
        "A-67",
        "A-68",
        "A-69",
        "A-70",
        "A-71",
        "A-72",
        "A-73",
        "A-74",
        "A-75",
        "A-76",
        "A-77",
        "A-78",
        "A-79",
        "A-80",
        "A-81",
    ],
)


BiasEffectAlgorithmOrLifeId = TypeAliasType(
    "BiasEffectAlgorithmOrLifeId",
    Literal[
        "A-01",
        "A-02",
        "A-03",
        "A-04",
        "A-05",
        "A-06",
        "A-07",
        "A-08",
        "A-09",
        "A-10",
        "A-11",
        "A-12",
        "A-13",
        "A-14",
        "A-15",
        "A-16",
        "A-17",
        "A-18",
        "A-19",
        "A-20",
        "A-21",
        "A-22",
        "A-23",
        "A-24",
        "A-25",
        "A-26",
        "A-27",
        "A-28",
        "A-29",
        "A-30",
        "A-31",
        "A-32",
        "A-33",
        "A-34",
        "A-35",
        "A-36",
        "A-37",
        "A-38",
        "A-39",
        "A-40",
        "A-41",
        "A-42",
        "A-43",
        "A-44",
        "A-45",
        "A-46",
        "A-47",
        "A-48",
        "A-49",
        "A-50",
        "A-51",
        "A-52",
        "A-53",
        "A-54",
        "A-55",
        "A-56",
        "A-57",
        "A-58",
        "A-59",
        "A-60",
        "A-61",
        "A-62",
        "A-63",
        "A-64",
        "A-65",
        "A-66",
        "A-67",
        "A-68",
        "A-69",
        "A-70",
        "A-71",
        "A-72",
        "A-73",
        "A-74",
        "A-75",
        "A-76",
        "A-77",
        "A-78",
        "A-79",
        "A-80",
        "A-81",
        "L-01",
        "L-02",
        "L-03",
        "L-04",
        "L-05",
        "L-06",
        "L-07",
        "L-08",
        "L-09",
        "L-10",
        "L-11",
        "L-12",
        "L-13",
        "L-14",
        "L-15",
        "L-16",
        "L-17",
        "L-18",
        "L-19",
        "L-20",
        "L-21",
        "L-22",
        "L-23",
        "L-24",
        "L-25",
        "L-26",
        "L-27",
        "L-28",
        "L-29",
        "L-30",
        "L-31",
        "L-32",
        "L-33",
        "L-34",
        "L-35",
        "L-36",
        "L-37",
        "L-38",
        "L-39",
        "L-40",
        "L-41",
        "L-42",
        "L-43",
        "L-44",
        "L-45",
        "L-46",
        "L-47",
        "L-48",
    ],
)


BiasEffectAlgorithmPlayedKind = TypeAliasType(
    "BiasEffectAlgorithmPlayedKind",
    Literal[
        "purge",
        "backdoor",
        "steal",
        "tax",
        "grant",
        "crash",
        "boost",
        "throttle",
        "static",
        "tiebreak",
        "amplify",
        "draw",
        "malware",
    ],
)


BiasEffectBeliefId = TypeAliasType(
    "BiasEffectBeliefId",
    Literal[
        "BL-01",
        "BR-01",
        "BL-02",
        "BR-02",
        "BL-03",
        "BR-03",
        "BL-04",
        "BR-04",
        "BL-05",
        "BR-05",
        "BL-06",
        "BR-06",
        "BL-07",
        "BR-07",
        "BL-08",
        "BR-08",
        "BL-09",
        "BR-09",
        "BL-10",
        "BR-10",
        "BL-11",
        "BR-11",
        "BL-12",
        "BR-12",
        "BL-13",
        "BR-13",
        "BL-14",
        "BR-14",
        "BL-15",
        "BR-15",
        "BL-16",
        "BR-16",
        "BL-17",
        "BR-17",
        "BL-18",
        "BR-18",
        "BL-19",
        "BR-19",
        "BL-20",
        "BR-20",
        "BL-21",
        "BR-21",
        "BL-22",
        "BR-22",
        "BL-23",
        "BR-23",
        "BL-24",
        "BR-24",
        "BL-25",
        "BR-25",
        "BL-26",
        "BR-26",
        "BL-27",
        "BR-27",
        "BL-28",
        "BR-28",
        "BL-29",
        "BR-29",
        "BL-30",
        "BR-30",
        "BL-31",
        "BR-31",
        "BL-32",
        "BR-32",
        "BL-33",
        "BR-33",
        "BL-34",
        "BR-34",
        "BL-35",
        "BR-35",
        "BL-36",
        "BR-36",
        "BL-37",
        "BR-37",
        "BL-38",
        "BR-38",
        "BL-39",
        "BR-39",
        "BL-40",
        "BR-40",
        "BL-41",
        "BR-41",
        "BL-42",
        "BR-42",
        "BL-43",
        "BR-43",
        "BL-44",
        "BR-44",
        "BL-45",
        "BR-45",
    ],
)


BiasEffectLifeId = TypeAliasType(
    "BiasEffectLifeId",
    Literal[
        "L-01",
        "L-02",
        "L-03",
        "L-04",
        "L-05",
        "L-06",
        "L-07",
        "L-08",
        "L-09",
        "L-10",
        "L-11",
        "L-12",
        "L-13",
        "L-14",
        "L-15",
        "L-16",
        "L-17",
        "L-18",
        "L-19",
        "L-20",
        "L-21",
        "L-22",
        "L-23",
        "L-24",
        "L-25",
        "L-26",
        "L-27",
        "L-28",
        "L-29",
        "L-30",
        "L-31",
        "L-32",
        "L-33",
        "L-34",
        "L-35",
        "L-36",
        "L-37",
        "L-38",
        "L-39",
        "L-40",
        "L-41",
        "L-42",
        "L-43",
        "L-44",
        "L-45",
        "L-46",
        "L-47",
        "L-48",
    ],
)


BiasEffectLeaning = TypeAliasType(
    "BiasEffectLeaning", Literal["left", "right", "neutral"]
)


BiasEffectModifierKind = TypeAliasType(
    "BiasEffectModifierKind", Literal["boost", "throttle", "tiebreak", "amplify"]
)


TabletopIncFounderCardOrWowCardId = TypeAliasType(
    "TabletopIncFounderCardOrWowCardId",
    Literal[
        "FOUNDER",
        "W-award3",
        "W-time-inspiration",
        "W-box-discount",
        "W-double-skills",
        "W-dollar-inspiration",
        "W-prediction-vp",
        "W-component-discount",
        "W-dollar-time",
        "W-no-penalty",
        "W-award1",
        "W-objective-bonus",
        "W-double-action",
        "W-award2",
    ],
)


TabletopIncSpecialistId = TypeAliasType(
    "TabletopIncSpecialistId",
    Literal[
        "S-objective",
        "S-upgrade",
        "S-freelancer",
        "S-research",
        "S-playtest",
        "S-specialist",
        "S-multiple",
        "S-develop",
        "S-publish",
        "S-box",
        "S-train",
        "S-item",
        "S-award",
        "S-play",
    ],
)


TabletopIncPhase = TypeAliasType("TabletopIncPhase", Literal["choose", "play", "over"])


TabletopClimberRules = TypeAliasType(
    "TabletopClimberRules",
    Literal[
        "Standard",
        "Reverse",
        "No Set",
        "Transfer",
        "Up to 2 cards",
        "Accident",
        "Revolution",
        "Climax",
    ],
)


TabletopClimberPhase = TypeAliasType(
    "TabletopClimberPhase",
    Literal["setup", "transfer", "select", "main", "end", "over"],
)


BiasEffectPhase = TypeAliasType(
    "BiasEffectPhase",
    Literal["setup", "trade", "bid", "choose", "resolve", "algorithm", "end", "over"],
)


class Problem(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: AnyUrl
    title: str
    status: int
    detail: str
    code: Annotated[
        ServiceProblemCode | Problem2,
        Field(
            description="stable and snake_case: one of ServiceProblemCode, or for a 422 rule violation the game's own rule code (e.g. `not_your_turn`)"
        ),
    ]
    expected: Annotated[
        int | None, Field(description="409 stale_version: the version If-Match named")
    ] = None
    current: Annotated[
        int | None, Field(description="409 stale_version: the game's version now")
    ] = None
    errors: Annotated[
        dict[str, Any] | list[Any] | None,
        Field(
            description="422 invalid_request, invalid_command, invalid_options: the messages per field"
        ),
    ] = None
    known: Annotated[
        list[str] | None, Field(description="422 unknown_command: the command types")
    ] = None
    version: Annotated[
        int | None, Field(description="500 corrupt_history: the damaged version")
    ] = None
    reasons: Annotated[
        list[str] | None, Field(description="503 unhealthy: each failing check")
    ] = None
    limit: Annotated[
        str | int | None,
        Field(
            description='429: the limit that was reached (e.g. "30 per 1 minute", or the number of all-bot tables)'
        ),
    ] = None


class LobbyEntry(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    game: str
    status: TableStatus
    version: int
    seats: list[TableSeat]
    to_act: list[int]
    created_at: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]
    updated_at: Annotated[
        AwareDatetime, Field(description="when the table's last event happened")
    ]
    open_seats: int


class Lobby(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    games: list[LobbyEntry]
    total: Annotated[
        int, Field(description="how many games match the filters, on every page")
    ]
    next: Annotated[
        str | None,
        Field(
            description="opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` header carries the same page's URL"
        ),
    ]


Clock = TypeAliasType(
    "Clock",
    Annotated[
        MoveClock | FischerClock | CorrespondenceClock,
        Field(description="A time control.", discriminator="type"),
    ],
)


class PlayerWithKey(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    name: str
    kind: PlayerWithKeyKind
    created: Annotated[AwareDatetime | None, Field(description="UTC, ISO 8601")]
    key: Annotated[str, Field(description="the player key (`pk_…`), shown only now")]


class Profile(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    name: str
    kind: PlayerWithKeyKind
    created: Annotated[AwareDatetime | None, Field(description="UTC, ISO 8601")]
    games: Annotated[int, Field(description="tables this player sat at")]
    ratings: Annotated[list[Rating], Field(description="one per game rated")]


class CreateKey(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    name: Annotated[
        str,
        Field(
            description="what the key is for, e.g. the bot's host",
            max_length=64,
            min_length=1,
            pattern="^[^\\x00-\\x1f\\x7f]*$",
        ),
    ]
    scopes: Annotated[
        list[CreateKeyScope],
        Field(
            description="what the key may do (at least one scope)",
            max_length=3,
            min_length=1,
        ),
    ]


class KeyWithSecret(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    name: str
    scopes: list[CreateKeyScope]
    created: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]
    key: Annotated[str, Field(description="the key itself (`pk_…`), shown only now")]


class Key(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(description="the key's id (`default` for a key made before named keys)"),
    ]
    name: str
    scopes: list[CreateKeyScope]
    created: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]
    last_used: Annotated[
        AwareDatetime | None,
        Field(
            description="about when the key was last sent (to the minute); null: not since it was made"
        ),
    ]


class KeyList(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    keys: Annotated[list[Key], Field(description="oldest first; never a secret")]


class PlayerGame(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    game: str
    status: TableStatus
    version: int
    rated: bool
    seat: Annotated[int, Field(description="the player's seat")]
    seats: list[TableSeat]
    result: dict[str, Any] | None
    created_at: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]


class PlayerGames(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    games: list[PlayerGame]
    next: Annotated[
        str | None,
        Field(
            description="opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` header carries the same page's URL"
        ),
    ]


class SeekState(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    game: str
    players: int
    rated: bool
    clock: Clock | None
    bot_level: Annotated[
        str,
        Field(
            description="the level of the server bots that fill the seats still open when the seek asks for bots"
        ),
    ]
    status: Literal["waiting", "matched", "cancelled", "expired", "failed"]
    gid: Annotated[str | None, Field(description="the table, once matched")]
    expires: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]


class SeekList(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seeks: Annotated[
        list[SeekState],
        Field(description="the caller's seeks not yet known closed, oldest first"),
    ]


class ChallengeState(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    game: str
    challenger: str
    players: Annotated[
        list[str], Field(description="every seat's player, in seat order")
    ]
    accepted: list[str]
    status: ChallengeStateStatus
    rated: bool
    clock: Clock | None
    gid: str | None


class ChallengeList(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    challenges: Annotated[
        list[ChallengeState],
        Field(
            description="the challenges the caller sent or was invited to in the last 24 hours (the newest 200), pending first, then newest first"
        ),
    ]


class CreateTournament(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: GameSlug
    format: Annotated[
        Literal["swiss", "rounds"],
        Field(
            description="`swiss`: tables of 2 paired by the FIDE Dutch system; `rounds`: tables of 3-6 seated by score"
        ),
    ]
    rounds: Annotated[int, Field(ge=1, le=30)]
    players_per_table: Annotated[int, Field(ge=2, le=6)]
    clock: Annotated[Clock, Field(description="every table's clock (mandatory)")]
    rated: bool | None = False
    entrants: Annotated[
        list[EntrantSpec] | None,
        Field(
            description="the field; absent: registration is open until `size` fill it",
            max_length=256,
            min_length=2,
        ),
    ] = None
    size: Annotated[
        int | None,
        Field(
            description="open registration (no `entrants`): the tournament starts when this many registered",
            ge=2,
            le=256,
        ),
    ] = None


class Tournament(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    game: str
    format: Literal["swiss", "rounds"]
    status: Annotated[
        TournamentStatus,
        Field(
            description="`registering` until the field is full, `running`, `finished` once the last round ends"
        ),
    ]
    version: Annotated[int, Field(description="the tournament's version (its ETag)")]
    rounds: int
    round: Annotated[int, Field(description="rounds paired so far")]
    players_per_table: int
    size: int
    clock: Clock
    rated: bool
    entrants: list[TournamentEntrant]
    seed_commitment: Annotated[str, Field(description="sha256 of the seed")]
    seed: Annotated[str | None, Field(description="revealed once finished")]


class TournamentStandings(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    version: int
    status: TournamentStatus
    round: int
    tie_breaks: Annotated[
        list[str], Field(description="the order the standings sort by")
    ]
    standings: list[TournamentStanding]


class Registered(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    entrant: int
    tournament: Tournament


class ChallengeFrame(Model):
    """
    A challenge that invites the caller was sent, or one it sent or was invited to changed status (accepted by all: `started` with its `gid`; `declined`; `cancelled` by its challenger).
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the frame's id: resume after it with `Last-Event-ID` or `?after=`",
            pattern="^[0-9]{1,15}-[0-9]{1,10}$",
        ),
    ]
    type: Literal["challenge"]
    challenge: Annotated[
        str, Field(description="the challenge's id (GET /v1/challenges/{cid})")
    ]
    game: Annotated[str, Field(description="the game's catalogue slug")]
    challenger: Annotated[str, Field(description="the player who sent it (seat 0)")]
    players: Annotated[list[str], Field(description="every seat's player, in order")]
    status: ChallengeStateStatus
    rated: bool
    clock: Annotated[
        Clock | None, Field(description="the time control (null: untimed)")
    ]
    gid: Annotated[str | None, Field(description="the table, once started")]


class GameStartFrame(Model):
    """
    A table where the caller sits started.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the frame's id: resume after it with `Last-Event-ID` or `?after=`",
            pattern="^[0-9]{1,15}-[0-9]{1,10}$",
        ),
    ]
    type: Literal["game-start"]
    gid: Annotated[str, Field(description="the table's id")]
    game: Annotated[str, Field(description="the game's catalogue slug")]
    seat: Annotated[int, Field(description="the caller's seat at that table", ge=0)]
    rated: bool
    clock: Annotated[
        Clock | None, Field(description="the time control (null: untimed)")
    ]
    players: Annotated[
        list[str | None],
        Field(
            description="each seat's player id, in seat order (null: a seat without a player)"
        ),
    ]


class TabletopIncAwardCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: TabletopIncPublishedGameId
    level: Annotated[int, Field(ge=1, le=3)]
    type: Annotated[Literal["award"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncBuyCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    part: TabletopIncPartId
    level: Annotated[int, Field(ge=1, le=4)]
    pay: Annotated[
        dict[str, TabletopIncBuyCommandPayAdditionalProperty] | None,
        Field(
            description="optional: how to pay the cost, split as you choose between interchangeable resources (WOW card, develop specialist); default: the named resource first"
        ),
    ] = None
    type: Annotated[Literal["buy"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncChooseActionCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    action: TabletopIncActionId
    type: Annotated[Literal["choose-action"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncCollectCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    target: Annotated[int | None, Field(ge=0, le=5)] = None
    predictions: Annotated[
        list[TabletopIncPredictionId] | None, Field(max_length=4)
    ] = None
    type: Annotated[Literal["collect"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncFlipPredictionCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    action: TabletopIncPredictionId
    type: Annotated[Literal["flip-prediction"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncPickCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[str, Field(max_length=32, min_length=1)]
    payment: Annotated[list[TabletopIncResourceId] | None, Field(max_length=3)] = None
    type: Annotated[Literal["pick"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncPlayCardCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[str, Field(max_length=32, min_length=1)]
    place: TabletopIncTablePlaceId
    type: Annotated[Literal["play-card"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncPredictCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    target: Annotated[int | None, Field(ge=0, le=5)] = None
    predictions: Annotated[
        list[TabletopIncPredictionId], Field(max_length=4, min_length=1)
    ]
    type: Annotated[Literal["predict"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TabletopIncUpgradeCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    part: TabletopIncPartId
    type: Annotated[Literal["upgrade"], Field(description="Tabletop Inc.")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


TabletopIncCommand = TypeAliasType(
    "TabletopIncCommand",
    Annotated[
        TabletopIncApplySkillCommand
        | TabletopIncAwardCommand
        | TabletopIncBuyCommand
        | TabletopIncBuySkillCommand
        | TabletopIncChooseActionCommand
        | TabletopIncChooseCardsCommand
        | TabletopIncChooseFreelancerCommand
        | TabletopIncCollectCommand
        | TabletopIncEndTurnCommand
        | TabletopIncFlipPredictionCommand
        | TabletopIncKeepObjectivesCommand
        | TabletopIncMumanTurnCommand
        | TabletopIncPickCommand
        | TabletopIncPlaceCommand
        | TabletopIncPlayCardCommand
        | TabletopIncPredictCommand
        | TabletopIncPublishCommand
        | TabletopIncRemovePowCommand
        | TabletopIncSkipCommand
        | TabletopIncTakeCommand
        | TabletopIncTradeCommand
        | TabletopIncUpgradeCommand
        | TabletopIncUseItemCommand
        | TableAbortCommand
        | TableLeaveCommand
        | TableResignCommand
        | TableReturnCommand
        | TableTakeBackCommand,
        Field(description="A command of a Tabletop Inc. table.", discriminator="type"),
    ],
)


class TabletopIncPredictionChoice(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    from_: Annotated[
        list[TabletopIncPredictionId],
        Field(alias="from", description="the actions to predict among"),
    ]
    counts: Annotated[list[int], Field(description="the prediction counts allowed")]
    cost: str


class TabletopIncCollectTemplate(Model):
    """
    Filled, one command of each shape: collect: `{"type": "collect", "target": 1, "predictions": ["research", "train"]}`
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    target: Annotated[list[int], Field(description="the opponents to predict about")]
    predictions: TabletopIncPredictionChoice
    type: Literal["collect"]
    template: Annotated[
        Literal[True],
        Field(
            description="fill in the payload the other fields describe, then post it"
        ),
    ]
    kind: Annotated[
        Literal["template"],
        Field(description="a template: fill in the payload, then post it as a command"),
    ]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    fields: Annotated[
        dict[str, list[str]] | None,
        Field(
            description="a template's payload field → the catalogue ids that may fill it"
        ),
    ] = None
    fill: Annotated[
        TemplateFill | None,
        Field(
            description="how to fill the template, in the same words for every game: each payload field with its choices and limits, and the rules between fields (absent only at a table kept on an older rules version)"
        ),
    ] = None


class TabletopIncPredictTemplate(Model):
    """
    Filled, one command of each shape: predict: `{"type": "predict", "target": 1, "predictions": ["multiple"]}`
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    target: Annotated[list[int], Field(description="the opponents to predict about")]
    predictions: TabletopIncPredictionChoice
    type: Literal["predict"]
    template: Annotated[
        Literal[True],
        Field(
            description="fill in the payload the other fields describe, then post it"
        ),
    ]
    kind: Annotated[
        Literal["template"],
        Field(description="a template: fill in the payload, then post it as a command"),
    ]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    fields: Annotated[
        dict[str, list[str]] | None,
        Field(
            description="a template's payload field → the catalogue ids that may fill it"
        ),
    ] = None
    fill: Annotated[
        TemplateFill | None,
        Field(
            description="how to fill the template, in the same words for every game: each payload field with its choices and limits, and the rules between fields (absent only at a table kept on an older rules version)"
        ),
    ] = None


TabletopIncTemplate = TypeAliasType(
    "TabletopIncTemplate",
    Annotated[
        TabletopIncCollectTemplate
        | TabletopIncPredictTemplate
        | TabletopIncTradeTemplate,
        Field(description="A template move of Tabletop Inc..", discriminator="type"),
    ],
)


TabletopIncMove = TypeAliasType(
    "TabletopIncMove",
    Annotated[
        TabletopIncTemplate | TabletopIncCommand,
        Field(
            description="A legal move of Tabletop Inc.: a complete command to post as is (`kind: command`), or a template (`kind: template`) describing a choice too large to list, to fill in and post"
        ),
    ],
)


class TabletopIncLegalMoves(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-inc"]
    version: Annotated[int, Field(description="the version the moves were computed at")]
    seat: int
    moves: list[TabletopIncMove]
    unavailable: Annotated[
        list[UnavailableMove],
        Field(
            description="moves a person would try now but may not, each with the rule's reason"
        ),
    ]
    lifecycle: Annotated[
        list[TableCommand],
        Field(
            description="the table commands the seat may post now (resign, leave, return, abort, take-back); kept apart so that a client playing any listed move never resigns by chance"
        ),
    ]
    take_back: Annotated[
        TakeBack, Field(description="whether the seat may take back its last move now")
    ]


class TabletopIncScore(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: int
    track: Annotated[int, Field(description="VP scored during the game")]
    published: Annotated[
        int, Field(description="published games not submitted for awards")
    ]
    unpublished: Annotated[
        int, Field(description="the game on the table, half rounded up")
    ]
    objectives: Annotated[int, Field(description="rewards less penalties")]
    freelancers: int
    awards: int
    objectives_achieved: list[TabletopIncObjectiveId]


class TabletopIncAwardCardsDealtData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[TabletopIncAwardCardId], Field(description="each seat's award card")
    ]


class TabletopIncAwardCardsDealtEvent(EventFields):
    """
    Tabletop Inc.: a AwardCardsDealt event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AwardCardsDealt"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncAwardCardsDealtData


class TabletopIncAwardRemovedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    level: Annotated[
        TabletopIncLevel | None,
        Field(description="the award level removed; null: none left"),
    ]
    wanted: TabletopIncLevel
    card: TabletopIncZapCardId


class TabletopIncAwardRemovedEvent(EventFields):
    """
    Tabletop Inc.: a AwardRemoved event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AwardRemoved"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncAwardRemovedData


class TabletopIncAwardWonData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        TabletopIncPublishedGameId | None,
        Field(
            description="the published game submitted; null only on an event stored before version 2"
        ),
    ]
    level: TabletopIncLevel
    index: Annotated[
        int | None,
        Field(
            description="only on an event stored before version 2: the game's position in the seat's published games then (0 = the first left)"
        ),
    ] = None


class TabletopIncAwardWonEvent(EventFields):
    """
    Tabletop Inc.: a AwardWon event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AwardWon"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncAwardWonData


class TabletopIncCardPlayedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: TabletopIncSpecialistOrFreelancerId
    place: Annotated[TabletopIncTablePlaceId, Field(description="the table place id")]
    bonus: Annotated[TabletopIncGains, Field(description="the table side's bonus")]


class TabletopIncCardPlayedEvent(EventFields):
    """
    Tabletop Inc.: a CardPlayed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CardPlayed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncCardPlayedData


class TabletopIncCardTakenData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    track: TabletopIncTrackId
    card: Annotated[
        TabletopIncSpecialistOrFreelancerOrItemId | None,
        Field(
            description="the card, public (the tracks are face up; before rules version 4 another viewer saw null but from the item track)"
        ),
    ]
    payment: Annotated[
        list[TabletopIncResourceId],
        Field(description="one resource per card skipped, rightmost first"),
    ]
    gained: Annotated[
        TabletopIncResources, Field(description="the resources on the card")
    ]


class TabletopIncCardTakenEvent(EventFields):
    """
    Tabletop Inc.: a CardTaken event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CardTaken"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncCardTakenData


class TabletopIncGameEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[int]],
        Field(description="groups of tied seats, best first (one seat each)"),
    ]
    scores: Annotated[
        dict[str, TabletopIncScore], Field(description="seat → its score breakdown")
    ]


class TabletopIncGameEndedEvent(EventFields):
    """
    Tabletop Inc.: a GameEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncGameEndedData


class TabletopIncGameFinishedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[int]], Field(description="groups of tied seats, best first")
    ]
    scores: Annotated[
        dict[str, TabletopIncScore | NoScore],
        Field(description="seat → its score breakdown"),
    ]
    resigned: Annotated[
        list[int] | None,
        Field(
            description="seats that resigned or forfeited, ranked last (absent: none)"
        ),
    ] = None
    forfeits: Annotated[
        list[int] | None, Field(description="of those, the seats whose clock ran out")
    ] = None


class TabletopIncGameFinishedEvent(EventFields):
    """
    Tabletop Inc.: a GameFinished event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameFinished"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncGameFinishedData


class TabletopIncGameStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    players: Annotated[int, Field(ge=2, le=6)]
    first: Annotated[int, Field(description="the first player's seat")]
    deal: Literal["founder", "pow-wow"]
    hourglass: Annotated[int, Field(description="the hourglass's start space")]
    muman: Annotated[
        dict[str, TabletopIncMuman],
        Field(description="the Muman-Bot seats: seat number → difficulty"),
    ]
    refresh: Annotated[
        list[TabletopIncTrackId],
        Field(description="the tracks of the card-track refresh variant"),
    ]


class TabletopIncGameStartedEvent(EventFields):
    """
    Tabletop Inc.: a GameStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncGameStartedData


class TabletopIncItemUsedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: TabletopIncItemId


class TabletopIncItemUsedEvent(EventFields):
    """
    Tabletop Inc.: a ItemUsed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ItemUsed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncItemUsedData


class TabletopIncMumanPredictedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    target: int
    actions: Annotated[
        list[TabletopIncPredictionId], Field(description="face up: public")
    ]
    count: int


class TabletopIncMumanPredictedEvent(EventFields):
    """
    Tabletop Inc.: a MumanPredicted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["MumanPredicted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncMumanPredictedData


class TabletopIncMumanPredictionCorrectData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    target: int
    action: TabletopIncPredictionId
    vp: int


class TabletopIncMumanPredictionCorrectEvent(EventFields):
    """
    Tabletop Inc.: a MumanPredictionCorrect event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["MumanPredictionCorrect"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncMumanPredictionCorrectData


class TabletopIncObjectiveDiscardedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[
        TabletopIncObjectiveId | None,
        Field(description="the top card discarded; null: the deck is empty"),
    ]
    zap: TabletopIncZapCardId


class TabletopIncObjectiveDiscardedEvent(EventFields):
    """
    Tabletop Inc.: a ObjectiveDiscarded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ObjectiveDiscarded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncObjectiveDiscardedData


class TabletopIncObjectivesDealtData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[TabletopIncObjectiveId | None],
        Field(
            description="each seat's objective card (public); null for a Muman-Bot before rules version 5"
        ),
    ]


class TabletopIncObjectivesDealtEvent(EventFields):
    """
    Tabletop Inc.: a ObjectivesDealt event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ObjectivesDealt"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncObjectivesDealtData


class TabletopIncObjectivesDrawnData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[TabletopIncObjectiveId | None],
        Field(
            description="card ids; a viewer other than the seat sees each as null (the count stays)"
        ),
    ]


class TabletopIncObjectivesDrawnEvent(EventFields):
    """
    Tabletop Inc.: a ObjectivesDrawn event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ObjectivesDrawn"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncObjectivesDrawnData


class TabletopIncObjectivesKeptData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    kept: Annotated[list[TabletopIncObjectiveId], Field(description="public")]
    returned: Annotated[
        list[TabletopIncObjectiveId | None],
        Field(
            description="card ids; a viewer other than the seat sees each as null (the count stays)"
        ),
    ]


class TabletopIncObjectivesKeptEvent(EventFields):
    """
    Tabletop Inc.: a ObjectivesKept event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ObjectivesKept"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncObjectivesKeptData


class TabletopIncPartBoughtData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    part: TabletopIncPartId
    level: TabletopIncFrom
    paid: TabletopIncResources


class TabletopIncPartBoughtEvent(EventFields):
    """
    Tabletop Inc.: a PartBought event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PartBought"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncPartBoughtData


class TabletopIncPartUpgradedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    part: TabletopIncPartId
    from_: Annotated[TabletopIncFrom, Field(alias="from")]
    to: TabletopIncFrom


class TabletopIncPartUpgradedEvent(EventFields):
    """
    Tabletop Inc.: a PartUpgraded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PartUpgraded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncPartUpgradedData


class TabletopIncPowRemovedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: TabletopIncPowCardId
    paid: TabletopIncResources


class TabletopIncPowRemovedEvent(EventFields):
    """
    Tabletop Inc.: a PowRemoved event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PowRemoved"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncPowRemovedData


class TabletopIncPowWowChosenData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    wow: Annotated[
        TabletopIncWowCardId | None,
        Field(description="the WOW card kept; null to the other viewers"),
    ]
    pow: Annotated[
        TabletopIncPowCardId | None,
        Field(description="the POW card kept; null to the other viewers"),
    ]


class TabletopIncPowWowChosenEvent(EventFields):
    """
    Tabletop Inc.: a PowWowChosen event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PowWowChosen"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncPowWowChosenData


class TabletopIncPowWowDealtData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    wow: Annotated[
        list[list[TabletopIncWowCardId] | None],
        Field(
            description="each seat's WOW cards dealt ([] for a Muman-Bot); null for every seat but the viewer's"
        ),
    ]
    pow: Annotated[
        list[list[TabletopIncPowCardId] | None],
        Field(
            description="each seat's POW cards dealt ([] for a Muman-Bot); null for every seat but the viewer's"
        ),
    ]


class TabletopIncPowWowDealtEvent(EventFields):
    """
    Tabletop Inc.: a PowWowDealt event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PowWowDealt"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncPowWowDealtData


class TabletopIncPowWowRevealedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    wow: Annotated[
        list[TabletopIncWowCardId | None],
        Field(description="each seat's WOW card; null for a Muman-Bot"),
    ]
    pow: Annotated[
        list[TabletopIncPowCardId | None],
        Field(description="each seat's POW card; null for a Muman-Bot"),
    ]


class TabletopIncPowWowRevealedEvent(EventFields):
    """
    Tabletop Inc.: a PowWowRevealed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PowWowRevealed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncPowWowRevealedData


class TabletopIncPredictionFlippedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    target: int
    action: TabletopIncPredictionId
    reason: Annotated[
        Literal["action", "crystal-ball"],
        Field(description="action: the opponent took it; crystal-ball: a flip bonus"),
    ]
    vp: Annotated[int, Field(description="VP at once (a WOW card)")]


class TabletopIncPredictionFlippedEvent(EventFields):
    """
    Tabletop Inc.: a PredictionFlipped event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PredictionFlipped"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncPredictionFlippedData


class TabletopIncPredictionsMadeData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    target: Annotated[int, Field(description="the opponent predicted")]
    actions: Annotated[
        list[TabletopIncPredictionId | None],
        Field(
            description="the actions predicted, face down: null for every viewer but the predictor (the count stays)"
        ),
    ]
    count: Annotated[int, Field(description="research paid, one per prediction")]


class TabletopIncPredictionsMadeEvent(EventFields):
    """
    Tabletop Inc.: a PredictionsMade event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PredictionsMade"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncPredictionsMadeData


class TabletopIncSkillAppliedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: TabletopIncSkillCardId
    employee: Annotated[
        Literal[
            "S-objective",
            "S-upgrade",
            "S-freelancer",
            "S-research",
            "S-playtest",
            "S-specialist",
            "S-multiple",
            "S-develop",
            "S-publish",
            "S-box",
            "S-train",
            "S-item",
            "S-award",
            "S-play",
            "F01",
            "F02",
            "F03",
            "F04",
            "F05",
            "F06",
            "F07",
            "F08",
            "F09",
            "F10",
            "F11",
            "F12",
            "F13",
            "F14",
            "F15",
            "F16",
            "FOUNDER",
            "W-award3",
            "W-time-inspiration",
            "W-box-discount",
            "W-double-skills",
            "W-dollar-inspiration",
            "W-prediction-vp",
            "W-component-discount",
            "W-dollar-time",
            "W-no-penalty",
            "W-award1",
            "W-objective-bonus",
            "W-double-action",
            "W-award2",
        ],
        Field(
            description="the employee at the table, or the WOW or Founder card, the skill card is slotted behind"
        ),
    ]
    gain: Annotated[TabletopIncGains, Field(description="the skill card's benefit")]


class TabletopIncSkillAppliedEvent(EventFields):
    """
    Tabletop Inc.: a SkillApplied event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SkillApplied"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncSkillAppliedData


class TabletopIncSkillCardBoughtData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[
        Literal[
            "K01",
            "K02",
            "K03",
            "K04",
            "K05",
            "K06",
            "K07",
            "K08",
            "K09",
            "K10",
            "K11",
            "K12",
            "K13",
            "K14",
            "K15",
            "K16",
            "K17",
            "K18",
            "hidden",
        ]
        | None,
        Field(
            description="the card bought (null: none); the other viewers see hidden for a card"
        ),
    ]
    paid: TabletopIncResources
    returned: Annotated[
        list[TabletopIncSkillCardId | None],
        Field(
            description="card ids; a viewer other than the seat sees each as null (the count stays)"
        ),
    ]


class TabletopIncSkillCardBoughtEvent(EventFields):
    """
    Tabletop Inc.: a SkillCardBought event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SkillCardBought"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncSkillCardBoughtData


class TabletopIncSkillCardsDrawnData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[TabletopIncSkillCardId | None],
        Field(
            description="card ids; a viewer other than the seat sees each as null (the count stays)"
        ),
    ]


class TabletopIncSkillCardsDrawnEvent(EventFields):
    """
    Tabletop Inc.: a SkillCardsDrawn event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SkillCardsDrawn"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncSkillCardsDrawnData


class TabletopIncSkillDiscardedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[
        TabletopIncSkillCardId | None,
        Field(description="the top card discarded; null: the deck is empty"),
    ]
    zap: TabletopIncZapCardId


class TabletopIncSkillDiscardedEvent(EventFields):
    """
    Tabletop Inc.: a SkillDiscarded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SkillDiscarded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncSkillDiscardedData


class TableCreatedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: str
    rules_version: str
    options: Annotated[
        dict[str, Any], Field(description="the game's options, as the table was set")
    ]
    seats: list[SeatSpecData]
    seed_commitment: Annotated[str, Field(description="sha256 of the secret seed, hex")]
    clock: Annotated[
        Clock | None, Field(description="the time control (absent: untimed)")
    ] = None
    on_timeout: Literal["bot", "forfeit"] | None = None
    rematch_of: Annotated[
        str | None, Field(description="the finished table this one is a rematch of")
    ] = None
    rated: Annotated[
        bool | None,
        Field(description="true: the result counts for the players' ratings"),
    ] = None
    lifecycle: Annotated[
        int | None,
        Field(
            description="the hosting rules' version the table was created under (absent: 1); the audit re-decides by it"
        ),
    ] = None
    open_ttl: Annotated[
        int | None,
        Field(
            description="seconds the table stays open for its seats before it is abandoned (absent: 86400, the wait before lifecycle 3)"
        ),
    ] = None
    draw_seats: Annotated[
        bool | None,
        Field(
            description="true: the seats' order was drawn from the seed (a matched table), not taken as requested"
        ),
    ] = None


class TabletopIncTableCreatedEvent(EventFields):
    """
    Tabletop Inc.: a TableCreated event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableCreated"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableCreatedData


class TabletopIncTask(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    kind: Literal[
        "take",
        "hire",
        "play-card",
        "train",
        "gain",
        "buy",
        "upgrade",
        "publish",
        "award",
        "trade",
        "objective",
        "choose-action",
        "choose-freelancer",
        "flip",
        "predict",
    ]
    action: Annotated[
        Literal[
            "bonus",
            "basic",
            "hire-specialist",
            "hire-freelancer",
            "play-card",
            "train",
            "playtest",
            "research",
            "multiple",
            "item",
            "box",
            "develop",
            "upgrade",
            "publish",
            "award",
            "trade",
            "objective",
            "F01",
            "F02",
            "F03",
            "F04",
            "F05",
            "F06",
            "F07",
            "F08",
            "F09",
            "F10",
            "F11",
            "F12",
            "F13",
            "F14",
            "F15",
            "F16",
            "I01",
            "I02",
            "I03",
            "I04",
            "I05",
            "I06",
            "I07",
            "I08",
            "I09",
            "I10",
            "I11",
            "I12",
            "I13",
            "I14",
            "I15",
            "I16",
            "I17",
            "I18",
        ],
        Field(
            description="what queued it: a board action, a freelancer or item card, or bonus"
        ),
    ]
    choices: Annotated[
        list[TabletopIncResourceId] | None,
        Field(description="take: the resources to choose among"),
    ] = None
    max: Annotated[int | None, Field(description="take: the most to take")] = None
    exact: Annotated[
        bool | None, Field(description="take: exactly max, not up to max")
    ] = None
    track: Annotated[
        TabletopIncTrackId | None, Field(description="hire: the card track")
    ] = None
    free: Annotated[
        bool | None, Field(description="hire: no resource to pay for cards skipped")
    ] = None
    count: Annotated[int | None, Field(description="play-card: cards left to play")] = (
        None
    )
    discount: Annotated[int | None, Field(description="train, buy: off the price")] = (
        None
    )
    drawn: Annotated[
        bool | None, Field(description="train, objective: the cards are drawn")
    ] = None
    gain: Annotated[
        TabletopIncGains | None, Field(description="gain: what it gives")
    ] = None
    parts: Annotated[
        list[TabletopIncPartId] | None,
        Field(description="buy, upgrade: the parts it may take"),
    ] = None
    swap: Annotated[
        bool | None, Field(description="buy: playtests and research interchangeable")
    ] = None
    steps: Annotated[
        int | None, Field(description="upgrade: levels left to upgrade")
    ] = None
    specialist: Annotated[
        bool | None, Field(description="publish: by the publish specialist (a bonus)")
    ] = None
    leeway: Annotated[
        bool | None, Field(description="award: one level short allowed")
    ] = None
    keep: Annotated[
        int | None, Field(description="objective: the most cards to keep")
    ] = None


class TabletopIncTaskDoneData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    task: Annotated[
        TabletopIncTask | None, Field(description="the task as it was when it ended")
    ] = None
    end: Annotated[
        Literal["done", "skipped", "dropped"] | None,
        Field(
            description="done (answered or done by itself), skipped (by the player) or dropped (nothing could answer it)"
        ),
    ] = None


class TabletopIncTaskDoneEvent(EventFields):
    """
    Tabletop Inc.: a TaskDone event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TaskDone"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncTaskDoneData


class TabletopIncTaskUpdatedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    task: Annotated[
        TabletopIncTask, Field(description="the current task, counted down")
    ]


class TabletopIncTaskUpdatedEvent(EventFields):
    """
    Tabletop Inc.: a TaskUpdated event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TaskUpdated"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncTaskUpdatedData


class TabletopIncTasksQueuedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    tasks: Annotated[
        list[TabletopIncTask],
        Field(description="ahead of the tasks pending, first = next"),
    ]


class TabletopIncTasksQueuedEvent(EventFields):
    """
    Tabletop Inc.: a TasksQueued event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TasksQueued"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncTasksQueuedData


class TabletopIncTrackCycledData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    track: TabletopIncTrackId
    card: Annotated[
        TabletopIncSpecialistOrFreelancerOrItemId,
        Field(description="the far right card, put under its deck"),
    ]
    refill: Annotated[
        TabletopIncSpecialistOrFreelancerOrItemId | None,
        Field(description="the card put on the left; null: the deck is empty"),
    ]
    res: Annotated[
        TabletopIncResources,
        Field(description="the resources on the card removed (they stay on its space)"),
    ]


class TabletopIncTrackCycledEvent(EventFields):
    """
    Tabletop Inc.: a TrackCycled event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TrackCycled"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncTrackCycledData


class TabletopIncTrackRefilledData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    track: TabletopIncTrackId
    card: Annotated[
        TabletopIncSpecialistOrFreelancerOrItemId | None,
        Field(description="the card put on the left; null: the deck is empty"),
    ]


class TabletopIncTrackRefilledEvent(EventFields):
    """
    Tabletop Inc.: a TrackRefilled event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TrackRefilled"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncTrackRefilledData


class TabletopIncTrackRefreshedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    track: TabletopIncTrackId
    returned: Annotated[
        list[TabletopIncSpecialistOrFreelancerOrItemId],
        Field(description="the track's cards, shuffled back into the deck"),
    ]
    res: Annotated[TabletopIncResources, Field(description="the resources on them")]
    zap: TabletopIncZapCardId


class TabletopIncTrackRefreshedEvent(EventFields):
    """
    Tabletop Inc.: a TrackRefreshed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TrackRefreshed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncTrackRefreshedData


class TabletopIncWorkerPlacedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    worker: Annotated[
        TabletopIncWorkerOrSpecialistId,
        Field(description="worker (one of the four) or a specialist card"),
    ]
    space: Annotated[
        TabletopIncSpaceId,
        Field(description="a board space, or a freelancer card at the seat's table"),
    ]
    action: Annotated[
        Literal[
            "basic",
            "hire-specialist",
            "hire-freelancer",
            "play-card",
            "train",
            "playtest",
            "research",
            "multiple",
            "item",
            "box",
            "develop",
            "upgrade",
            "publish",
            "award",
            "trade",
            "objective",
            "F01",
            "F02",
            "F03",
            "F04",
            "F05",
            "F06",
            "F07",
            "F08",
            "F09",
            "F10",
            "F11",
            "F12",
            "F13",
            "F14",
            "F15",
            "F16",
        ],
        Field(description="the board action, or the freelancer card"),
    ]
    paid: Annotated[TabletopIncResources, Field(description="the safety cost paid")]
    bonus: Annotated[TabletopIncGains, Field(description="the space's bonus")]
    zap: Annotated[
        TabletopIncZapCardId | None,
        Field(description="a Muman-Bot's placement: its ZAP card"),
    ] = None


class TabletopIncWorkerPlacedEvent(EventFields):
    """
    Tabletop Inc.: a WorkerPlaced event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["WorkerPlaced"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncWorkerPlacedData


class TabletopIncZapDrawnData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: TabletopIncZapCardId
    reshuffled: Annotated[
        bool, Field(description="the discard pile became the deck first")
    ]
    action: Annotated[TabletopIncActionId, Field(description="the card's action")]


class TabletopIncZapDrawnEvent(EventFields):
    """
    Tabletop Inc.: a ZapDrawn event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ZapDrawn"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncZapDrawnData


class TabletopIncZapScoredData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: TabletopIncZapCardId
    difficulty: TabletopIncMuman
    box: Annotated[
        TabletopIncMuman,
        Field(description="the VP box used (Extreme falls back to Hard)"),
    ]
    vp: int


class TabletopIncZapScoredEvent(EventFields):
    """
    Tabletop Inc.: a ZapScored event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ZapScored"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopIncZapScoredData


TabletopIncEvent = TypeAliasType(
    "TabletopIncEvent",
    Annotated[
        TabletopIncAwardCardsDealtEvent
        | TabletopIncAwardRemovedEvent
        | TabletopIncAwardWonEvent
        | TabletopIncCardPlayedEvent
        | TabletopIncCardTakenEvent
        | TabletopIncClockExpiredEvent
        | TabletopIncDecisionTakenBackEvent
        | TabletopIncEndTriggeredEvent
        | TabletopIncFounderCardsGivenEvent
        | TabletopIncGameEndedEvent
        | TabletopIncGameFinishedEvent
        | TabletopIncGamePublishedEvent
        | TabletopIncGameStartedEvent
        | TabletopIncHourglassMovedEvent
        | TabletopIncItemUsedEvent
        | TabletopIncMumanPredictedEvent
        | TabletopIncMumanPredictionCorrectEvent
        | TabletopIncObjectiveDiscardedEvent
        | TabletopIncObjectivesDealtEvent
        | TabletopIncObjectivesDrawnEvent
        | TabletopIncObjectivesKeptEvent
        | TabletopIncPartBoughtEvent
        | TabletopIncPartUpgradedEvent
        | TabletopIncPowRemovedEvent
        | TabletopIncPowWowChosenEvent
        | TabletopIncPowWowDealtEvent
        | TabletopIncPowWowRevealedEvent
        | TabletopIncPredictionFlippedEvent
        | TabletopIncPredictionsDiscardedEvent
        | TabletopIncPredictionsMadeEvent
        | TabletopIncPredictionsRewardedEvent
        | TabletopIncRematchOpenedEvent
        | TabletopIncResourcesChangedEvent
        | TabletopIncSeatJoinedEvent
        | TabletopIncSeatLeftEvent
        | TabletopIncSeatResignedEvent
        | TabletopIncSeatReturnedEvent
        | TabletopIncSeedRevealedEvent
        | TabletopIncSkillAppliedEvent
        | TabletopIncSkillCardBoughtEvent
        | TabletopIncSkillCardsDrawnEvent
        | TabletopIncSkillDiscardedEvent
        | TabletopIncTableAbandonedEvent
        | TabletopIncTableAbortedEvent
        | TabletopIncTableCreatedEvent
        | TabletopIncTableStartedEvent
        | TabletopIncTaskDoneEvent
        | TabletopIncTaskUpdatedEvent
        | TabletopIncTasksQueuedEvent
        | TabletopIncTrackCycledEvent
        | TabletopIncTrackRefilledEvent
        | TabletopIncTrackRefreshedEvent
        | TabletopIncTradedEvent
        | TabletopIncTurnEndedEvent
        | TabletopIncVictoryClaimedEvent
        | TabletopIncWorkerPlacedEvent
        | TabletopIncWorkersCollectedEvent
        | TabletopIncZapDrawnEvent
        | TabletopIncZapScoredEvent,
        Field(description="An event of a Tabletop Inc. table.", discriminator="type"),
    ],
)


class TabletopIncEventPage(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-inc"]
    events: list[TabletopIncEvent]
    next: Annotated[
        str | None,
        Field(
            description="opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` header carries the same page's URL"
        ),
    ]


class TabletopIncCommandResult(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-inc"]
    version: Annotated[int, Field(description="the game's version after the command")]
    events: Annotated[
        list[TabletopIncEvent],
        Field(
            description="the events the command caused, as the commanding seat may see them"
        ),
    ]


class CorporateAnarchyBuyBuildingCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    building: CorporateAnarchyBuildingId
    square: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    type: Annotated[Literal["buy-building"], Field(description="Corporate Anarchy")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class CorporateAnarchyBuyCommandCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: CorporateAnarchyCommandCardId
    target: Annotated[int | None, Field(ge=0, le=3)] = None
    hq: Annotated[int | None, Field(ge=0, le=3)] = None
    square: Annotated[str | None, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")] = (
        None
    )
    type: Annotated[Literal["buy-command"], Field(description="Corporate Anarchy")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


CorporateAnarchyCommand = TypeAliasType(
    "CorporateAnarchyCommand",
    Annotated[
        CorporateAnarchyBuyBuildingCommand
        | CorporateAnarchyBuyCommandCommand
        | CorporateAnarchyEndTurnCommand
        | CorporateAnarchyMoveCommand
        | CorporateAnarchyPlaceTilesCommand
        | CorporateAnarchyRepositionBuildingCommand
        | CorporateAnarchyReturnHomeCommand
        | TableAbortCommand
        | TableLeaveCommand
        | TableResignCommand
        | TableReturnCommand
        | TableTakeBackCommand,
        Field(
            description="A command of a Corporate Anarchy table.", discriminator="type"
        ),
    ],
)


CorporateAnarchyMove = TypeAliasType(
    "CorporateAnarchyMove",
    Annotated[
        CorporateAnarchyPlaceTilesTemplate | CorporateAnarchyCommand,
        Field(
            description="A legal move of Corporate Anarchy: a complete command to post as is (`kind: command`), or a template (`kind: template`) describing a choice too large to list, to fill in and post"
        ),
    ],
)


class CorporateAnarchyLegalMoves(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["corporate-anarchy"]
    version: Annotated[int, Field(description="the version the moves were computed at")]
    seat: int
    moves: list[CorporateAnarchyMove]
    unavailable: Annotated[
        list[UnavailableMove],
        Field(
            description="moves a person would try now but may not, each with the rule's reason"
        ),
    ]
    lifecycle: Annotated[
        list[TableCommand],
        Field(
            description="the table commands the seat may post now (resign, leave, return, abort, take-back); kept apart so that a client playing any listed move never resigns by chance"
        ),
    ]
    take_back: Annotated[
        TakeBack, Field(description="whether the seat may take back its last move now")
    ]


class CorporateAnarchyPlacedTileData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    square: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    kind: CorporateAnarchyBaseTileId


class CorporateAnarchyBaseTilesPlacedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    tiles: Annotated[
        list[CorporateAnarchyPlacedTileData] | None,
        Field(
            description="where each base tile went; null for a viewer who is not the seat"
        ),
    ]
    start: Annotated[
        str | None,
        Field(
            description="the piece's start square; null for a viewer who is not the seat",
            pattern="^([0-3])-(?:([0-5])-([0-5])|p)$",
        ),
    ]
    count: Annotated[int, Field(description="how many base tiles were placed")]


class CorporateAnarchyBaseTilesPlacedEvent(EventFields):
    """
    Corporate Anarchy: a BaseTilesPlaced event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BaseTilesPlaced"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyBaseTilesPlacedData


class CorporateAnarchyBuildingBoughtData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    building: CorporateAnarchyBuildingId
    square: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    cost: int


class CorporateAnarchyBuildingBoughtEvent(EventFields):
    """
    Corporate Anarchy: a BuildingBought event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BuildingBought"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyBuildingBoughtData


class CorporateAnarchyBuildingRepositionedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    building: CorporateAnarchyBuildingId
    from_: Annotated[
        str, Field(alias="from", pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")
    ]
    to: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]


class CorporateAnarchyBuildingRepositionedEvent(EventFields):
    """
    Corporate Anarchy: a BuildingRepositioned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BuildingRepositioned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyBuildingRepositionedData


class CorporateAnarchyCommandBoughtData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: CorporateAnarchyCommandCardId
    cost: int
    target: Annotated[
        int | None, Field(description="the opponent, if the card needs one", ge=0, le=3)
    ]
    hq: Annotated[
        int | None, Field(description="the HQ, if the card needs one", ge=0, le=3)
    ]
    square: Annotated[
        str | None,
        Field(
            description="the opponent's face-down tile, if the card needs one",
            pattern="^([0-3])-(?:([0-5])-([0-5])|p)$",
        ),
    ]
    affected: Annotated[
        list[CorporateAnarchyCommandBoughtDataAffectedItem],
        Field(description="the seats a running effect hits"),
    ]


class CorporateAnarchyCommandBoughtEvent(EventFields):
    """
    Corporate Anarchy: a CommandBought event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CommandBought"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyCommandBoughtData


class CorporateAnarchyCommandCardsRestoredData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[CorporateAnarchyCommandCardId],
        Field(description="the cards flipped face up"),
    ]


class CorporateAnarchyCommandCardsRestoredEvent(EventFields):
    """
    Corporate Anarchy: a CommandCardsRestored event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CommandCardsRestored"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyCommandCardsRestoredData


class CorporateAnarchyFinePaidData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    amount: Annotated[int, Field(description="what the seat paid (at most its money)")]
    fine: int
    card: CorporateAnarchyCommandCardId


class CorporateAnarchyFinePaidEvent(EventFields):
    """
    Corporate Anarchy: a FinePaid event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["FinePaid"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyFinePaidData


class CorporateAnarchyIncomePaidData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    amount: Annotated[int, Field(description="money taken from the bag")]
    owed: Annotated[int, Field(description="the seat's income from its buildings")]
    blocked: Annotated[
        CorporateAnarchyCommandCardId | None,
        Field(description="the command card that stopped the income, or null"),
    ]


class CorporateAnarchyIncomePaidEvent(EventFields):
    """
    Corporate Anarchy: a IncomePaid event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["IncomePaid"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyIncomePaidData


class CorporateAnarchyTableCreatedEvent(EventFields):
    """
    Corporate Anarchy: a TableCreated event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableCreated"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableCreatedData


class CorporateAnarchyTileSpiedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    square: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    owner: Annotated[int, Field(ge=0, le=3)]
    kind: Annotated[
        CorporateAnarchyBaseTileId | None,
        Field(
            description="the tile; null for a viewer who is neither the spy nor the owner"
        ),
    ]


class CorporateAnarchyTileSpiedEvent(EventFields):
    """
    Corporate Anarchy: a TileSpied event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TileSpied"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyTileSpiedData


class CorporateAnarchyTileUncoveredData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    square: Annotated[str, Field(pattern="^([0-3])-(?:([0-5])-([0-5])|p)$")]
    owner: Annotated[int, Field(ge=0, le=3)]
    kind: CorporateAnarchyBaseTileId
    outcome: Literal["alarm", "sent-home", "vip-already-taken", "vip-taken"]


class CorporateAnarchyTileUncoveredEvent(EventFields):
    """
    Corporate Anarchy: a TileUncovered event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TileUncovered"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: CorporateAnarchyTileUncoveredData


CorporateAnarchyEvent = TypeAliasType(
    "CorporateAnarchyEvent",
    Annotated[
        CorporateAnarchyBaseTileRepositionedEvent
        | CorporateAnarchyBaseTilesBlockedOffEvent
        | CorporateAnarchyBaseTilesPlacedEvent
        | CorporateAnarchyBuildingBoughtEvent
        | CorporateAnarchyBuildingRepositionedEvent
        | CorporateAnarchyClockExpiredEvent
        | CorporateAnarchyCommandBoughtEvent
        | CorporateAnarchyCommandCardsRestoredEvent
        | CorporateAnarchyDecisionTakenBackEvent
        | CorporateAnarchyFinePaidEvent
        | CorporateAnarchyFirstPlayerRolledEvent
        | CorporateAnarchyGameEndedEvent
        | CorporateAnarchyGameFinishedEvent
        | CorporateAnarchyGameStartedEvent
        | CorporateAnarchyIncomePaidEvent
        | CorporateAnarchyMovedEvent
        | CorporateAnarchyPlayerEliminatedEvent
        | CorporateAnarchyRematchOpenedEvent
        | CorporateAnarchySeatJoinedEvent
        | CorporateAnarchySeatLeftEvent
        | CorporateAnarchySeatResignedEvent
        | CorporateAnarchySeatReturnedEvent
        | CorporateAnarchySeedRevealedEvent
        | CorporateAnarchySentHomeEvent
        | CorporateAnarchySetupCompletedEvent
        | CorporateAnarchyTableAbandonedEvent
        | CorporateAnarchyTableAbortedEvent
        | CorporateAnarchyTableCreatedEvent
        | CorporateAnarchyTableStartedEvent
        | CorporateAnarchyTileSpiedEvent
        | CorporateAnarchyTileUncoveredEvent
        | CorporateAnarchyTurnEndedEvent
        | CorporateAnarchyTurnStartedEvent
        | CorporateAnarchyVictoryClaimedEvent
        | CorporateAnarchyVipTakenEvent,
        Field(
            description="An event of a Corporate Anarchy table.", discriminator="type"
        ),
    ],
)


class CorporateAnarchyEventPage(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["corporate-anarchy"]
    events: list[CorporateAnarchyEvent]
    next: Annotated[
        str | None,
        Field(
            description="opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` header carries the same page's URL"
        ),
    ]


class CorporateAnarchyCommandResult(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["corporate-anarchy"]
    version: Annotated[int, Field(description="the game's version after the command")]
    events: Annotated[
        list[CorporateAnarchyEvent],
        Field(
            description="the events the command caused, as the commanding seat may see them"
        ),
    ]


class TabletopClimberPlayCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[TabletopClimberPlayCommandCard], Field(max_length=74, min_length=1)
    ]
    colour: TabletopClimberColour | None = None
    type: Annotated[Literal["play"], Field(description="Tabletop Climber")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


TabletopClimberCommand = TypeAliasType(
    "TabletopClimberCommand",
    Annotated[
        TabletopClimberDiscardCommand
        | TabletopClimberPassCommand
        | TabletopClimberPlayCommand
        | TabletopClimberSelectHandCommand
        | TabletopClimberTransferCardCommand
        | TableAbortCommand
        | TableLeaveCommand
        | TableResignCommand
        | TableReturnCommand
        | TableTakeBackCommand,
        Field(
            description="A command of a Tabletop Climber table.", discriminator="type"
        ),
    ],
)


class TabletopClimberSelectHandTemplate(Model):
    """
    Filled, one command of each shape: select-hand: `{"type": "select-hand", "cards": ["R-green-09", "I-blue-2", "I-red-3", "I-yellow-7", "D-05", "I-blue-4", "I-red-2"]}`; select-hand-climax: `{"type": "select-hand", "cards": ["R-yellow-11", "C-18", "I-blue-1", "M-05", "W-0", "I-green-7", "R-red-11", "R-blue-10", "I-red-1", "I-yellow-1", "I-red-6", "D-08", "W-7"]}`
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    from_: Annotated[
        list[TabletopClimberCardId],
        Field(
            alias="from", description="the team: choose the hand's cards among these"
        ),
    ]
    count: Annotated[
        int | None,
        Field(description="exactly this many cards (every season but the Climax)"),
    ] = None
    min: Annotated[
        int, Field(description="at least this many cards (= count but in the Climax)")
    ]
    max: Annotated[
        int, Field(description="at most this many cards (= count but in the Climax)")
    ]
    type: Literal["select-hand"]
    template: Annotated[
        Literal[True],
        Field(
            description="fill in the payload the other fields describe, then post it"
        ),
    ]
    kind: Annotated[
        Literal["template"],
        Field(description="a template: fill in the payload, then post it as a command"),
    ]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    fields: Annotated[
        dict[str, list[str]] | None,
        Field(
            description="a template's payload field → the catalogue ids that may fill it"
        ),
    ] = None
    fill: Annotated[
        TemplateFill | None,
        Field(
            description="how to fill the template, in the same words for every game: each payload field with its choices and limits, and the rules between fields (absent only at a table kept on an older rules version)"
        ),
    ] = None


TabletopClimberMove = TypeAliasType(
    "TabletopClimberMove",
    Annotated[
        TabletopClimberSelectHandTemplate | TabletopClimberCommand,
        Field(
            description="A legal move of Tabletop Climber: a complete command to post as is (`kind: command`), or a template (`kind: template`) describing a choice too large to list, to fill in and post"
        ),
    ],
)


class TabletopClimberLegalMoves(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-climber"]
    version: Annotated[int, Field(description="the version the moves were computed at")]
    seat: int
    moves: list[TabletopClimberMove]
    unavailable: Annotated[
        list[UnavailableMove],
        Field(
            description="moves a person would try now but may not, each with the rule's reason"
        ),
    ]
    lifecycle: Annotated[
        list[TableCommand],
        Field(
            description="the table commands the seat may post now (resign, leave, return, abort, take-back); kept apart so that a client playing any listed move never resigns by chance"
        ),
    ]
    take_back: Annotated[
        TakeBack, Field(description="whether the seat may take back its last move now")
    ]


class TabletopClimberAccidentHappenedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[TabletopClimberCardId | None],
        Field(
            description="the team card each seat lost face down (null: an empty team); null but a viewer's own"
        ),
    ]


class TabletopClimberAccidentHappenedEvent(EventFields):
    """
    Tabletop Climber: a AccidentHappened event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AccidentHappened"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberAccidentHappenedData


class TabletopClimberCardDiscardedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: TabletopClimberCardId


class TabletopClimberCardDiscardedEvent(EventFields):
    """
    Tabletop Climber: a CardDiscarded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CardDiscarded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberCardDiscardedData


class TabletopClimberCardsDealtData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    teams: Annotated[
        list[list[TabletopClimberCardId] | None],
        Field(
            description="each seat's team (7 Initial and 2 Reinforcement cards); null but a viewer's own"
        ),
    ]
    counts: Annotated[list[int], Field(description="each seat's team size (public)")]


class TabletopClimberCardsDealtEvent(EventFields):
    """
    Tabletop Climber: a CardsDealt event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CardsDealt"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberCardsDealtData


class TabletopClimberCardsPlayedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: list[TabletopClimberCardId]
    kind: Literal["single", "set", "run", "mountain"]
    count: Annotated[
        int, Field(description="the play's size (a set-of-two card counts 2)")
    ]
    value: Annotated[
        int | None,
        Field(description="the number to beat (a run's lowest); null for mountains"),
    ]
    colour: Annotated[
        TabletopClimberColour | None,
        Field(description="a run's colour; null otherwise"),
    ]
    effect: Annotated[
        Literal["reset", "reverse", "discard"] | None,
        Field(description="the icon effect the play activates, if any"),
    ]


class TabletopClimberCardsPlayedEvent(EventFields):
    """
    Tabletop Climber: a CardsPlayed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CardsPlayed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberCardsPlayedData


class TabletopClimberCardsTransferredData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[TabletopClimberCardId | None],
        Field(
            description="entry i: the card seat i passed to seat i + 1; null but to its receiver"
        ),
    ]


class TabletopClimberCardsTransferredEvent(EventFields):
    """
    Tabletop Climber: a CardsTransferred event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CardsTransferred"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberCardsTransferredData


class TabletopClimberGameStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    players: int
    gold_order: Annotated[
        list[TabletopClimberGoldSeasonCardId | None],
        Field(
            description="the gold season card of seasons 1-5; seasons 2-4 lie face down (null) for every viewer while the game runs, until SeasonStarted reveals them"
        ),
    ]


class TabletopClimberGameStartedEvent(EventFields):
    """
    Tabletop Climber: a GameStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberGameStartedData


class TabletopClimberHandSelectedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[TabletopClimberCardId] | None,
        Field(
            description="the hand cards chosen; null to every viewer but the event's seat"
        ),
    ]
    count: Annotated[
        int | None,
        Field(
            description="how many; null to every viewer but the event's seat (MainPhaseStarted announces it)"
        ),
    ]


class TabletopClimberHandSelectedEvent(EventFields):
    """
    Tabletop Climber: a HandSelected event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["HandSelected"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberHandSelectedData


class TabletopClimberReinforcementsDrawnData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[list[TabletopClimberCardId] | None],
        Field(description="the cards each seat drew; null but a viewer's own"),
    ]
    counts: Annotated[list[int], Field(description="how many each seat drew (public)")]


class TabletopClimberReinforcementsDrawnEvent(EventFields):
    """
    Tabletop Climber: a ReinforcementsDrawn event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ReinforcementsDrawn"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberReinforcementsDrawnData


class TabletopClimberSeasonEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    season: Annotated[int, Field(ge=1, le=5)]
    gold: TabletopClimberGoldSeasonCardId
    silver: TabletopClimberSilverSeasonCardId
    first: Annotated[int, Field(ge=0)]
    second: Annotated[int, Field(ge=0)]
    gold_vp: int
    silver_vp: int
    climax_bonus: Annotated[
        int, Field(description="Climax: hand cards beyond 12 of 1st")
    ]


class TabletopClimberSeasonEndedEvent(EventFields):
    """
    Tabletop Climber: a SeasonEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeasonEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberSeasonEndedData


class TabletopClimberSeasonStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    season: Annotated[int, Field(ge=1, le=5)]
    gold: TabletopClimberGoldSeasonCardId
    gold_vp: int
    silver: TabletopClimberSilverSeasonCardId
    silver_vp: int
    hand_size: Annotated[int, Field(description="hand cards to select this season")]


class TabletopClimberSeasonStartedEvent(EventFields):
    """
    Tabletop Climber: a SeasonStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["SeasonStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberSeasonStartedData


class TabletopClimberTableCreatedEvent(EventFields):
    """
    Tabletop Climber: a TableCreated event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableCreated"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableCreatedData


class TabletopClimberTransferCardChosenData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[
        TabletopClimberCardId | None,
        Field(
            description="the card to pass left; null to every viewer but the event's seat"
        ),
    ]


class TabletopClimberTransferCardChosenEvent(EventFields):
    """
    Tabletop Climber: a TransferCardChosen event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TransferCardChosen"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TabletopClimberTransferCardChosenData


TabletopClimberEvent = TypeAliasType(
    "TabletopClimberEvent",
    Annotated[
        TabletopClimberAccidentHappenedEvent
        | TabletopClimberCardDiscardedEvent
        | TabletopClimberCardsDealtEvent
        | TabletopClimberCardsPlayedEvent
        | TabletopClimberCardsTransferredEvent
        | TabletopClimberClockExpiredEvent
        | TabletopClimberDecisionTakenBackEvent
        | TabletopClimberFieldResetEvent
        | TabletopClimberGameEndedEvent
        | TabletopClimberGameFinishedEvent
        | TabletopClimberGameStartedEvent
        | TabletopClimberHandSelectedEvent
        | TabletopClimberMainPhaseStartedEvent
        | TabletopClimberPassedEvent
        | TabletopClimberPlayerFinishedEvent
        | TabletopClimberReinforcementsDrawnEvent
        | TabletopClimberRematchOpenedEvent
        | TabletopClimberSeasonEndedEvent
        | TabletopClimberSeasonStartedEvent
        | TabletopClimberSeatJoinedEvent
        | TabletopClimberSeatLeftEvent
        | TabletopClimberSeatResignedEvent
        | TabletopClimberSeatReturnedEvent
        | TabletopClimberSeedRevealedEvent
        | TabletopClimberStartCardGivenEvent
        | TabletopClimberStartCardPlayedEvent
        | TabletopClimberTableAbandonedEvent
        | TabletopClimberTableAbortedEvent
        | TabletopClimberTableCreatedEvent
        | TabletopClimberTableStartedEvent
        | TabletopClimberTransferCardChosenEvent
        | TabletopClimberVictoryClaimedEvent,
        Field(
            description="An event of a Tabletop Climber table.", discriminator="type"
        ),
    ],
)


class TabletopClimberEventPage(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-climber"]
    events: list[TabletopClimberEvent]
    next: Annotated[
        str | None,
        Field(
            description="opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` header carries the same page's URL"
        ),
    ]


class TabletopClimberCommandResult(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-climber"]
    version: Annotated[int, Field(description="the game's version after the command")]
    events: Annotated[
        list[TabletopClimberEvent],
        Field(
            description="the events the command caused, as the commanding seat may see them"
        ),
    ]


class InventingTheFutureAdvanceCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    track: InventingTheFutureTrackId
    type: Annotated[Literal["advance"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFutureChoosePhaseCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: InventingTheFuturePhaseId
    type: Annotated[Literal["choose-phase"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFutureConsultCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    colour: InventingTheFutureColour
    value: Annotated[int, Field(ge=1, le=6)]
    type: Annotated[Literal["consult"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFutureDraftCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    die: InventingTheFutureDieId
    space: Annotated[int | None, Field(ge=1, le=6)] = None
    type: Annotated[Literal["draft"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFutureFlipCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    track: InventingTheFutureTrackId
    type: Annotated[Literal["flip"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class TakenCube(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cube: InventingTheFutureTeamOrSpecialistId
    from_seat: Annotated[int | None, Field(ge=0, le=4)] = None


class InventingTheFutureHireCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    take: Annotated[list[TakenCube], Field(max_length=4)]
    type: Annotated[Literal["hire"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFutureReturnCubeCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cube: InventingTheFutureTeamOrSpecialistId
    type: Annotated[Literal["return-cube"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFutureRollCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    extra: InventingTheFutureColour
    type: Annotated[Literal["roll"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFutureTakeBonusCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cube: InventingTheFutureTeamOrSpecialistId | None = None
    from_seat: Annotated[int | None, Field(ge=0, le=4)] = None
    type: Annotated[Literal["take-bonus"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


class InventingTheFutureTroubleshootCommand(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    die: InventingTheFutureDieId
    value: Annotated[int, Field(ge=1, le=6)]
    type: Annotated[Literal["troubleshoot"], Field(description="Inventing the Future")]
    label: Annotated[
        str | None,
        Field(
            description="what the move does, in a sentence (/moves adds it; ignored when posted)"
        ),
    ] = None
    targets: Annotated[
        list[str] | None,
        Field(
            description="the catalogue ids the move acts on, in order (/moves adds them; ignored when posted)"
        ),
    ] = None
    rule: Annotated[
        str | None,
        Field(
            description="the section of the game's rules for players the move applies: a `sections` id of GET /v1/catalog/{game}/rules, e.g. `plays` (/moves adds it; ignored when posted)"
        ),
    ] = None
    kind: Annotated[
        Literal["command"] | None,
        Field(
            description="a complete command (/moves adds it to every listed command; ignored when posted)"
        ),
    ] = None


InventingTheFutureCommand = TypeAliasType(
    "InventingTheFutureCommand",
    Annotated[
        InventingTheFutureAdvanceCommand
        | InventingTheFutureChoosePhaseCommand
        | InventingTheFutureConsultCommand
        | InventingTheFutureDraftCommand
        | InventingTheFutureEndProgressCommand
        | InventingTheFutureFlipCommand
        | InventingTheFutureHireCommand
        | InventingTheFutureKeepSpecialistsCommand
        | InventingTheFuturePassDraftCommand
        | InventingTheFutureRainmakerCommand
        | InventingTheFutureReturnCubeCommand
        | InventingTheFutureRollCommand
        | InventingTheFutureTakeBonusCommand
        | InventingTheFutureTroubleshootCommand
        | TableAbortCommand
        | TableLeaveCommand
        | TableResignCommand
        | TableReturnCommand
        | TableTakeBackCommand,
        Field(
            description="A command of a Inventing the Future table.",
            discriminator="type",
        ),
    ],
)


InventingTheFutureMove = TypeAliasType(
    "InventingTheFutureMove",
    Annotated[
        InventingTheFutureCommand,
        Field(
            description="A legal move of Inventing the Future: a complete command to post as is (`kind: command`), or a template (`kind: template`) describing a choice too large to list, to fill in and post"
        ),
    ],
)


class InventingTheFutureLegalMoves(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["inventing-the-future"]
    version: Annotated[int, Field(description="the version the moves were computed at")]
    seat: int
    moves: list[InventingTheFutureMove]
    unavailable: Annotated[
        list[UnavailableMove],
        Field(
            description="moves a person would try now but may not, each with the rule's reason"
        ),
    ]
    lifecycle: Annotated[
        list[TableCommand],
        Field(
            description="the table commands the seat may post now (resign, leave, return, abort, take-back); kept apart so that a client playing any listed move never resigns by chance"
        ),
    ]
    take_back: Annotated[
        TakeBack, Field(description="whether the seat may take back its last move now")
    ]


class InventingTheFutureBonusTakenData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: InventingTheFuturePhaseId
    cube: InventingTheFutureTeamOrSpecialistId
    from_seat: Annotated[
        int | None,
        Field(description="the seat stolen from; null: the supply", ge=0, le=4),
    ]


class InventingTheFutureBonusTakenEvent(EventFields):
    """
    Inventing the Future: a BonusTaken event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BonusTaken"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureBonusTakenData


class InventingTheFutureCardFlippedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    track: Annotated[
        InventingTheFutureTrackId,
        Field(
            description="the development track, a catalogue id (GET /v1/catalog/inventing-the-future)"
        ),
    ]
    tier: Annotated[int, Field(description="0: ONE, 1: TWO, 2: THREE", ge=0, le=2)]
    card: InventingTheFutureDevelopmentCardId
    requirements: Annotated[
        list[InventingTheFutureCardFlippedDataRequirement],
        Field(description="[white, blue, red] teams each level of the card needs"),
    ]


class InventingTheFutureCardFlippedEvent(EventFields):
    """
    Inventing the Future: a CardFlipped event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CardFlipped"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureCardFlippedData


class InventingTheFutureCubeReturnedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cube: InventingTheFutureTeamOrSpecialistId


class InventingTheFutureCubeReturnedEvent(EventFields):
    """
    Inventing the Future: a CubeReturned event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CubeReturned"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureCubeReturnedData


class ItfHiringItem(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    row: InventingTheFutureTeamId | None = None
    space: Annotated[int | None, Field(ge=1, le=6)] = None
    recruiter: Annotated[
        int | None, Field(description="which Recruiter, from 1", ge=1)
    ] = None


class ItfTakenCube(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cube: InventingTheFutureTeamOrSpecialistId
    from_seat: Annotated[
        int | None,
        Field(description="the seat stolen from; null: the supply", ge=0, le=4),
    ]


class InventingTheFutureCubesHiredData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    item: ItfHiringItem
    take: list[ItfTakenCube]


class InventingTheFutureCubesHiredEvent(EventFields):
    """
    Inventing the Future: a CubesHired event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["CubesHired"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureCubesHiredData


class InventingTheFutureDevelopmentCardsDealtData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    tracks: Annotated[
        list[list[InventingTheFutureDevelopmentCardId | None]],
        Field(
            description="per track, its face-down cards ONE, TWO, THREE; null to every viewer while the game runs"
        ),
    ]
    unused: Annotated[
        list[InventingTheFutureDevelopmentCardId | None],
        Field(
            description="the cards left in the box; null to every viewer while the game runs"
        ),
    ]


class InventingTheFutureDevelopmentCardsDealtEvent(EventFields):
    """
    Inventing the Future: a DevelopmentCardsDealt event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DevelopmentCardsDealt"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureDevelopmentCardsDealtData


class ItfDie(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        InventingTheFutureDieId,
        Field(
            description="the die's catalogue id: a colour's first die in the throw is its die 1, the next its die 2 (GET /v1/catalog/inventing-the-future)"
        ),
    ]
    colour: InventingTheFutureColour
    value: Annotated[int, Field(ge=1, le=6)]


class InventingTheFutureDiceRolledData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    round: Annotated[int, Field(ge=1)]
    extra: Annotated[
        InventingTheFutureColour, Field(description="the extra die's colour")
    ]
    dice: Annotated[
        list[ItfDie],
        Field(description="the rolled dice, one of each colour then the extra die"),
    ]


class InventingTheFutureDiceRolledEvent(EventFields):
    """
    Inventing the Future: a DiceRolled event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DiceRolled"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureDiceRolledData


class InventingTheFutureDieAddedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    die: Annotated[
        InventingTheFutureDieId,
        Field(
            description="the catalogue id of the out-of-play die brought into play: die 2 of its colour (GET /v1/catalog/inventing-the-future)"
        ),
    ]
    colour: InventingTheFutureColour
    value: Annotated[int, Field(ge=1, le=6)]


class InventingTheFutureDieAddedEvent(EventFields):
    """
    Inventing the Future: a DieAdded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DieAdded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureDieAddedData


class InventingTheFutureDieDraftedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    die: Annotated[
        InventingTheFutureDieId,
        Field(
            description="the drafted die's catalogue id (GET /v1/catalog/inventing-the-future)"
        ),
    ]
    colour: InventingTheFutureColour
    value: Annotated[int, Field(ge=1, le=6)]
    space: Annotated[
        int, Field(description="where the wink goes in its row", ge=1, le=6)
    ]


class InventingTheFutureDieDraftedEvent(EventFields):
    """
    Inventing the Future: a DieDrafted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DieDrafted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureDieDraftedData


class InventingTheFutureDieResetData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    die: Annotated[
        InventingTheFutureDieId,
        Field(
            description="the catalogue id of the die given a new result (GET /v1/catalog/inventing-the-future)"
        ),
    ]
    colour: InventingTheFutureColour
    old: Annotated[int, Field(ge=1, le=6)]
    value: Annotated[int, Field(ge=1, le=6)]


class InventingTheFutureDieResetEvent(EventFields):
    """
    Inventing the Future: a DieReset event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["DieReset"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureDieResetData


class InventingTheFutureGameEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[int]], Field(description="groups of tied seats, best first")
    ]
    scores: Annotated[
        dict[str, InventingTheFutureScore],
        Field(description="seat → its score breakdown"),
    ]
    reason: Literal["tracks-completed", "turn-limit"]
    tracks: Annotated[
        list[list[InventingTheFutureDevelopmentCardId]],
        Field(description="every track's cards ONE, TWO, THREE, revealed"),
    ]
    unused: Annotated[
        list[InventingTheFutureDevelopmentCardId],
        Field(description="the cards left in the box, revealed"),
    ]


class InventingTheFutureGameEndedEvent(EventFields):
    """
    Inventing the Future: a GameEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureGameEndedData


class InventingTheFutureGameStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    players: int
    coins: Annotated[int, Field(description="each player's starting coins")]
    winks: Annotated[int, Field(description="winks per player")]
    income: Annotated[int, Field(description="starting public and private income")]
    tracks: list[InventingTheFutureGameStartedTrack]


class InventingTheFutureGameStartedEvent(EventFields):
    """
    Inventing the Future: a GameStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureGameStartedData


class InventingTheFutureHiringDeclinedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    item: ItfHiringItem
    reason: Literal["declined", "none-available"]


class InventingTheFutureHiringDeclinedEvent(EventFields):
    """
    Inventing the Future: a HiringDeclined event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["HiringDeclined"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureHiringDeclinedData


class InventingTheFutureHiringStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    items: list[ItfHiringItem]


class InventingTheFutureHiringStartedEvent(EventFields):
    """
    Inventing the Future: a HiringStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["HiringStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureHiringStartedData


class InventingTheFuturePawnAdvancedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    track: Annotated[
        InventingTheFutureTrackId,
        Field(
            description="the development track, a catalogue id (GET /v1/catalog/inventing-the-future)"
        ),
    ]
    to: Annotated[int, Field(ge=1, le=9)]
    card: InventingTheFutureDevelopmentCardId
    requirement: Annotated[
        list[int],
        Field(
            description="[white, blue, red] teams the level needs",
            max_length=3,
            min_length=3,
        ),
    ]
    allocation: Annotated[
        list[int],
        Field(
            description="[white, blue, red] teams on this track now",
            max_length=3,
            min_length=3,
        ),
    ]
    forced: Annotated[bool, Field(description="the advance a flip forced")]


class InventingTheFuturePawnAdvancedEvent(EventFields):
    """
    Inventing the Future: a PawnAdvanced event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PawnAdvanced"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFuturePawnAdvancedData


class InventingTheFuturePaydayResolvedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    income: Annotated[int, Field(description="the lesser of public and private income")]
    staff: int
    received: int
    paid: int
    owed: Annotated[int, Field(description="cubes to return for the unpaid rest")]
    returned: Annotated[
        list[InventingTheFutureTeamOrSpecialistId],
        Field(description="cubes returned at once (no choice left)"),
    ]


class InventingTheFuturePaydayResolvedEvent(EventFields):
    """
    Inventing the Future: a PaydayResolved event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PaydayResolved"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFuturePaydayResolvedData


class InventingTheFuturePhaseChosenData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: InventingTheFuturePhaseId
    space: Annotated[int, Field(ge=1, le=6)]
    removed: Annotated[
        list[InventingTheFuturePhaseChosenDataRemovedItem],
        Field(description="[seat, black space] of each wink removed"),
    ]
    actors: Annotated[
        list[InventingTheFuturePhaseChosenDataActor],
        Field(description="who executes the phase, in order"),
    ]
    automatic: Annotated[
        bool, Field(description="three players' automatic Progress (no chooser seat)")
    ]


class InventingTheFuturePhaseChosenEvent(EventFields):
    """
    Inventing the Future: a PhaseChosen event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PhaseChosen"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFuturePhaseChosenData


class InventingTheFuturePhaseEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: InventingTheFuturePhaseId


class InventingTheFuturePhaseEndedEvent(EventFields):
    """
    Inventing the Future: a PhaseEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PhaseEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFuturePhaseEndedData


class InventingTheFuturePhaseSkippedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: InventingTheFuturePhaseId
    reason: Literal["no-wink"]


class InventingTheFuturePhaseSkippedEvent(EventFields):
    """
    Inventing the Future: a PhaseSkipped event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["PhaseSkipped"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFuturePhaseSkippedData


class InventingTheFutureResearchTeamsPlacedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cube: Annotated[
        InventingTheFutureTeamId,
        Field(description="each player receives one cube of this kind"),
    ]
    box: int


class InventingTheFutureResearchTeamsPlacedEvent(EventFields):
    """
    Inventing the Future: a ResearchTeamsPlaced event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ResearchTeamsPlaced"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: InventingTheFutureResearchTeamsPlacedData


class InventingTheFutureTableCreatedEvent(EventFields):
    """
    Inventing the Future: a TableCreated event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableCreated"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableCreatedData


InventingTheFutureEvent = TypeAliasType(
    "InventingTheFutureEvent",
    Annotated[
        InventingTheFutureAllocationEndedEvent
        | InventingTheFutureBonusDeclinedEvent
        | InventingTheFutureBonusTakenEvent
        | InventingTheFutureCardFlippedEvent
        | InventingTheFutureClockExpiredEvent
        | InventingTheFutureCubeReturnedEvent
        | InventingTheFutureCubesHiredEvent
        | InventingTheFutureDecisionTakenBackEvent
        | InventingTheFutureDevelopmentCardsDealtEvent
        | InventingTheFutureDiceRolledEvent
        | InventingTheFutureDieAddedEvent
        | InventingTheFutureDieDraftedEvent
        | InventingTheFutureDieResetEvent
        | InventingTheFutureDraftSkippedEvent
        | InventingTheFutureFundingAppliedEvent
        | InventingTheFutureGameEndedEvent
        | InventingTheFutureGameFinishedEvent
        | InventingTheFutureGameStartedEvent
        | InventingTheFutureHiringDeclinedEvent
        | InventingTheFutureHiringStartedEvent
        | InventingTheFuturePawnAdvancedEvent
        | InventingTheFuturePaydayBonusPaidEvent
        | InventingTheFuturePaydayResolvedEvent
        | InventingTheFuturePhaseChoicePassedEvent
        | InventingTheFuturePhaseChosenEvent
        | InventingTheFuturePhaseEndedEvent
        | InventingTheFuturePhaseSkippedEvent
        | InventingTheFutureProgressEndedEvent
        | InventingTheFutureProgressStartedEvent
        | InventingTheFutureRainmakerUsedEvent
        | InventingTheFutureRematchOpenedEvent
        | InventingTheFutureResearchTeamsPlacedEvent
        | InventingTheFutureRoundEndedEvent
        | InventingTheFutureSeatJoinedEvent
        | InventingTheFutureSeatLeftEvent
        | InventingTheFutureSeatResignedEvent
        | InventingTheFutureSeatReturnedEvent
        | InventingTheFutureSeedRevealedEvent
        | InventingTheFutureSpecialistsKeptEvent
        | InventingTheFutureStartPlayerChosenEvent
        | InventingTheFutureTableAbandonedEvent
        | InventingTheFutureTableAbortedEvent
        | InventingTheFutureTableCreatedEvent
        | InventingTheFutureTableStartedEvent
        | InventingTheFutureTurnEndedEvent
        | InventingTheFutureTurnStartedEvent
        | InventingTheFutureVictoryClaimedEvent,
        Field(
            description="An event of a Inventing the Future table.",
            discriminator="type",
        ),
    ],
)


class InventingTheFutureEventPage(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["inventing-the-future"]
    events: list[InventingTheFutureEvent]
    next: Annotated[
        str | None,
        Field(
            description="opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` header carries the same page's URL"
        ),
    ]


class InventingTheFutureCommandResult(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["inventing-the-future"]
    version: Annotated[int, Field(description="the game's version after the command")]
    events: Annotated[
        list[InventingTheFutureEvent],
        Field(
            description="the events the command caused, as the commanding seat may see them"
        ),
    ]


class BiasEffectScore(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: Annotated[int, Field(description="1 for a winner, else 0")]
    identity: BiasEffectIdentityId
    satisfied: bool
    chips: int
    left: Annotated[int, Field(description="programmed LEFT beliefs at the end")]
    right: Annotated[int, Field(description="programmed RIGHT beliefs at the end")]


class BiasEffectAlgorithmCardDiscardedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[BiasEffectAlgorithmId, Field(description="discarded face up")]
    reason: Annotated[
        BiasEffectAlgorithmOrLifeId,
        Field(
            description="the algorithm (malware) or life card that made the seat discard"
        ),
    ]


class BiasEffectAlgorithmCardDiscardedEvent(EventFields):
    """
    Bias Effect: a AlgorithmCardDiscarded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AlgorithmCardDiscarded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectAlgorithmCardDiscardedData


class BiasEffectAlgorithmCardsDealtData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[list[BiasEffectAlgorithmId] | None],
        Field(
            description="per seat the cards it got; null for a seat the viewer is not"
        ),
    ]
    counts: Annotated[list[int], Field(description="per seat how many cards it got")]


class BiasEffectAlgorithmCardsDealtEvent(EventFields):
    """
    Bias Effect: a AlgorithmCardsDealt event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AlgorithmCardsDealt"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectAlgorithmCardsDealtData


class BiasEffectAlgorithmCardsDrawnData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    cards: Annotated[
        list[list[BiasEffectAlgorithmId] | None],
        Field(
            description="per seat the cards it got; null for a seat the viewer is not"
        ),
    ]
    counts: Annotated[list[int], Field(description="per seat how many cards it got")]


class BiasEffectAlgorithmCardsDrawnEvent(EventFields):
    """
    Bias Effect: a AlgorithmCardsDrawn event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AlgorithmCardsDrawn"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectAlgorithmCardsDrawnData


class BiasEffectAlgorithmPlayedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: BiasEffectAlgorithmId
    title: str
    kind: BiasEffectAlgorithmPlayedKind
    target: Annotated[
        int | None,
        Field(description="the other seat, if the card needs one", ge=0, le=4),
    ]
    belief: Annotated[
        BiasEffectBeliefId | None, Field(description="the belief purged, if any")
    ]
    side: Annotated[
        Literal["left", "right"] | None,
        Field(description="the side named, if the card needs one"),
    ]


class BiasEffectAlgorithmPlayedEvent(EventFields):
    """
    Bias Effect: a AlgorithmPlayed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AlgorithmPlayed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectAlgorithmPlayedData


class BiasEffectAlgorithmTradedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: BiasEffectAlgorithmId
    chips: Annotated[int, Field(description="chips paid from the bank")]


class BiasEffectAlgorithmTradedEvent(EventFields):
    """
    Bias Effect: a AlgorithmTraded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["AlgorithmTraded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectAlgorithmTradedData


class BiasEffectBeliefDeletedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    belief: BiasEffectBeliefId
    side: Literal["left", "right"]
    by: Annotated[
        int | None, Field(description="the bid winner; null on a tie", ge=0, le=4)
    ]
    tie: bool


class BiasEffectBeliefDeletedEvent(EventFields):
    """
    Bias Effect: a BeliefDeleted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BeliefDeleted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectBeliefDeletedData


class BiasEffectBeliefProgrammedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    belief: BiasEffectBeliefId
    side: Literal["left", "right"]
    source: Annotated[
        Literal[
            "bid",
            "A-01",
            "A-02",
            "A-03",
            "A-04",
            "A-05",
            "A-06",
            "A-07",
            "A-08",
            "A-09",
            "A-10",
            "A-11",
            "A-12",
            "A-13",
            "A-14",
            "A-15",
            "A-16",
            "A-17",
            "A-18",
            "A-19",
            "A-20",
            "A-21",
            "A-22",
            "A-23",
            "A-24",
            "A-25",
            "A-26",
            "A-27",
            "A-28",
            "A-29",
            "A-30",
            "A-31",
            "A-32",
            "A-33",
            "A-34",
            "A-35",
            "A-36",
            "A-37",
            "A-38",
            "A-39",
            "A-40",
            "A-41",
            "A-42",
            "A-43",
            "A-44",
            "A-45",
            "A-46",
            "A-47",
            "A-48",
            "A-49",
            "A-50",
            "A-51",
            "A-52",
            "A-53",
            "A-54",
            "A-55",
            "A-56",
            "A-57",
            "A-58",
            "A-59",
            "A-60",
            "A-61",
            "A-62",
            "A-63",
            "A-64",
            "A-65",
            "A-66",
            "A-67",
            "A-68",
            "A-69",
            "A-70",
            "A-71",
            "A-72",
            "A-73",
            "A-74",
            "A-75",
            "A-76",
            "A-77",
            "A-78",
            "A-79",
            "A-80",
            "A-81",
            "L-01",
            "L-02",
            "L-03",
            "L-04",
            "L-05",
            "L-06",
            "L-07",
            "L-08",
            "L-09",
            "L-10",
            "L-11",
            "L-12",
            "L-13",
            "L-14",
            "L-15",
            "L-16",
            "L-17",
            "L-18",
            "L-19",
            "L-20",
            "L-21",
            "L-22",
            "L-23",
            "L-24",
            "L-25",
            "L-26",
            "L-27",
            "L-28",
            "L-29",
            "L-30",
            "L-31",
            "L-32",
            "L-33",
            "L-34",
            "L-35",
            "L-36",
            "L-37",
            "L-38",
            "L-39",
            "L-40",
            "L-41",
            "L-42",
            "L-43",
            "L-44",
            "L-45",
            "L-46",
            "L-47",
            "L-48",
        ],
        Field(description="'bid', or the algorithm or life card that programmed it"),
    ]


class BiasEffectBeliefProgrammedEvent(EventFields):
    """
    Bias Effect: a BeliefProgrammed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BeliefProgrammed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectBeliefProgrammedData


class BiasEffectBeliefRemovedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    belief: BiasEffectBeliefId
    side: Literal["left", "right"]
    by: Annotated[
        int | None,
        Field(description="who played the card; null: a life card", ge=0, le=4),
    ]
    card: Annotated[
        BiasEffectAlgorithmOrLifeId,
        Field(description="the algorithm or life card that removed it"),
    ]


class BiasEffectBeliefRemovedEvent(EventFields):
    """
    Bias Effect: a BeliefRemoved event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BeliefRemoved"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectBeliefRemovedData


class BiasEffectBeliefRevealedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    belief: BiasEffectBeliefId
    side: Literal["left", "right"]
    title: str


class BiasEffectBeliefRevealedEvent(EventFields):
    """
    Bias Effect: a BeliefRevealed event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["BeliefRevealed"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectBeliefRevealedData


class BiasEffectChipsMovedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    deltas: Annotated[
        list[int], Field(description="per seat the chips gained (negative: lost)")
    ]
    bank: Annotated[int, Field(description="the bank's change")]
    reason: Annotated[
        BiasEffectAlgorithmOrLifeId,
        Field(description="the algorithm or life card that moved them"),
    ]


class BiasEffectChipsMovedEvent(EventFields):
    """
    Bias Effect: a ChipsMoved event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ChipsMoved"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectChipsMovedData


class BiasEffectGameEndedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[BiasEffectGameEndedDataRankingItem]],
        Field(description="groups of tied seats, best first"),
    ]
    scores: Annotated[
        dict[str, BiasEffectScore], Field(description="seat → its score breakdown")
    ]


class BiasEffectGameEndedEvent(EventFields):
    """
    Bias Effect: a GameEnded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameEnded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectGameEndedData


class BiasEffectGameFinishedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[int]], Field(description="groups of tied seats, best first")
    ]
    scores: Annotated[
        dict[str, BiasEffectScore | NoScore],
        Field(description="seat → its score breakdown"),
    ]
    resigned: Annotated[
        list[int] | None,
        Field(
            description="seats that resigned or forfeited, ranked last (absent: none)"
        ),
    ] = None
    forfeits: Annotated[
        list[int] | None, Field(description="of those, the seats whose clock ran out")
    ] = None


class BiasEffectGameFinishedEvent(EventFields):
    """
    Bias Effect: a GameFinished event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameFinished"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectGameFinishedData


class BiasEffectGameStartedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    players: int
    identities: Annotated[
        list[BiasEffectIdentityId], Field(description="each seat's identity, face up")
    ]
    chips: Annotated[int, Field(description="chips in each pouch")]
    bank: Annotated[int, Field(description="chips left in the bank")]
    autonomy_rounds: int
    start_player: Annotated[int, Field(ge=0, le=4)]


class BiasEffectGameStartedEvent(EventFields):
    """
    Bias Effect: a GameStarted event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["GameStarted"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectGameStartedData


class BiasEffectLifeCardDrawnData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: BiasEffectLifeId
    title: str
    leaning: Annotated[
        BiasEffectLeaning,
        Field(description="the A.I.'s leaning, which picks the effect"),
    ]
    effect: Annotated[str, Field(description="the text of the effect resolved")]


class BiasEffectLifeCardDrawnEvent(EventFields):
    """
    Bias Effect: a LifeCardDrawn event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["LifeCardDrawn"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectLifeCardDrawnData


class BiasEffectModifierData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(ge=0, le=4)]
    kind: BiasEffectModifierKind
    amount: int
    source: Annotated[str, Field(description="the title of the card played")]


class BiasEffectModifiersAddedData(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    mods: list[BiasEffectModifierData]


class BiasEffectModifiersAddedEvent(EventFields):
    """
    Bias Effect: a ModifiersAdded event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["ModifiersAdded"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: BiasEffectModifiersAddedData


class BiasEffectTableCreatedEvent(EventFields):
    """
    Bias Effect: a TableCreated event
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    type: Annotated[
        Literal["TableCreated"],
        Field(description="the event's type (each typed event fixes it)"),
    ]
    data: TableCreatedData


BiasEffectEvent = TypeAliasType(
    "BiasEffectEvent",
    Annotated[
        BiasEffectAlgorithmCardDiscardedEvent
        | BiasEffectAlgorithmCardsDealtEvent
        | BiasEffectAlgorithmCardsDrawnEvent
        | BiasEffectAlgorithmDeckReshuffledEvent
        | BiasEffectAlgorithmPassedEvent
        | BiasEffectAlgorithmPhaseStartedEvent
        | BiasEffectAlgorithmPlayedEvent
        | BiasEffectAlgorithmTradedEvent
        | BiasEffectAutonomyReachedEvent
        | BiasEffectBeliefDeckReshuffledEvent
        | BiasEffectBeliefDeletedEvent
        | BiasEffectBeliefProgrammedEvent
        | BiasEffectBeliefRemovedEvent
        | BiasEffectBeliefRevealedEvent
        | BiasEffectBidSealedEvent
        | BiasEffectBidsRevealedEvent
        | BiasEffectChipsMovedEvent
        | BiasEffectClockExpiredEvent
        | BiasEffectCounterResetEvent
        | BiasEffectDecisionTakenBackEvent
        | BiasEffectGameEndedEvent
        | BiasEffectGameFinishedEvent
        | BiasEffectGameStartedEvent
        | BiasEffectLifeCardDrawnEvent
        | BiasEffectLifeDeckReshuffledEvent
        | BiasEffectModifiersAddedEvent
        | BiasEffectRematchOpenedEvent
        | BiasEffectRoundEndedEvent
        | BiasEffectRoundStartedEvent
        | BiasEffectSeatJoinedEvent
        | BiasEffectSeatLeftEvent
        | BiasEffectSeatResignedEvent
        | BiasEffectSeatReturnedEvent
        | BiasEffectSeedRevealedEvent
        | BiasEffectTableAbandonedEvent
        | BiasEffectTableAbortedEvent
        | BiasEffectTableCreatedEvent
        | BiasEffectTableStartedEvent
        | BiasEffectTradeSkippedEvent
        | BiasEffectVictoryClaimedEvent,
        Field(description="An event of a Bias Effect table.", discriminator="type"),
    ],
)


class BiasEffectEventPage(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["bias-effect"]
    events: list[BiasEffectEvent]
    next: Annotated[
        str | None,
        Field(
            description="opaque cursor of the next page: pass it as `cursor` (null: this is the last page); the `Link` header carries the same page's URL"
        ),
    ]


class BiasEffectCommandResult(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["bias-effect"]
    version: Annotated[int, Field(description="the game's version after the command")]
    events: Annotated[
        list[BiasEffectEvent],
        Field(
            description="the events the command caused, as the commanding seat may see them"
        ),
    ]


Command = TypeAliasType(
    "Command",
    Annotated[
        TabletopIncCommand
        | CorporateAnarchyCommand
        | TabletopClimberCommand
        | InventingTheFutureCommand
        | BiasEffectCommand,
        Field(
            description="A command `{type, …payload}` of the table's game; each game's union is discriminated by `type` (the game's catalogue entry lists its types).",
            examples=[{"type": "leave"}],
        ),
    ],
)


class TabletopIncTrackSlotView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    card: Annotated[
        TabletopIncSpecialistOrFreelancerOrItemId,
        Field(
            description="specialist, freelancer or item card id (catalogue: GET /v1/catalog/tabletop-inc)"
        ),
    ]
    res: Annotated[TabletopIncResources, Field(description="resources on the card")]


class TabletopIncTracksView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    specialist: list[TabletopIncTrackSlotView]
    freelancer: list[TabletopIncTrackSlotView]
    item: list[TabletopIncTrackSlotView]


class TabletopIncShelvedAwardView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(description="the winner", ge=0, le=5)]
    level: TabletopIncLevel
    game: TabletopIncGame


class TabletopIncSpaceView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    action: Annotated[
        TabletopIncActionId,
        Field(description="action id (catalogue: GET /v1/catalog/tabletop-inc)"),
    ]
    cost: Annotated[TabletopIncResources, Field(description="the safety cost")]
    bonus: TabletopIncSpaceBonusView
    four_plus: Annotated[bool, Field(description="a space for games of 4+ players")]
    four_plus_closed: Annotated[
        bool, Field(description="a 4+ space closed at this table (fewer players)")
    ]
    part: Annotated[
        TabletopIncPartId | None,
        Field(
            description="part id (catalogue: GET /v1/catalog/tabletop-inc); upgrade spaces only: the part they upgrade"
        ),
    ] = None


class TabletopIncResultView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[TabletopIncResultViewRankingItem]],
        Field(description="groups of tied seats, best first (one seat each)"),
    ]
    scores: Annotated[
        dict[str, TabletopIncScore],
        Field(description="seat (as a string) -> its score breakdown"),
    ]


class TabletopIncZapCardView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    action: Annotated[
        TabletopIncActionId,
        Field(
            description="action id (catalogue: GET /v1/catalog/tabletop-inc); the action the Muman-Bot takes"
        ),
    ]
    vp: TabletopIncZapVpView
    adjust: Annotated[
        Literal["award", "objective", "freelancer", "item", "specialist", "skill"]
        | None,
        Field(
            description="the blue adjustment box: award, objective, skill (discard) or a card track (refresh); null: none"
        ),
    ]


class TabletopIncZapView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    active: Annotated[
        TabletopIncZapCardId | None,
        Field(
            description="ZAP card id (catalogue: GET /v1/catalog/tabletop-inc); the active card; null before the first draw"
        ),
    ]
    active_card: Annotated[
        TabletopIncZapCardView | None,
        Field(description="the active card's facts; null before the first draw"),
    ]
    deck: Annotated[int, Field(description="cards left to draw")]
    discard: Annotated[
        list[TabletopIncZapCardId],
        Field(
            description="ZAP card ids (catalogue: GET /v1/catalog/tabletop-inc); the discard pile, oldest first"
        ),
    ]


class TabletopIncDiscardsView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    objective: Annotated[
        list[TabletopIncObjectiveId],
        Field(
            description="objective card ids (catalogue: GET /v1/catalog/tabletop-inc)"
        ),
    ]
    skill: Annotated[
        list[TabletopIncSkillCardId],
        Field(description="skill card ids (catalogue: GET /v1/catalog/tabletop-inc)"),
    ]


class TabletopIncTableSlotView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    place: Annotated[
        TabletopIncTablePlaceId,
        Field(description="table place id (catalogue: GET /v1/catalog/tabletop-inc)"),
    ]
    card: Annotated[
        TabletopIncSpecialistOrFreelancerId | None,
        Field(
            description="specialist or freelancer card id (catalogue: GET /v1/catalog/tabletop-inc); null: no employee"
        ),
    ]
    skill: Annotated[
        TabletopIncSkillCardId | None,
        Field(
            description="skill card id (catalogue: GET /v1/catalog/tabletop-inc); null: none (yet)"
        ),
    ]


class TabletopIncGameInProgressView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: TabletopIncFrom | None
    mechanism: TabletopIncFrom | None
    component: TabletopIncFrom | None


class TabletopIncPublishedGameView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    box: Annotated[int, Field(ge=1, le=4)]
    mechanism: Annotated[int, Field(ge=1, le=4)]
    component: Annotated[int, Field(ge=1, le=4)]
    id: Annotated[
        TabletopIncPublishedGameId,
        Field(
            description="published game id (catalogue: GET /v1/catalog/tabletop-inc); the award command names it so"
        ),
    ]


class TabletopIncPlacedWorkerView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    worker: Annotated[
        TabletopIncWorkerOrSpecialistId,
        Field(
            description="worker or specialist card id (catalogue: GET /v1/catalog/tabletop-inc); worker: one of the four worker Mumans"
        ),
    ]
    space: Annotated[
        TabletopIncSpaceId,
        Field(
            description="action space or freelancer card id (catalogue: GET /v1/catalog/tabletop-inc)"
        ),
    ]


class TabletopIncPredictionCardView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    action: Annotated[
        TabletopIncPredictionId | None,
        Field(
            description="action id (catalogue: GET /v1/catalog/tabletop-inc); null while face down to a viewer other than the predictor"
        ),
    ]
    flipped: Annotated[
        bool, Field(description="came true (a human player's prediction)")
    ]


class TabletopIncPredictionView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    target: Annotated[int, Field(description="the opponent predicted", ge=0, le=5)]
    open: Annotated[
        Literal[True] | None,
        Field(description="present (true) only on a Muman-Bot's face-up predictions"),
    ] = None
    cards: Annotated[
        list[TabletopIncPredictionCardView],
        Field(description="a Muman-Bot's correct predictions leave the list"),
    ]


class TabletopIncDealtView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    wow: Annotated[
        list[TabletopIncWowCardId],
        Field(
            description="WOW card ids (catalogue: GET /v1/catalog/tabletop-inc); [] for a Muman-Bot"
        ),
    ]
    pow: Annotated[
        list[TabletopIncPowCardId],
        Field(
            description="POW card ids (catalogue: GET /v1/catalog/tabletop-inc); [] for a Muman-Bot"
        ),
    ]


class TabletopIncPlayerView1(Model):
    """
    the viewer's own choice: the WOW and POW card kept (both null for a Muman-Bot)
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    wow: TabletopIncWowCardId | None
    pow: TabletopIncPowCardId | None


class TabletopIncPlayerView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(description="the player's seat", ge=0, le=5)]
    res: TabletopIncResourceCountsView
    vp: Annotated[
        int, Field(description="victory points on the track (scored during the game)")
    ]
    skills: TabletopIncSkillTotalsView
    award_card: Annotated[
        TabletopIncAwardCardId,
        Field(description="award card id (catalogue: GET /v1/catalog/tabletop-inc)"),
    ]
    wow: Annotated[
        TabletopIncFounderCardOrWowCardId | None,
        Field(
            description="WOW or Founder card id (catalogue: GET /v1/catalog/tabletop-inc); null: before the POW/WOW cards are revealed, or a Muman-Bot in the pow-wow deal"
        ),
    ]
    pow: Annotated[
        TabletopIncPowCardId | None,
        Field(
            description="POW card id (catalogue: GET /v1/catalog/tabletop-inc); null: none (Founder deal, not revealed yet, removed, or a Muman-Bot)"
        ),
    ]
    hand: Annotated[
        list[TabletopIncSpecialistOrFreelancerId],
        Field(
            description="specialist or freelancer card ids (catalogue: GET /v1/catalog/tabletop-inc); in hand (public: taken from the face-up tracks)"
        ),
    ]
    hand_count: Annotated[
        int, Field(description="specialist and freelancer cards in hand")
    ]
    skill_hand_count: Annotated[int, Field(description="skill cards in hand")]
    table: Annotated[
        list[TabletopIncTableSlotView],
        Field(
            description="the 6 places of the table, from the WOW side and the POW side round the table",
            max_length=6,
            min_length=6,
        ),
    ]
    wow_skill: Annotated[
        TabletopIncSkillCardId | None,
        Field(
            description="skill card id (catalogue: GET /v1/catalog/tabletop-inc); slotted behind the WOW or Founder card; null: none"
        ),
    ]
    items: Annotated[
        list[TabletopIncItemId],
        Field(
            description="item card ids (catalogue: GET /v1/catalog/tabletop-inc); items held to use"
        ),
    ]
    permanent: Annotated[
        list[TabletopIncItemId],
        Field(
            description="item card ids (catalogue: GET /v1/catalog/tabletop-inc); permanent items (skills)"
        ),
    ]
    objectives: Annotated[
        list[TabletopIncObjectiveId],
        Field(
            description="objective card ids (catalogue: GET /v1/catalog/tabletop-inc); kept (public)"
        ),
    ]
    awards: Annotated[
        list[TabletopIncLevel], Field(description="the levels of the awards won")
    ]
    zap_awards: Annotated[
        list[TabletopIncLevel],
        Field(description="the levels of the awards a Muman-Bot removed"),
    ]
    game: TabletopIncGameInProgressView
    published: Annotated[
        list[TabletopIncPublishedGameView],
        Field(description="published games not submitted for an award, oldest first"),
    ]
    free_workers: Annotated[
        int, Field(description="worker Mumans not placed", ge=0, le=4)
    ]
    specialists_free: Annotated[
        list[TabletopIncSpecialistId],
        Field(
            description="specialist card ids (catalogue: GET /v1/catalog/tabletop-inc); specialists at the table not placed"
        ),
    ]
    placed: list[TabletopIncPlacedWorkerView]
    prediction: Annotated[
        TabletopIncPredictionView | None, Field(description="null: no prediction")
    ]
    skill_hand: Annotated[
        list[TabletopIncSkillCardId] | None,
        Field(
            description="skill card ids (catalogue: GET /v1/catalog/tabletop-inc); null for another seat"
        ),
    ]
    skill_offer: Annotated[
        list[TabletopIncSkillCardId] | None,
        Field(
            description="skill card ids (catalogue: GET /v1/catalog/tabletop-inc); drawn to buy one; another seat's: null while drawn, else []"
        ),
    ]
    objective_offer: Annotated[
        list[TabletopIncObjectiveId] | None,
        Field(
            description="objective card ids (catalogue: GET /v1/catalog/tabletop-inc); drawn to keep some; another seat's: null while drawn, else []"
        ),
    ]
    dealt: Annotated[
        TabletopIncDealtView | None,
        Field(
            description="the POW/WOW cards dealt (choose phase); null for another seat"
        ),
    ]
    chosen: Annotated[
        TabletopIncPlayerView1 | bool | None,
        Field(
            description="POW/WOW choice (choose phase; null otherwise and before choosing): the viewer's own as {wow, pow}, another seat's as true once made"
        ),
    ]


class TabletopIncSeatView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: Annotated[
        TabletopIncPhase,
        Field(description="choose: the POW/WOW deal is being chosen; play; over"),
    ]
    players_count: Annotated[int, Field(ge=2, le=6)]
    first: Annotated[int, Field(description="the first player's seat", ge=0, le=5)]
    deal: Annotated[
        Literal["founder", "pow-wow"],
        Field(description="Founder cards, or the POW/WOW deal"),
    ]
    turn: Annotated[
        int | None,
        Field(
            description="the seat whose turn it is; null in the choose phase and once the game is over",
            ge=0,
            le=5,
        ),
    ]
    to_act: Annotated[
        list[TabletopIncSeatViewToActItem],
        Field(description="seats whose input is awaited, ascending"),
    ]
    main_done: Annotated[
        bool,
        Field(description="the seat to play placed a worker or collected this turn"),
    ]
    pending: Annotated[
        list[TabletopIncTask],
        Field(description="the tasks of the current turn, first = current"),
    ]
    hourglass: Annotated[
        int, Field(description="the hourglass token's space (0: the game ends)", ge=0)
    ]
    end_by: Annotated[
        int | None,
        Field(
            description="the seat that moved the hourglass to 0; null: not yet",
            ge=0,
            le=5,
        ),
    ]
    final: Annotated[
        list[TabletopIncSeatViewFinalItem] | None,
        Field(
            description="seats still owed their last turn, in order; null: the end is not triggered"
        ),
    ]
    board: Annotated[
        dict[str, TabletopIncSeatViewBoardAdditionalProperty],
        Field(
            description="taken board spaces: action space id (catalogue: GET /v1/catalog/tabletop-inc) -> seat of the worker"
        ),
    ]
    tracks: TabletopIncTracksView
    decks: TabletopIncDeckCountsView
    supply: TabletopIncSupplyView
    shelf: TabletopIncShelfView
    shelved: Annotated[
        list[TabletopIncShelvedAwardView], Field(description="awards won, in order")
    ]
    spaces: Annotated[
        dict[str, TabletopIncSpaceView],
        Field(
            description="every board action space: id (catalogue: GET /v1/catalog/tabletop-inc) -> its facts"
        ),
    ]
    result: Annotated[
        TabletopIncResultView | None, Field(description="null until the game is over")
    ]
    muman: Annotated[
        dict[str, TabletopIncMuman],
        Field(description="the Muman-Bot seats: seat (as a string) -> difficulty"),
    ]
    track_refresh: Annotated[
        list[TabletopIncTrackId],
        Field(
            description="the card tracks of the card-track refresh variant ([]: not played)"
        ),
    ]
    zap: TabletopIncZapView
    discards: TabletopIncDiscardsView
    viewer: Annotated[int, Field(description="the viewer's seat", ge=0, le=5)]
    players: Annotated[
        list[TabletopIncPlayerView],
        Field(
            description="by seat; the viewer's own player in full, the others redacted"
        ),
    ]


class TabletopIncSpectatorPlayerView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(description="the player's seat", ge=0, le=5)]
    res: TabletopIncResourceCountsView
    vp: Annotated[
        int, Field(description="victory points on the track (scored during the game)")
    ]
    skills: TabletopIncSkillTotalsView
    award_card: Annotated[
        TabletopIncAwardCardId,
        Field(description="award card id (catalogue: GET /v1/catalog/tabletop-inc)"),
    ]
    wow: Annotated[
        TabletopIncFounderCardOrWowCardId | None,
        Field(
            description="WOW or Founder card id (catalogue: GET /v1/catalog/tabletop-inc); null: before the POW/WOW cards are revealed, or a Muman-Bot in the pow-wow deal"
        ),
    ]
    pow: Annotated[
        TabletopIncPowCardId | None,
        Field(
            description="POW card id (catalogue: GET /v1/catalog/tabletop-inc); null: none (Founder deal, not revealed yet, removed, or a Muman-Bot)"
        ),
    ]
    hand: Annotated[
        list[TabletopIncSpecialistOrFreelancerId],
        Field(
            description="specialist or freelancer card ids (catalogue: GET /v1/catalog/tabletop-inc); in hand (public: taken from the face-up tracks)"
        ),
    ]
    hand_count: Annotated[
        int, Field(description="specialist and freelancer cards in hand")
    ]
    skill_hand_count: Annotated[int, Field(description="skill cards in hand")]
    table: Annotated[
        list[TabletopIncTableSlotView],
        Field(
            description="the 6 places of the table, from the WOW side and the POW side round the table",
            max_length=6,
            min_length=6,
        ),
    ]
    wow_skill: Annotated[
        TabletopIncSkillCardId | None,
        Field(
            description="skill card id (catalogue: GET /v1/catalog/tabletop-inc); slotted behind the WOW or Founder card; null: none"
        ),
    ]
    items: Annotated[
        list[TabletopIncItemId],
        Field(
            description="item card ids (catalogue: GET /v1/catalog/tabletop-inc); items held to use"
        ),
    ]
    permanent: Annotated[
        list[TabletopIncItemId],
        Field(
            description="item card ids (catalogue: GET /v1/catalog/tabletop-inc); permanent items (skills)"
        ),
    ]
    objectives: Annotated[
        list[TabletopIncObjectiveId],
        Field(
            description="objective card ids (catalogue: GET /v1/catalog/tabletop-inc); kept (public)"
        ),
    ]
    awards: Annotated[
        list[TabletopIncLevel], Field(description="the levels of the awards won")
    ]
    zap_awards: Annotated[
        list[TabletopIncLevel],
        Field(description="the levels of the awards a Muman-Bot removed"),
    ]
    game: TabletopIncGameInProgressView
    published: Annotated[
        list[TabletopIncPublishedGameView],
        Field(description="published games not submitted for an award, oldest first"),
    ]
    free_workers: Annotated[
        int, Field(description="worker Mumans not placed", ge=0, le=4)
    ]
    specialists_free: Annotated[
        list[TabletopIncSpecialistId],
        Field(
            description="specialist card ids (catalogue: GET /v1/catalog/tabletop-inc); specialists at the table not placed"
        ),
    ]
    placed: list[TabletopIncPlacedWorkerView]
    prediction: Annotated[
        TabletopIncPredictionView | None, Field(description="null: no prediction")
    ]
    skill_hand: Annotated[
        None,
        Field(
            description="skill card ids (catalogue: GET /v1/catalog/tabletop-inc); always null: hidden"
        ),
    ]
    skill_offer: Annotated[
        list[str] | None,
        Field(
            description="null while skill cards are drawn (hidden), else []",
            max_length=0,
            min_length=0,
        ),
    ]
    objective_offer: Annotated[
        list[str] | None,
        Field(
            description="null while objective cards are drawn (hidden), else []",
            max_length=0,
            min_length=0,
        ),
    ]
    dealt: Annotated[None, Field(description="always null: hidden")]
    chosen: Annotated[
        bool | None,
        Field(
            description="POW/WOW choice made (choose phase; true for a Muman-Bot); null otherwise and before choosing"
        ),
    ]


class TabletopIncSpectatorView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: Annotated[
        TabletopIncPhase,
        Field(description="choose: the POW/WOW deal is being chosen; play; over"),
    ]
    players_count: Annotated[int, Field(ge=2, le=6)]
    first: Annotated[int, Field(description="the first player's seat", ge=0, le=5)]
    deal: Annotated[
        Literal["founder", "pow-wow"],
        Field(description="Founder cards, or the POW/WOW deal"),
    ]
    turn: Annotated[
        int | None,
        Field(
            description="the seat whose turn it is; null in the choose phase and once the game is over",
            ge=0,
            le=5,
        ),
    ]
    to_act: Annotated[
        list[TabletopIncSpectatorViewToActItem],
        Field(description="seats whose input is awaited, ascending"),
    ]
    main_done: Annotated[
        bool,
        Field(description="the seat to play placed a worker or collected this turn"),
    ]
    pending: Annotated[
        list[TabletopIncTask],
        Field(description="the tasks of the current turn, first = current"),
    ]
    hourglass: Annotated[
        int, Field(description="the hourglass token's space (0: the game ends)", ge=0)
    ]
    end_by: Annotated[
        int | None,
        Field(
            description="the seat that moved the hourglass to 0; null: not yet",
            ge=0,
            le=5,
        ),
    ]
    final: Annotated[
        list[TabletopIncSpectatorViewFinalItem] | None,
        Field(
            description="seats still owed their last turn, in order; null: the end is not triggered"
        ),
    ]
    board: Annotated[
        dict[str, TabletopIncSpectatorViewBoardAdditionalProperty],
        Field(
            description="taken board spaces: action space id (catalogue: GET /v1/catalog/tabletop-inc) -> seat of the worker"
        ),
    ]
    tracks: TabletopIncTracksView
    decks: TabletopIncDeckCountsView
    supply: TabletopIncSupplyView
    shelf: TabletopIncShelfView
    shelved: Annotated[
        list[TabletopIncShelvedAwardView], Field(description="awards won, in order")
    ]
    spaces: Annotated[
        dict[str, TabletopIncSpaceView],
        Field(
            description="every board action space: id (catalogue: GET /v1/catalog/tabletop-inc) -> its facts"
        ),
    ]
    result: Annotated[
        TabletopIncResultView | None, Field(description="null until the game is over")
    ]
    muman: Annotated[
        dict[str, TabletopIncMuman],
        Field(description="the Muman-Bot seats: seat (as a string) -> difficulty"),
    ]
    track_refresh: Annotated[
        list[TabletopIncTrackId],
        Field(
            description="the card tracks of the card-track refresh variant ([]: not played)"
        ),
    ]
    zap: TabletopIncZapView
    discards: TabletopIncDiscardsView
    viewer: Annotated[None, Field(description="always null: a spectator")]
    players: Annotated[
        list[TabletopIncSpectatorPlayerView],
        Field(description="by seat, every one redacted"),
    ]


class TabletopIncState(StateFields):
    """
    A State of a Tabletop Inc. table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["tabletop-inc"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        TabletopIncSeatView | TabletopIncSpectatorView | NoView,
        Field(
            description="what the caller sees of the Tabletop Inc. game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class CorporateAnarchyEffectView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    kind: Annotated[
        Literal["no-income", "no-purchase", "no-jump", "quarantine"],
        Field(
            description="the running effect; an effect id, catalogue id (GET /v1/catalog/corporate-anarchy), 'quarantine' being the Quarantine card's id"
        ),
    ]
    seat: Annotated[int, Field(description="the seat the effect hits", ge=0, le=3)]
    turns: Annotated[
        int, Field(description="the hit seat's turns the effect still lasts")
    ]
    from_turn: Annotated[
        int, Field(description="the turn number the card was bought on")
    ]
    card: Annotated[
        CorporateAnarchyCommandCardId,
        Field(
            description="the card that started the effect; a command card id, catalogue id (GET /v1/catalog/corporate-anarchy)"
        ),
    ]
    by: Annotated[int, Field(description="the seat that bought the card", ge=0, le=3)]
    hq: Annotated[
        int | None,
        Field(description="the quarantined HQ; null for the other effects", ge=0, le=3),
    ]


class CorporateAnarchySpiedView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    square: Annotated[
        str,
        Field(
            description="the spied tile's square; a square id, catalogue id (GET /v1/catalog/corporate-anarchy)",
            pattern="^([0-3])-(?:([0-5])-([0-5])|p)$",
        ),
    ]
    kind: Annotated[
        CorporateAnarchyBaseTileId,
        Field(
            description="the base tile; a base tile id, catalogue id (GET /v1/catalog/corporate-anarchy)"
        ),
    ]


class CorporateAnarchySeatView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: Annotated[
        Literal["setup", "play", "over"],
        Field(
            description="'setup': secret simultaneous placement; then 'play'; 'over'"
        ),
    ]
    viewer: Annotated[
        int | None,
        Field(
            description="the seat this view is for; null for a spectator", ge=0, le=3
        ),
    ]
    to_act: Annotated[
        list[CorporateAnarchySeatViewToActItem],
        Field(description="the seats awaited now, ascending"),
    ]
    current: Annotated[
        int | None,
        Field(description="the seat whose turn it is; null outside a turn", ge=0, le=3),
    ]
    sent_home: Annotated[
        int | None,
        Field(
            description="the seat a security guard took back, which must now choose its square along its HQ's outer edge (return-home); null otherwise",
            ge=0,
            le=3,
        ),
    ]
    repositioning: Annotated[
        int | None,
        Field(
            description="the seat whose new building blocked off one of its base tiles, which must now move a building tile of its HQ so there is a way through (reposition-building); null otherwise",
            ge=0,
            le=3,
        ),
    ]
    blocked_off: Annotated[
        list[CorporateAnarchySeatViewBlockedOffItem],
        Field(
            description="the base tiles (squares) that seat's buildings block off; empty otherwise"
        ),
    ]
    turn: Annotated[int, Field(description="turns started so far (0 during set-up)")]
    first_player: Annotated[
        int | None,
        Field(
            description="the seat that rolled highest; null during set-up", ge=0, le=3
        ),
    ]
    bought_building: Annotated[
        bool, Field(description="whether a building was bought this turn")
    ]
    bought_command: Annotated[
        bool, Field(description="whether a command card was bought this turn")
    ]
    bag: Annotated[int, Field(description="money tokens left in the bag")]
    money_total: Annotated[int, Field(description="money tokens in the game")]
    move_steps: Annotated[int, Field(description="squares a piece may move per turn")]
    players: Annotated[
        list[CorporateAnarchyPlayerView],
        Field(description="one per seat, in seat order"),
    ]
    effects: Annotated[
        list[CorporateAnarchyEffectView],
        Field(description="running commands, one entry per seat hit"),
    ]
    prices: CorporateAnarchyPricesView
    spied: Annotated[
        list[CorporateAnarchySpiedView],
        Field(
            description="tiles the viewer spied that still lie there, by square; always empty for a spectator"
        ),
    ]
    board: CorporateAnarchyBoardView
    winner: Annotated[
        int | None,
        Field(
            description="the winner; null while the game runs or when the round limit ended it",
            ge=0,
            le=3,
        ),
    ]
    result: Annotated[
        CorporateAnarchyResultView | None,
        Field(description="the final ranking and scores; null until the game is over"),
    ]


class CorporateAnarchyState(StateFields):
    """
    A State of a Corporate Anarchy table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["corporate-anarchy"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        CorporateAnarchySeatView | NoView,
        Field(
            description="what the caller sees of the Corporate Anarchy game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class TabletopClimberSeasonView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    season: Annotated[int, Field(ge=1, le=5)]
    gold: Annotated[
        TabletopClimberGoldSeasonCardId | None,
        Field(
            description="the season's Gold Season Card; null while it lies face down (seasons 2-4 until they start) (a Gold Season Card id, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    gold_name: Annotated[
        TabletopClimberRules | None,
        Field(description="its name; null while it lies face down"),
    ]
    gold_vp: Annotated[
        int | None,
        Field(
            description="what it gives the season's 1st; null while it lies face down",
            ge=0,
        ),
    ]
    silver: Annotated[
        TabletopClimberSilverSeasonCardId,
        Field(
            description="the season's Silver Season Card (a Silver Season Card id, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    silver_vp: Annotated[int, Field(description="what it gives the season's 2nd", ge=0)]
    hand_size: Annotated[
        int,
        Field(
            description="hand cards to select (the Climax season: at least this many)",
            ge=0,
        ),
    ]


class TabletopClimberSeasonResult(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    season: Annotated[int, Field(ge=1, le=5)]
    gold: Annotated[
        TabletopClimberGoldSeasonCardId,
        Field(
            description="the season's Gold Season Card (a Gold Season Card id, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    silver: Annotated[
        TabletopClimberSilverSeasonCardId,
        Field(
            description="the season's Silver Season Card (a Silver Season Card id, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    first: Annotated[int, Field(description="the seat that came 1st", ge=0)]
    second: Annotated[int, Field(description="the seat that came 2nd", ge=0)]
    gold_vp: Annotated[int, Field(ge=0)]
    silver_vp: Annotated[int, Field(ge=0)]
    climax_bonus: Annotated[
        int, Field(description="Climax: hand cards beyond 12 of the 1st", ge=0)
    ]


class TabletopClimberSeatPlayerView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(ge=0)]
    team_count: Annotated[
        int,
        Field(
            description="every card of the seat's team, wherever it lies this season (team, hand, lodge, played)",
            ge=0,
        ),
    ]
    hand_count: Annotated[
        int | None,
        Field(
            description="cards in hand; null for another seat's hand before the Main Phase (hands are announced when it starts), always a number for the viewer's own",
            ge=0,
        ),
    ]
    announced_hand_size: Annotated[
        int | None,
        Field(
            description="the hand size announced at the start of this season's Main Phase; null before it",
            ge=0,
        ),
    ]
    lodge_face_up: Annotated[
        list[TabletopClimberCardId],
        Field(
            description="the seat's lodge cards lying face up (played then reset, or discarded) (card ids, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    lodge_face_down_count: Annotated[
        int,
        Field(
            description="the seat's lodge cards lying face down (unused team cards, Accident cards)",
            ge=0,
        ),
    ]
    played: Annotated[
        list[TabletopClimberCardId],
        Field(
            description="the cards the seat played on the field since the last reset (card ids, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    passed: Annotated[bool, Field(description="passed until the next reset")]
    place: Annotated[
        int | None,
        Field(
            description="1 or 2 once the seat went out this season; null while it holds cards",
            ge=1,
            le=2,
        ),
    ]
    selected: Annotated[bool, Field(description="has selected this season's hand")]
    transfer_chosen: Annotated[
        bool, Field(description="Transfer season: has chosen the card to pass left")
    ]
    vp: TabletopClimberVp
    start_card: Annotated[bool, Field(description="holds the Start Card")]
    team: Annotated[
        list[TabletopClimberCardId] | None,
        Field(
            description="the viewer's own entry only: its team cards not in this season's hand (before hand selection: the whole team) (card ids, GET /v1/catalog/tabletop-climber)"
        ),
    ] = None
    hand: Annotated[
        list[TabletopClimberCardId] | None,
        Field(
            description="the viewer's own entry only: its hand (card ids, GET /v1/catalog/tabletop-climber)"
        ),
    ] = None
    lodge_face_down: Annotated[
        list[TabletopClimberCardId] | None,
        Field(
            description="the viewer's own entry only: its lodge cards lying face down (card ids, GET /v1/catalog/tabletop-climber)"
        ),
    ] = None
    transfer_card: Annotated[
        TabletopClimberCardId | None,
        Field(
            description="the viewer's own entry only. Transfer season: the card chosen to pass left, null until chosen and outside the transfer (a card id, GET /v1/catalog/tabletop-climber)"
        ),
    ] = None


class TabletopClimberTopPlay(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(description="who played it", ge=0)]
    kind: Annotated[
        Literal["start", "single", "set", "run", "mountain"],
        Field(
            description="start: the Start Card, which only a single (or mountains) beats"
        ),
    ]
    cards: Annotated[
        list[TabletopClimberCardId],
        Field(
            description="the cards played (empty for the Start Card) (card ids, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    count: Annotated[
        int, Field(description="the play's size (a set-of-two card counts 2)", ge=0)
    ]
    value: Annotated[
        int | None,
        Field(
            description="the number to beat (a run's lowest); null for the Start Card and mountains"
        ),
    ]
    colour: Annotated[
        TabletopClimberColour | None,
        Field(description="a run's colour; null otherwise"),
    ]


class TabletopClimberSeatView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: Annotated[
        TabletopClimberPhase,
        Field(
            description="transfer (Transfer season, before hand selection), select (hand selection), main, over; setup and end only in a past state between the events of one decision"
        ),
    ]
    season: Annotated[int, Field(description="1-5; 0 during setup", ge=0, le=5)]
    gold: Annotated[
        TabletopClimberGoldSeasonCardId | None,
        Field(
            description="the Gold Season Card in force; null during setup (a Gold Season Card id, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    rules: Annotated[
        TabletopClimberRules | None, Field(description="its name; null during setup")
    ]
    seasons: Annotated[
        list[TabletopClimberSeasonView], Field(description="the five seasons, in order")
    ]
    history: Annotated[
        list[TabletopClimberSeasonResult],
        Field(description="the finished seasons, in order"),
    ]
    players: Annotated[
        list[TabletopClimberSeatPlayerView],
        Field(description="one entry per seat, in seat order"),
    ]
    to_act: Annotated[
        list[TabletopClimberSeatViewToActItem],
        Field(description="the seats whose input is awaited, ascending"),
    ]
    turn: Annotated[
        int | None,
        Field(description="Main Phase: the seat to play; null outside it", ge=0),
    ]
    direction: Annotated[
        Literal["clockwise", "counterclockwise"] | None,
        Field(
            description="the turn order (counterclockwise in the Reverse season); null during setup"
        ),
    ]
    top: Annotated[
        TabletopClimberTopPlay | None,
        Field(description="the play to beat; null when the field is empty"),
    ]
    lower_wins: Annotated[
        bool,
        Field(
            description="lower numbers must be played (the Revolution season xor an active reverse icon)"
        ),
    ]
    reverse_icon_active: Annotated[
        bool, Field(description="a reverse icon is in force until the next reset")
    ]
    pending_discard: Annotated[
        int | None,
        Field(description="the seat owing a discard-icon discard, if any", ge=0),
    ]
    start_holder: Annotated[
        int | None,
        Field(
            description="the seat holding the Start Card; null before it is given out (setup)",
            ge=0,
        ),
    ]
    draw_pile_count: Annotated[
        int, Field(description="Reinforcement Cards left in the draw pile", ge=0)
    ]
    box_count: Annotated[
        int, Field(description="Initial Cards left in the box (undealt)", ge=0)
    ]
    viewer: Annotated[int, Field(description="the seat this view is for", ge=0)]
    result: Annotated[
        TabletopClimberResult | None,
        Field(description="the final result; null until the game is over"),
    ]


class TabletopClimberPlayerView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(ge=0)]
    team_count: Annotated[
        int,
        Field(
            description="every card of the seat's team, wherever it lies this season (team, hand, lodge, played)",
            ge=0,
        ),
    ]
    hand_count: Annotated[
        int | None,
        Field(
            description="cards in hand; null for another seat's hand before the Main Phase (hands are announced when it starts), always a number for the viewer's own",
            ge=0,
        ),
    ]
    announced_hand_size: Annotated[
        int | None,
        Field(
            description="the hand size announced at the start of this season's Main Phase; null before it",
            ge=0,
        ),
    ]
    lodge_face_up: Annotated[
        list[TabletopClimberCardId],
        Field(
            description="the seat's lodge cards lying face up (played then reset, or discarded) (card ids, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    lodge_face_down_count: Annotated[
        int,
        Field(
            description="the seat's lodge cards lying face down (unused team cards, Accident cards)",
            ge=0,
        ),
    ]
    played: Annotated[
        list[TabletopClimberCardId],
        Field(
            description="the cards the seat played on the field since the last reset (card ids, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    passed: Annotated[bool, Field(description="passed until the next reset")]
    place: Annotated[
        int | None,
        Field(
            description="1 or 2 once the seat went out this season; null while it holds cards",
            ge=1,
            le=2,
        ),
    ]
    selected: Annotated[bool, Field(description="has selected this season's hand")]
    transfer_chosen: Annotated[
        bool, Field(description="Transfer season: has chosen the card to pass left")
    ]
    vp: TabletopClimberVp
    start_card: Annotated[bool, Field(description="holds the Start Card")]


class TabletopClimberSpectatorView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: Annotated[
        TabletopClimberPhase,
        Field(
            description="transfer (Transfer season, before hand selection), select (hand selection), main, over; setup and end only in a past state between the events of one decision"
        ),
    ]
    season: Annotated[int, Field(description="1-5; 0 during setup", ge=0, le=5)]
    gold: Annotated[
        TabletopClimberGoldSeasonCardId | None,
        Field(
            description="the Gold Season Card in force; null during setup (a Gold Season Card id, GET /v1/catalog/tabletop-climber)"
        ),
    ]
    rules: Annotated[
        TabletopClimberRules | None, Field(description="its name; null during setup")
    ]
    seasons: Annotated[
        list[TabletopClimberSeasonView], Field(description="the five seasons, in order")
    ]
    history: Annotated[
        list[TabletopClimberSeasonResult],
        Field(description="the finished seasons, in order"),
    ]
    players: Annotated[
        list[TabletopClimberPlayerView],
        Field(description="one entry per seat, in seat order"),
    ]
    to_act: Annotated[
        list[TabletopClimberSpectatorViewToActItem],
        Field(description="the seats whose input is awaited, ascending"),
    ]
    turn: Annotated[
        int | None,
        Field(description="Main Phase: the seat to play; null outside it", ge=0),
    ]
    direction: Annotated[
        Literal["clockwise", "counterclockwise"] | None,
        Field(
            description="the turn order (counterclockwise in the Reverse season); null during setup"
        ),
    ]
    top: Annotated[
        TabletopClimberTopPlay | None,
        Field(description="the play to beat; null when the field is empty"),
    ]
    lower_wins: Annotated[
        bool,
        Field(
            description="lower numbers must be played (the Revolution season xor an active reverse icon)"
        ),
    ]
    reverse_icon_active: Annotated[
        bool, Field(description="a reverse icon is in force until the next reset")
    ]
    pending_discard: Annotated[
        int | None,
        Field(description="the seat owing a discard-icon discard, if any", ge=0),
    ]
    start_holder: Annotated[
        int | None,
        Field(
            description="the seat holding the Start Card; null before it is given out (setup)",
            ge=0,
        ),
    ]
    draw_pile_count: Annotated[
        int, Field(description="Reinforcement Cards left in the draw pile", ge=0)
    ]
    box_count: Annotated[
        int, Field(description="Initial Cards left in the box (undealt)", ge=0)
    ]
    viewer: Annotated[None, Field(description="always null: a spectator's view")]
    result: Annotated[
        TabletopClimberResult | None,
        Field(description="the final result; null until the game is over"),
    ]


class TabletopClimberState(StateFields):
    """
    A State of a Tabletop Climber table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["tabletop-climber"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        TabletopClimberSeatView | TabletopClimberSpectatorView | NoView,
        Field(
            description="what the caller sees of the Tabletop Climber game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class InventingTheFutureTrackCard(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    tier: Annotated[
        Literal["ONE", "TWO", "THREE"],
        Field(
            description="the tier, a catalogue id (GET /v1/catalog/inventing-the-future)"
        ),
    ]
    face_up: bool
    card: Annotated[
        InventingTheFutureDevelopmentCardId | None,
        Field(
            description="the development card, a catalogue id (GET /v1/catalog/inventing-the-future); null while face down (to every viewer)"
        ),
    ]
    requirements: Annotated[
        list[InventingTheFutureTeams] | None,
        Field(
            description="teams each level of the card needs, bottom to top; null while face down",
            max_length=3,
            min_length=3,
        ),
    ]
    levels: Annotated[
        list[InventingTheFutureTrackCardLevel],
        Field(
            description="the pawn positions on this card", max_length=3, min_length=3
        ),
    ]


class InventingTheFutureTrack(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    track: Annotated[
        InventingTheFutureTrackId,
        Field(
            description="the track, a catalogue id (GET /v1/catalog/inventing-the-future); commands and events name it so"
        ),
    ]
    name: Annotated[
        InventingTheFutureGameStartedTrack,
        Field(
            description="the track's title card (the catalogue's track entries carry it as their name)"
        ),
    ]
    cards: Annotated[
        list[InventingTheFutureTrackCard], Field(max_length=3, min_length=3)
    ]
    pawns: Annotated[
        list[InventingTheFutureTrackPawn],
        Field(
            description="each seat's pawn position on this track, by seat",
            max_length=5,
            min_length=2,
        ),
    ]
    at_end: Annotated[
        list[InventingTheFutureTrackAtEndItem],
        Field(description="seats whose pawn reached the end of this track"),
    ]


class InventingTheFutureDie(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        InventingTheFutureDieId,
        Field(
            description="the die, a catalogue id (GET /v1/catalog/inventing-the-future): a colour's first die in the throw is its die 1, the extra die or a Consultant's die its die 2"
        ),
    ]
    colour: InventingTheFutureColour
    value: Annotated[int, Field(ge=1, le=6)]
    taken: Annotated[
        int | None,
        Field(
            description="the seat that drafted it; null: still on the table", ge=0, le=4
        ),
    ]
    added: Annotated[bool, Field(description="an out-of-play die a Consultant added")]


class InventingTheFutureAllocation(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    round: Annotated[int, Field(ge=1, le=5)]
    roller: Annotated[
        int, Field(description="who rolls (or rolled) the dice this round", ge=0, le=4)
    ]
    dice: Annotated[
        list[InventingTheFutureDie] | None,
        Field(description="the dice of this round; null: not rolled yet"),
    ]
    order: Annotated[
        list[InventingTheFutureAllocationOrderItem],
        Field(description="who drafts, in order (empty until the dice are rolled)"),
    ]
    pos: Annotated[int, Field(description="index in order of who drafts next", ge=0)]
    window: Annotated[
        list[InventingTheFutureAllocationWindowItem],
        Field(
            description="before the next draft, the other seats (from the drafter's left, in turn order) still to be offered their Troubleshooters and Consultants; the first that holds one it can use is awaited (react)"
        ),
    ]


class InventingTheFutureHiringItem(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    row: InventingTheFutureTeamId | None = None
    space: Annotated[int | None, Field(ge=1, le=6)] = None
    recruiter: Annotated[
        int | None, Field(description="which Recruiter, from 1", ge=1)
    ] = None


class InventingTheFutureTask(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    kind: Literal["rainmaker", "return", "hire", "progress"]
    left: Annotated[
        int | None, Field(description="kind rainmaker: uses left", ge=1)
    ] = None
    owed: Annotated[
        int | None,
        Field(description="kind return: cubes still to return at Payday", ge=1),
    ] = None
    items: Annotated[
        list[InventingTheFutureHiringItem] | None,
        Field(
            description="kind hire: the hirings left, the first one now", min_length=1
        ),
    ] = None
    points: Annotated[
        int | None, Field(description="kind progress: levels left to advance", ge=0)
    ] = None
    alloc: Annotated[
        list[InventingTheFutureTaskAllocItem] | None,
        Field(
            description="kind progress: per track, the [white, blue, red] teams assigned to it",
            max_length=3,
            min_length=3,
        ),
    ] = None


class InventingTheFutureResolution(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    choosers: Annotated[
        list[InventingTheFutureResolutionChooser],
        Field(description="who chooses a phase, in order"),
    ]
    ci: Annotated[int, Field(description="index in choosers of who is next", ge=0)]
    phase: Annotated[
        InventingTheFuturePhaseId | None,
        Field(
            description="the phase being resolved, a catalogue id (GET /v1/catalog/inventing-the-future); null: none"
        ),
    ]
    chooser: Annotated[
        int | None,
        Field(
            description="who chose the phase; null: none, or the automatic Progress",
            ge=0,
            le=4,
        ),
    ]
    automatic: Annotated[
        bool, Field(description="three players' automatic Progress phase")
    ]
    bonus: Annotated[bool, Field(description="the chooser's bonus is still to take")]
    actors: Annotated[
        list[InventingTheFutureResolutionActor],
        Field(description="who executes the phase, in order"),
    ]
    ai: Annotated[int, Field(description="index in actors of who acts", ge=0)]
    task: Annotated[
        InventingTheFutureTask | None,
        Field(description="the acting seat's task; null: not started"),
    ]
    resolved: Annotated[
        list[InventingTheFuturePhaseId],
        Field(
            description="phases resolved this game turn, each a catalogue id (GET /v1/catalog/inventing-the-future)"
        ),
    ]


class InventingTheFutureBoardBox(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    kind: Literal["phase", "wild", "funding", "hire", "progress"]
    phase: Annotated[
        InventingTheFuturePhaseId | None,
        Field(
            description="kind phase: the phase a wink here chooses, a catalogue id (GET /v1/catalog/inventing-the-future)"
        ),
    ] = None
    public: Annotated[
        int | None, Field(description="kind funding: public income raised", ge=0)
    ] = None
    private: Annotated[
        int | None, Field(description="kind funding: private income raised", ge=0)
    ] = None
    cash: Annotated[
        int | None, Field(description="kind funding: coins taken", ge=0)
    ] = None
    cubes: Annotated[
        list[Literal["white", "team", "blue", "any", "red", "specialist"]] | None,
        Field(
            description="kind hire: the cubes taken, each a catalogue id (GET /v1/catalog/inventing-the-future): a team colour, or the choices team, specialist or any"
        ),
    ] = None
    steal: Annotated[
        bool | None,
        Field(description="kind hire: the hand icon (the cubes are stolen)"),
    ] = None
    levels: Annotated[int | None, Field(description="kind progress: levels", ge=1)] = (
        None
    )


class InventingTheFutureBoard(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    black: Annotated[
        list[InventingTheFutureBoardBox],
        Field(description="the black row, spaces 1-6", max_length=6, min_length=6),
    ]
    green: Annotated[
        list[InventingTheFutureBoardBox],
        Field(description="the green row, spaces 1-6", max_length=6, min_length=6),
    ]
    white: Annotated[
        list[InventingTheFutureBoardBox],
        Field(description="the white row, spaces 1-6", max_length=6, min_length=6),
    ]
    blue: Annotated[
        list[InventingTheFutureBoardBox],
        Field(description="the blue row, spaces 1-6", max_length=6, min_length=6),
    ]
    red: Annotated[
        list[InventingTheFutureBoardBox],
        Field(description="the red row, spaces 1-6", max_length=6, min_length=6),
    ]


class InventingTheFutureView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    stage: Annotated[
        Literal["setup", "allocation", "resolution", "between", "over"],
        Field(
            description="setup (before the first game turn) and between (between two game turns) occur only inside a batch of events, so only in a state at a past version"
        ),
    ]
    turn: Annotated[int, Field(description="the game turn (0 in setup)", ge=0)]
    start: Annotated[
        int | None,
        Field(description="the start player; null in setup until chosen", ge=0, le=4),
    ]
    to_act: Annotated[
        list[InventingTheFutureViewToActItem],
        Field(
            description="the seat whose decision is awaited (empty: none)", max_length=1
        ),
    ]
    awaiting: Annotated[
        Literal[
            "roll",
            "draft",
            "react",
            "choose-phase",
            "bonus",
            "rainmaker",
            "return-cube",
            "hire",
            "progress",
        ]
        | None,
        Field(description="the decision awaited from to_act; null: none"),
    ]
    players: Annotated[
        list[InventingTheFuturePlayer],
        Field(description="by seat", max_length=5, min_length=2),
    ]
    supply: Annotated[
        InventingTheFutureCubeCounts, Field(description="the cubes left in the supply")
    ]
    bank: Annotated[
        int,
        Field(
            description="coins in the bank, in billions; may fall below 0 (coins are not countermix limited)"
        ),
    ]
    tracks: Annotated[
        list[InventingTheFutureTrack],
        Field(
            description="Flying Car, Teleportation, Time Travel",
            max_length=3,
            min_length=3,
        ),
    ]
    unused_cards: Annotated[
        int, Field(description="development cards left unseen in the box", ge=0)
    ]
    allocation: Annotated[
        InventingTheFutureAllocation | None,
        Field(description="null outside the Dice Allocation Phase"),
    ]
    resolution: Annotated[
        InventingTheFutureResolution | None,
        Field(description="null outside the Table Resolution Phase"),
    ]
    board: InventingTheFutureBoard
    scoring_track: Annotated[
        list[InventingTheFutureViewScoringTrackItem],
        Field(
            description="points of a pawn by its position, 0 to the end",
            max_length=10,
            min_length=10,
        ),
    ]
    winks_per_player: Annotated[int, Field(ge=1)]
    viewer: Annotated[
        int | None,
        Field(description="the seat this view is for; null: a spectator", ge=0, le=4),
    ]
    result: Annotated[
        InventingTheFutureResult | None,
        Field(description="null until the game is over"),
    ]


class InventingTheFutureState(StateFields):
    """
    A State of a Inventing the Future table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["inventing-the-future"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        InventingTheFutureView | NoView,
        Field(
            description="what the caller sees of the Inventing the Future game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class BiasEffectAlgorithmCard(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        BiasEffectAlgorithmId,
        Field(description="algorithm card id (catalogue: GET /v1/catalog/bias-effect)"),
    ]
    title: str
    kind: BiasEffectAlgorithmPlayedKind
    amount: Annotated[int, Field(description="the n of its effect text (0 if none)")]
    trade: Annotated[int, Field(description="chips for trading it in", ge=0)]
    needs: Annotated[
        Literal["belief", "target", "side"] | None,
        Field(description="the parameter play-algorithm needs with it (null: none)"),
    ]
    text: str


class BiasEffectSeatPlayerView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(ge=0, le=4)]
    identity: BiasEffectIdentityId
    identity_text: Annotated[
        str, Field(description="the identity card's win condition")
    ]
    chips: Annotated[
        int,
        Field(
            description="chips in the pouch (a sealed bid stays in it until the reveal)",
            ge=0,
        ),
    ]
    hand_count: Annotated[int, Field(description="algorithm cards in hand", ge=0)]
    traded: Annotated[bool, Field(description="done with this round's trade (or skip)")]
    has_bid: Annotated[bool, Field(description="has sealed a bid this round")]
    bias_bonus: Annotated[
        int, Field(description="what the programmed beliefs add to its bid now", ge=0)
    ]
    satisfied_now: Annotated[
        bool, Field(description="its identity would win right now")
    ]
    hand: Annotated[
        list[BiasEffectAlgorithmCard] | None,
        Field(description="the viewer's own algorithm cards (only in its own entry)"),
    ] = None
    sealed_bid: Annotated[
        int | None,
        Field(
            description="the viewer's own sealed bid, null while it has none sealed (only in its own entry)",
            ge=0,
        ),
    ] = None


class BiasEffectBeliefCard(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        BiasEffectBeliefId,
        Field(description="belief card id (catalogue: GET /v1/catalog/bias-effect)"),
    ]
    side: Literal["left", "right"]
    title: str
    topic: str
    text: str


class BiasEffectModifierView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(description="the seat whose bid it changes", ge=0, le=4)]
    kind: BiasEffectModifierKind
    amount: int
    source: Annotated[
        str, Field(description="the title (not the id) of the card played")
    ]


class BiasEffectLifeCard(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        BiasEffectLifeId,
        Field(description="life card id (catalogue: GET /v1/catalog/bias-effect)"),
    ]
    title: str
    right: Annotated[str, Field(description="the RED effect (A.I. RIGHT-LEANING)")]
    left: Annotated[str, Field(description="the BLUE effect (A.I. LEFT-LEANING)")]
    neutral: Annotated[str, Field(description="the BLACK effect (equal or no beliefs)")]
    leaning: Annotated[
        BiasEffectLeaning,
        Field(description="the A.I.'s leaning when it was drawn: the effect resolved"),
    ]


class BiasEffectDiscardsView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    algorithm: Annotated[
        list[BiasEffectAlgorithmId],
        Field(
            description="traded, played and discarded algorithm cards: algorithm card ids (catalogue: GET /v1/catalog/bias-effect)"
        ),
    ]
    belief: Annotated[
        list[BiasEffectBeliefId],
        Field(
            description="deleted and removed beliefs: belief card ids (catalogue: GET /v1/catalog/bias-effect)"
        ),
    ]
    life: Annotated[
        list[BiasEffectLifeId],
        Field(
            description="resolved life cards: life card ids (catalogue: GET /v1/catalog/bias-effect)"
        ),
    ]


class BiasEffectResultScoreView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    total: Annotated[int, Field(description="1 for a winner, else 0")]
    identity: BiasEffectIdentityId
    satisfied: bool
    chips: Annotated[int, Field(description="chips in the pouch at the end", ge=0)]
    left: Annotated[int, Field(description="programmed LEFT beliefs at the end", ge=0)]
    right: Annotated[
        int, Field(description="programmed RIGHT beliefs at the end", ge=0)
    ]


class BiasEffectResultView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    ranking: Annotated[
        list[list[BiasEffectResultViewRankingItem]],
        Field(description="groups of tied seats, best first"),
    ]
    scores: Annotated[
        dict[str, BiasEffectResultScoreView],
        Field(description="seat number (as a string) → its score breakdown"),
    ]


class BiasEffectSeatView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: Annotated[
        BiasEffectPhase,
        Field(
            description="trade (phase 1), bid (phase 2, sealed), choose (the bid winner programs or deletes), algorithm (phase 4), over; setup, resolve and end only pass inside a command's events"
        ),
    ]
    round: Annotated[
        int,
        Field(
            description="the autonomy counter: ROUND 1.., one more is the robot space (0 before the first round)",
            ge=0,
        ),
    ]
    autonomy: BiasEffectAutonomyView
    players: Annotated[
        list[BiasEffectSeatPlayerView],
        Field(
            description="the seats, in seat order; the viewer's own entry also has hand and sealed_bid"
        ),
    ]
    bank: Annotated[int, Field(description="chips in the bank", ge=0)]
    belief: Annotated[
        BiasEffectBeliefCard | None,
        Field(description="the belief up for bids, null when none is"),
    ]
    programmed: Annotated[
        list[BiasEffectBeliefCard],
        Field(description="the beliefs programmed into the A.I., oldest first"),
    ]
    left: Annotated[int, Field(description="programmed LEFT beliefs", ge=0)]
    right: Annotated[int, Field(description="programmed RIGHT beliefs", ge=0)]
    leaning: Annotated[
        BiasEffectLeaning,
        Field(description="the A.I.'s leaning now (neutral: equal or no beliefs)"),
    ]
    revealed: Annotated[
        BiasEffectRevealedBidsView | None,
        Field(
            description="the latest reveal of the bids; null while a belief awaits bids (and before any)"
        ),
    ]
    winner: Annotated[
        int | None,
        Field(
            description="this round's bid winner, null before the reveal or on a tie",
            ge=0,
            le=4,
        ),
    ]
    modifiers: Annotated[
        list[BiasEffectModifierView],
        Field(description="bid modifiers waiting for the next reveal"),
    ]
    life: Annotated[
        BiasEffectLifeCard | None,
        Field(description="the life card drawn last, null before the first"),
    ]
    algorithm_order: Annotated[
        list[BiasEffectSeatViewAlgorithmOrderItem],
        Field(
            description="this round's order of the algorithm phase (empty before it)"
        ),
    ]
    algorithm_turn: Annotated[
        int | None,
        Field(
            description="the seat to play an algorithm card now, null outside phase 4",
            ge=0,
            le=4,
        ),
    ]
    start_player: Annotated[int, Field(ge=0, le=4)]
    decks: BiasEffectDecksView
    discards: BiasEffectDiscardsView
    autonomy_reached: Annotated[
        BiasEffectAutonomyReachedView | None,
        Field(description="null until the counter first reaches the robot space"),
    ]
    to_act: Annotated[
        list[BiasEffectSeatViewToActItem],
        Field(description="the seats whose input is awaited"),
    ]
    viewer: Annotated[int, Field(description="the seat this view is for", ge=0, le=4)]
    result: Annotated[
        BiasEffectResultView | None, Field(description="null until the game is over")
    ]


class BiasEffectPlayerView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    seat: Annotated[int, Field(ge=0, le=4)]
    identity: BiasEffectIdentityId
    identity_text: Annotated[
        str, Field(description="the identity card's win condition")
    ]
    chips: Annotated[
        int,
        Field(
            description="chips in the pouch (a sealed bid stays in it until the reveal)",
            ge=0,
        ),
    ]
    hand_count: Annotated[int, Field(description="algorithm cards in hand", ge=0)]
    traded: Annotated[bool, Field(description="done with this round's trade (or skip)")]
    has_bid: Annotated[bool, Field(description="has sealed a bid this round")]
    bias_bonus: Annotated[
        int, Field(description="what the programmed beliefs add to its bid now", ge=0)
    ]
    satisfied_now: Annotated[
        bool, Field(description="its identity would win right now")
    ]


class BiasEffectSpectatorView(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    phase: Annotated[
        BiasEffectPhase,
        Field(
            description="trade (phase 1), bid (phase 2, sealed), choose (the bid winner programs or deletes), algorithm (phase 4), over; setup, resolve and end only pass inside a command's events"
        ),
    ]
    round: Annotated[
        int,
        Field(
            description="the autonomy counter: ROUND 1.., one more is the robot space (0 before the first round)",
            ge=0,
        ),
    ]
    autonomy: BiasEffectAutonomyView
    players: Annotated[
        list[BiasEffectPlayerView], Field(description="the seats, in seat order")
    ]
    bank: Annotated[int, Field(description="chips in the bank", ge=0)]
    belief: Annotated[
        BiasEffectBeliefCard | None,
        Field(description="the belief up for bids, null when none is"),
    ]
    programmed: Annotated[
        list[BiasEffectBeliefCard],
        Field(description="the beliefs programmed into the A.I., oldest first"),
    ]
    left: Annotated[int, Field(description="programmed LEFT beliefs", ge=0)]
    right: Annotated[int, Field(description="programmed RIGHT beliefs", ge=0)]
    leaning: Annotated[
        BiasEffectLeaning,
        Field(description="the A.I.'s leaning now (neutral: equal or no beliefs)"),
    ]
    revealed: Annotated[
        BiasEffectRevealedBidsView | None,
        Field(
            description="the latest reveal of the bids; null while a belief awaits bids (and before any)"
        ),
    ]
    winner: Annotated[
        int | None,
        Field(
            description="this round's bid winner, null before the reveal or on a tie",
            ge=0,
            le=4,
        ),
    ]
    modifiers: Annotated[
        list[BiasEffectModifierView],
        Field(description="bid modifiers waiting for the next reveal"),
    ]
    life: Annotated[
        BiasEffectLifeCard | None,
        Field(description="the life card drawn last, null before the first"),
    ]
    algorithm_order: Annotated[
        list[BiasEffectSpectatorViewAlgorithmOrderItem],
        Field(
            description="this round's order of the algorithm phase (empty before it)"
        ),
    ]
    algorithm_turn: Annotated[
        int | None,
        Field(
            description="the seat to play an algorithm card now, null outside phase 4",
            ge=0,
            le=4,
        ),
    ]
    start_player: Annotated[int, Field(ge=0, le=4)]
    decks: BiasEffectDecksView
    discards: BiasEffectDiscardsView
    autonomy_reached: Annotated[
        BiasEffectAutonomyReachedView | None,
        Field(description="null until the counter first reaches the robot space"),
    ]
    to_act: Annotated[
        list[BiasEffectSpectatorViewToActItem],
        Field(description="the seats whose input is awaited"),
    ]
    viewer: Annotated[None, Field(description="always null: a spectator holds no seat")]
    result: Annotated[
        BiasEffectResultView | None, Field(description="null until the game is over")
    ]


class BiasEffectState(StateFields):
    """
    A State of a Bias Effect table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["bias-effect"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        BiasEffectSeatView | BiasEffectSpectatorView | NoView,
        Field(
            description="what the caller sees of the Bias Effect game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class TableFields(Model):
    """
    The fields of every game's Table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    game: Annotated[Any, Field(description="the table's game (each variant fixes it)")]
    status: TableStatus
    version: int
    seats: list[PlayerSeat]
    to_act: list[int]
    created_at: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]
    updated_at: Annotated[
        AwareDatetime, Field(description="when the table's last event happened")
    ]
    view: Annotated[
        Any, Field(description="what the caller sees (each variant types it)")
    ]
    result: Result | None
    clock: Clock | None
    on_timeout: OnTimeout
    rematch_of: Annotated[str | None, Field(description="the game this one rematches")]
    rematch: Annotated[
        str | None, Field(description="this game's rematch, once opened")
    ]
    rated: Annotated[
        bool, Field(description="the result counts for the players' ratings")
    ]


class CreatedGameFields(Model):
    """
    The fields of every game's CreatedGame.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    game: Annotated[Any, Field(description="the table's game (each variant fixes it)")]
    status: TableStatus
    version: int
    seats: list[PlayerSeat]
    to_act: list[int]
    created_at: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]
    updated_at: Annotated[
        AwareDatetime, Field(description="when the table's last event happened")
    ]
    view: Annotated[
        Any, Field(description="what the caller sees (each variant types it)")
    ]
    result: Result | None
    clock: Clock | None
    on_timeout: OnTimeout
    rematch_of: Annotated[str | None, Field(description="the game this one rematches")]
    rematch: Annotated[
        str | None, Field(description="this game's rematch, once opened")
    ]
    rated: Annotated[
        bool, Field(description="the result counts for the players' ratings")
    ]
    tokens: Annotated[
        dict[str, str],
        Field(description="seat → bearer token, for the seats the creator named"),
    ]


class GameStateFields(Model):
    """
    The fields of every game's GameState.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: str
    game: Annotated[Any, Field(description="the table's game (each variant fixes it)")]
    status: TableStatus
    version: int
    seats: list[PlayerSeat]
    to_act: list[int]
    created_at: Annotated[AwareDatetime, Field(description="UTC, ISO 8601")]
    updated_at: Annotated[
        AwareDatetime, Field(description="when the table's last event happened")
    ]
    view: Annotated[
        Any, Field(description="what the caller sees (each variant types it)")
    ]
    result: Result | None
    clock: Clock | None
    on_timeout: OnTimeout
    rematch_of: Annotated[str | None, Field(description="the game this one rematches")]
    rematch: Annotated[
        str | None, Field(description="this game's rematch, once opened")
    ]
    rated: Annotated[
        bool, Field(description="the result counts for the players' ratings")
    ]
    type: Literal["state"]
    moves: Annotated[
        Any,
        Field(
            description="the seat's legal moves now, labelled (as GET /moves lists them; none for a spectator) (each variant types them)"
        ),
    ]
    unavailable: Annotated[
        list[UnavailableMove],
        Field(
            description="moves the seat would try now but may not, each with its reason (as GET /moves lists them)"
        ),
    ]
    lifecycle: Annotated[
        Any,
        Field(
            description="the table commands the seat may post now (as GET /moves lists them) (each variant types them)"
        ),
    ]
    take_back: Annotated[
        TakeBack | None,
        Field(
            description='whether the seat may take back its last move now: allowed until another seat acts, if it revealed nothing (docs/guides/clients.md, "Taking back a move") (null for a spectator)'
        ),
    ]
    log: Annotated[
        list[LogEntry],
        Field(
            description="what happened since the version the stream resumed after (or since the last frame)"
        ),
    ]


State = TypeAliasType(
    "State",
    Annotated[
        TabletopIncState
        | CorporateAnarchyState
        | TabletopClimberState
        | InventingTheFutureState
        | BiasEffectState,
        Field(
            description="A State of the table's game, its view typed; `game` names the game.",
            discriminator="game",
        ),
    ],
)


class TabletopIncOptions(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    deal: Literal["founder", "pow-wow"] | None = "founder"
    muman: Annotated[
        dict[Literal["0", "1", "2", "3", "4", "5"], TabletopIncMuman] | None,
        Field(description="Muman-Bot seats: seat number -> difficulty"),
    ] = None
    track_refresh: Annotated[
        bool | None, Field(description="card-track refresh variant")
    ] = None
    track_refresh_items: Annotated[
        bool | None, Field(description="refresh the item track too")
    ] = None


class TabletopIncCreateGame(Model):
    """
    A table of Tabletop Inc.: 2 to 6 seats.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-inc"]
    seats: Annotated[list[TabletopIncSeatSpec], Field(max_length=6, min_length=2)]
    options: Annotated[
        TabletopIncOptions | None,
        Field(
            description="the game's variants (GET /v1/catalog/{game} describes them)"
        ),
    ] = None
    clock: Annotated[
        Clock | None, Field(description="the time control; absent or null: untimed")
    ] = None
    on_timeout: Annotated[
        OnTimeout | None,
        Field(
            description="what follows a clock that runs out: `bot` (default; the seat's clock runs once more as grace, then the server bot plays the seat until its owner returns) or `forfeit` (the seat loses)"
        ),
    ] = None
    rated: Annotated[
        bool | None,
        Field(
            description="true: the result counts for ratings; every seat must be a player or a server bot"
        ),
    ] = False


class CorporateAnarchyCreateGame(Model):
    """
    A table of Corporate Anarchy: 2 to 4 seats.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["corporate-anarchy"]
    seats: Annotated[list[CorporateAnarchySeatSpec], Field(max_length=4, min_length=2)]
    options: Annotated[
        NoOptions | None,
        Field(
            description="the game's variants (GET /v1/catalog/{game} describes them)"
        ),
    ] = None
    clock: Annotated[
        Clock | None, Field(description="the time control; absent or null: untimed")
    ] = None
    on_timeout: Annotated[
        OnTimeout | None,
        Field(
            description="what follows a clock that runs out: `bot` (default; the seat's clock runs once more as grace, then the server bot plays the seat until its owner returns) or `forfeit` (the seat loses)"
        ),
    ] = None
    rated: Annotated[
        bool | None,
        Field(
            description="true: the result counts for ratings; every seat must be a player or a server bot"
        ),
    ] = False


class TabletopClimberCreateGame(Model):
    """
    A table of Tabletop Climber: 3 to 4 seats.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-climber"]
    seats: Annotated[list[TabletopClimberSeatSpec], Field(max_length=4, min_length=3)]
    options: Annotated[
        NoOptions | None,
        Field(
            description="the game's variants (GET /v1/catalog/{game} describes them)"
        ),
    ] = None
    clock: Annotated[
        Clock | None, Field(description="the time control; absent or null: untimed")
    ] = None
    on_timeout: Annotated[
        OnTimeout | None,
        Field(
            description="what follows a clock that runs out: `bot` (default; the seat's clock runs once more as grace, then the server bot plays the seat until its owner returns) or `forfeit` (the seat loses)"
        ),
    ] = None
    rated: Annotated[
        bool | None,
        Field(
            description="true: the result counts for ratings; every seat must be a player or a server bot"
        ),
    ] = False


class InventingTheFutureCreateGame(Model):
    """
    A table of Inventing the Future: 2 to 5 seats.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["inventing-the-future"]
    seats: Annotated[
        list[InventingTheFutureSeatSpec], Field(max_length=5, min_length=2)
    ]
    options: Annotated[
        NoOptions | None,
        Field(
            description="the game's variants (GET /v1/catalog/{game} describes them)"
        ),
    ] = None
    clock: Annotated[
        Clock | None, Field(description="the time control; absent or null: untimed")
    ] = None
    on_timeout: Annotated[
        OnTimeout | None,
        Field(
            description="what follows a clock that runs out: `bot` (default; the seat's clock runs once more as grace, then the server bot plays the seat until its owner returns) or `forfeit` (the seat loses)"
        ),
    ] = None
    rated: Annotated[
        bool | None,
        Field(
            description="true: the result counts for ratings; every seat must be a player or a server bot"
        ),
    ] = False


class BiasEffectCreateGame(Model):
    """
    A table of Bias Effect: 2 to 5 seats.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["bias-effect"]
    seats: Annotated[list[BiasEffectSeatSpec], Field(max_length=5, min_length=2)]
    options: Annotated[
        NoOptions | None,
        Field(
            description="the game's variants (GET /v1/catalog/{game} describes them)"
        ),
    ] = None
    clock: Annotated[
        Clock | None, Field(description="the time control; absent or null: untimed")
    ] = None
    on_timeout: Annotated[
        OnTimeout | None,
        Field(
            description="what follows a clock that runs out: `bot` (default; the seat's clock runs once more as grace, then the server bot plays the seat until its owner returns) or `forfeit` (the seat loses)"
        ),
    ] = None
    rated: Annotated[
        bool | None,
        Field(
            description="true: the result counts for ratings; every seat must be a player or a server bot"
        ),
    ] = False


class TabletopIncSeek(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-inc"]
    players: Annotated[
        int, Field(description="the table's size, this player included", ge=2, le=6)
    ]
    clock: Annotated[
        Clock | None,
        Field(
            description='the table\'s time control (null: untimed); a clock that runs out puts the seat on autopilot. A rated table asked without one gets 1 minute a decision (`{"type": "move", "seconds": 60}`) when every player is a bot account, else 3 days a decision (correspondence)'
        ),
    ] = None
    rated: bool | None = False
    bots_after_seconds: Annotated[
        float | None,
        Field(
            description="fill the open seats with server bots after this long without a match (null: never)",
            ge=0.0,
            le=3600.0,
        ),
    ] = None
    bot_level: Annotated[
        BotLevel | None,
        Field(
            description="the level of the server bots that fill the open seats (one of the game's, GET /v1/catalog/{game})"
        ),
    ] = "normal"


class CorporateAnarchySeek(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["corporate-anarchy"]
    players: Annotated[
        int, Field(description="the table's size, this player included", ge=2, le=4)
    ]
    clock: Annotated[
        Clock | None,
        Field(
            description='the table\'s time control (null: untimed); a clock that runs out puts the seat on autopilot. A rated table asked without one gets 1 minute a decision (`{"type": "move", "seconds": 60}`) when every player is a bot account, else 3 days a decision (correspondence)'
        ),
    ] = None
    rated: bool | None = False
    bots_after_seconds: Annotated[
        float | None,
        Field(
            description="fill the open seats with server bots after this long without a match (null: never)",
            ge=0.0,
            le=3600.0,
        ),
    ] = None
    bot_level: Annotated[
        StandardBotLevel | None,
        Field(
            description="the level of the server bots that fill the open seats (one of the game's, GET /v1/catalog/{game})"
        ),
    ] = "normal"


class TabletopClimberSeek(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-climber"]
    players: Annotated[
        int, Field(description="the table's size, this player included", ge=3, le=4)
    ]
    clock: Annotated[
        Clock | None,
        Field(
            description='the table\'s time control (null: untimed); a clock that runs out puts the seat on autopilot. A rated table asked without one gets 1 minute a decision (`{"type": "move", "seconds": 60}`) when every player is a bot account, else 3 days a decision (correspondence)'
        ),
    ] = None
    rated: bool | None = False
    bots_after_seconds: Annotated[
        float | None,
        Field(
            description="fill the open seats with server bots after this long without a match (null: never)",
            ge=0.0,
            le=3600.0,
        ),
    ] = None
    bot_level: Annotated[
        StandardBotLevel | None,
        Field(
            description="the level of the server bots that fill the open seats (one of the game's, GET /v1/catalog/{game})"
        ),
    ] = "normal"


class InventingTheFutureSeek(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["inventing-the-future"]
    players: Annotated[
        int, Field(description="the table's size, this player included", ge=2, le=5)
    ]
    clock: Annotated[
        Clock | None,
        Field(
            description='the table\'s time control (null: untimed); a clock that runs out puts the seat on autopilot. A rated table asked without one gets 1 minute a decision (`{"type": "move", "seconds": 60}`) when every player is a bot account, else 3 days a decision (correspondence)'
        ),
    ] = None
    rated: bool | None = False
    bots_after_seconds: Annotated[
        float | None,
        Field(
            description="fill the open seats with server bots after this long without a match (null: never)",
            ge=0.0,
            le=3600.0,
        ),
    ] = None
    bot_level: Annotated[
        StandardBotLevel | None,
        Field(
            description="the level of the server bots that fill the open seats (one of the game's, GET /v1/catalog/{game})"
        ),
    ] = "normal"


class BiasEffectSeek(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["bias-effect"]
    players: Annotated[
        int, Field(description="the table's size, this player included", ge=2, le=5)
    ]
    clock: Annotated[
        Clock | None,
        Field(
            description='the table\'s time control (null: untimed); a clock that runs out puts the seat on autopilot. A rated table asked without one gets 1 minute a decision (`{"type": "move", "seconds": 60}`) when every player is a bot account, else 3 days a decision (correspondence)'
        ),
    ] = None
    rated: bool | None = False
    bots_after_seconds: Annotated[
        float | None,
        Field(
            description="fill the open seats with server bots after this long without a match (null: never)",
            ge=0.0,
            le=3600.0,
        ),
    ] = None
    bot_level: Annotated[
        StandardBotLevel | None,
        Field(
            description="the level of the server bots that fill the open seats (one of the game's, GET /v1/catalog/{game})"
        ),
    ] = "normal"


class TabletopIncChallenge(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-inc"]
    players: Annotated[
        list[TabletopIncChallengePlayer],
        Field(
            description="the invited player ids (the challenger sits first), each once",
            max_length=5,
            min_length=1,
        ),
    ]
    clock: Annotated[
        Clock | None,
        Field(
            description='the table\'s time control (null: untimed); a clock that runs out puts the seat on autopilot. A rated table asked without one gets 1 minute a decision (`{"type": "move", "seconds": 60}`) when every player is a bot account, else 3 days a decision (correspondence)'
        ),
    ] = None
    rated: bool | None = False


class CorporateAnarchyChallenge(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["corporate-anarchy"]
    players: Annotated[
        list[CorporateAnarchyChallengePlayer],
        Field(
            description="the invited player ids (the challenger sits first), each once",
            max_length=3,
            min_length=1,
        ),
    ]
    clock: Annotated[
        Clock | None,
        Field(
            description='the table\'s time control (null: untimed); a clock that runs out puts the seat on autopilot. A rated table asked without one gets 1 minute a decision (`{"type": "move", "seconds": 60}`) when every player is a bot account, else 3 days a decision (correspondence)'
        ),
    ] = None
    rated: bool | None = False


class TabletopClimberChallenge(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["tabletop-climber"]
    players: Annotated[
        list[TabletopClimberChallengePlayer],
        Field(
            description="the invited player ids (the challenger sits first), each once",
            max_length=3,
            min_length=2,
        ),
    ]
    clock: Annotated[
        Clock | None,
        Field(
            description='the table\'s time control (null: untimed); a clock that runs out puts the seat on autopilot. A rated table asked without one gets 1 minute a decision (`{"type": "move", "seconds": 60}`) when every player is a bot account, else 3 days a decision (correspondence)'
        ),
    ] = None
    rated: bool | None = False


class InventingTheFutureChallenge(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["inventing-the-future"]
    players: Annotated[
        list[InventingTheFutureChallengePlayer],
        Field(
            description="the invited player ids (the challenger sits first), each once",
            max_length=4,
            min_length=1,
        ),
    ]
    clock: Annotated[
        Clock | None,
        Field(
            description='the table\'s time control (null: untimed); a clock that runs out puts the seat on autopilot. A rated table asked without one gets 1 minute a decision (`{"type": "move", "seconds": 60}`) when every player is a bot account, else 3 days a decision (correspondence)'
        ),
    ] = None
    rated: bool | None = False


class BiasEffectChallenge(Model):
    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Literal["bias-effect"]
    players: Annotated[
        list[BiasEffectChallengePlayer],
        Field(
            description="the invited player ids (the challenger sits first), each once",
            max_length=4,
            min_length=1,
        ),
    ]
    clock: Annotated[
        Clock | None,
        Field(
            description='the table\'s time control (null: untimed); a clock that runs out puts the seat on autopilot. A rated table asked without one gets 1 minute a decision (`{"type": "move", "seconds": 60}`) when every player is a bot account, else 3 days a decision (correspondence)'
        ),
    ] = None
    rated: bool | None = False


LegalMoves = TypeAliasType(
    "LegalMoves",
    Annotated[
        TabletopIncLegalMoves
        | CorporateAnarchyLegalMoves
        | TabletopClimberLegalMoves
        | InventingTheFutureLegalMoves
        | BiasEffectLegalMoves,
        Field(
            description="A seat's legal moves; `game` names the table's game.",
            discriminator="game",
        ),
    ],
)


EventPage = TypeAliasType(
    "EventPage",
    Annotated[
        TabletopIncEventPage
        | CorporateAnarchyEventPage
        | TabletopClimberEventPage
        | InventingTheFutureEventPage
        | BiasEffectEventPage,
        Field(
            description="A page of a table's history as the caller may see it; `game` names its game.",
            discriminator="game",
        ),
    ],
)


CommandResult = TypeAliasType(
    "CommandResult",
    Annotated[
        TabletopIncCommandResult
        | CorporateAnarchyCommandResult
        | TabletopClimberCommandResult
        | InventingTheFutureCommandResult
        | BiasEffectCommandResult,
        Field(
            description="The events a command caused; `game` names the table's game.",
            discriminator="game",
        ),
    ],
)


CreateGame = TypeAliasType(
    "CreateGame",
    Annotated[
        TabletopIncCreateGame
        | CorporateAnarchyCreateGame
        | TabletopClimberCreateGame
        | InventingTheFutureCreateGame
        | BiasEffectCreateGame,
        Field(
            description="A new table: `game` names which, and says how many seats it takes and what they and its options may be.",
            discriminator="game",
            examples=[
                {
                    "game": "tabletop-climber",
                    "seats": [{"name": "Ann"}, {"bot": "easy"}, {}],
                    "options": {},
                    "rated": False,
                }
            ],
        ),
    ],
)


Seek = TypeAliasType(
    "Seek",
    Annotated[
        TabletopIncSeek
        | CorporateAnarchySeek
        | TabletopClimberSeek
        | InventingTheFutureSeek
        | BiasEffectSeek,
        Field(
            description="A seek for a table of the named game, with as many seats as it takes.",
            discriminator="game",
            examples=[
                {
                    "game": "tabletop-climber",
                    "players": 3,
                    "clock": {"type": "move", "seconds": 120},
                    "rated": False,
                    "bots_after_seconds": 60,
                }
            ],
        ),
    ],
)


Challenge = TypeAliasType(
    "Challenge",
    Annotated[
        TabletopIncChallenge
        | CorporateAnarchyChallenge
        | TabletopClimberChallenge
        | InventingTheFutureChallenge
        | BiasEffectChallenge,
        Field(
            description="A challenge to a table of the named game: the challenger and the invited players fill its seats.",
            discriminator="game",
            examples=[
                {
                    "game": "tabletop-climber",
                    "players": [
                        "9b2f6c1e0d7a4e5f8c3b2a1d0e9f8c7b",
                        "4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a",
                    ],
                    "clock": None,
                    "rated": False,
                }
            ],
        ),
    ],
)


class TabletopIncTable(TableFields):
    """
    A Table of a Tabletop Inc. table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["tabletop-inc"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        TabletopIncSeatView | TabletopIncSpectatorView | NoView,
        Field(
            description="what the caller sees of the Tabletop Inc. game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class TabletopIncCreatedGame(CreatedGameFields):
    """
    A CreatedGame of a Tabletop Inc. table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["tabletop-inc"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        TabletopIncSeatView | TabletopIncSpectatorView | NoView,
        Field(
            description="what the caller sees of the Tabletop Inc. game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class TabletopIncGameState(GameStateFields):
    """
    A GameState of a Tabletop Inc. table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["tabletop-inc"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        TabletopIncSeatView | TabletopIncSpectatorView | NoView,
        Field(
            description="what the caller sees of the Tabletop Inc. game (GET /v1/catalog/{game} for its ids)"
        ),
    ]
    moves: Annotated[
        Any,
        Field(
            description="the seat's legal moves now, labelled (as GET /moves lists them; none for a spectator)"
        ),
    ]
    lifecycle: Annotated[
        Any,
        Field(
            description="the table commands the seat may post now (as GET /moves lists them)"
        ),
    ]


class CorporateAnarchyTable(TableFields):
    """
    A Table of a Corporate Anarchy table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["corporate-anarchy"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        CorporateAnarchySeatView | NoView,
        Field(
            description="what the caller sees of the Corporate Anarchy game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class CorporateAnarchyCreatedGame(CreatedGameFields):
    """
    A CreatedGame of a Corporate Anarchy table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["corporate-anarchy"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        CorporateAnarchySeatView | NoView,
        Field(
            description="what the caller sees of the Corporate Anarchy game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class CorporateAnarchyGameState(GameStateFields):
    """
    A GameState of a Corporate Anarchy table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["corporate-anarchy"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        CorporateAnarchySeatView | NoView,
        Field(
            description="what the caller sees of the Corporate Anarchy game (GET /v1/catalog/{game} for its ids)"
        ),
    ]
    moves: Annotated[
        Any,
        Field(
            description="the seat's legal moves now, labelled (as GET /moves lists them; none for a spectator)"
        ),
    ]
    lifecycle: Annotated[
        Any,
        Field(
            description="the table commands the seat may post now (as GET /moves lists them)"
        ),
    ]


class TabletopClimberTable(TableFields):
    """
    A Table of a Tabletop Climber table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["tabletop-climber"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        TabletopClimberSeatView | TabletopClimberSpectatorView | NoView,
        Field(
            description="what the caller sees of the Tabletop Climber game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class TabletopClimberCreatedGame(CreatedGameFields):
    """
    A CreatedGame of a Tabletop Climber table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["tabletop-climber"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        TabletopClimberSeatView | TabletopClimberSpectatorView | NoView,
        Field(
            description="what the caller sees of the Tabletop Climber game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class TabletopClimberGameState(GameStateFields):
    """
    A GameState of a Tabletop Climber table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["tabletop-climber"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        TabletopClimberSeatView | TabletopClimberSpectatorView | NoView,
        Field(
            description="what the caller sees of the Tabletop Climber game (GET /v1/catalog/{game} for its ids)"
        ),
    ]
    moves: Annotated[
        Any,
        Field(
            description="the seat's legal moves now, labelled (as GET /moves lists them; none for a spectator)"
        ),
    ]
    lifecycle: Annotated[
        Any,
        Field(
            description="the table commands the seat may post now (as GET /moves lists them)"
        ),
    ]


class InventingTheFutureTable(TableFields):
    """
    A Table of a Inventing the Future table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["inventing-the-future"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        InventingTheFutureView | NoView,
        Field(
            description="what the caller sees of the Inventing the Future game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class InventingTheFutureCreatedGame(CreatedGameFields):
    """
    A CreatedGame of a Inventing the Future table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["inventing-the-future"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        InventingTheFutureView | NoView,
        Field(
            description="what the caller sees of the Inventing the Future game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class InventingTheFutureGameState(GameStateFields):
    """
    A GameState of a Inventing the Future table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["inventing-the-future"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        InventingTheFutureView | NoView,
        Field(
            description="what the caller sees of the Inventing the Future game (GET /v1/catalog/{game} for its ids)"
        ),
    ]
    moves: Annotated[
        Any,
        Field(
            description="the seat's legal moves now, labelled (as GET /moves lists them; none for a spectator)"
        ),
    ]
    lifecycle: Annotated[
        Any,
        Field(
            description="the table commands the seat may post now (as GET /moves lists them)"
        ),
    ]


class BiasEffectTable(TableFields):
    """
    A Table of a Bias Effect table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["bias-effect"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        BiasEffectSeatView | BiasEffectSpectatorView | NoView,
        Field(
            description="what the caller sees of the Bias Effect game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class BiasEffectCreatedGame(CreatedGameFields):
    """
    A CreatedGame of a Bias Effect table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["bias-effect"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        BiasEffectSeatView | BiasEffectSpectatorView | NoView,
        Field(
            description="what the caller sees of the Bias Effect game (GET /v1/catalog/{game} for its ids)"
        ),
    ]


class BiasEffectGameState(GameStateFields):
    """
    A GameState of a Bias Effect table.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    game: Annotated[
        Literal["bias-effect"],
        Field(description="the table's game (each variant fixes it)"),
    ]
    view: Annotated[
        BiasEffectSeatView | BiasEffectSpectatorView | NoView,
        Field(
            description="what the caller sees of the Bias Effect game (GET /v1/catalog/{game} for its ids)"
        ),
    ]
    moves: Annotated[
        Any,
        Field(
            description="the seat's legal moves now, labelled (as GET /moves lists them; none for a spectator)"
        ),
    ]
    lifecycle: Annotated[
        Any,
        Field(
            description="the table commands the seat may post now (as GET /moves lists them)"
        ),
    ]


Table = TypeAliasType(
    "Table",
    Annotated[
        TabletopIncTable
        | CorporateAnarchyTable
        | TabletopClimberTable
        | InventingTheFutureTable
        | BiasEffectTable,
        Field(
            description="A Table of the table's game, its view typed; `game` names the game.",
            discriminator="game",
        ),
    ],
)


CreatedGame = TypeAliasType(
    "CreatedGame",
    Annotated[
        TabletopIncCreatedGame
        | CorporateAnarchyCreatedGame
        | TabletopClimberCreatedGame
        | InventingTheFutureCreatedGame
        | BiasEffectCreatedGame,
        Field(
            description="A CreatedGame of the table's game, its view typed; `game` names the game.",
            discriminator="game",
        ),
    ],
)


GameState = TypeAliasType(
    "GameState",
    Annotated[
        TabletopIncGameState
        | CorporateAnarchyGameState
        | TabletopClimberGameState
        | InventingTheFutureGameState
        | BiasEffectGameState,
        Field(
            description="A GameState of the table's game, its view typed; `game` names the game.",
            discriminator="game",
        ),
    ],
)


class YourTurnFrame(Model):
    """
    One of the caller's seats became awaited (again). `table` and `moves` are read when the frame is sent, never stored: a frame replayed later shows the game as it is then (its `table.version` may be past `version`, and `moves.moves` is empty once the seat is no longer awaited). Post one of `moves.moves` without `"template": true`, with `If-Match: "<moves.version>"`.
    """

    model_config = ConfigDict(
        extra="allow",
        populate_by_name=True,
    )
    id: Annotated[
        str,
        Field(
            description="the frame's id: resume after it with `Last-Event-ID` or `?after=`",
            pattern="^[0-9]{1,15}-[0-9]{1,10}$",
        ),
    ]
    type: Literal["your-turn"]
    gid: Annotated[str, Field(description="the table's id")]
    game: Annotated[str, Field(description="the game's catalogue slug")]
    seat: Annotated[int, Field(description="the caller's seat at that table", ge=0)]
    version: Annotated[
        int, Field(description="the game's version when the seat became awaited")
    ]
    table: Annotated[
        Table, Field(description="what GET /v1/games/{gid} answers this seat")
    ]
    moves: Annotated[
        LegalMoves,
        Field(description="what GET /v1/games/{gid}/moves answers this seat"),
    ]


PlayerStreamFrame = TypeAliasType(
    "PlayerStreamFrame",
    Annotated[
        ChallengeFrame | GameStartFrame | YourTurnFrame | GameFinishFrame,
        Field(
            description="One frame of the player stream (`GET /v1/players/me/stream`), told apart by `type`.",
            discriminator="type",
        ),
    ],
)
