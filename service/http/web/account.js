// The player account kept in this browser: its id, name and key (localStorage), requests that send the key,
// the header's "Signed in as …" line, and the player's live notices (challenges, game starts).
import { api, h, fill, keepSeat } from './lib.js';

const ACCOUNT = 'boardroom.player';

/** {id, name, key} of the player signed in here, or null. */
export function account() {
  try {
    const kept = JSON.parse(localStorage.getItem(ACCOUNT));
    return kept && kept.key && kept.id ? kept : null;
  } catch { return null; }
}

function keepAccount(kept) {
  localStorage.setItem(ACCOUNT, JSON.stringify({ id: kept.id, name: kept.name, key: kept.key }));
  localStorage.setItem('boardroom.name', kept.name);
  showAccount();
}

export function signOut() {
  localStorage.removeItem(ACCOUNT);
  showAccount();
}

/** A request with the player key as the bearer token (the API's `playerKey` scheme). */
export function playerApi(path, options = {}) {
  const kept = account();
  if (!kept) throw new Error('Sign in first.');
  return api(path, { ...options, token: kept.key });
}

/** Register a new player by name; the key is kept in this browser. */
export async function register(name) {
  const created = await api('/v1/players', { method: 'POST', body: { name, kind: 'human' } });
  keepAccount({ id: created.id, name: created.name, key: created.key });
  return account();
}

/** Sign in with a key from elsewhere (another browser's export): checked against the server first. */
export async function signInWithKey(key) {
  const trimmed = key.trim();
  if (!trimmed.startsWith('pk_')) throw new Error('That is not a player key: a key starts with "pk_".');
  let me;
  try {
    me = await api('/v1/players/me', { token: trimmed });
  } catch (e) {
    if (e.status === 401) throw new Error('The server does not know this key: it may have been replaced by a newer one.');
    throw e;
  }
  keepAccount({ id: me.id, name: me.name, key: trimmed });
  return account();
}

/** Replace the key (the old one stops working everywhere at once). */
export async function newKey() {
  const kept = account();
  const { key } = await playerApi('/v1/players/me/keys/rotate', { method: 'POST' });
  keepAccount({ ...kept, key });
  return key;
}

/** Keep the player's key as the seat's token, so the table page plays that seat. */
export function takeSeat(gid, seat) {
  const kept = account();
  keepSeat(gid, seat, kept.key, kept.name);
}

/** A server bot's level as people say it: "Easy bot", "Muman-Bot, hard". */
export function botLabel(level) {
  if (level.startsWith('muman-')) return `Muman-Bot, ${level.slice(6)}`;
  return `${level[0].toUpperCase()}${level.slice(1)} bot`;
}

/** A rated identity's name: a player's name, or `bot:bias-effect:easy` as "Bias Effect easy bot". */
export function rankedName(row, games) {
  const [kind, slug, level] = row.player.split(':');
  if (kind === 'bot' && level) {
    const title = games.find((g) => g.slug === slug)?.title || slug;
    return level.startsWith('muman-') ? `${title} Muman-Bot (${level.slice(6)})` : `${title} ${level} bot`;
  }
  return row.name || 'A player';
}

/** The header's account line: "Signed in as Ann · Sign out", or a link to sign in. */
export function showAccount() {
  const slot = document.getElementById('account');
  if (!slot) return;
  const kept = account();
  if (!kept) {
    fill(slot, h('a', { href: '#/me' }, 'Sign in'));
    return;
  }
  const out = h('button', { type: 'button', class: 'link', onclick: () => { signOut(); location.hash = '#/me'; } }, 'Sign out');
  fill(slot, h('span', { id: 'signed-in' }, 'Signed in as ', h('a', { href: '#/me' }, kept.name)), ' ', out);
}

/**
 * The player's own notices (`/v1/players/me/stream` as NDJSON through fetch, which, unlike EventSource, can send
 * the key in a header): `onFrame({id, type, …})` for each frame, reconnecting after the last one seen.
 * Returns {close}.
 */
export function playerNotices(onFrame, { state = () => {} } = {}) {
  const kept = account();
  const stopper = new AbortController();
  let after = '0-0'; // every kept frame: the pages rebuild pending challenges from them (a bare connection starts from now)
  let closed = false;
  async function run() {
    while (!closed) {
      try {
        const query = `?after=${encodeURIComponent(after)}`;
        const response = await fetch(`/v1/players/me/stream${query}`, {
          headers: { Accept: 'application/x-ndjson', Authorization: `Bearer ${kept.key}` }, signal: stopper.signal });
        if (!response.ok) { state('closed'); return; }
        state('open');
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffered = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffered += decoder.decode(value, { stream: true });
          let end;
          while ((end = buffered.indexOf('\n')) >= 0) {
            const line = buffered.slice(0, end).trim();
            buffered = buffered.slice(end + 1);
            if (!line) continue;
            const frame = JSON.parse(line);
            if (frame.type === 'heartbeat') continue;
            if (frame.id) after = frame.id;
            onFrame(frame);
          }
        }
      } catch (e) {
        if (closed) return;
      }
      state('reconnecting');
      await new Promise((resolve) => { setTimeout(resolve, 3000); });
    }
  }
  run();
  return { close() { closed = true; stopper.abort(); } };
}
