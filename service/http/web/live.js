// Live updates over SSE: an EventSource on /v1/games/{gid}/stream. Its frames are named by event type
// (`event: CardsPlayed`), and EventSource only hands named frames to listeners of that name, so the names
// come from the contract: the game's event union in /openapi.json (the catalogue's schemas.event), plus
// every type already seen in the game's history.
import { api } from './lib.js';

let documentTypes = null;
async function eventTypes(info) {
  documentTypes ??= api('/openapi.json').catch(() => null);
  const spec = await documentTypes;
  const ref = info?.schemas?.event || '';
  const union = spec?.components?.schemas?.[ref.split('/').pop()];
  return Object.keys(union?.discriminator?.mapping || {});
}

/**
 * Call `changed()` whenever the game moves; returns {close, saw(types)}. Types the document does not list yet
 * are learnt from the history (`saw`); a slow poll covers any still unknown.
 */
export async function follow(gid, version, info, changed, { poll = 3000, state = () => {} } = {}) {
  const source = new EventSource(`/v1/games/${gid}/stream?after=${version}`);
  source.addEventListener('open', () => state('open'));
  source.addEventListener('error', () => state(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting'));
  const heard = new Set();
  let last = Date.now();
  const onEvent = () => { last = Date.now(); changed(); };
  const listen = (type) => {
    if (heard.has(type)) return;
    heard.add(type);
    source.addEventListener(type, onEvent);
  };
  for (const type of ['TableCreated', 'SeatJoined', 'TableStarted', 'GameFinished', 'SeedRevealed']) listen(type);
  for (const type of await eventTypes(info)) listen(type);
  source.addEventListener('message', onEvent);
  const timer = setInterval(() => { if (Date.now() - last >= poll) changed(); }, poll);
  return {
    saw(types) { for (const type of types) listen(type); },
    close() { clearInterval(timer); source.close(); },
  };
}
