// Replay (a version slider over `state?at=N` beside the event list, autoplay by decision, and jumps to one seat's
// decisions found in the game's log) and the audit report.
import { allPages, api, components, fill, gameInfo, h, keptSeat, playerName, title, words } from './lib.js';
import { drawBoard } from './boards.js';
import { resultTable } from './play.js';

async function allEvents(gid, token) {
  return (await allPages(`/v1/games/${gid}/events?limit=1000`, { token })).flatMap((page) => page.events);
}

/** The game's log: one entry per decision (its seat, and the versions `v`…`to` it made). */
async function allDecisions(gid, token) {
  return (await allPages(`/v1/games/${gid}/log?limit=200`, { token, most: 100 })).flatMap((page) => page.entries);
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
  const [events, decisions] = await Promise.all([allEvents(gid, token), allDecisions(gid, token)]);
  const last = game.version;
  // Where each decision leaves the table: the version its last event made.
  const landings = decisions.map((d) => ({ seat: d.seat, v: d.to ?? d.v })).filter((d) => d.v >= 1 && d.v <= last);
  const slider = h('input', { type: 'range', id: 'version', min: 1, max: last, value: last, step: 1 });
  const number = h('output', { id: 'version-shown', for: 'version' }, String(last));
  const board = h('section', { class: 'card', id: 'replay-board', 'aria-busy': 'false' });
  // What a screen reader hears on each step: the event it shows, not the step counter or the whole board.
  const said = h('p', { class: 'visually-hidden', id: 'replay-said', role: 'status' });
  const list = h('ol', { class: 'events', id: 'events', tabindex: 0, 'aria-label': 'Events' }, events.map((e) => h('li', { value: e.v, 'data-v': e.v }, eventText(game, e))));
  const back = h('button', { type: 'button', onclick: () => step(-1) }, '◀ Previous');
  const next = h('button', { type: 'button', onclick: () => step(1) }, 'Next ▶');
  const playButton = h('button', { type: 'button', id: 'autoplay', class: 'primary', 'aria-pressed': 'false', onclick: () => (timer ? pause() : play()) }, '▶ Play');
  const speed = h('select', { id: 'speed', onchange: () => { if (timer) { pause(); play(); } } },
    [['2000', 'slow (a decision every 2 s)'], ['1000', 'normal (a decision a second)'], ['400', 'fast'], ['100', 'fastest']]
      .map(([ms, label]) => h('option', { value: ms, selected: ms === '1000' }, label)));
  const seatsAt = [...new Set(decisions.map((d) => d.seat).filter((s) => s !== null && s !== undefined))].sort((a, b) => a - b);
  const whose = h('select', { id: 'jump-seat' }, seatsAt.map((s) => h('option', { value: String(s) }, playerName(game, s))));
  const jumpSeat = () => (mine !== null ? mine : Number(whose.value));
  const jumpBack = h('button', { type: 'button', id: 'jump-previous', onclick: () => jump(-1) }, mine !== null ? '◀ My previous turn' : '◀ Previous turn');
  const jumpNext = h('button', { type: 'button', id: 'jump-next', onclick: () => jump(1) }, mine !== null ? 'My next turn ▶' : 'Next turn ▶');
  const jumpNote = h('span', { class: 'small muted', id: 'jump-note', 'aria-live': 'polite' });
  main.append(h('h1', {}, `Replay: ${info.title}`),
    h('p', {}, mine === null ? 'As a spectator sees it.' : `As ${playerName(game, mine)} saw it.`, ' ', h('a', { href: `#/play/${gid}` }, 'Back to the table'), ' · ', h('a', { href: `#/audit/${gid}` }, 'Audit')),
    h('div', { class: 'card' }, h('label', { for: 'version' }, 'Step ', number, ` of ${last}`), slider,
      h('div', { class: 'moves' }, back, next, playButton, h('label', { class: 'inline', for: 'speed' }, 'Speed '), speed),
      h('div', { class: 'moves', role: 'group', 'aria-label': 'Jump to turns' },
        mine !== null ? h('span', {}, `${playerName(game, mine)}'s turns:`) : [h('label', { class: 'inline', for: 'jump-seat' }, 'Turns of '), whose],
        jumpBack, jumpNext, jumpNote)),
    said, h('div', { class: 'layout' }, board, h('aside', { class: 'card', 'aria-labelledby': 'events-title' }, h('h2', { id: 'events-title' }, 'Events'), list)));

  // One state read at a time (each folds the log: the server budgets them): a slider moved meanwhile is
  // read once the current read is back, and only its last position.
  let wanted = last;
  let reading = null;
  function show(version) {
    wanted = version;
    number.textContent = String(version);
    board.setAttribute('aria-busy', 'true');
    reading ??= (async () => {
      try {
        for (let drawn = null; drawn !== wanted && wanted !== -1;) {
          drawn = wanted;
          const state = await api(`/v1/games/${gid}/state?at=${drawn}`, { token });
          if (drawn === wanted) draw(state);
        }
      } finally { reading = null; }
    })();
    return reading;
  }
  function draw(state) {
    fill(board, h('h2', { id: 'state-version', 'data-version': String(state.version) }, `Step ${state.version} of ${last}${state.status === 'finished' ? ' · game over' : ''}`),
      drawBoard(game.game, state.view, { game: { ...game, status: state.status, to_act: state.to_act }, seat: mine, names }),
      state.version === last && game.result ? resultTable(game) : '');
    board.setAttribute('aria-busy', 'false');
    said.textContent = [...list.children].find((li) => Number(li.dataset.v) === state.version)?.textContent || '';
    for (const li of list.children) {
      const v = Number(li.dataset.v);
      li.className = v === state.version ? 'current' : v > state.version ? 'future' : '';
      if (v === state.version) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current');
    }
    list.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
  }
  function go(version) {
    slider.value = String(Math.min(last, Math.max(1, version)));
    return show(Number(slider.value));
  }
  function step(delta) { go(Number(slider.value) + delta); }

  // Autoplay: from decision to decision (each shown once it is drawn), pausing at the end.
  let timer = null;
  function play() {
    if (Number(slider.value) >= last) go(1);
    playButton.textContent = '⏸ Pause';
    playButton.setAttribute('aria-pressed', 'true');
    const tick = async () => {
      const now = Number(slider.value);
      const ahead = landings.find((d) => d.v > now);
      await go(ahead ? ahead.v : last);
      if (!timer) return;
      if (Number(slider.value) >= last) pause();
      else timer = setTimeout(tick, Number(speed.value));
    };
    timer = setTimeout(tick, Number(speed.value));
  }
  function pause() {
    clearTimeout(timer);
    timer = null;
    playButton.textContent = '▶ Play';
    playButton.setAttribute('aria-pressed', 'false');
  }

  // Jumps: the previous or next decision of one seat (the one this browser holds, else the chosen one).
  function jump(direction) {
    pause();
    const seat = jumpSeat();
    const now = Number(slider.value);
    const theirs = landings.filter((d) => d.seat === seat);
    const target = direction > 0 ? theirs.find((d) => d.v > now) : theirs.filter((d) => d.v < now).at(-1);
    jumpNote.textContent = target ? '' : `No ${direction > 0 ? 'later' : 'earlier'} turn of ${playerName(game, seat)}.`;
    if (target) go(target.v);
  }
  if (mine === null && !seatsAt.length) { jumpBack.disabled = true; jumpNext.disabled = true; }

  slider.addEventListener('input', () => { pause(); show(Number(slider.value)); });
  await show(last);
  return () => { wanted = -1; pause(); };
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
