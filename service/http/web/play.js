// A table: play it with your seat's token, or watch it as a spectator. Everything comes from the public API:
// the game's log on load, then the state stream (`/stream?as=state`), whose every frame is the whole game with
// the caller's labelled moves and the new log entries; commands go to `/commands`. The board is the main
// control: every component a legal move targets is a button, choosing one narrows the moves, and one
// remaining move is confirmed with "Play: <label>". The plain list stays under "All moves".
import { allPages, api, append, components, fill, forgetSeat, gameInfo, h, keepSeat, keptSeat, playerName, problemText, randomKey, short, title, words } from './lib.js';
import { amountFields, boardSteps, stepDone, stepsPayload, templateForm } from './forms.js';
import { comp, drawBoard, mark as seatTag, nameOf, personal } from './boards.js';
import { followState } from './live.js';
import { amount, breakdown, partText } from './scores.js';
import { playerRules, rulesHelp } from './rules.js';
import { copyButton, inviteLink, joinForm } from './invite.js';
import { focusBoard, focusedIn, refocus } from './focus.js';
import { numberFamilies, numberField } from './numbers.js';
import { alertsControl, turnStarted } from './alerts.js';
import { hasTutorial, startTutorial } from './tutorial.js';

// A score sheet's value in words: never a raw true/false (the server sends words; an older result may not).
const sheetValue = (v) => (v === true ? 'yes' : v === false ? 'no' : v === null || v === undefined ? '–' : short(v));

/** The score sheet (`result.breakdown`): a column per seat, best place first, named by its player, and the rows
 * in the order the game's sheet reads (place first); a row one seat lacks shows a dash. */
const NOT_OPEN_SHOWN = 6; // "Not open now" lists this long or shorter start open

export function scoreSheet(game) {
  const sheets = game.result.breakdown || {};
  const seats = [...new Set([...(game.result.ranking || []).flat(), ...Object.keys(sheets).map(Number)])]
    .filter((seat) => sheets[String(seat)]);
  // Every label in reading order: each seat's rows merged, a label new to the list following the one before it.
  const labels = [];
  for (const seat of seats) {
    let after = -1;
    for (const row of sheets[String(seat)]) {
      const at = labels.indexOf(row.label);
      if (at >= 0) after = at;
      else { labels.splice(after + 1, 0, row.label); after += 1; }
    }
  }
  const cell = (seat, label) => sheets[String(seat)].find((r) => r.label === label);
  return h('section', { class: 'card', id: 'score-sheet', 'aria-labelledby': 'sheet-title' },
    h('h2', { id: 'sheet-title' }, 'Score sheet'),
    h('div', { class: 'scroll', tabindex: 0, role: 'region', 'aria-label': 'Score sheet, by player' }, h('table', { class: 'sheet' },
      h('thead', {}, h('tr', {}, h('td', {}), seats.map((seat) => h('th', { scope: 'col', 'data-seat': seat }, seatTag(seat), ' ', playerName(game, seat))))),
      h('tbody', {}, labels.map((label) => h('tr', {}, h('th', { scope: 'row' }, label),
        seats.map((seat) => { const row = cell(seat, label); return h('td', { 'data-seat': seat, title: row?.text }, row ? sheetValue(row.value) : '–'); })))))));
}

/** The end of a game: the score sheet (when the result has one), then the final scores: place, player, each
 * part of the score in words, and the total they add up to. */
export function resultTable(game) {
  const totals = totalsTable(game);
  return game.result.breakdown && Object.keys(game.result.breakdown).length ? [scoreSheet(game), totals] : totals;
}

function totalsTable(game) {
  const { ranking, scores } = game.result;
  const { parts, details } = breakdown(scores);
  const rows = ranking.flatMap((group, place) => group.map((seat) => [place + 1, seat]));
  const resigned = new Set(game.result.resigned || []);
  const forfeits = new Set(game.result.forfeits || []);
  const cell = (v) => (v === null || v === undefined ? '–' : short(v));
  return h('section', { class: 'card', id: 'final-scores', 'aria-labelledby': 'final-title' },
    h('h2', { id: 'final-title' }, 'Final scores, part by part'),
    h('div', { class: 'scroll', tabindex: 0 }, h('table', { class: 'result' }, // wider than a phone: it scrolls, by keyboard too
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Place'), h('th', { scope: 'col' }, 'Player'),
        parts.map((k) => h('th', { scope: 'col', class: 'part', 'data-part': k }, words(k))), h('th', { scope: 'col' }, 'Total'),
        details.map((k) => h('th', { scope: 'col', class: 'detail' }, words(k))))),
      h('tbody', {}, rows.map(([place, seat]) => h('tr', { 'data-seat': seat }, h('td', {}, place), h('td', {}, seatTag(seat), ' ', playerName(game, seat),
        forfeits.has(seat) ? ' (clock ran out)' : resigned.has(seat) ? ' (resigned)' : ''),
      parts.map((k) => h('td', { class: 'part', 'data-part': k, 'data-value': amount(scores[seat]?.[k] ?? 0) }, partText(scores[seat]?.[k]))), h('td', { class: 'total' }, cell(scores[seat]?.total)),
      details.map((k) => h('td', { class: 'detail' }, cell(scores[seat]?.[k])))))))),
    parts.length ? h('p', { class: 'small muted' }, `Total = ${parts.map(words).join(' + ')}; the columns after it are not counted.`) : null,
    Object.values(scores).some((s) => s.total === null || s.total === undefined)
      ? h('p', { class: 'small muted' }, 'No totals: the game ended early, so places follow who resigned or ran out of time.') : null);
}

/** The seat (from 0) an invite's `?invite=<seat from 1>` names, or null, and what is wrong with it, in words: a
 * malformed or out-of-range number (an invite written before seats were numbered from 1 named seat 0) or a seat
 * already taken is said, never guessed at. */
export function invitedSeat(value, seats, open) {
  if (value === null || value === undefined) return { seat: null, problem: null };
  const text = String(value).trim();
  const others = open.length ? ` Seat ${open[0] + 1} is open below.` : '';
  if (!/^\d{1,4}$/.test(text)) {
    return { seat: null, problem: `This invite link names no seat: "${text.length > 24 ? `${text.slice(0, 24)}…` : text}" is not a seat number (seats are numbered from 1).${others}` };
  }
  const n = Number(text);
  if (n < 1 || n > seats.length) {
    return { seat: null, problem: `This invite link names seat ${n}, but this table's seats are numbered 1 to ${seats.length}.${others}` };
  }
  if (!seats[n - 1]?.open && open.length) return { seat: null, problem: `Seat ${n} of this invite is taken already.${others}` };
  return { seat: n - 1, problem: null };
}

async function wholeLog(gid, token) {
  const pages = await allPages(`/v1/games/${gid}/log?limit=200`, { token, most: 100 });
  return { slug: pages[0].game, entries: pages.flatMap((page) => page.entries) };
}

/** Every catalogue id a log entry names (its params and its details' params), to highlight on the board. */
function namedIds(entry, names) {
  const ids = new Set();
  const walk = (v) => {
    if (typeof v === 'string') { if (names.has(v)) ids.add(v); } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(entry.summary?.params);
  for (const d of entry.details || []) walk(d.summary?.params);
  return ids;
}

// Moves that let a turn or a step go by (Pass, Skip trade, Pass the rest of your turn): offered after the others.
const PASSING = /(^|-)(pass|skip)(-|$)|^end-turn$/;
const passes = (m) => PASSING.test(m.type);
const same = (a, b) => a.length === new Set(b).size && new Set(a).size === a.length && a.every((x) => b.includes(x));
const clockText = (ms) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(hours ? 2 : 1, '0');
  return `${hours ? `${hours}:` : ''}${mm}:${String(s % 60).padStart(2, '0')}`;
};

export async function gamePage(main, gid, { watch, query }) {
  // A shared seat link carries its token in the fragment (never sent to the server): keep it, then drop it
  // from the address bar. A link never silently replaces a seat this browser already holds at the table (a
  // crafted link would otherwise swap the player's key for another's): the held one stays, and the player is asked.
  let offered = null;
  if (!watch && query?.get('token')) {
    const link = { seat: Number(query.get('seat')), token: query.get('token'), name: query.get('name') || '' };
    const held = keptSeat(gid);
    if (!held || held.token === link.token) keepSeat(gid, link.seat, link.token, link.name);
    else offered = link;
    history.replaceState(null, '', `#/play/${gid}`);
  }
  let kept = watch ? null : keptSeat(gid);
  const note = h('p', { class: 'note', id: 'seat-note' });
  if (!watch && !kept) note.textContent = 'This browser holds no seat at this table; you are watching it.';
  if (offered) {
    const which = offered.seat === kept.seat ? `seat ${kept.seat + 1} with another key` : `seat ${offered.seat + 1}`;
    note.textContent = `The link you opened is for ${which}, but this browser already holds seat ${kept.seat + 1} `
      + 'at this table, so it kept its own. ';
    const use = h('button', { type: 'button', id: 'use-link-seat' }, 'Use the link\'s seat instead');
    use.addEventListener('click', () => {
      keepSeat(gid, offered.seat, offered.token, offered.name);
      window.location.reload();
    });
    note.append(use);
  }
  let token = kept?.token;
  let mine = kept ? kept.seat : null;
  const invite = !watch && query?.has('invite') ? query.get('invite') : null; // a friend's invite: a seat, from 1
  const offer = h('div', { id: 'take-seat' });

  let entries;
  let slug;
  try {
    ({ slug, entries } = await wholeLog(gid, token));
  } catch (e) {
    if (!(e.status === 401 && kept)) throw e;
    forgetSeat(gid);
    kept = null; token = undefined; mine = null;
    note.textContent = 'This seat\'s key is no longer valid, so this browser forgot it: you are watching the table.';
    ({ slug, entries } = await wholeLog(gid));
  }
  const spectator = () => watch || mine === null;

  const heading = h('h1', {}, 'Table');
  const status = h('p', { class: 'status', id: 'status' });
  const notice = h('div', { id: 'notice' });
  const seatsBar = h('ul', { class: 'seats', id: 'seats', 'aria-label': 'Players' });
  const claimBox = h('p', { id: 'claim-result', role: 'status' });
  const result = h('div', { id: 'result' });
  const drawn = h('div', { id: 'drawn' });
  const extra = h('div', { id: 'other-choices' });
  const infoBox = h('p', { class: 'small component-info', id: 'component-info', 'aria-live': 'polite' }, 'Tap or hover over a card, space or die to read it.');
  // In the tab order: on a phone the board scrolls, and a scrolling region must be reachable by keyboard even when
  // nothing on it may be chosen (another seat's turn).
  const board = h('section', { class: 'card', id: 'board', 'aria-label': 'Board', tabindex: 0 }, drawn, extra, infoBox);
  const movesBox = h('section', { class: 'card', id: 'moves', 'aria-labelledby': 'moves-title' });
  const tableBox = h('section', { class: 'card', id: 'table-actions', 'aria-labelledby': 'table-title' });
  const logList = h('ol', { class: 'log', id: 'log', reversed: true });
  // The log is a role="log" (a list inside, as <ol> may not take that role) that scrolls, so it takes focus.
  // It is not live itself: #announce tells the others' decisions once, without their details.
  const logBox = h('section', { class: 'card', 'aria-labelledby': 'log-title' }, h('h2', { id: 'log-title' }, 'Log'),
    h('div', { class: 'log-scroll', role: 'log', 'aria-label': 'Game log', 'aria-live': 'off', tabindex: 0 }, logList));
  const announce = h('p', { class: 'visually-hidden', 'aria-live': 'polite', id: 'announce' });
  const links = h('section', { class: 'card share', 'aria-labelledby': 'links-title' });
  const pacing = h('p', { class: 'small', id: 'pacing' });
  // Beside the board on a wide screen; on a phone (style.css) a bottom sheet over the board, which comes first,
  // showing the moves and expanding to the table's actions, the log and the links.
  const sheetHandle = h('button', { type: 'button', class: 'sheet-handle', 'aria-expanded': 'false', 'aria-controls': 'sheet' }, 'Show more: table, log and links');
  const sheet = h('div', { class: 'sheet', id: 'sheet' }, sheetHandle, movesBox, tableBox, spectator() ? null : alertsControl(), pacing, logBox, links);
  sheetHandle.addEventListener('click', () => {
    const open = sheet.classList.toggle('expanded');
    sheetHandle.setAttribute('aria-expanded', String(open));
    sheetHandle.textContent = open ? 'Show less' : 'Show more: table, log and links';
    if (!open) sheet.scrollTop = 0;
  });
  main.append(heading, note.textContent ? note : '', offer, status, notice, seatsBar, claimBox, result, announce,
    h('div', { class: 'layout' }, board, sheet));

  const info = await gameInfo(slug);
  const rulesBox = rulesHelp(slug, info.title, { full: 'here', id: 'rules-help' });
  movesBox.after(h('section', { class: 'card', id: 'rules', 'aria-labelledby': 'rules-title' }, h('h2', { id: 'rules-title' }, 'Rules'), rulesBox,
    hasTutorial(slug) ? h('p', { class: 'small' }, h('a', { href: `#/learn/${slug}`, id: 'learn-link' }, `Learn to play ${info.title}`), ': a guided table against bots.') : null));
  // A lesson (#/learn/<game> opens its table so): the guide's callout heads the sheet beside the board (in view
  // while the board scrolls), and the guide is told of every render.
  const guide = !spectator() && query?.has('tutorial') && hasTutorial(slug)
    ? await startTutorial(slug, gid, { page: main, rules: () => rulesBox }) : null;
  if (guide) movesBox.before(guide.callout);
  const names = await components(slug);
  const ctxNames = names;

  let game = null; // the latest frame shown
  let selection = []; // ids chosen on the board, in order
  let filling = null; // a template being completed on the board: {move, steps (forms.js boardSteps), picks, amounts, at}
  let refusal = []; // the server's words for the last refused command
  let sending = false;
  const typedNumbers = new Map(); // what the person typed in a number field (a bid), kept across redraws
  let sentFor = 0; // the version a sent command made, not shown yet
  let live = null;
  let gone = false;
  let stream = 'connecting';
  let confirming = null; // a table command waiting for its confirmation (resign, leave, abort)
  let lastIds = new Set();
  let notOpenShown = null; // the "Not open now" list as the player left it (null: open when short)
  let linked; // the open seat the links were drawn for (-1: none)
  let wasMyTurn = false; // whether the last frame shown was the seat's turn
  let infoShown = null; // the component the note under the board tells

  // ---- the log
  const shownLog = new Set();
  function addEntries(list, { announceThem = false } = {}) {
    for (const entry of list) {
      if (shownLog.has(entry.v)) continue;
      shownLog.add(entry.v);
      guide?.logged(entry, mine);
      // The decision's line: its first event, then what it caused that the game says a player must not miss (an
      // alarm that ended the turn), without opening "What happened".
      const first = entry.summary?.text || words(entry.command || 'event');
      const outcome = (entry.details || []).slice(1).filter((d) => d.headline && d.summary?.text).map((d) => d.summary.text).join(' ');
      const li = h('li', { 'data-v': String(entry.v), 'data-seat': entry.seat ?? '' }, first, outcome ? h('span', { class: 'outcome' }, ` → ${outcome}`) : null);
      if (entry.details?.length > 1) {
        li.append(h('details', {}, h('summary', { class: 'small' }, 'What happened'),
          h('ul', { class: 'small' }, entry.details.map((d) => h('li', {}, d.summary?.text || '')))));
      }
      logList.prepend(li);
      lastIds = namedIds(entry, names);
      if (announceThem && entry.seat !== mine) announce.textContent = outcome ? `${first} → ${outcome}` : first;
    }
  }
  addEntries(entries);

  // ---- moves
  const myMoves = () => (!spectator() && game?.status === 'active' && game.version >= sentFor ? game.moves || [] : []);
  const complete = () => myMoves().filter((m) => !m.template);
  // The moves the seat would try now but may not, each with the rule's reason (the server sends them on its turn).
  const notOpen = () => (myMoves().length ? game.unavailable || [] : []);
  // Moves not open for the same reason (every card in hand before the bids) are one entry of the list: their
  // labels, then the reason said once. `i` is the entry of a move.
  const reasonsOf = () => [...new Set(notOpen().map((u) => u.reason))];
  const notOpenEntries = () => notOpen().map((u) => ({ ...u, i: reasonsOf().indexOf(u.reason) }));
  const reasonsFor = (id) => notOpenEntries().filter((u) => (u.targets || []).includes(id));
  // The catalogue and some reasons say "Player 1's HQ"; the page names seats as the table does.
  const notOpenText = (u) => personal({ game }, `${u.label} — ${u.reason}`);
  function notOpenList() {
    const list = notOpen();
    if (!list.length) return null;
    // A long list (Tabletop Inc.'s 28, most of them for bigger tables) starts folded: it pushed the moves' help
    // and the rules out of sight; its count says it is there, and the board's greyed components say each reason.
    return h('details', { class: 'not-open', id: 'not-open', open: notOpenShown ?? list.length <= NOT_OPEN_SHOWN },
      // The player's own folding (a click, or Enter on the summary), not the page's toggles, is remembered.
      h('summary', { onclick: (e) => { notOpenShown = !e.currentTarget.parentElement.open; } }, `Not open now (${list.length})`),
      h('ul', { class: 'small' }, reasonsOf().map((reason, i) => {
        const alike = list.filter((u) => u.reason === reason);
        return h('li', { id: `not-open-${i}`, 'data-targets': alike.flatMap((u) => u.targets || []).join(' ') },
          h('span', { class: 'visually-hidden' }, 'Not open now: '), alike.map((u, k) => [k ? '; ' : '', h('strong', {}, u.label)]), ` — ${reason}`);
      })));
  }
  const candidates = () => complete().filter((m) => selection.every((id) => (m.targets || []).includes(id)));
  // A template offered with complete examples of it ("presets": a suggested hand, a ready-made set-up) is what a
  // click on the board starts when every complete move acting on a component is such an example, so the click can
  // mean nothing else: the component is its first choice, and the examples that hold it stay one click away.
  // A template with numbers to type (a trade) is not: one click cannot tell what it gives from what it gets.
  function clickedTemplate() {
    if (filling || selection.length) return null;
    const targeted = complete().filter((m) => (m.targets || []).length);
    const templates = myMoves().filter((t) => t.template && targeted.length && targeted.every((m) => m.type === t.type));
    const steps = templates.length === 1 ? boardSteps(templates[0], info.commands?.[templates[0].type]) : null;
    return steps && steps.every((s) => s.kind !== 'amounts') ? { move: templates[0], steps } : null;
  }
  function pickable() {
    if (filling) {
      const step = filling.steps[filling.at];
      return new Set(step?.ids ? step.ids.filter((id) => !Object.values(filling.picks).flat().includes(id) || filling.picks[step.field]?.includes(id)) : []);
    }
    const ids = new Set(selection);
    for (const m of candidates()) for (const id of m.targets || []) ids.add(id);
    for (const step of clickedTemplate()?.steps || []) for (const id of step.ids || []) ids.add(id);
    return ids;
  }

  async function send(move) {
    if (sending) return;
    let moved = false;
    sending = true;
    refusal = [];
    renderMoves();
    // The button that sends it is redrawn away at once: focus waits on the board, not at the top of the page.
    if (!board.contains(document.activeElement)) board.focus({ preventScroll: true });
    const headers = { 'Idempotency-Key': randomKey() };
    // Alone to act, pin the version decided on; with others acting at once, let the server decide on the latest.
    if ((game.to_act || []).length === 1) headers['If-Match'] = `"${game.version}"`;
    const { template, label, targets, fields, rule, ...command } = move;
    try {
      const done = await api(`/v1/games/${gid}/commands`, { method: 'POST', token, body: command, headers });
      selection = [];
      filling = null;
      // Until the stream shows the game this command made, the moves on screen are spent.
      if (!game || done.version > game.version) sentFor = done.version;
      moved = true;
      guide?.moved(move, done.version);
    } catch (e) {
      refusal = problemText(e); // what was chosen stays chosen
    } finally {
      sending = false;
      render();
    }
    // On the board's first component the next move may choose.
    if (moved) placeFocus(() => focusBoard(board));
  }

  async function tableCommand(type) {
    confirming = null;
    refusal = [];
    try {
      await api(`/v1/games/${gid}/commands`, { method: 'POST', token, body: { type }, headers: { 'Idempotency-Key': randomKey() } });
    } catch (e) { refusal = problemText(e); }
    render();
  }

  function choose(id) {
    if (sending) return;
    refusal = [];
    const started = clickedTemplate();
    if (started?.steps.some((s) => s.ids?.includes(id))) {
      startTemplate(started.move, id);
      board.querySelector(`[data-id="${CSS.escape(id)}"][role=button]`)?.focus();
      return;
    }
    if (filling) {
      const step = filling.steps[filling.at];
      const picks = (filling.picks[step.field] ||= []);
      if (picks.includes(id)) picks.splice(picks.indexOf(id), 1);
      else if (picks.length < step.max) picks.push(id);
      // A full step hands over to the next one still open; amounts stay open for their numbers.
      if (step.kind === 'ids' && picks.length === step.max) nextStep();
    } else if (selection.includes(id)) {
      selection = selection.filter((x) => x !== id);
    } else {
      selection = [...selection, id];
    }
    render();
    board.querySelector(`[data-id="${CSS.escape(id)}"][role=button]`)?.focus();
  }

  function nextStep() {
    const open = filling.steps.findIndex((s, i) => i > filling.at && !stepDone(s, filling.picks[s.field]));
    if (open >= 0) filling.at = open;
  }

  /** Completing template `move` on the board, with component `first` (a click that started it) chosen already. */
  function startTemplate(move, first = null) {
    const steps = boardSteps(move, info.commands?.[move.type]);
    const picks = {};
    // A choice with one value (the only opponent) is made already.
    for (const s of steps) if (s.kind === 'choice' && s.values.length === 1) picks[s.field] = [s.values[0]];
    filling = { move, steps, picks, amounts: {}, at: Math.max(0, steps.findIndex((s) => !stepDone(s, picks[s.field]))) };
    const into = first === null ? -1 : steps.findIndex((s) => s.ids?.includes(first) && s.max > 0);
    if (into >= 0) {
      picks[steps[into].field] = [first];
      filling.at = into;
      if (steps[into].kind === 'ids' && steps[into].max === 1) nextStep();
    }
    selection = [];
    refusal = [];
    render();
  }
  // A template is filled on the board when each property it needs names components (or lists plain values to
  // choose from); the others keep a form.
  const onBoard = (m) => Boolean(boardSteps(m, info.commands?.[m.type]));
  const fillingPayload = () => stepsPayload(filling.move, filling.steps, filling.picks, filling.amounts);

  // A template's form keeps its DOM (and what was typed or ticked) across frames and refusals.
  const forms = new Map();
  function formFor(m) {
    const key = JSON.stringify(m);
    if (!forms.has(key)) forms.set(key, templateForm(m, info.commands?.[m.type] || {}, send, names));
    return forms.get(key);
  }

  // The steps of the template being filled: what each holds, the numbers of an amounts step, and Confirm.
  function fillingPanel() {
    const { steps, picks, amounts } = filling;
    const told = (id) => nameOf({ names, game }, id); // seats named as the board names them
    const valueName = (s, v) => (['target', 'seat'].includes(s.field) ? playerName(game, v) : words(v));
    const amountsOk = () => steps.every((s) => s.kind !== 'amounts' || (picks[s.field] || []).every((id) => (amounts[s.field]?.[id] ?? 1) >= 1));
    const done = () => steps.every((s) => stepDone(s, picks[s.field])) && amountsOk();
    const confirm = h('button', { type: 'button', class: 'primary play', disabled: !done() || sending, onclick: () => send(fillingPayload()) }, 'Confirm');
    // Components with a level (Tabletop Inc.'s resources): how many of each level each amounts step holds.
    const levels = h('p', { class: 'small', id: 'amount-levels', 'aria-live': 'polite' });
    const tellLevels = () => {
      const byStep = steps.filter((s) => s.kind === 'amounts').map((s) => {
        const count = {};
        for (const id of picks[s.field] || []) {
          const level = names.get(id)?.level;
          if (level !== undefined) count[level] = (count[level] || 0) + (amounts[s.field]?.[id] ?? 1);
        }
        return [s.field, count];
      });
      const all = [...new Set(byStep.flatMap(([, c]) => Object.keys(c)))].sort();
      levels.textContent = all.map((l) => `Level ${l}: ${byStep.map(([f, c]) => `${words(f).toLowerCase()} ${c[l] || 0}`).join(', ')}`).join(' · ');
    };
    tellLevels();
    const onInput = () => { confirm.disabled = !done() || sending; tellLevels(); };
    const step = steps[filling.at];
    const count = (s) => {
      const n = (picks[s.field] || []).length;
      if (s.kind !== 'ids' || s.single) return '';
      const range = s.counts ? s.counts.join(' or ') : s.min === s.max ? s.max : `${s.min}–${s.max}`;
      return ` (${n}, choose ${range})`;
    };
    return [
      h('ol', { class: 'steps' }, steps.map((s, i) => h('li', { class: i === filling.at ? 'current' : '', 'aria-current': i === filling.at ? 'step' : null },
        h('button', { type: 'button', class: 'link', onclick: () => { filling.at = i; render(); } }, `${words(s.field)}: `),
        s.kind === 'amounts'
          ? (picks[s.field] || []).map((id) => `${amounts[s.field]?.[id] ?? 1} ${told(id)}`).join(', ') || 'none yet'
          : (picks[s.field] || []).map((v) => (s.kind === 'choice' ? valueName(s, v) : told(v))).join(', ') || 'none yet',
        count(s)))),
      step.kind === 'choice'
        ? h('div', { class: 'moves', role: 'group', 'aria-label': words(step.field) }, step.values.map((v) => h('button', { type: 'button', 'aria-pressed': String((picks[step.field] || [])[0] === v),
          onclick: () => { picks[step.field] = [v]; nextStep(); render(); } }, valueName(step, v))))
        : h('p', { class: 'small muted' }, `Choose on the board: ${words(step.field).toLowerCase()}.`),
      steps.filter((s) => s.kind === 'amounts' && (picks[s.field] || []).length).map((s) => amountFields(s, picks[s.field], amounts, told, onInput)),
      levels,
      readyMade(),
      h('div', { class: 'moves' },
        filling.at < steps.length - 1 ? h('button', { type: 'button', class: 'next-step', onclick: () => { filling.at += 1; render(); } }, `Next: ${words(steps[filling.at + 1].field).toLowerCase()}`) : null,
        confirm,
        h('button', { type: 'button', onclick: () => { filling = null; refusal = []; render(); } }, 'Cancel')),
    ];
  }

  // The template's examples holding every component chosen so far: a suggested hand, a ready-made set-up, played
  // with one click instead of the choices left.
  function readyMade() {
    const chosen = filling.steps.filter((s) => s.kind !== 'choice').flatMap((s) => filling.picks[s.field] || []);
    const examples = chosen.length ? complete().filter((m) => m.type === filling.move.type && chosen.every((id) => (m.targets || []).includes(id))) : [];
    return examples.length ? h('div', { class: 'ready-made' }, h('p', { class: 'small' }, 'Or play a ready-made one:'),
      h('div', { class: 'moves', id: 'ready-made' }, examples.map((m) => playButton(m, 'ready')))) : null;
  }

  // A move's "rule" link opens the Rules help at the section the move applies (the server's `rule`), on this page.
  let ruleTitles = {};
  playerRules(slug).then((rules) => {
    ruleTitles = Object.fromEntries(rules.sections.map((s) => [s.id, s.title]));
    shownMoves = null;
    if (game) renderMoves();
  }, () => {}); // without the rules, a link is named from its anchor
  function ruleLink(m) {
    if (!m.rule) return null;
    return h('a', { href: `#/rules/${slug}#${m.rule}`, class: 'rule-link small', 'data-rule': m.rule,
      'aria-label': `Rule: ${ruleTitles[m.rule] || words(m.rule)}`, onclick: (e) => { e.preventDefault(); showRule(m.rule); } }, 'rule');
  }
  function showRule(id) {
    // on a phone the rules are in the sheet under the board: expand it, so the section shows beside the board
    if (getComputedStyle(sheetHandle).display !== 'none' && !sheet.classList.contains('expanded')) sheetHandle.click();
    rulesBox.showSection(id);
  }
  const withRule = (button, m) => h('span', { class: 'with-rule' }, button, ruleLink(m));
  const playButton = (m, kind = 'primary') => withRule(h('button', { type: 'button', class: `${kind} play`, disabled: sending, onclick: () => send(m) }, `Play: ${m.label}`), m);

  let shownMoves = null;
  function renderMoves() {
    // Unchanged moves keep their DOM, so a half-filled form survives the other seats' decisions.
    const key = JSON.stringify([game.status, game.version < sentFor, sending, selection, filling && [filling.move.label, filling.picks, filling.at], refusal, myMoves(), notOpen(), spectator(), game.seats?.[mine]?.autopilot, game.take_back]);
    if (key === shownMoves) return;
    shownMoves = key;
    const refused = refusal.length ? h('div', { class: 'alert', id: 'refusal', role: 'alert' }, h('strong', {}, 'Refused: '), refusal.join(' — ')) : h('div', { id: 'refusal', role: 'alert' });
    if (spectator()) {
      fill(movesBox, h('h2', { id: 'moves-title' }, 'Watching'), h('p', { class: 'muted' }, 'You see what every spectator sees: no one\'s secrets.'));
      return;
    }
    fill(movesBox, h('h2', { id: 'moves-title' }, 'Your moves'), takeBack());
    const me = game.seats?.[mine];
    if (game.status !== 'active' || !myMoves().length) {
      const why = game.status === 'active' && game.version < sentFor ? 'Sent: the table is taking it in…' : game.status === 'finished' ? 'The game is over.' : game.status === 'open' ? 'The game begins when every seat is taken.'
        : game.status === 'aborted' ? 'This table was cancelled.' : me?.autopilot ? 'A bot is playing your seat.' : 'Nothing to do now: the others are playing.';
      append(movesBox, h('p', { class: 'muted' }, why), refused);
      return;
    }
    if (filling) {
      append(movesBox, h('p', {}, filling.move.label, ' ', ruleLink(filling.move)), fillingPanel(), refused);
    } else {
      const cands = candidates();
      // Moves alike but for a number (a bid) are one number field, offered at once (no need to choose on the board).
      const families = numberFamilies(cands);
      const inFamily = new Set(families.flatMap((f) => f.moves));
      const exact = selection.length ? cands.filter((m) => same(m.targets || [], selection)) : complete().filter((m) => !(m.targets || []).length);
      const offer = (selection.length && cands.length === 1 ? cands : exact).filter((m) => !inFamily.has(m));
      // A pass comes after the real moves (on the board, in a field, or a template), under "Or:".
      const templates = myMoves().filter((m) => m.template);
      const real = offer.filter((m) => !passes(m));
      const more = families.length || real.length || templates.length || cands.some((m) => !passes(m) && (m.targets || []).length);
      const later = more ? offer.filter(passes) : [];
      append(movesBox,
        selection.length
          ? h('p', {}, 'Chosen: ', selection.map((id) => nameOf({ names, game }, id)).join(', '), ' ',
            h('button', { type: 'button', class: 'small', onclick: () => { selection = []; refusal = []; render(); } }, 'Clear'))
          : h('p', { class: 'small muted' }, complete().some((m) => m.targets?.length) ? 'Choose a highlighted card, space or die on the board.' : ''),
        selection.length && !offer.length && !families.length ? h('p', { class: 'small muted' }, `${cands.length} moves use this: choose more on the board.`) : null,
        refused,
        h('div', { class: 'moves', id: 'play-buttons' }, families.map((f) => [numberField(f, send, { disabled: sending, kept: typedNumbers }), ruleLink(f.moves[0])]),
          offer.filter((m) => !later.includes(m)).map((m) => playButton(m))),
        templates.map((m) => (onBoard(m)
          ? withRule(h('button', { type: 'button', class: 'template-start', onclick: () => startTemplate(m) }, `Choose on the board: ${m.label}`), m)
          : [formFor(m), h('p', { class: 'small' }, ruleLink(m))])),
        later.length ? h('div', { class: 'or-moves' }, h('p', { class: 'or' }, 'Or:'),
          h('div', { class: 'moves', id: 'pass-buttons' }, later.map((m) => playButton(m, 'pass')))) : null);
    }
    append(movesBox, notOpenList(), h('details', { class: 'all-moves' }, h('summary', {}, `All moves (${complete().length})`),
      h('div', { class: 'moves' }, complete().map((m) => withRule(h('button', { type: 'button', class: 'move', disabled: sending, onclick: () => send(m) }, m.label), m)))));
  }

  // Offered while the server says the last move may still be taken back (no other seat acted, nothing revealed).
  function takeBack() {
    if (!game.take_back?.allowed) return null;
    return h('button', { type: 'button', id: 'take-back', class: 'take-back', disabled: sending, onclick: () => tableCommand('take-back'),
      title: (game.lifecycle || []).find((l) => l.type === 'take-back')?.label || '' }, 'Take back');
  }

  // ---- the board
  function renderBoard() {
    const ctx = { game, seat: spectator() ? null : mine, names: ctxNames, pending: filling ? { type: filling.move.type, picks: filling.picks } : undefined };
    const held = focusedIn(board);
    fill(drawn, drawBoard(slug, game.view, ctx));
    const ids = pickable();
    // A component drawn with `data-for` (a board action that shares its id with a resource) stands for that id
    // only in those commands or fields.
    const usable = (el) => {
      const uses = el.dataset.for?.split(' ');
      if (!uses) return true;
      if (filling) return uses.includes(filling.steps[filling.at]?.field) || uses.includes(filling.move.type);
      const started = clickedTemplate();
      if (started?.steps.some((s) => s.ids?.includes(el.dataset.id) && (uses.includes(s.field) || uses.includes(started.move.type)))) return true;
      return candidates().some((m) => uses.includes(m.type) && (m.targets || []).includes(el.dataset.id));
    };
    const onTable = new Set([...drawn.querySelectorAll('[data-id]')].filter(usable).map((el) => el.dataset.id));
    const others = [...ids].filter((id) => !onTable.has(id));
    fill(extra, others.length ? h('section', { class: 'choices', 'aria-label': 'Other choices' }, h('h3', {}, 'Also to choose'),
      h('ul', { class: 'cards' }, others.map((id) => h('li', { class: 'c' }, comp(ctx, id))))) : '');
    const chosen = new Set(filling ? Object.values(filling.picks).flat() : selection);
    for (const el of board.querySelectorAll('[data-id]')) {
      const id = el.dataset.id;
      if (lastIds.has(id)) el.classList.add('last');
      if (!ids.has(id) || sending || !usable(el)) continue;
      el.classList.add('pick');
      el.setAttribute('role', 'button');
      el.tabIndex = 0;
      el.setAttribute('aria-pressed', chosen.has(id) ? 'true' : 'false');
      if (!el.getAttribute('aria-label') && el.getAttribute('title')) el.setAttribute('aria-label', `${el.textContent.trim()}`);
    }
    // What a move would act on but may not now is greyed, with its reason as its title and its description (the
    // "Not open now" list's entries); a component some legal move still uses stays a choice, described alike.
    for (const el of board.querySelectorAll('[data-id]')) {
      const why = reasonsFor(el.dataset.id);
      if (!why.length) continue;
      el.setAttribute('aria-describedby', [...new Set(why.map((u) => `not-open-${u.i}`))].join(' '));
      if (el.getAttribute('role') === 'button') continue;
      el.classList.add('unavailable');
      if (!el.getAttribute('aria-label')) el.setAttribute('aria-label', el.textContent.trim());
      el.setAttribute('role', 'button');
      el.setAttribute('aria-disabled', 'true');
      el.tabIndex = 0;
      // A drawn SVG's tooltip is its <title>; an HTML element's, its title attribute (kept on both, for tests and tools).
      const hint = [el.getAttribute('title'), ...why.map((u) => `Not open now: ${notOpenText(u)}`)].filter(Boolean).join('\n');
      el.setAttribute('title', hint);
      el.querySelector(':scope > title')?.replaceChildren(hint);
    }
    // The note under the board is of the table now: what is not open, and why, changes with the phase.
    if (infoShown !== null) showInfo(infoShown);
    placeFocus(() => refocus(board, held));
  }
  board.addEventListener('click', (event) => {
    const el = event.target.closest('[data-id]');
    if (!el) return;
    showInfo(el.dataset.id);
    if (el.getAttribute('role') === 'button' && !el.classList.contains('unavailable')) choose(el.dataset.id);
  });
  board.addEventListener('keydown', (event) => {
    const el = event.target.closest('[data-id][role=button]');
    if (el && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      if (el.classList.contains('unavailable')) showInfo(el.dataset.id); else choose(el.dataset.id);
    }
  });
  // Focus the page places itself (a turn starting, a redraw) does not replace the note the person is reading.
  let placingFocus = false;
  function placeFocus(place) { placingFocus = true; try { place(); } finally { placingFocus = false; } }
  board.addEventListener('focusin', (event) => { const el = event.target.closest('[data-id]'); if (el && !placingFocus) showInfo(el.dataset.id); });
  board.addEventListener('mouseover', (event) => { const el = event.target.closest('[data-id]'); if (el) showInfo(el.dataset.id); });
  function showInfo(id) {
    infoShown = id;
    const c = names.get(id);
    const why = game ? reasonsFor(id) : [];
    fill(infoBox, c ? [h('strong', {}, personal({ game }, c.name)), c.text ? ` — ${personal({ game }, c.text)}` : ''] : words(id),
      why.map((u) => h('span', { class: 'why-not' }, h('strong', {}, 'Not open now: '), notOpenText(u))));
  }

  // ---- seats, clocks, lifecycle
  function renderSeats() {
    fill(seatsBar, (game.seats || []).map((s) => {
      const acting = (game.to_act || []).includes(s.seat);
      const c = s.clock;
      return h('li', { class: `seat${acting ? ' acting' : ''}${s.seat === mine ? ' me' : ''}` }, seatTag(s.seat), ' ', playerName(game, s.seat),
        s.seat === mine && !spectator() ? ' (you)' : '',
        s.autopilot ? h('span', { class: 'small muted' }, ' · a bot plays for now') : null,
        s.resigned ? h('span', { class: 'small muted' }, ' · resigned') : null,
        c ? h('span', { class: `clock${c.running ? ' running' : ''}`, 'data-deadline': c.running && c.deadline ? c.deadline : '', 'data-remaining': String(c.remaining_ms ?? ''), 'aria-label': `${playerName(game, s.seat)}'s clock` },
          clockText(c.running && c.deadline ? Date.parse(c.deadline) - Date.now() : c.remaining_ms ?? 0)) : null,
        claimOffer(s));
    }));
    fill(claimBox, claimResult ?? '');
  }

  // The server names (`claimable_at`) an absent seat of a correspondence table this seat could claim the win over:
  // a note until then, the claim's button after.
  let claimResult = null; // what the server answered the last claim
  function claimOffer(s) {
    if (spectator() || !s.claimable_at || game.status !== 'active') return null;
    const at = Date.parse(s.claimable_at);
    if (Date.now() >= at) {
      return h('button', { type: 'button', class: 'claim-victory', id: `claim-${s.seat}`, onclick: () => claimVictory(s.seat) }, 'Claim victory');
    }
    const hhmm = [new Date(at).getHours(), new Date(at).getMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
    return h('span', { class: 'small muted claim-note', 'data-claimable-at': s.claimable_at }, ` · you may claim victory at ${hhmm} if they do not return`);
  }
  async function claimVictory(seat) {
    try {
      await api(`/v1/games/${gid}/claim-victory`, { method: 'POST', token, body: { seat } });
      claimResult = `You claimed victory: ${playerName(game, seat)} forfeits.`;
    } catch (e) { claimResult = problemText(e).join(' '); }
    render();
  }
  const ticking = setInterval(() => {
    const due = [...seatsBar.querySelectorAll('.claim-note')].some((el) => Date.parse(el.dataset.claimableAt) <= Date.now());
    if (due) renderSeats();
    for (const el of seatsBar.querySelectorAll('.clock.running[data-deadline]')) {
      if (el.dataset.deadline) el.textContent = clockText(Date.parse(el.dataset.deadline) - Date.now());
    }
  }, 1000);

  // The notice keeps its DOM while it says the same: redrawn on every frame (bots play fast on autopilot), its
  // button would never hold still long enough to be pressed, and role="alert" would repeat itself.
  let shownNotice = null;
  function renderNotice() {
    const me = spectator() ? null : game.seats?.[mine];
    const back = (game.lifecycle || []).find((l) => l.type === 'return');
    const grace = Boolean(me?.clock?.grace && me.clock.running && game.status === 'active');
    const key = JSON.stringify([Boolean(me?.autopilot && game.status === 'active'), Boolean(game.clock), Boolean(back), grace]);
    if (key === shownNotice) return;
    shownNotice = key;
    if (me?.autopilot && game.status === 'active') {
      fill(notice, h('div', { class: 'alert', role: 'alert', id: 'autopilot' },
        game.clock ? 'Your clock ran out, or you left: a bot is playing your seat until you come back. ' : 'You left the table: a bot is playing your seat until you come back. ',
        back ? h('button', { type: 'button', class: 'primary', onclick: () => tableCommand('return') }, 'Return to the table') : null));
    } else if (grace) {
      fill(notice, h('div', { class: 'alert', role: 'alert', id: 'grace' },
        'Your clock ran out: you have one more clock to play before a bot plays your seat.'));
    } else fill(notice, '');
  }

  // A table with an open seat offers it to a visitor holding none here (a friend who opened its invite link): as a
  // name, or as the player signed in here; once taken, the page plays it.
  let openShown = null;
  function renderOffer() {
    const open = !watch && mine === null && game.status === 'open' ? game.seats.filter((s) => s.open).map((s) => s.seat) : [];
    const { seat: invited, problem } = invitedSeat(invite, game.seats, open);
    const shown = JSON.stringify([open, problem]);
    if (shown === openShown) return;
    openShown = shown;
    note.hidden = open.length > 0;
    const said = problem && mine === null ? h('p', { class: 'alert', role: 'alert', id: 'invite-problem' }, problem) : null;
    if (!open.length) { fill(offer, said || ''); return; }
    const seat = invited !== null && open.includes(invited) ? invited : open[0];
    fill(offer, said || '', h('section', { class: 'card', 'aria-labelledby': 'take-title' },
      h('h2', { id: 'take-title' }, `Seat ${seat + 1} is open`),
      h('p', {}, 'Take it to play: the game begins once every seat is taken.'),
      joinForm(gid, { seat, label: 'Take this seat', id: 'take-name', primary: true,
        onJoined: () => { history.replaceState(null, '', `#/play/${gid}`); window.location.reload(); } })));
  }

  function renderTable() {
    const items = [];
    if (!spectator()) {
      for (const l of game.lifecycle || []) {
        if (l.type === 'return' || l.type === 'take-back') continue; // offered beside the moves
        if (confirming === l.type) {
          items.push(h('p', {}, l.label, ' ', h('button', { type: 'button', class: 'primary', onclick: () => tableCommand(l.type) }, `Yes, ${words(l.type).toLowerCase()}`),
            ' ', h('button', { type: 'button', onclick: () => { confirming = null; render(); } }, 'No')));
        } else {
          const name = { leave: 'Leave for now', resign: 'Resign', abort: 'Cancel this table' }[l.type] || words(l.type);
          items.push(h('button', { type: 'button', class: `lifecycle ${l.type}`, title: l.label, onclick: () => { confirming = l.type; render(); } }, name));
        }
      }
    }
    if (game.status === 'finished') {
      if (game.rematch) items.push(h('a', { class: 'button', href: kept && keptSeat(game.rematch) ? `#/play/${game.rematch}` : `#/watch/${game.rematch}`, id: 'to-rematch' }, 'Go to the rematch'));
      else if (!spectator()) items.push(h('button', { type: 'button', class: 'primary', id: 'rematch', onclick: rematch }, 'Rematch'));
    }
    if (['finished', 'aborted'].includes(game.status) || spectator()) {
      items.push(h('button', { type: 'button', id: 'new-table', onclick: newTable }, 'New table like this'));
    }
    if (game.rematch_of) items.push(h('a', { href: `#/watch/${game.rematch_of}` }, 'The previous game'));
    fill(tableBox, h('h2', { id: 'table-title' }, 'Table'), items.length ? h('div', { class: 'moves' }, items) : h('p', { class: 'small muted' }, 'Nothing to do with the table now.'));
  }

  async function rematch() {
    try {
      const created = await api(`/v1/games/${gid}/rematch`, { method: 'POST', token });
      const seat = Number(Object.keys(created.tokens)[0]);
      keepSeat(created.id, seat, created.tokens[seat], kept?.name || '');
      location.hash = `#/play/${created.id}`;
    } catch (e) { refusal = problemText(e); shownMoves = null; render(); }
  }

  async function newTable() {
    try {
      const first = (await api(`/v1/games/${gid}/events?limit=1`, { token })).events[0];
      const options = first?.data?.options || {};
      const name = kept?.name || localStorage.getItem('boardroom.name') || 'me';
      const you = spectator() ? null : mine;
      const seats = game.seats.map((s) => (s.seat === (you ?? 0) ? { name } : s.bot ? { bot: s.bot } : {}));
      const body = { game: slug, seats, options };
      if (game.clock) { body.clock = game.clock; body.on_timeout = game.on_timeout; }
      const created = await api('/v1/games', { method: 'POST', body });
      const seat = you ?? 0;
      keepSeat(created.id, seat, created.tokens[seat], name);
      location.hash = `#/play/${created.id}`;
    } catch (e) { refusal = problemText(e); shownMoves = null; render(); }
  }

  // ---- the whole page from the latest frame
  function render() {
    if (!game) return;
    const myTurn = !spectator() && game.status === 'active' && (game.to_act || []).includes(mine) && !game.seats?.[mine]?.autopilot;
    title(`${myTurn ? 'Your turn — ' : ''}${info.title}${spectator() ? ' (watching)' : ''}`, { turn: myTurn });
    heading.textContent = `${info.title} — ${spectator() ? 'watching' : `playing as ${playerName(game, mine)}`}`;
    const acting = game.to_act || [];
    let turn;
    if (game.status === 'open') turn = h('span', { class: 'turn' }, `Waiting for players: ${game.seats.filter((s) => s.open).length} open seat${game.seats.filter((s) => s.open).length === 1 ? '' : 's'}`);
    else if (game.status === 'finished') turn = h('span', { class: 'turn' }, 'Game over');
    else if (game.status === 'aborted') turn = h('span', { class: 'turn' }, 'This table was cancelled');
    else if (myTurn) turn = h('span', { class: 'turn mine' }, acting.length > 1 ? 'Your move (with others)' : 'Your turn');
    else if (acting.length) turn = h('span', { class: 'turn' }, 'Waiting for ', acting.map((s, i) => [i ? ', ' : '', playerName(game, s)]));
    else turn = h('span', { class: 'turn' }, 'Scoring…');
    fill(status, turn, ['finished', 'aborted'].includes(game.status) ? '' : h('span', { class: 'small muted', title: 'live updates' }, stream === 'open' ? '● live' : stream === 'connecting' ? '○ connecting' : '○ reconnecting'));
    status.dataset.version = String(game.version);
    status.dataset.stream = ['finished', 'aborted'].includes(game.status) ? 'done' : stream;
    fill(result, game.result && game.status === 'finished' ? resultTable(game) : '');
    renderSeats();
    renderOffer();
    renderLinks();
    renderNotice();
    renderMoves();
    renderBoard();
    renderTable();
    board.classList.toggle('choosing', Boolean(filling || selection.length));
    // The seat's turn starts: focus to the board, where its choices are, and the turn alerts (a hidden tab's).
    if (myTurn && !wasMyTurn) {
      if (!sending) placeFocus(() => focusBoard(board));
      turnStarted(gid, info.title);
    }
    wasMyTurn = myTurn;
    guide?.update({ game, moves: myMoves(), selection, filling: Boolean(filling), sending, myTurn }); // after focus: its ring stays in view
    if (['finished', 'aborted'].includes(game.status) && live) { live.close(); live = null; }
  }

  // A frame replaces the game; a choice on the board survives while the moves it narrows still exist.
  function show(frame) {
    const { log, ...state } = frame;
    game = state;
    addEntries(log || [], { announceThem: true });
    if (filling && !myMoves().some((m) => m.template && m.type === filling.move.type)) filling = null;
    while (selection.length && !candidates().length) selection = selection.slice(0, -1);
    if (!myMoves().length) { selection = []; filling = null; }
    render();
  }

  // Spectators of an all-bot table see one decision a second, unless they ask for everything as it comes.
  const queue = [];
  let fast = false;
  let pacer = null;
  function paced(frame) {
    const allBots = frame.seats?.every((s) => s.bot);
    if (!spectator() || !allBots || fast || !game) { queue.length = 0; show(frame); return; }
    queue.push(frame);
    pacer ??= setInterval(() => {
      const next = queue.shift();
      if (next) show(next);
      if (!queue.length) { clearInterval(pacer); pacer = null; }
    }, 1000);
    renderPacing(true);
  }
  function renderPacing(allBots) {
    if (!allBots) return;
    fill(pacing, h('label', { class: 'inline' }, h('input', { type: 'checkbox', id: 'as-it-comes', checked: fast,
      onchange: (e) => { fast = e.target.checked; if (fast) { const latest = queue.pop(); queue.length = 0; if (latest) show(latest); } } }),
    ' Show every decision as fast as it comes (otherwise one a second)'));
  }

  const after = entries.length ? Math.max(...entries.map((e) => e.to ?? e.v)) : 0;
  await new Promise((resolve) => {
    live = followState(gid, {
      token,
      after,
      onFrame: (frame) => { paced(frame); resolve(); },
      onState: (now) => { stream = now; if (game) render(); },
      onRefused: () => { forgetSeat(gid); location.reload(); },
    });
  });
  if (gone) live?.close();
  if (spectator() && game.seats?.every((s) => s.bot)) renderPacing(true);
  renderLinks();

  function renderLinks() {
    const open = game.status === 'open' ? game.seats.find((s) => s.open) : null;
    if (linked === (open?.seat ?? -1)) return;
    linked = open?.seat ?? -1;
    const base = `${location.origin}${location.pathname}`;
    const input = (id, value) => h('input', { id, readonly: true, value, onfocus: (e) => e.target.select() });
    const field = (id, label, value, hint) => [h('label', { for: id }, label), input(id, value), hint ? h('p', { class: 'small muted' }, hint) : null];
    const invite = open ? input('share-invite', inviteLink(gid, open.seat)) : null;
    fill(links, h('h2', { id: 'links-title' }, 'Links'),
      invite ? [h('label', { for: invite.id }, 'Invite a friend'), invite, copyButton(invite, 'Copy invite link'),
        h('p', { class: 'small muted' }, `Whoever opens this link can take seat ${open.seat + 1} and play it.`)] : null,
      // A seat held by a player key (quick play, a challenge) gets no link: the key is the whole account.
      kept && !String(kept.token).startsWith('pk_') ? field('share-seat', 'Your seat (keep it secret)', `${base}#/play/${gid}?seat=${kept.seat}&token=${encodeURIComponent(kept.token)}`,
        'Whoever opens this link plays your seat: use it to move to another device.') : null,
      field('share-watch', 'Spectator link', `${base}#/watch/${gid}`),
      h('p', {}, h('a', { href: `#/replay/${gid}` }, 'Replay'), ' · ', h('a', { href: `#/audit/${gid}` }, 'Audit'), ' · ', h('a', { href: '#/' }, 'Lobby')));
  }
  return () => { gone = true; live?.close(); clearInterval(ticking); if (pacer) clearInterval(pacer); guide?.stop(); };
}
