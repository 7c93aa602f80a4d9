// The time control of a new table, seek or challenge, in words: none, per move, a game clock (Fischer) or
// days per move (correspondence), as the API's Clock allows; and what happens when a clock runs out.
import { h } from './lib.js';

const KINDS = [
  ['none', 'No clock'],
  ['move', 'Time per move'],
  ['fischer', 'Game clock with a bonus per move'],
  ['correspondence', 'Days per move (play by mail)'],
];

function number(id, label, value, min, max) {
  const input = h('input', { id, type: 'number', min, max, value: String(value), required: true, inputmode: 'numeric', class: 'num' });
  return { input, element: h('label', { for: id, class: 'inline' }, label, ' ', input) };
}

/**
 * Fields choosing a clock (and, with `timeout`, what follows its running out); returns {element, read} where
 * read() gives {clock, on_timeout} for the API (clock null: untimed).
 */
export function clockFields(prefix, { timeout = false } = {}) {
  const kind = h('select', { id: `${prefix}-clock`, name: 'clock' }, KINDS.map(([value, text]) => h('option', { value }, text)));
  const seconds = number(`${prefix}-seconds`, 'Seconds per move', 60, 1, 86400);
  const minutes = number(`${prefix}-minutes`, 'Minutes each', 10, 1, 1440);
  const bonus = number(`${prefix}-bonus`, 'Seconds added per move', 5, 0, 86400);
  const days = number(`${prefix}-days`, 'Days per move', 3, 1, 365);
  const outcome = h('select', { id: `${prefix}-timeout`, name: 'on_timeout' },
    h('option', { value: 'bot' }, 'A server bot plays the seat until its player returns'),
    h('option', { value: 'forfeit' }, 'The seat loses the game'));
  const detail = h('div', { class: 'clock-detail' });
  const outcomeBox = timeout ? h('label', { for: `${prefix}-timeout` }, 'When a clock runs out', ' ', outcome) : null;
  function redraw() {
    const shown = { move: [seconds], fischer: [minutes, bonus], correspondence: [days] }[kind.value] || [];
    detail.replaceChildren(...shown.map((f) => f.element));
    if (outcomeBox) outcomeBox.hidden = kind.value === 'none';
  }
  kind.addEventListener('change', redraw);
  redraw();
  const element = h('fieldset', { class: 'clock' }, h('legend', {}, 'Clock'),
    h('label', { for: `${prefix}-clock` }, 'Time control'), kind, detail, outcomeBox);
  function read() {
    const whole = (field, what) => {
      const value = Number(field.input.value);
      if (!Number.isInteger(value) || value < Number(field.input.min) || value > Number(field.input.max)) {
        throw new Error(`${what} must be a whole number from ${field.input.min} to ${field.input.max}.`);
      }
      return value;
    };
    let clock = null;
    if (kind.value === 'move') clock = { type: 'move', seconds: whole(seconds, 'Seconds per move') };
    if (kind.value === 'fischer') clock = { type: 'fischer', initial: whole(minutes, 'Minutes each') * 60, increment: whole(bonus, 'Seconds added per move') };
    if (kind.value === 'correspondence') clock = { type: 'correspondence', days: whole(days, 'Days per move') };
    return { clock, on_timeout: clock && timeout ? outcome.value : null };
  }
  return { element, read };
}

/** A clock as people read it: "1 min per move", "10 min + 5 s", "3 days per move", "No clock". */
export function clockText(clock) {
  if (!clock) return 'No clock';
  const time = (s) => (s % 60 === 0 && s >= 60 ? `${s / 60} min` : `${s} s`);
  if (clock.type === 'move') return `${time(clock.seconds)} per move`;
  if (clock.type === 'fischer') return `${time(clock.initial)} + ${clock.increment} s per move`;
  if (clock.type === 'correspondence') return `${clock.days} day${clock.days === 1 ? '' : 's'} per move`;
  return 'Clock';
}
