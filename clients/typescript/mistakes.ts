/**
 * Mistakes the generated types must refuse. Each line under a `@ts-expect-error` has to fail to type-check: were
 * the types too loose to catch it, tsc would report the unused directive and the strict compile would fail.
 * Nothing calls this function; it is compiled, never run.
 */
import createClient from "openapi-fetch";

import type { paths } from "./build/openapi.js";

export async function mistakes(baseUrl: string): Promise<void> {
  const seat = createClient<paths>({ baseUrl });
  const path = { path: { gid: "g_1" } };
  // @ts-expect-error a game the server does not host
  await seat.POST("/v1/games", { body: { game: "chess", seats: [{ name: "Ann" }] } });
  // @ts-expect-error a seat is a name, a player, a bot level or open (`{}`): it has no nickname
  await seat.POST("/v1/games", { body: { game: "bias-effect", seats: [{ nickname: "Ann" }] } });
  // @ts-expect-error a bot level the server does not have
  await seat.POST("/v1/games", { body: { game: "bias-effect", seats: [{ bot: "grandmaster" }] } });
  // @ts-expect-error a command no game has
  await seat.POST("/v1/games/{gid}/commands", { params: path, body: { type: "no-such-move" } });
  // @ts-expect-error a bid's amount is a number
  await seat.POST("/v1/games/{gid}/commands", { params: path, body: { type: "bid", amount: "ten" } });
  // @ts-expect-error a path the API does not serve
  await seat.GET("/v1/nowhere", {});
  // @ts-expect-error the game's id is a path parameter the request must give
  await seat.GET("/v1/games/{gid}", {});
  const table = await seat.GET("/v1/games/{gid}", { params: path });
  // @ts-expect-error a table has no such field
  console.log(table.data?.winner);
  // @ts-expect-error a status is one of the table's statuses
  console.log(table.data?.status === "won");
}
