// Boardroom's reference client: a hash router over the lobby, a table (play or watch), replay and audit, and the
// player pages (my page, a player's profile).
import { h, title } from './lib.js';
import { showAccount } from './account.js';
import { followNotices } from './notices.js';
import { lobbyPage } from './lobby.js';
import { mePage, playerPage } from './players.js';
import { gamePage } from './play.js';
import { auditPage, replayPage } from './history.js';
import { goToSection, rulesPage } from './rules.js';
import { learnPage } from './tutorial.js';

const ROUTES = [
  [/^#?\/?$/, (main) => lobbyPage(main)],
  [/^#\/play\/([\w-]+)$/, (main, gid, query) => gamePage(main, gid, { watch: false, query })],
  [/^#\/watch\/([\w-]+)$/, (main, gid) => gamePage(main, gid, { watch: true })],
  [/^#\/replay\/([\w-]+)$/, (main, gid) => replayPage(main, gid)],
  [/^#\/audit\/([\w-]+)$/, (main, gid) => auditPage(main, gid)],
  [/^#\/me$/, (main) => mePage(main)],
  [/^#\/player\/([\w-]+)$/, (main, pid) => playerPage(main, pid)],
  [/^#\/learn\/([\w-]+)$/, (main, slug) => learnPage(main, slug)],
  [/^#\/rules\/([\w-]+)(?:#[\w-]+)?$/, (main, slug) => rulesPage(main, slug)],
];

let leave = null;
let turn = 0;
let shown = location.hash;

// A fragment that names a heading on the page (a rules section, `#scoring`) moves to it and keeps the page's
// own address; any other is a route.
function toSection() {
  const id = location.hash.slice(1);
  if (!/^[\w-]+$/.test(id) || !goToSection(id)) return false;
  history.replaceState(null, '', shown || location.pathname);
  return true;
}

// Each route draws into a box of its own: a page still loading when the next route starts draws into its
// detached box, and is left at once, instead of mixing with the next page.
async function route() {
  if (toSection()) return;
  shown = location.hash;
  const main = document.getElementById('main');
  if (leave) { leave(); leave = null; }
  const mine = ++turn;
  const [path, search = ''] = location.hash.split('?');
  const query = new URLSearchParams(search);
  const box = document.createElement('div');
  main.replaceChildren(box);
  title('');
  showAccount();
  followNotices(path);
  for (const [pattern, page] of ROUTES) {
    const match = path.match(pattern);
    if (!match) continue;
    try {
      const left = (await page(box, match[1], query)) || null;
      if (mine === turn) leave = left;
      else left?.();
    } catch (error) {
      box.append(h('p', { class: 'alert', role: 'alert' }, `Could not load this page: ${error.message}`));
    }
    return;
  }
  box.append(h('h1', {}, 'Not found'), h('p', {}, h('a', { href: '#/' }, 'Back to the lobby')));
}

window.addEventListener('hashchange', route);
route();
