// Site-wide notices for a signed-in player on every page but their own (#/me, which lists challenges itself):
// a challenge to them, live from their notice stream, with a link to answer it.
import { api, fill, h } from './lib.js';
import { account, playerNotices } from './account.js';

let stream = null;
let streamKey = null;

function slot() {
  let box = document.getElementById('notices');
  if (!box) {
    box = h('div', { id: 'notices', class: 'notices', role: 'status' });
    document.querySelector('header.top')?.after(box);
  }
  return box;
}

async function challengeNotice(frame) {
  const [who, games] = await Promise.all([
    api(`/v1/players/${encodeURIComponent(frame.challenger)}`).then((p) => p.name).catch(() => 'A player'),
    api('/v1/catalog').then((c) => c.games).catch(() => []),
  ]);
  const game = games.find((g) => g.slug === frame.game)?.title || 'a game';
  return h('p', { class: 'notice', 'data-challenge': frame.challenge },
    `${who} challenges you to ${game}. `, h('a', { href: '#/me' }, 'Answer on your page'));
}

/** Follow the signed-in player's notices while ``path`` is not their own page; stop when signed out. */
export function followNotices(path) {
  const kept = account();
  if (!kept || path === '#/me') {
    stream?.close(); stream = null; streamKey = null;
    fill(slot());
    return;
  }
  if (stream && streamKey === kept.key) return;
  stream?.close();
  streamKey = kept.key;
  stream = playerNotices(async (frame) => {
    if (frame.type !== 'challenge' || frame.challenger === kept.id) return;
    const box = slot();
    box.querySelector(`[data-challenge="${frame.challenge}"]`)?.remove();
    if (frame.status === 'pending') box.append(await challengeNotice(frame));
  });
}
