// Live updates over SSE: an EventSource on /v1/games/{gid}/stream. Its frames carry no `event:` name, so
// EventSource hands every one to `onmessage`; the envelope's type is inside the data.

/** Call `changed()` whenever the game moves; returns {close}. */
export function follow(gid, version, changed, { state = () => {} } = {}) {
  const source = new EventSource(`/v1/games/${gid}/stream?after=${version}`);
  source.addEventListener('open', () => state('open'));
  source.addEventListener('error', () => state(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting'));
  source.onmessage = () => changed();
  return { close() { source.close(); } };
}
