// A game's rules for players (GET /v1/catalog/{game}/rules): a "Rules" help showing the quick reference, with
// the full rules a click away, and the rules page (#/rules/<game>). The Markdown is drawn as DOM nodes (text
// nodes only, never HTML strings), so whatever it holds shows as text: a small renderer for what the rules use
// (headings, lists, tables, bold, italic, code, links, quotes, paragraphs).
import { api, h, title } from './lib.js';

/** A heading's link target as the server makes it (games/player_rules.py `anchor`). */
export function anchor(text) {
  return String(text).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

// Inline marks, the earliest match first: `code`, **bold**, *italic* or _italic_, [text](link).
const INLINE = [
  [/`([^`]+)`/, (m) => h('code', {}, m[1])],
  [/\*\*(.+?)\*\*|__(.+?)__/, (m) => h('strong', {}, inline(m[1] ?? m[2]))],
  [/\*(?!\s)(.+?)\*|(?<![\w])_(?!\s)(.+?)_(?![\w])/, (m) => h('em', {}, inline(m[1] ?? m[2]))],
  [/\[([^\]]+)\]\(([^)\s]+)\)/, (m) => link(m[1], m[2])],
];

// Only web links and links within the page; anything else (javascript:, data:) stays text.
function link(text, href) {
  if (/^#[\w-]+$/.test(href)) return h('a', { href, 'data-section': href.slice(1) }, inline(text));
  if (/^https?:\/\//i.test(href) || /^\/[\w/.-]*$/.test(href)) return h('a', { href }, inline(text));
  return h('span', {}, inline(text));
}

/** Inline Markdown as nodes. */
export function inline(text) {
  const out = [];
  let rest = String(text);
  while (rest) {
    let best = null;
    for (const [pattern, make] of INLINE) {
      const m = pattern.exec(rest);
      if (m && (!best || m.index < best.m.index)) best = { m, make };
    }
    if (!best) { out.push(rest); break; }
    if (best.m.index) out.push(rest.slice(0, best.m.index));
    out.push(best.make(best.m));
    rest = rest.slice(best.m.index + best.m[0].length);
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const cells = (line) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());

/** Markdown as a list of nodes. `anchors`: headings get their `id` (one rules text per page);
 * `top`: the level the text's largest heading is drawn at. */
export function markdown(text, { anchors = true, top = 2 } = {}) {
  const lines = String(text).replace(/\r\n?/g, '\n').split('\n');
  const levels = lines.map((l) => HEADING.exec(l)?.[1].length).filter(Boolean);
  const shift = top - (levels.length ? Math.min(...levels) : 1);
  const out = [];
  let para = [];
  const endPara = () => { if (para.length) out.push(h('p', {}, inline(para.join(' ')))); para = []; };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const heading = HEADING.exec(line);
    if (!line.trim()) { endPara(); i += 1; continue; }
    if (heading) {
      endPara();
      const level = Math.min(6, Math.max(top, heading[1].length + shift));
      out.push(h(`h${level}`, { id: anchors ? anchor(heading[2]) : null, tabindex: anchors ? -1 : null }, inline(heading[2])));
      i += 1;
    } else if (/^\s*```/.test(line)) {
      endPara();
      const code = [];
      for (i += 1; i < lines.length && !/^\s*```/.test(lines[i]); i += 1) code.push(lines[i]);
      out.push(h('pre', {}, h('code', {}, code.join('\n'))));
      i += 1;
    } else if (RULE.test(line) && !para.length) {
      out.push(h('hr'));
      i += 1;
    } else if (line.includes('|') && TABLE_SEPARATOR.test(lines[i + 1] || '') && lines[i + 1].includes('-')) {
      endPara();
      const head = cells(line);
      const rows = [];
      for (i += 2; i < lines.length && lines[i].includes('|') && lines[i].trim(); i += 1) rows.push(cells(lines[i]));
      out.push(h('div', { class: 'scroll', tabindex: 0 }, // wider than a phone: it scrolls, by keyboard too
        h('table', {}, h('thead', {}, h('tr', {}, head.map((c) => h('th', { scope: 'col' }, inline(c))))),
          h('tbody', {}, rows.map((r) => h('tr', {}, head.map((_, k) => h('td', {}, inline(r[k] ?? '')))))))));
    } else if (/^\s*>/.test(line)) {
      endPara();
      const quoted = [];
      for (; i < lines.length && /^\s*>/.test(lines[i]); i += 1) quoted.push(lines[i].replace(/^\s*>\s?/, ''));
      out.push(h('blockquote', {}, markdown(quoted.join('\n'), { anchors: false, top: Math.min(6, top + 1) })));
    } else if (ITEM.test(line)) {
      endPara();
      const consumed = list(lines, i);
      out.push(consumed.node);
      i = consumed.next;
    } else {
      para.push(line.trim());
      i += 1;
    }
  }
  endPara();
  return out;
}

// A list from line `start`: items at its indentation, deeper items as a nested list, indented lines continuing
// the item before them.
function list(lines, start) {
  const first = ITEM.exec(lines[start]);
  const indent = first[1].length;
  const ordered = /\d/.test(first[2]);
  const items = [];
  let i = start;
  while (i < lines.length) {
    const m = ITEM.exec(lines[i]);
    if (m && m[1].length === indent && /\d/.test(m[2]) === ordered) {
      items.push({ text: [m[3]], children: [] });
      i += 1;
    } else if (m && m[1].length > indent && items.length) {
      const nested = list(lines, i);
      items.at(-1).children.push(nested.node);
      i = nested.next;
    } else if (!m && lines[i].trim() && /^\s+/.test(lines[i]) && items.length) {
      items.at(-1).text.push(lines[i].trim());
      i += 1;
    } else break;
  }
  const start0 = ordered ? Number.parseInt(first[2], 10) : null;
  const node = h(ordered ? 'ol' : 'ul', { start: ordered && start0 !== 1 ? String(start0) : null },
    items.map((it) => h('li', {}, inline(it.text.join(' ')), it.children)));
  return { node, next: i };
}

const rulesOf = {};
/** The rules of game `slug` (cached for the page's life); a 404 until the game's rules are written. */
export function playerRules(slug) {
  rulesOf[slug] ??= api(`/v1/catalog/${slug}/rules`).catch((error) => { delete rulesOf[slug]; throw error; });
  return rulesOf[slug];
}

// The quick reference without its own "Quick reference" heading: the help's summary says it already.
const withoutFirstHeading = (md) => md.replace(/^\s*#{1,6}\s+Quick reference\s*\n/i, '');

/** Scroll to the section `id` of the page's rules and give it focus (a link within the rules, or #/rules/g#id). */
export function goToSection(id) {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}

// Links within the rules move within the page: the address's fragment is the router's, not a heading's.
function sectionLinks(root) {
  root.addEventListener('click', (event) => {
    const a = event.target.closest('a[data-section]');
    if (!a) return;
    event.preventDefault();
    goToSection(a.dataset.section);
  });
  return root;
}

// The sections only: a subsection is a link target (a move's rule), not a line of the contents.
function contents(rules) {
  return h('nav', { class: 'rules-contents', 'aria-label': `Contents: ${rules.title}` },
    h('ol', {}, rules.sections.filter((s) => (s.level ?? 2) === 2)
      .map((s) => h('li', {}, h('a', { href: `#${s.id}`, 'data-section': s.id }, s.title)))));
}

/** The full rules: contents, then every section under a heading with its `id` (the text's own title, a `# `
 * heading above them, is the page's or the help's already). */
export function fullRules(rules, { top = 2 } = {}) {
  const text = rules.markdown.replace(/^\s*#\s+[^\n]*\n/, '');
  return sectionLinks(h('div', { class: 'rules-text', id: `rules-full-${rules.game}` }, contents(rules), markdown(text, { top })));
}

/** Open the help `help` (a `rulesHelp` with `full: 'here'`) at section `id` of its full rules. */
export function openRulesSection(help, id) {
  return help.showSection?.(id);
}

/**
 * A "Rules" help for game `slug`: a disclosure that fetches the rules when first opened and shows the quick
 * reference. `full`: 'here' opens the full rules inside the help (the table page: one game's rules, so its
 * headings take their ids); 'page' links to the rules page (the lobby, which lists every game). `top`: the
 * level of the rules' own headings, one below the heading the help sits under. With `full: 'here'`, the help's
 * `showSection(id)` opens it at a section of the full rules (a move's rule link), the page staying where it is.
 */
export function rulesHelp(slug, gameTitle, { full = 'page', id = `rules-help-${slug}`, top = 3 } = {}) {
  const body = h('div', { class: 'rules-body', 'aria-live': 'polite' });
  const help = h('details', { class: 'rules-help', id, 'data-game': slug },
    h('summary', {}, `Rules of ${gameTitle}: quick reference`), body);
  /** @type {Promise<((open: boolean) => void) | null> | null} */
  let loading = null; // resolves to what shows or hides the full rules (null: they are not in the help)
  const load = () => {
    loading ??= (async () => {
      body.replaceChildren(h('p', { class: 'muted small' }, 'Loading the rules…'));
      try {
        const rules = await playerRules(slug);
        const quick = h('div', { class: 'rules-text quick-reference' }, markdown(withoutFirstHeading(rules.quick_reference), { anchors: false, top }));
        const more = full === 'here' ? h('button', { type: 'button', class: 'full-rules', 'aria-expanded': 'false' }, 'Show the full rules') : null;
        const fullBox = h('div', { class: 'full-rules-box' });
        /** @param {boolean} open */
        const showFull = (open) => {
          if (!more || (more.getAttribute('aria-expanded') === 'true') === open) return;
          more.setAttribute('aria-expanded', String(open));
          more.textContent = open ? 'Hide the full rules' : 'Show the full rules';
          fullBox.replaceChildren(open ? fullRules(rules, { top }) : '');
        };
        more?.addEventListener('click', () => showFull(more.getAttribute('aria-expanded') !== 'true'));
        body.replaceChildren(sectionLinks(quick),
          h('p', { class: 'small' }, more, more ? ' ' : null, h('a', { href: `#/rules/${slug}`, class: 'rules-page' }, 'The full rules on their own page')),
          fullBox);
        return more ? showFull : null;
      } catch (error) {
        loading = null;
        body.replaceChildren(h('p', { class: 'muted' }, error.status === 404
          ? 'The rules for players of this game are not written yet.' : `Could not load the rules: ${error.message}`));
        return null;
      }
    })();
    return loading;
  };
  help.addEventListener('toggle', () => { if (help.open) load(); });
  /** @param {string} section */
  help.showSection = async (section) => {
    help.open = true;
    const showFull = await load();
    showFull?.(true);
    return goToSection(section);
  };
  return help;
}

/** The rules page: #/rules/<game>, or #/rules/<game>#<section> to open at a section. */
export async function rulesPage(main, slug) {
  let rules;
  try {
    rules = await playerRules(slug);
  } catch (error) {
    if (error.status !== 404) throw error;
    main.append(h('h1', {}, 'Rules'), h('p', {}, 'The rules for players of this game are not written yet.'),
      h('p', {}, h('a', { href: '#/' }, 'Back to the lobby')));
    return;
  }
  title(`Rules of ${rules.title}`);
  main.append(h('h1', {}, `Rules of ${rules.title}`), h('section', { class: 'card rules-page' }, fullRules(rules)),
    h('p', {}, h('a', { href: '#/' }, 'Back to the lobby')));
  const section = location.hash.split('#')[2];
  if (section) goToSection(section);
}
