import createFetchClient, { type Client } from "openapi-fetch";

import { type components, gameSlugValues, type paths } from "../build/openapi.js";
import { politeFetch, type Send } from "./polite.js";

export interface ClientOptions {
  /** The server, e.g. `http://127.0.0.1:8000`; paths are the document's (`/v1/games/{gid}`). */
  baseUrl: string;
  /** A seat token or player key, sent as `Authorization: Bearer`; none for anonymous calls. */
  token?: string | undefined;
  /** The fetch to send with (the global one by default). */
  fetch?: Send | undefined;
  /** How often a 429 or 503 is sent again after its Retry-After. */
  retries?: number | undefined;
}

export type BoardroomClient = Client<paths>;
/** A hosted game's slug, as a request's `game` wants it. */
export type GameSlug = components["schemas"]["GameSlug"];

/** An openapi-fetch client typed by the API's paths, authorised by `token`, that waits out 429s and 503s. */
export function createClient({ baseUrl, token, fetch, retries }: ClientOptions): BoardroomClient {
  return createFetchClient<paths>({
    baseUrl,
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    fetch: politeFetch(fetch, retries),
  });
}

/** Whether `text` (a command-line argument, a form's value) names a game: narrows it to the `GameSlug` a request's
 * `game` wants. */
export function isGameSlug(text: string): text is GameSlug {
  return (gameSlugValues as readonly string[]).includes(text);
}
