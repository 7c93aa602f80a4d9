// @ts-check
// Inventing the Future drawn: the action board as its matrix (rows by die colour, columns by die value), each
// space with what it gives and the players' winks on it, the dice of the round on the spaces they name; the three
// development tracks with the pawns on their levels and the tier cards along them (their team requirements as
// cubes); the supply of teams and specialists; each player's coins, income tracks and cubes.
import { playerName, words } from '../lib.js';
import { art, component, die, el, icon, known, pieceArt, s, seatTone, textBlock, token, trackArt } from './svg.js';

/** @typedef {import('./svg.js').Ctx} Ctx @typedef {import('./svg.js').Schemas} Schemas */

const ROWS = ['black', 'green', 'white', 'blue', 'red'];
const nameOf = (/** @type {Ctx} */ ctx, /** @type {string} */ id) => known(ctx, id)?.name ?? words(id);
/** A cube's colour class, from the catalogue's colour ("light blue" → light-blue). @param {Ctx} ctx @param {string} id */
const cubeTone = (ctx, id) => `cube-${String(/** @type {any} */ (known(ctx, id))?.colour ?? id).replace(/\s+/g, '-')}`;

/** A cube of team or specialist `id`, as a picture inside another drawing. @param {Ctx} ctx @param {string} id @param {number} x @param {number} y @param {number} size */
const cubeArt = (ctx, id, x, y, size) => pieceArt('cube', x, y, size, cubeTone(ctx, id));

/** `node` of a picture marked as the component it draws (a phase's name, a cube), inside the space it belongs to. @param {SVGElement} node @param {string} id */
const tagged = (node, id) => { node.setAttribute('data-component', id); return node; };

/** What a board space gives, drawn: a phase's name, income and cash, cubes to hire, progress. @param {Ctx} ctx @param {any} box */
function boxArt(ctx, box) {
  if (box.kind === 'phase') return s('text', { x: 30, y: 22, 'font-size': 10, 'text-anchor': 'middle', class: 'box-phase', 'data-component': box.phase }, nameOf(ctx, box.phase));
  if (box.kind === 'wild') return s('text', { x: 30, y: 22, 'font-size': 10, 'text-anchor': 'middle', class: 'box-wild' }, 'wild');
  if (box.kind === 'funding') {
    const parts = [box.public ? `+${box.public} pub` : '', box.private ? `+${box.private} priv` : '', box.cash ? `+$${box.cash}` : ''].filter(Boolean).join(' ');
    return s('g', {}, icon(box.cash ? 'coin' : 'arrow', 2, 6, 14), s('text', { x: 18, y: 17, 'font-size': 9, class: 'box-text' }, parts));
  }
  if (box.kind === 'hire') return s('g', {}, box.cubes.map((/** @type {string} */ c, /** @type {number} */ i) => tagged(cubeArt(ctx, c, 4 + i * 16, 6, 15), c)), box.steal ? icon('hand', 40, 6, 15) : null);
  if (box.kind === 'progress') return s('g', {}, icon('arrow', 4, 6, 15), s('text', { x: 22, y: 18, 'font-size': 11, class: 'box-text' }, `+${box.levels}`));
  return s('text', { x: 4, y: 18, 'font-size': 9 }, words(box.kind));
}

/** Words for a board space, as its name says when the catalogue lacks it. @param {Ctx} ctx @param {any} box */
const boxWords = (ctx, box) => (box.kind === 'phase' ? nameOf(ctx, box.phase) : box.kind === 'funding' ? `+${box.public} public +${box.private} private +$${box.cash}`
  : box.kind === 'hire' ? `hire ${box.cubes.map((/** @type {string} */ c) => nameOf(ctx, c)).join(' + ')}` : box.kind === 'progress' ? `progress ${box.levels}` : words(box.kind));

/** @param {any} view @param {Ctx} ctx */
function matrix(view, ctx) {
  const dice = view.allocation?.dice || [];
  const rows = Object.entries(view.board || {}).sort(([a], [b]) => ROWS.indexOf(a) - ROWS.indexOf(b));
  const board = el('div', { class: 'itf-matrix', role: 'group', 'aria-label': 'Action matrix', 'data-component': 'player-board' },
    el('span', { class: 'corner', 'aria-hidden': 'true' }), [1, 2, 3, 4, 5, 6].map((v) => el('span', { class: 'col-head', 'aria-hidden': 'true' }, art(20, 20, 'die-art', pips(v)))),
    rows.map(([row, boxes]) => [
      el('span', { class: `row-head row-${row}` }, words(row)),
      boxes.map((/** @type {any} */ box, /** @type {number} */ i) => {
        const id = `${row}-${i + 1}`;
        const winks = view.players.filter((/** @type {any} */ p) => [p.winks?.[row]].flat().includes(i + 1)).map((/** @type {any} */ p) => p.seat);
        const here = dice.filter((/** @type {any} */ d) => d.colour === row && d.value === i + 1);
        const label = [known(ctx, id)?.name ?? boxWords(ctx, box), winks.length ? `winks of ${winks.map((/** @type {number} */ seat) => playerName(ctx.game, seat)).join(', ')}` : ''].filter(Boolean).join('; ');
        const pic = art(60, 40, 'box-art', s('rect', { x: 0.5, y: 0.5, width: 59, height: 39, rx: 4, class: `box-body row-${row}` }), boxArt(ctx, box),
          winks.map((/** @type {number} */ seat, /** @type {number} */ k) => s('circle', { cx: 8 + k * 11, cy: 33, r: 5, class: `wink tone-${seatTone(seat)}` })));
        const space = component(el('span', { class: 'itf-space' }, pic), id, { label, text: known(ctx, id)?.text });
        return el('span', { class: 'itf-cell' }, space,
          here.map((/** @type {any} */ d) => die(ctx, d.id, { value: d.value, tone: d.colour,
            label: `${nameOf(ctx, d.id)} showing ${d.value}${d.taken === null || d.taken === undefined ? '' : `, taken by ${playerName(ctx.game, d.taken)}`}`,
            taken: d.taken === null || d.taken === undefined ? null : seatTone(d.taken) })));
      })]));
  return board;
}

/** A die's pips for a column head. @param {number} value */
function pips(value) {
  const at = /** @type {Record<number, number[][]>} */ ({ 1: [[10, 10]], 2: [[6, 6], [14, 14]], 3: [[5, 5], [10, 10], [15, 15]], 4: [[6, 6], [14, 6], [6, 14], [14, 14]],
    5: [[5, 5], [15, 5], [10, 10], [5, 15], [15, 15]], 6: [[6, 4], [14, 4], [6, 10], [14, 10], [6, 16], [14, 16]] })[value];
  return s('g', {}, s('rect', { x: 1, y: 1, width: 18, height: 18, rx: 3, class: 'die-body' }), at.map(([cx, cy]) => s('circle', { cx, cy, r: 1.7, class: 'pip' })));
}

/** A development card face up: its tier and each level's team requirement as cubes. @param {Ctx} ctx @param {any} c */
function devCard(ctx, c) {
  const tier = known(ctx, c.tier)?.name ?? words(c.tier);
  if (!c.face_up || !c.card) {
    return component(el('span', { class: 'dev-card down' }, art(84, 56, 'dev-art', s('rect', { x: 1, y: 1, width: 82, height: 54, rx: 5, class: 'dev-back' }),
      textBlock(6, 24, 72, `${tier}, face down`, { size: 9, most: 3, cls: 'dev-back-text', anchor: 'middle' }))), c.tier, { label: `${tier}: face down`, text: known(ctx, c.tier)?.text });
  }
  const levels = /** @type {any} */ (known(ctx, c.card))?.levels || (c.requirements || []).map((/** @type {any} */ r, /** @type {number} */ i) => ({ level: (c.levels || [])[i], requirement: r }));
  const rows = levels.map((/** @type {any} */ l, /** @type {number} */ i) => {
    const cubes = Object.entries(l.requirement || {}).flatMap(([team, n]) => Array.from({ length: Number(n) }, () => team));
    return s('g', {}, s('text', { x: 4, y: 22 + i * 12, 'font-size': 8, class: 'dev-level' }, `L${(c.levels || [])[i] ?? l.level}`),
      cubes.map((team, k) => cubeArt(ctx, team, 20 + k * 11, 14 + i * 12, 10)));
  });
  const needs = levels.map((/** @type {any} */ l) => Object.entries(l.requirement || {}).filter(([, n]) => n).map(([k, n]) => `${n} ${nameOf(ctx, k)}`).join(' + ') || 'nothing').join(' / ');
  // The face says "Tier ONE"; its label, the tier's full name.
  return component(el('span', { class: 'dev-card' }, art(84, 56, 'dev-art', s('rect', { x: 1, y: 1, width: 82, height: 54, rx: 5, class: 'dev-face' }),
    tagged(s('text', { x: 4, y: 10, 'font-size': 8, class: 'dev-tier' }, `Tier ${c.tier}`), c.tier), rows)), c.card, { label: `${tier} card: needs ${needs}`, text: known(ctx, c.card)?.text });
}

/** @param {any} view @param {Ctx} ctx */
function tracks(view, ctx) {
  return el('div', { class: 'itf-tracks' }, (view.tracks || []).map((/** @type {any} */ t) => {
    const cells = Array.from({ length: 10 }, (_, level) => ({ n: level, marks: (t.pawns || []).map((/** @type {number} */ pos, /** @type {number} */ seat) => (pos === level ? { tone: seatTone(seat), shape: 'pawn', mark: seat + 1 } : null)).filter(Boolean) }));
    const pawns = (t.pawns || []).map((/** @type {number} */ pos, /** @type {number} */ seat) => `${playerName(ctx.game, seat)} on ${pos}`).join(', ');
    return el('section', { class: 'itf-track', 'aria-label': `Track ${t.name}` },
      el('h3', {}, component(el('span', {}, t.name), t.track, { label: t.name, text: known(ctx, t.track)?.text })),
      el('div', { class: 'row itf-track-row' }, component(el('div', { class: 'track-c' }, trackArt({ label: `${t.name}: ${pawns}`, cells: /** @type {any} */ (cells), cell: 26 })), t.track, { label: `${t.name} levels: ${pawns}`, choosable: false }),
        el('div', { class: 'row' }, (t.cards || []).map((/** @type {any} */ c) => devCard(ctx, c)))));
  }));
}

/** @param {any} view @param {Ctx} ctx @param {any} p */
function board(view, ctx, p) {
  const mine = p.seat === ctx.seat;
  const acting = (view.to_act || ctx.game?.to_act || []).includes(p.seat);
  const income = (/** @type {string} */ kind) => component(el('span', { class: 'income-c' }, el('span', { class: 'small' }, nameOf(ctx, kind).replace(/ track$/i, '')),
    trackArt({ label: `${nameOf(ctx, kind)}: ${p.income?.[kind]}`, cells: Array.from({ length: 11 }, (_, n) => ({ n, marks: n === p.income?.[kind] ? [{ tone: 'cube-green', shape: 'cube' }] : [] })), cell: 16 })),
  kind, { label: `${nameOf(ctx, kind)}: ${p.income?.[kind]}`, text: known(ctx, kind)?.text, choosable: mine }); // a Rainmaker raises one
  return el('article', { class: `player${acting ? ' acting' : ''}${mine ? ' me' : ''}`, 'aria-label': playerName(ctx.game, p.seat) },
    el('h3', {}, art(16, 16, 'seat-art', pieceArt('pawn', 0, 0, 16, seatTone(p.seat))), ' ', playerName(ctx.game, p.seat), mine ? ' (you)' : '', acting ? ' — to act' : '',
      p.start_player ? component(el('span', { class: 'small start' }, ' · start player'), 'start-player-marker', { label: 'holds the start player marker', choosable: false }) : ''),
    el('div', { class: 'row tokens' }, token(ctx, 'coins', { icon: 'coin', label: `${playerName(ctx.game, p.seat)}'s coins ($ billion)`, count: p.coins, choosable: false }),
      el('span', { class: 'small' }, `score ${p.score?.total ?? 0}`)),
    el('div', { class: 'row' }, income('public'), income('private')),
    el('div', { class: 'row tokens' }, Object.entries(p.cubes || {}).filter(([, n]) => n).map(([id, n]) => cube(ctx, id, Number(n), mine))));
}

/** A stack of cubes of team or specialist `id`, with how many. @param {Ctx} ctx @param {string} id @param {number} count @param {boolean} choosable */
function cube(ctx, id, count, choosable) {
  return component(el('span', { class: 'cube-c' }, art(44, 24, 'cube-art', cubeArt(ctx, id, 0, 0, 24), s('text', { x: 27, y: 18, 'font-size': 14, class: 'count' }, String(count)))),
    id, { label: `${nameOf(ctx, id)}: ${count}`, text: known(ctx, id)?.text, choosable });
}

/** The four phases of a game turn in their order, as tiles (a wild space or a specialist chooses one). @param {Ctx} ctx */
function phases(ctx) {
  const all = [...(ctx.names?.values() || [])].filter((c) => c.kind === 'phase').sort((a, b) => Number(a.space) - Number(b.space));
  return el('div', { class: 'row phases', role: 'group', 'aria-label': 'Phases' }, el('span', { class: 'small' }, 'Phases'),
    all.map((c) => component(el('span', { class: 'phase-c' }, art(22, 22, 'phase-art', pips(Number(c.space))), String(c.name)), String(c.id),
      { label: `${c.name} (black ${c.space})`, text: String(c.text ?? '') })));
}

/** The dice not on the board this round (not rolled, or not yet): a roll chooses its extra die among them. @param {any} view @param {Ctx} ctx */
function outOfPlay(view, ctx) {
  const rolled = new Set((view.allocation?.dice || []).map((/** @type {any} */ d) => d.id));
  const rest = [...(ctx.names?.values() || [])].filter((c) => c.kind === 'die' && !rolled.has(String(c.id)));
  return rest.length ? el('div', { class: 'row tokens', role: 'group', 'aria-label': 'Dice not in play' }, el('span', { class: 'small' }, 'Dice not in play'),
    rest.map((c) => die(ctx, String(c.id), { value: 0, tone: 'colour' in c ? String(c.colour) : 'white', label: `${c.name} (not in play)` }))) : null;
}

/** Inventing the Future's table. @param {Schemas['InventingTheFutureView']} view @param {Ctx} ctx */
export function inventing(view, ctx) {
  return el('div', { class: 'itf' },
    el('h2', {}, `${words(view.stage)}${view.turn ? ` · turn ${view.turn}` : ''}${view.stage === 'allocation' && view.allocation?.round ? ` · round ${view.allocation.round}` : ''}${view.awaiting ? ` · ${words(view.awaiting).toLowerCase()}` : ''}`),
    // A phone scrolls the matrix sideways: the region that scrolls takes keyboard focus.
    el('div', { class: 'scroll', tabindex: 0, role: 'region', 'aria-label': 'Action matrix, scrolls sideways' }, matrix(view, ctx)),
    phases(ctx),
    outOfPlay(view, ctx),
    tracks(view, ctx),
    el('div', { class: 'row tokens supply', role: 'group', 'aria-label': 'Supply' }, el('span', { class: 'small' }, 'Supply'),
      Object.entries(view.supply || {}).map(([id, n]) => cube(ctx, id, Number(n), true)), el('span', { class: 'small' }, `bank $${view.bank}`)),
    el('div', { class: 'players' }, view.players.map((/** @type {any} */ p) => board(view, ctx, p))));
}
