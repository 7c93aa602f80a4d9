// A table: play it with your seat's token, or watch it as a spectator. Everything comes from the public API:
// the game resource (`view`, `to_act`, `result`), `/moves`, `/commands`, and the live stream.
import { api, append, fill, forgetSeat, gameInfo, h, keepSeat, keptSeat, moveLabel, randomKey, seatName, seatTag, short, title, tree } from './lib.js';
import { templateForm } from './forms.js';
import { drawBoard } from './boards.js';
import { follow } from './live.js';

export function resultTable(game) {
  const { ranking, scores } = game.result;
  const keys = [...new Set(Object.values(scores).flatMap((s) => Object.keys(s)))].filter((k) => k !== 'total');
  const rows = ranking.flatMap((group, place) => group.map((seat) => [place + 1, seat]));
  return h('section', { class: 'card', id: 'final-scores', 'aria-labelledby': 'final-title' },
    h('h2', { id: 'final-title' }, 'Final scores'),
    h('div', { class: 'scroll' }, h('table', { class: 'result' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Place'), h('th', { scope: 'col' }, 'Player'),
        h('th', { scope: 'col' }, 'Total'), keys.map((k) => h('th', { scope: 'col' }, k)))),
      h('tbody', {}, rows.map(([place, seat]) => h('tr', {}, h('td', {}, place), h('td', {}, seatTag(seat), ' ', seatName(game, seat)),
        h('td', {}, short(scores[seat]?.total)), keys.map((k) => h('td', {}, short(scores[seat]?.[k])))))))));
}

function statusLine(game, mine) {
  const acting = game.to_act || [];
  let turn;
  if (game.status === 'open') turn = h('span', { class: 'turn' }, `Waiting for players: ${game.seats.filter((s) => s.open).length} open seat(s)`);
  else if (game.status === 'finished') turn = h('span', { class: 'turn' }, 'Game over');
  else if (mine !== null && acting.includes(mine)) turn = h('span', { class: 'turn mine' }, acting.length > 1 ? 'Your move (with others)' : 'Your turn');
  else if (acting.length) turn = h('span', { class: 'turn' }, 'To act: ', acting.map((s) => [seatTag(s), ' ', seatName(game, s), ' ']));
  else turn = h('span', { class: 'turn' }, 'Scoring…');
  return [h('span', {}, `Version ${game.version}`), h('span', {}, `Status: ${game.status}`), turn];
}

export async function gamePage(main, gid, { watch, query }) {
  // A shared seat link carries its token in the fragment (never sent to the server): keep it, then drop it
  // from the address bar.
  if (!watch && query?.get('token')) {
    keepSeat(gid, Number(query.get('seat')), query.get('token'), query.get('name') || '');
    history.replaceState(null, '', `#/play/${gid}`);
  }
  const kept = watch ? null : keptSeat(gid);
  if (!watch && !kept) {
    main.append(h('p', { class: 'note' }, 'This browser holds no seat at this table; you are watching it.'));
  }
  const token = kept?.token;
  const mine = kept ? kept.seat : null;

  const heading = h('h1', {}, 'Table');
  const status = h('p', { class: 'status', id: 'status', 'aria-live': 'polite' });
  const refusal = h('div', { class: 'alert', id: 'refusal', role: 'alert' });
  const result = h('div', { id: 'result' });
  const board = h('section', { class: 'card', id: 'board', 'aria-label': 'Table' });
  const movesBox = h('section', { class: 'card', id: 'moves', 'aria-labelledby': 'moves-title' });
  const links = h('section', { class: 'card share', 'aria-labelledby': 'links-title' });
  main.append(heading, status, refusal, result, h('div', { class: 'layout' }, board, h('aside', { class: 'moves-first' }, movesBox, links)));

  let game = null;
  let moves = null;
  let info = null;
  let sending = false;
  let live = null;
  let gone = false;
  let stream = 'connecting';

  async function load() {
    let fresh;
    try {
      fresh = await api(`/v1/games/${gid}`, { token });
    } catch (e) {
      if (e.status === 401 && kept) { forgetSeat(gid); refusal.textContent = 'This seat token is no longer valid; it was forgotten.'; }
      throw e;
    }
    info ??= await gameInfo(fresh.game);
    // The game and the moves change together, so a click always sends a move with the seats it was listed among.
    moves = mine !== null && fresh.status === 'active' && fresh.to_act.includes(mine)
      ? { ...(await api(`/v1/games/${gid}/moves`, { token })), among: fresh.to_act } : null;
    game = fresh;
    render();
  }

  let running = null;
  let again = false;
  function refresh() {
    if (gone) return null;
    if (running) { again = true; return running; }
    running = (async () => {
      do { again = false; await load(); } while (again && !gone);
    })().catch((e) => { refusal.textContent = `Could not refresh: ${e.message}`; }).finally(() => { running = null; });
    return running;
  }

  async function send(move) {
    if (sending) return;
    sending = true;
    refusal.textContent = '';
    for (const el of movesBox.querySelectorAll('button')) el.disabled = true;
    shownMoves = null;
    const headers = { 'Idempotency-Key': randomKey() };
    // Alone to act, pin the version decided on; with others acting at once, let the server decide on the latest.
    if (moves.among.length === 1) headers['If-Match'] = `"${moves.version}"`;
    try {
      const { template, ...command } = move;
      await api(`/v1/games/${gid}/commands`, { method: 'POST', token, body: command, headers });
    } catch (e) {
      refusal.textContent = `Refused: ${e.message}`;
    } finally {
      sending = false;
      shownMoves = null;
      await refresh();
    }
  }

  let shownMoves = null;
  function renderMoves() {
    // Unchanged moves keep their DOM, so a half-filled template form survives the other seats' updates.
    const key = JSON.stringify([game.status, sending, moves?.moves ?? null]);
    if (key === shownMoves) return;
    shownMoves = key;
    fill(movesBox, h('h2', { id: 'moves-title' }, watch || mine === null ? 'Spectating' : 'Your moves'));
    if (watch || mine === null) {
      movesBox.append(h('p', { class: 'muted' }, 'You see what every spectator sees: no one\'s secrets.'));
      return;
    }
    if (game.status !== 'active' || !moves) {
      movesBox.append(h('p', { class: 'muted' }, game.status === 'finished' ? 'The game is over.' : 'Nothing to do: wait for your turn.'));
      return;
    }
    const complete = moves.moves.filter((m) => !m.template);
    const templates = moves.moves.filter((m) => m.template);
    append(movesBox, h('p', { class: 'small muted' }, `${complete.length} move(s) at version ${moves.version}`),
      h('div', { class: 'moves' }, complete.map((m) => h('button', { type: 'button', class: 'move', disabled: sending, onclick: () => send(m) }, moveLabel(m)))),
      templates.map((m) => templateForm(m, info.commands[m.type] || {}, send)));
  }

  function renderLinks() {
    const base = `${location.origin}${location.pathname}`;
    const field = (id, label, value, note) => [h('label', { for: id }, label), h('input', { id, readonly: true, value, onfocus: (e) => e.target.select() }), note ? h('p', { class: 'small muted' }, note) : null];
    fill(links, h('h2', { id: 'links-title' }, 'Links'),
      kept ? field('share-seat', 'Your seat (keep it secret)', `${base}#/play/${gid}?seat=${kept.seat}&token=${encodeURIComponent(kept.token)}`,
        'Whoever opens this link plays your seat: use it to move to another device.') : null,
      field('share-watch', 'Spectator link', `${base}#/watch/${gid}`),
      h('p', {}, h('a', { href: `#/replay/${gid}` }, 'Replay'), ' · ', h('a', { href: `#/audit/${gid}` }, 'Audit'), ' · ', h('a', { href: '#/' }, 'Lobby')));
  }

  function render() {
    title(`${info.title}${watch ? ' (watching)' : ''}`);
    heading.textContent = `${info.title}${watch || mine === null ? ' — spectating' : ` — seat ${mine}`}`;
    fill(status, ...statusLine(game, mine),
      game.status === 'finished' ? '' : h('span', { class: 'small muted', title: 'live updates (server-sent events)' }, stream === 'open' ? '● live' : `○ ${stream}`));
    status.dataset.version = String(game.version);
    status.dataset.stream = game.status === 'finished' ? 'done' : stream;
    fill(result, game.result ? resultTable(game) : '');
    fill(board, drawBoard(game.game, game.view, { game, seat: mine }),
      h('details', {}, h('summary', {}, 'The whole view, as data'), tree(game.view)));
    renderMoves();
    if (game.status === 'finished' && live) { live.close(); live = null; }
  }

  await load();
  renderLinks();
  if (game.status !== 'finished') {
    live = follow(gid, game.version, refresh, { state: (now) => { stream = now; render(); } });
    if (gone) live.close();
    refresh(); // anything that happened while the stream was opening
  }
  return () => { gone = true; live?.close(); };
}
