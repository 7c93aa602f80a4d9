// Shared helpers: DOM building (text only, never HTML strings), the REST API, seats kept in localStorage.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key === 'text') el.textContent = value;
    else if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else if (key in el && typeof value !== 'string') el[key] = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

export function append(el, ...children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export class ApiError extends Error {
  constructor(status, problem) {
    super(problem?.detail || problem?.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem || {};
  }
}

/** A JSON request to the public API; a problem+json answer becomes an ApiError carrying its detail. */
// A polite client: a route whose budget the last answer said is spent (`RateLimit: "name";r=0;t=N`) waits
// N seconds before its next request, and a 429 or 503 is waited out as its Retry-After says (a few times).
const PATIENCE = { tries: 4, longestWaitSeconds: 10 };
const resting = new Map(); // route (the path without its query) -> when its budget is back (ms)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function noteBudget(route, response) {
  for (const budget of (response.headers.get('RateLimit') || '').split(',')) {
    const left = /;r=(\d+)/.exec(budget);
    const reset = /;t=(\d+)/.exec(budget);
    if (left && reset && Number(left[1]) === 0) resting.set(route, Date.now() + Number(reset[1]) * 1000);
  }
}

export async function api(path, { method = 'GET', token, body, headers = {} } = {}) {
  const sent = { Accept: 'application/json', ...headers };
  if (token) sent.Authorization = `Bearer ${token}`;
  if (body !== undefined) sent['Content-Type'] = 'application/json';
  const route = `${method} ${path.split('?')[0]}`;
  const request = async () => {
    const wait = (resting.get(route) || 0) - Date.now();
    if (wait > 0) await sleep(wait);
    const answer = await fetch(path, { method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body) });
    noteBudget(route, answer);
    return answer;
  };
  let response = await request();
  for (let tried = 1; tried < PATIENCE.tries && (response.status === 429 || response.status === 503); tried += 1) {
    const wait = Number(response.headers.get('Retry-After'));
    if (!(wait >= 0 && wait <= PATIENCE.longestWaitSeconds)) break;
    await sleep(wait * 1000);
    response = await request();
  }
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = { detail: text.slice(0, 200) }; }
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

/** The bodies of a paged list's pages (`path` sets its `limit` and filters), following each `next` cursor until
 * it is null, `most` pages at most. */
export async function allPages(path, { token, most = Infinity } = {}) {
  const bodies = [];
  let cursor = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const body = await api(cursor === null ? path : `${path}${sep}cursor=${encodeURIComponent(cursor)}`, { token });
    bodies.push(body);
    cursor = body.next ?? null;
  } while (cursor !== null && bodies.length < most);
  return bodies;
}

/** A random key for Idempotency-Key (crypto.randomUUID needs a secure context; this does not). */
export function randomKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let catalogue = null;
export async function catalog() {
  catalogue ??= api('/v1/catalog').then((body) => body.games);
  return catalogue;
}
export async function gameInfo(slug) {
  return (await catalog()).find((g) => g.slug === slug);
}

// Seat tokens, so a reload (or tomorrow) resumes the game: {gid: {seat, token, name}}.
const SEATS = 'boardroom.seats';
export function keptSeats() {
  try { return JSON.parse(localStorage.getItem(SEATS)) || {}; } catch { return {}; }
}
export function keptSeat(gid) { return keptSeats()[gid] || null; }
export function keepSeat(gid, seat, token, name) {
  const all = keptSeats();
  all[gid] = { seat, token, name, kept: new Date().toISOString() };
  localStorage.setItem(SEATS, JSON.stringify(all));
}
export function forgetSeat(gid) {
  const all = keptSeats();
  delete all[gid];
  localStorage.setItem(SEATS, JSON.stringify(all));
}
export function myName() { return localStorage.getItem('boardroom.name') || ''; }
export function rememberName(name) { localStorage.setItem('boardroom.name', name); }

export function seatTag(seat) {
  return h('span', { class: `seat-tag s${seat % 6}`, title: `seat ${seat + 1}` }, String(seat + 1));
}

export function seatName(game, seat) {
  const s = game?.seats?.[seat];
  if (!s) return `seat ${seat + 1}`;
  if (s.bot) return s.name && /bot/i.test(s.name) ? s.name : `${s.name || 'bot'} (${s.bot} bot)`;
  if (s.open) return 'open seat';
  return s.name || `seat ${seat + 1}`;
}

/** A short, readable label for a move: its type and its payload. */
export function moveLabel(move) {
  const parts = Object.entries(move).filter(([k]) => k !== 'type' && k !== 'template')
    .map(([k, v]) => `${k}: ${short(v)}`);
  return parts.length ? `${move.type} — ${parts.join('; ')}` : move.type;
}
export function short(value) {
  if (value === null || value === undefined) return '–';
  if (Array.isArray(value)) return value.map(short).join(', ') || '(none)';
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => `${k} ${short(v)}`).join(', ');
  return String(value);
}

/** Any JSON value as nested definition lists: the fallback drawing of a view. */
export function tree(value, depth = 0) {
  if (value === null || value === undefined) return h('span', { class: 'muted' }, '–');
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return h('span', {}, value.map(short).join(', ') || '(none)');
    return h('ol', { start: 0 }, value.map((v) => h('li', {}, tree(v, depth + 1))));
  }
  if (typeof value === 'object') {
    return h('dl', { class: 'tree' }, Object.entries(value).flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, tree(v, depth + 1))]));
  }
  return h('span', {}, String(value));
}

// The tab's icon: a board square, with an orange dot while it is this browser's turn (seen in a background tab).
const ICON = (dot) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect x="1" y="1" width="14" height="14" rx="3" fill="#1f3a5f"/><path d="M1 8h14M8 1v14" stroke="#fff" stroke-width="1.2"/>${dot ? '<circle cx="11.5" cy="4.5" r="4" fill="#f28c28" stroke="#fff" stroke-width="1"/>' : ''}</svg>`;
const ICONS = { idle: `data:image/svg+xml,${encodeURIComponent(ICON(false))}`, turn: `data:image/svg+xml,${encodeURIComponent(ICON(true))}` };

/** The tab's title (and icon): `turn` when the page's seat is to act. */
export function title(text, { turn = false } = {}) {
  document.title = text ? `${text} · Boardroom` : 'Boardroom';
  let icon = document.querySelector('link[rel="icon"]');
  if (!icon) icon = document.head.appendChild(h('link', { rel: 'icon' }));
  const state = turn ? 'turn' : 'idle';
  if (icon.dataset.state !== state) { icon.dataset.state = state; icon.href = ICONS[state]; }
}

/** Replace `el`'s children with `children` (nodes, strings, nested arrays). */
export function fill(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

// Added for the table page: a game's component catalogue, names for people, problems in words.

const catalogues = {};
/** The components of game `slug` (`GET /v1/catalog/{slug}`, cached by the browser too) as a Map id → component. */
export function components(slug) {
  catalogues[slug] ??= api(`/v1/catalog/${slug}`)
    .then((body) => new Map(body.components.map((c) => [c.id, c])))
    .catch((error) => { delete catalogues[slug]; throw error; });
  return catalogues[slug];
}

/** A seat as a person reads it: "ann", "easy bot", "open seat" (never a seat number or a doubled bot level). */
export function playerName(game, seat) {
  const s = game?.seats?.[seat];
  if (!s) return `Player ${Number(seat) + 1}`;
  if (s.open) return 'open seat';
  // the solo opponent, not a server bot; the server names two of a level apart ("Muman-Bot (hard) 2")
  if (s.bot?.startsWith('muman-')) return s.name?.startsWith('Muman-Bot') ? s.name : `Muman-Bot, ${s.bot.slice(6)}`;
  if (s.bot) return s.name && s.name.toLowerCase().includes('bot') ? s.name : `${s.name || s.bot} (${s.bot} bot)`;
  return s.name || `Player ${Number(seat) + 1}`;
}

/** A refused request in the server's own words: its detail and, for a 422, each field's reason. */
export function problemText(error) {
  const problem = error?.problem || {};
  const lines = [problem.detail || error?.message || 'The request failed.'];
  const walk = (value, path) => {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) lines.push(`${path.join(' › ') || 'request'}: ${value.join(' ')}`);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    else if (typeof value === 'string') lines.push(`${path.join(' › ')}: ${value}`);
  };
  walk(problem.errors?.json ?? problem.errors, []);
  return lines;
}

/** Words from a snake_case or kebab-case key: "climax_bonus" → "Climax bonus". */
export function words(key) {
  const text = String(key).replaceAll('_', ' ').replaceAll('-', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
