// Boardroom's reference client: a hash router over the lobby, a table (play or watch), replay and audit.
import { h, title } from './lib.js';
import { lobbyPage } from './lobby.js';
import { gamePage } from './play.js';
import { auditPage, replayPage } from './history.js';

const ROUTES = [
  [/^#?\/?$/, (main) => lobbyPage(main)],
  [/^#\/play\/([\w-]+)$/, (main, gid, query) => gamePage(main, gid, { watch: false, query })],
  [/^#\/watch\/([\w-]+)$/, (main, gid) => gamePage(main, gid, { watch: true })],
  [/^#\/replay\/([\w-]+)$/, (main, gid) => replayPage(main, gid)],
  [/^#\/audit\/([\w-]+)$/, (main, gid) => auditPage(main, gid)],
];

let leave = null;

async function route() {
  const main = document.getElementById('main');
  if (leave) { leave(); leave = null; }
  const [path, search = ''] = location.hash.split('?');
  const query = new URLSearchParams(search);
  main.replaceChildren();
  title('');
  for (const [pattern, page] of ROUTES) {
    const match = path.match(pattern);
    if (!match) continue;
    try {
      leave = (await page(main, match[1], query)) || null;
    } catch (error) {
      main.append(h('p', { class: 'alert', role: 'alert' }, `Could not load this page: ${error.message}`));
    }
    return;
  }
  main.append(h('h1', {}, 'Not found'), h('p', {}, h('a', { href: '#/' }, 'Back to the lobby')));
}

window.addEventListener('hashchange', route);
route();
