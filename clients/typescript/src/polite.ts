/**
 * Requests that wait as the server asks: a 429 (rate limited) or 503 (store down) is sent again after its
 * `Retry-After`, a bounded number of times and never after a wait longer than a minute, as boardroom_sdk does.
 */

export type Send = (request: Request) => Promise<Response>;

const WAITED = new Set([429, 503]);
const DEFAULT_RETRY_AFTER_SECONDS = 1;
// A longer wait (an hourly budget spent) is the caller's to decide on: the refusal is answered instead.
const LONGEST_WAIT_SECONDS = 60;
export const RETRIES = 5;

/** Seconds `Retry-After` asks for: delta-seconds or an HTTP date. */
export function retryAfterSeconds(response: Response): number {
  const value = response.headers.get("Retry-After")?.trim() ?? "";
  const seconds = value === "" ? Number.NaN : Number(value);
  if (Number.isFinite(seconds)) {
    return Math.max(seconds, 0);
  }
  const date = Date.parse(value);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_SECONDS : Math.max((date - Date.now()) / 1000, 0);
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/** `send` (the global fetch by default), each request sent again while the server asks to wait. */
export function politeFetch(send: Send = (request) => fetch(request), retries = RETRIES): Send {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await send(request.clone());
      const seconds = retryAfterSeconds(response);
      if (!WAITED.has(response.status) || attempt >= retries || seconds > LONGEST_WAIT_SECONDS) {
        return response;
      }
      await response.body?.cancel();
      await pause(seconds * 1000, request.signal);
    }
  };
}
