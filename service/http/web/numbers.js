// @ts-check
// A choice of a number (Bias Effect's bid: 0 up to your chips) as one number field, not a button per number:
// legal moves that differ only in one whole-number field are a family, played from a field and one button.
import { h, words } from './lib.js';

/**
 * @typedef {{type: string, label?: string, targets?: string[], template?: boolean, [key: string]: unknown}} Move
 * @typedef {{field: string, moves: Move[], values: number[]}} Family
 */

const SHOWN = new Set(['label', 'targets', 'fields', 'template', 'rule']); // what describes a move rather than makes it
const FEWEST = 3; // two moves read as two buttons; three or more numbers are a field

/**
 * The families among `moves`: moves alike but for one whole-number field, at least three of them.
 * @param {Move[]} moves
 * @returns {Family[]}
 */
export function numberFamilies(moves) {
  /** @type {Map<string, Family>} */
  const found = new Map();
  for (const move of moves) {
    if (move.template) continue;
    for (const [field, value] of Object.entries(move)) {
      if (SHOWN.has(field) || !Number.isInteger(value)) continue;
      const rest = Object.entries(move).filter(([k]) => !SHOWN.has(k) && k !== field).sort(([a], [b]) => a.localeCompare(b));
      const key = JSON.stringify([field, rest, move.targets || []]);
      if (!found.has(key)) found.set(key, { field, moves: [], values: [] });
      const family = /** @type {Family} */ (found.get(key));
      family.moves.push(move);
      family.values.push(Number(value));
    }
  }
  return [...found.values()].filter((f) => f.moves.length >= FEWEST && new Set(f.values).size === f.moves.length);
}


/**
 * A number field and one Play button for `family`: the button says the chosen move's own label and sends it.
 * @param {Family} family
 * @param {(move: Move) => void} send
 * @param {{disabled?: boolean, kept?: Map<string, string>}} [how] `kept`: what the person typed in each family's
 *   field, by family, so that a redraw (another seat's move) neither resets the field nor takes its focus
 */
export function numberField(family, send, { disabled = false, kept = new Map() } = {}) {
  const key = `${family.moves[0].type}:${family.field}`;
  const id = `number-${key.replace(/[^\w-]/g, '-')}`;
  const min = Math.min(...family.values);
  const max = Math.max(...family.values);
  // An empty field (or one the browser cannot read as a number, which it reports as empty) is no number: not 0.
  const at = (/** @type {string} */ text) => (text.trim() === '' ? undefined : family.moves[family.values.indexOf(Number(text))]);
  const hadFocus = document.activeElement?.id === id;
  const input = /** @type {HTMLInputElement} */ (h('input', { type: 'number', id, class: 'num', min, max, step: 1, value: kept.get(key) ?? String(min),
    inputmode: 'numeric', 'aria-describedby': `${id}-limit` }));
  const play = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'primary play', disabled }));
  const name = words(family.field).toLowerCase();
  // Said only while the field holds no allowed number (it is the field's description then, and Play waits).
  const limit = h('p', { class: 'alert field-limit small', id: `${id}-limit`, 'aria-live': 'polite' });
  const show = () => {
    const move = at(input.value);
    play.textContent = move ? `Play: ${move.label}` : `Choose ${min} to ${max}`;
    play.disabled = disabled || !move;
    if (move) input.removeAttribute('aria-invalid'); else input.setAttribute('aria-invalid', 'true');
    limit.textContent = move ? '' : `The ${name} must be a whole number ${allowed(family.values)}.`;
  };
  input.addEventListener('input', () => { kept.set(key, input.value); show(); });
  if (hadFocus) queueMicrotask(() => input.focus({ preventScroll: true }));
  const choose = () => { const move = at(input.value); if (move) { kept.delete(key); send(move); } else show(); };
  input.addEventListener('keydown', (event) => { if (event.key === 'Enter') choose(); });
  play.addEventListener('click', choose);
  show();
  const type = words(family.moves[0].type);
  return h('div', { class: 'number-choice', 'data-type': family.moves[0].type },
    h('label', { for: id }, `${type}: ${name} (${min} to ${max})`), input, play, limit);
}

/**
 * The numbers a family allows, in words: a range when they run without a gap, else each of them.
 * @param {number[]} values
 */
function allowed(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  return max - min + 1 === sorted.length ? `from ${min} to ${max}` : `one of ${sorted.join(', ')}`;
}
