// @ts-check
// "Learn to play": a guided table against bots, played with the real engine. The deal is new at every table, so a
// lesson is not a script: each game's steps (tutorials/<slug>.js) say when they apply (from the seat's view and
// offered moves), which offered move to recommend, and why, in the words of the player rules. The table page
// (play.js) tells this guide what it shows after every render; the guide rings what to click next (the drawn
// component, the Play button, or a number field) and says the step, its why and the rule section in a callout.
// Tutorial mode lives only in this client: the table is an ordinary unrated one.
import { api, h, keepSeat, myName, randomKey } from './lib.js';
import { account } from './account.js';
import { openRulesSection } from './rules.js';

/**
 * @typedef {{type: string, label: string, targets?: string[], template?: boolean, [key: string]: unknown}} Move
 * @typedef {{view: any, moves: Move[], game: any}} Seen
 * @typedef {{
 *   types: string[],
 *   when?: (seen: Seen) => boolean,
 *   pick: (seen: Seen) => Move | undefined,
 *   why: (move: Move, seen: Seen) => string,
 *   section: string,
 * }} Step
 * @typedef {{players: number, goal: string, steps: Step[]}} Lesson `goal`: how the game is won, said before the steps
 * @typedef {{game: any, moves: Move[], selection: string[], filling: boolean, sending: boolean, myTurn: boolean}} Shown
 */

const LESSONS = {
  'tabletop-climber': () => import('./tutorials/tabletop-climber.js'),
  'bias-effect': () => import('./tutorials/bias-effect.js'),
  'corporate-anarchy': () => import('./tutorials/corporate-anarchy.js'),
  'tabletop-inc': () => import('./tutorials/tabletop-inc.js'),
  'inventing-the-future': () => import('./tutorials/inventing-the-future.js'),
};
/** @param {string} slug */
export const hasTutorial = (slug) => Object.hasOwn(LESSONS, slug);

/** @param {string} slug @returns {Promise<Lesson>} */
async function lessonOf(slug) {
  const module = await LESSONS[/** @type {keyof typeof LESSONS} */ (slug)]();
  return module.lesson;
}

/** Moves of the given types, ready to send (a template is filled on the board, which a lesson does not teach). */
export const ofType = (/** @type {Seen} */ seen, /** @type {string[]} */ ...types) => seen.moves.filter((m) => !m.template && types.includes(m.type));
/** The move whose `key` is highest (or lowest, with `lowest`), the first of equals. */
export function best(/** @type {Move[]} */ moves, /** @type {(m: Move) => number} */ key, lowest = false) {
  return moves.reduce((/** @type {Move | undefined} */ top, m) => (!top || (lowest ? key(m) < key(top) : key(m) > key(top)) ? m : top), undefined);
}

/** #/learn/<game>: a new unrated table of the person and `easy` bots, opened as a lesson. */
export async function learnPage(/** @type {HTMLElement} */ main, /** @type {string} */ slug) {
  if (!hasTutorial(slug)) {
    main.append(h('h1', {}, 'Learn to play'), h('p', {}, 'There is no lesson for this game.'), h('p', {}, h('a', { href: '#/' }, 'Back to the lobby')));
    return;
  }
  main.append(h('h1', {}, 'Learn to play'), h('p', { class: 'muted', role: 'status' }, 'Setting up a table against bots…'));
  const lesson = await lessonOf(slug);
  // Not 'You': the table words seats by name ("You's HQ").
  const name = account()?.name || myName() || 'Learner';
  const seats = [{ name }, ...Array.from({ length: lesson.players - 1 }, () => ({ bot: 'easy' }))];
  /** @type {{id: string, tokens: Record<string, string>}} */
  const created = await /** @type {(path: string, how: object) => Promise<any>} */ (api)('/v1/games',
    { method: 'POST', body: { game: slug, seats }, headers: { 'Idempotency-Key': randomKey() } });
  keepSeat(created.id, 0, created.tokens['0'], name);
  location.replace(`#/play/${created.id}?tutorial`); // Back leaves the lesson, it does not set up another table
}

const RING = 'tutorial-target';
const doneKey = (/** @type {string} */ gid) => `boardroom.tutorial.${gid}`;

/**
 * The guide of table `gid` (game `slug`): its callout, `update` after every render of the table page, `moved`
 * after each of the seat's moves the server took, `logged` for each new log entry, and `stop` when the page is left.
 * @param {string} slug
 * @param {string} gid
 * @param {{page: HTMLElement, rules: () => HTMLDetailsElement | null}} where
 */
export async function startTutorial(slug, gid, { page, rules }) {
  const lesson = await lessonOf(slug);
  const total = lesson.steps.length + 1; // the last step: the basics are learned
  // The seat's moves in the lesson: the version each made, the step it completed (-1: none) and, once taken back,
  // the version of the take-back. The steps done are those of the moves still on the table, so after a take-back
  // the lesson is back at the step the table is at.
  /** @type {{v: number, step: number, back?: number}[]} */
  const made = JSON.parse(sessionStorage.getItem(doneKey(gid)) || '[]').filter((/** @type {unknown} */ m) => typeof m === 'object');
  /** @type {Set<number>} */
  let done = new Set();
  const keep = () => {
    done = new Set(made.filter((m) => m.back === undefined && m.step >= 0).map((m) => m.step));
    sessionStorage.setItem(doneKey(gid), JSON.stringify(made));
  };
  keep();
  const counter = h('p', { class: 'tutorial-counter' });
  const why = h('p', { class: 'tutorial-why' });
  const more = h('p', { class: 'small tutorial-rule' });
  // How the game is won stays in view above every step (a trial learned each turn's moves, but not what wins).
  const goal = h('p', { class: 'small tutorial-goal' }, h('strong', {}, 'How to win: '), lesson.goal);
  const callout = h('section', { class: 'card tutorial', id: 'tutorial', role: 'status', 'aria-labelledby': 'tutorial-title' },
    h('h2', { id: 'tutorial-title' }, 'Learn to play'), goal, counter, why, more);
  // The step last recommended: a frame that comes while the player's move is on its way shows no step, and the
  // move still counts for the step it was made for.
  let recommended = -1;
  let shownRing = '';

  /** @param {string} section */
  const ruleLink = (section) => h('a', { href: `#/rules/${slug}#${section}`, class: 'tutorial-section', 'data-section': section,
    onclick: (/** @type {MouseEvent} */ e) => { const help = rules(); if (help) { e.preventDefault(); openRulesSection(help, section); } } }, 'Read this rule');

  /** @param {string} text @param {string | null} section */
  function say(text, section) {
    const k = Math.min(done.size + 1, total);
    // Only what changed is rewritten: the callout is a live region, and a rewrite is read out again.
    if (counter.textContent !== `Step ${k} of ${total}`) counter.textContent = `Step ${k} of ${total}`;
    if (why.textContent !== text) why.textContent = text;
    if (more.dataset.section !== (section || '')) {
      more.dataset.section = section || '';
      more.replaceChildren(...(section ? [ruleLink(section)] : []));
    }
  }

  /** @param {Shown} shown */
  function update(shown) {
    for (const el of page.querySelectorAll(`.${RING}`)) el.classList.remove(RING);
    if (done.size >= lesson.steps.length) {
      say('You have learned the basics: the table is yours, play on against the bots. The full rules are under Rules.', null);
      return;
    }
    const moves = shown.myTurn && !shown.sending ? shown.moves : [];
    if (!moves.length) {
      say(shown.game.status === 'active' ? 'The bots are playing: your next step comes on your turn.' : 'The table is not in play.', null);
      return;
    }
    /** @type {Seen} */
    const seen = { view: shown.game.view, moves, game: shown.game };
    const at = lesson.steps.findIndex((s, i) => !done.has(i) && ofType(seen, ...s.types).length && (!s.when || s.when(seen)));
    const step = at >= 0 ? lesson.steps[at] : null;
    const move = step?.pick(seen) || moves.find((m) => !m.template) || null;
    if (!move) return;
    recommended = step ? at : -1;
    say(step ? step.why(move, seen) : `Nothing new in this move: play the highlighted one to go on (${move.label}).`, step ? step.section : null);
    ring(ringed(move, shown), JSON.stringify([move.label, shown.selection]));
  }

  /** What to click next for `move`, given what the table page shows. @param {Move} move @param {Shown} shown */
  function ringed(move, shown) {
    const play = [...page.querySelectorAll('#play-buttons button.play, #pass-buttons button.play, #ready-made button.play')]
      .find((b) => b.textContent === `Play: ${move.label}`);
    if (play) return [play];
    // A template started by a click on the board: back out of it, unless the move is a ready-made one of it (above).
    if (shown.filling) return [...page.querySelectorAll('#moves button')].filter((b) => b.textContent === 'Cancel');
    const targets = move.targets || [];
    if (shown.selection.some((id) => !targets.includes(id))) return [...page.querySelectorAll('#moves button')].filter((b) => b.textContent === 'Clear');
    const number = numberChoice(move);
    if (number) return number;
    const next = targets.find((id) => !shown.selection.includes(id));
    const el = next ? page.querySelector(`#board [data-id="${CSS.escape(next)}"].pick`) : null;
    if (el) return [el];
    // Anything else is in the plain list of every move.
    const all = /** @type {HTMLDetailsElement | null} */ (page.querySelector('#moves details.all-moves'));
    if (all) all.open = true;
    return [...page.querySelectorAll('#moves details.all-moves button.move')].filter((b) => b.textContent === move.label);
  }

  // A move chosen from a number field (a bid): the field is set to the recommended number (unless the player has
  // typed in it), and the field and its button are rung.
  /** @param {Move} move */
  function numberChoice(move) {
    const wanted = `Play: ${move.label}`;
    for (const box of page.querySelectorAll(`#play-buttons .number-choice[data-type="${CSS.escape(move.type)}"]`)) {
      const input = /** @type {HTMLInputElement | null} */ (box.querySelector('input'));
      const button = box.querySelector('button');
      if (!input || !button) continue;
      if (input.dataset.typed === undefined) {
        input.dataset.typed = '';
        input.addEventListener('input', (e) => { if (e.isTrusted) input.dataset.typed = 'yes'; });
      }
      for (let n = Number(input.min); button.textContent !== wanted && !input.dataset.typed && n <= Number(input.max); n += 1) {
        input.value = String(n);
        input.dispatchEvent(new Event('input'));
      }
      if (button.textContent === wanted || input.dataset.typed) return [input, button];
    }
    return null;
  }

  // The board and the moves sheet scroll on their own (on a phone they share the screen): what to click next is
  // kept in view as the table redraws, until the player scrolls it away themselves.
  let scrolledAway = false;
  const leaving = new AbortController();
  for (const type of ['wheel', 'touchmove']) window.addEventListener(type, () => { scrolledAway = true; }, { passive: true, signal: leaving.signal });

  /** @param {Element[]} els @param {string} key */
  function ring(els, key) {
    for (const el of els) el.classList.add(RING);
    if (key !== shownRing) { shownRing = key; scrolledAway = false; }
    if (!els.length || scrolledAway || inView(els[0])) return;
    // At once, not smoothly: the board is redrawn on every frame, and a smooth scroll of its nested boxes is cut short.
    els[0].scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  /** @param {Move} move @param {number} version the version the move made */
  function moved(move, version) {
    made.push({ v: version, step: recommended >= 0 && lesson.steps[recommended].types.includes(move.type) ? recommended : -1 });
    keep();
  }

  /**
   * A log entry of the table, new to the page: the seat's take-back undoes its last move before it. The whole log
   * is read again when the page opens, so a take-back already counted is not counted twice.
   * @param {{v: number, seat?: number | null, command?: string | null}} entry @param {number | null} seat
   */
  function logged(entry, seat) {
    if (entry.command !== 'take-back' || entry.seat !== seat) return;
    const last = made.filter((m) => m.v < entry.v).at(-1);
    if (!last || last.back !== undefined) return;
    last.back = entry.v;
    keep();
  }

  return { callout, update, moved, logged, stop: () => leaving.abort() };
}

/** Whether `el` is on screen and not under anything (the moves sheet, a scrolled box's edge). @param {Element} el */
function inView(el) {
  const box = el.getBoundingClientRect();
  const inside = box.top >= -1 && box.left >= -1 && box.bottom <= window.innerHeight + 1 && box.right <= window.innerWidth + 1; // a pixel for layout fractions
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return inside && Boolean(hit && el.contains(hit));
}
