/**
 * A server-sent-event stream (a game's `/stream`, or `/v1/players/me/stream`) read with fetch, so it sends
 * `Authorization` (which a browser's EventSource cannot) and runs where there is no EventSource (Node 20).
 */
import { createParser, type EventSourceMessage } from "eventsource-parser";

import type { components } from "../build/openapi.js";
import { pause, politeFetch, RETRIES, type Send } from "./polite.js";

type Schemas = components["schemas"];
export type GameEvent = Schemas["Envelope"];
export type GameState = Schemas["GameState"];
export type PlayerStreamFrame = Schemas["PlayerStreamFrame"];
export type Problem = Schemas["Problem"];

/** One frame: its `id` (the version to resume after) and its JSON `data`. */
export interface StreamFrame<Data> {
  id: string | undefined;
  event: string | undefined;
  data: Data;
}

export interface FollowOptions {
  /** The server, when the stream is given as a path. */
  baseUrl?: string | undefined;
  /** A seat token or player key, sent as `Authorization: Bearer`. */
  token?: string | undefined;
  /** The `id` of the last frame already seen: the stream resumes after it. */
  lastEventId?: string | undefined;
  /** Ends the stream (the iterator then throws the signal's reason). */
  signal?: AbortSignal | undefined;
  fetch?: Send | undefined;
  /** How often a connection lost mid-stream is opened again in a row, with Last-Event-ID. */
  reconnects?: number | undefined;
}

/** A game's stream read as state frames (`?as=state`): each frame the whole state, its moves and its log. */
export interface StateStreamOptions extends FollowOptions {
  as: "state";
}

const RECONNECT_MS = 1000;

/** The stream's answer was an error: its status and the problem the server sent. */
export class StreamRefused extends Error {
  constructor(readonly status: number, readonly problem: Problem | undefined) {
    super(`stream refused: ${status} ${problem === undefined ? "" : `${problem.code}: ${problem.detail}`}`);
  }
}

async function problemOf(response: Response): Promise<Problem | undefined> {
  const text = await response.text();
  return response.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) as Problem : undefined;
}

/** The messages of an SSE body, parsed by eventsource-parser as they arrive (keep-alive comments skipped). */
async function* messages(body: ReadableStream<Uint8Array>): AsyncGenerator<EventSourceMessage> {
  const parsed: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => parsed.push(message) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) {
        return;
      }
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      yield* parsed.splice(0);
    }
  } finally {
    // a stream that already failed has nothing left to close
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * The stream at `target` (a URL, or a path on `baseUrl`), frame by frame, each frame's data parsed as JSON
 * (a GameEvent; a GameState given `{ as: "state" }`, which asks for `?as=state`; or the `Data` named, e.g. a
 * PlayerStreamFrame). It ends when the server ends
 * the stream (the game finished, or the stream's hour is up: follow again with `lastEventId`). A connection lost
 * mid-stream is opened again after a second with `Last-Event-ID`, and a 429 or 503 waits its Retry-After.
 */
export function followStream(
  target: string | URL, options: StateStreamOptions,
): AsyncGenerator<StreamFrame<GameState>, void, undefined>;
export function followStream<Data = GameEvent>(
  target: string | URL, options?: FollowOptions,
): AsyncGenerator<StreamFrame<Data>, void, undefined>;
export async function* followStream<Data>(
  target: string | URL, options: FollowOptions & { as?: "state" } = {},
): AsyncGenerator<StreamFrame<Data>, void, undefined> {
  const { token, signal } = options;
  const url = new URL(target, options.baseUrl);
  if (options.as !== undefined) {
    url.searchParams.set("as", options.as);
  }
  const send = politeFetch(options.fetch);
  const reconnects = options.reconnects ?? RETRIES;
  let lastEventId = options.lastEventId;
  let lost = 0;
  for (;;) {
    const headers = new Headers({ Accept: "text/event-stream" });
    if (token !== undefined) {
      headers.set("Authorization", `Bearer ${token}`);
    }
    if (lastEventId !== undefined) {
      headers.set("Last-Event-ID", lastEventId);
    }
    const response = await send(new Request(url, { headers, signal: signal ?? null }));
    if (!response.ok || response.body === null) {
      throw new StreamRefused(response.status, await problemOf(response));
    }
    const reading = messages(response.body);
    try {
      for (;;) {
        let next: IteratorResult<EventSourceMessage>;
        try {
          next = await reading.next();
        } catch (error) {
          if (signal?.aborted || ++lost > reconnects) {
            throw error;
          }
          break;
        }
        if (next.done) {
          return;
        }
        lost = 0;
        lastEventId = next.value.id ?? lastEventId;
        yield { id: next.value.id, event: next.value.event, data: JSON.parse(next.value.data) as Data };
      }
    } finally {
      await reading.return(undefined);  // closes the connection when the caller stops early
    }
    await pause(RECONNECT_MS, signal);
  }
}
