export { type BoardroomClient, type ClientOptions, createClient, type GameSlug, isGameSlug } from "./client.js";
export { politeFetch, retryAfterSeconds, type Send } from "./polite.js";
export {
  type FollowOptions, followStream, type GameEvent, type GameState, type PlayerStreamFrame, type Problem,
  type StateStreamOptions, type StreamFrame, StreamRefused,
} from "./stream.js";
// the generated types (paths, components) and each enum's values (gameSlugValues, ...)
export * from "../build/openapi.js";
