// Each game's table drawn from its `view` (the game resource's, or `state?at=N`'s) by its own module in draw/,
// on the shared primitives of draw/svg.js. A seat's own secrets are in a dashed "only you" box; everything else
// is what every viewer sees. Every component the view names by its catalogue id is drawn, carries that id
// (`data-component`, and `data-id` when it may be chosen), so the table page can make it a button when a legal
// move targets it. Unknown games fall back to the data.
import { h, playerName, tree, words } from './lib.js';
import { anarchy } from './draw/corporate-anarchy.js';
import { climber } from './draw/tabletop-climber.js';
import { inventing } from './draw/inventing-the-future.js';
import { tabletopInc } from './draw/tabletop-inc.js';
import { bias } from './draw/bias-effect.js';

/** A seat's colour, numbered from 1 as players count (the name beside it says who). */
export function mark(seat) {
  return h('span', { class: `seat-tag s${seat % 6}`, 'aria-hidden': 'true' }, String(seat + 1));
}
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
  return h('span', { class: `comp ${cls}`.trim(), 'data-id': String(id), 'data-component': String(id), title: personal(ctx, known?.text || known?.name) || undefined },
    label ?? nameOf(ctx, id));
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
