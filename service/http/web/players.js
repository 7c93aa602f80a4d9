// The player pages: sign up or sign in (the key kept in this browser, exported and imported), quick play by
// seek, challenges sent and received, my games and ratings (#/me); a player's public profile (#/player/<id>).
import { api, catalog, fill, h, title } from './lib.js';
import { account, botLabel, newKey, playerApi, playerNotices, register, signInWithKey, signOut, takeSeat } from './account.js';
import { clockFields, clockText } from './clockform.js';

const STATUS_WORDS = { open: 'Waiting for players', active: 'In play', finished: 'Finished', aborted: 'Cancelled' };
const SENT = 'boardroom.challenges.sent';
const DAY_MS = 24 * 3600 * 1000;
const FOLLOW_MS = 15 * 60 * 1000;

const names = new Map();
/** A player's name by id (one request per id, remembered). */
function playerName(pid) {
  if (!names.has(pid)) names.set(pid, api(`/v1/players/${encodeURIComponent(pid)}`).then((p) => p.name).catch(() => 'a player'));
  return names.get(pid);
}

function gameSelect(id, games) {
  return h('select', { id, name: 'game' }, games.map((g) => h('option', { value: g.slug }, g.title)));
}

function countSelect(id, game) {
  return h('select', { id, name: 'players' }, Array.from({ length: game.max_players - game.min_players + 1 },
    (_, i) => h('option', { value: String(game.min_players + i) }, `${game.min_players + i} players`)));
}

function seatName(seat) {
  if (seat.bot) return botLabel(seat.bot);
  if (seat.open) return 'open seat';
  return seat.name || 'a player';
}

// ---- Signing up and in ----

function signInPage(main, done) {
  const nameInput = h('input', { id: 'register-name', name: 'name', required: true, maxlength: 64, autocomplete: 'nickname' });
  const registerError = h('p', { class: 'alert', role: 'alert' });
  const registerForm = h('form', { class: 'card', id: 'register', 'aria-labelledby': 'register-title' },
    h('h2', { id: 'register-title' }, 'New player'),
    h('p', { class: 'small muted' }, 'Pick a name others will see. No password: this browser keeps your player key, '
      + 'which you can export to sign in elsewhere.'),
    h('label', { for: 'register-name' }, 'Name'), nameInput, registerError,
    h('button', { type: 'submit', class: 'primary' }, 'Register'));
  registerForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    registerError.textContent = '';
    try { await register(nameInput.value.trim()); done(); } catch (e) { registerError.textContent = e.message; }
  });

  const keyInput = h('input', { id: 'import-key', name: 'key', required: true, autocomplete: 'off', spellcheck: 'false' });
  const importError = h('p', { class: 'alert', role: 'alert' });
  const importForm = h('form', { class: 'card', id: 'import', 'aria-labelledby': 'import-title' },
    h('h2', { id: 'import-title' }, 'I have a player key'),
    h('label', { for: 'import-key' }, 'Paste your player key'), keyInput, importError,
    h('button', { type: 'submit' }, 'Sign in'));
  importForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    importError.textContent = '';
    try { await signInWithKey(keyInput.value); done(); } catch (e) { importError.textContent = e.message; }
  });
  main.append(h('h1', {}, 'Sign in'), h('div', { class: 'grid' }, registerForm, importForm));
}

function keySection(me) {
  const shown = h('input', { id: 'my-key', readonly: true, value: me.key, autocomplete: 'off', spellcheck: 'false', onfocus: (e) => e.target.select() });
  const keyBox = h('div', { hidden: true }, h('label', { for: 'my-key' }, 'Your player key'), shown);
  const said = h('p', { class: 'small', role: 'status' });
  const showButton = h('button', { type: 'button', 'aria-expanded': 'false' }, 'Show key');
  showButton.addEventListener('click', () => {
    keyBox.hidden = !keyBox.hidden;
    showButton.textContent = keyBox.hidden ? 'Show key' : 'Hide key';
    showButton.setAttribute('aria-expanded', String(!keyBox.hidden));
  });
  const copy = h('button', { type: 'button' }, 'Copy key');
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(account().key);
      said.textContent = 'Copied.';
    } catch {
      keyBox.hidden = false;
      shown.select();
      said.textContent = 'Copying is not allowed here: the key is selected, copy it yourself.';
    }
  });
  const download = h('a', { class: 'button', id: 'download-key', download: `boardroom-key-${me.name}.txt`,
    href: `data:text/plain;charset=utf-8,${encodeURIComponent(`${me.key}\n`)}` }, 'Download key');
  const replace = h('button', { type: 'button' }, 'Replace key');
  replace.addEventListener('click', async () => {
    if (!window.confirm('Replace your key? The old key stops working everywhere, at once.')) return;
    try {
      const key = await newKey();
      shown.value = key;
      download.href = `data:text/plain;charset=utf-8,${encodeURIComponent(`${key}\n`)}`;
      said.textContent = 'Your key was replaced: export the new one to your other devices.';
    } catch (e) { said.textContent = e.message; }
  });
  return h('section', { class: 'card', 'aria-labelledby': 'key-title' },
    h('h2', { id: 'key-title' }, 'Your key'),
    h('p', { class: 'small muted' }, 'Your key is your sign-in: whoever has it plays as you. Keep a copy to sign in '
      + 'on another device (paste it under "I have a player key").'),
    h('div', { class: 'actions' }, showButton, copy, download, replace), keyBox, said);
}

// ---- Quick play ----

function quickPlay(games, me, going) {
  const game = gameSelect('seek-game', games);
  const countBox = h('span');
  const rated = h('input', { type: 'checkbox', id: 'seek-rated', checked: true });
  const bots = h('select', { id: 'seek-bots' },
    h('option', { value: '0' }, 'Right away'), h('option', { value: '30', selected: true }, 'After 30 seconds'),
    h('option', { value: '120' }, 'After 2 minutes'), h('option', { value: '' }, 'Never: wait for people'));
  const clock = clockFields('seek');
  const error = h('p', { class: 'alert', role: 'alert' });
  const waiting = h('div', { id: 'seek-waiting', role: 'status' });
  let count = null;
  function redraw() {
    count = countSelect('seek-count', games.find((g) => g.slug === game.value));
    fill(countBox, h('label', { for: 'seek-count' }, 'Table size'), count);
  }
  game.addEventListener('change', redraw);
  redraw();
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Find a table');
  const form = h('form', { id: 'quick-play' },
    h('label', { for: 'seek-game' }, 'Game'), game, countBox,
    h('label', { for: 'seek-rated' }, rated, ' Rated (the result counts for the leaderboard)'),
    h('label', { for: 'seek-bots' }, 'Fill empty seats with server bots'), bots,
    clock.element, error, submit);

  let seek = null;
  let timer = null;
  // An answer about a seek that is no longer the one shown (cancelled, or replaced by a new seek while the
  // request was on its way) is dropped: acting on it would stop the new seek's polling.
  async function check() {
    clearTimeout(timer);
    const asked = seek;
    if (!asked) return;
    try {
      const now = await playerApi(`/v1/seeks/${asked.id}`);
      if (seek !== asked) return;
      if (now.status === 'matched' && now.gid) { await found(now.gid); return; }
      if (now.status !== 'waiting') {
        stop();
        error.textContent = now.status === 'expired' ? 'Nobody came in time: try again, or let server bots fill the seats.'
          : now.status === 'failed' ? 'The table could not be opened: try again.' : '';
        return;
      }
    } catch (e) {
      if (seek !== asked) return;
      error.textContent = e.message;
    }
    timer = setTimeout(check, 2000);
  }
  // The seek is dropped only once its table is known: if reading the table fails, the next check tries again
  // instead of leaving a matched player on a form.
  async function found(gid, seat) {
    let mine = seat;
    if (mine === undefined) {
      const table = await playerApi(`/v1/games/${gid}`);
      mine = table.seats.find((s) => s.player === me.id)?.seat ?? 0;
    }
    stop();
    takeSeat(gid, mine);
    going(gid);
  }
  function stop() {
    clearTimeout(timer);
    seek = null;
    waiting.replaceChildren();
    form.hidden = false;
  }
  async function cancel() {
    const sid = seek?.id;
    if (!sid) return;
    try {
      await playerApi(`/v1/seeks/${sid}`, { method: 'DELETE' });
      stop();
    } catch (e) {
      if (e.status === 409) { check(); return; } // matched meanwhile: go to the table
      error.textContent = e.message;
    }
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    submit.disabled = true;
    try {
      const { clock: chosen } = clock.read();
      seek = await playerApi('/v1/seeks', { method: 'POST', body: {
        game: game.value, players: Number(count.value), rated: rated.checked, clock: chosen,
        bots_after_seconds: bots.value === '' ? null : Number(bots.value) } });
      form.hidden = true;
      const title_ = games.find((g) => g.slug === game.value).title;
      fill(waiting, h('p', {}, h('span', { class: 'spinner', 'aria-hidden': 'true' }), ` Looking for a ${rated.checked ? 'rated ' : ''}table of ${title_}…`),
        h('button', { type: 'button', id: 'cancel-seek', onclick: cancel }, 'Cancel'));
      check();
    } catch (e) { error.textContent = e.message; } finally { submit.disabled = false; }
  });
  const section = h('section', { class: 'card', 'aria-labelledby': 'quick-title' }, h('h2', { id: 'quick-title' }, 'Quick play'),
    h('p', { class: 'small muted' }, 'Sit down with the next players looking for the same game, size, clock and rating.'),
    form, waiting);
  return {
    section,
    notice(frame) { if (seek && frame.type === 'game-start') check(); },
    leave() { if (seek) playerApi(`/v1/seeks/${seek.id}`, { method: 'DELETE' }).catch(() => {}); clearTimeout(timer); },
  };
}

// ---- Challenges ----

function sentChallenges() {
  try {
    return (JSON.parse(localStorage.getItem(SENT)) || []).filter((c) => Date.now() - c.sent < DAY_MS);
  } catch { return []; }
}
function keepSent(list) { localStorage.setItem(SENT, JSON.stringify(list)); }

/** A form sending a challenge: to `to` (a profile's player) or to the player ids typed in, commas between. */
export function challengeForm(games, { to = null, onSent }) {
  const who = to ? null : h('input', { id: 'challenge-to', required: true, autocomplete: 'off', spellcheck: 'false' });
  // Challenging one player is a table of two: only the games two can play.
  const game = gameSelect('challenge-game', to ? games.filter((g) => g.min_players <= 2) : games);
  const rated = h('input', { type: 'checkbox', id: 'challenge-rated' });
  const clock = clockFields('challenge');
  const error = h('p', { class: 'alert', role: 'alert' });
  const said = h('p', { role: 'status' });
  const form = h('form', { id: 'challenge-form' },
    who ? [h('label', { for: 'challenge-to' }, 'Player ids or player page links, commas between'), who] : null,
    h('label', { for: 'challenge-game' }, 'Game'), game,
    h('label', { for: 'challenge-rated' }, rated, ' Rated'), clock.element, error, said,
    h('button', { type: 'submit', class: 'primary' }, to ? `Challenge ${to.name}` : 'Send challenge'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    said.textContent = '';
    // A player page's link pasted whole is fine too.
    const targets = to ? [to.id] : who.value.split(',').map((t) => t.trim().replace(/^.*#\/player\//, '')).filter(Boolean);
    try {
      const { clock: chosen } = clock.read();
      const sent = await playerApi('/v1/challenges', { method: 'POST', body: { game: game.value, players: targets, rated: rated.checked, clock: chosen } });
      keepSent([...sentChallenges(), { ...sent, sent: Date.now() }]);
      said.textContent = `Challenge sent to ${(await Promise.all(targets.map(playerName))).join(', ')}.`;
      onSent?.(sent);
    } catch (e) { error.textContent = e.message; }
  });
  return form;
}

function challengesSection(games, me, going) {
  const incoming = new Map(); // challenge id → its latest frame
  const list = h('div', { id: 'challenges', 'aria-live': 'polite' });
  const title_ = (slug) => games.find((g) => g.slug === slug)?.title || slug;
  // A challenge sent lately that starts now takes its challenger to the table; an old one only gets its link.
  const recent = (c) => Date.now() - c.sent < FOLLOW_MS;
  async function draw() {
    const pending = [...incoming.values()].filter((c) => c.status === 'pending' && c.challenger !== me.id);
    const sent = sentChallenges();
    const rows = await Promise.all(pending.map(async (c) => {
      const name = await playerName(c.challenger);
      const accept = h('button', { type: 'button', class: 'primary' }, 'Accept');
      const decline = h('button', { type: 'button' }, 'Decline');
      const why = h('span', { class: 'alert', role: 'alert' });
      accept.addEventListener('click', async () => {
        try {
          const answer = await playerApi(`/v1/challenges/${c.challenge}/accept`, { method: 'POST' });
          incoming.set(c.challenge, { ...c, status: answer.status, gid: answer.gid });
          if (answer.gid) { takeSeat(answer.gid, answer.players.indexOf(me.id)); going(answer.gid); return; }
          draw();
        } catch (e) { why.textContent = e.message; }
      });
      decline.addEventListener('click', async () => {
        try {
          await playerApi(`/v1/challenges/${c.challenge}/decline`, { method: 'POST' });
          incoming.set(c.challenge, { ...c, status: 'declined' });
          draw();
        } catch (e) { why.textContent = e.message; }
      });
      return h('li', { class: 'challenge' }, h('strong', {}, name), ` invites you to ${title_(c.game)}`,
        ` (${c.players.length} players, ${c.rated ? 'rated' : 'not rated'}, ${clockText(c.clock).toLowerCase()}) `, accept, ' ', decline, why);
    }));
    const sentRows = await Promise.all(sent.map(async (c) => {
      const others = await Promise.all(c.players.filter((p) => p !== me.id).map(playerName));
      const words = { pending: 'waiting for an answer', declined: 'declined', started: 'accepted', cancelled: 'withdrawn' }[c.status] || c.status;
      const why = h('span', { class: 'alert', role: 'alert' });
      const withdraw = c.status === 'pending' ? h('button', { type: 'button', class: 'withdraw' }, 'Withdraw') : null;
      withdraw?.addEventListener('click', async () => {
        try {
          const answer = await playerApi(`/v1/challenges/${c.id}`, { method: 'DELETE' });
          keepSent(sentChallenges().map((x) => (x.id === c.id ? { ...x, status: answer.status } : x)));
          draw();
        } catch (e) { why.textContent = e.message; }
      });
      return h('li', {}, `${title_(c.game)} with ${others.join(', ')}: ${words} `, withdraw,
        c.gid ? h('a', { href: `#/play/${c.gid}`, onclick: () => takeSeat(c.gid, c.players.indexOf(me.id)) }, 'Go to the table') : null, why);
    }));
    fill(list, h('h3', {}, 'Invitations to you'),
      rows.length ? h('ul', {}, rows) : h('p', { class: 'muted' }, 'No invitation waiting.'),
      h('h3', {}, 'Sent'),
      sentRows.length ? h('ul', {}, sentRows) : h('p', { class: 'muted' }, 'No challenge sent today.'),
      sent.some((c) => c.status === 'pending')
        ? h('p', { class: 'small muted' }, 'A challenge waits up to a day for its answer, unless you withdraw it.') : null);
  }
  const section = h('section', { class: 'card', 'aria-labelledby': 'challenges-title' },
    h('h2', { id: 'challenges-title' }, 'Challenges'), list,
    h('details', {}, h('summary', {}, 'Challenge a player'),
      h('p', { class: 'small muted' }, 'Open their player page link and press Challenge there, or paste their player id here.'),
      challengeForm(games, { onSent: () => draw() })));
  draw();
  return {
    section,
    notice(frame) {
      if (frame.type !== 'challenge') return;
      incoming.set(frame.challenge, frame);
      const sent = sentChallenges();
      const mineSent = sent.find((c) => c.id === frame.challenge);
      if (mineSent) {
        const follow = mineSent.status === 'pending' && recent(mineSent);
        Object.assign(mineSent, { status: frame.status, gid: frame.gid });
        keepSent(sent);
        if (frame.status === 'started' && frame.gid && follow) {
          takeSeat(frame.gid, frame.players.indexOf(me.id));
          going(frame.gid);
          return;
        }
      }
      draw();
    },
  };
}

// ---- My games and ratings ----

function placeOf(result, seat) {
  if (!result?.ranking) return null;
  const place = result.ranking.findIndex((group) => group.includes(seat));
  if (place < 0) return null;
  const tied = result.ranking[place].length > 1 ? ' (tied)' : '';
  return place === 0 ? `Won${tied}` : `Place ${place + 1}${tied}`;
}

function myGames(games, me) {
  const out = h('div', { id: 'my-games' });
  async function refresh() {
    const page = await api(`/v1/players/${me.id}/games?limit=20`);
    const title_ = (slug) => games.find((g) => g.slug === slug)?.title || slug;
    fill(out, page.games.length ? h('ul', { class: 'my-games' }, page.games.map((g) => {
      const others = g.seats.filter((s) => s.seat !== g.seat).map(seatName).join(', ');
      const playing = g.status === 'open' || g.status === 'active';
      const link = playing
        ? h('a', { href: `#/play/${g.id}`, onclick: () => takeSeat(g.id, g.seat) }, g.status === 'open' ? 'Open table' : 'Play')
        : g.status === 'finished' ? h('a', { href: `#/replay/${g.id}` }, 'Replay') : null;
      return h('li', {}, h('strong', {}, title_(g.game)), ` with ${others || 'nobody yet'} · ${STATUS_WORDS[g.status] || g.status}`,
        g.rated ? ' · rated' : '', g.status === 'finished' && placeOf(g.result, g.seat) ? ` · ${placeOf(g.result, g.seat)}` : '', ' ', link);
    })) : h('p', { class: 'muted' }, 'No game yet: try Quick play.'));
  }
  refresh().catch((e) => fill(out, h('p', { class: 'alert', role: 'alert' }, `Could not load your games: ${e.message}`)));
  return { section: h('section', { class: 'card', 'aria-labelledby': 'games-title' }, h('h2', { id: 'games-title' }, 'My games'), out), refresh };
}

function ratingsTable(profile, games) {
  if (!profile.ratings.length) return h('p', { class: 'muted' }, 'No rated game yet.');
  return h('div', { class: 'scroll' }, h('table', {}, h('thead', {}, h('tr', {}, ['Game', 'Rating', 'Games', 'Wins'].map((t) => h('th', { scope: 'col' }, t)))),
    h('tbody', {}, profile.ratings.map((r) => h('tr', {},
      h('td', {}, games.find((g) => g.slug === r.game)?.title || r.game),
      h('td', {}, `${r.ordinal.toFixed(1)}${r.provisional ? ' (provisional)' : ''}`), h('td', {}, r.games), h('td', {}, r.wins))))));
}

export async function mePage(main) {
  const me = account();
  title(me ? me.name : 'Sign in');
  if (!me) {
    signInPage(main, () => { window.dispatchEvent(new HashChangeEvent('hashchange')); });
    return null;
  }
  let profile;
  try {
    profile = await playerApi('/v1/players/me');
  } catch (e) {
    if (e.status !== 401) throw e;
    signOut();
    main.append(h('p', { class: 'alert', role: 'alert' }, 'Your key no longer works (it was replaced elsewhere): sign in with the new one.'));
    signInPage(main, () => { window.dispatchEvent(new HashChangeEvent('hashchange')); });
    return null;
  }
  const games = await catalog();
  let gone = false;
  const going = (gid) => { if (!gone) location.hash = `#/play/${gid}`; };
  const quick = quickPlay(games, me, going);
  const challenges = challengesSection(games, me, going);
  const mine = myGames(games, me);
  const link = `${location.origin}${location.pathname}#/player/${me.id}`;
  main.append(
    h('h1', {}, me.name),
    h('div', { class: 'layout' },
      h('div', {}, quick.section, challenges.section, mine.section),
      h('aside', {},
        h('section', { class: 'card share', 'aria-labelledby': 'me-title' }, h('h2', { id: 'me-title' }, 'Your player page'),
          h('label', { for: 'my-link' }, 'Give this link to friends so they can challenge you'),
          h('input', { id: 'my-link', readonly: true, value: link, onfocus: (e) => e.target.select() }),
          h('p', { class: 'small' }, h('a', { href: `#/player/${me.id}` }, 'See it as others do'))),
        h('section', { class: 'card', 'aria-labelledby': 'ratings-title' }, h('h2', { id: 'ratings-title' }, 'Ratings'),
          ratingsTable(profile, games)),
        keySection(me),
        h('p', {}, h('button', { type: 'button', onclick: () => { signOut(); location.hash = '#/'; } }, 'Sign out')))));
  const notices = playerNotices((frame) => {
    quick.notice(frame);
    challenges.notice(frame);
    if (frame.type === 'game-start' || frame.type === 'game-finish') mine.refresh().catch(() => {});
  });
  return () => { gone = true; notices.close(); quick.leave(); };
}

export async function playerPage(main, pid) {
  const games = await catalog();
  let profile;
  try {
    profile = await api(`/v1/players/${encodeURIComponent(pid)}`);
  } catch (e) {
    if (e.status !== 404) throw e;
    main.append(h('h1', {}, 'No such player'), h('p', {}, h('a', { href: '#/' }, 'Back to the lobby')));
    return null;
  }
  title(profile.name);
  const me = account();
  let challenge;
  if (!me) challenge = h('p', {}, h('a', { href: '#/me' }, 'Sign in'), ` to challenge ${profile.name}.`);
  else if (me.id === profile.id) challenge = h('p', { class: 'muted' }, 'This is you.');
  else challenge = challengeForm(games, { to: profile, onSent: () => { location.hash = '#/me'; } });
  main.append(h('h1', {}, profile.name),
    h('p', { class: 'muted' }, `${profile.games} game${profile.games === 1 ? '' : 's'} played here`),
    h('div', { class: 'grid' },
      h('section', { class: 'card', 'aria-labelledby': 'ratings-title' }, h('h2', { id: 'ratings-title' }, 'Ratings'), ratingsTable(profile, games)),
      h('section', { class: 'card', 'aria-labelledby': 'challenge-title' }, h('h2', { id: 'challenge-title' }, 'Challenge'), challenge)));
  return null;
}
