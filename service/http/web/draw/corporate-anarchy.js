// @ts-check
// Corporate Anarchy drawn: the plus-shaped board on its grid (every square a cell in its place, with the tile on
// it drawn as a tile and the agents standing on it as pawns in their seat colours), each HQ's owner and the
// coordinates the texts use; the money bag in the centre; the buildings for sale; each player's money, income
// and command cards. Each HQ carries its owner's name and its coordinates ("Ann's HQ, square C4"): column
// letters A–F along its outer edge (A on the left as seen from there) and row numbers 1–6 beside column A (row 1
// faces the centre). The grid has a margin of one cell on every side for the letters.
import { playerName, words } from '../lib.js';
import { art, card, component, el, icon, known, pieceArt, s, seatTone, token } from './svg.js';

/** @typedef {import('./svg.js').Ctx} Ctx @typedef {import('./svg.js').Schemas} Schemas */

const COLUMNS = 'ABCDEF';
const TILE_ICONS = { alarm: 'bell', guard: 'shield', vip: 'crown', shop: 'house', factory: 'factory', 'drug-den': 'skull' };
const tileIcon = (/** @type {string} */ kind) => /** @type {Record<string, string>} */ (TILE_ICONS)[kind] || 'card';
const nameOf = (/** @type {Ctx} */ ctx, /** @type {string} */ id) => known(ctx, id)?.name ?? words(id);

/** A square's place as the texts name it ("C4"), from its catalogue entry's r and c (the view's if it lacks them). */
const cellOf = (/** @type {Ctx} */ ctx, /** @type {string} */ id, /** @type {any} */ fallback = null) => {
  const at = /** @type {any} */ (known(ctx, id)) || fallback;
  return at && Number.isInteger(at.r) && at.r >= 0 && Number.isInteger(at.c) ? `${COLUMNS[at.c]}${at.r + 1}` : '';
};

/** Board (x, y) of local (r, c) of an HQ, r and c past its edges too: the HQ's own turn, read off its squares. @param {any} hq */
function hqFrame(hq) {
  const at = (/** @type {number} */ r, /** @type {number} */ c) => hq.squares.find((/** @type {any} */ q) => q.r === r && q.c === c);
  const o = at(0, 0); const down = at(1, 0); const right = at(0, 1);
  const dr = [down.x - o.x, down.y - o.y]; const dc = [right.x - o.x, right.y - o.y];
  return (/** @type {number} */ r, /** @type {number} */ c) => ({ x: o.x + r * dr[0] + c * dc[0], y: o.y + r * dr[1] + c * dc[1] });
}

/** A square's catalogue name, its owner named as the table names seats ("Player 1's HQ, square C4" -> "Ann's HQ,
 * square C4"); the owner is the catalogue's `hq` unless given. @param {Ctx} ctx @param {string} id @param {number} [owner] */
function squareName(ctx, id, owner) {
  const entry = /** @type {any} */ (known(ctx, id));
  const seat = owner ?? entry?.hq;
  const name = entry?.name || words(id);
  return Number.isInteger(seat) ? name.replace(/^Player \d+'s /, `${playerName(ctx.game, seat)}'s `) : name;
}
const joined = (/** @type {string[]} */ items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** Why the table waits for a repositioning, in the words of the rule ("… so there is a way through"). @param {any} view @param {Ctx} ctx */
function repositionNote(view, ctx) {
  const seat = view.repositioning;
  if (seat === null || seat === undefined) return null;
  const cells = (view.blocked_off || []).map((/** @type {string} */ id) => cellOf(ctx, id)).filter(Boolean);
  const tiles = `base tile${cells.length === 1 ? '' : 's'}${cells.length ? ` on square${cells.length === 1 ? '' : 's'} ${joined(cells)}` : ''}`;
  const mine = seat === ctx.seat;
  const name = playerName(ctx.game, seat);
  return el('p', { class: 'note reposition', id: 'reposition-note' }, el('strong', {}, 'A building blocks off '),
    mine ? `your ${tiles}: move one building so there is a way through. Choose the building to move, then the free square it goes to.`
      : `${name}'s ${tiles}: ${name} must move one building so there is a way through.`);
}

/**
 * A tile's picture: a building or a base tile face up, a base tile its owner (or a spy) knows face down, a tile's
 * back, or a base tile the set-up being chosen will place there (face 'pending').
 * @param {any} tile
 */
function tileArt(tile) {
  if (!tile) return null;
  const known = Boolean(tile.kind);
  return s('g', { class: `tile ${['up', 'pending'].includes(tile.face) ? tile.face : 'down'}` },
    s('rect', { x: 2, y: 2, width: 20, height: 20, rx: 3, class: 'tile-body' }),
    known ? icon(tileIcon(tile.kind), 4, 4, 16, tile.face === 'down' ? 'hidden' : '') : s('path', { d: 'M6 6l12 12M18 6L6 18', class: 'tile-back' }),
    tile.spied ? s('circle', { cx: 20, cy: 4, r: 3, class: 'spied' }) : null);
}

// The set-up's fields (place-tiles) and what each puts on the squares picked for it.
const SET_UP = { alarms: 'alarm', guards: 'guard', vips: 'vip', start: 'start' };

/** What the set-up being chosen on the board will put on each square picked so far, before it is confirmed. @param {Ctx} ctx */
function pendingSetUp(ctx) {
  /** @type {Map<string, string>} */
  const put = new Map();
  if (ctx.pending?.type !== 'place-tiles') return put;
  for (const [field, kind] of Object.entries(SET_UP)) for (const id of ctx.pending.picks[field] || []) put.set(id, kind);
  return put;
}

/** @param {any} view @param {Ctx} ctx */
function grid(view, ctx) {
  const b = view.board;
  const size = b.size + 2;
  const board = el('div', { class: 'hq-board', role: 'group', 'aria-label': 'HQs, tiles and agents', 'data-component': 'board' });
  board.style.gridTemplateColumns = `repeat(${size}, minmax(0, 1fr))`;
  board.style.gridTemplateRows = `repeat(${size}, minmax(0, 1fr))`;
  const place = (/** @type {HTMLElement} */ node, /** @type {number} */ x, /** @type {number} */ y, w = 1, hgt = 1) => {
    node.style.gridColumn = `${x + 2} / span ${w}`; node.style.gridRow = `${y + 2} / span ${hgt}`; board.append(node); return node;
  };
  const bag = art(48, 48, 'bag-art', s('path', { d: 'M16 10h16l-4 6c8 4 12 12 12 20 0 6-6 10-16 10S8 42 8 36c0-8 4-16 12-20z', class: 'bag' }),
    s('text', { x: 24, y: 38, 'font-size': 13, 'text-anchor': 'middle', class: 'bag-n' }, `$${view.bag}`));
  place(el('div', { class: 'sq centre' }, bag, el('span', { class: 'small' }, `Centre · bag $${view.bag}`)), b.centre.x, b.centre.y, b.centre.width, b.centre.height);
  /** @type {Record<string, number[]>} */
  const where = {};
  view.players.forEach((/** @type {any} */ p) => { if (p.position) (where[p.position] ||= []).push(p.seat); });
  const blocked = new Set(view.blocked_off || []);
  const pending = pendingSetUp(ctx);
  // Each square is a cell with a role and a name that tells its tile and agents (its picture is hidden from
  // screen readers); the table page turns the ones a move targets into buttons.
  const square = (/** @type {string} */ id, /** @type {number} */ owner, /** @type {string} */ cls, /** @type {any} */ tile, /** @type {string} */ letter) => {
    const agents = (where[id] || []).map((seat) => `${playerName(ctx.game, seat)}'s agent`);
    const placing = pending.get(id);
    const toPlace = placing ? `to place: ${placing === 'start' ? 'your agent\'s start' : nameOf(ctx, placing)}` : '';
    const about = [squareName(ctx, id, owner), tile ? `${tile.face === 'up' ? '' : 'face down '}${tile.kind ? nameOf(ctx, tile.kind) : 'tile'}${blocked.has(id) ? ', blocked off' : ''}` : '', toPlace].filter(Boolean).join(': ');
    const pawns = (where[id] || []).map((seat, i, all) => pieceArt('pawn', all.length > 1 ? 1 + i * 10 : 4, 3, all.length > 1 ? 14 : 17, seatTone(seat), seat + 1));
    // What the set-up will place here is drawn as it will stand, dashed until it is confirmed.
    const planned = placing === 'start' ? s('g', { class: 'pending-start' }, pieceArt('pawn', 4, 3, 17, seatTone(ctx.seat ?? 0)))
      : placing ? tileArt({ kind: placing, face: 'pending' }) : null;
    const pic = art(24, 24, 'sq-art', letter ? s('text', { x: 12, y: 16, 'font-size': 11, 'text-anchor': 'middle', class: 'sq-letter' }, letter) : null, tileArt(tile), planned, pawns);
    const cell = el('div', { class: `sq comp drawn ${cls}${blocked.has(id) ? ' blocked' : ''}${owner === ctx.seat ? ' mine' : ''}${placing ? ' pending' : ''}`,
      'data-id': id, 'data-component': id, 'data-pending': placing || null, title: about, role: 'img', 'aria-label': [about, ...agents].join('; ') }, pic);
    return cell;
  };
  const n = 6; // an HQ's side, in squares
  for (const hq of b.hqs) {
    const owner = hq.owner ?? hq.hq;
    const tint = `hq${hq.hq % 4}`;
    for (const sq of hq.squares) place(square(sq.id, owner, tint, sq.tile, ''), sq.x, sq.y);
    place(square(hq.protrusion.id, owner, 'prot', null, 'P'), hq.protrusion.x, hq.protrusion.y);
    // The coordinates (seen, not read: every square's name holds its own) and the owner, in the empty corner
    // on column A's side.
    const xy = hqFrame(hq);
    for (let c = 0; c < n; c += 1) {
      const { x, y } = xy(n, c);
      place(el('span', { class: `coord col ${tint}`, 'data-hq': String(hq.hq), 'data-col': COLUMNS[c], 'aria-hidden': 'true' }, COLUMNS[c]), x, y);
    }
    for (let r = 0; r < n; r += 1) {
      const { x, y } = xy(r, -1);
      place(el('span', { class: `coord row ${tint}`, 'data-hq': String(hq.hq), 'data-row': String(r + 1), 'aria-hidden': 'true' }, String(r + 1)), x, y);
    }
    const corner = [xy(0, -2), xy(n - 1, -n)];
    const [x0, x1] = [Math.min(corner[0].x, corner[1].x), Math.max(corner[0].x, corner[1].x)];
    const [y0, y1] = [Math.min(corner[0].y, corner[1].y), Math.max(corner[0].y, corner[1].y)];
    // The HQ's own name stands for its side of the board (a quarantine is put on a side).
    const title = `${playerName(ctx.game, owner)}'s HQ${owner === ctx.seat ? ' (you)' : ''}`;
    place(component(el('div', { class: `hq-owner ${tint}`, 'data-hq': String(hq.hq) },
      el('span', {}, art(16, 16, 'seat-art', pieceArt('pawn', 0, 0, 16, seatTone(owner))), ' ', title)), hq.side,
    { label: title, text: known(ctx, hq.side)?.text }), x0, y0, x1 - x0 + 1, y1 - y0 + 1);
  }
  return board;
}

// Keeps where a phone's zoomed board was scrolled to, across the redraws of every frame.
/** @type {[number, number] | null} */
let scrolled = null;

/** The board in a frame that a phone scrolls (zoomed so every square is a finger wide), first at the seat's HQ.
 * @param {any} view @param {Ctx} ctx */
function zoomed(view, ctx) {
  const board = grid(view, ctx);
  const frame = el('div', { class: 'board-zoom', role: 'region', 'aria-label': 'Board, scrolls both ways on a small screen', tabindex: 0 }, board);
  frame.addEventListener('scroll', () => { scrolled = [frame.scrollLeft, frame.scrollTop]; });
  requestAnimationFrame(() => {
    if (frame.scrollWidth <= frame.clientWidth && frame.scrollHeight <= frame.clientHeight) return;
    if (scrolled) { frame.scrollTo(scrolled[0], scrolled[1]); return; }
    const home = board.querySelector(`.hq-owner[data-hq="${ctx.seat ?? 0}"]`);
    if (home instanceof HTMLElement) frame.scrollTo(home.offsetLeft - frame.clientWidth / 3, home.offsetTop - frame.clientHeight / 3);
  });
  return frame;
}

/** A command card: its cost, its text; face down once used, highlighted while it runs. @param {Ctx} ctx @param {string} id @param {string} state @param {boolean} mine */
function command(ctx, id, state, mine) {
  const c = /** @type {any} */ (known(ctx, id) || {});
  const text = String(c.text || '').replace(/^[^:]*:\s*/, '');
  const face = card(ctx, id, { name: c.name ?? words(id), kind: state === 'face-down' ? 'used' : state === 'active' ? 'running' : 'command', cost: c.cost,
    tone: state === 'face-down' ? 'grey' : state === 'active' ? 'green' : 'red', effect: text, size: 'small' },
  { choosable: mine, label: `${c.name ?? words(id)}${state === 'face-down' ? ' (used)' : state === 'active' ? ' (running)' : ''}` });
  return face;
}

/** Corporate Anarchy's table. @param {Schemas['CorporateAnarchySeatView']} view @param {Ctx} ctx */
export function anarchy(view, ctx) {
  const b = view.board;
  const me = view.players.find((/** @type {any} */ p) => p.seat === ctx.seat);
  const myTiles = ctx.seat === null ? [] : (b.hqs.find((/** @type {any} */ hq) => (hq.owner ?? hq.hq) === ctx.seat)?.squares || []).filter((/** @type {any} */ q) => q.tile?.face === 'down' && q.tile.kind);
  const buildings = Object.entries(view.prices?.buildings || {}).map(([id, price]) => component(el('span', { class: 'building' },
    art(56, 40, 'building-art', s('rect', { x: 1, y: 1, width: 54, height: 38, rx: 4, class: 'tile-body' }), icon(tileIcon(id), 4, 6, 26),
      s('text', { x: 33, y: 17, 'font-size': 10, class: 'price' }, `$${price.cost}`), s('text', { x: 33, y: 31, 'font-size': 9, class: 'income' }, `+$${price.income}`)),
    el('span', { class: 'small' }, nameOf(ctx, id))), id, { label: `${nameOf(ctx, id)}: costs $${price.cost}, earns $${price.income} a turn`, text: known(ctx, id)?.text }));
  const baseTiles = ['alarm', 'guard', 'vip'].filter((id) => known(ctx, id)).map((id) => component(el('span', { class: 'building base' },
    art(24, 24, 'tile-art', tileArt({ kind: id, face: 'up' })), el('span', { class: 'small' }, nameOf(ctx, id))), id, { label: nameOf(ctx, id), text: known(ctx, id)?.text, choosable: false }));
  return el('div', { class: 'ca' },
    el('h2', {}, `${words(view.phase)}${view.turn ? ` · turn ${view.turn}` : ''}${view.current !== null && view.current !== undefined ? ` · ${playerName(ctx.game, view.current)} to play` : ''}`),
    repositionNote(view, ctx),
    el('p', { class: 'small muted' }, 'Bell alarm, shield guard, crown VIP (face down: known to you; a dot: spied), a cross a face-down tile, P a protruding square; '
      + 'pawns are agents. Each HQ\'s columns A–F run along its outer edge, its rows 1–6 from the centre outwards.'),
    zoomed(view, ctx),
    el('div', { class: 'row market', role: 'group', 'aria-label': 'Tiles' }, buildings, baseTiles,
      (view.effects || []).map((/** @type {any} */ e) => {
        const id = typeof e === 'object' ? e.effect ?? e.id : e;
        return known(ctx, id) ? token(ctx, id, { icon: 'lock', label: `Running: ${nameOf(ctx, id)}`, choosable: false }) : null;
      })),
    me ? el('section', { class: 'secret', 'aria-label': 'Only you see this' }, el('h3', {}, 'Only you see this'),
      el('p', {}, 'Your face-down tiles: ', myTiles.length ? myTiles.map((/** @type {any} */ q) => el('span', { class: 'own-tile' },
        art(20, 20, 'tile-art', tileArt(q.tile)), ` ${cellOf(ctx, q.id, q)} ${nameOf(ctx, q.tile.kind)} `)) : 'none'),
      el('p', {}, 'Your start: ', me.start ? `square ${cellOf(ctx, me.start)}` : '–', ` · VIPs left: ${me.vips_left ?? '–'}`)) : null,
    el('div', { class: 'players' }, view.players.map((/** @type {any} */ p) => {
      const mine = p.seat === ctx.seat;
      const acting = (view.to_act || ctx.game?.to_act || []).includes(p.seat);
      return el('article', { class: `player${acting ? ' acting' : ''}${mine ? ' me' : ''}`, 'aria-label': playerName(ctx.game, p.seat) },
        el('h3', {}, art(16, 16, 'seat-art', pieceArt('pawn', 0, 0, 16, seatTone(p.seat))), ' ', playerName(ctx.game, p.seat), mine ? ' (you)' : '', acting ? ' — to act' : ''),
        el('div', { class: 'row tokens' }, token(ctx, 'money-token', { icon: 'coin', label: `${playerName(ctx.game, p.seat)}'s money in $`, count: p.money, choosable: false }),
          el('span', { class: 'small' }, `income $${p.income}`, p.permit ? ' · travel permit' : '', p.eliminated ? ' · eliminated' : '')),
        el('p', { class: 'small' }, `Position: ${p.position ? squareName(ctx, p.position) : 'hidden'}`,
          ` · VIPs taken from: ${p.vips_taken_from.map((/** @type {number} */ seat) => playerName(ctx.game, seat)).join(', ') || '–'} · buildings: ${p.buildings_bought}`),
        el('div', { class: 'row commands' }, Object.entries(p.commands || {}).map(([id, state]) => command(ctx, id, String(state), mine))));
    })));
}
