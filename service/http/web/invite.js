// Taking an open seat (POST /v1/games/{gid}/join): as a name, or as the player signed in here; the seat's token is
// kept as every seat's is (a player's seat by its key). Shared by the lobby's open tables and a table's invite.
import { api, h, keepSeat, myName, rememberName } from './lib.js';
import { account, takeSeat } from './account.js';

/** A form that takes ``seat`` (null: the first open one) of table ``gid`` and then calls ``onJoined(seat)``;
 * ``label`` names its button for a visitor (a signed-in player's says "… as <name>"). */
export function joinForm(gid, { seat = null, label = 'Join', id = `join-${gid}`, primary = false, onJoined }) {
  const me = account();
  const input = me ? null : h('input', { id, value: myName() || '', required: true, maxlength: 64, size: 10, autocomplete: 'nickname' });
  const form = h('form', { class: 'inline' }, me ? null : h('label', { class: 'inline', for: id }, 'Name ', input),
    h('button', { type: 'submit', class: primary ? 'primary' : null }, me ? `${label} as ${me.name}` : label));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    form.querySelector('.alert')?.remove();
    try {
      const name = me ? me.name : input.value.trim();
      const body = { ...(me ? {} : { name }), ...(seat === null ? {} : { seat }) };
      const joined = await api(`/v1/games/${gid}/join`, { method: 'POST', body, token: me?.key });
      if (!me) rememberName(name);
      if (joined.token) keepSeat(gid, joined.seat, joined.token, name);
      else takeSeat(gid, joined.seat);
      onJoined(joined.seat);
    } catch (e) { form.append(h('span', { class: 'alert', role: 'alert' }, ` Refused: ${e.message}`)); }
  });
  return form;
}

/** The address that offers a friend ``seat`` (from 0) of table ``gid``: the table's page, which then shows "Take this
 * seat". The address numbers the seat from 1, as a person reads it (`?invite=2`: the second seat). */
export function inviteLink(gid, seat) {
  return `${location.origin}${location.pathname}#/play/${gid}?invite=${seat + 1}`;
}

/** A button copying the address in ``field`` (an input) to the clipboard, its result said beside it: "Copied", or,
 * where the browser refuses (no permission, an insecure address), the address selected to copy by hand. */
export function copyButton(field, label) {
  const said = h('span', { class: 'small copied', role: 'status' });
  const button = h('button', { type: 'button', class: 'copy' }, label);
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(field.value);
      said.textContent = 'Copied';
    } catch {
      field.focus();
      field.select();
      said.textContent = 'Selected: copy it with Ctrl+C (⌘C on a Mac)';
    }
  });
  return h('span', { class: 'copy-link' }, button, ' ', said);
}
