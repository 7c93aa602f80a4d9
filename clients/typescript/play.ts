/**
 * Play one game of Boardroom to its end through types generated from the committed openapi.yaml.
 *
 *     npm ci && npm run generate && npm run build    # build/openapi.ts from ../../openapi.yaml, then build/js
 *     node build/js/play.js http://127.0.0.1:8000 tabletop-climber
 *
 * One seat is ours, the others are the server's easy bots. The program reads its legal moves, posts a random
 * complete one (a template describes a choice to fill in, so it is skipped) with If-Match pinned to the version
 * the moves were listed at, and waits on the game's stream when it has nothing to post. It prints a JSON summary.
 * It calls through the package's own client (src/), which waits out a 429 or 503 as Retry-After asks.
 */
import { randomUUID } from "node:crypto";

import { type components, gameSlugValues } from "./build/openapi.js";
import { createClient, followStream } from "./src/index.js";

type Schemas = components["schemas"];
type GameSlug = Schemas["GameSlug"];
type Move = Schemas["LegalMoves"]["moves"][number];
// a template (`kind: template`) has its own schema; every other listed move is a command to post as is
type CompleteMove = Exclude<Move, { kind: "template" }>;

const MAX_TURNS = 5000;
const PLAYER_NAME = "typescript-client";

interface Summary {
  id: string;
  game: GameSlug;
  status: Schemas["TableStatus"];
  version: number;
  seat: number;
  commands: number;
  conflicts: number;
  ranking: number[][];
}

class Refused extends Error {}

/** The error for an answer that is not the resource expected: the problem the server answered with. */
function refused(what: string, response: Response, problem: Schemas["Problem"] | undefined): Refused {
  const reason = problem === undefined ? "no problem document" : `${problem.code}: ${problem.detail}`;
  return new Refused(`${what}: ${response.status} ${reason}`);
}

function completeMoves(moves: readonly Move[]): CompleteMove[] {
  const complete: CompleteMove[] = [];
  for (const move of moves) {
    if (!("kind" in move) || move.kind !== "template") {
      complete.push(move);
    }
  }
  return complete;
}

async function play(baseUrl: string, slug: string): Promise<Summary> {
  const game: GameSlug | undefined = gameSlugValues.find((known) => known === slug);
  if (game === undefined) {
    throw new Refused(`unknown game ${slug}: one of ${gameSlugValues.join(", ")}`);
  }
  const anonymous = createClient({ baseUrl });
  const catalog = await anonymous.GET("/v1/catalog");
  if (catalog.data === undefined) {
    throw refused("catalog", catalog.response, catalog.error);
  }
  const entry = catalog.data.games.find((known) => known.slug === game);
  if (entry === undefined) {
    throw new Refused(`the catalogue does not list ${game}`);
  }
  const bots = Array.from({ length: entry.min_players - 1 }, () => ({ bot: "easy" as const }));
  const creation = randomUUID();  // one key for every retry: a retried creation is the same table
  const created = await anonymous.POST("/v1/games", {
    body: { game, seats: [{ name: PLAYER_NAME }, ...bots] },
    params: { header: { "Idempotency-Key": creation } },
  });
  if (created.data === undefined) {
    throw refused("create", created.response, created.error);
  }
  const gid = created.data.id;
  const token = created.data.tokens["0"];
  if (token === undefined) {
    throw new Refused(`game ${gid} gave no token for seat 0`);
  }
  const seat = createClient({ baseUrl, token });
  const where = { params: { path: { gid } } };

  /** Block until the game moves past `version` (its stream sends the next event) or its stream ends. */
  async function waitForNews(version: number): Promise<void> {
    const stream = followStream(`/v1/games/${gid}/stream`, { baseUrl, token, lastEventId: String(version) });
    await stream.next();  // the first event after `version`, or the end of a finished game's stream
    await stream.return();  // closes the connection
  }

  let commands = 0;
  let conflicts = 0;
  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const table = await seat.GET("/v1/games/{gid}", where);
    if (table.data === undefined) {
      throw refused("table", table.response, table.error);
    }
    if (table.data.status === "finished" || table.data.status === "aborted") {
      return {
        id: gid, game: table.data.game, status: table.data.status, version: table.data.version, seat: 0,
        commands, conflicts, ranking: table.data.result?.ranking ?? [],
      };
    }
    const listed = await seat.GET("/v1/games/{gid}/moves", where);
    if (listed.data === undefined) {
      throw refused("moves", listed.response, listed.error);
    }
    const complete = completeMoves(listed.data.moves);
    const move = complete[Math.floor(Math.random() * complete.length)];
    if (move === undefined) {
      await waitForNews(listed.data.version);
      continue;
    }
    const key = randomUUID();
    const posted = await seat.POST("/v1/games/{gid}/commands", {
      params: { path: { gid }, header: { "If-Match": `"${listed.data.version}"`, "Idempotency-Key": key } },
      body: move,
    });
    if (posted.response.status === 409) {
      conflicts++;  // a bot moved first: read the moves again
      continue;
    }
    if (posted.data === undefined) {
      throw refused(`command ${move.type}`, posted.response, posted.error);
    }
    commands++;
  }
  throw new Refused(`game ${gid} did not finish in ${MAX_TURNS} turns`);
}

async function main(argv: readonly string[]): Promise<void> {
  const [baseUrl, slug] = argv;
  if (baseUrl === undefined || slug === undefined) {
    throw new Refused(`usage: node build/js/play.js BASE_URL GAME (${gameSlugValues.join(" | ")})`);
  }
  console.log(JSON.stringify(await play(baseUrl, slug)));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
