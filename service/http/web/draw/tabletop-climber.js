// @ts-check
// Tabletop Climber drawn: the five seasons as their gold and silver season cards, the combination on the table,
// the draw pile, and each climber's lodge (face-up cards, face-down backs, what they played); the seat's hand and
// team face up in its secret box. A number card shows its number large in its colour, with its icons.
import { playerName, words } from '../lib.js';
import { art, card, cardBack, el, known, pieceArt, seatTone } from './svg.js';

/** @typedef {import('./svg.js').Ctx} Ctx @typedef {import('./svg.js').Schemas} Schemas */

const ICONS = { reset: 'loop', discard: 'hand', reverse: 'arrow', 'set-of-two': 'two', mountain: 'mountain' };
const TONES = { red: 'red', blue: 'blue', green: 'green', yellow: 'yellow', wild: 'purple', colourless: 'grey' };
const nameOf = (/** @type {Ctx} */ ctx, /** @type {string} */ id) => known(ctx, id)?.name ?? words(id);
const pretty = (/** @type {string | null | undefined} */ text) => (text === null || text === undefined ? '–' : words(text).toLowerCase());

/**
 * A card of the game face up (null: face down).
 * @param {Ctx} ctx
 * @param {string | null} id
 * @param {{size?: 'small' | '', choosable?: boolean}} [how]
 */
function climberCard(ctx, id, { size = 'small', choosable = true } = {}) {
  if (!id) return cardBack({ label: 'face-down card', size });
  const c = /** @type {any} */ (known(ctx, id) || {});
  if (String(c.kind).endsWith('season-card')) {
    const gold = c.kind === 'gold-season-card';
    return card(ctx, id, { name: gold ? c.name : `Silver: ${c.name}`, kind: gold ? `Gold season · ${c.vp} VP` : `Silver · ${c.vp} VP`, tone: gold ? 'gold' : 'grey',
      effect: gold ? c.rule : `hands of ${c.hand_size}`, size }, { choosable });
  }
  const icons = /** @type {[string, null][]} */ ((c.icons || []).map((/** @type {string} */ i) => [/** @type {Record<string, string>} */ (ICONS)[i] || 'card', null]));
  const effect = c.effect ? String(known(ctx, c.effect)?.text ?? c.effect) : c.set_of_two ? 'counts as two in a set' : c.mountain ? 'three at once climb any play' : '';
  return card(ctx, id, { name: c.name ?? words(id), corner: c.number ?? '', kind: c.deck ? words(c.deck) : undefined,
    tone: /** @type {Record<string, string>} */ (TONES)[c.colour] || 'plain', icons, effect: effect.replace(/^The [^:]*: /, ''), size }, { choosable });
}

/** @param {Ctx} ctx @param {(string | null)[] | undefined} list @param {string} empty */
const row = (ctx, list, empty = 'none', choosable = true) => (list?.length
  ? el('div', { class: 'row cards-row' }, list.map((id) => climberCard(ctx, id, { choosable })))
  : el('p', { class: 'muted small' }, empty));

/** Tabletop Climber's table. @param {Schemas['TabletopClimberSeatView'] | Schemas['TabletopClimberSpectatorView']} view @param {Ctx} ctx */
export function climber(view, ctx) {
  const top = view.top;
  // The seat's own entry carries its hand, team and face-down lodge cards (a spectator's view has none).
  const me = /** @type {Schemas['TabletopClimberSeatPlayerView'] | undefined} */ (view.players.find((p) => p.seat === ctx.seat));
  const seasons = el('ol', { class: 'seasons', 'aria-label': 'Season cards' }, view.seasons.map((/** @type {any} */ s) => el('li', { class: `season${s.season === view.season ? ' now' : ''}` },
    el('span', { class: 'small' }, `Season ${s.season} · hand of ${s.hand_size}`),
    el('div', { class: 'row' }, s.gold ? climberCard(ctx, s.gold) : cardBack({ label: `gold ${s.season}: rules face down`, size: 'small' }),
      s.silver ? climberCard(ctx, s.silver) : null))));
  const pile = cardBack({ label: 'Draw pile', count: view.draw_pile_count, size: 'small' });
  return el('div', { class: 'climber' },
    el('h2', {}, `Season ${view.season || '–'}${view.rules ? `: ${view.rules} rules` : ''} · ${pretty(view.phase)}`),
    seasons,
    el('p', {}, `Play goes ${view.direction || '–'}${view.lower_wins ? ' · lower wins' : ''}${view.reverse_icon_active ? ' · reversed' : ''} · ${view.draw_pile_count} cards to draw`),
    el('section', { class: 'field', 'aria-label': 'Played combination' }, el('h3', {}, 'Played combination'),
      el('div', { class: 'row' }, pile, top ? [row(ctx, top.cards, 'none', false), el('p', { class: 'small muted' },
        `${top.seat !== undefined && top.seat !== null ? `${playerName(ctx.game, top.seat)}: ` : ''}${pretty(top.kind)}${top.count ? ` of ${top.count}` : ''}${top.value !== null && top.value !== undefined ? `, value ${top.value}` : ''}${top.colour ? `, ${top.colour}` : ''}`)]
        : el('p', { class: 'muted' }, 'Nothing played: lead any combination.'))),
    me?.hand ? el('section', { class: 'secret', 'aria-label': 'Only you see this' }, el('h3', {}, 'Only you see this'),
      el('h4', {}, `Your hand (${me.hand.length})`), row(ctx, me.hand, 'empty'),
      me.team?.length ? [el('h4', {}, 'Your team'), row(ctx, me.team)] : null,
      me.lodge_face_down?.length ? [el('h4', {}, 'Your face-down lodge cards'), row(ctx, me.lodge_face_down)] : null,
      me.transfer_card ? [el('h4', {}, 'Card to transfer'), row(ctx, [me.transfer_card])] : null) : null,
    el('div', { class: 'players' }, view.players.map((/** @type {any} */ p) => {
      const acting = (view.to_act || ctx.game?.to_act || []).includes(p.seat);
      const mine = p.seat === ctx.seat;
      return el('article', { class: `player${acting ? ' acting' : ''}${mine ? ' me' : ''}`, 'aria-label': playerName(ctx.game, p.seat) },
        el('h3', {}, art(16, 16, 'seat-art', pieceArt('pawn', 0, 0, 16, seatTone(p.seat))), ' ', playerName(ctx.game, p.seat), mine ? ' (you)' : '', acting ? ' — to act' : ''),
        el('p', { class: 'small' }, `${p.hand_count ?? '–'} in hand · ${p.vp.total} VP${p.place ? ` · place ${p.place}` : ''}${p.passed ? ' · passed' : ''}${p.start_card ? ' · holds the start card' : ''}`),
        // Labelled: the trial read a lodge's face-up cards beside "2 in hand" as a hand of five.
        (p.lodge_face_up || []).length || p.lodge_face_down_count ? el('p', { class: 'small' }, 'Lodge:') : null,
        el('div', { class: 'row', role: 'group', 'aria-label': `${playerName(ctx.game, p.seat)}'s lodge` }, (p.lodge_face_up || []).map((/** @type {string} */ id) => climberCard(ctx, id, { choosable: mine })),
          p.lodge_face_down_count ? cardBack({ label: 'lodge, face down', count: p.lodge_face_down_count, size: 'small' }) : null),
        p.played?.length ? [el('p', { class: 'small' }, 'Played:'), row(ctx, p.played.flat(), '', false)] : null);
    })));
}
