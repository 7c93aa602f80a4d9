// The lobby: the catalogue with rules summaries, a new table (people, open seats, server bots, options),
// open tables to join, tables to watch, finished ones to replay and audit, and the leaderboards.
import { api, catalog, fill, h, keepSeat, keptSeats, myName, randomKey, rememberName, title } from './lib.js';
import { account, botLabel, rankedName, takeSeat } from './account.js';
import { clockFields } from './clockform.js';
import { rulesHelp } from './rules.js';
import { joinForm as joinTable } from './invite.js';
import { hasTutorial } from './tutorial.js';

// One paragraph per game, from docs/rules/: the catalogue names the games, it does not describe them.
export const SUMMARIES = {
  'tabletop-inc': 'Run a board-game studio: place workers on the action board to hire specialists and freelancers, '
    + 'train, playtest and research, then build and publish games for victory points before the hourglass runs out.',
  'corporate-anarchy': 'Rival corporations hide alarms, guards and VIPs under face-down tiles in their HQs, then '
    + 'move agents, buy buildings and play dirty command cards to steal the others\u2019 VIPs. Last one standing, or '
    + 'the most VIPs, wins.',
  'tabletop-climber': 'A climbing card game over five seasons: pick a hand from your team, then beat the played '
    + 'combination or pass. The order you go out earns the gold and silver season cards.',
  'inventing-the-future': 'Draft dice to fund, hire and progress your staff along three technology tracks; the '
    + 'development cards on each track ask for white, blue and red staff. Points come from how far your pawns got.',
  'bias-effect': 'Each player has a public identity (left, right or moderate): seal bids of chips to '
    + 'program beliefs into the A.I. so it leans your way, while life cards and algorithm cards change the odds.',
};

// The options a person may choose, in words; Muman-Bot seats are chosen with the seats, not here.
const OPTION_WORDS = {
  deal: { label: 'Starting cards', values: { founder: 'Founder cards (first game)', 'pow-wow': 'Deal WOW and POW cards, keep one of each' } },
  track_refresh: { label: 'Card-track refresh variant' },
  track_refresh_items: { label: 'Refresh the item track too' },
};
const SEAT_OPTIONS = new Set(['muman']);

function seatChoices(game, index) {
  const full = game.bots.filter((level) => !level.startsWith('muman'));
  const muman = game.bots.filter((level) => level.startsWith('muman'));
  return h('select', { id: `seat-${index}`, name: `seat-${index}` },
    h('option', { value: 'open' }, 'A person (open seat to join)'),
    h('optgroup', { label: 'Server bot' }, full.map((level) => h('option', { value: `bot:${level}`, selected: level === 'easy' }, botLabel(level)))),
    muman.length ? h('optgroup', { label: 'Muman-Bot (solo rules)' },
      muman.map((level) => h('option', { value: `bot:${level}` }, `Muman-Bot, ${level.slice(6)}`))) : null);
}

/** The game's options as labelled fields (enums as choices, flags as checkboxes); returns {element, read}. */
function optionFields(game) {
  const props = Object.entries(game.options?.properties || {}).filter(([name]) => !SEAT_OPTIONS.has(name));
  const readers = [];
  const fields = props.map(([name, prop]) => {
    const words = OPTION_WORDS[name] || { label: name.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase()) };
    const id = `option-${name}`;
    if (prop.type === 'boolean') {
      const input = h('input', { type: 'checkbox', id, checked: prop.default === true });
      readers.push(() => (input.checked ? [[name, true]] : []));
      return h('label', { for: id }, input, ` ${words.label}`);
    }
    if (prop.enum) {
      const input = h('select', { id }, prop.enum.map((v) => h('option', { value: v, selected: v === prop.default }, words.values?.[v] || String(v))));
      readers.push(() => [[name, input.value]]);
      return h('label', { for: id }, words.label, ' ', input);
    }
    return null; // an option without a form of its own keeps the game's default
  }).filter(Boolean);
  const element = fields.length ? h('fieldset', {}, h('legend', {}, 'Options'), fields) : '';
  return { element, read: () => Object.fromEntries(readers.flatMap((read) => read())) };
}

function newTableForm(games, onCreated) {
  const me = account();
  const error = h('p', { class: 'alert', role: 'alert' });
  const gameSelect = h('select', { id: 'new-game', name: 'game' },
    games.map((g) => h('option', { value: g.slug }, `${g.title} (${g.min_players}–${g.max_players} players)`)));
  const nameInput = me ? null : h('input', { id: 'new-name', name: 'name', required: true, maxlength: 64, value: myName() || '', autocomplete: 'nickname' });
  const countSelect = h('select', { id: 'new-count', name: 'players' });
  const seatsBox = h('div');
  const optionsBox = h('div');
  const soloNote = h('p', { class: 'small muted' });
  const rated = me ? h('input', { type: 'checkbox', id: 'new-rated', name: 'rated' }) : null;
  const clock = clockFields('new', { timeout: true });
  let options = null;

  const game = () => games.find((g) => g.slug === gameSelect.value);
  function redrawSeats() {
    const g = game();
    const count = Number(countSelect.value);
    fill(seatsBox, h('fieldset', {}, h('legend', {}, 'Seats'),
      h('p', { class: 'small muted' }, me ? `Seat 1 is yours (${me.name}).` : 'Seat 1 is yours.'),
      Array.from({ length: count - 1 }, (_, i) => h('label', { for: `seat-${i + 1}` }, `Seat ${i + 2}`, ' ', seatChoices(g, i + 1)))));
  }
  function redrawGame() {
    const g = game();
    fill(countSelect, ...Array.from({ length: g.max_players - g.min_players + 1 },
      (_, i) => h('option', { value: String(g.min_players + i) }, String(g.min_players + i))));
    redrawSeats();
    options = optionFields(g);
    fill(optionsBox, options.element);
    summary.textContent = SUMMARIES[g.slug] || '';
    soloNote.textContent = g.bots.some((level) => level.startsWith('muman'))
      ? 'To play solo: 2 players, and choose a Muman-Bot for seat 2 (the rulebook\u2019s solo opponent).' : '';
  }
  const summary = h('p', { class: 'muted' });
  gameSelect.addEventListener('change', redrawGame);
  countSelect.addEventListener('change', redrawSeats);

  const form = h('form', { class: 'card', id: 'new-table', 'aria-labelledby': 'new-table-title' },
    h('h2', { id: 'new-table-title' }, 'New table'),
    h('label', { for: 'new-game' }, 'Game'), gameSelect, summary,
    me ? h('p', {}, `Playing as ${me.name}`) : [h('label', { for: 'new-name' }, 'Your name'), nameInput,
      h('p', { class: 'small muted' }, h('a', { href: '#/me' }, 'Sign in'), ' to play rated tables and keep your games.')],
    h('label', { for: 'new-count' }, 'Players'), countSelect, soloNote,
    seatsBox, optionsBox, clock.element,
    rated ? h('label', { for: 'new-rated' }, rated, ' Rated (every seat a player or a server bot)') : null,
    error,
    h('button', { type: 'submit', class: 'primary' }, 'Create table'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const button = form.querySelector('button[type=submit]');
    button.disabled = true;
    try {
      const name = me ? me.name : nameInput.value.trim();
      if (!me) rememberName(name);
      const seats = [me ? { player: me.id } : { name }];
      const muman = {};
      for (let i = 1; i < Number(countSelect.value); i++) {
        const choice = form.querySelector(`#seat-${i}`).value;
        seats.push(choice === 'open' ? {} : { bot: choice.slice(4) });
        if (choice.startsWith('bot:muman-')) muman[String(i)] = choice.slice(10);
      }
      if (rated?.checked && seats.some((seat) => !seat.player && !seat.bot)) {
        throw new Error('A rated table has no open seat: choose bots, or challenge people from your page.');
      }
      const body = { game: gameSelect.value, seats, options: { ...options.read(), ...(Object.keys(muman).length ? { muman } : {}) },
        ...clock.read(), rated: Boolean(rated?.checked) };
      if (!body.clock) { delete body.clock; delete body.on_timeout; }
      const created = await api('/v1/games', { method: 'POST', body, token: me?.key, headers: { 'Idempotency-Key': randomKey() } });
      if (created.tokens['0']) keepSeat(created.id, 0, created.tokens['0'], name);
      else takeSeat(created.id, 0);
      onCreated(created.id);
    } catch (e) {
      error.textContent = e.message;
      button.disabled = false;
    }
  });
  redrawGame();
  return form;
}

function tableRow(entry, games, action) {
  const g = games.find((x) => x.slug === entry.game);
  const who = entry.seats.map((s) => (s.open ? 'open seat' : s.name || botLabel(s.bot))).join(', ');
  return h('li', {}, h('strong', {}, g?.title || entry.game), ` · ${who} `, action);
}

// An active table whose turn has waited on a person (no bot, no autopilot) this long since its last event is taken
// as abandoned and left out of "Playing now".
const QUIET_MS = 15 * 60 * 1000;
function abandoned(entry) {
  const waitingOnPeople = entry.to_act.length > 0 && entry.to_act.every((seat) => {
    const s = entry.seats[seat];
    return s && !s.bot && !s.autopilot;
  });
  return waitingOnPeople && Date.now() - Date.parse(entry.updated_at || entry.created_at) > QUIET_MS;
}

// The lobby's lists, refreshed while the page is open (the lobby is eventually consistent), except while the
// person is using them: a refresh never pulls a join form from under the cursor.
function tablesSection(games) {
  const lists = h('div', { 'aria-live': 'polite' });
  const section = h('section', { class: 'card', 'aria-labelledby': 'tables-title' }, h('h2', { id: 'tables-title' }, 'Tables'), lists);
  let shown = null;
  async function refresh() {
    if (section.contains(document.activeElement)) return;
    const [open, active, finished] = await Promise.all([['open', 10], ['active', 30], ['finished', 10]]
      .map(([status, limit]) => api(`/v1/games?status=${status}&limit=${limit}`).then((page) => page.games)));
    const key = JSON.stringify([open, active, finished].map((list) => list.map((e) => [e.id, e.open_seats])));
    if (key !== shown) { shown = key; draw(open, active.filter((e) => !abandoned(e)).slice(0, 10), finished); }
  }
  function draw(open, active, finished) {
    const mine = keptSeats();
    const joinForm = (entry) => joinTable(entry.id, { onJoined: () => { location.hash = `#/play/${entry.id}`; } });
    const resume = (entry) => (mine[entry.id] ? h('a', { href: `#/play/${entry.id}` }, 'Resume my seat') : null);
    fill(lists,
      h('h3', {}, 'Open: seats to take'),
      open.length ? h('ul', {}, open.map((e) => tableRow(e, games, [resume(e) || joinForm(e)]))) : h('p', { class: 'muted' }, 'No open table.'),
      h('h3', {}, 'Playing now'),
      active.length ? h('ul', {}, active.map((e) => tableRow(e, games, [resume(e), ' ', h('a', { href: `#/watch/${e.id}` }, 'Watch')]))) : h('p', { class: 'muted' }, 'No table in play.'),
      h('h3', {}, 'Finished'),
      finished.length ? h('ul', {}, finished.map((e) => tableRow(e, games, [h('a', { href: `#/replay/${e.id}` }, 'Replay'), ' ', h('a', { href: `#/audit/${e.id}` }, 'Audit')]))) : h('p', { class: 'muted' }, 'No finished table yet.'));
  }
  return { section, refresh };
}

function leaderboards(games) {
  const select = h('select', { id: 'board-game' }, games.map((g) => h('option', { value: g.slug }, g.title)));
  const out = h('div', { id: 'leaderboard', 'aria-live': 'polite' });
  let shown = null;
  async function show() {
    const body = await api(`/v1/leaderboards/${select.value}`);
    const key = JSON.stringify(body);
    if (key === shown) return;
    shown = key;
    const me = account();
    const nameCell = (r) => (r.player.startsWith('bot:') ? rankedName(r, games)
      : h('a', { href: `#/player/${encodeURIComponent(r.player)}` }, rankedName(r, games)));
    fill(out, body.rankings.length
      ? h('div', { class: 'scroll' }, h('table', {}, h('thead', {}, h('tr', {}, ['#', 'Player', 'Rating', 'Games', 'Wins'].map((t) => h('th', { scope: 'col' }, t)))),
        h('tbody', {}, body.rankings.map((r, i) => h('tr', { class: me && r.player === me.id ? 'me' : null }, h('td', {}, i + 1), h('td', {}, nameCell(r)),
          h('td', {}, `${r.rating.toFixed(1)}${r.provisional ? '?' : ''}`), h('td', {}, r.games), h('td', {}, r.wins))))))
      : h('p', { class: 'muted' }, 'Nobody is ranked yet.'));
  }
  select.addEventListener('change', () => show().catch(() => {}));
  show().catch(() => {});
  const section = h('section', { class: 'card', 'aria-labelledby': 'ranks-title' }, h('h2', { id: 'ranks-title' }, 'Leaderboards'),
    h('label', { for: 'board-game' }, 'Game'), select, out,
    h('p', { class: 'small muted' }, 'Rated tables only. A rating with ? is provisional: fewer than 10 games.'));
  return { section, refresh: show };
}

export async function lobbyPage(main) {
  title('Lobby');
  const games = await catalog();
  const tables = tablesSection(games);
  const ranks = leaderboards(games);
  await tables.refresh();
  main.append(
    h('h1', {}, 'Lobby'),
    h('div', { class: 'layout' },
      h('div', {}, newTableForm(games, (gid) => { location.hash = `#/play/${gid}`; }), tables.section),
      h('aside', {},
        h('section', { class: 'card', 'aria-labelledby': 'games-title' }, h('h2', { id: 'games-title' }, 'Games'),
          games.map((g) => h('article', {}, h('h3', {}, g.title),
            h('p', { class: 'small muted' }, `${g.min_players}–${g.max_players} players`),
            h('p', { class: 'small' }, SUMMARIES[g.slug] || ''),
            hasTutorial(g.slug) ? h('p', {}, h('a', { href: `#/learn/${g.slug}`, class: 'learn' }, `Learn to play ${g.title}`),
              h('span', { class: 'small muted' }, ': a guided table against bots')) : null,
            rulesHelp(g.slug, g.title, { top: 4 })))),
        ranks.section)));
  const timer = setInterval(() => { tables.refresh().catch(() => {}); ranks.refresh().catch(() => {}); }, 4000);
  return () => clearInterval(timer);
}
