// @ts-check
// Bias Effect drawn: the A.I. with its programmed beliefs on its left and right and a needle for its leaning,
// the autonomy track with its robot space, the belief up for bids and the life card, the decks and discards, and
// each player's identity card, chips and sealed bid; the seat's algorithm cards face up in its secret box.
import { playerName, words } from '../lib.js';
import { art, card, cardBack, component, el, icon, known, pieceArt, s, seatTone, token, trackArt } from './svg.js';

/** @typedef {import('./svg.js').Ctx} Ctx @typedef {import('./svg.js').Schemas} Schemas */

const SIDES = { left: 'blue', right: 'red' };
const sideTone = (/** @type {string} */ side) => /** @type {Record<string, string>} */ (SIDES)[side] || 'grey';

/** A belief card: its side's colour, its title and topic. @param {Ctx} ctx @param {any} b @param {'small' | ''} [size] */
const belief = (ctx, b, size = 'small') => card(ctx, b.id, { name: b.title, kind: `${words(b.side)} · ${b.topic ?? ''}`.trim(), tone: sideTone(b.side),
  effect: /** @type {any} */ (known(ctx, b.id))?.card_text ?? b.text, size }, { label: `${b.title} (${b.side}${b.topic ? `, ${b.topic}` : ''})` });

/** An algorithm card: its title, its amount in the corner, what it does, its trade-in value. @param {Ctx} ctx @param {any} a @param {boolean} choosable */
const algorithm = (ctx, a, choosable = true) => card(ctx, a.id, { name: a.title, corner: a.amount || null, kind: words(a.kind ?? 'algorithm'), tone: 'purple',
  effect: a.text, foot: a.trade ? `trade in: ${a.trade} chip${a.trade === 1 ? '' : 's'}` : null }, { choosable, label: `${a.title}${a.amount ? ` ${a.amount}` : ''}` });

/** A card of a discard pile or deck, from its id alone. @param {Ctx} ctx @param {string} id */
function byId(ctx, id) {
  const c = /** @type {any} */ (known(ctx, id) || {});
  if (c.kind === 'belief') return belief(ctx, { id, title: c.title ?? c.name, side: c.side, topic: c.topic });
  if (c.kind === 'algorithm') return card(ctx, id, { name: c.title ?? c.name, tone: 'purple', effect: c.effect, size: 'small' }, { choosable: false });
  return card(ctx, id, { name: c.name ?? words(id), tone: 'grey', effect: String(c.text ?? ''), size: 'small' }, { choosable: false });
}

/** The A.I.'s leaning as a needle between LEFT and RIGHT. @param {any} view */
function needle(view) {
  const lean = Math.max(-4, Math.min(4, (view.right ?? 0) - (view.left ?? 0)));
  const angle = lean * 18;
  return art(120, 66, 'needle-art', s('path', { d: 'M10 60a50 50 0 0 1 100 0', class: 'dial' }),
    s('path', { d: 'M10 60a50 50 0 0 1 35-47.6', class: 'dial-left' }), s('path', { d: 'M75 12.4A50 50 0 0 1 110 60', class: 'dial-right' }),
    s('text', { x: 4, y: 64, 'font-size': 9, class: 'dial-l' }, 'LEFT'), s('text', { x: 116, y: 64, 'font-size': 9, 'text-anchor': 'end', class: 'dial-r' }, 'RIGHT'),
    s('g', { transform: `rotate(${angle} 60 60)` }, s('path', { d: 'M60 60L60 16', class: 'hand' })), s('circle', { cx: 60, cy: 60, r: 5, class: 'hub' }), icon('robot', 48, 30, 24));
}

/** Bias Effect's table. @param {Schemas['BiasEffectSeatView'] | Schemas['BiasEffectSpectatorView']} view @param {Ctx} ctx */
export function bias(view, ctx) {
  // The seat's own entry carries its hand and sealed bid (a spectator's view has neither).
  const me = /** @type {Schemas['BiasEffectSeatPlayerView'] | undefined} */ (view.players.find((p) => p.seat === ctx.seat));
  const auto = view.autonomy;
  const cells = /** @type {any} */ (known(ctx, 'autonomy'))?.cells || Array.from({ length: auto.robot_space }, (_, i) => ({ round: i + 1 }));
  const track = component(el('div', { class: 'autonomy' }, el('span', { class: 'small' }, `Autonomy (resets ${auto.resets} of ${auto.max_resets})`),
    trackArt({ label: `Autonomy: round ${auto.round} of ${auto.robot_space}`, cells: cells.slice(0, auto.robot_space).map((/** @type {any} */ c, /** @type {number} */ i) => ({
      n: i + 1 === auto.robot_space ? 'AI' : i + 1, hot: i + 1 === auto.robot_space, marks: i + 1 === auto.round ? [{ tone: 'grey', shape: 'disc' }] : [] })), cell: 24 })),
  'autonomy', { label: `Autonomy track: round ${auto.round} of ${auto.robot_space}, resets ${auto.resets} of ${auto.max_resets}`, text: known(ctx, 'autonomy')?.text, choosable: false });
  const side = (/** @type {'left' | 'right'} */ which) => el('div', { class: `ai-side ${which}` }, el('h4', {}, `${words(which)}: ${(which === 'left' ? view.left : view.right) ?? 0}`),
    el('div', { class: 'row' }, view.programmed.filter((/** @type {any} */ b) => b.side === which).map((/** @type {any} */ b) => belief(ctx, b))));
  const revealed = view.revealed;
  return el('div', { class: 'bias' },
    el('h2', {}, `${view.round ? `Round ${view.round}` : 'Before the first round'} · ${words(view.phase).toLowerCase()} · the A.I. leans ${view.leaning}`),
    track,
    el('section', { class: 'ai', 'aria-label': 'Beliefs' }, el('h3', {}, `Programmed beliefs: ${view.left} left, ${view.right} right`),
      el('div', { class: 'ai-row' }, side('left'), el('div', { class: 'ai-core', role: 'img', 'aria-label': `The A.I. leans ${view.leaning}` }, needle(view)), side('right'))),
    el('div', { class: 'row bids' },
      view.belief ? el('div', { class: 'up' }, el('h3', {}, 'Up for bids'), belief(ctx, view.belief, '')) : null,
      view.life ? el('div', { class: 'up' }, el('h3', {}, 'Life card'), card(ctx, view.life.id, { name: view.life.title, kind: `the A.I. leans ${view.life.leaning ?? view.leaning}`,
        tone: sideTone(view.life.leaning), effect: view.life[view.life.leaning] || view.life.neutral }, { choosable: true })) : null,
      // Choosable: Backdoor programs from the Belief deck, so its moves target the deck; drawn as a mere picture,
      // the deck was only in "Also to choose" and a player of the board alone was stuck after choosing Backdoor.
      el('div', { class: 'up' }, el('h3', {}, 'Decks'), el('div', { class: 'row' }, Object.entries(view.decks || {}).map(([name, count]) => component(el('span', { class: 'pile' },
        cardBack({ label: words(name), count: Number(count), size: 'small' })), `${name}-deck`, { label: `${words(name)} deck: ${count}`, text: known(ctx, `${name}-deck`)?.text })),
      token(ctx, 'data-chip', { icon: 'chip', label: 'Bank, data chips', count: view.bank, choosable: false })))),
    revealed ? el('p', { class: 'small' }, `Last bids: ${Object.entries(revealed.bids || {}).map(([seat, n]) => `${playerName(ctx.game, Number(seat))} ${n}`).join(', ')}${revealed.winner !== null && revealed.winner !== undefined ? `; won by ${playerName(ctx.game, revealed.winner)}` : ''}`) : null,
    me ? el('section', { class: 'secret', 'aria-label': 'Only you see this' }, el('h3', {}, 'Only you see this'),
      el('p', {}, `Sealed bid: ${me.sealed_bid ?? 'none'}`), el('h4', {}, `Algorithm cards (${me.hand?.length ?? 0})`),
      el('div', { class: 'row' }, (me.hand || []).map((/** @type {any} */ a) => algorithm(ctx, a)))) : null,
    el('div', { class: 'players' }, view.players.map((/** @type {any} */ p) => {
      const mine = p.seat === ctx.seat;
      const acting = (view.to_act || ctx.game?.to_act || []).includes(p.seat);
      const identity = /** @type {any} */ (known(ctx, p.identity) || {});
      return el('article', { class: `player${acting ? ' acting' : ''}${mine ? ' me' : ''}`, 'aria-label': playerName(ctx.game, p.seat) },
        el('h3', {}, art(16, 16, 'seat-art', pieceArt('pawn', 0, 0, 16, seatTone(p.seat))), ' ', playerName(ctx.game, p.seat), mine ? ' (you)' : '', acting ? ' — to act' : ''),
        el('div', { class: 'row' }, card(ctx, p.identity, { name: identity.name ?? p.identity, kind: 'identity', tone: sideTone(identity.side), effect: p.identity_text, size: 'small' }),
          el('div', { class: 'held' },
            token(ctx, 'data-chip', { icon: 'chip', label: `${playerName(ctx.game, p.seat)}'s chips`, count: p.chips, choosable: mine }),
            el('span', { class: 'small' }, `${p.hand_count} cards · bias bonus ${p.bias_bonus}`),
            el('span', { class: 'small' }, p.has_bid ? 'bid sealed' : 'no bid yet', p.satisfied_now ? ' · satisfied now' : ''))));
    })),
    el('details', { class: 'discards' }, el('summary', {}, `Discards (${Object.values(view.discards || {}).flat().length})`),
      Object.entries(view.discards || {}).map(([name, list]) => (list.length ? [el('h4', {}, words(name)), el('div', { class: 'row' }, list.map((/** @type {string} */ id) => byId(ctx, id)))] : null))));
}
