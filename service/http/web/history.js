// Replay (a version slider over `state?at=N` beside the event list) and the audit report.
import { api, components, fill, gameInfo, h, keptSeat, playerName, title, words } from './lib.js';
import { drawBoard } from './boards.js';
import { resultTable } from './play.js';

async function allEvents(gid, token) {
  const events = [];
  let after = 0;
  for (;;) {
    const page = await api(`/v1/games/${gid}/events?after=${after}&limit=1000`, { token });
    events.push(...page.events);
    if (page.events.length < 1000) return events;
    after = page.next;
  }
}

// Each event in words: its summary (the server tells it as this viewer may see it).
function eventText(game, e) {
  if (e.summary?.text) return e.summary.text;
  return `${words(e.type)}${e.seat !== null && e.seat !== undefined ? ` (${playerName(game, e.seat)})` : ''}`;
}

export async function replayPage(main, gid) {
  const token = keptSeat(gid)?.token;
  const game = await api(`/v1/games/${gid}`, { token });
  const info = await gameInfo(game.game);
  const names = await components(game.game);
  const mine = token ? keptSeat(gid).seat : null;
  title(`Replay: ${info.title}`);
  const events = await allEvents(gid, token);
  const last = game.version;
  const slider = h('input', { type: 'range', id: 'version', min: 1, max: last, value: last, step: 1 });
  const number = h('output', { id: 'version-shown', for: 'version' }, String(last));
  const board = h('section', { class: 'card', id: 'replay-board', 'aria-live': 'polite', 'aria-busy': 'false' });
  const list = h('ol', { class: 'events', id: 'events', tabindex: 0, 'aria-label': 'Events' }, events.map((e) => h('li', { value: e.v, 'data-v': e.v }, eventText(game, e))));
  const back = h('button', { type: 'button', onclick: () => step(-1) }, '◀ Previous');
  const next = h('button', { type: 'button', onclick: () => step(1) }, 'Next ▶');
  main.append(h('h1', {}, `Replay: ${info.title}`),
    h('p', {}, mine === null ? 'As a spectator sees it.' : `As ${playerName(game, mine)} saw it.`, ' ', h('a', { href: `#/play/${gid}` }, 'Back to the table'), ' · ', h('a', { href: `#/audit/${gid}` }, 'Audit')),
    h('div', { class: 'card' }, h('label', { for: 'version' }, 'Step ', number, ` of ${last}`), slider, h('div', { class: 'moves' }, back, next)),
    h('div', { class: 'layout' }, board, h('aside', { class: 'card', 'aria-labelledby': 'events-title' }, h('h2', { id: 'events-title' }, 'Events'), list)));

  let wanted = last;
  async function show(version) {
    wanted = version;
    number.textContent = String(version);
    board.setAttribute('aria-busy', 'true');
    const state = await api(`/v1/games/${gid}/state?at=${version}`, { token });
    if (version !== wanted) return; // a later move of the slider wins
    fill(board, h('h2', { id: 'state-version', 'data-version': String(state.version) }, `Step ${state.version} of ${last}${state.status === 'finished' ? ' · game over' : ''}`),
      drawBoard(game.game, state.view, { game: { ...game, status: state.status, to_act: state.to_act }, seat: mine, names }),
      state.version === last && game.result ? resultTable(game) : '');
    board.setAttribute('aria-busy', 'false');
    for (const li of list.children) {
      const v = Number(li.dataset.v);
      li.className = v === state.version ? 'current' : v > state.version ? 'future' : '';
      if (v === state.version) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current');
    }
    list.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
  }
  function step(delta) {
    slider.value = String(Math.min(last, Math.max(1, Number(slider.value) + delta)));
    show(Number(slider.value));
  }
  slider.addEventListener('input', () => show(Number(slider.value)));
  await show(last);
  return () => { wanted = -1; };
}

export async function auditPage(main, gid) {
  const game = await api(`/v1/games/${gid}`);
  const info = await gameInfo(game.game);
  title(`Audit: ${info.title}`);
  const report = await api(`/v1/games/${gid}/audit`);
  main.append(h('h1', {}, `Audit: ${info.title}`),
    h('p', {}, h('a', { href: `#/replay/${gid}` }, 'Replay'), ' · ', h('a', { href: `#/watch/${gid}` }, 'Watch the table')),
    h('section', { class: 'card', id: 'audit', 'aria-labelledby': 'verdict' },
      h('h2', { id: 'verdict', class: report.ok ? 'ok' : 'fail' }, report.ok ? '✓ The history verifies' : '✗ The history does not verify'),
      h('p', { class: 'muted' }, report.scope === 'full'
        ? 'Full audit: the hash chain, the revealed seed, every decision re-run and the score recomputed.'
        : 'Only the hash chain can be checked until the game is finished and its seed revealed.'),
      h('div', { class: 'scroll' }, h('table', {}, h('thead', {}, h('tr', {}, ['Check', 'Verdict', 'Version', 'Detail'].map((t) => h('th', { scope: 'col' }, t)))),
        h('tbody', {}, report.checks.map((c) => h('tr', { 'data-check': c.name }, h('td', {}, c.name),
          h('td', { class: c.ok ? 'ok' : 'fail' }, c.ok ? '✓ pass' : '✗ fail'), h('td', {}, c.version), h('td', {}, c.detail))))))));
}
