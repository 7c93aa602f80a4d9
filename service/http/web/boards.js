// Each game's table drawn from its `view` (the game resource's, or `state?at=N`'s). A seat's own secrets are
// in a dashed "only you" box; everything else is what every viewer sees. Unknown games fall back to the data.
import { h, seatName, seatTag, short, tree } from './lib.js';

const pretty = (s) => String(s).replaceAll('-', ' ').replaceAll('_', ' ');
const who = (ctx, seat) => [seatTag(seat), ' ', seatName(ctx.game, seat), seat === ctx.seat ? ' (you)' : ''];
const facts = (pairs) => h('dl', { class: 'tree' }, pairs.filter(Boolean).flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v instanceof Node || Array.isArray(v) ? v : short(v))]));
const secret = (...children) => h('section', { class: 'secret', 'aria-label': 'Only you see this' }, h('h3', {}, 'Only you see this'), children);
const cards = (list, extra = () => '') => (list?.length
  ? h('ul', { class: 'cards' }, list.map((c) => h('li', { class: `c ${c === null ? 'down' : ''} ${extra(c)}` }, c === null ? '?' : String(c))))
  : h('p', { class: 'muted small' }, 'none'));
function player(ctx, view, seat, body) {
  const acting = (view.to_act || ctx.game?.to_act || []).includes(seat);
  return h('article', { class: `player${acting ? ' acting' : ''}${seat === ctx.seat ? ' me' : ''}`, 'aria-label': `Seat ${seat}` },
    h('h3', {}, who(ctx, seat), acting ? ' — to act' : ''), body);
}

// Tabletop Climber: the five season cards, the played combination, each climber's lodge; your hand and team.
const colour = (card) => (String(card).match(/-(red|blue|green|yellow)-/) || [])[1] || '';
function climber(view, ctx) {
  const top = view.top;
  const seasons = h('ol', { class: 'cards', 'aria-label': 'Season cards' }, view.seasons.map((s) => h('li', { class: `c${s.season === view.season ? ' yellow' : ''}` },
    `Season ${s.season}: `, s.gold ? `${s.gold_name} (${s.gold_vp} VP)` : 'gold face down', ` · silver ${s.silver_vp} VP · hand ${s.hand_size}`)));
  const me = view.players.find((p) => p.seat === ctx.seat);
  return h('div', {},
    h('h2', {}, `Season ${view.season || '–'}: ${view.rules || '–'} · ${pretty(view.phase)}`),
    seasons,
    h('p', {}, `Direction: ${view.direction || '–'}${view.lower_wins ? ' · lower wins' : ''}${view.reverse_icon_active ? ' · reversed' : ''} · draw pile ${view.draw_pile_count}`),
    h('section', { 'aria-label': 'Played combination' }, h('h3', {}, 'Played combination'),
      top ? [cards(top.cards, colour), h('p', { class: 'small muted' }, Object.entries(top).filter(([k]) => k !== 'cards').map(([k, v]) => `${k}: ${short(v)}`).join(' · '))]
        : h('p', { class: 'muted' }, 'Nothing played: lead any combination.')),
    me?.hand ? secret(h('h4', {}, `Your hand (${me.hand.length})`), cards(me.hand, colour),
      me.team?.length ? [h('h4', {}, 'Your team'), cards(me.team, colour)] : null,
      me.lodge_face_down?.length ? [h('h4', {}, 'Your face-down lodge cards'), cards(me.lodge_face_down, colour)] : null,
      me.transfer_card ? h('p', {}, `Card to transfer: ${me.transfer_card}`) : null) : null,
    h('div', { class: 'players' }, view.players.map((p) => player(ctx, view, p.seat, [
      facts([['hand', p.hand_count ?? '–'], ['VP', p.vp.total], ['place', p.place ?? '–'], p.passed && ['passed', 'yes'], p.start_card && ['start card', 'yes']]),
      h('p', { class: 'small' }, `Lodge: ${p.lodge_face_up.length} up, ${p.lodge_face_down_count} down`), cards(p.lodge_face_up, colour),
      p.played.length ? [h('p', { class: 'small' }, 'Played:'), cards(p.played.flat(), colour)] : null]))));
}

// Corporate Anarchy: the HQs and their tiles on the board's grid, the agents, money and command cards.
const TILE = { alarm: 'A', guard: 'G', vip: 'V' };
function anarchy(view, ctx) {
  const b = view.board;
  const grid = h('div', { class: 'hq-board', role: 'img', 'aria-label': 'Board: HQs, tiles and agents' });
  grid.style.gridTemplateColumns = `repeat(${b.size}, minmax(0, 1fr))`;
  grid.style.gridTemplateRows = `repeat(${b.size}, minmax(0, 1fr))`;
  const place = (el, x, y, w = 1, hgt = 1) => { el.style.gridColumn = `${x + 1} / span ${w}`; el.style.gridRow = `${y + 1} / span ${hgt}`; grid.append(el); return el; };
  place(h('div', { class: 'sq centre' }, `Centre · bag $${view.bag}`), b.centre.x, b.centre.y, b.centre.width, b.centre.height);
  const where = {};
  view.players.forEach((p) => { if (p.position) (where[p.position] ||= []).push(p.seat); });
  const pieces = (id) => (where[id] || []).map((s) => { const el = h('span', { class: `pc s${s}` }, String(s)); return el; });
  for (const hq of b.hqs) {
    for (const sq of hq.squares) {
      const t = sq.tile;
      const label = !t ? '' : t.face === 'up' ? pretty(t.kind).slice(0, 4) : t.kind ? `${TILE[t.kind] || t.kind[0]}${t.spied ? '*' : ''}` : '■';
      place(h('div', { class: `sq hq${hq.hq % 4}`, title: `${sq.id}${t ? ` ${t.face} ${t.kind || ''}` : ''}` }, label, pieces(sq.id)), sq.x, sq.y);
    }
    place(h('div', { class: 'sq prot', title: hq.protrusion.id }, 'P', pieces(hq.protrusion.id)), hq.protrusion.x, hq.protrusion.y);
  }
  const me = view.players.find((p) => p.seat === ctx.seat);
  const myTiles = ctx.seat === null ? [] : (b.hqs[ctx.seat]?.squares || []).filter((s) => s.tile?.face === 'down' && s.tile.kind);
  return h('div', {},
    h('h2', {}, `${pretty(view.phase)} · turn ${view.turn}${view.current !== null && view.current !== undefined ? ` · current: seat ${view.current}` : ''}`),
    h('p', { class: 'small muted' }, 'Squares: A alarm, G guard, V VIP (face down, known to you; * spied), ■ face down, P protrusion; numbered discs are agents.'),
    grid,
    me ? secret(h('p', {}, `Your face-down tiles: ${myTiles.map((s) => `${s.id} ${s.tile.kind}`).join(', ') || 'none'}`),
      h('p', {}, `Your start: ${me.start || '–'} · VIPs left: ${me.vips_left ?? '–'}`)) : null,
    h('div', { class: 'players' }, view.players.map((p) => player(ctx, view, p.seat, [
      facts([['money', `$${p.money}`], ['income', p.income], ['position', p.position ?? 'hidden'], ['VIPs taken from', p.vips_taken_from.join(', ') || '–'],
        ['buildings', p.buildings_bought], p.eliminated && ['eliminated', 'yes']]),
      h('ul', { class: 'cards' }, Object.entries(p.commands).map(([card, state]) => h('li', { class: `c ${state === 'face-down' ? 'taken' : state === 'active' ? 'green' : ''}`, title: state }, pretty(card))))]))),
    view.effects.length ? h('p', {}, `Running commands: ${view.effects.map(short).join(' | ')}`) : null);
}

// Inventing the Future: the dice matrix (rows by colour, columns by die value), the three tracks and pawns.
function inventing(view, ctx) {
  const dice = view.allocation?.dice || [];
  const rows = Object.entries(view.board);
  const cellDice = (row, value) => dice.filter((d) => d.colour === row && d.value === value);
  const matrix = h('div', { class: 'scroll' }, h('table', { class: 'matrix', 'aria-label': 'Action matrix' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'row'), [1, 2, 3, 4, 5, 6].map((v) => h('th', { scope: 'col' }, `⚀${v}`.slice(1))))),
    h('tbody', {}, rows.map(([row, boxes]) => h('tr', {}, h('th', { scope: 'row' }, row), boxes.map((box, i) => h('td', { class: 'small' },
      pretty(box.kind === 'phase' ? box.phase : box.kind === 'funding' ? `+${box.public}pub +${box.private}priv +$${box.cash}` : box.kind === 'hire' ? `hire ${box.cubes.join('+')}` : box.kind === 'progress' ? `progress ${box.levels}` : box.kind),
      cellDice(row, i + 1).map((d) => h('div', {}, d.taken === null || d.taken === undefined ? `die ${d.value}` : ['die → ', seatTag(d.taken)])))))))));
  const tracks = view.tracks.map((t) => h('section', { 'aria-label': `Track ${t.name}` }, h('h3', {}, t.name),
    h('div', { class: 'track' }, Array.from({ length: 10 }, (_, level) => h('span', { title: `level ${level}` }, String(level),
      t.pawns.map((pos, seat) => (pos === level ? [' ', seatTag(seat)] : null))))),
    h('ul', { class: 'cards' }, t.cards.map((c) => h('li', { class: `c ${c.face_up ? '' : 'down'}` }, `${c.tier}: `, c.face_up ? `${c.card} needs ${c.requirements.map((r) => Object.entries(r).filter(([, n]) => n).map(([k, n]) => `${n} ${k}`).join('+') || '0').join(' / ')}` : 'face down')))));
  return h('div', {},
    h('h2', {}, `${pretty(view.stage)} · turn ${view.turn}${view.awaiting ? ` · awaiting ${pretty(view.awaiting)}` : ''}`),
    matrix, tracks,
    h('p', { class: 'small' }, `Supply: ${short(view.supply)} · bank $${view.bank}`),
    h('div', { class: 'players' }, view.players.map((p) => player(ctx, view, p.seat, facts([
      ['score', p.score.total], ['coins', p.coins], ['income', short(p.income)], ['staff', short(Object.fromEntries(Object.entries(p.cubes).filter(([, n]) => n)))],
      ['pawns', p.pawns.join(' / ')], p.start_player && ['start player', 'yes']])))));
}

// Tabletop Inc.: the action board with the workers on it, the card tracks, the hourglass; your hand.
function tabletopInc(view, ctx) {
  const spaces = h('div', { class: 'spaces', role: 'list', 'aria-label': 'Action board' }, Object.entries(view.spaces).map(([id, s]) => {
    const seat = view.board[id];
    return h('div', { role: 'listitem', class: `space${s.four_plus_closed ? ' closed' : ''}` }, h('strong', {}, id), ` ${pretty(s.action)}`,
      Object.keys(s.cost).length ? h('div', { class: 'muted' }, `cost ${short(s.cost)}`) : null,
      Object.keys(s.bonus).length ? h('div', { class: 'muted' }, `bonus ${short(s.bonus)}`) : null,
      seat !== undefined && seat !== null ? h('div', {}, 'worker ', seatTag(seat)) : null);
  }));
  const tracks = Object.entries(view.tracks).map(([name, list]) => h('div', {}, h('h4', {}, pretty(name)),
    h('ul', { class: 'cards' }, list.map((slot) => h('li', { class: 'c' }, slot.card || '—', Object.keys(slot.res || {}).length ? ` +${short(slot.res)}` : '')))));
  const me = view.players.find((p) => p.seat === ctx.seat);
  return h('div', {},
    h('h2', {}, `${pretty(view.phase)} · turn ${view.turn} · hourglass ${view.hourglass}`),
    view.pending?.length ? h('p', { class: 'note' }, `Pending: ${view.pending.map((t) => `${pretty(t.kind)} ${t.action ? pretty(t.action) : ''}`).join(', ')}`) : null,
    h('h3', {}, 'Action board'), spaces,
    h('h3', {}, 'Card tracks'), tracks,
    h('p', { class: 'small' }, `Decks: ${short(view.decks)} · shelf: ${short(view.shelf)}${view.zap?.active ? ` · ZAP ${view.zap.active}` : ''}`),
    me ? secret(h('p', {}, 'Hand: '), cards(me.hand), me.skill_hand?.length ? [h('p', {}, 'Skill cards: '), cards(me.skill_hand)] : null,
      me.dealt ? h('p', {}, `Dealt: ${short(me.dealt)}`) : null, me.skill_offer?.length ? h('p', {}, `Skill offer: ${short(me.skill_offer)}`) : null,
      me.objective_offer?.length ? h('p', {}, `Objective offer: ${short(me.objective_offer)}`) : null) : null,
    h('div', { class: 'players' }, view.players.map((p) => player(ctx, view, p.seat, [
      facts([['VP', p.vp], ['resources', short(p.res)], ['skills', short(p.skills)], ['free workers', p.free_workers],
        ['hand', `${p.hand_count} cards, ${p.skill_hand_count} skill`], ['game', short(p.game)], ['published', p.published.length],
        ['objectives', short(p.objectives)], ['items', short(p.items)]]),
      h('p', { class: 'small' }, 'Table: '), cards((p.table || []).filter((t) => t && t.card).map((t) => t.card))]))));
}

// Bias Effect: the A.I.'s programmed beliefs and leaning, the belief up for bids, identities, chips and bids.
function bias(view, ctx) {
  const me = view.players.find((p) => p.seat === ctx.seat);
  const meter = h('div', { class: 'meter', 'aria-label': `Autonomy: round ${view.autonomy.round} of ${view.autonomy.robot_space}` },
    Array.from({ length: view.autonomy.robot_space }, (_, i) => h('span', { class: i < view.autonomy.round ? 'on' : '' }, String(i + 1))));
  const revealed = view.revealed;
  return h('div', {},
    h('h2', {}, `Round ${view.round} · ${pretty(view.phase)} · A.I. leans ${view.leaning}`),
    h('p', {}, `Autonomy track (resets ${view.autonomy.resets}/${view.autonomy.max_resets})`), meter,
    h('section', { 'aria-label': 'Beliefs' }, h('h3', {}, `Programmed beliefs: ${view.left} left, ${view.right} right`),
      h('ul', { class: 'cards' }, view.programmed.map((b) => h('li', { class: `c ${b.side === 'left' ? 'blue' : 'red'}`, title: b.text }, `${b.title} (${b.side})`)))),
    view.belief ? h('p', { class: 'note' }, `Up for bids: ${view.belief.title} (${view.belief.side}, ${view.belief.topic})`) : null,
    view.life ? h('p', {}, `Life card: ${view.life.title} — ${view.life[view.life.leaning] || view.life.neutral}`) : null,
    revealed ? h('p', { class: 'small' }, `Last bids: ${short(revealed.bids)} → totals ${short(revealed.totals)}${revealed.winner !== null && revealed.winner !== undefined ? `, won by seat ${revealed.winner}` : ''}`) : null,
    me ? secret(h('p', {}, `Sealed bid: ${me.sealed_bid ?? 'none'}`), h('h4', {}, `Algorithm cards (${me.hand?.length ?? 0})`),
      h('ul', { class: 'cards' }, (me.hand || []).map((c) => h('li', { class: 'c', title: c.text }, `${c.title} (${c.kind}${c.amount ? ` ${c.amount}` : ''})`)))) : null,
    h('div', { class: 'players' }, view.players.map((p) => player(ctx, view, p.seat, [
      h('p', {}, h('strong', {}, p.identity), ` — ${p.identity_text}`),
      facts([['chips', p.chips], ['cards', p.hand_count], ['bid sealed', p.has_bid ? 'yes' : 'no'], ['bias bonus', p.bias_bonus], ['satisfied now', p.satisfied_now ? 'yes' : 'no']])]))),
    h('p', { class: 'small muted' }, `Bank ${view.bank} · decks ${short(view.decks)}`));
}

const BOARDS = { 'tabletop-climber': climber, 'corporate-anarchy': anarchy, 'inventing-the-future': inventing,
  'tabletop-inc': tabletopInc, 'bias-effect': bias };

/** The table of game `slug` drawn from `view`; ctx = {game, seat (the viewer's, or null)}. */
export function drawBoard(slug, view, ctx) {
  const draw = BOARDS[slug];
  if (!draw) return tree(view);
  try {
    return h('div', { class: `board ${slug}` }, draw(view, ctx));
  } catch (error) {
    // A view this client does not understand (a newer server): still show all of it, readably, and say so.
    console.error(`drawing ${slug}:`, error);
    return h('div', {}, h('p', { class: 'muted' }, `(drawn as data: ${error.message})`), tree(view));
  }
}
