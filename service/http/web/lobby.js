// The lobby: the catalogue with rules summaries, a new table (people, open seats, server bots, options),
// open tables to join, tables to watch, finished ones to replay and audit, and the leaderboards.
import { api, catalog, fill, h, keepSeat, keptSeats, myName, randomKey, rememberName, title } from './lib.js';
import { schemaFields } from './forms.js';

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

function seatChoices(game, index) {
  const bots = game.bots.filter((level) => !level.startsWith('muman'));
  return h('select', { id: `seat-${index}`, name: `seat-${index}` },
    bots.map((level) => h('option', { value: `bot:${level}` }, `Server bot (${level})`)),
    h('option', { value: 'open' }, 'Open seat for a person'));
}

function newTableForm(games, onCreated) {
  const error = h('p', { class: 'alert', role: 'alert' });
  const gameSelect = h('select', { id: 'new-game', name: 'game' },
    games.map((g) => h('option', { value: g.slug }, `${g.title} (${g.min_players}–${g.max_players} players)`)));
  const nameInput = h('input', { id: 'new-name', name: 'name', required: true, maxlength: 64, value: myName() || 'me', autocomplete: 'nickname' });
  const countSelect = h('select', { id: 'new-count', name: 'players' });
  const seatsBox = h('div');
  const optionsBox = h('div');
  let options = null;

  const game = () => games.find((g) => g.slug === gameSelect.value);
  function redrawSeats() {
    const g = game();
    const count = Number(countSelect.value);
    fill(seatsBox, h('p', { class: 'small muted' }, 'Seat 0 is yours.'),
      Array.from({ length: count - 1 }, (_, i) => h('label', { for: `seat-${i + 1}` }, `Seat ${i + 1}`, ' ', seatChoices(g, i + 1))));
  }
  function redrawGame() {
    const g = game();
    fill(countSelect, ...Array.from({ length: g.max_players - g.min_players + 1 },
      (_, i) => h('option', { value: String(g.min_players + i) }, String(g.min_players + i))));
    redrawSeats();
    options = schemaFields(g.options, {}, { skip: [] });
    fill(optionsBox, Object.keys(g.options?.properties || {}).length
      ? h('details', {}, h('summary', {}, 'Options'), options.element) : '');
    summary.textContent = SUMMARIES[g.slug] || '';
  }
  const summary = h('p', { class: 'muted' });
  gameSelect.addEventListener('change', redrawGame);
  countSelect.addEventListener('change', redrawSeats);

  const form = h('form', { class: 'card', id: 'new-table', 'aria-labelledby': 'new-table-title' },
    h('h2', { id: 'new-table-title' }, 'New table'),
    h('label', { for: 'new-game' }, 'Game'), gameSelect, summary,
    h('label', { for: 'new-name' }, 'Your name'), nameInput,
    h('label', { for: 'new-count' }, 'Players'), countSelect,
    seatsBox, optionsBox, error,
    h('button', { type: 'submit', class: 'primary' }, 'Create table'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const button = form.querySelector('button[type=submit]');
    button.disabled = true;
    try {
      const name = nameInput.value.trim();
      rememberName(name);
      const seats = [{ name }];
      for (let i = 1; i < Number(countSelect.value); i++) {
        const choice = form.querySelector(`#seat-${i}`).value;
        seats.push(choice === 'open' ? {} : { bot: choice.slice(4) });
      }
      const body = { game: gameSelect.value, seats, options: options.read() };
      const created = await api('/v1/games', { method: 'POST', body, headers: { 'Idempotency-Key': randomKey() } });
      keepSeat(created.id, 0, created.tokens['0'], name);
      onCreated(created.id);
    } catch (e) {
      error.textContent = `Refused: ${e.message}`;
      button.disabled = false;
    }
  });
  redrawGame();
  return form;
}

function tableRow(entry, games, action) {
  const g = games.find((x) => x.slug === entry.game);
  const who = entry.seats.map((s) => (s.open ? 'open' : s.bot ? `${s.bot} bot` : s.name)).join(', ');
  return h('li', {}, h('strong', {}, g?.title || entry.game), ` · ${who} · v${entry.version} `, action);
}

// The lobby's lists, refreshed while the page is open (the lobby is eventually consistent), except while the
// person is using them: a refresh never pulls a join form from under the cursor.
function tablesSection(games) {
  const lists = h('div', { 'aria-live': 'polite' });
  const section = h('section', { class: 'card', 'aria-labelledby': 'tables-title' }, h('h2', { id: 'tables-title' }, 'Tables'), lists);
  let shown = null;
  async function refresh() {
    if (section.contains(document.activeElement)) return;
    const [open, active, finished] = await Promise.all(['open', 'active', 'finished']
      .map((status) => api(`/v1/games?status=${status}&limit=10`).then((page) => page.games)));
    const key = JSON.stringify([open, active, finished].map((list) => list.map((e) => [e.id, e.open_seats])));
    if (key !== shown) { shown = key; draw(open, active, finished); }
  }
  function draw(open, active, finished) {
    const mine = keptSeats();
    const joinForm = (entry) => {
      const id = `join-${entry.id}`;
      const input = h('input', { id, value: myName() || '', required: true, maxlength: 64, size: 10 });
      const form = h('form', { class: 'inline' }, h('label', { class: 'inline', for: id }, 'Name ', input),
        h('button', { type: 'submit' }, 'Join'));
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        try {
          const joined = await api(`/v1/games/${entry.id}/join`, { method: 'POST', body: { name: input.value.trim() } });
          rememberName(input.value.trim());
          keepSeat(entry.id, joined.seat, joined.token, input.value.trim());
          location.hash = `#/play/${entry.id}`;
        } catch (e) { form.append(h('span', { class: 'alert', role: 'alert' }, ` Refused: ${e.message}`)); }
      });
      return form;
    };
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
  const out = h('div', { 'aria-live': 'polite' });
  async function show() {
    const body = await api(`/v1/leaderboards/${select.value}`);
    fill(out, body.rankings.length
      ? h('div', { class: 'scroll' }, h('table', {}, h('thead', {}, h('tr', {}, ['#', 'Player', 'Rating', 'Games', 'Wins'].map((t) => h('th', { scope: 'col' }, t)))),
        h('tbody', {}, body.rankings.map((r, i) => h('tr', {}, h('td', {}, i + 1), h('td', {}, r.player), h('td', {}, r.rating.toFixed(1)), h('td', {}, r.games), h('td', {}, r.wins))))))
      : h('p', { class: 'muted' }, 'Nobody is ranked yet.'));
  }
  select.addEventListener('change', show);
  show();
  return h('section', { class: 'card', 'aria-labelledby': 'ranks-title' }, h('h2', { id: 'ranks-title' }, 'Leaderboards'),
    h('label', { for: 'board-game' }, 'Game'), select, out);
}

export async function lobbyPage(main) {
  title('Lobby');
  const games = await catalog();
  const tables = tablesSection(games);
  await tables.refresh();
  main.append(
    h('h1', {}, 'Lobby'),
    h('div', { class: 'layout' },
      h('div', {}, newTableForm(games, (gid) => { location.hash = `#/play/${gid}`; }), tables.section),
      h('aside', {},
        h('section', { class: 'card', 'aria-labelledby': 'games-title' }, h('h2', { id: 'games-title' }, 'Games'),
          games.map((g) => h('article', {}, h('h3', {}, g.title),
            h('p', { class: 'small muted' }, `${g.min_players}–${g.max_players} players · bots: ${g.bots.join(', ')}`),
            h('p', { class: 'small' }, SUMMARIES[g.slug] || '')))),
        leaderboards(games))));
  const timer = setInterval(() => tables.refresh().catch(() => {}), 4000);
  return () => clearInterval(timer);
}
