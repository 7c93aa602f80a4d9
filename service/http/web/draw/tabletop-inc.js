// @ts-check
// Tabletop Inc. drawn: the action board (each action a panel of its spaces, with their safety costs, bonuses
// and the workers on them), the hourglass track, the card tracks with the resources put on their cards, the
// decks, and each player's mat (VP, resources, workers, skills, the game in progress and the hexagonal table);
// the seat's own hand and offers face up in its secret box.
import { playerName, words } from '../lib.js';
import { art, card, cardBack, component, el, icon, iconRow, known, piece, pieceArt, s, seatTone, token } from './svg.js';

/** @typedef {import('./svg.js').Ctx} Ctx @typedef {import('./svg.js').Schemas} Schemas */

// What each resource, part and action looks like.
const ICONS = { dollar: 'coin', time: 'time', inspiration: 'bulb', playtest: 'controller', research: 'flask', vp: 'star',
  prediction: 'eye', box: 'box', component: 'puzzle', mechanism: 'gear', action: 'arrow' };
const ACTION_ICONS = { 'hire-specialist': 'person', 'hire-freelancer': 'person', 'play-card': 'card', train: 'gear', playtest: 'controller',
  research: 'flask', multiple: 'coin', item: 'hand', box: 'box', develop: 'puzzle', upgrade: 'arrow', publish: 'star', award: 'star',
  trade: 'loop', objective: 'eye' };
const RESOURCES = ['dollar', 'time', 'inspiration', 'playtest', 'research'];
const PARTS = ['box', 'component', 'mechanism'];
// The commands and fields that name a board action (two actions share their ids with the resource they give).
export const ACTION_USES = 'predictions collect choose-action flip-prediction';

const iconOf = (/** @type {string} */ id) => /** @type {Record<string, string>} */ (ICONS)[id] || 'card';
/** @param {Record<string, number> | null | undefined} bag */
const bagIcons = (bag) => /** @type {[string, number][]} */ (Object.entries(bag || {}).filter(([, n]) => n).map(([k, n]) => [iconOf(k), n]));
const nameOf = (/** @type {Ctx} */ ctx, /** @type {string} */ id) => known(ctx, id)?.name ?? words(id);
const actionName = (/** @type {Ctx} */ ctx, /** @type {string} */ id) => /** @type {any} */ (known(ctx, id))?.action?.name ?? nameOf(ctx, id);
/** A name whose lines may end after a slash ("box/mechanism/component"), never inside a word. */
const slashes = (/** @type {string} */ text) => el('span', {}, text.split('/').flatMap((part, i, all) => (i < all.length - 1 ? [`${part}/`, el('wbr')] : [part])));
/** A catalogue text without the name it starts with ("Fundraiser: Place a worker…" → "Place a worker…"). */
const effectOf = (/** @type {Ctx} */ ctx, /** @type {string} */ id) => {
  const c = known(ctx, id);
  const text = String(c?.text ?? '');
  return c?.name && text.startsWith(`${c.name}: `) ? text.slice(c.name.length + 2) : text;
};
const amounts = (/** @type {Ctx} */ ctx, /** @type {Record<string, number>} */ bag) => Object.entries(bag || {}).filter(([, n]) => n)
  .map(([k, n]) => `${n} ${nameOf(ctx, k)}`).join(', ');

const TONES = { specialist: 'blue', freelancer: 'orange', item: 'green', objective: 'purple', 'skill-card': 'teal', 'pow-card': 'red',
  'wow-card': 'gold', 'founder-card': 'gold', 'award-card': 'gold', 'zap-card': 'grey', 'published-game': 'teal' };
const KINDS = { specialist: 'Specialist', freelancer: 'Freelancer', item: 'Item', objective: 'Objective', 'skill-card': 'Skill',
  'pow-card': 'POW', 'wow-card': 'WOW', 'founder-card': 'Founder', 'award-card': 'Award', 'zap-card': 'ZAP', 'published-game': 'Published' };

/**
 * A Tabletop Inc. card's face from its catalogue entry.
 * @param {Ctx} ctx
 * @param {string} id
 * @param {'small' | ''} [size]
 * @returns {import('./svg.js').Face}
 */
function face(ctx, id, size = '') {
  const c = /** @type {any} */ (known(ctx, id) || {});
  const kind = String(c.kind || '');
  /** @type {[string, number | string | null][]} */
  const icons = [...bagIcons(c.skills)];
  if (c.needs) icons.push(...bagIcons(c.needs));
  if (c.gain) icons.push(...bagIcons(c.gain));
  if (c.benefit) icons.push(...bagIcons(Object.fromEntries(Object.entries(c.benefit).filter(([k]) => k in ICONS))));
  const foot = c.vp && typeof c.vp === 'number' ? `${c.vp} VP` : c.reward ? `+${c.reward} / −${c.penalty} VP` : kind === 'item' && c.permanent ? 'permanent' : null;
  return { name: c.name ?? words(id), kind: /** @type {Record<string, string>} */ (KINDS)[kind], tone: /** @type {Record<string, string>} */ (TONES)[kind] || 'plain',
    cost: kind === 'skill-card' ? c.cost : null, icons: icons.slice(0, 5), effect: effectOf(ctx, id), foot, size };
}

/** A card of the game by its id (null: face down). */
const cardOf = (/** @type {Ctx} */ ctx, /** @type {string | null} */ id, size = /** @type {'small' | ''} */ (''), choosable = true) => (id
  ? card(ctx, id, face(ctx, id, size), { choosable })
  : cardBack({ label: 'face-down card', size }));

// ---- the action board

/**
 * A space of an action: its safety cost and bonus as icons, the worker on it, greyed when closed at this table.
 * @param {Ctx} ctx
 * @param {string} id
 * @param {{action: string, cost: Record<string, number>, bonus: Record<string, number>, four_plus_closed?: boolean}} space
 * @param {number | null | undefined} seat the worker's owner
 */
function spaceOf(ctx, id, space, seat) {
  const [costs, cw] = iconRow(bagIcons(space.cost), 3, 4, 12);
  const [gains, gw] = iconRow(bagIcons(space.bonus), 3, 26, 12);
  const w = Math.max(44, cw + 6, gw + 6);
  const taken = seat !== null && seat !== undefined;
  const pic = art(w, 44, 'space-art',
    s('rect', { x: 0.5, y: 0.5, width: w - 1, height: 43, rx: 5, class: 'space-body' }),
    s('text', { x: w - 3, y: 41, 'font-size': 7, 'text-anchor': 'end', class: 'space-id' }, id),
    Object.keys(space.cost || {}).length ? costs : s('text', { x: 4, y: 14, 'font-size': 8, class: 'free' }, 'free'),
    Object.keys(space.bonus || {}).length ? [s('text', { x: 3, y: 24, 'font-size': 7, class: 'plus' }, 'bonus'), gains] : null,
    taken ? pieceArt('worker', w - 22, 2, 20, seatTone(Number(seat))) : null,
    space.four_plus_closed ? s('path', { d: `M4 40L${w - 4} 4`, class: 'closed-line' }) : null);
  const label = [known(ctx, id)?.name ?? id,
    Object.keys(space.cost || {}).length ? `costs ${amounts(ctx, space.cost)}` : 'no safety cost',
    Object.keys(space.bonus || {}).length ? `bonus ${amounts(ctx, space.bonus)}` : '',
    space.four_plus_closed ? 'closed at this table' : '',
    taken ? `${playerName(ctx.game, seat)}'s worker on it` : ''].filter(Boolean).join('; ');
  return component(el('span', { class: `space-c${space.four_plus_closed ? ' closed' : ''}${taken ? ' taken' : ''}` }, pic), id, { label, text: known(ctx, id)?.text });
}

/** @param {any} view @param {Ctx} ctx */
function actionBoard(view, ctx) {
  /** @type {Map<string, [string, any][]>} */
  const byAction = new Map();
  // The basic resources take any number of workers: one space, always open.
  const basic = /** @type {any} */ (known(ctx, 'basic'));
  if (basic?.unlimited) byAction.set('basic', [['basic', { action: 'basic', cost: {}, bonus: {} }]]);
  for (const [id, space] of Object.entries(view.spaces || {})) {
    if (!byAction.has(space.action)) byAction.set(space.action, []);
    byAction.get(space.action)?.push([id, space]);
  }
  return el('div', { class: 'ti-actions', role: 'group', 'aria-label': 'Action board' }, [...byAction].map(([action, spaces]) => {
    const head = component(el('span', { class: 'action-name', 'data-for': ACTION_USES },
      art(16, 16, 'action-icon', icon(/** @type {Record<string, string>} */ (ACTION_ICONS)[action] || 'arrow', 0, 0, 16)), slashes(actionName(ctx, action))),
    action, { label: actionName(ctx, action), text: /** @type {any} */ (known(ctx, action))?.action?.text ?? known(ctx, action)?.text });
    return el('div', { class: 'ti-action' }, head,
      el('div', { class: 'ti-spaces' }, spaces.map(([id, space]) => spaceOf(ctx, id, space, view.board?.[id]))));
  }));
}

// ---- the hourglass, the card tracks and the decks

/** @param {any} view @param {Ctx} ctx */
function hourglass(view, ctx) {
  const cells = /** @type {any} */ (known(ctx, 'hourglass'))?.cells || [];
  const cell = 10;
  const pic = art(Math.max(cells.length, 1) * cell, 22, 'hourglass-art',
    cells.map((/** @type {any} */ c, /** @type {number} */ i) => s('g', {},
      s('rect', { x: i * cell, y: 6, width: cell - 1, height: 10, class: `hg-cell${i < view.hourglass ? ' run' : ''}` }),
      c.bonus ? icon(iconOf(c.bonus), i * cell, 7, 9) : null)),
    s('path', { d: `M${view.hourglass * cell + 4} 0l4 5h-8z`, class: 'hg-mark' }));
  return component(el('div', { class: 'ti-hourglass' }, el('span', { class: 'hg-label' }, `Hourglass ${view.hourglass}`), pic), 'hourglass',
    { label: `Hourglass track: ${view.hourglass} spaces left`, text: known(ctx, 'hourglass')?.text, choosable: false });
}

/** @param {any} view @param {Ctx} ctx */
function cardTracks(view, ctx) {
  const tracks = Object.entries(view.tracks || {}).sort(([, a], [, b]) => a.length - b.length);
  return el('div', { class: 'ti-tracks' }, tracks.map(([name, slots]) => {
    const head = el('h3', {}, component(el('span', { class: 'track-name' }, known(ctx, name)?.name ?? words(name)), name,
      { label: known(ctx, name)?.name ?? words(name), text: known(ctx, name)?.text }));
    const deck = view.decks?.[name];
    return el('section', { class: 'ti-track', 'aria-label': known(ctx, name)?.name ?? words(name) }, head,
      el('div', { class: 'row' },
        deck === undefined ? null : cardBack({ label: `${words(name)} deck`, count: deck, size: 'small' }),
        /** @type {any[]} */ (slots).map((slot) => el('div', { class: 'slot' }, slot.card ? cardOf(ctx, slot.card) : cardBack({ label: 'empty' }),
          Object.keys(slot.res || {}).length ? el('div', { class: 'on-card' }, Object.entries(slot.res).map(([r, n]) => token(ctx, r, { icon: iconOf(r), label: `${nameOf(ctx, r)} on the card`, count: Number(n), choosable: false }))) : null))));
  }), decks(view, ctx));
}

/** The decks without a track (skill, objective), and the discards. @param {any} view @param {Ctx} ctx */
function decks(view, ctx) {
  const piles = Object.entries(view.decks || {}).filter(([name]) => !(name in (view.tracks || {})));
  return el('div', { class: 'ti-decks row', role: 'group', 'aria-label': 'Decks' }, piles.map(([name, count]) => component(el('span', { class: 'pile' },
    cardBack({ label: known(ctx, name)?.name ?? words(name), count: Number(count), size: 'small' })), name,
  { label: `${known(ctx, name)?.name ?? words(name)}: ${count} cards`, text: known(ctx, name)?.text, choosable: false })),
  known(ctx, 'prediction') ? component(el('span', { class: 'pile' }, cardBack({ label: nameOf(ctx, 'prediction'), size: 'small' })), 'prediction',
    { label: nameOf(ctx, 'prediction'), text: known(ctx, 'prediction')?.text, choosable: false }) : null,
  Object.entries(view.discards || {}).filter(([, list]) => list?.length).map(([name, list]) => el('details', { class: 'discards' },
    el('summary', {}, `${words(name)} discards (${list.length})`), el('div', { class: 'row' }, list.map((/** @type {string} */ id) => cardOf(ctx, id, 'small', false))))),
  view.zap?.active ? el('div', { class: 'zap' }, el('span', { class: 'small' }, 'ZAP'), cardOf(ctx, view.zap.active, 'small')) : null);
}

// ---- a player's mat

/** @param {any} view @param {Ctx} ctx @param {any} p */
function mat(view, ctx, p) {
  const mine = p.seat === ctx.seat;
  const tone = seatTone(p.seat);
  const acting = (view.to_act || ctx.game?.to_act || []).includes(p.seat);
  const vp = component(el('span', { class: 'vp' }, art(22, 22, 'vp-art', icon('star', 0, 0, 22)), el('strong', {}, String(p.vp))), 'vp',
    { label: `${playerName(ctx.game, p.seat)}: ${p.vp} VP`, text: known(ctx, 'vp')?.text, choosable: false });
  const resources = RESOURCES.map((r) => token(ctx, r, { icon: iconOf(r), label: nameOf(ctx, r), count: p.res?.[r] ?? 0, choosable: mine }));
  const workers = [piece(ctx, 'worker', { shape: 'worker', tone, label: `${playerName(ctx.game, p.seat)}'s free workers`, count: p.free_workers, choosable: mine }),
    (p.specialists_free || []).map((/** @type {string} */ id) => piece(ctx, id, { shape: 'worker', tone, mark: '★', label: `${nameOf(ctx, id)} (a specialist worker)`, choosable: mine })),
    (p.placed || []).length ? el('span', { class: 'placed small' }, `placed on ${p.placed.map((/** @type {any} */ w) => w.space).join(', ')}`) : null];
  const skills = PARTS.map((part) => token(ctx, part, { icon: iconOf(part), label: `${nameOf(ctx, part)} skill`, count: p.skills?.[part] ?? 0, tone: 'skill', choosable: false }));
  const parts = PARTS.map((part) => {
    const level = p.game?.[part];
    const pic = art(30, 34, 'part-art', s('rect', { x: 1, y: 1, width: 28, height: 32, rx: 4, class: `part-body${level ? '' : ' empty'}` }),
      icon(iconOf(part), 5, 3, 20), s('text', { x: 15, y: 31, 'font-size': 9, 'text-anchor': 'middle', class: 'part-level' }, level ? `L${level}` : '–'));
    return component(el('span', { class: 'part-c' }, pic), part, { label: `${nameOf(ctx, part)} in progress: ${level ? `level ${level}` : 'none'}`, text: known(ctx, part)?.text, choosable: mine });
  });
  const places = /** @type {any} */ (known(ctx, 'table'))?.sides || [];
  const table = component(el('div', { class: 'hex-table' }, (p.table || []).map((/** @type {any} */ t) => {
    const side = places.find((/** @type {any} */ x) => x.place === t.place);
    const cardId = t.card || (t.place === 'place-wow' ? p.wow : t.place === 'place-pow' ? p.pow : null);
    const empty = art(48, 54, 'place-art', s('path', { d: 'M24 2l21 12v26L24 52 3 40V14z', class: 'place-body' }),
      iconRow(bagIcons(side?.bonus), 14, 19, 14)[0]);
    // The place and the card on it are side by side, each choosable on its own (a card on the table is an
    // employee a skill can go to; an empty place is where a card can be played).
    const where = component(el('span', { class: `place${cardId ? ' held' : ''}` }, cardId
      ? art(24, 24, 'place-badge', s('path', { d: 'M12 1l10 5.5v11L12 23 2 17.5v-11z', class: 'place-body' }), iconRow(bagIcons(side?.bonus), 6, 6, 12)[0])
      : empty), t.place, { label: `${nameOf(ctx, t.place)}: ${cardId ? nameOf(ctx, cardId) : 'empty'}`, text: known(ctx, t.place)?.text, choosable: mine });
    return el('span', { class: 'place-slot' }, where, cardId ? cardOf(ctx, cardId, 'small', mine) : null,
      t.skill ? el('span', { class: 'skill-on small' }, `+ ${nameOf(ctx, t.skill)}`) : null);
  })), 'table', { label: `${playerName(ctx.game, p.seat)}'s table`, text: known(ctx, 'table')?.text, choosable: false, role: 'group' });
  const shown = (/** @type {string} */ title, /** @type {(string | null)[] | undefined} */ list, count = 0) => (list?.length || count
    ? el('div', { class: 'held' }, el('span', { class: 'small muted' }, title), el('div', { class: 'row' },
      list?.length ? list.map((id) => cardOf(ctx, id, 'small', mine)) : cardBack({ label: title, count, size: 'small' }))) : null);
  return el('article', { class: `ti-mat player${acting ? ' acting' : ''}${mine ? ' me' : ''}`, 'aria-label': playerName(ctx.game, p.seat) },
    el('h3', {}, art(18, 18, 'seat-art', pieceArt('disc', 0, 0, 18, tone, p.seat + 1)), ' ', playerName(ctx.game, p.seat), mine ? ' (you)' : '', acting ? ' — to act' : '', ' ', vp),
    mine ? hand(p, ctx) : null,
    el('div', { class: 'row tokens' }, resources, workers),
    el('div', { class: 'row tokens' }, el('span', { class: 'small muted' }, 'Skills'), skills, el('span', { class: 'small muted' }, 'Game'), parts),
    table,
    el('div', { class: 'row' },
      shown('Objectives', p.objectives, p.objectives_count || 0),
      shown('Award card', p.award_card ? [p.award_card] : []),
      shown('Items', [...(p.items || []), ...(p.permanent || [])]),
      shown('Published', p.published),
      shown('Awards', (p.awards || []).filter((/** @type {any} */ a) => typeof a === 'string')),
      p.pow && !(p.table || []).some((/** @type {any} */ t) => t.place === 'place-pow') ? shown('POW', [p.pow]) : null,
      !mine ? shown('Hand', p.hand, p.hand_count) : null)); // another's hand is public once it is shown
}

/** The seat's own cards: its hand, skill cards and the offers before it. @param {any} me @param {Ctx} ctx */
function hand(me, ctx) {
  const row = (/** @type {string} */ title, /** @type {(string | null)[] | null | undefined} */ list) => (list?.length
    ? el('div', { class: 'held' }, el('h4', {}, title), el('div', { class: 'row' }, list.map((id) => cardOf(ctx, id)))) : null);
  const dealt = me.dealt ? Object.values(me.dealt).flat().filter((x) => typeof x === 'string') : [];
  const prediction = me.prediction?.cards?.map((/** @type {any} */ c) => (typeof c === 'string' ? c : c?.action)).filter(Boolean);
  return el('section', { class: 'secret', 'aria-label': 'Only you see this' }, el('h4', {}, 'Only you see this'),
    el('div', { class: 'row wrap-groups' },
      row(`Hand (${me.hand?.length ?? 0})`, me.hand?.length ? me.hand : null) || el('p', { class: 'small muted' }, 'Your hand is empty.'),
      row('Skill cards', me.skill_hand), row('Dealt to you', dealt), row('Skill offer', me.skill_offer),
      row('Objective offer', me.objective_offer), me.chosen ? row('Chosen', [me.chosen].flat()) : null,
      prediction?.length ? el('div', { class: 'held' }, el('h4', {}, 'Your predictions'), el('div', { class: 'row' }, prediction.map((/** @type {string} */ a) => token(ctx, a, { icon: 'eye', label: `Prediction: ${actionName(ctx, a)}`, choosable: false })))) : null));
}

/** Tabletop Inc.'s table. @param {Schemas['TabletopIncSeatView'] | Schemas['TabletopIncSpectatorView']} view @param {Ctx} ctx */
export function tabletopInc(view, ctx) {
  const me = view.players.find((/** @type {any} */ p) => p.seat === ctx.seat);
  const pending = (view.pending || []).map((/** @type {any} */ t) => [words(t.kind), t.action ? ` (${nameOf(ctx, t.action)})` : ''].join('')).join(', ');
  const order = me ? [me, ...view.players.filter((/** @type {any} */ p) => p !== me)] : view.players;
  return el('div', { class: 'ti' },
    el('div', { class: 'ti-head' }, el('h2', {}, `${words(view.phase)}${view.turn !== null && view.turn !== undefined ? ` · ${playerName(ctx.game, view.turn)} to play` : ''}`),
      hourglass(view, ctx)),
    pending ? el('p', { class: 'note' }, `Still to do: ${pending}`) : null,
    actionBoard(view, ctx),
    cardTracks(view, ctx),
    el('div', { class: 'ti-mats' }, order.map((/** @type {any} */ p) => mat(view, ctx, p))));
}
