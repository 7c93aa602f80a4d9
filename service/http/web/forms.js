// Forms built from JSON Schemas: a template move completed through its command's schema (the catalogue's
// commands[type]), and a table's options (the catalogue's options schema).
import { h, short, words } from './lib.js';

let serial = 0;
const types = (schema) => [].concat(schema?.type ?? []);

/** The choices a template offers for a property: its own list, else the template's first list of values. */
function offered(template, name) {
  const own = template?.[name];
  if (Array.isArray(own)) return own;
  const lists = Object.values(template || {}).filter((v) => Array.isArray(v) && v.every((x) => typeof x !== 'object'));
  return lists[0] || null;
}

/** How many items a template asks for: `name: N`, `count`, or the schema's bounds. */
function wanted(template, name, schema) {
  if (Number.isInteger(template?.[name])) return [template[name], template[name]];
  if (Number.isInteger(template?.count)) return [template.count, template.count];
  if (Number.isInteger(template?.min)) return [template.min, template.max ?? template.min];
  return [schema.minItems ?? 0, schema.maxItems ?? Infinity];
}

/**
 * Fields for every property of `schema`, prefilled from `template`; returns {element, read} where read()
 * gives the payload (or throws an Error naming the field at fault).
 */
export function schemaFields(schema, template = {}, { skip = ['type'], names = null } = {}) {
  const shown = (o) => (names ? names.get(String(o))?.name ?? words(o) : short(o));
  const required = new Set(schema?.required || []);
  const readers = [];
  const box = h('div', { class: 'fields' });
  for (const [name, prop] of Object.entries(schema?.properties || {})) {
    if (skip.includes(name)) continue;
    const id = `f${++serial}`;
    const kinds = types(prop);
    const label = `${names ? words(name) : name}${required.has(name) ? '' : ' (optional)'}`;
    const hint = prop.description ? h('span', { class: 'muted small' }, ` — ${prop.description}`) : null;
    const choices = offered(template, name);
    if (kinds.includes('array')) {
      const items = prop.items || {};
      const options = items.enum || choices;
      if (options) {
        const [min, max] = wanted(template, name, prop);
        const count = min === max ? `choose ${min}` : `choose ${min}–${Number.isFinite(max) ? max : 'any'}`;
        const boxes = options.map((option, i) => {
          const input = h('input', { type: 'checkbox', id: `${id}-${i}`, value: String(option) });
          return [input, h('label', { class: 'inline', for: `${id}-${i}` }, input, ` ${shown(option)}`)];
        });
        box.append(h('fieldset', { 'data-field': name, 'data-choose': String(min) },
          h('legend', {}, `${label}: ${count}`, hint), boxes.map(([, l]) => l)));
        readers.push(() => {
          const picked = boxes.filter(([input]) => input.checked).map(([input]) => input.value);
          if (picked.length === 0 && !required.has(name)) return [];
          return [[name, picked]];
        });
        continue;
      }
      const input = h('input', { id, type: 'text', placeholder: 'comma-separated', value: Array.isArray(template?.[name]) ? template[name].join(', ') : '' });
      box.append(h('label', { for: id }, label, hint), input);
      readers.push(() => {
        const parts = input.value.split(',').map((s) => s.trim()).filter(Boolean);
        if (!parts.length && !required.has(name)) return [];
        return [[name, items.type === 'integer' ? parts.map(Number) : parts]];
      });
      continue;
    }
    if (kinds.includes('boolean')) {
      const input = h('input', { id, type: 'checkbox', checked: template?.[name] === true || prop.default === true });
      box.append(h('label', { for: id }, input, ` ${name}`, hint));
      readers.push(() => (input.checked || required.has(name) || template?.[name] !== undefined ? [[name, input.checked]] : []));
      continue;
    }
    if (kinds.includes('string') || kinds.includes('integer') || kinds.includes('number')) {
      const numeric = !kinds.includes('string');
      const options = prop.enum || choices;
      let input;
      if (options) {
        input = h('select', { id },
          (!required.has(name) || kinds.includes('null')) ? h('option', { value: '' }, '(none)') : null,
          options.map((o) => h('option', { value: String(o) }, shown(o))));
        const preset = template?.[name] ?? prop.default;
        if (preset !== undefined && preset !== null && !Array.isArray(preset)) input.value = String(preset);
      } else {
        input = h('input', { id, type: numeric ? 'number' : 'text', min: prop.minimum, max: prop.maximum,
          value: template?.[name] !== undefined && typeof template[name] !== 'object' ? String(template[name]) : '' });
      }
      box.append(h('label', { for: id }, label, hint), input);
      readers.push(() => {
        if (input.value === '') {
          if (kinds.includes('null') && required.has(name)) return [[name, null]];
          if (required.has(name)) throw new Error(`${name} is required`);
          return [];
        }
        return [[name, numeric ? Number(input.value) : input.value]];
      });
      continue;
    }
    // Objects and anything else: JSON, with the template's description as the hint.
    const input = h('textarea', { id, rows: 2, placeholder: typeof template?.[name] === 'string' ? template[name] : '{"key": value}' });
    box.append(h('label', { for: id }, `${label} (JSON)`, hint), input);
    readers.push(() => {
      if (!input.value.trim()) {
        if (required.has(name)) throw new Error(`${name} is required`);
        return [];
      }
      try { return [[name, JSON.parse(input.value)]]; } catch { throw new Error(`${name} is not valid JSON`); }
    });
  }
  return { element: box, read: () => Object.fromEntries(readers.flatMap((read) => read())) };
}

/** A form completing a template move: submit calls send({type, …payload}). */
export function templateForm(move, schema, send, names = null) {
  const fields = schemaFields(schema, move, { names });
  const error = h('p', { class: 'alert', role: 'alert' });
  const form = h('form', { class: 'template card', 'data-type': move.type },
    h('h3', {}, move.label || words(move.type)),
    fields.element, error, h('button', { type: 'submit', class: 'primary' }, 'Send'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    error.textContent = '';
    try { send({ type: move.type, ...fields.read() }); } catch (e) { error.textContent = e.message; }
  });
  return form;
}

// ---- templates completed on the board
// A template's `fields` name, per property, the components it may hold. A list or a single component is chosen by
// clicking them; a map of components to numbers (a trade's give and get) by clicking them, then a number for each
// (the only thing typed); a property the template lists plain values for (an opponent's seat) by a button each.

/**
 * The steps completing `move` on the board, or null when some required property cannot be chosen there:
 * [{field, kind: 'ids' | 'amounts' | 'choice', ids | values, min, max, counts}].
 */
export function boardSteps(move, schema) {
  const props = schema?.properties || {};
  const required = new Set(schema?.required || []);
  const steps = [];
  // The template's own order first (the order its label tells), then the rest of the command's properties.
  for (const field of new Set([...Object.keys(move.fields || {}), ...Object.keys(props)])) {
    const prop = props[field];
    if (field === 'type' || !prop) continue;
    const kinds = types(prop);
    const ids = move.fields?.[field];
    const own = move[field];
    if (ids && kinds.includes('object')) {
      steps.push({ field, kind: 'amounts', ids, min: 1, max: ids.length, most: prop.additionalProperties?.maximum ?? 99 });
    } else if (ids && kinds.includes('array')) {
      const counts = Array.isArray(own?.counts) ? own.counts.filter(Number.isInteger) : null;
      const [min, max] = counts?.length ? [Math.min(...counts), Math.max(...counts)] : wanted(move, field, prop);
      steps.push({ field, kind: 'ids', ids, counts, min: Math.max(1, min), max: Math.min(Number.isFinite(max) ? max : ids.length, ids.length) });
    } else if (ids) {
      steps.push({ field, kind: 'ids', ids, min: 1, max: 1, single: true });
    } else if (Array.isArray(own) && own.length && own.every((v) => typeof v !== 'object')) {
      steps.push({ field, kind: 'choice', values: own });
    } else if (required.has(field)) {
      return null;
    }
  }
  // Keys come sorted (canonical JSON), so the order of a map's steps is by meaning: the narrower first (a
  // trade gives from what the seat has, then gets from every resource).
  const maps = steps.filter((s) => s.kind === 'amounts').sort((a, b) => a.ids.length - b.ids.length);
  const ordered = steps.map((s) => (s.kind === 'amounts' ? maps.shift() : s));
  return ordered.length && ordered.some((s) => s.kind !== 'choice') ? ordered : null;
}

/** Whether `step` is complete with `picks` (ids, or the one value chosen). */
export function stepDone(step, picks = []) {
  if (step.kind === 'choice') return picks.length === 1;
  if (step.counts) return step.counts.includes(picks.length);
  return picks.length >= step.min && picks.length <= step.max;
}

/** The command completing `move` from the picks ({field: [ids or value]}) and amounts ({field: {id: n}}). */
export function stepsPayload(move, steps, picks, amounts) {
  const payload = { type: move.type };
  for (const step of steps) {
    const chosen = picks[step.field] || [];
    if (step.kind === 'amounts') payload[step.field] = Object.fromEntries(chosen.map((id) => [id, amounts[step.field]?.[id] ?? 1]));
    else if (step.kind === 'choice' || step.single) payload[step.field] = chosen[0];
    else payload[step.field] = chosen;
  }
  return payload;
}

/**
 * A number for each component chosen in an amounts step, labelled in words ("Give: how many Dollar");
 * onInput() after each change (the amounts object is updated in place).
 */
export function amountFields(step, picks, amounts, nameOf, onInput) {
  const own = (amounts[step.field] ||= {});
  return h('div', { class: 'fields amounts', 'data-field': step.field }, picks.map((id) => {
    const input = h('input', { type: 'number', id: `amount-${step.field}-${id}`, min: 1, max: step.most, step: 1, value: String(own[id] ?? 1), inputmode: 'numeric' });
    own[id] ??= 1;
    input.addEventListener('input', () => { own[id] = Math.max(0, Math.floor(Number(input.value) || 0)); onInput(); });
    return [h('label', { for: input.id }, `${words(step.field)}: how many ${nameOf(id)}`), input];
  }));
}
