// @ts-check
// The shared primitives every game's drawing is made of: a card, a die, a piece (disc, cube, pawn, worker,
// chip), a track, a board space and a few icons, all inline SVG built from data (no raster art, no HTML
// strings). A drawn component carries its catalogue id twice: `data-component` says what it is, `data-id`
// makes it choosable (the table page turns it into a button when a legal move targets it). A component that
// stands for something the page must not offer as a choice (another seat's tokens, a deck's stack) carries
// `data-component` alone.

const NS = 'http://www.w3.org/2000/svg';

/**
 * @typedef {import('../../../../clients/typescript/build/openapi.ts').components['schemas']} Schemas the types
 *   generated from openapi.yaml (clients/typescript, `npm run generate`): only tsc reads them
 * @typedef {Schemas['GameComponents']['components'][number]} Known a catalogue entry (`GET /v1/catalog/{game}`)
 * @typedef {{names?: Map<string, Known>, seat: number | null, game?: Schemas['GameStateFields'], pending?: Pending}} Ctx the table
 *   being drawn: the catalogue by id, the viewer's seat (null for a spectator), the latest state frame and what a
 *   move being chosen on the board has picked so far
 * @typedef {{type: string, picks: Record<string, string[]>}} Pending a template being filled on the board, not sent
 *   yet: its command type and, by field, what was picked
 * @typedef {string | number | Node | null | undefined | false} Child
 * @typedef {Child | Array<Child | Array<Child | Child[]>>} Children
 */

/**
 * `node` with its attributes (null, undefined and false are left out) and children (nested lists flattened).
 * @template {Element} T
 * @param {T} node
 * @param {Record<string, string | number | boolean | null | undefined>} attrs
 * @param {Children[]} children
 * @returns {T}
 */
function build(node, attrs, children) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * An SVG element.
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]
 * @param {...Children} children
 * @returns {SVGElement}
 */
export const s = (tag, attrs = {}, ...children) => build(/** @type {SVGElement} */ (document.createElementNS(NS, tag)), attrs, children);

/**
 * An HTML element (the page's own `h` has more cases; the drawing needs only these).
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]
 * @param {...Children} children
 * @returns {HTMLElement}
 */
export const el = (tag, attrs = {}, ...children) => build(document.createElement(tag), attrs, children);

/**
 * Picture-only SVG (hidden from screen readers: the component around it is named).
 * @param {number} width
 * @param {number} height
 * @param {string} cls
 * @param {...(Child | Child[])} children
 */
export function art(width, height, cls, ...children) {
  return s('svg', { class: `art ${cls}`.trim(), viewBox: `0 0 ${width} ${height}`, 'aria-hidden': 'true', focusable: 'false' }, ...children);
}

/**
 * The name of catalogue entry `id` (its words if the catalogue lacks it).
 * @param {Ctx} ctx
 * @param {string | number} id
 */
export function known(ctx, id) {
  return ctx.names?.get(String(id));
}

/**
 * Marks `el` as the drawn component `id`: its catalogue id, its accessible name and its text as a tooltip.
 * @template {Element} T
 * @param {T} el
 * @param {string | number} id
 * @param {{label: string, text?: string, choosable?: boolean, role?: string}} what
 * @returns {T}
 */
export function component(el, id, { label, text, choosable = true, role = 'img' }) {
  el.classList.add('drawn');
  el.setAttribute('data-component', String(id));
  if (choosable) el.setAttribute('data-id', String(id));
  el.setAttribute('role', role);
  el.setAttribute('aria-label', label);
  const hint = text && text !== label ? `${label} — ${text}` : label;
  if (el instanceof SVGElement) el.prepend(s('title', {}, hint));
  el.setAttribute('title', hint);
  return el;
}

// ---- text inside a drawing: whole words on each line (a word is never broken), at most `most` lines

// The average advance of the client's sans-serif in ems, a little wide, so an estimated line never overflows.
const ADVANCE = 0.58;
const fits = (/** @type {string} */ line, /** @type {number} */ width, /** @type {number} */ size) => line.length * ADVANCE * size <= width;

/**
 * `text` in lines of whole words no wider than `width` (estimated); past `most` lines the last ends with "…".
 * @param {string} text
 * @param {number} width
 * @param {number} size
 * @param {number} [most]
 */
export function wrap(text, width, size, most = Infinity) {
  const words = String(text ?? '').split(/\s+/).filter(Boolean);
  /** @type {string[]} */
  const out = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && !fits(next, width, size)) { out.push(line); line = word; } else line = next;
  }
  if (line) out.push(line);
  if (out.length <= most) return out;
  const kept = out.slice(0, most);
  let last = `${kept[most - 1]}…`;
  while (!fits(last, width, size) && last.includes(' ')) last = `${last.slice(0, last.lastIndexOf(' '))}…`;
  kept[most - 1] = last;
  return kept;
}

/**
 * A block of text: whole words per line, a line estimated too wide squeezed to fit (never broken).
 * @param {number} x
 * @param {number} y the first line's baseline
 * @param {number} width
 * @param {string} text
 * @param {{size?: number, lead?: number, most?: number, cls?: string, anchor?: string}} [how]
 */
export function textBlock(x, y, width, text, { size = 10, lead = 1.2, most = Infinity, cls = '', anchor = 'start' } = {}) {
  const rows = wrap(text, width, size, most);
  const ax = anchor === 'middle' ? x + width / 2 : anchor === 'end' ? x + width : x;
  return s('text', { class: cls, x: ax, y, 'font-size': size, 'text-anchor': anchor },
    rows.map((row, i) => s('tspan', { x: ax, dy: i ? size * lead : 0,
      textLength: fits(row, width, size) ? null : width, lengthAdjust: fits(row, width, size) ? null : 'spacingAndGlyphs' }, row)));
}

// ---- icons: simple shapes in a 24 x 24 box, drawn at (x, y) with side `size`

/** @type {Record<string, () => (SVGElement | SVGElement[])>} */
const SHAPES = {
  coin: () => [s('circle', { cx: 12, cy: 12, r: 10, class: 'i-coin' }), s('text', { x: 12, y: 16.5, 'text-anchor': 'middle', 'font-size': 13, class: 'i-mark' }, '$')],
  time: () => [s('path', { d: 'M6 3h12M6 21h12M7 3c0 6 10 6 10 9s-10 3-10 9M17 3c0 6-10 6-10 9s10 3 10 9', class: 'i-line' })],
  bulb: () => [s('path', { d: 'M12 2a7 7 0 0 0-4 12.7V18h8v-3.3A7 7 0 0 0 12 2z', class: 'i-bulb' }), s('path', { d: 'M9 21h6', class: 'i-line' })],
  flask: () => [s('path', { d: 'M9 2h6M10 2v7L4 20a1.5 1.5 0 0 0 1.3 2h13.4a1.5 1.5 0 0 0 1.3-2L14 9V2', class: 'i-flask' })],
  controller: () => [s('rect', { x: 2, y: 7, width: 20, height: 11, rx: 5, class: 'i-pad' }), s('path', { d: 'M7 10v5M4.5 12.5h5', class: 'i-line light' }), s('circle', { cx: 16, cy: 11, r: 1.4, class: 'i-dot' }), s('circle', { cx: 18.5, cy: 14, r: 1.4, class: 'i-dot' })],
  star: () => [s('path', { d: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z', class: 'i-star' })],
  box: () => [s('path', { d: 'M3 8l9-5 9 5v9l-9 5-9-5z', class: 'i-box' }), s('path', { d: 'M3 8l9 5 9-5M12 13v9', class: 'i-line' })],
  gear: () => [s('circle', { cx: 12, cy: 12, r: 7, class: 'i-gear' }), s('path', { d: 'M12 1v5M12 18v5M1 12h5M18 12h5M4.2 4.2l3.5 3.5M16.3 16.3l3.5 3.5M4.2 19.8l3.5-3.5M16.3 7.7l3.5-3.5', class: 'i-line thick' }), s('circle', { cx: 12, cy: 12, r: 2.5, class: 'i-hole' })],
  puzzle: () => [s('path', { d: 'M4 8h4a2.5 2.5 0 1 1 5 0h4v4a2.5 2.5 0 1 1 0 5v4H4v-4a2.5 2.5 0 1 0 0-5z', class: 'i-puzzle' })],
  eye: () => [s('path', { d: 'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z', class: 'i-eye' }), s('circle', { cx: 12, cy: 12, r: 3.5, class: 'i-dot' })],
  hand: () => [s('path', { d: 'M7 21v-9l-2-3 2-1 2 3V4h2v7h1V3h2v8h1V5h2v10c0 3-2 6-6 6z', class: 'i-hand' })],
  card: () => [s('rect', { x: 5, y: 2, width: 14, height: 20, rx: 2, class: 'i-card' })],
  bell: () => [s('path', { d: 'M12 2a6 6 0 0 0-6 6v5l-2 4h16l-2-4V8a6 6 0 0 0-6-6z', class: 'i-bell' }), s('circle', { cx: 12, cy: 20, r: 2, class: 'i-dot' })],
  shield: () => [s('path', { d: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z', class: 'i-shield' })],
  crown: () => [s('path', { d: 'M3 18l-1-11 5 4 5-7 5 7 5-4-1 11z', class: 'i-crown' })],
  house: () => [s('path', { d: 'M3 11l9-8 9 8v10H3z', class: 'i-house' }), s('rect', { x: 10, y: 14, width: 4, height: 7, class: 'i-hole' })],
  factory: () => [s('path', { d: 'M2 21V10l6 4v-4l6 4v-4l6 4V3h2v18z', class: 'i-house' })],
  skull: () => [s('path', { d: 'M12 2a8 8 0 0 0-8 8c0 3 1.5 5 3 6v4h10v-4c1.5-1 3-3 3-6a8 8 0 0 0-8-8z', class: 'i-house' }), s('circle', { cx: 9, cy: 11, r: 2, class: 'i-hole' }), s('circle', { cx: 15, cy: 11, r: 2, class: 'i-hole' })],
  arrow: () => [s('path', { d: 'M3 12h15M13 6l6 6-6 6', class: 'i-line thick' })],
  loop: () => [s('path', { d: 'M20 12a8 8 0 1 1-3-6.2M20 3v4h-4', class: 'i-line thick' })],
  mountain: () => [s('path', { d: 'M1 21l8-14 4 6 3-4 7 12z', class: 'i-mountain' })],
  two: () => [s('rect', { x: 3, y: 4, width: 11, height: 16, rx: 2, class: 'i-card' }), s('rect', { x: 10, y: 4, width: 11, height: 16, rx: 2, class: 'i-card' })],
  chip: () => [s('circle', { cx: 12, cy: 12, r: 10, class: 'i-chip' }), s('circle', { cx: 12, cy: 12, r: 6, class: 'i-hole' })],
  robot: () => [s('rect', { x: 4, y: 7, width: 16, height: 13, rx: 3, class: 'i-pad' }), s('circle', { cx: 9, cy: 13, r: 2, class: 'i-hole' }), s('circle', { cx: 15, cy: 13, r: 2, class: 'i-hole' }), s('path', { d: 'M12 7V3', class: 'i-line' })],
  person: () => [s('circle', { cx: 12, cy: 7, r: 4, class: 'i-pad' }), s('path', { d: 'M4 22c0-5 3.5-8 8-8s8 3 8 8z', class: 'i-pad' })],
  lock: () => [s('rect', { x: 5, y: 10, width: 14, height: 11, rx: 2, class: 'i-pad' }), s('path', { d: 'M8 10V7a4 4 0 0 1 8 0v3', class: 'i-line thick' })],
};

/**
 * Icon `name` (a plain box when unknown) at (x, y), `size` wide.
 * @param {string} name
 * @param {number} x
 * @param {number} y
 * @param {number} [size]
 * @param {string} [cls]
 */
export function icon(name, x, y, size = 16, cls = '') {
  const shape = SHAPES[name] || SHAPES.card;
  return s('g', { class: `icon icon-${name} ${cls}`.trim(), transform: `translate(${x} ${y}) scale(${size / 24})` }, shape());
}

/**
 * An icon with a number beside it ("3 ×"), as a cost or a gain is drawn: returns the group and its width.
 * @param {string} name
 * @param {number | string | null} count
 * @param {number} x
 * @param {number} y
 * @param {number} [size]
 */
export function counted(name, count, x, y, size = 14) {
  const label = count === null || count === undefined || count === '' ? '' : String(count);
  const width = size + (label ? label.length * size * 0.62 + 2 : 0);
  return { width, el: s('g', { class: 'counted' }, label ? s('text', { x, y: y + size * 0.8, 'font-size': size * 0.9, class: 'count' }, label) : null,
    icon(name, x + (label ? label.length * size * 0.62 + 2 : 0), y, size)) };
}

/**
 * A row of counted icons from left to right; returns [group, width].
 * @param {[string, number | string | null][]} items
 * @param {number} x
 * @param {number} y
 * @param {number} [size]
 * @returns {[SVGElement, number]}
 */
export function iconRow(items, x, y, size = 14) {
  const g = s('g', { class: 'icon-row' });
  let at = x;
  for (const [name, count] of items) {
    const { width, el: item } = counted(name, count, at, y, size);
    g.append(item);
    at += width + size * 0.3;
  }
  return [g, at - x];
}

// ---- pieces in seat colours: a worker (meeple), a disc, a cube, a pawn, a chip

/** @type {Record<string, (w: number) => SVGElement>} */
const PIECES = {
  worker: () => s('path', { d: 'M12 2a3.5 3.5 0 0 1 3.5 3.5c0 1.3-.7 2.4-1.7 3l6.7 3-1 3-3.5-1L18 22h-4l-2-4-2 4H6l2-8.5-3.5 1-1-3 6.7-3A3.5 3.5 0 0 1 12 2z', class: 'body' }),
  disc: () => s('circle', { cx: 12, cy: 12, r: 10, class: 'body' }),
  cube: () => s('g', {}, s('path', { d: 'M12 2l9 5v10l-9 5-9-5V7z', class: 'body' }), s('path', { d: 'M3 7l9 5 9-5M12 12v10', class: 'edge' })),
  pawn: () => s('path', { d: 'M12 2a4 4 0 0 1 2.4 7.2L16 16h2v6H6v-6h2l1.6-6.8A4 4 0 0 1 12 2z', class: 'body' }),
  chip: () => s('g', {}, s('circle', { cx: 12, cy: 12, r: 10, class: 'body' }), s('circle', { cx: 12, cy: 12, r: 6, class: 'edge' })),
};

/**
 * A piece's picture at (x, y) inside another drawing, `size` wide, coloured by `tone` (`s0`…`s5` for a seat).
 * @param {string} shape worker | disc | cube | pawn | chip
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} tone
 * @param {string | number} [mark] a number or letter on it
 */
export function pieceArt(shape, x, y, size, tone, mark) {
  return s('g', { class: `piece ${shape} tone-${tone}`, transform: `translate(${x} ${y}) scale(${size / 24})` },
    (PIECES[shape] || PIECES.disc)(size),
    mark === undefined || mark === null ? null : s('text', { x: 12, y: 16, 'text-anchor': 'middle', 'font-size': 12, class: 'mark' }, String(mark)));
}

/**
 * A piece as a component of its own: its picture, with a count beside it when there are several.
 * @param {Ctx} ctx
 * @param {string} id
 * @param {{shape: string, tone: string, label: string, count?: number | null, mark?: string | number, choosable?: boolean, text?: string}} how
 */
export function piece(ctx, id, { shape, tone, label, count = null, mark, choosable = true, text }) {
  const wide = count !== null && count !== undefined;
  const pic = art(wide ? 44 : 24, 24, `piece-art ${wide ? 'wide' : ''}`, pieceArt(shape, 0, 0, 24, tone, mark),
    wide ? s('text', { x: 27, y: 18, 'font-size': 14, class: `count${count ? '' : ' none'}` }, `${count}`) : null);
  return component(el('span', { class: `piece-c ${shape}${wide && !count ? ' empty' : ''}` }, pic), id,
    { label, text: text ?? known(ctx, id)?.text, choosable });
}

/**
 * A resource or supply token: its icon in a round token, with how many.
 * @param {Ctx} ctx
 * @param {string} id
 * @param {{icon: string, label: string, count?: number | null, tone?: string, choosable?: boolean}} how
 */
export function token(ctx, id, { icon: name, label, count = null, tone = 'plain', choosable = true }) {
  const wide = count !== null && count !== undefined;
  const pic = art(wide ? 46 : 26, 26, 'token-art', s('circle', { cx: 13, cy: 13, r: 12, class: `token-body tone-${tone}` }), icon(name, 4, 4, 18),
    wide ? s('text', { x: 29, y: 19, 'font-size': 14, class: `count${count ? '' : ' none'}` }, `${count}`) : null);
  return component(el('span', { class: `token-c${wide && !count ? ' empty' : ''}` }, pic), id,
    { label: wide ? `${label}: ${count}` : label, text: known(ctx, id)?.text, choosable });
}

// ---- a die with its pips

const PIPS = { 1: [[12, 12]], 2: [[7, 7], [17, 17]], 3: [[7, 7], [12, 12], [17, 17]], 4: [[7, 7], [17, 7], [7, 17], [17, 17]],
  5: [[7, 7], [17, 7], [12, 12], [7, 17], [17, 17]], 6: [[7, 6], [17, 6], [7, 12], [17, 12], [7, 18], [17, 18]] };

/**
 * A die's face (pips for 1 to 6, else the number), coloured by `tone`.
 * @param {number} value
 * @param {string} tone
 * @param {number} [x]
 * @param {number} [y]
 * @param {number} [size]
 */
export function dieArt(value, tone, x = 0, y = 0, size = 24) {
  const pips = /** @type {Record<number, number[][]>} */ (PIPS)[value];
  return s('g', { class: `die-face tone-${tone}`, transform: `translate(${x} ${y}) scale(${size / 24})` },
    s('rect', { x: 1, y: 1, width: 22, height: 22, rx: 4, class: 'die-body' }),
    pips ? pips.map(([cx, cy]) => s('circle', { cx, cy, r: 2.2, class: 'pip' }))
      : s('text', { x: 12, y: 16.5, 'text-anchor': 'middle', 'font-size': 12, class: 'pip-text' }, value ? String(value) : '?'));
}

/**
 * A die as a component.
 * @param {Ctx} ctx
 * @param {string} id
 * @param {{value: number, tone: string, label: string, taken?: string | null, choosable?: boolean}} how
 */
export function die(ctx, id, { value, tone, label, taken = null, choosable = true }) {
  const pic = art(24, 24, 'die-art', dieArt(value, tone), taken ? s('g', {}, pieceArt('disc', 13, 13, 10, taken)) : null);
  return component(el('span', { class: `die-c${taken ? ' taken' : ''}` }, pic), id, { label, text: known(ctx, id)?.text, choosable });
}

// ---- a card: a face drawn from its catalogue entry, or its back

export const CARD = { w: 104, h: 146 };

/**
 * @typedef {object} Face
 * @property {string} name
 * @property {string} [kind] a word under the name (the card's kind or deck)
 * @property {string} [tone] the card's colour: a class suffix
 * @property {string | number | null} [cost] a number in the top corner, and its icon
 * @property {string} [costIcon]
 * @property {[string, number | string | null][]} [icons] counted icons in a row under the name
 * @property {string} [effect] the effect, in words
 * @property {string | number | null} [corner] a big number or letter (a value) in the top left
 * @property {string | null} [foot] a line at the bottom
 * @property {'small' | ''} [size]
 */

/**
 * A card as an SVG of its own: a frame in its tone, the name at the top (two lines at most, never a word
 * broken), a cost badge, a row of icons, the effect and a footer.
 * @param {Ctx} ctx
 * @param {string} id
 * @param {Face} face
 * @param {{choosable?: boolean, label?: string}} [opts]
 */
export function card(ctx, id, face, { choosable = true, label } = {}) {
  const small = face.size === 'small';
  const w = small ? 72 : CARD.w;
  const h = small ? 100 : CARD.h;
  const pad = 6;
  const nameSize = small ? 9 : 10.5;
  const corner = face.corner !== null && face.corner !== undefined ? String(face.corner) : '';
  const left = pad + (corner ? corner.length * nameSize * 0.95 + 3 : 0);
  const right = face.cost !== null && face.cost !== undefined ? 22 : pad;
  const nameLines = wrap(face.name, w - left - right, nameSize, 2);
  const band = pad + nameLines.length * nameSize * 1.15 + (face.kind ? 9 : 3);
  const parts = [
    s('rect', { x: 1, y: 1, width: w - 2, height: h - 2, rx: 7, class: 'frame' }),
    s('path', { d: `M1 8a7 7 0 0 1 7-7h${w - 16}a7 7 0 0 1 7 7v${band - 7}H1z`, class: 'band' }),
    corner ? s('text', { x: pad, y: pad + nameSize, 'font-size': nameSize * 1.5, class: 'corner' }, corner) : null,
    textBlock(left, pad + nameSize * 0.95, w - left - right, face.name, { size: nameSize, lead: 1.15, most: 2, cls: 'name' }),
    face.kind ? s('text', { x: left, y: band - 3, 'font-size': 7, class: 'kind' }, face.kind) : null,
  ];
  if (face.cost !== null && face.cost !== undefined) {
    parts.push(s('g', { class: 'cost' }, icon(face.costIcon || 'coin', w - 21, 3, 18), face.costIcon && face.costIcon !== 'coin'
      ? s('text', { x: w - 12, y: 30, 'font-size': 9, 'text-anchor': 'middle', class: 'cost-n' }, String(face.cost))
      : s('text', { x: w - 12, y: 16, 'font-size': 10, 'text-anchor': 'middle', class: 'cost-on' }, String(face.cost))));
  }
  let y = band + 4;
  if (face.icons?.length) {
    const [row] = iconRow(face.icons, pad, y, small ? 11 : 13);
    parts.push(row);
    y += (small ? 11 : 13) + 4;
  }
  if (face.effect) {
    const size = small ? 7.5 : 8.5;
    const room = Math.floor((h - y - (face.foot ? 14 : 6)) / (size * 1.2));
    if (room > 0) parts.push(textBlock(pad, y + size, w - 2 * pad, face.effect, { size, lead: 1.2, most: room, cls: 'effect' }));
  }
  // A card with a value shows it large in its middle, or in its lower corner under an effect.
  if (corner) {
    const room = !face.effect && !face.icons?.length;
    parts.push(s('text', { x: room ? w / 2 : w - pad, y: room ? (band + h) / 2 + (small ? 10 : 14) : h - pad - (face.foot ? 10 : 0),
      'font-size': room ? (small ? 30 : 40) : 16, 'text-anchor': room ? 'middle' : 'end', class: 'corner big' }, corner));
  }
  if (face.foot) parts.push(s('text', { x: w / 2, y: h - 6, 'font-size': 8, 'text-anchor': 'middle', class: 'foot' }, face.foot));
  const svg = s('svg', { class: `card-art tone-${face.tone || 'plain'}${small ? ' small' : ''}`, viewBox: `0 0 ${w} ${h}`, width: w, height: h, focusable: 'false' }, parts);
  return component(svg, id, { label: label ?? face.name, text: face.effect || known(ctx, id)?.text, choosable });
}

/**
 * A card seen from behind: a pattern and a word (its deck), with how many when it is a pile.
 * @param {{label: string, tone?: string, count?: number | null, size?: 'small' | ''}} back
 */
export function cardBack({ label, tone = 'plain', count = null, size = '' }) {
  const small = size === 'small';
  const w = small ? 72 : CARD.w;
  const h = small ? 100 : CARD.h;
  return s('svg', { class: `card-art back tone-${tone}${small ? ' small' : ''}`, viewBox: `0 0 ${w} ${h}`, width: w, height: h, role: 'img', 'aria-label': count === null ? label : `${label}: ${count}` },
    s('rect', { x: 1, y: 1, width: w - 2, height: h - 2, rx: 7, class: 'frame' }),
    s('rect', { x: 7, y: 7, width: w - 14, height: h - 14, rx: 4, class: 'weave' }),
    textBlock(10, h / 2 - 4, w - 20, label, { size: small ? 8 : 9, most: 2, cls: 'back-label', anchor: 'middle' }),
    count === null ? null : s('text', { x: w / 2, y: h / 2 + 18, 'font-size': 16, 'text-anchor': 'middle', class: 'back-count' }, String(count)));
}

// ---- a track: cells in a row, each with the pieces on it

/**
 * A track drawn as numbered cells with markers (pieces in seat colours) on the cells they stand on.
 * @param {{id?: string, label: string, cells: {n: number | string, note?: string, marks?: {tone: string, shape?: string, mark?: string | number}[], hot?: boolean}[], cls?: string, cell?: number}} how
 */
export function trackArt({ label, cells, cls = '', cell = 22 }) {
  const w = cells.length * cell;
  return s('svg', { class: `track-art ${cls}`.trim(), viewBox: `0 0 ${w} ${cell + 14}`, role: 'img', 'aria-label': label, focusable: 'false' },
    cells.map((c, i) => s('g', { class: `cell${c.hot ? ' hot' : ''}` },
      s('rect', { x: i * cell + 0.5, y: 0.5, width: cell - 1, height: cell - 1, rx: 3, class: 'cell-body' }),
      s('text', { x: i * cell + cell / 2, y: cell / 2 + 3.5, 'font-size': 10, 'text-anchor': 'middle', class: 'cell-n' }, String(c.n)),
      c.note ? s('text', { x: i * cell + cell / 2, y: cell + 10, 'font-size': 8, 'text-anchor': 'middle', class: 'cell-note' }, c.note) : null,
      (c.marks || []).map((m, k) => pieceArt(m.shape || 'disc', i * cell + 1 + (k % 2) * (cell / 2 - 1), 1 + Math.floor(k / 2) * (cell / 2 - 1), cell / 2 - 1, m.tone, m.mark)))));
}

/** A seat's tone (its colour class suffix). @param {number} seat */
export const seatTone = (seat) => `s${seat % 6}`;
