// Each game's table drawn from its `view` (the game resource's, or `state?at=N`'s). A seat's own secrets are
// in a dashed "only you" box; everything else is what every viewer sees. Every component the view names by
// its catalogue id is drawn by its name (`comp`), with its rulebook text on hover, and carries `data-id`, so
// the table page can make it a button when a legal move targets it. Unknown games fall back to the data.
import { h, playerName, short, tree, words } from './lib.js';

/** A seat's colour, numbered from 1 as players count (the name beside it says who). */
export function mark(seat) {
  return h('span', { class: `seat-tag s${seat % 6}`, 'aria-hidden': 'true' }, String(seat + 1));
}
const seatTag = mark;

const pretty = (s) => (s === null || s === undefined ? '–' : words(s).toLowerCase());
const who = (ctx, seat) => [seatTag(seat), ' ', playerName(ctx.game, seat), seat === ctx.seat ? ' (you)' : ''];
const facts = (pairs) => h('dl', { class: 'tree' }, pairs.filter(Boolean).flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v instanceof Node || Array.isArray(v) ? v : short(v))]));
const secret = (...children) => h('section', { class: 'secret', 'aria-label': 'Only you see this' }, h('h3', {}, 'Only you see this'), children);

/** The name of component `id` in the game's catalogue (words from the id if the catalogue lacks it). */
export function nameOf(ctx, id) {
  if (id === null || id === undefined) return '–';
  return personal(ctx, ctx.names?.get(String(id))?.name ?? words(id));
}

/** A catalogue text with each seat it numbers named as the table names it: the catalogue is the same for every
 * table, so it says "Player 1's HQ" and "player 2's HQ" where a page says "Ann's HQ". */
export function personal(ctx, text) {
  if (!ctx.game?.seats || typeof text !== 'string') return text;
  return text.replace(/\b[Pp]layer (\d)('s)?/g, (all, n, owned) => {
    const seat = Number(n) - 1;
    return seat < ctx.game.seats.length ? `${playerName(ctx.game, seat)}${owned || ''}` : all;
  });
}

/** Component `id` drawn by its name (or `label`), its rulebook text as its title. */
export function comp(ctx, id, label, cls = '') {
  const known = ctx.names?.get(String(id));
  return h('span', { class: `comp ${cls}`.trim(), 'data-id': String(id), title: personal(ctx, known?.text || known?.name) || undefined },
    label ?? nameOf(ctx, id));
}
const names = (ctx, list) => (list || []).map((id) => nameOf(ctx, id)).join(', ') || 'none';
const amounts = (ctx, bag) => Object.entries(bag || {}).filter(([, n]) => n).map(([k, n]) => `${n} ${nameOf(ctx, k)}`).join(', ') || 'none';

function cards(ctx, list, extra = () => '') {
  if (!list?.length) return h('p', { class: 'muted small' }, 'none');
  return h('ul', { class: 'cards' }, list.map((c) => h('li', { class: `c ${c === null ? 'down' : ''} ${c === null ? '' : extra(c)}` },
    c === null ? h('span', { 'aria-label': 'face down card' }, '?') : comp(ctx, c))));
}
function player(ctx, view, seat, body) {
  const acting = (view.to_act || ctx.game?.to_act || []).includes(seat);
  return h('article', { class: `player${acting ? ' acting' : ''}${seat === ctx.seat ? ' me' : ''}`, 'aria-label': playerName(ctx.game, seat) },
    h('h3', {}, who(ctx, seat), acting ? ' — to act' : ''), body);
}

// Tabletop Climber: the five season cards, the played combination, each climber's lodge; your hand and team.
const colour = (card) => (String(card).match(/-(red|blue|green|yellow)-/) || [])[1] || '';
function climber(view, ctx) {
  const top = view.top;
  const seasons = h('ol', { class: 'cards', 'aria-label': 'Season cards' }, view.seasons.map((s) => h('li', { class: `c${s.season === view.season ? ' yellow' : ''}` },
    `Season ${s.season}: `, s.gold ? comp(ctx, s.gold, `${s.gold_name || nameOf(ctx, s.gold)} (${s.gold_vp} VP)`) : 'rules face down',
    ' · ', s.silver ? comp(ctx, s.silver, `silver ${s.silver_vp} VP`) : `silver ${s.silver_vp} VP`, ` · hand of ${s.hand_size}`)));
  const me = view.players.find((p) => p.seat === ctx.seat);
  return h('div', {},
    h('h2', {}, `Season ${view.season || '–'}${view.rules ? `: ${view.rules} rules` : ''} · ${pretty(view.phase)}`),
    seasons,
    h('p', {}, `Play goes ${view.direction || '–'}${view.lower_wins ? ' · lower wins' : ''}${view.reverse_icon_active ? ' · reversed' : ''} · ${view.draw_pile_count} cards to draw`),
    h('section', { 'aria-label': 'Played combination' }, h('h3', {}, 'Played combination'),
      top ? [cards(ctx, top.cards, colour), h('p', { class: 'small muted' },
        `${top.seat !== undefined && top.seat !== null ? `${playerName(ctx.game, top.seat)}: ` : ''}${pretty(top.kind)}${top.count ? ` of ${top.count}` : ''}${top.value !== null && top.value !== undefined ? `, value ${top.value}` : ''}${top.colour ? `, ${top.colour}` : ''}`)]
        : h('p', { class: 'muted' }, 'Nothing played: lead any combination.')),
    me?.hand ? secret(h('h4', {}, `Your hand (${me.hand.length})`), cards(ctx, me.hand, colour),
      me.team?.length ? [h('h4', {}, 'Your team'), cards(ctx, me.team, colour)] : null,
      me.lodge_face_down?.length ? [h('h4', {}, 'Your face-down lodge cards'), cards(ctx, me.lodge_face_down, colour)] : null,
      me.transfer_card ? h('p', {}, 'Card to transfer: ', comp(ctx, me.transfer_card)) : null) : null,
    h('div', { class: 'players' }, view.players.map((p) => player(ctx, view, p.seat, [
      facts([['Hand', p.hand_count ?? '–'], ['VP', p.vp.total], ['Place', p.place ?? '–'], p.passed && ['Passed', 'yes'], p.start_card && ['Start card', 'yes']]),
      h('p', { class: 'small' }, `Lodge: ${p.lodge_face_up.length} face up, ${p.lodge_face_down_count} face down`), cards(ctx, p.lodge_face_up, colour),
      p.played.length ? [h('p', { class: 'small' }, 'Played:'), cards(ctx, p.played.flat(), colour)] : null]))));
}

// Corporate Anarchy: the HQs and their tiles on the board's grid, the agents, money and command cards.
// Each HQ carries its owner's name and the coordinates the game's texts use ("Ann's HQ, square C4"): column
// letters A–F along its outer edge (A on the left as seen from there) and row numbers 1–6 beside column A (row
// 1 faces the centre). The grid has a margin of one cell on every side for the letters.
const TILE = { alarm: 'A', guard: 'G', vip: 'V' };
const COLUMNS = 'ABCDEF';
/** A square's place as the texts name it ("C4"), from its catalogue entry's r and c (the view's if it lacks them). */
const cellOf = (ctx, id, fallback) => {
  const known = ctx.names?.get(id) || fallback;
  return known && Number.isInteger(known.r) && known.r >= 0 && Number.isInteger(known.c) ? `${COLUMNS[known.c]}${known.r + 1}` : '';
};
/** Board (x, y) of local (r, c) of an HQ, r and c past its edges too: the HQ's own turn, read off its squares. */
function hqFrame(hq) {
  const at = (r, c) => hq.squares.find((s) => s.r === r && s.c === c);
  const o = at(0, 0); const down = at(1, 0); const right = at(0, 1);
  const dr = [down.x - o.x, down.y - o.y]; const dc = [right.x - o.x, right.y - o.y];
  return (r, c) => ({ x: o.x + r * dr[0] + c * dc[0], y: o.y + r * dr[1] + c * dc[1] });
}
/** A square's catalogue name, its owner named as the table names seats ("Player 1's HQ, square C4" -> "Ann's HQ,
 * square C4"); the owner is the catalogue's `hq` unless given. */
function squareName(ctx, id, owner) {
  const known = ctx.names?.get(id);
  const seat = owner ?? known?.hq;
  const name = known?.name || words(id);
  return Number.isInteger(seat) ? name.replace(/^Player \d+'s /, `${playerName(ctx.game, seat)}'s `) : name;
}
const joined = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
/** Why the table waits for a repositioning, in the words of the rule ("… so there is a way through"). */
function repositionNote(view, ctx) {
  const seat = view.repositioning;
  if (seat === null || seat === undefined) return null;
  const cells = (view.blocked_off || []).map((id) => cellOf(ctx, id)).filter(Boolean);
  const tiles = `base tile${cells.length === 1 ? '' : 's'}${cells.length ? ` on square${cells.length === 1 ? '' : 's'} ${joined(cells)}` : ''}`;
  const mine = seat === ctx.seat;
  const name = playerName(ctx.game, seat);
  return h('p', { class: 'note reposition', id: 'reposition-note' }, h('strong', {}, 'A building blocks off '),
    mine ? `your ${tiles}: move one building so there is a way through. Choose the building to move, then the free square it goes to.`
      : `${name}'s ${tiles}: ${name} must move one building so there is a way through.`);
}
function anarchy(view, ctx) {
  const b = view.board;
  const size = b.size + 2;
  const grid = h('div', { class: 'hq-board', role: 'group', 'aria-label': 'HQs, tiles and agents' });
  grid.style.gridTemplateColumns = `repeat(${size}, minmax(0, 1fr))`;
  grid.style.gridTemplateRows = `repeat(${size}, minmax(0, 1fr))`;
  const place = (el, x, y, w = 1, hgt = 1) => { el.style.gridColumn = `${x + 2} / span ${w}`; el.style.gridRow = `${y + 2} / span ${hgt}`; grid.append(el); return el; };
  place(h('div', { class: 'sq centre' }, `Centre · bag $${view.bag}`), b.centre.x, b.centre.y, b.centre.width, b.centre.height);
  const where = {};
  view.players.forEach((p) => { if (p.position) (where[p.position] ||= []).push(p.seat); });
  const blocked = new Set(view.blocked_off || []);
  // Each square is a cell with a role and a name that tells its tile and agents (the letters and discs drawn
  // on it are hidden from screen readers); the table page turns the ones a move targets into buttons.
  const pieces = (id) => (where[id] || []).map((s) => h('span', { class: `pc s${s}`, 'aria-hidden': 'true' }, String(s + 1)));
  const square = (id, owner, cls, label, tile) => {
    const agents = (where[id] || []).map((s) => `${playerName(ctx.game, s)}'s agent`);
    const about = [squareName(ctx, id, owner), tile ? `${tile.face === 'up' ? '' : 'face down '}${tile.kind ? nameOf(ctx, tile.kind) : 'tile'}${blocked.has(id) ? ', blocked off' : ''}` : ''].filter(Boolean).join(': ');
    return h('div', { class: `sq comp ${cls}${blocked.has(id) ? ' blocked' : ''}`, 'data-id': id, title: about, role: 'img', 'aria-label': [about, ...agents].join('; ') },
      h('span', { 'aria-hidden': 'true' }, label), pieces(id));
  };
  const n = 6; // an HQ's side, in squares
  for (const hq of b.hqs) {
    const owner = hq.owner ?? hq.hq;
    const tint = `hq${hq.hq % 4}`;
    for (const sq of hq.squares) {
      const t = sq.tile;
      const label = !t ? '' : t.face === 'up' ? nameOf(ctx, t.kind).slice(0, 4) : t.kind ? `${TILE[t.kind] || t.kind[0].toUpperCase()}${t.spied ? '*' : ''}` : '■';
      place(square(sq.id, owner, tint, label, t), sq.x, sq.y);
    }
    place(square(hq.protrusion.id, owner, 'prot', 'P'), hq.protrusion.x, hq.protrusion.y);
    // The coordinates (seen, not read: every square's name holds its own) and the owner, in the empty corner
    // on column A's side.
    const xy = hqFrame(hq);
    for (let c = 0; c < n; c += 1) {
      const { x, y } = xy(n, c);
      place(h('span', { class: `coord col ${tint}`, 'data-hq': String(hq.hq), 'data-col': COLUMNS[c], 'aria-hidden': 'true' }, COLUMNS[c]), x, y);
    }
    for (let r = 0; r < n; r += 1) {
      const { x, y } = xy(r, -1);
      place(h('span', { class: `coord row ${tint}`, 'data-hq': String(hq.hq), 'data-row': String(r + 1), 'aria-hidden': 'true' }, String(r + 1)), x, y);
    }
    const corner = [xy(0, -2), xy(n - 1, -n)];
    const [x0, x1] = [Math.min(corner[0].x, corner[1].x), Math.max(corner[0].x, corner[1].x)];
    const [y0, y1] = [Math.min(corner[0].y, corner[1].y), Math.max(corner[0].y, corner[1].y)];
    place(h('div', { class: `hq-owner ${tint}`, 'data-hq': String(hq.hq) }, h('span', {}, seatTag(owner), ' ', `${playerName(ctx.game, owner)}'s HQ`,
      owner === ctx.seat ? ' (you)' : '')), x0, y0, x1 - x0 + 1, y1 - y0 + 1);
  }
  const me = view.players.find((p) => p.seat === ctx.seat);
  const myTiles = ctx.seat === null ? [] : (b.hqs[ctx.seat]?.squares || []).filter((s) => s.tile?.face === 'down' && s.tile.kind);
  return h('div', {},
    h('h2', {}, `${words(view.phase)}${view.turn !== null && view.turn !== undefined ? ` · round ${view.turn}` : ''}${view.current !== null && view.current !== undefined ? ` · ${playerName(ctx.game, view.current)} to play` : ''}`),
    repositionNote(view, ctx),
    h('p', { class: 'small muted' }, 'Squares: A alarm, G guard, V VIP (face down, known to you; * spied), ■ face down, P protrusion; numbered discs are agents. '
      + 'Each HQ\'s columns A–F run along its outer edge, its rows 1–6 from the centre outwards.'),
    grid,
    me ? secret(h('p', {}, 'Your face-down tiles: ', myTiles.length ? myTiles.map((s) => [comp(ctx, s.id, `square ${cellOf(ctx, s.id, s)}`), ` ${nameOf(ctx, s.tile.kind)}; `]) : 'none'),
      h('p', {}, 'Your start: ', me.start ? comp(ctx, me.start, cellOf(ctx, me.start) ? `square ${cellOf(ctx, me.start)}` : undefined) : '–', ` · VIPs left: ${me.vips_left ?? '–'}`)) : null,
    h('div', { class: 'players' }, view.players.map((p) => player(ctx, view, p.seat, [
      facts([['Money', `$${p.money}`], ['Income', `$${p.income}`], ['Position', p.position ? squareName(ctx, p.position) : 'hidden'],
        ['VIPs taken from', p.vips_taken_from.map((s) => playerName(ctx.game, s)).join(', ') || '–'],
        ['Buildings', p.buildings_bought], p.eliminated && ['Eliminated', 'yes']]),
      h('ul', { class: 'cards' }, Object.entries(p.commands).map(([card, state]) => h('li', { class: `c ${state === 'face-down' ? 'taken' : state === 'active' ? 'green' : ''}` },
        comp(ctx, card, `${nameOf(ctx, card)}${state === 'face-down' ? ' (used)' : state === 'active' ? ' (running)' : ''}`))))]))),
    view.effects.length ? h('p', {}, 'Running commands: ', view.effects.map((e) => (typeof e === 'object' ? Object.values(e).map((v) => (ctx.names?.has(String(v)) ? nameOf(ctx, v) : short(v))).join(' ') : nameOf(ctx, e))).join(' | ')) : null);
}

// Inventing the Future: the dice matrix (rows by colour, columns by die value), the three tracks and pawns.
function inventing(view, ctx) {
  const dice = view.allocation?.dice || [];
  const rows = Object.entries(view.board);
  const cellDice = (row, value) => dice.filter((d) => d.colour === row && d.value === value);
  const boxText = (box) => (box.kind === 'phase' ? nameOf(ctx, box.phase) : box.kind === 'funding' ? `+${box.public} public +${box.private} private +$${box.cash}`
    : box.kind === 'hire' ? `hire ${box.cubes.map((c) => nameOf(ctx, c)).join(' + ')}` : box.kind === 'progress' ? `progress ${box.levels}` : pretty(box.kind));
  // A phone scrolls the matrix sideways: the region that scrolls takes keyboard focus.
  const matrix = h('div', { class: 'scroll', tabindex: 0 }, h('table', { class: 'matrix', 'aria-label': 'Action matrix' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Row'), [1, 2, 3, 4, 5, 6].map((v) => h('th', { scope: 'col' }, String(v))))),
    h('tbody', {}, rows.map(([row, boxes]) => h('tr', {}, h('th', { scope: 'row' }, words(row)), boxes.map((box, i) => h('td', { class: 'small' },
      comp(ctx, `${row}-${i + 1}`, boxText(box)),
      cellDice(row, i + 1).map((d) => h('div', {}, d.taken === null || d.taken === undefined ? comp(ctx, d.id, `die ${d.value}`, 'die')
        : [comp(ctx, d.id, `die ${d.value}`, 'die taken'), ' → ', seatTag(d.taken)])))))))));
  const tracks = view.tracks.map((t) => h('section', { 'aria-label': `Track ${t.name}` }, h('h3', {}, comp(ctx, t.track, t.name)),
    h('div', { class: 'track' }, Array.from({ length: 10 }, (_, level) => h('span', { title: `level ${level}` }, String(level),
      t.pawns.map((pos, seat) => (pos === level ? [' ', seatTag(seat)] : null))))),
    h('ul', { class: 'cards' }, t.cards.map((c) => h('li', { class: `c ${c.face_up ? '' : 'down'}` }, comp(ctx, c.tier, `Tier ${nameOf(ctx, c.tier)}`), ': ',
      c.face_up ? [comp(ctx, c.card), ` needs ${(c.requirements || []).map((r) => Object.entries(r).filter(([, n]) => n).map(([k, n]) => `${n} ${nameOf(ctx, k)}`).join(' + ') || 'nothing').join(' / ')}`] : 'face down')))));
  return h('div', {},
    h('h2', {}, `${words(view.stage)}${view.turn !== null && view.turn !== undefined ? ` · round ${view.turn}` : ''}${view.awaiting ? ` · ${pretty(view.awaiting)}` : ''}`),
    matrix, tracks,
    h('p', { class: 'small' }, `Supply: ${amounts(ctx, view.supply)} · bank $${view.bank}`),
    h('div', { class: 'players' }, view.players.map((p) => player(ctx, view, p.seat, facts([
      ['Score', p.score.total], ['Coins', p.coins], ['Income', `${p.income.public} public, ${p.income.private} private`], ['Staff', amounts(ctx, p.cubes)],
      ['Pawns', view.tracks.map((t, i) => `${t.name} ${p.pawns[i]}`).join(' · ')], p.start_player && ['Start player', 'yes']])))));
}

// Tabletop Inc.: the action board with the workers on it, the board's actions (what predictions name), the card
// tracks, the hourglass; your hand.
// A board action by its own name: two of them share their ids with the resource they give ("Playtest", not
// "Playtest token").
const actionName = (ctx, id) => ctx.names?.get(String(id))?.action?.name ?? nameOf(ctx, id);
const ACTION_USES = 'predictions collect choose-action flip-prediction'; // the commands and fields naming an action
function tabletopInc(view, ctx) {
  // On a phone the action board scrolls sideways (style.css): a region that scrolls takes keyboard focus.
  const spaces = h('div', { class: 'spaces', role: 'list', 'aria-label': 'Action board', tabindex: 0 }, Object.entries(view.spaces).map(([id, s]) => {
    const seat = view.board[id];
    return h('div', { role: 'listitem', class: `space${s.four_plus_closed ? ' closed' : ''}` }, comp(ctx, id, h('strong', {}, nameOf(ctx, id))), ` ${actionName(ctx, s.action)}`,
      Object.keys(s.cost).length ? h('div', { class: 'muted' }, `costs ${amounts(ctx, s.cost)}`) : null,
      Object.keys(s.bonus).length ? h('div', { class: 'muted' }, `bonus ${amounts(ctx, s.bonus)}`) : null,
      s.four_plus_closed ? h('div', { class: 'small' }, 'closed at this table') : null,
      seat !== undefined && seat !== null ? h('div', {}, 'worker of ', seatTag(seat), ' ', playerName(ctx.game, seat)) : null);
  }));
  const actions = h('section', { 'aria-label': 'Board actions' }, h('h3', {}, 'Board actions'),
    h('ul', { class: 'cards' }, [...new Set(Object.values(view.spaces).map((s) => s.action))].map((a) => {
      const el = comp(ctx, a, actionName(ctx, a));
      el.dataset.for = ACTION_USES;
      return h('li', { class: 'c' }, el);
    })));
  const tracks = Object.entries(view.tracks).map(([name, list]) => h('div', {}, h('h4', {}, comp(ctx, name, words(name))),
    h('ul', { class: 'cards' }, list.map((slot) => h('li', { class: 'c' }, slot.card ? comp(ctx, slot.card) : '—', Object.keys(slot.res || {}).length ? ` + ${amounts(ctx, slot.res)}` : '')))));
  const me = view.players.find((p) => p.seat === ctx.seat);
  const pending = (view.pending || []).map((t) => [words(t.kind), t.action ? ` (${nameOf(ctx, t.action)})` : ''].join('')).join(', ');
  return h('div', {},
    h('h2', {}, `${words(view.phase)}${view.turn !== null && view.turn !== undefined ? ` · round ${view.turn}` : ''} · hourglass ${view.hourglass}`),
    pending ? h('p', { class: 'note' }, `Still to do: ${pending}`) : null,
    h('h3', {}, 'Action board'), spaces, actions,
    h('h3', {}, 'Card tracks'), tracks,
    h('p', { class: 'small' }, `Decks: ${Object.entries(view.decks || {}).map(([k, n]) => `${words(k)} ${n}`).join(', ')}${view.zap?.active ? ' · ' : ''}`,
      view.zap?.active ? ['ZAP ', comp(ctx, view.zap.active)] : null),
    me ? secret(h('p', {}, 'Hand: '), cards(ctx, me.hand), me.skill_hand?.length ? [h('p', {}, 'Skill cards: '), cards(ctx, me.skill_hand)] : null,
      me.dealt ? h('p', {}, 'Dealt: ', Object.values(me.dealt).flat().filter((x) => typeof x === 'string').map((id) => [comp(ctx, id), ' '])) : null,
      me.skill_offer?.length ? [h('p', {}, 'Skill offer: '), cards(ctx, me.skill_offer)] : null,
      me.objective_offer?.length ? [h('p', {}, 'Objective offer: '), cards(ctx, me.objective_offer)] : null) : null,
    h('div', { class: 'players' }, view.players.map((p) => player(ctx, view, p.seat, [
      facts([['VP', p.vp], ['Resources', amounts(ctx, p.res)], ['Skills', amounts(ctx, p.skills)], ['Free workers', p.free_workers],
        ['Hand', `${p.hand_count} cards, ${p.skill_hand_count} skill`], ['Game in progress', Object.entries(p.game || {}).filter(([, c]) => c).map(([k, c]) => `${words(k)}: ${nameOf(ctx, c)}`).join(', ') || 'nothing yet'],
        ['Published', p.published.length], ['Objectives', p.objectives?.length ? p.objectives.map((o) => [comp(ctx, o), ' ']) : `${p.objectives_count ?? 0}`],
        ['Items', p.items?.length ? p.items.map((o) => [comp(ctx, o), ' ']) : 'none']]),
      h('p', { class: 'small' }, 'Table: '), cards(ctx, (p.table || []).filter((t) => t && t.card).map((t) => t.card))]))));
}

// Bias Effect: the A.I.'s programmed beliefs and leaning, the belief up for bids, identities, chips and bids.
function bias(view, ctx) {
  const me = view.players.find((p) => p.seat === ctx.seat);
  const meter = h('div', { class: 'meter', role: 'img', 'aria-label': `Autonomy: round ${view.autonomy.round} of ${view.autonomy.robot_space}` },
    Array.from({ length: view.autonomy.robot_space }, (_, i) => h('span', { class: i < view.autonomy.round ? 'on' : '' }, String(i + 1))));
  const revealed = view.revealed;
  const card = (c, label) => comp(ctx, c.id, label ?? c.title, '');
  return h('div', {},
    h('h2', {}, `Round ${view.round} · ${pretty(view.phase)} · the A.I. leans ${view.leaning}`),
    h('p', {}, `Autonomy track (resets ${view.autonomy.resets} of ${view.autonomy.max_resets})`), meter,
    h('section', { 'aria-label': 'Beliefs' }, h('h3', {}, `Programmed beliefs: ${view.left} left, ${view.right} right`),
      h('ul', { class: 'cards' }, view.programmed.map((b) => h('li', { class: `c ${b.side === 'left' ? 'blue' : 'red'}`, title: b.text }, card(b, `${b.title} (${b.side})`))))),
    view.belief ? h('p', { class: 'note' }, 'Up for bids: ', card(view.belief, `${view.belief.title} (${view.belief.side}, ${view.belief.topic})`)) : null,
    view.life ? h('p', {}, 'Life card: ', card(view.life), ` — ${view.life[view.life.leaning] || view.life.neutral}`) : null,
    revealed ? h('p', { class: 'small' }, `Last bids: ${Object.entries(revealed.bids || {}).map(([s, n]) => `${playerName(ctx.game, Number(s))} ${n}`).join(', ')}${revealed.winner !== null && revealed.winner !== undefined ? `; won by ${playerName(ctx.game, revealed.winner)}` : ''}`) : null,
    me ? secret(h('p', {}, `Sealed bid: ${me.sealed_bid ?? 'none'}`), h('h4', {}, `Algorithm cards (${me.hand?.length ?? 0})`),
      h('ul', { class: 'cards' }, (me.hand || []).map((c) => h('li', { class: 'c', title: c.text }, card(c, `${c.title}${c.amount ? ` ${c.amount}` : ''}`))))) : null,
    h('div', { class: 'players' }, view.players.map((p) => player(ctx, view, p.seat, [
      h('p', {}, comp(ctx, p.identity, h('strong', {}, nameOf(ctx, p.identity))), ` — ${p.identity_text}`),
      facts([['Chips', p.chips], ['Cards', p.hand_count], ['Bid sealed', p.has_bid ? 'yes' : 'no'], ['Bias bonus', p.bias_bonus], ['Satisfied now', p.satisfied_now ? 'yes' : 'no']])]))),
    h('p', { class: 'small muted' }, `Bank ${view.bank} · decks: ${Object.entries(view.decks || {}).map(([k, n]) => `${words(k)} ${n}`).join(', ')}`));
}

const BOARDS = { 'tabletop-climber': climber, 'corporate-anarchy': anarchy, 'inventing-the-future': inventing,
  'tabletop-inc': tabletopInc, 'bias-effect': bias };

/** Whether `view` has anything to draw: an open table's, and the first versions', is empty. */
export function dealt(view) {
  return Boolean(view && typeof view === 'object' && Array.isArray(view.players) && view.players.length);
}

/** The table of game `slug` drawn from `view`; ctx = {game, seat (the viewer's, or null), names (the catalogue)}. */
export function drawBoard(slug, view, ctx) {
  if (!dealt(view)) {
    return h('p', { class: 'muted', id: 'not-dealt' }, ctx.game?.status === 'open'
      ? 'Nothing is on the table yet: the game begins when every seat is taken.'
      : 'Nothing is on the table yet: the game is being set up.');
  }
  const draw = BOARDS[slug];
  if (!draw) return tree(view);
  try {
    return h('div', { class: `board ${slug}` }, draw(view, ctx));
  } catch (error) {
    // A view this client does not understand (a newer server): still show all of it, readably, and say so.
    console.warn(`drawing ${slug}:`, error);
    return h('div', {}, h('p', { class: 'muted' }, 'This table is shown as data: this page does not know how to draw it.'), tree(view));
  }
}
